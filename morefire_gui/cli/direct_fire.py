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

from morefire_gui.cli.common import EXIT_OK, open_session
from morefire_gui.cli.movement import add_dice_arguments, make_dice, note_unused, number, print_dice, rolls_json
from morefire_gui.rules.dice import Dice, SeededDice


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("fire", help="direct fire: a gun or squad anti-tank weapon at a vehicle or gun (rules 2.2-2.6)",
                       description="One shot of tank or anti-tank direct fire: range and line of sight, spotting, the "
                                   "angle of fire, the gun's range band and base chance, every modifier, the d100, "
                                   "the hit location, armour against penetration, and the damage.")
    p.add_argument("battle", type=Path, metavar="BATTLE")
    p.add_argument("firer", metavar="FIRER", help="the id of the firing unit")
    p.add_argument("target", metavar="TARGET", help="the id of the target (a vehicle or a gun)")
    p.add_argument("--weapon", metavar="NAME",
                   help="which gun (by name); a squad names the anti-tank weapon it carries (e.g. bazooka)")
    p.add_argument("--advanced", action="store_true",
                   help="advanced rules (angle of fire by sectors, suspension damage table, a spot per firer); "
                        "without it the battle's setting")
    p.add_argument("--suspension-shot", action="store_true", help="the firer chooses a suspension shot (2.4: +1)")
    p.add_argument("--campaign", action="store_true", help="read the campaign damage table (2.6)")
    p.add_argument("--turn", type=int, metavar="N", help="the turn (dates an immobilization); default the battle's")
    p.add_argument("--target-fired", action="store_true",
                   help="the target fired this turn (2.1: a vehicle that fires within 500 yards is spotted)")
    add_dice_arguments(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--apply", type=Path, metavar="OUT",
                   help="write the battle with the result applied (and the shot in its log) to OUT")
    p.set_defaults(run=_fire)

    p = sub.add_parser("spot", help="spot an enemy unit (rule 2.1)",
                       description="Spotting: the line of sight, the automatic situations, or the spotting chart's "
                                   "60% with every modifier and a d100.")
    p.add_argument("battle", type=Path, metavar="BATTLE")
    p.add_argument("spotter", metavar="SPOTTER")
    p.add_argument("target", metavar="TARGET")
    p.add_argument("--advanced", action="store_true",
                   help="advanced rules: each firer spots for itself; without it the battle's setting")
    p.add_argument("--target-fired", action="store_true", help="the target fired this turn")
    add_dice_arguments(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--apply", type=Path, metavar="OUT", help="write the battle with the spot recorded to OUT")
    p.set_defaults(run=_spot)


def _steps(steps: Any) -> list[dict[str, Any]]:
    from morefire_gui.rules.explain import step_to_dict

    return [step_to_dict(s) for s in steps]


def _save(session: Any, outcome: Any, out: Path | None, record: Any) -> None:
    if out is None:
        return
    from morefire_gui.io.battle_file import save_battle

    record(session, outcome)
    session.apply(outcome.edit)
    save_battle(session.battle, out)


# -- fire -----------------------------------------------------------------------------------------------------

def _fire(args: argparse.Namespace) -> int:
    from dataclasses import replace

    from morefire_gui.session.direct_fire import FireRequest, plan_fire, record_fire, resolve_fire
    from morefire_gui.session.edits import Compound
    from morefire_gui.session.turns import fire_step_for, mark_fired

    session = open_session(args.battle)
    dice = make_dice(args)
    request = FireRequest(args.firer, args.target, weapon=args.weapon, advanced=True if args.advanced else None,
                          suspension_shot=args.suspension_shot, campaign=args.campaign, turn=args.turn,
                          target_fired=True if args.target_fired else None)
    outcome = resolve_fire(session, plan_fire(session, request), dice)
    note_unused(dice)
    r = outcome.result
    acted_in = fire_step_for(session, r.firer_id, r.target_id) if r.fired else None
    if args.apply is not None and acted_in is not None:
        # The firer has fired this turn: marked in its step of the direct fire phase, as the fire dialog marks it.
        mark = mark_fired(session.battle, {acted_in: [r.firer_id]}, f"{r.firer_id} fired at {r.target_id}",
                          session.tables)
        outcome = replace(outcome, edit=Compound((outcome.edit, mark), outcome.edit.text) if mark else outcome.edit)
    _save(session, outcome, args.apply, record_fire)
    if args.json:
        print(json.dumps(fire_json(outcome, dice, args.apply, acted_in), indent=2))
    else:
        print_fire(outcome, dice, args.apply)
    return EXIT_OK


def _value(x: Any) -> Any:
    return x.value if x is not None else None


def fire_json(outcome: Any, dice: Dice, applied_to: Path | None = None, acted_in: str | None = None
              ) -> dict[str, Any]:
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
        "seed": dice.seed if isinstance(dice, SeededDice) else None,
        "applied_to": str(applied_to) if applied_to is not None else None,
        "steps": _steps(outcome.steps),
    }


def print_fire(outcome: Any, dice: Dice, applied_to: Path | None = None) -> None:
    r = outcome.result
    mode = ("advanced" if outcome.plan.advanced else "basic") + (", campaign" if outcome.plan.request.campaign else "")
    print(f"Direct fire: {r.firer_id} at {r.target_id}" + (f" with its {r.weapon}" if r.weapon else "")
          + f", {r.range_yards:.0f} yards ({mode} rules)")
    for title, steps in outcome.sections():
        print(f"{title}:")
        for step in steps:
            print(f"  {step.text()}")
    print("Result:")
    if r.refused is not None:
        print(f"  cannot fire: {r.refused}")
    else:
        what = r.result.value.replace("_", " ") if r.result else ""
        print(f"  {r.chance}% to hit, rolled {r.roll}: {'hit' if r.hit or r.location else 'miss'}"
              + (f", {r.location.value}" if r.location else "")
              + (f" (AC {r.armor_class} against penetration {r.penetration})" if r.armor_class is not None else "")
              + f": {what}")
    print_dice(dice, applied_to)


# -- spot -----------------------------------------------------------------------------------------------------

def _spot(args: argparse.Namespace) -> int:
    from morefire_gui.session.direct_fire import SpotRequest, record_spot, spot

    session = open_session(args.battle)
    dice = make_dice(args)
    request = SpotRequest(args.spotter, args.target, advanced=True if args.advanced else None,
                          target_fired=True if args.target_fired else None)
    outcome = spot(session, request, dice)
    note_unused(dice)
    _save(session, outcome, args.apply, record_spot)
    if args.json:
        print(json.dumps(spot_json(outcome, dice, args.apply), indent=2))
    else:
        r = outcome.result
        print(f"Spotting: {r.spotter_id} looks for {r.target_id}, {r.range_yards:.0f} yards "
              f"({'advanced' if outcome.advanced else 'basic'} rules)")
        for step in outcome.steps:
            print(f"  {step.text()}")
        print(f"Result: {'spotted' if r.spotted else 'not spotted'} ({r.reason})")
        print_dice(dice, args.apply)
    return EXIT_OK


def spot_json(outcome: Any, dice: Dice, applied_to: Path | None = None) -> dict[str, Any]:
    """The JSON object of ``morefire spot --json`` (pinned keys: automatic, reason, chance, modifiers, roll, spotted;
    the rest are extensions)."""
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
        "rolls": rolls_json(dice),
        "seed": dice.seed if isinstance(dice, SeededDice) else None,
        "applied_to": str(applied_to) if applied_to is not None else None,
        "steps": _steps(outcome.steps),
    }
