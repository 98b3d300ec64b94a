"""What every action is: a small frozen value that says what a player does, in the battle's own words and ids, and
nothing the rules decide. Actions are kept in the battle file (``actions:``), written by hand for ``morefire act``,
and handed from the window, the command line or a replay to ``BattleSession.perform``.

Each kind of action is a frozen pydantic model with a ``kind`` tag (``move``, ``fire``, ``order`` ...) that names it
in files; :mod:`morefire_gui.model.actions` gathers every kind into one tagged union.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict

# The battle's own kinds of number and id, with their ranges (docs/battle-format.md, "Numbers and their ranges").
from morefire_gui.model.numbers import Coordinate, Identifier, Point, Turn  # noqa: F401 - the actions' modules use them


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

    def title(self) -> str:
        """The action in words, for the undo history and the replay (``Move ge2``, ``Next step``)."""
        return self.label

    def actor_ids(self) -> tuple[str, ...]:
        """The units, batteries or aircraft that act (the sequence of play checks them); none for a table edit."""
        return ()
