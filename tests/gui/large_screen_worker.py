"""Run by tests/gui/test_large_screen.py in a process of its own, on an offscreen screen of a given size (Qt takes the
screen when the application starts), in a given language: opens the main window on the demo battle as a first start
does and prints, as JSON, what the player sees of its layout: whether it is maximised, its size, the docks' and the
board's widths, the Next button's texts that would be cut at some step, and the roster's cells that are cut or
wrapped."""

from __future__ import annotations

import sys
from pathlib import Path


def main() -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from morefire_gui.gui.features.turns import TurnsFeature
    from tests.gui.screen_fit_worker import first_start, reported

    _app, window = first_start(sys.argv[1])
    phase = window.feature(TurnsFeature).dock
    button = phase.next_button
    places = window.session.tables.sequence.places()
    cut_next = []
    for text in [phase._next_text(p, None) for p in places] + [phase._next_text(places[0], 10)]:
        button.setText(text)
        if button.shown_text() != text:
            cut_next.append(f"{text!r} shown as {button.shown_text()!r}")
    tree = window.roster.tree
    delegate = tree.itemDelegate()
    line = tree.fontMetrics().height()
    cut_roster = []
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        for j in range(top.childCount()):
            row = top.child(j)
            for column in range(3):
                shown = delegate.shown_text(tree.indexFromItem(row, column))  # type: ignore[attr-defined]
                if shown != row.text(column) or tree.visualItemRect(row).height() > 1.5 * line:
                    cut_roster.append(f"{row.text(column)!r} shown as {shown!r}")
    out = {
        "available": [window.screen().availableGeometry().width(), window.screen().availableGeometry().height()],
        "maximised": window.isMaximized(),
        "window": [window.width(), window.height()],
        "left": phase.width(),
        "roster": window.roster.width(),
        "right": window.details.width(),
        "board": window.view.width(),
        "cut_next": cut_next,
        "cut_roster": cut_roster,
    }
    return reported(window, out)


if __name__ == "__main__":
    sys.exit(main())
