"""The melee dialog (3.1): two infantry units in contact; each side's melee factor and modifiers before the dice;
Roll is the action: the session throws each side's d10, the result goes on the units as one undoable step and the
rolls go to the battle log (undo never takes them back). A melee the session refuses (not in contact, out of its
step in a battle kept to the sequence of play) is said, with its rule, before Roll is pressed.

Left open, it follows the session (:class:`~morefire_gui.gui.dialogs.following.SessionFollower`): before Roll it asks
the session again whenever the battle changes (Undo, Redo, a step), so that it never offers an action on a position
that is gone; it closes, saying so in the status bar, when Undo takes back what it took (the result it shows is no
longer the battle's), when a unit it was opened for is gone, or when the table is handed over (what it shows is the
last player's)."""

from __future__ import annotations

import html

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.board.tools.base import Editor, seen_by
from morefire_gui.gui.dialogs.following import SessionFollower
from morefire_gui.gui.dialogs.resolution import (
    ResolutionButtons,
    error_label,
    fit_columns,
    previewed,
    read_only_table,
    result_item,
    table_rows,
    taken,
)
from morefire_gui.gui.i18n import QT_TR_NOOP, kept_texts, tr
from morefire_gui.gui.said import said
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.side_words import said_side_short
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.model.actions.infantry import Melee
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.infantry import MELEE_REACH_YARDS, MeleeOutcome, melee_opponents
from morefire_gui.session.names import unit_name
from morefire_gui.session.unit_facts import alive

COLUMNS = [
    QT_TR_NOOP("Unit"),
    QT_TR_NOOP("d10"),
    QT_TR_NOOP("MF"),
    QT_TR_NOOP("Modifiers"),
    QT_TR_NOOP("Total"),
    QT_TR_NOOP("Result"),
]


def unit_label(session: BattleSession, unit_id: str) -> str:
    unit = session.battle.unit(unit_id)
    if unit is None:
        return unit_id
    return f"{said(unit_name(session, unit_id, sides=False))} ({said_side_short(session.battle, unit.side)})"


