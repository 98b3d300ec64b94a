"""Counts in words, in English and in German: how many units a barrage or a bombing found in its damage zone and hit
(4.6, 5.5), how many targets an infantry fire rolled for (3.5), how many spots were dropped (2.1): one sentence for
none, for one and for many; a log saved before with "unit(s)" reads in German with no such plural."""

from __future__ import annotations

import pytest

from morefire_gui.gui.said import said
from morefire_gui.session.aircraft import bombs_text
from morefire_gui.session.counts import in_zone_text, rolled_for_text
from morefire_gui.session.direct_fire import spots_dropped_text
from tests.gui.test_said import german  # noqa: F401 # the German fixture

COUNTS = [
    (0, 0, "no unit in the zone", "keine Einheit in der Zone"),
    (1, 1, "one unit in the zone: hit", "eine Einheit in der Zone: getroffen"),
    (1, 0, "one unit in the zone: not hit", "eine Einheit in der Zone: nicht getroffen"),
    (4, 0, "4 units in the zone, none hit", "4 Einheiten in der Zone, keine getroffen"),
    (4, 3, "4 units in the zone, 3 hit", "4 Einheiten in der Zone, 3 getroffen"),
]


@pytest.mark.parametrize(("units", "hits", "english", "german_text"), COUNTS)
def test_the_count_in_english(units: int, hits: int, english: str, german_text: str) -> None:
    assert in_zone_text(units, hits) == english
    assert bombs_text((20, 12.5), units, hits) == f"bombs at 20.0, 12.5; {english}"


@pytest.mark.parametrize(("units", "hits", "english", "german_text"), COUNTS)
def test_the_count_in_german(german, units: int, hits: int, english: str, german_text: str) -> None:  # type: ignore[no-untyped-def]
    assert said(in_zone_text(units, hits)) == german_text
    assert said(f"impact 20.0, 12.5; {english}") == f"Einschlag 20,0 / 12,5; {german_text}"  # as the file keeps it


@pytest.mark.parametrize(
    ("english", "german_text"),
    [
        (
            "impact 20.0, 12.5; 1 unit(s) in the zone, 1 hit",
            "Einschlag 20,0 / 12,5; Einheiten in der Zone: 1, davon getroffen: 1",
        ),
        (
            "bombs at 20.0, 12.5; 3 unit(s) in the zone, 0 hit",
            "Bomben bei 20,0 / 12,5; Einheiten in der Zone: 3, davon getroffen: 0",
        ),
        ("strafed 1 unit(s), 1 hit", "mit Bordwaffen angegriffene Einheiten: 1, davon getroffen: 1"),
    ],
)
def test_a_log_saved_before_reads_without_a_plural_in_brackets(german, english: str, german_text: str) -> None:  # type: ignore[no-untyped-def]
    assert said(english) == german_text


ROLLED_FOR = [
    (0, 0, "no unit rolled for", "für keine Einheit gewürfelt"),
    (1, 1, "one unit rolled for: hit", "für eine Einheit gewürfelt: getroffen"),
    (1, 0, "one unit rolled for: not hit", "für eine Einheit gewürfelt: nicht getroffen"),
    (3, 0, "3 units rolled for, none hit", "für 3 Einheiten gewürfelt, keine getroffen"),
    (3, 2, "3 units rolled for, 2 hit", "für 3 Einheiten gewürfelt, 2 getroffen"),
]


@pytest.mark.parametrize(("units", "hits", "english", "german_text"), ROLLED_FOR)
def test_infantry_fire_counts_its_targets_in_words(
    german, units: int, hits: int, english: str, german_text: str
) -> None:  # type: ignore[no-untyped-def]
    assert rolled_for_text(units, hits) == english
    assert said(rolled_for_text(units, hits)) == german_text
    assert said(f"LMG: FIR 4, 10%; {english}") == f"LMG: FIR 4, 10\u00a0%; {german_text}"  # as the file keeps it


@pytest.mark.parametrize(
    ("message", "english", "german_text"),
    [
        (spots_dropped_text(1), "one spot dropped", "eine Sichtung gestrichen"),
        (spots_dropped_text(3), "3 spots dropped", "3 Sichtungen gestrichen"),
    ],
)
def test_the_spots_dropped_are_counted_in_words(german, message: str, english: str, german_text: str) -> None:  # type: ignore[no-untyped-def]
    assert message == english and said(message) == german_text


@pytest.mark.parametrize(
    ("english", "german_text"),
    [
        ("2 spot(s) dropped", "gestrichene Sichtungen: 2"),
        (
            "LMG: FIR 4, 10%; 1 unit(s) rolled for, 0 hit",
            "LMG: FIR 4, 10\u00a0%; Einheiten, für die gewürfelt wurde: 1, davon getroffen: 0",
        ),
        (
            "zeroed in: 1 gun(s) destroyed this turn of sustained fire",
            "eingeschossen: in dieser Runde anhaltenden Feuers zerstörte Geschütze: 1",
        ),
    ],
)
def test_other_counts_saved_before_read_without_a_plural_in_brackets(german, english: str, german_text: str) -> None:  # type: ignore[no-untyped-def]
    assert said(english) == german_text
