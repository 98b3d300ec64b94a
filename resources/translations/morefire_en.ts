<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../../morefire_gui/gui/dialogs/airstrike.py" line="+456"/>
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
        <location filename="../../morefire_gui/gui/dialogs/barrage.py" line="+601"/>
        <location filename="../../morefire_gui/gui/dialogs/mission_barrage.py" line="+112"/>
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
</context>
</TS>
