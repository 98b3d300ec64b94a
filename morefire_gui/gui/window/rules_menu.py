"""The Rules menu: the rules' options a battle is played with (the advanced game, advanced line of sight, a campaign
battle) and whether it keeps to the sequence of play, each a change to the battle a player can take back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.gui.actions import make_action
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.window.part import WindowPart
from morefire_gui.model.battle import SequenceMode

if TYPE_CHECKING:
    from morefire_gui.model.battle import Settings


class RulesMenuPart(WindowPart):
    """The Rules menu's entries, checked as the battle has them."""

    def _build_rules_menu(self) -> None:
        """The Rules menu, after the View menu: the sequence of play first, then the rules' options."""
        self.advanced_los_action = make_action(
            self,
            tr("&Advanced Line of Sight (Elevation)"),
            self._on_advanced_los_toggled,
            None,
            tr("Hills' levels and terrain heights decide what blocks (rule 2.1, advanced option)"),
            True,
        )
        self.advanced_action = make_action(
            self,
            tr("Advanced &Game (the Rules' Options)"),
            self._on_advanced_toggled,
            None,
            tr(
                "The rules' advanced options: a spot per firer, lost with its line of sight (2.1); the angle of fire "
                "by sectors (2.3); suspension damage; barrage errors"
            ),
            True,
        )
        self.campaign_action = make_action(
            self,
            tr("&Campaign Battle (Damage X, T, E)"),
            self._on_campaign_toggled,
            None,
            tr(
                "A battle of a campaign: hits read the campaign damage table and a vehicle damaged by mines is "
                "immobilized with an E (rules 2.6, 3.6)"
            ),
            True,
        )
        self.sequence_action = make_action(
            self,
            tr("Keep to the &Sequence of Play"),
            self._on_sequence_toggled,
            None,
            tr(
                "Each action only in its step of the sequence of play, by a unit that may act then; off: any action at "
                "any time (for players at a real table)"
            ),
            True,
        )
        rules_menu = self.menuBar().addMenu(tr("Ru&les"))  # Alt+R is the Aircraft menu's
        rules_menu.addActions(
            [self.sequence_action, self.advanced_action, self.advanced_los_action, self.campaign_action]
        )

    def _sync_rules_menu(self) -> None:
        battle = self.session.battle
        self.sequence_action.setChecked(battle.strict)
        self.advanced_action.setChecked(battle.settings.advanced)
        self.advanced_los_action.setChecked(battle.settings.los.advanced)
        self.campaign_action.setChecked(battle.settings.campaign)

    def _on_sequence_toggled(self, checked: bool) -> None:
        from morefire_gui.model.actions.table import SetSequence

        if checked != self.session.battle.strict:
            self.act(SetSequence(mode=SequenceMode.STRICT if checked else SequenceMode.FREE))
        self.sequence_action.setChecked(self.session.battle.strict)

    def _on_advanced_toggled(self, checked: bool) -> None:
        settings = self.session.battle.settings
        self._change_settings(settings.model_copy(update={"advanced": checked}))

    def _on_advanced_los_toggled(self, checked: bool) -> None:
        settings = self.session.battle.settings
        self._change_settings(
            settings.model_copy(update={"los": settings.los.model_copy(update={"advanced": checked})})
        )

    def _on_campaign_toggled(self, checked: bool) -> None:
        self._change_settings(self.session.battle.settings.model_copy(update={"campaign": checked}))

    def _change_settings(self, after: Settings) -> None:
        """The rules' options changed as one step a player can take back (nothing where they are as they were); the
        session names it in the log ("Campaign battle on")."""
        from morefire_gui.model.actions.table import ChangeSettings

        if after != self.session.battle.settings:
            self.act(ChangeSettings(settings=after))
