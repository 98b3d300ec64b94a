"""The sides of a battle the scenario system makes are named by their role in the battle file ("Attacker",
"Defender", as it always was) and read by their allegiance with that role beside it wherever the window names them:
"Allies (attacker)", "Axis (defender)" in the Units dock, the log, the legend, the players' views and the hand-over;
"Alliierte (Angreifer)", "Achse (Verteidiger)" to a German player. Where a short name is wanted (a unit's name with
its side, a caption on the board) the allegiance alone: "R 1 (Axis)", "Axis deploys here"."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from morefire_gui.gui.dialogs.airstrike import AirstrikeDialog
from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.scenario import ScenarioFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.said import said
from morefire_gui.gui.side_words import said_side, said_side_short
from morefire_gui.io.resources import rule_tables
from morefire_gui.model.actions.forces import BuyForces, UnitPick
from morefire_gui.model.battle import Battle, Side
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import Mission, TerrainType
from morefire_gui.session.names import side_name
from morefire_gui.session.scenario import TableOptions, random_battle
from tests.gui.conftest import close_quietly
from tests.gui.test_docks_at_1366 import laptop
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton


def _one_side(side: Side) -> Battle:
    return Battle.model_validate({"title": "t", "table": {"width": 48, "depth": 48}, "scale": "1:50", "sides": [side]})


def _generated(window: MainWindow) -> None:
    made = random_battle(ScenarioChoices(terrain=TerrainType.STEPPES), TableOptions(), rule_tables(), seed=21)
    assert window.feature(ScenarioFeature).open_random_battle(made)


def _shown(window: MainWindow) -> list[str]:
    """Where the window names the sides: the legend, the hot seat's views, the airstrike dialog's sides."""
    texts = list(window.legend.legend.labels())
    texts += [a.text() for a in window.feature(HotSeatFeature).view_actions_]
    tables = window.feature(AircraftFeature).tables
    dialog = AirstrikeDialog(window.session, window, window.scene, None, tables, None, None, None, "axis", window)
    texts += [dialog.side.itemText(i) for i in range(dialog.side.count())]
    dialog.close()
    return texts


def _bought(window: MainWindow) -> None:
    """A generated battle the Allies attack in, each side's two rifle squads bought and placed (Place Forces)."""
    made = random_battle(
        ScenarioChoices(mission=Mission.ADVANCE_TO_CONTACT, attacker=Allegiance.ALLIES, terrain=TerrainType.STEPPES),
        TableOptions(),
        rule_tables(),
        seed=11,
    )
    assert window.feature(ScenarioFeature).open_random_battle(made)
    for side in ("allies", "axis"):
        assert window.act(BuyForces(side=side, units=(UnitPick(type="R", count=2),))).accepted


def _everywhere(window: MainWindow, qtbot: QtBot) -> dict[str, list[str]]:
    """Where the window names the sides, as the player reads it: the Units dock's headings, the log's side column,
    the selected unit's heading, the board's captions, the legend, the players' views and the hand-over's cover."""
    roster = window.roster.tree
    log = window.log.tree
    groups = [log.topLevelItem(i) for i in range(log.topLevelItemCount())]
    unit = next(u.id for u in window.session.battle.units if u.side == "axis")
    window.details.show_unit(window.session, unit)
    shown = {
        "roster": [roster.topLevelItem(i).text(0).split("\n")[0] for i in range(roster.topLevelItemCount())],
        "log": [g.child(j).text(1) for g in groups for j in range(g.childCount()) if g.child(j).text(1)],
        "log tips": [g.child(j).toolTip(1) for g in groups for j in range(g.childCount()) if g.child(j).text(1)],
        "unit": [window.details.view.toPlainText().splitlines()[0]],
        "captions": sorted(z.caption for z in window.scene.scenario.zones),
        "legend": list(window.legend.legend.labels()),
    }
    hot_seat = window.feature(HotSeatFeature)
    shown["views"] = [a.text() for a in hot_seat.view_actions_]
    hot_seat.hand_over_to("allies")
    shown["cover"] = [hot_seat.cover.message.text(), hot_seat.cover.button.text()]
    qtbot.mouseClick(hot_seat.cover.button, LEFT)
    return shown


def test_a_side_reads_the_same_everywhere_in_english(window: MainWindow, qtbot: QtBot) -> None:
    _bought(window)
    shown = _everywhere(window, qtbot)
    assert sorted(shown["roster"]) == ["Allies (attacker)", "Axis (defender)"]
    assert sorted(set(shown["log"])) == ["Allies", "Axis"]  # short in the narrow column ...
    assert sorted(set(shown["log tips"])) == ["Allies (attacker)", "Axis (defender)"]  # ... whole in its tooltip
    assert shown["unit"] == ["Rifle squad 1 (Axis)"]  # both sides have rifle squads: each names its side, short
    assert [c.split(" ")[0] for c in shown["captions"]] == ["Allies", "Axis"]
    assert "Allies (attacker, USSR)" in shown["legend"] and "Axis (defender, Germany)" in shown["legend"]
    assert "View of Allies (attacker)" in shown["views"] and "View of Axis (defender)" in shown["views"]
    assert "Hand over to Allies (attacker)." in shown["cover"][0]
    assert shown["cover"][1] == "Show the view of Allies (attacker)"
    words = [t for texts in shown.values() for t in texts]
    assert not [t for t in words if "Attacker" in t or "Defender" in t], words


