"""The main window read whole on a 1366 x 768 laptop, in English and in German: the Phase dock's Act button (and in
the movement steps the close-combat order's) in sight in every step, the rule folded to two lines of whole words under
what to do, two rows of who may act in sight where any may act, no empty list where none may; the legend wrapped to its dock's width; the status bar's words whole, the tool's key with them; the
roster's types read whole, over two lines where the dock is narrow."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QAction, QFont, QFontMetrics, QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QLabel, QStyle, QWidget

from morefire_gui.gui.board.legend import legend_size
from morefire_gui.gui.docks.phase import PhaseDock
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.said import said
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.rules.catalogue.entries import UnitKind
from tests.gui.conftest import close_quietly
from tests.gui.test_docks_at_1366 import in_sight, laptop, strict_at
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.gui.text_fit import label_misfit

STEPS = [f"{phase.id}.{step.id}" for phase in rule_tables().sequence.phases for step in phase.steps]


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The window in English, then in German (the translator installed as the app installs it)."""
    if request.param == "de":
        request.getfixturevalue("german")
    yield request.param


def folded_cut(preview: QLabel, scroll: QWidget) -> str | None:
    """How the folded rule line is cut, if it is: it shows whole words, the paragraph's first ones (the paragraph whole
    where it is that short, else "…" after them), on its two lines, in sight in the dock."""
    whole, shown = " ".join(preview.whole_text().split()), preview.text()
    if shown != whole:
        if not shown.endswith(" …"):
            return f"{shown!r} does not say the paragraph goes on"
        start = shown.removesuffix(" …")
        if not (whole.startswith(start) and whole[len(start)] in " ,;:"):
            return f"{shown!r} cuts a word of {whole!r}"
        if preview.height() < 2 * preview.fontMetrics().lineSpacing():
            return f"{shown!r} is on one line, not two"
    if (problem := label_misfit(preview)) is not None:
        return problem
    if not in_sight(preview, scroll):
        return f"{shown!r} is cut at the dock's edge"
    return None


def actor_rows_cut(dock: PhaseDock) -> str | None:
    """How who may act is cut, if it is: where units or batteries are listed, the list's first two rows (its one row,
    where one is listed) are whole in the Phase dock's viewport as it opens, scrolled to its top, above the buttons
    pinned under it; where none is, there is no empty list under the title that says so."""
    tree, scroll = dock.actors, dock.widget()
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    if not items:
        return "an empty list stands under its title" if tree.isVisible() else None
    if not tree.isVisible():
        return "the list is not shown"
    viewport = scroll.viewport()
    for item in items[:2]:
        row = tree.visualItemRect(item)
        if row.height() < tree.fontMetrics().height():
            return f"{item.text(0)!r} is {row.height()} px high"
        at = QRect(tree.viewport().mapTo(viewport, row.topLeft()), row.size())
        seen = at.intersected(tree.viewport().rect().translated(tree.viewport().mapTo(viewport, QPoint(0, 0))))
        if not (viewport.rect().contains(at) and seen == at):
            return f"{item.text(0)!r} at {at.getRect()} is not whole in the dock's {viewport.rect().getRect()}"
    return None


def folded_whole_in_tip(dock: PhaseDock) -> str | None:
    """What is folded of the texts above who may act, if any, is whole in the text's tooltip, and says it goes on."""
    for label in (dock.step_label, dock.now_label, dock.rule_label, dock.actors_title):
        if label.is_folded():
            if label.toolTip() != label.whole_text():
                return f"{label.text()!r} is not whole in its tooltip"
            if not QTextDocumentFragment.fromHtml(label.text()).toPlainText().endswith(" …"):
                return f"{label.text()!r} does not say it goes on"
    return None


def played_free_at(demo_path: Path, tmp_path: Path, step: str) -> Path:
    """The demo as it comes, played free of the sequence of play (the step's words say so on two more lines), in
    ``step``."""
    data = yaml.safe_load(demo_path.read_text())
    data.update(step=step, turn=1)
    path = tmp_path / "free.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


