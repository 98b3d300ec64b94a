"""An airstrike, the run of an aircraft in play, the arrow's turn and SNOW's "it is snowing" taken in the window and
on the command line leave the same battle file: state, log and record of actions (the battle's own dice roll the
same faces for both). In a battle kept to the sequence of play a run out of movement steps 3-4 is refused with its
step, from the window and from the command line."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.equivalence import assert_same_battle, cli_json, run_cli
from tests.gui.conftest import close_quietly, to_view
from tests.session.air_battle import AIR_BATTLE

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def opened(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    """A window on the aircraft test battle as a file; the start file is saved from the window, with the dice seed
    both go on from."""
    windows: list[MainWindow] = []

    def open_on(path: Path) -> tuple[MainWindow, Path]:
        window = MainWindow(BattleSession.open(path))
        window.resize(1400, 900)
        window.show()
        qtbot.waitExposed(window)
        window.view.fit_table()
        start = tmp_path / f"start{len(windows)}.yaml"
        window.session.save(start)
        window.session.path = None
        windows.append(window)
        return window, start

    yield open_on
    for window in windows:
        close_quietly(window)


def battle_file(tmp_path: Path, extra: str = "") -> Path:
    path = tmp_path / "air.yaml"
    path.write_text(AIR_BATTLE + extra, encoding="utf-8")
    return path


def saved(window: MainWindow, path: Path) -> Path:
    window.session.save(path)
    return path


def enter_from_the_south(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The Airstrike tool: press at the south edge, drag the direction arrow north, release."""
    window.set_tool("airstrike")
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, LEFT, NONE, to_view(window, 20.0, 47.8))
    qtbot.mouseMove(viewport, to_view(window, 20.0, 40.0))
    qtbot.mouseMove(viewport, to_view(window, 20.0, 30.0))
    qtbot.mouseRelease(viewport, LEFT, NONE, to_view(window, 20.0, 30.0))


def flown(capsys, tmp_path: Path) -> Path:  # type: ignore[no-untyped-def]
    """The test battle with an Il-2 flown in from the south (the command line's airstrike; flak1 misses it)."""
    after = tmp_path / "flown.yaml"
    cli_json(
        "airstrike",
        battle_file(tmp_path),
        "--side",
        "allies",
        "--aircraft",
        "il2",
        "--from",
        "20,48",
        "--heading",
        "0",
        "--dice",
        "90,99,99,99",
        "--apply",
        after,
        capsys=capsys,
    )
    return after


