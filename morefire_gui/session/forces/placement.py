"""Placing the forces bought: the counters laid out in rows in each side's deployment zone, facing the enemy, the
batteries and airstrikes kept with their sides, as one undoable edit."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.geometry.footprints import footprint_size, marker_side
from morefire_gui.geometry.force_placement import (
    FACING_FROM_EDGE,
    INFANTRY,
    CounterSize,
    DeploymentGround,
    RowLayout,
    lay_out_on_ground,
)
from morefire_gui.geometry.shapes import Shape, marker_square
from morefire_gui.ids import SideId
from morefire_gui.model.artillery import BatteryDefinition, BatteryKind
from morefire_gui.model.battle import Battle, Side, Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.rules.catalogue.entries import CatalogueEntry, UnitKind
from morefire_gui.rules.counted import count_of
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.scales import TableUnit
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, Message, joined
from morefire_gui.session.artillery import ReplaceBatteries, guns_of_a_calibre
from morefire_gui.session.edits import AddUnit, Compound, Edit, ReplaceSide
from morefire_gui.session.forces.budget import ForcesRefused, battery_points
from morefire_gui.session.forces.ground import GAP_INCHES, flag_clearances, formation_pitch, landing_side, side_ground
from morefire_gui.session.forces.limits import ForcePick, ForcePlan, ForcesCheck, SideForce, check_forces
from morefire_gui.session.hidden_deployment import (
    FAKE_NAME,
    fake_types,
    marker_order,
    marker_rule,
    marker_special,
    markers_on_table,
)
from morefire_gui.session.names import NamedBattle, bought_stem_of, side_in_role, side_name, unit_names
from morefire_gui.session.unit_facts import conditions_of, side_of
from morefire_gui.session.visibility import not_landed, out_of_plain_sight, view_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- placing them --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ForcePlacement:
    """The counters laid out and the airstrikes kept with their sides, as one undoable edit, and where each side's
    counters went."""

    edit: Compound
    units: tuple[Unit, ...]
    steps: tuple[Step, ...]
    airstrikes: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (side, the aircraft ids it bought now)
    batteries: tuple[BatteryDefinition, ...] = ()  # the batteries bought now
    pitches: tuple[tuple[str, float], ...] = ()  # (side, how far apart its new counters stand in formation; 0: close)


def no_room(side: str, ground: str, short: int, bought: int) -> Message:
    """Why a side's new counters cannot be placed: its ground has no room for ``short`` of the ``bought``. "no room
    ... for its new counter", "for any of its 3 new counters", "for 1 of its 3 new counters"."""
    if bought == 1:
        template = QT_TRANSLATE_NOOP("Rules", "{side}: no room in {ground} for its new counter; make room for it")
    elif short == bought:
        template = QT_TRANSLATE_NOOP(
            "Rules", "{side}: no room in {ground} for any of its {all} new counters; buy fewer, or make room"
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "Rules", "{side}: no room in {ground} for {n} of its {all} new counters; buy fewer, or make room"
        )
    return template.format(side=side, ground=ground, n=short, all=bought)


def _new_ids(battle: Battle, prefix: str, n: int, taken: set[str]) -> list[str]:
    out: list[str] = []
    k = 1
    while len(out) < n:
        ident = f"{prefix}{k}"
        if ident not in taken:
            out.append(ident)
            taken.add(ident)
        k += 1
    return out


# The formation of counters placed hidden: one kind, whatever each hides.
MARKERS = "markers"


def laid_as_markers(session: BattleSession, sizes: Sequence[CounterSize]) -> list[CounterSize]:
    """Counters placed hidden (and fake markers), laid out as the markers the other side sees: all alike, each given
    the room of the largest counter of the catalogue (whatever the side bought: the room of the largest it bought would
    tell that one of them is a tank), in one formation rather than a line per kind (vehicles in lines, infantry in
    groups), so that neither where a marker stands nor the gaps round it tell what it hides (docs/hidden-information.md).
    The order stays the caller's (keyed by the battle's dice, not by kind or purchase)."""
    battle, scale = session.battle, session.geometry.scale
    rooms = [footprint_size(e, battle, scale) for e in session.catalogue if e.kind is not UnitKind.AIRCRAFT]
    length = max([c.length for c in sizes] + [r[0] for r in rooms])
    width = max([c.width for c in sizes] + [r[1] for r in rooms])
    return [CounterSize(c.key, length, width, MARKERS, c.wave) for c in sizes]


