"""The interface's language: Qt's translation system (QTranslator over the ``.qm`` files that ``make translations``
compiles from ``resources/translations/*.ts``, docs/translations.md), Qt's own translations for its standard
dialogs and buttons, and the locale that numbers are shown in.

Every text the player sees is passed through :func:`tr` (or ``translate`` with a context of its own), which
``pyside6-lupdate`` finds in the source; the rule texts' names (unit types, rule numbers) stay as printed."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from morefire_gui.io.resources import resource_root

__all__ = [
    "LANGUAGES",
    "LANGUAGE_KEY",
    "chosen_language",
    "install_translations",
    "number",
    "tr",
    "translate",
    "translations_dir",
]

LANGUAGE_KEY = "display/language"  # "" follows the system's language
# The languages the interface is translated into, in their own names; English is the source text.
LANGUAGES = {"en": "English", "de": "Deutsch"}
APP_CATALOGUE = "morefire"  # resources/translations/morefire_<lang>.ts / .qm


def tr(text: str) -> str:
    """``text`` in the interface's language (the shared, unnamed context lupdate gives a bare ``tr()``)."""
    return QCoreApplication.translate("", text)


def translate(context: str, text: str) -> str:
    """``text`` of ``context`` in the interface's language (for names kept in tables: menus, docks, tools)."""
    return QCoreApplication.translate(context, text)


def translations_dir() -> Path:
    return resource_root() / "translations"


def chosen_language(asked: str | None = None) -> str:
    """The language to show: ``--lang``, else the one set in Preferences, else the system's; a language without a
    translation is English. Returned as the catalogue's code ("de", "en")."""
    from morefire_gui.gui.settings import app_settings

    wanted = asked or str(app_settings().value(LANGUAGE_KEY, "") or "") or QLocale.system().name()
    code = wanted.replace("-", "_").split(".")[0].split("_")[0].lower()
    return code if code in LANGUAGES else "en"


def install_translations(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Load the app's and Qt's own translations for ``language`` and make its locale the default one (spin boxes
    and the numbers the app writes read alike). Earlier ones are removed, so this may be called again."""
    for old in app.findChildren(QTranslator, "morefire-translator"):
        app.removeTranslator(old)
        old.deleteLater()
    locale = QLocale(language)
    QLocale.setDefault(locale)
    loaded: list[QTranslator] = []
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


def number(value: float, decimals: int = 0) -> str:
    """``value`` as the interface's locale writes it ("21,50" in German), the same as a spin box beside it shows."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)  # as a spin box: "1234,5", not "1.234,5"
    return locale.toString(float(value), "f", decimals)
