"""A change to the table made once play has begun, written in the battle log for every side to read: a terrain piece
laid, moved, turned, reshaped, changed in its properties or deleted during the battle changes what the rules read (a
line of sight, a move's cost, cover), so the opponent must be able to see that it was changed and how. Laying out the
table before play begins (the set-up) writes nothing: it is the table both sides started from.

    table_edit_entry(session, before=(), after=(wood,))   # "Table changed — added Wood 3 (woods), its centre ..."
    table_edit_entry(session, before, after)               # "... — moved Wood 3 (woods) 2.0 in east"
    table_edit_entry(session, before=(hedge,), after=())   # "... — deleted Hedge"

The entry is written by the action's commit (session/perform.py) with the rest of its effects; undo leaves it in the
log, as it leaves every entry (docs/rules-notes.md, "Sequence of play — a roll stands"), and the undo is itself a
change the players see on the table. A deliberate minefield not yet revealed (3.6) is its side's secret: the entry
that names it is that side's alone.

Counters placed, taken off, moved, turned or changed by hand once play has begun (Select & Move outside a move
action, a status set, a counter deleted) are written the same way, by :func:`unit_edit_entry`: "placed Rifle squad 3
at 12.0, 30.5", "removed T-34 2", "turned Tiger 1 to 90°", "set Pz IV 1 immobilized", "renamed Tiger 1 to Rex". An entry about a hidden
position or a unit of a wave not landed is its side's alone (docs/hidden-information.md)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from morefire_gui.geometry.shapes import piece_centre
from morefire_gui.model.terms import TerrainKind
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, joined
from morefire_gui.session.log_headings import written_in_set_up
from morefire_gui.session.names import NamedBattle, piece_words, unit_names
from morefire_gui.session.resolution import LogDraft
from morefire_gui.session.table_edit_titles import offset_between, turn_between
from morefire_gui.session.visibility import everyones_view, is_hidden_position, not_landed

if TYPE_CHECKING:
    from pydantic import BaseModel

    from morefire_gui.model.battle import Battle, TerrainPiece, Unit
    from morefire_gui.session.battle_session import BattleSession

__all__ = ["TABLE_CHANGED", "table_edit_entry", "unit_edit_entry"]

TABLE_CHANGED = QT_TRANSLATE_NOOP("Rules", "Table changed")
# The eight points of the compass, clockwise from north (y grows southward, x eastward: docs/architecture.md).
_BEARINGS = (
    QT_TRANSLATE_NOOP("Rules", "north"),
    QT_TRANSLATE_NOOP("Rules", "north-east"),
    QT_TRANSLATE_NOOP("Rules", "east"),
    QT_TRANSLATE_NOOP("Rules", "south-east"),
    QT_TRANSLATE_NOOP("Rules", "south"),
    QT_TRANSLATE_NOOP("Rules", "south-west"),
    QT_TRANSLATE_NOOP("Rules", "west"),
    QT_TRANSLATE_NOOP("Rules", "north-west"),
)
_AND = QT_TRANSLATE_NOOP("Rules", "{first}, {then}")
_THEN = QT_TRANSLATE_NOOP("Rules", "{first}; {then}")
_OUTLINE = ("polygon", "line", "at")  # the piece's place and shape: said by how it moved
# A piece's properties as its Properties dialog names them; any other by its key in the file.
_PROPERTY_WORDS = {
    "kind": QT_TRANSLATE_NOOP("Rules", "kind"),
    "name": QT_TRANSLATE_NOOP("Rules", "name"),
    "width": QT_TRANSLATE_NOOP("Rules", "width"),
    "level": QT_TRANSLATE_NOOP("Rules", "level"),
    "height": QT_TRANSLATE_NOOP("Rules", "height"),
    "mines": QT_TRANSLATE_NOOP("Rules", "mines"),
    "cleared": QT_TRANSLATE_NOOP("Rules", "cleared"),
    "owner": QT_TRANSLATE_NOOP("Rules", "laid by"),
    "deliberate": QT_TRANSLATE_NOOP("Rules", "deliberate"),
    "revealed": QT_TRANSLATE_NOOP("Rules", "revealed"),
    "ice_holds": QT_TRANSLATE_NOOP("Rules", "ice holds vehicles"),
    "stands_for": QT_TRANSLATE_NOOP("Rules", "stands for"),
    "side": QT_TRANSLATE_NOOP("Rules", "side"),
    "type": QT_TRANSLATE_NOOP("Rules", "type"),
    "cover": QT_TRANSLATE_NOOP("Rules", "cover"),
    "moved": QT_TRANSLATE_NOOP("Rules", "moved"),
}
# A counter's place, facing, name and status (with the turn a status lifts) are said each in its own words; the rest
# as its properties are.
_UNIT_SAID = ("at", "facing", "name", "status", "status_until")
_RENAMED = QT_TRANSLATE_NOOP("Rules", "renamed {unit} to {new_name}")
_SET = QT_TRANSLATE_NOOP("Rules", "set {unit} {status}")
_SET_UNTIL = QT_TRANSLATE_NOOP("Rules", "set {unit} {status} until the start of turn {turn}")
_STAYS_UNTIL = QT_TRANSLATE_NOOP("Rules", "{unit} stays {status} until the start of turn {turn}")
_STAYS = QT_TRANSLATE_NOOP("Rules", "{unit} stays {status} until a player lifts it")


def _secret(pieces: Sequence[TerrainPiece]) -> str | None:
    """The side whose deliberate minefield not yet revealed the change touches (3.6): the entry is that side's."""
    for piece in pieces:
        if piece.kind is TerrainKind.MINEFIELD and piece.deliberate and not piece.revealed and piece.owner:
            return str(piece.owner)
    return None


