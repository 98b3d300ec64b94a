"""Battle -> Placement Complete on a table laid by hand, as a player uses it: the dialog lists what the battle's terrain
type asks for that the table lacks (Terrain and Weather Definitions) before OK, and completes the placement only when
the players choose to keep the table as laid; a table that holds what its type asks for is completed at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from morefire_gui.gui.dialogs.placement import PlacementDialog
from morefire_gui.gui.features.scenario import ScenarioFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import Mission, TerrainType
from tests.gui.conftest import open_random_battle
from tests.gui.test_said import german  # noqa: F401 # the German fixture

LEFT = Qt.MouseButton.LeftButton


def _square(pid: str, kind: str, x: float, y: float, size: float = 4, **extra: object) -> TerrainPiece:
    return TerrainPiece.model_validate(
        {"id": pid, "kind": kind, **extra, "polygon": [[x, y], [x + size, y], [x + size, y + size], [x, y + size]]}
    )


def _hilly_table() -> list[TerrainPiece]:
    """What Hilly asks for: 2 hills, 10 rough areas (5 woods, 5 rock patches), 2 villages, a road and a stream."""
    return [
        *(_square(f"h{i}", "hill", 2 + 7 * i, 2, level=1) for i in range(2)),
        *(_square(f"w{i}", "woods", 4 + 6 * i, 14) for i in range(5)),
        *(_square(f"r{i}", "rough", 4 + 6 * i, 22) for i in range(5)),
        *(_square(f"v{i}", "village", 44 + 8 * i, 12, 6) for i in range(2)),
        TerrainPiece.model_validate({"id": "road1", "kind": "road", "line": [[0, 34], [72, 34]], "width": 1}),
        TerrainPiece.model_validate({"id": "s1", "kind": "stream", "line": [[64, 12], [64, 30]], "width": 1}),
    ]


def _hilly_by_hand(window: MainWindow, terrain: list[TerrainPiece]) -> None:
    open_random_battle(
        window,
        ScenarioChoices(mission=Mission.HOLDING_ACTION, terrain=TerrainType.HILLY),
        seed=8,
        by_hand=True,
        terrain=terrain,
    )


@pytest.fixture
def placement_dialogs(monkeypatch, qtbot):  # type: ignore[no-untyped-def]
    """Battle -> Placement Complete opens the dialog; the test plays the player at it (``play``) instead of the modal
    loop, and keeps what the player saw."""
    seen: list[PlacementDialog] = []
    plays: list = []  # type: ignore[type-arg]

    def exec_(self: PlacementDialog) -> int:
        seen.append(self)
        self.show()  # as the modal loop shows it
        qtbot.waitExposed(self)
        plays.pop(0)(self)
        return self.result()

    monkeypatch.setattr(PlacementDialog, "exec", exec_)
    return seen, plays


def _ok(dialog: PlacementDialog):  # type: ignore[no-untyped-def]
    return dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


def _menu_placement(window: MainWindow):  # type: ignore[no-untyped-def]
    battle_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Battle")
    action = next(a for a in battle_menu.actions() if a.text().replace("&", "").startswith("Placement Complete"))
    assert action is window.feature(ScenarioFeature).placement_action and action.isEnabled()  # type: ignore[attr-defined]
    return action


def test_the_dialog_lists_what_the_table_lacks_and_completes_only_when_kept_as_laid(
    qtbot, window: MainWindow, placement_dialogs
) -> None:  # type: ignore[no-untyped-def]
    seen, plays = placement_dialogs
    _hilly_by_hand(window, [_square("h1", "hill", 2, 2, level=1)])

    def press_ok_without_the_choice(dialog: PlacementDialog) -> None:
        ok = _ok(dialog)
        text = dialog.shortfalls.text()
        assert dialog.shortfalls.isVisibleTo(dialog)
        assert "The table does not hold what Hilly asks for (Terrain and Weather Definitions):" in text
        assert "<li>Hilly: 2 to 5 hills; 1 laid</li>" in text
        assert "<li>Hilly: 10 to 20 rough areas (woods and rock patches); 0 laid</li>" in text
        assert "<li>Hilly: 2 to 3 villages; 0 laid</li>" in text and "streams or rivers; 0 laid" in text
        assert dialog.keep.isVisibleTo(dialog) and not dialog.keep.isChecked()
        assert not ok.isEnabled() and "Keep the table as laid" in ok.toolTip()
        qtbot.mouseClick(ok, LEFT)  # disabled: nothing happens
        assert dialog.isVisible() and dialog.result() == 0
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel).click()

    plays.append(press_ok_without_the_choice)
    _menu_placement(window).trigger()
    assert window.session.battle.actions == [] and window.session.battle.vp_locations == []

    def keep_it(dialog: PlacementDialog) -> None:
        qtbot.mouseClick(dialog.keep, LEFT, pos=QPoint(6, dialog.keep.height() // 2))  # on its box
        assert dialog.keep.isChecked() and _ok(dialog).isEnabled()
        qtbot.mouseClick(_ok(dialog), LEFT)

    plays.append(keep_it)
    _menu_placement(window).trigger()
    record = window.session.battle.actions[-1].action
    assert record == {"kind": "placement_complete", "defender_edge": "north", "as_laid": True}
    assert window.statusBar().currentMessage().startswith("Placement complete: the defender's base edge is north")
    assert len(seen) == 2


def test_a_table_that_holds_what_its_type_asks_for_is_completed_at_once(
    qtbot, window: MainWindow, placement_dialogs
) -> None:  # type: ignore[no-untyped-def]
    _seen, plays = placement_dialogs
    _hilly_by_hand(window, _hilly_table())

    def ok_at_once(dialog: PlacementDialog) -> None:
        assert dialog.shortfalls.text() == "The table holds what Hilly asks for."
        assert not dialog.keep.isVisibleTo(dialog) and _ok(dialog).isEnabled()
        qtbot.mouseClick(_ok(dialog), LEFT)

    plays.append(ok_at_once)
    _menu_placement(window).trigger()
    assert window.session.battle.actions[-1].action == {"kind": "placement_complete", "defender_edge": "north"}
    assert len(window.session.battle.vp_locations) >= 2


def test_the_dialog_says_the_shortfalls_in_german(german, qtbot, window: MainWindow, placement_dialogs) -> None:  # type: ignore[no-untyped-def]
    _seen, plays = placement_dialogs
    _hilly_by_hand(window, [])
    said: list[str] = []

    def read(dialog: PlacementDialog) -> None:
        said.extend([dialog.shortfalls.text(), dialog.keep.text()])
        dialog.reject()

    plays.append(read)
    window.feature(ScenarioFeature).complete_placement()  # type: ignore[attr-defined]
    assert said[0].startswith("Der Tisch enthält nicht, was Hügelland verlangt (Gelände- und Wetterdefinitionen):")
    assert "<li>Hügelland: 2 bis 5 Hügel; 0 gelegt</li>" in said[0] and "laid" not in said[0]
    assert said[1] == "Den Tisch so lassen, wie er gelegt ist"
