"""2.1 advanced in hot seat: a hidden position that spots stays hidden (it is revealed only when it fires, is fired on
or moves), and its spot is its side's secret. The spotted side's player, selecting the counter spotted, reads in the
Selected dock nobody of it: neither its type nor "a hidden position" (a fake marker spots nothing, so a marker that
had spotted would be told real); nor does the side's seen battle hold it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.direct_fire import Spot
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.visibility import seen_battle, view_of
from tests.gui.conftest import to_view
from tests.gui.test_hidden_information import hand_over, texts_of
from tests.hidden_battle import HIDDEN, hidden_session

TANK, TARGET = HIDDEN["axis"]["real"], "su15"  # the hidden Panther, and an Allied rifle squad it can see


def test_the_spotted_side_does_not_read_who_spotted_it_from_hiding(qtbot, window: MainWindow, demo_path: Path) -> None:
    w = window
    session = hidden_session(demo_path)
    session.battle.settings = session.battle.settings.model_copy(update={"advanced": True})
    w.replace_session(session)
    hand_over(qtbot, w, "axis")
    w.session.dice = ScriptedDice([1])
    assert w.act(Spot(spotter=TANK, target=TARGET)).accepted
    battle = w.session.battle
    assert TANK in battle.unit(TARGET).spotted_by  # spotted, and the tank still hidden
    hand_over(qtbot, w, "allies")
    w.set_tool("select")
    qtbot.mouseClick(
        w.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        to_view(w, *battle.unit(TARGET).at),
    )
    assert w.scene.selected_unit_ids() == [TARGET]
    selected = w.details.view.toPlainText()
    assert "Rifle squad 2" in selected
    assert "Spotted by" not in selected and "Panther" not in selected and "hidden position" not in selected
    assert not [t for t in texts_of(w) if "Panther" in t]
    seen = seen_battle(battle, view_of(battle, "allies")).unit(TARGET)
    assert seen is not None and seen.spotted_by == ()


def test_the_spot_lost_as_the_spotted_counter_moves_is_not_told(qtbot, window: MainWindow, demo_path: Path) -> None:
    """The Allied player drags the squad the hidden Panther spotted behind the village: the spot is lost (2.1
    advanced), without a word in the Allies' log or messages (a "spot lost" would tell that a marker had spotted it).
    Direct Fire -> Drop Spots Lost, which any player may run, keeps a hidden position's spot: dropped, it would be
    told."""
    from morefire_gui.session.direct_fire import lost_spots
    from tests.gui.test_hidden_information import drag

    w = window
    session = hidden_session(demo_path)
    session.battle.settings = session.battle.settings.model_copy(update={"advanced": True})
    w.replace_session(session)
    hand_over(qtbot, w, "axis")
    w.session.dice = ScriptedDice([1])
    assert w.act(Spot(spotter=TANK, target=TARGET)).accepted
    battle = w.session.battle
    hand_over(qtbot, w, "allies")
    # Behind the village the tank no longer sees it, which the Allied player cannot tell: Drop Spots Lost keeps it.
    i = battle.unit_index(TARGET)
    battle.units[i] = battle.units[i].model_copy(update={"at": (30.0, 40.0)})
    assert lost_spots(w.session).dropped == ()
    battle.units[i] = battle.units[i].model_copy(update={"at": (48.0, 34.0)})
    logged = len(battle.log)
    w.set_tool("select")
    drag(qtbot, w, battle.unit(TARGET).at, (30.0, 40.0))
    at = battle.unit(TARGET).at
    assert abs(at[0] - 30.0) < 0.2 and abs(at[1] - 40.0) < 0.2 and battle.unit(TARGET).spotted_by == ()
    new = [e for e in battle.log[logged:] if w.view_filter.shows_entry(e)]
    said = [t for e in new for t in (e.title, e.summary, *(s.text for s in e.steps))]
    said += w.log.entries() + w.log.battle_entries() + [w.statusBar().currentMessage()]
    assert not [t for t in said if "spot" in t.lower() or "hidden position" in t]
