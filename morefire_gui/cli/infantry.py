"""The infantry commands: ``morefire infantry-fire``, ``morefire melee`` and ``morefire assault`` (rules 3.1-3.5),
every roll, modifier and result explained.

    morefire infantry-fire BATTLE --area X,Y --firers ID[:WEAPON],... [--turn N]
                           [--seed N | --dice LIST] [--json] [--apply OUT]
    morefire melee BATTLE ATTACKER DEFENDER [--turn N] [--seed N | --dice LIST] [--json] [--apply OUT]
    morefire assault BATTLE INFANTRY TARGET [--support ID,...] [--no-defensive-fire] [--turn N]
                     [--seed N | --dice LIST] [--json] [--apply OUT]

Their flags and JSON keys are a contract (see cli/__init__.py): extend, never change. Pinned JSON keys of
``infantry-fire``: ``total_fir``, ``modifiers``, ``chance``, ``effect``, ``targets`` (each ``{unit, roll, result}``),
``refused``. The dice orders of ``--dice``: infantry fire, a d100 for each unit in the area in the battle file's
order; a melee, the attacker's d10 then the defender's; an assault, the tank's or bunker's fire (a d100), the
supporting fire (a d100), then the assault's d100.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from morefire_gui.cli.common import EXIT_OK, open_session, parse_xy
from morefire_gui.cli.movement import (
    add_dice_arguments,
    check_turn,
    make_dice,
    note_unused,
    number,
    print_dice,
    print_steps,
    rolls_json,
    save_to,
    xy,
)
from morefire_gui.errors import UsageError
from morefire_gui.rules.dice import Dice, SeededDice


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("infantry-fire", help="infantry fire into a 100-yard square (rule 3.5)",
                       description="Infantry fire into a 100-yard square target area: each firer's FIR, range and "
                                   "line of sight, the combined total, the modifiers, the FIR chart and a d100 for "
                                   "every unit in the area.")
    p.add_argument("battle", type=Path, metavar="BATTLE")
    p.add_argument("--area", required=True, metavar="X,Y", help="the centre of the 100-yard square (table units)")
    p.add_argument("--firers", required=True, metavar="ID,ID,...",
                   help="the firing units; a vehicle may name one weapon, ID:TMG or ID:T-HE")
    _common(p)
    p.set_defaults(run=_infantry_fire)

    p = sub.add_parser("melee", help="an infantry melee (rule 3.1)",
                       description="An infantry melee: each side rolls a d10 and adds its melee factor; the loser is "
                                   "destroyed, a tie destroys both.")
    p.add_argument("battle", type=Path, metavar="BATTLE")
    p.add_argument("attacker", metavar="ATTACKER")
    p.add_argument("defender", metavar="DEFENDER")
    _common(p)
    p.set_defaults(run=_melee)

    p = sub.add_parser("assault", help="an infantry assault on a tank or bunker (rule 3.2)",
                       description="An infantry assault on a tank or bunker: the tank's or bunker's fire at the "
                                   "infantry, the supporting fire, then the assault at 30% and its modifiers.")
    p.add_argument("battle", type=Path, metavar="BATTLE")
    p.add_argument("infantry", metavar="INFANTRY")
    p.add_argument("target", metavar="TARGET")
    p.add_argument("--support", metavar="ID,ID,...", help="units of the target's side that fire at the assaulting "
                                                          "unit first (step 2)")
    p.add_argument("--no-defensive-fire", action="store_true",
                   help="the tank or bunker does not fire at the infantry first (step 1 already resolved)")
    _common(p)
    p.set_defaults(run=_assault)


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--turn", type=int, metavar="N", help="the turn number (dates the recovery from suppression)")
    add_dice_arguments(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--apply", type=Path, metavar="OUT", help="write the battle with the results applied to OUT")


def _ids(text: str, what: str) -> list[str]:
    ids = [t.strip() for t in text.split(",")]
    if not text.strip() or any(not t for t in ids):
        raise UsageError(f"{what} {text!r}: give unit ids separated by commas (e.g. ge11,ge12)")
    return ids


def _steps(steps: Any) -> list[dict[str, Any]]:
    from morefire_gui.rules.explain import step_to_dict

    return [step_to_dict(s) for s in steps]


def _mods(mods: Any) -> list[dict[str, Any]]:
    return [{"label": m.label, "value": m.value, "rule": m.rule} for m in mods]


# -- infantry fire --------------------------------------------------------------------------------------------

def _infantry_fire(args: argparse.Namespace) -> int:
    from morefire_gui.session.edits import Compound
    from morefire_gui.session.infantry import fire, plan_infantry_fire
    from morefire_gui.session.sequence_of_play import fire_step_for
    from morefire_gui.session.turn_state import mark_fired

    session = open_session(args.battle)
    dice = make_dice(args)
    turn = check_turn(args)
    centre = parse_xy(args.area, "--area")
    plan = plan_infantry_fire(session, centre, _ids(args.firers, "--firers"))
    outcome = fire(session, plan, dice, turn)
    note_unused(dice)
    # The units that fired have fired this turn: each marked in its step of the direct fire phase, as the dialog does.
    acted_in = {u: fire_step_for(session, u) for u in dict.fromkeys(c.firer_id for c in outcome.result.contributions)}
    marks: dict[str, list[str]] = {}
    for unit_id, step in acted_in.items():
        marks.setdefault(step, []).append(unit_id)
    mark = mark_fired(session.battle, marks, "Fired", session.tables) if marks else None
    save_to(session, Compound((outcome.edit, mark), "Infantry fire") if mark is not None else outcome.edit, args.apply)
    if args.json:
        print(json.dumps({**fire_json(outcome, dice, args.apply), "acted_in": acted_in}, indent=2))
    else:
        _print_fire(outcome, dice, args.apply)
    return EXIT_OK


def fire_result_json(result: Any) -> dict[str, Any]:
    return {
        "firers": [{"unit": c.firer_id, "type": c.fire_type, "fir": c.fir, "net": c.net} for c in result.contributions],
        "total_fir": result.total_fir,
        "modifiers": _mods(result.modifiers),
        "chance": result.chance,
        "effect": result.effect.value if result.effect is not None else None,
        "targets": [{"unit": t.unit_id, "fir": t.fir, "modifiers": _mods(t.modifiers), "chance": t.chance,
                     "effect": t.effect.value if t.effect is not None else None, "roll": t.roll, "hit": t.hit,
                     "result": t.outcome.value} for t in result.targets],
        "refused": [{"unit": r.firer_id, "weapon": r.fire_type, "reason": r.reason} for r in result.refused],
        "not_rolled": [{"unit": e.unit_id, "reason": e.reason} for e in result.excluded],
    }


def fire_json(outcome: Any, dice: Dice, applied_to: Path | None = None) -> dict[str, Any]:
    """The JSON object of ``morefire infantry-fire --json`` (pinned keys: total_fir, modifiers, chance, effect,
    targets, refused; the rest are extensions)."""
    plan, result = outcome.plan, outcome.result
    out = fire_result_json(result)
    out["refused"] = [{"unit": r.firer_id, "weapon": r.fire_type, "reason": r.reason} for r in outcome.refused]
    out["not_rolled"] = ([{"unit": e.unit_id, "reason": e.reason} for e in plan.not_targets] + out["not_rolled"])
    return {
        "side": plan.side,
        "area": {"centre": xy(plan.area.centre), "side_yards": number(plan.area.side_yards),
                 "side_table": number(plan.area.side, 4), "corners": [xy(c) for c in plan.area.corners],
                 "units": list(plan.area.units)},
        **out,
        "rolls": rolls_json(dice),
        "seed": dice.seed if isinstance(dice, SeededDice) else None,
        "applied_to": str(applied_to) if applied_to is not None else None,
        "steps": _steps(outcome.steps),
    }


def _print_fire(outcome: Any, dice: Dice, applied_to: Path | None) -> None:
    plan, result = outcome.plan, outcome.result
    effect = result.effect.value if result.effect is not None else "no effect"
    print(f"Infantry fire by {plan.side} into the {plan.area.side_yards:g}-yard square at "
          f"{plan.area.centre[0]:g},{plan.area.centre[1]:g}: FIR {result.total_fir}, {result.chance}% {effect}")
    print_steps(outcome.steps)
    print("Result:")
    if not result.targets:
        print("  no unit rolled for")
    for t in result.targets:
        print(f"  {t.unit_id}: FIR {t.fir}, {t.chance}%, rolled {t.roll}: {t.outcome.value.replace('_', ' ')}")
    for r in outcome.refused:
        print(f"  refused: {r.firer_id} ({r.fire_type}): {r.reason}")
    print_dice(dice, applied_to)


# -- melee ----------------------------------------------------------------------------------------------------

def _melee(args: argparse.Namespace) -> int:
    from morefire_gui.session.infantry import melee

    session = open_session(args.battle)
    dice = make_dice(args)
    turn = check_turn(args)
    outcome = melee(session, args.attacker, args.defender, dice, turn)
    note_unused(dice)
    save_to(session, outcome.edit, args.apply)
    if args.json:
        print(json.dumps(melee_json(outcome, dice, args.apply), indent=2))
    else:
        r = outcome.result
        print(f"Melee {args.attacker} against {args.defender}" + (f": {r.refused}" if r.refused else ""))
        print_steps(outcome.steps)
        if r.fought:
            print("Result:")
            for side in (r.attacker, r.defender):
                print(f"  {side.unit_id}: {side.roll} + MF {side.mf}"
                      + "".join(f" {m.value:+d}" for m in side.modifiers)
                      + f" = {side.total}: {side.outcome.value.replace('_', ' ')}")
        print_dice(dice, args.apply)
    return EXIT_OK


def _side_json(side: Any) -> dict[str, Any] | None:
    if side is None:
        return None
    return {"unit": side.unit_id, "roll": side.roll, "mf": side.mf, "modifiers": _mods(side.modifiers),
            "total": side.total, "result": side.outcome.value}


def melee_json(outcome: Any, dice: Dice, applied_to: Path | None = None) -> dict[str, Any]:
    r = outcome.result
    return {
        "attacker": _side_json(r.attacker),
        "defender": _side_json(r.defender),
        "winner": r.winner,
        "tie": r.fought and r.winner is None,
        "refused": r.refused,
        "distance_yards": number(outcome.distance_yards),
        "rolls": rolls_json(dice),
        "seed": dice.seed if isinstance(dice, SeededDice) else None,
        "applied_to": str(applied_to) if applied_to is not None else None,
        "steps": _steps(outcome.steps),
    }


# -- assault --------------------------------------------------------------------------------------------------

def _assault(args: argparse.Namespace) -> int:
    from morefire_gui.session.infantry import assault

    session = open_session(args.battle)
    dice = make_dice(args)
    turn = check_turn(args)
    support = _ids(args.support, "--support") if args.support is not None else []
    outcome = assault(session, args.infantry, args.target, dice, support=support,
                      defensive_fire=not args.no_defensive_fire, turn=turn)
    note_unused(dice)
    save_to(session, outcome.edit, args.apply)
    if args.json:
        print(json.dumps(assault_json(outcome, dice, args.apply), indent=2))
    else:
        print(f"Assault by {outcome.infantry} on {outcome.target}" + (f": {outcome.refused}" if outcome.refused else ""))
        print_steps(outcome.steps)
        a = outcome.result
        if a is not None and a.refused is None:
            print("Result:")
            print(f"  {a.chance}%, rolled {a.roll}: {'the assault succeeds' if a.success else 'the assault fails'}; "
                  f"{a.assailant} {a.assailant_outcome.value.replace('_', ' ')}, {a.target} "
                  f"{a.target_outcome.value.replace('_', ' ')}")
        print_dice(dice, args.apply)
    return EXIT_OK


def _fire_or_none(result: Any) -> dict[str, Any] | None:
    if result is None:
        return None
    out = fire_result_json(result)
    t = result.targets[0] if result.targets else None
    out["roll"] = t.roll if t is not None else None
    out["result"] = t.outcome.value if t is not None else None
    return out


def assault_json(outcome: Any, dice: Dice, applied_to: Path | None = None) -> dict[str, Any]:
    a = outcome.result
    assaulted = a is not None and a.refused is None
    return {
        "infantry": outcome.infantry,
        "target": outcome.target,
        "distance_yards": number(outcome.distance_yards),
        "defensive_fire": _fire_or_none(outcome.defensive_fire),
        "supporting_fire": _fire_or_none(outcome.supporting_fire),
        "assaulted": assaulted,
        "chance": a.chance if assaulted else None,
        "modifiers": _mods(a.modifiers) if assaulted else [],
        "roll": a.roll if assaulted else None,
        "success": a.success if assaulted else False,
        "result": ({"infantry": a.assailant_outcome.value, "target": a.target_outcome.value} if assaulted else None),
        "refused": outcome.refused or (a.refused if a is not None else None),
        "rolls": rolls_json(dice),
        "seed": dice.seed if isinstance(dice, SeededDice) else None,
        "applied_to": str(applied_to) if applied_to is not None else None,
        "steps": _steps(outcome.steps),
    }
