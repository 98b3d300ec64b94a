"""The table commands: gui, validate, render, los, catalog."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from morefire_gui.cli.common import (
    AREA,
    BATTLE_HELP,
    EXIT_OK,
    POINT,
    VIEW_HELP,
    WholeNumber,
    check_writable,
    open_session,
    render_picture,
    resolve_endpoint,
    side_view,
    warn_missing_image,
)
from morefire_gui.errors import UsageError
from morefire_gui.model.scale import DEFAULT_BASE_INCHES
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.rules.counted import count_of


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "gui",
        help="start the app (the default)",
        description="Open the app's window on BATTLE (also plain `morefire`, and `morefire BATTLE.yaml`). It needs a "
        "desktop to open on; every other command works without one.",
    )
    p.add_argument(
        "battle", nargs="?", type=Path, metavar="BATTLE", help="the battle file to open (default: the demo battle)"
    )
    p.add_argument("--exit-after-show", action="store_true", help=argparse.SUPPRESS)
    p.set_defaults(run=_gui)

    p = sub.add_parser(
        "validate",
        help="check a battle file and summarise it",
        description="Check a battle file: exit 0 and a one-line summary, or exit 2 and every problem, each as "
        "morefire: FILE:LINE: KEY: what is wrong (docs/battle-format.md).",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.set_defaults(run=_validate)

    p = sub.add_parser(
        "render",
        help="draw the board to a PNG, SVG or PDF file",
        description="Draw the board as the app draws it, without a window: the table, its terrain and counters, "
        "to a picture (OUT.png) or a page to print (OUT.svg, OUT.pdf).",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("-o", "--output", type=Path, required=True, metavar="OUT", help="OUT.png, OUT.svg or OUT.pdf")
    p.add_argument(
        "--width",
        type=WholeNumber(100, 20_000),
        default=1600,
        metavar="PX",
        help="picture width in pixels, 100-20,000 (default 1600)",
    )
    p.add_argument(
        "--area",
        type=AREA,
        metavar="X0,Y0,X1,Y1",
        help="only this part of the table (table units, north-west corner first; default: the whole table)",
    )
    p.add_argument("--no-grid", dest="grid", action="store_false", help="leave the grid out")
    p.add_argument(
        "--legend",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="the legend beside the board (default: on)",
    )
    p.add_argument("--title", metavar="TEXT", help="add a title block headed TEXT, with the scale and turn")
    p.add_argument("--view", metavar="SIDE", help=VIEW_HELP)
    p.set_defaults(run=_render)

    p = sub.add_parser(
        "los",
        help="range and line of sight between two units or points",
        description="Range and line of sight (rule 2.1) between two units, from their centres, or X,Y points on the "
        "table (table units from its north-west corner, x east, y south), with every piece that blocks the line or "
        "lets it through and why. A point off the table is bad input (exit 2).",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("source", type=POINT, metavar="FROM", help="a unit (its id or its name) or X,Y table coordinates")
    p.add_argument("target", type=POINT, metavar="TO", help="a unit (its id or its name) or X,Y table coordinates")
    p.add_argument("--advanced", action="store_true", help="elevation: hills' levels and terrain heights")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=_los)

    p = sub.add_parser(
        "catalog",
        aliases=["catalogue"],
        help="list the unit catalogue",
        description="List the unit catalogue: each entry's id (what a battle file's 'type' and forces --buy take), "
        "name, nation, kind and points.",
    )
    p.add_argument("--nation", help="only this nation's units, e.g. ussr (and the infantry squads every nation has)")
    p.add_argument(
        "--fielded",
        action="store_true",
        help="with --nation: also other nations' units it fielded (Lend-Lease, captured, licence-built)",
    )
    p.add_argument(
        "--catalogue",
        type=Path,
        metavar="FILE",
        help="a user catalogue file merged over the bundled one (checked; problems exit 2)",
    )
    p.add_argument("--json", action="store_true", help="print a JSON list")
    p.set_defaults(run=_catalog)


# -- commands -------------------------------------------------------------------------------------------------


def _gui(args: argparse.Namespace) -> int:
    from morefire_gui.gui.display import display_problem  # no Qt: asked before Qt is started, which would abort

    if (why := display_problem(hold=True)) is not None:  # the connection made to ask is closed once Qt has its own
        raise UsageError(why)
    from morefire_gui.gui.app import run  # Qt only when the GUI is asked for

    return run(args.battle, exit_after_show=args.exit_after_show, program="morefire")


def _validate(args: argparse.Namespace) -> int:
    from morefire_gui.model.scale import scale_label
    from morefire_gui.session.names import side_name

    session = open_session(args.battle)
    b = session.battle
    # Each side as the rest of the command line says it ("Forces of Axis (attacker)"), never by its id.
    per_side = ", ".join(f"{sum(1 for u in b.units if u.side == s.id)} of {side_name(b, s.id)}" for s in b.sides)
    title = b.title if len(b.title) <= 80 else b.title[:79] + "…"  # the summary is one line
    print(
        f'{args.battle}: valid — "{title}", {b.table.width:g} x {b.table.depth:g} {b.table.unit} at '
        f"{scale_label(b, session.tables)}, {count_of(len(b.terrain), 'terrain piece')}, "
        f"{count_of(len(b.units), 'unit')}: {per_side}"
    )
    _warn_off_the_table(args.battle, session)
    _warn_missing_image(args.battle, session)
    return EXIT_OK


def _warn_missing_image(path: Path, session: Any) -> None:
    """The table image's file, when it is missing, said on stderr at its line: the file is valid, and opens and
    renders without the image (as the window and ``render`` say)."""
    import sys

    from morefire_gui.io.yamldoc import read_yaml
    from morefire_gui.session.table_image import missing_image

    missing = missing_image(session)
    if missing is not None:
        problem = read_yaml(path).problem(("table_image", "path"), missing)
        print(f"morefire validate: warning: {problem}", file=sys.stderr)


def _warn_off_the_table(path: Path, session: Any) -> None:
    """Each terrain piece the file lays partly off the table, said on stderr at its line, with how far off it reaches
    and what may be done with it (session/table_edge.py): the file is valid, and opens as it is."""
    import sys

    from morefire_gui.io.yamldoc import read_yaml
    from morefire_gui.session.table_edge import MAY_BE_MOVED, off_table_words, pieces_off_the_table

    found = pieces_off_the_table(session.battle)
    if not found:
        return
    doc = read_yaml(path)
    for i, off in found:
        problem = doc.problem(("terrain", i), f"{off_table_words(session.battle.table, off)}: {MAY_BE_MOVED}")
        print(f"morefire validate: warning: {problem}", file=sys.stderr)


def _render(args: argparse.Namespace) -> int:
    from morefire_gui.gui.render import FORMATS

    if args.output.suffix.lower() not in FORMATS:
        raise UsageError(f"cannot render to {args.output}: use a file ending in .png, .svg or .pdf")
    check_writable(args.output)
    session = open_session(args.battle)
    view = side_view(session, args.view)
    area = parse_area(args.area) if args.area is not None else None
    if area is not None:
        from morefire_gui.geometry.print_layout import check_on_table

        check_on_table(area, session.battle.table, f"--area {args.area}")
    warn_missing_image(session, "render")
    out = render_picture(
        session,
        args.output,
        width=args.width,
        legend=args.legend,
        grid=args.grid,
        area=area,
        title=args.title,
        view=view,
    )
    print(out)
    return EXIT_OK


def parse_area(text: str) -> Any:
    """``X0,Y0,X1,Y1`` as a TableArea (checked against the table by render_battle)."""
    import math

    from morefire_gui.geometry.print_layout import TableArea

    try:
        values = [float(v) for v in text.split(",")]
    except ValueError:
        values = []
    if len(values) != 4 or not all(math.isfinite(v) for v in values):
        raise UsageError(f"--area {text!r}: give four numbers X0,Y0,X1,Y1 (the north-west and south-east corners)")
    try:
        return TableArea(*values)
    except UsageError as exc:
        raise UsageError(f"--area {text}: {exc}") from None


def _los(args: argparse.Namespace) -> int:
    session = open_session(args.battle)
    a, a_id = resolve_endpoint(session, args.source, "FROM")
    b, b_id = resolve_endpoint(session, args.target, "TO")
    result = session.geometry.los(a, b, advanced=True if args.advanced else None)
    if args.json:
        print(json.dumps(los_json(result, a_id, b_id), indent=2))
    else:
        from morefire_gui.session.names import point_words, unit_name

        # A unit by its name, as the pieces below and every other command's words name it (given by its id or its
        # name alike: "2nd Squad -> T-34 #3"); a point typed as "20.3718,11" reads back with one decimal, as the
        # window and the log write a point. The JSON keeps the ids.
        who = " -> ".join(
            unit_name(session, unit_id) if unit_id else point_words(at) for unit_id, at in ((a_id, a), (b_id, b))
        )
        print(
            f"{who}: {result.range_yards:.0f} yd ({result.range_table:.1f} {session.battle.table.unit}); "
            f"LOS {'clear' if result.clear else 'blocked'}"
        )
        from morefire_gui.session.names import sight_words

        for line in sight_words(session, result)[2:]:  # each piece by its name, as the window's ruler says it
            print(f"  {line}")
        if result.first_block is not None:
            print(f"  first blocked at {result.first_block[0]:.1f}, {result.first_block[1]:.1f}")
    return EXIT_OK


def los_json(result: Any, a_id: str | None, b_id: str | None) -> dict[str, Any]:
    return {
        "from": a_id if a_id else list(result.start),
        "to": b_id if b_id else list(result.end),
        "clear": result.clear,
        "range_yards": round(result.range_yards, 3),
        "range_table": round(result.range_table, 4),
        "blockers": result.blocker_ids,
        "first_block": [round(v, 4) for v in result.first_block] if result.first_block else None,
        "advanced": result.advanced,
        "details": [
            {"piece": b.piece, "kind": b.kind.value, "at": [round(v, 4) for v in b.at], "reason": b.reason}
            for b in result.blockers
        ],
        "ignored": [{"piece": i.piece, "kind": i.kind.value, "reason": i.reason} for i in result.ignored],
    }


def catalog_json(entry: Any) -> dict[str, Any]:
    """One catalogue entry as JSON. Always present: id, name, short, nation, kind, role, years, footprint,
    base, points, guns (each with name, calibre_mm and bands of {max_yards, hit, pen}), mgs, speed and silhouette
    (null for units that are not vehicles), users, source. Vehicles add armor, open_top, tracked, wheels,
    skirts, turret and transport; infantry and guns their own data. ``footprint`` is a vehicle's casting, or for
    infantry and guns the default base (``base`` true: a battle may set its own under ``bases:``); an aircraft,
    not a counter on the table, has none (null)."""
    if entry.footprint:
        footprint: list[float] | None = list(entry.footprint)
    elif entry.kind is UnitKind.AIRCRAFT:
        footprint = None
    else:
        footprint = [DEFAULT_BASE_INCHES, DEFAULT_BASE_INCHES]
    out: dict[str, Any] = {
        "id": entry.id,
        "name": entry.name,
        "short": entry.code,
        "nation": entry.nation,
        "kind": entry.kind.value,
        "footprint": footprint,
        "base": not entry.footprint and footprint is not None,
        "years": list(entry.years),
        "points": entry.points,
    }
    out["role"] = None if entry.role is None else (entry.role.value if hasattr(entry.role, "value") else entry.role)
    out["speed"] = None
    out["silhouette"] = None
    if entry.vehicle is not None:
        v = entry.vehicle
        out["armor"] = {
            "turret_front": v.armor.turret_front,
            "turret_side": v.armor.turret_side,
            "hull_front": v.armor.hull_front,
            "hull_side": v.armor.hull_side,
        }
        out["open_top"] = v.open_top
        out["tracked"] = v.tracked
        out["wheels"] = v.wheels
        out["skirts"] = v.skirts
        out["turret"] = v.turret
        out["transport"] = v.transport
        out["silhouette"] = v.silhouette.value
        out["speed"] = {"cross_country": v.speed.cross_country.value, "road": v.speed.road.value}
    if entry.infantry is not None:
        out["infantry"] = entry.infantry.model_dump()
    if entry.gun is not None:
        out["gun"] = {"role": entry.gun.role.value, "calibre_mm": entry.gun.calibre_mm}
    if entry.aircraft is not None:  # rule 5: speed, forward guns, bombs, dive bomber
        out["aircraft"] = entry.aircraft.model_dump(mode="json")
    if entry.aa is not None:  # rule 5.6: anti-aircraft fire
        out["aa"] = entry.aa.model_dump(mode="json")
    out["guns"] = [
        {
            "name": g.name,
            "calibre_mm": g.calibre_mm,
            "bands": [{"max_yards": b.max_yards, "hit": b.hit, "pen": b.pen} for b in g.bands],
        }
        for g in entry.guns
    ]
    out["mgs"] = list(entry.mgs)
    out["users"] = list(entry.users)
    out["source"] = entry.source
    return out


def _catalog(args: argparse.Namespace) -> int:
    from morefire_gui.io.resources import bundled_catalogue, load_catalogue, rule_tables

    catalogue = bundled_catalogue() if args.catalogue is None else load_catalogue(args.catalogue)
    if args.fielded and args.nation is None:
        raise UsageError("--fielded goes with --nation")
    if args.nation is not None:
        nation = args.nation.lower()
        if nation not in rule_tables().nations.nations:
            raise UsageError(f"unknown nation {args.nation!r}; known: {', '.join(rule_tables().nations.nations)}")
        entries = catalogue.for_nation(nation, fielded=args.fielded)
    else:
        entries = list(catalogue)
    if args.json:
        print(json.dumps([catalog_json(e) for e in entries], indent=2))
        return EXIT_OK
    # Columns as wide as their longest entry (at least as wide as they always were), so that they line up.
    id_width = max((len(e.id) for e in entries), default=0)
    name_width = max((len(e.name) for e in entries), default=0)
    id_width, name_width = max(12, id_width), max(36, name_width)
    for e in entries:
        extra = ""
        if e.vehicle is not None:
            a = e.vehicle.armor
            extra = (
                f"AC {a.turret_front or '-'}/{a.turret_side or '-'} turret, {a.hull_front}/{a.hull_side} hull; "
                f"speed {e.vehicle.speed.cross_country.value}/{e.vehicle.speed.road.value}"
            )
        elif e.infantry is not None:
            mf = e.infantry.mf if e.infantry.mf is not None else "-"  # a squad anti-tank weapon has none (3.5)
            extra = f"FIR {e.infantry.fir}, MF {mf}, range {e.infantry.max_range} yd"
        elif e.gun is not None:
            extra = f"{e.gun.role.value}, {e.gun.calibre_mm:g} mm"
        print(
            f"{e.id:<{id_width}} {e.name:<{name_width}} {e.nation:<10} {e.kind.value:<9} {extra}{'; ' if extra else ''}{e.points} points"
        )
    return EXIT_OK
