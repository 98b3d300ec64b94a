"""Undo on a battle just opened, as a player meets it: saved, closed and opened again (File → Open, Open Recent, the
command line, a crash's autosave), Edit → Undo offers the last actions of its record, named as the actions taken in
the window are, and takes them back as ``morefire undo`` does; Redo takes them again. Undo does not cross a
hand-over, the log keeps every entry, and a record that does not replay leaves Undo greyed saying why."""

from __future__ import annotations

import os
from pathlib import Path

import yaml
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QToolBar

from morefire_gui.gui.app import open_window
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.safety import SafetyFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.mnemonics import plain
from morefire_gui.gui.settings import remember_file
from morefire_gui.model.actions import HandOver, Move, NextStep, Spot
from morefire_gui.session.battle_session import BattleSession
from tests.equivalence import assert_same_battle, battle_data, run_cli
from tests.gui.conftest import close_quietly, to_view
from tests.gui.test_menus_as_played import choose, open_menu

LEFT = Qt.MouseButton.LeftButton
# How long a test waits for the record of a battle just opened to be replayed while the window is idle, a slice at each
# turn of its event loop: a second or so, but on a machine busy with other work (two test suites at once) more than
# pytest-qt's default of five. The waits end the moment the record is given to Undo.
REPLAYED_MS = 120_000


def played(demo_path: Path, out: Path, *actions: object) -> Path:
    """The demo battle with ``actions`` taken (Next, then Pz IV 1's move, by default), saved to ``out``."""
    session = BattleSession.open(demo_path)
    for action in actions or (NextStep(), Move(unit="ge3", path=((36, 9), (36, 14)))):
        resolution = session.perform(action)  # type: ignore[arg-type]
        assert not resolution.refused, resolution.refusal
        session.commit(resolution)
    session.save(out)
    return out


def undo_text(window: MainWindow) -> str:
    return plain(window.undo_action.text())


