"""The README's and the docs' pictures of the board's features, taken from the real window on a screen of the size
asked for: this opens the window as a first start lays it out, sets up one feature with seeded dice, and keeps the
window open for a screen grab (``import -window root``, or any screenshot tool), e.g. on a virtual X screen:

    xvfb-run -s "-screen 0 1366x768x24" .venv/bin/python tools/feature_screens.py window &
    sleep 8; import -window root docs/images/window.png

The features: ``window`` (the ruler from Tiger 2, selected, to T-34 #3), ``counters`` (the counters close up, with their status
marks), ``rings`` (a PaK 40's and a T-34's range rings), ``profile`` (the line-of-sight profile of Tiger 1's line to
the T-70), ``place-forces`` (an ISLAND landing after Place Forces), ``snow`` (a winter battle's ground and its
legend), ``table-image`` (a photo taken at an angle under the board); ``dark`` and ``german``, the ruler's picture in
the dark look and in German. Each battle is a copy in a folder of its own.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QPointF, QSettings, Qt, QTimer
from PySide6.QtTest import QTest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
SEED = 7  # the dice of every picture: the same picture every time
LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def island_battle(folder: Path) -> Path:
    """An ISLAND battle (seed 3): the attacker's three waves and the defender bought and placed by Place Forces."""
    from morefire_gui.cli import main as cli_main
    from morefire_gui.session.battle_session import BattleSession

    start, half, done = folder / "island.yaml", folder / "half.yaml", folder / "placed.yaml"
    cli_main(["scenario", "--special", "island", "--seed", "3", "--create", str(start)])
    mission = BattleSession.open(start).battle.mission
    assert mission is not None
    waves = "R:8@1,MMG:2@1,m4a1:2@1,R:6@2,LMG:2@2,m4a1:1@2,R:6@3,m4a1:1@3"
    cli_main(["forces", str(start), "--side", mission.attacker, "--buy", waves, "--place", "--apply", str(half)])
    buy = "R:12,MMG:3,LMG:2,type97_chiha:2"
    cli_main(["forces", str(half), "--side", mission.defender, "--buy", buy, "--place", "--apply", str(done)])
    return done


def snow_battle(folder: Path) -> Path:
    from morefire_gui.cli import main as cli_main

    out = folder / "snow.yaml"
    cli_main(
        [
            "scenario",
            *("--theatre", "russia", "--season", "winter", "--conditions", "snow", "--terrain", "farmland"),
            *("--seed", "4", "--create", str(out)),
        ]
    )
    return out


Corners = tuple[tuple[float, float], tuple[float, float], tuple[float, float], tuple[float, float]]


