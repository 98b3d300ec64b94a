"""Every limit on the forces bought, met or not, with its reason (Table I, Table VI, Table VII, the specials'
limits, ISLAND's waves)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from morefire_gui.model.actions.forces import BatteryPick
from morefire_gui.model.battle import Side
from morefire_gui.rules.aircraft.flight import airstrike_availability
from morefire_gui.rules.catalogue.entries import CatalogueEntry, UnitKind
from morefire_gui.rules.counted import count_of
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.infantry.suicide_squads import Formation, formation_nations
from morefire_gui.rules.scenario.forces import PointsBudget, bought_as, in_service
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.specials import ForceItem, check_force, check_waves
from morefire_gui.rules.scenario.terms import Special
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, Message, joined
from morefire_gui.session.aircraft import SideAirstrikes, battle_weather, side_airstrikes
from morefire_gui.session.forces.budget import (
    NOT_IN_CATALOGUE,
    ForceSetup,
    battery_points,
    force_setup,
    off_table_before,
    on_table_gun,
    side_allegiance,
    side_contingents,
)
from morefire_gui.session.hidden_deployment import marker_limits
from morefire_gui.session.island import island_waves
from morefire_gui.session.names import side_in_role, side_name
from morefire_gui.session.unit_facts import side_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- the forces bought ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ForcePick:
    """``count`` of one catalogue entry. ``wave``: ISLAND A, the invasion wave the attacker assigns them to;
    ``formation``: the formation they belong to (3.3: the Russian Guard, the German Waffen SS), None for none."""

    unit_type: str
    count: int = 1
    wave: int | None = None
    formation: Formation | None = None
    stem: str | None = None  # what the buyer names the counters by before their number (UnitPick.stem)


@dataclass(frozen=True)
class SideForce:
    """What one side buys: counters, and airstrikes (aircraft by catalogue id); ``hidden``: its counters placed as
    hidden positions, with ``fakes`` fake markers (TARAWA, ISLAND B, JUNGLE: session/hidden_deployment.py)."""

    side: str
    units: tuple[ForcePick, ...] = ()
    airstrikes: tuple[ForcePick, ...] = ()
    batteries: tuple[BatteryPick, ...] = ()
    hidden: bool = False
    fakes: int = 0

    @property
    def empty(self) -> bool:
        return (
            not any(p.count for p in self.units)
            and not any(p.count for p in self.airstrikes)
            and not self.batteries
            and not self.fakes
        )

    @property
    def counters(self) -> int:
        """The counters it places: its units' and its batteries' guns on the table (not the fake markers)."""
        return sum(max(0, p.count) for p in self.units) + sum(b.guns for b in self.batteries if b.type is not None)


@dataclass(frozen=True)
class ForcePlan:
    """The budgets, what each side buys, the year units must be in service in (None: any) and whether a side may
    buy what its nation fielded of other nations' (``users``)."""

    budget: PointsBudget
    forces: tuple[SideForce, ...]
    year: int | None = None
    fielded: bool = True
    attacker: str | None = None  # a battle without a mission: who attacks (force_setup)


# Table I sets the battle's year and the Allied force's nation (its Allied Force Adjustment): what a side buys is of
# its nation's army (or one the nation fielded) and in service in that year (docs/rules-notes.md, "Forces — in
# service in the battle's year", "Forces — a side's nation ...").
ARMY_RULE = "Table I"


@dataclass(frozen=True)
class LimitCheck:
    """One limit checked: the rule, what was found, and whether it is met."""

    # The rule or table ("Table VI", "RAID", ARMY_RULE for the catalogue's nations and service years); empty only for
    # an entry that is no purchase at all (a type the catalogue lacks, a negative count: docs/cli.md, "Forces").
    rule: str
    text: str
    ok: bool

    def __str__(self) -> str:
        return (
            QT_TRANSLATE_NOOP("Rules", "{rule}: {text}").format(rule=self.rule, text=self.text)
            if self.rule
            else self.text
        )