def edit_menu_undo(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Edit → Undo, with the mouse: the menu drops down, Undo is clicked."""
    choose(qtbot, open_menu(qtbot, window, "Edit"), window.undo_action)


def toolbar_button(window: MainWindow, action):  # type: ignore[no-untyped-def]
    toolbar = window.findChild(QToolBar, "tools")
    return toolbar.widgetForAction(action)


def test_edit_undo_takes_back_the_last_move_of_a_battle_opened_from_the_command_line(
    qtbot, demo_path: Path, tmp_path: Path, capsys
) -> None:
    """``morefire gui FILE``: the Edit menu offers "Undo Move Pz IV 1"; Undo puts the tank back where it stood, the log
    keeps the move's entry, and the battle is the one ``morefire undo`` leaves. Redo moves it again: the file saved is
    the one opened, its record as it was."""
    b2 = played(demo_path, tmp_path / "b2.yaml")
    data = yaml.safe_load(b2.read_text())
    for record in data["actions"]:
        record["at"] = "1943-07-12T06:00:00+00:00"  # played long ago: a redo records the move as it was played
    b2.write_text(yaml.safe_dump(data, sort_keys=False))
    window = open_window(b2, offer_recovery=False, unattended=True)
    qtbot.addWidget(window)
    try:
        qtbot.waitExposed(window)
        log = len(window.session.battle.log)
        menu = open_menu(qtbot, window, "Edit")
        assert window.undo_action.isEnabled() and undo_text(window) == "Undo Move Pz IV 1"
        assert not window.redo_action.isEnabled() and not window.isWindowModified()  # opened, nothing changed yet
        choose(qtbot, menu, window.undo_action)
        battle = window.session.battle
        assert battle.unit("ge3").at == (36, 9) and len(battle.actions) == 1
        assert len(battle.log) == log  # the move's entry stays in the log
        assert window.isWindowModified() and plain(window.redo_action.text()) == "Redo Move Pz IV 1"
        assert undo_text(window) == "Undo Next: movement step 2 (cross-country movement)"
        window.session.save(tmp_path / "window.yaml")
        code, _, err = run_cli("undo", b2, "--apply", tmp_path / "cli.yaml", capsys=capsys)
        assert (code, err) == (0, "")
        assert_same_battle(tmp_path / "window.yaml", tmp_path / "cli.yaml")
        # Redo, from the toolbar: the move is made again, and recorded as it was when it was played.
        qtbot.mouseClick(toolbar_button(window, window.redo_action), LEFT)
        assert battle.unit("ge3").at == (36, 14) and undo_text(window) == "Undo Move Pz IV 1"
        assert not window.isWindowModified()
        window.session.save(tmp_path / "redone.yaml")
        assert (
            yaml.safe_load((tmp_path / "redone.yaml").read_text())["actions"]
            == yaml.safe_load(b2.read_text())["actions"]
        )
        assert_same_battle(b2, tmp_path / "redone.yaml")
    finally:
        close_quietly(window)


def test_file_open_offers_undo_on_the_toolbar_back_to_the_start_of_the_record(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path, monkeypatch, problems: list[str]
) -> None:
    """File → Open: once the window is idle the toolbar's Undo is lit, saying the last action; pressed twice, the battle
    is back where its record starts, and Undo is greyed with nothing more to take back."""
    b2 = played(demo_path, tmp_path / "b2.yaml")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(b2), ""))
    window.open_action.trigger()
    assert window.session.path == b2 and problems == []
    undo = toolbar_button(window, window.undo_action)
    qtbot.waitUntil(undo.isEnabled, timeout=REPLAYED_MS)
    assert undo_text(window) == "Undo Move Pz IV 1"
    assert undo.toolTip() == "Take back the last change to the battle"
    qtbot.mouseClick(undo, LEFT)
    qtbot.mouseClick(undo, LEFT)
    battle = window.session.battle
    assert battle.actions == [] and battle.step is None and battle.unit("ge3").at == (36, 9)
    assert not undo.isEnabled() and not window.undo_action.isEnabled()
    assert len(battle.log) == len(battle_data(b2)["log"])


def test_open_recent_offers_undo_of_the_battle_it_opens(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path
) -> None:
    b2 = played(demo_path, tmp_path / "b2.yaml")
    remember_file(b2)
    window._fill_recent_menu()
    entry = next(a for a in window.recent_menu.actions() if a.toolTip() == str(b2))
    entry.trigger()
    assert window.session.path == b2
    edit_menu_undo(qtbot, window)
    assert window.session.battle.unit("ge3").at == (36, 9)


def test_a_battle_recovered_after_a_crash_offers_undo_of_what_was_played_before_it(
    qtbot, demo_path: Path, tmp_path: Path, monkeypatch
) -> None:
    """A window moves Pz IV 1, autosaves and "crashes"; the next start recovers the autosave, and Edit → Undo takes the
    move back. The battle recovered stays unsaved."""
    from morefire_gui.gui.autosave_lock import process_locks
    from morefire_gui.gui.features import safety

    battle_file = played(demo_path, tmp_path / "mine.yaml", NextStep())
    crashed = MainWindow(BattleSession.open(battle_file))
    crashed.act(Move(unit="ge3", path=((36, 9), (36, 14))))
    assert crashed.feature(SafetyFeature).last_autosave is not None
    lock = crashed.feature(SafetyFeature).autosaver.lock_path
    left = lock.read_text().replace(str(os.getpid()), "999999999", 1)  # the lock of a process that is gone
    process_locks().free(lock)
    lock.write_text(left)
    crashed.feature(SafetyFeature).autosaver = None  # it never gets to release its lock
    close_quietly(crashed)
    monkeypatch.setattr(safety, "ask_recovery", lambda *a, **k: QMessageBox.StandardButton.Yes)
    window = MainWindow(BattleSession.open(demo_path))
    qtbot.addWidget(window)
    try:
        window.show()
        qtbot.waitExposed(window)
        assert window.feature(SafetyFeature).offer_recovery()
        assert window.session.battle.unit("ge3").at == (36, 14) and window.isWindowModified()
        edit_menu_undo(qtbot, window)
        assert window.session.battle.unit("ge3").at == (36, 9) and window.isWindowModified()
        assert undo_text(window) == "Undo Next: movement step 2 (cross-country movement)"
    finally:
        close_quietly(window)


def hot_seat_battle(demo_path: Path, out: Path, *, last_hand_over: bool = False) -> Path:
    """Next; the table handed to the Germans, who move Pz IV 1; then to the Soviets, who move T-34 #1 (unless the file
    is saved as the table passes to them, ``last_hand_over``)."""
    actions: list[object] = [
        NextStep(),
        HandOver(to="axis"),
        Move(unit="ge3", path=((36, 9), (36, 14))),
        HandOver(to="allies"),
    ]
    if not last_hand_over:
        actions.append(Move(unit="su1", path=((18, 42), (18, 38))))
    return played(demo_path, out, *actions)


def test_undo_of_a_hot_seat_battle_opened_stops_at_the_hand_over(qtbot, demo_path: Path, tmp_path: Path) -> None:
    """Opened behind the cover with the Soviets at the table: Undo takes back their own move, and no further; the
    Germans' move, before the hand-over, is never offered to them."""
    path = hot_seat_battle(demo_path, tmp_path / "hot.yaml")
    window = open_window(path, offer_recovery=False, unattended=True)
    qtbot.addWidget(window)
    try:
        qtbot.waitExposed(window)
        cover = window.feature(HotSeatFeature).cover
        qtbot.mouseClick(cover.button, LEFT)
        assert window.view_filter.side == "allies"
        edit_menu_undo(qtbot, window)
        battle = window.session.battle
        assert battle.unit("su1").at == (18, 42) and battle.unit("ge3").at == (36, 14)
        assert battle.actions[-1].action["kind"] == "hand_over" and battle.at_table == "allies"
        assert not window.undo_action.isEnabled()
        menu = open_menu(qtbot, window, "Edit")
        assert not window.undo_action.isEnabled()
        menu.close()
    finally:
        close_quietly(window)


