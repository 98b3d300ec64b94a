"""Where the board draws its counters and labels at a zoom, so that none covers another: a layout in pixels.

Every mark is a rectangle in *scene pixels* (table units times the view's pixels per unit; the view never rotates,
so a scroll moves them all alike). The layout takes, in this order:

1. **fixed marks**: what stands where it stands and is never moved (a registration point's crosshair, a hill's
   level, a victory point flag or a gathering of flags, a counter drawn at its true size);
2. **counters** drawn larger than their footprint (the minimum size on screen): each goes where its unit stands if
   nothing is there, else to the nearest free place, slid just clear of what covers it or on rings around it (the
   board draws a leader line to the true footprint); one with no free place within
   :data:`MAX_SHIFT_SIZES` counter sizes joins the stack of the counter it falls on (the stack shows how many);
3. **labels**: each takes the first of its places that nothing placed before covers; one that names a mark
   (``anchor``: a victory point flag, a landing's zone) with none free, the free place nearest its first all round
   the mark within its ``reach``, each form of its text in turn, the whole first (:func:`_free_near`); a counter's
   name with none free is slid along a side of its counter, still touching it (:func:`_slid_beside`); else it is
   hidden (it shows when the mouse is on its counter or flag); a label drawn under the counters (a landed barrage's caption) with no free
   place takes one slid onto the table, else the one on the table no label and no counter is in, else it is hidden.

Labels are taken by :func:`label_rank`, the documented priority (docs/architecture.md, "Counters and labels"):

1. the labels of selected counters;
2. the victory point flags' values, the most valuable first;
3. counters' names, the most valuable counter first (catalogue points), destroyed counters after the rest;
4. the captions of the barrages landed this turn, then the deployment zones' captions (the zone is drawn whatever
   happens to its caption, and its tooltip names it).

Qt-free: the board (gui/board/scene.py) turns its items into these values and back.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np

__all__ = [
    "MAX_SHIFT_SIZES",
    "Box",
    "BoxIndex",
    "CounterMark",
    "FixedMark",
    "LabelMark",
    "Layout",
    "Leader",
    "caption_leader",
    "caption_place",
    "clear_place",
    "label_rank",
    "lay_out",
    "places_around",
]

PAD = 1.0  # pixels kept between two marks
MAX_SHIFT_SIZES = 3.0  # a counter moves at most this many of its sizes from its unit before it stacks
_CELL = 48.0  # the index's cell, in pixels
_SEARCH_LIMIT = 160  # places tried around one counter before it stacks (a crowd seen from far away)
LEADER_MARGIN = 2.0  # pixels a caption's leader keeps off every counter, name and mark but the one it ends on
_LEADER_DIRECTIONS = 2048  # directions round a leader's point a leader is looked at in


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle in scene pixels."""

    x0: float
    y0: float
    x1: float
    y1: float

    @classmethod
    def centred(cls, x: float, y: float, w: float, h: float) -> Box:
        return cls(x - w / 2, y - h / 2, x + w / 2, y + h / 2)

    @property
    def w(self) -> float:
        return self.x1 - self.x0

    @property
    def h(self) -> float:
        return self.y1 - self.y0

    @property
    def centre(self) -> tuple[float, float]:
        return ((self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2)

    def overlaps(self, other: Box, pad: float = 0.0) -> bool:
        return (
            self.x0 < other.x1 + pad
            and other.x0 < self.x1 + pad
            and self.y0 < other.y1 + pad
            and other.y0 < self.y1 + pad
        )

    def moved(self, dx: float, dy: float) -> Box:
        return Box(self.x0 + dx, self.y0 + dy, self.x1 + dx, self.y1 + dy)

    def united(self, other: Box) -> Box:
        return Box(min(self.x0, other.x0), min(self.y0, other.y0), max(self.x1, other.x1), max(self.y1, other.y1))


class BoxIndex:
    """The marks placed so far, in a grid of cells, for "what covers this box?" without looking at every mark."""

    def __init__(self) -> None:
        self._cells: dict[tuple[int, int], list[tuple[Box, str]]] = {}

    @staticmethod
    def _span(box: Box, pad: float) -> Iterable[tuple[int, int]]:
        for i in range(math.floor((box.x0 - pad) / _CELL), math.floor((box.x1 + pad) / _CELL) + 1):
            for j in range(math.floor((box.y0 - pad) / _CELL), math.floor((box.y1 + pad) / _CELL) + 1):
                yield i, j

    def add(self, box: Box, key: str) -> None:
        entry = (box, key)  # one entry in every cell it spans: what covers a box is told once (covering)
        for cell in self._span(box, 0.0):
            self._cells.setdefault(cell, []).append(entry)

    def covering(self, box: Box, pad: float = PAD) -> list[tuple[Box, str]]:
        seen: set[int] = set()
        out: list[tuple[Box, str]] = []
        for cell in self._span(box, pad):
            for entry in self._cells.get(cell, ()):
                if id(entry) not in seen and entry[0].overlaps(box, pad):
                    seen.add(id(entry))
                    out.append(entry)
        return out

    def free_xy(self, x0: float, y0: float, x1: float, y1: float, pad: float = PAD) -> bool:
        """:meth:`free` for a box given by its corners (the layout's search tries many)."""
        cells = self._cells
        for i in range(math.floor((x0 - pad) / _CELL), math.floor((x1 + pad) / _CELL) + 1):
            for j in range(math.floor((y0 - pad) / _CELL), math.floor((y1 + pad) / _CELL) + 1):
                for other, _ in cells.get((i, j), ()):
                    if other.x0 < x1 + pad and x0 < other.x1 + pad and other.y0 < y1 + pad and y0 < other.y1 + pad:
                        return False
        return True

    def free(self, box: Box, pad: float = PAD) -> bool:
        for cell in self._span(box, pad):
            for other, _ in self._cells.get(cell, ()):
                if other.overlaps(box, pad):
                    return False
        return True


@dataclass(frozen=True)
class FixedMark:
    """A mark that stands where it stands; ``read``, one read as a name is (the table's grid numbers beside it, the
    circled E where a road leaves it): a tool's caption keeps off it as off the names, even on a board too crowded to
    keep off the rest, and its leader even where it cannot keep off the rest (the counters and labels are laid out
    without it)."""

    key: str
    box: Box
    read: bool = False


@dataclass(frozen=True)
class CounterMark:
    """A counter: where its unit stands (``at``), its size, its place in the order; ``fixed``, the box of a counter
    drawn on its footprint (at its true size), which is never moved."""

    key: str
    at: tuple[float, float]
    w: float
    h: float
    rank: tuple[object, ...] = ()
    fixed: Box | None = None


@dataclass(frozen=True)
class LabelMark:
    """A label: its size and its ``places`` (boxes, the first preferred), or ``owner``, the counter whose placed box
    it goes around (:func:`places_around`); ``under``, one drawn under the counters."""

    key: str
    w: float
    h: float
    rank: tuple[object, ...] = ()
    places: tuple[Box, ...] = ()
    owner: str | None = None
    # Drawn under the counters (a landed barrage's caption): with none of its places free, it takes one slid onto the
    # table, else one on the table that covers no label placed before it and no counter (they are drawn over it), the
    # fewest marks, else it is hidden.
    under: bool = False
    # What it names (a flag, a zone's circle) and how far off it it may stand, in pixels: with none of its places
    # free, each of its forms (its places of one width, the whole first) is tried all round ``anchor`` out to
    # ``reach`` (:func:`_free_near`) before a shorter form, and before it is hidden.
    anchor: Box | None = None
    reach: float = 0.0


@dataclass
class Layout:
    """Where each counter went (its box; a stacked counter is under ``stacked_on``), each label (None: hidden)."""

    counters: dict[str, Box] = field(default_factory=dict)
    stacked_on: dict[str, str] = field(default_factory=dict)
    labels: dict[str, Box | None] = field(default_factory=dict)
    # Everything placed (the fixed marks, the counters drawn, the labels shown): what a caption drawn over the board
    # while a tool is used keeps off (:func:`clear_place`).
    taken: BoxIndex = field(default_factory=BoxIndex)
    names: BoxIndex = field(default_factory=BoxIndex)  # the labels shown alone, and the fixed marks read as names
    name_keys: frozenset[str] = frozenset()  # and their keys
    read: tuple[Box, ...] = ()  # the fixed marks read as names
    # What of a viewport the marks taken cover, a grid of cells made once for each viewport a caption is placed on
    # (:func:`_taken_grid`): a drag places its caption on every mouse move, on the same viewport.
    grids: dict[tuple[float, ...], tuple[Box, np.ndarray]] = field(default_factory=dict, repr=False)
    # And, made when a caption's leader is first looked at on it, what a leader keeps off (:func:`_leader_marks`).
    leader_marks: dict[tuple[float, ...], _LeaderMarks] = field(default_factory=dict, repr=False)
    # And what a leader keeps off whatever else it meets (:func:`_own_marks`), for each viewport and target.
    own_marks: dict[tuple[object, ...], _LeaderMarks] = field(default_factory=dict, repr=False)
    # And where a caption of a size is free on it (:func:`_free_places`), for each viewport and size.
    free_places: dict[tuple[float, ...], tuple[Box, np.ndarray, np.ndarray, np.ndarray]] = field(
        default_factory=dict, repr=False
    )
    # And where the leader of a caption placed at a box leaves it, when it was found clear of the names only from
    # another point than the nearest (:func:`_off_own_names`): for each leader and box.
    routes: dict[tuple[float, ...], tuple[float, float] | None] = field(default_factory=dict, repr=False)
    # And where a caption whose leader must cross names went (:func:`_fewest_free`, :func:`_fewest_crossing_over`),
    # for each viewport, leader, caption's sizes and what it keeps off: a caption is placed again at each paint.
    fewest: dict[tuple[object, ...], tuple[int, Box] | None] = field(default_factory=dict, repr=False)

    def stack_of(self, key: str) -> list[str]:
        return [k for k, on in self.stacked_on.items() if on == key]

    def counter_at(self, x: float, y: float) -> str | None:
        """The counter drawn at a point (scene pixels), if any."""
        for key, box in self.counters.items():
            if box.x0 <= x <= box.x1 and box.y0 <= y <= box.y1:
                return key
        return None


@dataclass(frozen=True)
class Leader:
    """The thin leader a tool's caption is drawn with when it stands away from what it names (gui/board/label_place.py,
    ``leader``): from the point of the caption's box nearest ``point`` to ``point`` (to the edge of the circle of
    ``radius`` round it, a zone's), when the box stands farther than ``reach`` off. Where a caption goes, its leader
    keeps :data:`LEADER_MARGIN` off every counter, name and mark but the one at its end (the counter it names);
    ``own``, the names shown of what it names, which neither the caption nor its leader ever crosses."""

    point: tuple[float, float]
    reach: float
    radius: float = 0.0
    own: tuple[Box, ...] = ()
    # Drawn by a caption's own route (:func:`caption_leader`: the line of fire's, a zone's): on a crowded board it
    # keeps off every name first where it may (:func:`_off_own_names`). The ruler's is drawn from the nearest point.
    routed: bool = False


def label_rank(group: int, value: float = 0.0, key: str = "", later: bool = False) -> tuple[object, ...]:
    """A label's place in the order the layout takes them (the module's priority): ``group`` 1 selected counters,
    2 victory point flags, 3 counters, 4 landed barrages' and zones' captions; within a group the higher ``value`` first, ``later`` (a
    destroyed counter) after the rest, then the ``key``, so that the same board always lays out the same."""
    return (group, later, -value, key)


def places_around(box: Box, w: float, h: float, gap: float = 1.0) -> tuple[Box, ...]:
    """A label's places around its counter, the first preferred: under it, over it, to its right, to its left, then
    the four corners, then a line further out under and over it."""
    cx, cy = box.centre
    below = Box(cx - w / 2, box.y1 + gap, cx + w / 2, box.y1 + gap + h)
    above = Box(cx - w / 2, box.y0 - gap - h, cx + w / 2, box.y0 - gap)
    right = Box(box.x1 + gap, cy - h / 2, box.x1 + gap + w, cy + h / 2)
    left = Box(box.x0 - gap - w, cy - h / 2, box.x0 - gap, cy + h / 2)
    corners = (
        Box(box.x1 + gap, box.y1 + gap, box.x1 + gap + w, box.y1 + gap + h),
        Box(box.x0 - gap - w, box.y1 + gap, box.x0 - gap, box.y1 + gap + h),
        Box(box.x1 + gap, box.y0 - gap - h, box.x1 + gap + w, box.y0 - gap),
        Box(box.x0 - gap - w, box.y0 - gap - h, box.x0 - gap, box.y0 - gap),
    )
    further = (below.moved(0, h + gap), above.moved(0, -h - gap))
    return (below, above, right, left, *corners, *further)


def _slid_beside(owner: Box, sides: Sequence[Box], index: BoxIndex, bounds: Box | None) -> Box | None:
    """A counter's name where none of its places is free: one of the places on its sides (under, over, right, left)
    slid along that side just clear of what covers it, so far as the name still touches the counter at least at a
    corner (read as its counter's as the corner places are); the smallest slide, the first side of equals. Only the
    marks covering each side are tried (a few), so a crowd seen from far away costs little (docs/performance.md)."""
    best: tuple[float, int, Box] | None = None
    for n, side in enumerate(sides):
        along_x = n < 2  # under and over slide left and right; right and left slide up and down
        reach = (side.w + owner.w) / 2 if along_x else (side.h + owner.h) / 2
        for other, _ in index.covering(side):
            if along_x:
                shifts = (other.x1 + PAD * 1.01 - side.x0, other.x0 - PAD * 1.01 - side.x1)
            else:
                shifts = (other.y1 + PAD * 1.01 - side.y0, other.y0 - PAD * 1.01 - side.y1)
            for shift in shifts:
                if abs(shift) > reach or (best is not None and (abs(shift), n) >= best[:2]):
                    continue
                box = side.moved(shift, 0.0) if along_x else side.moved(0.0, shift)
                if _inside(box, bounds) and index.free(box):
                    best = (abs(shift), n, box)
    return None if best is None else best[2]


def _forms(places: Sequence[Box]) -> list[list[Box]]:
    """A label's places grouped by their width, in their order: each form of its text (the whole first)."""
    forms: dict[float, list[Box]] = {}
    for p in places:
        forms.setdefault(round(p.w, 1), []).append(p)
    return list(forms.values())


def _free_near(anchor: Box, first: Box, reach: float, index: BoxIndex, bounds: Box | None) -> Box | None:
    """A box the size of ``first`` that nothing placed covers, all round ``anchor`` (what the label names) at most
    ``reach`` pixels off it: on rings a few pixels apart, the nearest ring first, and on each ring the place nearest
    ``first`` first (the label's preferred place), slid along every side of the ring so that it still faces
    ``anchor``. A few hundred tries at most, and only for a label none of whose places is free."""
    w, h = first.w, first.h
    fx, fy = first.centre
    step = max(2.0, min(w, h) / 2)
    gap = 1.0
    while gap <= reach:
        ring = Box(anchor.x0 - gap, anchor.y0 - gap, anchor.x1 + gap, anchor.y1 + gap)
        tries: list[Box] = []
        xs = _steps(ring.x0 - w, ring.x1, step)
        ys = _steps(ring.y0 - h, ring.y1, step)
        tries += [Box(x, ring.y1, x + w, ring.y1 + h) for x in xs]  # under
        tries += [Box(x, ring.y0 - h, x + w, ring.y0) for x in xs]  # over
        tries += [Box(ring.x1, y, ring.x1 + w, y + h) for y in ys]  # right
        tries += [Box(ring.x0 - w, y, ring.x0, y + h) for y in ys]  # left
        tries.sort(key=lambda b: math.hypot(b.centre[0] - fx, b.centre[1] - fy))
        for box in tries:
            if _inside(box, bounds) and index.free(box):
                return box
        gap += step
    return None


def _steps(a: float, b: float, step: float) -> list[float]:
    """From ``a`` to ``b`` by ``step``, both ends in."""
    n = max(1, math.ceil((b - a) / step))
    return [a + (b - a) * i / n for i in range(n + 1)]


def _inside(box: Box, bounds: Box | None) -> bool:
    return bounds is None or (
        bounds.x0 <= box.x0 and box.x1 <= bounds.x1 and bounds.y0 <= box.y0 and box.y1 <= bounds.y1
    )


def _clamped(box: Box, bounds: Box | None) -> Box:
    """The box slid inside ``bounds`` (when it fits)."""
    if bounds is None:
        return box
    dx = max(0.0, bounds.x0 - box.x0) - max(0.0, box.x1 - bounds.x1)
    dy = max(0.0, bounds.y0 - box.y0) - max(0.0, box.y1 - bounds.y1)
    return box.moved(dx, dy)


def _free_place(want: Box, index: BoxIndex, limit: float, bounds: Box | None = None) -> Box | None:
    """The free box nearest ``want`` (by its centre), at most ``limit`` pixels from it and inside ``bounds``: first
    ``want`` slid just clear of each mark that covers it (left, right, up or down: the tightest places), then rings
    of places around it, a third of its size apart, nearest first. A bounded number of tries, so that a crowd seen
    from far away stacks quickly (docs/performance.md)."""
    want = _clamped(want, bounds)
    covering = index.covering(want)
    if not covering:
        return want
    _wx, _wy = want.centre
    slides: list[tuple[float, Box]] = []
    for other, _ in covering:
        for dx, dy in (
            (other.x1 + PAD * 1.01 - want.x0, 0.0),
            (other.x0 - PAD * 1.01 - want.x1, 0.0),
            (0.0, other.y1 + PAD * 1.01 - want.y0),
            (0.0, other.y0 - PAD * 1.01 - want.y1),
        ):
            distance = math.hypot(dx, dy)
            if distance <= limit:
                slides.append((distance, want.moved(dx, dy)))
    slides.sort(key=lambda d: d[0])
    for _, box in slides:
        if _inside(box, bounds) and index.free(box):
            return box
    step = max(want.w, want.h) / 3
    bx0, by0, bx1, by1 = (
        (bounds.x0, bounds.y0, bounds.x1, bounds.y1)
        if bounds is not None
        else (-math.inf, -math.inf, math.inf, math.inf)
    )
    x0, y0, x1, y1 = want.x0, want.y0, want.x1, want.y1
    tries = 0
    k = 1
    while k * step <= limit and tries < _SEARCH_LIMIT:
        r = k * step
        for dx, dy in _ring(max(8, int(2 * math.pi * k))):
            tries += 1
            dx, dy = dx * r, dy * r
            if (
                bx0 <= x0 + dx
                and x1 + dx <= bx1
                and by0 <= y0 + dy
                and y1 + dy <= by1
                and index.free_xy(x0 + dx, y0 + dy, x1 + dx, y1 + dy)
            ):
                return want.moved(dx, dy)
        k += 1
    return None


@functools.lru_cache(maxsize=64)
def _ring(n: int) -> tuple[tuple[float, float], ...]:
    """``n`` directions around a circle, evenly spaced."""
    return tuple((math.cos(2 * math.pi * i / n), math.sin(2 * math.pi * i / n)) for i in range(n))


def lay_out(
    fixed: Sequence[FixedMark], counters: Sequence[CounterMark], labels: Sequence[LabelMark], bounds: Box | None = None
) -> Layout:
    """Place the counters, then the labels, around the fixed marks (the module's order); ``bounds``, the table:
    a counter moved to be read, and a label, stay on it."""
    index = BoxIndex()
    layout = Layout()
    placed_labels = BoxIndex()  # the labels alone: what a label drawn under the counters must still keep off
    for fixed_mark in fixed:
        if not fixed_mark.read:
            index.add(fixed_mark.box, fixed_mark.key)
    ordered = sorted(counters, key=lambda c: (c.fixed is None, c.rank, c.key))
    for mark in ordered:
        if mark.fixed is not None:
            layout.counters[mark.key] = mark.fixed
            index.add(mark.fixed, mark.key)
            continue
        want = Box.centred(mark.at[0], mark.at[1], mark.w, mark.h)
        box = _free_place(want, index, MAX_SHIFT_SIZES * max(mark.w, mark.h), bounds)
        if box is None:
            # No room near its unit (the board is shown very small): it stacks under the counter it falls on.
            under = [key for _, key in index.covering(want) if key in layout.counters]
            if under:
                top = min(under, key=lambda k: math.dist(layout.counters[k].centre, want.centre))
                layout.stacked_on[mark.key] = layout.stacked_on.get(top, top)
                continue
            box = _clamped(want, bounds)
        layout.counters[mark.key] = box
        index.add(box, mark.key)
    for label in sorted(labels, key=lambda m: (m.rank, m.key)):
        if label.owner is not None:
            owner = layout.counters.get(label.owner)
            places = places_around(owner, label.w, label.h) if owner is not None else ()
        else:
            owner, places = None, label.places
        chosen = None
        for form in _forms(places) if label.anchor is not None else (places,):
            chosen = next((p for p in form if _inside(p, bounds) and index.free(p)), None)
            if chosen is None and label.anchor is not None:
                chosen = _free_near(label.anchor, form[0], label.reach, index, bounds)
            if chosen is not None:
                break
        if chosen is None and owner is not None:
            chosen = _slid_beside(owner, places[:4], index, bounds)
        if chosen is None and label.under:
            # None of its places free on the table: each slid onto the table (a zone at its edge, the caption
            # wider than the room beside it); else one no label and no counter is in, under as few marks as may be
            # (the first of equals): a caption half under a counter reads as neither ("Barrage by 18[counter]Tank
            # Brigade"). Else it is hidden, and its zone's tooltip says it.
            slid = [_clamped(p, bounds) for p in places if not _inside(p, bounds)]
            chosen = next((p for p in slid if _inside(p, bounds) and index.free(p)), None)
            clear = [
                p
                for p in (*places, *slid)
                if _inside(p, bounds)
                and placed_labels.free(p)
                and not any(key in layout.counters for _, key in index.covering(p))
            ]
            if chosen is None:
                chosen = min(clear, key=lambda p: len(index.covering(p)), default=None)
        layout.labels[label.key] = chosen
        if chosen is not None:
            index.add(chosen, label.key)
            placed_labels.add(chosen, label.key)
    for fixed_mark in fixed:
        if fixed_mark.read:  # beside the table: kept off by a tool's caption, not by a counter or label on it
            index.add(fixed_mark.box, fixed_mark.key)
            placed_labels.add(fixed_mark.box, fixed_mark.key)
    layout.taken, layout.names = index, placed_labels
    layout.read = tuple(m.box for m in fixed if m.read)
    layout.name_keys = frozenset(
        [*(k for k, box in layout.labels.items() if box is not None), *(m.key for m in fixed if m.read)]
    )
    return layout


def clear_place(places: Sequence[Box], layout: Layout, bounds: Box | None = None, keep_off: Sequence[Box] = ()) -> Box:
    """Where a caption a tool draws over the board goes (the ruler's, the line of fire's, a template's), ``places`` the
    first preferred: :func:`caption_place` with the caption's one form."""
    return caption_place([places], layout, bounds, keep_off)[1]


def caption_place(
    forms: Sequence[Sequence[Box]],
    layout: Layout,
    bounds: Box | None = None,
    keep_off: Sequence[Box] = (),
    line: Sequence[tuple[float, float]] = (),
    leader: Leader | None = None,
) -> tuple[int, Box]:
    """Where a caption a tool draws over the board goes, and in which of its ``forms`` (each its places, the first
    preferred; the whole caption first, then shorter ones), ``layout`` the board's, ``bounds`` the viewport,
    ``keep_off`` what of the tool's own it must not cover (the ruler's end points), ``line`` the tool's line (its
    points, the last the one the caption stands by), ``leader`` the leader it is drawn with away from its point. The
    first of these that nothing the layout placed (:attr:`Layout.taken`) nor ``keep_off`` covers, and, on a viewport,
    whose leader (if it needs one) keeps off every mark but the one it ends on (:func:`_leaders_clear`), else the
    first of them whatever else its leader meets, so long as neither it nor its leader crosses the names of what it
    names (``leader.own``) or a grid number (:func:`_off_own_names`):

    1. the whole caption at the first of its places (slid inside ``bounds``);
    2. on a viewport, each form in turn (the whole first) at the free place nearest the caption's point, near it or
       beside the line anywhere along it (:func:`_free_on_grid`); each form at a free corner of the viewport, else
       anywhere on it (nearest the point): the caption is drawn with a leader to its point;
    3. the whole caption at the free place nearest the first (:func:`_free_on_lines`, exactly: where the grid's
       cells are too coarse, or with no viewport);
    4. on a board too crowded for any: the shortest form on a viewport (else the whole) keeping off the names alone
       (:attr:`Layout.names`) as 1 and 3; else, on a viewport, where it covers the fewest marks
       (:func:`_least_covered`); else at the one of its places that covers the fewest names.

    The viewport's marks are gathered once for each viewport (:attr:`Layout.grids`), the layout's index is asked
    for what is in reach at most once, and no layout is made: it runs on every mouse move of a drag
    (docs/performance.md)."""
    if leader is not None and leader.own:  # never over the names of what it names, even on a crowded board
        keep_off = [*keep_off, *leader.own]
    places = [_clamped(p, bounds) for p in forms[0]]  # beside the pointer at a viewport's edge: slid onto it
    first = places[0]
    inside = [p for p in places if _inside(p, bounds)]
    free = (p for p in inside if layout.taken.free(p) and not any(b.overlaps(p, PAD) for b in keep_off))
    if bounds is None or leader is None:
        chosen = next(free, None)
        if chosen is not None:
            return 0, chosen
    if bounds is not None:
        # With no line, nearest what it names (the leader's point), else nearest its first place.
        point = leader.point if leader is not None else first.centre
        # Beside its point, the first place whose leader (if it needs one) is clear; else the first place found,
        # beside its point or not, whose leader is, else the first place beside its point whatever its leader meets
        # (but the names of what it names: :func:`_off_own_names`).
        view_marks = _leader_marks(layout, bounds) if leader is not None else None
        grazing = next(free, None)
        kept: tuple[int, Box] | None = None
        hemmed = False
        if grazing is not None:
            if _leaders_clear(view_marks, *_corners([grazing]), grazing.w, grazing.h, leader)[0]:
                return 0, grazing
            kept = (0, grazing)
            # No leader from its point can be clear (a crowded board): not looked for further.
            hemmed = view_marks is not None and leader is not None and _hemmed(view_marks, leader)
            if not hemmed:
                for p in free:
                    if _leaders_clear(view_marks, *_corners([p]), p.w, p.h, leader)[0]:
                        return 0, p
        if not hemmed:
            found = _free_on_grid(forms, layout, bounds, keep_off, line or (point,), leader, view_marks)
            if found is not None and found[2]:
                return found[0], found[1]
            kept = kept or (found[:2] if found is not None else None)
        if kept is not None:
            if leader is None:
                return kept
            return _off_own_names(forms, layout, bounds, keep_off, line or (point,), leader, kept)
    reach, moves = _lines_reach(first, bounds)
    routed = leader if bounds is not None and leader is not None and leader.routed else None
    if moves is not None and reach is not None:
        marks = [*layout.taken.covering(reach), *((b, "") for b in keep_off)]
        # Exactly, not on the grid's cells: room a cell's width too narrow for the grid.
        chosen = _free_on_lines(first, (b for b, _ in marks), moves)
        if chosen is not None and (routed is None or bounds is None or _crossed(layout, bounds, routed, chosen) == 0):
            return 0, chosen
    if routed is not None and bounds is not None:
        # No room for any form (a crowded board seen whole, a long caption): a routed leader crosses the fewest names.
        fewest = _fewest_crossing_over(forms, layout, bounds, keep_off, routed, line or (routed.point,))
        if fewest is not None:
            return fewest
    # No room for any form (a crowded board seen whole): the shortest on a viewport (the whole with none), off the
    # names near its point, else where it covers the fewest marks, else at the one of its places that covers the
    # fewest names (the first of equals), off ``keep_off`` where it may be.
    form = len(forms) - 1 if bounds is not None else 0
    places = [_clamped(p, bounds) for p in forms[form]]
    first = places[0]
    reach, moves = _lines_reach(first, bounds)
    if moves is not None and reach is not None:
        names = [*(b for b, key in layout.taken.covering(reach) if key in layout.name_keys), *keep_off]
        chosen = next(
            (
                p
                for p in places
                if _inside(p, bounds) and layout.names.free(p) and not any(b.overlaps(p, PAD) for b in keep_off)
            ),
            None,
        ) or _free_on_lines(first, names, moves)
        if chosen is not None:
            return form, chosen
    if bounds is not None:
        least = _least_covered(layout, bounds, first.w, first.h, keep_off, line[-1] if line else first.centre)
        if least is not None:
            return form, least
    clear = [p for p in places if not any(b.overlaps(p, PAD) for b in keep_off)] or places
    return form, min(clear, key=lambda p: len(layout.names.covering(p)))


def _off_own_names(
    forms: Sequence[Sequence[Box]],
    layout: Layout,
    bounds: Box,
    keep_off: Sequence[Box],
    line: Sequence[tuple[float, float]],
    leader: Leader,
    kept: tuple[int, Box],
) -> tuple[int, Box]:
    """Where a caption goes when no free place's leader keeps off every mark (a crowded board): ``kept`` (the first
    place found) if its leader keeps off the names of what it names and the marks read as names (:func:`_own_marks`);
    else the free place whose leader does, found as :func:`_free_on_grid` finds it; else the first of its places
    beside its point, drawn with no leader, whose box covers none of those (it may cover another counter or name);
    else ``kept``. A line through the very name it points at reads as crossing it out."""
    box = kept[1]
    # First a place whose leader crosses no name at all (it may pass over a counter: a line over a counter's square
    # reads as passing it, one through another's name as pointing at it).
    names = _own_marks(layout, bounds, leader, every_name=True) if leader.routed else None
    if names is not None and not _hemmed(
        names, leader
    ):  # else no leader from its point can keep off them (a crowd seen whole)
        found = (*kept, True) if _leaders_clear(names, *_corners([box]), box.w, box.h, leader)[0] else None
        found = found or _free_on_grid(forms, layout, bounds, keep_off, line, leader, names)
        if found is not None and found[2]:
            # Where its leader leaves it, for the board to draw it so (:func:`caption_leader`).
            chosen = found[1]
            clear, ex, ey = _routes(names, *_corners([chosen]), chosen.w, chosen.h, leader)
            if len(layout.routes) > 64:
                layout.routes.clear()
                layout.fewest.clear()  # whose routes are among them
            layout.routes[_route_key(leader, chosen)] = (float(ex[0]), float(ey[0])) if clear[0] else None
            return found[0], chosen
    if names is not None:
        # None whose leader crosses no name: the free place whose leader crosses the fewest, the shortest of equals.
        fewest = _fewest_free(forms, layout, bounds, keep_off, leader, line)
        if fewest is not None:
            return fewest
    own = _own_marks(layout, bounds, leader)
    if not len(own.marks) or _leaders_clear(own, *_corners([box]), box.w, box.h, leader)[0]:
        return kept
    found = _free_on_grid(forms, layout, bounds, keep_off, line, leader, own)
    if found is not None and found[2]:
        return found[0], found[1]
    px, py = leader.point
    m = own.marks
    for p in (_clamped(q, bounds) for q in forms[0]):
        beside = math.hypot(px - min(max(px, p.x0), p.x1), py - min(max(py, p.y0), p.y1)) - leader.radius
        covers = (m[:, 0] < p.x1 + PAD) & (p.x0 < m[:, 2] + PAD) & (m[:, 1] < p.y1 + PAD) & (p.y0 < m[:, 3] + PAD)
        if (
            beside <= leader.reach
            and _inside(p, bounds)
            and not covers.any()
            and not any(b.overlaps(p, PAD) for b in keep_off)
        ):
            return 0, p
    return kept


_CROSS_CHUNK = 256  # places whose leaders are weighed at once
_CROSS_MOST = 4096  # places weighed at most, the first in their order (a laptop's view has some 5,000 cells)
_OWN_WEIGHT = 1000  # a leader through the name of what it names counts as this many names


_Placer = Callable[
    [Sequence[Sequence[Box]], Layout, Box, Sequence[Box], Leader, Sequence[tuple[float, float]]],
    tuple[int, Box] | None,
]


def _once(
    placer: _Placer,
    forms: Sequence[Sequence[Box]],
    layout: Layout,
    bounds: Box,
    keep_off: Sequence[Box],
    leader: Leader,
    line: Sequence[tuple[float, float]],
) -> tuple[int, Box] | None:
    """``placer``'s answer, worked out once for each viewport, leader, caption's sizes and what it keeps off (kept in
    :attr:`Layout.fewest`, at most 64 answers)."""
    key = (
        placer.__name__,
        round(bounds.x0),
        round(bounds.y0),
        round(bounds.x1),
        round(bounds.y1),
        leader,
        tuple((round(f[0].w, 2), round(f[0].h, 2)) for f in forms),
        tuple(keep_off),
        tuple(line),
    )
    if key not in layout.fewest:
        if len(layout.fewest) > 64:
            layout.fewest.clear()
        layout.fewest[key] = placer(forms, layout, bounds, keep_off, leader, line)
    return layout.fewest[key]


def _fewest_free(
    forms: Sequence[Sequence[Box]],
    layout: Layout,
    bounds: Box,
    keep_off: Sequence[Box],
    leader: Leader,
    line: Sequence[tuple[float, float]],
) -> tuple[int, Box] | None:
    """:func:`_fewest_free_now`, once for each viewport, leader, caption's sizes and what it keeps off."""
    return _once(_fewest_free_now, forms, layout, bounds, keep_off, leader, line)


def _fewest_free_now(
    forms: Sequence[Sequence[Box]],
    layout: Layout,
    bounds: Box,
    keep_off: Sequence[Box],
    leader: Leader,
    line: Sequence[tuple[float, float]],
) -> tuple[int, Box] | None:
    """The free place on the viewport's grid (:func:`_free_places`, off ``keep_off``), of any of the caption's
    ``forms``, whose routed leader crosses the fewest names (:func:`_crossings`), the whole form, then the nearest
    its point (:func:`_away`: a place over the tool's ``line`` a width farther), first of equals; None: no free
    place, or every leader crosses the name of what it names."""
    best: tuple[tuple[float, int, float], int, Box, tuple[float, float]] | None = None
    for form, places in enumerate(forms):
        w, h = places[0].w, places[0].h
        _span, _free, xs, ys = _free_places(layout, bounds, w, h)
        keep = _off_boxes(xs, ys, w, h, keep_off)
        xs, ys = xs[keep], ys[keep]
        if not len(xs):
            continue
        away = _away(xs, ys, w, h, leader.point, line)
        order = np.argsort(away, kind="stable")
        found = _fewest_crossings(layout, bounds, leader, xs[order], ys[order], w, h)
        if found is None:
            continue
        k, count, _length, exit_at = found
        score = (count, form, float(away[order][k]))
        if best is None or score < best[0]:
            best = (
                score,
                form,
                Box(float(xs[order][k]), float(ys[order][k]), float(xs[order][k]) + w, float(ys[order][k]) + h),
                exit_at,
            )
        if count == 0:
            break
    if best is None or best[0][0] >= _OWN_WEIGHT:
        return None
    _remember_route(layout, leader, best[2], best[3])
    return best[1], best[2]


def _fewest_crossing_over(
    forms: Sequence[Sequence[Box]],
    layout: Layout,
    bounds: Box,
    keep_off: Sequence[Box],
    leader: Leader,
    line: Sequence[tuple[float, float]],
) -> tuple[int, Box] | None:
    """:func:`_fewest_crossing_over_now`, once for each viewport, leader, caption's sizes and what it keeps off."""
    return _once(_fewest_crossing_over_now, forms, layout, bounds, keep_off, leader, line)


def _fewest_crossing_over_now(
    forms: Sequence[Sequence[Box]],
    layout: Layout,
    bounds: Box,
    keep_off: Sequence[Box],
    leader: Leader,
    line: Sequence[tuple[float, float]],
) -> tuple[int, Box] | None:
    """On a board too crowded for any free place: the shortest form at the place of the viewport's grid that covers
    no name (:attr:`Layout.names`, off ``keep_off``) whose routed leader crosses the fewest names, then covering the
    fewest marks (:func:`_taken_grid`), then nearest its point (:func:`_away`); None: no such place."""
    form = len(forms) - 1
    w, h = forms[form][0].w, forms[form][0].h
    span, on_names = _taken_grid(layout, bounds, names=True)
    _, on_taken = _taken_grid(layout, bounds)
    ny, nx = on_names.shape[0] - 1, on_names.shape[1] - 1
    cw, ch = math.ceil((w + 0.001) / _GRID), math.ceil((h + 0.001) / _GRID)
    if cw > nx or ch > ny:
        return None

    def window(summed: np.ndarray) -> np.ndarray:
        out: np.ndarray = summed[ch:, cw:] - summed[:-ch, cw:] - summed[ch:, :-cw] + summed[:-ch, :-cw]
        return out

    js, is_ = np.nonzero(window(on_names) == 0)
    xs, ys = span.x0 + is_ * _GRID, span.y0 + js * _GRID
    covered = window(on_taken)[js, is_]
    keep = _off_boxes(xs, ys, w, h, keep_off)
    xs, ys, covered = xs[keep], ys[keep], covered[keep]
    if not len(xs):
        return None
    order = np.lexsort((_away(xs, ys, w, h, leader.point, line), covered))
    found = _fewest_crossings(layout, bounds, leader, xs[order], ys[order], w, h)
    if found is None or found[1] >= _OWN_WEIGHT:
        return None
    k = int(order[found[0]])
    chosen = Box(float(xs[k]), float(ys[k]), float(xs[k]) + w, float(ys[k]) + h)
    _remember_route(layout, leader, chosen, found[3])
    return form, chosen


def _off_boxes(xs: np.ndarray, ys: np.ndarray, w: float, h: float, keep_off: Sequence[Box]) -> np.ndarray:
    """Whether each box ``w`` x ``h`` at ``xs``, ``ys`` keeps :data:`PAD` off every one of ``keep_off``."""
    clear = np.ones(len(xs), dtype=bool)
    for box in keep_off:
        clear &= ~((xs < box.x1 + PAD) & (xs + w > box.x0 - PAD) & (ys < box.y1 + PAD) & (ys + h > box.y0 - PAD))
    return clear


def _away(
    xs: np.ndarray, ys: np.ndarray, w: float, h: float, point: tuple[float, float], line: Sequence[tuple[float, float]]
) -> np.ndarray:
    """How far each box ``w`` x ``h`` at ``xs``, ``ys`` is from ``point``, a box over the tool's ``line`` (its
    points) a width farther, as :func:`_free_on_grid` weighs them: over the line, it hides where the sight is
    blocked."""
    away = _box_distance(xs, ys, w, h, point)
    if len(line) > 1:
        away = away + np.where(_crossing(np.asarray(line, dtype=float), xs + w / 2, ys + h / 2, w, h), w, 0.0)
    return away


def _box_distance(xs: np.ndarray, ys: np.ndarray, w: float, h: float, point: tuple[float, float]) -> np.ndarray:
    """How far each box ``w`` x ``h`` at ``xs``, ``ys`` is from ``point`` (0 with the point on it)."""
    px, py = point
    gx = np.maximum(np.maximum(xs - px, px - (xs + w)), 0.0)
    gy = np.maximum(np.maximum(ys - py, py - (ys + h)), 0.0)
    out: np.ndarray = np.hypot(gx, gy)
    return out


def _remember_route(layout: Layout, leader: Leader, box: Box, exit_at: tuple[float, float]) -> None:
    """Where the leader of a caption placed at ``box`` leaves it, for the board to draw it so
    (:func:`caption_leader`)."""
    if len(layout.routes) > 64:
        layout.routes.clear()
        layout.fewest.clear()  # whose routes are among them
    layout.routes[_route_key(leader, box)] = exit_at


def _crossed(layout: Layout, bounds: Box, leader: Leader, box: Box) -> int:
    """How many names the routed leader of a caption at ``box`` crosses at the fewest (:func:`_crossings`)."""
    found = _fewest_crossings(layout, bounds, leader, np.array([box.x0]), np.array([box.y0]), box.w, box.h)
    if found is None:
        return 0
    if found[1] == 0:
        _remember_route(layout, leader, box, found[3])
    return int(found[1])


def _fewest_crossings(
    layout: Layout, bounds: Box, leader: Leader, xs: np.ndarray, ys: np.ndarray, w: float, h: float
) -> tuple[int, int, float, tuple[float, float]] | None:
    """Of the boxes ``w`` x ``h`` at ``xs``, ``ys`` (their order the preferred first; at most :data:`_CROSS_MOST`
    weighed, :data:`_CROSS_CHUNK` at once, none after the first whose leader crosses nothing), the one whose leader
    crosses the fewest names (:func:`_crossings`), the first of equals: its index, how many it crosses, how long
    that leader is and where it leaves the box; None: no boxes."""
    table = _crossing_table(_own_marks(layout, bounds, leader, every_name=True), leader)
    best: tuple[int, int, float, tuple[float, float]] | None = None
    for start in range(0, min(len(xs), _CROSS_MOST), _CROSS_CHUNK):
        part = slice(start, min(start + _CROSS_CHUNK, len(xs), _CROSS_MOST))
        counts, lengths, ex, ey = _crossings(table, xs[part], ys[part], w, h, leader)
        k = int(np.argmin(counts))  # the first of the fewest
        if best is None or counts[k] < best[1]:
            best = (start + k, int(counts[k]), float(lengths[k]), (float(ex[k]), float(ey[k])))
        if best[1] == 0:
            break
    return best


def _crossing_table(marks: _LeaderMarks, leader: Leader) -> tuple[np.ndarray, np.ndarray]:
    """For each of :data:`_LEADER_DIRECTIONS` directions round ``leader``'s point, how far along it a leader enters
    each of the names ``marks`` (:func:`_own_marks`: the names of what it names first, each counting
    :data:`_OWN_WEIGHT`) it meets, nearest first (rows padded with infinity), and how many names it has crossed by
    each: made once for each point, and then how many names any leader crosses is a look-up (:func:`_crossings`).
    The names the point is in count for none."""
    made = marks.crossing.get(leader)
    if made is not None:
        return made
    px, py = leader.point
    b = marks.marks - np.array([px, py, px, py])
    weights = np.ones(len(b))
    weights[: len(leader.own)] = _OWN_WEIGHT
    keep = ~((b[:, 0] <= 0) & (b[:, 2] >= 0) & (b[:, 1] <= 0) & (b[:, 3] >= 0))
    b, weights = b[keep], weights[keep]
    x0, y0, x1, y1 = b[:, 0], b[:, 1], b[:, 2], b[:, 3]
    near = np.hypot(np.maximum(np.maximum(x0, -x1), 0.0), np.maximum(np.maximum(y0, -y1), 0.0))
    middle = np.arctan2((y0 + y1) / 2, (x0 + x1) / 2)
    turns = np.stack([np.arctan2(y, x) for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))]) - middle
    turns = (turns + np.pi) % (2 * np.pi) - np.pi
    step = 2 * np.pi / _LEADER_DIRECTIONS
    first = np.floor((middle + turns.min(axis=0) + np.pi) / step).astype(int)
    count = np.floor((middle + turns.max(axis=0) + np.pi) / step).astype(int) - first + 1
    owner = np.repeat(np.arange(len(b)), count)
    which = np.repeat(first, count) + np.arange(int(count.sum())) - np.repeat(np.cumsum(count) - count, count)
    # Where the direction through the middle of each bin enters the mark (its nearest, where it only grazes it).
    way = (which + 0.5) * step - np.pi
    ux, uy = np.cos(way), np.sin(way)
    ux = np.where(np.abs(ux) < 1e-12, 1e-12, ux)
    uy = np.where(np.abs(uy) < 1e-12, 1e-12, uy)
    ax, bx, ay, by = x0[owner] / ux, x1[owner] / ux, y0[owner] / uy, y1[owner] / uy
    enter = np.maximum(np.minimum(ax, bx), np.minimum(ay, by))
    leave = np.minimum(np.maximum(ax, bx), np.maximum(ay, by))
    entry = np.where(leave >= enter, np.maximum(enter, near[owner]), near[owner])
    beyond = np.where(leave >= enter, leave, near[owner]) > leader.radius  # not within a zone's circle
    which, entry, weight = which[beyond] % _LEADER_DIRECTIONS, entry[beyond], weights[owner][beyond]
    order = np.lexsort((entry, which))
    which, entry, weight = which[order], entry[order], weight[order]
    per = np.bincount(which, minlength=_LEADER_DIRECTIONS)
    depth = max(1, int(per.max()) if len(per) else 1)
    at = np.arange(len(which)) - np.repeat(np.cumsum(per) - per, per)
    entries = np.full((_LEADER_DIRECTIONS, depth), np.inf)
    crossed = np.zeros((_LEADER_DIRECTIONS, depth + 1))
    entries[which, at] = entry
    crossed[which, at + 1] = weight
    made = (entries, np.cumsum(crossed, axis=1))
    if len(marks.crossing) > 64:  # a drag's points
        marks.crossing.clear()
    marks.crossing[leader] = made
    return made


