"""The briefing says where the battle is fought as the command line's scenario does (rules/scenario/system.py,
``where_fought``): the theatre, the place the rules name in brackets, in the window's language."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.cli import main
from morefire_gui.gui.docks.briefing import battle_briefing_html
from morefire_gui.session.battle_session import BattleSession
from tests.gui.test_said import german  # noqa: F401 # the German fixture


@pytest.mark.parametrize(("language", "where"), [("en", "Africa (Tunisia)"), ("de", "Afrika (Tunesien)")])
def test_the_briefing_names_the_place_as_the_scenario_does(  # type: ignore[no-untyped-def]
    capsys, tmp_path: Path, request, language: str, where: str
) -> None:
    path = tmp_path / "tunisia.yaml"
    args = ["scenario", "--theatre", "africa", "--year", "1943", "--terrain", "hilly", "--seed", "3"]
    assert main([*args, "--create", str(path)]) == 0
    assert "  Africa (Tunisia), 1943" in capsys.readouterr().out.splitlines()
    if language == "de":
        request.getfixturevalue("german")
    session = BattleSession.open(path)
    html = battle_briefing_html(session.battle, session.tables, session.catalogue)
    assert where in html, html
