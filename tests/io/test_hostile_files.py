"""Broken and hostile files: refused with where and what, never read forever, never a traceback.

The time and memory each takes is measured by ``make fuzz`` (tools/fuzz, figures in docs/reliability.md), not here:
these tests check what the player is told.
"""

from __future__ import annotations

import datetime
import os
import socket
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from morefire_gui.errors import BattleFileError, InputError
from morefire_gui.io import yaml_events, yamldoc
from morefire_gui.io.battle_file import load_battle, parse_battle
from morefire_gui.model.numbers import MAX_VERTICES
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables
from tests.io.test_battle_file import DEMO, edit, insert

SOURCE = "b.yaml"


def problems(text: str | bytes, catalogue: Catalogue, tables: RuleTables) -> list[str]:
    with pytest.raises(BattleFileError) as info:
        parse_battle(text.decode() if isinstance(text, bytes) else text, SOURCE, catalogue, tables)
    return [str(p) for p in info.value.problems]


# -- what is opened ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_link_to_a_device_is_refused_without_reading_it(
    device: str, tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    if not os.path.exists(device):
        pytest.skip(f"no {device} here")
    link = tmp_path / "battle.yaml"
    link.symlink_to(device)
    with pytest.raises(BattleFileError) as info:
        load_battle(link, catalogue, tables)
    assert str(info.value) == (
        f"{link}: this is a link to {device}, which is a device (a character device), not a "
        f"file: only regular files are read"
    )


