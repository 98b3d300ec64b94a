"""A spot and a shot taken in the window and on the command line leave the same battle file: state, log and record
of actions (the battle's own dice roll the same faces for both)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from morefire_gui.gui.features.direct_fire import DirectFireFeature
from morefire_gui.gui.main_window import MainWindow
from tests.equivalence import assert_same_battle, cli_json

LEFT = Qt.MouseButton.LeftButton


def test_spot_and_fire_leave_the_same_file_from_the_window_and_the_command_line(
    qtbot, window: MainWindow, fire_dialogs, demo_path: Path, tmp_path: Path, capsys
) -> None:
    start = tmp_path / "start.yaml"
    window.session.save(start)  # the demo with its dice seed, as both start from it
    window.session.path = None
    dialog = window.feature(DirectFireFeature).open_fire("ge7", "su10")
    qtbot.mouseClick(dialog.spot_button, LEFT)
    if dialog.fire_button.isEnabled():
        qtbot.mouseClick(dialog.fire_button, LEFT)
    fired = dialog.outcome is not None
    dialog.accept()
    from_window = tmp_path / "window.yaml"
    window.session.save(from_window)

    spotted = tmp_path / "spotted.yaml"
    cli_json("spot", start, "ge7", "su10", "--apply", spotted, capsys=capsys)
    from_cli = tmp_path / "cli.yaml"
    if fired:
        data = cli_json("fire", spotted, "ge7", "su10", "--apply", from_cli, capsys=capsys)
        assert data["refused"] is None
    else:
        from_cli = spotted
    assert_same_battle(from_window, from_cli)
