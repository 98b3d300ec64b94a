"""The app around the rules: File → Export and Print, Edit → Preferences, and the Help menu (First battle,
Keyboard Shortcuts, About)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from morefire_gui.errors import MoreFireError
from morefire_gui.gui.actions import make_action
from morefire_gui.gui.features import Feature, FeatureHost
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.preferences import apply_side_colours, load_preferences, refresh_shown_units, save_preferences
from morefire_gui.gui.said import battle_title, said, said_error
from morefire_gui.gui.screen_fit import centre_on_screen, fit_to_screen
from morefire_gui.session.visibility import view_title

if TYPE_CHECKING:
    from morefire_gui.geometry.print_layout import TableArea
    from morefire_gui.gui.dialogs.export import ExportRequest
    from morefire_gui.gui.dialogs.preferences import PreferencesResult
    from morefire_gui.gui.dialogs.print_setup import PrintRequest

PREVIEW_SIZE = QSize(1400, 1000)  # the print preview's size where the screen has room for it


class ShellFeature(Feature):
    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        preferences = load_preferences()
        apply_side_colours(preferences)
        refresh_shown_units(preferences)
        self.export_action = self._action(
            tr("&Export Board…"),
            self.export,
            "Ctrl+E",
            tr(
                "Save the board as a PNG, SVG or PDF: the whole table or what the "
                "window shows, with or without grid, legend and title"
            ),
        )
        self.print_action = self._action(
            tr("&Print…"),
            self.print_plan,
            QKeySequence.StandardKey.Print,
            tr(
                "Print the table plan: on one sheet, or at real size over several sheets to lay the real table out from"
            ),
        )
        self.preferences_action = self._action(
            tr("Prefere&nces…"),
            self.preferences,
            QKeySequence.StandardKey.Preferences,
            tr("Autosave, units, side colours and this battle's line-of-sight readings"),
        )
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.first_battle_action = self._action(
            tr("&First Battle"),
            self.first_battle,
            QKeySequence.StandardKey.HelpContents,
            tr("A walk through the demo: measure, move, call a barrage, fire, next turn"),
        )
        self.shortcuts_action = self._action(
            tr("&Keyboard Shortcuts"),
            self.shortcuts,
            tr("Ctrl+/"),
            tr("Every key the window knows, read from its menus"),
        )
        self.about_action = self._action(
            tr("&About More Fire!"), self.about, None, tr("The version, the licence and the rules' credit")
        )
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.open_dialogs: list[QDialog] = []  # modeless help windows, kept alive while open

    def _action(
        self, text: str, slot: Callable[[], object], shortcut: str | QKeySequence.StandardKey | None, tip: str
    ) -> QAction:
        return make_action(self.widget, text, slot, shortcut, tip)

    def file_actions(self) -> list[QAction]:
        return [self.export_action, self.print_action]

    def edit_actions(self) -> list[QAction]:
        return [self.preferences_action]

    def help_actions(self) -> list[QAction]:
        return [self.first_battle_action, self.shortcuts_action, self.about_action]

    # -- export and print -------------------------------------------------------------------------------------------
    def visible_area(self) -> TableArea | None:
        """The part of the table the window shows, or None when it shows none of it."""
        from morefire_gui.geometry.print_layout import TableArea

        view = self.window.view
        shown = view.mapToScene(view.viewport().rect()).boundingRect()
        table = self.window.scene.table_rect()
        part: QRectF = shown.intersected(table)
        if part.width() <= 1e-6 or part.height() <= 1e-6:
            return None
        return TableArea(part.left(), part.top(), part.right(), part.bottom())

    def export(self) -> None:
        from morefire_gui.gui.dialogs.export import ExportDialog

        request = ExportDialog.ask(self.window.session, self.visible_area(), self.widget, self.window.view_filter)
        if request is not None:
            self.export_to(request)

    def export_to(self, request: ExportRequest) -> Path | None:
        from morefire_gui.gui.render import render_battle

        o = request.options
        try:
            # In the view it is made in (a side's, or the umpire's), as its title block says.
            out = render_battle(
                self.window.session,
                request.path,
                request.width,
                legend=o.legend,
                grid=o.grid,
                area=o.area,
                title_block=o.title_block,
                title=o.title,
                view=self.window.view_filter,
            )
        except (MoreFireError, OSError) as exc:
            QMessageBox.warning(
                self.widget,
                tr("Export"),
                tr("Cannot export to {path}:\n{exc}").format(path=request.path, exc=said_error(exc)),
            )
            return None
        whose = said(view_title(self.window.session.battle, self.window.view_filter))
        self.window.message(tr("Exported the board ({whose}) to {out}").format(whose=whose, out=out))
        return out

    def print_plan(self) -> None:
        from morefire_gui.gui.dialogs.print_setup import PrintSetupDialog

        request = PrintSetupDialog.ask(self.window.session, self.visible_area(), self.widget, self.window.view_filter)
        if request is not None:
            self.print_with(request)

    def print_with(self, request: PrintRequest) -> int:
        """Carry out the Print dialog's choice; returns the pages printed (0 when cancelled or refused)."""
        from morefire_gui.gui.dialogs.print_setup import PrintAction
        from morefire_gui.gui.printing import (
            SheetPainter,
            configure_printer,
            plan_for,
            plan_name,
            print_battle,
            print_to_pdf,
        )

        session = self.window.session
        request = replace(request, settings=replace(request.settings, view=self.window.view_filter))
        try:
            if request.action is PrintAction.PDF:
                assert request.pdf_path is not None
                pages = print_to_pdf(session, request.settings, request.pdf_path)
                saved = (
                    tr("Saved the table plan to {pdf_path} (one page)")
                    if pages == 1
                    else tr("Saved the table plan to {pdf_path} ({pages} pages)")
                )
                self.window.message(saved.format(pdf_path=request.pdf_path, pages=pages))
                return pages
            printer = QPrinter(QPrinter.PrinterMode.HighResolution)
            printer.setDocName(plan_name(session, request.settings))
            plan = plan_for(session, request.settings)
            configure_printer(printer, plan, request.settings)
            if request.action is PrintAction.PREVIEW:
                preview = QPrintPreviewDialog(printer, self.widget)
                preview.setWindowTitle(tr("Print preview — {title}").format(title=battle_title(session.battle.title)))
                # As big as the screen allows: Qt opens it a few hundred pixels wide, the sheet too small to read.
                fit_to_screen(preview, PREVIEW_SIZE.width(), PREVIEW_SIZE.height())
                centre_on_screen(preview)
                printed: list[int] = []
                preview.paintRequested.connect(
                    lambda p: printed.append(SheetPainter(session, plan, request.settings).print_all(p))
                )
                preview.exec()
                return printed[-1] if printed else 0
            dialog = QPrintDialog(printer, self.widget)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return 0
            pages = print_battle(session, request.settings, printer)
            printed_words = (
                tr("Printed the table plan (one page)") if pages == 1 else tr("Printed the table plan ({pages} pages)")
            )
            self.window.message(printed_words.format(pages=pages))
            return pages
        except (MoreFireError, OSError) as exc:
            QMessageBox.warning(
                self.widget, tr("Print"), tr("Cannot print the table plan:\n{exc}").format(exc=said_error(exc))
            )
            return 0

    # -- preferences -------------------------------------------------------------------------------------------------------
    def preferences(self) -> None:
        from morefire_gui.gui.dialogs.preferences import PreferencesDialog

        result = PreferencesDialog.ask(load_preferences(), self.window.session.battle, self.widget)
        if result is not None:
            self.apply_preferences(result)

    def apply_preferences(self, result: PreferencesResult) -> None:
        from morefire_gui.gui.theme import apply_theme
        from morefire_gui.model.actions.table import ChangeSettings

        w = self.window
        save_preferences(result.preferences)
        app = QApplication.instance()
        assert isinstance(app, QApplication)  # the window's: an application with widgets
        apply_theme(app, result.preferences.theme)
        apply_side_colours(result.preferences)
        refresh_shown_units(result.preferences)
        w.scene.rebuild()  # counters take the side colours when they are made
        w.legend.refresh(w.session, w.view_filter)
        before = w.session.battle.settings
        if result.los != before.los:
            w.act(ChangeSettings(settings=before.model_copy(update={"los": result.los})))  # "Line-of-sight settings"
        for feature in w.features:
            feature.preferences_changed()

    # -- help -----------------------------------------------------------------------------------------------------------------
    def _keep(self, dialog: QDialog) -> QDialog:
        self.open_dialogs = [d for d in self.open_dialogs if d.isVisible()] + [dialog]
        return dialog

    def first_battle(self) -> QDialog:
        from morefire_gui.gui.dialogs.help import HelpDialog

        return self._keep(HelpDialog.show_page("first-battle", tr("Your first battle"), self.widget))

    def shortcuts(self) -> QDialog:
        from morefire_gui.gui.dialogs.help import ShortcutsDialog

        return self._keep(ShortcutsDialog.run(self.widget))

    def about(self) -> None:
        from morefire_gui.gui.dialogs.help import AboutDialog

        AboutDialog.run(self.widget)
