"""Hidden deployment with fake markers, as Place Forces lays it out: TARAWA's "the Japanese player deploys markers
representing fake (1/3) and actual (2/3) positions", ISLAND B's "See Tarawa section for hidden deployment option" for
an island invasion's defender, and JUNGLE's "Hidden markers can be used" for every side of a jungle battle. The real
counters are placed as hidden positions (the actual positions) and the fake markers with them (``decoy: true``); the
split is checked by the rules core (:func:`~morefire_gui.rules.scenario.specials.check_markers`, TARAWA's third
exactly; :func:`~morefire_gui.rules.scenario.specials.check_jungle_markers`, JUNGLE's at most a third). Another side
sees every one of them only as a marker (session/visibility.py), so nothing here may tell a fake from a real one: a
fake stands in the line of a real counter's kind, with its footprint, in an order the other side cannot work out
(:func:`marker_order`).

    marker_special(Special.TARAWA, "axis", "axis")         # Special.TARAWA: the Japanese deploy as markers
    marker_special(None, "axis", "allies", BattlefieldTerrain.JUNGLE)  # BattlefieldTerrain.JUNGLE: they may
    marker_limits(battle, Special.TARAWA, "axis", "axis", "Japanese", counters=6, hidden=True, fakes=3)
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Status
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.scenario.specials import check_jungle_markers, check_markers, tarawa_markers
from morefire_gui.rules.scenario.terms import Special
from morefire_gui.rules.scenario.weather import BattlefieldTerrain
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

__all__ = [
    "FAKE_NAME",
    "MarkerLimit",
    "MarkerRule",
    "fake_types",
    "fakes_offered",
    "marker_limits",
    "marker_order",
    "marker_rule",
    "marker_special",
    "markers_on_table",
]

FAKE_NAME = "Fake marker {n}"  # a fake marker's name, its owner's to read (another side sees a marker only)


MarkerRule = Special | BattlefieldTerrain  # the scenario entry that gives a side its markers


def marker_special(
    special: Special | None, defender: str | None, side_id: str, terrain: BattlefieldTerrain | None = None
) -> MarkerRule | None:
    """The scenario entry that has ``side_id`` deploy as markers with fake ones: TARAWA for its defender (the Japanese:
    "The allied player is the attacker"), ISLAND for its defender (B: the hidden deployment option), JUNGLE for every
    side of a battle whose ``terrain`` is jungle ("Hidden markers can be used": the rule names no side); None for any
    other side or battle. The special's own rule wins for the side it names."""
    if side_id == defender and special in (Special.TARAWA, Special.ISLAND):
        return special
    if terrain is BattlefieldTerrain.JUNGLE:
        return BattlefieldTerrain.JUNGLE
    return None


def marker_rule(given: MarkerRule) -> str:
    """The rule a side's markers are checked under: JUNGLE's own, or TARAWA's (ISLAND B deploys "See Tarawa")."""
    return "JUNGLE" if given is BattlefieldTerrain.JUNGLE else "TARAWA"


def markers_on_table(battle: Battle, side_id: str) -> tuple[int, int]:
    """The side's markers on the table: its actual positions (real units, hidden) and its fake markers."""
    mine = [u for u in battle.units if u.side == side_id and u.has(Status.HIDDEN)]
    fakes = sum(1 for u in mine if u.decoy)
    return len(mine) - fakes, fakes


@dataclass(frozen=True)
class MarkerLimit:
    """One limit of the hidden deployment, met or not (Place Forces shows it with the others)."""

    rule: str
    text: str
    ok: bool


def marker_limits(
    battle: Battle,
    special: Special | None,
    defender: str | None,
    side_id: str,
    side_label: str,
    counters: int,
    hidden: bool,
    fakes: int,
    terrain: BattlefieldTerrain | None = None,
) -> list[MarkerLimit]:
    """The limits on a side's purchase of ``counters`` new counters, placed ``hidden`` or not, with ``fakes`` fake
    markers: only a side the special or a jungle ``terrain`` gives markers deploys hidden or fake; TARAWA's Japanese
    deploy every counter as a marker; and the markers on the table after it are one third fake (TARAWA, ISLAND B) or
    at most one third (JUNGLE), checked whenever the side has any."""
    given = marker_special(special, defender, side_id, terrain)
    if given is None:
        if not (hidden or fakes):
            return []
        return [
            MarkerLimit(
                "TARAWA",
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{side} deploys no hidden positions or fake markers: the Japanese of a TARAWA battle, the defender "
                    "of an ISLAND invasion and every side of a JUNGLE battle do",
                ).format(side=side_label),
                False,
            )
        ]
    out: list[MarkerLimit] = []
    rule = marker_rule(given)
    if given is Special.TARAWA and counters and not hidden:
        out.append(
            MarkerLimit(
                rule,
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{side}: the Japanese player deploys markers: its counters are placed as hidden positions (the "
                    "actual positions), with the fake markers",
                ).format(side=side_label),
                False,
            )
        )
    actual, fake = markers_on_table(battle, side_id)
    actual += counters if hidden else 0
    fake += fakes
    if actual or fake:
        split = (
            check_jungle_markers(actual, fake) if given is BattlefieldTerrain.JUNGLE else check_markers(actual, fake)
        )
        step = split.steps[0]
        said = split.problems[0] if not split.valid else step.message if isinstance(step, NoteStep) else step.text()
        out.append(
            MarkerLimit(
                rule, QT_TRANSLATE_NOOP("Rules", "{side}: {said}").format(side=side_label, said=said), split.valid
            )
        )
    return out


def fakes_offered(battle: Battle, given: MarkerRule | None, side_id: str, counters: int, hidden: bool) -> int:
    """The fake markers Place Forces offers a side placing ``counters`` counters, ``hidden`` or not, with the markers it
    has on the table: one third of the markers, less the fakes it has already (TARAWA's split exactly, JUNGLE's most);
    none for a side not given markers or placing none hidden."""
    if given is None:
        return 0
    actual, fakes = markers_on_table(battle, side_id)
    actual += counters if hidden else 0
    return max(0, tarawa_markers(actual) - fakes) if actual else 0


def fake_types(new_types: Sequence[str], on_table: Sequence[str], n: int) -> list[str]:
    """The catalogue types ``n`` fake markers take, so that each stands as a real counter would (its footprint, its
    line in the formation): those of the counters placed hidden now, else those of the side's actual positions on
    the table, spread evenly over them (a force of tanks and squads has fakes of both, as many of each as it has).
    Empty when there is none to take."""
    source = list(new_types) or list(on_table)
    return [source[i * len(source) // n] for i in range(n)] if source else []


def marker_order(n: int, key: str) -> list[int]:
    """The order ``n`` markers are laid out in, real and fake together: by a digest of ``key`` (the battle's dice
    seed, which a side's seen battle does not hold, and the side), so that the same purchase lays out the same way
    (a replay, the command line) and another side cannot tell which place in a line holds a fake."""
    return sorted(range(n), key=lambda i: hashlib.sha256(f"{key}:{i}".encode()).hexdigest())
