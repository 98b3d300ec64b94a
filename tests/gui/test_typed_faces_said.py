"""New Random Battle with physical dice: a face typed wrong is said in the window's words and language — which entry,
what is wrong with it, and for which roll — not in the command line's ("--dice item 2") nor half in English."""

from __future__ import annotations

import pytest

from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.gui.test_scenario_gui import feature, random_dialogs  # noqa: F401 # the dialogs' fixture


@pytest.mark.parametrize(
    ("lang", "faces", "said"),
    [
        ("en", "45, x", "entry 2 ('x') is not a whole number"),
        ("en", "45, -2", "entry 2 (-2) is negative"),
        ("en", "45, 80, 7", "roll 3 (d6 for Table III: the season): 7 is not a face of a d6 (faces 1-6)"),
        ("de", "45, x", "Eintrag 2 ('x') ist keine ganze Zahl"),
        (
            "de",
            "45, 80, 7",
            "Wurf 3 (d6 für Tabelle III: die Jahreszeit): 7 ist keine Augenzahl eines d6 (Augenzahlen 1-6)",
        ),
    ],
)
def test_a_face_typed_wrong_is_said_in_the_windows_words(  # type: ignore[no-untyped-def]
    request, window: MainWindow, random_dialogs, lang: str, faces: str, said: str
) -> None:
    if lang == "de":
        request.getfixturevalue("german")
    feature(window).new_random_battle()
    dialog = random_dialogs[-1]
    dialog.physical_dice.setChecked(True)
    dialog.faces.setText(faces)
    assert dialog.error.text() == said
    assert not dialog.create_button.isEnabled()
