"""The scenario text: "Considering of of the variables, there are over 1500 scenarios which can be produced for the
Russian front alone."

What counts as a distinct scenario (docs/rules-notes.md, "Scenario system"): a distinct combination of the results
of Tables I-VI that the players set up and play differently: the year, the attacker, the season, the conditions
(with the snow d6's "snowing" as a result of its own, since it forbids airstrikes), the terrain, and the row of
Table VI (mission *and* point ratio: a 3:2 and a 2:1 Holding Action are different battles). Table VII is optional
("Aircraft Availability (Optional)"), so the claim is checked without it; the count with it is checked too.

The enumeration is not a formula: it runs the real generator with scripted dice over one face of every class of
faces each table reads alike (found by reading every face of every table), so it sees the tables' modifiers,
clamps and dependencies exactly as a game does. A formula from the printed tables is then checked against it.
"""

from __future__ import annotations

from itertools import product

from morefire_gui.rules.dice import ScriptedDice
from morefire_gui.rules.scenario.nations import Allegiance
from morefire_gui.rules.scenario.system import (
    ScenarioChoices,
    generate_scenario,
    read_aircraft,
    read_attacker_chance,
    read_conditions,
    read_mission,
    read_season,
    read_terrain,
    read_year,
)
from morefire_gui.rules.scenario.terms import Conditions, Theatre

RUSSIA = Theatre.RUSSIA


def classes(faces, read):  # type: ignore[no-untyped-def]
    """One face for each distinct result ``read`` gives over ``faces`` (the first face that gives it)."""
    seen: dict[object, int] = {}
    for face in faces:
        seen.setdefault(read(face), face)
    return seen


def enumerate_russian_front(tables, aircraft: bool):  # type: ignore[no-untyped-def]
    st = tables.scenario
    outcomes: set[tuple[object, ...]] = set()
    runs = 0
    years = classes(range(1, 101), lambda f: read_year(f, "ussr", st)[0])
    seasons = classes(range(1, 7), lambda f: read_season(f, st)[0])
    terrains = classes(range(1, 7), lambda f: read_terrain(f, RUSSIA, None, st)[0])
    missions = classes(range(1, 7), lambda f: read_mission(f, st)[:2])
    for year, year_face in years.items():
        chance = read_attacker_chance(year, RUSSIA, "germany", None, st)[0]
        for attacker_face in (1, 100):  # at or under the chance, and over it: both happen every year
            assert 1 <= chance < 100
            for season, season_face in seasons.items():
                conds = classes(range(1, 101), lambda f, season=season: read_conditions(f, season, RUSSIA, st)[0])
                for conditions, cond_face in conds.items():
                    snow_faces = (1, 2) if conditions is Conditions.SNOW else ()
                    for snow in snow_faces or (None,):
                        for (_terrain, t_face), (_mission, m_face) in product(terrains.items(), missions.items()):
                            head = [year_face, attacker_face, season_face, cond_face]
                            head += [snow] if snow is not None else []
                            head += [t_face, m_face]
                            tails: list[list[int]] = [[]]
                            if aircraft:
                                tails = _aircraft_tails(tables, attacker_face <= chance, year, conditions, snow)
                            for tail in tails:
                                dice = ScriptedDice(head + tail)
                                s = generate_scenario(
                                    ScenarioChoices(theatre=RUSSIA, aircraft=aircraft), dice, st, tables.nations
                                )
                                assert dice.remaining == 0
                                runs += 1
                                key = (
                                    s.year,
                                    s.attacker,
                                    s.season,
                                    s.conditions,
                                    s.snowing,
                                    s.terrain,
                                    s.mission,
                                    s.ratio,
                                )
                                outcomes.add((*key, (s.airstrikes.axis, s.airstrikes.allies)) if aircraft else key)
    return outcomes, runs


def _aircraft_tails(
    tables,
    axis_attacks: bool,
    year: int,
    conditions: Conditions,  # type: ignore[no-untyped-def]
    snow: int | None,
) -> list[list[int]]:
    if conditions is Conditions.MUD or snow == 1:
        return [[]]  # the weather forbids airstrikes: Table VII is not rolled
    attacker = Allegiance.AXIS if axis_attacks else Allegiance.ALLIES
    rows = classes(
        range(1, 101),
        lambda f: (
            read_aircraft(f, attacker, year, tables.scenario)[0].label
            + str(read_aircraft(f, attacker, year, tables.scenario)[0].to)
        ),
    )
    tails: list[list[int]] = []
    for face in rows.values():
        row = read_aircraft(face, attacker, year, tables.scenario)[0]
        if "variable" in (row.axis, row.allies):
            tails += [[face, d6] for d6 in range(1, 7)]
        else:
            tails.append([face])
    return tails


def test_the_russian_front_has_over_1500_scenarios(tables) -> None:
    outcomes, runs = enumerate_russian_front(tables, aircraft=False)
    # From the printed tables: 7 years (USSR adjustment 0) x 2 attackers x the season and conditions that can
    # happen in Russia (winter, spring and fall: clear, mud, snow falling or not = 4 each; summer, modifier 0:
    # clear or mud = 2; 14 in all) x 3 terrains (Steppes, Hilly, City) x 6 rows of Table VI.
    assert len(outcomes) == 7 * 2 * (4 + 4 + 2 + 4) * 3 * 6 == 3528
    assert len(outcomes) > 1500
    assert runs == len(outcomes)  # every class of faces gives a scenario of its own: nothing is counted twice
    # every result of every table does happen on the Russian front
    assert {o[0] for o in outcomes} == set(range(1939, 1946))
    assert {o[5].value for o in outcomes} == {"steppes", "hilly", "city"}
    assert len({(o[6], o[7]) for o in outcomes}) == 6


def test_with_the_optional_aircraft_table_there_are_more(tables) -> None:
    outcomes, _ = enumerate_russian_front(tables, aircraft=True)
    base = {o[:-1] for o in outcomes}
    assert len(base) == 3528
    assert len(outcomes) > 3528 * 4
    # where the weather forbids airstrikes (mud, snowing) every scenario has none
    assert all(o[-1] == (0, 0) for o in outcomes if o[3] is Conditions.MUD or o[4] is True)
