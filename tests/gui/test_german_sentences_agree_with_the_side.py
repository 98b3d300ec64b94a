"""A German sentence reads right whatever its side is called: "Achse" is one, "Alliierte" many, and a side the players
named is called what they wrote ("Kampfgruppe Nord"). So no German text makes a side's name the bare subject of a verb
("Achse greifen an", "Alliierte stellt hier auf"): it says "die Seite Achse greift an" or "Achse: Aufstellung hier".
And a table where the player reads what a unit is names its type, not the counter's short label ("ENG")."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest

from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.scenario.terms import Allegiance
from tests.gui.test_artillery_gui import open_window  # noqa: F401 # the fixture
from tests.gui.test_fire_dialogs_offer_what_may_be_done_now import listed
from tests.gui.test_german_as_a_wargamer_writes_it import _engineers_fire, _log_lines
from tests.gui.test_german_words import CHOICES, _generated, _scenario_steps
from tests.gui.test_infantry_gui import dialogs as infantry_dialogs  # noqa: F401 # the infantry dialogs, kept
from tests.gui.test_said import german  # noqa: F401 # the German fixture

CATALOGUE = Path(__file__).resolve().parents[2] / "resources" / "translations" / "morefire_de.ts"
# The fields a text gives a side's name in, and the verbs a side does in the catalogue's sentences.
SIDE_FIELDS = r"side|at_table|sides|owner|held|named|who"
VERBS = (
    r"hat|haben|ist|sind|war|waren|kann|können|kauft|kaufen|stellt|stellen|greift|greifen|landet|landen|platziert|"
    r"platzieren|setzt|setzen|gibt|geben|fliegt|fliegen|flog|gewinnt|gewinnen|rückt|rücken|feuert|feuern|kennt|kennen"
)
# A side's name as the bare subject of a verb: not after "Seite" ("die Seite {side} hat" reads right for every name).
BARE_SUBJECT = re.compile(rf"(?<!Seite )\{{(?:{SIDE_FIELDS})\}} (?:{VERBS})\b")
# A verb that agrees with one side's name and not the other's, as the window wrote it before.
DISAGREEING = re.compile(
    r"\b(?:Achse (?:greifen|stellen|haben|sind|kaufen|landen)|Alliierte (?:greift|stellt|hat|ist))\b"
)


def test_no_german_text_makes_a_sides_name_the_bare_subject_of_a_verb() -> None:
    """Every translation of the German catalogue: where a side's name does something, the sentence says "die Seite
    {side}" (or "{side}: ..."), so that its verb agrees with "Achse", "Alliierte" and a name the players gave alike."""
    bare = []
    for message in ET.parse(CATALOGUE).iter("message"):
        translation = message.find("translation")
        text = "".join(translation.itertext()) if translation is not None else ""
        bare += [(message.findtext("source"), text)] if BARE_SUBJECT.search(text) else []
    assert bare == []


def test_a_battle_the_axis_attacks_says_so_in_german(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """New Random Battle with the Axis attacking: the Log dock's scenario entry reads "Die Seite Achse greift an",
    never "Achse greifen an"."""
    _generated(window, replace(CHOICES, attacker=Allegiance.AXIS))
    shown = "\n".join([_scenario_steps(window), *_log_lines(window)])
    assert "Die Seite Achse greift an; Verzögerungsauftrag, 3:1" in shown, shown
    assert DISAGREEING.search(shown) is None, shown


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "The board shows the minefields known to 181st Tank Brigade"),
        ("de", "Das Spielfeld zeigt die bekannten Minenfelder: 181st Tank Brigade"),
    ],
)
def test_the_minefields_shown_to_a_side_name_it_in_the_status_bar(  # type: ignore[no-untyped-def]
    request, window: MainWindow, lang: str, said: str
) -> None:
    """The Movement dock's "Shown to" set to the Soviet side: the status bar names the side as the players named it,
    not by the battle file's id ("allies"), and "everyone" in the window's language."""
    if lang == "de":
        request.getfixturevalue("german")
    viewer = window.feature(MovementFeature).dock.viewer
    viewer.setCurrentIndex(viewer.findData("allies"))
    assert window.statusBar().currentMessage() == said
    viewer.setCurrentIndex(0)
    everyone = "alle (Schiedsrichter)" if lang == "de" else "everyone (umpire)"
    assert window.statusBar().currentMessage().endswith(everyone), window.statusBar().currentMessage()


@pytest.mark.parametrize(
    ("lang", "engineers", "gun"),
    [
        ("en", "Engineer squad (pioneers / sappers)", "7.5cm PaK 40 anti-tank gun"),
        ("de", "Pioniergruppe", "7.5cm PaK 40"),
    ],
)
def test_the_infantry_fire_dialog_names_a_firers_type(  # type: ignore[no-untyped-def]
    request, qtbot, open_window, infantry_dialogs, demo_path: Path, tmp_path: Path, lang: str, engineers: str, gun: str
) -> None:
    """The Axis engineers clicked as firers: the firers' table names what they are, as the Units dock and the target
    table name a type ("Pioniergruppe"), never the counter's label "ENG": the engineers, of no name of their own, by
    their type in the Unit column (the Type column left empty, not saying it twice), the PaK 40 by its name with its
    type beside it; each type whole in its Type cell's tooltip."""
    if lang == "de":
        request.getfixturevalue("german")
    dialog = _engineers_fire(qtbot, open_window, infantry_dialogs, demo_path, tmp_path)
    rows = listed(dialog)
    assert rows["ge30"][1:3] == [engineers, ""], rows["ge30"]
    assert rows["ge10"][2] == gun, rows["ge10"]
    for r in range(dialog.firer_table.rowCount()):
        cell = dialog.firer_table.item(r, 2)
        assert cell.text() in {cell.toolTip(), ""} and cell.toolTip() not in {"ENG", "R", "SMG", "LMG", "MMG", "HMG"}
