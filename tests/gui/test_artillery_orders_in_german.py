"""A written order and its landing, in German: the order's word is the rules' own in German ("FEUER", as the order
form offers it), wherever the mission is named (the phase dock's list of who may act, the Artillery dock, the landing
dialog's title); the firing error's row is named in German ("die Zeile UNBEOBACHTET der Abweichungstabelle")."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.turns import TurnsFeature
from tests.gui.test_action_equivalence_artillery import write_fire_order
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_said import german  # noqa: F401 # the fixture

LEFT = Qt.MouseButton.LeftButton


def tree_words(tree: QTreeWidget) -> str:
    def walk(item: QTreeWidgetItem) -> list[str]:
        own = [item.text(c) for c in range(tree.columnCount())] + [item.toolTip(0)]
        return own + [w for i in range(item.childCount()) for w in walk(item.child(i))]

    return "\n".join(w for i in range(tree.topLevelItemCount()) for w in walk(tree.topLevelItem(i)))


def test_a_fire_order_and_its_landing_read_in_german(
    qtbot, open_window, demo_path: Path, tmp_path: Path, german
) -> None:  # type: ignore[no-untyped-def]
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders"))
    dock = write_fire_order(qtbot, window, "bty1", 1)  # II./AR 2 at its registration point #1, the ford
    mission = window.session.battle.fire_mission("bty1")
    assert mission is not None and mission.impact_turn == 4  # Germany's time lapse: 3 turns (4.2)
    artillery = window.feature(ArtilleryFeature).dock
    for words in (tree_words(dock.actors), tree_words(artillery.tree)):
        assert "FEUER auf Verm.-Punkt #1 (the ford)" in words, words
        assert "FIRE" not in words, words
    # Turn 4, artillery step A: the mission lands (unobserved: no Axis unit sees the ford), in its dialog.
    turns = window.feature(TurnsFeature)
    while (window.session.battle.turn, window.session.battle.step) != (4, "artillery.impact"):
        qtbot.mouseClick(turns.dock.next_button, LEFT)
    (dialog,) = [d for d in window.feature(ArtilleryFeature).landing_dialogs if d.isVisible()]
    assert "FEUER auf Verm.-Punkt #1" in dialog.windowTitle() and "FIRE" not in dialog.windowTitle()
    result = dialog.result_view.toPlainText()
    assert "unbeobachtetes Feuer: die Zeile UNBEOBACHTET der Abweichungstabelle" in result, result
    assert "UNOBSERVED" not in result
    dialog.close()


def test_a_step_nobody_acts_in_says_this_turn_as_the_turn_is_called(  # type: ignore[no-untyped-def]
    qtbot, open_window, demo_path: Path, tmp_path: Path, german
) -> None:
    """A turn is a "Runde" in German, as the phase dock's heading calls it ("Runde 1 — 0:00 Gefechtszeit"): movement
    step A (infantry melees), where nobody acts in Kampfgruppe Peiper's view, says "in dieser Runde", not "in diesem Zug"."""
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="melee.infantry"))
    hot_seat = window.feature(HotSeatFeature)
    hot_seat.choose_view("axis")  # Players -> Kampfgruppe Peiper's View, and its player lifts the cover
    qtbot.mouseClick(hot_seat.cover.button, LEFT)
    dock = window.feature(TurnsFeature).dock
    assert dock.turn_label.text().startswith("Runde 1")
    now = dock.now_label.text()
    assert "in diesem Schritt handelt in dieser Runde niemand: Weiter drücken" in now, now
    assert "Zug" not in now


def test_the_start_of_a_turn_is_said_in_german_in_the_log(  # type: ignore[no-untyped-def]
    qtbot, open_window, demo_path: Path, tmp_path: Path, german
) -> None:
    """What happens as a turn begins, before the movement phase, is logged at the "start of turn": the Log dock says
    it in German ("Rundenbeginn") beside the entry, and in the entry's explanation."""
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="aircraft.arrows"))
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)
    entry = window.session.battle.log[-1]
    assert (entry.kind, entry.turn, entry.phase) == ("turn", 2, "start of turn")
    tree = window.log.tree
    window.log.select_entry(entry.seq)
    item = tree.currentItem()
    assert item is not None and item.text(0).startswith("Runde 2 beginnt")
    shown = [item.text(c) for c in range(tree.columnCount())] + [window.log.detail.toPlainText()]
    assert "Rundenbeginn" in shown[2] and "Rundenbeginn" in shown[-1], shown
    assert not any("start of turn" in s for s in shown), shown