def test_a_battle_saved_as_the_table_passed_says_why_there_is_nothing_to_undo(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path
) -> None:
    path = hot_seat_battle(demo_path, tmp_path / "hot.yaml", last_hand_over=True)
    assert window.open_path(path)
    open_menu(qtbot, window, "Edit").close()
    assert not window.undo_action.isEnabled()
    assert window.undo_action.toolTip() == (
        "Nothing to undo: the battle was saved as the table passed to 181st Tank Brigade, and undo does not cross a "
        "hand-over (a side takes back only its own actions since it took the table)"
    )


def test_a_battle_changed_outside_its_record_opens_with_undo_greyed_saying_why(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path, problems: list[str]
) -> None:
    """A file whose record no longer reaches the battle (Pz IV 1 moved by hand in the file): it opens as ever, no box
    interrupting; Undo is greyed, its tooltip and status tip say why, and nothing in the battle is changed."""
    data = yaml.safe_load(played(demo_path, tmp_path / "b2.yaml").read_text())
    next(u for u in data["units"] if u["id"] == "ge3")["at"] = [40, 20]
    damaged = tmp_path / "damaged.yaml"
    damaged.write_text(yaml.safe_dump(data, sort_keys=False))
    assert window.open_path(damaged) and problems == []
    open_menu(qtbot, window, "Edit").close()
    assert not window.undo_action.isEnabled() and undo_text(window) == "Undo"
    tip = window.undo_action.toolTip()
    assert tip == (
        "Nothing to undo: the battle's record does not replay to it as saved: the battle was changed after its last "
        "recorded action, outside the record; the actions it was opened with cannot be taken back (File → Replay "
        "shows where)"
    ), tip
    assert window.undo_action.statusTip() == tip
    assert window.session.battle.unit("ge3").at == (40, 20) and not window.isWindowModified() and problems == []
    # An action taken now is undone as ever, and Undo says what it does again.
    window.act(Move(unit="ge3", path=((40, 20), (40, 22))))
    assert window.undo_action.isEnabled() and window.undo_action.toolTip() == "Take back the last change to the battle"
    edit_menu_undo(qtbot, window)
    assert window.session.battle.unit("ge3").at == (40, 20) and not window.undo_action.isEnabled()


