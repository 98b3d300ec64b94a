"""What battle files are called: NAME.mfb.yaml, and the names made from a battle's file."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.io.battle_names import BATTLE_SUFFIX, battle_file_name, battle_stem, with_battle_suffix
from morefire_gui.session.autosave import autosave_key


@pytest.mark.parametrize(
    "name, stem",
    [
        ("demo.yaml", "demo"),
        ("demo.mfb.yaml", "demo"),
        ("demo.yml", "demo"),
        ("Demo.MFB.YAML", "Demo"),
        ("v1.2 battle.yaml", "v1.2 battle"),
        (".mfb.yaml", ".mfb"),
        ("notes.txt", "notes"),
    ],
)
def test_a_battle_files_name_without_its_ending(name: str, stem: str) -> None:
    assert battle_stem(Path("/x") / name) == stem


def test_a_new_battle_is_named_after_its_title() -> None:
    assert battle_file_name("Demo: Prokhorovka road, July 1943") == "Demo Prokhorovka road July 1943.mfb.yaml"
    assert battle_file_name("Kursk: south / day 2") == "Kursk south day 2.mfb.yaml"
    assert battle_file_name("::") == "battle.mfb.yaml"
    assert battle_file_name("Курск") == "Курск.mfb.yaml"


def test_a_typed_name_gets_the_battle_ending_unless_it_has_a_yaml_one() -> None:
    assert with_battle_suffix(Path("/x/mine")) == Path("/x/mine" + BATTLE_SUFFIX)
    assert with_battle_suffix(Path("/x/mine.v2")) == Path("/x/mine.v2.mfb.yaml")
    assert with_battle_suffix(Path("/x/mine.yaml")) == Path("/x/mine.yaml")
    assert with_battle_suffix(Path("/x/mine.YML")) == Path("/x/mine.YML")
    assert with_battle_suffix(Path("/x/mine.mfb.yaml")) == Path("/x/mine.mfb.yaml")


def test_an_autosave_is_named_after_the_battle_without_mfb(tmp_path: Path) -> None:
    assert autosave_key(tmp_path / "hill.mfb.yaml").startswith("hill-")
    assert autosave_key(tmp_path / "hill.yaml").startswith("hill-")
    assert autosave_key(tmp_path / "hill.yaml") != autosave_key(tmp_path / "hill.mfb.yaml")
