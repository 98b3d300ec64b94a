"""Laying out the table as actions: terrain pieces and counters placed, changed and taken away, the settings, and the
sequence of play kept or not. In a strict battle the table is laid out before play begins (docs/rules-notes.md,
"Sequence of play — set-up"); a free battle takes these at any time. Counters that Select & Move moves in a movement
step of a free battle are marked as having moved in it, in the same step."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import TYPE_CHECKING, TypeVar

from morefire_gui.errors import UsageError
from morefire_gui.model.actions.table import (
    ChangeSettings,
    ChangeTerrain,
    ChangeUnits,
    PlaceTerrain,
    PlaceUnit,
    RemoveTerrain,
    RemoveUnits,
    SetSequence,
    SetTableImage,
)
from morefire_gui.model.battle import SequenceMode, unit_at
from morefire_gui.model.scenario import wave_refusal
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.scenario.weather import BattlefieldTerrain
from morefire_gui.rules.sequence import Marks
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.at_table import HIDDEN_INFORMATION, seen_piece
from morefire_gui.session.at_table import placing_refusal as not_at_table
from morefire_gui.session.direct_fire import spots_dropped_text, spots_lost_by_moving
from morefire_gui.session.edits import (
    AddTerrain,
    AddUnit,
    ReplaceSettings,
    ReplaceTableImage,
    ReplaceTerrain,
    ReplaceUnits,
    remove_pieces,
    remove_units,
)
from morefire_gui.session.forces import (
    DEPLOYMENT_RULE,
    ISLAND_ORDER_RULE,
    PLACEMENT_PENDING,
    PLACEMENT_RULE,
    deploys_before_the_waves,
    island_order_refusal,
    outside_deployment,
    placement_pending,
)
from morefire_gui.session.names import action_title, public_unit_names, side_name, unit_name, unit_names
from morefire_gui.session.placing import MINEFIELD_PENDING, placing_refusal, takes_a_turn
from morefire_gui.session.resolution import SEQUENCE_RULE, LogDraft, Resolution, handles
from morefire_gui.session.sequence_of_play import eligible_units
from morefire_gui.session.table_edge import edge_refusal
from morefire_gui.session.table_edit_log import table_edit_entry, unit_edit_entry
from morefire_gui.session.table_edit_titles import pieces_title, settings_title, units_title
from morefire_gui.session.unit_facts import side_of

if TYPE_CHECKING:
    from morefire_gui.model.battle import Battle, TerrainPiece, Unit
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.performing import Performing


T = TypeVar("T")
_PIECE = QT_TRANSLATE_NOOP("Rules", "terrain piece")
# The words the refusals and the log write for the sequence's modes (lupdate reads them; the GUI translates them).
WORDS = (QT_TRANSLATE_NOOP("Rules", "strict"), QT_TRANSLATE_NOOP("Rules", "free"))


def _on_the_table(battle: Battle, units: Iterable[Unit]) -> None:
    """A counter stands on the table (as the battle file requires): one put off it is a mistake in the input."""
    for unit in units:
        battle.require_on_table(*unit.at, unit_at(unit.id))


def _wave_refusals(battle: Battle, units: Iterable[Unit], terrain_type: BattlefieldTerrain | None) -> list[str]:
    """The units of ``units`` in a wave the battle (with the settings' ``terrain_type``) does not give them, each as
    the battle file would refuse it (ISLAND A: only the attacker of an island invasion lands in waves)."""
    return [
        f"unit {unit.id!r}: {why}"
        for unit in units
        if unit.wave is not None
        and (why := wave_refusal(unit.side, battle.mission, battle.briefing, terrain_type)) is not None
    ]


def _in_waves_it_may_have(battle: Battle, units: Iterable[Unit]) -> None:
    """A counter is in a wave only where the battle file allows one: one given another is a mistake in the input."""
    if refusals := _wave_refusals(battle, units, battle.settings.terrain_type):
        raise UsageError("; ".join(refusals))


def _pieces_on_the_table(battle: Battle, pieces: Iterable[TerrainPiece], before: Iterable[TerrainPiece] = ()) -> None:
    """A terrain piece lies on the table, its edges at most: one laid, moved, turned or reshaped past an edge is a
    mistake in the input, named with the farthest of its points off the table. One a battle file laid past an edge
    (``before``, as it lies now) may be brought onto the table or nearer to it, never farther off
    (session/table_edge.py)."""
    was = {piece.id: piece for piece in before}
    for piece in pieces:
        if (why := edge_refusal(battle.table, piece, was.get(piece.id))) is not None:
            raise UsageError(why)


def _existing(find: Callable[[str], T | None], ids: Iterable[str], what: str) -> tuple[T, ...]:
    """The battle's pieces or units by id, each as it is now; a :class:`UsageError` names those it does not have."""
    found = {i: find(i) for i in ids}
    missing = [i for i, thing in found.items() if thing is None]
    if missing:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "the battle has no {what} {ids}").format(
                what=what, ids=", ".join(repr(i) for i in missing)
            )
        )
    return tuple(thing for thing in found.values() if thing is not None)


