"""Hot seat: while a side has the table, every action it takes is taken with its own units, batteries and aircraft, and
for itself alone (session/at_table.py, ``hand_refusal``): a shot, a spotting roll, infantry fire, a melee, an assault,
a suicide squad, an order, a barrage, a battery's or a gun's set-up, a registration point, an airstrike, a run, an
arrow, a tick by hand. Another side's is refused by the session before any die, naming it and why, strict or free, and
through ``morefire act`` and every command alike; the umpire's view acts with every one. What the rules give the other
side is kept: the target, a melee's defender, an assault's supporting fire, a counter-battery target."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from morefire_gui.cli import main
from morefire_gui.model.actions import Action
from morefire_gui.model.actions.aircraft import AircraftRun, Airstrike, TurnArrow
from morefire_gui.model.actions.artillery import (
    ArtilleryOrder,
    Barrage,
    BreakDownBattery,
    BreakDownGun,
    DefineBattery,
    DeleteBattery,
    OrderKind,
    PlotRegistrationPoint,
    RemoveRegistrationPoint,
    SetUpBattery,
    SetUpGun,
)
from morefire_gui.model.actions.direct_fire import DirectFire, Spot
from morefire_gui.model.actions.infantry import Assault, InfantryFire, Melee, ReclassifySuicideSquad
from morefire_gui.model.actions.turns import MarkActed
from morefire_gui.model.artillery import BatteryDefinition
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.play_kinds import PlayKind, acting_now, not_now_acting

DEMO = Path(__file__).resolve().parents[2] / "resources" / "battles" / "demo.yaml"
AIRCRAFT = """aircraft:
  - {id: air1, side: allies, type: il2, at: [20, 20], heading: 300, flown_heading: 0, runs: 1}
  - {id: air2, side: axis, type: ju87d, at: [40, 0], heading: 180, altitude: medium, attack: bomb}
