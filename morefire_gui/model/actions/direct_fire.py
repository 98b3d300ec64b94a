"""Tank and anti-tank direct fire (rules 2.1-2.6, 3.4): a spotting roll, a shot, and the spots lost behind terrain
(2.1 advanced)."""

from __future__ import annotations

from typing import Literal

from morefire_gui.model.actions.base import Action, Namer, as_is
from morefire_gui.model.numbers import Identifier, Turn
from morefire_gui.rules.words import QT_TRANSLATE_NOOP


class Spot(Action):
    """2.1: ``spotter`` looks for ``target``. ``advanced`` None follows the battle's settings; ``target_fired`` None
    reads from the battle whether the target fired this turn (an automatic spot within 500 yards)."""

    kind: Literal["spot"] = "spot"
    spotter: Identifier
    target: Identifier
    advanced: bool | None = None
    target_fired: bool | None = None
    label = QT_TRANSLATE_NOOP("Rules", "Spot")

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "{spotter} spots {target}").format(
            spotter=name(self.spotter), target=name(self.target)
        )

    def actor_ids(self) -> tuple[str, ...]:
        return (self.spotter,)


class DirectFire(Action):
    """2.2-2.6: ``firer`` fires at ``target``. ``weapon`` None: its main gun (a squad names the anti-tank weapon it
    carries); ``advanced`` None follows the battle; ``suspension_shot`` is 2.4's choice; ``campaign`` None follows
    the battle (2.6's table); ``turn`` dates an immobilization (None: the battle's turn)."""

    kind: Literal["fire"] = "fire"
    firer: Identifier
    target: Identifier
    weapon: str | None = None
    advanced: bool | None = None
    suspension_shot: bool = False
    campaign: bool | None = None
    turn: Turn | None = None
    target_fired: bool | None = None
    label = QT_TRANSLATE_NOOP("Rules", "Direct fire")

    def title(self, name: Namer = as_is) -> str:
        return QT_TRANSLATE_NOOP("Rules", "{firer} fires at {target}").format(
            firer=name(self.firer), target=name(self.target)
        )

    def actor_ids(self) -> tuple[str, ...]:
        return (self.firer,)


class DropLostSpots(Action):
    """2.1 advanced: every spot whose spotter no longer sees its target is dropped ("if the target is lost behind
    terrain")."""

    kind: Literal["lost_spots"] = "lost_spots"
    label = QT_TRANSLATE_NOOP("Rules", "Spots lost behind terrain")
