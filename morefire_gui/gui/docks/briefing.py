"""The Briefing dock: the scenario the battle was made from, readable at any time — the year, the forces and who
attacks, season, weather and terrain, the defender's mission and the point ratio, airstrikes, the special rules,
where each side deploys and how victory is scored, and every roll made. For a table laid by hand, the placing order
and the "placement complete" step."""

from __future__ import annotations

import html

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDockWidget, QHBoxLayout, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from morefire_gui.gui.i18n import QT_TR_NOOP, KeptWords, tr, tr_kept
from morefire_gui.gui.said import battle_title, nation_name, said
from morefire_gui.gui.side_words import said_side_short
from morefire_gui.gui.style import readable_colours
from morefire_gui.model.battle import Battle
from morefire_gui.model.scenario import Briefing, MissionSpec
from morefire_gui.model.terms import Edge
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.scenario.system import (
    END_OF_PLAY,
    airstrikes_said,
    special_beside_place,
    variable_strikes,
    where_fought,
)
from morefire_gui.rules.scenario.terms import VpSchedule
from morefire_gui.rules.tables import RuleTables
from morefire_gui.session.battle_session import BattleSession

TABLE_NAMES = KeptWords(
    {
        "year": QT_TR_NOOP("Table I, year"),
        "attacker": QT_TR_NOOP("Table II, attacker"),
        "season": QT_TR_NOOP("Table III, season"),
        "conditions": QT_TR_NOOP("Table IV, conditions"),
        "snowing": QT_TR_NOOP("SNOW d6"),
        "terrain": QT_TR_NOOP("Table V, terrain"),
        "bocage": QT_TR_NOOP("Normandy bocage d6"),
        "mission": QT_TR_NOOP("Table VI, mission"),
        "aircraft": QT_TR_NOOP("Table VII, aircraft"),
        "strikes": QT_TR_NOOP("Table VII, variable strikes"),
    }
)
NO_BRIEFING = QT_TR_NOOP(
    "<p><i>This battle has no briefing. A battle made with <b>File → New Random Battle…</b> carries the "
    "scenario it was rolled from: year, forces, weather, terrain, mission, deployment and victory "
    "conditions.</i></p>"
)


