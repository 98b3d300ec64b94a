"""The aircraft dock: each side's tally, a line a side that a laptop's dock shows whole (whether it may fly an airstrike
now, the airstrikes it bought with its forces and those it has flown; the whole, with the weather's and Table VII's
say, what it has left under Table VII and the points its airstrikes have cost, each once, in the line's tooltip), every
aircraft flown with its altitude, heading and state, and the figures the app plays with."""

from __future__ import annotations

import enum
import html
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.actions import arms_tool
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.phase_offers import starts
from morefire_gui.gui.said import said
from morefire_gui.gui.side_words import said_side
from morefire_gui.gui.style import readable
from morefire_gui.gui.widgets.eliding_label import ElidingLabel
from morefire_gui.model.aircraft import AircraftInPlay
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.names import aircraft_name
from morefire_gui.session.play_kinds import PlayKind

if TYPE_CHECKING:
    from morefire_gui.session.visibility import View


def short_aircraft_name(session: BattleSession, plane: AircraftInPlay) -> str:
    """An aircraft by its short type ("Ju 87 D", "Ju 87 D 2" where its side has flown several), as its arrow on the
    board and the dock's list say it: its own name where it has one, never its id."""
    if plane.name:
        return plane.name
    entry = session.catalogue.get(plane.type)
    if entry is None:
        return aircraft_name(session, plane)
    full = aircraft_name(session, plane)  # the type's name, numbered where the side has several
    number = full[len(entry.name) :] if full.startswith(entry.name) else ""
    return entry.code + number


BARRED = "#b00020"  # a side that may fly no airstrike now, as the app's other refusals are said


class Outlook(enum.Enum):
    """Whether a side may fly a new airstrike now, as the tally's first column marks it (the whole said in its
    tooltip)."""

    MAY_FLY = "✔"
    NONE_LEFT = "–"  # a battle kept to the sequence of play: its forces have none left (its ordinary state, no bar)
    BARRED = "✘"  # the weather, Table VII, no aircraft of its year, a run taken back
    SECRET = ""  # another side's, in the hot seat: what it bought is its own until it flies


@dataclass(frozen=True)
class TallyRow:
    """A side's line of the tally as the dock shows it; ``bought`` None: not the viewer's to know."""

    outlook: Outlook
    side: str
    bought: int | None
    flown: int
    whole: str  # the whole line (rich text): the tooltip


