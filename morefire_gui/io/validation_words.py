"""What is wrong with a value, in the app's words: one sentence for each kind of error the models' checks raise.

pydantic says "Input should be greater than or equal to 1"; a player reads "must be a whole number 1 or more (found
-2)". The sentences are in one table, :data:`SENTENCES`, keyed by pydantic's error type; each is a template whose
fields are the error's own figures (``{ge}``, ``{max_length}``), the value found (``{found}``), the key at fault
(``{key}``) and the choices a key takes (``{choices}``). An error of a type the table does not have is
said by :data:`OTHER`, never passed through in pydantic's words, and a template that cannot be filled falls back to
it too. The messages of the app's own checks (``value_error``) are kept as they are written.

Where a value is (the file, the line, the key path) is said by the caller (:mod:`morefire_gui.io.yamldoc`); this
module says what is wrong with it. The command line and the files speak English (docs/translations.md).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from morefire_gui.model.numbers import ID_PATTERN

Template = str | Callable[[Mapping[str, Any]], str]

_ID_RULE = "an id may hold only letters, digits and _ . - (no spaces) (found {found})"
_LIST = "must be a list, written [a, b, ...] (found {found})"
_MAPPING = "must be a mapping of keys and values, written {{key: value, ...}} (found {found})"


def _choice(figures: Mapping[str, Any]) -> str:
    """A value that is not one of the choices: the closest choice when there is one, else all of them."""
    if not figures["text"]:
        return "must be one of {choices} (found {found})"
    if figures["close"]:
        return "{found} is not one of the choices here; did you mean {close}?"
    return "{found} is not one of the choices here: {choices}"


def _tag(figures: Mapping[str, Any]) -> str:
    """The kind of a mapping that is one of several kinds (a log step, an action), not one of them."""
    if figures["close"]:
        return "{tag_key} {found} is not one of the choices here; did you mean {close}?"
    return "{tag_key} {found} is not one of the choices here: {choices}"


SENTENCES: dict[str, Template] = {
    # keys
    "missing": lambda f: "required key {key} is missing" if f["named"] else "is missing: the list has too few items",
    "extra_forbidden": "unknown key {key}{allowed}",
    "invalid_key": "a key must be text, but YAML reads this one as the {input_kind} {found}; put it in quotes",
    "union_tag_not_found": "required key {discriminator} is missing",
    "union_tag_invalid": _tag,
    # numbers
    "greater_than_equal": "must be {number} {ge} or more (found {found})",
    "less_than_equal": "must be {number} {le} or less (found {found})",
    "greater_than": "must be {number} more than {gt} (found {found})",
    "less_than": "must be {number} less than {lt} (found {found})",
    "multiple_of": "must be a multiple of {multiple_of} (found {found})",
    "int_type": "must be a whole number (found {found})",
    "int_parsing": "must be a whole number (found {found})",
    "int_parsing_size": "is too large a number (found {found})",
    "int_from_float": "must be a whole number, without a fraction (found {found})",
    "float_type": "must be a number (found {found})",
    "float_parsing": "must be a number (found {found})",
    "finite_number": "must be a number of ordinary size, not infinite or 'nan' (found {found})",
    "decimal_type": "must be a number (found {found})",
    "decimal_parsing": "must be a number (found {found})",
    # yes/no, text
    "bool_type": "must be yes or no (true or false) (found {found})",
    "bool_parsing": "must be yes or no (true or false) (found {found})",
    "string_type": "must be text (found {found})",
    "string_too_short": lambda f: (
        "must not be empty" if f["min_length"] == 1 else "must have at least {min_length} characters (it has {length})"
    ),
    "string_too_long": "is too long: at most {max_length} characters (it has {length:,})",
    "string_pattern_mismatch": lambda f: (
        _ID_RULE if f["pattern"] == ID_PATTERN else "is not written as it must be here (found {found})"
    ),
    # choices
    "literal_error": _choice,
    "enum": _choice,
    # lists and mappings
    "list_type": _LIST,
    "tuple_type": _LIST,
    "set_type": _LIST,
    "iterable_type": _LIST,
    "dict_type": _MAPPING,
    "model_type": _MAPPING,
    "model_attributes_type": _MAPPING,
    "too_short": lambda f: (
        "must not be empty"
        if f["min_length"] == 1 and not f["actual_length"]
        else "needs at least {min_length} item{min_s} (it has {actual_length})"
    ),
    "too_long": "has too many items: at most {max_length} (it has {actual_length})",
    # the app's own checks: their messages as written, and the value they refuse
    "value_error": "{own}{found_after}",
    "assertion_error": "{own}{found_after}",
}

# Any other kind of error: what is known of it, in the app's words.
OTHER = "is not a value this key takes (found {found})"
_OWN_PREFIXES = ("Value error, ", "Assertion failed, ")
_QUOTED = re.compile(r"'((?:[^'\\]|\\.)*)'")


def sentence(err: ErrorDetails, fields: Sequence[str] = ()) -> str:
    """What is wrong, in the app's words, for one of pydantic's errors. ``fields``: the keys the mapping around the
    value takes, for the hint of an unknown key."""
    template = SENTENCES.get(err.get("type", ""), OTHER)
    figures = _figures(err, fields)
    try:
        text = template(figures) if callable(template) else template
        return text.format_map(figures)
    except (KeyError, ValueError, IndexError, TypeError):  # a figure the error did not bring
        return OTHER.format_map(figures)


def located(err: ErrorDetails) -> str:
    """One error said with pydantic's location as a key path (``path[0][1]: must be ...``): for a value given
    outside a file (a command's flags, a dialog's fields), where there is no line to name."""
    from morefire_gui.io.yamldoc import format_path  # here: yamldoc says its problems with this module

    where = format_path(part for part in err.get("loc", ()) if isinstance(part, (str, int)))
    return f"{where}: {sentence(err)}" if where else sentence(err)


def first_said(exc: ValidationError) -> str:
    """The first of a refusal's errors, located: what a dialog or a command shows of it."""
    return located(exc.errors(include_url=False)[0])