@pytest.mark.parametrize("step", STEPS)
def test_two_rows_of_who_may_act_are_in_sight_in_every_step(
    qtbot, demo_path, tmp_path, language: str, step: str
) -> None:  # type: ignore[no-untyped-def]
    """The demo as it comes (played free) on a laptop, in English and in German, in each step: where units or
    batteries may act, two rows of the list are whole in the Phase dock without scrolling it, under the step's words
    and what to do, folded to fewer lines where the dock is short (in German artillery step C the step's words took
    the batteries' second row; whole in their tooltips); the Act button in sight under them. Where nobody may act, no
    empty list stands under "Who may act — no units in this step"."""
    window = laptop(qtbot, played_free_at(demo_path, tmp_path, step))
    try:
        dock = window.feature(TurnsFeature).dock
        scroll = dock.widget()
        assert scroll.verticalScrollBar().value() == 0
        assert actor_rows_cut(dock) is None, (language, step, actor_rows_cut(dock))
        assert folded_whole_in_tip(dock) is None, (language, step, folded_whole_in_tip(dock))
        assert whole_in_sight(dock.act_button) and in_sight(dock.actors_title, scroll), (language, step)
    finally:
        close_quietly(window)


@pytest.mark.parametrize("step", ["movement.cross_country", "artillery.orders", "fire.tank_vs_tank"])
def test_two_rows_of_who_may_act_are_in_sight_at_the_hot_seat(  # type: ignore[no-untyped-def]
    qtbot, demo_path, tmp_path, language: str, step: str
) -> None:
    """The same at the hot seat, the Allies at the table: the title counts their units, and each of the other side's
    rows takes two lines ("other side's: hand over to act"); two rows are still in sight over Act."""
    from morefire_gui.gui.features.hot_seat import HotSeatFeature

    window = laptop(qtbot, played_free_at(demo_path, tmp_path, step))
    try:
        window.feature(HotSeatFeature).set_viewer("allies")
        QApplication.processEvents()
        dock = window.feature(TurnsFeature).dock
        assert dock.widget().verticalScrollBar().value() == 0
        assert actor_rows_cut(dock) is None, (language, step, actor_rows_cut(dock))
        assert folded_whole_in_tip(dock) is None, (language, step, folded_whole_in_tip(dock))
        assert whole_in_sight(dock.act_button)
    finally:
        close_quietly(window)


@pytest.mark.parametrize("step", [s for s in STEPS if s != "artillery.orders"])  # C: its order form comes first
def test_in_every_step_the_act_button_is_in_sight(qtbot, demo_path, tmp_path, language: str, step: str) -> None:  # type: ignore[no-untyped-def]
    """Each step of the sequence of play on a laptop, in English and in German: what to do, the rule's number and
    its first words, who may act, the Act button, and in the movement steps the close-combat order's button, all in the
    Phase dock without scrolling it. The rule's paragraph is whole in its tooltip, and whole under it once unfolded."""
    window = laptop(qtbot, strict_at(demo_path, tmp_path, step))
    try:
        dock = window.feature(TurnsFeature).dock
        scroll = dock.widget()
        assert scroll.verticalScrollBar().value() == 0
        shown = [dock.rule_label, dock.rule_toggle, dock.act_button]
        assert actor_rows_cut(dock) is None, (language, step, actor_rows_cut(dock))
        if dock.close_box.isVisible():
            shown.append(dock.close_button)
        for widget in shown:
            assert widget.isVisible() and in_sight(widget, scroll), (language, step, widget)
        rule = window.session.tables.sequence.place(step).step
        assert not dock.rule_text.isVisible() and dock.rule_preview.isVisible()
        # A rule's number reads "Rule 1.5"; a section cited by its name ("Sequence of play") reads as it is.
        cited = ("Rule ", "Regel ") if rule.rule[:1].isdigit() else (said(rule.rule),)
        assert dock.rule_toggle.text().startswith(cited) and said(rule.rule) in dock.rule_toggle.text()
        whole = dock.rule_preview.whole_text()
        assert (
            whole and whole in dock.rule_toggle.toolTip() and dock.rule_preview.toolTip() == dock.rule_toggle.toolTip()
        )
        assert folded_cut(dock.rule_preview, scroll) is None, (language, step, folded_cut(dock.rule_preview, scroll))
        qtbot.mouseClick(dock.rule_toggle, Qt.MouseButton.LeftButton)  # unfolded: the paragraph whole, wrapped
        QApplication.processEvents()
        assert dock.rule_text.isVisible() and not dock.rule_preview.isVisible() and dock.rule_text.text() == whole
        assert dock.rule_text.height() >= dock.rule_text.heightForWidth(dock.rule_text.width())
        qtbot.mouseClick(dock.rule_toggle, Qt.MouseButton.LeftButton)
        assert not dock.rule_text.isVisible()
    finally:
        close_quietly(window)


