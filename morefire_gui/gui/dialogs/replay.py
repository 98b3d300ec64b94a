"""File -> Replay: a battle's record stepped through on a board of its own, from the position it started from to the
battle as it stands, each step with its explanation (every roll, table row and modifier), and a word where the
replay parts from the battle as played. The battle open in the window is not changed.

The replay is the session's (:class:`morefire_gui.session.replay.Replayer`): each step forward performs the recorded
action again with its dice and commits it on a session of its own, each step back reverts it; the board mirrors that
session as the window's board mirrors the battle's. A side's view (hot seat) stays that side's view: the list holds
only the actions the side may know of (``session.visibility.seen_records``), numbered among themselves, each explained
by the log entries the side may read, as its Log dock shows them; the board shows each position as the side's view
shows it.
"""

from __future__ import annotations

import html

from pydantic import ValidationError
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.board.scene import BoardScene
from morefire_gui.gui.board.view import BoardView
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import battle_title, said
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.style import readable_colours
from morefire_gui.gui.widgets.steps_view import steps_html
from morefire_gui.model.action_record import ActionRecord
from morefire_gui.model.actions import parse_action
from morefire_gui.session import names
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.log_headings import SET_UP, taken_in_set_up, written_in_set_up
from morefire_gui.session.replay import Replayer, ReplayStep
from morefire_gui.session.turn_state import current_step
from morefire_gui.session.visibility import SeenRecord, seen_records, view_of

PLAY_MS = 900  # how long Play shows each step


def action_title(session: BattleSession, record: ActionRecord, umpire: bool = False) -> str:
    """A recorded action in words (``Move Tiger 2``, ``Next step``): its units by the names every side may read, or
    in the umpire's view by their own; its kind if it cannot be read."""
    try:
        return names.action_title(session, parse_action(record.action), everyone=not umpire)
    except ValidationError:
        return record.kind.replace("_", " ")


