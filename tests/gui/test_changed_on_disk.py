"""A battle's file changed on disk while a window has it open (by ``morefire act --apply`` on the same file, or by a
second window on it) is not saved over without a word: Save asks, and either answer loses nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from morefire_gui.io.battle_file import load_battle, save_battle
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.actions.table import PlaceTerrain
from morefire_gui.model.battle import TerrainPiece
from morefire_gui.model.terms import TerrainKind
from tests.equivalence import run_cli
from tests.gui.test_artillery_gui import open_window  # noqa: F401 - the fixture: a window on a battle file


@pytest.fixture
def battle_file(tmp_path: Path, demo_path: Path) -> Path:
    path = tmp_path / "kharkov.mfb.yaml"
    save_battle(load_battle(demo_path, bundled_catalogue(), rule_tables()), path)
    return path


class Asked(list[str]):
    """Every question the window asks, answered ``answer`` (Cancel unless a test says otherwise)."""

    answer = QMessageBox.StandardButton.Cancel


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> Asked:
    questions = Asked()

    def question(parent, title, text, *rest, **kw):  # type: ignore[no-untyped-def]
        questions.append(text)
        return questions.answer

    monkeypatch.setattr(QMessageBox, "question", question)
    return questions


def draw_wood(window, x: float) -> str:  # type: ignore[no-untyped-def]
    battle = window.session.battle
    wood = TerrainPiece(
        id=battle.new_id("w"), kind=TerrainKind.WOODS, polygon=((x, 1.0), (x + 3, 1.0), (x + 3, 3.0), (x, 3.0))
    )
    assert not window.act(PlaceTerrain(piece=wood)).refused
    return wood.id


def in_file(path: Path) -> tuple[list[str], bool]:
    battle = load_battle(path, bundled_catalogue(), rule_tables())
    return [p.id for p in battle.terrain], battle.strict


def test_a_file_changed_by_the_command_line_is_not_saved_over_without_asking(
    open_window, battle_file: Path, asked: Asked, tmp_path: Path
) -> None:
    window = open_window(battle_file)
    drawn = draw_wood(window, 6.0)
    strict = tmp_path / "strict.yaml"
    strict.write_text("{kind: sequence, mode: strict}\n", encoding="utf-8")
    code, _out, err = run_cli("act", battle_file, strict, "--apply", battle_file)  # the real command, beside it
    assert code == 0, err
    assert not window.save()  # Cancel: nothing written, the command's work stands
    (question,) = asked
    assert f"{battle_file.name} (in {battle_file.parent}) was changed on disk at" in question
    assert f"kept as {battle_file.name}.bak" in question
    assert drawn not in in_file(battle_file)[0] and in_file(battle_file)[1]
    assert window.isWindowModified()  # the window's work is still unsaved, not lost
    asked.answer = QMessageBox.StandardButton.Save
    assert window.save()
    assert drawn in in_file(battle_file)[0]
    assert in_file(battle_file.with_name(battle_file.name + ".bak"))[1]  # the command's battle kept beside it
    asked.clear()
    draw_wood(window, 12.0)
    assert window.save() and asked == []  # the window's own last save: no question


def test_a_second_window_on_the_same_file_does_not_save_over_the_first_ones_work(
    open_window, battle_file: Path, asked: Asked
) -> None:
    first, second = open_window(battle_file), open_window(battle_file)
    draw_wood(first, 6.0)
    assert first.save() and asked == []
    draw_wood(second, 20.0)
    assert not second.save()  # asked, and Cancel
    assert len(asked) == 1 and "was changed on disk" in asked[0]
    corners = [p.polygon[0] for p in load_battle(battle_file, bundled_catalogue(), rule_tables()).terrain if p.polygon]
    assert (6.0, 1.0) in corners and (20.0, 1.0) not in corners
