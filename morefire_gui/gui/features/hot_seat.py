"""Hidden information in a hot-seat game: the board, the roster and the docks show one side's view (or the
umpire's), and "Hand Over" covers the window until the next player confirms, then shows that player's view. The
hand-over is a barrier (``MainWindow.act_at_barrier``): the undo history, the last player's messages (each side
reads its own) and what the tools and dialogs showed go. Choosing a side's view in the Players menu is a hand-over too, behind the cover. Once a side has had the
table, the umpire's view (Show Everything) needs every side's player to agree, each in turn behind the cover, before
anything shows. What a side may see is decided in one place, session/visibility.py.

Hot seat cannot tell who presses a key: the cover and the turns of agreement make showing another side's secrets a
deliberate act, never a slip, and every hand-over and agreement is kept in the battle's record, which File -> Replay
lists to every side (docs/hidden-information.md, "Hot seat: what the barrier holds")."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QHideEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout, QWidget

from morefire_gui.gui.dialogs.following import close_open_dialogs
from morefire_gui.gui.features import Feature, FeatureHost
from morefire_gui.gui.i18n import QT_TR_NOOP, tr, tr_kept
from morefire_gui.gui.side_words import said_side
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, Change
from morefire_gui.session.visibility import View

UMPIRE = ""


class HandOverCover(QWidget):
    """Covers the whole window, so that nothing of the last player's view shows, until the next player is
    ready."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.covered = parent
        self.setAutoFillBackground(True)
        self.setStyleSheet("HandOverCover { background: #20251c; } QLabel { color: #f0ead6; }")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.message = QLabel()
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        font = self.message.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        self.message.setFont(font)
        self.button = QPushButton()
        self.button.setMinimumHeight(44)
        self.refuse = QPushButton()  # a second answer, when the cover asks a question (the umpire's view)
        self.refuse.setMinimumHeight(44)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.button)
        buttons.addWidget(self.refuse)
        buttons.addStretch(1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        layout.addStretch(1)
        # The docks floated off the window, hidden while it is covered (they show the last player's view), and shown
        # again, in the next player's, once the cover is lifted.
        self.floating: list[QDockWidget] = []
        self.hide()
        parent.installEventFilter(self)

    def cover(self, text: str, button: str, refuse: str = "") -> None:
        """Cover the window with ``text`` and the button that goes on (and, with ``refuse``, one that does not)."""
        self.message.setText(text)
        self.button.setText(button)
        self.button.setAccessibleName(button.replace("&", ""))
        self.refuse.setText(refuse)
        self.refuse.setAccessibleName(refuse.replace("&", ""))
        self.refuse.setVisible(bool(refuse))
        # The dialogs left open beside the board (a fire mission's landing, a move's rolls) are windows of their own,
        # which the cover would not hide: the last player's view goes with them.
        close_open_dialogs(self.covered)
        for dock in self.covered.findChildren(QDockWidget):
            if dock.isFloating() and dock.isVisible():
                dock.hide()
                self.floating.append(dock)
        self.setGeometry(self.covered.rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def hideEvent(self, event: QHideEvent) -> None:
        if self.isHidden():  # the cover lifted (not the window minimised under it)
            for dock in self.floating:
                dock.show()
            self.floating = []
        super().hideEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Not hidden, rather than visible: a window opened covered is covered whole once it is shown at its size.
        if watched is self.covered and event.type() in (QEvent.Type.Resize, QEvent.Type.Show) and not self.isHidden():
            self.setGeometry(self.covered.rect())
            self.raise_()
        return False


class HotSeatFeature(Feature):
    menu_title = QT_TR_NOOP("&Players")
    shows = frozenset({Aspect.VIEW, Aspect.BATTLE})  # the side at the table: the menu ticks its view

    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        self.viewer: str | None = None
        self.group = QActionGroup(self.widget)
        self.view_actions_: list[QAction] = []
        self.hand_over = QAction(tr("&Hand Over…"), self.widget)
        self.hand_over.setShortcut(QKeySequence("Ctrl+Shift+H"))
        self.hand_over.setToolTip(
            tr("Cover the screen and pass to the other player, who then sees only what that side may see")
        )
        self.hand_over.triggered.connect(self.hand_over_to_next)
        self.cover = HandOverCover(self.widget)
        self.cover.button.clicked.connect(self._on_cover_confirmed)
        self.cover.refuse.clicked.connect(self._on_cover_refused)
        self._pending: str | None = None
        # Show Everything, asked behind the cover: the sides still to answer, and those that agreed.
        self._asking: list[str] = []
        self._agreed: list[str] = []

    def menu_actions(self) -> list[QAction]:
        return [self.hand_over]

    # -- whose view ---------------------------------------------------------------------------------------------------
    def session_attached(self, session: BattleSession) -> None:
        self._build_view_actions(session)
        # The side that has the table is kept with the battle: a hot-seat game opens where it was left. A side's seen
        # battle (what a remote side is handed) is shown in that side's view alone: it holds nothing more.
        at_table = session.battle.at_table
        self.viewer = at_table if at_table is not None and session.battle.side(at_table) is not None else None
        seen_by = session.battle.seen_by
        if seen_by is not None:
            self.viewer = seen_by
        for action in [*self.view_actions_, self.hand_over]:
            action.setEnabled(seen_by is None)
        self._check_viewer()
        self.apply()
        self._pending = None
        if self.viewer is not None and seen_by is None:
            # Opened where a hot-seat game was left: whoever sits at the screen now may be the other side's player,
            # so the side's view shows only once its player says so, as at a hand-over.
            label = said_side(session.battle, self.viewer)
            self._pending = self.viewer
            self.cover.cover(
                tr(
                    "{side} had the table when this battle was left.\n\nThe other player looks away; {side}: press "
                    "the button when you are ready."
                ).format(side=label),
                tr("Show the view of {side}").format(side=label),
            )
        else:
            self.cover.hide()

    def _view(self) -> View:
        """The view the window shows: the viewer's; in a side's seen battle, always that side's."""
        from morefire_gui.session.visibility import view_of

        battle = self.window.session.battle
        return view_of(battle, battle.seen_by if battle.seen_by is not None else self.viewer)

    def _build_view_actions(self, session: BattleSession) -> None:
        found = next(
            (
                a.menu()
                for a in self.widget.menuBar().actions()
                if self.menu_title and a.text() == tr_kept(self.menu_title)
            ),
            None,
        )
        menu = found if isinstance(found, QMenu) else None  # the Players menu (the bindings type it as any object)
        for action in self.view_actions_:
            self.group.removeAction(action)
            if menu is not None:
                menu.removeAction(action)
        self.view_actions_ = []
        choices = [(UMPIRE, tr("Show &Everything (set-up, umpire)"), "")] + [
            (s.id, tr("View of {side}").format(side=said_side(session.battle, s.id)), said_side(session.battle, s.id))
            for s in session.battle.sides
        ]
        for side, text, label in choices:
            action = QAction(text, self.widget)
            action.setToolTip(
                tr("Show the whole battle, with every side's secrets (for setting up, or an umpire)")
                if not side
                else tr("Show only what {removesuffix} may see").format(removesuffix=label)
            )
            action.setCheckable(True)
            action.setData(side)
            action.setChecked((self.viewer or UMPIRE) == side)
            # A side's view is given as a hand-over (behind the cover); everything, with every side's agreement.
            action.triggered.connect(lambda checked=False, s=side: self.choose_view(s) if s else self.show_everything())
            self.group.addAction(action)
            self.view_actions_.append(action)
        if menu is not None and menu.actions():  # above Hand Over
            first = menu.actions()[0]
            menu.insertActions(first, self.view_actions_)
            menu.insertSeparator(first)
        elif menu is not None:
            menu.addActions(self.view_actions_)
            menu.addSeparator()

    def choose_view(self, side: str) -> None:
        """Players -> "<side>'s View": a hand-over to that side's player, behind the cover (nothing, if the table is
        with that side already)."""
        if side == self.window.session.battle.at_table:
            self._check_viewer()
            return
        self.hand_over_to(side)

    def show_everything(self) -> None:
        """Players -> Show Everything: the umpire's view. Once a side has had the table, every side's player agrees
        to it in turn, behind the cover; nothing shows until the last has (docs/hidden-information.md)."""
        battle = self.window.session.battle
        if battle.at_table is None:
            self.set_viewer(None)
            return
        self._check_viewer()  # the menu says the side's view until everyone has agreed
        self._pending = None
        self._asking = [s.id for s in battle.sides]
        self._agreed = []
        self._ask_next()

    def _ask_next(self) -> None:
        battle = self.window.session.battle
        if not self._asking:
            agreed = tuple(self._agreed)
            self._agreed = []
            self.set_viewer(None, agreed)
            self.cover.hide()
            return
        label = said_side(battle, self._asking[0])
        asked = len(self._agreed) + 1
        self.cover.cover(
            tr(
                "Show everything?\n\nThe umpire's view shows every side's secrets: hidden positions and fake markers, "
                "minefields, registration points, batteries and their orders, airstrikes bought. Each side's player "
                "agrees in turn ({asked} of {sides}); the agreement is kept in the battle's record, which File → Replay lists.\n\n{label}: do you agree?"
            ).format(asked=asked, sides=len(battle.sides), label=label),
            tr("{label} &agrees").format(label=label),
            tr("&Not now"),
        )

    def _on_cover_refused(self) -> None:
        """A side's player does not agree: nothing shows, and the table goes back to the side that had it, behind
        the cover (whoever pressed may be the other player)."""
        self._asking, self._agreed = [], []
        back = self.window.session.battle.at_table
        if back is not None:
            self.hand_over_to(back)
        else:
            self.cover.hide()
        self.window.message(tr("Not everyone agreed: the board does not show everything"))

    def set_viewer(self, side: str | None, agreed: tuple[str, ...] = ()) -> None:
        """Give the table to a side's player (or everyone, with the sides' ``agreed``): a hand-over, which undo does
        not cross."""
        from morefire_gui.model.actions.turns import HandOver

        if side != self.window.session.battle.at_table:
            resolution = self.window.act_at_barrier(HandOver(to=side, agreed=agreed))
            if resolution.refused:
                self._check_viewer()
                return
        self.viewer = self.window.session.battle.at_table
        self._check_viewer()
        self.apply()
        who = said_side(self.window.session.battle, self.viewer) if self.viewer else tr("everyone (umpire)")
        self.window.message(tr("The board shows what {who} may see").format(who=who))

    def _check_viewer(self) -> None:
        for action in self.view_actions_:
            action.setChecked(action.data() == (self.viewer or UMPIRE))

    def apply(self) -> None:
        view = self._view()
        if view != self.window.view_filter:
            self.window.set_view_filter(view)

    def shown_view(self) -> View:
        """The view of the side that has the table (it follows a hand-over), as the battle now stands: a unit hidden
        or revealed changes what the other side sees. The window shows it with the change that made it, so that the
        docks are refreshed once, in that view."""
        battle = self.window.session.battle
        if (
            battle.seen_by is None
            and battle.at_table != self.viewer
            and (battle.at_table is None or battle.side(battle.at_table) is not None)
        ):
            self.viewer = battle.at_table
        return self._view()

    def changed(self, changes: Sequence[Change]) -> None:
        self._check_viewer()

    # -- handing over ----------------------------------------------------------------------------------------------------
    def next_side(self) -> str:
        sides = [s.id for s in self.window.session.battle.sides]
        if self.viewer not in sides:
            return sides[0]
        return sides[(sides.index(self.viewer) + 1) % len(sides)]

    def hand_over_to_next(self) -> None:
        self.hand_over_to(self.next_side())

    def hand_over_to(self, side: str) -> None:
        """Hand the table to ``side``'s player (Players → Hand Over, or a side's view chosen in the menu): the
        window is covered until that player presses the button."""
        battle = self.window.session.battle
        label = said_side(battle, side)
        self._asking, self._agreed = [], []
        self._pending = side
        self._check_viewer()  # the menu says the view shown until the cover is lifted
        self.cover.cover(
            tr(
                "Hand over to {side}.\n\nThe other player looks away; {side}: press the button when you are ready."
            ).format(side=label),
            tr("Show the view of {side}").format(side=label),
        )

    def _on_cover_confirmed(self) -> None:
        if self._asking:
            self._agreed.append(self._asking.pop(0))
            self._ask_next()
            return
        if self._pending is not None:
            self.set_viewer(self._pending)
        self._pending = None
        self.cover.hide()
