"""The board's tooltips as a German player reads them: a hill's level, a minefield's mines and a registration
point's side in German (the side by its name, or by its id said in the language when it has none)."""

from __future__ import annotations

from morefire_gui.gui.main_window import MainWindow
from morefire_gui.session.battle_session import BattleSession
from tests.gui.test_said import german  # noqa: F401 # the German fixture


def _unnamed(window: MainWindow) -> None:
    s = window.session
    battle = s.battle.model_copy(update={"sides": [x.model_copy(update={"name": None}) for x in s.battle.sides]})
    window.replace_session(BattleSession(battle, None, s.catalogue, s.tables))


def test_a_hills_level_in_german(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.replace_session(window.session)  # the board drawn again, in German
    tip = window.scene.terrain["h1"].toolTip()
    assert tip.endswith(" h1 · Hill 252.2 · Stufe 1") and "level" not in tip


def test_a_registration_point_names_its_side_in_german(german, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _unnamed(window)
    tips = {key: item.toolTip() for key, item in window.scene.registration_points.items()}
    assert tips[("allies", 1)] == "Vermessungspunkt #1 der Seite Alliierte: the crossroad bei 39,5 / 21,5"
    assert tips[("axis", 1)].startswith("Vermessungspunkt #1 der Seite Achse: the ford")


def test_a_registration_point_names_its_side_by_its_name(window: MainWindow) -> None:
    assert (
        window.scene.registration_points[("axis", 1)]
        .toolTip()
        .startswith("Registration point #1 of Kampfgruppe Peiper: the ford")
    )
