"""Rule 3.6, minefields: the damage roll when a unit enters or exits a section, passengers, and clearing (3.61).

    "Each vehicle or fireteam must roll for damage when they enter and exit the minefield. Vehicle passengers
    check only if their vehicle is damaged. In basic rules a damaged vehicle is destroyed. In advanced battles,
    the damage result is immobilized and the engine is destroyed in a campaign."
    3.61 "A minefield section can be cleared if a. It is hit by artillery b. A minesweeper tank moves onto it
    c. An infantry unit spends three turns in it. It does not have to roll for casualties IF it was a known
    minefield and its mission was stated by the owning player as he moved the unit."

Readings (docs/rules-notes.md, 3.6): a damaged infantry unit (or passenger) is destroyed; the row of a vehicle is
wheeled, or tracked by its front hull armour class; in a campaign a damaged vehicle is immobilized with an E
(2.6), basic or advanced; a minesweeper that moves onto a section clears it and does
not roll; a cleared section rolls nothing. The dice order (a contract of ``morefire move --dice``): for each
crossing, in order along the path, the unit's d100, then, if its vehicle was damaged, each passenger's d100.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from morefire_gui.ids import PieceId, UnitId
from morefire_gui.rules.dice import Dice
from morefire_gui.rules.explain import NoteStep, RollStep, Step, TableStep
from morefire_gui.rules.infantry.tables import InfantryTables
from morefire_gui.rules.infantry.terms import InfantryRulesError, Mines, MineTargetRow
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

RULE = "3.6"


class Crossing(str, Enum):
    ENTER = "enter"
    EXIT = "exit"


class MineResult(str, Enum):
    NO_EFFECT = "no_effect"
    DESTROYED = "destroyed"
    IMMOBILIZED = "immobilized"
    NOT_ROLLED = "not_rolled"  # 3.61: a known minefield crossed on a stated clearing mission
    CLEARED = "cleared"  # 3.61 b: a minesweeper moved onto it


def mine_target_row(tracked: bool | None, hull_ac: int | None = None) -> MineTargetRow:
    """The damage chart's row: infantry (and weapon systems) when ``tracked`` is None; a wheeled vehicle; a tracked
    vehicle by its (front) hull armour class, 1-3 or 4 and more. Halftracks are tracked."""
    if tracked is None:
        return MineTargetRow.INFANTRY
    if not tracked:
        return MineTargetRow.WHEELED
    if hull_ac is None:
        raise InfantryRulesError("a tracked vehicle's minefield row depends on its hull armour class")
    return MineTargetRow.TRACKED_AC_1_3 if hull_ac <= 3 else MineTargetRow.TRACKED_AC_4_PLUS


@dataclass(frozen=True)
class MineVictim:
    """A unit that rolls for mines: its chart row; ``vehicle``: a vehicle (its damage depends on the game);
    ``minesweeper``: a minesweeper tank (3.61 b)."""

    unit_id: UnitId
    row: MineTargetRow
    minesweeper: bool = False
    name: str = ""  # the unit as a person reads it ("Tiger 2"); its id where none is given

    @property
    def said(self) -> str:
        return self.name or self.unit_id

    @property
    def vehicle(self) -> bool:
        return self.row is not MineTargetRow.INFANTRY


@dataclass(frozen=True)
class MinefieldSection:
    """The facts of a section: its mines; ``known``: the moving side knows of it (a hasty minefield, or a
    deliberate one that is its own or has been revealed); ``cleared``."""

    piece_id: PieceId
    mines: Mines
    known: bool = True
    cleared: bool = False
    name: str = (
        ""  # the section as a person reads it ("Minefield", "East belt (minefield)"); its id where none is given
    )

    @property
    def said(self) -> str:
        return self.name or self.piece_id


@dataclass(frozen=True)
class PassengerRoll:
    unit_id: UnitId
    chance: int
    roll: int
    result: MineResult


@dataclass(frozen=True)
class MinefieldEvent:
    """One crossing of a section by one unit: the chance and roll (None when not rolled), the result, the
    passengers' rolls, and whether the section is cleared by it."""

    minefield: str
    event: Crossing
    unit_id: UnitId
    chance: int | None
    roll: int | None
    result: MineResult
    passengers: tuple[PassengerRoll, ...]
    clears: bool
    steps: tuple[Step, ...]

    @property
    def stops(self) -> bool:
        """The unit stops here: destroyed or immobilized."""
        return self.result in (MineResult.DESTROYED, MineResult.IMMOBILIZED)


