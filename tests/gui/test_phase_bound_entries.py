"""The entries a player starts an action of the sequence of play from (the menus, the toolbar, the docks' buttons, a
right click's menu) are offered only in a step where the battle takes that kind of action: elsewhere they are greyed,
and their tooltip and status tip say why (the step where it is taken, the rule), in English and in German. They follow
Next, Undo, a battle opened, a hand-over in a hot-seat game; a battle played free of the sequence offers them all. What
the window offers is what the session would take: the two are asked of each step of a turn, for every kind."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QMenu

from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.infantry import InfantryFeature
from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.mnemonics import plain
from morefire_gui.gui.phase_offers import kinds_of
from morefire_gui.model.actions import Action
from morefire_gui.model.actions.aircraft import Airstrike, TurnArrow
from morefire_gui.model.actions.artillery import ArtilleryOrder, SetUpBattery, SetUpGun
from morefire_gui.model.actions.direct_fire import DirectFire, DropLostSpots, Spot
from morefire_gui.model.actions.infantry import Assault, InfantryFire, Melee, ReclassifySuicideSquad
from morefire_gui.model.actions.movement import Mount, Move
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.play_kinds import PlayKind, not_now
from morefire_gui.session.sequence_of_play import step_words
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_menus_as_played import entry, open_menu, point_at
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton


def next_step(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The phase dock's Next, as a player presses it."""
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)


def next_to(qtbot, window: MainWindow, step: str) -> None:  # type: ignore[no-untyped-def]
    for _ in range(40):
        if window.session.battle.step == step:
            return
        next_step(qtbot, window)
    raise AssertionError(f"never reached {step}")


def strict_demo_with(
    demo_path: Path,
    tmp_path: Path,
    step: str,
    unit: str,
    at: tuple[float, float],
    *aircraft: AircraftInPlay,
    bought: tuple[str, ...] = (),
) -> Path:
    """The demo battle kept to the sequence of play at ``step``, with ``unit`` moved to ``at``, ``aircraft`` in
    play and the Axis's forces with the airstrikes ``bought``."""
    path = demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step=step)
    session = BattleSession.open(path)
    assert session.battle.unit(unit) is not None
    session.battle.units = [u.model_copy(update={"at": at}) if u.id == unit else u for u in session.battle.units]
    session.battle.aircraft = list(aircraft)
    session.battle.sides = [
        s.model_copy(update={"airstrikes_bought": bought}) if s.id == "axis" and bought else s
        for s in session.battle.sides
    ]
    session.save(path)
    return path


def barrage_entries(window: MainWindow) -> tuple[QAction, QAbstractButton]:
    """The Artillery menu's Call a Barrage… and the Artillery dock's Fire…"""
    feature = window.feature(ArtilleryFeature)
    (call,) = [
        a
        for m in window.menuBar().actions()
        if m.menu() is not None
        for a in m.menu().actions()
        if plain(a.text()) in ("Call a Barrage…", "Sperrfeuer anfordern…")
    ]
    return call, feature.dock.fire_button


