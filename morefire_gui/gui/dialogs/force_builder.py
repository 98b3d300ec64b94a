"""Forces → Build Forces: each side buys counters from the catalogue (its nation's, what it fielded, the allied
contingents its special allows, in service in the battle's year), airstrikes and artillery batteries (on the table:
howitzers, field guns, mortars or self-propelled guns of the catalogue; off it: guns of a calibre), against the points budget of the
mission's ratio (Table VI; "Airstrikes must be paid for in Army points", Table VII). Every limit is shown as it is
met or broken, with its reason (the budget, Table VII, RAID, TARAWA, SYRIA, PATTON SPECIAL, ISLAND's waves); Place
Forces takes one :class:`~morefire_gui.model.actions.forces.BuyForces` action per side that bought something (the
attacker's first), each laying its counters out in the side's deployment zone. The rules and the layout are in
session/forces/; the dialog only gathers the choices, builds the actions and shows what the session says.

Left open, it follows the session (:class:`~morefire_gui.gui.dialogs.following.SessionFollower`): when the battle
changes under it (Undo, Redo, Next step) it checks the purchase again, so that Place Forces is offered only when the
session would take it; the table handed over closes it (a side's purchase is its own)."""

from __future__ import annotations

import html
from functools import partial
from typing import TypedDict

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.errors import MoreFireError
from morefire_gui.gui.board.tools.base import Editor
from morefire_gui.gui.dialogs.following import SessionFollower
from morefire_gui.gui.dialogs.force_draft import Settings, draft_of, end_draft, keep_draft
from morefire_gui.gui.dialogs.side_force_panel import (
    LIMITS_LEAST_LINES,
    LIMITS_SHARE,
    OK_COLOUR,
    PROBLEM_COLOUR,
    SideForcePanel,
)
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said, said_error, said_rule
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.side_words import said_side_in_role, said_side_nation
from morefire_gui.gui.style import readable
from morefire_gui.model.actions.forces import BuyForces
from morefire_gui.rules.scenario.forces import PointsBudget
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.forces import (
    ForcePlan,
    ForcesCheck,
    ForceSetup,
    agreed_terms,
    battle_budget,
    check_forces,
    first_refusal,
    force_setup,
)
from morefire_gui.session.resolution import Resolution


class BudgetFields(TypedDict, total=False):
    """The fields of BuyForces the player changed from what the battle gives (ForceBuilderDialog.budget_fields)."""

    attacker: str
    ratio: tuple[int, int]
    total: int
    points: int
    any_year: bool
    year: int
    fielded: bool


