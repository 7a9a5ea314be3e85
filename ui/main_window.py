"""The planner window: parts list, findings, pictures of every check, editors, documents with undo and recovery."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QItemSelection, QItemSelectionModel, QSettings, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView, QApplication, QComboBox, QDialog, QDockWidget, QFileDialog, QHBoxLayout, QHeaderView, QInputDialog, QLabel,
    QListView,
    QMainWindow, QMessageBox, QProgressBar, QPushButton, QSplitter, QStyledItemDelegate, QTabWidget,
    QToolButton, QVBoxLayout, QWidget,
)
from pydantic import ValidationError

from planner import edit
from planner.catalog.resolve import resolve
from planner.catalog.store import Catalog, Origin
from planner.user_parts import InvalidPart, save_user_part, user_parts_file
from planner.new_project import new_project
from planner.errors import PlannerError, SaveError, describe_validation_error

from .catalog_dock import CatalogPlacement
from .machines_bar import MachinesBar
from .parts_menu import PartsContextMenu
from .catalog_picker import CatalogPicker
from .document import Document, remembered_path
from .i18n import LANGUAGES, current_language, set_language
from .jobs import Job
from .context_slider import ContextSlider, model_fit_tab
from .editor_tabs import EditorTabs
from .layout import ColumnFitter, clamp_to, first_size, screen_area, share
from .panels_hw import PowerBar, SlotMap, VramBars, scrolled
from .frame import WindowFrame
from .share_actions import copy_share_text
from .shown import LazyPage
from .frozen_table import FrozenColumnTable
from .parts_model import COLUMNS, PartsTableModel
from .parts_tools import PartsTotal, PlaceCards, PsuDelegate, SlotDelegate, widen_over_cell
from .report_models import FindingsModel, SizeKeepingDelegate
from .undo_actions import undo_redo_actions

MAX_RECENT = 8


def _make_context_curve(document):
    def make():
        from .context_curve import ContextCurvePlot  # pyqtgraph: imported when the model fit tab is first shown

        return ContextCurvePlot(document)
    return make


def _price_import():
    from . import price_import  # imported when File > Import prices is first used

    return price_import


def _my_parts():
    from . import my_parts  # imported when a part of the user's own catalog is first removed

    return my_parts


def _make_tco_panel():
    from .panels_tco import TcoPanel  # pyqtgraph: imported when the cost tab is first shown

    return TcoPanel()


def recent_files() -> list[str]:
    """The recent files in settings that can still be opened: absolute names of existing project files."""
    kept = [remembered_path(p) for p in QSettings().value("paths/recent", [], type=list)]
    return [str(p) for p in kept if p is not None]


def store_settings(values: dict[str, object]) -> None:
    """Write the values that differ from the settings, at once: each write of the settings file costs a sync to
    disk (about 12 ms here), and a start that reopens the last project changes nothing."""
    settings = QSettings()
    for key, value in values.items():
        if not settings.contains(key) or settings.value(key, type=type(value)) != value:
            settings.setValue(key, value)


class ChoiceDelegate(QStyledItemDelegate):
    """A combo box editor for columns with a fixed set of values."""

    def __init__(self, values: list[tuple[str, str]], parent=None):
        super().__init__(parent)
        self.values = values

    def createEditor(self, parent, option, index):
        combo = QComboBox(parent)
        for label, value in self.values:
            combo.addItem(label, value)
        return combo

    def setEditorData(self, editor, index):
        value = index.data(Qt.ItemDataRole.EditRole)
        editor.setCurrentIndex(max(editor.findData(value), 0))

    def setModelData(self, editor, model, index):
        model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)

    def updateEditorGeometry(self, editor, option, index) -> None:
        widen_over_cell(editor, option.rect)


class MainWindow(WindowFrame):
    def __init__(self, catalog: Catalog, parent=None, autosave: bool = True):
        super().__init__(parent)
        self._fill(catalog, autosave)

    @classmethod
    def fill(cls, frame: WindowFrame, catalog: Catalog, autosave: bool = True) -> MainWindow:
        """Turn a shown WindowFrame into the planner window, in place (see ui/frame.py): the same window object,
        now a MainWindow, with every widget built. Qt calls the overridden event handlers of the object's class,
        so closeEvent and changeEvent are MainWindow's from here on."""
        frame.__class__ = cls
        frame._fill(catalog, autosave)
        return frame

    def _fill(self, catalog: Catalog, autosave: bool) -> None:
        self.catalog = catalog
        self.document = Document(catalog, self, autosave=autosave)
        self.job: Job | None = None
        self.compare_dialog = None  # Tools > Compare builds (ui/compare_view.py, made when first asked for)
        self.find_build_dialog = None  # Tools > Find a build (ui/find_build.py, made when first asked for)
        self.verify_dialog = None  # File > Verify built rig (ui/verify_dialog.py)
        self._build_parts_view()
        self._build_findings_view()
        self._build_summary()
        self._build_tabs()
        self._build_central()
        self._build_catalog_dock()
        self._build_status_bar()
        self._build_actions()
        self._build_menus()
        self._connect_document()
        self.retranslate()
        if not self.isVisible():  # a shown frame keeps the size and place it was shown with
            self.resize(first_size(screen_area(self)))
        self.resizeDocks([self.catalog_dock], [230], Qt.Orientation.Vertical)
        self.catalog_placement = CatalogPlacement(self, self.catalog_dock)
        share(self.main_split, self.width())
        self.column_fitter = ColumnFitter(self.parts_view, COLUMNS)
        self.filled = True

    # ------------------------------------------------------------------ widgets
    def _build_parts_view(self) -> None:
        """The parts table: drag to reorder, edit in place, choices for condition and currency."""
        self.parts_model = PartsTableModel(self.document, self)
        self.parts_view = FrozenColumnTable()  # the part names stay in view while the other columns scroll
        self.parts_view.setModel(self.parts_model)
        self.parts_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.parts_view.setAlternatingRowColors(True)
        self.parts_view.verticalHeader().setVisible(False)
        self.parts_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.parts_view.horizontalHeader().setStretchLastSection(True)
        self.parts_view.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.parts_view.setDragEnabled(True)
        self.parts_view.setAcceptDrops(True)
        self.parts_view.setDropIndicatorShown(True)
        self.parts_view.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.parts_view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                        | QAbstractItemView.EditTrigger.EditKeyPressed
                                        | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.condition_delegate = ChoiceDelegate([], self)
        self.currency_delegate = ChoiceDelegate([("CNY", "CNY"), ("USD", "USD"), ("EUR", "EUR")], self)
        self.parts_view.setItemDelegateForColumn(COLUMNS.index("condition"), self.condition_delegate)
        self.parts_view.setItemDelegateForColumn(COLUMNS.index("currency"), self.currency_delegate)
        self.slot_delegate = SlotDelegate(self.parts_model, self)
        self.parts_view.setItemDelegateForColumn(COLUMNS.index("slot"), self.slot_delegate)
        self.psu_delegate = PsuDelegate(self.parts_model, self)
        self.parts_view.setItemDelegateForColumn(COLUMNS.index("psu"), self.psu_delegate)
        self.parts_view.freeze(COLUMNS.index("part"))
        self.parts_total = PartsTotal()
        self.parts_model.dataChanged.connect(self._after_edit)
        self.edit_error = QLabel()
        self.edit_error.setStyleSheet("color: #b00020;")
        self.edit_error.setWordWrap(True)

    def _build_findings_view(self) -> None:
        self.findings_model = FindingsModel(self)
        self.findings_view = QListView()
        self.findings_view.setModel(self.findings_model)
        self.findings_view.setItemDelegate(SizeKeepingDelegate(self.findings_view))
        self.findings_view.setWordWrap(True)
        self.findings_view.setAlternatingRowColors(True)
        self.findings_view.selectionModel().currentChanged.connect(self._finding_chosen)

    def _build_summary(self) -> None:
        """The one-line summary above the parts and the tabs."""
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        font = self.summary.font()
        font.setPointSize(font.pointSize() + 1)
        self.summary.setFont(font)

    def _build_tabs(self) -> None:
        """The pictures (power, slots, VRAM, TCO) and the editors (workload, costs), one tab each."""
        self.power_panel = PowerBar()
        self.slot_map = SlotMap()
        self.vram_panel = VramBars()
        # the cost graphs (pyqtgraph) are made when their tab is first shown, and refreshed only while shown
        self.tco_page = LazyPage(_make_tco_panel, lambda panel: panel.set_report(self.document.report))
        self.editor_tabs = EditorTabs(self.document)  # the input tabs, made when first shown or asked for
        self.tabs = QTabWidget()
        self.tabs.addTab(scrolled(self.power_panel), "")
        self.tabs.addTab(scrolled(self.slot_map), "")
        self.context_slider = ContextSlider(self.document, self.vram_panel)
        # the context curve (pyqtgraph) is made when the model fit tab is first shown, refreshed only while shown
        self.context_curve_page = LazyPage(_make_context_curve(self.document), lambda plot: plot.show_report())
        self.tabs.addTab(model_fit_tab(self.context_slider, self.vram_panel, self.context_curve_page), "")
        self.tabs.addTab(self.tco_page, "")
        for page in self.editor_tabs.pages.values():
            self.tabs.addTab(page, "")

    def _build_central(self) -> None:
        """Parts (with their tool buttons) over findings on the left, the tabs on the right, the summary on top."""
        parts_box = QWidget()
        pb = QVBoxLayout(parts_box)
        pb.setContentsMargins(0, 0, 0, 0)
        self.machines_bar = MachinesBar(self.document, self.edit_error.setText)
        pb.addWidget(self.machines_bar)
        tools = QHBoxLayout()
        self.add_button, self.remove_button = QToolButton(), QToolButton()
        self.up_button, self.down_button = QToolButton(), QToolButton()
        self.place_button = QToolButton()
        for b in (self.add_button, self.remove_button, self.up_button, self.down_button, self.place_button):
            tools.addWidget(b)
        tools.addStretch(1)
        pb.addLayout(tools)
        pb.addWidget(self.parts_view, 1)
        pb.addWidget(self.parts_total)
        pb.addWidget(self.edit_error)

        left = QSplitter(Qt.Orientation.Vertical)
        left.addWidget(parts_box)
        left.addWidget(self.findings_view)
        left.setStretchFactor(0, 3)
        left.setStretchFactor(1, 2)
        self.main_split = QSplitter(Qt.Orientation.Horizontal)
        self.main_split.addWidget(left)
        self.main_split.addWidget(self.tabs)
        self.main_split.setStretchFactor(0, 3)
        self.main_split.setStretchFactor(1, 2)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self.summary)
        layout.addWidget(self.main_split, 1)
        self.setCentralWidget(central)

    def _build_catalog_dock(self) -> None:
        self.picker = CatalogPicker(self.catalog)
        self.picker.partChosen.connect(self.add_part)
        self.picker.new_part_button.clicked.connect(self.new_part)
        self.catalog_dock = QDockWidget(self)
        self.catalog_dock.setObjectName("catalog_dock")
        self.catalog_dock.setWidget(self.picker)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.catalog_dock)

    def _build_status_bar(self) -> None:
        """Job progress with a cancel button."""
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(220)
        self.progress.setRange(0, 100)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel_job)
        self.statusBar().addPermanentWidget(self.progress)
        self.statusBar().addPermanentWidget(self.cancel_button)
        self._show_progress(False)

    def _connect_document(self) -> None:
        self.document.reportChanged.connect(self._report_changed)
        self.document.projectChanged.connect(self._build_changed)
        self.document.modifiedChanged.connect(self._update_title)
        self.document.pathChanged.connect(self._update_title)
        self.document.undo_stack.indexChanged.connect(self._update_title)
        self.document.pathChanged.connect(self._fit_columns)
        self.document.currentNodeChanged.connect(self._machine_switched)

    def _machine_switched(self, _node_id: str) -> None:
        """Another machine shown: its parts, its power and slot pictures, the picker's fit against it."""
        self.parts_model.refresh()
        self.edit_error.clear()
        self._report_changed(self.document.report)

    def _fit_columns(self) -> None:
        self.column_fitter.fit()

    # ------------------------------------------------------------------ actions and menus
    def _build_actions(self) -> None:
        a = {}

        def act(key, shortcut=None, slot=None):
            action = QAction(self)
            if shortcut is not None:
                action.setShortcut(shortcut)
            if slot is not None:
                action.triggered.connect(slot)
            a[key] = action
            return action

        act("new", QKeySequence.StandardKey.New, self.new_document)
        act("open", QKeySequence.StandardKey.Open, self.choose_open)
        act("save", QKeySequence.StandardKey.Save, self.save)
        act("save_as", QKeySequence.StandardKey.SaveAs, self.save_as)
        act("export", QKeySequence("Ctrl+E"), lambda: self.export_quote())
        act("verify", None, self.open_verify)
        act("import_prices", None, lambda: _price_import().choose_and_import(self))
        act("new_from_machine", None, self.new_from_machine)
        act("import_list", None, self.import_parts_list)
        act("quit", QKeySequence.StandardKey.Quit, self.close)
        act("copy_markdown", None, lambda: copy_share_text(self, "markdown"))
        act("copy_bbcode", None, lambda: copy_share_text(self, "bbcode"))
        a["undo"], a["redo"] = undo_redo_actions(self.document.undo_stack, self)
        act("add", QKeySequence("Ctrl+K"), self.focus_catalog)
        act("add_custom", QKeySequence("Ctrl+Shift+K"), self.add_custom_part)
        act("new_part", None, self.new_part)
        act("remove_my_part", None, lambda: _my_parts().remove_my_part(self))
        act("remove", QKeySequence.StandardKey.Delete, self.remove_selected)
        act("copy", QKeySequence.StandardKey.Copy, self.copy_rows)
        act("paste", QKeySequence.StandardKey.Paste, self.paste_rows)
        act("up", QKeySequence("Alt+Up"), lambda: self.move_selected(-1))
        act("down", QKeySequence("Alt+Down"), lambda: self.move_selected(1))
        act("monte_carlo", QKeySequence("Ctrl+M"), self.start_monte_carlo)
        act("compare", None, self.open_compare)
        act("find_build", None, self.open_find_build)
        act("about", None, self.about)
        for key in ("remove", "copy", "paste", "up", "down"):
            a[key].setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.parts_view.addAction(a[key])
        self.place_cards = PlaceCards(self.parts_model, self.edit_error.setText, self)
        a["place_cards"] = self.place_cards.action
        self.actions_ = a
        self.place_button.setDefaultAction(a["place_cards"])
        self.add_button.setDefaultAction(a["add"])
        self.remove_button.setDefaultAction(a["remove"])
        self.up_button.setDefaultAction(a["up"])
        self.down_button.setDefaultAction(a["down"])

    def _build_menus(self) -> None:
        a = self.actions_
        mb = self.menuBar()
        self.file_menu = mb.addMenu("")
        for key in ("new", "new_from_machine", "open"):
            self.file_menu.addAction(a[key])
        self.recent_menu = self.file_menu.addMenu("")
        self.file_menu.addSeparator()
        for key in ("save", "save_as"):
            self.file_menu.addAction(a[key])
        self.file_menu.addSeparator()
        self.file_menu.addAction(a["export"])
        self.file_menu.addAction(a["verify"])
        self.file_menu.addAction(a["import_prices"])
        self.file_menu.addAction(a["import_list"])
        self.file_menu.addAction(a["copy_markdown"])
        self.file_menu.addAction(a["copy_bbcode"])
        self.file_menu.addSeparator()
        self.file_menu.addAction(a["quit"])
        self.edit_menu = mb.addMenu("")
        for key in ("undo", "redo"):
            self.edit_menu.addAction(a[key])
        self.edit_menu.addSeparator()
        for key in ("add", "new_part", "remove_my_part", "add_custom", "remove", "copy", "paste", "up", "down", "place_cards"):
            self.edit_menu.addAction(a[key])
        self.move_menu = self.edit_menu.addMenu("")
        self.move_menu.aboutToShow.connect(
            lambda: self.machines_bar.fill_move_menu(self.move_menu, self.selected_ids))
        self.parts_menu = PartsContextMenu(
            self.parts_view, [a[k] for k in ("remove", "copy", "paste", "up", "down")] + [None, a["place_cards"]],
            lambda menu: self.machines_bar.fill_move_menu(menu, self.selected_ids))
        self.view_menu = mb.addMenu("")
        self.language_menu = self.view_menu.addMenu("")
        self.language_actions = {}
        for code, label in LANGUAGES.items():
            action = QAction(label, self, checkable=True)
            action.triggered.connect(lambda _c=False, code=code: self.change_language(code))
            self.language_menu.addAction(action)
            self.language_actions[code] = action
        self.view_menu.addAction(self.catalog_dock.toggleViewAction())
        self.tools_menu = mb.addMenu("")
        self.tools_menu.addAction(a["monte_carlo"])
        self.tools_menu.addAction(a["compare"])
        self.tools_menu.addAction(a["find_build"])
        from .variants_menu import VariantsMenu

        self.variants_menu = VariantsMenu(self)
        self.tools_menu.addMenu(self.variants_menu)
        self.help_menu = mb.addMenu("")
        from .guide_menu import GuideMenu

        self.guide_menu = GuideMenu(self)
        self.help_menu.addMenu(self.guide_menu)
        self.help_menu.addAction(a["about"])
        self._rebuild_recent()

    def retranslate(self) -> None:
        texts = {
            "new": QCoreApplication.translate("MainWindow", "&New"), "open": QCoreApplication.translate("MainWindow", "&Open..."), "save": QCoreApplication.translate("MainWindow", "&Save"), "save_as": QCoreApplication.translate("MainWindow", "Save &As..."),
            "export": QCoreApplication.translate("MainWindow", "&Export quote..."),
            "verify": QCoreApplication.translate("MainWindow", "&Verify built rig..."), "quit": QCoreApplication.translate("MainWindow", "&Quit"), "add": QCoreApplication.translate("MainWindow", "&Add part..."),
            "add_custom": QCoreApplication.translate("MainWindow", "Add &custom part..."),
            "import_prices": QCoreApplication.translate("MainWindow", "&Import prices..."),
            "new_from_machine": QCoreApplication.translate("MainWindow", "New from this mac&hine"),
            "import_list": QCoreApplication.translate("MainWindow", "Import parts &list..."),
            "new_part": QCoreApplication.translate("MainWindow", "&New part for my catalog..."),
            "remove_my_part": QCoreApplication.translate("MainWindow", "Remove part from m&y catalog..."),
            "copy_markdown": QCoreApplication.translate("MainWindow", "Copy as &Markdown"),
            "copy_bbcode": QCoreApplication.translate("MainWindow", "Copy as &BBCode"),
            "compare": QCoreApplication.translate("MainWindow", "&Compare builds..."),
            "find_build": QCoreApplication.translate("MainWindow", "&Find a build..."),
            "remove": QCoreApplication.translate("MainWindow", "&Remove part"), "copy": QCoreApplication.translate("MainWindow", "&Copy parts"), "paste": QCoreApplication.translate("MainWindow", "&Paste parts"),
            "up": QCoreApplication.translate("MainWindow", "Move &up"), "down": QCoreApplication.translate("MainWindow", "Move &down"), "monte_carlo": QCoreApplication.translate("MainWindow", "Run &Monte Carlo"), "about": QCoreApplication.translate("MainWindow", "&About"),
        }
        for key, text in texts.items():
            self.actions_[key].setText(text)
        self.actions_["undo"].refresh()
        self.file_menu.setTitle(QCoreApplication.translate("MainWindow", "&File"))
        self.recent_menu.setTitle(QCoreApplication.translate("MainWindow", "Open &recent"))
        self.edit_menu.setTitle(QCoreApplication.translate("MainWindow", "&Edit"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        self.tools_menu.setTitle(QCoreApplication.translate("MainWindow", "&Tools"))
        self.variants_menu.retranslate()
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.guide_menu.retranslate()
        self.catalog_dock.setWindowTitle(QCoreApplication.translate("MainWindow", "Catalog"))
        for i, text in enumerate((QCoreApplication.translate("MainWindow", "Power"), QCoreApplication.translate("MainWindow", "PCIe slots"), QCoreApplication.translate("MainWindow", "Model fit"), QCoreApplication.translate("MainWindow", "Cost of ownership"), QCoreApplication.translate("MainWindow", "Workload"),
                                  QCoreApplication.translate("MainWindow", "Cost inputs"),
                                  QCoreApplication.translate("MainWindow", "Alternatives"),
                                  QCoreApplication.translate("MainWindow", "Notes"))):
            self.tabs.setTabText(i, text)
        self.cancel_button.setText(QCoreApplication.translate("MainWindow", "Cancel"))
        self.condition_delegate.values = [(QCoreApplication.translate("PartsModel", "new"), "new"),
                                          (QCoreApplication.translate("PartsModel", "used"), "used"),
                                          (QCoreApplication.translate("PartsModel", "used, ex-mining"), "ex_mining")]
        for code, action in self.language_actions.items():
            action.setChecked(code == current_language())
        self.picker.retranslate()
        for editor in self.editor_tabs.made():
            editor.retranslate()
        self.context_slider.retranslate()
        if self.tco_page.built() is not None:
            self.tco_page.built().retranslate()
        self.place_cards.retranslate()
        self.machines_bar.retranslate()
        self.parts_menu.retranslate()
        self.move_menu.setTitle(QCoreApplication.translate("MainWindow", "Move to &machine"))
        self.parts_model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        self._report_changed(self.document.report)
        self._update_title()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def change_language(self, code: str) -> None:
        set_language(code)
        QSettings().setValue("ui/language", code)
        for c, action in self.language_actions.items():
            action.setChecked(c == code)

    # ------------------------------------------------------------------ report -> widgets
    def _report_changed(self, report) -> None:
        self.findings_model.set_report(report)
        self._check_catalog_against_build()
        for panel in (self.power_panel, self.slot_map):
            panel.set_report(report, self.document.current_node_id)
        self.vram_panel.set_report(report)  # the model and the cost span every machine
        self.tco_page.changed()
        self.context_curve_page.changed()
        self.parts_total.set_report(report, self.document.current_node_id)
        if report is None:
            self.summary.clear()
            return
        counts = report.finding_counts
        total = report.bom.total
        total_text = f"{total.amount:,.2f} {total.currency}" if total else QCoreApplication.translate(
            "MainWindow", "not available (exchange rate missing)")
        extra = []
        if cluster := self.machines_bar.cluster_summary(report, self.document.current_node_id):
            extra.append(cluster)
        if report.power:
            extra.append(QCoreApplication.translate("MainWindow", "{w:,.0f} W sustained, x1.3 rule {r:,.0f} W").format(
                w=report.power.sustained_w, r=report.power.recommended_psu_w))
        if report.fit:
            extra.append(QCoreApplication.translate("MainWindow", "model fits") if report.fit.fits
                         else QCoreApplication.translate("MainWindow", "model does not fit"))
        if report.tco:
            extra.append(QCoreApplication.translate("MainWindow", "{c:,.0f} {cur}/month to own").format(
                c=report.tco.monthly.total_per_month, cur=report.tco.currency))
        project = self.document.project
        name = report.project_name
        if project is not None and project.variants:  # which of the project's builds is shown
            name = (QCoreApplication.translate("MainWindow", "{name} (build {build}, {count} in all)").format(
                name=name, build=project.build_name, count=len(project.variants) + 1) if project.build_name else
                QCoreApplication.translate("MainWindow", "{name} ({count} builds)").format(
                    name=name, count=len(project.variants) + 1))
        self.summary.setText(QCoreApplication.translate(
            "MainWindow", "{name} - parts {total} - {fail} fail, {warn} warn, {info} info").format(
            name=name, total=total_text, fail=counts["fail"], warn=counts["warn"], info=counts["info"])
            + ("  |  " + QCoreApplication.translate("MainWindow", "; ").join(extra) if extra else ""))

    @property
    def context_curve(self):
        """The context curve under the VRAM bars, made and brought up to date on first use."""
        return self.context_curve_page.content()

    workload_editor = property(lambda self: self.editor_tabs.editor("workload"))
    costs_editor = property(lambda self: self.editor_tabs.editor("costs"))
    rates_editor = property(lambda self: self.editor_tabs.editor("rates"))
    alternatives_editor = property(lambda self: self.editor_tabs.editor("alternatives"))
    notes_editor = property(lambda self: self.editor_tabs.editor("notes"))

    @property
    def tco_panel(self):
        """The cost graphs, made and brought up to date on first use (they are made when their tab is shown)."""
        return self.tco_page.content()

    def _check_catalog_against_build(self) -> None:
        """The picker's 'fits this build' filter follows the machine being edited (judged when the picker is shown
        or searched, see CatalogPicker.set_build_source)."""
        self.picker.set_build_source(self._picker_build)

    def _build_changed(self) -> None:
        """A new project: the picker checks against it when next shown or searched (or with the report)."""
        self.picker.set_build_source(self._picker_build, now=False)

    def _picker_build(self) -> tuple:
        """The machine being edited, the costs, and that machine's x1.3 figure in the latest report (a PSU's
        rating is judged against it)."""
        project, report = self.document.project, self.document.report
        if project is None:
            return None, None, None
        power = report.power.nodes if report is not None and report.power else []
        recommended = next((p.recommended_psu_w for p in power if p.node_id == self.document.current_node_id), None)
        nodes = resolve(project, self.catalog).nodes
        node = next((n for n in nodes if n.node.id == self.document.current_node_id), None)
        return node, project.costs, recommended

    def _update_title(self, *_args) -> None:
        project = self.document.project
        name = project.name if project else ""
        where = f" - {self.document.path.name}" if self.document.path else ""
        self.setWindowModified(self.document.is_modified())
        self.setWindowTitle(f"{name}[*]{where} - " + QCoreApplication.translate("MainWindow", "GPU Rig Planner"))

    def _after_edit(self, *_args) -> None:
        self.edit_error.setText(self.parts_model.last_error)

    # ------------------------------------------------------------------ parts list edits
    def selected_ids(self) -> list[str]:
        rows = sorted({i.row() for i in self.parts_view.selectionModel().selectedRows()})
        return [self.parts_model.item(r).id for r in rows]

    def select_ids(self, ids) -> None:
        selection = QItemSelection()
        for row in range(self.parts_model.rowCount()):
            if self.parts_model.item(row).id in ids:
                selection.select(self.parts_model.index(row, 0),
                                 self.parts_model.index(row, self.parts_model.columnCount() - 1))
        self.parts_view.selectionModel().select(selection, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        if not selection.isEmpty():
            self.parts_view.scrollTo(selection.indexes()[0])

    def focus_catalog(self) -> None:
        self.catalog_placement.open()
        self.picker.search.setFocus()
        self.picker.search.selectAll()

    def add_part(self, part_id: str) -> None:
        part = self.catalog.part(part_id)
        if part is None or self.document.project is None:
            return
        item = edit.catalog_item(part)
        rows = sorted({i.row() for i in self.parts_view.selectionModel().selectedRows()})
        at = rows[-1] + 1 if rows else None
        new, ids = edit.add_items(self.document.project, self.document.current_node_id, [item], at)
        self.document.push(new, QCoreApplication.translate("MainWindow", "Add {part}").format(part=part.name))
        self.select_ids(ids)

    def new_part(self) -> None:
        """Edit > New part for my catalog: the part's facts, checked as typed, saved to the user's catalog file and
        added to the project as one undo step."""
        if self.document.project is None:
            return
        from .custom_part import CustomPartDialog  # imported when a part is first made (as the dialogs below)

        dialog = CustomPartDialog(self.catalog, self.document.project.costs.currency, self)
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.part is None:
            return
        try:
            part = save_user_part(dialog.part, self.catalog)
        except InvalidPart as exc:  # the file changed since the dialog checked (another window saved the same id)
            QMessageBox.critical(self, QCoreApplication.translate("MainWindow", "Cannot save the part"),
                                 "\n".join(p.render(current_language()) for p in exc.problems))
            return
        except (OSError, PlannerError) as exc:
            QMessageBox.critical(self, QCoreApplication.translate("MainWindow", "Cannot save the part"), str(exc))
            return
        self.catalog.parts[part.id] = part
        self.catalog.origins[part.id] = Origin(str(user_parts_file()), False)
        self.picker.model.reload(self.catalog)
        self.alternatives_editor.fill_pickers()  # imported cloud offers and API prices
        self._check_catalog_against_build()
        self.add_part(part.id)

    def catalog_changed(self) -> None:
        """The catalog changed under the project (a part of the user's own removed): picker and report again."""
        self.picker.model.reload(self.catalog)
        self.alternatives_editor.fill_pickers()  # imported cloud offers and API prices
        self._check_catalog_against_build()
        if self.document.project is not None:
            self.document.apply(self.document.project)

    def add_custom_part(self) -> None:
        """A part the catalog does not have (riser, frame, fan, NIC...): a name now, price and notes in the table."""
        if self.document.project is None:
            return
        name, ok = QInputDialog.getText(self, QCoreApplication.translate("MainWindow", "Add custom part"),
                                        QCoreApplication.translate("MainWindow", "Name of the part:"))
        name = name.strip()
        if not ok or not name:
            return
        taken = {i.custom_part.id for _, i in self.document.project.all_items() if i.custom_part is not None}
        n = 1
        while f"custom-{n}" in taken:
            n += 1
        item = {"id": "custom", "quantity": 1, "custom_part": {
            "kind": "other", "id": f"custom-{n}", "name": name[:200], "category": "other",
            "source": QCoreApplication.translate("MainWindow", "entered by the user")}}
        rows = sorted({i.row() for i in self.parts_view.selectionModel().selectedRows()})
        new, ids = edit.add_items(self.document.project, self.document.current_node_id, [item],
                                  rows[-1] + 1 if rows else None)
        self.document.push(new, QCoreApplication.translate("MainWindow", "Add {part}").format(part=name))
        self.select_ids(ids)

    def remove_selected(self) -> None:
        ids = self.selected_ids()
        if not ids:
            return
        new = edit.remove_items(self.document.project, self.document.current_node_id, ids)
        count = len(ids)
        self.document.push(new, self.tr("Remove %n part(s)", "", count))

    def move_selected(self, step: int) -> None:
        ids = self.selected_ids()
        if not ids:
            return
        order = [i.id for i in self.document.current_node().items]
        first = order.index(ids[0])
        rest_len = len(order) - len(ids)
        target = max(0, min(first + step, rest_len))
        new = edit.move_items(self.document.project, self.document.current_node_id, ids, target)
        if new == self.document.project:
            return
        count = len(ids)
        self.document.push(new, self.tr("Move %n part(s)", "", count))
        self.select_ids(ids)

    def copy_rows(self) -> None:
        ids = set(self.selected_ids())
        items = [i.model_dump(mode="json", by_alias=True, exclude_none=True)
                 for i in self.document.current_node().items if i.id in ids]
        if not items:
            return
        # plain JSON text: it pastes back here, into another window, or into a text editor. (A QMimeData made in
        # Python and handed to the clipboard is freed twice at exit under PySide6 6.12, so no custom MIME type.)
        QGuiApplication.clipboard().setText(json.dumps({"gpu_rig_planner_items": items}, ensure_ascii=False))

    def paste_rows(self) -> None:
        raw = QGuiApplication.clipboard().text()
        try:
            items = json.loads(raw)
            if isinstance(items, dict):
                items = items.get("gpu_rig_planner_items", [items])
            rows = sorted({i.row() for i in self.parts_view.selectionModel().selectedRows()})
            new, ids = edit.add_items(self.document.project, self.document.current_node_id, items,
                                      rows[-1] + 1 if rows else None)
        except (ValueError, TypeError, AttributeError):
            self.edit_error.setText(QCoreApplication.translate("MainWindow", "The clipboard holds no parts."))
            return
        except ValidationError as exc:
            self.edit_error.setText("; ".join(describe_validation_error(exc)))
            return
        count = len(ids)
        self.document.push(new, self.tr("Paste %n part(s)", "", count))
        self.select_ids(ids)

    def _finding_chosen(self, current, _previous) -> None:
        finding = self.findings_model.data(current, FindingsModel.FindingRole)
        if finding is not None:
            self.select_ids(set(finding.item_ids))

    # ------------------------------------------------------------------ documents
    def set_project(self, project, path: Path | None, modified: bool = False) -> None:
        self.document.set_project(project, path, modified)

    def new_document(self) -> None:
        if not self.maybe_save():
            return
        self.document.set_project(new_project(self.catalog, QCoreApplication.translate("MainWindow", "New rig"),
                                              locale=current_language()), None)

    def new_from_machine(self) -> None:
        """File > New from this machine (ui/start_from.py)."""
        from .start_from import new_from_machine

        box = new_from_machine(self)
        if box is not None:
            box.exec()

    def import_parts_list(self) -> None:
        """File > Import parts list... (ui/start_from.py)."""
        from .start_from import choose_and_import_list

        choose_and_import_list(self)

    def choose_open(self) -> None:
        if not self.maybe_save():
            return
        start = QSettings().value("paths/last_folder", str(Path.home()), type=str)
        name, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("MainWindow", "Open project"), start,
                                              QCoreApplication.translate("MainWindow", "Projects (*.json)"))
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path) -> bool:
        try:
            self.document.open(path)
        except PlannerError as exc:
            QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "Cannot open project"), str(exc))
            return False
        self._remember()
        return True

    def save(self) -> bool:
        if self.document.path is None:
            return self.save_as()
        return self._save_to(self.document.path)

    def save_as(self) -> bool:
        start = QSettings().value("paths/last_folder", str(Path.home()), type=str)
        suggested = str(Path(start) / ((self.document.project.name or "rig").replace("/", "-") + ".json"))
        name, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("MainWindow", "Save project"), suggested,
                                              QCoreApplication.translate("MainWindow", "Projects (*.json)"))
        if not name:
            return False
        path = Path(name)
        if path.suffix.lower() != ".json":
            path = path.with_suffix(".json")
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        try:
            self.document.save(path)
        except (SaveError, OSError) as exc:
            QMessageBox.critical(self, QCoreApplication.translate("MainWindow", "Cannot save"), str(exc))
            return False
        self._remember()
        self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Saved {file}").format(
            file=self.document.path), 4000)
        return True

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current document."""
        if not self.document.is_modified():
            return True
        box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("MainWindow", "Unsaved changes"),
                          QCoreApplication.translate("MainWindow", "Save the changes to {name}?").format(
                              name=self.document.project.name),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, self)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        if self.job is not None and self.job.is_running():
            self.job.cancel()
            self.job.wait(5000)
        self.document.discard_autosave()
        settings = QSettings()
        settings.setValue("mainwindow/geometry", self.saveGeometry())
        settings.setValue("mainwindow/state", self.saveState())
        event.accept()

    def restore_layout(self) -> None:
        settings = QSettings()
        geometry = settings.value("mainwindow/geometry", QByteArray(), type=QByteArray)
        state = settings.value("mainwindow/state", QByteArray(), type=QByteArray)
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)
            self.setGeometry(clamp_to(self.geometry(), screen_area(self)))  # saved on a larger screen
        if not state.isEmpty():
            self.restoreState(state)
        self.catalog_placement.compact = None  # the saved dock state was for the saved size: decide for this one
        self.catalog_placement.update_mode()

    def _remember(self) -> None:
        """Keep the document's file (an absolute name) as the last project and first of the recent files."""
        path = str(self.document.path)
        store_settings({"paths/last_folder": str(self.document.path.parent), "paths/last_project": path,
                        "paths/recent": ([path] + [p for p in recent_files() if p != path])[:MAX_RECENT]})
        self._rebuild_recent()

    def _rebuild_recent(self) -> None:
        files = recent_files()
        store_settings({"paths/recent": files})  # entries that cannot be trusted any more are dropped
        self.recent_menu.clear()
        for p in files:
            action = self.recent_menu.addAction(p)
            action.triggered.connect(lambda _c=False, p=p: self.maybe_save() and self.open_path(Path(p)))
        self.recent_menu.setEnabled(not self.recent_menu.isEmpty())

    # ------------------------------------------------------------------ background work
    def _show_progress(self, on: bool) -> None:
        self.progress.setVisible(on)
        self.cancel_button.setVisible(on)

    def start_job(self, work, on_success, label: str) -> Job:
        if self.job is not None and self.job.is_running():
            self.job.cancel()
            self.job.wait(5000)
        job = Job(work, self)
        self.job = job
        self.progress.setValue(0)
        self._show_progress(True)
        self.statusBar().showMessage(label)
        job.progress.connect(self._job_progress)
        job.succeeded.connect(on_success)
        job.failed.connect(self._job_failed)
        job.cancelled_signal.connect(self._job_cancelled)
        job.done.connect(self._job_done)
        job.start()
        return job

    def _job_progress(self, fraction: float) -> None:
        self.progress.setValue(int(fraction * 100))

    def _job_failed(self, message: str) -> None:
        QMessageBox.warning(self, QCoreApplication.translate("MainWindow", "The job failed"), message)

    def _job_cancelled(self) -> None:
        self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Cancelled"), 3000)

    def _job_done(self) -> None:
        self._show_progress(False)

    def cancel_job(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def start_monte_carlo(self) -> Job | None:
        document, project = self.document, self.document.project
        if self.document.report is None or self.document.report.tco is None:
            self.statusBar().showMessage(QCoreApplication.translate(
                "MainWindow", "The cost of ownership needs its inputs first (Cost inputs tab)."), 5000)
            return None

        def work(progress, cancelled):
            return document.evaluate_in_full(project, progress=progress, cancelled=cancelled)

        def done(result):
            if not document.accept_full_report(*result):
                self.statusBar().showMessage(QCoreApplication.translate(
                    "MainWindow", "The project changed while the Monte Carlo ran; run it again."), 5000)
                return
            result = result[1].tco.monte_carlo
            self.tabs.setCurrentWidget(self.tco_page)
            self.tco_panel.tabs.setCurrentIndex(3)
            self.statusBar().showMessage(QCoreApplication.translate(
                "MainWindow", "Monte Carlo: P10 {p10:,.0f} / P50 {p50:,.0f} / P90 {p90:,.0f}").format(
                p10=result.three_year_cost.p10, p50=result.three_year_cost.p50, p90=result.three_year_cost.p90), 8000)

        return self.start_job(work, done, QCoreApplication.translate("MainWindow", "Running the Monte Carlo..."))

    def open_find_build(self):
        """Tools > Find a build...: one search window per main window, its goal read from the open project."""
        from .find_build import FindBuildDialog

        if self.find_build_dialog is None:
            self.find_build_dialog = FindBuildDialog(self)
        else:
            self.find_build_dialog.load_goal()
        self.find_build_dialog.show()
        self.find_build_dialog.raise_()
        return self.find_build_dialog

    def open_compare(self):
        """Tools > Compare builds...: one comparison window per main window, kept while it lives."""
        from .compare_view import CompareDialog  # pyqtgraph: imported when the comparison is first opened

        if self.compare_dialog is None:
            self.compare_dialog = CompareDialog(self)
        self.compare_dialog.show()
        self.compare_dialog.raise_()
        return self.compare_dialog

    def export_quote(self, comparison=None) -> Job | None:
        """File > Export quote...: the Excel workbook, written in the background with progress and cancel; with a
        comparison (Compare builds), its Compare sheet too."""
        start = QSettings().value("paths/last_folder", str(Path.home()), type=str)
        name, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("MainWindow", "Export quote"),
                                              str(Path(start) / "quote.xlsx"), "Excel (*.xlsx)")
        if not name:
            return None
        if not name.lower().endswith(".xlsx"):
            name += ".xlsx"
        from planner.quote.workbook import export_quote as write_quote  # openpyxl: only once a quote is written
        from planner.verify.check import compare

        QSettings().setValue("paths/last_folder", str(Path(name).parent))
        document, project, lang = self.document, self.document.project, current_language()
        measured = document.measured  # the last Verify built rig of this project fills the Bring-up sheet

        def work(progress, cancelled):  # None when cancelled: the job then reports "Cancelled"
            full = document.evaluate_in_full(project, progress=lambda f: progress(0.9 * f), cancelled=cancelled)
            if full is None:
                return None
            verified = compare(full[1], measured.inputs) if measured is not None else None
            sheet = comparison
            if sheet is None and project.variants:  # the project's own builds side by side
                from planner.compare import compare_projects, expand_builds

                sheet = compare_projects(expand_builds([(str(document.path or ""), project)]), document.catalog,
                                         as_of=datetime.date.today())
            return write_quote(full[0], full[1], Path(name), lang=lang, verified=verified, comparison=sheet)

        return self.start_job(work, lambda p: self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Quote written to {file}").format(file=p), 6000),
            QCoreApplication.translate("MainWindow", "Writing the quote..."))

    def open_verify(self):
        """File > Verify built rig...: the built rig's own outputs beside this project's plan (a window of its own)."""
        if self.document.project is None:
            return None
        if self.verify_dialog is not None:
            self.verify_dialog.close()
            self.verify_dialog.deleteLater()
        from .verify_dialog import VerifyDialog  # planner.verify: imported when the dialog is first opened

        self.verify_dialog = VerifyDialog(self.document, self)
        self.verify_dialog.show()
        return self.verify_dialog

    def about(self) -> None:
        from planner import __version__

        QMessageBox.about(self, QCoreApplication.translate("MainWindow", "About GPU Rig Planner"),
                          QCoreApplication.translate("MainWindow", "GPU Rig Planner {v}\nPlan a multi-GPU machine for local "
                                                                   "LLM work before you buy it.").format(v=__version__))