def _titled(ctx: Performing, worked_out: str | None) -> str:
    """A change to the table in words: as worked out from what it changes (session/table_edit_titles.py; None: by the
    action's own title), written into the action the record keeps, so that a replay and the undo history read it as
    the log did. A text the action came with that says otherwise (a battle saved by an older version, one written
    by hand for ``morefire act``) is kept, and said as it is."""
    action = ctx.action
    given = getattr(action, "text", "")
    said = worked_out if worked_out is not None else action_title(ctx.session, action.model_copy(update={"text": ""}))
    if given and given != said:
        return str(given)
    ctx.action = action.model_copy(update={"text": said})
    return said


def _logged(ctx: Performing, before: Sequence[TerrainPiece], after: Sequence[TerrainPiece]) -> list[LogDraft]:
    """The log entry of a change to the terrain once play has begun (session/table_edit_log.py); none in the
    set-up."""
    entry = table_edit_entry(ctx.session, before, after)
    return [entry] if entry is not None else []


def _units_logged(ctx: Performing, before: Sequence[Unit], after: Sequence[Unit]) -> list[LogDraft]:
    """The log entry of counters placed, changed or taken off by hand once play has begun
    (session/table_edit_log.py); none in the set-up."""
    entry = unit_edit_entry(ctx.session, before, after)
    return [entry] if entry is not None else []


@handles(PlaceTerrain)
def _place_terrain(ctx: Performing, action: PlaceTerrain) -> Resolution:
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "laying terrain"))) is not None:
        return refused
    battle = ctx.session.battle
    if action.piece.id in battle.ids():
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "the id {id} is taken; give the piece another").format(id=repr(action.piece.id))
        )
    if action.side is not None:
        side_of(battle, action.side)
    if ctx.strict and not takes_a_turn(action.piece) and placement_pending(battle):
        # A minefield is a side's defence (3.6: marked on the board or the deployment sheet), laid with its forces.
        return ctx.refuse(MINEFIELD_PENDING, PLACEMENT_RULE)
    # A table laid by hand: the players alternate, the defender first (Terrain and Weather Definitions).
    if (out_of_turn := placing_refusal(battle, action.piece, action.side)) is not None:
        return ctx.refuse(out_of_turn, PLACEMENT_RULE)
    _pieces_on_the_table(battle, [action.piece])
    edit = AddTerrain(action.piece, text=ctx.title())
    return ctx.done(action.piece, effects=edit, log=_logged(ctx, (), (action.piece,)))


@handles(ChangeTerrain)
def _change_terrain(ctx: Performing, action: ChangeTerrain) -> Resolution:
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "changing terrain"))) is not None:
        return refused
    battle = ctx.session.battle
    before = _existing(partial(seen_piece, ctx.session), (p.id for p in action.pieces), _PIECE)
    # Only the pieces whose outline changes (one a battle file lays past an edge may still be renamed), each no
    # farther off the table than it lies now.
    _pieces_on_the_table(battle, [a for b, a in zip(before, action.pieces) if a.points() != b.points()], before)
    title = _titled(ctx, pieces_title(ctx.session, before, action.pieces))
    return ctx.done(
        action.pieces,
        effects=ReplaceTerrain(before, action.pieces, text=title),
        log=_logged(ctx, before, action.pieces),
        text=title,
    )


@handles(RemoveTerrain)
def _remove_terrain(ctx: Performing, action: RemoveTerrain) -> Resolution:
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "taking terrain away"))) is not None:
        return refused
    battle = ctx.session.battle
    gone = _existing(partial(seen_piece, ctx.session), action.ids, _PIECE)
    return ctx.done(
        action.ids, effects=remove_pieces(battle, list(action.ids), ctx.title()), log=_logged(ctx, gone, ())
    )


