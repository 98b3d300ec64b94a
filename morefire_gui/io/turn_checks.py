"""The battle file's sequence-of-play keys (``turn``, ``step``, ``acted``, ``counter_battery``) checked against the
sequence's steps (resources/rules/sequence.yaml) and the battle's units and batteries, every problem located at its
key; and how they are written back. io/battle_file.py calls :func:`turn_problems` for a battle that validated,
:func:`turn_part_problems` for the valid parts of one that did not, and :func:`turns_to_data` when saving. The keys
are documented in docs/battle-format.md ("Turns")."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from pydantic import ValidationError

from morefire_gui.errors import Problem
from morefire_gui.io.side_words import side_in_file
from morefire_gui.io.yaml_events import KeyPath
from morefire_gui.io.yamldoc import YamlDocument
from morefire_gui.model.artillery import BatteryDefinition, BatteryKind
from morefire_gui.model.battle import Battle, Side
from morefire_gui.model.turns import CounterBatteryRecord
from morefire_gui.rules.tables import RuleTables

Locator = Callable[[KeyPath, str], Problem]
TURN_KEYS = ("turn", "step", "acted", "counter_battery")


def _unknown_step(step: str, known: Sequence[str]) -> str:
    close = difflib.get_close_matches(step, list(known), n=1)
    hint = f" (did you mean {close[0]}?)" if close else ""
    return f"unknown step {step!r}{hint}; the steps of the sequence of play are {', '.join(known)}"


def turn_problems(
    step: str | None,
    acted: Mapping[str, Sequence[str]],
    counter_battery: Sequence[tuple[int, CounterBatteryRecord]],
    batteries: Sequence[tuple[int, BatteryDefinition]],
    unit_ids: Collection[str],
    tables: RuleTables,
    problem: Locator,
    *,
    known_battery_ids: Collection[str] = (),
    sides: Sequence[Side] = (),
) -> list[Problem]:
    """The step is a step of the sequence of play; the marks name known steps and units (``unit_ids``: units and
    aircraft) or batteries of the battle, each at most once a step; counter-battery fire is between a battery and an enemy off-board battery, one order
    per firing battery. ``sides``: the battle's sides, to name one."""
    out: list[Problem] = []
    # The table is read only for a battle with a step or marks to check.
    known_steps = tables.sequence.step_ids() if step is not None or acted else ()
    if step is not None and step not in known_steps:
        out.append(problem(("step",), _unknown_step(step, known_steps)))
    by_id = {b.id: b for _, b in batteries}
    battery_ids = set(by_id) | set(known_battery_ids)
    actors = set(unit_ids) | battery_ids
    for key, ids in acted.items():
        if key not in known_steps:
            out.append(problem(("acted", key), _unknown_step(key, known_steps)))
        seen: set[str] = set()
        for j, ident in enumerate(ids):
            if ident in seen:
                out.append(problem(("acted", key, j), f"{ident!r} is marked twice in {key}"))
            seen.add(ident)
            if actors and ident not in actors:
                close = difflib.get_close_matches(ident, sorted(actors), n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                out.append(problem(("acted", key, j), f"unknown unit or battery {ident!r}{hint}"))
    firing: dict[str, int] = {}
    for i, record in counter_battery:
        where: KeyPath = ("counter_battery", i)
        if record.battery in firing:
            out.append(
                problem(
                    (*where, "battery"),
                    f"battery {record.battery!r} already fires counter-battery fire "
                    f"(counter_battery[{firing[record.battery]}]); one order a battery",
                )
            )
        firing.setdefault(record.battery, i)
        for key in ("battery", "target"):
            ident = getattr(record, key)
            if battery_ids and ident not in battery_ids:
                out.append(
                    problem(
                        (*where, key), f"unknown battery {ident!r}; the batteries are {', '.join(sorted(battery_ids))}"
                    )
                )
        shooter, target = by_id.get(record.battery), by_id.get(record.target)
        if target is not None:
            if target.kind is BatteryKind.NAVAL:
                out.append(
                    problem(
                        (*where, "target"),
                        f"{target.id!r} is naval guns: they are not subject to counter-battery fire (4.7)",
                    )
                )
            elif target.kind is BatteryKind.ON_BOARD:
                out.append(
                    problem(
                        (*where, "target"),
                        f"{target.id!r} is on the board: counter-battery fire (4.42) "
                        f"is at off-board batteries; a barrage hits guns on the "
                        f"board as units (4.6)",
                    )
                )
            if shooter is not None and shooter.side == target.side:
                out.append(
                    problem(
                        (*where, "target"),
                        f"{target.id!r} fires for {side_in_file(target.side, sides)}, as {shooter.id!r} does: "
                        "counter-battery fire is at the enemy's batteries",
                    )
                )
    return out


def actor_ids(battle: Battle) -> set[str]:
    """The ids that marks may name besides batteries: units, and aircraft where the battle keeps them."""
    return {u.id for u in battle.units} | {str(a.id) for a in getattr(battle, "aircraft", None) or ()}


def turn_part_problems(
    doc: YamlDocument,
    batteries: Sequence[tuple[int, BatteryDefinition]],
    unit_ids: Collection[str],
    tables: RuleTables,
    problem: Locator,
    *,
    known_battery_ids: Collection[str] = (),
    sides: Sequence[Side] = (),
) -> list[Problem]:
    """:func:`turn_problems` on the parts of a file that did not validate as a whole: the step and the marks as
    written (where they are text and lists of text), and the counter-battery orders that validate on their own."""
    data = doc.data
    planes = data.get("aircraft")
    unit_ids = set(unit_ids) | {
        a["id"]
        for a in (planes if isinstance(planes, list) else [])
        if isinstance(a, dict) and isinstance(a.get("id"), str)
    }
    step = data.get("step") if isinstance(data.get("step"), str) else None
    acted: dict[str, list[str]] = {}
    raw = data.get("acted")
    if isinstance(raw, dict):
        for key, ids in raw.items():
            if isinstance(key, str) and isinstance(ids, list):
                acted[key] = [i for i in ids if isinstance(i, str)]
    records: list[tuple[int, CounterBatteryRecord]] = []
    items = data.get("counter_battery")
    for i, item in enumerate(items if isinstance(items, list) else []):
        try:
            records.append((i, CounterBatteryRecord.model_validate(item)))
        except ValidationError:
            continue  # reported with the rest of the file's validation
    return turn_problems(
        step, acted, records, batteries, unit_ids, tables, problem, known_battery_ids=known_battery_ids, sides=sides
    )


def turns_to_data(data: dict[str, Any], flow: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    """Take the sequence-of-play keys out of a battle's dumped data, in the file's order: ``turn`` and ``step`` when
    not at the start of the battle, the marks of this turn, and each counter-battery order on one line."""
    out: dict[str, Any] = {}
    turn = data.pop("turn", 1)
    if turn != 1:
        out["turn"] = turn
    step = data.pop("step", None)
    if step is not None:
        out["step"] = step
    acted = {k: list(v) for k, v in data.pop("acted", {}).items() if v}
    if acted:
        out["acted"] = acted
    records = data.pop("counter_battery", [])
    if records:
        out["counter_battery"] = [
            flow({k: v for k, v in r.items() if not (k == "turns_fired" and v == 0)}) for r in records
        ]
    return out