def occupied_as_seen(session: BattleSession, standing: Sequence[Unit], side: SideId) -> list[Shape]:
    """The ground the counters ``standing`` on the table take, as ``side``'s player knows it (its seen battle,
    session/visibility.py): another side's hidden position by its marker's square, a wave not landed not at all. The
    side's new counters keep off that ground alone: had they kept off a hidden position's footprint, or a wave's, the
    gaps in their rows would tell its player what is hidden there, and where (docs/hidden-information.md)."""
    battle = session.battle
    shown = battle.model_copy(update={"units": list(standing)})
    view = view_of(shown, side)
    geometry = session.geometry
    return [
        marker_square(u.at, marker_side(battle)) if u.id in view.masked_units else geometry.footprint(u)
        for u in standing
        if view.shows_unit(u.id)
    ]


def place_forces(session: BattleSession, forces: Sequence[SideForce], gap: float | None = None) -> ForcePlacement:
    """Lay each side's new counters out in its deployment zone (the battle's ``deployment_zones`` for the side; a
    side without one has the quarter of the table at its base edge): in rows from the zone's rear, facing the enemy,
    apart from each other and from the counters already on the table, in the order they were bought; in formation
    (vehicles in lines, infantry in groups, :func:`formation_pitch` apart; a landing side's waves one behind the
    other) when the zone has room for it. All of them,
    or none: a side whose zone has no room for every counter is refused (:class:`ForcesRefused`). The airstrikes a
    side buys are kept with it (the battle file's ``airstrikes_bought``), in the same edit: the airstrike dialog
    offers them, and they fly from a board edge with the Airstrike tool. A battery on the table is laid out as its
    guns' counters, after the units, and grouped as one battery; a battery off the table is only defined."""
    battle = session.battle
    gap = gap if gap is not None else GAP_INCHES * TableUnit(battle.table.unit).per_inch
    taken = battle.ids() | {a.id for a in battle.aircraft} | {b.id for b in battle.batteries}
    flags = flag_clearances(battle, formation_pitch(battle))
    units: list[Unit] = []
    steps: list[Step] = []
    problems: list[str] = []
    kept: list[tuple[Side, Side]] = []
    batteries: list[BatteryDefinition] = []
    pitches: list[tuple[str, float]] = []
    special = battle.briefing.special if battle.briefing is not None else None
    lander = landing_side(battle)
    for force in forces:
        side = side_of(battle, force.side)
        strikes: list[str] = []
        for pick in force.airstrikes:
            entry = session.catalogue.get(pick.unit_type)
            if entry is None or entry.kind is not UnitKind.AIRCRAFT:
                raise UsageError(
                    QT_TRANSLATE_NOOP("Rules", "{type} is not an aircraft of the catalogue").format(
                        type=repr(pick.unit_type)
                    )
                )
            strikes += [entry.id] * max(0, pick.count)
        if strikes:
            kept.append((side, side.model_copy(update={"airstrikes_bought": (*side.airstrikes_bought, *strikes)})))
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules", "{side}: {airstrikes} kept with the side until flown ({aircraft})"
                    ).format(
                        side=side.label,
                        airstrikes=count_of(len(strikes), "airstrike"),
                        aircraft=", ".join(_counted(strikes, session)),
                    ),
                    "Table VII",
                )
            )
        batteries += _off_table_batteries(session, force, taken, steps)
        # Each counter with the pick it comes from and, for a battery's gun, the battery's place in the force.
        picks: list[tuple[ForcePick, int | None]] = [(p, None) for p in force.units if p.count > 0]
        picks += [(ForcePick(b.type, b.guns, b.wave), i) for i, b in enumerate(force.batteries) if b.type is not None]
        if not picks and not force.fakes:
            continue
        # Each counter: its entry, its pick, its battery's place in the force, and whether it is a fake marker.
        entries: list[tuple[CatalogueEntry, ForcePick, int | None, bool]] = []
        for pick, battery in picks:
            entry = session.catalogue.get(pick.unit_type)
            if entry is None or entry.kind is UnitKind.AIRCRAFT:
                raise UsageError(
                    QT_TRANSLATE_NOOP("Rules", "{type} is not a counter of the catalogue").format(
                        type=repr(pick.unit_type)
                    )
                )
            entries += [(entry, pick, battery, False)] * pick.count
        if force.fakes:
            entries += _fake_entries(session, force, entries, problems)
        if force.hidden or force.fakes:
            # Real and fake markers together, in an order the other side cannot tell them apart by, nor their kinds.
            key = f"{battle.dice_seed}:{side.id}:{len(battle.units)}"
            entries = [entries[i] for i in marker_order(len(entries), key)]
        landing = side.id == lander
        if landing:
            # ISLAND A: the first wave nearest the water's edge, the later ones behind it (each stands where it lands).
            entries.sort(key=lambda e: e[1].wave or 0)
        ids = _new_ids(battle, side.id[:2], len(entries), taken)
        sizes = []
        for ident, (entry, pick, _battery, _fake) in zip(ids, entries):
            length, width = footprint_size(entry, battle, session.geometry.scale)
            kind = INFANTRY if entry.kind is UnitKind.INFANTRY else entry.kind.value
            sizes.append(CounterSize(ident, length, width, kind, (pick.wave or 0) if landing else 0))
        if force.hidden or force.fakes:
            sizes = laid_as_markers(session, sizes)
        ground = side_ground(session, side.id)
        facing = FACING_FROM_EDGE[side.edge]
        # One line per kind, the kinds in the order they were bought (a landing side's waves kept in their order).
        first: dict[tuple[int, str], int] = {}
        for size in sizes:
            first.setdefault((size.wave, size.kind), len(first))
        sizes.sort(key=lambda c: (c.wave, first[(c.wave, c.kind)]))
        occupied = occupied_as_seen(session, [*battle.units, *units], side.id)
        layout = lay_out_on_ground(
            ground, sizes, facing, gap, occupied, formation_pitch(battle), battle.table, clear_of=flags
        )
        if layout.no_room:
            problems.append(no_room(side.label, ground.described, len(layout.no_room), len(entries)))
            continue
        pitches.append((side.id, layout.pitch))
        # Counters in plain sight are numbered on from those of their type the side has in plain sight, and a counter
        # out of it (a hidden position, a wave not landed) takes no number of its own: session/names.py numbers it
        # after those in plain sight. A number counted over hidden ones ("R 4" with no R 1 to 3 on the table, or a
        # marker revealed as "R 6") would tell the other side how many of its type the markers and waves hold.
        out_of_sight = out_of_plain_sight(battle)
        numbered: dict[str, int] = {}
        for unit in battle.units:
            if unit.side == side.id and not unit.decoy and unit.id not in out_of_sight:
                numbered[unit.type] = numbered.get(unit.type, 0) + 1
        where = {laid.key: laid for laid in layout.laid}
        guns: dict[int, list[str]] = {}
        fakes_named = markers_on_table(battle, side.id)[1]
        for ident, (entry, pick, battery, fake) in zip(ids, entries):
            name: str | None
            if fake:
                fakes_named += 1
                name = FAKE_NAME.format(n=fakes_named)
            elif force.hidden:
                name = None
            else:
                numbered[entry.id] = numbered.get(entry.id, 0) + 1
                # "Rifle squad 3": by the type's name, as the roster and the log say it, not the rules' code "R".
                name = f"{bought_stem_of(battle, side.id, entry, pick.stem)} {numbered[entry.id]}"
            laid = where[ident]
            unit = Unit(
                id=ident,
                side=side.id,
                type=entry.id,
                at=(round(laid.at[0], 4), round(laid.at[1], 4)),
                facing=laid.facing,
                name=name,
                wave=pick.wave,
                formation=pick.formation,
                status=(Status.HIDDEN,) if force.hidden or fake else (),
                decoy=fake,
            )
            if name is not None and not fake and not_landed(battle, unit):
                unit = unit.model_copy(update={"name": None})  # a wave not landed: out of plain sight too
            units.append(unit)
            if battery is not None:
                guns.setdefault(battery, []).append(ident)
        # The guns named as the side's roster will name them, the hidden ones and those of a wave not landed too
        # (numbered after those in plain sight), never by their ids: the entry is the side's own (secret).
        placed = NamedBattle(battle.model_copy(update={"units": [*battle.units, *units]}), session.catalogue)
        named = unit_names(placed, [u.id for u in units], view_of(placed.battle, side.id))
        batteries += _on_table_batteries(session, force, guns, taken, steps, named)
        steps.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{side}: {counters} in {ground}, {rows}, facing {facing:g}° (towards the enemy), in formation "
                        "{pitch:.1f} {table_unit} apart",
                    )
                    if layout.pitch > 0
                    else QT_TRANSLATE_NOOP(
                        "Rules",
                        "{side}: {counters} in {ground}, {rows}, facing {facing:g}° (towards the enemy), close together "
                        "(no room for the formation)",
                    )
                ).format(
                    side=side.label,
                    counters=count_of(len(entries), "counter"),
                    ground=ground.described,
                    rows=count_of(layout.rows, "row"),
                    facing=facing,
                    pitch=layout.pitch,
                    table_unit=battle.table.unit,
                ),
                "Mission Deployment Guidelines",
            )
        )
        if force.hidden or force.fakes:
            real = sum(1 for e in entries if not e[3])
            defender = battle.mission.defender if battle.mission is not None else None
            given = marker_special(special, defender, side.id, conditions_of(battle).terrain)
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{side} deploys markers: {real} actual positions (its counters, hidden) and {fakes} fake "
                        "markers among them, each shown to the other side only as a marker",
                    ).format(side=side.label, real=real if force.hidden else 0, fakes=force.fakes),
                    marker_rule(given) if given is not None else "TARAWA",
                )
            )
        waves = sorted({c.wave for c in sizes if c.wave})
        if landing and (waves or not ground.landing.is_empty):
            steps.append(
                NoteStep(
                    landing_note(side.label, len(entries), waves, ground, layout),
                    special.label.upper() if special is not None else "",
                )
            )
    if problems:
        raise ForcesRefused(problems)
    per_side: list[str] = [
        QT_TRANSLATE_NOOP("Rules", "{side}: {counters}").format(
            side=side_name(battle, sid), counters=count_of(n, "counter")
        )
        for sid, n in _per_side(units).items()
    ]
    per_side += [
        QT_TRANSLATE_NOOP("Rules", "{side}: {airstrikes}").format(
            side=after.label,
            airstrikes=count_of(len(after.airstrikes_bought) - len(before.airstrikes_bought), "airstrike"),
        )
        for before, after in kept
    ]
    per_side += [_batteries(len(batteries))] if batteries else []
    edits: list[Edit] = [AddUnit(u) for u in units]
    edits += [
        ReplaceSide(before, after, QT_TRANSLATE_NOOP("Rules", "{side}: airstrikes bought").format(side=after.label))
        for before, after in kept
    ]
    if batteries:
        edits.append(
            ReplaceBatteries(
                tuple(battle.batteries), (*battle.batteries, *batteries), QT_TRANSLATE_NOOP("Rules", "Batteries bought")
            )
        )
    text = (
        QT_TRANSLATE_NOOP("Rules", "Place forces ({sides})").format(
            sides=joined(per_side, QT_TRANSLATE_NOOP("Rules", "{first}, {then}"))
        )
        if per_side
        else QT_TRANSLATE_NOOP("Rules", "Place forces")
    )
    bought = tuple((after.id, after.airstrikes_bought[len(before.airstrikes_bought) :]) for before, after in kept)
    return ForcePlacement(
        Compound(tuple(edits), text=text), tuple(units), tuple(steps), bought, tuple(batteries), tuple(pitches)
    )