def _crossings(
    table: tuple[np.ndarray, np.ndarray], xs: np.ndarray, ys: np.ndarray, w: float, h: float, leader: Leader
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """For each box ``w`` x ``h`` at ``xs``, ``ys``, the straight leader from a point of it to ``leader``'s point (the
    edge of its circle) that crosses the fewest names (``table``, :func:`_crossing_table`), the shortest of equals,
    among :data:`_ROUTE_TRIES` directions across the box as seen from the point (as :func:`_routes`): how many it
    crosses, how long it is, where it leaves the box. A box near enough its point to be read without a leader
    crosses none, and its leader is 0 long."""
    entries, crossed = table
    px, py = leader.point
    x0, y0, x1, y1 = xs - px, ys - py, xs + w - px, ys + h - py  # from the point
    middle = np.arctan2((y0 + y1) / 2, (x0 + x1) / 2)
    corners = np.stack([np.arctan2(y, x) for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))]) - middle
    corners = (corners + np.pi) % (2 * np.pi) - np.pi
    lo, hi = corners.min(axis=0), corners.max(axis=0)
    way = middle[:, None] + lo[:, None] + (hi - lo)[:, None] * np.linspace(0.0, 1.0, _ROUTE_TRIES)[None, :]
    ux, uy = np.cos(way), np.sin(way)
    ux = np.where(np.abs(ux) < 1e-12, 1e-12, ux)
    uy = np.where(np.abs(uy) < 1e-12, 1e-12, uy)
    ax, bx, ay, by = x0[:, None] / ux, x1[:, None] / ux, y0[:, None] / uy, y1[:, None] / uy
    enter = np.maximum(np.minimum(ax, bx), np.minimum(ay, by))
    leave = np.minimum(np.maximum(ax, bx), np.maximum(ay, by))
    t = np.where((leave >= enter) & (leave >= 0), np.maximum(enter, 0.0), np.inf)  # from the point to the box
    step = 2 * np.pi / _LEADER_DIRECTIONS
    bins = np.floor((way + np.pi) / step).astype(int) % _LEADER_DIRECTIONS
    passed = (entries[bins] < t[:, :, None]).sum(axis=2)  # the names entered before the box
    counts = np.where(np.isfinite(t), np.take_along_axis(crossed[bins], passed[:, :, None], axis=2)[:, :, 0], np.inf)
    best = np.argmin(counts * 1e6 + np.where(np.isfinite(t), t, 0.0), axis=1)
    rows = np.arange(len(xs))
    count, length = counts[rows, best], t[rows, best]
    ex, ey = px + length * ux[rows, best], py + length * uy[rows, best]
    # Near enough to be read without a leader: none is drawn.
    near = _box_distance(xs, ys, w, h, leader.point) - leader.radius <= leader.reach
    return np.where(near, 0.0, count), np.where(near, 0.0, length), ex, ey


