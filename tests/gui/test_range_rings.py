"""View → Range Rings, or a counter's menu: the selected unit's range bands drawn on the board, each labelled with
what the rules give for it, following the selection."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from morefire_gui.gui.features.range_rings import RangeRingsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.range_rings import RingKind, range_rings


def click(qtbot, window: MainWindow, uid: str) -> None:  # type: ignore[no-untyped-def]
    window.set_tool("select")
    at = window.scene.units[uid].square.mapToScene(0, 0)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(at))


def test_the_selected_tanks_bands_with_hit_and_penetration(qtbot, window: MainWindow) -> None:
    feature = window.feature(RangeRingsFeature)
    click(qtbot, window, "ge2")  # Tiger 2
    qtbot.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert feature.action.isChecked() and feature.item.isVisible()
    rings = range_rings(window.session, "ge2")
    assert feature.item.labels() == [r.label for r in rings]
    assert all(r.kind is RingKind.DIRECT_FIRE and "% to hit, pen " in r.label for r in rings)
    first = rings[0]
    assert first.radius == pytest.approx(window.session.geometry.to_table(first.yards))
    assert feature.item.pos().x() == pytest.approx(window.session.battle.unit("ge2").at[0])
    # Another counter selected: its rings. Infantry: its FIR maximum range.
    squad = next(u.id for u in window.session.battle.units
                 if window.session.catalogue.get(u.type).kind.value == "infantry"
                 and window.session.catalogue.get(u.type).infantry is not None)
    click(qtbot, window, squad)
    assert any(r.kind is RingKind.INFANTRY_FIRE and "maximum range" in r.label
               for r in feature.item.rings), feature.item.labels()
    qtbot.keyClick(window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert not feature.item.isVisible()


def test_a_mortars_maximum_range_from_its_menu(qtbot, window: MainWindow) -> None:
    mortar = next(u.id for u in window.session.battle.units
                  if (e := window.session.catalogue.get(u.type)).gun is not None and e.gun.role.value == "mortar")
    click(qtbot, window, mortar)
    at = window.scene.units[mortar].square.mapToScene(0, 0)
    window.set_tool("move")  # the counters' menu (a right click)
    qtbot.mousePress(window.view.viewport(), Qt.MouseButton.RightButton, pos=window.view.mapFromScene(at))
    menus = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()]
    action = next(a for a in menus[-1].actions() if a.text() == "Show Range Rings")
    action.trigger()
    menus[-1].close()
    rings = window.feature(RangeRingsFeature).item.rings
    assert [r.kind for r in rings][-1] is RingKind.MORTAR and "maximum range" in rings[-1].label