@pytest.mark.parametrize("size", [QSize(1350, 720), QSize(1920, 1040)])
def test_in_artillery_step_c_the_write_and_act_buttons_are_in_sight(  # type: ignore[no-untyped-def]
    qtbot, demo_path, tmp_path, language: str, size: QSize
) -> None:
    """Artillery step C on a laptop and on a large screen, in English and in German: the order form first, its Write
    button in sight, and under it who may act (the batteries) with the Act button, all without scrolling the Phase
    dock; what to do comes after them."""
    window = laptop(qtbot, strict_at(demo_path, tmp_path, "artillery.orders"), size)
    try:
        dock = window.feature(TurnsFeature).dock
        scroll = dock.widget()
        assert scroll.verticalScrollBar().value() == 0
        for widget in (dock.order_battery, dock.write_button, dock.order_error, dock.actors, dock.act_button):
            assert widget.isVisible() and in_sight(widget, scroll), (language, widget)
        order = [w.mapTo(scroll.widget(), w.rect().topLeft()).y() for w in (dock.write_button, dock.act_button)]
        assert order[0] < order[1] < dock.rule_label.mapTo(scroll.widget(), dock.rule_label.rect().topLeft()).y()
        assert dock.actors.topLevelItemCount() == 4  # the four batteries, the list scrolling itself
    finally:
        close_quietly(window)
    # Another step after it: what to do comes before who may act again.
    window = laptop(qtbot, strict_at(demo_path, tmp_path, "fire.tank_vs_infantry"), size)
    try:
        dock = window.feature(TurnsFeature).dock
        body = dock.widget().widget()
        assert (
            dock.rule_label.mapTo(body, dock.rule_label.rect().topLeft()).y()
            < dock.actors.mapTo(body, dock.actors.rect().topLeft()).y()
        )
    finally:
        close_quietly(window)


def test_the_legend_reads_whole_at_its_docks_width(qtbot, demo_path, language: str) -> None:  # type: ignore[no-untyped-def]
    """The Legend dock on a laptop: its widest labels ("Halftrack (armoured infantry carrier) (pointer: its facing)")
    are wider than the dock, and are wrapped over two lines within it: no sideways scrolling; the legend drawn on an
    exported picture keeps each label on one line."""
    window = laptop(qtbot, demo_path)
    try:
        window.legend.show()
        window.legend.raise_()
        QApplication.processEvents()
        scroll = window.legend.widget()
        view = window.legend.legend
        font = QFont(view._font)
        natural, _ = legend_size(view.entries, view.title, font)
        assert natural > scroll.viewport().width()  # on one line each, the legend would scroll sideways
        assert scroll.horizontalScrollBar().maximum() == 0 and view.width() <= scroll.viewport().width()
        assert view.legend_width() <= view.width() - 8
        assert view.height() >= view.heightForWidth(view.width())  # every wrapped row has its room
        assert scroll.verticalScrollBar().maximum() > 0  # the legend scrolls down instead
    finally:
        close_quietly(window)


def tool_words(window: MainWindow) -> dict[str, str]:
    """Every text the status bar says as it is: the armed tool's words, and each action's status tip (shown as the
    pointer goes over a toolbar button or a menu's line)."""
    words = {}
    for name, tool in window.tools.items():
        words[f"tool {name}"] = said(tool.hint() or window.tool_actions[name].statusTip())
    for action in window.findChildren(QAction):
        if action.statusTip():
            words[f"action {action.text()}"] = action.statusTip()
    return words


def test_the_status_bar_says_every_tools_words_whole(qtbot, demo_path, language: str) -> None:  # type: ignore[no-untyped-def]
    """On a laptop, in English and in German, each tool's words and each action's status tip fit the status bar's room
    left of the cursor's position and the scale: the tool's key in brackets ("(B)") is read at its end."""
    window = laptop(qtbot, demo_path)
    try:
        bar = window.statusBar()
        room = bar.message_rect().width()
        metrics = bar.fontMetrics()
        too_long = {k: t for k, t in tool_words(window).items() if metrics.horizontalAdvance(t) > room}
        assert not too_long, (language, room, too_long)
        window.set_tool("barrage")
        QApplication.processEvents()
        assert window.tool_hint.text() == window.tool_hint.whole_text() and window.tool_hint.text().endswith("(B)")
    finally:
        close_quietly(window)


def whole_in_sight(widget: QWidget) -> bool:
    """Whether the whole widget is drawn where the player sees it: shown, and not cut by the edge of any widget it is
    in (a scroll area's viewport, the dock, the window)."""
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


