"""The answer of a check: :class:`LosResult` (clear, the range, the blockers in order and why, the pieces that let the
line through), its explanation written from the facts only when first read; :class:`Sight`, the answer of a basic
check settled from its crossings, the full result made when asked; and :func:`_result`, which puts a check's
blockers in the reference's order."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from morefire_gui.geometry.los.facts import _JUNGLE_IGNORED, BlockFact, IgnoreFact, _Line
from morefire_gui.geometry.los.reasons import _blocker_reason, _ignored_reason
from morefire_gui.geometry.shapes import XY
from morefire_gui.model.terms import TerrainKind


@dataclass(frozen=True)
class Blocker:
    """A piece that blocks the line, where it first does, and why."""

    piece: str
    kind: TerrainKind
    at: XY
    distance: float  # from the start of the line, table units
    reason: str
    rule: str = "2.1"


@dataclass(frozen=True)
class Ignored:
    """A piece the line touches that does not block it, and the rule that lets the line through."""

    piece: str
    kind: TerrainKind
    reason: str
    rule: str = "2.1"


class _Explained:
    """What a result needs to write its explanation when first asked: the facts, the pieces and the line (or what
    makes it: a basic check settled from the crossings alone never needs one until then)."""

    __slots__ = ("_line", "blocks", "ids", "ignores", "pieces")

    def __init__(
        self,
        pieces: Sequence[Any],
        line: _Line | tuple[Any, ...],
        blocks: list[BlockFact],
        ids: list[str],
        ignores: list[IgnoreFact],
    ) -> None:
        self.pieces = pieces
        self._line = line
        self.blocks = blocks  # in order along the line, then by id
        self.ids = ids  # of the blockers
        self.ignores = ignores

    @property
    def line(self) -> _Line:
        if not isinstance(self._line, _Line):
            self._line = _Line(*self._line)
        return self._line

    def blockers(self) -> tuple[Blocker, ...]:
        out = []
        for (t, k, why, detail), pid in zip(self.blocks, self.ids):
            piece = self.pieces[k]
            out.append(
                Blocker(pid, piece.kind, self.line.point_at(t), t, _blocker_reason(why, detail, piece, t, self.line))
            )
        return tuple(out)

    def ignored(self) -> tuple[Ignored, ...]:
        # The reference lists pieces in the battle's order, jungle last (it is judged once all is seen).
        facts = sorted(self.ignores, key=lambda f: (f[1] in _JUNGLE_IGNORED, f[0]))
        out = []
        for k, why, detail in facts:
            piece = self.pieces[k]
            out.append(Ignored(piece.id, piece.kind, _ignored_reason(why, detail, piece, self.line)))
        return tuple(out)


class _Written:
    """The blockers and the pieces that let the line through, of one result: given, or written out from the facts
    when first read (most checks are only asked whether they are clear), the facts themselves worked out then too
    for a check settled from its crossings alone (``later``). A memo, not a part of the answer: it is written once
    and never changes what the result says."""

    __slots__ = ("_blockers", "_explained", "_ignored", "_kinds", "_later", "_order", "ids")

    def __init__(
        self,
        explained: _Explained | None = None,
        blockers: tuple[Blocker, ...] | None = None,
        ignored: tuple[Ignored, ...] | None = None,
        later: tuple[Callable[[], _Explained | None], list[str], list[int], list[TerrainKind]] | None = None,
    ) -> None:
        self._explained = explained
        self._blockers = blockers
        self._ignored = ignored
        self._later: Callable[[], _Explained | None] | None
        self._order: list[int] | None
        self._kinds: list[TerrainKind] | None
        self.ids: list[str] | None
        if later is not None:
            # The facts worked out when first needed; the blockers' ids, pieces and every piece's kind now.
            self._later, self.ids, self._order, self._kinds = later
        else:
            self._later = self._order = self._kinds = None
            self.ids = explained.ids if explained is not None else None

    def kinds(self) -> list[TerrainKind] | None:
        """The blockers' kinds, when known without the facts."""
        if self._order is None or self._kinds is None:
            return None
        kinds = self._kinds
        return [kinds[k] for k in self._order]

    @property
    def explained(self) -> _Explained | None:
        if self._later is not None:
            self._explained = self._later()
            self._later = None
        return self._explained

    def blockers(self) -> tuple[Blocker, ...]:
        if self._blockers is None:
            self._blockers = self.explained.blockers() if self.explained is not None else ()
        return self._blockers

    def ignored(self) -> tuple[Ignored, ...]:
        if self._ignored is None:
            self._ignored = self.explained.ignored() if self.explained is not None else ()
        return self._ignored

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Written):
            return NotImplemented
        return self.blockers() == other.blockers() and self.ignored() == other.ignored()

    def __hash__(self) -> int:
        return hash((self.blockers(), self.ignored()))


