"""The battle's record of play: every action committed, in order, with the dice it rolled, so that the battle can be
replayed from the position it started from (``start``) and reach the same state (docs/battle-format.md, "actions").

The action itself is kept as the mapping a file writes (``{kind: move, unit: ge2, path: [...]}``); the battle file's
check validates it into the typed action of :mod:`morefire_gui.model.actions`, naming the line of a bad one.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from morefire_gui.model.numbers import MAX_RECORDS, Turn

# The same definitions as model/battle.py's (that module imports this one, so they cannot be imported here).
_Identifier = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.\-]+$")]


class RollRecord(BaseModel):
    """One die an action rolled: which die, the face (a d10's printed 0 is 10, a d100's 00 is 100), what for, and
    whether a player typed it in from physical dice."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    die: Literal["d6", "d10", "d100"]
    face: int = Field(ge=1, le=100)
    purpose: str = ""
    by_hand: bool = False


class ActionRecord(BaseModel):
    """An action committed to the battle: its number, the turn and step it was taken in, the side at the table, when,
    the action, the dice it rolled in order, the log entries it wrote (and where the log stood), and the digest of the battle's state after it
    (``morefire replay`` names the first action whose state differs)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    n: int = Field(ge=1, le=MAX_RECORDS)
    turn: Turn
    step: str = Field(min_length=1)
    side: _Identifier | None = None
    at: str = ""
    free: bool | None = Field(default=None, description="taken in a battle played free of the sequence of play")
    action: dict[str, Any]
    dice: tuple[RollRecord, ...] = ()
    log: tuple[Annotated[int, Field(ge=1, le=MAX_RECORDS)], ...] = ()
    # The number its log entries start from: the log held ``log_from - 1`` entries when it was committed (a replay
    # puts back the entries of actions undone before it, which the rules may read: who fired this turn).
    log_from: int | None = Field(default=None, ge=1, le=MAX_RECORDS)
    state: str | None = Field(default=None, description="sha256 of the battle's state after the action")
    # An aircraft's action played with a player's own figures (Aircraft -> Aircraft Figures..., --aircraft-tables):
    # the keys they change from the app's, so that a replay flies it as it was flown.
    aircraft_figures: dict[str, Any] | None = None

    @property
    def kind(self) -> str:
        return str(self.action.get("kind", ""))
