"""The open close-combat group in the window's words (sequence of play, movement 6), as the Movement dock and the Phase
dock both say it: the round, whose segment it is, how many yards it may move in it, who comes next, and in the hot
seat that the table must change hands for it."""

from __future__ import annotations

from html import escape as _escape
from typing import TYPE_CHECKING

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.gui.side_words import said_side

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.visibility import View


def _html(text: str) -> str:
    return _escape(text, quote=False)  # the apostrophe of "T-34's segment" as it is


def open_group_text(session: BattleSession, view: View | None) -> str:
    """The open group in rich text ("" when none is open): "<b>Close combat, round 2 of 4: T-34 #1's segment</b>, up
    to 125 yards (a quarter of its allowance); then StuG 1.", and, in the hot seat, to hand the table over when the
    segment is another side's."""
    from morefire_gui.session.movement.close_combat import group_now
    from morefire_gui.session.names import unit_names

    now = group_now(session)
    if now is None:
        return ""
    battle = session.battle
    ids = [now.unit, *([now.after] if now.after is not None else [])]
    named = {u: said(n) for u, n in unit_names(session, ids, view).items()}
    head = tr("Close combat, round {round} of 4: {unit}'s segment").format(round=now.round, unit=named[now.unit])
    text = "<b>" + _html(head) + "</b>"
    text += _html(tr(", up to {yards:.0f} yards (a quarter of its allowance)").format(yards=now.yards))
    text += _html(
        tr("; then {unit}.").format(unit=named[now.after]) if now.after is not None else tr("; the last segment.")
    )
    unit = battle.unit(now.unit)
    at_table = battle.at_table
    if unit is not None and at_table is not None and unit.side != at_table:
        text += "<br>" + _html(
            tr("Hand the table over to {side} for its segment (Players → Hand Over).").format(
                side=said_side(battle, unit.side)
            )
        )
    return text
