"""Assaults on tanks and bunkers in play (3.2) and suicide squads (3.3): the targets, the supporting fire, the
assault resolved with injected dice and a unit reclassified, each turned into one edit (not applied)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from morefire_gui.errors import MissingValue, UsageError
from morefire_gui.geometry.infantry import MELEE_REACH_YARDS, unit_distance, units_by_distance
from morefire_gui.ids import UnitId
from morefire_gui.model.battle import Battle, Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.rules.dice import Dice, PreviewDice
from morefire_gui.rules.explain import NoteStep, Step
from morefire_gui.rules.infantry.assault import Assailant, AssaultResult, AssaultTarget, resolve_assault
from morefire_gui.rules.infantry.fire import FireWeapon, InfantryFireResult, refusal, resolve_infantry_fire
from morefire_gui.rules.infantry.suicide_squads import RULE as SUICIDE_RULE
from morefire_gui.rules.infantry.suicide_squads import Eligibility, suicide_eligibility
from morefire_gui.rules.infantry.suppression import recovery_note
from morefire_gui.rules.infantry.terms import Outcome
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.edits import Compound, Edit, ReplaceUnits
from morefire_gui.session.infantry.fire import results_edit, target_facts, weapons_of
from morefire_gui.session.infantry.melee import check_pair
from morefire_gui.session.infantry.words import BEFORE_IT_REACHES, DESTROYED, TARGET
from morefire_gui.session.names import (
    FAKE_MARKER,
    Revealing,
    once_revealed,
    public_unit_name,
    public_unit_names,
    resolved_as_revealed,
)
from morefire_gui.session.unit_facts import (
    alive,
    entry_of,
    fire_type_of,
    is_bunker,
    is_tank,
    moved_code,
    nation_of,
    unit_of,
)
from morefire_gui.session.visibility import is_hidden_position, with_reveals

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- assault (3.2) and suicide squads (3.3) ---------------------------------------------------------------------


ASSAULT = QT_TRANSLATE_NOOP("Rules", "Assault")
# See melee.NOTHING_THERE: an assault that closes with a fake marker finds no tank or bunker to assault.
NOTHING_THERE_ASSAULTED = QT_TRANSLATE_NOOP(
    "Rules", "no assault: the hidden position was a fake marker, taken off the table"
)


@dataclass(frozen=True)
class AssaultOutcome:
    """3.2's sequence: 1. the tank's or bunker's fire at the infantry, 2. the supporting fire, 3. the assault (None
    when the infantry did not survive unsuppressed, or the assault was refused: ``refused``, with its ``rule``)."""

    infantry: str
    target: str
    defensive_fire: InfantryFireResult | None
    supporting_fire: InfantryFireResult | None
    result: AssaultResult | None
    refused: str | None
    distance_yards: float
    edit: Edit
    steps: tuple[Step, ...] = field(default=())
    rule: str = "3.2"
    names: tuple[str, str] = ("", "")  # the infantry and the target as every side may read them; ids where none
    fake_target: bool = False  # the target was a fake marker: revealed and taken off, nothing fired or rolled
    # the units the assault reveals (TARAWA): the two that fought it and each supporting unit that fired
    fought: tuple[UnitId, ...] = ()
    # the steps of 3.2's sequence that were not made (1, the tank's or bunker's fire; 2, the supporting fire; 3, the
    # assault itself, the squad destroyed or suppressed by the fire), each with why, as the steps say it ("2. no
    # supporting fire at 1st Squad"): a table of the steps shows them skipped so
    skipped: tuple[tuple[int, str], ...] = ()

    @property
    def said(self) -> tuple[str, str]:
        return self.names[0] or self.infantry, self.names[1] or self.target

    def summary(self) -> str:
        a = self.result
        unit, target = self.said
        if a is not None and a.cannot_succeed:
            return QT_TRANSLATE_NOOP(
                "Rules",
                "0%: the assault cannot succeed, no die rolled; {unit} {unit_outcome}, {target} {target_outcome}",
            ).format(
                unit=unit,
                unit_outcome=a.assailant_outcome.value.replace("_", " "),
                target=target,
                target_outcome=a.target_outcome.value.replace("_", " "),
            )
        if a is not None and a.refused is None:
            verdict = (
                QT_TRANSLATE_NOOP("Rules", "the assault succeeds")
                if a.success
                else QT_TRANSLATE_NOOP("Rules", "the assault fails")
            )
            return QT_TRANSLATE_NOOP(
                "Rules", "{chance}%, rolled {roll}: {verdict}; {unit} {unit_outcome}, {target} {target_outcome}"
            ).format(
                chance=a.chance,
                roll=a.roll,
                verdict=verdict,
                unit=unit,
                unit_outcome=a.assailant_outcome.value.replace("_", " "),
                target=target,
                target_outcome=a.target_outcome.value.replace("_", " "),
            )
        if self.fake_target:
            return NOTHING_THERE_ASSAULTED
        why = self.refused or (a.refused if a is not None else None)
        if why:
            return QT_TRANSLATE_NOOP("Rules", "{unit} did not reach {target}: {why}").format(
                unit=unit, target=target, why=why
            )
        # Neither refused nor assaulted: the fire at the squad destroyed it on its way (3.2's steps 1 and 2).
        return BEFORE_IT_REACHES.format(unit=unit, target=target)


def _enemy_tank_or_bunker(session: BattleSession, me: Unit) -> Callable[[Unit], bool]:
    def accept(u: Unit) -> bool:
        if u.side == me.side or not alive(u):
            return False
        entry = session.catalogue.get(u.type)
        return entry is not None and (is_tank(entry) or is_bunker(u))

    return accept


def assault_targets(session: BattleSession, unit_id: UnitId) -> list[tuple[str, float]]:
    """3.2-3.3: the enemy tanks and bunkers (not destroyed) a unit could assault, nearest first, each with its
    distance in yards (footprint to footprint)."""
    geo = session.geometry
    me = unit_of(session.battle, unit_id)
    return [(uid, geo.to_yards(d)) for uid, d in units_by_distance(geo, me, _enemy_tank_or_bunker(session, me))]


def nearest_tank_or_bunker(session: BattleSession, unit_id: UnitId) -> tuple[str, float] | None:
    """3.3: the nearest enemy tank or bunker (not destroyed) to a unit that its side can know of, and its distance in
    yards. A hidden position is not known to be a tank (2.1): it is not the squad's duty, and naming it would tell the
    squad's side what it hides (docs/rules-notes.md, 3.3)."""
    battle = session.battle
    found = [(uid, d) for uid, d in assault_targets(session, unit_id) if not is_hidden_position(unit_of(battle, uid))]
    return found[0] if found else None


