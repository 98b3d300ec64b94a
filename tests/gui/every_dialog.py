"""Every dialog of the app, built on the demo battle as the window opens it: for the tests that walk them all (the
screen fit, mnemonics, accessible names). A new QDialog class must be added here: ``test_every_dialog_is_built``
finds any that is not."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable

from PySide6.QtWidgets import QDialog

import morefire_gui.gui
from morefire_gui.gui.dialogs.airstrike import AirstrikeDialog
from morefire_gui.gui.dialogs.assault import AssaultDialog
from morefire_gui.gui.dialogs.barrage import BarrageDialog
from morefire_gui.gui.dialogs.battery import BatteryDialog
from morefire_gui.gui.dialogs.battle_mission import BattleMissionDialog
from morefire_gui.gui.dialogs.catalogue_browser import CatalogueBrowser
from morefire_gui.gui.dialogs.catalogue_entry import CatalogueEntryDialog
from morefire_gui.gui.dialogs.counter_properties import CounterPropertiesDialog
from morefire_gui.gui.dialogs.dice import DiceDialog
from morefire_gui.gui.dialogs.direct_fire import FireDialog
from morefire_gui.gui.dialogs.export import ExportDialog
from morefire_gui.gui.dialogs.force_builder import ForceBuilderDialog
from morefire_gui.gui.dialogs.help import AboutDialog, HelpDialog, ShortcutsDialog
from morefire_gui.gui.dialogs.infantry_fire import InfantryFireDialog
from morefire_gui.gui.dialogs.melee import MeleeDialog
from morefire_gui.gui.dialogs.move_result import MoveResultDialog
from morefire_gui.gui.dialogs.new_battle import NewBattleDialog
from morefire_gui.gui.dialogs.piece_properties import PiecePropertiesDialog
from morefire_gui.gui.dialogs.placement import PlacementDialog
from morefire_gui.gui.dialogs.preferences import PreferencesDialog
from morefire_gui.gui.dialogs.print_setup import PrintSetupDialog
from morefire_gui.gui.dialogs.random_battle import RandomBattleDialog
from morefire_gui.gui.dialogs.replay import ReplayDialog
from morefire_gui.gui.dialogs.suicide_squad import SuicideSquadDialog
from morefire_gui.gui.dialogs.table_image import TableImageDialog
from morefire_gui.gui.dialogs.victory import VictoryDialog
from morefire_gui.gui.error_report import ErrorReportDialog
from morefire_gui.gui.features.aircraft import AircraftFeature
from morefire_gui.gui.features.report import ReportDialog
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.main_window import MainWindow
from morefire_gui.gui.preferences import load_preferences
from morefire_gui.rules.dice import Die
from morefire_gui.rules.words import QT_TRANSLATE_NOOP

# Dialogs with the layout of another, built as that one: a fire mission landing is the barrage dialog showing it
# (its size and widgets are the barrage dialog's).
SAME_AS = {"MissionBarrageDialog": "BarrageDialog"}


def _factories() -> dict[type[QDialog], Callable[[MainWindow], QDialog]]:
    def airstrike(w: MainWindow) -> QDialog:
        feature = w.feature(AircraftFeature)
        return AirstrikeDialog(w.session, w, w.scene, None, feature.tables, None, None, None, "axis", w)  # type: ignore[attr-defined]

    return {
        AirstrikeDialog: airstrike,
        AssaultDialog: lambda w: AssaultDialog(w.session, w, "ge11", "su3", w),
        BarrageDialog: lambda w: BarrageDialog(w.session, w, w.scene, (30.0, 40.0), "axis", "bty1", w),
        BatteryDialog: lambda w: BatteryDialog(w.session, "axis", [], w),
        BattleMissionDialog: lambda w: BattleMissionDialog(w.session.battle, w.session.tables, None, w),
        CatalogueBrowser: lambda w: CatalogueBrowser(w.session, None, w),
        CatalogueEntryDialog: lambda w: CatalogueEntryDialog(
            w.session.catalogue.get("pz4h"), w.session, lambda e: True, False, w
        ),
        CounterPropertiesDialog: lambda w: CounterPropertiesDialog(w.session, "ge7", w, w.view_filter, w),
        DiceDialog: lambda w: DiceDialog(
            Die.D6, QT_TRANSLATE_NOOP("Rules", "mud maintenance roll, {unit}").format(unit="T-34 #3"), w
        ),
        FireDialog: lambda w: FireDialog(w.session, w, None, "ge2", "su3", w),
        ExportDialog: lambda w: ExportDialog(w.session, None, w),
        ForceBuilderDialog: lambda w: ForceBuilderDialog(w.session, w, w),
        HelpDialog: lambda w: HelpDialog.show_page("first-battle", tr("Your first battle"), w),
        ShortcutsDialog: lambda w: ShortcutsDialog(w),
        AboutDialog: lambda w: AboutDialog(w),
        InfantryFireDialog: lambda w: InfantryFireDialog(w.session, w, (20.0, 31.0), ["ge11", "ge13"], w),
        MeleeDialog: lambda w: MeleeDialog(w.session, w, "ge11", "su13", w),
        MoveResultDialog: lambda w: MoveResultDialog(w),
        NewBattleDialog: lambda w: NewBattleDialog(w.session.tables, w),
        PiecePropertiesDialog: lambda w: PiecePropertiesDialog(w.session.battle.piece("h1"), w),  # type: ignore[arg-type]
        PlacementDialog: lambda w: PlacementDialog(w.session.battle, w),
        PreferencesDialog: lambda w: PreferencesDialog(load_preferences(), w.session.battle, w),
        PrintSetupDialog: lambda w: PrintSetupDialog(w.session, None, w),
        RandomBattleDialog: lambda w: RandomBattleDialog(w.session.tables, None, w),
        ReplayDialog: lambda w: ReplayDialog(w.session, None, w),
        SuicideSquadDialog: lambda w: SuicideSquadDialog(w.session, w, "ge11", w),
        VictoryDialog: lambda w: VictoryDialog(w.session, w, w),
        ReportDialog: lambda w: ReportDialog(w.session, w),
        TableImageDialog: lambda w: TableImageDialog(w.session, w, w),
        ErrorReportDialog: lambda w: ErrorReportDialog(
            "Traceback (most recent call last):\nRuntimeError: a test", [], w
        ),
    }


FACTORIES = _factories()


def every_dialog(window: MainWindow) -> dict[str, QDialog]:
    """Each dialog class's name, and one of it built on the window's battle (not shown yet)."""
    return {cls.__name__: make(window) for cls, make in FACTORIES.items()}


def dialog_classes() -> set[str]:
    """The names of every QDialog subclass the app's GUI package defines."""
    for info in pkgutil.walk_packages(morefire_gui.gui.__path__, "morefire_gui.gui."):
        importlib.import_module(info.name)
    found: set[str] = set()
    todo = [QDialog]
    while todo:
        cls = todo.pop()
        for sub in cls.__subclasses__():
            if sub.__module__.startswith("morefire_gui."):
                found.add(sub.__name__)
            todo.append(sub)
    return found
