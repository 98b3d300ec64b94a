"""Rules 4.1 and 4.2: written artillery requests (the four orders), fire registration points, fire missions and
the time lapse from a new fire mission to its impact."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.rules.artillery.terms import ArtilleryError, Pattern
from morefire_gui.rules.explain import NoteStep, Step, TableStep
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # a battle file's orders are read without the batteries' and the tables' code (morefire los)
    from morefire_gui.rules.artillery.batteries import Battery, Deployment
    from morefire_gui.rules.artillery.tables import ArtilleryTables


@dataclass(frozen=True)
class Shift:
    """4.12 C: "Add or Drop AND Right or Left shifts in yards." ``add_drop_yards`` is positive to add (further
    along the line of fire), negative to drop; ``right_left_yards`` positive right, negative left, as the
    battery looks along its line of fire."""

    add_drop_yards: int = 0
    right_left_yards: int = 0

    @classmethod
    def of(cls, *, add: int = 0, drop: int = 0, right: int = 0, left: int = 0) -> Shift:
        """Build a shift from the order's own words; each given distance is in yards and not negative."""
        for name, value in (("add", add), ("drop", drop), ("right", right), ("left", left)):
            if value < 0:
                raise ArtilleryError(f"a shift's {name} distance cannot be negative (found {value})")
        if add and drop:
            raise ArtilleryError("a shift either adds or drops, not both")
        if right and left:
            raise ArtilleryError("a shift goes either right or left, not both")
        return cls(add - drop, right - left)

    def text(self) -> str:
        """The order as written: ``A200 R100``, ``D50``, ``L300``."""
        parts = []
        if self.add_drop_yards:
            parts.append(f"{'A' if self.add_drop_yards > 0 else 'D'}{abs(self.add_drop_yards)}")
        if self.right_left_yards:
            parts.append(f"{'R' if self.right_left_yards > 0 else 'L'}{abs(self.right_left_yards)}")
        return " ".join(parts) or QT_TRANSLATE_NOOP("Rules", "no shift")


@dataclass(frozen=True)
class FireAtRegistrationPoint:
    """4.12 A: "FIRE at Registration point #?. ... The initial fire may include a shift from a reg. point."
    4.5: "The pattern is listed on the call for fire.\""""

    point: int
    shift: Shift | None = None
    pattern: Pattern = Pattern.SPREAD


@dataclass(frozen=True)
class FireAtPoint:
    """4.12 A read for a point of the table rather than a registration point (a written request naming a map point,
    docs/rules-notes.md "4.2 Registration points on the table"): a new fire mission, with the same time lapse."""

    pattern: Pattern = Pattern.SPREAD


@dataclass(frozen=True)
class Repeat:
    """4.12 B: "REPEAT. Fire again at last location.\""""


@dataclass(frozen=True)
class ShiftFire:
    """4.12 C: "SHIFT A/D # & R/L #." from the last location."""

    shift: Shift


@dataclass(frozen=True)
class CeaseFire:
    """4.12 D: "CEASE FIRE.\""""


FireOrder = FireAtRegistrationPoint | FireAtPoint | Repeat | ShiftFire | CeaseFire


def check_shift(shift: Shift, tables: ArtilleryTables) -> None:
    """4.12 C: "The maximum shift allowed is 800 yards per direction." Each direction is checked on its own."""
    limit = tables.orders.max_shift_yards
    for _name, value, words in (
        ("add/drop", shift.add_drop_yards, (QT_TRANSLATE_NOOP("Rules", "add"), QT_TRANSLATE_NOOP("Rules", "drop"))),
        (
            "right/left",
            shift.right_left_yards,
            (QT_TRANSLATE_NOOP("Rules", "right"), QT_TRANSLATE_NOOP("Rules", "left")),
        ),
    ):
        if abs(value) > limit:
            word = words[0] if value > 0 else words[1]
            raise ArtilleryError(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "a shift of {yards} yards {direction} is too long: the maximum shift is {limit} yards per "
                    "direction (4.12 C)",
                ).format(yards=abs(value), direction=word, limit=limit)
            )


def check_registration_point(point: int, tables: ArtilleryTables) -> None:
    """4.2: "Each side can plot up to 10 FRPs", numbered 1-10 here."""
    limit = tables.orders.registration_points_per_side
    if not 1 <= point <= limit:
        raise ArtilleryError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "there is no fire registration point #{point}: a side plots up to {limit}, numbered 1-{limit} (4.2)",
            ).format(point=point, limit=limit)
        )


def check_registration_points(count: int, tables: ArtilleryTables) -> None:
    """4.2: a side plots at most 10 fire registration points during pregame setup."""
    limit = tables.orders.registration_points_per_side
    if count > limit:
        raise ArtilleryError(
            QT_TRANSLATE_NOOP(
                "Rules", "{count} fire registration points: each side can plot up to {limit} (4.2)"
            ).format(count=count, limit=limit)
        )


def check_order(order: FireOrder, tables: ArtilleryTables) -> None:
    """Everything about an order that can be checked on its own: the registration point and the shift limit."""
    if isinstance(order, FireAtRegistrationPoint):
        check_registration_point(order.point, tables)
        if order.shift is not None:
            check_shift(order.shift, tables)
    elif isinstance(order, ShiftFire):
        check_shift(order.shift, tables)
    elif not isinstance(order, (FireAtPoint, Repeat, CeaseFire)):
        raise ArtilleryError(f"{order!r} is not an artillery order (4.12 A-D)")


