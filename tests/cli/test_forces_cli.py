"""``morefire forces``, run as a player or a script would run it: every limit shown met or broken, a refusal with
its rule (exit 0), ``--place`` laying the forces out as Place Forces does and ``--apply`` writing them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from morefire_gui.io.battle_file import save_battle
from morefire_gui.model.battle import Battle
from tests.equivalence import run_cli
from tests.session.test_forces import battle_data


def start(tmp_path: Path, **kw: Any) -> Path:
    path = tmp_path / "start.yaml"
    save_battle(Battle.model_validate(battle_data(**kw)), path)
    return path


def forces(capsys, *args: Any) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    code, out, err = run_cli("forces", *args, "--json", capsys=capsys)
    assert code == 0, err
    return json.loads(out)  # type: ignore[no-any-return]


def test_every_limit_is_shown_and_place_apply_writes_the_counters_batteries_and_log(capsys, tmp_path: Path) -> None:
    battle = start(tmp_path)
    before = battle.read_text(encoding="utf-8")
    checked = forces(
        capsys,
        battle,
        "--side",
        "axis",
        "--buy",
        "pz4h:2,R:3",
        "--battery",
        "lefh18:4",
        "--battery",
        "off:4:150",
        "--points",
        "1000",
    )
    assert checked["refused"] is None and checked["valid"] and checked["placed"] is None
    assert checked["budgets"] == {"axis": 1500, "allies": 1000} and checked["ratio"] == [3, 2]
    axis = next(s for s in checked["spending"] if s["side"] == "axis")
    assert (axis["units"], axis["batteries"], axis["spent"], axis["left"]) == (350, 240, 590, 910)
    assert {
        "rule": "Table VI",
        "met": True,
        "text": "Axis (attacker) spends 590 of 1500 points (350 in counters, 240 in batteries); 910 left",
    } in checked["limits"]
    out = tmp_path / "placed.yaml"
    placed = forces(
        capsys,
        battle,
        "--side",
        "axis",
        "--buy",
        "pz4h:2,R:3",
        "--battery",
        "lefh18:4",
        "--battery",
        "off:4:150",
        "--points",
        "1000",
        "--place",
        "--apply",
        out,
    )
    assert [u["id"] for u in placed["placed"]] == [f"ax{i}" for i in range(1, 10)]
    assert [(b["id"], b["kind"], b["units"]) for b in placed["batteries"]] == [
        ("axbty1", "off_board", []),
        ("axbty2", "on_board", ["ax6", "ax7", "ax8", "ax9"]),
    ]
    data = yaml.safe_load(out.read_text(encoding="utf-8"))
    assert [u["id"] for u in data["units"]] == [f"ax{i}" for i in range(1, 10)]
    assert [b["id"] for b in data["batteries"]] == ["axbty1", "axbty2"]
    assert data["actions"][0]["action"]["kind"] == "forces" and data["log"][-1]["kind"] == "forces"
    assert battle.read_text(encoding="utf-8") == before  # the input file is never written


def test_a_broken_limit_is_refused_with_its_rule_and_writes_nothing(capsys, tmp_path: Path) -> None:
    battle = start(tmp_path, special="raid", mission="raid", year=1942)
    refused = forces(
        capsys, battle, "--side", "allies", "--buy", "t34_76_43:2,R:1", "--place", "--apply", tmp_path / "out.yaml"
    )
    assert refused["rule"] == "RAID" and "a majority must be" in refused["refused"] and not refused["valid"]
    assert [limit["rule"] for limit in refused["limits"] if not limit["met"]] == ["RAID"]
    assert refused["placed"] is None and not (tmp_path / "out.yaml").exists()
    code, out, _err = run_cli("forces", battle, "--side", "allies", "--buy", "t34_76_43:2,R:1", capsys=capsys)
    assert code == 0 and "[BROKEN] RAID: only 10 of the defender's 330 points" in out
    assert out.count("only 10 of the defender's 330 points") == 1  # the refusal points at the limit, said once
    assert out.rstrip().endswith("Refused: the limit marked BROKEN above")


def test_a_formation_not_of_the_sides_army_is_refused_under_3_3(capsys, tmp_path: Path) -> None:
    battle = start(tmp_path, year=1942)
    wrong = forces(capsys, battle, "--side", "axis", "--buy", "R:2:guard")
    assert (
        wrong["rule"] == "3.3"
        and "the Guard is a formation of USSR's army; Axis (Germany) has none" in wrong["refused"]
    )
    guards = forces(capsys, battle, "--side", "allies", "--buy", "R:2:guard", "--place")
    assert guards["refused"] is None and [u["formation"] for u in guards["placed"]] == ["guard", "guard"]


def test_island_waves_and_airstrikes(capsys, tmp_path: Path) -> None:
    battle = start(tmp_path, special="island", axis="japan", allies="usa", attacker="allies")
    one = forces(capsys, battle, "--side", "allies", "--buy", "R:10", "--wave", "1")
    assert one["rule"] == "ISLAND A" and "wave 2 (lands on turn 7): 0 of 100 points" in one["refused"]
    air = start(tmp_path, airstrikes={"axis": 1, "allies": 0})
    two = forces(capsys, air, "--side", "axis", "--airstrikes", "2")
    assert two["rule"] == "Table VII" and "Table VII gave Axis 1 airstrike; 2 bought" in two["refused"]
    ok = forces(capsys, air, "--side", "axis", "--airstrikes", "1", "--place")
    assert ok["refused"] is None and len(ok["airstrikes"]["axis"]) == 1


@pytest.mark.parametrize(
    "special, side, buy",
    [
        (None, "axis", ["--buy", "R:2", "--wave", "2"]),
        (None, "axis", ["--buy", "R:2@1"]),
        (None, "axis", ["--battery", "lefh18:4", "--wave", "1"]),
        ("island", "axis", ["--buy", "R:2", "--wave", "3"]),  # the island's defender deploys: it lands nothing
    ],
    ids=["no island", "no island, a pick's own wave", "no island, a battery", "the island's defender"],
)
def test_a_wave_is_only_an_island_attackers(
    capsys, tmp_path: Path, special: str | None, side: str, buy: list[str]
) -> None:
    """ISLAND A: "Secretly the attacker assigns his units to waves"; a unit of a wave is unseen by the other side
    until its wave lands. Any other side, or any side of a battle that is not an island invasion, giving a wave is
    refused (exit 0) with the limit broken, and nothing is placed hidden that way."""
    kw: dict[str, Any] = {"special": special, "axis": "japan", "allies": "usa", "attacker": "allies"} if special else {}
    battle = start(tmp_path, **kw)
    out = tmp_path / "placed.yaml"
    refused = forces(capsys, battle, "--side", side, *buy, "--place", "--apply", out)
    assert refused["rule"] == "ISLAND A" and refused["valid"] is False
    assert "only the attacker of an island invasion (ISLAND) lands its units in waves" in refused["refused"]
    assert not out.exists()
    without = [a for a in buy if a not in ("--wave", "1", "2", "3")]
    plain = forces(capsys, battle, "--side", side, *[a.split("@")[0] for a in without])
    assert not any("lands its units in waves" in limit["text"] for limit in plain["limits"])


def test_strict_battles_refuse_a_purchase_once_play_has_begun(capsys, tmp_path: Path) -> None:
    data = battle_data(settings={"sequence": "strict"})
    data["turn"] = 3
    path = tmp_path / "late.yaml"
    save_battle(Battle.model_validate(data), path)
    late = forces(capsys, path, "--side", "axis", "--buy", "R:1", "--place")
    assert late["rule"] == "Sequence of play" and "play has begun (turn 3)" in late["refused"]
    assert late["limits"]  # the limits are shown all the same


@pytest.mark.parametrize(
    "args, said",
    [
        (["--side", "axis", "--buy", "pz4h"], "give TYPE:N"),
        (["--side", "axis", "--battery", "lefh18"], "--battery 'lefh18'"),
        (["--side", "axis", "--buy", "R:1", "--apply", "x.yaml"], "give --place with it"),
        (["--side", "nobody", "--buy", "R:1"], "has no such side; its sides are"),
        (["--side", "axis", "--buy", "tiger9:1"], "unknown unit type 'tiger9'"),
        (["--side", "axis", "--buy", "R:2:marines"], "no formation 'marines' (the formations: guard, waffen_ss)"),
        (["--side", "axis", "--buy", "R:1", "--points", "10", "--total", "20"], "not allowed with"),
    ],
)
def test_bad_arguments_exit_2_naming_what(capsys, tmp_path: Path, args: list[str], said: str) -> None:
    code, _out, err = run_cli("forces", start(tmp_path), *args, capsys=capsys)
    assert code == 2 and said in err


def test_a_battery_of_self_propelled_guns_is_bought_at_the_guns_catalogue_points(capsys, tmp_path: Path) -> None:
    # 4.8 sets up "Self Propelled Guns" as batteries: a Wespe battery is bought as its four counters (50 points each).
    battle = start(tmp_path)
    checked = forces(capsys, battle, "--side", "axis", "--battery", "wespe:4", "--points", "1000")
    assert checked["refused"] is None and checked["valid"]
    axis = next(s for s in checked["spending"] if s["side"] == "axis")
    assert (axis["units"], axis["batteries"], axis["spent"]) == (0, 200, 200)
    out = tmp_path / "placed.yaml"
    placed = forces(
        capsys, battle, "--side", "axis", "--battery", "wespe:4", "--points", "1000", "--place", "--apply", out
    )
    assert [(b["kind"], b["units"]) for b in placed["batteries"]] == [("on_board", ["ax1", "ax2", "ax3", "ax4"])]
    data = yaml.safe_load(out.read_text(encoding="utf-8"))
    assert [u["type"] for u in data["units"]] == ["wespe"] * 4
    assert data["batteries"][0]["units"] == ["ax1", "ax2", "ax3", "ax4"]
    # A tank is no gun of a battery.
    code, text, _ = run_cli("forces", battle, "--side", "axis", "--battery", "pz4h:2", capsys=capsys)
    assert code == 0 and "is not a howitzer, field gun, mortar or self-propelled gun: a battery's guns are" in text


def test_tarawas_fake_markers_are_placed_with_the_hidden_positions_one_third_of_the_markers(
    capsys, tmp_path: Path
) -> None:
    # TARAWA: "the Japanese player deploys markers representing fake (1/3) and actual (2/3) positions".
    battle = start(tmp_path, special="tarawa", axis="japan", allies="usa", attacker="allies", ratio=(3, 1))
    out = tmp_path / "placed.yaml"
    wrong = forces(capsys, battle, "--side", "axis", "--buy", "R:6", "--hidden", "--fakes", "2", "--place")
    assert wrong["rule"] == "TARAWA" and wrong["placed"] is None
    said = (
        "Axis: 2 fake markers with 6 actual positions: one third of the markers are fake, so 6 actual positions take "
        "3 fake markers (half as many, rounded up)"
    )
    assert {"rule": "TARAWA", "met": False, "text": said} in wrong["limits"]
    code, text, _err = run_cli(
        "forces", battle, "--side", "axis", "--buy", "R:6", "--hidden", "--fakes", "2", capsys=capsys
    )
    assert code == 0 and text.count(said) == 1 and text.rstrip().endswith("Refused: the limit marked BROKEN above")
    placed = forces(
        capsys, battle, "--side", "axis", "--buy", "R:6", "--hidden", "--fakes", "3", "--place", "--apply", out
    )
    assert placed["refused"] is None
    assert sorted((u["hidden"], u["decoy"]) for u in placed["placed"]) == [(True, False)] * 6 + [(True, True)] * 3
    saved = yaml.safe_load(out.read_text(encoding="utf-8"))
    assert sum(1 for u in saved["units"] if u.get("decoy")) == 3
    assert all(u["status"] == ["hidden"] for u in saved["units"])
    assert saved["actions"][-1]["action"]["fakes"] == 3 and saved["actions"][-1]["action"]["hidden"] is True


def test_a_purchase_naming_no_budget_buys_under_the_one_agreed_before(capsys, tmp_path: Path) -> None:
    battle = start(tmp_path)
    first = tmp_path / "axis.yaml"
    forces(capsys, battle, "--side", "axis", "--buy", "R:2", "--points", "400", "--place", "--apply", first)
    second = forces(capsys, first, "--side", "allies", "--buy", "R:1")
    assert second["budgets"] == {"axis": 600, "allies": 400} and second["valid"]
    refused = forces(capsys, first, "--side", "allies", "--buy", "R:41")
    assert refused["rule"] == "Table VI" and not refused["valid"]
    named = forces(capsys, first, "--side", "allies", "--buy", "R:1", "--points", "1000")
    assert named["budgets"] == {"axis": 1500, "allies": 1000}


def test_the_counters_placed_are_listed_by_the_names_the_roster_gives_them(capsys, tmp_path: Path) -> None:
    # A hidden position has no name of its own in the file: the list says what the roster calls it, never "None".
    battle = start(tmp_path, special="tarawa", axis="japan", allies="usa", attacker="allies", ratio=(3, 1))
    for apply in ((), ("--apply", tmp_path / "placed.yaml")):
        hidden = ("--side", "axis", "--buy", "R:6", "--hidden", "--fakes", "3", "--place")
        code, text, err = run_cli("forces", battle, *hidden, *apply, capsys=capsys)
        assert code == 0, err
        listed = [line.split(" (R) at ")[0].strip() for line in text.splitlines() if " (R) at " in line]
        assert len(listed) == 9 and not any("None" in line for line in listed)
        assert sorted(line.split(" ", 1)[1] for line in listed if line.endswith(tuple("123456"))) == [
            *(f"Fake marker {n}" for n in (1, 2, 3)),
            *(f"Rifle squad {n}" for n in range(1, 7)),
        ]


def test_another_sides_spending_is_not_said_only_its_budget(capsys, tmp_path: Path) -> None:
    # What a side has spent, on the table (the points under its hidden markers), on off-table batteries and on
    # airstrikes is its own secret (docs/hidden-information.md): the buyer reads only its budget and role.
    battle = start(tmp_path)
    first = tmp_path / "allies.yaml"
    forces(capsys, battle, "--side", "allies", "--battery", "off:4:76", "--points", "1000", "--place", "--apply", first)
    checked = forces(capsys, first, "--side", "axis", "--buy", "R:1", "--points", "1000")
    mine, theirs = (next(s for s in checked["spending"] if s["side"] == side) for side in ("axis", "allies"))
    assert (mine["units"], mine["spent"]) == (10, 10)
    assert theirs["budget"] == 1000 and theirs["role"] == "defender"
    secret = {k: v for k, v in theirs.items() if k not in ("side", "role", "budget")}
    assert secret and set(secret.values()) == {None}
    again = forces(capsys, first, "--side", "allies", "--buy", "R:1", "--points", "1000")
    allies = next(s for s in again["spending"] if s["side"] == "allies")
    assert allies["batteries_before"] > 0  # its own batteries, said to itself


def test_a_jungle_battles_sides_may_place_hidden_positions_with_at_most_a_third_fake(capsys, tmp_path: Path) -> None:
    # JUNGLE: "Hidden markers can be used": either side, by choice, with fake markers up to TARAWA's third.
    battle = start(tmp_path, settings={"terrain_type": "jungle"})
    before = battle.read_text(encoding="utf-8")
    said = (
        "Allies: 4 fake markers with 6 actual positions: at most one third of the markers may be fake, so 6 actual "
        "positions take at most 3 fake markers (half as many, rounded up)"
    )
    wrong = forces(capsys, battle, "--side", "allies", "--buy", "R:6", "--hidden", "--fakes", "4", "--place")
    assert wrong["rule"] == "JUNGLE" and wrong["placed"] is None and not wrong["valid"]
    assert {"rule": "JUNGLE", "met": False, "text": said} in wrong["limits"]
    code, text, _err = run_cli(
        "forces", battle, "--side", "allies", "--buy", "R:6", "--hidden", "--fakes", "4", capsys=capsys
    )
    assert code == 0 and f"[BROKEN] JUNGLE: {said}" in text
    assert text.rstrip().endswith("Refused: the limit marked BROKEN above")
    out = tmp_path / "placed.yaml"
    placed = forces(
        capsys, battle, "--side", "allies", "--buy", "R:6", "--hidden", "--fakes", "2", "--place", "--apply", out
    )
    assert placed["refused"] is None
    assert {
        "rule": "JUNGLE",
        "met": True,
        "text": "Allies: 8 markers: 6 actual positions and 2 fake (at most 1/3 fake)",
    } in placed["limits"]
    assert sorted((u["hidden"], u["decoy"]) for u in placed["placed"]) == [(True, False)] * 6 + [(True, True)] * 2
    saved = yaml.safe_load(out.read_text(encoding="utf-8"))
    assert all(u["status"] == ["hidden"] for u in saved["units"])
    assert saved["actions"][-1]["action"]["fakes"] == 2 and saved["actions"][-1]["action"]["hidden"] is True
    # The attacker may too, in the same battle; and without --hidden the markers are not used at all.
    attacker = forces(capsys, out, "--side", "axis", "--buy", "R:4", "--hidden", "--fakes", "2")
    assert attacker["refused"] is None and attacker["valid"]
    shown = forces(capsys, out, "--side", "axis", "--buy", "R:4")
    assert shown["refused"] is None and not any(lim["rule"] == "JUNGLE" for lim in shown["limits"])
    # A bad count is the command line's: exit 2, naming the flag; nothing is written.
    code, _out, err = run_cli("forces", battle, "--side", "allies", "--fakes", "-1", capsys=capsys)
    assert code == 2 and "argument --fakes: must be a whole number from 0 to 999 (found '-1')" in err
    assert battle.read_text(encoding="utf-8") == before


def test_outside_a_jungle_hidden_positions_are_refused_naming_the_rules_that_give_them(capsys, tmp_path: Path) -> None:
    battle = start(tmp_path, settings={"terrain_type": "farmland"})
    refused = forces(capsys, battle, "--side", "allies", "--buy", "R:6", "--hidden", "--fakes", "3", "--place")
    assert refused["rule"] == "TARAWA" and refused["placed"] is None
    assert {
        "rule": "TARAWA",
        "met": False,
        "text": "Allies deploys no hidden positions or fake markers: the Japanese of a TARAWA battle, the defender of "
        "an ISLAND invasion and every side of a JUNGLE battle do",
    } in refused["limits"]


def test_a_side_named_for_its_role_is_said_once(capsys, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A generated battle names its sides "Attacker" and "Defender": the limits say them by their allegiance with the
    role beside it once, "Allies (attacker) spends ...", not "Attacker (attacker) spends ..." nor "Allies (attacker)
    (attacker)", under the same --json keys, and the log's summary says each so too. A battle saved before, in the
    old words ("Attacker spends"), still replays."""
    battle = tmp_path / "generated.yaml"
    code, _, err = run_cli("scenario", "--seed", "5", "--create", battle, capsys=capsys)
    assert code == 0, err
    checked = forces(capsys, battle, "--side", "allies", "--buy", "R:1")
    assert {s["side"]: s["role"] for s in checked["spending"]} == {"allies": "attacker", "axis": "defender"}
    texts = [limit["text"] for limit in checked["limits"] if limit["rule"] == "Table VI"]
    # Only the buying side's points are said (the other's would tell what its markers cost: hidden information).
    assert texts == ["Allies (attacker) spends 10 of 600 points (10 in counters); 590 left"]
    defender = forces(capsys, battle, "--side", "axis", "--buy", "R:1")
    texts += [limit["text"] for limit in defender["limits"] if limit["rule"] == "Table VI"]
    assert texts[1:] == ["Axis (defender) spends 10 of 1000 points (10 in counters); 990 left"]
    assert not any("Attacker" in t or "Defender" in t or ") (" in t for t in texts)
    code, out, _ = run_cli("forces", battle, "--side", "allies", "--buy", "R:1", capsys=capsys)
    assert code == 0 and out.startswith("Forces of Allies (attacker): ")
    assert "  budgets: Allies (attacker) 600, Axis (defender) 1000 (3:5)" in out
    placed = tmp_path / "placed.yaml"
    forces(capsys, battle, "--side", "allies", "--buy", "R:1", "--place", "--apply", placed)
    saved = placed.read_text(encoding="utf-8")
    assert "summary: Allies (attacker) 10 of 600 points\n" in saved
    assert "name: Attacker" in saved  # the file keeps the name the scenario system gave the side
    # The same battle as the words before wrote it: its replay compares the rolls and outcomes, not the words.
    before = tmp_path / "before.yaml"
    before.write_text(
        saved.replace("Allies (attacker) 10 of", "Attacker 10 of").replace(
            "Allies (attacker) spends", "Attacker spends"
        ),
        encoding="utf-8",
    )
    assert "Attacker spends 10 of 600" in before.read_text(encoding="utf-8")
    for path in (placed, before):
        code, out, err = run_cli("replay", path, capsys=capsys)
        assert code == 0 and "to the battle as saved" in out, (path, out, err)