def suicide_duties(session: BattleSession) -> list[str]:
    """3.3: "once reclassified, the unit must on that turn attempt to assault the NEAREST enemy tank or bunker": why
    each suicide squad reclassified this turn that could still make its attempt has not (alive, not suppressed, in
    contact with its nearest enemy tank or bunker, and no assault or melee of its own in this turn's log). A squad
    that cannot reach its target, or has none, has no attempt to make (docs/rules-notes.md, 3.3)."""
    battle = session.battle
    turn_log = [e for e in battle.log if e.turn == battle.turn]
    reclassified = {a for e in turn_log if e.kind == "suicide_squad" for a in e.actors}
    attempted = {a for e in turn_log if e.kind in ("assault", "melee") for a in e.actors[:1]}
    duties: list[str] = []
    for unit in battle.units:
        if (
            unit.id not in reclassified
            or unit.id in attempted
            or not unit.suicide
            or not alive(unit)
            or unit.has(Status.SUPPRESSED)
        ):
            continue
        nearest = nearest_tank_or_bunker(session, unit.id)
        if nearest is not None and nearest[1] <= MELEE_REACH_YARDS + 1e-9:
            said = public_unit_names(session, [unit.id, nearest[0]])
            duties.append(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{unit}, reclassified as a suicide squad this turn, must attempt to assault the nearest enemy tank "
                    "or bunker, {target}, in contact with it (3.3)",
                ).format(unit=said[unit.id], target=said[nearest[0]])
            )
    return duties


# 3.2 step 2: "Supporting infantry/ CSW can fire at the attackers": infantry and crew-served weapons (the guns and the
# infantry's weapon systems), not vehicles (docs/rules-notes.md, 3.2).
NOT_INFANTRY_OR_CSW = QT_TRANSLATE_NOOP(
    "Rules", "a vehicle: only infantry and crew-served weapons give supporting fire (3.2)"
)