def test_a_side_reads_the_same_everywhere_in_german(german, window: MainWindow, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    _bought(window)
    shown = _everywhere(window, qtbot)
    assert sorted(shown["roster"]) == ["Achse (Verteidiger)", "Alliierte (Angreifer)"]
    assert sorted(set(shown["log"])) == ["Achse", "Alliierte"]
    assert sorted(set(shown["log tips"])) == ["Achse (Verteidiger)", "Alliierte (Angreifer)"]
    assert shown["unit"] == ["Rifle squad 1 (Achse)"]
    assert [c.split(":")[0] for c in shown["captions"]] == ["Achse", "Alliierte"]  # "Achse: Aufstellung hier"
    assert "Alliierte (Angreifer, UdSSR)" in shown["legend"] and "Achse (Verteidiger, Deutschland)" in shown["legend"]
    assert (
        "Sicht der Seite Alliierte (Angreifer)" in shown["views"]
        and "Sicht der Seite Achse (Verteidiger)" in shown["views"]
    )
    assert shown["cover"][1] == "Sicht der Seite Alliierte (Angreifer) zeigen"
    words = [t for texts in shown.values() for t in texts] + _shown(window)  # and the airstrike dialog's sides
    assert "Alliierte (Angreifer, UdSSR)" in _shown(window)
    assert not [t for t in words if any(w in t for w in ("Axis", "Allies", "attacker", "defender", "Attacker"))]


def test_the_file_keeps_the_english_names(window: MainWindow, tmp_path: Path) -> None:
    _generated(window)
    battle = window.session.battle
    assert {s.name for s in battle.sides} == {"Attacker", "Defender"}
    attacker = battle.mission.attacker
    words = {"axis": "Axis", "allies": "Allies"}
    # The command line and --json: in English, by its allegiance and its role.
    assert side_name(battle, attacker) == f"{words[attacker]} (attacker)"
    path = tmp_path / "generated.yaml"
    assert window._save_to(path)
    text = path.read_text(encoding="utf-8")
    assert "name: Attacker" in text and "name: Defender" in text
    assert "(attacker)" not in text.split("\nlog:")[0]  # the sides' names as the scenario system gave them


def test_the_window_names_them_in_english(window: MainWindow) -> None:
    _generated(window)
    texts = _shown(window)
    attacker = window.session.battle.mission.attacker
    words = {"axis": "Axis", "allies": "Allies"}
    assert any(t.startswith(f"{words[attacker]} (attacker, ") for t in texts)
    assert f"View of {words[attacker]} (attacker)" in texts


def test_a_log_saved_before_reads_the_role_in_german(german) -> None:  # type: ignore[no-untyped-def]
    # The English a battle file's log keeps, read back: the side's name is said too, as it was written then ("of
    # Attacker") and as it is written now ("of Axis (attacker)").
    assert said("Airstrike: Ju 87D of Attacker") == "Luftangriff der Seite Angreifer: Ju 87D"
    assert said("Airstrike: Ju 87D of Axis (attacker)") == "Luftangriff der Seite Achse (Angreifer): Ju 87D"
    defender = _one_side(Side(id="axis", nation="germany", edge="north", name="Defender"))
    assert said_side(defender, "axis") == "Achse (Verteidiger)" and said_side_short(defender, "axis") == "Achse"


@pytest.mark.parametrize("name", ["Kampfgruppe Peiper", "attacker", "Attackers"])
def test_a_name_the_players_gave_stays_as_they_wrote_it(german, name: str) -> None:  # type: ignore[no-untyped-def]
    assert said_side(_one_side(Side(id="axis", nation="germany", edge="north", name=name)), "axis") == name
    assert said_side(_one_side(Side(id="axis", nation="germany", edge="north")), "axis") == "Achse"  # its id, said


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The window in English, then in German (the translator installed as the app installs it)."""
    if request.param == "de":
        request.getfixturevalue("german")
    yield request.param


def test_the_logs_side_column_reads_whole_on_a_laptop(qtbot, demo_path: Path, language: str) -> None:  # type: ignore[no-untyped-def]
    """On a 1366 x 768 screen the log's side column is narrow: each side reads whole in it by its allegiance ("Axis",
    "Alliierte"), not cut ("Allies (atta…"), with its whole name, its role beside it, in the cell's tooltip."""
    window = laptop(qtbot, demo_path)
    try:
        _bought(window)
        QApplication.processEvents()
        tree = window.log.tree
        rows = [
            g.child(j) for g in map(tree.topLevelItem, range(tree.topLevelItemCount())) for j in range(g.childCount())
        ]
        rows = [r for r in rows if r.text(1)]
        assert rows
        width = tree.header().sectionSize(1)
        short = {"en": {"Allies", "Axis"}, "de": {"Alliierte", "Achse"}}[language]
        whole = {
            "en": {"Allies (attacker)", "Axis (defender)"},
            "de": {"Alliierte (Angreifer)", "Achse (Verteidiger)"},
        }[language]
        assert {r.text(1) for r in rows} == short and {r.toolTip(1) for r in rows} == whole
        for row in rows:
            assert tree.fontMetrics().horizontalAdvance(row.text(1)) < width, (row.text(1), width)
    finally:
        close_quietly(window)
