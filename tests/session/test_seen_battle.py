"""The battle as one side may hold it (``BattleSession.seen_by``): what every export in a side's view draws, and what
a remote side's client would be handed; and the log entries a commit keeps to a hidden position's side."""

from __future__ import annotations

from pathlib import Path

import pytest

from morefire_gui.io.battle_file import battle_to_data, battle_to_yaml
from morefire_gui.model.actions.direct_fire import Spot
from morefire_gui.model.actions.forces import BuyForces, UnitPick
from morefire_gui.model.battle import Unit
from morefire_gui.model.terms import Status
from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.visibility import MARKER_TYPE, UMPIRE, view_of

AXIS_SECRETS = ("ge11", "fake1", "bty1", "bty2", "the ford", "the bridge", "knoll top")


@pytest.fixture
def session(demo_path: Path) -> BattleSession:
    s = BattleSession.open(demo_path)
    b = s.battle
    b.units[b.unit_index("ge11")] = b.unit("ge11").with_status(Status.HIDDEN)
    b.units.append(Unit(id="fake1", side="axis", type="R", at=(50.0, 20.0), status=(Status.HIDDEN,), decoy=True))
    return s


def test_the_umpires_view_is_the_battle_itself(session: BattleSession) -> None:
    assert session.seen_by(None) is session and session.seen_by(UMPIRE) is session
    assert session.seen_by(view_of(session.battle, "axis")) is not session


def test_a_sides_seen_battle_holds_none_of_the_other_sides_secrets(session: BattleSession) -> None:
    seen = session.seen_by(view_of(session.battle, "allies"))
    assert seen.path is None  # a battle of its own: nothing is saved
    markers = [u for u in seen.battle.units if u.type == MARKER_TYPE]
    assert sorted(u.id for u in markers) == ["hidden1", "hidden2"]
    assert all(u.facing == 0 and u.name is None and u.status == (Status.HIDDEN,) for u in markers)
    assert {b.side for b in seen.battle.batteries} == {"allies"}
    assert seen.battle.side("axis").registration_points == ()
    text = battle_to_yaml(seen.battle)
    for secret in AXIS_SECRETS:
        assert secret not in text, secret
    assert "bty3" in text and len(seen.battle.side("allies").registration_points) == 2  # its own secrets stay
    assert seen.battle.dice_seed != session.battle.dice_seed  # the seed would tell the rolls to come
    assert session.battle.unit("ge11").has(Status.HIDDEN)  # the battle itself is not changed


def test_which_marker_is_real_is_not_told_by_its_id(session: BattleSession) -> None:
    """The markers are numbered by where they stand: swapping the real and the fake gives the same seen battle."""
    first = session.seen_by(view_of(session.battle, "allies")).battle
    b = session.battle
    real, fake = b.unit("ge11"), b.unit("fake1")
    b.units[b.unit_index("ge11")] = real.model_copy(update={"at": fake.at, "facing": 123.0})
    b.units[b.unit_index("fake1")] = fake.model_copy(update={"at": real.at})
    second = session.seen_by(view_of(b, "allies")).battle
    assert battle_to_data(first)["units"] == battle_to_data(second)["units"]


def test_an_entry_naming_a_position_still_hidden_is_kept_to_its_side(session: BattleSession) -> None:
    resolution = session.perform(Spot(spotter="ge11", target="su1"), ScriptedDice([6] * 4))
    assert resolution.accepted and not resolution.log[0].secret
    committed = session.commit(resolution)
    entry = committed.entries[0]
    assert entry.secret and entry.side == "axis"  # ge11 spotting gives nothing away
    assert not view_of(session.battle, "allies").shows_entry(entry)
    assert view_of(session.battle, "axis").shows_entry(entry)


def test_what_a_side_bought_is_its_own(demo_path: Path) -> None:
    session = BattleSession.open(demo_path)
    resolution = session.perform(BuyForces(side="axis", units=(UnitPick(type="R", count=1),)))
    assert resolution.accepted, resolution.refusal
    entry = session.commit(resolution).entries[0]
    assert entry.secret and entry.side == "axis"
    assert entry not in session.seen_by(view_of(session.battle, "allies")).battle.log


def _holding_action(session: BattleSession, real: tuple[float, float], fake: tuple[float, float]) -> None:
    from morefire_gui.model.scenario import MissionSpec, VpLocation, VpValues
    from morefire_gui.rules.scenario.terms import Mission, VpKind

    b = session.battle
    b.mission = MissionSpec(kind=Mission.HOLDING_ACTION, attacker="allies", defender="axis")
    values = VpValues(standard=50, retained=50, captured=50)
    b.vp_locations = [
        VpLocation(id="a", kind=VpKind.CROSSROAD, at=real, values=values),
        VpLocation(id="b", kind=VpKind.CROSSROAD, at=fake, values=values),
    ]


def test_a_sides_score_does_not_tell_a_real_marker_from_a_fake(demo_path: Path) -> None:
    """Scoring with hidden positions (docs/rules-notes.md): the Allied score of locations on the Axis real hidden tank
    and on its fake is the same, and the same with the two swapped; the umpire's score counts the real one only."""
    from morefire_gui.session.scenario import NOT_KNOWN, score_in_view
    from tests.hidden_battle import FAKE_AT, REAL_AT, hidden_session

    scores = []
    for swapped in (None, "axis"):
        s = hidden_session(demo_path, swapped)
        _holding_action(s, REAL_AT, FAKE_AT)
        scores.append(score_in_view(s, view_of(s.battle, "allies")))
        umpire = {c.id: c.controller for c in score_in_view(s, None).locations}
        real, fake = ("b", "a") if swapped else ("a", "b")
        assert umpire[real] is not None and umpire[fake] is None  # the true score: the check can fail
    first, second = scores
    assert first == second
    assert [(c.controller, c.reason) for c in first.locations] == [(None, NOT_KNOWN)] * 2