class MeleeDialog(QDialog):
    def __init__(
        self,
        session: BattleSession,
        editor: Editor,
        attacker: str | None = None,
        defender: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session, self.editor = session, editor
        self.outcome: MeleeOutcome | None = None
        self.setWindowTitle(tr("Melee"))
        fit_to_screen(self, 720, 560)
        # 3.1 is infantry against infantry: every living counter that is not a vehicle or an aircraft.
        # Hot seat: another side's hidden positions and its waves not landed are neither offered nor named.
        view = seen_by(editor)
        fighters = [
            u
            for u in session.battle.units
            if alive(u)
            and (e := session.catalogue.get(u.type)) is not None
            and e.kind in (UnitKind.INFANTRY, UnitKind.GUN)
            and view.may_handle(u.id)
        ]
        self.attacker, self.defender = QComboBox(), QComboBox()
        for u in fighters:
            # A side attacks with its own units alone; the defender is the enemy's (docs/hidden-information.md).
            if view.may_act_for(u.side):
                self.attacker.addItem(unit_label(session, u.id), u.id)
            self.defender.addItem(unit_label(session, u.id), u.id)
        self.view = view
        # Opened on no unit (nothing selected on the board): none is chosen for the player, who is asked to choose;
        # not the first counter of the list against another far off, refused in red for a melee nobody asked for.
        self.attacker.setCurrentIndex(self.attacker.findData(attacker) if attacker is not None else -1)
        self.defender.setCurrentIndex(-1)
        if defender is None:
            defender = self._nearest_enemy()
        if defender is not None:
            self.defender.setCurrentIndex(self.defender.findData(defender))
        self.preview_label = QLabel()
        self.preview_label.setWordWrap(True)
        self.error = error_label()
        self.table = read_only_table(kept_texts(COLUMNS))
        self.result_view = QTextBrowser()
        self.buttons = ResolutionButtons(
            tr("Roll", "roll the dice"),
            tr(
                "Each side rolls a d10 and adds its melee factor (3.1); the loser is destroyed (both on a tie), as one "
                "undoable step"
            ),
        )
        self.roll_button = self.buttons.roll

        form = QFormLayout()
        # 3.1 is fought alike by both sides: the rows name no role, which a generated battle's sides are read by
        # ("Attacker: R 1 (Defender)" read as nonsense).
        form.addRow(tr("Unit"), self.attacker)
        form.addRow(tr("Against", "a melee's other unit"), self.defender)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.preview_label)
        layout.addWidget(self.error)
        layout.addWidget(self.table, 1)
        layout.addWidget(QLabel(tr("<b>How it came out</b>: every roll and modifier")))
        layout.addWidget(self.result_view, 2)
        layout.addWidget(self.buttons)
        self.attacker.currentIndexChanged.connect(self._on_attacker_changed)
        self.defender.currentIndexChanged.connect(self._refresh)
        self.roll_button.clicked.connect(self.roll)
        self.buttons.close_button.clicked.connect(self.accept)
        self.follower = SessionFollower(self, session, editor, self._refresh)
        self._refresh()

    def _nearest_enemy(self) -> str | None:
        """The nearest enemy infantry or gun of the unit chosen (the one in contact, if any is); None while no unit
        is chosen."""
        if self.attacker.currentIndex() < 0:
            return None
        nearest = [uid for uid, _gap in melee_opponents(self.session, self.attacker_id) if self.view.may_handle(uid)]
        return nearest[0] if nearest else None

    def _on_attacker_changed(self) -> None:
        # The unit chosen in a dialog opened on none: its enemy is offered as it is when opened on the unit.
        if self.defender.currentIndex() < 0 and (enemy := self._nearest_enemy()) is not None:
            self.defender.setCurrentIndex(self.defender.findData(enemy))  # refreshes
            return
        self._refresh()

    @property
    def attacker_id(self) -> str:
        return str(self.attacker.currentData())

    @property
    def defender_id(self) -> str:
        return str(self.defender.currentData())

    def action(self) -> Melee:
        return Melee(attacker=self.attacker_id, defender=self.defender_id)

    def _refresh(self, *args: object) -> None:
        if self.outcome is not None:
            return
        self.table.setRowCount(0)
        self.result_view.setHtml("")
        if self.attacker.count() == 0:
            self.error.setText(tr("There is no infantry unit to fight a melee."))
            self.roll_button.setEnabled(False)
            return
        if self.attacker.currentIndex() < 0 or self.defender.currentIndex() < 0:
            self.preview_label.setText(
                tr(
                    "Choose the unit and the enemy infantry or gun in contact with it (3.1), or select the two on the "
                    "board before opening the melee."
                )
            )
            self.error.setText("")
            self.roll_button.setEnabled(False)
            return
        # What the session decides before the dice: contact, each side's melee factor and modifiers, the step.
        outcome: MeleeOutcome | None = previewed(self.session, self.action(), self.error, self.roll_button).result
        if outcome is None:
            self.preview_label.setText("")
            return
        gap = tr("{yards:.0f} yards apart (in contact: {reach:g} yards or less, 3.1)").format(
            yards=outcome.distance_yards, reach=MELEE_REACH_YARDS
        )
        r = outcome.result
        if r.attacker is None or r.defender is None:
            self.preview_label.setText(html.escape(gap))
            return
        sides = []
        for s in (r.attacker, r.defender):
            mods = "".join(f", {said(m.label)} {m.value:+d}" for m in s.modifiers)
            who = html.escape(unit_label(self.session, s.unit_id))  # as the roster names it, not its id
            sides.append(f"<b>{who}</b>: " + tr("d10 + MF {mf}").format(mf=s.mf) + html.escape(mods))
        self.preview_label.setText(
            tr("{escape}<br>").format(escape=html.escape(gap))
            + "; ".join(sides)
            + tr("<br>The higher total wins and the loser is destroyed; equal totals destroy both.")
        )

    def roll(self) -> None:
        if self.outcome is not None or self.attacker.currentIndex() < 0 or self.defender.currentIndex() < 0:
            return
        resolution = self.follower.act(lambda: taken(self.editor, self.action(), self.error))
        if resolution is None:
            return
        outcome: MeleeOutcome = resolution.result
        self.outcome = outcome
        r = outcome.result
        fought = [s for s in (r.attacker, r.defender) if s is not None]  # none: the enemy was a fake marker
        self.table.setRowCount(len(fought))
        for row, s in enumerate(fought):
            mods = ", ".join(f"{said(m.label)} {m.value:+d}" for m in s.modifiers) or tr("none")
            for col, text in enumerate(
                [unit_label(self.session, s.unit_id), str(s.roll), str(s.mf), mods, str(s.total)]
            ):
                self.table.setItem(row, col, QTableWidgetItem(text))
            self.table.setItem(row, 5, result_item(s.outcome.value))
        fit_columns(self.table)
        self.result_view.setHtml(steps_html(outcome.steps))
        self.preview_label.setText(tr("<b>{escape}</b>").format(escape=html.escape(said(outcome.summary()))))
        self.roll_button.setEnabled(False)
        self.attacker.setEnabled(False)
        self.defender.setEnabled(False)

    def rows(self) -> list[list[str]]:
        return table_rows(self.table)

    @classmethod
    def run(
        cls,
        session: BattleSession,
        editor: Editor,
        attacker: str | None = None,
        defender: str | None = None,
        parent: QWidget | None = None,
    ) -> MeleeDialog:
        dialog = cls(session, editor, attacker, defender, parent)
        dialog.exec()
        return dialog
