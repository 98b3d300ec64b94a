"""How a unit in a damage zone is said (4.5-4.6), in a barrage's steps and in a bombing's (5.5): in it, partly in it,
or partly in it with its centre outside, and why the attack does not roll for it where it does not."""

from __future__ import annotations

from morefire_gui.geometry.barrage import UnitInZone
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

__all__ = ["zone_unit_step"]


def zone_unit_step(unit: UnitInZone, name: str) -> NoteStep:
    """``unit``'s place in the damage zone, ``name`` as the players read it (4.6)."""
    where = (
        QT_TRANSLATE_NOOP("Rules", "{unit} is in the damage zone")
        if unit.fully_inside
        else (
            QT_TRANSLATE_NOOP("Rules", "{unit} is partly in the damage zone")
            if unit.centre_inside
            else QT_TRANSLATE_NOOP("Rules", "{unit} is partly in (its centre is outside) the damage zone")
        )
    ).format(unit=name)
    return NoteStep(
        QT_TRANSLATE_NOOP("Rules", "{where}: {note}").format(where=where, note=unit.note) if unit.note else where,
        "4.6",
    )
