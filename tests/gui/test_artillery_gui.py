"""Artillery on the board: a barrage fired from the board with its dialog (a free battle), the written request the
Barrage tool writes in artillery step C of a battle kept to the sequence of play (and what it refuses, with the step
and the rule), a mission landing shown in the barrage dialog, a battery's set-up and breakdown from the dock, the
template and registration points."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
import yaml
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from morefire_gui.gui.dialogs.barrage import AUTO, OFF_BOARD, UNOBSERVED
from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.artillery import BatteryDefinition, FireMissionRecord
from morefire_gui.model.battle import SequenceMode, Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.artillery.barrage import Pattern
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.artillery import template_zone
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly, to_view
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def dialogs(barrage_dialogs):  # type: ignore[no-untyped-def]
    """The barrage dialogs opened, without their modal loop (tests/gui/conftest.py)."""
    return barrage_dialogs


def demo_battle(
    demo_path: Path,
    out: Path,
    *,
    strict: bool = False,
    step: str | None = None,
    turn: int = 1,
    missions: list[dict[str, Any]] = (),
    in_transit: str | None = None,
    bought: dict[str, tuple[str, ...]] | None = None,
) -> Path:
    """The demo battle, changed and saved (with its dice seed, so that a window and a command started from the file
    roll the same faces): kept to the sequence of play, at a step, with fire missions, a battery in transit, the
    airstrikes each side's forces have (``bought``: side id to aircraft ids)."""
    session = BattleSession.open(demo_path)
    b = session.battle
    b.dice_seed = 4711  # the same faces in every run
    if strict:
        b.settings = b.settings.model_copy(update={"sequence": SequenceMode.STRICT})
    b.step, b.turn = step, turn
    b.fire_missions = [FireMissionRecord.model_validate(m) for m in missions]
    if in_transit is not None:
        b.batteries = [
            x.model_copy(update={"deployment": DeploymentState.IN_TRANSIT}) if x.id == in_transit else x
            for x in b.batteries
        ]
    if bought:
        b.sides = [x.model_copy(update={"airstrikes_bought": bought.get(x.id, ())}) for x in b.sides]
    session.save(out)
    return out


@pytest.fixture
def open_window(qtbot):  # type: ignore[no-untyped-def]
    """A window on a battle file (closed quietly at the end)."""
    opened: list[MainWindow] = []

    def make(path: Path) -> MainWindow:
        window = MainWindow(BattleSession.open(path))
        window.resize(1400, 900)
        window.show()
        qtbot.waitExposed(window)
        window.view.fit_table()
        window.undo_stack.setClean()
        opened.append(window)
        return window

    yield make
    for window in opened:
        close_quietly(window)


def click_board(qtbot, window: MainWindow, x: float, y: float) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, x, y))


# -- a free battle: the barrage fires at once --------------------------------------------------------------------------------


def test_barrage_from_the_board_lists_every_unit_in_the_circle(qtbot, window: MainWindow, dialogs) -> None:
    window.set_tool("barrage")
    # SMG squad 1 stands at 20, 31 (2.1 in from the aim); SMG squad 2 at 26, 29 (4.5 in: its base reaches in).
    click_board(qtbot, window, 21.5, 29.5)
    dialog = dialogs[-1]
    assert dialog.aim_x.value() == pytest.approx(21.5, abs=0.1)
    assert dialog.request_button.isHidden()  # a free battle fires at once
    dialog.side.setCurrentIndex(dialog.side.findData("axis"))
    dialog.battery.setCurrentIndex(dialog.battery.findData(OFF_BOARD))
    dialog.guns.setValue(6)
    dialog.calibre.setValue(160)  # 6 x 160 mm spread: 450 yd across (4.5), radius 4.5 in at 1:50
    dialog.aim_x.setValue(21.5)
    dialog.aim_y.setValue(29.5)
    dialog.observed.setCurrentIndex(dialog.observed.findData(UNOBSERVED))
    assert "450 yd across" in dialog.plan_view.toPlainText()
    assert "unobserved" in dialog.plan_view.toPlainText()
    # Error d10 1 reads 0 (the "0-1" column): 0 yards, so no direction die; then a d100 per unit in the zone.
    window.session.dice = ScriptedDice([1, 5, 95])
    qtbot.mouseClick(dialog.fire_button, LEFT)
    rows = dialog.target_rows()
    assert [r[0] for r in rows] == ["SMG squad 1", "SMG squad 2"]  # battle-file order, by name
    assert rows[0][2] == "in" and rows[1][2] == "partly"
    # Infantry in the open is class A; 160 mm is in the hit chart's 111-160 mm column: 70% (4.6).
    assert rows[0][3] == "A" and rows[0][4] == "70%" and rows[0][5] == "5" and rows[0][6] == "destroyed"
    assert rows[1][5] == "95" and rows[1][6] == "no effect"
    assert window.scene.barrage.isVisible() and window.scene.barrage.impact == pytest.approx((21.5, 29.5))
    assert window.scene.units["su13"].zone_mark == "in" and window.scene.units["su14"].zone_mark == "partly"
    assert "d10 for artillery error" in dialog.result_view.toPlainText()
    # Fire put the hits on the units as one undoable step, with its log entry; undo takes the damage, not the roll.
    assert window.session.battle.unit("su13").has(Status.DESTROYED)
    assert window.session.battle.log[-1].kind == "barrage" and window.undo_stack.count() == 1
    assert window.session.battle.actions[-1].kind == "barrage"
    window.undo_action.trigger()
    assert window.session.battle.unit("su13").status == ()
    assert window.session.battle.log[-1].kind == "barrage"