def _own_marks(layout: Layout, bounds: Box, leader: Leader, every_name: bool = False) -> _LeaderMarks:
    """What a caption's leader keeps off on the viewport ``bounds`` whatever else it meets: the names of what it names
    (``leader.own``) and the marks read as names (the grid numbers, the roads' ends); ``every_name``, and every other
    name shown (:attr:`Layout.names`), which it keeps off first where it may. Made once for each viewport and target;
    a drag's point moves over few targets."""
    key = (round(bounds.x0), round(bounds.y0), round(bounds.x1), round(bounds.y1), leader.own, every_name)
    made = layout.own_marks.get(key)
    if made is not None:
        return made
    boxes = [*leader.own, *(b for b in layout.read if b.overlaps(bounds, LEADER_MARGIN))]
    if every_name:
        boxes += [b for b, _ in layout.names.covering(bounds, LEADER_MARGIN)]
    if len(layout.own_marks) > 16:
        layout.own_marks.clear()
    made = layout.own_marks[key] = _LeaderMarks(
        np.array([(b.x0, b.y0, b.x1, b.y1) for b in boxes], dtype=float).reshape(-1, 4), routed=every_name
    )
    return made


def _corners(boxes: Sequence[Box]) -> tuple[np.ndarray, np.ndarray]:
    """The top left corners of ``boxes``: across, down."""
    return np.array([b.x0 for b in boxes]), np.array([b.y0 for b in boxes])


