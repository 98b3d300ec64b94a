"""Undo and redo restore every kind of action exactly.

The window's undo stack (gui/undo.py) commits an action once, then reverts and applies again the ONE edit that commit
gave back. For every kind of action in :data:`morefire_gui.model.actions.ACTION_TYPES`, a battle where it can be taken
takes it, and every commit it makes is checked as the undo stack would use it:

- ``session.revert(edit)`` gives back the position before the commit exactly (``battle.state()``: the units and their
  statuses, the marks of who acted, the fire missions, the aircraft, the sides' registration points and airstrikes
  bought, the turn and its step, who has the table), the record of actions and where it starts from;
- the log entries the commit wrote stay: the log is append-only, undo never takes a roll back
  (docs/architecture.md, "Undo: Qt-free edits, wrapped in QUndoCommand"; ``BattleSession.record``);
- ``session.apply(edit)`` gives the position and the record just after the commit again.

Each kind has a case: a battle built here, or an existing session test of that kind, run with every commit it makes
checked so. A kind with no case fails :func:`test_every_kind_of_action_has_a_case` until it has one, or a reason in
:data:`NOT_COVERED`.

The kinds covered (all of them): place_terrain, change_terrain, remove_terrain, place_unit, change_units,
remove_units, change_settings, sequence, table_image, next_step, step_back, mark, island_activation, hand_over, spot,
fire, lost_spots, forces, placement_complete, mission, objective_reached, building_destroyed, victory, infantry_fire, melee,
assault, suicide_squad, order, battery_set_up, battery_breakdown, gun_set_up, gun_breakdown, barrage,
registration_point, remove_registration_point, define_battery, delete_battery, move, close_combat,
close_combat_pass, mount, dismount, ski, ice,
airstrike, aircraft_run, aircraft_turn, snowing.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from morefire_gui.io.resources import bundled_catalogue, demo_battle_path, rule_tables
from morefire_gui.model.actions import Action, action_kinds
from morefire_gui.model.actions.table import ChangeTerrain, RemoveTerrain, RemoveUnits
from morefire_gui.model.actions.turns import HandOver, MarkActed, NextStep, StepBack
from morefire_gui.session import perform as performing
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.resolution import Committed, Resolution
from tests.session import (
    test_aircraft_session,
    test_airstrikes_bought,
    test_artillery_actions,
    test_buildings_destroyed,
    test_claims,
    test_close_combat_movement,
    test_deployment_zones,
    test_direct_fire_session,
    test_fake_markers,
    test_gun_set_up,
    test_infantry_session,
    test_mission_by_hand,
    test_movement_session,
    test_scenario_by_hand,
    test_scenario_session,
    test_spots_lost,
    test_table_image_action,
    test_turns,
)
from tests.session.air_battle import air_session

# Kinds no case here takes, each with why (none at present): the gap shows in the test's skips.
NOT_COVERED: dict[str, str] = {}


def _battle(session: BattleSession) -> dict[str, Any]:
    """What undo and redo must give back: the position, the record of actions and where it starts from, the log."""
    battle = session.battle
    return {
        **battle.state().model_dump(mode="json"),
        "actions": list(battle.actions),
        "start": battle.start,
        "log": list(battle.log),
    }


def _differences(seen: dict[str, Any], wanted: dict[str, Any]) -> list[str]:
    return sorted(k for k in wanted.keys() | seen.keys() if seen.get(k) != wanted.get(k))


def _checked_commit(checked: list[str]) -> Callable[[BattleSession, Resolution], Committed | None]:
    """``session.commit`` that, once committed, undoes and redoes the edit as the window's undo stack does and checks
    that each gives exactly the battle before and after (the log as the commit left it: undo never takes an entry
    back); ``checked`` gathers the kinds of action so checked."""

    def commit(session: BattleSession, resolution: Resolution) -> Committed | None:
        before = _battle(session)
        committed = performing.commit(session, resolution)
        if committed is None:
            return None
        kind = resolution.action.kind
        after = _battle(session)
        assert after["log"][len(before["log"]) :] == list(committed.entries), f"{kind} wrote other log entries"
        assert after["actions"][-1].action["kind"] == kind, f"{kind} is not recorded"
        before["log"] = after["log"]  # the entries written stay

        session.revert(committed.edit)
        assert not (left := _differences(_battle(session), before)), f"undoing {kind} leaves {left} changed"
        session.apply(committed.edit)
        assert not (left := _differences(_battle(session), after)), f"redoing {kind} leaves {left} changed"
        checked.append(kind)
        return committed

    return commit


# -- cases built here: the table and the turn's own actions on the demo battle ------------------------------------------


def _demo() -> BattleSession:
    return BattleSession.open(demo_battle_path())


def _take(session: BattleSession, *actions: Action) -> None:
    for action in actions:
        resolution = session.perform(action)
        assert resolution.accepted, resolution.refusal
        session.commit(resolution)


def _change_terrain(tmp_path: Path) -> None:
    session = _demo()
    hill = session.battle.piece("h5")
    assert hill is not None
    _take(session, ChangeTerrain(pieces=(hill.model_copy(update={"level": 2}),), text="Hill level up"))


def _remove_terrain(tmp_path: Path) -> None:
    _take(_demo(), RemoveTerrain(ids=("h5", "w2")))


def _remove_units(tmp_path: Path) -> None:
    _take(_demo(), RemoveUnits(ids=("ge9", "ge3")))


def _step_back(tmp_path: Path) -> None:
    _take(_demo(), NextStep(), NextStep(), StepBack())


def _mark(tmp_path: Path) -> None:
    session = _demo()
    session.battle.step = "movement.cross_country"
    _take(session, MarkActed(actor="ge9"), MarkActed(actor="ge9", done=False))


def _hand_over(tmp_path: Path) -> None:
    _take(_demo(), HandOver(to="axis"), HandOver(to="allies"), HandOver(to=None, agreed=("axis", "allies")))


# -- cases of the session tests of each family, run with every commit checked ------------------------------------------


def _demo_case(test: Callable[[Path], None]) -> Callable[[Path], None]:
    return lambda tmp_path: test(demo_battle_path())


def _tables_case(test: Callable[..., None], *args: Any) -> Callable[[Path], None]:
    return lambda tmp_path: test(rule_tables(), bundled_catalogue(), *args)


def _air_case(test: Callable[[BattleSession], None]) -> Callable[[Path], None]:
    return lambda tmp_path: test(air_session(tmp_path))


CASES: dict[str, Callable[[Path], None]] = {
    # the table
    "place_terrain": _demo_case(test_spots_lost.test_a_basic_game_keeps_a_spotted_target_spotted_for_the_battle),
    "change_terrain": _change_terrain,
    "remove_terrain": _remove_terrain,
    "place_unit": _tables_case(test_deployment_zones.test_a_counter_moved_in_the_set_up_stays_in_its_zone),
    "change_units": _demo_case(test_claims.test_a_free_battle_takes_the_players_word_that_the_target_fired),
    "remove_units": _remove_units,
    "change_settings": _demo_case(test_spots_lost.test_a_counter_moved_by_hand_out_of_sight_is_lost_and_logged),
    "sequence": _tables_case(test_deployment_zones.test_a_battle_played_free_places_a_counter_anywhere),
    "table_image": lambda tmp_path: test_table_image_action.test_set_undo_and_take_away_in_a_strict_battle_at_play(),
    # the sequence of play
    "next_step": lambda tmp_path: test_turns.test_advancing_is_one_edit_that_undoes_everything(),
    "step_back": _step_back,
    "mark": _mark,
    "island_activation": lambda tmp_path: test_turns.test_an_island_raid_rolls_for_activation_every_turn(),
    "hand_over": _hand_over,
    # direct fire
    "spot": lambda tmp_path: test_direct_fire_session.test_fired_this_turn_from_the_log(),
    "fire": lambda tmp_path: test_direct_fire_session.test_a_hit_destroys_and_undo_restores(),
    "lost_spots": _demo_case(test_spots_lost.test_drop_spots_lost_still_drops_what_new_terrain_hides),
    # the forces and the scenario
    "forces": lambda tmp_path: test_fake_markers.test_in_a_jungle_the_other_side_sees_every_marker_alike(),
    "placement_complete": _tables_case(test_deployment_zones.test_a_side_without_a_zone_places_anywhere),
    "mission": lambda tmp_path: test_mission_by_hand.test_taken_away_and_undone(),
    "objective_reached": _tables_case(test_scenario_by_hand.test_the_raids_objective_is_an_action_of_play_at_any_time),
    "building_destroyed": _tables_case(
        test_buildings_destroyed.test_a_destroyed_building_scores_half_its_column, "standard", "axis", "standard", 6
    ),
    "victory": _tables_case(test_scenario_session.test_recording_the_score_changes_nothing_but_the_log),
    # infantry combat
    "infantry_fire": lambda tmp_path: (
        test_infantry_session.test_infantry_fire_is_committed_with_its_marks_log_entry_and_record()
    ),
    "melee": lambda tmp_path: test_infantry_session.test_melee_action_in_step_a(),
    "assault": lambda tmp_path: test_infantry_session.test_a_suicide_squad_assaults_in_the_turn_it_is_reclassified(),
    "suicide_squad": lambda tmp_path: (
        test_infantry_session.test_strict_reclassification_before_moving_or_before_assaulting()
    ),
    # artillery
    "order": lambda tmp_path: test_artillery_actions.test_an_order_is_written_in_artillery_step_c_and_once_a_turn(),
    "battery_set_up": lambda tmp_path: (
        test_artillery_actions.test_self_propelled_guns_make_a_battery_with_their_own_set_up_row()
    ),
    "battery_breakdown": lambda tmp_path: test_artillery_actions.test_breakdown_and_the_refusals_of_4_8(),
    "gun_set_up": lambda tmp_path: test_gun_set_up.test_a_gun_breaks_down_for_its_rows_turns_and_then_moves(),
    "gun_breakdown": lambda tmp_path: test_gun_set_up.test_a_breakdown_of_one_turn_says_so(),
    "barrage": lambda tmp_path: test_artillery_actions.test_a_free_barrage_fires_logs_and_marks_as_one_step(),
    "registration_point": lambda tmp_path: test_artillery_actions.test_registration_points_are_plotted_before_play(),
    "remove_registration_point": lambda tmp_path: (
        test_artillery_actions.test_registration_points_are_plotted_before_play()
    ),
    "define_battery": lambda tmp_path: (
        test_artillery_actions.test_batteries_are_defined_and_deleted_with_what_they_fire()
    ),
    "delete_battery": lambda tmp_path: (
        test_artillery_actions.test_batteries_are_defined_and_deleted_with_what_they_fire()
    ),
    # movement
    "move": lambda tmp_path: test_gun_set_up.test_in_a_basic_game_a_gun_moves_and_fires_as_it_did(),
    "close_combat": lambda tmp_path: test_close_combat_movement.test_a_unit_passes_and_the_group_goes_on(),
    "close_combat_pass": lambda tmp_path: test_close_combat_movement.test_a_unit_passes_and_the_group_goes_on(),
    "mount": lambda tmp_path: test_movement_session.test_mounting_is_all_the_riders_or_none_and_one_step(),
    "dismount": lambda tmp_path: test_movement_session.test_mounting_is_all_the_riders_or_none_and_one_step(),
    "ski": lambda tmp_path: test_movement_session.test_ski_troops_and_the_ice_are_the_set_up(),
    "ice": lambda tmp_path: test_movement_session.test_ski_troops_and_the_ice_are_the_set_up(),
    # aircraft
    "airstrike": lambda tmp_path: test_airstrikes_bought.test_flying_one_uses_it_up_and_undo_puts_it_back(),
    "aircraft_run": _air_case(test_aircraft_session.test_an_aircraft_flies_one_run_a_turn),
    "aircraft_turn": _air_case(test_aircraft_session.test_turning_the_arrow_marks_the_aircraft_in_the_arrow_step),
    "snowing": _air_case(test_aircraft_session.test_snowing_is_the_set_up_of_a_battle_in_snow),
}


def test_every_kind_of_action_has_a_case() -> None:
    kinds = set(action_kinds())
    assert not set(CASES) & set(NOT_COVERED), "a kind is both covered and not"
    missing = sorted(kinds - set(CASES) - set(NOT_COVERED))
    assert not missing, f"no undo case for {missing}: add one to CASES, or say why in NOT_COVERED"
    assert not (set(CASES) | set(NOT_COVERED)) - kinds, "a case for a kind of action that is no more"


@pytest.mark.parametrize("kind", sorted(action_kinds()))
def test_undo_and_redo_restore_the_action_exactly(kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if kind in NOT_COVERED:
        pytest.skip(NOT_COVERED[kind])
    if kind not in CASES:
        pytest.fail(f"no undo case for {kind}")
    checked: list[str] = []
    monkeypatch.setattr(BattleSession, "commit", _checked_commit(checked))
    CASES[kind](tmp_path)
    assert kind in checked, f"the case of {kind} committed no {kind}: {checked}"