def photo_of(battle: Path, out: Path) -> Corners:
    """A 'photo' of the table taken at an angle: the battle drawn without its counters, in perspective, on a floor;
    the four corners of the table in it (north-west first)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF, QTransform

    from morefire_gui.gui.render import render_battle
    from morefire_gui.session.battle_session import BattleSession

    session = BattleSession.open(battle)
    session.battle.units = []
    flat = out.with_name("flat.png")
    render_battle(session, flat, 1100, grid=False, legend=False)
    image = QImage(str(flat))
    corners: Corners = ((170.0, 90.0), (1030.0, 120.0), (1120.0, 690.0), (60.0, 650.0))
    w, h = image.width(), image.height()
    margin = 1100 / 76  # the picture's margin round the table (render_battle: 2% of the table's width)
    table = QPolygonF([QPointF(margin, margin), QPointF(w - margin, margin), QPointF(w - margin, h - margin)])
    table.append(QPointF(margin, h - margin))
    photo = QImage(1200, 780, QImage.Format.Format_RGB32)
    photo.fill(QColor("#6e5a46"))  # the floor
    painter = QPainter(photo)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    transform = QTransform()
    QTransform.quadToQuad(table, QPolygonF([QPointF(*c) for c in corners]), transform)
    painter.setTransform(transform)
    painter.drawImage(QRectF(0, 0, w, h), image)
    painter.end()
    photo.save(str(out))
    return corners


def main() -> int:
    feature = sys.argv[1] if len(sys.argv) > 1 else "window"
    scratch = Path(tempfile.mkdtemp(prefix="morefire-screens-"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(scratch / "settings"))
    os.environ["MOREFIRE_DATA_DIR"] = str(scratch / "data")
    from morefire_gui.gui.app import make_application
    from morefire_gui.gui.main_window import MainWindow
    from morefire_gui.io.resources import demo_battle_path
    from morefire_gui.rules.dice import SeededDice
    from morefire_gui.session.battle_session import BattleSession

    app = make_application(["morefire"], language="de" if feature == "german" else "en")
    if feature == "dark":
        from morefire_gui.gui.theme import Theme, apply_theme

        apply_theme(app, Theme.DARK)
    battle = scratch / "demo.yaml"
    shutil.copy(demo_battle_path(), battle)
    corners: Corners | None = None
    if feature == "place-forces":
        battle = island_battle(scratch)
    elif feature == "snow":
        battle = snow_battle(scratch)
    elif feature == "table-image":
        # The photo of the whole table; the battle with only its hills and its road traced over it so far.
        (scratch / "photos").mkdir()
        corners = photo_of(battle, scratch / "photos" / "table.jpg")
        from morefire_gui.io.battle_file import save_battle
        from morefire_gui.model.terms import TerrainKind

        traced = BattleSession.open(battle)
        kept = (TerrainKind.HILL, TerrainKind.ROAD)
        traced.battle.terrain = [p for p in traced.battle.terrain if p.kind in kept]
        save_battle(traced.battle, battle)
    session = BattleSession.open(battle)
    session.dice = SeededDice(SEED)
    window = MainWindow(session)
    window.show()

    def settle() -> None:
        for _ in range(8):
            app.processEvents()

    def at(x: float, y: float):  # type: ignore[no-untyped-def]
        return window.view.mapFromScene(QPointF(x, y))

    def drag(a: tuple[float, float], b: tuple[float, float]) -> None:
        vp = window.view.viewport()
        QTest.mousePress(vp, LEFT, NONE, at(*a))
        for i in range(1, 9):
            QTest.mouseMove(vp, at(a[0] + (b[0] - a[0]) * i / 8, a[1] + (b[1] - a[1]) * i / 8))
        QTest.mouseRelease(vp, LEFT, NONE, at(*b))

    def unit_at(uid: str) -> tuple[float, float]:
        unit = window.session.battle.unit(uid)
        assert unit is not None
        return unit.at

    def setup() -> None:
        settle()
        window.view.fit_table()
        settle()
        if feature in ("window", "dark", "german"):
            window.scene.units["ge2"].setSelected(True)  # its sheet in the Selected dock: what the ruler starts from
            window.set_tool("measure")
            drag(unit_at("ge2"), unit_at("su3"))
        elif feature == "counters":
            from morefire_gui.model.actions.table import ChangeUnits
            from morefire_gui.model.terms import Status

            marked = {
                "ge1": (Status.SPOTTED,),
                "ge3": (Status.IMMOBILIZED,),
                "ge4": (Status.DESTROYED,),
                "ge5": (Status.DEFILADE,),
                "ge13": (Status.SUPPRESSED,),
                "ge14": (Status.HIDDEN,),
            }
            units = []
            for uid, status in marked.items():
                unit = window.session.battle.unit(uid)
                assert unit is not None
                units.append(unit.model_copy(update={"status": status}))
            window.act(ChangeUnits(units=tuple(units), text="Marks for the picture"))
            # The German line close up: a zoom at which the squares stand on their vehicles' footprints.
            centre = window.view.mapFromScene(QPointF(23.0, 9.0))
            window.view.zoom_by(2.6, at=QPointF(centre))
            window.scene.units["ge2"].setSelected(True)
        elif feature == "rings":
            from morefire_gui.gui.features.range_rings import RangeRingsFeature

            for uid in ("ge10", "su3"):
                window.scene.units[uid].setSelected(True)
            rings = window.feature(RangeRingsFeature)
            assert isinstance(rings, RangeRingsFeature)
            rings.action.trigger()
        elif feature == "profile":
            window.advanced_los_action.trigger()
            window.set_tool("measure")
            drag(unit_at("ge1"), unit_at("su9"))
        elif feature == "table-image":
            from morefire_gui.model.actions.table import SetTableImage
            from morefire_gui.model.table_image import FourCorners, TableImage

            assert corners is not None
            image = TableImage(path="photos/table.jpg", opacity=0.8, calibration=FourCorners(corners=corners))
            window.act(SetTableImage(image=image))
            window.set_tool("terrain")
        settle()

    QTimer.singleShot(300, setup)
    code = app.exec()
    shutil.rmtree(scratch, ignore_errors=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
