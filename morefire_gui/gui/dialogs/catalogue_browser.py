"""Forces → Catalogue: every unit and aircraft of the catalogue in use (the app's, with the player's own file merged
over it), filtered by nation (with what it fielded of other nations'), by the year it was in service and by type,
searched by name; the selected entry's sheet as the rules read it; "Edit…" and "New from this…", which open the
catalogue entry dialog to correct the entry or make a vehicle from it, saved in the player's catalogue file; and
"Copy into My File", which copies the entry there to correct it in a text editor. A window of its own beside the
board, like help."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from morefire_gui.gui.i18n import QT_TR_NOOP, kept_texts, tr
from morefire_gui.gui.said import entry_name, nation_name, said
from morefire_gui.gui.screen_fit import fit_to_screen
from morefire_gui.gui.widgets.vehicle_sheet import guns_html, vehicle_sheet_html
from morefire_gui.rules.catalogue.entries import CatalogueEntry, UnitKind
from morefire_gui.rules.counted import counted, times
from morefire_gui.rules.scenario.forces import in_service
from morefire_gui.session.battle_session import BattleSession
from morefire_gui.session.unit_facts import specialities

ALL = "all"
COLUMNS = (
    QT_TR_NOOP("Name"),
    QT_TR_NOOP("Id"),
    QT_TR_NOOP("Nation"),
    QT_TR_NOOP("Years"),
    QT_TR_NOOP("Type"),
    QT_TR_NOOP("Points"),
)


def role_value(entry: CatalogueEntry) -> str:
    role = entry.role
    return str(role.value if hasattr(role, "value") else role) if role else ""


def _words(value: str) -> str:
    """A role or kind (``anti_tank``) as the reader reads it: "anti tank", in the interface's language."""
    return said(value.replace("_", " "))


def entry_html(entry: CatalogueEntry, session: BattleSession) -> str:
    """An entry's sheet: who fielded it and when, its type and points, then what the rules read (the vehicle sheet,
    a gun's bands, an infantry type's FIR and MF, an aircraft's speed, guns and bombs)."""
    e = html.escape
    rows = [
        (tr("Id"), entry.id),
        (tr("Nation"), nation_name(entry.nation)),
        (tr("In service"), f"{entry.years[0]}–{entry.years[1]}"),
        (tr("Type"), _words(entry.kind.value) + (", " + _words(role_value(entry)) if entry.role else "")),
        (tr("Points"), str(entry.points)),
    ]
    if entry.users:
        rows.append((tr("Also fielded by"), ", ".join(nation_name(u) for u in entry.users)))
    if entry.mgs:
        rows.append((tr("Machine guns"), ", ".join(said(times(n, mg)) for mg, n in counted(entry.mgs))))
    if entry.vehicle is not None and entry.vehicle.transport:
        rows.append((tr("Carries"), tr("%n infantry counter(s)", None, entry.vehicle.transport)))
    if entry.footprint is not None:
        rows.append(
            (
                tr("Footprint"),
                tr("{width:g} x {depth:g} in at 1/285").format(width=entry.footprint[0], depth=entry.footprint[1]),
            )
        )
    if entry.source:
        rows.append((tr("Source"), entry.source))
    if entry.notes:
        rows.append((tr("Notes"), entry.notes))
    parts = [f"<h3>{e(entry_name(entry))}</h3><table>"]
    parts += [f"<tr><td><b>{e(k)}</b></td><td>{e(v)}</td></tr>" for k, v in rows]
    parts.append("</table>")
    if entry.kind is UnitKind.VEHICLE:
        parts.append(vehicle_sheet_html(entry, session))
    elif entry.kind is UnitKind.GUN:
        if entry.gun is not None:
            parts.append(
                tr("<p><b>Gun</b>: {role}, {calibre:g} mm</p>").format(
                    role=e(_words(entry.gun.role.value)), calibre=entry.gun.calibre_mm
                )
            )
        parts.append(guns_html(entry))
    elif entry.kind is UnitKind.INFANTRY and entry.infantry is not None:
        i = entry.infantry
        mf = i.mf if i.mf is not None else "–"
        line = tr("<b>Rule 3.5</b>: FIR {fir}, MF {mf}, range {yards} yd").format(fir=i.fir, mf=mf, yards=i.max_range)
        parts.append(f"<p>{line}" + (tr(", engineers") if i.engineer else "") + "</p>")
        parts.append(guns_html(entry))
    elif entry.kind is UnitKind.AIRCRAFT and entry.aircraft is not None:
        a = entry.aircraft
        guns = ", ".join(f"{g.count} x {e(g.name)}" for g in a.guns) or tr("none")
        bombs = (
            tr("{count} x {kg:g} kg").format(count=a.bombs.count, kg=a.bombs.kg) if a.bombs is not None else tr("none")
        )
        line = tr("<b>Rule 5</b>: {mph} mph; forward guns {guns}; bombs {bombs}").format(
            mph=a.speed_mph, guns=guns, bombs=bombs
        )
        parts.append(
            f"<p>{line}"
            + (tr("; a dive bomber") if a.dive_bomber else "")
            + "</p><p><i>"
            + tr("An airstrike costs these points (Table VII).")
            + "</i></p>"
        )
    parts += [f"<p><b>{e(said(text))}</b></p>" for text in specialities(entry)]
    if entry.aa is not None:
        aa = entry.aa
        barrels = tr("%n barrel(s)", None, aa.barrels)
        parts.append(
            tr(
                "<p><b>Anti-aircraft fire</b> (5.6): {weapon}, {calibre:g} mm, {barrels}, ceiling {yards} yd</p>"
            ).format(weapon=_words(aa.weapon.value), calibre=aa.calibre_mm, barrels=barrels, yards=aa.ceiling_yards)
        )
    return "".join(parts)


