"""A strict battle of more than eight turns played through ``morefire`` commands alone: two sides, a barrage requested
in turn 1 that lands in its time-lapse turn, direct fire, a move through a minefield, a melee, an assault, an
airstrike and a battery's breakdown and set-up. ``morefire replay`` then reproduces it exactly, and the window's
Replay shows every step of it; the refusals a strict battle makes are named with their step and rule."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from PySide6.QtCore import Qt

from morefire_gui.cli import main as cli_main
from morefire_gui.gui.dialogs.replay import ReplayDialog
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.record import state_digest
from morefire_gui.session.replay import start_battle

LEFT = Qt.MouseButton.LeftButton


class Table:
    """The players at a table with a shell: every command reads the battle and writes it back (``--apply``)."""

    def __init__(self, path: Path, capsys: Any) -> None:
        self.path = path
        self.capsys = capsys
        self.taken: list[str] = []

    def run(self, *args: str | Path, applied: bool = True) -> dict[str, Any]:
        argv = [str(a) for a in args] + ["--json"] + (["--apply", str(self.path)] if applied else [])
        code = cli_main(argv)
        out, err = self.capsys.readouterr()
        assert code == 0, f"{argv}: {err}"
        data: dict[str, Any] = json.loads(out)
        self.taken.append(argv[0])
        return data

    def act(self, action: dict[str, Any], *dice: int) -> dict[str, Any]:
        file = self.path.with_name("action.yaml")
        file.write_text(yaml.safe_dump(action, sort_keys=False), encoding="utf-8")
        extra = ["--dice", ",".join(str(d) for d in dice)] if dice else []
        return self.run("act", self.path, file, *extra)

    def _here(self) -> str:
        data = self.run("turn", self.path, applied=False)
        self.taken.pop()
        return f"{data['turn']}:{data['step']['id']}"

    def next_to(self, turn: int, step: str) -> list[dict[str, Any]]:
        """Next, until the battle is at ``step`` of ``turn``; each step's JSON."""
        done = []
        while self._here() != f"{turn}:{step}":
            done.append(self.run("turn", self.path, "--next"))
        return done


def unit_at(battle: Path, unit_id: str) -> dict[str, Any]:
    data = yaml.safe_load(battle.read_text(encoding="utf-8"))
    return next(u for u in data["units"] if u["id"] == unit_id)


