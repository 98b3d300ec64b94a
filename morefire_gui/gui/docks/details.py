"""The selected unit's (or terrain piece's) details: position, facing, state, and its catalogue sheet."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QDockWidget, QTextBrowser, QWidget

from morefire_gui.gui.i18n import coordinates, number, tr
from morefire_gui.gui.said import entry_name, nation_name, said
from morefire_gui.gui.side_words import said_side
from morefire_gui.gui.style import STYLES
from morefire_gui.gui.widgets.vehicle_sheet import vehicle_sheet_html
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.visibility import View, seen_spotters


class DetailsDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Selected"), parent)
        self.setObjectName("details")
        self.view = QTextBrowser()
        self.setWidget(self.view)
        self.show_nothing()

    def show_nothing(self) -> None:
        self.view.setHtml("<p><i>" + html.escape(tr("Select a counter or a terrain piece.")) + "</i></p>")

    def show_hidden_position(self) -> None:
        self.view.setHtml(
            "<h3>"
            + html.escape(tr("Hidden position"))
            + "</h3><p>"
            + html.escape(
                tr(
                    "The other side's marker: it may be a unit or a fake. It is revealed when it fires, is fired on, or "
                    "moves."
                )
            )
            + "</p>"
        )

    def show_unit(self, session: BattleSession, unit_id: str, view: View | None = None) -> None:
        """The unit's facts; a side's ``view`` keeps another side's guns' set-up state from it (4.8)."""
        from morefire_gui.session.gun_deployment import deployment_words, lone_gun_state
        from morefire_gui.session.names import names, unit_name
        from morefire_gui.session.sequence_of_play import move_of_the_turn
        from morefire_gui.session.unit_facts import specialities

        unit = session.battle.unit(unit_id)
        if unit is None:
            self.show_nothing()
            return
        entry = session.catalogue.get(unit.type)
        g = session.geometry
        e = html.escape
        heading = said(unit_name(session, unit.id))
        # The type by its name, not the catalogue's id ("pz6e"); not at all where the unit's name says it already
        # ("Rifle squad 3").
        type_name = entry_name(entry) if entry else unit.type
        rows = [
            (tr("Id"), unit.id),
            (tr("Side"), said_side(session.battle, unit.side)),
        ]
        if not heading.startswith(type_name):
            rows.append((tr("Type"), type_name))
        rows += [
            (
                tr("Position"),
                tr("{point} {unit} ({x_yards:.0f}, {y_yards:.0f} yd)").format(
                    point=coordinates(*unit.at),
                    unit=said(session.battle.table.unit),
                    x_yards=g.to_yards(unit.at[0]),
                    y_yards=g.to_yards(unit.at[1]),
                ),
            ),
            # Whole degrees, as a player measures a facing (a drag leaves it at any fraction).
            (tr("Facing"), tr("{degrees}°").format(degrees=number(round(unit.facing) % 360))),
        ]
        if unit.cover:
            rows.append((tr("Cover"), said(unit.cover.value)))
        if unit.moved:
            # In words, as the roster says it ("mounted T-34 #2", "moved at B"), not the record's code; headed by when,
            # so that the row does not say "moved" twice.
            rows.append((tr("This turn"), said(move_of_the_turn(session, unit, view))))
        if unit.status:
            rows.append((tr("Status"), ", ".join(said(s.value) for s in unit.status)))
        gun = lone_gun_state(session, unit) if view is None or view.shows_side_secrets(unit.side) else None
        if gun is not None:
            rows.append((tr("Set-up (4.8)"), said(deployment_words(gun.deployment))))
        if unit.riding_on:
            rows.append((tr("Riding on"), said(unit_name(session, unit.riding_on))))
        if unit.formation is not None:
            rows.append((tr("Formation"), said(unit.formation.label)))  # 3.3 reads it: the Russian Guard, the Waffen SS
        if unit.suicide:
            rows.append((tr("Suicide squad"), tr("yes (3.3: must assault the nearest enemy tank or bunker)")))
        if unit.ski:
            rows.append((tr("Ski troops"), tr("yes (SNOW: B speed in snow, always in cover)")))
        spotters = seen_spotters(unit, view)  # 2.1 advanced; another side's hidden position's spot is its secret
        if spotters:
            rows.append((tr("Spotted by"), said(names(session, spotters, view))))
        if unit.damage:
            rows.append((tr("Campaign damage"), ", ".join(d.value for d in unit.damage)))  # 2.6
        parts = [f"<h3>{e(heading)}</h3><table>"]
        parts += [f"<tr><td><b>{e(k)}</b></td><td>{e(v)}</td></tr>" for k, v in rows]
        parts.append("</table>")
        if entry is not None:
            role = str(entry.role.value if hasattr(entry.role, "value") else entry.role) if entry.role else ""
            kind = said(entry.kind.value) + (", " + said(role.replace("_", " ")) if role else "")
            parts.append(
                f"<h4>{e(entry_name(entry))}</h4><p>"
                + e(
                    tr("{nation}, {first}–{last}, {kind}, {points} points").format(
                        nation=nation_name(entry.nation),  # "Germany", not its id
                        first=entry.years[0],
                        last=entry.years[1],
                        kind=kind,
                        points=entry.points,
                    )
                )
                + "</p>"
            )
            if entry.infantry is not None:
                i = entry.infantry
                parts.append(
                    "<p>"
                    + e(
                        tr("FIR {fir}, MF {mf}, max range {range} yd").format(
                            fir=i.fir, mf=i.mf if i.mf is not None else tr("n/a"), range=i.max_range
                        )
                    )
                    + "</p>"
                )
            if entry.gun is not None:
                parts.append(
                    "<p>"
                    + e(
                        tr("{role}, {calibre:g} mm").format(
                            role=said(entry.gun.role.value.replace("_", " ")), calibre=entry.gun.calibre_mm
                        )
                    )
                    + "</p>"
                )
            parts.append(vehicle_sheet_html(entry, session))  # armour, speed codes, guns with their bands
            parts += [f"<p><b>{e(said(text))}</b></p>" for text in specialities(entry)]
        self.view.setHtml("".join(parts))

    def show_piece(self, session: BattleSession, piece_id: str) -> None:
        piece = session.battle.piece(piece_id)
        if piece is None:
            self.show_nothing()
            return
        e = html.escape
        kind = STYLES[piece.kind].label if piece.kind in STYLES else piece.kind.value.replace("_", " ").title()
        rows = [(tr("Id"), piece.id), (tr("Kind"), kind)]
        if piece.name:
            rows.append((tr("Name"), said(piece.name)))  # a generated one in words ("Crops (harvest)")
        if piece.level is not None:
            rows.append((tr("Level"), str(piece.level)))
        if piece.height is not None:
            rows.append((tr("Height"), tr("{yards:g} yd").format(yards=piece.height)))
        if piece.mines is not None:
            rows.append((tr("Mines"), piece.mines.value.upper()))
        # A village a battle saved before the key names a farm stands for one too; one cleared of it, for a village.
        stands_for = piece.counted_as or piece.stands_for
        if stands_for is not None:
            rows.append((tr("Stands for"), said(stands_for.label)))
        if piece.ice_holds is not None:
            rows.append((tr("Ice (TUNDRA)"), tr("holds vehicles") if piece.ice_holds else tr("does not hold vehicles")))
        if piece.width is not None:
            rows.append(
                (tr("Width"), tr("{width:g} {unit}").format(width=piece.width, unit=said(session.battle.table.unit)))
            )
        rows.append((tr("Points"), str(len(piece.points()))))
        from morefire_gui.session.names import piece_name

        parts = [f"<h3>{e(said(piece_name(session.battle, piece.id)))}</h3><table>"]
        parts += [f"<tr><td><b>{e(k)}</b></td><td>{e(v)}</td></tr>" for k, v in rows]
        parts.append("</table><p><i>" + e(tr("Double-click the piece (terrain tool) to edit it.")) + "</i></p>")
        self.view.setHtml("".join(parts))
