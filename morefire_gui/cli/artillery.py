"""The artillery command: ``morefire barrage``, a barrage fired on a battle file, every roll explained.

    morefire barrage BATTLE (--at X,Y | --rp SIDE:N [--shift ADD_DROP,RIGHT_LEFT]) --side SIDE
                     (--guns N --calibre MM | --naval | --battery ID)
                     [--pattern spread|converged] [--nation NATION] [--observed | --unobserved] [--mortar]
                     [--advanced] [--seed N | --dice LIST] [--json] [--apply OUT]

Its flags and JSON keys are a contract (see cli/__init__.py): extend, never change. The dice order of ``--dice``
is the rules core's (rules/artillery.py): the error d10 (not for mortars), the direction d10 (not when the
error is 0), then for each unit in the zone, in the battle file's order, its d100, and right after a hit in an
advanced game the odd/even d10. For a d10 both 0 and 10 mean the face printed 0.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from morefire_gui.cli.common import EXIT_OK, json_number, json_xy, make_dice, open_session, parse_xy
from morefire_gui.errors import UsageError
from morefire_gui.rules.dice import Dice, ScriptedDice, SeededDice


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("barrage", help="fire a barrage (rule 4): error, damage zone and a roll for every unit in it",
                       description="Fire a barrage on a battle: where the rounds land (4.3), the damage zone (4.5) "
                                   "and the roll for every unit in or partly in it (4.6), explained step by step.")
    p.add_argument("battle", type=Path, metavar="BATTLE")
    aim = p.add_mutually_exclusive_group(required=True)
    aim.add_argument("--at", metavar="X,Y", help="aim at a point of the table (table units)")
    aim.add_argument("--rp", metavar="SIDE:N", help="aim at registration point N of SIDE (4.12 A)")
    p.add_argument("--shift", metavar="ADD_DROP,RIGHT_LEFT",
                   help="with --rp: shift from the registration point in yards, signed as the battery looks: "
                        "+add/-drop, +right/-left (4.12; at most 800 yards each)")
    p.add_argument("--side", required=True, help="the firing side (its base edge places an off-board battery)")
    p.add_argument("--battery", metavar="ID", help="a battery defined in the battle file (instead of --guns and "
                                                   "--calibre)")
    p.add_argument("--guns", type=int, metavar="N", help="guns in the (off-board) battery")
    p.add_argument("--calibre", type=float, metavar="MM", help="their calibre in millimetres")
    p.add_argument("--pattern", choices=["spread", "converged"], default="spread", help="4.5 (default spread)")
    p.add_argument("--nation", help="the battery's nationality (default: the side's)")
    seen = p.add_mutually_exclusive_group()
    seen.add_argument("--observed", dest="observed", action="store_const", const=True,
                      help="observed fire (default: decided by line of sight from the side's units)")
    seen.add_argument("--unobserved", dest="observed", action="store_const", const=False, help="unobserved fire")
    p.add_argument("--mortar", action="store_true", help="the battery is mortars (4.41: no error dice; ranges)")
    p.add_argument("--naval", action="store_true", help="naval guns (4.7: four guns of 175mm+, spread, 5000 yd)")
    p.add_argument("--advanced", action="store_true", help="advanced rules (also when the battle's settings say so)")
    dice = p.add_mutually_exclusive_group()
    dice.add_argument("--seed", type=int, metavar="N", help="seed the dice, to reproduce a barrage")
    dice.add_argument("--dice", metavar="LIST", help="the faces rolled, in order, e.g. 5,2,37,81")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--apply", type=Path, metavar="OUT", help="write the battle with the results applied to OUT")
    p.set_defaults(run=_barrage)


# -- reading the arguments ------------------------------------------------------------------------------------

def _registration_point(text: str) -> tuple[str, int]:
    side, sep, number = text.rpartition(":")
    try:
        if not sep or not side:
            raise ValueError
        return side, int(number)
    except ValueError:
        raise UsageError(f"--rp {text!r}: a registration point is SIDE:N (e.g. axis:3)") from None


def _shift(text: str) -> Any:
    from morefire_gui.rules.artillery import Shift

    parts = text.split(",")
    try:
        if len(parts) != 2:
            raise ValueError
        add_drop, right_left = (int(p) for p in parts)
    except ValueError:
        raise UsageError(f"--shift {text!r}: a shift is two whole numbers of yards, ADD_DROP,RIGHT_LEFT "
                         f"(e.g. 200,-100: add 200, left 100)") from None
    return Shift(add_drop, right_left)



def _request(args: argparse.Namespace, session: Any) -> Any:
    from morefire_gui.rules.artillery import Pattern
    from morefire_gui.session.artillery import BarrageRequest, OffBoardGuns

    if args.battery is not None:
        if args.guns is not None or args.calibre is not None or args.naval or args.mortar:
            raise UsageError("--battery names a battery of the battle: leave out --guns, --calibre, --naval and "
                             "--mortar")
        if args.nation is not None:
            raise UsageError("--battery names a battery of the battle: its nation is in the file; leave out "
                             "--nation")
        battery: Any = args.battery
    else:
        if not args.naval and (args.guns is None or args.calibre is None):
            raise UsageError("--guns and --calibre are required (or --naval for naval guns, or --battery ID)")
        nation = args.nation.lower() if args.nation else None
        battery = OffBoardGuns(args.guns, args.calibre, nation, mortar=args.mortar, naval=args.naval)
    if args.shift is not None and args.rp is None:
        raise UsageError("--shift is for --rp (a shift from a registration point); with --at give the point itself")
    shifts = (_shift(args.shift),) if args.shift is not None else ()
    if args.at is not None:
        x, y = parse_xy(args.at, "--at")
        return BarrageRequest(args.side, battery, aim=(x, y), pattern=Pattern(args.pattern), observed=args.observed,
                              advanced=True if args.advanced else None)
    side, number = _registration_point(args.rp)
    return BarrageRequest(args.side, battery, registration_point=number, registration_side=side, shifts=shifts,
                          pattern=Pattern(args.pattern), observed=args.observed,
                          advanced=True if args.advanced else None)


# -- the command ----------------------------------------------------------------------------------------------

def _barrage(args: argparse.Namespace) -> int:
    from morefire_gui.io.battle_file import save_battle
    from morefire_gui.session.artillery import apply_barrage, fire_barrage, plan_barrage
    from morefire_gui.session.turn_state import BARRAGE_STEP, mark_fired

    session = open_session(args.battle)
    dice = make_dice(args)  # a bad --dice list is refused before anything else is read
    plan = plan_barrage(session, _request(args, session))
    if not plan.can_fire:
        raise UsageError(plan.why_not)
    outcome = fire_barrage(session, plan, dice)
    if isinstance(dice, ScriptedDice) and dice.remaining:
        print(f"morefire: note: {dice.remaining} of the --dice faces were not needed", file=sys.stderr)
    # A battery of the battle that fires has fired this turn: marked in artillery step A, as the barrage dialog does.
    acted_in = BARRAGE_STEP if outcome.fired and plan.battery_id else None
    if args.apply is not None:
        apply_barrage(session, outcome)
        mark = mark_fired(session.battle, {BARRAGE_STEP: [plan.battery_id]}, f"{plan.battery_id} fired a barrage",
                          session.tables) if acted_in is not None else None
        if mark is not None:
            session.apply(mark)
        save_battle(session.battle, args.apply)
    if args.json:
        print(json.dumps({**barrage_json(outcome, dice, args.apply), "acted_in": acted_in}, indent=2))
    else:
        print_barrage(outcome, dice, args.apply)
    return EXIT_OK




def barrage_json(outcome: Any, dice: Dice, applied_to: Path | None = None) -> dict[str, Any]:
    """The JSON object of ``morefire barrage --json`` (pinned keys: aim, impact, error, diameter_yards, observed,
    targets, cleared_minefields; the rest are extensions)."""
    from morefire_gui.rules.explain import step_to_dict

    plan, result, zone = outcome.plan, outcome.result, outcome.zone
    battery = plan.battery
    error = result.error
    in_zone = {u.unit_id: u for u in zone.units} if zone is not None else {}
    targets = []
    for t in result.targets:
        where = in_zone.get(t.unit_id)
        targets.append({"unit": t.unit_id, "target_class": t.target_class.value, "chance": t.chance, "roll": t.roll,
                        "hit": t.hit, "result": t.result.value, "damage_roll": t.damage_roll,
                        "partly_in": where.partly_in if where is not None else False,
                        "centre_inside": where.centre_inside if where is not None else True})
    point = plan.registration_point
    return {
        "side": plan.side.id,
        "battery": {"id": plan.battery_id, "guns": battery.guns, "calibre_mm": json_number(battery.calibre_mm),
                    "nation": battery.nation, "mortar": battery.is_mortar, "naval": battery.is_naval,
                    "off_board": plan.site.off_board},
        "battery_at": json_xy(plan.battery_at),
        "registration_point": ({"side": plan.request.registration_side or plan.side.id, "n": point.n,
                                "at": json_xy(point.at)} if point is not None else None),
        "shifts": [{"add_drop": s.add_drop_yards, "right_left": s.right_left_yards} for s in plan.request.shifts],
        "aim": json_xy(plan.aim),
        "range_yards": json_number(plan.range_yards),
        "observed": plan.observed,
        "observers": list(plan.observers),
        "observation": "line_of_sight" if plan.observation is not None else "given",
        "advanced": plan.advanced,
        "pattern": plan.pattern.value,
        "error": {"yards": error.yards if error is not None else 0,
                  "direction": error.direction.value if error is not None and error.direction is not None else None},
        "impact": json_xy(outcome.impact) if outcome.impact is not None else None,
        "diameter_yards": result.zone.diameter_yards if result.zone is not None else None,
        "radius_table": json_number(zone.radius_table) if zone is not None else None,
        "targets": targets,
        "partly_in": [u.unit_id for u in zone.units if u.partly_in] if zone is not None else [],
        "not_rolled": [{"unit": u.unit_id, "reason": u.note} for u in zone.units if u.target is None]
        if zone is not None else [],
        "cleared_minefields": list(result.minefields_cleared),
        "dice": [{"die": r.die.label, "face": r.face, "printed": r.printed, "purpose": r.purpose}
                 for r in dice.history],
        "seed": dice.seed if isinstance(dice, SeededDice) else None,
        "applied_to": str(applied_to) if applied_to is not None else None,
        "steps": [step_to_dict(s) for s in outcome.steps()],
    }


def print_barrage(outcome: Any, dice: Dice, applied_to: Path | None = None) -> None:
    """The readable explanation: every roll, table row, modifier and result, in the order they happened."""
    plan, result, zone = outcome.plan, outcome.result, outcome.zone
    b = plan.battery
    kind = "naval guns" if b.is_naval else ("off-board battery" if plan.site.off_board else "battery on the board")
    name = f" {plan.battery_id}" if plan.battery_id else ""
    guns = f"{b.guns} x {b.calibre_mm:g}mm{' mortars' if b.is_mortar else ''}"
    print(f"Barrage by {plan.side.id}: {kind}{name}, {guns} ({b.nation}), {plan.pattern.value} pattern, "
          f"{'advanced' if plan.advanced else 'basic'} rules")
    for title, steps in outcome.sections():
        print(f"{title}:")
        for step in steps:
            print(f"  {step.text()}")
    print("Result:")
    if outcome.impact is not None and result.error is not None:
        e = result.error
        off = "on the aim point" if e.direction is None else f"{e.yards} yards {e.direction.value}"
        print(f"  impact {outcome.impact[0]:.2f}, {outcome.impact[1]:.2f} ({off}); damage zone "
              f"{result.zone.diameter_yards} yards across")
    if not result.targets:
        print("  no unit rolled for")
    for t in result.targets:
        where = zone.unit(t.unit_id) if zone is not None else None
        partly = " (partly in)" if where is not None and where.partly_in else ""
        print(f"  {t.unit_id}{partly}: class {t.target_class.value}, {t.chance}%, rolled {t.roll}: "
              f"{t.result.value.replace('_', ' ')}")
    if result.minefields_cleared:
        print(f"  minefields cleared (3.61): {', '.join(result.minefields_cleared)}")
    faces = ",".join(str(r.face) for r in dice.history)
    seed = f" (seed {dice.seed})" if isinstance(dice, SeededDice) else ""
    print(f"  dice rolled{seed}: {faces or 'none'}")
    if applied_to is not None:
        print(f"  applied and saved to {applied_to}")
