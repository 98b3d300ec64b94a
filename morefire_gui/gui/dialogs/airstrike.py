"""The airstrike dialog (rule 5, Table VII): a new airstrike (its side, aircraft, entry point and heading) or the
next run of one in play; its altitude (5.2), attack (5.4 strafe or 5.5 bomb), dive (5.3) and where its bombs are
released. Before the dice it shows the path, every unit under the strip or the bomb circle, and every anti-aircraft
weapon that sees and reaches it with its chance, and whether the session would take the run now (a strict battle:
steps 3-4 of the movement phase, once a turn). Fly is the action (``Airstrike`` or ``AircraftRun``): the session
rolls the anti-aircraft fire and the attack, and the aircraft and the units it hit go on the battle as one undoable
step; every roll is written to the battle log as it is made (undo never removes it).

Left open, it follows the session (:class:`~morefire_gui.gui.dialogs.following.SessionFollower`): before Fly it asks
the session again whenever the battle changes (Undo, Redo, a step), so that it never offers an action on a position
that is gone; it closes, saying so in the status bar, when Undo takes back what it took (the result it shows is no
longer the battle's), when a unit it was opened for is gone, or when the table is handed over (what it shows is the
last player's)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.errors import MoreFireError
from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.board.aircraft_items import AirRunItem, aircraft_caption
from morefire_gui.gui.board.scene import BoardScene
from morefire_gui.gui.board.tools.base import Editor, seen_by
from morefire_gui.gui.dialogs.following import SessionFollower
from morefire_gui.gui.dialogs.resolution import sides_offered
from morefire_gui.gui.docks.aircraft import short_aircraft_name
from morefire_gui.gui.i18n import percent, tr
from morefire_gui.gui.said import entry_name, said, said_error
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.side_words import said_side, said_side_nation, said_side_short
from morefire_gui.gui.style import in_colour, readable_colours
from morefire_gui.gui.widgets.box_words import BoxWords
from morefire_gui.gui.widgets.pane_heading import pane_heading
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.gui.widgets.table_point_box import TablePointBox
from morefire_gui.model.actions.aircraft import AircraftRun, Airstrike
from morefire_gui.rules.aircraft.tables import AircraftTables
from morefire_gui.rules.aircraft.terms import Altitude, Attack
from morefire_gui.session.aircraft import (
    AirstrikeRequest,
    RunOutcome,
    RunPlan,
    RunRequest,
    aircraft_runs,
    no_aircraft_text,
    plan_run,
    run_log,
    side_aircraft,
    side_airstrikes,
    unbought_text,
)
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.names import aircraft_name, unit_name
from morefire_gui.session.visibility import View

RESULT_COLOURS = {
    "destroyed": "#b3140a",
    "immobilized": "#c46a00",
    "suppressed": "#c46a00",
    "aborted": "#c46a00",
    "no effect": "#2f6b2f",
    "miss": "#2f6b2f",
}


class AirstrikeDialog(QDialog):
    def __init__(
        self,
        session: BattleSession,
        editor: Editor,
        board: BoardScene,
        run_item: AirRunItem | None,
        tables: AircraftTables,
        entry: XY | None = None,
        heading: float | None = None,
        aircraft_id: str | None = None,
        side: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session, self.editor, self.board, self.run_item, self.tables = session, editor, board, run_item, tables
        self.aircraft_id = aircraft_id
        self.plan: RunPlan | None = None
        self.outcome: RunOutcome | None = None
        self.view: View = seen_by(editor)  # whose view the plan was made in (hot seat)
        battle = session.battle
        plane = next((a for a in battle.aircraft if a.id == aircraft_id), None) if aircraft_id else None
        # The aircraft by its name, as the dock and the run's refusals name it, never by the battle file's id.
        self.setWindowTitle(
            tr("Airstrike: {aircraft}'s run").format(aircraft=said(aircraft_name(session, plane)))
            if plane
            else tr("New airstrike")
        )
        fit_to_screen(self, 1020, 720)

        self.side = QComboBox()
        for s in sides_offered(editor, battle):  # hot seat: the side's own (what it bought is its secret)
            self.side.addItem(said_side_nation(battle, s.id), s.id)
        chosen_side = plane.side if plane is not None else side
        if chosen_side is not None and self.side.findData(chosen_side) >= 0:
            self.side.setCurrentIndex(self.side.findData(chosen_side))
        self.aircraft = QComboBox()
        # Written as every point of the table is (one decimal, the locale's mark), kept as typed or dragged.
        self.entry_x = TablePointBox(battle.table.width)
        self.entry_y = TablePointBox(battle.table.depth)
        self.heading = QDoubleSpinBox(decimals=1, minimum=0, maximum=359.9, suffix="°")
        self.heading.setWrapping(True)
        if plane is not None:  # a run: the aircraft flies on from where it is, along its arrow
            entry, heading = (entry or plane.at), (plane.heading if heading is None else heading)
        if entry is not None:
            self.entry_x.setValue(entry[0])
            self.entry_y.setValue(entry[1])
        if heading is not None:
            self.heading.setValue(heading % 360.0)
        self.altitude = QComboBox()
        for a in Altitude:
            band = tables.altitude(a)
            self.altitude.addItem(tr("{label} ({yards} yd)").format(label=said(band.label), yards=band.yards), a.value)
        self.attack = QComboBox()
        self.attack.addItem(tr("Strafe (5.4)"), Attack.STRAFE.value)
        self.attack.addItem(tr("Bomb (5.5)"), Attack.BOMB.value)
        self.dive = QCheckBox(tr("Dive (5.3):"))
        self.dive_words = BoxWords(self.dive, tr("from medium or high, attacking from low"))
        self.release = QDoubleSpinBox(decimals=0, minimum=0, maximum=20000, singleStep=50, suffix=tr(" yd"))
        self.release.setToolTip(tr("Release the bombs this far along the path (5.5)"))
        self.release_end = QCheckBox(tr("at the end of the path over the table"))
        self.release_end.setChecked(True)
        self.advanced = QCheckBox(tr("Advanced rules"))
        self.advanced.setChecked(battle.settings.advanced)
        # What the box changes, wrapped beside it (in German it held the dialog wider than it asks).
        self.advanced_words = BoxWords(self.advanced, tr("(converged dive bombs, odd/even damage die)"))
        if battle.strict:  # a strict battle plays every action by its settings
            self.advanced.setEnabled(False)
            self.advanced.setToolTip(
                tr("A battle kept to the sequence of play plays by its settings (Rules → Advanced Game)")
            )
        if plane is not None:
            self.altitude.setCurrentIndex(self.altitude.findData(plane.altitude.value))
            self.attack.setCurrentIndex(self.attack.findData(plane.attack.value))

        form = QFormLayout()
        form.addRow(tr("Side"), self.side)
        form.addRow(tr("Aircraft", "the one aircraft flying the airstrike"), self.aircraft)
        entry_row = QHBoxLayout()
        entry_row.setContentsMargins(0, 0, 0, 0)
        for w in (QLabel("x"), self.entry_x, QLabel("y"), self.entry_y, QLabel(tr("heading")), self.heading):
            entry_row.addWidget(w)
        self.entry_box = QWidget()
        self.entry_box.setLayout(entry_row)
        form.addRow(tr("Enters at") if plane is None else tr("Flies from"), self.entry_box)
        form.addRow(tr("Altitude"), self.altitude)
        form.addRow(tr("Attack"), self.attack)
        form.addRow("", self.dive_words.with_box())
        release_row = QHBoxLayout()
        release_row.setContentsMargins(0, 0, 0, 0)
        release_row.addWidget(self.release)
        release_row.addWidget(self.release_end)
        release_box = QWidget()
        release_box.setLayout(release_row)
        form.addRow(tr("Bombs released"), release_box)
        form.addRow("", self.advanced_words.with_box())
        request_box = QGroupBox(tr("The airstrike"))
        request_box.setLayout(form)
        for widget in (self.side, self.aircraft, self.entry_box):
            widget.setEnabled(plane is None)

        self.status = QLabel()
        self.status.setWordWrap(True)
        self.plan_view = QTextBrowser()
        self.plan_view.setMinimumHeight(160)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # a refusal's words, shown as they are
        self.error.setStyleSheet(readable_colours("color: #b00020"))
        self.fly_button = QPushButton(tr("Fly"))
        self.fly_button.setToolTip(
            tr(
                "Roll the anti-aircraft fire, then the strafing or the bombs; the aircraft and "
                "the "
                "units it hit go on the battle as one undoable step"
            )
        )
        self.close_button = QPushButton(tr("Close"))
        buttons = QHBoxLayout()
        for b in (self.fly_button,):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)

        self.aa_table = QTableWidget(0, 6)
        self.aa_table.setHorizontalHeaderLabels(
            [tr("AA unit"), tr("Fires"), tr("Slant range"), tr("Chance"), tr("Roll"), tr("Result")]
        )
        self.targets = QTableWidget(0, 6)
        self.targets.setHorizontalHeaderLabels(
            [tr("Unit"), tr("Under"), tr("FIR / class"), tr("Chance"), tr("Roll"), tr("Result")]
        )
        for t in (self.aa_table, self.targets):
            t.verticalHeader().setVisible(False)
            t.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            t.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.result_view = QTextBrowser()

        left = QVBoxLayout()
        left.addWidget(request_box)
        left.addWidget(self.status)
        left.addWidget(QLabel(tr("<b>Before the dice</b>")))
        left.addWidget(self.plan_view)
        left.addWidget(self.error)
        left.addLayout(buttons)
        right = QVBoxLayout()
        right.addWidget(pane_heading(tr("<b>Anti-aircraft weapons of the other side</b> (5.6)")))
        right.addWidget(self.aa_table, 1)
        right.addWidget(pane_heading(tr("<b>Every unit under the run</b> (strip or bomb circle)")))
        right.addWidget(self.targets, 2)
        right.addWidget(pane_heading(tr("<b>How it came out</b>: every roll, table row and modifier")))
        right.addWidget(self.result_view, 3)
        body = QHBoxLayout(self)
        body.addLayout(left, 2)
        body.addLayout(right, 3)

        self._fill_aircraft(plane.type if plane is not None else None)
        self.side.currentIndexChanged.connect(self._on_side_changed)
        for combo in (self.aircraft, self.altitude, self.attack):
            combo.currentIndexChanged.connect(self._refresh_plan)
        for spin in (self.entry_x, self.entry_y, self.heading, self.release):
            spin.valueChanged.connect(self._refresh_plan)
        for box in (self.dive, self.release_end, self.advanced):
            box.toggled.connect(self._refresh_plan)
        self.fly_button.clicked.connect(self.fly)
        self.close_button.clicked.connect(self.accept)
        self.follower = SessionFollower(self, session, editor, self._refresh_plan, taken_back=self._clear_board)
        self._refresh_plan()

    # -- choices --------------------------------------------------------------------------------------------------
    @property
    def side_id(self) -> str:
        return str(self.side.currentData())

    def _fill_aircraft(self, chosen: str | None = None) -> None:
        """The airstrikes the side bought with its forces first ("bought: Junkers Ju 87 B-2 Stuka ×2": paid for
        then, flying one uses it up), then, in a battle played free of the sequence, the aircraft it may fly
        (session.aircraft.side_aircraft: its nation's, in service in the battle's year; its points charged when it
        flies): a battle kept to the sequence flies only those bought (Table VII). An aircraft in play is shown as it
        is."""
        self.aircraft.blockSignals(True)
        self.aircraft.clear()
        catalogue = self.session.catalogue
        bought = {} if self.aircraft_id else side_airstrikes(self.session, self.side_id).bought_counts()
        for aircraft, n in bought.items():
            entry = catalogue.get(aircraft)
            if entry is not None and entry.aircraft is not None:
                self.aircraft.addItem(
                    tr("bought: {name} ×{n} (paid with the forces)").format(name=entry_name(entry), n=n), entry.id
                )
        # A battle kept to the sequence of play flies only the airstrikes the side's forces have (Table VII).
        strict = self.session.battle.strict
        entries = [] if strict else [e for e in side_aircraft(self.session, self.side_id) if e.id not in bought]
        # The aircraft in play whose run this is, shown as it is (in any battle: it flies already).
        if chosen is not None and all(e.id != chosen for e in entries) and chosen not in bought:
            entry = catalogue.get(chosen)
            if entry is not None and entry.aircraft is not None:
                entries.append(entry)
        for e in entries:
            assert e.aircraft is not None
            bombs = f", {e.aircraft.bombs.count} x {e.aircraft.bombs.kg:g} kg" if e.aircraft.bombs else ""
            self.aircraft.addItem(
                tr("{name} ({years}-{years2}{bombs}, {points} pts)").format(
                    name=e.name, years=e.years[0], years2=e.years[1], bombs=bombs, points=e.points
                ),
                e.id,
            )
        if chosen is not None and self.aircraft.findData(chosen) >= 0:
            self.aircraft.setCurrentIndex(self.aircraft.findData(chosen))
        self.aircraft.blockSignals(False)

    def _nothing_to_fly(self) -> str:
        """Why the side has no aircraft to choose: none bought (a battle kept to the sequence of play), or none of its
        nation in the battle's year."""
        if self.session.battle.strict:
            return unbought_text(self.session, self.side_id, "", side_airstrikes(self.session, self.side_id))
        return no_aircraft_text(self.session, self.side_id) or tr("no aircraft")

    def aircraft_choices(self) -> list[str]:
        """The aircraft list as the player reads it, in its order (for tests)."""
        return [self.aircraft.itemText(i) for i in range(self.aircraft.count())]

    def _on_side_changed(self) -> None:
        self._fill_aircraft()
        self._refresh_plan()

    def _choice(self, box: QCheckBox, setting: bool) -> bool | None:
        """A box as the action says it: None where it is the battle's setting (as a command line writes it)."""
        return None if box.isChecked() == setting else box.isChecked()

    def action(self) -> Airstrike | AircraftRun:
        """The run as the session takes it: what the player left as it is stays at the action's default (the
        battle's settings, the aircraft's altitude and attack), so that the command line writes the same action."""
        attack = Attack(self.attack.currentData())
        altitude = Altitude(self.altitude.currentData())
        release = None if self.release_end.isChecked() or attack is not Attack.BOMB else self.release.value()
        dive = self.dive.isChecked()
        advanced = self._choice(self.advanced, self.session.battle.settings.advanced)
        if self.aircraft_id is not None:
            plane = next(a for a in self.session.battle.aircraft if a.id == self.aircraft_id)
            return AircraftRun(
                aircraft=self.aircraft_id,
                altitude=None if altitude is plane.altitude else altitude,
                attack=None if attack is plane.attack else attack,
                dive=dive,
                release_yards=release,
                advanced=advanced,
            )
        if self.aircraft.count() == 0:
            raise MoreFireError(self._nothing_to_fly())
        return Airstrike(
            side=self.side_id,
            aircraft=str(self.aircraft.currentData()),
            entry=(self.entry_x.value(), self.entry_y.value()),
            heading=self.heading.value(),
            altitude=altitude,
            attack=attack,
            dive=dive,
            release_yards=release,
            advanced=advanced,
        )

    def request(self) -> tuple[AirstrikeRequest | str, RunRequest]:
        """The run for the plan before the dice (the same as the action's)."""
        action = self.action()
        run = RunRequest(
            altitude=action.altitude,
            attack=action.attack,
            dive=action.dive,
            release_yards=action.release_yards,
            advanced=action.advanced,
        )
        if isinstance(action, AircraftRun):
            return action.aircraft, run
        return AirstrikeRequest(
            action.side, action.aircraft, action.entry, action.heading, action.altitude, action.attack
        ), run

    def _new_airstrike_words(self) -> str:
        """A new airstrike's status: the side's airstrikes under Table VII and the weather, bought, flown and their
        points, and why it may fly none (in red)."""
        status = side_airstrikes(self.session, self.side_id)
        a = status.availability
        # Flying one of those bought is allowed when another is not (Table VII counts it once).
        flying_bought = bool(status.bought) and self.aircraft.currentData() in status.bought
        if flying_bought and status.bought_availability is not None:
            a = status.bought_availability
        strikes = (
            tr("not limited (no Table VII result)")
            if a.limit is None
            else tr("{used} of {limit} flown").format(used=a.used, limit=a.limit)
        )
        if status.bought:
            strikes = tr("{strikes}, {bought} bought with the forces waiting to fly").format(
                strikes=strikes, bought=len(status.bought)
            )
        none = None if self.aircraft.count() else self._nothing_to_fly()  # an empty list: why
        return (
            tr("<b>{escape}</b>: airstrikes {strikes}; {points} points spent on airstrikes (bought and flown).").format(
                escape=html.escape(said_side(self.session.battle, self.side_id)),
                strikes=strikes,
                points=status.points,
            )
            + ("" if a.allowed else " " + in_colour(html.escape(said(a.reason)), "#b00020"))
            + (" " + in_colour(html.escape(said(none)[:1].upper() + said(none)[1:]) + ".", "#b00020") if none else "")
        )

    def _run_words(self) -> str:
        """The status of an aircraft in play's next run: the aircraft, its side and its runs (flown, this turn's still
        to fly or the turn of its next), as the session counts them; Table VII has no say in a run."""
        try:
            runs = aircraft_runs(self.session, str(self.aircraft_id))
        except MoreFireError:
            return ""  # gone with an undo: the dialog closes
        flown = tr("%n run(s) flown", None, runs.flown)
        if runs.left_this_turn:
            words = tr("<b>{aircraft}</b> ({side}): its run of turn {turn} is still to fly; {flown} before it.")
        elif runs.next_turn is not None:
            words = tr(
                "<b>{aircraft}</b> ({side}): it has flown its run of this turn, the next in turn {turn}; {flown}."
            )
        else:
            words = tr("<b>{aircraft}</b> ({side}): {flown}; it flies no more.")
        return words.format(
            aircraft=html.escape(runs.name),
            side=html.escape(said_side_short(self.session.battle, runs.side)),
            turn=runs.next_turn,
            flown=flown,
        )

    # -- the plan -------------------------------------------------------------------------------------------------
    def _refresh_plan(self, *args: object) -> None:
        self.release.setEnabled(self.attack.currentData() == Attack.BOMB.value and not self.release_end.isChecked())
        self.release_end.setEnabled(self.attack.currentData() == Attack.BOMB.value)
        if self.outcome is not None:
            return  # the run has been flown: its result stays on show
        self.status.setText(
            readable_colours(self._run_words() if self.aircraft_id is not None else self._new_airstrike_words())
        )
        try:
            aircraft, run = self.request()
            # As the player at the table may read it (hot seat): the plan's counts and its AA in the view.
            self.view = seen_by(self.editor)
            self.plan = plan_run(self.session, aircraft, run, self.tables, self.view)
        except MoreFireError as exc:
            self.plan = None
            self.error.setText(said_error(exc))
            self.plan_view.setHtml("")
            self.fly_button.setEnabled(False)
            self._fill_tables(None)
            self._clear_board()
            return
        plan = self.plan
        # What the session would decide now (a strict battle's step, a second run this turn): said before the dice.
        check = self.session.preview(self.action())
        self.error.setText(said(check.refusal) if check.refused else "")
        self.fly_button.setEnabled(check.accepted)
        e = html.escape
        under = self._under(plan)
        firing = [a for a in plan.aa if a.refusal is None]
        flight = (
            tr("{aircraft}: {yards:g} yards along heading {heading:g}, {altitude} altitude (dive)")
            if plan.altitudes.dive
            else tr("{aircraft}: {yards:g} yards along heading {heading:g}, {altitude} altitude")
        ).format(
            aircraft=entry_name(plan.entry),
            yards=plan.move.yards,
            heading=plan.aircraft.heading,
            altitude=said(plan.altitudes.attack.value),
        )
        attack = tr("strafes") if plan.attack is Attack.STRAFE else tr("bombs")
        units = tr("%n unit(s) under the run", None, len(under)) if under else tr("no unit under the run")
        guns = (
            tr("%n anti-aircraft weapon(s) can fire", None, len(firing))
            if firing
            else tr("no anti-aircraft weapon can fire")
        )
        self.plan_view.setHtml(
            "<p>"
            + e(tr("{flight}; {attack}; {units}; {guns}.").format(flight=flight, attack=attack, units=units, guns=guns))
            + "</p>"
            + steps_html(plan.steps)
        )
        self._fill_tables(plan)
        self._draw(plan)

    def _under(self, plan: RunPlan) -> list[tuple[str, bool]]:
        """The units under the strip or the bomb circle as the view shows them: another side's hidden position in
        or partly in by its marker's square (its footprint would tell what it is), a wave not landed not at all."""
        geometry = self.session.geometry
        if plan.strip is not None:
            inside = [(u.unit_id, u.partly_in) for u in plan.strip.units]
            return geometry.shown_in_outline(inside, plan.strip.outline, self.view)
        if plan.aim_zone is not None and plan.release is not None and plan.bomb_diameter_yards:
            inside = [(u.unit_id, u.partly_in) for u in plan.aim_zone.units]
            radius = geometry.to_table(plan.bomb_diameter_yards / 2)
            return geometry.shown_in_circle(inside, plan.release, radius, self.view)
        return []

    def _name(self, unit_id: str) -> str:
        """A unit as the player at the table may read it: as the view shows it now, or, for one the run took off the
        table (a fake marker revealed), as the view showed it when the run was planned; in the interface's language, its
        side too ("Schützengruppe 1 (Achse)"), as the log names it."""
        now = seen_by(self.editor)
        return said(
            unit_name(self.session, unit_id, now if self.session.battle.unit(unit_id) is not None else self.view)
        )

    def _seen(self, unit_id: str) -> bool:
        """Whether the view shows the unit in detail now (its anti-aircraft weapons, what befell it)."""
        now = seen_by(self.editor)
        return self.session.battle.unit(unit_id) is not None and now.may_handle(unit_id)

    def _clear_board(self) -> None:
        """Take the run and the marks of the units it hit off the board."""
        if self.run_item is not None:
            self.run_item.clear()
        self.board.set_zone_marks({})

    def _draw(self, plan: RunPlan, outcome: RunOutcome | None = None) -> None:
        if self.run_item is None:
            return
        geometry = self.session.geometry
        path = plan.path
        lines = []
        for a in plan.aa:
            unit = self.session.battle.unit(a.unit_id)
            if unit is None or not self._seen(a.unit_id):
                continue
            kind = "can" if a.refusal is None else "cannot"
            if outcome is not None and outcome.aa.hit_by == a.unit_id:
                kind = "hit"
            lines.append((unit.at, a.sighting.at, kind))
        radius = geometry.to_table(plan.bomb_diameter_yards / 2) if plan.bomb_diameter_yards else 0.0
        # The aircraft as its arrow and the Aircraft dock name it ("Il-2M"), never by the battle file's id.
        caption = aircraft_caption(short_aircraft_name(self.session, plan.aircraft), said(plan.altitudes.attack.value))
        if outcome is not None and outcome.aa.result is not None:
            caption += f": {said(outcome.aa.result.value)}"
        self.run_item.show_run(
            (path.start, path.end),
            path.heading,
            strip=plan.strip.outline if plan.strip else (),
            bomb_aim=plan.release,
            radius=radius,
            impact=outcome.impact if outcome is not None else None,
            aa_lines=lines,
            flown=outcome is not None,
            caption=caption,
        )
        if outcome is not None and outcome.zone is not None:
            marks = {u.unit_id: "partly" if u.partly_in else "in" for u in outcome.zone.units if self._seen(u.unit_id)}
        else:
            marks = {uid: "partly" if partly else "in" for uid, partly in self._under(plan)}
        self.board.set_zone_marks(marks)

    def _fill_tables(self, plan: RunPlan | None, outcome: RunOutcome | None = None) -> None:
        aa_rows: list[tuple[list[str], str | None]] = []
        for a in plan.aa if plan is not None else ():
            if not self._seen(a.unit_id):
                continue  # a hidden position's guns are not known until they fire (they reveal it)
            shot = outcome.aa.shot(a.unit_id) if outcome is not None else None
            if a.refusal is not None:
                aa_rows.append(
                    ([self._name(a.unit_id), tr("no"), _yards(a.gun.slant_yards), "", "", said(a.refusal)], None)
                )
                continue
            if shot is None or not shot.can_fire:
                result = "" if shot is None else said(shot.reason)
                aa_rows.append(
                    (
                        [
                            self._name(a.unit_id),
                            tr("yes"),
                            _yards(a.gun.slant_yards),
                            percent(a.chance) if a.chance is not None else "",
                            "",
                            result,
                        ],
                        None,
                    )
                )
                continue
            result = shot.result.value if shot.result is not None else ("hit" if shot.hit else "miss")
            aa_rows.append(
                (
                    [
                        self._name(a.unit_id),
                        tr("yes"),
                        _yards(a.gun.slant_yards),
                        percent(shot.chance),
                        str(shot.roll),
                        said(result),
                    ],
                    result,
                )
            )
        self._put(self.aa_table, aa_rows)
        rows: list[tuple[list[str], str | None]] = []
        if plan is not None and outcome is None:
            for uid, partly in self._under(plan):
                rows.append(([self._name(uid), _where(partly), "", "", "", ""], None))
        elif outcome is not None:
            if outcome.strafing is not None and plan is not None and plan.strip is not None:
                done = set()
                for t in outcome.strafing.fire.targets:
                    done.add(t.unit_id)
                    result = t.outcome.value.replace("_", " ")
                    rows.append(
                        (
                            [
                                self._name(t.unit_id),
                                _where(plan.strip.unit(t.unit_id).partly_in),
                                f"FIR {t.fir}",
                                percent(t.chance),
                                str(t.roll),
                                said(result),
                            ],
                            result,
                        )
                    )
                for x in outcome.excluded:
                    if x.unit_id not in done:
                        rows.append(
                            (
                                [
                                    self._name(x.unit_id),
                                    _where(plan.strip.unit(x.unit_id).partly_in),
                                    "",
                                    "",
                                    "",
                                    tr("not strafed: {why}").format(why=said(x.reason)),
                                ],
                                None,
                            )
                        )
            elif outcome.bombing is not None and outcome.zone is not None:
                for target in outcome.bombing.targets:
                    result = target.result.value.replace("_", " ")
                    rows.append(
                        (
                            [
                                self._name(target.unit_id),
                                _where(outcome.zone.unit(target.unit_id).partly_in),
                                tr("class {cls}").format(cls=target.target_class.value),
                                percent(target.chance),
                                str(target.roll),
                                said(result),
                            ],
                            result,
                        )
                    )
                for u in outcome.zone.units:
                    if u.target is None and self._seen(u.unit_id):
                        rows.append(([self._name(u.unit_id), _where(u.partly_in), "", "", "", said(u.note)], None))
            else:
                for uid, partly in self._under(plan) if plan is not None else []:
                    rows.append(([self._name(uid), _where(partly), "", "", "", tr("not attacked")], None))
        self._put(self.targets, rows)

    @staticmethod
    def _put(table: QTableWidget, rows: list[tuple[list[str], str | None]]) -> None:
        table.setRowCount(len(rows))
        for r, (cells, result) in enumerate(rows):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)  # a long reason is cut off in a narrow pane: the whole of it on hovering
                if c == len(cells) - 1 and result is not None:
                    item.setForeground(QColor(RESULT_COLOURS.get(result, "#111111")))
                table.setItem(r, c, item)
        table.resizeColumnsToContents()

    # -- flying ---------------------------------------------------------------------------------------------------
    def fly(self) -> None:
        """Fly: the session rolls, and the aircraft and the units it hit go on the battle as one undoable step."""
        if self.plan is None or self.outcome is not None:
            return
        try:
            action = self.action()
        except MoreFireError as exc:
            self.error.setText(said_error(exc))
            return
        resolution = self.follower.act(lambda: self.editor.act(action))
        if resolution is None:
            return
        if resolution.refused:
            self.error.setText(said(resolution.refusal))
            return
        outcome: RunOutcome = resolution.result
        self.outcome = outcome
        self.plan = outcome.plan
        self._fill_tables(self.plan, outcome)
        self._draw(self.plan, outcome)
        # What came of the run first, in the log's own words (the steps before the dice repeat the plan beside it).
        logged = run_log(outcome)
        parts = [f"<p><b>{html.escape(said(logged.title))}</b>: {html.escape(said(logged.summary))}</p>"]
        parts += [steps_html(steps, title) for title, steps in outcome.sections()]
        self.result_view.setHtml("".join(parts))
        self.fly_button.setEnabled(False)
        for w in (
            self.side,
            self.aircraft,
            self.entry_box,
            self.altitude,
            self.attack,
            self.dive,
            self.release,
            self.release_end,
            self.advanced,
        ):
            w.setEnabled(False)

    def refusal_text(self) -> str:
        """What the dialog says against the run (the session's refusal, or why it cannot be planned), as text."""
        return self.error.text()

    def aa_rows(self) -> list[list[str]]:
        """What the anti-aircraft table shows, row by row (for tests and for copying)."""
        return _rows(self.aa_table)

    def target_rows(self) -> list[list[str]]:
        """What the table of units under the run shows, row by row."""
        return _rows(self.targets)

    @classmethod
    def run(
        cls,
        session: BattleSession,
        editor: Editor,
        board: BoardScene,
        run_item: AirRunItem | None,
        tables: AircraftTables,
        entry: XY | None = None,
        heading: float | None = None,
        aircraft_id: str | None = None,
        side: str | None = None,
        parent: QWidget | None = None,
    ) -> AirstrikeDialog:
        dialog = cls(session, editor, board, run_item, tables, entry, heading, aircraft_id, side, parent)
        dialog.exec()
        return dialog


def _where(partly: bool) -> str:
    """Whether a unit is in the strip or the zone, or partly in it."""
    return tr("partly") if partly else tr("in", "in the zone")


def _yards(yards: float) -> str:
    return tr("{yards:.0f} yd").format(yards=yards)


def _rows(table: QTableWidget) -> list[list[str]]:
    return [
        [item.text() if (item := table.item(r, c)) is not None else "" for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]
