"""Infantry combat in play (rules 3.1-3.5): fire into a 100-yard square, melees, assaults on tanks and bunkers, and
suicide squads, each resolved with injected dice and turned into one edit (not applied), and the handlers that
perform their actions (model/actions/infantry.py):

    resolution = session.perform(InfantryFire(area=(40, 20), firers=("ge11", "ge3:TMG")))
    resolution.result                 # an InfantryFireOutcome: the plan, the rolls, the edit
    session.commit(resolution)        # the results, the firers' marks, the log entry, the action's record

    session.perform(Melee(attacker="ge11", defender="su2"))
    session.perform(Assault(infantry="su4", target="ge3", support=("ge12",)))
    session.perform(ReclassifySuicideSquad(unit="ja3"))

The rules core decides (rules/infantry/fire.py, melee.py, assault.py, suicide_squads.py); the geometry
(geometry/infantry.py) says what is in the area, what ground a unit stands on and how far apart units are.

Readings (docs/rules-notes.md, "Sequence of play — infantry combat"): in a battle kept to the sequence of play,
infantry fire is direct fire step 4 (a vehicle's TMG and T-HE into a target area, step 3); a melee, melee step A; an
assault, melee step B; a reclassification, movement step 6 (before the unit moves) or melee step B (before it
assaults).

The parts: :mod:`.words` (the steps and shared words), :mod:`.fire` (3.5), :mod:`.melee` (3.1), :mod:`.assault` (3.2
and 3.3) and :mod:`.actions` (the handlers).
"""

from morefire_gui.geometry.infantry import MELEE_REACH_YARDS
from morefire_gui.session.infantry.assault import (
    AssaultOutcome,
    SuicideReclassification,
    assault,
    assault_targets,
    fire_resolved_this_turn,
    may_be_reclassified,
    nearest_tank_or_bunker,
    reclassify_suicide_squad,
    suicide_duties,
    support_candidates,
    support_refusals,
    year_of_battle,
)
from morefire_gui.session.infantry.fire import (
    FirePlan,
    FirerCandidate,
    InfantryFireOutcome,
    WeaponReading,
    fire,
    fire_candidates,
    plan_infantry_fire,
    results_edit,
    target_facts,
    weapons_of,
)
from morefire_gui.session.infantry.melee import MeleeOutcome, melee, melee_opponents
from morefire_gui.session.infantry.words import (
    ASSAULT_STEP,
    INFANTRY_MOVEMENT_STEP,
    MELEE_STEP,
    NO_FIRER,
    RECLASSIFY_STEPS,
    RECLASSIFY_WORDS,
    STEP_WORDS,
)

__all__ = [
    "ASSAULT_STEP",
    "INFANTRY_MOVEMENT_STEP",
    "MELEE_REACH_YARDS",
    "MELEE_STEP",
    "NO_FIRER",
    "RECLASSIFY_STEPS",
    "RECLASSIFY_WORDS",
    "STEP_WORDS",
    "AssaultOutcome",
    "FirePlan",
    "FirerCandidate",
    "InfantryFireOutcome",
    "MeleeOutcome",
    "SuicideReclassification",
    "WeaponReading",
    "assault",
    "assault_targets",
    "fire",
    "fire_candidates",
    "fire_resolved_this_turn",
    "may_be_reclassified",
    "melee",
    "melee_opponents",
    "nearest_tank_or_bunker",
    "plan_infantry_fire",
    "reclassify_suicide_squad",
    "results_edit",
    "suicide_duties",
    "support_candidates",
    "support_refusals",
    "target_facts",
    "weapons_of",
    "year_of_battle",
]
