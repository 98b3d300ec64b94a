"""A table laid by hand is laid in turns: "If the board is not pre-determined, then the players will alternate placing
terrain pieces with the defender placing first" (Terrain and Weather Definitions). In a strict battle the session
knows whose turn it is from the record of actions, refuses a piece placed by the other side before anything changes,
gives the turn back on undo and again on redo, and a saved battle replays to the same turn."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.model.actions.forces import CompletePlacement
from morefire_gui.model.actions.table import ChangeTerrain, PlaceTerrain, RemoveTerrain, SetSequence
from morefire_gui.model.actions.turns import HandOver
from morefire_gui.model.battle import SequenceMode, TerrainPiece
from morefire_gui.model.terms import Edge
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.placing import placer, placing_turn
from morefire_gui.session.replay import replay
from morefire_gui.session.scenario import TableOptions, build_battle
from tests.session.test_scenario_by_hand import _holding_action, _square

RULE = "Terrain and Weather Definitions"


def _by_hand(tables, catalogue, strict: bool = True) -> BattleSession:  # type: ignore[no-untyped-def]
    # Holding Action: the Allies attack, the Axis defends (and so places first).
    battle = build_battle(_holding_action(tables), TableOptions(), tables, seed=4, by_hand=True)
    session = BattleSession(battle, None, catalogue, tables)
    if not strict:
        session.commit(session.perform(SetSequence(mode=SequenceMode.FREE)))
    return session


def _woods(n: int) -> TerrainPiece:
    """The n-th copse, 4 in square, along the table (72 in wide) in rows of eleven: each on the table."""
    return _square(f"w{n}", "woods", 4 + 6 * (n % 11), 10 + 6 * (n // 11 % 6), 4)


def _place(session: BattleSession, n: int, side: str | None = None) -> None:
    resolution = session.perform(PlaceTerrain(piece=_woods(n), side=side))
    assert resolution.accepted, resolution.reason
    session.commit(resolution)


def test_the_defender_places_first_and_the_sides_alternate(tables, catalogue) -> None:
    session = _by_hand(tables, catalogue)
    battle = session.battle
    assert battle.mission.defender == "axis"
    turns = [placing_turn(battle)]
    for n in range(4):
        _place(session, n)  # everyone at the table: each piece is placed by the side whose turn it is
        turns.append(placing_turn(battle))
    assert turns == ["axis", "allies", "axis", "allies", "axis"]
    assert placer(battle) == "axis"


def test_a_piece_placed_out_of_turn_is_refused_before_anything_changes(tables, catalogue) -> None:
    session = _by_hand(tables, catalogue)
    battle = session.battle
    before = (battle.model_dump(), len(battle.log))
    refused = session.perform(PlaceTerrain(piece=_woods(0), side="allies"))
    assert refused.refused and refused.rule == RULE
    assert refused.reason == (
        "Axis (defender) places the next terrain piece, not Allies (attacker): the players alternate, the "
        "defender placing first"
    )
    assert session.commit(refused) is None
    assert (battle.model_dump(), len(battle.log)) == before
    _place(session, 0, "axis")
    again = session.perform(PlaceTerrain(piece=_woods(1), side="axis"))  # the defender twice running
    assert again.refused and "Allies (attacker) places the next terrain piece" in again.reason
    _place(session, 1, "allies")
    assert placing_turn(battle) == "axis"


def test_in_the_hot_seat_the_side_at_the_table_places(tables, catalogue) -> None:
    session = _by_hand(tables, catalogue)
    battle = session.battle
    session.commit(session.perform(HandOver(to="allies")))
    refused = session.perform(PlaceTerrain(piece=_woods(0)))  # the attacker has the table, the defender's turn
    assert refused.refused and refused.rule == RULE
    assert refused.reason.endswith("hand the table over to Axis (defender) (Players → Hand Over)")
    # The side at the table places for itself, not for the other side.
    for_other = session.perform(PlaceTerrain(piece=_woods(0), side="axis"))
    assert for_other.refused and for_other.reason.startswith("Allies (attacker) has the table")
    session.commit(session.perform(HandOver(to="axis")))
    _place(session, 0)
    assert battle.actions[-1].side == "axis" and placing_turn(battle) == "allies"
    assert session.perform(PlaceTerrain(piece=_woods(1))).refused  # still the defender at the table
    session.commit(session.perform(HandOver(to="allies")))
    _place(session, 1)
    assert placing_turn(battle) == "axis"


def test_changing_or_removing_a_piece_is_no_placing_turn(tables, catalogue) -> None:
    session = _by_hand(tables, catalogue)
    battle = session.battle
    _place(session, 0)  # the defender's
    assert placing_turn(battle) == "allies"
    moved = _woods(0).moved_by(1, 1)
    session.commit(session.perform(ChangeTerrain(pieces=(moved,))))
    assert placing_turn(battle) == "allies"
    session.commit(session.perform(RemoveTerrain(ids=("w0",))))
    assert placing_turn(battle) == "allies"  # the piece placed was the defender's turn, taken away or not
    assert session.perform(PlaceTerrain(piece=_woods(1), side="axis")).refused


def test_a_minefield_waits_for_the_forces_and_is_no_placing_turn(tables, catalogue) -> None:
    session = _by_hand(tables, catalogue)
    mines = _square("m1", "minefield", 30, 30, 3, mines="gp")
    before = session.battle.model_dump()
    early = session.perform(PlaceTerrain(piece=mines, side="axis"))  # 3.6: a side's defence, laid with its forces
    assert early.refused and early.rule == RULE and "minefields are laid with the forces" in early.reason
    assert session.battle.model_dump() == before
    _place(session, 0)
    session.commit(session.perform(CompletePlacement(defender_edge=Edge.WEST, as_laid=True)))
    laid = session.perform(PlaceTerrain(piece=mines, side="allies"))
    assert laid.accepted, laid.reason
    session.commit(laid)
    assert placing_turn(session.battle) is None and session.battle.piece("m1") is not None
    free = _by_hand(tables, catalogue, strict=False)
    assert free.perform(PlaceTerrain(piece=mines, side="allies")).accepted  # a free battle: at any time


def test_the_defender_completes_the_placement_in_the_hot_seat(tables, catalogue) -> None:
    session = _by_hand(tables, catalogue)
    _place(session, 0)
    session.commit(session.perform(HandOver(to="allies")))
    before = session.battle.model_dump()
    refused = session.perform(CompletePlacement(defender_edge=Edge.WEST, as_laid=True))
    assert refused.refused and refused.rule == RULE
    assert "the defender completes the placement" in refused.reason and "hand the table over" in refused.reason
    assert session.battle.model_dump() == before
    session.commit(session.perform(HandOver(to="axis")))
    done = session.perform(CompletePlacement(defender_edge=Edge.WEST, as_laid=True))
    assert done.accepted, done.reason


def test_undo_gives_the_turn_back_and_redo_takes_it_again(tables, catalogue) -> None:
    session = _by_hand(tables, catalogue)
    battle = session.battle
    _place(session, 0)
    committed = session.commit(session.perform(PlaceTerrain(piece=_woods(1))))
    assert committed is not None and placing_turn(battle) == "axis"
    session.revert(committed.edit)
    assert placing_turn(battle) == "allies" and battle.piece("w1") is None
    assert session.perform(PlaceTerrain(piece=_woods(1), side="axis")).refused
    session.apply(committed.edit)
    assert placing_turn(battle) == "axis"


def test_free_battles_generated_tables_and_a_completed_placement_place_in_no_turn(tables, catalogue) -> None:
    free = _by_hand(tables, catalogue, strict=False)
    assert placing_turn(free.battle) is None
    _place(free, 0, "allies")
    _place(free, 1, "allies")  # a free battle: anyone, any number in a row
    generated = BattleSession(
        build_battle(_holding_action(tables), TableOptions(), tables, seed=4), None, catalogue, tables
    )
    assert generated.battle.strict and placing_turn(generated.battle) is None
    _place(generated, 90, "allies")
    _place(generated, 91, "allies")
    done = _by_hand(tables, catalogue)
    _place(done, 0)
    done.commit(done.perform(CompletePlacement(defender_edge=Edge.WEST, as_laid=True)))
    assert placing_turn(done.battle) is None
    _place(done, 1, "axis")


def test_an_unknown_side_is_bad_input(tables, catalogue) -> None:
    session = _by_hand(tables, catalogue)
    resolution = session.perform(PlaceTerrain(piece=_woods(0), side="reds"))
    assert resolution.invalid and "unknown side 'reds'" in resolution.reason


def test_a_saved_battle_replays_its_placing_and_keeps_the_turn(tables, catalogue, tmp_path: Path) -> None:
    session = _by_hand(tables, catalogue)
    _place(session, 0)
    session.commit(session.perform(HandOver(to="allies")))
    _place(session, 1)
    _place_for = session.perform(PlaceTerrain(piece=_woods(2), side="allies"))
    assert _place_for.refused  # the attacker twice running
    session.commit(session.perform(HandOver(to="axis")))
    _place(session, 2, "axis")
    path = session.save(tmp_path / "laid.yaml")
    text = path.read_text()
    assert "side: axis" in text  # the record keeps the side named
    again = BattleSession.open(path, catalogue, tables)
    assert placing_turn(again.battle) == "allies"
    report = replay(again)
    assert report.same, report.reason
    assert [s.record.kind for s in report.steps].count("place_terrain") == 3


@pytest.mark.parametrize("old", ["{kind: place_terrain, piece: {id: w1, kind: woods, polygon: [[1,1],[3,1],[3,3]]}}"])
def test_a_place_terrain_action_without_a_side_reads_as_before(old: str) -> None:
    import yaml

    from morefire_gui.model.actions import action_data, parse_action

    action = parse_action(yaml.safe_load(old))
    assert isinstance(action, PlaceTerrain) and action.side is None
    assert "side" not in action_data(action)
