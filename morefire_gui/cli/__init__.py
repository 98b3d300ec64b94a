"""The ``morefire`` command. Its subcommands, flags and JSON keys are a contract: extend, never change.

    morefire [gui [BATTLE]]               start the app
    morefire validate BATTLE              check a battle file
    morefire render BATTLE -o OUT         draw the board to PNG, SVG or PDF
    morefire los BATTLE FROM TO           range and line of sight between units or points
    morefire catalog [--nation N]         the unit catalogue
    morefire barrage BATTLE (--at X,Y | --rp SIDE:N) --side SIDE --guns N --calibre MM [...]
                                          fire a barrage (rule 4), every roll explained
    morefire move BATTLE UNIT --to X,Y [--via X,Y ...]
                                          move a unit (rules 1.2-1.5, minefields 3.6), every roll explained
    morefire infantry-fire BATTLE --area X,Y --firers ID,...
                                          infantry fire into a 100-yard square (rule 3.5)
    morefire melee BATTLE ATTACKER DEFENDER   an infantry melee (rule 3.1)
    morefire assault BATTLE INFANTRY TARGET   an infantry assault on a tank or bunker (rule 3.2)
    morefire scenario [--theatre T] [--special S] [--seed N | --dice LIST] [--json] [--create OUT.yaml]
                                          roll the scenario system's Tables I-VII; build the battle
    morefire victory BATTLE               score a finished battle by its mission's victory conditions
    morefire airstrike BATTLE --side SIDE --aircraft TYPE --from X,Y --heading DEG [--attack strafe|bomb]
                                          an airstrike's run (rule 5): AA fire, strafing or bombs, every roll
    morefire aircraft-turn BATTLE ID --heading DEG   turn an aircraft's direction arrow (up to 90 degrees)
    morefire fire BATTLE FIRER TARGET     tank and anti-tank direct fire (rules 2.2-2.6, 3.4)
    morefire spot BATTLE SPOTTER TARGET   spot an enemy unit (rule 2.1)
    morefire turn BATTLE [--next [--apply OUT]]
                                          the turn and step of the sequence of play, who may act, what comes up
    morefire act BATTLE ACTION.yaml [--apply OUT]   take any action, written as YAML
    morefire replay BATTLE                replay the battle's actions; exit 1 if they do not reach it as saved

Each group of subcommands lives in its own module and registers itself with :func:`build_parser`.
Exit status: 0 on success, 2 on bad input (with every problem on stderr), 1 on an unexpected failure.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from morefire_gui import __version__
from morefire_gui.cli import artillery, table
from morefire_gui.cli import infantry, movement
from morefire_gui.cli import scenario
from morefire_gui.cli import report
from morefire_gui.cli import aircraft
from morefire_gui.cli import direct_fire
from morefire_gui.cli import turns
from morefire_gui.cli import actions
from morefire_gui.cli.common import EXIT_BAD_INPUT, EXIT_OK, Parser
from morefire_gui.errors import InputError, MoreFireError

COMMAND_MODULES = [table, artillery, movement, infantry, scenario, report, direct_fire, turns, aircraft, actions]


def build_parser() -> Parser:
    parser = Parser(prog="morefire", description="More Fire! battle manager: tables, line of sight and "
                                                  "every roll of the More Fire! WWII skirmish rules explained.")
    parser.add_argument("--version", action="version", version=f"morefire {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=Parser)
    for module in COMMAND_MODULES:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        args = parser.parse_args(args_list)
        if getattr(args, "run", None) is None:
            args = parser.parse_args(["gui", *args_list])
        return int(args.run(args))
    except InputError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        if not exc.problems:
            print(exc, file=sys.stderr)
        return EXIT_BAD_INPUT
    except MoreFireError as exc:
        text = str(exc)
        print(text if text.startswith("morefire") else f"morefire: {text}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
