"""Infantry combat on the board, played as a player would: choose the firers and place the 100-yard square with the
Infantry Fire tool, read the dialog, fire and undo; a melee and an assault from the counters' actions; a suicide
squad reclassified; and in a battle kept to the sequence of play, what the dialogs refuse and why, before the dice."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from morefire_gui.gui.dialogs.assault import AssaultDialog
from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.dialogs.melee import MeleeDialog
from morefire_gui.gui.dialogs.suicide_squad import SuicideSquadDialog
from morefire_gui.gui.features.infantry import InfantryFeature
from morefire_gui.model.battle import SequenceMode
from morefire_gui.model.scenario import Briefing
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.names import unit_name
from tests.gui.conftest import hover, to_view
from tests.session.battles import square

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def names_in(window):  # type: ignore[no-untyped-def]
    """Units as the dialogs name them (session/names.py): what the player reads, never the id."""
    return lambda uid: unit_name(window.session, uid)


def firers_in(window):  # type: ignore[no-untyped-def]
    """Firers as the infantry fire dialog lists them: without their side, which the dialog names above the list."""
    return lambda uid: unit_name(window.session, uid, sides=False)


@pytest.fixture
def dialogs(monkeypatch):  # type: ignore[no-untyped-def]
    """Open the dialogs without their modal loop, and keep them for the test to drive."""
    opened: list[object] = []
    for cls in (InfantryFireDialog, MeleeDialog, AssaultDialog, SuicideSquadDialog):

        def run(cls, *args, **kwargs):  # type: ignore[no-untyped-def]
            dialog = cls(*args, **kwargs)
            opened.append(dialog)
            return dialog

        monkeypatch.setattr(cls, "run", classmethod(run))
    return opened


FIRE_BATTLE = dict(
    terrain=[{"id": "w", "kind": "woods", "polygon": square(28.5, 19, 29.8, 21)}],
    units=[
        {"id": "r1", "side": "axis", "type": "R", "at": [30, 14]},
        {"id": "h1", "side": "axis", "type": "HMG", "at": [30, 2]},
        {"id": "s1", "side": "axis", "type": "SMG", "at": [30, 15], "moved": "infantry"},
        {"id": "tk", "side": "axis", "type": "tank", "at": [40, 14]},
        {"id": "own", "side": "axis", "type": "R", "at": [30.5, 20]},
        {"id": "e1", "side": "allies", "type": "R", "at": [29.5, 20], "cover": "foxhole"},
        {"id": "e2", "side": "allies", "type": "LMG", "at": [30.8, 20.5], "moved": "infantry"},
        {"id": "e3", "side": "allies", "type": "tank", "at": [30, 19.5]},
        {"id": "e4", "side": "allies", "type": "ht", "at": [31, 19.5]},
        {"id": "gone", "side": "allies", "type": "R", "at": [30, 20.2], "status": ["destroyed"]},
        {"id": "far", "side": "allies", "type": "R", "at": [40, 40]},
    ],
    view=(20, 0, 24, 24),
)


def test_infantry_fire_from_placing_the_square_to_the_result(qtbot, board, dialogs) -> None:
    window = board(**FIRE_BATTLE)
    name, firer = names_in(window), firers_in(window)
    window.set_tool("infantry_fire")
    vp = window.view.viewport()
    tool = window.tools["infantry_fire"]
    hover(window, (30, 20))
    # The 100-yard square (2 in at 1:50) follows the mouse and marks every unit in or partly in it.
    corners = tool.item.corners  # type: ignore[attr-defined]
    assert max(x for x, _ in corners) - min(x for x, _ in corners) == pytest.approx(2.0)
    assert {uid for uid, _ in tool.inside} == {"own", "e1", "e2", "e3", "e4", "gone"}  # type: ignore[attr-defined]
    assert "click your firers first" in tool.caption()  # type: ignore[attr-defined]
    assert window.scene.units["e1"].zone_mark == "in"
    # Click the firers, then Shift-click the centre of the area (it lies on counters).
    qtbot.mouseClick(vp, LEFT, NONE, to_view(window, 30, 14))
    qtbot.mouseClick(vp, LEFT, NONE, to_view(window, 30, 2))
    assert set(window.scene.selected_unit_ids()) == {"r1", "h1"}
    hover(window, (30, 20))
    assert "firers: " in tool.caption() and "own" not in tool.caption()  # type: ignore[attr-defined]
    qtbot.mouseClick(vp, LEFT, SHIFT, to_view(window, 30, 20))
    dialog = dialogs[-1]
    assert isinstance(dialog, InfantryFireDialog) and dialog.side_id == "axis"
    rows = {r[1]: r for r in dialog.firer_rows()}
    assert rows[firer("r1")][0] == "x" and rows[firer("r1")][6] == "R FIR 1"
    assert float(rows[firer("r1")][4][:-3]) == pytest.approx(300, abs=3)
    assert rows[firer("h1")][0] == "x" and rows[firer("h1")][6] == "HMG FIR 5"
    assert (
        rows[firer("s1")][0] == ""
        and rows[firer("tk")][3] == "All"
        and rows[firer("tk")][6] == "2 × TMG FIR 4; T-HE FIR 3"
    )
    dialog.set_firer("s1")
    dialog.set_firer("tk")
    # r1 R 1 + h1 HMG 5 + s1 SMG 3 - 1 (moved) + tk TMG 4 + 4 + T-HE 3 = 19: 40% Elim (3.5).
    assert "Combined FIR 19 → 40%, Elim" in dialog.plan_view.toPlainText()
    assert f"FIR 3, Firer Moved ({name('s1')}) -1 → 2" in dialog.plan_view.toPlainText()
    targets = {r[0]: r for r in dialog.target_rows()}
    assert targets[name("e1")][3:6] == ["Target in Cover (in a foxhole) -2", "17", "40% Elim"]
    assert targets[name("e2")][4] == "18" and targets[name("e4")][4] == "16"  # e4 an open-topped vehicle: no T-HE
    assert targets[name("e3")][3].startswith("not rolled for: an enclosed vehicle")
    # "own" (an Axis rifle squad) and "gone" (an Allied one) are both the second rifle squad of their side.
    rows_now = dialog.target_rows()
    assert [name("own"), "not rolled for: of the firers' own side"] in [[r[0], r[3]] for r in rows_now]
    assert [name("gone"), "not rolled for: destroyed"] in [[r[0], r[3]] for r in rows_now]
    assert targets[name("e1")][6] == "" and targets[name("e1")][7] == ""
    window.session.dice = ScriptedDice([40, 41, 50])
    qtbot.mouseClick(dialog.fire_button, LEFT)
    targets = {r[0]: r for r in dialog.target_rows()}
    assert targets[name("e1")][6:] == ["40", "destroyed"] and targets[name("e2")][6:] == ["41", "no effect"]
    assert targets[name("e4")][6:] == ["50", "no effect"]
    assert f"d100 for infantry fire at {name('e1')}" in dialog.result_view.toPlainText()
    entry = window.session.battle.log[-1]
    assert entry.kind == "infantry_fire" and [r.face for r in entry.rolls()] == [40, 41, 50]
    assert not dialog.fire_button.isEnabled()
    # The roll commits: the results and the firers' marks (infantry in step 4, the tank's TMG and T-HE in step 3)
    # are one undo step, and the action is in the battle's record.
    assert window.session.battle.unit("e1").has(Status.DESTROYED) and window.undo_stack.count() == 1
    assert window.session.battle.acted == {"fire.infantry": ("r1", "h1", "s1"), "fire.tank_vs_infantry": ("tk",)}
    assert window.session.battle.actions[-1].kind == "infantry_fire"
    window.undo_action.trigger()
    assert not window.session.battle.unit("e1").status and window.session.battle.acted == {}
    assert window.session.battle.log[-1] is entry  # undo never takes a roll out of the log


def test_infantry_fire_marks_the_firers_even_when_nothing_is_hit(qtbot, board, dialogs) -> None:
    """A fire with no hit changes no unit: the firers are marked all the same, and a second fire by them shows that
    they have already fired — shown, not refused, in a free battle."""
    window = board(**FIRE_BATTLE)
    name = names_in(window)
    dialog = InfantryFireDialog(window.session, window, (30, 20), ["r1", "h1"])
    assert "already fired" not in dialog.plan_view.toPlainText()
    window.session.dice = ScriptedDice([99, 99, 99])
    qtbot.mouseClick(dialog.fire_button, LEFT)
    assert window.session.battle.acted == {"fire.infantry": ("r1", "h1")} and window.undo_stack.count() == 1
    dialog.accept()
    again = InfantryFireDialog(window.session, window, (30, 20), ["r1"])
    text = again.plan_view.toPlainText()
    assert f"{name('r1')} has already fired this turn" in text and f"{name('h1')} has already" not in text
    assert again.fire_button.isEnabled()
    again.accept()
    window.undo_action.trigger()
    assert window.session.battle.acted == {}


def test_a_vehicle_may_fire_one_weapon_and_refused_firers_say_why(qtbot, board, dialogs) -> None:
    window = board(**FIRE_BATTLE)
    name, firer = names_in(window), firers_in(window)
    window.scene.units["tk"].setSelected(True)
    window.set_tool("infantry_fire")
    window.tools["infantry_fire"].place((30, 20))  # type: ignore[attr-defined]
    dialog = dialogs[-1]
    dialog.set_firer("tk", weapon="TMG")
    assert "Combined FIR 8" in dialog.plan_view.toPlainText()
    far = board(**FIRE_BATTLE)
    far_dialog = InfantryFireDialog(far.session, far, (30, 40), ["r1"])
    rows = {r[1]: r for r in far_dialog.firer_rows()}
    assert "out of range" in rows[firer("r1")][6]
    assert not far_dialog.fire_button.isEnabled()
    assert f"no firer can fire into the area: {name('r1')}: out of range" in far_dialog.error.text()
    assert "(3.5)" in far_dialog.error.text()


def test_a_melee_from_the_counters_right_click(qtbot, board, dialogs) -> None:
    window = board(
        units=[
            {"id": "a", "side": "axis", "type": "R", "at": [10, 10]},
            {"id": "b", "side": "allies", "type": "R", "at": [10.8, 10]},
        ]
    )
    feature = window.feature(InfantryFeature)
    actions = feature.context_actions(["a", "b"], (10, 10))
    texts = [a.text() for a in actions]
    assert "Melee: Rifle squad (Axis) against Rifle squad (Allies)…" in texts and not any(
        t.startswith("Assault") for t in texts
    )
    next(a for a in actions if a.text() == "Melee: Rifle squad (Axis) against Rifle squad (Allies)…").trigger()
    dialog = dialogs[-1]
    assert isinstance(dialog, MeleeDialog)
    text = dialog.preview_label.text()
    assert "15 yards apart" in text and "<b>Rifle squad (Axis)</b>: d10 + MF 4" in text
    window.session.dice = ScriptedDice([7, 3])
    qtbot.mouseClick(dialog.roll_button, LEFT)
    axis, allies = dialog.attacker.currentText(), dialog.defender.currentText()  # each unit as the roster names it
    assert axis != allies and axis.startswith("Rifle squad") and allies.startswith("Rifle squad")
    assert dialog.rows() == [
        [axis, "7", "4", "none", "11", "no effect"],
        [allies, "3", "4", "none", "7", "destroyed"],
    ]
    entry = window.session.battle.log[-1]
    assert entry.kind == "melee" and entry.summary == (
        "Rifle squad (Axis) 11 against Rifle squad (Allies) 7: Rifle squad (Axis) wins"
    )
    assert window.session.battle.unit("b").has(Status.DESTROYED) and window.undo_stack.count() == 1
    assert window.session.battle.acted == {"melee.infantry": ("a",)}


def test_a_melee_needs_contact(qtbot, board, dialogs) -> None:
    window = board(
        units=[
            {"id": "a", "side": "axis", "type": "R", "at": [10, 10]},
            {"id": "b", "side": "allies", "type": "R", "at": [14, 10]},
        ]
    )
    dialog = window.feature(InfantryFeature).open_melee("a", "b")
    assert not dialog.roll_button.isEnabled() and "a melee needs them in contact" in dialog.error.text()


def test_an_assault_on_a_tank(qtbot, board, dialogs) -> None:
    window = board(
        units=[
            {"id": "inf", "side": "allies", "type": "R", "at": [10, 10]},
            {"id": "tk", "side": "axis", "type": "tank", "at": [10, 10.7]},
        ]
    )
    window.scene.units["inf"].setSelected(True)
    window.scene.units["tk"].setSelected(True)
    feature = window.feature(InfantryFeature)
    texts = [a.text() for a in feature.context_actions(["inf", "tk"], (10, 10))]
    assert "Assault tank with Rifle squad…" in texts
    feature.assault_action.trigger()
    dialog = dialogs[-1]
    assert isinstance(dialog, AssaultDialog) and dialog.infantry_id == "inf" and dialog.target_id == "tk"
    preview = dialog.preview_view.toPlainText()
    # The tank fires first: TMG 4 + 4 + T-HE 3 = 11, 30%; then 30% +10 (the tank did not move) = 40%. Each unit is
    # named as the roster names it, not by its id.
    assert preview.startswith("Rifle squad and tank are ")
    assert (
        "1. Fire at Rifle squad: FIR 11, 30%" in preview and "Did Not Move +10" in preview and "Chance 40%" in preview
    )
    window.session.dice = ScriptedDice([90, 20])
    qtbot.mouseClick(dialog.roll_button, LEFT)
    assert dialog.rows() == [
        ["1. Tank or bunker fire", "Rifle squad", "FIR 11: 30%", "90", "no effect"],
        ["2. Supporting fire", "no supporting fire at Rifle squad", "", "", ""],
        ["3. Assault", "tank", "40%", "20", "destroyed"],
        ["   the assaulting unit", "Rifle squad", "", "", "suppressed"],
    ]
    assert window.session.battle.log[-1].kind == "assault"
    assert window.session.battle.unit("tk").has(Status.DESTROYED)
    assert window.session.battle.unit("inf").has(Status.SUPPRESSED)


def test_an_assault_at_0_percent_is_said_to_fail_before_the_dice_and_rolls_none(qtbot, board, dialogs) -> None:
    # 3.2: 30% -30 (the tank moved at E) = 0%: the assault cannot succeed. The player is told before the dice; made
    # all the same, no d100 is rolled for it, the squad is destroyed and the assault is in the log.
    window = board(
        units=[
            {"id": "inf", "side": "allies", "type": "R", "at": [10, 10]},
            {"id": "tk", "side": "axis", "type": "tank", "at": [10, 10.7], "moved": "E"},
        ]
    )
    window.scene.units["inf"].setSelected(True)
    window.scene.units["tk"].setSelected(True)
    window.feature(InfantryFeature).assault_action.trigger()
    dialog = dialogs[-1]
    preview = dialog.preview_view.toPlainText()
    assert "Chance 0%" in preview and "at 0% the assault cannot succeed: no die is rolled" in preview
    assert dialog.roll_button.isEnabled()
    window.session.dice = dice = ScriptedDice([90])  # the tank's fire only
    qtbot.mouseClick(dialog.roll_button, LEFT)
    assert dice.remaining == 0
    assert dialog.rows()[1:] == [
        ["2. Supporting fire", "no supporting fire at Rifle squad", "", "", ""],
        ["3. Assault", "tank", "0%", "—", "no effect"],
        ["   the assaulting unit", "Rifle squad", "", "", "destroyed"],
    ]
    assert "the assault cannot succeed, no die rolled" in dialog.preview_view.toPlainText()
    assert window.session.battle.log[-1].kind == "assault"
    assert window.session.battle.unit("inf").has(Status.DESTROYED)
    assert not window.session.battle.unit("tk").has(Status.DESTROYED)


def test_a_japanese_suicide_squad(qtbot, board, dialogs) -> None:
    window = board(
        units=[
            {"id": "j", "side": "axis", "type": "R", "at": [10, 10]},
            {"id": "tk", "side": "allies", "type": "tank", "at": [14, 10]},
        ],
        axis="japan",
    )
    feature = window.feature(InfantryFeature)
    texts = [a.text() for a in feature.context_actions(["j"], (10, 10))]
    assert "Reclassify Rifle squad as a suicide squad…" in texts
    dialog = feature.open_suicide("j")
    assert dialog.year.isEnabled()  # no briefing: the players say the year
    dialog.year.setValue(1946)
    assert "Cannot be reclassified: Japanese 1931-45 only (the battle is in 1946) (3.3)" in dialog.text()
    assert not dialog.reclassify_button.isEnabled()
    dialog.year.setValue(1944)
    assert "May be reclassified" in dialog.text() and "must assault the nearest enemy tank or bunker" in dialog.text()
    qtbot.mouseClick(dialog.reclassify_button, LEFT)
    assert window.session.battle.unit("j").suicide
    assert dialog.text().startswith(f"{dialog.unit.currentText()} is a suicide squad")  # named, not "j"
    entry = window.session.battle.log[-1]
    assert entry.kind == "suicide_squad" and f"must assault {unit_name(window.session, 'tk')}" in entry.summary
    window.undo_action.trigger()
    assert not window.session.battle.unit("j").suicide


def test_a_suicide_squad_of_a_nation_the_rule_does_not_name(qtbot, board, dialogs) -> None:
    window = board(units=[{"id": "r", "side": "axis", "type": "R", "at": [10, 10]}], axis="italy")
    dialog = window.feature(InfantryFeature).open_suicide("r")
    assert "Cannot be reclassified" in dialog.text() and not dialog.reclassify_button.isEnabled()


def test_the_guard_by_the_units_formation_and_the_briefings_year(qtbot, board, dialogs) -> None:
    """The formation is the unit's (shown in its sheet), the year the battle's briefing's: the dialog asks neither."""
    window = board(
        units=[
            {"id": "g", "side": "allies", "type": "SMG", "at": [10, 10], "formation": "guard"},
            {"id": "r", "side": "allies", "type": "R", "at": [12, 10]},
            {"id": "tk", "side": "axis", "type": "tank", "at": [14, 10]},
        ]
    )
    window.session.battle.briefing = Briefing.model_validate(
        {
            "year": 1942,
            "theatre": "russia",
            "nations": {"axis": "germany", "allies": "ussr"},
            "attacker": "allies",
            "season": "summer",
            "conditions": "clear",
            "terrain": "farmland",
            "mission": "holding_action",
            "ratio": [3, 2],
        }
    )
    window.scene.units["g"].setSelected(True)
    assert "Formation" in window.details.view.toPlainText() and "Guard" in window.details.view.toPlainText()
    dialog = window.feature(InfantryFeature).open_suicide("g")
    assert not dialog.year.isEnabled() and dialog.year.value() == 1942 and dialog.formation.text() == "Guard"
    assert "May be reclassified" in dialog.text() and "Russian Guard 1941-42" in dialog.text()
    dialog.unit.setCurrentIndex(dialog.unit.findData("r"))
    assert "Russian Guard 1941-42 only: this unit is not of the Guard (its formation: none) (3.3)" in dialog.text()
    dialog.unit.setCurrentIndex(dialog.unit.findData("g"))
    qtbot.mouseClick(dialog.reclassify_button, LEFT)
    assert window.session.battle.unit("g").suicide
    assert window.session.battle.actions[-1].action == {"kind": "suicide_squad", "unit": "g"}


