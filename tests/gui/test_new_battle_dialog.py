"""File → New: the ground scale of rule 1.1 and the yards per inch the dialog shows for it."""

from __future__ import annotations

import pytest

from morefire_gui.gui.dialogs.new_battle import NewBattleDialog
from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_said import german  # noqa: F401 # the fixture


def test_new_battle_shows_the_yards_per_inch_of_the_scale_chosen(window: MainWindow) -> None:
    """Rule 1.1: 1:50 is 1 inch = 50 yards, and the greyed "Yards per inch" says 50, not another number; a custom
    scale starts from the preset chosen before it."""
    dialog = NewBattleDialog(window.session.tables)
    assert dialog.scale.currentData() == "1:50"
    assert not dialog.yards_per_inch.isEnabled() and dialog.yards_per_inch.text() == "50.0"
    dialog.scale.setCurrentIndex(dialog.scale.findData("1:100"))
    assert dialog.yards_per_inch.text() == "100.0"
    dialog.scale.setCurrentIndex(dialog.scale.findData("15mm"))
    assert dialog.yards_per_inch.text() == "7.0"
    dialog.scale.setCurrentIndex(dialog.scale.findData("custom"))
    assert dialog.yards_per_inch.isEnabled() and dialog.yards_per_inch.text() == "7.0"
    assert dialog.spec().scale == {"yards_per_inch": 7}


@pytest.mark.parametrize(
    ("lang", "edges"), [("en", ["North", "South", "East", "West"]), ("de", ["Norden", "Süden", "Osten", "Westen"])]
)
def test_new_battle_lists_the_edges_as_a_player_names_them(  # type: ignore[no-untyped-def]
    request, window: MainWindow, lang: str, edges: list[str]
) -> None:
    """The Axis base edge is "North", not the battle file's "north"; the side made has the file's edge."""
    if lang == "de":
        request.getfixturevalue("german")
    dialog = NewBattleDialog(window.session.tables)
    assert [dialog.axis_edge.itemText(i) for i in range(dialog.axis_edge.count())] == edges
    dialog.axis_edge.setCurrentIndex(dialog.axis_edge.findText(edges[3]))
    assert [s.edge.value for s in dialog.spec().sides] == ["west", "east"]