class CatalogueBrowser(QDialog):
    """The catalogue, browsed. With an entry id: ``edit_requested``, the player wants to correct that entry;
    ``new_requested``, to make a new one from it; ``copy_requested``, to have it copied into their own file."""

    edit_requested = Signal(str)
    new_requested = Signal(str)
    copy_requested = Signal(str)
    reload_requested = Signal()

    def __init__(self, session: BattleSession, user_file: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Catalogue"))
        self.setModal(False)
        self.session = session
        layout = QVBoxLayout(self)

        filters = QHBoxLayout()
        self.nation = QComboBox()
        self.nation.setToolTip(tr("Whose units"))
        self.fielded = QCheckBox(tr("with what it fielded"))
        self.fielded.setChecked(True)
        self.fielded.setToolTip(tr("Also other nations' units the nation fielded (the entries' 'users')"))
        self.by_year = QCheckBox(tr("In service in"))
        self.year = QSpinBox(minimum=1918, maximum=1947, value=1943)
        self.kind = QComboBox()
        self.kind.setToolTip(tr("Kind and role"))
        self.search = QLineEdit()
        self.search.setPlaceholderText(tr("Search by name or id"))
        self.search.setClearButtonEnabled(True)
        for widget in (
            QLabel(tr("Nation")),
            self.nation,
            self.fielded,
            self.by_year,
            self.year,
            QLabel(tr("Type")),
            self.kind,
        ):
            filters.addWidget(widget)
        filters.addWidget(self.search, 1)
        layout.addLayout(filters)

        self.tree = QTreeWidget()
        self.tree.setHeaderLabels(kept_texts(COLUMNS))
        self.tree.setRootIsDecorated(False)
        self.tree.setSortingEnabled(True)
        self.tree.setAlternatingRowColors(True)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(COLUMNS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(-1)  # every row measured, not those near the view: no long id clipped
        self.tree.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.sheet = QTextBrowser()
        splitter = QSplitter()
        splitter.addWidget(self.tree)
        splitter.addWidget(self.sheet)
        splitter.setSizes([720, 420])
        layout.addWidget(splitter, 1)
        self.count = QLabel()
        self.mine = QLabel()
        self.mine.setOpenExternalLinks(True)
        self.mine.setWordWrap(True)
        layout.addWidget(self.count)
        layout.addWidget(self.mine)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.edit_button = QPushButton(tr("Edit…"))
        self.edit_button.setToolTip(
            tr(
                "Correct this entry in a form (points, armour, speed, guns...) and save it in "
                "your "
                "own catalogue file, merged over the app's catalogue"
            )
        )
        buttons.addButton(self.edit_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.new_button = QPushButton(tr("New from this…"))
        self.new_button.setToolTip(
            tr(
                "Add a vehicle of your own (a variant, say) made from this entry, with a new id, "
                "saved in your own catalogue file"
            )
        )
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button = QPushButton(tr("Copy into My File"))
        self.copy_button.setToolTip(
            tr(
                "Copy this entry into your own catalogue file as it is, to correct it there in "
                "a "
                "text editor (then Reload My Catalogue)"
            )
        )
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.reload_button = QPushButton(tr("Reload My Catalogue"))
        self.reload_button.setToolTip(
            tr(
                "Read your catalogue file again after changing it; a file with problems is "
                "reported with its line and key, and the catalogue in use is kept"
            )
        )
        buttons.addButton(self.reload_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        fit_to_screen(self, 1180, 700)

        self.nation.currentIndexChanged.connect(self._on_filter_changed)
        self.fielded.toggled.connect(self._on_filter_changed)
        self.by_year.toggled.connect(self._on_filter_changed)
        self.year.valueChanged.connect(self._on_filter_changed)
        self.kind.currentIndexChanged.connect(self._on_filter_changed)
        self.search.textChanged.connect(self._on_filter_changed)
        self.tree.currentItemChanged.connect(self._on_tree_current_changed)
        self.edit_button.clicked.connect(self._on_edit_clicked)
        self.new_button.clicked.connect(self._on_new_clicked)
        self.copy_button.clicked.connect(self._on_copy_clicked)
        self.reload_button.clicked.connect(self.reload_requested)
        self.set_session(session, user_file)

    # -- the catalogue ---------------------------------------------------------------------------------------------
    def set_session(self, session: BattleSession, user_file: Path | None = None) -> None:
        """Browse the catalogue of ``session`` (a battle opened, or the catalogue read again); the battle's year and
        the first side's nation are the first filters."""
        self.session = session
        catalogue = session.catalogue
        kept_nation = self.nation.currentData()
        nations = sorted(({e.nation for e in catalogue} | {u for e in catalogue for u in e.users}) - {ALL})
        self.nation.blockSignals(True)
        self.nation.clear()
        self.nation.addItem(tr("Every nation"), ALL)
        for n in nations:
            self.nation.addItem(nation_name(n), n)
        first = session.battle.sides[0].nation if session.battle.sides else ALL
        self.nation.setCurrentIndex(max(0, self.nation.findData(kept_nation or first)))
        self.nation.blockSignals(False)
        kept_kind = self.kind.currentData()
        self.kind.blockSignals(True)
        self.kind.clear()
        self.kind.addItem(tr("Every type"), ALL)
        for kind in UnitKind:
            roles = sorted({role_value(e) for e in catalogue if e.kind is kind and e.role})
            if not any(e.kind is kind for e in catalogue):
                continue
            self.kind.addItem(_words(kind.value).capitalize(), kind.value)
            for role in roles:
                self.kind.addItem(f"    {_words(role)}", f"{kind.value}/{role}")
        self.kind.setCurrentIndex(max(0, self.kind.findData(kept_kind)))
        self.kind.blockSignals(False)
        briefing = session.battle.briefing
        if briefing is not None:
            self.year.blockSignals(True)
            self.year.setValue(briefing.year)
            self.year.blockSignals(False)
            self.by_year.blockSignals(True)
            self.by_year.setChecked(True)
            self.by_year.blockSignals(False)
        self.show_user_file(user_file)
        self.refill()

    def show_user_file(self, user_file: Path | None) -> None:
        self.reload_button.setEnabled(user_file is not None)
        if user_file is None:
            self.mine.setText(tr("Your catalogue: none yet (saving an entry, or copying one, makes one)"))
        else:
            url = QUrl.fromLocalFile(str(user_file)).toString()
            self.mine.setText(
                tr(
                    "Your catalogue: <a href='{escape}'>{escape2}</a>, merged over the app's (Forces → "
                    "Reload My Catalogue after changing it)"
                ).format(escape=html.escape(url), escape2=html.escape(str(user_file)))
            )

    def entries(self) -> list[CatalogueEntry]:
        """The entries the filters let through, in the catalogue's order."""
        nation = self.nation.currentData()
        year = self.year.value() if self.by_year.isChecked() else None
        kind = self.kind.currentData() or ALL
        needle = self.search.text().strip().lower()
        catalogue = self.session.catalogue
        pool = list(catalogue) if nation in (None, ALL) else catalogue.for_nation(nation, self.fielded.isChecked())
        out = []
        for entry in pool:
            if not in_service(entry, year):
                continue
            if kind != ALL:
                k, _, role = kind.partition("/")
                if entry.kind.value != k or (role and role_value(entry) != role):
                    continue
            if needle and needle not in f"{entry.name} {entry_name(entry)} {entry.id} {entry.short or ''}".lower():
                continue
            out.append(entry)
        return out

    def refill(self) -> None:
        current = self.selected_entry()
        self.tree.setSortingEnabled(False)
        self.tree.clear()
        chosen = None
        for entry in self.entries():
            item = QTreeWidgetItem(
                [
                    entry_name(entry),
                    entry.id,
                    nation_name(entry.nation),
                    f"{entry.years[0]}–{entry.years[1]}",
                    _words(role_value(entry) or entry.kind.value),
                    "",
                ]
            )
            item.setData(5, Qt.ItemDataRole.DisplayRole, entry.points)  # sorts as a number
            item.setData(0, Qt.ItemDataRole.UserRole, entry.id)
            self.tree.addTopLevelItem(item)
            if current is not None and entry.id == current.id:
                chosen = item
        self.tree.setSortingEnabled(True)
        for column in range(1, len(COLUMNS)):
            self.tree.resizeColumnToContents(column)
        self.count.setText(
            tr("{shown} of %n entries", None, len(self.session.catalogue)).format(shown=self.tree.topLevelItemCount())
        )
        if chosen is None and self.tree.topLevelItemCount():
            chosen = self.tree.topLevelItem(0)
        self.tree.setCurrentItem(chosen)  # type: ignore[arg-type]  # None (nothing matches) clears it: the stubs miss it
        if chosen is None:
            self.sheet.setHtml("<p><i>" + tr("Nothing matches the filters.") + "</i></p>")
        self._enable(chosen is not None)

    def _enable(self, selected: bool) -> None:
        for button in (self.edit_button, self.new_button, self.copy_button):
            button.setEnabled(selected)

    def reveal(self, entry_id: str) -> bool:
        """Select ``entry_id``, the filters widened to its nation and every year and type when they hide it."""
        if self.select(entry_id):
            return True
        entry = self.session.catalogue.get(entry_id)
        if entry is None:
            return False
        for widget in (self.nation, self.by_year, self.kind, self.search):
            widget.blockSignals(True)
        self.nation.setCurrentIndex(max(0, self.nation.findData(entry.nation)))
        self.by_year.setChecked(False)
        self.kind.setCurrentIndex(0)
        self.search.clear()
        for widget in (self.nation, self.by_year, self.kind, self.search):
            widget.blockSignals(False)
        self.refill()
        return self.select(entry_id)

    def shown_ids(self) -> list[str]:
        return [item.data(0, Qt.ItemDataRole.UserRole) for item in self._items()]

    def _items(self) -> list[QTreeWidgetItem]:
        """The entries listed, in order (Qt gives None only for an index past the last)."""
        return [item for i in range(self.tree.topLevelItemCount()) if (item := self.tree.topLevelItem(i)) is not None]

    def select(self, entry_id: str) -> bool:
        for item in self._items():
            if item.data(0, Qt.ItemDataRole.UserRole) == entry_id:
                self.tree.setCurrentItem(item)
                return True
        return False

    def selected_entry(self) -> CatalogueEntry | None:
        item = self.tree.currentItem()
        return self.session.catalogue.get(item.data(0, Qt.ItemDataRole.UserRole)) if item is not None else None

    # -- slots -----------------------------------------------------------------------------------------------------
    def _on_filter_changed(self, *args: object) -> None:
        self.refill()

    def _on_tree_current_changed(self, current: QTreeWidgetItem | None, previous: QTreeWidgetItem | None) -> None:
        entry = self.selected_entry()
        self._enable(entry is not None)
        if entry is not None:
            self.sheet.setHtml(entry_html(entry, self.session))

    def _on_edit_clicked(self) -> None:
        entry = self.selected_entry()
        if entry is not None:
            self.edit_requested.emit(entry.id)

    def _on_new_clicked(self) -> None:
        entry = self.selected_entry()
        if entry is not None:
            self.new_requested.emit(entry.id)

    def _on_copy_clicked(self) -> None:
        entry = self.selected_entry()
        if entry is not None:
            self.copy_requested.emit(entry.id)

    @classmethod
    def run(
        cls, session: BattleSession, user_file: Path | None = None, parent: QWidget | None = None
    ) -> CatalogueBrowser:
        """Open the browser beside the window (not modal: it stays open while playing)."""
        browser = cls(session, user_file, parent)
        browser.show()
        return browser
