"""Dice in the window: the app's seeded dice, or physical dice typed in (a setting, toggled at any time), and
a histogram of every face rolled per side, from the battle log."""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Mapping

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout

from morefire_gui.gui.features import Feature, FeatureHost
from morefire_gui.gui.i18n import QT_TR_NOOP, tr
from morefire_gui.gui.preferences import DiceMode, load_dice_mode, save_dice_mode
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.side_words import said_side
from morefire_gui.rules.dice import Die
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.visibility import View


def dice_histogram(session: BattleSession, view: View | None = None) -> dict[str, dict[str, Counter[int]]]:
    """side -> die -> face -> count, over every roll in the battle log that ``view``'s side may read (the Log dock's
    entries): another side's secret entries (its artillery, its hidden positions' rolls) are not counted, as how many
    it rolled would tell what it did in secret. None: the umpire's view, every roll."""
    out: dict[str, dict[str, Counter[int]]] = {}
    for entry in session.battle.log:
        if view is not None and not view.shows_entry(entry):
            continue
        side = entry.side or tr("either side")
        for roll in entry.rolls():
            out.setdefault(side, {}).setdefault(roll.die, Counter())[roll.face] += 1
    return out


def histogram_html(histogram: dict[str, dict[str, Counter[int]]], side_names: Mapping[str, str] | None = None) -> str:
    """The histogram, a heading per side: its name as the window says it (``side_names`` by id), else as keyed."""
    if not histogram:
        return "<p><i>" + tr("No dice have been rolled in this battle yet.") + "</i></p>"
    parts = []
    for side, dice in sorted(histogram.items()):
        parts.append(f"<h3>{html.escape((side_names or {}).get(side, side))}</h3>")
        for die, faces in sorted(dice.items(), key=lambda kv: int(kv[0][1:])):
            sides = int(die[1:])
            total = sum(faces.values())
            mean = sum(f * n for f, n in faces.items()) / total
            rolls = tr("{die}: %n roll(s), average {mean:.1f} (expected {expected:.1f})", None, total)
            parts.append("<p>" + rolls.format(die=f"<b>{die}</b>", mean=mean, expected=(sides + 1) / 2) + "</p><table>")
            if sides <= 10:
                most = max(faces.values())
                for face in range(1, sides + 1):
                    n = faces.get(face, 0)
                    label = "0" if (sides == 10 and face == 10) else str(face)
                    bar = "█" * round(20 * n / most) if most else ""
                    parts.append(f"<tr><td align='right'>{label}</td><td><tt>{bar}</tt> {n}</td></tr>")
            else:
                for low in range(1, 101, 10):
                    n = sum(c for f, c in faces.items() if low <= f < low + 10)
                    parts.append(
                        f"<tr><td align='right'>{low:02d}–{low + 9 if low < 91 else '00'}</td>"
                        f"<td><tt>{'█' * n}</tt> {n}</td></tr>"
                    )
            parts.append("</table>")
    return "".join(parts)


class DiceFeature(Feature):
    menu_title = QT_TR_NOOP("&Dice")

    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        self.physical = QAction(tr("Roll &Physical Dice"), self.widget)
        self.physical.setCheckable(True)
        self.physical.setToolTip(tr("Every roll asks for the face you rolled on your own dice"))
        self.physical.setChecked(load_dice_mode() is DiceMode.PHYSICAL)
        self.physical.toggled.connect(self._on_physical_toggled)
        self.histogram = QAction(tr("Dice &Histogram…"), self.widget)
        self.histogram.setToolTip(tr("Every face rolled in this battle, per side"))
        self.histogram.triggered.connect(self.show_histogram)

    def menu_actions(self) -> list[QAction]:
        return [self.physical, self.histogram]

    def session_attached(self, session: BattleSession) -> None:
        self._apply(session)

    def _apply(self, session: BattleSession) -> None:
        if self.physical.isChecked():
            session.use_physical_dice(self.ask_face)
        elif session.physical_dice:
            session.use_app_dice()

    def ask_face(self, die: Die, purpose: str) -> int:
        from morefire_gui.gui.dialogs.dice import DiceDialog

        return DiceDialog.ask(die, purpose, self.widget)

    def preferences_changed(self) -> None:
        """Preferences may have chosen the other dice: the menu's check follows (and the session with it)."""
        self.physical.setChecked(load_dice_mode() is DiceMode.PHYSICAL)

    def _on_physical_toggled(self, checked: bool) -> None:
        save_dice_mode(DiceMode.PHYSICAL if checked else DiceMode.APP)
        self._apply(self.window.session)
        self.window.message(
            tr("Physical dice: every roll asks for your face")
            if checked
            else tr("The app rolls the dice (seeded, recorded in the battle)"),
            log=True,
        )

    def show_histogram(self) -> QDialog:
        dialog = QDialog(self.widget)
        dialog.setWindowTitle(tr("Dice rolled in this battle"))
        view = QTextBrowser()
        battle = self.window.session.battle
        view.setHtml(
            histogram_html(
                dice_histogram(self.window.session, self.window.view_filter),
                {s.id: said_side(battle, s.id) for s in battle.sides},
            )
        )
        QVBoxLayout(dialog).addWidget(view)
        fit_to_screen(dialog, 420, 560)
        dialog.show()
        return dialog
