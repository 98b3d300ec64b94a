"""``morefire log``: the after-action report of a battle, as Markdown or HTML."""

from __future__ import annotations

import argparse
from pathlib import Path

from morefire_gui.cli.common import (
    BATTLE_HELP,
    EXIT_OK,
    PICTURE_OR_DOCUMENT,
    VIEW_HELP,
    check_writable,
    open_session,
    render_picture,
    side_view,
    warn_missing_image,
)
from morefire_gui.errors import UsageError


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "log",
        help="the after-action report: briefing, forces, losses, the turn-by-turn log",
        description="The after-action report: the briefing, each side's forces and the points they cost, the "
        "losses and the turn-by-turn log with every roll, as Markdown (printed, or written to -o OUT) or HTML.",
    )
    p.add_argument("battle", type=Path, metavar="BATTLE", help=BATTLE_HELP)
    p.add_argument(
        "--format",
        choices=["md", "html"],
        default=None,
        help="md (Markdown, the default) or html; taken from OUT's ending when not given, and it must agree with "
        "an ending that names a format (.md, .html)",
    )
    p.add_argument(
        "-o",
        "--output",
        type=Path,
        metavar="OUT",
        help="write the report to OUT, Markdown or HTML by its ending (.md, .html) or --format (default: print it)",
    )
    p.add_argument(
        "--board",
        action="store_true",
        help="draw the board as it stands into OUT_board.png and put it in the report (needs -o)",
    )
    p.add_argument("--view", metavar="SIDE", help=VIEW_HELP.replace("draw it", "write the report"))
    p.set_defaults(run=_log)


# The endings of the formats a report is not written in: a report named so would hold Markdown under another name
# (and over a battle file, a game lost).
_NOT_A_REPORT = PICTURE_OR_DOCUMENT
_BATTLE_FILE = frozenset({".yaml", ".yml"})
# The endings that say a report's format; any other ending (or none) is written as --format says, Markdown by default.
_FORMAT_OF_ENDING = {".md": "md", ".markdown": "md", ".html": "html", ".htm": "html"}
_ENDING_OF_FORMAT = {"md": ".md", "html": ".html"}
_FORMAT_NAME = {"md": "Markdown", "html": "HTML"}


def _log(args: argparse.Namespace) -> int:
    from morefire_gui.session.report import Snapshot, after_action_report

    fmt = args.format
    if args.output is not None and args.output.suffix.lower() in _NOT_A_REPORT | _BATTLE_FILE:
        aside = (
            "a battle file ends in .yaml: the report is never written over one"
            if args.output.suffix.lower() in _BATTLE_FILE
            else "a picture of the board: morefire render"
        )
        raise UsageError(
            f"-o {args.output}: the report is Markdown (.md) or HTML (.html), not {args.output.suffix}: name the file "
            f"so ({aside})"
        )
    ending = _FORMAT_OF_ENDING.get(args.output.suffix.lower()) if args.output is not None else None
    if fmt is None:
        fmt = ending or "md"
    elif ending is not None and ending != fmt:
        # The ending says what a reader opens the file as: HTML under .md (or Markdown under .html) would be shown
        # as its source.
        raise UsageError(
            f"--format {fmt}: -o {args.output} ends in {args.output.suffix}, a {_FORMAT_NAME[ending]} file's ending, "
            f"not {_FORMAT_NAME[fmt]}'s: leave --format out (the ending says the format) or name the file "
            f"{args.output.with_suffix(_ENDING_OF_FORMAT[fmt]).name}"
        )
    if args.board and args.output is None:
        raise UsageError("--board needs -o OUT: the picture is written next to the report")
    if args.output is not None:
        check_writable(args.output)
    session = open_session(args.battle)
    view = side_view(session, args.view)
    snapshots = []
    if args.board:
        warn_missing_image(session, "log")
        picture = args.output.with_name(f"{args.output.stem}_board.png")
        render_picture(session, picture, width=1400, view=view)
        snapshots.append(Snapshot("The board as it stands", picture))
    text = after_action_report(
        session.seen_by(view).battle,
        session.catalogue,
        fmt,
        snapshots,
        relative_to=args.output.parent if args.output else None,
        view=view,
    )
    if args.output is None:
        print(text, end="")
        return EXIT_OK
    from morefire_gui.io.atomic_write import write_text_atomic

    if args.output.resolve() == Path(args.battle).resolve():
        raise UsageError("the report would overwrite the battle file; choose another OUT")
    try:
        write_text_atomic(args.output, text, keep_backup=False)
    except OSError as exc:
        raise UsageError(f"cannot write {args.output}: {exc.strerror or exc}") from None
    print(args.output)
    return EXIT_OK
