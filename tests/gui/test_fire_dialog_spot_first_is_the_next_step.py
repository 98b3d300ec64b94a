"""A target not spotted yet, with Roll to Spot offered, reads in the fire dialog's plan as the next step, not as an
error: "Before the shot: roll to spot ... first", in the plan's own colour, the Spotting row in a fact's amber, no
"Cannot fire" in red (2.1). A roll made this turn that failed stays a result, in a miss's grey; where the session
refuses the roll now (a step of a strict battle that is not direct fire's), the red "Cannot fire" stays.
Whether the roll may be taken is the session's word, as Roll to Spot is enabled by it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTextBrowser

from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.features.direct_fire import DirectFireFeature
from morefire_gui.gui.features.turns import TurnsFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.turn_state import mark_fired
from tests.gui.test_artillery_gui import demo_battle, open_window  # noqa: F401 # the fixture
from tests.gui.test_direct_fire_gui import dialogs  # noqa: F401 # the fire dialogs opened, kept
from tests.gui.test_fire_dialogs_read_as_results import language  # noqa: F401 # English, then German
from tests.gui.test_said import german  # noqa: F401 # the fixture

LEFT = Qt.MouseButton.LeftButton
RED, GREY, AMBER = "#b3140a", "#555555", "#c46a00"

CANNOT = {"en": "Cannot fire:", "de": "Kann nicht feuern:"}
NO_FIRE = {"en": "No fire this turn:", "de": "Kein Feuer in dieser Runde:"}
BEFORE = {"en": "Before the shot:", "de": "Vor dem Schuss:"}
# StuG 2 (ge7) and the ZiS-3 (su10) of the demo battle, a basic game: no automatic spotting situation applies.
SPOT_FIRST = {
    "en": "roll to spot ZiS-3 first: no automatic spotting situation applies (2.1)",
    "de": "zuerst die Sichtung von ZiS-3 würfeln: keine Lage automatischer Sichtung trifft zu (2.1)",
}
NOT_SPOTTED = {
    "en": "not spotted: no automatic spotting situation applies: roll on the spotting chart first (2.1)",
    "de": "nicht gesichtet: keine Lage automatischer Sichtung trifft zu: zuerst auf der Sichtungstabelle würfeln (2.1)",
}
RANGE = {"en": "yards (", "de": "Yards ("}  # the Range row's value: in the plan's own colour
# The shot's caption on the board, beside the line of fire, while the dialog is open.
CAPTION = {"en": ", roll to spot first", "de": ", zuerst Sichtung würfeln"}


def colour_of(view: QTextBrowser, words: str) -> str:
    """The colour the player reads ``words`` in, in the plan (where they first show)."""
    cursor = view.document().find(words)
    assert not cursor.isNull(), (words, view.toPlainText())
    return cursor.charFormat().foreground().color().name()


def reads_as_the_next_step(dialog: FireDialog, language: str) -> None:
    """The plan says the spot to roll as the step before firing, in its own colour; nothing of it in red."""
    view = dialog.plan_view
    text = view.toPlainText()
    assert CANNOT[language] not in text and NO_FIRE[language] not in text, text
    assert BEFORE[language] in text and SPOT_FIRST[language] in text, text
    normal = colour_of(view, RANGE[language])
    assert colour_of(view, BEFORE[language]) == normal != RED
    assert colour_of(view, SPOT_FIRST[language]) == normal
    assert colour_of(view, NOT_SPOTTED[language]) == AMBER  # the Spotting row: a fact to heed, not an error
    assert RED not in view.toHtml()


def test_a_target_to_spot_is_the_next_step_and_a_failed_roll_a_result(  # type: ignore[no-untyped-def]
    qtbot, language: str, window: MainWindow, dialogs
) -> None:
    """StuG 2 at the ZiS-3, not spotted, Roll to Spot offered: "Before the shot: roll to spot ZiS-3 first", no "Cannot
    fire" in red. The roll fails (95 against 50%): no fire this turn, in a miss's grey, the next step gone."""
    dialog = window.feature(DirectFireFeature).open_fire("ge7", "su10")
    dialog.show()
    assert dialog.spot_button.isEnabled(), dialog.spot_button.toolTip()
    assert not dialog.fire_button.isEnabled()
    reads_as_the_next_step(dialog, language)
    assert dialog.error.text() == ""
    assert dialog.item is not None and dialog.item.caption.endswith(CAPTION[language]), dialog.item.caption

    window.session.dice = ScriptedDice([95])
    qtbot.mouseClick(dialog.spot_button, LEFT)
    view = dialog.plan_view
    text = view.toPlainText()
    assert not dialog.spot_button.isEnabled()
    assert NO_FIRE[language] in text and colour_of(view, NO_FIRE[language]) == GREY, text
    assert BEFORE[language] not in text and SPOT_FIRST[language] not in text and CANNOT[language] not in text
    assert RED not in view.toHtml()
    dialog.accept()


