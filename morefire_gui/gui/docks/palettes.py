"""Palettes: terrain kinds to draw, and the unit catalogue to place counters from."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.board.legend import LegendEntry, paint_swatch
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import entry_name, said
from morefire_gui.gui.side_words import said_side, said_side_nation
from morefire_gui.gui.style import STYLES
from morefire_gui.gui.widgets.side_drafts import SideDrafts
from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import TerrainKind
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.placing import placing_turn


def terrain_icon(kind: TerrainKind) -> QIcon:
    pixmap = QPixmap(32, 20)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_swatch(painter, QRectF(2, 2, 28, 16), LegendEntry(kind.value, kind, 1))
    painter.end()
    return QIcon(pixmap)


class TerrainPaletteDock(QDockWidget):
    """Choose a kind to draw it, or 'Select and edit' to work on existing pieces. Above the kinds, on a table laid by
    hand in turns, the side whose turn it is to place the next piece."""

    kind_chosen = Signal(object)  # TerrainKind | None
    # The kind chosen by the side whose view the window shows now (a hand-over), or None: the Terrain tool follows it,
    # without being armed.
    choice_kept = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Terrain"), parent)
        self.setObjectName("terrain_palette")
        self.turn_label = QLabel()
        self.turn_label.setObjectName("placing_turn")
        self.turn_label.setWordWrap(True)
        self.turn_label.setVisible(False)
        self.list = QListWidget()
        self.list.setIconSize(QSize(32, 20))
        edit = QListWidgetItem(tr("Select and edit pieces"))
        edit.setData(Qt.ItemDataRole.UserRole, None)
        edit.setToolTip(tr("Select, move, reshape, turn (Q/E), raise or lower hills (+/-), delete"))
        self.list.addItem(edit)
        for kind in TerrainKind:
            item = QListWidgetItem(terrain_icon(kind), STYLES[kind].label)
            item.setData(Qt.ItemDataRole.UserRole, kind.value)
            self.list.addItem(item)
        self.list.currentItemChanged.connect(self._on_current_changed)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.list)
        self.setWidget(body)
        # Each side's choice as its player left it: the kind a side was about to lay (a minefield) is its own.
        self.drafts = SideDrafts((self.list,))

    def show_view(self, side: str | None) -> None:
        """The window shows ``side``'s view (None: the umpire's): the kind that side chose, as its player left it (none
        chosen, for a side that has not chosen one yet)."""
        blocked = self.list.blockSignals(True)
        try:
            self.drafts.fill_for(side, lambda: None)
        finally:
            self.list.blockSignals(blocked)
        self.choice_kept.emit(self.current_kind())

    def current_kind(self) -> TerrainKind | None:
        item = self.list.currentItem()
        value = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return TerrainKind(value) if value else None

    def show_turn(self, battle: Battle) -> None:
        """Say whose turn it is to place the next terrain piece (a table laid by hand, in a strict battle, until its
        placement is complete; session/placing.py); nothing where the players do not place in turn."""
        turn = placing_turn(battle)
        self.turn_label.setVisible(turn is not None)
        if turn is None:
            self.turn_label.clear()
            return
        text = tr("{side} places the next terrain piece (in turn, the defender first).").format(
            side=said_side_nation(battle, turn)
        )
        at_table = battle.at_table
        if at_table is not None and at_table != turn:
            text += " " + tr("Hand the table over to {side} (Players → Hand Over).").format(
                side=said_side(battle, turn)
            )
        self.turn_label.setText(text)
        self.turn_label.setToolTip(
            tr("Terrain and Weather Definitions: the players alternate placing terrain pieces, the defender first")
        )

    def choose(self, kind: TerrainKind | None) -> None:
        for i in range(self.list.count()):
            if self.list.item(i).data(Qt.ItemDataRole.UserRole) == (kind.value if kind else None):
                self.list.setCurrentRow(i)
                return

    def show_kind(self, kind: TerrainKind | None) -> None:
        """Show ``kind`` chosen (by the terrain tool: Escape goes back to selecting and editing), choosing nothing."""
        blocked = self.list.blockSignals(True)
        try:
            self.choose(kind)
        finally:
            self.list.blockSignals(blocked)

    def _on_current_changed(self, current: QListWidgetItem | None, previous: QListWidgetItem | None) -> None:
        if current is None:
            return
        value = current.data(Qt.ItemDataRole.UserRole)
        self.kind_chosen.emit(TerrainKind(value) if value else None)


class CatalogueDock(QDockWidget):
    """Pick a side and a unit type; clicks on the table then place counters of that type."""

    unit_chosen = Signal(str, str)  # type id, side id
    # The choice of the side whose view the window shows now (a hand-over): the type or None, the side; the Place Units
    # tool follows it, without being armed.
    choice_kept = Signal(object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Catalogue"), parent)
        self.setObjectName("catalogue")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        self.side = QComboBox()
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(tr("Filter by name"))
        self.filter.setClearButtonEnabled(True)
        # A battle with a briefing has a year: what was not in service then is usually not wanted.
        self.in_service = QCheckBox()
        self.in_service.setChecked(True)
        self.in_service.setToolTip(
            tr("List only the units whose service years (the catalogue's) include the battle's year, from its briefing")
        )
        self.list = QListWidget()
        # A long name wraps in the dock's width rather than scrolling it sideways.
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        layout.addWidget(QLabel(tr("Side")))
        layout.addWidget(self.side)
        layout.addWidget(self.filter)
        layout.addWidget(self.in_service)
        layout.addWidget(self.list)
        self.setWidget(body)
        self._session: BattleSession | None = None
        self._viewer: str | None = None  # whose view the window shows (None: the umpire's)
        self.side.currentIndexChanged.connect(self._fill)
        self.filter.textChanged.connect(self._fill)
        self.in_service.toggled.connect(self._fill)
        self.list.currentItemChanged.connect(self._on_current_changed)
        # Each side's choice as its player left it: what a side places (a hidden position's type) is its own.
        self.drafts = SideDrafts((self.side, self.filter, self.in_service, self.list))

    def set_session(self, session: BattleSession) -> None:
        self._session = session
        self._fill_sides(always=True)

    def _fill_sides(self, always: bool = False) -> None:
        """The sides the player may place for: in a side's view its own alone (the session refuses a counter placed
        for another side while a side has the table: session/at_table.py); in the umpire's view, every side."""
        if self._session is None:
            return
        battle = self._session.battle
        offered = [s.id for s in battle.sides if self._viewer is None or s.id == self._viewer]
        if not offered:  # a view of a side the battle does not have (a seen battle's own): every side, as the umpire
            offered = [s.id for s in battle.sides]
        if not always and offered == [self.side.itemData(i) for i in range(self.side.count())]:
            return  # the same sides: the list and the type chosen stay as they are
        kept = self.side.currentData()
        self.side.blockSignals(True)
        self.side.clear()
        for sid in offered:
            self.side.addItem(said_side_nation(battle, sid), sid)
        if (index := self.side.findData(kept)) >= 0:
            self.side.setCurrentIndex(index)
        self.side.blockSignals(False)
        self._fill()

    def show_view(self, side: str | None) -> None:
        """The window shows ``side``'s view (None: the umpire's): the sides it may place for (its own alone, or every
        side for the umpire), and the side's own choice of filter and type; a side that has chosen nothing yet finds
        its own units listed."""

        def fill() -> None:
            self._viewer = side
            self._fill_sides()

        self.list.blockSignals(True)
        try:
            if not self.drafts.fill_for(side, fill) and side is not None and self.side.findData(side) >= 0:
                self.side.setCurrentIndex(self.side.findData(side))
        finally:
            self.list.blockSignals(False)
        self.choice_kept.emit(*self.current_choice())

    def battle_year(self) -> int | None:
        return self._session.battle.year if self._session is not None else None

    def _fill(self) -> None:
        from morefire_gui.rules.scenario.forces import in_service

        self.list.clear()
        year = self.battle_year()
        self.in_service.setVisible(year is not None)
        self.in_service.setText(tr("Only what was in service in {year}").format(year=year) if year is not None else "")
        if self._session is None or self.side.currentIndex() < 0:
            return
        side = self._session.battle.side(self.side.currentData())
        needle = self.filter.text().strip().lower()
        only_year = year if self.in_service.isChecked() else None
        for entry in self._session.catalogue.for_nation(side.nation if side else None):
            if entry.kind is UnitKind.AIRCRAFT:
                continue  # airstrikes fly from the Airstrike tool (rule 5), they are not counters to place
            if not in_service(entry, only_year):
                continue
            label = f"{entry_name(entry)} ({entry.id})"
            if needle and needle not in f"{label} {entry.name}".lower():  # found by its name in either language
                continue
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, entry.id)
            item.setToolTip(
                tr("{value}, {years}–{years2}, {points} points").format(
                    value=said(entry.kind.value), years=entry.years[0], years2=entry.years[1], points=entry.points
                )
            )
            self.list.addItem(item)

    def current_choice(self) -> tuple[str | None, str | None]:
        item = self.list.currentItem()
        return (item.data(Qt.ItemDataRole.UserRole) if item else None, self.side.currentData())

    def _on_current_changed(self, current: QListWidgetItem | None, previous: QListWidgetItem | None) -> None:
        if current is not None:
            self.unit_chosen.emit(current.data(Qt.ItemDataRole.UserRole), self.side.currentData())
