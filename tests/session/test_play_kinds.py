"""Whether a battle takes a kind of action now, asked before anyone is chosen to act (session/play_kinds.py): a strict
battle in the steps the rules give the kind, with the words the action itself is refused with elsewhere; a free
battle always."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.model.actions.aircraft import Airstrike
from morefire_gui.model.actions.direct_fire import Spot
from morefire_gui.model.actions.infantry import Melee
from morefire_gui.model.battle import SequenceMode
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.play_kinds import PlayKind, not_now, window_of


def demo(demo_path: Path, strict: bool) -> BattleSession:
    session = BattleSession.open(demo_path)
    if strict:
        b = session.battle
        b.settings = b.settings.model_copy(update={"sequence": SequenceMode.STRICT})
    return session


def test_a_free_battle_takes_every_kind_in_every_step(demo_path: Path) -> None:
    session = demo(demo_path, strict=False)
    for step in session.tables.sequence.step_ids():
        session.battle.step = step
        assert all(not_now(session, kind) is None for kind in PlayKind), step


def test_a_strict_battle_takes_a_kind_in_its_steps_only(demo_path: Path) -> None:
    session = demo(demo_path, strict=True)
    for step in session.tables.sequence.step_ids():
        session.battle.step = step
        for kind in PlayKind:
            assert (not_now(session, kind) is None) == (step in window_of(kind).steps), (step, kind)


@pytest.mark.parametrize(
    ("kind", "action", "step"),
    [
        (
            PlayKind.AIRCRAFT_RUN,
            Airstrike(side="axis", aircraft="ju87d", entry=(0.0, 10.0), heading=90),
            "fire.infantry",
        ),
        (PlayKind.SPOTTING, Spot(spotter="ge7", target="su10"), "movement.road"),
        (PlayKind.MELEE, Melee(attacker="su13", defender="ge11"), "artillery.orders"),
    ],
)
def test_the_refusal_is_the_one_the_action_gets(
    demo_path: Path, kind: PlayKind, action: Airstrike | Spot | Melee, step: str
) -> None:
    session = demo(demo_path, strict=True)
    session.battle.step = step
    why = not_now(session, kind)
    assert why is not None
    resolution = session.preview(action)
    assert resolution.refused and resolution.reason == why.reason
    assert why.text == f"Rule {window_of(kind).rule}: {why.reason}"
