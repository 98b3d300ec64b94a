"""Hot seat, 3.6: a minefield of a side is laid by that side (a deliberate one is on its owner's deployment sheet, a
secret from the other side). In the Allies' view the Movement dock's Minefields tab offers the Allies and nobody as
the owner, not Kampfgruppe Peiper; the Minefield tool lays the Allies' own; a minefield of Kampfgruppe Peiper's
forced through the window is refused in words and nothing is laid. The umpire's view offers every side."""

from __future__ import annotations

from PySide6.QtCore import Qt

from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.movement import MovementFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.actions.table import PlaceTerrain
from morefire_gui.model.terms import MineType
from morefire_gui.session.minefields import lay_minefield
from tests.gui.conftest import to_view

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
FIELD_AT = (36.0, 34.0)


def owners(window: MainWindow) -> list[str]:
    combo = window.feature(MovementFeature).dock.owner
    return [combo.itemText(i) for i in range(combo.count())]


def minefields(window: MainWindow) -> list[tuple[str | None, bool]]:
    return [(p.owner, p.deliberate) for p in window.session.battle.terrain if p.kind.value == "minefield"]


def test_a_side_lays_its_own_minefields_alone(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    assert owners(window) == ["Nobody", "Kampfgruppe Peiper (Germany)", "181st Tank Brigade (USSR)"]  # the umpire's
    window.feature(HotSeatFeature).set_viewer("allies")
    assert owners(window) == ["Nobody", "181st Tank Brigade (USSR)"]
    dock = window.feature(MovementFeature).dock
    dock.owner.setCurrentIndex(dock.owner.findText("181st Tank Brigade (USSR)"))
    dock.deliberate.setCurrentIndex(dock.deliberate.findData(True))
    window.set_tool("minefield")
    before = minefields(window)
    qtbot.mouseClick(window.view.viewport(), LEFT, NONE, to_view(window, *FIELD_AT))
    assert minefields(window) == [*before, ("allies", True)]  # the Allies' own, laid
    # Kampfgruppe Peiper's minefield, as a player could force it through the window: refused, nothing laid.
    edit = lay_minefield(window.session, (20.0, 34.0), MineType.AT, 0.0, "axis", True, by="allies")
    assert window.act(PlaceTerrain(piece=edit.piece)).refused
    said = window.statusBar().currentMessage()
    assert said.startswith(
        "Refused: 181st Tank Brigade has the table and acts for itself, not for Kampfgruppe Peiper: a player gives "
        "orders, fires barrages, flies airstrikes, plots registration points and lays minefields only for their own "
        "side"
    ), said
    assert minefields(window) == [*before, ("allies", True)]
