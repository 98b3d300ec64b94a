"""What every subcommand shares: the parser class, exit codes, opening a battle, reading endpoints."""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from morefire_gui.rules.dice import Dice

from morefire_gui.errors import UsageError
from morefire_gui.model.numbers import MAX_DEGREES, MAX_SEED, MAX_TURN

EXIT_OK, EXIT_FAILURE, EXIT_BAD_INPUT = 0, 1, 2


class Parser(argparse.ArgumentParser):
    """argparse, with its errors raised as :class:`UsageError` (exit 2, our wording)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        raise UsageError(f"{self.prog}: {message}")


# -- numbers on the command line: each flag's range is the file's for the same value (docs/cli.md) ----------------


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``low`` to ``high``; anything else is refused with the range."""

    def parse(text: str) -> int:
        try:
            value = int(text.strip())
        except ValueError:  # not a number, or one of thousands of digits
            value = None
        if value is None or not low <= value <= high:
            shown = text if len(text) <= 24 else text[:21] + "..."
            raise argparse.ArgumentTypeError(f"must be a whole number from {low:,} to {high:,} (found {shown!r})")
        return value

    return parse


def decimal(low: float, high: float, above: bool = False) -> Callable[[str], float]:
    """An argparse ``type``: a finite number from ``low`` (or above it) to ``high``."""

    def parse(text: str) -> float:
        try:
            value: float | None = float(text)
        except ValueError:
            value = None
        inside = (
            value is not None and math.isfinite(value) and (value > low if above else value >= low) and value <= high
        )
        if not inside:
            shown = text if len(text) <= 24 else text[:21] + "..."
            start = f"above {low:g}" if above else f"from {low:g}"
            raise argparse.ArgumentTypeError(f"must be a number {start} to {high:g} (found {shown!r})")
        return value  # type: ignore[return-value]

    return parse


SEED = whole_number(0, MAX_SEED)  # --seed: what the battle file's dice_seed holds
TURN = whole_number(1, MAX_TURN)  # --turn: the battle file's turns
# What a flag says about the battle that a strict battle holds itself (session/claims.py): said in its help.
HELD = "; a battle kept to the sequence of play holds this itself and refuses a command that says otherwise"
HEADING = decimal(-MAX_DEGREES, MAX_DEGREES)  # --heading: the file's facings and headings


def open_session(path: Path):  # type: ignore[no-untyped-def]
    from morefire_gui.session.battle_session import BattleSession

    return BattleSession.open(path)


VIEW_HELP = (
    "draw it as side SIDE may see it (the other side's hidden positions as markers, its unfound minefields, "
    "registration points, batteries, orders and secret log entries left out); default: everything"
)


def side_view(session: Any, side: str | None) -> Any:
    """``--view SIDE`` as the View the window gives that side's player (None: the umpire's, everything)."""
    from morefire_gui.session.visibility import view_of

    if side is None:
        return None
    if session.battle.side(side) is None:
        sides = ", ".join(s.id for s in session.battle.sides)
        raise UsageError(f"--view {side!r}: {session.path} has no such side; its sides are {sides}")
    return view_of(session.battle, side)


def parse_xy(text: str, what: str) -> tuple[float, float]:
    parts = text.split(",")
    try:
        if len(parts) != 2:
            raise ValueError
        x, y = (float(p) for p in parts)
    except ValueError:
        raise UsageError(f"{what} {text!r}: coordinates are two numbers, X,Y (e.g. 12.5,30)") from None
    if not (math.isfinite(x) and math.isfinite(y)):
        raise UsageError(f"{what} {text!r}: coordinates must be finite numbers")
    return x, y


def resolve_endpoint(session: Any, text: str, what: str) -> tuple[tuple[float, float], str | None]:
    """A unit id, or ``X,Y`` table coordinates on the table."""
    unit = session.battle.unit(text)
    if unit is not None:
        return unit.at, unit.id
    if "," in text:
        x, y = parse_xy(text, what)
        if not session.battle.contains_point(x, y):
            t = session.battle.table
            raise UsageError(f"{what} {text!r} is off the table (0-{t.width:g} x 0-{t.depth:g} {t.unit})")
        return (x, y), None
    raise UsageError(f"{what} {text!r} is neither a unit id in {session.path} nor X,Y coordinates")


def json_xy(point: tuple[float, float] | None) -> list[float] | None:
    """A point for JSON: rounded to 6 decimals (table units), whole numbers kept whole, no -0."""
    if point is None:
        return None
    out: list[float] = []
    for v in point:
        r = round(float(v), 6) + 0.0
        out.append(int(r) if r.is_integer() else r)
    return out


def json_number(value: float) -> float:
    """A measurement for JSON: 3 decimals, whole numbers kept whole."""
    r = round(float(value), 3) + 0.0
    return int(r) if r.is_integer() else r


def make_dice(args: argparse.Namespace) -> Dice:
    """The dice of a command: ``--dice`` faces in order (an empty list: no die may be needed), else the app's dice
    seeded by ``--seed`` (or by chance)."""
    from morefire_gui.rules.dice import ScriptedDice, SeededDice, parse_dice_list

    if args.dice is not None:
        return ScriptedDice(parse_dice_list(args.dice) if args.dice.strip() else [])
    return SeededDice(args.seed)


def battle_dice(args: argparse.Namespace, session: Any) -> Dice:
    """The dice of a command that acts on a battle: ``--dice`` faces in order, ``--seed`` dice, else the battle's own
    dice, which go on from where its log left them (the same faces the window would roll next)."""
    if getattr(args, "dice", None) is not None or getattr(args, "seed", None) is not None:
        return make_dice(args)
    return session.dice  # type: ignore[no-any-return]


def perform(session: Any, action: Any, dice: Dice | None = None) -> Any:
    """Perform an action through the session (the one path of every action). An action that names what the battle
    does not have is bad input (exit 2, the reason on stderr); a refusal of the rules is a result the command
    prints (exit 0)."""
    resolution = session.perform(action, dice)
    if resolution.invalid:
        raise UsageError(resolution.reason)
    return resolution


def commit_to(session: Any, resolution: Any, out: Path | None) -> None:
    """``--apply OUT``: commit the resolution as the window does (its effects, marks, log entries and the action's
    record) and save the battle to OUT atomically; the input file is never written unless named. A refused action
    changes nothing: OUT is written as the battle stands, so that a script goes on from it."""
    if out is None:
        return
    from morefire_gui.io.battle_file import save_battle

    session.commit(resolution)
    save_battle(session.battle, out)


def refused_json(resolution: Any) -> dict[str, Any]:
    """What every command's JSON says of a refusal (null when the action went ahead): ``refused`` (the reason) and
    ``rule``."""
    return {
        "refused": resolution.reason if resolution.refused else None,
        "rule": resolution.rule if resolution.refused else None,
    }
