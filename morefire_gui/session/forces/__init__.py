"""Building the forces: each side buys units from the catalogue (of its nation, what it fielded, the allied
contingents a special allows, in service in the battle's year) and airstrikes, against a points budget that follows
the mission's point ratio (Table VI; "Airstrikes must be paid for in Army points", Table VII); the specials' force
limits are checked by :mod:`morefire_gui.rules.scenario.specials`; then the counters are laid out in rows in each
side's deployment zone, facing the enemy, as one undoable edit.

Buying is an action, a side at a time (:class:`~morefire_gui.model.actions.forces.BuyForces`, performed by the
handler in :mod:`.purchase`): Build Forces and ``morefire forces`` build it, the session checks every limit and lays the
counters out, and the commit writes them, the batteries and the airstrikes kept, with the purchase in the log::

    setup = force_setup(session)
    action = BuyForces(side="axis", units=(UnitPick(type="pz4h", count=3),), points=1000)
    check = check_forces(session, plan_of(session, action))   # every limit, met or not, with its reason
    resolution = session.perform(action)                      # refused with the broken limit and its rule
    session.commit(resolution)

The parts: :mod:`.ground` (where the forces deploy), :mod:`.budget` (the set-up, what may be bought, the prices and
the budget), :mod:`.limits` (every limit checked), :mod:`.placement` (the counters laid out) and :mod:`.purchase` (the
action).
"""

from morefire_gui.session.forces.budget import (
    DEFAULT_DEFENDER_POINTS,
    AgreedTerms,
    ForceSetup,
    ForcesRefused,
    agreed_terms,
    army_points,
    available_aircraft,
    available_units,
    battery_guns,
    battery_points,
    battle_budget,
    default_points,
    force_setup,
    side_allegiance,
    side_contingents,
    side_formations,
)
from morefire_gui.session.forces.ground import (
    BOARD_PIXELS_1366,
    BUILD_FORCES_COMMAND,
    DEPLOYMENT_RULE,
    FORCES_PENDING,
    GAP_INCHES,
    NO_FORCES_YET,
    PLACEMENT_PENDING,
    PLACEMENT_RULE,
    READ_PIXELS,
    flag_clearances,
    forces_pending,
    formation_pitch,
    landing_side,
    outside_deployment,
    placement_pending,
    side_ground,
    zone_lands,
)
from morefire_gui.session.forces.limits import (
    ARMY_RULE,
    ISLAND_ORDER_RULE,
    ForcePick,
    ForcePlan,
    ForcesCheck,
    LimitCheck,
    SideForce,
    SideSpending,
    check_forces,
    deploys_before_the_waves,
    island_order_refusal,
)
from morefire_gui.session.forces.placement import (
    ForceOutcome,
    ForcePlacement,
    build_forces,
    landing_note,
    new_battery_id,
    place_forces,
)
from morefire_gui.session.forces.purchase import first_refusal, limit_steps, plan_of, purchase_year

__all__ = [
    "ARMY_RULE",
    "BOARD_PIXELS_1366",
    "BUILD_FORCES_COMMAND",
    "DEFAULT_DEFENDER_POINTS",
    "DEPLOYMENT_RULE",
    "FORCES_PENDING",
    "GAP_INCHES",
    "ISLAND_ORDER_RULE",
    "NO_FORCES_YET",
    "PLACEMENT_PENDING",
    "PLACEMENT_RULE",
    "READ_PIXELS",
    "AgreedTerms",
    "ForceOutcome",
    "ForcePick",
    "ForcePlacement",
    "ForcePlan",
    "ForceSetup",
    "ForcesCheck",
    "ForcesRefused",
    "LimitCheck",
    "SideForce",
    "SideSpending",
    "agreed_terms",
    "army_points",
    "available_aircraft",
    "available_units",
    "battery_guns",
    "battery_points",
    "battle_budget",
    "build_forces",
    "check_forces",
    "default_points",
    "deploys_before_the_waves",
    "first_refusal",
    "flag_clearances",
    "force_setup",
    "forces_pending",
    "formation_pitch",
    "island_order_refusal",
    "landing_note",
    "landing_side",
    "limit_steps",
    "new_battery_id",
    "outside_deployment",
    "place_forces",
    "placement_pending",
    "plan_of",
    "purchase_year",
    "side_allegiance",
    "side_contingents",
    "side_formations",
    "side_ground",
    "zone_lands",
]
