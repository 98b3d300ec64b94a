"""The words of rules 2.1-2.6 (tank and anti-tank direct fire): aspects, hit locations, damage results, and the
reasons a shot or a spotting attempt is refused."""

from __future__ import annotations

from enum import Enum

from morefire_gui.errors import UsageError
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


class DirectFireError(UsageError):
    """A direct-fire request that makes no sense: contradictory facts, a weapon the firer does not have."""


class Aspect(str, Enum):
    """2.3: the face of the target toward the firer. Basic games know front and side (turret always front; hull
    side when the rear is in the line of sight); advanced games read the sectors of the target's footprint."""

    FRONT = "front"
    SIDE = "side"
    REAR = "rear"


class Sector(str, Enum):
    """2.3 advanced: the four areas drawn round a vehicle by the lines from each rear corner through the opposite
    front corner."""

    FRONT = "front"
    LEFT = "left"
    RIGHT = "right"
    REAR = "rear"

    @property
    def aspect(self) -> Aspect:
        return {Sector.FRONT: Aspect.FRONT, Sector.REAR: Aspect.REAR}.get(self, Aspect.SIDE)


class HitLocation(str, Enum):
    """2.4: "1,2,3 Turret; 4,5,6,7 Hull; 8,9,0 ... Suspension"."""

    TURRET = "turret"
    HULL = "hull"
    SUSPENSION = "suspension"


class CampaignDamage(str, Enum):
    """2.6: X = "Damage is too extensive and the vehicle cannot be repaired"; T = "Turret, main gun and control
    systems"; E = "Engine, controls, communication and track/wheels"."""

    X = "X"
    T = "T"
    E = "E"

    @property
    def meaning(self) -> str:
        return {
            CampaignDamage.X: QT_TRANSLATE_NOOP("Rules", "damage too extensive, the vehicle cannot be repaired"),
            CampaignDamage.T: QT_TRANSLATE_NOOP("Rules", "turret, main gun and control systems"),
            CampaignDamage.E: QT_TRANSLATE_NOOP("Rules", "engine, controls, communication and track/wheels"),
        }[self]


# The words the explanations and the dialogs write for these values (lupdate reads them here; the GUI says a value
# given as one of these words in the interface's language).
WORDS = (
    QT_TRANSLATE_NOOP("Rules", "front"),
    QT_TRANSLATE_NOOP("Rules", "side"),
    QT_TRANSLATE_NOOP("Rules", "rear"),
    QT_TRANSLATE_NOOP("Rules", "left"),
    QT_TRANSLATE_NOOP("Rules", "right"),
    QT_TRANSLATE_NOOP("Rules", "turret"),
    QT_TRANSLATE_NOOP("Rules", "hull"),
    QT_TRANSLATE_NOOP("Rules", "suspension"),
    QT_TRANSLATE_NOOP("Rules", "Turret"),
    QT_TRANSLATE_NOOP("Rules", "Hull"),
    QT_TRANSLATE_NOOP("Rules", "Suspension"),
    QT_TRANSLATE_NOOP("Rules", "TURRET"),
    QT_TRANSLATE_NOOP("Rules", "HULL"),
    QT_TRANSLATE_NOOP("Rules", "SUSPENSION"),
    QT_TRANSLATE_NOOP("Rules", "Front"),
    QT_TRANSLATE_NOOP("Rules", "Side"),
    QT_TRANSLATE_NOOP("Rules", "miss"),
    QT_TRANSLATE_NOOP("Rules", "no effect"),
    QT_TRANSLATE_NOOP("Rules", "destroyed"),
    QT_TRANSLATE_NOOP("Rules", "immobilized"),
    QT_TRANSLATE_NOOP("Rules", "no damage"),
    QT_TRANSLATE_NOOP("Rules", "immobile"),
    QT_TRANSLATE_NOOP("Rules", "turret front"),
    QT_TRANSLATE_NOOP("Rules", "turret side"),
    QT_TRANSLATE_NOOP("Rules", "hull front"),
    QT_TRANSLATE_NOOP("Rules", "hull side"),
)


class SuspensionDamage(str, Enum):
    """2.5's advanced table: "0-1-2 = No Damage; 3-4 = Immobile for 10 turns; 5-6 Immobile for 20 turns; 7-8-9
    Immobilized for battle"."""

    NO_DAMAGE = "no_damage"
    IMMOBILE = "immobile"  # for a number of turns
    IMMOBILIZED = "immobilized"  # for the battle


class FireResult(str, Enum):
    """What one shot did (the ``result`` of ``morefire fire --json``): a miss, a hit with no effect, the target
    destroyed or immobilized, or in a campaign the letter of the 2.6 table."""

    MISS = "miss"
    NO_EFFECT = "no_effect"
    DESTROYED = "destroyed"
    IMMOBILIZED = "immobilized"
    X = "X"
    T = "T"
    E = "E"

    @classmethod
    def of(cls, damage: CampaignDamage) -> FireResult:
        return cls(damage.value)


class TargetKind(str, Enum):
    """What 2.2 fires at: a vehicle (hit location, armour), or a gun counter (no armour to read: a hit destroys)."""

    VEHICLE = "vehicle"
    GUN = "gun"
