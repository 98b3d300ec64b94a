"""Forces → Build Forces, as players use it: the budgets from the mission's ratio, units bought from the lists, the
limits shown met or broken (the budget, RAID, ISLAND's waves, Table VII's airstrikes and the weather), Place Forces
laying the counters out in the deployment zones as one undoable step, with the purchase in the battle log."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget
from shapely.geometry import Polygon

from morefire_gui.gui.dialogs.force_builder import ForceBuilderDialog
from morefire_gui.gui.features.forces import ForcesFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.battle import Battle
from morefire_gui.session.battle_session import BattleSession
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.session.test_forces import ALLIES_ZONE, AXIS_ZONE, battle_data

LEFT = Qt.MouseButton.LeftButton
CAT = bundled_catalogue()


def open_on(window: MainWindow, **kw: Any) -> None:
    window.replace_session(BattleSession(Battle.model_validate(battle_data(**kw)), None, CAT, rule_tables()))


def forces_action(window: MainWindow, text: str):  # type: ignore[no-untyped-def]
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "F&orces")
    return next(a for a in menu.actions() if a.text() == text)


def open_builder(window: MainWindow, builders: list[ForceBuilderDialog]) -> ForceBuilderDialog:
    forces_action(window, "&Build Forces…").trigger()
    return builders[-1]


def buy(dialog: ForceBuilderDialog, qtbot, side: str, unit_type: str, count: int = 1) -> None:  # type: ignore[no-untyped-def]
    """Type the unit's id in the side's search box, pick it in the list, set the count and press Add."""
    panel = dialog.panels[side]
    dialog.tabs.setCurrentWidget(panel)
    panel.search.setText(unit_type)
    item = next(
        panel.available.item(i)
        for i in range(panel.available.count())
        if panel.available.item(i).data(Qt.ItemDataRole.UserRole) == unit_type
    )
    panel.available.setCurrentItem(item)
    panel.count.setValue(count)
    qtbot.mouseClick(panel.add_button, LEFT)
    panel.search.clear()


def bought_rows(dialog: ForceBuilderDialog, side: str) -> list[tuple[str, str, int, str]]:
    table = dialog.panels[side].bought
    return [
        (table.item(r, 0).text(), table.item(r, 1).text(), table.cellWidget(r, 2).value(), table.item(r, 3).text())
        for r in range(table.rowCount())
    ]


def assert_placed_alike(window: MainWindow, start: Path, tmp_path: Path, capsys, *args: object) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """The battle Place Forces left in the window is the one ``morefire forces START ARGS --place --apply`` writes;
    the command's JSON."""
    from tests.equivalence import assert_same_battle, cli_json

    from_window, from_cli = tmp_path / "window.yaml", tmp_path / "cli.yaml"
    window.session.save(from_window)
    data = cli_json("forces", start, *args, "--place", "--apply", from_cli, capsys=capsys)
    assert data["refused"] is None
    assert_same_battle(from_window, from_cli)
    return data


def inside(window: MainWindow, unit_id: str, zone: list[list[float]]) -> bool:
    return Polygon(zone).contains(window.session.geometry.footprint(unit_id))


# -- the demo battle: no mission, counters on the table ------------------------------------------------------------------
def test_the_demo_battle_from_the_menu_to_the_counters_on_the_board(window: MainWindow, qtbot, builders) -> None:
    dialog = open_builder(window, builders)
    assert dialog.windowTitle() == "Build Forces"
    assert dialog.ratio_source.text() == "the battle has no mission: the players set the ratio and who attacks"
    assert dialog.ratio_att.isEnabled() and dialog.attacker_side.isEnabled()
    # The counters on the table and the off-table batteries count: the starting points cover them (the defender's
    # 1475 and its 4 x 122mm, 140 points as the catalogue's 122mm howitzer, to the next 50).
    assert dialog.points.value() == 1650
    assert dialog.budget_label.text() == (
        "<b>Kampfgruppe Peiper (attacker): 1650 points</b> — <b>181st Tank Brigade (defender): 1650 points</b> (1:1)"
    )
    assert dialog.tabs.tabText(0) == "Kampfgruppe Peiper (attacker, Germany)"
    assert dialog.panels["axis"].heading.text() == "<b>Kampfgruppe Peiper</b> (Germany), the attacker"
    assert dialog.year_note.text() == "(the battle has no briefing: the players choose the year)"
    axis = dialog.panels["axis"]
    assert "Spent 1561 of 1650 points" in axis.spent.text() and "89 left" in axis.spent.text()
    assert "1461 on the table already, 100 in off-table batteries already" in axis.spent.text()
    # The Germans buy three rifle squads; the Soviets a T-34 and a 76 mm.
    buy(dialog, qtbot, "axis", "R", 3)
    assert bought_rows(dialog, "axis") == [("Rifle squad", "Germany", 3, "30")]
    assert "Spent 1591 of 1650 points" in axis.spent.text()
    buy(dialog, qtbot, "allies", "R", 2)
    text = dialog.checks_text()
    assert (
        "✔ Table VI: Kampfgruppe Peiper (attacker) spends 1591 of 1650 points (30 in counters, 1461 on the table already, 100 in "
        "off-table batteries already); 59 left"
    ) in text
    assert "✔ Table VI: 181st Tank Brigade (defender) spends 1635 of 1650 points" in text
    assert dialog.place_button.isEnabled()
    before = len(window.session.battle.units)
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert dialog.placed and not dialog.isVisible()
    new = window.session.battle.units[before:]
    assert [(u.side, u.type) for u in new] == [("axis", "R")] * 3 + [("allies", "R")] * 2
    # Numbered on from the rifle squads each side has already.
    had = sum(1 for u in window.session.battle.units[:before] if u.side == "axis" and u.type == "R")
    assert [u.name for u in new[:3]] == [f"Rifle squad {had + n}" for n in (1, 2, 3)]
    # No zones in the demo: the quarter of the table at each side's edge.
    assert all(inside(window, u.id, [[0, 0], [72, 0], [72, 12], [0, 12]]) for u in new if u.side == "axis")
    assert all(inside(window, u.id, [[0, 36], [72, 36], [72, 48], [0, 48]]) for u in new if u.side == "allies")
    assert all(u.id in window.scene.units for u in new)  # on the board
    # One action a side, the attacker's first: each in the log and the record, each one undoable step.
    assert [e.kind for e in window.session.battle.log[-2:]] == ["forces", "forces"]
    assert window.log.battle_entries()[-2:] == [
        "Set-up: Forces: 3 counters placed (1:1) — Kampfgruppe Peiper (attacker) 1591 of 1650 points",
        "Set-up: Forces: 2 counters placed (1:1) — 181st Tank Brigade (defender) 1635 of 1650 points",
    ]  # each side's entry says its own points: the other side's are its secret; bought before play, in the set-up
    assert [r.action["side"] for r in window.session.battle.actions] == ["axis", "allies"]
    assert (
        window.undo_stack.count() == 2
        and window.undo_stack.undoText() == "Place forces (181st Tank Brigade: 2 counters)"
    )
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert len(window.session.battle.units) == before
    assert not any(u.id in window.scene.units for u in new)


