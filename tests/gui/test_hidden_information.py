"""Hidden information holds in hot seat: a battle played through the window, one side then the other, with every
kind of secret (tests/hidden_battle.py). After the hand-over, no word of the other side's secrets is in any widget's
text or tooltip, the status bar, the messages, the undo history, the log's search, the board's items, an exported
SVG or report; the exported picture is the same whatever the secrets are; and undo does not cross the hand-over."""

from __future__ import annotations

from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QLineEdit,
    QListWidget,
    QTableWidget,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItemIterator,
    QWidget,
)

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
from morefire_gui.gui.dialogs.victory import VictoryDialog
from morefire_gui.gui.features import board_actions
from morefire_gui.gui.features import shell as shell_module
from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.direct_fire import DirectFireFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.infantry import InfantryFeature
from morefire_gui.gui.features.report import ReportDialog
from morefire_gui.gui.features.shell import ShellFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.printing import PrintSettings, print_to_pdf
from morefire_gui.gui.render import RenderOptions, render_battle
from morefire_gui.model.actions.direct_fire import Spot
from morefire_gui.model.scenario import MissionSpec, VpLocation, VpValues
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.rules.scenario.terms import Mission, VpKind
from morefire_gui.session.visibility import view_of, view_title
from tests.gui.conftest import to_view
from tests.hidden_battle import ALLIED_SECRETS, AXIS_SECRETS, FAKE_AT, REAL_AT, WAVE_AT, hidden_session, secrets_in

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
# (the side at the table, its hidden tank, the other side, the other side's secrets, one of its own counters)
SIDES = {"allies": ("axis", "jtank", AXIS_SECRETS, "su14"), "axis": ("allies", "utank", ALLIED_SECRETS, "ge11")}


def texts_of(window: MainWindow) -> list[str]:
    """Every text the player can read: widgets' texts and tooltips, lists, trees, tables, menus' actions, the board's
    labels and tooltips, the status bar, the undo history (the catalogue of every type there is is left out: it is
    the same for everyone)."""
    out = [window.statusBar().currentMessage(), window.windowTitle()]
    skip = set(window.catalogue.findChildren(QWidget)) | {window.catalogue}
    for w in window.findChildren(QWidget):
        if w in skip:
            continue
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
    for item in window.scene.items():
        if not item.isVisible():
            continue  # not drawn (the board shows only what the view gives)
        out.append(item.toolTip())
        if isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            out.append(item.toPlainText())
    stack = window.undo_stack
    out += [stack.text(i) for i in range(stack.count())] + [stack.undoText(), stack.redoText()]
    return [t for t in out if t]


def hand_over(qtbot, window: MainWindow, side: str) -> None:  # type: ignore[no-untyped-def]
    """Players -> Hand Over, and the next player presses the cover's button."""
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