def landing_note(
    side: str, counters: int, waves: Sequence[int], ground: DeploymentGround, layout: RowLayout
) -> Message:
    """How a side landing from the water (ISLAND A, TARAWA, RAID) is laid at its invasion location: its ``counters``
    new counters in ``waves`` (the waves they were bought in; none for a special without waves), how many stand on
    the beach of its ``ground`` (when it has one), its waves one behind the other or together. Each case reads whole:
    "Axis lands wave 1 from the water at its invasion location: its 3 new counters" for one wave and no beach."""
    parts: list[Message] = []
    if not ground.landing.is_empty:
        parts.append(
            QT_TRANSLATE_NOOP("Rules", "{n} on the beach").format(n=layout.landed)
            if layout.landed
            else QT_TRANSLATE_NOOP("Rules", "none on the beach")
        )
    if len(waves) > 1:
        order = joined(
            (QT_TRANSLATE_NOOP("Rules", "wave {n}").format(n=w) for w in waves),
            QT_TRANSLATE_NOOP("Rules", "{first}, {then}"),
        )
        parts.append(
            QT_TRANSLATE_NOOP("Rules", "its waves one behind the other from the water's edge ({order})").format(
                order=order
            )
            if layout.waves_apart
            else QT_TRANSLATE_NOOP(
                "Rules", "its waves ({order}) together, the zone having no room to keep them apart"
            ).format(order=order)
        )
    said = {
        "side": side,
        "counters": count_of(counters, "new counter"),
        "parts": joined(parts, QT_TRANSLATE_NOOP("Rules", "{first}, {then}")),
    }
    if len(waves) != 1:
        return QT_TRANSLATE_NOOP(
            "Rules", "{side} lands from the water at its invasion location: of its {counters}, {parts}"
        ).format(**said)
    if parts:  # one wave: named with the side, its counters on the beach
        return QT_TRANSLATE_NOOP(
            "Rules", "{side} lands wave {wave} from the water at its invasion location: of its {counters}, {parts}"
        ).format(wave=waves[0], **said)
    return QT_TRANSLATE_NOOP(
        "Rules", "{side} lands wave {wave} from the water at its invasion location: its {counters}"
    ).format(wave=waves[0], **said)


