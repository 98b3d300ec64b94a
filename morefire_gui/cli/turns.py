"""The sequence of play on the command line: ``morefire turn``, where a battle is in its turn, who may act in the
step and who has, and what comes up in the turns ahead; ``--next`` advances one step.

    morefire turn BATTLE [--view SIDE] [--json]
    morefire turn BATTLE --next [--seed N | --dice LIST] [--apply OUT] [--json]

Its flags and JSON keys are a contract (see cli/__init__.py): extend, never change. Pinned JSON keys: ``turn``,
``clock``, ``step`` (``{id, phase, phase_name, label, name, rule, text, do}``), ``eligible`` (each ``{id, kind, side,
label, acted, can_act, note}``), ``acted`` (step id to ids), ``coming_up`` (each ``{turn, in_turns, moment, kind,
text, rule, ids}``, ``pending`` when due and not done), and with ``--next``: ``advanced`` (``{from, to, new_turn,
events, steps}``) and ``rolls``, and ``landed``: the fire missions that landed entering artillery step A (each
``{battery, side, fired, reason, rule, barrage}``, ``barrage`` as ``morefire barrage --json`` gives it, null when the
mission did not fire). The dice order of ``--dice`` at the start of a turn: MUD's maintenance rolls (each vehicle's 2d6
in the battle file's order, and a second 2d6 for a vehicle stuck), then the ISLAND's activation d10; entering
artillery step A, each mission due in the battle file's order of ``fire_missions``, with a barrage's dice (the error
d10 unless mortars, the direction d10 unless the error is 0, each unit's d100 in battle-file order and, advanced, the
odd/even d10 after a hit).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from morefire_gui.cli.common import (
    BATTLE_HELP,
    EXIT_OK,
    battle_dice,
    commit_to,
    open_session,
    perform,
    refused_json,
    side_view,
    step_said,
)
from morefire_gui.cli.movement import add_dice_arguments, note_unused, print_dice, print_steps, rolls_json
from morefire_gui.errors import UsageError
from morefire_gui.rules.explain import step_to_dict


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "turn",
        help="the turn and step of the sequence of play, who may act, what comes up",
        description="Where a battle is in the sequence of play: the turn and the battle clock "
        "(1 turn = 30 seconds), the phase and step with its rule, who may act in it and who "
        "has, and what lasts across turns (immobilized units, fire missions in flight, "
        "battery set-up, minefield clearing, counter-battery fire, mud and island rolls). "
        "--next advances one step, making the rolls the start of a turn calls for.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument("--next", action="store_true", help="advance one step (a new turn after the last step)")
    add_dice_arguments(p)
    p.add_argument(
        "--view",
        metavar="SIDE",
        help="say it as side SIDE's player reads it in the window's Phase dock (the other side's hidden positions, "
        "batteries, orders and guns' set-up left out); default: everything",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--apply",
        type=Path,
        metavar="OUT",
        help="with --next: write the battle, advanced, to OUT (the input file is never written unless named)",
    )
    p.set_defaults(run=_turn)


def _state(session: Any, view: Any = None) -> dict[str, Any]:
    """Where the battle is, as ``view`` (a side's :class:`View`; None: the umpire's) may know it."""
    from morefire_gui.session.coming_up import coming_up
    from morefire_gui.session.idle_steps import nothing_to_do
    from morefire_gui.session.sequence_of_play import eligible_units
    from morefire_gui.session.turn_state import current_step
    from morefire_gui.session.visibility import seen_marks

    here = current_step(session)
    battle = session.battle
    place = here.place
    return {
        "turn": here.turn,
        "clock": here.clock,
        "step": {
            "id": place.id,
            "phase": place.phase.id,
            "phase_name": place.phase.name,
            "label": place.step.label,
            "name": place.step.name,
            "rule": place.step.rule,
            "text": place.step.text,
            "do": place.step.do,
        },
        "eligible": [
            {
                "id": a.id,
                "kind": a.kind.value,
                "side": a.side,
                "label": a.label,
                "acted": a.acted,
                "can_act": a.can_act,
                "note": a.note,
            }
            for a in eligible_units(session, view=view)
        ],
        "acted": {k: list(v) for k, v in seen_marks(battle, view).items()},
        "coming_up": [e.to_dict(here.turn) for e in coming_up(session, view=view)],
        # Why the step asks nothing of the players this turn (press Next), or null when someone acts ("": nobody is
        # listed, for no reason the step's terms give).
        "nothing_to_do": nothing_to_do(session, view),
    }


def _print_state(state: dict[str, Any], sides: dict[str, str]) -> None:
    """The turn in words; ``sides``: each side's name by its id (the JSON keeps the ids)."""
    step = state["step"]
    print(f"Turn {state['turn']} — {state['clock']} of battle")
    print(
        f"  {step['phase_name']}: {(step['label'] + '. ') if step['label'] else ''}{step['name']} (rule {step['rule']})"
    )
    print(f"  {step['do']}")
    eligible = state["eligible"]
    done = sum(1 for a in eligible if a["acted"])
    idle = state.get("nothing_to_do")
    print(
        f"Who may act ({done} of {len(eligible)} done):"
        if eligible
        else "Who may act: nobody in this step" + (f" ({idle})" if idle else "")
    )
    for a in eligible:
        mark = "x" if a["acted"] else ("-" if not a["can_act"] else " ")
        note = f" — {a['note']}" if a["note"] else ""
        print(f"  [{mark}] {sides.get(a['side'], a['side'])}: {a['label']}{note}")
    coming = state["coming_up"]
    print("Coming up:" if coming else "Coming up: nothing lasts across turns")
    for e in coming:
        gap = e["in_turns"]
        when = "this turn" if gap == 0 else f"turn {e['turn']} (in {gap})"
        rule = f" ({e['rule']})" if e["rule"] else ""
        print(f"  {when:<18} {e['text']}{rule}" + ("  [to do]" if e.get("pending") else ""))


