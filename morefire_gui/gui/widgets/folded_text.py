"""A paragraph folded to its first lines: as many of its words as its width holds on ``lines`` lines, wrapped at the
words, ending with "…" where the paragraph goes on; never a word cut in its middle, never a line cut at the dock's
edge. The whole paragraph is its ``whole_text()`` and its tooltip; whoever shows it unfolded shows the rest. The Phase
dock's rule under what to do, on two lines: "Rule 1.3: The road movement rate can only be used if the entire turn is
spent on …".

The label is always ``lines`` lines high, whatever its words. Its words are chosen for its width when it is resized
(``resizeEvent``); were its height to follow them (a wrapped label's height for its width), each new choice would
change the dock's layout from inside the layout's own pass, resizing the label again, as the words and the scroll bar
beside them come and go. With a height of its own, a change of words is only a repaint."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QSizePolicy, QWidget

from morefire_gui.gui.widgets.status_bar import ElidedLabel

__all__ = ["FoldedText", "first_lines"]

ELLIPSIS = " …"


def first_lines(metrics: QFontMetrics, text: str, width: int, lines: int) -> str:
    """``text`` whole where it takes ``lines`` lines or fewer wrapped at ``width``; else its longest run of whole words
    that does, with "…" after it."""

    def fits(shown: str) -> bool:
        bound = metrics.boundingRect(QRect(0, 0, max(1, width), 100000), int(Qt.TextFlag.TextWordWrap), shown)
        return bound.height() <= lines * metrics.lineSpacing() and bound.width() <= width

    text = " ".join(text.split())
    if not text or fits(text):
        return text
    words = text.split(" ")
    low, high = 0, len(words) - 1  # the most words shown with the ellipsis: low fits, high + 1 does not
    while low < high:
        middle = (low + high + 1) // 2
        if fits(" ".join(words[:middle]) + ELLIPSIS):
            low = middle
        else:
            high = middle - 1
    return " ".join(words[:low]).rstrip(",;:") + ELLIPSIS if low else ELLIPSIS.strip()


class FoldedText(ElidedLabel):
    """:class:`ElidedLabel`'s whole text and tooltip, folded to ``lines`` lines of whole words instead of cut on one."""

    def __init__(self, lines: int = 2, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines = lines
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(lines > 1)
        vertical = Qt.AlignmentFlag.AlignTop if lines > 1 else Qt.AlignmentFlag.AlignVCenter
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | vertical)
        # Its lines' height, not a height for its width (the module's docstring says why; ``hasHeightForWidth``, as
        # QLabel sets a wrapped label's size policy anew with each text).
        policy = self.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Fixed)
        self.setSizePolicy(policy)

    def _height(self) -> int:
        """``lines`` lines of its font, with its margins: the same whatever words it shows."""
        margins = self.contentsMargins()
        return self._lines * self.fontMetrics().lineSpacing() + margins.top() + margins.bottom() + 2 * self.margin()

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._height())

    def hasHeightForWidth(self) -> bool:
        return False

    def _elide(self) -> None:
        room = self.contentsRect().width() - 2 * self.margin() - max(self.indent(), 0)
        whole = self.whole_text()
        shown = first_lines(self.fontMetrics(), whole, room, self._lines) if room > 0 else whole
        if shown != self.text():
            self.setText(shown)
