"""A vehicle's or gun's sheet as the rules read it (the vehicle reference): armour classes by location and face,
speed codes with what they give at the battle's scale, silhouette and running gear, and each gun's range bands
(chance to hit and armour class penetrated). HTML for the Selected dock and dialogs."""

from __future__ import annotations

import html

from morefire_gui.gui.i18n import said, tr
from morefire_gui.rules.catalogue.entries import CatalogueEntry
from morefire_gui.rules.movement import allowance
from morefire_gui.session.battle_session import BattleSession

_CELL = "style='padding:1px 6px'"


def _table(head: list[str], rows: list[list[str]]) -> str:
    th = "".join(f"<th {_CELL} align='left'>{h}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td {_CELL}>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table cellspacing='0' border='1' style='border-collapse:collapse'><tr>{th}</tr>{body}</table>"


def armour_html(entry: CatalogueEntry) -> str:
    """2.3: the armour class of each location and face (a rear hit reads the side)."""
    if entry.vehicle is None:
        return ""
    a = entry.vehicle.armor
    rows = []
    if entry.vehicle.turret and a.turret_front is not None:
        rows.append([tr("Turret"), str(a.turret_front), str(a.turret_side or a.turret_front)])
    rows.append([tr("Hull"), str(a.hull_front), str(a.hull_side)])
    note = "" if entry.vehicle.turret else "<br><i>" + tr("No turret: a turret result (2.4) hits the hull.") + "</i>"
    return (
        "<p>"
        + tr("<b>Armour class</b> (2.3; a rear hit reads the side)")
        + "</p>"
        + _table(["", tr("Front"), tr("Side")], rows)
        + note
    )


def speed_html(entry: CatalogueEntry, session: BattleSession) -> str:
    """1.2: the movement codes, and how far each takes the vehicle in a turn at the battle's scale."""
    if entry.vehicle is None:
        return ""
    v = entry.vehicle
    geo = session.geometry
    unit = session.battle.table.unit
    out = []
    for label, code in ((tr("cross-country"), v.speed.cross_country), (tr("road"), v.speed.road)):
        dist = allowance(code, geo.scale, geo.unit, session.tables.movement)
        out.append(
            tr("<b>{code}</b> {label} ({distance:g} {unit}, {yards:.0f} yd a turn)").format(
                code=code.value, label=label, distance=dist, unit=said(unit), yards=geo.to_yards(dist)
            )
        )
    gear = tr("tracked") if v.tracked else tr("{n} wheels").format(n=v.wheels)
    extras = [gear, tr("silhouette {size}").format(size=said(v.silhouette.value))]
    if v.open_top:
        extras.append(tr("open top"))
    if v.skirts:
        extras.append(tr("skirt armour"))
    return "<p>" + tr("<b>Speed</b> (1.2): {speeds}").format(speeds="; ".join(out)) + f"<br>{', '.join(extras)}</p>"


def guns_html(entry: CatalogueEntry) -> str:
    """2.2 (3.4 for squad weapons): each gun's bands, "up to N yards": chance to hit and armour class penetrated."""
    parts = []
    for gun in entry.guns:
        rows = [[f"≤ {b.max_yards}", f"{b.hit}%", f"AC {b.pen}"] for b in gun.bands]
        parts.append(
            f"<p><b>{html.escape(gun.name)}</b> ({gun.calibre_mm:g} mm)</p>"
            + (
                _table([tr("Range (yd)"), tr("To hit"), tr("Penetrates")], rows)
                if rows
                else "<i>" + tr("no bands") + "</i>"
            )
        )
    return "".join(parts)


def vehicle_sheet_html(entry: CatalogueEntry, session: BattleSession) -> str:
    """The whole sheet: armour, speed and running gear, guns."""
    return armour_html(entry) + speed_html(entry, session) + guns_html(entry)
