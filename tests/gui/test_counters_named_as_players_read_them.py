"""Counters named as a wargamer names them: a counter bought in Build Forces by its type's name ("Rifle squad 3", not
the rules' code "R 3") on the board, in the roster and the log alike; a squad that mounted says so in words in the
roster's State column and its counter's tooltip ("mounted SdKfz 251/1 halftrack", not "moved infantry"), in English
and in German."""

from __future__ import annotations

import yaml
from PySide6.QtCore import Qt

from morefire_gui.gui.features.forces import ForcesFeature
from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.main_window import MainWindow
from tests.equivalence import run_cli
from tests.gui.conftest import to_view
from tests.gui.test_force_builder import buy, open_builder
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton
NONE, CTRL = Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier


def roster_row(window: MainWindow, unit_id: str) -> list[str]:
    row = window.roster._items[unit_id]
    return [row.text(column) for column in range(3)]


def test_counters_bought_read_by_their_types_name_on_the_board_and_in_the_roster(
    window: MainWindow, qtbot, builders
) -> None:  # type: ignore[no-untyped-def]
    dialog = open_builder(window, builders)
    dialog.points.setValue(2500)
    buy(dialog, qtbot, "axis", "R", 2)
    buy(dialog, qtbot, "axis", "ENG", 1)
    buy(dialog, qtbot, "axis", "SMG", 1)
    before = len(window.session.battle.units)
    qtbot.mouseClick(dialog.place_button, LEFT)
    new = window.session.battle.units[before:]
    # The demo's Germans have two rifle squads of their own ("1st Squad", "2nd Squad"): numbered on from them.
    labels = [window.scene.units[u.id].label.text() for u in new]
    # A name a label cannot hold whole with its number by the letters wargamers shorten it to ("SMG").
    assert labels == ["Rifle squad 3", "Rifle squad 4", "Engineer squad 1", "SMG 1"]
    assert [roster_row(window, u.id)[:2] for u in new] == [
        ["Rifle squad 3", "Rifle squad"],
        ["Rifle squad 4", "Rifle squad"],
        ["Engineer squad 1", "Engineer squad (pioneers / sappers)"],
        ["SMG 1", "Submachine gun squad"],
    ]
    tip = window.scene.units[new[0].id].toolTip()
    assert tip.startswith("Rifle squad 3: Rifle squad (infantry)") and "R 3" not in tip


def mount_squad(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Select the squad and the halftrack beside it on the board, and press the Movement dock's Mount."""
    window.set_tool("move")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, 11.5, 10))
    qtbot.mouseClick(window.view.viewport(), LEFT, CTRL, to_view(window, 10, 10))
    assert set(window.scene.selected_unit_ids()) == {"a", "ht"}
    window.feature(MovementFeature).dock.mount_button.click()
    assert window.session.battle.unit("a").riding_on == "ht"


UNITS = [
    {"id": "ht", "side": "axis", "type": "ht", "at": [10, 10], "facing": 90, "name": "Halftrack 2"},
    {"id": "a", "side": "axis", "type": "R", "at": [11.5, 10], "name": "1st Squad"},
]


