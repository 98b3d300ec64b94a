"""What the rules wrote, said in the interface's language (gui/said.py): a message translated with its values said
and its numbers in the locale; an English text a battle file keeps (its log) read back against the rules'
templates; a word of the rules' data files; a nation by its id."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from morefire_gui.errors import UsageError
from morefire_gui.gui import i18n
from morefire_gui.gui.i18n import install_translations, tr
from morefire_gui.gui.said import keep_names, reread, said, said_error
from morefire_gui.rules.words import AND_THEN, QT_TRANSLATE_NOOP, joined


@pytest.fixture
def german(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The German catalogue and locale installed as the app installs them, and English again afterwards."""
    before = QLocale()
    state = dict(i18n._installed)
    install_translations(QCoreApplication.instance(), "de")
    try:
        yield
    finally:
        install_translations(QCoreApplication.instance(), "en")
        QLocale.setDefault(before)
        i18n._installed.update(state)
        keep_names(())
        reread.cache_clear()


def test_a_message_is_said_in_german_with_its_numbers_in_the_locale(german) -> None:  # type: ignore[no-untyped-def]
    m = QT_TRANSLATE_NOOP("Rules", "{unit}: slant range {range:.0f} yards ({ground:.0f} on the ground, {up} up)")
    text = said(m.format(unit="ge13", range=1234.4, ground=1200.0, up=300))
    assert text == "ge13: Schrägentfernung 1234 Yards (1200 am Boden, 300 hoch)"
    shift = QT_TRANSLATE_NOOP("Rules", "{order} at {x:g}, {y:g}").format(order="FIRE", x=39.22, y=-20)
    assert said(shift) == "FEUER bei 39,22 / -20"  # the order as the rules print it, in German


def test_a_message_given_as_a_value_is_said_too(german) -> None:  # type: ignore[no-untyped-def]
    inner = QT_TRANSLATE_NOOP("Rules", "suppressed units cannot move until they have recovered morale (3.5)")
    outer = QT_TRANSLATE_NOOP("Rules", "{unit} cannot move: {why}").format(unit="su3", why=inner)
    assert said(outer) == (
        "su3 kann sich nicht bewegen: niedergehaltene Einheiten können sich nicht bewegen, bis sie ihre Moral "
        "wiedergewonnen haben (3.5)"
    )
    assert said(joined([QT_TRANSLATE_NOOP("Rules", "hill"), QT_TRANSLATE_NOOP("Rules", "woods")], AND_THEN)) == (
        "Hügel; Wald"
    )


def test_the_english_a_battle_file_keeps_is_read_back_and_said(german) -> None:  # type: ignore[no-untyped-def]
    # A log entry of a battle saved before: only its English is kept.
    assert said("ge2 fires at su3: 45%, rolled 12: hit") == "ge2 feuert auf su3: 45\u00a0%, gewürfelt 12: Treffer"
    assert said("the attacker lost 120, defender lost 40") == "the attacker lost 120, defender lost 40"  # none reads so
    assert said("Tiger 1") == "Tiger 1"  # a name stays as it is
    # Joins are read only where each part is said too, or is a code: no half-translated sentence.
    assert said("A and B") == "A und B"
    assert said("not snowing") == "kein Schneefall"
    # A number always written with its sign ("{label} {value:+d} (rule {rule})") reads only with one: "FIR 7" is the
    # combined fire's total, not a modifier "FIR" of +7.
    assert said("all fire into the area combined: FIR 7 (rule 3.5)") == (
        "alles Feuer in den Bereich zusammengefasst: FIR 7 (Regel 3.5)"
    )
    assert said("Target in Hard Cover -2 (rule 3.5)") == "Ziel in harter Deckung -2 (Regel 3.5)"


def test_the_rules_words_and_the_nations_are_said(german) -> None:  # type: ignore[no-untyped-def]
    assert said("no effect") == "ohne Wirkung"  # an enum's value, as the window writes it
    assert said("Target in Hard Cover") == "Ziel in harter Deckung"  # a modifier's label in the rules' data
    assert said("germany") == "Deutschland" and said("Germany") == "Deutschland"


def test_an_error_raised_with_a_message_is_said(german) -> None:  # type: ignore[no-untyped-def]
    error = UsageError(QT_TRANSLATE_NOOP("Rules", "{unit} is not a vehicle").format(unit="ge11"))
    assert said_error(error) == "ge11 ist kein Fahrzeug"


def test_a_number_given_to_tr_is_written_in_the_locale(german) -> None:  # type: ignore[no-untyped-def]
    assert tr("Zoom {percent:.0f}%").format(percent=150.0) == "Zoom 150\u00a0%"
    assert tr("{length:.1f} {unit} · {yards:.0f} yd").format(length=36.72, unit="Zoll", yards=1834) == (
        "36,7 Zoll · 1834 yd"
    )