def _fire_at_the_smg_squads(qtbot, window: MainWindow, dialogs, faces: list[int]) -> None:  # type: ignore[no-untyped-def]
    """6 x 160 mm, unobserved, at 21.5, 29.5: SMG squad 1 in the zone, SMG squad 2 partly (the error d10 first)."""
    window.set_tool("barrage")
    click_board(qtbot, window, 21.5, 29.5)
    dialog = dialogs[-1]
    dialog.side.setCurrentIndex(dialog.side.findData("axis"))
    dialog.battery.setCurrentIndex(dialog.battery.findData(OFF_BOARD))
    dialog.guns.setValue(6)
    dialog.calibre.setValue(160)
    dialog.aim_x.setValue(21.5)
    dialog.aim_y.setValue(29.5)
    dialog.observed.setCurrentIndex(dialog.observed.findData(UNOBSERVED))
    window.session.dice = ScriptedDice(faces)
    qtbot.mouseClick(dialog.fire_button, LEFT)


def test_a_barrage_fired_at_once_stays_on_the_board_as_every_side_sees_it(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    """Fired: while the dialog's own mark shows the aim, the drift and the zone, the landing is not drawn twice; that
    mark cleared, the board keeps where it landed and its zone (no aim, no drift, no battery), in this turn; Undo takes
    it off."""
    _fire_at_the_smg_squads(qtbot, window, dialogs, [1, 5, 95])
    (mark,) = window.scene.landed
    # The firing side's own mark (aim, drift, zone) on show: the landing is not drawn a second time under it.
    assert window.scene.barrage.isVisible() and not mark.isVisible()
    dialogs[-1].close()
    window.scene.clear_previews()  # a hand-over, or another tool: the firing side's own mark goes
    QApplication.processEvents()
    assert mark.isVisible() and mark.impact == pytest.approx((21.5, 29.5)) and mark.aim is None
    assert mark.radius == pytest.approx(window.session.geometry.to_table(450 / 2))
    assert mark.caption == "Barrage by Kampfgruppe Peiper: 450 yd zone"
    window.undo_action.trigger()
    assert window.scene.landed == []


@pytest.mark.parametrize(
    ("faces", "english", "german_text"),
    [
        ([1, 5, 95], "2 units in the zone, 1 hit", "2 Einheiten in der Zone, 1 getroffen"),
        ([1, 95, 95], "2 units in the zone, none hit", "2 Einheiten in der Zone, keine getroffen"),
    ],
)
def test_the_log_counts_the_units_in_the_zone_in_words(  # type: ignore[no-untyped-def]
    german, qtbot, window: MainWindow, dialogs, faces: list[int], english: str, german_text: str
) -> None:
    _fire_at_the_smg_squads(qtbot, window, dialogs, faces)
    entry = window.session.battle.log[-1]
    assert entry.summary == f"impact 21.5, 29.5; {english}"  # the battle file keeps the English
    shown = window.log.battle_entries()[-1]
    assert shown.endswith(f"Einschlag 21,5 / 29,5; {german_text}") and "(" not in shown


def test_the_battle_log_names_the_side_that_fired_by_its_name(qtbot, window: MainWindow, dialogs) -> None:
    """The log's side column and the entry's detail read the side as the players know it, not the file's id."""
    window.set_tool("barrage")
    click_board(qtbot, window, 21.5, 29.5)
    dialog = dialogs[-1]
    dialog.side.setCurrentIndex(dialog.side.findData("axis"))
    assert dialog.side.currentText() == "Kampfgruppe Peiper (Germany)"  # its nation by name, too
    dialog.battery.setCurrentIndex(dialog.battery.findData(OFF_BOARD))
    dialog.observed.setCurrentIndex(dialog.observed.findData(UNOBSERVED))
    window.session.dice = ScriptedDice([1] + [99] * 20)
    qtbot.mouseClick(dialog.fire_button, LEFT)
    dialog.accept()
    tree = window.log.tree
    turn = tree.topLevelItem(tree.topLevelItemCount() - 1)
    row = turn.child(turn.childCount() - 1)
    assert row.text(1) == "Kampfgruppe Peiper"
    tree.setCurrentItem(row)
    detail = window.log.detail.toPlainText()
    assert "· Kampfgruppe Peiper ·" in detail and "· axis ·" not in detail
    entry = window.session.battle.log[-1]
    assert entry.at not in detail and "T" not in detail.split("· Kampfgruppe Peiper ·")[1].split("·")[0]
    # On a wide screen the side's name has the room to be read whole in the list.
    window.resize(1900, 1050)
    qtbot.waitUntil(lambda: tree.viewport().width() > 800)
    needed = tree.fontMetrics().horizontalAdvance("Kampfgruppe Peiper")
    qtbot.waitUntil(lambda: tree.header().sectionSize(1) > needed)


def test_barrage_dialog_reports_observers_and_refuses_bad_requests(qtbot, window: MainWindow, dialogs) -> None:
    dialog = window.feature(ArtilleryFeature).open_barrage(
        (39.5, 21.5), "bty3"
    )  # Soviet 122 mm battery at the crossroad
    assert dialog.side_id == "allies"
    assert dialog.observed.currentData() == AUTO
    text = dialog.plan_view.toPlainText()
    assert "observed" in text and "lands 4 turns after it is called" in text  # USSR: 4 turns (4.2)
    # The time lapse table's row is named as the table's row, not as where the mission comes "from".
    assert "(4.2, row “USSR, Japan”)" in text and "from USSR, Japan" not in text
    dialog.aim_kind.setCurrentIndex(dialog.aim_kind.findData("rp"))
    dialog.add_drop.setValue(800)
    assert dialog.fire_button.isEnabled()
    dialog.pattern.setCurrentIndex(1)  # converged in a basic game
    dialog.advanced.setChecked(False)
    assert not dialog.fire_button.isEnabled() and "converged" in dialog.error.text().lower()


def test_a_battery_that_fires_is_marked_in_the_same_step(qtbot, window: MainWindow, dialogs) -> None:
    """The Barrage tool marks a battery of the battle as having fired in artillery step A with the barrage (one undo
    step); a second barrage by it shows so before the dice — shown, not refused (a free battle)."""
    session = window.session
    dialog = window.feature(ArtilleryFeature).open_barrage((39.5, 21.5), "bty3")
    assert "already fired" not in dialog.plan_view.toPlainText()
    dialog.observed.setCurrentIndex(dialog.observed.findData(UNOBSERVED))
    session.dice = ScriptedDice([1] + [99] * 20)
    qtbot.mouseClick(dialog.fire_button, LEFT)
    assert dialog.outcome is not None and dialog.outcome.fired
    assert session.battle.acted == {"artillery.impact": ("bty3",)}
    assert window.undo_stack.count() == 1
    dialog.accept()
    again = window.feature(ArtilleryFeature).open_barrage((39.5, 21.5), "bty3")
    text = again.plan_view.toPlainText()
    assert "122 mm howitzer battery has already fired this turn" in text and "earlier barrage is in the log" in text
    assert again.fire_button.isEnabled()
    again.accept()
    window.undo_action.trigger()
    assert session.battle.acted == {}
    # Off-board guns set by hand are no battery of the battle: nothing is marked.
    hand = window.feature(ArtilleryFeature).open_barrage((39.5, 21.5))
    hand.battery.setCurrentIndex(hand.battery.findData(OFF_BOARD))
    hand.observed.setCurrentIndex(hand.observed.findData(UNOBSERVED))
    session.dice = ScriptedDice([1] + [99] * 20)
    qtbot.mouseClick(hand.fire_button, LEFT)
    assert hand.outcome is not None and session.battle.acted == {}
    hand.accept()


# -- a strict battle: the Barrage tool writes the request --------------------------------------------------------------------


def test_the_barrage_tool_writes_a_request_in_artillery_step_c(
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders"))
    assert window.feature(TurnsFeature).tools_for("artillery.orders")[0] == "barrage"  # the tool of step C
    window.set_tool("barrage")
    click_board(qtbot, window, 44.0, 30.0)
    dialog = dialogs[-1]
    assert not dialog.request_button.isHidden() and dialog.request_button.isEnabled()
    assert not dialog.fire_button.isEnabled() and not dialog.observed.isEnabled()
    assert dialog.battery.findData(OFF_BOARD) < 0  # a request is for a battery of the side
    assert not dialog.form.isRowVisible(dialog.salvoes)  # one salvo a turn: only ISLAND C's naval guns choose
    # The step takes the request: said as what the player does now, not as a refusal in red.
    assert dialog.error.text() == "" and not dialog.prompt.isHidden()
    assert dialog.prompt.text().startswith("This is artillery step C (") and "written request (4.11)" in (
        dialog.prompt.text()
    )
    assert "is decided when the rounds land" in dialog.plan_view.toPlainText()
    qtbot.mouseClick(dialog.request_button, LEFT)
    mission = window.session.battle.fire_mission("bty1")
    assert mission.at == (dialog.aim_x.value(), dialog.aim_y.value()) and mission.impact_turn == 4  # Germany: 3
    assert (
        "Request written" in dialog.result_view.toPlainText() and "lands in turn 4" in dialog.result_view.toPlainText()
    )
    assert window.session.battle.acted == {"artillery.orders": ("bty1",)}
    assert window.session.battle.log[-1].kind == "order" and window.session.battle.log[-1].secret
    dock = window.feature(TurnsFeature).dock
    assert any(when == "turn 4 (in 3 turns)" and "II./AR 2" in what for when, what in dock.coming_rows())
    assert window.undo_stack.count() == 1
    window.undo_action.trigger()
    assert window.session.battle.fire_mission("bty1") is None


def test_a_strict_battle_refuses_with_the_step_and_the_rule(
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window = open_window(
        demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.road", in_transit="bty2")
    )
    # A barrage is called by a written request in artillery step C: the Barrage tool and the Artillery dock's Fire… are
    # not offered, and say why; a click on Fire… opens nothing.
    assert not window.tool_actions["barrage"].isEnabled()
    assert "is artillery step C" in window.tool_actions["barrage"].toolTip()
    dock = window.feature(ArtilleryFeature).dock
    dock.show()
    select_battery(qtbot, dock, "bty1")
    assert not dock.fire_button.isEnabled()
    assert "calling a barrage by a written request is artillery step C" in dock.fire_button.toolTip()
    qtbot.mouseClick(dock.fire_button, LEFT)
    assert not dialogs and window.view.tool.name != "barrage"
    # Opened all the same (a landing's, a test's), the dialog says why not and offers nothing to press.
    window.feature(ArtilleryFeature).open_barrage(None, "bty1")
    dialog = dialogs[-1]
    error = dialog.error.text()
    assert "a barrage without a request" in error
    assert "writing an artillery order is artillery step C" in error and "this is movement step 1" in error
    assert not dialog.fire_button.isEnabled() and not dialog.request_button.isEnabled()
    dialog.accept()
    # In step C, a battery in transit is refused its request: it cannot fire (4.11).
    window.session.battle.step = "artillery.orders"
    window.feature(TurnsFeature).refresh()
    dialog = window.feature(ArtilleryFeature).open_barrage((44.0, 30.0), "bty2")
    assert "in transit" in dialog.error.text() and "(4.11)" in dialog.error.text()
    assert not dialog.request_button.isEnabled()
    assert window.undo_stack.count() == 0


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "a written request is given to a battery (4.11): Kampfgruppe Peiper has none"),
        ("de", "eine schriftliche Anforderung geht an eine Batterie (4.11): die Seite Kampfgruppe Peiper hat keine"),
    ],
)
def test_a_side_with_no_battery_is_told_by_its_name_that_a_request_needs_one(
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path, request, language: str, said: str
) -> None:
    """4.11: a battle kept to the sequence of play calls its fire by written request, given to a battery: a side
    that has none is told so in the Barrage tool's dialog, by the name the players gave it, never by its id."""
    if language == "de":
        request.getfixturevalue("german")
    path = demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders")
    session = BattleSession.open(path)
    session.battle.batteries = [b for b in session.battle.batteries if b.side != "axis"]
    session.save(path)
    window = open_window(path)
    window.set_tool("barrage")
    click_board(qtbot, window, 44.0, 30.0)
    dialog = dialogs[-1]
    dialog.side.setCurrentIndex(dialog.side.findData("axis"))
    assert dialog.battery.count() == 0
    assert dialog.error.text() == said
    assert not dialog.request_button.isEnabled() and not dialog.fire_button.isEnabled()
    dialog.side.setCurrentIndex(dialog.side.findData("allies"))  # a side with batteries writes its request
    assert dialog.battery.count() == 2 and dialog.request_button.isEnabled()
    assert "axis" not in dialog.error.text()


