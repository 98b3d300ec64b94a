"""The battle file's record of play (``actions:``, ``start:``): each recorded action must be one the app knows, in
its documented form, numbered in order; each problem named with the file, line and key."""

from __future__ import annotations

from collections.abc import Callable

from pydantic import ValidationError

from morefire_gui.errors import Problem
from morefire_gui.io.validation_words import first_said, sentence
from morefire_gui.io.yaml_events import MAX_PROBLEMS, KeyPath
from morefire_gui.io.yamldoc import YamlDocument, more_problems, validation_problems
from morefire_gui.model.action_record import ActionRecord

Locator = Callable[[KeyPath, str], Problem]


def record_problems(actions: list[ActionRecord], doc: YamlDocument | None, locate: Locator) -> list[Problem]:
    """Every recorded action that is not an action the app knows (its ``kind``, its keys), and numbers out of order."""
    if not actions:
        return []
    # The actions' models only for a battle with a record to check: a command that reads a battle does not
    # otherwise need them (docs/performance.md).
    from morefire_gui.model.actions import action_kinds, parse_action

    kinds = action_kinds()
    problems: list[Problem] = []
    for i, record in enumerate(actions):
        if len(problems) > MAX_PROBLEMS:  # more than are listed: the rest is not looked at (io/yamldoc.py listed)
            problems.append(more_problems(problems[-1].source, problems[-1].line, None))
            break
        if record.n != i + 1:
            problems.append(
                locate(
                    ("actions", i, "n"),
                    f"action {record.n} where action {i + 1} comes: the record is numbered 1, 2, 3 ... in order",
                )
            )
        kind = record.action.get("kind")
        if kind not in kinds:
            problems.append(
                locate(
                    ("actions", i, "action", "kind") if "kind" in record.action else ("actions", i, "action"),
                    f"unknown action {kind!r}; the kinds are {', '.join(sorted(kinds))}",
                )
            )
            continue
        try:
            parse_action(record.action)
        except ValidationError as exc:
            if doc is None:
                problems.append(locate(("actions", i, "action"), first_said(exc)))
                continue
            for p in validation_problems(exc, doc, kinds[kind], ("actions", i, "action")):
                problems.append(Problem(p.source, p.line, p.key.replace(f"action.{kind}.", "action."), p.message))
        if record.aircraft_figures is not None:
            problems += _figures_problems(record.aircraft_figures, ("actions", i, "aircraft_figures"), locate)
    return problems


def _figures_problems(figures: dict[str, object], key: KeyPath, locate: Locator) -> list[Problem]:
    """The aircraft figures an action was played with: the keys of the app's aircraft figures, with values that make
    valid figures merged over the app's."""
    from morefire_gui.io.aircraft_tables import figures_from
    from morefire_gui.io.resources import rule_tables

    known = rule_tables().aircraft.model_dump(mode="json")
    unknown = [k for k in figures if k not in known]
    if unknown:
        return [
            locate((*key, k), f"unknown key {k!r}; the aircraft figures' keys are {', '.join(known)}") for k in unknown
        ]
    try:
        figures_from(figures)  # checked here: a mapping of the figures' keys
    except ValidationError as exc:
        return [locate((*key, *e["loc"]), f"not valid aircraft figures: {sentence(e)}") for e in exc.errors()[:20]]
    return []