# -- a battle kept to the sequence of play: refused in the window, before the dice, with the step -----------------


def strict(window, step: str):  # type: ignore[no-untyped-def]
    battle = window.session.battle
    battle.settings = battle.settings.model_copy(update={"sequence": SequenceMode.STRICT})
    battle.step = step
    return window


def test_strict_infantry_fire_out_of_its_step_is_refused_before_the_dice(qtbot, board, dialogs) -> None:
    window = strict(board(**FIRE_BATTLE), "movement.road")
    dialog = InfantryFireDialog(window.session, window, (30, 20), ["r1", "h1"])
    assert not dialog.fire_button.isEnabled()
    assert (
        "infantry fire into a target area (3.5) is direct fire step 4 (infantry vs infantry); this is movement "
        "step 1 (road movement) (Sequence of play)"
    ) in dialog.error.text()
    assert "Combined FIR 6" in dialog.plan_view.toPlainText()  # what the rules would give is still shown
    dialog.accept()
    window.session.battle.step = "fire.infantry"
    dialog = InfantryFireDialog(window.session, window, (30, 20), ["r1", "tk"])
    assert not dialog.fire_button.isEnabled() and "fire in different steps" in dialog.error.text()
    dialog.set_firer("tk", False)
    assert dialog.fire_button.isEnabled() and dialog.error.text() == ""
    window.session.dice = ScriptedDice([99, 99, 99])
    qtbot.mouseClick(dialog.fire_button, LEFT)
    dialog.accept()
    again = InfantryFireDialog(window.session, window, (30, 20), ["r1"])
    assert not again.fire_button.isEnabled()
    assert (
        "Rifle squad 1 (Axis) has already acted in direct fire step 4 (infantry vs infantry) this turn"
        in again.error.text()
    )


