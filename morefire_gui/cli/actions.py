"""Any action, and the record of actions: ``morefire act`` takes an action written as YAML (docs/battle-format.md,
"actions") through the session, as the window takes it; ``morefire replay`` replays a battle's record from where it
started and says whether it reaches the battle as saved; ``morefire undo`` takes the last actions back out of the
record as the window's Undo does (session/take_back.py).

    morefire act BATTLE ACTION.yaml [--seed N | --dice LIST] [--json] [--apply OUT]
    morefire replay BATTLE [--json]
    morefire undo BATTLE [--steps N] [--list] [--json] [--apply OUT]

Their flags and JSON keys are a contract (see cli/__init__.py): extend, never change. ``act --json``: ``kind``,
``action`` (as the record keeps it), ``refused`` (null or the reason), ``rule``, ``title``, ``steps``, ``log`` (the
entries it writes, each ``{kind, title, summary}``), ``rolls``, ``applied_to``. ``replay --json``: ``actions``,
``same``, ``first_difference`` (null, or the number of the first action whose replay differs), ``reason``,
``steps`` (each ``{n, kind, title, turn, step, set_up, same, step_words}``; ``step_words``: the step as the Phase
dock says it). ``replay`` exits 0 when the record reaches the battle as saved, 1 when it does not. ``undo --json``:
``undone`` (each as ``replay``'s steps, without ``same``, the last first), ``actions``, ``may_undo``, ``hand_over``,
``applied_to``; with ``--list``: ``undoable``, ``actions``, ``hand_over``. The dice of ``act``:
the battle's own, in the order the action's own command documents.
"""

from __future__ import annotations