def briefing_html(
    briefing: Briefing,
    tables: RuleTables,
    title: str | None = None,
    edges: dict[str, Edge] | None = None,
    mission: MissionSpec | None = None,
    catalogue: Catalogue | None = None,
) -> str:
    """The briefing as the players read it. ``edges``: each side's base edge (``axis``/``allies``), when known;
    ``mission``: the battle's mission (its victory point column); ``catalogue``: to say when a side's nation has no
    aircraft in service in the year (Table VII's airstrikes would have nothing to fly)."""
    e = html.escape
    b = briefing
    attacker = b.attacker.value
    defender = "allies" if attacker == "axis" else "axis"
    nations = {"axis": nation_name(b.nations.axis), "allies": nation_name(b.nations.allies)}

    def side(role: str) -> str:
        name = said(role.capitalize())
        if edges and role in edges:
            return tr("{side} ({nation}, from the {edge} edge)").format(
                side=name, nation=e(nations[role]), edge=e(said(edges[role].value))
            )
        return tr("{side} ({nation})").format(side=name, nation=e(nations[role]))

    where = said(where_fought(b.theatre, b.location, special=b.special))  # as the command line says it, the year apart
    special = special_beside_place(b.special)
    weather = said(b.conditions.value.capitalize())
    if b.snowing is not None:
        weather = (tr("{weather}, snowing: no airstrikes") if b.snowing else tr("{weather}, not snowing")).format(
            weather=weather
        )
    airstrikes = said(
        airstrikes_said(b.airstrikes.axis, b.airstrikes.allies, variable_strikes(b.rolls, tables.scenario))
    )
    if b.airstrikes.axis or b.airstrikes.allies:
        airstrikes = tr("{airstrikes}; paid for in Army points").format(airstrikes=airstrikes)
    rows = [
        (tr("Year"), str(b.year)),
        (
            tr("Where"),
            e(where)
            + (("; " + tr("special: {special}").format(special=f"<b>{e(said(special.label))}</b>")) if special else ""),
        ),
        (
            tr("Forces"),
            tr("Axis: {axis} · Allies: {allies}").format(axis=e(nations["axis"]), allies=e(nations["allies"])),
        ),
        (tr("Attacker"), f"<b>{side(attacker)}</b>"),
        (tr("Defender"), f"<b>{side(defender)}</b>"),
        (tr("Season"), e(said(b.season.value.capitalize()))),
        (tr("Conditions"), e(weather)),
        (tr("Terrain"), e(said(b.terrain.label))),
        (tr("Defender's mission"), f"<b>{e(said(b.mission.label))}</b>"),
        (
            tr("Point ratio"),
            tr("{ratio} (attacker : defender)").format(ratio=f"<b>{b.ratio[0]} : {b.ratio[1]}</b>"),
        ),
        (tr("Airstrikes"), e(airstrikes) + _no_aircraft(b, tables, catalogue)),
    ]
    if mission is not None and mission.kind.value != "raid":
        column = tr("Standard") if mission.vp_schedule is VpSchedule.STANDARD else tr("Retained / Captured")
        rows.append((tr("Victory points"), tr("the {column} column").format(column=column)))
    rows.append(
        (
            tr("Table"),
            tr("laid by hand")
            if b.laid_by_hand
            else tr("generated (seed {seed})").format(seed=e(str(b.seed)))
            if b.seed is not None
            else tr("generated"),
        )
    )
    if b.set:
        rows.append((tr("Set by the players"), e(", ".join(said(s) for s in b.set))))
    parts = [
        f"<h2>{e(title)}</h2>" if title else "",
        "<table cellspacing='0' cellpadding='2'>"
        + "".join(f"<tr><td style='color:#555;padding-right:10px'>{k}</td><td>{v}</td></tr>" for k, v in rows)
        + "</table>",
    ]
    if b.laid_by_hand and b.notes:
        parts.append(
            "<h3>"
            + e(tr("Laying the table"))
            + "</h3><ol>"
            + "".join(f"<li>{e(said(n))}</li>" for n in b.notes)
            + "</ol>"
        )
    parts.append("<h3>" + e(tr("Deployment")) + f"</h3><p>{e(said(b.deployment))}</p>")
    if edges:
        parts.append(
            "<p>"
            + "; ".join(
                tr("{side}: the {edge} edge").format(side=said(role.capitalize()), edge=said(edge.value))
                for role, edge in edges.items()
            )
            + ".</p>"
        )
    if b.victory:
        head, *rest = b.victory
        parts.append(
            "<h3>"
            + e(tr("Victory conditions"))
            + f"</h3><p><b>{e(said(head))}</b></p><ul>"
            + "".join(f"<li>{e(said(line))}</li>" for line in rest)
            + "</ul>"
        )
        parts.append("<h3>" + e(tr("End of the battle")) + f"</h3><p>{e(said(END_OF_PLAY))}</p>")
    if b.special_rules:
        parts.append(
            "<h3>"
            + e(tr("Special rules"))
            + "</h3><ul>"
            + "".join(f"<li>{e(said(r))}</li>" for r in b.special_rules)
            + "</ul>"
        )
    if b.notes and not b.laid_by_hand:
        parts.append(
            "<h3>" + e(tr("The table")) + "</h3><ul>" + "".join(f"<li>{e(said(n))}</li>" for n in b.notes) + "</ul>"
        )
    if b.rolls:
        parts.append(
            "<h3>"
            + e(tr("Rolls"))
            + "</h3><table cellspacing='0' cellpadding='2'><tr style='color:#555'>"
            + "".join(
                f"<td>{e(h)}</td>"
                for h in (
                    tr("Table", "a table of the rules rolled on"),
                    tr("Die"),
                    tr("Face"),
                    tr("Read as"),
                    tr("Result"),
                )
            )
            + "</tr>"
            + "".join(
                f"<tr><td>{e(TABLE_NAMES.get(r.table, r.table))}</td><td>{r.die}</td>"
                f"<td align='right'>{r.face}</td><td align='right'>{r.modified}</td>"
                f"<td><b>{e(_result_said(r.result))}</b></td></tr>"
                for r in b.rolls
            )
            + "</table>"
        )
    return "".join(parts)


def _result_said(result: str) -> str:
    """A roll's result as the Rolls table shows it: the battle file's word ("holding_action", "axis") said in the
    language and begun with a capital, as the table's other cells are ("Holding action", "Axis")."""
    text = said(result.replace("_", " "))
    return text[:1].upper() + text[1:]


