"""A shot taken with the Phase dock's Act on a laptop's screen: Act greys once its unit has fired, and the dock stays
where the player was, its turn, Back and Next in sight above the list, not scrolled down to the "Coming up" list at its
foot (where the focus of the greyed button went)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.model.terms import Status
from morefire_gui.session.battle_session import BattleSession
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture

LEFT = Qt.MouseButton.LeftButton


def click_actor(qtbot, dock, actor: str) -> None:  # type: ignore[no-untyped-def]
    item = dock.actor_item(actor)
    dock.actors.scrollToItem(item)
    qtbot.mouseClick(dock.actors.viewport(), LEFT, pos=dock.actors.visualItemRect(item).center())


def test_next_stays_in_sight_after_a_shot_taken_with_act(
    qtbot, open_window, demo_path: Path, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    path = demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="fire.tank_vs_tank")
    session = BattleSession.open(path)
    i = session.battle.unit_index("ge7")  # StuG 2, in defilade, spotted by the Soviets
    session.battle.units[i] = session.battle.units[i].model_copy(update={"status": (Status.DEFILADE, Status.SPOTTED)})
    session.save(path)
    window = open_window(path)
    window.resize(1366, 768)
    qtbot.wait(20)
    dock = window.feature(TurnsFeature).dock
    shots: list[FireDialog] = []

    def run(cls, session, editor, item=None, firer=None, target=None, parent=None):  # type: ignore[no-untyped-def]
        """The fire dialog as the player uses it: StuG 2 chosen, Fire pressed, closed."""
        dialog = cls(session, editor, item, firer, target, parent)
        dialog.target.setCurrentIndex(dialog.target.findData("ge7"))
        qtbot.mouseClick(dialog.fire_button, LEFT)
        qtbot.mouseClick(dialog.close_button, LEFT)
        shots.append(dialog)
        return dialog

    monkeypatch.setattr(FireDialog, "run", classmethod(run))
    click_actor(qtbot, dock, "su4")
    assert dock.act_button.isEnabled()
    qtbot.mouseClick(dock.act_button, LEFT)
    assert shots and window.session.battle.log[-1].kind == "fire"  # T-34 #4 fired at StuG 2
    assert not dock.act_button.isEnabled()  # it has fired in this step
    qtbot.wait(20)
    assert not dock.next_button.visibleRegion().isEmpty() and not dock.turn_label.visibleRegion().isEmpty()
    assert QApplication.focusWidget() is dock.actors