def test_a_spot_the_session_refuses_now_stays_a_red_cannot_fire(  # type: ignore[no-untyped-def]
    qtbot, language: str, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """A battle kept to the sequence of play, in the artillery orders step: spotting is taken in direct fire only, so
    Roll to Spot is greyed and the plan keeps "Cannot fire" in red, the Spotting row too. Next Step into direct fire
    step 1: the session would take the roll, and the dialog, left open, reads it as the next step."""
    window: MainWindow = open_window(
        demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="artillery.orders")
    )
    dialog = FireDialog(window.session, window, None, "ge7", "su10", window)
    dialog.show()
    assert (dialog.firer_id, dialog.target_id) == ("ge7", "su10")
    assert not dialog.spot_button.isEnabled()
    view = dialog.plan_view
    text = view.toPlainText()
    assert CANNOT[language] in text and colour_of(view, CANNOT[language]) == RED, text
    assert colour_of(view, NOT_SPOTTED[language]) == RED
    assert BEFORE[language] not in text and SPOT_FIRST[language] not in text

    qtbot.mouseClick(window.feature(TurnsFeature).dock.next_button, LEFT)
    assert window.session.battle.step == "fire.at_vs_tank"
    assert dialog.isVisible() and dialog.spot_button.isEnabled(), dialog.spot_button.toolTip()
    reads_as_the_next_step(dialog, language)
    dialog.close()


SPOTTING_NOW = {"en": "Spotting now:", "de": "Jetzt sichten:"}
SPOT_NOW = {
    "en": "roll to spot ZiS-3: no automatic spotting situation applies (2.1)",
    "de": "die Sichtung von ZiS-3 würfeln: keine Lage automatischer Sichtung trifft zu (2.1)",
}


def test_a_firer_that_has_fired_in_the_step_is_told_it_may_spot_not_that_a_shot_follows(  # type: ignore[no-untyped-def]
    qtbot, language: str, open_window, demo_path: Path, tmp_path: Path
) -> None:
    """A battle kept to the sequence of play, direct fire step 3, where StuG 2 fires at the ZiS-3: StuG 2 has fired in
    this step already, so no shot follows here, but it may still look out (2.1: a spotting roll is not fire). The plan
    says the spot it may roll now, without "Before the shot", in its own colour and nothing in red."""
    window: MainWindow = open_window(
        demo_battle(demo_path, tmp_path / "strict.yaml", strict=True, step="fire.tank_vs_infantry")
    )
    fired = mark_fired(window.session.battle, {"fire.tank_vs_infantry": ["ge7"]})
    assert fired is not None
    window.session.apply(fired)
    dialog = FireDialog(window.session, window, None, "ge7", "su10", window)
    dialog.show()
    assert dialog.spot_button.isEnabled(), dialog.spot_button.toolTip()
    assert not dialog.fire_button.isEnabled()
    view = dialog.plan_view
    text = view.toPlainText()
    assert SPOTTING_NOW[language] in text and SPOT_NOW[language] in text, text
    assert BEFORE[language] not in text and SPOT_FIRST[language] not in text and CANNOT[language] not in text
    assert colour_of(view, SPOTTING_NOW[language]) == colour_of(view, RANGE[language]) != RED
    assert RED not in view.toHtml()
    dialog.close()