@dataclass(frozen=True)
class SideSpending:
    """A side's points: its budget, what it has already (counters placed before, airstrikes flown, airstrikes bought
    before and not flown yet) and what it buys now."""

    side: str
    role: str
    budget: int
    on_table: int
    flown: int
    units: int
    airstrikes: int
    air_bought: int = 0  # airstrikes bought before (Place Forces kept them with the side), not flown yet
    batteries: int = 0  # the batteries bought now (on the table: their guns; off it: priced by the catalogue)
    batteries_before: int = 0  # the off-table batteries the side has already

    @property
    def spent(self) -> int:
        return (
            self.on_table
            + self.flown
            + self.air_bought
            + self.units
            + self.airstrikes
            + self.batteries
            + self.batteries_before
        )

    @property
    def left(self) -> int:
        return self.budget - self.spent

    def parts(self, *, bought_now: bool = True) -> str:
        """What the points went on, each part the side has spent on: what it buys now (its counters, airstrikes and
        batteries; ``bought_now`` False leaves them out, for a reader who lists them beside it), then what it has
        already (counters on the table, off-table batteries, airstrikes bought before and flown). "120 in counters,
        40 on the table already"; "" for none."""
        now = (
            (QT_TRANSLATE_NOOP("Rules", "{points} in counters"), self.units),
            (QT_TRANSLATE_NOOP("Rules", "{points} in airstrikes"), self.airstrikes),
            (QT_TRANSLATE_NOOP("Rules", "{points} in batteries"), self.batteries),
        )
        before = (
            (QT_TRANSLATE_NOOP("Rules", "{points} on the table already"), self.on_table),
            (QT_TRANSLATE_NOOP("Rules", "{points} in off-table batteries already"), self.batteries_before),
            (QT_TRANSLATE_NOOP("Rules", "{points} in airstrikes bought before"), self.air_bought),
            (QT_TRANSLATE_NOOP("Rules", "{points} in airstrikes flown"), self.flown),
        )
        said = [words.format(points=points) for words, points in ((*now, *before) if bought_now else before) if points]
        return joined(said, QT_TRANSLATE_NOOP("Rules", "{first}, {then}"))


@dataclass(frozen=True)
class ForcesCheck:
    setup: ForceSetup
    spending: tuple[SideSpending, ...]
    checks: tuple[LimitCheck, ...]
    steps: tuple[Step, ...]

    @property
    def valid(self) -> bool:
        return all(c.ok for c in self.checks)

    @property
    def problems(self) -> tuple[str, ...]:
        return tuple(str(c) for c in self.checks if not c.ok)

    def of(self, side: str) -> SideSpending | None:
        return next((s for s in self.spending if s.side == side), None)


def _entry_items(
    side: Side, contingents: Sequence[str], fielded: bool, entry: CatalogueEntry, count: int
) -> list[ForceItem]:
    """``count`` of an entry as the specials' checks read them: the nation it is bought as, its points, whether it is
    a vehicle (infantry and guns are not)."""
    nation = bought_as(entry, side.nation, contingents, fielded) or entry.nation
    return [ForceItem(nation, entry.points, entry.kind is UnitKind.VEHICLE)] * count


@dataclass
class _SideTally:
    """What one side's purchase adds up to as its limits are checked: its items as the specials' limits read them,
    its points by what they went on, and, for a side landing in waves (ISLAND A), the points of each wave and what
    was given none (None for another side)."""

    items: list[ForceItem] = field(default_factory=list)
    on_table: int = 0
    units: int = 0
    batteries_now: int = 0
    batteries_before: int = 0
    air: int = 0
    waves: dict[int, int] | None = None
    unwaved: list[str] | None = None

    def land(self, wave: int | None, name: str, points: int) -> None:
        """Counts ``points`` to ``wave`` (ISLAND A), or ``name`` as given no wave; nothing for a side not landing."""
        if self.waves is None or self.unwaved is None:
            return
        if wave is None:
            self.unwaved.append(name)
        else:
            self.waves[wave] = self.waves.get(wave, 0) + points