class ReplayDialog(QDialog):
    def __init__(self, session: BattleSession, viewer: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Replay — {title}").format(title=battle_title(session.battle.title)))
        self.setAccessibleName(tr("Replay of the battle's actions"))
        self.viewer = viewer
        self.played = session  # the battle as played: its record's actions are named from it
        self.replayer = Replayer(session)
        self.scene = BoardScene(self.replayer.session, self)
        self.board = BoardView(self.scene, self)
        self.board.setAccessibleName(tr("The board as it stood after the step shown"))
        self.steps = QListWidget()
        self.steps.setAccessibleName(tr("The battle's actions, in order"))
        self.steps.addItem(QListWidgetItem(tr("Start: the position the record starts from")))
        places = {p.id: p for p in session.tables.sequence.places()}
        # The actions the view may know of: each row is the replay's position after its action (row 0: the start).
        self.known: list[SeenRecord] = seen_records(session.battle, view_of(session.battle, viewer))
        self.umpire = viewer is None
        self.rows = [0] + [k.position for k in self.known]
        # What was done before play began is the set-up's, as the Log dock lists it (session/log_headings.py).
        set_up = taken_in_set_up(session.battle)
        for row, known in enumerate(self.known, start=1):
            record = known.record
            place = places.get(record.step)
            when = (
                said(SET_UP)
                if set_up[known.position - 1]
                else tr("turn {turn}").format(turn=record.turn)
                + (f", {said(place.brief)}" if place is not None else "")
            )
            title = (
                action_title(session, record, self.umpire)
                if self.umpire or not known.entries
                else known.entries[0].title
            )
            self.steps.addItem(QListWidgetItem(f"{row}. {said(title)} — {when}"))
        self.where = QLabel()
        self.where.setWordWrap(True)
        self.explanation = QTextBrowser()
        self.explanation.setAccessibleName(tr("How the step came out"))
        icon = self.style().standardIcon
        pixmap = QStyle.StandardPixmap
        self.first_button = QPushButton(icon(pixmap.SP_MediaSkipBackward), tr("&First"))
        self.back_button = QPushButton(icon(pixmap.SP_MediaSeekBackward), tr("&Back"))
        self.play_button = QPushButton(icon(pixmap.SP_MediaPlay), tr("&Play"))
        self.forward_button = QPushButton(icon(pixmap.SP_MediaSeekForward), tr("&Forward"))
        self.last_button = QPushButton(icon(pixmap.SP_MediaSkipForward), tr("&Last"))
        self.close_button = QPushButton(tr("&Close"))
        for button, tip in (
            (self.first_button, tr("The position the record starts from")),
            (self.back_button, tr("The step before")),
            (self.play_button, tr("Step on, one step at a time")),
            (self.forward_button, tr("The next action")),
            (self.last_button, tr("The battle as it stands")),
        ):
            button.setToolTip(tip)
        buttons = QHBoxLayout()
        for b in (self.first_button, self.back_button, self.play_button, self.forward_button, self.last_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.steps, 2)
        side_layout.addWidget(self.where)
        side_layout.addWidget(self.explanation, 3)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.board)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([720, 460])
        self.board.set_legend_visible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addLayout(buttons)

        self.timer = QTimer(self)
        self.timer.setInterval(PLAY_MS)
        self.timer.timeout.connect(self._on_timer_timeout)
        self.first_button.clicked.connect(lambda: self.go(0))
        self.back_button.clicked.connect(lambda: self.go(self.row - 1))
        self.forward_button.clicked.connect(lambda: self.go(self.row + 1))
        self.last_button.clicked.connect(lambda: self.go(len(self.rows) - 1))
        self.play_button.clicked.connect(self.toggle_play)
        self.close_button.clicked.connect(self.accept)
        self.steps.currentRowChanged.connect(self._on_steps_row_changed)
        fit_to_screen(self, 1200, 760)
        self._show()

    # -- stepping -----------------------------------------------------------------------------------------------------
    @property
    def row(self) -> int:
        """The row of the list shown: the last action listed that the replay has reached (0: the start)."""
        position = self.replayer.position
        return max(i for i, p in enumerate(self.rows) if p <= position)

    @property
    def at_end(self) -> bool:
        return self.replayer.stopped is not None or self.row == len(self.rows) - 1

    def go(self, row: int) -> None:
        """Show the battle after the action of the list's ``row`` (0: the start); in the umpire's view each row is
        one action of the record."""
        row = max(0, min(row, len(self.rows) - 1))
        self.replayer.to(self.rows[row])
        self._show()

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.at_end:
                self.go(0)
            self.timer.start()
        playing = self.timer.isActive()
        self.play_button.setText(tr("&Pause") if playing else tr("&Play"))
        self.play_button.setIcon(
            self.style().standardIcon(
                QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
            )
        )

    def _on_timer_timeout(self) -> None:
        if self.at_end:
            self.toggle_play()
            return
        self.go(self.row + 1)

    def _on_steps_row_changed(self, row: int) -> None:
        if row >= 0 and row != self.row:
            self.go(row)

    def _show(self) -> None:
        r = self.replayer
        battle = r.session.battle
        view = view_of(battle, self.viewer)
        self.scene.apply_view(view)
        here = current_step(r.session)
        row = self.row
        self.steps.blockSignals(True)
        self.steps.setCurrentRow(row)
        self.steps.blockSignals(False)
        step: ReplayStep | None = r.done[-1][0] if r.done else None
        if r.stopped is not None and r.stopped is not step:
            step = r.stopped
        known = self.known[row - 1] if row > 0 else None
        # A position of the set-up (before play began) is said as the Log dock heads its entries: no turn nor step yet.
        where = (
            tr("<b>{escape}</b><br>").format(escape=html.escape(said(SET_UP)))
            if written_in_set_up(battle)
            else tr("<b>{escape}</b> — {escape2}<br>").format(
                escape=html.escape(said(here.heading)), escape2=html.escape(said(here.place.title))
            )
        )
        self.where.setText(
            where
            + (
                tr("Step {position} of {len}").format(position=row, len=len(self.rows) - 1)
                if len(self.rows) > 1
                else tr("This battle has no recorded actions yet")
            )
        )
        if self.umpire:
            if step is None:
                self.explanation.setHtml("<p>" + tr("The position the battle's record starts from.") + "</p>")
            else:
                text = steps_html(step.resolution.steps, step.title) if step.resolution is not None else ""
                if not step.same:
                    text = (
                        "<p style='color:#b3140a'><b>"
                        + tr("The replay parts from the battle as played here:")
                        + f"</b> {html.escape(said(step.problem))}</p>"
                    ) + text
                self.explanation.setHtml(readable_colours(text))
        else:
            # A side's view: the action as the side may know it; where the replay stopped, only that it did (the
            # action it could not replay may be one the side does not know of).
            text = self._seen_words(known) if known is not None else ""
            if not text:
                text = "<p>" + tr("The position the battle's record starts from.") + "</p>"
            if step is not None and not step.same:
                why = html.escape(tr("an action from here on cannot be replayed"))
                text = (
                    "<p style='color:#b3140a'><b>"
                    + tr("The replay parts from the battle as played here:")
                    + f"</b> {why}</p>"
                    + text
                )
            self.explanation.setHtml(readable_colours(text))
        self.first_button.setEnabled(row > 0)
        self.back_button.setEnabled(row > 0)
        self.forward_button.setEnabled(not self.at_end)
        self.last_button.setEnabled(not self.at_end)

    def _seen_words(self, known: SeenRecord) -> str:
        """A side's action explained as the side may know it: the log entries it wrote that the side may read, as
        its Log dock shows them; an action of its own player's that wrote none, by what it did; any other (a step
        of the sequence, a hand-over), by its title alone (what it did may be another side's secret)."""
        if known.entries:
            return "".join(steps_html(entry.steps, entry.title) for entry in known.entries)
        r = self.replayer
        step = r.done[-1][0] if r.done and r.position == known.position else None
        if step is not None and step.resolution is not None and known.record.side == self.viewer:
            return steps_html(step.resolution.steps, action_title(self.played, known.record, self.umpire))
        return f"<p>{html.escape(action_title(self.played, known.record, self.umpire))}</p>"

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self.board.fit_table)

    def explanation_text(self) -> str:
        """What the explanation pane says, as plain text (for tests)."""
        return self.explanation.toPlainText()

    def done(self, result: int) -> None:
        self.timer.stop()
        self.scene.detach()
        super().done(result)

    @classmethod
    def run(cls, session: BattleSession, viewer: str | None = None, parent: QWidget | None = None) -> ReplayDialog:
        dialog = cls(session, viewer, parent)
        dialog.exec()
        return dialog
