"""Direct fire on the board: the Fire tool picks firer and target on the viewport, the angle-of-fire areas are drawn
round the target, the fire dialog explains the shot, spots, fires and applies the result as one undoable step, and
the battle log keeps every roll."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.features.direct_fire import DirectFireFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import ScriptedDice
from tests.gui.conftest import hover, to_view

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
# The demo battle: StuG 2 (ge7, status defilade) at 55,14; SU-76 #1 (su7) at 58,31; the ZiS-3 (su10) at 60.5,30.5.
GE7, SU7, SU10 = (55.0, 14.0), (58.0, 31.0), (60.5, 30.5)


@pytest.fixture
def dialogs(monkeypatch):  # type: ignore[no-untyped-def]
    """Open fire dialogs without their modal loop, and keep them for the test to drive."""
    opened: list[FireDialog] = []

    def run(cls, session, editor, item=None, firer=None, target=None, parent=None):  # type: ignore[no-untyped-def]
        dialog = cls(session, editor, item, firer, target, parent)
        opened.append(dialog)
        return dialog

    monkeypatch.setattr(FireDialog, "run", classmethod(run))
    return opened


def test_fire_from_the_board_to_a_result_in_the_dialog_and_the_log(qtbot, window: MainWindow, dialogs) -> None:
    feature = window.feature(DirectFireFeature)
    window.set_tool("fire")
    vp = window.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(window, *GE7))
    qtbot.mouseMove(vp, to_view(window, *SU7))
    item = feature.line_item()
    assert item.isVisible() and item.target_id == "su7"
    # Basic game (2.3): su7 faces 330 and ge7 is ahead of it: the rear is not in the line of sight.
    assert [a[0] for a in item.areas] == ["FRONT ◂ StuG 2", "HULL SIDE"]  # the firer as its counter reads
    qtbot.mouseMove(vp, to_view(window, *SU10))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(window, *SU10))
    dialog = dialogs[-1]
    assert dialog.firer_id == "ge7" and dialog.target_id == "su10"
    text = dialog.plan_view.toPlainText()
    assert "870 yards" in text and "clear (2.1)" in text and "not spotted" in text
    assert "a gun: no armour" in text and "Final chance" in text
    assert not dialog.fire_button.isEnabled() and dialog.spot_button.isEnabled()
    # Roll to spot (2.1): 60 - 20 (Stationary Inf) + 10 (Stationary Firer) = 50%; 30 spots it. One undo step.
    window.session.dice = ScriptedDice([30, 20])
    qtbot.mouseClick(dialog.spot_button, LEFT)
    assert "SPOTTED" in dialog.result_text()
    assert "range 870 yd (17.4 in, centre to centre)" in dialog.result_view.toPlainText()  # the table's own unit
    assert window.session.battle.unit("su10").has(Status.SPOTTED)
    assert window.session.battle.log[-1].kind == "spot" and window.undo_stack.count() == 1
    assert dialog.fire_button.isEnabled()
    qtbot.mouseClick(dialog.fire_button, LEFT)
    assert "DESTROYED" in dialog.result_text() and "rolled <b>20</b>" in dialog.result_text()
    assert "d100 for StuG 2 to hit ZiS-3" in dialog.result_view.toPlainText()
    entry = window.session.battle.log[-1]
    assert entry.kind == "fire" and entry.title.startswith("StuG 2 fires") and entry.actors == ("ge7",)
    # The shot is one undoable step: the result on the target, ge7 marked as having fired, the action recorded;
    # undo takes the damage back but leaves the rolls in the log.
    assert window.session.battle.acted == {"fire.tank_vs_infantry": ("ge7",)} and window.undo_stack.count() == 2
    assert window.session.battle.unit("su10").has(Status.DESTROYED)
    assert [r.kind for r in window.session.battle.actions] == ["spot", "fire"]
    window.undo_action.trigger()
    assert not window.session.battle.unit("su10").has(Status.DESTROYED) and window.session.battle.acted == {}
    assert window.session.battle.log[-1] == entry
    dialog.accept()
    assert not item.isVisible()


def test_click_the_firer_then_the_target_and_see_the_sectors(qtbot, window: MainWindow, dialogs) -> None:
    settings = window.session.battle.settings
    window.session.battle.settings = settings.model_copy(update={"advanced": True})
    window.set_tool("fire")
    vp = window.view.viewport()
    # Wherever the tests before left the platform's cursor (here: the worst place, over the target), the test reads
    # the same: a move with no button held is sent to the viewport, as the platform delivers none where it already is.
    qtbot.mouseMove(vp, to_view(window, *GE7))
    qtbot.mouseClick(vp, LEFT, NONE, to_view(window, *SU7))
    assert window.tools["fire"].state == "aiming" and not dialogs
    hover(window, GE7)
    item = window.feature(DirectFireFeature).line_item()
    labels = [a[0] for a in item.areas]
    assert len(labels) == 4 and sum(1 for a in item.areas if a[3]) == 1  # the firer's sector is marked
    assert any(label.endswith("◂ SU-76 #1") for label in labels)
    qtbot.mouseClick(vp, LEFT, NONE, to_view(window, *GE7))
    dialog = dialogs[-1]
    assert (dialog.firer_id, dialog.target_id) == ("su7", "ge7") and dialog.advanced.isChecked()
    text = dialog.plan_view.toPlainText()
    assert "sector" in text and "DEFILADE (status defilade)" in text and "Penetration" in text
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.tools["fire"].state == "idle"


def test_the_vehicle_sheet_in_the_selected_dock(qtbot, window: MainWindow) -> None:
    window.details.show_unit(window.session, "ge3")
    text = window.details.view.toPlainText()
    assert "Armour class" in text and "Range (yd)" in text and "Penetrates" in text and "a turn" in text


def test_fire_along_the_measure_line(qtbot, window: MainWindow, dialogs) -> None:
    window.set_tool("measure")
    vp = window.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(window, *SU7))
    qtbot.mouseMove(vp, to_view(window, *GE7))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(window, *GE7))
    window.feature(DirectFireFeature).menu_actions()[1].trigger()
    assert (dialogs[-1].firer_id, dialogs[-1].target_id) == ("su7", "ge7")


def test_a_new_battle_brings_the_line_of_fire_to_its_board(qtbot, window: MainWindow, dialogs) -> None:
    from morefire_gui.session.battle_session import BattleSession

    first = window.feature(DirectFireFeature).line_item()
    session = BattleSession.open(window.session.path)
    window.replace_session(session)
    item = window.feature(DirectFireFeature).line_item()
    assert item is not first and item.scene() is window.scene
    window.set_tool("fire")
    vp = window.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(window, *GE7))
    qtbot.mouseMove(vp, to_view(window, *SU7))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(window, *SU7))
    assert dialogs[-1].target_id == "su7" and item.isVisible()


def test_a_shot_marks_the_firer_as_having_fired_even_without_apply(qtbot, window: MainWindow, dialogs) -> None:
    """A miss has nothing to apply: closing the dialog leaves the firer marked in its fire step (its own undo step);
    a second dialog shows, before the dice, that it has already fired — shown, not refused."""
    from morefire_gui.gui.features.turns import TurnsFeature
    from morefire_gui.session.turn_state import SetPlace

    session = window.session
    session.apply(SetPlace((session.battle.turn, session.battle.step), (session.battle.turn, "fire.tank_vs_infantry")))
    dock = window.feature(TurnsFeature).dock
    assert ("ge7", False) in [(r[0], r[1]) for r in dock.actor_rows()]
    feature = window.feature(DirectFireFeature)
    session.dice = ScriptedDice([30, 95])
    dialog = feature.open_fire("ge7", "su10")
    assert "already fired" not in dialog.plan_view.toPlainText()
    qtbot.mouseClick(dialog.spot_button, LEFT)
    count = window.undo_stack.count()
    qtbot.mouseClick(dialog.fire_button, LEFT)
    assert "MISS" in dialog.result_text()
    assert session.battle.acted == {"fire.tank_vs_infantry": ("ge7",)}
    assert window.undo_stack.count() == count + 1
    assert session.battle.log[-1].summary.endswith("rolled 95: miss")  # said once
    dialog.accept()
    assert ("ge7", True) in [(r[0], r[1]) for r in dock.actor_rows()]  # the Phase dock ticks it

    again = feature.open_fire("ge7", "su10")
    text = again.plan_view.toPlainText()
    assert "StuG 2 has already fired this turn" in text and "earlier shot is in the log" in text
    assert again.fire_button.isEnabled()  # shown, not refused
    again.accept()

    window.undo_action.trigger()  # the mark is its own step
    assert session.battle.acted == {}
    assert ("ge7", False) in [(r[0], r[1]) for r in dock.actor_rows()]
    third = feature.open_fire("ge7", "su10")
    assert "already fired" not in third.plan_view.toPlainText()
    third.accept()


def test_a_shot_outside_the_fire_phase_marks_the_step_of_the_firer_and_target(
    qtbot, window: MainWindow, dialogs
) -> None:
    session = window.session  # the demo battle is at movement step 1: a vehicle at a vehicle is tank vs tank
    session.dice = ScriptedDice([30, 99])
    dialog = window.feature(DirectFireFeature).open_fire("su7", "ge7")
    dialog.target_fired.setChecked(True)  # spotted automatically: no spotting roll
    if not dialog.fire_button.isEnabled():
        qtbot.mouseClick(dialog.spot_button, LEFT)
    qtbot.mouseClick(dialog.fire_button, LEFT)
    assert dialog.outcome is not None and dialog.outcome.result.fired
    assert session.battle.acted == {"fire.tank_vs_tank": ("su7",)}
    dialog.accept()


def ids_in(texts: list[str], window: MainWindow) -> list[str]:
    """The units' and pieces' ids a player would read in ``texts`` (whole words only)."""
    import re

    battle = window.session.battle
    ids = [u.id for u in battle.units] + [p.id for p in battle.terrain]
    return sorted({i for i in ids for t in texts if re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", t)})


def dialog_texts(dialog) -> list[str]:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QComboBox, QLabel, QTextBrowser

    out = [w.text() for w in dialog.findChildren(QLabel)]
    out += [w.toPlainText() for w in dialog.findChildren(QTextBrowser)]
    out += [c.itemText(i) for c in dialog.findChildren(QComboBox) for i in range(c.count())]
    return out


def test_the_fire_dialog_and_the_log_name_units_and_pieces_never_by_id(qtbot, window: MainWindow, dialogs) -> None:
    """The issue's own example: Tiger 2 to T-34 #3 is blocked by the copse, a hedge and the crops, and the dialog says
    so in those words; the spot and the shot are logged and undone by their names."""
    feature = window.feature(DirectFireFeature)
    dialog = feature.open_fire("ge2", "su3")
    plan = dialog.plan_view.toPlainText()
    assert "Tiger 2 → T-34 #3: blocked by Copse (woods), Hedge, Crops" in plan
    assert "Tiger 2 has no line of sight to T-34 #3" in plan and "no line of sight from Tiger 2 to T-34 #3" in plan
    assert dialog.firer.currentText() == "Tiger 2 — Tiger I Ausf. E"
    assert ids_in(dialog_texts(dialog), window) == []
    dialog.accept()
    window.session.dice = ScriptedDice([10, 5, 5, 5, 5])
    shot = feature.open_fire("ge7", "su10")
    qtbot.mouseClick(shot.spot_button, LEFT)
    qtbot.mouseClick(shot.fire_button, LEFT)
    assert ids_in(dialog_texts(shot), window) == []
    titles = [e.title for e in window.session.battle.log[-2:]]
    assert titles[0] == "StuG 2 spots ZiS-3" and titles[1].startswith("StuG 2 fires ")
    assert ids_in([*titles, window.undo_stack.undoText(), *window.log.battle_entries()], window) == []
    shot.accept()


def test_a_vehicle_on_a_hill_is_in_defilade_by_the_hills_names(qtbot, window: MainWindow, dialogs) -> None:
    """StuG 2 drags its line to SU-76 #1 on the knoll: the chance to hit says the hills it stands on by their names,
    as the players read them on the board, not the battle file's ids."""
    window.set_tool("fire")
    vp = window.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(window, *GE7))
    qtbot.mouseMove(vp, to_view(window, *SU7))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(window, *SU7))
    dialog = dialogs[-1]
    assert dialog.target_id == "su7"
    text = dialog.plan_view.toPlainText()
    assert "DEFILADE (a vehicle on Storozhevoe knoll (hill), Knoll top (hill))" in text
    assert "h3" not in text and "h4" not in text