@dataclass(frozen=True)
class _LeaderMarks:
    """What a caption's leader keeps off on a viewport: the marks on it (x0, y0, x1, y1 rows), and for each leader's
    point the room a leader has round it (:func:`_leader_room`)."""

    marks: np.ndarray
    room: dict[Leader, np.ndarray] = field(default_factory=dict)
    # And, for the names a leader crosses where it must cross some, what it enters along each direction round the
    # point (:func:`_crossing_table`).
    crossing: dict[Leader, tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)
    # A leader may leave its caption's box from any point of the side facing its point, not only the nearest
    # (:func:`_routes`): a wide caption docked at the viewport's edge threads its leader between the names.
    routed: bool = False


def _leader_marks(layout: Layout, bounds: Box) -> _LeaderMarks:
    """:class:`_LeaderMarks` of the viewport ``bounds``: made once for each viewport and layout, the first time a
    leader is looked at on it."""
    key = (round(bounds.x0), round(bounds.y0), round(bounds.x1), round(bounds.y1))
    made = layout.leader_marks.get(key)
    if made is not None:
        return made
    boxes = [box for box, _ in layout.taken.covering(bounds, LEADER_MARGIN)]
    marks = np.array([(b.x0, b.y0, b.x1, b.y1) for b in boxes], dtype=float).reshape(-1, 4)
    if len(layout.leader_marks) > 8:
        layout.leader_marks.clear()
    made = layout.leader_marks[key] = _LeaderMarks(marks)
    return made