class ForceBuilderDialog(QDialog):
    def __init__(self, session: BattleSession, editor: Editor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Build Forces"))
        self.session = session
        self.editor = editor
        self.placed = False
        self.setup: ForceSetup = force_setup(session)
        body = QWidget()  # all but the buttons, scrolled on a screen too low for it (the buttons stay in sight)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)

        # A row for each setting with what it gives beside it (where the ratio comes from, the budgets, the year's
        # note): on a laptop the sides' lists below get the height.
        self.budget_box = budget_box = QGroupBox(tr("Points (Table VI's point ratio)"))
        form = QFormLayout(budget_box)
        form.setVerticalSpacing(2)
        self.ratio_source = QLabel(said(self.setup.ratio_from))
        self.ratio_source.setWordWrap(True)
        ratio_row = QHBoxLayout()
        self.attacker_side = QComboBox()
        for side in session.battle.sides:
            self.attacker_side.addItem(said_side_nation(session.battle, side.id), side.id)
        self.attacker_side.setCurrentIndex(max(0, self.attacker_side.findData(self.setup.attacker)))
        self.attacker_side.setEnabled(session.battle.mission is None)
        self.attacker_side.setToolTip(tr("Who attacks: the battle's mission says; without one, the players choose"))
        self.ratio_att = QSpinBox(minimum=1, maximum=20, value=self.setup.ratio[0])
        self.ratio_def = QSpinBox(minimum=1, maximum=20, value=self.setup.ratio[1])
        for box in (self.ratio_att, self.ratio_def):
            box.setEnabled(self.setup.players_set_ratio)
            box.setToolTip(tr("Table VI gives the battle's ratio; a battle without a mission sets its own"))
        ratio_row.addWidget(QLabel(tr("Attacker")))
        ratio_row.addWidget(self.attacker_side)
        ratio_row.addWidget(self.ratio_att)
        ratio_row.addWidget(QLabel(tr(": defender")))
        ratio_row.addWidget(self.ratio_def)
        ratio_row.addSpacing(8)
        ratio_row.addWidget(self.ratio_source, 1)
        form.addRow(tr("Ratio"), ratio_row)
        points_row = QHBoxLayout()
        self.points_mode = QComboBox()
        self.points_mode.addItem(tr("The defender has"), "defender")
        self.points_mode.addItem(tr("Both sides have, together,"), "total")
        # What an earlier purchase agreed (the other side's, in the hot seat), else what the battle starts from.
        agreed = agreed_terms(session.battle)
        if agreed.total is not None:
            self.points_mode.setCurrentIndex(self.points_mode.findData("total"))
        self.points = QSpinBox(
            minimum=0,
            maximum=1_000_000,
            value=agreed.total if agreed.total is not None else battle_budget(session, self.setup).defender,
            singleStep=50,
            suffix=tr(" points"),
        )
        self.points.setToolTip(
            tr("The players agree on the size of the battle; the ratio gives the other side's points")
        )
        points_row.addWidget(self.points_mode)
        points_row.addWidget(self.points)
        self.budget_label = QLabel()
        self.budget_label.setWordWrap(True)
        self.budget_label.setAccessibleName(tr("Budgets"))
        points_row.addSpacing(8)
        points_row.addWidget(self.budget_label, 1)
        form.addRow(tr("Points"), points_row)
        year_row = QHBoxLayout()
        self.by_year = QCheckBox(tr("Only what was in service in"))
        self.by_year.setChecked(True)
        self.year_box = QSpinBox(minimum=1930, maximum=1947, value=self.setup.year or 1943)
        self.year_box.setToolTip(
            tr("The briefing's year")
            if self.setup.year is not None
            else tr("The battle has no briefing: the year the players choose")
        )
        self.fielded = QCheckBox(tr("What the nation fielded of other nations' (Lend-Lease, captured)"))
        self.fielded.setChecked(True)
        self.fielded.setToolTip(tr("The catalogue's 'users': Shermans for the Red Army, French guns for Germany"))
        year_row.addWidget(self.by_year)
        year_row.addWidget(self.year_box)
        self.year_note = QLabel(
            tr("(the briefing's year)")
            if self.setup.year is not None
            else tr("(the battle has no briefing: the players choose the year)")
        )
        self.year_note.setWordWrap(True)  # on two lines rather than a dialog wider than a laptop's screen
        year_row.addWidget(self.year_note, 1)
        form.addRow(tr("Year"), year_row)
        form.addRow("", self.fielded)
        layout.addWidget(budget_box)

        self.tabs = _SidePanels()
        self.panels: dict[str, SideForcePanel] = {}
        self.placed_sides: list[str] = []
        self._restore_settings()
        self._build_panels()
        self._restore_purchases()

        limits = QWidget()
        self.limits_layout = limits_layout = QVBoxLayout(limits)
        limits_layout.setContentsMargins(0, 0, 0, 0)
        self.checks = QTextBrowser()
        self.checks.setAccessibleName(tr("Limits"))
        self.limits_heading = QLabel(tr("<b>Limits</b> (each must be met before the forces are placed)"))
        limits_layout.addWidget(self.limits_heading)
        limits_layout.addWidget(self.checks)
        # The sides' panels above, the limits below, the handle between them the player's to drag: the limits take
        # the height their lines need (within a share of the dialog), the panels the rest.
        self.limits_splitter = QSplitter(Qt.Orientation.Vertical)
        self.limits_splitter.addWidget(self.tabs)
        self.limits_splitter.addWidget(limits)
        self.limits_splitter.setStretchFactor(0, 1)
        self.limits_splitter.setStretchFactor(1, 0)
        self.limits_splitter.setChildrenCollapsible(False)
        # As the panels: the height the rest of the dialog leaves, not the lists' full length (see _SidePanels).
        self.limits_splitter.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.limits_splitter.splitterMoved.connect(self._on_limits_splitter_moved)
        self._limits_dragged = False
        layout.addWidget(self.limits_splitter, 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # what the rules say, as written: "Battle > Placement ..."
        layout.addWidget(self.status)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.place_button = self.buttons.addButton(tr("Place Forces"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.place_button.setToolTip(
            tr("Lay the counters out in each side's deployment zone, facing the enemy (one undoable step)")
        )
        self.place_button.setDefault(True)
        self.buttons.accepted.connect(self.place)
        self.buttons.rejected.connect(self.reject)
        scroll = QScrollArea()
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer = QVBoxLayout(self)
        outer.addWidget(scroll, 1)
        outer.addWidget(self.buttons)
        # As large as it was designed, within the screen (the limits and the buttons stay in sight at 1366 x 768).
        fit_to_screen(self, 1060, 860)

        for box in (self.ratio_att, self.ratio_def, self.points, self.year_box):
            box.valueChanged.connect(self._on_setting_changed)
        self.points_mode.currentIndexChanged.connect(self._on_setting_changed)
        self.by_year.toggled.connect(self._on_setting_changed)
        self.fielded.toggled.connect(self._on_setting_changed)
        self.attacker_side.currentIndexChanged.connect(self._on_attacker_changed)
        self.follower = SessionFollower(self, session, editor, self.refresh_checks)
        self._refill()

    def _build_panels(self) -> None:
        self.tabs.clear()
        self.panels = {}
        view = getattr(self.editor, "view_filter", None)
        for sid in (self.setup.attacker, self.setup.defender):
            if view is not None and view.side is not None and sid != view.side:
                continue  # hot seat: what the other side bought, and the points under its markers, are its own
            panel = SideForcePanel(self, sid)
            self.panels[sid] = panel
            # A tab's "&" marks its mnemonic: a name's own ("UK & Commonwealth") is doubled to read as itself.
            tab = said_side_nation(self.session.battle, sid, self.setup.role(sid)).replace("&", "&&")
            self.tabs.addTab(panel, tab)

    # -- what was left unplaced (gui/dialogs/force_draft.py) ------------------------------------------------------
    def settings(self) -> Settings:
        return Settings(
            self.setup.attacker,
            (self.ratio_att.value(), self.ratio_def.value()),
            str(self.points_mode.currentData()),
            self.points.value(),
            self.by_year.isChecked(),
            self.year_box.value(),
            self.fielded.isChecked(),
        )

    def _restore_settings(self) -> None:
        """The points and catalogue settings as the players left them, where they are still theirs to set."""
        draft = draft_of(self.session)
        if draft is None or draft.settings is None:
            return
        kept = draft.settings
        if self.attacker_side.isEnabled() and self.attacker_side.findData(kept.attacker) >= 0:
            self.attacker_side.setCurrentIndex(self.attacker_side.findData(kept.attacker))
            self.setup = force_setup(self.session, kept.attacker)
        if self.setup.players_set_ratio:
            self.ratio_att.setValue(kept.ratio[0])
            self.ratio_def.setValue(kept.ratio[1])
        self.points_mode.setCurrentIndex(max(0, self.points_mode.findData(kept.points_mode)))
        self.points.setValue(kept.points)
        self.by_year.setChecked(kept.by_year)
        self.year_box.setValue(kept.year)
        self.fielded.setChecked(kept.fielded)

    def _restore_purchases(self) -> None:
        draft = draft_of(self.session)
        if draft is None:
            return
        for sid, panel in self.panels.items():
            if sid in draft.sides:
                panel.restore(draft.sides[sid])

    def done(self, result: int) -> None:
        """Closed by Place Forces, Cancel or Esc: what was chosen and not placed is kept for the dialog's next
        opening on this battle."""
        keep_draft(
            self.session,
            self.settings(),
            {sid: panel.force() for sid, panel in self.panels.items() if sid not in self.placed_sides},
        )
        end_draft(self.session, self.placed_sides)
        super().done(result)

    # -- the choices -----------------------------------------------------------------------------------------------
    def year(self) -> int | None:
        return self.year_box.value() if self.by_year.isChecked() else None

    def budget(self) -> PointsBudget:
        ratio = (self.ratio_att.value(), self.ratio_def.value())
        if self.points_mode.currentData() == "total":
            return battle_budget(self.session, self.setup, ratio, total=self.points.value())
        return battle_budget(self.session, self.setup, ratio, points=self.points.value())

    def plan(self) -> ForcePlan:
        return ForcePlan(
            self.budget(),
            tuple(p.force() for p in self.panels.values()),
            self.year(),
            self.fielded.isChecked(),
            self.setup.attacker,
        )

    def check(self) -> ForcesCheck:
        return check_forces(self.session, self.plan())

    def budget_fields(self) -> BudgetFields:
        """The budget, year and catalogue choices as the action's fields: each left out (the battle's) where the
        player kept what the battle gives, so that the window and ``morefire forces`` write the same action."""
        session, setup = self.session, self.setup
        ratio = (self.ratio_att.value(), self.ratio_def.value())
        fields: BudgetFields = {}
        if self.setup.attacker != force_setup(session).attacker:
            fields["attacker"] = self.setup.attacker
        if ratio != setup.ratio:
            fields["ratio"] = ratio
        agreed = agreed_terms(session.battle)
        if self.points_mode.currentData() == "total":
            if self.points.value() != agreed.total:
                fields["total"] = self.points.value()
        elif agreed.total is not None or self.points.value() != battle_budget(session, setup, ratio).defender:
            fields["points"] = self.points.value()
        if not self.by_year.isChecked():
            if setup.year is not None:
                fields["any_year"] = True
        elif self.year_box.value() != setup.year:
            fields["year"] = self.year_box.value()
        if not self.fielded.isChecked():
            fields["fielded"] = False
        return fields

    def buy_actions(self) -> list[BuyForces]:
        """One action a side that buys something, the attacker's first."""
        return [a for a in (p.action() for p in self.panels.values()) if a is not None]

    def say(self, text: str) -> None:
        self.status.setText(text)

    # -- showing ---------------------------------------------------------------------------------------------------
    def _refill(self) -> None:
        for panel in self.panels.values():
            panel.refill()
        self.refresh_checks()

    def _role_and_side(self, side_id: str, role: str) -> str:
        """A side with its role beside it, as it reads everywhere: "Kampfgruppe Nord (attacker)", "Axis (attacker)"."""
        return said_side_in_role(self.session.battle, side_id, role)

    def refresh_checks(self) -> None:
        budget = self.budget()
        self.budget_label.setText(
            tr(
                "<b>{attacker_side}: {attacker} points</b> — <b>{defender_side}: {defender} points</b> ({ratio}:{ratio2})"
            ).format(
                attacker_side=html.escape(self._role_and_side(self.setup.attacker, "attacker")),
                attacker=budget.attacker,
                defender_side=html.escape(self._role_and_side(self.setup.defender, "defender")),
                defender=budget.defender,
                ratio=budget.ratio[0],
                ratio2=budget.ratio[1],
            )
        )
        check = self.check()
        for panel in self.panels.values():
            panel.show_spending(check)
        rows = []
        for c in check.checks:
            colour = readable(OK_COLOUR if c.ok else PROBLEM_COLOUR)
            mark = "✔" if c.ok else "✘"
            rule = f"<b>{html.escape(said_rule(c.rule))}</b>: " if c.rule else ""
            rows.append(f"<div style='color:{colour}'>{mark} {rule}{html.escape(said(c.text))}</div>")
        self.checks.setHtml("".join(rows))
        self.fit_limits()
        actions = self.buy_actions()
        refusal = first_refusal(self.session, actions)
        self.place_button.setEnabled(bool(actions) and refusal is None)
        if not actions:
            self.place_button.setToolTip(tr("Buy units, airstrikes or batteries first"))
        elif refusal is not None:
            self.place_button.setToolTip(tr("Not yet: ") + said(refusal.refusal))
        else:
            self.place_button.setToolTip(
                tr("Lay the counters out in each side's deployment zone, facing the enemy (one undoable step a side)")
            )
        # What keeps the forces from being placed, other than a limit shown above (no room, the sequence of play).
        self.say(
            "" if refusal is None or not check.valid else tr("Cannot place: {why}").format(why=said(refusal.refusal))
        )

    def limits_height(self) -> int:
        """The height the limits want: their heading and every line, each wrapped at the pane's width, within
        :data:`LIMITS_SHARE` of the height the panels and the limits share (more lines scroll within the pane), and
        never less than :data:`LIMITS_LEAST_LINES` lines."""
        doc = self.checks.document()
        doc.setTextWidth(max(1, self.checks.viewport().width()))
        frame = 2 * self.checks.frameWidth()
        heading = self.limits_heading.sizeHint().height() + max(0, self.limits_layout.spacing())
        least = LIMITS_LEAST_LINES * self.checks.fontMetrics().lineSpacing() + int(2 * doc.documentMargin()) + frame
        # A scroll area's own least height is its scroll bar's: the pane may be lower, down to its least lines.
        self.checks.setMinimumHeight(least)
        room = int(sum(self.limits_splitter.sizes()) * LIMITS_SHARE) - heading
        return heading + max(least, min(int(doc.size().height()) + frame, room))

    def fit_limits(self) -> None:
        """The limits pane as high as its lines want (:meth:`limits_height`), the sides' panels the rest; once the
        player has dragged the handle between them, the height they chose is kept."""
        if self._limits_dragged:
            return
        total = sum(self.limits_splitter.sizes())
        if total <= 0:
            return
        wanted = self.limits_height()
        self.limits_splitter.setSizes([max(1, total - wanted), wanted])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_limits()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_limits()

    def _on_limits_splitter_moved(self, _pos: int, _index: int) -> None:
        self._limits_dragged = True

    def checks_text(self) -> str:
        """The limits as the player reads them (for tests)."""
        return self.checks.toPlainText()

    # -- placing ---------------------------------------------------------------------------------------------------
    def place(self) -> bool:
        """Take each side's purchase as an action (the session checks every limit and lays the counters out; the
        commit writes them with the purchase in the battle log), the attacker's first."""
        try:
            actions = self.buy_actions()
        except (MoreFireError, ValueError) as exc:
            self.say(tr("Not placed: {why}").format(why=said_error(exc)))
            return False
        if not actions:
            self.say(tr("Not placed: buy units, airstrikes or batteries first"))
            return False
        refused = first_refusal(self.session, actions)
        if refused is not None:
            self.say(tr("Not placed: {why}").format(why=said(refused.refusal)))
            return False
        taken: list[Resolution] = []
        for action in actions:
            resolution = self.follower.act(partial(self.editor.act, action), shows_result=False)
            if resolution is None:
                break
            if resolution.refused:
                self.say(tr("Not placed: {why}").format(why=said(resolution.refusal)))
                break
            taken.append(resolution)
            self.placed_sides.append(action.side)
        if not taken:
            return False
        self.editor.message("; ".join(f"{said(r.result.title)}: {said(r.result.summary)}" for r in taken))
        self.placed = True
        self.accept()
        return True

    # -- slots -----------------------------------------------------------------------------------------------------
    def _on_setting_changed(self, *args: object) -> None:
        self._refill()

    def _on_attacker_changed(self, index: int) -> None:
        # Who attacks changes the sides' roles, not what each has bought: its purchase stays in its panel.
        bought = {sid: panel.force() for sid, panel in self.panels.items()}
        self.setup = force_setup(self.session, self.attacker_side.currentData())
        self._build_panels()
        for sid, panel in self.panels.items():
            if sid in bought:
                panel.restore(bought[sid])
        self._refill()

    @classmethod
    def run(cls, session: BattleSession, editor: Editor, parent: QWidget | None = None) -> ForceBuilderDialog:
        dialog = cls(session, editor, parent)
        dialog.exec()
        return dialog


class _SidePanels(QTabWidget):
    """The sides' panels, taking the height the rest of the dialog leaves them rather than their lists' full length
    (their wrapped words would otherwise have the dialog ask for it): at 1366 x 768 the dialog reads whole without
    scrolling, the unit list's Add button, the points spent and the limits in sight."""

    def __init__(self) -> None:
        super().__init__()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)

    def hasHeightForWidth(self) -> bool:
        return False
