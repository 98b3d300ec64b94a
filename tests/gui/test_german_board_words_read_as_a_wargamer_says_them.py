"""What a German player reads on the board of the demo at 1366 x 768: the line of fire's area where the target shows
its side armour is the "WANNENSEITE" (one word, as the hull's side is called: it read "WANNE SEITE"), the caption
says "zum Feuern loslassen" with the verb last (it read "loslassen zum Feuern"), and a barrage landed among the
counters is captioned "Sperrfeuer (Kampfgruppe Peiper): 200-yd-Zone", or shorter "200-yd-Zone" (it read "Sperrfeuer der Seite
Achse: Zone 200 yd"). Each reads whole on the board."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly, drag_line_of_fire
from tests.gui.test_board_legibility import fitted
from tests.gui.test_every_label_reads_in_a_crowd import crowded  # noqa: F401  (a fixture)
from tests.gui.test_said import german  # noqa: F401  (a fixture)


def test_the_line_of_fire_says_hull_side_in_one_word(qtbot, german, demo_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = fitted(qtbot, BattleSession.open(demo_path), (1366, 768))
    try:
        qtbot.waitUntil(lambda: window.scene.laid_out and not window.scene.layout_pending, timeout=3000)
        item, drawn, _ = drag_line_of_fire(qtbot, window, "ge1", "su1")  # Tiger 1 at T-34 #1 (basic rules)
        labels = [label for label, _, _, _ in item.areas]
        assert any(label.startswith("WANNENSEITE") for label in labels), labels
        assert any(label.startswith("FRONT") for label in labels), labels
        assert item.caption == "Tiger 1 → T-34 #1: zum Feuern loslassen"
        assert drawn.width() > 0
        qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    finally:
        close_quietly(window)


def test_a_landed_barrage_is_captioned_as_a_german_wargamer_says_it(qtbot, german, crowded: Path) -> None:  # type: ignore[no-untyped-def]
    window = fitted(qtbot, BattleSession.open(crowded), (1366, 768))
    try:
        qtbot.waitUntil(lambda: window.scene.laid_out and not window.scene.layout_pending, timeout=3000)
        [landed] = window.scene.landed
        assert (landed.caption, landed.short_caption, landed.shortest_caption) == (
            "Sperrfeuer (Kampfgruppe Peiper): 200-yd-Zone",
            "Sperrfeuer: 200-yd-Zone",
            "200-yd-Zone",
        )
        caption = landed.caption_item
        assert caption.isVisible() and caption.text in (landed.caption, landed.short_caption, landed.shortest_caption)
    finally:
        close_quietly(window)