"""

PEIPER, BRIGADE = "Kampfgruppe Peiper", "181st Tank Brigade"


def acts(unit: str) -> str:
    return (
        f"{unit} belongs to {PEIPER}, and the table is with {BRIGADE}: a player fires, spots, moves and acts only with "
        f"the units, batteries and aircraft of their own side (Players → Hand Over gives {PEIPER} the table)"
    )


FOR_ITSELF = (
    f"{BRIGADE} has the table and acts for itself, not for {PEIPER}: a player gives orders, fires barrages, flies "
    f"airstrikes, plots registration points and lays minefields only for their own side (Players → Hand Over gives "
    f"{PEIPER} the table)"
)


def battle(tmp_path: Path, at_table: str | None = "allies", sequence: str = "free") -> Path:
    text = DEMO.read_text(encoding="utf-8") + AIRCRAFT
    data = yaml.safe_load(text)
    data.setdefault("settings", {})["sequence"] = sequence
    if at_table is not None:
        data["at_table"] = at_table
    path = tmp_path / "battle.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


# Each kind of action the Axis's units, batteries or aircraft take, with the words that name who may not act.
AXIS_ACTS: list[tuple[Action, str]] = [
    (Spot(spotter="ge1", target="su1"), acts("Tiger 1")),
    (DirectFire(firer="ge1", target="su1"), acts("Tiger 1")),
    (DirectFire(firer="ge10", target="su1"), acts("PaK 40")),
    (InfantryFire(area=(20.0, 31.0), firers=("ge13",)), acts("2nd Squad")),
    (InfantryFire(area=(20.0, 31.0), firers=("su16", "ge13")), acts("2nd Squad")),  # one of the firers is enough
    (Melee(attacker="ge11", defender="su13"), acts("1st Squad")),
    (Assault(infantry="ge11", target="su1"), acts("1st Squad")),
    (ReclassifySuicideSquad(unit="ge11"), acts("1st Squad")),
    (ArtilleryOrder(side="axis", battery="bty1", at=(20.0, 40.0)), FOR_ITSELF),
    (ArtilleryOrder(side="allies", battery="bty1", at=(20.0, 40.0)), acts("a battery of Kampfgruppe Peiper")),
    (SetUpBattery(battery="bty2"), acts("a battery of Kampfgruppe Peiper")),
    (BreakDownBattery(battery="bty2"), acts("a battery of Kampfgruppe Peiper")),
    (SetUpGun(unit="ge10"), acts("PaK 40")),
    (BreakDownGun(unit="ge10"), acts("PaK 40")),
    (Barrage(side="axis", guns=4, calibre_mm=105, at=(20.0, 40.0)), FOR_ITSELF),
    (Barrage(side="allies", battery="bty1", at=(20.0, 40.0)), acts("a battery of Kampfgruppe Peiper")),
    (PlotRegistrationPoint(side="axis", at=(10.0, 40.0)), FOR_ITSELF),
    (RemoveRegistrationPoint(side="axis", n=1), FOR_ITSELF),
    (
        DefineBattery(battery=BatteryDefinition(id="bty9", side="axis", kind="off_board", guns=2, calibre_mm=81)),
        FOR_ITSELF,
    ),
    (DeleteBattery(battery="bty1"), acts("a battery of Kampfgruppe Peiper")),
    (Airstrike(side="axis", aircraft="ju87d", entry=(0.0, 10.0), heading=90.0), FOR_ITSELF),
    (AircraftRun(aircraft="air2"), acts("Junkers Ju 87 D-5 Stuka")),
    (TurnArrow(aircraft="air2", heading=200.0), acts("Junkers Ju 87 D-5 Stuka")),
    (MarkActed(actor="ge1"), acts("Tiger 1")),
    (MarkActed(actor="bty2"), acts("a battery of Kampfgruppe Peiper")),
]


@pytest.mark.parametrize("sequence", ["free", "strict"])
def test_every_kind_of_action_with_another_sides_own_is_refused_by_name(tmp_path: Path, sequence: str) -> None:
    session = BattleSession.open(battle(tmp_path, sequence=sequence))
    before = session.battle.state()
    rolled = len(session.dice.history)
    for action, words in AXIS_ACTS:
        refused = session.perform(action)
        assert refused.refused and refused.rule == "Hidden information", (action, refused.reason)
        assert refused.reason == words, action
        assert session.commit(refused) is None
    assert len(session.dice.history) == rolled  # refused before any die
    assert session.battle.state() == before and session.battle.actions == []


def test_the_umpires_view_acts_with_every_side(tmp_path: Path) -> None:
    """Nobody at the table: no action is refused for whose it is (some are for the rules' own reasons)."""
    session = BattleSession.open(battle(tmp_path, at_table=None))
    for action, _ in AXIS_ACTS:
        resolution = session.perform(action)
        assert resolution.rule != "Hidden information", (action, resolution.reason)
    for action in (
        Spot(spotter="ge7", target="su7"),
        MarkActed(actor="ge1"),
        MarkActed(actor="bty2"),
        ArtilleryOrder(side="axis", battery="bty1", at=(20.0, 40.0)),
        AircraftRun(aircraft="air2"),
    ):
        done = session.perform(action)
        assert done.accepted, (action, done.reason)
        session.commit(done)


def test_the_side_at_the_table_acts_with_its_own_against_the_other_sides(tmp_path: Path) -> None:
    """The Allies' own fire at the Axis's, their melee's defender, the Axis's supporting fire at their assault (3.2:
    "Supporting infantry/CSW can fire at the attackers") and their counter-battery fire at an Axis battery: none is
    refused for whose it is."""
    session = BattleSession.open(battle(tmp_path))
    own: list[Action] = [
        Spot(spotter="su1", target="ge1"),
        DirectFire(firer="su1", target="ge1"),
        InfantryFire(area=(35.0, 19.6), firers=("su16",)),
        Melee(attacker="su13", defender="ge11"),
        Assault(infantry="su13", target="ge1", support=("ge13", "ge14")),
        ArtilleryOrder(side="allies", battery="bty3", order=OrderKind.COUNTER_BATTERY, target="bty1"),
        Barrage(side="allies", battery="bty3", at=(14.0, 8.0)),
        AircraftRun(aircraft="air1"),
        MarkActed(actor="su1"),
    ]
    for action in own:
        resolution = session.perform(action)
        assert resolution.rule != "Hidden information", (action, resolution.reason)
    for action in (Spot(spotter="su7", target="ge7"), MarkActed(actor="su1"), AircraftRun(aircraft="air1")):
        done = session.perform(action)
        assert done.accepted, (action, done.reason)
        session.commit(done)


def test_the_phase_docks_act_and_the_dialogs_offers_leave_out_another_sides_units(tmp_path: Path) -> None:
    session = BattleSession.open(battle(tmp_path))
    assert list(acting_now(session, PlayKind.DIRECT_FIRE, ["ge1", "su1", "ge10", "su10"])) == ["su1", "su10"]
    theirs = not_now_acting(session, "ge1")
    assert theirs is not None and theirs.reason == acts("Tiger 1") and theirs.rule == "Hidden information"
    assert not_now_acting(session, "su1") is None
    umpire = BattleSession.open(battle(tmp_path, at_table=None))
    assert list(acting_now(umpire, PlayKind.DIRECT_FIRE, ["ge1", "su1"])) == ["ge1", "su1"]
    assert not_now_acting(umpire, "ge1") is None


def test_the_command_line_is_refused_alike(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = battle(tmp_path)
    out = tmp_path / "out.yaml"
    assert main(["fire", str(path), "ge1", "su1", "--apply", str(out)]) == 0
    assert acts("Tiger 1") in capsys.readouterr().out
    assert not yaml.safe_load(out.read_text(encoding="utf-8")).get("actions")
    action = tmp_path / "order.yaml"
    action.write_text("{kind: order, side: axis, battery: bty1, at: [20, 40]}\n", encoding="utf-8")
    assert main(["act", str(path), str(action), "--apply", str(out)]) == 0
    said = capsys.readouterr().out
    assert FOR_ITSELF in said and "refused, so nothing applied" in said
    assert main(["spot", str(path), "su1", "ge1", "--seed", "3", "--apply", str(out)]) == 0  # the Allies' own
    assert [a["action"]["kind"] for a in yaml.safe_load(out.read_text(encoding="utf-8"))["actions"]] == ["spot"]
