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

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, TypeVar

from morefire_gui.ids import PieceId, SideId, UnitId
from morefire_gui.model.action_record import ActionRecord
from morefire_gui.model.battle import MARKER_TYPE as MARKER_TYPE  # what a side's view holds, said here too
from morefire_gui.model.battle import Battle, TerrainPiece, Unit
from morefire_gui.model.log import LogEntry
from morefire_gui.model.terms import Status, TerrainKind
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.edits import Compound, Edit, RemoveUnit, ReplaceUnits

if TYPE_CHECKING:
    from morefire_gui.session.resolution import LogDraft

# In a side's seen battle a hidden position of another side is a marker of MARKER_TYPE (model/battle.py), under an id
# that says nothing (``hidden1``, ``hidden2``, ... numbered by where the markers stand on the table).
MARKER_ID = "hidden"
# What a refusal for the hot seat's sake cites (docs/hidden-information.md): the app's own name for it, not a section
# of the rules, so said in the window's language ("(Verdeckte Informationen)").
HIDDEN_INFORMATION = QT_TRANSLATE_NOOP("Rules", "Hidden information")


@dataclass(frozen=True)
class View:
    """What ``side`` may see of the battle (``side`` None: everything)."""

    side: str | None
    masked_units: frozenset[str] = frozenset()  # drawn as anonymous markers
    unseen_units: frozenset[str] = frozenset()  # not drawn at all (an island wave that has not landed)
    hidden_pieces: frozenset[str] = frozenset()  # not drawn at all
    secret_sides: frozenset[str] = frozenset()  # sides whose registration points, batteries and orders are secret
    others: frozenset[str] = frozenset()  # every unit of another side (markers and waves not landed among them)

    @property
    def umpire(self) -> bool:
        """The umpire's view: everything, every side's secrets (set-up, or both players agreed to it)."""
        return self.side is None

    def shows_unit_details(self, unit_id: UnitId) -> bool:
        return unit_id not in self.masked_units

    def shows_unit(self, unit_id: UnitId) -> bool:
        """Whether the unit is on the side's board at all (a marker counts; a wave not landed does not)."""
        return unit_id not in self.unseen_units

    def may_handle(self, unit_id: UnitId) -> bool:
        """Whether the side's tools may pick, select, move, turn or delete the unit and its menus offer it: not
        another side's hidden position (the rules' reveals come only through the owner's actions or the rules'
        triggers), nor a unit the side does not see."""
        return unit_id not in self.masked_units and unit_id not in self.unseen_units

    def may_change(self, unit_id: UnitId) -> bool:
        """Whether the side's player may move, turn, delete or change the unit by hand (Select & Move, the Movement
        tool, the counter's properties, Edit -> Delete): a unit of its own side only, as a player at a real table
        never moves the opponent's pieces; the umpire's view, every unit. Another side's unit the side sees may be
        selected, for its sheet to be read (:meth:`may_handle`); what the rules do to it (a result of fire, a
        reveal) is the session's, through the action that does it, not a hand on the counter."""
        return self.side is None or unit_id not in self.others

    def shows_piece(self, piece_id: PieceId) -> bool:
        return piece_id not in self.hidden_pieces

    def shows_side_secrets(self, side_id: SideId) -> bool:
        return side_id not in self.secret_sides

    def may_act_for(self, side_id: SideId) -> bool:
        """Whether the side's player may give orders for ``side_id`` (fly its airstrikes, fire or set up its
        batteries, fire its infantry): its own side only; the umpire's view, every side."""
        return self.side is None or side_id == self.side

    def shows_entry(self, entry: LogEntry) -> bool:
        return entry_seen(entry, self)


UMPIRE = View(None)


def may_order(battle: Battle, view: View | None, unit_id: UnitId) -> bool:
    """Whether a side's menus may offer the unit anything a real unit is offered (fire, melee, mount, skis, range
    rings, ...): one the view lets the side handle, and not a fake marker, which is nothing (TARAWA), even to its
    owner and the umpire: they may only move it (which reveals it) or take it off, as the set-up allows."""
    if view is not None and not view.may_handle(unit_id):
        return False
    unit = battle.unit(unit_id)
    return unit is None or not unit.decoy


def view_title(battle: Battle, view: View | None) -> str:
    """Whose view a picture, a sheet or a report shows, as its title block says it: "View of Allies (defender)",
    "Umpire's view (everything)"."""
    if view is None or view.side is None:
        return QT_TRANSLATE_NOOP("Rules", "Umpire's view (everything)")
    side = battle.side(view.side)
    label = side.label if side is not None else view.side
    return QT_TRANSLATE_NOOP("Rules", "View of {side}").format(side=label)


