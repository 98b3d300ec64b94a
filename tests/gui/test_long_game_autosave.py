"""A long game opened is autosaved after its first action as quickly as after any other: its history is made into the
file's text while the window is idle, and the autosave writes only what the action added."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.long_game import shooting, with_shots
from morefire_gui.gui.features.safety import SafetyFeature
from morefire_gui.io import battle_file
from morefire_gui.io.battle_file import battle_to_yaml, load_battle, save_battle
from tests.gui.test_artillery_gui import open_window  # noqa: F401 - the fixture: a window on a battle file
from tests.gui.test_changed_on_disk import draw_wood


def test_the_first_autosave_of_a_long_game_writes_only_what_the_action_added(
    qtbot, open_window, demo_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "long.yaml"
    s = shooting(demo_path)
    save_battle(with_shots(s.battle, 300), path)
    window = open_window(path)
    battle = window.session.battle
    history = [*battle.log, *battle.actions, battle.start]  # and the starting position
    # Made while the window is idle, a slice at a time.
    qtbot.waitUntil(lambda: all(h in battle_file._HISTORY for h in history), timeout=20_000)
    made: list[str] = []
    entry_data, record_data = battle_file._log_entry_data, battle_file._action_record_data
    monkeypatch.setattr(battle_file, "_log_entry_data", lambda e: made.append("entry") or entry_data(e))
    monkeypatch.setattr(battle_file, "_action_record_data", lambda r: made.append("record") or record_data(r))
    draw_wood(window, 6.0)  # the first action since the game was opened
    safety = window.feature(SafetyFeature)
    qtbot.waitUntil(lambda: safety.last_autosave is not None, timeout=5000)
    assert made.count("record") == 1 and made.count("entry") <= 1  # the wood's; none of the 300 shots'
    monkeypatch.undo()
    assert safety.last_autosave is not None
    kept = load_battle(safety.last_autosave, s.catalogue, s.tables)
    assert battle_to_yaml(kept) == battle_to_yaml(window.session.battle)


def test_an_action_with_a_roll_is_autosaved_once(
    qtbot, open_window, demo_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from morefire_gui.model.actions.direct_fire import Spot
    from morefire_gui.session.autosave import Autosaver

    path = tmp_path / "game.yaml"
    save_battle(shooting(demo_path).battle, path)
    window = open_window(path)
    safety = window.feature(SafetyFeature)
    draw_wood(window, 12.0)  # the battle made to differ from its file (written again whatever was heard)
    qtbot.waitUntil(lambda: safety.last_autosave is not None and not safety.soon.isActive(), timeout=5000)
    written: list[int] = []
    save = Autosaver.save
    monkeypatch.setattr(Autosaver, "save", lambda self, b: written.append(len(b.log)) or save(self, b))
    assert not window.act(Spot(spotter="ge8", target="su7")).refused
    qtbot.wait(100)
    # Its log entry autosaved at once, with the action whole: not written again when it is done (each write of a long
    # game is the whole file).
    assert written == [len(window.session.battle.log)]
    assert battle_to_yaml(load_battle(safety.last_autosave, *_rules(window))) == battle_to_yaml(window.session.battle)
    draw_wood(window, 6.0)  # a change with no roll: autosaved once it is done
    qtbot.waitUntil(lambda: len(written) == 2, timeout=5000)


def _rules(window):  # type: ignore[no-untyped-def]
    return window.session.catalogue, window.session.tables
