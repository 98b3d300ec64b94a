"""Tank and anti-tank direct fire in play (rules 2.1-2.6, and rule 3.4's squad weapons through the same path): spot a
target, fire a gun at it, and turn the result into one undoable edit. The board tool, the fire dialog and the
``morefire fire`` and ``morefire spot`` commands all go through here:

    plan = plan_fire(session, FireRequest("ge3", "su4"))        # range, line of sight, spotting, aspect, chance
    resolution = session.perform(DirectFire(firer="ge3", target="su4"))   # the rules' DirectFireResult, ONE edit
    session.commit(resolution)                                   # the damage, the marks, the log entry: ONE step

    session.commit(session.perform(Spot(spotter="ge3", target="su4")))   # 2.1, the spot recorded

Nothing here decides a rule: the rules core (rules/direct_fire/spotting.py, direct_fire.py, hit_location.py, vehicle_damage.py)
rolls and reads the tables; the geometry (geometry/direct_fire.py, the line of sight) says where things are.

Readings (docs/rules-notes.md, 2.1-2.6): a basic game records a spot as the target's status ``spotted`` (for the
battle); an advanced game adds the spotter to the target's ``spotted_by``, and drops it when the spotter's line of
sight is found blocked (a resolution, or :func:`lost_spots` after movement). Infantry counters are fired on by
infantry fire (3.5), not here; gun counters are (2.2's "Is an Anti-tank gun").

The parts: :mod:`.words` (the steps and shared words), :mod:`.weapons`, :mod:`.facts` (what spotting and fire read
of a unit), :mod:`.spotting` (2.1), :mod:`.fire` (2.2-2.6) and :mod:`.actions` (the handlers).
"""

from morefire_gui.session.claims import target_fired_this_turn
from morefire_gui.session.direct_fire.actions import fire_request
from morefire_gui.session.direct_fire.facts import current_turn
from morefire_gui.session.direct_fire.fire import (
    FireOutcome,
    FirePlan,
    FireRequest,
    Revealed,
    fire_edit,
    fire_log,
    plan_fire,
    resolve_fire,
)
from morefire_gui.session.direct_fire.markers import fires_at_marker, plan_marker_shot, plan_shot
from morefire_gui.session.direct_fire.spotting import (
    LostSpots,
    SpotOutcome,
    SpotRequest,
    lost_spots,
    spot,
    spot_log,
    spots_lost_by_moving,
    spotted_this_turn,
)
from morefire_gui.session.direct_fire.weapons import WeaponChoice, unrated_guns, weapons_of
from morefire_gui.session.direct_fire.words import FIRE_STEPS, LOST_SPOTS_STEPS, LOST_SPOTS_WORDS, spots_dropped_text

__all__ = [
    "FIRE_STEPS",
    "LOST_SPOTS_STEPS",
    "LOST_SPOTS_WORDS",
    "FireOutcome",
    "FirePlan",
    "FireRequest",
    "LostSpots",
    "Revealed",
    "SpotOutcome",
    "SpotRequest",
    "WeaponChoice",
    "current_turn",
    "fire_edit",
    "fire_log",
    "fire_request",
    "fires_at_marker",
    "lost_spots",
    "plan_fire",
    "plan_marker_shot",
    "plan_shot",
    "resolve_fire",
    "spot",
    "spot_log",
    "spots_dropped_text",
    "spots_lost_by_moving",
    "spotted_this_turn",
    "target_fired_this_turn",
    "unrated_guns",
    "weapons_of",
]
