"""What a person reads a unit, a terrain piece or a step by: its name, never its id ("Tiger 2", "Copse (woods)",
"Movement 1: road movement"), and, in a side's view, nothing the side may not know (another side's hidden position is
"a hidden position", a minefield it has not found is not named at all). Ids stay where they are arguments: the
command line and the file. Every label, message, log line and dialog takes its words from here.

    unit_name(session, "ge2")               # "Tiger 2"
    unit_name(session, "ge12")              # "Light machine gun (Kampfgruppe Peiper)": the allies' LMG reads alike
    unit_name(session, "jtank", view)       # "a hidden position" (the Allied view of a Japanese marker)
    public_unit_name(session, "jtank")      # "a hidden position": as every side may read it (a public log entry)
    piece_name(session.battle, "w4")        # "Copse (woods)", or "Woods" for a piece with no name
    piece_words_with_id(piece)              # "Copse (woods, w4)", "Woods (w4)": where several may read alike
    public_piece_name(session.battle, "m1") # "something out of sight": a deliberate minefield not yet revealed
    once_revealed(session, ["jtank", "jfake"]).said("jtank")  # "Type 95 Ha-Go": as the reveal leaves it ("a fake marker")
    once_revealed(session, ["jtank"]).summed_up(summary)  # "...; revealed: Type 95 Ha-Go": a log entry's heading
    resolved_as_revealed(session, dice, resolve, revealed)  # every step names what the action reveals, as it leaves it
    side_name(session.battle, "axis")       # "Kampfgruppe Peiper": a side by its label; "Axis (attacker)"
    short_side_name(session.battle, "axis") # "Axis": a side without its role, a unit's "R 1 (Axis)"
    side_in_role(session.battle, "axis", "attacker")  # "Kampfgruppe Peiper (attacker)"
    location_name(session.battle, "vp1")    # "Hill 252.2": a victory point location
    action_title(session, Move(unit="ge2", path=...))   # "Move Tiger 2": an action in the undo history
    step_name(place)                        # "Movement 1: road movement"
    phase_words(sequence, "movement.road")  # the same from a log entry's step id
    unit_label(session, "ge8")              # "SdKfz 251 1": a counter's short label on the board
    sight_words(session, los)               # "blocked by Copse (woods): woods in the way", and the rest
    point_words((20.3718, 11))              # "20.4, 11.0": a point of the table, given or worked out
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import count
from typing import TYPE_CHECKING, NamedTuple, Protocol, TypeVar

from morefire_gui.ids import PieceId, SideId, UnitId
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.model.battle import IN_ROLE, ROLE_WORDS, Battle, TerrainPiece, Unit
from morefire_gui.model.scenario import VP_KIND_NAMES, VpLocation
from morefire_gui.model.terms import Status, TerrainKind
from morefire_gui.rules.catalogue.entries import Catalogue, CatalogueEntry, UnitKind
from morefire_gui.rules.dice import Dice, Die, DieRoll, PreviewDice
from morefire_gui.rules.explain import NoteStep
from morefire_gui.rules.sequence import Place, SequenceError, SequenceTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message, in_sentence, joined
from morefire_gui.session.island import START_OF_TURN
from morefire_gui.session.visibility import (
    MARKER_TYPE,
    everyones_view,
    is_hidden_position,
    minefield_known_to,
    once_per_state,
    out_of_plain_sight,
    reveal_edit,
)

if TYPE_CHECKING:
    from morefire_gui.geometry.los import LosResult
    from morefire_gui.model.actions import Action
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.visibility import View

__all__ = [
    "FAKE_MARKER",
    "HIDDEN_POSITION",
    "MARKER_LABEL",
    "SECRET_BATTERY",
    "UNSEEN",
    "Named",
    "NamedBattle",
    "Revealing",
    "action_title",
    "aircraft_name",
    "bought_stem",
    "bought_stem_of",
    "cut_label",
    "location_name",
    "names",
    "names_its_side",
    "once_revealed",
    "phase_words",
    "piece_name",
    "piece_words",
    "piece_words_with_id",
    "point_words",
    "public_name",
    "public_piece_name",
    "public_unit_name",
    "public_unit_names",
    "resolved_as_revealed",
    "short_side_name",
    "side_in_role",
    "side_name",
    "sight_words",
    "step_name",
    "unit_label",
    "unit_labels",
    "unit_name",
    "unit_names",
]


class Named(Protocol):
    """What naming reads: the battle and its unit catalogue (a :class:`BattleSession` is one)."""

    battle: Battle
    catalogue: Catalogue


@dataclass
class NamedBattle:
    """A battle of no session to name units in, with the catalogue that names their types: a bare battle, or one as
    an action would leave it (the counters a side buys, named as the roster will name them)."""

    battle: Battle
    catalogue: Catalogue


HIDDEN_POSITION = QT_TRANSLATE_NOOP("Rules", "a hidden position")  # another side's marker: real or a fake, of any type
# what a side's view does not show at all (a wave not landed, a secret minefield)
UNSEEN = QT_TRANSLATE_NOOP("Rules", "something out of sight")
SECRET_BATTERY = QT_TRANSLATE_NOOP("Rules", "a battery")  # another side's battery (4.1: its orders are its secret)
MARKER_LABEL = "?"  # a hidden position's counter on the board: no name, no type
LABEL_LENGTH = 16  # a counter's label is cut to this many characters (its whole name is in its tooltip)


def unit_name(session: Named, unit_id: UnitId, view: View | None = None, sides: bool = True) -> str:
    """A unit as a person reads it: its own name, else its type's name and a number where the side has several of
    that type ("Pz IV H 2": the units every side sees numbered first, so that a number tells nothing hidden), with its
    side's name where a unit of another side reads the same ("Rifle squad 1 (Axis)"; not with ``sides=False``, for a
    list of one side's units that says which); in a side's ``view``, another side's hidden position is only a hidden
    position, and a unit the view does not show is not named."""
    return unit_names(session, [unit_id], view, sides)[unit_id]


def unit_names(
    session: Named, unit_ids: Iterable[UnitId], view: View | None = None, sides: bool = True
) -> dict[str, str]:
    """:func:`unit_name` for many units at once, the battle's units numbered once for all of them (a roster of
    thousands of counters is named in one pass, not one pass for each)."""
    battle = session.battle
    unit_ids = list(unit_ids)
    units = _units_by_id(battle)
    numbers = _numbers(battle, unit_ids)
    series = _series(battle)
    alike = _alike(session) if sides else None
    out: dict[str, str] = {}
    for unit_id in unit_ids:
        if view is not None and unit_id in view.masked_units:
            out[unit_id] = HIDDEN_POSITION
        elif view is not None and unit_id in view.unseen_units:
            out[unit_id] = UNSEEN
        elif unit_id not in units:
            out[unit_id] = _other_name(session, unit_id, view)
        else:
            unit = units[unit_id]
            if unit.type == MARKER_TYPE:
                out[unit_id] = HIDDEN_POSITION  # a marker in a side's seen battle: nothing more is known of it
                continue
            kind = _kind(session.catalogue, unit)
            name = _reading(session.catalogue, unit, kind, numbers, series)
            if alike is not None and alike.with_side(_family(session.catalogue, unit, kind, series), unit.side):
                name = _OF_SIDE.format(unit=name, side=short_side_name(battle, unit.side))
            out[unit_id] = name
    return out


# A unit of no name of its own: its type's name (said in the reader's language where the catalogue names it in
# words: "Rifle squad 2", "Schützengruppe 2") and its number.
_NUMBERED_UNIT = QT_TRANSLATE_NOOP("Rules", "{kind} {number}")
# A unit whose name another side's unit reads too (each side's only LMG, two "Rifle squad 1"): with its side's name.
_OF_SIDE = QT_TRANSLATE_NOOP("Rules", "{unit} ({side})")


def names_its_side(name: str) -> bool:
    """Whether a unit's name, as :func:`unit_name` gives it, names its side too ("Rifle squad 1 (Axis)")."""
    return isinstance(name, Message) and name.template == _OF_SIDE


