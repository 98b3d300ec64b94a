"""Every action a player takes that changes a battle, as a frozen value tagged by its ``kind``
(docs/battle-format.md, "actions"; docs/cli.md, ``morefire act``).

    action = parse_action({"kind": "fire", "firer": "ge3", "target": "su4"})
    action_data(action)        # {"kind": "fire", "firer": "ge3", "target": "su4"}: what the file keeps

Each family of the rules keeps its actions in a module of its own; :data:`ACTION_TYPES` lists them all, in the order
docs/battle-format.md gives them.
"""

from __future__ import annotations

from typing import Annotated, Any, Union

from pydantic import Field, TypeAdapter

from morefire_gui.model.actions.aircraft import AircraftRun, Airstrike, SetSnowing, TurnArrow
from morefire_gui.model.actions.artillery import (
    ArtilleryOrder,
    Barrage,
    BreakDownBattery,
    BreakDownGun,
    DefineBattery,
    DeleteBattery,
    PlotRegistrationPoint,
    RemoveRegistrationPoint,
    SetUpBattery,
    SetUpGun,
)
from morefire_gui.model.actions.base import Action
from morefire_gui.model.actions.direct_fire import DirectFire, DropLostSpots, Spot
from morefire_gui.model.actions.forces import (
    BuildingDestroyed,
    BuyForces,
    CompletePlacement,
    ObjectiveReached,
    RecordVictory,
    SetMission,
)
from morefire_gui.model.actions.infantry import Assault, InfantryFire, Melee, ReclassifySuicideSquad
from morefire_gui.model.actions.movement import CloseCombat, CloseCombatPass, Dismount, Mount, Move, RollIce, SkiTroops
from morefire_gui.model.actions.table import (
    ChangeSettings,
    ChangeTerrain,
    ChangeUnits,
    PlaceTerrain,
    PlaceUnit,
    RemoveTerrain,
    RemoveUnits,
    SetSequence,
    SetTableImage,
)
from morefire_gui.model.actions.turns import HandOver, MarkActed, NextStep, RollActivation, StepBack

__all__ = ["ACTION_TYPES", "Action", "AnyAction", "action_data", "action_kinds", "parse_action"]

ACTION_TYPES: tuple[type[Action], ...] = (
    # the table
    PlaceTerrain,
    ChangeTerrain,
    RemoveTerrain,
    PlaceUnit,
    ChangeUnits,
    RemoveUnits,
    ChangeSettings,
    SetSequence,
    SetTableImage,
    # the sequence of play
    NextStep,
    StepBack,
    MarkActed,
    RollActivation,
    HandOver,
    # direct fire (2.1-2.6)
    Spot,
    DirectFire,
    DropLostSpots,
    # the forces and the scenario (Table VI, the specials, the victory conditions)
    BuyForces,
    CompletePlacement,
    SetMission,
    ObjectiveReached,
    BuildingDestroyed,
    RecordVictory,
    # infantry combat (3.1-3.5)
    InfantryFire,
    Melee,
    Assault,
    ReclassifySuicideSquad,
    # artillery (4.2-4.12)
    ArtilleryOrder,
    SetUpBattery,
    BreakDownBattery,
    SetUpGun,
    BreakDownGun,
    Barrage,
    PlotRegistrationPoint,
    RemoveRegistrationPoint,
    DefineBattery,
    DeleteBattery,
    # movement (1.2-1.5, 3.6) and aircraft (rule 5)
    Move,
    CloseCombat,
    CloseCombatPass,
    Mount,
    Dismount,
    SkiTroops,
    RollIce,
    Airstrike,
    AircraftRun,
    TurnArrow,
    SetSnowing,
)

# The union of a tuple of classes has no spelling with |.
AnyAction = Annotated[Union[ACTION_TYPES], Field(discriminator="kind")]  # type: ignore[valid-type]  # a union of a tuple  # noqa: UP007
_ADAPTER: TypeAdapter[Action] = TypeAdapter(AnyAction)


def action_kinds() -> dict[str, type[Action]]:
    """Each action's ``kind`` tag and its type."""
    return {t.model_fields["kind"].default: t for t in ACTION_TYPES}


def parse_action(data: Any) -> Action:
    """The typed action a mapping describes; pydantic's ValidationError names the key that is wrong."""
    return _ADAPTER.validate_python(data)


def action_data(action: Action) -> dict[str, Any]:
    """The action as a file keeps it: JSON-ready, without the keys left at their defaults (``kind`` always)."""
    data = action.model_dump(mode="json", exclude_defaults=True)
    return {"kind": action.kind, **{k: v for k, v in data.items() if k != "kind"}}
