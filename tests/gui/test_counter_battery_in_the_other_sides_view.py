"""4.1 and 4.42 in hot seat: the Axis battery's name, guns and calibre are its side's secret. Once its barrage has
landed, the Allied player may write counter-battery fire at it, and reads it everywhere by what was seen of it, where
and when its fire landed: the order form's Target battery, the order's log entry, the battery's note in who may act
and what comes up. No word of its name."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import SeededDice
from morefire_gui.session.visibility import battery_name
from tests.gui.test_hidden_information import hand_over, texts_of
from tests.hidden_battle import hidden_session, secrets_in

ENEMY = "bty1"  # the Axis's off-board battery: its fire mission (hidden_battle) lands in turn 4
# The dice seeded: the barrage's firing error must keep its landing on the table for the test to have one.
SEED = 1943
SEEN_AS = "Kampfgruppe Peiper's battery that fired at {x:.1f}, {y:.1f} in turn 4"


def test_the_allies_write_counter_battery_fire_at_a_battery_known_by_its_fire(
    qtbot, window: MainWindow, demo_path: Path
) -> None:
    w = window
    w.replace_session(hidden_session(demo_path))
    w.session.dice = SeededDice(SEED)
    hand_over(qtbot, w, "allies")
    turns = w.feature(TurnsFeature)
    while (w.session.battle.turn, w.session.battle.step) != (4, "artillery.orders"):
        qtbot.mouseClick(turns.dock.next_button, Qt.MouseButton.LeftButton)
    assert isinstance(w.session.dice, SeededDice)  # the same rolls every run
    dock = turns.dock
    landed = next(e.landing for e in w.session.battle.log if e.landing is not None and e.side == "axis")
    assert landed is not None
    seen_as = SEEN_AS.format(x=landed.at[0], y=landed.at[1])
    dock.order_battery.setCurrentIndex(dock.order_battery.findData("bty3"))
    dock.order_kind.setCurrentIndex(dock.order_kind.findData("counter_battery"))
    targets = [dock.order_target.itemText(i) for i in range(dock.order_target.count())]
    assert targets == [seen_as]
    assert dock.order_target.currentData() == ENEMY
    qtbot.mouseClick(dock.write_button, Qt.MouseButton.LeftButton)
    assert w.session.battle.counter_battery[-1].target == ENEMY  # written, as the Allied player chose it
    texts = texts_of(w)
    assert any(seen_as in t for t in w.log.entries())  # the order's entry, the Allies' own
    assert any(seen_as in t for t in texts)
    assert secrets_in(texts, ("II./AR 2", "10.5 cm", "leFH", ENEMY)) == []
    # Its own side and the umpire read the battery by its name.
    battle = w.session.battle
    assert battery_name(battle, ENEMY, "axis") == battery_name(battle, ENEMY, None) == "II./AR 2 (10.5 cm leFH)"


def test_the_battery_silenced_is_told_by_its_fire_too(qtbot, window: MainWindow, demo_path: Path) -> None:
    """The counter-battery fire zeroes in and destroys the Axis battery's last gun: the Allies' log says the battery
    they knew by its fire has no guns left, and names it no other way."""
    w = window
    session = hidden_session(demo_path)
    b = session.battle
    b.batteries = [x.model_copy(update={"guns": 1}) if x.id == ENEMY else x for x in b.batteries]  # its last gun
    w.replace_session(session)
    w.session.dice = SeededDice(SEED)
    hand_over(qtbot, w, "allies")
    turns = w.feature(TurnsFeature)
    while (b.turn, b.step) != (4, "artillery.orders"):
        qtbot.mouseClick(turns.dock.next_button, Qt.MouseButton.LeftButton)
    dock = turns.dock
    dock.order_battery.setCurrentIndex(dock.order_battery.findData("bty3"))
    dock.order_kind.setCurrentIndex(dock.order_kind.findData("counter_battery"))
    seen_as = dock.order_target.currentText()
    qtbot.mouseClick(dock.write_button, Qt.MouseButton.LeftButton)
    while b.battery(ENEMY) is not None:
        qtbot.mouseClick(turns.dock.next_button, Qt.MouseButton.LeftButton)
        assert b.turn < 12
    # The Allies' entry of the turn's counter-battery fire, opened in the Log dock.
    entry = next(e for e in reversed(b.log) if e.kind == "counter_battery" and w.view_filter.shows_entry(e))
    w.log.select_entry(entry.seq)
    texts = texts_of(w)
    assert any(f"{seen_as} has no guns left" in t for t in texts)
    assert secrets_in([*texts, *w.log.battle_entries()], ("II./AR 2", "10.5 cm", "leFH", ENEMY)) == []
