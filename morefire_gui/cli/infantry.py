"""The infantry commands: ``morefire infantry-fire``, ``melee``, ``assault`` and ``suicide-squad`` (rules 3.1-3.5),
every roll, modifier and result explained. Each builds the action (model/actions/infantry.py) and has the session
perform it; ``--apply`` commits it as the window does (its results, the marks, the log entry, the action's record).

    morefire infantry-fire BATTLE --area X,Y --firers ID[:WEAPON],... [--turn N]
                           [--seed N | --dice LIST] [--json] [--apply OUT]
    morefire melee BATTLE ATTACKER DEFENDER [--turn N] [--seed N | --dice LIST] [--json] [--apply OUT]
    morefire assault BATTLE INFANTRY TARGET [--support ID,...] [--no-defensive-fire] [--turn N]
                     [--seed N | --dice LIST] [--json] [--apply OUT]
    morefire suicide-squad BATTLE UNIT [--year N] [--json] [--apply OUT]

Their flags and JSON keys are a contract (see cli/__init__.py): extend, never change. Pinned JSON keys of
``infantry-fire``: ``total_fir``, ``modifiers``, ``chance``, ``effect``, ``targets`` (each ``{unit, roll, result}``),
``refused`` and ``rule`` (null, or why the fire was refused, as every command says it); the firers that do not fire
are ``firers_refused`` (``refusal`` repeats ``refused`` for scripts written before). The
dice orders of ``--dice`` (without it and ``--seed``, the battle's own dice): infantry fire, a d100 for each unit in
the area in the battle file's order; a melee, the attacker's d10 then the defender's; an assault, the tank's or
bunker's fire (a d100), the supporting fire (a d100), then the assault's d100. A refusal rolls nothing and exits 0.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import TypeAdapter, ValidationError

from morefire_gui.cli.common import (
    BATTLE_HELP,
    EXIT_OK,
    HELD,
    POINT,
    TURN,
    WholeNumber,
    applied_words,
    battle_dice,
    commit_to,
    given_as,
    on_table,
    open_session,
    parse_xy,
    perform,
    refused_json,
    said_once,
)
from morefire_gui.cli.movement import (
    add_dice_arguments,
    check_turn,
    note_unused,
    number,
    print_dice,
    print_steps,
    rolls_json,
    xy,
)
from morefire_gui.cli.unit_called import unit_called, units_called
from morefire_gui.errors import UsageError
from morefire_gui.io.validation_words import first_said
from morefire_gui.rules.dice import Dice, seed_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "infantry-fire",
        help="infantry fire into a 100-yard square (rule 3.5)",
        description="Infantry fire into a 100-yard square target area: each firer's FIR, range and "
        "line of sight, the combined total, the modifiers, the FIR chart and a d100 for "
        "every unit in the area.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument(
        "--area", required=True, type=POINT, metavar="X,Y", help="the centre of the 100-yard square (table units)"
    )
    p.add_argument(
        "--firers",
        required=True,
        metavar="ID,ID,...",
        help="the firing units, by id or name; a vehicle may name one weapon, ID:TMG, ID:HMG or ID:T-HE",
    )
    _common(p)
    p.set_defaults(run=_infantry_fire)

    p = sub.add_parser(
        "melee",
        help="an infantry melee (rule 3.1)",
        description="An infantry melee: each side rolls a d10 and adds its melee factor; the loser is "
        "destroyed, a tie destroys both.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("attacker", metavar="ATTACKER", help="the attacking infantry unit: its id or its name")
    p.add_argument("defender", metavar="DEFENDER", help="the defending unit: its id or its name")
    _common(p)
    p.set_defaults(run=_melee)

    p = sub.add_parser(
        "assault",
        help="an infantry assault on a tank or bunker (rule 3.2)",
        description="An infantry assault on a tank or bunker: the tank's or bunker's fire at the "
        "infantry, the supporting fire, then the assault at 30% and its modifiers.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("infantry", metavar="INFANTRY", help="the assaulting infantry unit: its id or its name")
    p.add_argument("target", metavar="TARGET", help="the tank or bunker assaulted: its id or its name")
    p.add_argument(
        "--support",
        metavar="ID,ID,...",
        help="units of the target's side (ids or names) that fire at the assaulting unit first (step 2)",
    )
    p.add_argument(
        "--no-defensive-fire",
        action="store_true",
        help="the tank or bunker does not fire at the infantry first (step 1 already resolved)" + HELD,
    )
    _common(p)
    p.set_defaults(run=_assault)

    p = sub.add_parser(
        "suicide-squad",
        help="reclassify a unit as a suicide squad (rule 3.3)",
        description="Reclassify an R, RF or SMG unit as a suicide squad: only the Russian Guard "
        "1941-42, the German Waffen SS 1945 and the Japanese 1931-45 (the unit's side, its "
        "formation and the battle's year decide); it must then assault the nearest enemy "
        "tank or bunker this turn.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("unit", metavar="UNIT", help="the R, RF or SMG unit: its id or its name")
    p.add_argument(
        "--year",
        type=WholeNumber(1900, 2000, year=True),
        metavar="N",
        help="the year the battle is fought in, when its briefing gives none",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--apply", type=Path, metavar="OUT", help="write the battle with the unit reclassified to OUT")
    p.set_defaults(run=_suicide_squad)


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--turn",
        type=TURN,
        metavar="N",
        help="the turn number (dates the recovery from suppression); default the battle's" + HELD,
    )
    add_dice_arguments(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--apply",
        type=Path,
        metavar="OUT",
        help="write the battle with the results applied (and the roll in its log) to OUT",
    )


def _ids(session: BattleSession, text: str, what: str) -> list[str]:
    """The units ``what`` lists, separated by commas, each by its id or its name (made its id); an item may name a
    vehicle's weapon after a colon (``Pz IV 1:TMG``), kept as given."""
    ids = [t.strip() for t in text.split(",")]
    if not text.strip() or any(not t for t in ids):
        raise UsageError(f"{what} {text!r}: give unit ids or names separated by commas (e.g. ge11,ge12)")
    out = []
    for item in ids:
        unit, colon, weapon = item.partition(":")
        out.append(unit_called(session, unit.strip(), what) + colon + weapon)
    return out