def _kind(catalogue: Catalogue, unit: Unit) -> str:
    """A unit's type by its name in the catalogue ("Rifle squad"), else its id."""
    entry = catalogue.get(unit.type)
    return entry.name if entry is not None else unit.type


def bought_stem(entry: CatalogueEntry, name: str | None = None) -> str:
    """What Build Forces names a bought counter of a type by, before its number: where the type has no short name but
    the rules' code ("R", "ENG": a code, not a name a player reads), the type's name as the roster's Type column and
    the log say it, its bracketed note left out ("Rifle squad", "Engineer squad"), if a counter's label holds it whole
    with its number; else the code wargamers shorten a long name to ("SMG", "LMG") or the short name they call a
    vehicle or gun by ("Tiger I", "PaK 40", "T-34/76"). ``name``: the type's name in the buyer's language
    ("Schützengruppe (Gewehr)"), read in its place (the window buys in the language it speaks)."""
    if entry.kind is UnitKind.INFANTRY and not entry.short:
        stem = (entry.name if name is None else name).split(" (")[0].strip()
        if stem and len(stem) <= LABEL_LENGTH - 2:
            return stem
    return entry.code


def bought_stem_of(battle: Battle, side: SideId, entry: CatalogueEntry, stem: str | None = None) -> str:
    """What a counter a side buys now of a type is named by before its number: what the side's bought counters of the
    type in plain sight read already (a battle whose counters were bought as "R 1" and "R 2" buys "R 3", one bought
    in German "Schützengruppe 3" after "Schützengruppe 1" and 2, whoever buys it), else the ``stem`` the buyer names
    them by (:attr:`UnitPick.stem`), else :func:`bought_stem`."""
    found = _series(battle).get((side, entry.id))
    if found is not None and found.stem is not None:
        return found.stem
    return stem if stem is not None else bought_stem(entry)


def _stem(catalogue: Catalogue, unit: Unit, found: _Series) -> str:
    """What a side's bought counters of a unit's type read before their number: the name they were given ("Rifle
    squad", or "R" in a battle bought before they were named by the type's name), else :func:`bought_stem`."""
    if found.stem is not None:
        return found.stem
    entry = catalogue.get(unit.type)
    return bought_stem(entry) if entry is not None else unit.type


