"""The texts the rules and the session write for the player (an explanation's steps, a roll's purpose, a refusal's
reason, a log entry), kept so that the GUI can say them in the interface's language.

A text is marked where it is written with :func:`QT_TRANSLATE_NOOP`, which ``pyside6-lupdate`` finds in Python
sources as it finds ``tr()`` (docs/translations.md), and its values are given by name::

    QT_TRANSLATE_NOOP("Rules", "{unit} is in the damage zone").format(unit=unit_id)

The result is a :class:`Message`: a ``str`` that reads exactly as the English text always read (the CLI, ``--json``
and battle files are unchanged), and that keeps its template and values. The GUI translates the template and
writes the values in the interface's language and locale (``gui/i18n.py``, ``said``): a number with the locale's
decimal mark, a message given as a value in its own translation. No Qt here: nothing is translated below the GUI.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NoReturn

__all__ = ["COMMAND", "QT_TRANSLATE_NOOP", "RULES", "Message", "in_sentence", "joined", "whole_degrees"]

RULES = "Rules"  # the context of every text the rules, the session and the rules' data files give the player

# The value of a message that names the command line's own way to do a thing, after the window's menu path ("(Battle >
# Placement Complete{command})", command=", morefire placement"): the command line reads it as written; the window,
# whose players have its menus and not the commands, leaves it out (gui/said.py).
COMMAND = "command"

# A value of a message: a number (written in the reader's locale), a message (said in the reader's language) or
# any other text (a name: a unit's, a table's as printed; shown as it is).
Value = str | int | float


class Message(str):
    """A text for the player: its English reading, with the ``context``, ``template`` and named ``values`` it was
    made from. Frozen, and equal to (and hashed as) its English text; what a ``str`` method returns is a plain
    ``str``, so a message stays translatable only as long as it is passed on whole (or as a value of another)."""

    context: str
    template: str
    values: tuple[tuple[str, Value], ...]

    def __new__(cls, context: str, template: str, values: Iterable[tuple[str, Value]] = ()) -> Message:
        named = tuple(values)
        self = super().__new__(cls, template.format(**dict(named)) if named else template)
        # Written into the instance's dict at once (its __setattr__ refuses): made thousands of times a turn.
        self.__dict__.update(context=context, template=template, values=named)
        return self

    def format(self, *args: object, **kwargs: Any) -> Message:
        """The message with its values filled in by name (its template's ``{name}`` fields)."""
        if args:
            raise TypeError("a message's values are given by name")
        return Message(self.context, self.template, (*self.values, *kwargs.items()))

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"a Message is frozen: cannot set {name}")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"a Message is frozen: cannot delete {name}")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Message, (self.context, self.template, self.values))

    def __copy__(self) -> Message:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Message:
        return self


class Trimmed(float):
    """A measure written with at most two decimals and no trailing zeros ("12.5", "3", "0.25"): as a message's
    value it is written so in English, and with the reader's decimal mark in the GUI."""

    def __format__(self, spec: str) -> str:
        if spec:
            return super().__format__(spec)
        return f"{float(self):.2f}".rstrip("0").rstrip(".")

    def __str__(self) -> str:
        return self.__format__("")


def QT_TRANSLATE_NOOP(context: str, text: str) -> Message:
    """``text`` marked for translation in ``context``, untranslated: a :class:`Message` that reads as ``text``.
    Give its values with ``.format(name=…)``. lupdate reads the two arguments, so both must be string literals."""
    return Message(context, text)


def joined(parts: Iterable[str], separator: Message) -> str:
    """``parts`` joined by a translatable ``separator`` with the fields ``{first}`` and ``{then}`` (e.g. "{first},
    then {then}"): each pair is a message, so that the whole stays translatable. No parts: ""."""
    out: str | None = None
    for part in parts:
        out = part if out is None else separator.format(first=out, then=part)
    return "" if out is None else out


def in_sentence(name: str) -> str:
    """A name as a sentence says it after its first word: its first letter small ("Tank vs infantry and AT systems" ->
    "tank vs infantry and AT systems"), every other capital kept, and an abbreviation at its start kept whole ("AA
    fire" stays so)."""
    first = name.split(" ", 1)[0]
    if len(first) > 1 and first.isupper():
        return name
    return name[:1].lower() + name[1:]


def said_error(error: BaseException) -> str:
    """What an error says: the message it was raised with (translatable) when it has one, else its text."""
    if len(error.args) == 1 and isinstance(error.args[0], Message):
        return error.args[0]
    return str(error)


# Reasons and facts listed one after another ("{first}; {then}"), as the rules' texts join them.
AND_THEN = QT_TRANSLATE_NOOP("Rules", "{first}; {then}")


def whole_degrees(value: float) -> int:
    """A facing or a heading as the window writes it (a counter's tooltip, the Details dock, the Aircraft dock):
    whole degrees clockwise from north, 0-359, not every decimal a drag or a typed number gave ("37", not "37.2345").
    The command line, the steps and the log write it so; ``--json`` keeps the number as it is."""
    return round(value) % 360