class AircraftDock(QDockWidget):
    new_requested = Signal()
    fly_requested = Signal(str)  # aircraft id
    snowing_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Aircraft"), parent)
        self.setObjectName("aircraft")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        # The weather, then the sides' tally: a line a side under the heads of its counts, each cell with the whole
        # line in its tooltip (a laptop's dock, some 320 pixels wide, has room for no more than this on one line).
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.tally = QGridLayout()
        self.tally.setContentsMargins(0, 0, 0, 0)
        self.tally.setHorizontalSpacing(8)
        self.tally.setVerticalSpacing(2)
        self.tally.setColumnStretch(4, 1)
        self.bought_head = self._head(
            tr("to fly", "airstrikes bought and not flown yet"),
            tr(
                "Airstrikes bought with the side's forces, not flown yet (another side's are its own until they fly: ?)"
            ),
        )
        self.flown_head = self._head(
            tr("flown"), tr("Airstrikes the side has flown: its aircraft that have entered the table")
        )
        self.tally.addWidget(self.bought_head, 0, 2)
        self.tally.addWidget(self.flown_head, 0, 3)
        self.tally_rows: list[tuple[QLabel, ElidingLabel, QLabel, QLabel]] = []  # outlook, side, bought, flown
        self.snowing = QCheckBox(tr("It is snowing (SNOW's d6 was odd): no airstrikes"))
        self.snowing.setToolTip(
            tr(
                'SNOW: "Roll a d6 with an ODD result indicating that it is snowing with no '
                "airstrikes "
                "allowed\" (the battle's settings.snowing)"
            )
        )
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(
            [
                tr("Aircraft", "the one aircraft flying the airstrike"),
                tr("Side"),
                tr("Altitude"),
                tr("Heading"),
                tr("State"),
                tr("Points"),
            ]
        )
        self.tree.setRootIsDecorated(False)
        self.figures = QLabel()
        self.figures.setWordWrap(True)
        self.figures.setStyleSheet(f"color: {readable('#555555')}")
        row = QHBoxLayout()
        self.new_button = QPushButton(tr("New Airstrike"))
        self.new_button.setToolTip(tr("Press at a board edge and drag the direction arrow into the table"))
        self.fly_button = QPushButton(tr("Fly Run…"))
        self.fly_button.setToolTip(
            tr("The selected aircraft's run this turn: it flies along its arrow, the guns fire, it strafes or bombs")
        )
        row.addWidget(self.new_button)
        row.addWidget(self.fly_button)
        layout.addWidget(self.summary)
        layout.addLayout(self.tally)
        layout.addWidget(self.snowing)
        layout.addWidget(self.tree)
        layout.addLayout(row)
        layout.addWidget(self.figures)
        self.setWidget(body)
        self.new_button.clicked.connect(self.new_requested.emit)
        arms_tool(self.new_button, "airstrike")
        starts(self.new_button, PlayKind.NEW_AIRSTRIKE)  # offered where the battle takes a new airstrike
        starts(self.fly_button, PlayKind.AIRCRAFT_RUN)
        self.fly_button.clicked.connect(self._on_fly_clicked)
        self.tree.itemDoubleClicked.connect(lambda item, col: self._on_fly_clicked())
        self.snowing.toggled.connect(self.snowing_changed.emit)

    def refresh(self, session: BattleSession, figures: str = "", view: View | None = None) -> None:
        """``view``: whose view the window shows (hot seat); another side's purchases are its own (what it bought
        with its forces is on its sheet until it flies), so only what it has flown is shown of it."""
        from morefire_gui.session.aircraft import NONE_LEFT, battle_weather, new_airstrike_refusal, side_airstrikes

        battle = session.battle
        weather, snowing = battle_weather(battle)
        weather_words = tr("Weather: {weather} (snowing)") if snowing else tr("Weather: {weather}")
        self.summary.setText(weather_words.format(weather=f"<b>{html.escape(said(weather.value))}</b>"))
        rows: list[TallyRow] = []
        for side in battle.sides:
            status = side_airstrikes(session, side.id)
            a = status.availability
            name = said_side(battle, side.id)
            limit = tr("Table VII: not rolled") if a.limit is None else tr("Table VII: {limit}").format(limit=a.limit)
            if view is not None and not view.shows_side_secrets(side.id):
                flown_points = status.points - sum(
                    e.points for t in status.bought if (e := session.catalogue.get(t)) is not None
                )
                whole = tr("{side}: {limit} — {flown} flown; {points} points flown").format(
                    side=f"<b>{html.escape(name)}</b>", limit=limit, flown=a.used, points=flown_points
                )
                # What it bought is its own until it flies: neither the count nor whether it may fly another.
                rows.append(TallyRow(Outlook.SECRET, name, None, a.used, whole))
                continue
            # Bought with the forces (not flown yet), flown, and what Table VII leaves; the points are spent once.
            counts = (
                tr("{bought} bought still to fly, {flown} flown, {left} left").format(
                    bought=len(status.bought), flown=a.used, left=a.left
                )
                if a.left is not None
                else tr("{bought} bought still to fly, {flown} flown").format(bought=len(status.bought), flown=a.used)
            )
            # Whether it may fly a new airstrike now, as the session would take one (a battle kept to the sequence of
            # play: only those its forces have).
            refusal = new_airstrike_refusal(session, side.id)
            if refusal == NONE_LEFT:
                # Its forces have none left: the side's ordinary state in such a battle, not a bar.
                outlook, state = Outlook.NONE_LEFT, html.escape(said(refusal))
            elif refusal is not None:
                outlook, state = (
                    Outlook.BARRED,
                    f"<span style='color:{readable(BARRED)}'>{html.escape(said(refusal))}</span>",
                )
            elif a.allowed and not battle.strict:
                outlook, state = Outlook.MAY_FLY, tr("may fly")
            else:
                outlook, state = Outlook.MAY_FLY, tr("may fly the airstrikes it bought")
            whole = tr("{side}: {limit} — {counts}; {points} points; {state}").format(
                side=f"<b>{html.escape(name)}</b>", limit=limit, counts=counts, points=status.points, state=state
            )
            rows.append(TallyRow(outlook, name, len(status.bought), a.used, whole))
        self._show_tally(rows)
        self.snowing.blockSignals(True)
        self.snowing.setChecked(bool(snowing))
        self.snowing.setVisible(weather.value == "snow")
        self.snowing.blockSignals(False)
        selected = self.selected_aircraft()
        self.tree.clear()
        for plane in battle.aircraft:
            entry = session.catalogue.get(plane.type)
            # The aircraft and its side as the players read them, never the battle file's ids.
            item = QTreeWidgetItem(
                [
                    short_aircraft_name(session, plane),
                    said_side(battle, plane.side),
                    said(plane.altitude.value),
                    f"{plane.heading:.0f}°",
                    said(plane.state.value.replace("_", " ")),
                    str(entry.points if entry else ""),
                ]
            )
            item.setToolTip(0, aircraft_name(session, plane))
            item.setData(0, Qt.ItemDataRole.UserRole, plane.id)
            if not plane.in_play:
                for c in range(6):
                    item.setForeground(c, Qt.GlobalColor.gray)
            self.tree.addTopLevelItem(item)
            if plane.id == selected:
                self.tree.setCurrentItem(item)
        for c in range(6):
            self.tree.resizeColumnToContents(c)
        self.figures.setText(figures)

    def _head(self, text: str, tip: str) -> QLabel:
        head = QLabel(text)
        head.setToolTip(tip)
        head.setStyleSheet(f"color: {readable('#555555')}")
        head.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        return head

    def _show_tally(self, rows: list[TallyRow]) -> None:
        while len(self.tally_rows) < len(rows):
            at = len(self.tally_rows) + 1
            # A very long name of a side is cut with "…" (whole in the tooltip) rather than widening the dock.
            cells = (QLabel(), ElidingLabel(), QLabel(), QLabel())
            outlook, side, bought, flown = cells
            bold = side.font()
            bold.setBold(True)
            side.setFont(bold)
            for column, cell in enumerate(cells):
                self.tally.addWidget(cell, at, column)
            for cell in (outlook, bought, flown):
                cell.setTextFormat(Qt.TextFormat.PlainText)
                cell.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            self.tally_rows.append(cells)
        for cells, row in zip(self.tally_rows, rows, strict=False):
            outlook, side, bought, flown = cells
            outlook.setText(row.outlook.value)
            outlook.setStyleSheet(f"color: {readable(BARRED)}" if row.outlook is Outlook.BARRED else "")
            side.setText(row.side)
            bought.setText("?" if row.bought is None else str(row.bought))
            flown.setText(str(row.flown))
            for cell in cells:
                cell.setToolTip(row.whole)
                cell.show()
        for cells in self.tally_rows[len(rows) :]:
            for cell in cells:
                cell.hide()

    def tally_lines(self) -> list[str]:
        """Each side's line of the tally as shown, its cells apart: "✔ | Axis | 1 | 0" (for tests)."""
        return [" | ".join(cell.text() for cell in cells) for cells in self.tally_rows if not cells[1].isHidden()]

    def whole_text(self) -> str:
        """The weather and each side's whole line, as its tooltip says it (lines joined by ``<br>``)."""
        wholes = [cells[1].toolTip() for cells in self.tally_rows if not cells[1].isHidden()]
        return "<br>".join([self.summary.text(), *wholes])

    def selected_aircraft(self) -> str | None:
        item = self.tree.currentItem()
        return item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None

    def _on_fly_clicked(self) -> None:
        ident = self.selected_aircraft()
        if ident is not None:
            self.fly_requested.emit(ident)