def check_forces(session: BattleSession, plan: ForcePlan) -> ForcesCheck:
    """Every limit on the forces, met or not, with its reason: each counter and airstrike of the side's nation (or
    fielded by it, or of an allowed contingent) and in service in the year; Table VII's airstrikes and the weather;
    each side's points within its budget (what it has on the table counts); the special's limits (RAID, TARAWA,
    SYRIA, PATTON SPECIAL, ISLAND's waves)."""
    battle = session.battle
    setup = force_setup(session, plan.attacker)
    by_side = {f.side: f for f in plan.forces}
    checks = [_no_party(session, setup, sid) for sid in by_side if sid not in (setup.attacker, setup.defender)]
    spending: list[SideSpending] = []
    items: dict[str, list[ForceItem]] = {}
    waves: dict[int, int] = {}
    unwaved: list[str] = []
    for sid in (setup.attacker, setup.defender):
        side = side_of(battle, sid)
        force = by_side.get(sid, SideForce(sid))
        contingents = side_contingents(session, setup, sid)
        landing = sid == setup.attacker and setup.special is Special.ISLAND
        tally = _SideTally(waves=waves if landing else None, unwaved=unwaved if landing else None)
        status = side_airstrikes(session, sid)
        _count_what_it_has(session, side, contingents, plan, status, tally)
        checks += _counter_checks(session, setup, side, force, contingents, plan, tally)
        checks += _battery_checks(session, side, force, tally)
        checks += _airstrike_checks(session, side, force, plan, status, tally)
        spent, text, ok = _spending(setup, plan, side, status, tally)
        spending.append(spent)
        if sid in by_side:
            # The buyer's own spending and markers: another side's (the points under its markers, what it bought
            # before) are its secret, and not this purchase's limit.
            checks.append(LimitCheck("Table VI", text, ok))
            checks += [
                LimitCheck(m.rule, m.text, m.ok)
                for m in marker_limits(
                    battle,
                    setup.special,
                    setup.defender,
                    sid,
                    side.label,
                    force.counters,
                    force.hidden,
                    force.fakes,
                    setup.terrain,
                )
            ]
        items[sid] = tally.items
    # The special's limits and ISLAND A's waves are those of the sides that buy: another side's items (its markers'
    # types, its waves, which the attacker assigns in secret) are not read for them.
    checks += _special_checks(session, setup, {sid: i for sid, i in items.items() if sid in by_side})
    if setup.special is Special.ISLAND and (waves or unwaved) and setup.attacker in by_side:
        checks += _wave_checks(session, setup, waves, unwaved)
    defender = by_side.get(setup.defender)
    if (
        defender is not None
        and defender.counters
        and battle.mission is not None
        and island_waves(battle, session.tables)
    ):
        attacker = by_side.get(setup.attacker)
        first = attacker is not None and attacker.counters > 0  # Place Forces places the attacker's first
        checks.append(_island_order_check(session, setup.defender, first))
    return ForcesCheck(setup, tuple(spending), tuple(checks), tuple(plan.budget.steps))


def _no_party(session: BattleSession, setup: ForceSetup, side_id: str) -> LimitCheck:
    """A purchase for a side that is neither the attacker nor the defender (Table II)."""
    battle = session.battle
    return LimitCheck(
        "Table II",
        QT_TRANSLATE_NOOP("Rules", "{side} is neither the attacker nor the defender ({attacker}, {defender})").format(
            side=side_name(battle, side_id),
            attacker=side_name(battle, setup.attacker),
            defender=side_name(battle, setup.defender),
        ),
        False,
    )


def _count_what_it_has(
    session: BattleSession,
    side: Side,
    contingents: Sequence[str],
    plan: ForcePlan,
    status: SideAirstrikes,
    tally: _SideTally,
) -> None:
    """What the side has on the table was bought before: it counts against the budget and the limits. So do the
    airstrikes bought before and not flown yet, paid for then like a vehicle."""
    for unit in session.battle.units:
        if unit.side != side.id or unit.decoy:
            continue
        entry = session.catalogue.get(unit.type)
        if entry is None:
            continue
        tally.on_table += entry.points
        tally.items += _entry_items(side, contingents, plan.fielded, entry, 1)
        tally.land(unit.wave, unit.id, entry.points)
    for aircraft in status.bought:
        entry = session.catalogue.get(aircraft)
        if entry is not None:
            tally.items.append(ForceItem(side.nation, entry.points, True))


