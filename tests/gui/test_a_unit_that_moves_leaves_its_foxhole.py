"""A unit that moves leaves its position behind, as a player dragging it with the Move tool sees: the demo's rifle
squad in its foxhole is in the open once it has walked off (no cover of its own in the Selected dock, none taken
off the Infantry Fire's chance), the StuG in its defilade position has lost it (the roster's state, the to-hit
modifiers), the log says what each left; undo puts them back in their places."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_movement_gui import drag

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def last_log(window: MainWindow) -> str:
    entry = window.session.battle.log[-1]
    return f"{entry.title}: {entry.summary}"


def target_modifiers(window: MainWindow, at: tuple[float, float], target: str) -> str:
    """The modifiers the Infantry Fire dialog lists for ``target``, the demo's 1st Squad firing into ``at``."""
    dialog = InfantryFireDialog(window.session, window, at, ["ge11"])
    try:
        table = dialog.targets
        rows = {table.item(r, 0).text(): table.item(r, 3).text() for r in range(table.rowCount())}
        return rows[target]
    finally:
        dialog.close()


def test_a_squad_walking_out_of_its_foxhole_is_in_the_open(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    battle = window.session.battle
    squad = battle.unit("su15")  # Rifle squad 2, in its foxhole south of the village
    assert squad is not None and squad.cover is not None and squad.cover.value == "foxhole"
    window.scene.units["su15"].setSelected(True)
    assert "foxhole" in window.details.view.toPlainText()
    window.set_tool("move")
    drag(qtbot, window, squad.at, (squad.at[0], squad.at[1] - 2))  # 100 yards north, into the open
    moved = window.session.battle.unit("su15")
    assert moved is not None and moved.at[1] < squad.at[1] - 1.5
    window.scene.clearSelection()
    window.scene.units["su15"].setSelected(True)
    assert "foxhole" not in window.details.view.toPlainText()
    assert last_log(window).endswith("; leaves its foxhole"), last_log(window)
    steps = [getattr(s, "text", "") for s in window.session.battle.log[-1].steps]
    assert "Rifle squad 2 leaves its foxhole: cover and defilade stay where they were (rule 3.5)" in steps
    # Fired on where it stands now, it takes no -2 for a foxhole it has left (3.5).
    assert "cover" not in target_modifiers(window, moved.at, "Rifle squad 2").lower()
    window.undo_stack.undo()
    back = window.session.battle.unit("su15")
    assert back is not None and back.at == squad.at and back.cover == squad.cover


def test_a_stug_driving_off_its_hull_down_place_is_no_longer_in_defilade(
    qtbot, window: MainWindow, fire_dialogs
) -> None:  # type: ignore[no-untyped-def]
    battle = window.session.battle
    stug = battle.unit("ge7")  # StuG 2, in defilade north-east of the village
    assert stug is not None and window.roster._items["ge7"].text(2) == "defilade"
    window.set_tool("move")
    drag(qtbot, window, stug.at, (stug.at[0] - 3, stug.at[1] + 1))
    assert "defilade" not in window.roster._items["ge7"].text(2)
    assert last_log(window).endswith("; leaves its defilade position"), last_log(window)
    # The SU-76 aiming at it reads no DEFILADE among its modifiers (2.2).
    dialog = FireDialog(window.session, window, firer="su7", target="ge7")
    try:
        assert "DEFILADE" not in dialog.plan_view.toPlainText()
    finally:
        dialog.close()
