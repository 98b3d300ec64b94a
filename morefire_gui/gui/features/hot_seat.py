"""Hidden information in a hot-seat game: the board, the roster and the docks show one side's view (or the
umpire's), and "Hand Over" covers the window until the next player confirms, then shows that player's view. The
hand-over is a barrier (``MainWindow.act_at_barrier``): the undo history, the messages and what the tools and dialogs
showed go. Once a side has had the table, the umpire's view (Show Everything) needs every side's player to agree.
What a side may see is decided in one place, session/visibility.py."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from morefire_gui.gui.features import Feature
from morefire_gui.gui.i18n import tr
from morefire_gui.session.battle_session import BattleSession

UMPIRE = ""


class HandOverCover(QWidget):
    """Covers the whole window, so that nothing of the last player's view shows, until the next player is
    ready."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
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
        layout.addWidget(self.message)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.hide()
        parent.installEventFilter(self)

    def cover(self, text: str, button: str) -> None:
        self.message.setText(text)
        self.button.setText(button)
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self.parentWidget().rect())
        return False


class AgreementDialog(QDialog):
    """Players -> Show Everything, once a side has had the table: every side's player ticks that they agree."""

    def __init__(self, sides: list[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Show everything"))
        layout = QVBoxLayout(self)
        text = QLabel(
            tr(
                "The umpire's view shows every side's secrets: hidden positions and fake markers, minefields, "
                "registration points, batteries and their orders, airstrikes bought. Each player agrees to it:"
            )
        )
        text.setWordWrap(True)
        layout.addWidget(text)
        self.boxes: dict[str, QCheckBox] = {}
        for side_id, label in sides:
            box = QCheckBox(tr("{label} agrees").format(label=label))
            box.toggled.connect(self._on_box_toggled)
            self.boxes[side_id] = box
            layout.addWidget(box)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._on_box_toggled()

    def agreed(self) -> tuple[str, ...]:
        return tuple(side for side, box in self.boxes.items() if box.isChecked())

    def _on_box_toggled(self, *args: object) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(len(self.agreed()) == len(self.boxes))

    @classmethod
    def ask(cls, sides: list[tuple[str, str]], parent: QWidget | None = None) -> tuple[str, ...] | None:
        """The sides that agreed, or None when cancelled."""
        dialog = cls(sides, parent)
        return dialog.agreed() if dialog.exec() == QDialog.DialogCode.Accepted else None


class HotSeatFeature(Feature):
    menu_title = tr("&Players")

    def __init__(self, window) -> None:  # type: ignore[no-untyped-def]
        super().__init__(window)
        self.viewer: str | None = None
        self.group = QActionGroup(window)
        self.view_actions_: list[QAction] = []
        self.hand_over = QAction(tr("&Hand Over…"), window)
        self.hand_over.setShortcut(QKeySequence("Ctrl+Shift+H"))
        self.hand_over.setToolTip(
            tr("Cover the screen and pass to the other player, who then sees only what that side may see")
        )
        self.hand_over.triggered.connect(self.hand_over_to_next)
        self.cover = HandOverCover(window)
        self.cover.button.clicked.connect(self._on_cover_confirmed)
        self._pending: str | None = None
        self.menu = None

    def menu_actions(self) -> list[QAction]:
        return [self.hand_over]

    # -- whose view ---------------------------------------------------------------------------------------------------
    def session_attached(self, session: BattleSession) -> None:
        self._build_view_actions(session)
        # The side that has the table is kept with the battle: a hot-seat game opens where it was left.
        at_table = session.battle.at_table
        self.viewer = at_table if at_table is not None and session.battle.side(at_table) is not None else None
        self._check_viewer()
        self.apply()

    def _build_view_actions(self, session: BattleSession) -> None:
        menu = next((a.menu() for a in self.window.menuBar().actions() if a.text() == self.menu_title), None)
        for action in self.view_actions_:
            self.group.removeAction(action)
            if menu is not None:
                menu.removeAction(action)
        self.view_actions_ = []
        choices = [(UMPIRE, tr("Show &Everything (set-up, umpire)"), "")] + [
            (s.id, tr("{side}'s View").format(side=s.label), s.label) for s in session.battle.sides
        ]
        for side, text, label in choices:
            action = QAction(text, self.window)
            action.setToolTip(
                tr("Show the whole battle, with every side's secrets (for setting up, or an umpire)")
                if not side
                else tr("Show only what {removesuffix} may see").format(removesuffix=label)
            )
            action.setCheckable(True)
            action.setData(side)
            action.setChecked((self.viewer or UMPIRE) == side)
            action.triggered.connect(lambda checked=False, s=side: self.set_viewer(s) if s else self.show_everything())
            self.group.addAction(action)
            self.view_actions_.append(action)
        if menu is not None:
            first = menu.actions()[0] if menu.actions() else None
            menu.insertActions(first, self.view_actions_)
            menu.insertSeparator(first)

    def show_everything(self) -> None:
        """Players -> Show Everything: the umpire's view, with every side's player's agreement once a side has had
        the table."""
        battle = self.window.session.battle
        agreed: tuple[str, ...] | None = ()
        if battle.at_table is not None:
            agreed = AgreementDialog.ask([(s.id, s.label) for s in battle.sides], self.window)
        if agreed is None:
            self._check_viewer()
            return
        self.set_viewer(None, agreed)

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
        who = self.window.session.battle.side(self.viewer).label if self.viewer else tr("everyone (umpire)")
        self.window.message(tr("The board shows what {who} may see").format(who=who))

    def _check_viewer(self) -> None:
        for action in self.view_actions_:
            action.setChecked(action.data() == (self.viewer or UMPIRE))

    def apply(self) -> None:
        from morefire_gui.session.visibility import view_of

        view = view_of(self.window.session.battle, self.viewer)
        if view != self.window.view_filter:
            self.window.set_view_filter(view)

    def battle_changed(self) -> None:
        from morefire_gui.session.visibility import view_of

        battle = self.window.session.battle
        if battle.at_table != self.viewer and (battle.at_table is None or battle.side(battle.at_table) is not None):
            self.viewer = battle.at_table
            self._check_viewer()
        # A unit hidden or revealed changes what the other side sees.
        view = view_of(battle, self.viewer)
        if view != self.window.view_filter:
            self.window.set_view_filter(view)

    # -- handing over ----------------------------------------------------------------------------------------------------
    def next_side(self) -> str:
        sides = [s.id for s in self.window.session.battle.sides]
        if self.viewer not in sides:
            return sides[0]
        return sides[(sides.index(self.viewer) + 1) % len(sides)]

    def hand_over_to_next(self) -> None:
        self.hand_over_to(self.next_side())

    def hand_over_to(self, side: str) -> None:
        battle = self.window.session.battle
        label = battle.side(side).label if battle.side(side) else side
        self._pending = side
        self.cover.cover(
            tr(
                "Hand over to {side}.\n\nThe other player looks away; {side}: press the button when you are ready."
            ).format(side=label),
            tr("Show {side}'s view").format(side=label),
        )

    def _on_cover_confirmed(self) -> None:
        if self._pending is not None:
            self.set_viewer(self._pending)
        self._pending = None
        self.cover.hide()
