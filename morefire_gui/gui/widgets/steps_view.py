"""Showing how a result came about: every roll with its die and face, every table row, every modifier
with its rule, as a compact HTML table for dialogs and the log."""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

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
        rule = str(d.get("rule") or "")
        text = str(d.get("text") or d.get("message") or "")
        if kind == "roll":
            face = html.escape(str(d.get("printed", d.get("face"))))
            text = (
                f"{html.escape(str(d.get('die')))} for {html.escape(str(d.get('purpose')))}: "
                f"<b style='font-size:larger'>{face}</b>"
            )
            if str(d.get("reading")) != str(d.get("printed")):
                text += f" (read as {html.escape(str(d.get('reading')))})"
            if d.get("by_hand"):
                text += " <i>(rolled by hand)</i>"
        elif kind == "modifier":
            value = int(d.get("value", 0))
            text = f"{html.escape(str(d.get('label')))} <b>{value:+d}</b>"
        elif kind == "table":
            col = f", {html.escape(str(d['column']))}" if d.get("column") else ""
            text = (
                f"{html.escape(str(d.get('table')))}: {html.escape(str(d.get('row')))}{col} → "
                f"<b>{html.escape(str(d.get('value')))}</b>"
            )
        else:
            text = html.escape(text)
        rows.append(
            f"<tr><td style='color:{readable(COLOURS.get(kind, '#333'))}'>{ICONS.get(kind, '•')}</td>"
            f"<td>{text}</td><td style='color:{readable('#777')}'>{html.escape(rule)}</td></tr>"
        )
    head = f"<p><b>{html.escape(title)}</b></p>" if title else ""
    return head + "<table cellspacing='2' cellpadding='1'>" + "".join(rows) + "</table>"


def steps_text(steps: Sequence[Step | Mapping[str, Any]]) -> list[str]:
    """Plain lines, for tooltips and the log's search."""
    return [str(_as_dict(s).get("text", "")) for s in steps]
