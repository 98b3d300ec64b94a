"""An airstrike's steps as the player reads them (5.4-5.6, Table VII), for every count and in English and German: how
many of the other side's anti-aircraft weapons can fire at the aircraft, the airstrike bought with the side's forces,
the units under the strafing strip, the log's summary of the run, and the airstrike dialog's plan."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.airstrike import AirstrikeDialog
from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.said import said
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.aircraft import (
    AirstrikeRequest,
    aa_count_text,
    bombs_text,
    bought_text,
    fly_run,
    plan_run,
    run_log,
    strafed_text,
)
from tests.gui.test_aircraft_gui import air_window  # noqa: F401 # the window on the aircraft test battle
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.session.air_battle import air_session
from tests.session.test_airstrikes_bought import STUKA, placed, session_of, stukas_plan

AA_COUNTS = [
    (0, 0, "the other side has no anti-aircraft weapon that can fire at it"),
    (0, 1, "the other side's one anti-aircraft weapon cannot fire at it"),
    (1, 1, "the other side's one anti-aircraft weapon can fire at it"),
    (0, 3, "none of the other side's 3 anti-aircraft weapons can fire at it"),
    (1, 3, "1 of the other side's 3 anti-aircraft weapons can fire at it"),
    (2, 3, "2 of the other side's 3 anti-aircraft weapons can fire at it"),
    (3, 3, "all 3 of the other side's anti-aircraft weapons can fire at it"),
]
AA_GERMAN = [
    "die andere Seite hat keine Flugabwehrwaffe, die darauf feuern kann",
    "die einzige Flugabwehrwaffe der anderen Seite kann nicht darauf feuern",
    "die einzige Flugabwehrwaffe der anderen Seite kann darauf feuern",
    "keine der 3 Flugabwehrwaffen der anderen Seite kann darauf feuern",
    "Flugabwehrwaffen der anderen Seite, die darauf feuern können: 1 von 3",
    "Flugabwehrwaffen der anderen Seite, die darauf feuern können: 2 von 3",
    "alle 3 Flugabwehrwaffen der anderen Seite können darauf feuern",
]


@pytest.mark.parametrize(("firing", "weapons", "english"), AA_COUNTS)
def test_the_anti_aircraft_weapons_that_can_fire_are_counted_in_words(firing: int, weapons: int, english: str) -> None:
    assert aa_count_text(firing, weapons) == english


@pytest.mark.parametrize(("count", "german_text"), list(zip(AA_COUNTS, AA_GERMAN, strict=True)))
def test_the_anti_aircraft_count_in_german(german, count: tuple[int, int, str], german_text: str) -> None:  # type: ignore[no-untyped-def]
    firing, weapons, english = count
    assert said(aa_count_text(firing, weapons)) == german_text
    assert said(english) == german_text  # as a battle file's log keeps it


def test_the_plan_says_how_many_anti_aircraft_weapons_can_fire(tmp_path: Path) -> None:
    plan = plan_run(air_session(tmp_path), AirstrikeRequest("allies", "il2", (20, 48), 0))
    texts = [s.text() for s in plan.steps]
    assert "1 of the other side's 2 anti-aircraft weapons can fire at it (rule 5.6)" in texts
    assert not any(" of 0" in t or "weapons of the other side can fire at it, of" in t for t in texts)


def test_an_airstrike_over_no_anti_aircraft_weapon_says_so() -> None:
    plan = plan_run(placed(session_of()), STUKA)
    texts = [s.text() for s in plan.steps]
    assert "the other side has no anti-aircraft weapon that can fire at it (rule 5.6)" in texts
    assert any(t.endswith("no unit is in or partly in it (rule 5.4)") for t in texts)


def test_the_one_airstrike_bought_is_the_airstrike_bought() -> None:
    session = placed(session_of(), stukas_plan(1))
    entry = session.catalogue["ju87d"]
    texts = [s.text() for s in plan_run(session, STUKA).steps]
    assert (
        f"{entry.name}: the airstrike bought with the forces of Axis; its {entry.points} points were paid then "
        '("Airstrikes must be paid for in Army points"), not again (rule Table VII)'
    ) in texts
    assert not any("one of the 1" in t for t in texts)


def test_one_of_several_airstrikes_bought() -> None:
    session = placed(session_of())
    name = session.catalogue["ju87d"].name
    outcome = fly_run(session, plan_run(session, STUKA), ScriptedDice([]))
    assert any(
        s.text().startswith(f"{name}: one of the 2 airstrikes of this aircraft bought with the forces of Axis; its ")
        for s in outcome.plan.steps
    )


def test_the_bought_airstrike_in_german(german) -> None:  # type: ignore[no-untyped-def]
    one = bought_text("Ju 87D", 1, "Achse", 90)
    assert said(one) == (
        "Ju 87D: der mit den Truppen der Seite Achse gekaufte Luftangriff; seine 90 Punkte wurden damals bezahlt "
        "(„Luftangriffe müssen mit Armeepunkten bezahlt werden“), nicht noch einmal"
    )
    assert said(bought_text("Ju 87D", 2, "Achse", 90)).startswith(
        "Ju 87D: einer der 2 mit den Truppen der Seite Achse gekauften Luftangriffe dieses Flugzeugs; "
    )
    assert said(str(one)).startswith("Ju 87D: der mit den Truppen der Seite Achse gekaufte Luftangriff")


def test_a_log_written_before_is_still_said_in_german(german) -> None:  # type: ignore[no-untyped-def]
    assert said("1 anti-aircraft weapon of the other side can fire at it, of 2") != (
        "1 anti-aircraft weapon of the other side can fire at it, of 2"
    )


SUMMARIES = [
    (strafed_text(0, 0), "strafed no unit", "keine Einheit mit Bordwaffen angegriffen"),
    (strafed_text(1, 1), "strafed one unit: hit", "eine Einheit mit Bordwaffen angegriffen: getroffen"),
    (strafed_text(1, 0), "strafed one unit: not hit", "eine Einheit mit Bordwaffen angegriffen: nicht getroffen"),
    (strafed_text(3, 0), "strafed 3 units, none hit", "3 Einheiten mit Bordwaffen angegriffen, keine getroffen"),
    (strafed_text(3, 2), "strafed 3 units, 2 hit", "3 Einheiten mit Bordwaffen angegriffen, 2 getroffen"),
    (
        bombs_text((20, 12.5), 0, 0),
        "bombs at 20.0, 12.5; no unit in the zone",
        "Bomben bei 20,0 / 12,5; keine Einheit in der Zone",
    ),
    (
        bombs_text((20, 12.5), 1, 1),
        "bombs at 20.0, 12.5; one unit in the zone: hit",
        "Bomben bei 20,0 / 12,5; eine Einheit in der Zone: getroffen",
    ),
    (
        bombs_text((20, 12.5), 1, 0),
        "bombs at 20.0, 12.5; one unit in the zone: not hit",
        "Bomben bei 20,0 / 12,5; eine Einheit in der Zone: nicht getroffen",
    ),
    (
        bombs_text((20, 12.5), 4, 0),
        "bombs at 20.0, 12.5; 4 units in the zone, none hit",
        "Bomben bei 20,0 / 12,5; 4 Einheiten in der Zone, keine getroffen",
    ),
    (
        bombs_text((20, 12.5), 4, 3),
        "bombs at 20.0, 12.5; 4 units in the zone, 3 hit",
        "Bomben bei 20,0 / 12,5; 4 Einheiten in der Zone, 3 getroffen",
    ),
]


@pytest.mark.parametrize(("message", "english", "german_text"), SUMMARIES)
def test_the_logs_summary_counts_in_words(message: str, english: str, german_text: str) -> None:
    assert message == english


@pytest.mark.parametrize(("message", "english", "german_text"), SUMMARIES)
def test_the_logs_summary_in_german(german, message: str, english: str, german_text: str) -> None:  # type: ignore[no-untyped-def]
    assert said(message) == german_text
    assert said(english) == german_text  # as the battle file keeps it


def test_a_run_is_logged_with_its_count_in_words(tmp_path: Path) -> None:
    session = air_session(tmp_path)
    outcome = fly_run(
        session, plan_run(session, AirstrikeRequest("allies", "il2", (20, 48), 0)), ScriptedDice([90, 10, 50, 3])
    )
    assert run_log(outcome).summary.endswith("; strafed 3 units, 2 hit")


def _plan_text(window: MainWindow) -> str:
    tables = window.feature(AircraftFeature).tables
    dialog = AirstrikeDialog(window.session, window, window.scene, None, tables, (20, 48), 0, None, "allies", window)
    dialog.aircraft.setCurrentIndex(dialog.aircraft.findData("il2"))
    text = dialog.plan_view.toPlainText()
    dialog.close()
    return text


def test_the_dialog_shows_the_count_in_words(air_window: MainWindow) -> None:
    text = _plan_text(air_window)
    assert "1 of the other side's 2 anti-aircraft weapons can fire at it" in text
    assert "1 anti-aircraft weapon can fire" in text


def test_the_dialog_shows_the_count_in_german(german, air_window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    text = _plan_text(air_window)
    assert "Flugabwehrwaffen der anderen Seite, die darauf feuern können: 1 von 2" in text
    assert "anti-aircraft" not in text


def test_the_dialog_says_when_no_weapon_can_fire_and_no_unit_is_under_the_run(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(placed(session_of()))
    qtbot.addWidget(window)
    tables = window.feature(AircraftFeature).tables
    dialog = AirstrikeDialog(window.session, window, window.scene, None, tables, (36, 0), 180, None, "axis", window)
    dialog.aircraft.setCurrentIndex(dialog.aircraft.findData("ju87d"))
    text = dialog.plan_view.toPlainText()
    dialog.close()
    assert "no unit under the run; no anti-aircraft weapon can fire." in text
    assert "the other side has no anti-aircraft weapon that can fire at it" in text
    assert " 0 " not in text
    window.undo_stack.setClean()
    window.session.unsaved_log = False


def test_the_one_aircraft_is_a_flugzeug_and_the_dock_holds_flugzeuge(german, air_window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    """German: the airstrike's one aircraft is "Flugzeug", as is each row's column in the dock; the dock is
    "Flugzeuge"."""
    from PySide6.QtWidgets import QFormLayout

    feature = air_window.feature(AircraftFeature)
    dialog = feature.open_airstrike((20, 48), 0, "allies")
    form = next(f for f in dialog.findChildren(QFormLayout) if f.indexOf(dialog.aircraft) >= 0)
    label = form.labelForField(dialog.aircraft)
    assert label is not None and label.text().replace("&", "") == "Flugzeug"
    assert feature.dock.windowTitle() == "Flugzeuge"
    assert feature.dock.tree.headerItem().text(0) == "Flugzeug"


def test_the_altitude_band_reads_as_german(german, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """5.2's bands in a German sentence: "in der Höhenstufe „niedrig“", not "in Höhe niedrig"."""
    texts = [
        said(s.text()) for s in plan_run(air_session(tmp_path), AirstrikeRequest("allies", "il2", (20, 48), 0)).steps
    ]
    assert "fliegt in der Höhenstufe „niedrig“ über den Tisch ein (50 Yards) (Regel 5.2)" in texts
    assert (
        "Ilyushin Il-2M Shturmovik greift aus der Höhenstufe „niedrig“ entlang seines Weges mit Bordwaffen an (Regel 5.4)"
        in texts
    )


