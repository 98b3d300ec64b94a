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
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from morefire_gui.errors import InputError, UsageError
from morefire_gui.geometry.shapes import XY

if TYPE_CHECKING:
    import numpy as np

    from morefire_gui.geometry.los import LosResult
    from morefire_gui.model.actions import Action
    from morefire_gui.model.battle import Unit
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.resolution import Resolution

__all__ = ["Battle", "InputError", "LineOfSight", "UsageError", "Where", "open_battle"]

Where = str | XY
"""An end of a line or a centre: a unit's id (its centre), or ``(x, y)`` in table units (origin at the table's
north-west corner, x east, y south)."""


@dataclass(frozen=True)
class LineOfSight:
    """The line of sight between two points (rule 2.1, with the readings of docs/rules-notes.md).

    ``clear``: nothing blocks it. ``blockers``: the ids of the terrain pieces that block it, in order along the
    line from its start. ``first_block``: where the line is first blocked, ``(x, y)``, or None when clear.
    ``range_yards`` and ``range_table``: the range, centre to centre, in yards and in table units."""

    clear: bool
    blockers: tuple[str, ...]
    first_block: XY | None
    range_yards: float
    range_table: float
    advanced: bool
    _result: LosResult = field(repr=False, compare=False)

    def explain(self) -> list[str]:
        """The check in words: the range, the verdict, and every piece that blocks or lets the line through,
        with its reason and rule (as ``morefire los`` prints it)."""
        return self._result.explain()


class Battle:
    """An open battle. Made by :func:`open_battle`; its answers follow every change made through it."""

    def __init__(self, session: BattleSession) -> None:
        self._session = session

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
        result = self._session.geometry.los(start, end, advanced=advanced)
        return LineOfSight(
            result.clear,
            result.blocker_tuple,
            result.first_block,
            result.range_yards,
            result.range_table,
            result.advanced,
            result,
        )

    def los_matrix(self, ids_a: Sequence[Where], ids_b: Sequence[Where], *, advanced: bool = False) -> np.ndarray:
        """Who sees whom: a numpy bool array of ``len(ids_a)`` rows and ``len(ids_b)`` columns, True where the
        line of sight from ``ids_a[i]`` to ``ids_b[j]`` is clear (what :meth:`los` would say of that pair)."""
        import numpy as np

        from morefire_gui.geometry.los import clear_matrix

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
        if not isinstance(diameter_yards, (int, float)) or not math.isfinite(diameter_yards) or diameter_yards < 0:
            raise UsageError(f"diameter_yards {diameter_yards!r}: give a number of yards, 0 or more")
        geometry = self._session.geometry
        return geometry.units_within(self._point(center, "center"), geometry.to_table(diameter_yards / 2))

    # -- changes -----------------------------------------------------------------------------------------
    def move_unit(self, unit_id: str, to: XY, facing: float | None = None) -> None:
        """Put a unit's centre at ``to`` (table units), turned to ``facing`` if given: the board editor's move
        (a ``change_units`` action through the session, as dragging the counter with Select & Move is), not a move
        of the sequence of play (no movement allowance, no dice). A point off the table, or a strict battle whose
        play has begun (the table is laid out at set-up), is refused with :class:`UsageError`."""
        from morefire_gui.model.actions.table import ChangeUnits

        unit = self._unit(unit_id)
        x, y = self._xy(to, "to")
        if not self._session.battle.contains_point(x, y):
            t = self._session.battle.table
            raise UsageError(f"to {to!r} is off the table (0-{t.width:g} x 0-{t.depth:g} {t.unit})")
        update: dict[str, object] = {"at": (x, y)}
        if facing is not None:
            if not isinstance(facing, (int, float)) or not math.isfinite(facing):
                raise UsageError(f"facing {facing!r}: give degrees clockwise from north")
            update["facing"] = float(facing) % 360.0
        moved = unit.model_copy(update=update)
        resolution = self.act(ChangeUnits(units=(moved,), text=f"Move {unit_id}"))
        if resolution.refused:
            raise UsageError(resolution.refusal)

    def act(self, action: Action) -> Resolution:
        """Take any action (docs/battle-format.md, "actions") as the window and ``morefire act`` take it: performed
        with the battle's own dice and, unless refused, committed (its effects, marks, log entries and record). The
        resolution says what the rules decided, or why the action was refused."""
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
        return self._session.save(Path(path) if path is not None else None)

    # -- helpers -----------------------------------------------------------------------------------------
    def _unit(self, unit_id: str) -> Unit:
        unit = self._session.battle.unit(unit_id) if isinstance(unit_id, str) else None
        if unit is None:
            raise UsageError(f"{unit_id!r} is not a unit of this battle")
        return unit

    @staticmethod
    def _xy(value: object, what: str) -> XY:
        try:
            pair: Any = value  # any pair of numbers: anything else is the TypeError or ValueError below
            px, py = pair
            x, y = float(px), float(py)
        except (TypeError, ValueError):
            raise UsageError(f"{what} {value!r}: give a unit id or (x, y) table coordinates") from None
        if not (math.isfinite(x) and math.isfinite(y)):
            raise UsageError(f"{what} {value!r}: coordinates must be finite numbers")
        return (x, y)

    def _point(self, where: Where, what: str) -> XY:
        if isinstance(where, str):
            return self._unit(where).at
        return self._xy(where, what)

    def __repr__(self) -> str:
        b = self._session.battle
        return f"<Battle {b.title!r}: {len(b.terrain)} terrain pieces, {len(b.units)} units>"


def open_battle(path: str | Path) -> Battle:
    """Open a battle file with the bundled catalogue and rules tables. A file that cannot be read, parsed or
    validated raises :class:`InputError` (``morefire_gui.errors.BattleFileError``) whose ``problems`` name the
    file, line and key of every fault."""
    from morefire_gui.session.battle_session import BattleSession

    return Battle(BattleSession.open(Path(path)))
