"""Each kind of artillery action taken in the window and on the command line leaves the same battle file (state, log
and record of actions; the battle's own dice roll the same faces for both): a written order from the phase dock's
form and ``morefire order``; a barrage from the Barrage tool and ``morefire barrage``; a mission landing as Next
enters artillery step A and ``morefire turn --next``; a battery's set-up and breakdown from the Artillery dock and
``morefire battery``. And the strict battle's refusals on the command line, with the step and the rule."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import Qt

from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.session.fire_orders import OrderKind
from tests.equivalence import assert_same_battle, cli_json
from tests.gui.test_artillery_gui import click_board, demo_battle, dialogs, open_window, select_battery  # noqa: F401

LEFT = Qt.MouseButton.LeftButton


def write_fire_order(qtbot, window, battery: str, point: int, add_drop: int = 0):  # type: ignore[no-untyped-def]
    """Order A at a registration point, written in the phase dock's form (artillery step C)."""
    dock = window.feature(TurnsFeature).dock
    dock.order_battery.setCurrentIndex(dock.order_battery.findData(battery))
    dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.FIRE.value))
    dock.order_rp.setCurrentIndex(dock.order_rp.findData(point))
    dock.order_add_drop.setValue(add_drop)
    qtbot.mouseClick(dock.write_button, LEFT)
    return dock


def test_a_written_order(qtbot, open_window, demo_path: Path, tmp_path: Path, capsys) -> None:
    start = demo_battle(demo_path, tmp_path / "start.yaml", strict=True, step="artillery.orders")
    window = open_window(start)
    write_fire_order(qtbot, window, "bty1", 3, add_drop=200)
    assert window.session.battle.fire_mission("bty1").impact_turn == 4
    from_window = tmp_path / "window.yaml"
    window.session.save(from_window)

    from_cli = tmp_path / "cli.yaml"
    data = cli_json(
        "order",
        start,
        "--side",
        "axis",
        "--battery",
        "bty1",
        "--rp",
        "axis:3",
        "--shift=200,0",
        "--apply",
        from_cli,
        capsys=capsys,
    )
    assert data["refused"] is None and data["lands_in_turn"] == 4 and data["acted_in"] == "artillery.orders"
    assert_same_battle(from_window, from_cli)


# A mission called in turn 1 that landed in turn 1: in turn 2's step C it may be repeated, shifted or ceased (4.12).
LANDED = {"battery": "bty1", "registration_point": 3, "called_turn": 1, "impact_turn": 1}


def write_order(qtbot, window, battery: str, kind: OrderKind, add_drop: int = 0, target: str | None = None):  # type: ignore[no-untyped-def]
    """An order of ``kind`` for ``battery`` written in the phase dock's form, as a player fills it in."""
    dock = window.feature(TurnsFeature).dock
    dock.order_battery.setCurrentIndex(dock.order_battery.findData(battery))
    dock.order_kind.setCurrentIndex(dock.order_kind.findData(kind.value))
    if kind is OrderKind.SHIFT:
        dock.order_add_drop.setValue(add_drop)
    if target is not None:
        dock.order_target.setCurrentIndex(dock.order_target.findData(target))
    assert dock.write_button.isEnabled()
    qtbot.mouseClick(dock.write_button, LEFT)
    return dock


@pytest.mark.parametrize(
    "kind, battery, flags, target, after",
    [
        (OrderKind.REPEAT, "bty1", ["--side", "axis", "--repeat"], None, "repeat"),
        (OrderKind.SHIFT, "bty1", ["--side", "axis", "--shift-only=100,0"], None, "shift"),
        (OrderKind.CEASE_FIRE, "bty1", ["--side", "axis", "--cease"], None, None),
        (OrderKind.COUNTER_BATTERY, "bty3", ["--side", "allies", "--counter-battery", "bty1"], "bty1", None),
    ],
)
def test_orders_b_c_d_and_counter_battery_fire(
    qtbot,
    open_window,
    demo_path: Path,
    tmp_path: Path,
    capsys,
    kind: OrderKind,
    battery: str,
    flags: list[str],
    target: str | None,
    after: str | None,
) -> None:  # type: ignore[no-untyped-def]
    start = demo_battle(
        demo_path, tmp_path / "start.yaml", strict=True, step="artillery.orders", turn=2, missions=[LANDED]
    )
    window = open_window(start)
    write_order(qtbot, window, battery, kind, add_drop=100, target=target)
    battle = window.session.battle
    assert [r.kind for r in battle.actions] == ["order"] and battle.log[-1].kind == "order"
    mission = battle.fire_mission("bty1")
    if after is None:  # D ends bty1's mission; the allies' counter-battery fire leaves it firing
        assert (mission is None) == (kind is OrderKind.CEASE_FIRE)
    else:  # B and C land the next turn (4.12)
        assert mission is not None and mission.order.value == after and mission.impact_turn == 3
    if kind is OrderKind.COUNTER_BATTERY:
        assert [(c.battery, c.target, c.called_turn) for c in battle.counter_battery] == [("bty3", "bty1", 2)]
    from_window = tmp_path / "window.yaml"
    window.session.save(from_window)

    from_cli = tmp_path / "cli.yaml"
    data = cli_json("order", start, "--battery", battery, *flags, "--apply", from_cli, capsys=capsys)
    assert data["refused"] is None and data["acted_in"] == "artillery.orders", data
    assert_same_battle(from_window, from_cli)


