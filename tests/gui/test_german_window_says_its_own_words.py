"""What a German player reads where the window used to leave English or name the command line: the measure tool's
reasons why a piece blocks the line of sight or lets it through ("Wald im Weg"), the citation that ends a refusal for
the hot seat's sake ("(Verdeckte Informationen)") and one of the scenario system's sections ("(Gelände- und
Wetterdefinitionen)"), the title of forces of counters alone as a battle's log keeps it, Undo's reason for a record
that does not replay, and Preferences' language, which names no `morefire-gui --lang`."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import Qt

from morefire_gui.gui.dialogs.preferences import PreferencesDialog
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.preferences import load_preferences
from morefire_gui.gui.said import said_error
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.take_back import RecordDoesNotReplay, recorded_undo
from tests.gui.conftest import close_quietly, to_view
from tests.gui.test_action_equivalence_movement import drag
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_menus_as_played import open_menu
from tests.gui.test_own_counters import TIGER_AT, allied_table
from tests.gui.test_said import german  # noqa: F401 # the German fixture
from tests.gui.test_undo_after_opening import played
from tests.gui.window_texts import widget_texts

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
# The English of the sight line's reasons, any of which left in a German text is a word not said.
SIGHT_ENGLISH = re.compile(r"\b(?:in the way|inside it|the line|hill|hedge|rule|reading|edge depth|stands?)\b")


def _measure(qtbot, window: MainWindow, start: tuple[float, float], end: tuple[float, float]) -> str:  # type: ignore[no-untyped-def]
    """Drag the Measure tool from ``start`` to ``end`` on the viewport: the status bar's text once released."""
    viewport = window.view.viewport()
    a, b = to_view(window, *start), to_view(window, *end)
    qtbot.mousePress(viewport, LEFT, NONE, a)
    for i in range(1, 6):
        qtbot.mouseMove(viewport, a + (b - a) * (i / 5))
    qtbot.mouseRelease(viewport, LEFT, NONE, b)
    return window.statusBar().currentMessage()


@pytest.mark.parametrize(
    ("start", "end", "reasons"),
    [
        # Through the rough west of the crops, ending on SMG squad 2 inside the crops.
        (
            (10, 28),
            (25, 28),
            (
                "blockiert durch Unwegsames Gelände: unwegsames Gelände im Weg",
                "blockiert durch Feldfrüchte: das Ende liegt darin, und die Linie verläuft 250 yd darin, mehr als die "
                "Randtiefe von 50 yd (Lesart von Regel 2.1: Randtiefe)",
            ),
        ),
        ((0.5, 20), (12, 30), ("blockiert durch Wald: Wald im Weg",)),
        (
            (20, 20),
            (40, 30),
            (
                "blockiert durch Hecke: Hecke quer zur Linie, 482 yd vom näheren Ende, mehr als 25 yd",
                "blockiert durch Vasilyevka (Dorf): Dorf im Weg",
            ),
        ),
        (
            (5, 5),
            (20, 10),
            (
                "blockiert durch Hill 252.2 crest (Hügel): Hügel der Stufe 2 im Weg",
                "nicht blockiert durch Hill 252.2 (Hügel): beide Enden stehen auf diesem Hügel (Lesart von Regel 2.1: "
                "einer Einheit auf einem Hügel versperrt dieser Hügel die Sicht nicht)",
            ),
        ),
    ],
)
def test_the_measure_tool_says_why_a_piece_blocks_in_german(  # type: ignore[no-untyped-def]
    german, qtbot, window: MainWindow, start, end, reasons
) -> None:
    window.set_tool("measure")
    shown = _measure(qtbot, window, start, end)
    assert shown.startswith("Gemessen: "), shown
    for reason in reasons:
        assert reason in shown, shown
    assert SIGHT_ENGLISH.search(shown) is None, shown
    logged = window.log.entries()[-1]  # the measurement is kept in the log as the status bar said it
    assert all(reason in logged for reason in reasons), logged


