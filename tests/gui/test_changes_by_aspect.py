"""The window publishes each change to the battle by aspect (units, terrain, the turn, the log, whose view is shown):
a dock is refreshed when a change touches what it shows, once, and not otherwise."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.features.scenario import ScenarioFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.battle import Unit
from morefire_gui.model.terms import Status, TerrainKind
from morefire_gui.session.edits import AddUnit, ReplaceUnits
from morefire_gui.session.visibility import reveal_edit
from tests.gui.conftest import to_view
from tests.gui.test_board_tools import drag

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
VIEW_DOCKS = ("roster", "legend", "artillery", "movement", "aircraft", "phase", "log")


@pytest.fixture
def refreshes(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How many times each dock has been filled again since the test began."""
    counts: Counter[str] = Counter()
    docks = {
        "roster": window.roster,
        "legend": window.legend,
        "artillery": window.feature(ArtilleryFeature).dock,
        "movement": window.feature(MovementFeature).dock,
        "aircraft": window.feature(AircraftFeature).dock,
        "phase": window.feature(TurnsFeature).dock,
        "briefing": window.feature(ScenarioFeature).dock,
    }
    for name, dock in docks.items():
        monkeypatch.setattr(dock, "refresh", counted(counts, name, dock.refresh))
    monkeypatch.setattr(window.log, "set_view", counted(counts, "log", window.log.set_view))
    monkeypatch.setattr(window.log, "append_entry", counted(counts, "log entry", window.log.append_entry))
    return counts


def counted(counts: Counter[str], name: str, fill: Callable[..., None]) -> Callable[..., None]:
    def spy(*args: object, **kwargs: object) -> None:
        counts[name] += 1
        fill(*args, **kwargs)

    return spy


def roster_ids(window: MainWindow) -> set[str]:
    return set(window.roster._items)


def swamps(window: MainWindow) -> int:
    return sum(1 for p in window.session.battle.terrain if p.kind is TerrainKind.SWAMP)


def test_a_log_entry_reaches_the_log_and_nothing_else(window: MainWindow, refreshes: Counter[str]) -> None:
    window.session.record("note", "The umpire's note")
    assert any("The umpire's note" in line for line in window.log.battle_entries())
    assert refreshes == Counter({"log entry": 1})


def test_a_terrain_piece_drawn_refreshes_the_legend_not_the_roster_nor_the_turn(
    qtbot, window: MainWindow, refreshes: Counter[str]
) -> None:
    window.set_tool("terrain")
    window.terrain_palette.choose(TerrainKind.SWAMP)
    refreshes.clear()
    vp = window.view.viewport()
    for x, y in [(20.0, 2.0), (26.0, 2.0), (26.0, 6.0), (20.0, 6.0)]:
        qtbot.mouseClick(vp, LEFT, NONE, to_view(window, x, y))
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert swamps(window) == 1
    assert any("Swamp" in label for label in window.legend.legend.labels())  # the legend names the new kind
    # The legend and the Movement dock (the minefields a side knows) show the terrain; the roster, the phase dock,
    # the artillery and aircraft docks and the briefing do not.
    assert refreshes["legend"] == 1 and refreshes["movement"] == 1
    assert refreshes["roster"] == refreshes["phase"] == refreshes["artillery"] == 0
    assert refreshes["aircraft"] == refreshes["briefing"] == 0
    window.undo_action.trigger()
    assert swamps(window) == 0
    assert not any("Swamp" in label for label in window.legend.legend.labels())
    assert refreshes["legend"] == 2 and refreshes["roster"] == refreshes["phase"] == 0


def test_a_counter_moved_refreshes_the_roster_and_what_shows_units(
    qtbot, window: MainWindow, refreshes: Counter[str]
) -> None:
    window.set_tool("select")
    start = window.session.battle.unit("su1").at
    refreshes.clear()
    drag(qtbot, window, start, (start[0] + 4.0, start[1] - 3.0))
    moved = window.session.battle.unit("su1").at
    assert math.dist(moved, (start[0] + 4.0, start[1] - 3.0)) < 0.2
    assert f"{moved[0]:.1f}, {moved[1]:.1f}" in window.details.view.toPlainText()  # the Selected dock follows
    assert refreshes["roster"] == 1 and refreshes["legend"] == 1
    assert refreshes["artillery"] == refreshes["phase"] == 1  # a battery's guns, who may act
    assert refreshes["log"] == 0  # the log is filled again only for another view
    window.undo_action.trigger()
    assert window.session.battle.unit("su1").at == start
    assert f"{start[0]:.1f}, {start[1]:.1f}" in window.details.view.toPlainText()
    assert refreshes["roster"] == 2 and refreshes["phase"] == 2


@pytest.fixture
def hidden_window(window: MainWindow) -> MainWindow:
    """The demo battle with an axis hidden position and an axis fake marker."""
    battle = window.session.battle
    ge11 = battle.unit("ge11")
    window.session.apply(ReplaceUnits((ge11,), (ge11.with_status(Status.HIDDEN),)))
    window.session.apply(
        AddUnit(Unit(id="fake1", side="axis", type="R", at=(48.0, 24.0), status=(Status.HIDDEN,), decoy=True))
    )
    window.undo_stack.setClean()
    return window


def test_a_hand_over_refreshes_each_dock_once_in_the_new_view(
    qtbot, hidden_window: MainWindow, refreshes: Counter[str]
) -> None:
    w = hidden_window
    feature = w.feature(HotSeatFeature)
    feature.set_viewer("axis")
    refreshes.clear()
    feature.hand_over.trigger()
    assert feature.cover.isVisible() and refreshes == Counter()  # nothing changes behind the cover
    qtbot.mouseClick(feature.cover.button, LEFT)
    assert not feature.cover.isVisible() and feature.viewer == "allies"
    # Each dock that shows the view was filled once, and in the allied view: no round of refreshes in the axis view
    # first, and none again after.
    assert {name: refreshes[name] for name in VIEW_DOCKS} == dict.fromkeys(VIEW_DOCKS, 1)
    assert {"ge11", "fake1"}.isdisjoint(roster_ids(w)) and "su1" in roster_ids(w)
    tree = w.feature(ArtilleryFeature).dock.tree
    assert [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())] == ["181st Tank Brigade (USSR)"]
    assert [a.text() for a in feature.view_actions_ if a.isChecked()] == ["View of 181st Tank Brigade"]


def test_a_position_revealed_shows_in_the_roster_with_one_refresh(
    hidden_window: MainWindow, refreshes: Counter[str]
) -> None:
    w = hidden_window
    w.feature(HotSeatFeature).set_viewer("allies")
    refreshes.clear()
    w.session.apply(reveal_edit(w.session.battle, ["ge11"], "fired on"))  # as a shot's commit applies it
    assert "ge11" in roster_ids(w) and not w.scene.units["ge11"].masked
    assert w.view_filter.side == "allies" and "ge11" not in w.view_filter.masked_units
    assert refreshes["roster"] == refreshes["legend"] == refreshes["log"] == 1  # the units and the view at once
