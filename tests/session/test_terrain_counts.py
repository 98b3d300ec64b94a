"""The pieces on the table counted against a terrain type (Terrain and Weather Definitions): which pieces count as
which of the type's counts (docs/rules-notes.md, "Scenario system — a table laid by hand counted against its terrain
type")."""

from __future__ import annotations

from morefire_gui.model.battle import TerrainPiece
from morefire_gui.rules.scenario.terms import Season, TerrainType
from morefire_gui.session.terrain_counts import count_table


def _square(pid: str, kind: str, x: float = 0, **extra: object) -> TerrainPiece:
    return TerrainPiece.model_validate(
        {"id": pid, "kind": kind, **extra, "polygon": [[x, 0], [x + 2, 0], [x + 2, 2], [x, 2]]}
    )


def _laid(counted, key: str) -> int:  # type: ignore[no-untyped-def]
    return next(c.laid for c in counted.counts if c.key == key)


def test_a_hill_counts_once_and_woods_and_rock_patches_are_rough_areas(tables) -> None:  # type: ignore[no-untyped-def]
    pieces = [
        _square("h1", "hill", level=1),
        _square("h1b", "hill", level=2),
        _square("w1", "woods", 3),
        _square("r1", "rough", 6),
    ]
    counted = count_table(pieces, TerrainType.HILLY, tables.terrain_types[TerrainType.HILLY])
    assert (_laid(counted, "hills"), _laid(counted, "rough_areas")) == (1, 2)
    assert counted.problems()[0] == "Hilly: 2 to 5 hills; 1 laid"
    assert counted.said().startswith("2 to 5 hills, 1 laid; 10 to 20 rough areas (woods and rock patches), 2 laid")


def test_city_counts_its_rough_woods_and_hills_apart_and_any_number_of_roads(tables) -> None:  # type: ignore[no-untyped-def]
    pieces = [_square(f"r{i}", "rough", 3 * i) for i in range(5)] + [
        _square(f"w{i}", "woods", 20 + 3 * i) for i in range(3)
    ]
    pieces += [
        TerrainPiece.model_validate({"id": f"st{i}", "kind": "road", "line": [[0, i], [9, i]], "width": 1})
        for i in range(20)
    ]
    counted = count_table(pieces, TerrainType.CITY, tables.terrain_types[TerrainType.CITY])
    assert "roads" not in {c.key for c in counted.counts}
    assert counted.problems() == ("City: at most 2 woods areas; 3 laid",)


def test_a_farm_counts_by_what_it_is_not_by_its_name(tables) -> None:  # type: ignore[no-untyped-def]
    """STEPPES: "a few villages or farms": a village piece that stands for a farm counts as a farm whatever the players
    named it; one named "Farm" that stands for a village is a village, and a building named "Farm" is neither."""
    d = tables.terrain_types[TerrainType.STEPPES]
    pieces = [
        _square("f1", "village", name="Hof Müller", stands_for="farm"),
        _square("f2", "village", 3, stands_for="farm"),
        _square("v1", "village", 6, name="Farm", stands_for="village"),
        _square("v2", "village", 9, name="Farmington", stands_for="village"),
        _square("v3", "village", 15, name="Dorf"),
        _square("b1", "building", 12, name="Farm"),
    ]
    counted = count_table(pieces, TerrainType.STEPPES, d, Season.WINTER)
    assert (_laid(counted, "villages"), _laid(counted, "farms")) == (3, 2)
    assert "villages" in {c.key for c in counted.unmet}  # Steppes' 1 to 2 villages: 3 laid


def test_a_village_saved_before_the_key_is_a_farm_when_its_name_says_so(tables) -> None:  # type: ignore[no-untyped-def]
    """A battle laid by hand before ``stands_for`` has its farms as villages named "Farm": counted as farms, as the
    versions that saved it counted them; a village the players named otherwise is a village."""
    d = tables.terrain_types[TerrainType.STEPPES]
    pieces = [
        _square("v1", "village", name="Farm"),
        _square("v2", "village", 3, name="Isolated farm"),
        _square("v3", "village", 6, name="Dorf"),
        _square("b1", "building", 12, name="Farm"),
    ]
    counted = count_table(pieces, TerrainType.STEPPES, d, Season.WINTER)
    assert (_laid(counted, "villages"), _laid(counted, "farms")) == (1, 2)
    assert not {"villages", "farms"} & {c.key for c in counted.unmet}


