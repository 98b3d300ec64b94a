"""The movement commands: ``morefire move``, a unit moved along a path by rules 1.2-1.5, the battle's conditions and
the minefields on the way (3.6), every roll explained; ``mount`` and ``dismount`` (the sequence of play's movement
step 5); ``ski`` (SNOW's ski troops) and ``ice`` (TUNDRA's ice rolls). Each builds its action and has the session
perform it; ``--apply OUT`` commits it as the window does (the state, the mark, the log entry and the action's
record) and writes OUT.

    morefire move BATTLE UNIT --to X,Y [--via X,Y ...] [--clearing] [--campaign] [--turn N]
                  [--seed N | --dice LIST] [--json] [--apply OUT]
    morefire mount BATTLE VEHICLE UNIT [UNIT ...] [--json] [--apply OUT]
    morefire dismount BATTLE UNIT [UNIT ...] [--at X,Y] [--json] [--apply OUT]
    morefire ski BATTLE UNIT [UNIT ...] [--off] [--json] [--apply OUT]
    morefire ice BATTLE [--again] [--seed N | --dice LIST] [--json] [--apply OUT]

Its flags and JSON keys are a contract (see cli/__init__.py): extend, never change. Pinned JSON keys:
``allowance_yards``, ``path_yards``, ``allowed``, ``reason``, ``code_used``, ``minefield_events`` (each
``{minefield, event, chance, roll, result}``), ``rolls``; every command adds ``refused`` and ``rule`` (null when the
action went ahead; a refusal exits 0). The dice order of ``--dice``: in order along the path, TUNDRA's ice d6 for each
body of water not rolled for that stops a vehicle at its bank (before anything else), then MOUNTAINS' breakdown 2d6
where a vehicle first moves onto rough or hill ground, and for each minefield section entered or exited the unit's
d100, then each passenger's d100 if its vehicle was damaged. Without ``--seed`` or ``--dice`` the battle's own dice
roll, as the window's would.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from morefire_gui.cli.common import (
    BATTLE_HELP,
    DICE,
    EXIT_OK,
    HELD,
    POINT,
    SEED,
    TURN,
    applied_words,
    battle_dice,
    commit_to,
    on_table,
    open_session,
    parse_xy,
    perform,
    refused_json,
    said_once,
)
from morefire_gui.cli.unit_called import units_called
from morefire_gui.errors import UsageError
from morefire_gui.rules.counted import count_of
from morefire_gui.rules.dice import BattleDice, Dice, ScriptedDice, seed_of
from morefire_gui.rules.words import whole_degrees

if TYPE_CHECKING:
    from morefire_gui.session.resolution import Resolution


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "move",
        help="move a unit along a path (rules 1.2-1.5, minefields 3.6)",
        description="Move a unit along a path: its allowance this turn, the length of the path, whether "
        "the rules allow it (road and cross-country rates, terrain, weather), and the rolls "
        "for the minefields it enters and exits, explained step by step.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("unit", metavar="UNIT", help="the unit to move: its id or its name")
    p.add_argument("--to", required=True, type=POINT, metavar="X,Y", help="where the move ends (table units)")
    p.add_argument(
        "--via",
        action="append",
        default=[],
        type=POINT,
        metavar="X,Y",
        help="a waypoint on the way, in order (repeat for more)",
    )
    p.add_argument(
        "--clearing",
        action="store_true",
        help="the unit moves on a stated minefield-clearing mission (3.61: no rolls in known minefields)",
    )
    p.add_argument(
        "--campaign",
        action="store_true",
        default=None,
        help="a campaign's battle (2.6: a vehicle damaged by mines is immobilized with an E); without it "
        "the battle's settings.campaign is read" + HELD,
    )
    p.add_argument(
        "--turn",
        type=TURN,
        metavar="N",
        help="the turn number (dates the end of a breakdown); default the battle's" + HELD,
    )
    add_dice_arguments(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--apply", type=Path, metavar="OUT", help="write the battle with the move made to OUT")
    p.set_defaults(run=_move)

    p = sub.add_parser(
        "mount",
        help="infantry mount a vehicle of their side (movement step 5)",
        description="Sequence of play, movement step 5: infantry counters within their move (100 "
        "yards, 1.5) of a vehicle of their side mount it, as many as it carries "
        "(its transport); mounting is their move for the turn. All of them or none.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("vehicle", metavar="VEHICLE", help="the vehicle: its id or its name")
    p.add_argument("units", nargs="+", metavar="UNIT", help="the infantry that mount it, in order (ids or names)")
    add_dice_arguments(p)
    _action_arguments(p, "with the units aboard")
    p.set_defaults(run=_mount)

    p = sub.add_parser(
        "dismount",
        help="passengers get off their vehicles (movement step 5)",
        description="Sequence of play, movement step 5: passengers dismount, within their move (100 "
        "yards, 1.5) of their vehicle; dismounting is their move for the turn. Without "
        "--at each is put down just behind its vehicle, side by side with the others.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("units", nargs="+", metavar="UNIT", help="the passengers that dismount (ids or names)")
    p.add_argument("--at", type=POINT, metavar="X,Y", help="where they are put down (table units)")
    add_dice_arguments(p)
    _action_arguments(p, "with the units on foot")
    p.set_defaults(run=_dismount)

    p = sub.add_parser(
        "ski",
        help="SNOW: make infantry ski troops (B speed in snow, always in cover), or --off",
        description='SNOW: "Ski troops move at B speed in snow and are always in cover." Which '
        "infantry are ski troops is part of the forces: a strict battle takes it before "
        "play begins.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("units", nargs="+", metavar="UNIT", help="the infantry counters (ids or names)")
    p.add_argument("--off", action="store_true", help="take their skis off")
    _action_arguments(p, "with the ski troops")
    p.set_defaults(run=_ski)

    p = sub.add_parser(
        "ice",
        help="TUNDRA: roll the ice of every body of water (a d6, 1-2 it holds vehicles)",
        description="TUNDRA: a d6 for each body of water (water, stream and river pieces) whose ice "
        "has not been rolled for; 1-2 the ice holds vehicles. The result is kept on the "
        "piece (ice_holds) with --apply, and each roll is written to the battle's log. A "
        "move (morefire move) rolls the ice of the water a vehicle reaches by itself.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("--again", action="store_true", help="roll every body of water again, rolled for or not")
    add_dice_arguments(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--apply", type=Path, metavar="OUT", help="write the battle with the ice rolled to OUT")
    p.set_defaults(run=_ice)


def _action_arguments(p: argparse.ArgumentParser, written: str) -> None:
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--apply", type=Path, metavar="OUT", help=f"write the battle {written} to OUT")


# -- shared by the movement and infantry commands ---------------------------------------------------------------


def add_dice_arguments(p: argparse.ArgumentParser) -> None:
    dice = p.add_mutually_exclusive_group()
    dice.add_argument("--seed", type=SEED, metavar="N", help="seed the dice, to reproduce a result (0 to 2**64-1)")
    dice.add_argument(
        "--dice",
        type=DICE,
        metavar="LIST",
        help="the faces rolled, in order, e.g. 37,81 (for a d10, 0 or 10 is the face printed 0; for a d100, 00 or 100)",
    )


def check_turn(args: argparse.Namespace) -> int | None:
    """The turn ``--turn`` names (None when not given), refused below 1."""
    turn: int | None = args.turn
    if turn is not None and turn < 1:
        raise UsageError(f"--turn {turn}: turns are counted from 1")
    return turn


def note_unused(dice: Dice, resolution: Resolution | None = None) -> None:
    """The --dice faces left over, each named with its place in the list, pointed out on stderr: the action is taken
    with the faces it rolled (docs/cli.md, "Dice"). Where the rules rolled fewer dice than a player may have counted on
    (an assault at 0%), the note says why."""
    if not isinstance(dice, ScriptedDice) or not dice.remaining:
        return
    unused, used = dice.unused, dice.given - dice.remaining
    shown = ",".join(str(f) for f in unused[:10]) + (",..." if len(unused) > 10 else "")
    items = f"item {dice.given}" if len(unused) == 1 else f"items {used + 1}-{dice.given}"
    what = f"face {shown}" if len(unused) == 1 else f"faces {shown}"
    refused = resolution is not None and resolution.refused and not used
    why = "; the action was refused before any die was rolled" if refused else _no_roll_for(resolution)
    print(
        f"morefire: note: --dice: {what} ({items} of {dice.given}) not used: the rolls took "
        f"{count_of(used, 'face') if used else 'none'}{why}",
        file=sys.stderr,
    )


def _no_roll_for(resolution: Resolution | None) -> str:
    """Why an action rolled no die where a player typing the faces may have counted one: an assault made at 0% (3.2:
    it cannot succeed, no d100), or one the squad never made (the fire at it destroyed or suppressed it)."""
    if resolution is None or resolution.refused:
        return ""
    from morefire_gui.session.infantry.assault import AssaultOutcome

    outcome = resolution.result
    if not isinstance(outcome, AssaultOutcome):
        return ""
    if outcome.result is not None and outcome.result.cannot_succeed:
        return "; the assault at 0% rolls no d100 (3.2)"
    if outcome.result is None or outcome.result.refused:
        return "; the squad did not reach its target, so no assault d100 was rolled (3.2)"
    return ""


def rolls_json(dice: Dice) -> list[dict[str, Any]]:
    return [{"die": r.die.label, "face": r.face, "printed": r.printed, "purpose": r.purpose} for r in dice.history]


def number(value: float, places: int = 3) -> float:
    r = round(float(value), places) + 0.0
    return int(r) if r.is_integer() else r


def xy(point: tuple[float, float]) -> list[float]:
    return [number(v, 6) for v in point]


def print_steps(steps: Any) -> None:
    for step in steps:
        print(f"  {step.text()}")


def print_dice(dice: Dice, applied_to: Path | None, refused: bool = False) -> None:
    faces = ",".join(r.printed for r in dice.history)  # as rolled: a d10's 0, which --dice takes back as 0
    seed = seed_of(dice)
    source = f" (seed {seed})" if seed is not None else " (the battle's dice)" if isinstance(dice, BattleDice) else ""
    print(f"  dice rolled{source}: {faces or 'none'}")
    if (applied := applied_words(applied_to, refused)) is not None:
        print(f"  {applied}")


# -- the commands ---------------------------------------------------------------------------------------------


def _move(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.movement import Move

    session = open_session(args.battle)
    units_called(session, args, unit="UNIT")
    dice = battle_dice(args, session)
    turn = check_turn(args)
    for via in args.via:
        on_table(session, via, "--via")
    on_table(session, args.to, "--to")
    points = (*tuple(parse_xy(v, "--via") for v in args.via), parse_xy(args.to, "--to"))
    action = Move(unit=args.unit, path=points, clearing=args.clearing, campaign=args.campaign, turn=turn)
    resolution = perform(session, action, dice)
    note_unused(dice, resolution)
    commit_to(session, resolution, args.apply)
    if args.json:
        print(json.dumps(move_json(resolution, dice, args.apply, session.battle), indent=2))
    else:
        print_move(resolution, dice, args.apply, session)
    return EXIT_OK


def _riders(args: argparse.Namespace, make: Callable[[], Any], note: Callable[..., None] | None = None) -> int:
    """``mount`` and ``dismount``: who gets on or off (the action ``make`` builds of the arguments, the units given by
    name made ids), and where each stands after."""
    from morefire_gui.rules.explain import step_to_dict
    from morefire_gui.session.names import action_title, public_unit_name

    session = open_session(args.battle)
    units_called(session, args, vehicle="VEHICLE", units="UNIT")
    action = make()
    on_table(session, getattr(args, "at", None), "--at")
    dice = battle_dice(args, session)
    resolution = perform(session, action, dice)
    note_unused(dice, resolution)
    commit_to(session, resolution, args.apply)
    riders = [] if resolution.refused else list(resolution.result)
    done = [r.unit_id for r in riders]
    # Where each stands after (a rider destroyed by mines on its way, where it fell).
    at = {r.unit_id: xy(r.at) for r in riders if r.at is not None}
    if args.json:
        print(
            json.dumps(
                {
                    "kind": action.kind,
                    "units": list(action.units),
                    "done": done,
                    "at": at,
                    "minefield_events": [_mine_event(e) for r in riders for e in r.minefield_events],
                    "rolls": rolls_json(dice),
                    **refused_json(resolution),
                    "applied_to": str(args.apply) if args.apply else None,
                    "steps": [step_to_dict(s) for s in resolution.steps],
                },
                indent=2,
            )
        )
    else:
        print(
            f"{action_title(session, action)}: " + (f"refused: {resolution.refusal}" if resolution.refused else "done")
        )
        print_steps(said_once(resolution, resolution.steps))
        for r in riders:  # where each stands after, as the JSON's "at" says
            if r.at is not None:
                print(f"  {public_unit_name(session, r.unit_id)} at {r.at[0]:.1f}, {r.at[1]:.1f}")
        if (applied := applied_words(args.apply, resolution.refused)) is not None:
            print(f"  {applied}")
    if note is not None:
        note(args, session, resolution)
    return EXIT_OK


def _mount(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.movement import Mount

    return _riders(args, lambda: Mount(units=tuple(args.units), vehicle=args.vehicle), _note_vehicle_last)


def _note_vehicle_last(args: argparse.Namespace, session: Any, resolution: Any) -> None:
    """``mount BATTLE SQUAD VEHICLE``, the words the wrong way round (the refusal says only that a vehicle does not
    ride): a note says the order the command takes them in."""
    from morefire_gui.rules.catalogue.entries import UnitKind

    if not resolution.refused:
        return
    battle, catalogue = session.battle, session.catalogue

    def kind(unit_id: str) -> UnitKind | None:
        unit = battle.unit(unit_id)
        entry = catalogue.get(unit.type) if unit is not None else None
        return entry.kind if entry is not None else None

    if kind(args.vehicle) is UnitKind.INFANTRY and any(kind(u) is UnitKind.VEHICLE for u in args.units):
        print(
            f"morefire mount: note: the vehicle is given first, then the infantry that mount it: morefire mount "
            f"BATTLE VEHICLE UNIT [UNIT ...] (given: {args.vehicle} {' '.join(args.units)})",
            file=sys.stderr,
        )


def _dismount(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.movement import Dismount

    at = parse_xy(args.at, "--at") if args.at is not None else None
    return _riders(args, lambda: Dismount(units=tuple(args.units), at=at))


def _ski(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.movement import SkiTroops
    from morefire_gui.session.names import action_title

    session = open_session(args.battle)
    units_called(session, args, units="UNIT")
    action = SkiTroops(units=tuple(args.units), on=not args.off)
    resolution = perform(session, action)
    commit_to(session, resolution, args.apply)
    if args.json:
        print(
            json.dumps(
                {
                    "units": list(action.units),
                    "ski": action.on,
                    **refused_json(resolution),
                    "applied_to": str(args.apply) if args.apply else None,
                },
                indent=2,
            )
        )
    else:
        # The action's title says what it does ("1st Squad: no longer ski troops"): refused, only the refusal is said.
        print(f"Refused: {resolution.refusal}" if resolution.refused else action_title(session, action))
        if (applied := applied_words(args.apply, resolution.refused)) is not None:
            print(f"  {applied}")
    return EXIT_OK


def _ice(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.movement import RollIce
    from morefire_gui.rules.explain import step_to_dict
    from morefire_gui.session.conditions import ice_summary

    session = open_session(args.battle)
    dice = battle_dice(args, session)
    resolution = perform(session, RollIce(again=args.again), dice)
    note_unused(dice, resolution)
    commit_to(session, resolution, args.apply)
    rolls = () if resolution.refused else resolution.result.rolls
    if args.json:
        print(
            json.dumps(
                {
                    "ice": [{"piece": r.piece_id, "face": r.face, "holds": r.holds} for r in rolls],
                    "rolls": rolls_json(dice),
                    "seed": seed_of(dice),
                    **refused_json(resolution),
                    "applied_to": str(args.apply) if args.apply is not None else None,
                    "steps": [step_to_dict(s) for s in resolution.steps],
                },
                indent=2,
            )
        )
    else:
        print(f"The ice (TUNDRA): {resolution.refusal if resolution.refused else ice_summary(resolution.result)}")
        print_steps(said_once(resolution, resolution.steps))
        if rolls:
            # Pieces of one name read alike: each by its id beside its name (the command line is where ids are).
            said = dict(resolution.result.names)
            print("Result:")
            for r in rolls:
                print(f"  {_ice_line(f'{r.piece_id}, {said.get(r.piece_id, r.piece_id)}', r)}")
        print_dice(dice, args.apply, resolution.refused)
    return EXIT_OK


def _ice_line(piece: str, roll: Any) -> str:
    """A body of water's ice roll in a line, as ``move`` and ``ice`` print it."""
    return f"ice on {piece}: rolled {roll.face}, {'it holds' if roll.holds else 'it does not hold'} (TUNDRA)"


