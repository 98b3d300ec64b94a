"""The scenario commands: ``scenario`` (roll or set Tables I-VII, optionally build the battle) and ``victory`` (score
a finished battle). Their options and JSON keys are a contract.

    morefire scenario [--theatre T] [--allied NATION] [--axis NATION] [--year Y] [--attacker axis|allies]
                      [--season S] [--conditions C] [--terrain T] [--mission M] [--special S]
                      [--seed N | --dice LIST] [--json] [--create OUT.yaml]
    morefire victory BATTLE [--objective reached|not] [--record] [--json] [--apply OUT]
    morefire placement BATTLE --defender-edge EDGE [--as-laid] [--json] [--apply OUT]
    morefire mission BATTLE (--mission M --attacker SIDE [--defender SIDE] [--ratio ATT:DEF] [--vp-schedule S]
                             [--vp PIECE|KIND@X,Y]... | --clear) [--json] [--apply OUT]

Dice order (``--dice``): year d100, attacker d100, season d6, conditions d100 (then the snow d6 when it snows),
terrain d6 (then the bocage d6 for France with Farmland, then the snow d6 if TUNDRA made the weather snow), mission
d6, aircraft d100 (then the d6 for a variable result). A table that is set, or fixed by the rules, is not rolled.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from morefire_gui.cli.common import (
    _NUMBER,
    AIRSTRIKES,
    BATTLE_HELP,
    COORDINATE,
    DICE,
    EXIT_OK,
    RATIO,
    SCALE,
    SEED,
    TABLE,
    NumbersIn,
    WholeNumber,
    applied_words,
    check_saveable,
    commit_to,
    perform,
    refused_json,
    said_refusal,
    save_played,
)
from morefire_gui.errors import UsageError
from morefire_gui.model.numbers import MAX_COUNT, MAX_TABLE, MAX_YARDS_PER_INCH, MIN_YARDS_PER_INCH

if TYPE_CHECKING:
    from morefire_gui.session.resolution import Resolution

THEATRES = ("russia", "north_europe", "france", "italy", "africa", "finland", "pacific")
SEASONS = ("winter", "spring", "summer", "fall")
CONDITIONS = ("clear", "mud", "snow")
TERRAINS = ("desert", "hilly", "city", "farmland", "mountains", "steppes", "tundra", "bocage", "jungle", "island")
MISSIONS = ("delay", "holding_action", "advance_to_contact", "counterattack", "raid")
SPECIALS = ("finland", "island", "patton", "raid", "syria", "tarawa", "bocage")
VP_KINDS = ("hill", "ford", "bridge", "crossroad", "road_exit", "building")
# --vp PIECE or KIND@X,Y: a spot's coordinates have the range of the file's points; a piece's id holds no number.
VP = NumbersIn(
    r"\s*[a-z_]+\s*@" + _NUMBER.format(0) + "," + _NUMBER.format(1),
    (COORDINATE, COORDINATE),
    "crossroad@{},{}",
    ("30", "30"),
    "must be a terrain piece's id, or KIND@X,Y: a spot with its schedule row (hill, ford, bridge, crossroad, "
    "road_exit, building) and two numbers from -100,000 to 100,000 table units",
)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "scenario",
        help="roll a scenario (Tables I-VII), or set any table; --create builds the battle",
        description="Roll the scenario system's Tables I-VII in order, or set any of them. "
        "Dice order for --dice: year d100, attacker d100, season d6, conditions d100 "
        "(then the snow d6 when it snows), terrain d6 (then the bocage d6 for France "
        "with Farmland, then the snow d6 if TUNDRA made the weather snow), mission d6, "
        "aircraft d100 (then the d6 for a variable result). "
        "A table that is set, or fixed by the rules, is not rolled.",
    )
    p.add_argument("--theatre", choices=THEATRES, help="where the battle is fought (default russia)")
    p.add_argument(
        "--allied", metavar="NATION", help="the Allied force's nation, e.g. usa or britain (Table I's adjustment)"
    )
    p.add_argument(
        "--axis", metavar="NATION", help="the Axis force's nation, e.g. italy (an Italian force attacks only on 20)"
    )
    # Table I gives 1939-1945; the PATTON SPECIAL is fought in 1945-47, which only a set year reaches. The rules
    # core refuses a year outside the scenario's range, naming it.
    p.add_argument(
        "--year",
        type=WholeNumber(1939, 1947, year=True),
        help="set Table I (1939-1945; the Patton Special 1945-1947)",
    )
    p.add_argument("--attacker", choices=("axis", "allies"), help="set Table II")
    p.add_argument("--season", choices=SEASONS, help="set Table III")
    p.add_argument("--conditions", choices=CONDITIONS, help="set Table IV")
    p.add_argument("--snowing", choices=("yes", "no"), help="set the snow d6 (with snow)")
    p.add_argument("--terrain", choices=TERRAINS, help="set Table V")
    p.add_argument("--mission", choices=MISSIONS, help="set Table VI")
    p.add_argument(
        "--ratio", type=RATIO, metavar="ATT:DEF", help="set the point ratio (default: the mission's first row)"
    )
    p.add_argument("--airstrikes", type=AIRSTRIKES, metavar="AXIS,ALLIES", help="set Table VII (e.g. 1,0)")
    p.add_argument("--no-aircraft", action="store_true", help="play without the optional Table VII")
    p.add_argument("--special", choices=SPECIALS, help="a special scenario")
    dice = p.add_mutually_exclusive_group()
    dice.add_argument(
        "--seed",
        type=SEED,
        metavar="N",
        help="seed the dice (and the table's layout): the same seed, the same scenario (0 to 2**64-1)",
    )
    dice.add_argument(
        "--dice", type=DICE, metavar="LIST", help="the faces rolled, in the dice order above (e.g. 45,80,3,...)"
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--create",
        metavar="OUT.yaml",
        type=Path,
        help="write a ready battle: generated table, deployment zones, VP locations, briefing, the "
        "scenario's rolls in its log; it keeps to the sequence of play (settings.sequence: strict)",
    )
    p.add_argument(
        "--table",
        type=TABLE,
        metavar="WxD[cm]",
        help="table size for --create (default 72x48 inches; 180x120cm for centimetres)",
    )
    p.add_argument("--scale", type=SCALE, help="ground scale for --create (default 1:50, or N yd)")
    p.add_argument(
        "--defender-edge",
        choices=("north", "south", "east", "west"),
        help="the defender's base edge for --create (default north; the attacker's is opposite)",
    )
    p.add_argument(
        "--vp-schedule",
        choices=("standard", "retained_captured"),
        help="the victory point schedule's columns for --create (default standard)",
    )
    p.add_argument("--title", help="the battle's title for --create")
    p.add_argument(
        "--by-hand",
        action="store_true",
        help="with --create: lay the table by hand instead of generating it (the players place pieces "
        "alternately, the defender first: morefire act with place_terrain), then morefire placement",
    )
    p.set_defaults(run=_scenario)

    p = sub.add_parser(
        "victory",
        help="score a finished battle by its mission's victory conditions",
        description="Score a battle by its mission's victory conditions (a battle made by morefire scenario "
        "--create): each side's victory points, the points destroyed and each condition met or not, every step "
        "explained. --record writes the score to the log, as the victory dialog's Record in Log does.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument(
        "--objective",
        choices=("reached", "not"),
        help="RAID: record whether the attacker reached the objective, then score",
    )
    p.add_argument(
        "--destroyed",
        metavar="LOCATION",
        action="append",
        default=[],
        help="record a building victory point location as destroyed (it scores 1/2), then score; repeat for more",
    )
    p.add_argument(
        "--standing",
        metavar="LOCATION",
        action="append",
        default=[],
        help="record a building victory point location as not destroyed after all, then score",
    )
    p.add_argument(
        "--record",
        action="store_true",
        help="write the score and every step to the battle's log (the victory dialog's Record in Log)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--apply",
        type=Path,
        metavar="OUT",
        help="write the battle with the objective, the buildings destroyed and the score recorded to OUT",
    )
    p.set_defaults(run=_victory)

    p = sub.add_parser(
        "placement",
        help="a table laid by hand is complete: the defender chooses his base edge",
        description='"Once placement is complete, then the defender selects which boardedge will be '
        'his baseline": the sides on their edges, the deployment zones on them, the '
        "victory point locations marked on the pieces placed.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument(
        "--defender-edge",
        required=True,
        choices=("north", "south", "east", "west"),
        help="the defender's base edge (the attacker's is opposite)",
    )
    p.add_argument(
        "--as-laid",
        action="store_true",
        help="keep the table as laid although it lacks (or holds too many of) the pieces its terrain type asks for",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--apply", type=Path, metavar="OUT", help="write the battle with the placement complete to OUT")
    p.set_defaults(run=_placement)

    p = sub.add_parser(
        "mission",
        help="give a battle laid out by hand a mission: the attacker and the victory point locations",
        description="Give a battle laid out by hand (not made by the scenario system) a mission from Table VI, so "
        "that morefire victory scores it: the mission, the side that attacks (the other defends) and the victory "
        "point locations it scores (left out: every hill mass, ford, bridge, crossroad and road exit on the table and "
        "one building in each village or standing alone, at most six). Each location is held at the start by the "
        "side whose deployment zone holds it, or, without zones, by the side that controls it now. --clear takes the "
        "mission away.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--mission", choices=MISSIONS, help="the defender's mission (Table VI), or raid")
    what.add_argument("--clear", action="store_true", help="take the battle's mission and its locations away")
    p.add_argument("--attacker", metavar="SIDE", help="the side that attacks (required with --mission)")
    p.add_argument("--defender", metavar="SIDE", help="the side that defends (default: the battle's other side)")
    p.add_argument(
        "--ratio", type=RATIO, metavar="ATT:DEF", help="the point ratio (default: the mission's first row of Table VI)"
    )
    p.add_argument(
        "--vp-schedule",
        choices=("standard", "retained_captured"),
        help="the victory point schedule's columns (default standard)",
    )
    p.add_argument(
        "--vp",
        type=VP,
        metavar="PIECE|KIND@X,Y",
        action="append",
        default=[],
        help="a victory point location placed by hand: a hill, ford, bridge, crossroad, road exit or building "
        "piece by its id, or a spot with its schedule row (crossroad@14,20.5); repeat for more. Left out: the "
        "scenario system's locations of the pieces on the table",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--apply", type=Path, metavar="OUT", help="write the battle with its mission to OUT")
    p.set_defaults(run=_mission)


def _choices(args: argparse.Namespace) -> Any:
    from morefire_gui.rules.scenario.nations import Allegiance
    from morefire_gui.rules.scenario.system import Airstrikes, ScenarioChoices
    from morefire_gui.rules.scenario.terms import Conditions, Mission, Season, Special, TerrainType, Theatre

    ratio = None
    if args.ratio is not None:
        m = re.fullmatch(r"\s*(\d+)\s*[:/]\s*(\d+)\s*", args.ratio)
        if not m or not all(1 <= int(g) <= MAX_COUNT for g in m.groups()):
            raise UsageError(
                f"--ratio {args.ratio!r}: a point ratio is ATTACKER:DEFENDER, two whole numbers from 1 "
                f"to {MAX_COUNT:,} (e.g. 3:2)"
            )
        ratio = (int(m.group(1)), int(m.group(2)))
    airstrikes = None
    if args.airstrikes is not None:
        m = re.fullmatch(r"\s*(\d+)\s*,\s*(\d+)\s*", args.airstrikes)
        if not m or not all(int(g) <= MAX_COUNT for g in m.groups()):
            raise UsageError(
                f"--airstrikes {args.airstrikes!r}: give the Axis and Allied airstrikes as AXIS,ALLIES, "
                f"each from 0 to {MAX_COUNT:,} (e.g. 1,0)"
            )
        airstrikes = Airstrikes(int(m.group(1)), int(m.group(2)))
    return ScenarioChoices(
        theatre=Theatre(args.theatre) if args.theatre else None,
        allied=args.allied.lower() if args.allied else None,
        axis=args.axis.lower() if args.axis else None,
        year=args.year,
        attacker=Allegiance(args.attacker) if args.attacker else None,
        season=Season(args.season) if args.season else None,
        conditions=Conditions(args.conditions) if args.conditions else None,
        snowing=None if args.snowing is None else args.snowing == "yes",
        terrain=TerrainType(args.terrain) if args.terrain else None,
        mission=Mission(args.mission) if args.mission else None,
        ratio=ratio,
        airstrikes=airstrikes,
        aircraft=not args.no_aircraft,
        special=Special(args.special) if args.special else None,
    )


def _table(text: str) -> tuple[float, float, str]:
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*[xX]\s*(\d+(?:\.\d+)?)\s*(cm|in)?\s*", text)
    if not m or float(m.group(1)) <= 0 or float(m.group(2)) <= 0:
        raise UsageError(f"--table {text!r}: give the table as WIDTHxDEPTH, in inches (72x48) or with cm (180x120cm)")
    if max(float(m.group(1)), float(m.group(2))) > MAX_TABLE:
        raise UsageError(
            f"--table {text!r}: a table is at most {MAX_TABLE:,g} table units each way (a battle file's limit)"
        )
    return float(m.group(1)), float(m.group(2)), m.group(3) or "in"


def _scenario(args: argparse.Namespace) -> int:
    from morefire_gui.io.battle_file import save_battle
    from morefire_gui.io.resources import bundled_catalogue, rule_tables
    from morefire_gui.model.terms import Edge
    from morefire_gui.rules.dice import ScriptedDice, SeededDice, parse_dice_list
    from morefire_gui.rules.scenario.terms import VpSchedule
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.scenario import RandomBattle, TableOptions, build_battle, roll_scenario

    tables = rule_tables()
    choices = _choices(args)
    if args.create is None:
        _nothing_to_create(args)
    table = args.table if args.table is not None else "72x48"
    problem = None if args.by_hand else TABLE.out_of_proportion(table)  # a table laid by hand: any proportions
    if problem is not None:
        raise UsageError(f"morefire scenario: argument --table: {problem}")
    if args.create is not None:
        width, depth, unit = _table(table)  # before any roll: a bad table wastes no dice
        if args.create.suffix.lower() not in (".yaml", ".yml"):
            raise UsageError(f"--create {args.create}: a battle file ends in .yaml")
    seed: int | str
    if args.dice is not None:
        faces = parse_dice_list(args.dice)
        dice: Any = ScriptedDice(faces)
        seed = "dice:" + ",".join(str(f) for f in faces)
    else:
        dice = SeededDice(args.seed)
        seed = dice.seed
    scenario = roll_scenario(choices, dice, tables)
    if args.dice is not None and dice.remaining:
        raise UsageError(
            f"--dice gave {len(faces)} faces but the scenario rolled {len(faces) - dice.remaining}: "
            f"{dice.remaining} left over (dice order: year d100, attacker d100, season d6, conditions "
            f"d100 [snow d6], terrain d6 [bocage d6, TUNDRA's snow d6], mission d6, aircraft d100 [strikes d6])"
        )
    out: dict[str, Any] = {**scenario.to_dict(), "seed": seed, "title": scenario.title}
    if args.create is not None:
        options = TableOptions(
            width=width,
            depth=depth,
            unit=unit,
            scale=_scale(args.scale if args.scale is not None else "1:50", tables.scales.presets),
            defender_edge=Edge(args.defender_edge or "north"),
            vp_schedule=VpSchedule(args.vp_schedule or "standard"),
            title=args.title,
        )
        battle = build_battle(scenario, options, tables, seed, by_hand=args.by_hand)
        # The window's New Random Battle writes the same: the battle with the scenario's rolls in its log.
        session = BattleSession.from_scenario(RandomBattle(scenario, battle, seed), bundled_catalogue(), tables)
        existed = args.create.exists()
        check_saveable(args.create)
        save_battle(session.battle, args.create)
        if existed:  # a battle played in that file is not lost unseen: the save kept it beside the new one
            print(
                f"morefire: note: {args.create} was there already: what it held is kept as {args.create}.bak",
                file=sys.stderr,
            )
        out["created"] = str(args.create)
        out["pieces"] = len(battle.terrain)
        out["vp_locations"] = len(battle.vp_locations)
        out["by_hand"] = args.by_hand
    if args.json:
        print(json.dumps(out, indent=2))
        return EXIT_OK
    _print_scenario(scenario, seed, tables.nations)
    if args.create is not None and args.by_hand:
        print(
            f"\nbattle written to {args.create}: a table to lay by hand, deployment zones for both sides; place "
            f"the pieces (morefire act, place_terrain), then: morefire placement {args.create} --defender-edge EDGE"
        )
    elif args.create is not None:
        print(
            f"\nbattle written to {args.create}: {out['pieces']} terrain pieces, {out['vp_locations']} victory "
            f"point locations, deployment zones for both sides"
        )
    return EXIT_OK


_FOR_CREATE = ("table", "scale", "defender_edge", "vp_schedule", "title", "by_hand")


def _nothing_to_create(args: argparse.Namespace) -> None:
    """Bad input: a flag that says how to make the battle ``--create`` writes, given without ``--create`` (it would
    do nothing)."""
    given = [f"--{name.replace('_', '-')}" for name in _FOR_CREATE if getattr(args, name) not in (None, False)]
    if given:
        them = "it" if len(given) == 1 else "them"
        raise UsageError(f"{', '.join(given)}: for the battle --create writes; give --create OUT.yaml with {them}")


def _scale(text: str, presets: Iterable[str]) -> str | dict[str, float]:
    """The ground scale ``--scale`` gives: a preset's name, or ``N yd`` as the battle file's ``yards_per_inch``."""
    m = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*(?:yd|yards)\s*", text)
    if m:
        if not MIN_YARDS_PER_INCH <= float(m.group(1)) <= MAX_YARDS_PER_INCH:
            raise UsageError(
                f"--scale {text!r}: a custom scale is {MIN_YARDS_PER_INCH:g} to {MAX_YARDS_PER_INCH:,g} "
                f"yards to the inch"
            )
        return {"yards_per_inch": float(m.group(1))}
    if text not in presets:
        raise UsageError(f"--scale {text!r}: unknown scale; use one of {', '.join(presets)}, or N yd (such as 50 yd)")
    return text


def _print_scenario(scenario: Any, seed: Any, nations: Any) -> None:
    """The scenario as the players read it: each nation by its name ("USSR"); ``--json`` keeps the ids."""
    from morefire_gui.rules.scenario.system import END_OF_PLAY, special_beside_place, where_fought

    s = scenario
    print(s.title)
    special = special_beside_place(s.special)
    print(
        f"  {where_fought(s.theatre, s.location, s.year, s.special)}"
        + (f"; special: {special.label}" if special else "")
    )
    print(
        f"  Axis {nations.name_of(s.axis_nation)}, Allies {nations.name_of(s.allied_nation)}; attacker: {s.attacker.value}"
    )
    snow = "" if s.snowing is None else (", snowing" if s.snowing else ", not snowing")
    print(f"  {s.season.value}, {s.conditions.value}{snow}; terrain {s.terrain.label}")
    print(f"  defender's mission: {s.mission.label}, points {s.ratio[0]}:{s.ratio[1]} (attacker:defender)")
    print(f"  airstrikes: {s.airstrikes_said}")
    print(f"  seed {seed}")
    print("rolls:")
    for step in s.steps:
        print(f"  {step.text()}")
    print("deployment:")
    print(f"  {s.deployment_text}")
    print("victory:")
    for line in s.victory_text:
        print(f"  {line}")
    print("end of the battle:")
    print(f"  {END_OF_PLAY}")
    print("special rules:")
    for line in s.special_rules:
        print(f"  {line}")


def _victory(args: argparse.Namespace) -> int:
    from morefire_gui.cli.common import given_as, open_session
    from morefire_gui.model.actions.forces import BuildingDestroyed, ObjectiveReached, RecordVictory
    from morefire_gui.session.scenario import score_in_view

    facts = args.objective is not None or args.destroyed or args.standing
    if args.apply is not None and not facts and not args.record:
        raise UsageError(
            "--apply writes what the command records: give --objective or --record (or --destroyed, --standing) with it"
        )
    session = open_session(args.battle)
    refusal: Any = None
    # Each action with the flag that gave it, so that a location the battle does not have is said after its flag.
    actions: list[tuple[Any, str]] = []
    if args.objective is not None:
        actions.append((ObjectiveReached(reached=args.objective == "reached"), f"--objective {args.objective}"))
    actions += [
        (given_as("--destroyed", loc, BuildingDestroyed, location=loc), f"--destroyed {loc!r}")
        for loc in args.destroyed
    ]
    actions += [
        (given_as("--standing", loc, BuildingDestroyed, location=loc, destroyed=False), f"--standing {loc!r}")
        for loc in args.standing
    ]
    committed = 0
    for action, flag in actions:
        resolution = perform(session, action, given_in=flag)
        if resolution.refused:
            # The facts are one command: one refused, none is kept (the battle scored and written as it stands).
            refusal, committed = resolution, 0
            session = open_session(args.battle)
            break
        session.commit(resolution)
        committed += 1
    try:
        result = score_in_view(session)  # the umpire's score, each unit by its name as the victory dialog says it
    except UsageError as exc:
        # A battle with no mission to score: said after the file it is about, as bad input is said where it was given.
        raise UsageError(f"{args.battle}: {exc}") from None
    if args.record and refusal is None:
        resolution = perform(session, RecordVictory())
        if resolution.refused:
            refusal = resolution
        else:
            session.commit(resolution)
            committed += 1
    if args.apply is not None:
        check_saveable(args.apply)
        save_played(session.battle, args.apply)  # each action was committed as commit_to does
    if args.json:
        extra = {**refused_json(refusal)} if refusal is not None else {"refused": None, "rule": None}
        print(
            json.dumps(
                {
                    **result.to_dict(),
                    **extra,
                    "recorded": args.record and refusal is None,
                    "applied_to": str(args.apply) if args.apply is not None else None,
                },
                indent=2,
            )
        )
        return EXIT_OK
    if refusal is not None:
        print(f"Refused: {refusal.refusal}")
    print(f"{args.battle}: {result.outcome.label} ({result.mission.label})")
    print(
        f"  victory points: defender {result.defender_vp:g}, attacker {result.attacker_vp:g}; points destroyed: "
        f"attacker {result.attacker_points_lost}, defender {result.defender_points_lost}"
    )
    for c in result.conditions:
        letter = f"{c.printed_letter}. " if c.printed_letter else ""
        print(f"  {letter}{c.text}: {'yes' if c.achieved else 'no'} ({c.detail})")
    for step in result.all_steps():
        print(f"    {step.text()}")
    if args.record and refusal is None:
        print("recorded in the battle's log")
    # What the command records (the objective, the buildings, the score in the log) is applied as every action
    # command's is: written with --apply, else said not to be; a score alone records nothing.
    if (facts or args.record) and (applied := applied_words(args.apply, refused=not committed)) is not None:
        print(f"  {applied}")
    return EXIT_OK


def _placement(args: argparse.Namespace) -> int:
    from morefire_gui.cli.common import open_session
    from morefire_gui.model.actions.forces import CompletePlacement
    from morefire_gui.model.terms import Edge
    from morefire_gui.session.terrain_counts import battle_table_counts

    session = open_session(args.battle)
    # The table as laid, counted against the battle's terrain type (before the placement: it lays no piece).
    counted = battle_table_counts(session.battle, session.tables)
    resolution = perform(session, CompletePlacement(defender_edge=Edge(args.defender_edge), as_laid=args.as_laid))
    commit_to(session, resolution, args.apply)
    # What the placement makes (the resolution's setup), whether or not --apply writes it; refused: the battle as is.
    setup = session.battle if resolution.refused else resolution.result
    out = {
        "defender_edge": args.defender_edge,
        **refused_json(resolution),
        "sides": {s.id: s.edge.value for s in setup.sides},
        "vp_locations": [{"id": v.id, "name": v.name, "held_by": v.held_by} for v in setup.vp_locations],
        "table": counted.to_dict() if counted is not None else None,
        "as_laid": args.as_laid,
        "applied_to": str(args.apply) if args.apply is not None else None,
    }
    return told(out, resolution, args.json, args.apply)  # done: the table kept as laid, with what it lacks


def told(out: dict[str, Any], resolution: Resolution, as_json: bool, apply: Path | None) -> int:
    """What a set-up command says of its action: ``out`` as JSON; else the refusal, or the summary and each step
    after the first, then what ``--apply`` wrote."""
    if as_json:
        print(json.dumps(out, indent=2))
    elif not said_refusal(resolution, apply):
        print(resolution.log[0].summary if resolution.log else resolution.text)
        for step in resolution.steps[1:]:
            print(f"  {step.text()}")
        print(f"  {applied_words(apply)}")
    return EXIT_OK


def _vp_pick(text: str) -> Any:
    """``--vp PIECE`` or ``--vp KIND@X,Y`` as the action's pick."""
    from morefire_gui.cli.common import given_as, parse_xy
    from morefire_gui.model.actions.forces import VpPick

    if "@" not in text:
        return given_as("--vp", text, VpPick, piece=text.strip())
    kind, _, point = text.partition("@")
    kind = kind.strip()
    if kind not in VP_KINDS:
        raise UsageError(
            f"--vp {text!r}: {kind!r} is no row of the victory point schedule; use one of {', '.join(VP_KINDS)}"
        )
    return given_as("--vp", text, VpPick, kind=kind, at=parse_xy(point, f"--vp {text!r}:"))


