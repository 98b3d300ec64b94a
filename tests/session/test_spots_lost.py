"""2.1 advanced: "it must be spotted again ... if the target is lost behind terrain". A move that breaks a spotter's
line of sight to its target drops the spot in the move's own step (undone with it, written in its log entry), for the
unit moved as target and as spotter; Drop Spots Lost stays for what else breaks a sight line."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.model.actions.direct_fire import DropLostSpots, Spot
from morefire_gui.model.actions.movement import Move
from morefire_gui.model.actions.table import ChangeSettings, ChangeUnits, PlaceTerrain
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession

WALL = {"id": "wall", "kind": "woods", "polygon": [[50, 24], [59, 24], [59, 26], [50, 26]]}
BEHIND_THE_WALL = ((60, 23), (60, 27), (58, 28))  # su7 drives round the woods' east end


def spotted(demo_path: Path, advanced: bool = True) -> BattleSession:
    """su7 drawn up north of a strip of woods, in ge7's sight, and spotted by it."""
    s = BattleSession.open(demo_path)
    settings = s.battle.settings.model_copy(update={"advanced": advanced})
    s.commit(s.perform(ChangeSettings(settings=settings)))
    s.commit(s.perform(PlaceTerrain(piece=WALL)))
    su7 = s.battle.unit("su7")
    s.commit(s.perform(ChangeUnits(units=(su7.model_copy(update={"at": (58.0, 22.0)}),))))
    s.commit(s.perform(Spot(spotter="ge7", target="su7"), ScriptedDice([1])))
    assert s.geometry.unit_los("ge7", "su7").clear
    return s


def test_a_target_that_moves_out_of_sight_is_lost_in_the_moves_own_step(demo_path: Path) -> None:
    s = spotted(demo_path)
    assert s.battle.unit("su7").spotted_by == ("ge7",)
    resolution = s.perform(Move(unit="su7", path=BEHIND_THE_WALL), ScriptedDice([]))
    assert not resolution.refused and resolution.result.spots_lost == (("su7", "ge7"),)
    committed = s.commit(resolution)
    assert committed is not None
    su7 = s.battle.unit("su7")
    assert su7.spotted_by == () and not s.geometry.unit_los("ge7", "su7").clear
    entry = s.battle.log[-1]
    assert entry.kind == "move" and "SU-76 #1 is no longer spotted by StuG 2: its line of sight is blocked" in str(
        entry.steps
    )
    # Undo takes the move back, and the spot with it; the roll to spot stays in the log.
    s.revert(committed.edit)
    assert s.battle.unit("su7").at == (58.0, 22.0) and s.battle.unit("su7").spotted_by == ("ge7",)


def test_a_spotter_that_moves_out_of_sight_loses_its_target(demo_path: Path) -> None:
    s = spotted(demo_path)
    # Laid out afresh (a free battle's counters moved by hand): su7 south-east of the woods, ge7 north of their end.
    su7, ge7 = s.battle.unit("su7"), s.battle.unit("ge7")
    s.commit(
        s.perform(
            ChangeUnits(
                units=(su7.model_copy(update={"at": (62.0, 30.0)}), ge7.model_copy(update={"at": (60.0, 14.0)}))
            )
        )
    )
    assert s.battle.unit("su7").spotted_by == ("ge7",) and s.geometry.unit_los("ge7", "su7").clear
    # ge7 drives west: its line of sight to su7 now runs through the woods.
    moved = s.perform(Move(unit="ge7", path=((53, 14),)), ScriptedDice([]))
    assert not moved.refused and moved.result.final_at == (53, 14), moved.reason
    assert moved.result.spots_lost == (("su7", "ge7"),)
    s.commit(moved)
    assert s.battle.unit("su7").spotted_by == () and not s.geometry.unit_los("ge7", "su7").clear


def test_a_counter_moved_by_hand_out_of_sight_is_lost_and_logged(demo_path: Path) -> None:
    s = spotted(demo_path)
    s.commit(s.perform(ChangeUnits(units=(s.battle.unit("su7").model_copy(update={"at": (56.0, 28.0)}),))))
    assert s.battle.unit("su7").spotted_by == () and not s.geometry.unit_los("ge7", "su7").clear
    entry = s.battle.log[-1]
    assert entry.title == "Spots lost behind terrain" and "SU-76 #1 is no longer spotted by StuG 2" in str(entry.steps)


def test_a_move_that_keeps_the_line_of_sight_keeps_the_spot(demo_path: Path) -> None:
    s = spotted(demo_path)
    resolution = s.perform(Move(unit="su7", path=((62, 21),)), ScriptedDice([]))
    assert not resolution.refused and resolution.result.spots_lost == ()
    s.commit(resolution)
    assert s.battle.unit("su7").spotted_by == ("ge7",) and s.geometry.unit_los("ge7", "su7").clear


def test_a_basic_game_keeps_a_spotted_target_spotted_for_the_battle(demo_path: Path) -> None:
    s = spotted(demo_path, advanced=False)
    assert s.battle.unit("su7").has(Status.SPOTTED)
    s.commit(s.perform(Move(unit="su7", path=BEHIND_THE_WALL), ScriptedDice([])))
    assert s.battle.unit("su7").has(Status.SPOTTED) and not s.geometry.unit_los("ge7", "su7").clear


def test_drop_spots_lost_still_drops_what_new_terrain_hides(demo_path: Path) -> None:
    s = spotted(demo_path)
    nothing = s.perform(DropLostSpots())
    assert nothing.refused and nothing.reason == "every spot still has its line of sight"
    s.commit(
        s.perform(PlaceTerrain(piece={**WALL, "id": "copse", "polygon": [[54, 17], [60, 17], [60, 19], [54, 19]]}))
    )
    assert s.battle.unit("su7").spotted_by == ("ge7",)  # laying terrain moves no one: the players drop the spots
    dropped = s.perform(DropLostSpots())
    assert not dropped.refused and dropped.result.dropped == (("su7", "ge7"),)
    s.commit(dropped)
    assert s.battle.unit("su7").spotted_by == () and s.battle.log[-1].title == "Spots lost behind terrain"


def test_a_strict_battle_drops_spots_lost_in_the_direct_fire_phase_only(demo_path: Path) -> None:
    """Losing a spot behind terrain is 2.1's, read where spots are read: the direct fire phase, any of its steps."""
    from morefire_gui.model.battle import SequenceMode

    s = spotted(demo_path)
    b = s.battle
    b.settings = b.settings.model_copy(update={"sequence": SequenceMode.STRICT})
    # su7 behind the woods, still spotted by ge7 (a file may hold it so): the spot is lost.
    b.units[b.unit_index("su7")] = b.unit("su7").model_copy(update={"at": (56.0, 28.0), "spotted_by": ("ge7",)})
    assert not s.geometry.unit_los("ge7", "su7").clear
    for step in s.tables.sequence.step_ids():
        s.battle.step = step
        resolution = s.perform(DropLostSpots())
        if step.startswith("fire."):
            assert not resolution.refused and resolution.result.dropped == (("su7", "ge7"),), step
        else:
            assert resolution.refused and resolution.rule == "Sequence of play", step
            assert resolution.reason.startswith(
                "dropping the spots lost behind terrain is in the direct fire phase (steps 1-4); this is "
            ), resolution.reason
