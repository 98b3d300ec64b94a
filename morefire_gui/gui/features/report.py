"""The after-action report in the window: File → Export After-Action Report…, with pictures of the board
taken at the start of every turn (kept in the application's data folder) for the players to choose from."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QWidget,
)

from morefire_gui.gui.features import Feature, FeatureHost
from morefire_gui.gui.features.safety import data_folder
from morefire_gui.gui.i18n import tr
from morefire_gui.gui.save_folders import ask_save_path, suggested_path
from morefire_gui.gui.style import readable
from morefire_gui.gui.targets import unwritable
from morefire_gui.gui.widgets.path_field import PathField
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.edits import Aspect, Change

if TYPE_CHECKING:
    from morefire_gui.session.report import Snapshot
    from morefire_gui.session.visibility import View

NOW = -1  # the board as it stands


def snapshot_folder(session: BattleSession, view: View | None = None) -> Path:
    """Where the pictures of the board at each turn's start are kept: the umpire's in the battle's folder (taken only
    in the umpire's view), each side's, drawn in its view, in a folder of the side's id inside it (a side's report
    offers only its own)."""
    from morefire_gui.session.autosave import autosave_key

    folder = data_folder().parent / "snapshots" / autosave_key(session.path)
    return folder if view is None or view.side is None else folder / view.side


def turn_snapshots(session: BattleSession, view: View | None = None) -> dict[int, Path]:
    folder = snapshot_folder(session, view)
    out: dict[int, Path] = {}
    for path in folder.glob("turn-*.png") if folder.is_dir() else ():
        try:
            out[int(path.stem.split("-", 1)[1])] = path
        except ValueError:
            continue
    return out


PATH_CHARACTERS = 48  # how much of the report's path the dialog shows


class ReportDialog(QDialog):
    """The report in ``view`` (None: the umpire's): its log, forces and pictures as that side may see them."""

    def __init__(self, session: BattleSession, parent: QWidget | None = None, view: View | None = None) -> None:
        from morefire_gui.io.battle_names import battle_stem
        from morefire_gui.session.report import ReportFormat

        super().__init__(parent)
        self.session, self.view = session, view
        self.setWindowTitle(tr("Export after-action report"))
        form = QFormLayout(self)
        self.format = QComboBox()
        self.format.addItem(tr("HTML (a web page with pictures)"), ReportFormat.HTML.value)
        self.format.addItem(tr("Markdown (text, for forums and wikis)"), ReportFormat.MARKDOWN.value)
        # The player's folder for a battle that came with the app or has no file (gui/save_folders.py).
        default = suggested_path(
            session.path,
            f"{battle_stem(session.path)}.report.html" if session.path is not None else "report.html",
        )
        # Wide enough to read the file's name whole and the folder it goes in; the whole path in its tooltip.
        self.path = PathField(str(default), least_characters=PATH_CHARACTERS)
        browse = QPushButton(tr("Choose…"))
        browse.clicked.connect(self._on_browse_clicked)
        row = QHBoxLayout()
        row.addWidget(self.path)
        row.addWidget(browse)
        self.pictures = QListWidget()
        now = QListWidgetItem(tr("The board as it stands"))
        now.setData(Qt.ItemDataRole.UserRole, NOW)
        now.setCheckState(Qt.CheckState.Checked)
        self.pictures.addItem(now)
        for turn, _path in sorted(turn_snapshots(session, view).items()):
            item = QListWidgetItem(tr("The board at the start of turn {turn}").format(turn=turn))
            item.setData(Qt.ItemDataRole.UserRole, turn)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.pictures.addItem(item)
        self.error = QLabel()
        self.error.setStyleSheet(f"color: {readable('#b00020')}")
        # Whose view the report holds, said before it is written, as Export Board and Print say it.
        from morefire_gui.gui.said import said
        from morefire_gui.session.visibility import view_title

        self.whose = QLabel(said(view_title(session.battle, view)))
        self.whose.setToolTip(
            tr(
                "The forces, losses, log and pictures as the window shows them now: a side's view holds only what that side may see"
            )
        )
        form.addRow(tr("View"), self.whose)
        form.addRow(tr("Format"), self.format)
        form.addRow(tr("File"), row)
        form.addRow(tr("Pictures"), self.pictures)
        form.addRow(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._on_save)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.format.currentIndexChanged.connect(self._on_format_changed)
        self.written: Path | None = None
        self._replace_agreed: Path | None = None

    def _on_format_changed(self) -> None:
        from morefire_gui.session.report import ReportFormat

        suffix = ".html" if self.format.currentData() == ReportFormat.HTML.value else ".md"
        self.path.setText(str(Path(self.path.text()).with_suffix(suffix)))

    def _on_browse_clicked(self) -> None:
        chosen = ask_save_path(
            self, tr("Export after-action report"), Path(self.path.text()).expanduser(), tr("Reports (*.html *.md)")
        )
        if chosen is not None:
            self.path.setText(str(chosen))
            self._replace_agreed = chosen.expanduser()  # the file dialog asked before a file there is replaced

    def chosen_turns(self) -> list[int]:
        return [
            self.pictures.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.pictures.count())
            if self.pictures.item(i).checkState() == Qt.CheckState.Checked
        ]

    def export(self) -> Path:
        from morefire_gui.gui.render import render_battle
        from morefire_gui.io.atomic_write import write_text_atomic
        from morefire_gui.session.report import Snapshot, after_action_report

        out = Path(self.path.text()).expanduser()
        stored = turn_snapshots(self.session, self.view)
        snapshots: list[Snapshot] = []
        for turn in self.chosen_turns():
            if turn == NOW:
                picture = out.with_name(f"{out.stem}_board.png")
                render_battle(self.session, picture, width=1400, view=self.view)
                snapshots.append(Snapshot("The board as it stands", picture))
            elif turn in stored:
                picture = out.with_name(f"{out.stem}_turn{turn}.png")
                picture.write_bytes(stored[turn].read_bytes())
                snapshots.append(Snapshot(f"The board at the start of turn {turn}", picture))
        text = after_action_report(
            self.session.seen_by(self.view).battle,
            self.session.catalogue,
            self.format.currentData(),
            snapshots,
            relative_to=out.parent,
            view=self.view,
        )
        write_text_atomic(out, text, keep_backup=False)
        return out

    def _on_save(self) -> None:
        # Said before any picture is drawn beside it: a folder or a device of the report's name takes no report.
        out = Path(self.path.text()).expanduser()
        why = unwritable(out)
        if why is not None:
            self.error.setText(why)
            return
        if not self._may_replace(out):
            return
        try:
            self.written = self.export()
        except OSError as exc:
            self.error.setText(tr("Cannot write the report: {value}").format(value=exc.strerror or exc))
            return
        self.accept()

    def _may_replace(self, out: Path) -> bool:
        """A report already there (a typed name, or the one offered, written last turn) is replaced only when the
        player says so; one chosen in the file dialog was asked about there."""
        if not out.exists() or out == self._replace_agreed:
            return True
        answer = QMessageBox.question(
            self,
            tr("Export after-action report"),
            tr("{name} is there already. Replace it, and the pictures written beside it?").format(name=out.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    @classmethod
    def ask(cls, session: BattleSession, parent: QWidget | None = None, view: View | None = None) -> Path | None:
        dialog = cls(session, parent, view)
        return dialog.written if dialog.exec() == QDialog.DialogCode.Accepted else None


class ReportFeature(Feature):
    shows = frozenset({Aspect.TURN})  # a new turn: a picture of the board at its start

    def __init__(self, window: FeatureHost) -> None:
        super().__init__(window)
        self.export_action = QAction(tr("Export After-Action Repor&t…"), self.widget)
        self.export_action.setToolTip(
            tr(
                "The briefing, forces, losses, the turn-by-turn log and pictures of the "
                "board, as a web page or Markdown"
            )
        )
        self.export_action.triggered.connect(self.export_report)
        self._last_turn: int | None = None

    def file_actions(self) -> list[QAction]:
        return [self.export_action]

    def session_attached(self, session: BattleSession) -> None:
        self._last_turn = getattr(session.battle, "turn", None)

    def changed(self, changes: Sequence[Change]) -> None:
        """A new turn has begun: keep a picture of the board for the report, one in each side's view (each report
        offers only the pictures of its own view), and the umpire's only when the window shows the umpire's view: a
        side's turn writes no picture of everything to the disk. Each says whose view it is."""
        session = self.window.session
        turn = getattr(session.battle, "turn", None)
        if turn is None or turn == self._last_turn:
            return
        self._last_turn = turn
        if isinstance(turn, int):
            from morefire_gui.session.visibility import view_of

            views: list[View | None] = [view_of(session.battle, s.id) for s in session.battle.sides]
            if self.window.view_filter.umpire:
                views.insert(0, None)
            for view in views:
                if turn not in turn_snapshots(session, view):
                    self.take_snapshot(turn, view)

    def take_snapshot(self, turn: int, view: View | None = None) -> Path | None:
        from morefire_gui.gui.render import render_battle

        folder = snapshot_folder(self.window.session, view)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            return render_battle(self.window.session, folder / f"turn-{turn}.png", width=1400, view=view)
        except OSError:
            return None

    def export_report(self) -> Path | None:
        written = ReportDialog.ask(self.window.session, self.widget, self.window.view_filter)
        if written is not None:
            self.window.message(tr("After-action report written to {written}").format(written=written), log=True)
        return written