def _reading(
    catalogue: Catalogue, unit: Unit, kind: str, numbers: Mapping[str, int], series: Mapping[tuple[str, str], _Series]
) -> str:
    """A unit's own name, else its type's name and its number where it has one ("Pz IV H 2"); a counter its side
    bought that has no name of its own (a wave not landed when it was bought) as its bought counters of that type
    read, by the code and the number ("R 3" after "R 1" and "R 2": :func:`_series`)."""
    if unit.name:
        return unit.name
    number = numbers.get(unit.id)
    found = _bought(series, unit)
    if found is not None and number:
        return _NUMBERED_UNIT.format(kind=_stem(catalogue, unit, found), number=number)
    return _NUMBERED_UNIT.format(kind=kind, number=number) if number else kind


def _family(catalogue: Catalogue, unit: Unit, kind: str, series: Mapping[tuple[str, str], _Series]) -> str:
    """What a unit is one of, for telling the sides' units apart: its name without its number ("R 11" -> "R", "Tiger
    2" -> "Tiger"); an unnamed unit's type by its name ("Rifle squad"), or by what the side's bought counters of that
    type read ("R"). Where both sides have units of one family, each of them is named with its side, the eleventh as
    the first (docs/rules-notes.md, "Names in messages")."""
    if unit.name:
        head, _, tail = unit.name.rpartition(" ")
        return head if head and tail.isdigit() else unit.name
    found = _bought(series, unit)
    return _stem(catalogue, unit, found) if found is not None else kind


def _alike(session: Named) -> _Alike:
    """The families of the units in plain sight (:func:`_family`), and which sides' units are of them. Only the units
    every side sees count, so that whether a unit is named with its side tells nothing hidden: a unit in plain sight
    is named with it where a unit of another side in plain sight is of its family, a hidden one (named only where it
    is seen) where a unit of another side in plain sight is."""
    kept = _alike_kept(session.battle)
    for catalogue, found in kept:
        if catalogue is session.catalogue:
            return found
    battle = session.battle
    hidden = out_of_plain_sight(battle)
    series = _series(battle)
    catalogue = session.catalogue
    kinds: dict[str, str] = {}  # each type's name, looked up once
    first: dict[str, str] = {}  # each family, with the side of the first unit of it
    many: set[str] = set()  # the families units of two sides or more are of
    for unit in battle.units:
        if unit.id in hidden or unit.type == MARKER_TYPE:
            continue
        kind = kinds.get(unit.type)
        if kind is None:
            kind = kinds[unit.type] = _kind(catalogue, unit)
        family = _family(catalogue, unit, kind, series)
        if first.setdefault(family, unit.side) != unit.side:
            many.add(family)
    found = _Alike(first, frozenset(many))
    kept.append((session.catalogue, found))
    return found


class _Alike(NamedTuple):
    """The families of the units in plain sight (:func:`_family`): each with the side of the first unit of it, and
    those that units of two sides or more are of."""

    first: Mapping[str, str]
    many: frozenset[str]

    def with_side(self, family: str, side: SideId) -> bool:
        """Whether a unit of ``side`` of ``family`` is named with its side."""
        return family in self.many or self.first.get(family, side) != side


@once_per_state
def _alike_kept(battle: Battle) -> list[tuple[Catalogue, _Alike]]:
    """:func:`_alike` worked out for this state of the battle, per catalogue that names its units (one, in a game)."""
    return []


@once_per_state
def _units_by_id(battle: Battle) -> Mapping[str, Unit]:
    """The battle's units by their ids, for naming many of them."""
    return {u.id: u for u in battle.units}


def _other_name(session: Named, ident: str, view: View | None) -> str:
    """An aircraft or a battery by its name (another side's battery is only "a battery" in a side's view); an id
    the battle does not know, as it is."""
    battle = session.battle
    aircraft = next((a for a in battle.aircraft if a.id == ident), None)
    if aircraft is not None:
        return aircraft_name(session, aircraft)
    battery = battle.battery(ident)
    if battery is not None and view is not None and not view.shows_side_secrets(battery.side):
        return SECRET_BATTERY
    return (battery.name or battery.id) if battery is not None else ident


def aircraft_name(session: Named, plane: AircraftInPlay) -> str:
    """An aircraft as a person reads it: its own name, else its type's name and a number where its side has flown
    several of that type ("Ju 87 Stuka 2"; one not yet among the battle's aircraft, an airstrike entering, counted
    after them). An aircraft is no secret once it flies: every side reads the same."""
    if plane.name:
        return plane.name
    entry = session.catalogue.get(plane.type)
    kind = entry.name if entry is not None else plane.type
    same = [a.id for a in session.battle.aircraft if a.side == plane.side and a.type == plane.type and not a.name]
    if plane.id not in same:
        same.append(plane.id)
    return _NUMBERED_UNIT.format(kind=kind, number=same.index(plane.id) + 1) if len(same) > 1 else kind


def _numbers(battle: Battle, unit_ids: Iterable[UnitId]) -> dict[str, int]:
    """The number each unnamed unit among ``unit_ids`` goes by (:func:`_all_numbers`; absent: it has none)."""
    numbers = _all_numbers(battle)
    return {uid: numbers[uid] for uid in unit_ids if uid in numbers}