def _counter_checks(
    session: BattleSession,
    setup: ForceSetup,
    side: Side,
    force: SideForce,
    contingents: Sequence[str],
    plan: ForcePlan,
    tally: _SideTally,
) -> list[LimitCheck]:
    """The counters bought, each checked: a count, a catalogue entry that is a counter (an aircraft is an airstrike),
    a battery's guns that are guns (4.11), then its army, its years, its formation and its wave."""
    checks: list[LimitCheck] = []
    # A battery on the table is bought as its guns' counters (4.11: howitzers, field guns or mortars; 4.8: SPGs).
    counters = [(pick, False) for pick in force.units]
    counters += [(ForcePick(b.type, b.guns, b.wave), True) for b in force.batteries if b.type is not None]
    for pick, in_battery in counters:
        if pick.count < 0:
            checks.append(
                LimitCheck(
                    "",
                    QT_TRANSLATE_NOOP("Rules", "{side}: a count cannot be negative ({type})").format(
                        side=side.label, type=pick.unit_type
                    ),
                    False,
                )
            )
            continue
        entry = session.catalogue.get(pick.unit_type)
        if entry is None:
            checks.append(LimitCheck("", NOT_IN_CATALOGUE.format(type=repr(pick.unit_type)), False))
            continue
        if entry.kind is UnitKind.AIRCRAFT:
            checks.append(
                LimitCheck(
                    "5.0",
                    QT_TRANSLATE_NOOP(
                        "Rules", "{unit} is an aircraft: it is bought as an airstrike, not a counter"
                    ).format(unit=entry.name),
                    False,
                )
            )
            continue
        if in_battery and not on_table_gun(entry):
            checks.append(
                LimitCheck(
                    "4.11",
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{unit} is not a howitzer, field gun, mortar or self-propelled gun: a battery's guns are",
                    ).format(unit=entry.name),
                    False,
                )
            )
            continue
        checks += _army_checks(session, side, contingents, plan, pick, entry)
        wave_checks, no_wave = _pick_wave_checks(session, setup, side, pick, entry)
        checks += wave_checks
        if in_battery:
            tally.batteries_now += entry.points * pick.count
        else:
            tally.units += entry.points * pick.count
        tally.items += _entry_items(side, contingents, plan.fielded, entry, pick.count)
        if pick.count and not no_wave:
            tally.land(pick.wave, entry.name, entry.points * pick.count)
    return checks


def _army_checks(
    session: BattleSession,
    side: Side,
    contingents: Sequence[str],
    plan: ForcePlan,
    pick: ForcePick,
    entry: CatalogueEntry,
) -> list[LimitCheck]:
    """A counter of the side's army (or one it fielded, or an allowed contingent's), in service in the year, and of a
    formation its army has (3.3)."""
    checks: list[LimitCheck] = []
    nations = session.tables.nations
    if bought_as(entry, side.nation, contingents, plan.fielded) is None:
        whose = (
            QT_TRANSLATE_NOOP("Rules", "{nation} or its allies ({allies})").format(
                nation=nations.name_of(side.nation), allies=nations.names_of(contingents)
            )
            if contingents
            else nations.name_of(side.nation)
        )
        checks.append(
            LimitCheck(
                ARMY_RULE,
                QT_TRANSLATE_NOOP("Rules", "{unit} is {nation}'s; {side} cannot buy it as {whose}").format(
                    unit=entry.name, nation=nations.name_of(entry.nation), side=side.label, whose=whose
                ),
                False,
            )
        )
    if not in_service(entry, plan.year):
        checks.append(
            LimitCheck(
                ARMY_RULE,
                QT_TRANSLATE_NOOP("Rules", "{unit} was in service {first}-{last}, not in {year}").format(
                    unit=entry.name, first=entry.years[0], last=entry.years[1], year=plan.year
                ),
                False,
            )
        )
    if pick.formation is not None and pick.count:
        armies = formation_nations(pick.formation, session.tables.infantry)
        if not {side.nation, *contingents} & set(armies):
            checks.append(
                LimitCheck(
                    "3.3",
                    QT_TRANSLATE_NOOP(
                        "Rules",
                        "{unit}: the {formation} is a formation of {nations}'s army; {side} ({nation}) has none",
                    ).format(
                        unit=entry.name,
                        formation=pick.formation.label,
                        nations=nations.names_of(armies),
                        side=side.short_label,
                        nation=nations.name_of(side.nation),
                    ),
                    False,
                )
            )
    return checks


