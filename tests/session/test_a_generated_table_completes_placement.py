"""A table the app lays for a terrain type holds what that type asks for, counted as Placement Complete counts a table
laid by hand (Terrain and Weather Definitions; docs/rules-notes.md, "Scenario system — a table laid by hand counted
against its terrain type"): players who lay exactly the table the generator would have laid are never refused. Over
many seeds, every terrain type, tables of many sizes and scales, every season, and the specials that add pieces of
their own (RAID's landing and key installation, TARAWA's jungle)."""

from __future__ import annotations

import os

from hypothesis import example, given, reject, settings
from hypothesis import strategies as st

from morefire_gui.model.actions.forces import CompletePlacement
from morefire_gui.model.terms import Edge, TerrainKind
from morefire_gui.rules.scenario.system import ScenarioChoices
from morefire_gui.rules.scenario.terms import ScenarioError, Season, Special, TerrainType
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.scenario import TableOptions, random_battle
from morefire_gui.session.terrain_counts import count_table

EXAMPLES = int(os.environ.get("MOREFIRE_TABLE_EXAMPLES", "24"))  # more: MOREFIRE_TABLE_EXAMPLES=300


@st.composite
def scenarios(draw: st.DrawFn) -> tuple[ScenarioChoices, TableOptions, int]:
    terrain = draw(st.sampled_from(list(TerrainType)))
    specials: list[Special | None] = [None, Special.RAID]
    if terrain is TerrainType.ISLAND:
        specials.append(Special.TARAWA)
    special = draw(st.sampled_from(specials))
    season = draw(st.sampled_from([s for s in Season if not (special is Special.TARAWA and s is Season.WINTER)]))
    depth = draw(st.integers(30, 90))
    width = min(depth * 4, max(depth // 2, round(depth * draw(st.sampled_from([1.0, 1.5, 2.0, 3.0])))))
    scale = draw(st.sampled_from(["1:50", "1:100", "1:25"]))
    options = TableOptions(width=width, depth=depth, scale=scale)
    return ScenarioChoices(terrain=terrain, season=season, special=special), options, draw(st.integers(0, 10**6))


def _check(tables, catalogue, choices: ScenarioChoices, options: TableOptions, seed: int) -> None:  # type: ignore[no-untyped-def]
    try:
        generated = random_battle(choices, options, tables, seed=seed).battle
    except ScenarioError as exc:  # a table too small for what its type asks for is refused, not laid short
        assert "could not lay out" in str(exc)
        reject()
    laid = random_battle(choices, options, tables, seed=seed, by_hand=True).battle
    briefing = generated.briefing
    assert briefing is not None and laid.briefing is not None and laid.briefing.terrain is briefing.terrain
    if briefing.terrain in (TerrainType.TUNDRA, TerrainType.JUNGLE):
        # no counts printed, so none held to a table laid by hand: the generator's own readings, counted alike
        pieces = [p for p in generated.terrain if p.kind is not TerrainKind.MINEFIELD]
        counted = count_table(pieces, briefing.terrain, tables.terrain_types[briefing.terrain], briefing.season)
        assert counted.met, counted.problems()
    # the players lay the table the app would have laid, and say placement is complete
    session = BattleSession(laid.model_copy(update={"terrain": generated.terrain}), None, catalogue, tables)
    result = session.perform(CompletePlacement(defender_edge=Edge.NORTH))
    assert result.accepted, result.reason


@settings(max_examples=EXAMPLES)
@given(scenarios())
@example((ScenarioChoices(terrain=TerrainType.CITY, season=Season.SUMMER), TableOptions(), 1))
@example(
    (ScenarioChoices(terrain=TerrainType.MOUNTAINS, season=Season.SPRING, special=Special.RAID), TableOptions(), 2)
)
@example((ScenarioChoices(terrain=TerrainType.JUNGLE, season=Season.FALL, special=Special.RAID), TableOptions(), 3))
@example((ScenarioChoices(terrain=TerrainType.ISLAND, season=Season.SUMMER, special=Special.TARAWA), TableOptions(), 4))
def test_a_generated_table_passes_its_own_placement_complete_count(
    tables,  # type: ignore[no-untyped-def]
    catalogue,
    drawn: tuple[ScenarioChoices, TableOptions, int],
) -> None:
    _check(tables, catalogue, *drawn)


def test_a_city_is_laid_with_the_roads_its_definition_allows(tables) -> None:  # type: ignore[no-untyped-def]
    """CITY: "any number of roads": the generator's town of streets, one road each from end to end, however many its
    blocks need, is what the definition allows, and what Placement Complete accepts."""
    definition = tables.terrain_types[TerrainType.CITY]
    least, most = definition.roads
    for seed in range(3):
        battle = random_battle(ScenarioChoices(terrain=TerrainType.CITY), TableOptions(), tables, seed=seed).battle
        roads = sum(p.kind is TerrainKind.ROAD for p in battle.terrain)
        assert roads >= least and (most is None or roads <= most), (roads, definition.roads)
