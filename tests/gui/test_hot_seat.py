"""Hidden information in a hot-seat game: each side's view, the hand-over cover, and reveals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.battle import TerrainPiece, Unit
from morefire_gui.model.terms import Status
from morefire_gui.session.edits import AddTerrain, AddUnit, ReplaceUnits
from tests.gui.conftest import close_quietly


@pytest.fixture
def hidden_window(window: MainWindow) -> MainWindow:
    battle = window.session.battle
    ge11 = battle.unit("ge11")
    window.session.apply(ReplaceUnits((ge11,), (ge11.with_status(Status.HIDDEN),)))
    window.session.apply(
        AddUnit(Unit(id="fake1", side="axis", type="R", at=(48.0, 24.0), status=(Status.HIDDEN,), decoy=True))
    )
    window.session.apply(
        AddTerrain(
            TerrainPiece.model_validate(
                {
                    "id": "m9",
                    "kind": "minefield",
                    "mines": "ap",
                    "owner": "axis",
                    "deliberate": True,
                    "polygon": [[30, 30], [32, 30], [32, 31], [30, 31]],
                }
            )
        )
    )
    window.undo_stack.setClean()
    return window


def roster_ids(window: MainWindow) -> set[str]:
    return set(window.roster._items)


def test_the_allied_view_hides_the_axis_secrets(hidden_window: MainWindow) -> None:
    w = hidden_window
    w.feature(HotSeatFeature).set_viewer("allies")
    scene = w.scene
    # Hidden positions are anonymous markers: no type, no name, no facing, one size.
    for uid in ("ge11", "fake1"):
        item = scene.units[uid]
        assert item.masked and item.label.text() == "?"
        assert "Hidden position" in item.toolTip() and uid not in item.toolTip()
    assert scene.units["ge11"].boundingRect() == scene.units["fake1"].boundingRect()
    assert not scene.units["ge1"].masked
    assert {"ge11", "fake1"}.isdisjoint(roster_ids(w)) and "ge1" in roster_ids(w)
    # The axis's registration points and batteries are not shown; its deliberate minefield is not drawn.
    assert not any(item.isVisible() for (side, _), item in scene.registration_points.items() if side == "axis")
    assert all(item.isVisible() for (side, _), item in scene.registration_points.items() if side == "allies")
    tree = w.feature(ArtilleryFeature).dock.tree
    assert [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())] == ["181st Tank Brigade (USSR)"]
    assert not scene.terrain["m9"].isVisible()
    # The marker cannot be selected: nothing about it shows.
    scene.units["ge11"].setSelected(True)
    assert not scene.units["ge11"].isSelected() and scene.selected_unit_ids() == []
    assert "1st Squad" not in w.details.view.toPlainText()


def test_the_owner_and_the_umpire_see_everything(hidden_window: MainWindow) -> None:
    w = hidden_window
    feature = w.feature(HotSeatFeature)
    feature.set_viewer("axis")
    assert not w.scene.units["ge11"].masked and {"ge11", "fake1"} <= roster_ids(w)
    assert w.scene.terrain["m9"].isVisible()
    feature.set_viewer(None)  # once a side has had the table, everything shows only with every side's agreement
    assert feature.viewer == "axis" and w.session.battle.at_table == "axis"
    feature.set_viewer(None, agreed=("axis", "allies"))
    assert feature.viewer is None
    assert all(item.isVisible() for item in w.scene.registration_points.values())


def test_hand_over_covers_the_window_until_the_next_player_is_ready(qtbot, hidden_window: MainWindow) -> None:
    w = hidden_window
    feature = w.feature(HotSeatFeature)
    feature.set_viewer("axis")
    feature.hand_over.trigger()
    assert feature.cover.isVisible() and "Hand over to 181st Tank Brigade" in feature.cover.message.text()
    assert feature.cover.geometry() == w.rect()
    assert feature.viewer == "axis"  # nothing switches until the next player confirms
    qtbot.mouseClick(feature.cover.button, __import__("PySide6.QtCore", fromlist=["Qt"]).Qt.MouseButton.LeftButton)
    assert not feature.cover.isVisible() and feature.viewer == "allies"
    assert w.scene.units["ge11"].masked


def test_a_revealed_position_shows_itself(hidden_window: MainWindow) -> None:
    from morefire_gui.session.visibility import reveal_edit

    w = hidden_window
    w.feature(HotSeatFeature).set_viewer("allies")
    reveal = reveal_edit(w.session.battle, ["ge11", "fake1"], "fired on")  # as a shot's commit applies it
    w.session.apply(reveal)
    assert not w.scene.units["ge11"].masked and "fake1" not in w.scene.units
    assert "ge11" in roster_ids(w)
    w.session.revert(reveal)
    assert w.scene.units["ge11"].masked and w.scene.units["fake1"].masked


# -- the phase dock -------------------------------------------------------------------------------------------------------
AXIS_SECRETS = (
    "ge11",
    "1st Squad",
    "fake1",
    "bty1",
    "bty2",
    "II./AR 2",
    "Mortar section",
    "RP #1",
    "the ford",
    "the bridge",
    "knoll top",
)


def phase_dock_text(dock) -> str:  # type: ignore[no-untyped-def]
    """Everything the phase dock shows: every label, button, list row and drop-down choice, with their tooltips."""
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QListWidget, QTreeWidget, QWidget

    parts: list[str] = []
    for widget in [dock, *dock.findChildren(QWidget)]:
        if not widget.isVisibleTo(dock) and widget is not dock:
            continue
        parts.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            parts.append(widget.text())
        elif isinstance(widget, QComboBox):
            parts += [widget.itemText(i) for i in range(widget.count())]
            parts += [str(widget.itemData(i)) for i in range(widget.count())]
        elif isinstance(widget, QListWidget):
            parts += [widget.item(i).text() + widget.item(i).toolTip() for i in range(widget.count())]
        elif isinstance(widget, QTreeWidget):
            for i in range(widget.topLevelItemCount()):
                item = widget.topLevelItem(i)
                parts += [item.text(c) + "\n" + item.toolTip(c) for c in range(widget.columnCount())]
    return "\n".join(parts)


def hand_over(qtbot, window: MainWindow, side: str) -> None:  # type: ignore[no-untyped-def]
    """The Players menu's Hand Over, then the next player's button, until ``side``'s view shows."""
    from PySide6.QtCore import Qt

    feature = window.feature(HotSeatFeature)
    while feature.viewer != side:
        feature.hand_over.trigger()
        qtbot.mouseClick(feature.cover.button, Qt.MouseButton.LeftButton)


