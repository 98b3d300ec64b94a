<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/dialogs/airstrike.py" line="+399"/>
        <source>%n run(s) flown</source>
        <translation>
            <numerusform>%n run flown</numerusform>
            <numerusform>%n runs flown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>%n unit(s) under the run</source>
        <translation>
            <numerusform>%n unit under the run</numerusform>
            <numerusform>%n units under the run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n anti-aircraft weapon(s) can fire</source>
        <translation>
            <numerusform>%n anti-aircraft weapon can fire</numerusform>
            <numerusform>%n anti-aircraft weapons can fire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+602"/>
        <location filename="../../morefire_gui/gui/dialogs/mission_barrage.py" line="+109"/>
        <source>Damage zone: {yards} yd across ({pattern}, %n gun(s), {column}) (4.5).</source>
        <translation>
            <numerusform>Damage zone: {yards} yd across ({pattern}, %n gun, {column}) (4.5).</numerusform>
            <numerusform>Damage zone: {yards} yd across ({pattern}, %n guns, {column}) (4.5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>A new fire mission (order A) lands %n turn(s) after it is called (4.2, row “{row}”).</source>
        <translation>
            <numerusform>A new fire mission (order A) lands %n turn after it is called (4.2, row “{row}”).</numerusform>
            <numerusform>A new fire mission (order A) lands %n turns after it is called (4.2, row “{row}”).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/docks/phase.py" line="+871"/>
        <source>&lt;b&gt;At the table: {side}&lt;/b&gt;, with %n battery(ies) still to act in this step.</source>
        <translation>
            <numerusform>&lt;b&gt;At the table: {side}&lt;/b&gt;, with %n battery still to act in this step.</numerusform>
            <numerusform>&lt;b&gt;At the table: {side}&lt;/b&gt;, with %n batteries still to act in this step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — {done} of the %n battery(ies) of {side} done</source>
        <translation>
            <numerusform>&lt;b&gt;Who may act&lt;/b&gt; — {done} of the %n battery of {side} done</numerusform>
            <numerusform>&lt;b&gt;Who may act&lt;/b&gt; — {done} of the %n batteries of {side} done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — {done} of %n battery(ies) done</source>
        <translation>
            <numerusform>&lt;b&gt;Who may act&lt;/b&gt; — {done} of %n battery done</numerusform>
            <numerusform>&lt;b&gt;Who may act&lt;/b&gt; — {done} of %n batteries done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — {done} of the %n aircraft of {side} done</source>
        <translation>
            <numerusform>&lt;b&gt;Who may act&lt;/b&gt; — {done} of the %n aircraft of {side} done</numerusform>
            <numerusform>&lt;b&gt;Who may act&lt;/b&gt; — {done} of the %n aircraft of {side} done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — {done} of %n aircraft done</source>
        <translation>
            <numerusform>&lt;b&gt;Who may act&lt;/b&gt; — {done} of %n aircraft done</numerusform>
            <numerusform>&lt;b&gt;Who may act&lt;/b&gt; — {done} of %n aircraft done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — {done} of the %n unit(s) of {side} done</source>
        <translation>
            <numerusform>&lt;b&gt;Who may act&lt;/b&gt; — {done} of the %n unit of {side} done</numerusform>
            <numerusform>&lt;b&gt;Who may act&lt;/b&gt; — {done} of the %n units of {side} done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>&lt;b&gt;Who may act&lt;/b&gt; — {done} of %n unit(s) done</source>
        <translation>
            <numerusform>&lt;b&gt;Who may act&lt;/b&gt; — {done} of %n unit done</numerusform>
            <numerusform>&lt;b&gt;Who may act&lt;/b&gt; — {done} of %n units done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/dialogs/catalogue_browser.py" line="+80"/>
        <source>%n infantry counter(s)</source>
        <translation>
            <numerusform>%n infantry counter</numerusform>
            <numerusform>%n infantry counters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>%n barrel(s)</source>
        <translation>
            <numerusform>%n barrel</numerusform>
            <numerusform>%n barrels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+226"/>
        <source>{shown} of %n entries</source>
        <translation>
            <numerusform>{shown} of %n entry</numerusform>
            <numerusform>{shown} of %n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/dialogs/direct_fire.py" line="+958"/>
        <source>immobile for %n turn(s)</source>
        <translation>
            <numerusform>immobile for %n turn</numerusform>
            <numerusform>immobile for %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/dialogs/random_battle.py" line="+538"/>
        <source>%n face(s) typed, but the scenario rolled {rolled}: {left} left over</source>
        <translation>
            <numerusform>%n face typed, but the scenario rolled {rolled}: {left} left over</numerusform>
            <numerusform>%n faces typed, but the scenario rolled {rolled}: {left} left over</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/dialogs/side_force_panel.py" line="+293"/>
        <source>JUNGLE allows up to %n fake marker(s): at most one third of the markers are fake, half as many as the actual positions (rounded up); fewer, or none, will do</source>
        <translation>
            <numerusform>JUNGLE allows up to %n fake marker: at most one third of the markers are fake, half as many as the actual positions (rounded up); fewer, or none, will do</numerusform>
            <numerusform>JUNGLE allows up to %n fake markers: at most one third of the markers are fake, half as many as the actual positions (rounded up); fewer, or none, will do</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>The scenario gives %n fake marker(s): one third of the markers are fake, half as many as the actual positions (rounded up)</source>
        <translation>
            <numerusform>The scenario gives %n fake marker: one third of the markers are fake, half as many as the actual positions (rounded up)</numerusform>
            <numerusform>The scenario gives %n fake markers: one third of the markers are fake, half as many as the actual positions (rounded up)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/features/forces.py" line="+168"/>
        <source>Catalogue: %n entry(ies)</source>
        <translation>
            <numerusform>Catalogue: %n entry</numerusform>
            <numerusform>Catalogue: %n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/features/scenario.py" line="+137"/>
        <source>%n terrain piece(s)</source>
        <translation>
            <numerusform>%n terrain piece</numerusform>
            <numerusform>%n terrain pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n victory point location(s)</source>
        <translation>
            <numerusform>%n victory point location</numerusform>
            <numerusform>%n victory point locations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/board/tools/artillery.py" line="+180"/>
        <source>{caption}: %n unit(s)</source>
        <translation>
            <numerusform>{caption}: %n unit</numerusform>
            <numerusform>{caption}: %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/docks/artillery.py" line="+176"/>
        <source>{state} (%n turn(s))</source>
        <translation>
            <numerusform>{state} (%n turn)</numerusform>
            <numerusform>{state} (%n turns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/docks/roster.py" line="+199"/>
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/features/dice.py" line="+48"/>
        <source>{die}: %n roll(s), average {mean:.1f} (expected {expected:.1f})</source>
        <translation>
            <numerusform>{die}: %n roll, average {mean:.1f} (expected {expected:.1f})</numerusform>
            <numerusform>{die}: %n rolls, average {mean:.1f} (expected {expected:.1f})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/dialogs/battle_mission.py" line="+336"/>
        <location line="+8"/>
        <source>%n location(s) ticked</source>
        <translation>
            <numerusform>%n location ticked</numerusform>
            <numerusform>%n locations ticked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/window/opened_record.py" line="+125"/>
        <source>Nothing to undo further back: the %n action(s) the battle was opened with were still being replayed for Undo when the first action was taken in the window, and are not offered (File → Replay shows them)</source>
        <translation>
            <numerusform>Nothing to undo further back: the %n action the battle was opened with was still being replayed for Undo when the first action was taken in the window, and is not offered (File → Replay shows it)</numerusform>
            <numerusform>Nothing to undo further back: the %n actions the battle was opened with were still being replayed for Undo when the first action was taken in the window, and are not offered (File → Replay shows them)</numerusform>
        </translation>
    </message>
</context>
</TS>
