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

from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.mnemonics import plain
from tests.conftest import REPO
from tests.gui.test_said import german  # noqa: F401 (a fixture)
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


def hidden_from_lupdate(path: Path) -> list[str]:
    """tr() and translate() calls lupdate cannot read: inside an f-string, or given a text that is not a literal."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    in_fstring = {id(n) for f in ast.walk(tree) if isinstance(f, ast.JoinedStr) for n in ast.walk(f)}
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", "")  # tr(...), translate(...): not a view's self.translate(dx, dy)
        if getattr(getattr(node.func, "value", None), "id", "") == "QCoreApplication":
            name = node.func.attr  # type: ignore[attr-defined]
        texts = node.args[:1] if name == "tr" else node.args[1:2] if name in ("translate", "QT_TRANSLATE_NOOP") else []
        literal = all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in texts)
        if texts and (id(node) in in_fstring or not literal) and path.name not in ("i18n.py", "said.py", "words.py"):
            found.append(f"{path.relative_to(REPO)}:{node.lineno}: {ast.get_source_segment(source, node)}")
    return found


def test_lupdate_reads_every_marked_text() -> None:
    """Every text given to tr(), translate() or QT_TRANSLATE_NOOP is a literal lupdate finds: not a variable, not
    inside an f-string (where lupdate does not look)."""
    sources = [
        p
        for d in ("gui", "rules", "model", "session", "geometry", "io")
        for p in (REPO / "morefire_gui" / d).rglob("*.py")
    ]
    assert [f for path in sorted(sources) for f in hidden_from_lupdate(path)] == []


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


def test_the_english_catalogue_lists_every_text_that_counts(tmp_path: Path) -> None:
    """``make translations`` has been run: English's catalogue holds the texts that count ("%n gun(s)" in the damage zone), no more, each
    with its singular and plural written, and is compiled."""
    fresh = tmp_path / "morefire_en.ts"
    make_translations().lupdate([fresh], plural_only=True)
    kept = TRANSLATIONS / "morefire_en.ts"
    assert sources(fresh) == sources(kept)
    assert ("", "Damage zone: {yards} yd across ({pattern}, %n gun(s), {column}) (4.5).") in sources(kept)
    for m in ET.parse(kept).iter("message"):
        forms = [f.text or "" for f in m.iter("numerusform")]
        assert len(forms) == 2 and all("%n" in f and "(s)" not in f for f in forms), m.findtext("source")
    out = tmp_path / "morefire_en.qm"
    subprocess.run([str(TOOLS / "pyside6-lrelease"), "-silent", str(kept), "-qm", str(out)], check=True)
    assert out.read_bytes() == (TRANSLATIONS / "morefire_en.qm").read_bytes()


FIELDS = re.compile(r"\{[^{}]*\}|%\d")


def test_every_text_is_translated_into_german_with_its_values() -> None:
    """German is complete: no entry is left unfinished, and every translation keeps the values its English names
    ({unit}, {yards:.0f}, %1), so that nothing the rules or the window fill in is lost."""
    unfinished, lost = [], []
    for m in ET.parse(TRANSLATIONS / "morefire_de.ts").iter("message"):
        source, translation = m.findtext("source") or "", m.find("translation")
        assert translation is not None
        # A text that counts ("%n gun(s)") has a translation for each of the language's plural forms.
        texts = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        if translation.get("type") == "unfinished" or not all(texts):
            unfinished.append(source)
        for text in texts:
            if text and set(FIELDS.findall(source)) != set(FIELDS.findall(text)):
                lost.append(f"{source!r} -> {text!r}")
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


def window_texts(language: str) -> dict[str, list]:  # type: ignore[type-arg]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "tests.gui.window_texts", language],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


# Texts that read the same in German: names as printed in the rules, the app's name, Qt's OK.
SAME_IN_GERMAN = {"OK", "Phase"}
# The parts of window_texts that list texts in the same order in every language.
PARTS = ("menu bar", "menu 1", "menu 2", "menu 3", "menu 4", "menu 5", "tools", "docks", "phase dock")
# The dialogs the German check must reach at the least (every dialog of tests/gui/every_dialog.py is walked).
DIALOGS = {"ForceBuilderDialog", "RandomBattleDialog", "BarrageDialog", "FireDialog", "PreferencesDialog"}


@pytest.fixture(scope="module")
def english_and_german() -> tuple[dict[str, list], dict[str, list]]:  # type: ignore[type-arg]
    return window_texts("en"), window_texts("de")


def test_the_window_in_german(english_and_german) -> None:  # type: ignore[no-untyped-def]
    _, german = english_and_german
    assert german["menu bar"][:5] == ["&Datei", "&Bearbeiten", "&Ansicht", "Rege&ln", "&Werkzeuge"]
    assert german["menu bar"][-1] == "&Hilfe"
    assert {"&Neu…", "Ö&ffnen…", "&Speichern", "Schl&ießen", "B&eenden"} <= set(german["menu 1"])  # File
    assert {"&Rückgängig", "&Wiederherstellen", "&Löschen"} <= set(german["menu 2"])  # Edit
    tools = {plain(t) for t in german["tools"]}
    assert {"Wählen & Bewegen", "Messen", "Gelände", "Feuern", "Sperrfeuer", "Luftangriff"} <= tools
    assert "◀ Zurück" in german["phase dock"] and "Gefecht beenden / werten…" in german["phase dock"]
    assert {"Einheiten", "Protokoll", "Katalog", "Phase"} <= set(german["docks"])


def test_no_english_is_left_in_the_menus_tools_docks_and_dialogs(english_and_german) -> None:  # type: ignore[no-untyped-def]
    english, german = english_and_german
    left = [
        f"{part}: {en!r}"
        for part in (*PARTS, "Preferences", "New Battle")
        for en, de in zip(english[part], german[part], strict=True)
        if en == de and plain(de) not in SAME_IN_GERMAN and not de.startswith(("Weiter: ", "Next: "))
    ]
    assert left == []
    assert "Einstellungen" in german["Preferences"] and "Sichtlinie in diesem Gefecht" in " ".join(
        german["Preferences"]
    )
    assert {"Titel", "Tischbreite (Ost–West)", "Abbrechen", "Neues Gefecht"} <= set(german["New Battle"])


# -- no English left anywhere -------------------------------------------------------------------------------------

_WORD = re.compile(r"[A-Za-zÄÖÜäöüß]+")


def _words(text: str) -> set[str]:
    """A text's words in small letters, without markup, fields and codes written in capitals (AC, FIR, TMG)."""
    text = re.sub(r"<[^>]*>|&\w+;|\{[^{}]*\}|%\d", " ", text)
    return {w.lower() for w in _WORD.findall(text) if not w.isupper()}