def test_over_the_budget_the_place_button_waits(window: MainWindow, qtbot, builders) -> None:
    dialog = open_builder(window, builders)
    dialog.points.setValue(1500)
    buy(dialog, qtbot, "allies", "t34_76_43")
    assert (
        "✘ Table VI: 181st Tank Brigade (defender) spends 1775 of 1500 points (160 in counters, 1475 on the table already, 140 "
        "in off-table batteries already): 275 too many"
    ) in dialog.checks_text()
    assert "275 too many" in dialog.panels["allies"].spent.text()
    assert not dialog.place_button.isEnabled()
    # The button says why, with the rule: the session's refusal of the action.
    tip = dialog.place_button.toolTip()
    assert tip.startswith("Not yet: Table VI: ") and "181st Tank Brigade (defender) spends 1775 of 1500 points" in tip
    # More points, from both sides together at 1:1.
    dialog.points_mode.setCurrentIndex(dialog.points_mode.findData("total"))
    dialog.points.setValue(3601)
    assert "Kampfgruppe Peiper (attacker): 1800 points" in dialog.budget_label.text()
    assert "181st Tank Brigade (defender): 1801 points" in dialog.budget_label.text()  # the half point to the defender
    assert dialog.place_button.isEnabled()
    # Removing the line leaves nothing bought.
    panel = dialog.panels["allies"]
    panel.bought.selectRow(0)
    qtbot.mouseClick(panel.remove_button, LEFT)
    assert bought_rows(dialog, "allies") == []
    assert (
        not dialog.place_button.isEnabled()
        and dialog.place_button.toolTip() == "Buy units, airstrikes or batteries first"
    )


def test_the_side_buying_second_starts_from_the_budget_the_first_agreed(window: MainWindow, qtbot, builders) -> None:
    # Each side buys on its own (the hot seat): the second opens Build Forces on the points the first bought under.
    open_on(window)
    dialog = open_builder(window, builders)
    dialog.points.setValue(400)
    buy(dialog, qtbot, "axis", "R", 2)
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert dialog.placed
    again = open_builder(window, builders)
    assert again is not dialog and again.points.value() == 400 and again.points_mode.currentData() == "defender"
    assert "Axis (attacker): 600 points" in again.budget_label.text()
    buy(again, qtbot, "allies", "R", 41)
    assert "✘ Table VI: Allies (defender) spends 410 of 400 points" in again.checks_text()
    assert not again.place_button.isEnabled()
    again.panels["allies"].bought.cellWidget(0, 2).setValue(4)
    qtbot.mouseClick(again.place_button, LEFT)
    assert again.placed
    # The budget agreed is the battle's: the second purchase leaves it out of its action, as morefire forces does.
    second = window.session.battle.actions[-1].action
    assert second["side"] == "allies" and "points" not in second and "total" not in second
    # Both sides together: the next purchase starts from that total.
    third = open_builder(window, builders)
    third.points_mode.setCurrentIndex(third.points_mode.findData("total"))
    third.points.setValue(2000)
    buy(third, qtbot, "axis", "R")
    qtbot.mouseClick(third.place_button, LEFT)
    fourth = open_builder(window, builders)
    assert fourth.points_mode.currentData() == "total" and fourth.points.value() == 2000


def test_a_purchase_closed_with_cancel_or_esc_is_there_when_build_forces_opens_again(
    window: MainWindow, qtbot, builders
) -> None:  # type: ignore[no-untyped-def]
    # A player buys a long list, then closes the dialog to look at the table: nothing is bought again line by line.
    open_on(window)
    dialog = open_builder(window, builders)
    dialog.points_mode.setCurrentIndex(dialog.points_mode.findData("total"))
    dialog.points.setValue(1200)
    dialog.year_box.setValue(1942)
    buy(dialog, qtbot, "axis", "R", 3)
    buy(dialog, qtbot, "allies", "R", 2)
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), LEFT)
    assert not dialog.isVisible() and not window.session.battle.units
    again = open_builder(window, builders)
    assert again is not dialog
    assert again.points_mode.currentData() == "total" and again.points.value() == 1200
    assert again.year_box.value() == 1942
    assert bought_rows(again, "axis") == [("Rifle squad", "Germany", 3, "30")]
    assert [r[2] for r in bought_rows(again, "allies")] == [2]
    assert "Axis (attacker): 720 points" in again.budget_label.text()
    # Esc closes it as Cancel does: the purchase stays, and Place Forces places what was kept.
    buy(again, qtbot, "axis", "R")
    qtbot.keyClick(again, Qt.Key.Key_Escape)
    assert not again.isVisible()
    third = open_builder(window, builders)
    assert bought_rows(third, "axis") == [("Rifle squad", "Germany", 4, "40")]
    qtbot.mouseClick(third.place_button, LEFT)
    assert third.placed
    assert [(u.side, u.type) for u in window.session.battle.units] == [("axis", "R")] * 4 + [("allies", "R")] * 2
    # Placed, the purchase is on the table: the next opening starts from an empty list.
    fourth = open_builder(window, builders)
    assert bought_rows(fourth, "axis") == [] and bought_rows(fourth, "allies") == []
    qtbot.keyClick(fourth, Qt.Key.Key_Escape)
    # Another battle opened starts with nothing of this one's.
    buy(open_builder(window, builders), qtbot, "axis", "R")
    builders[-1].reject()
    open_on(window)
    assert bought_rows(open_builder(window, builders), "axis") == []


def test_choosing_who_attacks_after_buying_keeps_each_sides_purchase(window: MainWindow, qtbot, builders) -> None:  # type: ignore[no-untyped-def]
    # A battle without a mission: the players buy, then settle who attacks; nothing bought is lost.
    dialog = open_builder(window, builders)
    buy(dialog, qtbot, "axis", "R", 3)
    buy(dialog, qtbot, "allies", "R", 2)
    dialog.attacker_side.setCurrentIndex(dialog.attacker_side.findData("allies"))
    assert dialog.tabs.tabText(0) == "181st Tank Brigade (attacker, USSR)"
    assert bought_rows(dialog, "axis") == [("Rifle squad", "Germany", 3, "30")]
    assert [r[2] for r in bought_rows(dialog, "allies")] == [2]
    assert "spends 1591 of 1650 points" in dialog.checks_text()


def test_the_players_set_the_ratio_and_the_attacker(window: MainWindow, qtbot, builders) -> None:
    dialog = open_builder(window, builders)
    dialog.attacker_side.setCurrentIndex(dialog.attacker_side.findData("allies"))
    assert dialog.tabs.tabText(0) == "181st Tank Brigade (attacker, USSR)"
    dialog.ratio_att.setValue(3)
    dialog.ratio_def.setValue(2)
    dialog.points.setValue(1000)
    assert dialog.budget_label.text().startswith("<b>181st Tank Brigade (attacker): 1500 points</b>")
    # The year: only what was in service in it.
    panel = dialog.panels["allies"]
    dialog.year_box.setValue(1942)
    ids = {panel.available.item(i).data(Qt.ItemDataRole.UserRole) for i in range(panel.available.count())}
    assert "t34_76_43" in ids and "is2" not in ids and "m4a1" in ids  # Lend-Lease Shermans: fielded
    dialog.fielded.setChecked(False)
    ids = {panel.available.item(i).data(Qt.ItemDataRole.UserRole) for i in range(panel.available.count())}
    assert "m4a1" not in ids
    dialog.by_year.setChecked(False)
    ids = {panel.available.item(i).data(Qt.ItemDataRole.UserRole) for i in range(panel.available.count())}
    assert "is2" in ids
    panel.kind.setCurrentIndex(panel.kind.findData("infantry"))
    assert all(
        CAT[panel.available.item(i).data(Qt.ItemDataRole.UserRole)].kind.value == "infantry"
        for i in range(panel.available.count())
    )


