"""The look: the system's own style and colours, or Qt's Fusion style in light or dark colours, chosen in
Preferences and kept with QSettings."""

from __future__ import annotations

from enum import Enum

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

from morefire_gui.gui.settings import app_settings

__all__ = ["THEME_KEY", "Theme", "apply_theme", "dark_palette", "load_theme", "save_theme"]

THEME_KEY = "display/theme"


class Theme(str, Enum):
    SYSTEM = "system"  # the platform's style and colours (its dark mode included)
    LIGHT = "light"
    DARK = "dark"


def load_theme() -> Theme:
    value = str(app_settings().value(THEME_KEY, Theme.SYSTEM.value))
    return Theme(value) if value in {t.value for t in Theme} else Theme.SYSTEM


def save_theme(theme: Theme) -> None:
    app_settings().setValue(THEME_KEY, theme.value)


def dark_palette() -> QPalette:
    """Fusion's dark colours: light text on dark grey, a blue highlight, greyed disabled text."""
    palette = QPalette()
    base, window, text = QColor(35, 35, 38), QColor(53, 53, 56), QColor(230, 230, 230)
    disabled = QColor(128, 128, 128)
    for role, colour in (
        (QPalette.ColorRole.Window, window),
        (QPalette.ColorRole.WindowText, text),
        (QPalette.ColorRole.Base, base),
        (QPalette.ColorRole.AlternateBase, window),
        (QPalette.ColorRole.ToolTipBase, window),
        (QPalette.ColorRole.ToolTipText, text),
        (QPalette.ColorRole.PlaceholderText, disabled),
        (QPalette.ColorRole.Text, text),
        (QPalette.ColorRole.Button, window),
        (QPalette.ColorRole.ButtonText, text),
        (QPalette.ColorRole.BrightText, QColor(255, 80, 80)),
        (QPalette.ColorRole.Link, QColor(110, 170, 255)),
        (QPalette.ColorRole.Highlight, QColor(42, 130, 218)),
        (QPalette.ColorRole.HighlightedText, QColor(255, 255, 255)),
        (QPalette.ColorRole.Light, QColor(75, 75, 78)),
        (QPalette.ColorRole.Mid, QColor(45, 45, 48)),
        (QPalette.ColorRole.Dark, QColor(25, 25, 28)),
        (QPalette.ColorRole.Shadow, QColor(0, 0, 0)),
    ):
        palette.setColor(role, colour)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return palette


def apply_theme(app: QApplication, theme: Theme) -> None:
    """Set the app's style and colours; System puts back what the app started with."""
    if app.property("system_style") is None:  # the platform's own, before any theme changed them
        app.setProperty("system_style", app.style().name())
        app.setProperty("system_palette", app.palette())
    if theme is Theme.SYSTEM:
        app.setStyle(QStyleFactory.create(str(app.property("system_style"))))
        app.setPalette(app.property("system_palette"))
        return
    app.setStyle(QStyleFactory.create("Fusion"))
    app.setPalette(dark_palette() if theme is Theme.DARK else app.style().standardPalette())