def gives_supporting_fire(session: BattleSession, unit: Unit) -> bool:
    """3.2 step 2: whether ``unit`` is of the kinds that may give supporting fire, infantry or a crew-served weapon (a
    hidden position is asked as what it is; one that may not is left out of the steps unsaid, as it stays hidden)."""
    entry = session.catalogue.get(unit.type)
    return entry is None or entry.kind in (UnitKind.INFANTRY, UnitKind.GUN)


def support_candidates(session: BattleSession, target_id: UnitId) -> list[str]:
    """3.2 step 2: the units that may give supporting fire at an assault on ``target_id``: the others of its side that
    are not destroyed and are infantry or crew-served weapons (each fires if the rules let it: in range, in sight, not
    suppressed)."""
    target = unit_of(session.battle, target_id, TARGET)
    return [
        u.id
        for u in session.battle.units
        if u.side == target.side and u.id != target.id and alive(u) and gives_supporting_fire(session, u)
    ]


def fire_resolved_this_turn(battle: Battle, target_id: str, infantry_id: str) -> bool:
    """3.2 step 1, the tank's or bunker's fire at the assaulting unit, "can be left out when it was resolved in the
    direct fire phase": whether ``target_id`` has fired at ``infantry_id`` in the direct fire phase of this turn (a
    log entry of this turn's direct fire phase naming the one as firer and the other as target; a roll stands though
    it is undone). The assault dialog leaves step 1 unticked then, so the tank does not fire at the squad twice."""
    return any(
        entry.turn == battle.turn
        and (entry.phase or "").startswith("fire.")
        and target_id in entry.actors
        and infantry_id in entry.targets
        for entry in battle.log
    )


def support_refusals(session: BattleSession, infantry_id: str, target_id: UnitId) -> dict[str, str | None]:
    """3.2 step 2: each unit that may be named to support ``target_id`` (:func:`support_candidates`), and why it cannot
    fire at ``infantry_id``, the assaulting unit (out of range, no line of sight, suppressed, no weapon of 3.5), or
    None where one of its weapons can: the assault dialog offers the ones that can fire, and says why the others
    cannot, before any die."""
    battle, tables = session.battle, session.tables
    at = unit_of(battle, infantry_id, QT_TRANSLATE_NOOP("Rules", "assaulting unit")).at
    out: dict[str, str | None] = {}
    for uid in support_candidates(session, target_id):
        weapons, none = weapons_of(session, unit_of(battle, uid), at)
        reasons = [refusal(w, tables.infantry) for w in weapons]
        fires = any(r is None for r in reasons)
        out[uid] = None if fires else next((r for r in reasons if r is not None), none[0].reason if none else None)
    return out


def _single_target_fire(
    session: BattleSession, firers: Sequence[Unit], at: Unit, dice: Dice, said: dict[str, str]
) -> tuple[InfantryFireResult | None, tuple[Step, ...]]:
    """The fire of ``firers`` at one unit, each named by ``said`` (as the assault leaves them), and the steps of the
    firers with no weapon that fires at infantry (why each adds nothing, as infantry fire says it). A hidden position
    none of whose weapons can fire does not fire, and stays hidden: its weapons are not told (why one could not fire
    would say what it is)."""
    weapons: list[FireWeapon] = []
    unable: list[Step] = []
    for firer in firers:
        w, none = weapons_of(session, firer, at.at)
        if is_hidden_position(firer) and all(refusal(x, session.tables.infantry) is not None for x in w):
            continue
        weapons += [replace(x, name=said[firer.id]) for x in w]
        unable += [
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{firer} does not fire: {why}").format(firer=said[firer.id], why=r.reason),
                "3.5",
            )
            for r in none
        ]
    if not weapons:
        return None, tuple(unable)
    target = replace(target_facts(session, at), name=said[at.id])
    return resolve_infantry_fire(weapons, [target], dice, session.tables.infantry), tuple(unable)


