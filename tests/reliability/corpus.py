"""The battles the fuzzer starts from: the bundled demo and three generated battles, the same every run.

* ``demo``: the demo battle (resources/battles/demo.yaml), hand-written, with batteries and registration points.
* ``scenario``: a battle the scenario system generated (Russia, seed 1943), played on a few steps of the sequence
  of play, so that it holds a mission, a briefing, zones, victory point locations, a turn, marks and a log.
* ``island``: a generated Island special (seed 7): water, beaches and landing waves.
* ``stress``: the stress battle of benchmarks/ (1,028 pieces, 300 units).
"""

from __future__ import annotations

from pathlib import Path

from shapely.geometry import Point, Polygon

from morefire_gui.io.battle_file import battle_to_yaml, load_battle
from morefire_gui.io.resources import bundled_catalogue, demo_battle_path, rule_tables
from morefire_gui.model.actions.turns import NextStep
from morefire_gui.model.battle import Battle
from morefire_gui.rules.dice import SeededDice
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import Special, Theatre
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.scenario import TableOptions, build_battle, roll_scenario

SEEDS = ("demo", "scenario", "island", "stress")


def _scenario(choices: ScenarioChoices, seed: int, steps: int) -> str:
    tables = rule_tables()
    scenario = roll_scenario(choices, SeededDice(seed), tables)
    battle = build_battle(scenario, TableOptions(), tables, seed)
    _deploy(battle)
    session = BattleSession(battle, None)
    dice = SeededDice(seed)
    for _ in range(steps):  # played on through the session, as the window's Next Step does
        session.commit(session.perform(NextStep(), dice))
    return battle_to_yaml(session.battle)


def _deploy(battle: Battle) -> None:
    """The demo's forces, each side in its own deployment zone (a point inside it for each counter, in order)."""
    demo = load_battle(demo_battle_path(), bundled_catalogue(), rule_tables())
    for side in ("axis", "allies"):
        zone = next(z for z in battle.deployment_zones if z.side == side)
        area = Polygon(zone.polygon).buffer(-1)
        minx, miny, maxx, maxy = area.bounds
        units = [u for u in demo.units if u.side == side and u.riding_on is None]
        for i, unit in enumerate(units):
            # A point of a lattice over the zone, the first that falls inside it.
            for k in range(i, i + 400):
                x = minx + (maxx - minx) * ((k * 0.618034) % 1)
                y = miny + (maxy - miny) * ((k * 0.414214) % 1)
                if area.contains(Point(x, y)):
                    break
            battle.units.append(unit.model_copy(update={"at": (round(x, 2), round(y, 2))}))


def seed_text(name: str) -> str:
    """The text of one starting battle, as the app saves it (the demo as it is written)."""
    if name == "demo":
        return demo_battle_path().read_text(encoding="utf-8")
    if name == "scenario":
        return _scenario(ScenarioChoices(theatre=Theatre.RUSSIA), 1943, steps=20)
    if name == "island":
        return _scenario(ScenarioChoices(special=Special.ISLAND), 7, steps=3)
    if name == "stress":
        from benchmarks.stress import build_stress_battle

        return battle_to_yaml(build_stress_battle(1943))
    raise KeyError(name)


def write_seeds(folder: Path) -> dict[str, Path]:
    folder.mkdir(parents=True, exist_ok=True)
    out = {}
    for name in SEEDS:
        path = folder / f"{name}.yaml"
        path.write_text(seed_text(name), encoding="utf-8")
        out[name] = path
    return out
