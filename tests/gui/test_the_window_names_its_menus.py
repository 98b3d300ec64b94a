"""What the window says of a way to do a thing names its menus, never a command of the command line: a Next refused on
a table laid by hand ("Battle > Placement Complete"), a minefield laid before placement is complete, a Next before
the forces are bought ("Forces > Build Forces"), the briefing's ice of TUNDRA ("Movement > Roll the Ice") and its end
of the battle ("Battle > Score Battle"), in English and in German. The command line keeps naming its own commands."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.features.scenario import ScenarioFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import Mission
from morefire_gui.rules.scenario.weather import BattlefieldTerrain
from morefire_gui.session.forces import NO_FORCES_YET
from morefire_gui.session.turn_actions import PLAY_WAITS_FOR_PLACEMENT
from tests.gui.conftest import open_random_battle, to_view
from tests.gui.test_dialogs_say_what_the_player_may_do import language  # noqa: F401 # the fixture
from tests.gui.test_said import german  # noqa: F401 # the fixture

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier

PLACEMENT = {"en": "(Battle > Placement Complete)", "de": "(Gefecht > Aufstellung abgeschlossen)"}
# The section of the scenario system a refusal of the table laid by hand cites, in the window's language.
TABLE_RULE = {"en": "(Terrain and Weather Definitions)", "de": "(Gelände- und Wetterdefinitionen)"}


def no_command(text: str) -> None:
    assert "morefire" not in text and "--" not in text, text


def next_refused(qtbot, window: MainWindow) -> str:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)
    return window.statusBar().currentMessage()


def test_next_on_a_table_laid_by_hand_names_the_menu(qtbot, window: MainWindow, language: str) -> None:  # type: ignore[no-untyped-def]
    open_random_battle(window, ScenarioChoices(), seed=5, by_hand=True)
    said = next_refused(qtbot, window)
    assert f"{PLACEMENT[language]}; " in said, said
    no_command(said)
    assert "morefire placement" in PLAY_WAITS_FOR_PLACEMENT  # the command line's words name its command


def test_a_minefield_before_placement_is_complete_names_the_menu(qtbot, window: MainWindow, language: str) -> None:  # type: ignore[no-untyped-def]
    open_random_battle(window, ScenarioChoices(), seed=5, by_hand=True)
    window.set_tool("minefield")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 30.0, 24.0))
    said = window.statusBar().currentMessage()
    assert said.endswith(f"{PLACEMENT[language]} {TABLE_RULE[language]}"), said
    no_command(said)
    assert not [p for p in window.session.battle.terrain if p.kind.value == "minefield"]


def test_next_before_the_forces_are_bought_names_the_menu(qtbot, window: MainWindow, language: str) -> None:  # type: ignore[no-untyped-def]
    choices = ScenarioChoices(mission=Mission.ADVANCE_TO_CONTACT, attacker=Allegiance.ALLIES)
    open_random_battle(window, choices, seed=11)
    said = next_refused(qtbot, window)
    menu = {"en": "(Forces > Build Forces) (Table VI)", "de": "(Truppen > Truppen aufstellen) (Tabelle VI)"}[language]
    assert said.endswith(menu), said
    no_command(said)
    assert "(Forces > Build Forces, morefire forces --place)" in NO_FORCES_YET


def test_the_briefing_names_the_menus_for_the_ice_and_the_score(window: MainWindow, language: str) -> None:
    open_random_battle(window, ScenarioChoices(terrain=BattlefieldTerrain.TUNDRA), seed=1)
    notes = window.session.battle.briefing.notes
    assert any(n.endswith("Movement > Roll the Ice (morefire ice)") for n in notes)  # as the file keeps it
    text = " ".join(window.feature(ScenarioFeature).dock.text().split())
    ice, score = {
        "en": ("all at once with Movement > Roll the Ice", "(Battle > Score Battle)."),
        "de": ("alle auf einmal mit Bewegung > Für das Eis würfeln", "(Gefecht > Gefecht werten)."),
    }[language]
    assert ice in text and score in text, text
    no_command(text)
