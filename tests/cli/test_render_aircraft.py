"""``morefire render``: an airstrike in play is drawn as the window's board draws it, its direction arrow named with
its type and altitude, in the picture of the battle as in a report's board (``morefire log --board``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from morefire_gui.cli import main
from tests.session.air_battle import AIR_BATTLE

IN_PLAY = "aircraft:\n  - {id: air1, side: allies, type: il2, at: [20, 20], heading: 0, flown_heading: 0, runs: 1}\n"


def render(capsys: pytest.CaptureFixture[str], battle: Path, out: Path) -> None:
    code = main(["render", str(battle), "-o", str(out), "--width", "900"])
    assert code == 0, capsys.readouterr().err


def test_an_aircraft_in_play_is_in_the_picture(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    flying, parked = tmp_path / "flying.yaml", tmp_path / "parked.yaml"
    flying.write_text(AIR_BATTLE + IN_PLAY, encoding="utf-8")
    parked.write_text(AIR_BATTLE, encoding="utf-8")
    render(capsys, flying, tmp_path / "flying.svg")
    render(capsys, parked, tmp_path / "parked.svg")
    assert "Il-2M" in (tmp_path / "flying.svg").read_text(encoding="utf-8")  # its arrow's label, short type first
    assert "Il-2M" not in (tmp_path / "parked.svg").read_text(encoding="utf-8")
    render(capsys, flying, tmp_path / "flying.png")
    render(capsys, parked, tmp_path / "parked.png")
    assert QImage(str(tmp_path / "flying.png")) != QImage(str(tmp_path / "parked.png"))


def test_the_pictures_legend_explains_the_aircrafts_arrow(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The legend drawn beside the board has an entry for the arrow of an airstrike in play, and none where no
    aircraft is in play."""
    flying, parked = tmp_path / "flying.yaml", tmp_path / "parked.yaml"
    flying.write_text(AIR_BATTLE + IN_PLAY, encoding="utf-8")
    parked.write_text(AIR_BATTLE, encoding="utf-8")
    render(capsys, flying, tmp_path / "flying.svg")
    render(capsys, parked, tmp_path / "parked.svg")
    assert "Aircraft in play (arrow: its heading, a turn" in (tmp_path / "flying.svg").read_text(encoding="utf-8")
    assert "Aircraft in play" not in (tmp_path / "parked.svg").read_text(encoding="utf-8")