@pytest.mark.parametrize("viewer", ["allies", "axis"])
def test_the_other_sides_secrets_never_show(
    qtbot, hot_seat: MainWindow, demo_path: Path, tmp_path: Path, viewer: str
) -> None:
    w = hot_seat
    owner, tank, secrets, own_unit = SIDES[viewer]
    tank_at = w.session.battle.unit(tank).at
    # The owner's turn at the table: it measures from its hidden tank and spots with it (both give nothing away).
    hand_over(qtbot, w, owner)
    w.set_tool("measure")
    drag(qtbot, w, tank_at, w.session.battle.unit(own_unit).at)
    target = own_unit
    resolution = w.act(Spot(spotter=tank, target=target))
    assert resolution.accepted
    own = (tank, w.session.battle.unit(tank).name)  # the owner reads its own tank by its name
    assert w.undo_stack.count() == 1 and secrets_in(texts_of(w), own)  # the owner sees its own
    # The hand-over is a barrier: nothing of the owner's screen is left, and its action cannot be taken back.
    hand_over(qtbot, w, viewer)
    assert w.undo_stack.count() == 0 and not w.undo_stack.canUndo()
    leaks = secrets_in(texts_of(w), secrets)
    assert leaks == []
    # The tools on the markers: measure snaps to the marker's square and names nothing; select and move cannot take it.
    marker = (REAL_AT, FAKE_AT) if viewer == "allies" else ((60.0, 40.0), (12.0, 40.0))
    w.set_tool("measure")
    drag(qtbot, w, w.session.battle.unit(own_unit).at, marker[0])
    assert secrets_in(texts_of(w), secrets) == []
    w.set_tool("select")
    qtbot.mouseClick(w.view.viewport(), LEFT, NONE, to_view(w, *marker[0]))
    assert w.scene.selected_unit_ids() == []
    before = w.session.battle.unit(tank)
    w.set_tool("move")
    drag(qtbot, w, marker[0], (marker[0][0] + 2, marker[0][1] + 2))
    assert w.session.battle.unit(tank) == before
    assert secrets_in(texts_of(w), secrets) == []
    # A right click with an own unit and a marker: nothing is offered for the marker.
    offered = [a.text() for a in board_actions(w.features, [own_unit, tank], marker[0])]
    assert secrets_in(offered, secrets) == [] and offered == [
        a.text() for a in board_actions(w.features, [own_unit], marker[0])
    ]
    # The log's search for the hidden tank finds nothing.
    w.log.search.setText(tank)
    assert w.log.entries() == [] or secrets_in(w.log.entries(), secrets) == []
    w.log.search.clear()
    # Every export is made in the side's view.
    shell = w.feature(ShellFeature)
    svg = shell.export_to(ExportRequest(tmp_path / "board.svg", 900, RenderOptions(title_block=True)))
    assert svg is not None and secrets_in([svg.read_text()], secrets) == []
    png = shell.export_to(ExportRequest(tmp_path / "board.png", 900, RenderOptions()))
    other = hidden_session(demo_path, swapped=owner)  # every secret of the owner's changed
    other.commit(other.perform(Spot(spotter=tank, target=target)))  # and the same played
    render_battle(other, tmp_path / "other.png", 900, view=view_of(other.battle, viewer))
    assert QImage(str(png)) == QImage(str(tmp_path / "other.png"))
    report = ReportDialog(w.session, w, w.view_filter)
    report.path.setText(str(tmp_path / "report.html"))
    written = report.export()
    assert secrets_in([written.read_text()], secrets) == []
    # The force builder offers and shows only the side's own forces.
    builder = ForceBuilderDialog(w.session, w, w)
    assert builder.tabs.count() == 1 and builder.tabs.tabText(0).startswith(w.session.battle.side(viewer).label)
    assert secrets_in(texts_of(w), secrets) == []
    builder.close()


@pytest.mark.parametrize("viewer", ["allies", "axis"])
def test_the_score_names_the_other_sides_hidden_positions_only_as_markers(
    qtbot, hot_seat: MainWindow, monkeypatch, viewer: str
) -> None:
    """Score Battle in a side's view: a victory point location on the other side's real hidden tank is controlled
    by it (a real hidden position counts), one on its fake by nobody (a fake is nothing), and the words name the
    tank only as "a hidden position", with no distance that would tell which marker it is; the score recorded in
    the log reads the same to both sides."""
    w = hot_seat
    owner, tank, secrets, _own = SIDES[viewer]
    b = w.session.battle
    real, fake = (b.unit(tank).at, b.unit(tank.replace("tank", "fake")).at)
    b.mission = MissionSpec(kind=Mission.HOLDING_ACTION, attacker=viewer, defender=owner)
    values = VpValues(standard=50, retained=50, captured=50)
    b.vp_locations = [
        VpLocation(id="vpreal", kind=VpKind.CROSSROAD, at=real, values=values),
        VpLocation(id="vpfake", kind=VpKind.CROSSROAD, at=fake, values=values),
    ]
    hand_over(qtbot, w, viewer)
    monkeypatch.setattr(VictoryDialog, "exec", lambda self: 0)
    battle_menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Battle")
    next(a for a in battle_menu.actions() if a.text() == "&Score Battle…").trigger()
    dialog = next(d for d in w.findChildren(VictoryDialog))
    rows = {row[0]: row for row in dialog.location_rows()}
    assert "Defender" in rows["vpreal (vpreal)"][2] and "a hidden position" in rows["vpreal (vpreal)"][7]
    assert "yards away" not in rows["vpreal (vpreal)"][7]
    assert secrets_in(texts_of(w), secrets) == []
    qtbot.mouseClick(dialog.record_button, LEFT)
    entry = w.session.battle.log[-1]
    assert entry.kind == "victory" and not entry.secret  # one entry, read by both sides alike
    words = [entry.title, entry.summary, str(entry.steps)]
    assert "a hidden position" in words[2] and secrets_in(words, secrets) == []
    dialog.close()
    assert secrets_in(texts_of(w), secrets) == []


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
    wave = "jwave" if owner == "axis" else "uwave"
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
