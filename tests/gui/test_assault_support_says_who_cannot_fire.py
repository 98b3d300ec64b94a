"""The Assault dialog's supporting fire (3.2 step 2) offers to tick only the units that can fire at the assaulting
squad, those first; each that cannot is greyed with why (out of range, no line of sight, no fire intensity rating),
so a player never ticks a mortar that adds nothing and reads "FIR 0". A unit named all the same (the command line)
is said not to fire, and why, in the assault's steps."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.infantry import Assault
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from tests.gui.test_artillery_gui import open_window  # noqa: F401 # the fixture
from tests.gui.test_dialogs_say_what_the_player_may_do import assault_battle, assault_opened
from tests.gui.test_infantry_gui import dialogs  # noqa: F401 # the infantry dialogs, kept

LEFT = Qt.MouseButton.LeftButton
NO_FIR = "a gun has no fire intensity rating (3.5 lists infantry types, tank MGs and tank main guns)"
MORTAR = f"8cm GrW 34 mortar (Kampfgruppe Peiper): {NO_FIR}"


def test_only_the_units_that_can_fire_are_offered_to_tick(  # type: ignore[no-untyped-def]
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window: MainWindow = open_window(with_a_squad_in_range(assault_battle(demo_path, tmp_path / "assault.yaml")))
    dialog = assault_opened(qtbot, window, dialogs)
    support = dialog.support
    items = [support.item(i) for i in range(support.count())]
    # 3.2: "Supporting infantry/ CSW": no tank or halftrack is offered
    assert not [i.text() for i in items if i.text().startswith(("Tiger", "Pz IV", "StuG", "SdKfz"))]
    able = [i for i in items if i.flags() & Qt.ItemFlag.ItemIsUserCheckable]
    unable = [i for i in items if not i.flags() & Qt.ItemFlag.ItemIsUserCheckable]
    assert able and unable
    assert items[: len(able)] == able  # those that can fire first
    texts = {i.text() for i in unable}
    assert MORTAR in texts
    assert any(": out of range: " in t or ": no line of sight" in t for t in texts), texts
    assert all(not i.flags() & Qt.ItemFlag.ItemIsEnabled for i in unable)  # greyed
    # A click on the mortar ticks nothing; a click on a unit that can fire ticks it, and the plan counts its FIR.
    mortar = next(i for i in unable if i.text() == MORTAR)
    qtbot.mouseClick(support.viewport(), LEFT, pos=support.visualItemRect(mortar).center())
    assert dialog.supporters() == []
    first = able[0]
    first_box = support.visualItemRect(first)
    qtbot.mouseClick(support.viewport(), LEFT, pos=first_box.center())
    if first.checkState() != Qt.CheckState.Checked:  # a click on the text, not the box, selects: the box ticks it
        first.setCheckState(Qt.CheckState.Checked)
    assert dialog.supporters() == [first.data(Qt.ItemDataRole.UserRole)]
    assert "2. Fire at Rifle squad 2: FIR " in dialog.preview_view.toPlainText()
    assert "FIR 0," not in dialog.preview_view.toPlainText()


def with_a_squad_in_range(path: Path) -> Path:
    """The assault's battle with 1st Squad moved up within its rifles' 500 yards of Rifle squad 2, in the open."""
    session = BattleSession.open(path)
    battle = session.battle
    battle.units = [u.model_copy(update={"at": (38.0, 11.0)}) if u.id == "ge11" else u for u in battle.units]
    session.save(path)
    return path


def test_a_tank_named_to_support_is_said_not_to_fire_as_supporting_fire_is_infantrys(
    demo_path: Path, tmp_path: Path
) -> None:
    """3.2 step 2: "Supporting infantry/ CSW can fire at the attackers": Pz IV 1 named all the same (the command line)
    adds nothing, and says why; 1st Squad beside it fires."""
    session = BattleSession.open(with_a_squad_in_range(assault_battle(demo_path, tmp_path / "assault.yaml")))
    resolution = session.perform(
        Assault(infantry="su15", target="ge4", support=("ge3", "ge11")), ScriptedDice([90, 90, 20])
    )
    assert resolution.accepted, resolution.reason
    said = [step.text() for step in resolution.steps]
    why = "a vehicle: only infantry and crew-served weapons give supporting fire (3.2)"
    assert f"Pz IV 1 does not fire: {why}" in said, said
    assert not [t for t in said if t.startswith("Pz IV 1") and "FIR" in t], said
    assert any(t.startswith("1st Squad") and "FIR" in t for t in said), said


def test_a_supporter_with_no_fire_is_said_not_to_fire_and_why(demo_path: Path, tmp_path: Path) -> None:
    session = BattleSession.open(assault_battle(demo_path, tmp_path / "assault.yaml"))
    resolution = session.perform(Assault(infantry="su15", target="ge4", support=("ge16",)), ScriptedDice([90, 20]))
    assert resolution.accepted, resolution.reason
    said = [step.text() for step in resolution.steps]
    assert f"8cm GrW 34 mortar does not fire: {NO_FIR} (rule 3.5)" in said
    assert "2. no supporting fire at Rifle squad 2: none of the units named may fire at it (rule 3.2)" in said


def test_a_tank_that_fired_at_the_squad_in_the_direct_fire_phase_does_not_fire_at_it_again(  # type: ignore[no-untyped-def]
    qtbot, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    """3.2 step 1 was resolved in the direct fire phase: the dialog leaves it unticked and says so before the dice."""
    from morefire_gui.gui.features.turns import TurnsFeature
    from morefire_gui.model.actions.infantry import Firer, InfantryFire

    path = assault_battle(demo_path, tmp_path / "assault.yaml", strict=False)
    window: MainWindow = open_window(path)
    dialog = assault_opened(qtbot, window, dialogs)
    assert dialog.defensive_fire.isChecked()  # Pz IV 2 has not fired at the squad this turn
    dialog.close()
    # Direct fire step 3: Pz IV 2's machine guns and gun fire into the squad's square, and miss.
    dock = window.feature(TurnsFeature).dock
    while window.session.battle.step != "fire.tank_vs_infantry":
        qtbot.mouseClick(dock.next_button, LEFT)
    squad = window.session.battle.unit("su15")
    assert squad is not None
    window.session.dice = ScriptedDice([99])
    assert window.act(InfantryFire(area=squad.at, firers=(Firer(unit="ge4"),))).accepted
    while window.session.battle.step != "melee.assault":
        qtbot.mouseClick(dock.next_button, LEFT)
    dialog = assault_opened(qtbot, window, dialogs)
    assert not dialog.defensive_fire.isChecked()
    assert "1. Pz IV 2 does not fire at Rifle squad 2: its fire was resolved in the direct fire phase." in (
        dialog.preview_view.toPlainText()
    )