@once_per_state
def _all_numbers(battle: Battle) -> Mapping[str, int]:
    """The number each unnamed unit of the battle goes by among the unnamed units of its side and type, where its
    side has several (absent: it is the only one), or after the side's bought counters of its type (:func:`_series`:
    "R 3" after "R 1" and "R 2"). The units every side sees are numbered first, among themselves alone; then a side's
    hidden positions and waves not landed, after them. So the numbers of the units in plain sight, and whether they
    have one, are the same in every view and tell nothing of what is hidden.

    A hidden position revealed since the record began is numbered after the units in plain sight from the start, in
    the order the positions were revealed (:func:`_revealed`), whether or not they are several ("Rifle squad 2"
    beside a lone "Rifle squad"; the first of its type every side reads has no number, as a lone counter in plain
    sight, and the next is "2"): so a reveal renames no unit every side has been reading, and a revealed unit keeps
    its name from then on, whatever is revealed after it. Only a side's own
    hidden positions, numbered after all those, may be renumbered when one of their type is revealed before them: a
    number kept for them would leave a gap that told the other side more were hidden (docs/hidden-information.md,
    "Counter numbers")."""
    out_of_sight = out_of_plain_sight(battle)
    revealed = _revealed(battle, out_of_sight)
    series = _series(battle)
    groups: defaultdict[tuple[str, str], tuple[list[str], list[str], list[str]]] = defaultdict(lambda: ([], [], []))
    hidden_waves: set[tuple[str, str]] = set()  # the groups with a wave not landed (or hidden)
    for unit in battle.units:
        if not unit.name:
            plain, shown, hidden = groups[unit.side, unit.type]
            if unit.id in out_of_sight:
                hidden.append(unit.id)
                if unit.wave is not None:
                    hidden_waves.add((unit.side, unit.type))
            elif unit.id in revealed:
                shown.append(unit.id)
            else:
                plain.append(unit.id)
    out: dict[str, int] = {}
    for key, (plain, shown, hidden) in groups.items():
        found = series.get(key)
        # A side's bought counters are numbered from 1 even where it has one ("MMG 1"), the unnamed ones after the
        # named ones. Whether the units in plain sight from the start are is told by them alone.
        named = found.size if found is not None else 0
        if named + len(plain) > (0 if found is not None else 1):
            out.update(zip(plain, count(named + 1)))
        shown.sort(key=lambda uid: revealed[uid])  # stable: revealed by one action, in the battle's order
        # Numbered on from them, the first unnumbered where it is the first of its type every side reads, as a lone
        # counter in plain sight is ("tank", then "tank 2"): whatever is revealed after it, its name stays.
        first = 1 if named + len(plain) == 0 and found is None else 0
        out.update(zip(shown[first:], count(named + len(plain) + 1 + first)))
        seen = len(plain) + len(shown)
        if hidden and named + seen + len(hidden) > (0 if found is not None or key in hidden_waves else 1):
            out.update(zip(hidden, count(named + seen + 1)))
    return out


def _revealed(battle: Battle, out_of_sight: frozenset[str]) -> Mapping[str, int]:
    """The hidden positions where the battle's record starts that are in plain sight now (revealed in play: when they
    fired, were fired on or moved), each with when it was revealed: the first entry of the log every side reads that
    names it (the action that revealed it wrote it), one revealed with no such entry yet (the action revealing it now)
    after them all."""
    if battle.start is None:
        return {}
    ids = {u.id for u in battle.start.units if u.has(Status.HIDDEN) and u.id not in out_of_sight}
    if not ids:
        return {}
    last = len(battle.log)
    when = dict.fromkeys(ids, last)
    for n, entry in enumerate(battle.log):
        if entry.secret:
            continue
        for uid in (*entry.actors, *entry.targets):
            if when.get(uid, -1) == last:
                when[uid] = n
    return when


class _Series(NamedTuple):
    """A side's counters of one type as Build Forces names them: the name they read before their number (None: the
    type's code) and how many in plain sight read it, numbered 1 to ``size``."""

    stem: str | None
    size: int


@once_per_state
def _series(battle: Battle) -> Mapping[tuple[str, str], _Series]:
    """Per side and type, the counters a side bought with Build Forces, where they are known: every named unit of the
    side and type in plain sight reads one stem numbered 1 to n ("R 1", "R 2": the type's code, numbered from 1), or
    the side's units of the type land in waves (ISLAND A: bought for an invasion). A counter of that type with no name
    (a wave not landed when it was bought) reads on from the named ones ("R 3"), in the players' words, not as the
    catalogue names its type ("Rifle squad 1", beside an "R 1" that is another counter)."""
    out_of_sight = out_of_plain_sight(battle)
    named: defaultdict[tuple[str, str], list[tuple[str, int]]] = defaultdict(list)
    waves: set[tuple[str, str]] = set()
    for unit in battle.units:
        if unit.decoy or unit.id in out_of_sight:
            continue  # what a side hides does not change how the units in plain sight read
        key = (unit.side, unit.type)
        if unit.wave is not None:
            waves.add(key)
        if unit.name:
            head, _, tail = unit.name.rpartition(" ")
            named[key].append((head, int(tail)) if head and tail.isdigit() else (unit.name, 0))
    out: dict[tuple[str, str], _Series] = {}
    for key, names in named.items():
        stems = {stem for stem, _ in names}
        if len(stems) == 1 and sorted(n for _, n in names) == list(range(1, len(names) + 1)):
            out[key] = _Series(stems.pop(), len(names))
    for key in waves - out.keys():
        out[key] = _CODE
    return out


_CODE = _Series(None, 0)  # counters bought with no name among them in plain sight: read by the type's code


