"""A small battle for the aircraft tests (rule 5): a 72 x 48 inch table at 1:50 (an inch is 50 yards), the Allies
(USSR) on the south edge and the Axis (Germany) on the north, a long hill from x 29 to 32 that hides a low aircraft
flying up x = 20 from the Flak 38 at (34, 30), and units standing in, partly in and out of the strip and the bomb
circle of an Il-2 entering at (20, 48) heading north.

    strip (100 yards = 2 in wide): x 19-21 from y 48 to y 20 (the Il-2 flies 1400 yards = 28 in)
    inf1 R (20, 40) in;  inf2 R (21.1, 34) partly (its base runs 20.85-21.35);  inf3 R (22, 30) out
    inf4 R (22.1, 40): out of the strip, partly in a 200-yard bomb circle round (20, 40)
    tank1 Panzer IV H (20, 26): in the strip, but armour above AC 1 (3.5 does not reach it)
    ht1 SdKfz 251 (19.5, 24): an open-topped halftrack in the strip
    su1 the Allies' own R (20, 44): in the strip, not strafed
    flak1 Flak 38 (26, 30): sees the path, 300 yards from it;  flak2 Flak 38 (34, 30): behind the hill
    aa4 the Allies' M16 (60, 20): four .50s, 2000 yards from x = 20 (out of an mg's 1500)
"""

from __future__ import annotations

from pathlib import Path

from morefire_gui.session.battle_session import BattleSession

AIR_BATTLE = """\
format: morefire-battle
version: 1
title: Air test
table: {width: 72, depth: 48, unit: in}
scale: "1:50"
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
terrain:
  - {id: h1, kind: hill, level: 1, polygon: [[29, 10], [32, 10], [32, 47], [29, 47]]}
units:
  - {id: inf1, side: axis, type: R, at: [20, 40]}
  - {id: inf2, side: axis, type: R, at: [21.1, 34]}
  - {id: inf3, side: axis, type: R, at: [22, 30]}
  - {id: inf4, side: axis, type: R, at: [22.1, 40]}
  - {id: tank1, side: axis, type: pz4h, at: [20, 26]}
  - {id: ht1, side: axis, type: sdkfz251, at: [19.5, 24]}
  - {id: su1, side: allies, type: R, at: [20, 44]}
  - {id: flak1, side: axis, type: flak38, at: [26, 30], facing: 180}
  - {id: flak2, side: axis, type: flak38, at: [34, 30], facing: 180}
  - {id: aa4, side: allies, type: m16_mgmc, at: [60, 20]}
"""


def write_air_battle(folder: Path, text: str = AIR_BATTLE, name: str = "air.yaml") -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def air_session(folder: Path, text: str = AIR_BATTLE) -> BattleSession:
    return BattleSession.open(write_air_battle(folder, text))


def next_turn(session: BattleSession) -> None:
    """Advance the battle through the sequence of play to the start of its next turn (the marks of who acted are
    cleared: each aircraft may fly its next run)."""
    from morefire_gui.model.actions.turns import NextStep
    from morefire_gui.rules.dice import ScriptedDice

    turn = session.battle.turn
    while session.battle.turn == turn:
        session.commit(session.perform(NextStep(), ScriptedDice([])))
