"""Nothing a player entered is lost, played as a careless player would: Quit with several windows asks every one of
them before any closes; Save onto a file that was not there when the window opened the battle, and is now, asks
first; a name typed without its ending in Save As does not write over the battle file of that name unasked; and a
change to the table once play has begun is written in the battle log, where the opponent reads it.

Each question box is answered as a player would, by clicking its button once it is up."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from morefire_gui.gui.autosave_lock import process_locks
from morefire_gui.gui.features.safety import SafetyFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.io.battle_file import load_battle, save_battle
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.rules.explain import NoteStep
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly, to_view
from tests.gui.test_artillery_gui import open_window  # noqa: F401 - the fixture: a window on a battle file
from tests.gui.test_board_tools import drag
from tests.gui.test_changed_on_disk import draw_wood, in_file
from tests.gui.test_replacing_the_battle import Answers, battle_file, other_file  # noqa: F401 - fixtures
from tests.gui.test_said import german  # noqa: F401 - the German fixture

Button = QMessageBox.StandardButton
LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def title_in(path: Path) -> str:
    return load_battle(path, bundled_catalogue(), rule_tables()).title


# -- Quit: every window asked before any closes ------------------------------------------------------------------------


def test_quit_asks_every_window_and_a_cancel_in_the_last_keeps_them_all_open(
    qtbot, open_window, battle_file: Path, other_file: Path
) -> None:  # type: ignore[no-untyped-def]
    first, second = open_window(battle_file), open_window(other_file)
    woods = {first: draw_wood(first, 6.0), second: draw_wood(second, 20.0)}
    # The first window asked answers Discard, the second Cancel: the quit stops, and no window has gone.
    answers = Answers(qtbot, Button.Discard, Button.Cancel)
    first.quit_action.trigger()
    asked = answers.done()
    assert len(asked) == 2 and all(a.startswith("Save the changes to ") for a in asked)
    qtbot.wait(50)
    assert first.isVisible() and second.isVisible()
    for window, wood in woods.items():  # each battle as its player left it, its changes unsaved, not lost
        assert wood in [p.id for p in window.session.battle.terrain] and window.isWindowModified()
    # Quit again, Save in both: both are written, then both close, none asked twice.
    answers = Answers(qtbot, Button.Save, Button.Save)
    second.quit_action.trigger()
    assert len(answers.done()) == 2
    qtbot.waitUntil(lambda: not first.isVisible() and not second.isVisible(), timeout=5000)
    assert woods[first] in in_file(battle_file)[0] and woods[second] in in_file(other_file)[0]


# -- Save onto a file that appeared since ------------------------------------------------------------------------------


def crash(path: Path) -> None:
    """A window plays on ``path``, autosaves and is killed: its lock names a process that is gone."""
    crashed = MainWindow(BattleSession.open(path))
    crashed.session.battle.title = "Played before the crash"
    crashed.session.record("note", "Spotting", steps=[NoteStep("seen")])
    lock = crashed.feature(SafetyFeature).autosaver.lock_path
    left = lock.read_text().replace(str(os.getpid()), "999999999", 1)
    process_locks().free(lock)
    lock.write_text(left)
    crashed.feature(SafetyFeature).autosaver = None  # it never lets go of its lock
    close_quietly(crashed)


def test_save_onto_a_file_that_was_not_there_when_the_battle_was_recovered_asks_first(
    qtbot, open_window, battle_file: Path, demo_path: Path, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    crash(battle_file)
    battle_file.rename(tmp_path / "moved away.mfb.yaml")  # the file is gone when the next start recovers the battle
    window = open_window(demo_path)
    answers = Answers(qtbot, Button.Yes)  # "Recover it?" Recover
    assert window.feature(SafetyFeature).offer_recovery()
    answers.done()
    assert window.session.path == battle_file and not battle_file.exists()
    # Another program writes a battle under that name since.
    written = load_battle(demo_path, bundled_catalogue(), rule_tables())
    written.title = "Written by another program"
    save_battle(written, battle_file)
    answers = Answers(qtbot, Button.Cancel)
    assert not window.save()
    (question,) = answers.done()
    assert f"{battle_file.name} (in {battle_file.parent}) was not there when this window opened the battle" in question
    assert f"kept as {battle_file.name}.bak" in question
    assert title_in(battle_file) == "Written by another program"  # Cancel: nothing written
    assert window.isWindowModified()
    answers = Answers(qtbot, Button.Save)
    assert window.save()
    answers.done()
    assert title_in(battle_file) == "Played before the crash"
    assert title_in(battle_file.with_name(battle_file.name + ".bak")) == "Written by another program"


def test_save_as_a_name_typed_without_its_ending_does_not_write_over_that_battle_unasked(
    qtbot, open_window, battle_file: Path, other_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window = open_window(battle_file)
    drawn = draw_wood(window, 6.0)
    typed = other_file.parent / "elsewhere"  # the file dialog asked about "elsewhere", which is not there
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(typed), ""))
    answers = Answers(qtbot, Button.Cancel)
    assert not window.save_as()
    (question,) = answers.done()
    assert f"{other_file.name} (in {other_file.parent}) exists already" in question
    assert title_in(other_file) == "Somewhere else" and window.session.path == battle_file
    answers = Answers(qtbot, Button.Save)
    assert window.save_as()
    answers.done()
    assert drawn in in_file(other_file)[0] and window.session.path == other_file
    assert title_in(other_file.with_name(other_file.name + ".bak")) == "Somewhere else"


# -- The table changed during the battle, in the log -------------------------------------------------------------------


def battle_log(window: MainWindow) -> list[str]:
    """The Log dock's battle log rows, under their headings ("Turn 1: Table changed — moved ...")."""
    return window.log.battle_entries()