def test_a_barrage_is_offered_in_artillery_step_c_only_and_says_why_elsewhere(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.road"))
    call, fire = barrage_entries(window)
    window.feature(ArtilleryFeature).dock.show()
    # Movement step 1: greyed, with where and by which rule a barrage is called.
    why = (
        "Sequence of play: calling a barrage by a written request is artillery step C (adjust rounds for next turn and call "
        "for new fire); this is movement step 1 (road movement)"
    )
    for offered in (call, fire):
        assert not offered.isEnabled()
        assert offered.toolTip().endswith(f"\n{why} (the battle keeps to the sequence of play)"), offered.toolTip()
        assert offered.statusTip() == f"{why} (the battle keeps to the sequence of play)"
    # Pointed at in the open menu, the entry says why in the status bar; clicked, it opens nothing.
    menu = open_menu(qtbot, window, "Artillery")
    at = point_at(menu, call)
    assert window.statusBar().currentMessage() == call.statusTip()
    qtbot.mouseClick(menu, LEFT, pos=at)
    qtbot.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.mouseClick(fire, LEFT)
    assert not [w for w in window.findChildren(QMenu) if w.isVisible()]
    assert window.undo_stack.count() == 0
    # Next, through the phase dock, to artillery step C: offered, with their own tips.
    next_to(qtbot, window, "artillery.orders")
    assert call.isEnabled() and fire.isEnabled()
    assert call.toolTip() == "Choose a battery and an aim point: fire it, or write its request (rule 4)"
    assert fire.toolTip() == "Call a barrage from the selected battery (or guns off the table)"
    # Undo takes back the step into C: greyed again; Redo offers them again.
    window.undo_action.trigger()
    assert window.session.battle.step == "artillery.damage"
    assert not call.isEnabled() and not fire.isEnabled()
    assert "; this is artillery step B (resolve damage to units in the impact zone)" in call.toolTip()
    window.redo_action.trigger()
    assert call.isEnabled() and fire.isEnabled()


def test_the_phase_bound_entries_of_the_menus_follow_the_step(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """Direct fire, melee and assault: greyed in movement, each offered in its own step, greyed again after it."""
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.road"))
    fire_menu = open_menu(qtbot, window, "Direct Fire")
    fire = entry(fire_menu, "Fire…")
    along = entry(fire_menu, "Fire Along the Measure Line")
    qtbot.keyClick(fire_menu, Qt.Key.Key_Escape)
    infantry = window.feature(InfantryFeature)
    assert not fire.isEnabled() and not along.isEnabled()
    assert "direct fire at a unit is in the direct fire phase (steps 1-3)" in fire.statusTip()
    assert fire.statusTip().startswith("Sequence of play: ")
    assert not infantry.melee_action.isEnabled() and "melee step A" in infantry.melee_action.toolTip()
    assert not infantry.assault_action.isEnabled() and "\nSequence of play: " in infantry.assault_action.toolTip()
    next_to(qtbot, window, "fire.at_vs_tank")
    assert fire.isEnabled() and along.isEnabled() and not infantry.melee_action.isEnabled()
    next_to(qtbot, window, "fire.infantry")
    assert not fire.isEnabled() and "; this is direct fire step 4 (infantry vs infantry)" in fire.toolTip()
    next_to(qtbot, window, "melee.infantry")
    assert infantry.melee_action.isEnabled() and not infantry.assault_action.isEnabled()
    next_step(qtbot, window)
    assert infantry.assault_action.isEnabled() and not infantry.melee_action.isEnabled()


def test_a_right_click_s_melee_is_offered_in_the_melee_step_only(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """Two squads in contact, right-clicked in movement step 6: the menu's melee entry is greyed, saying why."""
    from tests.gui.conftest import to_view

    window = open_window(strict_demo_with(demo_path, tmp_path, "movement.infantry", "su13", (35.0, 20.3)))
    window.scene.clearSelection()
    window.scene.units["su13"].setSelected(True)
    window.scene.units["ge11"].setSelected(True)
    before = set(window.view.findChildren(QMenu))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.RightButton, pos=to_view(window, 35.0, 20.3))
    (menu,) = [m for m in window.view.findChildren(QMenu) if m not in before and m.isVisible()]
    melee = next(a for a in menu.actions() if a.text().startswith("Melee:"))
    assert not melee.isEnabled()
    point_at(menu, melee)
    said = window.statusBar().currentMessage()
    assert said.startswith(
        "Sequence of play: an infantry melee (3.1) is melee step A (infantry vs infantry melees); this is movement"
    ), said
    menu.close()


def test_a_free_battle_offers_every_entry_and_the_rules_menu_greys_them(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    window = open_window(demo_battle(demo_path, tmp_path / "free.yaml", step="movement.road"))
    call, fire = barrage_entries(window)
    infantry = window.feature(InfantryFeature)
    assert call.isEnabled() and fire.isEnabled() and infantry.melee_action.isEnabled()
    assert window.tool_actions["fire"].isEnabled() and window.tool_actions["barrage"].isEnabled()
    window.sequence_action.trigger()  # Rules → Keep to the Sequence of Play
    assert not call.isEnabled() and not fire.isEnabled() and not infantry.melee_action.isEnabled()
    assert not window.tool_actions["fire"].isEnabled()
    window.undo_action.trigger()  # free again
    assert call.isEnabled() and fire.isEnabled() and infantry.melee_action.isEnabled()


def test_a_mount_entry_needs_its_step_and_a_choice_to_mount(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """Mount Selected needs a squad and a vehicle selected, and the mount step: in movement step 1 it stays greyed
    with both chosen, saying the step; in the mount step it is offered, and greyed again when nothing is chosen."""
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.road"))
    movement = window.feature(MovementFeature)
    window.scene.clearSelection()
    for uid in ("su13", "su1"):
        window.scene.units[uid].setSelected(True)
    assert not movement.mount_action.isEnabled() and not movement.dock.mount_button.isEnabled()
    assert "mounting and dismounting is movement step 5" in movement.dock.mount_button.toolTip()
    next_to(qtbot, window, "movement.mount")
    assert movement.mount_action.isEnabled() and movement.dock.mount_button.isEnabled()
    window.scene.clearSelection()
    assert not movement.mount_action.isEnabled() and not movement.dock.mount_button.isEnabled()
    assert (
        movement.dock.mount_button.toolTip() == "Put the selected infantry on the selected vehicle (within 100 yards)"
    )


def test_a_hand_over_keeps_the_entries_as_the_step_has_them(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """A hot-seat game: the table handed from one side to the other leaves each entry as the step offers it."""
    from tests.gui.test_hot_seat import hand_over

    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.road"))
    call, fire = barrage_entries(window)
    hand_over(qtbot, window, "axis")
    assert window.feature(HotSeatFeature).viewer == "axis"
    assert not call.isEnabled() and "is artillery step C" in call.toolTip()
    next_to(qtbot, window, "artillery.orders")
    hand_over(qtbot, window, "allies")
    assert call.isEnabled() and fire.isEnabled()
    next_step(qtbot, window)
    hand_over(qtbot, window, "axis")
    assert not call.isEnabled() and not fire.isEnabled()


def test_a_battle_opened_in_a_step_offers_its_entries_at_once(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    window = open_window(demo_battle(demo_path, tmp_path / "orders.yaml", strict=True, step="artillery.orders"))
    call, fire = barrage_entries(window)
    assert call.isEnabled() and fire.isEnabled()
    assert window.open_path(demo_battle(demo_path, tmp_path / "road.yaml", strict=True, step="movement.road"))
    call, fire = barrage_entries(window)
    assert not call.isEnabled() and not fire.isEnabled()


# -- the window and the session agree, for every kind of action in every step ----------------------------------------


def representatives(session: BattleSession) -> dict[PlayKind, list[Action]]:
    """Actions of each kind with the demo's units, one for each step the kind is taken in."""
    return {
        PlayKind.BARRAGE: [
            ArtilleryOrder(side="axis", battery="bty1", registration_point=1, registration_side="allies")
        ],
        PlayKind.BATTERY_SET_UP: [SetUpBattery(battery="bty2")],
        PlayKind.DIRECT_FIRE: [
            DirectFire(firer="ge10", target="su1"),  # anti-tank vs tank
            DirectFire(firer="ge1", target="su1"),  # tank vs tank
            DirectFire(
                firer="ge1", target="su11"
            ),  # tank vs infantry and AT systems: at a gun (at a squad: 3.5 refuses)
        ],
        PlayKind.SPOTTING: [Spot(spotter="ge7", target="su10")],
        PlayKind.LOST_SPOTS: [DropLostSpots()],
        PlayKind.INFANTRY_FIRE: [
            InfantryFire(area=(20.0, 25.0), firers=("su13",)),
            InfantryFire(area=(20.0, 25.0), firers=("su1",)),  # a vehicle's machine guns: tank vs infantry
        ],
        PlayKind.MELEE: [Melee(attacker="su13", defender="ge11")],
        PlayKind.ASSAULT: [Assault(infantry="su13", target="ge1")],
        PlayKind.SUICIDE_SQUAD: [ReclassifySuicideSquad(unit="su13", year=1943)],
        PlayKind.AIRCRAFT_RUN: [Airstrike(side="axis", aircraft="ju87d", entry=(0.0, 10.0), heading=90)],
        PlayKind.NEW_AIRSTRIKE: [Airstrike(side="axis", aircraft="ju87d", entry=(0.0, 10.0), heading=90)],
        PlayKind.AIR_ARROW: [TurnArrow(aircraft="ac1", heading=100)],
        PlayKind.MOVE: [
            Move(unit="ge8", path=((39.0, 10.0), (39.08, 12.0))),  # on the road the whole way
            Move(unit="ge1", path=((14.0, 12.0),)),  # off it
            Move(unit="su12", path=((5.0, 25.0),)),  # on foot
        ],
        PlayKind.MOUNT: [Mount(units=("su13",), vehicle="su1")],
        PlayKind.GUN_SET_UP: [SetUpGun(unit="su11")],
    }


def out_of_step(session: BattleSession, action: Action) -> bool:
    """Whether the session refuses the action for its step (its words: "... is <step>; this is <here>")."""
    resolution = session.preview(action)
    here = session.tables.sequence.place(session.battle.step)
    return resolution.refused and f"; this is {step_words(here)}" in resolution.reason


KEEPS = "(the battle keeps to the sequence of play)"


def play_entries(window: MainWindow) -> Iterator[QAction | QAbstractButton]:
    """The window's entries that start an action of the sequence of play."""
    for found in (*window.findChildren(QAction), *window.findChildren(QAbstractButton)):
        if kinds_of(found):
            yield found


def test_what_the_window_offers_is_what_the_session_takes_in_every_step(
    qtbot, open_window, demo_path: Path, tmp_path: Path
) -> None:
    # A half-track on the road north of the crossroad, an aircraft in play whose arrow may be turned, and a Stuka
    # bought with the Axis's forces to fly as a new airstrike.
    plane = AircraftInPlay(id="ac1", side="axis", type="ju87d", at=(10.0, 10.0), heading=90)
    window = open_window(
        strict_demo_with(demo_path, tmp_path, "movement.road", "ge8", (38.9, 8.0), plane, bought=("ju87d",))
    )
    session = window.session
    actions = representatives(session)
    # Every kind but spotting (the fire dialog's) has an entry; an aircraft's arrow is turned with the Airstrike tool.
    assert {k for e in play_entries(window) for k in kinds_of(e)} == set(PlayKind) - {PlayKind.SPOTTING}
    steps = session.tables.sequence.step_ids()
    seen: list[str] = []
    taken_in: dict[PlayKind, list[bool]] = {kind: [] for kind in PlayKind}
    for _ in steps:
        here = session.battle.step or steps[0]
        seen.append(here)
        takes = {kind: not all(out_of_step(session, a) for a in actions[kind]) for kind in PlayKind}
        for kind in PlayKind:
            assert (not_now(session, kind) is None) == takes[kind], (here, kind)
        for offered in play_entries(window):
            expected = any(takes[k] for k in kinds_of(offered))
            # Its tooltip says why it is not taken now; one that needs a choice too (Mount Selected) is greyed
            # without one.
            assert (KEEPS not in offered.toolTip()) == expected, (here, offered.text())
            if offered.property("own_offered") is not False:
                assert offered.isEnabled() == expected, (here, offered.text())
            if not expected:
                # One source of truth: the greyed entry cites the rule its action is refused with when tried all the
                # same (the sequence of play out of its step; Table VII with nothing to fly).
                why = offered.toolTip().split("\n")[-1]
                for refused in (session.preview(a) for k in kinds_of(offered) for a in actions[k]):
                    assert refused.refused and why.startswith(f"{refused.rule}: "), (here, offered.text(), why)
        for kind in PlayKind:
            taken_in[kind].append(takes[kind])
        next_step(qtbot, window)
    assert seen == list(steps)  # every step of a turn, through the phase dock's Next
    assert session.battle.turn == 2
    # Each kind is taken somewhere, and refused somewhere.
    assert all(any(taken) and not all(taken) for taken in taken_in.values()), taken_in


def test_a_greyed_entry_says_why_in_german(qtbot, open_window, german, demo_path: Path, tmp_path: Path) -> None:
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.road"))
    call, fire = barrage_entries(window)
    assert not call.isEnabled() and not fire.isEnabled()
    tip = call.statusTip()
    assert tip.startswith("Spielablauf: ") and "Artillerie" in tip and "calling a barrage" not in tip, tip
    assert fire.toolTip().endswith(tip), fire.toolTip()
