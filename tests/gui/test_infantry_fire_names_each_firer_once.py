"""Infantry Fire's "Before firing" pane names each firer once, as who may act does: a unit of no name of its own is
named by its type already ("Light machine gun (Kampfgruppe Peiper)"), so its type is not said again beside it; a
unit with a name of its own is named as the roster names it ("1st Squad", not "1st Squad (R)"), what it fires as said
only where it is not the unit itself (an HQ's fire). In English and in German."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.conftest import close_quietly
from tests.gui.test_infantry_gui import dialogs  # noqa: F401 # the fixture
from tests.gui.test_said import german  # noqa: F401 # the fixture


@pytest.fixture
def with_hq(qtbot, demo_path: Path, tmp_path: Path):  # type: ignore[no-untyped-def]
    """The demo battle with a headquarters of no name of its own beside 1st Squad and the light machine gun."""
    text = demo_path.read_text(encoding="utf-8").replace(
        "  - {id: ge13,", "  - {id: ge99, side: axis, type: HQ, at: [39, 20.5], facing: 180}\n  - {id: ge13,", 1
    )
    path = tmp_path / "hq.yaml"
    path.write_text(text, encoding="utf-8")
    window = MainWindow(BattleSession.open(path))
    window.show()
    qtbot.waitExposed(window)
    yield window
    close_quietly(window)


def _plan(window: MainWindow) -> str:
    # 1st Squad, the light machine gun and the headquarters in Vasilyevka, at an area they do not see: each is
    # named on its row, with why it does not fire.
    dialog = InfantryFireDialog(window.session, window, (39.5, 23), ["ge11", "ge12", "ge99"])
    return dialog.plan_view.toPlainText()


def test_before_firing_names_a_unit_of_no_name_once(with_hq, dialogs) -> None:  # type: ignore[no-untyped-def]
    plan = _plan(with_hq)
    # A name of its own, as the roster shows it, and nothing after it: it fires as what it is, a rifle squad.
    assert with_hq.roster._items["ge11"].text(0) == "1st Squad"
    assert "\n1st Squad\n" in plan and "(R)" not in plan
    assert "Light machine gun (Kampfgruppe Peiper)\n" in plan and "(LMG)" not in plan
    assert "\nAdministrative section (HQ)\n" in plan


def test_before_firing_names_a_unit_of_no_name_once_in_german(with_hq, dialogs, german) -> None:  # type: ignore[no-untyped-def]
    plan = _plan(with_hq)
    assert "\n1st Squad\n" in plan and "(R)" not in plan
    assert "Leichtes MG (Kampfgruppe Peiper)\n" in plan and "(LMG)" not in plan
    assert "\nStabstrupp (HQ)\n" in plan
