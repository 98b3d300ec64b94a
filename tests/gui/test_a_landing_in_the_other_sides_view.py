"""A fire mission lands while the other side has the table (hot seat, a battle kept to the sequence of play): the
rounds landing are every side's to see, the order that called them is the firing side's own (4.1). The other side's
player reads, in the Log dock, where the barrage landed and every roll for the units in its zone; not the battery, its
registration point, where it fires from, nor the firing error that would tell the aim from the impact. No landing
dialog opens for that player (it shows the written request). The firing side, at the table, sees it all."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from morefire_gui.gui.dialogs.mission_barrage import MissionBarrageDialog
from morefire_gui.gui.docks.log import _children, _top_items
from morefire_gui.gui.features.artillery import ArtilleryFeature
from morefire_gui.gui.features.hot_seat import HotSeatFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.said import said
from morefire_gui.session.artillery.landed import landed_barrages
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.visibility import view_of
from tests.gui.conftest import close_quietly
from tests.gui.test_artillery_gui import demo_battle

LEFT = Qt.MouseButton.LeftButton
# The Axis' order: II./AR 2 (bty1) at its registration point #1, "the ford" (22.5, 35.3), landing in turn 4.
MISSION = {"battery": "bty1", "registration_point": 1, "called_turn": 1, "impact_turn": 4}
AXIS_ORDER_WORDS = ("II./AR 2", "the ford", "RP #1", "registration point", "22.5, 35.3", "22,5 / 35,3", "yards short")


def battle_at(demo_path: Path, tmp_path: Path, at_table: str) -> Path:
    """The demo battle kept to the sequence of play, in movement step 6 of turn 4, the Axis' mission due in turn 4,
    with ``at_table``'s player at the screen."""
    path = demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.infantry", turn=4)
    session = BattleSession.open(path)
    session.battle.fire_missions = []
    session.save(path)
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text + f"at_table: {at_table}\nfire_missions:\n  - {{{', '.join(f'{k}: {v}' for k, v in MISSION.items())}}}\n",
        encoding="utf-8",
    )
    return path


def next_into_step_a(qtbot, path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    """The window opened behind the cover, the player at the table lifts it and presses Next (into artillery A)."""
    window = MainWindow(BattleSession.open(path))
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    hot_seat = window.feature(HotSeatFeature)
    qtbot.mouseClick(hot_seat.cover.button, LEFT)
    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)
    QApplication.processEvents()
    assert (window.session.battle.turn, window.session.battle.step) == (4, "artillery.impact")
    return window


def log_words(window: MainWindow) -> str:
    """Everything the Log dock shows: every entry's line and tooltip, and each entry's explanation as clicking it
    shows."""
    log = window.log
    words = []
    for group in _top_items(log.tree):
        for child in _children(group):
            words += [child.text(c) for c in range(log.tree.columnCount())] + [child.toolTip(0)]
            log.tree.setCurrentItem(child)
            words.append(log.detail.toPlainText())
    return "\n".join(words)


def landing_dialogs() -> list[MissionBarrageDialog]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, MissionBarrageDialog) and w.isVisible()]


