"""The fuzzer's mutator: seeded (the same seed, the same mutants: a failure can be made again) and doing what each
of its operators says. The fuzzing itself runs in `make fuzz` (docs/reliability.md)."""

from __future__ import annotations

import pytest
import yaml

from tests.reliability.mutate import DATA_OPERATORS, OPERATORS, TEXT_OPERATORS, Mutator, _dump

DEMO = b"""format: morefire-battle
version: 1
title: Demo
table: {width: 72, depth: 48}
sides:
  - {id: axis, nation: germany, edge: north}
terrain:
  - {id: w1, kind: woods, polygon: [[10, 10], [20, 10], [20, 18], [10, 18]]}
  - {id: r1, kind: road, width: 0.5, line: [[0, 24], [72, 24]]}
units:
  - {id: t1, side: axis, type: R, at: [30, 40], facing: 90}
"""


def test_the_same_seed_makes_the_same_mutants() -> None:
    first = [Mutator(7).mutate(DEMO, "demo", i) for i in range(30)]
    again = [Mutator(7).mutate(DEMO, "demo", i) for i in range(30)]
    assert first == again
    assert first != [Mutator(8).mutate(DEMO, "demo", i) for i in range(30)]


@pytest.mark.parametrize("operator", OPERATORS)
def test_every_operator_changes_the_battle(operator: str) -> None:
    mutator = Mutator(3)
    unchanged = DEMO if operator in TEXT_OPERATORS else _dump(yaml.safe_load(DEMO))
    changed = 0
    for _ in range(20):
        if operator in TEXT_OPERATORS:
            out = getattr(mutator, operator)(DEMO)
        else:
            data = yaml.safe_load(DEMO)
            getattr(mutator, operator)(data)
            out = _dump(data)
        changed += out != unchanged
    assert changed >= 10  # some draws may do nothing (two equal values swapped, a line duplicated onto itself)


def test_the_written_data_reads_back_as_it_was() -> None:
    data = yaml.safe_load(DEMO)
    assert yaml.safe_load(_dump(data)) == data
    assert set(OPERATORS) == set(TEXT_OPERATORS) | set(DATA_OPERATORS)