def english_only_words() -> set[str]:
    """The words the English texts of the interface use and its German translations never do: a German text that
    has one has English left in it ("the", "fire", "spotted"; not "in", "Phase", "Standard")."""
    english: set[str] = set()
    german: set[str] = set()
    for m in ET.parse(TRANSLATIONS / "morefire_de.ts").iter("message"):
        english |= _words(m.findtext("source") or "")
        german |= _words(m.findtext("translation") or "")
    return {w for w in english - german if len(w) > 1}


# What a German window shows in English, on purpose: the paper size Letter; the file and folder names the
# first-battle page names. The rule sections a step cites ("Siegbedingungen", "Gelände- und Wetterdefinitionen") and
# the tables a step reads ("Tabelle V Gelände des Schlachtfelds") are said in German.
AS_PRINTED = re.compile(r"\bLetter\b|\bbattles\b|\bdemo\.yaml\b")


def english_left(texts: list[list[str]], names: list[str], english: set[str]) -> list[str]:
    """The texts that still have English words in them, once names (units', sides', the catalogue's: as they are
    in every language) and the rules' names as printed are taken out."""
    named = re.compile(
        r"(?<!\w)(?:" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")(?!\w)"
    )
    left = []
    for where, text in texts:
        rest = named.sub(" ", AS_PRINTED.sub(" ", plain(text))) if names else AS_PRINTED.sub(" ", plain(text))
        found = sorted(_words(rest) & english)
        if found:
            left.append(f"{where}: {text[:120]!r} {found}")
    return sorted(set(left))