_NOTHING_WRITTEN = _Written(blockers=(), ignored=())


@dataclass(frozen=True, slots=True, init=False, repr=False)
class LosResult:
    """The answer of one check: ``clear``, the range, the blockers (in order along the line, each with where and
    why) and the pieces that let the line through (with the rule), the first blocked point, and in advanced
    line of sight the height of the sight line at each end.

    ``blockers`` and ``ignored`` are written out on first access; ``clear``, the range, ``first_block`` and
    ``blocker_ids`` are known as soon as the check returns. Two results are equal when they say the same."""

    start: XY
    end: XY
    clear: bool
    range_table: float
    range_yards: float
    advanced: bool
    first_block: XY | None
    eye_start: float | None  # advanced: height of the sight line at each end, yards
    eye_end: float | None
    _written: _Written = field(default=_NOTHING_WRITTEN)

    def __init__(
        self,
        start: XY,
        end: XY,
        clear: bool,
        range_table: float,
        range_yards: float,
        blockers: tuple[Blocker, ...] = (),
        ignored: tuple[Ignored, ...] = (),
        advanced: bool = False,
        first_block: XY | None = None,
        eye_start: float | None = None,
        eye_end: float | None = None,
        *,
        _written: _Written | None = None,
    ) -> None:
        s = object.__setattr__  # the frozen dataclass's own way to set its fields in __init__
        s(self, "start", start)
        s(self, "end", end)
        s(self, "clear", clear)
        s(self, "range_table", range_table)
        s(self, "range_yards", range_yards)
        s(self, "advanced", advanced)
        s(self, "first_block", first_block)
        s(self, "eye_start", eye_start)
        s(self, "eye_end", eye_end)
        s(self, "_written", _written or _Written(blockers=tuple(blockers), ignored=tuple(ignored)))

    @classmethod
    def _of(
        cls,
        start: XY,
        end: XY,
        length: float,
        ypu: float,
        advanced: bool,
        eyes: tuple[float | None, float | None],
        explained: _Explained | None,
        ids: list[str],
    ) -> LosResult:
        """A result whose blockers and ignored pieces are written out from ``explained`` when first read."""
        first_block = None
        if ids and explained:
            t = explained.blocks[0][0]  # _Line.point_at, as written there
            first_block = (start[0] + (end[0] - start[0]) / length * t, start[1] + (end[1] - start[1]) / length * t)
        written = _Written(explained) if explained else _NOTHING_WRITTEN
        return cls(
            start, end, not ids, length, length * ypu, (), (), advanced, first_block, eyes[0], eyes[1], _written=written
        )

    def __reduce__(self) -> tuple[Any, ...]:
        # Copied or pickled written out, as the plain result it is.
        return (
            LosResult,
            (
                self.start,
                self.end,
                self.clear,
                self.range_table,
                self.range_yards,
                self.blockers,
                self.ignored,
                self.advanced,
                self.first_block,
                self.eye_start,
                self.eye_end,
            ),
        )

    @property
    def blockers(self) -> tuple[Blocker, ...]:
        return self._written.blockers()

    @property
    def ignored(self) -> tuple[Ignored, ...]:
        return self._written.ignored()

    @property
    def blocker_ids(self) -> list[str]:
        ids = self._written.ids
        return list(ids) if ids is not None else [b.piece for b in self.blockers]

    @property
    def blocker_kinds(self) -> list[tuple[str, TerrainKind]]:
        """The blockers' ids and kinds, in order, without writing out their reasons (the ruler's label)."""
        written = self._written
        kinds = written.kinds()
        if kinds is not None and written.ids is not None:
            return list(zip(written.ids, kinds))
        explained = written.explained
        if explained is not None:
            return [(pid, explained.pieces[b[1]].kind) for b, pid in zip(explained.blocks, explained.ids)]
        return [(b.piece, b.kind) for b in self.blockers]

    @property
    def blocker_tuple(self) -> tuple[str, ...]:
        """The blockers' ids, in order, as a tuple (no copy of a list)."""
        ids = self._written.ids
        return tuple(ids) if ids is not None else tuple(b.piece for b in self.blockers)

    @property
    def ignored_ids(self) -> list[str]:
        return [i.piece for i in self.ignored]

    def __repr__(self) -> str:
        said = (
            ("start", self.start),
            ("end", self.end),
            ("clear", self.clear),
            ("range_table", self.range_table),
            ("range_yards", self.range_yards),
            ("blockers", self.blockers),
            ("ignored", self.ignored),
            ("advanced", self.advanced),
            ("first_block", self.first_block),
            ("eye_start", self.eye_start),
            ("eye_end", self.eye_end),
        )
        return f"LosResult({', '.join(f'{name}={value!r}' for name, value in said)})"

    def explain(self) -> list[str]:
        lines = [
            f"range {self.range_yards:.0f} yd ({self.range_table:.1f} table units, centre to centre)",
            "line of sight clear" if self.clear else "line of sight blocked",
        ]
        if self.advanced and self.eye_start is not None and self.eye_end is not None:
            lines.append(
                f"advanced elevation (rule 2.1): sight line from {self.eye_start:g} yd to "
                f"{self.eye_end:g} yd above the table"
            )
        lines += [f"blocked by {b.kind.value} {b.piece}: {b.reason}" for b in self.blockers]
        lines += [f"not blocked by {i.kind.value} {i.piece}: {i.reason}" for i in self.ignored]
        return lines