def _direction(dx: float, dy: float) -> str:
    bearing = math.degrees(math.atan2(dx, -dy)) % 360.0
    return _BEARINGS[round(bearing / 45.0) % 8]


def _plain(value: object) -> bool:
    """A property's value said as it is: a word, a number, yes or no, one of the rules' terms, or none."""
    return value is None or isinstance(value, (str, int, float, bool, Enum))


def _key(key: str) -> str:
    return _PROPERTY_WORDS.get(key, key.replace("_", " "))


def _value(value: object) -> str:
    if value is None:
        return QT_TRANSLATE_NOOP("Rules", "none")
    if isinstance(value, bool):
        return QT_TRANSLATE_NOOP("Rules", "yes") if value else QT_TRANSLATE_NOOP("Rules", "no")
    return str(getattr(value, "value", value)).replace("_", " ")


def _outline(session: BattleSession, before: TerrainPiece, after: TerrainPiece) -> str | None:
    """How one piece's outline changed, in words; None where it did not."""
    if before.points() == after.points():
        return None
    name = piece_words(before)
    offset = offset_between(before.points(), after.points())
    if offset is not None:
        return QT_TRANSLATE_NOOP("Rules", "moved {piece} {distance:.1f} {unit} {direction}").format(
            piece=name, distance=math.hypot(*offset), unit=session.battle.table.unit, direction=_direction(*offset)
        )
    angle = turn_between(before, after)
    if angle is not None:
        return (
            QT_TRANSLATE_NOOP("Rules", "turned {piece} {angle:g}° clockwise")
            if angle > 0
            else QT_TRANSLATE_NOOP("Rules", "turned {piece} {angle:g}° anticlockwise")
        ).format(piece=name, angle=abs(angle))
    return QT_TRANSLATE_NOOP("Rules", "reshaped {piece}").format(piece=name)


def _properties(name: str, before: BaseModel, after: BaseModel, said_apart: Sequence[str] = _OUTLINE) -> str | None:
    """How one piece's or counter's properties (its name, kind, level, height ...) changed, in words; None where none
    did. ``said_apart``: the fields said otherwise (a piece's outline, a counter's place)."""
    keys = [
        key
        for key in type(before).model_fields
        if key not in said_apart and getattr(before, key) != getattr(after, key)
    ]
    if not keys:
        return None
    said = [
        QT_TRANSLATE_NOOP("Rules", "{key} from {was} to {now}").format(
            key=_key(key), was=_value(getattr(before, key)), now=_value(getattr(after, key))
        )
        if _plain(getattr(before, key)) and _plain(getattr(after, key))
        else _key(key)
        for key in keys
    ]
    return QT_TRANSLATE_NOOP("Rules", "changed {piece}: {what}").format(piece=name, what=joined(said, _AND))


def table_edit_entry(
    session: BattleSession, before: Sequence[TerrainPiece], after: Sequence[TerrainPiece]
) -> LogDraft | None:
    """The log entry of terrain pieces laid (``before`` empty), changed (each as it is now and as the action leaves
    it, in one order) or deleted (``after`` empty), taken once play has begun; None in the set-up."""
    if written_in_set_up(session.battle):
        return None
    parts: list[str]
    if not before:
        parts = [
            QT_TRANSLATE_NOOP(
                "Rules",
                "added {piece}, its centre {x:.1f} {unit} from the west edge and {y:.1f} {unit} from the north edge",
            ).format(piece=piece_words(p), x=piece_centre(p)[0], y=piece_centre(p)[1], unit=session.battle.table.unit)
            for p in after
        ]
    elif not after:
        parts = [
            QT_TRANSLATE_NOOP("Rules", "deleted {pieces}").format(pieces=joined([piece_words(p) for p in before], _AND))
        ]
    else:
        parts = [
            words
            for b, a in zip(before, after)
            for words in (_outline(session, b, a), _properties(piece_words(b), b, a))
            if words is not None
        ]
    if not parts:
        return None
    side = _secret([*before, *after])
    return LogDraft("terrain", TABLE_CHANGED, joined(parts, _THEN), side=side, secret=side is not None)


