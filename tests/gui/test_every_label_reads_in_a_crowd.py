"""Where counters crowd, every label on the board is read at the zoom the player is at: the demo given a mission with
Battle → Mission… (its victory point flags among the counters: the Storozhevoe knoll beside the ZiS-3) and a barrage
landed among the counters, fitted in a laptop's and a desktop's window and zoomed in on the knoll. Each flag's values,
each counter's name and the landing's caption is shown (a flag's values moved near the flag when its own places are
taken, the caption shortened before it is hidden, its tooltip whole), and none covers another label or a counter."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QDialogButtonBox

from morefire_gui.cli import main as cli_main
from morefire_gui.gui.dialogs.battle_mission import BattleMissionDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly
from tests.gui.test_board_legibility import drawn_marks, fitted, viewport_rect

PROBE = '  - {id: xx1, side: allies, type: t34_76_43, at: [29, 38.7], facing: 0, name: "Probe tank"}\n'


@pytest.fixture
def crowded(demo_path: Path, tmp_path: Path) -> Path:
    """The demo with a Soviet tank where a barrage of four 105mm guns lands among the counters by the ford."""
    head, units, tail = demo_path.read_text(encoding="utf-8").partition("\nunits:\n")
    path = tmp_path / "crowded.yaml"
    path.write_text(head + units + PROBE + tail, encoding="utf-8")
    fire = ["--at", "30,41.5", "--side", "axis", "--guns", "4", "--calibre", "105", "--observed", "--seed", "1"]
    assert cli_main(["barrage", str(path), *fire, "--apply", str(path)]) == 0
    return path


def given_a_mission(qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """Battle → Mission…, then OK: the mission the dialog offers first."""
    opened: list[BattleMissionDialog] = []

    def run(cls, battle, tables, give=None, parent=None):  # type: ignore[no-untyped-def]
        dialog = cls(battle, tables, give, parent)
        dialog.show()
        opened.append(dialog)
        return dialog

    monkeypatch.setattr(BattleMissionDialog, "run", classmethod(run))
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Battle")
    next(a for a in menu.actions() if a.text() == "&Mission…").trigger()
    [dialog] = opened
    qtbot.waitExposed(dialog)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert window.session.battle.mission is not None and window.session.battle.vp_locations


def labels_read(window: MainWindow) -> dict[str, QRectF]:
    """What the board draws (tests/gui/test_board_legibility.py) and the landings' captions, in viewport pixels; each
    label the player cannot read (hidden) is said by name."""
    marks = drawn_marks(window)
    scene = window.scene
    hidden = [f"label {uid}" for uid, item in scene.units.items() if item.isVisible() and not item.label.isVisible()]
    for marker in scene.scenario.markers:
        if not marker.gathered and not marker.label_shown:
            hidden.append(f"flag label {marker.location_id} ({marker.label})")
    for gathering in scene.scenario.gatherings:
        if not gathering.head.label_shown:
            hidden.append(f"flags label {gathering.location_ids}")
    for i, landed in enumerate(scene.landed):
        caption = landed.caption_item
        if not caption.isVisible():
            hidden.append(f"landing caption {i} ({landed.caption})")
            continue
        assert caption.text in (landed.caption, landed.short_caption, landed.shortest_caption)
        # Shortened, it is read whole on the caption itself, as on the zone.
        assert caption.toolTip() in ("", landed.caption) and (caption.text == landed.caption or caption.toolTip())
        marks[f"landing caption {i}"] = viewport_rect(window, caption, caption.box())
    assert hidden == []
    return marks


def covered_labels(marks: dict[str, QRectF]) -> list[tuple[str, str]]:
    """Each label that covers another mark (the flags' poles may stand by a registration point or a road's end: the
    marks fixed to the table, which no label is)."""
    labels = sorted(k for k in marks if "label" in k or "caption" in k)
    return [
        (a, b)
        for a in labels
        for b in sorted(marks)
        if a != b
        and not (b in labels and b < a)  # two labels once
        and marks[a].adjusted(0.5, 0.5, -0.5, -0.5).intersects(marks[b].adjusted(0.5, 0.5, -0.5, -0.5))
    ]


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_every_label_reads_where_counters_crowd(qtbot, crowded: Path, monkeypatch, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window = fitted(qtbot, BattleSession.open(crowded), size)
    scene = window.scene
    try:
        given_a_mission(qtbot, window, monkeypatch)
        for zoom in (1.0, 3.0):
            if zoom != 1.0:  # the player zooms in on the knoll, where the ZiS-3 stands by its flag
                window.view.zoom_by(zoom, at=QPointF(window.view.mapFromScene(QPointF(60, 31))))
            qtbot.waitUntil(lambda: scene.laid_out and not scene.layout_pending, timeout=3000)
            marks = labels_read(window)
            assert any(k.startswith("flag label") for k in marks)
            assert covered_labels(marks) == []
    finally:
        close_quietly(window)
