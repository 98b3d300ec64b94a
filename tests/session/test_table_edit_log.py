"""A change to the table once play has begun is written in the battle log in words, through the action's commit; the
set-up writes none, and a deliberate minefield not yet revealed is its side's alone (3.6). Counters placed, changed or
taken off by hand are written the same way, a hidden position's its side's alone."""

from __future__ import annotations

from morefire_gui.geometry.shapes import piece_centre, rotated_points
from morefire_gui.io.resources import demo_battle_path
from morefire_gui.model.actions.table import (
    ChangeTerrain,
    ChangeUnits,
    PlaceTerrain,
    PlaceUnit,
    RemoveTerrain,
    RemoveUnits,
)
from morefire_gui.model.actions.turns import NextStep
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import MineType, Status, TerrainKind
from morefire_gui.session.battle_session import BattleSession

MINES = TerrainPiece(
    id="mf9",
    kind=TerrainKind.MINEFIELD,
    polygon=((40.0, 40.0), (44.0, 40.0), (44.0, 42.0), (40.0, 42.0)),
    mines=MineType.AT,
    owner="allies",
    deliberate=True,
)


def played(*actions) -> BattleSession:  # type: ignore[no-untyped-def]
    session = BattleSession.open(demo_battle_path())
    for action in actions:
        assert session.commit(session.perform(action)) is not None, action
    return session


def logged(session: BattleSession) -> list[tuple[str, str, bool, str | None]]:
    return [(e.title, e.summary, bool(e.secret), e.side) for e in session.battle.log if e.kind == "terrain"]


def test_the_set_up_writes_nothing_play_writes_each_change_in_words() -> None:
    session = played(RemoveTerrain(ids=("w4",)))  # the set-up: the table both sides start from
    assert logged(session) == []
    wood = session.battle.piece("h3")
    assert wood is not None and wood.polygon is not None
    turned = wood.model_copy(update={"polygon": rotated_points(wood.polygon, 90.0, piece_centre(wood))})
    road = TerrainPiece(id="w9", kind=TerrainKind.WOODS, name="New copse", polygon=((30, 40), (34, 40), (32, 44)))
    session = played(
        RemoveTerrain(ids=("w4",)),
        NextStep(),
        ChangeTerrain(pieces=(turned,)),
        PlaceTerrain(piece=road),
        ChangeTerrain(pieces=(session.battle.piece("h5").moved_by(0.0, -3.0),)),
    )
    assert [summary for _title, summary, _secret, _side in logged(session)] == [
        "turned Storozhevoe knoll (hill) 90° clockwise",
        "added New copse (woods), its centre 32.0 in from the west edge and 41.3 in from the north edge",
        "moved Hill 3.0 in north",
    ]
    assert {title for title, *_ in logged(session)} == {"Table changed"}


def test_a_deliberate_minefield_not_yet_revealed_is_its_sides_alone() -> None:
    session = played(PlaceTerrain(piece=MINES), NextStep())
    assert logged(session) == []  # laid in the set-up
    session.commit(session.perform(ChangeTerrain(pieces=(MINES.moved_by(1.0, 1.0),))))
    ((_title, summary, secret, side),) = logged(session)
    assert secret and side == "allies" and summary.startswith("moved ") and summary.endswith(" in south-east")


# -- Counters placed, changed or taken off by hand ---------------------------------------------------------------------


def counters_logged(session: BattleSession) -> list[tuple[str, str, bool, str | None]]:
    return [(e.title, e.summary, bool(e.secret), e.side) for e in session.battle.log if e.kind == "units"]


