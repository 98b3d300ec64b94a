"""Safe YAML reading that remembers where every key and item was, so that errors can name a line.

A file is read with a bound (:mod:`morefire_gui.io.file_read`: a regular file, at most :data:`MAX_FILE_BYTES`) and
built from the parser's events with a budget of values and depth (:mod:`morefire_gui.io.yaml_events`). Nothing but
plain data comes out; anchors, aliases, tags that make objects and a key given twice in one mapping are refused,
each at its line.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from morefire_gui.errors import InputError, MoreProblems, Problem
from morefire_gui.io.file_read import read_bounded
from morefire_gui.io.validation_words import sentence, without_echoes
from morefire_gui.io.yaml_events import MAX_PROBLEMS, KeyPath, build_document

M = TypeVar("M", bound=BaseModel)

MAX_FILE_BYTES = 20 * 1024 * 1024  # a long battle's log is a few MB; larger files take minutes to read


@dataclass
class YamlDocument:
    """The plain data of a YAML file and, for every key path, the line it starts on and its raw text."""

    source: str
    data: Any
    lines: dict[KeyPath, int] = field(default_factory=dict)
    raw: dict[KeyPath, str] = field(default_factory=dict)

    def line_of(self, path: Sequence[str | int]) -> int | None:
        """The line of the deepest part of ``path`` that exists in the file."""
        p = tuple(path)
        while p:
            if p in self.lines:
                return self.lines[p]
            p = p[:-1]
        return self.lines.get((), None)

    def problem(self, path: Sequence[str | int], message: str) -> Problem:
        return Problem(self.source, self.line_of(path), format_path(path), message, named_path(path, self.data))


def format_path(path: Iterable[str | int]) -> str:
    """``("units", 3, "facing")`` -> ``units[3].facing``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def named_path(path: Iterable[str | int], data: Any) -> str | None:
    """The key path with the id of every item that has one, so that the player can find it on the board:
    ``terrain[0] (w1).polygon``. None when no item on the path has an id."""
    out = ""
    named = False
    cursor = data
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
            cursor = cursor[part] if isinstance(cursor, list) and 0 <= part < len(cursor) else None
            item_id = cursor.get("id") if isinstance(cursor, dict) else None
            if isinstance(item_id, str) and item_id:
                out += f" ({item_id if len(item_id) <= 64 else item_id[:61] + '...'})"
                named = True
        else:
            out += ("." if out else "") + str(part)
            cursor = cursor.get(part) if isinstance(cursor, dict) else None
    return out if named else None


def parse_yaml(text: str | bytes, source: str, max_values: int | None = None) -> YamlDocument:
    """Parse ``text`` safely, within the budget (``max_values``: another than the reader's own, for the app's own
    autosave). A syntax error, a value over the budget, an anchor or alias, a tag, or a key given twice becomes an
    :class:`InputError` naming the line."""
    built = build_document(text, source, max_values)
    return YamlDocument(source, built.data, built.lines, built.raw)


def read_yaml(path: Path, source: str | None = None, max_values: int | None = None) -> YamlDocument:
    """Read and parse a YAML file, turning unreadable, oversized, non-regular or non-UTF-8 files into clear
    errors."""
    name = source or str(path)
    raw = read_bounded(Path(path), name, MAX_FILE_BYTES)
    try:
        raw.decode("utf-8")  # checked here, where the message can name the byte; the parser reads the bytes
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise InputError(
            [
                Problem(
                    name,
                    line,
                    "",
                    f"not a UTF-8 text file (byte {exc.start} is 0x{raw[exc.start]:02x}); save it as UTF-8",
                )
            ]
        ) from None
    return parse_yaml(raw, name, max_values)


