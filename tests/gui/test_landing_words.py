"""A barrage's landing as a player reads it: the landing dialog's title says its turn once, its panes show each step
once, and a battery bought off the table is named as players name one."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.mission_barrage import MissionBarrageDialog
from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.forces import ForcesFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import ScriptedDice
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the window fixture
from tests.gui.test_force_builder import open_on
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton


def landed(qtbot, open_window, demo_path: Path, tmp_path: Path) -> MissionBarrageDialog:  # type: ignore[no-untyped-def]
    """The demo battle kept to the sequence of play, II./AR 2's mission at RP #3 due in turn 1: Next pressed in the
    Phase dock brings it down. The landing dialog."""
    mission = {"battery": "bty1", "registration_point": 3, "called_turn": 1, "impact_turn": 1}
    path = demo_battle(demo_path, tmp_path / "due.yaml", strict=True, step="movement.infantry", missions=[mission])
    window = open_window(path)
    window.session.dice = ScriptedDice([1, 5, 95])  # observed 1: on the aim; SU-76 #1 hit, the ZiS-3 not
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)
    (dialog,) = window.feature(ArtilleryFeature).landing_dialogs
    return dialog


@pytest.mark.parametrize(
    ("language", "title", "turn"),
    [
        ("en", "Fire mission landed in turn 1 — II./AR 2 (10.5 cm leFH): FIRE at RP #3 (knoll top), spread", "turn"),
        ("de", "Feuerauftrag in Runde 1 eingetroffen — II./AR 2 (10.5 cm leFH): FEUER auf", "Runde"),
    ],
)
def test_a_landings_title_says_its_turn_once(  # type: ignore[no-untyped-def]
    qtbot, open_window, demo_path: Path, tmp_path: Path, request, language: str, title: str, turn: str
) -> None:
    if language == "de":
        request.getfixturevalue("german")
    dialog = landed(qtbot, open_window, demo_path, tmp_path)
    said = dialog.windowTitle()
    assert said.startswith(title), said
    assert said.count(turn) == 1 and "(" + turn not in said, said  # not "lands in turn 1 (landed this turn)"


def test_a_landings_battery_and_aim_are_shown_once_where_its_aim_is_read(  # type: ignore[no-untyped-def]
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    dialog = landed(qtbot, open_window, demo_path, tmp_path)
    plan, result = dialog.plan_view.toPlainText(), dialog.result_view.toPlainText()
    for step in (
        "FIRE at registration point #3 (knoll top) of Kampfgruppe Peiper, at 60.0, 31.0",
        "range from the battery to the aim point: 2550 yards",
        "observed fire: StuG 2 sees the aim point",
    ):
        assert step in plan and step not in result, result
    assert "Battery and aim" not in result  # nothing left of it that the pane beside does not show
    # What came of it is still all there: the error, the zone, every unit rolled for.
    assert "d10 for artillery error (yards off): 1" in result
    assert "d100 for artillery hit on SU-76 #1: 5" in result


def test_a_battery_bought_off_the_table_is_named_by_its_calibre_in_the_dock(  # type: ignore[no-untyped-def]
    window: MainWindow, qtbot, builders
) -> None:
    open_on(window)
    window.feature(ForcesFeature).build_forces()
    dialog = builders[-1]
    panel = dialog.panels["axis"]
    dialog.tabs.setCurrentWidget(panel)
    panel.extras.setCurrentIndex(1)  # the Artillery batteries tab
    for guns in (6, 4):  # two batteries of 150 mm guns off the table, and one of 81 mm mortars
        panel.off_count.setValue(guns)
        panel.off_calibre.setValue(150)
        qtbot.mouseClick(panel.add_off_battery_button, LEFT)
    panel.off_count.setValue(3)
    panel.off_calibre.setValue(81)
    panel.off_mortar.setChecked(True)
    qtbot.mouseClick(panel.add_off_battery_button, LEFT)
    qtbot.mouseClick(dialog.place_button, LEFT)
    dock = window.feature(ArtilleryFeature).dock
    tree = dock.tree
    rows = [
        top.child(j).text(0)
        for top in (tree.topLevelItem(i) for i in range(tree.topLevelItemCount()))
        for j in range(top.childCount())
    ]
    bought = [r for r in rows if r.startswith(("150mm", "81mm", "6 x", "4 x", "3 x"))]
    assert bought == [
        "150mm battery 1\noff the table, 6 x 150mm guns",
        "150mm battery 2\noff the table, 4 x 150mm guns",
        "81mm mortar battery 1\noff the table, 3 x 81mm mortars",
    ], rows


def test_a_battery_named_before_is_still_said_in_german(german) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.gui.said import said

    assert said("6 x 150mm guns off the table") == "6 x 150mm-Geschütze außerhalb des Tisches"  # an older file's
    assert said("150mm battery 2") == "150mm-Batterie 2"
