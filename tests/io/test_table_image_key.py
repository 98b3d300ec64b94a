"""The battle file's ``table_image``: read, written back, each bad value refused at its line; its file found from the
battle file's folder, and a missing one said, not fatal."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.errors import BattleFileError, UsageError
from morefire_gui.io.battle_file import battle_to_yaml, parse_battle
from morefire_gui.model.table_image import FourCorners, TwoPoints
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.tables import RuleTables
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.table_image import image_file, image_reference, missing_image

HEAD = (
    'format: morefire-battle\nversion: 1\ntable: {width: 72, depth: 48, unit: in}\nscale: "1:50"\nsides:\n'
    "  - {id: axis, nation: germany, edge: north}\n  - {id: allies, nation: ussr, edge: south}\n"
)


def load(text: str, catalogue: Catalogue, tables: RuleTables):  # type: ignore[no-untyped-def]
    return parse_battle(text, "b.yaml", catalogue, tables)


def test_both_calibrations_are_read_and_written_back(catalogue: Catalogue, tables: RuleTables) -> None:
    text = HEAD + (
        "table_image:\n  path: photos/table.jpg\n  opacity: 0.4\n"
        "  calibration: {points: [[112, 80], [1790, 96]], distance: 72, origin: [-1.5, -1.2]}\n"
    )
    battle = load(text, catalogue, tables)
    image = battle.table_image
    assert image is not None and image.path == "photos/table.jpg" and image.opacity == 0.4
    assert isinstance(image.calibration, TwoPoints) and image.calibration.origin == (-1.5, -1.2)
    assert load(battle_to_yaml(battle), catalogue, tables).table_image == image
    corners = (
        HEAD + "table_image:\n  path: a.png\n  calibration: {corners: [[30, 40], [700, 20], [720, 470], [15, 430]]}\n"
    )
    image = load(corners, catalogue, tables).table_image
    assert image is not None and isinstance(image.calibration, FourCorners) and image.opacity == 0.6
    assert "table_image" not in battle_to_yaml(load(HEAD, catalogue, tables))


@pytest.mark.parametrize(
    ("image", "line", "message"),
    [
        (
            "  path: /home/me/table.jpg\n  calibration: {corners: [[0, 0], [9, 0], [9, 9], [0, 9]]}\n",
            9,
            "table_image.path: the image's path is written from the battle file's folder",
        ),
        (
            "  path: table.gif\n  calibration: {corners: [[0, 0], [9, 0], [9, 9], [0, 9]]}\n",
            9,
            "table_image.path: a table image is a PNG or JPEG file",
        ),
        (
            "  path: t.png\n  opacity: 2\n  calibration: {corners: [[0, 0], [9, 0], [9, 9], [0, 9]]}\n",
            10,
            "table_image.opacity: must be a number 1 or less (found 2)",
        ),
        (
            "  path: t.png\n  calibration: {corners: [[0, 0], [9, 9], [9, 0], [0, 9]]}\n",
            10,
            "the four corners must be the table's corners in turn",
        ),
        (
            "  path: t.png\n  calibration: {points: [[5, 5], [5, 5]], distance: 10}\n",
            10,
            "the two points must be different points of the image",
        ),
        (
            "  path: t.png\n  calibration: {points: [[5, 5], [50, 5]], distance: -1}\n",
            10,
            "table_image.calibration.distance: must be a number more than 0 (found -1)",
        ),
    ],
)
def test_a_bad_value_is_refused_at_its_line(
    image: str, line: int, message: str, catalogue: Catalogue, tables: RuleTables
) -> None:
    with pytest.raises(BattleFileError) as err:
        load(HEAD + "table_image:\n" + image, catalogue, tables)
    text = str(err.value)
    assert f"b.yaml:{line}: " in text and message in text, text


def test_the_file_is_found_from_the_battles_folder_and_a_missing_one_is_said(tmp_path: Path, demo_path: Path) -> None:
    session = BattleSession.open(demo_path)
    battle_path = tmp_path / "games" / "b.mfb.yaml"
    assert image_reference(battle_path, tmp_path / "games" / "photos" / "t.JPG") == "photos/t.JPG"
    assert image_reference(battle_path, tmp_path / "maps" / "t.png") == "../maps/t.png"
    with pytest.raises(UsageError, match="save the battle first"):
        image_reference(None, tmp_path / "t.png")
    with pytest.raises(UsageError, match="PNG or JPEG"):
        image_reference(battle_path, tmp_path / "t.bmp")
    from morefire_gui.model.table_image import TableImage

    session.battle.table_image = TableImage(
        path="../maps/t.png", calibration=TwoPoints(points=((0, 0), (10, 0)), distance=5)
    )
    session.path = battle_path
    assert image_file(session.battle, battle_path) == tmp_path / "games" / ".." / "maps" / "t.png"
    assert missing_image(session) is not None and "table image '../maps/t.png' not found" in missing_image(session)
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / "t.png").write_bytes(b"")
    (tmp_path / "games").mkdir()
    assert missing_image(session) is None
