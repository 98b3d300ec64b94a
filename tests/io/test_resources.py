"""The bundled data under resources/: every file validates, a user catalogue merges over the bundled one,
problems in data files are located, and an installed wheel finds its own copy of the data."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from morefire_gui.errors import DataFileError, InputError
from morefire_gui.io.battle_file import load_battle
from morefire_gui.io.catalogue_build import read_reference
from morefire_gui.io.resources import (
    bundled_catalogue,
    demo_battle_path,
    load_catalogue,
    load_table,
    read_catalogue_file,
    resource_root,
    rule_tables,
)
from morefire_gui.rules.catalogue.entries import Catalogue, UnitKind
from morefire_gui.rules.movement import MovementTables
from morefire_gui.rules.tables import TABLE_FILES, RuleTables

REPO = Path(__file__).resolve().parents[2]
RULE_FILES = {file: model for file, model in TABLE_FILES.values()}
BUNDLED_YAML = sorted(p.relative_to(resource_root()).as_posix() for p in resource_root().rglob("*.yaml"))


def test_the_source_tree_resources_are_found() -> None:
    assert resource_root() == REPO / "resources"
    assert (resource_root() / "rules" / "movement.yaml").is_file()


@pytest.mark.parametrize("relative", BUNDLED_YAML)
def test_every_bundled_yaml_file_validates(relative: str, catalogue: Catalogue, tables: RuleTables) -> None:
    path = resource_root() / relative
    folder, _, name = relative.partition("/")
    if folder == "rules":
        # A rules file nobody reads is a table that silently does nothing: each must be in TABLE_FILES.
        assert name in RULE_FILES, f"resources/{relative} is not in morefire_gui.rules.tables.TABLE_FILES"
        assert isinstance(load_table(RULE_FILES[name], path, f"resources/{relative}"), RULE_FILES[name])
    elif folder == "catalogue":
        assert read_catalogue_file(path, f"resources/{relative}")
    elif folder == "battles":
        assert load_battle(path, catalogue, tables).units
    elif folder == "reference":  # the vehicle reference the catalogue is generated from
        assert read_reference(path, f"resources/{relative}").reference.title
    else:
        pytest.fail(f"resources/{relative}: no test knows how to validate files in resources/{folder}/")


def test_rule_tables_are_typed_and_read_once() -> None:
    tables = rule_tables()
    for field, (_, model) in TABLE_FILES.items():
        assert isinstance(getattr(tables, field), model)
    assert rule_tables() is tables


def test_the_demo_battle_is_bundled() -> None:
    assert demo_battle_path() == resource_root() / "battles" / "demo.yaml"


def test_every_catalogue_entry_names_a_known_nation(catalogue: Catalogue, tables: RuleTables) -> None:
    unknown = [(e.id, e.nation) for e in catalogue if e.nation != "all" and e.nation not in tables.nations.nations]
    assert unknown == []


def test_the_bundled_catalogue_holds_every_file(catalogue: Catalogue) -> None:
    per_file = [read_catalogue_file(p) for p in sorted((resource_root() / "catalogue").glob("*.yaml"))]
    assert len(catalogue) == sum(len(entries) for entries in per_file)  # no id in two files
    assert catalogue["R"].kind is UnitKind.INFANTRY


# -- a user catalogue -----------------------------------------------------------------------------------

USER_CATALOGUE = """\
# My corrections and additions.
units:
  - {id: R, name: Rifle squad (veteran), nation: all, kind: infantry, infantry: {fir: 2, mf: 5, max_range: 500}}
  - {id: AENG, name: Assault engineers, nation: germany, kind: infantry,
     infantry: {fir: 3, mf: 6, max_range: 300, engineer: true}}
