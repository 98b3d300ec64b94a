"""Hidden information holds in hot seat: a battle played through the window, one side then the other, with every
kind of secret (tests/hidden_battle.py), under the ids and names the app itself gives. After the hand-over, no word of
the other side's secrets is in any widget's text or tooltip, any text painted on the board or in a dock, a menu, the
status bar, the messages, the undo history, the log's search, File -> Replay, an exported SVG, PDF or report; every
board tool driven over the real marker and the fake reads the same, and the board and the exported picture are the
same to the pixel, whichever marker is real and wherever the other secrets are; undo does not cross the hand-over."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QDockWidget,
    QGraphicsItem,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QTableWidget,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItemIterator,
    QWidget,
)

from morefire_gui.gui.board.legend import legend_entries
from morefire_gui.gui.board.tools.measure import MeasureTool
from morefire_gui.gui.dialogs.airstrike import AirstrikeDialog
from morefire_gui.gui.dialogs.assault import AssaultDialog
from morefire_gui.gui.dialogs.barrage import BarrageDialog
from morefire_gui.gui.dialogs.battery import BatteryDialog
from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.dialogs.export import ExportRequest
from morefire_gui.gui.dialogs.force_builder import ForceBuilderDialog
from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.dialogs.melee import MeleeDialog
from morefire_gui.gui.dialogs.print_setup import PrintAction, PrintRequest, PrintSetupDialog
from morefire_gui.gui.dialogs.replay import ReplayDialog
from morefire_gui.gui.dialogs.victory import VictoryDialog
from morefire_gui.gui.features import shell as shell_module
from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.direct_fire import DirectFireFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.infantry import InfantryFeature
from morefire_gui.gui.features.los_profile import LosProfileFeature
from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.features.report import ReportDialog
from morefire_gui.gui.features.shell import ShellFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.printing import PrintSettings, print_to_pdf
from morefire_gui.gui.render import RenderOptions
from morefire_gui.gui.settings import app_settings
from morefire_gui.io.battle_file import battle_to_yaml
from morefire_gui.model.actions.direct_fire import Spot
from morefire_gui.model.battle import MARKER_TYPE
from morefire_gui.model.scenario import MissionSpec, VpLocation, VpValues
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.rules.scenario.terms import Mission, VpKind
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, Change
from morefire_gui.session.names import HIDDEN_POSITION, unit_name
from morefire_gui.session.scenario import NOT_KNOWN
from morefire_gui.session.visibility import view_of, view_title
from tests.gui.conftest import close_quietly, to_view
from tests.hidden_battle import (
    ALLIED_SECRETS,
    AXIS_SECRETS,
    FAKE_AT,
    HIDDEN,
    MARKERS_AT,
    REAL_AT,
    WAVE_AT,
    hidden_session,
    secrets_in,
)

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
# (the side at the table, its real hidden tank, the other side's secrets, one of the side's own counters)
SIDES = {
    "allies": ("axis", HIDDEN["axis"]["real"], AXIS_SECRETS, "su14"),
    "axis": ("allies", HIDDEN["allies"]["real"], ALLIED_SECRETS, "ge11"),
}


def painted_texts(paint, size: QSize) -> list[str]:  # type: ignore[no-untyped-def]
    """The texts ``paint`` draws, read from an SVG it is painted into (every ``drawText``, whatever draws it)."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    svg = QSvgGenerator()
    svg.setOutputDevice(buffer)
    svg.setSize(size)
    svg.setViewBox(QRectF(0, 0, size.width(), size.height()))
    painter = QPainter(svg)
    paint(painter)
    painter.end()
    buffer.close()
    root = ET.fromstring(bytes(data.data()).decode("utf-8"))
    return ["".join(e.itertext()).strip() for e in root.iter() if e.tag.endswith("}text")]


def board_texts(window: MainWindow) -> list[str]:
    """Every text painted on the board: counters' labels, the ruler's and the Move tool's labels, captions of
    templates, runs and lines of fire, range rings, flags, the legend over the board (the items' caches are left
    out for it, so that their text is painted as text)."""
    scene, table = window.scene, window.session.battle.table
    scene.arrange()
    caches = {item: item.cacheMode() for item in scene.items()}
    for item in caches:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    try:
        texts = painted_texts(
            lambda p: scene.render(p, QRectF(0, 0, 1440, 960), QRectF(0, 0, table.width, table.depth)),
            QSize(1440, 960),
        )
    finally:
        for item, mode in caches.items():
            item.setCacheMode(mode)
    view = window.view
    return texts + painted_texts(lambda p: view.drawForeground(p, QRectF()), view.viewport().size())


def texts_of(window: MainWindow) -> list[str]:
    """Every text the player can read: widgets' texts and tooltips, lists, trees, tables, menus' actions, the board's
    items' tooltips and every text painted on the board, in the docks and in the dialogs open, the status bar, the
    undo history (the catalogue of every type there is is left out: it is the same for everyone)."""
    out = [window.statusBar().currentMessage(), window.windowTitle()]
    skip = set(window.catalogue.findChildren(QWidget)) | {window.catalogue}
    for w in window.findChildren(QWidget):
        if w in skip or (w.window() is not window and not w.window().isVisible()):
            continue  # (a dialog closed is gone for the player, whoever still holds it)
        out += [w.toolTip(), w.statusTip(), w.windowTitle()]
        if isinstance(w, (QLabel, QAbstractButton, QLineEdit)):
            out.append(w.text())
        elif isinstance(w, QTextEdit):
            out.append(w.toPlainText())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QListWidget):
            out += [w.item(i).text() + w.item(i).toolTip() for i in range(w.count())]
        elif isinstance(w, QTableWidget):
            out += [
                w.item(r, c).text() + w.item(r, c).toolTip()
                for r in range(w.rowCount())
                for c in range(w.columnCount())
                if w.item(r, c)
            ]
        elif isinstance(w, QTreeWidget):
            it = QTreeWidgetItemIterator(w)
            while it.value():
                item = it.value()
                out += [item.text(c) + item.toolTip(c) for c in range(item.columnCount())]
                it += 1
        for action in w.actions():
            out += [action.text(), action.toolTip(), action.statusTip()]
        if isinstance(w, (QDockWidget, QDialog)) and w.isVisible() and w is not window.catalogue:
            out += painted_texts(lambda p, w=w: w.render(p, QPoint()), w.size())  # headers, tabs, painted docks
    for item in window.scene.items():
        if item.isVisible():
            out.append(item.toolTip())
    out += board_texts(window)
    stack = window.undo_stack
    out += [stack.text(i) for i in range(stack.count())] + [stack.undoText(), stack.redoText()]
    return [t for t in out if t]