def test_the_table_changed_during_the_battle_is_written_in_the_battle_log(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("terrain")
    drag(qtbot, window, (10.0, 43.0), (12.0, 43.0))  # the set-up: the table both sides start from, not logged
    rows = battle_log(window)
    assert not any("Table changed" in row for row in rows)
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)  # play begins
    window.set_tool("terrain")
    drag(qtbot, window, (57.0, 7.0), (59.0, 7.0))  # Oktyabrsky wood, 2 in east
    said = re.fullmatch(
        r"Turn 1: Table changed — moved Oktyabrsky wood \(woods\) (\d\.\d) in east", battle_log(window)[-1]
    )
    assert said is not None and float(said[1]) == pytest.approx(2.0, abs=0.15), battle_log(window)[-1]
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 27.5, 13.0))  # the Copse
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert window.session.battle.piece("w4") is None
    assert battle_log(window)[-1] == "Turn 1: Table changed — deleted Copse (woods)"
    from morefire_gui.gui.dialogs.piece_properties import PiecePropertiesDialog

    monkeypatch.setattr(
        PiecePropertiesDialog, "ask", classmethod(lambda cls, piece, *a: piece.model_copy(update={"level": 2}))
    )
    window.edit_piece_properties("h5")
    assert battle_log(window)[-1] == "Turn 1: Table changed — changed Hill: level from 1 to 2"
    written = len(battle_log(window))
    window.undo_action.trigger()  # Edit -> Undo: the hill back at level 1; its entry stays, as every entry does
    assert window.session.battle.piece("h5").level == 1 and len(battle_log(window)) == written
    # Saved, the file holds what the opponent will read.
    path = tmp_path / "played.mfb.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    assert window.save()
    logged = [e for e in load_battle(path, bundled_catalogue(), rule_tables()).log if e.title == "Table changed"]
    assert [e.summary.split(" (woods)")[0] for e in logged[:2]] == [
        "moved Oktyabrsky wood",
        "deleted Copse",
    ]
    assert logged[2].summary == "changed Hill: level from 1 to 2" and all(e.turn == 1 for e in logged)