# -- a mission landing -------------------------------------------------------------------------------------------------------


def test_a_landing_is_shown_in_the_barrage_dialog(qtbot, open_window, demo_path: Path, tmp_path: Path) -> None:
    mission = {"battery": "bty1", "registration_point": 3, "called_turn": 1, "impact_turn": 1}
    window = open_window(demo_battle(demo_path, tmp_path / "due.yaml", step="movement.infantry", missions=[mission]))
    feature = window.feature(ArtilleryFeature)
    window.session.dice = ScriptedDice([1, 5, 95])  # observed 1: on the aim; SU-76 #1 hit, the ZiS-3 not
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)
    (dialog,) = feature.landing_dialogs
    assert dialog.isVisible() and dialog.fire_button.isHidden() and dialog.request_button.isHidden()
    assert [(r[0], r[5], r[6]) for r in dialog.target_rows()] == [
        ("SU-76 #1", "5", "destroyed"),
        ("ZiS-3", "95", "no effect"),
    ]
    assert "Fire mission landed" in dialog.windowTitle()
    plan = dialog.plan_view.toPlainText()
    assert "At impact the fire was observed (seen by StuG 2)" in plan  # decided when the rounds landed
    assert "d10 for artillery error" in dialog.result_view.toPlainText()
    assert window.scene.barrage.impact == pytest.approx((60, 31))
    assert window.session.battle.unit("su7").has(Status.DESTROYED)
    assert window.undo_stack.count() == 1  # the landing is part of the Next step
    # Acting with the battery in the phase dock shows it again; it rolls nothing.
    window.feature(TurnsFeature).act("bty1")
    assert len(feature.landing_dialogs) == 2 and window.session.dice.remaining == 0
    # One landing: its side's own entry (the battery, its aim and error, 4.1), and the landing every side sees.
    assert [(e.kind, e.secret) for e in window.session.battle.log if e.kind == "barrage"] == [
        ("barrage", True),
        ("barrage", None),
    ]


