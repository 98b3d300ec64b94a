"""A side with no name of its own is named by its id: "Axis" and "Allies" in the battle file and in English, "Achse"
and "Alliierte" to a German player wherever the window names it (the roster, the selected unit, the legend, the
artillery and aircraft docks, the players' views, the dialogs' lists of sides); a name the players gave reads as they
wrote it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox, QLabel, QTextBrowser, QTreeWidget, QTreeWidgetItem

from morefire_gui.gui.dialogs.airstrike import AirstrikeDialog
from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.side_words import said_side, said_side_id, said_side_in_role, said_side_nation, said_side_short
from morefire_gui.model.battle import Battle
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.names import side_name
from tests.gui.test_said import german  # noqa: F401 # the German fixture


def _unnamed(battle: Battle) -> Battle:
    return battle.model_copy(update={"sides": [s.model_copy(update={"name": None}) for s in battle.sides]})


def _named(battle: Battle, **names: str) -> Battle:
    return battle.model_copy(update={"sides": [s.model_copy(update={"name": names.get(s.id)}) for s in battle.sides]})


@pytest.fixture
def unnamed(window: MainWindow) -> MainWindow:
    """The demo battle with its sides' names taken away: they read as their ids."""
    session = window.session
    window.replace_session(BattleSession(_unnamed(session.battle), None, session.catalogue, session.tables))
    return window


def _items(item: QTreeWidgetItem) -> list[str]:
    return [item.text(c) for c in range(item.columnCount())] + [
        t for i in range(item.childCount()) for t in _items(item.child(i))
    ]


def _shown(window: MainWindow) -> list[str]:
    """What the window's docks and the players' menu say: every label, list, tree and text view, the views offered,
    and the sides the airstrike dialog offers."""
    window.scene.units[next(u.id for u in window.session.battle.units if u.side == "allies")].setSelected(True)
    texts = [w.text() for w in window.findChildren(QLabel)]
    texts += [w.toPlainText() for w in window.findChildren(QTextBrowser)]
    texts += [w.itemText(i) for w in window.findChildren(QComboBox) for i in range(w.count())]
    for tree in window.findChildren(QTreeWidget):
        texts += [t for i in range(tree.topLevelItemCount()) for t in _items(tree.topLevelItem(i))]
    texts += list(window.legend.legend.labels())
    texts += [a.text() for a in window.feature(HotSeatFeature).view_actions_]
    tables = window.feature(AircraftFeature).tables
    dialog = AirstrikeDialog(window.session, window, window.scene, None, tables, None, None, None, "axis", window)
    texts += [dialog.side.itemText(i) for i in range(dialog.side.count())]
    dialog.close()
    return texts


def _says(texts: list[str], word: str) -> bool:
    return any(word in t for t in texts)


def test_a_german_player_reads_achse_and_alliierte(german, unnamed: MainWindow) -> None:  # type: ignore[no-untyped-def]
    texts = _shown(unnamed)
    assert "Achse (Deutschland)" in texts and "Alliierte (UdSSR)" in texts  # the legend, the dialogs' lists
    assert "Sicht der Seite Achse" in texts and "Sicht der Seite Alliierte" in texts  # the players' menu
    assert _says(texts, "Seite\nAlliierte")  # the selected unit
    assert not [t for t in texts if "Axis" in t or "Allies" in t]


def test_an_english_player_reads_axis_and_allies(unnamed: MainWindow) -> None:
    texts = _shown(unnamed)
    assert "Axis (Germany)" in texts and "Allies (USSR)" in texts
    assert "View of Axis" in texts and "View of Allies" in texts


def test_the_file_keeps_the_ids(german, unnamed: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    battle = unnamed.session.battle
    assert side_name(battle, "axis") == "Axis" and side_name(battle, "allies") == "Allies"
    path = tmp_path / "unnamed.yaml"
    assert unnamed._save_to(path)
    text = path.read_text(encoding="utf-8")
    assert "Achse" not in text and "Alliierte" not in text


def test_a_side_is_said_by_its_name_its_role_or_its_id(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    demo = window.session.battle
    assert said_side(demo, "axis") == "Kampfgruppe Peiper"  # a name the players gave: as they wrote it
    assert said_side(_unnamed(demo), "allies") == "Alliierte"
    roles = _named(demo, axis="Attacker", allies="Defender")
    assert said_side(roles, "axis") == "Achse (Angreifer)" and said_side(roles, "allies") == "Alliierte (Verteidiger)"
    assert said_side_short(roles, "axis") == "Achse"  # a caption on the board, a unit's "R 1 (Achse)"
    assert said_side_short(demo, "axis") == "Kampfgruppe Peiper"
    assert said_side_in_role(demo, "axis", "attacker") == "Kampfgruppe Peiper (Angreifer)"
    assert said_side_in_role(roles, "axis", "attacker") == "Achse (Angreifer)"  # the role said once
    assert said_side_nation(_unnamed(demo), "axis") == "Achse (Deutschland)"
    assert said_side_nation(roles, "axis") == "Achse (Angreifer, Deutschland)"
    assert said_side_nation(demo, "axis", "defender") == "Kampfgruppe Peiper (Verteidiger, Deutschland)"
    assert said_side(demo, "nobody") == "nobody"  # an id the battle does not know: as it is
    assert said_side_id("red") == "Red"


@pytest.mark.parametrize("name", ["Achse", "Axis", "allies"])
def test_a_name_the_players_gave_is_never_translated(german, window: MainWindow, name: str) -> None:  # type: ignore[no-untyped-def]
    assert said_side(_named(window.session.battle, axis=name), "axis") == name
