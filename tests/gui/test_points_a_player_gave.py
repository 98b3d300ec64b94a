"""A point the player gave (an airstrike's entry dragged or typed to 20.3718, 48; infantry fire's area at 20.2718, 40)
reads with the one decimal every table point reads with, in the command line, the airstrike dialog, the undo text
and the log, in English and in German; a log saved before still reads whole in German, "; it leaves the table at"
too."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from morefire_gui.cli import main
from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly, to_view
from tests.gui.test_a_landing_in_the_other_sides_view import log_words
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.session.air_battle import write_air_battle

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
# An Il-2 entering a hair right of x 20 on the south edge, flying west of north: it leaves the table over the west edge.
IL2 = ["--side", "allies", "--aircraft", "il2", "--from", "20.3718,48", "--heading", "290", "--dice", "90,10,50,3"]


def opened(qtbot, path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(BattleSession.open(path))
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window


def test_the_command_line_says_the_entry_point_with_one_decimal(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    battle = write_air_battle(tmp_path)
    assert main(["airstrike", str(battle), *IL2]) == 0
    out = capsys.readouterr().out
    assert "Ilyushin Il-2M Shturmovik enters from the south edge at 20.4, 48.0, heading 290 (rule 5.1)" in out, out
    assert "; it leaves the table at 0.0, 40.6 (rule 5.1)" in out and "20.3718" not in out, out
    # A point that is on no edge is refused as the player reads points, not with every decimal the drag gave.
    assert main(["airstrike", str(battle), *IL2[:4], "--from", "20.3718,30.55", "--heading", "0"]) == 0
    out = capsys.readouterr().out
    assert "refused: an airstrike enters from a board edge: 20.4, 30.6 is not on an edge of the 72 x 48 in" in out, out


def test_the_dialog_and_the_log_say_the_entry_point_with_one_decimal(qtbot, dialogs, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = opened(qtbot, write_air_battle(tmp_path))
    try:
        window.view.fit_table()
        window.set_tool("airstrike")
        vp = window.view.viewport()
        qtbot.mousePress(vp, LEFT, NONE, to_view(window, 20.0, 47.7))
        qtbot.mouseMove(vp, to_view(window, 20.0, 40.0))
        qtbot.mouseRelease(vp, LEFT, NONE, to_view(window, 20.0, 30.0))
        dialog = dialogs[-1]
        dialog.entry_x.setValue(20.37)
        dialog.heading.setValue(0)
        dialog.aircraft.setCurrentIndex(dialog.aircraft.findData("il2"))
        preview = dialog.plan_view.toPlainText()
        assert "enters from the south edge at 20.4, 48.0, heading 0" in preview, preview
        assert "20.37" not in preview, preview
        # The run's dice, the anti-aircraft fire missing, so that the aircraft flies on (it is drawn after the run).
        window.session.dice = ScriptedDice([90, 99, 99, 99, 99, 99, 99, 99])
        qtbot.mouseClick(dialog.fly_button, LEFT)
        words = log_words(window)
        assert "enters from the south edge at 20.4, 48.0, heading 0" in words and "20.37" not in words, words
        assert window.feature(AircraftFeature).items
    finally:
        close_quietly(window)


def test_infantry_fire_at_a_point_reads_with_one_decimal(qtbot, german, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = opened(qtbot, write_air_battle(tmp_path))
    try:
        # The Soviet squad fires into the square the infantry fire tool centred a hair right of x 20.
        dialog = InfantryFireDialog(window.session, window, (20.2718, 40.0), ["su1"], window)
        dialog.fire()
        dialog.close()
        undo = window.undo_action.text()
        assert "Infanteriefeuer auf 20,3 / 40,0" in undo and "20,2718" not in undo, undo
    finally:
        close_quietly(window)


def written_before(tmp_path: Path) -> Path:
    """The air battle after the Il-2's run, its log as a version before wrote it: the entry point as given (20.3718,
    48), the flight's points with two decimals."""
    battle = write_air_battle(tmp_path)
    assert main(["airstrike", str(battle), *IL2, "--apply", str(battle)]) == 0
    text = battle.read_text(encoding="utf-8")
    assert "south edge at 20.4, 48.0" in text, text
    old = text.replace("south edge at 20.4, 48.0", "south edge at 20.3718, 48")
    old = re.sub(r"\b(\d+\.\d), (-?\d+\.\d)\b", r"\g<1>0, \g<2>0", old)
    assert "; it leaves the table at 0.00, 40.60" in old, old
    battle.write_text(old, encoding="utf-8")
    return battle


def test_a_log_saved_before_reads_whole_in_german(qtbot, german, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = opened(qtbot, written_before(tmp_path))
    try:
        words = log_words(window)
        assert "; es verlässt den Tisch bei 0,00 / 40,60" in words, words
        assert "am Rand Süden bei 20,3718 / 48 ein" in words, words
        assert "it verlässt" not in words and "leaves" not in words and "enters" not in words, words
    finally:
        close_quietly(window)


def test_a_log_written_now_reads_whole_in_german(qtbot, german, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    battle = write_air_battle(tmp_path)
    assert main(["airstrike", str(battle), *IL2, "--apply", str(battle)]) == 0
    window = opened(qtbot, battle)
    try:
        words = log_words(window)
        assert "nach -5,9 / 38,4; es verlässt den Tisch bei 0,0 / 40,6" in words, words
        assert "am Rand Süden bei 20,4 / 48,0 ein" in words, words
        assert "it verlässt" not in words and "leaves" not in words, words
    finally:
        close_quietly(window)


def test_a_point_a_hair_off_the_table_reads_off_it(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    battle = write_air_battle(tmp_path)
    text = battle.read_text(encoding="utf-8").replace("at: [60, 20]", "at: [72.0418, 20.31]")
    battle.write_text(text, encoding="utf-8")
    assert main(["validate", str(battle)]) != 0
    err = capsys.readouterr().err
    # One decimal, rounded away from the table: 72.0 would be on its east edge.
    assert "unit 'aa4' at 72.1, 20.3 is off the table (0-72 x 0-48 in)" in err, err


def test_the_command_line_says_infantry_fires_square_and_a_mortars_range_as_read(
    capsys, demo_path: Path, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    battle = write_air_battle(tmp_path)
    assert main(["infantry-fire", str(battle), "--area", "20.2718,40", "--firers", "su1", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Infantry fire by Allies into the 100-yard square at 20.3, 40.0: FIR"), out
    # The 82 mm mortars on the board fire at a point dragged to 30.3718, 20.123: the range is read in whole yards.
    args = ["barrage", str(demo_path), "--battery", "bty4", "--side", "allies", "--at", "30.3718,20.123"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "range from the battery to the aim point: 1484 yards (rule 4.3)" in out, out
    assert "  1484 yards is within the mortar's 3000 yards (rule 4.41)" in out, out
