"""Hidden information in what the rules reach, in hot seat (tests/hidden_battle.py): the side at the table fires and
places its forces, and what comes of it tells nothing the other side hides.

- A unit of an island wave not landed is at sea (ISLAND A): a barrage or infantry fire landing where it will land does
  not reach it. Had it been rolled for, the firing side's own landing would have been kept from it as the other
  side's secret, and its mark gone from the board: a barrage with no entry tells that something is hidden there.
- Fire is read against what stands on the table for a hidden position, its marker's square: a barrage's zone or
  infantry fire's area that reaches the real tank's footprint (longer than the square, and turned as the tank faces)
  but not its marker does not reveal it; else the marker's being revealed would tell a tank from a squad or a fake,
  and which way it faces.
- Place Forces lays the side's counters as its player would, knowing only what the side knows (3.6): not round
  another side's deliberate minefield it has not found, nor saying that minefields were left out.
- Counters placed hidden stand as the markers the other side sees: all alike, in one formation, in an order the
  dice choose; a line of vehicles apart from the infantry's groups would tell which markers are tanks.
- Build Forces' budget, where no points were agreed, is worked out from the forces the side at the table knows of:
  grown by the points under the other side's markers, it would tell what they hide.

Each is read word for word and pixel for pixel against the same battle with the other side's secret elsewhere."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from morefire_gui.gui.dialogs.force_builder import ForceBuilderDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.settings import app_settings
from morefire_gui.model.actions.artillery import Barrage
from morefire_gui.model.actions.infantry import Firer, InfantryFire
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import SeededDice
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly
from tests.gui.test_a_landing_in_the_other_sides_view import log_words
from tests.gui.test_force_builder import buy, open_builder
from tests.gui.test_hidden_information import LEFT, STAMP, board_picture, hand_over, texts_of
from tests.hidden_battle import HIDDEN, REAL_AT, WAVE_AT, hidden_session

WAVE = HIDDEN["axis"]["wave"]  # the Axis' unit of the second wave, landing in turn 7: this is turn 1
ELSEWHERE = (10.0, 18.0)  # where it stands in the other battle, far from the fire
SQUAD = "su15"  # an Allied rifle squad, brought within range of where the wave will land


def opened(qtbot, session: BattleSession) -> MainWindow:  # type: ignore[no-untyped-def]
    app_settings().clear()  # (each battle in a window of its own, opened alike)
    w = MainWindow(session)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit_table()
    return w


def with_the_wave_at(demo_path: Path, at: tuple[float, float]) -> BattleSession:
    """The hot-seat battle, the Axis' wave not landed a rifle squad standing at ``at`` (where it will land)."""
    session = hidden_session(demo_path)
    b = session.battle
    b.units[b.unit_index(WAVE)] = b.unit(WAVE).model_copy(update={"type": "R", "at": at})
    b.units[b.unit_index(SQUAD)] = b.unit(SQUAD).model_copy(update={"at": (48.0, 30.0)})
    return session


FIRE = {
    "barrage": Barrage(side="allies", guns=4, calibre_mm=122, at=(47.5, 26.5), observed=True),
    "infantry fire": InfantryFire(area=WAVE_AT["axis"], firers=(Firer(unit=SQUAD),)),
}


@pytest.mark.parametrize("fire", FIRE)
def test_fire_where_a_wave_will_land_reads_as_fire_where_none_will(
    qtbot, demo_path: Path, monkeypatch, fire: str
) -> None:
    """The Allies, at the table, fire where the Axis' wave not landed stands (it lands in turn 7): their Log dock
    shows their fire, which rolls for nobody, and the board its mark; all of it reads and looks the same as in the
    battle with the wave far away. The wave is untouched."""
    monkeypatch.setattr(QDialog, "exec", lambda self: self.show() or 0)
    read = []
    for at in (WAVE_AT["axis"], ELSEWHERE):
        w = opened(qtbot, with_the_wave_at(demo_path, at))
        hand_over(qtbot, w, "axis")
        hand_over(qtbot, w, "allies")
        before = w.session.battle.unit(WAVE)
        w.session.dice = SeededDice(2)  # the same rolls in both battles
        assert w.act(FIRE[fire]).accepted
        last = w.log.battle_entries()[-1]  # the Allies' own fire, as their Log dock lists it
        assert last.startswith(("Turn 1: Barrage by 181st Tank Brigade", "Turn 1: Infantry fire into")), last
        assert last.endswith(("no unit in the zone", "no unit rolled for")), last
        assert w.session.battle.unit(WAVE) == before
        read.append(([STAMP.sub("", t) for t in texts_of(w)], board_picture(w)))
        for dialog in w.findChildren(QDialog):
            dialog.close()
        close_quietly(w)
    assert read[0][0] == read[1][0]
    assert read[0][1] == read[1][1]


