"""The ``morefire`` command. Its subcommands, flags and JSON keys are a contract: extend, never change.

    morefire [gui [BATTLE]]               start the app (also morefire BATTLE.yaml)
    morefire validate BATTLE              check a battle file
    morefire render BATTLE -o OUT         draw the board to PNG, SVG or PDF
    morefire los BATTLE FROM TO           range and line of sight between units or points
    morefire catalog [--nation N]         the unit catalogue
    morefire barrage BATTLE (--at X,Y | --rp SIDE:N) --side SIDE --guns N --calibre MM [...]
                                          fire a barrage (rule 4), every roll explained
    morefire order BATTLE --side SIDE --battery ID (--rp SIDE:N | --at X,Y | --repeat | --shift-only=A,R | --cease)
                                          a battery's written order (4.12), landing when its turn comes
    morefire battery BATTLE ID (--setup | --breakdown)   a battery's set-up or breakdown (4.8)
    morefire gun BATTLE UNIT (--setup | --breakdown)     a gun's own set-up or breakdown (4.8, advanced games)
    morefire move BATTLE UNIT --to X,Y [--via X,Y ...]
                                          move a unit (rules 1.2-1.5, minefields 3.6), every roll explained
    morefire mount BATTLE VEHICLE UNIT... / dismount BATTLE UNIT... / ski BATTLE UNIT... / ice BATTLE
                                          mounting and dismounting, ski troops (SNOW), the ice (TUNDRA)
    morefire infantry-fire BATTLE --area X,Y --firers ID,...
                                          infantry fire into a 100-yard square (rule 3.5)
    morefire melee BATTLE ATTACKER DEFENDER   an infantry melee (rule 3.1)
    morefire assault BATTLE INFANTRY TARGET   an infantry assault on a tank or bunker (rule 3.2)
    morefire scenario [--theatre T] [--special S] [--seed N | --dice LIST] [--json] [--create OUT.yaml]
                                          roll the scenario system's Tables I-VII; build the battle
    morefire victory BATTLE               score a finished battle by its mission's victory conditions
    morefire placement BATTLE --defender-edge EDGE [--as-laid]   a table laid by hand is complete
    morefire mission BATTLE (--mission M --attacker SIDE [--vp PIECE|KIND@X,Y]... | --clear)
                                          give a battle laid out by hand a mission and its victory point locations
    morefire airstrike BATTLE --side SIDE --aircraft TYPE --from X,Y --heading DEG [--attack strafe|bomb]
                                          an airstrike's run (rule 5): AA fire, strafing or bombs, every roll
    morefire aircraft-turn BATTLE ID --heading DEG   turn an aircraft's direction arrow (up to 90 degrees)
    morefire snowing BATTLE [--off]       SNOW's d6: it is snowing, no airstrikes (or not)
    morefire fire BATTLE FIRER TARGET     tank and anti-tank direct fire (rules 2.2-2.6, 3.4)
    morefire spot BATTLE SPOTTER TARGET   spot an enemy unit (rule 2.1)
    morefire turn BATTLE [--next [--apply OUT]]
                                          the turn and step of the sequence of play, who may act, what comes up
    morefire act BATTLE ACTION.yaml [--apply OUT]   take any action, written as YAML
    morefire replay BATTLE                replay the battle's actions; exit 1 if they do not reach it as saved
    morefire undo BATTLE [--steps N] [--apply OUT]   take the last action(s) back out of the record, as Undo does
    morefire forces BATTLE --side SIDE --buy TYPE:N[,...] [--battery SPEC] [--place [--apply OUT]]
                                          buy a side's forces (Table VI, every limit checked) and place them

Each group of subcommands lives in its own module and registers itself with :func:`build_parser`. A command
imports only its own module (and what that needs): ``morefire los`` never reads the artillery tables' code, and
no command but ``gui`` and ``render`` imports Qt (docs/performance.md). :data:`COMMANDS` says which module holds
each command; a test keeps it in step with what the modules register.
Exit status: 0 on success, 2 on bad input (with every problem on stderr), 1 on an unexpected failure, 130 when
interrupted (Ctrl+C).
"""

from __future__ import annotations

import argparse
import gc
import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

# pydantic looks for its plugins among every installed distribution when the first model is built (a twentieth of
# a command's start in a full environment); the app uses none. Set before any model is made.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

from morefire_gui.bulk import collector_paused
from morefire_gui.cli.common import EXIT_BAD_INPUT, EXIT_INTERRUPTED, EXIT_OK, Parser
from morefire_gui.errors import InputError, MoreFireError, UsageError