def test_a_failed_spot_undone_in_a_battle_just_opened_is_not_rolled_again(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path, capsys
) -> None:
    """StuG 2 failed to spot ZiS-3 (a 95) and the battle was saved; opened again, Undo takes the spot back, its roll
    stays in the log, and a second try this turn is refused with the first roll, as in play."""
    spot = tmp_path / "spot.yaml"
    spot.write_text("{kind: spot, spotter: ge7, target: su10}\n")
    code, _, err = run_cli("act", demo_path, spot, "--dice", "95", "--apply", tmp_path / "b1.yaml", capsys=capsys)
    assert (code, err) == (0, "")
    assert window.open_path(tmp_path / "b1.yaml")
    log = len(window.session.battle.log)
    menu = open_menu(qtbot, window, "Edit")
    assert undo_text(window) == "Undo StuG 2 spots ZiS-3"
    choose(qtbot, menu, window.undo_action)
    assert window.session.battle.actions == [] and len(window.session.battle.log) == log
    resolution = window.act(Spot(spotter="ge7", target="su10"))
    assert resolution.refused and str(resolution.refusal).startswith(
        "StuG 2 has rolled to spot ZiS-3 this turn already"
    )
    assert window.session.battle.actions == [] and len(window.session.battle.log) == log


def four_actions(demo_path: Path, tmp_path: Path) -> Path:
    return played(
        demo_path,
        tmp_path / "b4.yaml",
        NextStep(),
        Move(unit="ge3", path=((36, 9), (36, 14))),
        Move(unit="su1", path=((18, 42), (18, 38))),
        Move(unit="ge3", path=((36, 14), (36, 15))),
    )


def test_the_record_is_replayed_a_slice_at_a_time_while_the_window_is_idle(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path, monkeypatch
) -> None:
    """The record is replayed a few actions at each turn of the event loop (here one: the slice given it is none), the
    window answering in between, and Undo then offers the last action."""
    from morefire_gui.gui.window import opened_record

    monkeypatch.setattr(opened_record, "IDLE_SLICE_S", 0.0)
    slices: list[Path | None] = []
    replay_slice = MainWindow._replay_record_while_idle
    monkeypatch.setattr(
        MainWindow,
        "_replay_record_while_idle",
        lambda w, session: slices.append(session.path) or replay_slice(w, session),
    )
    path = four_actions(demo_path, tmp_path)
    assert window.open_path(path)
    qtbot.waitUntil(window.undo_action.isEnabled, timeout=REPLAYED_MS)
    assert slices.count(path) == 5 and undo_text(window) == "Undo Move Pz IV 1"  # an action a turn, and the end


def test_the_edit_menu_opened_before_the_window_is_idle_offers_the_last_action(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path, monkeypatch
) -> None:
    """The player goes to the Edit menu before the window has been idle (here it never is): opening it replays the
    record at once, and Undo offers the last action and takes it back."""
    idle: list[BattleSession] = []
    monkeypatch.setattr(MainWindow, "_replay_record_while_idle", lambda w, session: idle.append(session))
    assert window.open_path(four_actions(demo_path, tmp_path))
    # The window's first idle moment, which would have replayed the record, has come and gone; Undo is still greyed.
    qtbot.waitUntil(lambda: window.session in idle, timeout=REPLAYED_MS)
    assert not window.undo_action.isEnabled()
    menu = open_menu(qtbot, window, "Edit")
    assert window.undo_action.isEnabled() and undo_text(window) == "Undo Move Pz IV 1"
    choose(qtbot, menu, window.undo_action)
    assert window.session.battle.unit("ge3").at == (36, 14) and window.undo_stack.count() == 4