def battery_name(battle: Battle, battery_id: str, reader: str | None) -> str:
    """A battery as side ``reader``'s player may read it in a hot-seat game (None: the umpire, who reads every name, as
    does everyone in a game no side has the table of): its own side's by its name; another side's, whose name, guns
    and calibre are that side's secret (4.1) and which the reader knows only by where its fire landed (4.42:
    counter-battery fire is fired at a battery whose barrage landed), by its first barrage landed: "Kampfgruppe
    Peiper's battery that fired at 22.5, 32.3 in turn 4"; with none on the log (a battle saved before landings were
    kept), "a battery of Kampfgruppe Peiper"."""
    battery = battle.battery(battery_id)
    if battery is None:
        return battery_id
    if reader is None or battery.side == reader or battle.at_table is None:
        return battery.label
    side = battle.side(battery.side)
    label = side.label if side is not None else battery.side
    log = battle.log
    for entry in log:
        # A barrage's entries: its side's own (the battery its actor), then the landing every side reads.
        if entry.kind != "barrage" or not entry.secret or battery_id not in entry.actors or entry.seq >= len(log):
            continue
        landing = log[entry.seq]  # the entry after it (seq counts from 1)
        if landing.landing is not None and not landing.secret and landing.side == battery.side:
            x, y = landing.landing.at
            return QT_TRANSLATE_NOOP("Rules", "{side}'s battery that fired at {x:.1f}, {y:.1f} in turn {turn}").format(
                side=label, x=x, y=y, turn=landing.turn
            )
    return QT_TRANSLATE_NOOP("Rules", "a battery of {side}").format(side=label)


def entry_seen(entry: LogEntry, view: View | None) -> bool:
    """Whether a side's ``view`` shows a battle log entry: a secret entry only to its own side (None, or the
    umpire's view: every entry)."""
    return view is None or view.side is None or not entry.secret or entry.side == view.side


# The sequence of play's own actions: every side sees the step change and the table pass (their log entries are still
# read through the view, one by one).
PUBLIC_ACTIONS = frozenset({"next_step", "step_back", "hand_over"})


@dataclass(frozen=True)
class SeenRecord:
    """A recorded action as a side's view may know it (File -> Replay): where it stands in the record (``position``:
    the replay's position after it), the record, and the log entries it wrote that the side may read (which explain
    it as the side's Log dock does)."""

    position: int
    record: ActionRecord
    entries: tuple[LogEntry, ...]


def seen_records(battle: Battle, view: View | None) -> list[SeenRecord]:
    """The battle's recorded actions a side's ``view`` may know of, in order: those that wrote an entry of the log
    the side may read (explained by those entries alone), the actions its own player took at the table (whatever it
    did, it saw), and the sequence of play's steps and hand-overs. Another side's actions that wrote only its secret
    entries (its artillery orders, what a hidden position did while hidden, what it bought), and edits of the table
    taken by another side or in the umpire's view that wrote no entry, are not known: their effects show, as the view
    shows the board. The umpire's view knows every action, with every entry it wrote."""
    out: list[SeenRecord] = []
    log = battle.log
    for n, record in enumerate(battle.actions, start=1):
        written = [log[seq - 1] for seq in record.log if 0 < seq <= len(log)]
        entries = tuple(e for e in written if entry_seen(e, view))
        side = view.side if view is not None else None  # None: the umpire's view
        if side is None or entries or record.kind in PUBLIC_ACTIONS or record.side == side:
            out.append(SeenRecord(n, record, entries))
    return out


def is_hidden_position(unit: Unit) -> bool:
    return unit.has(Status.HIDDEN)


def wave_turns(battle: Battle) -> tuple[int, ...]:
    """ISLAND A: the turns the first, second and third waves land (1, 7 and 12, unless the rules' tables say)."""
    from morefire_gui.io.resources import rule_tables
    from morefire_gui.session.island import island_waves

    return island_waves(battle, rule_tables()) or (1, 7, 12)


def _wave_lands(turns: tuple[int, ...], wave: int) -> int:
    return turns[min(wave, len(turns)) - 1]


def landing_turn(battle: Battle, unit: Unit) -> int | None:
    """ISLAND A: the turn the unit's wave lands (waves land on turns 1, 7 and 12), or None if it is in no wave."""
    return None if unit.wave is None else _wave_lands(wave_turns(battle), unit.wave)


def not_landed(battle: Battle, unit: Unit) -> bool:
    turn = landing_turn(battle, unit)
    return turn is not None and battle.turn < turn