def test_the_barrage_tools_request_in_artillery_step_c(
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path, capsys
) -> None:
    """Order A at a point: pressed on the board with the Barrage tool in step C, the dialog's Write the Request, and
    ``morefire order --at`` at the aim the dialog shows."""
    start = demo_battle(demo_path, tmp_path / "start.yaml", strict=True, step="artillery.orders")
    window = open_window(start)
    window.set_tool("barrage")
    click_board(qtbot, window, 44.0, 30.0)
    dialog = dialogs[-1]
    assert (dialog.side_id, dialog.battery.currentData()) == ("axis", "bty1")
    qtbot.mouseClick(dialog.request_button, LEFT)
    mission = window.session.battle.fire_mission("bty1")
    assert mission is not None and mission.impact_turn == 4 and mission.registration_point is None
    from_window = tmp_path / "window.yaml"
    window.session.save(from_window)

    from_cli = tmp_path / "cli.yaml"
    at = f"{dialog.aim_x.value()!r},{dialog.aim_y.value()!r}"
    data = cli_json(
        "order", start, "--side", "axis", "--battery", "bty1", "--at", at, "--apply", from_cli, capsys=capsys
    )
    assert data["refused"] is None and data["lands_in_turn"] == 4
    assert data["mission"]["at"] == pytest.approx(list(mission.at), abs=1e-9)
    assert_same_battle(from_window, from_cli)


def test_a_barrage(qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path, capsys) -> None:
    start = demo_battle(demo_path, tmp_path / "start.yaml")
    window = open_window(start)
    window.set_tool("barrage")
    click_board(qtbot, window, 59.0, 31.5)
    dialog = dialogs[-1]
    assert (dialog.side_id, dialog.battery.currentData()) == ("axis", "bty1")
    qtbot.mouseClick(dialog.fire_button, LEFT)
    assert dialog.outcome is not None and window.session.battle.actions[-1].kind == "barrage"
    from_window = tmp_path / "window.yaml"
    window.session.save(from_window)

    from_cli = tmp_path / "cli.yaml"
    at = f"{dialog.aim_x.value()!r},{dialog.aim_y.value()!r}"
    data = cli_json(
        "barrage", start, "--at", at, "--side", "axis", "--battery", "bty1", "--apply", from_cli, capsys=capsys
    )
    assert data["refused"] is None and [t["roll"] for t in data["targets"]] == [int(r[5]) for r in dialog.target_rows()]
    assert data["impact"] == pytest.approx(list(dialog.outcome.impact), abs=1e-6)
    assert_same_battle(from_window, from_cli)


def test_a_mission_landing(qtbot, open_window, demo_path: Path, tmp_path: Path, capsys) -> None:
    mission = {"battery": "bty1", "registration_point": 3, "called_turn": 1, "impact_turn": 1}
    start = demo_battle(demo_path, tmp_path / "start.yaml", step="movement.infantry", missions=[mission])
    window = open_window(start)
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)
    (dialog,) = window.feature(ArtilleryFeature).landing_dialogs
    from_window = tmp_path / "window.yaml"
    window.session.save(from_window)

    from_cli = tmp_path / "cli.yaml"
    data = cli_json("turn", start, "--next", "--apply", from_cli, capsys=capsys)
    (landed,) = data["landed"]
    assert landed["fired"] and landed["battery"] == "bty1"
    assert [t["roll"] for t in landed["barrage"]["targets"]] == [int(r[5]) for r in dialog.target_rows()]
    assert_same_battle(from_window, from_cli)


def test_a_battery_set_up_and_breakdown(qtbot, open_window, demo_path: Path, tmp_path: Path, capsys) -> None:
    start = demo_battle(demo_path, tmp_path / "start.yaml", strict=True, step="artillery.orders", in_transit="bty2")
    window = open_window(start)
    dock = window.feature(ArtilleryFeature).dock
    dock.show()
    dock.raise_()
    select_battery(qtbot, dock, "bty2")
    qtbot.mouseClick(dock.set_up_button, LEFT)
    select_battery(qtbot, dock, "bty4")
    qtbot.mouseClick(dock.breakdown_button, LEFT)
    assert window.session.battle.battery("bty4").deployment.value == "breaking_down"
    from_window = tmp_path / "window.yaml"
    window.session.save(from_window)

    middle, from_cli = tmp_path / "middle.yaml", tmp_path / "cli.yaml"
    data = cli_json("battery", start, "bty2", "--setup", "--apply", middle, capsys=capsys)
    assert (data["deployment"], data["turns_remaining"], data["ready_turn"]) == ("setting_up", 2, 3)
    data = cli_json("battery", middle, "bty4", "--breakdown", "--apply", from_cli, capsys=capsys)
    assert (data["deployment"], data["turns_remaining"], data["acted_in"]) == ("breaking_down", 1, "artillery.orders")
    assert_same_battle(from_window, from_cli)


