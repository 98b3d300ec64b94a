"""A text that names a menu of the window names it with one arrow, "→", in English and German alike: a refusal of the
session ("Players → Hand Over gives Axis the table", "Rules → Keep to the Sequence of Play", "Edit → Undo") as the
window's own words do. The arrow of a table's row ("row 7 -> 15%") is not a menu's and stays as the log keeps it."""

from __future__ import annotations

import re
from pathlib import Path

from morefire_gui.session.at_table import ACTS_FOR_ITSELF, ACTS_WITH_ITS_OWN

TRANSLATIONS = Path(__file__).parents[2] / "resources" / "translations"
# A menu's name, the ASCII arrow, an entry's: "Players -> Hand Over", "Spieler -&gt; Übergeben".
MENU_WITH_ASCII_ARROW = re.compile(r"\b[A-ZÄÖÜ][\w ]*? -(?:>|&gt;) [A-ZÄÖÜ]")


def test_no_text_names_a_menu_with_an_ascii_arrow() -> None:
    for name in ("morefire_en.ts", "morefire_de.ts"):
        text = (TRANSLATIONS / name).read_text(encoding="utf-8")
        said = re.findall(r"<(?:source|translation|numerusform)>([^<]*)</", text)
        assert said, name
        wrong = [s for s in said if MENU_WITH_ASCII_ARROW.search(s)]
        assert wrong == [], (name, wrong[:5])


def test_the_refusals_of_the_hand_name_the_menu_with_the_arrow() -> None:
    for refusal in (ACTS_WITH_ITS_OWN, ACTS_FOR_ITSELF):
        assert "(Players → Hand Over gives {side} the table)" in refusal
