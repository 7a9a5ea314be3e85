"""The parts list as an editable Qt model. Edits become undo commands; totals come from the report."""

from __future__ import annotations

import json

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QLocale, QMimeData, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from pydantic import ValidationError

from planner import edit
from planner.errors import describe_validation_error
from planner.model.parts import kind_label
from planner.model.project import LineItem

from .i18n import current_language
from .words import change_text, field_name

_Index = QModelIndex | QPersistentModelIndex
MIME = "application/x-gpu-rig-planner-items"

COLUMNS = ("category", "part", "specs", "quantity", "condition", "unit_price", "currency", "line_total", "slot", "notes")
EDITABLE = {"quantity", "condition", "unit_price", "currency", "slot", "notes"}


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
        "notes": QCoreApplication.translate("PartsModel", "Source / notes"),
    }[key]


def condition_title(value: str) -> str:
    return {"new": QCoreApplication.translate("PartsModel", "new"),
            "used": QCoreApplication.translate("PartsModel", "used")}.get(value, value)


class PartsTableModel(QAbstractTableModel):
    """Rows are the first node's line items. setData() validates, then pushes an undo command."""

    ItemIdRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        self.last_error: str = ""
        self._items: list[LineItem] = []
        self._lines: dict[str, object] = {}
        document.projectChanged.connect(self.refresh)
        self.refresh()

    # ------------------------------------------------------------------ data source
    def refresh(self) -> None:
        project = self.document.project
        node_id = self.document.current_node_id
        items = list(self.document.current_node().items) if project else []
        lines = ({b.item_id: b for b in self.document.report.bom.lines if b.node_id == node_id}
                 if self.document.report else {})
        if [i.id for i in items] == [i.id for i in self._items]:
            self._items, self._lines = items, lines
            if items:
                self.dataChanged.emit(self.index(0, 0), self.index(len(items) - 1, len(COLUMNS) - 1),
                                      [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole])
            return
        self.beginResetModel()
        self._items, self._lines = items, lines
        self.endResetModel()

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
        if key in EDITABLE or (custom and key == "part"):
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._items):
            return None
        item = self._items[index.row()]
        key = COLUMNS[index.column()]
        part = self.part_of(item)
        line = self._lines.get(item.id)
        if role == self.ItemIdRole:
            return item.id
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            edit_role = role == Qt.ItemDataRole.EditRole
            if key == "category":
                return kind_label(part.kind if part else "unknown", current_language())
            if key == "part":
                return part.name if part else item.part_id
            if key == "specs":
                return part.key_specs() if part else ""
            if key == "quantity":
                return item.quantity if edit_role else str(item.quantity)
            if key == "condition":
                return item.condition if edit_role else condition_title(item.condition)
            if key == "unit_price":
                if item.unit_price is None:
                    return "" if edit_role else "-"
                return item.unit_price.amount if edit_role else QLocale().toString(item.unit_price.amount, "f", 2)
            if key == "currency":
                return item.unit_price.currency if item.unit_price else self.document.project.costs.currency
            if key == "line_total":
                if not (line and line.line_total):
                    return "-"
                return f"{QLocale().toString(line.line_total.amount, 'f', 2)} {line.line_total.currency}"
            if key == "slot":
                riser = QCoreApplication.translate("PartsModel", "{slot} (riser)")
                return ", ".join(riser.format(slot=s.slot) if s.via_riser and not edit_role else s.slot
                                 for s in item.slots)
            if key == "notes":
                return item.note if edit_role else (item.note or (part.source if part else ""))
        if role == Qt.ItemDataRole.ToolTipRole:
            if part is None:
                return QCoreApplication.translate("PartsModel", "Catalog id {id} is not in the catalog").format(id=item.part_id)
            return f"{part.name}\n{part.key_specs()}\n{part.source}" + (f"\n{item.note}" if item.note else "")
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
        text = change_text(field_name(key), part.name if part else item.part_id or item.id, shown)
        self.document.push(new, text, merge_key=f"item:{item.id}:{key}")
        return True

    def _changes(self, item: LineItem, key: str, value) -> dict | None:
        text = "" if value is None else str(value).strip()
        if key == "quantity":
            try:
                q = int(float(text))
            except ValueError:
                raise ValueError(QCoreApplication.translate("PartsModel", "Quantity must be a whole number, not '{v}'").format(v=text)) from None
            slots = [s.model_dump() for s in item.slots][:q]
            return None if q == item.quantity else {"quantity": q, "slots": slots}
        if key == "condition":
            value = {"new": "new", "used": "used"}.get(text, text)
            return None if value == item.condition else {"condition": value}
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
                if amount is None:
                    return None
            return {"unit_price": {"amount": amount, "currency": currency}}
        if key == "slot":
            old = {s.slot: s for s in item.slots}
            names = [n.strip() for n in text.replace("(riser)", "").split(",") if n.strip()]
            slots = [old[n].model_dump() if n in old else {"slot": n} for n in names]
            return {"slots": slots}
        if key == "notes":
            return None if text == item.note else {"note": text}
        if key == "part" and item.custom_part is not None:  # a custom part's name is the user's to change
            if not text:
                raise ValueError(QCoreApplication.translate("PartsModel", "A part needs a name"))
            if text == item.custom_part.name:
                return None
            return {"custom_part": item.custom_part.model_copy(update={"name": text[:200]}).model_dump(mode="json")}
        return None

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
        self.document.push(new, QCoreApplication.translate("PartsModel", "Move {n} part(s)").format(n=len(ids)))
        return False  # the document refresh redraws; Qt must not remove the dragged rows itself