def _bought(series: Mapping[tuple[str, str], _Series], unit: Unit) -> _Series | None:
    """How a unit reads as a bought counter (:func:`_series`), or None: as the catalogue names its type. A unit of a
    wave is one in its own side's eyes even before it lands."""
    found = series.get((unit.side, unit.type))
    return found if found is not None else _CODE if unit.wave is not None else None


def public_unit_name(session: BattleSession, unit_id: UnitId) -> str:
    """A unit as every side may read it, for words every side reads (a public log entry): each side's hidden
    position is only a hidden position and a wave not landed is not named."""
    return unit_name(session, unit_id, everyones_view(session.battle))


def public_unit_names(session: BattleSession, unit_ids: Iterable[UnitId]) -> dict[str, str]:
    """:func:`public_unit_name` for many units at once (one pass over the battle for all of them)."""
    return unit_names(session, unit_ids, everyones_view(session.battle))


FAKE_MARKER = QT_TRANSLATE_NOOP("Rules", "a fake marker")  # a hidden position revealed as nothing: taken off the table
_REVEALED_AS = QT_TRANSLATE_NOOP("Rules", "a hidden position revealed: {unit}")
_FAKE_REVEALED = QT_TRANSLATE_NOOP("Rules", "a hidden position revealed: a fake marker, taken off the table")
# An action's one-line summary (its log entry's heading) with what it revealed, in short.
_SUMMARY_REVEALED = QT_TRANSLATE_NOOP("Rules", "{summary}; revealed: {units}")
_FAKE_MARKERS = QT_TRANSLATE_NOOP("Rules", "{n} fake markers")
_LISTED = QT_TRANSLATE_NOOP("Rules", "{first}, {then}")


@dataclass(frozen=True)
class Revealing:
    """What an action that fires, is fired on or moves reveals (TARAWA, JUNGLE: a hidden position "is revealed when
    it fires, is fired on, or moves"), as every side may read it: each unit the action names, by its public name once
    the reveal is done (a real unit as it then reads, a fake marker as "a fake marker"), the hidden positions it
    reveals, in order, and which of them are fakes (nothing: no roll, no effect; taken off the table)."""

    names: Mapping[str, str]
    revealed: tuple[UnitId, ...] = ()
    fakes: frozenset[UnitId] = frozenset()

    def said(self, unit_id: UnitId) -> str:
        return self.names.get(unit_id, unit_id)

    def notes(self, rule: str = "TARAWA") -> tuple[NoteStep, ...]:
        """One step for each hidden position revealed, saying what it turned out to be."""
        return tuple(
            NoteStep(_FAKE_REVEALED if uid in self.fakes else _REVEALED_AS.format(unit=self.said(uid)), rule)
            for uid in self.revealed
        )

    def summed_up(self, summary: str) -> str:
        """An action's one-line summary with what it revealed, in short ("...; revealed: Rifle squad 2, a fake
        marker"; the fakes last, counted where there are several); the summary as it is where nothing was."""
        if not self.revealed:
            return summary
        fakes = sum(1 for uid in self.revealed if uid in self.fakes)
        units = [self.said(uid) for uid in self.revealed if uid not in self.fakes]
        if fakes:
            units.append(FAKE_MARKER if fakes == 1 else _FAKE_MARKERS.format(n=fakes))
        return _SUMMARY_REVEALED.format(summary=summary, units=joined(units, _LISTED))


def once_revealed(
    session: Named, revealed: Iterable[UnitId], named: Iterable[UnitId] = (), *, dice: Dice | None = None
) -> Revealing:
    """The words every side reads of an action that reveals the hidden positions among ``revealed`` (the units that
    fire, are fired on or move): those units and ``named`` by :func:`public_unit_names` in the battle as the reveal
    leaves it, so that the action's steps, log entry and result name what each revealed position turned out to be,
    as direct fire at a marker does (docs/rules-notes.md, "When a hidden position is revealed"). The battle is tried
    with the reveal and given back as it was. A look ahead (``dice`` a :class:`PreviewDice`: a dialog asking what the
    action would decide before it is taken) reveals nothing: it names the markers as markers, and tells no real one
    from a fake."""
    battle = session.battle
    if isinstance(dice, PreviewDice):
        return Revealing(unit_names(session, list(dict.fromkeys([*revealed, *named])), everyones_view(battle)))
    revealed = list(dict.fromkeys(revealed))
    hidden = [uid for uid in revealed if (u := battle.unit(uid)) is not None and is_hidden_position(u)]
    fakes = frozenset(uid for uid in hidden if (u := battle.unit(uid)) is not None and u.decoy)
    ids = [uid for uid in dict.fromkeys([*revealed, *named]) if uid not in fakes]
    edit = reveal_edit(battle, hidden, "")
    if edit is None:
        return Revealing(unit_names(session, ids, everyones_view(battle)))
    # The record starts from here if it has not yet (the action's commit starts it): a revealed position is numbered
    # as a position revealed in play is (:func:`_all_numbers`).
    start = battle.start
    if start is None:
        battle.start = battle.state()
    edit.apply(battle)
    try:
        said = unit_names(session, ids, everyones_view(battle))
    finally:
        edit.revert(battle)
        battle.start = start
    return Revealing({**said, **dict.fromkeys(fakes, FAKE_MARKER)}, tuple(hidden), fakes)


_Resolved = TypeVar("_Resolved")


