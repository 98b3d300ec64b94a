"""The FIR chart's row read for a target and its FIR (3.5) in German, as the Infantry Fire dialog and the Log dock say
it; a battle's log written before ("row 4-6, column Rifle squad (Allies) FIR 5") still reads in German."""

from __future__ import annotations

from morefire_gui.gui.said import said
from morefire_gui.io.resources import rule_tables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from tests.gui.test_said import german  # noqa: F401 # the German fixture


def test_the_fir_chart_row_with_its_target_and_fir_in_german(german) -> None:  # type: ignore[no-untyped-def]
    chart = rule_tables().infantry
    rifles = QT_TRANSLATE_NOOP("Rules", "{kind} ({side})").format(kind="Rifle squad", side="Allies")
    assert said(chart.fir_step(7, rifles).text()) == (
        "FIR-Tabelle (Regel 3.5): Zeile 7-8 für Schützengruppe (Alliierte) bei FIR 7 -> 15\u00a0% niedergehalten"
    )
    assert said(chart.fir_step(-2, rifles).text()) == (
        "FIR-Tabelle (Regel 3.5): Zeile unter 1 für Schützengruppe (Alliierte) bei FIR -2 -> ohne Wirkung"
    )
    assert said(chart.fir_step(23).text()) == (
        "FIR-Tabelle (Regel 3.5): Zeile 20 bei FIR 23 (über 20: die letzte Zeile) -> 50\u00a0% ausgeschaltet"
    )


def test_a_fir_chart_step_of_an_older_log_still_reads_in_german(german) -> None:  # type: ignore[no-untyped-def]
    assert said("FIR chart (rule 3.5): row 4-6, column Rifle squad (Allies) FIR 5 -> 10% suppressed") == (
        "FIR-Tabelle (Regel 3.5): Zeile 4-6, Spalte Schützengruppe (Alliierte) FIR 5 -> 10\u00a0% niedergehalten"
    )
