"""Setting the table image is an action: performed and committed by the session, undone by its one edit, allowed at
any time (the rules read nothing of it), refused when it changes nothing."""

from __future__ import annotations

from morefire_gui.model.actions import action_data, parse_action
from morefire_gui.model.actions.table import SetTableImage
from morefire_gui.model.table_image import FourCorners, TableImage
from morefire_gui.rules.dice import ScriptedDice
from tests.session.battles import make_session

IMAGE = TableImage(
    path="photos/t.jpg", opacity=0.5, calibration=FourCorners(corners=((10, 10), (500, 12), (505, 330), (8, 320)))
)


def test_set_undo_and_take_away_in_a_strict_battle_at_play() -> None:
    session = make_session(settings={"sequence": "strict"})
    session.battle.turn = 3  # play has begun: laying terrain would be refused now, the picture is not
    from morefire_gui.model.actions.table import PlaceTerrain
    from morefire_gui.model.battle import TerrainPiece

    woods = TerrainPiece(id="w9", kind="woods", polygon=((1, 1), (3, 1), (3, 3)))
    assert session.perform(PlaceTerrain(piece=woods)).refused
    committed = session.commit(session.perform(SetTableImage(image=IMAGE), ScriptedDice([])))
    assert committed is not None and committed.entries == ()  # a table edit: no log entry
    assert session.battle.table_image == IMAGE
    assert session.battle.actions[-1].action == action_data(SetTableImage(image=IMAGE))
    assert parse_action(session.battle.actions[-1].action) == SetTableImage(image=IMAGE)
    refused = session.perform(SetTableImage(image=IMAGE))
    assert refused.refused and refused.reason == "the table image is as it was"
    session.revert(committed.edit)
    assert session.battle.table_image is None and session.battle.actions == []
    session.commit(session.perform(SetTableImage(image=IMAGE)))
    session.commit(session.perform(SetTableImage()))
    assert session.battle.table_image is None
    assert SetTableImage().title() == "Table image taken away"