# -- a mission's battle: zones, specials ----------------------------------------------------------------------------------
def test_a_raid_refuses_a_defender_of_tanks_until_it_has_a_majority_on_foot(
    window: MainWindow, qtbot, builders
) -> None:
    open_on(window, special="raid", mission="raid", year=1942)
    dialog = open_builder(window, builders)
    assert dialog.ratio_source.text() == "RAID: Raid, 3 attacker to 2 defender"
    assert not dialog.ratio_att.isEnabled() and not dialog.attacker_side.isEnabled()
    assert dialog.year_box.value() == 1942
    dialog.points.setValue(1000)
    assert "Axis (attacker): 1500 points" in dialog.budget_label.text()
    buy(dialog, qtbot, "allies", "t34_76_43", 2)
    buy(dialog, qtbot, "allies", "R", 10)
    assert (
        "✘ RAID: only 100 of the defender's 420 points, 23.8%, are non-vehicle items; a majority must be"
        in dialog.checks_text()
    )
    assert not dialog.place_button.isEnabled()
    # Pressing Place anyway (Enter) says why.
    assert dialog.place() is False
    assert dialog.status.text().startswith("Not placed: RAID: only 100 of the defender's 420 points, 23.8%")
    # One T-34 fewer, more squads: 170 of 330.
    dialog.panels["allies"].bought.cellWidget(0, 2).setValue(1)
    dialog.panels["allies"].bought.cellWidget(1, 2).setValue(17)
    assert "✔ RAID: the defender's non-vehicle points: 170 of 330 points, 51.5%" in dialog.checks_text()
    buy(dialog, qtbot, "axis", "pz3j", 4)
    qtbot.mouseClick(dialog.place_button, LEFT)
    units = window.session.battle.units
    assert len(units) == 22
    assert all(inside(window, u.id, AXIS_ZONE) for u in units if u.side == "axis")
    assert all(inside(window, u.id, ALLIES_ZONE) for u in units if u.side == "allies")
    window.undo_action.trigger()  # the defender's purchase, then the attacker's
    window.undo_action.trigger()
    assert window.session.battle.units == []


def test_island_waves_are_chosen_for_each_line(window: MainWindow, qtbot, builders) -> None:
    open_on(window, special="island", year=1943, axis="japan", allies="usa", attacker="allies")
    dialog = open_builder(window, builders)
    panel = dialog.panels["allies"]
    assert not panel.wave.isHidden() and not panel.bought.isColumnHidden(4)
    assert [panel.wave.itemText(i) for i in range(panel.wave.count())] == [
        "Wave 1 (turn 1)",
        "Wave 2 (turn 7)",
        "Wave 3 (turn 12)",
    ]
    assert dialog.panels["axis"].wave.isHidden()  # the defender has no waves
    buy(dialog, qtbot, "allies", "R", 10)  # all in wave 1
    assert (
        "✘ ISLAND A: wave 1 (lands on turn 1): 100 of 100 points, 100.0% of the army: at least 20%; wave 2 "
        "(lands on turn 7): 0 of 100 points, 0.0% of the army: under 20%" in dialog.checks_text()
    )
    panel.wave.setCurrentIndex(1)
    buy(dialog, qtbot, "allies", "R", 3)
    panel.wave.setCurrentIndex(2)
    buy(dialog, qtbot, "allies", "SMG", 2)
    panel.bought.cellWidget(0, 2).setValue(4)
    assert "✔ ISLAND A: wave 1 (lands on turn 1): 40 of 102 points" in dialog.checks_text()
    # The second line moved to wave 3 in its own box leaves wave 2 empty; back to wave 2.
    combo = panel.bought.cellWidget(1, 4)
    combo.setCurrentIndex(2)
    assert "✘ ISLAND A" in dialog.checks_text()
    combo.setCurrentIndex(1)
    qtbot.mouseClick(dialog.place_button, LEFT)
    waves = sorted((u.type, u.wave) for u in window.session.battle.units)
    assert waves == [("R", 1)] * 4 + [("R", 2)] * 3 + [("SMG", 3)] * 2


@pytest.mark.parametrize(
    "kw, said, can_buy",
    [
        ({"airstrikes": {"axis": 2, "allies": 0}}, "Table VII: 2 airstrikes", True),
        ({"airstrikes": {"axis": 0, "allies": 0}}, "Table VII gave no airstrikes", False),
        (
            {"conditions": "mud", "settings": {"weather": "mud"}, "airstrikes": {"axis": 2, "allies": 0}},
            "No airstrikes: MUD: No airstrikes are allowed",
            False,
        ),
    ],
)
def test_airstrikes_are_bought_with_points_when_the_weather_and_table_vii_allow(
    window: MainWindow, qtbot, builders, kw: dict[str, Any], said: str, can_buy: bool
) -> None:
    open_on(window, **kw)
    dialog = open_builder(window, builders)
    panel = dialog.panels["axis"]
    assert panel.air_limit.text() == said
    assert panel.add_air_button.isEnabled() is can_buy
    if not can_buy:
        return
    dialog.points.setValue(1000)
    panel.aircraft.setCurrentIndex(panel.aircraft.findData("ju87d"))
    qtbot.mouseClick(panel.add_air_button, LEFT)
    qtbot.mouseClick(panel.add_air_button, LEFT)
    ju87 = CAT["ju87d"].points
    assert panel.air_list.item(0).text() == f"2 x Junkers Ju 87 D-5 Stuka — {2 * ju87} pts"
    assert f"Spent {2 * ju87} of 1500 points" in panel.spent.text()
    assert (
        f"✔ Table VII: Axis: 2 airstrikes bought, {2 * ju87} points (Table VII gave 2 airstrikes); airstrikes "
        f"must be paid for in Army points" in dialog.checks_text()
    )
    qtbot.mouseClick(panel.add_air_button, LEFT)
    assert "✘ Table VII: Table VII gave Axis 2 airstrikes; 3 bought" in dialog.checks_text()
    qtbot.mouseClick(panel.remove_air_button, LEFT)
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert dialog.placed and window.session.battle.units == []  # airstrikes are not counters
    steps = [getattr(s, "message", "") for s in window.session.battle.log[-1].steps]
    code = CAT["ju87d"].name
    assert (
        f"Axis buys airstrikes: 2 x {code} ({ju87} points each); they are kept with the side and fly from the "
        f"Airstrike tool, offered first in the airstrike dialog" in steps
    )
    assert window.session.battle.side("axis").airstrikes_bought == ("ju87d", "ju87d")  # kept with the side


def test_no_room_in_the_zone_is_refused_and_nothing_is_placed(window: MainWindow, qtbot, builders) -> None:
    data = battle_data()
    data["deployment_zones"] = [
        {"side": "axis", "polygon": [[0, 0], [3, 0], [3, 2], [0, 2]], "name": "Farmyard"},
        {"side": "allies", "polygon": ALLIES_ZONE},
    ]
    window.replace_session(BattleSession(Battle.model_validate(data), None, CAT, rule_tables()))
    dialog = open_builder(window, builders)
    buy(dialog, qtbot, "axis", "pz4h", 6)
    # Every limit is met, but the session's layout finds no room: the button waits and the dialog says why.
    assert "✘" not in dialog.checks_text()
    assert not dialog.place_button.isEnabled()
    assert "Cannot place: Axis: no room in its deployment zone (Farmyard)" in dialog.status.text()
    assert dialog.place_button.toolTip().endswith("(Mission Deployment Guidelines)")
    assert dialog.place() is False
    assert dialog.isVisible() and not dialog.placed
    assert "Not placed: Axis: no room in its deployment zone (Farmyard) for" in dialog.status.text()
    assert "of its 6 new counters; buy fewer, or make room" in dialog.status.text()
    assert window.session.battle.units == [] and window.undo_stack.count() == 0


def farmyard_builder(window: MainWindow, builders, size: tuple[float, float]) -> ForceBuilderDialog:  # type: ignore[no-untyped-def]
    """Build Forces on a battle whose attacker deploys in a farmyard of ``size`` inches."""
    data = battle_data()
    w, h = size
    data["deployment_zones"] = [
        {"side": "axis", "polygon": [[0, 0], [w, 0], [w, h], [0, h]], "name": "Farmyard"},
        {"side": "allies", "polygon": ALLIES_ZONE},
    ]
    window.replace_session(BattleSession(Battle.model_validate(data), None, CAT, rule_tables()))
    window.feature(ForcesFeature).build_forces()  # Forces → Build Forces… (its menu text is the language's)
    return builders[-1]


