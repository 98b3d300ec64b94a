"""The Fire tool dragged from a squad to an enemy squad in a battle kept to the sequence of play: the dialog says that
infantry is the target of infantry fire (3.5), in every step, not that the shot is "anti-tank fire at a tank" of
direct fire step 1 (the step of the squad's anti-tank weapons, aimed at a tank)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.model.actions.direct_fire import DirectFire
from tests.gui.conftest import to_view
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
WHY = (
    "SMG squad 1 is infantry: 1st Squad fires directly at vehicles and guns only (2.2); infantry counters are the "
    "targets of infantry fire (3.5)"
)


@pytest.mark.parametrize("step", ["fire.at_vs_tank", "fire.tank_vs_tank", "movement.cross_country"])
def test_a_squad_aimed_at_a_squad_is_told_that_infantry_takes_infantry_fire(
    qtbot, open_window, demo_path: Path, tmp_path: Path, monkeypatch, step: str
) -> None:  # type: ignore[no-untyped-def]
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step=step))
    opened: list[FireDialog] = []

    def run(cls, session, editor, item=None, firer=None, target=None, parent=None):  # type: ignore[no-untyped-def]
        opened.append(cls(session, editor, item, firer, target, parent))
        return opened[-1]

    monkeypatch.setattr(FireDialog, "run", classmethod(run))
    battle = window.session.battle
    window.set_tool("fire")
    vp = window.view.viewport()
    a, b = to_view(window, *battle.unit("ge11").at), to_view(window, *battle.unit("su13").at)
    qtbot.mousePress(vp, LEFT, NONE, a)
    for i in range(1, 11):
        qtbot.mouseMove(vp, a + (b - a) * (i / 10))
    qtbot.mouseRelease(vp, LEFT, NONE, b)
    (dialog,) = opened
    assert (dialog.firer.currentData(), dialog.target.currentData()) == ("ge11", "su13")
    assert not dialog.fire_button.isEnabled()
    assert dialog.fire_button.toolTip().endswith("Rule 3.5: " + WHY), dialog.fire_button.toolTip()
    assert "anti-tank fire at a tank" not in dialog.plan_view.toPlainText() + dialog.error.text()
    # The session says the same to whoever asks (the command line, a script).
    resolution = window.session.perform(DirectFire(firer="ge11", target="su13"))
    assert resolution.refused and resolution.refusal == WHY and resolution.rule == "3.5"
    dialog.close()