def resolved_as_revealed(
    session: Named,
    dice: Dice,
    resolve: Callable[[Dice, Revealing | None], _Resolved],
    revealed: Callable[[_Resolved], Iterable[UnitId]],
    named: Iterable[UnitId] = (),
) -> _Resolved:
    """An action resolved with ``dice`` whose every step names each hidden position it reveals as the whole action
    leaves it (:func:`once_revealed`), where the dice decide what it reveals: an anti-aircraft gun fires, and is
    revealed, only until the aircraft is hit; supporting fire at an assault comes only if the squad still stands.

    ``resolve(dice, revealing)`` resolves it, naming each unit by ``revealing`` (None: as they stand, hidden
    positions as markers) from the step that reveals it on; ``revealed(result)`` gives the units the result revealed
    (fired, fired on, fought), and ``named`` the other units its steps may name. It is resolved once to learn what it
    reveals, then again, with the same faces in the same order (the player rolling by hand is not asked again), by
    the names that reveal leaves; the rolls in the dice's history are the second resolution's, the same dice and
    faces, each said as it named its units. So a revealed unit reads the same in every step that names it, by the
    number the whole action leaves it (:func:`_all_numbers`: units revealed by one action are numbered in the
    battle's order, whatever revealed them first)."""
    start = len(dice.history)
    first = resolve(dice, None)
    revealing = once_revealed(session, revealed(first), named, dice=dice)
    if not revealing.revealed:
        return first  # nothing hidden revealed (or a look ahead): every name is as it stands
    again = _ThrownAgain(dice.history[start:])
    result = resolve(again, revealing)
    again.check_used()
    dice.history[start:] = again.history
    return result


class _ThrownAgain(Dice):
    """The rolls an action has made, given again in the same order, each by hand or not as it was: the action
    resolved a second time, by other names (:func:`resolved_as_revealed`)."""

    def __init__(self, rolls: Sequence[DieRoll]) -> None:
        super().__init__()
        self._rolls = list(rolls)

    def _face(self, die: Die, purpose: str) -> int:
        n = len(self.history)
        if n >= len(self._rolls) or self._rolls[n].die is not die:
            raise RuntimeError(
                f"resolved again, roll {n + 1} ({die.label} for {purpose}) is not a roll made the first time"
            )
        return self._rolls[n].face

    def _by_hand(self) -> bool:
        return self._rolls[len(self.history)].by_hand

    def check_used(self) -> None:
        if len(self.history) != len(self._rolls):
            raise RuntimeError(f"resolved again, {len(self.history)} rolls made, not {len(self._rolls)}")


def point_words(point: tuple[float, float]) -> str:
    """A point of the table as the explanations and the command line write it: "20.4, 11.0", the one decimal the
    window writes every table point with (gui/i18n.py's ``table_number``), not every decimal typed or dragged."""
    return QT_TRANSLATE_NOOP("Rules", "{x:.1f}, {y:.1f}").format(x=point[0], y=point[1])


def piece_name(battle: Battle, piece_id: PieceId, view: View | None = None) -> str:
    """A terrain piece as a person reads it: "Copse (woods)" when it has a name, else its kind ("Hedge"; the board
    highlights which); a piece a side's ``view`` does not show (a minefield it has not found) is not named."""
    if view is not None and piece_id in view.hidden_pieces:
        return UNSEEN
    piece = battle.piece(piece_id)
    return piece_words(piece) if piece is not None else piece_id


def public_piece_name(battle: Battle, piece_id: PieceId, shown: Iterable[PieceId] = ()) -> str:
    """A terrain piece as every side may read it: a deliberate minefield not yet revealed is not named, unless it is
    among ``shown`` (the minefields the action that writes the words reveals)."""
    piece = battle.piece(piece_id)
    if piece is None:
        return piece_id
    if piece.kind is TerrainKind.MINEFIELD and piece.deliberate and not piece.revealed and piece_id not in shown:
        return UNSEEN
    return piece_words(piece)


def side_name(battle: Battle, side_id: SideId) -> str:
    """A side as a person reads it: its label ("Kampfgruppe Peiper"; "Allies" for a side with no name; "Axis
    (attacker)" for a side the scenario system named by its role); an id the battle does not know, as it is."""
    side = battle.side(side_id)
    return side.label if side is not None else side_id


def short_side_name(battle: Battle, side_id: SideId) -> str:
    """A side without its role, where a short name is wanted: a unit's name says it in brackets ("R 1 (Axis)", not
    "R 1 (Axis (attacker))"), a caption on the board; an id the battle does not know, as it is."""
    side = battle.side(side_id)
    return side.short_label if side is not None else side_id


def side_in_role(battle: Battle, side_id: SideId, role: str) -> str:
    """A side with its ``role`` in the mission ("attacker", "defender") beside it, said once: "Axis (attacker)",
    "Kampfgruppe Nord (defender)"."""
    side = battle.side(side_id)
    return side.in_role(role) if side is not None else IN_ROLE.format(side=side_id, role=ROLE_WORDS.get(role, role))


def location_name(battle: Battle, location_id: str) -> str:
    """A victory point location as a person reads it: its own name, else its piece's name ("Copse (woods)"), else its
    kind ("Crossroad"), numbered where several read alike ("Crossroad 2", in the order of the file); an id the battle
    does not know, as it is."""
    words = {vp.id: _location_words(battle, vp) for vp in battle.vp_locations}
    said = words.get(location_id)
    if said is None:
        return location_id
    alike = [i for i, w in words.items() if w == said]
    return said if len(alike) == 1 else _NUMBERED.format(location=said, n=alike.index(location_id) + 1)


