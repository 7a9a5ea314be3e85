"""The parts list as an editable Qt model. Edits become undo commands; totals come from the report."""

from __future__ import annotations

import json

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QLocale, QMimeData, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from pydantic import ValidationError

from planner import edit
from planner.errors import describe_validation_error
from planner.hardware.slots import SlotChoice, slot_choices
from planner.model.parts import Motherboard, kind_label
from planner.model.project import LineItem

from .i18n import current_language
from .words import change_text, field_name

_Index = QModelIndex | QPersistentModelIndex
#: The roles data() answers (besides ItemIdRole).
_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, Qt.ItemDataRole.ToolTipRole,
                    Qt.ItemDataRole.FontRole, Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.TextAlignmentRole})
#: The roles that decide what a cell looks like (a row is painted again when one of them changes).
_LOOK_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.FontRole, Qt.ItemDataRole.ForegroundRole)
MIME = "application/x-gpu-rig-planner-items"

COLUMNS = ("category", "part", "specs", "quantity", "condition", "unit_price", "currency", "line_total", "slot", "psu",
           "notes")
EDITABLE = {"quantity", "condition", "unit_price", "currency", "slot", "psu", "notes"}


def column_title(key: str) -> str:
    return {
        "category": QCoreApplication.translate("PartsModel", "Category"),
        "part": QCoreApplication.translate("PartsModel", "Part"),
        "specs": QCoreApplication.translate("PartsModel", "Key specs"),
        "quantity": QCoreApplication.translate("PartsModel", "Qty"),
        "condition": QCoreApplication.translate("PartsModel", "Condition"),
        "unit_price": QCoreApplication.translate("PartsModel", "Unit price"),
        "currency": QCoreApplication.translate("PartsModel", "Currency"),
        "line_total": QCoreApplication.translate("PartsModel", "Line total"),
        "slot": QCoreApplication.translate("PartsModel", "Slot"),
        "psu": QCoreApplication.translate("PartsModel", "PSU"),
        "notes": QCoreApplication.translate("PartsModel", "Source / notes"),
    }[key]


def not_placed_text() -> str:
    return QCoreApplication.translate("PartsModel", "not placed")


def condition_title(value: str) -> str:
    return {"new": QCoreApplication.translate("PartsModel", "new"),
            "used": QCoreApplication.translate("PartsModel", "used"),
            "ex_mining": QCoreApplication.translate("PartsModel", "used, ex-mining")}.get(value, value)


def condition_value(item: LineItem) -> str:
    """The condition column's value: new, used, or ex_mining (a used card that ran round the clock)."""
    return "ex_mining" if item.ex_mining else item.condition