def test_a_hot_seat_refusal_cites_hidden_information_in_german(german, qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    w = allied_table(window)
    drag(qtbot, w, TIGER_AT, (14.0, 12.0))  # the Axis Tiger, with the table at the Allies
    shown = w.statusBar().currentMessage()
    assert shown.startswith("Abgelehnt: Tiger 1 ") and shown.endswith(" (Verdeckte Informationen)"), shown
    assert "Hidden" not in shown and "information" not in shown


def test_forces_of_counters_alone_read_in_german_in_the_log(  # type: ignore[no-untyped-def]
    german, window: MainWindow, demo_path: Path, tmp_path: Path, problems: list[str]
) -> None:
    """A battle's log keeps the title of forces of one counter, with nothing bought or said after it: the Log dock
    says it in German, as it says one of more counters."""
    data = yaml.safe_load(demo_path.read_text(encoding="utf-8"))
    at = "2026-01-01T12:00:00+00:00"
    data["log"] = [
        {"seq": 1, "at": at, "kind": "forces", "title": "Forces: 1 counter placed", "turn": 1},
        {"seq": 2, "at": at, "kind": "forces", "title": "Forces: 3 counters placed", "turn": 1},
    ]
    path = tmp_path / "forces.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    assert window.open_path(path), problems
    tree = window.log.tree  # the Log dock's battle log: its headings, each with its entries
    groups = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    shown = "\n".join(g.child(j).text(0) for g in groups if g is not None for j in range(g.childCount()))
    assert "Truppen: 1 Spielstein aufgestellt" in shown and "Truppen: 3 Spielsteine aufgestellt" in shown, shown
    assert "Forces" not in shown and "placed" not in shown


def test_undo_says_in_german_why_a_changed_battle_does_not_replay(  # type: ignore[no-untyped-def]
    german, qtbot, window: MainWindow, demo_path: Path, tmp_path: Path, problems: list[str]
) -> None:
    data = yaml.safe_load(played(demo_path, tmp_path / "b2.yaml").read_text())
    next(u for u in data["units"] if u["id"] == "ge3")["at"] = [40, 20]  # moved by hand in the file
    damaged = tmp_path / "damaged.yaml"
    damaged.write_text(yaml.safe_dump(data, sort_keys=False))
    assert window.open_path(damaged), problems
    open_menu(qtbot, window, "Bearbeiten").close()
    tip = window.undo_action.toolTip()
    assert tip.endswith(
        "das Gefecht wurde nach seiner letzten aufgezeichneten Aktion außerhalb der Aufzeichnung verändert; die "
        "Aktionen, mit denen es geöffnet wurde, lassen sich nicht zurücknehmen (Datei → Wiederholung zeigt, wo)"
    ), tip
    # The refusal itself, as the session raises it: the window's menu named, never the command line's command.
    with pytest.raises(RecordDoesNotReplay) as refused:
        recorded_undo(BattleSession.open(damaged))
    said = said_error(refused.value)
    assert "Rückgängig nicht möglich" in said and said.endswith("; mehr zeigt Datei > Wiederholung"), said
    assert "morefire" not in said and "record" not in said
    assert f"morefire replay {damaged} says more" in str(refused.value)  # the command line's own words


def test_preferences_language_names_no_command_line(german, qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    dialog = PreferencesDialog(load_preferences(), window.session.battle, window)
    qtbot.addWidget(dialog)
    tip = dialog.language.toolTip()
    assert tip == "Die Sprache der Menüs, Docks und Dialoge, ab dem nächsten Start der App", tip
    close_quietly(window)


def test_the_board_labels_counters_in_german_words(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A counter with no name of its own is labelled by its type's label: one the catalogue gives in English words
    ("8cm mort", "82 mort", "45mm AT") reads in German on the board ("8cm GrW", "82 Mrs", "45mm Pak"); a designation
    ("PaK 40") and a name the players gave ("Tiger 1") as they are."""
    labels = {uid: item.label.text() for uid, item in window.scene.units.items()}
    assert labels["ge16"] == "8cm GrW" and labels["su19"] == "82 Mrs" and labels["su11"] == "45mm Pak", labels
    assert labels["ge10"] == "PaK 40" and labels["ge1"] == "Tiger 1"
    assert not any(re.search(r"\b(?:mort|AT|AA)\b", text) for text in labels.values()), labels
    roster = window.roster.tree  # the Units dock names each counter by its label on the board
    listed = [
        group.child(j).text(0)
        for i in range(roster.topLevelItemCount())
        if (group := roster.topLevelItem(i)) is not None
        for j in range(group.childCount())
    ]
    assert {"8cm GrW", "82 Mrs", "45mm Pak"} <= set(listed), listed
    assert "8cm mort" not in listed


def test_a_gun_in_the_infantry_movement_step_is_said_of_its_battery_in_german(  # type: ignore[no-untyped-def]
    german, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """Who may act in movement step 6 lists the mortar, a gun of a battery ready to fire: said with its battery's name
    after "der Batterie", as German declines no name the players gave ("von Mortar section" read as a phrase)."""
    window = open_window(demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="movement.infantry"))
    shown = [text for _, text in widget_texts(window.feature(TurnsFeature).dock, "phase")]
    why = "ein Geschütz der Batterie Mortar section, feuerbereit: nur eine Batterie im Transport bewegt sich (4.8)"
    assert any(why in text for text in shown), [t for t in shown if "Geschütz" in t]
    assert not any("Geschütz von Mortar section" in text for text in shown)