def test_the_english_scan_finds_english_and_passes_german() -> None:
    english = english_only_words()
    assert {"the", "with", "spotted", "roll"} <= english
    assert not {"in", "phase", "standard"} & english
    texts = [["a", "Roll the dice"], ["b", "Würfeln"], ["c", "Tiger 2 feuert"], ["d", "Tabelle VI Auftrag: 3 → 2"]]
    assert english_left(texts, ["Tiger 2"], english) == ["a: 'Roll the dice' ['dice', 'roll', 'the']"]


def test_nothing_the_german_window_and_its_dialogs_show_is_left_in_english(english_and_german) -> None:  # type: ignore[no-untyped-def]
    """Every text of the German window (menus, toolbars, docks, status bar) and of every dialog, walked widget by
    widget (texts, tips, titles, headers, items, the pages of text views), reads in German: no English word is left
    but in names and in the rules' names as printed."""
    _, german = english_and_german
    walked = {where.split(":")[0] for where, _ in german["every text"]}
    assert walked >= DIALOGS and "window" in walked
    assert english_left(german["every text"], german["names"], english_only_words()) == []


def test_an_explanation_shown_in_a_dialog_reads_in_german(english_and_german) -> None:  # type: ignore[no-untyped-def]
    english, german = english_and_german

    def shown(texts: list[list[str]], dialog: str) -> str:
        return "\n".join(text for where, text in texts if where.startswith(dialog))

    # The barrage's plan, step by step (session/artillery/), and the fire dialog's facts before the dice.
    assert "range from the battery to the aim point: 3000 yards" in shown(english["every text"], "BarrageDialog")
    assert "Entfernung von der Batterie zum Zielpunkt: 3000 Yards" in shown(german["every text"], "BarrageDialog")
    assert "unbeobachtetes Feuer: keine Einheit der Seite" in shown(german["every text"], "BarrageDialog")
    fire = shown(german["every text"], "FireDialog")
    assert "Sichtlinie" in fire and "Entfernungsband" in fire and "Trefferchance" in fire


