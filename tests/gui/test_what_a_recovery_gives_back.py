"""What a recovery gives back (docs/reliability.md, "What a recovery gives back"), played through the window: a
counter moved, another changed in its properties, a barrage fired and a step of the sequence of play, by the side at
the table of a hot-seat game; the window is killed (its lock left, as a kill leaves it) and the app started again on
the same file. A guard of what was already so."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from morefire_gui.gui.autosave_lock import process_locks
from morefire_gui.gui.features import safety
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.safety import SafetyFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.io.battle_file import battle_to_yaml
from morefire_gui.model.actions.table import ChangeUnits
from tests.gui.conftest import close_quietly
from tests.gui.test_artillery_gui import click_board, demo_battle, dialogs, open_window  # noqa: F401

LEFT = Qt.MouseButton.LeftButton


def killed(window: MainWindow) -> Path:
    """The window ends as a kill ends it: its lock names a process that is gone, its autosave and note stay."""
    feature = window.feature(SafetyFeature)
    saver = feature.autosaver
    assert saver is not None and saver.autosave_path.exists()
    left = saver.lock_path.read_text().replace(str(os.getpid()), "999999999", 1)
    process_locks().free(saver.lock_path)
    saver.lock_path.write_text(left)
    feature.autosaver = None  # it never gets to release its lock
    window.undo_stack.setClean()
    window.session.unsaved_log = False
    window.changed_outside_undo = False
    window.close()
    return saver.autosave_path


def test_a_kill_gives_back_every_edit_the_log_undo_the_step_and_the_side_at_the_table(
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    start = demo_battle(demo_path, tmp_path / "kursk.mfb.yaml")
    window = open_window(start)
    hot_seat = window.feature(HotSeatFeature)
    hot_seat.hand_over_to("axis")
    qtbot.mouseClick(hot_seat.cover.button, LEFT)
    tiger = window.session.battle.unit("ge1")
    assert tiger is not None
    window.act(ChangeUnits(units=(tiger.model_copy(update={"at": (tiger.at[0] + 1.5, tiger.at[1] + 2.0)}),)))
    other = window.session.battle.unit("ge2")
    assert other is not None
    window.act(ChangeUnits(units=(other.model_copy(update={"name": "Wittmann"}),)))
    window.set_tool("barrage")
    click_board(qtbot, window, 59.0, 31.5)
    qtbot.mouseClick(dialogs[-1].fire_button, LEFT)
    dialogs[-1].close()
    first_step = window.session.battle.step
    window.feature(TurnsFeature).next_step()
    assert window.session.battle.step != first_step
    played = battle_to_yaml(window.session.battle)
    undo_texts = [window.undo_stack.text(i) for i in range(window.undo_stack.count())]
    assert len(undo_texts) == 4
    qtbot.wait(100)  # a kill a moment after the last click
    autosave = killed(window)

    asked: list[str] = []
    monkeypatch.setattr(
        safety, "ask_recovery", lambda parent, text: asked.append(text) or QMessageBox.StandardButton.Yes
    )
    again = open_window(start)
    assert again.feature(SafetyFeature).offer_recovery()
    assert start.name in asked[0] and "is newer than the file" in asked[0]
    assert battle_to_yaml(again.session.battle) == played  # every edit, the log, the record, the turn and its step
    assert again.session.path == start and again.isWindowModified()
    # The side at the table: its view, behind the cover, until its player presses the button.
    cover = again.feature(HotSeatFeature).cover
    assert cover.isVisible() and cover.message.text().startswith("Kampfgruppe Peiper had the table")
    qtbot.mouseClick(cover.button, LEFT)
    assert again.view_filter.side == "axis"
    # Undo offers the actions taken since the table passed, as before the kill, and takes them back.
    qtbot.waitUntil(lambda: again.undo_stack.count() == 4, timeout=5000)
    assert [again.undo_stack.text(i) for i in range(4)] == undo_texts
    for _ in range(4):
        again.undo_stack.undo()
    battle = again.session.battle
    assert battle.units[0].at == tiger.at and battle.units[1].name == other.name and battle.step == first_step
    qtbot.waitUntil(lambda: not autosave.exists(), timeout=2000)  # the crashed copy's, kept under the window's name


def test_an_app_killed_with_two_battles_open_gives_both_back(
    qtbot, open_window, demo_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """Two windows, two battles, one kill: the first is recovered in the window that asks, the second in a window of
    its own beside it (it was offered only at the start after)."""
    from morefire_gui.gui.main_window import open_windows
    from tests.gui.test_replacing_the_battle import crashed_window_on

    kursk = demo_battle(demo_path, tmp_path / "kursk.mfb.yaml")
    kharkov = demo_battle(demo_path, tmp_path / "kharkov.mfb.yaml")
    left = [
        crashed_window_on(kursk, "Kursk: the Tigers at the ford"),
        crashed_window_on(kharkov, "Kharkov: the bridge"),
    ]
    asked: list[str] = []
    monkeypatch.setattr(
        safety, "ask_recovery", lambda parent, text: asked.append(text) or QMessageBox.StandardButton.Yes
    )
    window = open_window(demo_path)
    assert window.feature(SafetyFeature).offer_recovery()
    assert len(asked) == 2
    windows = open_windows()
    assert len(windows) == 2
    recovered = {w.session.path.name: [e.title for e in w.session.battle.log] for w in windows if w.session.path}
    assert recovered.keys() == {"kursk.mfb.yaml", "kharkov.mfb.yaml"}
    assert "Kursk: the Tigers at the ford" in recovered["kursk.mfb.yaml"]
    assert "Kharkov: the bridge" in recovered["kharkov.mfb.yaml"]
    assert all(w.isWindowModified() for w in windows)
    qtbot.waitUntil(lambda: not any(p.exists() for p in left), timeout=2000)  # each kept under its window's name
    for other in windows:
        if other is not window:
            close_quietly(other)


def test_a_battle_whose_file_is_gone_is_offered_saying_so_and_saved_there_again(
    qtbot, open_window, demo_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """The battle's file moved away after the crash (or on a drive not connected): the offer does not call the
    autosave newer than a file that is not there, it says the file is not there; Save writes it there again."""
    from morefire_gui.io.battle_file import load_battle
    from morefire_gui.io.resources import bundled_catalogue, rule_tables
    from tests.gui.test_replacing_the_battle import crashed_window_on

    kursk = demo_battle(demo_path, tmp_path / "kursk.mfb.yaml")
    crashed_window_on(kursk, "Kursk: the Tigers at the ford")
    kursk.rename(tmp_path / "moved away.mfb.yaml")
    asked: list[str] = []
    monkeypatch.setattr(
        safety, "ask_recovery", lambda parent, text: asked.append(text) or QMessageBox.StandardButton.Yes
    )
    window = open_window(demo_path)
    assert window.feature(SafetyFeature).offer_recovery()
    (offer,) = asked
    assert f"{kursk.name} (in {kursk.parent})" in offer and "the file is not there now" in offer
    assert "newer than the file" not in offer
    assert window.save() and kursk.exists()
    assert "Kursk: the Tigers at the ford" in [
        e.title for e in load_battle(kursk, bundled_catalogue(), rule_tables()).log
    ]
