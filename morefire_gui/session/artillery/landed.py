"""The barrages that landed this turn, as every side sees them (4.1): each landing's impact point, its damage zone and
the side that fired it, read from the landing's public log entry. The board draws them in every view; a barrage taken
back by Undo (its action off the record) is not among them, though its rolls stay in the log; a side's seen battle,
which keeps no record, has every landing of its turn. Never the aim, the
drift or the battery: those are the firing side's own (docs/hidden-information.md)."""

from __future__ import annotations

from dataclasses import dataclass

from morefire_gui.geometry.shapes import XY
from morefire_gui.model.battle import Battle
from morefire_gui.session.visibility import View, entry_seen

__all__ = ["LandedBarrage", "landed_barrages"]


@dataclass(frozen=True)
class LandedBarrage:
    side: str
    impact: XY
    zone_yards: int
    seq: int  # its public log entry


def landed_barrages(battle: Battle, view: View | None = None) -> tuple[LandedBarrage, ...]:
    """The barrages landed in the battle's turn whose actions still stand, in the order they landed, as ``view``
    sees them (a landing is public: every view sees every landing)."""
    # A side's seen battle keeps no record of actions (nothing in it can be undone): its entries all stand.
    standing = None if battle.seen_by is not None else {seq for record in battle.actions for seq in record.log}
    return tuple(
        LandedBarrage(entry.side or "", entry.landing.at, entry.landing.zone_yards, entry.seq)
        for entry in battle.log
        if entry.landing is not None
        and entry.turn == battle.turn
        and (standing is None or entry.seq in standing)
        and not entry.secret
        and entry_seen(entry, view)
    )
