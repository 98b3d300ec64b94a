"""Two full turns of the demo battle played through the phase dock: Next through every step, each step opening its tool
with the units that may act listed; a counter moved on the board in the movement step and marked; a fire mission
landing as Next enters artillery step A, shown in the barrage dialog; orders written in step C; the log and the turn
counter; Back, and undoing the step into a new turn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.mission_barrage import MissionBarrageDialog
from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.artillery import FireMissionRecord
from morefire_gui.model.battle import SequenceMode
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.artillery import set_fire_mission
from morefire_gui.session.fire_orders import OrderKind
from morefire_gui.session.turn_state import current_step
from tests.gui.test_board_tools import drag
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def dialogs(barrage_dialogs):  # type: ignore[no-untyped-def]
    """The barrage dialogs opened, without their modal loop (tests/gui/conftest.py)."""
    return barrage_dialogs


def press_next(qtbot, feature: TurnsFeature) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(feature.dock.next_button, LEFT)


def act_with(qtbot, feature: TurnsFeature, actor: str) -> None:  # type: ignore[no-untyped-def]
    """Click the unit or battery in the list, then "Act with the selected…"."""
    tree = feature.dock.actors
    item = feature.dock.actor_item(actor)
    assert item is not None, f"{actor} is not listed"
    qtbot.mouseClick(tree.viewport(), LEFT, pos=tree.visualItemRect(item).center())
    assert feature.dock.act_button.isEnabled()
    qtbot.mouseClick(feature.dock.act_button, LEFT)


def go_to(qtbot, window: MainWindow, step: str) -> None:  # type: ignore[no-untyped-def]
    """Next until ``step``, checking on the way that each step is highlighted and opens its tool."""
    feature = window.feature(TurnsFeature)
    for n in range(17):
        here = current_step(window.session)
        assert feature.dock.current_chip() == here.id
        # The step named once in the heading (whole in its tooltip, where a short dock folds it to a line: step C).
        heading = feature.dock.step_label
        assert heading.whole_text().count(here.place.step.name) == 1
        assert not heading.is_folded() or heading.toolTip() == heading.whole_text()
        tools = feature.tools_for(here.id)
        assert tools and (n == 0 or window.view.tool.name == tools[0])  # Next opened the step's tool
        if here.id == step:
            return
        press_next(qtbot, feature)
    raise AssertionError(f"never reached {step}")


def land_mission(qtbot, window: MainWindow, battery: str, faces: list[int]) -> MissionBarrageDialog:  # type: ignore[no-untyped-def]
    """Next into artillery step A: the mission lands with these dice, and the barrage dialog shows how."""
    feature = window.feature(TurnsFeature)
    window.session.dice = ScriptedDice(faces)
    press_next(qtbot, feature)
    assert current_step(window.session).id == "artillery.impact"
    dialog = window.feature(ArtilleryFeature).landing_dialogs[-1]
    assert isinstance(dialog, MissionBarrageDialog) and dialog.battery.currentData() == battery
    assert not dialog.rp.isEnabled() and not dialog.battery.isEnabled()  # the mission as written
    assert dialog.outcome is not None and dialog.outcome.fired and dialog.fire_button.isHidden()
    assert [row[0] for row in feature.dock.actor_rows()] == [battery]
    act_with(qtbot, feature, battery)  # shown again from the phase dock, rolling nothing
    assert window.feature(ArtilleryFeature).landing_dialogs[-1].target_rows() == dialog.target_rows()
    return dialog


def why_not_written(dock) -> str:  # type: ignore[no-untyped-def]
    """Write order as the player finds it for an order the session would not take now: disabled, saying why in its
    tooltip."""
    assert not dock.write_button.isEnabled(), dock.write_button.toolTip()
    tip: str = dock.write_button.toolTip()
    assert tip.startswith("Write an order (4.12)\n") or tip.startswith("Einen Befehl schreiben (4.12)\n"), tip
    return tip.split("\n", 1)[1]


def test_two_turns_of_the_demo_battle(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    feature = window.feature(TurnsFeature)
    dock = feature.dock
    session = window.session
    # A planned opening barrage: the axis 10.5 cm battery on the knoll top (registration point 3) in turn 1.
    session.apply(
        set_fire_mission(
            session.battle,
            FireMissionRecord(battery="bty1", registration_point=3, called_turn=1, impact_turn=1),
            session.tables,
        )
    )
    assert dock.turn_label.text() == "Turn 1 — 0:00 of battle"
    assert (
        "this turn",
        "II./AR 2 (10.5 cm leFH): FIRE at RP #3 (knoll top), spread — lands in turn 1",
    ) in dock.coming_rows()

    # -- turn 1, movement: Tiger 1 moves cross-country, dragged on the board --------------------------------------------
    go_to(qtbot, window, "movement.cross_country")
    rows = dock.actor_rows()
    assert [r[0] for r in rows][:3] == ["ge1", "ge2", "ge3"] and not any(r[1] for r in rows)
    assert "18 units" in dock.actors_title.text()
    window.set_tool("select")
    drag(qtbot, window, (14, 8), (15.5, 11))
    ge1 = session.battle.unit("ge1")
    assert abs(ge1.at[0] - 15.5) < 0.2 and abs(ge1.at[1] - 11) < 0.2
    assert session.battle.acted == {"movement.cross_country": ("ge1",)}
    assert ("ge1", True) in [(r[0], r[1]) for r in dock.actor_rows()]
    assert "1 of 18 units done" in dock.actors_title.text()
    window.undo_action.trigger()  # the move and its mark are one step
    assert session.battle.unit("ge1").at == (14, 8) and session.battle.acted == {}
    window.redo_action.trigger()
    assert session.battle.acted == {"movement.cross_country": ("ge1",)}
    dock.actor_item("ge2").setCheckState(0, Qt.CheckState.Checked)  # the player ticks Tiger 2 as moved
    # The mark is committed once Qt is done with the ticked item (the list is filled again then).
    qtbot.waitUntil(lambda: session.battle.acted["movement.cross_country"] == ("ge1", "ge2"))
    window.view.scene().clearSelection()
    qtbot.mouseClick(dock.actors.viewport(), LEFT, pos=dock.actors.visualItemRect(dock.actor_item("ge3")).center())
    assert window.scene.selected_unit_ids() == ["ge3"]  # clicking a unit finds it on the board

    # -- turn 1, artillery A and B: the opening barrage lands as Next enters step A -----------------------------------
    go_to(qtbot, window, "movement.infantry")
    # The error d10 reads 0 yards; then a d100 for each unit in the 200-yard zone: the SU-76 (5: hit), the ZiS-3 (95).
    dialog = land_mission(qtbot, window, "bty1", [1, 5, 95])
    assert window.view.tool.name == "barrage"
    assert [r[0] for r in dialog.target_rows()] == ["SU-76 #1", "ZiS-3"]  # by name
    assert dialog.target_rows()[0][6] == "destroyed"
    assert session.battle.unit("su7").has(Status.DESTROYED)
    entry = session.battle.log[-1]
    assert (entry.kind, entry.turn, entry.phase) == ("barrage", 1, "artillery.impact")
    assert dock.actor_rows() == [("bty1", True, dock.actor_rows()[0][2])]
    press_next(qtbot, feature)  # B: the hits were resolved with the landing
    assert current_step(session).id == "artillery.damage" and dock.actor_rows()[0][1] is True
    assert session.battle.acted["artillery.damage"] == ("bty1",)

    # -- turn 1, artillery C: orders --------------------------------------------------------------------------------------
    press_next(qtbot, feature)
    assert dock.orders_box.isVisible() and [r[0] for r in dock.actor_rows()] == ["bty1", "bty2", "bty3", "bty4"]
    dock.order_battery.setCurrentIndex(dock.order_battery.findData("bty1"))
    dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.REPEAT.value))
    qtbot.mouseClick(dock.write_button, LEFT)
    assert session.battle.fire_mission("bty1").impact_turn == 2
    dock.order_battery.setCurrentIndex(dock.order_battery.findData("bty3"))
    dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.FIRE.value))
    dock.order_rp.setCurrentIndex(dock.order_rp.findData(2))
    qtbot.mouseClick(dock.write_button, LEFT)
    assert session.battle.fire_mission("bty3").impact_turn == 5  # USSR: 4 turns (4.2)
    assert [r[1] for r in dock.actor_rows()] == [True, False, True, False]
    assert any(when == "turn 5 (in 4 turns)" and "122 mm howitzer battery" in what for when, what in dock.coming_rows())
    dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.REPEAT.value))
    assert "has not landed yet" in why_not_written(dock)  # its mission has not landed: not offered, said why

    # -- the rest of turn 1, then turn 2 begins ----------------------------------------------------------------------------
    go_to(qtbot, window, "aircraft.arrows")
    assert dock.next_button.text() == "Next: turn 2 — Movement 1 ▶"
    press_next(qtbot, feature)
    assert dock.turn_label.text() == "Turn 2 — 0:30 of battle"
    assert current_step(session).id == "movement.road" and session.battle.acted == {}
    assert session.battle.unit("ge1").moved is None
    public, axis_own = session.battle.log[-2:]
    assert (public.kind, public.title, public.secret) == ("turn", "Turn 2 begins (0:30 of battle)", None)
    # The axis battery's notes are the axis's own (4.1): a secret entry of its side.
    assert (axis_own.kind, axis_own.side, axis_own.secret) == ("turn", "axis", True)
    assert "bty1" not in public.summary + str(public.steps) and "II./AR 2" not in public.summary + str(public.steps)
    shown = window.log.battle_entries()
    assert any(e.startswith("Turn 1: II./AR 2 (10.5 cm leFH): aim and firing error") for e in shown)
    assert any(e.startswith("Turn 1: Barrage by Kampfgruppe Peiper") for e in shown)
    assert any(e.startswith("Turn 2: Turn 2 begins (0:30 of battle)") for e in shown)

    # -- turn 2: a move, the repeated barrage, every step to turn 3 --------------------------------------------------------
    go_to(qtbot, window, "movement.cross_country")
    window.set_tool("select")
    drag(qtbot, window, (24, 43.5), (24, 41))  # T-34 #2
    assert session.battle.acted == {"movement.cross_country": ("su2",)}
    go_to(qtbot, window, "movement.infantry")
    land_mission(qtbot, window, "bty1", [1, 99, 99, 99, 99])
    # Steps A and B are both marked, with the landing.
    assert session.battle.acted["artillery.impact"] == ("bty1",)
    assert session.battle.acted["artillery.damage"] == ("bty1",)
    assert [(e.kind, e.secret) for e in session.battle.log].count(("barrage", None)) == 2  # two landings
    assert session.battle.log[-1].turn == 2
    go_to(qtbot, window, "aircraft.arrows")
    press_next(qtbot, feature)
    assert dock.turn_label.text() == "Turn 3 — 1:00 of battle"
    public_turns = [e.title for e in session.battle.log if e.kind == "turn" and not e.secret]
    assert public_turns == ["Turn 2 begins (0:30 of battle)", "Turn 3 begins (1:00 of battle)"]

    # Back over the start of a turn undoes the step into it; within the turn it goes back a step.
    assert dock.back_button.isEnabled()
    qtbot.mouseClick(dock.back_button, LEFT)
    assert (session.battle.turn, current_step(session).id) == (2, "aircraft.arrows")
    qtbot.mouseClick(dock.back_button, LEFT)
    assert current_step(session).id == "melee.assault" and dock.turn_label.text() == "Turn 2 — 0:30 of battle"


def test_the_window_offscreen_shows_the_step(qtbot, window: MainWindow, tmp_path) -> None:  # type: ignore[no-untyped-def]
    feature = window.feature(TurnsFeature)
    for _ in range(6):
        feature.next_step()
    picture = window.grab()
    assert not picture.isNull()
    assert picture.save(str(tmp_path / "phase.png"))
    dock = feature.dock
    assert dock.isVisible() and dock.step_label.isVisible() and dock.next_button.isVisible()
    assert "A. Determine the actual impact point" in dock.step_label.text()
    assert dock.current_chip() == "artillery.impact"


def test_end_battle_opens_the_victory_dialog(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tests.gui.test_scoring_a_battle_with_no_mission import opened_by_end_battle

    dialog = opened_by_end_battle(qtbot, window, monkeypatch)
    assert dialog.session is window.session
    assert "Cannot score this battle" in dialog.outcome_label.text()  # the demo battle has no mission


def test_end_battle_without_the_scenario_system_says_so(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    shown: list[str] = []
    monkeypatch.setitem(__import__("sys").modules, "morefire_gui.gui.dialogs.victory", None)  # not importable
    monkeypatch.setattr(
        "morefire_gui.gui.features.turns.QMessageBox.information", lambda parent, title, text: shown.append(text)
    )
    window.feature(TurnsFeature).end_action.trigger()
    assert shown and "needs the scenario system's victory dialog" in shown[0]


def test_the_order_form_takes_its_order_through_the_window(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """In a battle kept to the sequence of play, the form's order is the window's action: refused with its rule (a
    battery in transit cannot fire, 4.11; nothing to repeat, 4.12), and taken as one undo step when it may be."""
    from morefire_gui.session.battle_session import BattleSession
    from tests.gui.conftest import close_quietly
    from tests.gui.test_artillery_gui import demo_battle

    window = MainWindow(
        BattleSession.open(
            demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders", in_transit="bty2")
        )
    )
    window.show()
    qtbot.waitExposed(window)
    try:
        dock = window.feature(TurnsFeature).dock
        dock.order_battery.setCurrentIndex(dock.order_battery.findData("bty2"))
        dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.FIRE.value))
        why = why_not_written(dock)
        assert "in transit" in why and "(4.11)" in why
        dock.order_battery.setCurrentIndex(dock.order_battery.findData("bty1"))
        dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.REPEAT.value))
        why = why_not_written(dock)
        assert "FIRE order first" in why and "4.12" in why
        assert window.undo_stack.count() == 0 and window.session.battle.actions == []
        dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.FIRE.value))
        dock.order_rp.setCurrentIndex(dock.order_rp.findData(1))
        qtbot.mouseClick(dock.write_button, LEFT)
        assert window.session.battle.fire_mission("bty1").impact_turn == 4
        assert window.undo_stack.count() == 1 and window.session.battle.actions[-1].kind == "order"
        assert ("bty1", True) in [(r[0], r[1]) for r in dock.actor_rows()]
        assert (
            "has already acted in artillery step C (adjust rounds for next turn and call for new fire) this turn"
            in why_not_written(dock)
        )  # one order a turn
        window.undo_action.trigger()  # the order taken back: the battery may be given one again
        assert window.session.battle.fire_mission("bty1") is None and dock.write_button.isEnabled()
        assert dock.write_button.toolTip() == "Write an order (4.12)"
    finally:
        close_quietly(window)


def test_the_log_names_each_entrys_step_in_words(qtbot, window: MainWindow) -> None:
    press_next(qtbot, window.feature(TurnsFeature))
    window.campaign_action.trigger()  # Rules → Campaign Battle: written to the log at this step
    assert window.session.battle.log[-1].phase == "movement.cross_country"
    tree = window.log.tree
    phases = [
        tree.topLevelItem(t).child(i).text(2)
        for t in range(tree.topLevelItemCount())
        for i in range(tree.topLevelItem(t).childCount())
    ]
    assert phases and all("." not in p for p in phases), phases  # never an id such as "movement.road"
    assert phases[-1] == "Movement 2: cross-country movement · free play"  # the demo is played free


def test_next_stays_under_the_mouse_as_the_steps_go_by(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    """On a laptop's screen the player clicks Next through a turn without moving the mouse: the button does not jump
    as the step's name and its notes wrap onto more lines or fewer."""
    from PySide6.QtCore import QPoint

    window.resize(1366, 720)
    dock = window.feature(TurnsFeature).dock
    at: set[tuple[int, int]] = set()
    steps: set[str] = set()
    for _ in range(16):
        corner = dock.next_button.mapTo(window, QPoint(0, 0))
        at.add((corner.x(), corner.y()))
        steps.add(dock.step_label.text())
        qtbot.mouseClick(dock.next_button, LEFT)
        for dialog in dialogs:
            dialog.close()
    assert len(steps) >= 12  # it went through the steps
    assert len(at) == 1, sorted(at)