def test_strict_melee_assault_and_reclassification_refusals(qtbot, board, dialogs) -> None:
    window = strict(
        board(
            units=[
                {"id": "a", "side": "axis", "type": "R", "at": [10, 10], "status": ["suppressed"]},
                {"id": "b", "side": "allies", "type": "R", "at": [10.8, 10]},
                {"id": "tk", "side": "allies", "type": "tank", "at": [10, 10.7]},
            ],
            axis="japan",
        ),
        "fire.infantry",
    )
    feature = window.feature(InfantryFeature)
    melee = feature.open_melee("a", "b")
    assert not melee.roll_button.isEnabled()
    assert (
        "an infantry melee (3.1) is melee step A (infantry vs infantry melees); this is direct fire step 4"
        in melee.error.text()
    )
    window.session.battle.step = "melee.assault"
    assault = feature.open_assault("a", "tk")
    assert not assault.roll_button.isEnabled()
    assert "a suppressed infantry unit cannot assault a tank or bunker (3.2)" in assault.error.text()
    suicide = feature.open_suicide("a")
    suicide.year.setValue(1944)
    assert (
        "Cannot be reclassified" in suicide.text()
        and "cannot act in melee step B (infantry assaults vs tanks and bunkers)" in suicide.text()
    )


def test_the_phase_dock_acts_with_the_unit_chosen(qtbot, board, dialogs) -> None:
    """In the melee steps the phase dock lists the units in contact; Act opens the melee with the nearest enemy, or
    the assault on the nearest tank or bunker; in direct fire step 4 it opens the Infantry Fire tool with the unit
    chosen as a firer."""
    from morefire_gui.gui.features.turns import TurnsFeature

    window = strict(
        board(
            units=[
                {"id": "a", "side": "axis", "type": "R", "at": [10, 10]},
                {"id": "far", "side": "allies", "type": "R", "at": [10, 20]},
                {"id": "b", "side": "allies", "type": "R", "at": [10.8, 10]},
                {"id": "tk", "side": "allies", "type": "tank", "at": [10, 10.7]},
            ]
        ),
        "melee.infantry",
    )
    turns = window.feature(TurnsFeature)
    turns.refresh()
    dock = turns.dock

    def act(unit_id: str) -> None:
        qtbot.mouseClick(
            dock.actors.viewport(), LEFT, pos=dock.actors.visualItemRect(dock.actor_item(unit_id)).center()
        )
        qtbot.mouseClick(dock.act_button, LEFT)

    act("a")
    melee = dialogs[-1]
    assert isinstance(melee, MeleeDialog) and (melee.attacker_id, melee.defender_id) == ("a", "b")
    assert melee.roll_button.isEnabled()
    window.session.battle.step = "melee.assault"
    turns.refresh()
    act("a")
    assault = dialogs[-1]
    assert isinstance(assault, AssaultDialog) and (assault.infantry_id, assault.target_id) == ("a", "tk")
    window.session.battle.step = "fire.infantry"
    turns.refresh()
    act("b")
    assert window.view.tool.name == "infantry_fire" and window.scene.selected_unit_ids() == ["b"]


