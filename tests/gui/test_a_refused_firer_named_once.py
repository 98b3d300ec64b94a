"""Infantry Fire's refusal in red under its table names a firer of no name of its own once: its name is already its
type's ("Light machine gun (Kampfgruppe Peiper): out of range"), not "… (LMG)" after it again; a squad of a name of its
own is named as the roster names it ("1st Squad: out of range"), the 3.5 row it fires as being its own. In English and
in German."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.gui.main_window import MainWindow
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_dialogs_say_what_the_player_may_do import language  # noqa: F401 # the fixture
from tests.gui.test_fire_dialogs_offer_what_may_be_done_now import fire_into
from tests.gui.test_infantry_gui import dialogs  # noqa: F401 # the infantry dialogs, kept
from tests.gui.test_said import german  # noqa: F401 # the fixture

FAR = (43.0, 46.0)  # the south of the table, far beyond a rifle's or a machine gun's reach from Vasilyevka
NO_FIRER = {"en": "no firer can fire into the area: ", "de": "kein Schütze kann in den Bereich feuern: "}
LMG = {
    "en": "Light machine gun (Kampfgruppe Peiper): out of range",
    "de": "Leichtes MG (Kampfgruppe Peiper): außer Reichweite",
}
SQUAD = {"en": "1st Squad: out of range", "de": "1st Squad: außer Reichweite"}


@pytest.mark.parametrize("firers", [("ge12",), ("ge12", "ge11")])
def test_infantry_fires_refusal_names_a_machine_gun_once(  # type: ignore[no-untyped-def]
    qtbot, language: str, open_window, dialogs, demo_path: Path, tmp_path: Path, firers: tuple[str, ...]
) -> None:
    window: MainWindow = open_window(demo_battle(demo_path, tmp_path / "free.yaml"))
    dialog = fire_into(qtbot, window, dialogs, FAR, *firers)
    error = dialog.error.text()
    assert error.startswith(NO_FIRER[language]) and LMG[language] in error, error
    assert "(LMG)" not in error and "(R)" not in error, error
    if "ge11" in firers:
        assert SQUAD[language] in error, error
    assert not dialog.fire_button.isEnabled()
    dialog.close()
