"""A gun's own set-up and breakdown in the window (4.8, advanced games): the demo battle played with the advanced
rules. The PaK 40 (ge10) is deployed: a right click offers its breakdown, the Movement menu takes it, the roster says
how many turns are left, the move tool's drag is refused, and undo takes it back."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import Qt

from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.movement import Move
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly, to_view
from tests.gui.test_hidden_information import right_click_menu

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


@pytest.fixture
def advanced(qtbot, demo_path: Path, tmp_path: Path):  # type: ignore[no-untyped-def]
    data = yaml.safe_load(demo_path.read_text())
    data.setdefault("settings", {})["advanced"] = True
    path = tmp_path / "advanced.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    window = MainWindow(BattleSession.open(path))
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_table()
    window.undo_stack.setClean()
    yield window
    close_quietly(window)


def roster_state(w: MainWindow, unit_id: str) -> str:
    return w.roster._items[unit_id].text(2)


def test_a_deployed_gun_breaks_down_from_the_window(qtbot, advanced: MainWindow) -> None:
    w = advanced
    pak = w.session.battle.unit("ge10")
    w.set_tool("move")
    offered = right_click_menu(qtbot, w, pak.at)
    assert "Break down PaK 40" in offered
    feature = w.feature(MovementFeature)
    w.scene.clearSelection()
    qtbot.mouseClick(w.view.viewport(), LEFT, NONE, to_view(w, *pak.at))
    assert w.scene.selected_unit_ids() == ["ge10"] and feature.gun_action.isEnabled()
    assert "Set-up (4.8)\ndeployed" in w.details.view.toPlainText()
    feature.gun_action.trigger()
    assert "Set-up (4.8)\nbreaking down, 2 turns left" in w.details.view.toPlainText()
    assert w.session.battle.unit("ge10").deployment.value == "breaking_down"
    assert roster_state(w, "ge10") == "breaking down, 2 turns left"
    assert w.statusBar().currentMessage() == (
        "PaK 40 breaks down from turn 1: 2 turns, this one included; in transit, it moves from turn 3 (rule 4.8)"
    )
    assert w.session.battle.log[-1].kind == "gun" and w.undo_stack.count() == 1
    # Broken down or not, it does not move this turn: the drag is refused and the counter stays.
    qtbot.mousePress(w.view.viewport(), LEFT, NONE, to_view(w, *pak.at))
    qtbot.mouseMove(w.view.viewport(), to_view(w, pak.at[0], pak.at[1] + 2))
    qtbot.mouseRelease(w.view.viewport(), LEFT, NONE, to_view(w, pak.at[0], pak.at[1] + 2))
    assert w.session.battle.unit("ge10").at == pak.at
    w.undo_action.trigger()
    assert w.session.battle.unit("ge10").deployment is None and roster_state(w, "ge10") == ""
    assert "Break down PaK 40" in right_click_menu(qtbot, w, pak.at)


def test_a_basic_game_offers_no_set_up(qtbot, window: MainWindow) -> None:
    pak = window.session.battle.unit("ge10")
    window.set_tool("move")
    assert not any(t.startswith(("Break down", "Set up")) for t in right_click_menu(qtbot, window, pak.at))


def test_the_roster_keeps_a_guns_state_from_the_other_side(qtbot, advanced: MainWindow) -> None:
    from morefire_gui.gui.docks.roster import RosterDock
    from morefire_gui.model.actions.artillery import BreakDownGun
    from morefire_gui.session.visibility import view_of

    w = advanced
    w.act(BreakDownGun(unit="ge10"))
    roster = RosterDock()
    qtbot.addWidget(roster)
    roster.refresh(w.session, frozenset(), view_of(w.session.battle, "allies"))
    assert roster._items["ge10"].text(2) == ""
    roster.refresh(w.session, frozenset(), view_of(w.session.battle, "axis"))
    assert roster._items["ge10"].text(2) == "breaking down, 2 turns left"


def test_before_play_a_gun_is_designated_in_transit(qtbot, advanced: MainWindow) -> None:
    """4.8: "On-board batteries are designated during deployment as set up or in transit": so is a gun of its own,
    before play begins, as a change of the set-up; once play has begun only its breakdown is offered."""
    w = advanced
    pak = w.session.battle.unit("ge10")
    w.set_tool("move")
    offered = right_click_menu(qtbot, w, pak.at)
    assert "PaK 40 starts the battle in transit" in offered
    action = next(
        a for a in w.feature(MovementFeature).context_actions(["ge10"], pak.at) if a.text().endswith("in transit")
    )
    action.trigger()
    assert w.session.battle.unit("ge10").deployment.value == "in_transit"
    assert roster_state(w, "ge10") == "in transit"
    assert w.session.battle.actions[-1].kind == "change_units"
    # Logged as the menu offered it, in the words the record keeps.
    assert w.log.entries()[-1].endswith("  PaK 40 starts the battle in transit")
    assert w.session.battle.actions[-1].action["text"] == "PaK 40 starts the battle in transit"
    offered = right_click_menu(qtbot, w, pak.at)
    assert "PaK 40 starts the battle deployed" in offered and "Set up PaK 40" in offered
    w.act(Move(unit="ge10", path=(pak.at, (27, 14))))  # play begins: the gun moves, in transit
    assert w.session.battle.unit("ge10").at == (27, 14)
    offered = right_click_menu(qtbot, w, (27, 14))
    assert not any("starts the battle" in t for t in offered)