# -- set-up and breakdown from the dock (4.8) --------------------------------------------------------------------------------


def select_battery(qtbot, dock, battery: str) -> None:  # type: ignore[no-untyped-def]
    tree = dock.tree
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        for j in range(top.childCount()):
            if top.child(j).data(0, Qt.ItemDataRole.UserRole) == battery:
                tree.scrollToItem(top.child(j))
                rect = tree.visualItemRect(top.child(j))
                qtbot.mouseClick(tree.viewport(), LEFT, pos=rect.topLeft() + QPoint(8, rect.height() // 2))
                assert dock.selected_battery() == battery
                return
    raise AssertionError(f"{battery} is not listed")


def set_up_in_transit_battery(qtbot, open_window, demo_path: Path, tmp_path: Path, step: str):  # type: ignore[no-untyped-def]
    """A battle kept to the sequence of play, at ``step``, its 82 mm mortars in transit: Set Up pressed for them in
    the Artillery dock. The window and the dock."""
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step=step, in_transit="bty2"))
    dock = window.feature(ArtilleryFeature).dock
    dock.show()
    dock.raise_()
    select_battery(qtbot, dock, "bty2")
    qtbot.mouseClick(dock.set_up_button, LEFT)
    return window, dock


def test_set_up_and_breakdown_from_the_dock(qtbot, open_window, demo_path: Path, tmp_path: Path) -> None:
    # Movement step 1: not offered, with the step it belongs to; a click does nothing.
    window, dock = set_up_in_transit_battery(qtbot, open_window, demo_path, tmp_path, "movement.road")
    assert not dock.set_up_button.isEnabled() and not dock.breakdown_button.isEnabled()
    assert "setting up or breaking down a battery is artillery step C" in dock.set_up_button.toolTip()
    assert "\nSequence of play: " in dock.set_up_button.toolTip() and dock.battery_note.text() == ""
    assert window.session.battle.battery("bty2").deployment.value == "in_transit"
    window.session.battle.step = "artillery.orders"
    window.feature(TurnsFeature).refresh()
    select_battery(qtbot, dock, "bty2")
    qtbot.mouseClick(dock.set_up_button, LEFT)
    battery = window.session.battle.battery("bty2")
    assert (battery.deployment.value, battery.turns_remaining) == ("setting_up", 2)  # 4.8: mortars set up in 2
    assert "it fires from turn 3" in dock.battery_note.text()
    select_battery(qtbot, dock, "bty1")
    qtbot.mouseClick(dock.breakdown_button, LEFT)  # off-board batteries stay deployed
    assert "(4.8)" in dock.battery_note.text() and "off-board" in dock.battery_note.text()