def _clean_loc(loc: tuple[Any, ...], data: Any, model: type[BaseModel] | None = None) -> KeyPath:
    """Turn pydantic's error location into a key path of the data: drop the tags it adds for validators and
    for the members of a union (``scale.CustomScale.yards_per_inch`` is ``scale.yards_per_inch``, and
    ``log.0.steps.1.roll.face`` is ``log[0].steps[1].face``), keep the
    keys that are in the data, and keep a missing or unknown key so that the message can name it."""
    out: list[str | int] = []
    cursor = data
    for part in loc:
        if isinstance(cursor, dict) and part in cursor:
            # A key is a name, never an index; name it as the file has it (True, not pydantic's 1).
            key = part if isinstance(part, str) else next((k for k in cursor if k == part), part)
            out.append(str(key))
            cursor = cursor[part]
        elif isinstance(cursor, list) and isinstance(part, int) and 0 <= part < len(cursor):
            out.append(part)
            cursor = cursor[part]
        elif isinstance(cursor, list) and isinstance(part, int) and part >= len(cursor):
            out.append(part)  # an item a list of fixed length lacks (a point's y): the message names it
            cursor = None
        elif isinstance(cursor, dict) and isinstance(part, str) and part == cursor.get("kind"):
            continue  # the tag of a union told apart by its kind (a log step's "roll"), not a key
        elif isinstance(cursor, dict) and isinstance(part, str) and not any(c in part for c in "[]()-"):
            fields = _fields_at(model, tuple(out)) if model is not None else []
            if fields and part not in fields:
                continue  # the name of a union member, not a key
            out.append(part)  # a missing key: keep it so the message names it
            cursor = None
    return tuple(out)


def _message(err: ErrorDetails, path: KeyPath, model: type[BaseModel]) -> str:
    """What is wrong, in the app's words (:mod:`morefire_gui.io.validation_words`); an unknown key is told the keys
    its mapping takes."""
    fields = _fields_at(model, path[:-1]) if err.get("type") == "extra_forbidden" else []
    return sentence(err, fields)


def _fields_at(model: type[BaseModel], path: KeyPath) -> list[str]:
    """The field names a model accepts at ``path`` (best effort, for "did you mean" hints)."""
    import typing

    current: Any = model
    for part in path:
        if isinstance(part, int):
            continue
        if isinstance(current, type) and issubclass(current, BaseModel) and part in current.model_fields:
            ann = current.model_fields[part].annotation
            current = _inner_model(ann, typing)
        else:
            return []
    if isinstance(current, type) and issubclass(current, BaseModel):
        return list(current.model_fields)
    return []


def _inner_model(ann: Any, typing: Any) -> Any:
    for arg in (ann, *typing.get_args(ann)):
        if isinstance(arg, type) and issubclass(arg, BaseModel):
            return arg
        for sub in typing.get_args(arg):
            if isinstance(sub, type) and issubclass(sub, BaseModel):
                return sub
    return None


def validation_problems(
    exc: ValidationError, doc: YamlDocument, model: type[BaseModel], prefix: KeyPath = (), limit: int = MAX_PROBLEMS
) -> list[Problem]:
    """Turn pydantic's errors into located problems: file, line, key path, message. The first ``limit`` of them,
    then one that says how many more there are (:func:`listed`)."""
    errors = without_echoes(_fitting_members(exc.errors(include_url=False), _get(doc.data, prefix)))
    problems: list[Problem] = []
    done = 0
    while done < len(errors) and len(problems) < limit:  # a batch at a time, until a thousand are kept
        batch = errors[done : done + limit - len(problems)]
        done += len(batch)
        problems += _located(batch, doc, model, prefix)
    if done < len(errors):
        problems.append(more_problems(doc.source, problems[-1].line if problems else None, len(errors) - done))
    return listed(problems, limit)


_MISFITS = frozenset({"missing", "extra_forbidden", "model_type", "model_attributes_type", "dict_type"})


def _fitting_members(errors: list[ErrorDetails], data: Any) -> list[ErrorDetails]:
    """A value that may take one of several shapes (a calibration by two points or by four corners) is told what is
    wrong with the shape its keys fit best, not with every shape: the errors of the shapes that more of its keys
    miss or do not fit are dropped. When the shapes fit as well, every one's errors are kept."""
    members = [_member(tuple(e["loc"]), data) for e in errors]
    misfits: dict[tuple[Any, ...], dict[str, int]] = {}
    for err, member in zip(errors, members, strict=True):
        if member is not None:
            counts = misfits.setdefault(member[0], {})
            counts[member[1]] = counts.get(member[1], 0) + (err.get("type") in _MISFITS)
    return [
        err
        for err, member in zip(errors, members, strict=True)
        if member is None or misfits[member[0]][member[1]] == min(misfits[member[0]].values())
    ]


