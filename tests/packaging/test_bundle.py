"""The frozen app (make package): started headless from its folder on the demo battle, it renders the board,
shows the window and exits 0. Run by ``make test-package``, which builds the bundle and points
MOREFIRE_BUNDLE at it; skipped otherwise (building takes a minute)."""

from __future__ import annotations

import os
import subprocess
import time
import xml.etree.ElementTree as ET
from importlib import metadata
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

BUNDLE = os.environ.get("MOREFIRE_BUNDLE")
pytestmark = pytest.mark.skipif(not BUNDLE, reason="the frozen app is tested by make test-package")
DEMO = Path(__file__).resolve().parents[2] / "resources" / "battles" / "demo.yaml"
# Qt modules the app does not use: none of their libraries may be in the bundle.
UNUSED_QT = ("Qml", "Quick", "WebEngine", "3D", "NetworkAuth", "Multimedia", "Pdf", "Sql", "Designer", "OpenGL")


def run(tmp_path: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    assert BUNDLE is not None
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "MOREFIRE_DATA_DIR": str(tmp_path / "data"),
        "HOME": str(tmp_path),
    }
    env.pop("PYTHONPATH", None)
    # From a folder that is not the source tree, so that nothing can come from it.
    return subprocess.run(
        [str(Path(BUNDLE) / "morefire"), *args], capture_output=True, text=True, env=env, timeout=timeout, cwd=tmp_path
    )


def test_the_bundle_renders_the_demo_battle(tmp_path: Path) -> None:
    done = run(tmp_path, "render", str(DEMO), "-o", "board.png", "--width", "1000")
    assert done.returncode == 0, done.stderr
    image = QImage(str(tmp_path / "board.png"))
    assert image.width() == 1000 and image.height() > 400
    colours = {image.pixel(x, y) for x in range(0, 1000, 20) for y in range(0, image.height(), 20)}
    assert len(colours) > 20  # the table, its terrain and counters, not a blank
    for suffix in ("svg", "pdf"):
        done = run(
            tmp_path,
            "render",
            str(DEMO),
            "-o",
            f"board.{suffix}",
            "--title",
            "Smoke test",
            "--area",
            "0,0,36,24",
            "--no-legend",
        )
        assert done.returncode == 0, done.stderr
    assert ET.parse(tmp_path / "board.svg").getroot().tag.endswith("svg")
    assert (tmp_path / "board.pdf").read_bytes().startswith(b"%PDF")


def test_the_bundle_shows_the_window_and_exits(tmp_path: Path) -> None:
    start = time.perf_counter()
    done = run(tmp_path, "gui", str(DEMO), "--exit-after-show")
    elapsed = time.perf_counter() - start
    assert done.returncode == 0, done.stderr
    assert "window shown: Demo: Prokhorovka road" in done.stdout
    assert elapsed < 30


def test_the_bundle_knows_its_version_and_its_data(tmp_path: Path) -> None:
    done = run(tmp_path, "--version")
    assert done.returncode == 0 and done.stdout.strip() == f"morefire {metadata.version('morefire-gui')}"
    done = run(tmp_path, "los", str(DEMO), "ge2", "su3")
    assert done.returncode == 0 and "LOS blocked" in done.stdout, done.stderr
    done = run(tmp_path, "catalog", "--nation", "ussr")
    assert done.returncode == 0 and "T-34" in done.stdout


def test_the_bundle_carries_only_the_qt_it_uses() -> None:
    assert BUNDLE is not None
    files = [p for p in Path(BUNDLE).rglob("*") if p.is_file()]
    names = [p.name for p in files]
    for module in ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtPrintSupport", "QtNetwork"):
        assert any(n.startswith(f"libQt6{module[2:]}.so") for n in names), module
    unused = [n for n in names if n.startswith("libQt6") and any(n.startswith(f"libQt6{m}") for m in UNUSED_QT)]
    assert unused == []
    # Qt's own translations only for the app's languages, beside the app's; the GTK theme keeps a dark desktop dark.
    # English's own catalogue holds its plural forms ("1 gun", "4 guns").
    assert {p.name for p in files if p.suffix == ".qm"} == {"qtbase_de.qm", "morefire_de.qm", "morefire_en.qm"}
    assert "libqgtk3.so" in names
    assert any(p.name == "demo.yaml" for p in files)
