"""The assault dialog (3.2): an infantry unit against a tank or bunker, in the rules' sequence: 1. the tank's or
bunker's fire at the infantry, 2. the supporting fire of the players' choice, 3. the assault at 30% and its
modifiers. The chance and every modifier are shown before the dice, or why the session refuses the assault (not in
contact, suppressed, not the nearest for a suicide squad, out of its step); Roll is the action: the session throws
the dice in that order, the result goes on the units as one undoable step and the rolls go to the battle log (undo
never takes them back).

Left open, it follows the session (:class:`~morefire_gui.gui.dialogs.following.SessionFollower`): before Roll it asks
the session again whenever the battle changes (Undo, Redo, a step), so that it never offers an action on a position
that is gone; it closes, saying so in the status bar, when Undo takes back what it took (the result it shows is no
longer the battle's), when a unit it was opened for is gone, or when the table is handed over (what it shows is the
last player's)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.board.tools.base import Editor, seen_by
from morefire_gui.gui.dialogs.following import SessionFollower
from morefire_gui.gui.dialogs.melee import unit_label
from morefire_gui.gui.dialogs.resolution import (
    RESULT_COLOURS,
    ResolutionButtons,
    error_label,
    fit_columns,
    previewed,
    read_only_table,
    result_item,
    table_rows,
    taken,
)
from morefire_gui.gui.i18n import QT_TR_NOOP, kept_texts, percent, tr
from morefire_gui.gui.said import said
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.style import readable
from morefire_gui.gui.widgets.box_words import BoxWords
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.model.actions.infantry import Assault
from morefire_gui.rules.catalogue.entries import UnitKind
from morefire_gui.rules.infantry.assault import CANNOT_SUCCEED
from morefire_gui.rules.infantry.fire import InfantryFireResult
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.infantry import AssaultOutcome, assault_targets, fire_resolved_this_turn, support_refusals
from morefire_gui.session.unit_facts import alive

COLUMNS = [QT_TR_NOOP("Step"), QT_TR_NOOP("Against"), QT_TR_NOOP("Chance"), QT_TR_NOOP("Roll"), QT_TR_NOOP("Result")]


def _fire_line(result: InfantryFireResult | None) -> tuple[str, str, str]:
    """(chance, roll, result) of a single-target fire, for the table."""
    if result is None or not result.targets:
        return "—", "—", "no_effect"
    t = result.targets[0]
    return f"FIR {t.fir}: {percent(t.chance)}", str(t.roll), t.outcome.value


def _unnumbered(n: int, why: str) -> str:
    """A step of 3.2 not made, as the session's steps say why ("2. no supporting fire at 1st Squad"), without the
    number its row or line already gives it."""
    return said(why).removeprefix(f"{n}. ")


class AssaultDialog(QDialog):
    def __init__(
        self,
        session: BattleSession,
        editor: Editor,
        infantry: str | None = None,
        target: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session, self.editor = session, editor
        self.outcome: AssaultOutcome | None = None
        self.setWindowTitle(tr("Assault on a tank or bunker"))
        fit_to_screen(self, 980, 640)
        battle = session.battle
        # Hot seat: another side's hidden positions and its waves not landed are neither offered nor named.
        self.view = seen_by(editor)
        self.infantry = QComboBox()
        for u in battle.units:
            e = session.catalogue.get(u.type)
            # A side assaults with its own infantry alone; the supporting fire is the target's side's (3.2).
            if alive(u) and e is not None and e.kind is UnitKind.INFANTRY and self.view.may_act_for(u.side):
                self.infantry.addItem(unit_label(session, u.id), u.id)
        # Opened on no unit (nothing selected on the board): none is chosen for the player, who is asked to choose;
        # not the first squad of the list against a tank far off, refused in red for an assault nobody asked for.
        self.infantry.setCurrentIndex(self.infantry.findData(infantry) if infantry is not None else -1)
        self.target = QComboBox()
        self._wanted_target = target
        self.support = QListWidget()
        self.support.setToolTip(tr("Units of the target's side that fire at the assaulting unit first (step 2)"))
        # A long name ("SdKfz 251/1 (Schützenpanzerwagen) 1 (Kampfgruppe Peiper)") wraps at a word within the list's
        # width, never scrolled sideways; each item's tooltip holds it whole.
        self.support.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.support.setWordWrap(True)
        self.support.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        # The box's name short and what it means wrapped beside it: the whole on one line held the dialog's left pane
        # so wide, in German, that the results table beside it was cut off.
        self.defensive_fire = QCheckBox(tr("1. Tank or bunker fire"))
        self.defensive_fire.setToolTip(tr("Untick when that fire was already resolved in the direct fire phase"))
        self.defensive_fire.setChecked(True)
        self.defensive_fire_words = BoxWords(self.defensive_fire, tr("at the assaulting unit, first"))
        self.preview_view = QTextBrowser()
        self.preview_view.setMaximumHeight(170)
        self.error = error_label()
        self.table = read_only_table(kept_texts(COLUMNS))
        self.result_view = QTextBrowser()
        self.buttons = ResolutionButtons(
            tr("Roll", "roll the dice"),
            tr(
                "Roll the tank's fire, the supporting fire, then the assault; the results go on the units as one "
                "undoable step"
            ),
        )
        self.roll_button = self.buttons.roll

        for combo in (self.infantry, self.target):
            # A long name ("SdKfz 251/1 (Schützenpanzerwagen) 1 (Kampfgruppe Peiper)") does not widen the dialog.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(16)
        form = QFormLayout()
        form.addRow(tr("Assaulting unit"), self.infantry)
        form.addRow(tr("Tank or bunker"), self.target)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.defensive_fire_words.with_box())
        support_heading = QLabel(tr("2. Supporting fire at the assaulting unit (tick the units):"))
        support_heading.setWordWrap(True)
        left.addWidget(support_heading)
        left.addWidget(self.support, 1)
        right = QVBoxLayout()
        self.preview_heading = QLabel(tr("<b>Before the dice</b>"))  # once rolled, the result is there: "Result"
        right.addWidget(self.preview_heading)
        right.addWidget(self.preview_view)
        right.addWidget(self.error)
        right.addWidget(self.table, 1)
        right.addWidget(QLabel(tr("<b>How it came out</b>: every roll and modifier")))
        right.addWidget(self.result_view, 2)
        top = QHBoxLayout()
        top.addLayout(left, 2)
        top.addLayout(right, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.buttons)

        self._fill_targets()
        self.infantry.currentIndexChanged.connect(self._on_infantry_changed)
        self.target.currentIndexChanged.connect(self._on_target_changed)
        self.support.itemChanged.connect(self._refresh)
        self.defensive_fire.toggled.connect(self._refresh)
        self.roll_button.clicked.connect(self.roll)
        self.buttons.close_button.clicked.connect(self.accept)
        self._fill_support()
        self._offer_defensive_fire()
        self.follower = SessionFollower(self, session, editor, self._refresh)
        self._refresh()

    @property
    def infantry_id(self) -> str:
        return str(self.infantry.currentData())

    @property
    def target_id(self) -> str:
        return str(self.target.currentData())

    def _fill_targets(self) -> None:
        """The enemy tanks and bunkers, nearest first (3.3: a suicide squad must assault the nearest)."""
        session = self.session
        self.target.blockSignals(True)
        self.target.clear()
        if self.infantry.currentIndex() >= 0:
            for uid, gap in assault_targets(session, self.infantry_id):
                if not self.view.may_handle(uid):
                    continue
                self.target.addItem(
                    tr("{unit_label}, {gap:.0f} yd").format(unit_label=unit_label(session, uid), gap=gap), uid
                )
        wanted = self._wanted_target
        if wanted is not None and self.target.findData(wanted) >= 0:
            self.target.setCurrentIndex(self.target.findData(wanted))
        self.target.blockSignals(False)

    def _fill_support(self) -> None:
        """The units that may give supporting fire, those that can fire at the assaulting unit first; each that cannot
        (out of range, no line of sight, suppressed, no weapon of 3.5) greyed, not to be ticked, with why."""
        session = self.session
        self.support.blockSignals(True)
        self.support.clear()
        if self.target.count() and self.infantry.currentIndex() >= 0:
            reasons = support_refusals(session, self.infantry_id, self.target_id)
            ordered = sorted(
                (uid for uid in reasons if self.view.may_handle(uid)), key=lambda u: reasons[u] is not None
            )
            for uid in ordered:
                why = reasons[uid]
                label = unit_label(session, uid)
                if why is None:
                    item = QListWidgetItem(label)
                    item.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
                    item.setCheckState(Qt.CheckState.Unchecked)
                else:
                    item = QListWidgetItem(tr("{unit}: {why}").format(unit=label, why=said(why)))
                    item.setFlags(Qt.ItemFlag.NoItemFlags)  # greyed: it cannot fire at the assaulting unit
                item.setToolTip(item.text())
                item.setData(Qt.ItemDataRole.UserRole, uid)
                self.support.addItem(item)
        self.support.blockSignals(False)

    def supporters(self) -> list[str]:
        return [
            str(self.support.item(i).data(Qt.ItemDataRole.UserRole))
            for i in range(self.support.count())
            if self.support.item(i).flags() & Qt.ItemFlag.ItemIsUserCheckable
            and self.support.item(i).checkState() == Qt.CheckState.Checked
        ]

    def set_supporter(self, unit_id: str, on: bool = True) -> None:
        for i in range(self.support.count()):
            item = self.support.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == unit_id and item.flags() & Qt.ItemFlag.ItemIsUserCheckable:
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def _offer_defensive_fire(self) -> None:
        """Step 1 ticked, unless the tank or bunker has fired at the squad in this turn's direct fire phase: that fire
        was step 1 (3.2), and the tank does not fire at it twice (the player may tick it all the same)."""
        resolved = (
            self.target.count() > 0
            and self.infantry.currentIndex() >= 0
            and fire_resolved_this_turn(self.session.battle, self.target_id, self.infantry_id)
        )
        self.defensive_fire.blockSignals(True)
        self.defensive_fire.setChecked(not resolved)
        self.defensive_fire.blockSignals(False)

    def _on_infantry_changed(self) -> None:
        self._wanted_target = self.target_id if self.target.count() else None
        self._fill_targets()
        self._fill_support()
        self._offer_defensive_fire()
        self._refresh()

    def _on_target_changed(self) -> None:
        self._fill_support()
        self._offer_defensive_fire()
        self._refresh()

    def action(self) -> Assault:
        return Assault(
            infantry=self.infantry_id,
            target=self.target_id,
            support=tuple(self.supporters()),
            defensive_fire=self.defensive_fire.isChecked(),
        )

    def _refresh(self, *args: object) -> None:
        if self.outcome is not None:
            return
        self.table.setRowCount(0)
        if self.infantry.count() and self.infantry.currentIndex() < 0:
            self.error.setText("")
            self.preview_view.setPlainText(
                tr(
                    "Choose the assaulting unit and the enemy tank or bunker in contact with it (3.2), or select the two "
                    "on the board before opening the assault."
                )
            )
            self.roll_button.setEnabled(False)
            return
        if self.target.count() == 0:
            self.error.setText(tr("There is no enemy tank or bunker to assault."))
            self.preview_view.setHtml("")
            self.roll_button.setEnabled(False)
            return
        # What the session decides before the dice: the fire at the assaulting unit, the chance and its modifiers,
        # or why the assault may not be made.
        preview: AssaultOutcome | None = previewed(self.session, self.action(), self.error, self.roll_button).result
        if preview is None:
            self.preview_view.setHtml("")
            return
        e = html.escape
        parts = [
            "<p>"
            + e(
                tr("{unit} and {target} are {yards:.0f} yards apart.").format(
                    unit=self._named(preview.infantry), target=self._named(preview.target), yards=preview.distance_yards
                )
            )
            + "</p>"
        ]
        if preview.refused:
            self.preview_view.setHtml("".join(parts))
            return
        skipped = dict(preview.skipped)
        for n, fire in ((1, preview.defensive_fire), (2, preview.supporting_fire)):
            if n in skipped:  # not made, and why, as the session's steps say it
                parts.append("<p>" + e(tr("{n}. {why}.").format(n=n, why=_unnumbered(n, skipped[n]))) + "</p>")
            elif fire is not None and fire.targets:
                t = fire.targets[0]
                parts.append(
                    "<p>"
                    + tr("{n}. Fire at {unit}: FIR {fir}, {chance} ({effect}).").format(
                        n=n,
                        unit=e(self._named(preview.infantry)),
                        fir=t.fir,
                        chance=f"<b>{percent(t.chance)}</b>",
                        effect=e(said(t.effect.value)) if t.effect else e(tr("no effect")),
                    )
                    + "</p>"
                )
        a = preview.result
        if a is not None and a.refused is None:
            mods = "".join(f"<br>&nbsp;&nbsp;{e(said(m.label))} <b>{m.value:+d}</b>" for m in a.modifiers)
            parts.append(
                "<p>"
                + tr(
                    "3. The assault: 30%{modifiers}{br}{chance}. Success destroys {target} and suppresses {unit}; failure destroys {unit}."
                ).format(
                    modifiers=mods,
                    br="<br>",
                    chance="<b>" + e(tr("Chance {chance}%").format(chance=a.chance)) + "</b>",
                    target=e(self._named(preview.target)),
                    unit=e(self._named(preview.infantry)),
                )
                + "</p>"
            )
            if a.cannot_succeed:  # 3.2: said before the dice, in the rules' own words
                parts.append("<p><b>" + e(said(CANNOT_SUCCEED.format(unit=self._named(preview.infantry)))) + "</b></p>")
        self.preview_view.setHtml("".join(parts))

    def _named(self, unit_id: str) -> str:
        """A unit as the roster and the board name it, not by its id."""
        from morefire_gui.session.names import unit_name

        return said(unit_name(self.session, unit_id, self.view))

    def roll(self) -> None:
        if self.outcome is not None or self.target.count() == 0:
            return
        resolution = self.follower.act(lambda: taken(self.editor, self.action(), self.error))
        if resolution is None:
            return
        outcome: AssaultOutcome = resolution.result
        self.outcome = outcome
        rows: list[tuple[str, str, str, str, str]] = []
        infantry = self._named(outcome.infantry)
        skipped = dict(outcome.skipped)
        spans: list[int] = []  # the rows of a step not made: its reason across the columns after the step's
        for n, title, fire in (
            (1, tr("1. Tank or bunker fire"), outcome.defensive_fire),
            (2, tr("2. Supporting fire"), outcome.supporting_fire),
        ):
            if n in skipped:
                spans.append(len(rows))
                rows.append((title, _unnumbered(n, skipped[n]), "", "", ""))
            elif fire is not None:
                rows.append((title, infantry, *_fire_line(fire)))
        a = outcome.result
        if 3 in skipped:  # the fire ended the assault: the table says so, not stops short at the fire's row
            spans.append(len(rows))
            rows.append((tr("3. Assault"), _unnumbered(3, skipped[3]), "", "", ""))
        elif a is not None and a.refused is None:
            rows.append(
                (
                    tr("3. Assault"),
                    self._named(outcome.target),
                    percent(a.chance),
                    "—" if a.roll is None else str(a.roll),
                    "destroyed" if a.success else "no_effect",
                )
            )
            rows.append(("   " + tr("the assaulting unit"), infantry, "", "", a.assailant_outcome.value))
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = result_item(text) if c == 4 and r not in spans else QTableWidgetItem(text)
                if r in spans and c == 1:
                    item.setForeground(QColor(readable(RESULT_COLOURS["not_rolled"])))  # not rolled: in its grey
                self.table.setItem(r, c, item)
            if r in spans:
                self.table.setSpan(r, 1, 1, len(COLUMNS) - 1)
        fit_columns(self.table, stretch=0)
        self.result_view.setHtml(steps_html(outcome.steps))
        self.preview_heading.setText(tr("<b>Result</b>"))
        self.preview_view.setHtml(f"<p><b>{html.escape(said(outcome.summary()))}</b></p>")
        self.roll_button.setEnabled(False)
        for w in (self.infantry, self.target, self.support, self.defensive_fire):
            w.setEnabled(False)

    def rows(self) -> list[list[str]]:
        return table_rows(self.table)

    @classmethod
    def run(
        cls,
        session: BattleSession,
        editor: Editor,
        infantry: str | None = None,
        target: str | None = None,
        parent: QWidget | None = None,
    ) -> AssaultDialog:
        dialog = cls(session, editor, infantry, target, parent)
        dialog.exec()
        return dialog
