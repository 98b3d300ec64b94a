"""What every subcommand shares: the parser class, exit codes, opening a battle, reading endpoints."""

from __future__ import annotations

import argparse
import math
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from morefire_gui.model.actions import Action
    from morefire_gui.model.battle import Battle
    from morefire_gui.rules.dice import Dice
    from morefire_gui.rules.explain import Step
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.resolution import Resolution
    from morefire_gui.session.visibility import View

from morefire_gui.errors import MoreFireError, UsageError
from morefire_gui.model.numbers import (
    MAX_COORDINATE,
    MAX_COUNT,
    MAX_DEGREES,
    MAX_GUNS,
    MAX_PROPORTION,
    MAX_SEED,
    MAX_TABLE,
    MAX_TURN,
    MAX_YARDS,
    MAX_YARDS_PER_INCH,
    MIN_YARDS_PER_INCH,
)

EXIT_OK, EXIT_FAILURE, EXIT_BAD_INPUT = 0, 1, 2
EXIT_INTERRUPTED = 130  # Ctrl+C, as a shell reports a program ended by SIGINT (128 + 2)

_Made = TypeVar("_Made")


def given_as(flag: str, text: str, make: Callable[..., _Made], *args: Any, **fields: Any) -> _Made:
    """What ``make`` builds (of ``args`` and ``fields``) from ``text``, the value given to ``flag`` (or one item of a list it gives); a value the
    action's model refuses is bad input naming the flag and the value, then what is wrong with it (``--firers ':1':
    unit: must not be empty``), not only the model's own key."""
    from pydantic import ValidationError

    from morefire_gui.io.validation_words import first_said

    try:
        return make(*args, **fields)
    except ValidationError as exc:
        raise UsageError(f"{flag} {text!r}: {first_said(exc)}") from None