def _leader_room(marks: _LeaderMarks, leader: Leader) -> np.ndarray:
    """How far a leader may run from ``leader``'s point in each of :data:`_LEADER_DIRECTIONS` directions round it
    (the first at -pi, anticlockwise on the screen) before it comes within :data:`LEADER_MARGIN` of one of the
    viewport's ``marks``: but the marks it ends on, those the point is in or a zone's circle's edge meets. Each mark
    counts at its nearest (a leader beside a name does not quite reach it there): made once for each point, and
    then every place's leader is a look-up."""
    made = marks.room.get(leader)
    if made is not None:
        return made
    px, py, m = *leader.point, LEADER_MARGIN
    b = marks.marks
    x0, y0, x1, y1 = b[:, 0] - m - px, b[:, 1] - m - py, b[:, 2] + m - px, b[:, 3] + m - py  # from the point
    near = np.hypot(np.maximum(np.maximum(x0, -x1), 0.0), np.maximum(np.maximum(y0, -y1), 0.0))
    outside = near > leader.radius
    x0, y0, x1, y1, near = x0[outside], y0[outside], x1[outside], y1[outside], near[outside]
    # The directions each mark spans as seen from the point (less than half a turn: the point is outside it).
    middle = np.arctan2((y0 + y1) / 2, (x0 + x1) / 2)
    turns = np.stack([np.arctan2(y, x) for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))]) - middle
    turns = (turns + np.pi) % (2 * np.pi) - np.pi
    step = 2 * np.pi / _LEADER_DIRECTIONS
    first = np.floor((middle + turns.min(axis=0) + np.pi) / step).astype(int)
    count = np.floor((middle + turns.max(axis=0) + np.pi) / step).astype(int) - first + 1
    which = np.repeat(first, count) + np.arange(int(count.sum())) - np.repeat(np.cumsum(count) - count, count)
    room = np.full(_LEADER_DIRECTIONS, np.inf)
    np.minimum.at(room, which % _LEADER_DIRECTIONS, np.repeat(near, count))
    if len(marks.room) > 64:  # a drag's points
        marks.room.clear()
    marks.room[leader] = room
    return room


