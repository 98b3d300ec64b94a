"""The Briefing dock of a generated battle read in German: the victory conditions' heading in German capitals, as the
rules print it ("HALTEAUFTRAG"), and the rolls' table naming the rules' tables it rolled on ("Tabelle"), not the
table the battle is played on ("Tisch") — in the battle made now and in the battle file opened again."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from morefire_gui.gui.features.scenario import ScenarioFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.scenario.terms import Mission
from tests.gui.test_german_words import CHOICES, _generated
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.gui.test_scenario_gui import feature, random_dialogs  # noqa: F401 # the dialogs' fixture


def _lines(window: MainWindow) -> list[str]:
    return window.feature(ScenarioFeature).dock.text().splitlines()


@pytest.mark.parametrize(
    ("mission", "ratio", "heading"),
    [
        (Mission.DELAY, (3, 1), "VERZÖGERUNGSAUFTRAG (Siegbedingungen für den Verteidiger)"),
        (Mission.HOLDING_ACTION, (3, 2), "HALTEAUFTRAG (Siegbedingungen für den Verteidiger)"),
        (Mission.ADVANCE_TO_CONTACT, (1, 1), "VORSTOSS BIS FEINDBERÜHRUNG (Siegbedingungen für den Verteidiger)"),
        (Mission.COUNTERATTACK, (3, 5), "GEGENANGRIFF (Siegbedingungen für den Verteidiger)"),
    ],
)
def test_the_victory_conditions_heading_reads_in_german(  # type: ignore[no-untyped-def]
    german, window: MainWindow, tmp_path: Path, mission: Mission, ratio: tuple[int, int], heading: str
) -> None:
    _generated(window, replace(CHOICES, mission=mission, ratio=ratio))
    assert heading in _lines(window)
    path = tmp_path / "generated.yaml"
    assert window._save_to(path)
    assert window.open_path(path)  # the briefing as the battle file keeps it, in English
    assert heading in _lines(window)


def test_the_rolls_name_the_rules_tables_in_german(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _generated(window)
    lines = _lines(window)
    rolls = lines.index("Würfe")
    assert lines[rolls + 1 : rolls + 6] == ["Tabelle", "Würfel", "Augen", "Gelesen als", "Ergebnis"]
    # The battle's own table keeps its word: the table the battle is played on.
    assert lines[lines.index("Tisch") + 1] == "erzeugt (Startwert 21)"


def test_a_variable_result_says_the_airstrikes_and_the_d6_in_german(german, window: MainWindow, random_dialogs) -> None:  # type: ignore[no-untyped-def]
    """Table VII's "Variable Axis": the briefing says how many airstrikes the d6 gave, and the d6 — "Achse: 1
    Luftangriff (ein d6 zeigte 1)", not "ein d6 Luftangriffe (gewürfelt 1)"."""
    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    dialog.seed.setValue(4)  # Russia 1942, the Axis attack; Table VII's d100 12 reads 1: Variable Axis, a d6 of 1
    assert "Luftangriffe\nAchse: 1 Luftangriff (ein d6 zeigte 1); Alliierte: keine; mit Armeepunkten bezahlt" in (
        dialog.briefing_text()
    )
