"""The pytest-qt cases of tests/gui/test_every_word_at_1366.py, run by it in a process of their own on a 1366 x 768
offscreen screen (Qt takes its screen when the application starts) in the language ``MOREFIRE_TEST_LANGUAGE`` names:

    QT_QPA_PLATFORM=offscreen:configfile=SCREEN.json MOREFIRE_TEST_LANGUAGE=de \\
        .venv/bin/python -m pytest -p no:randomly tests/gui/every_word_cases.py

The main window as a first start lays it out on the demo battle and on the stress battle, each dock of each tab group in
front in turn; then every dialog the menus open, each as a player opens it (the menu's line triggered, the dialog
caught as it shows, read, and cancelled), on the demo battle and on battles put in the states some dialogs need (a
scenario in placement, a battle at its end); and the dialogs of play with their longest contents (a T-34/76 model
1943's die to roll and its move through a minefield of a long name, catalogue entries, a piece's properties, an error
report, a fire mission's landing), the cells of their tables whole too. No label, button, check box, radio button, group title, tab or dock title
is cut (tests/gui/text_fit.py measures each with QFontMetrics against its widget's room, a word-wrapped label within
its height); a field's text too long for it shows its end with the whole in its tooltip; the roster's types read
whole; no dialog is wider or taller than the screen."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QFileDialog, QLineEdit, QMenu, QWidget

from morefire_gui.gui.i18n import install_translations
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly
from tests.gui.text_fit import SLACK, cut_cells, misfits, misfits_with_each_tab

LANGUAGE = os.environ.get("MOREFIRE_TEST_LANGUAGE", "en")
BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
# A type no longer than this reads whole in the roster on a laptop; a longer one may be cut at its end, whole in its
# tooltip (the roster's rows are one line each).
SEEN = "read_by_the_test"  # a dynamic property: the dialog was read (or was open before the menu's line ran)
# Dialogs put in the states whose texts are the longest: the random battle dialog on a seed whose title is long
# ("Vorstoß bis Feindberührung, Russland, Sommer 1942"), then on physical dice (the faces it still needs said under
# them); the print dialog at real size (some fifty sheets).
HARDER: dict[str, tuple[Callable[[Any], None], ...]] = {
    "RandomBattleDialog": (
        lambda d: d.seed.setValue(0),
        lambda d: d.physical_dice.setChecked(True),
        lambda d: d.faces.setText("45, 80"),
    ),
    "PrintSetupDialog": (lambda d: d.at_scale.setChecked(True),),
}
WHOLE_TYPE = {"en": "T-34/76 model 1943", "de": "T-34/76 Modell 1943"}


@pytest.fixture(autouse=True)
def language(qapp: QApplication) -> Iterator[str]:
    install_translations(qapp, LANGUAGE)
    yield LANGUAGE


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


def first_start(qtbot, path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    """The main window on ``path`` as a first start shows it on this screen (no saved layout: its size and docks)."""
    window = MainWindow(BattleSession.open(path))
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(50)  # the docks laid out once the window has its size
    settle()
    return window


def shows_its_end(field: QLineEdit) -> str | None:
    """A field's text too long for it shows its end (a path's file name), the whole of it in the tooltip."""
    text = field.text()
    room = field.contentsRect().width() - 2 * field.style().pixelMetric(field.style().PixelMetric.PM_DefaultFrameWidth)
    if not text or field.fontMetrics().horizontalAdvance(text) <= room - 4 + SLACK:
        return None
    problems = []
    if field.cursorPosition() != len(text) and not field.hasFocus():
        problems.append("shows a middle part, not its end")
    if text not in field.toolTip():
        problems.append("has not its whole text in its tooltip")
    return f"field {text!r} " + " and ".join(problems) if problems else None


def read_whole(top: QWidget) -> list[str]:
    """Every text of ``top`` not read whole (tests/gui/text_fit.py), and every field that shows a middle part."""
    found = misfits(top)
    for field in top.findChildren(QLineEdit):
        if field.isVisibleTo(top) and (problem := shows_its_end(field)):
            found.append(f"{field.objectName() or type(field).__name__}: {problem}")
    return found


def within_screen(dialog: QWidget) -> str | None:
    room = QGuiApplication.primaryScreen().availableGeometry()
    frame = dialog.frameGeometry()
    if frame.width() > room.width() or frame.height() > room.height():
        return f"is {frame.width()} x {frame.height()}, the screen {room.width()} x {room.height()}"
    return None


def window_misfits(window: MainWindow) -> list[str]:
    """The window's texts not read whole, as it opens and with each dock of each tab group in front in turn."""
    return misfits_with_each_tab(window, read_whole, settle)


