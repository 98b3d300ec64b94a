"""The aircraft commands (rule 5, Table VII): ``morefire airstrike``, an airstrike's run on a battle file with every
roll explained, ``morefire aircraft-turn``, the end-of-turn turn of its direction arrow, and ``morefire snowing``,
SNOW's d6 set for the battle. Each builds its action and has the session perform it; ``--apply OUT`` commits it as
the window does (the state, the marks, the log entry and the action's record) and writes OUT.

    morefire airstrike BATTLE --side SIDE --aircraft TYPE --from X,Y --heading DEG [--altitude low|medium|high]
                       [--attack strafe|bomb] [--dive] [--release YARDS] [--advanced] [--aircraft-tables FILE]
                       [--seed N | --dice LIST] [--json] [--apply OUT]
    morefire airstrike BATTLE --fly ID [--altitude A] [--attack strafe|bomb] [--dive] [--release YARDS] [...]
    morefire aircraft-turn BATTLE ID --heading DEG [--json] [--apply OUT]
    morefire snowing BATTLE [--off] [--json] [--apply OUT]

Flags and JSON keys are a contract (see cli/__init__.py): extend, never change; every command adds ``refused`` and
``rule`` (null when the action went ahead; a refusal of the rules exits 0, a name the battle does not have exits 2).
Without ``--seed`` or ``--dice`` the battle's own dice roll, as the window's would. The dice order of ``--dice`` is the
rules core's (rules/aircraft/flight.py): first the anti-aircraft fire, a d100 for each weapon able to fire in the battle
file's order, and right after a hit the d10 (1-3 destroyed, 4-0 aborted) that ends it; then, if the aircraft was not
hit, its attack: strafing, a d100 for each enemy unit in the strip in the battle file's order; or bombing, the error
d10, the direction d10 (not when the error is 0 yards), then a d100 for each unit in or partly in the damage zone in
the battle file's order, and right after a hit in an advanced game the odd/even d10. For a d10 both 0 and 10 mean
the face printed 0.
"""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path
from typing import Any

from morefire_gui.cli.common import (
    BATTLE_HELP,
    EXIT_OK,
    HEADING,
    HELD,
    POINT,
    applied_words,
    battle_dice,
    commit_to,
    decimal,
    json_number,
    json_xy,
    known_side,
    make_dice,
    open_session,
    parse_xy,
    perform,
    refused_json,
)
from morefire_gui.cli.movement import add_dice_arguments, note_unused
from morefire_gui.errors import UsageError
from morefire_gui.model.numbers import MAX_YARDS
from morefire_gui.rules.dice import Dice, seed_of
from morefire_gui.rules.words import whole_degrees

