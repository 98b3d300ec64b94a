"""Features: each part of the rules that the window offers (artillery, direct fire, movement, ...) adds its own
tools, docks, menus and dialogs through a :class:`Feature`, so that the main window only composes them.

A feature is built with its host, the window (a :class:`FeatureHost`: what a feature may ask of the window, in
features/host.py), and is told when a battle is attached, when the battle changes in an aspect it shows and when one
of its tools becomes active. The window lists its features in ``FEATURES`` (main_window.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar
from weakref import WeakKeyDictionary

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget

from morefire_gui.gui.actions import counter_properties_entry
from morefire_gui.gui.board.tools.base import BoardTool
from morefire_gui.gui.features.host import FeatureHost
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.session.edits import Aspect, Change
from morefire_gui.session.play_kinds import PlayKind
from morefire_gui.session.visibility import may_order

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.visibility import View

__all__ = ["DockSpec", "Feature", "FeatureHost", "ToolSpec", "board_actions"]

# The warnings of a battle just opened, each whole and in short, said together once every feature has been told of it.
_OPENING_WARNINGS: WeakKeyDictionary[BattleSession, list[tuple[str, str]]] = WeakKeyDictionary()


@dataclass(frozen=True)
class ToolSpec:
    """A board tool with its toolbar button: name, the tool, button text, shortcut, tooltip, and the kinds of action
    of the sequence of play it takes (offered only when the battle takes one of them now: gui/phase_offers.py)."""

    name: str
    tool: BoardTool
    text: str
    shortcut: str | None
    tip: str
    kinds: tuple[PlayKind, ...] = ()


@dataclass(frozen=True)
class DockSpec:
    """A dock, where it goes, and the dock (by object name) it shares a tab with, if any."""

    dock: QDockWidget
    area: Qt.DockWidgetArea = Qt.DockWidgetArea.RightDockWidgetArea
    tab_with: str | None = None


class Feature:
    menu_title: str | None = None  # a menu of its own in the menu bar, with menu_actions()
    # The aspects of the battle (session/edits.py's Aspect, and VIEW: whose view the window shows) that what the
    # feature shows depends on: the window tells it of a change (changed) only when the change touches one of them.
    shows: ClassVar[frozenset[Aspect]] = frozenset()

    def __init__(self, window: FeatureHost) -> None:
        self.window = window

    @property
    def widget(self) -> QMainWindow:
        """The window as a Qt widget: the parent of the feature's actions, docks, timers and dialogs."""
        return self.window.widget

    def tools(self) -> list[ToolSpec]:
        return []

    def docks(self) -> list[DockSpec]:
        return []

    def menu_actions(self) -> list[QAction]:
        return []

    def file_actions(self) -> list[QAction]:
        """Actions for the File menu (placed before Quit)."""
        return []

    def edit_actions(self) -> list[QAction]:
        """Actions for the Edit menu (placed after Delete)."""
        return []

    def help_actions(self) -> list[QAction]:
        """Actions for the Help menu."""
        return []

    def view_actions(self) -> list[QAction]:
        """Actions for the View menu (what the board shows)."""
        return []

    def session_attached(self, session: BattleSession) -> None:
        """A battle was opened (or a new one made): fill the docks."""

    def warn_on_opening(self, session: BattleSession, text: str, short: str = "") -> None:
        """Say ``text`` of the battle ``session`` just opened (from ``session_attached``), in the status bar and the
        log's messages, once the window has armed the battle's tool (which clears the status bar) and said the battle
        opened: the warning stays in sight for its time. It is not said of a battle replaced before it was.

        Every feature's warnings of one opening are said together: each whole in the log's messages, and in the status
        bar the one, or "2 warnings on opening: ``short``; ``short`` (see Messages)" (``short``: the warning in a few
        words, "the table image is not found"; the whole text where none is given)."""
        pending = _OPENING_WARNINGS.setdefault(session, [])
        pending.append((text, short or text))
        if len(pending) > 1:
            return  # said with the first, once every feature has been told of the battle

        def say() -> None:
            warnings = _OPENING_WARNINGS.pop(session, [])
            if self.window.session is not session or not warnings:
                return
            if len(warnings) == 1:
                self.window.message(warnings[0][0], log=True)
                return
            for whole, _ in warnings:
                self.window.log.append(said(whole))
            self.window.message(
                tr("{count} warnings on opening: {warnings} (see Messages)").format(
                    count=len(warnings), warnings="; ".join(said(s) for _, s in warnings)
                )
            )

        QTimer.singleShot(0, self.widget, say)

    def changed(self, changes: Sequence[Change]) -> None:
        """The battle changed in an aspect the feature ``shows`` (an action, an undo or redo, a log entry, another
        side's view): ``changes`` are all that changed at once, each aspect with the ids it touched."""

    def shown_view(self) -> View | None:
        """Whose view the window should show as the battle now stands, when that is this feature's to say (hot seat);
        None otherwise. The window asks before it publishes a change to the battle, so that a hand-over or a unit
        revealed reaches every dock once, with the view it leaves."""
        return None

    def tool_activated(self, name: str) -> None:
        """The board tool ``name`` became the active one (any feature's)."""

    def context_actions(self, unit_ids: list[str], at: tuple[float, float]) -> list[QAction]:
        """What the feature offers for the selected counters ``unit_ids`` on a right click at ``at`` (table units).
        The actions have no parent: the menu that shows them takes them."""
        return []

    def step_tools(self, step: str) -> list[str]:
        """The names of this feature's board tools that serve a step of the sequence of play (``movement.road``,
        ``artillery.impact``, ... as in resources/rules/sequence.yaml), the one to open first first. The phase dock
        opens the first tool any feature offers for the step."""
        return []

    def step_opened(self, step: str) -> None:
        """The battle reached ``step`` of the sequence of play (Next, Back, or a battle opened in a step of play), its
        tool armed: the feature may bring forward the dock the step is played in."""

    def step_how(self, step: str) -> str:
        """How a player acts in ``step`` with this feature where no board tool serves it, in words for the phase dock's
        "Now:" line (mount in the movement dock); "" when the feature has nothing to say of the step."""
        return ""

    def set_up_tools(self) -> list[str]:
        """The names of this feature's board tools that lay out the battle (terrain, counters, minefields, registration
        points): a strict battle offers them only before play begins."""
        return []

    def act_in_step(self, step: str, actor: str) -> bool:
        """A player chose a unit or battery (``actor``) that may act in ``step`` (double-click in the phase dock):
        open what it acts with (a dialog, a tool) and say True; False leaves it to the next feature."""
        return False

    def may_save(self, path: Path) -> bool:
        """Whether the battle may be saved to ``path`` now: a feature may ask the player first (False: they said no,
        and nothing is written)."""
        return True

    def battle_saved(self, path: Path) -> None:
        """The battle was saved to ``path`` by the player."""

    def clear_for_next_player(self) -> None:
        """The table is handed over (``MainWindow.clear_for_next_player``): take away what this feature drew or
        listed for the last player (a preview on the board, a dock's list), which the next may not see."""

    def window_closing(self) -> None:
        """The window is closing, after the player agreed (nothing unsaved is lost)."""

    def preferences_changed(self) -> None:
        """The player changed the preferences (gui/preferences.py: autosave interval, units, colours)."""


def board_actions(features: Sequence[Feature], unit_ids: list[str], at: tuple[float, float]) -> list[QAction]:
    """A counter's *Properties…* where one is selected, then every feature's actions for a right click on the board,
    in the window's order of features (the Move and Infantry Fire tools' menus). Only for the
    counters the window's view lets the player handle: another side's hidden position is never offered (nor is what
    a real unit would be offered for it), and a fake marker is offered nothing, even to its owner
    (``session.visibility.may_order``)."""
    if not features:
        return []
    window = features[0].window
    view = window.view_filter
    handled = [uid for uid in unit_ids if may_order(window.session.battle, view, uid)]
    out: list[QAction] = []
    if len(handled) == 1:
        # One counter: its properties first, as the board's own right click offers them (gui/window/counter_edit.py).
        only = handled[0]
        out.append(counter_properties_entry(lambda: window.edit_counter_properties(only)))
    for feature in features:
        out += feature.context_actions(handled, at)
    return out
