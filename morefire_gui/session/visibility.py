"""Hidden information in a hot-seat game: what one side may see, and revealing what the rules' triggers uncover.

Each side sees its own things. Of the other side's it does not see deliberate minefields it has not found (3.6),
registration points and written artillery requests (4.1), the units of an island invasion's waves that have
not landed yet (ISLAND A: the attacker assigns them to waves secretly), and its hidden positions are only markers: a marker
may be a real unit or, in a TARAWA battle, a fake one ("fake (1/3) and actual (2/3) positions"), and shows neither
its type nor whether it is real. A hidden position is revealed "when it fires, is fired on, or moves": a real one
loses its ``hidden`` status, a fake one is taken off the table. ``None`` as the viewer is the umpire's view: all.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from morefire_gui.model.battle import Battle, TerrainPiece, Unit
from morefire_gui.model.log import LogEntry
from morefire_gui.model.terms import Status, TerrainKind
from morefire_gui.session.edits import Compound, Edit, RemoveUnit, ReplaceUnits


@dataclass(frozen=True)
class View:
    """What ``side`` may see of the battle (``side`` None: everything)."""

    side: str | None
    masked_units: frozenset[str] = frozenset()  # drawn as anonymous markers
    unseen_units: frozenset[str] = frozenset()  # not drawn at all (an island wave that has not landed)
    hidden_pieces: frozenset[str] = frozenset()  # not drawn at all
    secret_sides: frozenset[str] = frozenset()  # sides whose registration points, batteries and orders are secret

    def shows_unit_details(self, unit_id: str) -> bool:
        return unit_id not in self.masked_units

    def shows_side_secrets(self, side_id: str) -> bool:
        return side_id not in self.secret_sides


def entry_seen(entry: LogEntry, view: View | None) -> bool:
    """Whether a side's ``view`` shows a battle log entry: a secret entry only to its own side (None, or the
    umpire's view: every entry)."""
    return view is None or view.side is None or not entry.secret or entry.side == view.side


def is_hidden_position(unit: Unit) -> bool:
    return unit.has(Status.HIDDEN)


def landing_turn(battle: Battle, unit: Unit) -> int | None:
    """ISLAND A: the turn the unit's wave lands (waves land on turns 1, 7 and 12), or None if it is in no wave."""
    if unit.wave is None:
        return None
    from morefire_gui.io.resources import rule_tables
    from morefire_gui.session.island import island_waves

    turns = island_waves(battle, rule_tables()) or (1, 7, 12)
    return turns[min(unit.wave, len(turns)) - 1]


def not_landed(battle: Battle, unit: Unit) -> bool:
    turn = landing_turn(battle, unit)
    return turn is not None and battle.turn < turn


def minefield_known_to(piece: TerrainPiece, side: str) -> bool:
    """3.6: a hasty minefield is marked on the board; a deliberate one is known to its owner, and to the other
    side once revealed."""
    return not piece.deliberate or piece.revealed or piece.owner == side


def hidden_minefields(battle: Battle, side: str) -> list[str]:
    """The deliberate sections the given side may not see yet (3.6: revealed as an enemy unit enters)."""
    return [p.id for p in battle.terrain if p.kind is TerrainKind.MINEFIELD and not minefield_known_to(p, side)]


def view_of(battle: Battle, side: str | None) -> View:
    if side is None:
        return View(None)
    others = [u for u in battle.units if u.side != side]
    unseen = frozenset(u.id for u in others if not_landed(battle, u))  # the secret wave assignment (ISLAND A)
    masked = frozenset(u.id for u in others if is_hidden_position(u) and u.id not in unseen)
    return View(side, masked, unseen, frozenset(hidden_minefields(battle, side)),
                frozenset(s.id for s in battle.sides if s.id != side))


def reveal_edit(battle: Battle, unit_ids: Iterable[str], why: str) -> Edit | None:
    """Reveal the hidden positions among ``unit_ids`` (as the battle stands now): real ones lose ``hidden``,
    fake markers are removed. None when none of them is hidden."""
    real_before: list[Unit] = []
    real_after: list[Unit] = []
    removed: list[Edit] = []
    for uid in dict.fromkeys(unit_ids):
        unit = battle.unit(uid)
        if unit is None or not is_hidden_position(unit):
            continue
        if unit.decoy:
            removed.append(RemoveUnit(unit, battle.unit_index(unit.id), f"A fake marker revealed: {why}"))
        else:
            real_before.append(unit)
            real_after.append(unit.with_status(Status.HIDDEN, on=False))
    edits: list[Edit] = []
    if real_after:
        edits.append(ReplaceUnits(tuple(real_before), tuple(real_after), f"Revealed: {why}"))
    # Remove from the last index down, so that each removal's index is right when undone in reverse.
    edits += sorted(removed, key=lambda e: -e.index)  # type: ignore[attr-defined]
    return Compound(tuple(edits), f"Revealed: {why}") if edits else None


def with_reveals(battle: Battle, edit: Edit, unit_ids: Iterable[str], why: str) -> Edit:
    """``edit`` followed by revealing the hidden positions among ``unit_ids`` as they stand after it (one undo
    step). The edit is tried on the battle and taken back to see that state."""
    ids = [uid for uid in unit_ids if (u := battle.unit(uid)) is not None and is_hidden_position(u)]
    if not ids:
        return edit
    edit.apply(battle)
    try:
        reveal = reveal_edit(battle, ids, why)
    finally:
        edit.revert(battle)
    if reveal is None:
        return edit
    return Compound((edit, reveal), getattr(edit, "text", "Edit"))
