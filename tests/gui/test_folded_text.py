"""A paragraph folded to two lines (the Phase dock's rule under what to do): whole words only, "…" where the paragraph
goes on, as many words as the width holds, the whole paragraph again where the label is wide enough."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from morefire_gui.gui.widgets.folded_text import FoldedText
from tests.gui.text_fit import label_misfit

RULE = (
    "The road movement rate can only be used if the entire turn is spent on the road. Both sides move at the same "
    "time; in close combat the slower vehicle moves first."
)


def test_a_paragraph_folds_to_two_lines_of_whole_words_as_its_width_changes(qtbot) -> None:  # type: ignore[no-untyped-def]
    label = FoldedText(2)
    qtbot.addWidget(label)
    label.set_whole_text(RULE)
    shown_at = {}
    for width in (160, 320, 2000):
        label.resize(width, 200)
        label.show()
        QApplication.processEvents()
        shown = label.text()
        shown_at[width] = shown
        assert label.toolTip() == RULE and label.whole_text() == RULE
        bound = label.fontMetrics().boundingRect(0, 0, width, 1000, 0x1000, shown)  # Qt.TextWordWrap
        assert bound.height() <= 2 * label.fontMetrics().lineSpacing()
        label.resize(width, label.heightForWidth(width))
        assert label_misfit(label) is None
    narrow, wide, whole = shown_at[160], shown_at[320], shown_at[2000]
    assert whole == RULE
    for cut in (narrow, wide):
        start = cut.removesuffix(" …")
        assert cut.endswith(" …") and RULE.startswith(start) and RULE[len(start)] in " ,;:"
    assert len(narrow) < len(wide)  # the wider label holds more words


def test_a_change_of_words_leaves_its_height_as_it_was(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Two lines high whatever its words, a line of them or a paragraph, at any width: the words it shows are chosen as
    it is resized, and a height that followed them would lay its dock out anew from inside the layout's own pass."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    box = QWidget()
    layout = QVBoxLayout(box)
    label = FoldedText(2)
    layout.addWidget(label)
    layout.addStretch(1)
    qtbot.addWidget(box)
    box.show()
    two = 2 * label.fontMetrics().lineSpacing()
    heights = set()
    for width in (160, 320, 2000):
        box.resize(width, 300)
        for text in ("Aircraft move.", RULE, RULE + " " + RULE):
            label.set_whole_text(text)
            QApplication.processEvents()
            heights.add((label.height(), label.sizeHint().height(), label.minimumSizeHint().height()))
            assert not label.hasHeightForWidth()
    assert heights == {(two, two, two)}