def _fake_entries(
    session: BattleSession,
    force: SideForce,
    entries: Sequence[tuple[CatalogueEntry, ForcePick, int | None, bool]],
    problems: list[str],
) -> list[tuple[CatalogueEntry, ForcePick, int | None, bool]]:
    """The side's fake markers, each as a counter of the kind of one of its actual positions (its footprint and its
    line), so that it stands as a real one would; a problem when the side has no actual position to take one from."""
    battle = session.battle
    placed = [u.type for u in battle.units if u.side == force.side and u.has(Status.HIDDEN) and not u.decoy]
    types = fake_types([e[0].id for e in entries] if force.hidden else [], placed, force.fakes)
    if not types:
        problems.append(
            QT_TRANSLATE_NOOP(
                "Rules", "{side}: fake markers stand among the actual positions, and it places none hidden"
            ).format(side=side_name(battle, force.side))
        )
    return [(session.catalogue[t], ForcePick(t), None, True) for t in types]


def new_battery_id(side_id: SideId, taken: set[str]) -> str:
    """An id for a new battery of ``side_id``, named after its side (``albty1`` for allies), unused in ``taken``, which
    it joins. Named by the side so that its number says nothing of another side's batteries, which its player may
    not know of."""
    k = 1
    while f"{side_id[:2]}bty{k}" in taken:
        k += 1
    taken.add(f"{side_id[:2]}bty{k}")
    return f"{side_id[:2]}bty{k}"