def _action(make: Callable[[], Any]) -> Any:
    """The action the arguments describe; a value the action cannot hold (a malformed id) is bad input."""
    try:
        return make()
    except ValidationError as exc:
        raise UsageError(first_said(exc)) from None


def _steps(steps: Any) -> list[dict[str, Any]]:
    from morefire_gui.rules.explain import step_to_dict

    return [step_to_dict(s) for s in steps]


def _mods(mods: Any) -> list[dict[str, Any]]:
    return [{"label": m.label, "value": m.value, "rule": m.rule} for m in mods]


def _tail(resolution: Any, dice: Dice, applied_to: Path | None) -> dict[str, Any]:
    """The keys every infantry command's JSON ends with."""
    return {
        "rolls": rolls_json(dice),
        "seed": seed_of(dice),
        "applied_to": str(applied_to) if applied_to is not None else None,
        "steps": _steps(_shown_steps(resolution)),
    }


def _shown_steps(resolution: Any) -> tuple[Any, ...]:
    """The steps a command shows: the outcome's; for a refusal, what the look ahead decided before its first die
    (a refusal rolls nothing)."""
    from morefire_gui.rules.explain import before_the_dice

    outcome = resolution.result
    steps = outcome.steps if outcome is not None else resolution.steps
    return before_the_dice(steps) if resolution.refused else tuple(steps)


def _printed_steps(resolution: Any) -> tuple[Any, ...]:
    """The steps a command prints: those shown, less a note that only says again the refusal printed above them."""
    return said_once(resolution, _shown_steps(resolution))


def _print_refusal(resolution: Any) -> None:
    if resolution.refused:
        print(f"Refused: {resolution.refusal}")


# -- infantry fire --------------------------------------------------------------------------------------------


