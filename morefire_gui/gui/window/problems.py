"""A file's problems said to the player: the first dozen, each by its line where they are all in one file, how many
more there are, and every one in the details."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from morefire_gui.errors import InputError, MoreProblems, Problem
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.window.files import APP_NAME
from morefire_gui.gui.window.part import WindowPart


def problem_in_file(problem: Problem) -> str:
    """A problem as a list of one file's problems says it: by its line, without the file ("line 5: turn: must be a
    whole number 1 or more (found -2)"); what is wrong stays in the files' words (docs/translations.md)."""
    key = problem.named or problem.key
    said = f"{key}: {problem.message}" if key else problem.message
    return said if problem.line is None else tr("line {line}: {problem}").format(line=problem.line, problem=said)


class FileProblemsPart(WindowPart):
    """The message box that lists what is wrong with a file (or a value)."""

    def show_problems(self, title: str, exc: InputError) -> None:
        problems = [str(p) for p in exc.problems] or [str(exc)]
        # The first dozen, and how many more: those listed in the details and those a long list stands for.
        found = [p for p in exc.problems if not isinstance(p, MoreProblems)]
        listed = [str(p) for p in found] or problems
        counts = [p.count for p in exc.problems if isinstance(p, MoreProblems)]
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