def players_menu(w: MainWindow, text: str) -> None:
    """Players -> ``text``, as the player chooses it."""
    menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Players")
    next(a for a in menu.actions() if a.text() == text).trigger()


def show_everything(qtbot, w: MainWindow, refused_by: str | None = None) -> None:  # type: ignore[no-untyped-def]
    """Players -> Show Everything: each side's player in turn presses its own button behind the cover (agrees, or,
    the side ``refused_by``, does not)."""
    cover = w.feature(HotSeatFeature).cover
    players_menu(w, "Show &Everything (set-up, umpire)")
    for side in w.session.battle.sides:
        assert cover.isVisible() and f"{side.label}: do you agree?" in cover.message.text()
        assert not w.view_filter.umpire  # nothing shows before everyone has agreed
        qtbot.mouseClick(cover.refuse if side.id == refused_by else cover.button, LEFT)
        if side.id == refused_by:
            return


def hand_over(qtbot, window: MainWindow, side: str) -> None:  # type: ignore[no-untyped-def]
    """Players → Hand Over, and the next player presses the cover's button."""
    feature = window.feature(HotSeatFeature)
    feature.hand_over_to(side)
    assert feature.cover.isVisible()
    qtbot.mouseClick(feature.cover.button, LEFT)
    assert not feature.cover.isVisible() and window.view_filter.side == side


def drag(qtbot, window: MainWindow, start, end) -> None:  # type: ignore[no-untyped-def]
    vp = window.view.viewport()
    a, b = to_view(window, *start), to_view(window, *end)
    qtbot.mousePress(vp, LEFT, NONE, a)
    for i in range(1, 5):
        qtbot.mouseMove(vp, a + (b - a) * (i / 4))
    qtbot.mouseRelease(vp, LEFT, NONE, b)


@pytest.fixture
def hot_seat(window: MainWindow, demo_path: Path) -> MainWindow:
    window.replace_session(hidden_session(demo_path))
    window.view.fit_table()
    return window


# An own counter of the side at the table whose way to either marker crosses no minefield of the other side's, where
# either battle has it (entering one reveals it: a rules' reveal, which tells, as it should).
MOVER = {"allies": "su7", "axis": "ge15"}
STAMP = re.compile(r"^\d\d:\d\d:\d\d  ")  # a message's time


