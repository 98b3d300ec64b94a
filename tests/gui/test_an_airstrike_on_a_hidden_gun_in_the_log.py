"""An Il-2 flies over the Axis' hidden positions, and a hidden Flak 38 fires and turns it back (TARAWA: its fire
reveals it). The Allied player, whose view is the other side's, reads in the Log dock the gun named from its own shot
on, and the entry's heading says what the run revealed; the markers the Il-2 never strafed stay markers. In German
alike."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.cli import main
from tests.gui.conftest import lifted_cover
from tests.gui.test_a_landing_in_the_other_sides_view import log_words
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.session.air_battle import write_air_battle
from tests.session.test_fired_on_reveals import HIDDEN_AIR_BATTLE


def allied_log(qtbot, tmp_path: Path) -> str:  # type: ignore[no-untyped-def]
    """The words of the Log dock in the Allies' view, once the Il-2 has flown (its d100 hit, its d10 0: aborted)."""
    path = write_air_battle(tmp_path, HIDDEN_AIR_BATTLE + "at_table: allies\n")
    strike = ["airstrike", str(path), "--side", "allies", "--aircraft", "il2", "--from", "20,48", "--heading", "0"]
    assert main([*strike, "--dice", "1,10", "--apply", str(path)]) == 0
    with lifted_cover(qtbot, path) as window:  # the Allies'
        return log_words(window)


def test_the_other_side_reads_the_gun_its_fire_revealed(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    words = allied_log(qtbot, tmp_path)
    gun = "2cm Flak 38 anti-aircraft gun 2"
    assert f"aborted by {gun}'s anti-aircraft fire; revealed: {gun}" in words
    assert f"d100 for anti-aircraft fire by {gun} at Ilyushin Il-2M Shturmovik: 1" in words
    assert f"Ilyushin Il-2M Shturmovik is turned back by {gun}: it attacks nothing" in words
    assert [line for line in words.splitlines() if "a hidden position" in line and "revealed:" not in line] == []
    assert "Panzer IV Ausf. H 2" not in words and "fake marker" not in words


def test_the_other_side_reads_it_in_german(qtbot, tmp_path: Path, german) -> None:  # type: ignore[no-untyped-def]
    words = allied_log(qtbot, tmp_path)
    assert "abgebrochen durch das Flakfeuer von 2cm Flak 38 2; aufgedeckt: 2cm Flak 38 2" in words
    assert "verdeckte Stellung" not in words.replace("eine verdeckte Stellung aufgedeckt", "")
