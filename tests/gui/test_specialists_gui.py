"""The specialists of the bundled catalogue seen by a player: the selected counter's sheet and the catalogue
browser name what the rules let them do (3.1, 3.2, 3.61 b)."""

from __future__ import annotations

from morefire_gui.gui.dialogs.catalogue_browser import entry_html
from morefire_gui.gui.main_window import MainWindow
from tests.session.test_specialist_units import bundled_session


def test_the_sheet_names_what_a_specialist_does(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = bundled_session(
        [
            {"id": "fl", "side": "allies", "type": "crab", "at": [10, 10]},
            {"id": "pi", "side": "axis", "type": "ENG", "at": [20, 10]},
            {"id": "hq", "side": "axis", "type": "HQ", "at": [30, 10]},
            {"id": "bp", "side": "axis", "type": "bergepanther", "at": [40, 10]},
        ],
        allies="britain",
    )
    window = MainWindow(session)
    qtbot.addWidget(window)
    expected = {
        "fl": "Minesweeper tank: clears a minefield section by moving onto it",
        "pi": "Engineers: +15 to an assault on a tank or bunker (3.2)",
        "hq": "Administrative section: MF 1 in a melee (3.1)",
        "bp": "Recovery vehicle: a broken-down vehicle of its side that it ends a move beside",
    }
    for unit_id, text in expected.items():
        window.roster.tree.setCurrentItem(window.roster._items[unit_id])
        assert window.scene.selected_unit_ids() == [unit_id]
        assert text in window.details.view.toPlainText()
        assert text in entry_html(session.catalogue[session.battle.unit(unit_id).type], session)
    window.undo_stack.setClean()
