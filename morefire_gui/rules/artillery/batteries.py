"""Batteries: what a battery is for the rules (4.11), mortar ranges (4.41), where off-board and naval batteries
stand (4.42, 4.7), counter-battery fire (4.42), and deployment with set-up and breakdown time (4.8)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from morefire_gui.rules.artillery.tables import ArtilleryTables
from morefire_gui.rules.artillery.terms import ArtilleryError, GunType, whole_units
from morefire_gui.rules.artillery.terms import DeploymentState as DeploymentState  # its home before terms.py
from morefire_gui.rules.explain import NoteStep, Step, TableStep
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Battery:
    """The facts about a firing battery that the artillery rules read.

    4.11: fire is conducted by battery (``guns`` is how many guns it has left, 1 or more: a single gun firing
    directly is a one-gun battery). ``nation`` is a nation id of ``nations.yaml``; it chooses the rows of 4.2
    and 4.3. Naval guns (4.7) are off-board by nature; build them with :meth:`naval`.
    """

    guns: int
    calibre_mm: float
    nation: str
    is_mortar: bool = False
    is_naval: bool = False
    off_board: bool = False
    name: str = ""

    def __post_init__(self) -> None:
        label = self.name or QT_TRANSLATE_NOOP("Rules", "the battery")
        if self.guns < 1:
            raise ArtilleryError(
                QT_TRANSLATE_NOOP("Rules", "{battery}: a battery needs at least one gun (found {guns})").format(
                    battery=label, guns=self.guns
                )
            )
        if not self.calibre_mm > 0:
            raise ArtilleryError(
                QT_TRANSLATE_NOOP("Rules", "{battery}: the calibre must be more than 0 mm (found {calibre})").format(
                    battery=label, calibre=self.calibre_mm
                )
            )
        if self.is_naval and self.is_mortar:
            raise ArtilleryError(
                QT_TRANSLATE_NOOP("Rules", "{battery}: naval guns are not mortars").format(battery=label)
            )
        if self.is_naval and not self.off_board:
            raise ArtilleryError(
                QT_TRANSLATE_NOOP("Rules", "{battery}: naval guns fire from off the board (4.7); set off_board").format(
                    battery=label
                )
            )

    @classmethod
    def naval(cls, nation: str, tables: ArtilleryTables, name: str = "") -> Battery:
        """4.7: "Naval guns are rated as a Four gun battery of 175mm+ guns.\""""
        return cls(
            guns=tables.naval.guns,
            calibre_mm=tables.naval.calibre_mm,
            nation=nation,
            is_naval=True,
            off_board=True,
            name=name,
        )


def check_battery(battery: Battery, tables: ArtilleryTables) -> None:
    """Refuse a naval battery that is not rated as 4.7 says (four guns of 175 mm or more)."""
    if battery.is_naval and (battery.guns != tables.naval.guns or battery.calibre_mm < tables.naval.calibre_mm):
        raise ArtilleryError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{battery}: naval guns are rated as a {rated_guns}-gun battery of {rated_calibre:g}mm+ guns (4.7), "
                "not {guns} x {calibre:g}mm",
            ).format(
                battery=battery.name or QT_TRANSLATE_NOOP("Rules", "the naval battery"),
                rated_guns=tables.naval.guns,
                rated_calibre=tables.naval.calibre_mm,
                guns=battery.guns,
                calibre=battery.calibre_mm,
            )
        )


# --- 4.41 mortar range ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class RangeCheck:
    """Whether a battery can reach its aim point. Only mortars have a maximum range in the rules (4.41)."""

    in_range: bool
    max_yards: int | None
    range_yards: float
    steps: tuple[Step, ...]


def check_range(battery: Battery, range_yards: float, tables: ArtilleryTables) -> RangeCheck:
    """4.41: "The maximum range for guns up to 90mm is 3000 yards and 4500 for all larger guns." Ranges and
    calibres are read in whole units (fractions dropped), like every artillery table."""
    if range_yards < 0:
        raise ArtilleryError(f"a range cannot be negative (found {range_yards} yards)")
    if not battery.is_mortar:
        return RangeCheck(True, None, range_yards, ())
    row = tables.mortar_range(battery.calibre_mm)
    ok = whole_units(range_yards) <= row.max_yards
    steps: tuple[Step, ...] = (
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Mortar maximum range"),
            row.label,
            QT_TRANSLATE_NOOP("Rules", "{yards} yards").format(yards=row.max_yards),
            "4.41",
        ),
        NoteStep(
            (
                QT_TRANSLATE_NOOP("Rules", "{range:g} yards is within the mortar's {most} yards")
                if ok
                else QT_TRANSLATE_NOOP("Rules", "{range:g} yards is beyond the mortar's {most} yards")
            ).format(range=whole_units(range_yards), most=row.max_yards),  # as read: 1484.48 yards is 1484
            "4.41",
        ),
    )
    return RangeCheck(ok, row.max_yards, range_yards, steps)