def test_next_names_the_next_turn_readably_on_a_laptop(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    """At 1366 pixels the Next button of the turn's last step is narrower than "Next: turn 2 — Movement 1 ▶": the
    text is cut at its end, so that it still begins "Next: turn 2", and drawn within the button."""
    window.resize(1366, 720)
    go_to(qtbot, window, "aircraft.arrows")
    button = window.feature(TurnsFeature).dock.next_button
    assert button.text() == "Next: turn 2 — Movement 1 ▶"
    assert button.fontMetrics().horizontalAdvance(button.text()) > button.width()  # it does not fit whole
    shown = button.shown_text()
    assert shown.startswith("Next: turn 2")
    assert button.fontMetrics().horizontalAdvance(shown) < button.width()


def test_who_may_act_names_a_unit_once_where_its_name_is_its_type(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    """Infantry movement lists the PaK 40 as "PaK 40", not "PaK 40 (PaK 40)"; a squad with a name of its own keeps
    its type beside it."""
    go_to(qtbot, window, "movement.infantry")
    dock = window.feature(TurnsFeature).dock
    assert dock.actor_item("ge10").text(0).splitlines()[0] == "PaK 40"
    assert dock.actor_item("ge11").text(0).splitlines()[0] == "1st Squad"


@pytest.mark.parametrize("strict", [True, False])
def test_a_battle_opened_in_the_middle_of_a_step_arms_that_steps_tool(qtbot, demo_path, tmp_path, strict) -> None:  # type: ignore[no-untyped-def]
    """A battle saved in direct fire step 2 opens with the Fire tool armed, as Next arms it on reaching the step: on
    its own window and when File → Open puts it in a window left on another tool."""
    from morefire_gui.session.battle_session import BattleSession
    from tests.gui.conftest import close_quietly
    from tests.gui.test_artillery_gui import demo_battle

    saved = demo_battle(demo_path, tmp_path / "mid-step.yaml", strict=strict, step="fire.tank_vs_tank")
    window = MainWindow(BattleSession.open(saved))
    window.show()
    qtbot.waitExposed(window)
    try:
        assert window.view.tool.name == "fire" and window.tool_actions["fire"].isChecked()
        window.set_tool("measure")
        moved = demo_battle(demo_path, tmp_path / "moving.yaml", strict=strict, step="movement.cross_country")
        assert window.open_path(moved)
        assert window.view.tool.name == "move" and window.tool_actions["move"].isChecked()
        window.set_tool("measure")
        assert window.open_path(saved)
        assert window.view.tool.name == "fire" and window.tool_actions["fire"].isChecked()
    finally:
        close_quietly(window)


def test_ticking_a_unit_as_done_marks_it_once_qt_is_done_with_the_tick(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The player clicks a unit's box in who may act: the mark is committed and the list filled again, but not inside
    the item's own change, where clearing the list deleted the item Qt was still handling (a crash, now and then)."""
    import shiboken6
    from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

    go_to(qtbot, window, "movement.cross_country")
    dock = window.feature(TurnsFeature).dock
    item = dock.actor_item("ge2")
    assert item is not None and item.checkState(0) == Qt.CheckState.Unchecked
    # Where the box is drawn in the row: the style's check indicator, as the tree's own delegate places it.
    rect = dock.actors.visualItemRect(item)
    option = QStyleOptionViewItem()
    option.initFrom(dock.actors)
    option.rect = rect
    option.features |= QStyleOptionViewItem.ViewItemFeature.HasCheckIndicator
    box = dock.actors.style().subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, option, dock.actors)
    qtbot.mouseClick(dock.actors.viewport(), LEFT, pos=box.center())
    assert shiboken6.isValid(item)  # still there when the click is done: the list is filled again afterwards
    qtbot.waitUntil(lambda: window.session.battle.acted.get("movement.cross_country") == ("ge2",))
    assert ("ge2", True) in [(r[0], r[1]) for r in dock.actor_rows()]
    assert "1 of 18 units done" in dock.actors_title.text()


def _orders_window(qtbot, demo_path, tmp_path) -> MainWindow:  # type: ignore[no-untyped-def]
    """The demo kept to the sequence of play, in artillery step C of turn 2, its sides having plotted no registration
    point; the Soviet howitzers fire at a point of the board, landing in turn 5."""
    from morefire_gui.session.battle_session import BattleSession
    from tests.gui.test_artillery_gui import demo_battle

    mission = {"battery": "bty3", "at": [40, 20], "called_turn": 1, "impact_turn": 5}
    path = demo_battle(
        demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders", turn=2, missions=[mission]
    )
    session = BattleSession.open(path)
    session.battle.sides = [s.model_copy(update={"registration_points": ()}) for s in session.battle.sides]
    session.save(path)
    window = MainWindow(BattleSession.open(path))
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_fire_order_without_a_registration_point_says_where_to_aim(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """4.12 A fires at a registration point, plotted in the set-up (4.2): a side that plotted none is told so where it
    chooses one, and how to aim at a point of the board instead."""
    from tests.gui.conftest import close_quietly

    window = _orders_window(qtbot, demo_path, tmp_path)
    try:
        dock = window.feature(TurnsFeature).dock
        dock.order_battery.setCurrentIndex(dock.order_battery.findData("bty3"))
        dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.FIRE.value))
        assert dock.order_rp.count() == 0 and dock.order_rp.currentText() == ""
        assert dock.order_rp.placeholderText() == "none plotted"
        error = why_not_written(dock)
        assert error.startswith("181st Tank Brigade has no registration point (they are plotted in the set-up, 4.2)")
        assert "Barrage tool" in error and "4.2" in error and "exactly one of" not in error
        assert window.undo_stack.count() == 0 and window.session.battle.actions == []
        assert window.view.tool is not None and window.view.tool.name == "barrage"  # the tool it names is at hand
    finally:
        close_quietly(window)


def test_the_order_form_speaks_german(qtbot, german, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """What the form says of a mission and of an order it cannot write reads in German."""
    from tests.gui.conftest import close_quietly

    window = _orders_window(qtbot, demo_path, tmp_path)
    try:
        dock = window.feature(TurnsFeature).dock
        dock.order_battery.setCurrentIndex(dock.order_battery.findData("bty3"))
        assert dock.order_error.text() == (
            "122 mm howitzer battery: FEUER auf 40,0 / 20,0, gestreut — trifft in Runde 5 ein (in 3 Runden)"
        )
        dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.FIRE.value))
        why = why_not_written(dock)
        assert "Sperrfeuer" in why and "registration point" not in why
        # The Soviet player at the table knows of no German battery to fire counter-battery fire at (4.1).
        window.feature(HotSeatFeature).set_viewer("allies")
        dock.order_battery.setCurrentIndex(dock.order_battery.findData("bty3"))
        dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.COUNTER_BATTERY.value))
        assert dock.order_target.count() == 0
        why = why_not_written(dock)
        assert "4.42" in why and "names the battery" not in why
    finally:
        close_quietly(window)


