"""What the window's status bar says: where the cursor is in table units and yards, the scale, the zoom, what the
armed tool does, and the hover text of a menu entry or a button over a message said."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QLabel

from morefire_gui.gui.i18n import tr
from morefire_gui.gui.preferences import shown_length
from morefire_gui.gui.said import said
from morefire_gui.gui.widgets.status_bar import ElidedLabel, ElidingStatusBar
from morefire_gui.gui.widgets.steady_label import SteadyLabel
from morefire_gui.gui.window.part import WindowPart


class StatusBarPart(WindowPart):
    """The status bar: its permanent labels (cursor, scale, zoom) and the armed tool's hint left of them."""

    def event(self, event: QEvent) -> bool:
        if isinstance(event, QStatusTipEvent):  # a menu entry's or a button's hover text: over the message said
            self.status_bar.show_tip(event.tip())
            return True
        return super().event(event)

    def _build_status_bar(self) -> None:
        self.status_bar = ElidingStatusBar(self)
        self.setStatusBar(self.status_bar)
        # A message said too long for the bar (a refusal on a laptop) says where it is read whole: the log's Messages
        # keep every message the bar cuts (MainWindow.message).
        self.status_bar.set_rest_pointer(tr("(whole in Log → Messages)"))
        # The cursor's position changes on every mouse move: a label of steady size, so that only it repaints.
        self.cursor_label = SteadyLabel(
            tr("x {x:.1f} {unit}, y {y:.1f} {unit}  ({to_yards:.0f}, {to_yards2:.0f} yd)").format(
                x=100.0, unit=tr("in"), y=100.0, to_yards=1000, to_yards2=1000
            )
        )
        self.scale_status = QLabel()
        self.zoom_label = QLabel()
        for w in (self.cursor_label, self.scale_status, self.zoom_label):
            self.statusBar().addPermanentWidget(w)
        # What the armed tool does, for as long as it is armed: a message covers it while it lasts (Qt hides a status
        # bar's normal widgets under a message), and it shows again when the message has gone.
        self.tool_hint = ElidedLabel()
        self.tool_hint.setObjectName("tool_hint")
        self.statusBar().addWidget(self.tool_hint, 1)

    def _on_view_cursor_moved(self, pos: QPointF) -> None:
        g = self.session.geometry
        (x, unit), (y, _) = (shown_length(v, self.session.battle.table.unit) for v in (pos.x(), pos.y()))
        self.cursor_label.setText(
            tr("x {x:.1f} {unit}, y {y:.1f} {unit}  ({to_yards:.0f}, {to_yards2:.0f} yd)").format(
                x=x, unit=said(unit), y=y, to_yards=g.to_yards(pos.x()), to_yards2=g.to_yards(pos.y())
            )
        )

    def _on_view_zoom_changed(self, percent: float) -> None:
        self.zoom_label.setText(tr("Zoom {percent:.0f}%").format(percent=percent))

    def show_tool_hint(self) -> None:
        if self.view.tool is not None:
            self._show_hint_of(self.view.tool.name)

    def _show_hint_of(self, name: str) -> None:
        self.tool_hint.set_whole_text(said(self.tools[name].hint() or self.tool_actions[name].statusTip()))
