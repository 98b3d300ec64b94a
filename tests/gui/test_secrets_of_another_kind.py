"""Hidden information in hot seat, against secrets of another kind (tests/hidden_battle.py): the Allies' player reads
the board and its tools in the same battle with the Axis' hidden tank of another type and facing, its fake marker a
machine gun's rather than a rifle squad's, its wave not landed another unit standing elsewhere, and its deliberate
minefield of other mines elsewhere, in advanced line of sight (the sight line's heights and its profile shown). What
is read where the secrets lie, and where they lie in the other battle, is the same word for word and pixel for
pixel: the counters' names and where they slide to, the ruler and the profile of sight, the line of fire and the
fire dialog (what blocks the line), a spot's entry, the Move tool's preview over the minefield, the template's list
of the units in its circle, an Allied barrage landed beside the real marker (its caption and its zone's tooltip),
and the overview map zoomed in. A guard: it passes on the code it came with."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from morefire_gui.gui.features.los_profile import LosProfileFeature
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.settings import app_settings
from morefire_gui.model.actions.artillery import Barrage
from morefire_gui.model.actions.direct_fire import Spot
from morefire_gui.model.terms import MineType
from morefire_gui.rules.dice import SeededDice
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly, to_view
from tests.gui.test_hidden_information import LEFT, NONE, STAMP, board_picture, drag, hand_over, texts_of
from tests.gui.test_overview_map import zoomed_in
from tests.hidden_battle import AXIS_SECRETS, FAKE_AT, HIDDEN, REAL_AT, WAVE_AT, hidden_session, secrets_in

AXIS = HIDDEN["axis"]
MINES_AT = {"first": (30.0, 27.0), "other": (62.0, 14.0)}  # the Axis' minefield's north-west corner in each battle
WAVE_IN = {"first": WAVE_AT["axis"], "other": (10.0, 18.0)}


def battle(demo_path: Path, which: str) -> BattleSession:
    """The hot-seat battle (``first``), or the same with the Axis' secrets of another kind (``other``); in advanced
    line of sight."""
    session = hidden_session(demo_path)
    b = session.battle
    b.settings = b.settings.model_copy(update={"los": b.settings.los.model_copy(update={"advanced": True})})
    if which == "other":
        b.units[b.unit_index(AXIS["real"])] = b.unit(AXIS["real"]).model_copy(update={"type": "pz4h", "facing": 10.0})
        b.units[b.unit_index(AXIS["fake"])] = b.unit(AXIS["fake"]).model_copy(update={"type": "MMG"})
        b.units[b.unit_index(AXIS["wave"])] = b.unit(AXIS["wave"]).model_copy(
            update={"type": "R", "at": WAVE_IN["other"]}
        )
        x, y = MINES_AT["other"]
        mines = b.piece(AXIS["mines"])
        b.terrain[b.terrain.index(mines)] = mines.model_copy(
            update={"polygon": ((x, y), (x + 4, y), (x + 4, y + 2), (x, y + 2)), "mines": MineType.AP}
        )
    return session


def read(qtbot, w: MainWindow, into: dict[str, tuple[list[str], object]], name: str) -> None:  # type: ignore[no-untyped-def]
    into[name] = ([STAMP.sub("", t) for t in texts_of(w)], board_picture(w))


def close_dialogs(w: MainWindow) -> None:
    for dialog in w.findChildren(QDialog):
        dialog.close()
        dialog.setParent(None)


def read_everything(qtbot, w: MainWindow) -> dict[str, tuple[list[str], object]]:  # type: ignore[no-untyped-def]
    """The Allies' player, handed the table, reads the board and drives its tools over where the Axis' secrets lie
    in either battle."""
    b = w.session.battle
    out: dict[str, tuple[list[str], object]] = {}
    read(qtbot, w, out, "handed over")
    w.feature(LosProfileFeature).dock.show()
    w.set_tool("measure")
    sp, su3 = b.unit("su7").at, b.unit("su3").at
    middles = {k: (x + 2.0, y + 1.0) for k, (x, y) in MINES_AT.items()}
    for name, (start, end) in {
        "ruler to the real marker": (sp, REAL_AT),
        "ruler to the fake": (sp, FAKE_AT),
        "ruler over the first minefield": (su3, middles["first"]),
        "ruler over the other minefield": (sp, middles["other"]),
        "ruler to the first wave": (sp, WAVE_IN["first"]),
        "ruler to the other wave": (sp, WAVE_IN["other"]),
    }.items():
        drag(qtbot, w, start, end)
        read(qtbot, w, out, name)
    w.set_tool("fire")
    for name, at in (("fire at the real marker", REAL_AT), ("fire at the fake", FAKE_AT)):
        drag(qtbot, w, sp, at)  # the fire dialog opens on release
        read(qtbot, w, out, name)
        close_dialogs(w)
    # A spot whose line crosses where the minefield lies in the first battle: its entry names what blocks it.
    w.session.dice = SeededDice(5)
    assert w.act(Spot(spotter="su3", target="ge11")).accepted
    read(qtbot, w, out, "a spot across the minefield")
    w.set_tool("move")
    vp = w.view.viewport()
    for name, (uid, end) in {
        "moving over the first minefield": ("su3", middles["first"]),
        "moving over the other minefield": ("su7", middles["other"]),
    }.items():
        a, z = to_view(w, *b.unit(uid).at), to_view(w, *end)
        qtbot.mousePress(vp, LEFT, NONE, a)
        for i in range(1, 6):
            qtbot.mouseMove(vp, a + (z - a) * (i / 5))
        read(qtbot, w, out, name)  # the preview, before the release that would move it
        qtbot.keyClick(vp, Qt.Key.Key_Escape)
        qtbot.mouseRelease(vp, LEFT, NONE, z)
        while w.undo_stack.canUndo():
            w.undo_stack.undo()
        close_dialogs(w)
    w.set_tool("template")
    for name, at in (
        ("template on the first wave", WAVE_IN["first"]),
        ("template on the other wave", WAVE_IN["other"]),
        ("template on the first minefield", middles["first"]),
        ("template on the real marker", REAL_AT),
    ):
        qtbot.mouseClick(vp, LEFT, NONE, to_view(w, *at))
        read(qtbot, w, out, name)
    w.set_tool("select")
    w.session.dice = SeededDice(1)  # lands 50 yards off, the real marker outside its zone
    assert w.act(Barrage(side="allies", guns=4, calibre_mm=122, at=(REAL_AT[0] - 4.0, REAL_AT[1]), observed=True))
    read(qtbot, w, out, "a barrage landed beside the real marker")
    close_dialogs(w)
    zoomed_in(qtbot, w)  # the overview map in the board's corner: the whole table small
    qtbot.wait(300)  # painted
    assert w.view.overview.isVisible()
    out["the overview map"] = ([], w.view.overview.grab().toImage())
    return out


def test_the_other_sides_secrets_of_another_kind_read_the_same(qtbot, demo_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(QDialog, "exec", lambda self: self.show() or 0)  # every dialog a tool opens stays to be read
    runs = []
    for which in ("first", "other"):
        app_settings().clear()  # (each battle in a window of its own, opened alike)
        w = MainWindow(battle(demo_path, which))
        w.resize(1400, 900)
        w.show()
        qtbot.waitExposed(w)
        w.view.fit_table()
        hand_over(qtbot, w, "axis")
        hand_over(qtbot, w, "allies")
        runs.append(read_everything(qtbot, w))
        close_quietly(w)
    first, other = runs
    assert list(first) == list(other)
    for name in first:
        assert secrets_in(first[name][0], AXIS_SECRETS) == [], name
        assert first[name][0] == other[name][0], name
        assert first[name][1] == other[name][1], name
    landed = first["a barrage landed beside the real marker"][0]
    assert any(t.startswith("Barrage by 181st Tank Brigade — impact") for t in landed)  # it did land, and is read
