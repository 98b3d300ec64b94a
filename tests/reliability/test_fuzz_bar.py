"""The fuzzer's bar counts a file's time both ways: 10 s of processor time, or 10 s of wall clock (a file that waits,
on a lock or a pipe, is as slow to the player as one that works); each is reported, and a file past the watchdog's
60 s is a hang."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.reliability.fuzz import over_bar, summary
from tests.reliability.workers import HARD_SECONDS, Result


def result(wall: float, cpu: float, outcome: str = "refused", mb: float = 100.0) -> Result:
    return Result("m.yaml", "window", outcome, wall, mb, cpu_seconds=cpu)


@pytest.mark.parametrize(
    "wall, cpu, outcome, mb, over",
    [
        (1.0, 0.9, "refused", 100.0, False),
        (9.9, 9.9, "accepted", 499.0, False),
        (12.0, 0.5, "refused", 100.0, True),  # waited: the wall clock counts
        (11.0, 10.5, "refused", 100.0, True),
        (3.0, 2.0, "refused", 600.0, True),
        (HARD_SECONDS + 1, HARD_SECONDS + 1, "hung", 0.0, True),
        (0.1, 0.1, "traceback", 100.0, True),
    ],
)
def test_a_file_is_over_the_bar_by_either_clock(wall: float, cpu: float, outcome: str, mb: float, over: bool) -> None:
    assert over_bar(result(wall, cpu, outcome, mb)) is over


def test_the_summary_reports_both_clocks() -> None:
    results = [result(12.0, 0.5), result(11.0, 10.5), result(1.0, 1.0), result(61.0, 61.0, "hung")]
    window = summary(results, 4, Counter(), Counter(), [], 70.0)["window"]
    assert window["over_10s"] == 3  # type: ignore[index]
    assert window["over_10s_wall"] == 3 and window["over_10s_cpu"] == 2  # type: ignore[index]
    assert window["max_wall_s"] == 61.0 and window["median_wall_s"] == 11.5  # type: ignore[index]