def _no_aircraft(b: Briefing, tables: RuleTables, catalogue: Catalogue | None) -> str:
    """ "; no aircraft of Finland in service in 1940" for each side's nation that has none in the year."""
    from morefire_gui.session.aircraft import no_aircraft_of

    if catalogue is None:
        return ""
    notes = [
        note
        for nation in dict.fromkeys((b.nations.axis, b.nations.allies))
        if (note := no_aircraft_of(catalogue, tables, nation, b.year)) is not None
    ]
    return "".join(f"; <span style='color:#b00020'>{html.escape(said(n))}</span>" for n in notes)


GIVE_A_MISSION = QT_TR_NOOP(
    "<p><i>A battle laid out by hand is given a mission with <b>Battle → Mission…</b>: the defender's mission, the "
    "side that attacks and the victory point locations; <b>Battle → Score Battle…</b> then scores it.</i></p>"
)


def mission_by_hand_html(battle: Battle) -> str:
    """A battle with no briefing: its mission given by hand (Battle → Mission…), or how to give it one."""
    mission = battle.mission
    if mission is None:
        return tr_kept(NO_BRIEFING) + tr_kept(GIVE_A_MISSION)
    e = html.escape
    rows = [
        (tr("Defender's mission"), f"<b>{e(said(mission.kind.label))}</b>"),
        (tr("Attacker"), f"<b>{e(said_side_short(battle, mission.attacker))}</b>"),
        (tr("Defender"), f"<b>{e(said_side_short(battle, mission.defender))}</b>"),
    ]
    if mission.ratio is not None:
        rows.append(
            (
                tr("Point ratio"),
                tr("{ratio} (attacker : defender)").format(ratio=f"<b>{mission.ratio[0]} : {mission.ratio[1]}</b>"),
            )
        )
    if mission.kind.value != "raid":
        column = tr("Standard") if mission.vp_schedule is VpSchedule.STANDARD else tr("Retained / Captured")
        rows.append((tr("Victory points"), tr("the {column} column").format(column=column)))
        rows.append((tr("Victory point locations"), str(len(battle.vp_locations))))
    return (
        f"<h2>{e(battle_title(battle.title))}</h2>"
        + "<p><i>"
        + tr("Laid out by hand; its mission was given with <b>Battle → Mission…</b>.")
        + "</i></p><table cellspacing='0' cellpadding='2'>"
        + "".join(f"<tr><td style='color:#555;padding-right:10px'>{k}</td><td>{v}</td></tr>" for k, v in rows)
        + "</table>"
    )


def battle_briefing_html(battle: Battle, tables: RuleTables, catalogue: Catalogue | None = None) -> str:
    if battle.briefing is None:
        return mission_by_hand_html(battle)
    edges = {s.id: s.edge for s in battle.sides if s.id in ("axis", "allies")}
    return briefing_html(battle.briefing, tables, battle_title(battle.title), edges, battle.mission, catalogue)


class BriefingDock(QDockWidget):
    placement_requested = Signal()
    score_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Briefing"), parent)
        self.setObjectName("briefing")
        self.view = QTextBrowser()
        self.view.setOpenExternalLinks(False)
        self.placement_button = QPushButton(tr("Placement Complete…"))
        self.placement_button.setToolTip(
            tr(
                "The table is laid: the defender chooses his base edge, and the victory "
                "point locations are marked on the pieces placed"
            )
        )
        self.score_button = QPushButton(tr("Score Battle…"))
        self.score_button.setToolTip(tr("Score the battle by the mission's victory conditions"))
        self.placement_button.clicked.connect(self.placement_requested)
        self.score_button.clicked.connect(self.score_requested)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.placement_button)
        buttons.addStretch(1)
        buttons.addWidget(self.score_button)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.view)
        layout.addLayout(buttons)
        self.setWidget(body)
        self._html = ""

    def refresh(self, session: BattleSession) -> None:
        battle = session.battle
        text = battle_briefing_html(battle, session.tables, session.catalogue)
        if text != self._html:  # most changes (a counter moved) leave the briefing as it was
            self._html = text
            scroll = self.view.verticalScrollBar().value()
            self.view.setHtml(readable_colours(text))
            self.view.verticalScrollBar().setValue(scroll)
        self.placement_button.setVisible(battle.briefing is not None and battle.briefing.laid_by_hand)
        self.score_button.setEnabled(battle.mission is not None)

    def text(self) -> str:
        return self.view.toPlainText()
