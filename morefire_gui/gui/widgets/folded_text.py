"""A paragraph folded to its first lines: as many of its words as its width holds on ``lines`` lines, wrapped at the
words, ending with "…" where the paragraph goes on; never a word cut in its middle, never a line cut at the dock's
edge. The whole paragraph is its ``whole_text()`` and its tooltip; whoever shows it unfolded shows the rest. The Phase
dock's rule under what to do, on two lines: "Rule 1.3: The road movement rate can only be used if the entire turn is
spent on …".

The label is always ``lines`` lines high, whatever its words. Its words are chosen for its width when it is resized
(``resizeEvent``); were its height to follow them (a wrapped label's height for its width), each new choice would
change the dock's layout from inside the layout's own pass, resizing the label again, as the words and the scroll bar
beside them come and go. With a height of its own, a change of words is only a repaint.

A :class:`FoldingLabel` is a wrapped label of rich text that whoever lays it out folds the same way, to the lines it
gives (``fold``), its bold and italics kept, and unfolds: the Phase dock's what to do, folded where a laptop's dock is
too short for it and two rows of who may act under it."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextCursor, QTextDocument
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from morefire_gui.gui.widgets.status_bar import ElidedLabel

__all__ = ["FoldedText", "FoldingLabel", "first_lines", "first_lines_rich"]

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


def _document(text: str, font: QFont, width: int) -> QTextDocument:
    """``text`` laid out as a wrapped label of rich text lays it out: in its font, at ``width``, no margin."""
    document = QTextDocument()
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    document.setHtml(text)
    document.setTextWidth(max(1, width))
    return document


def _line_count(document: QTextDocument) -> int:
    document.size()  # laid out
    count, block = 0, document.begin()
    while block.isValid():
        layout = block.layout()
        count += layout.lineCount() if layout is not None else 0
        block = block.next()
    return count


def first_lines_rich(text: str, font: QFont, width: int, lines: int) -> str:
    """Rich ``text`` as it is where it takes ``lines`` lines or fewer wrapped at ``width``; else (as HTML) its longest
    run of whole words that does, with "…" after it, its bold and italics kept."""
    document = _document(text, font, width)
    if _line_count(document) <= lines:
        return text
    raw = document.toRawText()  # a character for each of the document's positions
    breaks = " \u2028\u2029\xa0"
    ends = [i for i in range(1, len(raw)) if raw[i] in breaks and raw[i - 1] not in breaks]  # after each word

    def cut(end: int) -> QTextDocument:
        shown = document.clone()
        shown.setDocumentMargin(0)
        shown.setTextWidth(max(1, width))
        cursor = QTextCursor(shown)
        cursor.setPosition(len(raw[:end].rstrip(",;:")))
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.insertText(ELLIPSIS)
        return shown

    low, high = -1, len(ends) - 1  # the most words shown with the ellipsis: low fits, high + 1 does not
    while low < high:
        middle = (low + high + 1) // 2
        if _line_count(cut(ends[middle])) <= lines:
            low = middle
        else:
            high = middle - 1
    return cut(ends[low]).toHtml() if low >= 0 else ELLIPSIS.strip()


class FoldingLabel(QLabel):
    """A wrapped label of rich text, whole, or folded to its first lines by whoever lays it out (``fold``), whole in
    its tooltip then. Folded anew only when told (its width changed, the layout folds it again): a label that folded
    itself on each resize would change its height from inside the layout's own pass (see the module's docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._whole = ""
        self._lines: int | None = None
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)

    def set_whole_text(self, text: str) -> None:
        self._whole = text
        self._show()

    def whole_text(self) -> str:
        return self._whole

    def fold(self, lines: int | None) -> None:
        """Show the first ``lines`` lines at the label's width now, "…" where the text goes on (None: whole)."""
        self._lines = lines
        self._show()

    def is_folded(self) -> bool:
        """Whether some of its words are left out (whole in its tooltip)."""
        return self.text() != self._whole

    def _show(self) -> None:
        room = self.contentsRect().width() - 2 * self.margin() - max(self.indent(), 0)
        shown = self._whole
        if self._lines is not None and room > 0:
            shown = first_lines_rich(self._whole, self.font(), room, self._lines)
        if shown != self.text():
            self.setText(shown)
        self.setToolTip(self._whole if shown != self._whole else "")


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

    def set_lines(self, lines: int) -> None:
        """Folded to ``lines`` lines from now on (a dock short of room folds it further)."""
        if lines != self._lines:
            self._lines = lines
            self.updateGeometry()
            self._elide()

    def lines(self) -> int:
        return self._lines

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
