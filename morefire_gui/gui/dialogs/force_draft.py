"""What a side has chosen in Build Forces but not yet placed, kept while the battle is open: closed with Cancel or
Esc (or by the other player taking the seat), the dialog opens again on the same purchase and the same points,
rather than an empty list the players would have to buy again line by line. Placing a side's forces ends its
draft; a battle opened anew (another session) starts with none. Nothing here is an action: the battle changes only
when Place Forces hands the purchase to the session."""

from __future__ import annotations

from dataclasses import dataclass, field
from weakref import WeakKeyDictionary

from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.forces import SideForce


@dataclass(frozen=True)
class Settings:
    """The points and catalogue settings above the sides' panels, as the players left them."""

    attacker: str
    ratio: tuple[int, int]
    points_mode: str
    points: int
    by_year: bool
    year: int
    fielded: bool


@dataclass
class ForceDraft:
    settings: Settings | None = None
    sides: dict[str, SideForce] = field(default_factory=dict)


_DRAFTS: WeakKeyDictionary[BattleSession, ForceDraft] = WeakKeyDictionary()


def draft_of(session: BattleSession) -> ForceDraft | None:
    """The draft left for the battle open in ``session``, if any."""
    return _DRAFTS.get(session)


def keep_draft(session: BattleSession, settings: Settings, sides: dict[str, SideForce]) -> None:
    """Keep the settings and the sides' purchases shown (a side not shown, in the hot seat, keeps its own)."""
    draft = _DRAFTS.setdefault(session, ForceDraft())
    draft.settings = settings
    for side, force in sides.items():
        if force.empty:
            draft.sides.pop(side, None)
        else:
            draft.sides[side] = force


def end_draft(session: BattleSession, sides: list[str]) -> None:
    """The sides placed: their purchases are on the table now (with the last of them, the settings go too: the
    points agreed are the placed purchase's)."""
    draft = _DRAFTS.get(session)
    if draft is None or not sides:
        return
    for side in sides:
        draft.sides.pop(side, None)
    if not draft.sides:
        del _DRAFTS[session]
