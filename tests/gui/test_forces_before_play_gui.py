"""A battle from the scenario system, set up in the window: Next before a side has bought its forces is refused with
what comes first (the forces are the set-up's, and a purchase once play has begun is refused), and a purchase after
play has begun says how to go back to the set-up."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import Mission
from morefire_gui.session.sequence_of_play import play_begun
from tests.gui.conftest import open_random_battle
from tests.gui.test_force_builder import bought_rows, buy, open_builder

LEFT = Qt.MouseButton.LeftButton


def _open_generated(window: MainWindow) -> None:
    open_random_battle(window, ScenarioChoices(mission=Mission.ADVANCE_TO_CONTACT, attacker=Allegiance.ALLIES), seed=11)


def _place_rifles(window: MainWindow, qtbot, builders, **counts: int) -> None:  # type: ignore[no-untyped-def]
    """Forces -> Build Forces: each side named buys that many rifle squads, and Place Forces lays them out."""
    dialog = open_builder(window, builders)
    for side, n in counts.items():
        buy(dialog, qtbot, side, "R", n)
    qtbot.mouseClick(dialog.place_button, LEFT)
    assert dialog.placed


def test_next_waits_for_each_sides_forces(qtbot, window: MainWindow, builders) -> None:  # type: ignore[no-untyped-def]
    _open_generated(window)
    battle = window.session.battle
    assert battle.strict and battle.briefing is not None and battle.units == []
    dock = window.feature(TurnsFeature).dock
    qtbot.mouseClick(dock.next_button, LEFT)
    said = window.statusBar().currentMessage()
    assert said == (
        "Refused: no side has bought its forces yet: each side buys and places its forces in the set-up, before play "
        "begins (Forces > Build Forces) (Table VI)"
    )
    assert play_begun(battle) is None and window.undo_stack.count() == 0
    # One side buys: Next names the other.
    _place_rifles(window, qtbot, builders, axis=3)
    qtbot.mouseClick(dock.next_button, LEFT)
    assert (
        window.statusBar()
        .currentMessage()
        .startswith(
            "Refused: Allies (attacker) has bought no forces yet: each side buys and places its forces in the set-up"
        )
    )
    assert "(Forces > Build Forces)" in window.statusBar().currentMessage()
    assert "morefire" not in window.statusBar().currentMessage()
    assert play_begun(battle) is None
    _place_rifles(window, qtbot, builders, allies=3)
    qtbot.mouseClick(dock.next_button, LEFT)
    assert (battle.turn, battle.step) == (1, "movement.cross_country")


def test_a_purchase_once_play_has_begun_says_how_to_go_back(qtbot, window: MainWindow, builders) -> None:  # type: ignore[no-untyped-def]
    _open_generated(window)
    battle = window.session.battle
    _place_rifles(window, qtbot, builders, axis=2, allies=2)
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)
    assert play_begun(battle) == "turn 1"
    late = open_builder(window, builders)
    buy(late, qtbot, "axis", "R", 1)
    assert not late.place_button.isEnabled()
    tip = late.place_button.toolTip()
    assert (
        "buying forces is part of the set-up, and play has begun (turn 1): undo back to the set-up (Edit → Undo)"
        in (tip)
    )
    assert "to change the table" not in tip
    late.close()
    # Undo takes the Next back: the battle is in its set-up again, and the purchase, kept as it was left, goes
    # through without being bought again.
    window.undo_action.trigger()
    assert play_begun(battle) is None
    again = open_builder(window, builders)
    assert [(r[0], r[2]) for r in bought_rows(again, "axis")] == [("Rifle squad", 1)]
    assert again.place_button.isEnabled()
    qtbot.mouseClick(again.place_button, LEFT)
    assert again.placed and sum(1 for u in battle.units if u.side == "axis") == 3


def test_both_sides_rifle_squads_bought_are_named_with_their_side_alike(qtbot, window: MainWindow, builders) -> None:  # type: ignore[no-untyped-def]
    """Each side's counters are numbered from 1; where both sides have rifle squads, every one names its side, the
    twelfth as the first (not only the numbers the other side has too)."""
    _open_generated(window)
    battle = window.session.battle
    _place_rifles(window, qtbot, builders, axis=10, allies=12)

    def heading(unit_id: str) -> str:
        window.details.show_unit(window.session, unit_id)
        return window.details.view.toPlainText().splitlines()[0]

    axis = [u.id for u in battle.units if u.side == "axis"]
    allies = [u.id for u in battle.units if u.side == "allies"]
    assert [heading(u) for u in axis] == [f"Rifle squad {n} (Axis)" for n in range(1, 11)]
    assert [heading(u) for u in allies] == [f"Rifle squad {n} (Allies)" for n in range(1, 13)]


def _now(window: MainWindow) -> str:
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(window.feature(TurnsFeature).dock.now_label.text())
    return doc.toPlainText()


def test_the_phase_dock_says_the_forces_come_first_and_whose_are_missing(qtbot, window: MainWindow, builders) -> None:  # type: ignore[no-untyped-def]
    _open_generated(window)
    # Before Next is pressed in vain: the set-up's first task, where it is in the menus, and who has none.
    assert _now(window).startswith(
        "Set-up: each side buys and places its forces (Forces → Build Forces…); none yet: Axis (defender), Allies "
        "(attacker). Play begins once each side has its forces, with the first move, shot or Next."
    ), _now(window)
    _place_rifles(window, qtbot, builders, axis=3)
    assert "none yet: Allies (attacker)." in _now(window)
    _place_rifles(window, qtbot, builders, allies=3)
    assert _now(window).startswith(
        "Set-up: lay out the table and the forces; play begins with the first move, shot or Next."
    )


def test_a_table_laid_by_hand_says_placement_comes_before_the_forces(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    open_random_battle(
        window, ScenarioChoices(mission=Mission.ADVANCE_TO_CONTACT, attacker=Allegiance.ALLIES), seed=11, by_hand=True
    )
    assert _now(window).startswith(
        "Set-up: the players place the terrain pieces in turn, the defender first; then Battle → Placement Complete…, "
        "and each side buys and places its forces (Forces → Build Forces…). Play begins after that."
    ), _now(window)
