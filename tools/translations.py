"""make translations: the texts the window can show in another language, gathered and compiled.

1. ``morefire_gui/gui/rule_texts.py`` is written from ``resources/rules/*.yaml`` and the package's sources: the names
   and words of the rules' data files the window shows (a step of the sequence of play, a modifier's label, a table's
   row, a special's rules), the values of the rules' text enums (a result, a cover, a season) and the names of
   ``resources/catalogue/`` that say in words what a unit is ("Rifle squad", "Opel Blitz truck"), marked for
   ``pyside6-lupdate``; and every message template the rules, the model and the session write, so that the window
   can read a message back from the English a battle file keeps (its log).
2. ``pyside6-lupdate`` gathers the marked texts of the GUI, the rules, the model, the session, the geometry and the io
   (``tr()``, ``translate()``, ``QT_TRANSLATE_NOOP``) into each language's ``resources/translations/morefire_LANG.ts``,
   keeping the translations made and dropping texts no longer in the code. English's ``morefire_en.ts`` holds only the
   texts that count (``tr("%n gun(s)", None, n)``, lupdate ``-pluralonly``), with their English forms ("1 gun",
   "4 guns").
3. ``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` the app loads.

``--generate`` does step 1 alone. tests/gui/test_translations.py checks that all three are current.
"""

from __future__ import annotations

import argparse
import ast
import re
import subprocess
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import yaml

from morefire_gui.rules.words import in_sentence

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "morefire_gui"
RULES_DATA = ROOT / "resources" / "rules"
CATALOGUE = ROOT / "resources" / "catalogue"
TRANSLATIONS = ROOT / "resources" / "translations"
GENERATED = PACKAGE / "gui" / "rule_texts.py"
BIN = Path(sys.executable).parent
CONTEXT = "Rules"

# Where the texts for the player are written: the GUI, and the Qt-free layers that mark theirs (the geometry: the
# names the terrain generator gives the pieces it lays, "Crops (harvest)"; the io: why a battle cannot be saved).
SOURCE_DIRS = ("gui", "rules", "model", "session", "geometry", "io")
# Whose text enums the window writes as words (a result, a cover, a season).
ENUM_DIRS = ("rules", "model", "session")
# The keys of the rules' data files whose values the window shows as they are (ids, enum values and table rows
# named by nation are not shown, or are shown through the words their modules mark).
SHOWN_KEYS = {"label", "name", "short", "do", "text", "clarification", "meaning"}
# Sections whose every text is shown: the specials' rules and notes of the briefing, the victory conditions.
SHOWN_SECTIONS = {"texts", "conditions"}
# Of the sequence of play, the refusals also write the phase's and the step's name in small letters.
SEQUENCE = "sequence.yaml"
LOWERED_KEYS = {"name", "short"}


def lupdate_sources() -> list[Path]:
    """Every Python source lupdate reads, in a stable order."""
    return sorted(p for d in SOURCE_DIRS for p in (PACKAGE / d).rglob("*.py"))


def _worded(text: str) -> bool:
    return bool(re.search(r"[A-Za-z]{2,}", text))


def _data_texts(node: Any, key: str = "", shown: bool = False, lowered: bool = False) -> Iterator[str]:
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _data_texts(v, str(k), shown or str(k) in SHOWN_SECTIONS, lowered)
    elif isinstance(node, list):
        for v in node:
            yield from _data_texts(v, key, shown, lowered)
    elif isinstance(node, str) and _worded(node) and (shown or key in SHOWN_KEYS):
        yield node
        if lowered and key in LOWERED_KEYS:
            yield node.lower()
            yield in_sentence(node)


# The scenario system's tables as a step or a limit cites them (its rule): "Table VI". Their full names as printed
# ("Table VI Defender's Mission") stay as they are.
TABLE_REFERENCES = tuple(f"Table {n}" for n in ("I", "II", "III", "IV", "V", "VI", "VII"))


def data_texts() -> list[str]:
    """The texts of the rules' data files the window shows, each once, in the files' order, then the scenario
    tables as the steps cite them."""
    found: dict[str, None] = {}
    for path in sorted(RULES_DATA.glob("*.yaml")):
        if path.name == "conversion.yaml":  # how catalogue data was converted: read by the tools, never shown
            continue
        lowered = path.name == SEQUENCE  # the refusals write a phase's and a step's name in small letters
        for text in _data_texts(yaml.safe_load(path.read_text(encoding="utf-8")), lowered=lowered):
            found.setdefault(text, None)
    for reference in TABLE_REFERENCES:
        found.setdefault(reference, None)
    return list(found)


