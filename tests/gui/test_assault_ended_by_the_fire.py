"""The Assault dialog's table when 3.2's step 1, the tank's fire at the assaulting squad, ends the assault: the row of
step 3 says so with the words of the steps below it ("Rifle squad 2 is destroyed before it reaches Pz IV 2"; a
suppressed squad "cannot assault"), in English and in German, not a table that stops short at the fire's row."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.resolution import result_item
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.model.terms import Cover
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from tests.gui.test_artillery_gui import open_window  # noqa: F401 # the fixture
from tests.gui.test_dialogs_say_what_the_player_may_do import assault_battle, assault_opened, language  # noqa: F401 # language: the fixture
from tests.gui.test_infantry_gui import dialogs  # noqa: F401 # the infantry dialogs, kept
from tests.gui.test_said import german  # noqa: F401 # the fixture

LEFT = Qt.MouseButton.LeftButton

ASSAULT = {"en": "3. Assault", "de": "3. Sturm"}
ENDED = {
    ("en", None): "Rifle squad 2 is destroyed before it reaches Pz IV 2",
    ("de", None): "Rifle squad 2 ist zerstört, bevor es Pz IV 2 erreicht",
    ("en", "foxhole"): "Rifle squad 2: a suppressed infantry unit cannot assault a tank or bunker (3.2)",
    (
        "de",
        "foxhole",
    ): "Rifle squad 2: eine niedergehaltene Infanterieeinheit kann keinen Panzer oder Bunker stürmen (3.2)",
}


@pytest.mark.parametrize(("cover", "effect"), [(None, "destroyed"), ("foxhole", "suppressed")])
def test_the_assault_table_says_the_tanks_fire_ended_the_assault(  # type: ignore[no-untyped-def]
    qtbot, language: str, open_window, dialogs, demo_path: Path, tmp_path: Path, cover: str | None, effect: str
) -> None:
    """The Soviet squad beside the Panzer, in the open (FIR 11: destroyed) or in its foxhole (FIR 9: suppressed); the
    Panzer's d100 of 1 hits it, and the table's last row is step 3's, saying why no assault was rolled."""
    path = assault_battle(demo_path, tmp_path / "assault.yaml")
    session = BattleSession.open(path)
    session.battle.units = [
        u.model_copy(update={"cover": Cover(cover) if cover else None}) if u.id == "su15" else u
        for u in session.battle.units
    ]
    session.save(path)
    window: MainWindow = open_window(path)
    dialog = assault_opened(qtbot, window, dialogs)
    window.session.dice = ScriptedDice([1])
    qtbot.mouseClick(dialog.roll_button, LEFT)
    rows = dialog.rows()
    assert rows[0][3:] == ["1", result_item(effect).text()], rows
    last = len(rows) - 1
    assert rows[last] == [ASSAULT[language], ENDED[(language, cover)], "", "", ""], rows
    assert dialog.table.columnSpan(last, 1) == 4  # the reason across the row, as a step not made
    # The table and the steps below it say the same.
    assert ENDED[(language, cover)] in dialog.result_view.toPlainText()
    dialog.close()
