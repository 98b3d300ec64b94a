"""The selected unit's (or terrain piece's) details: position, facing, state, and its catalogue sheet."""

from __future__ import annotations

import html

from PySide6.QtWidgets import QDockWidget, QTextBrowser, QWidget

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.widgets.vehicle_sheet import vehicle_sheet_html
from morefire_gui.session.battle_session import BattleSession


class DetailsDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Selected"), parent)
        self.setObjectName("details")
        self.view = QTextBrowser()
        self.setWidget(self.view)
        self.show_nothing()

    def show_nothing(self) -> None:
        self.view.setHtml("<p><i>Select a counter or a terrain piece.</i></p>")

    def show_hidden_position(self) -> None:
        self.view.setHtml(
            "<h3>Hidden position</h3><p>The other side's marker: it may be a unit or a fake. It is "
            "revealed when it fires, is fired on, or moves.</p>"
        )

    def show_unit(self, session: BattleSession, unit_id: str) -> None:
        from morefire_gui.session.names import names, unit_name
        from morefire_gui.session.unit_facts import specialities

        unit = session.battle.unit(unit_id)
        if unit is None:
            self.show_nothing()
            return
        entry = session.catalogue.get(unit.type)
        g = session.geometry
        e = html.escape
        rows = [
            ("Id", unit.id),
            ("Side", unit.side),
            ("Type", f"{entry.name if entry else unit.type} ({unit.type})"),
            (
                "Position",
                f"{unit.at[0]:.2f}, {unit.at[1]:.2f} {session.battle.table.unit} "
                f"({g.to_yards(unit.at[0]):.0f}, {g.to_yards(unit.at[1]):.0f} yd)",
            ),
            ("Facing", f"{unit.facing:g}°"),
        ]
        if unit.cover:
            rows.append(("Cover", unit.cover.value))
        if unit.moved:
            rows.append(("Moved", unit.moved.value))
        if unit.status:
            rows.append(("Status", ", ".join(s.value for s in unit.status)))
        if unit.riding_on:
            rows.append(("Riding on", unit_name(session, unit.riding_on)))
        if unit.formation is not None:
            rows.append(("Formation", unit.formation.label))  # 3.3 reads it: the Russian Guard, the Waffen SS
        if unit.suicide:
            rows.append(("Suicide squad", "yes (3.3: must assault the nearest enemy tank or bunker)"))
        if unit.ski:
            rows.append(("Ski troops", "yes (SNOW: B speed in snow, always in cover)"))
        if unit.spotted_by:
            rows.append(("Spotted by", names(session, unit.spotted_by)))  # 2.1 advanced
        if unit.damage:
            rows.append(("Campaign damage", ", ".join(d.value for d in unit.damage)))  # 2.6
        parts = [f"<h3>{e(unit_name(session, unit.id))}</h3><table>"]
        parts += [f"<tr><td><b>{e(k)}</b></td><td>{e(v)}</td></tr>" for k, v in rows]
        parts.append("</table>")
        if entry is not None:
            parts.append(
                f"<h4>{e(entry.name)}</h4><p>{e(entry.nation)}, {entry.years[0]}–{entry.years[1]}, "
                f"{entry.kind.value}{', ' + e(str(entry.role.value if hasattr(entry.role, 'value') else entry.role)) if entry.role else ''}"
                f", {entry.points} points</p>"
            )
            if entry.infantry is not None:
                i = entry.infantry
                parts.append(
                    f"<p>FIR {i.fir}, MF {i.mf if i.mf is not None else 'n/a'}, max range {i.max_range} yd</p>"
                )
            if entry.gun is not None:
                parts.append(f"<p>{entry.gun.role.value.replace('_', ' ')}, {entry.gun.calibre_mm:g} mm</p>")
            parts.append(vehicle_sheet_html(entry, session))  # armour, speed codes, guns with their bands
            parts += [f"<p><b>{e(text)}</b></p>" for text in specialities(entry)]
        self.view.setHtml("".join(parts))

    def show_piece(self, session: BattleSession, piece_id: str) -> None:
        piece = session.battle.piece(piece_id)
        if piece is None:
            self.show_nothing()
            return
        e = html.escape
        rows = [("Id", piece.id), ("Kind", piece.kind.value)]
        if piece.name:
            rows.append(("Name", piece.name))
        if piece.level is not None:
            rows.append(("Level", str(piece.level)))
        if piece.height is not None:
            rows.append(("Height", f"{piece.height:g} yd"))
        if piece.mines is not None:
            rows.append(("Mines", piece.mines.value.upper()))
        if piece.ice_holds is not None:
            rows.append(("Ice (TUNDRA)", "holds vehicles" if piece.ice_holds else "does not hold vehicles"))
        if piece.width is not None:
            rows.append(("Width", f"{piece.width:g} {session.battle.table.unit}"))
        rows.append(("Points", str(len(piece.points()))))
        from morefire_gui.session.names import piece_name

        parts = [f"<h3>{e(piece_name(session.battle, piece.id))}</h3><table>"]
        parts += [f"<tr><td><b>{e(k)}</b></td><td>{e(v)}</td></tr>" for k, v in rows]
        parts.append("</table><p><i>Double-click the piece (terrain tool) to edit it.</i></p>")
        self.view.setHtml("".join(parts))