def next_to(qtbot, window: MainWindow, step: str) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    from morefire_gui.gui.features.turns import TurnsFeature
    from morefire_gui.session.turn_state import current_step

    dock = window.feature(TurnsFeature).dock
    for _ in range(40):
        if current_step(window.session).id == step:
            return
        qtbot.mouseClick(dock.next_button, Qt.MouseButton.LeftButton)
    raise AssertionError(f"never reached {step}")


def test_the_phase_dock_shows_only_the_viewers_side(qtbot, hidden_window: MainWindow) -> None:
    from PySide6.QtCore import Qt

    from morefire_gui.gui.features.turns import TurnsFeature
    from morefire_gui.session.fire_orders import OrderKind
    from morefire_gui.session.turn_state import current_step

    w = hidden_window
    dock = w.feature(TurnsFeature).dock
    # The axis player writes bty1's FIRE order at the ford in artillery step C.
    hand_over(qtbot, w, "axis")
    next_to(qtbot, w, "artillery.orders")
    dock.order_battery.setCurrentIndex(dock.order_battery.findData("bty1"))
    dock.order_kind.setCurrentIndex(dock.order_kind.findData(OrderKind.FIRE.value))
    dock.order_rp.setCurrentIndex(dock.order_rp.findData(1))
    qtbot.mouseClick(dock.write_button, Qt.MouseButton.LeftButton)
    assert w.session.battle.fire_mission("bty1").registration_point == 1
    assert any("II./AR 2" in what and "the ford" in what for _, what in dock.coming_rows())  # by its name

    # The allies see none of it, in any step, on the way to the next turn's orders.
    hand_over(qtbot, w, "allies")
    seen: list[str] = []
    for step in (
        "artillery.orders",
        "fire.infantry",
        "movement.mount",
        "movement.infantry",
        "artillery.impact",
        "artillery.orders",
    ):
        next_to(qtbot, w, step)
        seen.append(step)
        text = phase_dock_text(dock)
        for secret in AXIS_SECRETS:
            assert secret not in text, f"{secret!r} shows in the allies' {step}"
        if step == "artillery.orders":
            assert [r[0] for r in dock.actor_rows()] == ["bty3", "bty4"]
            assert [dock.order_battery.itemData(i) for i in range(dock.order_battery.count())] == ["bty3", "bty4"]
            assert "the crossroad" in text  # the allies' own registration points
        if step in ("movement.infantry", "fire.infantry"):
            assert "su12" in [r[0] for r in dock.actor_rows()]
    assert current_step(w.session).id == "artillery.orders" and w.session.battle.turn == 2

    # Handed back, the axis player sees the squad, the battery, its points and the mission in flight.
    hand_over(qtbot, w, "axis")
    text = phase_dock_text(dock)
    assert [r[0] for r in dock.actor_rows()] == ["bty1", "bty2"]
    for shown in ("bty1", "II./AR 2", "the ford", "the bridge", "RP #1 (the ford)"):
        assert shown in text
    assert "bty3" not in [dock.order_battery.itemData(i) for i in range(dock.order_battery.count())]
    for _ in range(3):
        qtbot.mouseClick(dock.back_button, Qt.MouseButton.LeftButton)
    assert current_step(w.session).id == "movement.infantry"
    assert "ge11" in [r[0] for r in dock.actor_rows()] and "1st Squad" in phase_dock_text(dock)
    # The umpire's view lists both sides.
    w.feature(HotSeatFeature).set_viewer(None, agreed=("axis", "allies"))
    assert {"ge11", "su12"} <= {r[0] for r in dock.actor_rows()}


