"""The weapons a unit fires in direct fire (2.2, and 3.4's squad weapons): its rated guns, and those the rules give
no figures for."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.model.battle import Unit
from morefire_gui.rules.catalogue.entries import Gun
from morefire_gui.rules.direct_fire.fire import Weapon
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined
from morefire_gui.session.names import public_unit_name
from morefire_gui.session.unit_facts import (
    AT_WEAPON_ROLE,
    entry_of,
    may_carry_at_weapons,
    nation_of,
    role_of,
    squad_at_weapons,
)

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


# -- the weapons a unit fires --------------------------------------------------------------------------------


@dataclass(frozen=True)
class WeaponChoice:
    """A weapon a unit can fire: one of its own guns (a vehicle's main gun first, a gun counter's, a squad
    anti-tank counter's), or for an infantry squad a squad anti-tank weapon of its nation carried organically (3.4:
    "These may organic to an infantry unit"); ``entry`` is the catalogue entry the weapon comes from."""

    weapon: Weapon
    entry: str
    organic: bool = False

    @property
    def name(self) -> str:
        return self.weapon.name

    @property
    def label(self) -> str:
        return (
            QT_TRANSLATE_NOOP("Rules", "{weapon} (carried by the squad, 3.4)").format(weapon=self.name)
            if self.organic
            else self.name
        )


def _weapon(gun: Gun, squad: bool) -> Weapon:
    return Weapon(gun.name, gun.calibre_mm, tuple(gun.bands), squad=squad)


def weapons_of(session: BattleSession, unit: Unit) -> list[WeaponChoice]:
    """Every weapon the unit may fire by rule 2.2 (or 3.4), its main gun first."""
    entry = entry_of(session.catalogue, unit)
    squad = role_of(entry) == AT_WEAPON_ROLE
    own = [WeaponChoice(_weapon(g, squad), entry.id) for g in entry.guns if g.bands]
    if own or not may_carry_at_weapons(entry, session.tables):
        return own
    return [
        WeaponChoice(_weapon(g, True), other.id, organic=True)
        for other in squad_at_weapons(session.catalogue, nation_of(session.battle, unit))
        for g in other.guns
        if g.bands
    ]


def unrated_guns(session: BattleSession, unit: Unit) -> list[str]:
    """The unit's guns that have no direct-fire range bands: the catalogue rates no armour-piercing round for them (a
    howitzer, an infantry or field gun firing high explosive; docs/vehicle-reference.md). They do not fire by 2.2; a
    vehicle's main gun fires T-HE at infantry and anti-tank systems (3.5)."""
    return [g.name for g in entry_of(session.catalogue, unit).guns if not g.bands]


def unrated_reason(session: BattleSession, unit: Unit, names: list[str], vehicle: bool) -> str:
    guns = joined(names, QT_TRANSLATE_NOOP("Rules", "{first} and {then}"))
    said = QT_TRANSLATE_NOOP(
        "Rules",
        "{unit}'s {guns} has no direct-fire range bands: the catalogue rates no armour-piercing round for it (it fires "
        "high explosive), so it does not fire at vehicles or guns (2.2)",
    ).format(unit=public_unit_name(session, unit.id), guns=guns)
    if not vehicle:
        return said
    return AND_THEN.format(
        first=said,
        then=QT_TRANSLATE_NOOP(
            "Rules", "the vehicle fires its T-HE at infantry and anti-tank systems (infantry fire, 3.5)"
        ),
    )


def choose_weapon(session: BattleSession, unit: Unit, name: str | None) -> WeaponChoice | None:
    choices = weapons_of(session, unit)
    if name is None:
        own = [c for c in choices if not c.organic]
        return own[0] if own else None
    wanted = name.strip().lower()
    for choice in choices:
        if wanted in (choice.name.lower(), choice.entry.lower()):
            return choice
    if wanted in (g.lower() for g in unrated_guns(session, unit)):
        return None  # refused with its reason by plan_fire
    known = ", ".join(f"{c.name!r}" for c in choices) or "none"
    raise UsageError(
        QT_TRANSLATE_NOOP("Rules", "{unit} has no weapon {weapon} (its weapons: {known})").format(
            unit=public_unit_name(session, unit.id), weapon=repr(name), known=known
        )
    )
