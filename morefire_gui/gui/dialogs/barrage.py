"""The barrage dialog (rule 4): choose the battery, the aim (a point, or a registration point and a shift), the
pattern; see whether the fire is observed and by whom, the time lapse, the damage zone.

In a battle played free of the sequence of play, Fire has the session fire the barrage (a :class:`Barrage` action):
the error, then every unit in or partly in the circle, with the result on the units as one undoable step (undo takes
the damage back; the log keeps the rolls). In a battle kept to the sequence of play, a barrage comes by written request
(4.11): the dialog says so, and Write the Request gives the battery its order A (an :class:`ArtilleryOrder`) in
artillery step C; it lands after the nation's time lapse (4.2), when the battle enters artillery step A of that turn.

The dialog builds the actions and shows what the session decides (``session.preview``: a refusal with its rule before
any die); it computes no rule itself. Left open, it follows the session (:class:`SessionFollower`): it asks the
session again when the battle changes before Fire or Write the Request, and closes, saying so in the status bar, when
Undo or Back takes its barrage or its request back (the result it shows is no longer the battle's) or the table is
handed over (what it shows is the last player's)."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.errors import MoreFireError
from morefire_gui.geometry.shapes import XY
from morefire_gui.gui.battery_kinds import fires_from
from morefire_gui.gui.board.scene import BoardScene
from morefire_gui.gui.board.tools.base import Editor, seen_by
from morefire_gui.gui.dialogs.following import SessionFollower
from morefire_gui.gui.dialogs.resolution import fit_columns, prompt, prompt_label, sentence, sides_offered
from morefire_gui.gui.i18n import coordinates, number, percent, tr
from morefire_gui.gui.said import entry_name, said, said_error
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.side_words import said_side, said_side_nation
from morefire_gui.gui.style import readable
from morefire_gui.gui.widgets.box_words import BoxWords
from morefire_gui.gui.widgets.pane_heading import pane_heading
from morefire_gui.gui.widgets.salvo_choice import SalvoChoice
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.gui.widgets.table_point_box import TablePointBox
from morefire_gui.model.actions import Action
from morefire_gui.model.actions.artillery import ArtilleryOrder, Barrage
from morefire_gui.model.artillery import ShiftYards
from morefire_gui.rules.artillery.barrage import HitResult, Pattern
from morefire_gui.rules.explain import Step
from morefire_gui.session.artillery import (
    BarrageOutcome,
    BarragePlan,
    OffBoardGuns,
    battery_guns_said,
    request_now,
    rules_battery,
)
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.names import names, unit_name
from morefire_gui.session.resolution import Resolution
from morefire_gui.session.turn_state import fired_note

OFF_BOARD, NAVAL = "__off_board__", "__naval__"
AUTO, OBSERVED, UNOBSERVED = "auto", "observed", "unobserved"
BATTERY_WORDS = Qt.ItemDataRole.UserRole + 1  # what a battery of the box is: "off board, 4 x 105 mm"
RESULT_COLOURS = {HitResult.DESTROYED: "#b3140a", HitResult.IMMOBILIZED: "#c46a00", HitResult.NO_EFFECT: "#2f6b2f"}


class _WholeInTheList(QStyledItemDelegate):
    """The list a battery box drops down: each battery whole, what it is after its name ("(off the table, 4 x 105 mm)")."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        whole = index.data(Qt.ItemDataRole.ToolTipRole)
        if whole:
            option.text = str(whole)

    def shown_text(self, index: QModelIndex | QPersistentModelIndex) -> str:
        """The entry as the list reads it."""
        option = QStyleOptionViewItem()
        self.initStyleOption(option, index)
        return str(option.text)


class _BatteryBox(QComboBox):
    """The battery by its name; in the list it drops down, each battery whole, the list as wide as the widest."""

    def __init__(self) -> None:
        super().__init__()
        self.setItemDelegate(_WholeInTheList(self))

    def showPopup(self) -> None:
        view = self.view()
        view.setMinimumWidth(view.sizeHintForColumn(0) + view.verticalScrollBar().sizeHint().width() + 8)
        super().showPopup()