def _member(loc: tuple[Any, ...], data: Any) -> tuple[tuple[Any, ...], str] | None:
    """Where pydantic's location names the shape of a union it tried (``calibration.FourCorners.corners``): the
    place of the union and the shape's name; None for an error outside a union of shapes."""
    cursor = data
    for i, part in enumerate(loc):
        if _present(cursor, (part,)):
            cursor = cursor[part]
        elif isinstance(part, str) and i < len(loc) - 1 and part[:1].isupper():
            return loc[:i], part
        else:
            return None
    return None


def _located(errors: list[ErrorDetails], doc: YamlDocument, model: type[BaseModel], prefix: KeyPath) -> list[Problem]:
    found: list[tuple[KeyPath, str, Problem]] = []
    for err in errors:
        path = _clean_loc(tuple(err["loc"]), _get(doc.data, prefix), model)
        full = (*prefix, *path)
        message = _message(err, path, model)
        raw = doc.raw.get(full)
        if raw is None and type(err.get("input")) in (int, float):
            raw = repr(err["input"])  # a number in a list keeps no text of its own (io/yaml_events.py)
        if err.get("type") == "string_type" and raw is not None and not isinstance(err.get("input"), str):
            # `id: 1`, `name: no`, `title: 1943`: YAML 1.1 reads these as numbers or yes/no.
            message += f'; YAML reads {raw} as a {_yaml_kind(err.get("input"))}: put it in quotes, "{raw}"'
        found.append((full, err.get("type", ""), doc.problem(full, message)))
    # A misspelt key is one mistake, not two: "unknown key 'dept' (did you mean 'depth'?)" says it all, so
    # what the absent 'depth' causes ("required key 'depth' is missing", "a hill needs its 'level'") is dropped.
    suggested = {
        (*full[:-1], p.message.split("did you mean '")[1].split("'")[0])
        for full, kind, p in found
        if kind == "extra_forbidden" and "did you mean '" in p.message
    }
    return [p for full, kind, p in found if not (full in suggested and not _present(doc.data, full))]


def more_problems(source: str, line: int | None, count: int | None) -> MoreProblems:
    """What stands for the problems past the first :data:`MAX_PROBLEMS`: how many more (when known), at the line of
    the last one listed."""
    more = f"{count:,} more problems follow" if count is not None else "more problems follow"
    return MoreProblems(source, line, "", f"{more}; the first {MAX_PROBLEMS:,} are listed: fix them first", count=count)


def listed(problems: Iterable[Problem], limit: int = MAX_PROBLEMS) -> list[Problem]:
    """The first ``limit`` problems in the order given, then one that says how many more there are (those that
    :class:`MoreProblems` stand for counted in): a file wrong in a hundred thousand places is refused as quickly as
    one wrong in ten, and its message is a list a player can read."""
    shown: list[Problem] = []
    more: int | None = 0
    source = None
    for p in problems:
        if isinstance(p, MoreProblems):
            more = None if more is None or p.count is None else more + p.count
            source = source or p.source
        elif len(shown) < limit:
            shown.append(p)
        elif more is not None:
            more += 1
    if more != 0:
        last = shown[-1] if shown else None
        shown.append(more_problems(last.source if last else source or "", last.line if last else None, more))
    return shown


def _yaml_kind(value: Any) -> str:
    if isinstance(value, bool):
        return "yes/no value"
    if isinstance(value, (int, float)):
        return "number"
    if value is None:
        return "null (nothing)"
    return type(value).__name__


def _present(data: Any, path: KeyPath) -> bool:
    for part in path:
        if isinstance(data, dict) and part in data:  # noqa: SIM114 - one test each, so that mypy narrows `part`
            data = data[part]
        elif isinstance(data, list) and isinstance(part, int) and 0 <= part < len(data):
            data = data[part]
        else:
            return False
    return True


def _get(data: Any, path: KeyPath) -> Any:
    for part in path:
        data = data[part]
    return data


def validate_document(
    model: type[M], doc: YamlDocument, error: type[InputError] = InputError, prefix: KeyPath = ()
) -> M:
    """Validate the document (or the part at ``prefix``) into ``model``; every problem is reported (the first
    thousand listed, and how many more there are)."""
    data = _get(doc.data, prefix)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise error(validation_problems(exc, doc, model, prefix)) from None
