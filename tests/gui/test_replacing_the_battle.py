"""Every way a window ends or replaces its battle (Quit, the window closed, File → New, Open, Open Recent, a dropped
file, Close, the recovery offered at the start) asks before unsaved work goes, and the Save in that question takes the
same care as File → Save: a file changed on disk since the window read it is not saved over without asking, and what
it held is kept as NAME.bak. A battle made with File → New is autosaved as it is made.

The menus are the window's own (``QAction.trigger``); each question box is answered as a player would, by clicking
its button once it is up."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QMessageBox

from morefire_gui.gui.dialogs.new_battle import NewBattleDialog, NewBattleSpec
from morefire_gui.gui.features.safety import SafetyFeature, data_folder
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.io.battle_file import load_battle, save_battle
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.battle import Side
from morefire_gui.model.terms import Edge
from morefire_gui.session.autosave import battle_of
from tests.equivalence import run_cli
from tests.gui.test_artillery_gui import open_window  # noqa: F401 - the fixture: a window on a battle file
from tests.gui.test_changed_on_disk import draw_wood, in_file

Button = QMessageBox.StandardButton


class Answers:
    """Click the buttons of the question boxes as they come up, one answer a box, and keep what each asked."""

    def __init__(self, qtbot, *answers: Button) -> None:  # type: ignore[no-untyped-def]
        self.qtbot = qtbot
        self.left = list(answers)
        self.asked: list[str] = []
        QTimer.singleShot(0, self.answer)

    def answer(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            if self.left:
                QTimer.singleShot(10, self.answer)
            return
        self.asked.append(box.text())
        button = box.button(self.left.pop(0))
        assert button is not None, f"no such button in {box.text()!r}"
        button.click()
        QTimer.singleShot(10, self.answer)

    def done(self) -> list[str]:
        self.qtbot.waitUntil(lambda: not self.left, timeout=5000)
        return self.asked


@pytest.fixture
def battle_file(tmp_path: Path, demo_path: Path) -> Path:
    path = tmp_path / "kharkov.mfb.yaml"
    save_battle(load_battle(demo_path, bundled_catalogue(), rule_tables()), path)
    return path


@pytest.fixture
def other_file(tmp_path: Path, demo_path: Path) -> Path:
    path = tmp_path / "elsewhere.mfb.yaml"
    battle = load_battle(demo_path, bundled_catalogue(), rule_tables())
    battle.title = "Somewhere else"
    save_battle(battle, path)
    return path


SKIRMISH = NewBattleSpec(
    "Skirmish at Prokhorovka",
    60,
    40,
    "in",
    "1:50",
    [Side(id="axis", nation="germany", edge=Edge.NORTH), Side(id="allies", nation="ussr", edge=Edge.SOUTH)],
)


@pytest.fixture
def new_battle_answered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The New Battle dialog filled in and its OK pressed."""
    monkeypatch.setattr(NewBattleDialog, "ask", classmethod(lambda cls, tables, parent=None: SKIRMISH))


def changed_by_the_command(battle_file: Path, tmp_path: Path) -> None:
    """``morefire act --apply`` on the window's file, beside it: the battle made strict."""
    strict = tmp_path / "strict.yaml"
    strict.write_text("{kind: sequence, mode: strict}\n", encoding="utf-8")
    code, _out, err = run_cli("act", battle_file, strict, "--apply", battle_file)
    assert code == 0, err


