"""A hidden position is revealed when it is fired on (TARAWA: "These are revealed when it fires, is fired on, or
moves"). Before, the other side sees only a marker ("?"), and its counters of that type in plain sight are numbered
among themselves ("R 1", "R 2"); after, the revealed squad is named as the unit it is, by the number its own side knew
it by ("R 3"), and no counter the other side has been reading is renamed."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.cli import main
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.names import unit_names
from morefire_gui.session.visibility import view_of
from tests.gui.conftest import lifted_cover

BATTLE = """format: morefire-battle
version: 1
table: {width: 72, depth: 48, unit: in}
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
units:
  - {id: a1, side: axis, type: R, at: [30, 20], status: [hidden]}
  - {id: a2, side: axis, type: R, at: [10, 10]}
  - {id: a3, side: axis, type: R, at: [60, 10]}
  - {id: s1, side: allies, type: MMG, at: [30, 26], facing: 0}
at_table: allies
"""
SQUADS = ("a1", "a2", "a3")


def board_labels(qtbot, path: Path) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """The squads' labels on the board of the Allied player, who has the table."""
    with lifted_cover(qtbot, path) as window:
        return {uid: window.scene.units[uid].label.text() for uid in SQUADS}


def test_the_revealed_squad_is_named_as_it_is_and_no_other_is_renamed(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "hidden.yaml"
    path.write_text(BATTLE, encoding="utf-8")
    assert board_labels(qtbot, path) == {"a1": "?", "a2": "R 1", "a3": "R 2"}
    axis_knows = unit_names(BattleSession.open(path), SQUADS, view_of(BattleSession.open(path).battle, "axis"))
    assert axis_knows == {"a1": "Rifle squad 3", "a2": "Rifle squad 1", "a3": "Rifle squad 2"}

    # The Soviet machine gun fires into the square the marker stands in: the squad under it is revealed.
    assert (
        main(["infantry-fire", str(path), "--area", "30,20", "--firers", "s1", "--seed", "2", "--apply", str(path)])
        == 0
    )
    assert board_labels(qtbot, path) == {"a1": "R 3", "a2": "R 1", "a3": "R 2"}
    session = BattleSession.open(path)
    for side in ("allies", "axis"):
        assert unit_names(session, SQUADS, view_of(session.battle, side)) == axis_knows