def test_the_other_side_reads_where_the_rounds_landed_not_the_order(qtbot, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = next_into_step_a(qtbot, battle_at(demo_path, tmp_path, "allies"))
    try:
        landing = window.feature(ArtilleryFeature).landings[(4, "bty1")]
        assert landing.fired and landing.outcome is not None and landing.outcome.impact is not None
        assert landing_dialogs() == []
        words = log_words(window)
        assert "Barrage by Kampfgruppe Peiper" in words
        x, y = landing.outcome.impact
        assert f"impact point {x:g}, {y:g}" in words  # where it landed, with no error
        for secret in AXIS_ORDER_WORDS:
            assert secret not in words, secret
        assert "off-board battery" not in words and "Error chart" not in words
    finally:
        close_quietly(window)


def test_the_firing_side_sees_its_order_land(qtbot, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = next_into_step_a(qtbot, battle_at(demo_path, tmp_path, "axis"))
    try:
        (dialog,) = landing_dialogs()
        assert "II./AR 2" in dialog.windowTitle()
        words = log_words(window)
        assert "II./AR 2 (10.5 cm leFH): aim and firing error" in words and "Barrage by Kampfgruppe Peiper" in words
        assert "the ford" in words and "Error chart" in words
        assert said("Barrage by Kampfgruppe Peiper") == "Barrage by Kampfgruppe Peiper"
    finally:
        for dialog in landing_dialogs():
            dialog.close()
        close_quietly(window)


def test_every_side_sees_where_the_rounds_landed_on_the_board(qtbot, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The landing's public mark on the other side's board: the impact point and the damage zone, captioned with the
    side that fired; never the aim, the drift arrow or the battery's line of fire. Undo takes the mark off with the
    landing; Redo puts it back; handed over to the firing side, the mark is still there."""
    window = next_into_step_a(qtbot, battle_at(demo_path, tmp_path, "allies"))
    try:
        landing = window.feature(ArtilleryFeature).landings[(4, "bty1")]
        assert landing.outcome is not None and landing.outcome.impact is not None and landing.outcome.zone is not None
        (mark,) = window.scene.landed
        x, y = landing.outcome.impact
        assert mark.isVisible() and mark.impact == (round(x, 6), round(y, 6))
        assert mark.aim is None and mark.battery_at is None and not mark.template
        diameter = landing.outcome.result.zone.diameter_yards  # type: ignore[union-attr]
        assert mark.radius == window.session.geometry.to_table(diameter / 2)
        assert mark.caption == f"Barrage by Kampfgruppe Peiper: {diameter} yd zone"
        assert mark.caption_item.isVisible()
        for secret in AXIS_ORDER_WORDS:
            assert secret not in mark.caption
        window.undo_stack.undo()  # the Next step that landed it taken back
        QApplication.processEvents()
        assert window.scene.landed == []
        window.undo_stack.redo()
        QApplication.processEvents()
        assert [m.impact for m in window.scene.landed] == [mark.impact]
    finally:
        close_quietly(window)


def test_a_landing_mark_is_kept_in_the_file_for_its_turn(qtbot, demo_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Saved and opened again, the turn's landing is on the board (its public entry keeps where it landed and its
    zone); in the turn after, no landing of this turn is listed."""
    window = next_into_step_a(qtbot, battle_at(demo_path, tmp_path, "allies"))
    saved = tmp_path / "landed.yaml"
    try:
        window.session.save(saved)
        impact = window.scene.landed[0].impact
    finally:
        close_quietly(window)
    text = saved.read_text(encoding="utf-8")
    assert "landing:" in text and "zone_yards:" in text
    again = MainWindow(BattleSession.open(saved))
    again.resize(1400, 900)
    again.show()
    qtbot.waitExposed(again)
    try:
        assert [m.impact for m in again.scene.landed] == [impact]
        battle = again.session.battle
        assert [b.impact for b in landed_barrages(battle)] == [impact]
        assert landed_barrages(battle.model_copy(update={"turn": battle.turn + 1})) == ()
        # The battle as the Soviet side's client is handed it (no record of actions): the landing is in it too.
        seen = again.session.seen_by(view_of(battle, "allies")).battle
        assert [b.impact for b in landed_barrages(seen)] == [impact]
    finally:
        close_quietly(again)


def test_a_picture_of_the_board_draws_the_landing_as_the_window_does(capsys, demo_path: Path, tmp_path: Path) -> None:
    # An export, a print, `morefire render`: the landed barrage as every side sees it, in the other side's view too;
    # never its aim or drift.
    from morefire_gui.gui.board.legend import legend_entries
    from morefire_gui.gui.render import BoardPicture
    from tests.equivalence import run_cli

    path = battle_at(demo_path, tmp_path, "axis")
    before = BattleSession.open(path)
    code, _, err = run_cli("turn", path, "--next", "--seed", "3", "--apply", path, capsys=capsys)
    assert code == 0, err
    session = BattleSession.open(path)
    (landed,) = landed_barrages(session.battle)
    words = "Barrage landed this turn: where it fell, and its damage zone (4.5)"
    assert words not in [e.label for e in legend_entries(before.battle, before.catalogue)]
    for seen in (session, session.seen_by(view_of(session.battle, "allies"))):
        with BoardPicture(seen) as picture:
            (mark,) = picture.scene.landed
            assert mark.isVisible() and mark.impact == landed.impact and mark.aim is None
            assert mark.caption == "Barrage by Kampfgruppe Peiper: 200 yd zone"
            # The legend says what the mark is, in this view too.
            assert words in [e.label for e in legend_entries(seen.battle, seen.catalogue, picture=True)]