def test_a_step_cited_by_its_section_is_not_called_a_rule_number(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Mount / dismount is cited by the section of the rules it comes from: the fold says "Sequence of play:", not
    "Rule Sequence of play:"; a numbered rule still reads "Rule 1.5:"."""
    feature = window.feature(TurnsFeature)
    toggle = feature.dock.rule_toggle
    window.sequence_action.trigger()
    while current_step(window.session).id != "movement.mount":
        press_next(qtbot, feature)
    assert toggle.text() == "Sequence of play:"
    assert toggle.toolTip().startswith("Sequence of play: Infantry mount")
    press_next(qtbot, feature)
    assert current_step(window.session).id == "movement.infantry"
    assert toggle.text() == "Rule 1.5:"


def test_a_step_nobody_acts_in_says_to_press_next(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Artillery A in turn 1, with no mission landing: nobody is listed, and the dock says so instead of asking to
    double-click one of the units below."""
    feature = window.feature(TurnsFeature)
    window.sequence_action.trigger()
    while current_step(window.session).id != "artillery.impact":
        press_next(qtbot, feature)
    assert feature.dock.actor_rows() == []
    assert "nothing to do in this step (no barrage lands this turn): press Next" in feature.dock.now_label.text()
    assert "double-click" not in feature.dock.now_label.text()


def test_the_mount_step_says_how_to_mount_not_to_move(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Movement step 5 in a battle kept to the sequence: Move is not offered (a move is refused there; its tooltip
    names the steps it is in), so the dock does not send the player to it; it says how to mount and dismount
    instead."""
    feature = window.feature(TurnsFeature)
    halftrack_beside(window, "ge8", "ge13")  # someone who may mount
    window.sequence_action.trigger()
    while current_step(window.session).id != "movement.mount":
        press_next(qtbot, feature)
    assert not window.tool_actions["move"].isEnabled()
    # Why not: moving is in steps 1, 2 and 6, not "steps 1-6", which would take this step in.
    why = window.tool_actions["move"].toolTip()
    assert "moving a unit is movement steps 1 or 2 or 6; this is movement step 5" in why and "1-6" not in why, why
    now = feature.dock.now_label.text()
    assert "Move," not in now and "select a vehicle and the infantry to mount on it, then Mount" in now, now
    press_next(qtbot, feature)
    assert feature.dock.now_label.text() == "<b>Now:</b> Move, for those who may act below."


def test_the_mount_step_brings_forward_the_movement_docks_mount_tab(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Past the aircraft steps (which bring the Aircraft dock forward), Next into mount / dismount shows the Movement
    dock on its Mount tab, where the Mount and Dismount buttons are."""
    from morefire_gui.gui.features.movement import MovementFeature

    feature = window.feature(TurnsFeature)
    dock = window.feature(MovementFeature).dock
    window.sequence_action.trigger()
    while current_step(window.session).id != "movement.mount":
        press_next(qtbot, feature)
    assert dock.isVisible() and not dock.visibleRegion().isEmpty()
    assert dock.tabs.tabText(dock.tabs.currentIndex()) == "Mount"
    assert dock.mount_button.isVisible()


def halftrack_beside(window: MainWindow, vehicle: str, squad: str) -> None:
    """Before play, the vehicle driven up beside the squad (a counter moved, as Select & Move moves it)."""
    from morefire_gui.model.actions.table import ChangeUnits

    unit = window.session.battle.unit(squad)
    ht = window.session.battle.unit(vehicle)
    assert unit is not None and ht is not None
    moved = ht.model_copy(update={"at": (unit.at[0], unit.at[1] - 2.0)})
    assert not window.act(ChangeUnits(units=(moved,), text="Move the halftrack")).refused


def test_the_mount_step_lists_only_infantry_within_reach_of_a_transport(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Movement step 5: "Who may act" lists the squads that can mount now, as the Mount action checks it (within the
    100 yards of an infantry move of a halftrack of their side with room, 1.5), naming the vehicle; not every Axis
    squad on the table."""
    feature = window.feature(TurnsFeature)
    halftrack_beside(window, "ge8", "ge13")
    window.sequence_action.trigger()
    while current_step(window.session).id != "movement.mount":
        press_next(qtbot, feature)
    rows = feature.dock.actor_rows()
    assert [r[0] for r in rows] == ["ge13"], rows
    item = feature.dock.actor_item("ge13")
    assert item is not None and "may mount SdKfz 251/1 halftrack" in item.text(0)
    assert "0 of 1 unit done" in feature.dock.actors_title.text()


def test_a_mount_step_with_nobody_in_reach_says_to_press_next(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The demo as it stands: no Axis squad is within reach of a halftrack, so nobody is listed in step 5 and the dock
    says there is nothing to do, not how to mount."""
    feature = window.feature(TurnsFeature)
    window.sequence_action.trigger()
    while current_step(window.session).id != "movement.mount":
        press_next(qtbot, feature)
    assert feature.dock.actor_rows() == []
    now = feature.dock.now_label.text()
    assert (
        "nothing to do in this step (no passenger may dismount, and no infantry is within its move of a vehicle of its "
        "side with room for it): press Next" in now
    ), now
    assert "select a vehicle" not in now, now


def test_the_aircraft_steps_without_an_airstrike_say_there_is_nothing_to_do(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Neither side of the demo bought an airstrike, and no aircraft is in play: movement steps 3 and 4 and the turn of
    the arrows say plainly that there is nothing to do and to press Next, not "Now: Airstrike"."""
    feature = window.feature(TurnsFeature)
    window.sequence_action.trigger()
    said = {}
    for step in ("movement.aircraft", "movement.air_fire", "aircraft.arrows"):
        while current_step(window.session).id != step:
            press_next(qtbot, feature)
        said[step] = feature.dock.now_label.text()
    for step in ("movement.aircraft", "movement.air_fire"):
        assert said[step] == (
            "<b>Now:</b> nothing to do in this step (no airstrike was bought to fly and no aircraft is in play): "
            "press Next."
        ), said
    assert said["aircraft.arrows"] == "<b>Now:</b> nothing to do in this step (no aircraft is in play): press Next."


def test_an_airstrike_bought_is_something_to_do_in_the_aircraft_steps(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The Axis bought a Stuka with its forces: movement step 3 offers the Airstrike tool for it, and, with no unit
    listed as one who may act, does not send the player to the list below."""
    from morefire_gui.session.battle_session import BattleSession
    from tests.gui.conftest import close_quietly
    from tests.gui.test_docks_at_1366 import laptop

    session = BattleSession.open(demo_path)
    b = session.battle
    b.sides = [s.model_copy(update={"airstrikes_bought": ("ju87b",)}) if s.id == "axis" else s for s in b.sides]
    b.settings = b.settings.model_copy(update={"sequence": SequenceMode.STRICT})
    b.step = "movement.aircraft"
    path = tmp_path / "stuka.yaml"
    session.save(path)
    window = laptop(qtbot, path)
    try:
        dock = window.feature(TurnsFeature).dock
        now = dock.now_label.text()
        assert now == "<b>Now:</b> Airstrike.", now
        assert dock.actors.topLevelItemCount() == 0 and "no aircraft in this step" in dock.actors_title.text()
    finally:
        close_quietly(window)


def test_select_says_what_it_does_in_the_mount_step_not_drag_to_move(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Select & Move is the mount step's tool; in a strict battle in play a counter dragged is refused (that is the
    set-up's), so its status bar words and its button's tips say how to mount with it, not "drag to move"; in the
    set-up, and in a free battle, dragging moves and the tip says so."""
    feature = window.feature(TurnsFeature)
    select = window.tool_actions["select"]
    assert "drag to move" in select.statusTip()  # a free battle: dragging moves a counter
    halftrack_beside(window, "ge8", "ge13")
    window.sequence_action.trigger()
    while current_step(window.session).id != "movement.mount":
        press_next(qtbot, feature)
    assert window.view.tool is not None and window.view.tool.name == "select"
    hint = window.tool_hint.whole_text()
    for words in (hint, select.statusTip(), select.toolTip()):
        assert "drag to move" not in words, words
        assert words.startswith("Select: select a vehicle and the infantry to mount on it, then Mount"), words
        assert "counters are not dragged in play" in words
    press_next(qtbot, feature)  # infantry movement: the Move tool moves; Select says so if the player picks it
    window.set_tool("select")
    assert "move with the Move tool" in window.tool_hint.whole_text() and "drag to move" not in select.toolTip()


@pytest.mark.parametrize(
    ("step", "why"),
    [
        ("melee.infantry", "no infantry or gun is in contact with the enemy's infantry or guns (3.1)"),
        ("melee.assault", "no infantry is in contact with an enemy tank or bunker (3.2)"),
        ("artillery.impact", "no barrage lands this turn"),
    ],
)
def test_a_step_that_lists_nobody_says_what_the_table_lacks_for_it(qtbot, demo_path, tmp_path, step, why) -> None:  # type: ignore[no-untyped-def]
    """The demo in a strict battle: nobody is in contact in the melee steps and no barrage lands in artillery step A,
    so nobody is listed; the dock says why, not only that nobody acts."""
    from tests.gui.conftest import close_quietly
    from tests.gui.test_docks_at_1366 import laptop, strict_at

    window = laptop(qtbot, strict_at(demo_path, tmp_path, step))
    try:
        dock = window.feature(TurnsFeature).dock
        assert dock.actors.topLevelItemCount() == 0
        now = dock.now_label.text()
        assert now == f"<b>Now:</b> nothing to do in this step ({why}): press Next.".replace("'", "&#x27;"), now
    finally:
        close_quietly(window)


def test_a_step_that_lists_nobody_says_why_in_german(qtbot, demo_path, tmp_path, german) -> None:  # type: ignore[no-untyped-def]
    from tests.gui.conftest import close_quietly
    from tests.gui.test_docks_at_1366 import laptop, strict_at

    window = laptop(qtbot, strict_at(demo_path, tmp_path, "melee.assault"))
    try:
        now = window.feature(TurnsFeature).dock.now_label.text()
        assert "keine Infanterie ist in Kontakt mit einem feindlichen Panzer oder Bunker (3.2)" in now, now
    finally:
        close_quietly(window)