@pytest.mark.parametrize("size", [QSize(1350, 720), QSize(1920, 1040)])
@pytest.mark.parametrize("step", ["artillery.orders", "movement.road", "fire.tank_vs_infantry"])
def test_the_phase_docks_buttons_stay_in_sight_in_a_larger_font(  # type: ignore[no-untyped-def]
    qtbot, demo_path, tmp_path, language: str, step: str, size: QSize
) -> None:
    """Another system's font, a quarter larger, on a laptop and on a large screen, in English and in German: in
    artillery step C the Write and Act buttons, in a movement step Act and the close-combat order's button, in a fire
    step Act, are whole in sight; on a large screen Act is right under who may act (its title, where nobody is listed),
    in the flow of the dock."""
    app = QApplication.instance()
    before = app.font()
    larger = QFont(before)
    larger.setPointSizeF(before.pointSizeF() * 1.25)
    app.setFont(larger)
    try:
        window = laptop(qtbot, strict_at(demo_path, tmp_path, step), size)
        try:
            dock = window.feature(TurnsFeature).dock
            buttons = {
                "artillery.orders": [dock.write_button, dock.act_button],
                "movement.road": [dock.act_button, dock.close_button],
                "fire.tank_vs_infantry": [dock.act_button],
            }[step]
            for button in buttons:
                assert whole_in_sight(button), (language, step, button.text())
            scroll = dock.widget()
            if size.height() > 1000:  # room enough: each button where it belongs, under what it acts on
                assert all(scroll.widget().isAncestorOf(b) for b in buttons)
                listed = dock.actors if dock.actors.isVisible() else dock.actors_title  # nobody listed: no list
                under = listed.mapTo(scroll.widget(), listed.rect().bottomLeft()).y()
                assert 0 < dock.act_button.mapTo(scroll.widget(), dock.act_button.rect().topLeft()).y() - under <= 12
        finally:
            close_quietly(window)
    finally:
        app.setFont(before)


def test_a_status_message_cut_keeps_its_key(qapp) -> None:  # type: ignore[no-untyped-def]
    """A message longer than the bar is cut before the key it ends with, not after it: "… Esc clears it (B)" reads
    "Click where… (B)"; a rule's number in brackets at the end is cut as any text."""
    from morefire_gui.gui.widgets.status_bar import elided_keeping_key

    metrics = QFontMetrics(QFont())
    long = "Click where a barrage should fall (rule 4); in a battle kept to the sequence of play, write it (B)"
    cut = elided_keeping_key(metrics, long, 200)
    assert cut.endswith("… (B)") and metrics.horizontalAdvance(cut) <= 200
    shifted = elided_keeping_key(metrics, long.replace("(B)", "(Shift+B)"), 200)
    assert shifted.endswith("… (Shift+B)")
    assert elided_keeping_key(metrics, long, 2000) == long
    rule = elided_keeping_key(metrics, long.replace("(B)", "(4.41)"), 200)
    assert rule.endswith("…")


def _one_line_each(window: MainWindow) -> None:
    """Every unit of the roster a row of one line, its label whole; its type and state each whole, or cut at the end
    with "…" to what its column holds (the designation first), the whole text in the cell's tooltip; nothing scrolls
    sideways."""
    tree = window.roster.tree
    header = tree.header()
    delegate = tree.itemDelegate()
    metrics = tree.fontMetrics()
    # The text's margins in its cell, as the style draws it: the focus frame's margin and one, each side.
    margins = 2 * (tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1)
    assert sum(header.sectionSize(c) for c in range(3)) <= tree.viewport().width()
    assert not tree.horizontalScrollBar().isVisible()
    stateless = not any(unit.text(2) for unit in window.roster._items.values())
    # The State column as wide as its heading, or left out where no unit has a state and the room is short.
    assert header.sectionSize(2) >= header.sectionSizeFromContents(2).width() or (
        stateless and header.isSectionHidden(2)
    )
    columns = (1,) if header.isSectionHidden(2) else (1, 2)
    for unit in window.roster._items.values():
        assert tree.visualItemRect(unit).height() < 1.5 * metrics.height(), unit.text(1)  # one line
        assert metrics.horizontalAdvance(unit.text(0)) + margins <= header.sectionSize(0), unit.text(0)
        for column in columns:
            text, shown = unit.text(column), delegate.shown_text(tree.indexFromItem(unit, column))
            assert metrics.horizontalAdvance(shown) <= header.sectionSize(column) - margins, (text, shown)
            assert shown == text or (shown.endswith("…") and text.startswith(shown[:-1])), (text, shown)
            assert unit.toolTip(column) == text


