"""Whether every text a window shows is read whole: each visible label, button, check box, tab, dock title, table
header, group title, combo box and empty line edit's hint, measured with the widget's own font (QFontMetrics, or
QTextDocument for rich text) against the room the widget has. A word-wrapped label's text, wrapped at its width,
must fit its height; an item view must not scroll sideways (a column cut off at its edge).

    misfits(window)   # ["RandomBattleDialog: QLabel 'Dice order: ...' needs 512 px, has 301", ...]

Used by tests/gui/text_fit_worker.py (one process per screen size and scale) and by the docks' own tests."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QFontMetrics, Qt, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStyle,
    QTabBar,
    QTableView,
    QToolButton,
    QWidget,
)

SLACK = 2  # pixels of rounding a text may overrun its room by


def _plain(text: str) -> str:
    """A widget's text as drawn: a mnemonic's "&" is not (an "&&" is one "&")."""
    return re.sub(r"&(.)", r"\1", text)


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "…"


def _shown(widget: QWidget, top: QWidget) -> bool:
    """Visible in ``top`` now: not hidden, not of no size, not in a dock behind another dock's tab."""
    if not (widget.isVisibleTo(top) and QWidget.width(widget) > 0 and QWidget.height(widget) > 0):
        return False
    parent: QWidget | None = widget
    while parent is not None and parent is not top:
        if isinstance(parent, QDockWidget):
            return not parent.visibleRegion().isEmpty()
        parent = parent.parentWidget()
    return True


def _in_closed_tab_or_scrolled_off(widget: QWidget, top: QWidget) -> bool:
    """Whether the widget is laid out in a part the user does not see now without scrolling (inside a scroll area's
    widget, outside its viewport), so that its size is its content's, not the screen's."""
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QAbstractScrollArea) and not isinstance(parent, QAbstractItemView):
            return True
        parent = parent.parentWidget()
    return False


def label_misfit(label: QLabel) -> str | None:
    text = label.text()
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return None
    room: QRect = label.contentsRect()
    margin = label.margin()
    width, height = room.width() - 2 * margin, room.height() - 2 * margin
    if label.indent() > 0:
        width -= label.indent()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and Qt.mightBeRichText(text)
    )
    if rich:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        if label.wordWrap():
            doc.setTextWidth(max(1, width))
            need = doc.size().height()
            if need > height + SLACK:
                return f"QLabel {_short(doc.toPlainText())!r} needs {need:.0f} px of height, has {height}"
            if doc.idealWidth() > width + SLACK:
                return f"QLabel {_short(doc.toPlainText())!r} has a word wider than its {width} px"
            return None
        need_w = doc.idealWidth()
        if need_w > width + SLACK:
            return f"QLabel {_short(doc.toPlainText())!r} needs {need_w:.0f} px, has {width}"
        return None
    plain = _plain(text) if label.buddy() is not None else text
    fm = QFontMetrics(label.font())
    if label.wordWrap():
        bound = fm.boundingRect(QRect(0, 0, max(1, width), 100000), int(Qt.TextFlag.TextWordWrap), plain)
        if bound.height() > height + SLACK:
            return f"QLabel {_short(plain)!r} needs {bound.height()} px of height, has {height}"
        return None
    need = max(fm.horizontalAdvance(line) for line in plain.split("\n"))
    if need > width + SLACK:
        return f"QLabel {_short(plain)!r} needs {need} px, has {width}"
    lines = plain.count("\n") + 1
    if lines * fm.lineSpacing() - fm.leading() > height + SLACK:
        return f"QLabel {_short(plain)!r} needs {lines} lines, has {height} px"
    return None


def button_misfit(button: QAbstractButton) -> str | None:
    if not button.text():
        return None
    if isinstance(button, QToolButton) and button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly:
        return None
    if isinstance(button.parentWidget(), QTabBar):
        return None  # a tab bar's scroll arrows
    need = button.sizeHint().width()
    if need > QWidget.width(button) + SLACK:
        kind = type(button).__name__
        return f"{kind} {_short(_plain(button.text()))!r} needs {need} px, has {QWidget.width(button)}"
    return None


