"""A hot-seat battle with every kind of secret the Axis side can hold (the demo battle, Prokhorovka): a real hidden
Panther, a fake marker, a unit of an island wave not landed yet, a deliberate minefield, its registration points, its
batteries with a request in flight and an airstrike bought (the Allies hold the same but the airstrike); and the
words of those secrets, which no surface in the Allied view may hold. ``swapped`` is the same battle with every Axis
secret changed (the real and the fake change places, facings, the minefield and the registration points move): a
side's view of the two must be the same."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from morefire_gui.io.battle_file import save_battle
from morefire_gui.model.actions.artillery import ArtilleryOrder
from morefire_gui.model.battle import RegistrationPoint, TerrainPiece, Unit
from morefire_gui.model.terms import MineType, Status, TerrainKind
from morefire_gui.session.battle_session import BattleSession

REAL_AT, FAKE_AT = (52.0, 23.0), (20.0, 24.0)
# Where each side's unit of the second wave (ISLAND A: it lands on turn 7) stands, unseen by the other side.
WAVE_AT = {"axis": (48.0, 26.0), "allies": (24.0, 38.0)}
# Words that name an Axis secret: ids, names, types, the minefield, its registration points, batteries, airstrike.
AXIS_SECRETS = (
    "jtank",
    "jfake",
    "jwave",
    "Second Wave",
    "Secret Panther",
    "panther_g",
    "Panther Ausf",
    "mfsecret",
    "Deep mines",
    "the ford",
    "the bridge",
    "bty1",
    "bty2",
    "II./AR 2",
    "Mortar section",
    "ju87d",
    "Ju 87",
)
# The same of the Allies', for the game with the sides' roles swapped.
ALLIED_SECRETS = (
    "utank",
    "ufake",
    "uwave",
    "Reserve wave",
    "Secret T-34",
    "t34_85",
    "T-34-85",
    "mfallied",
    "the crossroad",
    "the copse",
    "bty3",
    "bty4",
    "122 mm howitzer",
    "82 mm mortars",
)


def hidden_session(demo_path: Path, swapped: str | None = None) -> BattleSession:
    """The battle; ``swapped`` (a side): with that side's secrets changed."""
    session = BattleSession.open(demo_path)
    b = session.battle
    axis, allies = swapped == "axis", swapped == "allies"
    real_at, fake_at = (FAKE_AT, REAL_AT) if axis else (REAL_AT, FAKE_AT)
    u_real, u_fake = ((12.0, 40.0), (60.0, 40.0)) if allies else ((60.0, 40.0), (12.0, 40.0))
    b.units += [
        Unit(
            id="jtank",
            side="axis",
            type="panther_g",
            at=real_at,
            facing=95.0 if axis else 200.0,
            name="Secret Panther",
            status=(Status.HIDDEN,),
        ),
        Unit(id="jfake", side="axis", type="R", at=fake_at, status=(Status.HIDDEN,), decoy=True),
        Unit(
            id="utank",
            side="allies",
            type="t34_85",
            at=u_real,
            facing=300.0 if allies else 10.0,
            name="Secret T-34",
            status=(Status.HIDDEN,),
        ),
        Unit(id="ufake", side="allies", type="R", at=u_fake, status=(Status.HIDDEN,), decoy=True),
        Unit(id="jwave", side="axis", type="panther_g", at=WAVE_AT["axis"], facing=180.0, name="Second Wave", wave=2),
        Unit(id="uwave", side="allies", type="t34_85", at=WAVE_AT["allies"], name="Reserve wave", wave=2),
    ]
    x, ux = (5.0 if axis else 30.0), (60.0 if allies else 50.0)
    b.terrain += [
        TerrainPiece(
            id="mfsecret",
            kind=TerrainKind.MINEFIELD,
            mines=MineType.AT,
            owner="axis",
            deliberate=True,
            name="Deep mines",
            polygon=((x, 27.0), (x + 4, 27.0), (x + 4, 29.0), (x, 29.0)),
        ),
        TerrainPiece(
            id="mfallied",
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
    session.commit(session.perform(ArtilleryOrder(side="axis", battery="bty1", registration_point=1 + axis)))
    return session


def hidden_file(demo_path: Path, out: Path, swapped: str | None = None) -> Path:
    save_battle(hidden_session(demo_path, swapped).battle, out, keep_backup=False)
    return out


def secrets_in(texts: Iterable[str], secrets: Iterable[str] = AXIS_SECRETS) -> list[tuple[str, str]]:
    """Each (secret, text) where a text holds a secret's word."""
    return [(s, t) for t in texts for s in secrets if s.lower() in t.lower()]
