"""The artillery commands: ``morefire barrage`` (a barrage fired at once, every roll explained), ``morefire order`` (a
battery's written order, 4.11-4.12, and counter-battery fire, 4.42) and ``morefire battery`` (a battery's set-up or
breakdown, 4.8). Each builds its action and has the session perform it, as the window does.

    morefire barrage BATTLE (--at X,Y | --rp SIDE:N [--shift ADD_DROP,RIGHT_LEFT]) --side SIDE
                     (--guns N --calibre MM | --naval | --battery ID)
                     [--pattern spread|converged] [--nation NATION] [--observed | --unobserved] [--mortar]
                     [--advanced] [--seed N | --dice LIST] [--json] [--apply OUT]
    morefire order BATTLE --side SIDE --battery ID (--rp SIDE:N [--shift=A,R] | --at X,Y | --repeat
                   | --shift-only=A,R | --cease | --counter-battery ID) [--pattern spread|converged] [--salvoes N] [--json]
                   [--apply OUT]
    morefire battery BATTLE ID (--setup | --breakdown) [--json] [--apply OUT]

Their flags and JSON keys are a contract (see cli/__init__.py): extend, never change. The dice order of ``barrage``'s
``--dice`` is the rules core's (rules/artillery/barrage.py): the error d10 (not for mortars), the direction d10 (not when the
error is 0), then for each unit in the zone, in the battle file's order, its d100, and right after a hit in an
advanced game the odd/even d10. For a d10 both 0 and 10 mean the face printed 0. ``order`` and ``battery`` roll no
dice: a mission's dice are rolled when it lands (``morefire turn --next`` into artillery step A).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from morefire_gui.cli.common import (
    BATTLE_HELP,
    EXIT_OK,
    NOT_APPLIED,
    POINT,
    REGISTRATION_POINT,
    SHIFT,
    applied_words,
    battle_dice,
    commit_to,
    decimal,
    json_number,
    json_xy,
    known_battery,
    known_side,
    on_table,
    open_session,
    parse_xy,
    perform,
    refused_json,
    said_once,
    whole_number,
)
from morefire_gui.cli.movement import add_dice_arguments, note_unused
from morefire_gui.cli.unit_called import unit_called
from morefire_gui.errors import UsageError
from morefire_gui.io.validation_words import sentence
from morefire_gui.model.numbers import MAX_CALIBRE_MM, MAX_GUNS
from morefire_gui.rules.dice import DieRoll, seed_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "barrage",
        help="fire a barrage (rule 4): error, damage zone and a roll for every unit in it",
        description="Fire a barrage on a battle: where the rounds land (4.3), the damage zone (4.5) "
        "and the roll for every unit in or partly in it (4.6), explained step by step. A "
        "battle kept to the sequence of play refuses it: its fire comes by written request "
        "(morefire order, 4.11).",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    aim = p.add_mutually_exclusive_group(required=True)
    aim.add_argument("--at", type=POINT, metavar="X,Y", help="aim at a point of the table (table units)")
    aim.add_argument(
        "--rp", type=REGISTRATION_POINT, metavar="SIDE:N", help="aim at registration point N of SIDE (4.12 A)"
    )
    p.add_argument(
        "--shift",
        type=SHIFT,
        metavar="ADD_DROP,RIGHT_LEFT",
        help="with --rp: shift from the registration point in yards, signed as the battery looks: "
        "+add/-drop, +right/-left (4.12; at most 800 yards each)",
    )
    p.add_argument("--side", required=True, help="the firing side (its base edge places an off-board battery)")
    p.add_argument(
        "--battery", metavar="ID", help="a battery defined in the battle file (instead of --guns and --calibre)"
    )
    p.add_argument("--guns", type=whole_number(1, MAX_GUNS), metavar="N", help="guns in the (off-board) battery, 1-24")
    p.add_argument(
        "--calibre",
        type=decimal(0, MAX_CALIBRE_MM, above=True),
        metavar="MM",
        help="their calibre in millimetres (up to 1000)",
    )
    p.add_argument("--pattern", choices=["spread", "converged"], default="spread", help="4.5 (default spread)")
    p.add_argument("--nation", help="the battery's nation, e.g. ussr (default: the side's)")
    seen = p.add_mutually_exclusive_group()
    seen.add_argument(
        "--observed",
        dest="observed",
        action="store_const",
        const=True,
        help="observed fire (default: decided by line of sight from the side's units)",
    )
    seen.add_argument("--unobserved", dest="observed", action="store_const", const=False, help="unobserved fire")
    p.add_argument("--mortar", action="store_true", help="the battery is mortars (4.41: no error dice; ranges)")
    p.add_argument("--naval", action="store_true", help="naval guns (4.7: four guns of 175mm+, spread, 5000 yd)")
    p.add_argument("--advanced", action="store_true", help="advanced rules (also when the battle's settings say so)")
    add_dice_arguments(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--apply",
        type=Path,
        metavar="OUT",
        help="write the battle with the results applied (and the barrage in its log) to OUT",
    )
    p.set_defaults(run=_barrage)

    p = sub.add_parser(
        "order",
        help="a battery's written order (4.12: FIRE, REPEAT, SHIFT, CEASE FIRE)",
        description="Write a battery's order in artillery step C (4.11, 4.12): A. FIRE at a "
        "registration point (with a shift of up to 800 yards per direction) or at a "
        "point, landing after the nation's time lapse (4.2); B. REPEAT and C. SHIFT, "
        "landing the next turn; D. CEASE FIRE; or counter-battery fire (4.42). The "
        "mission lands when the battle enters artillery step A of its impact turn "
        "(morefire turn --next).",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("--side", required=True, help="the side writing the order (the battery's)")
    p.add_argument("--battery", required=True, metavar="ID", help="the battery of the battle given the order")
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument(
        "--rp", type=REGISTRATION_POINT, metavar="SIDE:N", help="A. FIRE at registration point N of the side"
    )
    what.add_argument("--at", type=POINT, metavar="X,Y", help="A. FIRE at a point of the table (table units)")
    what.add_argument("--repeat", action="store_true", help="B. REPEAT: fire again at the last location")
    what.add_argument(
        "--shift-only",
        type=SHIFT,
        metavar="ADD_DROP,RIGHT_LEFT",
        help="C. SHIFT from the last location, in yards: +add/-drop, +right/-left (e.g. "
        "--shift-only -100,0 or --shift-only=-100,0)",
    )
    what.add_argument("--cease", action="store_true", help="D. CEASE FIRE")
    what.add_argument("--counter-battery", metavar="ID", help="counter-battery fire at an off-board battery (4.42)")
    p.add_argument(
        "--shift",
        type=SHIFT,
        metavar="ADD_DROP,RIGHT_LEFT",
        help="with --rp: the initial shift from the registration point, in yards (4.12 A; e.g. "
        "--shift -100,0 or --shift=-100,0)",
    )
    p.add_argument("--pattern", choices=["spread", "converged"], help="with --rp or --at: 4.5 (default spread)")
    p.add_argument(
        "--salvoes",
        type=whole_number(1, 9),
        metavar="N",
        help="with a FIRE, REPEAT or SHIFT order: the salvoes the mission fires in the turn it lands (ISLAND C: the "
        "naval bombardment of an island invasion, up to 2; default all it may)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--apply", type=Path, metavar="OUT", help="write the battle with the order (and its log entry) to OUT"
    )
    p.set_defaults(run=_order)

    p = sub.add_parser(
        "battery",
        help="a battery's set-up or breakdown (4.8)",
        description="A battery on the board begins its set-up (in transit: deployed after its row's "
        "set-up turns) or its breakdown (deployed: in transit after its breakdown turns) in "
        "artillery step C (4.8). The turn advance counts the turns.",
    )
    _deployment_arguments(p, "battery", "ID", "the battery of the battle", "a battery")
    p.set_defaults(run=_battery)

    p = sub.add_parser(
        "gun",
        help="a gun's set-up or breakdown (4.8, advanced games)",
        description="In a game played with the advanced rules, a gun that is none of a battery's guns (an "
        "anti-tank gun, an infantry gun) begins its set-up (in transit: it fires after its row's set-up turns) or "
        "its breakdown (deployed: it moves after its breakdown turns) in movement step 6 (4.8). The turn advance "
        "counts the turns.",
    )
    _deployment_arguments(p, "unit", "UNIT", "the gun: a unit of the battle, its id or its name", "a gun")
    p.set_defaults(run=_gun)


def _deployment_arguments(p: argparse.ArgumentParser, dest: str, metavar: str, what: str, who: str) -> None:
    """The arguments of ``battery`` and ``gun``: the battle, who changes, the change, --json and --apply."""
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument(dest, metavar=metavar, help=what)
    change = p.add_mutually_exclusive_group(required=True)
    change.add_argument("--setup", action="store_true", help=f"begin the set-up ({who} in transit)")
    change.add_argument("--breakdown", action="store_true", help=f"begin the breakdown (a deployed {who[2:]})")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--apply", type=Path, metavar="OUT", help="write the battle with the change (and its log entry) to OUT"
    )


# -- reading the arguments ------------------------------------------------------------------------------------


def _registration_point(text: str, flag: str = "--rp") -> tuple[str, int]:
    side, sep, number = text.rpartition(":")
    side = side.strip()  # " axis : 3" as REGISTRATION_POINT reads it
    try:
        if not sep or not side:
            raise ValueError
        return side, int(number)
    except ValueError:
        raise UsageError(f"{flag} {text!r}: a registration point is SIDE:N (e.g. axis:3)") from None


def _known_registration_side(session: BattleSession, rp: str | None, firing: str) -> None:
    """``--rp SIDE:N`` names a side of the battle and, of the ``firing`` side, a registration point it has plotted:
    else bad input naming the flag, as ``--side`` is said (``--rp 'axis:9': Kampfgruppe Peiper has no registration
    point #9 (it has #1, #2, #3)``)."""
    if rp is None:
        return
    from morefire_gui.session.artillery.records import no_registration_point

    side_id, n = _registration_point(rp)
    known_side(session, side_id, "--rp", rp)
    side = session.battle.side(side_id)
    # Another side's point is the rules' refusal (4.1: a side fires at its own), said by the session.
    if side is not None and side_id == firing and side.registration_point(n) is None:
        raise UsageError(f"--rp {rp!r}: {no_registration_point(side, n)}")


def _shift_yards(text: str, flag: str = "--shift") -> Any:
    from morefire_gui.model.artillery import ShiftYards

    parts = text.split(",")
    try:
        if len(parts) != 2:
            raise ValueError
        add_drop, right_left = (int(p) for p in parts)
    except ValueError:
        raise UsageError(
            f"{flag} {text!r}: a shift is two whole numbers of yards, ADD_DROP,RIGHT_LEFT "
            f"(e.g. 200,-100: add 200, left 100)"
        ) from None
    return ShiftYards(add_drop=add_drop, right_left=right_left)


# The flags that give each field of a written order, to name the one its kind does not take (``--salvoes: a CEASE FIRE
# order has no salvoes``).
ORDER_FLAGS = {
    "registration_point": "--rp",
    "at": "--at",
    "shift": "--shift",
    "pattern": "--pattern",
    "target": "--counter-battery",
    "salvoes": "--salvoes",
}


def _action(kind: type, flags: dict[str, str] | None = None, /, **fields: Any) -> Any:
    """The action the flags say; a combination the action does not take is bad input (exit 2), in its words, naming
    the flags (``flags``: the flag that gives each field) that give what it does not take."""
    from morefire_gui.model.actions.artillery import NotTaken

    try:
        return kind(**{k: v for k, v in fields.items() if v is not None})
    except ValidationError as exc:
        error = exc.errors()[0]
        cause = error.get("ctx", {}).get("error")
        named = [flags[k] for k in cause.keys if k in flags] if isinstance(cause, NotTaken) and flags else []
        said = sentence(error)
        raise UsageError(f"{', '.join(named)}: {said}" if named else said) from None


def _barrage_action(args: argparse.Namespace) -> Any:
    from morefire_gui.model.actions.artillery import Barrage

    if args.battery is not None:
        if args.guns is not None or args.calibre is not None or args.naval or args.mortar:
            raise UsageError(
                "--battery names a battery of the battle: leave out --guns, --calibre, --naval and --mortar"
            )
        if args.nation is not None:
            raise UsageError("--battery names a battery of the battle: its nation is in the file; leave out --nation")
    elif not args.naval and (args.guns is None or args.calibre is None):
        raise UsageError("--guns and --calibre are required (or --naval for naval guns, or --battery ID)")
    if args.shift is not None and args.rp is None:
        raise UsageError("--shift is for --rp (a shift from a registration point); with --at give the point itself")
    aim: dict[str, Any] = {}
    if args.at is not None:
        aim["at"] = parse_xy(args.at, "--at")
    else:
        rp_side, number = _registration_point(args.rp)
        aim.update(registration_point=number, registration_side=rp_side)
    return _action(
        Barrage,
        side=args.side,
        battery=args.battery,
        guns=args.guns,
        calibre_mm=args.calibre,
        nation=args.nation.lower() if args.nation else None,
        mortar=args.mortar or None,
        naval=args.naval or None,
        shifts=(_shift_yards(args.shift),) if args.shift is not None else None,
        pattern=args.pattern,
        observed=args.observed,
        advanced=True if args.advanced else None,
        **aim,
    )


# -- barrage --------------------------------------------------------------------------------------------------


def _barrage(args: argparse.Namespace) -> int:
    session = open_session(args.battle)
    dice = battle_dice(args, session)  # a bad --dice list is refused before anything else is read
    known_side(session, args.side, "--side")
    _known_registration_side(session, args.rp, args.side)
    known_battery(session, args.battery, "--battery")
    on_table(session, args.at, "--at")
    action = _barrage_action(args)
    resolution = perform(session, action, dice)
    note_unused(dice, resolution)
    acted_in = acted_step(resolution, action.battery)
    commit_to(session, resolution, args.apply)
    outcome = resolution.result if resolution.accepted else None
    plan = outcome.plan if outcome is not None else resolution.result
    if args.json:
        print(
            json.dumps(
                {
                    **barrage_json(plan, outcome, resolution.dice, seed_of(dice), args.apply),
                    **refused_json(resolution),
                    "acted_in": acted_in,
                },
                indent=2,
            )
        )
    else:
        if resolution.refused:
            print(f"Refused: {resolution.refusal}")
            if (applied := applied_words(args.apply, True)) is not None:
                print(f"  {applied}")
        else:
            print_barrage(outcome, resolution.dice, seed_of(dice), args.apply, session=session)
            if args.apply is None:
                print(f"  {NOT_APPLIED}")
    return EXIT_OK


def acted_step(resolution: Any, actor: str | None) -> str | None:
    """The step the resolution marks ``actor`` in (None: not marked, or refused)."""
    if resolution.refused or not actor:
        return None
    from morefire_gui.session.turn_state import ReplaceActed

    edits = getattr(resolution.edit, "edits", (resolution.edit,))
    for edit in edits:
        if isinstance(edit, ReplaceActed):
            before, after = dict(edit.before), dict(edit.after)
            return next(
                (step for step, ids in after.items() if actor in ids and actor not in before.get(step, ())), None
            )
    return None


def _rolls(rolls: Sequence[DieRoll]) -> list[dict[str, Any]]:
    return [{"die": r.die.label, "face": r.face, "printed": r.printed, "purpose": r.purpose} for r in rolls]


def barrage_json(
    plan: Any, outcome: Any, rolls: Sequence[DieRoll], seed: int | None, applied_to: Path | None = None
) -> dict[str, Any]:
    """The JSON object of ``morefire barrage --json`` (pinned keys: aim, impact, error, diameter_yards, observed,
    targets, cleared_minefields; the rest are extensions). ``outcome`` None: the barrage was refused (``plan`` as it
    stood: no impact, no targets)."""
    from morefire_gui.rules.explain import step_to_dict

    battery = plan.battery
    result = outcome.result if outcome is not None else None
    zone = outcome.zone if outcome is not None else None
    error = result.error if result is not None else None
    in_zone = {u.unit_id: u for u in zone.units} if zone is not None else {}
    targets = []
    for t in result.targets if result is not None else ():
        where = in_zone.get(t.unit_id)
        targets.append(
            {
                "unit": t.unit_id,
                "target_class": t.target_class.value,
                "chance": t.chance,
                "roll": t.roll,
                "hit": t.hit,
                "result": t.result.value,
                "damage_roll": t.damage_roll,
                "partly_in": where.partly_in if where is not None else False,
                "centre_inside": where.centre_inside if where is not None else True,
            }
        )
    point = plan.registration_point
    return {
        "side": plan.side.id,
        "battery": {
            "id": plan.battery_id,
            "guns": battery.guns,
            "calibre_mm": json_number(battery.calibre_mm),
            "nation": battery.nation,
            "mortar": battery.is_mortar,
            "naval": battery.is_naval,
            "off_board": plan.site.off_board,
        },
        "battery_at": json_xy(plan.battery_at),
        "registration_point": (
            {"side": plan.request.registration_side or plan.side.id, "n": point.n, "at": json_xy(point.at)}
            if point is not None
            else None
        ),
        "shifts": [{"add_drop": s.add_drop_yards, "right_left": s.right_left_yards} for s in plan.request.shifts],
        "aim": json_xy(plan.aim),
        "range_yards": json_number(plan.range_yards),
        "observed": plan.observed,
        "observers": list(plan.observers),
        "observation": "line_of_sight" if plan.observation is not None else "given",
        "advanced": plan.advanced,
        "pattern": plan.pattern.value,
        "error": (
            {
                "yards": error.yards if error is not None else 0,
                "direction": error.direction.value if error is not None and error.direction is not None else None,
            }
            if outcome is not None
            else None
        ),
        "impact": json_xy(outcome.impact) if outcome is not None and outcome.impact is not None else None,
        "diameter_yards": plan.zone.diameter_yards,
        "radius_table": json_number(zone.radius_table) if zone is not None else None,
        "targets": targets,
        "partly_in": [u.unit_id for u in zone.units if u.partly_in] if zone is not None else [],
        "not_rolled": [{"unit": u.unit_id, "reason": u.note} for u in zone.units if u.target is None]
        if zone is not None
        else [],
        "cleared_minefields": list(result.minefields_cleared) if result is not None else [],
        "dice": _rolls(rolls),
        "seed": seed,
        "applied_to": str(applied_to) if applied_to is not None else None,
        "steps": [step_to_dict(s) for s in (outcome.steps() if outcome is not None else plan.steps)],
    }


def print_barrage(
    outcome: Any,
    rolls: Sequence[DieRoll],
    seed: int | None,
    applied_to: Path | None = None,
    indent: str = "",
    session: Any = None,
    dice: bool = True,
) -> None:
    """The readable explanation: every roll, table row, modifier and result, in the order they happened (``dice``:
    and the faces rolled, unless whoever prints it says them)."""
    from morefire_gui.session.artillery import battery_guns_said, guns_of_a_calibre

    plan, result, zone = outcome.plan, outcome.result, outcome.zone
    battle = session.battle if session is not None else None
    b = plan.battery
    kind = "naval guns" if b.is_naval else ("off-board battery" if plan.site.off_board else "battery on the board")
    defined = battle.battery(plan.battery_id) if battle is not None and plan.battery_id else None
    # A battery of the battle by its name, as the order and the log name it, where it fires from beside it (the JSON
    # keeps its id).
    fired_from = "naval guns" if b.is_naval else ("off the board" if plan.site.off_board else "on the board")
    fired_by = (
        f"{defined.label} ({fired_from})"
        if defined is not None
        else kind + (f" {plan.battery_id}" if plan.battery_id else "")
    )
    # A battery of the battle as the barrage dialog says it: the guns it has left of those it was given (4.11).
    guns = (
        battery_guns_said(session.battle, defined, session.catalogue, session.tables.artillery)
        if defined is not None
        else guns_of_a_calibre(b.guns, b.calibre_mm, b.is_mortar)
    )
    from morefire_gui.io.resources import rule_tables

    nation = rule_tables().nations.name_of(b.nation)  # "Germany", as a player reads it; --json keeps the id
    print(
        f"{indent}Barrage by {plan.side.label}: {fired_by}, {guns} ({nation}), {plan.pattern.value} pattern, "
        f"{'advanced' if plan.advanced else 'basic'} rules"
    )
    for title, steps in outcome.sections():
        print(f"{indent}{title}:")
        for step in steps:
            print(f"{indent}  {step.text()}")
    print(f"{indent}Result:")
    if outcome.impact is not None and result.error is not None:
        e = result.error
        off = "on the aim point" if e.direction is None else f"{e.yards} yards {e.direction.value}"
        print(
            f"{indent}  impact {outcome.impact[0]:.1f}, {outcome.impact[1]:.1f} ({off}); damage zone "
            f"{result.zone.diameter_yards} yards across"
        )
    if not result.targets:
        print(f"{indent}  no unit rolled for")
    for t in result.targets:
        where = zone.unit(t.unit_id) if zone is not None else None
        partly = " (partly in)" if where is not None and where.partly_in else ""
        print(
            f"{indent}  {outcome.said(t.unit_id)}{partly}: class {t.target_class.value}, {t.chance}%, rolled {t.roll}: "
            f"{t.result.value.replace('_', ' ')}"
        )
    if result.minefields_cleared:
        from morefire_gui.session.names import piece_name

        # Each section by its id beside its name, as a move's result names it (sections of one name told apart).
        cleared = [f"{m}, {piece_name(battle, m)}" if battle is not None else m for m in result.minefields_cleared]
        print(f"{indent}  minefields cleared (3.61): {'; '.join(cleared)}")
    faces = ",".join(r.printed for r in rolls)  # as rolled (a d10's 0), as every command lists them
    if dice:
        print(f"{indent}  dice rolled{f' (seed {seed})' if seed is not None else ''}: {faces or 'none'}")
    if applied_to is not None:
        print(f"{indent}  applied and saved to {applied_to}")


# -- order ----------------------------------------------------------------------------------------------------


def _order_action(args: argparse.Namespace) -> Any:
    from morefire_gui.model.actions.artillery import ArtilleryOrder, OrderKind

    if args.shift is not None and args.rp is None:
        raise UsageError(
            "--shift is for --rp (a shift from a registration point); with --at give the point itself, "
            "and a SHIFT order is --shift-only"
        )
    fields: dict[str, Any] = {"side": args.side, "battery": args.battery, "pattern": args.pattern}
    if args.rp is not None:
        rp_side, number = _registration_point(args.rp)
        fields.update(
            registration_point=number,
            registration_side=rp_side,
            shift=_shift_yards(args.shift) if args.shift is not None else None,
        )
    elif args.at is not None:
        fields["at"] = parse_xy(args.at, "--at")
    elif args.repeat:
        fields["order"] = OrderKind.REPEAT
    elif args.shift_only is not None:
        fields.update(order=OrderKind.SHIFT, shift=_shift_yards(args.shift_only, "--shift-only"))
    elif args.cease:
        fields["order"] = OrderKind.CEASE_FIRE
    else:
        fields.update(order=OrderKind.COUNTER_BATTERY, target=args.counter_battery)
    if args.salvoes is not None:
        fields["salvoes"] = args.salvoes
    return _action(ArtilleryOrder, ORDER_FLAGS, **fields)


def order_json(resolution: Any, applied_to: Path | None = None) -> dict[str, Any]:
    """The JSON object of ``morefire order --json``: the order as written, the battery's mission after it (``mission``,
    ``lands_in_turn``, the 4.2 ``time_lapse`` of a FIRE order, the ``aim`` on the table), counter-battery fire
    started, ``acted_in``, ``refused`` and ``rule``, the explained ``steps``."""
    from morefire_gui.model.actions.artillery import OrderKind
    from morefire_gui.rules.explain import step_to_dict

    action = resolution.action
    outcome = resolution.result
    mission = outcome.mission if outcome is not None and resolution.accepted else None
    plan = outcome.plan if outcome is not None and resolution.accepted else None
    counter = outcome.counter_battery if outcome is not None and resolution.accepted else None
    return {
        "side": action.side,
        "battery": action.battery,
        "order": action.order.value,
        "registration_point": (
            {"side": action.registration_side or action.side, "n": action.registration_point}
            if action.registration_point is not None
            else None
        ),
        "at": json_xy(action.at),
        "shift": (
            {"add_drop": action.shift.add_drop, "right_left": action.shift.right_left}
            if action.shift is not None
            else None
        ),
        "pattern": action.pattern.value if action.pattern is not None else None,
        "target": action.target,
        "salvoes": action.salvoes,
        "mission": (
            {
                "order": mission.order.value,
                "registration_point": mission.registration_point,
                "at": json_xy(mission.at),
                "shifts": [{"add_drop": s.add_drop, "right_left": s.right_left} for s in mission.shifts],
                "pattern": mission.pattern.value,
                "called_turn": mission.called_turn,
                "impact_turn": mission.impact_turn,
                "salvoes": mission.salvoes,
            }
            if mission is not None
            else None
        ),
        "lands_in_turn": mission.impact_turn if mission is not None else None,
        "time_lapse": (
            {"nation": plan.lapse.nation, "row": plan.lapse.row, "turns": plan.lapse.turns}
            if plan is not None and action.order is OrderKind.FIRE
            else None
        ),
        "aim": json_xy(plan.aim) if plan is not None else None,
        "counter_battery": (
            {"target": counter.target, "called_turn": counter.called_turn} if counter is not None else None
        ),
        "acted_in": acted_step(resolution, action.battery),
        **refused_json(resolution),
        "applied_to": str(applied_to) if applied_to is not None else None,
        "steps": [step_to_dict(s) for s in resolution.steps],
    }


def _order(args: argparse.Namespace) -> int:
    session = open_session(args.battle)
    known_side(session, args.side, "--side")
    _known_registration_side(session, args.rp, args.side)
    known_battery(session, args.battery, "--battery")
    on_table(session, args.at, "--at")
    resolution = perform(session, _order_action(args))
    commit_to(session, resolution, args.apply)
    if args.json:
        print(json.dumps(order_json(resolution, args.apply), indent=2))
    else:
        _print_resolution("Order", resolution, args.apply, session)
    return EXIT_OK


def _print_resolution(what: str, resolution: Any, applied_to: Path | None, session: Any) -> None:
    """An order or a battery's change in words: the action (its battery or gun by name), every step, the result or the
    refusal."""
    from morefire_gui.session.names import action_title

    print(f"{what}: {action_title(session, resolution.action)}")
    for step in said_once(resolution, resolution.steps):
        print(f"  {step.text()}")
    print(f"Refused: {resolution.refusal}" if resolution.refused else f"Result: {resolution.text}")
    if (applied := applied_words(applied_to, resolution.refused)) is not None:
        print(f"  {applied}")


# -- battery --------------------------------------------------------------------------------------------------


def _battery(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.artillery import BreakDownBattery, SetUpBattery

    return _deployment_change(args, "battery", args.battery, SetUpBattery if args.setup else BreakDownBattery)


def _gun(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.artillery import BreakDownGun, SetUpGun

    return _deployment_change(args, "unit", args.unit, SetUpGun if args.setup else BreakDownGun)


def _deployment_change(args: argparse.Namespace, key: str, ident: str, kind: type) -> int:
    """``battery`` and ``gun``: a battery's, or a gun's own, set-up or breakdown begun (4.8), its JSON keyed by
    ``key`` (``battery`` or ``unit``)."""
    from morefire_gui.rules.explain import step_to_dict

    session = open_session(args.battle)
    if key == "battery":
        known_battery(session, ident, "ID")
    else:
        ident = unit_called(session, ident, "UNIT")
    resolution = perform(session, _action(kind, **{key: ident}))
    after = resolution.result if resolution.accepted else None
    acted_in = acted_step(resolution, ident)
    commit_to(session, resolution, args.apply)
    if args.json:
        ready = session.battle.turn + after.turns_remaining if after is not None else None
        print(
            json.dumps(
                {
                    key: ident,
                    "change": "set_up" if args.setup else "breakdown",
                    "deployment": after.deployment.value if after is not None else None,
                    "turns_remaining": after.turns_remaining if after is not None else None,
                    "ready_turn": ready,
                    "acted_in": acted_in,
                    **refused_json(resolution),
                    "applied_to": str(args.apply) if args.apply is not None else None,
                    "steps": [step_to_dict(s) for s in resolution.steps],
                },
                indent=2,
            )
        )
    else:
        _print_resolution("Battery" if key == "battery" else "Gun", resolution, args.apply, session)
    return EXIT_OK
