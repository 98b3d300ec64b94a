"""A long game goes on in a new battle file (File → Continue in a New Battle…): the battle as it stands, its position,
with the log of the turn in play and one note that sums up what came before, and no record of actions to undo.

A battle's file holds its whole history, and the reader opens at most so many values (io/yaml_events.py): a long
game nears that size after some 3,000 shots, and past it can no longer be saved as it is (docs/reliability.md, "A
long game"). The turn's log is kept whole, so that what the sequence of play reads from it (who fired, spotted or
acted this turn) answers as before; the earlier turns stay in the file the game was last saved in. The dice are seeded
anew: the app's dice go on past the rolls the log holds, and those of the earlier turns are not in it.
"""

from __future__ import annotations

from morefire_gui.model.battle import Battle
from morefire_gui.rules.words import QT_TRANSLATE_NOOP
from morefire_gui.session.battle_session import BattleSession

__all__ = ["continued"]


def continued(session: BattleSession, source: str) -> BattleSession:
    """A new session (no file yet) of ``session``'s battle as it stands, going on from ``source`` (the file it was
    last saved in, or its title): the position, a note of what came before, the turn's log entries numbered on from
    it, and no record of actions (Undo starts again from here)."""
    battle = session.battle
    kept = [entry for entry in battle.log if entry.turn == battle.turn]
    earlier = len(battle.log) - len(kept)
    fresh = Battle.model_validate(
        {**battle.model_dump(exclude={"log", "actions", "start", "dice_seed"}), "log": [], "actions": [], "start": None}
    )
    # The app's dice go on past the rolls a log holds (BattleSession.app_dice): with the earlier turns' rolls gone from
    # it, the same seed would roll them again. The new battle's dice are seeded afresh.
    going_on = BattleSession(fresh, None, session.catalogue, session.tables)
    going_on.record(
        "note",
        QT_TRANSLATE_NOOP("Rules", "Continued from {source}").format(source=source),
        QT_TRANSLATE_NOOP(
            "Rules",
            "turn {turn} goes on from {source}: its {earlier} earlier log entries and {actions} actions are there; "
            "this turn's {kept} entries follow",
        ).format(turn=battle.turn, source=source, earlier=earlier, actions=len(battle.actions), kept=len(kept)),
    )
    going_on.battle.log.extend(entry.model_copy(update={"seq": i}) for i, entry in enumerate(kept, start=2))
    going_on.unsaved_log = True
    return going_on
