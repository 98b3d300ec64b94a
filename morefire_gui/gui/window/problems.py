"""A file's problems said to the player: the first dozen, each by its line where they are all in one file, how many
more there are, and every one in the details."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QMessageBox

from morefire_gui.errors import InputError, MoreProblems, Problem, SaveError
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.gui.window.files import APP_NAME
from morefire_gui.gui.window.part import WindowPart
from morefire_gui.rules.words import Message


def problem_in_file(problem: Problem) -> str:
    """A problem as a list of one file's problems says it: by its line, without the file ("line 5: turn: must be a
    whole number 1 or more (found -2)"); what is wrong stays in the files' words (docs/translations.md)."""
    key = problem.named or problem.key
    said_here = f"{key}: {problem.message}" if key else problem.message
    return (
        said_here if problem.line is None else tr("line {line}: {problem}").format(line=problem.line, problem=said_here)
    )


def spoken(exc: InputError) -> tuple[Problem, ...]:
    """The problems as the box says them. A file's problems name its keys and values as the file writes them, and stay
    in its words; a save refused is the app's own reason (a battle that comes with the app, a folder not there), which
    names no key, and is said in the interface's language (the command line writes the English)."""
    if not isinstance(exc, SaveError):
        return exc.problems
    return tuple(replace(p, message=said(p.message)) if isinstance(p.message, Message) else p for p in exc.problems)


class FileProblemsPart(WindowPart):
    """The message box that lists what is wrong with a file (or a value)."""

    def show_problems(self, title: str, exc: InputError) -> None:
        said_problems = spoken(exc)
        problems = [str(p) for p in said_problems] or [str(exc)]
        # The first dozen, and how many more: those listed in the details and those a long list stands for.
        found = [p for p in said_problems if not isinstance(p, MoreProblems)]
        listed = [str(p) for p in found] or problems
        counts = [p.count for p in said_problems if isinstance(p, MoreProblems)]
        rest = len(listed) - 12 + sum(c or 0 for c in counts)
        shown = listed[:12]
        sources = {p.source for p in found}
        if len(sources) == 1:
            # Every problem in one file: the file said once, above them, and each by its line (a long path written
            # on every line would wrap each in two).
            shown = [sources.pop(), *(problem_in_file(p) for p in found[:12])]
        if None in counts:
            shown.append(tr("… and more"))
        elif rest > 0:
            shown.append(tr("… and {n:,} more").format(n=rest))
        box = QMessageBox(QMessageBox.Icon.Warning, APP_NAME, title, QMessageBox.StandardButton.Ok, self)
        box.setInformativeText("\n".join(shown))
        box.setDetailedText("\n".join(problems))
        box.exec()