# The modules of the command groups, in the order their commands are listed in ``morefire --help``.
MODULE_NAMES = (
    "table",
    "artillery",
    "movement",
    "infantry",
    "scenario",
    "report",
    "direct_fire",
    "turns",
    "aircraft",
    "actions",
    "forces",
)
# Each command, and the module that registers it.
COMMANDS = {
    "gui": "table",
    "validate": "table",
    "render": "table",
    "los": "table",
    "catalog": "table",
    "catalogue": "table",  # the same command, as the window spells it
    "barrage": "artillery",
    "order": "artillery",
    "battery": "artillery",
    "gun": "artillery",
    "move": "movement",
    "ice": "movement",
    "mount": "movement",
    "dismount": "movement",
    "ski": "movement",
    "infantry-fire": "infantry",
    "melee": "infantry",
    "assault": "infantry",
    "suicide-squad": "infantry",
    "scenario": "scenario",
    "victory": "scenario",
    "placement": "scenario",
    "mission": "scenario",
    "log": "report",
    "fire": "direct_fire",
    "spot": "direct_fire",
    "turn": "turns",
    "airstrike": "aircraft",
    "aircraft-turn": "aircraft",
    "snowing": "aircraft",
    "act": "actions",
    "replay": "actions",
    "undo": "actions",
    "forces": "forces",
}
DEFAULT_COMMAND = "gui"
# How ``morefire --help`` lists the commands: each once, in groups by what a player does with them.
COMMAND_GROUPS = (
    ("the battle file and its table", ("gui", "validate", "render", "los", "catalog")),
    ("setting up a battle", ("scenario", "placement", "mission", "forces")),
    ("the sequence of play", ("turn", "act", "undo", "replay")),
    ("movement", ("move", "mount", "dismount", "ski", "ice")),
    ("spotting and direct fire", ("spot", "fire")),
    ("infantry combat", ("infantry-fire", "melee", "assault", "suicide-squad")),
    ("artillery", ("barrage", "order", "battery", "gun")),
    ("aircraft and the weather", ("airstrike", "aircraft-turn", "snowing")),
    ("after the battle", ("victory", "log")),
)


def command_module(name: str) -> ModuleType:
    return importlib.import_module(f"morefire_gui.cli.{name}")


def __getattr__(name: str) -> object:
    # ``COMMAND_MODULES`` (every command module, imported) is still there for whoever asks for it.
    if name == "COMMAND_MODULES":
        return [command_module(m) for m in MODULE_NAMES]
    raise AttributeError(name)


class _VersionAction(argparse.Action):
    """``--version``: the version is read from the package's metadata only when it is printed."""

    def __init__(
        self,
        option_strings: list[str],
        dest: str = argparse.SUPPRESS,
        default: str = argparse.SUPPRESS,
        help: str = "show program's version number and exit",
    ) -> None:
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        from morefire_gui import __version__

        print(f"morefire {__version__}")
        parser.exit()


def build_parser(only: str | None = None) -> Parser:
    """The whole parser, or with ``only`` (a command's module) just that module's commands."""
    parser = Parser(
        prog="morefire",
        description="More Fire! battle manager: tables, line of sight and "
        "every roll of the More Fire! WWII skirmish rules explained. With no COMMAND (or a battle file, morefire "
        "BATTLE.yaml) the app opens; morefire COMMAND --help says what a command does and takes.",
    )
    parser.add_argument("--version", action=_VersionAction)
    sub = parser.add_subparsers(dest="command", parser_class=Parser, metavar="COMMAND")
    for name in (only,) if only is not None else MODULE_NAMES:
        command_module(name).register(sub)
    _group_commands(parser, sub)
    return parser


def _group_commands(parser: Parser, sub: argparse._SubParsersAction[Parser]) -> None:
    """The commands in ``--help``, each once, under the headings of :data:`COMMAND_GROUPS` (argparse lists them all
    in one list, after naming every one of them in the usage)."""
    listed = {action.dest: action for action in sub._choices_actions}
    for group in parser._action_groups:  # COMMAND stays in the usage; its own entry would only say "COMMAND"
        if sub in group._group_actions:
            group._group_actions.remove(sub)
    for title, names in COMMAND_GROUPS:
        if found := [listed.pop(name) for name in names if name in listed]:
            parser.add_argument_group(title)._group_actions.extend(found)
    if listed:  # a command no group names: listed all the same
        parser.add_argument_group("other commands")._group_actions.extend(listed.values())