def test_an_island_defender_deploys_after_the_attackers_waves(capsys, tmp_path: Path) -> None:
    """ISLAND B: "The defender then deploys his forces", after the attacker has assigned his units to waves (A)."""
    battle = tmp_path / "island.yaml"
    assert run_cli("scenario", "--special", "island", "--seed", "3", "--create", battle, capsys=capsys)[0] == 0
    # Seed 3: the USA attack, Japan defends.
    early = forces(capsys, battle, "--side", "axis", "--buy", "R:6", "--place", "--apply", battle)
    assert early["rule"] == "ISLAND B"
    assert {k: early["limits"][-1][k] for k in ("rule", "met")} == {"rule": "ISLAND B", "met": False}
    assert "place the attacker's forces first" in early["refused"]
    assert not yaml.safe_load(battle.read_text(encoding="utf-8")).get("units")
    waves = forces(capsys, battle, "--side", "allies", "--buy", "R:2@1,R:2@2,R:2@3", "--place", "--apply", battle)
    assert waves["refused"] is None
    code, out, err = run_cli(
        "forces", battle, "--side", "axis", "--buy", "R:6", "--place", "--apply", battle, capsys=capsys
    )
    assert code == 0, err
    assert "[met] ISLAND B: Axis (defender) deploys after Allies (attacker) has assigned its units to waves" in out
    assert "None (" not in out  # a counter without a name of its own yet is listed by its id and type
    placed = yaml.safe_load(battle.read_text(encoding="utf-8"))["units"]
    assert [u["side"] for u in placed] == ["allies"] * 6 + ["axis"] * 6