def test_the_dock_gives_a_self_propelled_batterys_guns_and_calibre(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    # 4.8 "Self Propelled Guns": two Wespes (10.5 cm) on the board are a battery of two 105 mm guns.
    session = BattleSession.open(demo_path)
    b = session.battle
    b.units += [Unit(id=f"sp{i}", side="axis", type="wespe", at=(20.0 + 2 * i, 3.0), facing=180) for i in range(2)]
    b.batteries = [*b.batteries, BatteryDefinition(id="sp", side="axis", kind="on_board", units=("sp0", "sp1"))]
    session.save(tmp_path / "sp.yaml")
    window = open_window(tmp_path / "sp.yaml")
    dock = window.feature(ArtilleryFeature).dock
    dock.show()
    select_battery(qtbot, dock, "sp")
    (item,) = [i for i in dock.tree.selectedItems() if i.data(0, Qt.ItemDataRole.UserRole) == "sp"]
    assert item.text(0).endswith("on the table, 2 x 105mm guns")


# -- planning: the template and registration points --------------------------------------------------------------------------


def test_template_marks_units_inside_and_partly_inside(qtbot, window: MainWindow) -> None:
    dock = window.feature(ArtilleryFeature).dock
    dock.t_guns.setValue(4)
    dock.t_calibre.setValue(105)  # 200 yd across = 4 in at 1:50
    window.set_tool("template")
    vp = window.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(window, 10.0, 10.0))
    qtbot.mouseMove(vp, to_view(window, 20.0, 30.0))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(window, 20.0, 30.0))
    tool = window.tools["template"]
    ids = [uid for uid, _ in tool.inside]
    assert "su13" in ids and "su14" not in ids
    listed = [dock.t_units.item(i).text() for i in range(dock.t_units.count())]
    assert any(t.startswith("SMG squad 1") for t in listed)  # named as the player reads it
    assert "200 yd" in window.scene.barrage.caption
    assert window.undo_stack.count() == 0  # planning changes nothing
    dock.t_pattern.setCurrentIndex(dock.t_pattern.findData("converged"))  # the session reads 4.5 again
    converged = template_zone(window.session, 4, 105, Pattern.CONVERGED)
    assert converged.diameter_yards < 200 and f"{converged.diameter_yards} yd" in window.scene.barrage.caption
    # The caption is read whole with the whole table shown, wider though it is than the circle on the screen.
    from PySide6.QtGui import QFontMetricsF

    window.resize(1366, 720)
    window.view.fit_table()
    caption = window.scene.barrage.caption_item
    drawn = caption.deviceTransform(window.view.viewportTransform()).mapRect(caption.boundingRect())
    circle = window.scene.barrage.deviceTransform(window.view.viewportTransform()).mapRect(
        window.scene.barrage.boundingRect()
    )
    text = QFontMetricsF(caption._font).horizontalAdvance(window.scene.barrage.caption)
    assert drawn.width() >= text + 8 > circle.width()  # the caption's own bounds hold it, the circle's would not


