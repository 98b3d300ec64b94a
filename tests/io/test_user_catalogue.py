"""The player's own catalogue file: an entry copied into it (a new file, an existing one with the player's comments,
an id it has already, a broken file that is left untouched), then read back and merged over the bundled catalogue;
a bad edit is reported with file, line and key."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.errors import DataFileError
from morefire_gui.io.resources import bundled_catalogue, load_catalogue, read_catalogue_file
from morefire_gui.io.user_catalogue import NEW_FILE_HEADER, copy_to_user_catalogue, entry_yaml
from morefire_gui.io.yamldoc import parse_yaml, validate_document
from morefire_gui.rules.catalogue import CatalogueFile

CAT = bundled_catalogue()


def test_an_entry_written_reads_back_the_same() -> None:
    for entry_id in ("pz4h", "R", "pak40", "ju87d", "m4a1"):
        entry = CAT[entry_id]
        text = "units:\n" + entry_yaml(entry)
        assert text.splitlines()[1] == f"  - id: {entry_id}"
        parsed = validate_document(CatalogueFile, parse_yaml(text, "mine.yaml"), DataFileError)
        assert parsed.units == (entry,)


def test_copy_into_a_new_file(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    copied = copy_to_user_catalogue(path, CAT["pz4h"])
    assert (copied.path, copied.entry_id, copied.copied) == (path, "pz4h", True)
    text = path.read_text(encoding="utf-8")
    assert text.startswith(NEW_FILE_HEADER + "units:\n  - id: pz4h\n")
    assert text.splitlines()[copied.line - 1] == "  - id: pz4h"
    assert read_catalogue_file(path) == [CAT["pz4h"]]
    assert not (tmp_path / "mine.yaml.bak").exists()


def test_copy_into_an_existing_file_keeps_the_players_lines(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("# my corrections\nunits:\n  - id: pz4h\n    name: Panzer IV H (mine)\n    nation: germany\n"
                    "    kind: vehicle\n    footprint: [0.8, 0.4]\n    vehicle:\n      tracked: true\n"
                    "      turret: true\n      armor: {turret_front: 3, turret_side: 2, hull_front: 6, hull_side: 2}\n"
                    "      speed: {cross_country: B, road: E}\n    points: 150  # cheaper\n", encoding="utf-8")
    old = path.read_text(encoding="utf-8")
    copied = copy_to_user_catalogue(path, CAT["t34_76_43"])
    assert copied.copied
    text = path.read_text(encoding="utf-8")
    assert text.startswith(old)                                     # the comments and the entry as they were
    assert text.splitlines()[copied.line - 1] == "  - id: t34_76_43"
    assert [e.id for e in read_catalogue_file(path)] == ["pz4h", "t34_76_43"]
    assert (tmp_path / "mine.yaml.bak").read_text(encoding="utf-8") == old
    merged = load_catalogue(path)
    assert merged["pz4h"].points == 150 and merged["pz4h"].name == "Panzer IV H (mine)"
    assert merged["t34_76_43"] == CAT["t34_76_43"]
    assert len(merged) == len(CAT)


def test_items_level_with_units_as_some_players_write_them(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("units:\n- id: R\n  name: Rifle squad\n  nation: all\n  kind: infantry\n"
                    "  infantry: {fir: 1, mf: 4, max_range: 500}\n", encoding="utf-8")
    copy_to_user_catalogue(path, CAT["SMG"])
    assert [e.id for e in read_catalogue_file(path)] == ["R", "SMG"]
    assert "\n- id: SMG\n" in path.read_text(encoding="utf-8")


def test_a_file_of_comments_only_gets_its_units_list(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("# to fill in\n", encoding="utf-8")
    copied = copy_to_user_catalogue(path, CAT["R"])
    assert copied.copied and copied.line == 3
    assert read_catalogue_file(path) == [CAT["R"]]


def test_an_id_the_file_has_already_is_left_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    copy_to_user_catalogue(path, CAT["R"])
    copy_to_user_catalogue(path, CAT["pz4h"])
    before = path.read_bytes()
    copied = copy_to_user_catalogue(path, CAT["pz4h"])
    assert not copied.copied
    assert path.read_text(encoding="utf-8").splitlines()[copied.line - 1] == "  - id: pz4h"
    assert path.read_bytes() == before


@pytest.mark.parametrize("text, line, key", [
    ("units:\n  - id: pz4h\n    name: [unclosed\n", 3, None),                           # bad YAML
    ("units:\n  - id: R\n    name: Rifle squad\n    nation: all\n    kind: infantry\n"
     "    infantry: {fir: 1, mf: 4, max_range: 500}\n    points: -5\n", 7, "units[0].points"),  # a bad value
    ("units:\n  - id: R\n    nam: Rifle squad\n    nation: all\n    kind: infantry\n"
     "    infantry: {fir: 1, mf: 4, max_range: 500}\n", 2, "units[0]"),                # a misspelt key
])
def test_a_broken_file_is_reported_and_not_written(tmp_path: Path, text: str, line: int, key: str | None) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        copy_to_user_catalogue(path, CAT["pz4h"])
    problem = caught.value.problems[0]
    assert problem.source == str(path)
    assert problem.line is not None and abs(problem.line - line) <= 1
    if key is not None:
        assert problem.key.startswith(key)
    assert path.read_text(encoding="utf-8") == text
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.yaml"]        # nothing written beside it


def test_an_entry_cannot_be_added_after_a_flow_list(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("units: []\n", encoding="utf-8")
    with pytest.raises(DataFileError, match="cannot add 'R' at the end of the file: make 'units:' its last key"):
        copy_to_user_catalogue(path, CAT["R"])
    assert path.read_text(encoding="utf-8") == "units: []\n"


def test_load_catalogue_merges_by_id_and_reports_a_bad_edit_with_line_and_key(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    copy_to_user_catalogue(path, CAT["pz4h"])
    # The player adds a vehicle (a copy with a new id) and corrects the bundled one.
    text = path.read_text(encoding="utf-8")
    item = text[text.index("  - id: pz4h"):]
    path.write_text(text.replace("points: 160", "points: 150")
                    + item.replace("id: pz4h", "id: pz4h_mine").replace("name: Panzer IV Ausf. H",
                                                                         "name: Panzer IV H (my skirts)"),
                    encoding="utf-8")
    merged = load_catalogue(path)
    assert merged["pz4h"].points == 150
    assert merged["pz4h_mine"].name == "Panzer IV H (my skirts)"
    assert merged.ids().index("pz4h") == CAT.ids().index("pz4h")            # replaced in its place
    assert merged.ids()[-1] == "pz4h_mine"                                   # a new id at the end
    path.write_text(path.read_text(encoding="utf-8").replace("cross_country: B", "cross_country: Q", 1),
                    encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_catalogue(path)
    problem = caught.value.problems[0]
    assert problem.source == str(path) and problem.line is not None
    assert "units[0].vehicle.speed.cross_country" in problem.key