def test_counters_changed_by_hand_once_play_has_begun_are_each_written_in_words() -> None:
    session = played()
    tiger = session.battle.unit("ge1")
    assert tiger is not None
    moved = tiger.model_copy(update={"at": (tiger.at[0] + 3.0, tiger.at[1])})
    session = played(ChangeUnits(units=(moved,)), RemoveUnits(ids=("ge2",)))  # the set-up: not logged
    assert counters_logged(session) == []
    placed = tiger.model_copy(update={"id": "ge99", "name": None, "type": "pz4h", "at": (12.0, 30.5)})
    session = played(
        NextStep(),
        ChangeUnits(units=(moved,)),
        ChangeUnits(units=(moved.model_copy(update={"facing": 90.0}),)),
        ChangeUnits(units=(moved.model_copy(update={"facing": 90.0, "status": (Status.IMMOBILIZED,)}),)),
        ChangeUnits(units=(moved.model_copy(update={"facing": 90.0}),)),
        PlaceUnit(unit=placed),
        RemoveUnits(ids=("su3",)),
    )
    assert [summary for _title, summary, _secret, _side in counters_logged(session)] == [
        "moved Tiger 1 3.0 in east",
        "turned Tiger 1 to 90°",
        "set Tiger 1 immobilized",
        "Tiger 1 no longer immobilized",
        "placed Pz IV 4 at 12.0, 30.5",
        "removed T-34 #3",
    ]
    assert {(title, secret) for title, _summary, secret, _side in counters_logged(session)} == {
        ("Table changed", False)
    }


def test_a_hidden_position_changed_by_hand_is_its_sides_alone() -> None:
    session = played()
    t34 = session.battle.unit("su3")
    assert t34 is not None
    hidden = t34.model_copy(update={"status": (Status.HIDDEN,)})
    session = played(ChangeUnits(units=(hidden,)), NextStep())
    session.commit(session.perform(ChangeUnits(units=(hidden.model_copy(update={"facing": 45.0}),))))
    session.commit(session.perform(RemoveUnits(ids=("su3",))))
    assert counters_logged(session) == [
        ("Table changed", "turned T-34 #3 to 45°", True, "allies"),
        ("Table changed", "removed T-34 #3", True, "allies"),
    ]


def test_a_counter_renamed_or_marked_until_a_turn_is_written_in_words_not_by_its_keys() -> None:
    """A name changed by hand reads "renamed ... to ...", the counter named after by its new name (a name taken off,
    by its type and number again); a mark with the turn it lifts at says that turn, and one whose turn is taken off
    says it stays until a player lifts it: never "name from ... to ..." or "status until", the file's keys."""
    session = played()
    tiger, halftrack = session.battle.unit("ge1"), session.battle.unit("ge8")
    assert tiger is not None and halftrack is not None
    renamed = tiger.revised(name="Tiger Rex")
    marked = renamed.with_status(Status.SUPPRESSED).model_copy(update={"status_until": {Status.SUPPRESSED: 3}})
    session = played(
        NextStep(),
        ChangeUnits(units=(renamed,)),
        ChangeUnits(units=(marked,)),
        ChangeUnits(units=(marked.model_copy(update={"status_until": {}}),)),
        ChangeUnits(units=(tiger,)),
        ChangeUnits(units=(halftrack.revised(name="Kübel"),)),
        ChangeUnits(units=(halftrack,)),
    )
    said = [summary for _title, summary, _secret, _side in counters_logged(session)]
    assert said == [
        "renamed Tiger 1 to Tiger Rex",
        "set Tiger Rex suppressed until the start of turn 3",
        "Tiger Rex stays suppressed until a player lifts it",
        "renamed Tiger Rex to Tiger 1; Tiger 1 no longer suppressed",
        "renamed SdKfz 251/1 halftrack 1 to Kübel",
        "renamed Kübel to SdKfz 251/1 halftrack 1",
    ]
    assert not [s for s in said if "status until" in s or "name from" in s]


def test_a_name_another_counter_of_its_side_goes_by_is_refused() -> None:
    """A counter is not given the name another counter of its side goes by (its own name, or its type and number),
    whatever the case; another side's counter may read the same (the names tell the sides apart)."""
    session = played(NextStep())
    tiger2, t34 = session.battle.unit("ge2"), session.battle.unit("su3")
    assert tiger2 is not None and t34 is not None
    refused = session.perform(ChangeUnits(units=(tiger2.revised(name="tiger 1"),)))
    assert refused.refused and refused.refusal == (
        "tiger 1 is the name of another counter of Kampfgruppe Peiper: give Tiger 2 a name of its own"
    )
    assert session.perform(ChangeUnits(units=(t34.revised(name="Tiger 1"),))).accepted
