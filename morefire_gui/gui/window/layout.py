"""The window's docks laid out: where each dock goes at a first start and how large, the layout and the size a
player left restored (within the screen), and the tabbed docks' titles read whole."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDockWidget, QTabBar

from morefire_gui.gui.screen_fit import FRAME_ROOM, available, centre_on_screen, keep_on_screen, room_for
from morefire_gui.gui.settings import app_settings
from morefire_gui.gui.window.part import WindowPart

LARGE_SCREEN_SHARE = 0.85  # of a screen larger than the window's own 1500 x 950, the share a first start takes
SMALLEST_RESTORED = 0.6  # a saved window narrower or lower than this share of the default size is not restored
LAYOUT_VERSION = 6  # bump when docks are added, renamed or moved, so an old saved layout is not applied
# A first start's docks (pixels): the log under the board shows five resolutions; the side columns read their tabs.
LOG_HEIGHT = 150
LEFT_WIDTH = 306  # the roster's types as long as "T-34/76 Modell 1943" whole, 8 pixels to spare, beside label and state
RIGHT_WIDTH = 338  # the Movement dock's German tabs whole, 8 pixels to spare; the board keeps its 660 pixels of table
# The right column's two tab groups, above (the selected counter's sheet, the terrain, the legend, the briefing) and
# below (artillery, movement, aircraft, the catalogue), in shares of its height: on a laptop the lower group shows
# every battery of a battle and a dozen catalogue entries, the sheet a tank's armour; on a large screen both have
# room, the sheet the more.
RIGHT_SHARES_LAPTOP = (320, 330)
RIGHT_SHARES_LARGE = (380, 260)
ROSTER_HEIGHT = 300  # a dozen counters
ROSTER_LEAST = 200  # ten or so, where the window is short
PHASE_HEIGHT = 470  # the phase dock's order form whole, its Write button and the Act button with it
LAID_OUT_FOR = QSize(1500, 950)  # the window's own size: a screen with more room than this is a large one
LEFT_MOST = 0.25  # of a large screen's width, the most the left column takes to read its docks whole
RIGHT_SHARE = 0.22  # of a large screen's width, the right column's least (the selected counter's sheet, the tabs)


@runtime_checkable
class ReadsWhole(Protocol):
    """A dock that knows how wide it is to read whole (the roster's names, the Phase dock's Next button)."""

    def whole_width(self) -> int: ...


class DockLayoutPart(WindowPart):
    """Where the docks go, their sizes at a first start, and the window's size and layout kept between starts."""

    def _place_common_docks(self) -> None:
        """Left, the whole height: the roster (the units there are; the catalogue, the units there may be, a tab
        beside it until the features' docks are placed), a feature's phase dock below it. Right, the whole height,
        above: the selected counter's sheet, the terrain palette, the legend; below: the features' docks (artillery,
        movement, aircraft), each a tab. Under the board alone: the log. Each tab's title is read whole at 1366 x 768
        (tests/gui/test_text_fit.py, tests/gui/test_every_word_at_1366.py)."""
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.roster)
        self.tabifyDockWidget(self.roster, self.catalogue)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.details)
        self.tabifyDockWidget(self.details, self.terrain_palette)
        self.tabifyDockWidget(self.details, self.legend)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.log)

    def _place_feature_docks(self) -> None:
        """Each feature's docks where it asks (a tab beside a dock it names, else in its area), the catalogue the last
        tab of the artillery's group, the tabs a first start shows raised, and the tab bars kept whole when a player
        moves a dock."""
        docks: dict[str, QDockWidget] = {
            d.objectName(): d
            for d in (self.roster, self.details, self.log, self.terrain_palette, self.catalogue, self.legend)
        }
        for feature in self.features:
            for spec in feature.docks():
                if spec.tab_with is not None and spec.tab_with in docks:
                    self.tabifyDockWidget(docks[spec.tab_with], spec.dock)
                else:
                    self.addDockWidget(spec.area, spec.dock)
                docks[spec.dock.objectName()] = spec.dock
        if "artillery" in docks:  # the catalogue's list with the room of the lower right tabs, not under the roster's
            self.tabifyDockWidget(docks["artillery"], self.catalogue)
        self.roster.raise_()
        self.details.raise_()
        if "movement" in docks:
            docks["movement"].raise_()
        for dock in docks.values():  # a dock moved to another area may bring a tab bar of its own
            dock.dockLocationChanged.connect(lambda *_: QTimer.singleShot(0, self._whole_dock_tabs))

    def _initial_layout(self) -> None:
        """Dock sizes for a first start (a saved layout replaces them)."""
        self.resizeDocks([self.log], [LOG_HEIGHT], Qt.Orientation.Vertical)
        left = self._left_width()
        self.resizeDocks([self.roster, self.details], [left, self._right_width(left)], Qt.Orientation.Horizontal)
        lower = [d for d in self.findChildren(QDockWidget) if d.objectName() == "artillery"]
        if lower:
            shares = RIGHT_SHARES_LARGE if self._large_screen() else RIGHT_SHARES_LAPTOP
            self.resizeDocks([self.details, *lower], list(shares), Qt.Orientation.Vertical)
        below = [
            spec.dock
            for f in self.features
            for spec in f.docks()
            if spec.area is Qt.DockWidgetArea.LeftDockWidgetArea and spec.tab_with is None
        ]
        if below:
            # The roster keeps room for a dozen counters above a phase dock; in a laptop's short window the phase
            # dock's form (artillery step C) comes first, and the roster, a list that scrolls, keeps ten or so.
            column = self.roster.height() + sum(dock.height() for dock in below)
            roster = max(ROSTER_LEAST, min(ROSTER_HEIGHT, column - PHASE_HEIGHT))
            self.resizeDocks([self.roster, *below], [roster, *([PHASE_HEIGHT] * len(below))], Qt.Orientation.Vertical)

    def _large_screen(self) -> bool:
        """Whether the screen has more room than the window is laid out for (1500 x 950, its frame counted)."""
        room = available(self)
        return (
            room is not None
            and room.width() - FRAME_ROOM.width() > LAID_OUT_FOR.width()
            and room.height() - FRAME_ROOM.height() > LAID_OUT_FOR.height()
        )

    def _whole_screen(self) -> QSize:
        """The screen's available room, its frame's room kept free: the size of a first start on a large screen, where
        the desktop does not maximise it (and the size it comes back to from maximised)."""
        room = available(self)
        return room_for(self, room.width(), room.height()) if room is not None else self.default_size()

    def _left_width(self) -> int:
        """The left column's width at a first start: on a large screen as wide as its docks read whole (every unit's
        name and type on one line, the Phase dock's Next button at every step), within a quarter of the screen; on a
        laptop :data:`LEFT_WIDTH`, the board keeping its room."""
        room = available(self)
        if room is None or not self._large_screen():
            return LEFT_WIDTH
        docks = [
            d for d in self.findChildren(QDockWidget) if self.dockWidgetArea(d) is Qt.DockWidgetArea.LeftDockWidgetArea
        ]
        wanted = max((d.whole_width() for d in docks if isinstance(d, ReadsWhole)), default=0)
        return max(LEFT_WIDTH, min(wanted, round(room.width() * LEFT_MOST)))

    def _right_width(self, left: int) -> int:
        """The right column's width at a first start: on a large screen it grows as the left column and the log do, at
        least as wide as the left column and :data:`RIGHT_SHARE` of the screen (the selected counter's sheet and the
        features' docks read on fewer lines); on a laptop :data:`RIGHT_WIDTH`."""
        room = available(self)
        if room is None or not self._large_screen():
            return RIGHT_WIDTH
        return max(RIGHT_WIDTH, left, round(room.width() * RIGHT_SHARE))

    def _keep_window_state(self) -> None:
        """The window's size and its docks' layout, kept for the next start."""
        settings = app_settings()
        settings.setValue("window/geometry", self.saveGeometry())
        settings.setValue("window/state", self.saveState(LAYOUT_VERSION))

    def _restore_window_state(self) -> None:
        settings = app_settings()
        geometry = settings.value("window/geometry")
        state = settings.value("window/state")
        roomy = self.default_size()
        restored = geometry is not None and self.restoreGeometry(geometry)
        if (
            not restored
            or self.width() < SMALLEST_RESTORED * roomy.width()
            or self.height() < SMALLEST_RESTORED * roomy.height()
        ):
            # First start, or a window saved far smaller than the screen allows (a board a few inches wide is of
            # no use): the size the app is laid out for, within the screen.
            first = not restored and self._large_screen()
            self.resize(self._whole_screen() if first else roomy)
            centre_on_screen(self)
            if first:  # a first start on a large screen takes all of it, as a desktop app does
                self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        if state is None or not self.restoreState(state, LAYOUT_VERSION):
            QTimer.singleShot(0, self, self._initial_layout)  # once the window has its size (if it still is)
        self._chosen_size = self.size()

    def default_size(self) -> QSize:
        """1500 x 950, or less on a smaller screen: with its title bar, the window and its status bar fit the
        screen's available room (gui/screen_fit.py); on a larger screen, most of it (:data:`LARGE_SCREEN_SHARE`), so
        that the table is not a corner of a 2560 x 1440 screen."""
        room = available(self)
        share = LARGE_SCREEN_SHARE
        width, height = (
            (1500, 950)
            if room is None
            else (max(1500, round(room.width() * share)), max(950, round(room.height() * share)))
        )
        return room_for(self, width, height)

    def _whole_dock_tabs(self) -> None:
        """The tabbed docks' titles whole, never cut to "Aus…" (German titles are long): where the tabs do not fit,
        the tab bar scrolls."""
        for bar in self.findChildren(QTabBar):
            if bar.parent() is self:
                bar.setElideMode(Qt.TextElideMode.ElideNone)
                bar.setUsesScrollButtons(True)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._whole_dock_tabs()
        if self._chosen_size is not None and self.size() == self._chosen_size:
            # Once the desktop has given the window its frame: all of it on the screen (a size set by the caller,
            # after the app chose one, is the caller's).
            QTimer.singleShot(0, self, lambda: keep_on_screen(self))  # (dropped if the window is gone by then)
        self._chosen_size = None