# Fire whose zone's or area's west edge passes 0.05 in east of the real hidden tank's marker (REAL_AT, half an inch
# square): over its footprint, which reaches 0.13 in beyond the square (tests/hidden_battle.py's Panther).
BY_THE_MARKER = {
    "barrage": Barrage(side="allies", guns=4, calibre_mm=122, at=(REAL_AT[0] + 2.3, REAL_AT[1]), observed=True),
    "infantry fire": InfantryFire(area=(REAL_AT[0] + 1.3, REAL_AT[1]), firers=(Firer(unit=SQUAD),)),
}


@pytest.mark.parametrize("fire", BY_THE_MARKER)
def test_fire_beside_a_marker_reads_the_same_whatever_it_hides(qtbot, demo_path: Path, monkeypatch, fire: str) -> None:
    """The Allies, at the table, fire beside the Axis' real hidden tank's marker, over the tank's footprint but not the
    marker: the marker is not revealed, the Log dock shows fire at no unit, and all of it reads and looks the same as
    in the battle where that marker is a fake and the tank stands elsewhere, facing another way."""
    monkeypatch.setattr(QDialog, "exec", lambda self: self.show() or 0)
    read = []
    for swapped in (None, "axis"):
        session = hidden_session(demo_path, swapped)
        b = session.battle
        b.units[b.unit_index(SQUAD)] = b.unit(SQUAD).model_copy(update={"at": (REAL_AT[0] + 1.0, REAL_AT[1] + 4.0)})
        w = opened(qtbot, session)
        hand_over(qtbot, w, "axis")
        hand_over(qtbot, w, "allies")
        w.session.dice = SeededDice(2)  # the same rolls in both battles; the barrage lands where it is aimed
        assert w.act(BY_THE_MARKER[fire]).accepted
        last = w.log.battle_entries()[-1]
        assert last.endswith(("no unit in the zone", "no unit rolled for")), last
        assert all(
            u.has(Status.HIDDEN)
            for u in w.session.battle.units
            if u.id in (HIDDEN["axis"]["real"], HIDDEN["axis"]["fake"])
        )
        read.append(([STAMP.sub("", t) for t in texts_of(w)], board_picture(w)))
        for dialog in w.findChildren(QDialog):
            dialog.close()
        close_quietly(w)
    assert read[0][0] == read[1][0]
    assert read[0][1] == read[1][1]


MINES = HIDDEN["axis"]["mines"]


def with_the_minefield_at(demo_path: Path, x: float, y: float) -> BattleSession:
    """The hot-seat battle, the Axis' deliberate minefield (not found by the Allies) 10 by 3 inches from (x, y)."""
    session = hidden_session(demo_path)
    b = session.battle
    piece = b.piece(MINES)
    polygon = ((x, y), (x + 10, y), (x + 10, y + 3), (x, y + 3))
    b.terrain[b.terrain.index(piece)] = piece.model_copy(update={"polygon": polygon})
    return session


