"""A photo or map of the players' own table, drawn under the terrain: the image file (by its path from the battle
file's folder), how it is laid on the table (its calibration) and how strongly it shows (its opacity).

Two calibrations:

* ``points``: two points of the image (pixels) and the real distance between them (table units) give its scale; the
  image lies square to the table with its top-left corner at ``origin``.
* ``corners``: where the table's four corners are in the image (north-west, north-east, south-east, south-west), for
  a photo taken at an angle: the image is drawn with the perspective that takes those four points to the corners.
"""

from __future__ import annotations

from pathlib import PurePosixPath, PureWindowsPath
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, field_validator

from morefire_gui.model.numbers import MAX_TABLE, Point

MAX_PIXELS = 100_000.0  # an image's pixel coordinates: a photo of a few hundred megapixels at most
Pixel = Annotated[float, Field(ge=0, le=MAX_PIXELS, allow_inf_nan=False)]
PixelPoint = tuple[Pixel, Pixel]
Opacity = Annotated[float, Field(ge=0.05, le=1, allow_inf_nan=False)]
MAX_PATH = 4096
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg")


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class TwoPoints(_Frozen):
    points: tuple[PixelPoint, PixelPoint]
    distance: Annotated[float, Field(gt=0, le=MAX_TABLE, allow_inf_nan=False)]
    origin: Point = (0.0, 0.0)

    @field_validator("points")
    @classmethod
    def _apart(cls, points: tuple[PixelPoint, PixelPoint]) -> tuple[PixelPoint, PixelPoint]:
        if points[0] == points[1]:
            raise ValueError("the two points must be different points of the image")
        return points

    def scale(self) -> float:
        """Table units per image pixel."""
        (ax, ay), (bx, by) = self.points
        return self.distance / ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5


class FourCorners(_Frozen):
    corners: tuple[PixelPoint, PixelPoint, PixelPoint, PixelPoint]

    @field_validator("corners")
    @classmethod
    def _convex(cls, corners: tuple[PixelPoint, ...]) -> tuple[PixelPoint, ...]:
        # A photo of a table shows it as a convex quadrilateral, its corners in turn (any way round); crossed or
        # folded corners have no perspective that takes them to the table.
        turns = []
        for i in range(4):
            (ax, ay), (bx, by), (cx, cy) = corners[i], corners[(i + 1) % 4], corners[(i + 2) % 4]
            turns.append((bx - ax) * (cy - by) - (by - ay) * (cx - bx))
        if not (all(t > 0 for t in turns) or all(t < 0 for t in turns)):
            raise ValueError("the four corners must be the table's corners in turn (north-west, north-east, "
                             "south-east, south-west) and make a convex quadrilateral")
        return corners


class TableImage(_Frozen):
    path: Annotated[str, Field(min_length=1, max_length=MAX_PATH)]
    opacity: Opacity = 0.6
    calibration: TwoPoints | FourCorners

    @field_validator("path")
    @classmethod
    def _relative(cls, path: str) -> str:
        if "\x00" in path:
            raise ValueError("a path cannot hold a NUL character")
        if PurePosixPath(path).is_absolute() or PureWindowsPath(path).is_absolute() or PureWindowsPath(path).drive:
            raise ValueError("the image's path is written from the battle file's folder, not as an absolute path, so "
                             "that the battle and its image can be moved together")
        if PurePosixPath(path.replace("\\", "/")).suffix.lower() not in IMAGE_SUFFIXES:
            raise ValueError("a table image is a PNG or JPEG file (.png, .jpg, .jpeg)")
        return path
