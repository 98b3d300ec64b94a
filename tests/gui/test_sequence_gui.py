"""Keeping to the sequence of play in the window: the Rules menu switches a battle between strict and free, a strict
battle offers the tools of its step and refuses what belongs to another (saying which), the table passes from one
player to the other where undo cannot follow, and File -> Replay steps through the record without changing it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.replay import ReplayDialog
from morefire_gui.gui.features.direct_fire import DirectFireFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.direct_fire import Spot
from morefire_gui.model.battle import SequenceMode
from morefire_gui.rules.dice import ScriptedDice
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton


def strict(window: MainWindow) -> None:
    window.sequence_action.trigger()
    assert window.session.battle.strict and window.sequence_action.isChecked()


def test_the_rules_menu_switches_the_sequence_as_an_undoable_step_saved_with_the_battle(
    window: MainWindow, tmp_path
) -> None:
    assert not window.session.battle.strict and not window.sequence_action.isChecked()  # the demo is free
    strict(window)
    assert window.session.battle.settings.sequence is SequenceMode.STRICT
    assert window.session.battle.log[-1].kind == "sequence" and window.undo_stack.count() == 1
    window.session.save(tmp_path / "b.yaml")
    assert "sequence: strict" in (tmp_path / "b.yaml").read_text(encoding="utf-8")
    window.undo_action.trigger()
    assert not window.session.battle.strict and not window.sequence_action.isChecked()


def _last_listed(window: MainWindow) -> tuple[str, str, str]:
    """The newest entry the Log dock lists: its resolution, side and phase as the player reads them."""
    tree = window.log.tree
    group = tree.topLevelItem(tree.topLevelItemCount() - 1)
    item = group.child(group.childCount() - 1)
    return item.text(0), item.text(1), item.text(2)


def test_a_free_battle_says_so_in_every_log_entry(window: MainWindow) -> None:
    window.session.dice = ScriptedDice([30])
    window.act(Spot(spotter="ge7", target="su10"))
    assert window.session.battle.log[-1].free is True
    resolution, side, phase = _last_listed(window)
    assert (
        resolution.startswith("StuG 2 spots ZiS-3") and side == "Kampfgruppe Peiper" and phase.endswith("· free play")
    )
    window.log.search.setText("free play")  # the player finds what was taken free of the sequence
    assert any("StuG 2 spots ZiS-3" in e for e in window.log.battle_entries())
    window.log.search.clear()
    strict(window)
    assert window.session.battle.log[-1].free is None
    resolution, _, phase = _last_listed(window)
    assert resolution.startswith("Keep to the sequence of play") and "free play" not in phase


def test_a_strict_battle_offers_the_tools_of_its_step(window: MainWindow) -> None:
    dock = window.feature(TurnsFeature).dock
    assert window.tool_actions["fire"].isEnabled()  # free
    strict(window)
    # Set-up (turn 1, nothing played yet): the table can still be laid out; fire belongs to the direct fire phase.
    assert window.tool_actions["terrain"].isEnabled() and window.tool_actions["place"].isEnabled()
    assert not window.tool_actions["fire"].isEnabled()
    assert "is in the direct fire phase (steps 1-3)" in window.tool_actions["fire"].toolTip()
    assert "Set-up" in dock.now_label.text()
    assert "&" not in dock.now_label.text().replace("&amp;", "")  # the tools named as the toolbar reads them
    while window.session.battle.step != "fire.tank_vs_tank":
        window.feature(TurnsFeature).next_step()
    assert window.tool_actions["fire"].isEnabled() and not window.tool_actions["terrain"].isEnabled()
    assert "Set-up: play has begun" in window.tool_actions["terrain"].toolTip()
    assert "Fire" in dock.now_label.text()


def test_fire_in_the_movement_phase_is_refused_with_its_step(qtbot, window: MainWindow, fire_dialogs) -> None:
    strict(window)
    dialog = window.feature(DirectFireFeature).open_fire("su7", "ge7")
    assert not dialog.fire_button.isEnabled()
    assert "tank vs tank is direct fire step 2" in dialog.error.text()
    assert "this is movement step 1 (road movement)" in dialog.error.text()
    dialog.accept()


def test_the_fire_dialog_of_a_strict_battle_shows_what_the_battle_holds(
    qtbot, window: MainWindow, fire_dialogs
) -> None:
    fire = window.feature(DirectFireFeature)
    free = fire.open_fire("ge7", "su7")
    assert free.target_fired.isEnabled() and free.advanced.isEnabled()  # players at a real table say these
    free.accept()
    strict(window)
    while window.session.battle.step != "fire.tank_vs_tank":
        window.feature(TurnsFeature).next_step()
    dialog = fire.open_fire("ge7", "su7")
    for box in (dialog.target_fired, dialog.advanced, dialog.campaign):
        assert not box.isEnabled() and not box.isChecked() and "reads this from the battle" in box.toolTip()
    dialog.accept()
    # su7 spots ge7 and fires at it (a miss): the box now says that su7 fired this turn.
    window.session.dice = ScriptedDice([1, 90])
    shooter = fire.open_fire("su7", "ge7")
    qtbot.mouseClick(shooter.spot_button, LEFT)
    qtbot.mouseClick(shooter.fire_button, LEFT)
    assert "MISS" in shooter.result_text()
    shooter.accept()
    again = fire.open_fire("ge7", "su7")
    assert again.target_fired.isChecked() and not again.target_fired.isEnabled()
    assert again.action().target_fired is None  # the battle, not the dialog, says it
    again.accept()
    # Rules → Advanced Game: a change of the battle's settings, logged and undoable; the dialog follows it.
    window.advanced_action.trigger()
    assert window.session.battle.settings.advanced and window.session.battle.log[-1].title == "Advanced game on"
    advanced = fire.open_fire("ge7", "su7")
    assert advanced.advanced.isChecked() and not advanced.advanced.isEnabled() and advanced.action().advanced is None
    advanced.accept()
    window.undo_action.trigger()
    assert not window.session.battle.settings.advanced and not window.advanced_action.isChecked()


def test_a_second_spot_in_the_turn_is_refused_in_the_dialog(qtbot, window: MainWindow, fire_dialogs) -> None:
    window.session.dice = ScriptedDice([79])  # the spotting chart's roll fails
    dialog = window.feature(DirectFireFeature).open_fire("ge7", "su10")
    qtbot.mouseClick(dialog.spot_button, LEFT)
    assert "NOT SPOTTED" in dialog.result_text()
    assert not dialog.spot_button.isEnabled()
    # Why not, in Roll to Spot's tooltip; the failed roll is a result (the plan's Spotting row), not a red error line.
    assert "once per target per turn" in dialog.spot_button.toolTip() and dialog.error.text() == ""
    window.undo_action.trigger()  # taking the roll's effect back does not give a second try
    again = window.feature(DirectFireFeature).open_fire("ge7", "su10")
    assert not again.spot_button.isEnabled() and "once per target per turn" in again.spot_button.toolTip()
    assert "has rolled on the spotting chart this turn" in again.plan_view.toPlainText()
    dialog.accept()
    again.accept()


def test_undo_does_not_cross_a_hand_over(window: MainWindow) -> None:
    hot_seat = window.feature(HotSeatFeature)
    strict(window)
    assert window.undo_stack.count() == 1
    hot_seat.hand_over_to("axis")
    hot_seat.cover.button.click()
    assert window.session.battle.at_table == "axis" and window.view_filter.side == "axis"
    assert window.undo_stack.count() == 0 and not window.undo_action.isEnabled()
    assert window.is_modified()
    assert [r.kind for r in window.session.battle.actions] == ["sequence", "hand_over"]


def test_replay_steps_through_the_record_on_its_own_board(qtbot, window: MainWindow, monkeypatch) -> None:
    from morefire_gui.model.actions.table import ChangeUnits

    unit = window.session.battle.unit("ge1")
    moved = unit.model_copy(update={"at": (unit.at[0] + 2.0, unit.at[1])})
    window.act(ChangeUnits(units=(moved,)))
    window.feature(TurnsFeature).next_step()
    before = window.session.battle.model_dump()
    shown: list[ReplayDialog] = []
    monkeypatch.setattr(ReplayDialog, "exec", lambda self: shown.append(self) or 0)
    window.feature(TurnsFeature).replay_action.trigger()
    dialog = shown[0]
    assert dialog.steps.count() == 3 and dialog.replayer.position == 0
    assert dialog.scene.units["ge1"].pos().x() == unit.at[0]  # the start
    qtbot.mouseClick(dialog.forward_button, LEFT)
    assert dialog.scene.units["ge1"].pos().x() == moved.at[0]
    qtbot.mouseClick(dialog.last_button, LEFT)
    assert (
        "2. Next: movement step 2 (cross-country movement)" in dialog.explanation_text()
        and "Step 2 of 2" in dialog.where.text()
    )
    assert not dialog.forward_button.isEnabled()
    qtbot.mouseClick(dialog.first_button, LEFT)
    assert dialog.scene.units["ge1"].pos().x() == unit.at[0]
    dialog.accept()
    assert window.session.battle.model_dump() == before  # the battle open is not changed


SPOT_TIP = "Roll the spotting chart (2.1): 60% and its modifiers"


def test_roll_to_spot_says_why_the_battle_would_not_take_it(qtbot, window: MainWindow, fire_dialogs) -> None:
    """Greyed in a step out of the direct fire phase, with the sequence's refusal in its tooltip and status tip, as a
    phase-bound entry says it; offered once Next reaches the phase, with its own tip."""
    strict(window)
    dialog = window.feature(DirectFireFeature).open_fire("ge7", "su10")
    why = (
        "Sequence of play: spotting (2.1) is in the direct fire phase (steps 1-4); this is movement step 1 (road "
        "movement)"
    )
    assert not dialog.spot_button.isEnabled()
    assert dialog.spot_button.statusTip() == why
    assert dialog.spot_button.toolTip() == f"{SPOT_TIP}\n{why}"
    while window.session.battle.step != "fire.at_vs_tank":
        qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)
    assert dialog.spot_button.isEnabled()
    assert dialog.spot_button.toolTip() == SPOT_TIP and dialog.spot_button.statusTip() == SPOT_TIP
    dialog.accept()


def test_roll_to_spot_says_a_failed_spot_is_not_rolled_again(qtbot, window: MainWindow, fire_dialogs) -> None:
    window.session.dice = ScriptedDice([79])  # the spotting chart's roll fails
    dialog = window.feature(DirectFireFeature).open_fire("ge7", "su10")
    assert dialog.spot_button.isEnabled() and dialog.spot_button.toolTip() == SPOT_TIP
    qtbot.mouseClick(dialog.spot_button, LEFT)
    assert "NOT SPOTTED" in dialog.result_text()
    why = dialog.spot_button.statusTip()
    assert not dialog.spot_button.isEnabled()
    assert why.startswith(
        "Rule 2.1: StuG 2 has rolled to spot ZiS-3 this turn already: not spotted ("
    ) and why.endswith("a spotter rolls on the chart once per target per turn"), why
    assert dialog.spot_button.toolTip() == f"{SPOT_TIP}\n{why}"
    window.undo_action.trigger()  # the roll's effect taken back: still not rolled again
    again = window.feature(DirectFireFeature).open_fire("ge7", "su10")
    assert not again.spot_button.isEnabled() and again.spot_button.statusTip() == why
    dialog.accept()
    again.accept()


def test_roll_to_spot_says_why_not_in_german(qtbot, window: MainWindow, german, fire_dialogs) -> None:  # type: ignore[no-untyped-def]
    strict(window)
    dialog = window.feature(DirectFireFeature).open_fire("ge7", "su10")
    tip = dialog.spot_button.statusTip()
    assert not dialog.spot_button.isEnabled()
    assert tip.startswith("Spielablauf: Sichtung (2.1) ") and "spotting" not in tip and "movement" not in tip, tip
    dialog.accept()