def _parser_for(args_list: list[str]) -> Parser:
    """The parser a command line needs: only the module of its command (the default command's when it names
    none), or every module for ``--help``, ``--version`` and anything unknown (whose message lists them all)."""
    first = next((a for a in args_list if not a.startswith("-")), None)
    if first in COMMANDS:
        return build_parser(COMMANDS[first])
    if first is None and not any(a in ("-h", "--help", "--version") for a in args_list):
        return build_parser(COMMANDS[DEFAULT_COMMAND])
    return build_parser()


def main(argv: Sequence[str] | None = None) -> int:
    # A command is short and makes its modules and its battle at once: the garbage collector waits until it is done
    # (io/bulk.py); the window turns it on again once it is shown.
    with collector_paused():
        return _main(argv)


def run() -> int:
    """The ``morefire`` program (its console script and the frozen app): :func:`main` in a process that ends with the
    command. The garbage collector stays off after it, as during it: turned on at the end, its first round would visit
    everything the command made (the modules, the rules tables, the battle), 20 ms of a 0.35 s ``morefire los``, only
    for the process to exit. The window turns it on once it is shown (bulk.py :func:`resume_collector`).

    A command that opened no window also leaves what it made out of the full collection the interpreter makes as it
    finalizes, off or not (``gc.freeze``): 40 to 50 ms of that command on a 2-core machine, spent visiting objects
    the process's end gives back anyway (docs/performance.md). Every file a command writes is closed (and synced)
    before it returns (io/atomic_write.py); the window's process keeps Qt's own order of destruction."""
    gc.disable()
    try:
        return main()
    finally:
        if "PySide6.QtWidgets" not in sys.modules:
            gc.freeze()


