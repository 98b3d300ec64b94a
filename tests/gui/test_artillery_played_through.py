"""Artillery played as a wargamer plays it, in a battle kept to the sequence of play: the request written in artillery
step C, its mission as the Artillery dock and the log tell it while in flight and after it landed, in English and in
German."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import to_view
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the window fixture
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def _request_at(qtbot, window: MainWindow, dialogs, x: float, y: float):  # type: ignore[no-untyped-def]
    """The Barrage tool clicked on the table in step C: the dialog for Kampfgruppe Peiper's 10.5 cm battery."""
    window.set_tool("barrage")
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, x, y))
    dialog = dialogs[-1]
    dialog.side.setCurrentIndex(dialog.side.findData("axis"))
    dialog.battery.setCurrentIndex(dialog.battery.findData("bty1"))
    return dialog


def test_a_request_says_in_a_sentence_when_observation_is_decided(  # type: ignore[no-untyped-def]
    qtbot, open_window, barrage_dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders"))
    dialog = _request_at(qtbot, window, barrage_dialogs, 21.5, 29.5)
    plan = dialog.plan_view.toPlainText()
    assert "Whether the fire is observed is decided when the rounds land, by the lines of sight then (4.3)." in plan
    assert "Fire is decided" not in plan


def test_a_request_in_german_says_when_observation_is_decided(  # type: ignore[no-untyped-def]
    german, qtbot, open_window, barrage_dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders"))
    dialog = _request_at(qtbot, window, barrage_dialogs, 21.5, 29.5)
    plan = dialog.plan_view.toPlainText()
    assert "Ob das Feuer beobachtet ist, entscheidet sich beim Einschlag" in plan
    assert "Das Feuer ist entschieden" not in plan


def _next(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)


def test_the_turn_a_mission_lands_its_log_entry_reads_in_german(  # type: ignore[no-untyped-def]
    german, qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """Turn 4 begins: the battery's own entry says its mission comes down this turn, the order word, the point and the
    registration point as a German player reads them, not "FIRE auf 21.6, 29.5" left in English."""
    missions = [
        {"battery": "bty1", "at": [21.6, 29.5], "called_turn": 1, "impact_turn": 4},
        {"battery": "bty3", "registration_point": 2, "called_turn": 1, "impact_turn": 4},
    ]
    path = demo_battle(demo_path, tmp_path / "due.yaml", strict=True, step="aircraft.arrows", turn=3, missions=missions)
    window = open_window(path)
    _next(qtbot, window)
    assert window.session.battle.turn == 4
    shown = "\n".join(window.log.battle_entries())
    assert "II./AR 2 (10.5 cm leFH): FEUER auf 21,6 / 29,5, gestreut — trifft in Runde 4 ein" in shown
    assert "122 mm howitzer battery: FEUER auf Verm.-Punkt #2 (the copse), gestreut — trifft in Runde 4 ein" in shown
    assert "FIRE" not in shown and "21.6, 29.5" not in shown


def _dock_lines(window: MainWindow) -> list[str]:
    """Every line of the Artillery dock's batteries, as the player reads them."""
    from PySide6.QtWidgets import QTreeWidgetItemIterator

    tree = window.feature(ArtilleryFeature).dock.tree
    lines: list[str] = []
    it = QTreeWidgetItemIterator(tree)
    while it.value():
        lines += it.value().text(0).split("\n")
        it += 1
    return lines


def test_a_mission_that_came_down_is_not_told_as_still_to_land(  # type: ignore[no-untyped-def]
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """Turn 4, artillery step C: the battery's barrage landed in step A. The dock and the Phase dock say it landed,
    not that it "lands in turn 4 (this turn)", which reads as rounds still to come while the player writes REPEAT."""
    missions = [{"battery": "bty1", "at": [21.6, 29.5], "called_turn": 1, "impact_turn": 4}]
    path = demo_battle(
        demo_path, tmp_path / "due.yaml", strict=True, step="movement.infantry", turn=4, missions=missions
    )
    window = open_window(path)
    assert any(line.endswith("lands in turn 4 (this turn)") for line in _dock_lines(window))  # still to land
    _next(qtbot, window)
    assert window.session.battle.step == "artillery.impact"
    for dialog in window.feature(ArtilleryFeature).landing_dialogs:
        title = dialog.windowTitle()
        assert title.startswith("Fire mission landed in turn 4 — ") and "lands in" not in title, title
        dialog.close()
    _next(qtbot, window)
    _next(qtbot, window)
    assert window.session.battle.step == "artillery.orders"
    lines = _dock_lines(window)
    assert any(line.endswith("lands in turn 4 (landed this turn)") for line in lines)
    assert not any(line.endswith("(this turn)") and "landed" not in line for line in lines)
    phase = window.feature(TurnsFeature).dock
    assert phase.order_error.text().endswith("lands in turn 4 (landed this turn)")


def test_a_turn_whose_mission_lands_is_not_logged_as_carrying_nothing_over(  # type: ignore[no-untyped-def]
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """Turn 4 begins with Kampfgruppe Peiper's mission due: its own entry says so, and the entry every side reads does
    not say "nothing carries over" right above it."""
    missions = [{"battery": "bty1", "at": [21.6, 29.5], "called_turn": 1, "impact_turn": 4}]
    path = demo_battle(demo_path, tmp_path / "due.yaml", strict=True, step="aircraft.arrows", turn=3, missions=missions)
    window = open_window(path)
    _next(qtbot, window)
    entries = [e for e in window.log.battle_entries() if e.startswith("Turn 4: Turn 4 begins")]
    assert (
        entries[0] == "Turn 4: Turn 4 begins (1:30 of battle) — nothing open to every side carries over into this turn"
    )
    assert "artillery of Kampfgruppe Peiper" in entries[1] and "lands in turn 4" in entries[1]
    assert not any("nothing carries over" in e for e in entries)
