"""The aircraft steps of a battle kept to the sequence of play, as the player finds them: the Airstrike tool offers
only the airstrikes the side's forces have (bought with its forces, or given with the battle), and is not offered
where there is nothing left to fly, its tooltip saying why; the Phase dock says there is nothing to do and to press
Next; the anti-aircraft units are listed in step 4 only while an enemy aircraft is in play. And the road movement
step says why nobody is listed where no vehicle stands on a road."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar, QToolButton

from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.turn_state import current_step
from tests.gui.conftest import close_quietly, to_view
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_said import german  # noqa: F401 # the fixture
from tests.session.air_battle import AIR_BATTLE

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
NOW = "<b>Now:</b> "


@pytest.fixture
def strict_window(open_window, tmp_path: Path):  # type: ignore[no-untyped-def]
    """A window on the air test battle kept to the sequence of play, at a step, the Allies' forces with the
    airstrikes given (closed quietly at the end)."""
    made: list[Path] = []

    def make(step: str, allies_have: str = "", extra: str = "") -> MainWindow:
        text = AIR_BATTLE
        if allies_have:
            text = text.replace("edge: south}", f"edge: south, airstrikes_bought: [{allies_have}]}}")
        path = tmp_path / f"strict-{len(made)}.yaml"
        path.write_text(text + extra + f"settings: {{sequence: strict}}\nstep: {step}\n", encoding="utf-8")
        made.append(path)
        window: MainWindow = open_window(path)
        return window

    return make


def toolbar_button(window: MainWindow, tool: str) -> QToolButton:
    """The toolbar's button for a board tool, as the player clicks it."""
    action = window.tool_actions[tool]
    for bar in window.findChildren(QToolBar):
        button = bar.widgetForAction(action)
        if isinstance(button, QToolButton):
            return button
    raise AssertionError(f"no toolbar button for {tool}")