# --- 4.42 / 4.7 where off-board batteries stand -------------------------------------------------------


def yards_behind_edge(battery: Battery, tables: ArtilleryTables) -> int:
    """How far behind its side's base edge a battery stands: 1000 yards off-board (4.42), 5000 for naval guns
    (4.7), 0 for a battery on the board (the geometry measures from its counter)."""
    if battery.is_naval:
        return tables.naval.board_edge_yards
    if battery.off_board:
        return tables.off_board_yards
    return 0


# --- 4.42 counter-battery fire -------------------------------------------------------------------------


@dataclass(frozen=True)
class CounterBattery:
    """4.42: counter-battery fire at one off-board battery: how many turns in a row it has been fired."""

    turns_fired: int = 0

    def __post_init__(self) -> None:
        if self.turns_fired < 0:
            raise ArtilleryError("turns of counter-battery fire cannot be negative")


@dataclass(frozen=True)
class CounterBatteryTurn:
    """One turn of counter-battery fire: the state after it, whether the fire has zeroed in, the guns it
    destroyed this turn and the guns the target has left."""

    state: CounterBattery
    zeroed_in: bool
    guns_destroyed: int
    guns_left: int
    steps: tuple[Step, ...]


# What the log of a battle saved before says of a counter-battery turn: kept so that the window reads it back.
EARLIER_TEXTS = (QT_TRANSLATE_NOOP("Rules", "zeroed in: {guns} gun(s) destroyed this turn of sustained fire"),)


def counter_battery_turn(
    state: CounterBattery, target: Battery, tables: ArtilleryTables, *, fired: bool = True
) -> CounterBatteryTurn:
    """4.42: "Counter-battery fire at an off-board battery will require four turns of continuous fire to zero
    in on the battery. It will then destroy ONE gun per turn of sustained fire."

    Reading: turns 1-4 of continuous fire zero in and destroy nothing; every further turn destroys one gun (the
    fifth turn is the first). A turn without fire (``fired=False``) breaks the continuity: the count starts
    again. Naval guns are never subject to it (4.7); batteries on the board are shot at as units (4.6).
    """
    if target.is_naval:
        raise ArtilleryError(
            QT_TRANSLATE_NOOP("Rules", "{target}: naval guns are not subject to counter-battery fire (4.7)").format(
                target=target.name or QT_TRANSLATE_NOOP("Rules", "the target")
            )
        )
    if not target.off_board:
        raise ArtilleryError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{target}: counter-battery fire (4.42) is for off-board batteries; a battery on the board is hit by "
                "barrages like any unit (4.6)",
            ).format(target=target.name or QT_TRANSLATE_NOOP("Rules", "the target"))
        )
    rule = tables.counter_battery
    if not fired:
        after = CounterBattery(0)
        return CounterBatteryTurn(
            after,
            False,
            0,
            target.guns,
            (
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "no counter-battery fire this turn: the fire must zero in again"), "4.42"
                ),
            ),
        )
    turns = state.turns_fired + 1
    after = CounterBattery(turns)
    zeroed = turns > rule.zeroing_turns
    steps: list[Step] = [
        NoteStep(
            QT_TRANSLATE_NOOP("Rules", "turn {turns} of continuous counter-battery fire").format(turns=turns), "4.42"
        )
    ]
    if not zeroed:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "zeroing in: {turns} turns of continuous fire are needed").format(
                    turns=rule.zeroing_turns
                ),
                "4.42",
            )
        )
        return CounterBatteryTurn(after, False, 0, target.guns, tuple(steps))
    destroyed = min(rule.guns_destroyed_per_turn, target.guns)
    steps.append(
        NoteStep(
            (
                QT_TRANSLATE_NOOP("Rules", "zeroed in: one gun destroyed this turn of sustained fire")
                if destroyed == 1
                else QT_TRANSLATE_NOOP("Rules", "zeroed in: {guns} guns destroyed this turn of sustained fire")
            ).format(guns=destroyed),
            "4.42",
        )
    )
    return CounterBatteryTurn(after, True, destroyed, target.guns - destroyed, tuple(steps))


# --- 4.8 deployment, set-up and breakdown time ---------------------------------------------------------


