"""German texts read as a German wargamer writes them: a percentage written one way per language in a dialog and in
the Log dock alike ("5%", German "5 %"); a side's name never put after a preposition that would have to decline it
("von Alliierte"); and the Infantry Fire dialog names a firer no row of 3.5 rates by its type, never the catalogue's
id ("(pak40)")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import ScriptedDice
from tests.gui.conftest import to_view
from tests.gui.test_aircraft_gui import air_window  # noqa: F401 # the window on the aircraft test battle
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_fire_dialogs_offer_what_may_be_done_now import SMG_SQUAD, fire_into, listed
from tests.gui.test_infantry_gui import dialogs as infantry_dialogs  # noqa: F401 # the infantry dialogs, kept
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.gui.test_sides_and_units_in_german import _airstrike_up_the_strip

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
# A percentage as the player reads it: its number, any space, the sign.
PERCENTAGE = re.compile(r"\d+\s?%")
# A side's name after a preposition that would have to decline it ("von den Alliierten", "von der Achse").
UNDECLINED = re.compile(r"\b(?:von|vom|durch|für|an|zu|bei|mit) (?:Alliierte|Achse)\b")


def _last_log_line(window: MainWindow) -> str:
    entry = window.log.tree.topLevelItem(window.log.tree.topLevelItemCount() - 1)
    while entry.childCount():
        entry = entry.child(entry.childCount() - 1)
    return entry.text(0)


def _log_lines(window: MainWindow) -> list[str]:
    lines = []
    stack = [window.log.tree.topLevelItem(i) for i in range(window.log.tree.topLevelItemCount())]
    while stack:
        item = stack.pop()
        lines += [item.text(0), item.toolTip(0)]
        stack += [item.child(i) for i in range(item.childCount())]
    return lines


# -- 1. one way to write a percentage, in a dialog and in the log ---------------------------------------------------


@pytest.mark.parametrize(("lang", "written"), [("en", "5%"), ("de", "5\u00a0%")])
def test_the_fire_dialogs_chance_and_the_logs_line_write_the_percentage_alike(  # type: ignore[no-untyped-def]
    request, qtbot, air_window: MainWindow, monkeypatch, lang: str, written: str
) -> None:
    """The Allies' rifle squad fires into the area on an Axis squad: the dialog's chance cell and the Log dock's line of
    the same roll write its 5 per cent the same way, English "5%", German "5 %" with a space that never breaks."""
    if lang == "de":
        request.getfixturevalue("german")
    opened: list[InfantryFireDialog] = []
    monkeypatch.setattr(InfantryFireDialog, "run", classmethod(lambda cls, *a, **k: opened.append(cls(*a, **k))))
    w = air_window
    w.set_tool("infantry_fire")
    viewport = w.view.viewport()
    qtbot.mouseClick(viewport, LEFT, NONE, to_view(w, 20, 44))  # the Allies' rifle squad, the firer
    qtbot.mouseClick(viewport, LEFT, SHIFT, to_view(w, 20, 40))  # the area on the Axis rifle squad
    dialog = opened[-1]
    w.session.dice = ScriptedDice([40])
    qtbot.mouseClick(dialog.fire_button, LEFT)
    chance = dialog.target_rows()[0][5]
    dialog.accept()
    line = _last_log_line(w)
    assert PERCENTAGE.findall(chance) == [written], chance
    assert PERCENTAGE.findall(line) == [written], line


# -- 2. a side's name where German would decline it -------------------------------------------------------------------


def test_the_log_names_the_allies_airstrike_without_declining_their_name(  # type: ignore[no-untyped-def]
    german, qtbot, air_window: MainWindow, dialogs
) -> None:
    """The Allies' Il-2 flies its run: the Log dock's entry says whose it is as German reads it, "Luftangriff der Seite
    Alliierte", never "von Alliierte"."""
    dialog = _airstrike_up_the_strip(qtbot, air_window, dialogs)
    air_window.session.dice = ScriptedDice([90, 10, 50, 3])
    qtbot.mouseClick(dialog.fly_button, LEFT)
    dialog.accept()
    lines = _log_lines(air_window)
    assert any(line.startswith("Luftangriff der Seite Alliierte: Ilyushin Il-2M") for line in lines), lines
    assert [line for line in lines if UNDECLINED.search(line)] == []


def _unnamed_sides(demo_path: Path, tmp_path: Path) -> Path:
    """The demo battle in cross-country movement, kept to the sequence of play, its sides without names of their own:
    the Phase dock names them "Achse", "Alliierte"."""
    from tests.gui.test_docks_at_1366 import strict_at

    path = strict_at(demo_path, tmp_path, "movement.cross_country")
    data = yaml.safe_load(path.read_text())
    for side in data["sides"]:
        side.pop("name", None)
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