@pytest.mark.parametrize(
    ("size", "count", "said"),
    [
        (
            (0.5, 0.5),
            1,
            "Cannot place: Axis: no room in its deployment zone (Farmyard) for its new counter; make room for it "
            "(Mission Deployment Guidelines)",
        ),
        (
            (3, 2),
            4,
            "Cannot place: Axis: no room in its deployment zone (Farmyard) for 1 of its 4 new counters; buy fewer, or "
            "make room (Mission Deployment Guidelines)",
        ),
    ],
)
def test_no_room_says_one_counter_as_one(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, builders, size: tuple[float, float], count: int, said: str
) -> None:
    """One counter with no room is "its new counter", not "1 of its 1 new counters"; one of four is "1 of its 4"."""
    dialog = farmyard_builder(window, builders, size)
    buy(dialog, qtbot, "axis", "pz4h", count)
    assert not dialog.place_button.isEnabled()
    assert dialog.status.text() == said


def test_no_room_for_one_counter_reads_in_german(german, window: MainWindow, qtbot, builders) -> None:  # type: ignore[no-untyped-def]
    """The whole refusal in German: the zone ("ihrer Aufstellungszone"), its one counter; the rule's section named in German."""
    dialog = farmyard_builder(window, builders, (0.5, 0.5))
    buy(dialog, qtbot, "axis", "pz4h", 1)
    text = dialog.status.text()
    assert text == (
        "Aufstellen nicht möglich: Achse: in ihrer Aufstellungszone (Farmyard) kein Platz für ihren neuen Spielstein; "
        "Platz dafür schaffen (Richtlinien für die Aufstellung)"
    )
    assert "1 ihrer 1" not in text and "Spielsteine" not in text
    dialog = farmyard_builder(window, builders, (3, 2))
    buy(dialog, qtbot, "axis", "pz4h", 4)
    assert "kein Platz für 1 ihrer 4 neuen Spielsteine; weniger kaufen oder Platz schaffen" in dialog.status.text()


def test_a_side_that_has_bought_nothing_yet_says_so(window: MainWindow, qtbot, builders) -> None:  # type: ignore[no-untyped-def]
    """Table VI's line for a side with nothing spent says it has bought nothing, not "(0 in counters)"; once it buys,
    what it spent on counters is said."""
    open_on(window)
    dialog = open_builder(window, builders)
    text = dialog.checks_text()
    assert "0 in counters" not in text
    assert "✔ Table VI: Axis (attacker) spends 0 of 1500 points (nothing bought yet); 1500 left" in text, text
    buy(dialog, qtbot, "axis", "R", 3)
    rifle = 3 * CAT["R"].points
    text = dialog.checks_text()
    assert f"Axis (attacker) spends {rifle} of 1500 points ({rifle} in counters); {1500 - rifle} left" in text, text
    assert "Allies (defender) spends 0 of 1000 points (nothing bought yet); 1000 left" in text, text


def test_a_sides_spending_reads_in_german(german, window: MainWindow, qtbot, builders) -> None:  # type: ignore[no-untyped-def]
    """German says what the points went on ("für Spielsteine"), and a side with nothing bought says so, never
    "0 in Spielsteinen"."""
    open_on(window)
    window.feature(ForcesFeature).build_forces()
    dialog = builders[-1]
    buy(dialog, qtbot, "axis", "R", 3)
    rifle = 3 * CAT["R"].points
    text = dialog.checks_text()
    assert "in Spielsteinen" not in text
    assert f"{rifle} von 1500 Punkten ausgegeben ({rifle} für Spielsteine)" in text, text
    assert "0 von 1000 Punkten ausgegeben (noch nichts gekauft); 1000 übrig" in text, text


def demo_with_stukas_bought(window: MainWindow) -> None:
    """The demo battle, its Germans having bought a Ju 87 D airstrike before: on the table already, an off-table
    battery already, an airstrike bought before."""
    battle = window.session.battle
    sides = [s.model_copy(update={"airstrikes_bought": ("ju87d",)}) if s.id == "axis" else s for s in battle.sides]
    window.replace_session(BattleSession(battle.model_copy(update={"sides": tuple(sides)}), None, CAT, rule_tables()))


def test_the_spent_label_names_what_a_side_has_already_as_its_limit_does(window: MainWindow, qtbot, builders) -> None:  # type: ignore[no-untyped-def]
    """Beside the points spent, the label lists what the side has already in the words and order of Table VI's line
    in the limits; what it buys now is in the lists beside it."""
    demo_with_stukas_bought(window)
    dialog = open_builder(window, builders)
    axis = dialog.panels["axis"]
    stuka = CAT["ju87d"].points
    already = f"1461 on the table already, 100 in off-table batteries already, {stuka} in airstrikes bought before"
    assert axis.spent.text().endswith(f" ({already})"), axis.spent.text()
    buy(dialog, qtbot, "axis", "R", 3)
    assert axis.spent.text().endswith(f" ({already})"), axis.spent.text()
    assert f"(30 in counters, {already})" in dialog.checks_text()


def test_the_spent_label_names_what_a_side_has_already_in_german(german, window: MainWindow, builders) -> None:  # type: ignore[no-untyped-def]
    demo_with_stukas_bought(window)
    window.feature(ForcesFeature).build_forces()
    dialog = builders[-1]
    stuka = CAT["ju87d"].points
    already = (
        f"1461 schon auf dem Tisch, 100 schon für Batterien außerhalb des Tisches, {stuka} für zuvor gekaufte "
        "Luftangriffe"
    )
    assert dialog.panels["axis"].spent.text().endswith(f" ({already})"), dialog.panels["axis"].spent.text()
    assert f"({already})" in dialog.checks_text()


# -- batteries, the action and the command line ------------------------------------------------------------------------
def buy_batteries(dialog: ForceBuilderDialog, qtbot, side: str) -> None:  # type: ignore[no-untyped-def]
    """Four leFH 18 on the table (chosen in the list, Add Battery), four 150 mm guns off it (Add Off-Table Battery)."""
    panel = dialog.panels[side]
    dialog.tabs.setCurrentWidget(panel)
    panel.extras.setCurrentIndex(1)  # the Artillery batteries tab
    panel.battery_gun.setCurrentIndex(panel.battery_gun.findData("lefh18"))
    panel.battery_count.setValue(4)
    qtbot.mouseClick(panel.add_battery_button, LEFT)
    panel.off_count.setValue(4)
    panel.off_calibre.setValue(150)
    qtbot.mouseClick(panel.add_off_battery_button, LEFT)


def test_batteries_are_bought_on_the_table_and_off_it(window: MainWindow, qtbot, builders) -> None:
    open_on(window)
    dialog = open_builder(window, builders)
    panel = dialog.panels["axis"]
    guns = [panel.battery_gun.itemData(i) for i in range(panel.battery_gun.count())]
    assert "lefh18" in guns and "grw34" in guns and "pak40" not in guns  # howitzers, field guns, mortars, SPGs only
    buy_batteries(dialog, qtbot, "axis")
    assert panel.battery_lines() == [
        f"4 x {CAT['lefh18'].name} on the table, set up — 100 pts",
        "4 x 150mm guns off the table — 140 pts (as the 15cm sFH 18 howitzer)",
    ]
    assert "240 in batteries" in dialog.checks_text()
    qtbot.mouseClick(dialog.place_button, LEFT)
    battle = window.session.battle
    assert [u.type for u in battle.units] == ["lefh18"] * 4
    assert [(b.kind.value, b.units) for b in battle.batteries] == [
        ("off_board", None),
        ("on_board", tuple(u.id for u in battle.units)),
    ]
    assert all(u.id in window.scene.units for u in battle.units)
    window.undo_action.trigger()
    assert battle.batteries == [] and battle.units == []