# How a battery off the table was named before ("4 x 150mm guns off the table"): battle files keep such names as
# written, and the window still says them in its language.
EARLIER_BATTERY_NAME = QT_TRANSLATE_NOOP("Rules", "{what} off the table")


def _battery_name(calibre_mm: float, mortar: bool, named: set[str]) -> str:
    """A new battery off the table named as players call one, by its calibre and a number ("150mm battery 1", "81mm
    mortar battery 2"), kept in the file as written: its guns and "off the table" are said beside its name already
    (the Artillery dock's "off the table, 6 x 150mm"). ``named`` the side's names taken, which it joins."""
    template = (
        QT_TRANSLATE_NOOP("Rules", "{calibre:g}mm mortar battery {n}")
        if mortar
        else QT_TRANSLATE_NOOP("Rules", "{calibre:g}mm battery {n}")
    )
    n = 1
    while str(template.format(calibre=calibre_mm, n=n)) in named:
        n += 1
    name = template.format(calibre=calibre_mm, n=n)
    named.add(str(name))
    return name


def _off_table_batteries(
    session: BattleSession, force: SideForce, taken: set[str], steps: list[Step]
) -> list[BatteryDefinition]:
    """The off-table batteries a side buys (4.42): defined with their guns and calibre, deployed from the start
    (4.8: "Off-board batteries will start the battle deployed")."""
    out: list[BatteryDefinition] = []
    # The side's battery names so far: a new battery is numbered past them ("150mm battery 2" beside a first one).
    named = {str(b.name) for b in session.battle.batteries if b.side == force.side and b.name}
    for pick in force.batteries:
        if pick.type is not None:
            continue
        assert pick.calibre_mm is not None
        said = guns_of_a_calibre(pick.guns, pick.calibre_mm, pick.mortar)  # "4 x 105mm guns", as batteries are said
        battery = BatteryDefinition(
            id=new_battery_id(force.side, taken),
            side=force.side,
            kind=BatteryKind.OFF_BOARD,
            name=pick.name or _battery_name(pick.calibre_mm, pick.mortar, named),
            guns=pick.guns,
            calibre_mm=pick.calibre_mm,
            mortar=pick.mortar,
        )
        out.append(battery)
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{side}: battery {battery}, {guns}, off the table and deployed").format(
                    side=side_name(session.battle, force.side), battery=battery.label, guns=said
                ),
                "4.8",
            )
        )
    return out


