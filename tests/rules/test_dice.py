"""Dice (DESIGN.md, "Dice readings used throughout"): seeded dice for play, scripted dice for tests and for
players who roll physical dice, every roll recorded with what it was for."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from morefire_gui.errors import DiceError, MoreFireError
from morefire_gui.rules.dice import (
    Dice,
    Die,
    DieRoll,
    HandDice,
    ScriptedDice,
    SeededDice,
    normalise_face,
    parse_dice_list,
    zero_high,
    zero_low,
)
from morefire_gui.rules.explain import RollStep, step_to_dict

DICE = [Die.D6, Die.D10, Die.D100]


def roll_many(dice: Dice, n: int = 60) -> list[tuple[Die, int]]:
    out = []
    for i in range(n):
        die = DICE[i % 3]
        out.append((die, dice.roll(die, f"roll {i}").face))
    return out


# -- seeded ---------------------------------------------------------------------------------------------------
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_seeded_dice_are_reproducible_from_the_seed(seed: int) -> None:
    assert roll_many(SeededDice(seed)) == roll_many(SeededDice(seed))


def test_a_new_seed_is_chosen_and_kept_when_none_is_given() -> None:
    dice = SeededDice()
    assert isinstance(dice.seed, int)
    assert roll_many(SeededDice(dice.seed)) == roll_many(dice)


def test_seeded_faces_are_on_the_die_and_all_come_up() -> None:
    dice = SeededDice(1944)
    for die in DICE:
        faces = {dice.roll(die, "spread").face for _ in range(3000)}
        assert faces == set(range(1, die.value + 1)), die


def test_different_seeds_give_different_rolls() -> None:
    assert roll_many(SeededDice(1)) != roll_many(SeededDice(2))


# -- scripted -------------------------------------------------------------------------------------------------
def test_scripted_dice_give_their_faces_in_order() -> None:
    dice = ScriptedDice([4, 7, 37, 1, 10, 100])
    assert dice.remaining == 6
    got = [
        dice.d6("a").face,
        dice.d10("b").face,
        dice.d100("c").face,
        dice.d6("d").face,
        dice.d10("e").face,
        dice.d100("f").face,
    ]
    assert got == [4, 7, 37, 1, 10, 100]
    assert dice.remaining == 0


@pytest.mark.parametrize("given_face", [0, 10])
def test_the_d10s_printed_zero_may_be_given_as_0_or_10(given_face: int) -> None:
    roll = ScriptedDice([given_face]).d10("hit location")
    assert roll.face == 10 and roll.printed == "0"


@pytest.mark.parametrize("given_face", [0, 100])
def test_the_d100s_double_zero_may_be_given_as_0_or_100(given_face: int) -> None:
    roll = ScriptedDice([given_face]).d100("chance to hit")
    assert roll.face == 100 and roll.printed == "00"


@pytest.mark.parametrize(
    "die,face", [(Die.D6, 0), (Die.D6, 7), (Die.D6, -1), (Die.D10, 11), (Die.D10, -1), (Die.D100, 101), (Die.D100, -5)]
)
def test_a_face_off_the_die_is_refused_naming_the_roll_the_die_and_the_purpose(die: Die, face: int) -> None:
    dice = ScriptedDice([3, 4, face])
    dice.d6("first")
    dice.d6("second")
    with pytest.raises(DiceError) as err:
        dice.roll(die, "suspension damage")
    message = str(err.value)
    assert "roll 3" in message and die.label in message and "suspension damage" in message
    assert str(face) in message and f"1-{die.value}" in message
    assert len(dice.history) == 2  # the refused roll is not recorded


def test_running_out_says_how_many_faces_were_given() -> None:
    dice = ScriptedDice([2, 5])
    dice.d6("a"), dice.d6("b")
    with pytest.raises(DiceError) as err:
        dice.d10("hit location")
    message = str(err.value)
    assert "ran out" in message and "roll 3" in message and message.endswith("but only 2 faces were given")
    assert "d10 for hit location" in message


@pytest.mark.parametrize(("faces", "said"), [([], "but no face was given"), ([4], "but only 1 face was given")])
def test_running_out_says_one_face_and_none_as_a_player_reads_them(faces: list[int], said: str) -> None:
    dice = ScriptedDice(faces)
    for _ in faces:
        dice.d6("a")
    with pytest.raises(DiceError) as err:
        dice.d6("hit location")
    assert str(err.value).endswith(said) and "(s)" not in str(err.value)


def test_dice_errors_share_the_package_root() -> None:
    assert issubclass(DiceError, MoreFireError)


# -- physical dice typed in -----------------------------------------------------------------------------------
def test_hand_dice_ask_the_player_and_mark_the_roll() -> None:
    asked: list[tuple[Die, str]] = []

    def ask(die: Die, purpose: str) -> int:
        asked.append((die, purpose))
        return 0

    dice = HandDice(ask)
    roll = dice.d10("error direction")
    assert asked == [(Die.D10, "error direction")]
    assert roll.face == 10 and roll.by_hand
    with pytest.raises(DiceError) as err:
        HandDice(lambda die, purpose: 9).d6("spotting")
    assert "roll 1" in str(err.value) and "d6 for spotting" in str(err.value)


# -- readings of the d10's printed 0 --------------------------------------------------------------------------
@pytest.mark.parametrize("face,high,low", [(1, 1, 1), (5, 5, 5), (9, 9, 9), (10, 10, 0)])
def test_zero_high_and_zero_low(face: int, high: int, low: int) -> None:
    # zero_high: tables that list 0 after 9 (hit location "8,9,0"); zero_low: tables that list 0 first
    # (error chart "0-1", suspension damage "0-1-2").
    assert zero_high(face) == high
    assert zero_low(face) == low


@pytest.mark.parametrize(
    "die,face,printed",
    [(Die.D6, 6, "6"), (Die.D10, 9, "9"), (Die.D10, 10, "0"), (Die.D100, 7, "7"), (Die.D100, 100, "00")],
)
def test_printed_faces(die: Die, face: int, printed: str) -> None:
    assert DieRoll(die, face, "x").printed == printed


@pytest.mark.parametrize(
    "die,given_face,face",
    [
        (Die.D6, 1, 1),
        (Die.D6, 6, 6),
        (Die.D10, 0, 10),
        (Die.D10, 10, 10),
        (Die.D100, 0, 100),
        (Die.D100, 100, 100),
        (Die.D100, 1, 1),
    ],
)
def test_normalise_face(die: Die, given_face: int, face: int) -> None:
    assert normalise_face(die, given_face) == face


@pytest.mark.parametrize("text,die", [("d6", Die.D6), ("D10", Die.D10), ("d100", Die.D100)])
def test_die_parse(text: str, die: Die) -> None:
    assert Die.parse(text) is die and die.label == text.lower()


def test_die_parse_refuses_other_dice() -> None:
    with pytest.raises(DiceError, match="d6, d10 or d100"):
        Die.parse("d20")


# -- history --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("make", [lambda: SeededDice(7), lambda: ScriptedDice([3, 0, 55])], ids=["seeded", "scripted"])
def test_every_roll_is_recorded_with_its_purpose(make) -> None:  # type: ignore[no-untyped-def]
    dice = make()
    rolls = [dice.d6("morale"), dice.d10("hit location"), dice.d100("chance to hit")]
    assert dice.history == rolls
    assert [(r.die, r.purpose) for r in dice.history] == [
        (Die.D6, "morale"),
        (Die.D10, "hit location"),
        (Die.D100, "chance to hit"),
    ]
    assert not any(r.by_hand for r in dice.history)


def test_a_roll_step_explains_the_face_and_its_reading() -> None:
    roll = ScriptedDice([0]).d10("error direction")
    step = RollStep(roll, zero_low(roll.face), "4.3")
    assert step.text() == "d10 for error direction: 0"
    assert RollStep(roll, zero_high(roll.face)).text() == "d10 for error direction: 0 (read as 10)"
    as_dict = step_to_dict(step)
    assert as_dict["face"] == 10 and as_dict["printed"] == "0" and as_dict["reading"] == 0
    assert as_dict["rule"] == "4.3" and as_dict["purpose"] == "error direction"


# -- --dice lists ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text,faces",
    [
        ("5,2,37,81", [5, 2, 37, 81]),
        (" 5 , 2 ", [5, 2]),
        ("0", [0]),
        ("00", [100]),
        ("10,00,0", [10, 100, 0]),
        ("6", [6]),
    ],
)
def test_parse_dice_list(text: str, faces: list[int]) -> None:
    assert parse_dice_list(text) == faces


@pytest.mark.parametrize(
    "text,message",
    [
        ("5,x,3", "entry 2 ('x') is not a whole number"),
        ("5,-2", "entry 2 (-2) is negative"),
        ("1.5", "entry 1 ('1.5')"),
        ("4,,3", "entry 2 ('')"),
    ],
)
def test_parse_dice_list_refuses_what_is_not_a_face(text: str, message: str) -> None:
    with pytest.raises(DiceError, match=re.escape(message)):
        parse_dice_list(text)


def test_a_parsed_list_drives_scripted_dice() -> None:
    dice = ScriptedDice(parse_dice_list("00,0,6"))
    assert [dice.d100("a").printed, dice.d10("b").printed, dice.d6("c").printed] == ["00", "0", "6"]
