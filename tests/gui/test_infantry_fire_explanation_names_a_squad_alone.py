"""Infantry Fire's explanation, once fired, names a squad or a machine gun that fires as itself as the roster names it
and as the rest of the dialog does ("2nd Squad: FIR 1", "Mittleres MG (Kampfgruppe Peiper): FIR 4"), in its FIR line
and in the line of a firer out of range alike: never with the rules' code of its own row beside the name ("2nd Squad
(R)"). In German the line reads whatever the firer's gender: "492 von 500 Yards Reichweite", and a firer out of range says
its reach as a wargamer does: "R max. 500". In English and in German."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.main_window import MainWindow
from tests.gui.conftest import to_view
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_dialogs_say_what_the_player_may_do import language  # noqa: F401 # the fixture
from tests.gui.test_infantry_gui import dialogs  # noqa: F401 # the infantry dialogs, kept
from tests.gui.test_said import german  # noqa: F401 # the fixture

# 2nd Squad and the medium machine gun west of the PaK 40 see an empty field near them; 1st Squad, in Vasilyevka,
# is too far away to reach it. Each is clicked where no other counter lies over it (Tiger 1 half covers the machine
# gun).
AREA = (17.5, 16.5)
FIRERS = {"ge13": (26.5, 12.5), "ge14": (15.6, 9.6), "ge11": (35.0, 19.6)}
# The yards as the click on the viewport gives them, to a pixel.
LINES = {
    "en": (
        r"1st Squad does not fire: out of range: 8\d\d yards, the R reaches 500 \(3\.5\)",
        r"2nd Squad: FIR 1, 4\d\d yards of its 500",
        r"Medium machine gun \(Kampfgruppe Peiper\): FIR 4, 3\d\d yards of its 1000",
    ),
    "de": (
        r"1st Squad feuert nicht: außer Reichweite: 8\d\d Yards, R max\. 500 \(3\.5\)",
        r"2nd Squad: FIR 1, 4\d\d von 500 Yards Reichweite",
        r"Mittleres MG \(Kampfgruppe Peiper\): FIR 4, 3\d\d von 1000 Yards Reichweite",
    ),
}


def test_the_explanation_names_a_squad_as_the_roster_does(  # type: ignore[no-untyped-def]
    qtbot, language: str, open_window, dialogs, demo_path: Path, tmp_path: Path
) -> None:
    window: MainWindow = open_window(demo_battle(demo_path, tmp_path / "free.yaml"))
    window.set_tool("infantry_fire")
    vp = window.view.viewport()
    for at in FIRERS.values():
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to_view(window, *at))
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier, to_view(window, *AREA))
    dialog = dialogs[-1]
    assert isinstance(dialog, InfantryFireDialog)
    assert {str(row[1]) for row in dialog.firer_rows()} >= {"2nd Squad", "1st Squad"}, dialog.firer_rows()
    assert dialog.fire_button.isEnabled(), dialog.error.text()
    # the square's width in the table's unit, in the window's words ("Zoll", not "in", in German)
    across = {"en": "(2.0 in across)", "de": "(2,0 Zoll breit)"}[language]
    assert across in dialog.area_label.text(), dialog.area_label.text()
    qtbot.mouseClick(dialog.fire_button, Qt.MouseButton.LeftButton)
    explained = dialog.result_view.toPlainText()
    for line in LINES[language]:
        assert re.search(line, explained), (line, explained)
    assert "(R)" not in explained and "(MMG)" not in explained, explained
    assert "seinen" not in explained  # no possessive to agree, or not, with "die Gruppe"
    dialog.close()