def test_a_named_pipe_is_refused_without_waiting_for_a_writer(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    fifo = tmp_path / "battle.yaml"
    os.mkfifo(fifo)
    with pytest.raises(BattleFileError) as info:
        load_battle(fifo, catalogue, tables)
    assert str(info.value) == f"{fifo}: this is a named pipe (FIFO), not a file: only regular files are read"


def test_a_socket_is_refused(tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    path = tmp_path / "s.yaml"
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(path))
        with pytest.raises(BattleFileError) as info:
            load_battle(path, catalogue, tables)
    finally:
        server.close()
    assert str(info.value) == f"{path}: this is a socket, not a file: only regular files are read"


def test_a_file_that_grows_past_the_limit_is_read_only_to_the_limit_and_one_byte(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The size ``stat`` gives is not trusted: a file whose size was read as small but which holds more (it grew, or
    it is a device that says 0) is read to the limit and one byte, and refused."""
    path = tmp_path / "b.yaml"
    path.write_bytes(b"x" * 5000)
    read: list[int] = []
    real_read = os.read

    def counting(fd: int, n: int) -> bytes:
        data = real_read(fd, n)
        read.append(len(data))
        return data

    monkeypatch.setattr(yamldoc, "MAX_FILE_BYTES", 100)
    monkeypatch.setattr(os, "fstat", lambda fd: os.stat_result((0o100644, 0, 0, 1, 0, 0, 10, 0, 0, 0)))
    monkeypatch.setattr(os, "read", counting)
    with pytest.raises(InputError) as info:
        yamldoc.read_yaml(path)
    assert sum(read) == 101
    assert str(info.value) == (
        f"{path}: the file is more than 100 bytes (it grew as it was read); files of this kind are read up to 100 bytes"
    )


def test_a_broken_link_is_no_such_file(tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    link = tmp_path / "b.yaml"
    link.symlink_to(tmp_path / "gone.yaml")
    with pytest.raises(BattleFileError) as info:
        load_battle(link, catalogue, tables)
    assert str(info.value) == f"{link}: no such file"


def test_a_link_to_a_battle_file_opens_it(tmp_path: Path, catalogue: Catalogue, tables: RuleTables) -> None:
    target = tmp_path / "real.yaml"
    target.write_text(DEMO, encoding="utf-8")
    (tmp_path / "link.yaml").symlink_to(target)
    assert load_battle(tmp_path / "link.yaml", catalogue, tables) == load_battle(target, catalogue, tables)


# -- the budget while parsing -------------------------------------------------------------------------------------


def test_a_file_over_the_budget_of_values_is_refused_at_the_line_it_goes_over(
    monkeypatch: pytest.MonkeyPatch, catalogue: Catalogue, tables: RuleTables
) -> None:
    monkeypatch.setattr(yaml_events, "MAX_NODES", 200)  # DEMO holds 170
    text = DEMO + "extensions:\n  big: [" + ", ".join(["0"] * 200) + "]\n"
    (message,) = problems(text, catalogue, tables)
    assert message.startswith(f"{SOURCE}:21: the file holds more than 200 values (keys, list items and numbers)")


def test_the_real_budget_holds_a_crowded_battle(catalogue: Catalogue, tables: RuleTables) -> None:
    """A thousand pieces and three hundred units, with a long log, is well within the budget."""
    terrain = "\n".join(
        f"  - {{id: p{i}, kind: woods, polygon: [[1, 1], [2, 1], [2, 2], [1, 2]]}}" for i in range(1000)
    )
    log = "\n".join(
        f"  - {{seq: {i + 1}, at: '2024-01-01T00:00:00+00:00', kind: note, title: t, "
        f"steps: [{{kind: note, text: seen, rule: '2.1'}}]}}"
        for i in range(3000)
    )
    text = DEMO.replace("terrain:\n", f"terrain:\n{terrain}\n") + f"log:\n{log}\n"
    assert len(parse_battle(text, SOURCE, catalogue, tables).terrain) == 1005


def test_nesting_deeper_than_the_budget_is_refused_at_its_line(catalogue: Catalogue, tables: RuleTables) -> None:
    deep = "[" * 60 + "]" * 60
    (message,) = problems(DEMO + f"extensions:\n  deep: {deep}\n", catalogue, tables)
    assert message == f"{SOURCE}:21: nested more than {yaml_events.MAX_DEPTH} levels deep"


@pytest.mark.parametrize("key", ["version", "turn", "dice_seed"])
def test_a_number_of_thousands_of_digits_is_refused_at_its_line(
    key: str, catalogue: Catalogue, tables: RuleTables
) -> None:
    """Python will not turn an integer of more than 4,300 digits into a number: that was a traceback."""
    text = edit(2, "version: 1", f"version: {'9' * 5000}") if key == "version" else DEMO + f"{key}: {'9' * 5000}\n"
    line = 2 if key == "version" else 20
    (message,) = problems(text, catalogue, tables)
    assert message == (
        f"{SOURCE}:{line}: a number written with 5,000 characters; numbers in these files have at "
        f"most {yaml_events.MAX_NUMBER_DIGITS} digits"
    )


@pytest.mark.parametrize(
    "key, value, message",
    [
        ("turn", "4000", None),
        ("turn", "10001", "turn: must be a whole number 10000 or less (found 10001)"),
        ("dice_seed", "-1", "dice_seed: must be a whole number 0 or more (found -1)"),
        ("dice_seed", str(2**64), f"dice_seed: must be a whole number {2**64 - 1} or less (found {2**64})"),
        ("dice_seed", str(2**64 - 1), None),
    ],
)
def test_turn_and_seed_have_their_ranges(
    key: str, value: str, message: str | None, catalogue: Catalogue, tables: RuleTables
) -> None:
    text = DEMO + f"{key}: {value}\n"
    if message is None:
        assert getattr(parse_battle(text, SOURCE, catalogue, tables), key) == int(value)
    else:
        assert problems(text, catalogue, tables) == [f"{SOURCE}:20: {message}"]


def test_a_control_character_is_reported_at_its_line_and_column(catalogue: Catalogue, tables: RuleTables) -> None:
    text = edit(3, "title: Demo", 'title: "Kharkov, février \x07 1943"')
    assert problems(text, catalogue, tables) == [
        f"{SOURCE}:3: not valid YAML: the character U+0007 (column 26) is not allowed: YAML files hold no control "
        f"characters; remove it"
    ]


def test_a_control_character_in_a_file_on_disk_is_at_its_line_too(
    tmp_path: Path, catalogue: Catalogue, tables: RuleTables
) -> None:
    path = tmp_path / "b.yaml"
    path.write_bytes(edit(16, "facing: 0}", 'facing: 0, name: "é\x1b"}').encode("utf-8"))
    with pytest.raises(BattleFileError) as info:
        load_battle(path, catalogue, tables)
    assert str(info.value).startswith(f"{path}:16: not valid YAML: the character U+001B (column ")


@pytest.mark.parametrize(
    "value, message",
    [
        ("!!set {a, b}", "could not determine a constructor for the tag 'tag:yaml.org,2002:set'"),
        ("!!python/object:os.system {}", "could not determine a constructor for the tag"),
        ("!!binary aGVsbG8=", "could not determine a constructor for the tag 'tag:yaml.org,2002:binary'"),
        ("!mine 3", "could not determine a constructor for the tag '!mine'"),
        ("!!int twelve", "'twelve' cannot be read as a whole number"),
        ("2024-13-45", "'2024-13-45' cannot be read as a date"),
    ],
)
def test_tags_and_values_no_plain_data_holds_are_refused_at_their_line(
    value: str, message: str, catalogue: Catalogue, tables: RuleTables
) -> None:
    (said,) = problems(DEMO + f"extensions:\n  tool: {value}\n", catalogue, tables)
    assert said.startswith(f"{SOURCE}:21: not valid YAML: ") and message in said


def test_a_merge_key_is_refused(catalogue: Catalogue, tables: RuleTables) -> None:
    (said,) = problems(DEMO + "extensions:\n  tool: {<<: {a: 1}, b: 2}\n", catalogue, tables)
    assert said == f"{SOURCE}:21: merge keys (<<) are not allowed in these files; write the keys out in full"


def test_a_key_that_is_a_mapping_is_refused(catalogue: Catalogue, tables: RuleTables) -> None:
    (said,) = problems(DEMO + "extensions:\n  ? {a: 1}\n  : 2\n", catalogue, tables)
    assert said == f"{SOURCE}:21: not valid YAML: a key must be text, not a list or a mapping"


def test_plain_values_read_as_yaml_safe_load_reads_them(catalogue: Catalogue, tables: RuleTables) -> None:
    import yaml

    values = (
        "12, 012, 0x1F, 1_000, 1:30, -0.0, 1.5e3, .inf, -.5, 01.5, yes, No, off, ~, null, '', 2024-05-01, "
        "2024-05-01 10:00:00, '1:50', 1.2.3, 1.2e3, \"tab\\there\", text, -, 3."
    )
    built = yaml_events.build_document(f"v: [{values}]\n", SOURCE).data
    expected = yaml.safe_load(f"v: [{values}]\n")
    assert built == expected and isinstance(built["v"][16], datetime.date)
    assert [type(v) for v in built["v"]] == [type(v) for v in expected["v"]]
    # PyYAML's loader has no constructor for a plain "=" (YAML 1.1's value key); here it is the text it looks like.
    assert yaml_events.build_document("v: =\n", SOURCE).data == {"v": "="}


def test_a_huge_number_of_problems_is_listed_only_so_far(catalogue: Catalogue, tables: RuleTables) -> None:
    text = DEMO + "extensions:\n  tool:\n" + "".join("    a: 1\n" for _ in range(5000))
    said = problems(text, catalogue, tables)
    assert len(said) == yaml_events.MAX_PROBLEMS + 1
    assert said[-1].endswith(f"more problems follow; the first {yaml_events.MAX_PROBLEMS:,} are listed: fix them first")


def test_thousands_of_problems_in_validation_are_listed_only_so_far_with_how_many_more(
    catalogue: Catalogue, tables: RuleTables
) -> None:
    """10,000 pieces of ten bad keys each: a problem for each would be 100,000 lines (once 2.5 s and 250 MB)."""
    bad = "kind: x, polygon: x, level: x, name: 5, height: x, width: x, a: 1, b: 1, c: 1, d: 1"
    text = insert(10, "".join(f"  - {{id: p{i}, {bad}}}\n" for i in range(9_995)))  # after terrain:
    said = problems(text, catalogue, tables)
    assert len(said) == yaml_events.MAX_PROBLEMS + 1
    assert said[0].startswith(f"{SOURCE}:")
    assert "(p0)" in said[0]
    last = said[-1]
    assert last.startswith(f"{SOURCE}:") and last.endswith("the first 1,000 are listed: fix them first")
    more = int(last.split(": ")[1].split(" more problems follow")[0].replace(",", ""))
    assert 1_000 + more >= 99_000  # every bad key counted, whether listed or not (a misspelt one is one problem)


def test_listed_keeps_the_first_problems_and_counts_the_rest() -> None:
    from morefire_gui.errors import MoreProblems, Problem

    many = [Problem("f", line, "k", "wrong") for line in range(1, 1_006)]
    shown = yamldoc.listed([*many[:3], yamldoc.more_problems("f", 3, 40), *many[3:]])
    assert shown[:1_000] == many[:1_000]
    assert isinstance(shown[-1], MoreProblems) and shown[-1].count == 45 and len(shown) == 1_001
    assert str(shown[-1]) == "f:1000: 45 more problems follow; the first 1,000 are listed: fix them first"
    unknown = yamldoc.listed([*many, yamldoc.more_problems("f", 7, None)])
    assert str(unknown[-1]).endswith(": more problems follow; the first 1,000 are listed: fix them first")
    assert yamldoc.listed(many[:5]) == many[:5]


# -- a polygon's points -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("shape", ["polygon", "line"])
def test_a_shape_with_more_points_than_the_limit_is_refused_at_its_line(
    shape: str, catalogue: Catalogue, tables: RuleTables
) -> None:
    n = MAX_VERTICES + 1
    points = ", ".join(f"[{10 + 10 * (i / n)}, {10 + (i % 2) * 0.01}]" for i in range(n))
    kind = "woods" if shape == "polygon" else "road"
    text = insert(14, f"  - {{id: big, kind: {kind}, {shape}: [{points}]}}")
    said = problems(text, catalogue, tables)
    assert said == [f"{SOURCE}:15: terrain[5] (big).{shape}: has too many items: at most {MAX_VERTICES} (it has {n})"]


# -- messages name the piece or unit ----------------------------------------------------------------------------


def test_a_message_about_a_piece_names_its_id(catalogue: Catalogue, tables: RuleTables) -> None:
    text = edit(10, "polygon: [[10, 10], [20, 10], [20, 18], [10, 18]]", "polygon: [[10, 10], [20, 10]]")
    assert problems(text, catalogue, tables) == [
        f"{SOURCE}:10: terrain[0] (w1).polygon: a polygon needs at least 3 points (it has 2)"
    ]


def test_a_message_about_a_unit_names_its_id(catalogue: Catalogue, tables: RuleTables) -> None:
    with pytest.raises(BattleFileError) as info:
        parse_battle(edit(17, "facing: 180", "facing: 1000000000"), SOURCE, catalogue, tables)
    (problem,) = info.value.problems
    assert problem.key == "units[1].facing" and problem.named == "units[1] (i1).facing"
    assert str(problem) == f"{SOURCE}:17: units[1] (i1).facing: must be a number 36000 or less (found 1000000000)"


def test_a_line_far_longer_than_the_table_is_refused_at_its_line(catalogue: Catalogue, tables: RuleTables) -> None:
    """A line that crosses the table back and forth thousands of times would take minutes to turn into a strip."""
    points = ", ".join(f"[{0 if i % 2 else 72}, {i % 48}]" for i in range(200))  # 200 crossings: 14,000 in
    text = insert(14, f"  - {{id: zz, kind: road, width: 0.5, line: [{points}]}}")
    said = problems(text, catalogue, tables)
    assert len(said) == 1 and said[0].startswith(f"{SOURCE}:15: terrain[5] (zz).line: the line is 14,")
    assert said[0].endswith(
        "in long, more than 20 times the table's diagonal (1,731 in): a road, stream, river or "
        "hedge runs across the table a few times at most"
    )


def test_the_lines_of_a_battle_hold_a_bounded_number_of_points(catalogue: Catalogue, tables: RuleTables) -> None:
    from morefire_gui.model.numbers import MAX_LINE_POINTS

    line = ", ".join(f"[{10 + 50 * k / 4999:.4f}, {30 + (k % 2) * 0.01}]" for k in range(5000))
    pieces = "\n".join(f"  - {{id: hedge{i}, kind: hedge, line: [{line}]}}" for i in range(5))
    said = problems(insert(14, pieces), catalogue, tables)
    assert said == [
        f"{SOURCE}:9: terrain: the terrain's lines hold 25,004 points together; a battle's lines hold at "
        f"most {MAX_LINE_POINTS:,} (the stress battle's, 1,300)"
    ]


def test_a_key_of_thousands_of_characters_is_refused_at_its_line(catalogue: Catalogue, tables: RuleTables) -> None:
    # Written as an explicit key: YAML's own scanner stops a key written plainly at 1,024 characters.
    said = problems(DEMO + "? " + "k" * 100_000 + "\n: 1\n", catalogue, tables)
    assert said == [f"{SOURCE}:20: a key of 100,000 characters; keys are at most {yaml_events.MAX_KEY}"]


def test_a_message_quotes_a_long_value_cut_short(catalogue: Catalogue, tables: RuleTables) -> None:
    text = edit(12, "width: 0.5", "width: " + "w" * 50_000)
    (said,) = problems(text, catalogue, tables)
    assert said.startswith(f"{SOURCE}:12: terrain[2] (r1).width: must be a number (found 'wwwww")
    assert said.endswith("... (50,000 characters))") and len(said) < 200


@pytest.mark.parametrize("key, value, limit", [("title", "t" * 501, 500), ("sides[0].name", "n" * 201, 200)])
def test_text_has_a_length_too(key: str, value: str, limit: int, catalogue: Catalogue, tables: RuleTables) -> None:
    text = (
        edit(3, "title: Demo", f"title: {value}")
        if key == "title"
        else edit(7, "edge: north}", f"edge: north, name: {value}}}")
    )
    (said,) = problems(text, catalogue, tables)
    assert said.endswith(f": is too long: at most {limit} characters (it has {limit + 1})")


@pytest.mark.parametrize(
    "kind, ctx, said",
    [
        ("string_too_long", {"max_length": 500}, "is too long: at most 500 characters (it has 15,000,000)"),
        (
            "literal_error",
            {"expected": "'hill' or 'woods'"},
            "'" + "x" * 44 + "... (15,000,000 characters) is not one of the choices here: 'hill' or 'woods'",
        ),
    ],
)
def test_a_value_of_15_mb_is_said_without_copying_or_indexing_it(kind: str, ctx: dict[str, Any], said: str) -> None:
    # A title of 15 MB is refused by its length; saying so must not cost hundreds of MB (difflib's index of every
    # character of the value, a repr of the whole of it): the message quotes its start and counts it.
    from morefire_gui.io.validation_words import sentence

    big = "x" * 15_000_000
    tracemalloc.start()
    try:
        text = sentence({"type": kind, "loc": ("title",), "msg": "", "input": big, "ctx": ctx})  # type: ignore[typeddict-item]
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert text == said and peak < 1_000_000
