"""The interface's language: Qt's translation system (QTranslator over the ``.qm`` files that ``make translations``
compiles from ``resources/translations/*.ts``, docs/translations.md), Qt's own translations for its standard
dialogs and buttons, and the locale that numbers are shown in.

Every text the player sees is passed through :func:`tr` (or ``translate`` with a context of its own), which
``pyside6-lupdate`` finds in the source; the rule texts' names (unit types, rule numbers) stay as printed."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from morefire_gui.io.resources import resource_root
from morefire_gui.model.battle import Battle
from morefire_gui.model.scale import ground_scale, table_unit
from morefire_gui.rules.tables import RuleTables

__all__ = [
    "LANGUAGES",
    "LANGUAGE_KEY",
    "QT_TR_NOOP",
    "KeptWords",
    "chosen_language",
    "coordinates",
    "install_translations",
    "kept_texts",
    "language",
    "local_digits",
    "number",
    "percent",
    "percent_signs",
    "said",
    "scale_words",
    "tr",
    "tr_kept",
    "translate",
    "translations_dir",
]

LANGUAGE_KEY = "display/language"  # "" follows the system's language
# The languages the interface is translated into, in their own names; English is the source text.
LANGUAGES = {"en": "English", "de": "Deutsch"}
APP_CATALOGUE = "morefire"  # resources/translations/morefire_<lang>.ts / .qm
# The English forms of the texts that count ("%n gun(s)": "1 gun", "4 guns"), which English reads from a catalogue of
# its own (lupdate -pluralonly): loaded in every language, under the language's own, which Qt asks first.
ENGLISH_PLURALS = "morefire_en.qm"
# The language install_translations last installed, and whether it was called: the command line (which draws the
# board with the GUI's painter, gui/render.py) installs none, and writes its numbers in English whatever the system.
_installed: dict[str, str | bool] = {"language": "en", "installed": False, "plurals": False}
# How each language writes a percentage's sign after its number: English "25%", German "25 %" (DIN 5008) with a
# no-break space, which never lets the sign wrap to the next line away from its number. Not the narrow one (U+202F):
# Qt's rich text (the log's and the dialogs' panes) reads it as an ordinary space, which would wrap.
PERCENT_SIGNS = {"en": "%", "de": "\u00a0%"}
# A percentage in a text: a number or a template's field ("{chance}", "{share:.{digits}f}") and its sign, with or
# without a space between, as a translator wrote it; never Qt's own "%n" or "%1".
_PERCENTAGE = re.compile(r"(\d|\{\w+(?::(?:[^{}]|\{\w+\})*)?\})[ \u00a0\u202f]?%(?![\dn])")


def local_digits(english: str) -> str:
    """A number as Python writes it ("1,234.5", "-3") with the locale's decimal mark, grouping and minus sign; as it
    is where no language was installed (the command line)."""
    if not _installed["installed"]:
        return english
    locale = QLocale()
    point, group, minus = locale.decimalPoint(), locale.groupSeparator(), locale.negativeSign()
    if point == "." and group == "," and minus == "-":
        return english
    marks: dict[str, str | int | None] = {".": "\0", ",": group}
    out = english.translate(str.maketrans(marks)).replace("\0", point)
    return minus + out[1:] if out.startswith("-") else out


class LocalNumber:
    """A number given to a text's ``format``: written by the text's own spec ("{range:.1f}"), in the locale's digits."""

    __slots__ = ("value",)

    def __init__(self, value: int | float) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        return local_digits(format(self.value, spec))

    def __str__(self) -> str:
        return self.__format__("")


