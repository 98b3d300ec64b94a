"""Hot seat: in a side's view a player moves, turns, takes off and changes only its own side's counters, strict or
free. Another side's counter is refused by the session, whoever asks (the window, ``morefire act``, the Python API),
naming the counter and why; in the umpire's view (nobody at the table) every counter is handled."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from morefire_gui.api import open_battle
from morefire_gui.cli import main
from morefire_gui.errors import UsageError
from morefire_gui.model.actions import Action
from morefire_gui.model.actions.movement import Dismount, Mount, Move, SkiTroops
from morefire_gui.model.actions.table import ChangeUnits, RemoveUnits
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.visibility import view_of

BATTLE = """format: morefire-battle
version: 1
table: {width: 72, depth: 48, unit: in}
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
units:
  - {id: a2, side: axis, type: R, at: [10, 10]}
  - {id: a3, side: axis, type: R, at: [20, 10], status: [hidden]}
  - {id: s1, side: allies, type: MMG, at: [30, 26], facing: 0}
  - {id: s2, side: allies, type: R, at: [40, 30]}
"""

REFUSAL = (
    "Rifle squad (Axis) is a counter of Axis, and the table is with Allies: a player moves, turns, takes off and changes "
    "only the counters of their own side (Players → Hand Over gives Axis the table)"
)


def battle(tmp_path: Path, at_table: str | None = "allies", sequence: str = "free") -> Path:
    path = tmp_path / "battle.yaml"
    text = BATTLE + f"settings: {{sequence: {sequence}}}\n"
    if at_table is not None:
        text += f"at_table: {at_table}\n"
    path.write_text(text, encoding="utf-8")
    return path


def moved(session: BattleSession, unit_id: str, **update: object) -> ChangeUnits:
    unit = session.battle.unit(unit_id)
    assert unit is not None
    return ChangeUnits(units=(unit.model_copy(update=update),))


def test_the_view_decides_what_a_side_may_do_to_a_counter(tmp_path: Path) -> None:
    session = BattleSession.open(battle(tmp_path))
    allies = view_of(session.battle, "allies")
    # Another side's counter in plain sight: selected, its sheet read; never moved, turned, deleted or changed.
    assert allies.may_handle("a2") and not allies.may_change("a2")
    assert not allies.may_handle("a3") and not allies.may_change("a3")  # a hidden position: not even selected
    assert allies.may_change("s1") and allies.may_change("s2")
    umpire = view_of(session.battle, None)
    assert all(umpire.may_change(u.id) for u in session.battle.units)


@pytest.mark.parametrize("sequence", ["free", "strict"])
def test_another_sides_counter_is_not_moved_turned_deleted_or_changed(tmp_path: Path, sequence: str) -> None:
    session = BattleSession.open(battle(tmp_path, sequence=sequence))
    before = session.battle.state()
    hands: list[Action] = [
        moved(session, "a2", at=(12.0, 10.0)),  # a drag with Select & Move
        moved(session, "a2", facing=90.0),  # a turn: the handle, Q and E, the right click
        moved(session, "a2", name="Lucky"),  # Counter Properties
        moved(session, "a3", at=(22.0, 10.0)),  # a hidden position (by its id: the command line)
        ChangeUnits(units=(*moved(session, "s2", at=(41.0, 30.0)).units, *moved(session, "a2", at=(9.0, 9.0)).units)),
        RemoveUnits(ids=("a2",)),  # Delete, Edit -> Delete
        RemoveUnits(ids=("s2", "a2")),
        Move(unit="a2", path=((10.0, 13.0),)),  # the Movement tool
        SkiTroops(units=("a2",)),
        Mount(units=("s2",), vehicle="a2"),
        Dismount(units=("a2",)),
    ]
    for action in hands:
        refused = session.perform(action)
        assert refused.refused and refused.rule == "Hidden information", (action, refused.reason)
        hidden = "a hidden position" in refused.reason
        assert refused.reason == (REFUSAL.replace("Rifle squad (Axis)", "a hidden position") if hidden else REFUSAL)
        assert session.commit(refused) is None
    assert session.battle.state() == before and session.battle.actions == []


def test_the_side_at_the_table_handles_its_own_and_the_umpire_every_counter(tmp_path: Path) -> None:
    session = BattleSession.open(battle(tmp_path))
    for action in (moved(session, "s2", at=(41.0, 30.0)), moved(session, "s1", facing=45.0), RemoveUnits(ids=("s2",))):
        done = session.perform(action)
        assert done.accepted, done.reason
        session.commit(done)
    assert session.battle.unit("s2") is None and session.battle.unit("s1").facing == 45.0
    umpire = BattleSession.open(battle(tmp_path, at_table=None))
    for action in (moved(umpire, "a2", at=(12.0, 10.0)), moved(umpire, "s1", facing=45.0), RemoveUnits(ids=("a3",))):
        done = umpire.perform(action)
        assert done.accepted, done.reason
        umpire.commit(done)
    assert umpire.battle.unit("a2").at == (12.0, 10.0) and umpire.battle.unit("a3") is None


def test_the_command_line_and_the_python_api_are_refused_alike(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = battle(tmp_path)
    action = tmp_path / "remove.yaml"
    action.write_text("{kind: remove_units, ids: [a2]}\n", encoding="utf-8")
    out = tmp_path / "out.yaml"
    assert main(["act", str(path), str(action), "--apply", str(out)]) == 0
    said = capsys.readouterr().out
    assert REFUSAL in said and "refused, so nothing applied" in said
    kept = yaml.safe_load(out.read_text(encoding="utf-8"))
    assert [u["id"] for u in kept["units"]] == ["a2", "a3", "s1", "s2"] and not kept.get("actions")
    assert main(["move", str(path), "a2", "--to", "11,10", "--apply", str(out)]) == 0  # the Movement tool's command
    assert REFUSAL in capsys.readouterr().out
    assert yaml.safe_load(out.read_text(encoding="utf-8"))["units"][0]["at"] == [10, 10]
    api = open_battle(path)
    with pytest.raises(UsageError) as refused:
        api.move_unit("a2", (12.0, 10.0))
    assert REFUSAL in str(refused.value)
    api.move_unit("s2", (41.0, 30.0))  # the Allies' own
