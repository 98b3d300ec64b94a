"""A side as a check of the battle file names it: by its id, as the file writes it (``side 'axis'``), and by what it
is for the players beside it where that says more than the id, as the rest of the app names it (``Side.label``:
``side 'axis' (Kampfgruppe Peiper)``, ``side 'axis' (Axis (attacker))``)."""

from __future__ import annotations

from collections.abc import Iterable

from morefire_gui.model.battle import Side


def side_in_file(side_id: str, sides: Iterable[Side]) -> str:
    """``side 'axis' (Kampfgruppe Peiper)``; ``side 'axis'`` where the side has no name but its id ("Axis"), or
    where ``sides`` has no side of that id."""
    side = next((s for s in sides if s.id == side_id), None)
    if side is None or side.label.lower() == side_id.lower():
        return f"side {side_id!r}"
    return f"side {side_id!r} ({side.label})"
