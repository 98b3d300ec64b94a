"""What a change to the table is called in the log and the undo history, worked out from what it changes: the
counters or pieces as they were against the action's as they are after. Whoever takes it (Select & Move's drag, the
terrain tool, ``Battle.move_unit``, ``morefire act``), the same change reads the same:

    Move Tiger 1 4.0 in           counters moved alike, by one distance (Move Tiger 1, Tiger 2: each by its own)
    Turn Tiger 1 to 90°           counters turned to one facing (Turn Tiger 1, Tiger 2: each to its own)
    PaK 40 starts the battle in transit    a gun designated as it is set up (4.8)
    Edit Tiger 1                  one counter's properties (its name, its marks) changed
    Move Woods                    terrain pieces moved; Turn Woods +15°, Reshape Woods, Hill level up, Edit Woods ...
    Campaign battle on            the settings: Advanced line of sight off, Line-of-sight settings ...
    Change Tiger 1                anything else

Units and pieces are named as every side may read them (session/names.py): another side's hidden position is only
"a hidden position", a deliberate minefield not yet revealed is not named."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from morefire_gui.geometry.shapes import XY, piece_centre, rotated_points
from morefire_gui.model.battle import Settings, TerrainPiece, Unit
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.names import names
from morefire_gui.session.visibility import everyones_view

if TYPE_CHECKING:
    from pydantic import BaseModel

    from morefire_gui.session.battle_session import BattleSession

__all__ = ["gun_designation", "offset_between", "pieces_title", "settings_title", "turn_between", "units_title"]

# How near two figures must be to read as one: a drag moves every counter it holds by one offset, a key turns each
# by one step, give or take the float's last digits.
_ALIKE = 1e-6

_MOVED_BY = QT_TRANSLATE_NOOP("Rules", "Move {names} {distance:.1f} {unit}")
_MOVED = QT_TRANSLATE_NOOP("Rules", "Move {names}")
_TURNED_TO = QT_TRANSLATE_NOOP("Rules", "Turn {names} to {facing:g}°")
_TURNED = QT_TRANSLATE_NOOP("Rules", "Turn {names}")
_EDITED = QT_TRANSLATE_NOOP("Rules", "Edit {piece}")
_IN_TRANSIT = QT_TRANSLATE_NOOP("Rules", "{gun} starts the battle in transit")
_DEPLOYED = QT_TRANSLATE_NOOP("Rules", "{gun} starts the battle deployed")


def gun_designation(gun: str, in_transit: bool) -> str:
    """4.8: a gun designated, before play, to start the battle in transit or deployed ("PaK 40 starts the battle in
    transit"): the log's words for it, and the window's for the choice."""
    return (_IN_TRANSIT if in_transit else _DEPLOYED).format(gun=gun)


def _changed(before: Sequence[BaseModel], after: Sequence[BaseModel]) -> set[str]:
    """The fields any of the things changes (each as it was, by its id, against it as it is after)."""
    return {key for b, a in zip(before, after) for key in type(b).model_fields if getattr(b, key) != getattr(a, key)}


def _one(values: Iterable[float]) -> float | None:
    """The one figure all of ``values`` read as, or None where they differ."""
    found = list(values)
    return found[0] if found and max(found) - min(found) <= _ALIKE else None


def _said(session: BattleSession, ids: Iterable[str]) -> str:
    """Units or pieces as every side may read them, joined ("Tiger 1, a hidden position")."""
    return names(session, ids, everyones_view(session.battle))


def units_title(session: BattleSession, before: Sequence[Unit], after: Sequence[Unit]) -> str | None:
    """Counters changed freely (``before``: each as it is now, ``after``: as the action leaves it, in one order), in
    words for the log and the undo history; None for any other change (the action's own title: "Change Tiger 1")."""
    said = _said(session, [u.id for u in after])
    changed = _changed(before, after)
    if changed == {"at"}:
        distance = _one(math.dist(b.at, a.at) for b, a in zip(before, after))
        if distance is None:
            return _MOVED.format(names=said)
        return _MOVED_BY.format(names=said, distance=distance, unit=session.battle.table.unit)
    if changed == {"facing"}:
        facing = _one(a.facing for a in after)
        return _TURNED.format(names=said) if facing is None else _TURNED_TO.format(names=said, facing=facing)
    if len(before) == 1 and changed and "at" not in changed and not changed & {"deployment", "turns_remaining"}:
        # One counter's properties (its name, its marks, its facing with them), as its Properties dialog edits them:
        # named as every side read it before (a counter renamed is said by the name it had).
        return _EDITED.format(piece=said)
    if "deployment" in changed and changed <= {"deployment", "turns_remaining"}:
        # 4.8 advanced: before play a gun on the board is designated deployed (the file's default) or in transit.
        states = {a.deployment or DeploymentState.DEPLOYED for a in after}
        if states == {DeploymentState.IN_TRANSIT} or states == {DeploymentState.DEPLOYED}:
            return gun_designation(said, DeploymentState.IN_TRANSIT in states)
    return None


def offset_between(before: Sequence[XY], after: Sequence[XY]) -> XY | None:
    """The one offset that takes every point of ``before`` to the same of ``after``; None where there is none."""
    if len(before) != len(after) or not before:
        return None
    dx, dy = after[0][0] - before[0][0], after[0][1] - before[0][1]
    if all(math.dist((b[0] + dx, b[1] + dy), a) <= _ALIKE for b, a in zip(before, after)):
        return (dx, dy)
    return None


def turn_between(piece: TerrainPiece, after: TerrainPiece) -> float | None:
    """The degrees clockwise ``piece`` is turned about its centre to lie as ``after``; None where it is not turned."""
    was, now = piece.points(), after.points()
    if len(was) != len(now) or was == now:
        return None
    centre = piece_centre(piece)
    far = max(range(len(was)), key=lambda i: math.dist(was[i], centre))
    angle = math.degrees(
        math.atan2(now[far][1] - centre[1], now[far][0] - centre[0])
        - math.atan2(was[far][1] - centre[1], was[far][0] - centre[0])
    )
    angle = round((angle + 180.0) % 360.0 - 180.0, 6)
    turned = rotated_points(was, angle, centre)
    return angle if all(math.dist(t, n) <= 1e-4 for t, n in zip(turned, now)) else None


def _outline_keys(pieces: Sequence[TerrainPiece]) -> set[str]:
    return {"polygon" if p.polygon is not None else "line" if p.line is not None else "at" for p in pieces}


def pieces_title(session: BattleSession, before: Sequence[TerrainPiece], after: Sequence[TerrainPiece]) -> str | None:
    """Terrain pieces changed (``before``: each as it is now, ``after``: as the action leaves it, in one order), in
    words for the log and the undo history; None for any other change (the action's own title: "Change Copse")."""
    said = _said(session, [p.id for p in after])
    changed = _changed(before, after)
    if changed and changed <= _outline_keys(before):
        was, now = [p.points() for p in before], [p.points() for p in after]
        if all(offset_between(b, a) is not None for b, a in zip(was, now)):
            return _MOVED.format(names=said)
        angles = [turn_between(b, a) for b, a in zip(before, after)]
        if (angle := _one(x for x in angles if x is not None)) is not None and None not in angles:
            return QT_TRANSLATE_NOOP("Rules", "Turn {pieces} {angle:+g}°").format(pieces=said, angle=angle)
        if len(before) == 1:
            b, a = was[0], now[0]
            if len(a) == len(b) and sum(p != q for p, q in zip(b, a)) == 1:
                return QT_TRANSLATE_NOOP("Rules", "Reshape {piece}").format(piece=said)
            if len(a) == len(b) - 1 and any(b[:i] + b[i + 1 :] == a for i in range(len(b))):
                return QT_TRANSLATE_NOOP("Rules", "Remove a corner of {piece}").format(piece=said)
            if len(a) == len(b) + 1 and any(a[:i] + a[i + 1 :] == b for i in range(len(a))):
                return QT_TRANSLATE_NOOP("Rules", "Add a corner to {piece}").format(piece=said)
    if changed == {"level"}:
        steps = {(a.level or 1) - (b.level or 1) for b, a in zip(before, after)}
        if steps == {1}:
            return QT_TRANSLATE_NOOP("Rules", "Hill level up")
        if steps == {-1}:
            return QT_TRANSLATE_NOOP("Rules", "Hill level down")
    if len(before) == 1 and changed and not changed & _outline_keys(before):
        # One piece's properties (its name, kind, level, height ...), as its Properties dialog edits them.
        return _EDITED.format(piece=said)
    return None


def settings_title(before: Settings, after: Settings) -> str | None:
    """The battle's settings changed, as the Rules menu and Preferences name the change ("Campaign battle on",
    "Line-of-sight settings"); None for any other change (the action's own title: "Change settings")."""
    changed = {key for key in type(before).model_fields if getattr(before, key) != getattr(after, key)}
    if changed == {"advanced"}:
        return (
            QT_TRANSLATE_NOOP("Rules", "Advanced game on")
            if after.advanced
            else QT_TRANSLATE_NOOP("Rules", "Advanced game off")
        )
    if changed == {"campaign"}:
        return (
            QT_TRANSLATE_NOOP("Rules", "Campaign battle on")
            if after.campaign
            else QT_TRANSLATE_NOOP("Rules", "Campaign battle off")
        )
    if changed == {"los"}:
        los = {key for key in type(before.los).model_fields if getattr(before.los, key) != getattr(after.los, key)}
        if los == {"advanced"}:
            return (
                QT_TRANSLATE_NOOP("Rules", "Advanced line of sight on")
                if after.los.advanced
                else QT_TRANSLATE_NOOP("Rules", "Advanced line of sight off")
            )
        return QT_TRANSLATE_NOOP("Rules", "Line-of-sight settings")
    return None
