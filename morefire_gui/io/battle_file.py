"""Battle files, format version 1: read, validate (every problem with file, line and key), save atomically.

The format is documented in docs/battle-format.md; its keys are a contract with players and other tools.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import yaml

from morefire_gui import __version__
from morefire_gui.errors import BattleFileError, InputError, Problem, SaveError
from morefire_gui.io.yamldoc import YamlDocument, parse_yaml, read_yaml, validate_document
from morefire_gui.model.battle import FORMAT, FORMAT_VERSION, Battle, CustomScale
from morefire_gui.rules.catalogue import Catalogue
from morefire_gui.rules.tables import RuleTables

# version -> function turning that version's data into the next version's (none yet: version 1 is the first)
MIGRATIONS: dict[int, Any] = {}


def parse_battle(text: str, source: str, catalogue: Catalogue, tables: RuleTables) -> Battle:
    try:
        doc = parse_yaml(text, source)
    except InputError as exc:
        raise BattleFileError(exc.problems) from None
    return battle_from_document(doc, catalogue, tables)


def load_battle(path: Path, catalogue: Catalogue, tables: RuleTables) -> Battle:
    try:
        doc = read_yaml(Path(path))
    except InputError as exc:
        raise BattleFileError(exc.problems) from None
    return battle_from_document(doc, catalogue, tables)


def battle_from_document(doc: YamlDocument, catalogue: Catalogue, tables: RuleTables) -> Battle:
    data = doc.data
    if not isinstance(data, dict):
        raise BattleFileError([doc.problem((), "a battle file is a YAML mapping that starts with "
                                               f"'format: {FORMAT}' (this file holds {type(data).__name__})")])
    if data.get("format") != FORMAT:
        found = data.get("format")
        raise BattleFileError([doc.problem(("format",), f"this is not a More Fire! battle file: 'format' must be "
                                                        f"{FORMAT!r}" + (f" (found {found!r})" if found else ""))])
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise BattleFileError([doc.problem(("version",), f"'version' must be a whole number 1 or more "
                                                         f"(found {version!r})")])
    if version > FORMAT_VERSION:
        raise BattleFileError([doc.problem(("version",), f"this file is version {version}, written by a newer "
                                                         f"More Fire!; this app reads up to version "
                                                         f"{FORMAT_VERSION}. Upgrade the app to open it.")])
    while data["version"] < FORMAT_VERSION:  # pragma: no cover - no older versions exist yet
        data = MIGRATIONS[data["version"]](data)
    problems = _precheck(doc, tables)
    if problems:
        raise BattleFileError(problems)
    battle = validate_document(Battle, doc, BattleFileError)
    problems = check_battle(battle, catalogue, tables, doc)
    if problems:
        raise BattleFileError(problems)
    return battle


def _precheck(doc: YamlDocument, tables: RuleTables) -> list[Problem]:
    """Checks that need the raw text: an unquoted ``scale: 1:50`` is the YAML 1.1 base-60 number 110."""
    problems = []
    scale = doc.data.get("scale")
    raw = doc.raw.get(("scale",), "")
    if isinstance(scale, (int, float)) and not isinstance(scale, bool):
        if ":" in raw:
            problems.append(doc.problem(("scale",), f"YAML read the unquoted {raw} as the number {scale} (a "
                                                    f"base-60 number); put quotes around it: scale: \"{raw}\""))
        else:
            problems.append(doc.problem(("scale",), f"a scale is one of {_presets(tables)} or "
                                                    f"{{yards_per_inch: N}} (found the number {scale})"))
    elif isinstance(scale, str) and scale not in tables.scales.presets:
        problems.append(doc.problem(("scale",), f"unknown scale {scale!r}; use one of {_presets(tables)} or "
                                                f"{{yards_per_inch: N}}"))
    return problems


def _presets(tables: RuleTables) -> str:
    return ", ".join(f'"{p}"' for p in tables.scales.presets)


def check_battle(battle: Battle, catalogue: Catalogue, tables: RuleTables,
                 doc: YamlDocument | None = None) -> list[Problem]:
    """Checks across keys: ids, references, catalogue types, nations, units on the table."""
    def problem(path: tuple[str | int, ...], message: str) -> Problem:
        if doc is not None:
            return doc.problem(path, message)
        from morefire_gui.io.yamldoc import format_path
        return Problem("battle", None, format_path(path), message)

    problems: list[Problem] = []
    side_ids: dict[str, int] = {}
    for i, side in enumerate(battle.sides):
        if side.id in side_ids:
            problems.append(problem(("sides", i, "id"), f"duplicate side id {side.id!r}"))
        side_ids[side.id] = i
        if side.nation not in tables.nations.nations:
            problems.append(problem(("sides", i, "nation"), f"unknown nation {side.nation!r}; known: "
                                                            f"{', '.join(tables.nations.nations)}"))
    seen: dict[str, str] = {}
    for i, piece in enumerate(battle.terrain):
        where = f"terrain[{i}]"
        if piece.id in seen:
            problems.append(problem(("terrain", i, "id"), f"duplicate id {piece.id!r} (also {seen[piece.id]})"))
        seen.setdefault(piece.id, where)
        if not _touches_table(piece.points(), battle):
            problems.append(problem(("terrain", i), f"{piece.kind.value} {piece.id!r} lies wholly off the "
                                                    f"{battle.table.width:g} x {battle.table.depth:g} table"))
    unit_ids = {u.id for u in battle.units}
    for i, unit in enumerate(battle.units):
        where = f"units[{i}]"
        if unit.id in seen:
            problems.append(problem(("units", i, "id"), f"duplicate id {unit.id!r} (also {seen[unit.id]})"))
        seen.setdefault(unit.id, where)
        if unit.side not in side_ids:
            problems.append(problem(("units", i, "side"), f"unknown side {unit.side!r}; the sides are "
                                                          f"{', '.join(side_ids)}"))
        if unit.type not in catalogue:
            import difflib
            close = difflib.get_close_matches(unit.type, catalogue.ids(), n=3)
            hint = f" (did you mean {', '.join(close)}?)" if close else " (see 'morefire catalog')"
            problems.append(problem(("units", i, "type"), f"unknown unit type {unit.type!r}{hint}"))
        x, y = unit.at
        if not battle.contains_point(x, y):
            problems.append(problem(("units", i, "at"), f"unit {unit.id!r} at {x:g}, {y:g} is off the "
                                                        f"{battle.table.width:g} x {battle.table.depth:g} table"))
        if unit.riding_on is not None:
            if unit.riding_on == unit.id:
                problems.append(problem(("units", i, "riding_on"), "a unit cannot ride on itself"))
            elif unit.riding_on not in unit_ids:
                problems.append(problem(("units", i, "riding_on"), f"unknown unit {unit.riding_on!r}"))
    riding = {u.id: u.riding_on for u in battle.units if u.riding_on}
    for i, unit in enumerate(battle.units):
        chain, current = {unit.id}, riding.get(unit.id)
        while current is not None and current in riding:
            if current in chain:
                problems.append(problem(("units", i, "riding_on"), "riding_on goes round in a circle"))
                break
            chain.add(current)
            current = riding.get(current)
    row = battle.settings.movement_row
    if row is not None and row not in tables.movement.row_names():
        problems.append(problem(("settings", "movement_row"), f"unknown movement row {row!r}; use one of "
                                                              f"{', '.join(tables.movement.row_names())}"))
    if isinstance(battle.scale, CustomScale):
        pass
    return problems


def _touches_table(points: tuple[tuple[float, float], ...], battle: Battle) -> bool:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return not (max(xs) < 0 or min(xs) > battle.table.width or max(ys) < 0 or min(ys) > battle.table.depth)


# -- saving ---------------------------------------------------------------------------------------------

class _Dumper(yaml.SafeDumper):
    def ignore_aliases(self, data: Any) -> bool:
        return True


def _flow_list(dumper: yaml.SafeDumper, data: list[Any]) -> yaml.Node:
    flow = all(not isinstance(v, (dict, list)) for v in data) or all(
        isinstance(v, list) and all(not isinstance(w, (dict, list)) for w in v) for v in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


class _Flow(dict):  # type: ignore[type-arg]
    """A mapping written on one line (a unit, a side, a small terrain piece)."""


def _flow_dict(dumper: yaml.SafeDumper, data: _Flow) -> yaml.Node:
    return dumper.represent_mapping("tag:yaml.org,2002:map", data.items(), flow_style=True)


def _number(dumper: yaml.SafeDumper, data: float) -> yaml.Node:
    """Whole numbers are written without ".0" (72 rather than 72.0); others exactly, as repr gives them."""
    if data.is_integer() and abs(data) < 1e15:
        return dumper.represent_int(int(data))
    return dumper.represent_float(data)


_Dumper.add_representer(float, _number)
_Dumper.add_representer(list, _flow_list)
_Dumper.add_representer(_Flow, _flow_dict)


def battle_to_data(battle: Battle) -> dict[str, Any]:
    """The battle as plain data in the file's key order, without keys left at their defaults."""
    data = battle.model_dump(mode="json", exclude_none=True)
    data["app_version"] = __version__
    out: dict[str, Any] = {}
    for key in ("format", "version", "app_version", "title", "table", "scale", "sides", "terrain", "units"):
        out[key] = data.pop(key)
    out["table"] = _Flow(out["table"])
    out["sides"] = [_Flow(s) for s in out["sides"]]
    out["terrain"] = [_Flow(_strip_defaults(t, {})) for t in out["terrain"]]
    out["units"] = [_Flow(_strip_defaults(u, {"facing": 0.0, "status": []})) for u in out["units"]]
    for key, value in data.items():
        default = Battle.model_fields[key].get_default(call_default_factory=True)
        default_dump = default.model_dump(mode="json", exclude_none=True) if hasattr(default, "model_dump") \
            else default
        if value != default_dump:
            out[key] = value
    return out


def _strip_defaults(item: dict[str, Any], defaults: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in item.items() if not (k in defaults and v == defaults[k])}


def battle_to_yaml(battle: Battle) -> str:
    return yaml.dump(battle_to_data(battle), Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=120)


def save_battle(battle: Battle, path: Path, keep_backup: bool = True) -> None:
    """Write atomically: a temporary file in the same folder, flushed to disk, then renamed over the target.
    The previous file is kept as ``NAME.bak``. If anything fails, the old file is untouched."""
    try:
        write_text_atomic(Path(path), battle_to_yaml(battle), keep_backup)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise SaveError([Problem(str(path), None, "", f"cannot save: {reason}; the previous file, if any, "
                                                      f"is unchanged")]) from None


def write_text_atomic(path: Path, text: str, keep_backup: bool = True) -> None:
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            try:
                os.chmod(tmp_name, path.stat().st_mode & 0o7777)
            except OSError:
                pass
            if keep_backup:
                backup = path.with_name(path.name + ".bak")
                try:
                    if backup.exists():
                        backup.unlink()
                    os.link(path, backup)
                except OSError:
                    import shutil
                    shutil.copy2(path, backup)
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass
