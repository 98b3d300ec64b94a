"""The forces command: a side buys its forces as Build Forces does, every limit shown met or broken, and ``--place``
lays them out as Place Forces does (the same layout, the same ids, the same file with ``--apply``).

    morefire forces BATTLE --side SIDE [--buy TYPE:N[:FORMATION][@WAVE][,...]] [--wave N] [--airstrikes N|TYPE:N[,...]]
                    [--battery TYPE:N[:transit] | --battery off:N:CALIBRE[:mortar]]... [--points N | --total N]
                    [--ratio ATT:DEF] [--attacker SIDE] [--year Y | --any-year] [--no-fielded]
                    [--hidden] [--fakes N] [--place] [--json] [--apply OUT]

Its flags and JSON keys are a contract (docs/cli.md): extend, never change. No die is rolled.
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

from morefire_gui.cli.common import (
    AIRSTRIKE_PICKS,
    BATTERY,
    BATTLE_HELP,
    EXIT_OK,
    PICKS,
    RATIO,
    WholeNumber,
    applied_words,
    commit_to,
    given_as,
    json_xy,
    known_side,
    open_session,
    perform,
    refused_json,
)
from morefire_gui.errors import UsageError
from morefire_gui.rules.infantry.suicide_squads import Formation
from morefire_gui.rules.words import whole_degrees

_PICK = re.compile(r"\s*([A-Za-z0-9_.\-]+)\s*:\s*(\d+)\s*")
_UNIT_PICK = re.compile(r"\s*([A-Za-z0-9_.\-]+)\s*:\s*(\d+)\s*(?::\s*([A-Za-z_]+)\s*)?(?:@\s*(\d+)\s*)?")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "forces",
        help="buy a side's forces (Table VI's budget, every limit checked); --place lays them out",
        description="A side buys counters, airstrikes and artillery batteries against the mission's "
        "point ratio (Table VI), every limit Build Forces checks shown met or broken "
        "(the budget, Table VII's airstrikes, RAID's and TARAWA's non-vehicle shares, "
        "ISLAND's waves, PATTON's and SYRIA's contingents); --place lays the counters out "
        "in the side's deployment zone as Place Forces does.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("--side", required=True, metavar="SIDE", help="the side that buys")
    p.add_argument(
        "--buy",
        type=PICKS,
        metavar="TYPE:N[:FORMATION][@WAVE][,...]",
        help="counters: catalogue ids and how many of each, the formation they belong to where a rule reads it "
        "(guard, waffen_ss: 3.3's suicide squads), and @WAVE the invasion wave they land in (ISLAND A), "
        "e.g. R:6:guard,t34_76_43:3 or R:6@1,R:4@2 (morefire catalog lists the ids)",
    )
    p.add_argument(
        "--wave",
        type=WholeNumber(1, 3),
        metavar="N",
        help="ISLAND A: the invasion wave the counters bought land in (unless @WAVE)",
    )
    p.add_argument(
        "--airstrikes",
        type=AIRSTRIKE_PICKS,
        metavar="N|TYPE:N[,...]",
        help="airstrikes: N of the first aircraft Build Forces offers the side, or aircraft ids and counts",
    )
    p.add_argument(
        "--battery",
        action="append",
        default=[],
        type=BATTERY,
        metavar="SPEC",
        help="a battery: TYPE:N[:transit] on the table (N guns of a catalogue howitzer, field gun, mortar or "
        "self-propelled gun such as the wespe or su122, set up or in transit), or off:N:CALIBRE[:mortar] off the "
        "table; repeat for more",
    )
    points = p.add_mutually_exclusive_group()
    points.add_argument(
        "--points",
        type=WholeNumber(0, 1_000_000),
        metavar="N",
        help="the defender's points (default: the budget an earlier purchase named, else what Build Forces "
        "starts from)",
    )
    points.add_argument("--total", type=WholeNumber(0, 2_000_000), metavar="N", help="both sides' points together")
    p.add_argument(
        "--ratio",
        type=RATIO,
        metavar="ATT:DEF",
        help="the point ratio, for a battle whose mission gives none (default: the one an earlier purchase named, "
        "else 1:1)",
    )
    p.add_argument(
        "--attacker",
        metavar="SIDE",
        help="who attacks, for a battle without a mission (default: the one an earlier purchase named, else the "
        "first side)",
    )
    year = p.add_mutually_exclusive_group()
    year.add_argument(
        "--year",
        type=WholeNumber(1900, 1960, year=True),
        metavar="Y",
        help="only what was in service in Y (default the briefing's)",
    )
    year.add_argument("--any-year", action="store_true", help="whatever the service years")
    p.add_argument(
        "--no-fielded", action="store_true", help="only the side's own nation's, not what it fielded of other nations'"
    )
    p.add_argument(
        "--hidden",
        action="store_true",
        help="place the counters as hidden positions, the markers of actual positions (TARAWA's Japanese, ISLAND "
        "B's defender, any side of a JUNGLE battle)",
    )
    p.add_argument(
        "--fakes",
        type=WholeNumber(0, 999),
        default=0,
        metavar="N",
        help="TARAWA: N fake markers placed with the hidden positions (one third of the markers: half as many as "
        "the actual positions, rounded up); JUNGLE: at most that many",
    )
    p.add_argument("--place", action="store_true", help="lay the forces out as Place Forces does")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--apply",
        type=Path,
        metavar="OUT",
        help="with --place: write the battle with the forces placed (and the purchase in its log) to OUT",
    )
    p.set_defaults(run=_forces)


def _picks(text: str | None, flag: str) -> list[tuple[str, int]]:
    if text is None:
        return []
    out: list[tuple[str, int]] = []
    for part in text.split(","):
        m = _PICK.fullmatch(part)
        if not m or int(m.group(2)) < 1:
            raise UsageError(
                f"{flag} {text!r}: give TYPE:N[,TYPE:N...], a catalogue id and a count of 1 or more (e.g. pz4h:3,R:6)"
            )
        out.append((m.group(1), int(m.group(2))))
    return out


def _unit_picks(text: str | None, wave: int | None) -> list[tuple[str, int, Formation | None, int | None]]:
    """``--buy``: TYPE:N, TYPE:N:FORMATION for counters of a formation (3.3), each with its wave: ``@WAVE``, or else
    ``--wave``'s."""
    if text is None:
        return []
    out: list[tuple[str, int, Formation | None, int | None]] = []
    for part in text.split(","):
        m = _UNIT_PICK.fullmatch(part)
        if not m or int(m.group(2)) < 1:
            raise UsageError(
                f"--buy {text!r}: give TYPE:N[:FORMATION][@WAVE][,...], a catalogue id, a count of 1 or more, for "
                f"counters of a formation guard or waffen_ss, and for ISLAND's invasion waves the wave "
                f"(e.g. pz4h:3,R:6:waffen_ss or R:6@1,R:4@2,R:4@3)"
            )
        formation = None
        if m.group(3):
            try:
                formation = Formation(m.group(3).lower())
            except ValueError:
                known = ", ".join(f.value for f in Formation)
                raise UsageError(
                    f"--buy {part.strip()!r}: no formation {m.group(3)!r} (the formations: {known})"
                ) from None
        out.append((m.group(1), int(m.group(2)), formation, int(m.group(4)) if m.group(4) else wave))
    return out


def _battery(text: str, wave: int | None) -> dict[str, Any]:
    """A battery's flag as the action's fields; ``--wave`` is the wave of a battery on the table."""
    parts = [p.strip() for p in text.split(":")]
    try:
        if parts[0].lower() == "off" and len(parts) in (3, 4) and (len(parts) == 3 or parts[3] == "mortar"):
            return {"guns": int(parts[1]), "calibre_mm": float(parts[2]), "mortar": len(parts) == 4}
        if parts[0].lower() != "off" and len(parts) in (2, 3) and (len(parts) == 2 or parts[2] == "transit"):
            return {"type": parts[0], "guns": int(parts[1]), "in_transit": len(parts) == 3, "wave": wave}
    except ValueError:
        pass
    raise UsageError(
        f"--battery {text!r}: give TYPE:N[:transit] for a battery on the table (e.g. lefh18:4) or "
        f"off:N:CALIBRE[:mortar] for one off it (e.g. off:4:105)"
    )


def _ratio(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    m = re.fullmatch(r"\s*(\d+)\s*[:/]\s*(\d+)\s*", text)
    if not m or int(m.group(1)) < 1 or int(m.group(2)) < 1:
        raise UsageError(f"--ratio {text!r}: a point ratio is ATT:DEF, two whole numbers above 0 (e.g. 3:2)")
    return int(m.group(1)), int(m.group(2))


def _airstrikes(session: Any, args: argparse.Namespace) -> list[tuple[str, int]]:
    """``--airstrikes N``: N of the aircraft Build Forces offers the side first (its list's first, as the dialog's
    Add Airstrike takes when nothing else is chosen); else aircraft ids and counts."""
    text = args.airstrikes
    if text is None or not text.strip().isdigit():
        return _picks(text, "--airstrikes")
    n = int(text)
    if n < 1:
        raise UsageError(f"--airstrikes {text!r}: give 1 or more")
    from morefire_gui.session.forces import available_aircraft, purchase_year
    from morefire_gui.session.names import side_name

    if session.battle.side(args.side) is None:
        return []  # the action names the side: perform says it is unknown
    offered = available_aircraft(session, args.side, purchase_year(session, args.year, args.any_year))
    if not offered:
        raise UsageError(
            f"--airstrikes {text}: {side_name(session.battle, args.side)} has no aircraft in service to fly them; name "
            "one as TYPE:N"
        )
    return [(offered[0].id, n)]


def _action(session: Any, args: argparse.Namespace) -> Any:
    from pydantic import ValidationError

    from morefire_gui.io.validation_words import first_said, sentence
    from morefire_gui.model.actions.forces import AirstrikePick, BatteryPick, BuyForces, UnitPick

    if args.apply is not None and not args.place:
        raise UsageError("--apply writes the forces placed: give --place with it")
    try:
        return BuyForces(
            side=args.side,
            units=tuple(
                given_as("--buy", args.buy, UnitPick, type=t, count=n, wave=w, formation=f)
                for t, n, f, w in _unit_picks(args.buy, args.wave)
            ),
            airstrikes=tuple(
                given_as("--airstrikes", args.airstrikes, AirstrikePick, type=t, count=n)
                for t, n in _airstrikes(session, args)
            ),
            batteries=tuple(given_as("--battery", b, BatteryPick, **_battery(b, args.wave)) for b in args.battery),
            points=args.points,
            total=args.total,
            ratio=_ratio(args.ratio),
            attacker=args.attacker,
            year=args.year,
            any_year=args.any_year,
            fielded=not args.no_fielded,
            hidden=args.hidden,
            fakes=args.fakes,
        )
    except ValidationError as exc:
        # A value of a flag of the same name (--side, --attacker) is named by its flag, as the picks are.
        key = next(iter(exc.errors(include_url=False)[0].get("loc", ())), None)
        if isinstance(key, str) and isinstance(getattr(args, key, None), str):
            raise UsageError(f"--{key} {getattr(args, key)!r}: {sentence(exc.errors(include_url=False)[0])}") from None
        raise UsageError(f"forces: {first_said(exc)}") from None


def _forces(args: argparse.Namespace) -> int:
    from morefire_gui.session.forces import ForceOutcome, check_forces, plan_of
    from morefire_gui.session.names import unit_names
    from morefire_gui.session.visibility import view_of

    session = open_session(args.battle)
    action = _action(session, args)  # a value no side could have (``a x``) is said as the action's model says it
    known_side(session, args.side, "--side")
    known_side(session, args.attacker, "--attacker")
    resolution = perform(session, action)
    result = resolution.result
    outcome = result if isinstance(result, ForceOutcome) else None
    check = outcome.check if outcome is not None else result
    if check is None:  # refused before the limits (the sequence of play, the ratio): show them all the same
        check = check_forces(session, plan_of(session, action))
    placed = outcome is not None and args.place
    if placed:
        commit_to(session, resolution, args.apply)
        if args.apply is None:
            session.commit(resolution)  # in memory, nothing written: the counters named as the roster names them
    data = forces_json(check, resolution, outcome if placed else None, args.apply if placed else None)
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        names = unit_names(session, [u["id"] for u in data["placed"] or ()], view_of(session.battle, args.side))
        planes = {
            t: e.name
            for t in {t for ts in (data["airstrikes"] or {}).values() for t in ts}
            if (e := session.catalogue.get(t))
        }
        _print(data, args.place, args.apply, names, {s.id: s.label for s in session.battle.sides}, planes)
    return EXIT_OK


# What the buyer may read of another side's spending: its budget (Table VI's ratio gives it to both) and its role; what
# it has spent, on the table, in batteries and in airstrikes is that side's own (the points under its hidden markers,
# its off-table batteries and airstrikes bought: docs/hidden-information.md).
_SECRET_SPENDING = (
    "spent",
    "left",
    "units",
    "airstrikes",
    "batteries",
    "on_table",
    "batteries_before",
    "airstrikes_before",
    "flown",
)


def forces_json(check: Any, resolution: Any, outcome: Any, applied_to: Path | None) -> dict[str, Any]:
    """The JSON object of ``morefire forces --json`` (docs/cli.md)."""
    from morefire_gui.model.terms import Status
    from morefire_gui.rules.explain import step_to_dict

    setup = check.setup
    placement = outcome.placement if outcome is not None else None
    return {
        "side": resolution.action.side,
        "attacker": setup.attacker,
        "defender": setup.defender,
        "ratio": list(setup.ratio),
        "ratio_from": setup.ratio_from,
        "budgets": {s.side: s.budget for s in check.spending},
        "spending": [
            {
                "side": s.side,
                "role": s.role,
                "budget": s.budget,
                "spent": s.spent,
                "left": s.left,
                "units": s.units,
                "airstrikes": s.airstrikes,
                "batteries": s.batteries,
                "on_table": s.on_table,
                "batteries_before": s.batteries_before,
                "airstrikes_before": s.air_bought,
                "flown": s.flown,
            }
            | ({} if s.side == resolution.action.side else dict.fromkeys(_SECRET_SPENDING))
            for s in check.spending
        ],
        "limits": [{"rule": c.rule or None, "text": c.text, "met": c.ok} for c in check.checks],
        "valid": check.valid and not resolution.refused,
        **refused_json(resolution),
        "placed": None
        if placement is None
        else [
            {
                "id": u.id,
                "type": u.type,
                "name": u.name,
                "at": json_xy(u.at),
                "facing": u.facing,
                "wave": u.wave,
                "formation": u.formation.value if u.formation is not None else None,
                "hidden": u.has(Status.HIDDEN),
                "decoy": u.decoy,
            }
            for u in placement.units
        ],
        "batteries": None
        if placement is None
        else [
            {
                "id": b.id,
                "kind": b.kind.value,
                "name": b.name,
                "units": list(b.units or ()),
                "guns": b.guns,
                "calibre_mm": b.calibre_mm,
                "mortar": b.mortar,
                "deployment": b.deployment.value,
            }
            for b in placement.batteries
        ],
        "airstrikes": None if placement is None else {side: list(a) for side, a in placement.airstrikes},
        "title": outcome.title if outcome is not None else None,
        "applied_to": str(applied_to) if applied_to is not None else None,
        "steps": [step_to_dict(s) for s in (outcome.steps if outcome is not None else resolution.steps)],
    }


def _print(
    data: dict[str, Any],
    place: bool,
    apply: Path | None = None,
    names: dict[str, str] | None = None,
    sides: dict[str, str] | None = None,
    aircraft: dict[str, str] | None = None,
) -> None:
    """The purchase as text; ``names``: the counters placed, ``sides``: the sides, by id, as the players read them
    ("Axis (attacker)"), ``aircraft``: the airstrikes' types, by id, by their names ("Ilyushin Il-2M Shturmovik")."""
    side_words = sides or {}
    print(f"Forces of {side_words.get(data['side'], data['side'])}: {data['ratio_from']}")
    print(
        "  budgets: "
        + ", ".join(f"{side_words.get(side, side)} {points}" for side, points in data["budgets"].items())
        + f" ({data['ratio'][0]}:{data['ratio'][1]})"
    )
    print("limits:")
    for limit in data["limits"]:
        rule = f"{limit['rule']}: " if limit["rule"] else ""
        print(f"  [{'met' if limit['met'] else 'BROKEN'}] {rule}{limit['text']}")
    if data["refused"] is not None:
        broken = [f"{x['rule']}: {x['text']}" if x["rule"] else x["text"] for x in data["limits"] if not x["met"]]
        if broken and data["refused"] == "; ".join(broken):
            # The refusal is the broken limits, listed just above: said once.
            many = len(broken) > 1
            print(
                f"Refused: the {len(broken)} limits marked BROKEN above"
                if many
                else "Refused: the limit marked BROKEN above"
            )
        else:
            print(
                f"Refused: {data['refused']}"
                + (f" ({data['rule']})" if data["rule"] and data["rule"] not in data["refused"] else "")
            )
        if apply is not None:  # a purchase refused writes no file (docs/cli.md, "Forces")
            print(f"nothing is written to {apply}")
        return
    if not place:
        print("Every limit is met: --place lays the forces out")
        return
    from morefire_gui.session.names import point_words

    print(f"{data['title']}:")
    for unit in data["placed"]:
        x, y = unit["at"]
        print(
            f"  {unit['id']} {(names or {}).get(unit['id'], unit['name'])} ({unit['type']}) at {point_words((x, y))} "
            f"facing {whole_degrees(unit['facing'])}"
            + (f", wave {unit['wave']}" if unit["wave"] else "")
            + (f", {unit['formation']}" if unit["formation"] else "")
            + (", a fake marker" if unit["decoy"] else ", hidden" if unit["hidden"] else "")
        )
    for battery in data["batteries"]:
        guns = ", ".join(battery["units"]) if battery["units"] else f"{battery['guns']} x {battery['calibre_mm']:g}mm"
        print(f"  battery {battery['id']} {battery['name']}: {guns}, {battery['deployment'].replace('_', ' ')}")
    from morefire_gui.rules.counted import count_of

    for side, types in data["airstrikes"].items():
        kept = [
            f"{n} x {(aircraft or {}).get(t, t)} ({t})" if n > 1 else f"{(aircraft or {}).get(t, t)} ({t})"
            for t, n in Counter(types).items()
        ]
        print(f"  {side_words.get(side, side)} keeps {count_of(len(types), 'airstrike')}: {', '.join(kept)}")
    print(f"  {applied_words(apply)}")