def test_a_battery_of_self_propelled_guns_is_bought_from_the_list(window: MainWindow, qtbot, builders) -> None:
    """4.8's "Self Propelled Guns" make a battery: the list offers the Wespe, bought at its catalogue points."""
    open_on(window)
    dialog = open_builder(window, builders)
    panel = dialog.panels["axis"]
    dialog.tabs.setCurrentWidget(panel)
    panel.extras.setCurrentIndex(1)  # the Artillery batteries tab
    guns = [panel.battery_gun.itemData(i) for i in range(panel.battery_gun.count())]
    assert "wespe" in guns and "pz4h" not in guns
    panel.battery_gun.setCurrentIndex(panel.battery_gun.findData("wespe"))
    panel.battery_count.setValue(4)
    qtbot.mouseClick(panel.add_battery_button, LEFT)
    assert panel.battery_lines() == [f"4 x {CAT['wespe'].name} on the table, set up — 200 pts"]
    assert "200 in batteries" in dialog.checks_text()
    qtbot.mouseClick(dialog.place_button, LEFT)
    battle = window.session.battle
    assert [u.type for u in battle.units] == ["wespe"] * 4
    assert [(b.kind.value, b.units) for b in battle.batteries] == [("on_board", tuple(u.id for u in battle.units))]


def test_place_forces_and_morefire_forces_write_the_same_file(
    window: MainWindow, qtbot, builders, tmp_path, capsys
) -> None:

    open_on(window, settings={"sequence": "strict"})
    start = tmp_path / "start.yaml"
    window.session.save(start)
    window.session.path = None
    dialog = open_builder(window, builders)
    buy(dialog, qtbot, "axis", "pz4h", 2)
    buy(dialog, qtbot, "axis", "R", 3)
    buy_batteries(dialog, qtbot, "axis")
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert dialog.placed
    assert_placed_alike(
        window,
        start,
        tmp_path,
        capsys,
        "--side",
        "axis",
        "--buy",
        "pz4h:2,R:3",
        "--battery",
        "lefh18:4",
        "--battery",
        "off:4:150",
    )


def test_a_formation_is_bought_in_the_window_as_by_morefire_forces(
    window: MainWindow, qtbot, builders, tmp_path, capsys
) -> None:

    open_on(window, settings={"sequence": "strict"})
    start = tmp_path / "start.yaml"
    window.session.save(start)
    window.session.path = None
    dialog = open_builder(window, builders)
    panel = dialog.panels["axis"]
    dialog.tabs.setCurrentWidget(panel)
    assert panel.formation.isVisibleTo(dialog)  # the German army has the Waffen SS (3.3)
    assert [panel.formation.itemText(i) for i in range(panel.formation.count())] == ["No formation", "Waffen SS"]
    allies = dialog.panels["allies"].formation  # the Red Army has the Guard
    assert [allies.itemText(i) for i in range(allies.count())] == ["No formation", "Guard"]
    panel.formation.setCurrentIndex(panel.formation.findData("waffen_ss"))
    buy(dialog, qtbot, "axis", "R", 3)
    panel.formation.setCurrentIndex(panel.formation.findData(None))
    buy(dialog, qtbot, "axis", "R", 1)
    rows = bought_rows(dialog, "axis")
    assert [r[0].endswith("(Waffen SS)") for r in rows] == [True, False] and [r[2] for r in rows] == [3, 1]
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert dialog.placed
    from morefire_gui.rules.infantry.suicide_squads import Formation

    placed = [u.formation for u in window.session.battle.units if u.side == "axis"]
    assert sorted(placed, key=str) == sorted([Formation.WAFFEN_SS] * 3 + [None], key=str)
    data = assert_placed_alike(window, start, tmp_path, capsys, "--side", "axis", "--buy", "R:3:waffen_ss,R:1")
    assert [u["formation"] for u in data["placed"]].count("waffen_ss") == 3


def test_a_strict_battle_under_way_refuses_buying_in_the_window(window: MainWindow, qtbot, builders) -> None:
    data = battle_data(settings={"sequence": "strict"})
    data["turn"] = 2
    window.replace_session(BattleSession(Battle.model_validate(data), None, CAT, rule_tables()))
    dialog = open_builder(window, builders)
    buy(dialog, qtbot, "axis", "R", 2)
    assert not dialog.place_button.isEnabled()
    assert "buying forces is part of the set-up, and play has begun (turn 2)" in dialog.place_button.toolTip()
    assert dialog.place_button.toolTip().endswith("(Sequence of play)")
    assert "Cannot place: buying forces is part of the set-up" in dialog.status.text()
    assert dialog.place() is False and window.session.battle.units == []


def test_an_island_attacker_buys_its_three_waves_and_the_window_and_morefire_forces_place_them_alike(
    window: MainWindow, qtbot, builders, tmp_path, capsys
) -> None:
    """ISLAND A: the attacker buys every wave in one purchase (each wave's 20% is of the whole army); Place Forces
    lays the waves out one behind the other from the water's edge, and ``morefire forces --buy TYPE:N@WAVE`` writes
    the same file."""
    from tests.equivalence import run_cli

    start = tmp_path / "island.yaml"
    assert run_cli("scenario", "--special", "island", "--seed", "3", "--create", start, capsys=capsys)[0] == 0
    window.replace_session(BattleSession.open(start))
    attacker = window.session.battle.mission.attacker
    dialog = open_builder(window, builders)
    panel = dialog.panels[attacker]
    for wave, picks in ((1, (("R", 4), ("MMG", 2))), (2, (("R", 4),)), (3, (("R", 3), ("LMG", 1)))):
        panel.wave.setCurrentIndex(panel.wave.findData(wave))
        for unit_type, count in picks:
            buy(dialog, qtbot, attacker, unit_type, count)
    assert "✔ ISLAND A: wave 1" in dialog.checks_text()
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert dialog.placed
    placed = [u for u in window.session.battle.units if u.side == attacker]
    assert sorted({u.wave for u in placed}) == [1, 2, 3]
    data = assert_placed_alike(
        window, start, tmp_path, capsys, "--side", attacker, "--buy", "R:4@1,MMG:2@1,R:4@2,R:3@3,LMG:1@3"
    )
    assert [p["wave"] for p in data["placed"]] == [1] * 6 + [2] * 4 + [3] * 4