@dataclass(frozen=True)
class TimeLapse:
    """4.2: turns from the request for a new fire mission to its impact."""

    nation: str
    row: str
    turns: int
    steps: tuple[Step, ...]


def time_lapse(nation: str, tables: ArtilleryTables) -> TimeLapse:
    """4.2 "Time Lapse for Initial call to Impact", by nationality (nation ids the table does not name read
    the row given in artillery.yaml; see docs/rules-notes.md)."""
    table = tables.time_lapse
    row = table.row_for(nation, "4.2")
    turns = table.rows[row]
    steps: list[Step] = []
    if not table.names(row, nation):
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{nation} is not named by the table: it reads the {row} row").format(
                    nation=tables.nation_name(nation), row=row
                ),
                "4.2",
            )
        )
    steps.append(
        TableStep(
            QT_TRANSLATE_NOOP("Rules", "Time lapse"),
            row,
            QT_TRANSLATE_NOOP("Rules", "{turns} turns").format(turns=turns),
            "4.2",
        )
    )
    return TimeLapse(nation, row, turns, tuple(steps))


@dataclass(frozen=True)
class FireMission:
    """A battery's current fire mission: the registration point (None: a point of the table the order names), every
    shift given since (the initial one first; the geometry applies each along the line of fire to the location
    before it), the pattern, the turn it was called and the turn its rounds land."""

    registration_point: int | None
    shifts: tuple[Shift, ...]
    pattern: Pattern
    called_turn: int
    impact_turn: int


@dataclass(frozen=True)
class OrderResult:
    """The mission after an order (None after CEASE FIRE) and why."""

    order: FireOrder
    mission: FireMission | None
    steps: tuple[Step, ...]


def give_order(
    order: FireOrder,
    mission: FireMission | None,
    battery: Battery,
    tables: ArtilleryTables,
    *,
    turn: int,
    advanced: bool,
    deployment: Deployment | None = None,
) -> OrderResult:
    """Apply a written order (4.12) given in the artillery phase of ``turn`` to a battery's ``mission``.

    A (FIRE, at a registration point or at a point) starts a new mission that lands after the 4.2 time lapse. B (REPEAT) and C (SHIFT) adjust the
    rounds for the next turn (sequence of play, artillery phase C) and so land in turn + 1 without a lapse; they
    need a mission whose rounds have landed (before that, a new FIRE order is the way to change it). D stops
    the mission. 4.11: only a deployed battery may fire (``deployment`` None means deployed, as in basic games).
    """
    check_order(order, tables)
    steps: list[Step] = []
    if isinstance(order, CeaseFire):
        steps.append(NoteStep(QT_TRANSLATE_NOOP("Rules", "CEASE FIRE: the mission ends"), "4.12"))
        return OrderResult(order, None, tuple(steps))
    if deployment is not None and not deployment.can_fire:
        raise ArtilleryError(
            QT_TRANSLATE_NOOP(
                "Rules", "{battery} is {state}: a battery must be deployed in order to fire (4.11)"
            ).format(battery=battery.name or QT_TRANSLATE_NOOP("Rules", "the battery"), state=deployment.state.words)
        )
    shifts: tuple[Shift, ...]
    if isinstance(order, (FireAtRegistrationPoint, FireAtPoint)):
        from morefire_gui.rules.artillery.zone import check_pattern  # the tables' code, when an order is worked out

        check_pattern(battery, order.pattern, advanced=advanced)
        lapse = time_lapse(battery.nation, tables)
        steps.extend(lapse.steps)
        if isinstance(order, FireAtPoint):
            point, shifts = None, ()
            text = QT_TRANSLATE_NOOP("Rules", "FIRE at a point of the table")
        else:
            point, shifts = order.point, ((order.shift,) if order.shift is not None else ())
            text = (
                QT_TRANSLATE_NOOP("Rules", "FIRE at registration point #{point}, {shift}").format(
                    point=order.point, shift=order.shift.text()
                )
                if order.shift
                else QT_TRANSLATE_NOOP("Rules", "FIRE at registration point #{point}").format(point=order.point)
            )
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{order} ({pattern}): lands in turn {turn}").format(
                    order=text, pattern=order.pattern.value, turn=turn + lapse.turns
                ),
                "4.12",
            )
        )
        return OrderResult(order, FireMission(point, shifts, order.pattern, turn, turn + lapse.turns), tuple(steps))
    word = "REPEAT" if isinstance(order, Repeat) else "SHIFT"
    if mission is None:
        raise ArtilleryError(
            QT_TRANSLATE_NOOP("Rules", "{order} needs a fire mission: give a FIRE order first (4.12 A)").format(
                order=word
            )
        )
    if turn < mission.impact_turn:
        raise ArtilleryError(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{order}: the mission called in turn {called} has not landed yet (it lands in turn {lands}); a new "
                "FIRE order changes its aim",
            ).format(order=word, called=mission.called_turn, lands=mission.impact_turn)
        )
    if isinstance(order, Repeat):
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "REPEAT: fire again at the last location in turn {turn}").format(
                    turn=turn + 1
                ),
                "4.12",
            )
        )
        shifts = mission.shifts
    else:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "SHIFT {shift} from the last location, landing in turn {turn}").format(
                    shift=order.shift.text(), turn=turn + 1
                ),
                "4.12",
            )
        )
        shifts = (*mission.shifts, order.shift)
    return OrderResult(
        order, FireMission(mission.registration_point, shifts, mission.pattern, turn, turn + 1), tuple(steps)
    )