def damage_chance(row: MineTargetRow, mines: Mines, tables: InfantryTables) -> tuple[int, TableStep]:
    chance = tables.minefields.chance(row, mines)
    return chance, TableStep(
        QT_TRANSLATE_NOOP("Rules", "Minefield damage chart"), row.label, f"{chance}%", RULE, column=mines.value.upper()
    )


def resolve_crossing(
    section: MinefieldSection,
    event: Crossing,
    victim: MineVictim,
    passengers: Sequence[MineVictim],
    dice: Dice,
    tables: InfantryTables,
    advanced: bool = False,
    clearing_mission: bool = False,
    campaign: bool = False,
) -> MinefieldEvent:
    """3.6: the roll of one unit entering or exiting a section, and its passengers' if its vehicle is damaged."""
    where = (
        QT_TRANSLATE_NOOP("Rules", "{unit} enters {section}")
        if event is Crossing.ENTER
        else QT_TRANSLATE_NOOP("Rules", "{unit} exits {section}")
    ).format(unit=victim.said, section=section.said)
    if section.cleared:
        return MinefieldEvent(
            section.piece_id,
            event,
            victim.unit_id,
            None,
            None,
            MineResult.NOT_ROLLED,
            (),
            False,
            (
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{where}: the section has been cleared; no roll").format(where=where),
                    "3.61",
                ),
            ),
        )
    if victim.minesweeper and event is Crossing.ENTER:
        return MinefieldEvent(
            section.piece_id,
            event,
            victim.unit_id,
            None,
            None,
            MineResult.CLEARED,
            (),
            True,
            (
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{where}: a minesweeper tank moves onto it and clears it").format(
                        where=where
                    ),
                    "3.61",
                ),
            ),
        )
    if clearing_mission and section.known:
        return MinefieldEvent(
            section.piece_id,
            event,
            victim.unit_id,
            None,
            None,
            MineResult.NOT_ROLLED,
            (),
            False,
            (
                NoteStep(
                    QT_TRANSLATE_NOOP(
                        "Rules", "{where}: a known minefield, on a stated clearing mission: no roll for casualties"
                    ).format(where=where),
                    "3.61",
                ),
            ),
        )
    steps: list[Step] = []
    if clearing_mission:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP(
                    "Rules", "{section} was not a known minefield: the clearing mission does not spare the roll"
                ).format(section=section.said),
                "3.61",
            )
        )
    chance, table_step = damage_chance(victim.row, section.mines, tables)
    steps.append(table_step)
    roll = dice.d100(QT_TRANSLATE_NOOP("Rules", "mines, {where}").format(where=where))
    steps.append(RollStep(roll, roll.face, RULE))
    damaged = chance > 0 and roll.face <= chance
    if not damaged:
        result = MineResult.NO_EFFECT
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{where}: rolled {roll} against {chance}%: no damage").format(
                    where=where, roll=roll.printed, chance=chance
                ),
                RULE,
            )
        )
    elif victim.vehicle and (advanced or campaign):
        # 2.6 "Minefield hits are automatic E result": in a campaign the vehicle is not destroyed, basic or advanced
        # (docs/rules-notes.md, 2.6 minefield hits); the caller writes the E.
        result = MineResult.IMMOBILIZED
        said = (
            QT_TRANSLATE_NOOP(
                "Rules",
                "{where}: rolled {roll} against {chance}%: damaged; in a campaign the vehicle is immobilized and its "
                "engine destroyed (E)",
            )
            if campaign
            else QT_TRANSLATE_NOOP(
                "Rules",
                "{where}: rolled {roll} against {chance}%: damaged; in an advanced battle the vehicle is immobilized",
            )
        )
        steps.append(NoteStep(said.format(where=where, roll=roll.printed, chance=chance), RULE))
    else:
        result = MineResult.DESTROYED
        what = (
            QT_TRANSLATE_NOOP("Rules", "a damaged vehicle is destroyed (basic rules)")
            if victim.vehicle
            else QT_TRANSLATE_NOOP("Rules", "the unit is destroyed")
        )
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "{where}: rolled {roll} against {chance}%: {what}").format(
                    where=where, roll=roll.printed, chance=chance, what=what
                ),
                RULE,
            )
        )
    rolls: list[PassengerRoll] = []
    if damaged and victim.vehicle:
        for passenger in passengers:
            p_chance, p_step = damage_chance(passenger.row, section.mines, tables)
            steps.append(
                NoteStep(
                    QT_TRANSLATE_NOOP("Rules", "{unit} rides on {vehicle}, which was damaged: it checks too").format(
                        unit=passenger.said, vehicle=victim.said
                    ),
                    RULE,
                )
            )
            steps.append(p_step)
            p_roll = dice.d100(QT_TRANSLATE_NOOP("Rules", "mines, passenger {unit}").format(unit=passenger.said))
            steps.append(RollStep(p_roll, p_roll.face, RULE))
            hit = p_chance > 0 and p_roll.face <= p_chance
            p_result = MineResult.DESTROYED if hit else MineResult.NO_EFFECT
            steps.append(
                NoteStep(
                    (
                        QT_TRANSLATE_NOOP("Rules", "{unit}: destroyed")
                        if hit
                        else QT_TRANSLATE_NOOP("Rules", "{unit}: unharmed")
                    ).format(unit=passenger.said),
                    RULE,
                )
            )
            rolls.append(PassengerRoll(passenger.unit_id, p_chance, p_roll.face, p_result))
    elif passengers:
        steps.append(
            NoteStep(
                QT_TRANSLATE_NOOP("Rules", "passengers of {vehicle} check only if their vehicle is damaged").format(
                    vehicle=victim.said
                ),
                RULE,
            )
        )
    return MinefieldEvent(
        section.piece_id, event, victim.unit_id, chance, roll.face, result, tuple(rolls), False, tuple(steps)
    )


