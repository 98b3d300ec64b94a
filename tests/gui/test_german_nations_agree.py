"""A German sentence reads right whatever nation it names: "China" and "Großbritannien" are one, "die USA" many. So no
German text makes a nation's name the bare subject of a verb ("USA kämpft", "USA wird") or gives it a possessive
("USA oder seine Verbündeten"): it says "die alliierte Truppe {nation} kämpft", "die Nation {nation}"."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.gui.test_scenario_gui import choose, feature, random_dialogs  # noqa: F401 # the dialogs' fixture

CATALOGUE = Path(__file__).resolve().parents[2] / "resources" / "translations" / "morefire_de.ts"
NATION_FIELDS = r"nation|enemy|axis|allied"
VERBS = r"kämpft|kämpfen|wird|werden|ist|sind|hat|haben|greift|greifen|stellt|stellen|darf|dürfen|kann|können"
# A nation's name as the bare subject of a verb, or owning with "sein": not after a noun that carries it ("die Nation
# {nation} wird", "die alliierte Truppe {nation} kämpft") nor after the words naming what it is ("{what} {nation}").
BARE = re.compile(
    rf"(?<!Nation )(?<!Truppe )(?<!\{{what\}} )\{{(?:{NATION_FIELDS})\}} (?:(?:{VERBS})\b|oder sein|und sein)"
)


def test_no_german_text_makes_a_nations_name_the_bare_subject_of_a_verb() -> None:
    bare = []
    for message in ET.parse(CATALOGUE).iter("message"):
        translation = message.find("translation")
        text = "".join(translation.itertext()) if translation is not None else ""
        bare += [(message.findtext("source"), text)] if BARE.search(text) else []
    assert bare == []


def test_china_moved_out_of_the_pacific_is_refused_in_german(german, window: MainWindow, random_dialogs) -> None:  # type: ignore[no-untyped-def]
    """New Random Battle in German: China chosen takes the Pacific and Japan with it (Table I, "CHINA only 70"); the
    rolls say so, and China moved to Russia is refused in words that agree with any nation."""
    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    choose(dialog.allied, "china")
    assert dialog.error.text() == ""
    assert "Tabelle I, „CHINA nur 70“: die alliierte Truppe China kämpft nur gegen Japan" in dialog.steps_text()
    choose(dialog.theatre, "russia")
    assert not dialog.create_button.isEnabled()
    assert dialog.error.text() == (
        "Tabelle I, „CHINA nur 70“: die alliierte Truppe China kämpft nur gegen Japan, auf dem Kriegsschauplatz "
        "Pazifik (nicht gegen Deutschland auf dem Kriegsschauplatz Russland)"
    )


def test_the_forces_left_to_the_theatre_read_as_german(german, window: MainWindow, random_dialogs) -> None:  # type: ignore[no-untyped-def]
    """New Random Battle's Axis and Allied force, left to the theatre: "Wie auf dem Kriegsschauplatz üblich", as a
    German player says it, not the word-for-word "Das Übliche des Kriegsschauplatzes"."""
    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    assert dialog.axis.itemText(0) == dialog.allied.itemText(0) == "Wie auf dem Kriegsschauplatz üblich"