@pytest.mark.parametrize("size", [QSize(1350, 720), QSize(1920, 1040)])
def test_the_roster_reads_each_units_type(qtbot, demo_path, language: str, size: QSize) -> None:  # type: ignore[no-untyped-def]
    """The roster on a laptop and on a large screen, in English and in German: each unit a row of one line, its label
    whole; every unit's state whole ("in Deckung", not "in Dec…"), its tooltip the same; a type that fits the room the
    label and the state leave, whole."""
    window = laptop(qtbot, demo_path, size)
    try:
        _one_line_each(window)
        tree = window.roster.tree
        header = tree.header()
        metrics = tree.fontMetrics()
        margins = 6
        delegate = tree.itemDelegate()
        states = [u for u in window.roster._items.values() if u.text(2)]
        assert states  # the demo's StuG 2 stands in defilade
        for unit in states:
            shown = delegate.shown_text(tree.indexFromItem(unit, 2))
            assert shown == unit.text(2) == unit.toolTip(2), (language, unit.text(2), shown)
            assert metrics.horizontalAdvance(shown) + margins <= header.sectionSize(2)
        widest = max(metrics.horizontalAdvance(u.text(2)) + margins + 2 for u in states)
        state = max([header.sectionSizeFromContents(2).width(), widest])
        room = tree.viewport().width() - header.sectionSize(0) - state - margins
        for unit in window.roster._items.values():
            if metrics.horizontalAdvance(unit.text(1)) <= room:
                assert delegate.shown_text(tree.indexFromItem(unit, 1)) == unit.text(1)
    finally:
        close_quietly(window)


def test_an_empty_roster_does_not_scroll_sideways(qtbot, demo_path, language: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A battle with no units yet (File → New, or a scenario before its forces are bought) on a laptop: the roster's
    headings fit its width, and no sideways scroll bar is shown."""
    demo = yaml.safe_load(demo_path.read_text())
    empty = {key: demo[key] for key in ("format", "version", "title", "table", "scale", "sides")}
    path = tmp_path / "empty.yaml"
    path.write_text(yaml.safe_dump(empty, sort_keys=False))
    window = laptop(qtbot, path)
    try:
        tree = window.roster.tree
        assert not window.roster._items
        assert not tree.horizontalScrollBar().isVisible()
        assert sum(tree.header().sectionSize(c) for c in range(3)) <= tree.viewport().width()
    finally:
        close_quietly(window)


def _every_type_battle(path: Path) -> Path:
    """A battle with a unit of every type of the bundled catalogue that stands on the table, each of no name."""
    entries = [e for e in bundled_catalogue() if e.kind is not UnitKind.AIRCRAFT]
    units = [
        {
            "id": f"u{n}",
            "side": "axis" if n % 2 else "allies",
            "type": e.id,
            "at": [2 + 4 * (n % 17), 2 + 2.7 * (n // 17)],
        }
        for n, e in enumerate(entries)
    ]
    path.write_text(
        yaml.safe_dump(
            {
                "format": "morefire-battle",
                "version": 1,
                "title": "Every type",
                "table": {"width": 72, "depth": 48, "unit": "in"},
                "scale": "1:50",
                "sides": [
                    {"id": "axis", "nation": "germany", "edge": "north"},
                    {"id": "allies", "nation": "ussr", "edge": "south"},
                ],
                "units": units,
            },
            sort_keys=False,
        ),
        encoding="utf-8",
    )
    return path


@pytest.mark.parametrize("size", [QSize(1350, 720), QSize(1920, 1040)])
def test_the_roster_reads_every_catalogue_type_on_one_line(qtbot, tmp_path, language: str, size: QSize) -> None:  # type: ignore[no-untyped-def]
    """Every type of the catalogue in the roster, on a laptop and on a large screen, in English and in German: each a
    row of one line, its type whole or cut at its end ("SdKfz 251/1 (Schützenpan…"), never over two lines, the whole
    type in its tooltip."""
    window = laptop(qtbot, _every_type_battle(tmp_path / "every.yaml"), size)
    try:
        rows = list(window.roster._items.values())
        assert len(rows) == len([e for e in bundled_catalogue() if e.kind is not UnitKind.AIRCRAFT])
        _one_line_each(window)
        if size.width() < 1366:  # no unit has a state: on a laptop the type has the State column's room
            assert window.roster.tree.header().isSectionHidden(2)
    finally:
        close_quietly(window)
