"""The app around the rules: File → Export Board and Print, Edit → Preferences, the Help menu, tooltips, icons,
and a dark desktop palette."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from importlib import metadata
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QAction, QColor, QGuiApplication, QImage, QPalette
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QDialog, QToolBar

from morefire_gui.geometry.print_layout import TableArea
from morefire_gui.gui.dialogs.export import ExportDialog
from morefire_gui.gui.dialogs.help import AboutDialog, HelpDialog, about_html, shortcut_rows, shortcuts_html
from morefire_gui.gui.dialogs.preferences import PreferencesDialog
from morefire_gui.gui.dialogs.print_setup import PrintAction, PrintRequest, PrintSetupDialog
from morefire_gui.gui.features.shell import ShellFeature
from morefire_gui.gui.icons import tool_icon
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.preferences import load_preferences
from morefire_gui.gui.printing import PrintMode, PrintSettings, pages_in_pdf, print_to_pdf
from morefire_gui.gui.style import readable
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.model.battle import LosSettings, TerrainKind


def shell(window: MainWindow) -> ShellFeature:
    return window.feature(ShellFeature)  # type: ignore[return-value]


def menu_actions(window: MainWindow) -> dict[str, list[QAction]]:
    out: dict[str, list[QAction]] = {}
    for top in window.menuBar().actions():
        if top.menu() is not None:
            out[top.text().replace("&", "")] = [a for a in top.menu().actions() if not a.isSeparator()]
    return out


def texts(actions: list[QAction]) -> list[str]:
    return [a.text().replace("&", "") for a in actions]


# -- export ---------------------------------------------------------------------------------------------------------------
def test_file_menu_offers_export_and_print_and_edit_preferences(window: MainWindow) -> None:
    menus = menu_actions(window)
    assert {"Export Board…", "Print…"} <= set(texts(menus["File"]))
    assert texts(menus["File"])[-1] == "Quit"
    assert "Preferences…" in texts(menus["Edit"])
    assert {"First Battle", "Keyboard Shortcuts", "About More Fire!"} <= set(texts(menus["Help"]))
    assert shell(window).print_action.shortcut().toString() == "Ctrl+P"


@pytest.mark.parametrize("suffix", [".png", ".svg", ".pdf"])
def test_export_the_whole_table(window: MainWindow, tmp_path: Path, suffix: str) -> None:
    dialog = ExportDialog(window.session, shell(window).visible_area(), window)
    dialog.format.setCurrentIndex(dialog.format.findData(suffix))
    dialog.image_width.setValue(1200)
    dialog.title_block.setChecked(True)
    request = dialog.request(tmp_path / "board")
    assert request.path.name == f"board{suffix}" and request.options.title_block
    out = shell(window).export_to(request)
    assert out == request.path and out.stat().st_size > 1000
    if suffix == ".png":
        image = QImage(str(out))
        assert image.width() == 1200 and image.height() > 500
        colours = {image.pixel(x, y) for x in range(0, 1200, 20) for y in range(0, image.height(), 20)}
        assert len(colours) > 20
    elif suffix == ".svg":
        root = ET.parse(out).getroot()
        assert root.tag.endswith("svg")
        assert "Demo: Prokhorovka road" in out.read_text(encoding="utf-8")  # the title block's text
    else:
        assert pages_in_pdf(out.read_bytes()) == 1


def test_export_what_the_window_shows(window: MainWindow, tmp_path: Path) -> None:
    window.view.fit_table()
    for _ in range(4):
        window.view.zoom_in()
    visible = shell(window).visible_area()
    assert visible is not None and visible.width < 72 and visible.depth < 48
    dialog = ExportDialog(window.session, visible, window)
    dialog.visible_only.setChecked(True)
    dialog.legend.setChecked(False)
    dialog.image_width.setValue(800)
    request = dialog.request(tmp_path / "part.png")
    assert request.options.area == visible and not request.options.legend
    out = shell(window).export_to(request)
    image = QImage(str(out))
    # Without the legend the picture has the visible area's shape.
    assert image.height() == pytest.approx(800 * visible.depth / visible.width, abs=2)


def test_export_menu_action_runs_the_dialog(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    def ask(cls, session, visible, parent=None, view=None):  # type: ignore[no-untyped-def]
        return ExportDialog(session, visible, parent, view).request(tmp_path / "menu.png")

    monkeypatch.setattr(ExportDialog, "ask", classmethod(ask))
    shell(window).export_action.trigger()
    assert QImage(str(tmp_path / "menu.png")).width() == 2400


# -- print --------------------------------------------------------------------------------------------------------------------
def test_print_dialog_says_how_many_sheets(window: MainWindow) -> None:
    dialog = PrintSetupDialog(window.session, None, window)
    assert dialog.summary.text().startswith("1 sheet, A4 landscape")
    dialog.at_scale.setChecked(True)
    dialog.factor.setValue(1.0)
    assert "49 sheets (7 across × 7 down), A4 landscape, 1:1" in dialog.summary.text()
    assert "50 pages with the assembly sheet" in dialog.summary.text()
    dialog.paper.setCurrentIndex(dialog.paper.findData("Letter"))
    assert "Letter" in dialog.summary.text()
    dialog.factor.setValue(4.0)
    assert "sheets" in dialog.error.text() and not dialog.print_button.isEnabled()
    dialog.factor.setValue(0.25)
    settings = dialog.settings()
    assert settings.mode is PrintMode.SCALE and settings.paper == "Letter" and settings.factor == 0.25


@pytest.mark.parametrize(
    "settings, pages",
    [
        (PrintSettings(), 1),
        (PrintSettings(paper="Letter", legend=False, title_block=False), 1),
        (PrintSettings(mode=PrintMode.SCALE, factor=0.25), 5),  # 2 x 2 sheets and the assembly sheet
        (PrintSettings(mode=PrintMode.SCALE, factor=0.25, assembly_sheet=False), 4),
        (PrintSettings(mode=PrintMode.SCALE, factor=1.0, area=TableArea(0, 0, 20, 14), paper="Letter"), 5),
    ],
)
def test_print_to_pdf_gives_the_planned_pages(
    window: MainWindow, tmp_path: Path, settings: PrintSettings, pages: int
) -> None:
    out = tmp_path / "plan.pdf"
    assert print_to_pdf(window.session, settings, out) == pages
    assert pages_in_pdf(out.read_bytes()) == pages


def test_print_a_real_size_sheet_at_real_size(window: MainWindow, tmp_path: Path) -> None:
    # A 1:1 sheet of A4 landscape: the PDF page is 297 x 210 mm (841.9 x 595.3 pt).
    out = tmp_path / "one.pdf"
    print_to_pdf(window.session, PrintSettings(mode=PrintMode.SCALE, area=TableArea(0, 0, 8, 5)), out)
    box = re.search(rb"/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)", out.read_bytes())
    assert box is not None
    assert (float(box.group(1)), float(box.group(2))) == (pytest.approx(841.9, abs=1), pytest.approx(595.3, abs=1))


def test_print_menu_saves_a_pdf_and_previews(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    settings = PrintSettings(mode=PrintMode.SCALE, factor=0.25)
    assert shell(window).print_with(PrintRequest(settings, PrintAction.PDF, tmp_path / "p.pdf")) == 5
    assert pages_in_pdf((tmp_path / "p.pdf").read_bytes()) == 5

    def exec_preview(self) -> int:  # type: ignore[no-untyped-def]
        printer = QPrinter()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(tmp_path / "preview.pdf"))
        self.paintRequested.emit(printer)
        return 0

    monkeypatch.setattr(QPrintPreviewDialog, "exec", exec_preview)
    assert shell(window).print_with(PrintRequest(settings, PrintAction.PREVIEW)) == 5
    monkeypatch.setattr(PrintSetupDialog, "ask", classmethod(lambda cls, *a, **k: None))
    shell(window).print_action.trigger()  # cancelled: nothing happens


# -- preferences ----------------------------------------------------------------------------------------------------------
def test_preferences_store_settings_and_change_los_as_one_undoable_edit(window: MainWindow, qtbot) -> None:
    from morefire_gui.gui.settings import app_settings

    app_settings().setValue("dice/mode", "physical")
    dialog = PreferencesDialog(load_preferences(), window.session.battle, window)
    assert "physical" in dialog.dice.currentText().lower()
    assert dialog.autosave.value() == 2  # the default
    dialog.autosave.setValue(5)
    dialog.units.setCurrentIndex(dialog.units.findData("cm"))
    dialog.hedge.setValue(40)
    dialog._set_colour("germany", QColor("#123456"))
    result = dialog.result_value()
    shell(window).apply_preferences(result)
    assert float(app_settings().value("autosave/minutes")) == 5.0
    from morefire_gui.gui.features.safety import SafetyFeature

    assert window.feature(SafetyFeature).timer.interval() == 5 * 60_000  # the autosave timer follows at once
    assert app_settings().value("display/units") == "cm"
    assert load_preferences().side_colours == {"germany": "#123456"}
    assert window.session.battle.settings.los.hedge_yards == 40
    german = next(u.id for u in window.session.battle.units if u.side == window.session.battle.sides[0].id)
    assert window.scene.units[german].colour.name() == "#123456"
    # The status bar now shows centimetres.
    window._on_view_cursor_moved(QPointF(10, 5))
    assert window.cursor_label.text().startswith("x 25.4 cm, y 12.7 cm")
    window.undo_action.trigger()
    assert window.session.battle.settings.los.hedge_yards == 25


def test_preferences_menu_action(window: MainWindow, monkeypatch) -> None:
    monkeypatch.setattr(PreferencesDialog, "ask", classmethod(lambda cls, p, b, parent=None: None))
    shell(window).preferences_action.trigger()
    assert window.undo_stack.count() == 0


# -- help ------------------------------------------------------------------------------------------------------------------------
def test_first_battle_help_walks_through_the_demo(window: MainWindow) -> None:
    dialog = shell(window).first_battle()
    assert isinstance(dialog, HelpDialog) and dialog.isVisible()
    text = dialog.browser.toPlainText()
    for step in ("Open the demo", "Measure", "Move", "Call a barrage", "Fire", "Next turn"):
        assert step in text
    dialog.close()


def test_the_shortcut_sheet_is_read_from_the_window(window: MainWindow) -> None:
    rows = {(r.menu, r.command): r.keys for r in shortcut_rows(window)}
    assert rows[("File", "Save")] == "Ctrl+S"
    assert rows[("File", "Print")] == "Ctrl+P"
    assert rows[("Tools", "Measure")] == "M"
    assert rows[("View", "Grid")] == "Ctrl+G"
    # Every action in the menus that has a key is listed.
    keyed = {
        id(a)
        for actions in menu_actions(window).values()
        for a in actions
        if not a.shortcut().isEmpty() and a.menu() is None
    }
    assert len(keyed) == len(rows)
    # A key added later shows up without touching the sheet.
    extra = QAction("&Surprise", window)
    extra.setShortcut("Ctrl+Shift+F12")
    window.menuBar().actions()[0].menu().addAction(extra)
    assert "Ctrl+Shift+F12" in shortcuts_html(window)
    dialog = shell(window).shortcuts()
    assert "Ctrl+P" in dialog.browser.toPlainText()
    dialog.close()


def test_about_names_the_version_the_licence_and_the_rules(window: MainWindow, monkeypatch, tmp_path: Path) -> None:
    version = metadata.version("morefire-gui")
    text = about_html()
    assert f"Version {version}" in text and "MIT" in text and "More Fire! Ogon! Feuer!" in text
    shown: list[str] = []
    monkeypatch.setattr(AboutDialog, "exec", lambda self: shown.append(self.text.text()) or 0)
    shell(window).about_action.trigger()
    assert shown and version in shown[0]
    # The same version goes into saved battle files.
    window.session.save(tmp_path / "v.yaml")
    assert f"app_version: {version}" in (tmp_path / "v.yaml").read_text(encoding="utf-8")


# -- tooltips and icons -------------------------------------------------------------------------------------------------------
def test_every_action_has_a_tooltip(window: MainWindow) -> None:
    missing = []
    toolbar_actions = [a for bar in window.findChildren(QToolBar) for a in bar.actions()]
    for action in [a for actions in menu_actions(window).values() for a in actions] + toolbar_actions:
        if action.isSeparator() or action.menu() is not None:
            continue
        plain = action.text().replace("&", "").rstrip("…").strip()
        tip = action.toolTip().replace("&", "").rstrip("…").strip()
        if not tip or tip == plain:
            missing.append(action.text())
    recent = {a.text() for a in window.recent_menu.actions()}
    assert [m for m in missing if m not in recent] == []


def test_the_tools_have_crisp_svg_icons(window: MainWindow) -> None:
    for name in ("select", "measure", "terrain", "place", "barrage", "template", "registration"):
        icon = window.tool_actions[name].icon()
        assert not icon.isNull(), name
        # Drawn from SVG at high-DPI sizes, not scaled up from a small bitmap.
        assert icon.pixmap(64, 64).width() == 64 and 96 in [s.width() for s in icon.availableSizes()]
    assert tool_icon("no-such-tool").isNull()


# -- a dark desktop -------------------------------------------------------------------------------------------------------------
def contrast(a: QColor, b: QColor) -> float:
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.fixture
def dark_palette(qapp):  # type: ignore[no-untyped-def]
    before = QGuiApplication.palette()
    palette = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, "#2b2b2b"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.Text, "#e6e6e6"),
        (QPalette.ColorRole.WindowText, "#e6e6e6"),
        (QPalette.ColorRole.Button, "#353535"),
        (QPalette.ColorRole.ButtonText, "#e6e6e6"),
        (QPalette.ColorRole.Link, "#6fb3ff"),
        (QPalette.ColorRole.Mid, "#555555"),
    ):
        palette.setColor(role, QColor(colour))
    QApplication.setPalette(palette)
    yield palette
    QApplication.setPalette(before)


def test_html_in_docks_and_dialogs_reads_on_a_dark_palette(dark_palette: QPalette, window: MainWindow) -> None:
    base = dark_palette.color(QPalette.ColorRole.Base)
    from morefire_gui.model.log import LoggedModifier, LoggedNote, LoggedRoll, LoggedTable

    steps = [
        LoggedRoll(die="d10", face=7, purpose="hit", printed="7", reading=7, rule="4.6"),
        LoggedTable(table="4.6", row="7", value="hit", rule="4.6"),
        LoggedModifier(label="observed", value=-1, rule="4.3"),
        LoggedNote(message="note", text="note", rule="4.5"),
    ]
    html = steps_html(steps, "Barrage")
    colours = re.findall(r"color:\s*(#[0-9a-fA-F]{6})", html)
    assert colours, html
    for colour in colours:
        assert contrast(QColor(colour), base) >= 4.5, colour
    # Colours meant for a light background are lightened, and left alone on a light palette.
    assert contrast(QColor(readable("#b00020")), base) >= 4.5
    light = QPalette(QColor("#efefef"))
    assert readable("#b00020", light) == "#b00020"
    # Help pages take their colours from the palette.
    dialog = shell(window).first_battle()
    css = dialog.browser.document().defaultStyleSheet()
    assert "#e6e6e6" in css and "#6fb3ff" in css
    dialog.close()
    # Tool icons are drawn with light ink.
    image = tool_icon("registration").pixmap(48, 48).toImage()
    inks = [image.pixelColor(x, y) for x in range(48) for y in range(48) if image.pixelColor(x, y).alpha() > 200]
    assert max(c.lightness() for c in inks) > 200


def test_the_aircraft_docks_quiet_words_read_on_a_dark_palette(dark_palette: QPalette, window: MainWindow) -> None:
    """The Aircraft dock's heads of its counts ("to fly", "flown") and its figures line, in a quiet grey on a light
    desktop, are lightened on a dark one so that they read against its background."""
    from morefire_gui.gui.features.aircraft import AircraftFeature

    dock = window.feature(AircraftFeature).dock
    base = dark_palette.color(QPalette.ColorRole.Base)
    for label in (dock.bought_head, dock.flown_head, dock.figures):
        colour = re.search(r"color:\s*(#[0-9a-fA-F]{6})", label.styleSheet())
        assert colour is not None, label.styleSheet()
        assert contrast(QColor(colour.group(1)), base) >= 4.5, (label.text(), colour.group(1))


def test_the_fire_dialogs_reds_and_greys_read_on_a_dark_palette(dark_palette: QPalette, window: MainWindow) -> None:
    """The fire dialog's plan, chosen for a light background (the blocked line of sight and "Cannot fire" in red, the
    rules' numbers in grey), has every colour lightened on a dark desktop; a background's colour is left alone, and a
    light palette keeps the text as it is."""
    from morefire_gui.gui.dialogs.direct_fire import FireDialog
    from morefire_gui.gui.style import readable_colours

    base = dark_palette.color(QPalette.ColorRole.Base)
    dialog = FireDialog(window.session, window, None, "ge1", "su1", window)  # Tiger 1 at T-34 #1: blocked by rough
    shown = dialog.plan_view.toHtml()
    assert "Cannot fire:" in dialog.plan_view.toPlainText()
    colours = re.findall(r"color:\s*(#[0-9a-fA-F]{6})", shown)
    assert len(colours) >= 3, shown
    for colour in colours:
        assert contrast(QColor(colour), base) >= 4.5, colour
    dialog.close()
    text = "<p style='color:#b3140a; background-color:#ffffff'>x</p>"
    assert readable_colours(text) == text.replace("#b3140a", readable("#b3140a"))
    assert readable_colours(text, QPalette(QColor("#efefef"))) == text


def test_preferences_edit_elevations_heights_as_one_undoable_edit(window: MainWindow, monkeypatch) -> None:
    # From the crest of Hill 252.2 the knoll top is seen over the village and the copse with elevation on; a
    # player who makes the village and woods 60 yards tall in Preferences finds the sight line blocked.
    crest, knoll = (13.0, 8.0), (60.0, 31.0)
    window.advanced_los_action.trigger()
    assert window.session.geometry.los(crest, knoll).clear
    edits = window.undo_stack.count()

    def exec_dialog(dialog: PreferencesDialog) -> int:
        assert (dialog.level.value(), dialog.eye.value()) == (10, 2)
        assert dialog.heights[TerrainKind.VILLAGE].value() == 10 and dialog.heights[TerrainKind.CROPS].value() == 2
        dialog.eye.setValue(3)
        dialog.level.setValue(12)
        for kind in (TerrainKind.VILLAGE, TerrainKind.WOODS, TerrainKind.BUILDING):
            dialog.heights[kind].setValue(60)
        dialog.jungle.setValue(150)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(PreferencesDialog, "exec", exec_dialog)
    shell(window).preferences_action.trigger()
    los = window.session.battle.settings.los
    assert (los.eye_yards, los.level_yards, los.jungle_yards) == (3, 12, 150)
    assert los.heights[TerrainKind.VILLAGE] == los.heights[TerrainKind.WOODS] == 60
    assert los.heights[TerrainKind.CROPS] == 2
    assert not window.session.geometry.los(crest, knoll).clear
    assert window.undo_stack.count() == edits + 1  # one edit for all of them
    window.undo_action.trigger()
    assert window.session.battle.settings.los == LosSettings(advanced=True)
    assert window.session.geometry.los(crest, knoll).clear
    window.redo_action.trigger()
    assert window.session.battle.settings.los.heights[TerrainKind.VILLAGE] == 60


def test_preferences_left_alone_change_nothing_in_the_battle(window: MainWindow, monkeypatch) -> None:
    # A file's 2.4-yard eyes and a list of heights naming only woods: the boxes show whole yards and the app's
    # heights for the others, and OK without touching them makes no edit.
    settings = window.session.battle.settings
    odd = settings.los.model_copy(update={"eye_yards": 2.4, "heights": {TerrainKind.WOODS: 12.0}})
    window.session.battle.settings = settings.model_copy(update={"los": odd})
    shown: list[float] = []

    def exec_dialog(dialog: PreferencesDialog) -> int:
        shown.extend(
            [dialog.eye.value(), dialog.heights[TerrainKind.WOODS].value(), dialog.heights[TerrainKind.VILLAGE].value()]
        )
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(PreferencesDialog, "exec", exec_dialog)
    shell(window).preferences_action.trigger()
    assert shown == [2, 12, 10]
    assert window.session.battle.settings.los == odd and window.undo_stack.count() == 0
