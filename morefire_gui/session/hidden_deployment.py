"""Hidden deployment with fake markers, as Place Forces lays it out: TARAWA's "the Japanese player deploys markers
representing fake (1/3) and actual (2/3) positions", and ISLAND B's "See Tarawa section for hidden deployment
option" for an island invasion's defender. The real counters are placed as hidden positions (the actual positions)
and the fake markers with them (``decoy: true``); the split is checked by the rules core
(:func:`~morefire_gui.rules.scenario.specials.check_markers`). Another side sees every one of them only as a
marker (session/visibility.py), so nothing here may tell a fake from a real one: a fake stands in the line of a real
counter's kind, with its footprint, in an order the other side cannot work out (:func:`marker_order`).

    marker_special(Special.TARAWA, "axis", "axis")         # Special.TARAWA: the Japanese deploy as markers
    marker_limits(battle, Special.TARAWA, "axis", "axis", "Japanese", counters=6, hidden=True, fakes=3)
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from morefire_gui.model.battle import Battle
from morefire_gui.model.terms import Status
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.scenario.specials import check_markers
from morefire_gui.rules.scenario.terms import Special
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

__all__ = [
    "FAKE_NAME",
    "MarkerLimit",
    "fake_types",
    "marker_limits",
    "marker_order",
    "marker_special",
    "markers_on_table",
]

FAKE_NAME = "Fake marker {n}"  # a fake marker's name, its owner's to read (another side sees a marker only)


def marker_special(special: Special | None, defender: str | None, side_id: str) -> Special | None:
    """The special that has ``side_id`` deploy as markers with fake ones: TARAWA for its defender (the Japanese: "The
    allied player is the attacker"), ISLAND for its defender (B: the hidden deployment option); None for any other
    side or battle."""
    if side_id != defender or special not in (Special.TARAWA, Special.ISLAND):
        return None
    return special


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
) -> list[MarkerLimit]:
    """The limits on a side's purchase of ``counters`` new counters, placed ``hidden`` or not, with ``fakes`` fake
    markers: only the side the special gives markers deploys hidden or fake; TARAWA's Japanese deploy every counter
    as a marker; and the markers on the table after it are one third fake (checked whenever the side has any)."""
    given = marker_special(special, defender, side_id)
    if given is None:
        if not (hidden or fakes):
            return []
        return [
            MarkerLimit(
                "TARAWA",
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "{side} deploys no hidden positions or fake markers: the Japanese of a TARAWA battle and the "
                    "defender of an ISLAND invasion do",
                ).format(side=side_label),
                False,
            )
        ]
    out: list[MarkerLimit] = []
    if given is Special.TARAWA and counters and not hidden:
        out.append(
            MarkerLimit(
                "TARAWA",
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
        split = check_markers(actual, fake)
        step = split.steps[0]
        said = split.problems[0] if not split.valid else step.message if isinstance(step, NoteStep) else step.text()
        out.append(
            MarkerLimit(
                "TARAWA", QT_TRANSLATE_NOOP("Rules", "{side}: {said}").format(side=side_label, said=said), split.valid
            )
        )
    return out


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