# -- numbers in the locale ------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def german_desktop() -> dict[str, object]:
    """The app started as on a German desktop: LANG=de_DE.UTF-8, no --lang, no setting (tests/gui/locale_numbers)."""
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_NUMERIC", "LANGUAGE")}
    env.update(LANG="de_DE.UTF-8", QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-m", "tests.gui.locale_numbers"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def test_the_language_and_the_numbers_follow_lang(german_desktop) -> None:  # type: ignore[no-untyped-def]
    assert german_desktop["language"] == "de" and german_desktop["menu"] == "&Datei"
    assert german_desktop["aim"] == ["21,5", "29,5"]  # a table point with one decimal, as the window writes one


def test_a_number_reads_the_same_in_a_spin_box_and_in_the_text_beside_it(german_desktop) -> None:  # type: ignore[no-untyped-def]
    shown = german_desktop
    names = window_names()
    texts = [*shown["dialog"], shown["caption"], shown["ruler"], shown["cursor"], *shown["artillery dock"]]
    for name in names:
        texts = [t.replace(name, " ") for t in texts]
    plan = next(t for t in shown["dialog"] if t.startswith("Ziel "))
    assert plan.startswith("Ziel 21,5 / 29,5; Batterie bei 21,5 / -20,0,")
    assert "bei 21,5 / -20" in " ".join(shown["dialog"])  # the battery's place, in the explanation's steps
    # Every number a spin box shows reads with the spin box's decimal mark wherever a text says it too.
    for value, text, decimals in shown["spins"].values():
        written = {f"{value:.{decimals}f}", f"{value:g}"}
        for english in (w for w in written if "." in w):
            hits = [t for t in texts if re.search(rf"(?<![\d.,]){re.escape(english)}(?![\d])", t)]
            assert hits == [], f"{text} is written {english} in {hits}"
    # The ruler, the status bar and every measure the texts give: the comma, as the locale writes it.
    assert re.fullmatch(r"x 29,7 Zoll, y 40,3 Zoll  \(1485 / 2015 yd\)", shown["cursor"])
    assert re.match(r"\d+,\d Zoll · \d+ yd", shown["ruler"])
    assert [t for t in texts if re.search(r"\d\.\d+ *(?:Zoll|in|yd|Yards|mm|cm|%|°)", t)] == []


def window_names() -> list[str]:
    """The demo battle's and the catalogue's names (a battery's "10.5 cm leFH", a hill's "252.2"): as they are."""
    from morefire_gui.io.resources import demo_battle_path
    from morefire_gui.session.battle_session import BattleSession
    from tests.gui.window_texts import names

    class Window:
        session = BattleSession.open(demo_battle_path())

    return names(Window())


def test_a_translator_sees_words_not_colours_or_styles() -> None:
    """No text of the catalogue holds a colour or a style (``<span style='color:…'>``): the window puts them round the
    translated words (gui/style.py, ``in_colour``), and a translator sees only words."""
    catalogue = ET.parse(REPO / "resources" / "translations" / "morefire_de.ts").getroot()
    styled = [
        source.text
        for source in catalogue.iter("source")
        if source.text is not None and re.search(r"style\s*=|color\s*:", source.text)
    ]
    assert styled == []


def test_a_refused_score_reads_in_german_in_its_colour(german, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The words a colour went round are still said in German, in their colour: Battle → Score Battle on a battle of
    no mission says, in red, that it cannot be scored."""
    from PySide6.QtGui import QTextDocument

    from morefire_gui.gui.dialogs.victory import VictoryDialog

    opened: list[VictoryDialog] = []

    def run(cls, session, editor=None, parent=None):  # type: ignore[no-untyped-def]
        opened.append(cls(session, editor, parent))
        return opened[-1]

    monkeypatch.setattr(VictoryDialog, "run", classmethod(run))
    window.feature(TurnsFeature).dock.end_button.click()
    (dialog,) = opened
    shown = dialog.outcome_label.text()
    document = QTextDocument()
    document.setHtml(shown)
    assert document.toPlainText().startswith("Dieses Gefecht lässt sich nicht werten: ")
    assert "color:#b00020" in shown
    dialog.close()


def test_the_barrage_dialogs_target_headings_read_whole_in_german(german, window) -> None:  # type: ignore[no-untyped-def]
    """The barrage dialog on a laptop (980 x 720, as it opens on a 1366 x 768 screen), in German: every heading of its
    list of the units in the zone is whole, the unit's "Einheit" too, and the list does not scroll sideways."""
    from PySide6.QtWidgets import QApplication

    from morefire_gui.gui.dialogs.barrage import BarrageDialog

    dialog = BarrageDialog(window.session, window, window.scene, (30.0, 40.0), "axis", "bty1", window)
    dialog.resize(980, 720)
    dialog.show()
    QApplication.processEvents()
    try:
        header = dialog.targets.horizontalHeader()
        for column in range(header.count()):
            if not header.isSectionHidden(column):
                heading = dialog.targets.horizontalHeaderItem(column).text()
                assert header.sectionSize(column) >= header.sectionSizeFromContents(column).width(), heading
        assert dialog.targets.horizontalHeaderItem(0).text() == "Einheit"
        assert not dialog.targets.horizontalScrollBar().isVisible()
    finally:
        dialog.close()