def _unit_secret(battle: Battle, units: Sequence[Unit]) -> str | None:
    """The side whose hidden position or wave not landed (ISLAND A) the change touches: the entry is that side's."""
    for unit in units:
        if is_hidden_position(unit) or not_landed(battle, unit):
            return str(unit.side)
    return None


def _unit_changes(session: BattleSession, name: str, before: Unit, after: Unit, renamed: str = "") -> list[str]:
    """How one counter changed by hand, in words: moved, turned, renamed (``renamed``: its name as the change leaves
    it), a status set or lifted (and the turn one lifts by itself), its other properties."""
    said: list[str] = []
    if before.name != after.name:
        said.append(_RENAMED.format(unit=name, new_name=renamed or after.name or ""))
        name = renamed or after.name or name  # what else changed is said of it by its new name
    if before.at != after.at:
        dx, dy = after.at[0] - before.at[0], after.at[1] - before.at[1]
        said.append(
            QT_TRANSLATE_NOOP("Rules", "moved {piece} {distance:.1f} {unit} {direction}").format(
                piece=name, distance=math.hypot(dx, dy), unit=session.battle.table.unit, direction=_direction(dx, dy)
            )
        )
    if before.facing != after.facing:
        said.append(QT_TRANSLATE_NOOP("Rules", "turned {unit} to {facing:g}°").format(unit=name, facing=after.facing))
    for status in after.status:
        until = after.status_until.get(status)
        if status not in before.status:
            said.append(
                _SET.format(unit=name, status=_value(status))
                if until is None
                else _SET_UNTIL.format(unit=name, status=_value(status), turn=until)
            )
        elif until != before.status_until.get(status):
            said.append(
                _STAYS.format(unit=name, status=_value(status))
                if until is None
                else _STAYS_UNTIL.format(unit=name, status=_value(status), turn=until)
            )
    said += [
        QT_TRANSLATE_NOOP("Rules", "{unit} no longer {status}").format(unit=name, status=_value(status))
        for status in before.status
        if status not in after.status
    ]
    if (properties := _properties(name, before, after, _UNIT_SAID)) is not None:
        said.append(properties)
    return said


def unit_edit_entry(session: BattleSession, before: Sequence[Unit], after: Sequence[Unit]) -> LogDraft | None:
    """The log entry of counters placed by hand (``before`` empty), changed (each as it is now and as the action
    leaves it, in one order) or taken off the table (``after`` empty), once play has begun; None in the set-up."""
    battle = session.battle
    if written_in_set_up(battle):
        return None
    side = _unit_secret(battle, [*before, *after])
    # Named as the battle will hold them (a counter placed is numbered among its side's), as every side may read
    # them; an entry that is one side's alone names them as that side knows them.
    known = {u.id for u in battle.units}
    named = NamedBattle(
        battle.model_copy(update={"units": [*battle.units, *(u for u in after if u.id not in known)]}),
        session.catalogue,
    )
    view = None if side is not None else everyones_view(named.battle)
    said = unit_names(named, [u.id for u in (after or before)], view)
    parts: list[str]
    if not before:
        parts = [
            QT_TRANSLATE_NOOP("Rules", "placed {unit} at {x:.1f}, {y:.1f}").format(
                unit=said[u.id], x=u.at[0], y=u.at[1]
            )
            for u in after
        ]
    elif not after:
        parts = [QT_TRANSLATE_NOOP("Rules", "removed {units}").format(units=joined([said[u.id] for u in before], _AND))]
    else:
        # A counter renamed is named after as it will be read (a name taken off: by its type and number again).
        changed = {a.id: a for a in after}
        renamed = unit_names(
            NamedBattle(
                named.battle.model_copy(update={"units": [changed.get(u.id, u) for u in named.battle.units]}),
                session.catalogue,
            ),
            [a.id for b, a in zip(before, after) if b.name != a.name],
            view,
        )
        parts = [
            words
            for b, a in zip(before, after)
            for words in _unit_changes(session, said[a.id], b, a, renamed.get(a.id, ""))
        ]
    if not parts:
        return None
    return LogDraft("units", TABLE_CHANGED, joined(parts, _THEN), side=side, secret=side is not None)