def _local(value: object) -> object:
    return LocalNumber(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else value


class Translated(str):
    """A text in the interface's language already (``tr()``'s, or one ``said()`` said): said again, it is as it is, not
    read back as an English text of the rules. Its ``format`` writes the numbers given to it in the interface's locale,
    as the spin boxes beside it show them ("Zoom 150 %", "x 29,7 in"), and is in the interface's language too."""

    __slots__ = ()

    def format(self, *args: object, **kwargs: object) -> Translated:
        return Translated(str.format(self, *map(_local, args), **{k: _local(v) for k, v in kwargs.items()}))

    def join(self, parts: Iterable[str]) -> Translated:
        """Texts in the interface's language joined by this one ("; "): in the interface's language too."""
        return Translated(str.join(self, parts))


def percent(value: int | float | str) -> str:
    """A percentage as the window writes it wherever the player reads one (a dialog's chance cell, a log line, a
    tooltip): the number in the locale's digits and the language's sign, "25%" in English, "25 %" in German
    (:data:`PERCENT_SIGNS`). A text is a number already written (a template's field "{chance}"), kept as it is."""
    written = value if isinstance(value, str) else local_digits(str(value))
    return written + PERCENT_SIGNS.get(language(), "%")


def percent_signs(text: str) -> str:
    """A translated text with every percentage in it ("{chance}%", "{chance} %", "10 %") written as :func:`percent`
    writes one, however the catalogue's translator spaced it: a dialog and the log read alike."""
    if "%" not in text:
        return text
    return _PERCENTAGE.sub(lambda m: percent(m.group(1)), text)


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the interface's language (the shared, unnamed context lupdate gives a bare ``tr()``);
    ``disambiguation`` tells apart two meanings of one English text ("in" a zone, "in" as inches). A count ``n``
    (0 or more) picks the language's plural form of a text written with ``%n`` ("%n gun(s)": "1 gun", "4 guns";
    "1 Geschütz", "4 Geschütze"), English's too (:data:`ENGLISH_PLURALS`)."""
    if n >= 0:
        _english_plurals()
    return Translated(percent_signs(QCoreApplication.translate("", text, disambiguation, n)))


def QT_TR_NOOP(text: str) -> str:  # lupdate's own name for the marker
    """``text`` as written, marked for lupdate (in :func:`tr`'s context): a text a module keeps in a table, read in
    the interface's language with :func:`tr_kept` where it is shown. A table of texts is translated when it is shown,
    not when its module is imported: the module may be imported before the language is installed."""
    return text


def tr_kept(text: str) -> str:
    """A text marked with :func:`QT_TR_NOOP`, in the interface's language now."""
    return tr(text)


def kept_texts(texts: tuple[str, ...] | list[str]) -> list[str]:
    """Texts marked with :func:`QT_TR_NOOP` (a table's headers), each in the interface's language now."""
    return [tr(text) for text in texts]


K = TypeVar("K")


class KeptWords(Mapping[K, str]):
    """A table of texts marked with :func:`QT_TR_NOOP`, each read in the interface's language when it is looked up
    (not when the module keeping it was imported)."""

    def __init__(self, sources: Mapping[K, str]) -> None:
        self.sources = dict(sources)

    def __getitem__(self, key: K) -> str:
        return tr(self.sources[key])

    def __iter__(self) -> Iterator[K]:
        return iter(self.sources)

    def __len__(self) -> int:
        return len(self.sources)


def translate(context: str, text: str) -> str:
    """``text`` of ``context`` in the interface's language (for names kept in tables: menus, docks, tools)."""
    return Translated(percent_signs(QCoreApplication.translate(context, text)))


def said(text: str) -> str:
    """A text the rules or the session wrote, in the interface's language and locale (gui/said.py)."""
    from morefire_gui.gui.said import said as say

    return say(text)


def language() -> str:
    """The interface's language, as installed ("de", "en")."""
    return str(_installed["language"])


def translations_dir() -> Path:
    return resource_root() / "translations"


def chosen_language(asked: str | None = None) -> str:
    """The language to show: ``--lang``, else the one set in Preferences, else the system's; a language without a
    translation is English. Returned as the catalogue's code ("de", "en")."""
    from morefire_gui.gui.settings import app_settings

    wanted = asked or str(app_settings().value(LANGUAGE_KEY, "") or "") or QLocale.system().name()
    code = wanted.replace("-", "_").split(".")[0].split("_")[0].lower()
    return code if code in LANGUAGES else "en"