def test_a_fault_in_the_replay_leaves_undo_greyed_and_the_battle_open(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path, monkeypatch, problems: list[str], caplog
) -> None:
    from morefire_gui.session.replay import Replayer

    def broken(self):  # type: ignore[no-untyped-def]
        raise RuntimeError("a fault of the app's own")

    monkeypatch.setattr(Replayer, "forward", broken)
    b2 = played(demo_path, tmp_path / "b2.yaml")
    assert window.open_path(b2)
    qtbot.waitUntil(
        lambda: window.undo_action.toolTip() != "Take back the last change to the battle", timeout=REPLAYED_MS
    )
    assert not window.undo_action.isEnabled() and problems == []
    assert window.undo_action.toolTip() == (
        "Nothing to undo: replaying the battle's record to find what its actions changed met an error the app did not "
        "expect (RuntimeError: a fault of the app's own); the battle is as saved"
    )
    assert window.session.battle.unit("ge3").at == (36, 14) and not window.isWindowModified()
    assert "Replaying the record of" in caplog.text


def test_acting_before_a_long_record_is_replayed_does_not_wait_for_it(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path, monkeypatch
) -> None:
    """A long game just opened: the player drags a counter before the record's replay for undo is over, which would
    take seconds more (here each action is reckoned at a second, the window never idle). The move is taken at once;
    Undo takes back that move alone and then says why it reaches no further back; the record is kept whole."""
    from morefire_gui.gui.window import opened_record

    monkeypatch.setattr(opened_record, "GUESS_PER_ACTION_S", 1.0)
    monkeypatch.setattr(MainWindow, "_replay_record_while_idle", lambda w, session: None)
    from morefire_gui.session.take_back import RecordReplay

    replayed: list[int] = []
    forward = RecordReplay.forward
    monkeypatch.setattr(RecordReplay, "forward", lambda r: replayed.append(1) or forward(r))
    assert window.open_path(four_actions(demo_path, tmp_path))
    window.set_tool("select")
    at = window.session.battle.unit("ge4").at
    vp = window.view.viewport()
    start, end = to_view(window, *at), to_view(window, at[0] + 1.5, at[1] + 2)
    qtbot.mousePress(vp, LEFT, pos=start)
    qtbot.mouseMove(vp, start + (end - start) / 2)
    qtbot.mouseMove(vp, end)
    qtbot.mouseRelease(vp, LEFT, pos=end)
    battle = window.session.battle
    assert battle.unit("ge4").at != at and len(battle.actions) == 5 and not replayed
    assert "Undo starts at this action" in window.statusBar().currentMessage()
    assert window.undo_stack.count() == 1 and undo_text(window).startswith("Undo Move Pz IV 2 ")
    toolbar_button(window, window.undo_action).click()
    assert window.session.battle.unit("ge4").at == at and len(window.session.battle.actions) == 4
    assert not window.undo_action.isEnabled()
    assert window.undo_action.toolTip().startswith(
        "Nothing to undo further back: the 4 actions the battle was opened with were still being replayed"
    )


def test_the_edit_menu_leaves_a_long_replay_to_finish_while_idle_saying_so(
    qtbot, window: MainWindow, demo_path: Path, tmp_path: Path, monkeypatch
) -> None:
    """The Edit menu opened before a long record is replayed does not hold the window still: Undo stays greyed, its
    tooltip saying the record is being replayed and about how long is left."""
    from morefire_gui.gui.window import opened_record

    monkeypatch.setattr(opened_record, "GUESS_PER_ACTION_S", 1.0)
    idle: list[BattleSession] = []
    monkeypatch.setattr(MainWindow, "_replay_record_while_idle", lambda w, session: idle.append(session))
    assert window.open_path(four_actions(demo_path, tmp_path))
    qtbot.waitUntil(lambda: window.session in idle, timeout=REPLAYED_MS)
    menu = open_menu(qtbot, window, "Edit")
    assert not window.undo_action.isEnabled()
    assert window.undo_action.toolTip() == (
        "The actions the battle was opened with are being replayed for Undo while the window is idle: some 4 s more"
    )
    menu.close()
