"""Infantry fire, a melee, an assault and a suicide squad's reclassification taken in the window (by a player's
clicks on the board and the dialogs' buttons) and on the command line (with ``--apply``) leave the same battle file:
state, log and record of actions (the battle's own dice roll the same faces for both)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt

from morefire_gui.gui.dialogs.assault import AssaultDialog
from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.dialogs.melee import MeleeDialog
from morefire_gui.gui.dialogs.suicide_squad import SuicideSquadDialog
from morefire_gui.gui.features.infantry import InfantryFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.terms import Status
from morefire_gui.session.battle_session import BattleSession
from tests.equivalence import assert_same_battle, battle_data, cli_json
from tests.gui.conftest import close_quietly, to_view
from tests.gui.test_infantry_gui import dialogs  # noqa: F401 - the fixture: the dialogs without their modal loop

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier

START = """format: morefire-battle
version: 1
title: Infantry combat
table: {width: 72, depth: 48, unit: in}
scale: "1:50"
dice_seed: 11
sides:
  - {id: axis, nation: germany, edge: north}
  - {id: allies, nation: ussr, edge: south}
units:
  - {id: r1, side: axis, type: R, at: [30, 14]}
  - {id: m1, side: axis, type: MMG, at: [32, 12]}
  - {id: a, side: axis, type: SMG, at: [10, 10]}
  - {id: tk, side: axis, type: pz4h, at: [20, 10.7]}
  - {id: e1, side: allies, type: R, at: [29.5, 20]}
  - {id: e2, side: allies, type: LMG, at: [30.5, 20.5]}
  - {id: d, side: allies, type: R, at: [10.8, 10]}
  - {id: g, side: allies, type: SMG, at: [20, 10], formation: guard}
"""
BRIEFING = """briefing:
  year: 1942
  theatre: russia
  nations: {axis: germany, allies: ussr}
  attacker: allies
  season: summer
  conditions: clear
  terrain: farmland
  mission: holding_action
  ratio: [3, 2]