def test_the_table_changed_during_the_battle_is_said_in_german(german, qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)  # play begins
    window.set_tool("terrain")
    drag(qtbot, window, (10.0, 43.0), (10.0, 40.0))  # the unnamed hill, 3 in north
    said = re.fullmatch(
        r"Runde 1: Spieltisch geändert — Hügel (\d,\d) Zoll nach Norden verschoben", battle_log(window)[-1]
    )
    assert said is not None and float(said[1].replace(",", ".")) == pytest.approx(3.0, abs=0.15), battle_log(window)


def test_counters_changed_by_hand_during_the_battle_are_written_in_the_battle_log(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("select")
    start = window.session.battle.unit("su1").at
    drag(qtbot, window, start, (start[0], start[1] + 2.0))  # the set-up: where both sides start from, not logged
    assert not any("Table changed" in row for row in battle_log(window))
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)  # play begins
    window.set_tool("select")
    start = window.session.battle.unit("su1").at
    drag(qtbot, window, start, (start[0] + 4.0, start[1]))  # T-34 #1, 4 in east, by hand
    said = re.fullmatch(r"Turn 1: Table changed — moved T-34 #1 (\d\.\d) in east", battle_log(window)[-1])
    assert said is not None and float(said[1]) == pytest.approx(4.0, abs=0.15), battle_log(window)[-1]
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, *window.session.battle.unit("su3").at))
    qtbot.keyClick(window.view, Qt.Key.Key_E)  # turned a step clockwise
    assert battle_log(window)[-1] == "Turn 1: Table changed — turned T-34 #3 to 15°"
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert window.session.battle.unit("su3") is None
    assert battle_log(window)[-1] == "Turn 1: Table changed — removed T-34 #3"
    window.set_tool("place")
    window.tools["place"].choose("pz4h", "axis")  # type: ignore[attr-defined]
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 50.0, 4.0))
    said = re.fullmatch(r"Turn 1: Table changed — placed Pz IV 4 at (\d+\.\d), (\d\.\d)", battle_log(window)[-1])
    assert said is not None and (float(said[1]), float(said[2])) == pytest.approx((50.0, 4.0), abs=0.15)
    # Saved, the file holds what the opponent will read.
    path = tmp_path / "played.mfb.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    assert window.save()
    logged = [e for e in load_battle(path, bundled_catalogue(), rule_tables()).log if e.title == "Table changed"]
    assert [e.summary.split(" ")[:2] for e in logged] == [
        ["moved", "T-34"],
        ["turned", "T-34"],
        ["removed", "T-34"],
        [
            "placed",
            "Pz",
        ],
    ]
    assert all(e.turn == 1 and not e.secret for e in logged)


def test_counters_changed_by_hand_are_said_in_german(german, qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)  # play begins
    window.set_tool("select")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, *window.session.battle.unit("su3").at))
    qtbot.keyClick(window.view, Qt.Key.Key_E)
    assert battle_log(window)[-1] == "Runde 1: Spieltisch geändert — T-34 #3 auf 15° gedreht"
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert battle_log(window)[-1] == "Runde 1: Spieltisch geändert — T-34 #3 vom Tisch genommen"


def test_quit_while_the_catalogue_window_is_open_asks_and_cancel_keeps_both_as_they_were(
    qtbot, open_window, battle_file: Path
) -> None:  # type: ignore[no-untyped-def]
    """The Catalogue window is a window of its own, open beside the battle (not modal: Quit may be pressed). Quit asks
    about the battle's changes; Cancel keeps the battle, the Catalogue window and the search typed in it. A guard of
    what was already so."""
    from morefire_gui.gui.features.forces import ForcesFeature

    window = open_window(battle_file)
    wood = draw_wood(window, 6.0)
    browser = window.feature(ForcesFeature).browse_catalogue()
    qtbot.keyClicks(browser.search, "Tiger")
    answers = Answers(qtbot, Button.Cancel)
    window.quit_action.trigger()
    (asked,) = answers.done()
    assert asked.startswith("Save the changes to ")
    qtbot.wait(50)
    assert window.isVisible() and browser.isVisible() and browser.search.text() == "Tiger"
    assert wood in [p.id for p in window.session.battle.terrain] and window.isWindowModified()
