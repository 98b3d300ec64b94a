"""The sentences of a result: why a piece blocks the line or lets it through, written from a check's facts when the
explanation is first asked for (rule 2.1 and its readings in docs/rules-notes.md). Each is a translatable message
(rules/words.py): the command line reads it as its English, the window says it in its language."""

from __future__ import annotations

from typing import Any, cast

from morefire_gui.geometry.los.facts import BlockReason, EdgeDepth, FactDetail, OnEnds, PassReason, Stretches, _Line
from morefire_gui.model.battle import LosSettings
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message, joined


# -- the sentences -----------------------------------------------------------------------------------------------
def _edge_depth_reason(detail: FactDetail, deeper: bool, s: LosSettings) -> Message:
    """Why a piece an end stands in blocks (``deeper``: the line runs more than the edge depth inside it) or not
    (at most): how far the line runs inside it."""
    from_a, from_b, depth = cast(EdgeDepth, detail)
    values = {"depth": depth, "edge": s.edge_depth_yards}
    if from_a and from_b:
        template = (
            QT_TRANSLATE_NOOP(
                "Rules",
                "both ends are inside it and the line runs {depth:.0f} yd inside it, more than the edge depth of "
                "{edge:g} yd (rule 2.1 reading: edge depth)",
            )
            if deeper
            else QT_TRANSLATE_NOOP(
                "Rules",
                "both ends are inside it and the line runs {depth:.0f} yd inside it, at most the edge depth of "
                "{edge:g} yd (rule 2.1 reading: edge depth)",
            )
        )
    elif from_a:
        template = (
            QT_TRANSLATE_NOOP(
                "Rules",
                "the start is inside it and the line runs {depth:.0f} yd inside it, more than the edge depth of "
                "{edge:g} yd (rule 2.1 reading: edge depth)",
            )
            if deeper
            else QT_TRANSLATE_NOOP(
                "Rules",
                "the start is inside it and the line runs {depth:.0f} yd inside it, at most the edge depth of "
                "{edge:g} yd (rule 2.1 reading: edge depth)",
            )
        )
    else:
        template = (
            QT_TRANSLATE_NOOP(
                "Rules",
                "the end is inside it and the line runs {depth:.0f} yd inside it, more than the edge depth of "
                "{edge:g} yd (rule 2.1 reading: edge depth)",
            )
            if deeper
            else QT_TRANSLATE_NOOP(
                "Rules",
                "the end is inside it and the line runs {depth:.0f} yd inside it, at most the edge depth of "
                "{edge:g} yd (rule 2.1 reading: edge depth)",
            )
        )
    return template.format(**values)


def _blocker_reason(why: BlockReason, detail: FactDetail, piece: Any, t: float, line: _Line) -> Message:
    s = line.settings
    name = piece.kind.value
    if why is BlockReason.HILL:
        if not line.adv:
            return QT_TRANSLATE_NOOP("Rules", "level {level} hill in the way").format(level=piece.level)
        return QT_TRANSLATE_NOOP(
            "Rules",
            "level {level} hill ({top:g} yd) at or above the sight line (which runs {above:g} yd above the table "
            "there, counted from the ground under each end; rule 2.1 advanced: elevation)",
        ).format(level=piece.level, top=piece.top, above=line.eye_line(t) - line.eye)
    if why is BlockReason.HEDGE:
        nearer = min(t, line.length - t) * line.ypu
        if not line.adv:
            return QT_TRANSLATE_NOOP(
                "Rules", "hedge across the line, {near:.0f} yd from the nearer end, more than {most:g} yd"
            ).format(near=nearer, most=s.hedge_yards)
        return QT_TRANSLATE_NOOP(
            "Rules",
            "hedge ({top:g} yd) at or above the sight line (rule 2.1 advanced: elevation), {near:.0f} yd from the "
            "nearer end, more than {most:g} yd",
        ).format(top=piece.top, near=nearer, most=s.hedge_yards)
    if why is BlockReason.AREA:
        if not line.adv:
            return QT_TRANSLATE_NOOP("Rules", "{terrain} in the way").format(terrain=name)
        return QT_TRANSLATE_NOOP(
            "Rules", "{terrain} ({top:g} yd) at or above the sight line (rule 2.1 advanced: elevation)"
        ).format(terrain=name, top=piece.top)
    if why is BlockReason.EDGE:
        return _edge_depth_reason(detail, True, s)
    if why is BlockReason.JUNGLE_LIMIT:
        return QT_TRANSLATE_NOOP(
            "Rules",
            "more than {most:g} yd of jungle along the line (rule 2.1 reading: jungle reduces visibility to 100 yards)",
        ).format(most=s.jungle_yards)
    assert why is BlockReason.JUNGLE_BEYOND
    return QT_TRANSLATE_NOOP(
        "Rules", "jungle beyond the {most:g} yd limit of visibility (rule 2.1 reading: jungle)"
    ).format(most=s.jungle_yards)