# -- a strict battle's refusals on the command line ------------------------------------------------------------------------


def test_the_command_line_refuses_a_barrage_without_a_request_and_a_battery_in_transit_firing(
    demo_path: Path, tmp_path: Path, capsys
) -> None:
    start = demo_battle(demo_path, tmp_path / "start.yaml", strict=True, step="artillery.orders", in_transit="bty2")
    out = tmp_path / "out.yaml"
    data = cli_json(
        "barrage", start, "--at", "44,30", "--side", "axis", "--battery", "bty1", "--apply", out, capsys=capsys
    )
    assert data["refused"].startswith("a barrage without a request") and data["rule"] == "4.11"
    assert "artillery step C" in data["refused"] and data["impact"] is None and data["targets"] == []
    data = cli_json("order", start, "--side", "axis", "--battery", "bty2", "--at", "44,30", capsys=capsys)
    assert "in transit" in data["refused"] and data["rule"] == "4.11" and data["mission"] is None
    moving = demo_battle(demo_path, tmp_path / "moving.yaml", strict=True, step="movement.road")
    data = cli_json("order", moving, "--side", "axis", "--battery", "bty1", "--rp", "axis:1", capsys=capsys)
    assert (
        data["rule"] == "Sequence of play"
        and "is artillery step C" in data["refused"]
        and "this is movement step 1" in data["refused"]
    )


# -- the set-up's actions, which no command of their own takes: the window's, taken again by morefire act ---------------


def _plot_point(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.feature(ArtilleryFeature).registration_tool.side_id = "allies"
    window.set_tool("registration")
    click_board(qtbot, window, 50.0, 20.0)


def _move_point(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from tests.gui.test_board_tools import drag

    window.feature(ArtilleryFeature).registration_tool.side_id = "allies"
    window.set_tool("registration")
    drag(qtbot, window, window.session.battle.side("allies").registration_point(2).at, (30.0, 15.0))


def _remove_point(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.feature(ArtilleryFeature).registration_tool.side_id = "allies"
    window.set_tool("registration")
    click_board(qtbot, window, *window.session.battle.side("allies").registration_point(2).at)
    qtbot.keyClick(window.view, Qt.Key.Key_Delete)


def _new_battery(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.gui.dialogs.battery import BatteryDialog

    dialog = BatteryDialog(window.session, "axis", [], window)
    dialog.guns.setValue(6)
    dialog.calibre.setValue(150)
    dialog._on_ok()
    ask = BatteryDialog.__dict__["ask"]
    BatteryDialog.ask = classmethod(lambda cls, *a, **k: dialog.result_battery)  # type: ignore[method-assign]
    try:
        window.feature(ArtilleryFeature).dock.new_button.click()
    finally:
        BatteryDialog.ask = ask  # type: ignore[method-assign]


def _delete_battery(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dock = window.feature(ArtilleryFeature).dock
    dock.show()
    select_battery(qtbot, dock, "bty3")
    qtbot.mouseClick(dock.delete_button, LEFT)


@pytest.mark.parametrize(
    "take, kind",
    [
        (_plot_point, "registration_point"),
        (_move_point, "registration_point"),
        (_remove_point, "remove_registration_point"),
        (_new_battery, "define_battery"),
        (_delete_battery, "delete_battery"),
    ],
)
def test_the_set_ups_actions(qtbot, open_window, demo_path: Path, tmp_path: Path, capsys, take, kind: str) -> None:  # type: ignore[no-untyped-def]
    start = demo_battle(demo_path, tmp_path / "start.yaml", strict=True)
    window = open_window(start)
    take(qtbot, window)
    records = window.session.battle.actions
    assert [r.kind for r in records] == [kind]
    from_window = tmp_path / "window.yaml"
    window.session.save(from_window)
    action = tmp_path / "action.yaml"
    action.write_text(yaml.safe_dump(records[0].action, sort_keys=False), encoding="utf-8")
    data = cli_json("act", start, action, "--apply", tmp_path / "cli.yaml", capsys=capsys)
    assert data["refused"] is None, data
    assert_same_battle(from_window, tmp_path / "cli.yaml")


def test_a_landing_replays_from_the_record(qtbot, open_window, demo_path: Path, tmp_path: Path, capsys) -> None:
    """A strict battle's request written in turn 1 and landed in turn 4 (Next all the way, in the window) is
    reproduced by ``morefire replay`` from the record, with the dice it rolled."""
    start = demo_battle(demo_path, tmp_path / "start.yaml", strict=True, step="artillery.orders")
    window = open_window(start)
    dock = write_fire_order(qtbot, window, "bty1", 3)
    while (window.session.battle.turn, window.session.battle.step) != (4, "artillery.impact"):
        qtbot.mouseClick(dock.next_button, LEFT)
    assert window.feature(ArtilleryFeature).landing_dialogs and window.session.battle.log[-1].kind == "barrage"
    played = tmp_path / "played.yaml"
    window.session.save(played)
    data = cli_json("replay", played, capsys=capsys)
    assert data["same"] and data["first_difference"] is None