def _hemmed(marks: _LeaderMarks, leader: Leader) -> bool:
    """Whether every leader from ``leader``'s point, in whatever direction, meets a mark (:func:`_leader_room`)."""
    return bool(_leader_room(marks, leader).max() <= leader.radius + leader.reach)


def _leaders_clear(
    marks: _LeaderMarks | None, xs: np.ndarray, ys: np.ndarray, w: float, h: float, leader: Leader | None
) -> np.ndarray:
    """For each box ``w`` x ``h`` at ``xs``, ``ys`` (its top left corner), whether its ``leader`` keeps
    :data:`LEADER_MARGIN` off every one of the viewport's ``marks`` (:func:`_leader_marks`) but those it ends on
    (:func:`_leader_room`): True for a box near enough its point to be drawn without one."""
    ok = np.ones(len(xs), dtype=bool)
    if leader is None or marks is None or not len(xs):
        return ok
    px, py = leader.point
    if len(xs) == 1:  # one place (beside its point, most often): without numpy, whether it needs a leader at all
        x, y = float(xs[0]), float(ys[0])
        if math.hypot(px - min(max(px, x), x + w), py - min(max(py, y), y + h)) - leader.radius <= leader.reach:
            return ok
    if marks.routed:
        return _routes(marks, xs, ys, w, h, leader)[0]
    dx, dy = np.clip(px, xs, xs + w) - px, np.clip(py, ys, ys + h) - py  # where the leader leaves the box
    d = np.hypot(dx, dy)
    step = 2 * np.pi / _LEADER_DIRECTIONS
    way = np.floor((np.arctan2(dy, dx) + np.pi) / step).astype(int) % _LEADER_DIRECTIONS
    clear: np.ndarray = (d - leader.radius <= leader.reach) | (d <= _leader_room(marks, leader)[way])
    return clear


_ROUTE_TRIES = 9  # directions across a box, as seen from a leader's point, a routed leader is looked for in