def test_plot_move_and_remove_registration_points(qtbot, window: MainWindow) -> None:
    dock = window.feature(ArtilleryFeature).dock
    dock.rp_side.setCurrentIndex(dock.rp_side.findData("allies"))
    dock.plot_button.click()
    assert window.view.tool is window.tools["registration"]
    vp = window.view.viewport()
    qtbot.mouseClick(vp, LEFT, NONE, to_view(window, 50.0, 20.0))
    side = window.session.battle.side("allies")
    assert [p.n for p in side.registration_points] == [1, 2, 3]
    assert math.dist(side.registration_point(3).at, (50.0, 20.0)) < 0.15
    assert ("allies", 3) in window.scene.registration_points
    assert window.session.battle.actions[-1].kind == "registration_point"
    qtbot.mousePress(vp, LEFT, NONE, to_view(window, 50.0, 20.0))
    qtbot.mouseMove(vp, to_view(window, 55.0, 22.0))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(window, 55.0, 22.0))
    assert math.dist(window.session.battle.side("allies").registration_point(3).at, (55.0, 22.0)) < 0.15
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)
    assert window.session.battle.side("allies").registration_point(3) is None
    for _ in range(3):
        window.undo_action.trigger()
    assert window.session.battle.side("allies").registration_point(3) is None
    assert ("allies", 3) not in window.scene.registration_points


def test_registration_points_are_the_set_up_of_a_strict_battle(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, turn=2))
    window.feature(ArtilleryFeature).registration_tool.side_id = "allies"
    window.set_tool("registration")
    click_board(qtbot, window, 50.0, 20.0)
    assert [p.n for p in window.session.battle.side("allies").registration_points] == [1, 2]
    assert "plotting a registration point is part of the set-up" in window.statusBar().currentMessage()


def test_battery_dock_lists_batteries_and_their_state(window: MainWindow) -> None:
    tree = window.feature(ArtilleryFeature).dock.tree
    names = [
        tree.topLevelItem(i).child(j).text(0).splitlines()[0]
        for i in range(tree.topLevelItemCount())
        for j in range(tree.topLevelItem(i).childCount())
    ]
    assert "II./AR 2 (10.5 cm leFH)" in names and "82 mm mortars" in names
    axis = tree.topLevelItem(0)
    assert (
        axis.child(0).text(0) == "II./AR 2 (10.5 cm leFH)\noff the table, 4 x 105mm guns"
        and axis.child(0).text(1) == "deployed"
    )


def laptop_dock(qtbot, open_window, demo_path: Path, tmp_path: Path):  # type: ignore[no-untyped-def]
    """The Artillery dock of the demo battle with bty1's mission plotted, in a window of a laptop's size."""
    mission = {"battery": "bty1", "registration_point": 3, "called_turn": 1, "impact_turn": 4}
    window = open_window(demo_battle(demo_path, tmp_path / "plotted.yaml", missions=[mission]))
    window.resize(1366, 720)
    dock = window.feature(ArtilleryFeature).dock
    dock.show()
    dock.raise_()
    qtbot.waitUntil(lambda: dock.tree.viewport().width() > 0)
    return dock


