"""The player's own catalogue file, a preference kept with QSettings (``catalogue/user_file``): read when the app
starts, before the battle is opened (a battle may use the player's own entries), and again whenever the player
changes it. The catalogue every feature plays with is the session's; this module only says which one to give it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from morefire_gui.errors import InputError
from morefire_gui.gui.preferences import USER_CATALOGUE_KEY
from morefire_gui.gui.settings import app_settings
from morefire_gui.io.resources import bundled_catalogue, load_catalogue
from morefire_gui.rules.catalogue.entries import Catalogue

__all__ = [
    "USER_CATALOGUE_KEY",
    "PlayerCatalogue",
    "player_catalogue",
    "set_user_catalogue_file",
    "user_catalogue_file",
]


def user_catalogue_file() -> Path | None:
    """The player's catalogue file, or None for the bundled catalogue only."""
    value = app_settings().value(USER_CATALOGUE_KEY, "")
    return Path(str(value)) if value else None


def set_user_catalogue_file(path: Path | None) -> None:
    settings = app_settings()
    settings.setValue(USER_CATALOGUE_KEY, str(path) if path is not None else "")
    settings.sync()


@dataclass(frozen=True)
class PlayerCatalogue:
    """The catalogue to play with: the player's file merged over the bundled one, or, when the file has problems
    (``problem``, with file, line and key) or there is none, the bundled one; ``file`` is the player's file in use."""

    catalogue: Catalogue
    file: Path | None
    problem: InputError | None = None
    wanted: Path | None = None  # the file the player chose, in use or not


def player_catalogue(path: Path | None = None, *, from_settings: bool = True) -> PlayerCatalogue:
    """Load ``path`` (by default the preference's file) merged over the bundled catalogue; a bad file leaves the
    bundled catalogue in use and says why."""
    wanted = path if path is not None or not from_settings else user_catalogue_file()
    if wanted is None:
        return PlayerCatalogue(bundled_catalogue(), None)
    try:
        return PlayerCatalogue(load_catalogue(wanted), wanted, None, wanted)
    except InputError as exc:
        return PlayerCatalogue(bundled_catalogue(), None, exc, wanted)
