"""The battle log: every resolution's steps, appended in order and kept in the battle file.

Entries are never removed or changed: undoing a move or a barrage's effects leaves its rolls in the log.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from morefire_gui.model.numbers import MAX_NAME, MAX_RECORDS, Name, Text, Turn


class LogEntry(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    seq: int = Field(ge=1, le=MAX_RECORDS, description="1, 2, 3 ... in the order things happened")
    at: str = Field(max_length=MAX_NAME, description="when it was recorded, ISO 8601")
    kind: str = Field(min_length=1, max_length=MAX_NAME, description="what was resolved: barrage, fire, move, melee, note ...")
    title: Text
    summary: Text = ""
    turn: Turn | None = None
    phase: Name | None = None
    side: Name | None = None
    secret: bool | None = Field(default=None, description="true: only ``side`` sees it in a side's view of a hot-seat "
                                "game (its batteries' set-up, missions and counter-battery fire: 4.1's written "
                                "requests); the umpire's view and the after-action report show it")
    steps: tuple[dict[str, Any], ...] = Field(default=(), description="each step as rules.explain.step_to_dict")
    # Who acted and at whom: the sequence of play reads them (a spotter rolls once per target per turn, a unit
    # acts once in a step), and undo never takes an entry back.
    actors: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    free: bool | None = Field(default=None, description="true: taken in a battle played free of the sequence of "
                                                         "play")

    def rolls(self) -> list[dict[str, Any]]:
        return [s for s in self.steps if s.get("kind") == "roll"]
