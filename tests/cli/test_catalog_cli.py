"""`morefire catalog`: the JSON keys of the vehicle reference (guns with their bands, speed, silhouette,
points, years), the nations a unit was fielded by, and a user catalogue checked and merged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from morefire_gui.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def by_id(out: str) -> dict[str, dict]:  # type: ignore[type-arg]
    return {e["id"]: e for e in json.loads(out)}


def test_every_entry_has_the_reference_keys(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "catalog", "--json")
    assert code == 0
    for e in json.loads(out):
        assert {
            "id",
            "name",
            "short",
            "nation",
            "kind",
            "role",
            "years",
            "footprint",
            "points",
            "guns",
            "mgs",
            "speed",
            "silhouette",
            "users",
            "source",
        } <= set(e), e["id"]
        assert len(e["years"]) == 2 and isinstance(e["points"], int)
        for gun in e["guns"]:
            assert set(gun) == {"name", "calibre_mm", "bands"}
            for band in gun["bands"]:
                assert set(band) == {"max_yards", "hit", "pen"}
        if e["kind"] == "vehicle":
            assert set(e["speed"]) == {"cross_country", "road"}
            assert e["silhouette"] in {"high", "average", "low", "small", "none"}
            assert {"armor", "open_top", "tracked", "wheels", "skirts", "turret", "transport"} <= set(e)
        else:
            assert e["speed"] is None and e["silhouette"] is None


def test_a_vehicle_in_json(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "catalog", "--json")
    sherman = by_id(out)["m4a1"]
    assert sherman["short"] == "M4A1" and sherman["role"] == "tank" and sherman["years"] == [1942, 1945]
    assert sherman["speed"] == {"cross_country": "C", "road": "E"}
    assert sherman["mgs"] == ["TMG", "TMG", "HMG"]
    (gun,) = sherman["guns"]
    assert gun["name"] == "75mm M3 / M6" and gun["calibre_mm"] == 75
    assert {"max_yards": 1500, "hit": 5, "pen": 4} in gun["bands"]
    assert "poland" in sherman["users"]
    bazooka = by_id(out)["bazooka"]
    assert bazooka["guns"][0]["bands"][0] == {"max_yards": 100, "hit": 75, "pen": 6}


def test_fielded_adds_other_nations_units(capsys: pytest.CaptureFixture[str]) -> None:
    _, own, _ = run(capsys, "catalog", "--nation", "poland", "--json")
    _, fielded, _ = run(capsys, "catalog", "--nation", "poland", "--fielded", "--json")
    assert {e["nation"] for e in json.loads(own)} == {"poland", "all"}
    extra = set(by_id(fielded)) - set(by_id(own))
    assert {"m4a1", "firefly", "t34_85", "cromwell4"} <= extra
    assert all("poland" in by_id(fielded)[i]["users"] for i in extra)
    code, _, err = run(capsys, "catalog", "--fielded")
    assert code == 2 and "--fielded goes with --nation" in err


def test_a_user_catalogue_is_checked_and_merged(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    user = tmp_path / "my_units.yaml"
    user.write_text(
        "units:\n  - {id: R, name: Veteran rifles, nation: all, kind: infantry,\n"
        "     infantry: {fir: 2, mf: 5, max_range: 500}, points: 14}\n",
        encoding="utf-8",
    )
    code, out, _ = run(capsys, "catalog", "--catalogue", str(user), "--json")
    assert code == 0 and by_id(out)["R"]["name"] == "Veteran rifles" and by_id(out)["R"]["points"] == 14
    user.write_text("units:\n  - {id: R, name: Veteran rifles, nation: all, kind: infantery}\n", encoding="utf-8")
    code, _, err = run(capsys, "catalog", "--catalogue", str(user))
    assert code == 2 and f"{user}:2: units[0] (R).kind:" in err


def test_a_battle_file_given_as_the_catalogue_is_said_to_be_one(capsys: pytest.CaptureFixture[str]) -> None:
    """A battle file chosen by mistake is said to be one, in one line, rather than each of its keys refused."""
    from tests.conftest import REPO

    demo = REPO / "resources" / "battles" / "demo.yaml"
    code, out, err = run(capsys, "catalog", "--catalogue", str(demo))
    assert (code, out) == (2, "")
    assert err == (
        f"morefire: {demo}:1: format: this is a battle file, not a catalogue file: a catalogue file holds a 'units:' list of "
        'entries (docs/vehicle-reference.md, "Adding or correcting a vehicle")\n'
    )


def test_the_text_listing_shows_points(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "catalog", "--nation", "germany")
    line = next(line for line in out.splitlines() if line.startswith("pz6e "))
    assert code == 0 and line.endswith("AC 7/6 turret, 6/6 hull; speed C/E; 215 points")


def test_catalogue_spelt_as_the_window_spells_it_is_the_same_command(capsys: pytest.CaptureFixture[str]) -> None:
    code, british, err = run(capsys, "catalogue", "--nation", "germany", "--json")
    assert code == 0 and err == ""
    assert json.loads(british) == json.loads(run(capsys, "catalog", "--nation", "germany", "--json")[1])
