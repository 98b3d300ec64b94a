"""The battle file's ``aircraft`` key (rule 5) checked against the rest of the battle, every problem located at its
key; and how it is written back. io/battle_file.py calls :func:`aircraft_problems` for a battle that validated and
for the valid parts of one that did not, and :func:`aircraft_to_data` when saving. The key is documented in
docs/battle-format.md ("aircraft")."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

from morefire_gui.errors import Problem, close_names
from morefire_gui.io.yaml_events import KeyPath
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.model.battle import Side, TableSpec
from morefire_gui.rules.aircraft.terms import Attack, heading_difference
from morefire_gui.rules.catalogue.entries import Catalogue, UnitKind
from morefire_gui.rules.tables import RuleTables

Locator = Callable[[KeyPath, str], Problem]
AIRCRAFT_DEFAULTS: dict[str, Any] = {
    "altitude": "low",
    "attack": "strafe",
    "state": "in_play",
    "bombs_dropped": False,
    "runs": 0,
}


def aircraft_problems(
    table: TableSpec | None,
    sides: Sequence[tuple[int, Side]],
    aircraft: Sequence[tuple[int, AircraftInPlay]],
    catalogue: Catalogue,
    tables: RuleTables,
    problem: Locator,
    *,
    other_ids: dict[str, str],
    known_side_ids: Collection[str] = (),
) -> list[Problem]:
    """Ids unique (among aircraft, terrain, units and batteries); the side known; the type an aircraft of the
    catalogue, carrying bombs if it is to bomb; each aircraft on the table; its arrow turned at most 90 degrees
    from the heading it flew (sequence of play). And each side's ``airstrikes_bought``: aircraft of the catalogue."""
    out: list[Problem] = []
    for i, side in sides:
        out += bought_airstrike_problems(i, list(enumerate(side.airstrikes_bought)), catalogue, problem)
    side_ids = {s.id for _, s in sides} | set(known_side_ids)
    seen: dict[str, int] = {}
    most = tables.aircraft.turning.max_degrees if aircraft else 0.0  # the table read only for a battle with aircraft
    for i, plane in aircraft:
        where: KeyPath = ("aircraft", i)
        if plane.id in seen:
            out.append(problem((*where, "id"), f"duplicate aircraft id {plane.id!r} (also aircraft[{seen[plane.id]}])"))
        elif plane.id in other_ids:
            out.append(
                problem(
                    (*where, "id"),
                    f"id {plane.id!r} is already used by {other_ids[plane.id]}; an aircraft needs its own id",
                )
            )
        seen.setdefault(plane.id, i)
        if side_ids and plane.side not in side_ids:
            out.append(
                problem((*where, "side"), f"unknown side {plane.side!r}; the sides are {', '.join(sorted(side_ids))}")
            )
        entry = catalogue.get(plane.type)
        wrong = _not_an_aircraft(plane.type, catalogue)
        if wrong is not None:
            out.append(problem((*where, "type"), wrong))
        elif (
            entry is not None
            and entry.aircraft is not None
            and plane.attack is Attack.BOMB
            and entry.aircraft.bombs is None
        ):
            out.append(problem((*where, "attack"), f"{plane.type!r} carries no bombs: it strafes (5.5)"))
        x, y = plane.at
        if table is not None and not table.holds(x, y):
            out.append(
                problem(
                    (*where, "at"),
                    f"{table.off_it(x, y, f'aircraft {plane.id!r} at')} (an aircraft that left it is "
                    f"kept where it left, with state: exited)",
                )
            )
        if plane.flown_heading is not None and heading_difference(plane.flown_heading, plane.heading) > most + 1e-9:
            turned = heading_difference(plane.flown_heading, plane.heading)
            out.append(
                problem(
                    (*where, "heading"),
                    f"the direction arrow turned {turned:g} degrees from the heading "
                    f"flown ({plane.flown_heading:g}); at most {most:g} (sequence of "
                    f"play)",
                )
            )
    return out


def bought_airstrike_problems(
    side_index: int, bought: Sequence[tuple[int, str]], catalogue: Catalogue, problem: Locator
) -> list[Problem]:
    """A side's ``airstrikes_bought`` (Table VII): each an aircraft of the catalogue, located at its item."""
    out: list[Problem] = []
    for j, aircraft in bought:
        wrong = _not_an_aircraft(aircraft, catalogue)
        if wrong is not None:
            out.append(problem(("sides", side_index, "airstrikes_bought", j), wrong))
    return out


def _not_an_aircraft(aircraft: str, catalogue: Catalogue) -> str | None:
    """Why ``aircraft`` is not an aircraft of the catalogue (with the ids it may be a misspelling of), or None."""
    entry = catalogue.get(aircraft)
    if entry is None:
        aircraft_ids = [e.id for e in catalogue if e.kind is UnitKind.AIRCRAFT]
        close = close_names(aircraft, aircraft_ids)
        hint = f" (did you mean {', '.join(close)}?)" if close else " (it is not in the catalogue)"
        return f"unknown aircraft type {aircraft!r}{hint}"
    if entry.kind is not UnitKind.AIRCRAFT or entry.aircraft is None:
        return f"{aircraft!r} is a {entry.kind.value}, not an aircraft"
    return None


def aircraft_to_data(items: list[dict[str, Any]], flow: Callable[[dict[str, Any]], Any]) -> list[Any]:
    """The aircraft as the file writes them: one to a line, keys at their defaults left out."""
    return [
        flow({k: v for k, v in item.items() if not (k in AIRCRAFT_DEFAULTS and v == AIRCRAFT_DEFAULTS[k])})
        for item in items
    ]
