"""A fire mission landing (artillery steps A and B): the barrage dialog showing the mission as its written order left
it (the battery, its registration point or point, every shift, the pattern) and how it came out when the battle entered
artillery step A — the drift, the zone and every hit, step by step. It renders the landing the session resolved; it
rolls nothing and changes nothing (the landing is part of the Next step that made it). Not modal, it may be left
open while play goes on: it closes, saying so in the status bar, when Undo takes that Next step back (its
``follower.record``, which the artillery feature gives it: the landing it shows is no longer the battle's), or when
the table is handed over."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QWidget

from morefire_gui.gui.board.scene import BoardScene
from morefire_gui.gui.board.tools.base import Editor
from morefire_gui.gui.dialogs.barrage import AUTO, OBSERVED, UNOBSERVED, BarrageDialog
from morefire_gui.gui.i18n import coordinates, number, tr
from morefire_gui.gui.said import said
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.rules.explain import Step
from morefire_gui.session.artillery import BarrageOutcome, BarragePlan, Landing
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.fire_orders import landed_text


class MissionBarrageDialog(BarrageDialog):
    """:class:`BarrageDialog` showing a :class:`Landing`: the request as the mission holds it, the plan as it stood at
    impact (observed or not, and by whom), and the result."""

    def __init__(
        self, session: BattleSession, editor: Editor, board: BoardScene, landing: Landing, parent: QWidget | None = None
    ) -> None:
        self.landing = landing
        super().__init__(session, editor, board, None, landing.side, landing.battery, parent)
        battle = session.battle
        mission = landing.mission
        self.setWindowTitle(said(landed_text(battle, mission)))
        self.plan_title.setText(tr("<b>As it landed</b>"))
        self.request_button.setVisible(False)
        self.fire_button.setVisible(False)
        widgets = (
            self.aim_kind,
            self.rp,
            self.aim_x,
            self.aim_y,
            self.add_drop,
            self.right_left,
            self.pattern,
            self.observed,
            self.advanced,
        )
        for w in widgets:
            w.blockSignals(True)
        if mission.registration_point is not None:
            self.aim_kind.setCurrentIndex(self.aim_kind.findData("rp"))
            self.rp.setCurrentIndex(max(0, self.rp.findData(mission.registration_point)))
        elif mission.at is not None:
            self.aim_kind.setCurrentIndex(self.aim_kind.findData("point"))
            self.aim_x.setValue(mission.at[0])
            self.aim_y.setValue(mission.at[1])
        if len(mission.shifts) == 1:
            self.add_drop.setValue(mission.shifts[0].add_drop)
            self.right_left.setValue(mission.shifts[0].right_left)
        self.pattern.setCurrentIndex(max(0, self.pattern.findData(mission.pattern.value)))
        outcome = landing.outcome
        if outcome is not None:
            observed = outcome.plan.observed
            self.observed.setCurrentIndex(self.observed.findData(OBSERVED if observed else UNOBSERVED))
            self.advanced.setChecked(outcome.plan.advanced)
        else:
            self.observed.setCurrentIndex(self.observed.findData(AUTO))
        for w in widgets:
            w.blockSignals(False)
        self._lock()
        self.error.setText("")
        if outcome is None:
            self.plan_view.setHtml(f"<p><b>{html.escape(said(landing.reason))}</b></p>")
            self.result_view.setHtml(steps_html([s for entry in landing.log for s in entry.steps], tr("No barrage")))
            self.board.barrage.clear()
            self.board.set_zone_marks({})
            return
        self.plan = outcome.plan
        self.outcome = outcome
        self.plan_view.setHtml(self._plan_html(outcome.plan))
        self.show_outcome(outcome)

    def _plan_html(self, plan: BarragePlan) -> str:
        """The plan as it stood when the rounds landed: observed or not was decided then (4.3)."""
        e = html.escape
        seen = self._observed_html(plan)
        if not plan.observed:
            seen += ": " + e(tr("no unit of the side saw the aim point"))
        zone = plan.zone
        return (
            # Points as the window writes them everywhere (gui/i18n.py, coordinates), in German as in English.
            tr(
                "<p>Landed in artillery step A of turn {turn}. Aim {aim}; battery at {battery}, {range} yd away. At "
                "impact the fire was {seen} (4.3).</p>"
            ).format(
                turn=self.session.battle.turn,
                aim=coordinates(*plan.aim),
                battery=coordinates(*plan.battery_at),
                range=number(plan.range_yards),
                seen=seen,
            )
            + "<p>"
            + e(
                tr("Damage zone: {yards} yd across ({pattern}, %n gun(s), {column}) (4.5).", None, zone.guns).format(
                    yards=zone.diameter_yards, pattern=said(zone.pattern.value), column=said(zone.column)
                )
            )
            + "</p>"
            + steps_html(plan.steps)
        )

    def _result_sections(self, outcome: BarrageOutcome) -> tuple[tuple[str, tuple[Step, ...]], ...]:
        """The results without the battery's aim steps the "As it landed" pane shows already: each said once, where
        a player reads the aim; the barrage's own checks (range, deployment) stay with the results."""
        shown = outcome.plan.steps
        out = []
        for title, steps in outcome.sections():
            kept = tuple(s for s in steps if s not in shown)
            if kept:
                out.append((title, kept))
        return tuple(out)

    def _refresh_plan(self, *args: object) -> None:
        return  # a landing is shown as it came out: nothing is asked of the session

    @classmethod
    def show_landing(
        cls, session: BattleSession, editor: Editor, board: BoardScene, landing: Landing, parent: QWidget | None = None
    ) -> MissionBarrageDialog:
        """Show a landing beside the board (not modal: play goes on while it is read)."""
        dialog = cls(session, editor, board, landing, parent)
        dialog.show()
        return dialog
