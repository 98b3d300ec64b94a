"""Where the GUI hands a text to the player: the Qt calls (and the app's own helpers around them) whose arguments
are shown. tests/gui/test_translations.py reads every GUI module with ``ast`` and finds no string literal or
f-string given to one of them without ``tr()``."""

from __future__ import annotations

import ast

__all__ = ["KEYWORDS", "SINKS", "sink_arguments"]

# Constructors and methods, by name: the positions of the arguments they show ("*": every positional argument).
SINKS: dict[str, tuple[int, ...] | str] = {
    # widgets and actions made with a text
    "QAction": (0,),
    "QLabel": (0,),
    "QPushButton": (0,),
    "QCheckBox": (0,),
    "QRadioButton": (0,),
    "QGroupBox": (0,),
    "QDockWidget": (0,),
    "QMenu": (0,),
    "QToolBar": (0,),
    "QToolButton": (0,),
    "QCommandLinkButton": (0, 1),
    "QListWidgetItem": (0,),
    # texts set on them
    "setText": (0,),
    "setToolTip": (0,),
    "setStatusTip": (0,),
    "setWhatsThis": (0,),
    "setWindowTitle": (0,),
    "setTitle": (0,),
    "setPlaceholderText": (0,),
    "setPrefix": (0,),
    "setSuffix": (0,),
    "setSpecialValueText": (0,),
    "setLabelText": (0,),
    "setAccessibleName": (0,),
    "setAccessibleDescription": (0,),
    "setTabText": (1,),
    "setTabToolTip": (1,),
    "addTab": (1,),
    "insertTab": (2,),
    "addItem": (0,),
    "insertItem": (1,),
    "setItemText": (1,),
    "addMenu": (0,),
    "addAction": (0,),
    "addRow": (0,),
    "setHeaderLabels": (0,),
    "setHorizontalHeaderLabels": (0,),
    "setVerticalHeaderLabels": (0,),
    "addItems": (0,),
    "showMessage": (0,),
    "setInformativeText": (0,),
    "setDetailedText": (0,),
    "setButtonText": (1,),
    "addButton": (0,),
    # message boxes and standard dialogs: (parent, title, text, …) and (parent, caption, folder, filter)
    "question": (1, 2),
    "warning": (1, 2),
    "information": (1, 2),
    "critical": (1, 2),
    "about": (1, 2),
    "getOpenFileName": (1, 3),
    "getSaveFileName": (1, 3),
    "getExistingDirectory": (1,),
    "getColor": (2,),
    "getText": (1, 2),
    "getInt": (1, 2),
    "getDouble": (1, 2),
    "getItem": (1, 2),
    # the app's helpers
    "message": (0,),
    "show_problems": (0,),
    "make_action": (1, 4),
    "_action": "*",
    "ToolSpec": (2, 4),
    "createUndoAction": (1,),
    "createRedoAction": (1,),
    "show_page": (1,),
    "__init__": (
        0,
    ),  # HelpDialog.show_page(page, title); super().__init__("Roster", parent): a dock's or a dialog's title
}
# Keyword arguments that are shown, whatever the call.
KEYWORDS = {
    "text",
    "tip",
    "title",
    "toolTip",
    "statusTip",
    "windowTitle",
    "placeholderText",
    "suffix",
    "prefix",
    "specialValueText",
    "caption",
    "label",
}


def _name(call: ast.Call) -> str:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def sink_arguments(call: ast.Call) -> list[ast.expr]:
    """The arguments of ``call`` that the player sees."""
    positions = SINKS.get(_name(call), ())
    out: list[ast.expr] = []
    if positions == "*":
        out += list(call.args)
    else:
        out += [call.args[i] for i in positions if i < len(call.args)]  # type: ignore[union-attr]
    out += [k.value for k in call.keywords if k.arg in KEYWORDS]
    return out
