"""Shared fixtures. Every test runs headless: Qt uses the offscreen platform."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest

from morefire_gui.io.resources import bundled_catalogue, demo_battle_path, rule_tables
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="session")
def tables() -> RuleTables:
    return rule_tables()


@pytest.fixture(scope="session")
def catalogue() -> Catalogue:
    return bundled_catalogue()


@pytest.fixture(scope="session")
def demo_path() -> Path:
    return demo_battle_path()
