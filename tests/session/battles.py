"""Small battles built in code for the movement, infantry and minefield services, with a catalogue of their own (so
that the tests do not depend on the bundled catalogue's figures, which are data and may be corrected)."""

from __future__ import annotations

from typing import Any

from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.battle import Battle
from morefire_gui.rules.catalogue.entries import Catalogue, CatalogueEntry
from morefire_gui.session.battle_session import BattleSession


def _vehicle(
    id: str,
    cc: str,
    road: str,
    tracked: bool,
    hull: int,
    turret: int | None = None,
    *,
    role: str = "tank",
    open_top: bool = False,
    transport: int = 0,
    mgs: tuple[str, ...] = (),
    gun: bool = False,
    nation: str = "all",
) -> CatalogueEntry:
    armor: dict[str, Any] = {"hull_front": hull, "hull_side": max(1, hull - 1)}
    if turret is not None:
        armor.update(turret_front=turret, turret_side=max(1, turret - 1))
    data: dict[str, Any] = {
        "id": id,
        "name": id,
        "nation": nation,
        "kind": "vehicle",
        "role": role,
        "footprint": [0.8, 0.4],
        "vehicle": {
            "tracked": tracked,
            "wheels": None if tracked else 4,
            "open_top": open_top,
            "turret": turret is not None,
            "armor": armor,
            "speed": {"cross_country": cc, "road": road},
            "transport": transport,
        },
        "mgs": list(mgs),
    }
    if gun:
        data["guns"] = [{"name": "gun", "calibre_mm": 75, "bands": [{"max_yards": 1000, "hit": 30, "pen": 5}]}]
    return CatalogueEntry.model_validate(data)


TEST_ENTRIES = [
    _vehicle("scout", "E", "F", False, 1, 1, role="armoured_car", mgs=("TMG",)),  # 1.3's scout car, F/E
    _vehicle("tank", "C", "E", True, 6, 5, mgs=("TMG", "TMG"), gun=True),
    _vehicle("light", "D", "F", True, 2, 1, mgs=("TMG",), gun=True),
    _vehicle("ht", "C", "E", True, 1, None, role="halftrack", open_top=True, transport=2, mgs=("TMG",)),
    _vehicle("truck", "B", "E", False, 1, None, role="transport", open_top=True, transport=3),
    _vehicle("flail", "B", "D", True, 5, 4, role="minesweeper"),
    _vehicle("arv", "B", "D", True, 4, None, role="recovery"),
    CatalogueEntry.model_validate(
        {
            "id": "ENG",
            "name": "Engineers",
            "nation": "all",
            "kind": "infantry",
            "infantry": {"fir": 1, "mf": 4, "max_range": 500, "engineer": True},
        }
    ),
    CatalogueEntry.model_validate(
        {"id": "atg", "name": "AT gun", "nation": "all", "kind": "gun", "gun": {"role": "anti_tank", "calibre_mm": 57}}
    ),
]


def test_catalogue() -> Catalogue:
    bundled = bundled_catalogue()
    entries = {name: bundled[name] for name in ("R", "RF", "SMG", "LMG", "MMG", "HMG", "FT")}
    entries.update({e.id: e for e in TEST_ENTRIES})
    return Catalogue(entries)


test_catalogue.__test__ = False  # type: ignore[attr-defined]


def make_battle(
    terrain: list[dict[str, Any]] = (),
    units: list[dict[str, Any]] = (),
    *,
    unit: str = "in",
    scale: str = "1:50",
    settings: dict[str, Any] | None = None,
    axis: str = "germany",
    allies: str = "ussr",
) -> Battle:
    return Battle.model_validate(
        {
            "table": {"width": 72, "depth": 48, "unit": unit},
            "scale": scale,
            "sides": [
                {"id": "axis", "nation": axis, "edge": "north"},
                {"id": "allies", "nation": allies, "edge": "south"},
            ],
            "terrain": list(terrain),
            "units": list(units),
            "settings": settings or {},
        }
    )


def make_session(terrain: list[dict[str, Any]] = (), units: list[dict[str, Any]] = (), **kw: Any) -> BattleSession:
    return BattleSession(make_battle(terrain, units, **kw), catalogue=test_catalogue(), tables=rule_tables())


def square(x0: float, y0: float, x1: float, y1: float) -> list[list[float]]:
    return [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]


ROAD = {"id": "rd", "kind": "road", "width": 0.5, "line": [[0, 10], [72, 10]]}
