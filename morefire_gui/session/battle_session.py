"""The open battle: its file, catalogue and tables, its geometry, and the edits made to it.

Views subscribe with :meth:`BattleSession.subscribe` and repaint what a :class:`Change` names; they never
change the battle themselves, they ask the session to apply an edit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from morefire_gui.errors import MoreFireError, UsageError
from morefire_gui.geometry.battle_geometry import BattleGeometry
from morefire_gui.io.battle_file import load_battle, save_battle
from morefire_gui.io.resources import bundled_catalogue, rule_tables
from morefire_gui.model.battle import Battle, Side
from morefire_gui.model.log import LogEntry, LoggedLanding, logged_step
from morefire_gui.model.terms import Edge
from morefire_gui.rules.catalogue.entries import Catalogue
from morefire_gui.rules.dice import BattleDice, Dice, Die, HandDice, PreviewDice, SeededDice
from morefire_gui.rules.explain import Step
from morefire_gui.rules.tables import RuleTables
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.edits import Aspect, Change, Edit

if TYPE_CHECKING:
    from morefire_gui.model.actions import Action
    from morefire_gui.session.resolution import Committed, LogDraft, Resolution
    from morefire_gui.session.scenario import RandomBattle
    from morefire_gui.session.visibility import View

Listener = Callable[[list[Change]], None]


class BattleSession:
    def __init__(
        self,
        battle: Battle,
        path: Path | None = None,
        catalogue: Catalogue | None = None,
        tables: RuleTables | None = None,
    ) -> None:
        self.battle = battle
        self.path = Path(path) if path is not None else None
        self.catalogue = catalogue if catalogue is not None else bundled_catalogue()
        self.tables = tables if tables is not None else rule_tables()
        from morefire_gui.session.visibility import not_landed_units

        # ISLAND A: a wave not landed is at sea, where no rule reaches it (nor, through its being reached, tells the
        # other side that it is there).
        self.geometry = BattleGeometry(battle, self.catalogue, self.tables, not_landed_units)
        self._listeners: list[Listener] = []
        self.unsaved_log = False  # log entries recorded since the last save
        self.dice: Dice = self.app_dice()  # every face is logged with its use
        # A side's seen battle (``battle.seen_by``: made by seen_by, or read from a file a remote side was handed):
        # the view its board is drawn in, its markers as markers.
        self.seen_as: View | None = None
        if battle.seen_by is not None:
            from morefire_gui.session.visibility import view_of

            self.seen_as = view_of(battle, battle.seen_by)

    # -- opening and saving ---------------------------------------------------------------------------
    @classmethod
    def open(
        cls,
        path: Path,
        catalogue: Catalogue | None = None,
        tables: RuleTables | None = None,
        max_values: int | None = None,
    ) -> BattleSession:
        """The battle at ``path``, read within the reader's budget of values or ``max_values`` (an autosave's)."""
        catalogue = catalogue if catalogue is not None else bundled_catalogue()
        tables = tables if tables is not None else rule_tables()
        return cls(load_battle(Path(path), catalogue, tables, max_values), path, catalogue, tables)

    @classmethod
    def new(
        cls,
        width: float,
        depth: float,
        unit: str,
        scale: str | dict[str, float],
        title: str = "New battle",
        sides: list[Side] | None = None,
        catalogue: Catalogue | None = None,
        tables: RuleTables | None = None,
    ) -> BattleSession:
        """A new battle on an empty table. It keeps to the sequence of play (Rules → Keep to the Sequence of Play
        frees it); with no record yet, that is its starting position, not an action."""
        sides = sides or [
            Side(id="axis", nation="germany", edge=Edge.NORTH),
            Side(id="allies", nation="ussr", edge=Edge.SOUTH),
        ]
        battle = Battle.model_validate(
            {
                "title": title,
                "table": {"width": width, "depth": depth, "unit": unit},
                "scale": scale,
                "sides": sides,
                "settings": {"sequence": "strict"},
            }
        )
        return cls(battle, None, catalogue, tables)

    @classmethod
    def from_scenario(cls, made: RandomBattle, catalogue: Catalogue, tables: RuleTables) -> BattleSession:
        """The session of a battle the scenario system built, its log holding the scenario's rolls (Tables I-VII), and
        the battle's own dice going on past them, as after reopening it: File -> New Random Battle and ``morefire
        scenario --create`` make the same battle."""
        session = cls(made.battle, None, catalogue, tables)
        scenario = made.scenario
        session.record(
            "scenario",
            QT_TRANSLATE_NOOP("Rules", "Scenario: {title}").format(title=scenario.title),
            QT_TRANSLATE_NOOP(
                "Rules", "Attacker: {side}; {mission}, {attacker}:{defender}; {terrain}; seed {seed}"
            ).format(
                side=scenario.attacker.value.capitalize(),
                mission=scenario.mission.label,
                attacker=scenario.ratio[0],
                defender=scenario.ratio[1],
                terrain=scenario.terrain.label,
                seed=made.seed,
            ),
            scenario.steps,
        )
        session.use_app_dice()
        return session

    def save(self, path: Path | None = None) -> Path:
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("no file to save to")
        save_battle(self.battle, target)
        self.path = target
        self.unsaved_log = False
        return target

    def use_catalogue(self, catalogue: Catalogue) -> None:
        """Play on with another catalogue (the player's own file merged over the bundled one, read again). Every
        unit type the battle uses must be in it: otherwise :class:`UsageError` names the missing ones and the
        session keeps its catalogue. The views repaint every counter (footprints may have changed)."""
        used = {u.type for u in self.battle.units} | {a.type for a in self.battle.aircraft}
        missing = sorted(t for t in used if t not in catalogue)
        if missing:
            raise UsageError(
                QT_TRANSLATE_NOOP(
                    "Rules", "the battle uses {types}, which the catalogue does not have; the catalogue in use is kept"
                ).format(types=", ".join(missing))
            )
        self.catalogue = catalogue
        self.geometry.catalogue = catalogue
        self._changed([Change(Aspect.UNITS, tuple(u.id for u in self.battle.units))])

    def seen_by(self, view: View | None) -> BattleSession:
        """The battle as ``view``'s side may hold it (session/visibility.py's ``seen_battle``), in a session of its
        own with no file: what exports, printing, snapshots and the report draw in that view, and what a remote
        side's client would be handed. The umpire's view (or None), or a session already seen by that side: this
        session."""
        from morefire_gui.session.visibility import seen_battle

        if view is None or view.side is None or (self.seen_as is not None and self.seen_as.side == view.side):
            return self
        # Its seen_as (from the battle's seen_by): its markers are drawn as markers, and picked as them.
        return BattleSession(seen_battle(self.battle, view), None, self.catalogue, self.tables)

    # -- edits ----------------------------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def apply(self, edit: Edit) -> None:
        self._changed(edit.apply(self.battle))

    def revert(self, edit: Edit) -> None:
        self._changed(edit.revert(self.battle))

    # -- dice --------------------------------------------------------------------------------------------
    def app_dice(self) -> BattleDice:
        """The app's dice: seeded from the battle file (a seed is chosen and kept there the first time), and
        moved on past every roll the log already holds, so that a saved battle goes on with the same sequence."""
        if self.battle.dice_seed is None:
            self.battle.dice_seed = SeededDice().seed
        skip: list[Die] = []
        for entry in self.battle.log:
            for roll in entry.rolls():
                if not roll.by_hand:
                    try:
                        skip.append(Die.parse(roll.die))
                    except MoreFireError:
                        continue
        return BattleDice(self.battle.dice_seed, skip)

    def use_physical_dice(self, ask: Callable[[Die, str], int]) -> None:
        """Every roll asks the players for the face (checked against the die, logged as rolled by hand)."""
        self.dice = HandDice(ask)

    def use_app_dice(self) -> None:
        self.dice = self.app_dice()

    @property
    def physical_dice(self) -> bool:
        return isinstance(self.dice, HandDice)

    # -- actions --------------------------------------------------------------------------------------------------
    def perform(self, action: Action, dice: Dice | None = None) -> Resolution:
        """Check an action against the battle and the sequence of play and resolve it (with ``dice``, else the
        session's), applying nothing: see :mod:`morefire_gui.session.perform`."""
        from morefire_gui.session.perform import perform

        return perform(self, action, dice)

    def preview(self, action: Action) -> Resolution:
        """What performing an action would decide, with :class:`PreviewDice` (nothing rolled on the battle's dice,
        nothing applied): whether it is refused and why, for a dialog to say before its button is pressed."""
        return self.perform(action, PreviewDice())

    def commit(self, resolution: Resolution) -> Committed | None:
        """Apply a resolution as one step, with the action's record and its log entries (None: it was refused)."""
        from morefire_gui.session.perform import commit

        return commit(self, resolution)

    # -- the battle log --------------------------------------------------------------------------------------------
    def record(
        self,
        kind: str,
        title: str,
        summary: str = "",
        steps: Sequence[Step] = (),
        side: str | None = None,
        turn: int | None = None,
        phase: str | None = None,
        secret: bool = False,
        actors: Sequence[str] = (),
        targets: Sequence[str] = (),
        landing: LoggedLanding | None = None,
    ) -> LogEntry:
        """Append to the battle log. Not an edit: undo never removes a roll. ``turn`` and ``phase`` default to the
        battle's turn and step of the sequence of play; ``secret``: only ``side`` sees it in a side's view (hot seat).
        An entry of a battle played free of the sequence of play says so, and one written before play began says it
        is the set-up's (session/log_headings.py). Actions write theirs through
        :meth:`commit`; this is for what happens outside a battle's play (a new battle's scenario rolls)."""
        from morefire_gui.session.log_headings import written_in_set_up

        turn = self.battle.turn if turn is None else turn
        phase = (self.battle.step or self.tables.sequence.first.id) if phase is None else phase
        entry = LogEntry(
            seq=len(self.battle.log) + 1,
            at=datetime.now(UTC).isoformat(timespec="seconds"),
            kind=kind,
            title=title,
            summary=summary,
            turn=turn,
            phase=phase,
            side=side,
            secret=True if secret else None,
            steps=tuple(logged_step(s) for s in steps),
            actors=tuple(actors),
            targets=tuple(targets),
            free=None if self.battle.strict else True,
            # Written before play began, in the turn the battle is in (one given a later turn is that turn's).
            set_up=True if turn == self.battle.turn and written_in_set_up(self.battle) else None,
            landing=landing,
        )
        self.battle.log.append(entry)
        self.unsaved_log = True
        self._changed([Change(Aspect.LOG, (str(entry.seq),))])
        return entry

    def record_draft(self, draft: LogDraft, place: tuple[int, str] | None = None) -> LogEntry:
        """Write an action's log entry; its turn and phase default to ``place`` (where the action was taken)."""
        turn, phase = place if place is not None else (None, None)
        return self.record(
            draft.kind,
            draft.title,
            draft.summary,
            draft.steps,
            side=draft.side,
            turn=draft.turn if draft.turn is not None else turn,
            phase=draft.phase if draft.phase is not None else phase,
            secret=draft.secret,
            actors=draft.actors,
            targets=draft.targets,
            landing=draft.landing,
        )

    def notify(self, changes: list[Change]) -> None:
        """Tell the views what changed (after an edit applied outside :meth:`apply`, as a commit does)."""
        self._changed(changes)

    def _changed(self, changes: list[Change]) -> None:
        for change in changes:
            if change.aspect is Aspect.TERRAIN:
                self.geometry.terrain_changed()
            elif change.aspect is Aspect.UNITS:
                self.geometry.units_changed(list(change.ids))
            elif change.aspect is Aspect.BATTLE:
                self.geometry.scale_changed()
        for listener in list(self._listeners):
            listener(changes)