DICE_ORDER = (
    "anti-aircraft fire: a d100 for each weapon able to fire (battle file order), right after a hit the "
    "d10 (1-3 destroyed, 4-0 aborted) that ends it; then, if not hit, strafing: a d100 for each enemy "
    "unit in the strip (battle file order); or bombing: the error d10, the direction d10 (not when the "
    "error is 0 yards), a d100 for each unit in the damage zone (battle file order) and, advanced, the "
    "odd/even d10 right after a hit"
)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "airstrike",
        help="fly an airstrike's run (rule 5): its path, the anti-aircraft fire, each unit attacked",
        description="Fly an airstrike on a battle: a new one entering at a board edge (--side, --aircraft, --from, "
        "--heading), or the next run of one in play (--fly ID). An aircraft flies one run a turn: its movement "
        "(movement phase step 3) and the anti-aircraft fire and its attack (step 4); a second run in the "
        "same turn is refused (JSON refused, exit 0). It flies along its direction arrow by its speed (5.1), the anti-aircraft weapons that see and reach it fire (5.6), and if it is not hit it "
        "strafes the strip along its path (5.4) or drops its bombs (5.5), every roll explained. "
        f"Dice order for --dice: {DICE_ORDER}.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("--side", help="the side flying a new airstrike")
    p.add_argument("--aircraft", metavar="TYPE", help="its catalogue type (morefire catalog shows kind aircraft)")
    p.add_argument("--from", dest="entry", type=POINT, metavar="X,Y", help="where it enters: a point of a board edge")
    p.add_argument(
        "--heading",
        type=HEADING,
        metavar="DEG",
        help="its direction arrow, degrees clockwise from north, pointing into the table",
    )
    p.add_argument("--fly", metavar="ID", help="the next run of an aircraft in play (instead of a new airstrike)")
    p.add_argument(
        "--altitude",
        choices=["low", "medium", "high"],
        help="5.2 (a new airstrike: default low; in play: one band up or down, default as it is)",
    )
    p.add_argument(
        "--attack", choices=["strafe", "bomb"], help="5.4 strafe or 5.5 bomb (default: strafe, or as in play)"
    )
    p.add_argument("--dive", action="store_true", help="5.3: dive from medium or high, attacking from low")
    p.add_argument(
        "--release",
        type=decimal(0, MAX_YARDS),
        metavar="YARDS",
        help="bombs: release them this many yards along the path (default: where it leaves the table or "
        "the end of its move)",
    )
    p.add_argument(
        "--advanced", action="store_true", help="advanced rules (also when the battle's settings say so)" + HELD
    )
    p.add_argument(
        "--aircraft-tables",
        type=Path,
        metavar="FILE",
        help="your own aircraft figures, merged over resources/rules/aircraft.yaml",
    )
    add_dice_arguments(p)  # as every command that rolls takes them; the description gives the dice order
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--apply", type=Path, metavar="OUT", help="write the battle with the airstrike and its results to OUT"
    )
    p.set_defaults(run=_airstrike)

    t = sub.add_parser(
        "aircraft-turn",
        help="turn an aircraft's direction arrow at the end of the turn (up to 90°)",
        description="Sequence of play: CHANGE AIRCRAFT MOVEMENT DIRECTION ARROW UP TO 90 DEGREES, from "
        "the heading it flew this turn; more is refused (JSON refused, exit 0).",
    )
    t.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    t.add_argument("aircraft", metavar="ID", help="the id of the aircraft in play (as airstrike --json gives it)")
    t.add_argument(
        "--heading",
        type=HEADING,
        required=True,
        metavar="DEG",
        help="the new heading, degrees clockwise from north: at most 90 from the heading it flew this turn",
    )
    t.add_argument("--json", action="store_true", help="print one JSON object")
    t.add_argument("--apply", type=Path, metavar="OUT", help="write the battle with the arrow turned to OUT")
    t.set_defaults(run=_turn)

    w = sub.add_parser(
        "snowing",
        help="SNOW: it is snowing (the d6 was odd): no airstrikes; --off: it is not",
        description='SNOW: "Roll a d6 with an ODD result indicating that it is snowing with no '
        'airstrikes allowed": the result set for the battle (settings.snowing). Part of the '
        "set-up: a strict battle takes it before play begins.",
    )
    w.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    w.add_argument("--off", action="store_true", help="it is not snowing")
    w.add_argument("--json", action="store_true", help="print one JSON object")
    w.add_argument("--apply", type=Path, metavar="OUT", help="write the battle with the weather set to OUT")
    w.set_defaults(run=_snowing)


# -- reading the arguments ------------------------------------------------------------------------------------


def _finite(value: float | None, what: str) -> None:
    if value is not None and not math.isfinite(value):
        raise UsageError(f"{what} must be a finite number")


def _action(args: argparse.Namespace) -> Any:
    """The airstrike's action: a new one (``Airstrike``) or the run of one in play (``AircraftRun``); what the
    command line does not say is left at its default (the battle's settings, the aircraft as it is)."""
    from morefire_gui.model.actions.aircraft import AircraftRun, Airstrike
    from morefire_gui.rules.aircraft.terms import Altitude, Attack

    _finite(args.heading, "--heading")
    _finite(args.release, "--release")
    altitude = Altitude(args.altitude) if args.altitude else None
    attack = Attack(args.attack) if args.attack else None
    if args.release is not None and (attack or Attack.STRAFE) is not Attack.BOMB and args.fly is None:
        raise UsageError("--release is for bombs: give --attack bomb")
    if args.release is not None and args.release < 0:
        raise UsageError("--release is yards along the path: 0 or more")
    common: dict[str, Any] = {
        "dive": args.dive,
        "release_yards": args.release,
        "advanced": True if args.advanced else None,
    }
    if args.fly is not None:
        given = [
            f
            for f, v in (
                ("--side", args.side),
                ("--aircraft", args.aircraft),
                ("--from", args.entry),
                ("--heading", args.heading),
            )
            if v is not None
        ]
        if given:
            raise UsageError(f"--fly flies an aircraft in play: leave out {', '.join(given)}")
        return AircraftRun(aircraft=args.fly, altitude=altitude, attack=attack, **common)
    missing = [
        f
        for f, v in (
            ("--side", args.side),
            ("--aircraft", args.aircraft),
            ("--from", args.entry),
            ("--heading", args.heading),
        )
        if v is None
    ]
    if missing:
        raise UsageError(f"a new airstrike needs {', '.join(missing)} (or --fly ID for one in play)")
    entry = parse_xy(args.entry, "--from")
    chosen: dict[str, Any] = {**({"altitude": altitude} if altitude else {}), **({"attack": attack} if attack else {})}
    return Airstrike(side=args.side, aircraft=args.aircraft, entry=entry, heading=args.heading, **chosen, **common)


