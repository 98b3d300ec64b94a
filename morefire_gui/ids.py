"""The ids a battle names its things by: the ``id:`` keys of a battle file (``ge2``, ``w4``, ``axis``, ``bty1``),
plain text that the model checks (``model.numbers.Identifier``). Each kind has its name here, once, so that a
signature says which thing it takes: ``unit_los(a: UnitId, b: UnitId)``, ``piece(piece_id: PieceId)``."""

from __future__ import annotations

from typing import TypeAlias

__all__ = ["ID_PATTERN", "AircraftId", "BatteryId", "PieceId", "SideId", "UnitId"]

# How every id is written, in a battle file and in the catalogue: letters, digits, "_", "." and "-".
ID_PATTERN = r"^[A-Za-z0-9_.\-]+$"

UnitId: TypeAlias = str  # a unit's (a counter's) id
PieceId: TypeAlias = str  # a terrain piece's id
SideId: TypeAlias = str  # a side's id: "axis", "allies", or a scenario's own
BatteryId: TypeAlias = str  # an artillery battery's id
AircraftId: TypeAlias = str  # an aircraft in play's id