def number_locale(language: str) -> QLocale:
    """The locale numbers are written in: the system's when it speaks the interface's language (a Swiss German system
    keeps its own marks), else the interface language's own. Numbers and words are of one language: an English window
    on a French system writes "21.5, 29.5", not "21,5, 29,5", which would read as three numbers."""
    system = QLocale.system()
    if system.language() == QLocale(language).language():
        return system
    return QLocale(language)


def install_translations(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Load the app's and Qt's own translations for ``language`` and make the locale numbers are written in the
    default one (spin boxes and the numbers the app writes read alike). Earlier ones are removed, so this may be
    called again."""
    from morefire_gui.gui.said import reread

    for old in app.findChildren(QTranslator, "morefire-translator"):
        app.removeTranslator(old)
        old.deleteLater()
    _installed["language"] = language
    _installed["installed"] = True
    _installed["plurals"] = False
    reread.cache_clear()
    QLocale.setDefault(number_locale(language))
    locale = QLocale(language)
    loaded: list[QTranslator] = []
    english = _english_plurals(app)
    if english is not None:
        loaded.append(english)
    for name, folder in (
        (APP_CATALOGUE, translations_dir()),
        ("qtbase", Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))),
    ):
        translator = QTranslator(app)
        translator.setObjectName("morefire-translator")
        if language != "en" and translator.load(locale, name, "_", str(folder)):
            app.installTranslator(translator)
            loaded.append(translator)
        else:
            translator.deleteLater()
    return loaded


def _english_plurals(app: QCoreApplication | None = None) -> QTranslator | None:
    """Install the English plural forms once (before the language's own catalogue, which Qt asks first, so that a
    German window says "4 Geschütze"); also where no language was installed (the command line drawing a board, a
    test), so that a count never reads "1 gun(s)"."""
    app = app or QCoreApplication.instance()
    if app is None or _installed["plurals"]:
        return None
    translator = QTranslator(app)
    translator.setObjectName("morefire-translator")  # taken out with the language's when another is installed
    if not translator.load(str(translations_dir() / ENGLISH_PLURALS)):
        translator.deleteLater()
        return None
    app.installTranslator(translator)
    _installed["plurals"] = True
    return translator


def number(value: float, decimals: int = 0) -> str:
    """``value`` as the interface's locale writes it ("21,50" in German), the same as a spin box beside it shows."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)  # as a spin box: "1234,5", not "1.234,5"
    return locale.toString(float(value), "f", decimals)


TABLE_DECIMALS = 1  # a length or a coordinate in table units, wherever the player reads one: "22.5", "22,5"


def table_number(value: float) -> str:
    """A length or a coordinate in table units as the window writes it everywhere (a dialog, a dock, a caption):
    one decimal, in the locale's digits, so that one point or distance reads the same wherever it is shown."""
    return number(value, TABLE_DECIMALS)


def coordinates(x: float, y: float) -> str:
    """A point of the table as the locale writes it: "21.5, 29.5", or "21,5 / 29,5" where the comma is the decimal
    mark (a comma between them would read as one more decimal); each as :func:`table_number` writes it."""
    return tr("{x}, {y}").format(x=table_number(x), y=table_number(y))  # German: "{x} / {y}"


def scale_words(battle: Battle, tables: RuleTables) -> str:
    """The ground scale as the status bar, a legend or a title block says it: "Scale 1:50 (1 in = 50 yd)"."""
    scale = ground_scale(battle, tables)
    unit = table_unit(battle)
    return tr("Scale {scale} (1 {unit} = {yards:.4g} yd)").format(
        scale=scale.name, unit=said(unit.value), yards=scale.yards_per_unit(unit)
    )
