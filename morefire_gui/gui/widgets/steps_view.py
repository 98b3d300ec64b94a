"""Showing how a result came about: every roll with its die and face, every table row, every modifier
with its rule, as a compact HTML table for dialogs and the log, in the interface's language (gui/said.py)."""

from __future__ import annotations

import html
from collections.abc import Iterable, Sequence

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said, said_part, said_rule
from morefire_gui.gui.style import readable
from morefire_gui.model.log import LoggedModifier, LoggedRoll, LoggedStep, LoggedTable, logged_step
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, Step, TableStep

ICONS = {"roll": "⚅", "table": "▦", "modifier": "±", "note": "•"}
COLOURS = {"roll": "#1c4f9c", "table": "#5b4a1c", "modifier": "#7a2b8f", "note": "#333333"}
RULES_STEPS = (RollStep, TableStep, ModifierStep, NoteStep)


def _logged(step: Step | LoggedStep) -> LoggedStep:
    return logged_step(step) if isinstance(step, RULES_STEPS) else step


def steps_html(steps: Iterable[Step | LoggedStep], title: str | None = None) -> str:
    rows = []
    for step in steps:
        d = _logged(step)
        rule = html.escape(said_rule(d.rule)) if d.rule else ""
        if isinstance(d, LoggedRoll):
            text = tr("{die} for {purpose}: {face}").format(
                die=_said(d.die), purpose=_said(d.purpose), face=f"<b style='font-size:larger'>{_said(d.printed)}</b>"
            )
            if str(d.reading) != d.printed:
                text += tr(" (read as {reading})").format(reading=_said(d.reading))
            if d.by_hand:
                text += " <i>" + html.escape(tr("(rolled by hand)")) + "</i>"
        elif isinstance(d, LoggedModifier):
            text = f"{_said(d.label)} <b>{d.value:+d}</b>"
        elif isinstance(d, LoggedTable):
            text = (tr("{table}: {row}, {column} → {value}") if d.column else tr("{table}: {row} → {value}")).format(
                table=_said(d.table), row=_part(d.row), column=_part(d.column), value=f"<b>{_part(d.value)}</b>"
            )
        else:
            text = _said(d.message or d.text)
        rows.append(
            f"<tr><td style='color:{readable(COLOURS.get(d.kind, '#333'))}'>{ICONS.get(d.kind, '•')}</td>"
            f"<td>{text}</td><td style='color:{readable('#777')}'>{html.escape(rule)}</td></tr>"
        )
    head = f"<p><b>{html.escape(said(title))}</b></p>" if title else ""
    return head + "<table cellspacing='2' cellpadding='1'>" + "".join(rows) + "</table>"


def _said(value: object) -> str:
    """A step's field as the reader reads it, escaped for HTML: a text said in the interface's language."""
    return html.escape(said(value) if isinstance(value, str) else "" if value is None else str(value))


def _part(value: str) -> str:
    """A table step's row, column or value, escaped for HTML: said as a part of the step's line ("15 in")."""
    return html.escape(said_part(value))


def step_text(step: Step | LoggedStep) -> str:
    """A step in one plain line, in the interface's language (its rule in brackets, as the rules write it)."""
    if isinstance(step, RULES_STEPS):
        return said(step.text())
    return said(step.text)


def steps_text(steps: Sequence[Step | LoggedStep]) -> list[str]:
    """Plain lines, for tooltips and the log's search, in the interface's language."""
    return [step_text(s) for s in steps]
