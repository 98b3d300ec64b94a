"""A seeded mutator of battle files: the same seed makes the same mutants, so any failure can be made again.

Each mutant is a starting battle with one to three of these done to it:

* on the text: ``byte_flip`` (a byte changed to another, control characters and broken UTF-8 included),
  ``truncate`` (cut anywhere), ``delete_line``, ``duplicate_line``, ``swap_lines``;
* on the data (the file read, changed, written back as YAML): ``swap_values`` (two values of the file trade places),
  ``wrong_type`` (a value becomes a list, a mapping, text, yes/no, null or a number), ``out_of_range`` (a number
  becomes -1, 0, a huge or tiny one, a 5,000-digit one, .nan or .inf), ``broken_polygon`` (an outline crossed, flat,
  too short, with a point far off or thousands of points, a point of one or three numbers), ``unknown_id`` (an id, or
  a reference to one, changed to one nothing has, or to one another item already has).
"""

from __future__ import annotations

import json
import pickle
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import yaml

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # safe, and libyaml's when PyYAML has it
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
TEXT_OPERATORS = ("byte_flip", "truncate", "delete_line", "duplicate_line", "swap_lines")
DATA_OPERATORS = ("swap_values", "wrong_type", "out_of_range", "broken_polygon", "unknown_id")
OPERATORS = TEXT_OPERATORS + DATA_OPERATORS

# Keys whose values name other things: a side, a unit, a battery, a terrain piece.
REFERENCE_KEYS = (
    "id",
    "side",
    "riding_on",
    "battery",
    "target",
    "units",
    "attacker",
    "defender",
    "piece",
    "held_by",
    "owner",
    "objective",
    "type",
    "spotted_by",
)
# A number of 5,000 digits cannot even be written by Python (its limit is 4,300): a marker, replaced in the text.
HUGE = "HUGE-NUMBER-OF-5000-DIGITS"
# .nan and .inf as markers too, written out by _dump (JSON has no word for them).
NAN, INF, MINUS_INF = "\x00nan\x00", "\x00inf\x00", "\x00-inf\x00"
WEIRD_NUMBERS = (
    -1,
    0,
    -0.0,
    1e308,
    -1e308,
    1e-300,
    2**64,
    -(2**63),
    10**50,
    NAN,
    INF,
    MINUS_INF,
    HUGE,
    0.5,
    123456789.123,
    20001,
    10001,
)
WEIRD_VALUES: tuple[Any, ...] = (
    [],
    {},
    "",
    "x" * 300,
    True,
    None,
    3,
    2.5,
    [[1, 2]],
    {"a": 1},
    "2024-05-01",
    "\u202e\u0000?",
    [None],
)


@dataclass(frozen=True)
class Mutant:
    seed_name: str
    index: int
    operators: tuple[str, ...]
    data: bytes


def _leaves(data: Any) -> list[tuple[tuple[Any, ...], Any]]:
    """Every value of the data with its path (mappings and lists included, the root not), in no set order."""
    out: list[tuple[tuple[Any, ...], Any]] = []
    stack: list[tuple[tuple[Any, ...], Any]] = [((), data)]
    while stack:
        path, node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            child = (*path, key)
            out.append((child, value))
            if isinstance(value, (dict, list)):
                stack.append((child, value))
    return out


def _set(data: Any, path: tuple[Any, ...], value: Any) -> None:
    for part in path[:-1]:
        data = data[part]
    data[path[-1]] = value


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        data = data[part]
    return data


