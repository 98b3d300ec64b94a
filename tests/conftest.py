"""Shared fixtures. Every test runs headless: Qt uses the offscreen platform."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from hypothesis import settings

from morefire_gui.io.resources import bundled_catalogue, demo_battle_path, rule_tables
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables

REPO = Path(__file__).resolve().parents[1]

# The property tests draw the same examples on every run of the suite (seeded from each test), so that a run of
# `make test` says the same of the same code; `make explore` draws fresh ones (profile "explore"), to look for the
# rare case the fixed examples miss. No example is held to a time: on a loaded machine a quick example can take
# longer than hypothesis's 200 ms deadline, and speed is measured by the benchmarks (a test that hangs is stopped by
# pytest-timeout).
settings.register_profile("suite", derandomize=True, deadline=None)
settings.register_profile("explore", derandomize=False, deadline=None)
settings.load_profile("suite")


@pytest.fixture(scope="session")
def tables() -> RuleTables:
    return rule_tables()


@pytest.fixture(scope="session")
def catalogue() -> Catalogue:
    return bundled_catalogue()


@pytest.fixture(scope="session")
def demo_path() -> Path:
    return demo_battle_path()