def test_english_stays_english(qapp) -> None:  # type: ignore[no-untyped-def]
    m = QT_TRANSLATE_NOOP("Rules", "{order} at {x:g}, {y:g}").format(order="FIRE", x=39.22, y=-20)
    assert said(m) == "FIRE at 39.22, -20" == m
    assert said("germany") == "germany"


def test_a_battle_played_in_german_is_saved_in_english(german, window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """What the window records (an action's words, the log the session writes) stays English: battle files are a
    contract, whatever the language of the window that played them."""
    # Rules → Advanced Line of Sight, Advanced Game, Campaign Battle: each a recorded change of the settings.
    window.advanced_los_action.trigger()
    assert window.undo_stack.text(window.undo_stack.index() - 1) == "Erweiterte Sichtlinie an"
    window.advanced_action.trigger()
    assert window.undo_stack.text(window.undo_stack.index() - 1) == "Erweiterte Regeln an"
    window.campaign_action.trigger()
    assert window.undo_stack.text(window.undo_stack.index() - 1) == "Kampagnengefecht an"
    saved = window.session.save(tmp_path / "played in german.mfb.yaml").read_text(encoding="utf-8")
    for title in ("Advanced line of sight on", "Advanced game on", "Campaign battle on"):
        assert title in saved
    assert not any(word in saved for word in ("Erweiterte", "Sichtlinie", "Regeln", "Kampagne", "Runde", "Gefecht"))


@pytest.mark.parametrize(
    ("english", "german_text"),
    [
        ("d100 for Table I: the year: 42", "d100 für Tabelle I: das Jahr: 42"),
        ("d6 for Table III: the season: 4, by hand", "d6 für Tabelle III: die Jahreszeit: 4, von Hand"),
        ("d10 for Table I: the year: 0 (read as 10)", "d10 für Tabelle I: das Jahr: 0 (gelesen als 10)"),
    ],
)
def test_a_roll_a_battle_file_keeps_is_said_without_its_optional_parts(german, english: str, german_text: str) -> None:  # type: ignore[no-untyped-def]
    # "{die} for {purpose}: {face}{read}{hand}": the parts the roll has not ("read as", "by hand") are written as "".
    assert said(english) == german_text


def test_a_value_that_holds_the_templates_own_words_is_read_whole(german) -> None:  # type: ignore[no-untyped-def]
    # "{why}: {table} is not rolled", why "MUD: No airstrikes are allowed": the reading whose values are said.
    assert said("MUD: No airstrikes are allowed: Table VII is not rolled") == (
        "SCHLAMM: Keine Luftangriffe erlaubt: Tabelle VII wird nicht gewürfelt"
    )


def test_a_sides_points_are_read_back_in_the_words_old_and_new(german) -> None:  # type: ignore[no-untyped-def]
    """A generated battle's Table VI lines, saved in English, read in German: the words before ("Attacker (attacker)",
    then "Attacker") and now ("Allies (attacker)", its allegiance and its role said once), each side of a summary read
    as its own, none left in English."""
    assert said("Allies (attacker) spends 10 of 600 points (10 in counters); 590 left") == (
        "Alliierte (Angreifer): 10 von 600 Punkten ausgegeben (10 für Spielsteine); 590 übrig"
    )
    assert said("Allies (attacker) 10 of 600 points; Axis (defender) 0 of 1000 points") == (
        "Alliierte (Angreifer) 10 von 600 Punkten; Achse (Verteidiger) 0 von 1000 Punkten"
    )
    assert said("Attacker spends 10 of 600 points (10 in counters); 590 left") == (
        "Angreifer: 10 von 600 Punkten ausgegeben (10 für Spielsteine); 590 übrig"
    )
    assert said("Attacker (attacker) spends 10 of 600 points (10 in counters); 590 left") == (
        "Angreifer (Angreifer): 10 von 600 Punkten ausgegeben (10 für Spielsteine); 590 übrig"
    )
    assert said("Attacker 10 of 600 points; Defender 0 of 1000 points") == (
        "Angreifer 10 von 600 Punkten; Verteidiger 0 von 1000 Punkten"
    )
    assert said("Attacker (attacker) 10 of 600 points; Defender (defender) 0 of 1000 points") == (
        "Angreifer (Angreifer) 10 von 600 Punkten; Verteidiger (Verteidiger) 0 von 1000 Punkten"
    )
    assert said("Kampfgruppe Peiper (attacker) 10 of 600 points; 181st Tank Brigade (defender) 0 of 1000 points") == (
        "Kampfgruppe Peiper (Angreifer) 10 von 600 Punkten; 181st Tank Brigade (Verteidiger) 0 von 1000 Punkten"
    )


def test_a_point_off_the_table_is_said_whole_in_german(german) -> None:  # type: ignore[no-untyped-def]
    # Every check of "on the table" says it one way: what the point is, the point and the table's extent; in German
    # the point's coordinates are parted as every other point's are, the decimal comma being theirs.
    from morefire_gui.model.actions.table import PlaceUnit
    from morefire_gui.model.battle import Unit
    from tests.session.battles import make_session

    session = make_session()
    placed = session.perform(PlaceUnit(unit=Unit(id="zz", side="axis", type="R", at=(80.5, 5.0))))
    assert placed.invalid
    assert said(placed.reason) == "Einheit 'zz' bei 80,5 / 5,0 liegt außerhalb des Tisches (0-72 x 0-48 Zoll)"
    with pytest.raises(UsageError) as raised:
        session.battle.require_on_table(30, 60.25, QT_TRANSLATE_NOOP("Rules", "the target area's centre"))
    assert said_error(raised.value) == (
        "die Mitte des Zielbereichs 30,0 / 60,3 liegt außerhalb des Tisches (0-72 x 0-48 Zoll)"
    )


# The rules' section names of capitalised words joined by "and", as the rule texts print them (their headings), and
# how a German window names each.
SECTIONS = {
    "Terrain and Weather Definitions": "Gelände- und Wetterdefinitionen",
    "Spotting and Sighting": "Aufklärung und Sicht",
    "Cross-Country Movement and Terrain Modifications": "Bewegung querfeldein und Geländemodifikationen",
    "Mortars and Off-board Artillery": "Mörser und Artillerie außerhalb des Tisches",
    "Vehicle Reference: Introduction and Transports": "Fahrzeugreferenz: Einführung und Transport",
}


@pytest.mark.parametrize("section", SECTIONS)
def test_a_rule_section_named_with_and_is_said_whole_in_german(german, section: str) -> None:  # type: ignore[no-untyped-def]
    """A citation is one name, said whole in German: never read as two names joined ("Gelände und Weather
    Definitions", "Mörser und ..."), in a refusal said now and in a log read back."""
    from morefire_gui.gui.said import said_rule

    german_name = SECTIONS[section]
    reason = QT_TRANSLATE_NOOP("Rules", "{unit} is not a vehicle").format(unit="ge11")
    refusal = QT_TRANSLATE_NOOP("Rules", "{reason} ({rule})").format(reason=reason, rule=section)
    assert said(refusal) == f"ge11 ist kein Fahrzeug ({german_name})"
    assert said_rule(section) == german_name
    assert said(f"ge11 is not a vehicle ({section})") == f"ge11 ist kein Fahrzeug ({german_name})"  # a log read back
    # A join of the rules' words that is no citation still reads in German.
    assert said("A and B") == "A und B"


def test_counts_read_as_one_or_many_in_german(german) -> None:  # type: ignore[no-untyped-def]
    """A count is "1 Einheit", "2 Einheiten": the battery's turns left as a gun's, counter-battery fire's turns, the
    count words themselves; a log saved with "turn(s)" reads without a plural to choose."""
    from morefire_gui.rules.counted import count_of

    assert [said(count_of(n, "unit")) for n in (1, 2)] == ["1 Einheit", "2 Einheiten"]
    assert [said(count_of(n, "turn")) for n in (1, 3)] == ["1 Runde", "3 Runden"]
    assert said(count_of(1, "terrain piece")) == "1 Geländestück"
    assert (
        said("end of turn 2: up is setting up, one turn left") == "Ende der Runde 2: up ist im Aufbau, noch eine Runde"
    )
    assert said("end of turn 1: up is setting up, 2 turns left") == "Ende der Runde 1: up ist im Aufbau, noch 2 Runden"
    assert said("counter-battery fire at b2 (1 turn)") == "Konterbatteriefeuer auf b2 (1 Runde)"
    assert said("end of turn 1: up has 2 turn(s) of setting up left") == (
        "Ende der Runde 1: up ist im Aufbau; verbleibende Runden: 2"
    )


def test_where_a_sides_counters_are_laid_reads_in_german(german) -> None:  # type: ignore[no-untyped-def]
    """The ground Build Forces lays a side's counters on, said whole: its zone, the quarter of the table of a side
    with none, what is left out of it, the shore beyond its water."""
    assert said(
        "Axis: no room in its deployment zone (Northern edge), less the water in it for any of its 20 new counters; "
        "buy fewer, or make room"
    ) == (
        "Achse: in ihrer Aufstellungszone (Northern edge) ohne Wasser darin kein Platz für ihre 20 neuen "
        "Spielsteine; weniger kaufen oder Platz schaffen"
    )
    assert said(
        "Axis: no room in the quarter of the table at its north edge (it has no deployment zone) for its new counter; "
        "make room for it"
    ) == (
        "Achse: in dem Tischviertel an ihrem Rand im Norden (sie hat keine Aufstellungszone) kein Platz für ihren "
        "neuen Spielstein; Platz dafür schaffen"
    )
    assert said(
        "Axis: no room in its deployment zone (zone 1), on the shore beyond its water for its new counter; make room "
        "for it"
    ) == (
        "Achse: in ihrer Aufstellungszone (Zone 1), am Ufer jenseits ihres Wassers kein Platz für ihren neuen "
        "Spielstein; Platz dafür schaffen"
    )
