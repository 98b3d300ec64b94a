"""The app as a player runs it, for the crash tests: started the way ``morefire gui [BATTLE]`` starts it
(``gui.app.open_window``, which offers recovery), then played, saved or left running to be killed.

    python -m tests.reliability.play [--open BATTLE | --new] [--answer yes|no|discard] [--note TEXT]
                                     [--act wood|undo ...] [--save] [--save-as OUT] [--quit]

Every question the window asks is answered from the command line and printed (``asked: ...``), so nothing waits
for a click: the recovery question gets ``--answer`` (no answer: No), Save As gets ``--save-as``, a problem box is
printed. ``--note TEXT`` plays a step (a unit moved, a log entry) and prints ``autosaved PATH`` once the autosave is
on disk; ``--act`` makes changes that write no log entry (``wood``: a wood drawn, ``undo``: Edit > Undo,
``timer``: the autosave timer comes round; ``wait``: nothing, a player who has only made the battle) and prints
``acted`` once the window has taken them in; without ``--quit`` the window then waits, for the test to kill it. The caller points ``MOREFIRE_DATA_DIR``
and ``XDG_CONFIG_HOME`` at folders of its own.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox

from morefire_gui.gui.app import make_application, open_window
from morefire_gui.gui.dialogs.new_battle import NewBattleDialog, NewBattleSpec
from morefire_gui.gui.features import safety
from morefire_gui.gui.features.safety import SafetyFeature
from morefire_gui.model.actions.table import PlaceTerrain
from morefire_gui.model.battle import Side, TerrainPiece
from morefire_gui.model.terms import Edge, TerrainKind
from morefire_gui.rules.explain import NoteStep

WATCHDOG_MS = 120_000  # a child the test forgot is gone after two minutes

ANSWERS = {
    "yes": QMessageBox.StandardButton.Yes,
    "no": QMessageBox.StandardButton.No,
    "discard": QMessageBox.StandardButton.Discard,
}


def say(text: str) -> None:
    print(text, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--open", type=Path)
    parser.add_argument("--new", action="store_true", help="play a new battle, never saved")
    parser.add_argument("--answer", choices=sorted(ANSWERS))
    parser.add_argument("--note")
    parser.add_argument("--act", nargs="+", choices=["wood", "undo", "timer", "wait"], default=[])
    parser.add_argument("--save", action="store_true")
    parser.add_argument("--save-as", type=Path)
    parser.add_argument("--quit", action="store_true")
    args = parser.parse_args(argv)

    def question(parent, title, text, *rest, **kw):  # type: ignore[no-untyped-def]
        say(f"asked: {text}")
        return ANSWERS[args.answer] if args.answer else QMessageBox.StandardButton.No

    def save_as(parent, caption, suggested, *rest, **kw):  # type: ignore[no-untyped-def]
        say(f"save as asked: {suggested}")
        return (str(args.save_as) if args.save_as else "", "")

    QMessageBox.question = question  # type: ignore[method-assign]
    safety.ask_recovery = lambda parent, text: question(parent, "", text)  # the recovery question's own box
    QMessageBox.exec = lambda box: say(f"problem: {box.text()} {box.informativeText()}")  # type: ignore[method-assign]
    QFileDialog.getSaveFileName = save_as  # type: ignore[method-assign]
    NewBattleDialog.ask = classmethod(
        lambda cls, tables, parent=None: NewBattleSpec(  # type: ignore[method-assign]
            "Unsaved skirmish",
            48,
            48,
            "in",
            "1:50",
            [Side(id="axis", nation="germany", edge=Edge.NORTH), Side(id="allies", nation="ussr", edge=Edge.SOUTH)],
        )
    )

    app = make_application()
    window = open_window(args.open)  # as `morefire gui BATTLE` does; it offers recovery once the loop runs

    def play() -> None:
        if args.new:
            window.new_battle()
        say(f"session path: {window.session.path}")
        if args.note:
            battle = window.session.battle
            wood = TerrainPiece(
                id=battle.new_id("w"), kind=TerrainKind.WOODS, polygon=((1.0, 1.0), (4.0, 1.0), (4.0, 3.0), (1.0, 3.0))
            )
            window.act(PlaceTerrain(piece=wood))  # an undoable change, as a player makes
            window.session.record("note", args.note, steps=[NoteStep(args.note)])  # autosaved at once
            say(f"autosaved {window.feature(SafetyFeature).last_autosave}")
        for n, step in enumerate(args.act):
            if step == "wood":
                battle = window.session.battle
                corner = 6.0 + 4 * n
                wood = TerrainPiece(
                    id=battle.new_id("w"),
                    kind=TerrainKind.WOODS,
                    polygon=((corner, 1.0), (corner + 3, 1.0), (corner + 3, 3.0), (corner, 3.0)),
                )
                resolution = window.act(PlaceTerrain(piece=wood))  # as the terrain tool draws it: no log entry
                say(f"refused: {resolution.refusal}" if resolution.refused else f"drew {wood.id}")
            elif step == "wait":
                say("waited")
            elif step == "timer":
                say(f"timer autosaved {window.feature(SafetyFeature).autosave_now()}")  # as the timer does
            else:
                window.undo_stack.undo()
                say("undid")
        if args.act:
            QTimer.singleShot(100, lambda: say("acted"))  # a moment after: a kill as quick as a player can
        if args.save:
            say(f"saved: {window.save()} {window.session.path}")
        if args.quit:
            window.close()
            app.quit()

    def failed(kind, value, tb):  # type: ignore[no-untyped-def]
        sys.__excepthook__(kind, value, tb)
        os._exit(3)  # a traceback ends the run: the test sees it rather than waiting

    sys.excepthook = failed
    QTimer.singleShot(50, play)  # after the recovery offer open_window queued
    QTimer.singleShot(WATCHDOG_MS, lambda: os._exit(4))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
