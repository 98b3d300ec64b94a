"""Units, pieces and steps named as a person reads them, and in a side's view nothing it may not know."""

from __future__ import annotations

from pathlib import Path

from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.names import HIDDEN_POSITION, UNSEEN, names, piece_name, sight_words, step_name, unit_name
from morefire_gui.session.visibility import View


def test_units_pieces_and_steps_by_name(demo_path: Path) -> None:
    s = BattleSession.open(demo_path)
    assert unit_name(s, "ge2") == "Tiger 2"
    # Its type's name; one of its type on its side: no number. The allies' one LMG reads the same: each with its side.
    assert unit_name(s, "ge12") == "Light machine gun (Kampfgruppe Peiper)"
    assert unit_name(s, "su16") == "Light machine gun (181st Tank Brigade)"
    assert unit_name(s, "bty1") == "II./AR 2 (10.5 cm leFH)"
    assert piece_name(s.battle, "w4") == "Copse (woods)" and piece_name(s.battle, "e1") == "Hedge"
    assert names(s, ["ge2", "su3"]) == f"Tiger 2, {unit_name(s, 'su3')}"
    assert step_name(s.tables.sequence.place("movement.road")) == "Movement 1: road movement"
    assert step_name(s.tables.sequence.place("artillery.orders")).startswith("Artillery C: adjust rounds")


def test_a_piece_whose_name_says_its_kind_is_named_once(demo_path: Path) -> None:
    """A generated battle names its crops "Crops (harvest)": a line of sight is "blocked by Crops (harvest)", not by
    "Crops (harvest) (crops)"; any other name keeps its kind beside it."""
    from morefire_gui.model.battle import TerrainPiece

    s = BattleSession.open(demo_path)
    square = [[1, 1], [3, 1], [3, 3], [1, 3]]
    crops = TerrainPiece.model_validate({"id": "c91", "kind": "crops", "polygon": square, "name": "Crops (harvest)"})
    s.battle.terrain = [*s.battle.terrain, crops]
    assert piece_name(s.battle, "c91") == "Crops (harvest)"
    assert piece_name(s.battle, "w4") == "Copse (woods)" and piece_name(s.battle, "h1") == "Hill 252.2 (hill)"
    los = s.geometry.los((0, 2), (4, 2))
    assert "blocked by Crops (harvest): " in " ".join(sight_words(s, los))


def test_a_sides_view_names_nothing_it_may_not_know(demo_path: Path) -> None:
    s = BattleSession.open(demo_path)
    view = View(
        "allies",
        masked_units=frozenset({"ge2", "ge3"}),
        unseen_units=frozenset({"ge4"}),
        hidden_pieces=frozenset({"w4"}),
    )
    assert unit_name(s, "ge2", view) == HIDDEN_POSITION and unit_name(s, "ge4", view) == UNSEEN
    assert piece_name(s.battle, "w4", view) == UNSEEN
    assert names(s, ["ge2", "ge3", "ge1"], view) == f"{HIDDEN_POSITION}, Tiger 1"


def test_many_units_are_named_at_once_as_each_is_named_alone(demo_path: Path) -> None:
    from morefire_gui.session.names import unit_names

    s = BattleSession.open(demo_path)
    view = View("allies", masked_units=frozenset({"ge2"}), unseen_units=frozenset({"ge4"}))
    ids = [u.id for u in s.battle.units] + [b.id for b in s.battle.batteries] + ["nobody"]
    for seen in (None, view):
        together = unit_names(s, ids, seen)
        assert together == {i: unit_name(s, i, seen) for i in ids}
    assert unit_names(s, ["ge2", "ge12", "nobody"]) == {
        "ge2": "Tiger 2",
        "ge12": "Light machine gun (Kampfgruppe Peiper)",
        "nobody": "nobody",
    }
    assert unit_names(s, ["ge2", "ge4"], view) == {"ge2": HIDDEN_POSITION, "ge4": UNSEEN}


def test_counters_short_labels(demo_path: Path) -> None:
    from morefire_gui.session.names import MARKER_LABEL, unit_label, unit_labels

    s = BattleSession.open(demo_path)
    assert unit_label(s, "ge2") == "Tiger 2"  # its own name
    labels = unit_labels(s, [u.id for u in s.battle.units])
    assert all(0 < len(text) <= 16 for text in labels.values())
    for side in s.battle.sides:  # a side's counters of one type are told apart by a number
        own = [labels[u.id] for u in s.battle.units if u.side == side.id]
        assert len(own) == len(set(own)), own
    view = View("allies", masked_units=frozenset({"ge2"}), unseen_units=frozenset({"ge4"}))
    assert unit_label(s, "ge2", view) == MARKER_LABEL and unit_label(s, "ge4", view) == ""