def test_battery_names_and_missions_are_read_whole_in_a_laptops_dock(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """At 1366 x 720 the Artillery dock is a third of the screen's width: each battery's name and guns, and its
    mission on a line of its own, are drawn whole; clicking the mission selects its battery."""
    dock = laptop_dock(qtbot, open_window, demo_path, tmp_path)
    tree = dock.tree
    metrics = tree.fontMetrics()
    battery = tree.topLevelItem(0).child(0)
    line = battery.child(0)
    assert line.text(0).startswith("Mission: FIRE at RP #3") and "lands in turn 4" in line.text(0)
    for item in (battery, line):
        tree.scrollToItem(item)
        left = tree.visualRect(tree.indexFromItem(item, 0)).left()  # after the tree's indentation
        widest = max(metrics.horizontalAdvance(text) for text in item.text(0).splitlines())
        assert left > 0 and left + widest <= tree.viewport().width(), item.text(0)
    rect = tree.visualItemRect(line)
    qtbot.mouseClick(tree.viewport(), LEFT, pos=rect.topLeft() + QPoint(8, rect.height() // 2))
    assert dock.selected_battery() == "bty1"


def test_new_and_deleted_batteries_are_actions(qtbot, window: MainWindow, monkeypatch) -> None:
    from morefire_gui.gui.dialogs.battery import BatteryDialog

    made: list[BatteryDialog] = []

    def ask(cls, session, side_id=None, selected_units=None, parent=None):  # type: ignore[no-untyped-def]
        dialog = cls(session, side_id, selected_units, parent)
        made.append(dialog)
        dialog.guns.setValue(2)
        dialog._on_ok()
        return dialog.result_battery

    monkeypatch.setattr(BatteryDialog, "ask", classmethod(ask))
    feature = window.feature(ArtilleryFeature)
    feature._on_dock_new_battery_requested("axis")
    battle = window.session.battle
    # Named after its side and counted among its own: the id says nothing of the other side's batteries.
    assert battle.battery("axbty1") is not None and battle.battery("axbty1").guns == 2
    assert battle.actions[-1].kind == "define_battery"
    feature._on_dock_delete_battery_requested("axbty1")
    assert battle.battery("axbty1") is None and battle.actions[-1].kind == "delete_battery"
    # A battery the file's checks refuse is said in the dialog, and not taken.
    bad = BatteryDialog(window.session, "axis", ["su1"], window)
    bad.kind.setCurrentIndex(bad.kind.findData("on_board"))
    bad._on_ok()
    assert bad.result_battery is None and "su1" in bad.error.text()


def test_a_mission_in_german_keeps_its_landing_line_in_a_laptops_dock(
    german, qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """In German the order's line is longer than a laptop's dock: it is cut at its end (whole in the tooltip), not
    wrapped onto the line below, so that "trifft in Runde 4 ein" still shows under it."""
    dock = laptop_dock(qtbot, open_window, demo_path, tmp_path)
    tree = dock.tree
    line = tree.topLevelItem(0).child(0).child(0)
    first, landing = line.text(0).splitlines()
    assert first.startswith("Feuerauftrag: FEUER") and landing.startswith("trifft in Runde 4 ein")
    assert tree.fontMetrics().horizontalAdvance(first) > tree.viewport().width() - 40  # too long for the dock
    assert not tree.wordWrap()  # so it is cut at its end, and the landing keeps its own line
    assert tree.visualItemRect(line).height() >= 2 * tree.fontMetrics().lineSpacing()
    assert first in line.toolTip(0) and "trifft in Runde 4 ein" in line.toolTip(0)  # the whole order


def test_the_island_naval_bombardment_says_its_salvoes_left_and_refuses_a_third(
    qtbot, open_window, dialogs, tmp_path: Path
) -> None:
    """ISLAND C: the naval battery of an island invasion fires two salvoes a turn; the dock and the barrage dialog say
    how many are left, and a third is refused with the rule, nothing rolled."""
    from morefire_gui.cli import main

    island = tmp_path / "island.yaml"
    assert main(["scenario", "--special", "island", "--seed", "5", "--create", str(island)]) == 0
    island.write_text(island.read_text(encoding="utf-8").replace("sequence: strict", "sequence: free"), "utf-8")
    window = open_window(island)
    session = window.session
    dock = window.feature(ArtilleryFeature).dock
    dock.show()

    def naval_line() -> str:
        tree = dock.tree
        for i in range(tree.topLevelItemCount()):
            top = tree.topLevelItem(i)
            for j in range(top.childCount()):
                if top.child(j).data(0, Qt.ItemDataRole.UserRole) == "naval":
                    return top.child(j).text(0)
        raise AssertionError("naval is not listed")

    assert "2 of 2 salvoes left this turn" in naval_line()
    for left in (1, 0):
        dialog = window.feature(ArtilleryFeature).open_barrage((36.0, 24.0), "naval")
        dialog.observed.setCurrentIndex(dialog.observed.findData(UNOBSERVED))
        session.dice = ScriptedDice([1] + [99] * 40)
        qtbot.mouseClick(dialog.fire_button, LEFT)
        assert dialog.outcome is not None and dialog.outcome.fired
        dialog.accept()
        assert f"{left} of 2 salvoes left this turn" in naval_line()
    assert window.undo_stack.count() == 2
    third = window.feature(ArtilleryFeature).open_barrage((36.0, 24.0), "naval")
    assert (
        "has fired its 2 salvoes this turn: none left until the next turn (ISLAND C)" in third.plan_view.toPlainText()
    )
    third.observed.setCurrentIndex(third.observed.findData(UNOBSERVED))
    session.dice = ScriptedDice([1] + [99] * 40)
    qtbot.mouseClick(third.fire_button, LEFT)
    shown = third.error.text() + third.plan_view.toPlainText()
    assert "the naval bombardment of an island invasion is 2 salvoes per turn" in shown
    assert window.undo_stack.count() == 2 and len(session.dice.history) == 0


def test_the_naval_bombardments_request_chooses_one_salvo_or_two(qtbot, open_window, dialogs, tmp_path: Path) -> None:
    """ISLAND C, up to 2 salvoes a turn: written in artillery step C, the naval bombardment's request offers one salvo
    or two (two chosen first), and one chosen is the mission the command line's ``--salvoes 1`` writes; another
    battery is offered no choice."""
    from morefire_gui.cli import main
    from morefire_gui.model.actions.artillery import ArtilleryOrder

    island = tmp_path / "island.yaml"
    assert main(["scenario", "--special", "island", "--seed", "5", "--create", str(island)]) == 0
    with island.open("a", encoding="utf-8") as f:
        f.write("step: artillery.orders\nturn: 1\n")
    window = open_window(island)
    dialog = window.feature(ArtilleryFeature).open_barrage((36.0, 24.0), "naval")
    assert dialog.form.isRowVisible(dialog.salvoes) and dialog.salvoes.isVisibleTo(dialog)
    assert [dialog.salvoes.itemText(i) for i in range(dialog.salvoes.count())] == ["1 salvo", "2 salvoes"]
    assert dialog.salvoes.currentText() == "2 salvoes" and dialog.order_action().salvoes is None
    dialog.salvoes.setCurrentIndex(0)
    assert dialog.order_action() == ArtilleryOrder(side="allies", battery="naval", at=(36.0, 24.0), salvoes=1)
    qtbot.mouseClick(dialog.request_button, LEFT)
    mission = window.session.battle.fire_mission("naval")
    assert mission is not None and mission.salvoes == 1
    assert "1 salvo" in dialog.result_view.toPlainText() and not dialog.salvoes.isEnabled()  # written: as it is


def test_a_barrage_that_names_no_guns_is_refused_in_german(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.gui.said import said
    from morefire_gui.model.actions.artillery import Barrage

    refused = window.session.preview(Barrage(side="axis", at=(30, 40)))
    assert not refused.accepted
    assert refused.reason == "a barrage names a battery of the battle, or its guns and calibre, or naval guns"
    assert said(refused.reason) == (
        "ein Sperrfeuer nennt eine Batterie des Gefechts, oder seine Geschütze und ihr Kaliber, oder Schiffsgeschütze"
    )


def test_the_phase_docks_order_form_chooses_the_naval_bombardments_salvoes(qtbot, open_window, tmp_path: Path) -> None:
    """ISLAND C in the Phase dock's order form (artillery step C): a FIRE order of the naval bombardment offers one salvo
    or two, as the barrage dialog's request does; another battery, and a REPEAT, are offered no choice."""
    from morefire_gui.cli import main
    from morefire_gui.gui.features.turns import TurnsFeature
    from morefire_gui.model.actions.artillery import OrderKind

    island = tmp_path / "island.yaml"
    assert main(["scenario", "--special", "island", "--seed", "5", "--create", str(island)]) == 0
    data = yaml.safe_load(island.read_text(encoding="utf-8"))
    for side in data["sides"]:
        side["registration_points"] = [{"n": 1, "at": [36, 24]}]  # plotted at set-up (4.2)
    data.update(step="artillery.orders", turn=1)
    island.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    window = open_window(island)
    dock = window.feature(TurnsFeature).dock
    dock.order_battery.setCurrentIndex(dock.order_battery.findData("naval"))
    dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.FIRE.value))
    assert dock.order_form.isRowVisible(dock.order_salvoes) and dock.order_salvoes.isEnabled()
    assert [dock.order_salvoes.itemText(i) for i in range(dock.order_salvoes.count())] == ["1 salvo", "2 salvoes"]
    assert dock.order_salvoes.currentText() == "2 salvoes" and dock.order().salvoes is None
    dock.order_salvoes.setCurrentIndex(0)
    assert dock.order().salvoes == 1
    dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.REPEAT.value))
    assert not dock.order_salvoes.isEnabled()
    dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.FIRE.value))
    qtbot.mouseClick(dock.write_button, LEFT)
    mission = window.session.battle.fire_mission("naval")
    assert mission is not None and mission.salvoes == 1, dock.order_error.text()