def test_close_combat_order_does_not_tell_a_hidden_positions_speed(qtbot, hidden_window: MainWindow) -> None:
    from morefire_gui.gui.features.turns import TurnsFeature

    w = hidden_window
    w.feature(HotSeatFeature).set_viewer("allies")
    feature = w.feature(TurnsFeature)
    w.scene.units["ge11"].setSelected(True)  # a hidden position cannot be selected
    w.scene.units["su12"].setSelected(True)
    feature.show_close_combat()
    assert w.scene.selected_unit_ids() == ["su12"]
    assert "ge11" not in feature.dock.close_label.text() and "1st Squad" not in feature.dock.close_label.text()
    # Nor does the Movement dock's close-combat tab list it among the enemies near, with its speed.
    from morefire_gui.gui.features.movement import MovementFeature

    movement = w.feature(MovementFeature)
    movement.dock.close_yards.setValue(2000)
    assert "ge11" not in movement.close_units() and "su12" in movement.close_units()


def test_the_log_lists_only_what_the_side_may_read(window: MainWindow) -> None:
    """4.1: a side's batteries and written requests are its own; the start of a turn logs them apart, and the log
    dock of the other side's view leaves them out (its search cannot find them either)."""
    from morefire_gui.model.actions.turns import NextStep
    from morefire_gui.rules.artillery.terms import DeploymentState
    from morefire_gui.session.artillery import ReplaceBatteries

    w = window
    before = tuple(w.session.battle.batteries)
    after = tuple(
        b.model_copy(update={"deployment": DeploymentState.SETTING_UP, "turns_remaining": 2}) if b.id == "bty2" else b
        for b in before
    )  # the axis mortars set up (4.8)
    w.session.apply(ReplaceBatteries(before, after, "Set up"))
    while w.session.battle.turn == 1:
        w.session.commit(w.session.perform(NextStep()))
    secret = [e for e in w.session.battle.log if e.secret]
    assert secret and {e.side for e in secret} == {"axis"}
    public = next(e for e in w.session.battle.log if e.title == "Turn 2 begins (0:30 of battle)")
    assert "Mortar section" not in public.summary + str(public.steps)
    hot = w.feature(HotSeatFeature)
    hot.set_viewer("allies")
    listed = w.log.battle_entries()
    assert any("Turn 2 begins (0:30 of battle)" in line for line in listed)
    assert not any("artillery of Kampfgruppe Peiper" in line or "Mortar section" in line for line in listed)
    w.log.search.setText("Mortar section")
    assert not any(not w.log.tree.topLevelItem(i).isHidden() for i in range(w.log.tree.topLevelItemCount()))
    w.log.search.setText("")
    hot.set_viewer("axis")
    assert any("Turn 2 begins: artillery of Kampfgruppe Peiper" in line for line in w.log.battle_entries())


