"""Hidden information: what each side may see, and hidden positions revealed by the rules' triggers."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.model.battle import TerrainPiece, Unit
from morefire_gui.model.terms import Status
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import ReplaceUnits
from morefire_gui.session.visibility import reveal_edit, view_of, with_reveals


@pytest.fixture
def session(demo_path: Path) -> BattleSession:
    s = BattleSession.open(demo_path)
    b = s.battle
    b.units[b.unit_index("ge11")] = b.unit("ge11").with_status(Status.HIDDEN)
    b.units.append(Unit(id="fake1", side="axis", type="R", at=(50.0, 20.0), status=(Status.HIDDEN,), decoy=True))
    return s


def test_each_side_sees_its_own_and_markers_of_the_other(session: BattleSession) -> None:
    umpire = view_of(session.battle, None)
    assert umpire.masked_units == frozenset() and umpire.secret_sides == frozenset()
    allies = view_of(session.battle, "allies")
    assert allies.masked_units == {"ge11", "fake1"}
    assert allies.secret_sides == {"axis"} and not allies.shows_side_secrets("axis")
    axis = view_of(session.battle, "axis")
    assert axis.masked_units == frozenset() and axis.shows_unit_details("fake1")


def test_a_fake_marker_must_be_hidden() -> None:
    with pytest.raises(ValueError, match="fake marker"):
        Unit(id="f", side="axis", type="R", at=(1.0, 1.0), decoy=True)


def test_revealing_drops_hidden_and_removes_fakes_in_one_undoable_step(session: BattleSession) -> None:
    edit = reveal_edit(session.battle, ["ge11", "fake1", "ge1"], "fired on by artillery")
    assert edit is not None
    session.apply(edit)
    assert not session.battle.unit("ge11").has(Status.HIDDEN)
    assert session.battle.unit("fake1") is None
    session.revert(edit)
    assert session.battle.unit("ge11").has(Status.HIDDEN) and session.battle.unit("fake1") is not None


def test_a_move_reveals_the_moving_marker(session: BattleSession) -> None:
    unit = session.battle.unit("ge11")
    move = ReplaceUnits((unit,), (unit.model_copy(update={"at": (36.0, 22.0)}),), "Move ge11")
    edit = with_reveals(session.battle, move, ["ge11"], "it moved")
    session.apply(edit)
    moved = session.battle.unit("ge11")
    assert moved.at == (36.0, 22.0) and not moved.has(Status.HIDDEN)
    session.revert(edit)
    assert session.battle.unit("ge11") == unit


def test_nothing_to_reveal_leaves_the_edit_alone(session: BattleSession) -> None:
    unit = session.battle.unit("ge1")
    move = ReplaceUnits((unit,), (unit.model_copy(update={"at": (14.0, 9.0)}),))
    assert with_reveals(session.battle, move, ["ge1"], "it moved") is move


def test_an_island_wave_is_unseen_by_the_defender_until_it_lands(session: BattleSession) -> None:
    from morefire_gui.model.terms import Edge

    b = session.battle
    b.settings = b.settings.model_copy(update={"terrain_type": "island"})
    b.units[b.unit_index("su1")] = b.unit("su1").model_copy(update={"wave": 2})
    b.units[b.unit_index("su2")] = b.unit("su2").model_copy(update={"wave": 1})
    assert b.sides[1].edge is Edge.SOUTH
    axis = view_of(b, "axis")
    assert "su1" in axis.unseen_units and "su2" not in axis.unseen_units  # wave 1 lands on turn 1
    assert "su1" not in view_of(b, "allies").unseen_units  # the owner knows its waves
    b.turn = 7
    assert "su1" not in view_of(b, "axis").unseen_units  # wave 2 lands on turn 7


def test_everyones_view_follows_the_battle_as_it_changes(session: BattleSession) -> None:
    """Every side's view is worked out once for each state of the battle, and again as soon as it changes: a hidden
    position revealed, a wave landed, a minefield found."""
    from morefire_gui.model.terms import MineType, TerrainKind
    from morefire_gui.session.visibility import everyones_view

    b = session.battle
    mines = TerrainPiece(
        id="m9",
        kind=TerrainKind.MINEFIELD,
        mines=MineType.AT,
        owner="axis",
        deliberate=True,
        polygon=((60.0, 20.0), (62.0, 20.0), (62.0, 22.0), (60.0, 22.0)),
    )
    b.terrain.append(mines)
    b.settings = b.settings.model_copy(update={"terrain_type": "island"})
    b.units[b.unit_index("su1")] = b.unit("su1").model_copy(update={"wave": 2})
    before = everyones_view(b)
    assert "ge11" in before.masked_units and "su1" in before.unseen_units and "m9" in before.hidden_pieces
    assert everyones_view(b) == before

    reveal = reveal_edit(b, ["ge11"], "it fired")
    assert reveal is not None
    session.apply(reveal)
    assert "ge11" not in everyones_view(b).masked_units
    b.turn = 7
    assert "su1" not in everyones_view(b).unseen_units
    b.terrain[b.piece_index("m9")] = mines.model_copy(update={"revealed": True})
    assert "m9" not in everyones_view(b).hidden_pieces


def test_a_wave_is_given_only_where_the_battle_file_allows_one(session: BattleSession) -> None:
    """ISLAND A: only the attacker of an island invasion lands in waves, and a battle file with a wave elsewhere is
    refused: no action makes one (a counter placed or changed, the settings changed under the waves)."""
    from morefire_gui.model.actions.table import ChangeSettings, ChangeUnits, PlaceUnit
    from morefire_gui.rules.scenario.weather import BattlefieldTerrain

    b = session.battle
    waved = b.unit("su1").model_copy(update={"wave": 2})
    refused = session.perform(ChangeUnits(units=(waved,)))
    assert refused.invalid and "unit 'su1': a wave is for the attacker of an island invasion" in refused.reason
    new = Unit(id="su99", side="allies", type="R", at=(30.0, 40.0), wave=1)
    assert session.perform(PlaceUnit(unit=new)).invalid and b.unit("su1").wave is None
    # An island battle with no mission: either side's counters may land in waves.
    island = b.settings.model_copy(update={"terrain_type": BattlefieldTerrain.ISLAND})
    session.commit(session.perform(ChangeSettings(settings=island)))
    session.commit(session.perform(ChangeUnits(units=(waved,))))
    assert b.unit("su1").wave == 2
    # ... and its terrain stays island while they do: the file would not load otherwise.
    steppe = session.perform(
        ChangeSettings(settings=island.model_copy(update={"terrain_type": BattlefieldTerrain.STEPPES}))
    )
    assert steppe.refused and steppe.rule == "ISLAND A" and "land in waves" in steppe.reason
    assert b.settings.terrain_type is BattlefieldTerrain.ISLAND