def _mission(args: argparse.Namespace) -> int:
    from morefire_gui.cli.common import known_side, open_session
    from morefire_gui.model.actions.forces import SetMission
    from morefire_gui.rules.scenario.terms import Mission, VpSchedule

    if args.clear:
        given = [
            f
            for f, v in (
                ("--attacker", args.attacker),
                ("--defender", args.defender),
                ("--ratio", args.ratio),
                ("--vp-schedule", args.vp_schedule),
                ("--vp", args.vp or None),
            )
            if v is not None
        ]
        if given:
            raise UsageError(f"{', '.join(given)}: for a mission given with --mission, not with --clear")
    elif args.attacker is None:
        raise UsageError("--attacker: missing: say which side attacks (the other defends)")
    elif args.mission == "raid" and args.vp:
        raise UsageError("--vp: a raid has no victory point locations: it is decided by the objective (RAID)")
    ratio = None
    if args.ratio is not None:
        m = re.fullmatch(r"\s*(\d+)\s*[:/]\s*(\d+)\s*", args.ratio)
        if not m:
            raise UsageError(
                f"--ratio {args.ratio!r}: a point ratio is ATTACKER:DEFENDER, two whole numbers (e.g. 3:2)"
            )
        ratio = (int(m.group(1)), int(m.group(2)))
    picks = tuple(_vp_pick(v) for v in args.vp) or None
    session = open_session(args.battle)
    known_side(session, args.attacker, "--attacker")
    known_side(session, args.defender, "--defender")
    action = (
        SetMission()
        if args.clear
        else SetMission(
            mission=Mission(args.mission),
            attacker=args.attacker,
            defender=args.defender,
            ratio=ratio,
            vp_schedule=VpSchedule(args.vp_schedule or "standard"),
            locations=picks,
        )
    )
    if args.defender is not None and args.defender == args.attacker:
        raise UsageError(f"--defender {args.defender!r}: the attacker and the defender are both {args.attacker!r}")
    # What the action finds it cannot take (a piece the battle does not have, a spot off the table) is said after --vp.
    resolution = perform(session, action, given_in="--vp" if args.vp else "")
    commit_to(session, resolution, args.apply)
    # What the mission makes (the resolution's setup), whether or not --apply writes it; refused: the battle as is.
    mission = session.battle.mission if resolution.refused else resolution.result.mission
    locations = session.battle.vp_locations if resolution.refused else resolution.result.vp_locations
    out = {
        **refused_json(resolution),
        "mission": mission.model_dump(mode="json", exclude_defaults=True) if mission is not None else None,
        "vp_locations": [
            {"id": v.id, "name": v.name, "kind": v.kind.value, "piece": v.piece, "at": v.at, "held_by": v.held_by}
            for v in locations
        ],
        "applied_to": str(args.apply) if args.apply is not None else None,
    }
    return told(out, resolution, args.json, args.apply)