def test_in_a_sides_view_the_fire_dialog_offers_that_sides_firers(qtbot, window: MainWindow, dialogs) -> None:
    """Hot seat, the table with Kampfgruppe Peiper: Direct Fire offers its tanks and guns as firers, none of the 181st
    Tank Brigade's; the targets are the enemy's. In the umpire's view both sides' firers are offered."""
    from morefire_gui.gui.features.hot_seat import HotSeatFeature

    def firers() -> set[str]:
        dialog = window.feature(DirectFireFeature).open_fire()
        sides = {window.session.battle.unit(dialog.firer.itemData(i)).side for i in range(dialog.firer.count())}
        dialog.close()
        return sides

    assert firers() == {"axis", "allies"}
    window.feature(HotSeatFeature).set_viewer("axis")
    assert firers() == {"axis"}
    dialog = window.feature(DirectFireFeature).open_fire("ge2")
    targets = {window.session.battle.unit(dialog.target.itemData(i)).side for i in range(dialog.target.count())}
    assert dialog.firer.currentText().startswith("Tiger 2") and targets == {"allies"}
    dialog.close()


def test_a_failed_spot_is_shown_as_a_result_not_an_error(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    """Roll to Spot fails (95 against 50%): the Result says NOT SPOTTED in a result's grey with the roll and what comes
    next, no red line under the plan reads like an error, and the plan's Spotting row says the roll was made this turn
    instead of asking for it."""
    dialog = window.feature(DirectFireFeature).open_fire("ge7", "su10")
    window.session.dice = ScriptedDice([95])
    qtbot.mouseClick(dialog.spot_button, LEFT)
    result = dialog.result_text()
    assert "NOT SPOTTED" in result and "#b3140a" not in result and "#555555" in result, result
    assert (
        "95 against 50%" in result and "StuG 2 rolls for ZiS-3 once a turn (2.1): it may roll again next turn" in result
    )
    assert dialog.error.text() == ""  # the red line under the plan
    plan = dialog.plan_view.toPlainText()
    assert (
        "StuG 2 has rolled on the spotting chart this turn and may roll again next turn: not spotted (rolled 95 against 50%)"
        in plan
    ), plan
    assert "roll on the spotting chart first" not in plan
    # Roll to Spot is greyed, saying why in its tooltip, as before.
    assert not dialog.spot_button.isEnabled() and "once per target per turn" in dialog.spot_button.toolTip()
    dialog.accept()


def test_after_a_failed_spot_the_plan_reads_as_a_result_not_an_error(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    """Before the roll the plan says the spot to roll as the step before firing, not as an error in red. Once the
    roll has failed the Spotting row and why the gun cannot fire read as the turn's result, in a miss's grey: not
    spotted, no fire this turn."""
    dialog = window.feature(DirectFireFeature).open_fire("ge7", "su10")
    before = dialog.plan_view.toPlainText()
    assert "#b3140a" not in dialog.plan_view.toHtml() and "Cannot fire:" not in before
    assert "Before the shot:" in before and "roll to spot ZiS-3 first" in before
    window.session.dice = ScriptedDice([95])
    qtbot.mouseClick(dialog.spot_button, LEFT)
    html, text = dialog.plan_view.toHtml(), dialog.plan_view.toPlainText()
    assert "#b3140a" not in html, html  # nothing in an error's red
    assert "#555555" in html
    assert "Cannot fire:" not in text and "Before the shot:" not in text and "No fire this turn:" in text
    assert "ZiS-3 is not spotted: StuG 2 has rolled on the spotting chart this turn" in text
    dialog.accept()