def enter_from_the_south(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Press at the south edge, drag the direction arrow north, release: the airstrike dialog opens."""
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, LEFT, NONE, to_view(window, 20.0, 47.8))
    qtbot.mouseMove(viewport, to_view(window, 20.0, 40.0))
    qtbot.mouseMove(viewport, to_view(window, 20.0, 30.0))
    qtbot.mouseRelease(viewport, LEFT, NONE, to_view(window, 20.0, 30.0))


def test_the_airstrike_tool_offers_only_the_airstrikes_the_forces_have(qtbot, strict_window, dialogs) -> None:  # type: ignore[no-untyped-def]
    """The Allies were given one Il-2 with the battle: the Airstrike tool's dialog offers it alone, not every Soviet
    aircraft of the year (a strict battle flies no other, Table VII); the Axis, with none, is told it has no airstrike
    to fly and cannot fly."""
    window = strict_window("movement.aircraft", allies_have="il2")
    button = toolbar_button(window, "airstrike")
    assert button.isEnabled()
    qtbot.mouseClick(button, LEFT)
    assert window.view.tool is not None and window.view.tool.name == "airstrike"
    enter_from_the_south(qtbot, window)
    dialog = dialogs[-1]
    assert dialog.side_id == "allies"
    assert dialog.aircraft_choices() == ["bought: Ilyushin Il-2M Shturmovik ×1 (paid with the forces)"], (
        dialog.aircraft_choices()
    )
    assert dialog.fly_button.isEnabled() and dialog.error.text() == ""
    dialog.side.setCurrentIndex(dialog.side.findData("axis"))
    assert dialog.aircraft_choices() == []
    assert not dialog.fly_button.isEnabled()
    said = dialog.status.text()
    assert "Axis has no airstrike to fly: its forces have none left" in said, said
    assert dialog.refusal_text().startswith("Axis has no airstrike to fly"), dialog.refusal_text()


def test_with_nothing_to_fly_the_airstrike_tool_is_not_offered_and_the_step_says_press_next(
    qtbot, strict_window
) -> None:  # type: ignore[no-untyped-def]
    """Nobody bought an airstrike and no aircraft is in play: in movement step 3 the toolbar's Airstrike is greyed,
    its tooltip saying why, a click arms nothing, and the Phase dock says there is nothing to do: press Next."""
    window = strict_window("movement.aircraft")
    button = toolbar_button(window, "airstrike")
    assert not button.isEnabled()
    why = "Table VII: no airstrike was bought to fly and no aircraft is in play"
    assert why in window.tool_actions["airstrike"].toolTip(), window.tool_actions["airstrike"].toolTip()
    qtbot.mouseClick(button, LEFT)
    assert window.view.tool is None or window.view.tool.name != "airstrike"
    dock = window.feature(TurnsFeature).dock
    assert dock.now_label.text() == (
        NOW + "nothing to do in this step (no airstrike was bought to fly and no aircraft is in play): press Next."
    )


def test_once_the_airstrike_given_has_flown_the_step_has_nothing_left(qtbot, strict_window, dialogs) -> None:  # type: ignore[no-untyped-def]
    """The Allies' one Il-2 flies its run in step 3 through the Airstrike tool: the tool is then not offered (nothing
    left to fly this turn), and step 3 and step 4 say so, rather than leaving the tool armed."""
    window = strict_window("movement.aircraft", allies_have="il2")
    qtbot.mouseClick(toolbar_button(window, "airstrike"), LEFT)
    enter_from_the_south(qtbot, window)
    dialog = dialogs[-1]
    dialog.entry_x.setValue(20)
    dialog.heading.setValue(0)
    window.session.dice = ScriptedDice([90, 99, 99, 99])
    qtbot.mouseClick(dialog.fly_button, LEFT)
    assert [a.id for a in window.session.battle.aircraft] == ["air1"]
    dialog.close()
    action = window.tool_actions["airstrike"]
    assert not action.isEnabled() and window.view.tool is not None and window.view.tool.name != "airstrike"
    flown = "every aircraft in play has flown its run this turn, and no airstrike bought is left to fly"
    assert flown in action.toolTip(), action.toolTip()
    feature = window.feature(TurnsFeature)
    assert feature.dock.now_label.text() == NOW + f"nothing to do in this step ({flown}): press Next."
    qtbot.mouseClick(feature.dock.next_button, LEFT)
    assert current_step(window.session).id == "movement.air_fire"
    assert not action.isEnabled()
    assert feature.dock.now_label.text() == NOW + f"nothing to do in this step ({flown}): press Next."


def test_no_one_fires_anti_aircraft_with_no_aircraft_in_play(qtbot, strict_window) -> None:  # type: ignore[no-untyped-def]
    """Movement step 4 with no aircraft on the table: the Flak 38s and the M16 are not listed as who may act (there is
    nothing to fire at), and the step says there is nothing to do. With an Il-2 in play, the Axis guns are listed,
    not the Allies' own M16."""
    window = strict_window("movement.air_fire")
    dock = window.feature(TurnsFeature).dock
    assert dock.actor_rows() == []
    assert dock.actors_title.text() == "<b>Who may act</b> — no units in this step"
    assert dock.now_label.text() == (
        NOW + "nothing to do in this step (no airstrike was bought to fly and no aircraft is in play): press Next."
    )
    in_play = "aircraft:\n  - {id: air1, side: allies, type: il2, at: [20, 44], heading: 0}\n"
    window = strict_window("movement.air_fire", extra=in_play)
    dock = window.feature(TurnsFeature).dock
    assert [row[0] for row in dock.actor_rows()] == ["flak1", "flak2", "air1"], dock.actor_rows()


