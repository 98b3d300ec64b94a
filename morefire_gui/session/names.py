"""What a person reads a unit, a terrain piece or a step by: its name, never its id ("Tiger 2", "Copse (woods)",
"Movement 1: road movement"), and, in a side's view, nothing the side may not know (another side's hidden position is
"a hidden position", a minefield it has not found is not named at all). Ids stay where they are arguments: the
command line and the file. Every label, message, log line and dialog takes its words from here.

    unit_name(session, "ge2")               # "Tiger 2"
    unit_name(session, "jtank", view)       # "a hidden position" (the Allied view of a Japanese marker)
    public_unit_name(session, "jtank")      # "a hidden position": as every side may read it (a public log entry)
    piece_name(session.battle, "w4")        # "Copse (woods)", or "Woods" for a piece with no name
    step_name(place)                        # "Movement 1: road movement"
    phase_words(sequence, "movement.road")  # the same from a log entry's step id
    unit_label(session, "ge8")              # "SdKfz 251 1": a counter's short label on the board
    sight_words(session, los)               # "blocked by Copse (woods): woods in the way", and the rest
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from morefire_gui.ids import PieceId, UnitId
from morefire_gui.model.battle import Battle, TerrainPiece
from morefire_gui.rules.sequence import Place, SequenceError, SequenceTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, joined
from morefire_gui.session.visibility import MARKER_TYPE, everyones_view, in_plain_sight

if TYPE_CHECKING:
    from morefire_gui.geometry.los import LosResult
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.visibility import View

__all__ = [
    "HIDDEN_POSITION",
    "MARKER_LABEL",
    "SECRET_BATTERY",
    "UNSEEN",
    "names",
    "phase_words",
    "piece_name",
    "public_unit_name",
    "sight_words",
    "step_name",
    "unit_label",
    "unit_labels",
    "unit_name",
    "unit_names",
]

HIDDEN_POSITION = QT_TRANSLATE_NOOP("Rules", "a hidden position")  # another side's marker: real or a fake, of any type
# what a side's view does not show at all (a wave not landed, a secret minefield)
UNSEEN = QT_TRANSLATE_NOOP("Rules", "something out of sight")
SECRET_BATTERY = QT_TRANSLATE_NOOP("Rules", "a battery")  # another side's battery (4.1: its orders are its secret)
MARKER_LABEL = "?"  # a hidden position's counter on the board: no name, no type
LABEL_LENGTH = 16  # a counter's label is cut to this many characters (its whole name is in its tooltip)


def unit_name(session: BattleSession, unit_id: UnitId, view: View | None = None) -> str:
    """A unit as a person reads it: its own name, else its type's name and a number where the side has several of
    that type ("Pz IV H 2": the units every side sees numbered first, so that a number tells nothing hidden); in a
    side's ``view``, another side's hidden position is only a hidden position, and a unit the view does not show is
    not named."""
    return unit_names(session, [unit_id], view)[unit_id]


def unit_names(session: BattleSession, unit_ids: Iterable[UnitId], view: View | None = None) -> dict[str, str]:
    """:func:`unit_name` for many units at once, the battle's units numbered once for all of them (a roster of
    thousands of counters is named in one pass, not one pass for each)."""
    battle = session.battle
    unit_ids = list(unit_ids)
    units = {u.id: u for u in battle.units}
    numbers = _numbers(battle, [i for i in unit_ids if i in units])
    out: dict[str, str] = {}
    for unit_id in unit_ids:
        if view is not None and unit_id in view.masked_units:
            out[unit_id] = HIDDEN_POSITION
        elif view is not None and unit_id in view.unseen_units:
            out[unit_id] = UNSEEN
        elif unit_id not in units:
            out[unit_id] = _other_name(session, unit_id, view)
        else:
            unit = units[unit_id]
            if unit.type == MARKER_TYPE:
                out[unit_id] = HIDDEN_POSITION  # a marker in a side's seen battle: nothing more is known of it
            elif unit.name:
                out[unit_id] = unit.name
            else:
                entry = session.catalogue.get(unit.type)
                kind = entry.name if entry is not None else unit.type
                number = numbers.get(unit.id)
                out[unit_id] = f"{kind} {number}" if number else kind
    return out


def _other_name(session: BattleSession, ident: str, view: View | None) -> str:
    """An aircraft or a battery by its name (another side's battery is only "a battery" in a side's view); an id
    the battle does not know, as it is."""
    battle = session.battle
    aircraft = next((a for a in battle.aircraft if a.id == ident), None)
    if aircraft is not None:
        entry = session.catalogue.get(aircraft.type)
        return aircraft.name or (entry.name if entry is not None else aircraft.type)
    battery = battle.battery(ident)
    if battery is not None and view is not None and not view.shows_side_secrets(battery.side):
        return SECRET_BATTERY
    return (battery.name or battery.id) if battery is not None else ident


def _numbers(battle: Battle, unit_ids: Iterable[UnitId]) -> dict[str, int]:
    """The number each unnamed unit among ``unit_ids`` goes by among the unnamed units of its side and type, where
    its side has several (absent: it is the only one). The units every side sees are numbered first, among
    themselves alone; then a side's hidden positions and waves not landed, after them. So the numbers of the units
    in plain sight, and whether they have one, are the same in every view and tell nothing of what is hidden."""
    wanted = set(unit_ids)
    groups: dict[tuple[str, str], tuple[list[str], list[str]]] = {}
    for unit in battle.units:
        if not unit.name:
            seen, hidden = groups.setdefault((unit.side, unit.type), ([], []))
            (seen if in_plain_sight(battle, unit) else hidden).append(unit.id)
    out: dict[str, int] = {}
    for seen, hidden in groups.values():
        for n, uid in enumerate(seen + hidden, start=1):
            if uid in wanted and (len(seen) > 1 if n <= len(seen) else len(seen) + len(hidden) > 1):
                out[uid] = n
    return out


def public_unit_name(session: BattleSession, unit_id: UnitId) -> str:
    """A unit as every side may read it, for words every side reads (a public log entry): each side's hidden
    position is only a hidden position and a wave not landed is not named."""
    return unit_name(session, unit_id, everyones_view(session.battle))


def piece_name(battle: Battle, piece_id: PieceId, view: View | None = None) -> str:
    """A terrain piece as a person reads it: "Copse (woods)" when it has a name, else its kind ("Hedge"; the board
    highlights which); a piece a side's ``view`` does not show (a minefield it has not found) is not named."""
    if view is not None and piece_id in view.hidden_pieces:
        return UNSEEN
    piece = battle.piece(piece_id)
    return _piece_words(piece) if piece is not None else piece_id


