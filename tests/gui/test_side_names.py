"""The sides of a battle the scenario system makes are named by their role: "Attacker" and "Defender" in the battle
file (as it always was) and in English, "Angreifer" and "Verteidiger" to a German player wherever the window names
them (the legend, the docks, the log, the dialogs), in a new battle and in one saved before."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.gui.dialogs.airstrike import AirstrikeDialog
from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.scenario import ScenarioFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.said import said
from morefire_gui.gui.side_words import said_side
from morefire_gui.io.resources import rule_tables
from morefire_gui.model.battle import Battle, Side
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import TerrainType
from morefire_gui.session.names import side_name
from morefire_gui.session.scenario import TableOptions, random_battle
from tests.gui.test_said import german  # noqa: F401 # the German fixture


def _one_side(side: Side) -> Battle:
    return Battle.model_validate({"title": "t", "table": {"width": 48, "depth": 48}, "scale": "1:50", "sides": [side]})


def _generated(window: MainWindow) -> None:
    made = random_battle(ScenarioChoices(terrain=TerrainType.STEPPES), TableOptions(), rule_tables(), seed=21)
    assert window.feature(ScenarioFeature).open_random_battle(made)


def _shown(window: MainWindow) -> list[str]:
    """Where the window names the sides: the legend, the hot seat's views, the airstrike dialog's sides."""
    texts = list(window.legend.legend.labels())
    texts += [a.text() for a in window.feature(HotSeatFeature).view_actions_]
    tables = window.feature(AircraftFeature).tables
    dialog = AirstrikeDialog(window.session, window, window.scene, None, tables, None, None, None, "axis", window)
    texts += [dialog.side.itemText(i) for i in range(dialog.side.count())]
    dialog.close()
    return texts


def test_the_file_keeps_the_english_names(window: MainWindow, tmp_path: Path) -> None:
    _generated(window)
    battle = window.session.battle
    assert {s.name for s in battle.sides} == {"Attacker", "Defender"}
    attacker = battle.mission.attacker
    assert side_name(battle, attacker) == "Attacker" and str(side_name(battle, attacker)) == "Attacker"
    path = tmp_path / "generated.yaml"
    assert window._save_to(path)
    text = path.read_text(encoding="utf-8")
    assert "name: Attacker" in text and "name: Defender" in text


def test_the_window_names_them_in_english(window: MainWindow) -> None:
    _generated(window)
    texts = _shown(window)
    assert any(t.startswith("Attacker (") for t in texts) and any(t.startswith("Defender (") for t in texts)
    assert "Attacker's View" in texts


def test_a_german_player_reads_angreifer_and_verteidiger(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _generated(window)
    texts = _shown(window)
    assert any(t.startswith("Angreifer (") for t in texts) and any(t.startswith("Verteidiger (") for t in texts)
    assert "Sicht: Angreifer" in texts and "Sicht: Verteidiger" in texts
    assert not [t for t in texts if "Attacker" in t or "Defender" in t]


def test_a_log_saved_before_reads_the_role_in_german(german) -> None:  # type: ignore[no-untyped-def]
    # The English a battle file's log keeps, read back: the side's name is said too.
    assert said("Airstrike: Ju 87D of Attacker") == "Luftangriff: Ju 87D von Angreifer"
    assert (
        said_side(_one_side(Side(id="axis", nation="germany", edge="north", name="Defender")), "axis") == "Verteidiger"
    )


@pytest.mark.parametrize("name", ["Kampfgruppe Peiper", "attacker", "Attackers"])
def test_a_name_the_players_gave_stays_as_they_wrote_it(german, name: str) -> None:  # type: ignore[no-untyped-def]
    assert said_side(_one_side(Side(id="axis", nation="germany", edge="north", name=name)), "axis") == name
    assert said_side(_one_side(Side(id="axis", nation="germany", edge="north")), "axis") == "Achse"  # its id, said