# A location named by its kind and numbered ("Crossroad 2"): a message, so that the window says the kind in its
# language ("Kreuzung 2").
_NUMBERED = QT_TRANSLATE_NOOP("Rules", "{location} {n}")


def _location_words(battle: Battle, vp: VpLocation) -> str:
    if vp.name:
        return _given_name(battle, vp, vp.name)
    if vp.piece is not None and (piece := battle.piece(vp.piece)) is not None:
        return piece_words(piece)
    return vp.kind.value.replace("_", " ").capitalize()


def _given_name(battle: Battle, vp: VpLocation, name: str) -> str:
    """A location's name as the file gives it: one the scenario system gave by its kind, numbered among the locations
    of that kind ("Road exit 2", kept in English), as a message the window says in its language; one the players gave
    ("Hill 112"), as they wrote it."""
    kind = VP_KIND_NAMES[vp.kind]
    number = name[len(kind) :].strip()
    if name == f"{kind} {number}" and number.isdigit():
        of_kind = sum(v.kind is vp.kind for v in battle.vp_locations)
        if 1 <= int(number) <= of_kind:
            return _NUMBERED.format(location=kind, n=int(number))
    return name


def piece_words(piece: TerrainPiece) -> str:
    """A terrain piece in words: "Copse (woods)" when it has a name, else its kind ("Hedge"). A name that says its
    kind and has a bracket of its own is said alone: "Crops (harvest)", not "Crops (harvest) (crops)"."""
    kind = piece.kind.value.replace("_", " ")
    if not piece.name:
        return kind[0].upper() + kind[1:]
    if kind.casefold() in piece.name.casefold() and piece.name.endswith(")"):
        return piece.name
    return QT_TRANSLATE_NOOP("Rules", "{name} ({kind})").format(name=piece.name, kind=kind)


def piece_words_with_id(piece: TerrainPiece) -> str:
    """A terrain piece in words with its id, where a text must tell it from others that read alike: the id in the
    bracket that says its kind ("Copse (woods, w1)", "Woods (w1)"), or in a name's own bracket ("Crops (harvest,
    c1)"), never in a second bracket."""
    words = piece_words(piece)
    if not piece.name:
        return QT_TRANSLATE_NOOP("Rules", "{piece} ({id})").format(piece=words, id=piece.id)
    name, kind = piece.name, piece.kind.value.replace("_", " ")
    if words == piece.name and "(" in name:  # a name with a bracket of its own that says its kind
        head, _, inner = name[:-1].rpartition("(")
        name, kind = head.rstrip(), inner.strip()
    return QT_TRANSLATE_NOOP("Rules", "{name} ({kind}, {id})").format(name=name, kind=kind, id=piece.id)


def names(session: BattleSession, ids: Iterable[str], view: View | None = None) -> str:
    """Units or pieces named and joined ("Tiger 2, T-34 #3"); what the view may not know is said once."""
    out: list[str] = []
    pieces = {p.id: p for p in session.battle.terrain}  # one look-up each: a ruler names its blockers every move
    for ident in ids:
        piece = pieces.get(ident)
        if piece is not None:
            name = UNSEEN if view is not None and ident in view.hidden_pieces else piece_words(piece)
        else:
            name = unit_name(session, ident, view)
        if name in (HIDDEN_POSITION, UNSEEN, SECRET_BATTERY) and name in out:
            continue  # said once: how many the view may not know is not told either
        out.append(name)
    return joined(out, QT_TRANSLATE_NOOP("Rules", "{first}, {then}"))


def sight_words(session: BattleSession, los: LosResult, view: View | None = None) -> list[str]:
    """A line of sight in words, as :meth:`LosResult.explain` gives it, each piece by its name ("blocked by Copse
    (woods): woods in the way") rather than its kind and id."""
    lines: list[str] = [
        # The table's own unit ("in", "cm"), as the ruler and the fire dialogs say the range.
        QT_TRANSLATE_NOOP("Rules", "range {range:.0f} yd ({table:.1f} {unit}, centre to centre)").format(
            range=los.range_yards, table=los.range_table, unit=session.battle.table.unit
        ),
        QT_TRANSLATE_NOOP("Rules", "line of sight clear")
        if los.clear
        else QT_TRANSLATE_NOOP("Rules", "line of sight blocked"),
    ]
    if los.advanced and los.eye_start is not None and los.eye_end is not None:
        lines.append(
            QT_TRANSLATE_NOOP(
                "Rules", "advanced elevation (rule 2.1): sight line from {start:g} yd to {end:g} yd above the table"
            ).format(start=los.eye_start, end=los.eye_end)
        )
    lines += [
        QT_TRANSLATE_NOOP("Rules", "blocked by {piece}: {why}").format(
            piece=piece_name(session.battle, b.piece, view), why=b.reason
        )
        for b in los.blockers
    ]
    lines += [
        QT_TRANSLATE_NOOP("Rules", "not blocked by {piece}: {why}").format(
            piece=piece_name(session.battle, i.piece, view), why=i.reason
        )
        for i in los.ignored
    ]
    return lines


