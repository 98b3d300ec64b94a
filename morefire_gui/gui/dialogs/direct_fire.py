"""The fire dialog (rules 2.1-2.6): choose the firer, the target and the weapon (in a battle kept to the sequence of
play, in a step of direct fire, among the firers and targets of the step); see the range and line of sight,
whether the target is spotted, the angle of fire (drawn on the board round the target), the gun's range band and
base chance, every modifier with its rule and the final chance, or why the weapon cannot fire. Roll to Spot rolls
the spotting chart (2.1); Fire rolls the d100, the hit location and the damage, and the result goes on the target as
one undoable step. Both are actions the session performs and commits; in a strict battle it refuses them out of
their step, and the dialog says why before the button is pressed (a greyed Roll to Spot in its tooltip and status
tip too: the step, a roll already made for the target this turn).

Every roll is written to the battle log the moment it is made (undo never removes it).

Left open, it follows the session (:class:`~morefire_gui.gui.dialogs.following.SessionFollower`): before Fire or Roll
to Spot it asks the session again whenever the battle changes (Undo, Redo, a step), so that it never offers an action
on a position that is gone; it closes, saying so in the status bar, when Undo takes back what it took (the result it
shows is no longer the battle's), when a unit it was opened for is gone, or when the table is handed over (what it
shows is the last player's)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.errors import MoreFireError
from morefire_gui.gui.board.direct_fire_items import FireLineItem
from morefire_gui.gui.board.tools.base import Editor, seen_by
from morefire_gui.gui.board.tools.direct_fire import show_shot
from morefire_gui.gui.dialogs.following import SessionFollower
from morefire_gui.gui.dialogs.resolution import error_label, prompt, prompt_label, sentence, shows_here, type_beside
from morefire_gui.gui.i18n import QT_TR_NOOP, KeptWords, percent, table_number, tr
from morefire_gui.gui.said import entry_name, said, said_error
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.style import readable_colours
from morefire_gui.gui.widgets.box_words import BoxWords
from morefire_gui.gui.widgets.pane_heading import pane_heading
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.model.actions.direct_fire import DirectFire, Spot
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.rules.direct_fire.fire import DirectFireResult, range_band
from morefire_gui.rules.direct_fire.spotting import SpotState
from morefire_gui.rules.direct_fire.terms import FireResult, TargetKind
from morefire_gui.rules.words import Message
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.direct_fire import (
    FireOutcome,
    FirePlan,
    SpotOutcome,
    fire_request,
    fires_at_marker,
    plan_shot,
    spotted_this_turn,
    target_fired_this_turn,
    weapons_of,
)
from morefire_gui.session.names import names, unit_name
from morefire_gui.session.play_kinds import (
    NotNow,
    PlayKind,
    acting_now,
    aimed_now,
    aimed_words,
    in_its_step,
    not_now,
    not_now_acting,
)
from morefire_gui.session.resolution import SEQUENCE_RULE, Resolution
from morefire_gui.session.sequence_of_play import matching_fire_step, step_words
from morefire_gui.session.turn_state import fired_note
from morefire_gui.session.visibility import MARKER_ID, View, marker_ids

AMBER = "#c46a00"  # a fact to heed before the dice (the firer has fired, a spot to roll first): not an error's red
RESULT_COLOURS = {
    FireResult.DESTROYED: "#b3140a",
    FireResult.X: "#b3140a",
    FireResult.T: "#c4400a",
    FireResult.IMMOBILIZED: "#c46a00",
    FireResult.E: "#c46a00",
    FireResult.NO_EFFECT: "#2f6b2f",
    FireResult.MISS: "#555555",
}
RESULT_WORDS = KeptWords(
    {
        FireResult.MISS: QT_TR_NOOP("MISS"),
        FireResult.NO_EFFECT: QT_TR_NOOP("NO EFFECT"),
        FireResult.DESTROYED: QT_TR_NOOP("DESTROYED"),
        FireResult.IMMOBILIZED: QT_TR_NOOP("IMMOBILIZED"),
        FireResult.X: QT_TR_NOOP("X — cannot be repaired"),
        FireResult.T: QT_TR_NOOP("T — turret, main gun and controls out"),
        FireResult.E: QT_TR_NOOP("E — engine, controls, tracks out"),
    }
)
# The plates of a vehicle (``turret_front`` ...), as the plan and the result name them.
FACES = KeptWords(
    {
        "turret_front": QT_TR_NOOP("turret front"),
        "turret_side": QT_TR_NOOP("turret side"),
        "hull_front": QT_TR_NOOP("hull front"),
        "hull_side": QT_TR_NOOP("hull side"),
    }
)


class FireDialog(QDialog):
    def __init__(
        self,
        session: BattleSession,
        editor: Editor,
        item: FireLineItem | None = None,
        firer: str | None = None,
        target: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session, self.editor, self.item = session, editor, item
        self.plan: FirePlan | None = None
        self.outcome: FireOutcome | None = None
        self.spot_outcome: SpotOutcome | None = None
        self.setWindowTitle(tr("Direct fire"))
        fit_to_screen(self, 1040, 700)
        battle = session.battle

        # Hot seat: another side's hidden positions and its waves not landed are neither offered nor named, and the
        # firers offered are the side's at the table: the other side's fire when its player has the table.
        self.view = seen_by(editor)
        self.firer, self.target = QComboBox(), QComboBox()
        self._aimed: list[str] = []  # the targets the step takes the firer's shot at (all of them out of a strict step)
        self._fill_firers(firer)
        self.weapon = QComboBox()
        self.advanced = QCheckBox(tr("Advanced rules"))
        self.advanced.setChecked(battle.settings.advanced)
        # What the advanced rules change, wrapped beside the box (in German they held the dialog wider than it asks).
        self.advanced_words = BoxWords(
            self.advanced, tr("(angle of fire by sectors, suspension damage table, a spot per firer)")
        )
        self.suspension_shot = QCheckBox(tr("Suspension shot (2.4: add one to the location die)"))
        self.campaign = QCheckBox(tr("Campaign damage table (2.6)"))
        self.campaign.setChecked(battle.settings.campaign)
        self.target_fired = QCheckBox(tr("The target fired this turn (2.1 automatic spotting)"))
        if battle.strict:  # a strict battle holds these itself: the boxes show what it holds
            for box in (self.advanced, self.campaign, self.target_fired):
                box.setEnabled(False)
                box.setToolTip(
                    tr(
                        "A battle kept to the sequence of play reads this from the battle: its settings, its fire "
                        "marks and its log"
                    )
                )

        form = QFormLayout()
        form.addRow(tr("Firer"), self.firer)
        form.addRow(tr("Target"), self.target)
        form.addRow(tr("Weapon"), self.weapon)
        options = QVBoxLayout()
        options.addWidget(self.advanced_words.with_box())
        for box in (self.suspension_shot, self.campaign, self.target_fired):
            options.addWidget(box)
        form.addRow("", _boxed(options))
        shot_box = QGroupBox(tr("The shot"))
        shot_box.setLayout(form)

        self.plan_view = QTextBrowser()
        self.plan_view.setAccessibleName(tr("What the shot needs"))
        self.plan_view.setMinimumHeight(260)
        self.prompt = prompt_label()
        self.error = error_label()
        self.error.setVisible(False)
        self.spot_button = QPushButton(tr("Roll to Spot"))
        self.spot_button.setToolTip(_spot_tip())
        self.fire_button = QPushButton(tr("Fire"))
        self.fire_button.setToolTip(_fire_tip())
        self.close_button = QPushButton(tr("Close"))
        buttons = QHBoxLayout()
        for b in (self.spot_button, self.fire_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)

        self.result_label = QLabel(tr("<i>Not fired yet.</i>"))
        self.result_label.setWordWrap(True)
        self.result_label.setMinimumHeight(54)
        self.result_view = QTextBrowser()
        self.result_view.setAccessibleName(tr("How the shot came out"))

        left = QVBoxLayout()
        left.addWidget(shot_box)
        left.addWidget(QLabel(tr("<b>Before firing</b>")))
        left.addWidget(self.plan_view, 1)
        left.addWidget(self.prompt)
        left.addWidget(self.error)
        left.addLayout(buttons)
        right = QVBoxLayout()
        right.addWidget(QLabel(tr("<b>Result</b>")))
        right.addWidget(self.result_label)
        right.addWidget(pane_heading(tr("<b>How it came out</b>: every roll, table row and modifier")))
        right.addWidget(self.result_view, 1)
        body = QHBoxLayout(self)
        body.addLayout(left, 5)
        body.addLayout(right, 4)

        self._fill_targets(target)
        self._fill_weapons()
        self.firer.currentIndexChanged.connect(self._on_firer_changed)
        self.target.currentIndexChanged.connect(self._refresh_plan)
        self.weapon.currentIndexChanged.connect(self._refresh_plan)
        for box in (self.advanced, self.suspension_shot, self.campaign, self.target_fired):
            box.toggled.connect(self._refresh_plan)
        self.spot_button.clicked.connect(self.roll_spot)
        self.fire_button.clicked.connect(self.fire)
        self.close_button.clicked.connect(self.accept)
        self.follower = SessionFollower(self, session, editor, self._refresh_plan)
        self._refresh_plan()

    def _say_error(self, text: str) -> None:
        """What is wrong, in red under the plan; the line hidden while nothing is."""
        self.error.setText(text)
        self.error.setVisible(bool(text))

    # -- the choices ----------------------------------------------------------------------------------------------
    def _unit_label(self, unit_id: str) -> str:
        """A unit as the player reads it: its name, and its type where the name does not say it ("Tiger 2 — Tiger
        I E"); never its id."""
        unit = self.session.battle.unit(unit_id)
        if unit is None:
            return unit_id
        name = said(unit_name(self.session, unit_id, self.view))
        if unit_id in self.view.masked_units:
            # Another side's marker: nothing but where it stands, numbered as the side's board numbers the markers.
            number = marker_ids(self.session.battle, self.view).get(unit_id, "").removeprefix(MARKER_ID)
            return f"{name} {number}" if len(self.view.masked_units) > 1 else name
        entry = self.session.catalogue.get(unit.type)
        kind = type_beside(name, entry_name(entry) if entry is not None else unit.type)
        return f"{name} — {kind}" if kind else name

    def _fill_firers(self, wanted: str | None) -> None:
        """The units of the side at the table with a weapon of direct fire; in a battle kept to the sequence, in a
        step of direct fire, those of the step first (anti-tank guns and squads in step 1, tanks in steps 2 and 3),
        then the others: spotting (2.1) is taken in any step of direct fire by any unit, so each may be chosen to roll
        to spot, and the session says whether it may (Roll to Spot) and whether it may fire (Fire). One that does not
        fire now (it has fired in the step, cannot act in it, or fires in another step) says why in its tooltip."""
        session, battle = self.session, self.session.battle
        units = [
            u.id
            for u in battle.units
            if weapons_of(session, u) and self.view.may_handle(u.id) and self.view.may_act_for(u.side)
        ]
        offered = acting_now(session, PlayKind.DIRECT_FIRE, units)
        for unit_id in units:
            if unit_id not in offered:
                offered[unit_id] = not_now_acting(session, unit_id)  # another step's: it may roll to spot here
        if (
            wanted is not None
            and wanted not in offered
            and (unit := battle.unit(wanted)) is not None
            and self.view.may_act_for(unit.side)  # another side's is never offered: a side fires with its own alone
        ):
            offered[wanted] = not_now_acting(session, wanted)  # refused with its reason, not hidden
        for unit_id, why_not in offered.items():
            self.firer.addItem(self._unit_label(unit_id), unit_id)
            if why_not is not None:
                row = self.firer.count() - 1
                self.firer.setItemData(row, said(why_not.text), Qt.ItemDataRole.ToolTipRole)
        self._may_fire = any(why is None for why in offered.values())
        # Opened on no unit (nothing selected on the board): none is chosen for the player, who is asked to choose;
        # not the first unit of the list, aimed at an enemy nobody chose.
        self.firer.setCurrentIndex(self.firer.findData(wanted) if wanted in offered else -1)
        # An empty list says so in its field, and why in its tooltip and in the prompt under the plan (a field as wide
        # as the reason would widen the dialog past a laptop's screen).
        none = "" if self._may_fire else self._no_firer()
        self.firer.setPlaceholderText(tr("no firer") if none else tr("choose the firer"))
        self.firer.setToolTip(none)

    def _no_firer(self) -> str:
        """Why no firer is offered: the side's units with a weapon of direct fire have all fired in this step, or
        cannot act in it, or none fires in it."""
        where = self._in_this_step()
        if self.firer.count():
            return tr("no unit may fire{where}: each one listed says why in its tooltip").format(where=where)
        if where:
            return tr("no unit fires{where}").format(where=where)
        return tr("no unit has a weapon of direct fire")

    def _choose_firer(self) -> str:
        """What the player does first in a dialog opened on no unit: choose the firer (or select it and its target on
        the board)."""
        return tr(
            "choose the firer{where} and its target, or select the two on the board before opening the fire dialog"
        ).format(where=self._in_this_step())

    def _in_this_step(self) -> str:
        """`` in direct fire step 3 (...)`` in a battle kept to the sequence, in a step of direct fire; else ""."""
        if not in_its_step(self.session, PlayKind.DIRECT_FIRE):
            return ""
        here = self.session.tables.sequence.place(self.session.battle.step)
        return tr(" in {step}").format(step=said(step_words(here)))

    @property
    def firer_id(self) -> str:
        return str(self.firer.currentData())

    @property
    def target_id(self) -> str | None:
        data = self.target.currentData()
        return str(data) if data is not None else None

    def _fill_targets(self, wanted: str | None = None) -> None:
        current = wanted or self.target_id
        self.target.blockSignals(True)
        self.target.clear()
        battle = self.session.battle
        firer = battle.unit(self.firer_id)
        enemies = []
        for unit in battle.units:
            if firer is None or unit.side == firer.side or not self.view.shows_unit(unit.id):
                continue
            if unit.id in self.view.masked_units:  # a hidden position: fire declared at it reveals it
                enemies.append(unit.id)
                continue
            entry = self.session.catalogue.get(unit.type)
            if entry is None or (entry.kind not in (UnitKind.VEHICLE, UnitKind.GUN) and unit.id != current):
                continue  # infantry are fired on by infantry fire (3.5)
            enemies.append(unit.id)
        # A strict battle's step: the shots it takes first (a tank at a vehicle in step 2, at a gun in step 3), then
        # the other enemies, which the firer may roll to spot in any step of direct fire (2.1); Fire says why not now.
        self._aimed = aimed_now(self.session, self.firer_id, enemies) if firer is not None else []
        spotted_only = [u for u in enemies if u not in self._aimed] if firer is not None else []
        for unit_id in (*self._aimed, *spotted_only):
            self.target.addItem(self._unit_label(unit_id), unit_id)
        if (
            current is not None
            and self.target.findData(current) < 0
            and battle.unit(current) is not None
            and self.view.shows_unit(current)
        ):
            self.target.addItem(self._unit_label(current), current)
        # No target chosen for the player (the first enemy listed may be one the firer cannot see): he picks it.
        self.target.setCurrentIndex(self.target.findData(current) if current is not None else -1)
        none = "" if self._aimed or (firer is None and self._may_fire) else self._no_target()
        if none and self.target.count():  # nothing to fire at now, enemies to spot all the same
            none = tr("{why}; an enemy listed may be chosen to roll to spot it (2.1)").format(why=none)
        self.target.setPlaceholderText(tr("nothing to fire at") if none else tr("choose the target"))
        self.target.setToolTip(none)
        self.target.blockSignals(False)

    def _no_target(self) -> str:
        """Why no target is offered: the firer's side faces no enemy vehicle or gun it may see, or none that it fires
        at in this step; and where infantry is fired on, when the battle takes that now."""
        firer = self.session.battle.unit(self.firer_id)
        if firer is None:
            return self._no_firer()
        name = said(unit_name(self.session, firer.id, self.view))
        infantry = (
            tr("; infantry is fired on with Infantry Fire (3.5)")
            if not_now(self.session, PlayKind.INFANTRY_FIRE) is None
            else ""
        )
        where = self._in_this_step()
        if where:
            return tr("nothing {firer} may fire at{where}").format(firer=name, where=where) + infantry
        return tr("no enemy vehicle or gun for {firer} to fire at").format(firer=name) + infantry

    def _fill_weapons(self) -> None:
        self.weapon.blockSignals(True)
        self.weapon.clear()
        unit = self.session.battle.unit(self.firer_id)
        self._weapons = weapons_of(self.session, unit) if unit is not None else []
        for choice in self._weapons:
            self.weapon.addItem(choice.label, choice.name)
        self.weapon.blockSignals(False)

    def _on_firer_changed(self) -> None:
        self._fill_targets()
        self._fill_weapons()
        self._refresh_plan()

    def _choice(self, box: QCheckBox, setting: bool) -> bool | None:
        """A box as the action says it: None where it is the battle's setting (the action a command line would
        write for the same shot)."""
        return None if box.isChecked() == setting else box.isChecked()

    def action(self) -> DirectFire:
        if self.firer.currentIndex() < 0:
            raise MoreFireError(self._choose_firer() if self._may_fire else self._no_firer())
        if self.target_id is None:
            raise MoreFireError(
                tr("choose a target: {what}").format(what=said(aimed_words(self.session)))
                if self._aimed
                else self.target.toolTip()
            )
        # None: the unit's own main gun, as a command line names no weapon for it (a squad names what it carries).
        own_first = self.weapon.currentIndex() == 0 and self._weapons and not self._weapons[0].organic
        weapon = None if own_first else self.weapon.currentData()
        settings = self.session.battle.settings
        return DirectFire(
            firer=self.firer_id,
            target=self.target_id,
            weapon=str(weapon) if weapon is not None else None,
            advanced=self._choice(self.advanced, settings.advanced),
            suspension_shot=self.suspension_shot.isChecked(),
            campaign=self._choice(self.campaign, settings.campaign),
            target_fired=self._target_fired(),
        )

    def spot_action(self) -> Spot:
        return Spot(
            spotter=self.firer_id,
            target=str(self.target_id),
            advanced=self._choice(self.advanced, self.session.battle.settings.advanced),
            target_fired=self._target_fired(),
        )

    def _target_fired(self) -> bool | None:
        """What the action says of the target's fire: nothing in a strict battle (it reads it from its marks and
        log), else the box ticked or nothing."""
        if self.session.battle.strict:
            return None
        return True if self.target_fired.isChecked() else None

    def _show_what_the_battle_holds(self) -> None:
        """A strict battle's box shows whether the target fired this turn, as the battle holds it."""
        if self.session.battle.strict and self.target_id is not None:
            self.target_fired.blockSignals(True)
            self.target_fired.setChecked(target_fired_this_turn(self.session.battle, self.target_id))
            self.target_fired.blockSignals(False)

    # -- before firing --------------------------------------------------------------------------------------------
    def _refresh_plan(self, *args: object) -> None:
        if self.outcome is not None:
            return  # the shot has been fired; its result stays on show
        self._show_what_the_battle_holds()
        try:
            self.plan = plan_shot(self.session, fire_request(self.session.battle, self.action()))
        except MoreFireError as exc:
            self.plan = None
            # Nothing chosen yet is a prompt, said plainly; a choice the rules cannot plan is an error.
            choosing = self.firer.currentIndex() < 0 or self.target_id is None
            self._say_error("" if choosing else said_error(exc))
            prompt(self.prompt, sentence(said_error(exc)) if choosing else "")
            shows_here(
                self.plan_view,
                tr(
                    "Once the firer and the target are chosen: the range, the line of sight, whether the target is "
                    "spotted, the angle of fire, the armour and the chance to hit, modifier by modifier."
                ),
            )
            _offer(self.fire_button, _fire_tip(), said_error(exc))
            _offer(self.spot_button, _spot_tip(), said_error(exc))
            if self.item is not None:
                self.item.clear_shot()
            return
        plan = self.plan
        self._say_error("")
        prompt(self.prompt, "")
        # What the session would decide (a strict battle's sequence, a spotter's second roll): said before the dice.
        fire_check = self.session.preview(self.action())
        spot_check = self.session.preview(self.spot_action())
        self._offer_fire(plan, fire_check)
        may_spot = self._offer_spot(plan, spot_check)
        # The rules' own refusals (no line of sight, out of range) are in the plan below; these are the session's.
        later = fire_check.refused and fire_check.rule == SEQUENCE_RULE
        # A roll made this turn is a result, said in the plan's Spotting row and the Result pane.
        rolled = spotted_this_turn(self.session.battle, plan.firer.id, plan.target.id) is not None
        if later and (may_spot or rolled):
            # Nothing is wrong: the firer fires in another step (or has fired in this one), and looks out now.
            prompt(self.prompt, self._fires_later(plan, fire_check, may_spot))
            later = False
        notes = [fire_check.refusal] if later else []
        unspotted = plan.spot is not None and not plan.spot.spotted and plan.los.clear
        if unspotted and not rolled and spot_check.refused and spot_check.refusal not in notes:
            notes.append(spot_check.refusal)
        self._say_error("<br>".join(html.escape(said(n)) for n in notes))
        # Refused in the very step its shot belongs to (it has fired in it, it cannot act in it): no shot follows here.
        shot_follows = not (
            fire_check.refused
            and fire_check.rule == SEQUENCE_RULE
            and matching_fire_step(self.session, plan.firer.id, plan.target.id) == self.session.battle.step
        )
        self.plan_view.setHtml(
            plan_html(self.session, plan, may_spot=may_spot, shot_follows=shot_follows, view=self.view)
        )
        if self.item is not None:
            chance = (
                tr("{chance}% to hit").format(chance=plan.chance.chance)
                if plan.chance is not None and plan.can_fire
                else tr("roll to spot first")
                if shot_follows and _spot_next(plan, may_spot) is not None
                else (tr("cannot fire") if not plan.can_fire else "")
            )
            caption = tr("{firer} → {target}: {yards:.0f} yd").format(
                firer=self._name(plan.firer.id), target=self._name(plan.target.id), yards=plan.range_yards
            ) + (f", {chance}" if chance else "")
            show_shot(
                self.item,
                self.session,
                plan.firer.id,
                plan.target.id,
                plan.advanced,
                caption=caption,
                areas=plan.target.id not in self.view.masked_units,
            )

    def _offer_fire(self, plan: FirePlan, check: Resolution) -> None:
        """Fire, offered where the session would take the shot and the weapon can fire; greyed otherwise, its tooltip
        and status tip saying why: the session's refusal, rule first (the step, a firer that has fired), or why the
        plan says the weapon cannot fire (no line of sight, out of range)."""
        why = _refusal(check) or (said(plan.refused) if plan.refused is not None else "")
        _offer(self.fire_button, _fire_tip(), why)

    def _fires_later(self, plan: FirePlan, check: Resolution, may_spot: bool) -> str:
        """Why the firer does not fire now, said as what it does instead, not as an error: the step its shot at the
        target belongs to (the session's :func:`matching_fire_step`, the step the shot is checked against), or the
        session's refusal (it has fired in this step, it cannot act in it); and that Roll to Spot may be taken now."""
        session = self.session
        step = matching_fire_step(session, plan.firer.id, plan.target.id)
        if step != session.battle.step:
            why = tr("{firer} fires at {target} in {step}").format(
                firer=said(unit_name(session, plan.firer.id, self.view)),
                target=said(unit_name(session, plan.target.id, self.view)),
                step=said(step_words(session.tables.sequence.place(step))),
            )
        else:
            why = _refusal(check)
        if may_spot:
            return tr("{why}; Roll to Spot may be taken now (2.1).").format(why=why)
        return sentence(why)

    def _offer_spot(self, plan: FirePlan, check: Resolution) -> bool:
        """Roll to Spot, offered where the session would take the roll and the chart has something to roll for; greyed
        otherwise, its tooltip and status tip saying why: the session's refusal, rule first, as a phase-bound entry
        says it (the step, a roll already made this turn, a destroyed spotter), or what the plan already shows (the
        target spotted, no line of sight). Whether it is offered."""
        s = plan.spot
        why = _refusal(check)
        if not why and (s is None or s.spotted or not plan.los.clear):
            why = spot_words(s) if s is not None else ""
        _offer(self.spot_button, _spot_tip(), why, offered=s is not None)
        return self.spot_button.isEnabled()

    # -- spotting, firing, applying ---------------------------------------------------------------------------------
    def roll_spot(self) -> None:
        if self.plan is None or self.outcome is not None:
            return
        resolution = self.follower.act(lambda: self.editor.act(self.spot_action()))
        if resolution is None:
            return
        if resolution.refused:
            self._say_error(html.escape(said(resolution.refusal)))
            return
        outcome: SpotOutcome = resolution.result
        self.spot_outcome = outcome
        r = outcome.result
        # Not spotted is the roll's result, as a miss is a shot's: in the miss's grey, not an error's red.
        colour = "#2f6b2f" if r.spotted else RESULT_COLOURS[FireResult.MISS]
        then = (
            ""
            if r.spotted
            else "<p>"
            + html.escape(
                tr("{spotter} rolls for {target} once a turn (2.1): it may roll again next turn.").format(
                    spotter=said(unit_name(self.session, r.spotter_id, self.view)),
                    target=said(unit_name(self.session, r.target_id, self.view)),
                )
            )
            + "</p>"
        )
        self.result_label.setText(
            readable_colours(
                "<p style='font-size:15pt; color:{colour}'><b>{value}</b></p><p>{escape}</p>".format(
                    colour=colour,
                    value=tr("SPOTTED") if r.spotted else tr("NOT SPOTTED"),
                    escape=html.escape(said(r.reason)),
                )
                + then
            )
        )
        whom = said(unit_name(self.session, r.target_id, self.view))
        who = said(unit_name(self.session, r.spotter_id, self.view))
        title = tr("Spotting {target} from {spotter} (2.1)").format(target=whom, spotter=who)
        self.result_view.setHtml(steps_html(outcome.steps, title))
        self._refresh_plan()

    def fire(self) -> None:
        """Fire: the session rolls, and the result goes on the target as one undoable step (with the firer's mark)."""
        if self.plan is None or self.outcome is not None:
            return
        try:
            action = self.action()
        except MoreFireError as exc:
            self._say_error(said_error(exc))
            return
        resolution = self.follower.act(lambda: self.editor.act(action))
        if resolution is None:
            return
        if resolution.refused:
            self._say_error(html.escape(said(resolution.refusal)))
            return
        outcome: FireOutcome = resolution.result
        self.outcome = outcome
        self._show_outcome(outcome)
        self.fire_button.setEnabled(False)
        self.spot_button.setEnabled(False)
        for w in (
            self.firer,
            self.target,
            self.weapon,
            self.advanced,
            self.suspension_shot,
            self.campaign,
            self.target_fired,
        ):
            w.setEnabled(False)

    def _show_outcome(self, outcome: FireOutcome) -> None:
        self.result_label.setText(readable_colours(revealed_html(outcome) + result_html(outcome.result)))
        self.result_view.setHtml("".join(steps_html(steps, title) for title, steps in outcome.sections()))
        if self.item is not None:
            r = outcome.result
            words = RESULT_WORDS.get(r.result, tr("cannot fire")) if r.result else tr("cannot fire")
            if outcome.revealed is not None and outcome.revealed.fake:
                words = tr("a fake marker, taken off the table")
            show_shot(
                self.item,
                self.session,
                r.firer_id,
                r.target_id,
                outcome.plan.advanced,
                caption=f"{self._name(r.firer_id)} → {self._name(r.target_id)}: {words}",
            )

    def _name(self, unit_id: str) -> str:
        """A unit as the board names it (in a side's view, what that side may know), in the interface's language."""
        scene = self.item.scene() if self.item is not None else None
        seen = scene.view_of_board() if scene is not None and hasattr(scene, "view_of_board") else None
        return said(unit_name(self.session, unit_id, seen))

    def done(self, result: int) -> None:
        if self.item is not None:
            self.item.clear_shot()
        super().done(result)

    def result_text(self) -> str:
        """What the result box says, as plain text (for tests)."""
        return self.result_label.text()

    @classmethod
    def run(
        cls,
        session: BattleSession,
        editor: Editor,
        item: FireLineItem | None = None,
        firer: str | None = None,
        target: str | None = None,
        parent: QWidget | None = None,
    ) -> FireDialog:
        dialog = cls(session, editor, item, firer, target, parent)
        dialog.exec()
        return dialog


def _boxed(layout: QVBoxLayout) -> QWidget:
    box = QWidget()
    layout.setContentsMargins(0, 0, 0, 0)
    box.setLayout(layout)
    return box


def _row(label: str, value: str, colour: str | None = None) -> str:
    style = f" style='color:{colour}'" if colour else ""
    return f"<tr><td valign='top'><b>{html.escape(label)}</b></td><td{style}>{value}</td></tr>"


def _refusal(check: Resolution) -> str:
    """The session's refusal of an action, rule first, as a phase-bound entry says it ("" when it takes it)."""
    return said(NotNow(check.reason, check.rule).text) if check.refused else ""


def _offer(button: QPushButton, tip: str, why: str, offered: bool = True) -> None:
    """A button offered (its own ``tip``), or greyed with ``why`` added to its tooltip and as its status tip."""
    button.setEnabled(not why and offered)
    button.setToolTip(f"{tip}\n{why}" if why else tip)
    button.setStatusTip(why or tip)


def _fire_tip() -> str:
    """Fire's own tooltip, in the window's language."""
    return tr("Roll to hit, then the hit location and the damage")


def _spot_tip() -> str:
    """Roll to Spot's own tooltip, in the window's language."""
    return tr("Roll the spotting chart (2.1): 60% and its modifiers")


def spot_words(s: SpotState) -> str:
    """Whether the target is spotted, and why, as the plan says it before the dice: "spotted: ... (2.1)"."""
    words = (
        (tr("spotted automatically: {reason}") if s.automatic else tr("spotted: {reason}"))
        if s.spotted
        else tr("not spotted: {reason}")
    )
    return words.format(reason=said(s.reason)) + " (2.1)"


def plan_html(
    session: BattleSession, plan: FirePlan, may_spot: bool = False, shot_follows: bool = True, view: View | None = None
) -> str:
    """The facts before the dice, one row each, then the chance to hit built up modifier by modifier, then why the
    weapon cannot fire. ``may_spot``: Roll to Spot is offered now (the session would take the roll): a target not
    spotted yet, when that alone keeps the shot back, is the next step ("Before the shot:"), not an error;
    ``shot_follows`` False (the session refuses the shot in the step it belongs to: the firer has fired in it), what it
    may do now ("Spotting now:"). ``view``: the side at the table (names as it may read them; another side's hidden
    position is a marker, of which the plan holds only the range and the line of sight to it)."""
    e = html.escape
    spot_next = _spot_next(plan, may_spot)
    geo = session.geometry
    unit = session.battle.table.unit
    rows: list[str] = []
    fired = fired_note(session.battle, plan.firer.id, session.tables, unit_name(session, plan.firer.id))
    if fired is not None:
        rows.append(_row(tr("Fired this turn"), e(said(fired)), AMBER))
    distance = tr("{yards:.0f} yards ({table} {unit}, centre to centre)").format(
        yards=plan.range_yards, table=table_number(geo.to_table(plan.range_yards)), unit=said(unit)
    )
    rows.append(_row(tr("Range"), distance))
    # "Tiger 2 → T-34 #3: blocked by Copse (woods), Hedge, Crops": the units and the pieces by their names.
    between = f"{said(unit_name(session, plan.firer.id, view))} → {said(unit_name(session, plan.target.id, view))}"
    if plan.los.clear:
        rows.append(_row(tr("Line of sight"), e(tr("{units}: clear (2.1)").format(units=between)), "#2f6b2f"))
    else:
        blockers = said(names(session, [b.piece for b in plan.los.blockers]))
        rows.append(
            _row(
                tr("Line of sight"),
                e(tr("{units}: blocked by {blockers} (2.1)").format(units=between, blockers=blockers)),
                "#b3140a",
            )
        )
    if plan.spot is not None:
        s = plan.spot
        # A roll made this turn that failed is the turn's result, in a miss's grey; a roll to make now is the next step,
        # in a fact's amber; a roll that cannot be made now is in red.
        colour = (
            "#2f6b2f"
            if s.spotted
            else (RESULT_COLOURS[FireResult.MISS] if s.rolled else (AMBER if spot_next else "#b3140a"))
        )
        rows.append(_row(tr("Spotting"), e(spot_words(s)), colour))
    if plan.angle is not None:
        a = plan.angle
        shot = plan.shot
        assert shot is not None
        armor = shot.target.armor
        if plan.advanced:
            aspect = a.sector.aspect.value
            text = tr(
                "advanced: {firer} is in {target}'s <b>{sector}</b> sector — turret and hull hit on the <b>{aspect}</b>"
            ).format(firer=e(plan.firer.id), target=e(plan.target.id), sector=said(a.sector.value), aspect=said(aspect))
            if aspect == "rear":
                text += tr(" (rear: side armour)")
        else:
            text = (
                tr("basic: the rear of the vehicle is <b>in</b> the line of sight — hull <b>side</b>, turret front")
                if a.rear_in_view
                else tr("basic: the rear of the vehicle is not in the line of sight — hull and turret <b>front</b>")
            )
        rows.append(_row(tr("Angle of fire"), text + " (2.3)"))
        if armor is not None:
            turret = (
                tr("turret AC {front} front, {side} side; ").format(
                    front=armor.turret_front, side=armor.turret_side or armor.turret_front
                )
                if shot.target.turret
                else tr("no turret (a turret result hits the hull); ")
            )
            hull = tr("hull AC {front} front, {side} side").format(front=armor.hull_front, side=armor.hull_side)
            rows.append(_row(tr("Target armour"), turret + hull))
    shot = plan.shot
    marker = fires_at_marker(session.battle, plan.target.id)
    if marker:
        rows.append(_row(tr("Target"), e(_hidden_target()), AMBER))
    if shot is not None and shot.target.kind is TargetKind.GUN:
        rows.append(
            _row(
                tr("Target"),
                tr("a gun: no armour and no hit location — a hit destroys it (2.2)")
                + (tr(", and it is an anti-tank gun") if shot.target.anti_tank_gun else ""),
            )
        )
    # At a marker the firer's own gun is known: its band at the marker's range, with no target to read it against.
    weapon = shot.firer.weapon if shot is not None else (plan.weapon.weapon if marker and plan.weapon else None)
    if weapon is not None:
        band = range_band(weapon, plan.range_yards)
        rule = "3.4" if weapon.squad else "2.2"
        if band is not None:
            rows.append(
                _row(
                    tr("Range band"),
                    tr("{weapon}: up to {yards} yards — base {hit}% to hit, penetrates AC {pen} ({rule})").format(
                        weapon=e(weapon.name), yards=band.max_yards, hit=band.hit, pen=band.pen, rule=rule
                    ),
                )
            )
            faces = plan.faces_in_view()
            if faces:
                rows.append(
                    _row(
                        tr("Penetration"),
                        "; ".join(
                            tr("{face} AC {ac}: ").format(face=e(FACES.get(f.face, f.face)), ac=f.armour_class)
                            + (
                                "<b style='color:#2f6b2f'>" + tr("penetrates") + "</b>"
                                if f.penetrated
                                else "<span style='color:#b3140a'>" + tr("does not") + "</span>"
                            )
                            for f in faces
                        )
                        + " (2.2)",
                    )
                )
        else:
            rows.append(
                _row(
                    tr("Range band"),
                    tr("{weapon}: beyond its last band ({yards} yards)").format(
                        weapon=e(weapon.name), yards=weapon.max_yards
                    ),
                    "#b3140a",
                )
            )
    parts = ["<table cellspacing='3'>", *rows, "</table>"]
    if plan.chance is not None:
        c = plan.chance
        mods = "".join(
            f"<tr><td>{e(said(m.label))}</td><td align='right'><b>{m.value:+d}</b></td>"
            f"<td style='color:#777'>{e(m.rule)}</td></tr>"
            for m in c.modifiers
        )
        total = c.base + sum(m.value for m in c.modifiers)
        base = tr("Base chance at {yards} yards").format(yards=c.band.max_yards)
        read = tr("({total}% read as 0)").format(total=total) if total < 0 else ""
        parts.append(
            "<p><b>" + tr("Chance to hit") + f"</b></p><table cellspacing='2'>"
            f"<tr><td>{base}</td><td align='right'><b>{percent(c.base)}</b></td>"
            "<td style='color:#777'>2.2</td></tr>"
            + mods
            + "<tr><td><b>"
            + tr("Final chance")
            + f"</b></td><td align='right'><b style='font-size:larger'>{percent(c.chance)}"
            f"</b></td><td style='color:#777'>{read}</td></tr></table>"
        )
    if spot_next is not None:
        # The target not spotted yet, Roll to Spot offered: the next step, in the plan's own colour, not an error; for
        # a firer whose shot does not follow here (it has fired in this step), what it may do now.
        target = said(unit_name(session, plan.target.id, view))
        if shot_follows:
            step = tr("roll to spot {target} first: {why} (2.1)").format(target=target, why=said(spot_next))
            heading = tr("Before the shot:")
        else:
            step = tr("roll to spot {target}: {why} (2.1)").format(target=target, why=said(spot_next))
            heading = tr("Spotting now:")
        parts.append(f"{_GAP}<p style='margin-top:0px'><b>{heading}</b></p><ul><li>{e(step)}</li></ul>")
    elif plan.refused:
        # The target not spotted by a roll made this turn is no error to fix: no fire, said in a result's grey.
        failed_spot = plan.spot.reason if plan.spot is not None and plan.spot.rolled else None
        # One refusal is said whole (its own words may hold a "; "); several, joined by the session, one by one.
        reasons = [plan.refused] if isinstance(plan.refused, Message) else plan.refused.split("; ")
        results = [r for r in reasons if failed_spot is not None and failed_spot in r]
        errors = [r for r in reasons if r not in results]
        for heading, listed, colour in (
            (tr("Cannot fire:"), errors, "#b3140a"),
            (tr("No fire this turn:"), results, RESULT_COLOURS[FireResult.MISS]),
        ):
            if listed:
                items = "".join(f"<li>{e(said(r))}</li>" for r in listed)
                parts.append(
                    f"{_GAP}<p style='color:{colour}; margin-top:0px'><b>{heading}</b></p>"
                    f"<ul style='color:{colour}'>{items}</ul>"
                )
    return readable_colours("".join(parts))


# A little room between the chance to hit and what follows it (Qt's rich text gives a paragraph after a table none).
_GAP = "<p style='margin-top:0px; margin-bottom:0px; font-size:5pt'>&nbsp;</p>"


def _spot_next(plan: FirePlan, may_spot: bool) -> str | None:
    """Why the spotting chart is to be rolled before the shot, when that is the next step: the target is not spotted
    yet, the plan's only reason the weapon cannot fire, and Roll to Spot is offered now (``may_spot``: the session
    would take the roll). None otherwise: a refusal stays one ("Cannot fire:")."""
    s = plan.spot
    if not may_spot or s is None or s.unseen is None or not plan.refused:
        return None
    return s.unseen if all(s.reason in r for r in plan.refused.split("; ")) else None


def _hidden_target() -> str:
    """What the plan says of another side's hidden position before the shot: nothing the marker hides."""
    return tr(
        "a hidden position: what it is, and the chance to hit it, are known once it is revealed; firing at it reveals "
        "it (a real unit is fired on at once, a fake marker is taken off the table and the shot is spent)"
    )


def revealed_html(outcome: FireOutcome) -> str:
    """What a shot at a hidden position found, above its result: the unit revealed, or a fake marker ("" for a shot
    at a unit in plain sight)."""
    found = outcome.revealed
    if found is None:
        return ""
    if found.fake:
        return (
            "<p style='font-size:15pt; color:#555555'><b>"
            + html.escape(tr("A FAKE MARKER"))
            + "</b></p><p>"
            + html.escape(tr("It is taken off the table; the shot is spent."))
            + "</p>"
        )
    return "<p><b>" + html.escape(tr("Revealed: {unit}").format(unit=said(found.name))) + "</b></p>"


def result_html(r: DirectFireResult) -> str:
    """The result in one line, big: hit or miss, where, armour against penetration, and what it did."""
    e = html.escape
    if r.refused is None and r.result is None:
        return ""  # a fake marker: nothing was fired at (revealed_html says so)
    if r.refused is not None:
        return (
            "<p style='font-size:15pt; color:#b3140a'><b>" + tr("CANNOT FIRE") + f"</b></p><p>{e(said(r.refused))}</p>"
        )
    assert r.result is not None
    colour = RESULT_COLOURS.get(r.result, "#111111")
    head = RESULT_WORDS.get(r.result, r.result.value)
    detail = [tr("rolled <b>{roll}</b> against {chance}%").format(roll=r.roll, chance=r.chance)]
    if r.location is not None:
        where = said(r.location.value)
        if r.rolled_location is not None and r.rolled_location is not r.location:
            where += tr(" (a {location} result on a turretless vehicle)").format(location=said(r.rolled_location.value))
        detail.append(tr("{where} hit").format(where=where))
    if r.armor_class is not None:
        face = FACES.get(r.armor_face or "", (r.armor_face or "").replace("_", " "))
        detail.append(
            tr("{face} AC {ac} against penetration {pen}: ").format(face=face, ac=r.armor_class, pen=r.penetration)
            + ("<b>" + tr("penetrated") + "</b>" if r.penetrated else tr("not penetrated"))
        )
    if r.immobile_turns:
        detail.append(tr("immobile for %n turn(s)", None, r.immobile_turns))
    return f"<p style='font-size:15pt; color:{colour}'><b>{e(head)}</b></p><p>{'; '.join(detail)}</p>"
