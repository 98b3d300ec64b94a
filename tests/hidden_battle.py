"""A hot-seat battle with every kind of secret the Axis side can hold (the demo battle, Prokhorovka): a real hidden
Panther, a fake marker, a unit of an island wave not landed yet (the battle an island's), a deliberate minefield, its registration points, its
batteries with a request in flight and an airstrike bought (the Allies hold the same but the airstrike), under the ids
and names the app itself would give them, so that what an id's or a number's pattern tells is caught too; and the
words of those secrets, which no surface in the Allied view may hold. ``swapped`` is the same battle with every secret
of a side changed (the real and the fake change places, facings, the minefield and the registration points move): the
other side's view of the two must be the same."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from morefire_gui.io.battle_file import save_battle
from morefire_gui.model.actions.artillery import ArtilleryOrder
from morefire_gui.model.battle import RegistrationPoint, TerrainPiece, Unit
from morefire_gui.model.terms import MineType, Status, TerrainKind
from morefire_gui.rules.scenario.weather import BattlefieldTerrain
from morefire_gui.session.battle_session import BattleSession

REAL_AT, FAKE_AT = (52.0, 23.0), (20.0, 24.0)
# Each side's hidden things under the ids and names the app gives them (a unit placed or bought in a side's view is
# ``ax1``, ``ax2``, ...; a minefield laid, ``axmf1``; no name of their own): a real hidden tank, a fake marker (a
# rifle squad's), a tank of the second wave, a deliberate minefield.
HIDDEN = {
    "axis": {"real": "ax1", "fake": "ax2", "wave": "ax3", "mines": "axmf1"},
    "allies": {"real": "al1", "fake": "al2", "wave": "al3", "mines": "almf1"},
}
# Where each side's real hidden tank and its fake stand (``swapped``: the other way round).
MARKERS_AT = {"axis": (REAL_AT, FAKE_AT), "allies": ((60.0, 40.0), (12.0, 40.0))}
# Where each side's unit of the second wave (ISLAND A: it lands on turn 7) stands, unseen by the other side.
WAVE_AT = {"axis": (48.0, 26.0), "allies": (24.0, 38.0)}
# Words that name an Axis secret: ids, types, the minefield, its registration points, batteries, airstrike. (Its
# tank is a type the Allies see nowhere else.)
AXIS_SECRETS = (
    "ax1",
    "ax2",
    "ax3",
    "axmf1",
    "panther_g",
    "Panther",
    "bty1",
    "bty2",
    "II./AR 2",
    "Mortar section",
    "the ford",
    "the bridge",
    "ju87d",
    "Ju 87",
)
# The same of the Allies', for the game with the sides' roles swapped.
ALLIED_SECRETS = (
    "al1",
    "al2",
    "al3",
    "almf1",
    "t34_85",
    "T-34-85",
    "bty3",
    "bty4",
    "122 mm howitzer",
    "82 mm mortars",
    "the crossroad",
    "the copse",
)


def hidden_session(demo_path: Path, swapped: str | None = None) -> BattleSession:
    """The battle; ``swapped`` (a side): with that side's secrets changed (its real tank and its fake change places,
    the tank faces another way, its minefield and registration points move)."""
    session = BattleSession.open(demo_path)
    b = session.battle
    # ISLAND A: units land in waves only in an island invasion (a battle file refuses a wave elsewhere). Without a
    # mission the battle does not say who attacks, so each side may have one.
    b.settings = b.settings.model_copy(update={"terrain_type": BattlefieldTerrain.ISLAND})
    tanks = {"axis": ("panther_g", 200.0, 95.0), "allies": ("t34_85", 10.0, 300.0)}
    for side, ids in HIDDEN.items():
        kind, facing, other_facing = tanks[side]
        real_at, fake_at = MARKERS_AT[side][::-1] if swapped == side else MARKERS_AT[side]
        hidden = (Status.HIDDEN,)
        b.units += [
            Unit(
                id=ids["real"],
                side=side,
                type=kind,
                at=real_at,
                facing=other_facing if swapped == side else facing,
                status=hidden,
            ),
            Unit(id=ids["fake"], side=side, type="R", at=fake_at, status=hidden, decoy=True),
            Unit(id=ids["wave"], side=side, type=kind, at=WAVE_AT[side], facing=180.0, wave=2),
        ]
    x, ux = (5.0 if swapped == "axis" else 30.0), (60.0 if swapped == "allies" else 50.0)
    b.terrain += [
        TerrainPiece(
            id=HIDDEN["axis"]["mines"],
            kind=TerrainKind.MINEFIELD,
            mines=MineType.AT,
            owner="axis",
            deliberate=True,
            polygon=((x, 27.0), (x + 4, 27.0), (x + 4, 29.0), (x, 29.0)),
        ),
        TerrainPiece(
            id=HIDDEN["allies"]["mines"],
            kind=TerrainKind.MINEFIELD,
            mines=MineType.AP,
            owner="allies",
            deliberate=True,
            polygon=((ux, 33.0), (ux + 4, 33.0), (ux + 4, 35.0), (ux, 35.0)),
        ),
    ]
    for i, side in enumerate(b.sides):
        points = side.registration_points
        if swapped == side.id:
            points = tuple(RegistrationPoint(n=p.n, at=(p.at[0] + 7, p.at[1] - 3), name=p.name) for p in points)
        bought = ("ju87d",) if side.id == "axis" else ()
        b.sides[i] = side.model_copy(update={"registration_points": points, "airstrikes_bought": bought})
    b.step = "artillery.orders"
    axis = swapped == "axis"
    session.commit(session.perform(ArtilleryOrder(side="axis", battery="bty1", registration_point=1 + axis)))
    return session


def hidden_file(demo_path: Path, out: Path, swapped: str | None = None) -> Path:
    save_battle(hidden_session(demo_path, swapped).battle, out, keep_backup=False)
    return out


def secrets_in(texts: Iterable[str], secrets: Iterable[str] = AXIS_SECRETS) -> list[tuple[str, str]]:
    """Each (secret, text) where a text holds a secret's word, as a word of its own ("ax1" is not in "max12" nor in
    "axmf1"), in any case."""
    found = []
    for t in texts:
        for s in secrets:
            if re.search(rf"(?<![A-Za-z0-9_]){re.escape(s)}(?![A-Za-z0-9_])", t, re.IGNORECASE):
                found.append((s, t))
    return found
