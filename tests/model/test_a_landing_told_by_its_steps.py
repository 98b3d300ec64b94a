"""A barrage's public log entry written before its ``landing`` key names where the rounds landed and the damage zone
in its steps (rules 4.3 and 4.5): read from them, the board draws its mark as it draws a landing of today's."""

from __future__ import annotations

from typing import Any

from morefire_gui.model.log import LogEntry, LoggedLanding, told_landing


def _entry(steps: list[dict[str, Any]], **extra: Any) -> LogEntry:
    return LogEntry.model_validate(
        {
            "seq": 2,
            "at": "2026-12-01T10:00:00+00:00",
            "kind": "barrage",
            "title": "Barrage by Kampfgruppe Peiper",
            "summary": "impact 27.0, 40.0; no unit in the zone",
            "turn": 1,
            "side": "axis",
            "steps": steps,
            **extra,
        }
    )


IMPACT = {"kind": "note", "message": "impact point 27, 40", "rule": "4.3"}
ZONE = {
    "kind": "table",
    "table": "Barrage damage zone, spread",
    "row": "Four gun",
    "column": "80-109mm",
    "value": "200 yards",
    "rule": "4.5",
}


def test_the_landing_entry_of_a_split_barrage() -> None:
    """The public entry since a barrage writes its side's own apart: the impact point, then the zone."""
    entry = _entry(
        [IMPACT, ZONE, {"kind": "note", "message": "no unit is in or partly in the damage zone", "rule": "4.6"}]
    )
    assert told_landing(entry) == LoggedLanding(at=(27.0, 40.0), zone_yards=200)


def test_the_one_entry_of_an_earlier_barrage_with_its_error_and_a_battery_the_chart_does_not_print() -> None:
    """Before, a barrage wrote one public entry: the aim and the error too ("impact point ..., 150 yards right"); a
    battery of two guns reads the one-gun row times its guns."""
    entry = _entry(
        [
            {"kind": "note", "message": "range from the battery to the aim point: 3000 yards", "rule": "4.3"},
            {"kind": "note", "message": "impact point 22.5, 31.25, 150 yards right", "rule": "4.3"},
            {**ZONE, "row": "One gun", "value": "50 yards"},
            {
                "kind": "note",
                "message": "2 guns: 50 yards per gun x 2 = 100 yards (every printed row is per gun x guns)",
                "rule": "4.5",
            },
        ],
        title="Barrage by II./AR 2",
    )
    assert told_landing(entry) == LoggedLanding(at=(22.5, 31.25), zone_yards=100)


def test_what_tells_no_landing() -> None:
    assert told_landing(_entry([IMPACT, ZONE], secret=True)) is None  # the firing side's own
    assert told_landing(_entry([], summary="did not fire")) is None
    assert told_landing(_entry([IMPACT, ZONE], kind="fire")) is None
    assert told_landing(_entry([IMPACT])) is None  # no zone named
    kept = LoggedLanding(at=(1.0, 2.0), zone_yards=50)
    assert told_landing(_entry([IMPACT, ZONE], landing=kept.model_dump())) == kept  # the key, where it is written