def test_place_forces_lays_the_counters_knowing_nothing_of_a_minefield_not_found(
    qtbot, demo_path: Path, builders: list[ForceBuilderDialog]
) -> None:
    """The Allies, at the table, agree on 3000 points, buy six rifle squads and press Place Forces, the Axis' deliberate
    minefield in their quarter of the table: the squads stand where they stand in the battle with the minefield far
    away, and the Allies' entry, which says where they were laid, says nothing of minefields left out."""
    laid, said = [], []
    for corner in ((30.0, 44.0), (5.0, 5.0)):
        w = opened(qtbot, with_the_minefield_at(demo_path, *corner))
        hand_over(qtbot, w, "axis")
        hand_over(qtbot, w, "allies")
        dialog = open_builder(w, builders)
        dialog.points.setValue(3000)  # the battle the players agree on
        buy(dialog, qtbot, "allies", "R", 6)
        before = len(w.session.battle.units)
        qtbot.mouseClick(dialog.place_button, LEFT)
        assert dialog.placed
        battle = w.session.battle
        laid.append([u.at for u in battle.units[before:]])
        assert battle.log[-1].kind == "forces" and battle.log[-1].side == "allies"
        words = log_words(w)  # every entry of the Log dock, as clicking it explains it
        assert "6 counters in the quarter of the table at its south edge" in words
        assert "minefield" not in words.lower()
        said.append(STAMP.sub("", words))
        close_quietly(w)
    assert laid[0] == laid[1] and len(laid[0]) == 6
    assert said[0] == said[1]


def test_build_forces_budget_tells_nothing_of_what_the_markers_hide(
    qtbot, demo_path: Path, tmp_path: Path, builders: list[ForceBuilderDialog], capsys
) -> None:
    """The Allies, at the table, open Build Forces in the battle where the Axis' hidden tank is a Panther and in the
    one where it is a Panzer IV (a hundred points fewer): the points the defender starts from and every limit the
    dialog shows read the same; so do the budgets of ``morefire forces --side allies`` on the battle saved so."""
    from tests.equivalence import cli_json

    read, budgets = [], []
    for n, tank in enumerate(("panther_g", "pz4h")):
        session = hidden_session(demo_path)
        b = session.battle
        b.units[b.unit_index(HIDDEN["axis"]["real"])] = b.unit(HIDDEN["axis"]["real"]).model_copy(update={"type": tank})
        w = opened(qtbot, session)
        hand_over(qtbot, w, "axis")
        hand_over(qtbot, w, "allies")
        dialog = open_builder(w, builders)
        assert dialog.tabs.count() == 1
        read.append((dialog.points.value(), dialog.checks_text(), dialog.panels["allies"].spent.text()))
        dialog.close()
        path = tmp_path / f"battle{n}.yaml"
        w.session.save(path)
        budgets.append(cli_json("forces", path, "--side", "allies", capsys=capsys)["budgets"])
        close_quietly(w)
    assert read[0] == read[1]
    assert budgets[0] == budgets[1]
    assert read[0][0] == budgets[0]["allies"]  # the window and the command line start from the same budget


def test_markers_placed_hidden_stand_alike_whatever_they_hide(qtbot, builders: list[ForceBuilderDialog]) -> None:
    """TARAWA: the Japanese, at the table, buy eleven actual positions placed hidden, with the six fake markers the
    scenario gives, and press Place Forces: a Chi-Ha and ten rifle squads, or eleven rifle squads. The Americans, handed
    the table, see the same board either way, the markers standing alike; the Japanese see theirs."""
    from morefire_gui.model.battle import Battle
    from tests.session.test_forces import battle_data

    pictures, read = [], []
    for bought in ((("type97_chiha", 1), ("R", 10)), (("R", 11),)):
        data = battle_data(special="tarawa", axis="japan", allies="usa", attacker="allies", ratio=(3, 1))
        w = opened(qtbot, BattleSession(Battle.model_validate(data)))
        hand_over(qtbot, w, "axis")
        dialog = open_builder(w, builders)
        dialog.points.setValue(1000)
        for unit_type, count in bought:
            buy(dialog, qtbot, "axis", unit_type, count)
        assert dialog.panels["axis"].hidden.isChecked() and dialog.panels["axis"].fakes.value() == 6
        qtbot.mouseClick(dialog.place_button, LEFT)
        assert dialog.placed, dialog.checks_text()
        assert sum(u.has(Status.HIDDEN) for u in w.session.battle.units) == 17
        hand_over(qtbot, w, "allies")
        w.set_tool("select")
        pictures.append(board_picture(w))
        read.append([STAMP.sub("", t) for t in texts_of(w)])
        close_quietly(w)
    assert read[0] == read[1]
    assert pictures[0] == pictures[1]