def play(demo_path: Path, tmp_path: Path, capsys: Any) -> Table:
    table = Table(tmp_path / "battle.yaml", capsys)
    # The Soviet forces were given an Il-2 with the battle (a battle kept to the sequence flies only those it has).
    demo = demo_path.read_text(encoding="utf-8")
    assert demo.count("edge: south, name:") == 1
    table.path.write_text(demo.replace("edge: south, name:", "edge: south, airstrikes_bought: [il2], name:"), "utf-8")
    # -- set-up: the battle keeps to the sequence of play; the players lay out the contact and a minefield ----------
    table.act({"kind": "sequence", "mode": "strict"})
    ge11, ge5, su18 = (unit_at(table.path, i) for i in ("ge11", "ge5", "su18"))
    table.act(
        {
            "kind": "change_units",
            "units": [{**ge11, "at": [26.6, 29.0]}, {**ge5, "at": [33.9, 33.0]}],
            "text": "The rifle squad by the SMGs, a Pz IV by the flamethrowers",
        }
    )
    table.act(
        {
            "kind": "place_terrain",
            "piece": {
                "id": "mf9",
                "kind": "minefield",
                "mines": "gp",
                "polygon": [[35, 40.5], [37, 40.5], [37, 41.5], [35, 41.5]],
            },
        }
    )
    assert su18["at"] == [33, 33]
    # -- turn 1 ---------------------------------------------------------------------------------------------------------
    table.next_to(1, "movement.cross_country")
    moved = table.run("move", table.path, "su6", "--to", "36,38")  # the KV-1S drives through the minefield
    assert [e["event"] for e in moved["minefield_events"]][:1] == ["enter"] and moved["refused"] is None
    table.next_to(1, "movement.aircraft")
    strike = table.run(
        "airstrike", table.path, "--side", "allies", "--aircraft", "il2", "--from", "40,48", "--heading", "0"
    )
    assert strike["refused"] is None, strike
    table.next_to(1, "artillery.orders")
    order = table.run("order", table.path, "--side", "axis", "--battery", "bty1", "--rp", "axis:1")
    assert order["refused"] is None and order["lands_in_turn"] == 4, order  # Germany's time lapse, 3 turns (4.2)
    breakdown = table.run("battery", table.path, "bty2", "--breakdown")
    assert breakdown["refused"] is None and breakdown["change"] == "breakdown"
    table.next_to(1, "fire.tank_vs_infantry")
    table.run("spot", table.path, "ge7", "su10", "--dice", "30")
    shot = table.run("fire", table.path, "ge7", "su10", "--dice", "20")
    assert shot["refused"] is None and shot["hit"] and shot["acted_in"] == "fire.tank_vs_infantry"
    table.next_to(1, "melee.infantry")
    melee = table.run("melee", table.path, "ge11", "su14", "--dice", "9,1")
    assert melee["refused"] is None, melee
    table.next_to(1, "melee.assault")
    assault = table.run("assault", table.path, "su18", "ge5")
    assert assault["refused"] is None, assault
    # -- turn 2: the mortars, broken down, set up again -----------------------------------------------------------------
    table.next_to(2, "artillery.orders")
    set_up = table.run("battery", table.path, "bty2", "--setup")
    assert set_up["refused"] is None and set_up["change"] == "set_up", set_up
    # -- turn 4: the barrage written in turn 1 lands as the battle enters artillery step A ------------------------------
    steps = table.next_to(4, "artillery.impact")
    landed = steps[-1]["advanced"].get("landed") or steps[-1].get("landed")
    assert landed and any("bty1" in json.dumps(item) for item in landed), steps[-1]
    # -- on to the end of turn 8 -------------------------------------------------------------------------------------------
    table.next_to(9, "movement.road")
    return table


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory, demo_path: Path) -> tuple[Path, list[str]]:
    capture = _Capture()
    folder = tmp_path_factory.mktemp("strict-battle")
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr("sys.stdout", capture.out)
        mp.setattr("sys.stderr", capture.err)
        table = play(demo_path, folder, capture)
    return table.path, table.taken


class _Capture:
    """What ``capsys`` does, for a fixture that outlives one test."""

    def __init__(self) -> None:
        import io

        self.out, self.err = io.StringIO(), io.StringIO()

    def readouterr(self) -> tuple[str, str]:
        out, err = self.out.getvalue(), self.err.getvalue()
        for stream in (self.out, self.err):
            stream.seek(0)
            stream.truncate()
        return out, err


