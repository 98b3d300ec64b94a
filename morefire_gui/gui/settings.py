"""Window state and recent files, kept with QSettings."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QSettings

MAX_RECENT = 8


def app_settings() -> QSettings:
    """INI settings in the user's config folder (tests point QSettings.setPath elsewhere)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "MoreFire", "More Fire battle manager")


def recent_files() -> list[str]:
    value = app_settings().value("recent_files", [])
    if isinstance(value, str):
        value = [value]
    return [v for v in value if isinstance(v, str)] if isinstance(value, Iterable) else []


def remember_file(path: Path) -> list[str]:
    entry = str(Path(path).resolve())
    files = [entry] + [f for f in recent_files() if f != entry]
    files = files[:MAX_RECENT]
    app_settings().setValue("recent_files", files)
    return files


def app_data_folder() -> Path:
    """The app's data folder (autosaves, the log): $MOREFIRE_DATA_DIR, or the platform's application data folder."""
    import os

    from PySide6.QtCore import QStandardPaths

    override = os.environ.get("MOREFIRE_DATA_DIR")
    return (
        Path(override)
        if override
        else Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    )
