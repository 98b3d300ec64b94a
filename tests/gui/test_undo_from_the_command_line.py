"""morefire undo leaves the file the window's Undo leaves, and the window opens it with Undo and Redo as a battle
just opened has them: nothing to undo or redo, nothing unsaved; the next action is undone in the window as ever."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.gui.app import open_window
from morefire_gui.model.actions import Move, NextStep
from tests.equivalence import assert_same_battle, battle_data, run_cli
from tests.gui.conftest import close_quietly


def test_the_command_line_undoes_as_the_window_does(qtbot, window, tmp_path: Path, capsys) -> None:
    window.act(NextStep())
    window.act(Move(unit="ge3", path=((36, 9), (36, 14))))
    assert window.session.battle.unit("ge3").at == (36, 14)
    window.session.save(tmp_path / "played.yaml")
    window.undo_action.trigger()  # the player's Edit -> Undo
    assert window.session.battle.unit("ge3").at == (36, 9)
    window.session.save(tmp_path / "window.yaml")
    code, _, err = run_cli("undo", tmp_path / "played.yaml", "--apply", tmp_path / "cli.yaml", capsys=capsys)
    assert (code, err) == (0, "")
    assert_same_battle(tmp_path / "window.yaml", tmp_path / "cli.yaml")


def test_the_window_opens_a_battle_undone_on_the_command_line(qtbot, demo_path: Path, tmp_path: Path, capsys) -> None:
    run_cli("turn", demo_path, "--next", "--apply", tmp_path / "b1.yaml", capsys=capsys)
    run_cli("move", tmp_path / "b1.yaml", "ge3", "--to", "36,14", "--apply", tmp_path / "b2.yaml", capsys=capsys)
    code, _, _ = run_cli("undo", tmp_path / "b2.yaml", "--apply", tmp_path / "u.yaml", capsys=capsys)
    assert code == 0
    window = open_window(tmp_path / "u.yaml", offer_recovery=False, unattended=True)
    qtbot.addWidget(window)
    try:
        qtbot.waitExposed(window)
        assert not window.undo_action.isEnabled() and not window.redo_action.isEnabled()
        assert not window.isWindowModified()
        assert window.session.battle.unit("ge3").at == (36, 9) and len(window.session.battle.actions) == 1
        # The move's log entry is still in the Log; the move taken again in the window is undone there as ever.
        assert len(window.session.battle.log) == len(battle_data(tmp_path / "b2.yaml")["log"])
        window.act(Move(unit="ge3", path=((36, 9), (36, 12))))
        assert window.undo_action.isEnabled() and window.undo_action.text().endswith("Move Pz IV 1")
        window.undo_action.trigger()
        assert window.session.battle.unit("ge3").at == (36, 9) and window.redo_action.isEnabled()
        window.session.save(tmp_path / "again.yaml")
        code, out, _ = run_cli("replay", tmp_path / "again.yaml", capsys=capsys)
        assert code == 0 and out.endswith("The 1 action replays to the battle as saved.\n")
    finally:
        close_quietly(window)