class Mutator:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)  # the harness's own chance: not the app's dice, and seeded
        self._parsed: dict[bytes, bytes] = {}  # a starting battle's text -> its data, pickled (a fast copy)

    def _load(self, text: bytes) -> Any:
        if text not in self._parsed:
            self._parsed[text] = pickle.dumps(yaml.load(text, Loader=_LOADER))
        return pickle.loads(self._parsed[text])

    # -- on the text -----------------------------------------------------------------------------------------------
    def byte_flip(self, text: bytes) -> bytes:
        data = bytearray(text)
        for _ in range(self.rng.randint(1, 4)):
            i = self.rng.randrange(len(data))
            data[i] = self.rng.choice(
                [
                    0,
                    7,
                    9,
                    10,
                    13,
                    27,
                    0x22,
                    0x27,
                    0x2D,
                    0x3A,
                    0x5B,
                    0x7B,
                    0x7F,
                    0x80,
                    0xC3,
                    0xFF,
                    self.rng.randrange(256),
                ]
            )
        return bytes(data)

    def truncate(self, text: bytes) -> bytes:
        return text[: self.rng.randrange(len(text))]

    def _lines(self, text: bytes) -> list[bytes]:
        return text.split(b"\n")

    def delete_line(self, text: bytes) -> bytes:
        lines = self._lines(text)
        del lines[self.rng.randrange(len(lines))]
        return b"\n".join(lines)

    def duplicate_line(self, text: bytes) -> bytes:
        lines = self._lines(text)
        i = self.rng.randrange(len(lines))
        lines.insert(i, lines[i])
        return b"\n".join(lines)

    def swap_lines(self, text: bytes) -> bytes:
        lines = self._lines(text)
        i, j = self.rng.randrange(len(lines)), self.rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
        return b"\n".join(lines)

    # -- on the data -------------------------------------------------------------------------------------------------
    def swap_values(self, data: Any) -> None:
        leaves = _leaves(data)
        (a, va), (b, vb) = self.rng.sample(leaves, 2)
        if a[: len(b)] == b or b[: len(a)] == a:
            return  # one inside the other
        _set(data, a, vb)
        _set(data, b, va)

    def wrong_type(self, data: Any) -> None:
        path, _ = self.rng.choice(_leaves(data))
        _set(data, path, self.rng.choice(WEIRD_VALUES))

    def out_of_range(self, data: Any) -> None:
        numbers = [p for p, v in _leaves(data) if isinstance(v, (int, float)) and not isinstance(v, bool)]
        if numbers:
            _set(data, self.rng.choice(numbers), self.rng.choice(WEIRD_NUMBERS))

    def broken_polygon(self, data: Any) -> None:
        shapes = [p for p, v in _leaves(data) if p and p[-1] in ("polygon", "line") and isinstance(v, list) and v]
        if not shapes:
            return
        path = self.rng.choice(shapes)
        points = [list(p) if isinstance(p, list) else p for p in _get(data, path)]
        how = self.rng.randrange(8)
        if how == 0 and len(points) >= 4:  # crossed: a bow-tie
            points[1], points[2] = points[2], points[1]
        elif how == 1:  # flat: every point on one line
            points = [[i, i] for i in range(len(points))]
        elif how == 2:
            points = points[:2]
        elif how == 3:  # a point far off the table
            points[self.rng.randrange(len(points))] = [self.rng.choice([1e6, -1e5, 99999.9]), 5]
        elif how == 4:  # thousands of points, just over the limit or well under it
            n = self.rng.choice([3000, 20001, 50001])
            points = [[10 + 5 * (i / n), 10 + (i % 2) * 0.001] for i in range(n)]
        elif how == 5:
            points[0] = [1]
        elif how == 6:
            points[0] = [1, 2, 3]
        else:  # the same point over and over
            points = [points[0]] * len(points)
        _set(data, path, points)

    def unknown_id(self, data: Any) -> None:
        refs = [p for p, v in _leaves(data) if p and p[-1] in REFERENCE_KEYS and isinstance(v, (str, list))]
        if not refs:
            return
        path = self.rng.choice(refs)
        ids = [v for p, v in _leaves(data) if p and p[-1] == "id" and isinstance(v, str)]
        value = self.rng.choice(["nobody", "x" * 65, "has space", self.rng.choice(ids) if ids else "dup", ""])
        _set(data, path, [value] if isinstance(_get(data, path), list) else value)

    # -- a mutant ----------------------------------------------------------------------------------------------------
    def mutate(self, text: bytes, seed_name: str, index: int) -> Mutant:
        ops = tuple(self.rng.choice(OPERATORS) for _ in range(self.rng.choice((1, 1, 1, 2, 3))))
        original = text
        data: Any = None
        for op in ops:
            if op in TEXT_OPERATORS:
                if data is not None:
                    text = _dump(data)
                    data = None
                text = getattr(self, op)(text) if text else text
            else:
                if data is None:
                    try:
                        data = self._load(text) if text is original else yaml.load(text, Loader=_LOADER)
                    except (yaml.YAMLError, ValueError):
                        continue  # an earlier change broke the YAML: this one has nothing to work on
                if isinstance(data, (dict, list)) and _leaves(data):
                    method: Callable[[Any], None] = getattr(self, op)
                    method(data)
        if data is not None:
            text = _dump(data)
        return Mutant(seed_name, index, ops, text)


_SPECIAL = {NAN: ".nan", INF: ".inf", MINUS_INF: "-.inf", HUGE: "9" * 5000}


def _plain(value: Any) -> Any:
    """The data with keys JSON cannot write (a date as a key, say) made text."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _dump(data: Any) -> bytes:
    """The data as YAML, as the app lays a battle out (a top-level key a line, or a list with an item a line), each
    value in YAML's flow style written by the JSON encoder: a hundred times faster than PyYAML's representer, for
    the stress battle's thousands of pieces. JSON's text is YAML's double-quoted text."""

    def flow(value: Any) -> str:
        try:
            text = json.dumps(value, ensure_ascii=False, default=str)
        except (TypeError, ValueError):
            text = json.dumps(_plain(value), ensure_ascii=False, default=str)
        for marker, token in _SPECIAL.items():
            text = text.replace(json.dumps(marker, ensure_ascii=False), token)
        return text

    if not isinstance(data, dict):
        return (flow(data) + "\n").encode("utf-8")
    lines = []
    for key, value in data.items():
        name = flow(str(key))
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            lines.append(f"{name}:")
            lines.extend(f"  - {flow(item)}" for item in value)
        else:
            lines.append(f"{name}: {flow(value)}")
    return ("\n".join(lines) + "\n").encode("utf-8")