import argparse
import json
import sys
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from morefire_gui.cli.common import (
    BATTLE_HELP,
    EXIT_FAILURE,
    EXIT_OK,
    applied_words,
    battle_dice,
    check_saveable,
    commit_to,
    open_session,
    perform,
    said_once,
    save_played,
    step_said,
    whole_number,
)
from morefire_gui.cli.movement import add_dice_arguments, note_unused, rolls_json
from morefire_gui.errors import InputError, Problem, UsageError
from morefire_gui.model.numbers import MAX_RECORDS

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession
    from morefire_gui.session.replay import ReplayStep


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "act",
        help="take any action written as YAML (the record's own form)",
        description="Take one action, written as YAML in the form the battle file's record keeps "
        "(docs/battle-format.md, 'actions'), through the session as the window takes it: "
        "checked against the battle and, in a strict battle, the sequence of play; "
        "resolved with every roll explained; with --apply, committed and saved.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument(
        "action", type=Path, metavar="ACTION.yaml", help="the action, e.g. {kind: fire, firer: ge3, target: su4}"
    )
    add_dice_arguments(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--apply", type=Path, metavar="OUT", help="write the battle with the action taken to OUT")
    p.set_defaults(run=_act)

    p = sub.add_parser(
        "replay",
        help="replay a battle's actions and check that they reach the battle as saved",
        description="Replay the battle's record: from the position it started from, every action "
        "committed, with the dice it rolled. Exit 0 when the position reached is the one "
        "saved, 1 when it is not (naming the first action where the two part).",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=_replay)

    p = sub.add_parser(
        "undo",
        help="take the last action(s) back out of the battle's record, as the window's Undo does",
        description="Take the battle's last action back out of its record, with its effects, as Edit → Undo "
        "does in the window: its log entries stay (a roll made stands: a failed spot is not rolled again), and "
        "undo does not cross a hand-over. Without --apply nothing is written. The record keeps no action undone: "
        "to take one again, take it as a new action (its dice are rolled anew).",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument(
        "--steps",
        type=whole_number(1, MAX_RECORDS),
        default=1,
        metavar="N",
        help="how many actions to take back, the last first (default 1)",
    )
    p.add_argument(
        "--list", action="store_true", help="list every action undo may take back, the last first; write nothing"
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--apply", type=Path, metavar="OUT", help="write the battle with the actions undone to OUT")
    p.set_defaults(run=_undo)


def read_action(path: Path) -> Any:
    """The action a YAML file holds, validated; every problem named with the file, line and key."""
    from pydantic import ValidationError

    from morefire_gui.io.yamldoc import read_yaml, validation_problems
    from morefire_gui.model.actions import action_kinds, parse_action
    from morefire_gui.model.battle import FORMAT

    doc = read_yaml(path)
    data = doc.data
    kinds = ", ".join(sorted(action_kinds()))
    if data is None:
        raise InputError([doc.problem((), f"the file is empty; an action is a mapping with its 'kind' ({kinds})")])
    if isinstance(data, dict) and data.get("format") == FORMAT and "kind" not in data:
        # A battle file named where the action goes (the two files given the wrong way round, or the same twice).
        raise InputError(
            [doc.problem(("format",), "this is a battle file, not an action: morefire act BATTLE ACTION.yaml")]
        )
    if not isinstance(data, dict) or "kind" not in data:
        raise InputError([doc.problem((), f"an action is a mapping with its 'kind' ({kinds})")])
    if data["kind"] not in action_kinds():
        import difflib

        # The kind meant first, when one is close (``next_stp``), as a key mistyped is answered.
        close = difflib.get_close_matches(str(data["kind"]), list(action_kinds()), 1)
        meant = f" (did you mean {close[0]!r}?)" if close else ""
        raise InputError([doc.problem(("kind",), f"unknown action {data['kind']!r}{meant}; the kinds are {kinds}")])
    try:
        return parse_action(data)
    except ValidationError as exc:
        problems = validation_problems(exc, doc, action_kinds()[data["kind"]])
        raise InputError([_without_tag(p, str(data["kind"])) for p in problems]) from None


def _without_tag(problem: Problem, kind: str) -> Problem:
    """pydantic names a tagged union's member by its tag first (``fire.firer``): the file's key is ``firer``."""
    key = problem.key.removeprefix(f"{kind}.") if problem.key != kind else ""
    return Problem(problem.source, problem.line, key, problem.message)


def settings_left_to_default(given: BaseModel, current: BaseModel, within: str = "") -> list[str]:
    """Each setting the battle has (``current``) that ``given`` changes back to its default because the action file
    left it out (``weather: mud -> none``; within a mapping given in part, ``los.hedge_yards: 30 -> 25``)."""
    reset: list[str] = []
    for name in type(given).model_fields:
        old, new = getattr(current, name), getattr(given, name)
        if name in given.model_fields_set:
            if isinstance(new, BaseModel) and isinstance(old, BaseModel):
                reset += settings_left_to_default(new, old, f"{within}{name}.")
        elif old != new:
            reset.append(f"{within}{name}: {_setting(old)} -> {_setting(new)}")
    return reset


def _setting(value: Any) -> str:
    if isinstance(value, Enum):
        return str(value.value)
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return f"{value:g}" if isinstance(value, float) else str(value)


def _act(args: argparse.Namespace) -> int:
    from morefire_gui.cli.turns import place_change, print_advance
    from morefire_gui.model.actions import action_data
    from morefire_gui.model.actions.table import ChangeSettings
    from morefire_gui.model.actions.turns import NextStep, StepBack
    from morefire_gui.rules.explain import step_to_dict

    session = open_session(args.battle)
    action = read_action(args.action)
    if isinstance(action, ChangeSettings) and (
        reset := settings_left_to_default(action.settings, session.battle.settings)
    ):
        # The action replaces the settings whole, as the record keeps it: what the file leaves out takes its
        # default. Said, so that a player who meant to change one setting sees what else changes with it.
        print(
            f"morefire act: note: {args.action}: the settings are replaced whole; left out, these take their "
            f"defaults: {', '.join(reset)} (give them to keep them)",
            file=sys.stderr,
        )
    dice = battle_dice(args, session)
    resolution = perform(session, action, dice, lambda key: f"{args.action}: {key}", given_in=str(args.action))
    note_unused(dice, resolution)
    commit_to(session, resolution, args.apply)
    if args.json:
        print(
            json.dumps(
                {
                    "kind": action.kind,
                    "action": action_data(action),
                    "refused": resolution.reason if resolution.refused else None,
                    "rule": resolution.rule if resolution.refused else None,
                    "title": resolution.text,
                    "steps": [step_to_dict(s) for s in resolution.steps],
                    "log": [{"kind": d.kind, "title": d.title, "summary": d.summary} for d in resolution.log],
                    "rolls": rolls_json(dice),
                    "applied_to": str(args.apply) if args.apply is not None else None,
                },
                indent=2,
                ensure_ascii=False,
            )
        )
        return EXIT_OK
    if isinstance(action, NextStep):
        # A Next says where it took the battle as ``turn --next`` says it, each step in words.
        print_advance(session, resolution)
    elif isinstance(action, StepBack) and not resolution.refused:
        edit = resolution.result
        print(f"Back: {place_change(session, edit.before, edit.after)}")
    else:
        print(f"{resolution.text}" + (f": refused: {resolution.refusal}" if resolution.refused else ""))
        for step in said_once(resolution, resolution.steps):
            print(f"  {step.text()}")
    for draft in resolution.log:
        print(f"  log: {draft.title}: {draft.summary}")
    if (applied := applied_words(args.apply, resolution.refused)) is not None:
        print(f"  {applied}")
    return EXIT_OK


def _replay(args: argparse.Namespace) -> int:
    from morefire_gui.session.log_headings import taken_in_set_up
    from morefire_gui.session.replay import replay

    session = open_session(args.battle)
    # What was done before play began is the set-up's, as the Log and the Replay dialog say (session/log_headings.py).
    set_up = taken_in_set_up(session.battle)
    report = replay(session)
    if args.json:
        print(
            json.dumps(
                {
                    "actions": report.actions,
                    "same": report.same,
                    "first_difference": report.first_difference,
                    "reason": report.reason or None,
                    "steps": [
                        {**_action_json(session, s, set_up), "same": s.same, "step_words": _step_words(session, s)}
                        for s in report.steps
                    ],
                },
                indent=2,
                ensure_ascii=False,
            )
        )
    else:
        for s in report.steps:
            print(
                f"  {'ok ' if s.same else 'DIFFERS'} {_taken_when(session, s, set_up)}"
                + (f": {s.problem}" if s.problem else "")
            )
        if report.same:
            print(
                "The battle has no action in its record: it stands where its record starts."
                if report.actions == 0
                else "The 1 action replays to the battle as saved."
                if report.actions == 1
                else f"The {report.actions} actions replay to the battle as saved."
            )
        else:
            where = f" at action {report.first_difference}" if report.first_difference else ""
            print(f"The replay parts from the battle as saved{where}: {report.reason}")
    return EXIT_OK if report.same else EXIT_FAILURE


def _step_words(session: BattleSession, step: ReplayStep) -> str:
    """The step an action was taken in, as the Phase dock and the refusals say it ("movement step 1 (road
    movement)"), not by its id."""
    return step_said(session, step.record.step)


def _action_json(session: BattleSession, step: ReplayStep, set_up: list[bool]) -> dict[str, Any]:
    """An action of the record as ``replay --json`` and ``undo --json`` give it (``set_up``: for each action of the
    record, whether it was taken before play began)."""
    record = step.record
    return {
        "n": record.n,
        "kind": record.kind,
        "title": step.title,
        "turn": record.turn,
        "step": record.step,
        "set_up": set_up[record.n - 1] if record.n <= len(set_up) else False,
    }


def _undo_json(session: BattleSession, step: ReplayStep, set_up: list[bool]) -> dict[str, Any]:
    """An action undone, or that undo may take back, as ``undo --json`` gives it: as ``replay``'s steps, without
    ``same``."""
    return {**_action_json(session, step, set_up), "step_words": _step_words(session, step)}


def _taken_when(session: BattleSession, step: ReplayStep, set_up: list[bool]) -> str:
    """``5. Fire Tiger 2 at T-34 4 (turn 1, direct fire step 2 (tank vs tank))``, or ``(set-up)`` for an action taken
    before play began: an action of the record as ``morefire replay`` lists it."""
    taken = set_up[step.record.n - 1] if step.record.n <= len(set_up) else False
    return f"{step.title} ({'set-up' if taken else f'turn {step.record.turn}, {_step_words(session, step)}'})"


def _undo(args: argparse.Namespace) -> int:
    from morefire_gui.session.log_headings import taken_in_set_up
    from morefire_gui.session.take_back import UndoRefused, counted_actions, take_back, undoable_actions

    if args.apply is not None:
        check_saveable(args.apply)
    session = open_session(args.battle)
    set_up = taken_in_set_up(session.battle)
    undoable = undoable_actions(session.battle)
    wanted = len(undoable.actions) if args.list else args.steps
    if args.list and not undoable.actions:
        taken: tuple[ReplayStep, ...] = ()
    else:
        try:
            taken = take_back(session, wanted)
        except UndoRefused as exc:
            if wanted > len(undoable.actions) > 0:
                raise UsageError(f"--steps {wanted}: {exc}") from None
            raise
    stop = undoable.hand_over.n if undoable.hand_over is not None else None
    if args.list:
        return _list_undoable(session, taken, set_up, stop, args.json)
    if args.apply is not None:
        save_played(session.battle, args.apply)
    if args.json:
        print(
            json.dumps(
                {
                    "undone": [_undo_json(session, s, set_up) for s in taken],
                    "actions": len(session.battle.actions),
                    "may_undo": len(undoable.actions) - len(taken),
                    "hand_over": stop,
                    "applied_to": str(args.apply) if args.apply is not None else None,
                },
                indent=2,
                ensure_ascii=False,
            )
        )
        return EXIT_OK
    print("Undone, the last first:" if args.apply is not None else "Undo would take back, the last first:")
    for s in taken:
        print(f"  {_taken_when(session, s, set_up)}")
    print(f"The log keeps their entries; the record holds {counted_actions(len(session.battle.actions))}.")
    if args.apply is not None:
        print(f"  undone and saved to {args.apply}")
    else:
        print("  nothing written: --apply OUT writes the battle with them undone")
    return EXIT_OK


def _list_undoable(
    session: BattleSession, taken: tuple[ReplayStep, ...], set_up: list[bool], stop: int | None, as_json: bool
) -> int:
    """``undo --list``: every action undo may take back, the last first, and where it stops; nothing written."""
    if as_json:
        print(
            json.dumps(
                {
                    "undoable": [_undo_json(session, s, set_up) for s in taken],
                    "actions": len(session.battle.actions) + len(taken),
                    "hand_over": stop,
                },
                indent=2,
                ensure_ascii=False,
            )
        )
        return EXIT_OK
    print("Undo may take back, the last first:" if taken else "Undo may take back nothing.")
    for s in taken:
        print(f"  {_taken_when(session, s, set_up)}")
    if stop is not None:
        print(
            f"It goes no further than the hand-over of action {stop}: a side takes back only its own actions since it took the table."
        )
    else:
        print(f"It goes back to where the record starts{'' if taken else ' (the record holds no action)'}.")
    return EXIT_OK
