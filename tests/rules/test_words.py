"""The rules' texts for the player (rules/words.py): a message reads exactly as the English it replaces, keeps its
template and values for the window to translate, and pyside6-lupdate finds the marker in a Qt-free source."""

from __future__ import annotations

import copy
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from morefire_gui.errors import UsageError
from morefire_gui.rules.words import (
    AND_THEN,
    QT_TRANSLATE_NOOP,
    RULES,
    Message,
    Trimmed,
    in_sentence,
    joined,
    said_error,
)


def test_a_message_reads_as_its_english_and_keeps_its_template_and_values() -> None:
    m = QT_TRANSLATE_NOOP("Rules", "{unit} moves {yards:.0f} yards").format(unit="ge2", yards=412.6)
    assert m == "ge2 moves 413 yards" and isinstance(m, str)
    assert (m.context, m.template, m.values) == (
        RULES,
        "{unit} moves {yards:.0f} yards",
        (("unit", "ge2"), ("yards", 412.6)),
    )
    assert hash(m) == hash("ge2 moves 413 yards")
    assert f"{m}" == "ge2 moves 413 yards" and str(m) == "ge2 moves 413 yards"


def test_a_message_takes_its_values_by_name_and_may_be_a_value_of_another() -> None:
    inner = QT_TRANSLATE_NOOP("Rules", "{unit} is suppressed").format(unit="ge2")
    outer = QT_TRANSLATE_NOOP("Rules", "{why} (3.5)").format(why=inner)
    assert outer == "ge2 is suppressed (3.5)" and dict(outer.values)["why"] is inner
    with pytest.raises(TypeError):
        QT_TRANSLATE_NOOP("Rules", "{} and {}").format("x", "y")
    with pytest.raises(KeyError):
        QT_TRANSLATE_NOOP("Rules", "{a} and {b}").format(a="x")


def test_a_message_is_frozen_and_survives_copies_and_pickles() -> None:
    m = QT_TRANSLATE_NOOP("Rules", "turn {turn}").format(turn=3)
    with pytest.raises(AttributeError):
        m.template = "x"  # type: ignore[misc]
    for again in (copy.copy(m), copy.deepcopy(m), pickle.loads(pickle.dumps(m))):
        assert isinstance(again, Message) and again == m and again.values == m.values


def test_a_plain_string_method_gives_a_plain_string() -> None:
    m = QT_TRANSLATE_NOOP("Rules", "Movement")
    assert type(m.lower()) is str and type(m + "!") is str


def test_joined_keeps_each_pair_translatable() -> None:
    parts = [QT_TRANSLATE_NOOP("Rules", "hill"), "ge2", "ge3"]
    out = joined(parts, AND_THEN)
    assert out == "hill; ge2; ge3"
    assert isinstance(out, Message) and out.template == "{first}; {then}"
    assert dict(out.values)["first"] == "hill; ge2" and dict(out.values)["then"] == "ge3"
    assert joined([], AND_THEN) == ""


def test_a_trimmed_measure_writes_at_most_two_decimals() -> None:
    assert [str(Trimmed(v)) for v in (12.5, 3.0, 0.25, 1.234)] == ["12.5", "3", "0.25", "1.23"]
    assert f"{Trimmed(2.5):.2f}" == "2.50"


def test_an_error_says_its_message() -> None:
    reason = QT_TRANSLATE_NOOP("Rules", "{unit} cannot move").format(unit="ge2")
    assert said_error(UsageError(reason)) is reason
    assert said_error(ValueError("plain")) == "plain"


def test_lupdate_finds_the_marker_in_a_source_without_qt(tmp_path: Path) -> None:
    source = tmp_path / "rules_text.py"
    source.write_text(
        "from morefire_gui.rules.words import QT_TRANSLATE_NOOP\n"
        'REASON = QT_TRANSLATE_NOOP("Rules", "{unit} is suppressed").format(unit="ge2")\n',
        encoding="utf-8",
    )
    ts = tmp_path / "out.ts"
    subprocess.run(
        [str(Path(sys.executable).parent / "pyside6-lupdate"), "-silent", str(source), "-ts", str(ts)],
        check=True,
        capture_output=True,
    )
    text = ts.read_text(encoding="utf-8")
    assert "<name>Rules</name>" in text and "<source>{unit} is suppressed</source>" in text


@pytest.mark.parametrize(
    ("name", "in_a_sentence"),
    [
        ("Tank vs infantry and AT systems", "tank vs infantry and AT systems"),
        ("Aircraft and AA fire resolutions", "aircraft and AA fire resolutions"),
        ("Direct fire", "direct fire"),
        ("AA fire", "AA fire"),
        ("", ""),
    ],
)
def test_a_name_in_a_sentence_keeps_its_own_capitals(name: str, in_a_sentence: str) -> None:
    assert in_sentence(name) == in_a_sentence
