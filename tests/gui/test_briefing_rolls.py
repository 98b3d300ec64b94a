"""The Briefing dock's Rolls table: each roll's result begins with a capital, as the table's other cells do, not as
the battle file's word ("holding_action", "axis")."""

from __future__ import annotations

from morefire_gui.gui.features.scenario import ScenarioFeature
from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_german_words import _generated


def test_the_rolls_results_read_as_words(window: MainWindow) -> None:
    _generated(window)  # Delay Mission, Russia summer 1942: the year, season and mission set; the rest rolled
    lines = window.feature(ScenarioFeature).dock.text().splitlines()
    rolls = lines[lines.index("Rolls") + 6 :]
    results = dict(zip(rolls[0::5], rolls[4::5], strict=False))
    assert results["Table II, attacker"] in ("Axis", "Allies")
    assert results["Table IV, conditions"] in ("Clear", "Mud")
    assert results["Table V, terrain"] in ("Hilly", "City", "Steppes")
