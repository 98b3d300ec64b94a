"""The set-up in the Log dock, as a player reads it: what was done before play began (forces bought and placed) is
listed under "Set-up" ("Aufstellung"), before Turn 1, with no step of turn 1 beside it; the first move of play is
turn 1's; a battle file from before the set-up was marked lists its entries under their turns as it always did."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.force_builder import ForceBuilderDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly
from tests.gui.test_force_builder import buy, open_builder
from tests.gui.test_movement_gui import drag
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton


def headings(window: MainWindow) -> list[str]:
    """The Log dock's headings, top to bottom."""
    tree = window.log.tree
    return [item.text(0) for i in range(tree.topLevelItemCount()) if (item := tree.topLevelItem(i)) is not None]


def rows(window: MainWindow, heading: int) -> list[tuple[str, str]]:
    """Each line under a heading: its resolution and its step column."""
    group = window.log.tree.topLevelItem(heading)
    assert group is not None
    return [(group.child(i).text(0), group.child(i).text(2)) for i in range(group.childCount())]


def click_line(window: MainWindow, heading: int, line: int, qtbot) -> str:  # type: ignore[no-untyped-def]
    """Click a line of the log; what the pane beside it says."""
    tree = window.log.tree
    group = tree.topLevelItem(heading)
    assert group is not None
    child = group.child(line)
    tree.scrollToItem(child)
    qtbot.mouseClick(tree.viewport(), LEFT, pos=tree.visualItemRect(child).center())
    assert tree.currentItem() is child
    return window.log.detail.toPlainText()


def buy_and_place(window: MainWindow, builders: list[ForceBuilderDialog], qtbot, count: int = 2) -> None:  # type: ignore[no-untyped-def]
    """Build Forces: each side buys ``count`` rifle squads, and Place Forces lays them out."""
    dialog = open_builder(window, builders)
    buy(dialog, qtbot, "axis", "R", count)
    buy(dialog, qtbot, "allies", "R", count)
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert dialog.placed