@handles(PlaceUnit)
def _place_unit(ctx: Performing, action: PlaceUnit) -> Resolution:
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "placing a counter"))) is not None:
        return refused
    session = ctx.session
    unit = action.unit
    if unit.id in session.battle.ids():
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "the id {id} is taken; give the counter another").format(id=repr(unit.id))
        )
    if session.battle.side(unit.side) is None:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "unknown side {side}; the sides are {sides}").format(
                side=repr(unit.side), sides=", ".join(s.id for s in session.battle.sides)
            )
        )
    if unit.type not in session.catalogue:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "unknown unit type {type} (it is not in the unit catalogue)").format(
                type=repr(unit.type)
            )
        )
    if (another := not_at_table(session.battle, unit.side)) is not None:
        return ctx.refuse(another, HIDDEN_INFORMATION)
    _on_the_table(session.battle, [unit])
    _in_waves_it_may_have(session.battle, [unit])
    if ctx.strict and placement_pending(session.battle):
        return ctx.refuse(PLACEMENT_PENDING, PLACEMENT_RULE)
    if ctx.strict and (outside := outside_deployment(session, [unit])) is not None:
        return ctx.refuse(outside, DEPLOYMENT_RULE)
    if ctx.strict and deploys_before_the_waves(session, unit.side):
        return ctx.refuse(island_order_refusal(session, unit.side), ISLAND_ORDER_RULE)
    return ctx.done(unit, effects=AddUnit(unit, text=ctx.title()), log=_units_logged(ctx, (), (unit,)))


def _name_refused(session: BattleSession, before: Sequence[Unit], after: Sequence[Unit]) -> str | None:
    """The refusal of a counter given a name of more than one line, or a name another counter of its side goes by
    ("Tiger 1" for a second Tiger):
    its side's player could no longer tell the two apart in the log, the roster or a dialog's list; None where every
    name given is its own. Compared as the side reads its own counters (a unit of no name by its type and number),
    whatever the case; never with another side's, which the names tell apart by their side."""
    renamed = [a for b, a in zip(before, after) if a.name and a.name.strip() != (b.name or "").strip()]
    if not renamed:
        return None
    battle = session.battle
    for unit in renamed:
        if unit.name and any(unicodedata.category(c) == "Cc" for c in unit.name):
            # A name is the counter's label on the board and a word of the log's lines: a line break or a tab (a name
            # pasted from a table) would break both. A file's own names load as they are.
            return QT_TRANSLATE_NOOP(
                "Rules", "a counter's name is one line: no line break, tab or other control character"
            )
        others = [u.id for u in battle.units if u.side == unit.side and u.id != unit.id]
        wanted = unit.name.strip().casefold() if unit.name else ""
        for name in unit_names(session, others, sides=False).values():
            if name.strip().casefold() == wanted:
                return QT_TRANSLATE_NOOP(
                    "Rules", "{name} is the name of another counter of {side}: give {unit} a name of its own"
                ).format(
                    name=unit.name.strip() if unit.name else "",
                    side=side_name(battle, unit.side),
                    unit=unit_name(session, unit.id),
                )
    return None


@handles(ChangeUnits)
def _change_units(ctx: Performing, action: ChangeUnits) -> Resolution:
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "moving or changing counters freely"))) is not None:
        return refused
    session = ctx.session
    battle = session.battle
    before = _existing(battle.unit, (u.id for u in action.units), "unit")
    _on_the_table(battle, action.units)
    _in_waves_it_may_have(battle, action.units)
    if tuple(before) == action.units:
        # Counters dropped where they stood, as they were: no action (no undo step, no mark, nothing recorded).
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "{units}: nothing changes").format(
                units=", ".join(public_unit_names(session, [u.id for u in before]).values())
            )
        )
    if (taken := _name_refused(session, before, action.units)) is not None:
        return ctx.refuse(taken)
    if ctx.strict:
        # Before play (a strict battle changes the table only then) a counter moved stays in its side's zone.
        moved_to = [a for b, a in zip(before, action.units) if b.at != a.at or b.side != a.side]
        if (outside := outside_deployment(session, moved_to)) is not None:
            return ctx.refuse(outside, DEPLOYMENT_RULE)
    title = _titled(ctx, units_title(session, before, action.units))
    edit = ReplaceUnits(before, action.units, text=title)
    # 2.1 advanced: a counter moved takes the spots its new place breaks with it, in the same step (and logged).
    lost = spots_lost_by_moving(session, edit, [b.id for b, a in zip(before, action.units) if b.at != a.at])
    log = [
        LogDraft(
            "spot",
            QT_TRANSLATE_NOOP("Rules", "Spots lost behind terrain"),
            spots_dropped_text(lost.told),
            lost.steps,
        )
    ]
    # A free battle's movement step: the counters moved (that may act in it) are marked as having moved in it.
    place = session.tables.sequence.place(battle.step)
    marks = None
    if place.phase.id == "movement" and place.step.marks is Marks.MOVED:
        moved = [b.id for b, a in zip(before, action.units) if b.at != a.at]
        may = {a.id for a in eligible_units(session, place.id) if a.can_act}
        ids = [i for i in moved if i in may]
        marks = {place.id: ids} if ids else None
    changed = _units_logged(ctx, before, action.units)
    if not lost.dropped:
        return ctx.done(action.units, effects=edit, marks=marks, log=changed, text=title)
    if not lost.told:  # only a hidden position's spot, its side's secret: dropped without a word
        return ctx.done(action.units, effects=[edit, lost.edit], marks=marks, log=changed, text=title)
    return ctx.done(action.units, lost.steps, effects=[edit, lost.edit], marks=marks, log=changed + log, text=title)


