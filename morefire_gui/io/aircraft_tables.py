"""Rule 5's figures with a player's own merged over the app's defaults.

The bundled ``resources/rules/aircraft.yaml`` holds the app's default figures for rules 5.1-5.6 (our copy of the
rules prints only their headings). A player's file has the same layout and only the keys they change; it is merged
over the bundled one — a mapping key by key, anything else (a number, a list such as a chart's bands) replaced
whole — and the result is checked as strictly as the bundled file, every problem named with the player's file,
line and key. The command line takes it with ``--aircraft-tables FILE``; the app remembers it in its settings
(Aircraft > Aircraft Figures…).
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from morefire_gui.errors import DataFileError, InputError, Problem
from morefire_gui.io.resources import resource_path, rule_tables
from morefire_gui.io.yamldoc import YamlDocument, read_yaml, validate_document
from morefire_gui.rules.aircraft.tables import AircraftTables

BUNDLED = "resources/rules/aircraft.yaml"


def merged(base: Any, override: Any) -> Any:
    """``override`` over ``base``: mappings merged key by key (recursively), anything else replaced."""
    if isinstance(base, dict) and isinstance(override, dict):
        out = copy.deepcopy(base)
        for key, value in override.items():
            out[key] = merged(base[key], value) if key in base else copy.deepcopy(value)
        return out
    return copy.deepcopy(override)


def changed(base: Any, other: Any) -> Any:
    """What ``other`` changes from ``base``, as a file of a player's own figures writes it (the inverse of
    :func:`merged`): the keys of a mapping whose values differ, anything else whole."""
    if isinstance(base, dict) and isinstance(other, dict):
        return {k: changed(base[k], v) if k in base else v for k, v in other.items() if base.get(k) != v}
    return other


def figures_played(tables: AircraftTables) -> dict[str, Any] | None:
    """The figures ``tables`` hold, as the keys they change from the app's own; None when they are the app's."""
    own = rule_tables().aircraft
    if tables is own or tables == own:
        return None
    figures: dict[str, Any] = changed(own.model_dump(mode="json"), tables.model_dump(mode="json"))  # two mappings
    return figures


def figures_from(figures: dict[str, Any] | None) -> AircraftTables:
    """The aircraft figures an action of a battle's record was played with: ``figures`` (the keys changed) merged over
    the app's own, or the app's own for None."""
    own = rule_tables().aircraft
    if figures is None:
        return own
    return AircraftTables.model_validate(merged(own.model_dump(mode="json"), figures))


def load_aircraft_tables(user_file: Path | None = None) -> AircraftTables:
    """The bundled aircraft figures, with ``user_file`` (if any) merged over them and the whole checked. Raises
    :class:`DataFileError` naming the user's file, line and key."""
    if user_file is None:
        return rule_tables().aircraft
    try:
        user = read_yaml(Path(user_file), str(user_file))
        bundled = read_yaml(resource_path("rules", "aircraft.yaml"), BUNDLED)
    except InputError as exc:
        raise DataFileError(exc.problems) from None
    if user.data is None:
        return rule_tables().aircraft
    if not isinstance(user.data, dict):
        raise DataFileError(
            [
                Problem(
                    str(user_file),
                    1,
                    "",
                    f"the file holds no mapping of keys: give the keys of {BUNDLED} to change (speeds:, aa_fire:, ...)",
                )
            ]
        )
    unknown = [k for k in user.data if k not in bundled.data]
    if unknown:
        raise DataFileError(
            [user.problem((k,), f"unknown key {k!r}; the keys are {', '.join(bundled.data)}") for k in unknown]
        )
    doc = YamlDocument(str(user_file), merged(bundled.data, user.data), dict(user.lines), dict(user.raw))
    return validate_document(AircraftTables, doc, DataFileError)
