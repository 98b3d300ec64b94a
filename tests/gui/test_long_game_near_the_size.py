"""A long game near the size a battle file may hold is said to the player (the status bar and Messages), past it its
Save is refused with the file kept and the autosave holding every action, and File → Continue in a New Battle… goes
on from its position in a new file. A smaller budget of values stands in for the reader's 750,000."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from benchmarks.long_game import shooting, with_shots
from morefire_gui.gui.features.safety import SafetyFeature
from morefire_gui.io import yaml_events
from morefire_gui.io.battle_file import autosave_values_limit, load_battle, save_battle
from tests.gui.test_artillery_gui import open_window  # noqa: F401 - the fixture: a window on a battle file
from tests.gui.test_autosave_where_it_cannot_be_written import messages
from tests.gui.test_changed_on_disk import draw_wood


def test_a_long_game_is_said_near_the_size_refused_past_it_and_goes_on_in_a_new_file(
    qtbot, open_window, demo_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    s = shooting(demo_path)
    path = tmp_path / "long.mfb.yaml"
    held = save_battle(with_shots(s.battle, 40), path)
    monkeypatch.setattr(yaml_events, "MAX_NODES", int(held / 0.85))  # the game at 85 % of the budget
    window = open_window(path)
    safety = window.feature(SafetyFeature)
    first = draw_wood(window, 6.0)
    qtbot.waitUntil(lambda: "near the size the app can open" in window.statusBar().currentMessage(), timeout=5000)
    said = messages(window)
    assert f"of the {int(held / 0.85):,} values a battle file may hold (86%)" in said  # the wood's too
    assert "use File → Continue in a New Battle… to go on from this position in a new file" in said
    assert said.count("near the size the app can open") == 1
    draw_wood(window, 9.0)  # said once, not at every action
    qtbot.waitUntil(lambda: safety.last_autosave is not None and not safety.soon.isActive(), timeout=5000)
    assert messages(window).count("near the size the app can open") == 1

    # Past the budget: said, and Save refused, naming the file; the file kept; the autosave holds every action.
    monkeypatch.setattr(yaml_events, "MAX_NODES", held)
    last = draw_wood(window, 12.0)
    qtbot.waitUntil(lambda: "it can no longer be saved as it is" in window.statusBar().currentMessage(), timeout=5000)
    saved = path.read_bytes()
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(f"{box.text()} {box.informativeText()}") or 0)
    window.save_action.trigger()
    assert path.read_bytes() == saved and window.isWindowModified()
    (refusal,) = shown
    assert "Cannot save long.mfb.yaml" in refusal and f"over the {held:,} a battle file may hold" in refusal
    assert safety.last_autosave is not None
    kept = load_battle(safety.last_autosave, s.catalogue, s.tables, max_values=autosave_values_limit())
    assert {first, last} <= {p.id for p in kept.terrain}

    # File → Continue in a New Battle…: asked, a file chosen, the battle goes on there from its position.
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.Ok)
    new = tmp_path / "goes on.mfb.yaml"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(new), ""))
    window.continue_action.trigger()
    assert "cannot be saved as it is" in asked[0] and "the earlier turns stay in long.mfb.yaml" in asked[0]
    assert window.session.path == new and not window.isWindowModified()
    goes_on = load_battle(new, s.catalogue, s.tables)  # within the budget of a battle file
    assert {first, last} <= {p.id for p in goes_on.terrain}
    assert goes_on.log[0].title == "Continued from long.mfb.yaml" and goes_on.actions == []
    assert f"Continued in {new}, from long.mfb.yaml" in messages(window)
    assert path.read_bytes() == saved
