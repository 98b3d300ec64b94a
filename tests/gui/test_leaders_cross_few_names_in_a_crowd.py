"""The stress battle seen whole in a laptop's window (1366 x 768): a line of fire's caption far too long for any free
place ("Rifle fireteam (automatic rifle) 3 (Panzergrenadiers) → SU-76M 3: release to fire", wider than the view)
is drawn in its short form ("RF 3 → SU-76M 3: release to fire"), whole on the view, and stands where its leader to
the target crosses no counter's name; the whole caption ran off the view, and its leader straight through the names
between it and the target ("leFH 18 2", "T-34/76 18"). A name that lies over (or within a pixel of) the target's own
spot is crossed by any leader that reaches it, and is not counted."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QDockWidget

from morefire_gui.gui.features.direct_fire import DirectFireFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly, crosses, to_view
from tests.gui.every_word_cases import stress_battle
from tests.gui.test_board_legibility import fitted


def names_crossed(window: MainWindow, leader: tuple[QPointF, QPointF]) -> list[str]:
    """The counters' names shown that the leader, as drawn on the viewport, runs over (but one over the spot it
    points at)."""
    start, end = leader
    out = []
    for unit in window.scene.units.values():
        name = unit.label
        if unit.isVisible() and name.isVisible() and name.text():
            drawn = name.deviceTransform(window.view.viewportTransform()).mapRect(name.boundingRect())
            inner = drawn.adjusted(1, 1, -1, -1)
            if crosses(start, end, inner) and not drawn.adjusted(-1, -1, 1, 1).contains(end):  # over its spot
                out.append(name.text())
    return out


@pytest.mark.parametrize("docks", [None, (290, 323)])
def test_line_of_fire_leaders_cross_no_name_on_the_crowded_table(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, docks: tuple[int, int] | None
) -> None:
    """As the window first opens, and with the docks either side of the board a little narrower (as a window the
    player laid out is kept): the board 739 pixels wide instead of 708, its counters' names elsewhere."""
    window = fitted(qtbot, BattleSession.open(stress_battle(tmp_path / "stress.yaml")), (1366, 768))
    try:
        if docks is not None:
            left, right = docks
            named = {d.objectName(): d for d in window.findChildren(QDockWidget)}
            window.resizeDocks([named["roster"], named["details"]], [left, right], Qt.Orientation.Horizontal)
            qtbot.waitUntil(lambda: window.view.viewport().width() > 730, timeout=3000)
            window.view.fit_table()
        qtbot.waitUntil(lambda: window.scene.laid_out and not window.scene.layout_pending, timeout=5000)
        battle = window.session.battle
        axis = sorted(u.id for u in battle.units if u.side == "axis")
        allies = sorted(u.id for u in battle.units if u.side != "axis")
        # The firers whose captions are longest, at every target.
        firers, targets = sorted(axis, key=lambda u: -len(window.scene.units[u].unit.name or ""))[:2], allies
        window.set_tool("fire")
        vp = window.view.viewport()
        led, crossing = 0, {}
        for firer in firers:
            for target in targets:
                a, b = to_view(window, *battle.unit(firer).at), to_view(window, *battle.unit(target).at)
                qtbot.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
                for i in range(1, 11):
                    qtbot.mouseMove(vp, a + (b - a) * (i / 10))
                item = window.feature(DirectFireFeature).line_item()
                vp.repaint()
                drawn = item.caption_drawn
                # Whole on the view: where the whole caption finds no room, its short form, the counters named as
                # their labels name them ("SdKfz 251 1 → RF 1: release to fire").
                assert drawn is not None and QRectF(vp.rect()).contains(drawn), item.caption
                if item.leader_drawn is not None:
                    led += 1
                    if names := names_crossed(window, item.leader_drawn):
                        crossing[f"{firer} → {target}"] = names
                qtbot.keyClick(window.view, Qt.Key.Key_Escape)
        assert led >= 30  # the crowd sends most captions away from their targets
        assert crossing == {}  # 24 of these 300 leaders crossed a name before, with the narrower docks
    finally:
        close_quietly(window)