def move_tiger(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("move")
    drag(qtbot, window, (14, 8), (14, 12))
    assert window.session.battle.log[-1].kind == "move"


def test_forces_bought_before_play_are_listed_under_the_set_up_before_turn_1(
    window: MainWindow, qtbot, builders, tmp_path: Path
) -> None:
    buy_and_place(window, builders, qtbot)
    assert headings(window) == ["Set-up"]
    forces = rows(window, 0)
    assert [text.split(" (1:1)")[0] for text, _ in forces] == ["Forces: 2 counters placed"] * 2
    # No step of turn 1 beside them: they were bought before it was played (the demo is played free: said so).
    assert [step for _, step in forces] == ["free play", "free play"]
    detail = click_line(window, 0, 0, qtbot)
    assert "Set-up · Kampfgruppe Peiper" in detail and "turn 1" not in detail
    # The first move is play: turn 1's, in its step.
    move_tiger(window, qtbot)
    assert headings(window) == ["Set-up", "Turn 1"]
    [(text, step)] = rows(window, 1)
    assert text.startswith("Move Tiger 1") and step == "Movement 1: road movement · free play"
    assert click_line(window, 1, 0, qtbot).count("turn 1 · Movement 1: road movement") == 1
    # Saved and opened again, the log is listed the same.
    saved = window.session.save(tmp_path / "played.yaml")
    again = MainWindow(BattleSession.open(saved))
    try:
        assert headings(again) == ["Set-up", "Turn 1"] and len(rows(again, 0)) == 2
    finally:
        close_quietly(again)


def test_the_set_up_heading_in_german(window: MainWindow, german, qtbot, builders) -> None:  # type: ignore[no-untyped-def]
    # The window opened first, its menus in English (to find Build Forces by name); the log is said in German.
    buy_and_place(window, builders, qtbot)
    move_tiger(window, qtbot)
    assert headings(window) == ["Aufstellung", "Runde 1"]
    assert click_line(window, 0, 0, qtbot).startswith("Truppen: 2 Spielsteine aufgestellt")
    assert "Aufstellung · " in window.log.detail.toPlainText()


def test_an_entry_of_the_set_up_written_after_an_undone_move_is_listed_before_turn_1(
    window: MainWindow, qtbot, builders
) -> None:
    move_tiger(window, qtbot)
    window.undo_stack.undo()  # the move taken back: the battle is being set up again, its log entry stays turn 1's
    buy_and_place(window, builders, qtbot)
    assert headings(window) == ["Set-up", "Turn 1"]
    assert len(rows(window, 0)) == 2 and rows(window, 1)[0][0].startswith("Move Tiger 1")


def test_a_file_from_before_the_set_up_was_marked_lists_its_entries_under_their_turns(
    qtbot, demo_path: Path, tmp_path: Path
) -> None:
    session = BattleSession.open(demo_path)
    session.record("note", "Forces bought", "before the key")
    data = session.battle.log[-1].model_dump(exclude_none=True)
    data.pop("set_up")  # as an older version wrote it
    session.battle.log[-1] = type(session.battle.log[-1]).model_validate(data)
    path = session.save(tmp_path / "old.yaml")
    assert "set_up" not in path.read_text(encoding="utf-8")
    window = MainWindow(BattleSession.open(path))
    qtbot.addWidget(window)
    try:
        assert headings(window) == ["Turn 1"]
        assert rows(window, 0)[0][1] == "Movement 1: road movement · free play"
    finally:
        close_quietly(window)


def test_one_counter_bought_is_said_as_one(window: MainWindow, qtbot, builders) -> None:
    buy_and_place(window, builders, qtbot, count=1)
    forces = rows(window, 0)
    assert [text.split(" (1:1)")[0] for text, _ in forces] == ["Forces: 1 counter placed"] * 2
    assert click_line(window, 0, 0, qtbot).startswith("Forces: 1 counter placed (1:1)")
    assert window.statusBar().currentMessage().startswith("Forces: 1 counter placed (1:1)")
    assert window.undo_stack.undoText() == "Place forces (181st Tank Brigade: 1 counter)"


def test_one_counter_bought_is_said_as_one_in_german(window: MainWindow, german, qtbot, builders) -> None:  # type: ignore[no-untyped-def]
    buy_and_place(window, builders, qtbot, count=1)
    assert [text.split(" (1:1)")[0] for text, _ in rows(window, 0)] == ["Truppen: 1 Spielstein aufgestellt"] * 2
    assert click_line(window, 0, 0, qtbot).startswith("Truppen: 1 Spielstein aufgestellt (1:1)")


def test_a_file_that_said_counters_the_old_way_is_said_in_german(
    german, qtbot, demo_path: Path, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    session = BattleSession.open(demo_path)
    session.record("forces", "Forces: 3 counters placed (1:1)", "Kampfgruppe Peiper: 3 counters", side="axis")
    window = MainWindow(BattleSession.open(session.save(tmp_path / "old.yaml")))
    qtbot.addWidget(window)
    try:
        (group,) = range(window.log.tree.topLevelItemCount())
        assert rows(window, group)[-1][0].startswith("Truppen: 3 Spielsteine aufgestellt (1:1)")
    finally:
        close_quietly(window)


def replay_rows(window: MainWindow, monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    """Battle → Replay…: the dialog's list of the recorded actions, each with when it was taken."""
    from morefire_gui.gui.dialogs.replay import ReplayDialog
    from morefire_gui.gui.features.turns import TurnsFeature

    shown: list[ReplayDialog] = []
    monkeypatch.setattr(ReplayDialog, "exec", lambda self: shown.append(self) or 0)
    window.feature(TurnsFeature).replay_action.trigger()
    (dialog,) = shown
    rows = [dialog.steps.item(i).text() for i in range(1, dialog.steps.count())]
    dialog.reject()
    return rows


def place_a_copse(window: MainWindow) -> None:
    from morefire_gui.model.actions.table import PlaceTerrain
    from morefire_gui.model.battle import TerrainPiece

    copse = {"id": "w90", "kind": "woods", "polygon": [[30, 30], [34, 30], [34, 34], [30, 34]]}
    window.act(PlaceTerrain(piece=TerrainPiece.model_validate(copse)))


def test_the_replay_lists_what_was_done_before_play_began_under_the_set_up(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, builders, monkeypatch
) -> None:
    place_a_copse(window)  # laid before play: no log entry of its own, the set-up's all the same
    buy_and_place(window, builders, qtbot)
    move_tiger(window, qtbot)
    rows = replay_rows(window, monkeypatch)
    assert [row.rsplit(" — ", 1)[1] for row in rows] == ["Set-up"] * 3 + ["turn 1, Movement 1"]
    assert rows[1].startswith("2. Forces of Kampfgruppe Peiper") and rows[3].startswith("4. Move Tiger 1")
    # As the Log dock lists them: the set-up's entries under Set-up, the move under Turn 1.
    assert headings(window) == ["Set-up", "Turn 1"]


def test_the_replay_says_the_set_up_in_german(window: MainWindow, german, qtbot, builders, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    buy_and_place(window, builders, qtbot)
    move_tiger(window, qtbot)
    rows = replay_rows(window, monkeypatch)
    assert [row.rsplit(" — ", 1)[1] for row in rows] == ["Aufstellung"] * 2 + ["Runde 1, Bewegung 1"]


def replay_positions(window: MainWindow, qtbot, monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    """Battle → Replay…, stepped through with Forward from the start: where each position stands, as its label says."""
    from morefire_gui.gui.dialogs.replay import ReplayDialog
    from morefire_gui.gui.features.turns import TurnsFeature

    shown: list[ReplayDialog] = []
    monkeypatch.setattr(ReplayDialog, "exec", lambda self: shown.append(self) or 0)
    window.feature(TurnsFeature).replay_action.trigger()
    (dialog,) = shown
    said = [dialog.where.text()]
    while dialog.forward_button.isEnabled():
        qtbot.mouseClick(dialog.forward_button, LEFT)
        said.append(dialog.where.text())
    dialog.reject()
    return [text.split("<br>")[0] for text in said]


def test_the_replay_says_a_position_of_the_set_up_is_the_set_up(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, builders, monkeypatch
) -> None:
    place_a_copse(window)
    buy_and_place(window, builders, qtbot)
    move_tiger(window, qtbot)
    # The start and the three actions of the set-up, then the battle in play after the first move.
    assert replay_positions(window, qtbot, monkeypatch) == ["<b>Set-up</b>"] * 4 + [
        "<b>Turn 1 — 0:00 of battle</b> — Movement phase — 1. Road movement"
    ]


def test_the_replay_says_a_position_of_the_set_up_in_german(  # type: ignore[no-untyped-def]
    window: MainWindow, german, qtbot, builders, monkeypatch
) -> None:
    buy_and_place(window, builders, qtbot)
    move_tiger(window, qtbot)
    said = replay_positions(window, qtbot, monkeypatch)
    assert said[:3] == ["<b>Aufstellung</b>"] * 3 and said[3].startswith("<b>Runde 1")


def test_the_types_bought_are_named_in_the_log(window: MainWindow, qtbot, builders) -> None:  # type: ignore[no-untyped-def]
    """Build Forces names what a side buys by its type's name, as the rest of the log names a type, not its id."""
    buy_and_place(window, builders, qtbot)
    detail = click_line(window, 0, 0, qtbot)
    assert " buys 2 x Rifle squad" in detail and "2 x R\n" not in detail + "\n"


def test_the_types_bought_are_named_in_the_log_in_german(window: MainWindow, german, qtbot, builders) -> None:  # type: ignore[no-untyped-def]
    buy_and_place(window, builders, qtbot)
    detail = click_line(window, 0, 0, qtbot)
    assert " kauft 2 x Schützengruppe" in detail and "kauft 2 x R\n" not in detail + "\n"