def test_a_landing_is_titled_in_the_windows_language(
    qtbot, open_window, demo_path: Path, tmp_path: Path, german
) -> None:  # type: ignore[no-untyped-def]
    mission = {"battery": "bty1", "registration_point": 3, "called_turn": 1, "impact_turn": 1}
    window = open_window(demo_battle(demo_path, tmp_path / "due.yaml", step="movement.infantry", missions=[mission]))
    window.session.dice = ScriptedDice([1, 5, 95])
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)
    (dialog,) = window.feature(ArtilleryFeature).landing_dialogs
    title = dialog.windowTitle()
    assert title.startswith("Feuerauftrag in Runde 1 eingetroffen — ") and "trifft" not in title
    assert "lands in" not in title and "FIRE at" not in title


@pytest.mark.parametrize(
    ("language", "aim", "decimals"),
    [
        ("en", "Aim 22.5, 39.3; battery at ", r"-?\d+\.\d, -?\d+\.\d,"),
        ("de", "Ziel 22,5 / 39,3; Batterie bei ", r"-?\d+,\d / -?\d+,\d,"),
    ],
)
def test_a_landings_points_read_as_everywhere_else(  # type: ignore[no-untyped-def]
    qtbot, open_window, demo_path: Path, tmp_path: Path, request, language: str, aim: str, decimals: str
) -> None:
    """The landing dialog writes its aim and its battery's place as the window writes a point everywhere (one
    decimal, "22,5 / 39,3" in German), not "22,50 / 39,30"."""
    import re

    if language == "de":
        request.getfixturevalue("german")
    mission = {"battery": "bty1", "at": [22.5, 39.3], "called_turn": 1, "impact_turn": 1}
    window = open_window(demo_battle(demo_path, tmp_path / "due.yaml", step="movement.infantry", missions=[mission]))
    window.session.dice = ScriptedDice([1, 5, 95, 95, 95, 95])
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)
    (dialog,) = window.feature(ArtilleryFeature).landing_dialogs
    plan = dialog.plan_view.toPlainText()
    assert aim in plan, plan
    battery = plan.split(aim, 1)[1]
    assert re.match(decimals, battery), battery
