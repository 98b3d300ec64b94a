"""Movement in play (rules 1.2-1.5, 3.6 and the terrain and weather definitions): plan a move along a path without
dice (for the board's preview while dragging), resolve it with injected dice (mountain breakdowns, minefields), and
turn the outcome into one edit with every effect. Also mounting and dismounting, ski troops, TUNDRA's ice, and the
close-combat movement order.

    plan = plan_move(session, MoveRequest("ge1", ((30, 20), (40, 20))))   # allowance, stop point: no dice
    resolution = session.perform(Move(unit="ge1", path=((30, 20), (40, 20))))
    session.commit(resolution)          # the move, its rolls' effects, the mark and the log entry as one step

The actions (``Move``, ``Mount``, ``Dismount``, ``SkiTroops``, ``RollIce``) are performed by the handlers in
:mod:`.actions`: in a strict battle a vehicle moves in movement step 1 (the whole move on the road) or 2, infantry
and weapon systems in step 6, mounting and dismounting in step 5 (docs/rules-notes.md, "Sequence of play — movement").

Nothing here decides a rule: the rules core (rules/movement_allowance.py, rules/minefields.py, rules/scenario/weather.py)
decides, the geometry (geometry/paths.py, geometry/minefields.py) says where things are; this package wires the
two to a battle.

The parts: :mod:`.words` (the steps and shared words), :mod:`.moves` (a move planned and resolved), :mod:`.mounting`,
:mod:`.ski_troops`, :mod:`.close_combat`, :mod:`.summary` (the log) and :mod:`.actions` (the handlers).
"""

from morefire_gui.session.movement.actions import move_step
from morefire_gui.session.movement.close_combat import close_combat_order_for
from morefire_gui.session.movement.mounting import MountResult, dismount, dismount_point, mount
from morefire_gui.session.movement.moves import MoveOutcome, MovePlan, MoveRequest, deep_snow, plan_move, resolve_move
from morefire_gui.session.movement.ski_troops import set_ski_troops
from morefire_gui.session.movement.summary import move_log, move_summary
from morefire_gui.session.movement.words import (
    CROSS_COUNTRY,
    INFANTRY_MOVEMENT,
    MOUNTING,
    OFF_THE_ROAD,
    ROAD,
    STEP_WORDS,
)

__all__ = [
    "CROSS_COUNTRY",
    "INFANTRY_MOVEMENT",
    "MOUNTING",
    "OFF_THE_ROAD",
    "ROAD",
    "STEP_WORDS",
    "MountResult",
    "MoveOutcome",
    "MovePlan",
    "MoveRequest",
    "close_combat_order_for",
    "deep_snow",
    "dismount",
    "dismount_point",
    "mount",
    "move_log",
    "move_step",
    "move_summary",
    "plan_move",
    "resolve_move",
    "set_ski_troops",
]