def _enum_words(path: Path) -> Iterator[str]:
    """The values of the text enums of a source as the window writes them ("no_effect": "no effect")."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.ClassDef):
            continue
        bases = {getattr(b, "id", getattr(b, "attr", "")) for b in node.bases}
        if not ({"str", "Enum"} <= bases or "StrEnum" in bases):
            continue
        for item in node.body:
            if isinstance(item, ast.Assign) and isinstance(item.value, ast.Constant):
                word = str(item.value.value).replace("_", " ")
                if len(word) > 2 and re.search(r"[a-z]", word):  # not a code ("X", "ap"): codes are shown as printed
                    yield word


def _catalogue_roles() -> Iterator[str]:
    """The roles the catalogue gives its entries that no enum names (an infantry entry's ``at_weapon``)."""
    for path in sorted(CATALOGUE.glob("*.yaml")):
        for entry in yaml.safe_load(path.read_text(encoding="utf-8")).get("units") or []:
            role = entry.get("role") if isinstance(entry, dict) else None
            if isinstance(role, str) and len(role) > 2:
                yield role.replace("_", " ")


def enum_words() -> list[str]:
    """The values of the rules', the model's and the session's text enums, and the catalogue's roles, as the window
    writes them, each once."""
    found: dict[str, None] = {}
    for path in sorted(p for d in ENUM_DIRS for p in (PACKAGE / d).rglob("*.py")):
        for word in _enum_words(path):
            found.setdefault(word, None)
    for word in _catalogue_roles():
        found.setdefault(word, None)
    return list(found)


# A word of a catalogue entry's name: one in small letters, not inside a designation ("anti-tank gun", "light tank",
# "model"; not the "bis" of "Char B1 bis" glued to nothing else, not "mle", "wz.", "da").
_NAME_WORD = re.compile(r"(?<![\w.])[a-z]{3,}(?![\w.])")


def catalogue_names() -> list[str]:
    """The names of the bundled catalogue's entries that say what the unit is in words ("Rifle squad", "7.5cm PaK 40
    anti-tank gun", "Opel Blitz truck"), each once: every infantry entry's, and any other with a word in small
    letters. A name that is a designation alone ("Panzer IV Ausf. H", "M4A3E8 Sherman") is a name in every
    language and is not listed."""
    found: dict[str, None] = {}
    for path in sorted(CATALOGUE.glob("*.yaml")):
        for entry in yaml.safe_load(path.read_text(encoding="utf-8")).get("units") or []:
            name = entry.get("name") if isinstance(entry, dict) else None
            if isinstance(name, str) and (entry.get("kind") == "infantry" or _NAME_WORD.search(name)):
                found.setdefault(name, None)
    return list(found)


# An English word or abbreviation of a counter's label: a word in small letters ("mort", "how", "gun", "mtn"), or AT or
# AA standing alone; not a designation's ("25pdr", "mle97", "GAZ-AA", "B1bis").
_CODE_WORD = re.compile(r"(?<![\w.\-])(?:[a-z]{3,}|AT|AA)(?![\w.\-])")


def counter_codes() -> list[str]:
    """The labels the bundled catalogue gives its entries' counters that say in English words what the unit is ("8cm
    mort", "45mm AT", "AT Rifle"), each once: the window says them in its language on the board ("8cm GrW", "45mm
    Pak"). A label that is a designation alone ("PaK 40", "Tiger I") is a name in every language and is not listed."""
    found: dict[str, None] = {}
    for path in sorted(CATALOGUE.glob("*.yaml")):
        for entry in yaml.safe_load(path.read_text(encoding="utf-8")).get("units") or []:
            short = entry.get("short") if isinstance(entry, dict) else None
            if isinstance(short, str) and _CODE_WORD.search(short):
                found.setdefault(short, None)
    return list(found)


def _marked(path: Path) -> Iterator[str]:
    """The texts marked with QT_TRANSLATE_NOOP("Rules", ...) in a source."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (
            isinstance(node, ast.Call)
            and getattr(node.func, "id", getattr(node.func, "attr", None)) == "QT_TRANSLATE_NOOP"
            and len(node.args) == 2
            and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args)
            and node.args[0].value == CONTEXT  # type: ignore[attr-defined]
        ):
            yield node.args[1].value  # type: ignore[attr-defined]


def templates() -> list[str]:
    """Every message template with named values the package writes for the rules' texts, each once, sorted."""
    found = {t for p in lupdate_sources() if p != GENERATED for t in _marked(p)}
    return sorted(t for t in found if re.search(r"\{[a-z_]+(:[^{}]*)?\}", t))


def _literal(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _lines(items: Iterable[str], marked: bool) -> str:
    if marked:
        return "".join(f"    QT_TRANSLATE_NOOP({_literal(CONTEXT)}, {_literal(t)}),\n" for t in items)
    return "".join(f"    {_literal(t)},\n" for t in items)


def rule_texts_source() -> str:
    """The source of ``morefire_gui/gui/rule_texts.py``, formatted as ``ruff format`` leaves it."""
    text = (
        '"""The rules\' texts the window shows in the interface\'s language (gui/said.py). Written by tools/translations.py\n'
        '(make translations) from resources/rules/*.yaml and the package\'s sources: do not edit."""\n'
        "\n"
        "from morefire_gui.rules.words import QT_TRANSLATE_NOOP\n"
        "\n"
        "# The names and words of the rules' data files (a step of the sequence of play, a modifier's label, a table's row,\n"
        "# a special's rules), marked for pyside6-lupdate. The window translates one of them given as a text.\n"
        "DATA = (\n" + _lines(data_texts(), marked=True) + ")\n"
        "\n"
        "# The values of the rules' text enums as the window writes them (a result, a cover, a season).\n"
        "WORDS = (\n" + _lines(enum_words(), marked=True) + ")\n"
        "\n"
        '# The names of the catalogue\'s entries that say in words what the unit is ("Rifle squad"): the window says\n'
        '# them in its language; a designation ("Panzer IV Ausf. H") is shown as it is.\n'
        "CATALOGUE = (\n" + _lines(catalogue_names(), marked=True) + ")\n"
        "\n"
        '# The labels of the catalogue\'s counters that say in English words what the unit is ("8cm mort", "45mm AT"): the\n'
        "# board says them in its language.\n"
        "COUNTER_CODES = (\n" + _lines(counter_codes(), marked=True) + ")\n"
        "\n"
        "# Every template with named values that the rules, the model and the session write (marked where they are\n"
        "# written), to read a message back from the English a battle file keeps: its log.\n"
        "TEMPLATES = (\n" + _lines(templates(), marked=False) + ")\n"
    )
    done = subprocess.run(
        [str(BIN / "ruff"), "format", "--stdin-filename", str(GENERATED), "-"],
        input=text,
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    return done.stdout


def generate() -> bool:
    """Write rule_texts.py; True when it changed."""
    source = rule_texts_source()
    if GENERATED.exists() and GENERATED.read_text(encoding="utf-8") == source:
        return False
    GENERATED.write_text(source, encoding="utf-8")
    return True


# The source language's catalogue: only the English forms of the texts that count ("%n gun(s)").
ENGLISH = "morefire_en.ts"


def lupdate(ts_files: Iterable[Path], plural_only: bool = False) -> None:
    sources = [str(p.relative_to(ROOT)) for p in lupdate_sources()]
    ts = [str(p) for p in ts_files]
    only = ["-pluralonly"] if plural_only else []
    subprocess.run(
        [
            str(BIN / "pyside6-lupdate"),
            "-silent",
            "-no-obsolete",
            *only,
            "-locations",
            "relative",
            *sources,
            "-ts",
            *ts,
        ],
        check=True,
        cwd=ROOT,
    )


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([str(BIN / "pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True, cwd=ROOT)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--generate", action="store_true", help="only write morefire_gui/gui/rule_texts.py")
    args = parser.parse_args(argv)
    generate()
    if args.generate:
        return 0
    lupdate([ts for ts in sorted(TRANSLATIONS.glob("morefire_*.ts")) if ts.name != ENGLISH])
    lupdate([TRANSLATIONS / ENGLISH], plural_only=True)
    for ts in sorted(TRANSLATIONS.glob("morefire_*.ts")):
        lrelease(ts, ts.with_suffix(".qm"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