@pytest.mark.parametrize(
    "buy, words",
    [
        (["--buy", "t34_76_43:1"], "is USSR's; Axis cannot buy it as Germany"),  # the side's nation
        (["--buy", "pz4h:1", "--year", "1941"], "was in service 1943-1945, not in 1941"),  # the battle's year
        (["--airstrikes", "ju87b:1", "--year", "1943"], "flew 1939-1942, not in 1943"),  # an aircraft's years
    ],
)
def test_the_catalogue_limits_name_the_rule_they_come_from(capsys, tmp_path: Path, buy: list[str], words: str) -> None:
    # Table I sets the battle's year and the Allied force's nation: what a side buys is of its army and in service.
    battle = start(tmp_path, airstrikes={"axis": 2, "allies": 0})
    refused = forces(capsys, battle, "--side", "axis", *buy)
    broken = [limit for limit in refused["limits"] if not limit["met"]]
    assert [limit["rule"] for limit in broken if words in limit["text"]] == ["Table I"], broken
    assert all(limit["rule"] for limit in refused["limits"]), refused["limits"]
    assert refused["rule"] == "Table I"
    code, out, _err = run_cli("forces", battle, "--side", "axis", *buy, capsys=capsys)
    assert code == 0 and "[BROKEN] Table I: " in out and words in out