"""


@pytest.fixture
def start(tmp_path: Path) -> Path:
    path = tmp_path / "start.yaml"
    path.write_text(START + BRIEFING, encoding="utf-8")
    return path


@pytest.fixture
def window(qtbot, start: Path):  # type: ignore[no-untyped-def]
    win = MainWindow(BattleSession.open(start))
    win.session.path = None  # the window's battle is saved elsewhere; the start file stays as it is
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    win.view.fitInView(QRectF(5, 5, 30, 20), Qt.AspectRatioMode.KeepAspectRatio)
    yield win
    close_quietly(win)


def _click(qtbot, window: MainWindow, at: tuple[float, float], modifier=NONE) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.view.viewport(), LEFT, modifier, to_view(window, *at))


def _select(qtbot, window: MainWindow, *ids: str) -> None:  # type: ignore[no-untyped-def]
    """Click the counters with Select & Move (Ctrl-click for each after the first)."""
    window.set_tool("select")
    for n, uid in enumerate(ids):
        _click(qtbot, window, window.session.battle.unit(uid).at, CTRL if n else NONE)
    assert set(window.scene.selected_unit_ids()) == set(ids)


def _saved(window: MainWindow, tmp_path: Path) -> Path:
    path = tmp_path / "window.yaml"
    window.session.save(path)
    return path


def test_infantry_fire_from_the_window_and_the_command_line(
    qtbot, window: MainWindow, dialogs, start: Path, tmp_path: Path, capsys
) -> None:
    window.set_tool("infantry_fire")
    _click(qtbot, window, (30, 14))  # the firers
    _click(qtbot, window, (32, 12))
    _click(qtbot, window, (30, 20), SHIFT)  # the target area, on the counters
    dialog = dialogs[-1]
    assert isinstance(dialog, InfantryFireDialog) and dialog.fire_button.isEnabled()
    qtbot.mouseClick(dialog.fire_button, LEFT)
    assert dialog.outcome is not None
    dialog.accept()
    record = window.session.battle.actions[-1]
    x, y = record.action["area"]
    assert record.action["firers"] == ["r1", "m1"] and abs(x - 30) < 0.2 and abs(y - 20) < 0.2
    from_cli = tmp_path / "cli.yaml"
    data = cli_json(
        "infantry-fire", start, "--area", f"{x!r},{y!r}", "--firers", "r1,m1", "--apply", from_cli, capsys=capsys
    )
    assert (
        data["refused"] is None
        and data["firers_refused"] == []
        and data["acted_in"] == {"r1": "fire.infantry", "m1": "fire.infantry"}
    )
    assert_same_battle(_saved(window, tmp_path), from_cli)
    log = battle_data(from_cli)["log"]
    assert [e["kind"] for e in log] == ["infantry_fire"]  # --apply writes the entry the window writes


def test_a_melee_from_the_window_and_the_command_line(
    qtbot, window: MainWindow, dialogs, start: Path, tmp_path: Path, capsys
) -> None:
    _select(qtbot, window, "a", "d")
    window.feature(InfantryFeature).melee_action.trigger()  # Infantry -> Melee...
    dialog = dialogs[-1]
    assert isinstance(dialog, MeleeDialog) and (dialog.attacker_id, dialog.defender_id) == ("a", "d")
    qtbot.mouseClick(dialog.roll_button, LEFT)
    assert dialog.outcome is not None
    from_cli = tmp_path / "cli.yaml"
    data = cli_json("melee", start, "a", "d", "--apply", from_cli, capsys=capsys)
    assert data["refused"] is None and data["rule"] is None
    assert_same_battle(_saved(window, tmp_path), from_cli)


def test_an_assault_from_the_window_and_the_command_line(
    qtbot, window: MainWindow, dialogs, start: Path, tmp_path: Path, capsys
) -> None:
    _select(qtbot, window, "g", "tk")
    window.feature(InfantryFeature).assault_action.trigger()  # Infantry -> Assault a Tank or Bunker...
    dialog = dialogs[-1]
    assert isinstance(dialog, AssaultDialog) and (dialog.infantry_id, dialog.target_id) == ("g", "tk")
    dialog.set_supporter("m1")  # the rifles are out of range (539 yards of 500): not offered to tick
    qtbot.mouseClick(dialog.roll_button, LEFT)
    # The battle's dice (seed 11): the tank's fire (58) and the machine gun's (72) leave the guardsmen unharmed; they reach
    # the tank and assault it (3.2 step 3): 40% (30%, +10 for a tank that did not move), rolled 100, a failure: the
    # squad is destroyed and the tank unharmed.
    outcome = dialog.outcome
    assert outcome is not None and outcome.refused is None and outcome.result is not None
    assert (outcome.result.chance, outcome.result.roll, outcome.result.success) == (40, 100, False)
    assert window.session.battle.unit("g").has(Status.DESTROYED) and not window.session.battle.unit("tk").status
    from_cli = tmp_path / "cli.yaml"
    data = cli_json("assault", start, "g", "tk", "--support", "m1", "--apply", from_cli, capsys=capsys)
    assert data["refused"] is None and data["assaulted"] is True
    assert (data["chance"], data["roll"], data["success"]) == (40, 100, False)
    assert data["result"] == {"infantry": "destroyed", "target": "no_effect"}
    assert (data["defensive_fire"]["roll"], data["defensive_fire"]["result"]) == (58, "no_effect")
    assert (data["supporting_fire"]["roll"], data["supporting_fire"]["result"]) == (72, "no_effect")
    assert_same_battle(_saved(window, tmp_path), from_cli)


def test_a_reclassification_from_the_window_and_the_command_line(
    qtbot, window: MainWindow, dialogs, start: Path, tmp_path: Path, capsys
) -> None:
    _select(qtbot, window, "g")
    window.feature(InfantryFeature).suicide_action.trigger()  # Infantry -> Suicide Squad...
    dialog = dialogs[-1]
    assert isinstance(dialog, SuicideSquadDialog) and dialog.unit_id == "g"
    assert "May be reclassified" in dialog.text()  # the Guard in 1942 (the briefing's year)
    qtbot.mouseClick(dialog.reclassify_button, LEFT)
    assert window.session.battle.unit("g").suicide
    from_cli = tmp_path / "cli.yaml"
    data = cli_json("suicide-squad", start, "g", "--apply", from_cli, capsys=capsys)
    assert data["refused"] is None and data["year"] == 1942 and data["formation"] == "guard"
    assert data["must_assault"] == "tk"
    assert_same_battle(_saved(window, tmp_path), from_cli)
