"""The phase dock: where the battle is in the sequence of play. The turn and the battle clock, the sequence with the
current step highlighted, Next and Back, the rule and what to do now, who may act in the step (ticked when they
have), the close-combat order in the movement steps, the written orders in artillery step C, and what comes up in
the turns ahead. It shows and asks; the turns feature (gui/features/turns.py) decides and pushes the edits.

In a hot-seat game it shows only what the viewing side may see (session/visibility.py's ``View``): not the other
side's hidden positions, waves not landed, batteries, registration points or orders."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence, Set
from typing import TYPE_CHECKING

from pydantic import ValidationError
from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDockWidget,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.i18n import QT_TR_NOOP, KeptWords, tr
from morefire_gui.gui.phase_offers import offer_unless, set_own_offered
from morefire_gui.gui.said import said, said_rule
from morefire_gui.gui.side_words import said_side, said_side_short
from morefire_gui.gui.style import readable_colours
from morefire_gui.gui.widgets.back_next import BackNextRow
from morefire_gui.gui.widgets.eliding_button import ElidingButton
from morefire_gui.gui.widgets.eliding_combo import ElidingComboBox
from morefire_gui.gui.widgets.folded_text import FoldedText, FoldingLabel
from morefire_gui.gui.widgets.salvo_choice import SalvoChoice
from morefire_gui.gui.widgets.side_drafts import SideDrafts
from morefire_gui.io.validation_words import sentence
from morefire_gui.model.artillery import ShiftYards
from morefire_gui.rules.sequence import Actors
from morefire_gui.session.at_table import sides_had_the_table
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.fire_orders import OrderKind

if TYPE_CHECKING:
    from morefire_gui.model.actions.artillery import ArtilleryOrder
    from morefire_gui.model.battle import Battle
    from morefire_gui.rules.sequence import Place
    from morefire_gui.session.sequence_of_play import Actor
    from morefire_gui.session.turn_state import CurrentStep
    from morefire_gui.session.visibility import View

ROLE = Qt.ItemDataRole.UserRole
LIST_ROWS = 5  # who may act, and what comes up, ask for up to five rows' height
NOTE = Qt.ItemDataRole.UserRole + 1
# Whether an actor is another side's than the one at the table (hot seat): listed, not acted with.
THEIRS = Qt.ItemDataRole.UserRole + 2
# The orders as the form's choice names them (4.12's letters and words, short enough for a laptop's dock), and each
# whole, as 4.12 and 4.42 write it, in the choice's tooltip and in the list's.
ORDER_TEXT = KeptWords(
    {
        OrderKind.FIRE: QT_TR_NOOP("A. FIRE"),
        OrderKind.REPEAT: QT_TR_NOOP("B. REPEAT"),
        OrderKind.SHIFT: QT_TR_NOOP("C. SHIFT"),
        OrderKind.CEASE_FIRE: QT_TR_NOOP("D. CEASE FIRE"),
        OrderKind.COUNTER_BATTERY: QT_TR_NOOP("Counter-battery"),
    }
)
ORDER_TIPS = KeptWords(
    {
        OrderKind.FIRE: QT_TR_NOOP(
            "A. FIRE at a registration point, perhaps with a shift from it (4.12 A); at any point with the Barrage tool"
        ),
        OrderKind.REPEAT: QT_TR_NOOP("B. REPEAT: fire again at the last location (4.12 B)"),
        OrderKind.SHIFT: QT_TR_NOOP("C. SHIFT: add or drop and right or left, at most 800 yards each (4.12 C)"),
        OrderKind.CEASE_FIRE: QT_TR_NOOP("D. CEASE FIRE (4.12 D)"),
        OrderKind.COUNTER_BATTERY: QT_TR_NOOP("Counter-battery fire at an enemy battery (4.42)"),
    }
)


def _top_items(tree: QTreeWidget) -> list[QTreeWidgetItem]:
    """The tree's top-level items, in order (Qt gives None only for an index past the last)."""
    return [item for i in range(tree.topLevelItemCount()) if (item := tree.topLevelItem(i)) is not None]


