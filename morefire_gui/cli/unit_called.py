"""A unit given on the command line by its id or by what the commands' output and the window call it: its name
("Tiger 1", "Rifle squad 1 (Axis)") or its counter's label ("SdKfz 251 1"). A player copies the name he read into
the next command. The name is matched whole, whatever its letter case and spacing; one that two units answer to is
asked again with the ids to choose from. Actions and JSON keep ids (docs/cli.md, "Units by name")."""

from __future__ import annotations

import argparse
import re
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.ids import ID_PATTERN

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession

_ID = re.compile(ID_PATTERN)


def _folded(text: str) -> str:
    return " ".join(text.split()).casefold()


def _readings(session: BattleSession) -> list[dict[str, str]]:
    """What a unit is called, most precise first: its name with its side where another side's unit reads the same
    ("Rifle squad 1 (Axis)"), its name alone, its label on the board ("SdKfz 251 1", "LMG")."""
    from morefire_gui.session.names import unit_labels, unit_names

    ids = [u.id for u in session.battle.units]
    return [
        {uid: str(name) for uid, name in unit_names(session, ids, None, sides).items()} for sides in (True, False)
    ] + [unit_labels(session, ids)]


def unit_named(session: BattleSession, text: str, where: str) -> str | None:
    """The id of the one unit called ``text`` (None: no unit is); a name two units answer to is asked again, with
    their ids. ``where`` names the argument in a message (``UNIT``, ``--firers``)."""
    wanted = _folded(text)
    readings = _readings(session)
    for called in readings:
        found = [uid for uid, name in called.items() if _folded(name) == wanted]
        if len(found) == 1:
            return found[0]
        if found:
            which = ", ".join(f"{readings[0][uid]} (id {uid})" for uid in found)
            raise UsageError(
                f"{where} {text!r} names {len(found)} units: {which}; give its name with its side, or its id"
            )
    return None


def names_of(session: BattleSession) -> list[str]:
    """Every name and label a unit of the battle answers to, for a "did you mean"."""
    return list(dict.fromkeys(name for called in _readings(session) for name in called.values()))


def unit_called(session: BattleSession, text: str, where: str) -> str:
    """The id of the unit ``text`` names: ``text`` itself when it is an id of the battle (or could only be an id: an
    unknown id is said by the action, with the id meant); else the one unit whose name it is."""
    if not text.strip() or session.battle.unit(text) is not None:
        return text  # nothing given is said by the action's model (``unit: must not be empty``)
    found = unit_named(session, text, where)
    if found is not None:
        return found
    if _ID.match(text):
        return text
    from morefire_gui.cli.common import unit_meant

    raise UsageError(
        f"{where} {text!r} is neither a unit id nor a unit's name in {session.path}{unit_meant(session, text)}"
    )


def units_called(session: BattleSession, args: argparse.Namespace, **where: str) -> None:
    """Each argument of ``args`` named in ``where`` (its attribute: how a message names it) that gives units, one or a
    list, made their ids (:func:`unit_called`); an argument not given is left alone."""
    for attr, said in where.items():
        given = getattr(args, attr, None)
        if isinstance(given, str):
            setattr(args, attr, unit_called(session, given, said))
        elif isinstance(given, list):
            setattr(args, attr, [unit_called(session, g, said) for g in given])
