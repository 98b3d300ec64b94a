"""The aircraft dock: whether each side may fly an airstrike (the weather, Table VII), the airstrikes it bought with its
forces, has flown and has left under Table VII, the points its airstrikes have cost (each once), every aircraft flown
with its altitude, heading and state, and the figures the app plays with."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDockWidget,
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
        # The weather, then a line for each side (its own label: a line said briefly has the whole in its tooltip).
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.side_lines: list[QLabel] = []
        self._side_box = QVBoxLayout()
        self._side_box.setContentsMargins(0, 0, 0, 0)
        self._side_box.setSpacing(2)
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
            [tr("Aircraft"), tr("Side"), tr("Altitude"), tr("Heading"), tr("State"), tr("Points")]
        )
        self.tree.setRootIsDecorated(False)
        self.figures = QLabel()
        self.figures.setWordWrap(True)
        self.figures.setStyleSheet("color: #555555")
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
        layout.addLayout(self._side_box)
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
        from morefire_gui.session.aircraft import (
            NONE_LEFT,
            NONE_LEFT_BRIEF,
            battle_weather,
            new_airstrike_refusal,
            side_airstrikes,
        )

        battle = session.battle
        weather, snowing = battle_weather(battle)
        weather_words = tr("Weather: {weather} (snowing)") if snowing else tr("Weather: {weather}")
        self.summary.setText(weather_words.format(weather=f"<b>{html.escape(said(weather.value))}</b>"))
        lines: list[tuple[str, str]] = []  # each side's line and its tooltip
        for side in battle.sides:
            status = side_airstrikes(session, side.id)
            a = status.availability
            limit = tr("Table VII: not rolled") if a.limit is None else tr("Table VII: {limit}").format(limit=a.limit)
            if view is not None and not view.shows_side_secrets(side.id):
                flown_points = status.points - sum(
                    e.points for t in status.bought if (e := session.catalogue.get(t)) is not None
                )
                lines.append(
                    (
                        tr("{side}: {limit} — {flown} flown; {points} points flown").format(
                            side=f"<b>{html.escape(said_side(battle, side.id))}</b>",
                            limit=limit,
                            flown=a.used,
                            points=flown_points,
                        ),
                        "",
                    )
                )
                continue
            # Bought with the forces (not flown yet), flown, and what Table VII leaves; the points are spent once.
            counts = (
                tr("{bought} bought, {flown} flown, {left} left").format(
                    bought=len(status.bought), flown=a.used, left=a.left
                )
                if a.left is not None
                else tr("{bought} bought, {flown} flown").format(bought=len(status.bought), flown=a.used)
            )
            # Whether it may fly a new airstrike now, as the session would take one (a battle kept to the sequence of
            # play: only those its forces have).
            refusal = new_airstrike_refusal(session, side.id)
            tip = ""
            if refusal == NONE_LEFT:
                # Its forces have none left: the side's ordinary state in such a battle, said briefly, not as a bar.
                state, tip = html.escape(said(NONE_LEFT_BRIEF)), said(refusal)
            elif refusal is not None:
                state = f"<span style='color:#b00020'>{html.escape(said(refusal))}</span>"
            elif a.allowed and not battle.strict:
                state = tr("may fly")
            else:
                state = tr("may fly the airstrikes it bought")
            lines.append(
                (
                    tr("{side}: {limit} — {counts}; {points} points; {state}").format(
                        side=f"<b>{html.escape(said_side(battle, side.id))}</b>",
                        limit=limit,
                        counts=counts,
                        points=status.points,
                        state=state,
                    ),
                    tip,
                )
            )
        self._show_side_lines(lines)
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

    def _show_side_lines(self, lines: list[tuple[str, str]]) -> None:
        while len(self.side_lines) < len(lines):
            label = QLabel()
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            self._side_box.addWidget(label)
            self.side_lines.append(label)
        for label, (text, tip) in zip(self.side_lines, lines, strict=False):
            label.setText(text)
            label.setToolTip(tip)
            label.show()
        for label in self.side_lines[len(lines) :]:
            label.hide()

    def summary_text(self) -> str:
        """The weather and each side's line, as shown (lines joined by ``<br>``)."""
        shown = [label.text() for label in self.side_lines if not label.isHidden()]
        return "<br>".join([self.summary.text(), *shown])

    def selected_aircraft(self) -> str | None:
        item = self.tree.currentItem()
        return item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None

    def _on_fly_clicked(self) -> None:
        ident = self.selected_aircraft()
        if ident is not None:
            self.fly_requested.emit(ident)