def _pick_wave_checks(
    session: BattleSession, setup: ForceSetup, side: Side, pick: ForcePick, entry: CatalogueEntry
) -> tuple[list[LimitCheck], bool]:
    """A counter's wave (ISLAND A): only the attacker of an island invasion gives one, and one of the waves there are;
    and whether it names a wave there is not."""
    checks: list[LimitCheck] = []
    turns = session.tables.scenario.specials.island.wave_turns
    if pick.wave is not None and pick.count and not (side.id == setup.attacker and setup.special is Special.ISLAND):
        # A wave lands later, unseen until then: only an island invasion's attacker assigns one.
        checks.append(
            LimitCheck(
                "ISLAND A",
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{unit}: wave {wave}: only the attacker of an island invasion (ISLAND) lands its units in "
                    "waves; {side} buys them without one",
                ).format(unit=entry.name, wave=pick.wave, side=side.label),
                False,
            )
        )
    no_wave = pick.wave is not None and not 1 <= pick.wave <= len(turns)
    if no_wave and pick.count:
        checks.append(
            LimitCheck(
                "ISLAND A",
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{unit}: there is no wave {wave}; the waves are 1 to {waves} (landing on turns {turns})",
                ).format(unit=entry.name, wave=pick.wave, waves=len(turns), turns=", ".join(str(t) for t in turns)),
                False,
            )
        )
    return checks, no_wave


def _battery_checks(session: BattleSession, side: Side, force: SideForce, tally: _SideTally) -> list[LimitCheck]:
    """The batteries off the table, each priced by the catalogue's gun nearest in calibre (its guns are not
    vehicles), and those bought before."""
    checks: list[LimitCheck] = []
    for battery in force.batteries:
        if battery.type is not None:
            continue
        price = battery_points(session, side.id, battery)
        if price.gun is None:
            checks.append(LimitCheck("4.42", price.problem, False))
            continue
        tally.batteries_now += price.points
        tally.items += [ForceItem(side.nation, price.per_gun, False)] * battery.guns
    tally.batteries_before = off_table_before(session, side.id)
    if tally.batteries_before:
        tally.items.append(ForceItem(side.nation, tally.batteries_before, False))
    return checks


def _airstrike_checks(
    session: BattleSession,
    side: Side,
    force: SideForce,
    plan: ForcePlan,
    status: SideAirstrikes,
    tally: _SideTally,
) -> list[LimitCheck]:
    """The airstrikes bought, each an aircraft its nation flew in the year, then all of them against the weather and
    Table VII's number (with those bought before and flown), paid for in Army points."""
    checks: list[LimitCheck] = []
    bought = 0
    for pick in force.airstrikes:
        entry = session.catalogue.get(pick.unit_type)
        if entry is None or entry.kind is not UnitKind.AIRCRAFT:
            what = (
                QT_TRANSLATE_NOOP("Rules", "not in the catalogue")
                if entry is None
                else QT_TRANSLATE_NOOP("Rules", "a {kind}, not an aircraft").format(kind=entry.kind.value)
            )
            checks.append(
                LimitCheck(
                    "Table VII",
                    QT_TRANSLATE_NOOP("Rules", "airstrike {type} is {what}").format(
                        type=repr(pick.unit_type), what=what
                    ),
                    False,
                )
            )
            continue
        if entry.nation != side.nation and side.nation not in entry.users:
            checks.append(
                LimitCheck(
                    "Table VII",
                    QT_TRANSLATE_NOOP("Rules", "{unit} was flown by {flew}, not by {nation}").format(
                        unit=entry.name,
                        flew=session.tables.nations.names_of([entry.nation, *entry.users]),
                        nation=session.tables.nations.name_of(side.nation),
                    ),
                    False,
                )
            )
        if not in_service(entry, plan.year):
            checks.append(
                LimitCheck(
                    ARMY_RULE,
                    QT_TRANSLATE_NOOP("Rules", "{unit} flew {first}-{last}, not in {year}").format(
                        unit=entry.name, first=entry.years[0], last=entry.years[1], year=plan.year
                    ),
                    False,
                )
            )
        bought += pick.count
        tally.air += entry.points * pick.count
        # An airstrike is paid for like a vehicle: it is not one of the RAID's or TARAWA's non-vehicle items.
        tally.items += [ForceItem(side.nation, entry.points, True)] * pick.count
    if bought:
        checks.append(_airstrikes_allowed(session, side, status, bought, tally.air))
    return checks


