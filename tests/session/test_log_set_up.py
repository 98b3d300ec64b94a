"""Which log entries are the set-up's: those written before play began (turn 1's first step, no action of play
committed), whoever writes them; the entries of play are under their turn (docs/rules-notes.md, "Sequence of play —
the set-up in the log")."""

from __future__ import annotations

from morefire_gui.model.actions import parse_action
from morefire_gui.model.log import LogEntry
from morefire_gui.session.log_headings import entry_step, heading_order, in_set_up, log_heading
from tests.session.battles import make_session

TANK = {"id": "t", "side": "axis", "type": "tank", "at": [10, 10]}


def test_an_entry_written_before_play_is_the_set_ups_and_one_written_in_play_is_its_turns() -> None:
    session = make_session(units=[TANK])
    bought = session.record("forces", "Forces bought")
    assert bought.set_up is True and (bought.turn, bought.phase) == (1, "movement.road")  # where the rules read it
    assert in_set_up(bought) and log_heading(bought) == "Set-up" and heading_order(bought) == 0
    assert entry_step(session.tables.sequence, bought) == ""
    later = session.record("note", "A later turn's", turn=3)  # given another turn: that turn's
    assert later.set_up is None and log_heading(later) == "Turn 3" and heading_order(later) == 3
    moved = session.commit(session.perform(parse_action({"kind": "move", "unit": "t", "path": [[10, 10], [10, 12]]})))
    assert moved is not None and moved.entries
    [move] = moved.entries
    assert move.set_up is None and log_heading(move) == "Turn 1" and heading_order(move) == 1
    assert entry_step(session.tables.sequence, move) == "Movement 1: road movement"
    # Once play has begun, nothing written in turn 1 is the set-up's.
    assert session.record("note", "After the move").set_up is None


def test_an_entry_without_a_turn_is_listed_before_the_first_turn() -> None:
    entry = LogEntry(seq=1, at="2026-12-05T10:00:00+00:00", kind="note", title="Laid out by hand")
    assert in_set_up(entry) and log_heading(entry) == "Set-up"


def test_each_recorded_action_is_the_set_ups_as_the_entries_it_wrote_are() -> None:
    from morefire_gui.session.log_headings import taken_in_set_up

    session = make_session(units=[TANK, {**TANK, "id": "t2", "at": [20, 10]}])
    taken = [
        {"kind": "place_terrain", "piece": {"id": "w1", "kind": "woods", "polygon": [[1, 1], [3, 1], [3, 3]]}},
        {"kind": "sequence", "mode": "strict"},  # an entry of its own, the set-up's
        {"kind": "sequence", "mode": "free"},
        {"kind": "move", "unit": "t", "path": [[10, 10], [10, 12]]},  # play begins
        {"kind": "remove_terrain", "ids": ["w1"]},  # the table changed in play: written for the opponent to read
    ]
    for action in taken:
        assert session.commit(session.perform(parse_action(action))) is not None, action
    assert taken_in_set_up(session.battle) == [True, True, True, False, False]
    assert [bool(r.log) for r in session.battle.actions] == [False, True, True, True, True]
    for record, set_up in zip(session.battle.actions, taken_in_set_up(session.battle), strict=True):
        for seq in record.log:
            assert in_set_up(session.battle.log[seq - 1]) is set_up