def not_landed_units(battle: Battle) -> frozenset[UnitId]:
    """:func:`not_landed` for every unit of the battle at once: the waves' turns are asked once for all of them."""
    waves = [(u.id, u.wave) for u in battle.units if u.wave is not None]
    if not waves:
        return frozenset()
    turns = wave_turns(battle)
    return frozenset(uid for uid, wave in waves if battle.turn < _wave_lands(turns, wave))


def out_of_plain_sight(battle: Battle) -> frozenset[UnitId]:
    """The units not every side sees as what they are: hidden positions and the units of waves not landed. These do
    not count when counters are numbered (session/names.py), so that a number tells nothing of what another side
    hides: the one SdKfz 251 every side sees is "SdKfz 251", however many more are hidden."""
    public = everyones_view(battle)
    return public.masked_units | public.unseen_units


def new_id(battle: Battle, prefix: str, side: str | None = None) -> str:
    """An id for a new thing of ``side`` (the side it belongs to, or whose player adds it): counted among that side's
    own ids, under its tag (``al`` for allies: ``almf1``, ``almf2``, ...), so that the number a side's new minefield
    takes skips only that side's own and tells nothing of another side's minefield not found. Without a side (the
    umpire laying a hasty minefield of nobody's), ``prefix`` and the first number free. Old battles' ids stay as
    they are."""
    if side is None:
        return battle.new_id(prefix)
    shared = [s.id for s in battle.sides if s.id != side and s.id[:2] == side[:2]]
    tag = side if shared else side[:2]  # two sides spelled alike at first count apart
    return battle.new_id(f"{tag}{prefix}")


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
    landing = not_landed_units(battle)
    unseen = frozenset(u.id for u in others if u.id in landing)  # the secret wave assignment (ISLAND A)
    masked = frozenset(u.id for u in others if is_hidden_position(u) and u.id not in unseen)
    return View(
        side,
        masked,
        unseen,
        frozenset(hidden_minefields(battle, side)),
        frozenset(s.id for s in battle.sides if s.id != side),
        frozenset(u.id for u in others),
    )


Worked = TypeVar("Worked")


def _battle_state(battle: Battle) -> tuple[object, ...]:
    """What a view and the units' numbers are worked out from: the turn, what makes the battle an island invasion
    (its briefing and settings: ISLAND A), its sides, units and terrain pieces. Each is a frozen value that a change
    replaces, so that two states compare equal only when they read alike, and quickly (the same objects)."""
    return (
        battle.turn,
        battle.briefing,
        battle.settings,
        tuple(battle.sides),
        tuple(battle.units),
        tuple(battle.terrain),
    )


def once_per_state(work: Callable[[Battle], Worked]) -> Callable[[Battle], Worked]:
    """``work(battle)``, kept for the state of the battle it was worked out for (:func:`_battle_state`) and worked
    out again once the battle is in another: every text of an action names its units from one view and one
    numbering, however many texts there are. For what is read from that state alone, and never changed by who
    asks for it."""
    last: tuple[tuple[object, ...], Worked] | None = None

    @functools.wraps(work)
    def kept(battle: Battle) -> Worked:
        nonlocal last
        state = _battle_state(battle)
        found = last
        if found is None or found[0] != state:
            found = last = (state, work(battle))
        return found[1]

    return kept


EVERYONE = "*"  # the side of everyone's view (no side's id can be spelled so)


@once_per_state
def everyones_view(battle: Battle) -> View:
    """What every side may read alike, for words written where every side reads them (the score recorded in the
    log): each side's hidden positions are markers, the units of every wave not landed are not there, no deliberate
    minefield not revealed is there, and every side's registration points, batteries and orders are secret."""
    unseen = not_landed_units(battle)
    return View(
        EVERYONE,
        frozenset(u.id for u in battle.units if is_hidden_position(u) and u.id not in unseen),
        unseen,
        frozenset(p.id for p in battle.terrain if p.deliberate and not p.revealed and p.kind is TerrainKind.MINEFIELD),
        frozenset(s.id for s in battle.sides),
        frozenset(u.id for u in battle.units),
    )


def reveal_edit(battle: Battle, unit_ids: Iterable[UnitId], why: str) -> Edit | None:
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
            removed.append(
                RemoveUnit(
                    unit,
                    battle.unit_index(unit.id),
                    QT_TRANSLATE_NOOP("Rules", "A fake marker revealed: {why}").format(why=why),
                )
            )
        else:
            real_before.append(unit)
            real_after.append(unit.with_status(Status.HIDDEN, on=False))
    edits: list[Edit] = []
    if real_after:
        edits.append(ReplaceUnits(tuple(real_before), tuple(real_after), _REVEALED.format(why=why)))
    # Remove from the last index down, so that each removal's index is right when undone in reverse.
    removed.sort(key=lambda e: -e.index)
    edits += removed
    return Compound(tuple(edits), _REVEALED.format(why=why)) if edits else None


