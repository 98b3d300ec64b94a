"""A barrage fired with injected dice (4.3-4.6): the impact, the damage zone and a roll for every unit in it."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from morefire_gui.geometry.barrage import ZoneFacts, impact_point, zone_facts
from morefire_gui.geometry.shapes import XY
from morefire_gui.ids import UnitId
from morefire_gui.rules.artillery.barrage import BarrageResult, Impact, ZoneContents, resolve_barrage
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.artillery.plan import BarragePlan, BarrageRequest, plan_barrage
from morefire_gui.session.names import UNSEEN, Revealing, once_revealed, point_words, public_piece_name
from morefire_gui.session.zone_words import zone_unit_step

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- firing ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class BarrageOutcome:
    """A barrage fired: the plan, the rules' result, where the rounds landed and the zone on the table
    (None when the battery did not fire)."""

    plan: BarragePlan
    result: BarrageResult
    impact: XY | None
    zone: ZoneFacts | None
    names: tuple[tuple[str, str], ...] = ()  # each unit in the zone as a person reads it (session/names.py)
    # the hidden positions the barrage fires on (TARAWA: revealed), and what each turned out to be
    revealing: Revealing | None = None

    def said(self, unit_id: UnitId) -> str:
        return dict(self.names).get(unit_id, unit_id)

    @property
    def fired(self) -> bool:
        return self.result.fired

    def sections(self) -> tuple[tuple[str, tuple[Step, ...]], ...]:
        """The steps in the order things happened, in titled sections for a dialog or the command line: the
        battery and its aim, the firing error and the impact, the damage zone and who is in it, each target (in
        the order rolled), and what the zone found (no unit in it; minefields cleared). Empty sections are left
        out."""
        return self.order_sections() + self.landing_sections()

    def order_sections(self) -> tuple[tuple[str, tuple[Step, ...]], ...]:
        """What only the firing side may know (4.1: its written request and its batteries are its own): the battery
        and its aim (a registration point, a point, a shift; where the battery fires from; observed or not), and the
        firing error, whose rolls and yards would tell the aim from the impact."""
        result = self.result
        # The barrage's own notes: its checks (naval guns, deployment, range) come first; what it found in the
        # zone (no unit in it, 4.6; minefields cleared, 3.61) is the landing's.
        found = self._found()
        out: list[tuple[str, tuple[Step, ...]]] = [
            (
                QT_TRANSLATE_NOOP("Rules", "Battery and aim"),
                (*self.plan.steps, *(s for s in result.steps if s not in found)),
            )
        ]
        error: list[Step] = list(result.error.steps) if result.error is not None else []
        aimed = self.impact_note()
        if aimed is not None:
            error.append(aimed)
        out.append((QT_TRANSLATE_NOOP("Rules", "Firing error (4.3)"), tuple(error)))
        return tuple((title, steps) for title, steps in out if steps)

    def impact_note(self, with_error: bool = True) -> NoteStep | None:
        """Where the rounds landed ("impact point 22.5, 31.3, 200 yards short"; without the error, as every side
        sees it: "impact point 22.5, 31.3"), or None when the battery did not fire."""
        if self.impact is None:
            return None
        e = self.result.error
        at = point_words(rounded_point(self.impact))
        return NoteStep(
            QT_TRANSLATE_NOOP("Rules", "impact point {at}").format(at=at)
            if not with_error or e is None or e.direction is None
            else QT_TRANSLATE_NOOP("Rules", "impact point {at}, {yards} yards {direction}").format(
                at=at, yards=e.yards, direction=e.direction.value
            ),
            "4.3",
        )

    def landing_sections(self) -> tuple[tuple[str, tuple[Step, ...]], ...]:
        """What every side sees of the rounds landing: the damage zone and who is in it, each target (in the order
        rolled), and what the zone found (no unit in it; minefields cleared)."""
        result = self.result
        out: list[tuple[str, tuple[Step, ...]]] = []
        zone: list[Step] = list(result.zone.steps) if result.zone is not None else []
        zone.extend(self.zone_steps())
        out.append((QT_TRANSLATE_NOOP("Rules", "Damage zone (4.5)"), tuple(zone)))
        for target in result.targets:
            where = self.zone.unit(target.unit_id) if self.zone is not None else None
            out.append(
                (
                    (
                        QT_TRANSLATE_NOOP("Rules", "{unit}, partly in the zone (4.6)")
                        if where is not None and where.partly_in
                        else QT_TRANSLATE_NOOP("Rules", "{unit} (4.6)")
                    ).format(unit=self.said(target.unit_id)),
                    target.steps,
                )
            )
        if self.revealing is not None:
            out.append((QT_TRANSLATE_NOOP("Rules", "Revealed"), self.revealing.notes()))
        out.append((QT_TRANSLATE_NOOP("Rules", "Found in the zone"), self._found()))
        return tuple((title, steps) for title, steps in out if steps)

    def _found(self) -> tuple[Step, ...]:
        """What the zone found: no unit in it (4.6), minefields cleared (3.61)."""
        return tuple(s for s in self.result.steps if getattr(s, "rule", "") in ("4.6", "3.61"))

    def steps(self) -> tuple[Step, ...]:
        """Every step in the order things happened (the sections, one after another)."""
        return tuple(step for _, steps in self.sections() for step in steps)

    def zone_steps(self) -> tuple[Step, ...]:
        zone = self.zone
        if zone is None:
            return ()
        return tuple(zone_unit_step(unit, self.said(unit.unit_id)) for unit in zone.units)


def rounded_point(point: XY) -> XY:
    return (round(point[0], 6) + 0.0, round(point[1], 6) + 0.0)


def fire_barrage(session: BattleSession, plan: BarragePlan | BarrageRequest, dice: Dice) -> BarrageOutcome:
    """Artillery fire phase A and B (rules/artillery.resolve_barrage) on the table: the error moves the aim along
    the line of fire, the damage zone is drawn round the impact point, and every unit in or partly in it is
    rolled for in the battle file's order (the pinned dice order). A battery that cannot fire rolls nothing."""
    if isinstance(plan, BarrageRequest):
        plan = plan_barrage(session, plan)
    geometry = session.geometry
    landed: list[tuple[XY, ZoneFacts, Revealing]] = []

    def in_zone(impact: Impact) -> ZoneContents:
        point = impact_point(plan.line, impact.error, geometry.yards_per_unit)
        zone = zone_facts(geometry, point, impact.zone.diameter_yards)
        contents = zone.contents()
        # Named as every side may read them once the hidden positions fired on are revealed (TARAWA): a barrage
        # landing is every side's to see (an unfound minefield not named). A fake marker is nothing: revealed and
        # taken off, it is not rolled for as the unit type it was placed as.
        revealing = once_revealed(
            session, [t.unit_id for t in contents.targets], [u.unit_id for u in zone.units], dice=dice
        )
        landed.append((point, zone, revealing))
        said = revealing.names
        return ZoneContents(
            tuple(replace(t, name=said[t.unit_id]) for t in contents.targets if t.unit_id not in revealing.fakes),
            contents.minefields,
            # A minefield no side has found is cleared all the same, and not told of ("": nothing said).
            tuple(
                (m, "" if (name := public_piece_name(session.battle, m)) == UNSEEN else name)
                for m in contents.minefields
            ),
        )

    result = resolve_barrage(
        in_zone,
        plan.battery,
        dice,
        session.tables.artillery,
        observed=plan.observed,
        range_yards=plan.range_yards,
        advanced=plan.advanced,
        pattern=plan.pattern,
        deployment=plan.deployment,
    )
    if not landed:
        return BarrageOutcome(plan, result, None, None)
    point, zone, revealing = landed[0]
    said = tuple((u.unit_id, revealing.said(u.unit_id)) for u in zone.units)
    return BarrageOutcome(plan, result, point, zone, said, revealing if revealing.revealed else None)
