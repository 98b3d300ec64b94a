"""SNOW: ski troops (B speed in snow, always in cover)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.ids import UnitId
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.edits import Compound, ReplaceUnits
from morefire_gui.session.names import public_unit_name, public_unit_names
from morefire_gui.session.unit_facts import entry_of, unit_of

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- ski troops -----------------------------------------------------------------------------------------------


def set_ski_troops(session: BattleSession, unit_ids: Sequence[UnitId], on: bool = True) -> Compound:
    """SNOW: make infantry counters ski troops ("move at B speed in snow and are always in cover") or take their skis
    off, as one edit (not applied; an empty Compound when nothing changes). Only infantry are ski troops."""
    battle = session.battle
    before, after = [], []
    for unit_id in unit_ids:
        unit = unit_of(battle, unit_id)
        entry = entry_of(session.catalogue, unit)
        if entry.kind is not UnitKind.INFANTRY:
            raise UsageError(
                QT_TRANSLATE_NOOP("Rules", "only infantry are ski troops ({unit} is a {kind})").format(
                    unit=public_unit_name(session, unit_id), kind=entry.kind.value
                )
            )
        if unit.ski != on:
            before.append(unit)
            after.append(unit.model_copy(update={"ski": on}))
    said = public_unit_names(session, [u.id for u in after])
    names = ", ".join(said[u.id] for u in after)
    text = (
        QT_TRANSLATE_NOOP("Rules", "{units}: ski troops")
        if on
        else QT_TRANSLATE_NOOP("Rules", "{units}: no longer ski troops")
    ).format(units=names)
    return Compound((ReplaceUnits(tuple(before), tuple(after), text),) if after else (), text)
