"""The public Python API: open a battle file, ask line of sight, who sees whom and who stands in a circle, move
counters and save. Players' scripts and the app's benchmarks use it; docs/api.md documents it, and it is kept
stable (names, arguments and results are extended compatibly, never changed).

    from morefire_gui.api import open_battle

    battle = open_battle("resources/battles/demo.yaml")
    sight = battle.los("ge1", "su3")
    sight.clear, sight.blockers, sight.first_block, sight.range_yards

Qt is never imported. Every answer is the app's own: the same line-of-sight engine, index and session the window
and the ``morefire`` command use.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from os import PathLike
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeGuard

import numpy as np
import numpy.typing as npt

from morefire_gui.errors import InputError, UsageError
from morefire_gui.geometry.los import (
    LosResult,
    Sight,
    TerrainIndex,
    clear_matrix,
    settled_clear,
    settled_first_block,
    sight,
    sight_range,
)
from morefire_gui.geometry.shapes import XY
from morefire_gui.model.battle import LosSettings, Settings, Unit

if TYPE_CHECKING:
    from morefire_gui.model.actions import Action
    from morefire_gui.model.battle import Unit
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.resolution import Resolution

__all__ = ["Battle", "InputError", "LineOfSight", "UsageError", "Where", "open_battle"]

# What a line of sight is worked out from: the battle's terrain index, the two ends, the yards a table unit, the rules'
# settings.
_Ask = tuple[TerrainIndex, XY, XY, float, LosSettings]

Where = str | XY
"""An end of a line or a centre: a unit's id (its centre), or ``(x, y)`` in table units (origin at the table's
north-west corner, x east, y south)."""


class LineOfSight:
    """The line of sight between two points (rule 2.1, with the readings of docs/rules-notes.md).

    ``clear``: nothing blocks it. ``blockers``: the ids of the terrain pieces that block it, in order along the
    line from its start. ``first_block``: where the line is first blocked, ``(x, y)``, or None when clear.
    ``range_yards`` and ``range_table``: the range, centre to centre, in yards and in table units.

    Frozen, and worked out when first read, against the battle as it stood when :meth:`Battle.los` was asked:
    ``clear`` and ``first_block`` read first stop at the first piece found to block (basic line of sight, where the
    line's crossings settle it); ``blockers`` comes from the full check, which ``explain()`` puts in words. A first
    block worked out on its own is the full check's to the rounding of its last digit, and is kept."""

    if not TYPE_CHECKING:  # the fields, for typing.get_type_hints (a type checker reads the properties below)
        clear: bool
        blockers: tuple[str, ...]
        first_block: XY | None
        range_yards: float
        range_table: float
        advanced: bool

    __slots__ = ("_advanced", "_ask", "_blockers", "_clear", "_first", "_range", "_result")
    _FIELDS = ("clear", "blockers", "first_block", "range_yards", "range_table", "advanced")

    def __init__(self, ask: _Ask, advanced: bool) -> None:
        self._ask = ask
        self._advanced = advanced
        self._range: tuple[float, float] | None = None
        # None until worked out (the first block as a 1-tuple, since None is an answer).
        self._clear: bool | None = None
        self._blockers: tuple[str, ...] | None = None
        self._first: tuple[XY | None] | None = None
        self._result: LosResult | Sight | None = None

    @property
    def clear(self) -> bool:
        found = self._clear
        if found is None:
            if not self._advanced:
                found = settled_clear(*self._ask)
            if found is None:
                self._work_out()
                return bool(self._clear)
            self._clear = found
            if found:
                self._blockers, self._first = (), (None,)
        return found

    @property
    def blockers(self) -> tuple[str, ...]:
        found = self._blockers
        if found is None:
            self._work_out()
            found = self._blockers
            assert found is not None
        return found

    @property
    def first_block(self) -> XY | None:
        found = self._first
        if found is None:
            walked = settled_first_block(*self._ask) if not self._advanced else None
            if walked is None:
                self._work_out()
                found = self._first
                assert found is not None
            else:
                clear, point = walked
                found = self._first = (point,)
                self._clear = clear
                if clear:
                    self._blockers = ()
        return found[0]

    @property
    def range_table(self) -> float:
        return self._ranges()[0]

    @property
    def range_yards(self) -> float:
        return self._ranges()[1]

    def _ranges(self) -> tuple[float, float]:
        found = self._range
        if found is None:
            _, start, end, ypu, _ = self._ask
            found = self._range = sight_range(start, end, ypu)
        return found

    @property
    def advanced(self) -> bool:
        return self._advanced

    def _work_out(self) -> LineOfSight:
        index, start, end, ypu, settings = self._ask
        found = sight(index, start, end, ypu, settings, self._advanced)
        self._result = found
        if isinstance(found, Sight):
            self._clear, self._blockers = not found.blockers, tuple(found.blockers)
        else:
            self._clear, self._blockers = found.clear, found.blocker_tuple
        if self._first is None:  # one worked out on its own is kept: the same point, to its rounding
            self._first = (found.first_block,)
        return self

    def explain(self) -> list[str]:
        """The check in words: the range, the verdict, and every piece that blocks or lets the line through,
        with its reason and rule, each piece by its kind and id (``morefire los`` names it by its name)."""
        found = self._result
        if found is None:
            found = self._work_out()._result
            assert found is not None
        return (found if isinstance(found, LosResult) else found.result()).explain()

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self._FIELDS)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, LineOfSight)
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in zip(self._FIELDS, self._values()))
        return f"{type(self).__name__}({fields})"


