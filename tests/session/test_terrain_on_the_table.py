"""A terrain piece lies on the table: one laid, moved or reshaped past an edge is refused, naming the piece and how far
off it would reach, whoever takes the action (the window, the command line, a replay); one a file lays past an edge
may still be renamed."""

from __future__ import annotations

from morefire_gui.model.actions.table import ChangeTerrain, PlaceTerrain
from morefire_gui.model.battle import TerrainPiece
from tests.session.battles import make_session, square

COPSE = {"id": "w1", "kind": "woods", "polygon": square(40, 20, 45, 25)}


def test_a_piece_laid_past_the_edge_is_refused_by_name_and_one_to_the_edge_laid() -> None:
    session = make_session()
    road = TerrainPiece.model_validate({"id": "rd1", "kind": "road", "width": 0.5, "line": [[0, 10], [75.5, 10]]})
    resolution = session.perform(PlaceTerrain(piece=road))
    assert resolution.refused
    assert resolution.reason == "Road (rd1) would reach off the 72 x 48 in table, to 75.5, 10.0"
    assert not session.battle.terrain
    # From edge to edge, it is laid.
    road = TerrainPiece.model_validate({"id": "rd1", "kind": "road", "width": 0.5, "line": [[0, 10], [72, 10]]})
    resolution = session.perform(PlaceTerrain(piece=road))
    assert resolution.accepted
    session.commit(resolution)
    assert session.battle.piece("rd1") == road


def test_a_piece_moved_past_the_edge_is_refused_and_one_only_renamed_is_not() -> None:
    session = make_session([COPSE, {"id": "h1", "kind": "hill", "level": 1, "polygon": square(70, 40, 74, 44)}])
    copse = session.battle.piece("w1")
    moved = copse.moved_by(30, 0)
    resolution = session.perform(ChangeTerrain(pieces=(moved,)))
    assert resolution.refused and resolution.reason.startswith("Woods (w1) would reach off the 72 x 48 in table")
    hill = session.battle.piece("h1")  # past the edge in the file it came from: its name may still be given
    renamed = session.perform(ChangeTerrain(pieces=(hill.revised(name="Hill 112"),)))
    assert renamed.accepted


# A copse a battle file lays 3 in past the west edge.
OFF = {"id": "w2", "kind": "woods", "polygon": square(-3, 20, 5, 25)}


def test_a_piece_a_file_lays_off_the_table_may_be_brought_onto_it_or_nearer_never_farther_off() -> None:
    session = make_session([OFF])
    copse = session.battle.piece("w2")
    # Nearer (1 in off), then onto the table: each taken.
    nearer = session.perform(ChangeTerrain(pieces=(copse.moved_by(2, 0),)))
    assert nearer.accepted
    onto = session.perform(ChangeTerrain(pieces=(copse.moved_by(3, 0),)))
    assert onto.accepted
    session.commit(onto)
    assert session.battle.piece("w2").polygon == tuple(map(tuple, square(0, 20, 8, 25)))
    # Once on the table it stays on it: 1 in off is refused as for any piece.
    back = session.perform(ChangeTerrain(pieces=(session.battle.piece("w2").moved_by(-1, 0),)))
    assert back.refused and back.reason == "Woods (w2) would reach off the 72 x 48 in table, to -1.0, 20.0"


def test_a_piece_a_file_lays_off_the_table_moved_farther_off_is_refused_by_how_far() -> None:
    session = make_session([OFF])
    copse = session.battle.piece("w2")
    farther = session.perform(ChangeTerrain(pieces=(copse.moved_by(-1, 0),)))
    assert farther.refused and farther.reason == (
        "Woods (w2) would reach 4.0 in off the 72 x 48 in table, to -4.0, 20.0, farther than the 3.0 in it reaches "
        "now: move it onto the table or nearer to it"
    )
    # Along the edge, no farther off: taken. Past the corner, farther (measured to the corner): refused.
    assert session.perform(ChangeTerrain(pieces=(copse.moved_by(0, 5),))).accepted
    corner = session.perform(ChangeTerrain(pieces=(copse.moved_by(0, -22),)))
    assert corner.refused and "farther than the 3.0 in it reaches now" in corner.reason
    assert session.battle.piece("w2") == copse


def test_a_named_piece_refused_past_the_edge_is_named_with_its_id_in_one_bracket() -> None:
    crops = {"id": "c1", "kind": "crops", "name": "Crops (harvest)", "polygon": square(10, 10, 15, 15)}
    session = make_session([{**COPSE, "name": "Copse"}, crops])
    said = []
    for piece_id in ("w1", "c1"):
        moved = session.battle.piece(piece_id).moved_by(60, 0)
        resolution = session.perform(ChangeTerrain(pieces=(moved,)))
        assert resolution.refused
        said.append(resolution.reason.split(" would reach")[0])
    assert said == ["Copse (woods, w1)", "Crops (harvest, c1)"]  # never "Copse (woods) (w1)"
