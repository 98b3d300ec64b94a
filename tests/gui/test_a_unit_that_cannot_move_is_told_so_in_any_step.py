"""A counter that cannot move at all — a destroyed tank, a suppressed squad — dragged with the Move tool in a battle
kept to the sequence of play is refused with why it cannot move, in whatever movement step the players are: never
sent on to another step ("a vehicle's move off the road is movement step 2") where it could not move either."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.table import ChangeUnits
from morefire_gui.model.terms import Status
from tests.gui.test_movement_gui import drag

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def next_to(qtbot, window: MainWindow, step: str) -> None:  # type: ignore[no-untyped-def]
    dock = window.feature(TurnsFeature).dock
    while window.session.battle.step != step:
        qtbot.mouseClick(dock.next_button, LEFT)


def test_a_destroyed_tank_and_a_suppressed_squad_say_why_in_any_movement_step(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    battle = window.session.battle
    tank, squad = battle.unit("ge5"), battle.unit("su15")  # Pz IV 3, Rifle squad 2
    assert tank is not None and squad is not None
    window.act(ChangeUnits(units=(tank.with_status(Status.DESTROYED), squad.with_status(Status.SUPPRESSED))))
    window.sequence_action.trigger()  # Rules → Keep to the Sequence of Play
    assert window.session.battle.strict
    window.set_tool("move")
    next_to(qtbot, window, "movement.infantry")
    drag(qtbot, window, tank.at, (tank.at[0], tank.at[1] + 3))
    said = window.statusBar().currentMessage()
    assert said == "Refused: Pz IV 3 cannot move in movement step 6 (infantry movement): it is destroyed (1.0)", said
    assert window.session.battle.unit("ge5").at == tank.at
    next_to(qtbot, window, "movement.cross_country")  # Back is not a move: next turn's step 2
    drag(qtbot, window, squad.at, (squad.at[0], squad.at[1] - 2))
    said = window.statusBar().currentMessage()
    assert said.startswith("Refused: Rifle squad 2 cannot move") and "suppressed units cannot move" in said, said
    assert window.session.battle.unit("su15").at == squad.at
