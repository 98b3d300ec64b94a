"""A pane's heading in a dialog ("<b>How it came out</b>: every roll, table row and modifier"), wrapped at its words
where the pane is narrower than it rather than widening the dialog: a German heading is often half as wide again as
its English, and a label that does not wrap holds its dialog at its whole width."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

__all__ = ["pane_heading"]


def pane_heading(text: str) -> QLabel:
    """A heading for a dialog's pane, on as many lines as the pane's width needs."""
    label = QLabel(text)
    label.setWordWrap(True)
    return label
