"""The Score Battle dialog says why nobody controls a location in words a player reads at once: no unit within the 100
yards that control it, and which unit is nearest, how far — "beyond 100" left him asking 100 what."""

from __future__ import annotations

import pytest

from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.gui.test_scenario_gui import _finished, _open, _unit, feature, victory_dialogs  # noqa: F401 # the fixture


@pytest.mark.parametrize(
    ("lang", "why"),
    [
        ("en", "no unit within 100 yards: the nearest, Rifle squad (Axis), is 1709 yards away"),
        ("de", "keine Einheit innerhalb von 100 Yards: die nächste, Schützengruppe (Achse), ist 1709 Yards entfernt"),
    ],
)
def test_a_location_nobody_controls_says_no_unit_is_within_100_yards(  # type: ignore[no-untyped-def]
    request, window: MainWindow, victory_dialogs, lang: str, why: str
) -> None:
    if lang == "de":
        request.getfixturevalue("german")
    _open(window, _finished(units=[_unit("g1", "axis", 8, 8)]))
    rows = {row[0]: row for row in feature(window).score_battle().location_rows()}
    house = rows["Building" if lang == "en" else "Gebäude"]
    assert house[7] == why


def test_a_raid_shows_its_one_condition_without_a_letter(window: MainWindow, victory_dialogs) -> None:  # type: ignore[no-untyped-def]
    """RAID is won at the objective: its one condition has no letter of the victory conditions, and the letter column
    stays empty rather than showing the --json's word "objective" (in English, in a German window too)."""
    _open(window, _finished("raid", objective="b1"))
    dialog = feature(window).score_battle()
    assert dialog.condition_rows() == [["", "The attacker reaches the objective", "not met", "not reached"]]
    # No victory point locations in a raid: no empty table of them either.
    assert not dialog.locations.isVisibleTo(dialog) and not dialog.locations_heading.isVisibleTo(dialog)


def test_a_battle_with_locations_shows_their_table(window: MainWindow, victory_dialogs) -> None:  # type: ignore[no-untyped-def]
    _open(window, _finished(units=[_unit("g1", "axis", 8, 8)]))
    dialog = feature(window).score_battle()
    assert dialog.locations.isVisibleTo(dialog) and dialog.locations.rowCount() == 3


def test_a_raid_recorded_in_the_log_says_the_objective_was_reached_in_german(  # type: ignore[no-untyped-def]
    german, qtbot, window: MainWindow, victory_dialogs
) -> None:
    """Record in Log for a raid: the log's score says "Ziel erreicht", not the --json's word "objective" in a German
    sentence ("objective erfüllt")."""
    from tests.gui.test_german_as_a_wargamer_writes_it import _log_lines

    _open(window, _finished("raid", objective="b1"))
    dialog = feature(window).score_battle()
    dialog.objective.setChecked(True)
    dialog.record_button.click()
    assert window.session.battle.log[-1].summary.endswith("; objective reached")  # the file keeps the English
    shown = "\n".join(_log_lines(window))
    assert "Ziel erreicht" in shown and "objective" not in shown, shown