def _ignored_reason(why: PassReason, detail: FactDetail, piece: Any, line: _Line) -> Message:
    s = line.settings
    if why is PassReason.ON_HILL:
        on_a, on_b = cast(OnEnds, detail)
        return (
            QT_TRANSLATE_NOOP(
                "Rules",
                "both ends stand on this hill (rule 2.1 reading: a unit standing on a hill is not blocked by that "
                "hill)",
            )
            if on_a and on_b
            else QT_TRANSLATE_NOOP(
                "Rules",
                "the start stands on this hill (rule 2.1 reading: a unit standing on a hill is not blocked by that "
                "hill)",
            )
            if on_a
            else QT_TRANSLATE_NOOP(
                "Rules",
                "the end stands on this hill (rule 2.1 reading: a unit standing on a hill is not blocked by that hill)",
            )
        )
    if why is PassReason.OVER_HILL:
        return QT_TRANSLATE_NOOP(
            "Rules", "the sight line passes over this level {level} hill ({top:g} yd) (rule 2.1 advanced: elevation)"
        ).format(level=piece.level, top=piece.top)
    if why is PassReason.HEDGE_NEAR:
        excused = []
        for t0, t1 in cast(Stretches, detail):
            near_start = t0 <= line.reach + line.tol_units
            yards = (t0 if near_start else line.length - t1) * line.ypu
            excused.append(
                QT_TRANSLATE_NOOP("Rules", "crossed {yards:.0f} yd from the start").format(yards=yards)
                if near_start
                else QT_TRANSLATE_NOOP("Rules", "crossed {yards:.0f} yd from the end").format(yards=yards)
            )
        return QT_TRANSLATE_NOOP(
            "Rules",
            "{crossed}: within {most:g} yd, the hedge a unit is next to does not block (rule 2.1 reading: hedges, "
            "Normandy bocage)",
        ).format(crossed=joined(excused, QT_TRANSLATE_NOOP("Rules", "{first}, {then}")), most=s.hedge_yards)
    if why is PassReason.OVER_HEDGE:
        return QT_TRANSLATE_NOOP(
            "Rules", "the sight line passes over this hedge ({top:g} yd) (rule 2.1 advanced: elevation)"
        ).format(top=piece.top)
    if why is PassReason.EDGE:
        return _edge_depth_reason(detail, False, s)
    if why is PassReason.OVER_AREA:
        return QT_TRANSLATE_NOOP(
            "Rules", "the sight line passes over this {terrain} ({top:g} yd) (rule 2.1 advanced: elevation)"
        ).format(terrain=piece.kind.value, top=piece.top)
    if why is PassReason.JUNGLE:
        return QT_TRANSLATE_NOOP(
            "Rules",
            "{along:.0f} yd of jungle along the line in all, at most {most:g} yd (rule 2.1 reading: jungle reduces "
            "visibility to 100 yards)",
        ).format(along=cast(float, detail), most=s.jungle_yards)
    assert why is PassReason.OVER_JUNGLE
    return QT_TRANSLATE_NOOP(
        "Rules", "the sight line passes over this jungle ({top:g} yd) (rule 2.1 advanced: elevation)"
    ).format(top=piece.top)