def test_the_road_step_says_why_nobody_is_listed(qtbot, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The demo kept to the sequence, in turn 2: no vehicle stands on a road, so movement step 1 lists nobody and says
    why in the player's words (the road rate is for a turn spent wholly on the road; the others move in step 2,
    infantry in step 6), not merely "nobody acts", and the Move tool is not left armed. A Panzer IV put on the
    northern road is listed, and the step offers and arms Move."""
    from tests.gui.test_docks_at_1366 import laptop

    road = demo_battle(demo_path, tmp_path / "road.yaml", strict=True, step="movement.road", turn=2)
    window = laptop(qtbot, road)
    try:
        feature = window.feature(TurnsFeature)
        assert feature.dock.actor_rows() == []
        assert feature.dock.actors_title.text() == "<b>Who may act</b> — no units in this step"
        # The Move tool is not armed nor offered: every move would be refused here; its tooltip says why.
        move = toolbar_button(window, "move")
        assert not move.isEnabled() and window.view.tool is not None and window.view.tool.name != "move"
        assert "Sequence of play: no vehicle stands on a road" in window.tool_actions["move"].toolTip()
        assert feature.dock.now_label.text() == NOW + (
            "nothing to do in this step (no vehicle stands on a road: road movement is for a vehicle spending the "
            "whole turn on the road (1.3); the others move cross-country in step 2, infantry and guns on foot in step "
            "6): press Next."
        ), feature.dock.now_label.text()
    finally:
        close_quietly(window)
    # The Panzer IV on the northern road, in the file.
    session = BattleSession.open(road)
    session.battle.units = [
        u.model_copy(update={"at": (38.95, 9.0)}) if u.id == "ge3" else u for u in session.battle.units
    ]
    session.save(road)
    window = laptop(qtbot, road)
    try:
        feature = window.feature(TurnsFeature)
        assert [row[0] for row in feature.dock.actor_rows()] == ["ge3"]
        assert feature.dock.now_label.text() == NOW + "Move, for those who may act below."
        assert toolbar_button(window, "move").isEnabled() and window.view.tool.name == "move"
    finally:
        close_quietly(window)


def test_a_free_battles_road_step_says_why_nobody_is_listed(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The demo as it opens, played free of the sequence: movement step 1 lists nobody, and under "any action at any
    time" the dock says why (no vehicle stands on a road), not only "no units in this step". In the aircraft steps a
    free battle may still fly an airstrike of the year, so nothing is said against it there."""
    feature = window.feature(TurnsFeature)
    assert not window.session.battle.strict and current_step(window.session).id == "movement.road"
    assert feature.dock.actor_rows() == []
    now = feature.dock.now_label.text()
    assert now.startswith("<i>Played free of the sequence of play: any action at any time"), now
    assert now.endswith(
        "<br>Nobody is listed in this step: no vehicle stands on a road: road movement is for a vehicle "
        "spending the whole turn on the road (1.3); the others move cross-country in step 2, infantry "
        "and guns on foot in step 6."
    ), now
    while current_step(window.session).id != "movement.aircraft":
        qtbot.mouseClick(feature.dock.next_button, LEFT)
    assert "Nobody is listed" not in feature.dock.now_label.text()
    assert window.tool_actions["airstrike"].isEnabled()


def test_the_aircraft_steps_count_aircraft_not_units(qtbot, strict_window) -> None:  # type: ignore[no-untyped-def]
    """Movement step 3 and the air arrows list the aircraft in play: the Phase dock counts them as aircraft ("1 of 1
    aircraft done", not "units"); with none in play it says there is no aircraft in the step."""
    flown = "aircraft:\n  - {id: air1, side: allies, type: il2, at: [20, 44], heading: 0, flown_heading: 0, runs: 1}\n"
    window = strict_window("aircraft.arrows", extra=flown)
    dock = window.feature(TurnsFeature).dock
    assert [row[0] for row in dock.actor_rows()] == ["air1"], dock.actor_rows()
    assert dock.actors_title.text() == "<b>Who may act</b> — 0 of 1 aircraft done"
    item = dock.actor_item("air1")
    assert item is not None
    item.setCheckState(0, Qt.CheckState.Checked)  # the player ticks the Il-2 as done
    qtbot.waitUntil(lambda: dock.actors_title.text() == "<b>Who may act</b> — 1 of 1 aircraft done")
    window = strict_window("movement.aircraft", extra=flown.replace(", runs: 1", ""))
    dock = window.feature(TurnsFeature).dock
    assert dock.actors_title.text() == "<b>Who may act</b> — 0 of 1 aircraft done", dock.actors_title.text()


def test_the_aircraft_steps_count_in_german_with_the_word_agreeing(qtbot, strict_window, german) -> None:  # type: ignore[no-untyped-def]
    """In German the word after a count agrees with it: "0 von 1 Flugzeug fertig", "0 von 2 Flugzeugen fertig" (the
    dative plural after "von"), never "0 von 1 Flugzeuge"."""
    one = "  - {id: air1, side: allies, type: il2, at: [20, 44], heading: 0, flown_heading: 0, runs: 1}\n"
    two = one + one.replace("air1", "air2").replace("[20, 44]", "[30, 44]")
    window = strict_window("aircraft.arrows", extra="aircraft:\n" + one)
    dock = window.feature(TurnsFeature).dock
    assert dock.actors_title.text() == "<b>Am Zug</b> — 0 von 1 Flugzeug fertig", dock.actors_title.text()
    window = strict_window("aircraft.arrows", extra="aircraft:\n" + two)
    dock = window.feature(TurnsFeature).dock
    assert dock.actors_title.text() == "<b>Am Zug</b> — 0 von 2 Flugzeugen fertig", dock.actors_title.text()