def test_a_log_entrys_step_in_words(demo_path: Path) -> None:
    from morefire_gui.session.names import phase_words

    sequence = BattleSession.open(demo_path).tables.sequence
    assert phase_words(sequence, "movement.road") == "Movement 1: road movement"
    assert phase_words(sequence, "set_up") == "set_up" and phase_words(sequence, None) == ""


def test_sides_minefields_and_actions_by_name(demo_path: Path) -> None:
    from morefire_gui.model.actions.infantry import Melee
    from morefire_gui.model.actions.movement import Mount
    from morefire_gui.model.battle import TerrainPiece
    from morefire_gui.model.terms import Status
    from morefire_gui.session.names import action_title, public_piece_name, side_name

    s = BattleSession.open(demo_path)
    assert side_name(s.battle, "axis") == "Kampfgruppe Peiper" and side_name(s.battle, "nobody") == "nobody"
    s.battle.terrain.append(
        TerrainPiece.model_validate(
            {
                "id": "mf9",
                "kind": "minefield",
                "mines": "ap",
                "owner": "axis",
                "deliberate": True,
                "polygon": [[30, 30], [32, 30], [32, 31], [30, 31]],
            }
        )
    )
    assert public_piece_name(s.battle, "mf9") == UNSEEN  # not yet found: not named where every side reads
    assert public_piece_name(s.battle, "mf9", shown=["mf9"]) == "Minefield"  # the action that reveals it names it
    assert public_piece_name(s.battle, "w4") == "Copse (woods)"
    assert action_title(s, Melee(attacker="su13", defender="ge13")) == "Melee SMG squad 1 against 2nd Squad"
    assert action_title(s, Mount(units=("ge13",), vehicle="ge8")) == f"Mount 2nd Squad on {unit_name(s, 'ge8')}"
    # Every side reads a hidden position only as one, in the undo history too.
    b = s.battle
    b.units[b.unit_index("ge13")] = b.unit("ge13").with_status(Status.HIDDEN)
    assert action_title(s, Melee(attacker="su13", defender="ge13")) == f"Melee SMG squad 1 against {HIDDEN_POSITION}"


def test_aircraft_of_a_type_are_numbered(demo_path: Path) -> None:
    from morefire_gui.model.aircraft import AircraftInPlay
    from morefire_gui.session.names import aircraft_name

    s = BattleSession.open(demo_path)
    plane = AircraftInPlay(id="air1", side="allies", type="il2", at=(36, 0), heading=180)
    assert aircraft_name(s, plane) == "Ilyushin Il-2M Shturmovik"
    s.battle.aircraft.append(plane)
    second = plane.model_copy(update={"id": "air2"})
    assert aircraft_name(s, second) == "Ilyushin Il-2M Shturmovik 2"  # entering after the first
    s.battle.aircraft.append(second)
    assert aircraft_name(s, plane) == "Ilyushin Il-2M Shturmovik 1" and aircraft_name(s, second).endswith(" 2")
    assert aircraft_name(s, second.model_copy(update={"name": "Red 7"})) == "Red 7"


def test_a_victory_point_location_by_its_name(demo_path: Path) -> None:
    from morefire_gui.model.scenario import VpLocation
    from morefire_gui.session.names import location_name

    s = BattleSession.open(demo_path)
    values = {"standard": 1, "retained": 1, "captured": 1}
    s.battle.vp_locations = [
        VpLocation.model_validate({"id": "vp1", "kind": "hill", "piece": "h1", "values": values}),
        VpLocation.model_validate({"id": "vp2", "kind": "crossroad", "piece": "x1", "values": values, "name": "X"}),
    ]
    assert location_name(s.battle, "vp1") == "Hill 252.2 (hill)" and location_name(s.battle, "vp2") == "X"
    assert location_name(s.battle, "vp9") == "vp9"


