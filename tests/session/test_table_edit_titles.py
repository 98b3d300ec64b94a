"""A change to the table is named in the log by the session, from what it changes, whoever takes it: a change given
no words reads as Select & Move's drag and turn, the terrain tool's move, turn and hill keys, and a gun's designation
read in the window ("Move Tiger 1 5.0 in", "Turn Tiger 1 to 90°", "Move Woods"); the words go into the action's
record, so that a replay and the undo history read them too; a unit is named as every side may read it; the words a
saved battle's action already holds are kept."""

from __future__ import annotations

from pathlib import Path

import yaml

from morefire_gui.model.actions import action_data
from morefire_gui.model.actions.table import ChangeSettings, ChangeTerrain, ChangeUnits
from morefire_gui.model.terms import Status
from morefire_gui.rules.artillery.terms import DeploymentState
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.names import action_title
from morefire_gui.session.replay import Replayer
from tests.hidden_battle import HIDDEN, REAL_AT, hidden_session


def _demo(demo_path: Path) -> BattleSession:
    return BattleSession.open(demo_path)


def _units_moved(s: BattleSession, offsets: dict[str, tuple[float, float]]) -> ChangeUnits:
    return ChangeUnits(
        units=tuple(
            u.model_copy(update={"at": (u.at[0] + dx, u.at[1] + dy)})
            for uid, (dx, dy) in offsets.items()
            if (u := s.battle.unit(uid)) is not None
        )
    )


def test_a_counter_moved_with_no_words_is_logged_with_its_name_and_distance(demo_path: Path) -> None:
    s = _demo(demo_path)
    resolution = s.perform(_units_moved(s, {"ge1": (3.0, 4.0)}))
    assert resolution.accepted and resolution.text == "Move Tiger 1 5.0 in"
    committed = s.commit(resolution)
    assert committed is not None and committed.edit.text == "Move Tiger 1 5.0 in"  # Edit -> Undo's name for it
    # The record keeps the words: a replay and the undo list read them as the log did.
    assert s.battle.actions[-1].action["text"] == "Move Tiger 1 5.0 in"
    assert action_title(s, ChangeUnits.model_validate(s.battle.actions[-1].action)) == "Move Tiger 1 5.0 in"


def test_counters_moved_together_share_one_distance_and_apart_none(demo_path: Path) -> None:
    s = _demo(demo_path)
    together = s.perform(_units_moved(s, {"ge1": (0.0, 2.0), "ge2": (0.0, 2.0)}))
    assert together.text == "Move Tiger 1, Tiger 2 2.0 in"
    apart = s.perform(_units_moved(s, {"ge1": (0.0, 2.0), "ge2": (0.0, 3.0)}))
    assert apart.text == "Move Tiger 1, Tiger 2"


def test_a_counter_turned_with_no_words_is_logged_with_its_facing(demo_path: Path) -> None:
    s = _demo(demo_path)
    tiger = s.battle.unit("ge1")
    assert s.perform(ChangeUnits(units=(tiger.model_copy(update={"facing": 90.0}),))).text == "Turn Tiger 1 to 90°"
    # Each to a facing of its own (Q and E turn each counter by a step from where it faced): no one facing said.
    other = s.battle.unit("ge2")
    both = ChangeUnits(
        units=(
            tiger.model_copy(update={"facing": tiger.facing + 15}),
            other.model_copy(update={"facing": (other.facing + 15) % 360 + 1}),
        )
    )
    assert s.perform(both).text == "Turn Tiger 1, Tiger 2"
    # Any other change keeps the words it had.
    moved_and_turned = tiger.model_copy(update={"at": (20.0, 10.0), "facing": 90.0})
    assert s.perform(ChangeUnits(units=(moved_and_turned,))).text == "Change Tiger 1"
    # One counter's properties (as its Properties dialog changes them): named as it was read before.
    assert s.perform(ChangeUnits(units=(tiger.model_copy(update={"name": "Wittmann"}),))).text == "Edit Tiger 1"
    marked = tiger.model_copy(update={"facing": 90.0, "status": (Status.SUPPRESSED,)})
    assert s.perform(ChangeUnits(units=(marked,))).text == "Edit Tiger 1"


def test_a_gun_designated_in_transit_is_logged_as_the_window_offers_it(demo_path: Path) -> None:
    s = _demo(demo_path)
    pak = s.battle.unit("ge10")
    in_transit = pak.model_copy(update={"deployment": DeploymentState.IN_TRANSIT})
    resolution = s.perform(ChangeUnits(units=(in_transit,)))
    assert resolution.text == "PaK 40 starts the battle in transit"
    s.commit(resolution)
    deployed = s.battle.unit("ge10").model_copy(update={"deployment": None})
    assert s.perform(ChangeUnits(units=(deployed,))).text == "PaK 40 starts the battle deployed"


