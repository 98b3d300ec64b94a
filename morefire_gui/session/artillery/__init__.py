"""Artillery in play (rule 4): plan a barrage on the table, fire it with injected dice, and turn the result
into one edit (not applied); the barrage fired at once (the :class:`Barrage` action of a battle played free of the
sequence of play), and a fire mission landing at artillery step A of its impact turn (:func:`land_mission`, which
the turn advance calls). Also the edits that plot registration points and keep batteries and fire missions.

    plan = plan_barrage(session, BarrageRequest(side="axis", battery="art1", registration_point=3))
    outcome = fire_barrage(session, plan, dice)        # the rules' BarrageResult, the impact, the zone facts
    edit = barrage_edit_with_reveals(battle, outcome)  # one Compound: statuses, cleared minefields, reveals
    session.commit(session.perform(Barrage(...)))      # a player's barrage: the one path of an action

Nothing here decides a rule: the rules core (rules/artillery/barrage.py) rolls and reads the tables, the geometry
(geometry/barrage.py) says where things are; this package wires the two to a battle.

The parts: :mod:`.batteries` (what fires), :mod:`.plan` (before the dice), :mod:`.firing` (the dice), :mod:`.result`
(the edit and the log), :mod:`.at_once` (the Barrage action), :mod:`.landing` (a fire mission landing) and
:mod:`.records` (registration points, batteries and fire missions kept).
"""

from morefire_gui.session.artillery.at_once import NO_REQUEST, barrage_request, request_now
from morefire_gui.session.artillery.batteries import (
    OffBoardGuns,
    battery_deployment,
    battery_guns,
    battery_guns_said,
    battery_site,
    guns_destroyed,
    guns_of_a_calibre,
    require_own_battery,
    rules_battery,
)
from morefire_gui.session.artillery.firing import BarrageOutcome, fire_barrage
from morefire_gui.session.artillery.landing import DAMAGE_STEP, IMPACT_STEP, Landing, land_mission
from morefire_gui.session.artillery.plan import (
    BarragePlan,
    BarrageRequest,
    mission_request,
    plan_barrage,
    template_zone,
)
from morefire_gui.session.artillery.records import (
    ReplaceBatteries,
    ReplaceFireMissions,
    end_fire_mission,
    plot_registration_point,
    remove_registration_point,
    set_batteries,
    set_fire_mission,
)
from morefire_gui.session.artillery.result import barrage_edit, barrage_edit_with_reveals, barrage_log
from morefire_gui.session.edits import ReplaceSide

__all__ = [
    "DAMAGE_STEP",
    "IMPACT_STEP",
    "NO_REQUEST",
    "BarrageOutcome",
    "BarragePlan",
    "BarrageRequest",
    "Landing",
    "OffBoardGuns",
    "ReplaceBatteries",
    "ReplaceFireMissions",
    "ReplaceSide",
    "barrage_edit",
    "barrage_edit_with_reveals",
    "barrage_log",
    "barrage_request",
    "battery_deployment",
    "battery_guns",
    "battery_guns_said",
    "battery_site",
    "end_fire_mission",
    "fire_barrage",
    "guns_destroyed",
    "guns_of_a_calibre",
    "land_mission",
    "mission_request",
    "plan_barrage",
    "plot_registration_point",
    "remove_registration_point",
    "request_now",
    "require_own_battery",
    "rules_battery",
    "set_batteries",
    "set_fire_mission",
    "template_zone",
]