class PartsTableModel(QAbstractTableModel):
    """Rows are the first node's line items. setData() validates, then pushes an undo command."""

    ItemIdRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        self.last_error: str = ""
        self._items: list[LineItem] = []
        self._lines: dict[str, object] = {}
        self._lines_of: tuple | None = None  # (report, machine) the lines were taken from
        self._cells: dict[tuple, object] = {}  # (row, column, role) -> data(), until the project or report changes
        self._shown: dict[int, tuple] = {}  # row -> what it showed with the last report (_row_look)
        self._items_of = ""  # the machine whose items are shown
        self.headerDataChanged.connect(self._forget)  # the language changed
        self.modelAboutToBeReset.connect(self._forget)
        document.projectChanged.connect(self.refresh)
        document.reportChanged.connect(self._report_changed)
        self.refresh()

    # ------------------------------------------------------------------ data source
    def refresh(self) -> None:
        """The shown machine's items; their report lines (prices, totals) are read when first asked for, so an edit
        does not wait for its evaluation here."""
        project = self.document.project
        items = list(self.document.current_node().items) if project else []
        node_id = self.document.current_node_id
        self._lines_of = None
        self._cells = {}
        if [i.id for i in items] == [i.id for i in self._items]:
            old, self._items = self._items, items
            same_machine, self._items_of = self._items_of == node_id, node_id
            self._rows_changed([r for r, (a, b) in enumerate(zip(old, items)) if not same_machine or a != b])
            return
        self.beginResetModel()
        self._items, self._items_of = items, node_id
        self.endResetModel()

    def _report_changed(self, _report) -> None:
        """Repaint the rows whose shown figures changed with the report (an edit changes a row or two: the table
        is not painted whole again)."""
        self._lines_of = None
        self._cells = {}
        before, self._shown = self._shown, {r: self._row_look(r) for r in range(len(self._items))}
        self._rows_changed([r for r, look in self._shown.items() if before.get(r) != look])

    def _row_look(self, row: int) -> tuple:
        """What the row's cells show (the answers are kept for the paint that follows)."""
        item, cells, look = self._items[row], self._cells, []
        for column, key in enumerate(COLUMNS):
            for role in _LOOK_ROLES:
                cell = (row, column, role)
                if cell not in cells:
                    cells[cell] = self._cell(item, key, role)
                look.append(cells[cell])
        return tuple(look)

    def _forget(self, *_args) -> None:
        self._cells, self._shown = {}, {}

    def _rows_changed(self, rows: list[int]) -> None:
        if rows:
            self.dataChanged.emit(self.index(min(rows), 0), self.index(max(rows), len(COLUMNS) - 1),
                                  [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole])

    def _line(self, item_id: str):
        """The report's BOM line of an item of the shown machine (None when it has none)."""
        report, node_id = self.document.report, self.document.current_node_id
        if self._lines_of is None or self._lines_of[0] is not report or self._lines_of[1] != node_id:
            self._lines = {b.item_id: b for b in report.bom.lines if b.node_id == node_id} if report else {}
            self._lines_of = (report, node_id)
        return self._lines.get(item_id)

    def item(self, row: int) -> LineItem:
        return self._items[row]

    def row_of(self, item_id: str) -> int:
        return next((r for r, i in enumerate(self._items) if i.id == item_id), -1)

    def part_of(self, item: LineItem):
        return item.custom_part or self.document.catalog.part(item.part_id)

    # ------------------------------------------------------------------ Qt model API
    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._items)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal and 0 <= section < len(COLUMNS):
            return column_title(COLUMNS[section])
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        flags = (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsDropEnabled | Qt.ItemFlag.ItemIsSelectable
                 | Qt.ItemFlag.ItemIsDragEnabled)
        key = COLUMNS[index.column()]
        custom = 0 <= index.row() < len(self._items) and self._items[index.row()].custom_part is not None
        if key == "slot":
            if 0 <= index.row() < len(self._items) and self.slot_choices(index.row()):
                flags |= Qt.ItemFlag.ItemIsEditable
        elif key == "psu":
            if 0 <= index.row() < len(self._items) and self._feeds_choice(self._items[index.row()]):
                flags |= Qt.ItemFlag.ItemIsEditable
        elif key in EDITABLE or (custom and key == "part"):
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._items):
            return None
        item = self._items[index.row()]
        key = COLUMNS[index.column()]
        if role == self.ItemIdRole:
            return item.id
        if role not in _ROLES:  # asked many times per cell by the view and the column fitter: answer at once
            return None
        cell = (index.row(), index.column(), role)  # each answer is worked out once per project and report
        if cell not in self._cells:
            self._cells[cell] = self._cell(item, key, role)
        return self._cells[cell]

    def _cell(self, item: LineItem, key: str, role: int):
        part = self.part_of(item)
        line = self._line(item.id)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            edit_role = role == Qt.ItemDataRole.EditRole
            if key == "category":
                return kind_label(part.kind if part else "unknown", current_language())
            if key == "part":
                return part.name if part else item.part_id
            if key == "specs":
                return part.specs_text().render(current_language()) if part else ""
            if key == "quantity":
                return item.quantity if edit_role else str(item.quantity)
            if key == "condition":
                return condition_value(item) if edit_role else condition_title(condition_value(item))
            if key == "unit_price":
                if edit_role:
                    return item.unit_price.amount if item.unit_price is not None else ""
                price = line.unit_price if line is not None else item.unit_price
                return QLocale().toString(price.amount, "f", 2) if price is not None else "-"
            if key == "currency":
                if item.unit_price is not None or edit_role:
                    return item.unit_price.currency if item.unit_price else self.document.project.costs.currency
                return line.unit_price.currency if line and line.unit_price else self.document.project.costs.currency
            if key == "line_total":
                if not (line and line.line_total):
                    return "-"
                return f"{QLocale().toString(line.line_total.amount, 'f', 2)} {line.line_total.currency}"
            if key == "slot":
                return ([(s.slot, s.via_riser, s.extender, s.port) for s in item.slots] if edit_role
                        else self._slot_text(item, part))
            if key == "psu":
                return ((item.slots[0].psu or "") if item.slots else "") if edit_role else self._psu_text(item)
            if key == "notes":
                return item.note if edit_role else (item.note or self._price_note(line) or (part.source if part else ""))
        if key in ("unit_price", "line_total") and line is not None and line.price_source != "own":
            if role == Qt.ItemDataRole.ToolTipRole:
                return self._price_note(line)
            if role == Qt.ItemDataRole.FontRole:
                font = QFont()
                font.setItalic(True)
                return font
            if role == Qt.ItemDataRole.ForegroundRole:
                return QBrush(QColor("#5f6368"))
        if role == Qt.ItemDataRole.ToolTipRole:
            if part is None:
                return QCoreApplication.translate("PartsModel", "Catalog id {id} is not in the catalog").format(id=item.part_id)
            unconfirmed = line.unconfirmed.render(current_language()) if line is not None else ""
            return "\n".join(x for x in (part.name, part.specs_text().render(current_language()), part.source,
                                          unconfirmed, item.note) if x)
        if role == Qt.ItemDataRole.TextAlignmentRole and key in ("quantity", "unit_price", "line_total"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and part is None:
            return QBrush(QColor("#b00020"))
        return None

    def setData(self, index: _Index, value, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        item = self._items[index.row()]
        key = COLUMNS[index.column()]
        try:
            changes = self._changes(item, key, value)
        except ValueError as exc:
            self.last_error = str(exc)
            return False
        if changes is None:
            return False
        try:
            new = edit.update_item(self.document.project, self.document.current_node_id, item.id, changes)
        except ValidationError as exc:
            self.last_error = "; ".join(describe_validation_error(exc))
            return False
        self.last_error = ""
        part = self.part_of(item)
        shown = condition_title(str(value)) if key == "condition" else str(value if value is not None else "").strip()
        if key == "psu":  # the unit by its name, not its id ('psu#2')
            shown = dict(self.psu_units()).get(shown) or QCoreApplication.translate("PartsModel", "main PSU")
        text = change_text(field_name(key), part.name if part else item.part_id or item.id, shown)
        self.document.push(new, text, merge_key=f"item:{item.id}:{key}")
        return True

    def _changes(self, item: LineItem, key: str, value) -> dict | None:
        if key == "slot":
            return self._slot_changes(item, value)
        if key == "psu":
            psu = str(value or "") or None
            if all(s.psu == psu for s in item.slots):
                return None
            return {"slots": [{**s.model_dump(exclude_none=True), "psu": psu} for s in item.slots]}
        text = "" if value is None else str(value).strip()
        if key == "quantity":
            try:
                q = int(float(text))
            except ValueError:
                raise ValueError(QCoreApplication.translate("PartsModel", "Quantity must be a whole number, not '{v}'").format(v=text)) from None
            slots = [s.model_dump() for s in item.slots][:q]
            return None if q == item.quantity else {"quantity": q, "slots": slots}
        if key == "condition":
            if text == condition_value(item):
                return None
            if text == "ex_mining":
                return {"condition": "used", "ex_mining": True}
            return {"condition": text, "ex_mining": False}
        if key in ("unit_price", "currency"):
            currency = item.unit_price.currency if item.unit_price else self.document.project.costs.currency
            amount = item.unit_price.amount if item.unit_price else None
            if key == "unit_price":
                if text == "":
                    return {"unit_price": None} if item.unit_price else None
                try:
                    amount = float(text.replace(",", ""))
                except ValueError:
                    raise ValueError(QCoreApplication.translate("PartsModel", "Price must be a number, not '{v}'").format(v=text)) from None
            else:
                currency = text.upper()
                if amount is None and currency != self.document.project.costs.currency:
                    # the line is counted at the catalog's price: a currency alone would be dropped unseen
                    raise ValueError(QCoreApplication.translate(
                        "PartsModel", "Type this part's price first: the currency belongs to a price you enter "
                                      "(the line is counted at the catalog's price)."))
                if amount is None:
                    return None
            return {"unit_price": {"amount": amount, "currency": currency}}
        if key == "notes":
            return None if text == item.note else {"note": text}
        if key == "part" and item.custom_part is not None:  # a custom part's name is the user's to change
            if not text:
                raise ValueError(QCoreApplication.translate("PartsModel", "A part needs a name"))
            if text == item.custom_part.name:
                return None
            return {"custom_part": item.custom_part.model_copy(update={"name": text[:200]}).model_dump(mode="json")}
        return None

    # ------------------------------------------------------------------ slots and prices
    def board(self) -> Motherboard | None:
        """The motherboard of the machine shown (catalog or custom), if it has exactly one."""
        boards = [p for p in (self.part_of(i) for i in self._items) if isinstance(p, Motherboard)]
        return boards[0] if len(boards) == 1 else None

    def slot_choices(self, row: int) -> list[SlotChoice]:
        """Where the row's part can go on the machine's board; empty without a board or for a part without a slot."""
        board, part = self.board(), self.part_of(self._items[row])
        return slot_choices(board, part, self.extender_units()) if board is not None and part is not None else []

    def extender_units(self) -> list[tuple[str, object]]:
        """The machine's PCIe extender units ("riser#1") with their facts, for the slot editor's choices."""
        out = []
        for other in self._items:
            part = self.part_of(other)
            spec = getattr(part, "pcie_extender", None)
            if spec is not None:
                out += [(f"{other.id}#{n}", spec) for n in range(1, other.quantity + 1)]
        return out

    def psu_units(self) -> list[tuple[str, str]]:
        """The machine's PSU units ("psu#2") with the name the window shows ("Corsair HX1500i #2")."""
        out = []
        for other in self._items:
            part = self.part_of(other)
            if part is not None and part.kind == "psu":
                out += [(f"{other.id}#{n}", f"{part.name} #{n}" if other.quantity > 1 else part.name)
                        for n in range(1, other.quantity + 1)]
        return out

    def _feeds_choice(self, item: LineItem) -> bool:
        """A placed GPU line on a machine with two or more PSU units: which one feeds its cards is the user's choice
        (the power check asks for it); elsewhere the main PSU feeds everything."""
        part = self.part_of(item)
        return part is not None and part.kind == "gpu" and bool(item.slots) and len(self.psu_units()) > 1

    def _psu_text(self, item: LineItem) -> str:
        """The PSU feeding each placed card, by name; empty where there is no choice."""
        if not self._feeds_choice(item):
            return ""
        names = dict(self.psu_units())
        main = QCoreApplication.translate("PartsModel", "main PSU")
        return ", ".join(names.get(s.psu if s.psu is None or "#" in s.psu else f"{s.psu}#1", s.psu) if s.psu else main
                         for s in item.slots)

    def extender_name(self, unit: str) -> str:
        """An extender unit ("other#1") as the user knows it: its part's name, with the unit number when the line
        has several ("LINKUP riser #2"); the unit id itself only when no line of this machine has that id."""
        line_id, _, number = unit.rpartition("#")
        item = next((i for i in self._items if i.id == line_id), None)
        part = self.part_of(item) if item is not None else None
        if part is None:
            return unit
        return f"{part.name} #{number}" if item.quantity > 1 else part.name

    def _slot_text(self, item: LineItem, part) -> str:
        """The slot of each unit, "not placed" for a unit without one (where the part goes in a slot)."""
        names = [self._one_slot_text(s) for s in item.slots]
        if part is not None and self.board() is not None and slot_choices(self.board(), part):
            names += [not_placed_text()] * (item.quantity - len(item.slots))
        return ", ".join(names)

    def _one_slot_text(self, s) -> str:
        if s.extender is not None:
            return QCoreApplication.translate("PartsModel", "{slot} (port {port} of {extender})").format(
                slot=s.slot, port=s.port or 1, extender=self.extender_name(s.extender))
        return s.slot + (" " + QCoreApplication.translate("PartsModel", "(riser)") if s.via_riser else "")

    def _slot_changes(self, item: LineItem, value) -> dict | None:
        """A list of (slot, via riser[, extender unit, port]) or None per unit, from the slot editor: the units
        placed, in order, each keeping the PSU that fed it in the same slot."""
        if not isinstance(value, (list, tuple)) or not all(v is None or len(v) in (2, 4) for v in value):
            raise ValueError(QCoreApplication.translate("PartsModel", "Choose the slot from the list of the board's slots"))
        chosen = [tuple(v) + (None, None) if len(v) == 2 else tuple(v) for v in value if v]
        old = {s.slot: s for s in item.slots}
        slots = []
        for name, riser, extender, port in chosen:
            kept = old[name].model_dump(exclude_none=True) if name in old else {}
            kept = {k: v for k, v in kept.items() if k not in ("extender", "port")}
            on = {"extender": extender, "port": port} if extender else {}
            slots.append({**kept, "slot": name, "via_riser": bool(riser or extender), **on})
        if slots == [s.model_dump(exclude_none=True) for s in item.slots]:
            return None
        return {"slots": slots}

    @staticmethod
    def _price_note(line) -> str:
        """Where the price came from and, for a catalog or imported price, how old it is (flagged when old)."""
        if not (line and line.price_note):
            return ""
        note = line.price_note.render(current_language())
        if line.price_age is not None:
            note += ("; ⚠ " if line.price_stale else "; ") + line.price_age.render(current_language())
        return note

    # ------------------------------------------------------------------ drag and drop (reorder)
    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [MIME]

    def mimeData(self, indexes) -> QMimeData:
        ids = []
        for i in sorted({ix.row() for ix in indexes}):
            ids.append(self._items[i].id)
        data = QMimeData()
        data.setData(MIME, json.dumps(ids).encode())
        return data

    def dropMimeData(self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: _Index) -> bool:
        if action == Qt.DropAction.IgnoreAction:
            return True
        if not data.hasFormat(MIME):
            return False
        ids = json.loads(bytes(data.data(MIME)).decode())
        target = row if row >= 0 else (parent.row() if parent.isValid() else len(self._items))
        before = [i.id for i in self._items[:target] if i.id not in ids]
        new = edit.move_items(self.document.project, self.document.current_node_id, ids, len(before))
        if [i.id for i in self.document.current_node(new).items] == [i.id for i in self._items]:
            return False
        count = len(ids)
        self.document.push(new, self.tr("Move %n part(s)", "", count))
        return False  # the document refresh redraws; Qt must not remove the dragged rows itself