def test_the_phase_dock_says_who_may_act_of_the_allies_in_german(  # type: ignore[no-untyped-def]
    german, qtbot, demo_path: Path, tmp_path: Path
) -> None:
    """Mounting with the table handed to the Allies, who have no transports: the Phase dock says none of theirs acts
    as German reads it ("Alliierte: keine Einheiten in diesem Schritt"), never "keine Einheiten von Alliierte"."""
    from morefire_gui.gui.features.hot_seat import HotSeatFeature
    from morefire_gui.gui.features.turns import TurnsFeature
    from tests.gui.test_action_equivalence_movement import drag
    from tests.gui.test_docks_at_1366 import laptop
    from tests.gui.test_hot_seat import close_quietly, hand_over, next_to, phase_dock_text

    window = laptop(qtbot, _unnamed_sides(demo_path, tmp_path))
    try:
        window.feature(HotSeatFeature).set_viewer("axis")
        dock = window.feature(TurnsFeature).dock
        assert "Achse: 0 von 9 Einheiten fertig" in dock.actors_title.whole_text(), dock.actors_title.whole_text()
        window.set_tool("move")
        drag(qtbot, window, (33, 4), (26.5, 10.3))  # a halftrack driven up to the 2nd Squad, which may mount it
        hand_over(qtbot, window, "allies")
        next_to(qtbot, window, "movement.mount")
        assert "Alliierte: keine Einheiten in diesem Schritt" in dock.actors_title.whole_text(), (
            dock.actors_title.whole_text()
        )
        shown = dock.actors_title.whole_text() + phase_dock_text(dock)
        assert UNDECLINED.search(shown) is None, shown
    finally:
        close_quietly(window)


# -- 3. a firer no row of 3.5 rates, by its type ----------------------------------------------------------------------


def _engineers_fire(qtbot, open_window, opened: list, demo_path: Path, tmp_path: Path) -> InfantryFireDialog:  # type: ignore[no-untyped-def]
    """An Axis engineer squad (catalogue type ENG, which 3.5 has no row for: its catalogue entry rates it, "a rifle
    squad's fire") and the PaK 40 (ge10, which nothing rates) clicked as firers into the area on the Allies' squad."""
    text = demo_path.read_text(encoding="utf-8")
    unit = "  - {id: ge10, "
    engineers = "  - {id: ge30, side: axis, type: ENG, at: [20, 25], facing: 180}\n"
    path = tmp_path / "engineers.yaml"
    path.write_text(text.replace(unit, engineers + unit, 1), encoding="utf-8")
    window = open_window(path)
    return fire_into(qtbot, window, opened, SMG_SQUAD, "ge30", "ge10")


@pytest.mark.parametrize(
    ("lang", "engineers", "gun"),
    [
        ("en", "Engineer squad (pioneers / sappers)", "a gun has no fire intensity rating (3.5 lists infantry types"),
        ("de", "Pioniergruppe", "ein Geschütz hat keine Feuerstärke (3.5 führt Infanterietypen"),
    ],
)
def test_a_firer_no_row_of_3_5_rates_is_named_by_its_type(  # type: ignore[no-untyped-def]
    request, qtbot, open_window, infantry_dialogs, demo_path: Path, tmp_path: Path, lang: str, engineers: str, gun: str
) -> None:
    """The engineers' fire, the plan and the steps of the roll read their type as the player reads it, in the window's
    language, never the catalogue's id "ENG"; the PaK 40 is listed with why nothing rates it."""
    if lang == "de":
        request.getfixturevalue("german")
    dialog = _engineers_fire(qtbot, open_window, infantry_dialogs, demo_path, tmp_path)
    rows = listed(dialog)
    assert rows["ge30"][6].startswith(f"{engineers} FIR 1") or rows["ge30"][6].startswith(f"{engineers}:"), rows
    assert rows["ge10"][6].startswith(gun), rows["ge10"]
    # The plan and the steps name the squad alone: it is its own weapon, its type not said again beside it.
    name = rows["ge30"][1]
    plan = dialog.plan_view.toPlainText()
    assert plan.splitlines()[1:3] == [name, "FIR 1"], plan
    assert "ENG" not in rows["ge30"][6] + plan and f"{name} (" not in plan, (rows["ge30"], plan)
    dialog.session.dice = ScriptedDice([40])
    qtbot.mouseClick(dialog.fire_button, LEFT)
    steps = dialog.result_view.toPlainText()
    assert f"{name}: FIR 1" in steps and "ENG" not in steps and f"{name} (" not in steps, steps