class Parser(argparse.ArgumentParser):
    """argparse, with its errors raised as :class:`UsageError` (exit 2, our wording). A value that starts with a minus
    sign and holds numbers separated by commas (``--via -5,3``, ``--shift -100,0``) is taken as the flag's value, as
    a negative number is, not as a flag of its own."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._negative_number_matcher = re.compile(r"^-\d+$|^-\d*\.\d+$|^-\d*\.?\d+(?:\s*,\s*-?\d*\.?\d+)+$")

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        raise UsageError(f"{self.prog}: {message}")


# -- numbers on the command line: each flag's range is the file's for the same value (docs/cli.md) ----------------


def _shown(text: str) -> str:
    """What was given, as a message quotes it: cut short (a number of 5,000 digits is not repeated)."""
    return repr(text if len(text) <= 24 else text[:21] + "...")


@dataclass(frozen=True)
class Range:
    """The numbers a place in a flag takes: from ``low`` (or above it) to ``high``, whole or not."""

    low: float
    high: float
    whole: bool = False
    above: bool = False
    grouped: bool = True  # thousands separated (a year is written 1943)

    def holds(self, text: str) -> bool:
        text = text.strip()
        if self.whole:
            if not re.fullmatch(r"[+-]?\d{1,40}", text):  # int() of thousands of digits is refused by Python
                return False
            value: float = int(text)
        else:
            try:
                value = float(text)
            except ValueError:
                return False
            if not math.isfinite(value):
                return False
        return (value > self.low if self.above else value >= self.low) and value <= self.high

    def __str__(self) -> str:
        if self.whole:
            low, high = int(self.low), int(self.high)  # a seed's 2**64 - 1 is not a float's
            return f"{low:,} to {high:,}" if self.grouped else f"{low} to {high}"
        return f"{'above' if self.above else 'from'} {self.low:,g} to {self.high:,g}"


class NumberArgument:
    """An argparse ``type`` for a flag that holds numbers: each is checked against its range as the command line is
    read, so that one out of it (or one of thousands of digits) is refused naming the flag, with exit 2, before a
    file is read or a die rolled (docs/cli.md, "Numbers"). ``form`` is the flag's text with ``{}`` for each number
    and ``fills`` a number in range for each: tests/cli/test_number_arguments.py finds every such flag in the
    parser and puts hostile numbers in each place."""

    form = "{}"
    fills: tuple[str, ...] = ("1",)

    def __call__(self, text: str) -> Any:
        raise NotImplementedError


class WholeNumber(NumberArgument):
    """A whole number from ``low`` to ``high`` (a ``year`` is written without a thousands separator)."""

    def __init__(self, low: int, high: int, year: bool = False) -> None:
        self.range = Range(low, high, whole=True, grouped=not year)
        self.fills = (str(low),)

    def __call__(self, text: str) -> int:
        if not self.range.holds(text):
            raise argparse.ArgumentTypeError(f"must be a whole number from {self.range} (found {_shown(text)})")
        return int(text.strip())


class Decimal(NumberArgument):
    """A finite number from ``low`` (or above it) to ``high``."""

    def __init__(self, low: float, high: float, above: bool = False) -> None:
        self.range = Range(low, high, above=above)
        self.fills = (f"{high:g}",)

    def __call__(self, text: str) -> float:
        if not self.range.holds(text):
            start = f"above {self.range.low:g}" if self.range.above else f"from {self.range.low:g}"
            raise argparse.ArgumentTypeError(f"must be a number {start} to {self.range.high:g} (found {_shown(text)})")
        return float(text)


class NumbersIn(NumberArgument):
    """Text with numbers in it, as its command reads it (``X,Y``, ``SIDE:N``, ``TYPE:N,TYPE:N``): when the text has
    the flag's form (``pattern``, a number in each group named n0, n1, ...), each number must be in its range;
    the text is handed on as given. A text of another form is handed on too: the command says what form it takes.
    With ``each``, the text is a list of such parts, separated by it."""

    def __init__(
        self, pattern: str, ranges: tuple[Range, ...], form: str, fills: tuple[str, ...], says: str, each: str = ""
    ) -> None:
        self.pattern = re.compile(pattern)
        self.ranges = ranges
        self.form = form
        self.fills = fills
        self.says = says
        self.each = each

    def __call__(self, text: str) -> str:
        for part in text.split(self.each) if self.each else [text]:
            m = self.pattern.fullmatch(part)
            if m is not None and not all(r.holds(m.group(f"n{i}")) for i, r in enumerate(self.ranges)):
                raise argparse.ArgumentTypeError(f"{self.says} (found {_shown(text)})")
        return text


_NUMBER = r"\s*(?P<n{}>[^\s,:xX]+?)\s*"  # a number's place: what is between the separators, spaces around
COORDINATE = Range(-MAX_COORDINATE, MAX_COORDINATE)
SEED = WholeNumber(0, MAX_SEED)  # --seed: what the battle file's dice_seed holds
TURN = WholeNumber(1, MAX_TURN)  # --turn: the battle file's turns
HEADING = Decimal(-MAX_DEGREES, MAX_DEGREES)  # --heading: the file's facings and headings
POINT = NumbersIn(  # --at, --to, --via, --from, --area: a point of the table, as the file holds one
    _NUMBER.format(0) + "," + _NUMBER.format(1),
    (COORDINATE, COORDINATE),
    "{},{}",
    ("30", "30"),
    f"must be X,Y: two numbers from {-MAX_COORDINATE:,g} to {MAX_COORDINATE:,g} table units",
)


class DiceFaces(NumberArgument):
    """``--dice FACE,FACE,...``: the faces of the dice rolled, each a whole number from 0 to 100 (no die has more; a
    d100's 100 may be written 00). Whether a face is one of the die it is rolled for is checked as it is rolled."""

    form, fills = "{}", ("5",)
    face = Range(0, 100, whole=True)

    def __call__(self, text: str) -> str:
        if not text.strip():
            return text  # no faces: every table is set or fixed
        for n, part in enumerate(text.split(","), start=1):
            if not self.face.holds(part):
                raise argparse.ArgumentTypeError(
                    f"item {n} is {_shown(part.strip())}, not a whole number from 0 to 100 (a d100's 100 may be 00)"
                )
        return text


DICE = DiceFaces()


AREA = NumbersIn(  # render --area: two corners of the table
    ",".join(_NUMBER.format(i) for i in range(4)),
    (COORDINATE,) * 4,
    "{},{},{},{}",
    ("0", "0", "36", "24"),
    f"must be X0,Y0,X1,Y1: four numbers from {-MAX_COORDINATE:,g} to {MAX_COORDINATE:,g} table units",
)
REGISTRATION_POINT = NumbersIn(  # --rp SIDE:N (4.2: ten registration points a side, resources/rules/artillery.yaml)
    r"\s*(?P<side>[^:]+?)\s*:" + _NUMBER.format(0),
    (Range(1, 10, whole=True),),
    "axis:{}",
    ("1",),
    "must be SIDE:N, a side's registration point N from 1 to 10 (4.2)",
)
SHIFT = NumbersIn(  # --shift, --shift-only: yards, as the file's shifts (a shift over 800 yards is refused by 4.12 C)
    _NUMBER.format(0) + "," + _NUMBER.format(1),
    (Range(-MAX_YARDS, MAX_YARDS, whole=True),) * 2,
    "{},{}",
    ("100", "0"),
    f"must be ADD_DROP,RIGHT_LEFT: two whole numbers of yards from {-MAX_YARDS:,g} to {MAX_YARDS:,g} "
    f"(a shift over 800 yards is refused by 4.12 C)",
)
_PICK_COUNT = Range(1, 999, whole=True)  # what a purchase buys of one kind (model/actions/forces.py)
PICKS = NumbersIn(  # forces --buy TYPE:N[:FORMATION],TYPE:N
    r"\s*(?P<type>[^:,]+?)\s*:" + _NUMBER.format(0) + r"(?::\s*[A-Za-z_]+\s*)?(?:@\s*\d{1,3}\s*)?",
    (_PICK_COUNT,),
    "pz4h:{}",
    ("2",),
    "must be TYPE:N[:FORMATION][@WAVE][,...], each count from 1 to 999",
    each=",",
)
AIRSTRIKE_PICKS = NumbersIn(  # forces --airstrikes N, or TYPE:N,TYPE:N
    r"(?:\s*(?P<type>[^:,]+?)\s*:)?" + _NUMBER.format(0),
    (_PICK_COUNT,),
    "{}",
    ("1",),
    "must be N or TYPE:N[,TYPE:N...], each count from 1 to 999",
    each=",",
)
RATIO = NumbersIn(  # --ratio ATT:DEF
    _NUMBER.format(0) + r"[:/]" + _NUMBER.format(1),
    (Range(1, MAX_COUNT, whole=True),) * 2,
    "{}:{}",
    ("3", "2"),
    f"must be ATT:DEF, a point ratio of two whole numbers from 1 to {MAX_COUNT:,}",
)
AIRSTRIKES = NumbersIn(  # scenario --airstrikes AXIS,ALLIES (Table VII)
    _NUMBER.format(0) + "," + _NUMBER.format(1),
    (Range(0, MAX_COUNT, whole=True),) * 2,
    "{},{}",
    ("1", "0"),
    f"must be AXIS,ALLIES, each side's airstrikes a whole number from 0 to {MAX_COUNT:,}",
)


class EitherOf(NumberArgument):
    """The first of several forms a flag takes whose pattern the text has (``--battery TYPE:N`` or ``off:N:MM``)."""

    def __init__(self, *forms: NumbersIn) -> None:
        self.forms = forms
        self.form, self.fills = forms[0].form, forms[0].fills

    def __call__(self, text: str) -> str:
        for form in self.forms:
            if form.pattern.fullmatch(text):
                return form(text)
        return text


_GUNS = Range(1, MAX_GUNS, whole=True)
BATTERY = EitherOf(  # forces --battery: off the table, off:N:CALIBRE[:mortar]; on it, TYPE:N[:transit]
    NumbersIn(
        r"\s*off\s*:" + _NUMBER.format(0) + ":" + _NUMBER.format(1) + r"(?::\s*mortar\s*)?",
        (_GUNS, Range(0, 500, above=True)),
        "off:{}:{}",
        ("4", "105"),
        f"must be off:N:CALIBRE[:mortar], {_GUNS} guns of a calibre above 0 to 500 mm",
    ),
    NumbersIn(
        r"\s*(?P<type>[^:]+?)\s*:" + _NUMBER.format(0) + r"(?::\s*transit\s*)?",
        (_GUNS,),
        "lefh18:{}",
        ("4",),
        f"must be TYPE:N[:transit], {_GUNS} guns",
    ),
)


class TableSize(NumbersIn):
    """``--table WxD[cm]``: each side above 0 to the file's 10,000 table units (as parsed), and, for a table that is
    generated, in the proportions a table is generated in (geometry/terrain_generation/generate.py: the longer side at
    most four times the shorter; :meth:`out_of_proportion`, which the command asks once it knows the table is
    generated: a table laid by hand may have any proportions)."""

    def __init__(self) -> None:
        side = Range(0, MAX_TABLE, above=True)
        super().__init__(
            _NUMBER.format(0) + "[xX]" + _NUMBER.format(1) + r"(?:cm|in)?\s*",
            (side, side),
            "{}x{}",
            ("72", "48"),
            f"must be WIDTHxDEPTH[cm], each {side} table units, the longer at most {MAX_PROPORTION:g} times the "
            f"shorter (the generator lays out a longer table in ever more pieces)",
        )

    def out_of_proportion(self, text: str) -> str | None:
        """What is wrong with a table of ``text`` (a size the parse accepted) for the generator: None where it may be
        generated."""
        from morefire_gui.geometry.terrain_generation import proportion_problem

        m = self.pattern.fullmatch(text)
        if m is not None and proportion_problem(float(m.group("n0")), float(m.group("n1"))) is not None:
            return f"{self.says} (found {_shown(text)})"
        return None


# What a flag says about the battle that a strict battle holds itself (session/claims.py): said in its help.
HELD = "; a battle kept to the sequence of play holds this itself and refuses a command that says otherwise"
TABLE = TableSize()
SCALE = NumbersIn(  # scenario --scale "N yd" (a preset such as 1:50 is a name, not a number)
    _NUMBER.format(0) + r"(?:yd|yards)\s*",
    (Range(MIN_YARDS_PER_INCH, MAX_YARDS_PER_INCH),),
    "{} yd",
    ("50",),
    f"must be a preset such as 1:50, or N yd, from {MIN_YARDS_PER_INCH:g} to {MAX_YARDS_PER_INCH:,g} yards to the inch",
)


def whole_number(low: int, high: int) -> WholeNumber:
    """An argparse ``type``: a whole number from ``low`` to ``high``; anything else is refused with the range."""
    return WholeNumber(low, high)


def decimal(low: float, high: float, above: bool = False) -> Decimal:
    """An argparse ``type``: a finite number from ``low`` (or above it) to ``high``."""
    return Decimal(low, high, above)


def check_writable(out: Path) -> None:
    """Bad input, said before any work is done: ``out`` cannot be written (its folder missing or not writable, a
    folder of that name or a link to one, a device, a file that may not be written)."""
    from morefire_gui.io.atomic_write import unwritable

    found = unwritable(Path(out))
    if found is None:
        return
    if found.why == "not_a_file":
        link = f"it links to {found.target}, " if found.through_link else "it is "
        raise UsageError(f"cannot write {out}: {link}{found.what}, not a file")
    if found.why == "no_folder":
        raise UsageError(f"cannot write {out}: there is no folder {found.folder}")
    raise UsageError(f"cannot write {out}: {found.error}")


# The endings of pictures, reports and documents: a battle saved under one would overwrite what the name says it is.
PICTURE_OR_DOCUMENT = frozenset({".pdf", ".png", ".svg", ".jpg", ".jpeg", ".gif", ".docx", ".doc", ".odt", ".rtf"})
NOT_A_BATTLE = PICTURE_OR_DOCUMENT | {".md", ".html", ".htm", ".txt", ".json", ".csv"}


def check_saveable(out: Path) -> None:
    """A battle file that may not be written (read-only) is not saved over: a save replaces the file whole (a new
    file renamed over it), which its folder allows, but the file's own permission says it is not to be changed."""
    import os

    from morefire_gui.io.atomic_write import denied_cause

    out = Path(out)
    if out.suffix.lower() in NOT_A_BATTLE:
        raise UsageError(
            f"{out}: not written: a battle is saved as YAML, and {out.suffix} names another kind of file (a picture "
            f"or a report, which this would overwrite); name the battle file .yaml"
        )
    if out.is_file() and not os.access(out, os.W_OK):
        raise UsageError(f"{out}: cannot save: {denied_cause(out)}; the previous file, if any, is unchanged")


def warn_missing_image(session: BattleSession, command: str) -> None:
    """The battle's table image, when its file is missing, said on stderr before the board is drawn without it
    (``morefire render: warning: table image 'photos/t.jpg' not found (...); the board is drawn without it``)."""
    from morefire_gui.session.table_image import missing_image

    if (missing := missing_image(session)) is not None:
        print(f"morefire {command}: warning: {missing}", file=sys.stderr)


def render_picture(session: BattleSession, out: Path, **options: Any) -> Path:
    """The board drawn to ``out`` (``render_battle``'s options), whole or not at all: a place that cannot be written
    is refused before anything is drawn, and the picture is drawn aside and then put in place atomically, so that a
    failure leaves the file that was there as it was (and never reports an old picture as the new one)."""
    from morefire_gui.gui.render import render_battle
    from morefire_gui.io.atomic_write import drawn_aside, write_bytes_atomic

    out = Path(out)
    check_writable(out)
    with drawn_aside() as folder:
        drawn = render_battle(session, Path(folder) / f"picture{out.suffix.lower()}", **options)
        data = drawn.read_bytes()
    try:
        write_bytes_atomic(out, data, keep_backup=False)
    except OSError as exc:
        raise UsageError(f"cannot write {out}: {exc.strerror or exc}") from None
    return out


def open_session(path: Path) -> BattleSession:
    """The battle file ``path`` opened; one that is not there is said with a battle to try (a name copied from the
    README's commands, ``BATTLE.yaml``, or a file in another folder): the demo that comes with the app, or a new one."""
    import os

    from morefire_gui.session.battle_session import BattleSession

    if not os.path.lexists(path):
        from morefire_gui.io.resources import demo_battle_path

        raise UsageError(
            f"{path}: no such file (a battle to try: the demo that comes with the app, {demo_battle_path()}; "
            "morefire scenario --create battle.yaml makes a new one)"
        )
    return BattleSession.open(path)


BATTLE_HELP = "the battle file (YAML)"
VIEW_HELP = (
    "draw it as side SIDE may see it (the other side's hidden positions as markers, its unfound minefields, "
    "registration points, batteries, orders and secret log entries left out); default: everything"
)


def side_view(session: BattleSession, side: str | None) -> View | None:
    """``--view SIDE`` as the View the window gives that side's player (None: the umpire's, everything)."""
    from morefire_gui.session.visibility import view_of

    if side is None:
        return None
    known_side(session, side, "--view")
    return view_of(session.battle, side)


def known_side(session: BattleSession, side: str | None, flag: str, given: str | None = None) -> None:
    """Bad input naming its flag: the side ``flag`` gives (None: not given) is not one of the battle's
    (``--side 'nazis': b.yaml has no such side; its sides are axis, allies``); ``given``: the flag's whole value where
    the side is a part of it (``--rp 'reds:1': ...``)."""
    if side is not None and session.battle.side(side) is None:
        sides = ", ".join(s.id for s in session.battle.sides)
        raise UsageError(f"{flag} {given or side!r}: {session.path} has no such side; its sides are {sides}")


def known_battery(session: BattleSession, battery: str | None, where: str) -> None:
    """Bad input naming where it was given (``--battery``, ``ID``): the battery is not one of the battle's."""
    if battery is not None and session.battle.battery(battery) is None:
        known = ", ".join(b.id for b in session.battle.batteries)
        has = f"its batteries are {known}" if known else "it has none"
        raise UsageError(f"{where} {battery!r}: {session.path} has no such battery; {has}")


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


def on_table(session: BattleSession, text: str | None, what: str) -> None:
    """Bad input naming its flag: the point ``text`` that ``what`` gives (None: not given) is off the table."""
    if text is None:
        return
    x, y = parse_xy(text, what)
    session.battle.require_on_table(x, y, f"{what} {text!r}", said=True)


def resolve_endpoint(session: BattleSession, text: str, what: str) -> tuple[tuple[float, float], str | None]:
    """A unit by its id or its name (docs/cli.md, "Units by name"), or ``X,Y`` table coordinates on the table."""
    unit = session.battle.unit(text)
    if unit is not None:
        return unit.at, unit.id
    if "," in text:
        on_table(session, text, what)
        return parse_xy(text, what), None
    from morefire_gui.cli.unit_called import unit_named  # only for a name: a unit's id needs none of it

    named = unit_named(session, text, what)
    if named is not None and (found := session.battle.unit(named)) is not None:
        return found.at, named
    raise UsageError(
        f"{what} {text!r} is neither a unit id or name in {session.path} nor X,Y coordinates{unit_meant(session, text)}"
    )


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
    from morefire_gui.rules.dice import SeededDice, parse_dice_list

    if args.dice is not None:
        return _given_dice(parse_dice_list(args.dice) if args.dice.strip() else [])
    return SeededDice(args.seed)


def _given_dice(faces: list[int]) -> Dice:
    """``--dice``: the faces given, in order, keeping the fault of a face that could not be rolled (off its die, or
    none left), so that it is said as the faces' fault (``--dice: roll 1 (d10 for ...): 11 is not a face of a d10``)
    even where the session takes a fault before the first roll for the action's own (:func:`perform`)."""
    from morefire_gui.errors import DiceError
    from morefire_gui.rules.dice import Die, ScriptedDice

    class GivenDice(ScriptedDice):
        fault: DiceError | None = None

        def _face(self, die: Die, purpose: str) -> int:
            try:
                return super()._face(die, purpose)
            except DiceError as exc:
                self.fault = exc
                raise

    return GivenDice(faces)


def dice_fault(dice: Dice | None) -> MoreFireError | None:
    """The fault of a ``--dice`` face that could not be rolled, or None."""
    return getattr(dice, "fault", None)


def battle_dice(args: argparse.Namespace, session: BattleSession) -> Dice:
    """The dice of a command that acts on a battle: ``--dice`` faces in order, ``--seed`` dice, else the battle's own
    dice, which go on from where its log left them (the same faces the window would roll next)."""
    if getattr(args, "dice", None) is not None or getattr(args, "seed", None) is not None:
        return make_dice(args)
    return session.dice


def perform(
    session: BattleSession,
    action: Action,
    dice: Dice | None = None,
    named: Callable[[str], str] = str,
    given_in: str = "",
) -> Resolution:
    """Perform an action through the session (the one path of every action). An action that names what the battle
    does not have, or lacks a value it must give here, is bad input (exit 2, the reason on stderr, a missing value
    named as ``named`` says where the command takes it: ``--year``, ``act.yaml: year``; any other reason after
    ``given_in``, the file the action was given in, when there is one); a refusal of the rules is a result the
    command prints (exit 0)."""
    resolution = session.perform(action, dice)
    if resolution.invalid and (fault := dice_fault(dice)) is not None:
        raise fault  # the faces given, not the action: said after --dice, as a fault found after a roll is
    if resolution.invalid:
        raise UsageError(
            f"{named(resolution.missing)}: {resolution.reason}"
            if resolution.missing
            else (f"{given_in}: " if given_in else "") + _unknown_unit_placed(session, resolution.reason)
        )
    return resolution


_UNKNOWN_UNIT = re.compile(r"'(?P<id>[^']*)' is not a unit of the battle")


def _unknown_unit_placed(session: BattleSession, reason: str) -> str:
    """An id the battle has no unit of, said with the file it was looked for in and the id meant when one is close
    (``unit 'ax1O' is not a unit of the battle in battle.yaml (did you mean ax10?)``)."""
    m = _UNKNOWN_UNIT.search(reason)
    if m is None:
        return reason
    where = f" in {session.path}" if session.path is not None else ""
    return reason[: m.end()] + where + unit_meant(session, m.group("id")) + reason[m.end() :]


def unit_meant(session: BattleSession, unit_id: str) -> str:
    """`` (did you mean ax10?)``, `` (did you mean Tiger 1?)``: the battle's unit id or unit's name closest to one it
    does not have (docs/cli.md, "Units by name"), or nothing when none is close."""
    from morefire_gui.cli.unit_called import names_of
    from morefire_gui.errors import close_names

    close = close_names(unit_id, [*(u.id for u in session.battle.units), *names_of(session)], 1)
    return f" (did you mean {close[0]}?)" if close else ""


def save_played(battle: Battle, out: Path) -> None:
    """Save a battle played on (``--apply OUT``), and say on stderr when it nears the values a battle file may hold, or
    is past them (then it is not written: the save says why), as the window says it (io/battle_file.py)."""
    from morefire_gui.io.battle_file import save_battle, size_warning

    warning = size_warning(save_battle(battle, out))
    if warning is not None:
        print(f"morefire: {out}: {warning}", file=sys.stderr)


def commit_to(session: BattleSession, resolution: Resolution, out: Path | None) -> None:
    """``--apply OUT``: commit the resolution as the window does (its effects, marks, log entries and the action's
    record) and save the battle to OUT atomically; the input file is never written unless named. A refused action
    changes nothing: OUT is written as the battle stands, so that a script goes on from it."""
    if out is None:
        return
    from morefire_gui.io.battle_file import check_battle

    check_saveable(out)
    session.commit(resolution)
    # What the file would not load is not written: an action given as YAML (act) may put a piece off the table.
    problems = check_battle(session.battle, session.catalogue, session.tables)
    if problems:
        said = "; ".join(f"{p.named or p.key}: {p.message}" if (p.named or p.key) else p.message for p in problems[:3])
        raise UsageError(f"{out}: not written: the battle the action leaves would not load ({said})")
    save_played(session.battle, out)


def step_said(session: BattleSession, step: str) -> str:
    """A step of the sequence of play in words, as the Phase dock and the refusals say it (``movement step 1 (road
    movement)``); an id the sequence does not know, as it is."""
    from morefire_gui.rules.sequence import SequenceError
    from morefire_gui.session.sequence_of_play import step_words

    try:
        return step_words(session.tables.sequence.place(step))
    except SequenceError:
        return step


def saved_words(out: Path, refused: bool = False) -> str:
    """The line saying what ``--apply OUT`` wrote: the action applied, or, refused, the battle as it stands."""
    if refused:
        return f"refused, so nothing applied: the battle is saved to {out} as it stands"
    return f"applied and saved to {out}"


NOT_APPLIED = "not applied: the battle file is as it was (--apply OUT writes the battle with it)"


def applied_words(out: Path | None, refused: bool = False) -> str | None:
    """The line a command that acts on a battle ends its text with: what ``--apply OUT`` wrote (:func:`saved_words`),
    or, without it, that nothing was (the result reads as done, but the battle file is not changed unless asked);
    None for an action refused without ``--apply``, which had nothing to apply."""
    if out is not None:
        return saved_words(out, refused)
    return None if refused else NOT_APPLIED


def said_refusal(resolution: Resolution, out: Path | None) -> bool:
    """Print a refused action's reason, and what ``--apply OUT`` wrote of it; False (nothing printed) when it went
    ahead."""
    if not resolution.refused:
        return False
    print(f"Refused: {resolution.refusal}")
    if (applied := applied_words(out, refused=True)) is not None:
        print(f"  {applied}")
    return True


def refused_json(resolution: Resolution) -> dict[str, Any]:
    """What every command's JSON says of a refusal (null when the action went ahead): ``refused`` (the reason) and
    ``rule``."""
    return {
        "refused": resolution.reason if resolution.refused else None,
        "rule": resolution.rule if resolution.refused else None,
    }


def said_once(resolution: Resolution, steps: Iterable[Step]) -> tuple[Step, ...]:
    """The steps a command prints beside a refusal it says on its own line: every one but a note that only says the
    refusal again (a refusal is said once; the JSON's ``steps`` keep them all)."""
    from morefire_gui.rules.explain import NoteStep

    if not resolution.refused:
        return tuple(steps)
    return tuple(s for s in steps if not (isinstance(s, NoteStep) and s.message == resolution.reason))