def _infantry_fire(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.infantry import Firer, InfantryFire
    from morefire_gui.session.names import side_name

    session = open_session(args.battle)
    on_table(session, args.area, "--area")  # bad input naming its flag, as every command's points are
    centre = parse_xy(args.area, "--area")
    firers = tuple(given_as("--firers", f, Firer.model_validate, f) for f in _ids(session, args.firers, "--firers"))
    action = _action(lambda: InfantryFire(area=centre, firers=firers, turn=check_turn(args)))
    dice = battle_dice(args, session)
    resolution = perform(session, action, dice)
    note_unused(dice, resolution)
    commit_to(session, resolution, args.apply)
    if args.json:
        print(json.dumps(fire_json(resolution, dice, args.apply), indent=2))
    else:
        _print_fire(resolution, dice, args.apply, side_name(session.battle, resolution.result.plan.side))
    return EXIT_OK


def fire_result_json(result: Any, rolled: bool = True) -> dict[str, Any]:
    """An infantry fire's result (``rolled`` False: a refusal's look ahead, its rolls null)."""

    def rolls(t: Any) -> dict[str, Any]:
        if not rolled:
            return {"roll": None, "hit": None, "result": None}
        return {"roll": t.roll, "hit": t.hit, "result": t.outcome.value}

    return {
        "firers": [{"unit": c.firer_id, "type": c.fire_type, "fir": c.fir, "net": c.net} for c in result.contributions],
        "total_fir": result.total_fir,
        "modifiers": _mods(result.modifiers),
        "chance": result.chance,
        "effect": result.effect.value if result.effect is not None else None,
        "targets": [
            {
                "unit": t.unit_id,
                "fir": t.fir,
                "modifiers": _mods(t.modifiers),
                "chance": t.chance,
                "effect": t.effect.value if t.effect is not None else None,
                **rolls(t),
            }
            for t in result.targets
        ],
        "firers_refused": [{"unit": r.firer_id, "weapon": r.fire_type, "reason": r.reason} for r in result.refused],
        "not_rolled": [{"unit": e.unit_id, "reason": e.reason} for e in result.excluded],
    }


def fire_json(resolution: Any, dice: Dice, applied_to: Path | None = None) -> dict[str, Any]:
    """The JSON object of ``morefire infantry-fire --json`` (pinned keys: total_fir, modifiers, chance, effect,
    targets, refused and rule: null or why the fire as a whole was refused; the rest are extensions:
    ``firers_refused``, the firers that do not fire and why, ``refusal``, ``refused`` again, and ``acted_in``, the step
    each firer is marked in)."""
    outcome = resolution.result
    plan, result = outcome.plan, outcome.result
    out = fire_result_json(result, rolled=not resolution.refused)
    out["firers_refused"] = [{"unit": r.firer_id, "weapon": r.fire_type, "reason": r.reason} for r in outcome.refused]
    out["not_rolled"] = [{"unit": e.unit_id, "reason": e.reason} for e in plan.not_targets] + out["not_rolled"]
    refusal = refused_json(resolution)
    return {
        "side": plan.side,
        "area": {
            "centre": xy(plan.area.centre),
            "side_yards": number(plan.area.side_yards),
            "side_table": number(plan.area.side, 4),
            "corners": [xy(c) for c in plan.area.corners],
            "units": list(plan.area.units),
        },
        **out,
        "refused": refusal["refused"],
        "rule": refusal["rule"],
        "refusal": refusal["refused"],
        "acted_in": {} if resolution.refused else dict(outcome.acted_in),
        **_tail(resolution, dice, applied_to),
    }


def _print_fire(resolution: Any, dice: Dice, applied_to: Path | None, side: str) -> None:
    outcome = resolution.result
    plan, result = outcome.plan, outcome.result
    effect = result.effect.value if result.effect is not None else "no effect"
    print(
        f"Infantry fire by {side} into the {plan.area.side_yards:g}-yard square at "
        f"{plan.area.centre[0]:.1f}, {plan.area.centre[1]:.1f}: FIR {result.total_fir}, {result.chance}% {effect}"
    )
    from morefire_gui.session.infantry import NO_FIRER

    if resolution.refused and resolution.reason.startswith(NO_FIRER) and result.refused:
        # Refused as a whole, for no firer can fire: each firer's reason is a step below, said once. (A fire refused
        # for another reason, the step it belongs to, says that reason.)
        print(f"Refused: {NO_FIRER} ({resolution.rule})")
    else:
        _print_refusal(resolution)
    print_steps(_printed_steps(resolution))
    if not resolution.refused:
        print("Result:")
        if not result.targets:
            print("  no unit rolled for")
        for t in result.targets:
            print(
                f"  {outcome.said(t.unit_id)}: FIR {t.fir}, {t.chance}%, rolled {t.roll}: "
                f"{t.outcome.value.replace('_', ' ')}"
            )
    print_dice(dice, applied_to, resolution.refused)  # each firer that does not fire is a step above, said once


# -- melee ----------------------------------------------------------------------------------------------------


def _melee(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.infantry import Melee
    from morefire_gui.session.names import public_unit_name

    session = open_session(args.battle)
    units_called(session, args, attacker="ATTACKER", defender="DEFENDER")
    action = _action(lambda: Melee(attacker=args.attacker, defender=args.defender, turn=check_turn(args)))
    dice = battle_dice(args, session)
    resolution = perform(session, action, dice)
    note_unused(dice, resolution)
    commit_to(session, resolution, args.apply)
    if args.json:
        print(json.dumps(melee_json(resolution, dice, args.apply), indent=2))
    else:
        print(f"Melee {public_unit_name(session, args.attacker)} against {public_unit_name(session, args.defender)}")
        _print_refusal(resolution)
        print_steps(_printed_steps(resolution))
        r = resolution.result.result if not resolution.refused else None
        if r is not None and r.fought:
            print("Result:")
            for side in (r.attacker, r.defender):
                print(
                    f"  {public_unit_name(session, side.unit_id)}: {side.roll} + MF {side.mf}"
                    + "".join(f" {m.value:+d}" for m in side.modifiers)
                    + f" = {side.total}: {side.outcome.value.replace('_', ' ')}"
                )
        print_dice(dice, args.apply, resolution.refused)
    return EXIT_OK


def _side_json(side: Any) -> dict[str, Any] | None:
    if side is None:
        return None
    return {
        "unit": side.unit_id,
        "roll": side.roll,
        "mf": side.mf,
        "modifiers": _mods(side.modifiers),
        "total": side.total,
        "result": side.outcome.value,
    }


def melee_json(resolution: Any, dice: Dice, applied_to: Path | None = None) -> dict[str, Any]:
    """The JSON object of ``morefire melee --json``: each side's roll, MF, modifiers, total and result (null when
    refused), the winner, and ``refused`` / ``rule``."""
    outcome = resolution.result
    fought = not resolution.refused and outcome.result.fought
    r = outcome.result
    return {
        "attacker": _side_json(r.attacker) if fought else None,
        "defender": _side_json(r.defender) if fought else None,
        "winner": r.winner if fought else None,
        "tie": fought and r.winner is None,
        **refused_json(resolution),
        "distance_yards": number(outcome.distance_yards),
        **_tail(resolution, dice, applied_to),
    }


# -- assault --------------------------------------------------------------------------------------------------


def _assault(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.infantry import Assault
    from morefire_gui.model.numbers import Identifier
    from morefire_gui.session.names import public_unit_name

    session = open_session(args.battle)
    units_called(session, args, infantry="INFANTRY", target="TARGET")
    support = _ids(session, args.support, "--support") if args.support is not None else []
    ids = TypeAdapter(Identifier)
    for unit in support:  # each id that cannot be one is said with its flag, before the action reads them
        given_as("--support", unit, ids.validate_python, unit)
    action = _action(
        lambda: Assault(
            infantry=args.infantry,
            target=args.target,
            support=tuple(support),
            defensive_fire=not args.no_defensive_fire,
            turn=check_turn(args),
        )
    )
    dice = battle_dice(args, session)
    resolution = perform(session, action, dice)
    note_unused(dice, resolution)
    commit_to(session, resolution, args.apply)
    if args.json:
        print(json.dumps(assault_json(resolution, dice, args.apply), indent=2))
    else:
        outcome = resolution.result
        print(
            f"Assault by {public_unit_name(session, outcome.infantry)} on {public_unit_name(session, outcome.target)}"
        )
        _print_refusal(resolution)
        print_steps(_printed_steps(resolution))
        if not resolution.refused:  # assaulted, or stopped on the way (destroyed, or suppressed: no assault)
            print("Result:")
            print(f"  {outcome.summary()}")
        print_dice(dice, args.apply, resolution.refused)
    return EXIT_OK


def _fire_or_none(result: Any, rolled: bool) -> dict[str, Any] | None:
    if result is None or not rolled:
        return None
    out = fire_result_json(result)
    out["refused"] = out["firers_refused"]  # the fire at the assaulting unit: its firers that do not fire, as before
    t = result.targets[0] if result.targets else None
    out["roll"] = t.roll if t is not None else None
    out["result"] = t.outcome.value if t is not None else None
    return out


def assault_json(resolution: Any, dice: Dice, applied_to: Path | None = None) -> dict[str, Any]:
    """The JSON object of ``morefire assault --json``: the fire at the infantry (steps 1 and 2), the assault's
    chance, modifiers, roll and result, and ``refused`` / ``rule`` (the assault not made: the reason)."""
    outcome = resolution.result
    rolled = not resolution.refused
    a = outcome.result
    assaulted = rolled and a is not None and a.refused is None
    return {
        "infantry": outcome.infantry,
        "target": outcome.target,
        "distance_yards": number(outcome.distance_yards),
        "defensive_fire": _fire_or_none(outcome.defensive_fire, rolled),
        "supporting_fire": _fire_or_none(outcome.supporting_fire, rolled),
        "assaulted": assaulted,
        "chance": a.chance if assaulted else None,
        "modifiers": _mods(a.modifiers) if assaulted else [],
        "roll": a.roll if assaulted else None,
        "success": a.success if assaulted else False,
        "result": ({"infantry": a.assailant_outcome.value, "target": a.target_outcome.value} if assaulted else None),
        # the assault not made after the dice (the infantry suppressed by the fire at it) is said here too
        "refused": resolution.reason if resolution.refused else (a.refused if a is not None else None),
        "rule": resolution.rule if resolution.refused else ("3.2" if a is not None and a.refused else None),
        **_tail(resolution, dice, applied_to),
    }


# -- suicide squads -------------------------------------------------------------------------------------------


def _suicide_squad(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.infantry import ReclassifySuicideSquad
    from morefire_gui.rules.dice import ScriptedDice

    session = open_session(args.battle)
    units_called(session, args, unit="UNIT")
    action = _action(lambda: ReclassifySuicideSquad(unit=args.unit, year=args.year))
    dice = ScriptedDice([])  # a reclassification rolls nothing
    resolution = perform(session, action, dice, lambda key: f"--{key}")  # the action's year is the flag --year
    commit_to(session, resolution, args.apply)
    outcome = resolution.result
    if args.json:
        print(json.dumps(suicide_json(resolution, dice, args.apply), indent=2))
    else:
        from morefire_gui.session.names import public_unit_name

        squad = public_unit_name(session, args.unit)
        print(f"Suicide squad: {squad}")
        _print_refusal(resolution)
        print_steps(_printed_steps(resolution))
        if not resolution.refused:
            print(f"Result: {squad} is a suicide squad; {outcome.summary()}")
        if (applied := applied_words(args.apply, resolution.refused)) is not None:
            print(f"  {applied}")
    return EXIT_OK


def suicide_json(resolution: Any, dice: Dice, applied_to: Path | None = None) -> dict[str, Any]:
    """The JSON object of ``morefire suicide-squad --json``: the unit, the year and formation read, the row of 3.3
    that allows it, the nearest enemy tank or bunker it must assault this turn, and ``refused`` / ``rule``."""
    outcome = resolution.result
    eligibility = outcome.eligibility
    return {
        "unit": outcome.unit_id,
        "year": outcome.year,
        "formation": outcome.formation,
        "eligible": not resolution.refused,
        "row": eligibility.row if eligibility is not None else None,
        "must_assault": outcome.must_assault if not resolution.refused else None,
        "distance_yards": number(outcome.distance_yards) if outcome.distance_yards is not None else None,
        **refused_json(resolution),
        **_tail(resolution, dice, applied_to),
    }
