"""The kinds of number a battle file holds, each with its range, and the kinds of id.

Every number in the file has a range (docs/battle-format.md, "Numbers and their ranges"), wide enough for any game
and narrow enough that no value can make the app's work grow without bound: a 4,000-digit turn, a seed of -1 or a
scale of 1e-300 yards to the inch is refused at its line, where it is read. The model modules share these types
rather than each writing its own copy.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from morefire_gui.ids import ID_PATTERN as ID_PATTERN  # one spelling of an id, the catalogue's too

# A point may lie off the table (a road runs off an edge, a wood is cut by it), but not further than this from the
# table's corner, in table units: ten times the largest table.
MAX_COORDINATE = 100_000.0
MAX_TABLE = 10_000.0  # the table's width and depth, table units (a 72 x 48 in table is a usual one)
MAX_PROPORTION = 4.0
"""A generated table's longer side is at most this many times its shorter (a 6 by 4 ft table is 1.5, an 8 by 2 ft
one 4). The pieces are laid out to the shorter side's scale, so a longer table holds more of them: 4 to 1 is laid out
in about a second, 6 to 1 took up to 7 s, 15 to 1 up to 8 s with 3,000 pieces, and 200 to 1 minutes, for a town too
small to keep. Kept here, not with the generator, so that a command reads it without loading the generator."""
MAX_YARDS = 100_000.0  # every distance and height in yards (57 miles; a 6 x 4 ft table at 1:100 is 7,200 yards)
MAX_TURN = 10_000  # a turn is 30 seconds: 83 hours of battle
MAX_DEGREES = 36_000.0  # a facing or heading, any number of turns either way up to a hundred, kept within 0-360
MAX_SEED = 2**64 - 1  # the dice's seed: 0 to 2**64 - 1, what a 64-bit random source takes
MAX_GUNS = 24  # a battery's guns (4.11): the battery dialog offers 1-24
MAX_CALIBRE_MM = 1_000.0  # the largest naval guns were 460 mm; Dora 800 mm
MAX_YARDS_PER_INCH = 10_000.0
MIN_YARDS_PER_INCH = 1.0  # the smallest scale a custom scale may have: the New Battle dialog's 1 yard to the inch
MIN_YEAR, MAX_YEAR = 1939, 1947  # a battle's year: the scenario system's Table I runs 1939-1945, the catalogue to 1947
MAX_RECORDS = 10_000_000  # the number of a log entry or an action of the record (within the budget of values)
MAX_COUNT = 10_000  # a count with no rule of its own (points, an airstrike's runs, a roll's modified value)
MAX_NUMBERED = 1_000  # a registration point's number (the rules allow 1-10, checked against the tables)
# The points of one polygon or line: a hand-drawn river has a few hundred, an outline traced from a map thousands;
# line of sight is held to its bound across a polygon of this many (benchmarks/, docs/performance.md).
MAX_VERTICES = 50_000
# The strips of roads and rivers are built from their lines, in a time that grows with their points and, for a line
# that crosses itself over and over, with the square of its length: so the lines of a battle hold at most this many
# points together, and each is at most this many times the table's diagonal long (the stress battle's longest road
# is one diagonal; a river winding across a table, three).
MAX_LINE_POINTS = 20_000
MAX_LINE_DIAGONALS = 20

Coordinate = Annotated[float, Field(ge=-MAX_COORDINATE, le=MAX_COORDINATE, allow_inf_nan=False)]
Point = tuple[Coordinate, Coordinate]
Outline = Annotated[tuple[Point, ...], Field(max_length=MAX_VERTICES)]
Size = Annotated[float, Field(gt=0, le=MAX_TABLE, allow_inf_nan=False)]  # a length in table units
Yards = Annotated[float, Field(ge=0, le=MAX_YARDS, allow_inf_nan=False)]
PositiveYards = Annotated[float, Field(gt=0, le=MAX_YARDS, allow_inf_nan=False)]
Degrees = Annotated[float, Field(ge=-MAX_DEGREES, le=MAX_DEGREES, allow_inf_nan=False)]
Turn = Annotated[int, Field(ge=1, le=MAX_TURN)]
TurnCount = Annotated[int, Field(ge=0, le=MAX_TURN)]
Count = Annotated[int, Field(ge=0, le=MAX_COUNT)]
PositiveCount = Annotated[int, Field(gt=0, le=MAX_COUNT)]
Signed = Annotated[int, Field(ge=-MAX_COUNT, le=MAX_COUNT)]
ShiftYards = Annotated[int, Field(ge=-int(MAX_YARDS), le=int(MAX_YARDS))]
Numbered = Annotated[int, Field(ge=1, le=MAX_NUMBERED)]
Seed = Annotated[int, Field(ge=0, le=MAX_SEED)]

Identifier = Annotated[str, Field(min_length=1, max_length=64, pattern=ID_PATTERN)]

# Text has a length too: the window shows every title and name (a 15 MB title took a gigabyte to show).
MAX_NAME = 200  # a name: of a side, a piece, a unit, a battery, an aircraft, a location
MAX_TITLE = 500  # the battle's title
MAX_TEXT = 10_000  # a paragraph: a log entry's summary, a briefing's rules and guidelines
Name = Annotated[str, Field(max_length=MAX_NAME)]
Title = Annotated[str, Field(max_length=MAX_TITLE)]
Text = Annotated[str, Field(max_length=MAX_TEXT)]