def all_said(exc: ValidationError) -> list[str]:
    """Each of a refusal's errors, located."""
    return [located(e) for e in without_echoes(exc.errors(include_url=False))]


def without_echoes(errors: list[ErrorDetails]) -> list[ErrorDetails]:
    """The errors less those that only echo another: a list is "too short" only because an item of it failed
    (pydantic counts the items that passed); the item's own error says what is wrong, and "must not be empty" of a
    list that has an item would be false."""
    failed_inside = {tuple(e["loc"][:i]) for e in errors if e.get("type") != "too_short" for i in range(len(e["loc"]))}
    return [e for e in errors if not (e.get("type") == "too_short" and tuple(e["loc"]) in failed_inside)]


def _figures(err: ErrorDetails, fields: Sequence[str]) -> dict[str, Any]:
    """The fields a template may use: the error's own figures (its bounds written as a player writes them) and what
    is known of the value, the key and the choices."""
    ctx: dict[str, Any] = dict(err.get("ctx") or {})
    value = ctx["tag"] if err.get("type") == "union_tag_invalid" else err.get("input")
    loc = err.get("loc", ())
    last = loc[-1] if loc else None  # a missing or unknown key: the last part of pydantic's place
    choices = _choices(ctx)
    # A close choice only for a value about as long as a choice: difflib indexes every character of the value first
    # (a 15 MB title would take some 600 MB), and a value far longer than every choice is close to none.
    close = (
        difflib.get_close_matches(value, choices, n=1, cutoff=0.7)
        if isinstance(value, str) and choices and len(value) <= 2 * max(map(len, choices)) + 10
        else []
    )
    return {
        "min_length": None,
        "actual_length": 0,
        "pattern": None,
        **{k: _number(v) if type(v) in (int, float) else v for k, v in ctx.items()},
        "found": _found(value),
        "found_after": "" if value is None or isinstance(value, (dict, list, tuple)) else f" (found {shown(value)})",
        "input_kind": type(value).__name__,
        "key": repr(last) if isinstance(last, str) else last,
        "named": isinstance(last, str),
        "text": isinstance(value, str),
        "tag_key": str(ctx.get("discriminator", "kind")).strip("'"),  # the key that tells a union's kinds apart
        "number": _number_kind(ctx),
        "choices": _listed(choices) if choices else ctx.get("expected", ""),
        "close": repr(close[0]) if close else "",
        "allowed": _allowed(last, fields),
        "length": len(value) if isinstance(value, (str, list, tuple, dict)) else 0,
        "min_s": "" if ctx.get("min_length") == 1 else "s",
        "own": _own(str(err.get("msg", ""))),
    }


def _own(msg: str) -> str:
    """The message of one of the app's own checks, without pydantic's "Value error, "."""
    for prefix in _OWN_PREFIXES:
        if msg.startswith(prefix):
            return msg[len(prefix) :]
    return msg


def _choices(ctx: Mapping[str, Any]) -> list[str]:
    """The choices of a literal, an enumeration or a tagged union, from pydantic's list of them."""
    expected = ctx.get("expected", ctx.get("expected_tags"))
    return [m.group(1) for m in _QUOTED.finditer(expected)] if isinstance(expected, str) else []


def _listed(choices: Sequence[str]) -> str:
    quoted = [repr(c) for c in choices]
    return quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} or {quoted[-1]}"


def _allowed(key: Any, fields: Sequence[str]) -> str:
    """After "unknown key": the key it is likely a misspelling of, or the keys the mapping takes."""
    close = difflib.get_close_matches(str(key), fields, n=1)
    if close:
        return f" (did you mean {close[0]!r}?)"
    return f"; allowed keys: {', '.join(sorted(fields))}" if fields else ""


def _number_kind(ctx: Mapping[str, Any]) -> str:
    """ "a whole number" when the bound is one (an int field's bounds are ints, a float field's floats)."""
    bounds = [ctx[k] for k in ("ge", "gt", "le", "lt") if k in ctx]
    return "a whole number" if bounds and all(isinstance(b, int) for b in bounds) else "a number"


def _number(value: float) -> float:
    """A bound as a player writes it: 0 and 100000, not 0.0 and 100000.0."""
    return int(value) if isinstance(value, float) and value.is_integer() and abs(value) < 1e16 else value


def _found(value: Any) -> str:
    """The value found, as a message quotes it (cut short: a message must not repeat a 15 MB title)."""
    if value is None:
        return "nothing"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return shown(value)


def shown(value: Any, limit: int = 60) -> str:
    """A value as a message quotes it: its repr, cut short (a message must not repeat a 15 MB title)."""
    if isinstance(value, str) and len(value) > limit:
        # Only the start is written out (the repr of a 15 MB title would be another 15 MB), and its length counted.
        return f"{repr(value[:limit])[: limit - 15]}... ({len(value):,} characters)"
    text = repr(value)
    return text if len(text) <= limit else f"{text[: limit - 15]}... ({len(text):,} characters)"