def test_own_counters_toggle_as_firers_and_an_enemy_is_aimed_at(qtbot, window, dialogs) -> None:  # type: ignore[no-untyped-def]
    """The player selects 1st Squad, takes up Infantry Fire, clicks 1st Squad (it leaves the firers) and again (it
    comes back), adds 2nd Squad, then clicks an enemy squad: the enemy is the target area, never a firer, and the
    dialog names every unit as the player reads it."""
    from tests.gui.test_direct_fire_gui import ids_in

    vp = window.view.viewport()

    def click(uid: str, modifiers=NONE) -> None:  # type: ignore[no-untyped-def]
        at = window.scene.units[uid].square.mapToScene(QPointF(0, 0))  # where the counter is drawn
        qtbot.mouseClick(vp, LEFT, modifiers, window.view.mapFromScene(at))

    window.set_tool("select")
    click("ge11")
    window.set_tool("infantry_fire")
    tool = window.tools["infantry_fire"]
    assert tool.firers() == ["ge11"]  # the counter selected is a firer already
    click("ge11")
    assert tool.firers() == [] and "Firers: none" in window.statusBar().currentMessage()
    click("su13")  # an enemy, though no firer is chosen now: the target area, not a firer
    assert len(dialogs) == 1 and dialogs[-1].action() is None  # no firer ticked: the dialog asks for one
    assert "su13" not in window.scene.selected_unit_ids()
    dialogs[-1].accept()
    click("ge11")
    click("ge13")
    assert sorted(tool.firers()) == ["ge11", "ge13"]
    assert "Firers: 1st Squad, 2nd Squad" in window.statusBar().currentMessage()
    click("su13")
    dialog = dialogs[-1]
    assert len(dialogs) == 2 and sorted(f.unit for f in dialog.action().firers) == ["ge11", "ge13"]
    assert "su13" not in window.scene.selected_unit_ids()
    firers = [r[1] for r in dialog.firer_rows()]
    assert "1st Squad" in firers and "2nd Squad" in firers
    shown = [*firers, *(r[0] for r in dialog.target_rows()), dialog.plan_view.toPlainText()]
    assert ids_in(shown, window) == []
    # Esc forgets the firers and their side.
    qtbot.keyClick(vp, Qt.Key.Key_Escape)
    assert tool.firers() == [] and tool.side is None


