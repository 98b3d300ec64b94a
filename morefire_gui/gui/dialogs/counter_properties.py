"""A counter's properties, as a player opens them from the board (double-click with Select & Move, the right click's
menu, Edit -> Counter Properties...): its name, its facing, and the status marks a player sets by hand (suppressed,
immobilized, destroyed, defilade); its catalogue entry and side, and the marks that only the rules' procedures set
(spotted, hidden), shown and not changed. OK takes the changes as one action (``ChangeUnits``) through the window's
act, which the session performs and commits; a value the model or the session refuses is said in the dialog, which
stays open. Another side's counter opens read only in a side's view (docs/rules-notes.md, "Counter properties")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import ValidationError
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.board.tools.base import Editor
from morefire_gui.gui.dialogs.resolution import error_label, prompt_label
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import entry_name, said, said_problem
from morefire_gui.gui.screen_fit import available
from morefire_gui.gui.side_words import said_side
from morefire_gui.gui.widgets.path_field import SCREEN_SHARE
from morefire_gui.model.numbers import MAX_NAME
from morefire_gui.model.terms import Status
from morefire_gui.session.names import names, unit_name
from morefire_gui.session.visibility import View, seen_spotters

if TYPE_CHECKING:
    from morefire_gui.model.battle import Unit
    from morefire_gui.session.battle_session import BattleSession

NAME_CHARACTERS = 28  # the name field's least width, in characters
# The marks a player sets by hand, in the order the dialog lists them: each records a result the rules give (a hit,
# a melee won, a breakdown, a position taken hull down), which a player may mark or lift as at a real table.
HAND_MARKS = (Status.SUPPRESSED, Status.IMMOBILIZED, Status.DESTROYED, Status.DEFILADE)


def _mark_words(status: Status) -> tuple[str, str]:
    """A mark's box label and what it means in play, with its rules (the box's tooltip)."""
    if status is Status.SUPPRESSED:
        return tr("Suppressed"), tr(
            "Cannot fire or move until it recovers its morale; −2 MF in a melee; cannot assault a tank or bunker "
            "(3.1, 3.2, 3.5)"
        )
    if status is Status.IMMOBILIZED:
        return tr("Immobilized"), tr("Cannot move: a suspension hit, a mine or a breakdown (2.5, 3.6, 4.6)")
    if status is Status.DESTROYED:
        return tr("Destroyed"), tr("Out of the battle: it moves, fires and spots nothing (2.6, 3.1, 4.6)")
    return tr("Defilade"), tr(
        "Hull down or behind a crest: −20 to spot it, −10 to hit it, a suspension hit on it misses (2.1, 2.2, 2.5)"
    )


class CounterPropertiesDialog(QDialog):
    """One counter's properties; ``view``: whose view the window shows (another side's counter is read only)."""

    def __init__(
        self, session: BattleSession, unit_id: str, editor: Editor, view: View, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        unit = session.battle.unit(unit_id)
        assert unit is not None and view.may_handle(unit_id)  # a marker or an unseen unit is never opened
        self.session, self.unit, self.editor, self.view = session, unit, editor, view
        self.read_only = not view.may_change(unit_id)  # another side's counter is read, not changed
        self.setWindowTitle(said(unit_name(session, unit_id, view)))
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)
        self.name = QLineEdit(unit.name or "")
        self.name.setMaxLength(MAX_NAME)  # what a battle file keeps of a name
        # With no name of its own, a counter is named by its type and number: what it is called when left empty.
        self.name.setPlaceholderText(said(unit_name(session, unit_id, view)) if not unit.name else "")
        self.name.textChanged.connect(self._fit_name)
        self._fit_name(self.name.text())
        form.addRow(tr("&Name"), self.name)
        entry = session.catalogue.get(unit.type)
        self.entry = QLabel(entry_name(entry) if entry is not None else unit.type)
        form.addRow(tr("Catalogue entry"), self.entry)
        self.side = QLabel(said_side(session.battle, unit.side))
        form.addRow(tr("Side"), self.side)
        self.facing = QDoubleSpinBox(decimals=1, minimum=0.0, maximum=359.9, value=round(unit.facing, 1) % 360.0)
        self.facing.setWrapping(True)
        self.facing.setSuffix("°")
        self.facing.setToolTip(tr("Degrees clockwise from north (the table's top edge)"))
        self._facing_shown = self.facing.value()  # a facing at any fraction is kept unless the player changes it
        form.addRow(tr("&Facing"), self.facing)
        self.marks: dict[Status, QCheckBox] = {}
        marks = QVBoxLayout()
        for status in HAND_MARKS:
            label, means = _mark_words(status)
            box = QCheckBox(self._with_its_turn(label, status))
            box.setChecked(unit.has(status))
            box.setToolTip(means)
            marks.addWidget(box)
            self.marks[status] = box
        form.addRow(tr("Marks"), marks)
        # Set only by the rules' procedures: shown, never changed here.
        self.spotted = _set_by_the_rules(
            tr("Spotted"),
            unit.has(Status.SPOTTED),
            tr(
                "Set by a spot (in the Fire dialog) or a shot; in a basic game it stays for the battle, in an "
                "advanced one each firer spots for itself (2.1)"
            ),
        )
        procedures = QVBoxLayout()
        procedures.addWidget(self.spotted)
        spotters = seen_spotters(unit, view)
        self.spotted_by = QLabel(
            tr("Spotted by {names}").format(names=said(names(session, spotters, view))) if spotters else ""
        )
        self.spotted_by.setWordWrap(True)
        self.spotted_by.setVisible(bool(spotters))
        procedures.addWidget(self.spotted_by)
        self.hidden = _set_by_the_rules(
            tr("Fake marker") if unit.decoy else tr("Hidden position"),
            unit.has(Status.HIDDEN),
            tr(
                "Placed hidden with the forces (TARAWA, JUNGLE, ISLAND B); revealed when it moves, fires or is fired "
                "on, never by hand"
            ),
        )
        procedures.addWidget(self.hidden)
        form.addRow(tr("Set by the rules"), procedures)
        self.note = prompt_label()
        outer.addWidget(self.note)
        if unit.decoy:
            # A fake marker is nothing: it takes no mark a real unit would (docs/rules-notes.md, "A fake marker is
            # nothing").
            for box in self.marks.values():
                box.setEnabled(False)
            self._say(tr("A fake marker is nothing: it takes no marks. Its side may name it, turn it or take it off."))
        if self.read_only:
            self._say(
                tr("{side}'s counter: only its own side changes it, or anyone in the umpire's view.").format(
                    side=said_side(session.battle, unit.side)
                )
            )
            for widget in (self.name, self.facing, *self.marks.values()):
                widget.setEnabled(False)
        self.error = error_label()
        outer.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Close
            if self.read_only
            else QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._on_ok)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.buttons = buttons

    def _say(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(True)

    def _with_its_turn(self, label: str, status: Status) -> str:
        """A mark's label, with the turn it lifts by itself where it has one ("Suppressed (until the start of turn
        5)"); one set by hand has none and stays until a player lifts it."""
        until = self.unit.status_until.get(status)
        if until is None:
            return label
        return tr("{mark} (until the start of turn {turn})").format(mark=label, turn=until)

    def _fit_name(self, text: str) -> None:
        """The name field as wide as the name asks, at least 28 characters, at most a share of the screen."""
        metrics = self.name.fontMetrics()
        need = metrics.horizontalAdvance(text or self.name.placeholderText()) + 16  # the frame and Qt's margins
        screen = available(self)
        most = round(screen.width() * SCREEN_SHARE) if screen is not None else need
        self.name.setMinimumWidth(max(metrics.averageCharWidth() * NAME_CHARACTERS, min(need, most)))
        self.name.setToolTip(text if need > most else "")

    def edited(self) -> Unit:
        """The counter as the dialog leaves it, validated as a battle file's counter is (a bad name raises)."""
        unit = self.unit
        for status, box in self.marks.items():
            if box.isChecked() != unit.has(status):
                unit = unit.with_status(status, box.isChecked())
        facing = unit.facing if self.facing.value() == self._facing_shown else self.facing.value()
        return unit.revised(name=self.name.text().strip() or None, facing=facing)

    def _on_ok(self) -> None:
        """The changes as one action, taken by the window (performed and committed as one undoable step); nothing
        changed, no action. A value refused, by the model or the session, is said here and the dialog stays open."""
        from morefire_gui.model.actions.table import ChangeUnits

        if self.read_only:
            self.accept()
            return
        try:
            edited = self.edited()
        except (ValidationError, ValueError) as exc:
            self.error.setText(said_problem(exc))
            return
        if edited == self.unit:
            self.accept()
            return
        resolution = self.editor.act(ChangeUnits(units=(edited,)))
        if resolution.refused:
            self.error.setText(said(resolution.refusal))
            return
        self.accept()

    @classmethod
    def ask(cls, session: BattleSession, unit_id: str, editor: Editor, view: View, parent: QWidget | None) -> bool:
        """Open the dialog modally (a test plays the player in place of its ``exec``); True when it closed by OK."""
        dialog = cls(session, unit_id, editor, view, parent)
        return dialog.exec() == QDialog.DialogCode.Accepted


def _set_by_the_rules(label: str, checked: bool, how: str) -> QCheckBox:
    """A mark only the rules' procedures set, shown ticked or not, never changed here; ``how`` says how it is set."""
    box = QCheckBox(label)
    box.setChecked(checked)
    box.setEnabled(False)
    box.setToolTip(how)
    return box
