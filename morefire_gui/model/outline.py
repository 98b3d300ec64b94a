"""A polygon of the battle (a terrain piece's, a deployment zone's) checked as the model takes it, its refusal worded
for the player: geometry/shapes.py decides (it imports nothing of the package, so it cannot word it), and this says
its :class:`~morefire_gui.geometry.shapes.PolygonProblem` in the rules' translatable words (gui/said.py says them in
the window's language; the English reads as it always did)."""

from __future__ import annotations

from collections.abc import Sequence

from morefire_gui.geometry.shapes import XY, PolygonProblem, check_simple_polygon
from morefire_gui.rules.words import QT_TRANSLATE_NOOP, Message

__all__ = ["check_polygon", "polygon_words"]

# shapely's words for a crossing, as the message names it.
_CROSSINGS = {
    "self-intersection": QT_TRANSLATE_NOOP("Rules", "self-intersection"),
    "ring self-intersection": QT_TRANSLATE_NOOP("Rules", "ring self-intersection"),
}


def polygon_words(problem: PolygonProblem) -> Message:
    """Why the polygon is refused, as a message that reads exactly as the problem's English."""
    if problem.kind == PolygonProblem.NO_AREA:
        return QT_TRANSLATE_NOOP("Rules", "the polygon has no area (its points lie on one line)")
    if problem.kind == PolygonProblem.CROSSES:
        how = _CROSSINGS.get(problem.how, problem.how)
        if problem.near is None:
            return QT_TRANSLATE_NOOP("Rules", "the polygon crosses itself ({how} near ?)").format(how=how)
        x, y = problem.near
        return QT_TRANSLATE_NOOP("Rules", "the polygon crosses itself ({how} near {x:g}, {y:g})").format(
            how=how, x=x, y=y
        )
    return QT_TRANSLATE_NOOP("Rules", "the polygon is not a valid area ({reason})").format(reason=problem.how)


def check_polygon(points: Sequence[XY]) -> None:
    """A polygon has at least 3 points and neither crosses itself nor lacks area: a ValueError says why not, its
    message translatable."""
    if len(points) < 3:
        raise ValueError(
            QT_TRANSLATE_NOOP("Rules", "a polygon needs at least 3 points (it has {count})").format(count=len(points))
        )
    try:
        check_simple_polygon(points)
    except PolygonProblem as problem:
        raise ValueError(polygon_words(problem)) from None