# -- the commands ---------------------------------------------------------------------------------------------


def _airstrike(args: argparse.Namespace) -> int:
    from morefire_gui.io.aircraft_tables import load_aircraft_tables
    from morefire_gui.session.aircraft import use_aircraft_figures
    from morefire_gui.session.names import action_title

    session = open_session(args.battle)
    make_dice(args)  # a bad --dice list is refused before anything else is read
    known_side(session, args.side, "--side")
    if args.aircraft_tables is not None:
        use_aircraft_figures(session, load_aircraft_tables(args.aircraft_tables))
    action = _action(args)
    dice = battle_dice(args, session)
    resolution = perform(session, action, dice)
    note_unused(dice, resolution)
    turn = session.battle.turn
    commit_to(session, resolution, args.apply)
    if resolution.refused:
        if args.json:
            print(json.dumps(refused_airstrike_json(resolution, action, turn, dice, args.apply), indent=2))
        else:
            print(f"{action_title(session, action)}: refused: {resolution.refusal}")
            if (applied := applied_words(args.apply, True)) is not None:
                print(f"  {applied}")
        return EXIT_OK
    if args.json:
        print(
            json.dumps(
                {**airstrike_json(session, resolution.result, dice, args.apply, turn), **refused_json(resolution)},
                indent=2,
            )
        )
    else:
        print_airstrike(resolution.result, dice, args.apply)
    return EXIT_OK