def test_build_forces_fits_a_laptop_without_scrolling_sideways(window: MainWindow, qtbot, builders) -> None:
    """On a 1366 x 768 screen Build Forces is 1060 pixels wide: what a side has spent (with the points on the table
    and in batteries already) wraps within it, and nothing has to be scrolled sideways to be read."""
    from PySide6.QtWidgets import QScrollArea

    battle = window.session.battle
    battle.sides = [
        s.model_copy(update={"airstrikes_bought": ("ju87d", "ju87d")}) if s.id == "axis" else s for s in battle.sides
    ]
    dialog = open_builder(window, builders)
    dialog.resize(1060, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    axis = dialog.panels["axis"]
    assert (
        "1461 on the table already, 100 in off-table batteries already, 160 in airstrikes bought before"
        in axis.spent.text()
    )
    scroll = dialog.findChild(QScrollArea)
    assert scroll.horizontalScrollBar().maximum() == 0
    assert axis.spent.width() <= scroll.viewport().width()
    dialog.reject()


def test_tarawas_japanese_place_their_counters_hidden_with_the_fake_markers_the_scenario_gives(
    window: MainWindow, qtbot, builders, tmp_path, capsys
) -> None:
    """TARAWA: "the Japanese player deploys markers representing fake (1/3) and actual (2/3) positions". Place Forces
    offers the defender its fake markers (half as many as its actual positions, rounded up), shows a split other than
    one third broken with what the rule requires, and places them through the same action as ``morefire forces
    --hidden --fakes N``; the attacker is offered none."""

    open_on(window, special="tarawa", axis="japan", allies="usa", attacker="allies", ratio=(3, 1))
    start = tmp_path / "start.yaml"
    window.session.save(start)
    window.session.path = None
    dialog = open_builder(window, builders)
    japanese, americans = dialog.panels["axis"], dialog.panels["allies"]
    dialog.tabs.setCurrentWidget(americans)
    assert americans.isVisibleTo(dialog) and not americans.hidden.isVisibleTo(dialog)
    assert not americans.fakes.isVisibleTo(dialog)
    dialog.tabs.setCurrentWidget(japanese)
    assert japanese.hidden.isVisibleTo(dialog) and japanese.hidden.isChecked() and not japanese.hidden.isEnabled()
    buy(dialog, qtbot, "axis", "R", 7)
    assert japanese.fakes.value() == 4  # 7 actual positions: 3.5 fakes, rounded up
    assert "The scenario gives 4 fake markers" in japanese.fakes_note.text()
    assert "✔ TARAWA: Axis: 11 markers: 7 actual positions and 4 fake (fake 1/3, actual 2/3)" in dialog.checks_text()
    assert dialog.place_button.isEnabled()
    japanese.fakes.setValue(2)
    said = (
        "Axis: 2 fake markers with 7 actual positions: one third of the markers are fake, so 7 actual positions take 4 "
        "fake markers (half as many, rounded up)"
    )
    assert f"✘ TARAWA: {said}" in dialog.checks_text() and dialog.checks_text().count(said) == 1
    assert not dialog.place_button.isEnabled() and said in dialog.place_button.toolTip()
    assert dialog.status.text() == ""  # said once, in the limits
    japanese.fakes.setValue(4)
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert dialog.placed
    units = window.session.battle.units
    assert len(units) == 11 and sum(u.decoy for u in units) == 4 and all(u.status == ("hidden",) for u in units)
    assert_placed_alike(window, start, tmp_path, capsys, "--side", "axis", "--buy", "R:7", "--hidden", "--fakes", "4")


def test_a_jungle_battles_sides_may_place_their_counters_hidden_with_up_to_a_third_fake(
    window: MainWindow, qtbot, builders, tmp_path, capsys
) -> None:
    """JUNGLE: "Hidden markers can be used". Place Forces offers every side of a jungle battle the hidden deployment,
    unticked (it is an option), with fake markers up to one third of the markers; more is shown broken under rule
    JUNGLE with the most the rule allows, fewer will do, and the counters are placed through the same action as
    ``morefire forces --hidden --fakes N``."""

    open_on(window, settings={"terrain_type": "jungle"})
    start = tmp_path / "start.yaml"
    window.session.save(start)
    window.session.path = None
    dialog = open_builder(window, builders)
    dialog.show()
    qtbot.waitExposed(dialog)
    germans, russians = dialog.panels["axis"], dialog.panels["allies"]
    for panel in (germans, russians):
        dialog.tabs.setCurrentWidget(panel)
        box = panel.hidden.parentWidget()
        assert box.isVisible() and box.title() == "Hidden deployment (JUNGLE)"
        assert panel.hidden.isEnabled() and not panel.hidden.isChecked()  # "can": the player's choice
        assert not panel.fakes.isEnabled() and panel.fakes.value() == 0
        assert panel.fakes_note.text() == (
            "JUNGLE: hidden markers can be used: any side may deploy hidden, with fake markers up to one third of the "
            "markers"
        )
    buy(dialog, qtbot, "allies", "R", 7)
    assert "JUNGLE" not in dialog.checks_text()  # not used: no limit of it
    qtbot.mouseClick(russians.hidden, LEFT)
    assert russians.hidden.isChecked() and russians.fakes.isEnabled()
    assert russians.fakes.value() == 4  # 7 actual positions: at most 3.5 fakes, rounded up
    assert russians.fakes_note.text().startswith("JUNGLE allows up to 4 fake markers")
    assert "✔ JUNGLE: Allies: 11 markers: 7 actual positions and 4 fake (at most 1/3 fake)" in dialog.checks_text()
    assert dialog.place_button.isEnabled()
    russians.fakes.setValue(5)
    said = (
        "Allies: 5 fake markers with 7 actual positions: at most one third of the markers may be fake, so 7 actual "
        "positions take at most 4 fake markers (half as many, rounded up)"
    )
    assert f"✘ JUNGLE: {said}" in dialog.checks_text() and dialog.checks_text().count(said) == 1
    assert not dialog.place_button.isEnabled() and said in dialog.place_button.toolTip()
    russians.fakes.setValue(2)  # fewer will do
    assert "✔ JUNGLE: Allies: 9 markers: 7 actual positions and 2 fake (at most 1/3 fake)" in dialog.checks_text()
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert dialog.placed
    units = window.session.battle.units
    assert len(units) == 9 and sum(u.decoy for u in units) == 2 and all(u.status == ("hidden",) for u in units)
    assert {u.side for u in units} == {"allies"}
    assert_placed_alike(window, start, tmp_path, capsys, "--side", "allies", "--buy", "R:7", "--hidden", "--fakes", "2")


def test_an_island_defender_places_after_the_attackers_waves(window: MainWindow, qtbot, builders) -> None:
    """ISLAND: "A. Secretly the attacker assigns his units to waves ... B. The defender then deploys his forces." The
    Japanese defender's purchase alone shows ISLAND B broken and Place Forces places nothing; bought with the
    attacker's waves, Place Forces places the attacker's first and then the defender's."""
    open_on(
        window,
        special="island",
        year=1943,
        axis="japan",
        allies="usa",
        attacker="allies",
        settings={"sequence": "strict"},
    )
    dialog = open_builder(window, builders)
    buy(dialog, qtbot, "axis", "R", 4)
    assert (
        "✘ ISLAND B: Axis (defender) deploys only after Allies (attacker) has secretly assigned its units to waves"
        in dialog.checks_text()
    )
    assert not dialog.place_button.isEnabled()
    panel = dialog.panels["allies"]
    for wave in (1, 2, 3):
        panel.wave.setCurrentIndex(panel.wave.findData(wave))
        buy(dialog, qtbot, "allies", "R", 2)
    assert "✔ ISLAND B: Axis (defender) deploys after Allies (attacker) has assigned its units to waves" in (
        dialog.checks_text()
    )
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert dialog.placed
    assert [u.side for u in window.session.battle.units] == ["allies"] * 6 + ["axis"] * 4


def test_a_generated_battles_sides_are_named_once_in_the_budgets(window: MainWindow, builders) -> None:
    """A generated battle names its sides "Attacker" and "Defender": the budgets, the tabs and the panels' headings
    say each by its allegiance with its role once, as the roster and the board do."""
    from morefire_gui.gui.features.scenario import ScenarioFeature
    from morefire_gui.rules.scenario.system import ScenarioChoices
    from morefire_gui.rules.scenario.terms import Mission, Season, Theatre
    from morefire_gui.session.scenario import TableOptions, random_battle

    choices = ScenarioChoices(
        theatre=Theatre.RUSSIA, year=1943, season=Season.SUMMER, mission=Mission.ADVANCE_TO_CONTACT
    )
    assert window.feature(ScenarioFeature).open_random_battle(
        random_battle(choices, TableOptions(), rule_tables(), seed=5)
    )
    attacker = window.session.battle.mission.attacker
    words = {"axis": "Axis", "allies": "Allies"}
    nations = {"axis": "Germany", "allies": "USSR"}
    defender = "allies" if attacker == "axis" else "axis"
    dialog = open_builder(window, builders)
    text = dialog.budget_label.text()
    assert text.startswith(f"<b>{words[attacker]} (attacker): ") and f"<b>{words[defender]} (defender): " in text, text
    assert "Attacker" not in text and "Defender" not in text and ") (" not in text
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert tabs == [
        f"{words[attacker]} (attacker, {nations[attacker]})",
        f"{words[defender]} (defender, {nations[defender]})",
    ]
    heading = dialog.panels[attacker].heading.text()
    assert heading.startswith(f"<b>{words[attacker]}</b> ({nations[attacker]}), the attacker"), heading


def test_the_builder_reads_whole_in_german_at_its_laptop_size(german, window: MainWindow, builders, qtbot) -> None:  # type: ignore[no-untyped-def]
    """On a 1366 x 768 screen the dialog is 1060 wide: in German too, every side's panel, its artillery batteries
    shown, fits without scrolling sideways (the Add Off-Table Battery button and the bought list's columns in sight)."""
    from PySide6.QtWidgets import QScrollArea

    open_on(window)
    from morefire_gui.gui.features.forces import ForcesFeature

    window.feature(ForcesFeature).build_forces()
    dialog = builders[-1]
    dialog.resize(1060, 720)
    scroll = dialog.findChild(QScrollArea)
    for panel in dialog.panels.values():
        dialog.tabs.setCurrentWidget(panel)
        panel.extras.setCurrentIndex(1)  # the Artillery batteries tab
        qtbot.wait(10)
        assert scroll.horizontalScrollBar().maximum() == 0, panel.side_id
        button = panel.add_off_battery_button
        page = panel.extras.currentWidget()  # the tab scrolls up and down within the height the unit lists leave it
        assert isinstance(page, QScrollArea) and page.horizontalScrollBar().maximum() == 0, panel.side_id
        page.ensureWidgetVisible(button)
        qtbot.wait(10)
        assert button.visibleRegion().boundingRect() == button.rect(), button.text()


def test_a_unit_out_of_service_in_the_year_names_table_i(window: MainWindow, qtbot, builders) -> None:
    """A unit bought, then the year set before its service: the limit shown names Table I, which sets the year, as
    every other limit names its rule (and ``morefire forces --json`` gives it as the limit's ``rule``)."""
    dialog = open_builder(window, builders)
    dialog.year_box.setValue(1944)
    buy(dialog, qtbot, "allies", "is2")
    dialog.year_box.setValue(1943)
    dialog.points.setValue(3000)  # within the budget: the year is the one limit broken
    assert "✘ Table I: IS-2 model 1944 was in service 1944-1945, not in 1943" in dialog.checks_text()
    assert dialog.place_button.toolTip().startswith("Not yet: Table I: IS-2 model 1944 was in service")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_on_a_laptop_the_whole_dialog_is_in_sight(window: MainWindow, qtbot, builders, request, lang: str) -> None:  # type: ignore[no-untyped-def]
    """At 1366 x 768 (the dialog fitted to the screen less the desktop's bars), in English and German, Build Forces
    reads without scrolling: the unit list's count and Add button, the points spent and the limits are in sight, the
    sides' lists taking the height left to them."""
    from PySide6.QtWidgets import QApplication, QScrollArea

    from tests.gui.test_docks_at_1366 import in_sight

    if lang == "de":
        request.getfixturevalue("german")
    dialog = open_builder(window, builders)
    dialog.resize(1060, 700)
    QApplication.processEvents()
    scroll = dialog.findChild(QScrollArea)
    assert scroll.verticalScrollBar().maximum() == 0
    for side, panel in dialog.panels.items():
        dialog.tabs.setCurrentWidget(panel)
        QApplication.processEvents()
        for widget in (panel.available, panel.count, panel.add_button, panel.bought, panel.spent, dialog.checks):
            assert widget.isVisible() and in_sight(widget, scroll), (lang, side, widget)
    buy(dialog, qtbot, "axis", "R", 3)
    assert dialog.panels["axis"].bought.rowCount() == 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_on_a_laptop_the_points_box_is_compact(window: MainWindow, qtbot, builders, request, lang: str) -> None:  # type: ignore[no-untyped-def]
    """At 1366 x 768 the Points box is compact: each setting has what it gives beside it (the ratio and where it comes
    from, the points and the budgets, the year and its note), the sides' lists getting the height; nothing is cut
    (every label's text has the height it needs, and nothing scrolls sideways)."""
    from PySide6.QtWidgets import QApplication, QScrollArea

    if lang == "de":
        request.getfixturevalue("german")
    dialog = open_builder(window, builders)
    dialog.resize(1060, 700)
    QApplication.processEvents()

    def row_of(widget) -> tuple[int, int]:  # type: ignore[no-untyped-def]
        top = widget.mapTo(dialog.budget_box, widget.rect().topLeft()).y()
        return top, top + widget.height()

    def same_row(a, b) -> bool:  # type: ignore[no-untyped-def]
        (a0, a1), (b0, b1) = row_of(a), row_of(b)
        return a0 < b1 and b0 < a1  # they overlap up and down

    assert same_row(dialog.ratio_source, dialog.attacker_side)
    assert same_row(dialog.budget_label, dialog.points)
    assert same_row(dialog.year_note, dialog.year_box)
    for label in (dialog.ratio_source, dialog.budget_label, dialog.year_note):
        assert label.height() >= label.heightForWidth(label.width()), label.text()
    line = dialog.fontMetrics().height()
    assert dialog.budget_box.height() <= 11 * line, (dialog.budget_box.height(), line)  # six rows took 13
    assert dialog.findChild(QScrollArea).horizontalScrollBar().maximum() == 0


def test_a_landing_note_reads_whole_in_german(german) -> None:  # type: ignore[no-untyped-def]
    """The landing side's counters named in the nominative, the beach and the waves after them: no "von seinen 3 neue
    Spielsteine"."""
    from shapely.geometry import Polygon as Area

    from morefire_gui.geometry.force_placement import DeploymentArea, DeploymentGround, RowLayout
    from morefire_gui.gui.said import said
    from morefire_gui.session.forces import landing_note

    zone = Area([(0, 0), (72, 0), (72, 12), (0, 12)])
    area = DeploymentArea("axis", zone, "its zone")
    beach, no_beach = DeploymentGround(area, zone, zone, "its zone"), DeploymentGround(area, zone, Area(), "its zone")
    laid = RowLayout((), (), 1, landed=2, waves_apart=True)
    assert said(landing_note("Achse", 3, [1], no_beach, laid)) == (
        "Die Seite Achse landet Welle 1 vom Wasser an ihrem Landungsort: 3 neue Spielsteine"
    )
    assert said(landing_note("Achse", 3, [2], beach, RowLayout((), (), 1))) == (
        "Die Seite Achse landet Welle 2 vom Wasser an ihrem Landungsort: 3 neue Spielsteine; keiner am Strand"
    )
    assert said(landing_note("Achse", 6, [1, 2, 3], beach, laid)) == (
        "Die Seite Achse landet vom Wasser an ihrem Landungsort: 6 neue Spielsteine; 2 am Strand, ihre Wellen hintereinander "
        "von der Wasserlinie aus (Welle 1, Welle 2, Welle 3)"
    )


# -- the limits pane at 1366 x 768 -----------------------------------------------------------------------------------
def many_limits(dialog: ForceBuilderDialog, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Germans buy eight kinds of unit, then the year is set to 1930: a line for each unit out of service."""
    dialog.by_year.setChecked(False)
    panel = dialog.panels["axis"]
    dialog.tabs.setCurrentWidget(panel)
    for row in range(8):
        panel.available.setCurrentRow(row)
        qtbot.mouseClick(panel.add_button, LEFT)
    dialog.year_box.setValue(1930)
    dialog.by_year.setChecked(True)


def test_at_1366_the_limits_take_the_height_their_lines_need_and_the_lists_the_rest(
    window: MainWindow, qtbot, builders
) -> None:  # type: ignore[no-untyped-def]
    """Two limits take two lines' height, no empty band under them; many take more, up to a quarter of the height they
    share with the sides' panels, and scroll within it; the unit list's Add button and the bought list stay in sight."""
    from PySide6.QtWidgets import QApplication, QScrollArea

    from tests.gui.test_docks_at_1366 import in_sight

    dialog = open_builder(window, builders)
    dialog.resize(1060, 700)
    QApplication.processEvents()
    checks, line = dialog.checks, dialog.checks.fontMetrics().lineSpacing()
    assert dialog.checks_text().count("\n") == 1  # the two sides' budgets
    assert checks.verticalScrollBar().maximum() == 0
    assert checks.viewport().height() - checks.document().size().height() < line, "an empty band under the limits"
    two_lines = checks.height()
    from morefire_gui.gui.dialogs.force_builder import LIMITS_SHARE

    many_limits(dialog, qtbot)
    QApplication.processEvents()
    assert dialog.checks_text().count("\n") >= 8
    shared = sum(dialog.limits_splitter.sizes())
    assert two_lines + 2 * line <= checks.height() and dialog.limits_splitter.sizes()[1] <= shared * LIMITS_SHARE + 1
    assert checks.verticalScrollBar().maximum() > 0  # the rest scroll within the pane
    scroll = dialog.findChild(QScrollArea)
    assert scroll.verticalScrollBar().maximum() == 0
    panel = dialog.panels["axis"]
    for widget in (panel.add_button, panel.bought, panel.spent, checks):
        assert in_sight(widget, scroll), widget


def test_the_player_drags_the_limits_higher_and_they_stay_so(window: MainWindow, qtbot, builders) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    dialog = open_builder(window, builders)
    dialog.resize(1060, 700)
    QApplication.processEvents()
    before = dialog.limits_splitter.sizes()[1]
    handle = dialog.limits_splitter.handle(1)
    middle = handle.rect().center()
    qtbot.mousePress(handle, LEFT, pos=middle)
    qtbot.mouseMove(handle, middle - QPoint(0, 40))
    qtbot.mouseMove(handle, middle - QPoint(0, 80))
    qtbot.mouseRelease(handle, LEFT, pos=middle - QPoint(0, 80))
    dragged = dialog.limits_splitter.sizes()[1]
    assert dragged >= before + 60
    buy(dialog, qtbot, "axis", "R", 3)  # the limits said again: the pane keeps the height the player gave it
    QApplication.processEvents()
    assert dialog.limits_splitter.sizes()[1] == dragged


def test_the_bought_list_keeps_room_for_its_lines_at_1366_and_the_airstrikes_show_whole_at_1920(
    window: MainWindow, qtbot, builders
) -> None:  # type: ignore[no-untyped-def]
    """At 1366 x 768 the airstrikes and batteries tab scrolls within a share of the column and the bought list keeps
    room for two lines and more; at 1920 x 1080 (the dialog at its full 1060 x 860) the airstrikes tab shows whole."""
    from PySide6.QtWidgets import QApplication, QScrollArea

    dialog = open_builder(window, builders)
    dialog.resize(1060, 700)
    for unit_type in ("R", "pz4h", "pak40"):
        buy(dialog, qtbot, "axis", unit_type)
    QApplication.processEvents()
    bought = dialog.panels["axis"].bought
    assert bought.rowCount() == 3
    assert bought.viewport().height() >= 2 * bought.rowHeight(0), bought.viewport().height()
    dialog.resize(1060, 860)
    QApplication.processEvents()
    page = dialog.panels["axis"].extras.widget(0)
    assert isinstance(page, QScrollArea) and page.verticalScrollBar().maximum() == 0
    assert bought.viewport().height() >= 3 * bought.rowHeight(0)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_at_1366_the_search_and_each_tab_of_airstrikes_and_batteries_read_whole(  # type: ignore[no-untyped-def]
    lang: str, request, window: MainWindow, qtbot, builders
) -> None:
    """At 1366 x 768 (the dialog 1060 x 720), in English and German: the search field's hint ("Nach Name oder Kennung
    suchen"), the Airstrikes tab and the Artillery batteries tab (the gun and its price: "Wespe (SdKfz 124) — 50 Pkt. je
    Geschütz") read whole, for both sides."""
    from PySide6.QtWidgets import QApplication

    from tests.gui.text_fit import misfits

    if lang == "de":
        request.getfixturevalue("german")
    dialog = open_builder(window, builders)
    dialog.resize(1060, 720)
    for panel in dialog.panels.values():
        dialog.tabs.setCurrentWidget(panel)
        for i in range(panel.extras.count()):
            panel.extras.setCurrentIndex(i)
            for _ in range(3):
                QApplication.processEvents()
            assert misfits(dialog) == [], (panel.side_id, panel.extras.tabText(i))


def test_a_formation_of_another_army_names_the_nations_in_german(german) -> None:  # type: ignore[no-untyped-def]
    """3.3: the Guard is the Red Army's; the refusal names the armies by their names in the window's language, never
    by the ids of the file ("ussr", "germany")."""
    from morefire_gui.gui.said import said
    from morefire_gui.model.actions.forces import BuyForces, UnitPick
    from morefire_gui.rules.dice import ScriptedDice
    from morefire_gui.rules.infantry.suicide_squads import Formation
    from tests.session.test_forces import session_of

    wrong = session_of(year=1942).perform(
        BuyForces(side="axis", units=(UnitPick(type="R", count=1, formation=Formation.GUARD),)), ScriptedDice([])
    )
    assert wrong.refused and "the Guard is a formation of USSR's army; Axis (Germany) has none" in wrong.reason
    text = said(wrong.reason)
    assert "Armee (UdSSR); die Seite Achse (Deutschland) hat keinen" in text, text
    assert "ussr" not in text and "germany" not in text


def test_the_airstrikes_and_batteries_tabs_keep_their_lines_together_at_the_top(
    window: MainWindow, qtbot, builders
) -> None:
    """A tall dialog gives the Airstrikes and Artillery batteries tabs more height than their lines need: the lines
    stay together under the tab's top, one after the other, the room left under them (not spread down the tab)."""
    open_on(window, airstrikes={"axis": 1, "allies": 0})
    dialog = open_builder(window, builders)
    dialog.resize(1060, 860)
    panel = dialog.panels["axis"]
    for index in range(panel.extras.count()):
        panel.extras.setCurrentIndex(index)
        QApplication.processEvents()
        page = panel.extras.currentWidget().widget()  # type: ignore[attr-defined]
        shown = sorted(
            (w for w in page.findChildren(QWidget) if w.isVisibleTo(page) and w.parentWidget() is page),
            key=lambda w: w.y(),
        )
        assert page.height() > shown[-1].geometry().bottom() + 40, panel.extras.tabText(index)  # room to spare
        gaps = [b.y() - a.geometry().bottom() for a, b in itertools.pairwise(shown)]
        assert shown[0].y() <= 12 and max(gaps) <= 12, (panel.extras.tabText(index), gaps)


def test_why_the_forces_cannot_be_placed_reads_as_written(window: MainWindow, qtbot, builders) -> None:  # type: ignore[no-untyped-def]
    """A table laid by hand, not yet complete: the dialog says why the forces wait, its menu path "Battle > Placement
    Complete" as written, not "Battle &gt; Placement Complete", and no command of the command line."""
    from morefire_gui.rules.scenario.system import ScenarioChoices
    from morefire_gui.session.scenario import TableOptions, random_battle

    made = random_battle(ScenarioChoices(), TableOptions(), window.session.tables, seed=5, by_hand=True)
    window.replace_session(BattleSession.from_scenario(made, CAT, window.session.tables))
    dialog = open_builder(window, builders)
    buy(dialog, qtbot, made.battle.mission.defender, "R")
    said = dialog.status.text()
    assert "(Battle > Placement Complete)" in said and "&gt;" not in said, said
    assert "morefire" not in said and "--" not in said, said
