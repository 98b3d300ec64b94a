"""The barrage dialog for a fire mission in flight (artillery phase A and B): the battery's mission as its written
order left it (its registration point or point, every shift, the pattern), fired as it stands. Fire rolls the error and
every unit in the damage zone and marks the battery as having fired in step A; Apply puts the hits on the units and
marks step B, as one undoable step."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from morefire_gui.gui.board.scene import BoardScene
from morefire_gui.gui.board.tools.base import Editor
from morefire_gui.gui.dialogs.barrage import AUTO, OBSERVED, UNOBSERVED, BarrageDialog
from morefire_gui.session.artillery import BarrageOutcome, BarrageRequest, barrage_edit_with_reveals, mission_request
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Compound
from morefire_gui.session.turn_state import mark_acted, mark_fired
from morefire_gui.session.fire_orders import mission_text

XY = tuple[float, float]
IMPACT, DAMAGE = "artillery.impact", "artillery.damage"


class MissionBarrageDialog(BarrageDialog):
    """:class:`BarrageDialog` with the request taken from the battery's fire mission (``battery``, required)."""

    def __init__(self, session: BattleSession, editor: Editor, board: BoardScene, aim: XY | None = None,
                 side: str | None = None, battery: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(session, editor, board, None, None, battery, parent)
        battle = session.battle
        mission = battle.fire_mission(battery or "")
        self.mission_battery = battery or ""
        if mission is not None:
            self.setWindowTitle(f"Fire mission — {mission_text(battle, mission, battle.turn)}")
            widgets = (self.aim_kind, self.rp, self.add_drop, self.right_left, self.pattern)
            for w in widgets:
                w.blockSignals(True)
            if mission.registration_point is not None:
                self.aim_kind.setCurrentIndex(self.aim_kind.findData("rp"))
                self.rp.setCurrentIndex(max(0, self.rp.findData(mission.registration_point)))
            else:
                assert mission.at is not None
                self.aim_kind.setCurrentIndex(self.aim_kind.findData("point"))
                self.aim_x.setValue(mission.at[0])
                self.aim_y.setValue(mission.at[1])
            if len(mission.shifts) == 1:
                self.add_drop.setValue(mission.shifts[0].add_drop)
                self.right_left.setValue(mission.shifts[0].right_left)
            self.pattern.setCurrentIndex(max(0, self.pattern.findData(mission.pattern.value)))
            for w in widgets:
                w.blockSignals(False)
        # The mission is as written (4.12): only observation and the advanced rules are the firer's to choose.
        for w in (self.side, self.battery, self.aim_kind, self.rp, self.aim_x, self.aim_y, self.add_drop,
                  self.right_left, self.pattern, self.guns, self.calibre, self.mortar):
            w.setEnabled(False)
        self._refresh_plan()

    def request(self) -> BarrageRequest:
        observed = {AUTO: None, OBSERVED: True, UNOBSERVED: False}[self.observed.currentData()]
        battery = getattr(self, "mission_battery", None) or str(self.battery.currentData())
        return mission_request(self.session.battle, battery, observed=observed, advanced=self.advanced.isChecked())

    def _refresh_plan(self, *args: object) -> None:
        super()._refresh_plan(*args)
        for w in (self.point_box, self.rp):
            w.setEnabled(False)

    def _mark_fired(self, outcome: BarrageOutcome) -> None:
        steps = [IMPACT]
        if not getattr(barrage_edit_with_reveals(self.session.battle, outcome), "edits", True):
            steps.append(DAMAGE)  # nothing to apply: step B is done too
        mark = mark_fired(self.session.battle, {s: [self.mission_battery] for s in steps},
                          f"{self.mission_battery} fired its mission", self.session.tables)
        if mark is not None:
            self.editor.push(mark)

    def apply(self) -> None:
        if self.outcome is None or self.applied:
            return
        edit = barrage_edit_with_reveals(self.session.battle, self.outcome)
        mark = mark_acted(self.session.battle, DAMAGE, [self.mission_battery], tables=self.session.tables)
        self.editor.push(Compound((edit, mark), getattr(edit, "text", "Barrage")))
        self.applied = True
        self.apply_button.setEnabled(False)
