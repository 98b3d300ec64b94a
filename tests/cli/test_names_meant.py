"""A catalogue name mistyped on the command line is answered with the names close to it, all of them listed only when
none is close."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.cli import main
from morefire_gui.errors import close_names


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_unit_type_mistyped_in_a_purchase_is_answered_with_the_one_meant(capsys, demo_path: Path) -> None:
    code, out, err = run(capsys, "forces", demo_path, "--side", "axis", "--buy", "pz4x:1")
    assert (code, out) == (2, "")
    assert err == "morefire: unknown unit type 'pz4x' (not in the unit catalogue; did you mean pz4h, pz4g, pz4d?)\n"


def test_a_unit_type_close_to_a_short_one_is_answered_with_it(capsys, demo_path: Path) -> None:
    code, _, err = run(capsys, "forces", demo_path, "--side", "axis", "--buy", "RR:1")
    assert code == 2 and "'RR' (not in the unit catalogue; did you mean R?)" in err, err


def test_a_unit_type_close_to_nothing_is_said_not_to_be_in_the_catalogue(capsys, demo_path: Path) -> None:
    code, _, err = run(capsys, "forces", demo_path, "--side", "axis", "--buy", "qqqq:1")
    assert code == 2 and err == "morefire: unknown unit type 'qqqq' (not in the unit catalogue)\n", err


def test_an_aircraft_mistyped_is_answered_with_the_one_meant_not_every_aircraft(capsys, demo_path: Path) -> None:
    code, _, err = run(
        capsys, "airstrike", demo_path, "--side", "axis", "--aircraft", "il22", "--from", "10,0", "--heading", "180"
    )
    assert code == 2 and err == "morefire: 'il22' is not in the catalogue (did you mean il2?)\n", err


def test_an_aircraft_close_to_none_lists_every_aircraft(capsys, demo_path: Path) -> None:
    code, _, err = run(
        capsys, "airstrike", demo_path, "--side", "axis", "--aircraft", "zzzzzz", "--from", "10,0", "--heading", "180"
    )
    assert code == 2 and "'zzzzzz' is not in the catalogue; the aircraft are: ju87b, ju87d," in err, err
    assert "il2, pe2" in err


def test_close_names_are_the_one_in_another_letter_case_then_the_closest() -> None:
    assert close_names("PZ4H", ["t34", "pz4h", "pz4g"]) == ["pz4h"]
    assert close_names("pz4", ["t34", "pz4h", "pz4g"]) == ["pz4h", "pz4g"]
    assert close_names("qqqq", ["t34", "pz4h"]) == []
