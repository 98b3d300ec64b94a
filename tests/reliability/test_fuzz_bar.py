"""The fuzzer's bar counts a file's time both ways: 10 s of processor time, or 10 s of wall clock (a file that waits,
on a lock or a pipe, is as slow to the player as one that works), the wall clock less the time the worker waited for
a processor other work held; each is reported with the raw wall clock, and a file past the watchdog's 60 s of wall
clock is a hang."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.reliability.fuzz import over_bar, summary
from tests.reliability.workers import HARD_SECONDS, Result


def result(wall: float, cpu: float, outcome: str = "refused", mb: float = 100.0, queued: float = 0.0) -> Result:
    return Result("m.yaml", "window", outcome, wall, mb, cpu_seconds=cpu, queued_seconds=queued)


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


def test_the_wait_for_a_processor_other_work_held_is_not_the_files() -> None:
    """13 s of wall clock, 10 of them ready to run behind other work on the machine: 3 s the file kept anyone
    waiting; 12 s blocked on a read, with no wait for a processor, are 12."""
    assert not over_bar(result(13.0, 3.0, queued=10.0))
    assert over_bar(result(12.0, 0.1, queued=0.0))


def test_the_summary_reports_both_clocks() -> None:
    results = [result(12.0, 0.5), result(11.0, 10.5), result(1.0, 1.0), result(61.0, 61.0, "hung")]
    results.append(result(14.0, 3.0, queued=12.0))
    window = summary(results, 5, Counter(), Counter(), [], 70.0)["window"]
    assert window["over_10s"] == 3  # type: ignore[index]
    assert window["over_10s_wall"] == 3 and window["over_10s_cpu"] == 2  # type: ignore[index]
    assert window["over_10s_raw_wall"] == 4  # type: ignore[index]
    assert window["max_wall_s"] == 61.0 and window["median_wall_s"] == 12.0  # type: ignore[index]
