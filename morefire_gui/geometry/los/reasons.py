"""The sentences of a result: why a piece blocks the line or lets it through, written from a check's facts when the
explanation is first asked for (rule 2.1 and its readings in docs/rules-notes.md)."""

from __future__ import annotations

from typing import Any, cast

from morefire_gui.geometry.los.facts import BlockReason, EdgeDepth, FactDetail, OnEnds, PassReason, Stretches, _Line
from morefire_gui.model.battle import LosSettings


# -- the sentences -----------------------------------------------------------------------------------------------
def _who(on_a: bool, on_b: bool, both: str, start: str, end: str) -> str:
    return both if on_a and on_b else start if on_a else end


def _edge_depth_reason(detail: FactDetail, compared: str, s: LosSettings) -> str:
    """Why a piece an end stands in blocks ("more than") or not ("at most"): how far the line runs inside it."""
    from_a, from_b, depth = cast(EdgeDepth, detail)
    who = _who(from_a, from_b, "both ends are", "the start is", "the end is")
    return (
        f"{who} inside it and the line runs {depth:.0f} yd inside it, {compared} the edge depth of "
        f"{s.edge_depth_yards:g} yd (rule 2.1 reading: edge depth)"
    )


def _blocker_reason(why: BlockReason, detail: FactDetail, piece: Any, t: float, line: _Line) -> str:
    s = line.settings
    name = piece.kind.value
    if why is BlockReason.HILL:
        if not line.adv:
            return f"level {piece.level} hill in the way"
        ground_line = line.eye_line(t) - line.eye
        return (
            f"level {piece.level} hill ({piece.top:g} yd) at or above the sight line (which runs "
            f"{ground_line:g} yd above the table there, counted from the ground under each end; rule 2.1 "
            f"advanced: elevation)"
        )
    if why is BlockReason.HEDGE:
        reason = (
            "hedge across the line"
            if not line.adv
            else f"hedge ({piece.top:g} yd) at or above the sight line (rule 2.1 advanced: elevation)"
        )
        return f"{reason}, {line.yd(min(t, line.length - t))} from the nearer end, more than {s.hedge_yards:g} yd"
    if why is BlockReason.AREA:
        return (
            f"{name} in the way"
            if not line.adv
            else f"{name} ({piece.top:g} yd) at or above the sight line (rule 2.1 advanced: elevation)"
        )
    if why is BlockReason.EDGE:
        return _edge_depth_reason(detail, "more than", s)
    if why is BlockReason.JUNGLE_LIMIT:
        return (
            f"more than {s.jungle_yards:g} yd of jungle along the line (rule 2.1 reading: jungle reduces "
            "visibility to 100 yards)"
        )
    assert why is BlockReason.JUNGLE_BEYOND
    return f"jungle beyond the {s.jungle_yards:g} yd limit of visibility (rule 2.1 reading: jungle)"


def _ignored_reason(why: PassReason, detail: FactDetail, piece: Any, line: _Line) -> str:
    s = line.settings
    if why is PassReason.ON_HILL:
        who = _who(*cast(OnEnds, detail), "both ends stand", "the start stands", "the end stands")
        return f"{who} on this hill (rule 2.1 reading: a unit standing on a hill is not blocked by that hill)"
    if why is PassReason.OVER_HILL:
        return (
            f"the sight line passes over this level {piece.level} hill ({piece.top:g} yd) (rule 2.1 advanced: "
            "elevation)"
        )
    if why is PassReason.HEDGE_NEAR:
        excused = []
        for t0, t1 in cast(Stretches, detail):
            near_start = t0 <= line.reach + line.tol_units
            excused.append(
                f"crossed {line.yd(t0 if near_start else line.length - t1)} from the {'start' if near_start else 'end'}"
            )
        return (
            f"{', '.join(excused)}: within {s.hedge_yards:g} yd, the hedge a unit is next to does not block "
            "(rule 2.1 reading: hedges, Normandy bocage)"
        )
    if why is PassReason.OVER_HEDGE:
        return f"the sight line passes over this hedge ({piece.top:g} yd) (rule 2.1 advanced: elevation)"
    if why is PassReason.EDGE:
        return _edge_depth_reason(detail, "at most", s)
    if why is PassReason.OVER_AREA:
        return f"the sight line passes over this {piece.kind.value} ({piece.top:g} yd) (rule 2.1 advanced: elevation)"
    if why is PassReason.JUNGLE:
        return (
            f"{cast(float, detail):.0f} yd of jungle along the line in all, at most {s.jungle_yards:g} yd (rule 2.1 "
            "reading: jungle reduces visibility to 100 yards)"
        )
    assert why is PassReason.OVER_JUNGLE
    return f"the sight line passes over this jungle ({piece.top:g} yd) (rule 2.1 advanced: elevation)"