"""


def test_a_user_catalogue_merges_over_the_bundled_one_by_id(tmp_path: Path) -> None:
    user = tmp_path / "my_units.yaml"
    user.write_text(USER_CATALOGUE, encoding="utf-8")
    bundled = bundled_catalogue()
    merged = load_catalogue(user)
    assert merged["R"].name == "Rifle squad (veteran)" and merged["R"].infantry is not None
    assert merged["R"].infantry.fir == 2
    assert merged["AENG"].nation == "germany"
    assert len(merged) == len(bundled) + 1
    # A replaced entry keeps its place; a new one comes last; every other entry is the bundled one.
    assert merged.ids() == [*bundled.ids(), "AENG"]
    assert all(merged[i] == bundled[i] for i in bundled.ids() if i != "R")
    assert bundled["R"].name == "Rifle squad"  # the bundled catalogue itself is untouched


def test_an_empty_user_catalogue_changes_nothing(tmp_path: Path) -> None:
    user = tmp_path / "my_units.yaml"
    user.write_text("# nothing yet\n", encoding="utf-8")
    assert load_catalogue(user).ids() == bundled_catalogue().ids()


@pytest.mark.parametrize(
    "text, line, key, message",
    [
        (
            USER_CATALOGUE.replace("kind: infantry, infantry: {fir: 2", "kind: infantery, infantry: {fir: 2"),
            3,
            "units[0].kind",
            "'infantery' is not one of the choices here; did you mean 'infantry'?",
        ),
        (
            USER_CATALOGUE.replace("max_range: 300", "max_rnage: 300"),
            5,
            "units[1].infantry.max_rnage",
            "unknown key 'max_rnage' (did you mean 'max_range'?)",
        ),
        (USER_CATALOGUE.replace("id: AENG", "id: R"), 4, "units[1].id", "duplicate id 'R' (first at units[0])"),
        (
            USER_CATALOGUE.replace("fir: 2", "fir: -1"),
            3,
            "units[0].infantry.fir",
            "must be a whole number 0 or more (found -1)",
        ),
        (USER_CATALOGUE.replace("units:", "unit:"), 2, "unit", "unknown key 'unit' (did you mean 'units'?)"),
        (USER_CATALOGUE.replace("mf: 6,", "mf: 6"), 5, "", "not valid YAML"),
    ],
)
def test_a_broken_catalogue_file_names_file_line_and_key(
    text: str, line: int, key: str, message: str, tmp_path: Path
) -> None:
    user = tmp_path / "my_units.yaml"
    user.write_text(text, encoding="utf-8")
    with pytest.raises(DataFileError) as info:
        load_catalogue(user)
    problem = info.value.problems[0]
    assert (problem.source, problem.line, problem.key) == (str(user), line, key), str(info.value)
    assert problem.message.startswith(message)
    shown = problem.named or key  # the entry's id beside its place: units[0] (R).kind
    assert re.sub(r" \([^)]*\)", "", shown) == key
    where = f"{user}:{line}: {shown}: " if key else f"{user}:{line}: "
    assert str(info.value).startswith(where + message)


def test_a_missing_user_catalogue(tmp_path: Path) -> None:
    with pytest.raises(DataFileError) as info:
        load_catalogue(tmp_path / "gone.yaml")
    assert str(info.value) == f"{tmp_path / 'gone.yaml'}: no such file"


def test_a_broken_rules_table_names_file_line_and_key(tmp_path: Path) -> None:
    broken = (resource_root() / "rules" / "movement.yaml").read_text(encoding="utf-8")
    line = next(i for i, text in enumerate(broken.splitlines(), 1) if text.startswith('  "1:50":'))
    path = tmp_path / "movement.yaml"
    path.write_text(broken.replace('  "1:50":    {unit: in, A: 3,', '  "1:50":    {unit: in, A: -3,'), encoding="utf-8")
    with pytest.raises(DataFileError) as info:
        load_table(MovementTables, path, "resources/rules/movement.yaml")
    assert str(info.value) == (
        f"resources/rules/movement.yaml:{line}: rows.1:50.A: must be a number more than 0 (found -3)"
    )
    assert isinstance(info.value, InputError)


def test_an_empty_rules_table(tmp_path: Path) -> None:
    path = tmp_path / "movement.yaml"
    path.write_text("", encoding="utf-8")
    with pytest.raises(DataFileError, match=r"^resources/rules/movement.yaml: the file is empty$"):
        load_table(MovementTables, path, "resources/rules/movement.yaml")


def test_a_rules_table_with_bad_yaml_is_a_data_file_error(tmp_path: Path) -> None:
    path = tmp_path / "movement.yaml"
    path.write_text("rows: {\n", encoding="utf-8")
    with pytest.raises(DataFileError, match=r"^resources/rules/movement.yaml:2: not valid YAML"):
        load_table(MovementTables, path, "resources/rules/movement.yaml")


# -- packaging -------------------------------------------------------------------------------------------


@pytest.mark.slow
def test_an_installed_wheel_finds_its_own_resources(tmp_path: Path) -> None:
    wheels, target = tmp_path / "wheels", tmp_path / "installed"
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-input"]
    subprocess.run(
        [*pip, "wheel", "--no-deps", "-w", str(wheels), str(REPO)],
        check=True,
        capture_output=True,
        text=True,
    )
    (wheel,) = wheels.glob("morefire_gui-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    assert "morefire_gui/resources/rules/movement.yaml" in names
    assert "morefire_gui/resources/catalogue/infantry.yaml" in names

    subprocess.run(
        [*pip, "install", "--no-deps", "--target", str(target), str(wheel)], check=True, capture_output=True, text=True
    )
    # The venv's editable install is on sys.path too (after PYTHONPATH): the import must still come from
    # the installed copy, and that copy must find the data inside itself, not in the source tree.
    env = {**os.environ, "PYTHONPATH": str(target)}
    code = (
        "import morefire_gui; from morefire_gui.io.resources import resource_root, rule_tables; "
        "rule_tables(); print(morefire_gui.__file__); print(resource_root())"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=target, env=env, check=True, capture_output=True, text=True
    )
    module_file, root = result.stdout.splitlines()
    assert Path(module_file).resolve() == (target / "morefire_gui" / "__init__.py").resolve()
    assert Path(root).resolve() == (target / "morefire_gui" / "resources").resolve()
    assert (Path(root) / "rules" / "movement.yaml").is_file()


def test_a_user_catalogue_naming_an_unknown_nation_is_refused(tmp_path: Path) -> None:
    """A nation no force can be (``atlantis``) is refused when the file is read, with file, line and key; so is an
    unknown user."""
    from morefire_gui.io.resources import load_catalogue, read_catalogue_file

    mine = tmp_path / "mine.yaml"
    mine.write_text(
        "units:\n  - id: atl_rifle\n    name: Atlantean riflemen\n    nation: atlantis\n"
        "    kind: infantry\n    infantry: {fir: 2, mf: 1, max_range: 300}\n"
        "    users: [germany, lemuria]\n",
        encoding="utf-8",
    )
    for read in (read_catalogue_file, load_catalogue):
        with pytest.raises(DataFileError) as caught:
            read(mine)
        said = [str(p) for p in caught.value.problems]
        assert len(said) == 2
        assert "mine.yaml" in said[0] and ":4" in said[0] and "units[0] (atl_rifle).nation" in said[0]
        assert "unknown nation 'atlantis'" in said[0] and "vichy_france" in said[0]
        assert ":7" in said[1] and "units[0] (atl_rifle).users[1]" in said[1] and "'lemuria'" in said[1]
    mine.write_text(
        mine.read_text(encoding="utf-8").replace("atlantis", "all").replace(", lemuria", ""), encoding="utf-8"
    )
    assert read_catalogue_file(mine)[0].nation == "all"