@dataclass(frozen=True)
class Deployment:
    """A battery's (or a gun's) deployment (4.8). While setting up or breaking down, ``turns_remaining``
    counts the turns still to spend, this one included.

    4.8: "The turn that a gun begins or completes breakdown/set up, it cannot fire or move." Reading: a set-up
    of N turns takes N whole turns, the first (begins) and the last (completes) included; the gun fires from
    the turn after the last. Only a deployed battery fires (4.11); only a battery in transit moves.
    """

    state: DeploymentState
    turns_remaining: int = 0
    steps: tuple[Step, ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        busy = self.state in (DeploymentState.SETTING_UP, DeploymentState.BREAKING_DOWN)
        if busy and self.turns_remaining < 1:
            raise ArtilleryError(f"a battery {self.state.value.replace('_', ' ')} needs at least one turn left")
        if not busy and self.turns_remaining != 0:
            raise ArtilleryError(f"a battery {self.state.value.replace('_', ' ')} has no turns remaining")

    @property
    def can_fire(self) -> bool:
        return self.state is DeploymentState.DEPLOYED

    @property
    def can_move(self) -> bool:
        return self.state is DeploymentState.IN_TRANSIT


DEPLOYED = Deployment(DeploymentState.DEPLOYED)
IN_TRANSIT = Deployment(DeploymentState.IN_TRANSIT)


def initial_deployment(off_board: bool, designated: DeploymentState = DeploymentState.DEPLOYED) -> Deployment:
    """4.8: "Off-board batteries will start the battle deployed. On-board batteries are designated during
    deployment as set up or in transit." A battery cannot start half set up."""
    if off_board:
        return Deployment(
            DeploymentState.DEPLOYED,
            0,
            (NoteStep(QT_TRANSLATE_NOOP("Rules", "off-board batteries start deployed"), "4.8"),),
        )
    if designated not in (DeploymentState.DEPLOYED, DeploymentState.IN_TRANSIT):
        raise ArtilleryError(
            QT_TRANSLATE_NOOP("Rules", "an on-board battery starts the battle set up (deployed) or in transit (4.8)")
        )
    return Deployment(designated)


def begin_set_up(deployment: Deployment, gun_type: GunType, calibre_mm: float, tables: ArtilleryTables) -> Deployment:
    """4.8: a battery in transit begins to set up; it is deployed after the set-up turns of its row."""
    if deployment.state is not DeploymentState.IN_TRANSIT:
        raise ArtilleryError(
            QT_TRANSLATE_NOOP("Rules", "only a battery in transit can set up (this one is {state})").format(
                state=deployment.state.words
            )
        )
    row = tables.set_up_row(gun_type, calibre_mm)
    return Deployment(
        DeploymentState.SETTING_UP,
        row.set_up,
        (
            TableStep(
                QT_TRANSLATE_NOOP("Rules", "Artillery set up time"),
                row.label,
                str(row.set_up),
                "4.8",
                QT_TRANSLATE_NOOP("Rules", "Set Up"),
            ),
        ),
    )


def begin_breakdown(
    deployment: Deployment, gun_type: GunType, calibre_mm: float, tables: ArtilleryTables
) -> Deployment:
    """4.8: a deployed battery begins to break down; it is in transit after the breakdown turns of its row."""
    if deployment.state is not DeploymentState.DEPLOYED:
        raise ArtilleryError(
            QT_TRANSLATE_NOOP("Rules", "only a deployed battery can break down (this one is {state})").format(
                state=deployment.state.words
            )
        )
    row = tables.set_up_row(gun_type, calibre_mm)
    return Deployment(
        DeploymentState.BREAKING_DOWN,
        row.breakdown,
        (
            TableStep(
                QT_TRANSLATE_NOOP("Rules", "Artillery set up time"),
                row.label,
                str(row.breakdown),
                "4.8",
                QT_TRANSLATE_NOOP("Rules", "Breakdown"),
            ),
        ),
    )


def advance_turn(deployment: Deployment) -> Deployment:
    """The end of a turn: one turn of set-up or breakdown is spent; the last one completes it."""
    if deployment.state is DeploymentState.SETTING_UP:
        if deployment.turns_remaining == 1:
            return Deployment(
                DeploymentState.DEPLOYED,
                0,
                (NoteStep(QT_TRANSLATE_NOOP("Rules", "set-up completed: deployed"), "4.8"),),
            )
        return replace(deployment, turns_remaining=deployment.turns_remaining - 1, steps=())
    if deployment.state is DeploymentState.BREAKING_DOWN:
        if deployment.turns_remaining == 1:
            return Deployment(
                DeploymentState.IN_TRANSIT,
                0,
                (NoteStep(QT_TRANSLATE_NOOP("Rules", "breakdown completed: in transit"), "4.8"),),
            )
        return replace(deployment, turns_remaining=deployment.turns_remaining - 1, steps=())
    return replace(deployment, steps=())
