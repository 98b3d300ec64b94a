"""``morefire render`` options: part of the table, no grid, no legend, a title block; the defaults unchanged."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from morefire_gui.cli import main
from morefire_gui.gui.printing import pages_in_pdf


def render(capsys: pytest.CaptureFixture[str], demo: Path, out: Path, *args: str) -> tuple[int, str]:
    code = main(["render", str(demo), "-o", str(out), "--width", "900", *args])
    return code, capsys.readouterr().err


def differing_pixels(a: QImage, b: QImage) -> int:
    assert (a.width(), a.height()) == (b.width(), b.height())
    return sum(1 for x in range(0, a.width(), 3) for y in range(0, a.height(), 3) if a.pixel(x, y) != b.pixel(x, y))


def test_the_defaults_draw_what_they_always_drew(capsys, demo_path: Path, tmp_path: Path) -> None:
    code, err = render(capsys, demo_path, tmp_path / "a.png")
    assert code == 0, err
    code, err = render(capsys, demo_path, tmp_path / "b.png", "--legend")
    assert code == 0, err
    a, b = QImage(str(tmp_path / "a.png")), QImage(str(tmp_path / "b.png"))
    assert a.width() == 900 and differing_pixels(a, b) == 0


def test_no_grid_and_no_legend(capsys, demo_path: Path, tmp_path: Path) -> None:
    render(capsys, demo_path, tmp_path / "grid.png")
    code, err = render(capsys, demo_path, tmp_path / "nogrid.png", "--no-grid")
    assert code == 0, err
    grid, nogrid = QImage(str(tmp_path / "grid.png")), QImage(str(tmp_path / "nogrid.png"))
    assert differing_pixels(grid, nogrid) > 50  # the grid lines and their numbers are gone
    code, err = render(capsys, demo_path, tmp_path / "nolegend.png", "--no-legend")
    assert code == 0, err
    nolegend = QImage(str(tmp_path / "nolegend.png"))
    # Without the legend panel the whole width is the board: 72 x 48 in with a 3% margin each side.
    assert nolegend.height() == pytest.approx(900 * (48 + 2 * 2.16) / (72 + 2 * 2.16), abs=2)
    assert nolegend.height() > grid.height()


def test_an_area_and_a_title_block(capsys, demo_path: Path, tmp_path: Path) -> None:
    code, err = render(capsys, demo_path, tmp_path / "area.png", "--area", "0,0,36,24", "--no-legend")
    assert code == 0, err
    area = QImage(str(tmp_path / "area.png"))
    assert area.height() == pytest.approx(900 * 24 / 36, abs=1)
    code, err = render(
        capsys, demo_path, tmp_path / "titled.png", "--area", "0,0,36,24", "--no-legend", "--title", "Kursk, turn 3"
    )
    assert code == 0, err
    titled = QImage(str(tmp_path / "titled.png"))
    assert titled.height() > area.height() + 20  # the title block sits above the board
    code, err = render(capsys, demo_path, tmp_path / "titled.svg", "--title", "Kursk, turn 3")
    assert code == 0, err
    svg = (tmp_path / "titled.svg").read_text(encoding="utf-8")
    assert ET.fromstring(svg).tag.endswith("svg") and "Kursk, turn 3" in svg and "Scale 1:50" in svg
    code, err = render(capsys, demo_path, tmp_path / "titled.pdf", "--title", "Kursk", "--area", "10,10,20,20")
    assert code == 0, err
    assert pages_in_pdf((tmp_path / "titled.pdf").read_bytes()) == 1


@pytest.mark.parametrize(
    "area, message",
    [
        ("0,0,100,24", "--area 0,0,100,24: the part of the table to draw must lie within the table, 0,0 to 72,48 in"),
        ("1,2,x,4", "four numbers"),
        ("1,2,3", "four numbers"),
        ("5,5,1,1", "north-west"),
        ("0,0,nan,4", "four numbers"),
    ],
)
def test_a_bad_area_exits_2_and_writes_nothing(
    capsys, demo_path: Path, tmp_path: Path, area: str, message: str
) -> None:
    code, err = render(capsys, demo_path, tmp_path / "bad.png", "--area", area)
    assert code == 2 and message in err
    assert not (tmp_path / "bad.png").exists()


def test_render_needs_no_screen(demo_path: Path, tmp_path: Path) -> None:
    """On a machine with no display (a server, ssh) and no platform chosen, the picture is still drawn."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = tmp_path / "board.png"
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from morefire_gui.cli import main; sys.exit(main())",
            "render",
            str(demo_path),
            "-o",
            str(out),
            "--width",
            "400",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert QImage(str(out)).width() == 400
