"""Showing how a result came about: every roll with its die and face, every table row, every modifier
with its rule, as a compact HTML table for dialogs and the log, in the interface's language (gui/said.py)."""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.gui.style import readable
from morefire_gui.rules.explain import ModifierStep, NoteStep, RollStep, Step, TableStep, step_to_dict

ICONS = {"roll": "⚅", "table": "▦", "modifier": "±", "note": "•"}
COLOURS = {"roll": "#1c4f9c", "table": "#5b4a1c", "modifier": "#7a2b8f", "note": "#333333"}


def _as_dict(step: Step | Mapping[str, Any]) -> Mapping[str, Any]:
    if isinstance(step, (RollStep, TableStep, ModifierStep, NoteStep)):
        return step_to_dict(step)
    return step


def steps_html(steps: Iterable[Step | Mapping[str, Any]], title: str | None = None) -> str:
    rows = []
    for step in steps:
        d = _as_dict(step)
        kind = str(d.get("kind", "note"))
        rule = _said(d.get("rule"))
        if kind == "roll":
            face = _said(d.get("printed", d.get("face")))
            text = tr("{die} for {purpose}: {face}").format(
                die=_said(d.get("die")), purpose=_said(d.get("purpose")), face=f"<b style='font-size:larger'>{face}</b>"
            )
            if str(d.get("reading")) != str(d.get("printed")):
                text += tr(" (read as {reading})").format(reading=_said(d.get("reading")))
            if d.get("by_hand"):
                text += " <i>" + html.escape(tr("(rolled by hand)")) + "</i>"
        elif kind == "modifier":
            value = int(d.get("value", 0))
            text = f"{_said(d.get('label'))} <b>{value:+d}</b>"
        elif kind == "table":
            text = (
                tr("{table}: {row}, {column} → {value}") if d.get("column") else tr("{table}: {row} → {value}")
            ).format(
                table=_said(d.get("table")),
                row=_said(d.get("row")),
                column=_said(d.get("column")),
                value=f"<b>{_said(d.get('value'))}</b>",
            )
        else:
            text = _said(d.get("message") or d.get("text"))
        rows.append(
            f"<tr><td style='color:{readable(COLOURS.get(kind, '#333'))}'>{ICONS.get(kind, '•')}</td>"
            f"<td>{text}</td><td style='color:{readable('#777')}'>{html.escape(rule)}</td></tr>"
        )
    head = f"<p><b>{html.escape(said(title))}</b></p>" if title else ""
    return head + "<table cellspacing='2' cellpadding='1'>" + "".join(rows) + "</table>"


def _said(value: object) -> str:
    """A step's field as the reader reads it, escaped for HTML: a text said in the interface's language."""
    return html.escape(said(value) if isinstance(value, str) else "" if value is None else str(value))


def step_text(step: Step | Mapping[str, Any]) -> str:
    """A step in one plain line, in the interface's language (its rule in brackets, as the rules write it)."""
    if isinstance(step, (RollStep, TableStep, ModifierStep, NoteStep)):
        return said(step.text())
    return said(str(step.get("text", "")))


def steps_text(steps: Sequence[Step | Mapping[str, Any]]) -> list[str]:
    """Plain lines, for tooltips and the log's search, in the interface's language."""
    return [step_text(s) for s in steps]