def assault(
    session: BattleSession,
    infantry_id: str,
    target_id: UnitId,
    dice: Dice,
    *,
    support: Sequence[str] = (),
    defensive_fire: bool = True,
    turn: int | None = None,
) -> AssaultOutcome:
    """3.2: the assault sequence on a tank or bunker, and its results as one edit (not applied). The dice order:
    the tank's or bunker's fire (a d100 if it has a weapon that can fire), the supporting fire (a d100), then the
    assault's d100 (none at 0%: it cannot succeed, and the infantry is destroyed). A refusal (suppressed, not in
    contact, not the nearest for a suicide squad) rolls nothing.

    An assault that goes ahead reveals the squad and its target from its first step (TARAWA: they fight an assault),
    and a supporting unit as it fires: every step names them as the assault leaves them. Whether the supporting fire
    comes is the dice's to say (the squad may fall to the target's fire first), so the assault is resolved as
    :func:`resolved_as_revealed` does it."""
    return resolved_as_revealed(
        session,
        dice,
        lambda thrown, named: _assault(
            session,
            infantry_id,
            target_id,
            thrown,
            named,
            support=support,
            defensive_fire=defensive_fire,
            turn=turn,
        ),
        lambda outcome: outcome.fought,
        [infantry_id, target_id, *support],
    )


