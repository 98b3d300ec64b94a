"""Translations: no text the GUI shows bypasses tr() (every GUI module read with ast), the German catalogue in
resources/translations is current with the source and compiled, and the window started in German shows German
menus, tools, docks and dialogs."""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from morefire_gui.gui.mnemonics import plain
from tests.conftest import REPO
from tests.gui.tr_sinks import sink_arguments

GUI = REPO / "morefire_gui" / "gui"
TRANSLATIONS = REPO / "resources" / "translations"
TOOLS = Path(sys.executable).parent
SHORTCUT = re.compile(r"^((Ctrl|Shift|Alt|Meta)\+)*([A-Za-z0-9]|F\d{1,2}|[=+\-\[\]])$")


def untranslated(node: ast.AST) -> list[ast.AST]:
    """The literal texts in ``node`` that do not go through tr()."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node] if re.search(r"[A-Za-z]", node.value) and not SHORTCUT.match(node.value.strip()) else []
    if isinstance(node, ast.JoinedStr):
        text = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
        return [node] if re.search(r"[A-Za-z]", text) else []
    if isinstance(node, ast.BinOp):
        return untranslated(node.left) + untranslated(node.right)
    if isinstance(node, ast.IfExp):
        return untranslated(node.body) + untranslated(node.orelse)
    if isinstance(node, (ast.List, ast.Tuple)):
        return [n for e in node.elts for n in untranslated(e)]
    return []


def bypasses(path: Path) -> list[str]:
    source = path.read_text(encoding="utf-8")
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            for arg in sink_arguments(node):
                found += [
                    f"{path.relative_to(REPO)}:{n.lineno}: {ast.get_source_segment(source, n)}"
                    for n in untranslated(arg)
                ]
    return found


def test_no_text_the_gui_shows_bypasses_tr() -> None:
    found = [f for path in sorted(GUI.rglob("*.py")) for f in bypasses(path)]
    assert found == []


def test_the_scan_finds_a_text_without_tr(tmp_path: Path, monkeypatch) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        'label.setText("Range")\nbox.setToolTip(f"{n} units")\nok.setText(tr("Fire"))\n'
        'QAction("&Close", w)\nmake_action(w, tr("Go"), go, "Ctrl+G", "Go there")\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(sys.modules[__name__], "REPO", tmp_path)
    assert [f.split(": ", 1)[1] for f in bypasses(sample)] == ['"Range"', 'f"{n} units"', '"&Close"', '"Go there"']


def make_translations() -> ModuleType:
    """tools/translations.py, which ``make translations`` runs."""
    spec = importlib.util.spec_from_file_location("make_translations", REPO / "tools" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def sources(ts: Path) -> set[tuple[str, str]]:
    return {
        (context.findtext("name") or "", m.findtext("source") or "")
        for context in ET.parse(ts).iter("context")
        for m in context.iter("message")
    }


def test_the_rules_texts_module_is_current() -> None:
    """``make translations`` has been run: gui/rule_texts.py lists the texts of the rules' data files, the values of
    the rules' text enums and the templates of the rules' messages as the source has them now."""
    tool = make_translations()
    assert tool.rule_texts_source() == tool.GENERATED.read_text(encoding="utf-8")


def test_the_catalogue_lists_every_text_of_the_gui_and_the_rules(tmp_path: Path) -> None:
    """``make translations`` has been run: the .ts in the repository holds every text the source has (the GUI's, and
    the messages the rules, the model and the session mark), no more."""
    fresh = tmp_path / "morefire_de.ts"
    make_translations().lupdate([fresh])
    assert sources(fresh) == sources(TRANSLATIONS / "morefire_de.ts")


FIELDS = re.compile(r"\{[^{}]*\}|%\d")


def test_every_text_is_translated_into_german_with_its_values() -> None:
    """German is complete: no entry is left unfinished, and every translation keeps the values its English names
    ({unit}, {yards:.0f}, %1), so that nothing the rules or the window fill in is lost."""
    unfinished, lost = [], []
    for m in ET.parse(TRANSLATIONS / "morefire_de.ts").iter("message"):
        source, translation = m.findtext("source") or "", m.find("translation")
        assert translation is not None
        if translation.get("type") == "unfinished" or not translation.text:
            unfinished.append(source)
        elif set(FIELDS.findall(source)) != set(FIELDS.findall(translation.text)):
            lost.append(f"{source!r} -> {translation.text!r}")
    assert unfinished == []
    assert lost == []


def test_the_compiled_catalogue_is_the_one_the_source_gives(tmp_path: Path) -> None:
    out = tmp_path / "morefire_de.qm"
    subprocess.run(
        [str(TOOLS / "pyside6-lrelease"), "-silent", str(TRANSLATIONS / "morefire_de.ts"), "-qm", str(out)],
        check=True,
        capture_output=True,
    )
    assert out.read_bytes() == (TRANSLATIONS / "morefire_de.qm").read_bytes()


def window_texts(language: str) -> dict[str, list[str]]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "tests.gui.window_texts", language],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


# Texts that read the same in German: names as printed in the rules, the app's name, Qt's OK.
SAME_IN_GERMAN = {"OK", "Phase"}


@pytest.fixture(scope="module")
def english_and_german() -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    return window_texts("en"), window_texts("de")


def test_the_window_in_german(english_and_german) -> None:  # type: ignore[no-untyped-def]
    _, german = english_and_german
    assert german["menu bar"][:5] == ["&Datei", "&Bearbeiten", "&Ansicht", "Rege&ln", "&Werkzeuge"]
    assert german["menu bar"][-1] == "&Hilfe"
    assert {"&Neu…", "Ö&ffnen…", "&Speichern", "Schl&ießen", "B&eenden"} <= set(german["menu 1"])  # File
    assert {"&Rückgängig", "&Wiederherstellen", "&Löschen"} <= set(german["menu 2"])  # Edit
    tools = {plain(t) for t in german["tools"]}
    assert {"Wählen & Bewegen", "Messen", "Gelände", "Feuer", "Sperrfeuer", "Luftangriff"} <= tools
    assert "◀ Zurück" in german["phase dock"] and "Gefecht beenden / werten…" in german["phase dock"]
    assert {"Einheiten", "Protokoll", "Katalog", "Phase"} <= set(german["docks"])


def test_no_english_is_left_in_the_menus_tools_docks_and_dialogs(english_and_german) -> None:  # type: ignore[no-untyped-def]
    english, german = english_and_german
    left = [
        f"{part}: {en!r}"
        for part in english
        for en, de in zip(english[part], german[part], strict=True)
        if en == de and plain(de) not in SAME_IN_GERMAN and not de.startswith(("Weiter: ", "Next: "))
    ]
    assert left == []
    assert "Einstellungen" in german["Preferences"] and "Sichtlinie in diesem Gefecht" in " ".join(
        german["Preferences"]
    )
    assert {"Titel", "Tischbreite (Ost–West)", "Abbrechen", "Neues Gefecht"} <= set(german["New Battle"])


def test_a_number_reads_the_same_in_a_spin_box_and_in_the_text_beside_it(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # LANG=de_DE: the app makes the language's locale the default one (i18n.install_translations).
    from PySide6.QtCore import QLocale

    from morefire_gui.gui.dialogs.barrage import BarrageDialog

    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    before = QLocale()
    QLocale.setDefault(QLocale("de_DE"))
    try:
        dialog = BarrageDialog(window.session, window, window.scene, (21.5, 29.5), "axis", "bty1", window)
        qtbot.addWidget(dialog)
        dialog._refresh_plan()
        shown = dialog.plan_view.toPlainText()
        assert dialog.aim_x.text() == "21,50" and dialog.aim_y.text() == "29,50"
        assert f"Aim {dialog.aim_x.text()}, {dialog.aim_y.text()};" in shown
        assert "21.50" not in shown
    finally:
        QLocale.setDefault(before)