def place_change(session: Any, before: tuple[int, str | None], after: tuple[int, str | None]) -> str:
    """Where a step of the sequence of play took the battle, the steps in words as the Phase dock and the refusals say
    them (``turn 1, movement step 1 (road movement) -> movement step 2 (cross-country movement)``); the turn said
    again only when a new one begins. ``before`` and ``after``: (turn, step id)."""
    (was_turn, was_step), (now_turn, now_step) = before, after
    then = f"turn {now_turn}, " if now_turn != was_turn else ""
    return f"turn {was_turn}, {_place_said(session, was_step)} -> {then}{_place_said(session, now_step)}"


def _place_said(session: Any, step: str | None) -> str:
    return step_said(session, step if step is not None else session.tables.sequence.places()[0].id)


def print_advance(session: Any, resolution: Any) -> None:
    """A Next (the ``next_step`` action) in words, as ``turn --next`` and ``act`` say it: where it took the battle, what
    happened on the way (each roll of the start of a turn with its die, face and reading, each barrage that landed),
    or why the rules refuse it. The dice rolled and what was written are the caller's to say."""
    if resolution.refused:
        print(f"Next: refused: {resolution.refusal}")
        return
    result = resolution.result
    print(
        f"Next: {place_change(session, (result.before.turn, result.before.id), (result.after.turn, result.after.id))}"
    )
    events = [e.to_dict(result.after.turn) for e in result.events]
    for e in events:
        print(f"  {e['text']}" + (f" ({e['rule']})" if e["rule"] else ""))
    # Every step of the advance, less a note that only says an event again; a barrage that lands prints its own, in
    # its sections.
    said = {e["text"] for e in events}
    landed = [landing for landing in result.landings if landing.outcome is not None]
    barrages = {s for landing in landed for s in landing.outcome.steps()}
    print_steps(s for s in result.steps if s not in barrages and getattr(s, "message", None) not in said)
    for landing in landed:
        from morefire_gui.cli.artillery import print_barrage

        # Its dice are said once, with the step's, by the caller.
        print_barrage(landing.outcome, landing.rolls, None, indent="  ", session=session, dice=False)


def _landing_json(landing: Any) -> dict[str, Any]:
    from morefire_gui.cli.artillery import barrage_json

    outcome = landing.outcome
    return {
        "battery": landing.battery,
        "side": landing.side,
        "fired": landing.fired,
        "reason": landing.reason or None,
        "rule": landing.rule or None,
        "barrage": barrage_json(outcome.plan, outcome, landing.rolls, None) if outcome is not None else None,
    }


def _turn(args: argparse.Namespace) -> int:
    from morefire_gui.model.actions.turns import NextStep

    session = open_session(args.battle)
    if args.apply is not None and not args.next:
        raise UsageError("morefire turn: --apply writes the battle after --next; give --next too")
    if (args.seed is not None or args.dice is not None) and not args.next:
        raise UsageError("morefire turn: the dice are for --next (the rolls of the start of a turn)")
    if args.view is not None and args.next:
        # The advance tells every roll and landing, whoever's: a side's player reads the step taken in its view.
        raise UsageError("morefire turn: --view says where the battle is as a side sees it; take the step without it")
    view = side_view(session, args.view)
    advanced: dict[str, Any] | None = None
    landed: list[Any] = []
    dice = None
    refusal: Any = None
    if args.next:
        dice = battle_dice(args, session)
        resolution = perform(session, NextStep(), dice)
        note_unused(dice, resolution)
        # The step is committed as the window commits it (and shown as it leaves the battle); saved with --apply.
        # A Next the rules refuse (a duty of the step not done) is a result: nothing changes, the battle as it stands.
        if args.apply is not None:
            commit_to(session, resolution, args.apply)
        elif not resolution.refused:
            session.commit(resolution)
        if resolution.refused:
            refusal = resolution
    if args.next and refusal is None:
        result = resolution.result
        landed = list(result.landings)
        advanced = {
            "from": {"turn": result.before.turn, "step": result.before.id},
            "to": {"turn": result.after.turn, "step": result.after.id},
            "new_turn": result.new_turn,
            "events": [e.to_dict(result.after.turn) for e in result.events],
            "steps": [step_to_dict(s) for s in result.steps],
        }
    state = _state(session, view)
    if args.json:
        out = dict(state)
        if args.next:
            out.update(refused_json(resolution))
        if advanced is not None:
            out["advanced"] = advanced
            out["rolls"] = rolls_json(dice) if dice is not None else []
            out["landed"] = [_landing_json(landing) for landing in landed]
        print(json.dumps(out, indent=2, ensure_ascii=False))
        return EXIT_OK
    if args.next:
        assert dice is not None
        print_advance(session, resolution)
        print_dice(dice, args.apply, refused=resolution.refused)
        print()
    _print_state(state, {s.id: s.label for s in session.battle.sides})
    return EXIT_OK
