"""Render the app icon's PNGs from its SVG with Qt: packaging/icons/org.morefire.BattleManager-256.png and -512.png.

    .venv/bin/python packaging/render_icons.py            # write them (commit the result)
    .venv/bin/python packaging/render_icons.py --check    # exit 1 if they are missing or differ in size

The SVG (resources/icons/morefire.svg) is the one source; the PNGs are for desktops and stores that want
bitmaps. Run headless with QT_QPA_PLATFORM=offscreen.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "org.morefire.BattleManager"
SOURCE = ROOT / "resources" / "icons" / "morefire.svg"
SIZES = (256, 512)


def render_svg(svg: Path, size: int) -> QImage:
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def target(size: int) -> Path:
    return ROOT / "packaging" / "icons" / f"{APP_ID}-{size}.png"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the PNGs exist at their sizes")
    args = parser.parse_args()
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - fonts and images need it
    for size in SIZES:
        out = target(size)
        if args.check:
            image = QImage(str(out))
            if image.isNull() or (image.width(), image.height()) != (size, size):
                print(f"{out}: missing or not {size} x {size}; run packaging/render_icons.py", file=sys.stderr)
                return 1
            continue
        out.parent.mkdir(parents=True, exist_ok=True)
        if not render_svg(SOURCE, size).save(str(out)):
            print(f"cannot write {out}", file=sys.stderr)
            return 1
        print(out.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
