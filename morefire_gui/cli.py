"""The ``morefire`` command. Its subcommands, flags and JSON keys are a contract: extend, never change.

    morefire [gui [BATTLE]]               start the app
    morefire validate BATTLE              check a battle file
    morefire render BATTLE -o OUT         draw the board to PNG, SVG or PDF
    morefire los BATTLE FROM TO           range and line of sight between units or points
    morefire catalog [--nation N]         the unit catalogue

Exit status: 0 on success, 2 on bad input (with every problem on stderr), 1 on an unexpected failure.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from morefire_gui import __version__
from morefire_gui.errors import InputError, MoreFireError, UsageError

EXIT_OK, EXIT_FAILURE, EXIT_BAD_INPUT = 0, 1, 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse's own errors also exit 2, with our wording
        self.print_usage(sys.stderr)
        raise UsageError(f"{self.prog}: {message}")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="morefire", description="More Fire! battle manager: tables, line of sight and "
                                                   "every roll of the More Fire! WWII skirmish rules explained.")
    parser.add_argument("--version", action="version", version=f"morefire {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    p = sub.add_parser("gui", help="start the app (the default)")
    p.add_argument("battle", nargs="?", type=Path, help="battle file to open (default: the demo battle)")

    p = sub.add_parser("validate", help="check a battle file and summarise it")
    p.add_argument("battle", type=Path)

    p = sub.add_parser("render", help="draw the board to a PNG, SVG or PDF file")
    p.add_argument("battle", type=Path)
    p.add_argument("-o", "--output", type=Path, required=True, help="OUT.png, OUT.svg or OUT.pdf")
    p.add_argument("--width", type=int, default=1600, help="picture width in pixels (default 1600)")

    p = sub.add_parser("los", help="range and line of sight between two units or points")
    p.add_argument("battle", type=Path)
    p.add_argument("source", metavar="FROM", help="a unit id or X,Y table coordinates")
    p.add_argument("target", metavar="TO", help="a unit id or X,Y table coordinates")
    p.add_argument("--advanced", action="store_true", help="elevation: hills' levels and terrain heights")
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser("catalog", help="list the unit catalogue")
    p.add_argument("--nation", help="only this nation's units (and those of every nation)")
    p.add_argument("--json", action="store_true", help="print a JSON list")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        args = parser.parse_args(args_list)
        command = args.command or "gui"
        if command == "gui":
            return _gui(getattr(args, "battle", None))
        return COMMANDS[command](args)
    except InputError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        if not exc.problems:
            print(exc, file=sys.stderr)
        return EXIT_BAD_INPUT
    except MoreFireError as exc:
        text = str(exc)
        print(text if text.startswith("morefire") else f"morefire: {text}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return EXIT_OK


# -- commands -------------------------------------------------------------------------------------------------

def _gui(battle: Path | None) -> int:
    from morefire_gui.gui.app import run  # Qt only when the GUI is asked for

    return run(battle)


def _open(path: Path):  # type: ignore[no-untyped-def]
    from morefire_gui.session.battle_session import BattleSession

    return BattleSession.open(path)


def _validate(args: argparse.Namespace) -> int:
    from morefire_gui.model.scale import scale_label

    session = _open(args.battle)
    b = session.battle
    per_side = ", ".join(f"{s.id} {sum(1 for u in b.units if u.side == s.id)}" for s in b.sides)
    print(f"{args.battle}: valid — \"{b.title}\", {b.table.width:g} x {b.table.depth:g} {b.table.unit} at "
          f"{scale_label(b, session.tables)}, {len(b.terrain)} terrain pieces, {len(b.units)} units ({per_side})")
    return EXIT_OK


def _render(args: argparse.Namespace) -> int:
    from morefire_gui.gui.render import FORMATS, render_battle

    if args.output.suffix.lower() not in FORMATS:
        raise UsageError(f"cannot render to {args.output}: use a file ending in .png, .svg or .pdf")
    session = _open(args.battle)
    out = render_battle(session, args.output, width=args.width)
    print(out)
    return EXIT_OK


def resolve_endpoint(session: Any, text: str, what: str) -> tuple[tuple[float, float], str | None]:
    """A unit id, or ``X,Y`` table coordinates on the table."""
    unit = session.battle.unit(text)
    if unit is not None:
        return unit.at, unit.id
    if "," in text:
        parts = text.split(",")
        try:
            x, y = (float(p) for p in parts)
        except ValueError:
            raise UsageError(f"{what} {text!r}: coordinates are two numbers, X,Y (e.g. 12.5,30)") from None
        import math
        if not (math.isfinite(x) and math.isfinite(y)):
            raise UsageError(f"{what} {text!r}: coordinates must be finite numbers")
        if not session.battle.contains_point(x, y):
            t = session.battle.table
            raise UsageError(f"{what} {text!r} is off the table (0-{t.width:g} x 0-{t.depth:g} {t.unit})")
        return (x, y), None
    raise UsageError(f"{what} {text!r} is neither a unit id in {session.path} nor X,Y coordinates")


def _los(args: argparse.Namespace) -> int:
    session = _open(args.battle)
    a, a_id = resolve_endpoint(session, args.source, "FROM")
    b, b_id = resolve_endpoint(session, args.target, "TO")
    result = session.geometry.los(a, b, advanced=True if args.advanced else None)
    if args.json:
        print(json.dumps(los_json(result, a_id, b_id), indent=2))
    else:
        who = f"{a_id or '%g,%g' % a} -> {b_id or '%g,%g' % b}"
        print(f"{who}: {result.range_yards:.0f} yd ({result.range_table:.2f} {session.battle.table.unit}); "
              f"LOS {'clear' if result.clear else 'blocked'}")
        for line in result.explain()[2:]:
            print(f"  {line}")
        if result.first_block is not None:
            print(f"  first blocked at {result.first_block[0]:.2f}, {result.first_block[1]:.2f}")
    return EXIT_OK


def los_json(result: Any, a_id: str | None, b_id: str | None) -> dict[str, Any]:
    return {
        "from": a_id if a_id else list(result.start), "to": b_id if b_id else list(result.end),
        "clear": result.clear, "range_yards": round(result.range_yards, 3),
        "range_table": round(result.range_table, 4), "blockers": result.blocker_ids,
        "first_block": [round(v, 4) for v in result.first_block] if result.first_block else None,
        "advanced": result.advanced,
        "details": [{"piece": b.piece, "kind": b.kind.value, "at": [round(v, 4) for v in b.at], "reason": b.reason}
                    for b in result.blockers],
        "ignored": [{"piece": i.piece, "kind": i.kind.value, "reason": i.reason} for i in result.ignored],
    }


def catalog_json(entry: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"id": entry.id, "name": entry.name, "nation": entry.nation, "kind": entry.kind.value,
                           "footprint": list(entry.footprint) if entry.footprint else None,
                           "years": list(entry.years), "points": entry.points}
    if entry.role is not None:
        out["role"] = entry.role.value if hasattr(entry.role, "value") else entry.role
    if entry.vehicle is not None:
        v = entry.vehicle
        out["armor"] = {"turret_front": v.armor.turret_front, "turret_side": v.armor.turret_side,
                        "hull_front": v.armor.hull_front, "hull_side": v.armor.hull_side}
        out["open_top"] = v.open_top
        out["tracked"] = v.tracked
        out["wheels"] = v.wheels
        out["silhouette"] = v.silhouette.value
        out["speed"] = {"cross_country": v.speed.cross_country.value, "road": v.speed.road.value}
    if entry.infantry is not None:
        out["infantry"] = entry.infantry.model_dump()
    if entry.gun is not None:
        out["gun"] = {"role": entry.gun.role.value, "calibre_mm": entry.gun.calibre_mm}
    if entry.guns:
        out["guns"] = [{"name": g.name, "calibre_mm": g.calibre_mm,
                        "bands": [b.model_dump() for b in g.bands]} for g in entry.guns]
    return out


def _catalog(args: argparse.Namespace) -> int:
    from morefire_gui.io.resources import bundled_catalogue, rule_tables

    catalogue = bundled_catalogue()
    if args.nation is not None:
        nation = args.nation.lower()
        if nation not in rule_tables().nations.nations:
            raise UsageError(f"unknown nation {args.nation!r}; known: {', '.join(rule_tables().nations.nations)}")
        entries = catalogue.for_nation(nation)
    else:
        entries = list(catalogue)
    if args.json:
        print(json.dumps([catalog_json(e) for e in entries], indent=2))
        return EXIT_OK
    for e in entries:
        extra = ""
        if e.vehicle is not None:
            a = e.vehicle.armor
            extra = (f"AC {a.turret_front or '-'}/{a.turret_side or '-'} turret, {a.hull_front}/{a.hull_side} hull; "
                     f"speed {e.vehicle.speed.cross_country.value}/{e.vehicle.speed.road.value}")
        elif e.infantry is not None:
            extra = f"FIR {e.infantry.fir}, MF {e.infantry.mf}, range {e.infantry.max_range} yd"
        elif e.gun is not None:
            extra = f"{e.gun.role.value}, {e.gun.calibre_mm:g} mm"
        print(f"{e.id:<12} {e.name:<36} {e.nation:<10} {e.kind.value:<9} {extra}")
    return EXIT_OK


COMMANDS = {"validate": _validate, "render": _render, "los": _los, "catalog": _catalog}


if __name__ == "__main__":
    sys.exit(main())