def tab_bar_misfits(bar: QTabBar) -> list[str]:
    out = []
    fm = QFontMetrics(bar.font())
    space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
    for i in range(bar.count()):
        text = _plain(bar.tabText(i))
        if not text or not bar.isTabVisible(i):
            continue
        rect = bar.tabRect(i)
        need = fm.horizontalAdvance(text) + space  # the style pads a tab by this much; less elides it
        vertical = bar.shape() in (
            QTabBar.Shape.RoundedWest,
            QTabBar.Shape.RoundedEast,
            QTabBar.Shape.TriangularWest,
            QTabBar.Shape.TriangularEast,
        )
        length = rect.height() if vertical else rect.width()
        if length + SLACK < need:
            out.append(f"tab {text!r} is cut to {length} px of {need}")
        end = rect.bottom() if vertical else rect.right()
        if (
            end > (QWidget.height(bar) if vertical else QWidget.width(bar)) + SLACK
            or (rect.top() if vertical else rect.left()) < 0
        ):
            out.append(f"tab {text!r} is scrolled out of its bar")
    return out


def header_misfits(header: QHeaderView) -> list[str]:
    model = header.model()
    if model is None or not header.isVisible():
        return []
    fm = QFontMetrics(header.font())
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    out = []
    count = model.columnCount() if header.orientation() == Qt.Orientation.Horizontal else model.rowCount()
    for i in range(count):
        if header.isSectionHidden(i) or header.sectionSize(i) <= 0:
            continue
        text = model.headerData(i, header.orientation(), Qt.ItemDataRole.DisplayRole)
        if not text:
            continue
        # A heading broken onto lines (gui/widgets/wrapped_headings.py) needs its longest line's width.
        need = max(fm.horizontalAdvance(line) for line in str(text).split("\n")) + 2 * margin
        if header.sectionSize(i) + SLACK < need:
            out.append(f"header {str(text)!r} is cut to {header.sectionSize(i)} px of {need}")
    return out


def cell_misfits(view: QTableView) -> list[str]:
    """The cells of a table cut in sight (cut to "SU-76 …", or a wrapped name's second line under its row): each
    cell's text, wrapped at its column's width where the table wraps, against its row's height."""
    model = view.model()
    if model is None:
        return []
    margins = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
    out = []
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            if view.isColumnHidden(column) or view.isRowHidden(row):
                continue
            index = model.index(row, column)
            text = str(model.data(index, Qt.ItemDataRole.DisplayRole) or "")
            if not text:
                continue
            font = model.data(index, Qt.ItemDataRole.FontRole)
            fm = QFontMetrics(font if isinstance(font, QFont) else view.font())
            width, height = view.columnWidth(column) - margins, view.rowHeight(row)
            if view.wordWrap():
                bound = fm.boundingRect(QRect(0, 0, max(1, width), 100000), int(Qt.TextFlag.TextWordWrap), text)
                if bound.height() > height + SLACK or bound.width() > width + SLACK:
                    out.append(
                        f"cell {_short(text)!r} needs {bound.width()} x {bound.height()} px, has {width} x {height}"
                    )
            elif fm.horizontalAdvance(text) > width + SLACK:
                out.append(f"cell {_short(text)!r} needs {fm.horizontalAdvance(text)} px, has {width}")
    return out


def cut_cells(top: QWidget) -> list[str]:
    """Every cell of every table of ``top`` in sight that is cut (:func:`cell_misfits`)."""
    return [
        f"{view.objectName() or view.accessibleName() or type(view).__name__}: {problem}"
        for view in top.findChildren(QTableView)
        if _shown(view, top)
        for problem in cell_misfits(view)
    ]


def dock_misfit(dock: QDockWidget) -> str | None:
    if dock.isFloating() or dock.titleBarWidget() is not None:
        return None
    title = _plain(dock.windowTitle())
    fm = QFontMetrics(dock.font())
    buttons = 2 * dock.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetTitleBarButtonMargin, None, dock) + 2 * 16
    need = fm.horizontalAdvance(title) + buttons + 8
    if need > QWidget.width(dock) + SLACK:
        return f"dock title {title!r} needs {need} px, has {QWidget.width(dock)}"
    return None


