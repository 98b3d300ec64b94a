"""The direct fire commands: ``morefire fire`` (rules 2.2-2.6, and 3.4's squad weapons) and ``morefire spot`` (2.1),
every roll, modifier and table row explained.

    morefire fire BATTLE FIRER TARGET [--weapon NAME] [--advanced] [--suspension-shot] [--campaign]
                  [--turn N] [--target-fired] [--seed N | --dice LIST] [--json] [--apply OUT]
    morefire spot BATTLE SPOTTER TARGET [--advanced] [--target-fired] [--seed N | --dice LIST] [--json]
                  [--apply OUT]

Their flags and JSON keys are a contract (see cli/__init__.py): extend, never change. Pinned JSON keys of ``fire``:
``range_yards``, ``los``, ``band_yards``, ``base_chance``, ``modifiers`` (each ``{label, value}``), ``chance``,
``roll``, ``hit``, ``location`` (turret, hull, suspension or null), ``aspect`` (front, side, rear), ``armor_class``,
``penetration``, ``penetrated``, ``result`` (miss, no_effect, destroyed, immobilized, or the campaign letters X, T,
E), ``refused`` (null or the reason). A refused shot is a result: its JSON has ``refused`` set and the command exits
0. Pinned JSON keys of ``spot``: ``automatic``, ``reason``, ``chance``, ``modifiers``, ``roll``, ``spotted``.

The dice order of ``--dice``: fire, the d100 to hit; on a hit on a vehicle the d10 hit location; then the d10 of
suspension damage (advanced) or of the campaign damage table (campaign), if called for. Spot, one d100 when the
spotting chart is rolled.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from morefire_gui.cli.common import (
    BATTLE_HELP,
    EXIT_OK,
    HELD,
    TURN,
    battle_dice,
    commit_to,
    open_session,
    perform,
    refused_json,
)
from morefire_gui.cli.movement import add_dice_arguments, note_unused, number, print_dice, rolls_json
from morefire_gui.cli.unit_called import units_called
from morefire_gui.errors import UsageError
from morefire_gui.rules.dice import Dice, seed_of


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "fire",
        help="direct fire: a gun or squad anti-tank weapon at a vehicle or gun (rules 2.2-2.6)",
        description="One shot of tank or anti-tank direct fire: range and line of sight, spotting, the "
        "angle of fire, the gun's range band and base chance, every modifier, the d100, "
        "the hit location, armour against penetration, and the damage.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("firer", metavar="FIRER", help="the firing unit: its id or its name")
    p.add_argument("target", metavar="TARGET", help="the target (a vehicle or a gun): its id or its name")
    p.add_argument(
        "--weapon",
        metavar="NAME",
        help="which gun (by name); a squad names the anti-tank weapon it carries (e.g. bazooka)",
    )
    p.add_argument(
        "--advanced",
        action="store_true",
        help="advanced rules (angle of fire by sectors, suspension damage table, a spot per firer); "
        "without it the battle's setting" + HELD,
    )
    p.add_argument("--suspension-shot", action="store_true", help="the firer chooses a suspension shot (2.4: +1)")
    p.add_argument("--campaign", action="store_true", help="read the campaign damage table (2.6)" + HELD)
    p.add_argument(
        "--turn", type=TURN, metavar="N", help="the turn (dates an immobilization); default the battle's" + HELD
    )
    p.add_argument(
        "--target-fired",
        action="store_true",
        help="the target fired this turn (2.1: a vehicle that fires within 500 yards is spotted); without it "
        "the battle's fire marks and log say" + HELD,
    )
    add_dice_arguments(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--apply",
        type=Path,
        metavar="OUT",
        help="write the battle with the result applied (and the shot in its log) to OUT",
    )
    p.set_defaults(run=_fire)

    p = sub.add_parser(
        "spot",
        help="spot an enemy unit (rule 2.1)",
        description="Spotting: the line of sight, the automatic situations, or the spotting chart's "
        "60% with every modifier and a d100.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("spotter", metavar="SPOTTER", help="the spotting unit: its id or its name")
    p.add_argument("target", metavar="TARGET", help="the enemy unit to spot: its id or its name")
    p.add_argument(
        "--advanced",
        action="store_true",
        help="advanced rules: each firer spots for itself; without it the battle's setting" + HELD,
    )
    p.add_argument(
        "--target-fired",
        action="store_true",
        help="the target fired this turn; without it the battle's fire marks and log say" + HELD,
    )
    add_dice_arguments(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--apply", type=Path, metavar="OUT", help="write the battle with the spot recorded to OUT")
    p.set_defaults(run=_spot)


def _steps(steps: Any) -> list[dict[str, Any]]:
    from morefire_gui.rules.explain import step_to_dict

    return [step_to_dict(s) for s in steps]


# -- fire -----------------------------------------------------------------------------------------------------


def _fire(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.direct_fire import DirectFire

    session = open_session(args.battle)
    units_called(session, args, firer="FIRER", target="TARGET")
    dice = battle_dice(args, session)
    action = DirectFire(
        firer=args.firer,
        target=args.target,
        weapon=args.weapon,
        advanced=True if args.advanced else None,
        suspension_shot=args.suspension_shot,
        campaign=True if args.campaign else None,
        turn=args.turn,
        target_fired=True if args.target_fired else None,
    )
    try:
        resolution = perform(session, action, dice)
    except UsageError as exc:
        # A weapon the firer does not have is said after the flag that named it, as every value given is.
        if args.weapon is not None and f"has no weapon {args.weapon!r}" in str(exc):
            raise UsageError(f"--weapon {args.weapon!r}: {exc}") from None
        raise
    note_unused(dice, resolution)
    outcome = resolution.result
    acted_in = _acted_in(session, resolution)
    commit_to(session, resolution, args.apply)
    if args.json:
        print(json.dumps({**fire_json(outcome, dice, args.apply, acted_in), "rule": resolution.rule or None}, indent=2))
    else:
        print_fire(outcome, dice, args.apply, session)
    return EXIT_OK


def _acted_in(session: Any, resolution: Any) -> str | None:
    """The step of the direct fire phase the firer is marked in by the resolution (None: it did not fire)."""
    if resolution.refused:
        return None
    from morefire_gui.session.turn_state import ReplaceActed

    edits = getattr(resolution.edit, "edits", (resolution.edit,))
    for edit in edits:
        if isinstance(edit, ReplaceActed):
            before, after = dict(edit.before), dict(edit.after)
            return next(
                (
                    step
                    for step, ids in after.items()
                    if resolution.action.firer in ids and resolution.action.firer not in before.get(step, ())
                ),
                None,
            )
    return None


def _value(x: Any) -> Any:
    return x.value if x is not None else None


def fire_json(outcome: Any, dice: Dice, applied_to: Path | None = None, acted_in: str | None = None) -> dict[str, Any]:
    """The JSON object of ``morefire fire --json`` (pinned keys: range_yards, los, band_yards, base_chance, modifiers,
    chance, roll, hit, location, aspect, armor_class, penetration, penetrated, result, refused; the rest are
    extensions). ``acted_in``: the step of the direct fire phase the firer is marked in (null: it did not fire)."""
    plan, r = outcome.plan, outcome.result
    spot = plan.spot
    return {
        "firer": r.firer_id,
        "target": r.target_id,
        "weapon": r.weapon or None,
        "range_yards": number(r.range_yards),
        "los": r.los,
        "blockers": plan.los.blocker_ids,
        "spotted": r.spotted,
        "spot": {"automatic": spot.automatic, "reason": spot.reason} if spot is not None else None,
        "advanced": plan.advanced,
        "campaign": plan.request.campaign,
        "suspension_shot": plan.request.suspension_shot,
        "sector": _value(plan.angle.sector) if plan.angle is not None else None,
        "band_yards": r.band_yards,
        "base_chance": r.base_chance,
        "modifiers": [{"label": m.label, "value": m.value, "rule": m.rule} for m in r.modifiers],
        "chance": r.chance,
        "roll": r.roll,
        "hit": r.hit,
        "location": _value(r.location),
        "rolled_location": _value(r.rolled_location),
        "location_roll": r.location_roll,
        "aspect": _value(r.aspect),
        "armor_face": r.armor_face,
        "armor_class": r.armor_class,
        "penetration": r.penetration,
        "penetrated": r.penetrated,
        "damage_roll": r.damage_roll,
        "suspension": _value(r.suspension),
        "campaign_damage": _value(r.campaign),
        "immobile_turns": r.immobile_turns,
        "result": _value(r.result),
        "refused": r.refused,
        "turn": plan.turn if plan.turn_known else None,
        "acted_in": acted_in,
        "rolls": rolls_json(dice),
        "seed": seed_of(dice),
        "applied_to": str(applied_to) if applied_to is not None else None,
        # A shot at a hidden position: what it revealed (null: a target in plain sight).
        "revealed": (
            {"name": outcome.revealed.name, "fake": outcome.revealed.fake} if outcome.revealed is not None else None
        ),
        "steps": _steps(outcome.steps),
    }


def print_fire(outcome: Any, dice: Dice, applied_to: Path | None = None, session: Any = None) -> None:
    from morefire_gui.session.names import public_unit_name

    r = outcome.result
    # The firer and target by name, as the steps below name them (the JSON keeps their ids).
    firer, target = (
        (public_unit_name(session, r.firer_id), public_unit_name(session, r.target_id))
        if session is not None
        else (r.firer_id, r.target_id)
    )
    mode = ("advanced" if outcome.plan.advanced else "basic") + (", campaign" if outcome.plan.request.campaign else "")
    print(
        f"Direct fire: {firer} at {target}"
        + (f" with its {r.weapon}" if r.weapon else "")
        + f", {r.range_yards:.0f} yards ({mode} rules)"
    )
    from morefire_gui.rules.direct_fire.fire import CANNOT_FIRE, RESULT

    refusals: tuple[Any, ...] = ()
    outcome_steps: tuple[Any, ...] = ()
    for title, steps in outcome.sections():
        if title == CANNOT_FIRE:
            refusals = steps  # said once, in the result, each reason with its rule
            continue
        if title == RESULT:
            outcome_steps = steps  # under the one Result: heading, above the summary
            continue
        print(f"{title}:")
        for step in steps:
            print(f"  {step.text()}")
    print("Result:")
    for step in outcome_steps:
        print(f"  {step.text()}")
    found = getattr(outcome, "revealed", None)
    if found is not None and found.fake:
        print("  a fake marker: taken off the table; the shot is spent")
    elif r.refused is not None:
        for step in refusals or (None,):
            print(f"  cannot fire: {step.text() if step is not None else r.refused}")
    else:
        # A miss is said once, with the roll (as the log says it); a hit goes on to what it did.
        missed = not (r.hit or r.location)
        what = r.result.value.replace("_", " ") if r.result and not (missed and r.result.value == "miss") else ""
        print(
            f"  {r.chance}% to hit, rolled {r.roll}: {'hit' if r.hit or r.location else 'miss'}"
            + (f", {r.location.value}" if r.location else "")
            + (f" (AC {r.armor_class} against penetration {r.penetration})" if r.armor_class is not None else "")
            + (f": {what}" if what else "")
        )
    print_dice(dice, applied_to, r.refused is not None)


# -- spot -----------------------------------------------------------------------------------------------------


def _spot(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.direct_fire import Spot
    from morefire_gui.session.names import public_unit_name

    session = open_session(args.battle)
    units_called(session, args, spotter="SPOTTER", target="TARGET")
    dice = battle_dice(args, session)
    action = Spot(
        spotter=args.spotter,
        target=args.target,
        advanced=True if args.advanced else None,
        target_fired=True if args.target_fired else None,
    )
    resolution = perform(session, action, dice)
    note_unused(dice, resolution)
    commit_to(session, resolution, args.apply)
    if args.json:
        print(json.dumps(spot_json(resolution, dice, args.apply), indent=2))
    else:
        print(f"Spotting: {public_unit_name(session, args.spotter)} looks for {public_unit_name(session, args.target)}")
        if resolution.refused:
            print(f"Refused: {resolution.refusal}")
        else:
            outcome = resolution.result
            r = outcome.result
            print(f"  {r.range_yards:.0f} yards ({'advanced' if outcome.advanced else 'basic'} rules)")
            for step in outcome.steps:
                print(f"  {step.text()}")
            verdict = "spotted" if r.spotted else "not spotted"
            # The chart's reason says the verdict ("spotted on the spotting chart (16 against 40%)"): said once.
            print(f"Result: {r.reason}" if r.reason.startswith(f"{verdict} ") else f"Result: {verdict} ({r.reason})")
        print_dice(dice, args.apply, resolution.refused)
    return EXIT_OK


def spot_json(resolution: Any, dice: Dice, applied_to: Path | None = None) -> dict[str, Any]:
    """The JSON object of ``morefire spot --json`` (pinned keys: automatic, reason, chance, modifiers, roll, spotted;
    the rest are extensions; ``refused``: null, or why the spotter may not roll, with its ``rule``)."""
    if resolution.refused:
        action = resolution.action
        return {
            "spotter": action.spotter,
            "target": action.target,
            "range_yards": None,
            "los": None,
            "advanced": None,
            "already": None,
            "automatic": False,
            "reason": resolution.reason,
            "base_chance": None,
            "modifiers": [],
            "chance": None,
            "roll": None,
            "spotted": False,
            **refused_json(resolution),
            "rolls": rolls_json(dice),
            "seed": seed_of(dice),
            "applied_to": str(applied_to) if applied_to is not None else None,
            "steps": _steps(resolution.steps),
        }
    outcome = resolution.result
    r = outcome.result
    return {
        "spotter": r.spotter_id,
        "target": r.target_id,
        "range_yards": number(r.range_yards),
        "los": r.los,
        "advanced": outcome.advanced,
        "already": r.already,
        "automatic": r.automatic,
        "reason": r.reason,
        "base_chance": r.base_chance,
        "modifiers": [{"label": m.label, "value": m.value, "rule": m.rule} for m in r.modifiers],
        "chance": r.chance,
        "roll": r.roll,
        "spotted": r.spotted,
        **refused_json(resolution),
        "rolls": rolls_json(dice),
        "seed": seed_of(dice),
        "applied_to": str(applied_to) if applied_to is not None else None,
        "steps": _steps(outcome.steps),
    }