def test_a_battle_left_in_a_sides_view_opens_behind_the_cover(qtbot, hidden_window: MainWindow, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Saved with the Germans at the table and opened again (by whichever player sits down), nothing of their view
    shows until their player presses the button; the table stays with them, no hand-over is added."""
    from PySide6.QtCore import Qt

    w = hidden_window
    feature = w.feature(HotSeatFeature)
    feature.hand_over_to("axis")
    qtbot.mouseClick(feature.cover.button, Qt.MouseButton.LeftButton)
    path = tmp_path / "left.yaml"
    assert w._save_to(path)
    actions = len(w.session.battle.actions)
    assert w.open_path(path)
    assert feature.cover.isVisible() and feature.cover.geometry() == w.rect()
    text = feature.cover.message.text()
    assert text.startswith("Kampfgruppe Peiper had the table when this battle was left.")
    assert feature.cover.button.text() == "Show the view of Kampfgruppe Peiper" and not feature.cover.refuse.isVisible()
    qtbot.mouseClick(feature.cover.button, Qt.MouseButton.LeftButton)
    assert not feature.cover.isVisible()
    assert feature.viewer == "axis" and w.view_filter.side == "axis" and w.session.battle.at_table == "axis"
    assert len(w.session.battle.actions) == actions and not w.is_modified()


def test_a_battle_nobody_has_the_table_of_opens_uncovered(hidden_window: MainWindow, tmp_path) -> None:  # type: ignore[no-untyped-def]
    w = hidden_window
    path = tmp_path / "open.yaml"
    assert w.session.battle.at_table is None and w._save_to(path)
    assert w.open_path(path)
    assert not w.feature(HotSeatFeature).cover.isVisible()


def test_a_window_opened_on_a_battle_left_in_a_sides_view_is_covered_whole(  # type: ignore[no-untyped-def]
    qtbot, hidden_window: MainWindow, tmp_path
) -> None:
    """The app started on the file: the cover is laid before the window has its size, and covers all of it."""
    from morefire_gui.session.battle_session import BattleSession
    from tests.gui.conftest import close_quietly

    feature = hidden_window.feature(HotSeatFeature)
    feature.hand_over_to("allies")
    feature.cover.button.click()
    path = tmp_path / "left.yaml"
    assert hidden_window._save_to(path)
    window = MainWindow(BattleSession.open(path))
    try:
        window.resize(1366, 720)  # as the app sizes a window before showing it
        window.show()
        qtbot.waitExposed(window)
        cover = window.feature(HotSeatFeature).cover
        qtbot.waitUntil(lambda: cover.geometry() == window.rect())
        assert cover.isVisible() and "181st Tank Brigade had the table" in cover.message.text()
    finally:
        close_quietly(window)


def test_the_side_at_the_table_acts_with_its_own_units_and_sees_the_others_listed(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Cross-country movement, both sides moving at once: with the table handed to the Allies, the Phase dock lists the
    Axis vehicles too, greyed and saying whose they are, and Act (or a double-click) does nothing with them."""
    from morefire_gui.gui.features.turns import TurnsFeature
    from tests.gui.test_docks_at_1366 import laptop, strict_at

    window = laptop(qtbot, strict_at(demo_path, tmp_path, "movement.cross_country"))
    try:
        window.feature(HotSeatFeature).set_viewer("allies")
        dock = window.feature(TurnsFeature).dock
        tiger, t34 = dock.actor_item("ge1"), dock.actor_item("su1")
        assert tiger is not None and t34 is not None
        assert "other side's: hand over to act" in tiger.text(0) and "hand over" not in t34.text(0)
        assert "Hand the table over to Kampfgruppe Peiper to act with it (Players → Hand Over)" in tiger.toolTip(0)
        listed = [dock.actors.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole) for i in range(2)]
        assert listed == ["su1", "su2"]  # the side at the table's first
        assert not tiger.flags() & Qt.ItemFlag.ItemIsUserCheckable and t34.flags() & Qt.ItemFlag.ItemIsUserCheckable
        activated: list[str] = []
        dock.actor_activated.connect(activated.append)
        for item, expected in ((tiger, False), (t34, True)):
            dock.actors.scrollToItem(item)
            rect = dock.actors.visualItemRect(item)
            qtbot.mouseClick(dock.actors.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
            assert dock.act_button.isEnabled() is expected
            qtbot.mouseClick(dock.act_button, Qt.MouseButton.LeftButton)
        assert activated == ["su1"]
    finally:
        close_quietly(window)


def test_the_side_at_the_table_cannot_drag_the_other_sides_units(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Cross-country movement with the table handed to the Axis: the Axis player drags a T-34 with Move, and it stays
    where it is, the status bar saying whose it is and that the table must be handed over; nothing is recorded. The
    Axis's own Tiger moves; once the table is handed to the Allies, the T-34 moves too."""
    from tests.gui.test_action_equivalence_movement import drag
    from tests.gui.test_docks_at_1366 import laptop, strict_at

    window = laptop(qtbot, strict_at(demo_path, tmp_path, "movement.cross_country"))
    try:
        window.feature(HotSeatFeature).set_viewer("axis")
        battle = window.session.battle
        window.set_tool("move")
        drag(qtbot, window, (18, 42), (18, 38))  # T-34 #1
        assert battle.unit("su1").at == (18, 42)
        said = window.statusBar().currentMessage()
        assert "T-34 #1 is a counter of 181st Tank Brigade, and the table is with Kampfgruppe Peiper" in said, said
        assert "Hand Over gives 181st Tank Brigade the table" in said
        assert [r.action["kind"] for r in battle.actions if r.action["kind"] == "move"] == []
        drag(qtbot, window, (14, 8), (14, 12))  # Tiger 1, the Axis's own
        assert battle.unit("ge1").at != (14, 8)
        hand_over(qtbot, window, "allies")
        window.set_tool("move")
        drag(qtbot, window, (18, 42), (18, 38))
        assert battle.unit("su1").at != (18, 42)
        assert [(r.side, r.action["unit"]) for r in battle.actions if r.action["kind"] == "move"] == [
            ("axis", "ge1"),
            ("allies", "su1"),
        ]
    finally:
        close_quietly(window)


def test_who_may_act_counts_the_side_at_the_tables_units(qtbot, demo_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Cross-country movement with the table handed to the Axis: the count over the list is the Axis's nine vehicles,
    not both sides' eighteen (the Allies' are listed, greyed, for their player); a Tiger moved counts as done. Where
    only the other side's units act, the count says none of the side's do."""
    from morefire_gui.gui.features.turns import TurnsFeature
    from tests.gui.test_action_equivalence_movement import drag
    from tests.gui.test_docks_at_1366 import laptop, strict_at

    window = laptop(qtbot, strict_at(demo_path, tmp_path, "movement.cross_country"))
    try:
        window.feature(HotSeatFeature).set_viewer("axis")
        dock = window.feature(TurnsFeature).dock
        assert len(dock.actor_rows()) == 18
        assert "0 of the 9 units of Kampfgruppe Peiper done" in dock.actors_title.text(), dock.actors_title.text()
        window.set_tool("move")
        drag(qtbot, window, (14, 8), (14, 12))
        assert "1 of the 9 units of Kampfgruppe Peiper done" in dock.actors_title.text(), dock.actors_title.text()
        # A halftrack driven up to the 2nd Squad, which may mount it in step 5.
        drag(qtbot, window, (33, 4), (26.5, 10.3))
        assert "2 of the 9 units of Kampfgruppe Peiper done" in dock.actors_title.text(), dock.actors_title.text()
        # Mounting: only the Axis has transports, so the Allies' player is told none of theirs acts here.
        hand_over(qtbot, window, "allies")
        next_to(qtbot, window, "movement.mount")
        assert [row[0] for row in dock.actor_rows()] == ["ge13"]
        assert "none of the units of 181st Tank Brigade in this step" in dock.actors_title.text()
        assert "nobody acts in this step this turn: press Next" in dock.now_label.text()
    finally:
        close_quietly(window)


def test_the_roster_lists_the_side_at_the_table_first(qtbot, hidden_window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """In a side's view the Units dock starts with that side's units; the umpire's view keeps the file's order."""
    w = hidden_window

    def headings() -> list[str]:
        tree = w.roster.tree
        return [tree.topLevelItem(i).text(0).split("\n")[0] for i in range(tree.topLevelItemCount())]

    assert headings() == ["Kampfgruppe Peiper", "181st Tank Brigade"]  # the umpire: as the file lists them
    hand_over(qtbot, w, "allies")
    assert headings() == ["181st Tank Brigade", "Kampfgruppe Peiper"]
    first = w.roster.tree.topLevelItem(0).child(0)
    assert first.data(0, Qt.ItemDataRole.UserRole).startswith("su")
    hand_over(qtbot, w, "axis")
    assert headings() == ["Kampfgruppe Peiper", "181st Tank Brigade"]
