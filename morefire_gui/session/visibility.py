"""Hidden information in a hot-seat game: what one side may see, and revealing what the rules' triggers uncover.

Each side sees its own things. Of the other side's it does not see deliberate minefields it has not found (3.6),
registration points and written artillery requests (4.1), the units of an island invasion's waves that have
not landed yet (ISLAND A: the attacker assigns them to waves secretly), and its hidden positions are only markers: a marker
may be a real unit or, in a TARAWA battle, a fake one ("fake (1/3) and actual (2/3) positions"), and shows neither
its type nor whether it is real. A hidden position is revealed "when it fires, is fired on, or moves": a real one
loses its ``hidden`` status, a fake one is taken off the table. ``None`` as the viewer is the umpire's view: all.

A :class:`View` is what one side's screen may hold. Every surface a player reads takes it from here: the board's
items and tools (picking by geometry: ``BattleGeometry.pick``), the docks, dialogs, messages and names
(session/names.py), the log, and, through :func:`seen_battle` (the battle as the side may hold it, which is what a
remote side's client would be handed), exports, printing, snapshots, the report, the legend and the command line's
``--view``. docs/hidden-information.md lists every surface and how it is filtered.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from morefire_gui.model.battle import Battle, TerrainPiece, Unit
from morefire_gui.model.log import LogEntry
from morefire_gui.model.terms import Status, TerrainKind
from morefire_gui.session.edits import Compound, Edit, RemoveUnit, ReplaceUnits

if TYPE_CHECKING:
    from morefire_gui.session.resolution import LogDraft

# In a side's seen battle a hidden position of another side is a marker of this type (no catalogue entry: it has no
# footprint, facing, name or points of its own), under an id that says nothing either (``hidden1``, ``hidden2``, ...
# numbered by where the markers stand on the table).
MARKER_TYPE = "hidden position"
MARKER_ID = "hidden"
HIDDEN_INFORMATION = "Hidden information"  # what a refusal for the hot seat's sake cites (docs/hidden-information.md)


@dataclass(frozen=True)
class View:
    """What ``side`` may see of the battle (``side`` None: everything)."""

    side: str | None
    masked_units: frozenset[str] = frozenset()  # drawn as anonymous markers
    unseen_units: frozenset[str] = frozenset()  # not drawn at all (an island wave that has not landed)
    hidden_pieces: frozenset[str] = frozenset()  # not drawn at all
    secret_sides: frozenset[str] = frozenset()  # sides whose registration points, batteries and orders are secret

    @property
    def umpire(self) -> bool:
        """The umpire's view: everything, every side's secrets (set-up, or both players agreed to it)."""
        return self.side is None

    def shows_unit_details(self, unit_id: str) -> bool:
        return unit_id not in self.masked_units

    def shows_unit(self, unit_id: str) -> bool:
        """Whether the unit is on the side's board at all (a marker counts; a wave not landed does not)."""
        return unit_id not in self.unseen_units

    def may_handle(self, unit_id: str) -> bool:
        """Whether the side's tools may pick, select, move, turn or delete the unit and its menus offer it: not
        another side's hidden position (the rules' reveals come only through the owner's actions or the rules'
        triggers), nor a unit the side does not see."""
        return unit_id not in self.masked_units and unit_id not in self.unseen_units

    def shows_piece(self, piece_id: str) -> bool:
        return piece_id not in self.hidden_pieces

    def shows_side_secrets(self, side_id: str) -> bool:
        return side_id not in self.secret_sides

    def may_act_for(self, side_id: str) -> bool:
        """Whether the side's player may give orders for ``side_id`` (fly its airstrikes, fire or set up its
        batteries, fire its infantry): its own side only; the umpire's view, every side."""
        return self.side is None or side_id == self.side

    def shows_entry(self, entry: LogEntry) -> bool:
        return entry_seen(entry, self)


UMPIRE = View(None)


def view_title(battle: Battle, view: View | None) -> str:
    """Whose view a picture, a sheet or a report shows, as its title block says it: "Allies' view", "the umpire's
    view (everything)"."""
    if view is None or view.side is None:
        return "Umpire's view (everything)"
    side = battle.side(view.side)
    label = side.label if side is not None else view.side
    return f"{label}'s view" if not label.endswith("s") else f"{label}' view"


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
    return View(
        side,
        masked,
        unseen,
        frozenset(hidden_minefields(battle, side)),
        frozenset(s.id for s in battle.sides if s.id != side),
    )


