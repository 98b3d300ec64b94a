"""What every action is: a small frozen value that says what a player does, in the battle's own words and ids, and
nothing the rules decide. Actions are kept in the battle file (``actions:``), written by hand for ``morefire act``,
and handed from the window, the command line or a replay to ``BattleSession.perform``.

Each kind of action is a frozen pydantic model with a ``kind`` tag (``move``, ``fire``, ``order`` ...) that names it
in files; :mod:`morefire_gui.model.actions` gathers every kind into one tagged union.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from pydantic import BaseModel, ConfigDict

# How an action's title says an id it holds (a unit's, an aircraft's, a battery's, a side's): the session gives the
# name a person reads ("Tiger 2"); without one, the id as it is.
Namer = Callable[[str], str]


def as_is(ident: str) -> str:
    return ident


class Action(BaseModel):
    """The base of every action. ``kind`` is the tag a file names the action by; ``title`` says it in words."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str
    # What the action is called in the window's undo history and the log when it has no log entry of its own.
    label: ClassVar[str] = "Action"
    # Part of laying out the battle (the table, the forces, the settings), not of its play: a strict battle takes it
    # only before play begins (docs/rules-notes.md, "Sequence of play — set-up").
    set_up: ClassVar[bool] = False
    # Whether committing it means play has begun (a move, a shot); False for the set-up's and for what may be done at
    # any time (the settings, handing over, the sequence kept or not).
    begins_play: ClassVar[bool] = True
    # Its resolution reads the aircraft figures (rule 5), which a player may have of their own: its record keeps them.
    reads_aircraft_figures: ClassVar[bool] = False
    # It moves, turns, takes off or changes counters by hand (a table edit, a move, mounting): refused for another
    # side's counter in the words of a hand on it rather than of an act of the rules (session/at_table.py).
    moves_counters: ClassVar[bool] = False

    def title(self, name: Namer = as_is) -> str:
        """The action in words, for the undo history and the replay (``Move Tiger 2``, ``Next step``), each id it
        holds said by ``name`` (the session's names: session/names.py, ``action_title``)."""
        return self.label

    def actor_ids(self) -> tuple[str, ...]:
        """The units, batteries or aircraft that act (the sequence of play checks them); none for a table edit."""
        return ()

    def hands(self) -> tuple[str, ...]:
        """The units, batteries and aircraft the action takes in hand: its actors, and the counters it moves, turns,
        takes off or changes. While a side has the table every one must be that side's own (session/at_table.py,
        ``hand_refusal``); what it aims at, or what the rules have answer it (a melee's defender, an assault's
        supporting fire), is not in hand."""
        return self.actor_ids()

    def acting_side(self) -> str | None:
        """The side the action is taken for, where it names one (a battery's order, a barrage, an airstrike, a
        registration point): while a side has the table, that side alone."""
        return None

    def pieces_in_hand(self) -> tuple[str, ...]:
        """The terrain pieces the action changes or takes away: a minefield a side laid (3.6) is in that side's hand
        alone while a side has the table (session/at_table.py, ``hand_refusal``)."""
        return ()

    def owners_given(self) -> dict[str, str | None]:
        """The owner each terrain piece the action changes is left with (3.6: the side a minefield is laid for), by
        the piece's id: a minefield given to another side is laid for that side."""
        return {}