def _on_table_batteries(
    session: BattleSession,
    force: SideForce,
    guns: dict[int, list[str]],
    taken: set[str],
    steps: list[Step],
    names: Mapping[str, str],
) -> list[BatteryDefinition]:
    """The batteries on the table a side buys: its guns' counters (laid out already, ``names`` their names) grouped
    as one battery, set up or in transit as the player designates (4.8)."""
    out: list[BatteryDefinition] = []
    for index, ids in guns.items():
        pick = force.batteries[index]
        assert pick.type is not None  # a battery on the table names its catalogue gun (BatteryPick)
        entry = session.catalogue[pick.type]
        state = DeploymentState.IN_TRANSIT if pick.in_transit else DeploymentState.DEPLOYED
        battery = BatteryDefinition(
            id=new_battery_id(force.side, taken),
            side=force.side,
            kind=BatteryKind.ON_BOARD,
            name=pick.name or f"{entry.code} battery",
            units=tuple(ids),
            deployment=state,
        )
        out.append(battery)
        steps.append(
            NoteStep(
                (
                    QT_TRANSLATE_NOOP("Rules", "{side}: battery {battery}, {guns} ({type}: {units}), in transit")
                    if pick.in_transit
                    else QT_TRANSLATE_NOOP("Rules", "{side}: battery {battery}, {guns} ({type}: {units}), set up")
                ).format(
                    side=side_name(session.battle, force.side),
                    battery=battery.label,
                    guns=count_of(len(ids), "gun"),
                    type=entry.name,
                    units=", ".join(names.get(i, i) for i in ids),
                ),
                "4.8",
            )
        )
    return out


def _batteries(n: int) -> str:
    return count_of(n, "battery")


def _counted(aircraft: Sequence[str], session: BattleSession) -> list[str]:
    """Each aircraft once, with how many ("2 x Junkers Ju 87 B-2 Stuka")."""
    counts: dict[str, int] = {}
    for a in aircraft:
        counts[a] = counts.get(a, 0) + 1
    return [f"{n} x {session.catalogue[a].name}" for a, n in counts.items()]


def _per_side(units: Sequence[Unit]) -> dict[str, int]:
    out: dict[str, int] = {}
    for u in units:
        out[u.side] = out.get(u.side, 0) + 1
    return out


@dataclass(frozen=True)
class ForceOutcome:
    """The forces checked and placed: the edit to push, and the log entry's title, summary and steps."""

    check: ForcesCheck
    placement: ForcePlacement
    title: str
    summary: str
    steps: tuple[Step, ...]