def drop(window: MainWindow, path: Path) -> None:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(
        QPointF(20, 20), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    window.dropEvent(event)


# Each way the battle is replaced or the window ended, as the player takes it.
def by_new(window: MainWindow, other: Path) -> None:
    window.new_action.trigger()


def by_open(window: MainWindow, other: Path) -> None:
    window.open_action.trigger()


def by_recent(window: MainWindow, other: Path) -> None:
    recent = window.recent_menu.actions()
    (entry,) = [a for a in recent if a.toolTip() == str(other)]
    entry.trigger()


def by_drop(window: MainWindow, other: Path) -> None:
    drop(window, other)


def by_close(window: MainWindow, other: Path) -> None:
    window.close_action.trigger()


def by_closing_the_window(window: MainWindow, other: Path) -> None:
    window.close()


def by_quit(window: MainWindow, other: Path) -> None:
    window.quit_action.trigger()


WAYS: dict[str, Callable[[MainWindow, Path], None]] = {
    "new": by_new,
    "open": by_open,
    "open recent": by_recent,
    "drop": by_drop,
    "close": by_close,
    "window closed": by_closing_the_window,
    "quit": by_quit,
}


@pytest.mark.parametrize("way", list(WAYS))
def test_the_save_before_replacing_the_battle_asks_when_the_file_changed_on_disk(
    qtbot,
    open_window,
    battle_file: Path,
    other_file: Path,
    tmp_path: Path,
    way: str,
    new_battle_answered: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(other_file), ""))
    window = open_window(battle_file)
    window.remember_opened(other_file)
    drawn = draw_wood(window, 6.0)
    changed_by_the_command(battle_file, tmp_path)
    # "Save the changes first?" Save; "changed on disk: save over it?" Cancel: nothing written, nothing replaced.
    answers = Answers(qtbot, Button.Save, Button.Cancel)
    WAYS[way](window, other_file)
    first, second = answers.done()
    assert first.startswith("Save the changes to ")
    assert f"{battle_file.name} (in {battle_file.parent}) was changed on disk at" in second
    assert f"kept as {battle_file.name}.bak" in second
    qtbot.wait(50)
    assert window.isVisible() and window.session.path == battle_file
    assert drawn in [p.id for p in window.session.battle.terrain] and window.isWindowModified()
    assert drawn not in in_file(battle_file)[0] and in_file(battle_file)[1]  # the command's work stands
    # Again, and Save over it: the window's battle is written, the command's kept as NAME.bak.
    answers = Answers(qtbot, Button.Save, Button.Save)
    WAYS[way](window, other_file)
    assert len(answers.done()) == 2
    qtbot.waitUntil(lambda: not window.isVisible() or window.session.path != battle_file, timeout=5000)
    assert drawn in in_file(battle_file)[0]
    assert in_file(battle_file.with_name(battle_file.name + ".bak"))[1]


def test_a_new_battle_is_autosaved_as_it_is_made(qtbot, window: MainWindow) -> None:
    """The New Battle dialog's answers (title, table, sides) are kept by the autosave as soon as its OK is pressed,
    before any change: a kill then loses none of them."""
    filled: list[str] = []

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewBattleDialog):
            QTimer.singleShot(10, fill_in)
            return
        dialog.title.setText("Skirmish at Prokhorovka")
        dialog.table_width.setValue(60)
        dialog.table_depth.setValue(40)
        dialog.allied_nation.setCurrentIndex(dialog.allied_nation.findData("usa"))
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        filled.append(dialog.windowTitle())
        ok.click()

    QTimer.singleShot(0, fill_in)
    window.new_action.trigger()
    assert filled and window.session.path is None and window.isWindowModified()
    safety = window.feature(SafetyFeature)
    qtbot.waitUntil(lambda: safety.last_autosave is not None and safety.last_autosave.exists(), timeout=2000)
    assert safety.last_autosave is not None and str(safety.last_autosave).startswith(str(data_folder()))
    assert battle_of(safety.last_autosave) is None  # a battle never saved
    kept = load_battle(safety.last_autosave, bundled_catalogue(), rule_tables())
    assert kept.title == "Skirmish at Prokhorovka"
    assert (kept.table.width, kept.table.depth) == (60, 40)
    assert [(s.id, s.nation) for s in kept.sides] == [("axis", "germany"), ("allies", "usa")]