def test_a_squad_that_mounted_says_so_in_the_roster_and_on_its_counter(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    window = board(units=UNITS)
    mount_squad(window, qtbot)
    assert roster_row(window, "a")[2] == "mounted Halftrack 2"
    assert window.roster._items["a"].toolTip(2) == "mounted Halftrack 2"
    tip = window.scene.units["a"].toolTip()
    assert tip.endswith(", mounted Halftrack 2") and "infantry," not in tip.split(")", 1)[1], tip


def test_a_squad_that_mounted_says_so_in_german(qtbot, board, german) -> None:  # type: ignore[no-untyped-def]
    window = board(units=UNITS)
    mount_squad(window, qtbot)
    state = roster_row(window, "a")[2]
    assert state == "auf Halftrack 2 aufgesessen", state
    tip = window.scene.units["a"].toolTip()
    assert state in tip and "infantry" not in tip, tip


def details_rows(window: MainWindow) -> dict[str, str]:
    """The Selected dock's table as a player reads it: each row's heading and its text."""
    lines = window.details.view.toPlainText().splitlines()
    table = lines[1 : lines.index("")] if "" in lines else lines[1:]
    return dict(zip(table[0::2], table[1::2]))


def test_the_selected_dock_names_the_type_not_its_catalogue_id(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("select")
    square = window.scene.units["su1"].square  # T-34 #1's counter, where the board's layout drew it
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, window.view.mapFromScene(square.scenePos()))
    assert window.scene.selected_unit_ids() == ["su1"]
    text = window.details.view.toPlainText()
    assert text.splitlines()[0] == "T-34 #1"
    assert details_rows(window)["Type"] == "T-34/76 model 1943" and "t34_76_43" not in text


def test_the_selected_dock_says_the_squad_mounted_and_leaves_out_a_type_its_name_says(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    window = board(
        units=[*UNITS[:1], {"id": "a", "side": "axis", "type": "R", "at": [11.5, 10], "name": "Rifle squad 3"}]
    )
    mount_squad(window, qtbot)
    window.scene.clearSelection()
    window.scene.units["a"].setSelected(True)
    rows = details_rows(window)
    assert window.details.view.toPlainText().splitlines()[0] == "Rifle squad 3"
    assert "Type" not in rows and "(R)" not in window.details.view.toPlainText()  # the name says it
    assert rows["This turn"] == "mounted Halftrack 2"


def test_a_battery_bought_for_the_table_is_named_by_its_guns_type_in_the_log() -> None:
    """The purchase's line in the log (what the Log dock unfolds): "buys a battery: 4 x 10.5cm leFH 18 howitzer on the
    table", as the units' line says "buys 2 x Rifle squad", not by the counter's short code ("leFH 18")."""
    from morefire_gui.model.actions.forces import BatteryPick, BuyForces
    from tests.session.test_forces import session_of

    session = session_of(year=1943)
    resolution = session.perform(BuyForces(side="axis", batteries=(BatteryPick(type="lefh18", guns=4),)))
    assert resolution.accepted, resolution.reason
    session.commit(resolution)
    lines = [str(step.message) for step in session.battle.log[-1].steps]
    assert "Axis buys a battery: 4 x 10.5cm leFH 18 howitzer on the table, 100 points" in lines, lines


def test_counters_bought_in_the_german_window_are_named_in_german_and_keep_the_name(
    german, window: MainWindow, qtbot, builders, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    window.feature(ForcesFeature).build_forces()  # (the menu's words are German)
    dialog = builders[-1]
    dialog.points.setValue(2500)
    buy(dialog, qtbot, "axis", "R", 2)
    buy(dialog, qtbot, "axis", "ENG", 1)
    buy(dialog, qtbot, "axis", "SMG", 1)
    before = len(window.session.battle.units)
    qtbot.mouseClick(dialog.place_button, LEFT)
    new = window.session.battle.units[before:]
    # Named in the window's language when bought: "SMG 1" reads "MP-Gruppe 1", a name a label holds whole.
    labels = [window.scene.units[u.id].label.text() for u in new]
    assert labels == ["Schützengruppe 3", "Schützengruppe 4", "Pioniergruppe 1", "MP-Gruppe 1"]
    assert [roster_row(window, u.id)[:2] for u in new] == [
        ["Schützengruppe 3", "Schützengruppe"],
        ["Schützengruppe 4", "Schützengruppe"],
        ["Pioniergruppe 1", "Pioniergruppe"],
        ["MP-Gruppe 1", "MP-Gruppe"],
    ]
    # The names are the players' now: kept in the file as written, whoever buys more; the command line buys in English.
    saved = tmp_path / "de.yaml"
    window.session.save(saved)
    assert [u["name"] for u in yaml.safe_load(saved.read_text(encoding="utf-8"))["units"][before:]] == labels
    after = tmp_path / "more.yaml"
    code, _out, err = run_cli("forces", saved, "--side", "axis", "--buy", "R:1", "--place", "--apply", after)
    assert code == 0, err
    names = [u["name"] for u in yaml.safe_load(after.read_text(encoding="utf-8"))["units"][before:]]
    assert names == [*labels, "Rifle squad 5"]