def _assault(
    session: BattleSession,
    infantry_id: str,
    target_id: UnitId,
    dice: Dice,
    named: Revealing | None,
    *,
    support: Sequence[str],
    defensive_fire: bool,
    turn: int | None,
) -> AssaultOutcome:
    """:func:`assault` with ``named`` the names the assault leaves its units with (None: as they stand)."""
    battle, geo, tables = session.battle, session.geometry, session.tables
    inf = unit_of(battle, infantry_id, QT_TRANSLATE_NOOP("Rules", "assaulting unit"))
    tgt = unit_of(battle, target_id, TARGET)
    destroyed = check_pair(session, inf, tgt)
    inf_entry, tgt_entry = entry_of(session.catalogue, inf), entry_of(session.catalogue, tgt)
    # Bad arguments are refused before any die is rolled (the dice must not decide whether a request is valid).
    supporters = [unit_of(battle, s, QT_TRANSLATE_NOOP("Rules", "supporting unit")) for s in support]
    nearest = nearest_tank_or_bunker(session, inf.id) if inf.suicide else None
    # Every unit the assault names, as every side may read it (its log entry is every side's).
    said = public_unit_names(
        session, [inf.id, tgt.id, *(s.id for s in supporters), *([nearest[0]] if nearest is not None else [])]
    )
    for s in supporters:
        if s.side != tgt.side:
            raise UsageError(
                QT_TRANSLATE_NOOP("Rules", "supporting unit {unit} is not on {target}'s side").format(
                    unit=said[s.id], target=said[tgt.id]
                )
            )
    gap = geo.to_yards(unit_distance(geo, inf, tgt))
    steps: list[Step] = []

    def refused(why: str, rule: str = "3.2") -> AssaultOutcome:
        steps.append(NoteStep(why, rule))
        return AssaultOutcome(
            inf.id,
            tgt.id,
            None,
            None,
            None,
            why,
            gap,
            Compound((), ASSAULT),
            tuple(steps),
            rule,
            (said[inf.id], said[tgt.id]),
        )

    if destroyed is not None:
        return refused(destroyed)
    # Who assaults what is 3.2's to say: a refusal of the rules, not a mistake in the input.
    if inf_entry.kind is not UnitKind.INFANTRY:
        return refused(
            QT_TRANSLATE_NOOP("Rules", "{unit} is a {kind}: only infantry assault tanks and bunkers (3.2)").format(
                unit=said[inf.id], kind=inf_entry.kind.value
            )
        )
    bunker = is_bunker(tgt)
    if not (bunker or is_tank(tgt_entry)):
        return refused(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{unit} is neither a tank nor a bunker: infantry assault tanks and bunkers (3.2); fight infantry with a "
                "melee (3.1)",
            ).format(unit=said[tgt.id])
        )
    if inf.has(Status.SUPPRESSED):
        return refused(
            QT_TRANSLATE_NOOP(
                "Rules", "{unit} is suppressed: a suppressed infantry unit cannot assault a tank or bunker (3.2)"
            ).format(unit=said[inf.id])
        )
    if gap > MELEE_REACH_YARDS + 1e-9:
        return refused(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{unit} and {target} are {gap:.0f} yards apart: an assault needs them in contact ({reach:g} yards)",
            ).format(unit=said[inf.id], target=said[tgt.id], gap=gap, reach=MELEE_REACH_YARDS)
        )
    # A suicide squad (its nearest tank or bunker found above, with the names).
    if nearest is not None and nearest[0] != tgt.id and gap > nearest[1] + 1e-6:
        return refused(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{unit} is a suicide squad: it must assault the nearest enemy tank or bunker, {target} ({yards:.0f} "
                "yards) (3.3)",
            ).format(unit=said[inf.id], target=said[nearest[0]], yards=nearest[1]),
            SUICIDE_RULE,
        )
    if named is not None:
        said.update(named.names)  # from here on the assault goes ahead: it has revealed them
    if tgt.decoy and not isinstance(dice, PreviewDice):
        # Closing with a fake marker reveals it (taken off the table): no fire, no assault, no die rolled.
        steps += once_revealed(session, [inf.id, tgt.id], dice=dice).notes()
        found = with_reveals(
            battle, Compound((), ASSAULT), [inf.id, tgt.id], QT_TRANSLATE_NOOP("Rules", "it fought an assault")
        )
        return AssaultOutcome(
            inf.id,
            tgt.id,
            None,
            None,
            None,
            None,
            gap,
            found,
            tuple(steps),
            names=(said[inf.id], FAKE_MARKER),
            fake_target=True,
            fought=(inf.id, tgt.id),
        )
    outcomes: dict[str, Outcome] = {}
    skipped: list[tuple[int, str]] = []
    # 1. Tank/ Bunker fire against the infantry unit. The steps keep the numbers of 3.2's "Assault Sequence", and a
    # step that did not happen is said so ("2. no supporting fire"): the players follow the rules' three steps.
    defence = None
    if not defensive_fire:
        skipped.append(
            (
                1,
                QT_TRANSLATE_NOOP(
                    "Rules", "1. {target} does not fire at {unit}: its fire was resolved in the direct fire phase"
                ).format(target=said[tgt.id], unit=said[inf.id]),
            )
        )
        steps.append(NoteStep(skipped[-1][1], "3.2"))
    else:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "1. {target} fires at {unit}").format(
                    target=said[tgt.id], unit=said[inf.id]
                ),
                "3.2",
            )
        )
        defence, _ = _single_target_fire(session, [tgt], inf, dice, said)
        if defence is None:
            no_weapon = QT_TRANSLATE_NOOP("Rules", "{target} has no weapon that fires at infantry").format(
                target=said[tgt.id]
            )
            steps.append(NoteStep(no_weapon, "3.2"))
            skipped.append((1, no_weapon))
        else:
            steps += defence.steps
    suppressed = False
    if defence is not None and defence.targets:
        o = defence.targets[0].outcome
        outcomes[inf.id] = o
        suppressed = o is Outcome.SUPPRESSED
        if o is Outcome.DESTROYED:
            steps.append(NoteStep(BEFORE_IT_REACHES.format(unit=said[inf.id], target=said[tgt.id]), "3.2"))
    # 2. Supporting infantry/ CSW can fire at the attackers.
    supporting = None
    if not support and outcomes.get(inf.id) is not Outcome.DESTROYED:
        skipped.append((2, QT_TRANSLATE_NOOP("Rules", "2. no supporting fire at {unit}").format(unit=said[inf.id])))
        steps.append(NoteStep(skipped[-1][1], "3.2"))
    if support and outcomes.get(inf.id) is not Outcome.DESTROYED:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "2. supporting fire at {unit}: {supporters}").format(
                    unit=said[inf.id], supporters=", ".join(said[s.id] for s in supporters)
                ),
                "3.2",
            )
        )
        kinds = [s for s in supporters if gives_supporting_fire(session, s)]
        steps += [
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{firer} does not fire: {why}").format(
                    firer=said[s.id], why=NOT_INFANTRY_OR_CSW
                ),
                "3.2",
            )
            for s in supporters
            if s not in kinds and not is_hidden_position(s)
        ]
        supporting, unable = _single_target_fire(session, kinds, inf, dice, said) if kinds else (None, ())
        steps += unable
        if supporting is None:  # none of them may fire at it: no die, and the steps say why
            skipped.append(
                (
                    2,
                    QT_TRANSLATE_NOOP(
                        "Rules", "2. no supporting fire at {unit}: none of the units named may fire at it"
                    ).format(unit=said[inf.id]),
                )
            )
            steps.append(NoteStep(skipped[-1][1], "3.2"))
        else:
            steps += supporting.steps
            if supporting.targets:
                o = supporting.targets[0].outcome
                if o is Outcome.DESTROYED:
                    outcomes[inf.id] = o
                    steps.append(NoteStep(BEFORE_IT_REACHES.format(unit=said[inf.id], target=said[tgt.id]), "3.2"))
                elif o is Outcome.SUPPRESSED:
                    suppressed = True
                    outcomes[inf.id] = o
    result = None
    if outcomes.get(inf.id) is Outcome.DESTROYED:  # 3. not made: the fire ended the assault before it
        skipped.append((3, BEFORE_IT_REACHES.format(unit=said[inf.id], target=said[tgt.id])))
    else:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "3. {unit} assaults {target}").format(
                    unit=said[inf.id], target=said[tgt.id]
                ),
                "3.2",
            )
        )
        assailant = Assailant(
            inf.id,
            flamethrower=fire_type_of(inf_entry, tables) == "FT",
            engineer=bool(inf_entry.infantry and inf_entry.infantry.engineer),
            suicide=inf.suicide,
            suppressed=suppressed,
            nation=nation_of(battle, inf),
            name=said[inf.id],
        )
        top = None
        if tgt_entry.vehicle is not None:
            a = tgt_entry.vehicle.armor
            top = (
                max(a.turret_front or 0, a.turret_side or 0)
                if tgt_entry.vehicle.turret
                else max(a.hull_front, a.hull_side)
            )
        target = AssaultTarget(
            tgt.id,
            bunker=bunker and tgt_entry.kind is not UnitKind.VEHICLE,
            moved=moved_code(tgt),
            max_turret_ac=top,
            name=said[tgt.id],
        )
        result = resolve_assault(assailant, target, dice, tables.infantry)
        steps += result.steps
        if result.refused is not None:  # a squad the fire suppressed does not assault: the steps' own words
            skipped.append(
                (3, QT_TRANSLATE_NOOP("Rules", "{unit}: {why}").format(unit=said[inf.id], why=result.refused))
            )
        else:
            outcomes[inf.id] = result.assailant_outcome
            outcomes[tgt.id] = result.target_outcome
    if outcomes.get(inf.id) is Outcome.SUPPRESSED:
        steps.append(recovery_note(inf.id, turn, said[inf.id]))
    # Fought: the squad and its target are revealed, and each supporting unit that fired (TARAWA).
    fired = dict.fromkeys(c.firer_id for c in supporting.contributions) if supporting is not None else {}
    fought = (inf.id, tgt.id, *(s.id for s in supporters if s.id in fired))
    steps += once_revealed(session, fought, dice=dice).notes()  # what each hidden position turned out to be
    edit = with_reveals(
        battle,
        results_edit(
            battle,
            outcomes,
            turn,
            QT_TRANSLATE_NOOP("Rules", "Assault by {unit} on {target}").format(unit=said[inf.id], target=said[tgt.id]),
        ),
        fought,
        QT_TRANSLATE_NOOP("Rules", "it fought an assault"),
    )
    return AssaultOutcome(
        inf.id,
        tgt.id,
        defence,
        supporting,
        result,
        None,
        gap,
        edit,
        tuple(steps),
        names=(said[inf.id], said[tgt.id]),
        fought=fought,
        skipped=tuple(skipped),
    )


