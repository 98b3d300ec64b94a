"""Hot seat: what a side laid at the set-up is in its own hand alone. While a side has the table, the session refuses
a change or a removal of another side's minefield (3.6), and a change that gives a minefield to another side, by the
same words as every hand refusal, strict or free, through the session and ``morefire act``; another side's minefield
not found reads as one the battle does not have. The side's own minefields, the table's pieces and the umpire's view
are handled as before. Its other set-up (registration points, batteries and their orders, hidden positions, dug-in
counters) was refused already: guarded here beside them."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from morefire_gui.cli import main
from morefire_gui.model.actions import Action
from morefire_gui.model.actions.artillery import DeleteBattery, PlotRegistrationPoint, RemoveRegistrationPoint
from morefire_gui.model.actions.table import ChangeTerrain, ChangeUnits, RemoveTerrain, RemoveUnits
from morefire_gui.model.terms import Cover
from morefire_gui.session.battle_session import BattleSession

BATTLE = """format: morefire-battle
version: 1
table: {width: 72, depth: 48, unit: in}
sides:
  - {id: axis, nation: germany, edge: north, registration_points: [{n: 1, at: [36, 24]}]}
  - {id: allies, nation: ussr, edge: south}
terrain:
  - {id: axmf1, kind: minefield, mines: ap, owner: axis, polygon: [[10, 10], [14, 10], [14, 12], [10, 12]]}
  - {id: axmf2, kind: minefield, mines: at, owner: axis, deliberate: true, polygon: [[30, 10], [34, 10], [34, 12], [30, 12]]}
  - {id: almf1, kind: minefield, mines: ap, owner: allies, polygon: [[10, 30], [14, 30], [14, 32], [10, 32]]}
  - {id: w1, kind: woods, polygon: [[50, 20], [56, 20], [56, 26], [50, 26]]}
units:
  - {id: a1, side: axis, type: R, at: [20, 8], cover: foxhole}
  - {id: a2, side: axis, type: R, at: [24, 8], status: [hidden]}
  - {id: s1, side: allies, type: R, at: [40, 30]}
batteries:
  - {id: bty1, side: axis, kind: off_board, name: "Axis guns", guns: 4, calibre_mm: 105}