def test_an_airstrike(qtbot, opened, dialogs, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    window, start = opened(battle_file(tmp_path))
    enter_from_the_south(qtbot, window)
    dialog = dialogs[-1]
    dialog.aircraft.setCurrentIndex(dialog.aircraft.findData("il2"))
    qtbot.mouseClick(dialog.fly_button, LEFT)
    record = window.session.battle.actions[-1].action
    assert record["kind"] == "airstrike" and window.session.battle.aircraft[0].id == "air1"
    from_window = saved(window, tmp_path / "window.yaml")
    data = cli_json(
        "airstrike",
        start,
        "--side",
        record["side"],
        "--aircraft",
        record["aircraft"],
        "--from",
        f"{record['entry'][0]!r},{record['entry'][1]!r}",
        "--heading",
        repr(record["heading"]),
        "--apply",
        tmp_path / "cli.yaml",
        capsys=capsys,
    )
    assert data["refused"] is None and data["dice"]
    assert_same_battle(from_window, tmp_path / "cli.yaml")


def test_the_run_of_an_aircraft_in_play(
    qtbot,
    opened,
    dialogs,
    tmp_path: Path,  # type: ignore[no-untyped-def]
    capsys,
) -> None:
    turned = tmp_path / "turned.yaml"
    cli_json("aircraft-turn", flown(capsys, tmp_path), "air1", "--heading", "90", "--apply", turned, capsys=capsys)
    turn = cli_json("turn", turned, capsys=capsys)["turn"]
    while cli_json("turn", turned, "--next", "--apply", turned, capsys=capsys)["turn"] == turn:
        pass  # on to the next turn: the aircraft flies its next run
    window, start = opened(turned)
    feature = window.feature(AircraftFeature)
    feature.dock.tree.setCurrentItem(feature.dock.tree.topLevelItem(0))
    qtbot.mouseClick(feature.dock.fly_button, LEFT)
    run = dialogs[-1]
    assert run.aircraft_id == "air1" and run.fly_button.isEnabled()
    qtbot.mouseClick(run.fly_button, LEFT)
    assert window.session.battle.actions[-1].action == {"kind": "aircraft_run", "aircraft": "air1"}
    from_window = saved(window, tmp_path / "window.yaml")
    data = cli_json("airstrike", start, "--fly", "air1", "--apply", tmp_path / "cli.yaml", capsys=capsys)
    assert data["refused"] is None and data["launched"] is False
    assert_same_battle(from_window, tmp_path / "cli.yaml")


def test_the_arrow_turned(qtbot, opened, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    window, start = opened(flown(capsys, tmp_path))
    window.set_tool("airstrike")
    item = window.feature(AircraftFeature).items["air1"]
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, LEFT, NONE, to_view(window, *item.tip))
    qtbot.mouseMove(viewport, to_view(window, 30.0, 10.0))
    qtbot.mouseMove(viewport, to_view(window, 40.0, 15.0))
    qtbot.mouseRelease(viewport, LEFT, NONE, to_view(window, 40.0, 15.0))
    record = window.session.battle.actions[-1].action
    assert record["kind"] == "aircraft_turn" and 45 < record["heading"] < 90
    from_window = saved(window, tmp_path / "window.yaml")
    data = cli_json(
        "aircraft-turn",
        start,
        "air1",
        "--heading",
        repr(record["heading"]),
        "--apply",
        tmp_path / "cli.yaml",
        capsys=capsys,
    )
    assert data["refused"] is None
    assert_same_battle(from_window, tmp_path / "cli.yaml")


def test_it_is_snowing(qtbot, opened, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    window, start = opened(battle_file(tmp_path, "settings: {weather: snow}\n"))
    dock = window.feature(AircraftFeature).dock
    dock.show()
    dock.raise_()
    qtbot.waitExposed(dock.snowing)
    qtbot.mouseClick(dock.snowing, LEFT)
    assert window.session.battle.settings.snowing is True and window.undo_stack.undoText() == "It is snowing"
    from_window = saved(window, tmp_path / "window.yaml")
    data = cli_json("snowing", start, "--apply", tmp_path / "cli.yaml", capsys=capsys)
    assert data["refused"] is None and data["snowing"] is True
    assert_same_battle(from_window, tmp_path / "cli.yaml")


def test_in_a_strict_battle_a_run_waits_for_the_aircraft_steps(
    qtbot,
    opened,
    dialogs,  # type: ignore[no-untyped-def]
    tmp_path: Path,
    capsys,
) -> None:
    # The Allies were given an Il-2 with the battle: a strict battle flies only the airstrikes the forces have.
    given = AIR_BATTLE.replace("edge: south}", "edge: south, airstrikes_bought: [il2]}")
    start = tmp_path / "given.yaml"
    start.write_text(given + "settings: {sequence: strict}\n", encoding="utf-8")
    window, start = opened(start)
    # The Aircraft dock's New Airstrike is greyed, saying why: the rule the command is refused with, the sequence of
    # play (rule 5.1 is the aircraft's speed).
    step = "an aircraft's run is movement steps 3 or 4; this is movement step 1 (road movement)"
    new = window.feature(AircraftFeature).dock.new_button
    assert not new.isEnabled()
    assert new.statusTip() == f"Sequence of play: {step} (the battle keeps to the sequence of play)"
    enter_from_the_south(qtbot, window)
    # Out of the run steps the tool opens no airstrike dialog: the status bar says why, as the command is refused.
    assert dialogs == [] and window.statusBar().currentMessage() == f"Sequence of play: {step}"
    why = f"{step} (Sequence of play)"
    code, out, _ = run_cli(
        "airstrike", start, "--side", "allies", "--aircraft", "il2", "--from", "20,48", "--heading", "0", capsys=capsys
    )
    assert code == 0 and "refused: " + why in out
    data = cli_json(
        "airstrike", start, "--side", "allies", "--aircraft", "il2", "--from", "20,48", "--heading", "0", capsys=capsys
    )
    assert data["refused"] == step and data["rule"] == "Sequence of play"


def test_in_a_strict_battle_the_arrow_turns_in_the_air_arrows_step(
    qtbot,
    opened,
    tmp_path: Path,  # type: ignore[no-untyped-def]
    capsys,
) -> None:
    in_play = (
        "aircraft:\n  - {id: air1, side: allies, type: il2, at: [20, 20], heading: 0, flown_heading: 0, "
        "runs: 1}\nsettings: {sequence: strict}\nstep: fire.infantry\n"
    )
    window, start = opened(battle_file(tmp_path, in_play))
    window.set_tool("airstrike")
    item = window.feature(AircraftFeature).items["air1"]
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, LEFT, NONE, to_view(window, *item.tip))
    qtbot.mouseMove(viewport, to_view(window, 30.0, 10.0))
    qtbot.mouseRelease(viewport, LEFT, NONE, to_view(window, 40.0, 15.0))
    why = (
        "the direction arrow turns only in the air arrows step (change aircraft direction arrows up to 90 degrees); this "
        "is direct fire step 4 (infantry vs infantry)"
    )
    assert window.statusBar().currentMessage() == f"Refused: {why} (Sequence of play)"
    assert window.session.battle.aircraft[0].heading == 0 and item.heading == 0  # the arrow goes back
    data = cli_json("aircraft-turn", start, "air1", "--heading", "60", capsys=capsys)
    assert data["refused"] == why and data["rule"] == "Sequence of play"