def _result(
    pieces: Sequence[Any],
    start: XY,
    end: XY,
    line: _Line | tuple[Any, ...],
    length: float,
    ypu: float,
    adv: bool,
    eyes: tuple[float | None, float | None],
    blocks: list[BlockFact],
    ignores: list[IgnoreFact],
    in_order: bool = False,
) -> LosResult:
    """The result: blockers in order along the line, then by id (as rule 2.1's explanation lists them).
    ``in_order``: ``blocks`` are so already, at distinct distances. ``line``: the line, or the arguments that make
    it when the explanation is written."""
    if not in_order and len(blocks) > 1:
        blocks.sort(key=_distance)
        if len({b[0] for b in blocks}) < len(blocks):  # blockers at one distance: by id
            blocks.sort(key=lambda b: (b[0], pieces[b[1]].id))
    ids = [pieces[b[1]].id for b in blocks]
    explained = _Explained(pieces, line, blocks, ids, ignores) if (blocks or ignores) else None
    return LosResult._of(start, end, length, ypu, adv, eyes, explained, ids)


def _distance(fact: BlockFact) -> float:
    return fact[0]


class Sight:
    """The answer of a check settled from its crossings (:func:`sight`): clear, the blockers' ids in order, the first
    blocked point and the range, known now; the full :class:`LosResult`, with every reason, made when asked
    (:meth:`result`). Most are basic; one in advanced line of sight has the heights of the sight line at its ends
    (``eyes``)."""

    __slots__ = (
        "_eyes",
        "_later",
        "_made",
        "_order",
        "blockers",
        "end",
        "first_block",
        "kinds",
        "range_table",
        "range_yards",
        "start",
    )

    def __init__(
        self,
        start: XY,
        end: XY,
        blockers: list[str],
        order: list[int],
        kinds: list[TerrainKind],
        first_block: XY | None,
        length: float,
        ypu: float,
        later: Callable[[], _Explained | None],
        eyes: tuple[float, float] | None = None,
    ) -> None:
        self.start, self.end, self.blockers, self._order, self.kinds = start, end, blockers, order, kinds
        self._eyes = eyes
        self.first_block, self.range_table, self.range_yards, self._later = first_block, length, length * ypu, later
        self._made: LosResult | None = None

    @property
    def clear(self) -> bool:
        return not self.blockers

    def result(self) -> LosResult:
        if self._made is None:
            self._made = self._make()
        return self._made

    def _make(self) -> LosResult:
        written = _Written(later=(self._later, self.blockers, self._order, self.kinds))
        return LosResult(
            self.start,
            self.end,
            not self.blockers,
            self.range_table,
            self.range_yards,
            (),
            (),
            self._eyes is not None,
            self.first_block,
            *(self._eyes or (None, None)),
            _written=written,
        )