@dataclass(frozen=True)
class ClearingTurn:
    """3.61 c: an infantry unit's turns in a section, and whether the section is now cleared."""

    unit_id: UnitId
    minefield: str
    turns: int
    cleared: bool
    steps: tuple[Step, ...]


def clearing_turn(
    unit_id: UnitId, minefield: str, turns_before: int, tables: InfantryTables, names: tuple[str, str] = ("", "")
) -> ClearingTurn:
    """One more turn that an infantry unit has spent in a section; the third clears it. ``names``: the unit and the
    section as a person reads them ("1st Squad", "Minefield"); their ids where none are given."""
    unit, section = names[0] or unit_id, names[1] or minefield
    turns = turns_before + 1
    needed = tables.minefields.clearing_turns
    cleared = turns >= needed
    if cleared:
        text = (
            QT_TRANSLATE_NOOP("Rules", "{unit} has spent {turns} turns in {section}: the section is cleared")
            if turns != 1
            else QT_TRANSLATE_NOOP("Rules", "{unit} has spent {turns} turn in {section}: the section is cleared")
        ).format(unit=unit, turns=turns, section=section)
    else:
        text = (
            QT_TRANSLATE_NOOP("Rules", "{unit} has spent {turns} turns in {section} (of {needed})")
            if turns != 1
            else QT_TRANSLATE_NOOP("Rules", "{unit} has spent {turns} turn in {section} (of {needed})")
        ).format(unit=unit, turns=turns, section=section, needed=needed)
    return ClearingTurn(unit_id, minefield, turns, cleared, (NoteStep(text, "3.61"),))