def _airstrikes_allowed(
    session: BattleSession, side: Side, status: SideAirstrikes, bought: int, points: int
) -> LimitCheck:
    """``bought`` airstrikes against the weather and Table VII's number, with those bought before and flown."""
    weather, snowing = battle_weather(session.battle)
    weather_ok = airstrike_availability(weather, snowing, None, 0)
    limit = status.availability.limit
    flown = len(status.flown)
    before = len(status.bought)
    if not weather_ok.allowed:
        return LimitCheck(
            "Table VII",
            QT_TRANSLATE_NOOP("Rules", "{side} buys {airstrikes}: {why}").format(
                side=side.label, airstrikes=count_of(bought, "airstrike"), why=weather_ok.reason
            ),
            False,
        )
    if limit is not None and bought + before + flown > limit:
        return LimitCheck(
            "Table VII",
            QT_TRANSLATE_NOOP("Rules", "Table VII gave {side} {airstrikes}; {bought} bought{before}{flown}").format(
                side=side.label,
                airstrikes=count_of(limit, "airstrike"),
                bought=bought,
                before=QT_TRANSLATE_NOOP("Rules", ", {n} bought before").format(n=before) if before else "",
                flown=QT_TRANSLATE_NOOP("Rules", " and {n} flown").format(n=flown) if flown else "",
            ),
            False,
        )
    gave = (
        QT_TRANSLATE_NOOP("Rules", "no Table VII result: the players agree")
        if limit is None
        else QT_TRANSLATE_NOOP("Rules", "Table VII gave {airstrikes}").format(airstrikes=count_of(limit, "airstrike"))
    )
    return LimitCheck(
        "Table VII",
        QT_TRANSLATE_NOOP(
            "Rules",
            "{side}: {airstrikes} bought, {points} points ({gave}); airstrikes must be paid for in Army points",
        ).format(side=side.label, airstrikes=count_of(bought, "airstrike"), points=points, gave=gave),
        True,
    )


def _spending(
    setup: ForceSetup, plan: ForcePlan, side: Side, status: SideAirstrikes, tally: _SideTally
) -> tuple[SideSpending, Message, bool]:
    """The side's points against its budget (Table VI): what they went on, and the sentence that says it."""
    budget = setup.budget_of(plan.budget, side.id)
    assert budget is not None
    spent = SideSpending(
        side.id,
        setup.role(side.id),
        budget,
        tally.on_table,
        status.flown_points,
        tally.units,
        tally.air,
        status.bought_points,
        tally.batteries_now,
        tally.batteries_before,
    )
    parts = spent.parts()
    ok = spent.spent <= budget
    template = (
        QT_TRANSLATE_NOOP("Rules", "{side} spends {spent} of {budget} points ({parts}): {over} too many")
        if not ok
        else QT_TRANSLATE_NOOP("Rules", "{side} spends {spent} of {budget} points ({parts}); {left} left")
    )
    text = template.format(
        side=side.in_role(spent.role),
        spent=spent.spent,
        budget=budget,
        # What the points went on; a side that has spent none has bought nothing yet (not "0 in counters").
        parts=parts if parts else QT_TRANSLATE_NOOP("Rules", "nothing bought yet"),
        over=spent.spent - budget,
        left=spent.left,
    )
    return spent, text, ok


ISLAND_ORDER_RULE = "ISLAND B"


def deploys_before_the_waves(session: BattleSession, side_id: str) -> bool:
    """ISLAND: "A. Secretly the attacker assigns his units to waves ... B. The defender then deploys his forces": whether
    ``side_id`` is an island invasion's defender deploying while the attacker has no counter on the table yet."""
    battle = session.battle
    mission = battle.mission
    if mission is None or side_id != mission.defender or not island_waves(battle, session.tables):
        return False
    return not any(u.side == mission.attacker and not u.decoy for u in battle.units)