def states_first(window: MainWindow) -> bool:
    """Whether a unit's state is wider than the roster's State heading ("in Deckung"): read whole, it takes room
    from the types (the roster's columns share what the label leaves)."""
    tree = window.roster.tree
    heading = tree.header().sectionSizeFromContents(2).width()
    return any(tree.fontMetrics().horizontalAdvance(r.text(2)) > heading for r in window.roster._items.values())


def cut_types(window: MainWindow) -> list[str]:
    """The roster's types as long as "T-34/76 model 1943" or shorter that are cut; where a unit's state is wider than
    the State column's heading ("in Deckung"), the state is read whole first, and only the types the room left holds
    are to be whole."""
    tree = window.roster.tree
    delegate = tree.itemDelegate()
    metrics = tree.fontMetrics()
    longest = metrics.horizontalAdvance(WHOLE_TYPE[LANGUAGE])
    header = tree.header()
    if states_first(window):
        margins = 2 * (tree.style().pixelMetric(tree.style().PixelMetric.PM_FocusFrameHMargin, None, tree) + 1)
        longest = min(longest, header.sectionSize(1) - margins)
    cut = []
    for row in window.roster._items.values():
        shown = delegate.shown_text(tree.indexFromItem(row, 1))  # type: ignore[attr-defined]
        if metrics.horizontalAdvance(row.text(1)) <= longest and shown != row.text(1):
            cut.append(f"{row.text(1)!r} is cut to {shown!r}")
    return sorted(set(cut))


def stress_battle(path: Path) -> Path:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        from stress import write_stress_battle  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(BENCHMARKS))
    return write_stress_battle(path)  # type: ignore[no-any-return]


