"""The table's edge as a battle opens: a battle file that lays terrain partly off the table opens as it is, and the
window says so once, in the status bar and the log's messages, with what may be done with such a piece (moved,
turned or reshaped onto the table or nearer to it, never farther off: session/table_edge.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from morefire_gui.gui.features import Feature
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.said import said
from morefire_gui.session.table_edge import off_table_notice

if TYPE_CHECKING:
    from morefire_gui.session.battle_session import BattleSession


class TableEdgeFeature(Feature):
    def session_attached(self, session: BattleSession) -> None:
        notice = off_table_notice(session.battle)
        if notice is None:
            return
        self.warn_on_opening(
            session, tr("Warning: {notice}.").format(notice=said(notice)), tr("terrain lies partly off the table")
        )