def action_title(session: BattleSession, action: Action, *, everyone: bool = True) -> str:
    """An action in words, for the undo history, the replay and a log entry's title ("Move Tiger 2", "Melee 1st Squad
    against Rifle squad 2"): its units as every side may read them (:func:`public_unit_name`: the undo history is on
    the table for both players in hot seat), its terrain pieces likewise, its aircraft, batteries, sides and catalogue
    types by name. ``everyone=False``: for the umpire's eyes, every unit and piece by its own name."""
    return action.title(lambda ident: public_name(session, ident, everyone=everyone))


def public_name(session: BattleSession, ident: str, *, everyone: bool = True) -> str:
    """Whatever an action names by its id, in words about the action every side may read: a unit as
    :func:`public_unit_name`, a terrain piece as :func:`public_piece_name`, an aircraft, a battery (the acting side's
    own), a side, a victory point location or a catalogue type by its name; an id the battle does not know, as it is. ``everyone=False``: a
    unit and a piece by their own names (the umpire's view)."""
    battle = session.battle
    if battle.unit(ident) is not None:
        return public_unit_name(session, ident) if everyone else unit_name(session, ident)
    if not everyone and battle.piece(ident) is not None:
        return piece_name(battle, ident)
    if battle.battery(ident) is not None or any(a.id == ident for a in battle.aircraft):
        return _other_name(session, ident, None)
    if (piece := battle.piece(ident)) is not None:
        if (
            battle.at_table is not None
            and piece.kind is TerrainKind.MINEFIELD
            and not minefield_known_to(piece, battle.at_table)
        ):
            # Another side's minefield the side at the table has not found: named as an id the battle does not have,
            # as the refusal of a hand on it says (session/at_table.py, ``seen_piece``): its id tells nothing more.
            return ident
        return public_piece_name(battle, ident)
    side = battle.side(ident)
    if side is not None:
        return side.label
    if any(vp.id == ident for vp in battle.vp_locations):
        return location_name(battle, ident)
    entry = session.catalogue.get(ident)
    return entry.name if entry is not None else ident


def step_name(place: Place) -> str:
    """A step of the sequence of play in words: "Movement 1: road movement", "Artillery C: adjust rounds for next
    turn and call for new fire", "Air arrows: change aircraft direction arrows up to 90 degrees"."""
    name = in_sentence(place.step.name)
    return QT_TRANSLATE_NOOP("Rules", "{step}: {name}").format(step=place.brief, name=name)


def phase_words(sequence: SequenceTables, phase: str | None) -> str:
    """A log entry's step (its id, as the file keeps it) in words; an id the sequence does not know, as it is."""
    if not phase:
        return ""
    if phase == START_OF_TURN:
        return START_OF_TURN  # before the movement phase: no step of the sequence, said in the window's language
    try:
        return step_name(sequence.place(phase))
    except SequenceError:
        return phase


def unit_label(session: BattleSession, unit_id: UnitId, view: View | None = None) -> str:
    """A counter's short label on the board (:func:`unit_labels`)."""
    return unit_labels(session, [unit_id], view)[unit_id]


def unit_labels(session: BattleSession, unit_ids: Iterable[UnitId], view: View | None = None) -> dict[str, str]:
    """Counters' short labels on the board: a unit's own name, else its type's short code and a number where its
    side has several of that type ("SdKfz 251 2", "LMG"; numbered as :func:`unit_name` numbers them), cut to
    :data:`LABEL_LENGTH` characters; in a side's ``view``, another side's hidden position is only "?" and a unit the
    view does not show has no label."""
    battle = session.battle
    unit_ids = list(unit_ids)
    numbers = _numbers(battle, unit_ids)
    series = _series(battle)
    units = _units_by_id(battle)
    out: dict[str, str] = {}
    for unit_id in unit_ids:
        found = units.get(unit_id)
        if view is not None and unit_id in view.masked_units:
            out[unit_id] = MARKER_LABEL
            continue
        if found is None or (view is not None and unit_id in view.unseen_units):
            out[unit_id] = ""
            continue
        unit = found
        if unit.name:
            text = unit.name
        else:
            entry = session.catalogue.get(unit.type)
            bought = _bought(series, unit)
            # A bought counter as its fellows read ("R 3" after "R 1"), else the type's code.
            code = (
                _stem(session.catalogue, unit, bought)
                if bought is not None
                else entry.code
                if entry is not None
                else unit.type
            )
            number = numbers.get(unit.id)
            text = f"{code} {number}" if number else code
        out[unit_id] = cut_label(text)
    return out


def cut_label(text: str) -> str:
    """A counter's label cut to :data:`LABEL_LENGTH` characters, its number kept where it ends in one, the words before
    it cut at a word's end where one is near ("Submachine… 3"): the number tells one counter from its fellows."""
    if len(text) <= LABEL_LENGTH:
        return text
    head, _, tail = text.rpartition(" ")
    if head and tail.isdigit() and len(tail) < LABEL_LENGTH - 3:
        room = LABEL_LENGTH - len(tail) - 2
        cut = head[:room]
        if len(head) > room and head[room] != " " and cut.rfind(" ") >= room // 2:
            cut = cut[: cut.rfind(" ")]  # a word whole, not its first letters
        return cut.rstrip() + "… " + tail
    return text[: LABEL_LENGTH - 1].rstrip() + "…"
