"""The battle file's direct fire keys checked against the rest of the battle: who has spotted each unit
(``spotted_by``, rule 2.1 advanced) and its campaign damage (``damage``, rule 2.6). Every problem is located at its
key (io/battle_file.py calls :func:`direct_fire_problems` from both of its paths)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from morefire_gui.errors import Problem
from morefire_gui.io.side_words import side_in_file
from morefire_gui.io.yaml_events import KeyPath
from morefire_gui.model.battle import Side, Unit
from morefire_gui.rules.catalogue.entries import Catalogue, UnitKind

Locator = Callable[[KeyPath, str], Problem]


def direct_fire_problems(
    sides: Sequence[tuple[int, Side]],
    units: Sequence[tuple[int, Unit]],
    catalogue: Catalogue,
    problem: Locator,
    *,
    known_unit_ids: Collection[str] = (),
) -> list[Problem]:
    """A spotter must be a unit of the battle on another side; campaign damage is a vehicle's."""
    out: list[Problem] = []
    side_of = {u.id: u.side for _, u in units}
    unit_ids = set(side_of) | set(known_unit_ids)
    for i, unit in units:
        for j, spotter in enumerate(unit.spotted_by):
            where: KeyPath = ("units", i, "spotted_by", j)
            if spotter == unit.id:
                out.append(problem(where, f"{unit.id} cannot have spotted itself"))
            elif spotter not in unit_ids:
                out.append(problem(where, f"unknown unit {spotter!r}"))
            elif side_of.get(spotter) == unit.side:
                out.append(
                    problem(
                        where,
                        f"{spotter!r} fights for {side_in_file(unit.side, (s for _, s in sides))}, as {unit.id} "
                        "does: only the enemy spots a unit (2.1)",
                    )
                )
        entry = catalogue.get(unit.type)
        if unit.damage and entry is not None and entry.kind is not UnitKind.VEHICLE:
            out.append(
                problem(
                    ("units", i, "damage"), f"campaign damage (2.6) is a vehicle's; {unit.id} is a {entry.kind.value}"
                )
            )
    return out