def play_the_owners_turn(qtbot, w: MainWindow, owner: str, viewer: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The owner at the table: it measures from its hidden tank, spots with it, turns it with the Select tool (E)
    and takes the turn back and again (undo, redo), moves a counter in plain sight, and opens the barrage, airstrike
    and fire dialogs, each drawing its preview; then hands over."""
    b = w.session.battle
    tank, own, theirs = HIDDEN[owner]["real"], SIDES[viewer][3], SIDES[owner][3]
    tank_at = b.unit(tank).at
    hand_over(qtbot, w, owner)
    w.set_tool("measure")
    drag(qtbot, w, tank_at, b.unit(own).at)
    assert w.act(Spot(spotter=tank, target=own)).accepted
    assert secrets_in(texts_of(w), (unit_name(w.session, tank),))  # the owner sees its own: the check can fail
    w.set_tool("select")
    qtbot.mouseClick(w.view.viewport(), LEFT, NONE, to_view(w, *tank_at))
    assert w.scene.selected_unit_ids() == [tank]
    qtbot.keyClick(w.view.viewport(), Qt.Key.Key_E)
    w.undo_action.trigger()
    w.redo_action.trigger()
    w.scene.clearSelection()
    w.set_tool("move")
    drag(qtbot, w, b.unit(theirs).at, (b.unit(theirs).at[0] + 1.0, b.unit(theirs).at[1]))
    for cls in (BarrageDialog, AirstrikeDialog, FireDialog):
        monkeypatch.setattr(cls, "exec", lambda self: 0)
    battery = next(x.id for x in b.batteries if x.side == owner)
    for dialog in (
        w.feature(ArtilleryFeature).open_barrage(aim=tank_at, battery=battery),
        w.feature(AircraftFeature).open_airstrike(entry=(0.0, tank_at[1]), heading=90.0, side=owner),
        w.feature(DirectFireFeature).open_fire(firer=tank, target=own),
    ):
        dialog.show()
    hand_over(qtbot, w, viewer)


def read_everything(qtbot, w: MainWindow, viewer: str, folder: Path) -> tuple[list[str], list[QImage]]:  # type: ignore[no-untyped-def]
    """The other side's player reads everything there is to read: what the window shows; then each of the 12 board
    tools pressed, dragged and released over the real marker and the fake, and to them from an own counter, E and
    Delete pressed, a right click's menu; the Movement dock's close-combat order; File -> Replay row by row; the log
    searched for every secret; Export Board (SVG, PNG, PDF), the report and the force builder. The texts (times taken
    out), and the pictures: the board after it all and the exported PNG."""
    owner, tank, secrets, _own = SIDES[viewer]
    b = w.session.battle
    texts = texts_of(w)
    own_at = b.unit(MOVER[viewer]).at
    for name in w.tool_actions:
        w.set_tool(name)
        for at in MARKERS_AT[owner]:
            # Each tool from the same start: what the last one did is taken back (the side's own undo).
            done = w.undo_stack.index()
            w.scene.clearSelection()
            near = (at[0] + 2.0, at[1] + 1.0)
            qtbot.mouseClick(w.view.viewport(), LEFT, NONE, to_view(w, *at))
            texts += texts_of(w)
            drag(qtbot, w, own_at, at)
            texts += texts_of(w)
            drag(qtbot, w, at, near)
            texts += texts_of(w)
            qtbot.mouseClick(w.view.viewport(), LEFT, NONE, to_view(w, *at))
            for key in (Qt.Key.Key_E, Qt.Key.Key_Delete):
                qtbot.keyClick(w.view.viewport(), key)
            texts += right_click_menu(qtbot, w, at) + texts_of(w)
            qtbot.keyClick(w.view.viewport(), Qt.Key.Key_Escape)
            for dialog in w.findChildren(QDialog):
                dialog.close()
            while w.undo_stack.index() > done:
                w.undo_stack.undo()
    # The close-combat order of an own counter next to the markers.
    w.set_tool("move")
    w.scene.clearSelection()
    qtbot.mouseClick(w.view.viewport(), LEFT, NONE, to_view(w, *own_at))
    w.feature(MovementFeature).show_close_combat()
    texts += texts_of(w)
    # File -> Replay, each row.
    file_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&File")
    next(a for a in file_menu.actions() if a.text() == "Rep&lay…").trigger()
    replay = w.findChildren(ReplayDialog)[-1]
    replay.show()
    for row in range(replay.steps.count()):
        replay.steps.setCurrentRow(row)
        texts += texts_of(w)
    replay.close()
    # The log searched for each secret.
    for word in secrets:
        w.log.search.setText(word)
        texts += w.log.entries() + w.log.battle_entries()
    w.log.search.clear()
    assert secrets_in(texts_of(w), (tank,)) == []
    # Exports, the report and the force builder, in the side's view.
    shell = w.feature(ShellFeature)
    svg = shell.export_to(ExportRequest(folder / "board.svg", 900, RenderOptions(title_block=True)))
    png = shell.export_to(ExportRequest(folder / "board.png", 900, RenderOptions()))
    pdf = shell.export_to(ExportRequest(folder / "board.pdf", 900, RenderOptions()))
    assert svg is not None and png is not None and pdf is not None
    texts += [svg.read_text(), pdf_text(pdf)]
    report = ReportDialog(w.session, w, w.view_filter)
    report.path.setText(str(folder / "report.html"))
    texts.append(report.export().read_text())
    builder = ForceBuilderDialog(w.session, w, w)
    builder.show()
    assert builder.tabs.count() == 1 and builder.tabs.tabText(0).startswith(b.side(viewer).label)
    texts += texts_of(w)
    builder.close()
    read = [STAMP.sub("", t).replace(str(folder), "FOLDER") for t in texts]
    return read, [board_picture(w), QImage(str(png))]


@pytest.mark.parametrize("viewer", ["allies", "axis"])
def test_the_other_sides_secrets_never_show(
    qtbot, hot_seat: MainWindow, demo_path: Path, tmp_path: Path, monkeypatch, problems, viewer: str
) -> None:
    """The owner plays its turn and hands over; the other side's player reads everything (read_everything): no word
    of the owner's secrets anywhere, undo cannot take back the owner's turn, and all of it reads the same, word for
    word and pixel for pixel, in the same battle with every one of the owner's secrets changed."""
    owner, _tank, secrets, _own = SIDES[viewer]
    monkeypatch.setattr(QDialog, "exec", lambda self: self.show() or 0)  # every dialog a tool opens stays to be read
    runs = []
    hot_seat.hide()  # each battle is played in a window of its own, opened alike
    for n, swapped in enumerate((None, owner)):
        app_settings().clear()  # (the test's own settings: the first window's docks are not the second's)
        w = MainWindow(hidden_session(demo_path, swapped))
        w.resize(1400, 900)
        w.show()
        qtbot.waitExposed(w)
        w.view.fit_table()
        play_the_owners_turn(qtbot, w, owner, viewer, monkeypatch)
        # The hand-over is a barrier: the owner's turn cannot be taken back, nor redone.
        before = w.session.battle.model_dump()
        assert w.undo_stack.count() == 0 and not w.undo_stack.canUndo() and not w.undo_stack.canRedo()
        w.undo_action.trigger()
        w.redo_action.trigger()
        assert w.session.battle.model_dump() == before
        folder = tmp_path / f"run{n}"
        folder.mkdir()
        texts, pictures = read_everything(qtbot, w, viewer, folder)
        close_quietly(w)
        assert secrets_in(texts, secrets) == []
        runs.append((texts, pictures))
    (first, first_pictures), (second, second_pictures) = runs
    assert first == second
    assert first_pictures == second_pictures
    assert problems == []


@pytest.mark.parametrize("viewer", ["allies", "axis"])
def test_replay_in_a_sides_view_lists_only_what_the_side_may_know(
    qtbot, hot_seat: MainWindow, monkeypatch, viewer: str
) -> None:
    """File -> Replay in a side's view: the list holds only the actions the side may know of (the hand-overs, the
    other side's public spot, its own spot), numbered among themselves, each explained as the side's Log dock reads
    it; the other side's artillery order, its hidden tank's spot and its turn are not there, nor any word of them.
    The umpire's replay lists every action (the check can fail)."""
    from morefire_gui.model.actions.table import ChangeUnits

    w = hot_seat
    owner, tank, secrets, own_unit = SIDES[viewer]
    enemy = SIDES[owner][3]  # the other side's counter in plain sight
    hand_over(qtbot, w, owner)
    assert w.act(Spot(spotter=tank, target=own_unit)).accepted  # its hidden tank spots: its own secret
    turned = w.session.battle.unit(tank).model_copy(update={"facing": 45.0})
    assert w.act(ChangeUnits(units=(turned,))).accepted  # and turns: a table edit, no entry
    assert w.act(Spot(spotter=enemy, target=own_unit)).accepted  # a counter in plain sight spots: public
    hand_over(qtbot, w, viewer)
    assert w.act(Spot(spotter=own_unit, target=enemy)).accepted
    shown: list[ReplayDialog] = []
    monkeypatch.setattr(ReplayDialog, "exec", lambda self: shown.append(self) or 0)
    file_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&File")
    next(a for a in file_menu.actions() if a.text() == "Rep&lay…").trigger()
    dialog = shown[-1]
    rows = [dialog.steps.item(i).text() for i in range(dialog.steps.count())]
    # The Axis side's own artillery order, given in the set-up, is its own to read.
    own = ["Order: II./AR 2 (10.5 cm leFH): FIRE, lands in turn 4"] if viewer == "axis" else []
    enemy_name, own_name = unit_name(w.session, enemy), unit_name(w.session, own_unit)
    side_names = {s.id: s.label for s in w.session.battle.sides}
    listed = [
        *own,
        f"Hand over to {side_names[owner]}",
        f"{enemy_name} spots {own_name}",
        f"Hand over to {side_names[viewer]}",
    ]
    listed.append(f"{own_name} spots {enemy_name}")
    assert [r.split(" — ")[0] for r in rows] == ["Start: the position the record starts from"] + [
        f"{n}. {title}" for n, title in enumerate(listed, start=1)
    ]
    texts = [*rows]
    for row in range(dialog.steps.count()):  # each row clicked in turn, as a player reads them
        item = dialog.steps.item(row)
        qtbot.mouseClick(dialog.steps.viewport(), LEFT, NONE, dialog.steps.visualItemRect(item).center())
        assert dialog.steps.currentRow() == row
        texts += [dialog.explanation_text(), dialog.where.text()]
    last = len(listed)
    assert (
        f"Step {last} of {last}" in dialog.where.text()
        and f"{own_name} spots {enemy_name}" in dialog.explanation_text()
    )
    qtbot.mouseClick(dialog.first_button, LEFT)
    while dialog.forward_button.isEnabled():
        qtbot.mouseClick(dialog.forward_button, LEFT)
        texts += [dialog.explanation_text(), dialog.where.text()]
    assert dialog.replayer.position == len(w.session.battle.actions)  # the board ends as the battle stands
    texts += [t for t in texts_of(w) if t]
    assert secrets_in(texts, secrets) == []
    dialog.accept()
    # The umpire's replay lists all of it.
    umpire = ReplayDialog(w.session, None, w)
    assert umpire.steps.count() == len(w.session.battle.actions) + 1
    assert secrets_in([umpire.steps.item(i).text() for i in range(umpire.steps.count())], secrets)
    umpire.accept()


def board_picture(w: MainWindow) -> QImage:
    """The board, every item on it drawn over the whole table, at a fixed size (docks opening do not change it)."""
    table = w.session.battle.table
    w.scene.arrange()  # laid out for the view shown (as the next turn of the event loop would)
    image = QImage(QSize(1080, 720), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    w.scene.render(painter, QRectF(0, 0, 1080, 720), QRectF(0, 0, table.width, table.depth))
    painter.end()
    return image


@pytest.mark.parametrize("viewer", ["allies", "axis"])
def test_what_the_last_player_drew_does_not_outlive_the_hand_over(
    qtbot, hot_seat: MainWindow, monkeypatch, viewer: str
) -> None:
    """The owner measures from its hidden tank, lays the artillery template on it, opens the barrage, airstrike and
    fire dialogs (each drawing its preview on the board) and moves nothing; at the hand-over every preview goes: the
    next player's board is the same picture as before the owner took the table, and no list holds what the owner's
    previews caught."""
    w = hot_seat
    owner, tank, secrets, own_unit = SIDES[viewer]
    for cls in (BarrageDialog, AirstrikeDialog, FireDialog):
        monkeypatch.setattr(cls, "exec", lambda self: 0)
    b = w.session.battle  # the profile of a measured line is drawn too
    b.settings = b.settings.model_copy(update={"los": b.settings.los.model_copy(update={"advanced": True})})
    w.feature(LosProfileFeature).dock.show()  # (the board keeps its size and zoom: the labels their places)
    hand_over(qtbot, w, viewer)
    clean = board_picture(w)
    hand_over(qtbot, w, owner)
    tank_at = w.session.battle.unit(tank).at
    w.set_tool("measure")
    drag(qtbot, w, tank_at, w.session.battle.unit(own_unit).at)
    artillery = w.feature(ArtilleryFeature)
    qtbot.mouseClick(artillery.dock.t_diameter, LEFT)
    qtbot.mouseClick(w.view.viewport(), LEFT, NONE, to_view(w, *tank_at))
    assert artillery.dock.t_units.count() > 0 and w.scene.barrage.isVisible()
    battery = next(b.id for b in w.session.battle.batteries if b.side == owner)
    opened = [
        artillery.open_barrage(aim=tank_at, battery=battery),
        w.feature(AircraftFeature).open_airstrike(entry=(0.0, tank_at[1]), heading=90.0, side=owner),
        w.feature(DirectFireFeature).open_fire(firer=tank, target=own_unit),
    ]
    for dialog in opened:
        dialog.show()
    assert w.scene.barrage.isVisible() and w.feature(AircraftFeature).run_item.isVisible()
    assert w.feature(DirectFireFeature).item.isVisible()
    assert any(u.zone_mark for u in w.scene.units.values())
    hand_over(qtbot, w, viewer)
    assert not w.scene.barrage.isVisible() and not w.feature(AircraftFeature).run_item.isVisible()
    assert not w.feature(DirectFireFeature).item.isVisible() and not w.scene.measure.label.isVisible()
    assert not any(u.zone_mark for u in w.scene.units.values()) and w.scene.highlighted_terrain() == set()
    assert artillery.dock.t_units.count() == 0 and w.feature(LosProfileFeature).dock.chart.profile is None
    assert secrets_in(texts_of(w), secrets) == []
    w.set_tool("select")  # the tool the clean picture was taken with
    now = board_picture(w)

    assert now == clean


# Where an airstrike's strafing run passes over the other side's real hidden tank (and near its fake).
STRAFE_OVER = {"allies": ((72.0, 23.0), 270.0), "axis": ((0.0, 40.0), 90.0)}


@pytest.mark.parametrize("viewer", ["allies", "axis"])
def test_an_airstrike_over_a_marker_reads_the_same_real_or_fake(
    qtbot, hot_seat: MainWindow, demo_path: Path, monkeypatch, viewer: str
) -> None:
    """The airstrike dialog in a side's view, its strafing run over the other side's markers: the units under the
    run name a marker only as "a hidden position", in or partly in by its marker's square, and the anti-aircraft
    table and the plan say nothing of a hidden position's guns: word for word the same whichever marker is real."""
    monkeypatch.setattr(AirstrikeDialog, "exec", lambda self: 0)
    owner, _tank, secrets, _own = SIDES[viewer]
    entry, heading = STRAFE_OVER[viewer]
    read = []
    for swapped in (None, owner):
        w = hot_seat
        w.replace_session(hidden_session(demo_path, swapped))
        hand_over(qtbot, w, owner)
        hand_over(qtbot, w, viewer)
        dialog = w.feature(AircraftFeature).open_airstrike(entry=entry, heading=heading, side=viewer)
        dialog.show()
        rows = dialog.target_rows()
        assert [HIDDEN_POSITION, "in"] in [r[:2] for r in rows]  # the marker under the run, by its square
        assert secrets_in(texts_of(w), secrets) == []
        read.append((rows, dialog.aa_rows(), dialog.plan_view.toPlainText()))
        dialog.close()
        dialog.setParent(None)
    assert read[0] == read[1]


def test_a_counters_number_and_a_new_id_tell_nothing_hidden(qtbot, hot_seat: MainWindow) -> None:
    """The Axis hides one of its two unnamed SdKfz 251s, and its deliberate minefield is "mf1", as an older battle
    may have it. In the Allied view the other SdKfz 251's counter, tooltip and ruler read "SdKfz 251" (no number that
    would tell a second); the Allies' next minefield, laid with the Minefield tool, is counted among their own ids,
    in the undo history, the messages and the log alike."""
    w = hot_seat
    b = w.session.battle
    b.units[b.unit_index("ge9")] = b.unit("ge9").with_status(Status.HIDDEN)
    mines = b.piece(HIDDEN["axis"]["mines"])
    b.terrain[b.terrain.index(mines)] = mines.model_copy(update={"id": "mf1"})
    w.replace_session(w.session)
    hand_over(qtbot, w, "axis")
    assert w.scene.units["ge9"].label.text() == "SdKfz 251 2"  # its owner reads it as the second
    hand_over(qtbot, w, "allies")
    counter = w.scene.units["ge8"]
    assert counter.label.text() == "SdKfz 251" and "SdKfz 251 1" not in counter.toolTip()
    w.set_tool("measure")
    drag(qtbot, w, b.unit("su14").at, b.unit("ge8").at)
    ruler = w.view.tool.label_text()
    assert "SdKfz 251" in ruler and "SdKfz 251 1" not in ruler
    w.set_tool("minefield")
    qtbot.mouseClick(w.view.viewport(), LEFT, NONE, to_view(w, 60.0, 20.0))
    laid = w.session.battle.terrain[-1]
    assert laid.id == "almf2"  # after their own almf1
    assert w.undo_stack.text(0) == "Lay hasty AP minefield"  # no id: its number would tell of the others
    assert [t for t in texts_of(w) if re.search(r"\bmf[12]\b|SdKfz 251 [12]", t)] == []


def test_the_legend_lists_only_what_the_side_sees(qtbot, hot_seat: MainWindow) -> None:
    """The Axis hides its only assault guns (one of them hull down): the Allied Legend dock and the board's legend
    have no entry for their symbol or for hull down, nor for the Axis' minefield not found; they are the legend of
    the battle as the Allies hold it (what an export draws). The umpire's legend has them (the check can fail)."""
    w = hot_seat
    b = w.session.battle
    for uid in ("ge6", "ge7"):  # the StuGs: the only tank destroyers or assault guns, ge7 the only one hull down
        b.units[b.unit_index(uid)] = b.unit(uid).with_status(Status.HIDDEN)
    b.terrain = [p for p in b.terrain if p.id != HIDDEN["allies"]["mines"]]  # the only minefield left: the Axis'
    w.replace_session(w.session)
    secret = ("Tank destroyer", "Defilade", "Minefield")
    assert len(secrets_in(w.legend.legend.labels(), secret)) == 3  # the umpire's (set-up) legend
    hand_over(qtbot, w, "axis")
    hand_over(qtbot, w, "allies")
    labels = w.legend.legend.labels()
    assert secrets_in(labels, secret) == [] and "Hidden (white dashed frame)" in labels
    seen = w.session.seen_by(w.view_filter)
    assert labels[1:] == [e.label for e in legend_entries(seen.battle, seen.catalogue)]
    board = legend_entries(b, w.session.catalogue, w.scene.any_fired(), w.view_filter)
    assert [e.label for e in board] == [e.label for e in legend_entries(seen.battle, seen.catalogue)]


RIGHT, CTRL = Qt.MouseButton.RightButton, Qt.KeyboardModifier.ControlModifier


def right_click_menu(qtbot, w: MainWindow, at: tuple[float, float]) -> list[str]:  # type: ignore[no-untyped-def]
    """A right click on the board at ``at``: the actions of the menu it opens (none: no menu), which then closes."""
    before = set(w.view.findChildren(QMenu))
    qtbot.mouseClick(w.view.viewport(), RIGHT, NONE, to_view(w, *at))
    menus = [m for m in w.view.findChildren(QMenu) if m not in before and m.isVisible()]
    texts = [a.text() for m in menus for a in m.actions() if not a.isSeparator()]
    for m in menus:
        m.close()
    return texts


def test_a_fake_marker_is_offered_nothing_a_real_unit_is(qtbot, hot_seat: MainWindow) -> None:
    """A right click with the Move tool: on its owner's fake (a rifle squad's marker) the menu offers nothing a real
    unit gets, where a real rifle squad is offered infantry fire, skis, the suicide squad and its range rings; in
    the umpire's view an Allied squad with the fake selected is offered no melee against it."""
    w = hot_seat
    w.set_tool("move")
    real = right_click_menu(qtbot, w, w.session.battle.unit("ge11").at)  # a real rifle squad of the Axis
    assert any(t.startswith("Infantry fire") for t in real) and "Show Range Rings" in real
    assert any(t.startswith("Reclassify") for t in real)
    w.scene.clearSelection()
    offered = right_click_menu(qtbot, w, FAKE_AT)
    assert offered == [] and w.scene.selected_unit_ids() == ["ax2"]  # its owner may still take and move it
    w.scene.clearSelection()
    qtbot.mouseClick(w.view.viewport(), LEFT, NONE, to_view(w, *w.session.battle.unit("su14").at))
    qtbot.mouseClick(w.view.viewport(), LEFT, CTRL, to_view(w, *FAKE_AT))
    assert sorted(w.scene.selected_unit_ids()) == ["ax2", "su14"]
    offered = right_click_menu(qtbot, w, FAKE_AT)
    assert offered and not any(t.startswith(("Melee", "Assault", "Mount")) for t in offered)
    w.scene.clearSelection()
    assert offered == right_click_menu(qtbot, w, w.session.battle.unit("su14").at)  # as for the squad alone
    hand_over(qtbot, w, "axis")
    w.set_tool("move")
    qtbot.mouseClick(w.view.viewport(), LEFT, NONE, to_view(w, *FAKE_AT))
    assert right_click_menu(qtbot, w, FAKE_AT) == []


def test_the_umpires_view_needs_each_side_in_turn_and_a_sides_view_is_a_hand_over(qtbot, hot_seat: MainWindow) -> None:
    """Players -> "View of <side>" is a hand-over: the cover first, then the barrier (no undo across it, no message
    left). Players -> Show Everything asks each side's player in turn behind the cover; nothing shows until the last
    has agreed, a "Not now" gives the table back to the side that had it, behind the cover, and the agreement is in
    the record that File -> Replay lists."""
    from morefire_gui.model.actions.table import ChangeUnits

    w = hot_seat
    feature = w.feature(HotSeatFeature)
    hand_over(qtbot, w, "allies")
    su14 = w.session.battle.unit("su14")
    assert w.act(ChangeUnits(units=(su14.model_copy(update={"facing": 90.0}),))).accepted
    w.message("Turned SMG squad 2")
    players_menu(w, "View of 181st Tank Brigade")  # the side's own view: nothing to hand over
    assert not feature.cover.isVisible() and w.undo_stack.count() == 1
    players_menu(w, "View of Kampfgruppe Peiper")
    assert feature.cover.isVisible() and "Hand over to Kampfgruppe Peiper" in feature.cover.message.text()
    assert w.view_filter.side == "allies"  # nothing switches behind the cover
    checked = [a.text() for a in feature.view_actions_ if a.isChecked()]
    assert checked == ["View of 181st Tank Brigade"]
    qtbot.mouseClick(feature.cover.button, LEFT)
    assert w.view_filter.side == "axis" and w.undo_stack.count() == 0 and not w.undo_stack.canRedo()
    assert [t for t in [*w.log.entries(), w.statusBar().currentMessage()] if "Turn" in t or "SMG" in t] == []
    records = len(w.session.battle.actions)
    show_everything(qtbot, w, refused_by="allies")  # the Axis agrees, the Allies do not
    assert feature.cover.isVisible() and "Hand over to Kampfgruppe Peiper" in feature.cover.message.text()
    assert not feature.cover.refuse.isVisible()
    qtbot.mouseClick(feature.cover.button, LEFT)
    assert w.view_filter.side == "axis" and len(w.session.battle.actions) == records  # nothing changed hands
    show_everything(qtbot, w)
    assert w.view_filter.umpire and not feature.cover.isVisible()
    assert w.session.battle.actions[-1].action == {"kind": "hand_over", "agreed": ["axis", "allies"]}
    dialog = ReplayDialog(w.session, "axis", w)
    assert (
        dialog.steps.item(dialog.steps.count() - 1)
        .text()
        .startswith(f"{dialog.steps.count() - 1}. Show everything, agreed by Kampfgruppe Peiper and 181st Tank Brigade")
    )
    dialog.accept()


@pytest.mark.parametrize("viewer", ["allies", "axis"])
def test_every_picture_says_whose_view_it_shows(qtbot, hot_seat: MainWindow, tmp_path: Path, viewer: str) -> None:
    """Export Board without the title block, in a side's view: the PNG's own text, the words painted at the board's
    foot in the PDF, the PDF's and the SVG's titles all say whose view it is; so does the report's picture. At a new
    turn in a side's view the turn's pictures are kept for each side's view and none of everything; in the umpire's
    view, the umpire's too."""
    from morefire_gui.gui.features.report import ReportFeature, snapshot_folder

    w = hot_seat
    owner = SIDES[viewer][0]
    hand_over(qtbot, w, owner)
    hand_over(qtbot, w, viewer)
    whose = view_title(w.session.battle, w.view_filter)
    shell = w.feature(ShellFeature)
    png = shell.export_to(ExportRequest(tmp_path / "b.png", 900, RenderOptions()))
    pdf = shell.export_to(ExportRequest(tmp_path / "b.pdf", 900, RenderOptions()))
    svg = shell.export_to(ExportRequest(tmp_path / "b.svg", 900, RenderOptions()))
    assert png is not None and pdf is not None and svg is not None
    assert whose in QImage(str(png)).text("Title") and whose in QImage(str(png)).text("Description")
    assert whose in pdf_text(pdf) and whose in str(PdfReader(pdf).metadata.title)
    assert f"— {whose}</title>" in svg.read_text()
    report = ReportDialog(w.session, w, w.view_filter)
    report.path.setText(str(tmp_path / "report.html"))
    report.export()
    assert whose in QImage(str(tmp_path / "report_board.png")).text("Title")
    # A new turn in a side's view: a picture for each side's view, none of everything.
    w.session.path = tmp_path / "battle.yaml"
    w.session.battle.turn += 1
    w.feature(ReportFeature).changed((Change(Aspect.TURN),))
    turn = f"turn-{w.session.battle.turn}.png"
    umpire = snapshot_folder(w.session, None) / turn
    assert not umpire.exists()
    for side in (viewer, owner):
        picture = snapshot_folder(w.session, view_of(w.session.battle, side)) / turn
        assert view_title(w.session.battle, view_of(w.session.battle, side)) in QImage(str(picture)).text("Title")
    show_everything(qtbot, w)
    w.session.battle.turn += 1
    w.feature(ReportFeature).changed((Change(Aspect.TURN),))
    umpire = snapshot_folder(w.session, None) / f"turn-{w.session.battle.turn}.png"
    assert "Umpire's view (everything)" in QImage(str(umpire)).text("Title")


@pytest.mark.parametrize("viewer", ["allies", "axis"])
def test_a_sides_board_is_its_seen_battle_a_remote_client_opens(
    qtbot, hot_seat: MainWindow, demo_path: Path, tmp_path: Path, viewer: str
) -> None:
    """The battle as a side may hold it (``seen_by``) is saved and opened again, as a remote side's client would be
    handed it: the file says whose view it is and which units are markers, holds no word of the other side's
    secrets, and opens in a window of its own in that side's view alone, whose board is the same picture as the hot
    seat's board in that view; and so is the hot seat's board with the other side's real and fake swapped."""
    w = hot_seat
    owner, _tank, secrets, _own = SIDES[viewer]
    hand_over(qtbot, w, owner)
    hand_over(qtbot, w, viewer)
    w.set_tool("select")
    live = board_picture(w)
    seen = tmp_path / "seen.yaml"
    seen.write_text(battle_to_yaml(w.session.seen_by(w.view_filter).battle))
    text = seen.read_text()
    assert f"seen_by: {viewer}" in text and "type: hidden position" in text and secrets_in([text], secrets) == []
    client = MainWindow(BattleSession.open(seen))
    try:
        client.resize(w.size())
        client.show()
        qtbot.waitExposed(client)
        client.view.fit_table()
        assert client.view_filter.side == viewer and client.session.seen_as is not None
        markers = {u.id for u in client.session.battle.units if u.type == MARKER_TYPE}
        assert markers and markers == set(client.view_filter.masked_units)
        assert not any(a.isEnabled() for a in client.feature(HotSeatFeature).view_actions_)  # nothing more to see
        client.set_tool("select")
        assert client.view.pixels_per_unit == w.view.pixels_per_unit
        assert board_picture(client) == live
        assert secrets_in(texts_of(client), secrets) == []
    finally:
        close_quietly(client)
    w.replace_session(hidden_session(demo_path, swapped=owner))  # the other side's secrets all changed
    w.view.fit_table()
    hand_over(qtbot, w, owner)
    hand_over(qtbot, w, viewer)
    w.set_tool("select")
    assert board_picture(w) == live


def score_rows(qtbot, w: MainWindow, monkeypatch) -> tuple[dict[str, list[str]], list[str]]:  # type: ignore[no-untyped-def]
    """Battle -> Score Battle, and Record in Log: the locations' rows as the dialog shows them, and the words of the
    entry it writes to the log."""
    monkeypatch.setattr(VictoryDialog, "exec", lambda self: 0)
    battle_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Battle")
    next(a for a in battle_menu.actions() if a.text() == "&Score Battle…").trigger()
    dialog = w.findChildren(VictoryDialog)[-1]
    rows = {row[0]: row for row in dialog.location_rows()}
    qtbot.mouseClick(dialog.record_button, LEFT)
    entry = w.session.battle.log[-1]
    assert entry.kind == "victory" and not entry.secret  # one entry, read by both sides alike
    dialog.close()
    dialog.setParent(None)
    return rows, [entry.title, entry.summary, str(entry.steps)]


LOCATION_1, LOCATION_2 = "Crossroad 1", "Crossroad 2"  # two crossroads with no name, numbered in file order


def with_locations(w: MainWindow, viewer: str, owner: str, tank: str) -> None:
    """A holding action, the other side defending, with a location on its real hidden tank and one on its fake."""
    b = w.session.battle
    real, fake = (b.unit(tank).at, b.unit(HIDDEN[owner]["fake"]).at)
    b.mission = MissionSpec(kind=Mission.HOLDING_ACTION, attacker=viewer, defender=owner)
    values = VpValues(standard=50, retained=50, captured=50)
    b.vp_locations = [
        VpLocation(id="vp1", kind=VpKind.CROSSROAD, at=real, values=values),
        VpLocation(id="vp2", kind=VpKind.CROSSROAD, at=fake, values=values),
    ]


@pytest.mark.parametrize("viewer", ["allies", "axis"])
def test_the_score_does_not_tell_a_real_marker_from_a_fake(
    qtbot, hot_seat: MainWindow, monkeypatch, viewer: str
) -> None:
    """Score Battle in a side's view (docs/rules-notes.md, "Scoring with hidden positions"): a victory point location
    on the other side's real hidden tank and one on its fake read the same, "not known: a hidden position is near",
    counted for nobody, with no name or distance that would tell which marker is which; the score recorded in the log
    reads so to both sides. The umpire's score is the true one: the real tank holds its location, the fake nothing."""
    w = hot_seat
    owner, tank, secrets, _own = SIDES[viewer]
    with_locations(w, viewer, owner, tank)
    hand_over(qtbot, w, viewer)
    rows, words = score_rows(qtbot, w, monkeypatch)
    real, fake = rows[LOCATION_1], rows[LOCATION_2]
    assert real[1:] == fake[1:] and real[2] == "not known" and real[7] == NOT_KNOWN
    assert secrets_in([*texts_of(w), *words], secrets) == []
    assert NOT_KNOWN in words[2]
    recorded = words
    # The umpire's score (both players agree to it) is the true one: the check can fail.
    hand_over(qtbot, w, owner)
    show_everything(qtbot, w)
    assert w.view_filter.umpire
    rows, words = score_rows(qtbot, w, monkeypatch)
    assert "(defender, " in rows[LOCATION_1][2] and rows[LOCATION_2][2] == "nobody"
    assert words[2] == recorded[2]  # the log's record reads alike in every view: only the umpire's dialog tells


@pytest.mark.parametrize("viewer", ["allies", "axis"])
def test_the_recorded_score_is_the_same_whichever_marker_is_real(
    qtbot, hot_seat: MainWindow, demo_path: Path, monkeypatch, viewer: str
) -> None:
    """The same battle with the other side's real tank and its fake swapped: the score a side reads and the entry
    it records are word for word the same."""
    owner, tank, _secrets, _own = SIDES[viewer]
    seen = []
    for swapped in (None, owner):
        w = hot_seat
        w.replace_session(hidden_session(demo_path, swapped))
        with_locations(w, viewer, owner, tank)
        hand_over(qtbot, w, viewer)
        seen.append(score_rows(qtbot, w, monkeypatch))
    assert seen[0] == seen[1]


class _PreviewToPdf(QPrintPreviewDialog):
    """The print preview with its pages painted into a PDF file to read (offscreen, nothing to look at)."""

    out: Path

    def exec(self) -> int:
        printer = self.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(self.out))
        self.paintRequested.emit(printer)
        return 0


def pdf_text(path: Path) -> str:
    """The words of a PDF's pages, spaced as they read (Qt's PDF spaces words with tabs)."""
    return " ".join(" ".join(page.extract_text().split()) for page in PdfReader(path).pages)


@pytest.mark.parametrize("viewer", ["allies", "axis"])
def test_printing_in_a_sides_view(qtbot, hot_seat: MainWindow, monkeypatch, tmp_path: Path, viewer: str) -> None:
    """File -> Print, to a PDF and in the preview, in a side's view: the sheets hold no word of the other side's
    secrets and their title block says whose view they show."""
    w = hot_seat
    owner, _tank, secrets, _own = SIDES[viewer]
    hand_over(qtbot, w, owner)
    hand_over(qtbot, w, viewer)
    shell = w.feature(ShellFeature)
    seen = view_title(w.session.battle, w.view_filter)
    pdf = tmp_path / "plan.pdf"
    monkeypatch.setattr(
        PrintSetupDialog, "ask", classmethod(lambda cls, *args: PrintRequest(PrintSettings(), PrintAction.PDF, pdf))
    )
    shell.print_action.trigger()
    text = pdf_text(pdf)
    assert seen in text and secrets_in([text], secrets) == []
    # The umpire's print of the same battle does hold them: the check can fail.
    umpire = tmp_path / "umpire.pdf"
    print_to_pdf(w.session, PrintSettings(), umpire)
    assert secrets_in([pdf_text(umpire)], secrets)
    _PreviewToPdf.out = tmp_path / "preview.pdf"
    monkeypatch.setattr(shell_module, "QPrintPreviewDialog", _PreviewToPdf)
    monkeypatch.setattr(
        PrintSetupDialog, "ask", classmethod(lambda cls, *args: PrintRequest(PrintSettings(), PrintAction.PREVIEW))
    )
    shell.print_action.trigger()
    text = pdf_text(_PreviewToPdf.out)
    assert seen in text and secrets_in([text], secrets) == []


@pytest.mark.parametrize("viewer", ["allies", "axis"])
def test_an_island_wave_not_landed_is_not_there_for_the_tools(qtbot, hot_seat: MainWindow, viewer: str) -> None:
    """ISLAND A: the other side's wave not landed is not on the board at all: measuring to where its unit stands
    snaps to nothing and names nothing, and the Move tool cannot pick it."""
    w = hot_seat
    owner, _tank, secrets, own_unit = SIDES[viewer]
    wave = HIDDEN[owner]["wave"]
    wave_at = WAVE_AT[owner]
    assert w.session.battle.unit(wave).at == wave_at and wave in view_of(w.session.battle, viewer).unseen_units
    hand_over(qtbot, w, owner)
    hand_over(qtbot, w, viewer)
    w.set_tool("measure")
    drag(qtbot, w, w.session.battle.unit(own_unit).at, wave_at)
    tool = w.view.tool
    assert isinstance(tool, MeasureTool) and tool.end_unit is None and tool.snapped == [own_unit]
    assert secrets_in([tool.label_text(), *texts_of(w)], secrets) == []
    before = w.session.battle.unit(wave)
    w.set_tool("move")
    drag(qtbot, w, wave_at, (wave_at[0] + 2, wave_at[1]))
    assert w.session.battle.unit(wave) == before and w.undo_stack.count() == 0
    assert secrets_in(texts_of(w), secrets) == []
    # Its owner's measure to it does snap to it (the check can fail).
    hand_over(qtbot, w, owner)
    w.set_tool("measure")
    drag(qtbot, w, w.session.battle.unit(SIDES[owner][3]).at, wave_at)
    assert w.view.tool.end_unit == wave


def every_choice(dialog: QWidget):  # type: ignore[no-untyped-def]
    """Each choice of each of the dialog's lists in turn (what a curious player would try), one at a time."""
    for combo in dialog.findChildren(QComboBox):
        for i in range(combo.count()):
            combo.setCurrentIndex(i)
            yield f"{combo.objectName() or type(combo).__name__} {combo.itemText(i)}"


@pytest.mark.parametrize("viewer", ["allies", "axis"])
def test_the_dialogs_opened_in_a_sides_view(qtbot, hot_seat: MainWindow, monkeypatch, viewer: str) -> None:
    """The airstrike, barrage, battery, fire, infantry fire, melee and assault dialogs opened in a side's view (and
    the Artillery and Aircraft docks beside them): with every choice of their lists tried in turn, no word of the
    other side's secrets in any widget's text or tooltip."""
    w = hot_seat
    owner, _tank, secrets, _own = SIDES[viewer]
    hand_over(qtbot, w, owner)
    hand_over(qtbot, w, viewer)
    battle = w.session.battle
    marker = REAL_AT if viewer == "allies" else (60.0, 40.0)
    own = [u for u in battle.units if u.side == viewer and not u.has(Status.HIDDEN)]
    infantry = [u.id for u in own if u.type in ("R", "SMG", "LMG", "MMG")]
    tank = next(u.id for u in own if w.session.catalogue.get(u.type).kind is UnitKind.VEHICLE)
    for cls in (
        AirstrikeDialog,
        BarrageDialog,
        BatteryDialog,
        FireDialog,
        InfantryFireDialog,
        MeleeDialog,
        AssaultDialog,
    ):
        monkeypatch.setattr(cls, "exec", lambda self: 0)
    infantry_feature = w.feature(InfantryFeature)
    openers = [
        lambda: w.feature(AircraftFeature).open_airstrike(entry=marker, heading=90.0, side=viewer),
        lambda: w.feature(ArtilleryFeature).open_barrage(aim=marker),
        lambda: w.feature(DirectFireFeature).open_fire(firer=tank),
        lambda: infantry_feature.open_fire(marker, infantry[:2]),
        lambda: infantry_feature.open_melee(attacker=infantry[0]),
        lambda: infantry_feature.open_assault(infantry=infantry[0]),
        lambda: BatteryDialog.ask(w.session, viewer, [], w) or w.findChildren(BatteryDialog)[0],
    ]
    for open_dialog in openers:
        dialog = open_dialog()
        dialog.show()
        tried = [texts_of(w) for _choice in every_choice(dialog)] or [texts_of(w)]
        leaks = sorted({leak for texts in tried for leak in secrets_in(texts, secrets)})
        assert leaks == [], type(dialog).__name__
        dialog.close()
        dialog.setParent(None)  # gone, as a closed dialog is: the next one is read on its own


@pytest.mark.parametrize("viewer", ["allies", "axis"])
def test_the_suicide_squad_dialog_offers_only_the_sides_own_units(
    qtbot, hot_seat: MainWindow, demo_path: Path, monkeypatch, viewer: str
) -> None:
    """Infantry -> Suicide Squad in a side's view: the units offered are the side's own infantry in plain sight, none
    of the other side's (its fake marker, a rifle squad's, would be listed and named as one: how many markers are
    infantry, and which), and the list reads the same whichever of the other side's markers is real."""
    from morefire_gui.gui.dialogs.suicide_squad import SuicideSquadDialog

    monkeypatch.setattr(SuicideSquadDialog, "exec", lambda self: 0)
    owner, _tank, secrets, _own = SIDES[viewer]
    w = hot_seat
    read = []
    for swapped in (None, owner):
        w.replace_session(hidden_session(demo_path, swapped))
        hand_over(qtbot, w, owner)
        hand_over(qtbot, w, viewer)
        dialog = w.feature(InfantryFeature).open_suicide()
        offered = [(dialog.unit.itemText(i), dialog.unit.itemData(i)) for i in range(dialog.unit.count())]
        battle = w.session.battle
        assert offered and all(battle.unit(uid).side == viewer for _text, uid in offered)
        assert secrets_in([t for pair in offered for t in pair], secrets) == []
        read.append(offered)
        dialog.close()
        dialog.setParent(None)
    assert read[0] == read[1]


def test_placement_complete_counts_only_the_pieces_the_side_sees(qtbot, hot_seat: MainWindow, monkeypatch) -> None:
    """Scenario -> Placement Complete in the Allied view: "N terrain pieces are on the table" counts the pieces the
    Allies see, not the Axis's deliberate minefield they have not found (3.6)."""
    from PySide6.QtWidgets import QLabel

    from morefire_gui.gui.dialogs.placement import PlacementDialog
    from morefire_gui.gui.features.scenario import ScenarioFeature

    said: list[str] = []

    def read(self: PlacementDialog) -> int:
        said.extend(label.text() for label in self.findChildren(QLabel))
        return 0

    monkeypatch.setattr(PlacementDialog, "exec", read)
    w = hot_seat
    hand_over(qtbot, w, "axis")
    hand_over(qtbot, w, "allies")
    assert not w.feature(ScenarioFeature).complete_placement()
    seen = len(w.session.battle.terrain) - 1  # all but the Axis's minefield
    assert any(f"{seen} terrain pieces are on the table." in t for t in said), said
