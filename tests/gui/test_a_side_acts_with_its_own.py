"""Hot seat, free play: with the table handed to the Allies, the Allied player acts with the Allies' own units alone.
The Fire tool pressed on Kampfgruppe Peiper's Tiger is refused by name in the status bar and opens nothing; Select &
Move's Fire with the Tiger selected opens the dialog aimed at it, on no firer, the refusal said; the fire, melee and
assault dialogs offer no Axis unit as the one who acts (the Axis's stay the targets); the Move tool's right click
offers no mount, dismount or set-up for Axis counters; a shot forced through the window is refused in words. The
umpire's view acts with every side."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QMenu

from morefire_gui.gui.dialogs.assault import AssaultDialog
from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.dialogs.melee import MeleeDialog
from morefire_gui.gui.features.direct_fire import DirectFireFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.infantry import InfantryFeature
from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.direct_fire import DirectFire
from tests.gui.conftest import to_view
from tests.gui.test_own_counters import T34_AT, TIGER_AT, allied_table, click, said

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
NONE, CTRL = Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier
REFUSED = (
    "Refused: {unit} belongs to Kampfgruppe Peiper, and the table is with 181st Tank Brigade: a player fires, spots, "
    "moves and acts only with the units, batteries and aircraft of their own side"
)


@pytest.fixture
def dialogs(monkeypatch):  # type: ignore[no-untyped-def]
    """The fire, melee and assault dialogs opened without their modal loop, kept for the test to read."""
    opened: list[object] = []

    def fire(cls, session, editor, item=None, firer=None, target=None, parent=None):  # type: ignore[no-untyped-def]
        opened.append(cls(session, editor, item, firer, target, parent))
        return opened[-1]

    def fight(cls, session, editor, one=None, other=None, parent=None):  # type: ignore[no-untyped-def]
        opened.append(cls(session, editor, one, other, parent))
        return opened[-1]

    monkeypatch.setattr(FireDialog, "run", classmethod(fire))
    monkeypatch.setattr(MeleeDialog, "run", classmethod(fight))
    monkeypatch.setattr(AssaultDialog, "run", classmethod(fight))
    return opened


def items(box: QComboBox) -> list[str]:
    return [str(box.itemData(i)) for i in range(box.count())]


def sides(window: MainWindow, ids: list[str]) -> set[str]:
    return {window.session.battle.unit(i).side for i in ids}  # type: ignore[union-attr]


def test_the_fire_tool_on_the_other_sides_counter_is_refused_by_name(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    w = allied_table(window)
    w.set_tool("fire")
    vp = w.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(w, *TIGER_AT))
    qtbot.mouseMove(vp, to_view(w, *T34_AT))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(w, *T34_AT))
    assert REFUSED.format(unit="Tiger 1") in said(w), said(w)
    assert dialogs == [] and not w.feature(DirectFireFeature).line_item().isVisible()
    # The Allies' own T-34 fires at the Tiger: the dialog opens on the two.
    qtbot.mousePress(vp, LEFT, NONE, to_view(w, *T34_AT))
    qtbot.mouseMove(vp, to_view(w, *TIGER_AT))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(w, *TIGER_AT))
    dialog = dialogs[-1]
    assert isinstance(dialog, FireDialog) and dialog.firer_id == "su1" and dialog.target_id == "ge1"
    assert sides(w, items(dialog.firer)) == {"allies"}


def test_select_and_moves_fire_takes_the_other_sides_unit_as_target(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    w = allied_table(window)
    fire = next(a for a in w.feature(DirectFireFeature).menu_actions() if a.text() == "&Fire…")
    click(qtbot, w, TIGER_AT)  # the Tiger alone: it is the target, and the status bar says why it is no firer
    fire.trigger()
    assert REFUSED.format(unit="Tiger 1") in said(w), said(w)
    dialog = dialogs[-1]
    assert isinstance(dialog, FireDialog)
    assert dialog.firer.currentIndex() == -1 and "ge1" not in items(dialog.firer)
    assert sides(w, items(dialog.firer)) == {"allies"} and "ge1" in items(dialog.target)
    dialog.reject()
    # The Tiger selected first, then the T-34: the Allies' T-34 fires at the Tiger, whichever came first.
    qtbot.mouseClick(w.view.viewport(), LEFT, CTRL, to_view(w, *T34_AT))
    assert set(w.scene.selected_unit_ids()) == {"ge1", "su1"}
    fire.trigger()
    dialog = dialogs[-1]
    assert isinstance(dialog, FireDialog) and dialog.firer_id == "su1" and dialog.target_id == "ge1"


def test_the_melee_and_assault_dialogs_offer_the_sides_own_as_attackers(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    w = allied_table(window)
    infantry = w.feature(InfantryFeature)
    melee = infantry.open_melee("ge11")  # asked for with an Axis squad: it is not the attacker
    assert isinstance(melee, MeleeDialog)
    assert melee.attacker.currentIndex() == -1 and sides(w, items(melee.attacker)) == {"allies"}
    assert {"axis", "allies"} <= sides(w, items(melee.defender))  # the defender is the enemy's
    assault = infantry.open_assault("ge11", "su1")
    assert isinstance(assault, AssaultDialog)
    assert assault.infantry.currentIndex() == -1 and sides(w, items(assault.infantry)) == {"allies"}


def test_a_shot_forced_through_the_window_is_refused_in_words(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    w = allied_table(window)
    resolution = w.act(DirectFire(firer="ge1", target="su1"))
    assert resolution.refused and REFUSED.format(unit="Tiger 1") in said(w), said(w)
    assert [r.kind for r in w.session.battle.actions] == ["hand_over"] and w.undo_stack.count() == 0


def test_the_umpires_dialogs_offer_every_side(qtbot, window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    w = window
    assert w.session.battle.at_table is None
    melee = w.feature(InfantryFeature).open_melee()
    assert isinstance(melee, MeleeDialog) and sides(w, items(melee.attacker)) == {"axis", "allies"}
    w.set_tool("fire")
    vp = w.view.viewport()
    qtbot.mousePress(vp, LEFT, NONE, to_view(w, *TIGER_AT))
    qtbot.mouseMove(vp, to_view(w, *T34_AT))
    qtbot.mouseRelease(vp, LEFT, NONE, to_view(w, *T34_AT))
    dialog = dialogs[-1]
    assert isinstance(dialog, FireDialog) and dialog.firer_id == "ge1" and dialog.target_id == "su1"


def context_menu(qtbot, window: MainWindow, at: tuple[float, float]) -> list[str]:  # type: ignore[no-untyped-def]
    before = {m for m in QApplication.topLevelWidgets() if isinstance(m, QMenu) and m.isVisible()}
    qtbot.mousePress(window.view.viewport(), RIGHT, NONE, to_view(window, *at))
    menus = [m for m in QApplication.topLevelWidgets() if isinstance(m, QMenu) and m.isVisible() and m not in before]
    texts = [a.text() for a in menus[-1].actions()] if menus else []
    for menu in menus:
        menu.close()
    return texts


@pytest.mark.parametrize("viewer", ["allies", None])
def test_the_move_tools_menu_offers_mounting_for_the_sides_own_alone(qtbot, board, viewer: str | None) -> None:  # type: ignore[no-untyped-def]
    w = board(
        units=[
            {"id": "ht", "side": "axis", "type": "ht", "at": [10, 10]},
            {"id": "a", "side": "axis", "type": "R", "at": [11.5, 10]},
            {"id": "ht3", "side": "axis", "type": "ht", "at": [15, 14]},
            {"id": "r", "side": "axis", "type": "R", "at": [15, 14], "riding_on": "ht3"},
            {"id": "ht2", "side": "allies", "type": "ht", "at": [20, 20]},
            {"id": "s", "side": "allies", "type": "R", "at": [21.5, 20]},
        ]
    )
    if viewer is not None:
        w.feature(HotSeatFeature).set_viewer(viewer)
    w.set_tool("move")
    vp = w.view.viewport()
    qtbot.mouseClick(vp, LEFT, NONE, to_view(w, 11.5, 10))
    qtbot.mouseClick(vp, LEFT, CTRL, to_view(w, 10, 10))
    movement = w.feature(MovementFeature)
    # Another side's counters: nothing offered to act with them, in the Movement menu nor the right click.
    assert movement.mount_action.isEnabled() is (viewer is None)
    mounting = context_menu(qtbot, w, (10, 10))
    assert any(t.startswith("Mount") for t in mounting) is (viewer is None), mounting
    qtbot.mouseClick(vp, LEFT, NONE, to_view(w, 15, 14))
    assert w.scene.selected_unit_ids() == ["ht3"]
    assert movement.dismount_action.isEnabled() is (viewer is None)
    riders = context_menu(qtbot, w, (15, 14))
    assert any(t.startswith("Dismount") for t in riders) is (viewer is None), riders
    acting = ("Infantry fire by", "Ski Troops")  # nor fire nor skis for another side's squad
    assert any(t.startswith(acting) for t in context_menu(qtbot, w, (11.5, 10))) is (viewer is None)
    qtbot.mouseClick(vp, LEFT, NONE, to_view(w, 21.5, 20))
    qtbot.mouseClick(vp, LEFT, CTRL, to_view(w, 20, 20))
    assert any(t.startswith("Mount") for t in context_menu(qtbot, w, (20, 20)))  # the Allies' own, in both views


def test_the_aircraft_docks_fly_run_flies_the_sides_own_aircraft_alone(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.gui.features.aircraft import AircraftFeature
    from morefire_gui.session.battle_session import BattleSession
    from tests.gui.conftest import close_quietly
    from tests.session.test_a_side_acts_with_its_own import battle

    w = MainWindow(BattleSession.open(battle(tmp_path)))  # the demo with an Il-2 and a Stuka in play, the Allies' table
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    try:
        flown: list[str] = []
        feature = w.feature(AircraftFeature)
        monkeypatch.setattr(feature, "open_run", flown.append)
        tree = feature.dock.tree
        rows = {str(tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole)): i for i in range(tree.topLevelItemCount())}
        tree.setCurrentItem(tree.topLevelItem(rows["air2"]))  # the Stuka: Kampfgruppe Peiper's
        qtbot.mouseClick(feature.dock.fly_button, LEFT)
        assert flown == [] and REFUSED.format(unit="Junkers Ju 87 D-5 Stuka") in said(w), said(w)
        tree.setCurrentItem(tree.topLevelItem(rows["air1"]))  # the Il-2: the Allies' own
        qtbot.mouseClick(feature.dock.fly_button, LEFT)
        assert flown == ["air1"]
    finally:
        close_quietly(w)
