"""A change to the table once play has begun is written in the battle log in words, through the action's commit; the
set-up writes none, and a deliberate minefield not yet revealed is its side's alone (3.6)."""

from __future__ import annotations

from morefire_gui.geometry.shapes import piece_centre, rotated_points
from morefire_gui.io.resources import demo_battle_path
from morefire_gui.model.actions.table import ChangeTerrain, PlaceTerrain, RemoveTerrain
from morefire_gui.model.actions.turns import NextStep
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import MineType, TerrainKind
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