"""

REFUSAL = (
    "Minefield is a minefield of Axis, and the table is with Allies: a player moves, changes and takes away only the "
    "minefields of their own side (Players → Hand Over gives Axis the table)"
)


def battle(tmp_path: Path, at_table: str | None = "allies", sequence: str = "free") -> Path:
    path = tmp_path / "battle.yaml"
    text = BATTLE + f"settings: {{sequence: {sequence}}}\n"
    if at_table is not None:
        text += f"at_table: {at_table}\n"
    path.write_text(text, encoding="utf-8")
    return path


def piece(session: BattleSession, piece_id: str, **update: object):  # type: ignore[no-untyped-def]
    found = session.battle.piece(piece_id)
    assert found is not None
    return found.model_copy(update=update)


def moved(session: BattleSession, piece_id: str) -> ChangeTerrain:
    found = piece(session, piece_id)
    return ChangeTerrain(pieces=(found.moved_by(1.0, 1.0),))


@pytest.mark.parametrize("sequence", ["free", "strict"])
def test_another_sides_minefield_is_not_moved_changed_or_lifted(tmp_path: Path, sequence: str) -> None:
    session = BattleSession.open(battle(tmp_path, sequence=sequence))
    before = session.battle.state()
    for action in (
        moved(session, "axmf1"),  # dragged with the Terrain tool
        ChangeTerrain(pieces=(piece(session, "axmf1", name="Dummy field"),)),  # its Properties
        ChangeTerrain(pieces=(piece(session, "axmf1", owner="allies"),)),  # taken as the Allies' own
        ChangeTerrain(pieces=(piece(session, "axmf1", owner=None),)),  # made nobody's
        ChangeTerrain(pieces=(moved(session, "w1").pieces[0], moved(session, "axmf1").pieces[0])),
        RemoveTerrain(ids=("axmf1",)),  # Delete
        RemoveTerrain(ids=("w1", "axmf1")),
    ):
        resolution = session.perform(action)
        assert resolution.refused and resolution.reason == REFUSAL, action
        assert resolution.rule == "Hidden information"
    assert session.battle.state() == before


def test_a_minefield_is_not_given_to_another_side(tmp_path: Path) -> None:
    session = BattleSession.open(battle(tmp_path))
    resolution = session.perform(ChangeTerrain(pieces=(piece(session, "almf1", owner="axis"),)))
    assert resolution.refused and resolution.reason.startswith("Allies has the table and acts for itself, not for Axis")


def test_a_minefield_not_found_reads_as_none_the_battle_has(tmp_path: Path) -> None:
    """The Axis deliberate minefield the Allies have not found: refused as an id the battle does not have, so that
    whoever guesses its id learns nothing of it."""
    session = BattleSession.open(battle(tmp_path))
    unknown = session.perform(RemoveTerrain(ids=("axmf9",)))
    for action in (RemoveTerrain(ids=("axmf2",)), moved(session, "axmf2")):
        resolution = session.perform(action)
        assert resolution.refused and resolution.reason == unknown.reason.replace("axmf9", "axmf2")
        assert resolution.rule == unknown.rule
    assert session.battle.piece("axmf2") is not None


def test_morefire_act_says_a_minefield_not_found_as_an_id_the_battle_does_not_have(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """What the command line prints of the action too (its title, its refusal, text and JSON): the same words."""
    path = battle(tmp_path)
    said = {}
    for piece_id in ("axmf2", "axmf9"):
        for form in ([], ["--json"]):
            act = tmp_path / f"{piece_id}.yaml"
            act.write_text(yaml.safe_dump({"kind": "remove_terrain", "ids": [piece_id]}), encoding="utf-8")
            main(["act", str(path), str(act), *form])
            out, err = capsys.readouterr()
            said[piece_id, bool(form)] = (out + err).replace(piece_id, "ID")
    assert said["axmf2", False] == said["axmf9", False] and "something out of sight" not in said["axmf2", False]
    assert said["axmf2", True] == said["axmf9", True]
    # The Python API's resolution: its words for the action (the undo history's, a dialog's) alike.
    session = BattleSession.open(path)
    texts = [session.perform(RemoveTerrain(ids=(i,))).text.replace(i, "ID") for i in ("axmf2", "axmf9")]
    assert texts[0] == texts[1], texts


def test_the_sides_own_minefield_the_tables_pieces_and_the_umpire(tmp_path: Path) -> None:
    session = BattleSession.open(battle(tmp_path))
    for action in (moved(session, "almf1"), moved(session, "w1"), RemoveTerrain(ids=("almf1",))):
        resolution = session.perform(action)
        assert not resolution.refused, resolution.reason
        session.commit(resolution)
    assert session.battle.piece("almf1") is None
    umpire = BattleSession.open(battle(tmp_path, at_table=None))
    for action in (moved(umpire, "axmf1"), moved(umpire, "axmf2"), RemoveTerrain(ids=("axmf1", "axmf2"))):
        resolution = umpire.perform(action)
        assert not resolution.refused, resolution.reason
        umpire.commit(resolution)
    assert umpire.battle.piece("axmf1") is None and umpire.battle.piece("axmf2") is None


def test_the_other_set_up_of_a_side_stays_its_own(tmp_path: Path) -> None:
    """A guard: registration points, batteries (with their orders), hidden positions and dug-in counters."""
    session = BattleSession.open(battle(tmp_path))
    a1 = session.battle.unit("a1")
    assert a1 is not None
    actions: list[Action] = [
        PlotRegistrationPoint(side="axis", at=(30.0, 20.0), n=1),
        RemoveRegistrationPoint(side="axis", n=1),
        DeleteBattery(battery="bty1"),
        RemoveUnits(ids=("a2",)),
        ChangeUnits(units=(a1.model_copy(update={"cover": Cover.OPEN}),)),
    ]
    for action in actions:
        resolution = session.perform(action)
        assert resolution.refused and resolution.rule == "Hidden information", action


def test_morefire_act_gets_the_same_refusal(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = battle(tmp_path)
    act = tmp_path / "act.yaml"
    act.write_text(yaml.safe_dump({"kind": "remove_terrain", "ids": ["axmf1"]}), encoding="utf-8")
    main(["act", str(path), str(act), "--json"])
    out = capsys.readouterr().out
    import json

    assert json.loads(out)["refused"] == REFUSAL