@pytest.fixture
def demo_copy(demo_path: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "demo.yaml"
    copy.write_text(demo_path.read_text(encoding="utf-8"), encoding="utf-8")
    return copy


@pytest.mark.parametrize("battle", ["demo", "stress"])
def test_the_window_reads_whole_on_a_laptop(qtbot, demo_copy: Path, tmp_path: Path, battle: str) -> None:  # type: ignore[no-untyped-def]
    """The window as a first start opens it on a laptop: every text whole with each tab in front, the roster's types
    read whole, the board the largest thing on the screen."""
    path = demo_copy if battle == "demo" else stress_battle(tmp_path / "stress.yaml")
    window = first_start(qtbot, path)
    try:
        assert window.size().width() <= 1366 and window.size().height() <= 768
        assert window_misfits(window) == []
        assert cut_types(window) == []
        board = window.centralWidget().size()
        for dock in window.findChildren(QDockWidget):
            if dock.isVisible() and not dock.visibleRegion().isEmpty():
                assert dock.width() * dock.height() < board.width() * board.height(), dock.objectName()
    finally:
        close_quietly(window)


def rows_in_sight(view, rows: list) -> int:  # type: ignore[no-untyped-def]
    """How many of ``rows`` (items of a list or a tree) are whole in the view's viewport, not scrolled."""
    viewport = view.viewport().rect()
    return sum(1 for row in rows if viewport.contains(view.visualItemRect(row)))


def scenario_by_hand(path: Path) -> Path:
    """A battle the scenario system made (a briefing with its year, a mission to score) whose table the players lay
    by hand: Battle → Placement Complete and Score Battle open their dialogs."""
    from morefire_gui.cli import main

    assert main(["scenario", "--seed", "5", "--by-hand", "--create", str(path)]) == 0
    return path


def test_the_catalogue_and_the_artillery_show_their_entries_on_a_laptop(qtbot, demo_copy: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The Catalogue's list shows a dozen entries and the Artillery dock every battery of the demo battle, each tab
    brought to the front as a player does, without scrolling; a battle with a year shows the catalogue's
    in-service box and still ten entries."""
    window = first_start(qtbot, demo_copy)
    try:
        window.catalogue.raise_()
        settle()
        items = [window.catalogue.list.item(i) for i in range(window.catalogue.list.count())]
        assert len(items) > 12 and rows_in_sight(window.catalogue.list, items) >= 12
        artillery = next(d for d in window.findChildren(QDockWidget) if d.objectName() == "artillery")
        artillery.raise_()
        settle()
        tree = artillery.tree  # type: ignore[attr-defined]
        rows = []
        for i in range(tree.topLevelItemCount()):
            side = tree.topLevelItem(i)
            rows += [side, *(side.child(j) for j in range(side.childCount()))]
        assert len(rows) == 6 and rows_in_sight(tree, rows) == len(rows)  # two sides, four batteries
    finally:
        close_quietly(window)
    window = first_start(qtbot, scenario_by_hand(tmp_path / "scenario.yaml"))
    try:
        window.catalogue.raise_()
        settle()
        assert window.catalogue.in_service.isVisible()
        items = [window.catalogue.list.item(i) for i in range(window.catalogue.list.count())]
        assert len(items) > 10 and rows_in_sight(window.catalogue.list, items) >= 10
    finally:
        close_quietly(window)


# -- the dialogs the menus open ---------------------------------------------------------------------------------------


def menu_lines(window: MainWindow) -> list[tuple[str, QAction]]:
    """Each menu line that opens a dialog: its text ends with "…" (as a desktop app's do), and every line of the Help
    menu; enabled now. Each with its menu's title."""
    lines = []
    menus = [a.menu() for a in window.menuBar().actions() if isinstance(a.menu(), QMenu)]
    for number, menu in enumerate(menus):
        helps = number == len(menus) - 1
        todo = [menu]
        while todo:
            current = todo.pop()
            for action in current.actions():
                if isinstance(action.menu(), QMenu):
                    todo.append(action.menu())
                elif action.isEnabled() and not action.isSeparator() and (helps or action.text().endswith("…")):
                    lines.append((f"{menu.title()} → {action.text()}", action))
    return lines


class Caught:
    """Every dialog that shows while a menu line runs, read as it shows and cancelled (a file dialog is Qt's own: only
    cancelled)."""

    def __init__(self) -> None:
        self.found: dict[str, list[str]] = {}
        self.names: list[str] = []
        self._timer = QTimer()
        self._timer.setInterval(30)
        self._timer.timeout.connect(self.look)

    def look(self) -> None:
        for widget in QApplication.topLevelWidgets():
            if not isinstance(widget, QDialog) or not widget.isVisible() or widget.property(SEEN):
                continue
            widget.setProperty(SEEN, True)
            if not isinstance(widget, QFileDialog):
                settle()
                name = type(widget).__name__
                problems = read_whole(widget)
                for make_harder in HARDER.get(name, ()):
                    make_harder(widget)  # the dialog with its longest texts showing
                    settle()
                    problems += [p for p in read_whole(widget) if p not in problems]
                if (outside := within_screen(widget)) is not None:
                    problems.append(outside)
                self.names.append(name)
                self.found[name] = self.found.get(name, []) + [p for p in problems if p not in self.found.get(name, [])]
            widget.reject()

    def run(self, action: QAction | Callable[[], object]) -> None:
        for widget in QApplication.topLevelWidgets():
            if widget.isVisible():
                widget.setProperty(SEEN, True)  # shown before the menu's line ran
        self._timer.start()
        try:
            action.trigger() if isinstance(action, QAction) else action()
            settle()
            self.look()  # a dialog shown without a modal loop of its own
        finally:
            self._timer.stop()


def read_dialogs(qtbot, window: MainWindow, lines: Callable[[MainWindow], list[tuple[str, QAction]]]) -> Caught:  # type: ignore[no-untyped-def]
    caught = Caught()
    for _title, action in lines(window):
        caught.run(action)
        QCoreApplication.sendPostedEvents()
        settle()
    return caught


@pytest.mark.parametrize("battle", ["demo", "scenario"])
def test_every_dialog_the_menus_open_reads_whole(qtbot, demo_copy: Path, tmp_path: Path, battle: str) -> None:  # type: ignore[no-untyped-def]
    """Each dialog a menu opens as it opens, on the demo battle (Build Forces, New Battle, the Catalogue, Preferences,
    the report, the fire dialogs, Help, …) and on a scenario whose table is laid by hand (Placement Complete, Score
    Battle): every text whole, the dialog within the screen."""
    path = demo_copy if battle == "demo" else scenario_by_hand(tmp_path / "scenario.yaml")
    window = first_start(qtbot, path)
    try:
        caught = read_dialogs(qtbot, window, menu_lines)
        expected = (
            {
                "ForceBuilderDialog",
                "CatalogueBrowser",
                "PreferencesDialog",
                "ReportDialog",
                "FireDialog",
                "AboutDialog",
                "BattleMissionDialog",
            }
            if battle == "demo"
            else {"PlacementDialog", "VictoryDialog"}
        )
        assert expected <= set(caught.names), caught.names
        assert {name: problems for name, problems in caught.found.items() if problems} == {}
    finally:
        close_quietly(window)


def test_the_dialogs_the_boards_tools_open_read_whole(qtbot, demo_copy: Path) -> None:  # type: ignore[no-untyped-def]
    """The dialogs a tool opens from the board, as the tool opens them: infantry fire into the square the player
    clicked, with two squads firing; an airstrike coming in over the north edge."""
    from morefire_gui.gui.features.aircraft import AircraftFeature
    from morefire_gui.gui.features.infantry import InfantryFeature

    window = first_start(qtbot, demo_copy)
    try:
        caught = Caught()
        caught.run(lambda: window.feature(InfantryFeature).open_fire((20.0, 31.0), ["ge11", "ge13"]))
        caught.run(lambda: window.feature(AircraftFeature).open_airstrike((36.0, 0.0), 180.0))
        assert caught.names == ["InfantryFireDialog", "AirstrikeDialog"]
        assert {name: problems for name, problems in caught.found.items() if problems} == {}
    finally:
        close_quietly(window)


def test_a_long_report_path_shows_its_file_name_whole(qtbot, demo_copy: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A battle kept deep in the player's folders under a long name: File → Export After-Action Report shows the report
    file's name whole at the end of its field, the folders before it in its tooltip."""
    folder = tmp_path / "Meine Gefechte" / "Operation Zitadelle"
    folder.mkdir(parents=True)
    path = folder / "Tag 3 bei Prochorowka, Panzergefecht am Bahndamm.yaml"
    path.write_text(demo_copy.read_text(encoding="utf-8"), encoding="utf-8")
    window = first_start(qtbot, path)
    seen: list[tuple[str, int, int, int, str]] = []

    def read(dialog: QDialog) -> None:
        field = dialog.path  # type: ignore[attr-defined]
        name = Path(field.text()).name
        room = field.contentsRect().width()
        seen.append(
            (field.text(), field.fontMetrics().horizontalAdvance(name), room, field.cursorPosition(), field.toolTip())
        )

    try:
        from morefire_gui.gui.features.report import ReportFeature

        caught = Caught()
        original = caught.look

        def look() -> None:
            for widget in QApplication.topLevelWidgets():
                if type(widget).__name__ == "ReportDialog" and widget.isVisible() and not widget.property(SEEN):
                    settle()
                    read(widget)  # type: ignore[arg-type]
            original()

        caught._timer.timeout.disconnect()
        caught._timer.timeout.connect(look)
        caught.run(window.feature(ReportFeature).export_action)
        assert len(seen) == 1
        text, name_width, room, cursor, tip = seen[0]
        assert text.endswith("Tag 3 bei Prochorowka, Panzergefecht am Bahndamm.report.html")
        assert name_width <= room and cursor == len(text) and text in tip
        assert caught.found == {"ReportDialog": []}
    finally:
        close_quietly(window)


# -- the dialogs of play with their longest contents ------------------------------------------------------------------

LONG_TYPE = "t34_76_43"  # "T-34/76 model 1943": the longest type a player reads in a roll's purpose or a row
LONG_PIECE = "Minefield by the railway embankment north of Prokhorovka"
LONG_ERROR = (
    "Traceback (most recent call last):\n"
    '  File "/home/player/.local/lib/python3.12/site-packages/morefire_gui/gui/board/tools/movement_tool.py", '
    "line 412, in _on_release_with_waypoints_and_the_minefields_on_the_way\n"
    "    outcome = self.session.perform(MoveUnit(unit_id, path, allowance_kept_for_the_passengers_mounted))\n"
    "RuntimeError: the move of T-34/76 model 1943 #3 through the minefield by the railway embankment north of "
    "Prokhorovka could not be resolved: the path crosses its own waypoints twice at (31.25, 17.50)\n"
)


def grab(dialog: QWidget, name: str) -> None:
    """The dialog as the player sees it, into MOREFIRE_GRAB_DIR when that is set (to look at it)."""
    folder = os.environ.get("MOREFIRE_GRAB_DIR")
    if folder:
        dialog.grab().save(str(Path(folder) / f"{name}-{LANGUAGE}.png"))


def long_battle(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    """A battle of the bundled catalogue with the longest names a player meets: a T-34/76 model 1943 named as its
    crew name it, a minefield named by where it lies, in a campaign battle (a mine's hit is written as damage)."""
    from morefire_gui.io.resources import bundled_catalogue, rule_tables
    from tests.session.battles import make_battle, square

    battle = make_battle(
        [{"id": "m1", "kind": "minefield", "mines": "at", "name": LONG_PIECE, "polygon": square(20, 18, 22, 19)}],
        [{"id": "t", "side": "allies", "type": LONG_TYPE, "at": [18, 18.5]}],
        settings={"campaign": True},
    )
    window = MainWindow(BattleSession(battle, catalogue=bundled_catalogue(), tables=rule_tables()))
    window.show()
    qtbot.waitExposed(window)
    settle()
    return window


def test_the_dialogs_of_play_read_whole_with_their_longest_contents(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The dialogs play opens, each with the longest contents a player meets: the die to roll for a T-34/76 model
    1943's mud maintenance, a T-34/76 model 1943 through a minefield of a long name (the move's rolls), that tank's
    catalogue entry and the longest entry's, the minefield's properties, an error report of long lines: every text
    whole, every dialog within the screen."""
    from morefire_gui.gui.dialogs.catalogue_entry import CatalogueEntryDialog
    from morefire_gui.gui.dialogs.dice import DiceDialog
    from morefire_gui.gui.dialogs.piece_properties import PiecePropertiesDialog
    from morefire_gui.gui.error_report import ErrorReportDialog
    from morefire_gui.gui.features.movement import MovementFeature
    from morefire_gui.gui.said import said
    from morefire_gui.rules.dice import Die, ScriptedDice
    from morefire_gui.rules.words import QT_TRANSLATE_NOOP
    from morefire_gui.session.names import unit_name
    from tests.gui.test_movement_gui import drag

    window = long_battle(qtbot)
    found: dict[str, list[str]] = {}

    def read(name: str, dialog: QDialog) -> None:
        dialog.show()
        qtbot.waitExposed(dialog)
        settle()
        grab(dialog, name)
        problems = read_whole(dialog) + cut_cells(dialog)
        if (outside := within_screen(dialog)) is not None:
            problems.append(outside)
        found[name] = problems
        dialog.close()

    try:
        tank = unit_name(window.session, "t")
        for die in Die:
            purpose = QT_TRANSLATE_NOOP("Rules", "mud maintenance roll, {unit}").format(unit=tank)
            read(f"DiceDialog {die.label}", DiceDialog(die, purpose, window))
        window.view.fitInView(0, 0, 40, 30)
        window.set_tool("move")
        window.session.dice = ScriptedDice([51, 50])
        drag(qtbot, window, (18, 18.5), (25, 18.5))
        popup = window.feature(MovementFeature).result_popup
        assert popup.isVisible() and len(popup.rows()) == 2
        assert said(tank) in popup.summary.text() and said(tank) in popup.windowTitle()  # as its rows name it
        read("MoveResultDialog", popup)
        catalogue = window.session.catalogue
        longest = max(catalogue, key=lambda e: len(e.name))
        for entry in (catalogue.get(LONG_TYPE), longest):
            read(
                f"CatalogueEntryDialog {entry.id}",
                CatalogueEntryDialog(entry, window.session, lambda e: True, False, window),
            )
        piece = window.session.battle.piece("m1")
        read("PiecePropertiesDialog", PiecePropertiesDialog(piece, window, window.session.battle))  # type: ignore[arg-type]
        read(
            "ErrorReportDialog",
            ErrorReportDialog(LONG_ERROR, [Path("/home/player/.local/share/morefire/x.yaml")], window),
        )
        assert {name: problems for name, problems in found.items() if problems} == {}
    finally:
        close_quietly(window)


def test_a_fire_missions_landing_reads_whole(qtbot, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A fire mission written in artillery step C and landing in turn 4's step A, shown in the barrage dialog as it
    came out (the request, the plan at impact, every roll): every text whole, the dialog within the screen."""
    from morefire_gui.gui.features.artillery import ArtilleryFeature
    from morefire_gui.gui.features.turns import TurnsFeature
    from tests.gui.test_action_equivalence_artillery import write_fire_order
    from tests.gui.test_artillery_gui import demo_battle

    window = first_start(qtbot, demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders"))
    try:
        write_fire_order(qtbot, window, "bty1", 3)  # the knoll top: SU-76 #1 and ZiS-3 in the zone
        turns = window.feature(TurnsFeature)
        while (window.session.battle.turn, window.session.battle.step) != (4, "artillery.impact"):
            turns.dock.next_button.click()
        (dialog,) = [d for d in window.feature(ArtilleryFeature).landing_dialogs if d.isVisible()]
        settle()
        grab(dialog, "MissionBarrageDialog")
        assert dialog.targets.rowCount() == 2
        assert read_whole(dialog) + cut_cells(dialog) == [] and within_screen(dialog) is None
    finally:
        close_quietly(window)


MARGIN = 8  # pixels a text has to spare on a laptop: a font a little wider, a word a little longer, still whole
BOARD_WIDTH = 694  # the board's pixels on a laptop between the docks: its 660 pixels of table


def test_the_movement_tabs_and_the_roster_types_have_room_to_spare(qtbot, demo_copy: Path) -> None:  # type: ignore[no-untyped-def]
    """On a laptop the Movement dock's tabs ("Bewegen", "Aufsitzen", "Nahkampf", "Minen") read whole with room to
    spare, and so does the roster's "T-34/76 Modell 1943", the board keeping its width between the docks."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle

    from morefire_gui.gui.features.movement import MovementFeature

    window = first_start(qtbot, demo_copy)
    try:
        dock = window.feature(MovementFeature).dock
        dock.raise_()
        settle()
        bar = dock.tabs.tabBar()
        metrics = QFontMetrics(bar.font())
        space = bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar)
        need = sum(metrics.horizontalAdvance(bar.tabText(i).replace("&", "")) + space for i in range(bar.count()))
        assert need + MARGIN <= dock.tabs.width(), (need, dock.tabs.width())
        tree = window.roster.tree
        margins = 2 * (tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, tree) + 1)
        room = tree.header().sectionSize(1) - margins
        if not states_first(window):  # a state wider than its heading is read whole first ("in Deckung")
            assert tree.fontMetrics().horizontalAdvance(WHOLE_TYPE[LANGUAGE]) + MARGIN <= room
        assert window.centralWidget().width() >= BOARD_WIDTH
    finally:
        close_quietly(window)
