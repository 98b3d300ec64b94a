"""A barrage lands on two of the other side's markers, one a hidden rifle squad and one a fake (TARAWA: revealed when
fired on). The player who fired reads in the Log dock what each turned out to be, as direct fire at a marker says it:
the squad by its name, rolled for as what it is, and the fake as a fake marker taken off the table, not rolled for as
the rifle squad it was placed as; no step still speaks of "a hidden position" as if it were one."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.cli import main
from tests.cli.test_reveals_cli import BATTLE
from tests.gui.conftest import lifted_cover
from tests.gui.test_a_landing_in_the_other_sides_view import log_words


def test_the_firing_side_reads_what_each_marker_was(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "hidden.yaml"
    path.write_text(BATTLE, encoding="utf-8")
    args = ["barrage", str(path), "--at", "30,20", "--side", "allies", "--guns", "4", "--calibre", "122"]
    assert main([*args, "--dice", "1,99,99", "--apply", str(path)]) == 0
    with lifted_cover(qtbot, path) as window:  # the Allies'
        words = log_words(window)
        assert "a hidden position revealed: Rifle squad 2" in words
        assert "a hidden position revealed: a fake marker, taken off the table" in words
        assert "d100 for artillery hit on Rifle squad 2: 99" in words
        assert words.count("d100 for artillery hit") == words.count("d100 for artillery hit on Rifle squad 2")
        assert "on a hidden position" not in words
        assert window.scene.units["a1"].label.text() == "R 2" and "f1" not in window.scene.units
