"""The Movement dock: the last move and every step of it, mounting and dismounting the selected units, the
close-combat order (the slower first, in quarter-allowance segments), and minefields — laying a section and
which side's view the board shows."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.actions import arms_tool
from morefire_gui.gui.board.tools.minefield import SectionChoice
from morefire_gui.gui.i18n import QT_TR_NOOP, table_number, tr, tr_kept
from morefire_gui.gui.phase_offers import set_own_offered, starts
from morefire_gui.gui.said import said
from morefire_gui.gui.side_words import said_side_nation
from morefire_gui.gui.widgets.side_drafts import SideDrafts
from morefire_gui.model.terms import MineType
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.play_kinds import PlayKind
from morefire_gui.session.visibility import View

if TYPE_CHECKING:
    from collections.abc import Mapping

    from morefire_gui.rules.movement_allowance import CloseCombatOrder

NOBODY = ""
VIEWER_TIP = QT_TR_NOOP(
    "The board as one side sees it: deliberate minefields are drawn only for their owner (and once revealed); "
    "Everyone is the umpire's view"
)


class MovementDock(QDockWidget):
    clearing_toggled = Signal(bool)
    mount_requested = Signal()
    dismount_requested = Signal()
    close_combat_changed = Signal()
    close_combat_declared = Signal()
    close_combat_passed = Signal()
    lay_requested = Signal()
    section_changed = Signal()
    viewer_changed = Signal(str)  # a side id, or "" for everyone

    def __init__(self, parent: QWidget | None = None) -> None:
        from morefire_gui.gui.dialogs.resolution import read_only_table

        super().__init__(tr("Movement"), parent)
        self.setObjectName("movement")
        self.tabs = QTabWidget()
        self.setWidget(self.tabs)

        # Move
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(2, 2, 2, 2)
        hint = QLabel(
            tr(
                "With the <b>Move</b> tool (G), press on a counter and drag: green is as far as it may go "
                "this turn, red beyond. Shift-release adds a waypoint. Known minefields on the way are "
                "highlighted; the move rolls for them when it is made."
            )
        )
        hint.setWordWrap(True)
        # The hint is read whole: it keeps the height its words need at the dock's width (a fixed height would be
        # the one they need at a narrower width, a blank band on a laptop), and the last move's pane takes the rest.
        self.clearing = QCheckBox(tr("Clearing mission stated"))
        self.clearing.setToolTip(
            tr(
                "3.61: the unit moves on a minefield-clearing mission stated as it moves; it rolls "
                "nothing in the minefields its side knows of"
            )
        )
        self.clearing.toggled.connect(self.clearing_toggled)
        self.last_move = QTextBrowser()
        self.last_move.setMinimumHeight(40)
        self.last_move.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        layout.addWidget(hint)
        layout.addWidget(self.clearing)
        layout.addWidget(QLabel(tr("<b>Last move</b>")))
        layout.addWidget(self.last_move, 1)
        self.tabs.addTab(page, tr("Move"))

        # Mount / dismount
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(2, 2, 2, 2)
        self.mount_hint = QLabel()
        self.mount_hint.setWordWrap(True)
        row = QHBoxLayout()
        self.mount_button = QPushButton(tr("Mount"))
        self.mount_button.setToolTip(tr("Put the selected infantry on the selected vehicle (within 100 yards)"))
        self.dismount_button = QPushButton(tr("Dismount"))
        self.dismount_button.setToolTip(tr("Take the selected passengers (or the selected vehicle's) off, behind it"))
        starts(self.mount_button, PlayKind.MOUNT)  # offered in the step the battle mounts in, with a choice to mount
        starts(self.dismount_button, PlayKind.MOUNT)
        self.mount_button.clicked.connect(self.mount_requested)
        self.dismount_button.clicked.connect(self.dismount_requested)
        row.addWidget(self.mount_button)
        row.addWidget(self.dismount_button)
        self.mount_result = QLabel()
        self.mount_result.setWordWrap(True)
        layout.addWidget(self.mount_hint)
        layout.addLayout(row)
        layout.addWidget(self.mount_result)
        layout.addStretch(1)
        self.tabs.addTab(page, tr("Mount"))

        # Close combat
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(2, 2, 2, 2)
        form = QFormLayout()
        self.close_yards = QSpinBox(minimum=0, maximum=2000, singleStep=50, value=200, suffix=tr(" yd"))
        self.close_yards.setToolTip(
            tr(
                "Which enemies are close is the players' call: those within this distance of "
                "the selected units join them"
            )
        )
        self.close_road = QCheckBox(tr("At road rates"))
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(tr("Enemies within"), self.close_yards)
        form.addRow("", self.close_road)
        self.close_hint = QLabel()
        self.close_hint.setWordWrap(True)
        self.close_table = read_only_table([tr("Round"), tr("Unit"), tr("Moves"), tr("Yards")])
        self.close_yards.valueChanged.connect(self.close_combat_changed)
        self.close_road.toggled.connect(self.close_combat_changed)
        # The open group (sequence of play, movement 6): whose segment it is, its yards, the round.
        self.close_now = QLabel()
        self.close_now.setWordWrap(True)
        self.close_now.setVisible(False)
        row = QHBoxLayout()
        self.close_declare = QPushButton(tr("Declare"))
        self.close_declare.setToolTip(
            tr(
                "Declare these units in close combat: from now on each moves a quarter of its allowance at a time, "
                "the slower first, four rounds"
            )
        )
        self.close_pass = QPushButton(tr("Stop moving"))
        self.close_pass.setToolTip(
            tr("The unit whose segment it is stops moving: its segments left are skipped and the close combat goes on")
        )
        self.close_declare.clicked.connect(self.close_combat_declared)
        self.close_pass.clicked.connect(self.close_combat_passed)
        row.addWidget(self.close_declare)
        row.addWidget(self.close_pass)
        layout.addWidget(self.close_now)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.close_hint)
        layout.addWidget(self.close_table, 1)
        self.tabs.addTab(page, tr("Close combat"))

        # Minefields
        page = QWidget()
        form = QFormLayout(page)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.mines = QComboBox()
        for m, text in (
            (MineType.AP, tr("AP (anti-personnel)")),
            (MineType.AT, tr("AT (anti-tank)")),
            (MineType.GP, tr("GP (mixed)")),
        ):
            self.mines.addItem(text, m.value)
        self.owner = QComboBox()
        self.deliberate = QComboBox()
        self.deliberate.addItem(tr("Hasty"), False)
        self.deliberate.addItem(tr("Deliberate"), True)
        self.deliberate.setToolTip(
            tr(
                "3.6: hasty, marked on the board; or deliberate, on the owner's deployment sheet "
                "and revealed as an enemy unit enters it"
            )
        )
        self.rotation = QDoubleSpinBox(decimals=0, minimum=0, maximum=345, singleStep=15, suffix="°")
        self.rotation.setWrapping(True)
        self.rotation.setToolTip(tr("0°: the long side east-west; Q/E turn the section on the board"))
        self.lay_button = QPushButton(tr("Lay on the board"))
        self.lay_button.setToolTip(tr("Click the table to lay a 100 × 50 yard section (Shift+M)"))
        self.viewer = QComboBox()
        self.viewer.setToolTip(tr_kept(VIEWER_TIP))
        for combo in (self.mines, self.owner, self.deliberate, self.viewer):
            # Long side names do not widen the dock (and narrow the board).
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)
        for w in (self.mines, self.owner, self.deliberate):
            w.currentIndexChanged.connect(self.section_changed)
        self.rotation.valueChanged.connect(self.section_changed)
        self.lay_button.clicked.connect(self.lay_requested)
        arms_tool(self.lay_button, "minefield")  # offered where the tool's toolbar button is
        self.viewer.currentIndexChanged.connect(self._on_viewer_changed)
        form.addRow(tr("Mines"), self.mines)
        form.addRow(tr("Owner"), self.owner)
        form.addRow(tr("Kind"), self.deliberate)
        form.addRow(tr("Rotation"), self.rotation)
        form.addRow("", self.lay_button)
        form.addRow(tr("Shown to"), self.viewer)
        self.tabs.addTab(page, tr("Minefields"))
        self.show_selection("", "")
        # Each side's settings as its player left them ("Shown to" follows the view: not a draft).
        self.drafts = SideDrafts(
            (
                self.clearing,
                self.close_yards,
                self.close_road,
                self.mines,
                self.owner,
                self.deliberate,
                self.rotation,
            )
        )

    # -- filling ---------------------------------------------------------------------------------------------------
    def refresh(self, session: BattleSession, view: View | None = None) -> None:
        """The sides of the battle in the owner and viewer choices (keeping the current ones). "Shown to" follows
        the window's ``view`` and cannot exceed it: in a side's view it is that side's, and only the umpire's view
        may show the board as another side, or everyone, knows its minefields. The minefield, the clearing mission
        and the close combat are set as the side whose view it is left them (another side's deliberate minefield is
        its secret, 3.6). In a side's view the owner is that side or nobody: a side lays its own minefields."""
        limit = view.side if view is not None else None
        self.drafts.fill_for(limit, lambda: self._fill_sides(session, limit))

    def _fill_sides(self, session: BattleSession, limit: str | None) -> None:
        for combo, first in ((self.owner, tr("Nobody")), (self.viewer, tr("Everyone (umpire)"))):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            if combo is not self.viewer or limit is None:
                combo.addItem(first, NOBODY)
            for side in session.battle.sides:
                # In a side's view a minefield is laid for that side alone (3.6: on its owner's deployment sheet), and
                # the board shown as that side sees it.
                if limit is not None and side.id != limit:
                    continue
                combo.addItem(said_side_nation(session.battle, side.id), side.id)
            index = combo.findData(current)
            combo.setCurrentIndex(index if index >= 0 else 0)
            combo.blockSignals(False)
        self.viewer.setEnabled(limit is None)
        self.viewer.setToolTip(
            tr_kept(VIEWER_TIP)
            if limit is None
            else tr("The board shows this side's view (Players menu): the minefields it knows of")
        )

    def section_choice(self) -> SectionChoice:
        owner = self.owner.currentData() or None
        return SectionChoice(
            MineType(self.mines.currentData()), owner, bool(self.deliberate.currentData()), float(self.rotation.value())
        )

    def set_rotation(self, degrees: float) -> None:
        self.rotation.blockSignals(True)
        self.rotation.setValue(round(degrees) % 360)
        self.rotation.blockSignals(False)

    def viewer_side(self) -> str | None:
        return self.viewer.currentData() or None

    def set_viewer(self, side: str | None) -> None:
        self.viewer.setCurrentIndex(max(0, self.viewer.findData(side or NOBODY)))

    def _on_viewer_changed(self) -> None:
        self.viewer_changed.emit(self.viewer.currentData() or NOBODY)

    # -- showing ---------------------------------------------------------------------------------------------------
    def show_move(self, html_text: str) -> None:
        self.last_move.setHtml(html_text)

    def show_selection(self, hint: str, result: str, can_mount: bool = False, can_dismount: bool = False) -> None:
        self.mount_hint.setText(
            hint
            or tr(
                "Select an infantry unit and a vehicle of its side to mount it, or a passenger (or its vehicle) to "
                "dismount."
            )
        )
        self.mount_result.setText(result)
        set_own_offered(self.mount_button, can_mount)
        set_own_offered(self.dismount_button, can_dismount)

    def show_close_combat(
        self,
        order: CloseCombatOrder | None,
        message: str = "",
        table_unit: str = "in",
        names: Mapping[str, str] | None = None,
    ) -> None:
        """The close-combat order, each unit by the name the roster gives it (``names``; its id where it has none)."""
        from morefire_gui.gui.dialogs.resolution import fit_columns

        if order is None:
            self.close_hint.setText(message)
            self.close_table.setRowCount(0)
            return
        named = names or {}
        sequence = html.escape(" → ".join(said(named.get(u, u)) for u in order.order))
        first = order.order[0]
        self.close_hint.setText(
            tr(
                "<b>Moves first: {escape}</b> (the slower); then each moves a quarter of its "
                "allowance in turn, four rounds: {sequence}"
            ).format(escape=html.escape(said(named.get(first, first))), sequence=sequence)
        )
        self.close_table.setRowCount(len(order.segments))
        for r, seg in enumerate(order.segments):
            for c, text in enumerate(
                [
                    str(seg.round),
                    said(named.get(seg.unit_id, seg.unit_id)),
                    tr("{length} {unit}").format(length=table_number(seg.length), unit=said(table_unit)),
                    tr("{yards:.0f}").format(yards=seg.yards),
                ]
            ):
                self.close_table.setItem(r, c, QTableWidgetItem(text))
        fit_columns(self.close_table, stretch=1)  # the unit's name takes the room, the figures as wide as they are

    def show_open_group(self, text: str, can_declare: bool) -> None:
        """The open close-combat group in words (``text``, rich; empty: none is open, and the order of the selected
        units shows), with Stop moving offered while it is open and Declare while none is and a group is chosen."""
        self.close_now.setText(text)
        self.close_now.setVisible(bool(text))
        self.close_pass.setEnabled(bool(text))
        self.close_declare.setEnabled(not text and can_declare)

    def close_combat_rows(self) -> list[list[str]]:
        from morefire_gui.gui.dialogs.resolution import table_rows

        return table_rows(self.close_table)
