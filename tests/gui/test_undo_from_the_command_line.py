"""morefire undo leaves the file the window's Undo leaves, and the window opens it with Undo and Redo as a battle
just opened has them: Undo offers the record's last action, nothing to redo, nothing unsaved; the next action is undone
in the window as ever. A battle opened in the window is taken back by Edit → Undo, N times, to the battle
``morefire undo --steps N`` leaves."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.gui.app import open_window
from morefire_gui.model.actions import Move, NextStep
from tests.equivalence import assert_same_battle, battle_data, cli_json, run_cli
from tests.gui.conftest import close_quietly
from tests.gui.test_menus_as_played import choose, open_menu


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
        # The record keeps the step into movement: Undo offers it, once the window is idle.
        qtbot.waitUntil(window.undo_action.isEnabled)
        assert (
            window.undo_action.text() == "&Undo Next: movement step 2 (cross-country movement)"
            and not window.redo_action.isEnabled()
        )
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


def test_edit_undo_on_a_battle_just_opened_leaves_what_undo_steps_leaves(
    qtbot, demo_path: Path, tmp_path: Path, capsys
) -> None:
    """Three actions taken on the command line, the battle opened in the window: Edit → Undo twice names and takes
    back the two moves, the last first, as ``morefire undo --steps 2`` lists and leaves them; the record the window
    saves still replays. Redo once gives the battle ``--steps 1`` leaves."""
    run_cli("turn", demo_path, "--next", "--apply", tmp_path / "b1.yaml", capsys=capsys)
    run_cli("move", tmp_path / "b1.yaml", "ge3", "--to", "36,14", "--apply", tmp_path / "b2.yaml", capsys=capsys)
    run_cli("move", tmp_path / "b2.yaml", "su1", "--to", "18,38", "--apply", tmp_path / "b3.yaml", capsys=capsys)
    listed = cli_json("undo", tmp_path / "b3.yaml", "--list", capsys=capsys)["undoable"]
    window = open_window(tmp_path / "b3.yaml", offer_recovery=False, unattended=True)
    qtbot.addWidget(window)
    try:
        qtbot.waitExposed(window)
        offered = []
        for _ in range(2):
            menu = open_menu(qtbot, window, "Edit")
            offered.append(window.undo_action.text().replace("&Undo ", "", 1))
            choose(qtbot, menu, window.undo_action)
        # The window names each action as the command line does (its title, without the number).
        assert offered == [a["title"].split(". ", 1)[1] for a in listed[:2]] == ["Move T-34 #1", "Move Pz IV 1"]
        window.session.save(tmp_path / "window2.yaml")
        code, _, err = run_cli(
            "undo", tmp_path / "b3.yaml", "--steps", "2", "--apply", tmp_path / "cli2.yaml", capsys=capsys
        )
        assert (code, err) == (0, "")
        assert_same_battle(tmp_path / "window2.yaml", tmp_path / "cli2.yaml")
        assert cli_json("replay", tmp_path / "window2.yaml", capsys=capsys)["same"]
        window.redo_action.trigger()
        window.session.save(tmp_path / "window1.yaml")
        run_cli("undo", tmp_path / "b3.yaml", "--apply", tmp_path / "cli1.yaml", capsys=capsys)
        assert_same_battle(tmp_path / "window1.yaml", tmp_path / "cli1.yaml")
    finally:
        close_quietly(window)
