"""What the Windows and macOS bundles share (packaging/morefire-windows.spec, packaging/morefire-macos.spec): the
entry script, the app's data, the modules imported lazily and the Qt modules left out. The Linux bundle
(packaging/morefire.spec) trims Qt's files further by their Linux names."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENTRY = str(ROOT / "packaging" / "morefire_main.py")
DATAS = [(str(ROOT / "resources"), "morefire_gui/resources")]
HIDDEN_IMPORTS = [
    "morefire_gui.gui.app",
    "morefire_gui.gui.main_window",
    "morefire_gui.gui.render",
    "PySide6.QtSvg",
    "PySide6.QtPrintSupport",
    "PySide6.QtNetwork",
]
UNUSED = [
    "PySide6.Qt3DCore",
    "PySide6.QtBluetooth",
    "PySide6.QtCharts",
    "PySide6.QtDesigner",
    "PySide6.QtMultimedia",
    "PySide6.QtPdf",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtSql",
    "PySide6.QtTest",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets",
    "tkinter",
    "pytest",
    "hypothesis",
    "PyInstaller",
]
ICON_PNG = str(ROOT / "packaging" / "icons" / "org.morefire.BattleManager-512.png")