def test_the_names_every_side_reads_follow_the_battle_from_one_text_to_the_next(demo_path: Path) -> None:
    """What every side reads is worked out once for each state of the battle: a hidden position revealed, or a wave
    landed, between two texts changes the names of the texts that follow, whether the change came through the
    session or was made on the battle itself."""
    from morefire_gui.model.terms import Status
    from morefire_gui.session.names import public_unit_names
    from morefire_gui.session.visibility import reveal_edit

    s = BattleSession.open(demo_path)
    b = s.battle
    entry = s.catalogue.get("sdkfz251")
    assert entry is not None
    kind = entry.name
    assert public_unit_names(s, ["ge8", "ge9"]) == {"ge8": f"{kind} 1", "ge9": f"{kind} 2"}

    b.units[b.unit_index("ge9")] = b.unit("ge9").with_status(Status.HIDDEN)  # not through the session
    assert public_unit_names(s, ["ge8", "ge9"]) == {"ge8": kind, "ge9": HIDDEN_POSITION}
    reveal = reveal_edit(b, ["ge9"], "fired on")
    assert reveal is not None
    s.apply(reveal)
    assert public_unit_names(s, ["ge8", "ge9"]) == {"ge8": f"{kind} 1", "ge9": f"{kind} 2"}

    b.settings = b.settings.model_copy(update={"terrain_type": "island"})
    b.units[b.unit_index("ge9")] = b.unit("ge9").model_copy(update={"wave": 2})  # lands on turn 7
    assert public_unit_names(s, ["ge8", "ge9"]) == {"ge8": kind, "ge9": UNSEEN}
    b.turn = 7
    # Landed, a wave's counters read as bought ones do, by their type's code (ISLAND A: the attacker buys his waves).
    assert public_unit_names(s, ["ge8", "ge9"]) == {"ge8": f"{entry.code} 1", "ge9": f"{entry.code} 2"}


def test_two_battles_named_in_turn_each_keep_their_own_names(demo_path: Path) -> None:
    """Naming one battle, then another, then the first again, names each as it stands."""
    from morefire_gui.model.terms import Status
    from morefire_gui.session.names import public_unit_name

    plain, hiding = BattleSession.open(demo_path), BattleSession.open(demo_path)
    b = hiding.battle
    b.units[b.unit_index("ge9")] = b.unit("ge9").with_status(Status.HIDDEN)
    for _ in range(2):
        assert public_unit_name(plain, "ge9").endswith(" 2")
        assert public_unit_name(hiding, "ge9") == HIDDEN_POSITION


def test_units_of_two_sides_that_read_alike_are_named_with_their_sides(demo_path: Path) -> None:
    s = BattleSession.open(demo_path)
    units = s.battle.units
    lmg = s.battle.unit("ge12")
    assert lmg is not None
    # Two unnamed rifle squads a side: "Rifle squad 1" and "Rifle squad 2" on each, told apart by their sides.
    squads = [
        lmg.model_copy(update={"id": f"{side[:2]}r{n}", "side": side, "type": "R", "at": (10.0 + n, y)})
        for side, y in (("axis", 5.0), ("allies", 40.0))
        for n in (1, 2)
    ]
    s.battle.units = [*units, *squads]
    # The allies' two unnamed squads read on from their "Rifle squad 1" and "Rifle squad 2" (su12, su15).
    assert names(s, ["axr1", "alr2"]) == "Rifle squad 1 (Kampfgruppe Peiper), Rifle squad 4 (181st Tank Brigade)"
    assert unit_name(s, "ge1") == "Tiger 1"  # no other side's unit reads the same
    # Sides of one nation, or with no names: told apart by their labels alike.
    s.battle.sides = [side.model_copy(update={"name": None}) for side in s.battle.sides]
    assert unit_name(s, "axr1") == "Rifle squad 1 (Axis)" and unit_name(s, "alr1") == "Rifle squad 3 (Allies)"


def test_naming_a_unit_with_its_side_tells_nothing_hidden(demo_path: Path) -> None:
    from morefire_gui.model.terms import Status

    s = BattleSession.open(demo_path)
    # The allies' one LMG becomes a hidden position: in every view the axis LMG is no longer told apart from it.
    s.battle.units = [u.with_status(Status.HIDDEN) if u.id == "su16" else u for u in s.battle.units]
    allies = View("allies")
    axis = View("axis", masked_units=frozenset({"su16"}))
    for view in (None, allies, axis):
        assert unit_name(s, "ge12", view) == "Light machine gun"
    assert unit_name(s, "su16", axis) == HIDDEN_POSITION
    # Its own side, which sees both, reads the hidden one with its side: the axis LMG in plain sight reads the same.
    assert unit_name(s, "su16", allies) == "Light machine gun (181st Tank Brigade)"
