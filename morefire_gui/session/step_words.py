"""A step of the sequence of play in the words the refusals and the rule citations use (``movement step 5 (mount /
dismount vehicles)``), read of the step alone: the sequence of play's checks and the checks its steps make (mounting,
session/mounting.py) both say steps so, without reading each other."""

from __future__ import annotations

from morefire_gui.rules.sequence import Place
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, in_sentence

__all__ = ["step_cited", "step_taken", "step_words"]


def step_words(place: Place) -> str:
    """A step as the refusals name it: ``direct fire step 2 (tank vs tank and vehicles)``, ``the air arrows``."""
    if place.step.label:
        return QT_TRANSLATE_NOOP("Rules", "{phase} step {label} ({step})").format(
            phase=in_sentence(place.phase.short), label=place.step.label, step=in_sentence(place.step.name)
        )
    return QT_TRANSLATE_NOOP("Rules", "the {phase} ({step})").format(
        phase=in_sentence(place.phase.short), step=in_sentence(place.step.name)
    )


def step_taken(place: Place, *, back: bool = False) -> str:
    """The title of a Next or a Back that took the battle to ``place``, as the undo history, the replay and ``morefire
    undo`` list it: ``Next: movement step 2 (cross-country movement)``, ``Back: direct fire step 1 (anti-tank vs
    tank)``; the step in the words of :func:`step_words`, short enough for the Edit menu (no turn: a Next into a new
    turn is titled "Turn N begins"). A battle saved with the titles of before (``Next: Movement 2``) reads back through
    the same templates, whose step was then the place's brief."""
    template = QT_TRANSLATE_NOOP("Rules", "Back: {step}") if back else QT_TRANSLATE_NOOP("Rules", "Next: {step}")
    return template.format(step=step_words(place))


def step_cited(place: Place) -> str:
    """A step cited as the rule of what is done in it, where the step's own rule is the sequence of play: ``Sequence of
    play, movement step 5: mount / dismount vehicles`` (the steps as the rules list them under SEQUENCE OF PLAY)."""
    if place.step.label:
        return QT_TRANSLATE_NOOP("Rules", "Sequence of play, {phase} step {label}: {step}").format(
            phase=in_sentence(place.phase.short), label=place.step.label, step=in_sentence(place.step.name)
        )
    return QT_TRANSLATE_NOOP("Rules", "Sequence of play, the {phase}: {step}").format(
        phase=in_sentence(place.phase.short), step=in_sentence(place.step.name)
    )
