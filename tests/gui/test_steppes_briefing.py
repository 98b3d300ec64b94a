"""The Briefing dock of a generated STEPPES battle quotes the definition's sense: at harvest time, patches of
LOS-blocking crops "can be added", not "are on the table"; in English and in German."""

from __future__ import annotations

from dataclasses import replace

import pytest

from morefire_gui.gui.features.scenario import ScenarioFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.rules.scenario.terms import TerrainType
from tests.gui.test_german_words import CHOICES, _generated
from tests.gui.test_said import german  # noqa: F401 # the German fixture

CROPS = {
    "en": "STEPPES: little terrain; at harvest time, patches of LOS-blocking crops can be added.",
    "de": "STEPPE: wenig Gelände; zur Erntezeit können Flecken sichtblockierender Feldfrüchte hinzugefügt werden.",
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_steppes_briefing_says_crops_can_be_added(request, window: MainWindow, lang: str) -> None:  # type: ignore[no-untyped-def]
    if lang == "de":
        request.getfixturevalue("german")
    _generated(window, replace(CHOICES, terrain=TerrainType.STEPPES))
    text = window.feature(ScenarioFeature).dock.text()
    assert CROPS[lang] in text, text
    assert "are on the table" not in text and "liegen" not in text
