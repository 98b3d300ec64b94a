"""2.1 advanced in hot seat: a hidden position that spots stays hidden (it is revealed only when it fires, is fired on
or moves), and its spot is its side's secret. The spotted side's player, selecting the counter spotted, reads in the
Selected dock nobody of it: neither its type nor "a hidden position" (a fake marker spots nothing, so a marker that
had spotted would be told real); nor does the side's seen battle hold it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.direct_fire import Spot
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.visibility import seen_battle, view_of
from tests.gui.conftest import to_view
from tests.gui.test_hidden_information import hand_over, texts_of
from tests.hidden_battle import HIDDEN, hidden_session

TANK, TARGET = HIDDEN["axis"]["real"], "su15"  # the hidden Panther, and an Allied rifle squad it can see


def test_the_spotted_side_does_not_read_who_spotted_it_from_hiding(qtbot, window: MainWindow, demo_path: Path) -> None:
    w = window
    session = hidden_session(demo_path)
    session.battle.settings = session.battle.settings.model_copy(update={"advanced": True})
    w.replace_session(session)
    hand_over(qtbot, w, "axis")
    w.session.dice = ScriptedDice([1])
    assert w.act(Spot(spotter=TANK, target=TARGET)).accepted
    battle = w.session.battle
    assert TANK in battle.unit(TARGET).spotted_by  # spotted, and the tank still hidden
    hand_over(qtbot, w, "allies")
    w.set_tool("select")
    qtbot.mouseClick(
        w.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        to_view(w, *battle.unit(TARGET).at),
    )
    assert w.scene.selected_unit_ids() == [TARGET]
    selected = w.details.view.toPlainText()
    assert "Rifle squad 2" in selected
    assert "Spotted by" not in selected and "Panther" not in selected and "hidden position" not in selected
    assert not [t for t in texts_of(w) if "Panther" in t]
    seen = seen_battle(battle, view_of(battle, "allies")).unit(TARGET)
    assert seen is not None and seen.spotted_by == ()
