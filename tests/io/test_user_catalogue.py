"""The player's own catalogue file: an entry copied into it (a new file, an existing one with the player's comments,
an id it has already, a broken file that is left untouched), then read back and merged over the bundled catalogue;
a bad edit is reported with file, line and key. An entry saved from the app's entry dialog: a new id added, an id
the file has replaced in place with the rest of the file kept byte for byte, an invalid entry or a layout whose
lines cannot be replaced refused with nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.errors import DataFileError, InputError
from morefire_gui.io.resources import bundled_catalogue, load_catalogue, read_catalogue_file
from morefire_gui.io.user_catalogue import NEW_FILE_HEADER, copy_to_user_catalogue, entry_yaml, save_entry
from morefire_gui.io.yamldoc import parse_yaml, validate_document
from morefire_gui.rules.catalogue.entries import CatalogueFile

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
    path.write_text(
        "# my corrections\nunits:\n  - id: pz4h\n    name: Panzer IV H (mine)\n    nation: germany\n"
        "    kind: vehicle\n    footprint: [0.8, 0.4]\n    vehicle:\n      tracked: true\n"
        "      turret: true\n      armor: {turret_front: 3, turret_side: 2, hull_front: 6, hull_side: 2}\n"
        "      speed: {cross_country: B, road: E}\n    points: 150  # cheaper\n",
        encoding="utf-8",
    )
    old = path.read_text(encoding="utf-8")
    copied = copy_to_user_catalogue(path, CAT["t34_76_43"])
    assert copied.copied
    text = path.read_text(encoding="utf-8")
    assert text.startswith(old)  # the comments and the entry as they were
    assert text.splitlines()[copied.line - 1] == "  - id: t34_76_43"
    assert [e.id for e in read_catalogue_file(path)] == ["pz4h", "t34_76_43"]
    assert (tmp_path / "mine.yaml.bak").read_text(encoding="utf-8") == old
    merged = load_catalogue(path)
    assert merged["pz4h"].points == 150 and merged["pz4h"].name == "Panzer IV H (mine)"
    assert merged["t34_76_43"] == CAT["t34_76_43"]
    assert len(merged) == len(CAT)


def test_items_level_with_units_as_some_players_write_them(tmp_path: Path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text(
        "units:\n- id: R\n  name: Rifle squad\n  nation: all\n  kind: infantry\n"
        "  infantry: {fir: 1, mf: 4, max_range: 500}\n",
        encoding="utf-8",
    )
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


@pytest.mark.parametrize(
    "text, line, key",
    [
        ("units:\n  - id: pz4h\n    name: [unclosed\n", 3, None),  # bad YAML
        (
            "units:\n  - id: R\n    name: Rifle squad\n    nation: all\n    kind: infantry\n"
            "    infantry: {fir: 1, mf: 4, max_range: 500}\n    points: -5\n",
            7,
            "units[0].points",
        ),  # a bad value
        (
            "units:\n  - id: R\n    nam: Rifle squad\n    nation: all\n    kind: infantry\n"
            "    infantry: {fir: 1, mf: 4, max_range: 500}\n",
            2,
            "units[0]",
        ),  # a misspelt key
    ],
)
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
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.yaml"]  # nothing written beside it


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
    item = text[text.index("  - id: pz4h") :]
    path.write_text(
        text.replace("points: 160", "points: 150")
        + item.replace("id: pz4h", "id: pz4h_mine").replace("name: Panzer IV Ausf. H", "name: Panzer IV H (my skirts)"),
        encoding="utf-8",
    )
    merged = load_catalogue(path)
    assert merged["pz4h"].points == 150
    assert merged["pz4h_mine"].name == "Panzer IV H (my skirts)"
    assert merged.ids().index("pz4h") == CAT.ids().index("pz4h")  # replaced in its place
    assert merged.ids()[-1] == "pz4h_mine"  # a new id at the end
    path.write_text(
        path.read_text(encoding="utf-8").replace("cross_country: B", "cross_country: Q", 1), encoding="utf-8"
    )
    with pytest.raises(DataFileError) as caught:
        load_catalogue(path)
    problem = caught.value.problems[0]
    assert problem.source == str(path) and problem.line is not None
    assert "units[0].vehicle.speed.cross_country" in problem.key


# -- save_entry: the catalogue entry dialog's Save ---------------------------------------------------------------------
MINE = (
    "# My corrections, 1944 campaign\n"
    "units:\n"
    "  # the H as our club plays it\n"
    "  - id: pz4h\n"
    "    name: Panzer IV H (mine)\n"
    "    nation: germany\n"
    "    kind: vehicle\n"
    "    footprint: [0.8, 0.4]\n"
    "    vehicle:\n"
    "      tracked: true\n"
    "      turret: true\n"
    "      armor: {turret_front: 3, turret_side: 2, hull_front: 6, hull_side: 2}   # from the book\n"
    "      speed: {cross_country: B, road: E}\n"
    "    points: 150  # cheaper\n"
    "\n"
    "  # and the squad\n"
    "  - id: R\n"
    "    name: Rifle squad\n"
    "    nation: all\n"
    "    kind: infantry\n"
    "    infantry: {fir: 1, mf: 4, max_range: 500}\n"
    "# the end\n"
)


def _mine(tmp_path: Path, text: str = MINE) -> Path:
    path = tmp_path / "mine.yaml"
    path.write_bytes(text.encode("utf-8"))
    return path


def test_save_a_new_id_adds_it_at_the_end(tmp_path: Path) -> None:
    path = _mine(tmp_path)
    variant = CAT["pz4h"].model_copy(update={"id": "pz4h_late", "name": "Panzer IV H (late)", "points": 170})
    saved = save_entry(path, variant)
    assert (saved.entry_id, saved.replaced, saved.changed) == ("pz4h_late", False, True)
    text = path.read_text(encoding="utf-8")
    assert text.startswith(MINE) and text[len(MINE) :] == entry_yaml(variant)
    assert text.splitlines()[saved.line - 1] == "  - id: pz4h_late"
    assert [e.id for e in read_catalogue_file(path)] == ["pz4h", "R", "pz4h_late"]
    assert (tmp_path / "mine.yaml.bak").read_text(encoding="utf-8") == MINE
    assert load_catalogue(path)["pz4h_late"].points == 170


def test_save_into_a_new_file(tmp_path: Path) -> None:
    path = tmp_path / "new.yaml"
    saved = save_entry(path, CAT["R"].model_copy(update={"points": 12}))
    assert not saved.replaced and path.read_text(encoding="utf-8").startswith(NEW_FILE_HEADER + "units:\n  - id: R\n")
    assert read_catalogue_file(path)[0].points == 12


def test_save_an_id_the_file_has_replaces_only_its_lines(tmp_path: Path) -> None:
    path = _mine(tmp_path)
    before = read_catalogue_file(path)
    corrected = before[0].model_copy(update={"points": 155, "years": (1943, 1945)})
    saved = save_entry(path, corrected)
    assert (saved.replaced, saved.changed, saved.line) == (True, True, 4)
    text = path.read_text(encoding="utf-8")
    head, tail = MINE.split("  - id: pz4h\n")[0], MINE[MINE.index("\n  # and the squad") :]
    # The entry's own comments stay, each at the end of its key's new line.
    item = (
        entry_yaml(corrected)
        .replace("hull_side: 2}\n", "hull_side: 2}  # from the book\n")
        .replace("points: 155\n", "points: 155  # cheaper\n")
    )
    assert text == head + item + tail  # comments and the squad byte for byte
    assert text.count("# cheaper") == 1 and text.count("# from the book") == 1
    assert read_catalogue_file(path) == [corrected, before[1]]
    assert (tmp_path / "mine.yaml.bak").read_text(encoding="utf-8") == MINE
    # The last item, its comments after it kept, and the same entry again writes nothing.
    squad = before[1].model_copy(update={"points": 11})
    save_entry(path, squad)
    assert path.read_text(encoding="utf-8").endswith(entry_yaml(squad) + "# the end\n")
    assert path.read_text(encoding="utf-8").startswith(head + item + "\n  # and the squad\n")
    now = path.read_bytes()
    again = save_entry(path, squad)
    assert again.replaced and not again.changed and path.read_bytes() == now


def test_replacing_keeps_the_files_own_indentation_and_line_breaks(tmp_path: Path) -> None:
    crlf = (
        "units:\r\n- id: R\r\n  name: Rifle squad\r\n  nation: all\r\n  kind: infantry\r\n"
        "  infantry: {fir: 1, mf: 4, max_range: 500}\r\n- id: SMG  # mine\r\n  name: SMG squad\r\n"
        "  nation: all\r\n  kind: infantry\r\n  infantry: {fir: 2, mf: 5, max_range: 200}"
    )
    path = _mine(tmp_path, crlf)
    rifles = read_catalogue_file(path)[0].model_copy(update={"points": 9})
    save_entry(path, rifles)
    data = path.read_bytes().decode("utf-8")
    assert data.startswith("units:\r\n- id: R\r\n  name: Rifle squad\r\n")
    assert data.endswith(
        "\r\n- id: SMG  # mine\r\n  name: SMG squad\r\n  nation: all\r\n  kind: infantry\r\n"
        "  infantry: {fir: 2, mf: 5, max_range: 200}"
    )
    assert "\n" not in data.replace("\r\n", "")
    assert [e.points for e in read_catalogue_file(path)] == [9, 0]
    smg = read_catalogue_file(path)[1].model_copy(update={"points": 14})
    save_entry(path, smg)  # the last line, with no line break after it
    assert [e.points for e in read_catalogue_file(path)] == [9, 14]
    assert not path.read_bytes().endswith(b"\n")


def test_an_invalid_entry_is_refused_and_nothing_written(tmp_path: Path) -> None:
    path = _mine(tmp_path)
    bad = CAT["pz4h"].model_copy(update={"years": (1945, 1943)})  # model_copy does not validate
    with pytest.raises(DataFileError) as caught:
        save_entry(path, bad)
    assert "'pz4h' is not a valid catalogue entry" in str(caught.value)
    assert "years must be [first, last]" in str(caught.value)
    assert path.read_text(encoding="utf-8") == MINE
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.yaml"]


@pytest.mark.parametrize(
    "text, why",
    [
        (
            "units: [{id: R, name: Rifle squad, nation: all, kind: infantry, infantry: {fir: 1, mf: 4, max_range: 500}}]\n",
            "written [...] on one line",
        ),
        (
            "units:\n  -\n    id: R\n    name: Rifle squad\n    nation: all\n    kind: infantry\n"
            "    infantry: {fir: 1, mf: 4, max_range: 500}\n",
            "line 3 does not start the entry with '- id: ...'",
        ),
    ],
)
def test_a_layout_that_cannot_be_replaced_is_refused(tmp_path: Path, text: str, why: str) -> None:
    path = _mine(tmp_path, text)
    with pytest.raises(DataFileError, match="cannot save 'R': .*" + why.replace("[", r"\[").replace("]", r"\]")):
        save_entry(path, CAT["R"].model_copy(update={"points": 12}))
    assert path.read_text(encoding="utf-8") == text
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.yaml"]


def test_a_broken_file_is_not_saved_into(tmp_path: Path) -> None:
    path = _mine(tmp_path, "units:\n  - id: R\n    nation: all\n")
    with pytest.raises(DataFileError) as caught:
        save_entry(path, CAT["R"])
    assert caught.value.problems[0].line == 2
    assert path.read_text(encoding="utf-8") == "units:\n  - id: R\n    nation: all\n"


def test_a_comment_line_inside_an_entry_and_one_on_a_key_gone_stay_above_it(tmp_path: Path) -> None:
    text = (
        "units:\n"
        "  - id: R\n"
        "    # measured my own bases: 0.5\n"
        "    name: Rifle squad\n"
        "    nation: all\n"
        "    kind: infantry\n"
        "    notes: ours  # a note of mine\n"
        "    infantry: {fir: 1, mf: 4, max_range: 500}\n"
    )
    path = _mine(tmp_path, text)
    squad = read_catalogue_file(path)[0].model_copy(update={"points": 9, "notes": ""})
    save_entry(path, squad)
    saved = path.read_text(encoding="utf-8")
    assert saved.startswith("units:\n  # measured my own bases: 0.5\n  # a note of mine\n  - id: R\n")
    assert read_catalogue_file(path)[0].points == 9


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
@pytest.mark.parametrize("action", ["copy", "save"])
def test_a_players_catalogue_that_is_a_link_to_a_device_is_refused_without_reading_it(
    tmp_path: Path, device: str, action: str
) -> None:
    """Read with a bound, as every file is: a link to /dev/zero once read until a MemoryError at 1.3 GB."""
    import os
    import time

    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    path = tmp_path / "mine.yaml"
    path.symlink_to(device)
    start = time.process_time()
    with pytest.raises(InputError) as caught:
        (copy_to_user_catalogue if action == "copy" else save_entry)(path, CAT["pz4h"])
    assert time.process_time() - start < 2.0
    assert str(caught.value) == (
        f"{path}: this is a link to {device}, which is a device (a character device), not a file: only regular "
        f"files are read"
    )
    assert path.is_symlink() and sorted(p.name for p in tmp_path.iterdir()) == ["mine.yaml"]


def test_a_players_catalogue_over_the_files_limit_is_refused(tmp_path: Path) -> None:
    path = _mine(tmp_path, MINE + "# " + "x" * (21 * 1024 * 1024) + "\n")
    with pytest.raises(InputError, match="the file is 21 MB; files of this kind are read up to 20 MB"):
        save_entry(path, CAT["R"].model_copy(update={"points": 12}))


def test_comments_on_a_keys_block_and_on_a_list_items_line_are_kept_and_a_block_text_is_not_a_comment(
    tmp_path: Path,
) -> None:
    """What ruamel reads of the item: a comment after ``vehicle:`` (whose value is a block), one at the end of a
    gun's line in the ``guns`` list and one on an item of a list of bands, each kept on its new line; a ``#`` line
    inside the notes' text is the text, not a comment, and stays in it."""
    entry = CAT["pz4h"].model_copy(update={"notes": "skirts\n# not a comment\n"})
    path = tmp_path / "mine.yaml"
    save_entry(path, entry)
    text = path.read_text(encoding="utf-8")
    assert "# not a comment" in text
    text = text.replace("    vehicle:\n", "    vehicle:  # checked against the book\n", 1)
    lines = text.splitlines(keepends=True)
    gun = next(i for i, line in enumerate(lines) if line.startswith("      - name: 7.5cm KwK 40"))
    lines[gun] = lines[gun].rstrip("\n") + "  # the long gun\n"
    band = next(i for i, line in enumerate(lines) if "{max_yards: 500," in line)
    lines[band] = lines[band].rstrip("\n") + "  # the book says 80\n"
    path.write_text("".join(lines), encoding="utf-8")
    corrected = read_catalogue_file(path)[0].model_copy(update={"points": 155})
    save_entry(path, corrected)
    saved = path.read_text(encoding="utf-8")
    assert "    vehicle:  # checked against the book\n" in saved
    assert "      - name: 7.5cm KwK 40 / StuK 40 / PaK 39 L/48  # the long gun\n" in saved
    assert "          - {max_yards: 500, hit: 85, pen: 7}  # the book says 80\n" in saved  # a list's item
    assert "    points: 155\n" in saved
    assert read_catalogue_file(path) == [corrected]
    assert read_catalogue_file(path)[0].notes == "skirts\n# not a comment\n"
    assert saved.count("# not a comment") == 1