def build_forces(session: BattleSession, plan: ForcePlan) -> ForceOutcome:
    """Check the forces and lay them out: refused (:class:`ForcesRefused`, with every reason) unless every limit is
    met and every counter has room. Nothing is changed: push ``outcome.placement.edit``."""
    if all(f.empty for f in plan.forces):
        raise ForcesRefused([QT_TRANSLATE_NOOP("Rules", "nothing is bought: pick units or airstrikes first")])
    check = check_forces(session, plan)
    if not check.valid:
        raise ForcesRefused(check.problems)
    placement = place_forces(session, plan.forces)
    catalogue = session.catalogue
    steps: list[Step] = list(check.steps)
    steps += [NoteStep(c.text, c.rule) for c in check.checks]
    for force in plan.forces:
        comma = QT_TRANSLATE_NOOP("Rules", "{first}, {then}")
        bought = [
            QT_TRANSLATE_NOOP("Rules", "{n} x {type}").format(n=p.count, type=catalogue[p.unit_type].name)
            + (QT_TRANSLATE_NOOP("Rules", " ({formation})").format(formation=p.formation.label) if p.formation else "")
            + (QT_TRANSLATE_NOOP("Rules", " (wave {wave})").format(wave=p.wave) if p.wave else "")
            for p in force.units
            if p.count
        ]
        if bought:
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{side} buys {units}").format(
                        side=side_name(session.battle, force.side), units=joined(bought, comma)
                    )
                )
            )
        strikes = [
            QT_TRANSLATE_NOOP("Rules", "{n} x {type} ({points} points each)").format(
                n=p.count, type=catalogue[p.unit_type].name, points=catalogue[p.unit_type].points
            )
            for p in force.airstrikes
            if p.count
        ]
        if strikes:
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{side} buys airstrikes: {airstrikes}; they are kept with the side and fly from the Airstrike tool, "
                        "offered first in the airstrike dialog",
                    ).format(side=side_name(session.battle, force.side), airstrikes=joined(strikes, comma)),
                    "Table VII",
                )
            )
        for battery in force.batteries:
            price = battery_points(session, force.side, battery)
            if battery.type is not None:
                said = QT_TRANSLATE_NOOP("Rules", "{guns} x {type} on the table, {points} points").format(
                    guns=battery.guns, type=catalogue[battery.type].name, points=price.points
                )
            else:
                by = price.gun.name if price.gun is not None else "?"
                said = (
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{guns} x {calibre:g}mm mortars off the table, {points} points ({per_gun} a gun, as the {by})",
                    )
                    if battery.mortar
                    else QT_TRANSLATE_NOOP(
                        "Rules",
                        "{guns} x {calibre:g}mm guns off the table, {points} points ({per_gun} a gun, as the {by})",
                    )
                ).format(
                    guns=battery.guns, calibre=battery.calibre_mm, points=price.points, per_gun=price.per_gun, by=by
                )
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{side} buys a battery: {said}").format(
                        side=side_name(session.battle, force.side), said=said
                    ),
                    "4.11",
                )
            )
    steps += placement.steps
    setup = check.setup
    buyers = {f.side for f in plan.forces}
    summary = joined(
        (
            QT_TRANSLATE_NOOP("Rules", "{side} {spent} of {budget} points").format(
                side=side_in_role(session.battle, s.side, s.role), spent=s.spent, budget=s.budget
            )
            for s in check.spending
            if s.side in buyers  # another side's points (under its markers) are its own
        ),
        AND_THEN,
    )
    strikes_bought = sum(len(a) for _, a in placement.airstrikes)
    title = QT_TRANSLATE_NOOP("Rules", "Forces: {counters} placed{airstrikes}{batteries}{ratio}").format(
        counters=count_of(len(placement.units), "counter"),
        airstrikes=QT_TRANSLATE_NOOP("Rules", ", {airstrikes} bought").format(
            airstrikes=count_of(strikes_bought, "airstrike")
        )
        if strikes_bought
        else "",
        batteries=QT_TRANSLATE_NOOP("Rules", ", {batteries}").format(batteries=_batteries(len(placement.batteries)))
        if placement.batteries
        else "",
        ratio=f" ({setup.ratio[0]}:{setup.ratio[1]})" if setup.ratio else "",
    )
    return ForceOutcome(check, placement, title, summary, tuple(steps))


# What the log of a battle saved before says of the forces placed, before a count was said for one and for many
# ("Forces: 12 counters placed"): kept so that the window reads it back in its language, in the Log dock and the
# replay's list alike.
EARLIER_TEXTS = (
    QT_TRANSLATE_NOOP("Rules", "Forces: {n} counters placed{airstrikes}{batteries}{ratio}"),
    # With nothing after it: a kept text is read only where each field right after the rules' words holds some text.
    QT_TRANSLATE_NOOP("Rules", "Forces: {n} counters placed"),
)
# The title of forces of counters alone ("Forces: 1 counter placed"), as a battle's log keeps it: read back whole, a
# kept text being read only where each field right after the rules' words holds some text (the title's own template
# asks for the airstrikes bought after "placed").
KEPT_TITLES = (QT_TRANSLATE_NOOP("Rules", "Forces: {counters} placed"),)