def reveal_edit(battle: Battle, unit_ids: Iterable[str], why: str) -> Edit | None:
    """Reveal the hidden positions among ``unit_ids`` (as the battle stands now): real ones lose ``hidden``,
    fake markers are removed. None when none of them is hidden."""
    real_before: list[Unit] = []
    real_after: list[Unit] = []
    removed: list[RemoveUnit] = []
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
    removed.sort(key=lambda e: -e.index)
    edits += removed
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


def secret_to_owner(battle: Battle, draft: LogDraft) -> LogDraft:
    """A log entry as the commit writes it, once the action's effects are on the battle: an entry whose actors or
    targets include a hidden position, or a unit of a wave not landed, that is still so is kept to that unit's side
    (its words name the unit, and that it acted: a hidden position that spots or is marked gives nothing away, as
    it is revealed only when it fires, is fired on or moves)."""
    if draft.secret:
        return draft
    for uid in (*draft.actors, *draft.targets):
        unit = battle.unit(uid)
        if unit is not None and (is_hidden_position(unit) or not_landed(battle, unit)):
            return replace(draft, secret=True, side=unit.side)
    return draft


def marker_ids(battle: Battle, view: View) -> dict[str, str]:
    """The id each of another side's hidden positions goes by in ``view``'s seen battle: ``hidden1``, ``hidden2``,
    ... in the order they stand on the table (north to south, then west to east), which tells nothing that the
    markers on the board do not."""
    masked = sorted((u for u in battle.units if u.id in view.masked_units), key=lambda u: (u.at[1], u.at[0], u.side))
    taken = {u.id for u in battle.units if u.id not in view.masked_units} | {p.id for p in battle.terrain}
    out: dict[str, str] = {}
    n = 0
    for unit in masked:
        n += 1
        while f"{MARKER_ID}{n}" in taken:
            n += 1
        out[unit.id] = f"{MARKER_ID}{n}"
    return out


def seen_battle(battle: Battle, view: View | None) -> Battle:
    """The battle as ``view``'s side may hold it: what one side's screen may show, and what a remote side's client
    would be handed. Another side's hidden positions are anonymous markers (:data:`MARKER_TYPE`, ids from
    :func:`marker_ids`, no facing, name, status or points beyond "hidden"), the units of its waves not landed, its
    minefields the side has not found, its registration points, batteries, fire missions, counter-battery fire and
    airstrikes bought are not there; the log holds only the entries the side may read; the record of actions, the
    position it starts from and the dice's seed (which would tell the rolls to come) are left out. The umpire's view
    is the battle itself. The battle given is not changed."""
    if view is None or view.side is None:
        return battle
    tokens = marker_ids(battle, view)

    def seen_id(uid: str) -> str | None:
        if uid in view.unseen_units:
            return None
        return tokens.get(uid, uid)

    units: list[Unit] = []
    markers: list[Unit] = []
    for unit in battle.units:
        if unit.id in view.unseen_units:
            continue
        if unit.id in tokens:
            markers.append(
                Unit(id=tokens[unit.id], side=unit.side, type=MARKER_TYPE, at=unit.at, status=(Status.HIDDEN,))
            )
            continue
        spotted = tuple(i for i in (seen_id(s) for s in unit.spotted_by) if i is not None)
        riding = seen_id(unit.riding_on) if unit.riding_on is not None else None
        if spotted != unit.spotted_by or riding != unit.riding_on:
            unit = unit.model_copy(update={"spotted_by": spotted, "riding_on": riding})
        units.append(unit)
    # The markers come last, in the order of their ids: where a unit stood in the list (a fake placed after the real
    # units) would tell which marker is which.
    units += sorted(markers, key=lambda u: int(u.id.removeprefix(MARKER_ID)))
    secret = view.secret_sides
    batteries = [b for b in battle.batteries if b.side not in secret]
    kept = {b.id for b in batteries}
    sides = [
        s if s.id not in secret else s.model_copy(update={"registration_points": (), "airstrikes_bought": ()})
        for s in battle.sides
    ]
    known = {u.id for u in units} | kept | {a.id for a in battle.aircraft}
    # A hidden position's mark would tell that it is real: only what the side sees is marked.
    acted = {step: tuple(i for i in ids if i in known) for step, ids in battle.acted.items()}
    values = {name: getattr(battle, name) for name in Battle.model_fields}
    values.update(
        sides=sides,
        units=units,
        terrain=[p for p in battle.terrain if p.id not in view.hidden_pieces],
        batteries=batteries,
        fire_missions=[m for m in battle.fire_missions if m.battery in kept],
        counter_battery=[c for c in battle.counter_battery if c.battery in kept],
        acted={step: ids for step, ids in acted.items() if ids},
        log=[e for e in battle.log if entry_seen(e, view)],
        actions=[],
        start=None,
        dice_seed=None,
        extensions={},
    )
    return Battle.model_construct(**values)