class BarrageDialog(QDialog):
    def __init__(
        self,
        session: BattleSession,
        editor: Editor,
        board: BoardScene,
        aim: XY | None = None,
        side: str | None = None,
        battery: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session, self.editor, self.board = session, editor, board
        self.plan: BarragePlan | None = None
        self.outcome: BarrageOutcome | None = None
        self.written: Resolution | None = None  # the request written (a battle kept to the sequence of play)
        self.strict = session.battle.strict
        self.setWindowTitle(tr("Barrage"))
        fit_to_screen(self, 980, 720)
        battle = session.battle

        self.side = QComboBox()
        for s in sides_offered(editor, battle):  # hot seat: the side's own (its batteries and points are secret)
            self.side.addItem(said_side_nation(battle, s.id), s.id)
        if side is not None and self.side.findData(side) >= 0:
            self.side.setCurrentIndex(self.side.findData(side))
        self.battery = _BatteryBox()
        # The battery by its name in the box, what it is (on or off board, its guns) on a line under it: the name and
        # all of it were wider than the box ("122 mm howitzer battery (off board, 4 x 122 mm)"), and cut.
        self.battery_words = QLabel()
        self.battery_words.setWordWrap(True)
        self.battery.currentIndexChanged.connect(self._say_battery)
        self.guns = QSpinBox(minimum=1, maximum=24, value=4)
        self.calibre = QDoubleSpinBox(decimals=1, minimum=20, maximum=460, value=105, suffix=tr(" mm"))
        self.mortar = QCheckBox(tr("Mortars"))
        # The guns the player set for guns off the table, kept while the greyed row shows another battery's own.
        self.own_guns: tuple[int, float, bool] = (self.guns.value(), self.calibre.value(), False)
        self.guns_shown: object = OFF_BOARD  # whose guns the row shows: the choice of the battery box
        self.battery.currentIndexChanged.connect(self._show_guns)
        self.aim_kind = QComboBox()
        self.aim_kind.addItem(tr("A point on the table"), "point")
        self.aim_kind.addItem(tr("A registration point"), "rp")
        self.aim_x = TablePointBox(battle.table.width)
        self.aim_y = TablePointBox(battle.table.depth)
        if aim is not None:
            self.aim_x.setValue(aim[0])
            self.aim_y.setValue(aim[1])
        self.rp = QComboBox()
        self.add_drop = QSpinBox(minimum=-800, maximum=800, singleStep=50, suffix=tr(" yd"))
        self.add_drop.setToolTip(tr("Add (+, further along the line of fire) or drop (−), at most 800 yards (4.12)"))
        self.right_left = QSpinBox(minimum=-800, maximum=800, singleStep=50, suffix=tr(" yd"))
        self.right_left.setToolTip(tr("Right (+) or left (−) as the battery sees it, at most 800 yards (4.12)"))
        self.pattern = QComboBox()
        self.pattern.addItem(tr("Spread"), Pattern.SPREAD.value)
        self.pattern.addItem(tr("Converged (advanced)"), Pattern.CONVERGED.value)
        self.observed = QComboBox()
        self.observed.addItem(tr("Decided by line of sight"), AUTO)
        self.observed.addItem(tr("Observed"), OBSERVED)
        self.observed.addItem(tr("Unobserved"), UNOBSERVED)
        self.advanced = QCheckBox(tr("Advanced rules"))
        self.advanced.setChecked(battle.settings.advanced)
        # What the box changes, wrapped beside it (in German it held the dialog wider than it asks).
        self.advanced_words = BoxWords(self.advanced, tr("(error modifiers, odd/even damage die)"))
        # ISLAND C: the naval bombardment of an island invasion fires up to its salvoes a turn when the mission lands.
        self.salvoes = SalvoChoice()

        form = QFormLayout()
        form.addRow(tr("Firing side"), self.side)
        battery_box = QWidget()
        battery_column = QVBoxLayout(battery_box)
        battery_column.setContentsMargins(0, 0, 0, 0)
        battery_column.setSpacing(2)
        battery_column.addWidget(self.battery)
        battery_column.addWidget(self.battery_words)
        battery_label = QLabel(tr("Battery"))
        battery_label.setBuddy(self.battery)
        form.addRow(battery_label, battery_box)
        guns_row = QHBoxLayout()
        self.guns_of = QLabel(tr("guns of"))
        # In place of the guns, when the battery chosen has none the rules can read (none chosen, every gun
        # destroyed): why, never the last battery's guns.
        self.no_guns = QLabel()
        self.no_guns.setWordWrap(True)
        self.no_guns.setVisible(False)
        for w in (self.guns, self.guns_of, self.calibre, self.mortar, self.no_guns):
            guns_row.addWidget(w)
        self.guns_box = QWidget()
        self.guns_box.setLayout(guns_row)
        guns_row.setContentsMargins(0, 0, 0, 0)
        # The row's name wraps at its words ("Geschütze außerhalb / des Tisches") rather than widening the form by
        # its German length, and with it the dialog's left pane: the table of the units in the damage zone beside
        # it keeps its room.
        guns_label = QLabel(tr("Guns off the table"))
        guns_label.setWordWrap(True)
        form.addRow(guns_label, self.guns_box)
        form.addRow(tr("Aim at"), self.aim_kind)
        aim_row = QHBoxLayout()
        aim_row.setContentsMargins(0, 0, 0, 0)
        aim_row.addWidget(QLabel("x"))
        aim_row.addWidget(self.aim_x)
        aim_row.addWidget(QLabel("y"))
        aim_row.addWidget(self.aim_y)
        self.point_box = QWidget()
        self.point_box.setLayout(aim_row)
        form.addRow(tr("Point"), self.point_box)
        form.addRow(tr("Registration point"), self.rp)
        shift_row = QHBoxLayout()
        shift_row.setContentsMargins(0, 0, 0, 0)
        shift_row.addWidget(QLabel(tr("add/drop")))
        shift_row.addWidget(self.add_drop)
        shift_row.addWidget(QLabel(tr("right/left")))
        shift_row.addWidget(self.right_left)
        self.shift_box = QWidget()
        self.shift_box.setLayout(shift_row)
        form.addRow(tr("Shift"), self.shift_box)
        form.addRow(tr("Pattern"), self.pattern)
        form.addRow(tr("Salvoes"), self.salvoes)
        self.form = form
        form.setRowVisible(self.salvoes, False)
        form.addRow(tr("Observation"), self.observed)
        form.addRow("", self.advanced_words.with_box())
        request_box = QGroupBox(tr("Call for fire"))
        request_box.setLayout(form)

        self.plan_view = QTextBrowser()
        self.plan_view.setAccessibleName(tr("Fire plan"))
        self.plan_view.setMinimumHeight(150)
        self.prompt = prompt_label()
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.RichText)
        self.error.setStyleSheet(f"color: {readable('#b00020')}")
        self.fire_button = QPushButton(tr("Fire"))
        self.fire_button.setToolTip(
            tr("Roll the error and every unit in the damage zone; the hits go on the units as one undoable step")
        )
        self.request_button = QPushButton(tr("Write the Request"))
        self.request_button.setToolTip(
            tr(
                "Give the battery its written order A. FIRE (4.11, 4.12) in artillery step "
                "C: "
                "it lands after the nation's time lapse (4.2)"
            )
        )
        self.request_button.setVisible(self.strict)
        self.close_button = QPushButton(tr("Close"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.request_button)
        buttons.addWidget(self.fire_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)

        self.targets = QTableWidget(0, 7)
        self.targets.setAccessibleName(tr("Targets under the barrage"))
        self.targets.setHorizontalHeaderLabels(
            [tr("Unit"), tr("Type"), tr("In zone"), tr("Class"), tr("Chance"), tr("Roll"), tr("Result")]
        )
        self.targets.verticalHeader().setVisible(False)
        self.targets.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.targets.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.targets.setColumnHidden(1, True)  # the type: in the unit's tooltip (the pane is narrow)
        fit_columns(self.targets, stretch=0)
        self.result_view = QTextBrowser()
        self.result_view.setAccessibleName(tr("Barrage results"))

        left = QVBoxLayout()
        left.addWidget(request_box)
        self.plan_title = QLabel(tr("<b>Before firing</b>"))
        left.addWidget(self.plan_title)
        left.addWidget(self.plan_view)
        left.addWidget(self.prompt)
        left.addWidget(self.error)
        left.addLayout(buttons)
        right = QVBoxLayout()
        right.addWidget(pane_heading(tr("<b>Every unit in or partly in the damage zone</b> (friend or foe)")))
        right.addWidget(self.targets, 2)
        right.addWidget(pane_heading(tr("<b>How it came out</b>: every roll, table row and modifier")))
        right.addWidget(self.result_view, 3)
        body = QHBoxLayout(self)
        body.addLayout(left, 2)
        body.addLayout(right, 3)

        if battery:
            found = battle.battery(battery)
            if found is not None:
                self.side.setCurrentIndex(self.side.findData(found.side))
        self._fill_batteries()
        if battery and self.battery.findData(battery) >= 0:
            self.battery.setCurrentIndex(self.battery.findData(battery))
        self._fill_registration_points()
        if aim is None and self.rp.count():
            # Opened on no point of the table (the Phase dock's Act, the Artillery dock's Fire…): aimed at the side's
            # first registration point (4.1), not at the table's corner (0, 0), which nobody chose.
            self.aim_kind.setCurrentIndex(self.aim_kind.findData("rp"))
        if self.strict:
            # Whether the fire is observed is decided when the rounds land, from the line of sight then (4.3).
            self.observed.setEnabled(False)
            self.observed.setToolTip(tr("Decided when the mission lands, from the line of sight at that moment (4.3)"))
        self.side.currentIndexChanged.connect(self._on_side_changed)
        for combo in (self.battery, self.aim_kind, self.rp, self.pattern, self.observed, self.salvoes):
            combo.currentIndexChanged.connect(self._refresh_plan)
        for spin in (self.guns, self.add_drop, self.right_left):
            spin.valueChanged.connect(self._refresh_plan)
        for decimal in (self.calibre, self.aim_x, self.aim_y):
            decimal.valueChanged.connect(self._refresh_plan)
        self.mortar.toggled.connect(self._refresh_plan)
        self.advanced.toggled.connect(self._refresh_plan)
        self.fire_button.clicked.connect(self.fire)
        self.request_button.clicked.connect(self.write_request)
        self.close_button.clicked.connect(self.accept)
        self.follower = SessionFollower(self, session, editor, self._refresh_plan, taken_back=self._clear_board)
        self._refresh_plan()

    # -- filling the choices --------------------------------------------------------------------------------------
    @property
    def side_id(self) -> str:
        return str(self.side.currentData())

    def _fill_batteries(self) -> None:
        self.battery.blockSignals(True)
        self.battery.clear()
        session = self.session
        for b in session.battle.batteries:
            if b.side != self.side_id:
                continue
            # The guns it has left, as the command line's barrage says them (4.11: only those in action fire).
            what = said(battery_guns_said(session.battle, b, session.catalogue, session.tables.artillery))
            self._add_battery(said(b.name) if b.name else b.id, f"{fires_from(b.kind)}, {what}", b.id)
        if not self.strict:  # a written request is a battery's (4.11): guns set by hand fire only in a free battle
            self._add_battery(tr("Guns off the table"), tr("as set below"), OFF_BOARD)
            self._add_battery(tr("Naval guns"), tr("four guns, 175 mm+ (4.7)"), NAVAL)
        self.battery.blockSignals(False)
        self._say_battery()
        self._show_guns()

    def _add_battery(self, name: str, words: str, data: str) -> None:
        """A choice of the battery box: ``name`` in the box, ``words`` under it once chosen, both in its tooltip and
        in the list the box drops down (_WholeInTheList)."""
        self.battery.addItem(name, data)
        whole = f"{name} ({words})"
        self.battery.setItemData(self.battery.count() - 1, words, BATTERY_WORDS)
        self.battery.setItemData(self.battery.count() - 1, whole, Qt.ItemDataRole.ToolTipRole)

    def _say_battery(self) -> None:
        """What the battery chosen is, under its name; the whole in the box's tooltip."""
        self.battery_words.setText(str(self.battery.currentData(BATTERY_WORDS) or ""))
        self.battery.setToolTip(str(self.battery.currentData(Qt.ItemDataRole.ToolTipRole) or ""))

    def _chosen_guns(self) -> tuple[int, float, bool] | str:
        """The guns of the battery chosen as the rules read them (the battle's battery, or naval guns, 4.7); or, in
        short, why there are none to read (no battery chosen, or one whose guns are all destroyed: the plan's refusal
        says why in full)."""
        choice = self.battery.currentData()
        battle = self.session.battle
        side = battle.side(self.side_id)
        definition = OffBoardGuns(naval=True) if choice == NAVAL else battle.battery(str(choice))
        if choice is None or side is None or definition is None:
            return tr("no battery chosen")
        try:
            read = rules_battery(battle, definition, side, self.session.catalogue, self.session.tables)
        except MoreFireError:
            return tr("no gun that can fire (see why below)")  # the plan's refusal says it whole
        return read.guns, read.calibre_mm, read.is_mortar

    def _show_guns(self) -> None:
        """The greyed guns row shows the chosen battery's own guns and calibre as the battle has them now, or why it
        has none; Guns off the table gets back the guns the player set for it."""
        choice = self.battery.currentData()
        if self.guns_shown == OFF_BOARD:
            if choice == OFF_BOARD:
                return  # the player's own guns, as they set them
            self.own_guns = (self.guns.value(), self.calibre.value(), self.mortar.isChecked())
        self.guns_shown = choice
        shown = self.own_guns if choice == OFF_BOARD else self._chosen_guns()
        for w in (self.guns, self.guns_of, self.calibre, self.mortar):
            w.setVisible(not isinstance(shown, str))
        self.no_guns.setVisible(isinstance(shown, str))
        if isinstance(shown, str):
            self.no_guns.setText(shown)
            return
        for w in (self.guns, self.calibre, self.mortar):
            w.blockSignals(True)  # the plan is asked again once, by the battery box
        self.guns.setValue(shown[0])
        self.calibre.setValue(shown[1])
        self.mortar.setChecked(shown[2])
        for w in (self.guns, self.calibre, self.mortar):
            w.blockSignals(False)

    def _fill_registration_points(self) -> None:
        self.rp.blockSignals(True)
        self.rp.clear()
        side = self.session.battle.side(self.side_id)
        for p in sorted(side.registration_points if side else (), key=lambda p: p.n):
            self.rp.addItem(
                f"#{p.n}" + (f" {p.name}" if p.name else "") + " " + tr("at {point}").format(point=coordinates(*p.at)),
                p.n,
            )
        self.rp.blockSignals(False)
        if self.rp.count() == 0 and self.aim_kind.currentData() == "rp":
            self.aim_kind.setCurrentIndex(0)

    def _on_side_changed(self) -> None:
        self._fill_batteries()
        self._fill_registration_points()
        self._refresh_plan()

    # -- the actions ------------------------------------------------------------------------------------------------------
    def _shift(self) -> ShiftYards | None:
        if self.aim_kind.currentData() != "rp" or not (self.add_drop.value() or self.right_left.value()):
            return None
        return ShiftYards(add_drop=self.add_drop.value(), right_left=self.right_left.value())

    def _aim(self) -> dict[str, object]:
        if self.aim_kind.currentData() == "rp":
            if self.rp.count() == 0:
                raise MoreFireError(
                    tr(
                        "{side} has no registration points: plot them with the registration point tool, or aim at a "
                        "point"
                    ).format(side=said_side(self.session.battle, self.side_id))
                )
            return {"registration_point": int(self.rp.currentData())}
        return {"at": (self.aim_x.value(), self.aim_y.value())}

    def _no_battery(self) -> str:
        """Why a written request cannot be given: no battery of the side's is chosen, or the side has none (4.11)."""
        side = said_side(self.session.battle, self.side_id)
        if any(b.side == self.side_id for b in self.session.battle.batteries):
            return tr("a written request is given to a battery of {side} (4.11): choose one").format(side=side)
        return tr("a written request is given to a battery (4.11): {side} has none").format(side=side)

    def action(self) -> Barrage:
        """The barrage the form says, fired at once; fields left at their defaults where they are the battle's
        (the action the command line writes for the same barrage)."""
        choice = self.battery.currentData()
        if self.strict and choice is None:  # a battle kept to the sequence of play fires a battery's request only
            raise MoreFireError(self._no_battery())
        guns: dict[str, object] = {}
        if choice == OFF_BOARD:
            guns = {"guns": self.guns.value(), "calibre_mm": self.calibre.value()}
            if self.mortar.isChecked():
                guns["mortar"] = True
        elif choice == NAVAL:
            guns = {"naval": True}
        elif choice is not None:
            guns = {"battery": str(choice)}
        shift = self._shift()
        observed = {AUTO: None, OBSERVED: True, UNOBSERVED: False}[self.observed.currentData()]
        advanced = self.advanced.isChecked()
        return Barrage(
            side=self.side_id,
            **guns,  # type: ignore[arg-type]  # the guns, naval or a battery, by the choice: pydantic checks them
            **self._aim(),  # type: ignore[arg-type]  # at or registration_point, by the aim chosen: pydantic checks it
            shifts=(shift,) if shift is not None else (),
            pattern=Pattern(self.pattern.currentData()),
            observed=observed,
            advanced=None if advanced == self.session.battle.settings.advanced else advanced,
        )

    def order_action(self) -> ArtilleryOrder:
        """The written request the form says: order A. FIRE for the chosen battery (4.12)."""
        choice = self.battery.currentData()
        if choice in (None, OFF_BOARD, NAVAL):
            raise MoreFireError(self._no_battery())
        pattern = Pattern(self.pattern.currentData())
        return ArtilleryOrder(
            side=self.side_id,
            battery=str(choice),
            **self._aim(),  # type: ignore[arg-type]  # at or registration_point, by the aim chosen: pydantic checks it
            shift=self._shift(),
            pattern=None if pattern is Pattern.SPREAD else pattern,
            salvoes=self.salvoes.chosen(),  # None: every salvo it may fire, the action's default
        )

    def _fill_salvoes(self) -> None:
        """The salvoes a written request may choose (ISLAND C: up to the naval bombardment's salvoes a turn), the
        most first chosen; a row only for such a battery in a battle kept to the sequence of play."""
        from morefire_gui.session.island import naval_salvoes

        battery = self.session.battle.battery(str(self.battery.currentData()))
        most = naval_salvoes(self.session.battle, self.session.tables, battery) if battery and self.strict else None
        self.form.setRowVisible(self.salvoes, self.salvoes.offer(most))

    # -- before firing ----------------------------------------------------------------------------------------------------
    def _refresh_plan(self, *args: object) -> None:
        self._fill_salvoes()
        off_board = self.battery.currentData() == OFF_BOARD
        self.guns_box.setEnabled(off_board)
        self.point_box.setEnabled(self.aim_kind.currentData() == "point")
        self.rp.setEnabled(self.aim_kind.currentData() == "rp")
        self.shift_box.setEnabled(self.aim_kind.currentData() == "rp")
        if self.outcome is not None or self.written is not None:
            return  # fired or written: the result stays on show
        self._show_guns()  # the battery's guns as the battle has them now (a gun destroyed since)
        try:
            check = self.session.preview(self.action())
        except MoreFireError as exc:
            return self._no_plan(said_error(exc))
        plan = check.result.plan if check.accepted else check.result
        if not isinstance(plan, BarragePlan):  # a request the battle or the rules do not take
            return self._no_plan(said(check.reason))
        self.plan = plan
        notes = [] if check.accepted else [tr("Cannot fire now: {why}").format(why=said(check.refusal))]
        self.fire_button.setEnabled(check.accepted)
        offered = ""
        if self.strict:
            try:
                request = self.session.preview(self.order_action())
            except MoreFireError as exc:
                notes.append(said_error(exc))
                self.request_button.setEnabled(False)
            else:
                self.request_button.setEnabled(request.accepted)
                if request.refused:
                    notes.append(tr("The request cannot be written now: {why}").format(why=said(request.refusal)))
                else:
                    # The step takes the request: what the player does now, said as such, not a refusal in red.
                    notes, offered = [], sentence(said(request_now(self.session)))
        prompt(self.prompt, offered)
        self.error.setText("<br>".join(html.escape(n, quote=False) for n in notes))
        self.plan_view.setHtml(self._plan_html(plan))
        radius = self.session.geometry.to_table(plan.zone.radius_yards)
        self.board.barrage.show_barrage(
            plan.aim,
            None,
            radius,
            plan.battery_at,
            template=True,
            caption=tr("aim: {diameter_yards} yd zone").format(diameter_yards=plan.zone.diameter_yards),
        )
        self.board.set_zone_marks({})

    def _clear_board(self) -> None:
        """Take the aim, the impact and the zone's marks off the board."""
        self.board.barrage.clear()
        self.board.set_zone_marks({})

    def _no_plan(self, reason: str) -> None:
        self.plan = None
        prompt(self.prompt, "")
        self.error.setText(html.escape(reason, quote=False))
        self.plan_view.setHtml("")
        self.fire_button.setEnabled(False)
        self.request_button.setEnabled(False)
        self.board.barrage.clear()

    def _observed_html(self, plan: BarragePlan) -> str:
        """Observed or not (4.3), and by whom as this side may know them, in bold."""
        e = html.escape
        if not plan.observed:
            return "<b>" + e(tr("unobserved")) + "</b>"
        observers = said(names(self.session, plan.observers, seen_by(self.editor)))
        by = " " + e(tr("(seen by {observers})").format(observers=observers)) if plan.observers else ""
        return "<b>" + e(tr("observed")) + "</b>" + by

    def _plan_html(self, plan: BarragePlan) -> str:
        e = html.escape
        steps = plan.steps
        if self.strict:
            # A request: whether any friendly unit sees the aim is asked when the rounds land, not now (4.3).
            seeing = tr(
                "Whether the fire is observed is decided when the rounds land, by the lines of sight then (4.3)."
            )
            steps = plan.aim_steps  # whether it is observed now says nothing of then
        else:
            seeing = tr("Fire is {seen} (4.3).").format(seen=self._observed_html(plan))
        fired = (
            fired_note(
                self.session.battle,
                plan.battery_id,
                self.session.tables,
                unit_name(self.session, plan.battery_id, seen_by(self.editor)),
            )
            if plan.battery_id
            else None
        )
        zone, lapse = plan.zone, plan.lapse
        return (
            (f"<p style='color:{readable('#c46a00')}'><b>{e(said(fired))}</b></p>" if fired else "")
            +
            # Points as the window writes them everywhere (gui/i18n.py, coordinates), in German as in English.
            tr("<p>Aim {aim}; battery at {battery}, {range} yd away. {seeing}</p>").format(
                aim=coordinates(*plan.aim),
                battery=coordinates(*plan.battery_at),
                range=number(plan.range_yards),
                seeing=seeing,
            )
            + "<p>"
            + e(
                tr("Damage zone: {yards} yd across ({pattern}, %n gun(s), {column}) (4.5).", None, zone.guns).format(
                    yards=zone.diameter_yards, pattern=said(zone.pattern.value), column=said(zone.column)
                )
                + " "
                + tr(
                    "A new fire mission (order A) lands %n turn(s) after it is called (4.2, row “{row}”).",
                    None,
                    lapse.turns,
                ).format(row=said(lapse.row))
            )
            + "</p>"
            + steps_html(steps)
        )

    # -- firing, or writing the request -----------------------------------------------------------------------------------
    def fire(self) -> None:
        """Fire: the session rolls the barrage, and its hits, marks and log entry are one undoable step."""
        if self.plan is None or self.outcome is not None:
            return
        resolution = self.follower.act(lambda: self._take(self.action))
        if resolution is not None:
            self.outcome = resolution.result
            self.show_outcome(resolution.result)
            self._lock()

    def write_request(self) -> None:
        """Write the request: the battery's order A, in artillery step C (its rounds land after the time lapse)."""
        if self.written is not None:
            return
        resolution = self.follower.act(lambda: self._take(self.order_action))
        if resolution is not None:
            self.written = resolution
            self.error.setText("")
            self.result_view.setHtml(
                "<p>"
                + tr("{written} {order}").format(
                    written="<b>" + html.escape(tr("Request written:")) + "</b>",
                    order=html.escape(said(resolution.text)),
                )
                + "</p>"
                + steps_html(resolution.steps, tr("The written order (4.12)"))
            )
            self._lock()

    def _take(self, build: Callable[[], Action]) -> Resolution | None:
        """The action the form says, taken by the window; None (and the reason shown) when it is refused."""
        try:
            resolution = self.editor.act(build())
        except MoreFireError as exc:
            self.error.setText(html.escape(said_error(exc), quote=False))
            return None
        if resolution.refused:
            self.error.setText(html.escape(said(resolution.refusal), quote=False))
            return None
        return resolution

    def _lock(self) -> None:
        prompt(self.prompt, "")
        self.fire_button.setEnabled(False)
        self.request_button.setEnabled(False)
        for w in (
            self.side,
            self.battery,
            self.aim_kind,
            self.rp,
            self.pattern,
            self.salvoes,
            self.observed,
            self.guns,
            self.calibre,
            self.mortar,
            self.aim_x,
            self.aim_y,
            self.add_drop,
            self.right_left,
            self.advanced,
        ):
            w.setEnabled(False)

    def _result_sections(self, outcome: BarrageOutcome) -> tuple[tuple[str, tuple[Step, ...]], ...]:
        """The titled steps the results pane shows: every one, the battery and its aim first."""
        return outcome.sections()

    def show_outcome(self, outcome: BarrageOutcome) -> None:
        """The barrage as it came out: every unit rolled for, every step, and on the board the drift and the zone."""
        result = outcome.result
        zone = outcome.zone
        self.targets.setRowCount(len(result.targets))
        for row, target in enumerate(result.targets):
            unit = self.session.battle.unit(target.unit_id)
            where = zone.unit(target.unit_id) if zone is not None else None
            entry = self.session.catalogue.get(unit.type) if unit is not None else None
            name = said(unit_name(self.session, target.unit_id, seen_by(self.editor)))
            cells = [
                name,
                entry_name(entry) if entry is not None else "",
                (tr("partly") if where is not None and where.partly_in else tr("in", "in the zone")),
                target.target_class.value,
                percent(target.chance),
                str(target.roll),
                said(target.result.value.replace("_", " ")),
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 6:
                    item.setForeground(QColor(readable(RESULT_COLOURS.get(target.result, "#111111"))))
                item.setToolTip(steps_html(target.steps, name))
                self.targets.setItem(row, col, item)
        fit_columns(self.targets, stretch=0)
        parts = [steps_html(steps, title) for title, steps in self._result_sections(outcome)]
        if not result.targets:
            parts.insert(0, "<p><b>" + html.escape(tr("No unit is in the damage zone.")) + "</b></p>")
        self.result_view.setHtml("".join(parts))
        if outcome.impact is not None and result.zone is not None:
            radius = self.session.geometry.to_table(result.zone.diameter_yards / 2)
            e = result.error
            drift = (
                tr("on target")
                if e is None or not e.yards or e.direction is None  # no direction: an error of 0 yards
                else tr("{yards} yd {direction}").format(yards=e.yards, direction=said(e.direction.value))
            )
            self.board.barrage.show_barrage(
                outcome.plan.aim,
                outcome.impact,
                radius,
                outcome.plan.battery_at,
                caption=tr("{drift}; {diameter_yards} yd zone").format(
                    drift=drift, diameter_yards=result.zone.diameter_yards
                ),
            )
            self.board.set_zone_marks(
                {u.unit_id: "partly" if u.partly_in else "in" for u in zone.units} if zone is not None else {}
            )

    def target_rows(self) -> list[list[str]]:
        """What the target list shows, row by row (for tests and for copying)."""
        return [
            [
                item.text() if (item := self.targets.item(r, c)) is not None else ""
                for c in range(self.targets.columnCount())
            ]
            for r in range(self.targets.rowCount())
        ]

    @classmethod
    def run(
        cls,
        session: BattleSession,
        editor: Editor,
        board: BoardScene,
        aim: XY | None = None,
        side: str | None = None,
        battery: str | None = None,
        parent: QWidget | None = None,
    ) -> BarrageDialog:
        dialog = cls(session, editor, board, aim, side, battery, parent)
        dialog.exec()
        return dialog
