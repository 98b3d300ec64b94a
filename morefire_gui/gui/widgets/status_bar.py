"""A status bar whose message never runs into its permanent widgets (the cursor's position, the scale, the zoom): a
message too long for the room left of them is drawn elided ("…"), and is kept whole (``currentMessage()``). Its
steady words (what the armed tool does) are an :class:`ElidedLabel`, shown whenever no message covers them. Where a
text ends with a key in brackets ("… Esc clears it (B)"), it is its middle that is cut: the key stays in sight.

A message said to the player (:meth:`ElidingStatusBar.say`) outlasts the hover texts (status tips) of menu entries
and buttons: Qt shows a hover text in the message's place and clears the bar when the pointer leaves, so a message
set by a menu entry was gone as the menu closed over a toolbar button. Once the hover text goes, the message said
comes back for the rest of its time; a clear by the window (a new tool, a hand-over) ends it.

A message said that the bar cannot draw whole says where it is read whole: its head, elided, then the window's pointer
to the rest (:meth:`ElidingStatusBar.set_rest_pointer`, "(whole in Log → Messages)"), the same for every long
message; the bar's tooltip has it whole too."""

from __future__ import annotations

import re
import time

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QStyle, QStyleOption, QWidget

__all__ = ["ElidedLabel", "ElidingStatusBar", "elided_keeping_key"]

# " (B)", " (Shift+B)", " (Umschalt+R)", " (Ctrl+F2)": a shortcut last, not a rule's number ("(4.41)")
KEY = re.compile(r" \((?:[A-Za-zÄÖÜäöü]+\+)*(?:[A-Z0-9]|F\d{1,2}|Esc|Del|Entf)\)$")


def elided_keeping_key(metrics: QFontMetrics, text: str, width: int) -> str:
    """``text`` whole where ``width`` holds it; else cut with "…" at its end, or before the key it ends with."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    key = KEY.search(text)
    if key is None:
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    tail = key.group(0)
    head = metrics.elidedText(text[: key.start()], Qt.TextElideMode.ElideRight, width - metrics.horizontalAdvance(tail))
    return head + tail if head else metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


class ElidedLabel(QLabel):
    """A label that shows as much of its text as its width holds, elided ("…"), and the whole text in its tooltip: it
    takes the room the bar has and never pushes the permanent widgets off a laptop's narrower bar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._whole = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def set_whole_text(self, text: str) -> None:
        self._whole = text
        self.setToolTip(text)
        self._elide()

    def whole_text(self) -> str:
        return self._whole

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = max(0, self.contentsRect().width() - 2 * self.margin())
        self.setText(elided_keeping_key(self.fontMetrics(), self._whole, room))


class ElidingStatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []
        self._said: tuple[str, float] | None = None  # the message said to the player, and when its time is up
        self._rest = ""  # where a message said that is cut is read whole (set_rest_pointer)
        self.messageChanged.connect(self._on_message_changed)

    def say(self, text: str, ms: int) -> None:
        """Show ``text`` for ``ms`` milliseconds, over any hover text that passes meanwhile; the bar's tooltip has it
        whole while it lasts."""
        self._said = (text, time.monotonic() + ms / 1000)
        self.showMessage(text, ms)
        self.setToolTip(text)

    def set_rest_pointer(self, text: str) -> None:
        """Where a message said that the bar cannot draw whole is read whole ("(whole in Log → Messages)"): drawn after
        its elided head."""
        self._rest = text
        self.update()

    def says_whole(self) -> bool:
        """Whether the message is drawn whole (a bar not shown yet: as far as it knows, yes)."""
        return not self.isVisible() or self.shown_message() == self.currentMessage()

    def show_tip(self, tip: str) -> None:
        """A hover text (a QStatusTipEvent's): shown in the message's place; an empty one, the pointer gone, brings
        back the message said if its time is not up, else clears the bar as Qt does."""
        said = self._said
        left = (said[1] - time.monotonic()) if said is not None else 0.0
        if not tip and said is not None and left > 0:
            self.showMessage(said[0], max(1, int(left * 1000)))
        else:
            self.showMessage(tip)

    def _on_message_changed(self, message: str) -> None:
        if not message:  # cleared by the window, or its time up: nothing to bring back, nor to read in the tooltip
            self._said = None
            self.setToolTip("")

    def addPermanentWidget(self, widget: QWidget, stretch: int = 0) -> None:  # type: ignore[override]  # the stubs allow a None stretch, which Qt refuses
        super().addPermanentWidget(widget, stretch)
        self._permanent.append(widget)

    def message_rect(self) -> QRect:
        """Where the message is drawn: from the left up to the first permanent widget shown."""
        right = self.width() - 12
        shown = [w.x() for w in self._permanent if w.isVisible()]
        if shown:
            right = min(right, min(shown) - 2)
        return QRect(6, 0, max(0, right - 6), self.height())

    def shown_message(self) -> str:
        """The message as it is drawn: elided to :meth:`message_rect`; a message said that is cut ends with where it is
        read whole (:meth:`set_rest_pointer`)."""
        message, width, metrics = self.currentMessage(), self.message_rect().width(), self.fontMetrics()
        if (
            self._rest
            and self._said is not None
            and message == self._said[0]
            and metrics.horizontalAdvance(message) > width
        ):
            tail = " " + self._rest
            head = metrics.elidedText(message, Qt.TextElideMode.ElideRight, width - metrics.horizontalAdvance(tail))
            if head:
                return head + tail
        return elided_keeping_key(metrics, message, width)

    def paintEvent(self, event: QPaintEvent) -> None:
        message = self.currentMessage()
        if not message:
            super().paintEvent(event)
            return
        # As QStatusBar paints itself with a message (the panel, the permanent widgets' frames), the message elided.
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        for widget in self._permanent:
            if widget.isVisible():
                frame = QStyleOption()
                frame.rect = widget.geometry().adjusted(-2, -1, 2, 1)
                frame.palette = self.palette()
                frame.state = QStyle.StateFlag.State_None
                self.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameStatusBarItem, frame, painter, widget)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(
            self.message_rect(),
            int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine),
            self.shown_message(),
        )
        painter.end()
