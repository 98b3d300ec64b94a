<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <location filename="../../morefire_gui/gui/accessibility.py" line="+36"/>
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
        <location filename="../../morefire_gui/gui/app.py" line="+82"/>
        <source>Cannot open {path}</source>
        <translation>{path} lässt sich nicht öffnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your catalogue {wanted} is not used (the app&apos;s own catalogue is)</source>
        <translation>Ihr Katalog {wanted} wird nicht verwendet (sondern der eigene der App)</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>More Fire!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unexpected error: {exc}</source>
        <translation>Unerwarteter Fehler: {exc}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/aircraft_items.py" line="+79"/>
        <source>{label}: heading {heading:.0f}°. With the Airstrike tool, drag the round handle at the arrow&apos;s tip to turn it (up to 90°, end of the turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/artillery_items.py" line="+55"/>
        <source>Registration point #{n} of {side_id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+265"/>
        <source> at {at:.1f}, {at2:.1f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/scenario_items.py" line="+36"/>
        <location filename="../../morefire_gui/gui/style.py" line="+73"/>
        <source>Hill</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/style.py" line="+54"/>
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
        <location filename="../../morefire_gui/gui/style.py" line="-40"/>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/aircraft.py" line="+73"/>
        <source>enters heading {heading:.0f}°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The direction arrow turns at most {most:g}° at the end of a turn (sequence of play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Drag the direction arrow into the table (heading {heading:g} points off it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/artillery.py" line="+62"/>
        <source>Choose the side whose registration points to plot (Artillery dock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+65"/>
        <location filename="../../morefire_gui/gui/board/tools/infantry_fire.py" line="+148"/>
        <source>Aim at a point on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Template {caption} at {x:.1f}, {y:.1f}: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/direct_fire.py" line="+142"/>
        <source>{unit_name} → {unit_name2}: {verb} to fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Fire: press on the firing unit and drag to the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fire: {unit_name} fires — drag to the target, or click it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Fire: {unit_name} is aiming — click an enemy unit (Esc to stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/handles.py" line="+20"/>
        <source>Drag to turn the counter (Shift: 15° steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/infantry_fire.py" line="-97"/>
        <source>Infantry Fire: click your firers, then the target area (Shift-click: aim anywhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Firers: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/piece_properties.py" line="+41"/>
        <location filename="../../morefire_gui/gui/dialogs/suicide_squad.py" line="+117"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source> — now click the target area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/measure.py" line="+173"/>
        <source>Measured: {summary}</source>
        <translation>Gemessen: {summary}</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/minefield.py" line="+62"/>
        <source>Lay Minefield: click to lay a 100 × 50 yard section; Q/E turn it; Esc hides it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Lay the section on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot lay the minefield: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/move.py" line="+106"/>
        <source>Move: press on a counter and drag (Shift-release adds a waypoint; Esc abandons)</source>
        <translation>Bewegen: auf einen Spielstein drücken und ziehen (Loslassen mit Umschalt setzt einen Wegpunkt; Esc bricht ab)</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>{unit_name} selected: drag it to move it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Move abandoned</source>
        <translation>Bewegung abgebrochen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/place_unit.py" line="+38"/>
        <source>Choose a unit type and a side in the catalogue first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/gui/board/tools/terrain.py" line="+198"/>
        <source>Click on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Place {value} {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/select.py" line="+120"/>
        <source>Moving {names}: {dist:.1f} {unit} · {to_yards:.0f} yd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Not moved off the table: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Turning {unit_name} to {facing:g}°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Turn {names} to {facing:g}°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/tools/terrain.py" line="-89"/>
        <source>Drawing {value}: {hint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Cannot add this {value}: {first_error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A {value} needs at least {need} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Move {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+82"/>
        <source>A {value} needs at least {minimum} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not changed: {first_error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Hill level {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/unit_item.py" line="+204"/>
        <source>{name}: {value} ({kind}), side {side}, facing {facing:g}°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, has fired this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Gathered under it, too close to draw apart at this zoom: {names}</source>
        <translation>Darunter gesammelt, bei diesem Maßstab zu dicht, um sie getrennt zu zeichnen: {names}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Hidden position: a unit or a fake marker, revealed when it fires, is fired on or moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/airstrike.py" line="+92"/>
        <source>Airstrike: {aircraft_id}&apos;s run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New airstrike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{label} ({yards} yd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strafe (5.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bomb (5.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dive (5.3): from medium or high, attacking from low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="-164"/>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/preferences.py" line="+201"/>
        <location filename="../../morefire_gui/gui/docks/movement.py" line="+116"/>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="+179"/>
        <location line="+2"/>
        <source> yd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Release the bombs this far along the path (5.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the end of the path over the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advanced rules (converged dive bombs, odd/even damage die)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A battle kept to the sequence of play plays by its settings (Rules → Advanced Game)</source>
        <translation>Ein Gefecht, das den Spielablauf einhält, spielt nach seinen Einstellungen (Regeln → Erweiterte Regeln)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../morefire_gui/gui/dialogs/battery.py" line="+65"/>
        <location filename="../../morefire_gui/gui/docks/aircraft.py" line="+54"/>
        <location filename="../../morefire_gui/gui/docks/log.py" line="+52"/>
        <location filename="../../morefire_gui/gui/docks/palettes.py" line="+96"/>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/docks/aircraft.py" line="-18"/>
        <location line="+18"/>
        <source>Aircraft</source>
        <translation>Flugzeuge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>heading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enters at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/docks/aircraft.py" line="+0"/>
        <source>Altitude</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bombs released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The airstrike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll the anti-aircraft fire, then the strafing or the bombs; the aircraft and the units it hit go on the battle as one undoable step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+70"/>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="+142"/>
        <location filename="../../morefire_gui/gui/dialogs/move_result.py" line="+31"/>
        <location filename="../../morefire_gui/gui/dialogs/resolution.py" line="+129"/>
        <location filename="../../morefire_gui/gui/dialogs/suicide_squad.py" line="-46"/>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="+107"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>AA unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slant range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+10"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+69"/>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+1"/>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+1"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+0"/>
        <location filename="../../morefire_gui/gui/dialogs/force_builder.py" line="+150"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="-15"/>
        <location line="+8"/>
        <location filename="../../morefire_gui/gui/dialogs/suicide_squad.py" line="+2"/>
        <location filename="../../morefire_gui/gui/docks/roster.py" line="+21"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Under</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FIR / class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../morefire_gui/gui/dialogs/assault.py" line="+113"/>
        <source>&lt;b&gt;Before the dice&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Anti-aircraft weapons of the other side&lt;/b&gt; (5.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Every unit under the run&lt;/b&gt; (strip or bomb circle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+20"/>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="+22"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+87"/>
        <source>&lt;b&gt;How it came out&lt;/b&gt;: every roll, table row and modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>bought: {name} ×{n} (paid with the forces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} ({years}-{years2}{bombs}, {points} pts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+87"/>
        <source>&lt;b&gt;{escape}&lt;/b&gt;: airstrikes {strikes}; {points} points spent on airstrikes (bought and flown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source> &lt;span style=&apos;color:#b00020&apos;&gt;{escape}&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> &lt;span style=&apos;color:#b00020&apos;&gt;{escape}.&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/assault.py" line="-40"/>
        <source>Assault on a tank or bunker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Units of the target&apos;s side that fire at the assaulting unit first (step 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1. The tank or bunker fires at the assaulting unit first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Untick when that fire was already resolved in the direct fire phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Assaulting unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tank or bunker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>2. Supporting fire at the assaulting unit (tick the units):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../morefire_gui/gui/dialogs/melee.py" line="+110"/>
        <source>&lt;b&gt;How it came out&lt;/b&gt;: every roll and modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{unit_label}, {gap:.0f} yd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>There is no enemy tank or bunker to assault.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="-124"/>
        <location filename="../../morefire_gui/gui/features/artillery.py" line="+53"/>
        <source>Barrage</source>
        <translation>Sperrfeuer</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../../morefire_gui/gui/dialogs/battery.py" line="-9"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="+387"/>
        <location filename="../../morefire_gui/gui/dialogs/force_builder.py" line="+78"/>
        <location filename="../../morefire_gui/gui/dialogs/print_setup.py" line="+77"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="+117"/>
        <source> mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/force_builder.py" line="+1"/>
        <source>Mortars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A point on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A registration point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Add (+, further along the line of fire) or drop (−), at most 800 yards (4.12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right (+) or left (−) as the battery sees it, at most 800 yards (4.12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="+2"/>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="+3"/>
        <source>Spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="+1"/>
        <source>Converged (advanced)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Decided by line of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unobserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advanced rules (error modifiers, odd/even damage die)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="-17"/>
        <source>Firing side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="-60"/>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="+9"/>
        <source>Battery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>guns of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Off-board guns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aim at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Registration point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>add/drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>right/left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="+66"/>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="+5"/>
        <source>Pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Observation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Call for fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fire plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="-24"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="-79"/>
        <location filename="../../morefire_gui/gui/features/direct_fire.py" line="+33"/>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll the error and every unit in the damage zone; the hits go on the units as one undoable step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write the Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give the battery its written order A. FIRE (4.11, 4.12) in artillery step C: it lands after the nation&apos;s time lapse (4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Targets under the barrage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/battery.py" line="+11"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="-155"/>
        <location line="+157"/>
        <location filename="../../morefire_gui/gui/dialogs/piece_properties.py" line="-9"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+2"/>
        <source>In zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Barrage results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="+17"/>
        <source>&lt;b&gt;Before firing&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;Every unit in or partly in the damage zone&lt;/b&gt; (friend or foe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Decided when the mission lands, from the line of sight at that moment (4.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Off-board guns (as set below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naval guns (four guns, 175 mm+, 4.7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+117"/>
        <source>aim: {diameter_yards} yd zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>&lt;p&gt;Aim {x}, {y}; battery at {battery_x}, {battery_y}, {range} yd away. Fire is {seen} (4.3).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+111"/>
        <source>{drift}; {diameter_yards} yd zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/battery.py" line="-25"/>
        <source>New battery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Off-board guns (1000 yd behind the base edge, 4.42)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naval guns (four guns, 175 mm+, 5000 yd out, 4.7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On-board guns: the guns selected on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mortars (no error roll, limited range: 4.41)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../morefire_gui/gui/docks/movement.py" line="+60"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="-209"/>
        <location filename="../../morefire_gui/gui/dialogs/force_builder.py" line="-151"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="-66"/>
        <location line="+64"/>
        <source>Guns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="+210"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="+1"/>
        <source>Calibre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Selected guns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set-up state (4.8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_browser.py" line="+131"/>
        <location filename="../../morefire_gui/gui/docks/palettes.py" line="-20"/>
        <source>Catalogue</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Whose units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with what it fielded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Also other nations&apos; units the nation fielded (the entries&apos; &apos;users&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In service in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kind and role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/force_builder.py" line="+29"/>
        <source>Search by name or id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="-145"/>
        <source>Nation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="-335"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_browser.py" line="+5"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+2"/>
        <location line="+8"/>
        <location filename="../../morefire_gui/gui/docks/roster.py" line="+0"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_browser.py" line="+32"/>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Correct this entry in a form (points, armour, speed, guns...) and save it in your own catalogue file, merged over the app&apos;s catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New from this…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a vehicle of your own (a variant, say) made from this entry, with a new id, saved in your own catalogue file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy into My File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy this entry into your own catalogue file as it is, to correct it there in a text editor (then Reload My Catalogue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reload My Catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read your catalogue file again after changing it; a file with problems is reported with its line and key, and the catalogue in use is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="-3"/>
        <source>Every nation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../morefire_gui/gui/dialogs/force_builder.py" line="-31"/>
        <source>Every type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Your catalogue: none yet (saving an entry, or copying one, makes one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your catalogue: &lt;a href=&apos;{escape}&apos;&gt;{escape2}&lt;/a&gt;, merged over the app&apos;s (Forces → Reload My Catalogue after changing it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>{topLevelItemCount} of {len} entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/catalogue_entry.py" line="-183"/>
        <source>Out to (yards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hit %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Penetrates AC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule 2.2: the band reaches this range in yards (bands from the shortest to the longest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule 2.2: the basic chance to hit at this range, before the modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule 2.2: the armour class (1-11) the gun penetrates at this range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+97"/>
        <source>New vehicle from {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A new entry for your own catalogue, made from this one: give it its own id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your correction is saved in your own catalogue file, merged over the app&apos;s catalogue by id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> Every field says the rule it feeds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The entry as your catalogue file will hold it. You may edit it here too: it is the place for the keys the form does not show (role, users, mgs, notes...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Save the entry in your own catalogue file (an entry with this id there is replaced; the rest of the file is kept), then read the catalogue again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The entry&apos;s id, which battle files use for its counters: letters, digits and _ . - </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(a new id: one the catalogue does not have)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(use New from this… for a vehicle of your own with a new id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name shown in the catalogue and on the unit&apos;s sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>from the name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The counter&apos;s label, at most 12 characters (empty: the name&apos;s first word)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whose unit it is: the force builder and the catalogue list it for this nation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The {which} year in service: a battle&apos;s year lists only what served then (the force builder and the Catalogue dock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points cost, paid against the mission&apos;s point ratio (Table VI) in Build Forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/force_builder.py" line="+74"/>
        <location line="+530"/>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="-49"/>
        <location filename="../../morefire_gui/gui/docks/aircraft.py" line="+0"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source> in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The casting&apos;s length in inches at 1/285: the counter&apos;s size on the table, which ranges and arcs are measured from (rule 2.3: the angle of fire)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The casting&apos;s width in inches at 1/285</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Footprint (length × width)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Vehicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rule 1.2 movement code off road (A slowest … G fastest), reduced by the terrain (rule 1.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule 1.2 movement code on a road (rule 1.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speed code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cross-country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+46"/>
        <source>Turret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Hull</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Armour class 1-11 of the {where} (rule 2.4 turret or hull, rule 2.3 front or side): a hit penetrates when the gun&apos;s AC at that range is at least this (rule 2.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; – for none (turretless)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Armour class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rule 2.2 target silhouette: high +10, average 0, low -5, small -10, none -15 to be hit; rule 2.1 spotting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Infantry counters it carries (mount and dismount, Sequence of Play 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silhouette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>carries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>infantry counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tracked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tracks, not wheels: rule 1.4 terrain and rule 2.5 suspension hits treat them apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A wheeled vehicle&apos;s wheels (2-12; rule 2.5 suspension hits); – for a tracked one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Has a turret: rule 2.4 hit location rolls turret or hull (a turretless vehicle is hit in the hull)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open-topped: artillery and infantry fire reach the crew (rules 4.6, 3.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skirts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armour skirts (Schürzen) against the infantry&apos;s anti-tank weapons (rule 3.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wheels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The gun whose bands are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add gun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A gun of its own, with one band to fill in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove gun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The gun&apos;s name, as the sheet and the fire dialogs show it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibre in mm: rule 3.2 (infantry&apos;s HE against it) and the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rule 2.2: each band, out to its range, the chance to hit and the armour class the gun penetrates; from the shortest range to the longest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Add band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A band after the selected one (or at the end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Guns ({len})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+107"/>
        <location line="+33"/>
        <location line="+7"/>
        <source>Not valid yet — {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-37"/>
        <source>{name}: valid; Save puts it in your catalogue file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/dice.py" line="+12"/>
        <source>1 to 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0 to 9 (0 is the face printed 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 to 100 (00 is 100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Roll a {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Roll a {label}&lt;/b&gt; for {purpose}.&lt;br&gt;Type the face that came up ({HINTS}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="-93"/>
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
        <location line="+19"/>
        <source>Direct fire</source>
        <translation>Direktes Feuer</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Advanced rules (angle of fire by sectors, suspension damage table, a spot per firer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
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
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="-7"/>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+1"/>
        <source>Roll the spotting chart (2.1): 60% and its modifiers</source>
        <translation>Auf der Sichtungstabelle würfeln (2.1): 60 % und ihre Modifikatoren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll to hit, then the hit location and the damage</source>
        <translation>Auf Treffer würfeln, dann Trefferort und Schaden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;i&gt;Not fired yet.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Noch nicht gefeuert.&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How the shot came out</source>
        <translation>Wie der Schuss ausging</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;Result&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ergebnis&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>&lt;p style=&apos;font-size:15pt; color:{colour}&apos;&gt;&lt;b&gt;{value}&lt;/b&gt;&lt;/p&gt;&lt;p&gt;{escape}&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/export.py" line="+32"/>
        <source>PNG picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>SVG drawing (scalable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+93"/>
        <source>Export the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-86"/>
        <source>PNG for sharing a picture; SVG and PDF keep every line sharp at any size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/print_setup.py" line="+4"/>
        <source>The whole table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/print_setup.py" line="+2"/>
        <source>What the window shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>x {x0:.1f}–{x1:.1f}, y {y0:.1f}–{y1:.1f} {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The picture&apos;s width; its height follows from the table&apos;s shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Grid with its coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Legend beside the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/dialogs/print_setup.py" line="+12"/>
        <source>Title block: title, scale and turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../morefire_gui/gui/features/report.py" line="+96"/>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/print_setup.py" line="+16"/>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/new_battle.py" line="+72"/>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="+253"/>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>about {value} × {height} px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/force_builder.py" line="-604"/>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vehicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Vehicles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Infantry and squad weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Units to buy: {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click to buy one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many to buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ISLAND A: the invasion wave these land in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Formation of the units bought</source>
        <translation>Verband der gekauften Einheiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The formation these belong to: 3.3 lets only the Guard&apos;s and the Waffen SS&apos;s squads be suicide squads</source>
        <translation>Der Verband, zu dem sie gehören: nach 3.3 dürfen nur Trupps der Garde und der Waffen-SS Selbstmordtrupps werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No formation</source>
        <translation>Kein Verband</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy the chosen unit, as many as the count says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+12"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Units bought: {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bought as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the selected line off the force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aircraft its nation flew in the year; an airstrike costs the aircraft&apos;s points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add Airstrike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Airstrikes bought: {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove Airstrike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Table VII: airstrikes are paid for in Army points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Airstrikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Artillery batteries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Howitzers, field guns and mortars the side may buy: placed as counters and grouped as one battery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source> guns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>In transit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4.8: an on-board battery is designated set up or in transit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add Battery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add Off-Table Battery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Guns behind the side&apos;s base edge (4.42), always deployed; priced as the side&apos;s catalogue gun of their kind nearest in calibre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Off-table batteries bought: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove Battery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>4.11: fire is conducted by battery; on the table, guns of one calibre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Off the table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;b&gt;{escape}&lt;/b&gt; ({escape2}), the {role}{escape3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name}{ally} — {points} pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{id}: {role_text}, {nation}, {years}–{years2}, {points} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Wave {i} (turn {turn})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} — {points} pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} — {points} pts a gun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+177"/>
        <source>bought before: {n} x {name} — {value} pts (until flown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bought with the forces placed before and not flown yet: the airstrike dialog offers it first; its points are spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{count} x {name} — {value} pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&lt;span style=&apos;color:{colour}&apos;&gt;&lt;b&gt;Spent {spent} of {budget} points&lt;/b&gt;: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{value} too many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{left} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Build Forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points (Table VI&apos;s point ratio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who attacks: the battle&apos;s mission says; without one, the players choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table VI gives the battle&apos;s ratio; a battle without a mission sets its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/dialogs/melee.py" line="-7"/>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>: defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The defender has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both sides have, together,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The players agree on the size of the battle; the ratio gives the other side&apos;s points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Budgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only what was in service in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The briefing&apos;s year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The battle has no briefing: the year the players choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the nation fielded of other nations&apos; (Lend-Lease, captured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The catalogue&apos;s &apos;users&apos;: Shermans for the Red Army, French guns for Germany</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(the briefing&apos;s year)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(the battle has no briefing: the players choose the year)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../morefire_gui/gui/dialogs/suicide_squad.py" line="+1"/>
        <source>Year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Limits&lt;/b&gt; (each must be met before the forces are placed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place Forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay the counters out in each side&apos;s deployment zone, facing the enemy (one undoable step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+112"/>
        <source>&lt;b&gt;Attacker ({escape}): {attacker} points&lt;/b&gt; — &lt;b&gt;Defender ({escape2}): {defender} points&lt;/b&gt; ({ratio}:{ratio2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Buy units, airstrikes or batteries first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not yet: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay the counters out in each side&apos;s deployment zone, facing the enemy (one undoable step a side)</source>
        <translation type="unfinished"></translation>
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
        <location line="+113"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+29"/>
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
        <location filename="../../morefire_gui/gui/dialogs/infantry_fire.py" line="+1"/>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LOS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FIR, or why it cannot fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Infantry fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A {side_yards:g}-yard square ({side:.1f} {unit} across) centred on {centre:.1f}, {centre2:.1f}; every unit in or partly in it is rolled for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&lt;b&gt;Firers&lt;/b&gt;: tick the units that fire (their range and line of sight are to the area&apos;s centre)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Before firing&lt;/b&gt;: all fire into the area combined into one total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Every unit in or partly in the target area&lt;/b&gt;, with its own modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Tick at least one firer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/melee.py" line="-38"/>
        <source>Melee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>There is no infantry unit to fight a melee.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{escape}&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;The higher total wins and the loser is destroyed; equal totals destroy both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="+113"/>
        <source>&lt;b&gt;{escape}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/mission_barrage.py" line="+35"/>
        <source>Fire mission landed — {mission_text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;As it landed&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>&lt;p&gt;Landed in artillery step A of turn {turn}. Aim {x}, {y}; battery at {battery_x}, {battery_y}, {range} yd away. At impact the fire was {seen} (4.3).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/move_result.py" line="-9"/>
        <source>Move: rolls on the way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;How it came out&lt;/b&gt;: every roll and table row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move {unit_label}: rolls on the way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/new_battle.py" line="-31"/>
        <source>New battle</source>
        <translation>Neues Gefecht</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="-41"/>
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
        <location line="+21"/>
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
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="+37"/>
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
        <location line="+26"/>
        <source>Give the battle a title.</source>
        <translation>Geben Sie dem Gefecht einen Titel.</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/piece_properties.py" line="+3"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>default for the kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Height (yards, advanced LOS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Width (table units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../morefire_gui/gui/docks/movement.py" line="-2"/>
        <source>Mines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/placement.py" line="+18"/>
        <source>Placement complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{len} terrain piece(s) are on the table. Once placement is complete, the defender ({who}) selects which board edge will be his baseline; the attacker takes the opposite edge. The deployment zones move to the edges and the victory point locations are marked on the hills, fords, bridges, crossroads, road exits and buildings placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The defender&apos;s base edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/preferences.py" line="-165"/>
        <source>A unit in woods, rough, a building, a village or crops sees out (and is seen) if the sight line runs at most this far inside</source>
        <translation>Eine Einheit in Wald, unwegsamem Gelände, einem Gebäude, einem Dorf oder Feldfrüchten sieht hinaus (und wird gesehen), wenn die Sichtlinie höchstens so weit darin verläuft</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A hedge this close to either end of the sight line does not block (the hedge a unit stands behind)</source>
        <translation>Eine Hecke so nah an einem Ende der Sichtlinie versperrt nicht (die Hecke, hinter der eine Einheit steht)</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="-45"/>
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
        <location line="+2"/>
        <source>none: the app&apos;s own catalogue</source>
        <translation>keiner: der eigene Katalog der App</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your own catalogue file (the format of resources/catalogue/), merged over the app&apos;s by id: vehicles added or corrected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+35"/>
        <location filename="../../morefire_gui/gui/features/report.py" line="-17"/>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location line="-30"/>
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
        <location line="+6"/>
        <source>The language of menus, docks and dialogs, from the next start of the app (morefire-gui --lang CODE chooses one for a single start)</source>
        <translation>Die Sprache der Menüs, Felder und Dialoge, ab dem nächsten Start der App (morefire-gui --lang CODE wählt eine für einen einzigen Start)</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <translation>Die Farbe der Spielsteine von {nation}</translation>
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
        <location filename="../../morefire_gui/gui/style.py" line="+25"/>
        <source>Hedge</source>
        <translation>Hecke</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/style.py" line="-37"/>
        <source>Jungle</source>
        <translation>Dschungel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hill level (elevation)</source>
        <translation>Hügelstufe (Höhen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eyes (elevation)</source>
        <translation>Augenhöhe (Höhen)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{name} height</source>
        <translation>Höhe: {name}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Heights (elevation)</source>
        <translation>Höhen (Höhen)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Colour of {nation}</source>
        <translation>Farbe von {nation}</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../morefire_gui/gui/features/forces.py" line="+178"/>
        <source>Your catalogue file</source>
        <translation>Ihre Katalogdatei</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/features/forces.py" line="-148"/>
        <source>Catalogue files (*.yaml *.yml);;All files (*)</source>
        <translation>Katalogdateien (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/print_setup.py" line="-61"/>
        <source>Print the table plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Whichever suits the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landscape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit on one sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At a scale, over several sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1:1 prints the table at its real size, to lay the real table out from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1.00 = real size: one {unit} of table is one {unit} of paper; 0.50 = half size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How far each sheet overlaps its neighbours east and south, for trimming and gluing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Grid and coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/docks/legend.py" line="+47"/>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First a sheet showing how the sheets fit together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orientation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/features/shell.py" line="+177"/>
        <source>Print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Preview…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Save the plan as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="-143"/>
        <source>Dice order: year d100, attacker d100, season d6, conditions d100 (then the snow d6 when it snows), terrain d6 (then the bocage d6 for France with Farmland), mission d6, aircraft d100 (then a d6 for a variable result). A table that is set, or fixed by the rules, is not rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>roll {n}: a {label} for {purpose}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>New random battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The theatre&apos;s usual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table I adds the Allied force adjustment to the year&apos;s roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Theatre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Axis force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allied force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Airstrikes set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Airstrikes must be paid for in Army points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tables (each rolled, or set by the players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The app&apos;s dice, seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Physical dice: the faces in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The same seed rolls the same scenario and lays out the same table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. 45, 80, 3, 27, 5, 2, 61</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&quot;The defender selects which boardedge will be his baseline&quot;; the attacker has the opposite edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retained / Captured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;Use either Standard OR Retained / Captured Columns&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay the table by hand</source>
        <translation>Den Tisch von Hand aufbauen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No terrain is generated: the players alternate placing terrain pieces, the defender first; once placement is complete, the defender selects his base edge and the victory point locations are marked (Battle → Placement Complete…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Table (east–west × north–south)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defender&apos;s base edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory point columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Roll Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll every table that is not set again, with a new seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build the battle: the table, the deployment zones, the victory point locations and the briefing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Roll {n}: a {label} for {purpose}. Type its face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All {len} face(s) used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/replay.py" line="+60"/>
        <source>Replay — {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay of the battle&apos;s actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The board as it stood after the step shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The battle&apos;s actions, in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start: the position the record starts from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How the step came out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../morefire_gui/gui/main_window.py" line="+294"/>
        <source>&amp;Close</source>
        <translation>Schl&amp;ießen</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&lt;b&gt;{escape}&lt;/b&gt; — {escape2}&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step {position} of {len}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This battle has no recorded actions yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>an action from here on cannot be replayed</source>
        <translation>eine Aktion ab hier lässt sich nicht nachspielen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/suicide_squad.py" line="-27"/>
        <source>Suicide squad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The year of the battle, from its briefing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The year of the battle (it has no briefing to give it; 3.3 names the years)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The unit&apos;s formation, as the battle file gives it (its formation key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reclassify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark the unit as a suicide squad: one undoable step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Formation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Only R, RF and SMG units of the Russian Guard 1941-42, the German Waffen SS 1945 or the Japanese 1931-45; once reclassified the unit must assault the NEAREST enemy tank or bunker this turn (3.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>There is no infantry unit to reclassify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/victory.py" line="-118"/>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Held at start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Controlled by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Halved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Score the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The attacker reached the objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RAID: &quot;The attacker wins if he reaches the objective&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Score Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the battle as it stands now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Record in Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the result and every step to the battle log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;The defender&apos;s victory conditions&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Victory point locations&lt;/b&gt;: who controls each, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Every step&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;Cannot score this battle: {escape}&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&lt;b&gt;{e}&lt;/b&gt; — defender&apos;s mission: &lt;b&gt;{e2}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; victory points on the &lt;b&gt;{column}&lt;/b&gt; column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;span style=&apos;font-size:20px; font-weight:bold; color:{colour}&apos;&gt;{e}&lt;/span&gt;{e2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{vp}Points destroyed: the attacker lost &lt;b&gt;{attacker_points_lost}&lt;/b&gt;, the defender lost &lt;b&gt;{defender_points_lost}&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/aircraft.py" line="-10"/>
        <source>It is snowing (SNOW&apos;s d6 was odd): no airstrikes</source>
        <translation>Es schneit (der W6 für SCHNEE war ungerade): keine Luftangriffe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>SNOW: &quot;Roll a d6 with an ODD result indicating that it is snowing with no airstrikes allowed&quot; (the battle&apos;s settings.snowing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Heading</source>
        <translation>Kurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="-65"/>
        <location filename="../../morefire_gui/gui/docks/roster.py" line="+0"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="-11"/>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Mission</source>
        <translation>Auftrag</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Fire…</source>
        <translation>Feuern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call a barrage from the selected battery (or off-board guns)</source>
        <translation type="unfinished"></translation>
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
        <location line="+5"/>
        <source>Set Up</source>
        <translation>Aufbauen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The selected battery, in transit, begins its set-up (4.8; artillery step C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Break Down</source>
        <translation>Abbauen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The selected battery, deployed, begins its breakdown (4.8; artillery step C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Batteries</source>
        <translation>Batterien</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Plot on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the table to plot the next point (1-10); drag one to move it; Delete removes the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Registration points</source>
        <translation>Vermessungspunkte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Converged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Units inside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/features/artillery.py" line="+10"/>
        <source>Template</source>
        <translation>Schablone</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>  at {at:.1f}, {at2:.1f}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+68"/>
        <source> (partly in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/briefing.py" line="+23"/>
        <source>Russia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>North Europe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>France</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Africa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Pacific</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table I, year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table II, attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table III, season</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table IV, conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SNOW d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table V, terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normandy bocage d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table VI, mission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table VII, aircraft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table VII, variable strikes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;&lt;i&gt;This battle has no briefing. A battle made with &lt;b&gt;File → New Random Battle…&lt;/b&gt; carries the scenario it was rolled from: year, forces, weather, terrain, mission, deployment and victory conditions.&lt;/i&gt;&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Briefing</source>
        <translation>Einsatzbefehl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Placement Complete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table is laid: the defender chooses his base edge, and the victory point locations are marked on the pieces placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score Battle…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../morefire_gui/gui/features/scenario.py" line="+50"/>
        <source>Score the battle by the mission&apos;s victory conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/details.py" line="+16"/>
        <source>Selected</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/log.py" line="-18"/>
        <source>Set-up and unnumbered turns</source>
        <translation>Aufstellung und Runden ohne Nummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free play</source>
        <translation>freies Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>taken in a battle played free of the sequence of play</source>
        <translation>in einem Gefecht ohne festen Spielablauf genommen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search the log (a unit, a die, a rule number, a word)</source>
        <translation>Im Protokoll suchen (eine Einheit, ein Würfel, eine Regelnummer, ein Wort)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Search the log</source>
        <translation>Im Protokoll suchen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resolution</source>
        <translation>Auflösung</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="-126"/>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Battle log</source>
        <translation>Gefechtsprotokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Messages</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/movement.py" line="-118"/>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>With the &lt;b&gt;Move&lt;/b&gt; tool (G), press on a counter and drag: green is as far as it may go this turn, red beyond. Shift-release adds a waypoint. Known minefields on the way are highlighted; the move rolls for them when it is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Clearing mission stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>3.61: the unit moves on a minefield-clearing mission stated as it moves; it rolls nothing in the minefields its side knows of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Last move&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/features/movement.py" line="+116"/>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+14"/>
        <source>Mount</source>
        <translation>Aufsitzen</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Put the selected infantry on the selected vehicle (within 100 yards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismount</source>
        <translation>Absitzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the selected passengers (or the selected vehicle&apos;s) off, behind it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Which enemies are close is the players&apos; call: those within this distance of the selected units join them</source>
        <translation type="unfinished"></translation>
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
        <location line="+10"/>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="+79"/>
        <source>Close combat</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <location line="+15"/>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>0°: the long side east-west; Q/E turn the section on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the table to lay a 100 × 50 yard section (Shift+M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
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
        <translation>Minenfelder</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The board shows this side&apos;s view (Players menu): the minefields it knows of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>&lt;b&gt;Moves first: {escape}&lt;/b&gt; (the slower); then each moves a quarter of its allowance in turn, four rounds: {sequence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/palettes.py" line="-34"/>
        <location filename="../../morefire_gui/gui/main_window.py" line="+145"/>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select and edit pieces</source>
        <translation>Stücke wählen und bearbeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select, move, reshape, turn (Q/E), raise or lower hills (+/-), delete</source>
        <translation>Wählen, bewegen, umformen, drehen (Q/E), Hügel heben oder senken (+/-), löschen</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Filter by name</source>
        <translation>Nach Namen filtern</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>List only the units whose service years (the catalogue&apos;s) include the battle&apos;s year, from its briefing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Only what was in service in {year}</source>
        <translation>Nur, was {year} im Dienst war</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{value}, {years}–{years2}, {points} points</source>
        <translation>{value}, {years}–{years2}, {points} Punkte</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/phase.py" line="-101"/>
        <source>A. FIRE at a registration point</source>
        <translation>A. FEUER auf einen Vermessungspunkt</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Counter-battery fire (4.42)</source>
        <translation>Konterbatteriefeuer (4.42)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The step before, in this turn (Ctrl+Left)</source>
        <translation>Der Schritt davor, in dieser Runde (Strg+Links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next step of the sequence of play (Ctrl+Right)</source>
        <translation>Der nächste Schritt des Spielablaufs (Strg+Rechts)</translation>
    </message>
    <message>
        <location line="+37"/>
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
        <location line="+11"/>
        <source>Order of the selected units</source>
        <translation>Reihenfolge der gewählten Einheiten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select the units in a close combat situation on the board: the slower moves first, alternating in quarter-allowance segments</source>
        <translation>Die Einheiten einer Nahkampflage auf dem Spielfeld wählen: die langsamere zieht zuerst, abwechselnd in Vierteln der Bewegungsweite</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Write an order (4.12)</source>
        <translation>Einen Befehl schreiben (4.12)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add (+) or drop (−) along the line of fire, at most 800 yards (4.12 C)</source>
        <translation>Entlang der Feuerlinie vor (+) oder zurück (−), höchstens 800 Yards (4.12 C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right (+) or left (−) as the battery sees it, at most 800 yards (4.12 C)</source>
        <translation>Rechts (+) oder links (−) aus Sicht der Batterie, höchstens 800 Yards (4.12 C)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Write order</source>
        <translation>Befehl schreiben</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <source>Add/drop</source>
        <translation>Vor/zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right/left</source>
        <translation>Rechts/links</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Target battery</source>
        <translation>Zielbatterie</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location line="+7"/>
        <source>End battle / Score…</source>
        <translation>Gefecht beenden / werten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the battle by its mission&apos;s victory conditions</source>
        <translation>Das Gefecht nach den Siegbedingungen seines Auftrags werten</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&lt;b&gt;{escape}&lt;/b&gt;&lt;br&gt;&lt;span style=&apos;font-size:large&apos;&gt;&lt;b&gt;{escape2}&lt;/b&gt;&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Next: {value}{brief} ▶</source>
        <translation>Weiter: {value}{brief} ▶</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{title} (Ctrl+Right)</source>
        <translation>{title} (Strg+Rechts)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name}: {value}{name2} (rule {rule})</source>
        <translation>{name}: {value}{name2} (Regel {rule})</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>&lt;p&gt;&lt;b&gt;What to do:&lt;/b&gt; {escape}&lt;/p&gt;&lt;p style=&apos;color:gray; font-size:small&apos;&gt;Rule {escape2}: {escape3}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Was zu tun ist:&lt;/b&gt; {escape}&lt;/p&gt;&lt;p style=&apos;color:gray; font-size:small&apos;&gt;Regel {escape2}: {escape3}&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — {done} of {len} {who} done</source>
        <translation>&lt;b&gt;Wer handeln darf&lt;/b&gt; — {done} von {len} {who} fertig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — no {who} in this step</source>
        <translation>&lt;b&gt;Wer handeln darf&lt;/b&gt; — in diesem Schritt keine {who}</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>No battery to write an order for</source>
        <translation>Keine Batterie, für die ein Befehl zu schreiben wäre</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{label} has no fire mission</source>
        <translation>{label} hat keinen Feuerauftrag</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/docks/roster.py" line="-3"/>
        <source>Roster</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/error_report.py" line="+97"/>
        <source>(no log file)</source>
        <translation>(keine Protokolldatei)</translation>
    </message>
    <message>
        <location line="+45"/>
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
        <location filename="../../morefire_gui/gui/features/aircraft.py" line="+34"/>
        <source>Ai&amp;rcraft</source>
        <translation>Flug&amp;zeuge</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Your aircraft figures are not used: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot use {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Aircraft figures: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Airstrike</source>
        <translation>Luftangriff</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press at a board edge and drag the direction arrow into the table to fly an airstrike; drag an aircraft&apos;s arrow handle to turn it, up to 90° (rule 5) (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>New &amp;Airstrike</source>
        <translation>Neuer &amp;Luftangriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press at a board edge and drag the direction arrow in (rule 5)</source>
        <translation>An einer Spielfeldkante drücken und den Richtungspfeil hineinziehen (Regel 5)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fly Selected Aircraft&apos;s Run…</source>
        <translation>Anflug des gewählten Flugzeugs &amp;fliegen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run this turn of the aircraft selected in the Aircraft dock: it flies along its arrow, the guns fire, it strafes or bombs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Aircraft &amp;Figures…</source>
        <translation>Flugzeug&amp;werte…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own figures for rules 5.1-5.6, merged over the app&apos;s defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Default Aircraft Figures</source>
        <translation>&amp;Standard-Flugzeugwerte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play with the app&apos;s own figures for rules 5.1-5.6 (resources/rules/aircraft.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Choose an aircraft in play in the Aircraft dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your aircraft figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>YAML files (*.yaml *.yml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/artillery.py" line="-36"/>
        <source>&amp;Artillery</source>
        <translation>&amp;Artillerie</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Click where a barrage should fall (rule 4); in a battle kept to the sequence of play, write the request in artillery step C; Esc clears it (B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drag a damage circle to see which units it would catch (Shift+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Registration Points</source>
        <translation>Vermessungspunkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plot and move the side&apos;s registration points (Artillery dock) (Shift+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Call a &amp;Barrage…</source>
        <translation>&amp;Sperrfeuer anfordern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a battery and an aim point: fire it, or write its request (rule 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New Battery…</source>
        <translation>&amp;Neue Batterie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a battery to a side: its guns, calibre and observers (rule 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+74"/>
        <source>{landing}&apos;s mission has not landed this turn in this window: its rolls are in the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/dice.py" line="+62"/>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice &amp;Histogram…</source>
        <translation>Würfel&amp;histogramm…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every face rolled in this battle, per side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Physical dice: every roll asks for your face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../morefire_gui/gui/preferences.py" line="+42"/>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Fire…</source>
        <translation>&amp;Feuern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire the selected unit at the second selected unit (or choose them in the dialog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fire Along the &amp;Measure Line</source>
        <translation>Entlang der &amp;Messlinie feuern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire from the unit at the start of the measured line at the unit at its end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Drop Spots Lost Behind Terrain</source>
        <translation>Hinter Gelände verlorene &amp;Sichtungen streichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advanced spotting (2.1): forget every spot whose spotter no longer sees its target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Measure from the firer to the target first (both ends on a unit)</source>
        <translation type="unfinished"></translation>
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
        <source>Each side buys units and airstrikes against the mission&apos;s point ratio (Table VI); the specials&apos; limits are checked; the counters are placed in the deployment zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Catalogue…</source>
        <translation>&amp;Katalog…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every unit and aircraft: filter by nation, year and type, read its sheet, correct it or add a vehicle made from it in your own catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;My Catalogue File…</source>
        <translation>&amp;Meine Katalogdatei…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your own catalogue file (the format of resources/catalogue/), merged over the app&apos;s by id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Reload My Catalogue</source>
        <translation>Meinen Katalog &amp;neu laden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read your catalogue file again after changing it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;App&apos;s Catalogue Only</source>
        <translation>Nur der Katalog der &amp;App</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play with the app&apos;s own catalogue, without your file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Your catalogue {path} has problems: the catalogue in use is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Catalogue: {len} entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, your {name} merged over the app&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, the app&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Cannot copy {name} into {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Keep your catalogue in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cannot save {name} in {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/hot_seat.py" line="+78"/>
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Hand Over…</source>
        <translation>&amp;Übergeben…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cover the screen and pass to the other player, who then sees only what that side may see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Show the whole battle, with every side&apos;s secrets (for setting up, or an umpire)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only what {removesuffix} may see</source>
        <translation type="unfinished"></translation>
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
        <location line="+16"/>
        <source>The board shows what {who} may see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/infantry.py" line="+26"/>
        <source>&amp;Infantry</source>
        <translation>&amp;Infanterie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Infantry &amp;Fire…</source>
        <translation>Infanterie&amp;feuer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire into a 100-yard square: choose the firers and the target area on the board (3.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Melee…</source>
        <translation>&amp;Nahkampf…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>An infantry melee between two units in contact (3.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Assault a Tank or Bunker…</source>
        <translation>Panzer oder Bunker &amp;stürmen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infantry against a tank or bunker: its fire, the supporting fire, then the assault (3.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Suicide Squad…</source>
        <translation>&amp;Todeskommando…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reclassify an R, RF or SMG unit as a suicide squad (3.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Infantry Fire</source>
        <translation>Infanteriefeuer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click your firers, then the target area: the 100-yard square is drawn to scale (3.5) (I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Melee: {name} against {name2}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Assault {name} with {name2}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Infantry fire by {names}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Reclassify {name} as a suicide squad…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Place the 100-yard target area (3.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ski Troops (SNOW)</source>
        <translation>Skitruppen (SCHNEE)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SNOW: ski troops move at B speed in snow and are always in cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/movement.py" line="-61"/>
        <source>&amp;Movement</source>
        <translation>Be&amp;wegung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Mount Selected</source>
        <translation>Auswahl &amp;aufsitzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put the selected infantry on the selected vehicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Dismount Selected</source>
        <translation>Auswahl &amp;absitzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take the selected passengers off their vehicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close Combat Order</source>
        <translation>Reihenfolge im &amp;Nahkampf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who moves first among the selected units and the enemies close to them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Lay Minefield</source>
        <translation>Minenfeld &amp;legen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay a 100 × 50 yard minefield section (3.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll the &amp;Ice (Tundra)</source>
        <translation>Für das &amp;Eis würfeln (Tundra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TUNDRA: a d6 for each body of water whose ice has not been rolled for; 1-2 the ice holds vehicles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Move a counter by the rules: drag it; green is its allowance this turn, red beyond; Shift-release adds a waypoint (G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lay Minefield</source>
        <translation>Minenfeld legen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay a 100 × 50 yard minefield section with the Movement dock&apos;s mines, owner and kind; Q/E turn it (Shift+M)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Mount {names} on {names2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dismount {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dismount {names} here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Sequence of play: mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Put them down behind their vehicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Put them down at this point (within 100 yards of the vehicle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close combat order…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The slower moves first, in quarter-allowance segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The board shows the minefields known to {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The ice: {ice_summary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Select one vehicle and the infantry to mount on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Select a passenger, or a vehicle with passengers, to dismount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/report.py" line="-11"/>
        <location line="+47"/>
        <source>Export after-action report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-44"/>
        <source>HTML (a web page with pictures)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Markdown (text, for forums and wikis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The board as it stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The board at the start of turn {turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Reports (*.html *.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cannot write the report: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export After-Action Repor&amp;t…</source>
        <translation>Gefechts&amp;bericht exportieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The briefing, forces, losses, the turn-by-turn log and pictures of the board, as a web page or Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>After-action report written to {written}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/safety.py" line="+66"/>
        <source>This battle is open in another copy of More Fire!: this window does not autosave it</source>
        <translation>Dieses Gefecht ist in einer anderen Kopie von More Fire! offen: dieses Fenster speichert es nicht automatisch</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Autosave failed: {exc}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {exc}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{name} (in {folder}) from {when} is newer than the file</source>
        <translation>{name} (in {folder}) vom {when} ist neuer als die Datei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} from {when} was left</source>
        <translation>{name} vom {when} ist übrig</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recover battle</source>
        <translation>Gefecht wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More Fire! did not close properly last time. An autosave of {where}. Recover it?</source>
        <translation>More Fire! wurde letztes Mal nicht richtig beendet. Eine automatische Sicherung von {where}. Wiederherstellen?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The autosave cannot be read</source>
        <translation>Die automatische Sicherung lässt sich nicht lesen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Recovered the autosave of {name} from {when}</source>
        <translation>Die automatische Sicherung von {name} vom {when} wiederhergestellt</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/scenario.py" line="-25"/>
        <source>&amp;Battle</source>
        <translation>&amp;Gefecht</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New Ran&amp;dom Battle…</source>
        <translation>Neues &amp;Zufallsgefecht…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll a scenario (Tables I-VII, any of them set) and lay out its table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Briefing</source>
        <translation>&amp;Einsatzbefehl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The scenario: forces, weather, terrain, mission, deployment and victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Placement Complete…</source>
        <translation>&amp;Aufstellung abgeschlossen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A table laid by hand: the defender chooses his base edge, and the victory point locations are marked on the pieces placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+51"/>
        <source>New random battle: {title}, {len} terrain pieces, {len2} victory point locations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/shell.py" line="-142"/>
        <source>&amp;Export Board…</source>
        <translation>Spielfeld e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save the board as a PNG, SVG or PDF: the whole table or what the window shows, with or without grid, legend and title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Print the table plan: on one sheet, or at real size over several sheets to lay the real table out from</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+/</source>
        <translation type="unfinished"></translation>
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
        <location line="+56"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cannot export to {path}:
{exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported the board to {out}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Saved the table plan to {pdf_path} ({pages} pages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Print preview — {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Printed the table plan ({pages} pages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot print the table plan:
{exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Line-of-sight settings</source>
        <translation>Sichtlinien-Einstellungen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your first battle</source>
        <translation>Ihr erstes Gefecht</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/turns.py" line="+46"/>
        <source>T&amp;urn</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;End Battle / Score…</source>
        <translation>Gefecht &amp;beenden / werten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score the battle by its mission&apos;s victory conditions (the scenario system)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rep&amp;lay…</source>
        <translation>&amp;Wiederholung…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step through the battle&apos;s actions on a board of its own, each explained; the battle is not changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+87"/>
        <source>{tip}
{why} (the battle keeps to the sequence of play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+175"/>
        <source>End battle</source>
        <translation>Gefecht beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scoring a battle needs the scenario system&apos;s victory dialog (morefire_gui.gui.dialogs.victory), which is not installed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The battle ends in turn {turn}, after {clock} of battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/main_window.py" line="-336"/>
        <source>More Fire! battles (*.mfb.yaml *.yaml *.yml);;All files (*)</source>
        <translation>More-Fire!-Gefechte (*.mfb.yaml *.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More Fire! battles (*.mfb.yaml);;YAML files (*.yaml *.yml);;All files (*)</source>
        <translation>More-Fire!-Gefechte (*.mfb.yaml);;YAML-Dateien (*.yaml *.yml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Board</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table with its terrain and counters</source>
        <translation>Der Tisch mit seinem Gelände und seinen Spielsteinen</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+11"/>
        <source>Refused: {refusal}</source>
        <translation>Abgelehnt: {refusal}</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Edit {value} {value2}</source>
        <translation>{value} {value2} bearbeiten</translation>
    </message>
    <message>
        <location line="+20"/>
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
        <translation>Das Gefecht schließen (nach der Frage, ob es gespeichert werden soll): an seiner Stelle öffnet sich das Demo-Gefecht, oder das Fenster schließt sich, wenn ein anderes Fenster offen ist</translation>
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
        <location line="+10"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back the last change to the battle</source>
        <translation>Die letzte Änderung am Gefecht zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make the change taken back again</source>
        <translation>Die zurückgenommene Änderung wiederherstellen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete the selected counters or terrain pieces</source>
        <translation>Die gewählten Spielsteine oder Geländestücke löschen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit Table</source>
        <translation>Ganzen &amp;Tisch zeigen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the whole table</source>
        <translation>Den ganzen Tisch zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+5"/>
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
        <location line="+4"/>
        <source>&amp;Advanced Line of Sight (Elevation)</source>
        <translation>&amp;Erweiterte Sichtlinie (Höhen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hills&apos; levels and terrain heights decide what blocks (rule 2.1, advanced option)</source>
        <translation>Hügelstufen und Geländehöhen entscheiden, was die Sicht versperrt (Regel 2.1, erweiterte Option)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Advanced &amp;Game (the Rules&apos; Options)</source>
        <translation>Erweiterte Re&amp;geln (Optionen der Regeln)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play by the rules&apos; advanced options: a spot per firer, lost with its line of sight (2.1), the angle of fire by sectors (2.3), the suspension damage table, the barrage&apos;s error modifiers</source>
        <translation>Nach den erweiterten Optionen der Regeln spielen: eine Sichtung je Schütze, verloren mit ihrer Sichtlinie (2.1), der Feuerwinkel nach Sektoren (2.3), die Fahrwerksschadenstabelle, die Fehlermodifikatoren des Sperrfeuers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Campaign Battle (Damage X, T, E)</source>
        <translation>&amp;Kampagnengefecht (Schaden X, T, E)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A battle of a campaign: hits read the campaign damage table and a vehicle damaged by mines is immobilized with an E (rules 2.6, 3.6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep to the &amp;Sequence of Play</source>
        <translation>&amp;Spielablauf einhalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take each action only in its step of the sequence of play, by a unit that may act then; off: any action at any time (for players at a real table who only want the app&apos;s answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ru&amp;les</source>
        <translation>Rege&amp;ln</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+10"/>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Scale {scale_label}</source>
        <translation>Maßstab {scale_label}</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Save the changes to “{title}” first?</source>
        <translation>Die Änderungen an „{title}“ zuerst speichern?</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>New battle: {width:g} x {depth:g} {unit}</source>
        <translation>Neues Gefecht: {width:g} x {depth:g} {unit}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Closed the battle: the demo battle is open</source>
        <translation>Gefecht geschlossen: das Demo-Gefecht ist offen</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <location line="+32"/>
        <source>Save battle as</source>
        <translation>Gefecht speichern unter</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot save {name}</source>
        <translation>{name} lässt sich nicht speichern</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Advanced line of sight </source>
        <translation>Erweiterte Sichtlinie </translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+10"/>
        <location line="+8"/>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+10"/>
        <location line="+8"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Advanced game </source>
        <translation>Erweiterte Regeln </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Campaign battle </source>
        <translation>Kampagnengefecht </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>x {x:.1f} {unit}, y {y:.1f} {unit}  ({to_yards:.0f}, {to_yards2:.0f} yd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom {percent:.0f}%</source>
        <translation>Zoom {percent:.0f} %</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/preferences.py" line="-17"/>
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
        <location line="+18"/>
        <source>Players roll physical dice and type the faces in</source>
        <translation>Die Spieler würfeln mit echten Würfeln und tippen die Augen ein</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/style.py" line="-3"/>
        <source>Woods</source>
        <translation>Wald</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rough</source>
        <translation>Unwegsam</translation>
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
        <location line="+1"/>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Minefield</source>
        <translation>Minenfeld</translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/board/range_rings.py" line="+31"/>
        <source>RangeRings</source>
        <comment>≤{yards} yd: hit {hit}%, pen {pen}</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>RangeRings</source>
        <comment>{weapon} fire (FIR) max {yards} yd</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RangeRings</source>
        <comment>{weapon} max {yards} yd (4.41)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../morefire_gui/gui/features/range_rings.py" line="+29"/>
        <source>Range &amp;Rings</source>
        <translation>Reichweiten&amp;ringe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the selected counters&apos; range bands: direct-fire hit % and penetration (2.2), infantry fire&apos;s maximum range (3.5), a mortar&apos;s maximum range (4.41) (R)</source>
        <translation type="unfinished"></translation>
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
        <location filename="../../morefire_gui/gui/error_report.py" line="-36"/>
        <source>could not be opened: the app met an error it did not expect ({error}). The battle open is kept; the details are in the log, {log}</source>
        <translation>lässt sich nicht öffnen: Die App ist auf einen unerwarteten Fehler gestoßen ({error}). Das offene Gefecht bleibt; die Einzelheiten stehen im Protokoll, {log}</translation>
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
        <location line="+5"/>
        <source>%1, up to %3 yd</source>
        <translation>%1, bis %3 yd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: cut at %2 yd by %3</source>
        <translation>%1: bei %2 yd unterbrochen durch %3</translation>
    </message>
</context>
<context>
    <name>ProfileChart</name>
    <message>
        <location line="-57"/>
        <source>%1 yd</source>
        <translation>%1 yd</translation>
    </message>
</context>
<context>
    <name>TableImageDialog</name>
    <message>
        <location filename="../../morefire_gui/gui/dialogs/table_image.py" line="+111"/>
        <location line="+83"/>
        <source>Table Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-75"/>
        <source>A PNG or JPEG photo or map of your table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two points and the real distance between them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table&apos;s four corners (a photo taken at an angle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Distance between the points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Image&apos;s top-left corner on the table (x, y)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Set Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take Away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Cannot read the image: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Choose a PNG or JPEG photo or map of your table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click point %1 of 2 on the image: two points whose real distance apart you know (say, two corners of one table edge).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>north-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>north-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>south-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>south-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click the table&apos;s %1 corner on the image (%2 of 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set Image lays it under the terrain; the terrain tools trace over it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