_REVEALED = QT_TRANSLATE_NOOP("Rules", "Revealed: {why}")


def with_reveals(battle: Battle, edit: Edit, unit_ids: Iterable[UnitId], why: str) -> Edit:
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


def seen_spotters(unit: Unit, view: View | None) -> tuple[UnitId, ...]:
    """Who ``view``'s side may know has spotted the unit (2.1, advanced: ``spotted_by``): not another side's hidden
    position, whose spot is its side's secret (it is not revealed by spotting) and which a fake marker could never
    have made (a marker that spotted would be told real), nor a unit the side does not see."""
    if view is None or view.side is None:
        return unit.spotted_by
    return tuple(s for s in unit.spotted_by if s not in view.masked_units and s not in view.unseen_units)


def seen_units(battle: Battle, view: View | None) -> list[Unit]:
    """The units of ``view``'s seen battle (:func:`seen_battle`): another side's hidden positions as anonymous
    markers, last; the units of waves not landed left out, and out of what the others spotted or ride on."""
    if view is None or view.side is None:
        return list(battle.units)
    tokens = marker_ids(battle, view)

    def seen_id(uid: UnitId) -> str | None:
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
        spotted = seen_spotters(unit, view)
        riding = seen_id(unit.riding_on) if unit.riding_on is not None else None
        if spotted != unit.spotted_by or riding != unit.riding_on:
            unit = unit.model_copy(update={"spotted_by": spotted, "riding_on": riding})
        if unit.deployment is not None and not view.shows_side_secrets(unit.side):
            # 4.8: another side's gun's set-up state is its own business, as its batteries' is.
            unit = unit.model_copy(update={"deployment": None, "turns_remaining": None})
        units.append(unit)
    # The markers come last, in the order of their ids: where a unit stood in the list (a fake placed after the real
    # units) would tell which marker is which.
    return units + sorted(markers, key=lambda u: int(u.id.removeprefix(MARKER_ID)))


def seen_marks(battle: Battle, view: View | None) -> dict[str, tuple[str, ...]]:
    """The acted marks (``battle.acted``: who has acted in each step this turn) as ``view``'s side may know them: only
    of the units and batteries it sees, and not another side's unit marked for what only that side may read (a gun's
    set-up or breakdown begun, 4.8: its crew's work is its side's own entry): a tick beside the gun, which has not
    moved, would tell that it began one. A mark explained by an entry the side may read (a move, a shot), or by none
    (a player's own tick), stands. The umpire's view: every mark."""
    if view is None or view.side is None:
        return dict(battle.acted)
    units = {u.id: u for u in battle.units}
    known = (
        {u for u in units if u not in view.masked_units and u not in view.unseen_units}
        | {b.id for b in battle.batteries if view.shows_side_secrets(b.side)}
        | {a.id for a in battle.aircraft}
    )
    told: set[tuple[str | None, str]] = set()  # (step, actor) of the entries this turn the side may read
    kept_back: set[tuple[str | None, str]] = set()  # and of those it may not
    for entry in battle.log:
        if entry.turn == battle.turn:
            (told if entry_seen(entry, view) else kept_back).update((entry.phase, a) for a in entry.actors)

    def seen(step: str, uid: str) -> bool:
        unit = units.get(uid)
        if unit is None or unit.side == view.side:
            return uid in known
        return uid in known and ((step, uid) not in kept_back or (step, uid) in told)

    out = {step: tuple(i for i in ids if seen(step, i)) for step, ids in battle.acted.items()}
    return {step: ids for step, ids in out.items() if ids}


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
    units = seen_units(battle, view)
    secret = view.secret_sides
    batteries = [b for b in battle.batteries if b.side not in secret]
    kept = {b.id for b in batteries}
    sides = [
        s if s.id not in secret else s.model_copy(update={"registration_points": (), "airstrikes_bought": ()})
        for s in battle.sides
    ]
    # A hidden position's mark would tell that it is real, a gun's that it began its set-up: only what the side may
    # know of is marked.
    acted = seen_marks(battle, view)
    values = {name: getattr(battle, name) for name in Battle.model_fields}
    values.update(
        sides=sides,
        units=units,
        terrain=[p for p in battle.terrain if p.id not in view.hidden_pieces],
        batteries=batteries,
        fire_missions=[m for m in battle.fire_missions if m.battery in kept],
        counter_battery=[c for c in battle.counter_battery if c.battery in kept],
        acted=acted,
        log=[e for e in battle.log if entry_seen(e, view)],
        actions=[],
        start=None,
        dice_seed=None,
        extensions={},
        seen_by=view.side,
    )
    return Battle.model_construct(**values)