def _main(argv: Sequence[str] | None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        if args_list and args_list[0] not in COMMANDS and _names_a_battle(args_list[0]):
            args_list.insert(0, DEFAULT_COMMAND)  # "morefire battle.yaml": the app, with that battle
        parser = _parser_for(args_list)
        args = _parse(parser, args_list)
        if getattr(args, "run", None) is None:
            args = parser.parse_args([DEFAULT_COMMAND, *args_list])
        return int(args.run(args))
    except InputError as exc:
        # Every problem of a file read or written, one a line, as every message of the command reads: the prefix,
        # where, what (``morefire: b.yaml:4: units[0].at: ...``, ``morefire: nope.yaml: no such file``, ``morefire:
        # ro/new.yaml: cannot save: Permission denied; the previous file, if any, is unchanged``).
        for problem in exc.problems or (exc,):
            print(said_by_morefire(str(problem)), file=sys.stderr)
        return EXIT_BAD_INPUT
    except MoreFireError as exc:
        from morefire_gui.errors import DiceError

        said = str(exc)
        if isinstance(exc, DiceError) and any(a.split("=")[0] == "--dice" for a in args_list):
            said = f"--dice: {said}"  # the faces the player gave: where the problem is
        print(said_by_morefire(said), file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        # Ctrl+C: said in a line, not a traceback. A file being written is written whole or not at all (a save is
        # atomic), so what was there before is still there.
        print("morefire: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except Exception as exc:
        # The last line of defence: a value the flags' own checks let through and the action's model refuses is
        # bad input, said in the app's words (never pydantic's "N validation errors for ..." or a traceback).
        from pydantic import ValidationError

        if not isinstance(exc, ValidationError):
            raise
        command = next((a for a in args_list if not a.startswith("-")), DEFAULT_COMMAND)
        print(f"morefire {command}: {_refused_values(exc, _given(locals().get('args'), command))}", file=sys.stderr)
        return EXIT_BAD_INPUT


def said_by_morefire(text: str) -> str:
    """A message as the command says it: ``morefire: WHERE: WHAT`` (one that names the command already, ``morefire
    turn: ...``, as it is; a file named ``morefire-battle.yaml`` is said after the prefix)."""
    return text if text.startswith(("morefire: ", "morefire ")) else f"morefire: {text}"


def _names_a_battle(word: str) -> bool:
    """``morefire WORD`` opens the app with the battle WORD: a name ending in .yaml or .yml, or a file that is there
    under another name (``battle.yaml.bak``, the copy a save keeps). A folder is neither a battle nor a command: bad
    input, said as such rather than as a command mistyped."""
    path = Path(word)
    if path.suffix.lower() in (".yaml", ".yml"):
        return True
    if word.startswith("-"):
        return False
    try:
        if path.is_dir():
            raise UsageError(
                f"{word} is a folder, not a battle file: name a battle in it (morefire {path / 'BATTLE.yaml'}) or a "
                "command (morefire --help lists them)"
            )
        return path.is_file()
    except OSError:  # a name the system cannot look up (too long): a command mistyped, as before
        return False


def _parse(parser: Parser, args_list: list[str]) -> argparse.Namespace:
    """The command line read; what a command does not take is refused by that command's parser, with its own usage
    and name (``morefire turn: unrecognized arguments: --nxt (did you mean --next?)``), not the whole program's."""
    first = next((a for a in args_list if not a.startswith("-")), None)
    if first is not None and first not in COMMANDS and not any(a in ("-h", "--help", "--version") for a in args_list):
        import difflib

        # A command mistyped: the one meant, if one is close; else where they are listed (not all 33 in a line).
        close = difflib.get_close_matches(first, list(COMMANDS), 1)
        meant = f"did you mean {close[0]}? " if close else ""
        parser.print_usage(sys.stderr)
        raise UsageError(f"morefire: {first}: no such command ({meant}morefire --help lists them)")
    try:
        args, extras = parser.parse_known_args(args_list)
    except UsageError as exc:
        _mistyped_before_missing(parser, first, args_list, exc)
        raise
    if not extras:
        return args
    command = _command_parser(parser, getattr(args, "command", None))
    if command is None:  # the usage lists every command, not only those of the default command's module
        build_parser().error("unrecognized arguments: " + " ".join(extras))
    command.error("unrecognized arguments: " + " ".join(_hints(command, extras)))


def _mistyped_before_missing(parser: Parser, first: str | None, args_list: list[str], exc: UsageError) -> None:
    """A flag that is required and was mistyped (``move B ge3 --too 36,14``) is said as mistyped, with the flag meant,
    before it is said to be missing: argparse finds the missing flag first, and the typo would go unsaid."""
    required = "the following arguments are required: "
    said = str(exc)
    command = _command_parser(parser, first)
    if command is None or required not in said:
        return
    options = {o for action in command._actions for o in action.option_strings}
    unknown = [a for a in args_list if a.startswith("--") and a.split("=")[0] not in options]
    if unknown:
        missing = said[said.index(required) :]
        raise UsageError(f"{command.prog}: unrecognized arguments: {' '.join(_hints(command, unknown))}; {missing}")


def _hints(command: argparse.ArgumentParser, extras: list[str]) -> list[str]:
    """Each argument the command does not take, with the flag meant when one is close, or the word given as a flag."""
    import difflib

    options = [o for action in command._actions for o in action.option_strings if o.startswith("--")]
    # A flag named as one of the command's own words (``morefire los BATTLE --from 10,10 --to 60,40``): that word is
    # given without a flag, in its place.
    words = {
        (a.metavar if isinstance(a.metavar, str) else a.dest).upper() for a in command._actions if not a.option_strings
    }
    hints = []
    for extra in extras:
        flag = extra.split("=")[0]
        word = flag.lstrip("-").replace("-", "_").upper()
        if flag.startswith("--") and word in words:
            hints.append(f"{extra} ({word} is given without a flag, in its place)")
        elif close := difflib.get_close_matches(flag, options, 1, cutoff=0.7):
            hints.append(f"{extra} (did you mean {close[0]}?)")
        else:
            hints.append(extra)
    return hints


def _command_parser(parser: Parser, command: str | None) -> argparse.ArgumentParser | None:
    """The parser of the subcommand ``command`` (None: no such command)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) and command is not None:
            found = action.choices.get(command)
            if isinstance(found, argparse.ArgumentParser):
                return found
    return None


def _given(args: argparse.Namespace | None, command: str) -> dict[str, str]:
    """Where the command line gave each text the action's model reads under the same name: ``{"side": "--side"}``,
    ``{"unit": "UNIT"}`` (a word given in its place), so that a value it refuses is named as it was given."""
    parser = _command_parser(build_parser(COMMANDS[command]), command) if command in COMMANDS else None
    if args is None or parser is None:
        return {}
    return {
        a.dest: (a.option_strings[-1] if a.option_strings else str(a.metavar or a.dest.upper()))
        for a in parser._actions
        if isinstance(getattr(args, a.dest, None), str)
    }


def _refused_values(exc: Any, given: dict[str, str] | None = None) -> str:
    """A model's refusal of values given on the command line: each value's place (the flag or word that gave it,
    when ``given`` says one, else the model's key), what is wrong, what was given."""
    from morefire_gui.io.validation_words import all_said, sentence, without_echoes

    given = given or {}
    said = [
        f"{given[str(e['loc'][0])]}: {sentence(e)}" if e.get("loc") and str(e["loc"][0]) in given else one
        for e, one in zip(without_echoes(exc.errors(include_url=False)), all_said(exc), strict=True)
    ]
    more = len(said) - 5
    return "; ".join(said[:5]) + (f"; and {more} more" if more > 0 else "")


if __name__ == "__main__":
    sys.exit(main())
