"""The table image's file: the battle keeps it by its path from the battle file's folder (docs/battle-format.md,
``table_image``); here that path is made from a file the player chose, found again from the battle file, and said
missing when it is not there (a warning: the battle opens and draws without it)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from morefire_gui.errors import UsageError
from morefire_gui.model.table_image import IMAGE_SUFFIXES
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from morefire_gui.model.battle import Battle
    from morefire_gui.session.battle_session import BattleSession


def image_reference(battle_path: Path | None, chosen: Path) -> str:
    """The path the battle keeps for an image file: from the battle file's folder, with ``/`` between folders."""
    if battle_path is None:
        raise UsageError(
            QT_TRANSLATE_NOOP(
                "Rules", "save the battle first: its table image is kept by its path from the battle file's folder"
            )
        )
    if chosen.suffix.lower() not in IMAGE_SUFFIXES:
        raise UsageError(
            QT_TRANSLATE_NOOP("Rules", "{file}: a table image is a PNG or JPEG file (.png, .jpg, .jpeg)").format(
                file=chosen.name
            )
        )
    folder = Path(battle_path).resolve().parent
    try:
        relative = os.path.relpath(Path(chosen).resolve(), folder)
    except ValueError:  # another drive (Windows): no path from the battle's folder reaches it
        raise UsageError(
            QT_TRANSLATE_NOOP(
                "Rules", "{file} is on another drive than the battle file; put the image beside the battle"
            ).format(file=str(chosen))
        ) from None
    return Path(relative).as_posix()


def image_file(battle: Battle, battle_path: Path | None) -> Path | None:
    """The battle's table image file, found from the battle file's folder (None: the battle has no image)."""
    if battle.table_image is None:
        return None
    folder = Path(battle_path).resolve().parent if battle_path is not None else Path.cwd()
    return folder / battle.table_image.path


def missing_image(session: BattleSession) -> str | None:
    """Why the battle's table image cannot be drawn (its file is missing), or None."""
    found = image_file(session.battle, session.path)
    if found is None or found.is_file():
        return None
    assert session.battle.table_image is not None
    return QT_TRANSLATE_NOOP(
        "Rules", "table image {path} not found (looked for {found}); the board is drawn without it"
    ).format(path=repr(session.battle.table_image.path), found=str(found))
