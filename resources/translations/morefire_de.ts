<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <location filename="../../morefire_gui/gui/accessibility.py" line="+38"/>
        <source>tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>list</source>
        <translation>Liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>board</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/app.py" line="+114"/>
        <location line="+14"/>
        <source>Cannot open {path}</source>
        <translation>{path} lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Your catalogue {wanted} is not used (the app&apos;s own catalogue is)</source>
        <translation>Ihr Katalog {wanted} wird nicht verwendet (sondern der eigene der App)</translation>
    </message>
    <message>
        <location line="+234"/>
        <source>More Fire!</source>
        <translation>More Fire!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unexpected error: {exc}</source>
        <translation>Unerwarteter Fehler: {exc}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/aircraft_items.py" line="+139"/>
        <source>{label}: heading {heading:.0f}°. With the Airstrike tool, drag the round handle at the arrow&apos;s tip to turn it (up to 90°, end of the turn)</source>
        <translation>{label}: Kurs {heading:.0f}°. Mit dem Luftangriffswerkzeug den runden Griff an der Pfeilspitze ziehen, um ihn zu drehen (bis zu 90°, am Ende der Runde)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/artillery_items.py" line="+66"/>
        <source>Registration point #{n} of {side_id}</source>
        <translation>Vermessungspunkt #{n} der Seite {side_id}</translation>
    </message>
    <message>
        <location line="+284"/>
        <source>Barrage by {side}: {diameter_yards} yd zone</source>
        <translation>Sperrfeuer ({side}): {diameter_yards}-yd-Zone</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Barrage: {diameter_yards} yd zone</source>
        <translation>Sperrfeuer: {diameter_yards}-yd-Zone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{diameter_yards} yd zone</source>
        <translation>{diameter_yards}-yd-Zone</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/scenario_items.py" line="+40"/>
        <location filename="../../morefire_gui/gui/style.py" line="+78"/>
        <source>Hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/style.py" line="+62"/>
        <source>Ford</source>
        <translation>Furt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/style.py" line="+1"/>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/style.py" line="+1"/>
        <source>Crossroad</source>
        <translation>Kreuzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/style.py" line="+1"/>
        <source>Road exit</source>
        <translation>Straßenausgang</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/style.py" line="-42"/>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <location line="+382"/>
        <source>attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>{side} deploy or move on at the {edge} edge</source>
        <translation>{side}: Aufstellung oder Einrücken am Rand {edge}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} deploys or moves on at the {edge} edge</source>
        <translation>{side}: Aufstellung oder Einrücken am Rand {edge}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side} deploy or move on here</source>
        <translation>{side}: Aufstellung oder Einrücken hier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{side} deploys or moves on here</source>
        <translation>{side}: Aufstellung oder Einrücken hier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side} deploy here</source>
        <translation>{side}: Aufstellung hier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{side} deploys here</source>
        <translation>{side}: Aufstellung hier</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>{zone} of {side} ({detail}): deploys or moves on at the base edge</source>
        <translation>{zone} der Seite {side} ({detail}): stellt an der Grundlinie auf oder rückt dort ein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{zone} of {side} ({detail})</source>
        <translation>{zone} der Seite {side} ({detail})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deployment zone</source>
        <translation>Aufstellungszone</translation>
    </message>
    <message>
        <location line="+102"/>
        <location filename="../../morefire_gui/gui/dialogs/battle_mission.py" line="+295"/>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="+170"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} ({kind}, {id}): Standard {standard}, Retained {retained}, Captured {captured}; held at the start by {held}; scored on the {column} column; destroyed</source>
        <translation>{name} ({kind}, {id}): Standard {standard}, Gehalten {retained}, Erobert {captured}; zu Beginn im Besitz: {held}; gewertet in der Spalte {column}; zerstört</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} ({kind}, {id}): Standard {standard}, Retained {retained}, Captured {captured}; held at the start by {held}; scored on the {column} column</source>
        <translation>{name} ({kind}, {id}): Standard {standard}, Gehalten {retained}, Erobert {captured}; zu Beginn im Besitz: {held}; gewertet in der Spalte {column}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/aircraft.py" line="+81"/>
        <source>enters heading {heading:.0f}°</source>
        <translation>tritt mit Kurs {heading:.0f}° ein</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Airstrike: press at a board edge and drag the direction arrow into the table; press an aircraft&apos;s arrow tip to fly its run</source>
        <translation>Luftangriff: am Tischrand drücken und den Richtungspfeil auf den Tisch ziehen; auf die Pfeilspitze eines Flugzeugs drücken fliegt seinen Anflug</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Airstrike: press at a board edge and drag the direction arrow into the table</source>
        <translation>Luftangriff: am Tischrand drücken und den Richtungspfeil auf den Tisch ziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Airstrike: drag an aircraft&apos;s arrow tip to turn it</source>
        <translation>Luftangriff: an der Pfeilspitze eines Flugzeugs ziehen dreht es</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Airstrike: press an aircraft&apos;s arrow tip to fly its run</source>
        <translation>Luftangriff: auf die Pfeilspitze eines Flugzeugs drücken fliegt seinen Anflug</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>At the end of the turn you may turn the direction arrow up to {most:g}° left or right of the heading it flew; it turns no further</source>
        <translation>Am Ende der Runde darf der Richtungspfeil um bis zu {most:g}° nach links oder rechts vom geflogenen Kurs gedreht werden; weiter dreht er nicht</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Drag the direction arrow into the table (heading {heading:g} points off it)</source>
        <translation>Den Richtungspfeil in den Tisch hinein ziehen (Kurs {heading:g} zeigt hinaus)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/artillery.py" line="+61"/>
        <source>Choose the side whose registration points to plot (Artillery dock)</source>
        <translation>Die Seite wählen, deren Vermessungspunkte eingetragen werden (Feld Artillerie)</translation>
    </message>
    <message>
        <location line="+66"/>
        <location filename="../../morefire_gui/gui/board/tools/infantry_fire.py" line="+166"/>
        <source>Aim at a point on the table</source>
        <translation>Auf einen Punkt des Tisches zielen</translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>{caption}: %n unit(s)</source>
        <translation>
            <numerusform>{caption}: %n Einheit</numerusform>
            <numerusform>{caption}: %n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> ({n} partly)</source>
        <translation> ({n} teilweise)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{unit} (partly)</source>
        <translation>{unit} (teilweise)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no units</source>
        <translation>keine Einheiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Template {caption} at {point}: {names}</source>
        <translation>Schablone {caption} bei {point}: {names}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/direct_fire.py" line="+27"/>
        <location line="+70"/>
        <source>FRONT</source>
        <translation>FRONT</translation>
    </message>
    <message>
        <location line="-69"/>
        <location line="+1"/>
        <source>SIDE</source>
        <translation>SEITE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>REAR</source>
        <translation>HECK</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>HULL SIDE</source>
        <translation>WANNENSEITE</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>{unit_name} → {unit_name2}: release to fire</source>
        <translation>{unit_name} → {unit_name2}: zum Feuern loslassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{unit_name} → {unit_name2}: click to fire</source>
        <translation>{unit_name} → {unit_name2}: zum Feuern klicken</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Fire: press on the firing unit and drag to the target</source>
        <translation>Feuer: auf die feuernde Einheit drücken und zum Ziel ziehen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fire: {unit_name} fires — drag to the target, or click it</source>
        <translation>Feuer: {unit_name} feuert — zum Ziel ziehen oder es anklicken</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Fire: {unit_name} is aiming — click an enemy unit (Esc to stop)</source>
        <translation>Feuer: {unit_name} zielt — eine feindliche Einheit anklicken (Esc zum Beenden)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/handles.py" line="+20"/>
        <source>Drag to turn the counter (Shift: 15° steps)</source>
        <translation>Ziehen, um den Spielstein zu drehen (Umschalt: Schritte von 15°)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/infantry_fire.py" line="-101"/>
        <source>Infantry Fire: click your firers, then the target area (Shift-click: aim anywhere)</source>
        <translation>Infanteriefeuer: die eigenen Schützen anklicken, dann den Zielbereich (Umschalt-Klick: beliebig zielen)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>{yards:g} yd target area: {units}</source>
        <translation>Zielbereich {yards:g} yd: {units}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no enemy unit</source>
        <translation>keine feindliche Einheit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · firers: {units}</source>
        <translation> · Schützen: {units}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · click your firers first</source>
        <translation> · zuerst die eigenen Schützen anklicken</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Firers: {names} — now click the target area</source>
        <translation>Schützen: {names} – jetzt den Zielbereich anklicken</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_browser.py" line="+113"/>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+492"/>
        <location filename="../../morefire_gui/gui/dialogs/melee.py" line="+222"/>
        <location filename="../../morefire_gui/gui/dialogs/piece_properties.py" line="+62"/>
        <location filename="../../morefire_gui/gui/dialogs/suicide_squad.py" line="+133"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/measure.py" line="+144"/>
        <source>Path, {legs} legs: {length:.1f} {unit} · {yards:.0f} yd</source>
        <translation>Weg, {legs} Abschnitte: {length:.1f} {unit} · {yards:.0f} yd</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{length:.1f} {unit} · {yards:.0f} yd</source>
        <translation>{length:.1f} {unit} · {yards:.0f} yd</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>LOS clear (last leg)</source>
        <translation>Sichtlinie frei (letzter Abschnitt)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LOS clear</source>
        <translation>Sichtlinie frei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LOS blocked by {pieces}</source>
        <translation>Sichtlinie blockiert durch {pieces}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>LOS blocked</source>
        <translation>Sichtlinie blockiert</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Measured: {summary}</source>
        <translation>Gemessen: {summary}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/minefield.py" line="+44"/>
        <source>{mines} minefield (deliberate, laid by {owner}), 100 × 50 yd, {angle:g}°</source>
        <translation>{mines}-Minenfeld der Seite {owner} (planmäßig gelegt), 100 × 50 yd, {angle:g}°</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{mines} minefield (hasty, laid by {owner}), 100 × 50 yd, {angle:g}°</source>
        <translation>{mines}-Minenfeld der Seite {owner} (hastig gelegt), 100 × 50 yd, {angle:g}°</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{mines} minefield (deliberate), 100 × 50 yd, {angle:g}°</source>
        <translation>{mines}-Minenfeld (planmäßig), 100 × 50 yd, {angle:g}°</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{mines} minefield (hasty), 100 × 50 yd, {angle:g}°</source>
        <translation>{mines}-Minenfeld (hastig), 100 × 50 yd, {angle:g}°</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Lay Minefield: click to lay a 100 × 50 yard section; Q/E turn it; Esc hides it</source>
        <translation>Minenfeld legen: klicken, um einen Abschnitt von 100 × 50 Yards zu legen; Q/E drehen ihn; Esc verbirgt ihn</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Lay the section on the table</source>
        <translation>Den Abschnitt auf den Tisch legen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot lay the minefield: {exc}</source>
        <translation>Das Minenfeld lässt sich nicht legen: {exc}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/move.py" line="+112"/>
        <source>Move: press on a counter and drag (Shift-release adds a waypoint; Esc abandons)</source>
        <translation>Bewegen: auf einen Spielstein drücken und ziehen (Loslassen mit Umschalt setzt einen Wegpunkt; Esc bricht ab)</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>{unit_name} selected: drag it to move it</source>
        <translation>{unit_name} gewählt: zum Bewegen ziehen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Move abandoned</source>
        <translation>Bewegung abgebrochen</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>{unit} cannot move</source>
        <translation>{unit} kann sich nicht bewegen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{code} on skis</source>
        <translation>{code} auf Skiern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{yards:.0f} yd on foot</source>
        <translation>{yards:.0f} yd zu Fuß</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{code} road</source>
        <translation>{code} Straße</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{code} cross-country</source>
        <translation>{code} querfeldein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{rate}, {reduced}</source>
        <translation>{rate}, {reduced}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move {unit}: {length:.1f} {table_unit} / {yards:.0f} yd</source>
        <translation>{unit} bewegen: {length:.1f} {table_unit} / {yards:.0f} yd</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> — stops at {reachable:.1f} {table_unit} ({rate})</source>
        <translation> — hält bei {reachable:.1f} {table_unit} ({rate})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> of {allowance:.1f} {table_unit} ({rate})</source>
        <translation> von {allowance:.1f} {table_unit} ({rate})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> — stops at {reachable:.1f} {table_unit}</source>
        <translation> — hält bei {reachable:.1f} {table_unit}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Within the allowance: release to move</source>
        <translation>Innerhalb der Bewegungsweite: loslassen zum Bewegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Within the allowance: click to move (Shift-click: another waypoint)</source>
        <translation>Innerhalb der Bewegungsweite: klicken zum Bewegen (Umschalt-Klick: weiterer Wegpunkt)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{piece} ({mines}): enters at {at:.1f} {table_unit} — a roll (3.6)</source>
        <translation>{piece} ({mines}): Eintritt bei {at:.1f} {table_unit} — ein Wurf (3.6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{piece} ({mines}): exits at {at:.1f} {table_unit} — a roll (3.6)</source>
        <translation>{piece} ({mines}): Austritt bei {at:.1f} {table_unit} — ein Wurf (3.6)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A weapon system that moves cannot fire this turn (1.5)</source>
        <translation>Ein Waffensystem, das sich bewegt, kann in dieser Runde nicht feuern (1.5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{unit} has already moved this turn ({code})</source>
        <translation>{unit} hat sich in dieser Runde schon bewegt ({code})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Carries {units}: they move with it</source>
        <translation>Trägt {units}: sie bewegen sich mit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On a stated minefield-clearing mission (3.61)</source>
        <translation>Auf einem angesagten Minenräumauftrag (3.61)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the battle&apos;s {weather}</source>
        <translation>das Wetter des Gefechts: {weather}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{code} reduced by {causes}</source>
        <translation>{code} vermindert durch {causes}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reduced from {code}</source>
        <translation>vermindert von {code}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/place_unit.py" line="+38"/>
        <source>Choose a unit type and a side in the catalogue first</source>
        <translation>Zuerst im Katalog einen Einheitentyp und eine Seite wählen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/gui/board/tools/terrain.py" line="+269"/>
        <source>Click on the table</source>
        <translation>Auf den Tisch klicken</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/select.py" line="+196"/>
        <source>Moving {names}: {dist:.1f} {unit} · {to_yards:.0f} yd</source>
        <translation>Bewege {names}: {dist:.1f} {unit} · {to_yards:.0f} yd</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Not moved off the table: {names}</source>
        <translation>Nicht vom Tisch bewegt: {names}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Turning {unit_name} to {facing:g}°</source>
        <translation>Drehe {unit_name} auf {facing:g}°</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>A terrain piece is deleted with the terrain tool: Select and edit pieces, then Delete</source>
        <translation>Ein Geländestück löscht das Gelände-Werkzeug: Stücke wählen und bearbeiten, dann Entf</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/terrain.py" line="-134"/>
        <source>click the corners; double-click or Enter to close</source>
        <translation>die Ecken anklicken; Doppelklick oder Eingabe schließt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>click along it; double-click or Enter to finish</source>
        <translation>daran entlang klicken; Doppelklick oder Eingabe beendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>click to place</source>
        <translation>klicken zum Platzieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>click to place a 100 x 50 yard section</source>
        <translation>klicken, um einen Abschnitt von 100 x 50 Yards zu platzieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawing {value}: {hint}</source>
        <translation>Zeichne {value}: {hint}</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot add this {value}: {first_error}</source>
        <translation>{value} lässt sich nicht hinzufügen: {first_error}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>A {value} needs at least {need} points</source>
        <translation>{value} braucht mindestens {need} Punkte</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>A {value} needs at least {minimum} points</source>
        <translation>{value} braucht mindestens {minimum} Punkte</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{pieces} not changed: {first_error}</source>
        <translation>{pieces} nicht geändert: {first_error}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/unit_item.py" line="+252"/>
        <source>, has fired this turn</source>
        <translation>, hat in dieser Runde gefeuert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moved this turn</source>
        <translation>in diesem Zug bewegt</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Hidden position: a unit or a fake marker, revealed when it fires, is fired on or moves</source>
        <translation>Verdeckte Stellung: eine Einheit oder eine Attrappe, aufgedeckt, wenn sie feuert, beschossen wird oder sich bewegt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/airstrike.py" line="+111"/>
        <source>New airstrike</source>
        <translation>Neuer Luftangriff</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{label} ({yards} yd)</source>
        <translation>{label} ({yards} yd)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strafe (5.4)</source>
        <translation>Bordwaffen (5.4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bomb (5.5)</source>
        <translation>Bomben (5.5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+161"/>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/preferences.py" line="+205"/>
        <location filename="../../morefire_gui/gui/docks/movement.py" line="+131"/>
        <source> yd</source>
        <translation> yd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release the bombs this far along the path (5.5)</source>
        <translation>Die Bomben so weit entlang des Weges auslösen (5.5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the end of the path over the table</source>
        <translation>am Ende des Weges über dem Tisch</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Dive (5.3):</source>
        <translation>Sturzflug (5.3):</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Airstrike: {aircraft}&apos;s run</source>
        <translation>Luftangriff: Anflug der {aircraft}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>from medium or high, attacking from low</source>
        <translation>aus mittlerer oder großer Höhe, Angriff aus niedriger Höhe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(converged dive bombs, odd/even damage die)</source>
        <translation>(gebündelte Sturzflugbomben, gerader/ungerader Schadenswürfel)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A battle kept to the sequence of play plays by its settings (Rules → Advanced Game)</source>
        <translation>Ein Gefecht, das den Spielablauf einhält, spielt nach seinen Einstellungen (Regeln → Erweiterte Regeln)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../morefire_gui/gui/dialogs/battery.py" line="+68"/>
        <location filename="../../morefire_gui/gui/dialogs/counter_properties.py" line="+89"/>
        <location filename="../../morefire_gui/gui/docks/aircraft.py" line="+125"/>
        <location filename="../../morefire_gui/gui/docks/details.py" line="+63"/>
        <location filename="../../morefire_gui/gui/docks/log.py" line="+89"/>
        <location filename="../../morefire_gui/gui/docks/palettes.py" line="+163"/>
        <location filename="../../morefire_gui/gui/widgets/vehicle_sheet.py" line="+37"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/aircraft.py" line="-39"/>
        <source>Aircraft</source>
        <translation>Flugzeuge</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/airstrike.py" line="+1"/>
        <location filename="../../morefire_gui/gui/docks/aircraft.py" line="+38"/>
        <source>Aircraft</source>
        <comment>the one aircraft flying the airstrike</comment>
        <translation>Flugzeug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>heading</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enters at</source>
        <translation>Tritt ein bei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flies from</source>
        <translation>Fliegt ab</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/docks/aircraft.py" line="+2"/>
        <source>Altitude</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bombs released</source>
        <translation>Bomben ausgelöst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The airstrike</source>
        <translation>Der Luftangriff</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fly</source>
        <translation>Fliegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll the anti-aircraft fire, then the strafing or the bombs; the aircraft and the units it hit go on the battle as one undoable step</source>
        <translation>Erst die Flak würfeln, dann den Bordwaffenangriff oder die Bomben; das Flugzeug und die getroffenen Einheiten kommen als ein rückgängig machbarer Schritt ins Gefecht</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+95"/>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="+184"/>
        <location filename="../../morefire_gui/gui/dialogs/move_result.py" line="+36"/>
        <location filename="../../morefire_gui/gui/dialogs/resolution.py" line="+186"/>
        <location filename="../../morefire_gui/gui/dialogs/suicide_squad.py" line="-47"/>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="-47"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>AA unit</source>
        <translation>Flak-Einheit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fires</source>
        <translation>Feuert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slant range</source>
        <translation>Schrägentfernung</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/assault.py" line="+63"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+10"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="-396"/>
        <location filename="../../morefire_gui/gui/dialogs/move_result.py" line="-2"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/assault.py" line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/move_result.py" line="+0"/>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/assault.py" line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/melee.py" line="-165"/>
        <location filename="../../morefire_gui/gui/dialogs/move_result.py" line="+0"/>
        <location filename="../../morefire_gui/gui/docks/briefing.py" line="+186"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="-15"/>
        <location line="+8"/>
        <location filename="../../morefire_gui/gui/dialogs/melee.py" line="-5"/>
        <location line="+73"/>
        <location filename="../../morefire_gui/gui/dialogs/move_result.py" line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/side_force_panel.py" line="+157"/>
        <location filename="../../morefire_gui/gui/dialogs/suicide_squad.py" line="+2"/>
        <location filename="../../morefire_gui/gui/docks/movement.py" line="+13"/>
        <location filename="../../morefire_gui/gui/docks/roster.py" line="+158"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Under</source>
        <translation>Darunter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FIR / class</source>
        <translation>FIR / Klasse</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../morefire_gui/gui/dialogs/assault.py" line="+87"/>
        <source>&lt;b&gt;Before the dice&lt;/b&gt;</source>
        <translation>&lt;b&gt;Vor dem Würfeln&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Anti-aircraft weapons of the other side&lt;/b&gt; (5.6)</source>
        <translation>&lt;b&gt;Flugabwehrwaffen der anderen Seite&lt;/b&gt; (5.6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Every unit under the run&lt;/b&gt; (strip or bomb circle)</source>
        <translation>&lt;b&gt;Jede Einheit unter dem Anflug&lt;/b&gt; (Streifen oder Bombenkreis)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+21"/>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="+23"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+115"/>
        <source>&lt;b&gt;How it came out&lt;/b&gt;: every roll, table row and modifier</source>
        <translation>&lt;b&gt;Wie es ausging&lt;/b&gt;: jeder Wurf, jede Tabellenzeile und jeder Modifikator</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>bought: {name} ×{n} (paid with the forces)</source>
        <translation>gekauft: {name} ×{n} (mit den Truppen bezahlt)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} ({years}-{years2}{bombs}, {points} pts)</source>
        <translation>{name} ({years}-{years2}{bombs}, {points} Pkt.)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no aircraft</source>
        <translation>kein Flugzeug</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>not limited (no Table VII result)</source>
        <translation>nicht begrenzt (kein Ergebnis aus Tabelle VII)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{used} of {limit} flown</source>
        <translation>{used} von {limit} geflogen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{strikes}, {bought} bought with the forces waiting to fly</source>
        <translation>{strikes}, {bought} mit den Truppen gekauft, warten auf den Einsatz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;{escape}&lt;/b&gt;: airstrikes {strikes}; {points} points spent on airstrikes (bought and flown).</source>
        <translation>&lt;b&gt;{escape}&lt;/b&gt;: Luftangriffe {strikes}; {points} Punkte für Luftangriffe ausgegeben (gekauft und geflogen).</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n run(s) flown</source>
        <translation>
            <numerusform>%n Anflug geflogen</numerusform>
            <numerusform>%n Anflüge geflogen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;{aircraft}&lt;/b&gt; ({side}): its run of turn {turn} is still to fly; {flown} before it.</source>
        <translation>&lt;b&gt;{aircraft}&lt;/b&gt; ({side}): sein Anflug der Runde {turn} steht noch aus; zuvor {flown}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{aircraft}&lt;/b&gt; ({side}): it has flown its run of this turn, the next in turn {turn}; {flown}.</source>
        <translation>&lt;b&gt;{aircraft}&lt;/b&gt; ({side}): hat seinen Anflug dieser Runde geflogen, den nächsten in Runde {turn}; {flown}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{aircraft}&lt;/b&gt; ({side}): {flown}; it flies no more.</source>
        <translation>&lt;b&gt;{aircraft}&lt;/b&gt; ({side}): {flown}; es fliegt nicht mehr.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{aircraft}: {yards:g} yards along heading {heading:g}, {altitude} altitude (dive)</source>
        <translation>{aircraft}: {yards:g} Yards auf Kurs {heading:g}, Höhe {altitude} (Sturzflug)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{aircraft}: {yards:g} yards along heading {heading:g}, {altitude} altitude</source>
        <translation>{aircraft}: {yards:g} Yards auf Kurs {heading:g}, Höhe {altitude}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>strafes</source>
        <translation>greift mit Bordwaffen an</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>bombs</source>
        <translation>wirft Bomben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no unit under the run</source>
        <translation>keine Einheit unter dem Anflug</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n unit(s) under the run</source>
        <translation>
            <numerusform>%n Einheit unter dem Anflug</numerusform>
            <numerusform>%n Einheiten unter dem Anflug</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n anti-aircraft weapon(s) can fire</source>
        <translation>
            <numerusform>%n Flugabwehrwaffe kann feuern</numerusform>
            <numerusform>%n Flugabwehrwaffen können feuern</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no anti-aircraft weapon can fire</source>
        <translation>keine Flugabwehrwaffe kann feuern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{flight}; {attack}; {units}; {guns}.</source>
        <translation>{flight}; {attack}; {units}; {guns}.</translation>
    </message>
    <message>
        <location line="+84"/>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="+178"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+15"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>not strafed: {why}</source>
        <translation>nicht beschossen: {why}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>class {cls}</source>
        <translation>Klasse {cls}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>not attacked</source>
        <translation>nicht angegriffen</translation>
    </message>
    <message>
        <location line="+88"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+409"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+321"/>
        <source>partly</source>
        <translation>teilweise</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+0"/>
        <source>in</source>
        <comment>in the zone</comment>
        <translation>drin</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="-233"/>
        <source>{yards:.0f} yd</source>
        <translation>{yards:.0f} yd</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/assault.py" line="-87"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Assault on a tank or bunker</source>
        <translation>Sturm auf einen Panzer oder Bunker</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Units of the target&apos;s side that fire at the assaulting unit first (step 2)</source>
        <translation>Einheiten der Zielseite, die zuerst auf die stürmende Einheit feuern (Schritt 2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Untick when that fire was already resolved in the direct fire phase</source>
        <translation>Abwählen, wenn dieses Feuer schon in der Phase des direkten Feuers abgewickelt wurde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the assaulting unit, first</source>
        <translation>zuerst auf die stürmende Einheit</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../morefire_gui/gui/dialogs/melee.py" line="-11"/>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="+146"/>
        <source>Roll</source>
        <comment>roll the dice</comment>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll the tank&apos;s fire, the supporting fire, then the assault; the results go on the units as one undoable step</source>
        <translation>Das Feuer des Panzers, das Unterstützungsfeuer und dann den Sturm würfeln; die Ergebnisse kommen als ein rückgängig machbarer Schritt auf die Einheiten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Assaulting unit</source>
        <translation>Stürmende Einheit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tank or bunker</source>
        <translation>Panzer oder Bunker</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>2. Supporting fire at the assaulting unit (tick the units):</source>
        <translation>2. Unterstützungsfeuer auf die stürmende Einheit (Einheiten ankreuzen):</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../morefire_gui/gui/dialogs/melee.py" line="+18"/>
        <source>&lt;b&gt;How it came out&lt;/b&gt;: every roll and modifier</source>
        <translation>&lt;b&gt;Wie es ausging&lt;/b&gt;: jeder Wurf und jeder Modifikator</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{unit_label}, {gap:.0f} yd</source>
        <translation>{unit_label}, {gap:.0f} yd</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{unit}: {why}</source>
        <translation>{unit}: {why}</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Choose the assaulting unit and the enemy tank or bunker in contact with it (3.2), or select the two on the board before opening the assault.</source>
        <translation>Die stürmende Einheit und den feindlichen Panzer oder Bunker in Kontakt mit ihr wählen (3.2) – oder beide vor dem Sturmangriff auf dem Spielfeld auswählen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is no enemy tank or bunker to assault.</source>
        <translation>Es gibt keinen feindlichen Panzer oder Bunker zum Stürmen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{unit} and {target} are {yards:.0f} yards apart.</source>
        <translation>{unit} und {target} sind {yards:.0f} Yards voneinander entfernt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{n}. {why}.</source>
        <translation>{n}. {why}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{n}. Fire at {unit}: FIR {fir}, {chance} ({effect}).</source>
        <translation>{n}. Feuer auf {unit}: FIR {fir}, {chance} ({effect}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+173"/>
        <source>no effect</source>
        <translation>ohne Wirkung</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>3. The assault: 30%{modifiers}{br}{chance}. Success destroys {target} and suppresses {unit}; failure destroys {unit}.</source>
        <translation>3. Der Sturm: 30 %{modifiers}{br}{chance}. Gelingt er, ist {target} zerstört und {unit} niedergehalten; misslingt er, ist {unit} zerstört.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chance {chance}%</source>
        <translation>Chance {chance} %</translation>
    </message>
    <message>
        <location line="-221"/>
        <location line="+250"/>
        <source>1. Tank or bunker fire</source>
        <translation>1. Feuer des Panzers oder Bunkers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2. Supporting fire</source>
        <translation>2. Unterstützungsfeuer</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+4"/>
        <source>3. Assault</source>
        <translation>3. Sturm</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the assaulting unit</source>
        <translation>die stürmende Einheit</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="-568"/>
        <location filename="../../morefire_gui/gui/features/artillery.py" line="+68"/>
        <source>Barrage</source>
        <translation>Sperrfeuer</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../../morefire_gui/gui/dialogs/battery.py" line="-9"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="+399"/>
        <location filename="../../morefire_gui/gui/dialogs/print_setup.py" line="+94"/>
        <location filename="../../morefire_gui/gui/dialogs/side_force_panel.py" line="+178"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="+121"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/side_force_panel.py" line="+1"/>
        <source>Mortars</source>
        <translation>Mörser</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A point on the table</source>
        <translation>Ein Punkt auf dem Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A registration point</source>
        <translation>Ein Vermessungspunkt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Add (+, further along the line of fire) or drop (−), at most 800 yards (4.12)</source>
        <translation>Vor (+, weiter entlang der Feuerlinie) oder zurück (−), höchstens 800 Yards (4.12)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right (+) or left (−) as the battery sees it, at most 800 yards (4.12)</source>
        <translation>Rechts (+) oder links (−) aus Sicht der Batterie, höchstens 800 Yards (4.12)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="+2"/>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="+388"/>
        <source>Spread</source>
        <translation>Gestreut</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="+1"/>
        <source>Converged (advanced)</source>
        <translation>Gebündelt (erweitert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decided by line of sight</source>
        <translation>Nach Sichtlinie entschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observed</source>
        <translation>Beobachtet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unobserved</source>
        <translation>Unbeobachtet</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="-279"/>
        <source>Firing side</source>
        <translation>Feuernde Seite</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="-57"/>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="+18"/>
        <source>Battery</source>
        <translation>Batterie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>guns of</source>
        <translation>Geschütze von</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Aim at</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration point</source>
        <translation>Vermessungspunkt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>add/drop</source>
        <translation>vor/zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right/left</source>
        <translation>rechts/links</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shift</source>
        <translation>Verlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="+63"/>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="+4"/>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Observation</source>
        <translation>Beobachtung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Call for fire</source>
        <translation>Feuer anfordern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fire plan</source>
        <translation>Feuerplan</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="-25"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="-106"/>
        <location line="+95"/>
        <location filename="../../morefire_gui/gui/features/direct_fire.py" line="+36"/>
        <source>Fire</source>
        <translation>Feuern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll the error and every unit in the damage zone; the hits go on the units as one undoable step</source>
        <translation>Die Abweichung und jede Einheit in der Schadenszone würfeln; die Treffer kommen als ein rückgängig machbarer Schritt auf die Einheiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the Request</source>
        <translation>Anforderung schreiben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the battery its written order A. FIRE (4.11, 4.12) in artillery step C: it lands after the nation&apos;s time lapse (4.2)</source>
        <translation>Der Batterie ihren schriftlichen Befehl A. FEUER geben (4.11, 4.12) im Artillerieschritt C: er trifft nach der Vorlaufzeit der Nation ein (4.2)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Targets under the barrage</source>
        <translation>Ziele unter dem Sperrfeuer</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>as set below</source>
        <translation>wie unten eingestellt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naval guns</source>
        <translation>Schiffsgeschütze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>four guns, 175 mm+ (4.7)</source>
        <translation>vier Geschütze, 175 mm+ (4.7)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no battery chosen</source>
        <translation>keine Batterie gewählt</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>{side} has no registration points: plot them with the registration point tool, or aim at a point</source>
        <translation>Die Seite {side} hat keine Vermessungspunkte: sie mit dem Vermessungspunkt-Werkzeug eintragen, oder auf einen Punkt zielen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a written request is given to a battery of {side} (4.11): choose one</source>
        <translation>eine schriftliche Anforderung geht an eine Batterie der Seite {side} (4.11): eine wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a written request is given to a battery (4.11): {side} has none</source>
        <translation>eine schriftliche Anforderung geht an eine Batterie (4.11): die Seite {side} hat keine</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Whether the fire is observed is decided when the rounds land, by the lines of sight then (4.3).</source>
        <translation>Ob das Feuer beobachtet ist, entscheidet sich beim Einschlag, nach den Sichtlinien zu diesem Zeitpunkt (4.3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fire is {seen} (4.3).</source>
        <translation>Das Feuer ist {seen} (4.3).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;p&gt;Aim {aim}; battery at {battery}, {range} yd away. {seeing}&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ziel {aim}; Batterie bei {battery}, {range} yd entfernt. {seeing}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/battery.py" line="+11"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_browser.py" line="-70"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="-163"/>
        <location line="+165"/>
        <location filename="../../morefire_gui/gui/dialogs/piece_properties.py" line="-9"/>
        <location filename="../../morefire_gui/gui/docks/details.py" line="+94"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="-326"/>
        <source>In zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Barrage results</source>
        <translation>Ergebnisse des Sperrfeuers</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="+17"/>
        <source>&lt;b&gt;Before firing&lt;/b&gt;</source>
        <translation>&lt;b&gt;Vor dem Feuern&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Every unit in or partly in the damage zone&lt;/b&gt; (friend or foe)</source>
        <translation>&lt;b&gt;Jede Einheit ganz oder teilweise in der Schadenszone&lt;/b&gt; (Freund oder Feind)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Decided when the mission lands, from the line of sight at that moment (4.3)</source>
        <translation>Entschieden, wenn der Auftrag eintrifft, nach der Sichtlinie in diesem Moment (4.3)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/artillery_items.py" line="-285"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+97"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="+106"/>
        <source>at {point}</source>
        <translation>bei {point}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+108"/>
        <source>Cannot fire now: {why}</source>
        <translation>Kann jetzt nicht feuern: {why}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The request cannot be written now: {why}</source>
        <translation>Die Anforderung lässt sich jetzt nicht schreiben: {why}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>aim: {diameter_yards} yd zone</source>
        <translation>Ziel: {diameter_yards}-yd-Zone</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>observed</source>
        <translation>beobachtet</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>(seen by {observers})</source>
        <translation>(gesehen von {observers})</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>unobserved</source>
        <translation>unbeobachtet</translation>
    </message>
    <message>
        <location line="-388"/>
        <source>(error modifiers, odd/even damage die)</source>
        <translation>(Abweichungsmodifikatoren, gerader/ungerader Schadenswürfel)</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+137"/>
        <source>Guns off the table</source>
        <translation>Geschütze außerhalb des Tisches</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>no gun that can fire (see why below)</source>
        <translation>kein feuerbereites Geschütz (Grund siehe unten)</translation>
    </message>
    <message numerus="yes">
        <location line="+228"/>
        <location filename="../../morefire_gui/gui/dialogs/mission_barrage.py" line="+109"/>
        <source>Damage zone: {yards} yd across ({pattern}, %n gun(s), {column}) (4.5).</source>
        <translation>
            <numerusform>Schadenszone: {yards} yd Durchmesser ({pattern}, %n Geschütz, {column}) (4.5).</numerusform>
            <numerusform>Schadenszone: {yards} yd Durchmesser ({pattern}, %n Geschütze, {column}) (4.5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>A new fire mission (order A) lands %n turn(s) after it is called (4.2, row “{row}”).</source>
        <translation>
            <numerusform>Ein neuer Feuerauftrag (Befehl A) trifft %n Runde nach der Anforderung ein (4.2, Zeile „{row}“).</numerusform>
            <numerusform>Ein neuer Feuerauftrag (Befehl A) trifft %n Runden nach der Anforderung ein (4.2, Zeile „{row}“).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{written} {order}</source>
        <translation>{written} {order}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Request written:</source>
        <translation>Anforderung geschrieben:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The written order (4.12)</source>
        <translation>Der schriftliche Befehl (4.12)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>No unit is in the damage zone.</source>
        <translation>Keine Einheit ist in der Schadenszone.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>on target</source>
        <translation>im Ziel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{yards} yd {direction}</source>
        <translation>{yards} yd {direction}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{drift}; {diameter_yards} yd zone</source>
        <translation>{drift}; {diameter_yards}-yd-Zone</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/battery.py" line="-25"/>
        <source>New battery</source>
        <translation>Neue Batterie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Naval guns (four guns, 175 mm+, 5000 yd out, 4.7)</source>
        <translation>Schiffsgeschütze (vier Geschütze, 175 mm+, 5000 yd draußen, 4.7)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Guns off the table (1000 yd behind the base edge, 4.42)</source>
        <translation>Geschütze außerhalb des Tisches (1000 yd hinter der Grundlinie, 4.42)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Guns on the table: the guns selected on the board</source>
        <translation>Geschütze auf dem Tisch: die auf dem Spielfeld gewählten Geschütze</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mortars (no error roll, limited range: 4.41)</source>
        <translation>Mörser (kein Abweichungswurf, begrenzte Reichweite: 4.41)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none selected</source>
        <translation>keine gewählt</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../morefire_gui/gui/docks/details.py" line="-2"/>
        <location filename="../../morefire_gui/gui/docks/movement.py" line="+48"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="-217"/>
        <location filename="../../morefire_gui/gui/dialogs/side_force_panel.py" line="-264"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="-108"/>
        <source>Guns</source>
        <translation>Geschütze</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="+218"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="+1"/>
        <source>Calibre</source>
        <translation>Kaliber</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Selected guns</source>
        <translation>Gewählte Geschütze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set-up state (4.8)</source>
        <translation>Aufbauzustand (4.8)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_browser.py" line="+105"/>
        <location filename="../../morefire_gui/gui/docks/palettes.py" line="-20"/>
        <source>Catalogue</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Whose units</source>
        <translation>Wessen Einheiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with what it fielded</source>
        <translation>mit dem, was sie einsetzte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also other nations&apos; units the nation fielded (the entries&apos; &apos;users&apos;)</source>
        <translation>Auch Einheiten anderer Nationen, die die Nation einsetzte (die „users“ der Einträge)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In service in</source>
        <translation>Im Dienst im Jahr</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kind and role</source>
        <translation>Art und Rolle</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/side_force_panel.py" line="+43"/>
        <source>Search by name or id</source>
        <translation>Nach Name oder Kennung suchen</translation>
    </message>
    <message>
        <location line="-119"/>
        <location line="+23"/>
        <location line="+99"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="-153"/>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="-460"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_browser.py" line="-120"/>
        <location line="+23"/>
        <location line="+102"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="-93"/>
        <location line="+8"/>
        <location filename="../../morefire_gui/gui/docks/details.py" line="-89"/>
        <location filename="../../morefire_gui/gui/docks/roster.py" line="+0"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_browser.py" line="-126"/>
        <source>Years</source>
        <translation>Jahre</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Also fielded by</source>
        <translation>Auch eingesetzt von</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Machine guns</source>
        <translation>Maschinengewehre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Carries</source>
        <translation>Trägt</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n infantry counter(s)</source>
        <translation>
            <numerusform>%n Infanteriespielstein</numerusform>
            <numerusform>%n Infanteriespielsteine</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Footprint</source>
        <translation>Grundfläche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{width:g} x {depth:g} in at 1/285</source>
        <translation>{width:g} x {depth:g} Zoll bei 1/285</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;p&gt;&lt;b&gt;Gun&lt;/b&gt;: {role}, {calibre:g} mm&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Geschütz&lt;/b&gt;: {role}, {calibre:g} mm&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Rule 3.5&lt;/b&gt;: FIR {fir}, MF {mf}, range {yards} yd</source>
        <translation>&lt;b&gt;Regel 3.5&lt;/b&gt;: FIR {fir}, MF {mf}, Reichweite {yards} yd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, engineers</source>
        <translation>, Pioniere</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{count} x {kg:g} kg</source>
        <translation>{count} x {kg:g} kg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Rule 5&lt;/b&gt;: {mph} mph; forward guns {guns}; bombs {bombs}</source>
        <translation>&lt;b&gt;Regel 5&lt;/b&gt;: {mph} mph; Bordwaffen vorn {guns}; Bomben {bombs}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; a dive bomber</source>
        <translation>; ein Sturzkampfflugzeug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An airstrike costs these points (Table VII).</source>
        <translation>Ein Luftangriff kostet diese Punkte (Tabelle VII).</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n barrel(s)</source>
        <translation>
            <numerusform>%n Rohr</numerusform>
            <numerusform>%n Rohre</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;b&gt;Anti-aircraft fire&lt;/b&gt; (5.6): {weapon}, {calibre:g} mm, {barrels}, ceiling {yards} yd&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Flugabwehrfeuer&lt;/b&gt; (5.6): {weapon}, {calibre:g} mm, {barrels}, Gipfelhöhe {yards} yd&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Correct this entry in a form (points, armour, speed, guns...) and save it in your own catalogue file, merged over the app&apos;s catalogue</source>
        <translation>Diesen Eintrag in einem Formular berichtigen (Punkte, Panzerung, Geschwindigkeit, Geschütze...) und in der eigenen Katalogdatei speichern, die über den Katalog der App gelegt wird</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New from this…</source>
        <translation>Neu aus diesem…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a vehicle of your own (a variant, say) made from this entry, with a new id, saved in your own catalogue file</source>
        <translation>Ein eigenes Fahrzeug (etwa eine Variante) aus diesem Eintrag machen, mit neuer Kennung, in der eigenen Katalogdatei gespeichert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy into My File</source>
        <translation>In meine Datei kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy this entry into your own catalogue file as it is, to correct it there in a text editor (then Reload My Catalogue)</source>
        <translation>Diesen Eintrag unverändert in die eigene Katalogdatei kopieren, um ihn dort in einem Texteditor zu berichtigen (dann Meinen Katalog neu laden)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reload My Catalogue</source>
        <translation>Meinen Katalog neu laden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read your catalogue file again after changing it; a file with problems is reported with its line and key, and the catalogue in use is kept</source>
        <translation>Die Katalogdatei nach einer Änderung neu lesen; eine Datei mit Problemen wird mit Zeile und Schlüssel gemeldet, und der Katalog in Gebrauch bleibt</translation>
    </message>
    <message>
        <location line="+32"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="-3"/>
        <source>Every nation</source>
        <translation>Jede Nation</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../morefire_gui/gui/dialogs/side_force_panel.py" line="-45"/>
        <source>Every type</source>
        <translation>Jeder Typ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Your catalogue: none yet (saving an entry, or copying one, makes one)</source>
        <translation>Ihr Katalog: noch keiner (das Speichern oder Kopieren eines Eintrags legt ihn an)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your catalogue: &lt;a href=&apos;{escape}&apos;&gt;{escape2}&lt;/a&gt;, merged over the app&apos;s (Forces → Reload My Catalogue after changing it)</source>
        <translation>Ihr Katalog: &lt;a href=&apos;{escape}&apos;&gt;{escape2}&lt;/a&gt;, über den der App gelegt (nach einer Änderung Truppen → Meinen Katalog neu laden)</translation>
    </message>
    <message numerus="yes">
        <location line="+51"/>
        <source>{shown} of %n entries</source>
        <translation>
            <numerusform>{shown} von %n Eintrag</numerusform>
            <numerusform>{shown} von %n Einträgen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing matches the filters.</source>
        <translation>Nichts passt zu den Filtern.</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="-185"/>
        <source>Out to (yards)</source>
        <translation>Bis (Yards)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hit %</source>
        <translation>Treffer %</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Penetrates AC</source>
        <translation>Durchschlägt AC</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule 2.2: the band reaches this range in yards (bands from the shortest to the longest)</source>
        <translation>Regel 2.2: das Band reicht bis zu dieser Entfernung in Yards (Bänder von der kürzesten zur längsten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule 2.2: the basic chance to hit at this range, before the modifiers</source>
        <translation>Regel 2.2: die Grundchance, auf diese Entfernung zu treffen, vor den Modifikatoren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule 2.2: the armour class (1-11) the gun penetrates at this range</source>
        <translation>Regel 2.2: die Panzerklasse (1-11), die das Geschütz auf diese Entfernung durchschlägt</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the entry should be a mapping of keys and values (&apos;id: ...&apos;, &apos;name: ...&apos;)</source>
        <translation>der Eintrag sollte eine Zuordnung von Schlüsseln und Werten sein (&apos;id: ...&apos;, &apos;name: ...&apos;)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>{name} (variant)</source>
        <translation>{name} (Variante)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New vehicle from {name}</source>
        <translation>Neues Fahrzeug aus {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit {name}</source>
        <translation>{name} bearbeiten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A new entry for your own catalogue, made from this one: give it its own id.</source>
        <translation>Ein neuer Eintrag für den eigenen Katalog, aus diesem gemacht: geben Sie ihm eine eigene Kennung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your correction is saved in your own catalogue file, merged over the app&apos;s catalogue by id.</source>
        <translation>Ihre Berichtigung wird in Ihrer eigenen Katalogdatei gespeichert und nach Kennung über den Katalog der App gelegt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> Every field says the rule it feeds.</source>
        <translation> Jedes Feld nennt die Regel, die es speist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The entry as your catalogue file will hold it. You may edit it here too: it is the place for the keys the form does not show (role, users, mgs, notes...)</source>
        <translation>Der Eintrag, wie Ihre Katalogdatei ihn halten wird. Sie können ihn auch hier bearbeiten: hier ist der Ort für die Schlüssel, die das Formular nicht zeigt (role, users, mgs, notes...)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YAML</source>
        <translation>YAML</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save the entry in your own catalogue file (an entry with this id there is replaced; the rest of the file is kept), then read the catalogue again</source>
        <translation>Den Eintrag in der eigenen Katalogdatei speichern (ein Eintrag mit dieser Kennung dort wird ersetzt; der Rest der Datei bleibt), dann den Katalog neu lesen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The entry&apos;s id, which battle files use for its counters: letters, digits and _ . - </source>
        <translation>Die Kennung des Eintrags, die Gefechtsdateien für seine Spielsteine verwenden: Buchstaben, Ziffern und _ . - </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(a new id: one the catalogue does not have)</source>
        <translation>(eine neue Kennung: eine, die der Katalog nicht hat)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(use New from this… for a vehicle of your own with a new id)</source>
        <translation>(Neu aus diesem… für ein eigenes Fahrzeug mit neuer Kennung verwenden)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_browser.py" line="-316"/>
        <location line="+23"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="+3"/>
        <location filename="../../morefire_gui/gui/docks/details.py" line="-4"/>
        <location line="+93"/>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="+2"/>
        <source>The name shown in the catalogue and on the unit&apos;s sheet</source>
        <translation>Der Name, wie er im Katalog und auf dem Datenblatt der Einheit steht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>from the name</source>
        <translation>aus dem Namen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counter&apos;s label, at most 12 characters (empty: the name&apos;s first word)</source>
        <translation>Die Beschriftung des Spielsteins, höchstens 12 Zeichen (leer: das erste Wort des Namens)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter label</source>
        <translation>Beschriftung des Spielsteins</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose unit it is: the force builder and the catalogue list it for this nation</source>
        <translation>Wessen Einheit es ist: die Truppenaufstellung und der Katalog führen sie für diese Nation</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_browser.py" line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="+3"/>
        <source>In service</source>
        <translation>Im Dienst</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="+2"/>
        <source>Points cost, paid against the mission&apos;s point ratio (Table VI) in Build Forces</source>
        <translation>Punktkosten, in Truppen aufstellen gegen das Punkteverhältnis des Auftrags (Tabelle VI) bezahlt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_browser.py" line="-21"/>
        <location line="+23"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/force_builder.py" line="+150"/>
        <location filename="../../morefire_gui/gui/dialogs/side_force_panel.py" line="+87"/>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="-233"/>
        <location filename="../../morefire_gui/gui/docks/aircraft.py" line="+3"/>
        <location filename="../../morefire_gui/gui/docks/details.py" line="+19"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="-17"/>
        <source>The first year in service: a battle&apos;s year lists only what served then (the force builder and the Catalogue dock)</source>
        <translation>Das erste Dienstjahr: das Jahr eines Gefechts listet nur, was damals diente (die Truppenaufstellung und das Feld Katalog)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The last year in service: a battle&apos;s year lists only what served then (the force builder and the Catalogue dock)</source>
        <translation>Das letzte Dienstjahr: das Jahr eines Gefechts listet nur, was damals diente (die Truppenaufstellung und das Feld Katalog)</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+1"/>
        <source> in</source>
        <translation> Zoll</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The casting&apos;s length in inches at 1/285: the counter&apos;s size on the table, which ranges and arcs are measured from (rule 2.3: the angle of fire)</source>
        <translation>Die Länge des Modells in Zoll bei 1/285: die Größe des Spielsteins auf dem Tisch, von dem aus Entfernungen und Winkel gemessen werden (Regel 2.3: der Feuerwinkel)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The casting&apos;s width in inches at 1/285</source>
        <translation>Die Breite des Modells in Zoll bei 1/285</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Footprint (length × width)</source>
        <translation>Grundfläche (Länge × Breite)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Vehicle</source>
        <translation>Fahrzeug</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rule 1.2 movement code off road (A slowest … G fastest), reduced by the terrain (rule 1.4)</source>
        <translation>Bewegungscode nach Regel 1.2 abseits der Straße (A am langsamsten … G am schnellsten), vermindert durch das Gelände (Regel 1.4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule 1.2 movement code on a road (rule 1.3)</source>
        <translation>Bewegungscode nach Regel 1.2 auf der Straße (Regel 1.3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speed code</source>
        <translation>Bewegungscode</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/widgets/vehicle_sheet.py" line="+13"/>
        <source>cross-country</source>
        <translation>querfeldein</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/widgets/vehicle_sheet.py" line="+0"/>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>front</source>
        <translation>vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+47"/>
        <location filename="../../morefire_gui/gui/widgets/vehicle_sheet.py" line="-20"/>
        <source>Turret</source>
        <translation>Turm</translation>
    </message>
    <message>
        <location line="-44"/>
        <location filename="../../morefire_gui/gui/widgets/vehicle_sheet.py" line="+1"/>
        <source>Hull</source>
        <translation>Wanne</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>turret, front</source>
        <translation>Turm, vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turret, side</source>
        <translation>Turm, Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hull, front</source>
        <translation>Wanne, vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hull, side</source>
        <translation>Wanne, Seite</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Armour class 1-11 of the {where} (rule 2.4 turret or hull, rule 2.3 front or side): a hit penetrates when the gun&apos;s AC at that range is at least this (rule 2.2)</source>
        <translation>Panzerklasse 1-11 von {where} (Regel 2.4 Turm oder Wanne, Regel 2.3 vorn oder Seite): ein Treffer durchschlägt, wenn die AC des Geschützes auf diese Entfernung mindestens so hoch ist (Regel 2.2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; – for none (turretless)</source>
        <translation>; – für keinen (ohne Turm)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Armour class</source>
        <translation>Panzerklasse</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rule 2.2 target silhouette: high +10, average 0, low -5, small -10, none -15 to be hit; rule 2.1 spotting</source>
        <translation>Zielsilhouette nach Regel 2.2: hoch +10, mittel 0, niedrig -5, klein -10, keine -15 getroffen zu werden; Regel 2.1 Sichtung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Infantry counters it carries (mount and dismount, Sequence of Play 5)</source>
        <translation>Infanteriespielsteine, die es trägt (Auf- und Absitzen, Spielablauf 5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silhouette</source>
        <translation>Silhouette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>carries</source>
        <translation>trägt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>infantry counters</source>
        <translation>Infanteriespielsteine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tracked</source>
        <translation>Kettenfahrzeug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tracks, not wheels: rule 1.4 terrain and rule 2.5 suspension hits treat them apart</source>
        <translation>Ketten, nicht Räder: Regel 1.4 Gelände und Regel 2.5 Fahrwerkstreffer behandeln sie getrennt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A wheeled vehicle&apos;s wheels (2-12; rule 2.5 suspension hits); – for a tracked one</source>
        <translation>Die Räder eines Radfahrzeugs (2-12; Regel 2.5 Fahrwerkstreffer); – für ein Kettenfahrzeug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Has a turret: rule 2.4 hit location rolls turret or hull (a turretless vehicle is hit in the hull)</source>
        <translation>Hat einen Turm: der Trefferort nach Regel 2.4 würfelt Turm oder Wanne (ein Fahrzeug ohne Turm wird in der Wanne getroffen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open top</source>
        <translation>Oben offen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open-topped: artillery and infantry fire reach the crew (rules 4.6, 3.2)</source>
        <translation>Oben offen: Artillerie- und Infanteriefeuer erreichen die Besatzung (Regeln 4.6, 3.2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skirts</source>
        <translation>Schürzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armour skirts (Schürzen) against the infantry&apos;s anti-tank weapons (rule 3.4)</source>
        <translation>Panzerschürzen gegen die Panzerabwehrwaffen der Infanterie (Regel 3.4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build</source>
        <translation>Bauart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wheels</source>
        <translation>Räder</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The gun whose bands are shown</source>
        <translation>Das Geschütz, dessen Bänder gezeigt werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add gun</source>
        <translation>Geschütz hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A gun of its own, with one band to fill in</source>
        <translation>Ein eigenes Geschütz, mit einem auszufüllenden Band</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove gun</source>
        <translation>Geschütz entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gun</source>
        <translation>Geschütz</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The gun&apos;s name, as the sheet and the fire dialogs show it</source>
        <translation>Der Name des Geschützes, wie das Datenblatt und die Feuerdialoge ihn zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibre in mm: rule 3.2 (infantry&apos;s HE against it) and the sheet</source>
        <translation>Kaliber in mm: Regel 3.2 (Sprengmunition der Infanterie dagegen) und das Datenblatt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rule 2.2: each band, out to its range, the chance to hit and the armour class the gun penetrates; from the shortest range to the longest</source>
        <translation>Regel 2.2: jedes Band, bis zu seiner Entfernung, die Trefferchance und die Panzerklasse, die das Geschütz durchschlägt; von der kürzesten Entfernung zur längsten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Add band</source>
        <translation>Band hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A band after the selected one (or at the end)</source>
        <translation>Ein Band nach dem gewählten (oder am Ende)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove band</source>
        <translation>Band entfernen</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Guns ({len})</source>
        <translation>Geschütze ({len})</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>id: the catalogue has {id} already: a new vehicle needs an id of its own (Edit… corrects that entry)</source>
        <translation>id: der Katalog hat {id} schon: ein neues Fahrzeug braucht eine eigene Kennung (Bearbeiten… berichtigt diesen Eintrag)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>id: this edits {id}; New from this… makes an entry with another id</source>
        <translation>id: dies bearbeitet {id}; Neu aus diesem… legt einen Eintrag mit anderer Kennung an</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+35"/>
        <location line="+7"/>
        <source>Not valid yet — {problem}</source>
        <translation>Noch nicht gültig — {problem}</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>{name}: valid; Save puts it in your catalogue file.</source>
        <translation>{name}: gültig; Speichern legt ihn in Ihre Katalogdatei.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>line {line}: </source>
        <translation>Zeile {line}: </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>YAML: one entry, as a &apos;- id: ...&apos; item</source>
        <translation>YAML: ein Eintrag, als Element &apos;- id: ...&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>new gun</source>
        <translation>neues Geschütz</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/dice.py" line="+17"/>
        <source>1 to 6</source>
        <translation>1 bis 6</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 to 9, or 0</source>
        <translation>1 bis 9, oder 0</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 to 99, or 00 for 100</source>
        <translation>1 bis 99, oder 00 für 100</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Roll a {label}&lt;/b&gt; for {purpose}.&lt;br&gt;Type the face that came up: {HINTS}.</source>
        <translation>&lt;b&gt;{label} würfeln&lt;/b&gt; für {purpose}.&lt;br&gt;Die gewürfelte Augenzahl eingeben: {HINTS}.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>type the number on the {label}, {hint}</source>
        <translation>die Augenzahl auf dem {label} eingeben: {hint}</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Roll a {label}</source>
        <translation>{label} würfeln</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="-103"/>
        <source>MISS</source>
        <translation>DANEBEN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NO EFFECT</source>
        <translation>OHNE WIRKUNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DESTROYED</source>
        <translation>ZERSTÖRT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IMMOBILIZED</source>
        <translation>BEWEGUNGSUNFÄHIG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>X — cannot be repaired</source>
        <translation>X — nicht zu reparieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T — turret, main gun and controls out</source>
        <translation>T — Turm, Hauptwaffe und Steuerung ausgefallen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E — engine, controls, tracks out</source>
        <translation>E — Motor, Steuerung, Ketten ausgefallen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>turret front</source>
        <translation>Turm vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turret side</source>
        <translation>Turm Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hull front</source>
        <translation>Wanne vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hull side</source>
        <translation>Wanne Seite</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Direct fire</source>
        <translation>Direktes Feuer</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Suspension shot (2.4: add one to the location die)</source>
        <translation>Schuss aufs Fahrwerk (2.4: eins zum Trefferortwürfel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign damage table (2.6)</source>
        <translation>Kampagnen-Schadenstabelle (2.6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target fired this turn (2.1 automatic spotting)</source>
        <translation>Das Ziel hat in dieser Runde gefeuert (2.1 automatische Sichtung)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A battle kept to the sequence of play reads this from the battle: its settings, its fire marks and its log</source>
        <translation>Ein Gefecht, das den Spielablauf einhält, liest dies aus dem Gefecht: seinen Einstellungen, seinen Feuermarken und seinem Protokoll</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Firer</source>
        <translation>Schütze</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+628"/>
        <location line="+4"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="-631"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="-7"/>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The shot</source>
        <translation>Der Schuss</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the shot needs</source>
        <translation>Was der Schuss braucht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Roll to Spot</source>
        <translation>Sichtung würfeln</translation>
    </message>
    <message>
        <location line="+523"/>
        <source>Roll the spotting chart (2.1): 60% and its modifiers</source>
        <translation>Auf der Sichtungstabelle würfeln (2.1): 60 % und ihre Modifikatoren</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Roll to hit, then the hit location and the damage</source>
        <translation>Auf Treffer würfeln, dann Trefferort und Schaden</translation>
    </message>
    <message>
        <location line="-507"/>
        <source>&lt;i&gt;Not fired yet.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Noch nicht gefeuert.&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How the shot came out</source>
        <translation>Wie der Schuss ausging</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/assault.py" line="+12"/>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="+10"/>
        <source>&lt;b&gt;Result&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ergebnis&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="+290"/>
        <source>{chance}% to hit</source>
        <translation>{chance} % Trefferchance</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+131"/>
        <source>cannot fire</source>
        <translation>kann nicht feuern</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>{firer} → {target}: {yards:.0f} yd</source>
        <translation>{firer} → {target}: {yards:.0f} yd</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>SPOTTED</source>
        <translation>GESICHTET</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>NOT SPOTTED</source>
        <translation>NICHT GESICHTET</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Spotting {target} from {spotter} (2.1)</source>
        <translation>Sichtung von {target} durch {spotter} (2.1)</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Fired this turn</source>
        <translation>In dieser Runde gefeuert</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Line of sight</source>
        <translation>Sichtlinie</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>{units}: clear (2.1)</source>
        <translation>{units}: frei (2.1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{units}: blocked by {blockers} (2.1)</source>
        <translation>{units}: blockiert durch {blockers} (2.1)</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>spotted automatically: {reason}</source>
        <translation>automatisch gesichtet: {reason}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/airstrike.py" line="-586"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="-96"/>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="-567"/>
        <source>Advanced rules</source>
        <translation>Erweiterte Regeln</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="+4"/>
        <source>(angle of fire by sectors, suspension damage table, a spot per firer)</source>
        <translation>(Feuerwinkel nach Sektoren, Fahrwerksschadenstabelle, eine Sichtung je Schütze)</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>choose the firer</source>
        <translation>den Schützen wählen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no firer</source>
        <translation>kein Schütze</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no unit may fire{where}: each one listed says why in its tooltip</source>
        <translation>keine Einheit darf{where} feuern: der Tooltip jeder aufgeführten sagt, warum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no unit fires{where}</source>
        <translation>keine Einheit feuert{where}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no unit has a weapon of direct fire</source>
        <translation>keine Einheit hat eine Waffe für direktes Feuer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose the firer{where} and its target, or select the two on the board before opening the fire dialog</source>
        <translation>den Schützen{where} und sein Ziel wählen – oder beide vor dem Öffnen des Feuerdialogs auf dem Spielfeld auswählen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> in {step}</source>
        <translation> in {step}</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>{why}; an enemy listed may be chosen to roll to spot it (2.1)</source>
        <translation>{why}; ein aufgeführter Feind kann gewählt werden, um für ihn auf der Sichtungstabelle zu würfeln (2.1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choose the target</source>
        <translation>das Ziel wählen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nothing to fire at</source>
        <translation>nichts zu beschießen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>; infantry is fired on with Infantry Fire (3.5)</source>
        <translation>; auf Infanterie wird mit Infanteriefeuer geschossen (3.5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>nothing {firer} may fire at{where}</source>
        <translation>nichts, worauf {firer}{where} feuern darf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no enemy vehicle or gun for {firer} to fire at</source>
        <translation>kein feindliches Fahrzeug oder Geschütz, auf das {firer} feuern kann</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>choose a target: {what}</source>
        <translation>ein Ziel wählen: {what}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Once the firer and the target are chosen: the range, the line of sight, whether the target is spotted, the angle of fire, the armour and the chance to hit, modifier by modifier.</source>
        <translation>Sobald Schütze und Ziel gewählt sind: die Entfernung, die Sichtlinie, ob das Ziel gesichtet ist, der Feuerwinkel, die Panzerung und die Trefferchance, Modifikator für Modifikator.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>roll to spot first</source>
        <translation>zuerst Sichtung würfeln</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{firer} fires at {target} in {step}</source>
        <translation>{firer} feuert in {step} auf {target}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{why}; Roll to Spot may be taken now (2.1).</source>
        <translation>{why}; „Sichtung würfeln“ ist jetzt möglich (2.1).</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{spotter} rolls for {target} once a turn (2.1): it may roll again next turn.</source>
        <translation>{spotter} würfelt je Runde einmal für {target} (2.1): in der nächsten Runde darf er wieder würfeln.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>a fake marker, taken off the table</source>
        <translation>eine Attrappe, vom Tisch genommen</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>spotted: {reason}</source>
        <translation>gesichtet: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not spotted: {reason}</source>
        <translation>nicht gesichtet: {reason}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{yards:.0f} yards ({table} {unit}, centre to centre)</source>
        <translation>{yards:.0f} Yards ({table} {unit}, Mitte zu Mitte)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Spotting</source>
        <translation>Sichtung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>advanced: {firer} is in {target}&apos;s &lt;b&gt;{sector}&lt;/b&gt; sector — turret and hull hit on the &lt;b&gt;{aspect}&lt;/b&gt;</source>
        <translation>erweitert: {firer} steht im Sektor &lt;b&gt;{sector}&lt;/b&gt; von {target} — Turm und Wanne werden &lt;b&gt;{aspect}&lt;/b&gt; getroffen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (rear: side armour)</source>
        <translation> (hinten: Seitenpanzerung)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>basic: the rear of the vehicle is &lt;b&gt;in&lt;/b&gt; the line of sight — hull &lt;b&gt;side&lt;/b&gt;, turret front</source>
        <translation>einfach: das Heck des Fahrzeugs ist &lt;b&gt;in&lt;/b&gt; der Sichtlinie — Wanne &lt;b&gt;Seite&lt;/b&gt;, Turm vorn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>basic: the rear of the vehicle is not in the line of sight — hull and turret &lt;b&gt;front&lt;/b&gt;</source>
        <translation>einfach: das Heck des Fahrzeugs ist nicht in der Sichtlinie — Wanne und Turm &lt;b&gt;vorn&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Angle of fire</source>
        <translation>Feuerwinkel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turret AC {front} front, {side} side; </source>
        <translation>Turm AC {front} vorn, {side} Seite; </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no turret (a turret result hits the hull); </source>
        <translation>kein Turm (ein Turmtreffer trifft die Wanne); </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hull AC {front} front, {side} side</source>
        <translation>Wanne AC {front} vorn, {side} Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target armour</source>
        <translation>Panzerung des Ziels</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a gun: no armour and no hit location — a hit destroys it (2.2)</source>
        <translation>ein Geschütz: keine Panzerung und kein Trefferort — ein Treffer zerstört es (2.2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, and it is an anti-tank gun</source>
        <translation>, und es ist ein Panzerabwehrgeschütz</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+26"/>
        <source>Range band</source>
        <translation>Entfernungsband</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>{weapon}: up to {yards} yards — base {hit}% to hit, penetrates AC {pen} ({rule})</source>
        <translation>{weapon}: bis {yards} Yards — Grundchance {hit} % zu treffen, durchschlägt AC {pen} ({rule})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Penetration</source>
        <translation>Durchschlag</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{face} AC {ac}: </source>
        <translation>{face} AC {ac}: </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>penetrates</source>
        <translation>durchschlägt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>does not</source>
        <translation>nicht</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{weapon}: beyond its last band ({yards} yards)</source>
        <translation>{weapon}: jenseits seines letzten Bandes ({yards} Yards)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Base chance at {yards} yards</source>
        <translation>Grundchance auf {yards} Yards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>({total}% read as 0)</source>
        <translation>({total} % als 0 gelesen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chance to hit</source>
        <translation>Trefferchance</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Final chance</source>
        <translation>Endgültige Chance</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>roll to spot {target} first: {why} (2.1)</source>
        <translation>zuerst die Sichtung von {target} würfeln: {why} (2.1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before the shot:</source>
        <translation>Vor dem Schuss:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roll to spot {target}: {why} (2.1)</source>
        <translation>die Sichtung von {target} würfeln: {why} (2.1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spotting now:</source>
        <translation>Jetzt sichten:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot fire:</source>
        <translation>Kann nicht feuern:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No fire this turn:</source>
        <translation>Kein Feuer in dieser Runde:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>a hidden position: what it is, and the chance to hit it, are known once it is revealed; firing at it reveals it (a real unit is fired on at once, a fake marker is taken off the table and the shot is spent)</source>
        <translation>eine verdeckte Stellung: was sie ist und die Trefferchance sind erst bekannt, wenn sie aufgedeckt ist; der Schuss auf sie deckt sie auf (auf eine echte Einheit wird sofort gefeuert, eine Attrappe wird vom Tisch genommen und der Schuss ist verbraucht)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A FAKE MARKER</source>
        <translation>EINE ATTRAPPE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is taken off the table; the shot is spent.</source>
        <translation>Sie wird vom Tisch genommen; der Schuss ist verbraucht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Revealed: {unit}</source>
        <translation>Aufgedeckt: {unit}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>CANNOT FIRE</source>
        <translation>KANN NICHT FEUERN</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rolled &lt;b&gt;{roll}&lt;/b&gt; against {chance}%</source>
        <translation>&lt;b&gt;{roll}&lt;/b&gt; gegen {chance} % gewürfelt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (a {location} result on a turretless vehicle)</source>
        <translation> (ein Ergebnis {location} bei einem Fahrzeug ohne Turm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} hit</source>
        <translation>Treffer: {where}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{face} AC {ac} against penetration {pen}: </source>
        <translation>{face} AC {ac} gegen Durchschlag {pen}: </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>penetrated</source>
        <translation>durchschlagen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not penetrated</source>
        <translation>nicht durchschlagen</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>immobile for %n turn(s)</source>
        <translation>
            <numerusform>%n Runde bewegungsunfähig</numerusform>
            <numerusform>%n Runden bewegungsunfähig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/export.py" line="+36"/>
        <source>PNG picture</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG drawing (scalable)</source>
        <translation>SVG-Zeichnung (skalierbar)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF page</source>
        <translation>PDF-Seite</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+103"/>
        <source>Export the board</source>
        <translation>Das Spielfeld exportieren</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>PNG for sharing a picture; SVG and PDF keep every line sharp at any size</source>
        <translation>PNG, um ein Bild zu teilen; SVG und PDF halten jede Linie in jeder Größe scharf</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/print_setup.py" line="+4"/>
        <source>The whole table</source>
        <translation>Der ganze Tisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/print_setup.py" line="+2"/>
        <source>What the window shows</source>
        <translation>Was das Fenster zeigt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>x {x0:.1f}–{x1:.1f}, y {y0:.1f}–{y1:.1f} {unit}</source>
        <translation>x {x0:.1f}–{x1:.1f}, y {y0:.1f}–{y1:.1f} {unit}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The picture&apos;s width; its height follows from the table&apos;s shape</source>
        <translation>Die Breite des Bildes; seine Höhe folgt aus der Form des Tisches</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Grid with its coordinates</source>
        <translation>Raster mit seinen Koordinaten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Legend beside the board</source>
        <translation>Legende neben dem Spielfeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/print_setup.py" line="+12"/>
        <source>Title block: title, scale, turn, whose view and date</source>
        <translation>Titelblock: Titel, Maßstab, Runde, Sicht und Datum</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The picture shows the board as the window shows it now: a side&apos;s view holds only what that side may see</source>
        <translation>Das Bild zeigt das Spielfeld, wie das Fenster es jetzt zeigt: die Sicht einer Seite enthält nur, was diese Seite sehen darf</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/gui/dialogs/print_setup.py" line="-41"/>
        <location filename="../../morefire_gui/gui/features/report.py" line="+115"/>
        <source>View</source>
        <translation>Sicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/features/report.py" line="+1"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/print_setup.py" line="+56"/>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/docks/details.py" line="-2"/>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/new_battle.py" line="+74"/>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="+125"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>about {value} × {height} px</source>
        <translation>etwa {value} × {height} px</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/side_force_panel.py" line="-86"/>
        <source>Vehicles</source>
        <translation>Fahrzeuge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Infantry and squad weapons</source>
        <translation>Infanterie und Trupp-Waffen</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Units to buy: {label}</source>
        <translation>Zu kaufende Einheiten: {label}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to buy one</source>
        <translation>Doppelklick kauft eine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many to buy</source>
        <translation>Wie viele kaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ISLAND A: the invasion wave these land in</source>
        <translation>INSEL A: die Landungswelle, in der diese landen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Formation of the units bought</source>
        <translation>Verband der gekauften Einheiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The formation these belong to: 3.3 lets only the Guard&apos;s and the Waffen SS&apos;s squads be suicide squads</source>
        <translation>Der Verband, zu dem sie gehören: nach 3.3 dürfen nur Trupps der Garde und der Waffen-SS Todeskommandos werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No formation</source>
        <translation>Kein Verband</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add →</source>
        <translation>Hinzufügen →</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy the chosen unit, as many as the count says</source>
        <translation>Die gewählte Einheit kaufen, so viele, wie die Anzahl sagt</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+12"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Units bought: {label}</source>
        <translation>Gekaufte Einheiten: {label}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bought as</source>
        <translation>Gekauft als</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wave</source>
        <translation>Welle</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the selected line off the force</source>
        <translation>Die gewählte Zeile aus der Truppe nehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aircraft its nation flew in the year; an airstrike costs the aircraft&apos;s points</source>
        <translation>Flugzeuge, die seine Nation im Jahr flog; ein Luftangriff kostet die Punkte des Flugzeugs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add Airstrike</source>
        <translation>Luftangriff hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Airstrikes bought: {label}</source>
        <translation>Gekaufte Luftangriffe: {label}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove Airstrike</source>
        <translation>Luftangriff entfernen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Table VII: airstrikes are paid for in Army points</source>
        <translation>Tabelle VII: Luftangriffe werden mit Armeepunkten bezahlt</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../morefire_gui/gui/docks/briefing.py" line="-75"/>
        <source>Airstrikes</source>
        <translation>Luftangriffe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Artillery batteries</source>
        <translation>Artilleriebatterien</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Hidden deployment (JUNGLE)</source>
        <translation>Verdeckte Aufstellung (DSCHUNGEL)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Markers of no unit, laid out among the actual positions: at most one third of the markers</source>
        <translation>Marker ohne Einheit, zwischen den echten Stellungen aufgestellt: höchstens ein Drittel der Marker</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>JUNGLE allows up to %n fake marker(s): at most one third of the markers are fake, half as many as the actual positions (rounded up); fewer, or none, will do</source>
        <translation>
            <numerusform>DSCHUNGEL erlaubt bis zu %n Attrappe: höchstens ein Drittel der Marker sind Attrappen, halb so viele wie die echten Stellungen (aufgerundet); weniger oder keine genügen auch</numerusform>
            <numerusform>DSCHUNGEL erlaubt bis zu %n Attrappen: höchstens ein Drittel der Marker sind Attrappen, halb so viele wie die echten Stellungen (aufgerundet); weniger oder keine genügen auch</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>JUNGLE: hidden markers can be used: any side may deploy hidden, with fake markers up to one third of the markers</source>
        <translation>DSCHUNGEL: verdeckte Marker können verwendet werden: jede Seite darf verdeckt aufstellen, mit Attrappen bis zu einem Drittel der Marker</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The scenario gives %n fake marker(s): one third of the markers are fake, half as many as the actual positions (rounded up)</source>
        <translation>
            <numerusform>Das Szenario gibt %n Attrappe: ein Drittel der Marker sind Attrappen, halb so viele wie die echten Stellungen (aufgerundet)</numerusform>
            <numerusform>Das Szenario gibt %n Attrappen: ein Drittel der Marker sind Attrappen, halb so viele wie die echten Stellungen (aufgerundet)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+4"/>
        <source> guns</source>
        <translation> Geschütze</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>In transit</source>
        <translation>Im Transport</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4.8: an on-board battery is designated set up or in transit</source>
        <translation>4.8: eine Batterie auf dem Tisch wird als aufgebaut oder im Transport bestimmt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add Battery</source>
        <translation>Batterie hinzufügen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add Off-Table Battery</source>
        <translation>Batterie außerhalb des Tisches hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guns behind the side&apos;s base edge (4.42), always deployed; priced as the side&apos;s catalogue gun of their kind nearest in calibre</source>
        <translation>Geschütze hinter der Grundlinie der Seite (4.42), stets feuerbereit; bepreist wie das Katalog-Geschütz der Seite ihrer Art mit dem nächsten Kaliber</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off-table batteries bought: {value}</source>
        <translation>Gekaufte Batterien außerhalb des Tisches: {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove Battery</source>
        <translation>Batterie entfernen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>4.11: fire is conducted by battery; on the table, guns of one calibre</source>
        <translation>4.11: das Feuer wird batterieweise geleitet; auf dem Tisch Geschütze eines Kalibers</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Off the table:</source>
        <translation>Außerhalb des Tisches:</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>; it may take allies: {nations}</source>
        <translation>; sie darf Verbündete nehmen: {nations}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;{escape}&lt;/b&gt; ({escape2}), the {role}{escape3}</source>
        <translation>&lt;b&gt;{escape}&lt;/b&gt; ({escape2}), der {role}{escape3}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name}{ally} — {points} pts</source>
        <translation>{name}{ally} — {points} Pkt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{id}: {role_text}, {nation}, {years}–{years2}, {points} points</source>
        <translation>{id}: {role_text}, {nation}, {years}–{years2}, {points} Punkte</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Wave {i} (turn {turn})</source>
        <translation>Welle {i} (Runde {turn})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} — {points} pts</source>
        <translation>{name} — {points} Pkt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} — {points} pts a gun</source>
        <translation>{name} — {points} Pkt. je Geschütz</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>, {n} bought before</source>
        <translation>, {n} zuvor gekauft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, {n} flown</source>
        <translation>, {n} geflogen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No airstrikes: {why}</source>
        <translation>Keine Luftangriffe: {why}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table VII gave no airstrikes</source>
        <translation>Tabelle VII ergab keine Luftangriffe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table VII: {n} airstrikes</source>
        <translation>Tabelle VII: {n} Luftangriffe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Table VII: {n} airstrike</source>
        <translation>Tabelle VII: {n} Luftangriff</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No Table VII result: the players agree on the airstrikes</source>
        <translation>Kein Ergebnis aus Tabelle VII: die Spieler einigen sich auf die Luftangriffe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; no aircraft of {nation} in service</source>
        <translation>; {nation}: kein Flugzeug im Dienst</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>in transit</source>
        <translation>im Transport</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>set up</source>
        <translation>aufgebaut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{guns} x {name} on the table, {state}</source>
        <translation>{guns} x {name} auf dem Tisch, {state}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, wave {wave}</source>
        <translation>, Welle {wave}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — {points} pts</source>
        <translation> — {points} Pkt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (as the {gun})</source>
        <translation> (als {gun})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{guns} x {calibre:g}mm mortars off the table — {points} pts</source>
        <translation>{guns} x {calibre:g}-mm-Mörser außerhalb des Tisches — {points} Pkt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{guns} x {calibre:g}mm guns off the table — {points} pts</source>
        <translation>{guns} x {calibre:g}-mm-Geschütze außerhalb des Tisches — {points} Pkt.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>bought before: {n} x {name} — {value} pts (until flown)</source>
        <translation>zuvor gekauft: {n} x {name} — {value} Pkt. (bis geflogen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bought with the forces placed before and not flown yet: the airstrike dialog offers it first; its points are spent</source>
        <translation>Mit den zuvor aufgestellten Truppen gekauft und noch nicht geflogen: der Luftangriffsdialog bietet ihn zuerst an; seine Punkte sind ausgegeben</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{count} x {name} — {value} pts</source>
        <translation>{count} x {name} — {value} Pkt.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Spent {spent} of {budget} points</source>
        <translation>{spent} von {budget} Punkten ausgegeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{value} too many</source>
        <translation>{value} zu viel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{left} left</source>
        <translation>{left} übrig</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Choose a unit in the list first</source>
        <translation>Zuerst eine Einheit in der Liste wählen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/force_builder.py" line="-61"/>
        <source>Build Forces</source>
        <translation>Truppen aufstellen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Points (Table VI&apos;s point ratio)</source>
        <translation>Punkte (Punkteverhältnis nach Tabelle VI)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Who attacks: the battle&apos;s mission says; without one, the players choose</source>
        <translation>Wer angreift: das sagt der Auftrag des Gefechts; ohne einen wählen die Spieler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table VI gives the battle&apos;s ratio; a battle without a mission sets its own</source>
        <translation>Tabelle VI gibt das Verhältnis des Gefechts; ein Gefecht ohne Auftrag legt sein eigenes fest</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/battle_mission.py" line="-187"/>
        <location filename="../../morefire_gui/gui/dialogs/force_builder.py" line="+1"/>
        <location filename="../../morefire_gui/gui/docks/briefing.py" line="-10"/>
        <location line="+135"/>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/force_builder.py" line="+3"/>
        <source>: defender</source>
        <translation>: Verteidiger</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The defender has</source>
        <translation>Der Verteidiger hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both sides have, together,</source>
        <translation>Beide Seiten haben zusammen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The players agree on the size of the battle; the ratio gives the other side&apos;s points</source>
        <translation>Die Spieler einigen sich auf die Größe des Gefechts; das Verhältnis ergibt die Punkte der anderen Seite</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Budgets</source>
        <translation>Punktebudgets</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only what was in service in</source>
        <translation>Nur, was im Dienst war im Jahr</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The briefing&apos;s year</source>
        <translation>Das Jahr des Einsatzbefehls</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The battle has no briefing: the year the players choose</source>
        <translation>Das Gefecht hat keinen Einsatzbefehl: das Jahr, das die Spieler wählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the nation fielded of other nations&apos; (Lend-Lease, captured)</source>
        <translation>Was die Nation von anderen Nationen einsetzte (Leih- und Pachtgesetz, Beute)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The catalogue&apos;s &apos;users&apos;: Shermans for the Red Army, French guns for Germany</source>
        <translation>Die „users“ des Katalogs: Shermans für die Rote Armee, französische Geschütze für Deutschland</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(the briefing&apos;s year)</source>
        <translation>(das Jahr des Einsatzbefehls)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(the battle has no briefing: the players choose the year)</source>
        <translation>(das Gefecht hat keinen Einsatzbefehl: die Spieler wählen das Jahr)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/suicide_squad.py" line="+1"/>
        <location filename="../../morefire_gui/gui/docks/briefing.py" line="-145"/>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Limits</source>
        <translation>Grenzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Limits&lt;/b&gt; (each must be met before the forces are placed)</source>
        <translation>&lt;b&gt;Grenzen&lt;/b&gt; (jede muss erfüllt sein, bevor die Truppen aufgestellt werden)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Place Forces</source>
        <translation>Truppen aufstellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay the counters out in each side&apos;s deployment zone, facing the enemy (one undoable step)</source>
        <translation>Die Spielsteine in der Aufstellungszone jeder Seite auslegen, dem Feind zugewandt (ein rückgängig machbarer Schritt)</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>&lt;b&gt;{attacker_side}: {attacker} points&lt;/b&gt; — &lt;b&gt;{defender_side}: {defender} points&lt;/b&gt; ({ratio}:{ratio2})</source>
        <translation>&lt;b&gt;{attacker_side}: {attacker} Punkte&lt;/b&gt; — &lt;b&gt;{defender_side}: {defender} Punkte&lt;/b&gt; ({ratio}:{ratio2})</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Buy units, airstrikes or batteries first</source>
        <translation>Zuerst Einheiten, Luftangriffe oder Batterien kaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not yet: </source>
        <translation>Noch nicht: </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay the counters out in each side&apos;s deployment zone, facing the enemy (one undoable step a side)</source>
        <translation>Die Spielsteine in der Aufstellungszone jeder Seite auslegen, dem Feind zugewandt (ein rückgängig machbarer Schritt je Seite)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot place: {why}</source>
        <translation>Aufstellen nicht möglich: {why}</translation>
    </message>
    <message>
        <location line="+50"/>
        <location line="+7"/>
        <location line="+8"/>
        <source>Not placed: {why}</source>
        <translation>Nicht aufgestellt: {why}</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Not placed: buy units, airstrikes or batteries first</source>
        <translation>Nicht aufgestellt: zuerst Einheiten, Luftangriffe oder Batterien kaufen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/help.py" line="+35"/>
        <source>Wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom at the cursor</source>
        <translation>Am Zeiger zoomen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Middle-drag, or Space + drag</source>
        <translation>Mit der mittleren Taste ziehen, oder Leertaste + ziehen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pan the board</source>
        <translation>Das Spielfeld verschieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift on release (Measure)</source>
        <translation>Umschalt beim Loslassen (Messen)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep a waypoint and measure a path</source>
        <translation>Einen Wegpunkt setzen und einen Weg messen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the ruler, the barrage or the shape being drawn</source>
        <translation>Das Lineal, das Sperrfeuer oder die gerade gezeichnete Form löschen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q / E (Shift: 45°)</source>
        <translation>Q / E (Umschalt: 45°)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn the selected counters or pieces 15°</source>
        <translation>Die gewählten Spielsteine oder Stücke um 15° drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift while turning</source>
        <translation>Umschalt beim Drehen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn in 15° steps</source>
        <translation>In Schritten von 15° drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl-click, or drag a box</source>
        <translation>Strg-Klick, oder einen Rahmen ziehen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select more than one counter</source>
        <translation>Mehr als einen Spielstein wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a piece</source>
        <translation>Doppelklick auf ein Stück</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Its name, level, height, width or mines</source>
        <translation>Sein Name, seine Stufe, Höhe, Breite oder Minen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter or double-click</source>
        <translation>Eingabe oder Doppelklick</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close the area being drawn</source>
        <translation>Die gerade gezeichnete Fläche schließen</translation>
    </message>
    <message>
        <location line="+100"/>
        <location line="+16"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>On the board</source>
        <translation>Auf dem Spielfeld</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;h2&gt;More Fire! battle manager&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;More Fire! Gefechtsleiter&lt;/h2&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;Version {version}&lt;/p&gt;</source>
        <translation>&lt;p&gt;Version {version}&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;A companion for the &lt;i&gt;More Fire! Ogon! Feuer!&lt;/i&gt; WWII skirmish rules: the table, its terrain and counters, range and line of sight, and every procedure of the rules with every roll explained.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ein Begleiter für die Weltkriegs-Skirmish-Regeln &lt;i&gt;More Fire! Ogon! Feuer!&lt;/i&gt;: der Tisch, sein Gelände und seine Spielsteine, Entfernung und Sichtlinie, und jedes Verfahren der Regeln mit jedem Wurf erklärt.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;The rules:&lt;/b&gt; &lt;i&gt;More Fire! Ogon! Feuer!&lt;/i&gt; and its scenario system are the work of their authors, who keep every right to them. This app is an unofficial aid for players who own the rules; it reproduces their tables only so that it can apply them, and every reading of an unclear rule is set out in the documentation (rules notes).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Regeln:&lt;/b&gt; &lt;i&gt;More Fire! Ogon! Feuer!&lt;/i&gt; und sein Szenariosystem sind das Werk ihrer Autoren, die alle Rechte daran behalten. Diese App ist eine inoffizielle Hilfe für Spieler, die die Regeln besitzen; sie gibt deren Tabellen nur wieder, um sie anwenden zu können, und jede Lesart einer unklaren Regel ist in der Dokumentation dargelegt (Regelanmerkungen).&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;p&gt;&lt;b&gt;Licence:&lt;/b&gt; {licence}. The app is free software: use, study, share and change it under the terms of the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lizenz:&lt;/b&gt; {licence}. Die App ist freie Software: Sie dürfen sie unter den Bedingungen der MIT-Lizenz benutzen, untersuchen, weitergeben und verändern.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About More Fire!</source>
        <translation>Über More Fire!</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Copy &amp;System Information</source>
        <translation>&amp;Systeminformationen kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put the versions of the app, Python and Qt, the system and the screens on the clipboard, for a bug report</source>
        <translation>Die Versionen von App, Python und Qt, das System und die Bildschirme in die Zwischenablage legen, für einen Fehlerbericht</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="-222"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+1"/>
        <source>Range</source>
        <translation>Entfernung</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+1"/>
        <source>LOS</source>
        <translation>Sichtl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FIR, or why it cannot fire</source>
        <translation>FIR, oder warum sie nicht feuern kann</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In area</source>
        <translation>Im Bereich</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/melee.py" line="-77"/>
        <source>Modifiers</source>
        <translation>Modifikatoren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FIR</source>
        <translation>FIR</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sup</source>
        <translation>Nied.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Elim</source>
        <translation>Ausg.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Infantry fire</source>
        <translation>Infanteriefeuer</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A {side_yards:g}-yard square ({side:.1f} {unit} across) centred on {centre:.1f}, {centre2:.1f}; every unit in or partly in it is rolled for.</source>
        <translation>Ein Quadrat von {side_yards:g} Yards ({side:.1f} {unit} breit) mit Mitte bei {centre:.1f} / {centre2:.1f}; für jede Einheit ganz oder teilweise darin wird gewürfelt.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Roll a d100 for every unit in the target area; the results go on the units as one undoable step</source>
        <translation>Für jede Einheit im Zielbereich einen d100 würfeln; die Ergebnisse kommen als ein rückgängig machbarer Schritt auf die Einheiten</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;b&gt;Firers&lt;/b&gt;: tick the units that fire (their range and line of sight are to the area&apos;s centre)</source>
        <translation>&lt;b&gt;Schützen&lt;/b&gt;: die feuernden Einheiten ankreuzen (ihre Entfernung und Sichtlinie gelten zur Mitte des Bereichs)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Before firing&lt;/b&gt;: all fire into the area combined into one total</source>
        <translation>&lt;b&gt;Vor dem Feuern&lt;/b&gt;: alles Feuer in den Bereich zu einer Summe zusammengefasst</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Every unit in or partly in the target area&lt;/b&gt;, with its own modifiers</source>
        <translation>&lt;b&gt;Jede Einheit ganz oder teilweise im Zielbereich&lt;/b&gt;, mit ihren eigenen Modifikatoren</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>{unit}, on {vehicle}</source>
        <translation>{unit}, auf {vehicle}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>clear</source>
        <translation>frei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no fire intensity rating</source>
        <translation>keine Feuerstärke</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Tick at least one firer.</source>
        <translation>Mindestens einen Schützen ankreuzen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Once a firer is ticked: each firer&apos;s fire intensity rating and modifiers, the combined FIR, its chance to hit and its effect.</source>
        <translation>Sobald ein Schütze angekreuzt ist: die Feuerstärke jedes Schützen und ihre Modifikatoren, die gesamte FIR, ihre Trefferchance und ihre Wirkung.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No unit of {side} fires into a target area in {step}.</source>
        <translation>{side}: keine Einheit feuert in {step} in einen Zielbereich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No unit of {side} can fire into a target area: 3.5 gives fire to infantry, to a vehicle&apos;s machine guns and to its main gun.</source>
        <translation>{side}: keine Einheit kann in einen Zielbereich feuern; 3.5 gibt Feuer der Infanterie, den Maschinengewehren eines Fahrzeugs und seiner Hauptwaffe.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>(not against vehicles)</source>
        <translation>(nicht gegen Fahrzeuge)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>does not fire: {why}</source>
        <translation>feuert nicht: {why}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{combined} → {chance}, {effect} (3.5, the FIR chart); each unit in the area adds its own modifiers.</source>
        <translation>{combined} → {chance}, {effect} (3.5, die FIR-Tabelle); jede Einheit im Bereich fügt ihre eigenen Modifikatoren hinzu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combined FIR {fir}</source>
        <translation>FIR zusammen {fir}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>not rolled for: {why}</source>
        <translation>nicht gewürfelt: {why}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No unit is in or partly in the target area: there is nothing to roll for.</source>
        <translation>Keine Einheit ist ganz oder teilweise im Zielbereich: es gibt nichts auszuwürfeln.</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/melee.py" line="-2"/>
        <source>d10</source>
        <translation>d10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MF</source>
        <translation>MF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Each side rolls a d10 and adds its melee factor (3.1); the loser is destroyed (both on a tie), as one undoable step</source>
        <translation>Jede Seite würfelt einen d10 und addiert ihren Nahkampffaktor (3.1); der Verlierer ist zerstört (bei Gleichstand beide), als ein rückgängig machbarer Schritt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/battle_mission.py" line="+69"/>
        <location filename="../../morefire_gui/gui/docks/briefing.py" line="+11"/>
        <location line="+135"/>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/melee.py" line="+10"/>
        <source>Against</source>
        <comment>a melee&apos;s other unit</comment>
        <translation>Gegen</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>There is no infantry unit to fight a melee.</source>
        <translation>Es gibt keine Infanterieeinheit für einen Nahkampf.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose the unit and the enemy infantry or gun in contact with it (3.1), or select the two on the board before opening the melee.</source>
        <translation>Die Einheit und die feindliche Infanterie oder das Geschütz in Kontakt mit ihr wählen (3.1) – oder beide vor dem Nahkampf auf dem Spielfeld auswählen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{yards:.0f} yards apart (in contact: {reach:g} yards or less, 3.1)</source>
        <translation>{yards:.0f} Yards voneinander (in Kontakt: {reach:g} Yards oder weniger, 3.1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>d10 + MF {mf}</source>
        <translation>d10 + MF {mf}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{escape}&lt;br&gt;</source>
        <translation>{escape}&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;The higher total wins and the loser is destroyed; equal totals destroy both.</source>
        <translation>&lt;br&gt;Die höhere Summe gewinnt und der Verlierer ist zerstört; gleiche Summen zerstören beide.</translation>
    </message>
    <message>
        <location line="+23"/>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="+125"/>
        <source>&lt;b&gt;{escape}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{escape}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/mission_barrage.py" line="-70"/>
        <source>&lt;b&gt;As it landed&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wie er eintraf&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No barrage</source>
        <translation>Kein Sperrfeuer</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no unit of the side saw the aim point</source>
        <translation>keine Einheit der Seite sah den Zielpunkt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Landed in artillery step A of turn {turn}. Aim {aim}; battery at {battery}, {range} yd away. At impact the fire was {seen} (4.3).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Eingetroffen im Artillerieschritt A der Runde {turn}. Ziel {aim}; Batterie bei {battery}, {range} yd entfernt. Beim Einschlag war das Feuer {seen} (4.3).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/move_result.py" line="-7"/>
        <source>Move: rolls on the way</source>
        <translation>Bewegung: Würfe unterwegs</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/battle_mission.py" line="-129"/>
        <location filename="../../morefire_gui/gui/dialogs/move_result.py" line="+7"/>
        <location filename="../../morefire_gui/gui/docks/briefing.py" line="-144"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/move_result.py" line="+0"/>
        <source>Crossing</source>
        <translation>Querung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;How it came out&lt;/b&gt;: every roll and table row</source>
        <translation>&lt;b&gt;Wie es ausging&lt;/b&gt;: jeder Wurf und jede Tabellenzeile</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Move {unit_label}: rolls on the way</source>
        <translation>{unit_label} bewegen: Würfe unterwegs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rough or hill ground</source>
        <translation>unwegsames Gelände oder Hügel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>first move onto it</source>
        <translation>erste Bewegung hinein</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>ice on {piece}</source>
        <translation>Eis auf {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reached</source>
        <translation>erreicht</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>minefield {piece}</source>
        <translation>Minenfeld {piece}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>passenger</source>
        <translation>Mitfahrer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;{unit}&lt;/b&gt; ends at {where}</source>
        <translation>&lt;b&gt;{unit}&lt;/b&gt; endet bei {where}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Revealed: {pieces} (a deliberate minefield, 3.6)</source>
        <translation>Aufgedeckt: {pieces} (ein planmäßiges Minenfeld, 3.6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cleared: {pieces} (3.61)</source>
        <translation>Geräumt: {pieces} (3.61)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign damage: {letter}, {meaning} (2.6: minefield hits are an automatic E)</source>
        <translation>Kampagnenschaden: {letter}, {meaning} (2.6: Minenfeldtreffer sind automatisch ein E)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/new_battle.py" line="-31"/>
        <location line="+2"/>
        <source>New battle</source>
        <translation>Neues Gefecht</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="-42"/>
        <source>inches</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="+1"/>
        <source>centimetres</source>
        <translation>Zentimeter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Custom: yards per inch</source>
        <translation>Eigener: Yards pro Zoll</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>North</source>
        <translation>Norden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South</source>
        <translation>Süden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East</source>
        <translation>Osten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>West</source>
        <translation>Westen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table width (east–west)</source>
        <translation>Tischbreite (Ost–West)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table depth (north–south)</source>
        <translation>Tischtiefe (Nord–Süd)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measured in</source>
        <translation>Gemessen in</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="+38"/>
        <source>Ground scale (rule 1.1)</source>
        <translation>Bodenmaßstab (Regel 1.1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yards per inch</source>
        <translation>Yards pro Zoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Axis nation</source>
        <translation>Nation der Achse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Axis base edge</source>
        <translation>Grundlinie der Achse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allied nation</source>
        <translation>Nation der Alliierten</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Give the battle a title.</source>
        <translation>Geben Sie dem Gefecht einen Titel.</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/piece_properties.py" line="+3"/>
        <location filename="../../morefire_gui/gui/docks/details.py" line="-13"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>default for the kind</source>
        <translation>Standard der Art</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Height (yards, advanced LOS)</source>
        <translation>Höhe (Yards, erweiterte Sichtlinie)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Width (table units)</source>
        <translation>Breite (Tischeinheiten)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/docks/movement.py" line="-34"/>
        <source>AP (anti-personnel)</source>
        <translation>AP (Schützenminen)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/docks/movement.py" line="+1"/>
        <source>AT (anti-tank)</source>
        <translation>AT (Panzerminen)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mixed (GP)</source>
        <translation>Gemischt (GP)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../morefire_gui/gui/docks/details.py" line="+4"/>
        <location filename="../../morefire_gui/gui/docks/movement.py" line="+31"/>
        <source>Mines</source>
        <translation>Minen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An isolated farm (counted as a farm, not a village)</source>
        <translation>Ein einzelnes Gehöft (zählt als Gehöft, nicht als Dorf)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Farm</source>
        <translation>Gehöft</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/placement.py" line="+33"/>
        <source>Placement complete</source>
        <translation>Aufstellung abgeschlossen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Keep the table as laid</source>
        <translation>Den Tisch so lassen, wie er gelegt ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The players agree to play on this table although it does not hold what its terrain type asks for.</source>
        <translation>Die Spieler einigen sich, auf diesem Tisch zu spielen, obwohl er nicht enthält, was sein Geländetyp verlangt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The table does not hold what {terrain} asks for ({rule}):</source>
        <translation>Der Tisch enthält nicht, was {terrain} verlangt ({rule}):</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The table holds what {terrain} asks for.</source>
        <translation>Der Tisch enthält, was {terrain} verlangt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The defender&apos;s base edge</source>
        <translation>Die Grundlinie des Verteidigers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay the pieces the list names, or tick Keep the table as laid.</source>
        <translation>Legen Sie die Stücke der Liste oder kreuzen Sie „Den Tisch so lassen, wie er gelegt ist“ an.</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/preferences.py" line="-166"/>
        <source>A unit in woods, rough, a building, a village or crops sees out (and is seen) if the sight line runs at most this far inside</source>
        <translation>Eine Einheit in Wald, unwegsamem Gelände, einem Gebäude, einem Dorf oder Feldfrüchten sieht hinaus (und wird gesehen), wenn die Sichtlinie höchstens so weit darin verläuft</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A hedge this close to either end of the sight line does not block (the hedge a unit stands behind)</source>
        <translation>Eine Hecke so nah an einem Ende der Sichtlinie versperrt nicht (die Hecke, hinter der eine Einheit steht)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The most jungle a sight line may pass through, in all</source>
        <translation>Wie viel Dschungel eine Sichtlinie insgesamt durchqueren darf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used with Rules → Advanced Line of Sight (elevation)</source>
        <translation>Mit Regeln → Erweiterte Sichtlinie (Höhen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How high one level of a hill stands; a level-2 hill is twice as high. </source>
        <translation>Wie hoch eine Stufe eines Hügels ist; ein Hügel der Stufe 2 ist doppelt so hoch. </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How high above the ground a unit sees from and is seen at. </source>
        <translation>Wie hoch über dem Boden eine Einheit sieht und gesehen wird. </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How high {kind} stands: it blocks a sight line that passes lower. A piece&apos;s own height wins. </source>
        <translation>Wie hoch {kind} ist: es versperrt eine Sichtlinie, die tiefer verläuft. Die eigene Höhe eines Stücks gilt vor. </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The app</source>
        <translation>Die App</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Who rolls the dice: the app, or the players on their own dice, typing each face in (the same as Dice → Roll Physical Dice)</source>
        <translation>Wer würfelt: die App, oder die Spieler mit eigenen Würfeln, die jedes Ergebnis eintippen (wie Würfel → Mit echten Würfeln)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How often the open battle is saved aside, to recover it after a crash</source>
        <translation>Wie oft das offene Gefecht beiseite gespeichert wird, um es nach einem Absturz wiederherzustellen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How the status bar shows the cursor&apos;s position</source>
        <translation>Wie die Statusleiste die Position des Zeigers zeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="-46"/>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Autosave every</source>
        <translation>Automatisch speichern alle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show lengths in</source>
        <translation>Längen zeigen in</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>none: the app&apos;s own catalogue</source>
        <translation>keiner: der eigene Katalog der App</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The language of menus, docks and dialogs, from the next start of the app</source>
        <translation>Die Sprache der Menüs, Docks und Dialoge, ab dem nächsten Start der App</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Your own catalogue file (the format of resources/catalogue/), merged over the app&apos;s by id: vehicles added or corrected</source>
        <translation>Ihre eigene Katalogdatei (im Format von resources/catalogue/), nach Kennung über die der App gelegt: hinzugefügte oder berichtigte Fahrzeuge</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+30"/>
        <location filename="../../morefire_gui/gui/features/report.py" line="-28"/>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>My catalogue</source>
        <translation>Mein Katalog</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The system&apos;s own style and colours (its dark mode too), or light or dark colours</source>
        <translation>Stil und Farben des Systems (auch sein dunkler Modus), oder helle oder dunkle Farben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system&apos;s language</source>
        <translation>Die Sprache des Systems</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Side colours</source>
        <translation>Seitenfarben</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The colour of {nation}&apos;s counters</source>
        <translation>Die Farbe der Spielsteine: {nation}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the nation&apos;s usual colour</source>
        <translation>Zurück zur üblichen Farbe der Nation</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Line of sight in this battle (rule 2.1; saved with the battle, undoable)</source>
        <translation>Sichtlinie in diesem Gefecht (Regel 2.1; mit dem Gefecht gespeichert, rückgängig zu machen)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Edge depth</source>
        <translation>Randtiefe</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/style.py" line="+27"/>
        <source>Hedge</source>
        <translation>Hecke</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/style.py" line="-45"/>
        <source>Jungle</source>
        <translation>Dschungel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hill level (elevation)</source>
        <translation>Hügelstufe (Höhenregel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eyes (elevation)</source>
        <translation>Augenhöhe (Höhenregel)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} height</source>
        <translation>Höhe: {name}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Heights (elevation)</source>
        <translation>Geländehöhen (Höhenregel)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Colour of {nation}</source>
        <translation>Farbe: {nation}</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../morefire_gui/gui/features/forces.py" line="+180"/>
        <source>Your catalogue file</source>
        <translation>Ihre Katalogdatei</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/features/forces.py" line="-147"/>
        <source>Catalogue files (*.yaml *.yml);;All files (*)</source>
        <translation>Katalogdateien (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/print_setup.py" line="-67"/>
        <source>Print the table plan</source>
        <translation>Den Tischplan drucken</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The sheets show the board as the window shows it now: a side&apos;s view holds only what that side may see</source>
        <translation>Die Blätter zeigen das Spielfeld, wie das Fenster es jetzt zeigt: die Sicht einer Seite enthält nur, was diese Seite sehen darf</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Whichever suits the table</source>
        <translation>Was zum Tisch passt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Portrait</source>
        <translation>Hochformat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit on one sheet</source>
        <translation>Auf ein Blatt einpassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At a scale, over several sheets</source>
        <translation>In einem Maßstab, über mehrere Blätter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1:1 prints the table at its real size, to lay the real table out from</source>
        <translation>1:1 druckt den Tisch in seiner echten Größe, um den echten Tisch danach aufzubauen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1.00 = real size: one {unit} of table is one {unit} of paper; 0.50 = half size</source>
        <translation>1,00 = echte Größe: ein {unit} Tisch ist ein {unit} Papier; 0,50 = halbe Größe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How far each sheet overlaps its neighbours east and south, for trimming and gluing</source>
        <translation>Wie weit jedes Blatt seine Nachbarn im Osten und Süden überlappt, zum Beschneiden und Kleben</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Grid and coordinates</source>
        <translation>Raster und Koordinaten</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/docks/legend.py" line="+79"/>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First a sheet showing how the sheets fit together</source>
        <translation>Zuerst ein Blatt, das zeigt, wie die Blätter zusammenpassen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orientation</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/features/shell.py" line="+203"/>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale</source>
        <translation>Maßstab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlap</source>
        <translation>Überlappung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Preview…</source>
        <translation>Vorschau…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>1 sheet, {paper}, {scale}.</source>
        <translation>1 Blatt, {paper}, {scale}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{sheets} sheets ({columns} across × {rows} down), {paper}, {scale}</source>
        <translation>{sheets} Blätter ({columns} breit × {rows} hoch), {paper}, {scale}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; {pages} pages with the assembly sheet.</source>
        <translation>; {pages} Seiten mit dem Montageblatt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save the plan as PDF</source>
        <translation>Den Plan als PDF speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>table-plan.pdf</source>
        <translation>tischplan.pdf</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="-153"/>
        <source>Dice order: year d100, attacker d100, season d6, conditions d100 (then the snow d6 when it snows), terrain d6 (then the bocage d6 for France with Farmland, then the snow d6 if TUNDRA made the weather snow), mission d6, aircraft d100 (then a d6 for a variable result). A table that is set, or fixed by the rules, is not rolled.</source>
        <translation>Würfelreihenfolge: Jahr d100, Angreifer d100, Jahreszeit d6, Bedingungen d100 (dann der Schnee-d6, wenn es schneit), Gelände d6 (dann der Bocage-d6 für Frankreich mit Ackerland, dann der Schnee-d6, wenn TUNDRA das Wetter zu Schnee gemacht hat), Auftrag d6, Flugzeuge d100 (dann ein d6 für ein variables Ergebnis). Eine Tabelle, die gesetzt oder durch die Regeln festgelegt ist, wird nicht gewürfelt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>roll {n}: a {label} for {purpose}</source>
        <translation>Wurf {n}: ein {label} für {purpose}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>New random battle</source>
        <translation>Neues Zufallsgefecht</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pacific</source>
        <translation>Pazifik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The theatre&apos;s usual</source>
        <translation>Wie auf dem Kriegsschauplatz üblich</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table I adds the Allied force adjustment to the year&apos;s roll</source>
        <translation>Tabelle I addiert die alliierte Truppenanpassung zum Wurf für das Jahr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Theatre</source>
        <translation>Kriegsschauplatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special</source>
        <translation>Sonderregel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Axis force</source>
        <translation>Truppe der Achse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allied force</source>
        <translation>Truppe der Alliierten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/docks/briefing.py" line="+5"/>
        <source>Forces</source>
        <translation>Truppen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Set to {value}</source>
        <translation>Gesetzt: {value}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table I — year</source>
        <translation>Tabelle I — Jahr</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table II — attacker</source>
        <translation>Tabelle II — Angreifer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+26"/>
        <source>Axis</source>
        <translation>Achse</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+28"/>
        <source>Allies</source>
        <translation>Alliierte</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Table III — season</source>
        <translation>Tabelle III — Jahreszeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table IV — conditions</source>
        <translation>Tabelle IV — Bedingungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Snow d6 — is it snowing</source>
        <translation>Schnee-d6 — schneit es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set to snowing</source>
        <translation>Gesetzt: es schneit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set to not snowing</source>
        <translation>Gesetzt: es schneit nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll (when it snows)</source>
        <translation>Würfeln (wenn es schneit)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table V — terrain</source>
        <translation>Tabelle V — Gelände</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table VI — mission</source>
        <translation>Tabelle VI — Auftrag</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table VII — aircraft</source>
        <translation>Tabelle VII — Flugzeuge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not used (optional table)</source>
        <translation>Nicht verwendet (optionale Tabelle)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set to…</source>
        <translation>Setzen auf…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Airstrikes set</source>
        <translation>Gesetzte Luftangriffe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Airstrikes must be paid for in Army points</source>
        <translation>Luftangriffe müssen mit Armeepunkten bezahlt werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables (each rolled, or set by the players)</source>
        <translation>Tabellen (jede gewürfelt oder von den Spielern gesetzt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The app&apos;s dice, seed</source>
        <translation>Die Würfel der App, Startwert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Physical dice: the faces in order</source>
        <translation>Echte Würfel: die Augen der Reihe nach</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The same seed rolls the same scenario and lays out the same table</source>
        <translation>Derselbe Startwert würfelt dasselbe Szenario und legt denselben Tisch aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. 45, 80, 3, 27, 5, 2, 61</source>
        <translation>z. B. 45, 80, 3, 27, 5, 2, 61</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&quot;The defender selects which boardedge will be his baseline&quot;; the attacker has the opposite edge</source>
        <translation>„Der Verteidiger wählt, welcher Spielfeldrand seine Grundlinie wird“; der Angreifer hat den gegenüberliegenden Rand</translation>
    </message>
    <message numerus="yes">
        <location line="+298"/>
        <source>%n face(s) typed, but the scenario rolled {rolled}: {left} left over</source>
        <translation>
            <numerusform>%n Augenzahl eingegeben, aber das Szenario würfelte {rolled}: {left} übrig</numerusform>
            <numerusform>%n Augenzahlen eingegeben, aber das Szenario würfelte {rolled}: {left} übrig</numerusform>
        </translation>
    </message>
    <message>
        <location line="+96"/>
        <source>a generated table is at most {most:g} times as long as it is deep, and this one, {width:g} x {depth:g}, is with no depth; lay such a table by hand</source>
        <translation>ein erzeugter Tisch ist höchstens {most:g}-mal so lang wie tief, und dieser, {width:g} x {depth:g}, hat keine Tiefe; einen solchen Tisch von Hand auslegen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a generated table is at most {most:g} times as long as it is deep, and this one, {width:g} x {depth:g}, is {times:,.4g} times; lay such a table by hand</source>
        <translation>ein erzeugter Tisch ist höchstens {most:g}-mal so lang wie tief, und dieser, {width:g} x {depth:g}, ist es {times:,.4g}-mal; einen solchen Tisch von Hand auslegen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/scenario_items.py" line="-8"/>
        <location filename="../../morefire_gui/gui/dialogs/battle_mission.py" line="+2"/>
        <location line="+75"/>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="-395"/>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="+52"/>
        <location line="+40"/>
        <location filename="../../morefire_gui/gui/docks/briefing.py" line="+16"/>
        <location line="+133"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/battle_mission.py" line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="-40"/>
        <location filename="../../morefire_gui/gui/docks/briefing.py" line="-133"/>
        <location line="+133"/>
        <source>Retained / Captured</source>
        <translation>Gehalten / Erobert</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="+1"/>
        <source>&quot;Use either Standard OR Retained / Captured Columns&quot;</source>
        <translation>„Entweder die Spalte Standard ODER die Spalten Gehalten / Erobert verwenden“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No terrain is generated: the players alternate placing terrain pieces, the defender first; once placement is complete, the defender selects his base edge and the victory point locations are marked (Battle → Placement Complete…)</source>
        <translation>Es wird kein Gelände erzeugt: die Spieler platzieren abwechselnd Geländestücke, der Verteidiger zuerst; ist die Aufstellung abgeschlossen, wählt der Verteidiger seine Grundlinie, und die Siegpunktorte werden markiert (Gefecht → Aufstellung abgeschlossen…)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Table (east–west × north–south)</source>
        <translation>Tisch (Ost–West × Nord–Süd)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defender&apos;s base edge</source>
        <translation>Grundlinie des Verteidigers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory point columns</source>
        <translation>Siegpunktspalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/gui/docks/briefing.py" line="-75"/>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Roll Again</source>
        <translation>Neu würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll every table that is not set again, with a new seed</source>
        <translation>Jede nicht gesetzte Tabelle neu würfeln, mit einem neuen Startwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build the battle: the table, the deployment zones, the victory point locations and the briefing</source>
        <translation>Das Gefecht bauen: den Tisch, die Aufstellungszonen, die Siegpunktorte und den Einsatzbefehl</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;b&gt;The rolls&lt;/b&gt;: each die, the row it hit and why</source>
        <translation>&lt;b&gt;Die Würfe&lt;/b&gt;: jeder Würfel, die getroffene Zeile und warum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;The briefing&lt;/b&gt;</source>
        <translation>&lt;b&gt;Der Einsatzbefehl&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+239"/>
        <source>Roll {n}: a {label} for {purpose}. Type its face.</source>
        <translation>Wurf {n}: ein {label} für {purpose}. Die Augenzahl eingeben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type the faces of your dice in order; the next roll is shown above.</source>
        <translation>Die Augen Ihrer Würfel der Reihe nach eingeben; der nächste Wurf steht oben.</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/replay.py" line="+65"/>
        <source>Replay — {title}</source>
        <translation>Wiederholung — {title}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay of the battle&apos;s actions</source>
        <translation>Wiederholung der Aktionen des Gefechts</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board as it stood after the step shown</source>
        <translation>Das Spielfeld, wie es nach dem gezeigten Schritt stand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The battle&apos;s actions, in order</source>
        <translation>Die Aktionen des Gefechts, der Reihe nach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start: the position the record starts from</source>
        <translation>Start: die Stellung, mit der die Aufzeichnung beginnt</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../../morefire_gui/gui/docks/log.py" line="+167"/>
        <location filename="../../morefire_gui/gui/render.py" line="+153"/>
        <source>turn {turn}</source>
        <translation>Runde {turn}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>How the step came out</source>
        <translation>Wie der Schritt ausging</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;First</source>
        <translation>&amp;Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last</source>
        <translation>&amp;Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/window/menus.py" line="+47"/>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The position the record starts from</source>
        <translation>Die Stellung, mit der die Aufzeichnung beginnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step before</source>
        <translation>Der Schritt davor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step on, one step at a time</source>
        <translation>Weiter, Schritt für Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next action</source>
        <translation>Die nächste Aktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The battle as it stands</source>
        <translation>Das Gefecht, wie es jetzt steht</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;b&gt;{escape}&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;{escape}&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+15"/>
        <source>The position the battle&apos;s record starts from.</source>
        <translation>Die Stellung, mit der die Aufzeichnung des Gefechts beginnt.</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+14"/>
        <source>The replay parts from the battle as played here:</source>
        <translation>Die Wiederholung weicht vom hier gespielten Gefecht ab:</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>an action from here on cannot be replayed</source>
        <translation>eine Aktion ab hier lässt sich nicht nachspielen</translation>
    </message>
    <message>
        <location line="-140"/>
        <location line="+74"/>
        <source>&amp;Play</source>
        <translation>Ab&amp;spielen</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&lt;b&gt;{escape}&lt;/b&gt; — {escape2}&lt;br&gt;</source>
        <translation>&lt;b&gt;{escape}&lt;/b&gt; — {escape2}&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Step {position} of {len}</source>
        <translation>Schritt {position} von {len}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This battle has no recorded actions yet</source>
        <translation>Dieses Gefecht hat noch keine aufgezeichneten Aktionen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/suicide_squad.py" line="-32"/>
        <location filename="../../morefire_gui/gui/docks/details.py" line="-67"/>
        <source>Suicide squad</source>
        <translation>Todeskommando</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The year of the battle, from its briefing</source>
        <translation>Das Jahr des Gefechts, aus seinem Einsatzbefehl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The year of the battle (it has no briefing to give it; 3.3 names the years)</source>
        <translation>Das Jahr des Gefechts (es hat keinen Einsatzbefehl, der es nennt; 3.3 nennt die Jahre)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The unit&apos;s formation, as the battle file gives it (its formation key)</source>
        <translation>Der Verband der Einheit, wie die Gefechtsdatei ihn angibt (ihr Schlüssel formation)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reclassify</source>
        <translation>Umklassifizieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the unit as a suicide squad: one undoable step</source>
        <translation>Die Einheit als Todeskommando markieren: ein rückgängig machbarer Schritt</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../morefire_gui/gui/docks/details.py" line="-2"/>
        <source>Formation</source>
        <translation>Verband</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only R, RF and SMG units of the Russian Guard 1941-42, the German Waffen SS 1945 or the Japanese 1931-45; once reclassified the unit must assault the NEAREST enemy tank or bunker this turn (3.3).</source>
        <translation>Nur R-, RF- und SMG-Einheiten der russischen Garde 1941-42, der deutschen Waffen-SS 1945 oder der Japaner 1931-45; einmal umklassifiziert, muss die Einheit in dieser Runde den NÄCHSTEN feindlichen Panzer oder Bunker stürmen (3.3).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>There is no infantry unit to reclassify.</source>
        <translation>Es gibt keine Infanterieeinheit zum Umklassifizieren.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>May be reclassified.</source>
        <translation>Darf umklassifiziert werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot be reclassified:</source>
        <translation>Kann nicht umklassifiziert werden:</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&lt;p&gt;&lt;b&gt;{unit} is a suicide squad&lt;/b&gt;: {summary}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{unit} ist ein Todeskommando&lt;/b&gt;: {summary}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="-184"/>
        <source>Condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Met</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Detail</source>
        <translation>Einzelheit</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/battle_mission.py" line="-79"/>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="+2"/>
        <source>Location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="+1"/>
        <source>Held at start</source>
        <translation>Zu Beginn gehalten</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Mission</source>
        <translation>Auftrag</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the battle a mission from the scenario system, so that it can be scored by the victory conditions (Battle → Score Battle). The victory point locations ticked are those the scenario system marks on a table laid by hand; tick or untick any hill, ford, bridge, crossroad, road exit or building on the table. Each is held at the start by the side that controls it now.</source>
        <translation>Geben Sie dem Gefecht einen Auftrag aus dem Szenariosystem, damit es nach den Siegbedingungen gewertet werden kann (Gefecht → Gefecht werten). Angekreuzt sind die Siegpunktorte, die das Szenariosystem auf einem von Hand gelegten Tisch markiert; kreuzen Sie jeden Hügel, jede Furt, Brücke, Kreuzung, jeden Straßenausgang oder jedes Gebäude auf dem Tisch an oder ab. Jeder Ort gilt zu Beginn als von der Seite gehalten, die ihn jetzt kontrolliert.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Defender&apos;s mission (Table VI)</source>
        <translation>Auftrag des Verteidigers (Tabelle VI)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No mission (take it away)</source>
        <translation>Kein Auftrag (entfernen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{mission}, points {attacker}:{defender}</source>
        <translation>{mission}, Punkte {attacker}:{defender}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Mark the Scenario System&apos;s Locations</source>
        <translation>Orte des Szenariosystems markieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every hill mass, ford, bridge, crossroad and road exit, and one building in each village or standing alone (at most six)</source>
        <translation>Jede Hügelmasse, Furt, Brücke, Kreuzung und jeder Straßenausgang, dazu ein Gebäude in jedem Dorf oder allein stehend (höchstens sechs)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Add a Spot</source>
        <translation>Stelle hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A victory point location at this point of the table, where no terrain piece stands for it</source>
        <translation>Ein Siegpunktort an diesem Punkt des Tisches, wo kein Geländestück für ihn steht</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Victory point schedule</source>
        <translation>Siegpunkttabelle</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../morefire_gui/gui/docks/briefing.py" line="+77"/>
        <source>Victory point locations</source>
        <translation>Siegpunktorte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A spot:</source>
        <translation>Eine Stelle:</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>{name} ({kind})</source>
        <translation>{name} ({kind})</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>OK takes the mission and its victory point locations away.</source>
        <translation>OK entfernt den Auftrag und seine Siegpunktorte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} defends.</source>
        <translation>Die Seite {side} verteidigt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A raid has no victory point locations: it is decided by whether the attacker reaches the objective.</source>
        <translation>Ein Überfall hat keine Siegpunktorte: Er wird dadurch entschieden, ob der Angreifer das Ziel erreicht.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <location line="+8"/>
        <source>%n location(s) ticked</source>
        <translation>
            <numerusform>%n Ort angekreuzt</numerusform>
            <numerusform>%n Orte angekreuzt</numerusform>
        </translation>
    </message>
    <message>
        <location line="-5"/>
        <source>No counter is on the table, so nobody holds a location at the start; give the mission once the forces are laid out for the Retained / Captured columns.</source>
        <translation>Kein Spielstein steht auf dem Tisch, also hält zu Beginn niemand einen Ort; geben Sie den Auftrag, wenn die Truppen aufgestellt sind, für die Spalten Gehalten / Erobert.</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="+1"/>
        <source>Controlled by</source>
        <translation>Kontrolliert von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Halved</source>
        <translation>Halbiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Score the battle</source>
        <translation>Das Gefecht werten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The attacker reached the objective</source>
        <translation>Der Angreifer hat das Ziel erreicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RAID: &quot;The attacker wins if he reaches the objective&quot;</source>
        <translation>ÜBERFALL: „Der Angreifer gewinnt, wenn er das Ziel erreicht“</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Score Again</source>
        <translation>Neu werten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the battle as it stands now</source>
        <translation>Das Gefecht werten, wie es jetzt steht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record in Log</source>
        <translation>Ins Protokoll schreiben</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>it has no mission, so no victory conditions to score it by (Table VI). Give it one with Battle → Mission…; a battle made with File → New Random Battle… has its mission and its victory point locations.</source>
        <translation>es hat keinen Auftrag und damit keine Siegbedingungen, nach denen es gewertet würde (Tabelle VI). Geben Sie ihm einen mit Gefecht → Auftrag…; ein mit Datei → Neues Zufallsgefecht… erstelltes Gefecht hat seinen Auftrag und seine Siegpunktorte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot score this battle: {escape}</source>
        <translation>Dieses Gefecht lässt sich nicht werten: {escape}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Write the result and every step to the battle log</source>
        <translation>Das Ergebnis und jeden Schritt ins Gefechtsprotokoll schreiben</translation>
    </message>
    <message>
        <location line="-101"/>
        <source>&lt;b&gt;The defender&apos;s victory conditions&lt;/b&gt;</source>
        <translation>&lt;b&gt;Die Siegbedingungen des Verteidigers&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Victory point locations&lt;/b&gt;: who controls each, and why</source>
        <translation>&lt;b&gt;Siegpunktorte&lt;/b&gt;: wer jeden kontrolliert, und warum</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Every step&lt;/b&gt;</source>
        <translation>&lt;b&gt;Jeder Schritt&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>This score is recorded in the battle log</source>
        <translation>Diese Wertung steht im Gefechtsprotokoll</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="+621"/>
        <source>{tip}
{why}</source>
        <translation>{tip}
{why}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;{e}&lt;/b&gt; — defender&apos;s mission: &lt;b&gt;{e2}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{e}&lt;/b&gt; — Auftrag des Verteidigers: &lt;b&gt;{e2}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; victory points on the &lt;b&gt;{column}&lt;/b&gt; column</source>
        <translation>; Siegpunkte in der Spalte &lt;b&gt;{column}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> — {side} wins</source>
        <translation> — Sieg der Seite {side}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Victory points held: defender {defender:g}, attacker {attacker:g}. </source>
        <translation>Gehaltene Siegpunkte: Verteidiger {defender:g}, Angreifer {attacker:g}. </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{vp}Points destroyed: the attacker lost &lt;b&gt;{attacker_points_lost}&lt;/b&gt;, the defender lost &lt;b&gt;{defender_points_lost}&lt;/b&gt;.</source>
        <translation>{vp}Zerstörte Punkte: der Angreifer verlor &lt;b&gt;{attacker_points_lost}&lt;/b&gt;, der Verteidiger verlor &lt;b&gt;{defender_points_lost}&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not met</source>
        <translation>nicht erfüllt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/battle_mission.py" line="-288"/>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="+9"/>
        <source>Retained</source>
        <translation>Gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="+0"/>
        <source>Captured</source>
        <translation>Erobert</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="+12"/>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{points:g}</source>
        <translation>{points:g}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Destroyed:</source>
        <translation>Zerstört:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TERRAIN VICTORY POINT SCHEDULE: &quot;+ Receive only 1/2 points if destroyed&quot;</source>
        <translation>SIEGPUNKTTABELLE DES GELÄNDES: „+ Nur 1/2 Punkte, wenn zerstört“</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;+ Receive only 1/2 points if destroyed&quot;</source>
        <translation>„+ Nur 1/2 Punkte, wenn zerstört“</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+15"/>
        <source>Not recorded: {why}</source>
        <translation>Nicht festgehalten: {why}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/aircraft.py" line="-21"/>
        <source>flown</source>
        <translation>geflogen</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Airstrikes bought with the side&apos;s forces, not flown yet (another side&apos;s are its own until they fly: ?)</source>
        <translation>Mit den Kräften der Seite gekaufte Luftangriffe, noch nicht geflogen (die einer anderen Seite bleiben ihr Geheimnis, bis sie fliegen: ?)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>to fly</source>
        <comment>airstrikes bought and not flown yet</comment>
        <translation>offen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Airstrikes the side has flown: its aircraft that have entered the table</source>
        <translation>Von der Seite geflogene Luftangriffe: ihre Flugzeuge, die über den Tisch eingeflogen sind</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It is snowing (SNOW&apos;s d6 was odd): no airstrikes</source>
        <translation>Es schneit (der SCHNEE-d6 war ungerade): keine Luftangriffe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SNOW: &quot;Roll a d6 with an ODD result indicating that it is snowing with no airstrikes allowed&quot; (the battle&apos;s settings.snowing)</source>
        <translation>SCHNEE: „Einen d6 würfeln; ein UNGERADES Ergebnis bedeutet, dass es schneit und keine Luftangriffe erlaubt sind“ (settings.snowing des Gefechts)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Heading</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="-62"/>
        <location filename="../../morefire_gui/gui/docks/roster.py" line="+0"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New Airstrike</source>
        <translation>Neuer Luftangriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press at a board edge and drag the direction arrow into the table</source>
        <translation>An einer Spielfeldkante drücken und den Richtungspfeil auf den Tisch ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fly Run…</source>
        <translation>Anflug fliegen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected aircraft&apos;s run this turn: it flies along its arrow, the guns fire, it strafes or bombs</source>
        <translation>Der Anflug des gewählten Flugzeugs in dieser Runde: es fliegt entlang seines Pfeils, die Flak feuert, es greift im Tiefflug an oder bombardiert</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Weather: {weather} (snowing)</source>
        <translation>Wetter: {weather} (es schneit)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Weather: {weather}</source>
        <translation>Wetter: {weather}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table VII: not rolled</source>
        <translation>Tabelle VII: nicht gewürfelt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Table VII: {limit}</source>
        <translation>Tabelle VII: {limit}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{side}: {limit} — {flown} flown; {points} points flown</source>
        <translation>{side}: {limit} — {flown} geflogen; {points} Punkte geflogen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{bought} bought still to fly, {flown} flown, {left} left</source>
        <translation>{bought} gekauft und noch offen, {flown} geflogen, {left} übrig</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{bought} bought still to fly, {flown} flown</source>
        <translation>{bought} gekauft und noch offen, {flown} geflogen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>may fly</source>
        <translation>darf fliegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>may fly the airstrikes it bought</source>
        <translation>darf die gekauften Luftangriffe fliegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{side}: {limit} — {counts}; {points} points; {state}</source>
        <translation>{side}: {limit} — {counts}; {points} Punkte; {state}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="-11"/>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Fire…</source>
        <translation>Feuern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call a barrage from the selected battery (or guns off the table)</source>
        <translation>Sperrfeuer von der gewählten Batterie (oder von Geschützen außerhalb des Tisches) anfordern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New…</source>
        <translation>Neu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete the selected battery</source>
        <translation>Die gewählte Batterie löschen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set Up</source>
        <translation>Aufbauen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected battery, in transit, begins its set-up (4.8; artillery step C)</source>
        <translation>Die gewählte Batterie im Transport beginnt ihren Aufbau (4.8; Artillerieschritt C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break Down</source>
        <translation>Abbauen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected battery, deployed, begins its breakdown (4.8; artillery step C)</source>
        <translation>Die gewählte feuerbereite Batterie beginnt ihren Abbau (4.8; Artillerieschritt C)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Batteries</source>
        <translation>Batterien</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Plot on the board</source>
        <translation>Auf dem Spielfeld eintragen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the table to plot the next point (1-10); drag one to move it; Delete removes the selected one</source>
        <translation>Auf den Tisch klicken, um den nächsten Punkt einzutragen (1-10); einen ziehen, um ihn zu verschieben; Entf löscht den gewählten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Registration points</source>
        <translation>Vermessungspunkte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Converged</source>
        <translation>Gebündelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place template</source>
        <translation>Schablone setzen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Units inside</source>
        <translation>Einheiten darin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/features/artillery.py" line="+11"/>
        <source>Template</source>
        <translation>Schablone</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>{state} (%n turn(s))</source>
        <translation>
            <numerusform>{state} (%n Runde)</numerusform>
            <numerusform>{state} (%n Runden)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>naval, 4 x 175 mm+</source>
        <translation>Schiffsartillerie, 4 x 175 mm+</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Select a battery first</source>
        <translation>Zuerst eine Batterie wählen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{guns} x {calibre:g} mm {pattern}, {yards} yd</source>
        <translation>{guns} x {calibre:g} mm {pattern}, {yards} yd</translation>
    </message>
    <message>
        <location line="+25"/>
        <source> (partly in)</source>
        <translation> (teilweise drin)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/briefing.py" line="-215"/>
        <source>Table I, year</source>
        <translation>Tabelle I, Jahr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table II, attacker</source>
        <translation>Tabelle II, Angreifer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table III, season</source>
        <translation>Tabelle III, Jahreszeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table IV, conditions</source>
        <translation>Tabelle IV, Bedingungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SNOW d6</source>
        <translation>SCHNEE d6</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table V, terrain</source>
        <translation>Tabelle V, Gelände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normandy bocage d6</source>
        <translation>Normannische Bocage d6</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table VI, mission</source>
        <translation>Tabelle VI, Auftrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table VII, aircraft</source>
        <translation>Tabelle VII, Flugzeuge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table VII, variable strikes</source>
        <translation>Tabelle VII, variable Angriffe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;i&gt;This battle has no briefing. A battle made with &lt;b&gt;File → New Random Battle…&lt;/b&gt; carries the scenario it was rolled from: year, forces, weather, terrain, mission, deployment and victory conditions.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Dieses Gefecht hat keinen Einsatzbefehl. Ein mit &lt;b&gt;Datei → Neues Zufallsgefecht…&lt;/b&gt; erstelltes Gefecht trägt das Szenario, aus dem es gewürfelt wurde: Jahr, Truppen, Wetter, Gelände, Auftrag, Aufstellung und Siegbedingungen.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{side} ({nation}, from the {edge} edge)</source>
        <translation>{side} ({nation}, vom Rand {edge})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side} ({nation})</source>
        <translation>{side} ({nation})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{weather}, snowing: no airstrikes</source>
        <translation>{weather}, es schneit: keine Luftangriffe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{weather}, not snowing</source>
        <translation>{weather}, es schneit nicht</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{airstrikes}; paid for in Army points</source>
        <translation>{airstrikes}; mit Armeepunkten bezahlt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>special: {special}</source>
        <translation>Sonderregel: {special}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Axis: {axis} · Allies: {allies}</source>
        <translation>Achse: {axis} · Alliierte: {allies}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Season</source>
        <translation>Jahreszeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Conditions</source>
        <translation>Bedingungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+129"/>
        <source>Defender&apos;s mission</source>
        <translation>Auftrag des Verteidigers</translation>
    </message>
    <message>
        <location line="-127"/>
        <location line="+134"/>
        <source>Point ratio</source>
        <translation>Punkteverhältnis</translation>
    </message>
    <message>
        <location line="-133"/>
        <location line="+134"/>
        <source>{ratio} (attacker : defender)</source>
        <translation>{ratio} (Angreifer : Verteidiger)</translation>
    </message>
    <message>
        <location line="-128"/>
        <location line="+133"/>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <location line="-133"/>
        <location line="+133"/>
        <source>the {column} column</source>
        <translation>die Spalte {column}</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>laid by hand</source>
        <translation>von Hand ausgelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>generated (seed {seed})</source>
        <translation>erzeugt (Startwert {seed})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>generated</source>
        <translation>erzeugt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set by the players</source>
        <translation>Von den Spielern gesetzt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Laying the table</source>
        <translation>Den Tisch auslegen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deployment</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{side}: the {edge} edge</source>
        <translation>{side}: der Rand {edge}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Victory conditions</source>
        <translation>Siegbedingungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>End of the battle</source>
        <translation>Ende des Gefechts</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Special rules</source>
        <translation>Sonderregeln</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rolls</source>
        <translation>Würfe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table</source>
        <comment>a table of the rules rolled on</comment>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read as</source>
        <translation>Gelesen als</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&lt;p&gt;&lt;i&gt;A battle laid out by hand is given a mission with &lt;b&gt;Battle → Mission…&lt;/b&gt;: the defender&apos;s mission, the side that attacks and the victory point locations; &lt;b&gt;Battle → Score Battle…&lt;/b&gt; then scores it.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Ein von Hand aufgebautes Gefecht erhält seinen Auftrag mit &lt;b&gt;Gefecht → Auftrag…&lt;/b&gt;: den Auftrag des Verteidigers, die angreifende Seite und die Siegpunktorte; &lt;b&gt;Gefecht → Gefecht werten…&lt;/b&gt; wertet es dann.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Laid out by hand; its mission was given with &lt;b&gt;Battle → Mission…&lt;/b&gt;.</source>
        <translation>Von Hand aufgebaut; sein Auftrag wurde mit &lt;b&gt;Gefecht → Auftrag…&lt;/b&gt; gegeben.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Briefing</source>
        <translation>Einsatzbefehl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Placement Complete…</source>
        <translation>Aufstellung abgeschlossen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table is laid: the defender chooses his base edge, and the victory point locations are marked on the pieces placed</source>
        <translation>Der Tisch ist ausgelegt: der Verteidiger wählt seine Grundlinie, und die Siegpunktorte werden auf den platzierten Stücken markiert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score Battle…</source>
        <translation>Gefecht werten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/features/scenario.py" line="+69"/>
        <source>Score the battle by the mission&apos;s victory conditions</source>
        <translation>Das Gefecht nach den Siegbedingungen des Auftrags werten</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/details.py" line="-74"/>
        <source>Selected</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select a counter or a terrain piece.</source>
        <translation>Einen Spielstein oder ein Geländestück wählen.</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/counter_properties.py" line="-39"/>
        <source>Suppressed</source>
        <translation>Niedergehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot fire or move until it recovers its morale; −2 MF in a melee; cannot assault a tank or bunker (3.1, 3.2, 3.5)</source>
        <translation>Kann weder feuern noch sich bewegen, bis sie ihre Moral wiedergewonnen hat; −2 MF im Nahkampf; kann keinen Panzer und keinen Bunker stürmen (3.1, 3.2, 3.5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Immobilized</source>
        <translation>Bewegungsunfähig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot move: a suspension hit, a mine or a breakdown (2.5, 3.6, 4.6)</source>
        <translation>Kann sich nicht bewegen: ein Laufwerkstreffer, eine Mine oder eine Panne (2.5, 3.6, 4.6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Destroyed</source>
        <translation>Zerstört</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Out of the battle: it moves, fires and spots nothing (2.6, 3.1, 4.6)</source>
        <translation>Aus dem Gefecht: bewegt sich nicht, feuert nicht und sichtet nichts (2.6, 3.1, 4.6)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defilade</source>
        <translation>In Deckung (Defilade)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hull down or behind a crest: −20 to spot it, −10 to hit it, a suspension hit on it misses (2.1, 2.2, 2.5)</source>
        <translation>In Rumpfdeckung oder hinter einem Kamm: −20 beim Sichten, −10 beim Treffen, ein Laufwerkstreffer verfehlt sie (2.1, 2.2, 2.5)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Catalogue entry</source>
        <translation>Katalogeintrag</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Degrees clockwise from north (the table&apos;s top edge)</source>
        <translation>Grad im Uhrzeigersinn von Norden (der obere Tischrand)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Facing</source>
        <translation>&amp;Ausrichtung</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Marks</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spotted</source>
        <translation>Gesichtet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set by a spot (in the Fire dialog) or a shot; in a basic game it stays for the battle, in an advanced one each firer spots for itself (2.1)</source>
        <translation>Gesetzt durch eine Sichtung (im Feuer-Dialog) oder einen Schuss; im Grundspiel bleibt sie für das ganze Gefecht, im fortgeschrittenen Spiel sichtet jeder Schütze für sich (2.1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Spotted by {names}</source>
        <translation>Gesichtet von {names}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../morefire_gui/gui/docks/details.py" line="+5"/>
        <source>Hidden position</source>
        <translation>Verdeckte Stellung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fake marker</source>
        <translation>Attrappe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Placed hidden with the forces (TARAWA, JUNGLE, ISLAND B); revealed when it moves, fires or is fired on, never by hand</source>
        <translation>Mit den Truppen verdeckt aufgestellt (TARAWA, JUNGLE, ISLAND B); aufgedeckt, wenn sie sich bewegt, feuert oder beschossen wird, nie von Hand</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set by the rules</source>
        <translation>Von den Regeln gesetzt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A fake marker is nothing: it takes no marks. Its side may name it, turn it or take it off.</source>
        <translation>Eine Attrappe ist nichts: Sie trägt keine Markierungen. Ihre Seite darf sie benennen, drehen oder vom Tisch nehmen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side}&apos;s counter: only its own side changes it, or anyone in the umpire&apos;s view.</source>
        <translation>Ein Spielstein der Seite {side}: Nur die eigene Seite ändert ihn, oder jeder in der Sicht des Schiedsrichters.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{mark} (until the start of turn {turn})</source>
        <translation>{mark} (bis zum Beginn von Runde {turn})</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/details.py" line="+4"/>
        <source>The other side&apos;s marker: it may be a unit or a fake. It is revealed when it fires, is fired on, or moves.</source>
        <translation>Der Marker der anderen Seite: er kann eine Einheit oder eine Attrappe sein. Er wird aufgedeckt, wenn er feuert, beschossen wird oder sich bewegt.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{point} {unit} ({x_yards:.0f}, {y_yards:.0f} yd)</source>
        <translation>{point} {unit} ({x_yards:.0f} / {y_yards:.0f} yd)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Facing</source>
        <translation>Ausrichtung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cover</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This turn</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Set-up (4.8)</source>
        <translation>Aufbau (4.8)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Riding on</source>
        <translation>Fährt mit auf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>yes (3.3: must assault the nearest enemy tank or bunker)</source>
        <translation>ja (3.3: muss den nächsten feindlichen Panzer oder Bunker stürmen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ski troops</source>
        <translation>Skitruppen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yes (SNOW: B speed in snow, always in cover)</source>
        <translation>ja (SCHNEE: Geschwindigkeit B im Schnee, stets in Deckung)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spotted by</source>
        <translation>Gesichtet von</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign damage</source>
        <translation>Kampagnenschaden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{nation}, {first}–{last}, {kind}, {points} points</source>
        <translation>{nation}, {first}–{last}, {kind}, {points} Punkte</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>FIR {fir}, MF {mf}, max range {range} yd</source>
        <translation>FIR {fir}, MF {mf}, größte Reichweite {range} yd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n/a</source>
        <translation>entf.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{role}, {calibre:g} mm</source>
        <translation>{role}, {calibre:g} mm</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{yards:g} yd</source>
        <translation>{yards:g} yd</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stands for</source>
        <translation>Steht für</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ice (TUNDRA)</source>
        <translation>Eis (TUNDRA)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>holds vehicles</source>
        <translation>trägt Fahrzeuge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>does not hold vehicles</source>
        <translation>trägt keine Fahrzeuge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{width:g} {unit}</source>
        <translation>{width:g} {unit}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Double-click the piece (terrain tool) to edit it.</source>
        <translation>Doppelklick auf das Stück (Geländewerkzeug) bearbeitet es.</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/log.py" line="-212"/>
        <source>free play</source>
        <translation>freies Spiel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>taken in a battle played free of the sequence of play</source>
        <translation>in einem Gefecht ohne festen Spielablauf genommen</translation>
    </message>
    <message>
        <location line="+29"/>
        <location filename="../../morefire_gui/gui/error_report.py" line="+134"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search the log (a unit, a die, a rule number, a word)</source>
        <translation>Im Protokoll suchen (eine Einheit, ein Würfel, eine Regelnummer, ein Wort)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resolution</source>
        <translation>Auflösung</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="-806"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Battle log</source>
        <translation>Gefechtsprotokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Messages</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>{title} — {summary}</source>
        <translation>{title} — {summary}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/movement.py" line="-142"/>
        <source>The board as one side sees it: deliberate minefields are drawn only for their owner (and once revealed); Everyone is the umpire&apos;s view</source>
        <translation>Das Spielfeld, wie eine Seite es sieht: planmäßige Minenfelder werden nur für ihren Besitzer gezeichnet (und sobald aufgedeckt); Alle ist die Sicht des Schiedsrichters</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>With the &lt;b&gt;Move&lt;/b&gt; tool (G), press on a counter and drag: green is as far as it may go this turn, red beyond. Shift-release adds a waypoint. Known minefields on the way are highlighted; the move rolls for them when it is made.</source>
        <translation>Mit dem Werkzeug &lt;b&gt;Bewegen&lt;/b&gt; (G) auf einen Spielstein drücken und ziehen: grün ist, so weit er in dieser Runde kommt, rot darüber hinaus. Umschalt beim Loslassen fügt einen Wegpunkt hinzu. Bekannte Minenfelder auf dem Weg werden hervorgehoben; die Bewegung würfelt für sie, wenn sie ausgeführt wird.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Clearing mission stated</source>
        <translation>Räumauftrag angesagt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>3.61: the unit moves on a minefield-clearing mission stated as it moves; it rolls nothing in the minefields its side knows of</source>
        <translation>3.61: die Einheit bewegt sich auf einem beim Bewegen angesagten Minenräumauftrag; sie würfelt nichts in den Minenfeldern, die ihre Seite kennt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Last move&lt;/b&gt;</source>
        <translation>&lt;b&gt;Letzte Bewegung&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/features/movement.py" line="+152"/>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+16"/>
        <source>Mount</source>
        <translation>Aufsitzen</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Put the selected infantry on the selected vehicle (within 100 yards)</source>
        <translation>Die gewählte Infanterie auf das gewählte Fahrzeug setzen (innerhalb 100 Yards)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismount</source>
        <translation>Absitzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the selected passengers (or the selected vehicle&apos;s) off, behind it</source>
        <translation>Die gewählten Mitfahrer (oder die des gewählten Fahrzeugs) dahinter absitzen lassen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Which enemies are close is the players&apos; call: those within this distance of the selected units join them</source>
        <translation>Welche Feinde nahe sind, entscheiden die Spieler: die innerhalb dieser Entfernung der gewählten Einheiten kommen dazu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At road rates</source>
        <translation>Mit Straßengeschwindigkeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enemies within</source>
        <translation>Feinde innerhalb</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round</source>
        <translation>Durchgang</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Bewegt sich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yards</source>
        <translation>Yards</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close combat</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>GP (mixed)</source>
        <translation>GP (gemischt)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hasty</source>
        <translation>Hastig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deliberate</source>
        <translation>Planmäßig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>3.6: hasty, marked on the board; or deliberate, on the owner&apos;s deployment sheet and revealed as an enemy unit enters it</source>
        <translation>3.6: hastig, auf dem Spielfeld markiert; oder planmäßig, auf dem Aufstellungsblatt des Besitzers und aufgedeckt, sobald eine feindliche Einheit hineingerät</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>0°: the long side east-west; Q/E turn the section on the board</source>
        <translation>0°: die lange Seite Ost-West; Q/E drehen den Abschnitt auf dem Spielfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay on the board</source>
        <translation>Auf das Spielfeld legen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the table to lay a 100 × 50 yard section (Shift+M)</source>
        <translation>Auf den Tisch klicken, um einen Abschnitt von 100 × 50 Yards zu legen (Umschalt+M)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotation</source>
        <translation>Drehung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shown to</source>
        <translation>Gezeigt für</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minefields</source>
        <translation>Minen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Everyone (umpire)</source>
        <translation>Alle (Schiedsrichter)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The board shows this side&apos;s view (Players menu): the minefields it knows of</source>
        <translation>Das Spielfeld zeigt die Sicht dieser Seite (Menü Spieler): die Minenfelder, die sie kennt</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Select an infantry unit and a vehicle of its side to mount it, or a passenger (or its vehicle) to dismount.</source>
        <translation>Eine Infanterieeinheit und ein Fahrzeug ihrer Seite wählen, um aufzusitzen, oder einen Mitfahrer (oder sein Fahrzeug), um abzusitzen.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>&lt;b&gt;Moves first: {escape}&lt;/b&gt; (the slower); then each moves a quarter of its allowance in turn, four rounds: {sequence}</source>
        <translation>&lt;b&gt;Bewegt sich zuerst: {escape}&lt;/b&gt; (der Langsamere); dann bewegt sich jeder abwechselnd ein Viertel seiner Bewegungsweite, vier Durchgänge: {sequence}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{length} {unit}</source>
        <translation>{length} {unit}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{yards:.0f}</source>
        <translation>{yards:.0f}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/briefing.py" line="-179"/>
        <location filename="../../morefire_gui/gui/docks/palettes.py" line="-92"/>
        <location filename="../../morefire_gui/gui/window/tools.py" line="+63"/>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/terrain.py" line="-275"/>
        <location filename="../../morefire_gui/gui/docks/palettes.py" line="+8"/>
        <source>Select and edit pieces</source>
        <translation>Stücke wählen und bearbeiten</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/palettes.py" line="+2"/>
        <source>Select, move, reshape, turn (Q/E), raise or lower hills (+/-), delete</source>
        <translation>Wählen, bewegen, umformen, drehen (Q/E), Hügel heben oder senken (+/-), löschen</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{side} places the next terrain piece (in turn, the defender first).</source>
        <translation>Die Seite {side} platziert das nächste Geländestück (abwechselnd, der Verteidiger zuerst).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hand the table over to {side} (Players → Hand Over).</source>
        <translation>Den Tisch an die Seite {side} übergeben (Spieler → Übergeben).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Terrain and Weather Definitions: the players alternate placing terrain pieces, the defender first</source>
        <translation>Terrain and Weather Definitions: die Spieler platzieren abwechselnd Geländestücke, der Verteidiger zuerst</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Filter by name</source>
        <translation>Nach Namen filtern</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>List only the units whose service years (the catalogue&apos;s) include the battle&apos;s year, from its briefing</source>
        <translation>Nur die Einheiten listen, deren Dienstjahre (laut Katalog) das Jahr des Gefechts aus seinem Einsatzbefehl einschließen</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Only what was in service in {year}</source>
        <translation>Nur, was {year} im Dienst war</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{value}, {years}–{years2}, {points} points</source>
        <translation>{value}, {years}–{years2}, {points} Punkte</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="-149"/>
        <source>B. REPEAT</source>
        <translation>B. WIEDERHOLEN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C. SHIFT</source>
        <translation>C. VERLEGEN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D. CEASE FIRE</source>
        <translation>D. FEUER EINSTELLEN</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The step before, in this turn (Ctrl+Left)</source>
        <translation>Der Schritt davor, in dieser Runde (Strg+Links)</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next step of the sequence of play (Ctrl+Right)</source>
        <translation>Der nächste Schritt des Spielablaufs (Strg+Rechts)</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Units that may act</source>
        <translation>Einheiten, die handeln dürfen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tick a unit when it has acted; click to find it on the board; double-click to act with it</source>
        <translation>Eine Einheit abhaken, wenn sie gehandelt hat; anklicken, um sie auf dem Spielfeld zu finden; doppelklicken, um mit ihr zu handeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Act with the selected…</source>
        <translation>Mit der Auswahl handeln…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the dialog or tool the selected unit or battery acts with in this step (or double-click it)</source>
        <translation>Den Dialog oder das Werkzeug öffnen, mit dem die gewählte Einheit oder Batterie in diesem Schritt handelt (oder doppelklicken)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Close combat: order of the selected units</source>
        <translation>Nahkampf: Reihenfolge der Gewählten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select the units in a close combat situation on the board: the slower moves first, alternating in quarter-allowance segments</source>
        <translation>Die Einheiten einer Nahkampflage auf dem Spielfeld wählen: die langsamere zieht zuerst, abwechselnd in Vierteln der Bewegungsweite</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+40"/>
        <location line="+620"/>
        <source>Write an order (4.12)</source>
        <translation>Einen Befehl schreiben (4.12)</translation>
    </message>
    <message>
        <location line="-241"/>
        <source>Hand the table over to {side} to act with it (Players → Hand Over)</source>
        <translation>Den Tisch an die Seite {side} übergeben, um damit zu handeln (Spieler → Übergeben)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — none of the {who} of {side} in this step</source>
        <translation>&lt;b&gt;Am Zug&lt;/b&gt; — {side}: keine {who} in diesem Schritt</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>none plotted</source>
        <translation>keiner vermessen</translation>
    </message>
    <message>
        <location line="-614"/>
        <source>A/D </source>
        <translation>V/Z </translation>
    </message>
    <message>
        <location line="-300"/>
        <source>A. FIRE</source>
        <translation>A. FEUER</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counter-battery</source>
        <translation>Konterbatterie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A. FIRE at a registration point, perhaps with a shift from it (4.12 A); at any point with the Barrage tool</source>
        <translation>A. FEUER auf einen Vermessungspunkt, auch mit einer Verlegung von ihm aus (4.12 A); auf jeden Punkt mit dem Sperrfeuerwerkzeug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B. REPEAT: fire again at the last location (4.12 B)</source>
        <translation>B. WIEDERHOLEN: noch einmal auf den letzten Ort feuern (4.12 B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C. SHIFT: add or drop and right or left, at most 800 yards each (4.12 C)</source>
        <translation>C. VERLEGEN: weiter oder näher und rechts oder links, höchstens je 800 Yards (4.12 C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D. CEASE FIRE (4.12 D)</source>
        <translation>D. FEUER EINSTELLEN (4.12 D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter-battery fire at an enemy battery (4.42)</source>
        <translation>Konterbatteriefeuer auf eine feindliche Batterie (4.42)</translation>
    </message>
    <message>
        <location line="+286"/>
        <source>Add (+) or drop (−) along the line of fire, at most 800 yards (4.12 C)</source>
        <translation>Entlang der Feuerlinie vor (+) oder zurück (−), höchstens 800 Yards (4.12 C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R/L </source>
        <translation>R/L </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right (+) or left (−) as the battery sees it, at most 800 yards (4.12 C)</source>
        <translation>Rechts (+) oder links (−) aus Sicht der Batterie, höchstens 800 Yards (4.12 C)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Write order</source>
        <translation>Befehl schreiben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Order</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reg. point</source>
        <translation>Verm.-Punkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shift (yd)</source>
        <translation>Verlegen (yd)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Target battery</source>
        <translation>Zielbatterie</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&lt;b&gt;Coming up&lt;/b&gt;</source>
        <translation>&lt;b&gt;Demnächst&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coming up</source>
        <translation>Demnächst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End battle / Score…</source>
        <translation>Gefecht beenden / werten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the battle by its mission&apos;s victory conditions</source>
        <translation>Das Gefecht nach den Siegbedingungen seines Auftrags werten</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Next: turn {turn} — {brief} ▶</source>
        <translation>Runde {turn} — {brief} ▶</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Next: {brief} ▶</source>
        <translation>Weiter: {brief} ▶</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>{title} (Ctrl+Right)</source>
        <translation>{title} (Strg+Rechts)</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>{name}: {value}{name2} (rule {rule})</source>
        <translation>{name}: {value}{name2} (Regel {rule})</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>&lt;b&gt;What to do:&lt;/b&gt; {escape}</source>
        <translation>&lt;b&gt;Was zu tun ist:&lt;/b&gt; {escape}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule {rule}</source>
        <translation>Regel {rule}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>other side&apos;s: hand over to act</source>
        <translation>andere Seite: erst übergeben</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>batteries</source>
        <translation>Batterien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>aircraft</source>
        <comment>the actors of a step: 1 of 1 aircraft done</comment>
        <translation>Flugzeuge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — no {who} in this step</source>
        <translation>&lt;b&gt;Am Zug&lt;/b&gt; — jetzt keine {who}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&lt;b&gt;At the table: {side}.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Am Tisch: {side}.&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;At the table: {side}.&lt;/b&gt; Then hand the table over to {other} for its own batteries (Players → Hand Over), before Next.</source>
        <translation>&lt;b&gt;Am Tisch: {side}.&lt;/b&gt; Danach den Tisch für ihre eigenen Batterien an die Seite {other} übergeben (Spieler → Übergeben), vor Weiter.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;At the table: {side}.&lt;/b&gt; No other side has anything to act with in this step: Next when {side} is done.</source>
        <translation>&lt;b&gt;Am Tisch: {side}.&lt;/b&gt; Keine andere Seite handelt in diesem Schritt: Weiter, wenn die Seite {side} fertig ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;At the table: {side}.&lt;/b&gt; Every side is done in this step: Next.</source>
        <translation>&lt;b&gt;Am Tisch: {side}.&lt;/b&gt; Alle Seiten sind in diesem Schritt fertig: Weiter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;At the table: {side}.&lt;/b&gt; Then hand the table over to {other}, with {count} still to act in this step (Players → Hand Over), before Next.</source>
        <translation>&lt;b&gt;Am Tisch: {side}.&lt;/b&gt; Danach den Tisch an die Seite {other} übergeben, dort handeln in diesem Schritt noch {count} (Spieler → Übergeben), vor Weiter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;{side} is done in this step: hand the table over to {other}&lt;/b&gt;, with {count} still to act (Players → Hand Over), before Next.</source>
        <translation>&lt;b&gt;Die Seite {side} ist in diesem Schritt fertig: den Tisch an die Seite {other} übergeben&lt;/b&gt;, dort handeln noch {count} (Spieler → Übergeben), vor Weiter.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — {done} of the %n battery(ies) of {side} done</source>
        <translation>
            <numerusform>&lt;b&gt;Am Zug&lt;/b&gt; — {side}: {done} von %n Batterie fertig</numerusform>
            <numerusform>&lt;b&gt;Am Zug&lt;/b&gt; — {side}: {done} von %n Batterien fertig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — {done} of %n battery(ies) done</source>
        <translation>
            <numerusform>&lt;b&gt;Am Zug&lt;/b&gt; — {done} von %n Batterie fertig</numerusform>
            <numerusform>&lt;b&gt;Am Zug&lt;/b&gt; — {done} von %n Batterien fertig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — {done} of the %n aircraft of {side} done</source>
        <translation>
            <numerusform>&lt;b&gt;Am Zug&lt;/b&gt; — {side}: {done} von %n Flugzeug fertig</numerusform>
            <numerusform>&lt;b&gt;Am Zug&lt;/b&gt; — {side}: {done} von %n Flugzeugen fertig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — {done} of %n aircraft done</source>
        <translation>
            <numerusform>&lt;b&gt;Am Zug&lt;/b&gt; — {done} von %n Flugzeug fertig</numerusform>
            <numerusform>&lt;b&gt;Am Zug&lt;/b&gt; — {done} von %n Flugzeugen fertig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — {done} of the %n unit(s) of {side} done</source>
        <translation>
            <numerusform>&lt;b&gt;Am Zug&lt;/b&gt; — {side}: {done} von %n Einheit fertig</numerusform>
            <numerusform>&lt;b&gt;Am Zug&lt;/b&gt; — {side}: {done} von %n Einheiten fertig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — {done} of %n unit(s) done</source>
        <translation>
            <numerusform>&lt;b&gt;Am Zug&lt;/b&gt; — {done} von %n Einheit fertig</numerusform>
            <numerusform>&lt;b&gt;Am Zug&lt;/b&gt; — {done} von %n Einheiten fertig</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Double-click to roll it now.</source>
        <translation>Doppelklick würfelt es jetzt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>nothing lasts across turns</source>
        <translation>nichts wirkt über die Runden fort</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The battery the order is for (4.12)</source>
        <translation>Die Batterie, für die der Befehl gilt (4.12)</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+69"/>
        <source>No battery to write an order for</source>
        <translation>Keine Batterie, für die ein Befehl zu schreiben wäre</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>{label} has no fire mission</source>
        <translation>{label} hat keinen Feuerauftrag</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{side} has no registration point (they are plotted in the set-up, 4.2): click the board with the Barrage tool where the barrage should fall</source>
        <translation>Die Seite {side} hat keinen Vermessungspunkt (sie werden bei der Aufstellung vermessen, 4.2): mit dem Sperrfeuerwerkzeug auf den Tisch klicken, wo das Sperrfeuer fallen soll</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/roster.py" line="-3"/>
        <source>Roster</source>
        <translation>Einheiten</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n Einheit</numerusform>
            <numerusform>%n Einheiten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side}
{nation}, {edge} edge, {count}</source>
        <translation>{side}
{nation}
Rand {edge}, {count}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/error_report.py" line="-37"/>
        <source>(no log file)</source>
        <translation>(keine Protokolldatei)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>could not be opened: the app met an error it did not expect ({error}). The battle open is kept; the details are in the log, {log}</source>
        <translation>lässt sich nicht öffnen: Die App ist auf einen unerwarteten Fehler gestoßen ({error}). Das offene Gefecht bleibt; die Einzelheiten stehen im Protokoll, {log}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>More Fire! met an error</source>
        <translation>More Fire! ist auf einen Fehler gestoßen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The open battles were autosaved first; the app offers them the next time it starts.</source>
        <translation>Die offenen Gefechte wurden vorher automatisch gespeichert; die App bietet sie beim nächsten Start an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No battle had unsaved changes.</source>
        <translation>Kein Gefecht hatte ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Something went wrong inside the app. {kept} Please copy the report and send it with a few words on what you were doing.</source>
        <translation>In der App ist etwas schiefgegangen. {kept} Bitte kopieren Sie den Bericht und schicken Sie ihn mit ein paar Worten dazu, was Sie gerade getan haben.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Error report</source>
        <translation>Fehlerbericht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy Report</source>
        <translation>Bericht &amp;kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the report on the clipboard, to paste into a mail or a bug report</source>
        <translation>Den Bericht in die Zwischenablage legen, um ihn in eine Mail oder einen Fehlerbericht einzufügen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/aircraft.py" line="+42"/>
        <source>Ai&amp;rcraft</source>
        <translation>Flug&amp;zeuge</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your aircraft figures are not used: {value}</source>
        <translation>Ihre Flugzeugwerte werden nicht verwendet: {value}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot use {value}</source>
        <translation>{value} lässt sich nicht verwenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the figures</source>
        <translation>die Werte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Aircraft figures: {value}</source>
        <translation>Flugzeugwerte: {value}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the app’s defaults</source>
        <translation>die Standardwerte der App</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Airstrike</source>
        <translation>Luftangriff</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press at a board edge and drag the direction arrow into the table to fly an airstrike; drag an aircraft&apos;s arrow handle to turn it, up to 90° (rule 5) (A)</source>
        <translation>Luftangriff: am Tischrand drücken, den Richtungspfeil auf den Tisch ziehen; der Pfeilgriff dreht ein Flugzeug bis 90° (Regel 5) (A)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>New &amp;Airstrike</source>
        <translation>Neuer &amp;Luftangriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press at a board edge and drag the direction arrow in (rule 5)</source>
        <translation>An einer Spielfeldkante drücken und den Richtungspfeil hineinziehen (Regel 5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fly Selected Aircraft&apos;s Run…</source>
        <translation>Anflug des gewählten Flugzeugs &amp;fliegen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run this turn of the aircraft selected in the Aircraft dock: it flies along its arrow, the guns fire, it strafes or bombs</source>
        <translation>Der Anflug des im Feld Flugzeuge gewählten Flugzeugs: es fliegt seinen Pfeil entlang, die Flak feuert, es greift mit Bordwaffen oder Bomben an</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Aircraft &amp;Figures…</source>
        <translation>Flugzeug&amp;werte…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own figures for rules 5.1-5.6, merged over the app&apos;s defaults</source>
        <translation>Ihre eigenen Werte für die Regeln 5.1-5.6, über die Standardwerte der App gelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Default Aircraft Figures</source>
        <translation>&amp;Standard-Flugzeugwerte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with the app&apos;s own figures for rules 5.1-5.6 (resources/rules/aircraft.yaml)</source>
        <translation>Mit den eigenen Werten der App für die Regeln 5.1-5.6 spielen (resources/rules/aircraft.yaml)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Figures: {file}</source>
        <translation>Werte: {file}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Figures: the app&apos;s defaults (resources/rules/aircraft.yaml)</source>
        <translation>Werte: die Standardwerte der App (resources/rules/aircraft.yaml)</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Choose an aircraft in play in the Aircraft dock</source>
        <translation>Ein Flugzeug im Spiel im Feld Flugzeuge wählen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your aircraft figures</source>
        <translation>Ihre Flugzeugwerte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>YAML-Dateien (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/artillery.py" line="-44"/>
        <source>&amp;Artillery</source>
        <translation>&amp;Artillerie</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Click where a barrage should fall (rule 4); in a battle kept to the sequence of play, write the request in artillery step C; Esc clears it (B)</source>
        <translation>Klicken, wo ein Sperrfeuer fallen soll (Regel 4); nach Spielablauf die Anforderung in Artillerieschritt C schreiben; Esc löscht es (B)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Drag a damage circle to see which units it would catch (Shift+B)</source>
        <translation>Einen Schadenskreis ziehen, um zu sehen, welche Einheiten er erfassen würde (Umschalt+B)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Registration Points</source>
        <translation>Vermessungspunkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plot and move the side&apos;s registration points (Artillery dock) (Shift+R)</source>
        <translation>Die Vermessungspunkte der Seite eintragen und verschieben (Feld Artillerie) (Umschalt+R)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Call a &amp;Barrage…</source>
        <translation>&amp;Sperrfeuer anfordern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a battery and an aim point: fire it, or write its request (rule 4)</source>
        <translation>Eine Batterie und einen Zielpunkt wählen: feuern oder ihre Anforderung schreiben (Regel 4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Battery…</source>
        <translation>&amp;Neue Batterie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a battery to a side: its guns, calibre and observers (rule 4)</source>
        <translation>Einer Seite eine Batterie hinzufügen: ihre Geschütze, ihr Kaliber und ihre Beobachter (Regel 4)</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>{landing}&apos;s mission has not landed this turn in this window: its rolls are in the log</source>
        <translation>Der Auftrag von {landing} ist in dieser Runde nicht in diesem Fenster eingetroffen: seine Würfe stehen im Protokoll</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/dice.py" line="+31"/>
        <source>either side</source>
        <translation>beide Seiten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No dice have been rolled in this battle yet.</source>
        <translation>In diesem Gefecht wurde noch nicht gewürfelt.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{die}: %n roll(s), average {mean:.1f} (expected {expected:.1f})</source>
        <translation>
            <numerusform>{die}: %n Wurf, Mittel {mean:.1f} (erwartet {expected:.1f})</numerusform>
            <numerusform>{die}: %n Würfe, Mittel {mean:.1f} (erwartet {expected:.1f})</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Dice</source>
        <translation>&amp;Würfel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll &amp;Physical Dice</source>
        <translation>Mit &amp;echten Würfeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every roll asks for the face you rolled on your own dice</source>
        <translation>Jeder Wurf fragt nach der Augenzahl Ihrer eigenen Würfel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice &amp;Histogram…</source>
        <translation>Würfel&amp;histogramm…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every face rolled in this battle, per side</source>
        <translation>Jede in diesem Gefecht gewürfelte Augenzahl, je Seite</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Physical dice: every roll asks for your face</source>
        <translation>Echte Würfel: jeder Wurf fragt nach Ihrer Augenzahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/preferences.py" line="+45"/>
        <source>The app rolls the dice (seeded, recorded in the battle)</source>
        <translation>Die App würfelt (mit Startwert, im Gefecht festgehalten)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dice rolled in this battle</source>
        <translation>In diesem Gefecht gewürfelt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/direct_fire.py" line="-12"/>
        <source>Dire&amp;ct Fire</source>
        <translation>Direktes &amp;Feuer</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Direct fire (rules 2.1-2.6): press on the firer and drag to the target, or click one then the other (F)</source>
        <translation>Direktes Feuer (Regeln 2.1-2.6): auf den Schützen drücken und zum Ziel ziehen, oder einen und dann den anderen anklicken (F)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Fire…</source>
        <translation>&amp;Feuern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire the selected unit at the second selected unit (or choose them in the dialog)</source>
        <translation>Mit der gewählten Einheit auf die zweite gewählte Einheit feuern (oder sie im Dialog wählen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fire Along the &amp;Measure Line</source>
        <translation>Entlang der &amp;Messlinie feuern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire from the unit at the start of the measured line at the unit at its end</source>
        <translation>Von der Einheit am Anfang der Messlinie auf die Einheit an ihrem Ende feuern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Drop Spots Lost Behind Terrain</source>
        <translation>Hinter Gelände verlorene &amp;Sichtungen streichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advanced spotting (2.1): forget every spot whose spotter no longer sees its target</source>
        <translation>Erweiterte Sichtung (2.1): jede Sichtung vergessen, deren Beobachter sein Ziel nicht mehr sieht</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Measure from the firer to the target first (both ends on a unit)</source>
        <translation>Zuerst vom Schützen zum Ziel messen (beide Enden auf einer Einheit)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{why} (2.1)</source>
        <translation>{why} (2.1)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/forces.py" line="+5"/>
        <source>F&amp;orces</source>
        <translation>&amp;Truppen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Build Forces…</source>
        <translation>Truppen &amp;aufstellen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each side buys units and airstrikes against the mission&apos;s point ratio (Table VI), within the specials&apos; limits, and places them in its deployment zone</source>
        <translation>Jede Seite kauft Einheiten und Luftangriffe (Tabelle VI, Grenzen der Sonderregeln) und stellt sie in ihre Aufstellungszone</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Catalogue…</source>
        <translation>&amp;Katalog…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every unit and aircraft: filter by nation, year and type, read its sheet, correct it or add a vehicle made from it in your own catalogue</source>
        <translation>Einheiten und Flugzeuge nach Nation, Jahr und Typ filtern, ihr Datenblatt lesen, berichtigen oder abgewandelt in den eigenen Katalog nehmen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;My Catalogue File…</source>
        <translation>&amp;Meine Katalogdatei…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your own catalogue file (the format of resources/catalogue/), merged over the app&apos;s by id</source>
        <translation>Ihre eigene Katalogdatei (im Format von resources/catalogue/), nach Kennung über die der App gelegt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Reload My Catalogue</source>
        <translation>Meinen Katalog &amp;neu laden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read your catalogue file again after changing it</source>
        <translation>Die Katalogdatei nach einer Änderung neu lesen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;App&apos;s Catalogue Only</source>
        <translation>Nur der Katalog der &amp;App</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play with the app&apos;s own catalogue, without your file</source>
        <translation>Mit dem eigenen Katalog der App spielen, ohne Ihre Datei</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Your catalogue {path} has problems: the catalogue in use is kept</source>
        <translation>Ihr Katalog {path} hat Probleme: der Katalog in Gebrauch bleibt</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Catalogue: %n entry(ies)</source>
        <translation>
            <numerusform>Katalog: %n Eintrag</numerusform>
            <numerusform>Katalog: %n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, your {name} merged over the app&apos;s</source>
        <translation>, Ihr {name} über den der App gelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, the app&apos;s own</source>
        <translation>, der eigene der App</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot copy {name} into {target}</source>
        <translation>{name} lässt sich nicht nach {target} kopieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+62"/>
        <source>{file}, line {line}</source>
        <translation>{file}, Zeile {line}</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>{entry} copied into {where}: correct it there, then Forces → Reload My Catalogue</source>
        <translation>{entry} nach {where} kopiert: dort berichtigen, dann Truppen → Meinen Katalog neu laden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{entry} is already in {where}: correct it there, then Forces → Reload My Catalogue</source>
        <translation>{entry} ist schon in {where}: dort berichtigen, dann Truppen → Meinen Katalog neu laden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Keep your catalogue in</source>
        <translation>Ihren Katalog aufbewahren in</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Cannot save {name} in {target}</source>
        <translation>{name} lässt sich nicht in {target} speichern</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{entry} ({id}) corrected in {where}</source>
        <translation>{entry} ({id}) in {where} berichtigt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{entry} ({id}) added in {where}</source>
        <translation>{entry} ({id}) in {where} hinzugefügt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{entry} ({id}) corrected in {where} (it was there as it is)</source>
        <translation>{entry} ({id}) in {where} berichtigt (er stand dort unverändert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{entry} ({id}) added in {where} (it was there as it is)</source>
        <translation>{entry} ({id}) in {where} hinzugefügt (er stand dort unverändert)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/hot_seat.py" line="+103"/>
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Hand Over…</source>
        <translation>&amp;Übergeben…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cover the screen and pass to the other player, who then sees only what that side may see</source>
        <translation>Den Bildschirm abdecken und an den anderen Spieler übergeben, der dann nur sieht, was diese Seite sehen darf</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{side} had the table when this battle was left.

The other player looks away; {side}: press the button when you are ready.</source>
        <translation>Die Seite {side} war am Tisch, als dieses Gefecht verlassen wurde.

Der andere Spieler schaut weg; {side}: den Knopf drücken, sobald Sie bereit sind.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+168"/>
        <source>Show the view of {side}</source>
        <translation>Sicht der Seite {side} zeigen</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>Show &amp;Everything (set-up, umpire)</source>
        <translation>&amp;Alles zeigen (Aufstellung, Schiedsrichter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>View of {side}</source>
        <translation>Sicht der Seite {side}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the whole battle, with every side&apos;s secrets (for setting up, or an umpire)</source>
        <translation>Das ganze Gefecht zeigen, mit den Geheimnissen jeder Seite (zum Aufstellen, oder für einen Schiedsrichter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only what {removesuffix} may see</source>
        <translation>Nur zeigen, was {removesuffix} sehen darf</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Show everything?

The umpire&apos;s view shows every side&apos;s secrets: hidden positions and fake markers, minefields, registration points, batteries and their orders, airstrikes bought. Each side&apos;s player agrees in turn ({asked} of {sides}); the agreement is kept in the battle&apos;s record, which File → Replay lists.

{label}: do you agree?</source>
        <translation>Alles zeigen?

Die Sicht des Schiedsrichters zeigt die Geheimnisse jeder Seite: verdeckte Stellungen und Attrappen, Minenfelder, Zielpunkte, Batterien und ihre Befehle, gekaufte Luftangriffe. Die Spieler jeder Seite stimmen nacheinander zu ({asked} von {sides}); die Zustimmung steht in der Aufzeichnung der Schlacht, die Datei → Wiederholung auflistet.

{label}: Stimmen Sie zu?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{label} &amp;agrees</source>
        <translation>{label} &amp;stimmt zu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Not now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not everyone agreed: the board does not show everything</source>
        <translation>Nicht alle haben zugestimmt: das Brett zeigt nicht alles</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../morefire_gui/gui/features/movement.py" line="+180"/>
        <location filename="../../morefire_gui/gui/window/opened_record.py" line="+118"/>
        <source>everyone (umpire)</source>
        <translation>alle (Schiedsrichter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The board shows what {who} may see</source>
        <translation>Das Spielfeld zeigt die Sicht: {who}</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Hand over to {side}.

The other player looks away; {side}: press the button when you are ready.</source>
        <translation>An die Seite {side} übergeben.

Der andere Spieler schaut weg; {side}: den Knopf drücken, sobald Sie bereit sind.</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/infantry.py" line="+30"/>
        <source>&amp;Infantry</source>
        <translation>&amp;Infanterie</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Infantry &amp;Fire…</source>
        <translation>Infanterie&amp;feuer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire into a 100-yard square: choose the firers and the target area on the board (3.5)</source>
        <translation>In ein Quadrat von 100 Yards feuern: die Schützen und den Zielbereich auf dem Spielfeld wählen (3.5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Melee…</source>
        <translation>&amp;Nahkampf…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>An infantry melee between two units in contact (3.1)</source>
        <translation>Ein Infanterie-Nahkampf zwischen zwei Einheiten in Kontakt (3.1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Assault a Tank or Bunker…</source>
        <translation>Panzer oder Bunker &amp;stürmen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infantry against a tank or bunker: its fire, the supporting fire, then the assault (3.2)</source>
        <translation>Infanterie gegen einen Panzer oder Bunker: sein Feuer, das Unterstützungsfeuer, dann der Sturm (3.2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Suicide Squad…</source>
        <translation>&amp;Todeskommando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reclassify an R, RF or SMG unit as a suicide squad (3.3)</source>
        <translation>Eine R-, RF- oder SMG-Einheit als Todeskommando umklassifizieren (3.3)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Infantry Fire</source>
        <translation>Infanteriefeuer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click your firers, then the target area: the 100-yard square is drawn to scale (3.5) (I)</source>
        <translation>Die eigenen Schützen anklicken, dann den Zielbereich: das Quadrat von 100 Yards wird maßstabsgerecht gezeichnet (3.5) (I)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{firers}; or fire its gun at an enemy gun with the Fire tool (F)</source>
        <translation>{firers}; oder mit dem Werkzeug Feuern (F) die Kanone auf ein feindliches Geschütz richten</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Melee: {name} against {name2}…</source>
        <translation>Nahkampf: {name} gegen {name2}…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Assault {name} with {name2}…</source>
        <translation>{name} mit {name2} stürmen…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Infantry fire by {names}…</source>
        <translation>Infanteriefeuer von {names}…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reclassify {name} as a suicide squad…</source>
        <translation>{name} als Todeskommando umklassifizieren…</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Place the 100-yard target area (3.5)</source>
        <translation>Den Zielbereich von 100 Yards setzen (3.5)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ski Troops (SNOW)</source>
        <translation>Skitruppen (SCHNEE)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SNOW: ski troops move at B speed in snow and are always in cover</source>
        <translation>SCHNEE: Skitruppen bewegen sich im Schnee mit Geschwindigkeit B und sind stets in Deckung</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/movement.py" line="-266"/>
        <source>&amp;Movement</source>
        <translation>Be&amp;wegung</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Mount Selected</source>
        <translation>Auswahl &amp;aufsitzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put the selected infantry on the selected vehicle</source>
        <translation>Die gewählte Infanterie auf das gewählte Fahrzeug setzen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Dismount Selected</source>
        <translation>Auswahl &amp;absitzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take the selected passengers off their vehicle</source>
        <translation>Die gewählten Mitfahrer von ihrem Fahrzeug absitzen lassen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Close Combat Order</source>
        <translation>Reihenfolge im &amp;Nahkampf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who moves first among the selected units and the enemies close to them</source>
        <translation>Wer sich zuerst bewegt unter den gewählten Einheiten und den Feinden nahe bei ihnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Lay Minefield</source>
        <translation>Minenfeld &amp;legen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay a 100 × 50 yard minefield section (3.6)</source>
        <translation>Einen Minenfeldabschnitt von 100 × 50 Yards legen (3.6)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Roll the &amp;Ice (Tundra)</source>
        <translation>Für das &amp;Eis würfeln (Tundra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TUNDRA: a d6 for each body of water whose ice has not been rolled for; 1-2 the ice holds vehicles</source>
        <translation>TUNDRA: ein d6 für jedes Gewässer, für dessen Eis noch nicht gewürfelt wurde; 1-2 das Eis trägt Fahrzeuge</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set Up or Break Down &amp;Gun</source>
        <translation>&amp;Geschütz auf- oder abbauen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4.8, advanced games: the selected gun of no battery begins its breakdown (deployed) or its set-up (in transit), in movement step 6</source>
        <translation>4.8 (fortgeschritten): das gewählte Einzelgeschütz beginnt Abbau (feuerbereit) oder Aufbau (im Transport), in Bewegungsschritt 6</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Move a counter by the rules: drag it; green is its allowance this turn, red beyond; Shift-release adds a waypoint (G)</source>
        <translation>Spielstein nach den Regeln ziehen: grün die Bewegungsweite dieser Runde, rot darüber; Umschalt-Loslassen setzt einen Wegpunkt (G)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lay Minefield</source>
        <translation>Minenfeld legen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay a 100 × 50 yard minefield section with the Movement dock&apos;s mines, owner and kind; Q/E turn it (Shift+M)</source>
        <translation>Einen Minenfeldabschnitt von 100 × 50 Yards mit Minen, Besitzer und Art aus dem Feld Bewegung legen; Q/E drehen ihn (Umschalt+M)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>select a vehicle and the infantry to mount on it, then Mount (the Movement dock&apos;s Mount tab, or a right click on the counters); select passengers to dismount them</source>
        <translation>ein Fahrzeug und die Infanterie wählen, die darauf aufsitzt, dann Aufsitzen (Reiter Aufsitzen im Fenster Bewegung, oder Rechtsklick auf die Spielsteine); Passagiere wählen, um sie absitzen zu lassen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Mount {names} on {names2}</source>
        <translation>{names} auf {names2} aufsitzen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Dismount {names}</source>
        <translation>{names} absitzen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Dismount {names} here</source>
        <translation>{names} hier absitzen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>4.8: a gun on the board is designated deployed or in transit as it is set up</source>
        <translation>4.8: ein Geschütz auf dem Tisch wird beim Aufstellen als feuerbereit oder im Transport bestimmt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Set up {gun}</source>
        <translation>{gun} aufbauen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Break down {gun}</source>
        <translation>{gun} abbauen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>4.8: it fires (set up) or moves (broken down) once its row&apos;s turns are spent</source>
        <translation>4.8: es feuert (aufgebaut) oder bewegt sich (abgebaut), sobald die Runden seiner Zeile vergangen sind</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Refused — {why}</source>
        <translation>Abgelehnt — {why}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{units} mounts</source>
        <translation>{units} sitzt auf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{units} mount</source>
        <translation>{units} sitzen auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{units} dismounts</source>
        <translation>{units} sitzt ab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{units} dismount</source>
        <translation>{units} sitzen ab</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Select one gun of no battery, deployed or in transit: 4.8&apos;s set-up time is an advanced rule</source>
        <translation>Wählen Sie ein Geschütz ohne Batterie, feuerbereit oder im Transport: die Aufbauzeit von 4.8 ist eine fortgeschrittene Regel</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Mount {units} on {vehicle}.</source>
        <translation>{units} auf {vehicle} aufsitzen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dismount {units}.</source>
        <translation>{units} absitzen.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Select units in close combat (the enemies within the distance below join them): the slower moves first, and moves alternate in quarter-allowance segments.</source>
        <translation>Einheiten im Nahkampf wählen (die Feinde innerhalb der Entfernung unten kommen dazu): der Langsamere bewegt sich zuerst, und die Bewegungen wechseln in Viertel-Abschnitten der Bewegungsweite.</translation>
    </message>
    <message>
        <location line="-368"/>
        <source>Sequence of play: mount</source>
        <translation>Spielablauf: aufsitzen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Put them down behind their vehicle</source>
        <translation>Sie hinter ihrem Fahrzeug absetzen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Put them down at this point (within 100 yards of the vehicle)</source>
        <translation>Sie an diesem Punkt absetzen (innerhalb 100 Yards vom Fahrzeug)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Close combat order…</source>
        <translation>Reihenfolge im Nahkampf…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The slower moves first, in quarter-allowance segments</source>
        <translation>Der Langsamere bewegt sich zuerst, in Viertel-Abschnitten der Bewegungsweite</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The board shows the minefields known to {who}</source>
        <translation>Das Spielfeld zeigt die bekannten Minenfelder: {who}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{unit} cannot move: {why}</source>
        <translation>{unit} kann sich nicht bewegen: {why}</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The ice: {ice_summary}</source>
        <translation>Das Eis: {ice_summary}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Select one vehicle and the infantry to mount on it</source>
        <translation>Ein Fahrzeug und die Infanterie wählen, die darauf aufsitzen soll</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Select a passenger, or a vehicle with passengers, to dismount</source>
        <translation>Einen Mitfahrer oder ein Fahrzeug mit Mitfahrern zum Absitzen wählen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/report.py" line="-12"/>
        <location line="+60"/>
        <location line="+64"/>
        <source>Export after-action report</source>
        <translation>Gefechtsbericht exportieren</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>HTML (a web page with pictures)</source>
        <translation>HTML (eine Webseite mit Bildern)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Markdown (text, for forums and wikis)</source>
        <translation>Markdown (Text, für Foren und Wikis)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The board as it stands</source>
        <translation>Das Spielfeld, wie es jetzt steht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The board at the start of turn {turn}</source>
        <translation>Das Spielfeld zu Beginn der Runde {turn}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The forces, losses, log and pictures as the window shows them now: a side&apos;s view holds only what that side may see</source>
        <translation>Kräfte, Verluste, Protokoll und Bilder, wie das Fenster sie jetzt zeigt: die Sicht einer Seite enthält nur, was diese Seite sehen darf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pictures</source>
        <translation>Bilder</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reports (*.html *.md)</source>
        <translation>Berichte (*.html *.md)</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Cannot write the report: {value}</source>
        <translation>Der Bericht lässt sich nicht schreiben: {value}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} is there already. Replace it, and the pictures written beside it?</source>
        <translation>{name} gibt es schon. Den Bericht und die Bilder daneben ersetzen?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Export After-Action Repor&amp;t…</source>
        <translation>Gefechts&amp;bericht exportieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The briefing, forces, losses, the turn-by-turn log and pictures of the board, as a web page or Markdown</source>
        <translation>Der Einsatzbefehl, die Truppen, die Verluste, das Protokoll Runde für Runde und Bilder des Spielfelds, als Webseite oder Markdown</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>After-action report written to {written}</source>
        <translation>Gefechtsbericht geschrieben nach {written}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/safety.py" line="+73"/>
        <source>&amp;Recover</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard It</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Not Now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>autosave failed</source>
        <translation>automatische Sicherung fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another window has it open</source>
        <translation>ein anderes Fenster hat es geöffnet</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Autosave failed: {exc}. The battle stays open, marked unsaved; the autosave is tried again at each change</source>
        <translation>Automatische Sicherung fehlgeschlagen: {exc}. Die Schlacht bleibt offen und als ungespeichert markiert; die automatische Sicherung wird bei jeder Änderung erneut versucht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This battle is open in another window too: each autosaves its own work, and Save asks before writing over what the other saved</source>
        <translation>Dieses Gefecht ist auch in einem anderen Fenster geöffnet: jedes sichert seine eigene Arbeit automatisch, und Speichern fragt nach, bevor es überschreibt, was das andere gespeichert hat</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>The recovered autosave could not be deleted ({exc}); it is offered again at the next start, where Discard It deletes it</source>
        <translation>Die wiederhergestellte automatische Sicherung konnte nicht gelöscht werden ({exc}); sie wird beim nächsten Start wieder angeboten, wo „Verwerfen“ sie löscht</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{name} (in {folder}) was not there when this window opened the battle; it was written at {when}: by another window, another copy of More Fire! or a command. Save over it? What it holds now is kept as {backup}; Cancel lets you Save As under another name.</source>
        <translation>{name} (in {folder}) gab es noch nicht, als dieses Fenster die Schlacht öffnete; die Datei wurde um {when} geschrieben: von einem anderen Fenster, einer anderen Instanz von More Fire! oder einem Befehl. Trotzdem überschreiben? Der jetzige Inhalt bleibt als {backup} erhalten; mit Abbrechen können Sie unter einem anderen Namen speichern (Speichern unter).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Battle changed on disk</source>
        <translation>Gefecht auf dem Datenträger geändert</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>{name} (in {folder}) was changed on disk at {when}, after this window opened or saved it: by another window, another copy of More Fire! or a command. Save over it? What it holds now is kept as {backup}; Cancel lets you Save As under another name.</source>
        <translation>{name} (in {folder}) wurde um {when} auf dem Datenträger geändert, nachdem dieses Fenster die Datei geöffnet oder gespeichert hatte: von einem anderen Fenster, einer anderen Instanz von More Fire! oder einem Befehl. Trotzdem überschreiben? Der jetzige Inhalt bleibt als {backup} erhalten; mit Abbrechen können Sie unter einem anderen Namen speichern (Speichern unter).</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>Autosaved again: {path}</source>
        <translation>Wieder automatisch gesichert: {path}</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>The autosave of {name} from {when} cannot be read. Nothing is deleted: it is kept as it is and offered again at the next start, where Discard It deletes it.</source>
        <translation>Die automatische Sicherung von {name} vom {when} kann nicht gelesen werden. Nichts wird gelöscht: Sie bleibt, wie sie ist, und wird beim nächsten Start wieder angeboten, wo „Verwerfen“ sie löscht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The autosave of {name} from {when} cannot be read. Nothing is deleted: {name} (in {folder}) is as it was last saved, and the autosave is kept as it is and offered again at the next start, where Discard It deletes it.</source>
        <translation>Die automatische Sicherung von {name} vom {when} kann nicht gelesen werden. Nichts wird gelöscht: {name} (in {folder}) ist so, wie es zuletzt gespeichert wurde, und die automatische Sicherung bleibt, wie sie ist, und wird beim nächsten Start wieder angeboten, wo „Verwerfen“ sie löscht.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>an unsaved battle</source>
        <translation>ein ungespeichertes Gefecht</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{name} (in {folder}) from {when} was left, and the file is not there now (moved, deleted, or on a drive not connected); Save writes it there again once its folder is there, Save As anywhere</source>
        <translation>{name} (in {folder}) vom {when} ist übrig, und die Datei ist jetzt nicht da (verschoben, gelöscht oder auf einem nicht angeschlossenen Laufwerk); „Speichern“ schreibt sie wieder dorthin, sobald ihr Ordner da ist, „Speichern unter“ überallhin</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} (in {folder}) from {when} is newer than the file</source>
        <translation>{name} (in {folder}) vom {when} ist neuer als die Datei</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} (in {folder}) from {when} was left, but the file was saved after it, at {saved}; saving the recovered battle keeps the file as it is now as {backup}</source>
        <translation>{name} (in {folder}) vom {when} ist übrig, doch die Datei wurde danach gespeichert, am {saved}; beim Speichern des wiederhergestellten Gefechts bleibt die Datei, wie sie jetzt ist, als {backup} erhalten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} from {when} was left</source>
        <translation>{name} vom {when} ist übrig</translation>
    </message>
    <message>
        <location line="-295"/>
        <source>Recover battle</source>
        <translation>Gefecht wiederherstellen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not Now keeps the autosave and offers it again at the next start; Discard It deletes it.</source>
        <translation>„Nicht jetzt“ behält die automatische Sicherung und bietet sie beim nächsten Start wieder an; „Verwerfen“ löscht sie.</translation>
    </message>
    <message>
        <location line="+282"/>
        <source>More Fire! did not close properly last time. An autosave of {where}. Recover it?</source>
        <translation>More Fire! wurde letztes Mal nicht richtig beendet. Eine automatische Sicherung von {where}. Wiederherstellen?</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>The autosave of {name} from {when} could not be deleted: it is kept, and offered again at the next start.</source>
        <translation>Die automatische Sicherung von {name} vom {when} konnte nicht gelöscht werden: Sie bleibt erhalten und wird beim nächsten Start wieder angeboten.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Recovered the autosave of {name} from {when}</source>
        <translation>Die automatische Sicherung von {name} vom {when} wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/scenario.py" line="-38"/>
        <source>&amp;Battle</source>
        <translation>&amp;Gefecht</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>New Ran&amp;dom Battle…</source>
        <translation>Neues &amp;Zufallsgefecht…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll a scenario (Tables I-VII, any of them set) and lay out its table</source>
        <translation>Ein Szenario würfeln (Tabellen I-VII, jede davon setzbar) und seinen Tisch auslegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Briefing</source>
        <translation>&amp;Einsatzbefehl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The scenario: forces, weather, terrain, mission, deployment and victory</source>
        <translation>Das Szenario: Truppen, Wetter, Gelände, Auftrag, Aufstellung und Sieg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Placement Complete…</source>
        <translation>&amp;Aufstellung abgeschlossen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A table laid by hand: the defender chooses his base edge, and the victory point locations are marked on the pieces placed</source>
        <translation>Ein von Hand ausgelegter Tisch: der Verteidiger wählt seine Grundlinie, und die Siegpunktorte werden auf den platzierten Stücken markiert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Mission…</source>
        <translation>&amp;Auftrag…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give a battle laid out by hand a mission from the scenario system, with its attacker and victory point locations, so that it can be scored</source>
        <translation>Einem von Hand aufgebauten Gefecht einen Auftrag geben (Angreifer, Siegpunktorte), damit es gewertet wird</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Score Battle…</source>
        <translation>Gefecht &amp;werten…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deployment &amp;Zones</source>
        <translation>Aufstellungs&amp;zonen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show where each side deploys</source>
        <translation>Zeigen, wo jede Seite aufstellt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Victory Point Locations</source>
        <translation>&amp;Siegpunktorte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the victory point locations and their values</source>
        <translation>Die Siegpunktorte und ihre Werte zeigen</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>New random battle: {title}, {pieces}, {locations}</source>
        <translation>Neues Zufallsgefecht: {title}, {pieces}, {locations}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n terrain piece(s)</source>
        <translation>
            <numerusform>%n Geländestück</numerusform>
            <numerusform>%n Geländestücke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n victory point location(s)</source>
        <translation>
            <numerusform>%n Siegpunktort</numerusform>
            <numerusform>%n Siegpunktorte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/shell.py" line="-162"/>
        <source>&amp;Export Board…</source>
        <translation>Spielfeld e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save the board as a PNG, SVG or PDF: the whole table or what the window shows, with or without grid, legend and title</source>
        <translation>Das Spielfeld als PNG, SVG oder PDF speichern: den ganzen Tisch oder was das Fenster zeigt, mit oder ohne Raster, Legende und Titel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print the table plan: on one sheet, or at real size over several sheets to lay the real table out from</source>
        <translation>Den Tischplan drucken: auf einem Blatt, oder in echter Größe über mehrere Blätter, um den echten Tisch danach aufzubauen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prefere&amp;nces…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Autosave, units, side colours and this battle&apos;s line-of-sight readings</source>
        <translation>Automatisches Speichern, Einheiten, Seitenfarben und die Sichtlinien-Lesarten dieses Gefechts</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;First Battle</source>
        <translation>&amp;Erstes Gefecht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A walk through the demo: measure, move, call a barrage, fire, next turn</source>
        <translation>Ein Rundgang durch das Demo: messen, bewegen, Sperrfeuer anfordern, feuern, nächste Runde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+/</source>
        <translation>Strg+/</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key the window knows, read from its menus</source>
        <translation>Jede Taste, die das Fenster kennt, aus seinen Menüs gelesen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About More Fire!</source>
        <translation>&amp;Über More Fire!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The version, the licence and the rules&apos; credit</source>
        <translation>Die Version, die Lizenz und der Dank an die Regeln</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot export to {path}:
{exc}</source>
        <translation>Export nach {path} nicht möglich:
{exc}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exported the board ({whose}) to {out}</source>
        <translation>Spielfeld ({whose}) nach {out} exportiert</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Saved the table plan to {pdf_path} (one page)</source>
        <translation>Tischplan gespeichert in {pdf_path} (eine Seite)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved the table plan to {pdf_path} ({pages} pages)</source>
        <translation>Tischplan gespeichert in {pdf_path} ({pages} Seiten)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Print preview — {title}</source>
        <translation>Druckvorschau — {title}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Printed the table plan ({pages} pages)</source>
        <translation>Tischplan gedruckt ({pages} Seiten)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Printed the table plan (one page)</source>
        <translation>Tischplan gedruckt (eine Seite)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot print the table plan:
{exc}</source>
        <translation>Der Tischplan lässt sich nicht drucken:
{exc}</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Your first battle</source>
        <translation>Ihr erstes Gefecht</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/turns.py" line="+50"/>
        <source>T&amp;urn</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Next Step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next step of the sequence of play</source>
        <translation>Der nächste Schritt des Spielablaufs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Back a Step</source>
        <translation>Einen Schritt &amp;zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The step before, in this turn; at the start of a turn, undo the step into it</source>
        <translation>Der Schritt davor, in dieser Runde; zu Beginn einer Runde den Schritt hinein rückgängig machen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;End Battle / Score…</source>
        <translation>Gefecht &amp;beenden / werten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the battle by its mission&apos;s victory conditions (the scenario system)</source>
        <translation>Das Gefecht nach den Siegbedingungen seines Auftrags werten (das Szenariosystem)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay…</source>
        <translation>&amp;Wiederholung…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step through the battle&apos;s actions on a board of its own, each explained; the battle is not changed</source>
        <translation>Die Aktionen des Gefechts auf einem eigenen Spielfeld Schritt für Schritt durchgehen, jede erklärt; das Gefecht wird nicht verändert</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Set-up: play has begun ({begun})</source>
        <translation>Aufstellung: das Spiel hat begonnen ({begun})</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../morefire_gui/gui/phase_offers.py" line="+87"/>
        <source>{tip}
{why} (the battle keeps to the sequence of play)</source>
        <translation>{tip}
{why} (das Gefecht hält sich an den Spielablauf)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/phase_offers.py" line="+1"/>
        <source>{why} (the battle keeps to the sequence of play)</source>
        <translation>{why} (das Gefecht hält sich an den Spielablauf)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Played free of the sequence of play: any action at any time (Rules → Keep to the Sequence of Play)</source>
        <translation>Frei vom Spielablauf gespielt: jede Aktion zu jeder Zeit (Regeln → Spielablauf einhalten)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody is listed in this step: {why}.</source>
        <translation>In diesem Schritt ist niemand aufgeführt: {why}.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{set_up} the players place the terrain pieces in turn, the defender first; then Battle → Placement Complete…, and each side buys and places its forces (Forces → Build Forces…). Play begins after that.</source>
        <translation>{set_up} Die Spieler legen abwechselnd die Geländestücke aus, der Verteidiger zuerst; dann Gefecht → Aufstellung abgeschlossen…, und jede Seite kauft und stellt ihre Truppen auf (Truppen → Truppen aufstellen…). Danach beginnt das Spiel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{set_up} each side buys and places its forces (Forces → Build Forces…); none yet: {sides}. Play begins once each side has its forces, with the first move, shot or Next.</source>
        <translation>{set_up} Jede Seite kauft und stellt ihre Truppen auf (Truppen → Truppen aufstellen…); noch ohne Truppen: {sides}. Das Spiel beginnt, sobald jede Seite ihre Truppen hat, mit der ersten Bewegung, dem ersten Schuss oder Weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{set_up} lay out the table and the forces; play begins with the first move, shot or Next.</source>
        <translation>{set_up} Tisch und Truppen auslegen; das Spiel beginnt mit der ersten Bewegung, dem ersten Schuss oder Weiter.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Set-up:</source>
        <translation>Aufstellung:</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Now also: {tools}.</source>
        <translation>Jetzt auch: {tools}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{now} nothing to do in this step ({why}): press Next.</source>
        <translation>{now} in diesem Schritt ist nichts zu tun ({why}): Weiter drücken.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+3"/>
        <source>{now} {how}.</source>
        <translation>{now} {how}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{now} {tools}, for those who may act below.</source>
        <translation>{now} {tools}, für die unten Genannten.</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+3"/>
        <location line="+3"/>
        <location line="+3"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>Now:</source>
        <translation>Jetzt:</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>{now} the units and batteries below act here (double-click one).</source>
        <translation>{now} die Einheiten und Batterien unten handeln hier (Doppelklick auf eine).</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>{now} nobody acts in this step this turn: press Next.</source>
        <translation>{now} in diesem Schritt handelt in dieser Runde niemand: Weiter drücken.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Select: {how}; counters are not dragged in play (V)</source>
        <translation>Wählen: {how}; im Spiel werden Zählsteine nicht gezogen (V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select counters to read them and act with them; in play counters move with the Move tool, in its steps, not by dragging (V)</source>
        <translation>Zählsteine wählen, um sie zu lesen und mit ihnen zu handeln; im Spiel bewegen sie sich mit dem Werkzeug Bewegen in dessen Schritten, nicht durch Ziehen (V)</translation>
    </message>
    <message>
        <location line="+39"/>
        <location line="+2"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Select two or more units in close combat on the board first.</source>
        <translation>Zuerst zwei oder mehr Einheiten im Nahkampf auf dem Spielfeld wählen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A hidden position is among the selected counters: its speed is its owner&apos;s secret, so its owner works out the order (it is revealed as it moves).</source>
        <translation>Eine verdeckte Stellung ist unter den gewählten Spielsteinen: ihre Geschwindigkeit ist das Geheimnis ihres Besitzers, also ermittelt ihr Besitzer die Reihenfolge (sie wird beim Bewegen aufgedeckt).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{unit} {length:.2g} {table_unit} ({yards:.0f} yd)</source>
        <translation>{unit} {length:.2g} {table_unit} ({yards:.0f} yd)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slower first: {units}</source>
        <translation>Langsamere zuerst: {units}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Segment {n}: {moves}</source>
        <translation>Abschnitt {n}: {moves}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>End battle</source>
        <translation>Gefecht beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring a battle needs the scenario system&apos;s victory dialog (morefire_gui.gui.dialogs.victory), which is not installed here.</source>
        <translation>Das Werten eines Gefechts braucht den Siegdialog des Szenariosystems (morefire_gui.gui.dialogs.victory), der hier nicht installiert ist.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The battle ends in turn {turn}, after {clock} of battle</source>
        <translation>Das Gefecht endet in Runde {turn}, nach {clock} Gefechtszeit</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/files.py" line="+30"/>
        <source>More Fire! battles (*.mfb.yaml *.yaml *.yml);;All files (*)</source>
        <translation>More-Fire!-Gefechte (*.mfb.yaml *.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More Fire! battles (*.mfb.yaml);;YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>More-Fire!-Gefechte (*.mfb.yaml);;YAML-Dateien (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/main_window.py" line="+194"/>
        <source>Board</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table with its terrain and counters</source>
        <translation>Der Tisch mit seinem Gelände und seinen Spielsteinen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/direct_fire.py" line="-24"/>
        <location filename="../../morefire_gui/gui/board/tools/move.py" line="-57"/>
        <location filename="../../morefire_gui/gui/dialogs/battle_mission.py" line="+326"/>
        <location filename="../../morefire_gui/gui/features/aircraft.py" line="-16"/>
        <location filename="../../morefire_gui/gui/features/direct_fire.py" line="-20"/>
        <location filename="../../morefire_gui/gui/main_window.py" line="+10"/>
        <location line="+11"/>
        <source>Refused: {refusal}</source>
        <translation>Abgelehnt: {refusal}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/menus.py" line="-6"/>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a new battle on an empty table</source>
        <translation>Ein neues Gefecht auf einem leeren Tisch beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a battle file</source>
        <translation>Eine Gefechtsdatei öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the battle</source>
        <translation>Das Gefecht speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save under a new name</source>
        <translation>Unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close the battle (asking to save it first): the demo battle opens in its place, or the window closes when another window is open</source>
        <translation>Gefecht schließen (mit Rückfrage zum Speichern): das Demo-Gefecht tritt an seine Stelle, oder das Fenster schließt, ist ein anderes offen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave More Fire!</source>
        <translation>More Fire! beenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a battle opened or saved lately</source>
        <translation>Ein zuletzt geöffnetes oder gespeichertes Gefecht öffnen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/opened_record.py" line="-26"/>
        <source>Nothing to undo: the battle&apos;s record does not replay to it as saved, at action {n}: {why}; the actions it was opened with cannot be taken back (File → Replay shows where)</source>
        <translation>Nichts rückgängig zu machen: die Aufzeichnung des Gefechts führt bei der Wiederholung nicht zum gespeicherten Gefecht, bei Aktion {n}: {why}; die Aktionen, mit denen es geöffnet wurde, lassen sich nicht zurücknehmen (Datei → Wiederholung zeigt, wo)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to undo: the battle&apos;s record does not replay to it as saved: {why}; the actions it was opened with cannot be taken back (File → Replay shows where)</source>
        <translation>Nichts rückgängig zu machen: die Aufzeichnung des Gefechts führt bei der Wiederholung nicht zum gespeicherten Gefecht: {why}; die Aktionen, mit denen es geöffnet wurde, lassen sich nicht zurücknehmen (Datei → Wiederholung zeigt, wo)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing to undo: replaying the battle&apos;s record to find what its actions changed met an error the app did not expect ({error}); the battle is as saved</source>
        <translation>Nichts rückgängig zu machen: beim Wiederholen der Aufzeichnung, um zu finden, was ihre Aktionen geändert haben, trat ein unerwarteter Fehler auf ({error}); das Gefecht ist wie gespeichert</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing to undo: the battle was saved as the table passed to {side}, and undo does not cross a hand-over (a side takes back only its own actions since it took the table)</source>
        <translation>Nichts rückgängig zu machen: das Gefecht wurde gespeichert, als der Tisch an die Seite {side} überging, und Rückgängig geht nicht über eine Übergabe hinweg (eine Seite nimmt nur ihre eigenen Aktionen zurück, seit sie den Tisch hat)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Take back the last change to the battle</source>
        <translation>Die letzte Änderung am Gefecht zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/menus.py" line="+7"/>
        <source>Make the change taken back again</source>
        <translation>Die zurückgenommene Änderung wiederherstellen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/counter_edit.py" line="+99"/>
        <location line="+17"/>
        <location filename="../../morefire_gui/gui/window/menus.py" line="+7"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/menus.py" line="+0"/>
        <source>Delete the selected counters or terrain pieces</source>
        <translation>Die gewählten Spielsteine oder Geländestücke löschen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Counter &amp;Properties…</source>
        <translation>Spielstein-&amp;Eigenschaften…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/counter_edit.py" line="-52"/>
        <source>Open the selected counter&apos;s properties: its name, facing and marks</source>
        <translation>Die Eigenschaften des gewählten Spielsteins öffnen: Name, Ausrichtung und Markierungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select one counter (Select &amp; Move) to open its properties</source>
        <translation>Einen Spielstein wählen (Wählen &amp; Bewegen), um seine Eigenschaften zu öffnen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Turn &amp;Left {step:g}°</source>
        <translation>Um {step:g}° nach &amp;links drehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As Q does</source>
        <translation>Wie die Taste Q</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn &amp;Right {step:g}°</source>
        <translation>Um {step:g}° nach &amp;rechts drehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As E does</source>
        <translation>Wie die Taste E</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected counters</source>
        <translation>Die gewählten Spielsteine löschen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The terrain piece&apos;s name and what it is</source>
        <translation>Name des Geländestücks und was es ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Delete the selected terrain pieces</source>
        <translation>Die gewählten Geländestücke löschen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/gui/window/menus.py" line="+13"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/window/menus.py" line="+0"/>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/window/menus.py" line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/window/menus.py" line="+0"/>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/window/menus.py" line="+1"/>
        <source>&amp;Fit Table</source>
        <translation>Ganzen &amp;Tisch zeigen</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/window/menus.py" line="+0"/>
        <source>Show the whole table</source>
        <translation>Den ganzen Tisch zeigen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/menus.py" line="+2"/>
        <source>&amp;Grid</source>
        <translation>&amp;Raster</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the grid</source>
        <translation>Das Raster zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Legend on the &amp;Board</source>
        <translation>&amp;Legende auf dem Spielfeld</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the legend over the board&apos;s corner</source>
        <translation>Die Legende über der Ecke des Spielfelds zeigen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Overvie&amp;w Map</source>
        <translation>&amp;Übersichtskarte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the whole table small in the board&apos;s corner while zoomed in</source>
        <translation>Beim Vergrößern den ganzen Tisch klein in der Ecke des Spielfelds zeigen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+3"/>
        <source>Show or hide the {windowTitle} dock</source>
        <translation>Das Feld „{windowTitle}“ zeigen oder verbergen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/rules_menu.py" line="+24"/>
        <source>&amp;Advanced Line of Sight (Elevation)</source>
        <translation>&amp;Erweiterte Sichtlinie (Höhen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hills&apos; levels and terrain heights decide what blocks (rule 2.1, advanced option)</source>
        <translation>Hügelstufen und Geländehöhen entscheiden, was die Sicht versperrt (Regel 2.1, erweiterte Option)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Advanced &amp;Game (the Rules&apos; Options)</source>
        <translation>Erweiterte Re&amp;geln (Optionen der Regeln)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Campaign Battle (Damage X, T, E)</source>
        <translation>&amp;Kampagnengefecht (Schaden X, T, E)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A battle of a campaign: hits read the campaign damage table and a vehicle damaged by mines is immobilized with an E (rules 2.6, 3.6)</source>
        <translation>Kampagnengefecht: Treffer nach der Kampagnen-Schadenstabelle; Minenschaden E macht ein Fahrzeug bewegungsunfähig (2.6, 3.6)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep to the &amp;Sequence of Play</source>
        <translation>&amp;Spielablauf einhalten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ru&amp;les</source>
        <translation>Rege&amp;ln</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/tools.py" line="-14"/>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select &amp;&amp; Move</source>
        <translation>Wählen &amp;&amp; Bewegen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Select, drag to move, turn with the handle or Q/E (V)</source>
        <translation>Wählen, ziehen zum Bewegen, mit dem Griff oder Q/E drehen (V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag to measure range and line of sight; Shift-release adds a waypoint; Esc clears (M)</source>
        <translation>Ziehen, um Entfernung und Sichtlinie zu messen; Loslassen mit Umschalt setzt einen Wegpunkt; Esc löscht (M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay out terrain with the Terrain palette (T)</source>
        <translation>Gelände mit der Geländepalette auslegen (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place Units</source>
        <translation>Einheiten aufstellen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place counters from the Catalogue (U)</source>
        <translation>Spielsteine aus dem Katalog aufstellen (U)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/menus.py" line="+16"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/files.py" line="+23"/>
        <source>Save the changes to “{title}” first?</source>
        <translation>Die Änderungen an „{title}“ zuerst speichern?</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>New battle: {width:g} x {depth:g} {unit}</source>
        <translation>Neues Gefecht: {width:g} x {depth:g} {unit}</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Saved {path}: the whole battle, every side&apos;s secrets in it (Export Board saves what this side sees)</source>
        <translation>{path} gespeichert: das ganze Gefecht, mit den Geheimnissen jeder Seite (Spielfeld exportieren speichert, was diese Seite sieht)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Closed the battle: the demo battle is open</source>
        <translation>Gefecht geschlossen: das Demo-Gefecht ist offen</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Open battle</source>
        <translation>Gefecht öffnen</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>Cannot open {name}</source>
        <translation>{name} lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {path}</source>
        <translation>{path} geöffnet</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+13"/>
        <source>Save battle as</source>
        <translation>Gefecht speichern unter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} (in {folder}) exists already. Save over it? What it holds now is kept as {backup}; Cancel saves nothing.</source>
        <translation>{name} (in {folder}) gibt es bereits. Überschreiben? Der jetzige Inhalt bleibt als {backup} erhalten; mit Abbrechen wird nichts gespeichert.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Cannot save {name}</source>
        <translation>{name} lässt sich nicht speichern</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/status.py" line="+32"/>
        <source>(whole in Log → Messages)</source>
        <translation>(ganz unter Protokoll → Meldungen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+18"/>
        <source>x {x:.1f} {unit}, y {y:.1f} {unit}  ({to_yards:.0f}, {to_yards2:.0f} yd)</source>
        <translation>x {x:.1f} {unit}, y {y:.1f} {unit}  ({to_yards:.0f} / {to_yards2:.0f} yd)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/problems.py" line="+24"/>
        <source>line {line}: {problem}</source>
        <translation>Zeile {line}: {problem}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/table_image.py" line="+118"/>
        <location filename="../../morefire_gui/gui/window/status.py" line="-17"/>
        <source>in</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/rules_menu.py" line="-27"/>
        <source>The rules&apos; advanced options: a spot per firer, lost with its line of sight (2.1); the angle of fire by sectors (2.3); suspension damage; barrage errors</source>
        <translation>Erweitert: je Schütze eine Sichtung, mit der Sichtlinie verloren (2.1); Feuerwinkel nach Sektoren (2.3); Fahrwerksschäden; Sperrfeuerfehler</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Each action only in its step of the sequence of play, by a unit that may act then; off: any action at any time (for players at a real table)</source>
        <translation>Jede Aktion nur in ihrem Schritt, durch eine Einheit, die dann handeln darf; aus: alles jederzeit (für Spieler am echten Tisch)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/files.py" line="-117"/>
        <source>unsaved</source>
        <translation>ungespeichert</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/problems.py" line="+31"/>
        <source>… and more</source>
        <translation>… und weitere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>… and {n:,} more</source>
        <translation>… und {n:,} weitere</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/window/status.py" line="+23"/>
        <source>Zoom {percent:.0f}%</source>
        <translation>Zoom {percent:.0f} %</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/preferences.py" line="-19"/>
        <source>The battle&apos;s own unit</source>
        <translation>Die eigene Einheit des Gefechts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Inches</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Centimetres</source>
        <translation>Zentimeter</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Players roll physical dice and type the faces in</source>
        <translation>Die Spieler würfeln mit echten Würfeln und tippen die Augen ein</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/style.py" line="-3"/>
        <source>Woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rough</source>
        <translation>Unwegsames Gelände</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Village</source>
        <translation>Dorf</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Crops</source>
        <translation>Feldfrüchte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beach</source>
        <translation>Strand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stream</source>
        <translation>Bach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minefield</source>
        <translation>Minenfeld</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/range_rings.py" line="+34"/>
        <source>Range &amp;Rings</source>
        <translation>Reichweiten&amp;ringe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the selected counters&apos; range bands: direct-fire hit % and penetration (2.2), the maximum range of infantry fire (3.5) and of a mortar (4.41) (R)</source>
        <translation>Reichweitenbänder der gewählten Spielsteine: Treffer-% und Durchschlag (2.2), Reichweite von Infanteriefeuer (3.5) und Mörser (4.41) (R)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hide Range Rings</source>
        <translation>Reichweitenringe verbergen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show Range Rings</source>
        <translation>Reichweitenringe zeigen</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Range rings: select a counter to see its range bands</source>
        <translation>Reichweitenringe: einen Spielstein wählen, um seine Reichweitenbänder zu sehen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/counter_marks.py" line="+74"/>
        <source>Tank</source>
        <translation>Panzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tank destroyer or assault gun</source>
        <translation>Jagdpanzer oder Sturmgeschütz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Self-propelled gun</source>
        <translation>Selbstfahrlafette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armoured car</source>
        <translation>Panzerspähwagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Halftrack (armoured infantry carrier)</source>
        <translation>Halbkettenfahrzeug (gepanzerter Infanterietransporter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Truck or transport</source>
        <translation>Lastwagen oder Transporter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recovery vehicle or minesweeper</source>
        <translation>Bergefahrzeug oder Minenräumer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anti-aircraft vehicle</source>
        <translation>Flakfahrzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infantry squad</source>
        <translation>Infanterietrupp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Machine gun</source>
        <translation>Maschinengewehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flamethrower</source>
        <translation>Flammenwerfer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engineers</source>
        <translation>Pioniere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Headquarters section</source>
        <translation>Stabsabschnitt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squad anti-tank weapon</source>
        <translation>Panzerabwehrwaffe des Trupps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anti-tank gun</source>
        <translation>Panzerabwehrkanone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Field gun or howitzer</source>
        <translation>Feldgeschütz oder Haubitze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mortar</source>
        <translation>Mörser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anti-aircraft gun</source>
        <translation>Flakgeschütz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden position (a unit or a fake)</source>
        <translation>Verdeckte Stellung (eine Einheit oder eine Attrappe)</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Suppressed (yellow frame)</source>
        <translation>Niedergehalten (gelber Rahmen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden (white dashed frame)</source>
        <translation>Verdeckt (weißer gestrichelter Rahmen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destroyed (grey, red cross)</source>
        <translation>Zerstört (grau, rotes Kreuz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Immobilized (orange bar at its foot)</source>
        <translation>Bewegungsunfähig (oranger Balken am Fuß)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defilade, hull down (lower part shaded)</source>
        <translation>In Deckung, Wanne gedeckt (unterer Teil schattiert)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spotted (white eye, top right)</source>
        <translation>Gesichtet (weißes Auge, oben rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Has fired this turn (orange flash, top left)</source>
        <translation>Hat in dieser Runde gefeuert (oranger Blitz, oben links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Has moved this turn (cyan arrow, bottom right)</source>
        <translation>Hat sich in dieser Runde bewegt (türkisfarbener Pfeil, unten rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invasion wave (its number at its foot)</source>
        <translation>Landungswelle (ihre Nummer am Fuß)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters gathered, too close to draw apart (how many)</source>
        <translation>Zusammengefasste Spielsteine, zu dicht, um sie getrennt zu zeichnen (Anzahl)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/ground_look.py" line="+56"/>
        <source>Open ground</source>
        <translation>Offenes Gelände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snow (Table IV)</source>
        <translation>Schnee (Tabelle IV)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mud (Table IV)</source>
        <translation>Schlamm (Tabelle IV)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Desert sand (Table V)</source>
        <translation>Wüstensand (Tabelle V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jungle floor (Table V)</source>
        <translation>Dschungelboden (Tabelle V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deep snow, treated as mud (TUNDRA)</source>
        <translation>Tiefschnee, wie Schlamm behandelt (TUNDRA)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/legend.py" line="+189"/>
        <source>? Hidden position: a unit or a fake</source>
        <translation>? Verdeckte Stellung: eine Einheit oder eine Attrappe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{symbol} (pointer: its facing)</source>
        <translation>{symbol} (Zeiger: seine Ausrichtung)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Counter beside its footprint (pale): a line to it</source>
        <translation>Spielstein neben seiner Grundfläche (blass): eine Linie dorthin</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deployment zone of {side}, on its land (hatched: it moves on at its edge)</source>
        <translation>Aufstellungszone ({side}), auf ihrem Land (schraffiert: rückt an ihrer Kante ein)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deployment zone of {side}, on its land</source>
        <translation>Aufstellungszone ({side}), auf ihrem Land</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Registration point (4.12), numbered, in its side&apos;s colour</source>
        <translation>Vermessungspunkt (4.12), nummeriert, in der Farbe seiner Seite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Barrage landed this turn: where it fell, and its damage zone (4.5)</source>
        <translation>In dieser Runde eingeschlagenes Sperrfeuer: Einschlagpunkt und Schadenszone (4.5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Victory point location, held at the start by {side}</source>
        <translation>Siegpunktort, zu Beginn im Besitz der Seite {side}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Victory point location, held at the start by nobody</source>
        <translation>Siegpunktort, zu Beginn von niemandem gehalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Values: Standard / Retained–Captured (scored: bold)</source>
        <translation>Werte: Standard / Gehalten–Erobert (gewertet: fett)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flags gathered (how many), drawn opened: each flag with its values</source>
        <translation>Zusammengefasste Flaggen (Anzahl), geöffnet gezeichnet: jede Flagge mit ihren Werten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flags gathered (how many): point to open them</source>
        <translation>Zusammengefasste Flaggen (Anzahl): zum Öffnen darauf zeigen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hill, level {level}</source>
        <translation>Hügel, Stufe {level}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/table_image.py" line="+45"/>
        <source>{path}: no such file</source>
        <translation>{path}: keine solche Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{path}: this is {what}, not a file: only regular files are read</source>
        <translation>{path}: dies ist {what}, keine Datei: nur gewöhnliche Dateien werden gelesen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{path}: the file is {size:,} bytes; a table image may have {most:,}</source>
        <translation>{path}: die Datei hat {size:,} Bytes; ein Tischbild darf {most:,} haben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{path}: {width} × {height} pixels is more than a table image may have</source>
        <translation>{path}: {width} × {height} Pixel sind mehr, als ein Tischbild haben darf</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/terrain_item.py" line="+40"/>
        <location filename="../../morefire_gui/gui/dialogs/move_result.py" line="-27"/>
        <source>ice holds</source>
        <translation>Eis trägt</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/move_result.py" line="+0"/>
        <source>ice does not hold</source>
        <translation>Eis trägt nicht</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/table_image.py" line="+29"/>
        <source>Table &amp;Image…</source>
        <translation>Tisch&amp;bild…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay a photo or map of your own table under the terrain, to trace it</source>
        <translation>Ein Foto oder eine Karte des eigenen Tisches unter das Gelände legen, um es nachzuzeichnen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the table image is not found</source>
        <translation>das Tischbild ist nicht zu finden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Warning: {problem}. File → Table Image… sets it again.</source>
        <translation>Warnung: {problem}. Datei → Tischbild… setzt es neu.</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/i18n.py" line="+284"/>
        <source>{x}, {y}</source>
        <translation>{x} / {y}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scale {scale} (1 {unit} = {yards:.4g} yd)</source>
        <translation>Maßstab {scale} (1 {unit} = {yards:.4g} yd)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/printing.py" line="+92"/>
        <source>1:1 (the table at its real size)</source>
        <translation>1:1 (der Tisch in seiner echten Größe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1:{n:.3g} of the real table</source>
        <translation>1:{n:.3g} des echten Tisches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n:.3g}:1 of the real table</source>
        <translation>{n:.3g}:1 des echten Tisches</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>portrait</source>
        <translation>Hochformat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>landscape</source>
        <translation>Querformat</translation>
    </message>
    <message>
        <location line="+324"/>
        <source>{sheets} sheets, {columns} across × {rows} down, {paper} {orientation}, {scale}. Each sheet overlaps its neighbours east and south by {overlap:g} mm: trim the west and north strips along the dashed lines and lay each sheet over its neighbour.</source>
        <translation>{sheets} Blätter, {columns} breit × {rows} hoch, {paper} {orientation}, {scale}. Jedes Blatt überlappt seine Nachbarn im Osten und Süden um {overlap:g} mm: die Streifen im Westen und Norden entlang der gestrichelten Linien abschneiden und jedes Blatt über seinen Nachbarn legen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{title}: how the sheets fit</source>
        <translation>{title}: wie die Blätter zusammenpassen</translation>
    </message>
    <message>
        <location line="+112"/>
        <source> = {mm:g} mm at 1:1</source>
        <translation> = {mm:g} mm bei 1:1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sheet {label} ({n} of {count}) · </source>
        <translation>Blatt {label} ({n} von {count}) · </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>x {x0:.4g}–{x1:.4g}, y {y0:.4g}–{y1:.4g} {unit}</source>
        <translation>x {x0:.4g}–{x1:.4g}, y {y0:.4g}–{y1:.4g} {unit}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/render.py" line="-4"/>
        <source>table {width:g} × {depth:g} {unit}</source>
        <translation>Tisch {width:g} × {depth:g} {unit}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>shown: x {x0:.4g}–{x1:.4g}, y {y0:.4g}–{y1:.4g} {unit}</source>
        <translation>gezeigt: x {x0:.4g}–{x1:.4g}, y {y0:.4g}–{y1:.4g} {unit}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>More Fire! battle manager {version}</source>
        <translation>More Fire! Gefechtsleiter {version}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/widgets/steps_view.py" line="+30"/>
        <source>{die} for {purpose}: {face}</source>
        <translation>{die} für {purpose}: {face}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (read as {reading})</source>
        <translation> (gelesen als {reading})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(rolled by hand)</source>
        <translation>(von Hand gewürfelt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{table}: {row}, {column} → {value}</source>
        <translation>{table}: {row}, {column} → {value}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{table}: {row} → {value}</source>
        <translation>{table}: {row} → {value}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/widgets/vehicle_sheet.py" line="+1"/>
        <source>No turret: a turret result (2.4) hits the hull.</source>
        <translation>Kein Turm: ein Turmtreffer (2.4) trifft die Wanne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Armour class&lt;/b&gt; (2.3; a rear hit reads the side)</source>
        <translation>&lt;b&gt;Panzerklasse&lt;/b&gt; (2.3; ein Treffer hinten liest die Seite)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Front</source>
        <translation>Vorn</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&lt;b&gt;{code}&lt;/b&gt; {label} ({distance:g} {unit}, {yards:.0f} yd a turn)</source>
        <translation>&lt;b&gt;{code}&lt;/b&gt; {label} ({distance:g} {unit}, {yards:.0f} yd je Runde)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tracked</source>
        <translation>Ketten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} wheels</source>
        <translation>{n} Räder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>silhouette {size}</source>
        <translation>Silhouette {size}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>open top</source>
        <translation>oben offen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>skirt armour</source>
        <translation>Panzerschürzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Speed&lt;/b&gt; (1.2): {speeds}</source>
        <translation>&lt;b&gt;Geschwindigkeit&lt;/b&gt; (1.2): {speeds}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Range (yd)</source>
        <translation>Entfernung (yd)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>To hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Penetrates</source>
        <translation>Durchschlägt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no bands</source>
        <translation>keine Bänder</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/unit_item.py" line="-30"/>
        <source>Gathered under it, too close to draw apart at this zoom: {names}</source>
        <translation>Darunter gesammelt, bei diesem Maßstab zu dicht, um sie getrennt zu zeichnen: {names}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="-301"/>
        <source>Lay the table by hand</source>
        <translation>Den Tisch von Hand aufbauen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/log.py" line="-128"/>
        <source>Search the log</source>
        <translation>Im Protokoll suchen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/aircraft.py" line="-102"/>
        <source>Airstrike: press at a board edge and drag the direction arrow into the table; drag an aircraft&apos;s arrow tip to turn it</source>
        <translation>Luftangriff: am Tischrand drücken und den Richtungspfeil auf den Tisch ziehen; an der Pfeilspitze eines Flugzeugs ziehen dreht es</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/unit_item.py" line="-31"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: {value} ({kind}), side {side}, facing {facing}°</source>
        <translation>{name}: {value} ({kind}), Seite {side}, Ausrichtung {facing}°</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="-113"/>
        <source>Mission: {mission}</source>
        <translation>Feuerauftrag: {mission}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/details.py" line="-101"/>
        <source>{degrees}°</source>
        <translation>{degrees}°</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/side_force_panel.py" line="-411"/>
        <source>Howitzers, field guns, mortars and self-propelled guns the side may buy: placed as counters and grouped as one battery</source>
        <translation>Haubitzen, Feldgeschütze, Mörser und Selbstfahrlafetten, die die Seite kaufen darf: als Spielsteine aufgestellt und zu einer Batterie zusammengefasst</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="-15"/>
        <source>{left} of {n} salvoes left this turn</source>
        <translation>{left} von {n} Salven in dieser Runde übrig</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="-58"/>
        <source>each</source>
        <translation>je</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/widgets/salvo_choice.py" line="+18"/>
        <source>Salvoes when the mission lands</source>
        <translation>Salven beim Eintreffen des Feuerauftrags</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ISLAND C: the naval bombardment of an island invasion fires up to 2 salvoes per turn, each a barrage</source>
        <translation>INSEL C: die Schiffsartillerie einer Inselinvasion feuert bis zu 2 Salven pro Runde, jede ein Sperrfeuer</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+57"/>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="-649"/>
        <source>Salvoes</source>
        <translation>Salven</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/widgets/salvo_choice.py" line="+12"/>
        <source>{n} salvo</source>
        <translation>{n} Salve</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} salvoes</source>
        <translation>{n} Salven</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/side_force_panel.py" line="-85"/>
        <source>Hidden deployment (TARAWA)</source>
        <translation>Verdeckte Aufstellung (TARAWA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the counters as hidden positions</source>
        <translation>Die Spielsteine als verdeckte Stellungen aufstellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each counter is a marker of an actual position: the other side sees a marker only, revealed when it fires, is fired on, or moves</source>
        <translation>Jeder Spielstein ist ein Marker einer echten Stellung: die andere Seite sieht nur einen Marker, aufgedeckt, wenn er feuert, beschossen wird oder sich bewegt</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Fake markers</source>
        <translation>Attrappen</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Markers of no unit, laid out among the actual positions: one third of the markers</source>
        <translation>Marker ohne Einheit, zwischen den echten Stellungen aufgestellt: ein Drittel der Marker</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>ISLAND B: the defender may deploy hidden, with fake markers, as in TARAWA</source>
        <translation>INSEL B: der Verteidiger darf verdeckt aufstellen, mit Attrappen, wie bei TARAWA</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/placement.py" line="-63"/>
        <source>No terrain piece is on the table.</source>
        <translation>Kein Geländestück liegt auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One terrain piece is on the table.</source>
        <translation>Ein Geländestück liegt auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{len} terrain pieces are on the table.</source>
        <translation>{len} Geländestücke liegen auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Once placement is complete, the defender ({who}) selects which board edge will be his baseline; the attacker takes the opposite edge. The deployment zones move to the edges and the victory point locations are marked on the hills, fords, bridges, crossroads, road exits and buildings placed.</source>
        <translation>Ist die Aufstellung abgeschlossen, wählt der Verteidiger ({who}), welcher Spielfeldrand seine Grundlinie wird; der Angreifer nimmt den gegenüberliegenden Rand. Die Aufstellungszonen rücken an die Ränder, und die Siegpunktorte werden auf den platzierten Hügeln, Furten, Brücken, Kreuzungen, Straßenausgängen und Gebäuden markiert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Once placement is complete, the defender selects which board edge will be his baseline; the attacker takes the opposite edge. The deployment zones move to the edges and the victory point locations are marked on the hills, fords, bridges, crossroads, road exits and buildings placed.</source>
        <translation>Ist die Aufstellung abgeschlossen, wählt der Verteidiger, welcher Spielfeldrand seine Grundlinie wird; der Angreifer nimmt den gegenüberliegenden Rand. Die Aufstellungszonen rücken an die Ränder, und die Siegpunktorte werden auf den platzierten Hügeln, Furten, Brücken, Kreuzungen, Straßenausgängen und Gebäuden markiert.</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="+309"/>
        <source>The one face used.</source>
        <translation>Die eine Augenzahl verwendet.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All {len} faces used.</source>
        <translation>Alle {len} Augenzahlen verwendet.</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/terrain_item.py" line="+79"/>
        <source>level {level}</source>
        <translation>Stufe {level}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{mines} mines</source>
        <translation>{mines}-Minen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/legend.py" line="-55"/>
        <source>Aircraft in play (arrow: its heading, a turn&apos;s flight)</source>
        <translation>Flugzeug im Spiel (Pfeil: sein Kurs, eine Runde Flug)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/following.py" line="+122"/>
        <source>The table was handed over: the dialog “{title}” closed</source>
        <translation>Der Tisch wurde übergeben: der Dialog „{title}“ ist geschlossen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Taken back: the dialog “{title}” closed, as what it showed is no longer the battle&apos;s</source>
        <translation>Zurückgenommen: der Dialog „{title}“ ist geschlossen, denn was er zeigte, gilt im Gefecht nicht mehr</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{why}: the dialog “{title}” closed</source>
        <translation>{why}: der Dialog „{title}“ ist geschlossen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/targets.py" line="+16"/>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a named pipe (FIFO)</source>
        <translation>eine benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a device (a character device)</source>
        <translation>ein Gerät (ein zeichenorientiertes Gerät)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a device (a block device)</source>
        <translation>ein Gerät (ein blockorientiertes Gerät)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a regular file</source>
        <translation>keine gewöhnliche Datei</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot write {path}: {why}</source>
        <translation>{path} kann nicht geschrieben werden: {why}</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Cannot write {path}: it links to {target}, {what}, not a file</source>
        <translation>{path} kann nicht geschrieben werden: es verweist auf {target}, {what}, keine Datei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write {path}: it is {what}, not a file</source>
        <translation>{path} kann nicht geschrieben werden: es ist {what}, keine Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot write {path}: there is no folder {folder}</source>
        <translation>{path} kann nicht geschrieben werden: es gibt keinen Ordner {folder}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot write {path}: it may not be written (permission denied)</source>
        <translation>{path} kann nicht geschrieben werden: keine Schreibberechtigung</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/table_edge.py" line="+24"/>
        <source>Warning: {notice}.</source>
        <translation>Warnung: {notice}.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>terrain lies partly off the table</source>
        <translation>Gelände liegt teils außerhalb des Tisches</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/__init__.py" line="+129"/>
        <source>{count} warnings on opening: {warnings} (see Messages)</source>
        <translation>{count} Warnungen beim Öffnen: {warnings} (siehe Meldungen)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/side_words.py" line="+66"/>
        <source>{side} ({role}, {nation})</source>
        <translation>{side} ({role}, {nation})</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/overview.py" line="+52"/>
        <source>The whole table: click or drag to bring that part into view</source>
        <translation>Der ganze Tisch: klicken oder ziehen, um diesen Teil ins Bild zu holen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/battery_kinds.py" line="+12"/>
        <source>on the table</source>
        <translation>auf dem Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off the table</source>
        <translation>außerhalb des Tisches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>naval</source>
        <translation>Schiffsartillerie</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/actions.py" line="+69"/>
        <location filename="../../morefire_gui/gui/window/counter_edit.py" line="-11"/>
        <source>&amp;Properties…</source>
        <translation>&amp;Eigenschaften…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The counter&apos;s name, facing and marks</source>
        <translation>Name, Ausrichtung und Markierungen des Spielsteins</translation>
    </message>
</context>
<context>
    <name>LosProfileDock</name>
    <message>
        <location filename="../../morefire_gui/gui/docks/los_profile.py" line="+146"/>
        <source>Line of Sight Profile</source>
        <translation>Sichtlinienprofil</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Measure a line (M) to see its side view: the ground, each piece&apos;s height, the eye line.</source>
        <translation>Eine Linie messen (M), um sie von der Seite zu sehen: den Boden, die Höhe jedes Stücks, die Augenlinie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The side view of a measured line is drawn with Rules → Advanced Line of Sight (Elevation).</source>
        <translation>Die Seitenansicht einer gemessenen Linie wird mit Regeln → Erweiterte Sichtlinie (Höhen) gezeichnet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>eye line %1 → %2 yd</source>
        <translation>Augenlinie %1 → %2 yd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 yd, %2</source>
        <translation>%1 yd, %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: clear</source>
        <translation>%1: frei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: cut at %2 yd by %3</source>
        <translation>%1: bei %2 yd unterbrochen durch %3</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1, up to %3 yd</source>
        <translation>%1, bis %3 yd</translation>
    </message>
</context>
<context>
    <name>ProfileChart</name>
    <message>
        <location line="-55"/>
        <source>%1 yd</source>
        <translation>%1 yd</translation>
    </message>
</context>
<context>
    <name>RangeRings</name>
    <message>
        <location filename="../../morefire_gui/gui/board/range_rings.py" line="+31"/>
        <source>≤{yards} yd: hit {hit}%, pen {pen}</source>
        <translation>≤{yards} yd: Treffer {hit} %, Durchschl. {pen}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{weapon} fire (FIR) max {yards} yd</source>
        <translation>{weapon} Feuer (FIR) max. {yards} yd</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{weapon} max {yards} yd (4.41)</source>
        <translation>{weapon} max. {yards} yd (4.41)</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../../morefire_gui/session/table_edit_titles.py" line="+40"/>
        <source>Move {names} {distance:.1f} {unit}</source>
        <translation>{names} {distance:.1f} {unit} bewegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn {names} to {facing:g}°</source>
        <translation>{names} auf {facing:g}° drehen</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Reshape {piece}</source>
        <translation>{piece} umformen</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Move {names}</source>
        <translation>{names} bewegen</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Add a corner to {piece}</source>
        <translation>Eine Ecke zu {piece} hinzufügen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Remove a corner of {piece}</source>
        <translation>Eine Ecke von {piece} entfernen</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Turn {names}</source>
        <translation>{names} drehen</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Turn {pieces} {angle:+g}°</source>
        <translation>{pieces} um {angle:+g}° drehen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Hill level up</source>
        <translation>Hügelstufe höher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hill level down</source>
        <translation>Hügelstufe niedriger</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Line-of-sight settings</source>
        <translation>Einstellungen der Sichtlinie</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>Edit {piece}</source>
        <translation>{piece} bearbeiten</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Advanced game on</source>
        <translation>Erweiterte Regeln an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced game off</source>
        <translation>Erweiterte Regeln aus</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Advanced line of sight on</source>
        <translation>Erweiterte Sichtlinie an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced line of sight off</source>
        <translation>Erweiterte Sichtlinie aus</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Campaign battle on</source>
        <translation>Kampagnengefecht an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Campaign battle off</source>
        <translation>Kampagnengefecht aus</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/rule_texts.py" line="+9"/>
        <source>slow</source>
        <translation>langsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+449"/>
        <location filename="../../morefire_gui/rules/aircraft/attacks.py" line="+218"/>
        <location filename="../../morefire_gui/rules/aircraft/terms.py" line="+77"/>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <location line="-448"/>
        <source>fast</source>
        <translation>schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low</source>
        <translation>Niedrig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aircraft diving</source>
        <translation>Flugzeug im Sturzflug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rifle-calibre machine gun</source>
        <translation>MG im Gewehrkaliber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heavy machine gun</source>
        <translation>schweres Maschinengewehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannon</source>
        <translation>Maschinenkanone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heavy cannon</source>
        <translation>schwere Maschinenkanone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Barrels firing together</source>
        <translation>Gemeinsam feuernde Rohre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow aircraft</source>
        <translation>Langsames Flugzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aircraft at medium speed</source>
        <translation>Flugzeug mit mittlerer Geschwindigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast aircraft</source>
        <translation>Schnelles Flugzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heavy gun against a low aircraft (cannot traverse fast enough)</source>
        <translation>Schweres Geschütz gegen ein tief fliegendes Flugzeug (kann nicht schnell genug schwenken)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FIRER MOVED</source>
        <translation>SCHÜTZE HAT SICH BEWEGT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>up to 90mm</source>
        <translation>bis 90mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>larger than 90mm</source>
        <translation>größer als 90mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to 79mm</source>
        <translation>Bis 79mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>80-109mm</source>
        <translation>80-109mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>110-159mm</source>
        <translation>110-159mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>160mm+</source>
        <translation>160mm+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One gun</source>
        <translation>Ein Geschütz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four gun</source>
        <translation>Vier Geschütze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Six gun</source>
        <translation>Sechs Geschütze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to 75mm</source>
        <translation>Bis 75mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>76-110mm</source>
        <translation>76-110mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>111-160mm</source>
        <translation>111-160mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>161mm+</source>
        <translation>161mm+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Self Propelled Guns</source>
        <translation>Selbstfahrlafetten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Towed Guns 100mm</source>
        <translation>Gezogene Geschütze 100mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Towed Guns up to 99mm</source>
        <translation>Gezogene Geschütze bis 99mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mortars</source>
        <translation>Mörser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AT guns up to 51mm</source>
        <translation>Pak bis 51mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AT guns between 52mm-81mm</source>
        <translation>Pak zwischen 52mm-81mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AT guns over 82mm</source>
        <translation>Pak über 82mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the Road</source>
        <translation>Auf der Straße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the Woods</source>
        <translation>Im Wald</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defilade</source>
        <translation>In Deckung (Defilade)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a House</source>
        <translation>In einem Haus</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+82"/>
        <source>Desert</source>
        <translation>Wüste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HIGH</source>
        <translation>HOCH</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AVERAGE</source>
        <translation>MITTEL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LOW</source>
        <translation>NIEDRIG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SMALL</source>
        <translation>KLEIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NONE</source>
        <translation>KEINE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stationary Inf</source>
        <translation>Stehende Inf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target Moved</source>
        <translation>Ziel bewegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stationary Firer</source>
        <translation>Stehender Schütze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range 1500-3000</source>
        <translation>Entfernung 1500-3000</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range 3000+ yds</source>
        <translation>Entfernung 3000+ yd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Woods/Building</source>
        <translation>In Wald/Gebäude</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Is an Anti-tank gun</source>
        <translation>Ist eine Panzerabwehrkanone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DEFILADE</source>
        <translation>IN DECKUNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MOVING</source>
        <translation>IN BEWEGUNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suspension shot</source>
        <translation>Schuss aufs Fahrwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2-4 wheels</source>
        <translation>2-4 Räder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6-8 wheels</source>
        <translation>6-8 Räder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving</source>
        <translation>In Bewegung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skirt Armor</source>
        <translation>Panzerschürzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Firer Moved</source>
        <translation>Schütze bewegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target in Hard Cover</source>
        <translation>Ziel in harter Deckung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target in Cover</source>
        <translation>Ziel in Deckung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tgt riding on vehicle</source>
        <translation>Ziel fährt auf Fahrzeug mit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suppressed</source>
        <translation>Niedergehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Did Not Move</source>
        <translation>Nicht bewegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moved at C or D speed</source>
        <translation>Mit Geschwindigkeit C oder D bewegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moved at E, F, G speed</source>
        <translation>Mit Geschwindigkeit E, F, G bewegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max Turret AC rating is 1</source>
        <translation>Höchste Turm-AC ist 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+603"/>
        <source>Flamethrower</source>
        <translation>Flammenwerfer</translation>
    </message>
    <message>
        <location line="-602"/>
        <source>Engineer</source>
        <translation>Pionier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suicide Sqd</source>
        <translation>Todeskdo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian Guard</source>
        <translation>Russische Garde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German Waffen SS</source>
        <translation>Deutsche Waffen-SS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Japanese</source>
        <translation>Japaner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Germany</source>
        <translation>Deutschland</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="+106"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+82"/>
        <source>Italy</source>
        <translation>Italien</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+417"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="-7"/>
        <source>italy</source>
        <translation>Italien</translation>
    </message>
    <message>
        <location line="-453"/>
        <source>Hungary</source>
        <translation>Ungarn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Romania</source>
        <translation>Rumänien</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="-28"/>
        <source>Finland</source>
        <translation>Finnland</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+426"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+30"/>
        <source>finland</source>
        <translation>Finnland</translation>
    </message>
    <message>
        <location line="-452"/>
        <source>Minor Axis</source>
        <translation>Kleinere Achsenmächte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Japan</source>
        <translation>Japan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vichy France</source>
        <translation>Vichy-Frankreich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USSR</source>
        <translation>UdSSR</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>USA</source>
        <translation>USA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Britain</source>
        <translation>Großbritannien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>UK &amp; Commonwealth</source>
        <translation>Großbritannien &amp; Commonwealth</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="-3"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+4"/>
        <source>France</source>
        <translation>Frankreich</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+418"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="-7"/>
        <source>france</source>
        <translation>Frankreich</translation>
    </message>
    <message>
        <location line="-441"/>
        <source>Poland</source>
        <translation>Polen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>China</source>
        <translation>China</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>15mm (OO/HO) castings: 1 inch = 7 yards</source>
        <translation>15-mm-Modelle (OO/H0): 1 Zoll = 7 Yards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1/285 castings: 1 inch = 25 yards</source>
        <translation>Modelle 1/285: 1 Zoll = 25 Yards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1/285 castings: 1 inch = 50 yards</source>
        <translation>Modelle 1/285: 1 Zoll = 50 Yards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1/285 castings: 1 inch = 100 yards</source>
        <translation>Modelle 1/285: 1 Zoll = 100 Yards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 cm = 10 metres (same as 1:25)</source>
        <translation>1 cm = 10 Meter (wie 1:25)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 cm = 20 metres (same as 1:50)</source>
        <translation>1 cm = 20 Meter (wie 1:50)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1942 Russia</source>
        <translation>1942 Russland</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1942 Africa</source>
        <translation>1942 Afrika</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1942-43 Pacific</source>
        <translation>1942-43 Pazifik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1943 Russia</source>
        <translation>1943 Russland</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1943 Europe</source>
        <translation>1943 Europa</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+437"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+25"/>
        <source>clear</source>
        <translation>klar</translation>
    </message>
    <message>
        <location line="-436"/>
        <location line="+437"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>mud</source>
        <translation>Schlamm</translation>
    </message>
    <message>
        <location line="-436"/>
        <location line="+437"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>snow</source>
        <translation>Schnee</translation>
    </message>
    <message>
        <location line="-436"/>
        <source>Russia in Summer</source>
        <translation>Russland im Sommer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+422"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="-29"/>
        <source>russia</source>
        <translation>Russland</translation>
    </message>
    <message>
        <location line="-420"/>
        <location line="+429"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+17"/>
        <source>summer</source>
        <translation>Sommer</translation>
    </message>
    <message>
        <location line="-428"/>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="-2"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="-10"/>
        <source>Russia</source>
        <translation>Russland</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>North Europe</source>
        <translation>Nordeuropa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>north_europe</source>
        <translation>Nordeuropa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>South Europe</source>
        <translation>Südeuropa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Africa (no modifier printed)</source>
        <translation>Afrika (kein Modifikator gedruckt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+416"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="-4"/>
        <source>africa</source>
        <translation>Afrika</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>Pacific (no modifier printed)</source>
        <translation>Pazifik (kein Modifikator gedruckt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+416"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+2"/>
        <source>pacific</source>
        <translation>Pazifik</translation>
    </message>
    <message>
        <location line="-415"/>
        <source>Variable Axis</source>
        <translation>Variabel Achse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One Axis Strike</source>
        <translation>Ein Angriff der Achse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Airstrikes</source>
        <translation>Keine Luftangriffe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One Strike each</source>
        <translation>Je ein Angriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One Allied Strike</source>
        <translation>Ein alliierter Angriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variable Allied</source>
        <translation>Variabel Alliierte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German/Axis Attacker</source>
        <translation>Deutscher/Achsen-Angreifer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allied Attacker</source>
        <translation>Alliierter Angreifer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players can deploy forces up to 1/4 of the board size from their base boardedge.</source>
        <translation>Die Spieler können ihre Truppen bis zu 1/4 der Spielfeldgröße von ihrer Grundlinie aus aufstellen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defenders deploy up to the midpoint of the board. Attackers deploy up to the 1/4 point of the board.</source>
        <translation>Verteidiger stellen bis zur Mitte des Spielfelds auf. Angreifer stellen bis zum 1/4-Punkt des Spielfelds auf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Defender deploys up to the midpoint. The attacker deploys or moves on at his boardedge.</source>
        <translation>Der Verteidiger stellt bis zur Mitte auf. Der Angreifer stellt an seinem Spielfeldrand auf oder rückt dort ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One edge is the landing beach or river: the attacker lands there. The defender deploys up to the midpoint.</source>
        <translation>Ein Rand ist der Landestrand oder Fluss: der Angreifer landet dort. Der Verteidiger stellt bis zur Mitte auf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Control a Majority of VP locations</source>
        <translation>Die Mehrheit der Siegpunktorte kontrollieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destroy more enemy points than you lose</source>
        <translation>Mehr feindliche Punkte zerstören, als man verliert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destroy 2 attacker points for One lost</source>
        <translation>2 Punkte des Angreifers für einen verlorenen zerstören</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Airstrikes must be paid for in Army points.</source>
        <translation>Luftangriffe müssen mit Armeepunkten bezahlt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CLEAR: Airstrikes can be used. No effect on the battle.</source>
        <translation>KLAR: Luftangriffe sind möglich. Keine Wirkung auf das Gefecht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MUD: Rain is falling. No airstrikes are allowed. On every tenth turn (10, 20, 30) each vehicle must make a maintenance roll: 2 x d6, a 2 or 12 immobilizes it; a second 2 x d6 says how long it stays stuck. A recovery vehicle frees a vehicle on the turn following its arrival.</source>
        <translation>SCHLAMM: Es regnet. Keine Luftangriffe erlaubt. In jeder zehnten Runde (10, 20, 30) muss jedes Fahrzeug einen Wartungswurf machen: 2 x d6, eine 2 oder 12 macht es bewegungsunfähig; ein zweiter Wurf mit 2 x d6 sagt, wie lange es festsitzt. Ein Bergefahrzeug befreit ein Fahrzeug in der Runde nach seiner Ankunft.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SNOW: Snow covers the board. Ski troops move at Code B and are always in cover, even in the open; ski troops in rough areas are in hard cover.</source>
        <translation>SCHNEE: Schnee bedeckt das Spielfeld. Skitruppen bewegen sich mit Code B und sind stets in Deckung, auch im Freien; Skitruppen in unwegsamem Gelände sind in harter Deckung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is snowing (the snow d6 was odd): no airstrikes are allowed.</source>
        <translation>Es schneit (der Schnee-d6 war ungerade): keine Luftangriffe erlaubt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not snowing (the snow d6 was even): airstrikes can be used.</source>
        <translation>Es schneit nicht (der Schnee-d6 war gerade): Luftangriffe sind möglich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CITY: a moderately built up area; at least 30% of the board contains buildings.</source>
        <translation>STADT: ein mäßig bebautes Gebiet; mindestens 30 % des Spielfelds tragen Gebäude.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DESERT: Weather is always Clear. The terrain is flat.</source>
        <translation>WÜSTE: Das Wetter ist immer klar. Das Gelände ist flach.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FARMLAND: mixed terrain of roads, junctions with houses, fordable streams, isolated farms, hills and rough areas.</source>
        <translation>ACKERLAND: gemischtes Gelände aus Straßen, Kreuzungen mit Häusern, furtbaren Bächen, einzelnen Höfen, Hügeln und unwegsamen Flächen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HILLY: streams and rivers can only be crossed at the fords and bridges.</source>
        <translation>HÜGELLAND: Bäche und Flüsse können nur an Furten und Brücken überquert werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MOUNTAINS: the initial turn that a vehicle moves onto rough or hill areas, the owning player rolls 2 x d6: a TWO immobilizes it for 5 turns, a TWELVE for the entire battle. A recovery vehicle frees a vehicle on the turn following its arrival. The streams and rivers are unfordable.</source>
        <translation>GEBIRGE: In der ersten Runde, in der ein Fahrzeug auf unwegsames Gelände oder Hügel fährt, würfelt sein Spieler 2 x d6: eine ZWEI macht es 5 Runden bewegungsunfähig, eine ZWÖLF für das ganze Gefecht. Ein Bergefahrzeug befreit ein Fahrzeug in der Runde nach seiner Ankunft. Bäche und Flüsse sind nicht furtbar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TUNDRA: All water is frozen. Roll a d6 for each separate body of water: on 1-2 vehicles can cross it. Infantry can cross any water; CSW cannot deploy on ice. Weather is snow. All areas except roads and within 5 inches of buildings are deep snow, treated as mud terrain.</source>
        <translation>TUNDRA: Alles Wasser ist gefroren. Für jedes einzelne Gewässer einen d6 würfeln: bei 1-2 können Fahrzeuge es überqueren. Infanterie kann jedes Wasser überqueren; CSW können nicht auf Eis aufstellen. Das Wetter ist Schnee. Alle Flächen außer Straßen und innerhalb von 5 Zoll um Gebäude sind Tiefschnee, wie Schlammgelände behandelt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NORMANDY BOCAGE: hedge rows block LOS, but the hedge that a vehicle is next to does not block LOS.</source>
        <translation>NORMANNISCHE BOCAGE: Heckenreihen blockieren die Sichtlinie, aber die Hecke, an der ein Fahrzeug steht, blockiert sie nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>JUNGLE: visibility is 100 yards. Vehicles can only use A speed cross country and B speed on roads. Infantry and CSW are in Hard Cover. Hidden markers can be used.</source>
        <translation>DSCHUNGEL: Sichtweite 100 Yards. Fahrzeuge können querfeldein nur Geschwindigkeit A und auf Straßen B nutzen. Infanterie und CSW sind in harter Deckung. Verdeckte Marker können verwendet werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ISLAND: the entire board is a single island; its edges are beach or water. It is regarded as HILLY.</source>
        <translation>INSEL: das ganze Spielfeld ist eine einzige Insel; ihre Ränder sind Strand oder Wasser. Sie gilt als HÜGELLAND.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CITY puts on the table: at least 30% of the board contains some buildings; 5-10 pieces of rough terrain scattered on the board; optional: up to 2 woods areas, up to 2 hills, up to 2 streams/rivers and any number of roads, crossroads, bridges and road exits.</source>
        <translation>STADT bringt auf den Tisch: mindestens 30 % des Spielfelds tragen Gebäude; 5-10 Stücke unwegsames Gelände über das Spielfeld verstreut; nach Wahl: bis zu 2 Waldstücke, bis zu 2 Hügel, bis zu 2 Bäche/Flüsse und beliebig viele Straßen, Kreuzungen, Brücken und Straßenausgänge.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DESERT puts on the table: flat terrain with 3-4 hills; optional: sand dunes, a woods patch (oasis), a small village and a road.</source>
        <translation>WÜSTE bringt auf den Tisch: flaches Gelände mit 3-4 Hügeln; nach Wahl: Sanddünen, ein Waldfleck (Oase), ein kleines Dorf und eine Straße.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FARMLAND puts on the table: mixed terrain: roads, 1-2 junctions with houses, 1-3 fordable streams/rivers, several isolated farms, and 8-12 hills and/or rough areas.</source>
        <translation>ACKERLAND bringt auf den Tisch: gemischtes Gelände: Straßen, 1-2 Kreuzungen mit Häusern, 1-3 furtbare Bäche/Flüsse, mehrere einzelne Höfe und 8-12 Hügel und/oder unwegsame Flächen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>HILLY puts on the table: 2-5 hills, 10-20 rough areas, 2-3 villages, 1-3 roads with exits, and 1-3 streams/rivers which can only be crossed at specific fords and bridges.</source>
        <translation>HÜGELLAND bringt auf den Tisch: 2-5 Hügel, 10-20 unwegsame Flächen, 2-3 Dörfer, 1-3 Straßen mit Ausgängen und 1-3 Bäche/Flüsse, die nur an bestimmten Furten und Brücken überquert werden können.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MOUNTAINS puts on the table: 4-6 multi-level hills, a road, a village/town, 12-20 rough areas, and unfordable streams/rivers.</source>
        <translation>GEBIRGE bringt auf den Tisch: 4-6 mehrstufige Hügel, eine Straße, ein Dorf/eine Stadt, 12-20 unwegsame Flächen und nicht furtbare Bäche/Flüsse.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TUNDRA puts on the table: the frozen north&apos;s ground, its water all frozen; the definition gives no counts: the players agree on the pieces.</source>
        <translation>TUNDRA bringt auf den Tisch: den Boden des hohen Nordens, alles Wasser gefroren; die Definition nennt keine Anzahlen: die Spieler einigen sich auf die Stücke.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NORMANDY BOCAGE puts on the table: 3+ roads all lined with hedges; more hedges making squares of 6-12 inches that cover at least 40% of the board; villages at road junctions, 1-3 hills, 3-7 rough areas and 1-3 fordable streams.</source>
        <translation>NORMANNISCHE BOCAGE bringt auf den Tisch: 3 oder mehr Straßen, alle von Hecken gesäumt; weitere Hecken bilden Vierecke von 6-12 Zoll, die mindestens 40 % des Spielfelds bedecken; Dörfer an Straßenkreuzungen, 1-3 Hügel, 3-7 unwegsame Flächen und 1-3 furtbare Bäche.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>JUNGLE puts on the table: jungle (Tarawa: covering at least 40% of the board); the definition gives no counts: the players agree on the pieces.</source>
        <translation>DSCHUNGEL bringt auf den Tisch: Dschungel (Tarawa: mindestens 40 % des Spielfelds); die Definition nennt keine Anzahlen: die Spieler einigen sich auf die Stücke.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ISLAND puts on the table: a single island filling the board, its edges beach or water, a lagoon if the players like; it is regarded as HILLY: 2-5 hills, 10-20 rough areas, 2-3 villages, 1-3 roads with exits, and 1-3 streams/rivers crossed at specific fords and bridges.</source>
        <translation>INSEL bringt auf den Tisch: eine einzige Insel, die das Spielfeld füllt, ihre Ränder Strand oder Wasser, nach Wunsch eine Lagune; sie gilt als HÜGELLAND: 2-5 Hügel, 10-20 unwegsame Flächen, 2-3 Dörfer, 1-3 Straßen mit Ausgängen und 1-3 Bäche/Flüsse, die an bestimmten Furten und Brücken überquert werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mud or Hilly terrain in Africa indicates Tunisia.</source>
        <translation>Schlamm oder Hügelland in Afrika bedeutet Tunesien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FINLAND: battles in Scandinavia and northern Russia; Table V uses the North Europe column with CITY read as TUNDRA.</source>
        <translation>FINNLAND: Gefechte in Skandinavien und Nordrussland; Tabelle V verwendet die Spalte Nordeuropa, wobei STADT als TUNDRA gelesen wird.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ISLAND invasion: A. Secretly the attacker assigns his units to three waves, each with at least 20% of the army points, and designates their invasion locations; the waves land on turns 1, 7 and 12. B. The defender then deploys (hidden deployment as Tarawa may be used). C. Naval Bombardment of 2 salvoes per turn is available. D. If Naval Bombardment is not used (a Raid), the defender makes an activation roll each turn: d10, plus ONE per turn, times 10% of the original total is alerted.</source>
        <translation>INSEL-Landung: A. Der Angreifer teilt seine Einheiten geheim in drei Wellen mit je mindestens 20 % der Armeepunkte und bestimmt ihre Landungsorte; die Wellen landen in den Runden 1, 7 und 12. B. Dann stellt der Verteidiger auf (verdeckte Aufstellung wie bei Tarawa ist möglich). C. Schiffsbeschuss mit 2 Salven je Runde steht zur Verfügung. D. Wird kein Schiffsbeschuss verwendet (ein Überfall), macht der Verteidiger jede Runde einen Alarmwurf: d10, plus EINS je Runde, mal 10 % der ursprünglichen Gesamtstärke ist alarmiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PATTON SPECIAL (1945-47): West vs USSR, the USSR attacking on 70%. Table V uses North Europe. Germans may make up at most 20% of the Allied force.</source>
        <translation>SONDERREGEL PATTON (1945-47): der Westen gegen die UdSSR, die UdSSR greift bei 70 % an. Tabelle V verwendet Nordeuropa. Deutsche dürfen höchstens 20 % der alliierten Truppe stellen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>RAID: One edge is the landing beach or river. A key installation near the defender&apos;s boardedge is the objective. Force ratio 3 attackers to 2 defenders. A majority of the defender&apos;s points must be non-vehicle items (infantry, AT and AA guns, bunkers, minefields). Once the attacker reaches the objective it must withdraw to its starting edge. The defender wins if he prevents the attacker from reaching the objective; the attacker wins if he reaches it.</source>
        <translation>ÜBERFALL: Ein Rand ist der Landestrand oder Fluss. Eine wichtige Anlage nahe dem Spielfeldrand des Verteidigers ist das Ziel. Truppenverhältnis 3 Angreifer zu 2 Verteidigern. Die Mehrheit der Punkte des Verteidigers muss aus Nicht-Fahrzeugen bestehen (Infanterie, Pak und Flak, Bunker, Minenfelder). Hat der Angreifer das Ziel erreicht, muss er sich zu seinem Ausgangsrand zurückziehen. Der Verteidiger gewinnt, wenn er den Angreifer daran hindert, das Ziel zu erreichen; der Angreifer gewinnt, wenn er es erreicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SYRIA: British vs Vichy French in Palestine/Syria, 1940-42. The Vichy may have up to 20% German or Italian allies, the British up to 10% Free French allies. The terrain is HILLY. The Vichy French player rolls to determine the attacker.</source>
        <translation>SYRIEN: Briten gegen Vichy-Franzosen in Palästina/Syrien, 1940-42. Vichy darf bis zu 20 % deutsche oder italienische Verbündete haben, die Briten bis zu 10 % Verbündete des Freien Frankreichs. Das Gelände ist HÜGELLAND. Der Vichy-Spieler würfelt den Angreifer aus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>TARAWA: the Allied player attacks; Holding Action victory conditions with a 3 to 1 ratio. Over 75% of the Japanese points are non-vehicle. Jungle covers at least 40% of the board. The Japanese may deploy in caves and deploy markers, one third fake and two thirds actual positions, revealed when they fire, are fired on or move. No SNOW is allowed.</source>
        <translation>TARAWA: der alliierte Spieler greift an; Siegbedingungen der Verzögerung mit einem Verhältnis von 3 zu 1. Über 75 % der japanischen Punkte sind Nicht-Fahrzeuge. Dschungel bedeckt mindestens 40 % des Spielfelds. Die Japaner dürfen in Höhlen aufstellen und Marker setzen, ein Drittel Attrappen und zwei Drittel echte Stellungen, aufgedeckt, wenn sie feuern, beschossen werden oder sich bewegen. Kein SCHNEE erlaubt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>NORMANDY BOCAGE: in France, Farmland with a 6 on a second d6.</source>
        <translation>NORMANNISCHE BOCAGE: in Frankreich, Ackerland mit einer 6 auf einem zweiten d6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The movement sequence is conducted simutaneously whenever possible. In close combat situations, the SLOWER vehicle moves first AND movement is alternated in 1/4 allowance segments.</source>
        <translation>Die Bewegung wird, wo immer möglich, gleichzeitig durchgeführt. Im Nahkampf bewegt sich das LANGSAMERE Fahrzeug zuerst, UND die Bewegung wechselt in Abschnitten von 1/4 der Bewegungsweite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Movement phase</source>
        <translation>Bewegungsphase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>movement phase</source>
        <translation>Bewegungsphase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road movement</source>
        <translation>Straßenbewegung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>road movement</source>
        <translation>Straßenbewegung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The road movement rate can only be used if the entire turn is spent on the road. At any time that the vehicle exits the road, its movement allowance reverts to the cross-country rate.</source>
        <translation>Die Straßengeschwindigkeit darf nur genutzt werden, wenn die ganze Runde auf der Straße verbracht wird. Sobald das Fahrzeug die Straße verlässt, fällt seine Bewegungsweite auf die Geschwindigkeit querfeldein zurück.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the vehicles that spend the whole turn on the road, at their road rate. Both sides move at once; in close combat the slower vehicle moves first, a quarter of its allowance at a time.</source>
        <translation>Die Fahrzeuge, die die ganze Runde auf der Straße verbringen, mit ihrer Straßengeschwindigkeit bewegen. Beide Seiten bewegen gleichzeitig; im Nahkampf bewegt sich das langsamere Fahrzeug zuerst, ein Viertel seiner Bewegungsweite auf einmal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cross-country movement</source>
        <translation>Bewegung querfeldein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cross-country movement</source>
        <translation>Bewegung querfeldein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross-country rates are used the most. These rates can be further reduced by difficult terrain or weather. Vehicles can always move at A speed regardless of the modifications.</source>
        <translation>Die Geschwindigkeiten querfeldein werden am meisten genutzt. Sie können durch schwieriges Gelände oder Wetter weiter vermindert werden. Fahrzeuge können sich unabhängig von allen Änderungen immer mit Geschwindigkeit A bewegen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move the other vehicles at their cross-country rate, reduced by woods, rough, snow, streams and fords (one letter) or swamp and mud (two).</source>
        <translation>Die übrigen Fahrzeuge mit ihrer Geschwindigkeit querfeldein bewegen, vermindert durch Wald, unwegsames Gelände, Schnee, Bäche und Furten (ein Buchstabe) oder Sumpf und Schlamm (zwei).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Aircraft movement</source>
        <translation>Flugzeugbewegung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>aircraft movement</source>
        <translation>Flugzeugbewegung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aircraft move along their direction arrows.</source>
        <translation>Flugzeuge bewegen sich entlang ihrer Richtungspfeile.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move each aircraft along its direction arrow.</source>
        <translation>Jedes Flugzeug entlang seines Richtungspfeils bewegen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aircraft and AA fire resolutions</source>
        <translation>Auflösung von Flugzeug- und Flakfeuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>aircraft and aa fire resolutions</source>
        <translation>Auflösung von Flugzeug- und Flakfeuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>aircraft and AA fire resolutions</source>
        <translation>Auflösung von Flugzeug- und Flakfeuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aircraft strafe and bomb; anti-aircraft guns fire at aircraft.</source>
        <translation>Flugzeuge greifen mit Bordwaffen und Bomben an; Flakgeschütze feuern auf Flugzeuge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolve strafing, bombing and anti-aircraft fire.</source>
        <translation>Bordwaffenangriffe, Bombenwürfe und Flakfeuer auflösen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mount / dismount vehicles</source>
        <translation>Auf- / Absitzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mount / dismount vehicles</source>
        <translation>Auf- / Absitzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infantry mount or dismount their transports.</source>
        <translation>Infanterie sitzt auf ihre Transporter auf oder ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infantry within 100 yards of a transport of their side may mount it; passengers may dismount within 100 yards of their vehicle. Mounting or dismounting is the unit&apos;s move for the turn.</source>
        <translation>Infanterie innerhalb 100 Yards von einem Transporter ihrer Seite darf aufsitzen; Mitfahrer dürfen innerhalb 100 Yards von ihrem Fahrzeug absitzen. Auf- oder Absitzen ist die Bewegung der Einheit für die Runde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Infantry movement</source>
        <translation>Infanteriebewegung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/session/movement/words.py" line="+27"/>
        <source>infantry movement</source>
        <translation>Infanteriebewegung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infantry and weapon system units move at the extended rate of 100 yards per turn. Weapon systems cannot fire the turn that they move.</source>
        <translation>Infanterie und Waffensysteme bewegen sich mit der erweiterten Geschwindigkeit von 100 Yards je Runde. Waffensysteme können in der Runde, in der sie sich bewegen, nicht feuern.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move infantry and weapon systems up to 100 yards. A weapon system that moves cannot fire this turn.</source>
        <translation>Infanterie und Waffensysteme bis zu 100 Yards bewegen. Ein Waffensystem, das sich bewegt, kann in dieser Runde nicht feuern.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+214"/>
        <location filename="../../morefire_gui/rules/infantry/melee.py" line="+87"/>
        <source>artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <location line="-213"/>
        <source>Artillery fire phase</source>
        <translation>Artilleriefeuerphase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>artillery fire phase</source>
        <translation>Artilleriefeuerphase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Determine the actual impact point of the barrage</source>
        <translation>Den tatsächlichen Einschlagpunkt des Sperrfeuers bestimmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>determine the actual impact point of the barrage</source>
        <translation>den tatsächlichen Einschlagpunkt des Sperrfeuers bestimmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is always a chance that rounds will land off target. Observed fire is when the target can be seen, valid LOS, by any friendly unit.</source>
        <translation>Es besteht immer die Möglichkeit, dass Granaten neben dem Ziel einschlagen. Beobachtetes Feuer liegt vor, wenn das Ziel von irgendeiner eigenen Einheit gesehen werden kann (gültige Sichtlinie).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The missions that land this turn come down as the step begins (Next rolls the error and places the impact); the barrage dialog shows each, and Act shows it again.</source>
        <translation>Die Aufträge, die in dieser Runde eintreffen, schlagen zu Beginn des Schritts ein (Weiter würfelt die Abweichung und setzt den Einschlag); der Sperrfeuerdialog zeigt jeden, und Handeln zeigt ihn erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resolve damage to units in the impact zone</source>
        <translation>Schaden an Einheiten in der Einschlagzone auflösen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resolve damage to units in the impact zone</source>
        <translation>Schaden an Einheiten in der Einschlagzone auflösen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Firer will roll separately for each vehicle or infantry unit located in or partially in the damage zone.</source>
        <translation>Der feuernde Spieler würfelt einzeln für jedes Fahrzeug und jede Infanterieeinheit ganz oder teilweise in der Schadenszone.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each barrage that landed at A has rolled for every unit in its damage zone, and its hits are on the units; counter-battery fire is counted here.</source>
        <translation>Jedes in A eingetroffene Sperrfeuer hat für jede Einheit in seiner Schadenszone gewürfelt, und seine Treffer liegen auf den Einheiten; Konterbatteriefeuer wird hier gezählt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adjust rounds for next turn and call for new fire</source>
        <translation>Feuer für die nächste Runde korrigieren und neues Feuer anfordern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>adjust rounds for next turn and call for new fire</source>
        <translation>Feuer für die nächste Runde korrigieren und neues Feuer anfordern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Written requests are required for all off-board/indirect fire. Order options: A. FIRE at registration point; B. REPEAT; C. SHIFT A/D and R/L; D. CEASE FIRE. A new fire mission lands after the time lapse.</source>
        <translation>Für alles Feuer von außerhalb des Tisches und alles indirekte Feuer sind schriftliche Anforderungen nötig. Befehlsmöglichkeiten: A. FEUER auf Vermessungspunkt; B. WIEDERHOLEN; C. VERLEGEN vor/zurück und rechts/links; D. FEUER EINSTELLEN. Ein neuer Feuerauftrag trifft nach der Vorlaufzeit ein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write each battery&apos;s order: FIRE at a registration point or a point (the Barrage tool), landing after the time lapse; REPEAT or SHIFT (next turn); CEASE FIRE; or counter-battery fire. A battery on the board may instead begin its set-up or breakdown (Artillery dock).</source>
        <translation>Den Befehl jeder Batterie schreiben: FEUER auf einen Vermessungspunkt oder einen Punkt (das Sperrfeuerwerkzeug), eintreffend nach der Vorlaufzeit; WIEDERHOLEN oder VERLEGEN (nächste Runde); FEUER EINSTELLEN; oder Konterbatteriefeuer. Eine Batterie auf dem Tisch kann stattdessen ihren Aufbau oder Abbau beginnen (Feld Artillerie).</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/model/actions/direct_fire.py" line="+47"/>
        <location filename="../../morefire_gui/session/direct_fire/words.py" line="+39"/>
        <source>Direct fire</source>
        <translation>Direktes Feuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+272"/>
        <source>direct fire</source>
        <translation>direktes Feuer</translation>
    </message>
    <message>
        <location line="-271"/>
        <source>Direct fire phase</source>
        <translation>Phase des direkten Feuers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>direct fire phase</source>
        <translation>Phase des direkten Feuers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anti-tank vs tank</source>
        <translation>Panzerabwehr gegen Panzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>anti-tank vs tank</source>
        <translation>Panzerabwehr gegen Panzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anti-tank guns and squad anti-tank systems fire at tanks.</source>
        <translation>Pak und Panzerabwehrwaffen der Trupps feuern auf Panzer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire the anti-tank guns and squad anti-tank weapons at tanks.</source>
        <translation>Die Pak und die Panzerabwehrwaffen der Trupps auf Panzer feuern lassen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tank vs tank and vehicles</source>
        <translation>Panzer gegen Panzer und Fahrzeuge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tank vs tank and vehicles</source>
        <translation>Panzer gegen Panzer und Fahrzeuge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanks fire at tanks and other vehicles.</source>
        <translation>Panzer feuern auf Panzer und andere Fahrzeuge.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire the tanks&apos; guns at tanks and vehicles; roll to hit, hit location and penetration.</source>
        <translation>Die Kanonen der Panzer auf Panzer und Fahrzeuge feuern lassen; auf Treffer, Trefferort und Durchschlag würfeln.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tank vs infantry and AT systems</source>
        <translation>Panzer gegen Infanterie und Panzerabwehrsysteme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tank vs infantry and at systems</source>
        <translation>Panzer gegen Infanterie und Panzerabwehrsysteme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tank vs infantry and AT systems</source>
        <translation>Panzer gegen Infanterie und Panzerabwehrsysteme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tanks fire their machine guns (TMG) and high explosive (T-HE) at infantry and anti-tank systems.</source>
        <translation>Panzer feuern mit ihren Maschinengewehren (TMG) und Sprenggranaten (T-HE) auf Infanterie und Panzerabwehrsysteme.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fire the tanks&apos; machine guns and high explosive at infantry and anti-tank systems.</source>
        <translation>Die Maschinengewehre und Sprenggranaten der Panzer auf Infanterie und Panzerabwehrsysteme feuern lassen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infantry vs infantry</source>
        <translation>Infanterie gegen Infanterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/session/direct_fire/words.py" line="-24"/>
        <source>infantry vs infantry</source>
        <translation>Infanterie gegen Infanterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infantry fire expressed as Fire Intensity Rating (FIR) represents a volume of fire at a target or into a 100 yard square target area. All fire into a target area is combined into a single total.</source>
        <translation>Infanteriefeuer, ausgedrückt als Feuerstärke (FIR), stellt eine Feuermenge auf ein Ziel oder in einen Zielbereich von 100 Yards im Quadrat dar. Alles Feuer in einen Zielbereich wird zu einer einzigen Summe zusammengefasst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Combine each side&apos;s fire into the 100-yard squares it fires at and roll once per target.</source>
        <translation>Das Feuer jeder Seite in die beschossenen Quadrate von 100 Yards zusammenfassen und je Ziel einmal würfeln.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/model/actions/infantry.py" line="+62"/>
        <location filename="../../morefire_gui/session/infantry/melee.py" line="+188"/>
        <location line="+7"/>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+246"/>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <location line="-245"/>
        <source>Melee phase</source>
        <translation>Nahkampfphase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>melee phase</source>
        <translation>Nahkampfphase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infantry vs infantry melees</source>
        <translation>Nahkämpfe Infanterie gegen Infanterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infantry vs infantry melees</source>
        <translation>Nahkämpfe Infanterie gegen Infanterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infantry melees are resolved by each side rolling a d10 and adding its Melee rating. The side with the higher total is the winner. The loser is destroyed.</source>
        <translation>Infanterie-Nahkämpfe werden aufgelöst, indem jede Seite einen d10 würfelt und ihren Nahkampfwert addiert. Die Seite mit der höheren Summe gewinnt. Der Verlierer ist zerstört.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resolve the melees of infantry in contact with enemy infantry.</source>
        <translation>Die Nahkämpfe von Infanterie in Kontakt mit feindlicher Infanterie auflösen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infantry assaults vs tanks and bunkers</source>
        <translation>Infanteriesturm gegen Panzer und Bunker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infantry assaults vs tanks and bunkers</source>
        <translation>Infanteriesturm gegen Panzer und Bunker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assault sequence: 1. Tank/Bunker fire against the infantry unit. 2. Supporting infantry can fire at the attackers. 3. Surviving assault units can melee the tank/bunker.</source>
        <translation>Ablauf des Sturms: 1. Feuer des Panzers/Bunkers auf die Infanterieeinheit. 2. Unterstützende Infanterie kann auf die Angreifer feuern. 3. Überlebende Sturmeinheiten können den Panzer/Bunker im Nahkampf angreifen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resolve the assaults of infantry in contact with enemy tanks and bunkers; suicide squads must assault.</source>
        <translation>Die Stürme von Infanterie in Kontakt mit feindlichen Panzern und Bunkern auflösen; Todeskommandos müssen stürmen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Air arrows</source>
        <translation>Flugpfeile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>air arrows</source>
        <translation>Flugpfeile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change aircraft movement direction arrow</source>
        <translation>Richtungspfeil der Flugzeugbewegung ändern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>change aircraft movement direction arrow</source>
        <translation>Richtungspfeil der Flugzeugbewegung ändern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change aircraft direction arrows up to 90 degrees</source>
        <translation>Richtungspfeile der Flugzeuge um bis zu 90 Grad ändern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>change aircraft direction arrows up to 90 degrees</source>
        <translation>Richtungspfeile der Flugzeuge um bis zu 90 Grad ändern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHANGE AIRCRAFT MOVEMENT DIRECTION ARROW UP TO 90 DEGREES.</source>
        <translation>RICHTUNGSPFEIL DER FLUGZEUGBEWEGUNG UM BIS ZU 90 GRAD ÄNDERN.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn each aircraft&apos;s direction arrow by up to 90 degrees. Next begins the next turn.</source>
        <translation>Den Richtungspfeil jedes Flugzeugs um bis zu 90 Grad drehen. Weiter beginnt die nächste Runde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table I</source>
        <translation>Tabelle I</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table II</source>
        <translation>Tabelle II</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table III</source>
        <translation>Tabelle III</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table IV</source>
        <translation>Tabelle IV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table V</source>
        <translation>Tabelle V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table VI</source>
        <translation>Tabelle VI</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table VII</source>
        <translation>Tabelle VII</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repeat</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shift</source>
        <translation>Verlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cease fire</source>
        <translation>Feuer einstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter battery</source>
        <translation>Konterbatterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on board</source>
        <translation>auf dem Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off board</source>
        <translation>außerhalb des Tisches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>naval</source>
        <translation>Schiffsartillerie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/session/table_edits.py" line="+71"/>
        <source>strict</source>
        <translation>streng</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/session/table_edits.py" line="+0"/>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+144"/>
        <location filename="../../morefire_gui/session/table_edit_log.py" line="+47"/>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <location filename="../../morefire_gui/session/table_edit_log.py" line="+4"/>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <location filename="../../morefire_gui/session/table_edit_log.py" line="-2"/>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <location filename="../../morefire_gui/session/table_edit_log.py" line="+4"/>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+32"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+51"/>
        <source>hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>rough</source>
        <translation>unwegsames Gelände</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="-26"/>
        <location line="+28"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+105"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+5"/>
        <source>building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>village</source>
        <translation>Dorf</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>crops</source>
        <translation>Feldfrüchte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="-21"/>
        <source>jungle</source>
        <translation>Dschungel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <location line="+374"/>
        <source>2pdr AT</source>
        <translation>2pdr Pak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6pdr AT</source>
        <translation>6pdr Pak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>17pdr AT</source>
        <translation>17pdr Pak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5.5in gun</source>
        <translation>5.5in K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3.7in AA</source>
        <translation>3.7in Flak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3in mort</source>
        <translation>3in Mrs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4.2in mort</source>
        <translation>4.2in Mrs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25mm AT</source>
        <translation>25mm Pak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>47mm AT</source>
        <translation>47mm Pak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25mm AA</source>
        <translation>25mm Flak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>81mm mort</source>
        <translation>81mm Mrs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8cm mort</source>
        <translation>8cm GrW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>12cm mort</source>
        <translation>12cm GrW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>47/32 AT</source>
        <translation>47/32 Pak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>90/53 AA</source>
        <translation>90/53 Flak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>37mm AT</source>
        <translation>37mm Pak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>70mm bn gun</source>
        <translation>70mm IG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75mm mtn</source>
        <translation>75mm GebG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20mm AA</source>
        <translation>20mm Flak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>40mm AA</source>
        <translation>40mm Flak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>100mm how</source>
        <translation>100mm H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AT Rifle</source>
        <translation>PzB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M3 htrack</source>
        <translation>M3 SPW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>90mm AA</source>
        <translation>90mm Flak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75mm pack</source>
        <translation>75mm GebH</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>60mm mort</source>
        <translation>60mm Mrs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>45mm AT</source>
        <translation>45mm Pak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>76mm regt</source>
        <translation>76mm RgtG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>37mm AA</source>
        <translation>37mm Flak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>85mm AA</source>
        <translation>85mm Flak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>82 mort</source>
        <translation>82 Mrs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>120 mort</source>
        <translation>120 Mrs</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/geometry/force_placement.py" line="+76"/>
        <source>zone {n}</source>
        <translation>Zone {n}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>its deployment zone ({names})</source>
        <translation>ihrer Aufstellungszone ({names})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the quarter of the table at its {edge} edge (it has no deployment zone)</source>
        <translation>dem Tischviertel an ihrem Rand im {edge} (sie hat keine Aufstellungszone)</translation>
    </message>
    <message>
        <location line="+36"/>
        <location filename="../../morefire_gui/gui/rule_texts.py" line="-404"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rivers</source>
        <translation>Flüsse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minefields</source>
        <translation>Minenfelder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beaches</source>
        <translation>Strände</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>{ground}, less the {what} in it</source>
        <translation>{ground} ohne {what} darin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{ground}, on the shore beyond its water</source>
        <translation>{ground}, am Ufer jenseits ihres Wassers</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/rule_texts.py" line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>stream</source>
        <translation>Bach</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>hedge</source>
        <translation>Hecke</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+17"/>
        <source>ford</source>
        <translation>Furt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>crossroad</source>
        <translation>Kreuzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>road exit</source>
        <translation>Straßenausgang</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>minefield</source>
        <translation>Minenfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>beach</source>
        <translation>Strand</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/model/terms.py" line="-61"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="-3"/>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <source>foxhole</source>
        <translation>Schützenloch</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <source>trench</source>
        <translation>Graben</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+3"/>
        <source>bunker</source>
        <translation>Bunker</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="-10"/>
        <location filename="../../morefire_gui/rules/infantry/fire.py" line="+461"/>
        <location filename="../../morefire_gui/rules/infantry/terms.py" line="+26"/>
        <source>suppressed</source>
        <translation>niedergehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="-6"/>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="+86"/>
        <location filename="../../morefire_gui/rules/infantry/terms.py" line="+4"/>
        <location filename="../../morefire_gui/session/sequence_of_play.py" line="+176"/>
        <source>immobilized</source>
        <translation>bewegungsunfähig</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <location filename="../../morefire_gui/rules/aircraft/anti_aircraft.py" line="+103"/>
        <location filename="../../morefire_gui/rules/aircraft/terms.py" line="+6"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="-1"/>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="-1"/>
        <location filename="../../morefire_gui/rules/infantry/fire.py" line="-264"/>
        <location filename="../../morefire_gui/rules/infantry/terms.py" line="-1"/>
        <location filename="../../morefire_gui/session/aircraft/run.py" line="+259"/>
        <location filename="../../morefire_gui/session/direct_fire/spotting.py" line="+213"/>
        <source>destroyed</source>
        <translation>zerstört</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <location filename="../../morefire_gui/rules/direct_fire/fire.py" line="+532"/>
        <source>defilade</source>
        <translation>in Deckung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <location filename="../../morefire_gui/session/direct_fire/spotting.py" line="-51"/>
        <source>spotted</source>
        <translation>gesichtet</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <source>hidden</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+6"/>
        <source>infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/aircraft/attacks.py" line="-1"/>
        <location filename="../../morefire_gui/rules/aircraft/terms.py" line="-7"/>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/rules/aircraft/attacks.py" line="+2"/>
        <location filename="../../morefire_gui/rules/aircraft/terms.py" line="+2"/>
        <source>high</source>
        <translation>hoch</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/aircraft/terms.py" line="+1"/>
        <source>strafe</source>
        <translation>Bordwaffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/aircraft/terms.py" line="+1"/>
        <source>bomb</source>
        <translation>Bomben</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/aircraft/terms.py" line="+1"/>
        <source>in play</source>
        <translation>im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/aircraft/terms.py" line="+1"/>
        <source>aborted</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/aircraft/terms.py" line="+2"/>
        <source>exited</source>
        <translation>abgeflogen</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+40"/>
        <source>deployed</source>
        <translation>feuerbereit</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <source>setting up</source>
        <translation>im Aufbau</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <source>breaking down</source>
        <translation>im Abbau</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <source>in transit</source>
        <translation>im Transport</translation>
    </message>
    <message>
        <location line="-18"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="-58"/>
        <source>spread</source>
        <translation>gestreut</translation>
    </message>
    <message>
        <location line="-293"/>
        <source>STEPPES: little terrain; at harvest time, patches of LOS-blocking crops can be added.</source>
        <translation>STEPPE: wenig Gelände; zur Erntezeit können Flecken sichtblockierender Feldfrüchte hinzugefügt werden.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>STEPPES puts on the table: little terrain: 1-4 rough areas, 1-3 roads, junctions and a few villages or farms; at harvest time, patches of LOS-blocking crops can be added.</source>
        <translation>STEPPE bringt auf den Tisch: wenig Gelände: 1-4 unwegsame Flächen, 1-3 Straßen, Kreuzungen und einige Dörfer oder Höfe; zur Erntezeit können Flecken sichtblockierender Feldfrüchte hinzugefügt werden.</translation>
    </message>
    <message>
        <location line="+236"/>
        <source>farm</source>
        <translation>Gehöft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raid landing</source>
        <translation>Landung des Überfalls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raid objective</source>
        <translation>Ziel des Überfalls</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <source>converged</source>
        <translation>gebündelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <source>long</source>
        <translation>zu weit</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <source>short</source>
        <translation>zu kurz</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/fire_missions.py" line="+95"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="-15"/>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/fire_missions.py" line="+0"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="+1"/>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+5"/>
        <source>self propelled</source>
        <translation>Selbstfahrlafette</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <source>towed</source>
        <translation>gezogen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+17"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <location filename="../../morefire_gui/session/forces/budget.py" line="+280"/>
        <source>mortar</source>
        <translation>Mörser</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="-3"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <source>anti tank</source>
        <translation>Panzerabwehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="+13"/>
        <location filename="../../morefire_gui/rules/infantry/fire.py" line="+262"/>
        <location filename="../../morefire_gui/rules/infantry/tables.py" line="+176"/>
        <location filename="../../morefire_gui/rules/infantry/terms.py" line="-1"/>
        <source>no effect</source>
        <translation>ohne Wirkung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+7"/>
        <source>ruins</source>
        <translation>Ruinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+2"/>
        <source>truck</source>
        <translation>Lastwagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="-10"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <source>tank</source>
        <translation>Panzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+5"/>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="+1"/>
        <source>halftrack</source>
        <translation>Halbkettenfahrzeug</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../morefire_gui/model/terms.py" line="-8"/>
        <location filename="../../morefire_gui/session/conditions.py" line="+230"/>
        <location filename="../../morefire_gui/session/mounting.py" line="+39"/>
        <location filename="../../morefire_gui/session/movement/words.py" line="+8"/>
        <source>vehicle</source>
        <translation>Fahrzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <source>gun</source>
        <translation>Geschütz</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <source>aircraft</source>
        <translation>Flugzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>average</source>
        <translation>mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>small</source>
        <translation>klein</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/infantry/suicide_squads.py" line="+103"/>
        <location filename="../../morefire_gui/rules/scenario/victory.py" line="+333"/>
        <location filename="../../morefire_gui/session/table_edit_log.py" line="+59"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>tank destroyer</source>
        <translation>Jagdpanzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <source>assault gun</source>
        <translation>Sturmgeschütz</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <source>self propelled gun</source>
        <translation>Selbstfahrlafette</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <source>armoured car</source>
        <translation>Panzerspähwagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>transport</source>
        <translation>Transporter</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <source>recovery</source>
        <translation>Bergefahrzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <source>minesweeper</source>
        <translation>Minenräumer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+3"/>
        <source>field</source>
        <translation>Feldgeschütz</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+1"/>
        <source>howitzer</source>
        <translation>Haubitze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fighter</source>
        <translation>Jäger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fighter bomber</source>
        <translation>Jagdbomber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ground attack</source>
        <translation>Schlachtflugzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dive bomber</source>
        <translation>Sturzkampfflugzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>light bomber</source>
        <translation>leichter Bomber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>light</source>
        <translation>leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heavy</source>
        <translation>schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tracked</source>
        <translation>Kettenfahrzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wheeled</source>
        <translation>Radfahrzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="-17"/>
        <source>front</source>
        <translation>vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="+1"/>
        <location filename="../../morefire_gui/session/table_edit_log.py" line="-39"/>
        <source>side</source>
        <translation>seitlich</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="+1"/>
        <source>rear</source>
        <translation>hinten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="+3"/>
        <source>turret</source>
        <translation>Turm</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="+1"/>
        <source>hull</source>
        <translation>Wanne</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="+1"/>
        <source>suspension</source>
        <translation>Fahrwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="+13"/>
        <source>no damage</source>
        <translation>kein Schaden</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="+1"/>
        <source>immobile</source>
        <translation>bewegungsunfähig</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="-5"/>
        <source>miss</source>
        <translation>daneben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weapon system</source>
        <translation>Waffensystem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open topped vehicle</source>
        <translation>oben offenes Fahrzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>enclosed vehicle</source>
        <translation>geschlossenes Fahrzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/rules/infantry/melee.py" line="+0"/>
        <source>administrative</source>
        <translation>Verwaltung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>guard</source>
        <translation>Garde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waffen ss</source>
        <translation>Waffen-SS</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/infantry/fire.py" line="+1"/>
        <location filename="../../morefire_gui/rules/infantry/terms.py" line="-1"/>
        <source>eliminated</source>
        <translation>ausgeschaltet</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/session/table_edit_log.py" line="+2"/>
        <source>cover</source>
        <translation>Deckung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hard cover</source>
        <translation>harte Deckung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tracked ac 1 3</source>
        <translation>Kettenfahrzeug AC 1-3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tracked ac 4 plus</source>
        <translation>Kettenfahrzeug AC 4+</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>enter</source>
        <translation>Eintritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exit</source>
        <translation>Austritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not rolled</source>
        <translation>nicht gewürfelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/session/table_edit_log.py" line="-8"/>
        <source>cleared</source>
        <translation>geräumt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="-11"/>
        <source>axis</source>
        <translation>Achse</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>allies</source>
        <translation>Alliierte</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="-50"/>
        <source>north europe</source>
        <translation>Nordeuropa</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+14"/>
        <source>winter</source>
        <translation>Winter</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>spring</source>
        <translation>Frühling</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+2"/>
        <source>fall</source>
        <translation>Herbst</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+15"/>
        <source>desert</source>
        <translation>Wüste</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>hilly</source>
        <translation>Hügelland</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>farmland</source>
        <translation>Ackerland</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>mountains</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>steppes</source>
        <translation>Steppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>tundra</source>
        <translation>Tundra</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>bocage</source>
        <translation>Bocage</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+2"/>
        <source>island</source>
        <translation>Insel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>delay</source>
        <translation>Verzögerung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>holding action</source>
        <translation>Halteauftrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>advance to contact</source>
        <translation>Vorstoß bis Feindberührung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>counterattack</source>
        <translation>Gegenangriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>raid</source>
        <translation>Überfall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>patton</source>
        <translation>Patton</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>syria</source>
        <translation>Syrien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tarawa</source>
        <translation>Tarawa</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/battle.py" line="+135"/>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="+613"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <location filename="../../morefire_gui/session/forces/budget.py" line="-205"/>
        <location filename="../../morefire_gui/session/infantry/melee.py" line="-23"/>
        <source>attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/battle.py" line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <location filename="../../morefire_gui/session/forces/budget.py" line="+2"/>
        <location filename="../../morefire_gui/session/infantry/melee.py" line="+1"/>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+5"/>
        <source>quarter</source>
        <translation>Viertel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>midpoint</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>edge</source>
        <translation>Rand</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+7"/>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>retained captured</source>
        <translation>Gehalten/Erobert</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>decisive</source>
        <translation>entscheidend</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>marginal</source>
        <translation>knapp</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>attacker victory</source>
        <translation>Sieg des Angreifers</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>defender victory</source>
        <translation>Sieg des Verteidigers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vehicles on road</source>
        <translation>Fahrzeuge auf der Straße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vehicles</source>
        <translation>Fahrzeuge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>air defence</source>
        <translation>Flugabwehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mount</source>
        <translation>Aufsitzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infantry movers</source>
        <translation>sich bewegende Infanterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missions landing</source>
        <translation>eintreffende Aufträge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>batteries</source>
        <translation>Batterien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at weapons</source>
        <translation>Panzerabwehrwaffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gun vehicles</source>
        <translation>Geschützfahrzeuge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>armed vehicles</source>
        <translation>bewaffnete Fahrzeuge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infantry firers</source>
        <translation>feuernde Infanterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>melee contact</source>
        <translation>Nahkampfkontakt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>assault contact</source>
        <translation>Sturmkontakt</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/session/table_edit_log.py" line="+9"/>
        <source>moved</source>
        <translation>bewegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>acted</source>
        <translation>gehandelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fordable</source>
        <translation>furtbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fords and bridges</source>
        <translation>Furten und Brücken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unfordable</source>
        <translation>nicht furtbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bridges</source>
        <translation>Brücken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suppression</source>
        <translation>Niederhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fire mission</source>
        <translation>Feuerauftrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>barrage</source>
        <translation>Sperrfeuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>breakdown</source>
        <translation>Abbau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minefield clearing</source>
        <translation>Minenräumen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>island wave</source>
        <translation>Inselwelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>island activation</source>
        <translation>Inselalarm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>marks</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>battery set up</source>
        <translation>Batterieaufbau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spotting</source>
        <translation>Sichtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lost spots</source>
        <translation>verlorene Sichtungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infantry fire</source>
        <translation>Infanteriefeuer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assault</source>
        <translation>Sturm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>suicide squad</source>
        <translation>Todeskommando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>aircraft run</source>
        <translation>Anflug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>new airstrike</source>
        <translation>neuer Luftangriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>air arrow</source>
        <translation>Flugrichtungspfeil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gun set up</source>
        <translation>Geschützaufbau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>html</source>
        <translation>HTML</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/session/unit_facts.py" line="+26"/>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>battery</source>
        <translation>Batterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at weapon</source>
        <translation>Panzerabwehrwaffe</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/actions/aircraft.py" line="+37"/>
        <source>Airstrike</source>
        <translation>Luftangriff</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Airstrike by {side}: {aircraft}</source>
        <translation>Luftangriff der Seite {side}: {aircraft}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Aircraft run</source>
        <translation>Anflug</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{aircraft} flies its run</source>
        <translation>{aircraft} fliegt seinen Anflug</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Turn the direction arrow</source>
        <translation>Den Richtungspfeil drehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/session/aircraft/arrows.py" line="+43"/>
        <source>Turn {aircraft}&apos;s arrow to {heading:g}</source>
        <translation>Den Pfeil von {aircraft} auf {heading:g} drehen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Snowing</source>
        <translation>Schneefall</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It is snowing</source>
        <translation>Es schneit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not snowing</source>
        <translation>Es schneit nicht</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/actions/artillery.py" line="+39"/>
        <source>FIRE</source>
        <translation>FEUER</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>REPEAT</source>
        <translation>WIEDERHOLEN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SHIFT</source>
        <translation>VERLEGEN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CEASE FIRE</source>
        <translation>FEUER EINSTELLEN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>counter-battery fire</source>
        <translation>Konterbatteriefeuer</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Artillery order</source>
        <translation>Artilleriebefehl</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a FIRE order aims at exactly one of a registration point or a point (4.12 A)</source>
        <translation>ein FEUER-Befehl zielt auf genau eines: einen Vermessungspunkt oder einen Punkt (4.12 A)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a FIRE order&apos;s shift is from a registration point (4.12 A); at a point, give the point itself</source>
        <translation>ein FEUER-Befehl wird von einem Vermessungspunkt aus verlegt (4.12 A); bei einem Punkt den Punkt selbst angeben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a SHIFT order gives its shift: add/drop and right/left yards (4.12 C)</source>
        <translation>ein VERLEGEN-Befehl nennt seine Verlegung: vor/zurück und rechts/links in Yards (4.12 C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>counter-battery fire names the battery it fires at (4.42)</source>
        <translation>Konterbatteriefeuer nennt die Batterie, auf die es feuert (4.42)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../morefire_gui/session/fire_orders.py" line="+116"/>
        <location line="+129"/>
        <location line="+253"/>
        <source>{battery}: {order}</source>
        <translation>{battery}: {order}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{order} at RP #{n}</source>
        <translation>{order} auf Verm.-Punkt #{n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{order} at {x:.1f}, {y:.1f}</source>
        <translation>{order} bei {x:.1f} / {y:.1f}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{order} {shift}</source>
        <translation>{order} {shift}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{order} at {target}</source>
        <translation>{order} auf {target}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Battery set-up</source>
        <translation>Aufbau der Batterie</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/session/artillery_set_up.py" line="+149"/>
        <source>{battery} sets up</source>
        <translation>{battery} baut auf</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Battery breakdown</source>
        <translation>Abbau der Batterie</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/session/artillery_set_up.py" line="+2"/>
        <source>{battery} breaks down</source>
        <translation>{battery} baut ab</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Gun set-up</source>
        <translation>Aufbau des Geschützes</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/session/gun_set_up.py" line="+101"/>
        <source>{unit} sets up</source>
        <translation>{unit} baut auf</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Gun breakdown</source>
        <translation>Abbau des Geschützes</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/session/gun_set_up.py" line="+0"/>
        <source>{unit} breaks down</source>
        <translation>{unit} baut ab</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../../morefire_gui/session/artillery/result.py" line="+54"/>
        <source>Barrage</source>
        <translation>Sperrfeuer</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../morefire_gui/session/artillery/plan.py" line="+218"/>
        <source>naval guns</source>
        <translation>Schiffsgeschütze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off-board guns</source>
        <translation>Geschütze außerhalb des Tisches</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Barrage by {guns} at RP #{n}</source>
        <translation>Sperrfeuer durch {guns} auf Verm.-Punkt #{n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Barrage by {guns} at {x:.1f}, {y:.1f}</source>
        <translation>Sperrfeuer durch {guns} bei {x:.1f} / {y:.1f}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Barrage by {guns}</source>
        <translation>Sperrfeuer durch {guns}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Plot registration point</source>
        <translation>Vermessungspunkt eintragen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Plot a registration point</source>
        <translation>Einen Vermessungspunkt eintragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/session/artillery/records.py" line="+71"/>
        <source>Plot registration point #{n}</source>
        <translation>Vermessungspunkt #{n} eintragen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Remove registration point</source>
        <translation>Vermessungspunkt entfernen</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../morefire_gui/session/artillery/records.py" line="+24"/>
        <source>Remove registration point #{n}</source>
        <translation>Vermessungspunkt #{n} entfernen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New battery</source>
        <translation>Neue Batterie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New battery {battery}</source>
        <translation>Neue Batterie {battery}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete battery</source>
        <translation>Batterie löschen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delete battery {battery}</source>
        <translation>Batterie {battery} löschen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{order} at {x:g}, {y:g}</source>
        <translation>{order} bei {x:g} / {y:g}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Barrage by {guns} at {x:g}, {y:g}</source>
        <translation>Sperrfeuer durch {guns} bei {x:g} / {y:g}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/actions/direct_fire.py" line="-25"/>
        <source>Spot</source>
        <translation>Sichtung</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/session/direct_fire/words.py" line="+8"/>
        <source>{spotter} spots {target}</source>
        <translation>{spotter} sichtet {target}</translation>
    </message>
    <message>
        <location line="+25"/>
        <location filename="../../morefire_gui/session/direct_fire/fire.py" line="+503"/>
        <source>{firer} fires at {target}</source>
        <translation>{firer} feuert auf {target}</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../../morefire_gui/session/direct_fire/words.py" line="+1"/>
        <location filename="../../morefire_gui/session/table_edits.py" line="+225"/>
        <source>Spots lost behind terrain</source>
        <translation>Hinter Gelände verlorene Sichtungen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/actions/forces.py" line="+131"/>
        <location filename="../../morefire_gui/session/forces/placement.py" line="+353"/>
        <source>Place forces</source>
        <translation>Truppen aufstellen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Forces of {side}</source>
        <translation>Truppen der Seite {side}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Placement complete</source>
        <translation>Aufstellung abgeschlossen</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../morefire_gui/session/scenario.py" line="+725"/>
        <source>Placement complete: the defender&apos;s base edge is {edge}</source>
        <translation>Aufstellung abgeschlossen: die Grundlinie des Verteidigers ist {edge}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Objective reached</source>
        <translation>Ziel erreicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../morefire_gui/session/scenario.py" line="+22"/>
        <source>The attacker reached the objective</source>
        <translation>Der Angreifer hat das Ziel erreicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/session/scenario.py" line="+2"/>
        <source>The attacker has not reached the objective</source>
        <translation>Der Angreifer hat das Ziel nicht erreicht</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Building destroyed</source>
        <translation>Gebäude zerstört</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../morefire_gui/session/scenario.py" line="+34"/>
        <source>{location} is destroyed</source>
        <translation>{location} ist zerstört</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/session/scenario.py" line="+2"/>
        <source>{location} is not destroyed</source>
        <translation>{location} ist nicht zerstört</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Set the mission</source>
        <translation>Auftrag festlegen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take the mission away</source>
        <translation>Auftrag entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mission: {mission}</source>
        <translation>Auftrag: {mission}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Record the score</source>
        <translation>Das Ergebnis festhalten</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/actions/infantry.py" line="-16"/>
        <source>Infantry fire</source>
        <translation>Infanteriefeuer</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../../morefire_gui/session/infantry/actions.py" line="+266"/>
        <location filename="../../morefire_gui/session/infantry/melee.py" line="+41"/>
        <source>Melee {unit} against {other}</source>
        <translation>Nahkampf {unit} gegen {other}</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../../morefire_gui/session/infantry/assault.py" line="+56"/>
        <source>Assault</source>
        <translation>Sturm</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/session/infantry/actions.py" line="+2"/>
        <location filename="../../morefire_gui/session/infantry/assault.py" line="+512"/>
        <source>Assault by {unit} on {target}</source>
        <translation>Sturm von {unit} auf {target}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Suicide squad</source>
        <translation>Todeskommando</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/session/infantry/assault.py" line="+125"/>
        <source>Reclassify {unit} as a suicide squad</source>
        <translation>{unit} als Todeskommando umklassifizieren</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Infantry fire into {x:g}, {y:g}</source>
        <translation>Infanteriefeuer nach {x:g} / {y:g}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infantry fire at {x:g},{y:g}</source>
        <translation>Infanteriefeuer auf {x:g} / {y:g}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/actions/movement.py" line="+28"/>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/session/movement/words.py" line="-2"/>
        <source>Move {unit}</source>
        <translation>{unit} bewegen</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../morefire_gui/session/movement/mounting.py" line="+112"/>
        <source>Mount</source>
        <translation>Aufsitzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/session/movement/mounting.py" line="+16"/>
        <source>Mount {unit} on {vehicle}</source>
        <translation>{unit} auf {vehicle} aufsitzen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Dismount</source>
        <translation>Absitzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/session/movement/mounting.py" line="+55"/>
        <source>Dismount {unit}</source>
        <translation>{unit} absitzen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Ski troops</source>
        <translation>Skitruppen</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../morefire_gui/session/movement/ski_troops.py" line="+43"/>
        <source>{units}: ski troops</source>
        <translation>{units}: Skitruppen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/session/movement/ski_troops.py" line="+2"/>
        <source>{units}: no longer ski troops</source>
        <translation>{units}: keine Skitruppen mehr</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../morefire_gui/session/movement/actions.py" line="+315"/>
        <source>The ice (TUNDRA)</source>
        <translation>Das Eis (TUNDRA)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/actions/table.py" line="+28"/>
        <location filename="../../morefire_gui/session/edits.py" line="+116"/>
        <source>Add terrain</source>
        <translation>Gelände hinzufügen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Add {kind} {piece}</source>
        <translation>{kind} {piece} hinzufügen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Lay deliberate {mines} minefield {piece}</source>
        <translation>Planmäßiges {mines}-Minenfeld {piece} legen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay deliberate {mines} minefield {piece} ({owner})</source>
        <translation>Planmäßiges {mines}-Minenfeld {piece} der Seite {owner} legen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay hasty {mines} minefield {piece}</source>
        <translation>Hastiges {mines}-Minenfeld {piece} legen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay hasty {mines} minefield {piece} ({owner})</source>
        <translation>Hastiges {mines}-Minenfeld {piece} der Seite {owner} legen</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../morefire_gui/session/edits.py" line="-18"/>
        <source>Change terrain</source>
        <translation>Gelände ändern</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+52"/>
        <source>Change {pieces}</source>
        <translation>{pieces} ändern</translation>
    </message>
    <message>
        <location line="-44"/>
        <location filename="../../morefire_gui/session/edits.py" line="+33"/>
        <source>Delete terrain</source>
        <translation>Gelände löschen</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../morefire_gui/session/edits.py" line="+131"/>
        <source>Delete {ids}</source>
        <translation>{ids} löschen</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../morefire_gui/session/edits.py" line="-194"/>
        <source>Place unit</source>
        <translation>Einheit aufstellen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Place {unit}</source>
        <translation>{unit} aufstellen</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../morefire_gui/session/edits.py" line="-18"/>
        <source>Change units</source>
        <translation>Einheiten ändern</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Remove units</source>
        <translation>Einheiten entfernen</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../morefire_gui/session/edits.py" line="+205"/>
        <source>Remove {ids}</source>
        <translation>{ids} entfernen</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../morefire_gui/session/edits.py" line="-109"/>
        <source>Change settings</source>
        <translation>Einstellungen ändern</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../morefire_gui/rules/aircraft/flight.py" line="+246"/>
        <location line="+6"/>
        <location filename="../../morefire_gui/rules/movement_allowance.py" line="+677"/>
        <source>Sequence of play</source>
        <translation>Spielablauf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep to the sequence of play</source>
        <translation>Den Spielablauf einhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play free of the sequence</source>
        <translation>Frei vom Spielablauf spielen</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../morefire_gui/session/edits.py" line="+17"/>
        <source>Table image</source>
        <translation>Tischbild</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table image taken away</source>
        <translation>Tischbild entfernt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table image {path}</source>
        <translation>Tischbild {path}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/actions/turns.py" line="+19"/>
        <location filename="../../morefire_gui/session/turn_state.py" line="+99"/>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Back a step</source>
        <translation>Einen Schritt zurück</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../morefire_gui/session/turn_state.py" line="+26"/>
        <source>Mark acted</source>
        <translation>Als gehandelt markieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unit}: acted</source>
        <translation>{unit}: hat gehandelt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{unit}: not acted</source>
        <translation>{unit}: hat nicht gehandelt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Activation roll</source>
        <translation>Alarmwurf</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../morefire_gui/session/turn_actions.py" line="+118"/>
        <source>Hand over</source>
        <translation>Übergeben</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../morefire_gui/session/turn_actions.py" line="+50"/>
        <source>Hand over to {side}</source>
        <translation>An die Seite {side} übergeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show everything, agreed by {sides}</source>
        <translation>Alles zeigen, Zustimmung: {sides}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show everything</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/terms.py" line="-3"/>
        <source>aa</source>
        <translation>Flak</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../morefire_gui/rules/scales.py" line="+28"/>
        <source>in</source>
        <translation>Zoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scales.py" line="+0"/>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/victory.py" line="-60"/>
        <source>Hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rough</source>
        <translation>Unwegsames Gelände</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/victory.py" line="+5"/>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/geometry/terrain_generation/names.py" line="+26"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>Village</source>
        <translation>Dorf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Farm</source>
        <translation>Gehöft</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/terms.py" line="-98"/>
        <source>an isolated farm</source>
        <translation>ein einzelnes Gehöft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a village, not a farm</source>
        <translation>ein Dorf, kein Gehöft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the raid&apos;s landing beach or river</source>
        <translation>Landestrand oder Fluss des Überfalls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the raid&apos;s key installation</source>
        <translation>Schlüsselanlage des Überfalls</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Crops</source>
        <translation>Feldfrüchte</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="-133"/>
        <source>Jungle</source>
        <translation>Dschungel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stream</source>
        <translation>Bach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hedge</source>
        <translation>Hecke</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/victory.py" line="-4"/>
        <source>Ford</source>
        <translation>Furt</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/victory.py" line="+1"/>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/victory.py" line="+1"/>
        <source>Crossroad</source>
        <translation>Kreuzung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Road exit</source>
        <translation>Straßenausgang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minefield</source>
        <translation>Minenfeld</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/geometry/terrain_generation/names.py" line="+4"/>
        <source>Sea</source>
        <translation>Meer</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/model/terms.py" line="+2"/>
        <source>Beach</source>
        <translation>Strand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lagoon</source>
        <translation>Lagune</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>River (landing)</source>
        <translation>Fluss (Landung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landing beach</source>
        <translation>Landestrand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key installation compound</source>
        <translation>Gelände der Schlüsselanlage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key installation (raid objective)</source>
        <translation>Schlüsselanlage (Ziel des Überfalls)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/aircraft/anti_aircraft.py" line="-75"/>
        <source>machine guns</source>
        <translation>Maschinengewehre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>light cannon</source>
        <translation>leichte Maschinenkanone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heavy guns</source>
        <translation>schwere Geschütze</translation>
    </message>
    <message>
        <location line="+75"/>
        <location filename="../../morefire_gui/rules/infantry/fire.py" line="-261"/>
        <source>suppressed: suppressed units cannot fire until they have recovered morale (3.5)</source>
        <translation>niedergehalten: niedergehaltene Einheiten können nicht feuern, bis sie ihre Moral wiedergewonnen haben (3.5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/rules/infantry/fire.py" line="+4"/>
        <source>a weapon system cannot fire the turn that it moves (1.5)</source>
        <translation>ein Waffensystem kann in der Runde, in der es sich bewegt, nicht feuern (1.5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no line of sight to the aircraft&apos;s path (2.1)</source>
        <translation>keine Sichtlinie zum Weg des Flugzeugs (2.1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the aircraft flies at {altitude} yards, above the weapon&apos;s ceiling of {ceiling} yards (5.6)</source>
        <translation>das Flugzeug fliegt in {altitude} Yards Höhe, über der Gipfelhöhe der Waffe von {ceiling} Yards (5.6)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>out of range: {range:.0f} yards slant range; {weapons} reach {most} yards (5.6)</source>
        <translation>außer Reichweite: {range:.0f} Yards Schrägentfernung; {weapons} reichen {most} Yards (5.6)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{unit} does not reach the aircraft</source>
        <translation>{unit} erreicht das Flugzeug nicht</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{unit}: slant range {range:.0f} yards ({ground:.0f} on the ground, {up} up)</source>
        <translation>{unit}: Schrägentfernung {range:.0f} Yards ({ground:.0f} am Boden, {up} hoch)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{low}-{high} yards</source>
        <translation>{low}-{high} Yards</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../morefire_gui/rules/direct_fire/fire.py" line="-157"/>
        <location filename="../../morefire_gui/rules/direct_fire/spotting.py" line="+241"/>
        <location filename="../../morefire_gui/rules/infantry/fire.py" line="+89"/>
        <location filename="../../morefire_gui/rules/infantry/melee.py" line="+63"/>
        <source>{label} ({why})</source>
        <translation>{label} ({why})</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a chance of {chance}% is read as 0%</source>
        <translation>eine Chance von {chance} % wird als 0 % gelesen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a chance of {chance}% is read as 100%</source>
        <translation>eine Chance von {chance} % wird als 100 % gelesen</translation>
    </message>
    <message>
        <location line="+45"/>
        <location filename="../../morefire_gui/rules/infantry/fire.py" line="+110"/>
        <location filename="../../morefire_gui/session/infantry/assault.py" line="-430"/>
        <location line="+218"/>
        <location filename="../../morefire_gui/session/infantry/fire.py" line="+370"/>
        <source>{firer} does not fire: {why}</source>
        <translation>{firer} feuert nicht: {why}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{aircraft} has already been hit: the fire against it ends</source>
        <translation>{aircraft} wurde schon getroffen: das Feuer auf das Flugzeug endet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>anti-aircraft fire by {unit} at {aircraft}</source>
        <translation>Flakfeuer von {unit} auf {aircraft}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../morefire_gui/rules/artillery/hits.py" line="+273"/>
        <location filename="../../morefire_gui/rules/direct_fire/fire.py" line="+104"/>
        <source>{roll} &lt;= {chance}%: hit</source>
        <translation>{roll} &lt;= {chance} %: Treffer</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/rules/artillery/hits.py" line="+2"/>
        <location filename="../../morefire_gui/rules/direct_fire/fire.py" line="+2"/>
        <source>{roll} &gt; {chance}%: miss</source>
        <translation>{roll} &gt; {chance} %: daneben</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>anti-aircraft hit on {aircraft} (aborted or destroyed)</source>
        <translation>Flaktreffer auf {aircraft} (abgebrochen oder zerstört)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{aircraft} is shot down by {unit}: it attacks nothing</source>
        <translation>{aircraft} wird von {unit} abgeschossen: es greift nichts an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{aircraft} is turned back by {unit}: it attacks nothing</source>
        <translation>{aircraft} wird von {unit} abgedrängt: es greift nichts an</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no anti-aircraft weapon fires at {aircraft}</source>
        <translation>keine Flugabwehrwaffe feuert auf {aircraft}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/aircraft/attacks.py" line="-149"/>
        <source>{label} ({mm} mm and up)</source>
        <translation>{label} ({mm} mm und mehr)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FIR {fir} a gun x {count} = {total}</source>
        <translation>FIR {fir} je Waffe x {count} = {total}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{mm:g} mm</source>
        <translation>{mm:g} mm</translation>
    </message>
    <message>
        <location line="+46"/>
        <location filename="../../morefire_gui/rules/aircraft/flight.py" line="-37"/>
        <source>{aircraft} has no forward guns to strafe with (5.4)</source>
        <translation>{aircraft} hat keine Bordwaffen vorn für einen Bordwaffenangriff (5.4)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{aircraft}&apos;s forward guns fire into the strip along its path: infantry fire (3.5), all of it combined into one total</source>
        <translation>Die Bordwaffen vorn von {aircraft} feuern in den Streifen entlang seines Weges: Infanteriefeuer (3.5), alles zu einer Summe zusammengefasst</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>all its guns fire into the strip combined: FIR {fir}</source>
        <translation>alle seine Bordwaffen feuern zusammen in den Bordwaffenstreifen: FIR {fir}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>up to {kg:g} kg</source>
        <translation>bis {kg:g} kg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>heavier</source>
        <translation>schwerer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a {mm:g} mm gun</source>
        <translation>ein Geschütz von {mm:g} mm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{kg:g} kg</source>
        <translation>{kg:g} kg</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{count} bombs of {kg:g} kg: {count} guns of {mm:g} mm (4.5, 4.6)</source>
        <translation>{count} Bomben zu {kg:g} kg: {count} Geschütze von {mm:g} mm (4.5, 4.6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} bomb of {kg:g} kg: {count} gun of {mm:g} mm (4.5, 4.6)</source>
        <translation>{count} Bombe zu {kg:g} kg: {count} Geschütz von {mm:g} mm (4.5, 4.6)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a dive bomber&apos;s dive, but spread is the only pattern of basic games</source>
        <translation>der Sturzflug eines Sturzkampfflugzeugs, aber im Grundspiel gibt es nur das gestreute Muster</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a dive bomber&apos;s dive: the bombs fall {pattern}</source>
        <translation>der Sturzflug eines Sturzkampfflugzeugs: die Bomben fallen {pattern}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a dive (not a dive bomber): the bombs fall spread</source>
        <translation>ein Sturzflug (kein Sturzkampfflugzeug): die Bomben fallen gestreut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a level run: the bombs fall spread</source>
        <translation>ein Horizontalanflug: die Bomben fallen gestreut</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>bombing error (yards off)</source>
        <translation>Abweichung des Bombenwurfs (Yards daneben)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../morefire_gui/rules/artillery/batteries.py" line="+114"/>
        <location filename="../../morefire_gui/rules/artillery/error.py" line="+131"/>
        <location filename="../../morefire_gui/rules/artillery/zone.py" line="+32"/>
        <source>{yards} yards</source>
        <translation>{yards} Yards</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no error: the bombs fall where they were released; no direction roll</source>
        <translation>keine Abweichung: die Bomben fallen, wo sie ausgelöst wurden; kein Richtungswurf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>bombing error direction</source>
        <translation>Richtung der Abweichung des Bombenwurfs</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>bomb hit on {unit}</source>
        <translation>Bombentreffer auf {unit}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bomb damage on {unit} (odd destroyed, even immobilized)</source>
        <translation>Bombenschaden an {unit} (ungerade zerstört, gerade bewegungsunfähig)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../../morefire_gui/rules/aircraft/flight.py" line="+4"/>
        <source>{aircraft} carries no bombs (5.5)</source>
        <translation>{aircraft} trägt keine Bomben (5.5)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/aircraft/flight.py" line="-170"/>
        <location filename="../../morefire_gui/rules/scenario/weather.py" line="+213"/>
        <location filename="../../morefire_gui/session/sequence_of_play.py" line="+371"/>
        <source>{first} or {then}</source>
        <translation>{first} oder {then}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{label} ({low:d}-{high:d} mph)</source>
        <translation>{label} ({low:d}-{high:d} mph)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{label} ({low:d}+ mph)</source>
        <translation>{label} ({low:d}+ mph)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{yards} yards a turn</source>
        <translation>{yards} Yards je Runde</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>diving: {yards} x {factor:g} = {dived:g} yards</source>
        <translation>im Sturzflug: {yards} x {factor:g} = {dived:g} Yards</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>enters the table at {altitude} altitude ({yards} yards)</source>
        <translation>fliegt in der Höhenstufe „{altitude}“ über den Tisch ein ({yards} Yards)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>an aircraft climbs or descends at most {most} altitude bands a turn (5.2): {start} to {end} is {change}</source>
        <translation>ein Flugzeug steigt oder sinkt höchstens {most} Höhenbänder je Runde (5.2): {start} nach {end} ist {change}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an aircraft climbs or descends at most {most} altitude band a turn (5.2): {start} to {end} is {change}</source>
        <translation>ein Flugzeug steigt oder sinkt höchstens {most} Höhenband je Runde (5.2): {start} nach {end} ist {change}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>climbs from {start} to {end} ({yards} yards)</source>
        <translation>steigt von {start} auf {end} ({yards} Yards)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>descends from {start} to {end} ({yards} yards)</source>
        <translation>sinkt von {start} auf {end} ({yards} Yards)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>flies at {altitude} altitude ({yards} yards)</source>
        <translation>fliegt in der Höhenstufe „{altitude}“ ({yards} Yards)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a dive starts at {starts} altitude (5.3), not {altitude}</source>
        <translation>ein Sturzflug beginnt in Höhe {starts} (5.3), nicht {altitude}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>dives from {start} to {end} ({yards} yards): it attacks from there and the guns fire at it there</source>
        <translation>stürzt von {start} auf {end} ({yards} Yards): greift von dort an, und die Flak feuert dort darauf</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the aircraft</source>
        <translation>das Flugzeug</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{aircraft} cannot {attack} from {altitude} altitude (5.2): {attack} from {allowed}</source>
        <translation>{aircraft} kann aus Höhe {altitude} nicht {attack} (5.2): {attack} aus {allowed}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no altitude</source>
        <translation>keine Höhe</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{aircraft} has dropped its bombs already (5.5)</source>
        <translation>{aircraft} hat seine Bomben schon abgeworfen (5.5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{aircraft} strafes along its path from {altitude} altitude</source>
        <translation>{aircraft} greift aus der Höhenstufe „{altitude}“ entlang seines Weges mit Bordwaffen an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{aircraft} drops its bombs from {altitude} altitude</source>
        <translation>{aircraft} wirft seine Bomben aus der Höhenstufe „{altitude}“ ab</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the direction arrow turns at most {most:g} degrees at the end of a turn: from {start:g} to {end:g} is {turned:g} degrees</source>
        <translation>der Richtungspfeil dreht sich am Ende einer Runde um höchstens {most:g} Grad: von {start:g} nach {end:g} sind {turned:g} Grad</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>direction arrow from {start:g} to {end:g} degrees: turned {turned:g} of at most {most:g}</source>
        <translation>Richtungspfeil von {start:g} nach {end:g} Grad: um {turned:g} von höchstens {most:g} gedreht</translation>
    </message>
    <message>
        <location line="+62"/>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="+193"/>
        <source>MUD: No airstrikes are allowed</source>
        <translation>SCHLAMM: Keine Luftangriffe erlaubt</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="+1"/>
        <source>SNOW: it is snowing, with no airstrikes allowed</source>
        <translation>SCHNEE: es schneit, keine Luftangriffe erlaubt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>SNOW: it is not snowing: airstrikes can be used</source>
        <translation>SCHNEE: es schneit nicht: Luftangriffe sind möglich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CLEAR: Airstrikes can be used</source>
        <translation>KLAR: Luftangriffe sind möglich</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no Table VII result in the battle: the players agree on the airstrikes</source>
        <translation>kein Ergebnis aus Tabelle VII im Gefecht: die Spieler einigen sich auf die Luftangriffe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table VII gave {limit} airstrikes</source>
        <translation>Tabelle VII ergab {limit} Luftangriffe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table VII gave {limit} airstrike</source>
        <translation>Tabelle VII ergab {limit} Luftangriff</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{used} have been flown</source>
        <translation>{used} wurden geflogen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{used} has been flown</source>
        <translation>{used} wurde geflogen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{gave}, and {flown}{bought}</source>
        <translation>{gave}, und {flown}{bought}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> and {bought} bought with the forces</source>
        <translation> und {bought} mit den Truppen gekauft</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table VII: airstrike {n} of {limit}</source>
        <translation>Tabelle VII: Luftangriff {n} von {limit}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/aircraft/terms.py" line="+1"/>
        <source>ABORTED</source>
        <translation>ABGEBROCHEN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DESTROYED</source>
        <translation>ZERSTÖRT</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/artillery/barrage.py" line="+259"/>
        <source>naval guns: a {guns}-gun battery of {calibre:g}mm+ guns, spread pattern only</source>
        <translation>Schiffsgeschütze: eine Batterie von {guns} Geschützen zu {calibre:g}mm+, nur gestreutes Muster</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the battery is {state}: a battery must be deployed in order to fire</source>
        <translation>die Batterie ist {state}: eine Batterie muss feuerbereit sein, um zu feuern</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>out of range: the battery does not fire</source>
        <translation>außer Reichweite: die Batterie feuert nicht</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../../morefire_gui/session/aircraft/run.py" line="-143"/>
        <source>no unit is in or partly in the damage zone</source>
        <translation>keine Einheit ist ganz oder teilweise in der Schadenszone</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/artillery/batteries.py" line="-81"/>
        <location filename="../../morefire_gui/rules/artillery/fire_missions.py" line="+134"/>
        <location filename="../../morefire_gui/session/artillery/plan.py" line="-86"/>
        <source>the battery</source>
        <translation>die Batterie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{battery}: a battery needs at least one gun (found {guns})</source>
        <translation>{battery}: eine Batterie braucht mindestens ein Geschütz (gefunden: {guns})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{battery}: the calibre must be more than 0 mm (found {calibre})</source>
        <translation>{battery}: das Kaliber muss größer als 0 mm sein (gefunden: {calibre})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{battery}: naval guns are not mortars</source>
        <translation>{battery}: Schiffsgeschütze sind keine Mörser</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{battery}: naval guns fire from off the board (4.7); set off_board</source>
        <translation>{battery}: Schiffsgeschütze feuern von außerhalb des Spielfelds (4.7); off_board setzen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{battery}: naval guns are rated as a {rated_guns}-gun battery of {rated_calibre:g}mm+ guns (4.7), not {guns} x {calibre:g}mm</source>
        <translation>{battery}: Schiffsgeschütze gelten als Batterie von {rated_guns} Geschützen zu {rated_calibre:g}mm+ (4.7), nicht {guns} x {calibre:g}mm</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the naval battery</source>
        <translation>die Schiffsbatterie</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{range:g} yards is within the mortar&apos;s {most} yards</source>
        <translation>{range:g} Yards liegen innerhalb der {most} Yards des Mörsers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{range:g} yards is beyond the mortar&apos;s {most} yards</source>
        <translation>{range:g} Yards liegen jenseits der {most} Yards des Mörsers</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>{target}: naval guns are not subject to counter-battery fire (4.7)</source>
        <translation>{target}: Schiffsgeschütze unterliegen keinem Konterbatteriefeuer (4.7)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>the target</source>
        <translation>das Ziel</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>{target}: counter-battery fire (4.42) is for off-board batteries; a battery on the board is hit by barrages like any unit (4.6)</source>
        <translation>{target}: Konterbatteriefeuer (4.42) gilt Batterien außerhalb des Tisches; eine Batterie auf dem Tisch wird wie jede Einheit von Sperrfeuer getroffen (4.6)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no counter-battery fire this turn: the fire must zero in again</source>
        <translation>kein Konterbatteriefeuer in dieser Runde: das Feuer muss sich neu einschießen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>turn {turns} of continuous counter-battery fire</source>
        <translation>Runde {turns} ununterbrochenen Konterbatteriefeuers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>zeroing in: {turns} turns of continuous fire are needed</source>
        <translation>Einschießen: {turns} Runden ununterbrochenen Feuers sind nötig</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>zeroed in: {guns} gun(s) destroyed this turn of sustained fire</source>
        <translation>eingeschossen: in dieser Runde anhaltenden Feuers zerstörte Geschütze: {guns}</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>off-board batteries start deployed</source>
        <translation>Batterien außerhalb des Tisches beginnen feuerbereit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an on-board battery starts the battle set up (deployed) or in transit (4.8)</source>
        <translation>eine Batterie auf dem Tisch beginnt das Gefecht aufgebaut (feuerbereit) oder im Transport (4.8)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>only a battery in transit can set up (this one is {state})</source>
        <translation>nur eine Batterie im Transport kann aufbauen (diese ist {state})</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>only a deployed battery can break down (this one is {state})</source>
        <translation>nur eine feuerbereite Batterie kann abbauen (diese ist {state})</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>set-up completed: deployed</source>
        <translation>Aufbau abgeschlossen: feuerbereit</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>breakdown completed: in transit</source>
        <translation>Abbau abgeschlossen: im Transport</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/artillery/error.py" line="-76"/>
        <location filename="../../morefire_gui/rules/artillery/fire_missions.py" line="-65"/>
        <source>{nation} is not named by the table: it reads the {row} row</source>
        <translation>Die Tabelle nennt die Nation {nation} nicht: für sie gilt die Zeile {row}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{row}, {band} yards</source>
        <translation>{row}, {band} Yards</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>mortars do not roll on the error chart: on target</source>
        <translation>Mörser würfeln nicht auf der Abweichungstabelle: im Ziel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>observed fire: the error chart&apos;s OBSERVED row</source>
        <translation>beobachtetes Feuer: die Zeile BEOBACHTET der Abweichungstabelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unobserved fire: the error chart&apos;s UNOBSERVED row</source>
        <translation>unbeobachtetes Feuer: die Zeile UNBEOBACHTET der Abweichungstabelle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>artillery error (yards off)</source>
        <translation>Abweichung der Artillerie (Yards daneben)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>modified error roll {roll}</source>
        <translation>modifizierter Abweichungswurf {roll}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a modified roll of {roll} is off the chart: the {column} column is used</source>
        <translation>ein modifizierter Wurf von {roll} liegt außerhalb der Tabelle: die Spalte {column} wird verwendet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>OBSERVED</source>
        <translation>BEOBACHTET</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>UNOBSERVED</source>
        <translation>UNBEOBACHTET</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no error: the barrage lands on its aim point; no direction roll</source>
        <translation>keine Abweichung: das Sperrfeuer liegt auf seinem Zielpunkt; kein Richtungswurf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>artillery error direction</source>
        <translation>Richtung der Abweichung der Artillerie</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/artillery/fire_missions.py" line="-118"/>
        <source>no shift</source>
        <translation>keine Verlegung</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>add</source>
        <translation>vor</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>drop</source>
        <translation>zurück</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a shift of {yards} yards {direction} is too long: the maximum shift is {limit} yards per direction (4.12 C)</source>
        <translation>eine Verlegung um {yards} Yards {direction} ist zu lang: die größte Verlegung ist {limit} Yards je Richtung (4.12 C)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>there is no fire registration point #{point}: a side plots up to {limit}, numbered 1-{limit} (4.2)</source>
        <translation>es gibt keinen Vermessungspunkt #{point}: eine Seite trägt bis zu {limit} ein, nummeriert 1-{limit} (4.2)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{count} fire registration points: each side can plot up to {limit} (4.2)</source>
        <translation>{count} Vermessungspunkte: jede Seite kann bis zu {limit} eintragen (4.2)</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Time lapse</source>
        <translation>Vorlaufzeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{turns} turns</source>
        <translation>{turns} Runden</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>CEASE FIRE: the mission ends</source>
        <translation>FEUER EINSTELLEN: der Auftrag endet</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/session/artillery/plan.py" line="-3"/>
        <source>{battery} is {state}: a battery must be deployed in order to fire (4.11)</source>
        <translation>{battery} ist {state}: eine Batterie muss feuerbereit sein, um zu feuern (4.11)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>FIRE at a point of the table</source>
        <translation>FEUER auf einen Punkt des Tisches</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FIRE at registration point #{point}, {shift}</source>
        <translation>FEUER auf Vermessungspunkt #{point}, {shift}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FIRE at registration point #{point}</source>
        <translation>FEUER auf Vermessungspunkt #{point}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{order} ({pattern}): lands in turn {turn}</source>
        <translation>{order} ({pattern}): trifft in Runde {turn} ein</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{order} needs a fire mission: give a FIRE order first (4.12 A)</source>
        <translation>{order} braucht einen Feuerauftrag: zuerst einen FEUER-Befehl geben (4.12 A)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../morefire_gui/session/fire_orders.py" line="-64"/>
        <source>{order}: the mission called in turn {called} has not landed yet (it lands in turn {lands}); a new FIRE order changes its aim</source>
        <translation>{order}: der in Runde {called} angeforderte Auftrag ist noch nicht eingetroffen (er trifft in Runde {lands} ein); ein neuer FEUER-Befehl ändert sein Ziel</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>REPEAT: fire again at the last location in turn {turn}</source>
        <translation>WIEDERHOLEN: in Runde {turn} erneut auf die letzte Stelle feuern</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>SHIFT {shift} from the last location, landing in turn {turn}</source>
        <translation>VERLEGEN {shift} von der letzten Stelle, eintreffend in Runde {turn}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/artillery/hits.py" line="-167"/>
        <source>infantry in the open</source>
        <translation>Infanterie im Freien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infantry in a foxhole</source>
        <translation>Infanterie in einem Schützenloch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infantry in a trench</source>
        <translation>Infanterie in einem Graben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infantry in a building</source>
        <translation>Infanterie in einem Gebäude</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infantry in ruins</source>
        <translation>Infanterie in Ruinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infantry in a bunker</source>
        <translation>Infanterie in einem Bunker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who}: class {cls}</source>
        <translation>{who}: Klasse {cls}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a passenger in a truck</source>
        <translation>ein Mitfahrer in einem Lastwagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a passenger on a tank</source>
        <translation>ein Mitfahrer auf einem Panzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infantry in a halftrack</source>
        <translation>Infanterie in einem Halbkettenfahrzeug</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>infantry standing in a building or village piece</source>
        <translation>Infanterie in einem Gebäude- oder Dorfstück</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an open-topped vehicle</source>
        <translation>ein oben offenes Fahrzeug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a halftrack</source>
        <translation>ein Halbkettenfahrzeug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a truck</source>
        <translation>ein Lastwagen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{kind}: class B whatever its armour (AC {ac})</source>
        <translation>{kind}: Klasse B, unabhängig von seiner Panzerung (AC {ac})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a vehicle with AC 1: class B</source>
        <translation>ein Fahrzeug mit AC 1: Klasse B</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a vehicle with AC {ac} (2-4): class C</source>
        <translation>ein Fahrzeug mit AC {ac} (2-4): Klasse C</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a vehicle with AC {ac} (5-11): class D</source>
        <translation>ein Fahrzeug mit AC {ac} (5-11): Klasse D</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a vehicle&apos;s class comes from its armour: cover is not read</source>
        <translation>die Klasse eines Fahrzeugs kommt von seiner Panzerung: Deckung wird nicht gelesen</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>infantry moved</source>
        <translation>Infanterie hat sich bewegt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>carrier moved at {code} ({row})</source>
        <translation>Träger mit {code} bewegt ({row})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>vehicle moved at {code} ({row})</source>
        <translation>Fahrzeug mit {code} bewegt ({row})</translation>
    </message>
    <message>
        <location line="+32"/>
        <location filename="../../morefire_gui/rules/artillery/zone.py" line="+34"/>
        <source>mortars use their calibre&apos;s column</source>
        <translation>Mörser verwenden die Spalte ihres Kalibers</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a chance of {chance}% is read as 0%: no hit is possible</source>
        <translation>eine Chance von {chance} % wird als 0 % gelesen: kein Treffer möglich</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>artillery hit on {unit}</source>
        <translation>Artillerietreffer auf {unit}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>artillery damage on {unit} (odd destroyed, even immobilized)</source>
        <translation>Artillerieschaden an {unit} (ungerade zerstört, gerade bewegungsunfähig)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{face} is odd: destroyed</source>
        <translation>{face} ist ungerade: zerstört</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{face} is even: immobilized</source>
        <translation>{face} ist gerade: bewegungsunfähig</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>basic rules: a hit destroys</source>
        <translation>Grundregeln: ein Treffer zerstört</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AC11 vehicles can only be immobilized</source>
        <translation>Fahrzeuge mit AC11 können nur bewegungsunfähig gemacht werden</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/artillery/terms.py" line="-19"/>
        <source>LONG</source>
        <translation>ZU WEIT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SHORT</source>
        <translation>ZU KURZ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LEFT</source>
        <translation>LINKS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RIGHT</source>
        <translation>RECHTS</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/artillery/zone.py" line="-27"/>
        <source>{battery}: naval guns can only fire a spread pattern (4.7)</source>
        <translation>{battery}: Schiffsgeschütze können nur ein gestreutes Muster feuern (4.7)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a naval battery</source>
        <translation>eine Schiffsbatterie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the converged pattern is not used in basic games: spread is the only pattern (4.5)</source>
        <translation>das gebündelte Muster wird im Grundspiel nicht verwendet: gestreut ist das einzige Muster (4.5)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{guns} guns: {per_gun} yards per gun x {guns} = {yards} yards (every printed row is per gun x guns)</source>
        <translation>{guns} Geschütze: {per_gun} Yards je Geschütz x {guns} = {yards} Yards (jede gedruckte Zeile ist je Geschütz x Geschütze)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/direct_fire/fire.py" line="-250"/>
        <source>Firer and target</source>
        <translation>Schütze und Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot fire</source>
        <translation>Kann nicht feuern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vehicle damage, campaign (2.6)</source>
        <translation>Fahrzeugschaden, Kampagne (2.6)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../morefire_gui/session/gun_set_up.py" line="-30"/>
        <location filename="../../morefire_gui/session/infantry/words.py" line="+18"/>
        <location filename="../../morefire_gui/session/mounting.py" line="-4"/>
        <source>{unit} is destroyed</source>
        <translation>{unit} ist zerstört</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unit}&apos;s turret, main gun and control systems are out (campaign damage T)</source>
        <translation>Turm, Hauptwaffe und Steuerung von {unit} sind ausgefallen (Kampagnenschaden T)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{unit} is suppressed: suppressed units cannot fire until they have recovered morale</source>
        <translation>{unit} ist niedergehalten: niedergehaltene Einheiten können nicht feuern, bis sie ihre Moral wiedergewonnen haben</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{unit} is a weapon system that moved this turn: weapon systems cannot fire the turn that they move</source>
        <translation>{unit} ist ein Waffensystem, das sich in dieser Runde bewegt hat: Waffensysteme können in der Runde, in der sie sich bewegen, nicht feuern</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{unit} is already destroyed</source>
        <translation>{unit} ist schon zerstört</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no line of sight from {firer} to {target}: a valid Line of Sight must be established</source>
        <translation>keine Sichtlinie von {firer} zu {target}: eine gültige Sichtlinie muss bestehen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>out of range: {range:.0f} yards is beyond the {weapon}&apos;s last band ({most} yards)</source>
        <translation>außer Reichweite: {range:.0f} Yards liegen jenseits des letzten Bandes von {weapon} ({most} Yards)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{target} is {off:.0f}° off {firer}&apos;s facing: a vehicle without a turret fires only within {arc:g}° either side of its facing</source>
        <translation>{target} liegt {off:.0f}° neben der Ausrichtung von {firer}: ein Fahrzeug ohne Turm feuert nur innerhalb {arc:g}° beiderseits seiner Ausrichtung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{unit} is not spotted: {reason}</source>
        <translation>{unit} ist nicht gesichtet: {reason}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>roll on the spotting chart first</source>
        <translation>zuerst auf der Sichtungstabelle würfeln</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{range:.0f} yards is beyond the {weapon}&apos;s last band</source>
        <translation>{range:.0f} Yards liegen jenseits des letzten Bandes von {weapon}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>up to {yards} yards</source>
        <translation>bis {yards} Yards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{hit}% to hit, penetrates AC {pen}</source>
        <translation>{hit} % Trefferchance, durchschlägt AC {pen}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>range {range:.0f} yards</source>
        <translation>Entfernung {range:.0f} Yards</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../morefire_gui/rules/direct_fire/spotting.py" line="+11"/>
        <source>Silhouette {size}</source>
        <translation>Silhouette {size}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>chance to hit: {base}%{modifiers} = {total}%: read as 0%, no hit is possible</source>
        <translation>Trefferchance: {base} %{modifiers} = {total} %: als 0 % gelesen, kein Treffer möglich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chance to hit: {base}%{modifiers} = {total}%</source>
        <translation>Trefferchance: {base} %{modifiers} = {total} %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chance to hit: {total}%</source>
        <translation>Trefferchance: {total} %</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{firer} fires its {weapon} at {target}, {range:.0f} yards (centre to centre)</source>
        <translation>{firer} feuert mit {weapon} auf {target}, {range:.0f} Yards (Mitte zu Mitte)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../morefire_gui/session/names.py" line="+731"/>
        <source>line of sight clear</source>
        <translation>Sichtlinie frei</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/session/names.py" line="+2"/>
        <source>line of sight blocked</source>
        <translation>Sichtlinie blockiert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>spotted: {reason}</source>
        <translation>gesichtet: {reason}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>advanced angle of fire: {firer} is in {target}&apos;s {sector} sector ({aspect})</source>
        <translation>erweiterter Feuerwinkel: {firer} steht im Sektor {sector} von {target} ({aspect})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>basic angle of fire: the rear of {target} is in the line of sight (hull {aspect})</source>
        <translation>einfacher Feuerwinkel: das Heck von {target} ist in der Sichtlinie (Wanne {aspect})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>basic angle of fire: the rear of {target} is not in the line of sight (hull {aspect})</source>
        <translation>einfacher Feuerwinkel: das Heck von {target} ist nicht in der Sichtlinie (Wanne {aspect})</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{firer} to hit {target}</source>
        <translation>{firer} gegen {target}: Treffer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To hit (3.4, 2.2)</source>
        <translation>Treffer (3.4, 2.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To hit (2.2)</source>
        <translation>Treffer (2.2)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{unit} is a gun: it has no armour to read, a hit destroys it</source>
        <translation>{unit} ist ein Geschütz: es hat keine Panzerung zu lesen, ein Treffer zerstört es</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Hit location (2.4)</source>
        <translation>Trefferort (2.4)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Suspension hit (2.5)</source>
        <translation>Fahrwerkstreffer (2.5)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{unit} is in defilade ({why}): suspension results against a defilade target are changed to a miss</source>
        <translation>{unit} ist in Deckung ({why}): Fahrwerksergebnisse gegen ein Ziel in Deckung werden zu einem Fehlschuss</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Suspension hit damage (2.5)</source>
        <translation>Schaden durch Fahrwerkstreffer (2.5)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Armour against penetration (2.3, 2.2)</source>
        <translation>Panzerung gegen Durchschlag (2.3, 2.2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a hit that does not penetrate has no effect</source>
        <translation>ein Treffer, der nicht durchschlägt, ist ohne Wirkung</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>non-campaign battle: the {location} armour is penetrated, the vehicle is destroyed</source>
        <translation>kein Kampagnengefecht: die Panzerung ({location}) ist durchschlagen, das Fahrzeug ist zerstört</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/direct_fire/hit_location.py" line="+50"/>
        <source>{label} (ADD ONE to the die roll)</source>
        <translation>{label} (EINS zum Würfelwurf ADDIEREN)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>roll {roll} (off the table&apos;s end: the last row)</source>
        <translation>Wurf {roll} (über das Tabellenende hinaus: die letzte Zeile)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/rules/direct_fire/vehicle_damage.py" line="+101"/>
        <source>roll {roll}</source>
        <translation>Wurf {roll}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a vehicle without a turret: the turret result strikes its superstructure, read as a hull hit</source>
        <translation>ein Fahrzeug ohne Turm: das Turmergebnis trifft seinen Aufbau, gelesen als Wannentreffer</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>hit location on {unit}</source>
        <translation>Trefferort an {unit}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>basic game: the turret armor will always be frontal</source>
        <translation>Grundspiel: die Turmpanzerung ist immer die Front</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>advanced game: the firer is in the target&apos;s {sector} sector: {location} hit on the {aspect}</source>
        <translation>erweitertes Spiel: der Schütze steht im Sektor {sector} des Ziels: Treffer {location}, {aspect}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>basic game: the rear of the vehicle is in the line of sight: side armor</source>
        <translation>Grundspiel: das Heck des Fahrzeugs ist in der Sichtlinie: Seitenpanzerung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>basic game: the rear of the vehicle is not in the line of sight: frontal armor</source>
        <translation>Grundspiel: das Heck des Fahrzeugs ist nicht in der Sichtlinie: Frontpanzerung</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a rear hit reads the side armour (the vehicle reference gives front and side)</source>
        <translation>ein Treffer hinten liest die Seitenpanzerung (die Fahrzeugreferenz gibt Front und Seite an)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no turret side armour listed: the turret front&apos;s is read</source>
        <translation>keine Seitenpanzerung des Turms angegeben: die des Turms vorn wird gelesen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/direct_fire/spotting.py" line="-97"/>
        <source>desert battle: the automatic spotting distances are doubled (x{factor:g})</source>
        <translation>Wüstengefecht: die Entfernungen für automatische Sichtung sind verdoppelt (x{factor:g})</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>automatic: {target} moved this turn, {range:.0f} yards from {spotter} (a vehicle that moves within {limit:g} yards of the enemy)</source>
        <translation>automatisch: {target} hat sich in dieser Runde bewegt, {range:.0f} Yards von {spotter} (ein Fahrzeug, das sich innerhalb {limit:g} Yards vom Feind bewegt)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>automatic: {target} fired this turn, {range:.0f} yards from {spotter} (a vehicle that fires within {limit:g} yards of the enemy)</source>
        <translation>automatisch: {target} hat in dieser Runde gefeuert, {range:.0f} Yards von {spotter} (ein Fahrzeug, das innerhalb {limit:g} Yards vom Feind feuert)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>automatic: {target} is on a road, {range:.0f} yards from {spotter} (a vehicle on a road and within {limit:g} yards of the enemy)</source>
        <translation>automatisch: {target} steht auf einer Straße, {range:.0f} Yards von {spotter} (ein Fahrzeug auf einer Straße und innerhalb {limit:g} Yards vom Feind)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{spotter} has no line of sight to {target}: it cannot be spotted</source>
        <translation>{spotter} hat keine Sichtlinie zu {target}: es kann nicht gesichtet werden</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>{spotter} has rolled on the spotting chart this turn ({rolled}) and may roll again next turn</source>
        <translation>{spotter} hat in dieser Runde auf der Sichtungstabelle gewürfelt ({rolled}) und darf in der nächsten Runde wieder würfeln</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>{spotter} has rolled on the spotting chart this turn and may roll again next turn: {rolled}</source>
        <translation>{spotter} hat in dieser Runde auf der Sichtungstabelle gewürfelt und darf in der nächsten Runde wieder würfeln: {rolled}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no automatic spotting situation applies and {spotter} has not spotted it</source>
        <translation>keine Lage automatischer Sichtung trifft zu, und {spotter} hat es nicht gesichtet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no automatic spotting situation applies</source>
        <translation>keine Lage automatischer Sichtung trifft zu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{why}: roll on the spotting chart first</source>
        <translation>{why}: zuerst auf der Sichtungstabelle würfeln</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>basic chance</source>
        <translation>Grundchance</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>chance to spot: {base}%{modifiers} = {total}%</source>
        <translation>Sichtungschance: {base} %{modifiers} = {total} %</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>spotting {target} from {spotter}</source>
        <translation>Sichtung von {target} durch {spotter}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{roll} &lt;= {chance}%: spotted</source>
        <translation>{roll} &lt;= {chance} %: gesichtet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{roll} &gt; {chance}%: not spotted</source>
        <translation>{roll} &gt; {chance} %: nicht gesichtet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>spotted on the spotting chart ({roll} against {chance}%)</source>
        <translation>auf der Sichtungstabelle gesichtet ({roll} gegen {chance} %)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not spotted on the spotting chart ({roll} against {chance}%)</source>
        <translation>auf der Sichtungstabelle nicht gesichtet ({roll} gegen {chance} %)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/direct_fire/tables.py" line="+182"/>
        <source>No Damage</source>
        <translation>Kein Schaden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Immobile for {turns} turns</source>
        <translation>{turns} Runden bewegungsunfähig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Immobilized for battle</source>
        <translation>Für das Gefecht bewegungsunfähig</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/direct_fire/terms.py" line="-25"/>
        <source>damage too extensive, the vehicle cannot be repaired</source>
        <translation>Schaden zu umfangreich, das Fahrzeug kann nicht repariert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turret, main gun and control systems</source>
        <translation>Turm, Hauptwaffe und Steuerung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>engine, controls, communication and track/wheels</source>
        <translation>Motor, Steuerung, Funk und Ketten/Räder</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Turret</source>
        <translation>Turm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hull</source>
        <translation>Wanne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suspension</source>
        <translation>Fahrwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TURRET</source>
        <translation>TURM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HULL</source>
        <translation>WANNE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SUSPENSION</source>
        <translation>FAHRWERK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Front</source>
        <translation>Vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>turret front</source>
        <translation>Turm vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turret side</source>
        <translation>Turm Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hull front</source>
        <translation>Wanne vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hull side</source>
        <translation>Wanne Seite</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/direct_fire/vehicle_damage.py" line="-62"/>
        <source>penetration {pen} against the {face} AC {ac}: {pen} &gt;= {ac}, the round penetrates</source>
        <translation>Durchschlag {pen} gegen {face} AC {ac}: {pen} &gt;= {ac}, die Granate schlägt durch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>penetration {pen} against the {face} AC {ac}: {pen} &lt; {ac}, the round does not penetrate</source>
        <translation>Durchschlag {pen} gegen {face} AC {ac}: {pen} &lt; {ac}, die Granate schlägt nicht durch</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>{label} ({wheels} wheels: the last row)</source>
        <translation>{label} ({wheels} Räder: die letzte Zeile)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>roll {roll} (off the table&apos;s end: the end row)</source>
        <translation>Wurf {roll} (über das Tabellenende hinaus: die Endzeile)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>basic game: a suspension hit always immobilizes the vehicle</source>
        <translation>Grundspiel: ein Fahrwerkstreffer macht das Fahrzeug immer bewegungsunfähig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>suspension damage on {unit}</source>
        <translation>Fahrwerksschaden an {unit}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{letter}: {meaning}</source>
        <translation>{letter}: {meaning}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>campaign damage to {unit}&apos;s {location}</source>
        <translation>Kampagnenschaden an {unit}: {location}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>minefield hits are an automatic {letter} result: {meaning}</source>
        <translation>Minenfeldtreffer sind automatisch ein Ergebnis {letter}: {meaning}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/explain.py" line="+23"/>
        <source> (read as {reading})</source>
        <translation> (gelesen als {reading})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, by hand</source>
        <translation>, von Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{die} for {purpose}: {face}{read}{hand}</source>
        <translation>{die} für {purpose}: {face}{read}{hand}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{label} {value:+d} (rule {rule})</source>
        <translation>{label} {value:+d} (Regel {rule})</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{message} (rule {rule})</source>
        <translation>{message} (Regel {rule})</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/infantry/assault.py" line="+69"/>
        <source>at 0% the assault cannot succeed: no die is rolled, and {unit} is destroyed (the loser of a close combat assault is destroyed)</source>
        <translation>bei 0 % kann der Sturm nicht gelingen: es wird nicht gewürfelt, und {unit} ist zerstört (der Verlierer eines Nahkampfsturms ist zerstört)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>base chance for the assault to succeed: {chance}%</source>
        <translation>Grundchance für das Gelingen des Sturms: {chance} %</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{label} (moved at {code})</source>
        <translation>{label} (bewegt mit {code})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{unit} moved at {code}: no modifier</source>
        <translation>{unit} mit {code} bewegt: kein Modifikator</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{unit} is a bunker: the vehicle modifiers do not apply</source>
        <translation>{unit} ist ein Bunker: die Fahrzeugmodifikatoren gelten nicht</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>chance {raw}%, read as {chance}%</source>
        <translation>Chance {raw} %, gelesen als {chance} %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chance {raw}%</source>
        <translation>Chance {raw} %</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a suppressed infantry unit cannot assault a tank or bunker (3.2)</source>
        <translation>eine niedergehaltene Infanterieeinheit kann keinen Panzer oder Bunker stürmen (3.2)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../../morefire_gui/rules/infantry/melee.py" line="-17"/>
        <location filename="../../morefire_gui/session/infantry/actions.py" line="-155"/>
        <location filename="../../morefire_gui/session/infantry/assault.py" line="+70"/>
        <source>{unit}: {why}</source>
        <translation>{unit}: {why}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>assault by {unit} on {target}</source>
        <translation>Sturm von {unit} auf {target}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>rolled {roll} against {chance}%: the assault succeeds; {target} is destroyed and {unit} becomes suppressed</source>
        <translation>{roll} gegen {chance} % gewürfelt: der Sturm gelingt; {target} ist zerstört und {unit} wird niedergehalten</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>rolled {roll} against {chance}%: the assault fails; {unit} is destroyed</source>
        <translation>{roll} gegen {chance} % gewürfelt: der Sturm misslingt; {unit} ist zerstört</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/infantry/fire.py" line="-300"/>
        <source>{firer} ({weapon})</source>
        <translation>{firer} ({weapon})</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>out of range: {range:.0f} yards, the {type} reaches {most} (3.5)</source>
        <translation>außer Reichweite: {range:.0f} Yards, {type} max. {most} (3.5)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no line of sight to the target area (2.1)</source>
        <translation>keine Sichtlinie zum Zielbereich (2.1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>aircraft are not a target of infantry fire (5.6)</source>
        <translation>Flugzeuge sind kein Ziel für Infanteriefeuer (5.6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an enclosed vehicle with AC {ac}: infantry fire reaches enclosed vehicles of AC 1 at most (3.5)</source>
        <translation>ein geschlossenes Fahrzeug mit AC {ac}: Infanteriefeuer erreicht geschlossene Fahrzeuge höchstens mit AC 1 (3.5)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>in a building</source>
        <translation>in einem Gebäude</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in a bunker</source>
        <translation>in einem Bunker</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in a foxhole</source>
        <translation>in einem Schützenloch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in a trench</source>
        <translation>in einem Graben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in a building piece</source>
        <translation>in einem Gebäudestück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in a village</source>
        <translation>in einem Dorf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>in woods</source>
        <translation>im Wald</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in rough ground</source>
        <translation>in unwegsamem Gelände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on a hill (hills are rough)</source>
        <translation>auf einem Hügel (Hügel sind unwegsam)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>JUNGLE: infantry and CSW are in hard cover</source>
        <translation>DSCHUNGEL: Infanterie und CSW sind in harter Deckung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SNOW: ski troops in rough areas</source>
        <translation>SCHNEE: Skitruppen in unwegsamen Flächen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>SNOW: ski troops are always in cover</source>
        <translation>SCHNEE: Skitruppen sind stets in Deckung</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>{firer}: FIR {fir}, {range:.0f} yards of its {most}</source>
        <translation>{firer}: FIR {fir}, {range:.0f} von {most} Yards Reichweite</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{type} counts only against non-vehicles</source>
        <translation>{type} zählt nur gegen Nicht-Fahrzeuge</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>all fire into the area combined: FIR {fir}</source>
        <translation>alles Feuer in den Bereich zusammengefasst: FIR {fir}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{unit} is not rolled for: {why}</source>
        <translation>für {unit} wird nicht gewürfelt: {why}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{unit}: FIR {fir} against a vehicle (without T-HE)</source>
        <translation>{unit}: FIR {fir} gegen ein Fahrzeug (ohne T-HE)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>infantry fire at {unit}</source>
        <translation>Infanteriefeuer auf {unit}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{unit}: FIR {fir}, {chance}%, rolled {roll}: {outcome}</source>
        <translation>{unit}: FIR {fir}, {chance} %, gewürfelt {roll}: {outcome}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no unit in the target area to roll for</source>
        <translation>keine Einheit im Zielbereich, für die gewürfelt wird</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/infantry/melee.py" line="-48"/>
        <source>{winner} wins ({won} to {lost}); {loser} is destroyed</source>
        <translation>{winner} gewinnt ({won} zu {lost}); {loser} ist zerstört</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{unit}: {category} section, MF {mf}</source>
        <translation>{unit}: {category}-Abschnitt, MF {mf}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{unit}: a {type} has no melee factor (3.5: n/a)</source>
        <translation>{unit}: ein {type} hat keinen Nahkampffaktor (3.5: entf.)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{unit}: no melee factor (its type is not in the 3.5 table and the catalogue gives none)</source>
        <translation>{unit}: kein Nahkampffaktor (sein Typ steht nicht in der Tabelle 3.5, und der Katalog gibt keinen an)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{unit}: MF {mf} (catalogue)</source>
        <translation>{unit}: MF {mf} (Katalog)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>melee, {unit}</source>
        <translation>Nahkampf, {unit}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{unit}: {roll} + MF {mf}{modifiers} = {total}</source>
        <translation>{unit}: {roll} + MF {mf}{modifiers} = {total}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>both totals are {total}: both sides are destroyed</source>
        <translation>beide Summen sind {total}: beide Seiten sind zerstört</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/infantry/suicide_squads.py" line="-65"/>
        <source>Guard</source>
        <translation>Garde</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>only {types} units can be reclassified ({type} cannot)</source>
        <translation>nur Einheiten {types} können umklassifiziert werden ({type} nicht)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no suicide squads for {nation} ({rows})</source>
        <translation>{nation}: keine Todeskommandos ({rows})</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{row} {years} only: this unit is not of the {wanted} (its formation: {has})</source>
        <translation>nur {row} {years}: diese Einheit gehört nicht zu {wanted} (ihr Verband: {has})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{row} {years} only (the battle is in {year})</source>
        <translation>nur {row} {years} (das Gefecht ist {year})</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>{row} {years}</source>
        <translation>{row} {years}</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>{type} may be reclassified</source>
        <translation>{type} darf umklassifiziert werden</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>a suicide squad must assault a tank or bunker: only Japanese suicide squads fight other units (3.3)</source>
        <translation>ein Todeskommando muss einen Panzer oder Bunker stürmen: nur japanische Todeskommandos kämpfen gegen andere Einheiten (3.3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a Japanese suicide squad fighting infantry is not automatically destroyed, but must continue attacking until it is destroyed</source>
        <translation>ein japanisches Todeskommando, das gegen Infanterie kämpft, ist nicht automatisch zerstört, muss aber weiter angreifen, bis es zerstört ist</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>once a suicide squad melees it is destroyed, whether it won the melee or not</source>
        <translation>sobald ein Todeskommando einen Nahkampf führt, ist es zerstört, ob es den Nahkampf gewonnen hat oder nicht</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/infantry/suppression.py" line="+29"/>
        <source>{unit} is suppressed until it recovers (no turn given: lift it by hand)</source>
        <translation>{unit} ist niedergehalten, bis es sich erholt (keine Runde angegeben: von Hand aufheben)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{unit} is suppressed in turn {turn}: it cannot fire or move until it recovers at the start of turn {recovers}</source>
        <translation>{unit} ist in Runde {turn} niedergehalten: es kann nicht feuern oder sich bewegen, bis es sich zu Beginn der Runde {recovers} erholt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/infantry/tables.py" line="-68"/>
        <source>{unit} FIR {fir}</source>
        <translation>{unit} FIR {fir}</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>below 1</source>
        <translation>unter 1</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>{row} (above {most}: the last row)</source>
        <translation>{row} (über {most}: die letzte Zeile)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{row} for {unit} at FIR {fir} (above {most}: the last row)</source>
        <translation>{row} für {unit} bei FIR {fir} (über {most}: die letzte Zeile)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{row} for FIR {fir} (above {most}: the last row)</source>
        <translation>{row} bei FIR {fir} (über {most}: die letzte Zeile)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{row} for {unit} at FIR {fir}</source>
        <translation>{row} für {unit} bei FIR {fir}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row} for FIR {fir}</source>
        <translation>{row} bei FIR {fir}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>{chance}% {effect}</source>
        <translation>{chance} % {effect}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/infantry/terms.py" line="+43"/>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wheel Veh.</source>
        <translation>Radfzg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tracked Hull AC(1-3)</source>
        <translation>Kettenfzg. Wanne AC(1-3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tracked Hull AC(4+)</source>
        <translation>Kettenfzg. Wanne AC(4+)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/minefields.py" line="+160"/>
        <source>{where}: the section has been cleared; no roll</source>
        <translation>{where}: der Abschnitt wurde geräumt; kein Wurf</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{where}: a minesweeper tank moves onto it and clears it</source>
        <translation>{where}: ein Minenräumpanzer fährt darauf und räumt ihn</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{where}: a known minefield, on a stated clearing mission: no roll for casualties</source>
        <translation>{where}: ein bekanntes Minenfeld, auf einem angesagten Räumauftrag: kein Wurf für Verluste</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{section} was not a known minefield: the clearing mission does not spare the roll</source>
        <translation>{section} war kein bekanntes Minenfeld: der Räumauftrag erspart den Wurf nicht</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>mines, {where}</source>
        <translation>Minen, {where}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{where}: rolled {roll} against {chance}%: no damage</source>
        <translation>{where}: {roll} gegen {chance} % gewürfelt: kein Schaden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{where}: rolled {roll} against {chance}%: damaged; in a campaign the vehicle is immobilized and its engine destroyed (E)</source>
        <translation>{where}: {roll} gegen {chance} % gewürfelt: beschädigt; in einer Kampagne ist das Fahrzeug bewegungsunfähig und sein Motor zerstört (E)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: rolled {roll} against {chance}%: damaged; in an advanced battle the vehicle is immobilized</source>
        <translation>{where}: {roll} gegen {chance} % gewürfelt: beschädigt; in einem erweiterten Gefecht ist das Fahrzeug bewegungsunfähig</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a damaged vehicle is destroyed (basic rules)</source>
        <translation>ein beschädigtes Fahrzeug ist zerstört (Grundregeln)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the unit is destroyed</source>
        <translation>die Einheit ist zerstört</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{where}: rolled {roll} against {chance}%: {what}</source>
        <translation>{where}: {roll} gegen {chance} % gewürfelt: {what}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{unit} rides on {vehicle}, which was damaged: it checks too</source>
        <translation>{unit} fährt auf {vehicle} mit, das beschädigt wurde: es prüft ebenfalls</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>mines, passenger {unit}</source>
        <translation>Minen, Mitfahrer {unit}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{unit}: destroyed</source>
        <translation>{unit}: zerstört</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{unit}: unharmed</source>
        <translation>{unit}: unversehrt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>passengers of {vehicle} check only if their vehicle is damaged</source>
        <translation>Mitfahrer von {vehicle} prüfen nur, wenn ihr Fahrzeug beschädigt ist</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/movement_allowance.py" line="-513"/>
        <source>{amount} {unit}</source>
        <translation>{amount} {unit}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the path ({path}) is longer than the allowance at {code} ({allowance})</source>
        <translation>der Weg ({path}) ist länger als die Bewegungsweite bei {code} ({allowance})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{kind} {piece}</source>
        <translation>{kind} {piece}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>TUNDRA: the ice on {water} has not been rolled for; vehicles cross only ice that holds (the d6 is rolled as the vehicle reaches it)</source>
        <translation>TUNDRA: für das Eis auf {water} wurde noch nicht gewürfelt; Fahrzeuge queren nur tragendes Eis (der d6 wird gewürfelt, wenn das Fahrzeug es erreicht)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TUNDRA: the ice on {water} does not hold vehicles</source>
        <translation>TUNDRA: das Eis auf {water} trägt keine Fahrzeuge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>streams are crossed only at fords and bridges ({water})</source>
        <translation>Bäche werden nur an Furten und Brücken gequert ({water})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{terrain}: streams are crossed only at fords and bridges ({water})</source>
        <translation>{terrain}: Bäche werden nur an Furten und Brücken gequert ({water})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{water} is crossed only at a ford or a bridge</source>
        <translation>{water} wird nur an einer Furt oder Brücke gequert</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>JUNGLE: cross-country at {cross_country}, on roads at {road}</source>
        <translation>DSCHUNGEL: querfeldein mit {cross_country}, auf Straßen mit {road}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the whole move stays on the road: road rate {code}</source>
        <translation>die ganze Bewegung bleibt auf der Straße: Straßengeschwindigkeit {code}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the path ({path}) is longer than the road rate {code} ({allowance})</source>
        <translation>der Weg ({path}) ist länger als die Straßengeschwindigkeit {code} ({allowance})</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>snow (the battle&apos;s weather)</source>
        <translation>Schnee (das Wetter des Gefechts)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mud (the battle&apos;s weather)</source>
        <translation>Schlamm (das Wetter des Gefechts)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>starts on the road at the road rate {code}; leaves it after {distance}</source>
        <translation>beginnt auf der Straße mit der Straßengeschwindigkeit {code}; verlässt sie nach {distance}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>off the road: cross-country rate {code}</source>
        <translation>abseits der Straße: Geschwindigkeit querfeldein {code}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the allowance ({allowance}) ends before {distance}</source>
        <translation>die Bewegungsweite ({allowance}) endet vor {distance}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>, reduced by {ground} to {code}</source>
        <translation>, vermindert durch {ground} auf {code}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>leaves the road after {distance}: the allowance reverts to the cross-country rate {code}{reduced} ({allowance})</source>
        <translation>verlässt die Straße nach {distance}: die Bewegungsweite fällt auf die Geschwindigkeit querfeldein {code}{reduced} zurück ({allowance})</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>it has already gone {distance}, beyond its cross-country rate: it cannot leave the road and stops at that point on the road</source>
        <translation>es hat schon {distance} zurückgelegt, mehr als seine Geschwindigkeit querfeldein: es kann die Straße nicht verlassen und hält an dieser Stelle auf der Straße</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>1.3: a vehicle that has gone beyond its cross-country rate ({code}, {allowance}) on the road cannot leave it: it stops on the road after {distance}</source>
        <translation>1.3: ein Fahrzeug, das auf der Straße mehr als seine Geschwindigkeit querfeldein ({code}, {allowance}) zurückgelegt hat, kann sie nicht verlassen: es hält nach {distance} auf der Straße</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{ground}: reduces by {n} (not worse than the {worst} already in force: reductions do not add up)</source>
        <translation>{ground}: vermindert um {n} (nicht schlechter als das schon geltende {worst}: Verminderungen addieren sich nicht)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>to A</source>
        <translation>auf A</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{n} letters</source>
        <translation>{n} Buchstaben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} letter</source>
        <translation>{n} Buchstabe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>meets {ground} after {distance}: cross-country code reduced {how}, {code} -&gt; {new} ({allowance})</source>
        <translation>trifft nach {distance} auf {ground}: Code querfeldein vermindert {how}, {code} -&gt; {new} ({allowance})</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>it has already gone {distance}, beyond the reduced rate: it stops at the edge of {ground}</source>
        <translation>es hat schon {distance} zurückgelegt, mehr als die verminderte Geschwindigkeit: es hält am Rand von {ground}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>1.4: it has gone {distance} when it meets {ground}, beyond the reduced rate {code} ({allowance}): it stops at its edge</source>
        <translation>1.4: es hat {distance} zurückgelegt, als es auf {ground} trifft, mehr als die verminderte Geschwindigkeit {code} ({allowance}): es hält an dessen Rand</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{why}: it stops at the bank after {distance}</source>
        <translation>{why}: es hält nach {distance} am Ufer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>crosses the ice of {water}, which holds vehicles</source>
        <translation>quert das Eis von {water}, das Fahrzeuge trägt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the worst reduction in force: {ground}</source>
        <translation>die stärkste geltende Verminderung: {ground}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>ski troops move at code {code}</source>
        <translation>Skitruppen bewegen sich mit Code {code}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>infantry and weapon systems move {yards:g} yards a turn ({allowance}), whatever the ground</source>
        <translation>Infanterie und Waffensysteme bewegen sich {yards:g} Yards je Runde ({allowance}), gleich auf welchem Boden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>weapon systems cannot fire the turn that they move</source>
        <translation>Waffensysteme können in der Runde, in der sie sich bewegen, nicht feuern</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{why}: it stops at the bank</source>
        <translation>{why}: es hält am Ufer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the path ({path}) is longer than the allowance ({allowance})</source>
        <translation>der Weg ({path}) ist länger als die Bewegungsweite ({allowance})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>TUNDRA: crew-served weapons cannot deploy on ice ({water})</source>
        <translation>TUNDRA: mannschaftsbediente Waffen können nicht auf Eis aufstellen ({water})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{why}: it stops where it would step onto the ice</source>
        <translation>{why}: es hält, wo es das Eis betreten würde</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>close combat: the slower moves first, and moves alternate in quarter-allowance segments: {order}</source>
        <translation>Nahkampf: der Langsamere bewegt sich zuerst, und die Bewegungen wechseln in Viertel-Abschnitten der Bewegungsweite: {order}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/forces.py" line="+88"/>
        <source>the defender has {defender} points; the attacker {defender} x {att}/{dfn} = {attacker}</source>
        <translation>der Verteidiger hat {defender} Punkte; der Angreifer {defender} x {att}/{dfn} = {attacker}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{total} points in all at {att}:{dfn}: the defender {total} x {dfn}/{sum} = {share}, the attacker the other {rest}</source>
        <translation>{total} Punkte insgesamt bei {att}:{dfn}: der Verteidiger {total} x {dfn}/{sum} = {share}, der Angreifer die übrigen {rest}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/specials.py" line="+57"/>
        <source>there must be {waves} waves (there are {given})</source>
        <translation>es muss {waves} Wellen geben (es gibt {given})</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{wave}: {points:,} of {total:,} points, {share} of the army: at least {least}%</source>
        <translation>{wave}: {points:,} von {total:,} Punkten, {share} der Armee: mindestens {least} %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{wave}: {points:,} of {total:,} points, {share} of the army: under {least}%</source>
        <translation>{wave}: {points:,} von {total:,} Punkten, {share} der Armee: unter {least} %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>wave {n} (lands on turn {turn})</source>
        <translation>Welle {n} (landet in Runde {turn})</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/session/forces/placement.py" line="+24"/>
        <source>wave {n}</source>
        <translation>Welle {n}</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>ISLAND D: activation roll, turn {turn}</source>
        <translation>INSEL D: Alarmwurf, Runde {turn}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ONE per turn (turn {turn})</source>
        <translation>EINS je Runde (Runde {turn})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{roll} x 10% = {percent}%: all of the original total</source>
        <translation>{roll} x 10 % = {percent} %: die ganze ursprüngliche Gesamtstärke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{roll} x 10% = {percent}% of the original total is alerted</source>
        <translation>{roll} x 10 % = {percent} % der ursprünglichen Gesamtstärke sind alarmiert</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{share:.{digits}f}%</source>
        <translation>{share:.{digits}f} %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{part:,} of {total:,} points</source>
        <translation>{part:,} von {total:,} Punkten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{points}, {share}</source>
        <translation>{points}, {share}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{points} of the Allied force, {share}</source>
        <translation>{points} der alliierten Truppe, {share}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Germans: {said} (at most {limit}%)</source>
        <translation>Deutsche: {said} (höchstens {limit} %)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Germans are {said}; at most {limit}%</source>
        <translation>Deutsche sind {said}; höchstens {limit} %</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{points} of the Vichy force, {share}</source>
        <translation>{points} der Vichy-Truppe, {share}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>German and Italian allies: {said} (up to {limit}%)</source>
        <translation>Deutsche und italienische Verbündete: {said} (bis zu {limit} %)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>German and Italian allies are {said}; at most {limit}%</source>
        <translation>Deutsche und italienische Verbündete sind {said}; höchstens {limit} %</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{points} of the British force, {share}</source>
        <translation>{points} der britischen Truppe, {share}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Free French allies: {said} (up to {limit}%)</source>
        <translation>Verbündete des Freien Frankreichs: {said} (bis zu {limit} %)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Free French allies are {said}; at most {limit}%</source>
        <translation>Verbündete des Freien Frankreichs sind {said}; höchstens {limit} %</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Japanese non-vehicle points: {said} (over {limit}% must be)</source>
        <translation>Japanische Nicht-Fahrzeug-Punkte: {said} (über {limit} % müssen es sein)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>only {foot:,} of the {total:,} Japanese points, {share}, are non-vehicle; over {limit}% must be</source>
        <translation>nur {foot:,} der {total:,} japanischen Punkte, {share}, sind Nicht-Fahrzeuge; über {limit} % müssen es sein</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the defender&apos;s non-vehicle points: {said} (a majority, over 50%, must be)</source>
        <translation>Nicht-Fahrzeug-Punkte des Verteidigers: {said} (eine Mehrheit, über 50 %, muss es sein)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>only {foot:,} of the defender&apos;s {total:,} points, {share}, are non-vehicle items; a majority must be</source>
        <translation>nur {foot:,} der {total:,} Punkte des Verteidigers, {share}, sind Nicht-Fahrzeuge; eine Mehrheit muss es sein</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{markers} markers: {actual} actual positions and {fakes} fake (at most 1/3 fake)</source>
        <translation>{markers} Marker: {actual} echte Stellungen und {fakes} Attrappen (höchstens 1/3 Attrappen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{fakes} fake markers with {actual} actual positions: at most one third of the markers may be fake, so {actual} actual positions take at most {most} fake markers (half as many, rounded up)</source>
        <translation>{fakes} Attrappen zu {actual} echten Stellungen: höchstens ein Drittel der Marker darf Attrappe sein, also gehören zu {actual} echten Stellungen höchstens {most} Attrappen (halb so viele, aufgerundet)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="-779"/>
        <source>{theatre} ({location})</source>
        <translation>{theatre} ({location})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{place}, {year}</source>
        <translation>{place}, {year}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{mission}, {where} {season} {year}</source>
        <translation>{mission}, {where}, {season} {year}</translation>
    </message>
    <message>
        <location line="+189"/>
        <source>Table I has no Allied force adjustment for {nation} (it lists {listed})</source>
        <translation>Tabelle I hat keine alliierte Truppenanpassung für die Nation {nation} (sie führt {listed})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{row} (read for {nation})</source>
        <translation>{row} (gelesen für die Nation {nation})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Allied Force Adjustment, {row}</source>
        <translation>Alliierte Truppenanpassung, {row}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{face} + {adjustment} = {total}</source>
        <translation>{face} + {adjustment} = {total}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{face} + {adjustment} = {total} is off the table: read as {read}</source>
        <translation>{face} + {adjustment} = {total} liegt außerhalb der Tabelle: gelesen als {read}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>USSR attacker</source>
        <translation>UdSSR greift an</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Italian force (any year)</source>
        <translation>Italienische Truppe (jedes Jahr)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Table II does not list {year} in {theatre}; it reads the row {row} (docs/rules-notes.md)</source>
        <translation>Tabelle II führt {year} auf dem Kriegsschauplatz {theatre} nicht; sie liest die Zeile {row} (docs/rules-notes.md)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Location modifier, {location}</source>
        <translation>Ortsmodifikator, {location}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{face} {modifier:+d} = {total}</source>
        <translation>{face} {modifier:+d} = {total}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{face} {modifier:+d} = {total} is off the table: read as {read}</source>
        <translation>{face} {modifier:+d} = {total} liegt außerhalb der Tabelle: gelesen als {read}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>no snow in the Pacific (TARAWA: &quot;No SNOW is allowed&quot;): the snow result is read as rain, mud</source>
        <translation>kein Schnee im Pazifik (TARAWA: „Kein SCHNEE erlaubt“): das Schnee-Ergebnis wird als Regen gelesen, Schlamm</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Table V has no column for {theatre}</source>
        <translation>Tabelle V hat keine Spalte für {theatre}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>FINLAND: CITY results are replaced with TUNDRA</source>
        <translation>FINNLAND: STADT-Ergebnisse werden durch TUNDRA ersetzt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FINLAND: CITY results are replaced with TUNDRA, whose &quot;Weather is snow&quot;; Table IV has no snow in summer (N/A), so in summer the CITY stands</source>
        <translation>FINNLAND: STADT-Ergebnisse werden durch TUNDRA ersetzt, deren „Das Wetter ist Schnee“; Tabelle IV hat im Sommer keinen Schnee (entf.), darum bleibt im Sommer die STADT</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{mission}, {attacker}:{defender}</source>
        <translation>{mission}, {attacker}:{defender}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the modified roll is {total}</source>
        <translation>der modifizierte Wurf ist {total}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the modified roll {total} is off the table: read as {read}</source>
        <translation>der modifizierte Wurf {total} liegt außerhalb der Tabelle: gelesen als {read}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{row}: a d6 gives the number of {side} airstrikes (* Roll a d6 for number)</source>
        <translation>{row}: ein d6 gibt die Zahl der Luftangriffe ({side}) (* Für die Zahl einen d6 würfeln)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table VII, {row}: a d6 for the number of {side} airstrikes</source>
        <translation>Tabelle VII, {row}: ein d6 für die Zahl der Luftangriffe ({side})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allied</source>
        <translation>Alliierte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Axis: none</source>
        <translation>Achse: keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Axis: 1 airstrike</source>
        <translation>Achse: 1 Luftangriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Axis: {n} airstrikes</source>
        <translation>Achse: {n} Luftangriffe</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Axis: {face} airstrikes (a d6 rolled {face})</source>
        <translation>Achse: {face} Luftangriffe (ein d6 zeigte {face})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Axis: 1 airstrike (a d6 rolled 1)</source>
        <translation>Achse: 1 Luftangriff (ein d6 zeigte 1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Allies: {face} airstrikes (a d6 rolled {face})</source>
        <translation>Alliierte: {face} Luftangriffe (ein d6 zeigte {face})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allies: 1 airstrike (a d6 rolled 1)</source>
        <translation>Alliierte: 1 Luftangriff (ein d6 zeigte 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allies: none</source>
        <translation>Alliierte: keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allies: 1 airstrike</source>
        <translation>Alliierte: 1 Luftangriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allies: {n} airstrikes</source>
        <translation>Alliierte: {n} Luftangriffe</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{axis}; {allies}</source>
        <translation>{axis}; {allies}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{name} set by the players: {value}</source>
        <translation>{name} von den Spielern gesetzt: {value}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>season</source>
        <translation>Jahreszeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>conditions</source>
        <translation>Bedingungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+385"/>
        <source>snowing</source>
        <translation>Schneefall</translation>
    </message>
    <message>
        <location line="-384"/>
        <source>terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mission</source>
        <translation>Auftrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>airstrikes</source>
        <translation>Luftangriffe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown nation {nation} for {what}; known: {known}</source>
        <translation>unbekannte Nation {nation} für {what}; bekannt: {known}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{what} {nation} fights for the {side}, not the {role}</source>
        <translation>{what} {nation} kämpft auf der Seite {side}, nicht als {role}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the {special} special is fought in {theatres}, not {theatre}</source>
        <translation>die Sonderregel {special} wird gespielt in: {theatres} (nicht: {theatre})</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Table I, &quot;{row} only {adjustment}&quot;: {nation} fights only {enemy}, in {theatre} (not {axis} in {chosen})</source>
        <translation>Tabelle I, „{row} nur {adjustment}“: die alliierte Truppe {nation} kämpft nur gegen {enemy}, auf dem Kriegsschauplatz {theatre} (nicht gegen {axis} auf dem Kriegsschauplatz {chosen})</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the Patton Special is West vs USSR: the opposing force is the USSR, not {nation}</source>
        <translation>das Patton Special ist Westen gegen UdSSR: die Gegentruppe ist die UdSSR, nicht {nation}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the Patton Special is West vs USSR: the Allied force is one of {nations} (not {nation})</source>
        <translation>das Patton Special ist Westen gegen UdSSR: die alliierte Truppe ist eine von {nations} (nicht {nation})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Syria is British vs Vichy French: the Axis force is {vichy}, not {nation}</source>
        <translation>In Syrien kämpfen Briten gegen Vichy-Franzosen: die Truppe der Achse ist {vichy}, nicht {nation}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Syria is British vs Vichy French: the Allied force is {britain} or {commonwealth}, not {nation}</source>
        <translation>In Syrien kämpfen Briten gegen Vichy-Franzosen: die alliierte Truppe ist {britain} oder {commonwealth}, nicht {nation}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Tarawa is fought against Japan, not {nation}</source>
        <translation>Tarawa wird gegen Japan gespielt, nicht gegen die Nation {nation}</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>the {special} special&apos;s mission is {mission}, not {chosen}</source>
        <translation>der Auftrag der Sonderregel {special} ist {mission}, nicht {chosen}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>it can only be snowing when the conditions are snow</source>
        <translation>es kann nur schneien, wenn die Bedingungen Schnee sind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{theatre} is always {season} (Table III)</source>
        <translation>{theatre} ist immer {season} (Tabelle III)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table IV: there is no snow in summer (N/A)</source>
        <translation>Tabelle IV: kein Schnee im Sommer (entf.)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TARAWA: &quot;No SNOW is allowed&quot; (read for the whole Pacific)</source>
        <translation>TARAWA: „Kein SCHNEE erlaubt“ (für den ganzen Pazifik gelesen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TUNDRA: &quot;Weather is snow&quot;, and TARAWA: &quot;No SNOW is allowed&quot; (read for the whole Pacific)</source>
        <translation>TUNDRA: „Das Wetter ist Schnee“, und TARAWA: „Kein SCHNEE erlaubt“ (für den ganzen Pazifik gelesen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TUNDRA: &quot;Weather is snow&quot;, and Table IV has no snow in summer (N/A): no TUNDRA in summer</source>
        <translation>TUNDRA: „Das Wetter ist Schnee“, und Tabelle IV hat im Sommer keinen Schnee (entf.): keine TUNDRA im Sommer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TUNDRA: &quot;Weather is snow&quot;, and Table IV has no snow in summer (N/A): set the season too (winter, spring or fall), so that Table III cannot roll summer</source>
        <translation>TUNDRA: „Das Wetter ist Schnee“, und Tabelle IV hat im Sommer keinen Schnee (entf.): legt auch die Jahreszeit fest (Winter, Frühling oder Herbst), damit Tabelle III keinen Sommer würfeln kann</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TARAWA: &quot;The allied player is the attacker&quot;</source>
        <translation>TARAWA: „Der alliierte Spieler ist der Angreifer“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the raid mission is the RAID special&apos;s: use --special raid</source>
        <translation>der Überfall-Auftrag gehört zur Sonderregel RAID: --special raid verwenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a point ratio is two whole numbers above 0 (got {attacker}:{defender})</source>
        <translation>ein Punkteverhältnis sind zwei ganze Zahlen über 0 (erhalten: {attacker}:{defender})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the {special} special is fought in {low}-{high}; {year} is outside them</source>
        <translation>die Sonderregel {special} wird {low}-{high} gespielt; {year} liegt außerhalb</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table I gives the years {low}-{high}; {year} is outside them</source>
        <translation>Tabelle I gibt die Jahre {low}-{high}; {year} liegt außerhalb</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>special: {special}</source>
        <translation>Sonderregel: {special}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>theatre: {theatre}; Axis force {axis}, Allied force {allied}</source>
        <translation>Kriegsschauplatz: {theatre}; Truppe der Achse {axis}, alliierte Truppe {allied}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table I, &quot;{row} only {adjustment}&quot;: {nation} fights only {enemy}</source>
        <translation>Tabelle I, „{row} nur {adjustment}“: die alliierte Truppe {nation} kämpft nur gegen {enemy}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>PATTON SPECIAL (1945-47): Table I cannot give these years, so it is not rolled; the year is {year} (set 1946 or 1947 to play them)</source>
        <translation>SONDERREGEL PATTON (1945-47): Tabelle I kann diese Jahre nicht ergeben, also wird nicht gewürfelt; das Jahr ist {year} (1946 oder 1947 setzen, um sie zu spielen)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table I: the year</source>
        <translation>Tabelle I: das Jahr</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{special} is fought in {low}-{high}: {year} is read as {read}</source>
        <translation>{special} wird {low}-{high} gespielt: {year} wird als {read} gelesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the special</source>
        <translation>die Sonderregel</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>TARAWA: &quot;The allied player is the attacker&quot;; Table II is not rolled</source>
        <translation>TARAWA: „Der alliierte Spieler ist der Angreifer“; Tabelle II wird nicht gewürfelt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the USSR player</source>
        <translation>der UdSSR-Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Vichy French player</source>
        <translation>der Vichy-Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the Axis player</source>
        <translation>der Achsen-Spieler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table II: {who} rolls to attack (at or under {chance})</source>
        <translation>Tabelle II: {who} würfelt für den Angriff (höchstens {chance})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{roll} &lt;= {chance}: the Axis ({nation}) attacks</source>
        <translation>{roll} &lt;= {chance}: die Achse ({nation}) greift an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{roll} &gt; {chance}: the Allies ({nation}) attack</source>
        <translation>{roll} &gt; {chance}: die Alliierten ({nation}) greifen an</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The defender will roll on the remaining tables.</source>
        <translation>Der Verteidiger würfelt auf den übrigen Tabellen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{theatre} is always {season}: Table III is not rolled</source>
        <translation>{theatre} ist immer {season}: Tabelle III wird nicht gewürfelt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table III: the season</source>
        <translation>Tabelle III: die Jahreszeit</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Table IV: the battlefield conditions</source>
        <translation>Tabelle IV: die Bedingungen auf dem Schlachtfeld</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+134"/>
        <location filename="../../morefire_gui/session/table_edit_log.py" line="+38"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <location filename="../../morefire_gui/session/table_edit_log.py" line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SNOW: is it snowing (odd: yes)</source>
        <translation>SCHNEE: schneit es (ungerade: ja)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{face} is odd: it is snowing, no airstrikes</source>
        <translation>{face} ist ungerade: es schneit, keine Luftangriffe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{face} is even: it is not snowing</source>
        <translation>{face} ist gerade: es schneit nicht</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not snowing</source>
        <translation>kein Schneefall</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Mud in Africa indicates Tunisia.</source>
        <translation>Schlamm in Afrika bedeutet Tunesien.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the terrain of {special} is {terrain}, not {chosen}</source>
        <translation>das Gelände von {special} ist {terrain}, nicht {chosen}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ISLAND: the entire board is a single island</source>
        <translation>INSEL: das ganze Spielfeld ist eine einzige Insel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TARAWA: a Pacific island, with jungle</source>
        <translation>TARAWA: eine Pazifikinsel, mit Dschungel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SYRIA: The terrain is HILLY</source>
        <translation>SYRIEN: Das Gelände ist HÜGELLAND</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NORMANDY BOCAGE special</source>
        <translation>Sonderregel NORMANNISCHE BOCAGE</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the Pacific has no Table V column: its terrain is jungle (docs/rules-notes.md)</source>
        <translation>der Pazifik hat keine Spalte in Tabelle V: sein Gelände ist Dschungel (docs/rules-notes.md)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table V: the battlefield terrain</source>
        <translation>Tabelle V: das Gelände des Schlachtfelds</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>NORMANDY BOCAGE: Farmland in France, a second d6 (6: bocage)</source>
        <translation>NORMANNISCHE BOCAGE: Ackerland in Frankreich, ein zweiter d6 (6: Bocage)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{face}: Normandy bocage</source>
        <translation>{face}: Normannische Bocage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{face}: not bocage</source>
        <translation>{face}: keine Bocage</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hilly results in Africa indicates Tunisia.</source>
        <translation>Hügelland in Afrika bedeutet Tunesien.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DESERT: &quot;Weather is always Clear&quot; (the conditions were set to {conditions})</source>
        <translation>WÜSTE: „Das Wetter ist immer klar“ (die Bedingungen waren auf {conditions} gesetzt)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DESERT: &quot;Weather is always Clear&quot;: the {conditions} result is read as clear</source>
        <translation>WÜSTE: „Das Wetter ist immer klar“: das Ergebnis {conditions} wird als klar gelesen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>TUNDRA: &quot;Weather is snow&quot; (the conditions were set to {conditions})</source>
        <translation>TUNDRA: „Das Wetter ist Schnee“ (die Bedingungen waren auf {conditions} gesetzt)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>TUNDRA: &quot;Weather is snow&quot;: the {conditions} result is read as snow</source>
        <translation>TUNDRA: „Das Wetter ist Schnee“: das Ergebnis {conditions} wird als Schnee gelesen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>ISLAND: The defender&apos;s mission is Holding Action with a 3 attacker to 2 defender ratio</source>
        <translation>INSEL: Der Auftrag des Verteidigers ist ein Halteauftrag mit einem Verhältnis von 3 Angreifern zu 2 Verteidigern</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>TARAWA: Holding Action victory conditions with a 3 attacker to 1 defender ratio</source>
        <translation>TARAWA: Siegbedingungen des Halteauftrags mit einem Verhältnis von 3 Angreifern zu 1 Verteidiger</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>RAID: The force ratio is 3 attackers to 2 defenders</source>
        <translation>ÜBERFALL: Das Truppenverhältnis ist 3 Angreifer zu 2 Verteidigern</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{special}; the mission cannot be {mission}</source>
        <translation>{special}; der Auftrag kann nicht {mission} sein</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Table VI: the defender&apos;s mission</source>
        <translation>Tabelle VI: der Auftrag des Verteidigers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>point ratio set by the players: {attacker}:{defender}</source>
        <translation>Punkteverhältnis von den Spielern gesetzt: {attacker}:{defender}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table VII (Optional) is not used: no airstrikes</source>
        <translation>Tabelle VII (optional) wird nicht verwendet: keine Luftangriffe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table VII: aircraft availability</source>
        <translation>Tabelle VII: Verfügbarkeit von Flugzeugen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{n} {side} airstrikes</source>
        <translation>{n} Luftangriffe ({side})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} {side} airstrike</source>
        <translation>{n} Luftangriff ({side})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>airstrikes: {strikes}</source>
        <translation>Luftangriffe: {strikes}</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{why}: {table} is not rolled</source>
        <translation>{why}: {table} wird nicht gewürfelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Axis {axis}, Allies {allies}</source>
        <translation>Achse {axis}, Alliierte {allies}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{mission}: {text}</source>
        <translation>{mission}: {text}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{guideline}. {mission}: {text}</source>
        <translation>{guideline}. {mission}: {text}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The scenario system sets no length of play: no number of turns, no end. Agree before play how many turns you play (or play until you agree to stop); then score the battle by the victory conditions (Battle &gt; Score Battle{command}).</source>
        <translation>Das Szenariosystem legt keine Spieldauer fest: keine Zahl von Zügen, kein Ende. Die Spieler vereinbaren vor dem Spiel, wie viele Züge sie spielen (oder spielen, bis sie sich einigen aufzuhören); dann werten sie das Gefecht nach den Siegbedingungen (Gefecht &gt; Gefecht werten{command}).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ADVANCE TO CONTACT</source>
        <translation>VORSTOSS BIS FEINDBERÜHRUNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HOLDING ACTION</source>
        <translation>HALTEAUFTRAG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DELAY MISSION</source>
        <translation>VERZÖGERUNGSAUFTRAG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>COUNTERATTACK</source>
        <translation>GEGENANGRIFF</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>RAID: The defender wins if he prevents the attacker from reaching the objective. The attacker wins if he reaches the objective (and must then withdraw back to its starting edge).</source>
        <translation>ÜBERFALL: Der Verteidiger gewinnt, wenn er den Angreifer daran hindert, das Ziel zu erreichen. Der Angreifer gewinnt, wenn er das Ziel erreicht (und muss sich dann zu seinem Ausgangsrand zurückziehen).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{mission} (victory conditions for the defender)</source>
        <translation>{mission} (Siegbedingungen für den Verteidiger)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{letter}. {text}</source>
        <translation>{letter}. {text}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DECISIVE Victory</source>
        <translation>ENTSCHEIDENDER Sieg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MARGINAL Victory</source>
        <translation>KNAPPER Sieg</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/victory.py" line="-12"/>
        <source>DRAW</source>
        <translation>UNENTSCHIEDEN</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{result}: accomplish {letters} only</source>
        <translation>{result}: nur {letters} erfüllen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{result}: accomplish {letters}</source>
        <translation>{result}: {letters} erfüllen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/geometry/force_placement.py" line="-6"/>
        <location filename="../../morefire_gui/model/actions/turns.py" line="-2"/>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="+1"/>
        <location filename="../../morefire_gui/rules/scenario/victory.py" line="+137"/>
        <location filename="../../morefire_gui/session/aircraft/launch.py" line="+162"/>
        <location filename="../../morefire_gui/session/direct_fire/weapons.py" line="+81"/>
        <location filename="../../morefire_gui/session/mounting.py" line="+62"/>
        <location filename="../../morefire_gui/session/movement/position_left.py" line="+53"/>
        <location filename="../../morefire_gui/session/movement/summary.py" line="+55"/>
        <location filename="../../morefire_gui/session/turn_actions.py" line="-8"/>
        <location line="+5"/>
        <source>{first} and {then}</source>
        <translation>{first} und {then}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="+2"/>
        <source>Otherwise the attacker wins.</source>
        <translation>Sonst gewinnt der Angreifer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Terrain Victory Point Schedule: hill 70/50/70, ford* 60/30/40, bridge* 50/30/45, crossroad* 50/25/35, road exit 30/20/50, building*+ 6/6/10 (Standard / Retained / Captured); + only 1/2 if destroyed; * only 1/2 if an enemy is within 1000 yards.</source>
        <translation>Siegpunkttabelle des Geländes: Hügel 70/50/70, Furt* 60/30/40, Brücke* 50/30/45, Kreuzung* 50/25/35, Straßenausgang 30/20/50, Gebäude*+ 6/6/10 (Standard / Gehalten / Erobert); + nur 1/2, wenn zerstört; * nur 1/2, wenn ein Feind innerhalb 1000 Yards ist.</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="-142"/>
        <source>Hilly</source>
        <translation>Hügelland</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Farmland</source>
        <translation>Ackerland</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mountains</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steppes</source>
        <translation>Steppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tundra</source>
        <translation>Tundra</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+46"/>
        <source>Normandy bocage</source>
        <translation>Normannische Bocage</translation>
    </message>
    <message>
        <location line="-44"/>
        <location line="+39"/>
        <source>Island</source>
        <translation>Insel</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Delay Mission</source>
        <translation>Verzögerungsauftrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holding Action</source>
        <translation>Halteauftrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advance to Contact</source>
        <translation>Vorstoß bis Feindberührung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counterattack</source>
        <translation>Gegenangriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+21"/>
        <source>Raid</source>
        <translation>Überfall</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="-1296"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>Syria</source>
        <translation>Syrien</translation>
    </message>
    <message>
        <location line="-4"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+32"/>
        <source>Africa</source>
        <translation>Afrika</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>the Pacific</source>
        <translation>Pazifik</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>Pacific</source>
        <translation>Pazifik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tunisia</source>
        <translation>Tunesien</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winter</source>
        <translation>Winter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spring</source>
        <translation>Frühling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summer</source>
        <translation>Sommer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fall</source>
        <translation>Herbst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>WINTER</source>
        <translation>WINTER</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SPRING</source>
        <translation>FRÜHLING</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SUMMER</source>
        <translation>SOMMER</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FALL</source>
        <translation>HERBST</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear</source>
        <translation>Klar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mud</source>
        <translation>Schlamm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Snow</source>
        <translation>Schnee</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/battle.py" line="+4"/>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="+518"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+20"/>
        <source>Axis</source>
        <translation>Achse</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+1"/>
        <source>Allies</source>
        <translation>Alliierte</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/terms.py" line="+70"/>
        <source>Decisive victory for the defender</source>
        <translation>Entscheidender Sieg des Verteidigers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marginal victory for the defender</source>
        <translation>Knapper Sieg des Verteidigers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory for the attacker</source>
        <translation>Sieg des Angreifers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory for the defender</source>
        <translation>Sieg des Verteidigers</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/victory.py" line="-355"/>
        <source>VP schedule</source>
        <translation>Siegpunkttabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory conditions</source>
        <translation>Siegbedingungen</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>{location} ({kind})</source>
        <translation>{location} ({kind})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{location}: controlled by nobody ({why})</source>
        <translation>{location}: von niemandem kontrolliert ({why})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{location}: controlled by nobody</source>
        <translation>{location}: von niemandem kontrolliert</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{location}: controlled by the {side} ({why})</source>
        <translation>{location}: kontrolliert von der Seite {side} ({why})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{location}: controlled by the {side}</source>
        <translation>{location}: kontrolliert von der Seite {side}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>+ Receive only 1/2 points if destroyed: the building is destroyed</source>
        <translation>+ Nur 1/2 Punkte, wenn zerstört: das Gebäude ist zerstört</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>* an enemy is within {yards:g} yards too: still only 1/2</source>
        <translation>* auch ein Feind ist innerhalb {yards:g} Yards: weiterhin nur 1/2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>* Receive only 1/2 points if enemy within {yards:g} yards</source>
        <translation>* Nur 1/2 Punkte, wenn ein Feind innerhalb {yards:g} Yards ist</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retained</source>
        <translation>Gehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured</source>
        <translation>Erobert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Road Exit</source>
        <translation>Straßenausgang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>standard / retained / captured</source>
        <translation>Standard / Gehalten / Erobert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accomplished</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not accomplished</source>
        <translation>nicht erfüllt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>victory points ({schedule} column): defender {defender:g}, attacker {attacker:g}, from {n} location(s)</source>
        <translation>Siegpunkte (Spalte {schedule}): Verteidiger {defender:g}, Angreifer {attacker:g}; gewertete Orte: {n}</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>{unit}: {points}</source>
        <translation>{unit}: {points}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>attacker points destroyed: {points} ({units})</source>
        <translation>zerstörte Punkte des Angreifers: {points} ({units})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>defender points destroyed: {points} ({units})</source>
        <translation>zerstörte Punkte des Verteidigers: {points} ({units})</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the defender holds {defender:g} VP against the attacker&apos;s {attacker:g}: a majority</source>
        <translation>der Verteidiger hält {defender:g} SP gegen {attacker:g} des Angreifers: eine Mehrheit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the defender holds {defender:g} VP against the attacker&apos;s {attacker:g}: no majority</source>
        <translation>der Verteidiger hält {defender:g} SP gegen {attacker:g} des Angreifers: keine Mehrheit</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>attacker lost {attacker}, defender lost {defender}: {attacker} &gt;= 2 x {defender}</source>
        <translation>Angreifer verlor {attacker}, Verteidiger verlor {defender}: {attacker} &gt;= 2 x {defender}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>attacker lost {attacker}, defender lost {defender}: {attacker} &lt; 2 x {defender}</source>
        <translation>Angreifer verlor {attacker}, Verteidiger verlor {defender}: {attacker} &lt; 2 x {defender}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no attacker points were destroyed</source>
        <translation>keine Punkte des Angreifers wurden zerstört</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>attacker lost {attacker}, defender lost {defender}</source>
        <translation>Angreifer verlor {attacker}, Verteidiger verlor {defender}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{letter}. {text}: accomplished ({detail})</source>
        <translation>{letter}. {text}: erfüllt ({detail})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{letter}. {text}: not accomplished ({detail})</source>
        <translation>{letter}. {text}: nicht erfüllt ({detail})</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>accomplish {letters}</source>
        <translation>{letters} erfüllen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the defender accomplished none of the results: the attacker wins</source>
        <translation>der Verteidiger hat keines der Ergebnisse erfüllt: der Angreifer gewinnt</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The attacker reaches the objective</source>
        <translation>Der Angreifer erreicht das Ziel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reached</source>
        <translation>erreicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not reached</source>
        <translation>nicht erreicht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the attacker reached the objective</source>
        <translation>der Angreifer hat das Ziel erreicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the attacker did not reach the objective</source>
        <translation>der Angreifer hat das Ziel nicht erreicht</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/weather.py" line="-55"/>
        <source>TUNDRA: &quot;Weather is snow&quot; (the battle says {weather})</source>
        <translation>TUNDRA: „Das Wetter ist Schnee“ (das Gefecht sagt {weather})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DESERT: &quot;Weather is always Clear&quot; (the battle says {weather})</source>
        <translation>WÜSTE: „Das Wetter ist immer klar“ (das Gefecht sagt {weather})</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{purpose} (first die)</source>
        <translation>{purpose} (erster Würfel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{purpose} (second die)</source>
        <translation>{purpose} (zweiter Würfel)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>mud maintenance roll, {unit}</source>
        <translation>Wartungswurf bei Schlamm, {unit}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unit}: {total} is not {faces}: no breakdown</source>
        <translation>{unit}: {total} ist nicht {faces}: keine Panne</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>turns {unit} stays stuck</source>
        <translation>Runden, die {unit} festsitzt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unit}: immobilized for {turns} turns</source>
        <translation>{unit}: {turns} Runden bewegungsunfähig</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>mountain breakdown roll, {unit}</source>
        <translation>Pannenwurf im Gebirge, {unit}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>immobilized for {turns} turns</source>
        <translation>{turns} Runden bewegungsunfähig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>immobilized for the rest of the battle</source>
        <translation>für den Rest des Gefechts bewegungsunfähig</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{unit}: {total}: no breakdown</source>
        <translation>{unit}: {total}: keine Panne</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>ice on {piece}</source>
        <translation>Eis auf {piece}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{piece}: the ice holds vehicles</source>
        <translation>{piece}: das Eis trägt Fahrzeuge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{piece}: the ice does not hold vehicles</source>
        <translation>{piece}: das Eis trägt keine Fahrzeuge</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/sequence.py" line="+108"/>
        <source>{phase} — {step}</source>
        <translation>{phase} — {step}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{label}. {step}</source>
        <translation>{label}. {step}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{phase} {label}</source>
        <translation>{phase} {label}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/words.py" line="+118"/>
        <location filename="../../morefire_gui/session/aircraft/availability.py" line="+194"/>
        <location line="+16"/>
        <location filename="../../morefire_gui/session/table_edit_log.py" line="-57"/>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/in_play.py" line="+29"/>
        <source>unknown aircraft {id}: no aircraft is in play</source>
        <translation>unbekanntes Flugzeug {id}: kein Flugzeug ist im Spiel</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Change aircraft</source>
        <translation>Flugzeug ändern</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/launch.py" line="+99"/>
        <source>{x:g}, {y:g}</source>
        <translation>{x:g} / {y:g}</translation>
    </message>
    <message>
        <location line="-200"/>
        <location filename="../../morefire_gui/session/forces/limits.py" line="+525"/>
        <source>not in the catalogue</source>
        <translation>nicht im Katalog</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/session/forces/limits.py" line="+2"/>
        <source>a {kind}, not an aircraft</source>
        <translation>ein {kind}, kein Flugzeug</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{type} is {what} (did you mean {close}?)</source>
        <translation>{type} ist {what} (meinten Sie {close}?)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{type} is {what}; the aircraft are: {known}</source>
        <translation>{type} ist {what}; die Flugzeuge sind: {known}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/availability.py" line="+40"/>
        <source>no aircraft of {nation} in service in {year}</source>
        <translation>{nation}: kein Flugzeug im Jahr {year} im Dienst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no aircraft of {nation} in the catalogue</source>
        <translation>{nation}: kein Flugzeug im Katalog</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/launch.py" line="+35"/>
        <source>{aircraft} was in service {first}-{last}, not in {year}, the battle&apos;s year</source>
        <translation>{aircraft} war {first}-{last} im Dienst, nicht {year}, im Jahr des Gefechts</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/availability.py" line="-116"/>
        <location line="+6"/>
        <location filename="../../morefire_gui/session/aircraft/launch.py" line="+26"/>
        <source>{side} cannot fly an airstrike: {why}</source>
        <translation>Die Seite {side} kann keinen Luftangriff fliegen: {why}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/launch.py" line="+7"/>
        <source>the entry point and heading are numbers</source>
        <translation>Eintrittspunkt und Kurs sind Zahlen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>heading {heading:g} from the {edges} edge points off the table: the direction arrow points into it</source>
        <translation>Kurs {heading:g} vom Rand {edges} zeigt vom Tisch weg: der Richtungspfeil zeigt in ihn hinein</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>id {id} is already used in the battle</source>
        <translation>Kennung {id} wird im Gefecht schon verwendet</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>{aircraft}: one of the {many} {side} bought with its forces; its {points} points were paid then (&quot;Airstrikes must be paid for in Army points&quot;), not again</source>
        <translation>{aircraft}: einer der {many}, die die Seite {side} mit ihren Truppen kaufte; seine {points} Punkte wurden damals bezahlt („Luftangriffe müssen mit Armeepunkten bezahlt werden“), nicht noch einmal</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>{aircraft}: {points} points, charged to {side} (&quot;Airstrikes must be paid for in Army points&quot;)</source>
        <translation>{aircraft}: {points} Punkte, angerechnet der Seite {side} („Luftangriffe müssen mit Armeepunkten bezahlt werden“)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/run_plan.py" line="+138"/>
        <location filename="../../morefire_gui/session/sequence_of_play.py" line="-311"/>
        <source>rides on {carrier}</source>
        <translation>fährt auf {carrier} mit</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{unit} can fire: {chance}%</source>
        <translation>{unit} kann feuern: {chance} %</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{why} (blocked by {blockers})</source>
        <translation>{why} (blockiert durch {blockers})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{unit} cannot fire: {why}</source>
        <translation>{unit} kann nicht feuern: {why}</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>{aircraft} is {state}: it flies no more</source>
        <translation>{aircraft} ist {state}: es fliegt nicht mehr</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{aircraft} has flown its run of turn {turn}: an aircraft flies one run a turn (aircraft movement, then aircraft and AA fire); it flies again next turn</source>
        <translation>{aircraft} hat seinen Anflug der Runde {turn} geflogen: ein Flugzeug fliegt einen Anflug je Runde (Flugzeugbewegung, dann Flugzeug- und Flakfeuer); es fliegt in der nächsten Runde wieder</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>; it leaves the table at {at}</source>
        <translation>; es verlässt den Tisch bei {at}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>flies {yards:g} yards along its arrow (heading {heading:g}) from {start} to {end}{exit}</source>
        <translation>fliegt {yards:g} Yards entlang seines Pfeils (Kurs {heading:g}) von {start} nach {end}{exit}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the strafing strip: {yards:g} yards wide along the path over the table; its guns&apos; FIR {fir}; {n} units in or partly in it</source>
        <translation>der Bordwaffenstreifen: {yards:g} Yards breit entlang des Weges über dem Tisch; FIR seiner Waffen {fir}; {n} Einheiten ganz oder teilweise darin</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the strafing strip: {yards:g} yards wide along the path over the table; its guns&apos; FIR {fir}; {n} unit in or partly in it</source>
        <translation>der Bordwaffenstreifen: {yards:g} Yards breit entlang des Weges über dem Tisch; FIR seiner Waffen {fir}; {n} Einheit ganz oder teilweise darin</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{aircraft}&apos;s path does not cross the table: it has nowhere to drop its bombs</source>
        <translation>der Weg von {aircraft} kreuzt den Tisch nicht: es kann seine Bomben nirgends abwerfen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the bombs are released over the table: between {first:.0f} and {last:.0f} yards along the path (not {release:g})</source>
        <translation>die Bomben werden über dem Tisch ausgelöst: zwischen {first:.0f} und {last:.0f} Yards entlang des Weges (nicht {release:g})</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the bombs are released {release:.0f} yards along the path, at {at}: a {diameter}-yard {pattern} zone before the error</source>
        <translation>die Bomben werden {release:.0f} Yards entlang des Weges ausgelöst, bei {at}: eine {pattern} Zone von {diameter} Yards vor der Abweichung</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/launch.py" line="+57"/>
        <source>{firing} anti-aircraft weapons of the other side can fire at it, of {all}</source>
        <translation>Flugabwehrwaffen der anderen Seite, die darauf feuern können: {firing} von {all}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/availability.py" line="-38"/>
        <source>{side} has no airstrike to fly: its forces have none left (airstrikes are bought in Build Forces, or given with the battle), and a battle kept to the sequence of play flies no other</source>
        <translation>Die Seite {side} hat keinen Luftangriff zu fliegen: ihre Truppen haben keinen mehr (Luftangriffe werden in „Truppen aufstellen“ gekauft oder mit dem Gefecht gegeben), und ein Gefecht, das den Spielablauf einhält, fliegt keinen anderen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{aircraft} ×{n}</source>
        <translation>{aircraft} ×{n}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{aircraft} is not an airstrike the forces of {side} have: they have {have}, and a battle kept to the sequence of play flies no other</source>
        <translation>{aircraft} ist kein Luftangriff, den die Truppen der Seite {side} haben: sie haben {have}, und ein Gefecht, das den Spielablauf einhält, fliegt keinen anderen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the airstrike {side} flew this turn was taken back after its dice were rolled</source>
        <translation>der Luftangriff, den die Seite {side} in dieser Runde flog, wurde zurückgenommen, nachdem seine Würfel gefallen waren</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no airstrike left to fly: a battle kept to the sequence of play flies only those the forces have</source>
        <translation>kein Luftangriff bleibt zu fliegen: ein Gefecht, das den Spielablauf einhält, fliegt nur die, die die Truppen haben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no airstrike was bought to fly</source>
        <translation>kein Luftangriff wurde zum Fliegen gekauft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>every aircraft in play has flown its run this turn</source>
        <translation>jedes Flugzeug im Spiel hat in dieser Runde seinen Anflug geflogen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every aircraft in play has flown its run this turn, and no airstrike bought is left to fly</source>
        <translation>jedes Flugzeug im Spiel hat in dieser Runde seinen Anflug geflogen, und kein gekaufter Luftangriff bleibt zu fliegen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/mounting.py" line="+51"/>
        <location filename="../../morefire_gui/session/names.py" line="-133"/>
        <source>{x:.1f}, {y:.1f}</source>
        <translation>{x:.1f} / {y:.1f}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/launch.py" line="-158"/>
        <source>{aircraft} was flown by {flew}, not by {side} ({nation})</source>
        <translation>{aircraft} gehört nicht zur Seite {side} ({nation}); geflogen von: {flew}</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>an airstrike enters from a board edge: {x:.1f}, {y:.1f} is not on an edge of the {width:g} x {depth:g} {unit} table (within {tolerance:g} {unit})</source>
        <translation>ein Luftangriff tritt an einem Spielfeldrand ein: {x:.1f} / {y:.1f} liegt nicht an einem Rand des Tisches von {width:g} x {depth:g} {unit} (innerhalb {tolerance:g} {unit})</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>{aircraft}: the airstrike bought with the forces of {side}; its {points} points were paid then (&quot;Airstrikes must be paid for in Army points&quot;), not again</source>
        <translation>{aircraft}: der mit den Truppen der Seite {side} gekaufte Luftangriff; seine {points} Punkte wurden damals bezahlt („Luftangriffe müssen mit Armeepunkten bezahlt werden“), nicht noch einmal</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{aircraft}: one of the {many} airstrikes of this aircraft bought with the forces of {side}; its {points} points were paid then (&quot;Airstrikes must be paid for in Army points&quot;), not again</source>
        <translation>{aircraft}: einer der {many} mit den Truppen der Seite {side} gekauften Luftangriffe dieses Flugzeugs; seine {points} Punkte wurden damals bezahlt („Luftangriffe müssen mit Armeepunkten bezahlt werden“), nicht noch einmal</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the other side has no anti-aircraft weapon that can fire at it</source>
        <translation>die andere Seite hat keine Flugabwehrwaffe, die darauf feuern kann</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the other side&apos;s one anti-aircraft weapon can fire at it</source>
        <translation>die einzige Flugabwehrwaffe der anderen Seite kann darauf feuern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the other side&apos;s one anti-aircraft weapon cannot fire at it</source>
        <translation>die einzige Flugabwehrwaffe der anderen Seite kann nicht darauf feuern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none of the other side&apos;s {all} anti-aircraft weapons can fire at it</source>
        <translation>keine der {all} Flugabwehrwaffen der anderen Seite kann darauf feuern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all {all} of the other side&apos;s anti-aircraft weapons can fire at it</source>
        <translation>alle {all} Flugabwehrwaffen der anderen Seite können darauf feuern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{firing} of the other side&apos;s {all} anti-aircraft weapons can fire at it</source>
        <translation>Flugabwehrwaffen der anderen Seite, die darauf feuern können: {firing} von {all}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{firing} anti-aircraft weapon of the other side can fire at it, of {all}</source>
        <translation>Flugabwehrwaffen der anderen Seite, die darauf feuern können: {firing} von {all}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/run_plan.py" line="-37"/>
        <source>the strafing strip: {yards:g} yards wide along the path over the table; its guns&apos; FIR {fir}; no unit is in or partly in it</source>
        <translation>der Bordwaffenstreifen: {yards:g} Yards breit entlang des Weges über dem Tisch; FIR seiner Waffen {fir}; keine Einheit ist ganz oder teilweise darin</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/run.py" line="-30"/>
        <source>Airstrike and path (5.1-5.3)</source>
        <translation>Luftangriff und Weg (5.1-5.3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anti-aircraft fire (5.6)</source>
        <translation>Flakfeuer (5.6)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unit} is in the strip but not strafed: {why}</source>
        <translation>{unit} ist im Streifen, aber nicht beschossen: {why}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Strafing (5.4)</source>
        <translation>Bordwaffenangriff (5.4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the bombs land at {at}</source>
        <translation>die Bomben schlagen bei {at} ein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bombs (5.5)</source>
        <translation>Bomben (5.5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bombing error (5.5)</source>
        <translation>Abweichung des Bombenwurfs (5.5)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/zone_words.py" line="+16"/>
        <source>{unit} is in the damage zone</source>
        <translation>{unit} ist in der Schadenszone</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{unit} is partly in the damage zone</source>
        <translation>{unit} ist teilweise in der Schadenszone</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{where}: {note}</source>
        <translation>{where}: {note}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/run.py" line="+8"/>
        <location filename="../../morefire_gui/session/artillery/firing.py" line="+97"/>
        <source>Damage zone (4.5)</source>
        <translation>Schadenszone (4.5)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../morefire_gui/session/artillery/firing.py" line="+6"/>
        <source>{unit}, partly in the zone (4.6)</source>
        <translation>{unit}, teilweise in der Zone (4.6)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/session/artillery/firing.py" line="+2"/>
        <source>{unit} (4.6)</source>
        <translation>{unit} (4.6)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>After the run</source>
        <translation>Nach dem Anflug</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{aircraft} is shot down at {at}</source>
        <translation>{aircraft} wird bei {at} abgeschossen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{aircraft} aborts its attack and turns for home from {at}</source>
        <translation>{aircraft} bricht seinen Angriff ab und dreht bei {at} nach Hause</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{aircraft} leaves the table at {at}</source>
        <translation>{aircraft} verlässt den Tisch bei {at}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{aircraft} is at {at}, {altitude} altitude, heading {heading:g}; at the end of the turn its arrow may turn up to 90 degrees</source>
        <translation>{aircraft} ist bei {at}, Höhe {altitude}, Kurs {heading:g}; am Ende der Runde darf sich sein Pfeil um bis zu 90 Grad drehen</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>of the aircraft&apos;s own side</source>
        <translation>der eigenen Seite des Flugzeugs</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Airstrike {aircraft} ({code})</source>
        <translation>Luftangriff {aircraft} ({code})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{airstrike}: one bought airstrike flown</source>
        <translation>{airstrike}: ein gekaufter Luftangriff geflogen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{airstrike}: damage</source>
        <translation>{airstrike}: Schaden</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>strafed no unit</source>
        <translation>keine Einheit mit Bordwaffen angegriffen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>strafed one unit: hit</source>
        <translation>eine Einheit mit Bordwaffen angegriffen: getroffen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>strafed one unit: not hit</source>
        <translation>eine Einheit mit Bordwaffen angegriffen: nicht getroffen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>strafed {n} units, none hit</source>
        <translation>{n} Einheiten mit Bordwaffen angegriffen, keine getroffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strafed {n} units, {hits} hit</source>
        <translation>{n} Einheiten mit Bordwaffen angegriffen, {hits} getroffen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{result} by {unit}&apos;s anti-aircraft fire</source>
        <translation>{result} durch das Flakfeuer von {unit}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>bought with the forces of {side} ({points} points paid then); {summary}</source>
        <translation>mit den Truppen der Seite {side} gekauft (damals {points} Punkte bezahlt); {summary}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/launch.py" line="+1"/>
        <source>strafed {n} unit(s), {hits} hit</source>
        <translation>mit Bordwaffen angegriffene Einheiten: {n}, davon getroffen: {hits}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bombs at {x:.1f}, {y:.1f}; {n} unit(s) in the zone, {hits} hit</source>
        <translation>Bomben bei {x:.1f} / {y:.1f}; Einheiten in der Zone: {n}, davon getroffen: {hits}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/run.py" line="-2"/>
        <source>no attack</source>
        <translation>kein Angriff</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{points} points charged to {side}; {summary}</source>
        <translation>{points} Punkte, angerechnet der Seite {side}; {summary}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/arrows.py" line="-12"/>
        <source>{aircraft} is {state}: it has no arrow to turn</source>
        <translation>{aircraft} ist {state}: es hat keinen Pfeil zum Drehen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a heading is a number of degrees</source>
        <translation>ein Kurs ist eine Zahl von Grad</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/actions.py" line="+31"/>
        <source>an aircraft&apos;s run</source>
        <translation>der Anflug eines Flugzeugs</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/in_play.py" line="-78"/>
        <source>unknown aircraft {id}; the aircraft are: {known}</source>
        <translation>unbekanntes Flugzeug {id}; die Flugzeuge sind: {known}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/actions.py" line="+32"/>
        <source>{aircraft}: flew its run</source>
        <translation>{aircraft}: hat seinen Anflug geflogen</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>the direction arrow turns only in the {phase} step ({step}); this is {here}</source>
        <translation>der Richtungspfeil dreht sich nur im Schritt „{phase}“ ({step}); hier ist {here}</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>the SNOW d6</source>
        <translation>der SCHNEE-d6</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it snows in a battle of snow (Table IV), not of {weather}</source>
        <translation>es schneit in einem Gefecht mit Schnee (Tabelle IV), nicht mit {weather}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the SNOW d6 was rolled with the scenario: it is snowing</source>
        <translation>der Schnee-d6 wurde mit dem Szenario gewürfelt: es schneit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the SNOW d6 was rolled with the scenario: it is not snowing</source>
        <translation>der Schnee-d6 wurde mit dem Szenario gewürfelt: es schneit nicht</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/plan.py" line="+7"/>
        <source>the aim point is {range:.0f} yards from the mortars, beyond their maximum range of {most} yards (4.41)</source>
        <translation>der Zielpunkt ist {range:.0f} Yards von den Mörsern entfernt, jenseits ihrer größten Reichweite von {most} Yards (4.41)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>registration point #{n} belongs to {owner}: {side} fires only at its own registration points (rule 4.1)</source>
        <translation>Vermessungspunkt #{n} gehört der Seite {owner}: die Seite {side} feuert nur auf ihre eigenen Vermessungspunkte (Regel 4.1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>FIRE at registration point #{n} ({name}) of {side}, at {at}</source>
        <translation>FEUER auf Vermessungspunkt #{n} ({name}) der Seite {side} bei {at}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FIRE at registration point #{n} of {side}, at {at}</source>
        <translation>FEUER auf Vermessungspunkt #{n} der Seite {side} bei {at}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/artillery.py" line="+57"/>
        <source>the aim point</source>
        <translation>der Zielpunkt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/plan.py" line="+15"/>
        <source>shifted {shifts} along the line of fire: aim {aim}</source>
        <translation>entlang der Feuerlinie verlegt {shifts}: Ziel {aim}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{first}, then {then}</source>
        <translation>{first}, dann {then}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the shifted aim point</source>
        <translation>der verlegte Zielpunkt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>off-board battery</source>
        <translation>Batterie außerhalb des Tisches</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{where} {yards:g} yards behind the {edge} edge, straight behind the aim point: at {at}</source>
        <translation>{where} {yards:g} Yards hinter dem Rand {edge}, gerade hinter dem Zielpunkt: bei {at}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>battery on the board: the centre of its guns is at {at}</source>
        <translation>Batterie auf dem Tisch: die Mitte ihrer Geschütze ist bei {at}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>range from the battery to the aim point: {range:.0f} yards</source>
        <translation>Entfernung von der Batterie zum Zielpunkt: {range:.0f} Yards</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>observed fire: {observers} sees the aim point</source>
        <translation>beobachtetes Feuer: {observers} sieht den Zielpunkt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>observed fire: {observers} see the aim point</source>
        <translation>beobachtetes Feuer: {observers} sehen den Zielpunkt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unobserved fire: no unit of {side} has a line of sight to the aim point</source>
        <translation>unbeobachtetes Feuer: keine Einheit der Seite {side} hat eine Sichtlinie zum Zielpunkt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>observed fire, as the firer says</source>
        <translation>beobachtetes Feuer, wie der feuernde Spieler sagt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unobserved fire, as the firer says</source>
        <translation>unbeobachtetes Feuer, wie der feuernde Spieler sagt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/firing.py" line="-42"/>
        <source>Battery and aim</source>
        <translation>Batterie und Ziel</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>impact point {at}</source>
        <translation>Einschlagpunkt {at}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>impact point {at}, {yards} yards {direction}</source>
        <translation>Einschlagpunkt {at}, {yards} Yards {direction}</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Firing error (4.3)</source>
        <translation>Abweichung (4.3)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Found in the zone</source>
        <translation>In der Zone gefunden</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/zone_words.py" line="-4"/>
        <source>{unit} is partly in (its centre is outside) the damage zone</source>
        <translation>{unit} ist teilweise (seine Mitte liegt außerhalb) in der Schadenszone</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/result.py" line="-13"/>
        <source>Barrage damage</source>
        <translation>Schaden durch Sperrfeuer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Minefields cleared by artillery</source>
        <translation>Durch Artillerie geräumte Minenfelder</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Barrage at {at}</source>
        <translation>Sperrfeuer bei {at}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>fired on by artillery</source>
        <translation>von Artillerie beschossen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>impact {x:.1f}, {y:.1f}; {n} unit(s) in the zone, {hits} hit</source>
        <translation>Einschlag {x:.1f} / {y:.1f}; Einheiten in der Zone: {n}, davon getroffen: {hits}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>did not fire</source>
        <translation>hat nicht gefeuert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{battery}: aim and firing error</source>
        <translation>{battery}: Ziel und Abweichung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Barrage by {side}</source>
        <translation>Sperrfeuer ({side})</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Barrage by {battery}</source>
        <translation>Sperrfeuer durch {battery}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/at_once.py" line="+27"/>
        <source>a barrage without a request: written requests are required for all off-board/indirect fire; write the battery&apos;s order (A. FIRE) in artillery step C, and it lands after its time lapse (4.2)</source>
        <translation>ein Sperrfeuer ohne Anforderung: für alles Feuer von außerhalb des Tisches und alles indirekte Feuer sind schriftliche Anforderungen nötig; den Befehl der Batterie (A. FEUER) im Artillerieschritt C schreiben, dann trifft er nach seiner Vorlaufzeit ein (4.2)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/landing.py" line="+62"/>
        <source>{battery}&apos;s mission due in turn {turn} does not fire: {reason}</source>
        <translation>der Auftrag von {battery}, fällig in Runde {turn}, feuert nicht: {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{battery}: no barrage</source>
        <translation>{battery}: kein Sperrfeuer</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{battery} is {state}: a battery must be deployed in order to fire</source>
        <translation>{battery} ist {state}: eine Batterie muss feuerbereit sein, um zu feuern</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/records.py" line="-66"/>
        <source>Change batteries</source>
        <translation>Batterien ändern</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Change fire missions</source>
        <translation>Feueraufträge ändern</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/artillery.py" line="+5"/>
        <source>registration point #{n}</source>
        <translation>Vermessungspunkt #{n}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/records.py" line="+73"/>
        <source>Fire mission of {battery}</source>
        <translation>Feuerauftrag von {battery}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cease fire: {battery}</source>
        <translation>Feuer einstellen: {battery}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery_set_up.py" line="-90"/>
        <location filename="../../morefire_gui/session/fire_orders.py" line="-179"/>
        <source>unknown battery {battery}; the batteries are: {known}</source>
        <translation>unbekannte Batterie {battery}; die Batterien sind: {known}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>setting up a battery</source>
        <translation>das Aufbauen einer Batterie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>breaking down a battery</source>
        <translation>das Abbauen einer Batterie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{battery} is a naval battery: off-board batteries start the battle deployed and stay so</source>
        <translation>{battery} ist eine Schiffsbatterie: Batterien außerhalb des Tisches beginnen das Gefecht feuerbereit und bleiben es</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{battery} is an off-board battery: off-board batteries start the battle deployed and stay so</source>
        <translation>{battery} ist eine Batterie außerhalb des Tisches: Batterien außerhalb des Tisches beginnen das Gefecht feuerbereit und bleiben es</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>only a battery {wanted} can set up: {battery} is {state}</source>
        <translation>nur eine Batterie {wanted} kann aufbauen: {battery} ist {state}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a battery {wanted} can break down: {battery} is {state}</source>
        <translation>nur eine Batterie {wanted} kann abbauen: {battery} ist {state}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{guns} moved this turn: the turn a gun begins its set-up it cannot move</source>
        <translation>{guns} hat sich in dieser Runde bewegt: in der Runde, in der ein Geschütz seinen Aufbau beginnt, kann es sich nicht bewegen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{battery} fired this turn: the turn a gun begins its breakdown it cannot fire</source>
        <translation>{battery} hat in dieser Runde gefeuert: in der Runde, in der ein Geschütz seinen Abbau beginnt, kann es nicht feuern</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>its fire mission due in turn {turn} does not fire unless the battery is deployed again by then</source>
        <translation>ihr in Runde {turn} fälliger Feuerauftrag feuert nicht, es sei denn, die Batterie ist bis dahin wieder feuerbereit</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{who} sets up in turn {turn}, this turn only; deployed, it fires from turn {next}</source>
        <translation>{who} baut in Runde {turn} auf, nur in dieser Runde; danach feuerbereit: Feuer ab Runde {next}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} sets up from turn {turn}: {n} turns, this one included; deployed, it fires from turn {next}</source>
        <translation>{who} baut ab Runde {turn} auf: {n} Runden, diese eingeschlossen; danach feuerbereit: Feuer ab Runde {next}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{who} breaks down in turn {turn}, this turn only; in transit, it moves from turn {next}</source>
        <translation>{who} baut in Runde {turn} ab, nur in dieser Runde; danach im Transport: Bewegung ab Runde {next}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} breaks down from turn {turn}: {n} turns, this one included; in transit, it moves from turn {next}</source>
        <translation>{who} baut ab Runde {turn} ab: {n} Runden, diese eingeschlossen; danach im Transport: Bewegung ab Runde {next}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>plotting a registration point</source>
        <translation>das Eintragen eines Vermessungspunkts</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{side} has plotted all {limit} registration points</source>
        <translation>Die Seite {side} hat alle {limit} Vermessungspunkte eingetragen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Move registration point #{n} of {side}</source>
        <translation>Vermessungspunkt #{n} der Seite {side} verschieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plot registration point #{n} of {side}</source>
        <translation>Vermessungspunkt #{n} der Seite {side} eintragen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{what} at {x:.1f}, {y:.1f}</source>
        <translation>{what} bei {x:.1f} / {y:.1f}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>removing a registration point</source>
        <translation>das Entfernen eines Vermessungspunkts</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>defining a battery</source>
        <translation>das Festlegen einer Batterie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the id {id} is taken; give the battery another</source>
        <translation>die Kennung {id} ist vergeben; der Batterie eine andere geben</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{what} ({kind}) for {side}</source>
        <translation>{what} ({kind}) für die Seite {side}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>deleting a battery</source>
        <translation>das Löschen einer Batterie</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{what} at {x:g}, {y:g}</source>
        <translation>{what} bei {x:g} / {y:g}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/battle_session.py" line="+110"/>
        <source>Scenario: {title}</source>
        <translation>Szenario: {title}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker: {side}; {mission}, {attacker}:{defender}; {terrain}; seed {seed}</source>
        <translation>Die Seite {side} greift an; {mission}, {attacker}:{defender}; {terrain}; Startwert {seed}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the battle uses {types}, which the catalogue does not have; the catalogue in use is kept</source>
        <translation>das Gefecht verwendet {types}, die der Katalog nicht hat; der Katalog in Gebrauch bleibt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/coming_up.py" line="+83"/>
        <source>this turn</source>
        <translation>diese Runde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turn {turn} (in {gap} turns)</source>
        <translation>Runde {turn} (in {gap} Runden)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn {turn} (in {gap} turn)</source>
        <translation>Runde {turn} (in {gap} Runde)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/session/direct_fire/fire.py" line="-134"/>
        <location filename="../../morefire_gui/session/sequence_of_play.py" line="+459"/>
        <source>turn {turn}</source>
        <translation>Runde {turn}</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{battery}&apos;s counter-battery fire at {target}: turn {n} of {zeroing} zeroing in; it destroys a gun a turn from turn {first}</source>
        <translation>Konterbatteriefeuer von {battery} auf {target}: Runde {n} von {zeroing} beim Einschießen; es zerstört ab Runde {first} ein Geschütz je Runde</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{battery}&apos;s counter-battery fire at {target}: zeroed in, destroys a gun</source>
        <translation>Konterbatteriefeuer von {battery} auf {target}: eingeschossen, zerstört ein Geschütz</translation>
    </message>
    <message>
        <location line="+38"/>
        <location filename="../../morefire_gui/session/turn_advance.py" line="+229"/>
        <source>{unit} recovers from suppression</source>
        <translation>{unit} erholt sich vom Niederhalten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{unit} is no longer immobilized</source>
        <translation>{unit} ist nicht mehr bewegungsunfähig</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../morefire_gui/session/turn_advance.py" line="+2"/>
        <source>{unit} is no longer {status}</source>
        <translation>{unit} ist nicht mehr {status}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{battery} completes its set-up: deployed, it fires from turn {turn}</source>
        <translation>{battery} schließt ihren Aufbau ab: feuerbereit feuert sie ab Runde {turn}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{battery} completes its breakdown: in transit, it moves from turn {turn}</source>
        <translation>{battery} schließt ihren Abbau ab: im Transport bewegt sie sich ab Runde {turn}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{unit} completes its set-up: deployed, it fires from turn {turn}</source>
        <translation>{unit} schließt seinen Aufbau ab: feuerbereit feuert es ab Runde {turn}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{unit} completes its breakdown: in transit, it moves from turn {turn}</source>
        <translation>{unit} schließt seinen Abbau ab: im Transport bewegt es sich ab Runde {turn}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>maintenance rolls: every vehicle rolls 2d6, a 2 or a 12 is stuck</source>
        <translation>Wartungswürfe: jedes Fahrzeug würfelt 2d6, bei 2 oder 12 sitzt es fest</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../morefire_gui/session/turn_advance.py" line="+19"/>
        <source>the attacker&apos;s {nth} wave lands</source>
        <translation>die {nth} Welle des Angreifers landet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the defender&apos;s activation roll for this turn is not rolled yet</source>
        <translation>der Alarmwurf des Verteidigers für diese Runde ist noch nicht gewürfelt</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../morefire_gui/session/turn_advance.py" line="+104"/>
        <source>alerted: {summary}</source>
        <translation>alarmiert: {summary}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the defender&apos;s activation roll (d10 + the turn, x 10%)</source>
        <translation>der Alarmwurf des Verteidigers (d10 + die Runde, x 10 %)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/conditions.py" line="-150"/>
        <source>turn {turn}: {unit} recovers from suppression</source>
        <translation>Runde {turn}: {unit} erholt sich vom Niederhalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn {turn}: {unit} is no longer {status}</source>
        <translation>Runde {turn}: {unit} ist nicht mehr {status}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Start of turn {turn}</source>
        <translation>Beginn der Runde {turn}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the battle is not in mud: no maintenance rolls</source>
        <translation>das Gefecht ist nicht im Schlamm: keine Wartungswürfe</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>turn {turn}: maintenance rolls are made on every {every}th turn</source>
        <translation>Runde {turn}: Wartungswürfe werden in jeder {every}. Runde gemacht</translation>
    </message>
    <message>
        <location line="+31"/>
        <location filename="../../morefire_gui/session/turn_advance.py" line="-38"/>
        <source>Maintenance rolls, turn {turn}</source>
        <translation>Wartungswürfe, Runde {turn}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no water to roll for</source>
        <translation>kein Gewässer, für das gewürfelt wird</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece}: rolled {face}, the ice holds</source>
        <translation>{piece}: {face} gewürfelt, das Eis trägt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{piece}: rolled {face}, the ice does not hold</source>
        <translation>{piece}: {face} gewürfelt, das Eis trägt nicht</translation>
    </message>
    <message>
        <location line="+22"/>
        <location filename="../../morefire_gui/session/movement/actions.py" line="+1"/>
        <source>Ice rolls</source>
        <translation>Eiswürfe</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>recovery vehicle</source>
        <translation>Bergefahrzeug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recovery</source>
        <translation>Bergung</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{unit} is not a recovery vehicle</source>
        <translation>{unit} ist kein Bergefahrzeug</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unit} cannot recover anything: it is destroyed</source>
        <translation>{unit} kann nichts bergen: es ist zerstört</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{unit} cannot recover anything: it is immobilized</source>
        <translation>{unit} kann nichts bergen: es ist bewegungsunfähig</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/session/mounting.py" line="-74"/>
        <source>{unit} belongs to the other side</source>
        <translation>{unit} gehört zur anderen Seite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{unit} is not a broken-down vehicle (it is not immobilized)</source>
        <translation>{unit} ist kein liegengebliebenes Fahrzeug (es ist nicht bewegungsunfähig)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{unit} is {gap:.0f} yards from {vehicle}: it has not arrived (within {reach:g} yards)</source>
        <translation>{unit} ist {gap:.0f} Yards von {vehicle} entfernt: es ist nicht angekommen (innerhalb {reach:g} Yards)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{unit} moves again on turn {turn} anyway</source>
        <translation>{unit} bewegt sich in Runde {turn} ohnehin wieder</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{unit} arrives at {vehicle} in turn {turn}: it is freed on turn {freed}</source>
        <translation>{unit} erreicht {vehicle} in Runde {turn}: es wird in Runde {freed} befreit</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Recover {vehicle}</source>
        <translation>{vehicle} bergen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/direct_fire/weapons.py" line="-33"/>
        <source>{weapon} (carried by the squad, 3.4)</source>
        <translation>{weapon} (vom Trupp getragen, 3.4)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{unit}&apos;s {guns} has no direct-fire range bands: the catalogue rates no armour-piercing round for it (it fires high explosive), so it does not fire at vehicles or guns (2.2)</source>
        <translation>{guns} von {unit} hat keine Entfernungsbänder für direktes Feuer: der Katalog führt keine panzerbrechende Munition dafür (es feuert Sprenggranaten), also feuert es nicht auf Fahrzeuge oder Geschütze (2.2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the vehicle fires its T-HE at infantry and anti-tank systems (infantry fire, 3.5)</source>
        <translation>das Fahrzeug feuert seine T-HE auf Infanterie und Panzerabwehrsysteme (Infanteriefeuer, 3.5)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{unit} has no weapon {weapon} (its weapons: {known})</source>
        <translation>{unit} hat keine Waffe {weapon} (seine Waffen: {known})</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/direct_fire/facts.py" line="+52"/>
        <source>status defilade</source>
        <translation>Zustand in Deckung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a vehicle on {pieces}</source>
        <translation>ein Fahrzeug auf {pieces}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a vehicle in {pieces}</source>
        <translation>ein Fahrzeug in {pieces}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>in {pieces}</source>
        <translation>in {pieces}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>cover: building</source>
        <translation>Deckung: Gebäude</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{spotter} has spotted {target} and kept it in sight (advanced: each firer spots for itself)</source>
        <translation>{spotter} hat {target} gesichtet und im Blick behalten (erweitert: jeder Schütze sichtet für sich)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{target} has been spotted (basic: once spotted, it remains spotted for the entire battle)</source>
        <translation>{target} wurde gesichtet (einfach: einmal gesichtet, bleibt es für das ganze Gefecht gesichtet)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{unit} cannot spot itself</source>
        <translation>{unit} kann sich nicht selbst sichten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{unit} cannot fire at itself</source>
        <translation>{unit} kann nicht auf sich selbst feuern</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/direct_fire/actions.py" line="+61"/>
        <location filename="../../morefire_gui/session/direct_fire/spotting.py" line="-59"/>
        <source>{unit} is destroyed: it spots nothing</source>
        <translation>{unit} ist zerstört: es sichtet nichts</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{spotter} has rolled to spot {target} this turn already: {earlier}; a spotter rolls on the chart once per target per turn</source>
        <translation>{spotter} hat in dieser Runde schon für die Sichtung von {target} gewürfelt: {earlier}; ein Beobachter würfelt je Ziel und Runde einmal auf der Tabelle</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/direct_fire/spotting.py" line="+24"/>
        <source>{spotter} loses {target}</source>
        <translation>{spotter} verliert {target}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{target} is lost behind terrain: {spotter} must spot it again</source>
        <translation>{target} ist hinter Gelände verloren: {spotter} muss es erneut sichten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>automatically</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>already</source>
        <translation>bereits</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>rolled {roll} against {chance}%</source>
        <translation>{roll} gegen {chance} % gewürfelt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not spotted</source>
        <translation>nicht gesichtet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{said} ({how})</source>
        <translation>{said} ({how})</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>gone</source>
        <translation>weg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its line of sight is blocked</source>
        <translation>seine Sichtlinie ist blockiert</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{target} is no longer spotted by {spotter}: {why}</source>
        <translation>{target} ist von {spotter} nicht mehr gesichtet: {why}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/direct_fire/fire.py" line="-217"/>
        <location filename="../../morefire_gui/session/direct_fire/markers.py" line="+75"/>
        <location filename="../../morefire_gui/session/infantry/fire.py" line="-110"/>
        <source>firer</source>
        <translation>Schütze</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{unit} is infantry: tanks fire at infantry and their weapon systems with T-HE and TMG (infantry fire, 3.5)</source>
        <translation>{unit} ist Infanterie: Panzer feuern auf Infanterie und ihre Waffensysteme mit T-HE und TMG (Infanteriefeuer, 3.5)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{unit} is infantry: {firer} fires directly at vehicles and guns only (2.2); infantry counters are the targets of infantry fire (3.5)</source>
        <translation>{unit} ist Infanterie: {firer} feuert direkt nur auf Fahrzeuge und Geschütze (2.2); Infanteriespielsteine sind Ziele des Infanteriefeuers (3.5)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{unit} is an aircraft: it is fired on by anti-aircraft fire (5.6)</source>
        <translation>{unit} ist ein Flugzeug: es wird von Flakfeuer beschossen (5.6)</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>{unit} has no gun or anti-tank weapon to fire (catalogue): a squad names the anti-tank weapon it carries</source>
        <translation>{unit} hat kein Geschütz und keine Panzerabwehrwaffe zum Feuern (Katalog): ein Trupp nennt die Panzerabwehrwaffe, die er trägt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{unit} has no gun or anti-tank weapon to fire (catalogue)</source>
        <translation>{unit} hat kein Geschütz und keine Panzerabwehrwaffe zum Feuern (Katalog)</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Applied</source>
        <translation>Angewendet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>turn {turn} (the battle keeps no turn: counted from 1)</source>
        <translation>Runde {turn} (das Gefecht führt keine Runde: ab 1 gezählt)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{unit} is immobile from {when} until the start of turn {turn}</source>
        <translation>{unit} ist von {when} bis zum Beginn der Runde {turn} bewegungsunfähig</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/run.py" line="-109"/>
        <location filename="../../morefire_gui/session/direct_fire/fire.py" line="+34"/>
        <location filename="../../morefire_gui/session/infantry/fire.py" line="+143"/>
        <source>it fired or was fired on</source>
        <translation>es hat gefeuert oder wurde beschossen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/direct_fire/fire.py" line="+52"/>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{firer} fires at {target}: {result}</source>
        <translation>{firer} feuert auf {target}: {result}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot fire: {why}</source>
        <translation>kann nicht feuern: {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{chance}%, rolled {roll}: hit</source>
        <translation>{chance} %, gewürfelt {roll}: Treffer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{chance}%, rolled {roll}: miss</source>
        <translation>{chance} %, gewürfelt {roll}: daneben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>AC {ac} against pen {pen}</source>
        <translation>AC {ac} gegen Durchschlag {pen}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/geometry/force_placement.py" line="-151"/>
        <location line="+149"/>
        <location filename="../../morefire_gui/geometry/los/reasons.py" line="+146"/>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="+132"/>
        <location filename="../../morefire_gui/session/direct_fire/facts.py" line="-71"/>
        <location filename="../../morefire_gui/session/direct_fire/fire.py" line="+4"/>
        <location filename="../../morefire_gui/session/forces/limits.py" line="-358"/>
        <location filename="../../morefire_gui/session/forces/placement.py" line="-27"/>
        <location line="+28"/>
        <location line="+14"/>
        <location line="+189"/>
        <location filename="../../morefire_gui/session/infantry/fire.py" line="-301"/>
        <location filename="../../morefire_gui/session/names.py" line="-131"/>
        <location line="+251"/>
        <location filename="../../morefire_gui/session/scenario.py" line="+25"/>
        <location filename="../../morefire_gui/session/sequence_of_play.py" line="-253"/>
        <location filename="../../morefire_gui/session/table_edit_log.py" line="-1"/>
        <location filename="../../morefire_gui/session/turn_advance.py" line="+230"/>
        <location filename="../../morefire_gui/session/turn_state.py" line="+145"/>
        <source>{first}, {then}</source>
        <translation>{first}, {then}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/direct_fire/fire.py" line="+8"/>
        <source>{firer} fires {weapon} at {target}</source>
        <translation>{firer} feuert mit {weapon} auf {target}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/direct_fire/words.py" line="-12"/>
        <source>anti-tank fire at a tank</source>
        <translation>Panzerabwehrfeuer auf einen Panzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tank vs tank</source>
        <translation>Panzer gegen Panzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tank vs infantry and anti-tank systems</source>
        <translation>Panzer gegen Infanterie und Panzerabwehrsysteme</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>dropping the spots lost behind terrain</source>
        <translation>das Streichen der hinter Gelände verlorenen Sichtungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spotter</source>
        <translation>Beobachter</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/session/infantry/words.py" line="+4"/>
        <source>target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>every spot still has its line of sight</source>
        <translation>jede Sichtung hat noch ihre Sichtlinie</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/direct_fire/actions.py" line="-18"/>
        <location filename="../../morefire_gui/session/play_kinds.py" line="+101"/>
        <source>spotting (2.1)</source>
        <translation>Sichtung (2.1)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/direct_fire/words.py" line="-12"/>
        <source>{n} spot(s) dropped</source>
        <translation>gestrichene Sichtungen: {n}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/edits.py" line="-80"/>
        <source>Remove unit</source>
        <translation>Einheit entfernen</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Change side</source>
        <translation>Seite ändern</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/fire_orders.py" line="-83"/>
        <source>RP #{n} ({name})</source>
        <translation>Verm.-Punkt #{n} ({name})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RP #{n}</source>
        <translation>Verm.-Punkt #{n}</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>{first} then {then}</source>
        <translation>{first} dann {then}</translation>
    </message>
    <message>
        <location line="-61"/>
        <source>{order} at {aim}, {shifts}, {pattern} — lands in turn {turn}</source>
        <translation>{order} auf {aim}, {shifts}, {pattern} — trifft in Runde {turn} ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{order} at {aim}, {pattern} — lands in turn {turn}</source>
        <translation>{order} auf {aim}, {pattern} — trifft in Runde {turn} ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{order} at {x:.1f}, {y:.1f}, {shifts}, {pattern} — lands in turn {turn}</source>
        <translation>{order} auf {x:.1f} / {y:.1f}, {shifts}, {pattern} — trifft in Runde {turn} ein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{order} at {x:.1f}, {y:.1f}, {pattern} — lands in turn {turn}</source>
        <translation>{order} auf {x:.1f} / {y:.1f}, {pattern} — trifft in Runde {turn} ein</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{mission} (landed this turn)</source>
        <translation>{mission} (in dieser Runde eingeschlagen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{mission} (this turn)</source>
        <translation>{mission} (diese Runde)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{mission} (in {gap} turns)</source>
        <translation>{mission} (in {gap} Runden)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{mission} (in {gap} turn)</source>
        <translation>{mission} (in {gap} Runde)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{mission} (landed)</source>
        <translation>{mission} (eingetroffen)</translation>
    </message>
    <message>
        <location line="+130"/>
        <location filename="../../morefire_gui/session/forces/purchase.py" line="+57"/>
        <location filename="../../morefire_gui/session/mission.py" line="+166"/>
        <location filename="../../morefire_gui/session/table_edits.py" line="-84"/>
        <location filename="../../morefire_gui/session/turn_actions.py" line="-31"/>
        <location filename="../../morefire_gui/session/unit_facts.py" line="+13"/>
        <source>unknown side {side}; the sides are {sides}</source>
        <translation>unbekannte Seite {side}; die Seiten sind {sides}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/batteries.py" line="+109"/>
        <source>battery {battery} fires for {side}, not {other}</source>
        <translation>Batterie {battery} feuert für die Seite {side}, nicht für die Seite {other}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/fire_orders.py" line="-165"/>
        <source>Fire mission landed in turn {turn} — {battery}: {order} at {aim}, {shifts}, {pattern}</source>
        <translation>Feuerauftrag in Runde {turn} eingetroffen — {battery}: {order} auf {aim}, {shifts}, {pattern}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fire mission landed in turn {turn} — {battery}: {order} at {aim}, {pattern}</source>
        <translation>Feuerauftrag in Runde {turn} eingetroffen — {battery}: {order} auf {aim}, {pattern}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fire mission landed in turn {turn} — {battery}: {order} at {x:.1f}, {y:.1f}, {shifts}, {pattern}</source>
        <translation>Feuerauftrag in Runde {turn} eingetroffen — {battery}: {order} auf {x:.1f} / {y:.1f}, {shifts}, {pattern}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fire mission landed in turn {turn} — {battery}: {order} at {x:.1f}, {y:.1f}, {pattern}</source>
        <translation>Feuerauftrag in Runde {turn} eingetroffen — {battery}: {order} auf {x:.1f} / {y:.1f}, {pattern}</translation>
    </message>
    <message>
        <location line="+225"/>
        <source>{battery}&apos;s counter-battery fire at {target} ends</source>
        <translation>das Konterbatteriefeuer von {battery} auf {target} endet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{battery} is {state}, and a battery in transit, setting up or breaking down cannot fire: a battery must be deployed in order to fire</source>
        <translation>{battery} ist {state}, und eine Batterie im Transport, im Aufbau oder im Abbau kann nicht feuern: eine Batterie muss feuerbereit sein, um zu feuern</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{battery} has no fire mission and no counter-battery fire to cease</source>
        <translation>{battery} hat keinen Feuerauftrag und kein Konterbatteriefeuer einzustellen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>CEASE FIRE: {battery}&apos;s mission ends</source>
        <translation>FEUER EINSTELLEN: der Auftrag von {battery} endet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown battery {battery} for counter-battery fire; the batteries are {known}</source>
        <translation>unbekannte Batterie {battery} für Konterbatteriefeuer; die Batterien sind {known}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{battery}: naval guns are not subject to counter-battery fire</source>
        <translation>{battery}: Schiffsgeschütze unterliegen keinem Konterbatteriefeuer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{battery} is on the board: counter-battery fire is at off-board batteries; fire a barrage at its guns (4.6)</source>
        <translation>{battery} steht auf dem Tisch: Konterbatteriefeuer gilt Batterien außerhalb des Tisches; ein Sperrfeuer auf ihre Geschütze feuern (4.6)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{battery} fires counter-battery fire at {target} from turn {turn}: {zeroing} turns of continuous fire to zero in, then one gun a turn</source>
        <translation>{battery} feuert ab Runde {turn} Konterbatteriefeuer auf {target}: {zeroing} Runden ununterbrochenen Feuers zum Einschießen, dann ein Geschütz je Runde</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{order} needs a fire mission: give {battery} a FIRE order first (4.12 A)</source>
        <translation>{order} braucht einen Feuerauftrag: {battery} zuerst einen FEUER-Befehl geben (4.12 A)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>{battery}: {order}, lands in turn {turn}</source>
        <translation>{battery}: {order}, trifft in Runde {turn} ein</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{target} stands at least {range:.0f} yards from {battery}, beyond the mortars&apos; maximum range of {most} yards (4.41)</source>
        <translation>{target} steht mindestens {range:.0f} Yards von {battery} entfernt, jenseits der größten Reichweite der Mörser von {most} Yards (4.41)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Order: {order}</source>
        <translation>Befehl: {order}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>writing an artillery order</source>
        <translation>das Schreiben eines Artilleriebefehls</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/ground.py" line="+135"/>
        <source>{side} has bought no forces yet: each side buys and places its forces in the set-up, before play begins (Forces &gt; Build Forces{command})</source>
        <translation>Die Seite {side} hat noch keine Truppen gekauft: jede Seite kauft und stellt ihre Truppen im Aufbau auf, bevor das Spiel beginnt (Truppen &gt; Truppen aufstellen{command})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no side has bought its forces yet: each side buys and places its forces in the set-up, before play begins (Forces &gt; Build Forces{command})</source>
        <translation>noch keine Seite hat ihre Truppen gekauft: jede Seite kauft und stellt ihre Truppen im Aufbau auf, bevor das Spiel beginnt (Truppen &gt; Truppen aufstellen{command})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the table is being laid by hand: the forces deploy once placement is complete and the defender has selected his base edge (Battle &gt; Placement Complete{command})</source>
        <translation>der Tisch wird von Hand gelegt: die Truppen stellen auf, sobald die Aufstellung abgeschlossen ist und der Verteidiger seine Grundlinie gewählt hat (Gefecht &gt; Aufstellung abgeschlossen{command})</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{units} would stand outside the deployment zone of {side}: before play a side&apos;s counters stand in its zone</source>
        <translation>{units} stünde außerhalb der Aufstellungszone der Seite {side}: vor dem Spiel stehen die Spielsteine einer Seite in ihrer Zone</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/budget.py" line="+2"/>
        <source>neither side</source>
        <translation>keine Seite</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{mission}: the battle gives no point ratio; the players set it</source>
        <translation>{mission}: das Gefecht gibt kein Punkteverhältnis an; die Spieler legen es fest</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{source}: {mission}, {attacker} attacker to {defender} defender</source>
        <translation>{source}: {mission}, {attacker} Angreifer zu {defender} Verteidiger</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>forces are built for two sides; the battle has one</source>
        <translation>Truppen werden für zwei Seiten aufgestellt; das Gefecht hat eine</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the battle has no mission: the players set the ratio and who attacks</source>
        <translation>das Gefecht hat keinen Auftrag: die Spieler legen das Verhältnis fest und wer angreift</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>howitzer or field gun</source>
        <translation>Haubitze oder Feldgeschütz</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{side}: the catalogue has no {kind} of {nation} to price {guns} x {calibre:g}mm off the table by</source>
        <translation>{side}: der Katalog hat kein {kind} der Nation {nation}, nach dem {guns} x {calibre:g}mm außerhalb des Tisches bepreist werden könnten</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/limits.py" line="-55"/>
        <source>{rule}: {text}</source>
        <translation>{rule}: {text}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/budget.py" line="-243"/>
        <source>{type} is not in the catalogue</source>
        <translation>{type} ist nicht im Katalog</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/counted.py" line="+41"/>
        <source>{n} airstrike</source>
        <translation>{n} Luftangriff</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} airstrikes</source>
        <translation>{n} Luftangriffe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} counter</source>
        <translation>{n} Spielstein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} counters</source>
        <translation>{n} Spielsteine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} face</source>
        <translation>{n} Augenzahl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} faces</source>
        <translation>{n} Augenzahlen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} new counter</source>
        <translation>{n} neuer Spielstein</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} new counters</source>
        <translation>{n} neue Spielsteine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} row</source>
        <translation>{n} Reihe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} rows</source>
        <translation>{n} Reihen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} terrain piece</source>
        <translation>{n} Geländestück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} terrain pieces</source>
        <translation>{n} Geländestücke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} turn</source>
        <translation>{n} Runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} turns</source>
        <translation>{n} Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} unit</source>
        <translation>{n} Einheit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} units</source>
        <translation>{n} Einheiten</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>{n} gun</source>
        <translation>{n} Geschütz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} guns</source>
        <translation>{n} Geschütze</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>{n} battery</source>
        <translation>{n} Batterie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} batteries</source>
        <translation>{n} Batterien</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/limits.py" line="+179"/>
        <source>{side} is neither the attacker nor the defender ({attacker}, {defender})</source>
        <translation>Die Seite {side} ist weder Angreifer noch Verteidiger ({attacker}, {defender})</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>{side}: a count cannot be negative ({type})</source>
        <translation>{side}: eine Anzahl kann nicht negativ sein ({type})</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{unit} is an aircraft: it is bought as an airstrike, not a counter</source>
        <translation>{unit} ist ein Flugzeug: es wird als Luftangriff gekauft, nicht als Spielstein</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{nation} or its allies ({allies})</source>
        <translation>{nation} oder Verbündete ({allies})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{unit} is {nation}&apos;s; {side} cannot buy it as {whose}</source>
        <translation>{unit} gehört der Nation {nation}; die Seite {side} kann es nicht als {whose} kaufen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{unit} was in service {first}-{last}, not in {year}</source>
        <translation>{unit} war {first}-{last} im Dienst, nicht {year}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{unit}: the {formation} is a formation of {nations}&apos;s army; {side} ({nation}) has none</source>
        <translation>{unit}: {formation} ist ein Verband der Armee ({nations}); die Seite {side} ({nation}) hat keinen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{unit}: wave {wave}: only the attacker of an island invasion (ISLAND) lands its units in waves; {side} buys them without one</source>
        <translation>{unit}: Welle {wave}: nur der Angreifer einer Inselinvasion (INSEL) landet seine Einheiten in Wellen; die Seite {side} kauft sie ohne Welle</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{unit}: there is no wave {wave}; the waves are 1 to {waves} (landing on turns {turns})</source>
        <translation>{unit}: es gibt keine Welle {wave}; die Wellen sind 1 bis {waves} (Landung in den Runden {turns})</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>airstrike {type} is {what}</source>
        <translation>Luftangriff {type} ist {what}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{unit} was flown by {flew}, not by {nation}</source>
        <translation>{unit} ist kein Flugzeug der Nation {nation}; geflogen von: {flew}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{unit} flew {first}-{last}, not in {year}</source>
        <translation>{unit} flog {first}-{last}, nicht {year}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{side} buys {airstrikes}: {why}</source>
        <translation>Die Seite {side} kauft {airstrikes}: {why}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table VII gave {side} {airstrikes}; {bought} bought{before}{flown}</source>
        <translation>Tabelle VII gab der Seite {side} {airstrikes}; {bought} gekauft{before}{flown}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, {n} bought before</source>
        <translation>, {n} zuvor gekauft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> and {n} flown</source>
        <translation> und {n} geflogen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no Table VII result: the players agree</source>
        <translation>kein Ergebnis aus Tabelle VII: die Spieler einigen sich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table VII gave {airstrikes}</source>
        <translation>Tabelle VII ergab {airstrikes}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{side}: {airstrikes} bought, {points} points ({gave}); airstrikes must be paid for in Army points</source>
        <translation>{side}: {airstrikes} gekauft, {points} Punkte ({gave}); Luftangriffe müssen mit Armeepunkten bezahlt werden</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>{defender} deploys after {attacker} has assigned its units to waves</source>
        <translation>Die Seite {defender} stellt auf, nachdem die Seite {attacker} ihre Einheiten den Wellen zugeteilt hat</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{defender} deploys only after {attacker} has secretly assigned its units to waves (ISLAND A): place the attacker&apos;s forces first</source>
        <translation>Die Seite {defender} stellt erst auf, nachdem die Seite {attacker} ihre Einheiten geheim den Wellen zugeteilt hat (INSEL A): zuerst die Kräfte des Angreifers aufstellen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>{side}: a majority, over 50%, of its points on non-vehicle items — nothing bought yet</source>
        <translation>{side}: eine Mehrheit, über 50 %, ihrer Punkte für Nicht-Fahrzeuge — noch nichts gekauft</translation>
    </message>
    <message>
        <location line="-557"/>
        <source>{points} in counters</source>
        <translation>{points} für Spielsteine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} in airstrikes</source>
        <translation>{points} für Luftangriffe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} in batteries</source>
        <translation>{points} für Batterien</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{points} on the table already</source>
        <translation>{points} schon auf dem Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} in off-table batteries already</source>
        <translation>{points} schon für Batterien außerhalb des Tisches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} in airstrikes bought before</source>
        <translation>{points} für zuvor gekaufte Luftangriffe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{points} in airstrikes flown</source>
        <translation>{points} für geflogene Luftangriffe</translation>
    </message>
    <message>
        <location line="+563"/>
        <source>over {share}% of the Japanese points non-vehicle — nothing bought yet</source>
        <translation>über {share} % der japanischen Punkte für Nicht-Fahrzeuge — noch nichts gekauft</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the attacker assigns every unit to a wave: {units} has none</source>
        <translation>der Angreifer teilt jede Einheit einer Welle zu: {units} hat keine</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/placement.py" line="-423"/>
        <source>{type} is not an aircraft of the catalogue</source>
        <translation>{type} ist kein Flugzeug des Katalogs</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{side}: {airstrikes} kept with the side until flown ({aircraft})</source>
        <translation>{side}: {airstrikes} bei der Seite aufbewahrt, bis sie fliegen ({aircraft})</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{type} is not a counter of the catalogue</source>
        <translation>{type} ist kein Spielstein des Katalogs</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>{side}: no room in {ground} for {n} of its {all} new counters; buy fewer, or make room</source>
        <translation>{side}: in {ground} kein Platz für {n} ihrer {all} neuen Spielsteine; weniger kaufen oder Platz schaffen</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>{side}: no room in {ground} for its new counter; make room for it</source>
        <translation>{side}: in {ground} kein Platz für ihren neuen Spielstein; Platz dafür schaffen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side}: no room in {ground} for any of its {all} new counters; buy fewer, or make room</source>
        <translation>{side}: in {ground} kein Platz für ihre {all} neuen Spielsteine; weniger kaufen oder Platz schaffen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/limits.py" line="-108"/>
        <source>nothing bought yet</source>
        <translation>noch nichts gekauft</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/placement.py" line="+202"/>
        <source>{side}: {counters} in {ground}, {rows}, facing {facing:g}° (towards the enemy), in formation {pitch:.1f} {table_unit} apart</source>
        <translation>{side}: {counters} in {ground}, {rows}, Blickrichtung {facing:g}° (zum Feind), in Formation mit {pitch:.1f} {table_unit} Abstand</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{side}: {counters} in {ground}, {rows}, facing {facing:g}° (towards the enemy), close together (no room for the formation)</source>
        <translation>{side}: {counters} in {ground}, {rows}, Blickrichtung {facing:g}° (zum Feind), dicht beieinander (kein Platz für die Formation)</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>{n} on the beach</source>
        <translation>{n} am Strand</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>its waves one behind the other from the water&apos;s edge ({order})</source>
        <translation>ihre Wellen hintereinander von der Wasserlinie aus ({order})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its waves ({order}) together, the zone having no room to keep them apart</source>
        <translation>ihre Wellen ({order}) zusammen, da die Zone keinen Platz hat, sie zu trennen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{side} lands from the water at its invasion location: of its {counters}, {parts}</source>
        <translation>Die Seite {side} landet vom Wasser an ihrem Landungsort: {counters}; {parts}</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>{side}: airstrikes bought</source>
        <translation>{side}: Luftangriffe gekauft</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Batteries bought</source>
        <translation>Gekaufte Batterien</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place forces ({sides})</source>
        <translation>Truppen aufstellen ({sides})</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>none on the beach</source>
        <translation>keiner am Strand</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{side} lands wave {wave} from the water at its invasion location: of its {counters}, {parts}</source>
        <translation>Die Seite {side} landet Welle {wave} vom Wasser an ihrem Landungsort: {counters}; {parts}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{side} lands wave {wave} from the water at its invasion location: its {counters}</source>
        <translation>Die Seite {side} landet Welle {wave} vom Wasser an ihrem Landungsort: {counters}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/batteries.py" line="-52"/>
        <source>{guns} x {calibre:g}mm mortars</source>
        <translation>{guns} x {calibre:g}mm-Mörser</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>{guns} x {calibre:g}mm mortar</source>
        <translation>{guns} x {calibre:g}mm-Mörser</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>{guns} x {calibre:g}mm guns</source>
        <translation>{guns} x {calibre:g}mm-Geschütze</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{left} of its {guns} left</source>
        <translation>{guns}, davon noch {left} feuerbereit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none left of its {guns}</source>
        <translation>{guns}, kein Rohr mehr feuerbereit</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>{guns} x {calibre:g}mm gun</source>
        <translation>{guns} x {calibre:g}mm-Geschütz</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/placement.py" line="+38"/>
        <source>{what} off the table</source>
        <translation>{what} außerhalb des Tisches</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{calibre:g}mm mortar battery {n}</source>
        <translation>{calibre:g}mm-Mörserbatterie {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{calibre:g}mm battery {n}</source>
        <translation>{calibre:g}mm-Batterie {n}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{side}: battery {battery}, {guns}, off the table and deployed</source>
        <translation>{side}: Batterie {battery}, {guns}, außerhalb des Tisches und feuerbereit</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{side}: battery {battery}, {guns} ({type}: {units}), in transit</source>
        <translation>{side}: Batterie {battery}, {guns} ({type}: {units}), im Transport</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side}: battery {battery}, {guns} ({type}: {units}), set up</source>
        <translation>{side}: Batterie {battery}, {guns} ({type}: {units}), aufgebaut</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>nothing is bought: pick units or airstrikes first</source>
        <translation>nichts ist gekauft: zuerst Einheiten oder Luftangriffe wählen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{n} x {type}</source>
        <translation>{n} x {type}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> ({formation})</source>
        <translation> ({formation})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (wave {wave})</source>
        <translation> (Welle {wave})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{side} buys {units}</source>
        <translation>Die Seite {side} kauft {units}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{n} x {type} ({points} points each)</source>
        <translation>{n} x {type} (je {points} Punkte)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{side} buys airstrikes: {airstrikes}; they are kept with the side and fly from the Airstrike tool, offered first in the airstrike dialog</source>
        <translation>Die Seite {side} kauft Luftangriffe: {airstrikes}; sie werden bei der Seite aufbewahrt und fliegen mit dem Luftangriffswerkzeug, im Luftangriffsdialog zuerst angeboten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{guns} x {type} on the table, {points} points</source>
        <translation>{guns} x {type} auf dem Tisch, {points} Punkte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{guns} x {calibre:g}mm mortars off the table, {points} points ({per_gun} a gun, as the {by})</source>
        <translation>{guns} x {calibre:g}mm-Mörser außerhalb des Tisches, {points} Punkte ({per_gun} je Geschütz, als {by})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{guns} x {calibre:g}mm guns off the table, {points} points ({per_gun} a gun, as the {by})</source>
        <translation>{guns} x {calibre:g}mm-Geschütze außerhalb des Tisches, {points} Punkte ({per_gun} je Geschütz, als {by})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{side} buys a battery: {said}</source>
        <translation>Die Seite {side} kauft eine Batterie: {said}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Forces: {counters} placed{airstrikes}{batteries}{ratio}</source>
        <translation>Truppen: {counters} aufgestellt{airstrikes}{batteries}{ratio}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, {airstrikes} bought</source>
        <translation>, {airstrikes} gekauft</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, {batteries}</source>
        <translation>, {batteries}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Forces: {n} counters placed{airstrikes}{batteries}{ratio}</source>
        <translation>Truppen: {n} Spielsteine aufgestellt{airstrikes}{batteries}{ratio}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forces: {n} counters placed</source>
        <translation>Truppen: {n} Spielsteine aufgestellt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Forces: {counters} placed</source>
        <translation>Truppen: {counters} aufgestellt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/purchase.py" line="+15"/>
        <source>unknown unit type {types} (not in the unit catalogue; did you mean {close}?)</source>
        <translation>unbekannter Einheitentyp {types} (nicht im Einheitenkatalog; meinten Sie {close}?)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown unit type {types} (not in the unit catalogue)</source>
        <translation>unbekannter Einheitentyp {types} (nicht im Einheitenkatalog)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>met: {limit}</source>
        <translation>erfüllt: {limit}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>broken: {limit}</source>
        <translation>verletzt: {limit}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>buying forces</source>
        <translation>das Kaufen von Truppen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{ratio}: the players do not set this battle&apos;s ratio</source>
        <translation>{ratio}: die Spieler legen das Verhältnis dieses Gefechts nicht fest</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the battle&apos;s mission has {attacker} attack, not {side}</source>
        <translation>im Auftrag des Gefechts greift die Seite {attacker} an, nicht die Seite {side}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{side} buys nothing: name units, airstrikes or batteries</source>
        <translation>Die Seite {side} kauft nichts: Einheiten, Luftangriffe oder Batterien nennen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/infantry/fire.py" line="+1"/>
        <source>no firer</source>
        <translation>kein Schütze</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/infantry/words.py" line="+4"/>
        <source>{firers}: FIR {fir}, {chance}%; {n} unit(s) rolled for, {hits} hit</source>
        <translation>{firers}: FIR {fir}, {chance} %; Einheiten, für die gewürfelt wurde: {n}, davon getroffen: {hits}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/infantry/fire.py" line="+56"/>
        <source>firer {unit}:{weapon}: only vehicles choose a weapon (TMG or T-HE)</source>
        <translation>Schütze {unit}:{weapon}: nur Fahrzeuge wählen eine Waffe (TMG oder T-HE)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no fire intensity rating against infantry (catalogue)</source>
        <translation>keine Feuerstärke gegen Infanterie (Katalog)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{unit} has no {weapon} (catalogue)</source>
        <translation>{unit} hat kein {weapon} (Katalog)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a {kind} has no fire intensity rating (3.5 lists infantry types, tank MGs and tank main guns)</source>
        <translation>ein {kind} hat keine Feuerstärke (3.5 führt Infanterietypen, Panzer-MG und Panzerkanonen)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>infantry fire needs at least one firer</source>
        <translation>Infanteriefeuer braucht mindestens einen Schützen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>firer {unit} is named twice</source>
        <translation>Schütze {unit} ist doppelt genannt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the firers belong to different sides ({sides}): fire one side at a time</source>
        <translation>die Schützen gehören zu verschiedenen Seiten ({sides}): jeweils eine Seite feuern lassen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>of the firers&apos; own side</source>
        <translation>der eigenen Seite der Schützen</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>{unit} is in the area but not rolled for: {why}</source>
        <translation>{unit} ist im Bereich, aber es wird nicht gewürfelt: {why}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Infantry fire at {x:.1f}, {y:.1f}</source>
        <translation>Infanteriefeuer auf {x:.1f} / {y:.1f}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/infantry/melee.py" line="-170"/>
        <source>no melee: the hidden position was a fake marker, taken off the table</source>
        <translation>kein Nahkampf: die verdeckte Stellung war eine Attrappe und wird vom Tisch genommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a fake marker fights no one: it is nothing</source>
        <translation>eine Attrappe kämpft gegen niemanden: sie ist nichts</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>no melee: {why}</source>
        <translation>kein Nahkampf: {why}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{unit} wins</source>
        <translation>{unit} gewinnt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a tie: both are destroyed</source>
        <translation>Gleichstand: beide sind zerstört</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{attacker} {attacker_total} against {defender} {defender_total}: {winner}</source>
        <translation>{attacker} {attacker_total} gegen {defender} {defender_total}: {winner}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{unit} is a {kind}: melees are infantry against infantry (3.1); infantry assault tanks and bunkers (3.2)</source>
        <translation>{unit} ist ein {kind}: Nahkämpfe sind Infanterie gegen Infanterie (3.1); Infanterie stürmt Panzer und Bunker (3.2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{unit} cannot fight itself</source>
        <translation>{unit} kann nicht gegen sich selbst kämpfen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{unit} and {other} are on the same side</source>
        <translation>{unit} und {other} sind auf derselben Seite</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{unit} rides on {carrier}: it must dismount to fight</source>
        <translation>{unit} fährt auf {carrier} mit: es muss zum Kämpfen absitzen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{unit} and {other} are {gap:.0f} yards apart: a melee needs them in contact ({reach:g} yards)</source>
        <translation>{unit} und {other} sind {gap:.0f} Yards voneinander entfernt: ein Nahkampf braucht Kontakt ({reach:g} Yards)</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+21"/>
        <source>it fought a melee</source>
        <translation>es hat einen Nahkampf geführt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/infantry/assault.py" line="-445"/>
        <source>the assault succeeds</source>
        <translation>der Sturm gelingt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the assault fails</source>
        <translation>der Sturm misslingt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{chance}%, rolled {roll}: {verdict}; {unit} {unit_outcome}, {target} {target_outcome}</source>
        <translation>{chance} %, gewürfelt {roll}: {verdict}; {unit} {unit_outcome}, {target} {target_outcome}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{unit} did not reach {target}: {why}</source>
        <translation>{unit} hat {target} nicht erreicht: {why}</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{unit}, reclassified as a suicide squad this turn, must attempt to assault the nearest enemy tank or bunker, {target}, in contact with it (3.3)</source>
        <translation>{unit}, in dieser Runde als Todeskommando umklassifiziert, muss versuchen, den nächsten feindlichen Panzer oder Bunker, {target}, in Kontakt mit ihm zu stürmen (3.3)</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+87"/>
        <source>assaulting unit</source>
        <translation>stürmende Einheit</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{unit} is a {kind}: only infantry assault tanks and bunkers (3.2)</source>
        <translation>{unit} ist ein {kind}: nur Infanterie stürmt Panzer und Bunker (3.2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{unit} is neither a tank nor a bunker: infantry assault tanks and bunkers (3.2); fight infantry with a melee (3.1)</source>
        <translation>{unit} ist weder ein Panzer noch ein Bunker: Infanterie stürmt Panzer und Bunker (3.2); gegen Infanterie mit einem Nahkampf kämpfen (3.1)</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>supporting unit</source>
        <translation>unterstützende Einheit</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/infantry/fire.py" line="-214"/>
        <source>firer {unit}:{weapon}: a vehicle fires its {mg}, its {hmg} or its {he}</source>
        <translation>Schütze {unit}:{weapon}: ein Fahrzeug feuert seine {mg}, seine {hmg} oder seine {he}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>machine gun or main gun</source>
        <translation>Maschinengewehr oder Hauptwaffe</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>the target area&apos;s centre</source>
        <translation>die Mitte des Zielbereichs</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/infantry/assault.py" line="-234"/>
        <source>0%: the assault cannot succeed, no die rolled; {unit} {unit_outcome}, {target} {target_outcome}</source>
        <translation>0 %: der Sturm kann nicht gelingen, nicht gewürfelt; {unit} {unit_outcome}, {target} {target_outcome}</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>a vehicle: only infantry and crew-served weapons give supporting fire (3.2)</source>
        <translation>ein Fahrzeug: Unterstützungsfeuer geben nur Infanterie und mannschaftsbediente Waffen (3.2)</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>supporting unit {unit} is not on {target}&apos;s side</source>
        <translation>die unterstützende Einheit {unit} ist nicht auf der Seite von {target}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>{unit} is suppressed: a suppressed infantry unit cannot assault a tank or bunker (3.2)</source>
        <translation>{unit} ist niedergehalten: eine niedergehaltene Infanterieeinheit kann keinen Panzer oder Bunker stürmen (3.2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{unit} and {target} are {gap:.0f} yards apart: an assault needs them in contact ({reach:g} yards)</source>
        <translation>{unit} und {target} sind {gap:.0f} Yards voneinander entfernt: ein Sturm braucht Kontakt ({reach:g} Yards)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{unit} is a suicide squad: it must assault the nearest enemy tank or bunker, {target} ({yards:.0f} yards) (3.3)</source>
        <translation>{unit} ist ein Todeskommando: es muss den nächsten feindlichen Panzer oder Bunker stürmen, {target} ({yards:.0f} Yards) (3.3)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>1. {target} does not fire at {unit}: its fire was resolved in the direct fire phase</source>
        <translation>1. {target} feuert nicht auf {unit}: sein Feuer wurde schon in der Phase des direkten Feuers abgehandelt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>1. {target} fires at {unit}</source>
        <translation>1. {target} feuert auf {unit}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{target} has no weapon that fires at infantry</source>
        <translation>{target} hat keine Waffe, die auf Infanterie feuert</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>2. no supporting fire at {unit}</source>
        <translation>2. kein Unterstützungsfeuer auf {unit}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>2. supporting fire at {unit}: {supporters}</source>
        <translation>2. Unterstützungsfeuer auf {unit}: {supporters}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>2. no supporting fire at {unit}: none of the units named may fire at it</source>
        <translation>2. kein Unterstützungsfeuer auf {unit}: keine der genannten Einheiten kann auf sie feuern</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>3. {unit} assaults {target}</source>
        <translation>3. {unit} stürmt {target}</translation>
    </message>
    <message>
        <location line="-109"/>
        <location line="+163"/>
        <source>it fought an assault</source>
        <translation>es hat einen Sturm geführt</translation>
    </message>
    <message>
        <location line="-513"/>
        <source>no assault: the hidden position was a fake marker, taken off the table</source>
        <translation>kein Sturm: die verdeckte Stellung war eine Attrappe und wird vom Tisch genommen</translation>
    </message>
    <message>
        <location line="+550"/>
        <source>the battle is fought in {year} (its briefing), not in {given}</source>
        <translation>das Gefecht findet {year} statt (sein Einsatzbefehl), nicht {given}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>must assault {target} ({yards:.0f} yd) this turn</source>
        <translation>muss in dieser Runde {target} ({yards:.0f} yd) stürmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no enemy tank or bunker on the table</source>
        <translation>kein feindlicher Panzer oder Bunker auf dem Tisch</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{unit} is a suicide squad already</source>
        <translation>{unit} ist schon ein Todeskommando</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{unit} must assault the nearest enemy tank or bunker this turn: {target} ({yards:.0f} yards)</source>
        <translation>{unit} muss in dieser Runde den nächsten feindlichen Panzer oder Bunker stürmen: {target} ({yards:.0f} Yards)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is no enemy tank or bunker on the table</source>
        <translation>es gibt keinen feindlichen Panzer oder Bunker auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/infantry/words.py" line="-14"/>
        <source>infantry fire into a target area (3.5)</source>
        <translation>Infanteriefeuer in einen Zielbereich (3.5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an infantry melee (3.1)</source>
        <translation>ein Infanterie-Nahkampf (3.1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an assault on a tank or bunker (3.2)</source>
        <translation>ein Sturm auf einen Panzer oder Bunker (3.2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reclassifying a suicide squad (3.3)</source>
        <translation>das Umklassifizieren eines Todeskommandos (3.3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no firer can fire into the area</source>
        <translation>kein Schütze kann in den Bereich feuern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{unit} is destroyed before it reaches {target}</source>
        <translation>{unit} ist zerstört, bevor es {target} erreicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/session/turn_advance.py" line="-9"/>
        <source>{unit} {outcome}</source>
        <translation>{unit} {outcome}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/infantry/actions.py" line="-23"/>
        <source>{units} in {step}</source>
        <translation>{units} in {step}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>these firers fire in different steps of the direct fire phase: {groups}. Fire each group into the area in its own step</source>
        <translation>diese Schützen feuern in verschiedenen Schritten der Phase des direkten Feuers: {groups}. Jede Gruppe in ihrem eigenen Schritt in den Bereich feuern lassen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{firer} ({type}): {why}</source>
        <translation>{firer} ({type}): {why}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/infantry/words.py" line="-3"/>
        <source>no firer can fire into the area: {reasons}</source>
        <translation>kein Schütze kann in den Bereich feuern: {reasons}</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>a vehicle&apos;s machine guns and T-HE into a target area (3.5)</source>
        <translation>Maschinengewehre und T-HE eines Fahrzeugs in einen Zielbereich (3.5)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/actions/infantry.py" line="-67"/>
        <location filename="../../morefire_gui/session/infantry/actions.py" line="+75"/>
        <source>Infantry fire into {x:.1f}, {y:.1f}</source>
        <translation>Infanteriefeuer nach {x:.1f} / {y:.1f}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/infantry/actions.py" line="+114"/>
        <source>{unit} reclassified as a suicide squad</source>
        <translation>{unit} als Todeskommando umklassifiziert</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/island.py" line="+22"/>
        <source>start of turn</source>
        <translation>Rundenbeginn</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>first</source>
        <translation>erste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second</source>
        <translation>zweite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>third</source>
        <translation>dritte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n}th</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the activation roll is the ISLAND special&apos;s, when naval bombardment is not used (a raid)</source>
        <translation>der Alarmwurf gehört zur Sonderregel INSEL, wenn kein Schiffsbeschuss verwendet wird (ein Überfall)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Activation roll, turn {turn}</source>
        <translation>Alarmwurf, Runde {turn}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{percent}% of the defender&apos;s original total</source>
        <translation>{percent} % der ursprünglichen Gesamtstärke des Verteidigers</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/minefields.py" line="+51"/>
        <source>a deliberate minefield needs its owner (the side whose deployment sheet it is on)</source>
        <translation>ein planmäßiges Minenfeld braucht seinen Besitzer (die Seite, auf deren Aufstellungsblatt es steht)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the id {id} is already used</source>
        <translation>die Kennung {id} wird schon verwendet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Lay minefield</source>
        <translation>Minenfeld legen</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>no infantry unit is in a minefield section</source>
        <translation>keine Infanterieeinheit ist in einem Minenfeldabschnitt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minefield clearing</source>
        <translation>Minenräumen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/moves.py" line="+120"/>
        <source>{unit} cannot move: {why}</source>
        <translation>{unit} kann sich nicht bewegen: {why}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/mounting.py" line="-40"/>
        <source>suppressed units cannot move until they have recovered morale (3.5)</source>
        <translation>niedergehaltene Einheiten können sich nicht bewegen, bis sie ihre Moral wiedergewonnen haben (3.5)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/moves.py" line="+44"/>
        <source>it is destroyed</source>
        <translation>es ist zerstört</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it is immobilized until turn {turn}</source>
        <translation>es ist bis Runde {turn} bewegungsunfähig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is immobilized</source>
        <translation>es ist bewegungsunfähig</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it rides on {carrier}: it moves with its vehicle, or dismounts first</source>
        <translation>es fährt auf {carrier} mit: es bewegt sich mit seinem Fahrzeug oder sitzt zuerst ab</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>a move of {unit} needs at least one point to move to</source>
        <translation>eine Bewegung von {unit} braucht mindestens einen Zielpunkt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the move&apos;s end</source>
        <translation>das Ziel der Bewegung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the move&apos;s waypoint {n}</source>
        <translation>der Wegpunkt {n} der Bewegung</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Ice on {piece}</source>
        <translation>Eis auf {piece}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>TUNDRA: {unit} reaches {piece}, whose ice has not been rolled for: a d6, 1-2 the ice holds vehicles</source>
        <translation>TUNDRA: {unit} erreicht {piece}, für dessen Eis noch nicht gewürfelt wurde: ein d6, 1-2 das Eis trägt Fahrzeuge</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>MOUNTAINS: {unit} moves onto rough or hill ground ({piece}) for the first time: it rolls for a breakdown</source>
        <translation>GEBIRGE: {unit} fährt zum ersten Mal auf unwegsames Gelände oder Hügel ({piece}): es würfelt auf eine Panne</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>MOUNTAINS: immobilized on {piece}</source>
        <translation>GEBIRGE: auf {piece} bewegungsunfähig</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/mounting.py" line="-80"/>
        <location filename="../../morefire_gui/session/movement/moves.py" line="+80"/>
        <source>Minefields revealed or cleared</source>
        <translation>Aufgedeckte oder geräumte Minenfelder</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/moves.py" line="+20"/>
        <source>{unit} moved</source>
        <translation>{unit} hat sich bewegt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/mounting.py" line="+2"/>
        <source>{what} is {gap:.0f} yards from {vehicle}: beyond {whose} move of {most:g} yards (1.5)</source>
        <translation>{what} ist {gap:.0f} Yards von {vehicle} entfernt: jenseits {whose} Bewegung von {most:g} Yards (1.5)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>only infantry counters ride on vehicles ({unit} is a {kind})</source>
        <translation>nur Infanteriespielsteine fahren auf Fahrzeugen mit ({unit} ist ein {kind})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{unit} is not a vehicle</source>
        <translation>{unit} ist kein Fahrzeug</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{unit} cannot mount: {why}</source>
        <translation>{unit} kann nicht aufsitzen: {why}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>its</source>
        <translation>seiner</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/mounting.py" line="+37"/>
        <source>{unit} mounts {vehicle} ({n} of {most})</source>
        <translation>{unit} sitzt auf {vehicle} auf ({n} von {most})</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/mounting.py" line="+16"/>
        <source>{unit} is not riding on a vehicle</source>
        <translation>{unit} fährt nicht auf einem Fahrzeug mit</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{unit} cannot dismount: {why}</source>
        <translation>{unit} kann nicht absitzen: {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the point to dismount at</source>
        <translation>der Absitzpunkt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a</source>
        <translation>einer</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/mounting.py" line="+47"/>
        <source>{unit} dismounts from {vehicle}</source>
        <translation>{unit} sitzt von {vehicle} ab</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/ski_troops.py" line="-12"/>
        <source>only infantry are ski troops ({unit} is a {kind})</source>
        <translation>nur Infanterie sind Skitruppen ({unit} ist ein {kind})</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/summary.py" line="-22"/>
        <source> on foot</source>
        <translation> zu Fuß</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> at {code}</source>
        <translation> mit {code}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{unit} moves {distance:.1f} {table_unit} ({yards:.0f} yd){how} to {x:.1f}, {y:.1f}</source>
        <translation>{unit} bewegt sich {distance:.1f} {table_unit} ({yards:.0f} yd){how} nach {x:.1f} / {y:.1f}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>stops: {why}</source>
        <translation>hält: {why}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>leaves {positions}</source>
        <translation>verlässt {positions}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>passenger {unit}: {chance}%, rolled {roll}: {result}</source>
        <translation>Mitfahrer {unit}: {chance} %, gewürfelt {roll}: {result}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>campaign damage {letter} (2.6: {meaning})</source>
        <translation>Kampagnenschaden {letter} (2.6: {meaning})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ice on {piece}: rolled {face}, it holds</source>
        <translation>Eis auf {piece}: {face} gewürfelt, es trägt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ice on {piece}: rolled {face}, it does not hold</source>
        <translation>Eis auf {piece}: {face} gewürfelt, es trägt nicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>arrives at {units}: freed at the start of the next turn</source>
        <translation>erreicht {units}: befreit zu Beginn der nächsten Runde</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/words.py" line="-8"/>
        <source>a move that stays on the road the whole turn</source>
        <translation>eine Bewegung, die die ganze Runde auf der Straße bleibt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a vehicle&apos;s move off the road</source>
        <translation>die Bewegung eines Fahrzeugs abseits der Straße</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mounting and dismounting</source>
        <translation>Auf- und Absitzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a unit is named twice among {units}</source>
        <translation>eine Einheit ist unter {units} doppelt genannt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/actions.py" line="-244"/>
        <source> in {step}</source>
        <translation> in {step}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>{unit} cannot move{where}: {why}</source>
        <translation>{unit} kann sich{where} nicht bewegen: {why}</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>making ski troops</source>
        <translation>das Bilden von Skitruppen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>only infantry are ski troops ({units} is not infantry)</source>
        <translation>nur Infanterie sind Skitruppen ({units} ist keine Infanterie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only infantry are ski troops ({units} are not infantry)</source>
        <translation>nur Infanterie sind Skitruppen ({units} sind keine Infanterie)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{units}: ski troops already</source>
        <translation>{units}: schon Skitruppen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{units}: not ski troops, so there are no skis to take off</source>
        <translation>{units}: keine Skitruppen, also gibt es keine Skier abzunehmen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the ice is rolled for only in a tundra battle (Table V&apos;s TUNDRA, settings.terrain_type: tundra); this battle has {terrain}</source>
        <translation>für das Eis wird nur in einem Tundragefecht gewürfelt (TUNDRA aus Tabelle V, settings.terrain_type: tundra); dieses Gefecht hat {terrain}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the ice is rolled for only in a tundra battle (Table V&apos;s TUNDRA, settings.terrain_type: tundra); this battle gives no terrain type</source>
        <translation>für das Eis wird nur in einem Tundragefecht gewürfelt (TUNDRA aus Tabelle V, settings.terrain_type: tundra); dieses Gefecht nennt keinen Geländetyp</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rolling the ice</source>
        <translation>das Würfeln für das Eis</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>every body of water has been rolled for (or the table has no water)</source>
        <translation>für jedes Gewässer wurde gewürfelt (oder der Tisch hat kein Wasser)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the table has no water to roll for</source>
        <translation>der Tisch hat kein Wasser, für das gewürfelt wird</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/names.py" line="-602"/>
        <source>a hidden position</source>
        <translation>eine verdeckte Stellung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>something out of sight</source>
        <translation>etwas außer Sicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a battery</source>
        <translation>eine Batterie</translation>
    </message>
    <message>
        <location line="+343"/>
        <source>a hidden position revealed: {unit}</source>
        <translation>eine verdeckte Stellung aufgedeckt: {unit}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hidden position revealed: a fake marker, taken off the table</source>
        <translation>eine verdeckte Stellung aufgedeckt: eine Attrappe, vom Tisch genommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{summary}; revealed: {units}</source>
        <translation>{summary}; aufgedeckt: {units}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} fake markers</source>
        <translation>{n} Attrappen</translation>
    </message>
    <message>
        <location line="+222"/>
        <source>{name} ({kind})</source>
        <translation>{name} ({kind})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{piece} ({id})</source>
        <translation>{piece} ({id})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} ({kind}, {id})</source>
        <translation>{name} ({kind}, {id})</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>range {range:.0f} yd ({table:.1f} {unit}, centre to centre)</source>
        <translation>Entfernung {range:.0f} yd ({table:.1f} {unit}, Mitte zu Mitte)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>advanced elevation (rule 2.1): sight line from {start:g} yd to {end:g} yd above the table</source>
        <translation>erweiterte Höhenregel (Regel 2.1): Sichtlinie von {start:g} yd bis {end:g} yd über dem Tisch</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>blocked by {piece}: {why}</source>
        <translation>blockiert durch {piece}: {why}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not blocked by {piece}: {why}</source>
        <translation>nicht blockiert durch {piece}: {why}</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>{step}: {name}</source>
        <translation>{step}: {name}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/perform.py" line="+74"/>
        <source>the app cannot perform a {kind} action</source>
        <translation>die App kann keine Aktion {kind} ausführen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/record.py" line="+24"/>
        <source>Start of the record</source>
        <translation>Beginn der Aufzeichnung</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Record the action</source>
        <translation>Die Aktion aufzeichnen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/scenario.py" line="-666"/>
        <source>the defender ({side}, {nation})</source>
        <translation>der Verteidiger ({side}, {nation})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay the table by hand: the players alternate placing terrain pieces, {who} placing first, then the attacker, and so on until both have placed what the {terrain} definition offers.</source>
        <translation>Den Tisch von Hand auslegen: die Spieler platzieren abwechselnd Geländestücke, {who} zuerst, dann der Angreifer, und so fort, bis beide platziert haben, was die Geländedefinition {terrain} anbietet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Once placement is complete, the defender selects which board edge will be his baseline; the deployment zones move to it and the victory point locations are marked on the pieces placed.</source>
        <translation>Ist die Aufstellung abgeschlossen, wählt der Verteidiger, welcher Spielfeldrand seine Grundlinie wird; die Aufstellungszonen rücken dorthin, und die Siegpunktorte werden auf den platzierten Stücken markiert.</translation>
    </message>
    <message>
        <location line="+188"/>
        <source>Naval bombardment</source>
        <translation>Schiffsbeschuss</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>the battle has no victory point locations (&apos;vp_locations:&apos;), so condition A cannot be judged</source>
        <translation>das Gefecht hat keine Siegpunktorte (&apos;vp_locations:&apos;), also kann Bedingung A nicht beurteilt werden</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not known: a hidden position is near (the score counts it once the hidden positions are revealed)</source>
        <translation>nicht bekannt: eine verdeckte Stellung ist nahe (die Wertung zählt ihn, sobald die verdeckten Stellungen aufgedeckt sind)</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>no undestroyed unit on the table</source>
        <translation>keine unzerstörte Einheit auf dem Tisch</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{yards:.0f} yards away</source>
        <translation>{yards:.0f} Yards entfernt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>as near</source>
        <translation>gleich nah</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>contested: {unit} and {other} are both {both}</source>
        <translation>umstritten: {unit} und {other} sind beide {both}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{unit} is nearest, {yards:.0f} yards away</source>
        <translation>{unit} ist am nächsten, {yards:.0f} Yards entfernt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{unit} is nearest, within {most:g} yards</source>
        <translation>{unit} ist am nächsten, innerhalb {most:g} Yards</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>enemy {unit} is within {most:g} yards ({yards:.0f})</source>
        <translation>der Feind {unit} ist innerhalb {most:g} Yards ({yards:.0f})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>enemy {unit} is within {most:g} yards</source>
        <translation>der Feind {unit} ist innerhalb {most:g} Yards</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Change the scenario</source>
        <translation>Das Szenario ändern</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the battle has no mission: make one with File &gt; New Random Battle{command}, or give it a &apos;mission:&apos; key (docs/battle-format.md)</source>
        <translation>das Gefecht hat keinen Auftrag: einen mit Datei &gt; Neues Zufallsgefecht erstellen{command}, oder ihm einen Schlüssel &apos;mission:&apos; geben (docs/battle-format.md)</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>objective {detail}</source>
        <translation>Ziel {detail}</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>the attacker is already recorded as having reached the objective</source>
        <translation>für den Angreifer ist bereits eingetragen, dass er das Ziel erreicht hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the attacker is already recorded as not having reached the objective</source>
        <translation>für den Angreifer ist bereits eingetragen, dass er das Ziel nicht erreicht hat</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{location} is already recorded as destroyed</source>
        <translation>{location} ist bereits als zerstört eingetragen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{location} is already standing: it is not recorded as destroyed</source>
        <translation>{location} steht bereits: es ist nicht als zerstört eingetragen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>: + Receive only 1/2 points if destroyed</source>
        <translation>: + nur 1/2 Punkte, wenn zerstört</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>: it scores its whole value again</source>
        <translation>: es zählt wieder seinen ganzen Wert</translation>
    </message>
    <message>
        <location line="-631"/>
        <location line="+410"/>
        <source>Attacker&apos;s deployment</source>
        <translation>Aufstellung des Angreifers</translation>
    </message>
    <message>
        <location line="-471"/>
        <source>TUNDRA: a d6 for each of the {n} bodies of water (1-2: vehicles can cross the ice): {water}; rolled as a vehicle first reaches it, or all at once with Movement &gt; Roll the Ice{command}</source>
        <translation>TUNDRA: ein d6 für jedes der {n} Gewässer (1-2: Fahrzeuge können das Eis queren): {water}; gewürfelt, wenn ein Fahrzeug es zuerst erreicht, oder alle auf einmal mit Bewegung &gt; Für das Eis würfeln{command}</translation>
    </message>
    <message>
        <location line="+70"/>
        <location line="+410"/>
        <source>Defender&apos;s deployment</source>
        <translation>Aufstellung des Verteidigers</translation>
    </message>
    <message>
        <location line="-288"/>
        <source>the battle has no mission: victory is scored for battles made by the scenario system (File &gt; New Random Battle{command}), or with a &apos;mission:&apos; key (docs/battle-format.md)</source>
        <translation>das Gefecht hat keinen Auftrag: der Sieg wird für Gefechte gewertet, die das Szenariosystem erstellt hat (Datei &gt; Neues Zufallsgefecht{command}), oder mit einem Schlüssel &apos;mission:&apos; (docs/battle-format.md)</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>no unit within {most:g} yards: the nearest, {unit}, is {yards:.0f} yards away</source>
        <translation>keine Einheit innerhalb von {most:g} Yards: die nächste, {unit}, ist {yards:.0f} Yards entfernt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no unit within {most:g} yards (the nearest is {unit})</source>
        <translation>keine Einheit innerhalb von {most:g} Yards (die nächste ist {unit})</translation>
    </message>
    <message>
        <location line="+176"/>
        <source>only a raid has an objective to reach</source>
        <translation>nur ein Überfall hat ein Ziel zu erreichen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the battle has no victory point location {id}; it has {ids}</source>
        <translation>das Gefecht hat keinen Siegpunktort {id}; es hat {ids}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{location} is a {kind}: only a building is destroyed (+ Receive only 1/2 points if destroyed)</source>
        <translation>{location} ist ein Ort der Art {kind}: nur ein Gebäude wird zerstört (+ nur 1/2 Punkte, wenn zerstört)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>points destroyed: attacker {attacker}, defender {defender}; {conditions}</source>
        <translation>zerstörte Punkte: Angreifer {attacker}, Verteidiger {defender}; {conditions}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{letter} met</source>
        <translation>{letter} erfüllt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{letter} not met</source>
        <translation>{letter} nicht erfüllt</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>defender {defender:g} VP, attacker {attacker:g} VP; {lost}</source>
        <translation>Verteidiger {defender:g} SP, Angreifer {attacker:g} SP; {lost}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>completing the table&apos;s placement</source>
        <translation>das Abschließen der Aufstellung des Tisches</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the battle&apos;s table was generated, not laid by hand: its placement needs no completing</source>
        <translation>der Tisch des Gefechts wurde erzeugt, nicht von Hand ausgelegt: seine Aufstellung braucht keinen Abschluss</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>{what}; {n} victory point location(s) marked</source>
        <translation>{what}; markierte Siegpunktorte: {n}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the table does not hold what {terrain} asks for ({counts}); lay the pieces, or keep the table as laid</source>
        <translation>der Tisch enthält nicht, was {terrain} verlangt ({counts}); legen Sie die Stücke oder lassen Sie den Tisch, wie er gelegt ist</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The table is kept as laid, short of what {terrain} asks for: {counts}</source>
        <translation>Der Tisch bleibt, wie er gelegt ist, ohne was {terrain} verlangt: {counts}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/sequence_of_play.py" line="-267"/>
        <source>immobilized until turn {turn}</source>
        <translation>bewegungsunfähig bis Runde {turn}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>suppressed: cannot move until it recovers (3.5)</source>
        <translation>niedergehalten: kann sich nicht bewegen, bis es sich erholt (3.5)</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>in contact with {foes}</source>
        <translation>in Kontakt mit {foes}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>mounted {vehicle}</source>
        <translation>auf {vehicle} aufgesessen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dismounted from {vehicle}</source>
        <translation>von {vehicle} abgesessen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moved on foot</source>
        <translation>zu Fuß bewegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moved at {code}</source>
        <translation>mit {code} bewegt</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>rides on {carrier}: may dismount</source>
        <translation>fährt auf {carrier} mit: darf absitzen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/moves.py" line="-337"/>
        <location filename="../../morefire_gui/session/sequence_of_play.py" line="-148"/>
        <source>a gun of {battery}, {state}: only a battery in transit moves (4.8)</source>
        <translation>ein Geschütz der Batterie {battery}, {state}: nur eine Batterie im Transport bewegt sich (4.8)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/sequence_of_play.py" line="+159"/>
        <source>may mount {vehicles}</source>
        <translation>darf auf {vehicles} aufsitzen</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>suppressed: a suppressed infantry unit cannot assault a tank or bunker (3.2)</source>
        <translation>niedergehalten: eine niedergehaltene Infanterieeinheit kann keinen Panzer oder Bunker stürmen (3.2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>suppressed: cannot fire until it recovers (3.5)</source>
        <translation>niedergehalten: kann nicht feuern, bis es sich erholt (3.5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>moved this turn: weapon systems cannot fire the turn that they move (1.5)</source>
        <translation>in dieser Runde bewegt: Waffensysteme können in der Runde, in der sie sich bewegen, nicht feuern (1.5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>acted in {steps}</source>
        <translation>hat in {steps} gehandelt</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>airstrike</source>
        <translation>Luftangriff</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{state}: a battery must be deployed in order to fire (4.11)</source>
        <translation>{state}: eine Batterie muss feuerbereit sein, um zu feuern (4.11)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>counter-battery fire at {target} ({turns})</source>
        <translation>Konterbatteriefeuer auf {target} ({turns})</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>{unit} does not act in {here}: it is none of the units the step lists for {action}</source>
        <translation>{unit} handelt nicht in {here}: es gehört nicht zu den Einheiten, die der Schritt für {action} aufführt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/step_words.py" line="+16"/>
        <source>{phase} step {label} ({step})</source>
        <translation>Schritt {label} der Phase „{phase}“ ({step})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the {phase} ({step})</source>
        <translation>Phase „{phase}“ ({step})</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Sequence of play, {phase} step {label}: {step}</source>
        <translation>Spielablauf, Schritt {label} der Phase „{phase}“: {step}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sequence of play, the {phase}: {step}</source>
        <translation>Spielablauf, Phase „{phase}“: {step}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/sequence_of_play.py" line="-81"/>
        <source>in the {phase} (steps {first}-{last})</source>
        <translation>in der {phase} (Schritte {first}-{last})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{phase} steps {labels}</source>
        <translation>Schritte {labels} der Phase „{phase}“</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>{action} is {where}; this is {here}</source>
        <translation>{action} ist {where}; hier ist {here}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{unit} does not act in {here}</source>
        <translation>{unit} handelt nicht in {here}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{unit} has already acted in {step} this turn</source>
        <translation>{unit} hat in dieser Runde schon in {step} gehandelt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unit} cannot act in {step}: {why}</source>
        <translation>{unit} kann in {step} nicht handeln: {why}</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{action} in turn {turn}</source>
        <translation>{action} in Runde {turn}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/table_edits.py" line="-143"/>
        <source>terrain piece</source>
        <translation>Geländestück</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/table_edge.py" line="+64"/>
        <source>{piece} reaches {reach:.1f} {unit} off the {width:g} x {depth:g} {unit} table, to {x:.1f}, {y:.1f}</source>
        <translation>{piece} reicht {reach:.1f} {unit} über den Tisch von {width:g} x {depth:g} {unit} hinaus, bis {x:.1f}, {y:.1f}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>it may be moved, turned or reshaped onto the table or nearer to it, never farther off</source>
        <translation>es darf auf den Tisch oder näher an ihn verschoben, gedreht oder umgeformt werden, nie weiter hinaus</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{n} more</source>
        <translation>{n} weitere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the battle file lays terrain off the table: {pieces}; {may}</source>
        <translation>die Schlachtdatei legt Gelände über den Tischrand hinaus: {pieces}; {may}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{piece} would reach off the {width:g} x {depth:g} {unit} table, to {x:.1f}, {y:.1f}</source>
        <translation>{piece} würde über den Tisch von {width:g} x {depth:g} {unit} hinausreichen, bis {x:.1f}, {y:.1f}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{piece} would reach {reach:.1f} {unit} off the {width:g} x {depth:g} {unit} table, to {x:.1f}, {y:.1f}, farther than the {was:.1f} {unit} it reaches now: move it onto the table or nearer to it</source>
        <translation>{piece} würde {reach:.1f} {unit} über den Tisch von {width:g} x {depth:g} {unit} hinausreichen, bis {x:.1f}, {y:.1f}, weiter als die {was:.1f} {unit}, die es jetzt hinausreicht: verschieben Sie es auf den Tisch oder näher an ihn</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/table_edits.py" line="+45"/>
        <source>the battle has no {what} {ids}</source>
        <translation>das Gefecht hat kein {what} {ids}</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>laying terrain</source>
        <translation>das Auslegen von Gelände</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the id {id} is taken; give the piece another</source>
        <translation>die Kennung {id} ist vergeben; dem Stück eine andere geben</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>changing terrain</source>
        <translation>das Ändern von Gelände</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>taking terrain away</source>
        <translation>das Entfernen von Gelände</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>placing a counter</source>
        <translation>das Aufstellen eines Spielsteins</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the id {id} is taken; give the counter another</source>
        <translation>die Kennung {id} ist vergeben; dem Spielstein eine andere geben</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>unknown unit type {type} (it is not in the unit catalogue)</source>
        <translation>unbekannter Einheitentyp {type} (er ist nicht im Einheitenkatalog)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>{name} is the name of another counter of {side}: give {unit} a name of its own</source>
        <translation>{name} ist der Name eines anderen Spielsteins der Seite {side}: Geben Sie {unit} einen eigenen Namen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>moving or changing counters freely</source>
        <translation>das freie Bewegen oder Ändern von Spielsteinen</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>taking counters off the table</source>
        <translation>das Entfernen von Spielsteinen vom Tisch</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the settings are as they were</source>
        <translation>die Einstellungen sind unverändert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{units} land in waves, which only an island invasion has: the battle&apos;s terrain stays island while they do</source>
        <translation>{units} landen in Wellen, die nur eine Inselinvasion hat: das Gelände der Schlacht bleibt Insel, solange sie es tun</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>settings changed: {settings}</source>
        <translation>Einstellungen geändert: {settings}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the battle is played {mode} already</source>
        <translation>das Gefecht wird schon {mode} gespielt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The battle keeps to the sequence of play: each action only in its step, by a unit that may act then</source>
        <translation>Das Gefecht hält sich an den Spielablauf: jede Aktion nur in ihrem Schritt, durch eine Einheit, die dann handeln darf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The battle is played free of the sequence of play: any action at any time</source>
        <translation>Das Gefecht wird frei vom Spielablauf gespielt: jede Aktion zu jeder Zeit</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the table image is as it was</source>
        <translation>das Tischbild ist unverändert</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/table_image.py" line="+24"/>
        <source>save the battle first: its table image is kept by its path from the battle file&apos;s folder</source>
        <translation>zuerst das Gefecht speichern: sein Tischbild wird über seinen Pfad vom Ordner der Gefechtsdatei aus gehalten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{file}: a table image is a PNG or JPEG file (.png, .jpg, .jpeg)</source>
        <translation>{file}: ein Tischbild ist eine PNG- oder JPEG-Datei (.png, .jpg, .jpeg)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{file} is on another drive than the battle file; put the image beside the battle</source>
        <translation>{file} liegt auf einem anderen Laufwerk als die Gefechtsdatei; das Bild neben das Gefecht legen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>table image {path} not found (looked for {found}); the board is drawn without it</source>
        <translation>Tischbild {path} nicht gefunden (gesucht: {found}); das Spielfeld wird ohne es gezeichnet</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/turn_actions.py" line="-98"/>
        <source>the table is being laid by hand: play cannot begin before placement is complete and the defender has selected his base edge (Battle &gt; Placement Complete{command}); the forces deploy after that</source>
        <translation>der Tisch wird von Hand gelegt: das Spiel kann nicht beginnen, bevor die Aufstellung abgeschlossen ist und der Verteidiger seine Grundlinie gewählt hat (Gefecht &gt; Aufstellung abgeschlossen{command}); danach stellen die Truppen auf</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{duties}, before {step} ends</source>
        <translation>{duties}, bevor {step} endet</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the defender&apos;s activation roll for turn {turn} is not rolled yet: it is made each turn, first</source>
        <translation>der Alarmwurf des Verteidigers für Runde {turn} ist noch nicht gewürfelt: er wird jede Runde zuerst gemacht</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{unit} is already marked in this step</source>
        <translation>{unit} ist in diesem Schritt schon markiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{unit} is not marked in this step</source>
        <translation>{unit} ist in diesem Schritt nicht markiert</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>the table is with {side} already</source>
        <translation>der Tisch ist schon bei der Seite {side}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>everyone</source>
        <translation>alle</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>showing everything needs every side&apos;s agreement: {sides} has not agreed</source>
        <translation>alles zu zeigen braucht die Zustimmung jeder Seite: es fehlt die Zustimmung der Seite {sides}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>showing everything needs every side&apos;s agreement: {sides} have not agreed</source>
        <translation>alles zu zeigen braucht die Zustimmung jeder Seite: es fehlt die Zustimmung der Seiten {sides}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Show everything (umpire), agreed by {sides}</source>
        <translation>Alles zeigen (Schiedsrichter), Zustimmung: {sides}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show everything (umpire)</source>
        <translation>Alles zeigen (Schiedsrichter)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/turn_advance.py" line="-432"/>
        <source>turn {turn}: {what}</source>
        <translation>Runde {turn}: {what}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>{battery}: {what}</source>
        <translation>{battery}: {what}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>end of turn {turn}: {battery} is deployed</source>
        <translation>Ende der Runde {turn}: {battery} ist feuerbereit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>end of turn {turn}: {battery} is in transit</source>
        <translation>Ende der Runde {turn}: {battery} ist im Transport</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>end of turn {turn}: {battery} has {n} turn(s) of {state} left</source>
        <translation>Ende der Runde {turn}: {battery} ist {state}; verbleibende Runden: {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{title}: {side}&apos;s artillery</source>
        <translation>{title}: Artillerie der Seite {side}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{title}: {side}&apos;s hidden positions</source>
        <translation>{title}: verdeckte Stellungen der Seite {side}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{title}: artillery of {side}</source>
        <translation>{title}: Artillerie der Seite {side}</translation>
    </message>
    <message>
        <location line="+59"/>
        <location line="+4"/>
        <source>Set-up and breakdown</source>
        <translation>Aufbau und Abbau</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Marks cleared</source>
        <translation>Markierungen gelöscht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turn {turn}: last turn&apos;s marks of who acted are cleared</source>
        <translation>Runde {turn}: die Markierungen der letzten Runde, wer gehandelt hat, sind gelöscht</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>{n} vehicles rolled</source>
        <translation>{n} Fahrzeuge gewürfelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stuck: {units}</source>
        <translation>festgefahren: {units}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none stuck</source>
        <translation>keines festgefahren</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{title}: hidden positions of {side}</source>
        <translation>{title}: verdeckte Stellungen der Seite {side}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>maintenance rolls: {summary}</source>
        <translation>Wartungswürfe: {summary}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>{battery} cannot fire this turn</source>
        <translation>{battery} kann in dieser Runde nicht feuern</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{battery}&apos;s counter-battery fire at {target}: {what}</source>
        <translation>Konterbatteriefeuer von {battery} auf {target}: {what}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{destroyed} gun destroyed, {left} left</source>
        <translation>{destroyed} Geschütz zerstört, {left} übrig</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>turn {turn} of zeroing in</source>
        <translation>Runde {turn} des Einschießens</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not fired, the count starts again</source>
        <translation>nicht gefeuert, die Zählung beginnt neu</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{battery} has no guns left</source>
        <translation>{battery} hat keine Geschütze mehr</translation>
    </message>
    <message>
        <location line="+17"/>
        <location filename="../../morefire_gui/session/turn_state.py" line="-128"/>
        <source>Counter-battery fire</source>
        <translation>Konterbatteriefeuer</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Counter-battery fire, turn {turn}</source>
        <translation>Konterbatteriefeuer, Runde {turn}</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>a barrage lands at {x:.1f}, {y:.1f}: {hits}</source>
        <translation>ein Sperrfeuer schlägt bei {x:.1f} / {y:.1f} ein: {hits}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no unit hit</source>
        <translation>keine Einheit getroffen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Fire missions landed</source>
        <translation>Eingetroffene Feueraufträge</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+46"/>
        <source>Turn {turn} begins</source>
        <translation>Runde {turn} beginnt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/step_words.py" line="-11"/>
        <source>Next: {step}</source>
        <translation>Weiter: {step}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/turn_advance.py" line="-33"/>
        <source>turn {turn} begins: {clock} of battle</source>
        <translation>Runde {turn} beginnt: {clock} Gefechtszeit</translation>
    </message>
    <message>
        <location line="-492"/>
        <source>nothing carries over into this turn</source>
        <translation>nichts wirkt in diese Runde hinein</translation>
    </message>
    <message>
        <location line="+499"/>
        <source>nothing open to every side carries over into this turn</source>
        <translation>nichts, was alle Seiten sehen, wirkt in diese Runde hinein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Turn {turn} begins ({clock} of battle)</source>
        <translation>Runde {turn} beginnt ({clock} Gefechtszeit)</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>this is the first step of turn 1: there is no step before it</source>
        <translation>dies ist der erste Schritt von Runde 1: davor gibt es keinen Schritt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>turn {turn} has begun: undo the step into it to go back to turn {previous}</source>
        <translation>Runde {turn} hat begonnen: den Schritt hinein rückgängig machen, um zu Runde {previous} zurückzukehren</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/step_words.py" line="+0"/>
        <source>Back: {step}</source>
        <translation>Zurück: {step}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/turn_state.py" line="-61"/>
        <source>Turn {turn} — {clock} of battle</source>
        <translation>Runde {turn} — {clock} Gefechtszeit</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>{units}: acted in {step}</source>
        <translation>{units}: hat in {step} gehandelt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{units}: not acted in {step}</source>
        <translation>{units}: hat in {step} nicht gehandelt</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Fired</source>
        <translation>Gefeuert</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{unit} has already fired this turn (marked in {step}); its earlier barrage is in the log</source>
        <translation>{unit} hat in dieser Runde schon gefeuert (markiert in {step}); sein früheres Sperrfeuer steht im Protokoll</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{unit} has already fired this turn (marked in {steps}; 2.1 counts it as a unit that fires); its earlier shot is in the log</source>
        <translation>{unit} hat in dieser Runde schon gefeuert (markiert in {steps}; 2.1 zählt es als feuernde Einheit); sein früherer Schuss steht im Protokoll</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/unit_facts.py" line="-9"/>
        <source>{what} {id} is not a unit of the battle</source>
        <translation>{what} {id} ist keine Einheit des Gefechts</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>unit {id}: unknown unit type {type}</source>
        <translation>Einheit {id}: unbekannter Einheitentyp {type}</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Engineers: +15 to an assault on a tank or bunker (3.2)</source>
        <translation>Pioniere: +15 auf einen Sturm gegen einen Panzer oder Bunker (3.2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Administrative section: MF 1 in a melee (3.1)</source>
        <translation>Verwaltungsabschnitt: MF 1 im Nahkampf (3.1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Minesweeper tank: clears a minefield section by moving onto it, without a roll (3.61 b)</source>
        <translation>Minenräumpanzer: räumt einen Minenfeldabschnitt, indem er darauf fährt, ohne Wurf (3.61 b)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Recovery vehicle: a broken-down vehicle of its side that it ends a move beside (within 25 yards) is freed at the start of the next turn (MUD, MOUNTAINS)</source>
        <translation>Bergefahrzeug: ein liegengebliebenes Fahrzeug seiner Seite, neben dem es eine Bewegung beendet (innerhalb 25 Yards), wird zu Beginn der nächsten Runde befreit (SCHLAMM, GEBIRGE)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>unit {id} is an aircraft: aircraft move by rule 5, not by rules 1.2-1.5</source>
        <translation>Einheit {id} ist ein Flugzeug: Flugzeuge bewegen sich nach Regel 5, nicht nach den Regeln 1.2-1.5</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/visibility.py" line="+41"/>
        <source>Hidden information</source>
        <translation>Verdeckte Informationen</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Umpire&apos;s view (everything)</source>
        <translation>Sicht des Schiedsrichters (alles)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>View of {side}</source>
        <translation>Sicht der Seite {side}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{side}&apos;s battery that fired at {x:.1f}, {y:.1f} in turn {turn}</source>
        <translation>die Batterie der Seite {side}, die in Runde {turn} auf {x:.1f}, {y:.1f} feuerte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a battery of {side}</source>
        <translation>eine Batterie der Seite {side}</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>A fake marker revealed: {why}</source>
        <translation>Eine Attrappe aufgedeckt: {why}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Revealed: {why}</source>
        <translation>Aufgedeckt: {why}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/play_kinds.py" line="-8"/>
        <source>calling a barrage by a written request</source>
        <translation>das Anfordern eines Sperrfeuers (schriftlich)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>setting up or breaking down a battery</source>
        <translation>das Auf- oder Abbauen einer Batterie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>direct fire at a unit</source>
        <translation>direktes Feuer auf eine Einheit</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>moving a unit</source>
        <translation>das Bewegen einer Einheit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setting up or breaking down a gun</source>
        <translation>das Auf- oder Abbauen eines Geschützes</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/sequence_of_play.py" line="-101"/>
        <source>Rule {rule}: {reason}</source>
        <translation>Regel {rule}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{rule}: {reason}</source>
        <translation>{rule}: {reason}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/play_kinds.py" line="+103"/>
        <source>an enemy vehicle or gun</source>
        <translation>ein feindliches Fahrzeug oder Geschütz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an enemy vehicle</source>
        <translation>ein feindliches Fahrzeug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an enemy gun</source>
        <translation>ein feindliches Geschütz</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/at_table.py" line="+98"/>
        <location filename="../../morefire_gui/session/resolution.py" line="+96"/>
        <source>{reason} ({rule})</source>
        <translation>{reason} ({rule})</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/claims.py" line="+32"/>
        <source>switch the battle to free play (Rules -&gt; Keep to the Sequence of Play) to say otherwise</source>
        <translation>um etwas anderes anzugeben, das Gefecht auf freies Spiel umstellen (Regeln -&gt; Spielablauf einhalten)</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>{target} has fired this turn, by the battle&apos;s fire marks and log; a strict battle reads whether a target fired (2.1&apos;s automatic spot of a vehicle that fires) from the battle: {free}</source>
        <translation>{target} hat laut den Feuermarkierungen und dem Protokoll des Gefechts in dieser Runde gefeuert; ein Gefecht nach Spielablauf liest aus dem Gefecht, ob ein Ziel gefeuert hat (die automatische Sichtung eines feuernden Fahrzeugs nach 2.1): {free}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{target} has not fired this turn, by the battle&apos;s fire marks and log; a strict battle reads whether a target fired (2.1&apos;s automatic spot of a vehicle that fires) from the battle: {free}</source>
        <translation>{target} hat laut den Feuermarkierungen und dem Protokoll des Gefechts in dieser Runde nicht gefeuert; ein Gefecht nach Spielablauf liest aus dem Gefecht, ob ein Ziel gefeuert hat (die automatische Sichtung eines feuernden Fahrzeugs nach 2.1): {free}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>this battle is played by the advanced rules (its settings); a strict battle plays every action by its settings: change them (Rules -&gt; Advanced Game), or {free}</source>
        <translation>dieses Gefecht wird nach den erweiterten Regeln gespielt (seine Einstellungen); ein Gefecht nach Spielablauf spielt jede Aktion nach seinen Einstellungen: sie ändern (Regeln -&gt; Erweiterte Regeln), oder {free}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this battle is played by the basic rules (its settings); a strict battle plays every action by its settings: change them (Rules -&gt; Advanced Game), or {free}</source>
        <translation>dieses Gefecht wird nach den Grundregeln gespielt (seine Einstellungen); ein Gefecht nach Spielablauf spielt jede Aktion nach seinen Einstellungen: sie ändern (Regeln -&gt; Erweiterte Regeln), oder {free}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>this battle is a battle of a campaign (its settings); a strict battle reads the campaign damage table by its settings: change them (Rules -&gt; Campaign Battle), or {free}</source>
        <translation>dieses Gefecht ist ein Gefecht einer Kampagne (seine Einstellungen); ein Gefecht nach Spielablauf liest die Kampagnen-Schadenstabelle nach seinen Einstellungen: sie ändern (Regeln -&gt; Kampagnengefecht), oder {free}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this battle is not a battle of a campaign (its settings); a strict battle reads the campaign damage table by its settings: change them (Rules -&gt; Campaign Battle), or {free}</source>
        <translation>dieses Gefecht ist kein Gefecht einer Kampagne (seine Einstellungen); ein Gefecht nach Spielablauf liest die Kampagnen-Schadenstabelle nach seinen Einstellungen: sie ändern (Regeln -&gt; Kampagnengefecht), oder {free}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the battle is in turn {turn}; a strict battle dates what an action does by its own turn: {free}</source>
        <translation>das Gefecht ist in Runde {turn}; ein Gefecht nach Spielablauf datiert, was eine Aktion tut, nach seiner eigenen Runde: {free}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{target} has not fired at {infantry} this turn, by the battle&apos;s log: the assault begins with its fire (3.2, step 1); {free}</source>
        <translation>{target} hat laut dem Protokoll des Gefechts in dieser Runde nicht auf {infantry} gefeuert: der Sturm beginnt mit seinem Feuer (3.2, Schritt 1); {free}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/replay.py" line="+46"/>
        <source>{n}. {action}</source>
        <translation>{n}. {action}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>it rolled {n} dice where the record has {recorded}</source>
        <translation>es würfelte {n} Würfel, wo die Aufzeichnung {recorded} hat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its roll {n} is a {die} for {purpose}, the record&apos;s a {recorded_die} for {recorded_purpose}</source>
        <translation>sein Wurf {n} ist ein {die} für {purpose}, der der Aufzeichnung ein {recorded_die} für {recorded_purpose}</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>the action cannot be read: {why}</source>
        <translation>die Aktion kann nicht gelesen werden: {why}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>it is refused now: {why}</source>
        <translation>sie wird jetzt abgelehnt: {why}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the position it leaves is not the one it left when it was played</source>
        <translation>die Lage danach ist nicht die, die sie beim Spielen hinterließ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its log entries are not the ones it wrote when it was played</source>
        <translation>ihre Protokolleinträge sind nicht die, die sie beim Spielen schrieb</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>the battle was changed after its last recorded action, outside the record</source>
        <translation>das Gefecht wurde nach seiner letzten aufgezeichneten Aktion außerhalb der Aufzeichnung verändert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the battle differs from where its record starts, and it has no actions</source>
        <translation>das Gefecht weicht vom Anfang seiner Aufzeichnung ab, und diese enthält keine Aktionen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/actions/table.py" line="-167"/>
        <source>Add {kind}</source>
        <translation>{kind} hinzufügen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/artillery/barrage.py" line="+6"/>
        <source>{section} is hit by artillery: cleared</source>
        <translation>{section} wird von Artillerie getroffen: geräumt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/minefields.py" line="-147"/>
        <source>{unit} enters {section}</source>
        <translation>{unit} betritt {section}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{unit} exits {section}</source>
        <translation>{unit} verlässt {section}</translation>
    </message>
    <message>
        <location line="+178"/>
        <source>{unit} has spent {turns} turns in {section}: the section is cleared</source>
        <translation>{unit} hat {turns} Runden in {section} verbracht: der Abschnitt ist geräumt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{unit} has spent {turns} turn in {section}: the section is cleared</source>
        <translation>{unit} hat {turns} Runde in {section} verbracht: der Abschnitt ist geräumt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unit} has spent {turns} turns in {section} (of {needed})</source>
        <translation>{unit} hat {turns} Runden in {section} verbracht (von {needed})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{unit} has spent {turns} turn in {section} (of {needed})</source>
        <translation>{unit} hat {turns} Runde in {section} verbracht (von {needed})</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/launch.py" line="-142"/>
        <source>the airstrike that {side} flew in turn {turn} was taken back after its dice were rolled: a roll stands, and {side} flies no new airstrike before turn {next}</source>
        <translation>der Luftangriff, den die Seite {side} in Runde {turn} flog, wurde zurückgenommen, nachdem seine Würfel gefallen waren: ein Wurf gilt, und die Seite {side} fliegt vor Runde {next} keinen neuen Luftangriff</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>{aircraft} enters from the {edge} edge at {at}, heading {heading:g}</source>
        <translation>{aircraft} tritt am Rand {edge} bei {at} ein, Kurs {heading:g}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/run.py" line="+117"/>
        <source>Airstrike: {aircraft} of {side}</source>
        <translation>Luftangriff der Seite {side}: {aircraft}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/records.py" line="-51"/>
        <source>{side} has no registration point #{n} (it has {plotted})</source>
        <translation>Die Seite {side} hat keinen Vermessungspunkt #{n} (eingetragen: {plotted})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} has no registration point #{n} (it has plotted none)</source>
        <translation>Die Seite {side} hat keinen Vermessungspunkt #{n} (keiner eingetragen)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/coming_up.py" line="-60"/>
        <source>{piece} is cleared if {unit} stays in it ({spent} of {needed} turns)</source>
        <translation>{piece} ist geräumt, wenn {unit} darin bleibt ({spent} von {needed} Runden)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/direct_fire/facts.py" line="+77"/>
        <source>{unit} and {target} are both of {side}: spot the enemy</source>
        <translation>{unit} und {target} gehören beide zur Seite {side}: den Feind sichten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{unit} and {target} are both of {side}: fire at the enemy</source>
        <translation>{unit} und {target} gehören beide zur Seite {side}: auf den Feind feuern</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/placement.py" line="-360"/>
        <source>{side}: {counters}</source>
        <translation>{side}: {counters}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{side}: {airstrikes}</source>
        <translation>{side}: {airstrikes}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/moves.py" line="+411"/>
        <source>a deliberate minefield revealed as an enemy unit enters it: {piece}</source>
        <translation>ein planmäßiges Minenfeld wird aufgedeckt, als eine feindliche Einheit es betritt: {piece}</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>3.6: {result} in {piece}</source>
        <translation>3.6: {result} in {piece}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>{unit} stops after {stop:.0f} of {length:.0f} yards: {why}</source>
        <translation>{unit} hält nach {stop:.0f} von {length:.0f} Yards: {why}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/mounting.py" line="-63"/>
        <source>{unit} cannot mount {vehicle}: it carries {most} infantry counters, taken by {riders}</source>
        <translation>{unit} kann nicht auf {vehicle} aufsitzen: es trägt {most} Infanteriespielsteine, belegt von {riders}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unit} cannot mount {vehicle}: it carries no infantry counters</source>
        <translation>{unit} kann nicht auf {vehicle} aufsitzen: es trägt keine Infanteriespielsteine</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/summary.py" line="-30"/>
        <source>{piece} ({event}): {chance}%, rolled {roll}: {result}</source>
        <translation>{piece} ({event}): {chance} %, gewürfelt {roll}: {result}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} ({event}): {result}</source>
        <translation>{piece} ({event}): {result}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/names.py" line="-620"/>
        <location filename="../../morefire_gui/session/scenario.py" line="-306"/>
        <source>{unit} ({side})</source>
        <translation>{unit} ({side})</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/sequence_of_play.py" line="-131"/>
        <source>{unit} ({code})</source>
        <translation>{unit} ({code})</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/turn_advance.py" line="-474"/>
        <source>{piece} is cleared by the infantry in it</source>
        <translation>{piece} wird von der Infanterie darin geräumt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/actions/table.py" line="+18"/>
        <source>Lay deliberate {mines} minefield of {owner}</source>
        <translation>Planmäßiges {mines}-Minenfeld der Seite {owner} legen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay hasty {mines} minefield of {owner}</source>
        <translation>Hastiges {mines}-Minenfeld der Seite {owner} legen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay deliberate {mines} minefield</source>
        <translation>Planmäßiges {mines}-Minenfeld legen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay hasty {mines} minefield</source>
        <translation>Hastiges {mines}-Minenfeld legen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/battle.py" line="-66"/>
        <source>{what} is off the table (0-{width:g} x 0-{depth:g} {unit})</source>
        <translation>{what} liegt außerhalb des Tisches (0-{width:g} x 0-{depth:g} {unit})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{x:.1f}, {y:.1f} is off the table (0-{width:g} x 0-{depth:g} {unit})</source>
        <translation>{x:.1f} / {y:.1f} liegt außerhalb des Tisches (0-{width:g} x 0-{depth:g} {unit})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} {x:.1f}, {y:.1f} is off the table (0-{width:g} x 0-{depth:g} {unit})</source>
        <translation>{what} {x:.1f} / {y:.1f} liegt außerhalb des Tisches (0-{width:g} x 0-{depth:g} {unit})</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>unit {id} at</source>
        <translation>Einheit {id} bei</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{side} ({role})</source>
        <translation>{side} ({role})</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/table_edits.py" line="-144"/>
        <source>a counter&apos;s name is one line: no line break, tab or other control character</source>
        <translation>der Name eines Spielsteins ist eine Zeile: kein Zeilenumbruch, kein Tabulator, kein anderes Steuerzeichen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/batteries.py" line="+45"/>
        <source>{battery}: every one of its guns is destroyed, and a battery with no guns cannot fire or set up</source>
        <translation>{battery}: jedes seiner Geschütze ist zerstört, und eine Batterie ohne Geschütze kann weder feuern noch in Stellung gehen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/limits.py" line="-271"/>
        <source>{unit} is not a howitzer, field gun, mortar or self-propelled gun: a battery&apos;s guns are</source>
        <translation>{unit} ist keine Haubitze, kein Feldgeschütz, kein Mörser und keine Selbstfahrlafette: die Geschütze einer Batterie sind es</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/island.py" line="-85"/>
        <source>{battery} has fired its {n} salvoes this turn: the naval bombardment of an island invasion is {n} salvoes per turn</source>
        <translation>{battery} hat in dieser Runde seine {n} Salven abgefeuert: die Schiffsartillerie einer Inselinvasion hat {n} Salven pro Runde</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/turn_advance.py" line="+320"/>
        <source>{battery}: salvo {n} of {salvoes} this turn</source>
        <translation>{battery}: Salve {n} von {salvoes} in dieser Runde</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/turn_state.py" line="-16"/>
        <source>{unit} has fired {fired} of its {n} salvoes this turn: {left} left (ISLAND C)</source>
        <translation>{unit} hat in dieser Runde {fired} seiner {n} Salven abgefeuert: {left} übrig (INSEL C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unit} has fired its {n} salvoes this turn: none left until the next turn (ISLAND C)</source>
        <translation>{unit} hat in dieser Runde seine {n} Salven abgefeuert: keine mehr bis zur nächsten Runde (INSEL C)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/gun_deployment.py" line="+57"/>
        <source>{state}, one turn left</source>
        <translation>{state}, noch eine Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{state}, {n} turns left</source>
        <translation>{state}, noch {n} Runden</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it is {state}: a gun moves only in transit, once broken down (4.8)</source>
        <translation>es ist {state}: ein Geschütz bewegt sich nur im Transport, nach seinem Abbau (4.8)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{unit} is {state}: a gun fires only deployed, once set up (4.8)</source>
        <translation>{unit} ist {state}: ein Geschütz feuert nur feuerbereit, nach seinem Aufbau (4.8)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>end of turn {turn}: {unit} is deployed</source>
        <translation>Ende der Runde {turn}: {unit} ist feuerbereit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>end of turn {turn}: {unit} is in transit</source>
        <translation>Ende der Runde {turn}: {unit} ist im Transport</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/session/turn_advance.py" line="-346"/>
        <source>end of turn {turn}: {unit} is {state}</source>
        <translation>Ende der Runde {turn}: {unit} ist {state}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/gun_set_up.py" line="-31"/>
        <source>{unit} is a gun of {battery}: the battery sets up and breaks down</source>
        <translation>{unit} ist ein Geschütz der Batterie {battery}: die Batterie baut auf und ab</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>set-up time is an advanced rule: in a basic game {unit} fires and moves without it</source>
        <translation>die Aufbauzeit ist eine fortgeschrittene Regel: im Grundspiel feuert und bewegt sich {unit} ohne sie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unit} is not a gun: only guns set up and break down</source>
        <translation>{unit} ist kein Geschütz: nur Geschütze bauen auf und ab</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>setting up a gun</source>
        <translation>das Aufbauen eines Geschützes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>breaking down a gun</source>
        <translation>das Abbauen eines Geschützes</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>only a gun {wanted} can set up: {unit} is {state}</source>
        <translation>nur ein Geschütz {wanted} kann aufbauen: {unit} ist {state}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>only a gun {wanted} can break down: {unit} is {state}</source>
        <translation>nur ein Geschütz {wanted} kann abbauen: {unit} ist {state}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{unit} moved this turn: the turn a gun begins its set-up it cannot move</source>
        <translation>{unit} hat sich in dieser Runde bewegt: in der Runde, in der ein Geschütz seinen Aufbau beginnt, kann es sich nicht bewegen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{unit} fired this turn: the turn a gun begins its breakdown it cannot fire</source>
        <translation>{unit} hat in dieser Runde gefeuert: in der Runde, in der ein Geschütz seinen Abbau beginnt, kann es nicht feuern</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/table_edit_titles.py" line="-127"/>
        <source>{gun} starts the battle in transit</source>
        <translation>{gun} beginnt die Schlacht im Transport</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gun} starts the battle deployed</source>
        <translation>{gun} beginnt die Schlacht feuerbereit</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/infantry/fire.py" line="-110"/>
        <source>{firer}: FIR {fir} each, {range:.0f} yards of its {most}</source>
        <translation>{firer}: FIR je {fir}, {range:.0f} von {most} Yards Reichweite</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{label} ({why}, {each:+d} each)</source>
        <translation>{label} ({why}, je {each:+d})</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/infantry/assault.py" line="-74"/>
        <source>missing: the battle has no briefing to give its year, so give the year it is fought in (3.3)</source>
        <translation>fehlt: das Gefecht hat keinen Einsatzbefehl, der sein Jahr nennt; das Jahr angeben, in dem es stattfindet (3.3)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/words.py" line="+2"/>
        <source>{unit} does not move: its path ends where it stands</source>
        <translation>{unit} bewegt sich nicht: der Weg endet, wo die Einheit steht</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/table_edits.py" line="+29"/>
        <source>{units}: nothing changes</source>
        <translation>{units}: nichts ändert sich</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/counted.py" line="-10"/>
        <source>{n} × {what}</source>
        <translation>{n} × {what}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/actions/artillery.py" line="-195"/>
        <source>{order}, {salvoes}</source>
        <translation>{order}, {salvoes}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/specials.py" line="-22"/>
        <source>{markers} markers: {actual} actual positions and {fakes} fake (fake 1/3, actual 2/3)</source>
        <translation>{markers} Marker: {actual} echte Stellungen und {fakes} Attrappen (Attrappen 1/3, echte 2/3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{fakes} fake markers with {actual} actual positions: one third of the markers are fake, so {actual} actual positions take {needed} fake markers (half as many, rounded up)</source>
        <translation>{fakes} Attrappen zu {actual} echten Stellungen: ein Drittel der Marker sind Attrappen, also gehören zu {actual} echten Stellungen {needed} Attrappen (halb so viele, aufgerundet)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/fire_orders.py" line="-413"/>
        <source>{pattern}, {salvoes}</source>
        <translation>{pattern}, {salvoes}</translation>
    </message>
    <message>
        <location line="+222"/>
        <source>{battery} is a battery of the firing side, {side}</source>
        <translation>{battery} ist eine Batterie der feuernden Seite, {side}</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>{battery} fires {salvoes} in the turn the mission lands</source>
        <translation>{battery} feuert {salvoes} in der Runde, in der der Feuerauftrag eintrifft</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/placement.py" line="-25"/>
        <source>{side} deploys markers: {real} actual positions (its counters, hidden) and {fakes} fake markers among them, each shown to the other side only as a marker</source>
        <translation>Die Seite {side} setzt Marker: {real} echte Stellungen (ihre Spielsteine, verdeckt) und {fakes} Attrappen dazwischen, der anderen Seite jeder nur als Marker gezeigt</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>{side}: fake markers stand among the actual positions, and it places none hidden</source>
        <translation>{side}: Attrappen stehen zwischen den echten Stellungen, und sie stellt keine verdeckt auf</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/island.py" line="+17"/>
        <source>{battery} fires one salvo a turn: only the naval bombardment of an island invasion fires more (up to 2 salvoes per turn)</source>
        <translation>{battery} feuert eine Salve pro Runde: nur die Schiffsartillerie einer Inselinvasion feuert mehr (bis zu 2 Salven pro Runde)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{battery} fires at most {n} salvoes a turn: the naval bombardment of an island invasion is {n} salvoes per turn</source>
        <translation>{battery} feuert höchstens {n} Salven pro Runde: die Schiffsartillerie einer Inselinvasion hat {n} Salven pro Runde</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/turn_advance.py" line="+336"/>
        <source>{battery} fires {salvoes} this turn, as its order chose ({n} salvoes per turn are available)</source>
        <translation>{battery} feuert in dieser Runde {salvoes}, wie sein Befehl es wählte ({n} Salven pro Runde stehen zur Verfügung)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/artillery.py" line="+146"/>
        <source>{n} salvo</source>
        <translation>{n} Salve</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{n} salvoes</source>
        <translation>{n} Salven</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/hidden_deployment.py" line="+106"/>
        <source>{side} deploys no hidden positions or fake markers: the Japanese of a TARAWA battle, the defender of an ISLAND invasion and every side of a JUNGLE battle do</source>
        <translation>Die Seite {side} stellt keine verdeckten Stellungen oder Attrappen auf: das tun die Japaner eines TARAWA-Gefechts, der Verteidiger einer INSEL-Landung und jede Seite eines DSCHUNGEL-Gefechts</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{side}: the Japanese player deploys markers: its counters are placed as hidden positions (the actual positions), with the fake markers</source>
        <translation>{side}: der japanische Spieler setzt Marker: seine Spielsteine werden als verdeckte Stellungen (die echten Stellungen) aufgestellt, mit den Attrappen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{side}: {said}</source>
        <translation>{side}: {said}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/artillery/batteries.py" line="-128"/>
        <source>zeroed in: one gun destroyed this turn of sustained fire</source>
        <translation>eingeschossen: ein Geschütz in dieser Runde anhaltenden Feuers zerstört</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>zeroed in: {guns} guns destroyed this turn of sustained fire</source>
        <translation>eingeschossen: {guns} Geschütze in dieser Runde anhaltenden Feuers zerstört</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/victory.py" line="-134"/>
        <source>victory points ({schedule} column): defender {defender:g}, attacker {attacker:g}, from one location</source>
        <translation>Siegpunkte (Spalte {schedule}): Verteidiger {defender:g}, Angreifer {attacker:g}, aus einem Ort</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>victory points ({schedule} column): defender {defender:g}, attacker {attacker:g}, from {n} locations</source>
        <translation>Siegpunkte (Spalte {schedule}): Verteidiger {defender:g}, Angreifer {attacker:g}, aus {n} Orten</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/run.py" line="-34"/>
        <source>bombs at {x:.1f}, {y:.1f}; {units}</source>
        <translation>Bomben bei {x:.1f} / {y:.1f}; {units}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/batteries.py" line="+45"/>
        <source>an off-board battery needs its number of guns and its calibre</source>
        <translation>eine Batterie außerhalb des Tisches braucht ihre Zahl an Geschützen und ihr Kaliber</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/plan.py" line="-206"/>
        <source>a barrage aims at exactly one of a point or a registration point</source>
        <translation>ein Sperrfeuer zielt auf genau eines: einen Punkt oder einen Vermessungspunkt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/result.py" line="+14"/>
        <source>impact {x:.1f}, {y:.1f}; {units}</source>
        <translation>Einschlag {x:.1f} / {y:.1f}; {units}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/artillery/at_once.py" line="+7"/>
        <source>this is {step}: a barrage comes by written request (4.11); write the battery&apos;s order (A. FIRE), and it lands after its time lapse (4.2)</source>
        <translation>hier ist {step}: ein Sperrfeuer kommt auf schriftliche Anforderung (4.11); den Befehl der Batterie (A. FEUER) schreiben, dann trifft er nach seiner Vorlaufzeit ein (4.2)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>battery {battery} of the battle brings its own guns, calibre and nation: leave out guns, calibre_mm, naval, mortar and nation</source>
        <translation>Batterie {battery} des Gefechts bringt ihre eigenen Geschütze, ihr Kaliber und ihre Nation mit: guns, calibre_mm, naval, mortar und nation weglassen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a barrage names a battery of the battle, or its guns and calibre, or naval guns</source>
        <translation>ein Sperrfeuer nennt eine Batterie des Gefechts, oder seine Geschütze und ihr Kaliber, oder Schiffsgeschütze</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/direct_fire/words.py" line="+6"/>
        <source>no spot dropped</source>
        <translation>keine Sichtung gestrichen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one spot dropped</source>
        <translation>eine Sichtung gestrichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} spots dropped</source>
        <translation>{n} Sichtungen gestrichen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/infantry/fire.py" line="-145"/>
        <source>{firers}: FIR {fir}, {chance}%; {units}</source>
        <translation>{firers}: FIR {fir}, {chance} %; {units}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/names.py" line="+487"/>
        <source>{location} {n}</source>
        <translation>{location} {n}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/mission.py" line="+8"/>
        <source>the battle has {n} sides besides the attacker ({sides}): say which defends</source>
        <translation>das Gefecht hat außer dem Angreifer {n} Seiten ({sides}): geben Sie an, welche verteidigt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the attacker and the defender are both {side}</source>
        <translation>Angreifer und Verteidiger sind beide {side}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the victory point location at</source>
        <translation>der Siegpunktort bei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the battle has no terrain piece {id}</source>
        <translation>das Gefecht hat kein Geländestück {id}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{piece} is a {kind}: a victory point location is a hill, ford, bridge, crossroad, road exit or building (TERRAIN VICTORY POINT SCHEDULE)</source>
        <translation>{piece} ist vom Typ {kind}: ein Siegpunktort ist ein Hügel, eine Furt, Brücke, Kreuzung, ein Straßenausgang oder Gebäude (SIEGPUNKTTABELLE FÜR GELÄNDE)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{piece} is a {kind} piece, not a {wanted}</source>
        <translation>{piece} ist ein Stück vom Typ {kind}, nicht {wanted}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{piece} is given twice as a victory point location</source>
        <translation>{piece} ist zweimal als Siegpunktort angegeben</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The mission is taken away</source>
        <translation>Der Auftrag ist entfernt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>say which side attacks</source>
        <translation>geben Sie an, welche Seite angreift</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Mission: {mission}; {attacker} attacks, {defender} defends</source>
        <translation>Auftrag: {mission}; Angriff: {attacker}, Verteidigung: {defender}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>held at the start by {side}</source>
        <translation>zu Beginn gehalten von der Seite {side}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>held by nobody at the start</source>
        <translation>zu Beginn von niemandem gehalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{location} ({kind}): {standard} standard, {retained} retained, {captured} captured; {held}</source>
        <translation>{location} ({kind}): {standard} Standard, {retained} gehalten, {captured} erobert; {held}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>giving the battle its mission</source>
        <translation>das Festlegen des Auftrags</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the scenario system made this battle: its mission is the briefing&apos;s ({mission}), rolled or set with the rest of the scenario, and stays so</source>
        <translation>das Szenariosystem hat dieses Gefecht erstellt: sein Auftrag ist der der Einsatzbesprechung ({mission}), mit dem übrigen Szenario gewürfelt oder gesetzt, und bleibt es</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the battle has no mission to take away</source>
        <translation>das Gefecht hat keinen Auftrag, der entfernt werden könnte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a raid has no victory point locations: it is decided by the objective (RAID); leave them out</source>
        <translation>ein Überfall hat keine Siegpunktorte: Er wird durch das Ziel entschieden (ÜBERFALL); lassen Sie sie weg</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the battle has this mission and these locations already</source>
        <translation>das Gefecht hat diesen Auftrag und diese Orte schon</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the mission needs victory point locations to score (A. Control a Majority of VP locations), and none is given: the table has no hill, ford, bridge, crossroad, road exit or building; place one, or give a spot</source>
        <translation>der Auftrag braucht Siegpunktorte zur Wertung (A. Die Mehrheit der Siegpunktorte kontrollieren), und keiner ist angegeben: Auf dem Tisch ist kein Hügel, keine Furt, Brücke, Kreuzung, kein Straßenausgang und kein Gebäude; legen Sie eines hin oder geben Sie eine Stelle an</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>point ratio {attacker}:{defender} (attacker:defender)</source>
        <translation>Punkteverhältnis {attacker}:{defender} (Angreifer:Verteidiger)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{what}; the raid is decided by the objective</source>
        <translation>{what}; der Überfall wird durch das Ziel entschieden</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/session/scenario.py" line="+295"/>
        <source>{what}; one victory point location marked</source>
        <translation>{what}; ein Siegpunktort markiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/session/scenario.py" line="+2"/>
        <source>{what}; {n} victory point locations marked</source>
        <translation>{what}; {n} Siegpunktorte markiert</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/counts.py" line="+17"/>
        <source>no unit in the zone</source>
        <translation>keine Einheit in der Zone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one unit in the zone: hit</source>
        <translation>eine Einheit in der Zone: getroffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one unit in the zone: not hit</source>
        <translation>eine Einheit in der Zone: nicht getroffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} units in the zone, none hit</source>
        <translation>{n} Einheiten in der Zone, keine getroffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} units in the zone, {hits} hit</source>
        <translation>{n} Einheiten in der Zone, {hits} getroffen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no unit rolled for</source>
        <translation>für keine Einheit gewürfelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one unit rolled for: hit</source>
        <translation>für eine Einheit gewürfelt: getroffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one unit rolled for: not hit</source>
        <translation>für eine Einheit gewürfelt: nicht getroffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} units rolled for, none hit</source>
        <translation>für {n} Einheiten gewürfelt, keine getroffen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} units rolled for, {hits} hit</source>
        <translation>für {n} Einheiten gewürfelt, {hits} getroffen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/rule_texts.py" line="+6"/>
        <source>Fokker D.XXI (Finnish, VL-built)</source>
        <translation>Fokker D.XXI (finnisch, bei VL gebaut)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PZL P.24E (Romanian, IAR-built)</source>
        <translation>PZL P.24E (rumänisch, bei IAR gebaut)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tetrarch airborne light tank</source>
        <translation>Tetrarch (leichter Luftlandepanzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daimler Dingo scout car</source>
        <translation>Daimler Dingo (Spähwagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Staghound armoured car (T17E1)</source>
        <translation>Staghound (Panzerspähwagen, T17E1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QF 2-pounder anti-tank gun</source>
        <translation>QF 2-pounder (Pak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QF 6-pounder anti-tank gun</source>
        <translation>QF 6-pounder (Pak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QF 17-pounder anti-tank gun</source>
        <translation>QF 17-pounder (Pak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QF 25-pounder gun-howitzer</source>
        <translation>QF 25-pounder (Kanonenhaubitze)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BL 5.5-inch medium gun</source>
        <translation>BL 5.5-inch (mittlere Kanone)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>40mm Bofors anti-aircraft gun</source>
        <translation>40mm Bofors (Flak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>QF 3.7-inch anti-aircraft gun</source>
        <translation>QF 3.7-inch (Flak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ordnance ML 3-inch mortar</source>
        <translation>Ordnance ML 3-inch (Mörser)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ordnance ML 4.2-inch mortar</source>
        <translation>Ordnance ML 4.2-inch (Mörser)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Char B1 bis</source>
        <translation>Char B1 bis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25mm SA 34 anti-tank gun</source>
        <translation>25mm SA 34 (Pak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>47mm SA 37 anti-tank gun</source>
        <translation>47mm SA 37 (Pak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75mm mle 1897 field gun</source>
        <translation>75mm mle 1897 (Feldkanone)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>155mm C mle 1917 howitzer</source>
        <translation>155mm C mle 1917 (Haubitze)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>25mm Hotchkiss anti-aircraft gun</source>
        <translation>25mm Hotchkiss (Flak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>81mm mle 27/31 mortar</source>
        <translation>81mm mle 27/31 (Mörser)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SdKfz 222 armoured car</source>
        <translation>SdKfz 222 (Panzerspähwagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SdKfz 231 (8-Rad) armoured car</source>
        <translation>SdKfz 231 (Panzerspähwagen, 8-Rad)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SdKfz 250/1 light halftrack</source>
        <translation>SdKfz 250/1 (leichter Schützenpanzerwagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SdKfz 251/1 halftrack</source>
        <translation>SdKfz 251/1 (Schützenpanzerwagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3.7cm PaK 36 anti-tank gun</source>
        <translation>3.7cm PaK 36</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5cm PaK 38 anti-tank gun</source>
        <translation>5cm PaK 38</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7.5cm PaK 40 anti-tank gun</source>
        <translation>7.5cm PaK 40</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8.8cm PaK 43 anti-tank gun</source>
        <translation>8.8cm PaK 43</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2cm Flak 38 anti-aircraft gun</source>
        <translation>2cm Flak 38</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8.8cm Flak 36 anti-aircraft gun</source>
        <translation>8.8cm Flak 36</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7.5cm leIG 18 infantry gun</source>
        <translation>7.5cm leIG 18</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>15cm sIG 33 infantry gun</source>
        <translation>15cm sIG 33</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10.5cm leFH 18 howitzer</source>
        <translation>10.5cm leFH 18</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>15cm sFH 18 howitzer</source>
        <translation>15cm sFH 18</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8cm GrW 34 mortar</source>
        <translation>8cm GrW 34</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>12cm GrW 42 mortar</source>
        <translation>12cm GrW 42</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>39M Csaba armoured car</source>
        <translation>39M Csaba (Panzerspähwagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>40mm 36M anti-aircraft gun (Bofors)</source>
        <translation>40mm 36M (Flak, Bofors)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8cm 5/8M field gun</source>
        <translation>8cm 5/8M (Feldkanone)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10.5cm 37M howitzer</source>
        <translation>10.5cm 37M (Haubitze)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rifle squad</source>
        <translation>Schützengruppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rifle fireteam (automatic rifle)</source>
        <translation>Feuertrupp (automatisches Gewehr)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Submachine gun squad</source>
        <translation>MP-Gruppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light machine gun</source>
        <translation>Leichtes MG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium machine gun</source>
        <translation>Mittleres MG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heavy machine gun</source>
        <translation>Schweres MG</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engineer squad (pioneers / sappers)</source>
        <translation>Pioniergruppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Administrative section (HQ)</source>
        <translation>Stabstrupp (HQ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L3/35 tankette</source>
        <translation>L3/35 (Tankette)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L6/40 light tank</source>
        <translation>L6/40 (leichter Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M11/39 medium tank</source>
        <translation>M11/39 (mittlerer Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M13/40 medium tank</source>
        <translation>M13/40 (mittlerer Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M14/41 medium tank</source>
        <translation>M14/41 (mittlerer Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P26/40 heavy tank</source>
        <translation>P26/40 (schwerer Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AB 41 armoured car</source>
        <translation>AB 41 (Panzerspähwagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>47mm 47/32 anti-tank gun</source>
        <translation>47mm 47/32 (Pak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20mm Breda 35 anti-aircraft gun</source>
        <translation>20mm Breda 35 (Flak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>90mm 90/53 anti-aircraft gun</source>
        <translation>90mm 90/53 (Flak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>65mm 65/17 infantry gun</source>
        <translation>65mm 65/17 (Infanteriegeschütz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75mm 75/27 field gun</source>
        <translation>75mm 75/27 (Feldkanone)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>100mm 100/17 howitzer</source>
        <translation>100mm 100/17 (Haubitze)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>81mm Mod. 35 mortar</source>
        <translation>81mm Mod. 35 (Mörser)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type 94 tankette (TK)</source>
        <translation>Type 94 (Tankette, TK)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type 97 Te-Ke tankette</source>
        <translation>Type 97 Te-Ke (Tankette)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type 95 Ha-Go light tank</source>
        <translation>Type 95 Ha-Go (leichter Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type 89 I-Go medium tank</source>
        <translation>Type 89 I-Go (mittlerer Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type 97 Chi-Ha medium tank</source>
        <translation>Type 97 Chi-Ha (mittlerer Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type 1 Chi-He medium tank</source>
        <translation>Type 1 Chi-He (mittlerer Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type 3 Chi-Nu medium tank</source>
        <translation>Type 3 Chi-Nu (mittlerer Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type 2 Ka-Mi amphibious tank</source>
        <translation>Type 2 Ka-Mi (Schwimmpanzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type 1 Ho-Ni I gun tank</source>
        <translation>Type 1 Ho-Ni I (Selbstfahrlafette)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type 1 Ho-Ha halftrack</source>
        <translation>Type 1 Ho-Ha (Halbkettenfahrzeug)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>37mm Type 94 anti-tank gun</source>
        <translation>37mm Type 94 (Pak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>47mm Type 1 anti-tank gun</source>
        <translation>47mm Type 1 (Pak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>70mm Type 92 battalion gun</source>
        <translation>70mm Type 92 (Bataillonsgeschütz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75mm Type 41 mountain gun</source>
        <translation>75mm Type 41 (Gebirgsgeschütz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75mm Type 90 field gun</source>
        <translation>75mm Type 90 (Feldkanone)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>105mm Type 91 howitzer</source>
        <translation>105mm Type 91 (Haubitze)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>20mm Type 98 anti-aircraft gun</source>
        <translation>20mm Type 98 (Flak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>81mm Type 97 mortar</source>
        <translation>81mm Type 97 (Mörser)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7TP (single turret)</source>
        <translation>7TP (ein Turm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7TP dw (twin turret)</source>
        <translation>7TP dw (Zwillingsturm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TKS tankette</source>
        <translation>TKS (Tankette)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TKS tankette (20mm FK-A)</source>
        <translation>TKS (Tankette, 20mm FK-A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TK-3 tankette</source>
        <translation>TK-3 (Tankette)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wz.34 armoured car</source>
        <translation>wz.34 (Panzerspähwagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>37mm wz.36 anti-tank gun (Bofors)</source>
        <translation>37mm wz.36 (Pak, Bofors)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>40mm wz.36 anti-aircraft gun (Bofors)</source>
        <translation>40mm wz.36 (Flak, Bofors)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75mm wz.1897 field gun</source>
        <translation>75mm wz.1897 (Feldkanone)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>100mm wz.1914/19 howitzer</source>
        <translation>100mm wz.1914/19 (Haubitze)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>81mm wz.31 mortar</source>
        <translation>81mm wz.31 (Mörser)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2.36&quot; Bazooka team</source>
        <translation>Bazooka-Trupp (2.36&quot;)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rifle grenade team (US)</source>
        <translation>Gewehrgranatentrupp (US)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIAT team</source>
        <translation>PIAT-Trupp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anti-tank rifle team</source>
        <translation>Panzerbüchsentrupp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panzerfaust 60</source>
        <translation>Panzerfaust 60</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panzerfaust 100</source>
        <translation>Panzerfaust 100</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rifle grenade team (German)</source>
        <translation>Gewehrgranatentrupp (deutsch)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panzerbüchse 39 team</source>
        <translation>Panzerbüchsentrupp (PzB 39)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panzerschreck (RPzB 43) team</source>
        <translation>Panzerschrecktrupp (RPzB 43)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Panzerschreck (RPzB 54) team</source>
        <translation>Panzerschrecktrupp (RPzB 54)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opel Blitz truck</source>
        <translation>Opel Blitz (Lkw)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SdKfz 7 halftrack prime mover</source>
        <translation>SdKfz 7 (Zugkraftwagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GAZ-AA truck</source>
        <translation>GAZ-AA (Lkw)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZiS-5 truck</source>
        <translation>ZiS-5 (Lkw)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GAZ-67B field car</source>
        <translation>GAZ-67B (Geländewagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T-20 Komsomolets armoured tractor</source>
        <translation>T-20 Komsomolets (gepanzerter Schlepper)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Willys MB jeep</source>
        <translation>Willys MB (Jeep)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dodge WC-51 weapons carrier</source>
        <translation>Dodge WC-51 (Geländewagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GMC CCKW 2½-ton truck</source>
        <translation>GMC CCKW (2½-t-Lkw)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Studebaker US6 truck</source>
        <translation>Studebaker US6 (Lkw)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bedford QL truck</source>
        <translation>Bedford QL (Lkw)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fiat 626 truck</source>
        <translation>Fiat 626 (Lkw)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fiat 508 CM Coloniale field car</source>
        <translation>Fiat 508 CM Coloniale (Geländewagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renault UE armoured tractor</source>
        <translation>Renault UE (gepanzerter Schlepper)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laffly S20 TL troop carrier</source>
        <translation>Laffly S20 TL (Mannschaftstransporter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Isuzu Type 94 truck</source>
        <translation>Isuzu Type 94 (Lkw)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type 95 Kurogane scout car</source>
        <translation>Type 95 Kurogane (Spähwagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type 1 Ho-Ki armoured carrier</source>
        <translation>Type 1 Ho-Ki (gepanzerter Transporter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C7P artillery tractor</source>
        <translation>C7P (Artillerieschlepper)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Polski Fiat 621L truck</source>
        <translation>Polski Fiat 621L (Lkw)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rába Botond 38M truck</source>
        <translation>Rába Botond 38M (Lkw)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M3 Stuart light tank</source>
        <translation>M3 Stuart (leichter Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M5A1 Stuart light tank</source>
        <translation>M5A1 Stuart (leichter Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M24 Chaffee light tank</source>
        <translation>M24 Chaffee (leichter Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M3 Lee medium tank</source>
        <translation>M3 Lee (mittlerer Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M10 Wolverine tank destroyer</source>
        <translation>M10 Wolverine (Jagdpanzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M18 Hellcat tank destroyer</source>
        <translation>M18 Hellcat (Jagdpanzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M36 Jackson tank destroyer</source>
        <translation>M36 Jackson (Jagdpanzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M8 Greyhound armored car</source>
        <translation>M8 Greyhound (Panzerspähwagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M3 halftrack</source>
        <translation>M3 (Halbkettenfahrzeug)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>37mm M3 anti-tank gun</source>
        <translation>37mm M3 (Pak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>57mm M1 anti-tank gun</source>
        <translation>57mm M1 (Pak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3-inch M5 anti-tank gun</source>
        <translation>3-inch M5 (Pak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>40mm M1 anti-aircraft gun (Bofors)</source>
        <translation>40mm M1 (Flak, Bofors)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>90mm M2 anti-aircraft gun</source>
        <translation>90mm M2 (Flak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>75mm M1A1 pack howitzer</source>
        <translation>75mm M1A1 (Gebirgshaubitze)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>105mm M2A1 howitzer</source>
        <translation>105mm M2A1 (Haubitze)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>155mm M1 howitzer</source>
        <translation>155mm M1 (Haubitze)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>60mm M2 mortar</source>
        <translation>60mm M2 (Mörser)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>81mm M1 mortar</source>
        <translation>81mm M1 (Mörser)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4.2-inch M2 mortar</source>
        <translation>4.2-inch M2 (Mörser)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T-26 model 1933</source>
        <translation>T-26 Modell 1933</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T-40 amphibious tank</source>
        <translation>T-40 (Schwimmpanzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T-70 light tank</source>
        <translation>T-70 (leichter Panzer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T-34/76 model 1941</source>
        <translation>T-34/76 Modell 1941</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T-34/76 model 1943</source>
        <translation>T-34/76 Modell 1943</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T-34/76 with PT-3 mine rollers</source>
        <translation>T-34/76 mit Minenrollen PT-3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV-1 model 1941</source>
        <translation>KV-1 Modell 1941</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IS-2 model 1944</source>
        <translation>IS-2 Modell 1944</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BA-10 armoured car</source>
        <translation>BA-10 (Panzerspähwagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BA-64B armoured car</source>
        <translation>BA-64B (Panzerspähwagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T-34-T recovery tractor (turretless T-34)</source>
        <translation>T-34-T (Bergeschlepper, T-34 ohne Turm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>45mm 53-K anti-tank gun</source>
        <translation>45mm 53-K (Pak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>45mm M-42 anti-tank gun</source>
        <translation>45mm M-42 (Pak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>57mm ZiS-2 anti-tank gun</source>
        <translation>57mm ZiS-2 (Pak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>76mm ZiS-3 divisional gun</source>
        <translation>76mm ZiS-3 (Divisionskanone)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>76mm regimental gun M1927</source>
        <translation>76mm M1927 (Regimentsgeschütz)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>37mm 61-K anti-aircraft gun</source>
        <translation>37mm 61-K (Flak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>85mm 52-K anti-aircraft gun</source>
        <translation>85mm 52-K (Flak)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>122mm M-30 howitzer</source>
        <translation>122mm M-30 (Haubitze)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>152mm ML-20 gun-howitzer</source>
        <translation>152mm ML-20 (Kanonenhaubitze)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>82mm BM-37 mortar</source>
        <translation>82mm BM-37 (Mörser)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>120mm PM-38 mortar</source>
        <translation>120mm PM-38 (Mörser)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/aircraft/anti_aircraft.py" line="-147"/>
        <source>Anti-aircraft fire, {weapon} weapon</source>
        <translation>Flakfeuer, Waffe {weapon}</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Anti-aircraft hit</source>
        <translation>Flaktreffer</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/aircraft/attacks.py" line="-257"/>
        <source>Strafing FIR by calibre</source>
        <translation>Bordwaffenangriff: FIR nach Kaliber</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Bomb weight as a calibre</source>
        <translation>Bombengewicht als Kaliber</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>dive</source>
        <translation>Sturzflug</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Bombing error</source>
        <translation>Abweichung des Bombenwurfs</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Error direction (4.3), along the heading</source>
        <translation>Richtung der Abweichung (4.3), entlang des Kurses</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/aircraft/flight.py" line="-286"/>
        <source>Aircraft speeds</source>
        <translation>Fluggeschwindigkeiten</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/artillery/batteries.py" line="-122"/>
        <source>Mortar maximum range</source>
        <translation>Höchstreichweite der Mörser</translation>
    </message>
    <message>
        <location line="+197"/>
        <location line="+26"/>
        <source>Artillery set up time</source>
        <translation>Auf- und Abbauzeit der Artillerie</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Set Up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Breakdown</source>
        <translation>Abbau</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/artillery/error.py" line="-81"/>
        <source>Range &amp; nationality error modifiers</source>
        <translation>Modifikatoren der Abweichung nach Entfernung und Nation</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Error chart</source>
        <translation>Abweichungstabelle</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Error direction</source>
        <translation>Richtung der Abweichung</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/artillery/hits.py" line="-114"/>
        <source>Artillery percentage to hit, {pattern}</source>
        <translation>Trefferchance der Artillerie, {pattern}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/artillery/zone.py" line="-14"/>
        <source>Barrage damage zone, {pattern}</source>
        <translation>Schadenszone des Sperrfeuers, {pattern}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/direct_fire/hit_location.py" line="-86"/>
        <source>Hit location</source>
        <translation>Trefferort</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Vehicle armour</source>
        <translation>Fahrzeugpanzerung</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/direct_fire/spotting.py" line="-58"/>
        <source>Spotting chart</source>
        <translation>Sichtungstabelle</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/direct_fire/vehicle_damage.py" line="-67"/>
        <source>Suspension hit damage</source>
        <translation>Schaden bei Fahrwerkstreffer</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Vehicle damage (campaign)</source>
        <translation>Fahrzeugschaden (Kampagne)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/explain.py" line="-34"/>
        <source>{table} (rule {rule}): row {row}, column {column} -&gt; {value}</source>
        <translation>{table} (Regel {rule}): Zeile {row}, Spalte {column} -&gt; {value}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{table} (rule {rule}): row {row} -&gt; {value}</source>
        <translation>{table} (Regel {rule}): Zeile {row} -&gt; {value}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/infantry/melee.py" line="-68"/>
        <source>Infantry types</source>
        <translation>Infanterietypen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/infantry/suicide_squads.py" line="-38"/>
        <source>Suicide squads</source>
        <translation>Todeskommandos</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/infantry/tables.py" line="-8"/>
        <location line="+6"/>
        <source>FIR chart</source>
        <translation>FIR-Tabelle</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/minefields.py" line="-205"/>
        <source>Minefield damage chart</source>
        <translation>Schadenstabelle für Minenfelder</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/movement_allowance.py" line="-503"/>
        <source>Movement codes</source>
        <translation>Bewegungscodes</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/system.py" line="-609"/>
        <source>{mission}, the Pacific {season} {year}</source>
        <translation>{mission}, Pazifik, {season} {year}</translation>
    </message>
    <message>
        <location line="+229"/>
        <source>Table I Random Year Determination</source>
        <translation>Tabelle I Zufällige Bestimmung des Jahres</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+9"/>
        <source>Table II Attacker-Defender Determination</source>
        <translation>Tabelle II Bestimmung von Angreifer und Verteidiger</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Table III Season</source>
        <translation>Tabelle III Jahreszeit</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Table IV Battlefield Conditions</source>
        <translation>Tabelle IV Bedingungen auf dem Schlachtfeld</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>AFRICA</source>
        <translation>AFRIKA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NORTH EUROPE</source>
        <translation>NORDEUROPA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ITALY</source>
        <translation>ITALIEN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RUSSIA</source>
        <translation>RUSSLAND</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Table V Battlefield Terrain</source>
        <translation>Tabelle V Gelände des Schlachtfelds</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Table VI Defender&apos;s Mission</source>
        <translation>Tabelle VI Auftrag des Verteidigers</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Table VII Aircraft Availability</source>
        <translation>Tabelle VII Verfügbarkeit von Flugzeugen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/victory.py" line="-107"/>
        <source>Terrain Victory Point Schedule</source>
        <translation>Siegpunkttabelle des Geländes</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>DECISIVE</source>
        <translation>ENTSCHEIDEND</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MARGINAL</source>
        <translation>KNAPP</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Victory conditions, {mission}</source>
        <translation>Siegbedingungen, {mission}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/weather.py" line="-41"/>
        <source>Mountain breakdown</source>
        <translation>Pannen im Gebirge</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/names.py" line="-489"/>
        <source>{kind} {number}</source>
        <translation>{kind} {number}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/geometry/terrain_generation/names.py" line="-27"/>
        <source>Main road</source>
        <translation>Hauptstraße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Street</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Park</source>
        <translation>Park</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Town block</source>
        <translation>Häuserblock</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Rubble</source>
        <translation>Trümmer</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Unfordable river</source>
        <translation>Nicht furtbarer Fluss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfordable stream</source>
        <translation>Nicht furtbarer Bach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stream: crossed only at fords and bridges</source>
        <translation>Bach: nur an Furten und Brücken zu queren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Frozen lake</source>
        <translation>Zugefrorener See</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Lake</source>
        <translation>See</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Oasis</source>
        <translation>Oase</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sand dunes</source>
        <translation>Sanddünen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crops (harvest)</source>
        <translation>Feldfrüchte (Erntezeit)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/limits.py" line="+262"/>
        <source>{side} spends {spent} of {budget} points ({parts}): {over} too many</source>
        <translation>{side}: {spent} von {budget} Punkten ausgegeben ({parts}): {over} zu viel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{side} spends {spent} of {budget} points ({parts}); {left} left</source>
        <translation>{side}: {spent} von {budget} Punkten ausgegeben ({parts}); {left} übrig</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/forces/placement.py" line="+229"/>
        <source>{side} {spent} of {budget} points</source>
        <translation>{side} {spent} von {budget} Punkten</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/placing.py" line="+30"/>
        <source>the table is being laid by hand: minefields are laid with the forces, once placement is complete and the defender has selected his base edge (Battle &gt; Placement Complete{command})</source>
        <translation>der Tisch wird von Hand gelegt: Minenfelder werden mit den Truppen gelegt, sobald die Aufstellung abgeschlossen ist und der Verteidiger seine Grundlinie gewählt hat (Gefecht &gt; Aufstellung abgeschlossen{command})</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>{side} has the table: a terrain piece is placed by the side at the table, not for {named}</source>
        <translation>Die Seite {side} hat den Tisch: ein Geländestück platziert die Seite am Tisch, nicht für die Seite {named}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{turn} places the next terrain piece, not {side}: the players alternate, the defender placing first; hand the table over to {turn} (Players -&gt; Hand Over)</source>
        <translation>Die Seite {turn} platziert das nächste Geländestück, nicht die Seite {side}: die Spieler platzieren abwechselnd, der Verteidiger zuerst; den Tisch an die Seite {turn} übergeben (Spieler -&gt; Übergeben)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{turn} places the next terrain piece, not {side}: the players alternate, the defender placing first</source>
        <translation>Die Seite {turn} platziert das nächste Geländestück, nicht die Seite {side}: die Spieler platzieren abwechselnd, der Verteidiger zuerst</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{side} has the table: the defender completes the placement and selects his base edge; hand the table over to {defender} (Players -&gt; Hand Over)</source>
        <translation>Die Seite {side} hat den Tisch: der Verteidiger schließt die Aufstellung ab und wählt seine Grundlinie; den Tisch an die Seite {defender} übergeben (Spieler -&gt; Übergeben)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/model/outline.py" line="+17"/>
        <source>self-intersection</source>
        <translation>Selbstüberschneidung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ring self-intersection</source>
        <translation>Selbstüberschneidung des Rings</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the polygon has no area (its points lie on one line)</source>
        <translation>das Polygon hat keine Fläche (seine Punkte liegen auf einer Linie)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the polygon crosses itself ({how} near ?)</source>
        <translation>das Polygon überschneidet sich selbst ({how} bei ?)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the polygon crosses itself ({how} near {x:g}, {y:g})</source>
        <translation>das Polygon überschneidet sich selbst ({how} bei {x:g} / {y:g})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the polygon is not a valid area ({reason})</source>
        <translation>das Polygon ist keine gültige Fläche ({reason})</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a polygon needs at least 3 points (it has {count})</source>
        <translation>ein Polygon braucht mindestens 3 Punkte (es hat {count})</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/log_headings.py" line="+31"/>
        <source>Set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn {turn}</source>
        <translation>Runde {turn}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/availability.py" line="-4"/>
        <source>no aircraft is in play</source>
        <translation>kein Flugzeug ist im Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no airstrike was bought to fly and no aircraft is in play</source>
        <translation>kein Luftangriff wurde zum Fliegen gekauft und kein Flugzeug ist im Spiel</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/words.py" line="-15"/>
        <source>no vehicle stands on a road: road movement is for a vehicle spending the whole turn on the road (1.3); the others move cross-country in step 2, infantry and guns on foot in step 6</source>
        <translation>kein Fahrzeug steht auf einer Straße: die Straßenbewegung ist für ein Fahrzeug, das die ganze Runde auf der Straße verbringt (1.3); die anderen bewegen sich in Schritt 2 querfeldein, Infanterie und Geschütze zu Fuß in Schritt 6</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/idle_steps.py" line="+28"/>
        <source>no vehicle is in play</source>
        <translation>kein Fahrzeug ist im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no passenger may dismount, and no infantry is within its move of a vehicle of its side with room for it</source>
        <translation>kein Mitfahrer darf absitzen, und keine Infanterie ist in ihrer Bewegungsweite an einem Fahrzeug ihrer Seite mit Platz für sie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no infantry or gun on foot is in play</source>
        <translation>keine Infanterie und kein Geschütz zu Fuß ist im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no barrage lands this turn</source>
        <translation>kein Sperrfeuer schlägt in dieser Runde ein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no battery is in play</source>
        <translation>keine Batterie ist im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no anti-tank gun or squad anti-tank weapon is in play</source>
        <translation>keine Panzerabwehrkanone und keine Panzerabwehrwaffe einer Gruppe ist im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no vehicle with a main gun is in play</source>
        <translation>kein Fahrzeug mit Hauptwaffe ist im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no armed vehicle is in play</source>
        <translation>kein bewaffnetes Fahrzeug ist im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no infantry with a fire intensity rating is in play</source>
        <translation>keine Infanterie mit Feuerintensität ist im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no infantry or gun is in contact with the enemy&apos;s infantry or guns (3.1)</source>
        <translation>keine Infanterie und kein Geschütz ist in Kontakt mit feindlicher Infanterie oder feindlichen Geschützen (3.1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no infantry is in contact with an enemy tank or bunker (3.2)</source>
        <translation>keine Infanterie ist in Kontakt mit einem feindlichen Panzer oder Bunker (3.2)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/performing.py" line="+123"/>
        <source>{what} is part of the set-up, and play has begun ({begun}): undo back to the set-up (Edit -&gt; Undo), or switch the battle to free play (Rules -&gt; Keep to the Sequence of Play) to do it all the same</source>
        <translation>{what} gehört zum Aufbau, und das Spiel hat begonnen ({begun}): bis zum Aufbau rückgängig machen (Bearbeiten -&gt; Rückgängig), oder das Gefecht auf freies Spiel umstellen (Regeln -&gt; Spielablauf einhalten), um es trotzdem zu tun</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/terrain_counts.py" line="+57"/>
        <source>hills</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rough areas (woods and rock patches)</source>
        <translation>unwegsame Flächen (Wälder und Felsfelder)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pieces of rough terrain (rock patches)</source>
        <translation>unwegsame Geländestücke (Felsfelder)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>woods areas</source>
        <translation>Waldstücke</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hills and rough areas (hills, woods and rock patches)</source>
        <translation>Hügel und unwegsame Flächen (Hügel, Wälder und Felsfelder)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sand dunes (rough pieces)</source>
        <translation>Sanddünen (unwegsame Stücke)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>villages</source>
        <translation>Dörfer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>isolated farms (villages marked as a farm)</source>
        <translation>einzelne Gehöfte (als Gehöft markierte Dörfer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>roads</source>
        <translation>Straßen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>road junctions (crossroads)</source>
        <translation>Straßenkreuzungen (Kreuzungen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>streams or rivers</source>
        <translation>Bäche oder Flüsse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lakes (water)</source>
        <translation>Seen (Wasser)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>swamps</source>
        <translation>Sümpfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>patches of crops</source>
        <translation>Felder mit Feldfrüchten</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>at least {least:d} {what}</source>
        <translation>mindestens {least:d} {what}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{what}: exactly {least:d}</source>
        <translation>{what}: genau {least:d}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most {most:d} {what}</source>
        <translation>höchstens {most:d} {what}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{least:d} to {most:d} {what}</source>
        <translation>{least:d} bis {most:d} {what}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{terrain}: {asked}; {laid:d} laid</source>
        <translation>{terrain}: {asked}; {laid:d} gelegt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{asked}, {laid:d} laid</source>
        <translation>{asked}, {laid:d} gelegt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/direct_fire/markers.py" line="-30"/>
        <source>direct fire at a hidden position</source>
        <translation>Direktfeuer auf eine verdeckte Stellung</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/aircraft/run.py" line="-297"/>
        <location filename="../../morefire_gui/session/artillery/firing.py" line="-1"/>
        <location filename="../../morefire_gui/session/direct_fire/markers.py" line="+1"/>
        <source>Revealed</source>
        <translation>Aufgedeckt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/direct_fire/markers.py" line="+1"/>
        <source>fired on</source>
        <translation>beschossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hidden position fired on is {unit}</source>
        <translation>die beschossene verdeckte Stellung ist {unit}</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/session/names.py" line="+294"/>
        <source>a fake marker</source>
        <translation>eine Attrappe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hidden position fired on is a fake marker: it is taken off the table, and {firer}&apos;s shot is spent</source>
        <translation>die beschossene verdeckte Stellung ist eine Attrappe: sie wird vom Tisch genommen, und der Schuss von {firer} ist verbraucht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{firer} fires at a hidden position</source>
        <translation>{firer} feuert auf eine verdeckte Stellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a fake marker: taken off the table; the shot is spent</source>
        <translation>eine Attrappe: vom Tisch genommen; der Schuss ist verbraucht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hidden position revealed: {summary}</source>
        <translation>eine verdeckte Stellung aufgedeckt: {summary}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hidden position revealed: {summary}; the shot is spent</source>
        <translation>eine verdeckte Stellung aufgedeckt: {summary}; der Schuss ist verbraucht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a hidden position is not spotted: it is revealed when it fires, is fired on or moves; fire at the marker, which the shot reveals</source>
        <translation>eine verdeckte Stellung wird nicht gesichtet: sie wird aufgedeckt, wenn sie feuert, beschossen wird oder sich bewegt; auf den Marker feuern, der Schuss deckt ihn auf</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/at_table.py" line="-61"/>
        <source>{unit} belongs to {side}, and the table is with {at_table}: a player fires, spots, moves and acts only with the units, batteries and aircraft of their own side (Players -&gt; Hand Over gives {side} the table)</source>
        <translation>{unit} gehört zur Seite {side}, und den Tisch hat die Seite {at_table}: ein Spieler feuert, sichtet, bewegt und handelt nur mit den Einheiten, Batterien und Flugzeugen der eigenen Seite (Spieler -&gt; Übergeben gibt der Seite {side} den Tisch)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{at_table} has the table and acts for itself, not for {side}: a player gives orders, fires barrages, flies airstrikes, plots registration points and lays minefields only for their own side (Players -&gt; Hand Over gives {side} the table)</source>
        <translation>Die Seite {at_table} hat den Tisch und handelt für sich selbst, nicht für die Seite {side}: ein Spieler gibt Befehle, schießt Sperrfeuer, fliegt Luftangriffe, legt Vermessungspunkte fest und legt Minenfelder nur für die eigene Seite (Spieler -&gt; Übergeben gibt der Seite {side} den Tisch)</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>{unit} is a counter of {side}, and the table is with {at_table}: a player moves, turns, takes off and changes only the counters of their own side (Players -&gt; Hand Over gives {side} the table)</source>
        <translation>{unit} ist ein Spielstein der Seite {side}, und den Tisch hat die Seite {at_table}: ein Spieler bewegt, dreht, entfernt und ändert nur die Spielsteine der eigenen Seite (Spieler -&gt; Übergeben gibt der Seite {side} den Tisch)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{at_table} has the table and places its own counters, not {side}&apos;s: hand the table over to {side} to place them (Players -&gt; Hand Over)</source>
        <translation>Die Seite {at_table} hat den Tisch und stellt nur eigene Spielsteine auf, nicht die der Seite {side}: den Tisch an die Seite {side} übergeben, um sie aufzustellen (Spieler -&gt; Übergeben)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{at_table} has the table and buys its own forces, not {side}&apos;s: hand the table over to {side} to buy them (Players -&gt; Hand Over)</source>
        <translation>Die Seite {at_table} hat den Tisch und kauft nur eigene Truppen, nicht die der Seite {side}: den Tisch an die Seite {side} übergeben, um sie zu kaufen (Spieler -&gt; Übergeben)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/scenario/nations.py" line="+58"/>
        <source>every nation</source>
        <translation>jede Nation</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/dice.py" line="+48"/>
        <source>the {die} for {purpose} was not rolled: nothing was resolved</source>
        <translation>der {die} für {purpose} wurde nicht gewürfelt: nichts wurde abgewickelt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/dice.py" line="+80"/>
        <source>{face} is not a face of a {die} (faces 1-{count})</source>
        <translation>{face} ist keine Augenzahl eines {die} (Augenzahlen 1-{count})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{face} is not a face of a {die} (faces 1-{count}, or 0 for the face printed 0)</source>
        <translation>{face} ist keine Augenzahl eines {die} (Augenzahlen 1-{count}, oder 0 für die mit 0 bedruckte Seite)</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>roll {n} ({die} for {purpose}): {problem}</source>
        <translation>Wurf {n} ({die} für {purpose}): {problem}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>entry {n} ({part}) is not a whole number</source>
        <translation>Eintrag {n} ({part}) ist keine ganze Zahl</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>entry {n} ({part}) is negative</source>
        <translation>Eintrag {n} ({part}) ist negativ</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/table_edit_log.py" line="-12"/>
        <source>Table changed</source>
        <translation>Spieltisch geändert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>north-east</source>
        <translation>Nordosten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>south-east</source>
        <translation>Südosten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>south-west</source>
        <translation>Südwesten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>north-west</source>
        <translation>Nordwesten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mines</source>
        <translation>Minen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>laid by</source>
        <translation>gelegt von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deliberate</source>
        <translation>planmäßig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>revealed</source>
        <translation>aufgedeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ice holds vehicles</source>
        <translation>Eis trägt Fahrzeuge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stands for</source>
        <translation>steht für</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>renamed {unit} to {new_name}</source>
        <translation>{unit} in {new_name} umbenannt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>set {unit} {status} until the start of turn {turn}</source>
        <translation>{unit} bis zum Beginn von Runde {turn} als {status} markiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{unit} stays {status} until the start of turn {turn}</source>
        <translation>{unit} bleibt bis zum Beginn von Runde {turn} {status}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{unit} stays {status} until a player lifts it</source>
        <translation>{unit} bleibt {status}, bis ein Spieler es aufhebt</translation>
    </message>
    <message>
        <location line="+40"/>
        <location line="+85"/>
        <source>moved {piece} {distance:.1f} {unit} {direction}</source>
        <translation>{piece} {distance:.1f} {unit} nach {direction} verschoben</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>turned {piece} {angle:g}° clockwise</source>
        <translation>{piece} um {angle:g}° im Uhrzeigersinn gedreht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turned {piece} {angle:g}° anticlockwise</source>
        <translation>{piece} um {angle:g}° gegen den Uhrzeigersinn gedreht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>reshaped {piece}</source>
        <translation>{piece} umgeformt</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{key} from {was} to {now}</source>
        <translation>{key} von {was} auf {now}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>changed {piece}: {what}</source>
        <translation>{piece} geändert: {what}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>added {piece}, its centre {x:.1f} {unit} from the west edge and {y:.1f} {unit} from the north edge</source>
        <translation>{piece} hinzugefügt, Mittelpunkt {x:.1f} {unit} vom Westrand und {y:.1f} {unit} vom Nordrand</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>deleted {pieces}</source>
        <translation>{pieces} gelöscht</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>turned {unit} to {facing:g}°</source>
        <translation>{unit} auf {facing:g}° gedreht</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>set {unit} {status}</source>
        <translation>{unit} als {status} markiert</translation>
    </message>
    <message>
        <location line="+149"/>
        <source>{unit} no longer {status}</source>
        <translation>{unit} nicht mehr {status}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>placed {unit} at {x:.1f}, {y:.1f}</source>
        <translation>{unit} bei {x:.1f}, {y:.1f} aufgestellt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>removed {units}</source>
        <translation>{units} vom Tisch genommen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/io/battle_file.py" line="+879"/>
        <source>cannot save: {reason}; the previous file, if any, is unchanged</source>
        <translation>Speichern nicht möglich: {reason}; die bisherige Datei, falls vorhanden, bleibt unverändert</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the battle holds a value that cannot be written ({error})</source>
        <translation>das Gefecht enthält einen Wert, der sich nicht schreiben lässt ({error})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the battle would take {size} MB, over the {limit} MB a battle file may hold (the app would not open it again)</source>
        <translation>das Gefecht bräuchte {size} MB, mehr als die {limit} MB, die eine Gefechtsdatei fassen darf (die App würde sie nicht wieder öffnen)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} is a battle that comes with the app, a template: save the game under another name</source>
        <translation>{name} ist ein Gefecht, das mit der App kommt, eine Vorlage: das Spiel unter einem anderen Namen speichern</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the folder {folder} does not exist</source>
        <translation>den Ordner {folder} gibt es nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{folder} is not a folder</source>
        <translation>{folder} ist kein Ordner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>that is a folder, not a file</source>
        <translation>das ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/movement/position_left.py" line="-32"/>
        <source>its foxhole</source>
        <translation>das Schützenloch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its trench</source>
        <translation>den Graben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the building it held</source>
        <translation>das gehaltene Gebäude</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its bunker</source>
        <translation>den Bunker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its defilade position</source>
        <translation>die gedeckte Stellung</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{unit} leaves {positions}: cover and defilade stay where they were</source>
        <translation>{unit} verlässt {positions}: Deckung und gedeckte Stellung bleiben, wo sie waren</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/autosave.py" line="+152"/>
        <source>a file is there, not a folder</source>
        <translation>dort ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>cannot delete: {reason}</source>
        <translation>Löschen nicht möglich: {reason}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/geometry/los/reasons.py" line="-124"/>
        <source>both ends are inside it and the line runs {depth:.0f} yd inside it, more than the edge depth of {edge:g} yd (rule 2.1 reading: edge depth)</source>
        <translation>beide Enden liegen darin, und die Linie verläuft {depth:.0f} yd darin, mehr als die Randtiefe von {edge:g} yd (Lesart von Regel 2.1: Randtiefe)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>both ends are inside it and the line runs {depth:.0f} yd inside it, at most the edge depth of {edge:g} yd (rule 2.1 reading: edge depth)</source>
        <translation>beide Enden liegen darin, und die Linie verläuft {depth:.0f} yd darin, höchstens die Randtiefe von {edge:g} yd (Lesart von Regel 2.1: Randtiefe)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the start is inside it and the line runs {depth:.0f} yd inside it, more than the edge depth of {edge:g} yd (rule 2.1 reading: edge depth)</source>
        <translation>der Anfang liegt darin, und die Linie verläuft {depth:.0f} yd darin, mehr als die Randtiefe von {edge:g} yd (Lesart von Regel 2.1: Randtiefe)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the start is inside it and the line runs {depth:.0f} yd inside it, at most the edge depth of {edge:g} yd (rule 2.1 reading: edge depth)</source>
        <translation>der Anfang liegt darin, und die Linie verläuft {depth:.0f} yd darin, höchstens die Randtiefe von {edge:g} yd (Lesart von Regel 2.1: Randtiefe)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the end is inside it and the line runs {depth:.0f} yd inside it, more than the edge depth of {edge:g} yd (rule 2.1 reading: edge depth)</source>
        <translation>das Ende liegt darin, und die Linie verläuft {depth:.0f} yd darin, mehr als die Randtiefe von {edge:g} yd (Lesart von Regel 2.1: Randtiefe)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the end is inside it and the line runs {depth:.0f} yd inside it, at most the edge depth of {edge:g} yd (rule 2.1 reading: edge depth)</source>
        <translation>das Ende liegt darin, und die Linie verläuft {depth:.0f} yd darin, höchstens die Randtiefe von {edge:g} yd (Lesart von Regel 2.1: Randtiefe)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>level {level} hill in the way</source>
        <translation>Hügel der Stufe {level} im Weg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>level {level} hill ({top:g} yd) at or above the sight line (which runs {above:g} yd above the table there, counted from the ground under each end; rule 2.1 advanced: elevation)</source>
        <translation>Hügel der Stufe {level} ({top:g} yd) auf oder über der Sichtlinie (die dort {above:g} yd über dem Tisch verläuft, vom Boden unter jedem Ende gerechnet; Regel 2.1 erweitert: Höhe)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>hedge across the line, {near:.0f} yd from the nearer end, more than {most:g} yd</source>
        <translation>Hecke quer zur Linie, {near:.0f} yd vom näheren Ende, mehr als {most:g} yd</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hedge ({top:g} yd) at or above the sight line (rule 2.1 advanced: elevation), {near:.0f} yd from the nearer end, more than {most:g} yd</source>
        <translation>Hecke ({top:g} yd) auf oder über der Sichtlinie (Regel 2.1 erweitert: Höhe), {near:.0f} yd vom näheren Ende, mehr als {most:g} yd</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{terrain} in the way</source>
        <translation>{terrain} im Weg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{terrain} ({top:g} yd) at or above the sight line (rule 2.1 advanced: elevation)</source>
        <translation>{terrain} ({top:g} yd) auf oder über der Sichtlinie (Regel 2.1 erweitert: Höhe)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>more than {most:g} yd of jungle along the line (rule 2.1 reading: jungle reduces visibility to 100 yards)</source>
        <translation>mehr als {most:g} yd Dschungel entlang der Linie (Lesart von Regel 2.1: Dschungel verringert die Sicht auf 100 Yards)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>jungle beyond the {most:g} yd limit of visibility (rule 2.1 reading: jungle)</source>
        <translation>Dschungel jenseits der Sichtgrenze von {most:g} yd (Lesart von Regel 2.1: Dschungel)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>both ends stand on this hill (rule 2.1 reading: a unit standing on a hill is not blocked by that hill)</source>
        <translation>beide Enden stehen auf diesem Hügel (Lesart von Regel 2.1: einer Einheit auf einem Hügel versperrt dieser Hügel die Sicht nicht)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the start stands on this hill (rule 2.1 reading: a unit standing on a hill is not blocked by that hill)</source>
        <translation>der Anfang steht auf diesem Hügel (Lesart von Regel 2.1: einer Einheit auf einem Hügel versperrt dieser Hügel die Sicht nicht)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the end stands on this hill (rule 2.1 reading: a unit standing on a hill is not blocked by that hill)</source>
        <translation>das Ende steht auf diesem Hügel (Lesart von Regel 2.1: einer Einheit auf einem Hügel versperrt dieser Hügel die Sicht nicht)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the sight line passes over this level {level} hill ({top:g} yd) (rule 2.1 advanced: elevation)</source>
        <translation>die Sichtlinie verläuft über diesen Hügel der Stufe {level} ({top:g} yd) (Regel 2.1 erweitert: Höhe)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>crossed {yards:.0f} yd from the start</source>
        <translation>{yards:.0f} yd vom Anfang gequert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>crossed {yards:.0f} yd from the end</source>
        <translation>{yards:.0f} yd vom Ende gequert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{crossed}: within {most:g} yd, the hedge a unit is next to does not block (rule 2.1 reading: hedges, Normandy bocage)</source>
        <translation>{crossed}: innerhalb von {most:g} yd versperrt die Hecke, an der eine Einheit steht, nicht (Lesart von Regel 2.1: Hecken, normannische Bocage)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the sight line passes over this hedge ({top:g} yd) (rule 2.1 advanced: elevation)</source>
        <translation>die Sichtlinie verläuft über diese Hecke ({top:g} yd) (Regel 2.1 erweitert: Höhe)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the sight line passes over this {terrain} ({top:g} yd) (rule 2.1 advanced: elevation)</source>
        <translation>die Sichtlinie führt über {terrain} hinweg ({top:g} yd) (Regel 2.1 erweitert: Höhe)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{along:.0f} yd of jungle along the line in all, at most {most:g} yd (rule 2.1 reading: jungle reduces visibility to 100 yards)</source>
        <translation>insgesamt {along:.0f} yd Dschungel entlang der Linie, höchstens {most:g} yd (Lesart von Regel 2.1: Dschungel verringert die Sicht auf 100 Yards)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the sight line passes over this jungle ({top:g} yd) (rule 2.1 advanced: elevation)</source>
        <translation>die Sichtlinie verläuft über diesen Dschungel ({top:g} yd) (Regel 2.1 erweitert: Höhe)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/rules/sections.py" line="+15"/>
        <source>Terrain and Weather Definitions</source>
        <translation>Gelände- und Wetterdefinitionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spotting and Sighting</source>
        <translation>Aufklärung und Sicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cross-Country Movement and Terrain Modifications</source>
        <translation>Bewegung querfeldein und Geländemodifikationen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mortars and Off-board Artillery</source>
        <translation>Mörser und Artillerie außerhalb des Tisches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vehicle Reference: Introduction and Transports</source>
        <translation>Fahrzeugreferenz: Einführung und Transport</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mission Deployment Guidelines</source>
        <translation>Richtlinien für die Aufstellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VICTORY CONDITIONS</source>
        <translation>SIEGBEDINGUNGEN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SCALES</source>
        <translation>MASSSTÄBE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MUD/MOUNTAINS</source>
        <translation>SCHLAMM/GEBIRGE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the unit catalogue</source>
        <translation>Einheitenkatalog</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/session/take_back.py" line="+189"/>
        <source>{where}cannot undo: its record does not replay to the battle as saved{at} ({why}); File &gt; Replay{command} says more</source>
        <translation>{where}Rückgängig nicht möglich: die Aufzeichnung führt bei der Wiederholung nicht zum gespeicherten Gefecht{at} ({why}); mehr zeigt Datei &gt; Wiederholung{command}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> at action {n}</source>
        <translation>, bei Aktion {n}</translation>
    </message>
</context>
<context>
    <name>TableImageDialog</name>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/table_image.py" line="-4"/>
        <location line="+85"/>
        <source>Table Image</source>
        <translation>Tischbild</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>A PNG or JPEG photo or map of your table</source>
        <translation>Ein PNG- oder JPEG-Foto oder eine Karte Ihres Tisches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two points and the real distance between them</source>
        <translation>Zwei Punkte und die echte Entfernung zwischen ihnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table&apos;s four corners (a photo taken at an angle)</source>
        <translation>Die vier Ecken des Tisches (ein schräg aufgenommenes Foto)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Distance between the points</source>
        <translation>Entfernung zwischen den Punkten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Image&apos;s top-left corner on the table (x, y)</source>
        <translation>Obere linke Ecke des Bildes auf dem Tisch (x, y)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opacity</source>
        <translation>Deckkraft</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Set Image</source>
        <translation>Bild setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear Points</source>
        <translation>Punkte löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take Away</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>PNG or JPEG images (*.png *.jpg *.jpeg *.PNG *.JPG *.JPEG)</source>
        <translation>PNG- oder JPEG-Bilder (*.png *.jpg *.jpeg *.PNG *.JPG *.JPEG)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot read the image: %1</source>
        <translation>Das Bild lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Choose a PNG or JPEG photo or map of your table.</source>
        <translation>Ein PNG- oder JPEG-Foto oder eine Karte Ihres Tisches wählen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click point %1 of 2 on the image: two points whose real distance apart you know (say, two corners of one table edge).</source>
        <translation>Punkt %1 von 2 auf dem Bild anklicken: zwei Punkte, deren echten Abstand Sie kennen (etwa zwei Ecken einer Tischkante).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>north-west</source>
        <translation>Nordwesten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>north-east</source>
        <translation>Nordosten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>south-east</source>
        <translation>Südosten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>south-west</source>
        <translation>Südwesten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click the table&apos;s %1 corner on the image (%2 of 4).</source>
        <translation>Die Ecke im %1 des Tisches auf dem Bild anklicken (%2 von 4).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set Image lays it under the terrain; the terrain tools trace over it.</source>
        <translation>Mit Bild setzen liegt es unter dem Gelände; die Geländewerkzeuge zeichnen darüber nach.</translation>
    </message>
</context>
</TS>