def test_only_a_village_stands_for_a_farm(tables) -> None:  # type: ignore[no-untyped-def]
    import pytest

    with pytest.raises(ValueError, match="only village pieces can stand for 'farm' \\(this is building\\)"):
        _square("b1", "building", stands_for="farm")


def test_a_raids_landing_and_key_installation_are_not_the_terrain_types(tables) -> None:  # type: ignore[no-untyped-def]
    """RAID: "One edge is the landing beach or river"; "A key installation ... will be their objective": a MOUNTAINS
    raid holds its one village and its river as the type asks, besides the raid's compound and landing river."""
    d = tables.terrain_types[TerrainType.MOUNTAINS]
    pieces = [
        _square("v1", "village", name="Village"),
        _square("v2", "village", 3, name="Compound", stands_for="raid_objective"),
        _square("b1", "building", 3, stands_for="raid_objective"),
        _square("rv1", "river", 6, stands_for="raid_landing"),
        TerrainPiece.model_validate({"id": "rv2", "kind": "river", "line": [[0, 9], [9, 9]], "width": 1}),
    ]
    counted = count_table(pieces, TerrainType.MOUNTAINS, d)
    assert (_laid(counted, "villages"), _laid(counted, "streams")) == (1, 1)


def test_crops_count_at_harvest_only(tables) -> None:  # type: ignore[no-untyped-def]
    d = tables.terrain_types[TerrainType.STEPPES]
    pieces = [_square("c1", "crops", 6)]
    assert _laid(count_table(pieces, TerrainType.STEPPES, d, Season.SUMMER), "crops") == 1
    assert "crops" not in {c.key for c in count_table(pieces, TerrainType.STEPPES, d, Season.WINTER).counts}


def test_bocage_asks_for_three_roads_or_more(tables) -> None:  # type: ignore[no-untyped-def]
    """BOCAGE: "3+ roads": five roads are not too many; two are too few, said as the text says it."""
    d = tables.terrain_types[TerrainType.BOCAGE]

    def roads(n: int) -> list[TerrainPiece]:
        return [
            TerrainPiece.model_validate({"id": f"rd{i}", "kind": "road", "line": [[0, i], [9, i]], "width": 1})
            for i in range(n)
        ]

    assert next(c for c in count_table(roads(5), TerrainType.BOCAGE, d).counts if c.key == "roads").met
    two = next(c for c in count_table(roads(2), TerrainType.BOCAGE, d).counts if c.key == "roads")
    assert not two.met and two.asked() == "at least 3 roads"
    assert two.to_dict() == {"count": "roads", "least": 3, "most": None, "laid": 2, "met": False}


def test_a_tundra_laid_by_hand_is_held_to_no_count(tables, catalogue) -> None:  # type: ignore[no-untyped-def]
    """TUNDRA prints no counts: the players agree on the pieces (the briefing's note), so a bare table completes."""
    from morefire_gui.model.actions.forces import CompletePlacement
    from morefire_gui.model.terms import Edge
    from morefire_gui.rules.scenario.system import ScenarioChoices
    from morefire_gui.rules.scenario.terms import Mission
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.scenario import TableOptions, random_battle
    from morefire_gui.session.terrain_counts import battle_table_counts

    made = random_battle(
        ScenarioChoices(mission=Mission.HOLDING_ACTION, terrain=TerrainType.TUNDRA, season=Season.WINTER),
        TableOptions(),
        tables,
        seed=3,
        by_hand=True,
    )
    counted = battle_table_counts(made.battle, tables)
    assert counted is not None and counted.counts == () and counted.met
    session = BattleSession(made.battle, None, catalogue, tables)
    assert session.perform(CompletePlacement(defender_edge=Edge.NORTH)).accepted