def test_a_counters_number_tells_nothing_hidden(demo_path: Path) -> None:
    """Of the Axis' two unnamed SdKfz 251s one is hidden: the one in plain sight is "SdKfz 251" in every view and in
    the seen battle alike (no number that would tell a second); its owner reads the hidden one as the second. Once
    it is revealed, both are numbered."""
    from morefire_gui.session.names import unit_label, unit_name

    s = BattleSession.open(demo_path)
    b = s.battle
    b.units[b.unit_index("ge9")] = b.unit("ge9").with_status(Status.HIDDEN)
    entry = s.catalogue.get("sdkfz251")
    for side in (None, "axis", "allies"):
        view = view_of(b, side)
        assert unit_name(s, "ge8", view) == entry.name and unit_label(s, "ge8", view) == entry.code
        seen = s.seen_by(view)
        assert unit_name(seen, "ge8") == entry.name and unit_label(seen, "ge8") == entry.code
    assert unit_name(s, "ge9", view_of(b, "axis")) == f"{entry.name} 2"
    b.units[b.unit_index("ge9")] = b.unit("ge9").with_status(Status.HIDDEN, on=False)
    assert [unit_label(s, u, view_of(b, "allies")) for u in ("ge8", "ge9")] == [f"{entry.code} 1", f"{entry.code} 2"]


def test_a_new_minefields_id_tells_nothing_of_one_not_found(demo_path: Path) -> None:
    """A minefield laid in the Allied view is counted among the Allies' own ids: the same id whether or not the Axis
    has a deliberate minefield the Allies have not found, whatever its id."""
    from morefire_gui.model.battle import TerrainPiece
    from morefire_gui.model.terms import MineType, TerrainKind
    from morefire_gui.session.minefields import lay_minefield

    made = []
    for secret in (None, "mf1", "almf1x", "axmf1"):
        s = BattleSession.open(demo_path)
        if secret is not None:
            square = ((30.0, 27.0), (34.0, 27.0), (34.0, 29.0), (30.0, 29.0))
            mines = TerrainPiece(
                id=secret, kind=TerrainKind.MINEFIELD, mines=MineType.AT, owner="axis", deliberate=True, polygon=square
            )
            s.battle.terrain.append(mines)
        laid = lay_minefield(s, (60.0, 20.0), MineType.AP, by="allies").piece
        axis = lay_minefield(s, (60.0, 30.0), MineType.AT, owner="axis").piece
        made.append(laid.id)
        assert axis.id.startswith("axmf")
    assert made == ["almf1"] * 4


def test_the_seen_battle_saves_and_opens_again(session: BattleSession, tmp_path: Path) -> None:
    """What a remote side's client is handed: saved, it opens again as the same seen battle, which knows whose view
    it is and which units are markers; the markers are of no side it was seen by."""
    from morefire_gui.io.battle_file import save_battle

    seen = session.seen_by(view_of(session.battle, "allies"))
    path = tmp_path / "seen.yaml"
    save_battle(seen.battle, path, keep_backup=False)
    opened = BattleSession.open(path)
    assert opened.battle.seen_by == "allies" and opened.seen_as is not None and opened.seen_as.side == "allies"
    markers = {u.id for u in opened.battle.units if u.type == MARKER_TYPE}
    assert markers == {"hidden1", "hidden2"} == set(opened.seen_as.masked_units)
    assert battle_to_data(opened.battle) == battle_to_data(seen.battle)
    assert opened.seen_by(view_of(opened.battle, "allies")) is opened  # nothing more to take away


def test_the_umpires_score_counts_no_wave_still_at_sea() -> None:
    """ISLAND A: a unit of a wave not landed yet is not on the table. The umpire's score, every side's and the score
    recorded for everyone leave it out alike: a location it stands on is nobody's until its wave lands."""
    from morefire_gui.model.scenario import MissionSpec, VpLocation, VpValues
    from morefire_gui.rules.scenario.terms import Mission, VpKind
    from morefire_gui.session.scenario import score_in_view
    from morefire_gui.session.visibility import not_landed_units
    from tests.session.test_fake_markers import island

    session = island()
    b = session.battle
    b.mission = MissionSpec(kind=Mission.HOLDING_ACTION, attacker="allies", defender="axis")
    values = VpValues(standard=50, retained=50, captured=50)
    b.vp_locations = [
        VpLocation(id="landed", kind=VpKind.CROSSROAD, at=b.unit("w1").at, values=values),
        VpLocation(id="at_sea", kind=VpKind.CROSSROAD, at=b.unit("w2").at, values=values),
    ]
    b.units = [u for u in b.units if u.id != "w3"]  # 1000 yards off: the two locations stay apart
    assert "w2" in not_landed_units(b) and "w1" not in not_landed_units(b)
    scores = [score_in_view(session, view) for view in (None, view_of(b, "allies"), view_of(b, "axis"))]
    for score in scores:
        held = {c.id: c.controller for c in score.locations}
        assert held["at_sea"] is None or held["at_sea"] == held["landed"]
    umpire, allies, axis = scores
    assert umpire.attacker_vp == allies.attacker_vp == axis.attacker_vp
    assert umpire.defender_vp == allies.defender_vp == axis.defender_vp