def _turn(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.aircraft import TurnArrow
    from morefire_gui.rules.aircraft.terms import heading_difference, normalise_heading
    from morefire_gui.session.names import aircraft_name

    session = open_session(args.battle)
    _finite(args.heading, "--heading")
    resolution = perform(session, TurnArrow(aircraft=args.aircraft, heading=args.heading))
    before = next(a for a in session.battle.aircraft if a.id == args.aircraft)
    heading = normalise_heading(args.heading)
    commit_to(session, resolution, args.apply)
    turned = heading_difference(before.turn_from, heading)
    most = session.tables.aircraft.turning.max_degrees
    if args.json:
        print(
            json.dumps(
                {
                    "aircraft": before.id,
                    "from": before.turn_from,
                    "heading": heading,
                    "turned": round(turned, 6),
                    "max_degrees": most,
                    **refused_json(resolution),
                    "applied_to": str(args.apply) if args.apply is not None else None,
                },
                indent=2,
            )
        )
    else:
        # The refusal says how far it was asked; a turn allowed says how far it turned of the most.
        verdict = (
            f": refused: {resolution.refusal}"
            if resolution.refused
            else f" (turned {round(turned)} of at most {most:g})"
        )
        print(
            # By name, and by the id --fly and aircraft-turn take, as the airstrike's first line says it.
            f"{aircraft_name(session, before)} ({before.id}): direction arrow from {whole_degrees(before.turn_from)} to {whole_degrees(heading)} "
            f"degrees{verdict}"
        )
        if (applied := applied_words(args.apply, resolution.refused)) is not None:
            print(f"  {applied}")
    return EXIT_OK


def _snowing(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.aircraft import SetSnowing
    from morefire_gui.session.names import action_title

    session = open_session(args.battle)
    action = SetSnowing(snowing=not args.off)
    resolution = perform(session, action)
    commit_to(session, resolution, args.apply)
    if args.json:
        print(
            json.dumps(
                {
                    "snowing": session.battle.settings.snowing if args.apply else action.snowing,
                    **refused_json(resolution),
                    "applied_to": str(args.apply) if args.apply is not None else None,
                },
                indent=2,
            )
        )
    else:
        print(action_title(session, action) + (f": refused: {resolution.refusal}" if resolution.refused else ""))
        if (applied := applied_words(args.apply, resolution.refused)) is not None:
            print(f"  {applied}")
    return EXIT_OK


def refused_airstrike_json(
    resolution: Any, action: Any, turn: int, dice: Dice, applied_to: Path | None
) -> dict[str, Any]:
    """``morefire airstrike --json`` for a refused run: the keys of a run flown, those the refusal leaves unknown
    null (or empty), with ``refused`` and ``rule``; nothing rolled."""
    from morefire_gui.rules.explain import step_to_dict

    new = action.kind == "airstrike"
    return {
        "side": action.side if new else None,
        "aircraft": None,
        "launched": new,
        "from_bought": None,
        "points_charged": 0,
        "altitude": None,
        "dive": action.dive,
        "attack": None,
        "path": None,
        "strip": None,
        "bombs": None,
        "aa": [],
        "aa_result": None,
        "hit_by": None,
        "targets": [],
        "not_attacked": [],
        "after": None,
        "turn": turn,
        "acted_in": [],
        "dice": [],
        "seed": seed_of(dice),
        "applied_to": str(applied_to) if applied_to is not None else None,
        "steps": [step_to_dict(s) for s in resolution.steps],
        **refused_json(resolution),
    }


def airstrike_json(
    session: Any, outcome: Any, dice: Dice, applied_to: Path | None = None, turn: int | None = None
) -> dict[str, Any]:
    """The JSON object of ``morefire airstrike --json``."""
    from morefire_gui.rules.explain import step_to_dict
    from morefire_gui.session.aircraft import RUN_STEPS

    plan = outcome.plan
    plane, entry, path = plan.aircraft, plan.entry, plan.path
    strip = plan.strip
    aa = []
    for a in plan.aa:
        shot = outcome.aa.shot(a.unit_id)
        aa.append(
            {
                "unit": a.unit_id,
                "can_fire": shot.can_fire,
                "reason": shot.reason or None,
                "at": json_xy(a.sighting.at),
                "ground_yards": json_number(a.gun.ground_yards),
                "slant_yards": json_number(a.gun.slant_yards),
                "los": a.sighting.los,
                "chance": shot.chance if shot.can_fire else None,
                "roll": shot.roll,
                "hit": shot.hit,
                "result": shot.result.value if shot.result is not None else None,
            }
        )
    targets = []
    if outcome.strafing is not None:
        for t in outcome.strafing.fire.targets:
            targets.append(
                {
                    "unit": t.unit_id,
                    "partly_in": strip.unit(t.unit_id).partly_in,
                    "fir": t.fir,
                    "chance": t.chance,
                    "roll": t.roll,
                    "hit": t.hit,
                    "result": t.outcome.value,
                }
            )
    if outcome.bombing is not None:
        for t in outcome.bombing.targets:
            targets.append(
                {
                    "unit": t.unit_id,
                    "partly_in": outcome.zone.unit(t.unit_id).partly_in,
                    "target_class": t.target_class.value,
                    "chance": t.chance,
                    "roll": t.roll,
                    "hit": t.hit,
                    "result": t.result.value,
                    "damage_roll": t.damage_roll,
                }
            )
    bombs = None
    if plan.release is not None:
        b = outcome.bombing
        bombs = {
            "release": json_xy(plan.release),
            "release_yards": json_number(plan.release_yards),
            "pattern": plan.pattern.value,
            "diameter_yards": plan.bomb_diameter_yards,
            "error": (
                {"yards": b.error.yards, "direction": b.error.direction.value if b.error.direction else None}
                if b is not None
                else None
            ),
            "impact": json_xy(outcome.impact),
        }
    after = outcome.after
    return {
        "side": plan.side.id,
        "aircraft": {
            "id": plane.id,
            "type": entry.id,
            "name": entry.name,
            "points": entry.points,
            "speed_mph": entry.aircraft.speed_mph,
            "speed_band": plan.move.band.label,
        },
        "launched": plan.launched,
        "from_bought": plan.from_bought,  # one the side bought with its forces: paid for then
        "points_charged": entry.points if plan.launched and not plan.from_bought else 0,
        "altitude": {
            "start": plan.altitudes.start.value,
            "attack": plan.altitudes.attack.value,
            "end": plan.altitudes.end.value,
        },
        "dive": plan.altitudes.dive,
        "attack": plan.attack.value,
        "path": {
            "from": json_xy(path.start),
            "to": json_xy(path.end),
            "heading": json_number(path.heading),
            "yards": json_number(path.yards),
            "on_table": [json_xy(p) for p in path.on_table] if path.on_table else None,
            "exit_at": json_xy(path.exit_at),
        },
        "strip": (
            {
                "width_yards": json_number(strip.width_yards),
                "outline": [json_xy(p) for p in strip.outline],
                "units": [
                    {"unit": u.unit_id, "partly_in": u.partly_in, "centre_inside": u.centre_inside} for u in strip.units
                ],
            }
            if strip is not None
            else None
        ),
        "bombs": bombs,
        "aa": aa,
        "aa_result": outcome.aa.result.value if outcome.aa.result is not None else None,
        "hit_by": outcome.aa.hit_by,
        "targets": targets,
        "not_attacked": [{"unit": t.unit_id, "reason": t.reason} for t in outcome.excluded],
        "after": {
            "id": after.id,
            "at": json_xy(after.at),
            "heading": json_number(after.heading),
            "altitude": after.altitude.value,
            "state": after.state.value,
        },
        "turn": session.battle.turn if turn is None else turn,
        "acted_in": list(RUN_STEPS),
        "dice": [
            {"die": r.die.label, "face": r.face, "printed": r.printed, "purpose": r.purpose} for r in dice.history
        ],
        "seed": seed_of(dice),
        "applied_to": str(applied_to) if applied_to is not None else None,
        "steps": [step_to_dict(s) for s in outcome.steps()],
    }


def print_airstrike(outcome: Any, dice: Dice, applied_to: Path | None = None) -> None:
    """The readable explanation: every roll, table row, modifier and result, in the order they happened."""
    plan = outcome.plan
    entry, plane = plan.entry, plan.aircraft
    what = "new airstrike" if plan.launched else "run"
    print(
        f"Airstrike by {plan.side.label}: {entry.name} ({plane.id}), {what}, {plan.attack.value} from "
        f"{plan.altitudes.attack.value}{' in a dive' if plan.altitudes.dive else ''}"
        + (
            (", bought with the forces (paid then)" if plan.from_bought else f", {entry.points} points")
            if plan.launched
            else ""
        )
    )
    for title, steps in outcome.sections():
        print(f"{title}:")
        for step in steps:
            print(f"  {step.text()}")
    print("Result:")
    p = plan.path
    print(f"  path {p.start[0]:.1f}, {p.start[1]:.1f} -> {p.end[0]:.1f}, {p.end[1]:.1f} ({p.yards:g} yards)")
    for a in plan.aa:
        shot = outcome.aa.shot(a.unit_id)
        if shot.can_fire:
            res = shot.result.value if shot.result is not None else ("hit" if shot.hit else "miss")
            print(f"  AA {outcome.said(a.unit_id)}: {shot.chance}%, rolled {shot.roll}: {res}")
        else:
            print(f"  AA {outcome.said(a.unit_id)}: does not fire ({shot.reason})")
    if outcome.strafing is not None:
        for t in outcome.strafing.fire.targets:
            partly = " (partly in)" if plan.strip.unit(t.unit_id).partly_in else ""
            print(
                f"  {outcome.said(t.unit_id)}{partly}: FIR {t.fir}, {t.chance}%, rolled {t.roll}: {t.outcome.value.replace('_', ' ')}"
            )
    if outcome.bombing is not None:
        for t in outcome.bombing.targets:
            partly = " (partly in)" if outcome.zone.unit(t.unit_id).partly_in else ""
            print(
                f"  {outcome.said(t.unit_id)}{partly}: class {t.target_class.value}, {t.chance}%, rolled {t.roll}: "
                f"{t.result.value.replace('_', ' ')}"
            )
    if outcome.attacked and not outcome.outcomes:
        print("  no unit rolled for")
    a = outcome.after
    print(f"  {outcome.said(a.id)}: {a.state.value.replace('_', ' ')} at {a.at[0]:.1f}, {a.at[1]:.1f}")
    from morefire_gui.cli.movement import print_dice

    print_dice(dice, applied_to)  # whose dice they were, as every command says it