def test_a_hidden_position_moved_is_not_named_to_the_other_side(demo_path: Path) -> None:
    s = hidden_session(demo_path)
    real = s.battle.unit(HIDDEN["axis"]["real"])
    assert real.at == REAL_AT
    moved = real.model_copy(update={"at": (REAL_AT[0], REAL_AT[1] + 2.0)})
    resolution = s.perform(ChangeUnits(units=(moved,)))
    assert resolution.accepted and resolution.text == "Move a hidden position 2.0 in"
    turned = real.model_copy(update={"facing": 45.0, "name": "Wittmann's Panther"})
    renamed = s.perform(ChangeUnits(units=(turned,)))
    assert renamed.accepted and renamed.text == "Edit a hidden position"


def test_terrain_moved_turned_and_raised_is_logged_as_the_terrain_tool_says_it(demo_path: Path) -> None:
    s = _demo(demo_path)
    w2, h5 = s.battle.piece("w2"), s.battle.piece("h5")
    assert s.perform(ChangeTerrain(pieces=(w2.moved_by(2.0, 1.0), h5.moved_by(2.0, 1.0)))).text == "Move Woods, Hill"
    from morefire_gui.geometry.shapes import piece_centre, rotated_points

    turned = w2.with_points(rotated_points(w2.points(), 15.0, piece_centre(w2)))
    assert s.perform(ChangeTerrain(pieces=(turned,))).text == "Turn Woods +15°"
    assert s.perform(ChangeTerrain(pieces=(h5.model_copy(update={"level": 2}),))).text == "Hill level up"
    renamed = w2.model_copy(update={"name": "Birch wood"})
    assert s.perform(ChangeTerrain(pieces=(renamed,))).text == "Edit Woods"  # as its Properties dialog edits it
    both = (renamed, h5.model_copy(update={"name": "Hill 100"}))
    assert s.perform(ChangeTerrain(pieces=both)).text == "Change Birch wood, Hill 100"


def test_words_a_saved_battle_gives_its_change_are_kept_and_replayed(demo_path: Path, tmp_path: Path) -> None:
    # As an older version wrote Battle.move_unit's change, with the unit's id.
    s = _demo(demo_path)
    old = _units_moved(s, {"ge1": (3.0, 4.0)}).model_copy(update={"text": "Move ge1"})
    s.commit(s.perform(old))
    path = s.save(tmp_path / "old.yaml")
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data["actions"][0]["action"]["text"] == "Move ge1"
    again = BattleSession.open(path)
    assert action_title(again, ChangeUnits.model_validate(again.battle.actions[0].action)) == "Move ge1"
    step = Replayer(again).forward()
    assert step is not None and step.same and step.title == "1. Move ge1"
    # The next change, given no words, is named by the session.
    assert again.perform(_units_moved(again, {"ge1": (0.0, -4.0)})).text == "Move Tiger 1 4.0 in"


def test_the_window_and_the_command_line_record_the_same_words(demo_path: Path) -> None:
    # The words written into the record, taken again by `morefire act` from the same start, are the session's own:
    # the record is the same.
    first, second = _demo(demo_path), _demo(demo_path)
    first.commit(first.perform(_units_moved(first, {"ge1": (3.0, 4.0)})))
    recorded = first.battle.actions[-1].action
    assert recorded["text"] == "Move Tiger 1 5.0 in"
    second.commit(second.perform(ChangeUnits.model_validate(recorded)))
    assert second.battle.actions[-1].action == recorded == action_data(ChangeUnits.model_validate(recorded))


def test_a_minefield_laid_and_the_settings_changed_are_named_as_the_window_names_them(demo_path: Path) -> None:
    from morefire_gui.model.actions.table import PlaceTerrain
    from morefire_gui.model.battle import TerrainPiece
    from morefire_gui.model.terms import MineType, TerrainKind

    s = _demo(demo_path)
    mines = TerrainPiece(
        id="mf9",
        kind=TerrainKind.MINEFIELD,
        mines=MineType.AT,
        owner="axis",
        polygon=((35.0, 40.5), (37.0, 40.5), (37.0, 41.5), (35.0, 41.5)),
    )
    assert s.perform(PlaceTerrain(piece=mines)).text == "Lay hasty AT minefield of Kampfgruppe Peiper"
    campaign = s.battle.settings.model_copy(update={"campaign": True})
    resolution = s.perform(ChangeSettings(settings=campaign))
    assert resolution.text == resolution.log[0].title == "Campaign battle on"
    s.commit(resolution)
    assert s.battle.actions[-1].action["text"] == "Campaign battle on"
    sight = s.battle.settings.model_copy(update={"los": s.battle.settings.los.model_copy(update={"advanced": True})})
    assert s.perform(ChangeSettings(settings=sight)).text == "Advanced line of sight on"