class Battle:
    """An open battle. Made by :func:`open_battle`; its answers follow every change made through it."""

    def __init__(self, session: BattleSession) -> None:
        self._session = session
        # Where each unit stood in the battle's list when last looked at, by id: a look-up checks the unit there
        # still has the id (a unit added, removed or replaced since is looked for again), so an id costs a dict
        # look-up rather than a walk through every unit (docs/performance.md).
        self._unit_at: dict[str, int] = {}

    # -- what it holds -----------------------------------------------------------------------------------
    @property
    def path(self) -> Path | None:
        """The file the battle was opened from or last saved to."""
        return self._session.path

    @property
    def title(self) -> str:
        return self._session.battle.title

    @property
    def unit_ids(self) -> list[str]:
        """Every unit's id, in the battle file's order."""
        return [u.id for u in self._session.battle.units]

    @property
    def settings(self) -> Settings:
        """The battle's settings (its file's ``settings:``, every one given, defaults filled in), as a copy: frozen
        (a setting cannot be assigned) and the battle's own left untouched by any change to it (its line of sight
        heights included). ``battle.settings.model_copy(update={"campaign": True})`` is the whole settings a
        ``ChangeSettings`` action takes with one of them changed."""
        return self._session.battle.settings.model_copy(deep=True)

    def unit_position(self, unit_id: str) -> XY:
        """Where a unit's centre stands, in table units."""
        return self._unit(unit_id).at

    def unit_facing(self, unit_id: str) -> float:
        """A unit's facing, degrees clockwise from north."""
        return self._unit(unit_id).facing

    # -- questions ---------------------------------------------------------------------------------------
    def los(self, a: Where, b: Where, *, advanced: bool = False) -> LineOfSight:
        """Line of sight from ``a`` to ``b`` (unit ids or points): basic, or with ``advanced=True`` elevation
        (hills' levels and the heights of terrain). A unit's line runs from its centre."""
        start, end = self._point(a, "a"), self._point(b, "b")
        geometry = self._session.geometry
        ask = (geometry.terrain_index, start, end, geometry.yards_per_unit, self._session.battle.settings.los)
        return LineOfSight(ask, advanced)

    def los_matrix(
        self, ids_a: Sequence[Where], ids_b: Sequence[Where], *, advanced: bool = False
    ) -> npt.NDArray[np.bool_]:
        """Who sees whom: a numpy bool array of ``len(ids_a)`` rows and ``len(ids_b)`` columns, True where the
        line of sight from ``ids_a[i]`` to ``ids_b[j]`` is clear (what :meth:`los` would say of that pair). A single
        id or point given for a list is refused (:class:`UsageError`), not read letter by letter."""
        for name, given in (("ids_a", ids_a), ("ids_b", ids_b)):
            alone = isinstance(given, (str, bytes)) or not isinstance(given, Iterable)
            if alone or (
                isinstance(given, tuple) and len(given) == 2 and all(isinstance(v, (int, float)) for v in given)
            ):
                raise UsageError(f"{name} {given!r}: give a list of unit ids or (x, y) points, not one of them")
        starts = [self._point(a, "ids_a") for a in ids_a]
        ends = [self._point(b, "ids_b") for b in ids_b]
        geometry = self._session.geometry
        out = clear_matrix(
            geometry.terrain_index,
            starts,
            ends,
            geometry.yards_per_unit,
            self._session.battle.settings.los,
            advanced=advanced,
        )
        return np.asarray(out, dtype=bool).reshape(len(starts), len(ends))

    def units_in_circle(self, center: Where, diameter_yards: float) -> list[str]:
        """The ids of the units in or partly in a circle (a damage zone, rule 4.5), in the battle file's order:
        every unit whose counter comes within half the diameter of the centre, touching included."""
        if not _finite_number(diameter_yards) or diameter_yards < 0:
            raise UsageError(f"diameter_yards {diameter_yards!r}: give a number of yards, 0 or more")
        geometry = self._session.geometry
        return geometry.units_within(self._point(center, "center"), geometry.to_table(diameter_yards / 2))

    # -- changes -----------------------------------------------------------------------------------------
    def move_unit(self, unit_id: str, to: XY, facing: float | None = None) -> None:
        """Put a unit's centre at ``to`` (table units), turned to ``facing`` if given: the board editor's move
        (a ``change_units`` action through the session, as dragging the counter with Select & Move is), not a move
        of the sequence of play (no movement allowance, no dice). A point off the table, a strict battle whose
        play has begun (the table is laid out at set-up), a point outside the side's deployment zone in a strict
        battle's set-up (Mission Deployment Guidelines), or another side's unit while a side has the table (hot seat:
        a player's hand is on its own counters, docs/hidden-information.md), is refused with :class:`UsageError`."""
        from morefire_gui.model.actions.table import ChangeUnits

        unit = self._unit(unit_id)
        x, y = self._xy(to, "to", "(x, y) table coordinates, where the unit's centre goes")
        update: dict[str, object] = {"at": (x, y)}
        if facing is not None:
            if not _finite_number(facing):
                raise UsageError(f"facing {facing!r}: give degrees clockwise from north")
            update["facing"] = float(facing) % 360.0
        moved = unit.model_copy(update=update)
        if moved == unit:
            return  # already there, as it is: no action (the session refuses a change that changes nothing)
        resolution = self.act(ChangeUnits(units=(moved,)))  # logged as the window's drag is: "Move Tiger 1 4.0 in"
        if resolution.refused:
            raise UsageError(resolution.refusal)

    def act(self, action: Action) -> Resolution:
        """Take any action (docs/battle-format.md, "actions") as the window and ``morefire act`` take it: performed
        with the battle's own dice and, unless refused, committed (its effects, marks, log entries and record). The
        resolution says what the rules decided, or why the action was refused. What is not an action of
        ``morefire_gui.model.actions`` is refused (:class:`UsageError`)."""
        from morefire_gui.model.actions import Action

        if not isinstance(action, Action):
            raise UsageError(f"action {action!r}: give an action of morefire_gui.model.actions (docs/battle-format.md)")
        resolution = self._session.perform(action)
        if resolution.accepted:
            self._session.commit(resolution)
        return resolution

    def save(self, path: str | Path | None = None) -> Path:
        """Save the battle (atomically, keeping the previous file as ``NAME.yaml.bak``) to ``path``, or to the
        file it came from; returns the file written. A file that cannot be written raises
        :class:`morefire_gui.errors.SaveError` (an :class:`InputError`) and leaves the old one as it was."""
        if path is None and self._session.path is None:
            raise UsageError("this battle has no file yet: give save() a path")
        if path is not None and not isinstance(path, (str, PathLike)):
            raise UsageError(f"path {path!r}: give the file to save to, a str or a Path")
        return self._session.save(Path(path) if path is not None else None)

    # -- helpers -----------------------------------------------------------------------------------------
    def _unit(self, unit_id: str) -> Unit:
        if not isinstance(unit_id, str):
            raise UsageError(f"{unit_id!r} is not a unit of this battle")
        units = self._session.battle.units
        at = self._unit_at.get(unit_id)
        if at is not None and at < len(units) and (unit := units[at]).id == unit_id:
            return unit
        found = self._session.battle.unit(unit_id)
        if found is None:
            raise UsageError(f"{unit_id!r} is not a unit of this battle")
        # The list has changed since the places were taken (or this is the first look-up): taken again, the first
        # of any equal ids kept, as Battle.unit finds it.
        self._unit_at = {u.id: i for i, u in reversed(list(enumerate(units)))}
        return found

    def _xy(self, value: object, what: str, takes: str = "a unit id or (x, y) table coordinates") -> XY:
        """A point on the table: two finite numbers within its width and depth (else :class:`UsageError`, naming the
        argument, the point and the table's size). ``takes``: what the argument takes, for the message."""
        try:
            if isinstance(value, (str, bytes)):
                raise TypeError  # text is no point, even of two characters that are digits ("12")
            pair: Any = value  # any pair of numbers: anything else is the TypeError or ValueError below
            px, py = pair
            x, y = float(px), float(py)
        except (TypeError, ValueError, OverflowError):  # OverflowError: a whole number too large for a float
            raise UsageError(f"{what} {value!r}: give {takes}") from None
        if not (math.isfinite(x) and math.isfinite(y)):
            raise UsageError(f"{what} {value!r}: coordinates must be finite numbers")
        self._session.battle.require_on_table(x, y, f"{what} {value!r}", said=True)
        return (x, y)

    def _point(self, where: Where, what: str) -> XY:
        if where.__class__ is tuple and len(where) == 2:
            x, y = where
            table = self._session.battle.table
            # Already a pair of floats on the table (a nan or an infinity never is): TableSpec.holds, inlined, as the
            # one check of a point on the table reads it (edges included), for a line of sight's fixed cost.
            if x.__class__ is float and y.__class__ is float and 0.0 <= x <= table.width and 0.0 <= y <= table.depth:
                return where
        if isinstance(where, str):
            return self._unit(where).at
        return self._xy(where, what)

    def __repr__(self) -> str:
        b = self._session.battle
        return f"<Battle {b.title!r}: {len(b.terrain)} terrain pieces, {len(b.units)} units>"


def _finite_number(value: object) -> TypeGuard[float]:
    """A number a float can hold (a whole number of 400 digits cannot), not infinite or nan."""
    try:
        return isinstance(value, (int, float)) and math.isfinite(value)
    except OverflowError:
        return False


def open_battle(path: str | Path) -> Battle:
    """Open a battle file with the bundled catalogue and rules tables. A file that cannot be read, parsed or
    validated raises :class:`InputError` (``morefire_gui.errors.BattleFileError``) whose ``problems`` name the
    file, line and key of every fault; what is not a path at all, a :class:`UsageError`."""
    from morefire_gui.session.battle_session import BattleSession

    if not isinstance(path, (str, PathLike)):
        raise UsageError(f"path {path!r}: give the battle file to open, a str or a Path")
    return Battle(BattleSession.open(Path(path)))