def test_the_melee_dialog_names_each_side_once(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The demo's two light machine guns read alike, one a side: the dialog's choices name each with its side, once."""
    dialog = MeleeDialog(window.session, window, "ge12", "su16", window)
    qtbot.addWidget(dialog)
    assert dialog.attacker.currentText() == "Light machine gun (Kampfgruppe Peiper)"
    assert dialog.defender.currentText() == "Light machine gun (181st Tank Brigade)"
    assert dialog.error.text().startswith(
        "Light machine gun (Kampfgruppe Peiper) and Light machine gun (181st Tank Brigade) are 1340 yards apart"
    )


def test_the_melee_dialog_names_no_role_a_sides_name_can_clash_with(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A generated battle names its sides "Attacker" and "Defender"; a melee (3.1) is fought alike by both: its rows
    read "Unit" and "Against", never "Attacker: R 1 (Defender)"."""
    from PySide6.QtWidgets import QFormLayout

    dialog = MeleeDialog(window.session, window, "ge12", "su16", window)
    qtbot.addWidget(dialog)
    form = dialog.findChild(QFormLayout)
    labels = [form.labelForField(field).text() for field in (dialog.attacker, dialog.defender)]
    assert labels == ["Unit", "Against"]


def test_a_tanks_two_tmgs_are_one_line_with_their_count_and_each_fires(qtbot, board, dialogs) -> None:  # type: ignore[no-untyped-def]
    """The tank's two identical TMGs: "2 × TMG" on one line in the list of firers, the plan and the result; each adds
    its FIR 4 to the combined total."""
    window = board(**FIRE_BATTLE)
    firer = firers_in(window)
    window.scene.units["tk"].setSelected(True)
    window.set_tool("infantry_fire")
    window.tools["infantry_fire"].place((30, 20))  # type: ignore[attr-defined]
    dialog = dialogs[-1]
    rows = {r[1]: r for r in dialog.firer_rows()}
    assert rows[firer("tk")][6] == "2 × TMG FIR 4; T-HE FIR 3"
    dialog.set_firer("r1", False)
    dialog.set_firer("tk")
    plan = dialog.plan_view.toPlainText()
    assert plan.count("TMG") == 1 and f"{names_in(window)('tk')} (2 × TMG)" in plan and "FIR 4 each" in plan
    assert "Combined FIR 11" in plan  # 4 + 4 + 3: each TMG fires
    window.session.dice = ScriptedDice([99] * 6)
    qtbot.mouseClick(dialog.fire_button, LEFT)
    steps = [s.text for s in window.session.battle.log[-1].steps]
    assert sum("TMG" in s for s in steps) == 1 and any("(2 × TMG): FIR 4 each" in s for s in steps)