def test_a_new_random_battle_is_autosaved_as_it_is_made(qtbot, window: MainWindow) -> None:
    """Battle → New Random Battle: the scenario's battle and its rolls are kept by the autosave as soon as it opens."""
    from morefire_gui.gui.features.scenario import ScenarioFeature
    from morefire_gui.rules.scenario.system import ScenarioChoices
    from morefire_gui.rules.scenario.terms import Mission, Season, Theatre
    from morefire_gui.session.scenario import TableOptions, random_battle

    choices = ScenarioChoices(
        theatre=Theatre.RUSSIA, year=1943, season=Season.SUMMER, mission=Mission.ADVANCE_TO_CONTACT
    )
    made = random_battle(choices, TableOptions(), rule_tables(), seed=5)
    assert window.feature(ScenarioFeature).open_random_battle(made)
    safety = window.feature(SafetyFeature)
    qtbot.waitUntil(lambda: safety.last_autosave is not None and safety.last_autosave.exists(), timeout=2000)
    assert safety.last_autosave is not None
    kept = load_battle(safety.last_autosave, bundled_catalogue(), rule_tables())
    assert kept.title == made.battle.title and len(kept.terrain) == len(made.battle.terrain)
    assert [e.title for e in kept.log] == [e.title for e in made.battle.log]


def crashed_window_on(battle_file: Path, note: str) -> Path:
    """A window that played ``note`` on ``battle_file``, autosaved it and was killed (its lock names a process that
    is gone): its autosave is left for the next start."""
    import os

    from morefire_gui.gui.autosave_lock import process_locks
    from morefire_gui.rules.explain import NoteStep
    from morefire_gui.session.battle_session import BattleSession

    crashed = MainWindow(BattleSession.open(battle_file))
    crashed.session.record("note", note, steps=[NoteStep(note)])
    saver = crashed.feature(SafetyFeature).autosaver
    assert saver is not None and saver.autosave_path.exists()
    left = saver.lock_path.read_text().replace(str(os.getpid()), "999999999", 1)
    process_locks().free(saver.lock_path)
    saver.lock_path.write_text(left)
    crashed.feature(SafetyFeature).autosaver = None  # it never gets to release its lock
    crashed.undo_stack.setClean()
    crashed.session.unsaved_log = False
    crashed.close()
    return saver.autosave_path


def test_a_recovery_the_window_cannot_autosave_keeps_the_crashed_autosave(
    qtbot, open_window, battle_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """Recovered at the start while the disk is full: the window cannot keep the work under its own name, so the
    crashed copy's autosave is not deleted (a second crash would otherwise lose the work); it is offered again."""
    from morefire_gui.errors import Problem, SaveError
    from morefire_gui.gui.features import safety
    from morefire_gui.session.autosave import Autosaver

    left = crashed_window_on(battle_file, "Turn 5: the Tigers cross the ford")
    window = open_window(battle_file)

    def disk_full(self, battle):  # type: ignore[no-untyped-def]
        raise SaveError([Problem(str(self.autosave_path), None, "", "cannot save: No space left on device")])

    monkeypatch.setattr(Autosaver, "save", disk_full)
    monkeypatch.setattr(safety, "ask_recovery", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert window.feature(SafetyFeature).offer_recovery()
    assert "Turn 5: the Tigers cross the ford" in [e.title for e in window.session.battle.log]
    assert left.exists()  # still there: the only copy of the work on disk
    assert "No space left on device" in window.statusBar().currentMessage()
    monkeypatch.undo()  # room on the disk again: the next change is autosaved, and the crashed copy goes
    draw_wood(window, 6.0)
    qtbot.waitUntil(lambda: not left.exists(), timeout=2000)
    mine = window.feature(SafetyFeature).last_autosave
    assert mine is not None and "Turn 5: the Tigers cross the ford" in [
        e.title for e in load_battle(mine, bundled_catalogue(), rule_tables()).log
    ]