@handles(RemoveUnits)
def _remove_units(ctx: Performing, action: RemoveUnits) -> Resolution:
    if (refused := ctx.at_set_up(QT_TRANSLATE_NOOP("Rules", "taking counters off the table"))) is not None:
        return refused
    battle = ctx.session.battle
    gone = _existing(battle.unit, action.ids, "unit")
    return ctx.done(
        action.ids, effects=remove_units(battle, list(action.ids), ctx.title()), log=_units_logged(ctx, gone, ())
    )


@handles(ChangeSettings)
def _change_settings(ctx: Performing, action: ChangeSettings) -> Resolution:
    battle = ctx.session.battle
    before = battle.settings
    if action.settings == before:
        return ctx.refuse(QT_TRANSLATE_NOOP("Rules", "the settings are as they were"))
    if landing := [u for u in battle.units if _wave_refusals(battle, [u], action.settings.terrain_type)]:
        # A battle without a briefing is an island invasion by its terrain: its waves would no longer land.
        return ctx.refuse(
            QT_TRANSLATE_NOOP(
                "Rules",
                "{units} land in waves, which only an island invasion has: the battle's terrain stays island while "
                "they do",
            ).format(units=", ".join(public_unit_names(ctx.session, [u.id for u in landing]).values())),
            "ISLAND A",
        )
    # What changed is said in the log: the players' readings of the rules are both players' to know.
    changed = [k for k in type(before).model_fields if getattr(before, k) != getattr(action.settings, k)]
    step = NoteStep(
        QT_TRANSLATE_NOOP("Rules", "settings changed: {settings}").format(settings=", ".join(changed)),
        SEQUENCE_RULE if "sequence" in changed else "",
    )
    title = _titled(ctx, settings_title(before, action.settings))
    return ctx.done(
        action.settings,
        (step,),
        ReplaceSettings(before, action.settings, text=title),
        log=[LogDraft("settings", title, step.message, (step,))],
        text=title,
    )


@handles(SetSequence)
def _set_sequence(ctx: Performing, action: SetSequence) -> Resolution:
    before = ctx.session.battle.settings
    if before.sequence is action.mode or (before.sequence is None and action.mode is SequenceMode.FREE):
        return ctx.refuse(
            QT_TRANSLATE_NOOP("Rules", "the battle is played {mode} already").format(mode=action.mode.value),
            SEQUENCE_RULE,
        )
    after = before.model_copy(update={"sequence": action.mode})
    strict = action.mode is SequenceMode.STRICT
    text = (
        QT_TRANSLATE_NOOP(
            "Rules",
            "The battle keeps to the sequence of play: each action only in its step, by a unit that may act then",
        )
        if strict
        else QT_TRANSLATE_NOOP("Rules", "The battle is played free of the sequence of play: any action at any time")
    )
    step = NoteStep(text, SEQUENCE_RULE)
    return ctx.done(
        action.mode,
        (step,),
        ReplaceSettings(before, after, text=action.title()),
        log=[LogDraft("sequence", action.title(), text, (step,))],
    )


@handles(SetTableImage)
def _set_table_image(ctx: Performing, action: SetTableImage) -> Resolution:
    # A picture to trace the terrain over: it changes nothing the rules read, so it may be set at any time, in a
    # strict battle too (docs/rules-notes.md, "Table image").
    before = ctx.session.battle.table_image
    if action.image == before:
        return ctx.refuse(QT_TRANSLATE_NOOP("Rules", "the table image is as it was"))
    return ctx.done(action.image, effects=ReplaceTableImage(before, action.image, text=action.title()))
