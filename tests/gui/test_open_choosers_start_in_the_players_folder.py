"""The file choosers that open a file of the player's (the table's image, aircraft figures, a catalogue in Preferences
and in the Catalogue menu) start where Save As does (gui/save_folders.py): for the demo that comes with the app, the
player's documents folder, or the folder last saved to; for a battle of the player's, its own folder; never the app's
own folder. A file the player chose before is offered again, where it is the player's."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog, QPushButton

from morefire_gui.gui.dialogs.preferences import PreferencesDialog
from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.features.table_image import TableImageFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.io.resources import demo_battle_path, resource_path
from tests.gui.test_files_go_where_the_player_keeps_them import _chooser, _menu_entry, documents  # noqa: F401
from tests.gui.test_table_image_gui import photo

LEFT = Qt.MouseButton.LeftButton


def _opened(monkeypatch: pytest.MonkeyPatch, answer: Path | None = None) -> list[Path]:
    """The open file chooser: where it started each time, answering ``answer`` (None: the player cancels)."""
    started: list[Path] = []

    def chooser(parent, caption, start, *rest, **kw):  # type: ignore[no-untyped-def]
        started.append(Path(start))
        return (str(answer) if answer is not None else "", "")

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(chooser))
    return started


def _action(window: MainWindow, words: str) -> QAction:
    return next(a for a in window.findChildren(QAction) if a.text().replace("&", "") == words)


def where_each_starts(qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:  # type: ignore[no-untyped-def]
    """Each chooser opened as a player opens it, and cancelled: where each started."""
    started = _opened(monkeypatch)
    seen: dict[str, Path] = {}
    window.feature(TableImageFeature).action.trigger()  # type: ignore[attr-defined]
    dialog = window.feature(TableImageFeature).dialog  # type: ignore[attr-defined]
    qtbot.mouseClick(dialog.choose, LEFT)
    seen["table image"] = started[-1]
    dialog.reject()
    _action(window, "Aircraft Figures…").trigger()
    seen["aircraft figures"] = started[-1]
    _action(window, "My Catalogue File…").trigger()
    seen["my catalogue"] = started[-1]

    def preferences_player(dialog: PreferencesDialog) -> int:
        choose = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Choose…")
        qtbot.mouseClick(choose, LEFT)
        seen["preferences catalogue"] = started[-1]
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(PreferencesDialog, "exec", preferences_player)
    _action(window, "Preferences…").trigger()
    return seen


def test_the_demos_choosers_start_in_the_documents_folder(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, documents: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert window.session.path == demo_battle_path()
    assert where_each_starts(qtbot, window, monkeypatch) == {
        "table image": documents,
        "aircraft figures": documents,
        "my catalogue": documents,
        "preferences catalogue": documents,
    }


def test_a_players_battle_offers_its_folder_and_a_file_chosen_before_is_offered_again(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, documents: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    games = tmp_path / "games"
    games.mkdir()
    _chooser(monkeypatch, games / "kursk")
    _menu_entry(window, "Save").trigger()
    assert window.session.path == games / "kursk.mfb.yaml"
    # Preferences has no battle: the folder last saved to, as Save As offers for a battle of none.
    assert set(where_each_starts(qtbot, window, monkeypatch).values()) == {games}
    # A picture of the table from the player's pictures: the next chooser starts at it.
    pictures = tmp_path / "pictures"
    pictures.mkdir()
    image = photo(pictures / "table.png")
    _opened(monkeypatch, image)
    window.feature(TableImageFeature).action.trigger()  # type: ignore[attr-defined]
    dialog = window.feature(TableImageFeature).dialog  # type: ignore[attr-defined]
    qtbot.mouseClick(dialog.choose, LEFT)
    assert dialog.chosen == image
    started = _opened(monkeypatch)
    qtbot.mouseClick(dialog.choose, LEFT)
    assert started == [image]
    dialog.reject()


def test_a_file_in_the_apps_own_folder_is_not_where_a_chooser_starts(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, documents: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The app's own aircraft figures, chosen as if they were the player's: the next chooser starts in Documents.
    figures = resource_path("rules", "aircraft.yaml")
    assert window.feature(AircraftFeature).choose_tables(figures)  # type: ignore[attr-defined]
    started = _opened(monkeypatch)
    _action(window, "Aircraft Figures…").trigger()
    assert started == [documents]
    window.feature(AircraftFeature).choose_tables(None)  # type: ignore[attr-defined]