def may_be_reclassified(session: BattleSession, unit: Unit) -> bool:
    """3.3: whether a unit is of a type that may be reclassified as a suicide squad (R, RF, SMG) and is not one
    already (its nation, formation and the year are the reclassification's to check)."""
    entry = session.catalogue.get(unit.type)
    types = session.tables.infantry.suicide_squads.types
    return (
        entry is not None
        and not unit.suicide
        and alive(unit)
        and (fire_type_of(entry, session.tables) or entry.id) in types
    )


def year_of_battle(battle: Battle, given: int | None = None) -> tuple[int | None, str]:
    """The year the battle is fought in: its briefing's, else the ``given`` one; None with the reason when the given
    year is not the briefing's. Neither saying it is bad input, not a refusal of the rules: :class:`MissingValue`
    names the ``year`` the action must then give."""
    if battle.year is not None:
        if given is not None and given != battle.year:
            return None, QT_TRANSLATE_NOOP(
                "Rules", "the battle is fought in {year} (its briefing), not in {given}"
            ).format(year=battle.year, given=given)
        return battle.year, ""
    if given is None:
        raise MissingValue(
            "year",
            QT_TRANSLATE_NOOP(
                "Rules", "missing: the battle has no briefing to give its year, so give the year it is fought in (3.3)"
            ),
        )
    return given, ""


