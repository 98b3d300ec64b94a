"""The window says what is left and where a battle is fought as the command line does, in English and German: the
Barrage dialog names a battery by the guns it has left (session/artillery's ``battery_guns_said``, as ``morefire
barrage`` does), and the briefing says the Syria special's place once (``where_fought``, as ``morefire scenario``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from morefire_gui.cli import main
from morefire_gui.gui.docks.briefing import battle_briefing_html
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly
from tests.gui.test_barrage_dialog_rows import choose, open_barrage
from tests.gui.test_said import german  # noqa: F401 # the German fixture

# (language, the mortar section with its one mortar destroyed, the same with a second mortar still in action)
LEFT = [
    ("en", "on the table, none left of its 1 x 81mm mortar", "on the table, 1 of its 2 x 81mm mortars left"),
    (
        "de",
        "auf dem Tisch, 1 x 81mm-Mörser, kein Rohr mehr feuerbereit",
        "auf dem Tisch, 2 x 81mm-Mörser, davon noch 1 feuerbereit",
    ),
]


def _window(qtbot, path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(BattleSession.open(path))
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit_table()
    return window


def _battery_words(qtbot, path: Path, barrage_dialogs) -> str:  # type: ignore[no-untyped-def]
    """The words under the Axis mortar section's name, the Barrage tool's dialog opened on the battle at ``path``."""
    window = _window(qtbot, path)
    try:
        dialog = open_barrage(qtbot, window, barrage_dialogs, 40.0, 30.0)
        choose(qtbot, dialog.side, "axis")
        choose(qtbot, dialog.battery, "bty2")
        words = dialog.battery_words.text()
        assert words.split(", ", 1)[1] in dialog.battery.toolTip()  # the whole in the box's tooltip too
        dialog.close()
        return words
    finally:
        close_quietly(window)


@pytest.mark.parametrize(("language", "none_left", "one_left"), LEFT)
def test_the_barrage_dialog_says_the_guns_a_battery_has_left(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, demo_path: Path, barrage_dialogs, request, language: str, none_left: str, one_left: str
) -> None:
    if language == "de":
        request.getfixturevalue("german")
    text = demo_path.read_text(encoding="utf-8")
    mortar = "  - {id: ge16, side: axis, type: grw34, at: [30, 2.5], facing: 180}\n"
    assert mortar in text
    destroyed = tmp_path / "destroyed.yaml"  # the mortar section's one 81 mm mortar, ge16, destroyed
    destroyed.write_text(text.replace(mortar, mortar.replace("}", ", status: [destroyed]}")), encoding="utf-8")
    assert _battery_words(qtbot, destroyed, barrage_dialogs) == none_left
    one = tmp_path / "one.yaml"  # a second mortar in the section, still in action
    second = mortar.replace("ge16", "ge99").replace("[30, 2.5]", "[31, 2.5]")
    one.write_text(
        destroyed.read_text(encoding="utf-8")
        .replace("units: [ge16]}", "units: [ge16, ge99]}")
        .replace("\nbatteries:", f"\n{second.rstrip()}\nbatteries:", 1),
        encoding="utf-8",
    )
    assert _battery_words(qtbot, one, barrage_dialogs) == one_left


@pytest.mark.parametrize(("language", "where"), [("en", "Syria"), ("de", "Syrien")])
def test_the_briefing_says_the_syria_special_is_fought_in_syria(  # type: ignore[no-untyped-def]
    capsys, tmp_path: Path, request, language: str, where: str
) -> None:
    path = tmp_path / "syria.yaml"
    assert main(["scenario", "--special", "syria", "--seed", "3", "--create", str(path)]) == 0
    assert "  Syria, 1942" in capsys.readouterr().out.splitlines()
    if language == "de":
        request.getfixturevalue("german")
    session = BattleSession.open(path)
    html = battle_briefing_html(session.battle, session.tables, session.catalogue)
    row = html.split("<td style='color:#555;padding-right:10px'>")[2]  # the Year's row, then the Where row
    assert row.endswith(f"</td><td>{where}</td></tr><tr>"), row  # the place, said once: no "special: Syria"


# A hidden Axis gun and rifle squad that cannot fire into the area (TARAWA's hidden positions), and the Soviet MMG.
HIDDEN_FIRERS = [
    {"id": "pak40", "side": "axis", "type": "pak40", "at": [30, 20], "status": ["hidden"]},
    {"id": "a1", "side": "axis", "type": "R", "at": [30, 21], "status": ["hidden"]},
    {"id": "s1", "side": "allies", "type": "MMG", "at": [30, 46]},
]


@pytest.mark.parametrize(
    ("language", "refusal"),
    [
        ("en", "no firer can fire into the area: Rifle squad: out of range: 1250 yards"),
        ("de", "kein Schütze kann in den Bereich feuern: Schützengruppe: außer Reichweite: 1250 Yards"),
    ],
)
def test_a_hidden_firers_refusal_names_it_to_its_own_side(  # type: ignore[no-untyped-def]
    qtbot, board, request, language: str, refusal: str
) -> None:
    """The Infantry Fire dialog of the side whose hidden position cannot fire says which, by its name, as its list
    of firers does (the command line names a hidden gun so too); the steps every side reads say nothing of it
    (session/infantry/fire.py, ``_untold``)."""
    from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog

    if language == "de":
        request.getfixturevalue("german")
    window = board(units=HIDDEN_FIRERS, view=(20, 10, 24, 40))
    dialog = InfantryFireDialog(window.session, window, (30, 46), ["pak40", "a1"])
    try:
        error = dialog.error.text()
        assert error.startswith(refusal), error
        assert "hidden" not in error and "verdeckt" not in error, error
        assert not dialog.fire_button.isEnabled()
    finally:
        dialog.close()


@pytest.mark.parametrize(("language", "none_left", "one_left"), LEFT)
def test_the_artillery_dock_says_the_guns_a_battery_has_left(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, demo_path: Path, request, language: str, none_left: str, one_left: str
) -> None:
    from morefire_gui.gui.features.artillery import ArtilleryFeature

    if language == "de":
        request.getfixturevalue("german")
    text = demo_path.read_text(encoding="utf-8")
    mortar = "  - {id: ge16, side: axis, type: grw34, at: [30, 2.5], facing: 180}\n"
    destroyed = tmp_path / "destroyed.yaml"  # the mortar section's one 81 mm mortar, ge16, destroyed
    destroyed.write_text(text.replace(mortar, mortar.replace("}", ", status: [destroyed]}")), encoding="utf-8")
    window = _window(qtbot, destroyed)
    try:
        dock = window.feature(ArtilleryFeature).dock
        dock.show()
        (item,) = [
            dock.tree.topLevelItem(i).child(j)
            for i in range(dock.tree.topLevelItemCount())
            for j in range(dock.tree.topLevelItem(i).childCount())
            if dock.tree.topLevelItem(i).child(j).data(0, Qt.ItemDataRole.UserRole) == "bty2"
        ]
        assert item.text(0).splitlines()[1] == none_left  # not "0 on the table"
        assert item.toolTip(0).splitlines()[1] == none_left
    finally:
        close_quietly(window)
