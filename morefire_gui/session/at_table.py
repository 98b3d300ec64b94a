"""Hot seat: the side at the table sets up for itself alone. A side's player places its own counters and buys its own
forces; placing or buying for the other side from one's own view would put counters on the table behind that side's
back (and, counted among the other side's ids, tell what of it is out of sight). The window offers only the side at
the table (the Catalogue, the force builder); the session refuses the rest, so that the command line and a remote
side's client get the same refusal (docs/hidden-information.md, "The side at the table acts for itself")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.names import aircraft_name, public_piece_name, public_unit_name, side_name
from morefire_gui.session.visibility import HIDDEN_INFORMATION, battery_name, view_of

if TYPE_CHECKING:
    from collections.abc import Iterable

    from morefire_gui.model.actions import Action
    from morefire_gui.model.battle import Battle, TerrainPiece
    from morefire_gui.session.battle_session import BattleSession

__all__ = [
    "ACTS_FOR_ITSELF",
    "ACTS_WITH_ITS_OWN",
    "HIDDEN_INFORMATION",
    "acting_refusal",
    "buying_refusal",
    "hand_refusal",
    "handling_refusal",
    "in_hand",
    "owner_of",
    "piece_in_hand",
    "piece_refusal",
    "placing_refusal",
    "refused_actor",
    "refused_piece",
    "seen_piece",
    "sides_had_the_table",
]

# A unit, battery or aircraft of another side, named as every side may read it, taken to act while a side has the table.
ACTS_WITH_ITS_OWN = QT_TRANSLATE_NOOP(
    "Rules",
    "{unit} belongs to {side}, and the table is with {at_table}: a player fires, spots, moves and acts only with the "
    "units, batteries and aircraft of their own side (Players → Hand Over gives {side} the table)",
)
# An order, a barrage, an airstrike, a registration point or a minefield given for another side while a side has the
# table.
ACTS_FOR_ITSELF = QT_TRANSLATE_NOOP(
    "Rules",
    "{at_table} has the table and acts for itself, not for {side}: a player gives orders, fires barrages, flies "
    "airstrikes, plots registration points and lays minefields only for their own side (Players → Hand Over gives "
    "{side} the table)",
)


def owner_of(session: BattleSession, ident: str) -> tuple[str, str] | None:
    """The side a unit, battery or aircraft of the battle belongs to, and its name as the side at the table may read
    it (another side's hidden position: "a hidden position"; its battery: by where its fire landed); None for an id
    the battle does not have (the action names it)."""
    battle = session.battle
    if battle.unit(ident) is not None:
        unit = battle.unit(ident)
        assert unit is not None
        return unit.side, public_unit_name(session, ident)
    battery = battle.battery(ident)
    if battery is not None:
        return battery.side, battery_name(battle, ident, battle.at_table)
    plane = next((a for a in battle.aircraft if a.id == ident), None)
    if plane is not None:
        return plane.side, aircraft_name(session, plane)
    return None


def in_hand(session: BattleSession, ident: str) -> bool:
    """Whether the player at the table may act with a unit, battery or aircraft: it is the side's own, or nobody has
    the table (the umpire's view). What a dialog offers as the one who acts."""
    at_table = session.battle.at_table
    owner = owner_of(session, ident) if at_table is not None else None
    return owner is None or owner[0] == at_table


def acting_refusal(session: BattleSession, ident: str) -> str | None:
    """Why the player at the table may not act with the unit, battery or aircraft ``ident``: it is another side's,
    named as the side at the table may read it; None when it may (:func:`in_hand`)."""
    battle = session.battle
    at_table = battle.at_table
    owner = owner_of(session, ident) if at_table is not None else None
    if at_table is None or owner is None or owner[0] == at_table:
        return None
    return ACTS_WITH_ITS_OWN.format(
        unit=owner[1], side=side_name(battle, owner[0]), at_table=side_name(battle, at_table)
    )


def refused_actor(session: BattleSession, ident: str) -> str | None:
    """:func:`acting_refusal` with its rule, as a refused action says it (``Resolution.refusal``): for the window to
    say why it does not take another side's unit as the one that acts (a tool pressed on it, a menu); None when it
    may act."""
    reason = acting_refusal(session, ident)
    if reason is None:
        return None
    return QT_TRANSLATE_NOOP("Rules", "{reason} ({rule})").format(reason=reason, rule=HIDDEN_INFORMATION)


def hand_refusal(session: BattleSession, action: Action) -> str | None:
    """Why the player at the table may not take ``action``: it is taken for another side (``acting_side``), or with a
    unit, battery or aircraft of another side (``hands``: its actors, the counters it moves or changes), named as
    every side may read it; None when all is the side's own, or nobody has the table (the umpire's view). The one
    check of a side's hand, made for every action before it is resolved (session/perform.py); what the action aims
    at, and what the rules have the other side answer with, are not in hand (docs/rules-notes.md, "A side acts only
    with its own units")."""
    battle = session.battle
    at_table = battle.at_table
    if at_table is None:
        return None
    side = action.acting_side()
    if side is not None and side != at_table and battle.side(side) is not None:
        return ACTS_FOR_ITSELF.format(at_table=side_name(battle, at_table), side=side_name(battle, side))
    if (refused := piece_refusal(session, action.pieces_in_hand())) is not None:
        return refused
    for piece_id, owner in action.owners_given().items():
        piece = seen_piece(session, piece_id)
        if piece is None or owner == piece.owner or owner in (None, at_table) or battle.side(owner) is None:
            continue  # what the battle does not have (or the side has not found) is the action's to say
        return ACTS_FOR_ITSELF.format(at_table=side_name(battle, at_table), side=side_name(battle, owner))
    if action.moves_counters:
        return handling_refusal(session, action.hands())
    return next((r for ident in action.hands() if (r := acting_refusal(session, ident)) is not None), None)


def handling_refusal(session: BattleSession, unit_ids: Iterable[str]) -> str | None:
    """Why the player at the table may not move, turn, delete or change one of ``unit_ids`` by hand: it is another
    side's counter (``View.may_change``), named as every side may read it; None when every one is the side's own, or
    nobody has the table (the umpire's view). Ids the battle does not have are left to the action to name."""
    battle = session.battle
    at_table = battle.at_table
    if at_table is None:
        return None
    view = view_of(battle, at_table)
    for unit_id in unit_ids:
        unit = battle.unit(unit_id)
        if unit is None or view.may_change(unit_id):
            continue
        return QT_TRANSLATE_NOOP(
            "Rules",
            "{unit} is a counter of {side}, and the table is with {at_table}: a player moves, turns, takes off and "
            "changes only the counters of their own side (Players → Hand Over gives {side} the table)",
        ).format(
            unit=public_unit_name(session, unit_id),
            side=side_name(battle, unit.side),
            at_table=side_name(battle, at_table),
        )
    return None


def piece_in_hand(session: BattleSession, piece_id: str) -> bool:
    """Whether the player at the table may change or take away a terrain piece: it is no side's (the table's), or its
    own side's minefield, or nobody has the table (the umpire's view). What the window's menus and tools offer."""
    return piece_refusal(session, (piece_id,)) is None


def refused_piece(session: BattleSession, piece_id: str) -> str | None:
    """:func:`piece_refusal` of one piece with its rule, as a refused action says it: for the window to say why it
    opens nothing of another side's minefield; None when the side may change it."""
    reason = piece_refusal(session, (piece_id,))
    if reason is None:
        return None
    return QT_TRANSLATE_NOOP("Rules", "{reason} ({rule})").format(reason=reason, rule=HIDDEN_INFORMATION)


def piece_refusal(session: BattleSession, piece_ids: Iterable[str]) -> str | None:
    """Why the player at the table may not change or take away one of ``piece_ids``: it is a minefield another side
    laid (3.6: marked on the board, or on its deployment sheet), named as every side may read it; None when each is
    the table's or the side's own, or nobody has the table. Ids the battle does not have are left to the action."""
    battle = session.battle
    at_table = battle.at_table
    if at_table is None:
        return None
    view = view_of(battle, at_table)
    for piece_id in piece_ids:
        piece = battle.piece(piece_id)
        if piece is None or piece.owner is None or piece.owner == at_table or battle.side(piece.owner) is None:
            continue
        if not view.shows_piece(piece_id):
            continue  # a minefield the side has not found: the action says the battle has none (seen_piece)
        return QT_TRANSLATE_NOOP(
            "Rules",
            "{piece} is a minefield of {side}, and the table is with {at_table}: a player moves, changes and takes "
            "away only the minefields of their own side (Players → Hand Over gives {side} the table)",
        ).format(
            piece=public_piece_name(battle, piece_id),
            side=side_name(battle, piece.owner),
            at_table=side_name(battle, at_table),
        )
    return None


def seen_piece(session: BattleSession, piece_id: str) -> TerrainPiece | None:
    """A terrain piece of the battle as the player at the table may name it: None for one the side's view does not
    show (another side's minefield not found, 3.6), as for an id the battle does not have, so that a change or a
    removal of it tells nothing of it."""
    battle = session.battle
    piece = battle.piece(piece_id)
    if piece is None or battle.at_table is None or view_of(battle, battle.at_table).shows_piece(piece_id):
        return piece
    return None


def placing_refusal(battle: Battle, side: str) -> str | None:
    """Why a counter of ``side`` may not be placed now: another side has the table; None when it may (``side`` has
    the table, or everyone has it)."""
    at_table = battle.at_table
    if at_table is None or at_table == side:
        return None
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{at_table} has the table and places its own counters, not {side}'s: hand the table over to {side} to place "
        "them (Players → Hand Over)",
    ).format(at_table=side_name(battle, at_table), side=side_name(battle, side))


def buying_refusal(battle: Battle, side: str) -> str | None:
    """Why ``side``'s forces may not be bought now: another side has the table; None when they may."""
    at_table = battle.at_table
    if at_table is None or at_table == side:
        return None
    return QT_TRANSLATE_NOOP(
        "Rules",
        "{at_table} has the table and buys its own forces, not {side}'s: hand the table over to {side} to buy them "
        "(Players → Hand Over)",
    ).format(at_table=side_name(battle, at_table), side=side_name(battle, side))


def sides_had_the_table(session: BattleSession) -> frozenset[str]:
    """The sides whose player has had the table in the battle's step of this turn: the side that has it now, and every
    side that had it when an action of the step was recorded (its hand-over on among them), as the record every side
    may read tells it (File → Replay lists every hand-over). In artillery step C a side's batteries are its secret
    (4.1): that a side's player has had the table in the step is what the other side may know of its orders
    (docs/rules-notes.md, "Hot seat — artillery step C, who takes the table")."""
    battle = session.battle
    step = battle.step or session.tables.sequence.first.id
    had = {r.side for r in battle.actions if r.side is not None and r.turn == battle.turn and r.step == step}
    if battle.at_table is not None:
        had.add(battle.at_table)
    return frozenset(had)