@dataclass(frozen=True)
class SuicideReclassification:
    """3.3: whether the unit may be reclassified (``refused``: why not), the year and formation read, the nearest
    enemy tank or bunker it must assault this turn, and the edit that marks it (None when it may not)."""

    unit_id: UnitId
    year: int | None
    formation: str | None
    eligibility: Eligibility | None
    must_assault: str | None
    distance_yards: float | None
    edit: Edit | None
    steps: tuple[Step, ...]
    refused: str | None = None
    target_name: str = ""  # the tank or bunker it must assault, as every side may read it; its id where none

    def summary(self) -> str:
        if self.must_assault is not None:
            return QT_TRANSLATE_NOOP("Rules", "must assault {target} ({yards:.0f} yd) this turn").format(
                target=self.target_name or self.must_assault, yards=self.distance_yards
            )
        return QT_TRANSLATE_NOOP("Rules", "no enemy tank or bunker on the table")


def reclassify_suicide_squad(
    session: BattleSession, unit_id: UnitId, year: int | None = None
) -> SuicideReclassification:
    """3.3: reclassify an R, RF or SMG unit of the Russian Guard (1941-42), the Waffen SS (1945) or the Japanese
    (1931-45) as a suicide squad: its side's nation, its ``formation`` and the battle's year (its briefing's, else
    ``year``) decide; it must then assault the nearest enemy tank or bunker that turn."""
    battle = session.battle
    unit = unit_of(battle, unit_id)
    name = public_unit_name(session, unit_id)
    entry = entry_of(session.catalogue, unit)
    formation = unit.formation.value if unit.formation is not None else None
    read, why = year_of_battle(battle, year)  # no year at all is bad input, whatever the unit

    def no(why: str, eligibility: Eligibility | None = None, read: int | None = None) -> SuicideReclassification:
        steps = eligibility.steps if eligibility is not None else (NoteStep(why, SUICIDE_RULE),)
        return SuicideReclassification(unit_id, read, formation, eligibility, None, None, None, tuple(steps), why)

    if not alive(unit):  # a refusal of the rules, as a destroyed unit's melee or shot is
        return no(DESTROYED.format(unit=name))

    if unit.suicide:
        return no(QT_TRANSLATE_NOOP("Rules", "{unit} is a suicide squad already").format(unit=name))
    if read is None:
        return no(why)
    unit_type = fire_type_of(entry, session.tables) or entry.id
    eligibility = suicide_eligibility(nation_of(battle, unit), read, unit_type, unit.formation, session.tables.infantry)
    if not eligibility.eligible:
        return no(eligibility.reason, eligibility, read)
    steps = list(eligibility.steps)
    nearest = nearest_tank_or_bunker(session, unit_id)
    target_name = public_unit_name(session, nearest[0]) if nearest is not None else ""
    if nearest is not None:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{unit} must assault the nearest enemy tank or bunker this turn: {target} ({yards:.0f} yards)",
                ).format(unit=name, target=target_name, yards=nearest[1]),
                SUICIDE_RULE,
            )
        )
    else:
        steps.append(
            NoteStep(QT_TRANSLATE_NOOP("Rules", "there is no enemy tank or bunker on the table"), SUICIDE_RULE)
        )
    new = unit.model_copy(update={"suicide": True})
    edit = ReplaceUnits(
        (unit,), (new,), QT_TRANSLATE_NOOP("Rules", "Reclassify {unit} as a suicide squad").format(unit=name)
    )
    return SuicideReclassification(
        unit_id,
        read,
        formation,
        eligibility,
        nearest[0] if nearest else None,
        nearest[1] if nearest else None,
        edit,
        tuple(steps),
        target_name=target_name,
    )
