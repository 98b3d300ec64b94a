"""What the rules and the session wrote for the player, said in the interface's language and written in its locale.

The Qt-free layers write a :class:`~morefire_gui.rules.words.Message`: English text that keeps its template and
values. :func:`said` translates the template (``QCoreApplication.translate``, context ``Rules``), says every value
that is itself a message in the same way, and writes every number with the locale's decimal mark and digit
grouping, as the spin boxes beside it do ("21,5" in German). A plain text is a name or a word of the rules' data
files (gui/rule_texts.py): translated when the catalogue has it, else shown as it is (a unit's name). A text kept
only in English (a battle file's log) is read back against the templates the rules write, and said the same way.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QLocale

from morefire_gui.gui.i18n import LocalNumber, Translated, language, local_digits, percent_signs
from morefire_gui.io.resources import rule_tables
from morefire_gui.rules.catalogue.entries import CatalogueEntry
from morefire_gui.rules.scenario.nations import NationTables
from morefire_gui.rules.sections import JOINED_SECTIONS
from morefire_gui.rules.words import COMMAND, RULES, Message

__all__ = [
    "battle_title",
    "entry_name",
    "keep_names",
    "nation_name",
    "reread",
    "said",
    "said_error",
    "said_label",
    "said_part",
    "said_problem",
    "said_rule",
]

# Names of a template's values that are always whole numbers (a turn, a roll, a chance): read back only as digits.
_NUMBERS = {"n", "turn", "turns", "roll", "chance", "face", "fir", "mf", "total", "points", "count", "guns", "gap"}
_NUMBERS |= {"number", "amount", "yards"}  # a unit's number after its type ("Rifle squad 2"), a length ("12 in")
_NUMBERS |= {"spent", "budget"}  # points spent of a side's budget
# Names of a template's values that are years as the rules print them ("1945", "1941-42"): read back only so.
_YEARS = {"years", "year"}
# Names of a template's values that are a side's name or its role, or the name a counter is given: never with a "; "
# in it, which joins the rules' sentences ("Attacker 10 of 600 points; Defender 0 of 1000 points" reads as its two,
# not as one side named "Attacker 10 of 600 points; Defender"; "renamed Tiger 1 to Rex; set Rex suppressed" as its
# two, not as one counter renamed "Rex; set Rex suppressed").
_SIDE_NAMES = {"side", "role", "new_name"}
# Templates of no words of their own that join others ("{first}; {then}"): read back like any other.
_JOINS = re.compile(r"^\{first\}(?:[;,]| then| and| or|, then) \{then\}$")
# What a text read back stands within: nothing (a whole text, a name alone), a value of a template of few words of its
# own ("{unit} ({side})", "{first}, {then}"), a value of one that the rules' own words frame.
WHOLE, IN_JOIN, IN_WORDS = 0, 1, 2
_FIELD = re.compile(r"\{(\w+)(?::(?:[^{}]|\{\w+\})*)?\}")
# The field of a template that is always the app's own word for what a thing is ("{kind} {number}": a unit's type),
# never a name the players gave: said in the language even where a player named a unit so.
_KIND = "kind"
# The field of a template that is always a citation of the rules ("3.5", "Table VII", "Terrain and Weather
# Definitions"): a section's name is a name, kept as the rules print it, never read back as a join of two names
# ("{first} and {then}": "Terrain" said as the rules' word beside "Weather Definitions" as a name). Said by
# :func:`said_rule`.
_RULE = "rule"
# The names the players gave the units of the battle shown (keep_names): shown as they wrote them wherever they
# stand, a text kept in English read back too ("Rifle squad 7" is a name, not the type "Rifle squad" and a number).
_kept: dict[str, frozenset[str]] = {"names": frozenset()}


def keep_names(names: Iterable[str]) -> None:
    """Say ``names`` (the names the players gave in the battle shown) as they are written, never as the app's words
    they may read like ("Rifle squad 7", "Tiger"), in a message and in a text kept in English alike."""
    kept = frozenset(n for n in names if n)
    if kept != _kept["names"]:
        _kept["names"] = kept
        reread.cache_clear()


def _value(value: object, kind: bool = False, rule: bool = False) -> object:
    """A message's value said: a number in the locale, a text as :func:`said` says it (``kind``: the app's own word
    for what a thing is, said in the language whatever name the players gave; ``rule``: a citation of the rules, as
    :func:`said_rule` says it)."""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, (int, float)):
        return LocalNumber(value)
    if isinstance(value, Message):
        return said(value)
    if isinstance(value, str):
        if rule:
            return said_rule(value)
        return _said_text(value, WHOLE, kind) if value else value
    return value


def _translated(context: str, source: str) -> str:
    """``source`` of ``context`` in the interface's language, its percentages written as the window writes them
    (:func:`percent_signs`); a text the catalogue does not have, as it is."""
    if not source:
        return source
    translated = QCoreApplication.translate(context, source)
    return percent_signs(translated) if translated != source else source


def said(text: str) -> str:
    """``text`` in the interface's language: a message translated with its values said and numbers in the locale, a
    word of the rules' data files translated, an English text read back from the templates; otherwise as it is. A text
    in the interface's language already (:class:`Translated`: ``tr()``'s, or one said before) is as it is: read back
    as English, a German text would be garbled ("Gemessen: 3,5" is no "{what}: {length}" of the rules). What it says
    is such a text."""
    if isinstance(text, Translated):
        return text
    return Translated(_said(text))


def _said(text: str) -> str:
    if not text:
        return str(text)
    if isinstance(text, Message):
        template = percent_signs(_translated(text.context, text.template))  # also where the language's is the English
        if not text.values:
            return template
        values = {name: "" if name == COMMAND else _value(v, name == _KIND, name == _RULE) for name, v in text.values}
        try:
            return template.format(**values)
        except (KeyError, IndexError, ValueError):  # a translation that lost a field: the English, said
            return text.template.format(**values)
    return _said_text(str(text), WHOLE)


def said_rule(rule: str) -> str:
    """A citation of the rules (a rule's number, a table, a section's name) in the interface's language: as the
    catalogue says it whole, or read back from the templates as any text is but never as names joined by "and" or
    "or" (a section's name of capitalised words, "Mortars and Off-board Artillery", is kept as the rules print it); a
    definition of the weather, the terrain or a special by its name in capitals, in capitals in the language ("CLEAR":
    "KLAR")."""
    if not rule or isinstance(rule, Message):
        return said(rule)
    text = _said_text(str(rule), WHOLE, cited=True)
    if text == rule and rule.isupper() and language() != "en":
        return _in_capitals(rule) or text
    return text


@lru_cache(maxsize=1)
def _words_in_any_case() -> dict[str, str]:
    """The rules' words and names the catalogue has (gui/rule_texts.py), each by its small letters."""
    from morefire_gui.gui.rule_texts import DATA, WORDS

    found: dict[str, str] = {}
    for text in (*DATA, *WORDS):
        found.setdefault(text.lower(), text)
    return found


def _in_capitals(rule: str) -> str | None:
    """A definition of the scenario system cited by its name in capitals, as the rules print it ("CLEAR", "HILLY",
    "ADVANCE TO CONTACT"): the word the catalogue has in any case, translated and in capitals ("KLAR", "HÜGELLAND"),
    as the definition's own text says it in the language ("KLAR: Luftangriffe sind möglich"); None where the
    catalogue has no such word or no translation of it. A special's part by its letter, "ISLAND A", as "INSEL A"."""
    name, letter = (rule[:-2], rule[-2:]) if re.fullmatch(r".+ [A-Z]", rule) else (rule, "")
    source = _words_in_any_case().get(name.lower())
    if source is None:
        return None
    translated = _translated(RULES, source)
    return translated.upper() + letter if translated != source else None


def said_part(text: str) -> str:
    """A part of a text the rules wrote, kept on its own (a table step's row, column or value in a battle file's
    log: "15 in", "slow (0-250 mph)", "Rifle squad 2 FIR 4"), said as :func:`said` says it as a value of the whole."""
    if not text or isinstance(text, Message):
        return said(text)
    return _said_text(str(text), IN_WORDS)


def _said_text(plain: str, within: int, kind: bool = False, cited: bool = False) -> str:
    """A plain text said: a name the players gave as they wrote it (unless ``kind``, the app's word for what a thing
    is), a word of the rules translated, a nation by its name, an English text read back as a text standing
    ``within`` what (:data:`WHOLE`, :data:`IN_JOIN`, :data:`IN_WORDS`); ``cited``: a citation of the rules, never
    read as a join (:func:`said_rule`)."""
    if not kind and plain in _kept["names"]:
        return plain  # a name the players gave (unless the app's word is meant), as they wrote it
    if plain in JOINED_SECTIONS:
        return _translated(RULES, plain)  # a section's name of the rules, whole: never read as two names joined
    translated = _translated(RULES, plain)
    if translated != plain:
        return translated
    if language() != "en" and plain in _nations().nations:
        return nation_name(plain)  # a nation by its id ("germany"), as a battle file's older log names it
    if not _speaking():
        return _without_command(plain)
    return reread(plain, within, cited)


def nation_name(nation: str) -> str:
    """A nation as a player reads it, by its id ("germany"): its name ("Germany", in German "Deutschland"), as the
    nations table names it (:meth:`NationTables.name_of`, the one lookup) in the interface's language; ``all``, "every
    nation"; an id no table knows, as it is."""
    return said(_nations().name_of(nation))


def entry_name(entry: CatalogueEntry) -> str:
    """A catalogue entry's name as the window shows it: in the interface's language where the app's catalogue says in
    words what the unit is ("Rifle squad": "Schützengruppe", "Opel Blitz truck": "Opel Blitz (Lkw)"); a designation
    ("Panzer IV Ausf. H", "Panzerfaust 60") and an entry of the player's own catalogue, as written."""
    return _translated(RULES, entry.name)


@lru_cache(maxsize=1)
def _counter_codes() -> frozenset[str]:
    from morefire_gui.gui.rule_texts import COUNTER_CODES

    return frozenset(COUNTER_CODES)


def said_label(label: str) -> str:
    """A counter's label on the board (session/names.py, ``unit_labels``) in the interface's language: the catalogue's
    label that says in English words what the unit is, alone or with its number ("8cm mort", "45mm AT 2"), translated
    ("8cm GrW", "45mm Pak 2") and cut as every label is; a name the players gave and a designation ("PaK 40", "Tiger
    1"), as they are."""
    if not label or label in _kept["names"]:
        return label
    head, space, tail = label.rpartition(" ")
    code, number = (head, f" {tail}") if space and tail.isdigit() else (label, "")
    if code not in _counter_codes():
        return label
    translated = _translated(RULES, code)
    if translated == code:
        return label
    from morefire_gui.session.names import cut_label

    return cut_label(translated + number)


def battle_title(title: str) -> str:
    """A battle's title as the window shows it: the title the scenario system gave it ("Delay Mission, Russia summer
    1942", kept in English in the battle file) in the interface's language; a title the players gave, as they wrote
    it (it is a name: "Prokhorovka, 12 July 1943" is not read as a scenario's words)."""
    from morefire_gui.rules.scenario.system import read_title

    message = read_title(title)
    return said(message) if message is not None else title


def said_error(error: BaseException) -> str:
    """An error's message (a refusal of the rules raised by the session) in the interface's language."""
    from morefire_gui.rules.words import said_error as english

    return said(english(error))


def said_problem(error: Exception) -> str:
    """What is wrong with a value the player gave, as a sentence: a model's refusal of it (pydantic's first error,
    io/validation_words.py; one of the app's own checks that wrote a translatable message, as :func:`said` says
    it), or an error's message as :func:`said_error` says it."""
    from pydantic import ValidationError

    from morefire_gui.io.validation_words import sentence
    from morefire_gui.rules.words import said_error as english_of

    if isinstance(error, ValidationError):
        first = error.errors()[0]
        english = sentence(first)
        cause = (first.get("ctx") or {}).get("error")
        if isinstance(cause, BaseException) and english_of(cause) == english:
            return said_error(cause)  # the check's own words, whole: a translatable message said in the language
        return english
    return said_error(error)


@lru_cache(maxsize=1)
def _command_templates() -> tuple[_Template, ...]:
    """The templates that name the command line's own command: only these compiled (an English window reads no
    other text back, and compiling every template costs the first text it says most of a second)."""
    from morefire_gui.gui.rule_texts import TEMPLATES

    field = "{" + COMMAND
    compiled = (_compile(s) for s in TEMPLATES if field in s)
    return tuple(t for t in compiled if t is not None and COMMAND in t.pattern.groupindex)


@lru_cache(maxsize=4096)
def _without_command(english: str) -> str:
    """An English text the rules wrote, as the English window says it: where it names the command line's own command
    after the menu path (a briefing's note kept in the battle file: "... Movement > Roll the Ice (morefire ice)"),
    without it; otherwise as it is. (In another language :func:`reread` leaves it out as it says the text.)"""
    for template in _command_templates():
        if all(chunk in english for chunk in template.chunks) and (read := template.pattern.fullmatch(english)):
            return _unspecified(template.source).format(**{**read.groupdict(), COMMAND: ""})
    return english


def _speaking() -> bool:
    """Whether anything is said differently from the English: a catalogue is loaded, or numbers are not English."""
    locale = QLocale()
    return language() != "en" or locale.decimalPoint() != "." or locale.groupSeparator() != ","


# -- reading a message back from its English ------------------------------------------------------------------------


@dataclass(frozen=True)
class _Template:
    source: str
    pattern: re.Pattern[str]
    # The same with each text field as long as it can be: where a value holds the template's own words ("MUD: No
    # airstrikes are allowed" in "{why}: {table} is not rolled"), the reading whose values are said is taken.
    greedy: re.Pattern[str]
    numeric: frozenset[str]  # the fields written as numbers (a format spec of numbers, or a number's name)
    chunks: tuple[str, ...]  # its literal texts, each of which the English must hold
    weight: int  # how much of it is its own words: the most specific template is tried first
    # Too little of its own words ("{letter}. {text}", "{first} and {then}") to be told from any other text: read so
    # only when a value it splits the text into is itself said differently.
    weak: bool = False
    # No words of its own at all, only a value of a fixed shape: read so only as a value of another template's
    # reading, never as a whole text (a unit's name the players gave, "Rifle squad 1", is shown as they wrote it).
    # A name and its number ("{kind} {number}": "Rifle squad 2", "{row} {years}": "German Waffen SS 1945") reads in
    # any template's value (a list of names, "{unit} ({side})"); a measure ("{amount} {unit}": "12 in") only in one
    # that the rules' own words frame ("the path ({path}) is longer ..."), not as any text's last "(...)".
    bare: int = WHOLE  # WHOLE: not bare; else the least a text must stand within to be read so
    # Each optional part ("{end}{exit}") with the field it follows: where the two meet is read from the rules' words
    # the part begins with ("; it leaves the table at ..."), which neither the shortest nor the longest reading finds.
    optional: tuple[tuple[str, str], ...] = ()
    opens: bool = False  # whether it begins with words of its own ("; it leaves"; not ", "), as an optional part does


def _compile(source: str) -> _Template | None:
    parts: list[str] = []
    greedy: list[str] = []
    chunks: list[str] = []
    numeric: set[str] = set()
    seen: set[str] = set()
    shaped = False  # whether a value has a fixed shape (a number, years)
    after_field = False  # whether the last thing read was a field, with no text of the template between
    last = ""  # the field read last
    optional: list[tuple[str, str]] = []
    for literal, name, spec, _conversion in string.Formatter().parse(source):
        if literal:
            parts.append(re.escape(literal))
            greedy.append(re.escape(literal))
            chunks.append(literal)
            after_field = False
        if name is None:
            continue
        if not name.isidentifier():
            return None
        number = bool(spec and re.search(r"[dfgen%,]$", spec)) or name in _NUMBERS
        if number:
            numeric.add(name)
        shaped = shaped or number or name in _YEARS
        if name in seen:
            parts.append(f"(?P={name})")
            greedy.append(f"(?P={name})")
        else:
            seen.add(name)
            # A field right after another is an optional part the rules leave out as "" ("{face}{read}{hand}": no
            # " (read as 3)", no ", by hand"): it may read as nothing; any other field reads as some text.
            text = ".*" if after_field else ".+"
            if after_field:
                optional.append((last, name))
            # A number written by a spec without grouping ("{x:g}") holds no comma: "8,9,0" is not the point 8,9 / 0.
            marks = "." if spec and "," not in spec else ".,"
            # A number written with its sign always ("{value:+d}") has one: "FIR 7" is no modifier "FIR" +7.
            sign = "[-+−]" if spec and spec.startswith("+") else "[-+−]?"
            digits = f"(?P<{name}>{sign}\\d(?:[\\d{marks}]*\\d)?)"
            years = f"(?P<{name}>\\d{{4}}(?:-\\d{{2,4}})?)"
            fixed = digits if number else years if name in _YEARS else None
            # A side's name or role: some text with no "; " in it.
            text = "(?:(?!; ).)+" if fixed is None and name in _SIDE_NAMES else text
            parts.append(fixed or f"(?P<{name}>{text}?)")
            greedy.append(fixed or f"(?P<{name}>{text})")
        after_field = True
        last = name
    bare = not "".join(chunks).strip()
    measure = bool(numeric) and next(n for _, n, _, _ in string.Formatter().parse(source) if n) in numeric
    if bare and not shaped:
        return None  # no text of its own but spaces ("{first} {then}"): it reads as anything
    letters = sum(c.isalpha() for c in "".join(chunks))
    return _Template(
        source,
        re.compile("".join(parts), re.DOTALL),
        re.compile("".join(greedy), re.DOTALL),
        frozenset(numeric),
        tuple(chunks),
        len("".join(chunks)),
        weak=letters < 3 or bool(_JOINS.match(source)),
        bare=(IN_WORDS if measure else IN_JOIN) if bare else WHOLE,
        optional=tuple(optional),
        opens=bool(chunks) and source.startswith(chunks[0]) and sum(c.isalpha() for c in chunks[0]) >= 3,
    )


def _nations() -> NationTables:
    return rule_tables().nations


@lru_cache(maxsize=1)
def _templates() -> tuple[_Template, ...]:
    from morefire_gui.gui.rule_texts import TEMPLATES

    compiled = [t for t in (_compile(s) for s in TEMPLATES) if t is not None]
    # Of templates with as many words of their own, the one with more values of a fixed shape first ("{x:g}, {y:g}"
    # reads "40, 0" as a point, not as a list), then a join of the rules' texts ("{first}; {then}"): the rules join
    # whole sentences, so that a text of two reads as its two ("... to 6.7, 25.9; stops: ...", not as "{battery}:
    # {what}" split at "stops").
    return tuple(sorted(compiled, key=lambda t: (-t.weight, -len(t.numeric), not _JOINS.match(t.source))))


@lru_cache(maxsize=4096)
def _own_words(text: str) -> bool:
    """Whether a text reads whole as a template that begins with the rules' own words ("; it leaves the table at
    {at}"), as an optional part of a longer text does: not as one that begins with a value ("{aircraft} leaves ...")."""
    return any(
        t.opens and all(c in text for c in t.chunks) and t.pattern.fullmatch(text) is not None for t in _templates()
    )


def _split_optional(template: _Template, reading: dict[str, str]) -> dict[str, str] | None:
    """The reading with each optional part begun where the rules' own words of one begin (the flight's end "20.0,
    0.0", then "; it leaves the table at 20.0, 0.0"), the longest such part; None where no part reads so."""
    split = dict(reading)
    for before, part in template.optional:
        both = split[before] + split[part]
        at = next((i for i in range(1, len(both)) if _own_words(both[i:])), None)
        if at is None:
            continue
        split[before], split[part] = both[:at], both[at:]
    return split if split != reading else None


# What separates the parts of a text: never at either end of a value a weak template splits off.
SEPARATORS = ",;:"


def _split_off(value: str) -> bool:
    """A value cut out of a longer text at the wrong place: a separator at either end ("Russland," of a German title,
    "Gegenangriff, Russland, Sommer 1943", read as an English one's "{mission}, {where} {season} {year}")."""
    return bool(value) and (value[0] in SEPARATORS or value[-1] in SEPARATORS)


def _worth(english: dict[str, str], said_values: dict[str, str]) -> bool:
    """Whether a weak template's reading is the text's: every value it splits off is said differently, or is a single
    word or code ("A and B", "D. Delay Mission: ..."), or a name, every word of it capitalised ("Light machine gun
    (Kampfgruppe Nord)", "SdKfz 251/1 (181st Tank Brigade)"), one the players gave ("Rifle squad 7") or a section's
    of the rules ("Spotting and Sighting"), so that no value is a piece of a longer English text; a word or a name with a
    separator at its end is such a piece (:func:`_split_off`)."""
    return all(
        said_values[name] != value
        or (not _split_off(value) and ((value and not any(c.isspace() for c in value)) or _a_name(value)))
        or value in _kept["names"]
        or value in JOINED_SECTIONS
        for name, value in english.items()
    )


def _a_name(text: str) -> bool:
    """Whether a text reads as a name: each of its words begins with a capital, a digit or a mark ("Kampfgruppe
    Peiper", "181st Tank Brigade", "T-34 #3"), as no sentence of the rules does."""
    return bool(text) and all(not word[0].islower() for word in text.split())


def _unspecified(template: str) -> str:
    """A template with its format specs left out: its values come already written."""
    return _FIELD.sub(lambda m: "{" + m.group(1) + "}", template)


def _said_values(template: _Template, english_values: dict[str, str]) -> dict[str, str]:
    within = IN_JOIN if template.weak else IN_WORDS
    return {
        name: ""  # the command line's own words: the window names its menus
        if name == COMMAND
        else local_digits(value)
        if name in template.numeric
        else _said_text(value, within, name == _KIND, name == _RULE)
        if value
        else value
        for name, value in english_values.items()
    }


@lru_cache(maxsize=4096)
def reread(english: str, within: int = WHOLE, cited: bool = False) -> str:
    """An English text the rules wrote, said in the interface's language: the most specific template it reads as,
    translated, with its values said (numbers in the locale); the text as it is when it reads as none. ``within``:
    what the text is a value of (:data:`IN_JOIN`, :data:`IN_WORDS`), where a template of no words of its own
    ("{kind} {number}") reads too. ``cited``: the text is a citation of the rules, which joins no texts: a join's
    template ("{first} and {then}") does not read it."""
    for template in _templates():
        if template.bare > within or (cited and _JOINS.match(template.source)):
            continue
        if not all(chunk in english for chunk in template.chunks):
            continue
        shortest = template.pattern.fullmatch(english)
        if shortest is None:  # the greedy pattern reads the same texts
            continue
        readings = [shortest.groupdict()]
        longest = template.greedy.fullmatch(english)
        if longest is not None and longest.groupdict() != readings[0]:
            readings.append(longest.groupdict())
        split = _split_optional(template, readings[-1]) if template.optional else None
        if split is not None:
            readings.append(split)
        # The shortest values first; the longest only where more of them are said in the language, or as many and
        # more of the text ("Order: II./AR 2: FIRE, lands in turn 5" reads the order whole, not "Order" left as it is).
        english_values, values = max(
            ((r, _said_values(template, r)) for r in readings),
            key=lambda read: (
                sum(read[1][n] != v for n, v in read[0].items() if n not in template.numeric),
                sum(len(v) for n, v in read[0].items() if n not in template.numeric and read[1][n] != v),
            ),
        )
        if template.weak and not _worth(english_values, values):
            continue
        translated = percent_signs(_translated(RULES, template.source))
        try:
            return _unspecified(translated).format(**values)
        except (KeyError, IndexError, ValueError):
            return english
    return english