def test_the_battle_is_played_through_the_commands_and_replays_exactly(played: tuple[Path, list[str]], capsys) -> None:
    path, taken = played
    battle = BattleSession.open(path).battle
    assert battle.strict and battle.turn == 9
    kinds = {r.kind for r in battle.actions}
    assert {
        "move",
        "airstrike",
        "order",
        "battery_breakdown",
        "battery_set_up",
        "spot",
        "fire",
        "melee",
        "assault",
        "next_step",
        "place_terrain",
        "change_units",
        "sequence",
    } <= kinds, kinds
    assert any(e.kind == "barrage" and e.turn == 4 for e in battle.log)
    assert {"move", "airstrike", "order", "battery", "spot", "fire", "melee", "assault", "turn"} <= set(taken)
    code = cli_main(["replay", str(path), "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["same"] and data["actions"] == len(battle.actions) > 130


def test_the_window_replays_every_step(qtbot, played: tuple[Path, list[str]], monkeypatch) -> None:
    path, _ = played
    session = BattleSession.open(path)
    dialog = ReplayDialog(session)
    qtbot.addWidget(dialog)
    assert dialog.steps.count() == len(session.battle.actions) + 1
    qtbot.mouseClick(dialog.last_button, LEFT)
    assert dialog.replayer.position == len(session.battle.actions) and dialog.replayer.stopped is None
    assert "parts from the battle" not in dialog.explanation_text()
    assert "Turn 9" in dialog.where.text()
    barrage = next(
        r.n
        for r in session.battle.actions
        if (r.turn == 4 and r.step == "artillery.damage")
        or (r.kind == "next_step" and r.turn == 4 and r.step == "movement.infantry")
    )
    dialog.steps.setCurrentRow(barrage)
    assert dialog.replayer.position == barrage
    dialog.accept()


def _shows_its_step(dialog: ReplayDialog, records: list[Any], start: str) -> None:
    """The replay's board and panes show the battle after the step the dialog is at, as it stood when played."""
    r = dialog.replayer
    position = r.position
    assert r.stopped is None, r.stopped.problem if r.stopped else ""
    assert "parts from the battle" not in dialog.explanation_text()
    assert f"Step {position} of {len(records)}" in dialog.where.text()
    assert dialog.steps.currentRow() == position
    assert state_digest(r.session.battle) == (records[position - 1].state if position else start)
    drawn = {uid: (item.pos().x(), item.pos().y()) for uid, item in dialog.scene.units.items()}
    assert drawn == {u.id: u.at for u in r.session.battle.units}
    if position:
        assert dialog.explanation_text().strip(), "a step is shown with its explanation"


def test_the_replay_goes_back_and_forward_again_and_plays_on(qtbot, played: tuple[Path, list[str]]) -> None:
    path, _ = played
    session = BattleSession.open(path)
    records = session.battle.actions
    start = state_digest(start_battle(session.battle))
    dialog = ReplayDialog(session)
    qtbot.addWidget(dialog)
    dialog.timer.setInterval(1)
    dialog.timer.timeout.connect(lambda: _shows_its_step(dialog, records, start))  # after each step Play takes
    qtbot.mouseClick(dialog.last_button, LEFT)
    _shows_its_step(dialog, records, start)
    for _ in range(3):
        qtbot.mouseClick(dialog.back_button, LEFT)
        _shows_its_step(dialog, records, start)
    assert dialog.replayer.position == len(records) - 3
    for _ in range(3):
        qtbot.mouseClick(dialog.forward_button, LEFT)
        _shows_its_step(dialog, records, start)
    assert dialog.replayer.position == len(records) and not dialog.forward_button.isEnabled()
    qtbot.mouseClick(dialog.first_button, LEFT)
    _shows_its_step(dialog, records, start)
    assert dialog.replayer.position == 0 and not dialog.back_button.isEnabled()
    for _ in range(40):  # through the set-up and turn 1's moves, airstrike, request and spot
        qtbot.mouseClick(dialog.forward_button, LEFT)
        _shows_its_step(dialog, records, start)
    for _ in range(5):
        qtbot.mouseClick(dialog.back_button, LEFT)
        _shows_its_step(dialog, records, start)
    assert dialog.replayer.position == 35
    qtbot.mouseClick(dialog.play_button, LEFT)
    assert dialog.timer.isActive() and dialog.play_button.text() == "&Pause"
    qtbot.waitUntil(lambda: not dialog.timer.isActive(), timeout=120_000)
    _shows_its_step(dialog, records, start)
    assert dialog.replayer.position == len(records) and dialog.play_button.text() == "&Play"
    assert state_digest(session.battle) == records[-1].state  # the battle open is not changed
    dialog.accept()


def test_a_strict_battle_refuses_what_belongs_to_another_step(demo_path: Path, tmp_path: Path, capsys) -> None:
    table = Table(tmp_path / "battle.yaml", capsys)
    # The Soviet forces were given an Il-2 with the battle (a battle kept to the sequence flies only those it has).
    demo = demo_path.read_text(encoding="utf-8")
    assert demo.count("edge: south, name:") == 1
    table.path.write_text(demo.replace("edge: south, name:", "edge: south, airstrikes_bought: [il2], name:"), "utf-8")
    table.act({"kind": "sequence", "mode": "strict"})
    fire = table.run("fire", table.path, "su7", "ge7")
    assert fire["refused"].startswith("tank vs tank is direct fire step 2") and fire["rule"] == "Sequence of play"
    barrage = table.run("barrage", table.path, "--side", "axis", "--battery", "bty1", "--rp", "axis:1")
    assert barrage["refused"] and barrage["rule"] == "4.11"
    table.next_to(1, "fire.tank_vs_infantry")
    # The battle, not the command, says whether the target fired this turn (its marks and log): su10 has not.
    claimed = table.run("spot", table.path, "ge7", "su10", "--target-fired")
    assert claimed["refused"].startswith("ZiS-3 has not fired this turn") and claimed["rule"] == "2.1"
    table.run("spot", table.path, "ge7", "su10", "--dice", "95")
    again = table.run("spot", table.path, "ge7", "su10", "--dice", "5")
    assert "once per target per turn" in again["refused"] and again["rule"] == "2.1"
