"""The battle file's movement, infantry and minefield keys checked against the rest of the battle: minefield owners
and clearing units (3.6), suicide squads (3.3), ski troops (SNOW), and the battle's weather for its terrain type.
Every problem is located at its key (io/battle_file.py calls :func:`movement_problems` from both of its paths)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from morefire_gui.errors import Problem
from morefire_gui.io.yaml_events import KeyPath
from morefire_gui.model.battle import Settings, Side, TerrainPiece, Unit
from morefire_gui.model.terms import TerrainKind
from morefire_gui.rules.catalogue.entries import Catalogue, UnitKind
from morefire_gui.rules.scenario.weather import contradiction
from morefire_gui.rules.tables import RuleTables

Locator = Callable[[KeyPath, str], Problem]


def movement_problems(
    sides: Sequence[tuple[int, Side]],
    terrain: Sequence[tuple[int, TerrainPiece]],
    units: Sequence[tuple[int, Unit]],
    settings: Settings | None,
    catalogue: Catalogue,
    tables: RuleTables,
    problem: Locator,
    *,
    known_side_ids: Collection[str] = (),
    known_unit_ids: Collection[str] = (),
) -> list[Problem]:
    out: list[Problem] = []
    side_ids = {s.id for _, s in sides} | set(known_side_ids)
    unit_ids = {u.id for _, u in units} | set(known_unit_ids)
    nation_of = {s.id: s.nation for _, s in sides}
    for i, piece in terrain:
        if piece.kind is not TerrainKind.MINEFIELD:
            continue
        where: KeyPath = ("terrain", i)
        if piece.owner is not None and side_ids and piece.owner not in side_ids:
            out.append(
                problem((*where, "owner"), f"unknown side {piece.owner!r}; the sides are {', '.join(sorted(side_ids))}")
            )
        if piece.deliberate and piece.owner is None:
            out.append(
                problem(
                    (*where, "deliberate"),
                    "a deliberate minefield is on its owner's deployment sheet: give its 'owner' (3.6)",
                )
            )
        if piece.revealed and not piece.deliberate:
            out.append(
                problem(
                    (*where, "revealed"),
                    "only a deliberate minefield is revealed; a hasty one is marked on the board from the start (3.6)",
                )
            )
        for unit_id in piece.clearing:
            if unit_id not in unit_ids:
                out.append(problem((*where, "clearing", unit_id), f"unknown unit {unit_id!r}"))
    for i, unit in units:
        entry = catalogue.get(unit.type)
        if unit.suicide:
            suicide_types = tables.infantry.suicide_squads.types
            suicide_nations = {row.nation for row in tables.infantry.suicide_squads.eligible}
            if unit.type not in suicide_types:
                out.append(
                    problem(
                        ("units", i, "suicide"),
                        f"only {', '.join(suicide_types)} units can be "
                        f"reclassified as suicide squads (3.3); this is "
                        f"{unit.type}",
                    )
                )
            nation = nation_of.get(unit.side)
            if nation is not None and nation not in suicide_nations:
                out.append(
                    problem(
                        ("units", i, "suicide"),
                        f"{nation} has no suicide squads (3.3: Russian Guard "
                        f"1941-42, German Waffen SS 1945, Japanese 1931-45)",
                    )
                )
        if unit.ski and entry is not None and entry.kind is not UnitKind.INFANTRY:
            out.append(problem(("units", i, "ski"), f"only infantry are ski troops (this is a {entry.kind.value})"))
    if settings is not None:
        why = contradiction(settings.weather, settings.terrain_type)
        if why is not None:
            out.append(problem(("settings", "weather"), why))
    return out