def _code(plan: Any) -> str | None:
    if plan.entry.kind.value != "vehicle":
        return "infantry"
    code = plan.allowance.code_used
    return code.value if code is not None else None


def _plan_and_outcome(resolution: Any) -> tuple[Any, Any]:
    """The move's plan, and its outcome (None: refused before any die, where the result is the plan)."""
    from morefire_gui.session.movement import MoveOutcome

    result = resolution.result
    return (result.plan, result) if isinstance(result, MoveOutcome) else (result, None)


def move_json(resolution: Any, dice: Dice, applied_to: Path | None, battle: Any) -> dict[str, Any]:
    """The JSON object of ``morefire move --json`` (pinned keys: allowance_yards, path_yards, allowed, reason,
    code_used, minefield_events, rolls; the rest are extensions). A refused move stays where it is: nothing rolled."""
    from morefire_gui.rules.explain import step_to_dict

    plan, outcome = _plan_and_outcome(resolution)
    a = plan.allowance
    bd = outcome.breakdown if outcome is not None else None
    unit = plan.unit
    return {
        "unit": unit.id,
        "from": xy(unit.at),
        "to": xy(plan.path.end),
        "path": [xy(p) for p in plan.path.points],
        "allowance_yards": number(a.allowance_yards),
        "allowance_table": number(a.allowance, 4),
        "path_yards": number(a.path_yards),
        "path_table": number(a.path_length, 4),
        "allowed": plan.allowed,
        "reason": plan.reason,
        "code_used": _code(plan),
        "road_rate": a.road_rate,
        "may_fire": a.may_fire,
        "reachable_yards": number(a.reachable_yards if plan.refused is None else 0.0),
        "stop_at": xy(plan.stop_point),
        "moved_yards": number(outcome.moved_yards if outcome is not None else 0.0),
        "final_at": xy(outcome.final_at if outcome is not None else unit.at),
        "facing": number(outcome.facing if outcome is not None else unit.facing, 4),
        "moved": outcome.moved_code.value if outcome is not None and outcome.moved_code is not None else None,
        "stopped_by": outcome.stopped_by if outcome is not None else resolution.reason,
        "conditions": plan.conditions.label(),
        "minefield_events": [
            {
                **_mine_event(e),
                "passengers": [
                    {"unit": p.unit_id, "chance": p.chance, "roll": p.roll, "result": p.result.value}
                    for p in e.passengers
                ],
            }
            for e in (outcome.minefield_events if outcome is not None else ())
        ],
        "breakdown": (
            {"total": bd.total, "immobilized": bd.immobilized, "turns": bd.turns} if bd is not None else None
        ),
        "campaign": outcome.campaign if outcome is not None else plan.request.in_campaign(battle),
        "campaign_damage": outcome.damage.value if outcome is not None and outcome.damage is not None else None,
        "ice": [{"piece": r.piece_id, "face": r.face, "holds": r.holds} for r in (outcome.ice if outcome else ())],
        "recovered": list(outcome.recovered) if outcome is not None else [],
        "spots_lost": [
            {"target": target, "spotter": spotter} for target, spotter in (outcome.spots_lost if outcome else ())
        ],
        "revealed": list(outcome.revealed) if outcome is not None else [],
        "cleared": list(outcome.cleared) if outcome is not None else [],
        "rolls": rolls_json(dice),
        "seed": seed_of(dice),
        **refused_json(resolution),
        "applied_to": str(applied_to) if applied_to is not None else None,
        "steps": [step_to_dict(s) for s in (outcome.steps if outcome is not None else resolution.steps)],
    }