def _piece_words(piece: TerrainPiece) -> str:
    kind = piece.kind.value.replace("_", " ")
    return (
        QT_TRANSLATE_NOOP("Rules", "{name} ({kind})").format(name=piece.name, kind=kind)
        if piece.name
        else kind[0].upper() + kind[1:]
    )


def names(session: BattleSession, ids: Iterable[str], view: View | None = None) -> str:
    """Units or pieces named and joined ("Tiger 2, T-34 #3"); what the view may not know is said once."""
    out: list[str] = []
    pieces = {p.id: p for p in session.battle.terrain}  # one look-up each: a ruler names its blockers every move
    for ident in ids:
        piece = pieces.get(ident)
        if piece is not None:
            name = UNSEEN if view is not None and ident in view.hidden_pieces else _piece_words(piece)
        else:
            name = unit_name(session, ident, view)
        if name in (HIDDEN_POSITION, UNSEEN, SECRET_BATTERY) and name in out:
            continue  # said once: how many the view may not know is not told either
        out.append(name)
    return joined(out, QT_TRANSLATE_NOOP("Rules", "{first}, {then}"))


def sight_words(session: BattleSession, los: LosResult, view: View | None = None) -> list[str]:
    """A line of sight in words, as :meth:`LosResult.explain` gives it, each piece by its name ("blocked by Copse
    (woods): woods in the way") rather than its kind and id."""
    lines: list[str] = [
        QT_TRANSLATE_NOOP("Rules", "range {range:.0f} yd ({table:.2f} table units, centre to centre)").format(
            range=los.range_yards, table=los.range_table
        ),
        QT_TRANSLATE_NOOP("Rules", "line of sight clear")
        if los.clear
        else QT_TRANSLATE_NOOP("Rules", "line of sight blocked"),
    ]
    if los.advanced and los.eye_start is not None and los.eye_end is not None:
        lines.append(
            QT_TRANSLATE_NOOP(
                "Rules", "advanced elevation (rule 2.1): sight line from {start:g} yd to {end:g} yd above the table"
            ).format(start=los.eye_start, end=los.eye_end)
        )
    lines += [
        QT_TRANSLATE_NOOP("Rules", "blocked by {piece}: {why}").format(
            piece=piece_name(session.battle, b.piece, view), why=b.reason
        )
        for b in los.blockers
    ]
    lines += [
        QT_TRANSLATE_NOOP("Rules", "not blocked by {piece}: {why}").format(
            piece=piece_name(session.battle, i.piece, view), why=i.reason
        )
        for i in los.ignored
    ]
    return lines


def step_name(place: Place) -> str:
    """A step of the sequence of play in words: "Movement 1: road movement", "Artillery C: adjust rounds for next
    turn and call for new fire", "Air arrows: change aircraft direction arrows up to 90 degrees"."""
    name = place.step.name[0].lower() + place.step.name[1:]
    return QT_TRANSLATE_NOOP("Rules", "{step}: {name}").format(step=place.brief, name=name)


def phase_words(sequence: SequenceTables, phase: str | None) -> str:
    """A log entry's step (its id, as the file keeps it) in words; an id the sequence does not know, as it is."""
    if not phase:
        return ""
    try:
        return step_name(sequence.place(phase))
    except SequenceError:
        return phase


def unit_label(session: BattleSession, unit_id: UnitId, view: View | None = None) -> str:
    """A counter's short label on the board (:func:`unit_labels`)."""
    return unit_labels(session, [unit_id], view)[unit_id]


def unit_labels(session: BattleSession, unit_ids: Iterable[UnitId], view: View | None = None) -> dict[str, str]:
    """Counters' short labels on the board: a unit's own name, else its type's short code and a number where its
    side has several of that type ("SdKfz 251 2", "LMG"; numbered as :func:`unit_name` numbers them), cut to
    :data:`LABEL_LENGTH` characters; in a side's ``view``, another side's hidden position is only "?" and a unit the
    view does not show has no label."""
    battle = session.battle
    unit_ids = list(unit_ids)
    numbers = _numbers(battle, unit_ids)
    units = {u.id: u for u in battle.units}
    out: dict[str, str] = {}
    for unit_id in unit_ids:
        found = units.get(unit_id)
        if view is not None and unit_id in view.masked_units:
            out[unit_id] = MARKER_LABEL
            continue
        if found is None or (view is not None and unit_id in view.unseen_units):
            out[unit_id] = ""
            continue
        unit = found
        if unit.name:
            text = unit.name
        else:
            entry = session.catalogue.get(unit.type)
            code = entry.code if entry is not None else unit.type
            number = numbers.get(unit.id)
            text = f"{code} {number}" if number else code
        out[unit_id] = text if len(text) <= LABEL_LENGTH else text[: LABEL_LENGTH - 1].rstrip() + "…"
    return out