class _ListTree(QTreeWidget):
    """A list that asks for the height of its rows, two to five of them (LIST_ROWS), and takes what room the dock has
    left (its stretch): in a laptop's short dock it scrolls itself, and what comes after it (Act, the close combat
    order, Coming up) stays in sight."""

    rows_at_most = LIST_ROWS

    def rows_height(self, rows: int) -> int:
        """How high its first ``rows`` rows are (a row not there counted a line high)."""
        model = self.model()
        shown = min(self.topLevelItemCount(), rows)
        heights = [self.sizeHintForIndex(model.index(i, 0)).height() for i in range(shown)]
        return sum(heights) + (self.fontMetrics().height() + 4) * (rows - shown)

    def sizeHint(self) -> QSize:
        rows = max(2, min(self.topLevelItemCount(), self.rows_at_most))
        header = 0 if self.isHeaderHidden() else self.header().sizeHint().height()
        return QSize(super().sizeHint().width(), self.rows_height(rows) + header + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()


def _slot(button: ElidingButton) -> QWidget:
    """A place in the dock's rows for ``button``, which it leaves for the footer when the rows above take the dock's
    height (``_FooterScroll``), and takes back when there is room again."""
    # As wide as the dock, never wider: a text wider than it (a larger system font) is cut at its end, whole in the
    # tooltip, and the dock keeps its width.
    button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    slot = QWidget()
    layout = QVBoxLayout(slot)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(button)
    return slot


class _FooterScroll(QScrollArea):
    """The dock's rows, scrolled, with a footer under them that does not scroll: a step's buttons are pinned there,
    whole in sight, when the rows above them (texts that wrap, in German's longer words or a larger system font) would
    push them out of the dock; else the footer is empty and takes no room. ``resized`` is told when the area's height
    changes, for the dock to see which buttons fit. ``focus_home`` gives the widget that takes the focus of a button
    greyed while it had it (Act, once its unit has acted)."""

    def __init__(self, resized: Callable[[], None], focus_home: Callable[[], QWidget | None]) -> None:
        super().__init__()
        self._resized = resized
        self._focus_home = focus_home
        self.footer = QWidget(self)
        self.footer_layout = QVBoxLayout(self.footer)
        self.footer_layout.setContentsMargins(4, 4, 4, 4)
        self.footer_layout.setSpacing(4)
        self.footer.hide()

    def footer_height(self, buttons: Sequence[QPushButton]) -> int:
        """How high the footer is with ``buttons`` in it (none: no footer)."""
        if not buttons:
            return 0
        margins = self.footer_layout.contentsMargins()
        spacing = self.footer_layout.spacing() * (len(buttons) - 1)
        return sum(b.sizeHint().height() for b in buttons) + spacing + margins.top() + margins.bottom()

    def pin(self, buttons: Sequence[QPushButton]) -> None:
        """``buttons`` (taken out of their rows already) in the footer, in this order, the rows' viewport above it."""
        for button in buttons:
            self.footer_layout.addWidget(button)
            button.show()
        height = self.footer_height(buttons)
        self.setViewportMargins(0, 0, 0, height)
        self.footer.setVisible(bool(buttons))
        self._place_footer()

    def unpin(self) -> list[QPushButton]:
        """The footer emptied: the buttons that were in it, in order."""
        buttons = []
        while (item := self.footer_layout.takeAt(0)) is not None:
            widget = item.widget()
            if isinstance(widget, QPushButton):
                buttons.append(widget)
        self.setViewportMargins(0, 0, 0, 0)
        self.footer.hide()
        return buttons

    def focusNextPrevChild(self, next: bool) -> bool:
        # A button greyed while it has the focus hands it on here (Qt asks for the next child). The scroll area would
        # scroll to that child, the "Coming up" list at the dock's foot, taking the turn, Back and Next out of sight
        # after each shot taken with Act: the focus goes instead to where the player was, the dock left as it is.
        focus = QApplication.focusWidget()
        if focus is not None and not focus.isEnabled() and self.isAncestorOf(focus):
            home = self._focus_home()
            if home is not None and home.isVisible() and home.isEnabled():
                home.setFocus(Qt.FocusReason.OtherFocusReason)
                return True
            kept = self.verticalScrollBar().value()
            moved = super().focusNextPrevChild(next)
            self.verticalScrollBar().setValue(kept)
            return moved
        return super().focusNextPrevChild(next)

    def _place_footer(self) -> None:
        viewport = self.viewport().geometry()
        height = self.footer.sizeHint().height() if self.footer.isVisibleTo(self) else 0
        self.footer.setGeometry(viewport.left(), viewport.bottom() + 1, viewport.width(), height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_footer()
        if event.size().height() != event.oldSize().height():
            self._resized()


class PhaseDock(QDockWidget):
    next_requested = Signal()
    back_requested = Signal()
    end_requested = Signal()
    actor_selected = Signal(str)  # a unit or battery id: select it on the board
    actor_activated = Signal(str)  # double-click: act with it (a dialog or a tool)
    theirs_activated = Signal(str)  # double-click on another side's (hot seat): said why not, and who takes the table
    actor_marked = Signal(str, bool)  # the player ticked (or unticked) it as having acted in this step
    close_combat_requested = Signal()
    order_written = Signal(object)  # an ArtilleryOrder, for the window to take
    effect_activated = Signal(object)  # a TimedEffect double-clicked (an activation roll due)

    def __init__(self, parent: QWidget | None = None) -> None:
        from morefire_gui.rules.artillery.barrage import Pattern

        super().__init__(tr("Phase"), parent)
        self.setObjectName("phase")
        self.session: BattleSession | None = None
        self.view: View | None = None  # whose view (None: everything)
        self.here: CurrentStep | None = None
        self._filling = False
        self._shown: tuple[int, str, str | None] | None = None  # the turn, step and side last shown
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)  # compact rows: on a laptop the order form of artillery step C is whole in sight

        self.turn_label = QLabel()
        font = QFont(self.turn_label.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)  # "Runde 10 — 4:30 Gefechtszeit" on one line of a laptop's dock
        font.setBold(True)
        self.turn_label.setFont(font)
        self.turn_label.setWordWrap(True)  # a narrower dock still has it whole
        self.step_label = FoldingLabel()
        self.step_label.setAutoFillBackground(True)
        self.step_label.setMargin(4)
        # Back and Next on a row: Next's step read whole, Back its arrow alone where the row is too narrow for both.
        self.steps_row = BackNextRow(tr("◀ Back"), tr("Next ▶"))
        self.back_button = self.steps_row.back_button
        self.back_button.setToolTip(tr("The step before, in this turn (Ctrl+Left)"))
        self.next_button = self.steps_row.next_button
        self.next_button.setToolTip(tr("The next step of the sequence of play (Ctrl+Right)"))
        # What may be done now: kept to the sequence of play or free, and the tools that act in this step.
        # Folded to its first lines, whole in its tooltip, where the dock is too short for it and who may act (_fold).
        self.now_label = FoldingLabel()
        # In the hot seat: which side has the table, and which must take it next to act in this step (_table_words).
        self.table_label = FoldingLabel()
        self.table_label.setObjectName("table_label")
        self.table_label.setVisible(False)
        # The buttons under the turn, above the texts that wrap: Next stays under the mouse as the steps go by.
        layout.addWidget(self.turn_label)
        layout.addWidget(self.steps_row)
        layout.addWidget(self.step_label)
        layout.addWidget(self.table_label)
        layout.addWidget(self.now_label)

        # The sequence as a stepper: a row for each phase, a chip for each step (its name in the tooltip).
        self.sequence = QWidget()
        self.sequence_grid = QGridLayout(self.sequence)
        self.sequence_grid.setContentsMargins(0, 0, 0, 0)
        self.sequence_grid.setHorizontalSpacing(3)
        self.sequence_grid.setVerticalSpacing(2)
        self.chips: dict[str, QLabel] = {}

        now = QWidget()
        now_layout = QVBoxLayout(now)
        now_layout.setContentsMargins(0, 0, 0, 0)
        # What to do, whole: the player's instruction. The rule it comes from folded to two lines under it (its number
        # and its first words, the whole paragraph in the tooltip), opened with the arrow: on a laptop, and in German's
        # longer words, who may act, Act and the close-combat order stay in sight under it.
        self.rule_label = FoldingLabel()
        self.rule_toggle = QToolButton()
        self.rule_toggle.setCheckable(True)
        self.rule_toggle.setAutoRaise(True)
        self.rule_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.rule_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.rule_toggle.setIconSize(QSize(8, 8))
        self.rule_preview = FoldedText(2)  # the rule's first words on two lines, whole words, "…" where it goes on
        self.rule_text = QLabel()
        self.rule_text.setWordWrap(True)
        self.rule_text.setVisible(False)
        small = QFont(self.rule_text.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        grey = QPalette(self.rule_text.palette())
        grey.setColor(QPalette.ColorRole.WindowText, self.palette().color(QPalette.ColorRole.PlaceholderText))
        for label in (self.rule_toggle, self.rule_preview, self.rule_text):
            label.setFont(small)
            label.setPalette(grey)
        self.rule_toggle.setFixedHeight(self.rule_toggle.fontMetrics().height() + 4)  # a line of text, not a toolbar's
        rule_row = QHBoxLayout()
        rule_row.setContentsMargins(0, 0, 0, 0)
        rule_row.setSpacing(2)
        rule_row.addWidget(self.rule_toggle, 0, Qt.AlignmentFlag.AlignTop)  # level with the rule's first line
        rule_row.addWidget(self.rule_preview, 1)
        self.actors_title = FoldingLabel()
        self.actors = _ListTree()
        self.actors.setAccessibleName(tr("Units that may act"))
        self.actors.setHeaderHidden(True)
        self.actors.setRootIsDecorated(False)
        self.actors.setWordWrap(True)
        self.actors.setUniformRowHeights(False)
        self.actors.setToolTip(
            tr("Tick a unit when it has acted; click to find it on the board; double-click to act with it")
        )
        self.act_button = ElidingButton(tr("Act with the selected…"))
        self.act_button.setToolTip(
            tr("Open the dialog or tool the selected unit or battery acts with in this step (or double-click it)")
        )
        set_own_offered(self.act_button, False)  # until a unit or battery is chosen
        # What to do and its rule, kept together: in artillery step C they go after who may act (_place_what_to_do).
        self.what_to_do = QWidget()
        what_layout = QVBoxLayout(self.what_to_do)
        what_layout.setContentsMargins(0, 0, 0, 0)
        what_layout.setSpacing(now_layout.spacing())
        what_layout.addWidget(self.rule_label)
        what_layout.addLayout(rule_row)
        what_layout.addWidget(self.rule_text)
        now_layout.addWidget(self.what_to_do)
        now_layout.addWidget(self.actors_title)
        now_layout.addWidget(self.actors, 1)
        self.act_slot = _slot(self.act_button)
        now_layout.addWidget(self.act_slot)

        # Movement steps: close combat (sequence of play clarification).
        # The button says it is close combat's: no box title above it, a line less for a laptop's dock.
        self.close_box = QWidget()
        close_layout = QVBoxLayout(self.close_box)
        close_layout.setContentsMargins(0, 2, 0, 0)
        close_layout.setSpacing(2)
        self.close_button = ElidingButton(tr("Close combat: order of the selected units"))
        self.close_button.setToolTip(
            tr(
                "Select the units in a close combat situation on the board: the slower moves "
                "first, alternating in quarter-allowance segments"
            )
        )
        self.close_label = QLabel()
        self.close_label.setWordWrap(True)
        small = QFont(self.close_label.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.close_label.setFont(small)
        self.close_slot = _slot(self.close_button)
        # The open close-combat group: whose segment it is, its yards, the round (and, in the hot seat, a hand-over).
        self.close_group = QLabel()
        self.close_group.setWordWrap(True)
        self.close_group.setVisible(False)
        close_layout.addWidget(self.close_group)
        close_layout.addWidget(self.close_slot)
        close_layout.addWidget(self.close_label)
        now_layout.addWidget(self.close_box)
        # The room a large screen leaves, under the rows where nobody is listed (else the list takes it, its stretch):
        # not spread between the texts, which would stand apart.
        now_layout.addStretch(0)

        # Artillery step C: written orders (4.12) and missions in flight.
        # Untitled: the Write button and its tooltip say what the form is for, a line less on a laptop's dock.
        self.orders_box = QGroupBox()
        self.orders_box.setToolTip(tr("Write an order (4.12)"))
        form = QFormLayout(self.orders_box)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setContentsMargins(6, 2, 6, 2)
        form.setVerticalSpacing(2)
        # On a laptop's dock the choices are cut with "…", whole in the tooltip and in the list dropped down.
        self.order_battery = ElidingComboBox()
        self.order_kind = ElidingComboBox()
        for kind, text in ORDER_TEXT.items():
            self.order_kind.addItem(text, kind.value)
            self.order_kind.setItemData(self.order_kind.count() - 1, ORDER_TIPS[kind], Qt.ItemDataRole.ToolTipRole)
        self.order_rp = ElidingComboBox()
        # 4.12 C writes a shift "A/D # & R/L #": the two on one row, as the order reads, each named in its box.
        self.order_add_drop = QSpinBox(minimum=-800, maximum=800, singleStep=50, prefix=tr("A/D "))
        self.order_add_drop.setToolTip(tr("Add (+) or drop (−) along the line of fire, at most 800 yards (4.12 C)"))
        self.order_right_left = QSpinBox(minimum=-800, maximum=800, singleStep=50, prefix=tr("R/L "))
        self.order_right_left.setToolTip(tr("Right (+) or left (−) as the battery sees it, at most 800 yards (4.12 C)"))
        self.order_shift = QWidget()
        shift_row = QHBoxLayout(self.order_shift)
        shift_row.setContentsMargins(0, 0, 0, 0)
        for spin in (self.order_add_drop, self.order_right_left):
            spin.setAccelerated(True)
            spin.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            shift_row.addWidget(spin, 1)
        self.order_pattern = ElidingComboBox()
        self.order_pattern.addItem(tr("Spread"), Pattern.SPREAD.value)
        self.order_pattern.addItem(tr("Converged (advanced)"), Pattern.CONVERGED.value)
        self.order_target = ElidingComboBox()
        self.order_salvoes = SalvoChoice()  # ISLAND C: a FIRE order of the naval bombardment
        for combo in (
            self.order_battery,
            self.order_kind,
            self.order_rp,
            self.order_pattern,
            self.order_target,
            self.order_salvoes,
        ):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)
        self.write_button = ElidingButton(tr("Write order"))
        self.write_button.setToolTip(tr("Write an order (4.12)"))
        self.order_error = QLabel()
        self.order_error.setWordWrap(True)
        self.order_error.setStyleSheet(readable_colours("color: #b00020"))
        form.addRow(tr("Battery"), self.order_battery)
        form.addRow(tr("Order"), self.order_kind)
        form.addRow(tr("Reg. point"), self.order_rp)
        form.addRow(tr("Shift (yd)"), self.order_shift)
        form.addRow(tr("Pattern"), self.order_pattern)
        form.addRow(tr("Salvoes"), self.order_salvoes)
        form.setRowVisible(self.order_salvoes, False)
        self._salvoes_offered = False  # ISLAND C: the battery chosen is the naval bombardment
        form.addRow(tr("Target battery"), self.order_target)
        self.order_form = form
        self.write_slot = _slot(self.write_button)
        form.addRow(self.write_slot)
        form.addRow(self.order_error)
        now_layout.insertWidget(0, self.orders_box)  # step C: the order to write first, who may act and Act after it
        # Each side's order as its player left it (the battery first: choosing one refills the choices after it).
        self.order_drafts = SideDrafts(
            (
                self.order_battery,
                self.order_kind,
                self.order_rp,
                self.order_add_drop,
                self.order_right_left,
                self.order_pattern,
                self.order_target,
                self.order_salvoes,
            )
        )
        self.now_layout = now_layout

        coming = QWidget()
        coming_layout = QVBoxLayout(coming)
        coming_layout.setContentsMargins(0, 0, 0, 0)
        coming_layout.addWidget(QLabel(tr("<b>Coming up</b>")))
        self.coming = _ListTree()
        self.coming.setAccessibleName(tr("Coming up"))
        self.coming.setHeaderLabels([tr("When"), tr("What"), tr("Rule")])
        self.coming.setRootIsDecorated(False)
        self.coming.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        coming_layout.addWidget(self.coming)

        layout.addWidget(now, 3)
        layout.addWidget(self.sequence)
        layout.addWidget(coming, 2)
        self.end_button = QPushButton(tr("End battle / Score…"))
        self.end_button.setToolTip(tr("Score the battle by its mission's victory conditions"))
        layout.addWidget(self.end_button)
        # Each step's buttons, in the order they come in the rows: kept whole in sight (_keep_buttons_in_sight).
        self._buttons = ((self.write_slot, self.orders_box), (self.act_slot, None), (self.close_slot, self.close_box))
        self._keeping = False
        # Where the dock is too short for two rows of who may act under the texts above it, these are folded, one after
        # the other, to these lines: the rule's first words to one, then the step's words to two, what to do to two,
        # the step's words to one, the step's name to its phase and a line, who may act to a line
        # (_keep_buttons_in_sight); in the hot seat, who has the table and takes it next (the hand-over's advice) is
        # folded last of the texts, to two lines, then one.
        self._folds: tuple[tuple[QWidget, int], ...] = (
            (self.rule_preview, 1),
            (self.now_label, 2),
            (self.rule_label, 2),
            (self.now_label, 1),
            (self.step_label, 2),
            (self.table_label, 2),
            (self.table_label, 1),
            (self.actors_title, 1),
        )
        scroll = _FooterScroll(self._keep_buttons_in_sight, lambda: self.actors)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        self.setWidget(scroll)
        body.installEventFilter(self)  # rows grown or shrunk: the buttons kept in sight

        self.next_button.clicked.connect(self.next_requested)
        self.back_button.clicked.connect(self.back_requested)
        self.end_button.clicked.connect(self.end_requested)
        self.rule_toggle.toggled.connect(self._on_rule_toggle_toggled)
        self.actors.itemClicked.connect(self._on_actors_clicked)
        self.actors.itemDoubleClicked.connect(self._on_actors_double_clicked)
        self.actors.itemChanged.connect(self._on_actors_changed)
        self.actors.currentItemChanged.connect(self._on_actors_current_changed)
        self.act_button.clicked.connect(self._on_act_clicked)
        self.coming.itemDoubleClicked.connect(self._on_coming_double_clicked)
        self.close_button.clicked.connect(self.close_combat_requested)
        self.write_button.clicked.connect(self._on_write_clicked)
        self.order_kind.currentIndexChanged.connect(self._on_order_kind_changed)
        self.order_battery.currentIndexChanged.connect(self._fill_order_choices)
        # Whatever the form says, Write order is offered only for an order the session would take now.
        for combo in (self.order_rp, self.order_pattern, self.order_target, self.order_salvoes):
            combo.currentIndexChanged.connect(self._offer_write)
        for spin in (self.order_add_drop, self.order_right_left):
            spin.valueChanged.connect(self._offer_write)

    # -- filling -------------------------------------------------------------------------------------------------------
    def refresh(self, session: BattleSession, view: View | None = None) -> None:
        """Show where the battle is, as ``view`` may see it (None: everything). The order form holds the draft of the
        side whose view it is: another side's order half written is its secret (4.1), and kept for it."""
        self.order_drafts.fill_for(view.side if view is not None else None, lambda: self._fill(session, view))

    def _fill(self, session: BattleSession, view: View | None) -> None:
        from morefire_gui.session.turn_state import current_step

        self.session = session
        self.view = view
        self._filling = True
        try:
            here = current_step(session)
            self.here = here
            place = here.place
            self.turn_label.setText(said(here.heading))
            phase_name, step_name = html.escape(said(place.phase.name)), html.escape(said(place.short))
            heading = f"<b>{phase_name}</b><br><span style='font-size:large'><b>{step_name}</b></span>"  # no words
            self.step_label.set_whole_text(heading)
            palette = self.step_label.palette()
            palette.setColor(QPalette.ColorRole.Window, self.palette().color(QPalette.ColorRole.Highlight))
            palette.setColor(QPalette.ColorRole.WindowText, self.palette().color(QPalette.ColorRole.HighlightedText))
            self.step_label.setPalette(palette)
            nxt, wraps = session.tables.sequence.after(place.id)
            self.steps_row.set_next_text(self._next_text(nxt, here.turn + 1 if wraps else None))
            self.next_button.setToolTip(tr("{title} (Ctrl+Right)").format(title=said(nxt.title)))
            self.back_button.setEnabled(place.index > 0)
            self._fill_sequence(session, place)
            self._fill_now(session, place)
            self._fill_coming(session, here.turn)
        finally:
            self._filling = False
        self._lay_out_now(self.order_error if self.orders_box.isVisibleTo(self) else None)
        shown = (here.turn, place.id, view.side if view is not None else None)
        if shown != self._shown:
            # A new step, or the next player at the table: the dock reads from its top (the turn, Next, the step and
            # what to do now), not from where the last step or the other player left it scrolled.
            self._shown = shown
            scroll = self.widget()
            if isinstance(scroll, QScrollArea):
                scroll.verticalScrollBar().setValue(0)

    @staticmethod
    def _next_text(nxt: Place, turn: int | None) -> str:
        """The Next button's words: the next step, and the next turn's number where Next starts it."""
        if turn is None:
            return tr("Next: {brief} ▶").format(brief=said(nxt.brief))
        return tr("Next: turn {turn} — {brief} ▶").format(turn=turn, brief=said(nxt.brief))

    def whole_width(self) -> int:
        """How wide the dock is for its Next button to read whole at every step of the sequence of play (a turn of
        two figures counted), its scroll bar shown: the width a first start on a large screen gives it."""
        scroll = self.widget()
        if self.session is None or not isinstance(scroll, QScrollArea):
            return 0
        places = self.session.tables.sequence.places()
        texts = [self._next_text(p, None) for p in places] + [self._next_text(places[0], 10)]
        metrics = self.next_button.fontMetrics()
        widest = max(metrics.horizontalAdvance(text) for text in texts)
        button = self.next_button.sizeHint().width() - metrics.horizontalAdvance(self.next_button.text())
        # The dock's margins, the spacing and the Back button with its word (not its arrow alone).
        around = self.width() - self.next_button.width() - self.back_button.width() + self.steps_row.full_back_width()
        if not scroll.verticalScrollBar().isVisible():
            around += self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, scroll)
        return widest + button + around

    def _lay_out_now(self, changed: QWidget | None = None) -> None:
        """The step's rows laid out at once, not when the event loop comes round: a button shown for this step (Write
        order) is where it is drawn the moment the step is shown, not squeezed into the last step's room; a label
        whose text ``changed`` as high as its new text at once."""
        scroll = self.widget()
        body = scroll.widget() if isinstance(scroll, QScrollArea) else None
        if body is not None and self.isVisible():
            # A text that wraps to more or fewer lines tells only the box it is in; Qt passes the change up one box a
            # turn of the event loop, and until it reaches the rows each box keeps its old height: the order form's
            # mission was drawn in the height of the last battery's, its last line cut or a gap under it. The boxes
            # from the text up to the rows ask their heights anew now, innermost first.
            box = changed.parentWidget() if changed is not None else None
            while box is not None and box is not body:
                if (inner := box.layout()) is not None:
                    inner.activate()
                box = box.parentWidget()
            QApplication.sendEvent(scroll, QEvent(QEvent.Type.LayoutRequest))  # the body resized to its new rows
            layout = body.layout()
            if layout is not None:
                layout.activate()
        self._keep_buttons_in_sight()

    def _keep_buttons_in_sight(self) -> None:
        """The step's buttons (Write order, Act, the close-combat order's) whole in sight whatever the texts above them
        take, and two rows of who may act with them: the texts above the list are folded to fewer lines, in the order
        of ``FOLDS``, until the rows are in sight over the buttons pinned under them (each text whole in its tooltip,
        the rule's a click away). Worked out from the texts whole, so that the same dock gives the same folds however
        it came to them."""
        scroll = self.widget()
        body = scroll.widget() if isinstance(scroll, _FooterScroll) else None
        layout = body.layout() if body is not None else None
        if self._keeping or not isinstance(scroll, _FooterScroll) or body is None or layout is None:
            return
        self._keeping = True
        try:
            for label, _ in self._folds:
                self._fold(label, None)
            self._pin_buttons(scroll, body, layout)
            short = self._actor_rows_short(scroll, body) if self.isVisible() else 0
            if short <= 0:
                return
            # Folded until the lines taken off make up what the rows lack, reckoned from each text's height (a layout
            # for each fold took a tenth of a second on a laptop); then the buttons pinned anew, once: a button that
            # comes back to its row gives the rows more room, never less.
            heights = {label: label.height() for label, _ in self._folds}
            for label, lines in self._folds:
                if short <= 0:
                    break
                if self._above_actors(label, body):
                    self._fold(label, lines)
                    folded = (
                        label.sizeHint().height()
                        if isinstance(label, FoldedText)
                        else label.heightForWidth(label.width())
                    )
                    short -= heights[label] - folded
                    heights[label] = folded
            self._pin_buttons(scroll, body, layout)
        finally:
            self._keeping = False

    @staticmethod
    def _fold(label: QWidget, lines: int | None) -> None:
        """``label`` folded to ``lines`` lines (None: as it is whole, the rule's preview on its two lines)."""
        if isinstance(label, FoldedText):
            label.set_lines(lines or 2)
        elif isinstance(label, FoldingLabel):
            label.fold(lines)

    def _above_actors(self, label: QWidget, body: QWidget) -> bool:
        """Whether ``label`` is shown above who may act, with its list (folding it brings the list's rows up)."""
        if self.actors.isHidden() or not label.isVisibleTo(body):
            return False
        return label.mapTo(body, label.rect().topLeft()).y() < self.actors.mapTo(body, self.actors.rect().topLeft()).y()

    def _actor_rows_short(self, scroll: _FooterScroll, body: QWidget) -> int:
        """How many pixels the first two rows of who may act (its only one, where one is listed) reach below the dock's
        viewport, the dock scrolled to its top, above the buttons pinned under it (none or less: they are in sight;
        none listed, there is no list to see)."""
        if self.actors.isHidden():
            return 0
        rows = self.actors.rows_height(min(2, self.actors.topLevelItemCount()))
        top = self.actors.mapTo(body, self.actors.rect().topLeft()).y() + self.actors.frameWidth()
        return top + rows - scroll.viewport().height()

    def _pin_buttons(self, scroll: _FooterScroll, body: QWidget, layout: QLayout) -> None:
        """Each button in its row where the dock's height holds the rows down to it, else pinned under the rows, with
        the buttons after it, in the footer, which does not scroll. Worked out with every button in its row."""
        for button in scroll.unpin():  # each back in its row
            slot = button.property("slot")
            if isinstance(slot, QWidget) and (slot_layout := slot.layout()) is not None:
                slot_layout.addWidget(button)
                slot.show()
        if not self.isVisible():
            return
        QApplication.sendEvent(scroll, QEvent(QEvent.Type.LayoutRequest))
        layout.activate()
        room = scroll.viewport().height()  # the rows as the dock opens them, scrolled to the top
        shown = [slot for slot, box in self._buttons if box is None or not box.isHidden()]
        bottoms = [slot.mapTo(body, slot.rect().bottomLeft()).y() for slot in shown]
        # The fewest buttons pinned, the last ones: every button left in its row ends above the footer.
        buttons = [self._slot_button(slot) for slot in shown]
        pinned = next(
            k
            for k in range(len(shown) + 1)
            if all(b <= room - scroll.footer_height(buttons[len(shown) - k :]) for b in bottoms[: len(shown) - k])
        )
        if pinned:
            for slot, button in zip(shown[len(shown) - pinned :], buttons[len(shown) - pinned :], strict=True):
                button.setProperty("slot", slot)
                slot_layout = slot.layout()
                if slot_layout is not None:
                    slot_layout.removeWidget(button)
                slot.hide()
            scroll.pin(buttons[len(shown) - pinned :])
            QApplication.sendEvent(scroll, QEvent(QEvent.Type.LayoutRequest))
            layout.activate()

    @staticmethod
    def _slot_button(slot: QWidget) -> QPushButton:
        """The button a slot holds (or held, before it was pinned)."""
        button = slot.findChild(QPushButton)
        assert button is not None  # every slot is made with its button (_slot)
        return button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        scroll = self.widget()
        if (
            isinstance(scroll, QScrollArea)
            and watched is scroll.widget()
            and event.type() == QEvent.Type.Resize
            and not self._keeping
        ):
            QTimer.singleShot(0, self, self._keep_buttons_in_sight)  # once the rows are laid out at their new height
        return super().eventFilter(watched, event)

    def _fill_sequence(self, session: BattleSession, place: Place) -> None:
        sequence = session.tables.sequence
        if not self.chips:
            for row, phase in enumerate(sequence.phases):
                name = QLabel(said(phase.short))
                name.setWordWrap(True)  # "Direktes Feuer" on two lines rather than a wider dock
                name.setToolTip(said(phase.name))
                self.sequence_grid.addWidget(name, row, 0)
                for col, step in enumerate(phase.steps, start=1):
                    chip = QLabel(step.label or "↻")
                    chip.setAlignment(Qt.AlignmentFlag.AlignCenter)
                    chip.setMinimumWidth(26)
                    chip.setAutoFillBackground(True)
                    chip.setFrameShape(QFrame.Shape.StyledPanel)
                    chip.setToolTip(
                        tr("{name}: {value}{name2} (rule {rule})").format(
                            name=said(phase.name),
                            value=(step.label + ". ") if step.label else "",
                            name2=said(step.name),
                            rule=said_rule(step.rule),
                        )
                    )
                    self.sequence_grid.addWidget(chip, row, col)
                    self.chips[f"{phase.id}.{step.id}"] = chip
            self.sequence_grid.setColumnStretch(len(max((p.steps for p in sequence.phases), key=len)) + 1, 1)
        base = self.palette()
        for sid, chip in self.chips.items():
            index = sequence.place(sid).index
            palette = chip.palette()
            font = chip.font()
            font.setBold(index == place.index)
            chip.setFont(font)
            if index == place.index:
                palette.setColor(QPalette.ColorRole.Window, base.color(QPalette.ColorRole.Highlight))
                palette.setColor(QPalette.ColorRole.WindowText, base.color(QPalette.ColorRole.HighlightedText))
            elif index < place.index:
                palette.setColor(QPalette.ColorRole.Window, base.color(QPalette.ColorRole.Window))
                palette.setColor(QPalette.ColorRole.WindowText, base.color(QPalette.ColorRole.PlaceholderText))
            else:
                palette.setColor(QPalette.ColorRole.Window, base.color(QPalette.ColorRole.Base))
                palette.setColor(QPalette.ColorRole.WindowText, base.color(QPalette.ColorRole.Text))
            chip.setPalette(palette)

    def show_now(self, text: str) -> None:
        """What may be done in this step (the window's tools that act in it), as the sequence of play is kept."""
        self.now_label.set_whole_text(text)
        if not self._filling:
            self._lay_out_now(self.now_label)

    def current_chip(self) -> str | None:
        """The step whose chip is highlighted."""
        return next((sid for sid, chip in self.chips.items() if chip.font().bold()), None)

    def _fill_now(self, session: BattleSession, place: Place) -> None:
        from morefire_gui.gui.close_combat_words import open_group_text
        from morefire_gui.session.sequence_of_play import eligible_units

        step = place.step
        self.rule_label.set_whole_text(tr("<b>What to do:</b> {escape}").format(escape=html.escape(said(step.do))))
        # A rule's number is "Rule 1.5"; a section cited by its name ("Sequence of play") is said as it is.
        cited = said_rule(step.rule)
        rule = tr("Rule {rule}").format(rule=cited) if step.rule[:1].isdigit() else cited
        text = said(step.text)
        self.rule_toggle.setText(rule + (":" if not self.rule_toggle.isChecked() else ""))
        self.rule_preview.set_whole_text(text)
        self.rule_text.setText(text)
        for widget in (self.rule_toggle, self.rule_preview):
            widget.setToolTip(f"{rule}: {text}")
        actors = eligible_units(session, view=self.view)
        self.actors.clear()
        sides = {s.id: said_side(session.battle, s.id) for s in session.battle.sides}
        # In the hot seat the side at the table acts with its own units, listed first; the other side's are listed
        # after them (both sides move at once), greyed, acted with once the table is handed over.
        at_table = self.view.side if self.view is not None else None
        for actor in sorted(actors, key=lambda a: at_table is not None and a.side != at_table):
            theirs = at_table is not None and actor.side != at_table
            # The note (what it did, or why it cannot act) on a second line, small enough for a narrow dock.
            note = tr("other side's: hand over to act") if theirs else said(actor.note)
            item = QTreeWidgetItem([said(actor.label) + (f"\n    {note}" if note else "")])
            item.setData(0, ROLE, actor.id)
            item.setData(0, NOTE, note)
            item.setData(0, THEIRS, theirs)
            hand_over = tr("Hand the table over to {side} to act with it (Players → Hand Over)").format(
                side=sides.get(actor.side, actor.side)
            )
            item.setToolTip(
                0,
                f"{sides.get(actor.side, actor.side)}: {said(actor.label)}"
                + (f"\n{hand_over}" if theirs else f"\n{note}" if note else ""),
            )
            flags = item.flags() | Qt.ItemFlag.ItemIsUserCheckable
            item.setFlags(flags if not theirs else flags & ~Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(0, Qt.CheckState.Checked if actor.acted else Qt.CheckState.Unchecked)
            if not actor.can_act or theirs:
                item.setForeground(0, self.palette().color(QPalette.ColorRole.PlaceholderText))
            self.actors.addTopLevelItem(item)
        # Nobody listed: no empty box under the title that says so.
        self.actors.setVisible(bool(actors))
        who = (
            tr("batteries")
            if step.actors.batteries
            else tr("aircraft", "the actors of a step: 1 of 1 aircraft done")
            if step.actors is Actors.AIRCRAFT
            else tr("units")
        )
        # In the hot seat the count is the side at the table's: the other side's units are acted with by its player.
        own = [a for a in actors if at_table is None or a.side == at_table]
        done = sum(1 for a in own if a.acted)
        if own:
            title = self._done_title(step.actors, len(own), at_table is not None).format(
                done=done, side=html.escape(sides.get(at_table, at_table)) if at_table is not None else ""
            )
        elif actors and at_table is not None:  # the other side's alone
            title = tr("<b>Who may act</b> — none of the {who} of {side} in this step").format(
                side=html.escape(sides.get(at_table, at_table)), who=who
            )
        else:
            title = tr("<b>Who may act</b> — no {who} in this step").format(who=who)
        self.actors_title.set_whole_text(title)
        table = self._table_words(actors, at_table, sides, place.id == "artillery.orders", sides_had_the_table(session))
        self.table_label.set_whole_text(table)
        self.table_label.setVisible(bool(table))
        moving = place.phase.id == "movement" and step.id in ("road", "cross_country", "infantry")
        self.close_box.setVisible(moving)
        group = open_group_text(session, self.view) if moving else ""
        self.close_group.setText(group)
        self.close_group.setVisible(bool(group))
        if not moving:
            self.close_label.clear()
        elif not self.close_label.text():
            self.close_label.setText(said(session.tables.sequence.clarification))
        orders = place.id == "artillery.orders"
        self.orders_box.setVisible(orders)
        self._place_what_to_do(after_act=orders)
        # Step C: the batteries' list two rows high (it scrolls itself), the Act button in sight under the form.
        self.actors.rows_at_most = 2 if orders else LIST_ROWS
        self.actors.updateGeometry()  # as high as its rows
        if orders:
            self._fill_orders(session)

    @staticmethod
    def _table_words(
        actors: Sequence[Actor], at_table: str | None, sides: dict[str, str], batteries: bool, had: Set[str]
    ) -> str:
        """In the hot seat, whose turn at the table it is in this step and who must take the table next: both sides act
        in each step, each with its own units, so once the side at the table is done the other's player takes the
        table (Players → Hand Over) before Next; empty in the umpire's view. A unit still to act is one not ticked
        that may act; the other side's are those its player sees listed (its hidden positions are not). Another
        side's batteries are its secret (4.1): in the orders step a hand-over is said only once the side at the table
        has no battery left to act, to a side whose player has not had the table in the step (``had``:
        session/at_table.py, ``sides_had_the_table``), without a count."""
        if at_table is None:
            return ""
        here = html.escape(sides.get(at_table, at_table))
        waiting: dict[str, int] = {}
        for actor in actors:
            if not actor.acted and actor.can_act:
                waiting[actor.side] = waiting.get(actor.side, 0) + 1
        order = list(sides)
        after = order[order.index(at_table) + 1 :] + order[: order.index(at_table)] if at_table in order else order
        if batteries:
            if waiting.get(at_table):
                return tr(
                    "<b>At the table: {side}</b>, with %n battery(ies) still to act in this step.",
                    None,
                    waiting[at_table],
                ).format(side=here)
            to_come = next((side for side in after if side not in had), None)
            if to_come is None:
                return tr("<b>At the table: {side}.</b> Every side has had the table in this step: Next.").format(
                    side=here
                )
            return tr(
                "<b>Hand the table over to {other}</b> for its own batteries: {side} is done in this step (Players → "
                "Hand Over), before Next."
            ).format(side=here, other=html.escape(sides[to_come]))
        nxt = next((side for side in after if waiting.get(side)), None)
        if nxt is None:
            if waiting.get(at_table):
                return tr(
                    "<b>At the table: {side}.</b> No other side has anything to act with in this step: Next when {side} "
                    "is done."
                ).format(side=here)
            return tr("<b>At the table: {side}.</b> Every side is done in this step: Next.").format(side=here)
        words = {"side": here, "other": html.escape(sides.get(nxt, nxt)), "count": waiting[nxt]}
        if waiting.get(at_table):
            return tr(
                "<b>At the table: {side}.</b> Then hand the table over to {other}, with {count} still to act in this "
                "step (Players → Hand Over), before Next."
            ).format(**words)
        return tr(
            "<b>Hand the table over to {other}</b>, with {count} still to act: {side} is done in this step "
            "(Players → Hand Over), before Next."
        ).format(**words)

    @staticmethod
    def _done_title(actors: Actors, n: int, of_side: bool) -> str:
        """How many of the ``n`` actors of the step are done ("{done}" of them; ``of_side``: the side at the table's,
        "{side}"), in the language's plural form of the actors' word ("0 of 1 aircraft", "0 von 1 Flugzeug", "0 von 3
        Flugzeugen"): the word after a count agrees with the count."""
        if actors.batteries:
            if of_side:
                return tr("<b>Who may act</b> — {done} of the %n battery(ies) of {side} done", None, n)
            return tr("<b>Who may act</b> — {done} of %n battery(ies) done", None, n)
        if actors is Actors.AIRCRAFT:
            if of_side:
                return tr("<b>Who may act</b> — {done} of the %n aircraft of {side} done", None, n)
            return tr("<b>Who may act</b> — {done} of %n aircraft done", None, n)
        if of_side:
            return tr("<b>Who may act</b> — {done} of the %n unit(s) of {side} done", None, n)
        return tr("<b>Who may act</b> — {done} of %n unit(s) done", None, n)

    def _place_what_to_do(self, after_act: bool) -> None:
        """What to do and its rule above who may act, or, in artillery step C, after the Act button: there the order
        form comes first, and on a laptop its Write button and the batteries' Act button are both in sight under it."""
        layout = self.now_layout
        here = layout.indexOf(self.what_to_do)
        if (here > layout.indexOf(self.act_slot)) == after_act:
            return
        layout.removeWidget(self.what_to_do)
        at = layout.indexOf(self.act_slot) + 1 if after_act else layout.indexOf(self.actors_title)
        layout.insertWidget(at, self.what_to_do)

    def _on_rule_toggle_toggled(self, unfolded: bool) -> None:
        """The rule's paragraph whole under its number, or folded to its first words beside it."""
        self.rule_toggle.setArrowType(Qt.ArrowType.DownArrow if unfolded else Qt.ArrowType.RightArrow)
        self.rule_toggle.setText(self.rule_toggle.text().removesuffix(":") + ("" if unfolded else ":"))
        self.rule_preview.setVisible(not unfolded)
        self.rule_text.setVisible(unfolded)

    def _fill_coming(self, session: BattleSession, turn: int) -> None:
        from morefire_gui.session.coming_up import coming_up

        self.coming.clear()
        for effect in coming_up(session, view=self.view):
            text = said(effect.text)
            item = QTreeWidgetItem([said(effect.when(turn)), text, said_rule(effect.rule)])
            item.setData(0, ROLE, effect)
            item.setToolTip(1, text + ("\n" + tr("Double-click to roll it now.") if effect.pending else ""))
            if effect.pending:
                f = item.font(1)
                f.setBold(True)
                item.setFont(1, f)
            self.coming.addTopLevelItem(item)
        if self.coming.topLevelItemCount() == 0:
            nothing = QTreeWidgetItem([tr("nothing lasts across turns")])
            self.coming.addTopLevelItem(nothing)
            nothing.setFirstColumnSpanned(True)  # whole across the When, What and Rule columns, not cut in What's
        self.coming.updateGeometry()

    # -- orders (artillery step C) ---------------------------------------------------------------------------------------------
    def _fill_orders(self, session: BattleSession) -> None:
        from morefire_gui.session.fire_orders import order_batteries

        battle = session.battle
        current = self.order_battery.currentData()
        self.order_battery.blockSignals(True)
        self.order_battery.clear()
        batteries = order_batteries(battle, self.view)
        sides = list(dict.fromkeys(b.side for b in batteries))
        # Each side's batteries under its name, when there are two sides' (the umpire's view): the name of a battery
        # alone fits a laptop's dock, where "II./AR 2 (10.5 cm leFH) (Kampfgruppe Peiper)" was cut mid-word.
        for side in sides:
            if len(sides) > 1:
                self.order_battery.add_heading(said_side(battle, side))
            for b in batteries:
                if b.side == side:
                    self.order_battery.addItem(said(b.label), b.id)
                    self.order_battery.setItemData(
                        self.order_battery.count() - 1,
                        f"{said(b.label)} ({said_side_short(battle, b.side)})",
                        Qt.ItemDataRole.ToolTipRole,
                    )
        chosen = self.order_battery.findData(current) if current is not None else -1
        if chosen < 0:
            chosen = next((i for i in range(self.order_battery.count()) if self.order_battery.itemData(i)), -1)
        self.order_battery.setCurrentIndex(chosen)
        self.order_battery.blockSignals(False)
        self.order_battery.set_tip(tr("The battery the order is for (4.12)"))  # the battery chosen, whole, above it
        self._fill_order_choices()

    def _fill_order_choices(self) -> None:
        from morefire_gui.session.fire_orders import counter_battery_targets, mission_text
        from morefire_gui.session.island import naval_salvoes
        from morefire_gui.session.visibility import battery_name

        if self.session is None:
            return
        battle = self.session.battle
        battery = battle.battery(str(self.order_battery.currentData()))
        self.order_rp.clear()
        self.order_target.clear()
        self.order_error.setStyleSheet("")
        self._salvoes_offered = False
        if battery is None:
            self.order_error.setText(tr("No battery to write an order for"))
            self._on_order_kind_changed()  # the rows of the order chosen, as for a battery
            if not self._filling:
                self._lay_out_now(self.order_error)
            return
        side = battle.side(battery.side)
        for p in sorted(side.registration_points if side else (), key=lambda p: p.n):
            self.order_rp.addItem(f"#{p.n}" + (f" {p.name}" if p.name else ""), p.n)
        # 4.2: a side plots its registration points in the set-up; with none, the form says so where the choice is
        # (only then: a placeholder widens the box, and leaves no point chosen).
        plotted = self.order_rp.count() > 0
        self.order_rp.setPlaceholderText("" if plotted else tr("none plotted"))
        self.order_rp.setCurrentIndex(0 if plotted else -1)
        reader = self.view.side if self.view is not None else None
        for b in counter_battery_targets(battle, battery.id, self.view):
            # Another side's battery by what the side saw of it (its barrage landed), not by its secret name (4.1).
            self.order_target.addItem(said(battery_name(battle, b.id, reader)), b.id)
        most = naval_salvoes(battle, self.session.tables, battery)
        self._salvoes_offered = self.order_salvoes.offer(most)
        mission = battle.fire_mission(battery.id)
        self.order_error.setText(
            said(mission_text(battle, mission, battle.turn))
            if mission is not None
            else tr("{label} has no fire mission").format(label=said(battery.label))
        )
        self.order_error.setStyleSheet("")
        self._on_order_kind_changed()
        if not self._filling:  # another battery chosen: its mission's lines laid out at once (_fill does it after)
            self._lay_out_now(self.order_error)

    def _on_order_kind_changed(self) -> None:
        kind = OrderKind(self.order_kind.currentData())
        form = self.order_form
        form.setRowVisible(self.order_rp, kind is OrderKind.FIRE)
        form.setRowVisible(self.order_pattern, kind is OrderKind.FIRE)
        form.setRowVisible(self.order_shift, kind in (OrderKind.FIRE, OrderKind.SHIFT))
        form.setRowVisible(self.order_target, kind is OrderKind.COUNTER_BATTERY)
        self.order_salvoes.setEnabled(kind is OrderKind.FIRE)  # a REPEAT or SHIFT keeps its mission's salvoes
        form.setRowVisible(self.order_salvoes, self._salvoes_offered and kind is OrderKind.FIRE)
        self._offer_write()

    def _offer_write(self) -> None:
        """Write order enabled only when the session would take the order the form says (asked, nothing rolled);
        disabled, its tooltip says why, as a tool's button does in a battle kept to the sequence of play."""
        tip = tr("Write an order (4.12)")
        why = self._write_refusal()
        if why and self.write_button.window().focusWidget() is self.write_button:
            # The order just written: Qt would give the window's focus (the window active or not) to the next widget in
            # the chain, further down the dock, and scroll the dock to it. The focus goes to the form's battery
            # instead, for the next battery's order, and the form stays in sight.
            keep = next((w for w in (self.order_battery, self.order_kind) if w.isEnabled() and w.isVisible()), None)
            (keep or self.widget()).setFocus(Qt.FocusReason.OtherFocusReason)
        self.write_button.setEnabled(not why)
        self.write_button.setToolTip(tr("{tip}\n{why}").format(tip=tip, why=why) if why else tip)

    def _write_refusal(self) -> str:
        """Why the order the form says would not be taken now ("" when it would): the form's own gaps first, else the
        session's refusal."""
        gap = self._form_gap()
        if gap or self.session is None:
            return gap
        return said(self.session.preview(self.order()).refusal)

    def _form_gap(self) -> str:
        """What the form lacks to say an order ("" when it says one): a battery, a registration point to fire at, a
        field the order needs."""
        battle = self.session.battle if self.session is not None else None
        battery = battle.battery(str(self.order_battery.currentData())) if battle is not None else None
        if battle is None or battery is None:
            return tr("No battery to write an order for")
        if self._fire_without_point():
            return self._no_point_text(battle, battery.side)
        try:
            self.order()
        except ValidationError as exc:  # no target battery, no shift
            return "; ".join(said(sentence(e)) for e in exc.errors())
        return ""

    @staticmethod
    def _no_point_text(battle: Battle, side: str) -> str:
        # 4.12 A fires at a registration point, plotted in the set-up (4.2); else at a point the board gives.
        return tr(
            "{side} has no registration point (they are plotted in the set-up, 4.2): click the board with "
            "the Barrage tool where the barrage should fall"
        ).format(side=said_side(battle, side))

    def order(self) -> ArtilleryOrder:
        """The order the form says, as the action the command line writes for it: only what the order takes (4.12),
        the pattern only when it is not the spread default."""
        from morefire_gui.model.actions.artillery import ArtilleryOrder
        from morefire_gui.rules.artillery.barrage import Pattern

        kind = OrderKind(self.order_kind.currentData())
        battery_id = str(self.order_battery.currentData())
        battery = self.session.battle.battery(battery_id) if self.session is not None else None
        fields: dict[str, object] = {
            "side": battery.side if battery is not None else "",
            "battery": battery_id,
            "order": kind,
        }
        shift = ShiftYards(add_drop=self.order_add_drop.value(), right_left=self.order_right_left.value())
        if kind is OrderKind.FIRE:
            rp = self.order_rp.currentData()
            pattern = Pattern(self.order_pattern.currentData())
            fields.update(
                registration_point=int(rp) if rp is not None else None,
                pattern=None if pattern is Pattern.SPREAD else pattern,
                shift=shift if shift.add_drop or shift.right_left else None,
                salvoes=self.order_salvoes.chosen() if self._salvoes_offered else None,
            )
        elif kind is OrderKind.SHIFT:
            fields["shift"] = shift
        elif kind is OrderKind.COUNTER_BATTERY:
            target = self.order_target.currentData()
            fields["target"] = str(target) if target is not None else None
        # The fields of the order chosen, each an object to mypy: pydantic checks them as it builds the order.
        return ArtilleryOrder(**fields)  # type: ignore[arg-type]

    def show_order_error(self, text: str) -> None:
        self.order_error.setStyleSheet(readable_colours("color: #b00020"))
        self.order_error.setText(text)
        self._lay_out_now(self.order_error)  # a refusal longer or shorter than the mission it replaced

    def _fire_without_point(self) -> bool:
        """A FIRE order chosen for a side that plotted no registration point to fire at."""
        return self.order_kind.currentData() == OrderKind.FIRE.value and self.order_rp.count() == 0

    def _on_write_clicked(self) -> None:
        gap = self._form_gap()
        if gap:
            self.show_order_error(gap)
            return
        self.order_written.emit(self.order())

    # -- what the player sees (tests read these) ---------------------------------------------------------------------------
    def actor_rows(self) -> list[tuple[str, bool, str]]:
        """Each unit or battery listed: its id, whether it is ticked as having acted, its note."""
        out = []
        for item in _top_items(self.actors):
            out.append((str(item.data(0, ROLE)), item.checkState(0) == Qt.CheckState.Checked, str(item.data(0, NOTE))))
        return out

    def coming_rows(self) -> list[tuple[str, str]]:
        return [(item.text(0), item.text(1)) for item in _top_items(self.coming)]

    def actor_item(self, actor_id: str) -> QTreeWidgetItem | None:
        for item in _top_items(self.actors):
            if item.data(0, ROLE) == actor_id:
                return item
        return None

    # -- slots ------------------------------------------------------------------------------------------------------------------
    def _on_actors_clicked(self, item: QTreeWidgetItem, column: int) -> None:
        self.actor_selected.emit(str(item.data(0, ROLE)))

    def _on_actors_double_clicked(self, item: QTreeWidgetItem, column: int) -> None:
        if not item.data(0, THEIRS):
            self.actor_activated.emit(str(item.data(0, ROLE)))
        else:
            self.theirs_activated.emit(str(item.data(0, ROLE)))

    def _on_actors_current_changed(self, item: QTreeWidgetItem | None, previous: QTreeWidgetItem | None) -> None:
        self._offer_act(item)
        # Artillery step C: the battery chosen in who may act is the one the order form writes for, not the form's
        # last battery (an order written for the mortars went to the howitzers).
        if item is not None and not self._filling and self.orders_box.isVisibleTo(self):
            index = self.order_battery.findData(item.data(0, ROLE))
            if index >= 0 and index != self.order_battery.currentIndex():
                self.order_battery.setCurrentIndex(index)

    def _offer_act(self, item: QTreeWidgetItem | None) -> None:
        """Act is offered for a unit or battery of the side at the table that the battle lets act in its step now (a
        strict battle: not one that has acted, nor one that cannot act); greyed with the session's reason otherwise."""
        from morefire_gui.session.play_kinds import not_now_acting

        ours = item is not None and not item.data(0, THEIRS)
        refusal = (
            not_now_acting(self.session, str(item.data(0, ROLE)))
            if ours and item is not None and self.session is not None
            else None
        )
        offer_unless(self.act_button, refusal)
        set_own_offered(self.act_button, ours)

    def _on_act_clicked(self) -> None:
        item = self.actors.currentItem()
        if item is not None and not item.data(0, THEIRS):
            self.actor_activated.emit(str(item.data(0, ROLE)))

    def _on_actors_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if self._filling or column != 0:
            return
        # Said once Qt is done with the item: the mark is committed, and the dock filled again, on the next turn of
        # the event loop, not inside the item's own change (clearing the list there deleted the item under Qt's feet).
        actor, done = str(item.data(0, ROLE)), item.checkState(0) == Qt.CheckState.Checked
        QTimer.singleShot(0, self, lambda: self.actor_marked.emit(actor, done))

    def _on_coming_double_clicked(self, item: QTreeWidgetItem, column: int) -> None:
        from morefire_gui.session.coming_up import TimedEffect

        effect = item.data(0, ROLE)
        if isinstance(effect, TimedEffect):
            self.effect_activated.emit(effect)

    def show_close_combat(self, text: str) -> None:
        self.close_label.setText(text)