def _routes(
    marks: _LeaderMarks, xs: np.ndarray, ys: np.ndarray, w: float, h: float, leader: Leader
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For each box ``w`` x ``h`` at ``xs``, ``ys`` (its top left corner), whether a straight leader from some point
    of it to ``leader``'s point keeps :data:`LEADER_MARGIN` off the ``marks`` (:func:`_leader_room`), and where the
    shortest such leaves the box (across, down; NaN where none does). :data:`_ROUTE_TRIES` directions across each
    box as seen from the point, at once for every box."""
    px, py = leader.point
    n = len(xs)
    if not n:
        empty = np.zeros(0)
        return np.zeros(0, dtype=bool), empty, empty
    x0, y0, x1, y1 = xs - px, ys - py, xs + w - px, ys + h - py  # from the point
    middle = np.arctan2((y0 + y1) / 2, (x0 + x1) / 2)
    corners = np.stack([np.arctan2(y, x) for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))]) - middle
    corners = (corners + np.pi) % (2 * np.pi) - np.pi
    lo, hi = corners.min(axis=0), corners.max(axis=0)
    way = middle[:, None] + lo[:, None] + (hi - lo)[:, None] * np.linspace(0.0, 1.0, _ROUTE_TRIES)[None, :]
    ux, uy = np.cos(way), np.sin(way)
    ux = np.where(np.abs(ux) < 1e-12, 1e-12, ux)
    uy = np.where(np.abs(uy) < 1e-12, 1e-12, uy)
    ax, bx = x0[:, None] / ux, x1[:, None] / ux
    ay, by = y0[:, None] / uy, y1[:, None] / uy
    enter = np.maximum(np.minimum(ax, bx), np.minimum(ay, by))
    leave = np.minimum(np.maximum(ax, bx), np.maximum(ay, by))
    t = np.maximum(enter, 0.0)  # how far the leader runs from the point to the box
    step = 2 * np.pi / _LEADER_DIRECTIONS
    index = np.floor((way + np.pi) / step).astype(int) % _LEADER_DIRECTIONS
    ok = (
        (leave >= enter)
        & (leave >= 0)
        & ((t - leader.radius <= leader.reach) | (t <= _leader_room(marks, leader)[index]))
    )
    length = np.where(ok, t, np.inf)
    best = np.argmin(length, axis=1)
    rows = np.arange(n)
    clear = np.isfinite(length[rows, best])
    tb = np.where(clear, length[rows, best], np.nan)
    return clear, px + tb * ux[rows, best], py + tb * uy[rows, best]


def _route_key(leader: Leader, box: Box) -> tuple[float, ...]:
    """A caption's leader and box in :attr:`Layout.routes` (to a hundredth of a pixel: the board gives the box back
    from the viewport's pixels)."""
    return tuple(round(v, 2) for v in (*leader.point, leader.radius, box.x0, box.y0, box.x1, box.y1))


def caption_leader(layout: Layout, leader: Leader, box: Box) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """The leader a caption placed at ``box`` (by :func:`caption_place`) is drawn with to ``leader``'s point: None
    when it stands near enough to be read without one; else from the point of the box where :func:`caption_place`
    found a leader that crosses no name (:attr:`Layout.routes`), else from the point of the box nearest the point
    (the leader it looked at). It ends on the edge of the circle of ``leader.radius`` round the point. A look-up:
    it runs on every mouse move of a drag."""
    px, py = leader.point
    nx, ny = min(max(px, box.x0), box.x1), min(max(py, box.y0), box.y1)
    if math.hypot(px - nx, py - ny) - leader.radius <= leader.reach:
        return None
    sx, sy = layout.routes.get(_route_key(leader, box)) or (nx, ny)
    d = math.hypot(px - sx, py - sy)
    return (sx, sy), (sx + (px - sx) * (d - leader.radius) / d, sy + (py - sy) * (d - leader.radius) / d)


def _least_covered(
    layout: Layout, bounds: Box, w: float, h: float, keep_off: Sequence[Box], point: tuple[float, float]
) -> Box | None:
    """The place on the viewport's grid (:func:`_taken_grid`) where a box ``w`` x ``h`` meets the fewest cells the
    layout's marks take, off ``keep_off``, the nearest ``point`` of equals; None: the box is larger than the
    viewport."""
    span, summed = _taken_grid(layout, bounds)
    ny, nx = summed.shape[0] - 1, summed.shape[1] - 1
    cw, ch = math.ceil((w + 0.001) / _GRID), math.ceil((h + 0.001) / _GRID)
    if cw > nx or ch > ny:
        return None
    cells = (summed[ch:, cw:] - summed[:-ch, cw:] - summed[ch:, :-cw] + summed[:-ch, :-cw]).astype(float)
    xs = span.x0 + np.arange(cells.shape[1]) * _GRID
    ys = span.y0 + np.arange(cells.shape[0]) * _GRID
    for box in keep_off:
        cells[np.ix_((ys < box.y1 + PAD) & (ys + h > box.y0 - PAD), (xs < box.x1 + PAD) & (xs + w > box.x0 - PAD))] = (
            np.inf
        )
    ex, ey = point
    gx = np.maximum(np.maximum(xs - ex, ex - (xs + w)), 0.0)[None, :]
    gy = np.maximum(np.maximum(ys - ey, ey - (ys + h)), 0.0)[:, None]
    # A cell fewer outweighs any distance on the viewport.
    score = cells * (bounds.w + bounds.h) + np.hypot(gx, gy)
    j, i = np.unravel_index(int(np.argmin(score)), score.shape)
    if not math.isfinite(float(score[j, i])):
        return None
    return Box(float(xs[i]), float(ys[j]), float(xs[i]) + w, float(ys[j]) + h)


_GRID = 8.0  # pixels: the cell of a viewport's grid of what is taken (a caption moves on it by this)


def _taken_grid(layout: Layout, bounds: Box, names: bool = False) -> tuple[Box, np.ndarray]:
    """The box the grid of cells of ``bounds`` spans (whole pixels inside it, :data:`_GRID` apart), and for each
    corner of the cells, how many of the cells above and to the left of it a mark the layout placed covers or comes
    within :data:`PAD` of (rows down, columns across): made once for each viewport and layout. ``names``, of the
    names alone (:attr:`Layout.names`)."""
    key = (round(bounds.x0), round(bounds.y0), round(bounds.x1), round(bounds.y1), *((1.0,) if names else ()))
    made = layout.grids.get(key)
    if made is not None:
        return made
    x0, y0 = math.ceil(bounds.x0), math.ceil(bounds.y0)
    nx, ny = max(0, int((math.floor(bounds.x1) - x0) // _GRID)), max(0, int((math.floor(bounds.y1) - y0) // _GRID))
    grid = np.zeros((ny, nx), dtype=np.int32)
    span = Box(x0, y0, x0 + nx * _GRID, y0 + ny * _GRID)
    for box, _ in (layout.names if names else layout.taken).covering(span):
        _mark(grid, span, box)
    summed = np.zeros((ny + 1, nx + 1), dtype=np.int32)  # the marked cells above and left of each corner
    summed[1:, 1:] = grid.cumsum(0).cumsum(1)
    if len(layout.grids) > 8:
        layout.grids.clear()
    layout.grids[key] = (span, summed)
    return span, summed


def _mark(grid: np.ndarray, span: Box, box: Box) -> None:
    """Mark the cells of ``grid`` (spanning ``span``) that ``box``, padded, meets."""
    ny, nx = grid.shape
    i0 = max(0, math.floor((box.x0 - PAD - span.x0) / _GRID))
    i1 = min(nx - 1, math.floor((box.x1 + PAD - span.x0) / _GRID))
    j0 = max(0, math.floor((box.y0 - PAD - span.y0) / _GRID))
    j1 = min(ny - 1, math.floor((box.y1 + PAD - span.y0) / _GRID))
    if i0 <= i1 and j0 <= j1:
        grid[j0 : j1 + 1, i0 : i1 + 1] = 1


def _free_places(layout: Layout, bounds: Box, w: float, h: float) -> tuple[Box, np.ndarray, np.ndarray, np.ndarray]:
    """The places on the viewport's grid (:func:`_taken_grid`) where a box ``w`` x ``h`` meets no mark the layout
    placed: the box the grid spans, whether each top left corner (rows down, columns across) is free, and the free
    ones' corners (across, down) in scene pixels. Made once for each viewport, layout and size (a drag's caption
    keeps its size over many moves); a sum over each box's cells tells which are free."""
    span, summed = _taken_grid(layout, bounds)
    key = (round(bounds.x0), round(bounds.y0), round(bounds.x1), round(bounds.y1), w, h)
    made = layout.free_places.get(key)
    if made is not None:
        return made
    ny, nx = summed.shape[0] - 1, summed.shape[1] - 1
    cw, ch = math.ceil((w + 0.001) / _GRID), math.ceil((h + 0.001) / _GRID)
    if cw > nx or ch > ny:
        free = np.zeros((0, 0), dtype=bool)
    else:
        free = (summed[ch:, cw:] - summed[:-ch, cw:] - summed[ch:, :-cw] + summed[:-ch, :-cw]) == 0
    js, is_ = np.nonzero(free)
    if len(layout.free_places) > 32:
        layout.free_places.clear()
    made = layout.free_places[key] = (span, free, span.x0 + is_ * _GRID, span.y0 + js * _GRID)
    return made


def _free_on_grid(
    forms: Sequence[Sequence[Box]],
    layout: Layout,
    bounds: Box,
    keep_off: Sequence[Box],
    line: Sequence[tuple[float, float]],
    leader: Leader | None,
    marks: _LeaderMarks | None,
) -> tuple[int, Box, bool] | None:
    """Step 2 of :func:`caption_place`: each form's box moved on the viewport's grid (:func:`_free_places`)
    to the free place nearest the line's last point that is near it (a width across or four heights) or beside the
    line (its centre at most half its width and a height from the line), a place over the line counting a width
    farther; else, each form in turn, the free corner of the viewport nearest the point, else the free place
    anywhere nearest it. Only a place whose ``leader`` keeps off the ``marks`` (:func:`_leaders_clear`; the
    viewport's, or those of :func:`_own_marks`) is taken, in that order; with none, the first of them whatever its
    leader meets (False: the leader is not clear). With numpy, over the free places only."""
    ex, ey = line[-1]
    points = np.asarray(line, dtype=float)
    found: list[tuple[int, Box, np.ndarray, np.ndarray, np.ndarray, float, float]] = []
    grazing: tuple[int, Box, bool] | None = None  # the first place found, its leader not clear

    def box_at(k: int, xs: np.ndarray, ys: np.ndarray, w: float, h: float) -> Box:
        return Box(float(xs[k]), float(ys[k]), float(xs[k]) + w, float(ys[k]) + h)

    for form, places in enumerate(forms):
        w, h = places[0].w, places[0].h
        span, free, xs, ys = _free_places(layout, bounds, w, h)
        if keep_off:  # the boxes that would meet the tool's own marks are not free
            clear = np.ones(len(xs), dtype=bool)
            for box in keep_off:
                clear &= ~(
                    (xs < box.x1 + PAD) & (xs + w > box.x0 - PAD) & (ys < box.y1 + PAD) & (ys + h > box.y0 - PAD)
                )
            xs, ys = xs[clear], ys[clear]
        if not len(xs):
            continue
        found.append((form, span, free, xs, ys, w, h))
        # How far each box is from the point (0 when the point is on its edge).
        gx = np.maximum(np.maximum(xs - ex, ex - (xs + w)), 0.0)
        gy = np.maximum(np.maximum(ys - ey, ey - (ys + h)), 0.0)
        away = np.hypot(gx, gy)
        near = (gx <= w) & (gy <= 4 * h)
        if len(points) > 1:
            near |= _line_distance(points, xs + w / 2, ys + h / 2) <= w / 2 + h
            # Over the line, it hides where the sight is blocked: a place a width farther off the line is better.
            away = away + np.where(_crossing(points, xs + w / 2, ys + h / 2, w, h), w, 0.0)
        if near.any():
            k = int(np.argmin(np.where(near, away, np.inf)))
            if _leaders_clear(marks, xs[k : k + 1], ys[k : k + 1], w, h, leader)[0]:
                return form, box_at(k, xs, ys, w, h), True  # most often, beside its point: no leader to look at
            grazing = grazing or (form, box_at(k, xs, ys, w, h), False)
            if marks is not None and leader is not None and _hemmed(marks, leader):
                return grazing  # no leader from its point can be clear (a crowded board)
            # The nearest whose leader is clear: every near place's leader at once.
            near &= _leaders_clear(marks, xs, ys, w, h, leader)
            if near.any():
                k = int(np.argmin(np.where(near, away, np.inf)))
                return form, box_at(k, xs, ys, w, h), True
    # Docked: a corner of the viewport (the nearest the point first), else the free place nearest the point.
    for form, span, free, _xs, _ys, w, h in found:
        fy, fx = free.shape
        corners = sorted(
            (
                Box(x, y, x + w, y + h)
                for x in (span.x0, span.x0 + (fx - 1) * _GRID)
                for y in (span.y0, span.y0 + (fy - 1) * _GRID)
            ),
            key=lambda c: math.dist(c.centre, (ex, ey)),
        )
        free_corners = [
            c
            for c in corners
            if free[round((c.y0 - span.y0) / _GRID), round((c.x0 - span.x0) / _GRID)]
            and not any(b.overlaps(c, PAD) for b in keep_off)
        ]
        if free_corners:
            clear = _leaders_clear(marks, *_corners(free_corners), w, h, leader)
            if clear.any():
                return form, free_corners[int(np.argmax(clear))], True
            grazing = grazing or (form, free_corners[0], False)
    for form, _span, _free, xs, ys, w, h in found:
        gx = np.maximum(np.maximum(xs - ex, ex - (xs + w)), 0.0)
        gy = np.maximum(np.maximum(ys - ey, ey - (ys + h)), 0.0)
        away = np.hypot(gx, gy)
        grazing = grazing or (form, box_at(int(np.argmin(away)), xs, ys, w, h), False)
        if leader is None:
            break
        clear = _leaders_clear(marks, xs, ys, w, h, leader)
        if clear.any():
            return form, box_at(int(np.argmin(np.where(clear, away, np.inf))), xs, ys, w, h), True
    return grazing


def _crossing(points: np.ndarray, cx: np.ndarray, cy: np.ndarray, w: float, h: float) -> np.ndarray:
    """Whether a box ``w`` x ``h`` centred on each point (``cx`` across, ``cy`` down) meets the line through
    ``points``: for some stretch, the box spans the stretch's line and the stretch reaches across the box."""
    out = np.zeros(len(cx), dtype=bool)
    for (ax, ay), (bx, by) in itertools.pairwise(points.tolist()):
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy)
        if length == 0:
            continue
        ux, uy = dx / length, dy / length
        rx, ry = cx - ax, cy - ay
        across = np.abs(ry * ux - rx * uy) <= abs(uy) * w / 2 + abs(ux) * h / 2
        along = rx * ux + ry * uy
        half = abs(ux) * w / 2 + abs(uy) * h / 2
        out |= across & (along >= -half) & (along <= length + half)
    return out


def _line_distance(points: np.ndarray, cx: np.ndarray, cy: np.ndarray) -> np.ndarray:
    """The distance from each point (``cx`` across, ``cy`` down) to the line through ``points``."""
    best = np.full(len(cx), np.inf)
    for (ax, ay), (bx, by) in itertools.pairwise(points.tolist()):
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        t = np.clip(((cx - ax) * dx + (cy - ay) * dy) / length2, 0.0, 1.0) if length2 > 0 else 0.0
        best = np.minimum(best, np.hypot(cx - (ax + t * dx), cy - (ay + t * dy)))
    return best


_Moves = tuple[int, int, int, int, int]  # how many half heights up or down; the least and most i, the least and most j


def _lines_reach(want: Box, bounds: Box | None) -> tuple[Box | None, _Moves | None]:
    """What :func:`_free_on_lines` may move ``want`` to inside ``bounds``: the box all its moves span, and the
    moves' bounds; None, None: no move stays inside."""
    sx, sy = want.w / 4, want.h / 2
    up, _ = _line_steps(want.w, want.h)
    i_min, i_max, j_min, j_max = -4, 4, -up, up
    if bounds is not None:
        i_min = max(i_min, math.ceil((bounds.x0 - want.x0) / sx))
        i_max = min(i_max, math.floor((bounds.x1 - want.x1) / sx))
        j_min = max(j_min, math.ceil((bounds.y0 - want.y0) / sy))
        j_max = min(j_max, math.floor((bounds.y1 - want.y1) / sy))
        if i_min > i_max or j_min > j_max:
            return None, None
    reach = Box(want.x0 + i_min * sx, want.y0 + j_min * sy, want.x1 + i_max * sx, want.y1 + j_max * sy)
    return reach, (up, i_min, i_max, j_min, j_max)


def _free_on_lines(want: Box, marks: Iterable[Box], moves: _Moves) -> Box | None:
    """The free box nearest ``want`` among it moved by quarters of its width and halves of its height, up to its width
    aside and as far up or down (four of its heights at least, six at most), within ``moves`` (:func:`_lines_reach`),
    clear of ``marks`` (those in reach): a caption is wide and low, and rings round it (as a counter is moved on) a
    third of its width apart step over the gaps between the lines of counters.

    Each mark marks off the moves it blocks (a row of moves as the bits of a number): a drag asks this on every mouse
    move, and a wide caption on a crowded board tries hundreds of moves."""
    w, h = want.w, want.h
    sx, sy = w / 4, h / 2
    up, i_min, i_max, j_min, j_max = moves
    blocked = [0] * (2 * up + 1)  # for each row of moves (j + up), a bit for each move along it (i + 4)
    for other in marks:
        # Move (i, j) overlaps ``other`` when i * sx lies strictly between these two (and j * sy likewise).
        i_lo = max(-4, math.floor((other.x0 - PAD - want.x1) / sx) + 1)
        i_hi = min(4, math.ceil((other.x1 + PAD - want.x0) / sx) - 1)
        j_lo = max(-up, math.floor((other.y0 - PAD - want.y1) / sy) + 1)
        j_hi = min(up, math.ceil((other.y1 + PAD - want.y0) / sy) - 1)
        if i_lo > i_hi:
            continue
        bits = ((1 << (i_hi - i_lo + 1)) - 1) << (i_lo + 4)
        for j in range(j_lo, j_hi + 1):
            blocked[j + up] |= bits
    for i, j in _line_steps(w, h)[1]:
        if i_min <= i <= i_max and j_min <= j <= j_max and not (blocked[j + up] >> (i + 4)) & 1:
            return want.moved(i * sx, j * sy)
    return None


@functools.lru_cache(maxsize=64)
def _line_steps(w: float, h: float) -> tuple[int, tuple[tuple[int, int], ...]]:
    """How many half heights :func:`_free_on_lines` moves up or down, and its moves (i quarter widths across, j half
    heights down), nearest first."""
    up = min(12, max(8, math.ceil(2 * w / max(h, 1.0))))
    steps = [(i, j) for i in range(-4, 5) for j in range(-up, up + 1) if (i, j) != (0, 0)]
    return up, tuple(sorted(steps, key=lambda d: math.hypot(d[0] * w / 4, d[1] * h / 2)))
