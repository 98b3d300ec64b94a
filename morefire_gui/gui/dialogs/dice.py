"""Physical dice: the app says which die to roll and what for; the player types the face that came up. A face
that is not on the die is refused and asked for again."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from morefire_gui.errors import DiceError
from morefire_gui.gui.i18n import QT_TR_NOOP, KeptWords, tr
from morefire_gui.gui.said import said, said_error
from morefire_gui.gui.style import readable_colours
from morefire_gui.rules.dice import Die, normalise_face
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

# The faces as they are printed on the die: a d10's tenth face is printed 0, a d100's hundredth 00.
HINTS = KeptWords(
    {Die.D6: QT_TR_NOOP("1 to 6"), Die.D10: QT_TR_NOOP("1 to 9, or 0"), Die.D100: QT_TR_NOOP("1 to 99, or 00 for 100")}
)
HINT_EMS = 26  # the dialog's least width, in the width of an "M": the prompt and the face's hint read whole


class DiceDialog(QDialog):
    def __init__(self, die: Die, purpose: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.die = die
        self.setWindowTitle(tr("Roll a {label}").format(label=die.label))
        layout = QVBoxLayout(self)
        self.prompt = QLabel(
            tr("<b>Roll a {label}</b> for {purpose}.<br>Type the face that came up: {HINTS}.").format(
                label=die.label, purpose=said(purpose), HINTS=HINTS[die]
            )
        )
        self.prompt.setWordWrap(True)
        self.face = QLineEdit()
        self.face.setPlaceholderText(HINTS[die])
        self.error = QLabel()
        self.error.setStyleSheet(readable_colours("color: #b00020"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._on_ok)
        buttons.rejected.connect(self.reject)
        for w in (self.prompt, self.face, self.error, buttons):
            layout.addWidget(w)
        self.result_face: int | None = None
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * HINT_EMS)

    def check(self, text: str) -> int:
        """The face typed, as the dice module reads it; DiceError names what is wrong."""
        text = text.strip()
        if self.die is Die.D100 and text == "00":
            return 100
        try:
            value = int(text)
        except ValueError:
            raise DiceError(
                tr("type the number on the {label}, {hint}").format(label=self.die.label, hint=HINTS[self.die])
            ) from None
        return normalise_face(self.die, value)

    def _on_ok(self) -> None:
        try:
            self.result_face = self.check(self.face.text())
        except DiceError as exc:
            self.error.setText(said_error(exc))
            self.face.selectAll()
            return
        self.accept()

    @classmethod
    def ask(cls, die: Die, purpose: str, parent: QWidget | None = None) -> int:
        dialog = cls(die, purpose, parent)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.result_face is None:
            # Said where the action was asked for (the status bar, a dialog's refusal), in the interface's language.
            raise DiceError(
                QT_TRANSLATE_NOOP("Rules", "the {die} for {purpose} was not rolled: nothing was resolved").format(
                    die=die.label, purpose=purpose
                )
            )
        return dialog.result_face