def test_one_counter_and_one_airstrike_are_said_as_one(capsys, tmp_path: Path) -> None:
    battle = start(tmp_path, airstrikes={"axis": 1, "allies": 0})
    out = tmp_path / "one.yaml"
    code, said, err = run_cli(
        "forces",
        battle,
        "--side",
        "axis",
        "--buy",
        "R:1",
        "--airstrikes",
        "1",
        "--place",
        "--apply",
        out,
        capsys=capsys,
    )
    assert code == 0, err
    assert "Forces: 1 counter placed, 1 airstrike bought (3:2):" in said
    assert "  Axis keeps 1 airstrike: " in said and "airstrike(s)" not in said
    assert "  Axis keeps 1 airstrike: Junkers Ju 87 D-5 Stuka (ju87d)\n" in said  # named, as the window names it
    # The log and the after-action report say it so too.
    code, report, err = run_cli("log", out, capsys=capsys)
    assert code == 0, err
    assert "Forces: 1 counter placed, 1 airstrike bought (3:2)" in report and "1 counters" not in report


def test_an_island_attackers_later_waves_read_on_from_his_first_in_the_players_words(capsys, tmp_path: Path) -> None:
    """The counters bought are named by their type's name and numbered ("Rifle squad 1", "Rifle squad 2"); a wave not
    landed has no name of its own yet (out of plain sight, it would tell the defender how many are coming). Its
    counters read on from the landed ones, as the players bought them ("Rifle squad 3"; "MMG 1", a name a label cannot
    hold whole by the letters wargamers shorten it to), not numbered anew (a second "Rifle squad 1" beside the first
    wave's), before they land and after."""
    from morefire_gui.io.battle_file import load_battle
    from morefire_gui.io.resources import bundled_catalogue, rule_tables
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.names import public_unit_names, unit_labels, unit_names

    battle = tmp_path / "island.yaml"
    assert run_cli("scenario", "--special", "island", "--seed", "3", "--create", battle, capsys=capsys)[0] == 0
    code, out, err = run_cli(
        "forces",
        battle,
        "--side",
        "allies",
        "--buy",
        "R:2@1,R:2@2,MMG:1@3",
        "--place",
        "--apply",
        battle,
        capsys=capsys,
    )
    assert code == 0, err
    placed = [line.split(" at ")[0].strip() for line in out.splitlines() if " facing " in line]
    assert placed == [
        "al1 Rifle squad 1 (R)",
        "al2 Rifle squad 2 (R)",
        "al3 Rifle squad 3 (R)",
        "al4 Rifle squad 4 (R)",
        "al5 MMG 1 (MMG)",
    ]
    catalogue, tables = bundled_catalogue(), rule_tables()
    session = BattleSession(load_battle(battle, catalogue, tables), battle, catalogue, tables)
    ids = ["al1", "al2", "al3", "al4", "al5"]
    read_as = ["Rifle squad 1", "Rifle squad 2", "Rifle squad 3", "Rifle squad 4", "MMG 1"]
    assert list(unit_labels(session, ids).values()) == read_as  # the board's labels
    assert list(public_unit_names(session, ids).values())[2:] == ["something out of sight"] * 3
    session.battle.turn = 12  # every wave has landed (ISLAND A: turns 1, 7 and 12)
    assert list(public_unit_names(session, ids).values()) == read_as
    assert list(unit_names(session, ids).values()) == read_as


def test_airstrikes_by_count_for_a_side_with_no_aircraft_name_the_side(capsys, tmp_path: Path) -> None:
    """``--airstrikes N`` takes the aircraft Build Forces offers first: a side whose nation flew none says so by the
    side's name, not its id."""
    battle = start(tmp_path, axis="minor_axis", airstrikes={"axis": 2, "allies": 0})
    code, out, err = run_cli("forces", battle, "--side", "axis", "--airstrikes", "2", capsys=capsys)
    assert code == 2 and out == ""
    assert err == "morefire: --airstrikes 2: Axis has no aircraft in service to fly them; name one as TYPE:N\n"


def test_a_battery_the_catalogue_cannot_price_names_the_nation(capsys, tmp_path: Path) -> None:
    battle = start(tmp_path, allies="china")
    code, out, err = run_cli("forces", battle, "--side", "allies", "--battery", "off:2:81:mortar", capsys=capsys)
    assert code == 0, err
    assert "the catalogue has no mortar of China to price 2 x 81mm off the table by" in out, out