def _flown_text(qtbot, window: MainWindow, dice: list[int]) -> str:  # type: ignore[no-untyped-def]
    """The Il-2 flown north from the south edge through the dialog: its "How it came out" pane, whole."""
    dialog = window.feature(AircraftFeature).open_airstrike((20, 48), 0, "allies")
    dialog.aircraft.setCurrentIndex(dialog.aircraft.findData("il2"))
    window.session.dice = ScriptedDice(dice)
    qtbot.mouseClick(dialog.fly_button, Qt.MouseButton.LeftButton)
    return dialog.result_view.toPlainText()


def test_the_strafing_is_said_in_its_own_words(qtbot, air_window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    """5.4: the guns fire down into the strip along the path: no 3.5 range line for a squad ("FIR 6, 50 yards of its
    50"), but the guns' FIR combined into the strip."""
    text = _flown_text(qtbot, air_window, [90, 10, 50, 3])
    assert "yards of its" not in text and "into the area" not in text, text
    assert "all its guns fire into the strip combined: FIR 8" in text, text


def test_the_strafing_calibres_are_written_in_the_locale(qtbot, german, air_window: MainWindow, dialogs) -> None:  # type: ignore[no-untyped-def]
    """German: the Il-2's 7.62 mm ShKAS is read off 5.4's calibre table as "7,62 mm"."""
    text = _flown_text(qtbot, air_window, [90, 10, 50, 3])
    assert "7,62 mm" in text and "7.62 mm" not in text, text