def cut_by_parent(widget: QWidget, top: QWidget) -> str | None:
    """Whether a parent cuts the widget off (it reaches beyond the parent's edge): up to ``top``, or to the viewport
    of a scroll area that scrolls that way (what is beyond a scroll bar is read by scrolling)."""
    child: QWidget = widget
    parent = widget.parentWidget()
    while parent is not None and child is not top:
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and parent is area.viewport():
            horizontal = area.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            vertical = area.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            if horizontal and vertical:
                return None
            at = widget.mapTo(parent, widget.rect().topLeft())
            if not horizontal and at.x() + QWidget.width(widget) > QWidget.width(parent) + SLACK:
                return f"is cut off at the right of a pane that does not scroll sideways ({QWidget.width(parent)} px)"
            return None
        if parent is top or parent.isWindow():
            at = widget.mapTo(parent, widget.rect().topLeft())
            if at.x() < -SLACK or at.y() < -SLACK:
                return "is cut off at its window's top or left"
            if at.x() + QWidget.width(widget) > QWidget.width(parent) + SLACK:
                return f"reaches {at.x() + QWidget.width(widget) - QWidget.width(parent)} px beyond its window"
            if at.y() + QWidget.height(widget) > QWidget.height(parent) + SLACK:
                return f"reaches {at.y() + QWidget.height(widget) - QWidget.height(parent)} px below its window"
            return None
        at = child.mapTo(parent, child.rect().topLeft())
        if (
            at.x() + QWidget.width(child) > QWidget.width(parent) + SLACK
            or at.y() + QWidget.height(child) > QWidget.height(parent) + SLACK
        ):
            return f"is cut off by {parent.objectName() or type(parent).__name__}"
        child, parent = parent, parent.parentWidget()
    return None


def misfits(top: QWidget) -> list[str]:
    """Every text of ``top`` and its children that is not read whole, where it is."""
    out: list[str] = []

    def say(widget: QWidget, problem: str | None) -> None:
        if problem:
            name = widget.objectName() or type(widget).__name__
            parent = widget.parentWidget()
            while parent is not None and parent is not top and not isinstance(parent, QDockWidget):
                parent = parent.parentWidget()
            where = f"{parent.objectName()} dock, " if isinstance(parent, QDockWidget) else ""
            out.append(f"{where}{name}: {problem}")

    widgets = [top, *top.findChildren(QWidget)]
    for w in widgets:
        if not _shown(w, top) and w is not top:
            continue
        if isinstance(w, QLabel):
            say(w, label_misfit(w))
        elif isinstance(w, QAbstractButton):
            say(w, button_misfit(w))
        elif isinstance(w, QTabBar):
            for problem in tab_bar_misfits(w):
                say(w, problem)
        elif isinstance(w, QHeaderView):
            for problem in header_misfits(w):
                say(w, problem)
        elif isinstance(w, QDockWidget):
            say(w, dock_misfit(w))
        elif isinstance(w, QGroupBox) and w.title():
            need = QFontMetrics(w.font()).horizontalAdvance(_plain(w.title())) + 16
            if need > QWidget.width(w) + SLACK:
                say(w, f"group {w.title()!r} needs {need} px, has {QWidget.width(w)}")
        elif isinstance(w, QComboBox) and w.currentText():
            need = QFontMetrics(w.font()).horizontalAdvance(w.currentText()) + 30
            if need > QWidget.width(w) + SLACK:
                say(w, f"combo box {_short(w.currentText())!r} needs {need} px, has {QWidget.width(w)}")
        elif isinstance(w, QLineEdit) and not w.text() and w.placeholderText():
            need = QFontMetrics(w.font()).horizontalAdvance(w.placeholderText()) + 12
            if w.isClearButtonEnabled():
                need += 16
            if need > QWidget.width(w) + SLACK:
                say(w, f"hint {_short(w.placeholderText())!r} needs {need} px, has {QWidget.width(w)}")
        if isinstance(w, (QLabel, QAbstractButton, QComboBox, QLineEdit)) and w is not top:
            text = w.text() if isinstance(w, (QLabel, QAbstractButton, QLineEdit)) else w.currentText()
            if text and not (isinstance(w, QToolButton) and isinstance(w.parentWidget(), QTabBar)):
                say(w, (lambda cut: f"{_short(_plain(text))!r} {cut}" if cut else None)(cut_by_parent(w, top)))
        if isinstance(w, QAbstractItemView) and not _in_closed_tab_or_scrolled_off(w, top):
            bar = w.horizontalScrollBar()
            if bar is not None and bar.isVisibleTo(top) and bar.maximum() > 0:
                per_item = w.horizontalScrollMode() == QAbstractItemView.ScrollMode.ScrollPerItem
                unit = "columns" if per_item else "px"
                say(w, f"scrolls sideways ({bar.maximum()} {unit} out of sight)")
    return out


def misfits_with_each_tab(
    window: QWidget, read: Callable[[QWidget], list[str]], settle: Callable[[], None]
) -> list[str]:
    """What ``read`` finds in the window as it is, then with each dock of each of its tab groups in front in turn (a
    dock behind a tab is not laid out), each once."""
    seen = read(window)
    for bar in window.findChildren(QTabBar):
        if bar.parentWidget() is not window:
            continue
        for i in range(bar.count()):
            bar.setCurrentIndex(i)
            settle()
            seen += [m for m in read(window) if m not in seen]
    return seen