def _island_order_check(session: BattleSession, defender: str, attacker_first: bool) -> LimitCheck:
    battle = session.battle
    attacker = battle.mission.attacker if battle.mission is not None else ""
    if not attacker_first and deploys_before_the_waves(session, defender):
        return LimitCheck(ISLAND_ORDER_RULE, island_order_refusal(session, defender), False)
    return LimitCheck(
        ISLAND_ORDER_RULE,
        QT_TRANSLATE_NOOP("Rules", "{defender} deploys after {attacker} has assigned its units to waves").format(
            defender=side_in_role(battle, defender, "defender"), attacker=side_in_role(battle, attacker, "attacker")
        ),
        True,
    )


def island_order_refusal(session: BattleSession, defender: str) -> str:
    """The words of ISLAND B's order broken: the defender deploying before the attacker's waves are assigned."""
    battle = session.battle
    attacker = battle.mission.attacker if battle.mission is not None else ""
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{defender} deploys only after {attacker} has secretly assigned its units to waves (ISLAND A): place the "
        "attacker's forces first",
    ).format(defender=side_in_role(battle, defender, "defender"), attacker=side_in_role(battle, attacker, "attacker"))


def _said(step: Step) -> str:
    """A step's words without its rule (the check names the rule once)."""
    return step.message if isinstance(step, NoteStep) else step.text()


def _special_checks(session: BattleSession, setup: ForceSetup, items: dict[str, list[ForceItem]]) -> list[LimitCheck]:
    """The special's force limits, by the existing checks of rules/scenario/specials.py, on the items of the sides
    they name. Every limit is shown from the start: a side that has bought nothing yet has its limit stated, met."""
    special = setup.special
    if special not in (Special.RAID, Special.TARAWA, Special.SYRIA, Special.PATTON):
        return []
    allegiance = {sid: side_allegiance(session, sid) for sid in items}
    axis = next((items[s] for s, a in allegiance.items() if a is Allegiance.AXIS), [])
    allies = next((items[s] for s, a in allegiance.items() if a is Allegiance.ALLIES), [])
    nations = {a.value: side_of(session.battle, s).nation for s, a in allegiance.items() if a is not None}
    label = special.label.upper()
    specials = session.tables.scenario.specials
    if special is Special.RAID:
        # "A majority of the defender's points": only the defender's items are given.
        if setup.defender not in items:
            return []  # the defender does not buy now: its limit is not this purchase's
        defender = items.get(setup.defender, [])
        if not defender:
            return [
                LimitCheck(
                    label,
                    QT_TRANSLATE_NOOP(
                        "Rules", "{side}: a majority, over 50%, of its points on non-vehicle items — nothing bought yet"
                    ).format(side=side_in_role(session.battle, setup.defender, "defender")),
                    True,
                )
            ]
        is_axis = allegiance.get(setup.defender) is Allegiance.AXIS
        axis, allies = (defender, []) if is_axis else ([], defender)
    elif special is Special.TARAWA and Allegiance.AXIS not in allegiance.values():
        return []  # the Japanese do not buy now: their limit is not this purchase's
    elif special is Special.TARAWA and not axis:
        return [
            LimitCheck(
                label,
                QT_TRANSLATE_NOOP(
                    "Rules", "over {share}% of the Japanese points non-vehicle — nothing bought yet"
                ).format(share=specials.tarawa.non_vehicle_share_over),
                True,
            )
        ]
    result = check_force(special, allies, axis, session.tables.scenario, nations)
    if result.valid:
        return [LimitCheck(label, _said(s), True) for s in result.steps]
    return [LimitCheck(label, p, False) for p in result.problems]


def _wave_checks(
    session: BattleSession, setup: ForceSetup, waves: dict[int, int], unwaved: list[str]
) -> list[LimitCheck]:
    """ISLAND A: the attacker's three waves, each with at least 20% of the army points (the counters' points:
    airstrikes do not land in a wave)."""
    out: list[LimitCheck] = []
    if unwaved:
        shown = ", ".join(dict.fromkeys(unwaved))
        out.append(
            LimitCheck(
                "ISLAND A",
                QT_TRANSLATE_NOOP("Rules", "the attacker assigns every unit to a wave: {units} has none").format(
                    units=shown
                ),
                False,
            )
        )
    turns = session.tables.scenario.specials.island.wave_turns
    plan = check_waves([waves.get(i + 1, 0) for i in range(len(turns))], session.tables.scenario)
    text = joined((_said(s) for s in plan.steps), AND_THEN)
    out.append(LimitCheck("ISLAND A", text, plan.valid))
    return out