def print_move(resolution: Any, dice: Dice, applied_to: Path | None = None, session: Any = None) -> None:
    from morefire_gui.rules.explain import NoteStep
    from morefire_gui.session.names import piece_name, public_unit_name, unit_name

    def piece(piece_id: str) -> str:
        """A piece in a result line: its id beside its name, as ``ice`` names it (pieces of one name told apart)."""
        return f"{piece_id}, {piece_name(session.battle, piece_id)}" if session is not None else piece_id

    def who(unit_id: str) -> str:
        return unit_name(session, unit_id) if session is not None else unit_id

    plan, outcome = _plan_and_outcome(resolution)
    a = plan.allowance
    unit = plan.unit
    # The unit by its name, as the window's log and every step name it (the JSON keeps its id).
    mover = public_unit_name(session, unit.id) if session is not None else unit.id
    # "allowed" is the allowance check alone: a move within it that the session refuses for another reason (the
    # sequence of play, a suppressed or immobilized unit) is "within the allowance", and the refusal follows.
    # A refusal whose reason is the plan's own (a passenger, which moves only with its vehicle) is said once, on the
    # refusal's line.
    repeated = bool(resolution.refused and not plan.allowed and plan.reason and plan.reason in resolution.refusal)
    if repeated:
        verdict = "refused"
    elif not plan.allowed and outcome is not None:
        # Taken as far as the allowance goes (1.2): the unit stops short, as its step says; not refused.
        verdict = f"stops short after {outcome.moved_yards:.0f} yd: {plan.reason}"
    elif not plan.allowed:
        verdict = f"not allowed: {plan.reason}"
    else:
        verdict = "within the allowance" if resolution.refused else "allowed"
    print(
        f"Move {mover}: path {a.path_yards:.0f} yd, allowance {a.allowance_yards:.0f} yd at "
        f"{_code(plan)} ({plan.conditions.label()}): {verdict}"
    )
    if outcome is None:
        print(f"  refused: {resolution.refusal}")
        steps = said_once(resolution, resolution.steps)
        if repeated:
            steps = tuple(s for s in steps if not (isinstance(s, NoteStep) and s.message.endswith(plan.reason)))
        print_steps(steps)
        print_dice(dice, applied_to, refused=True)
        return
    print_steps(outcome.steps)
    print("Result:")
    print(
        f"  {mover} ends at {outcome.final_at[0]:.1f}, {outcome.final_at[1]:.1f} facing {whole_degrees(outcome.facing)}, "
        f"having moved {outcome.moved_yards:.0f} yd"
        + (f" (moved: {outcome.moved_code.value})" if outcome.moved_code is not None else "")
    )
    for r in outcome.ice:
        print(f"  {_ice_line(piece(r.piece_id), r)}")
    for e in outcome.minefield_events:
        roll = f"{e.chance}%, rolled {e.roll}: " if e.roll is not None else ""
        print(f"  minefield {piece(e.minefield)} ({e.event.value}): {roll}{e.result.value.replace('_', ' ')}")
        if e.unit_id == unit.id and outcome.damage is not None and e.result.value == "immobilized":
            print(f"    campaign damage: {outcome.damage.value} (2.6: minefield hits are an automatic E)")
        for p in e.passengers:
            print(f"    passenger {who(p.unit_id)}: {p.chance}%, rolled {p.roll}: {p.result.value.replace('_', ' ')}")
    if outcome.recovered:
        print(
            f"  arrives at {', '.join(who(u) for u in outcome.recovered)}: freed at the start of the next turn (MUD/MOUNTAINS)"
        )
    print_dice(dice, applied_to, resolution.refused)


def _mine_event(e: Any) -> dict[str, Any]:
    """A roll for a minefield section (3.6) in the JSON of ``move``, ``mount`` and ``dismount``."""
    return {
        "minefield": e.minefield,
        "event": e.event.value,
        "unit": e.unit_id,
        "chance": e.chance,
        "roll": e.roll,
        "result": e.result.value,
    }
