"""The replay's list of a battle an older version saved reads in German where its words are known: the titles that
version wrote (a minefield laid named by its section's id, "Lay deliberate AP minefield m9 (axis)"; infantry fire "at
30,20"; the forces "Forces: 12 counters placed"; a side's secret entries "Turn 1: Axis's artillery") are kept as the
templates they were (EARLIER_TEXTS), so that the battle file's English is read back, in the umpire's list and in a
side's alike."""

from __future__ import annotations

from pathlib import Path

import yaml

from morefire_gui.gui.dialogs.replay import ReplayDialog
from morefire_gui.gui.said import said
from morefire_gui.model.actions.infantry import Firer, InfantryFire
from morefire_gui.model.actions.table import PlaceTerrain
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from tests.gui.test_said import german  # noqa: F401 # the fixture

MINEFIELD = {
    "id": "m9",
    "kind": "minefield",
    "mines": "ap",
    "owner": "axis",
    "deliberate": True,
    "polygon": [[30, 30], [32, 30], [32, 31], [30, 31]],
}


def _older_battle(demo_path: Path, tmp_path: Path) -> Path:
    """The demo with a minefield laid and infantry fire, saved, its words then changed to those an older version
    wrote: the record's title of the minefield, the log's title of the fire."""
    session = BattleSession.open(demo_path)
    laid = PlaceTerrain(piece=TerrainPiece.model_validate(MINEFIELD), text="Lay deliberate AP minefield m9 (axis)")
    session.commit(session.perform(laid))
    fire = InfantryFire(area=(17.5, 16.5), firers=(Firer(unit="ge13"),))
    resolution = session.perform(fire, ScriptedDice([99]))
    assert not resolution.refused, resolution.reason
    session.commit(resolution)
    path = session.save(tmp_path / "older.mfb.yaml")
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    fired = next(e for e in data["log"] if e.get("kind") == "infantry_fire")
    fired["title"] = "Infantry fire at 17.5,16.5"
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return path


def _rows(dialog: ReplayDialog) -> list[str]:
    return [dialog.steps.item(i).text() for i in range(dialog.steps.count())]


def test_an_older_battles_replay_list_reads_in_german(german, qtbot, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    session = BattleSession.open(_older_battle(demo_path, tmp_path))
    umpire = ReplayDialog(session)
    qtbot.addWidget(umpire)
    rows = _rows(umpire)
    assert rows[1] == "1. Planmäßiges AP-Minenfeld m9 der Seite Achse legen — Aufstellung", rows
    axis = ReplayDialog(session, "axis")
    qtbot.addWidget(axis)
    rows = _rows(axis)
    assert rows[1].startswith("1. Infanteriefeuer auf 17,5 / 16,5 — "), rows  # the fire, by its log entry's title
    assert not any("minefield" in r or "Infantry fire" in r for r in rows), rows


def test_the_other_titles_an_older_version_wrote_read_in_german(german) -> None:  # type: ignore[no-untyped-def]
    assert said("Lay hasty AT minefield m2") == "Hastiges AT-Minenfeld m2 legen"
    assert said("Forces: 12 counters placed") == "Truppen: 12 Spielsteine aufgestellt"
    assert said("Turn 1: Axis's artillery") == "Runde 1: Artillerie der Seite Achse"
    assert said("Turn 1: Kampfgruppe Peiper's hidden positions") == (
        "Runde 1: verdeckte Stellungen der Seite Kampfgruppe Peiper"
    )
