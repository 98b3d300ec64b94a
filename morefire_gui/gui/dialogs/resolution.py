"""What the infantry-combat dialogs share: the colour of each result, their read-only tables, the Roll / Close row of
buttons, and a refusal said with its rule."""

from __future__ import annotations

import html

from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QWidget,
)

from morefire_gui.gui.board.tools.base import Editor, seen_by
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.gui.style import readable
from morefire_gui.gui.widgets.wrapped_headings import wrap_headings
from morefire_gui.model.actions import Action
from morefire_gui.model.battle import Battle, Side
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.resolution import Resolution

ROWS_FOLLOW = "rows_follow_the_columns"  # a table's dynamic property: its rows' heights follow its columns' widths
RESULT_COLOURS = {
    "destroyed": "#b3140a",
    "suppressed": "#b07d00",
    "immobilized": "#c46a00",
    "no_effect": "#2f6b2f",
    "not_rolled": "#555555",
    "cleared": "#1c4f9c",
}


def result_text(value: str) -> str:
    """A result as the reader reads it (``no_effect``: "no effect", in the interface's language)."""
    return said(value.replace("_", " "))


def type_beside(name: str, kind: str) -> str:
    """A unit's type as a column or a dash beside its name says it: nothing where the name says it already (a unit of
    no name of its own is named by its type: "Light machine gun", "SdKfz 251/1 halftrack 1"), so that the player
    reads each thing once."""
    return "" if name.startswith(kind) else kind


def result_item(value: str) -> QTableWidgetItem:
    """A table cell for a result (``destroyed``, ``suppressed``, ``no_effect`` ...), in its colour."""
    item = QTableWidgetItem(result_text(value))
    item.setForeground(QColor(RESULT_COLOURS.get(value, "#111111")))
    return item


def read_only_table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    fit_columns(table)
    return table


def fit_columns(table: QTableWidget, stretch: int | None = None) -> None:
    """The table's columns within its width, never scrolled sideways: each as wide as its contents, but
    ``stretch`` (by default, the widest) takes the room the others leave, its text wrapped onto more lines (and whole
    in each cell's tooltip), its heading too (whole in its tooltip). The rows follow the column's width as the table is
    laid out and resized: a name wrapped onto two lines is shown on two lines, not cut to "SU-76 …"."""
    header = table.horizontalHeader()
    count = header.count()
    if count == 0:
        return
    if stretch is None:
        stretch = max(range(count), key=lambda c: max(table.sizeHintForColumn(c), header.sectionSizeHint(c)))
    header.setStretchLastSection(False)
    for col in range(count):
        mode = QHeaderView.ResizeMode.Stretch if col == stretch else QHeaderView.ResizeMode.ResizeToContents
        header.setSectionResizeMode(col, mode)
    table.setWordWrap(True)
    for row in range(table.rowCount()):
        item = table.item(row, stretch)
        if item is not None and not item.toolTip():
            item.setToolTip(item.text())
    wrap_headings(table)  # the stretched column's heading on more lines where the others leave it less than its width
    table.resizeRowsToContents()
    if not table.property(ROWS_FOLLOW):
        table.setProperty(ROWS_FOLLOW, True)
        # Once the resize is done (the header lays out its stretched section after the others).
        header.sectionResized.connect(
            lambda _column, _old, _new: QTimer.singleShot(0, table, table.resizeRowsToContents)
        )


def table_rows(table: QTableWidget) -> list[list[str]]:
    """What a table shows, row by row (for tests and for copying)."""
    out = []
    for r in range(table.rowCount()):
        row = []
        for c in range(table.columnCount()):
            item = table.item(r, c)
            row.append(item.text() if item is not None else "")
        out.append(row)
    return out


def error_label() -> QLabel:
    """A dialog's line saying what is wrong, in red readable on the palette, wrapped within the dialog (a long path
    too, anywhere in its name) rather than widening it past the screen."""
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {readable('#b00020')}")
    return label


def prompt_label() -> QLabel:
    """A dialog's line saying what the player does next ("tick at least one firer"), in the palette's own colour: a
    prompt, not an error; wrapped within the dialog, and hidden while it says nothing."""
    label = QLabel()
    label.setWordWrap(True)
    label.setVisible(False)
    return label


def prompt(label: QLabel, text: str) -> None:
    """Say ``text`` in a :func:`prompt_label` (shown), or nothing (hidden)."""
    label.setText(text)
    label.setVisible(bool(text))


def sentence(words: str) -> str:
    """A prompt as a sentence: its first letter capital, a full stop at its end."""
    return words[:1].upper() + words[1:] + ("" if words.endswith(".") else ".")


def shows_here(pane: QTextBrowser, text: str) -> None:
    """An empty pane saying what will show in it, greyed and in italics as a placeholder is, wrapped to its width."""
    pane.setHtml(f"<p style='color:{readable('#6b6b6b')}'><i>{html.escape(text)}</i></p>")


def refusal_text(resolution: Resolution) -> str:
    """A refused action as the dialogs say it, with its rule (the step it belongs to is in the reason)."""
    return html.escape(said(resolution.refusal)) if resolution.refused else ""


def sides_offered(editor: object, battle: Battle) -> list[Side]:
    """The sides a dialog working for ``editor`` offers to act for: in a side's view (hot seat) only that side, as
    another side's batteries, registration points, airstrikes bought and orders are its secrets (4.1)."""
    view = seen_by(editor)
    return [s for s in battle.sides if view.may_act_for(s.id)]


def previewed(session: BattleSession, action: Action, error: QLabel, button: QPushButton) -> Resolution:
    """What the session would decide for ``action``, said before the dice: its refusal (with its rule, and the step
    it belongs to) in ``error``, and ``button`` enabled only when the action would be accepted."""
    resolution = session.preview(action)
    error.setText(refusal_text(resolution))
    button.setEnabled(resolution.accepted)
    return resolution


def taken(editor: Editor, action: Action, error: QLabel) -> Resolution | None:
    """Take the action (the window commits it as one undoable step); None, with the refusal in ``error``, when the
    session refuses it."""
    resolution = editor.act(action)
    error.setText(refusal_text(resolution))
    return None if resolution.refused else resolution


class ResolutionButtons(QWidget):
    """Roll (the dice, once: the action is taken, its result goes on the units as one undoable step and the rolls go
    to the battle log, which undo never takes back), Close."""

    def __init__(self, roll_text: str, roll_tip: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.roll = QPushButton(roll_text)
        self.roll.setToolTip(roll_tip)
        self.close_button = QPushButton(tr("Close"))
        row.addWidget(self.roll)
        row.addStretch(1)
        row.addWidget(self.close_button)
