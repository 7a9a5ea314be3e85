"""Tools of the parts table: the slot dropdown, the running total under the table and "Place cards".

All three show or apply what the report says: the slot list is the board's (catalog facts), the total is the
report's BOM totals (never summed here), and Place cards applies the report's proposed placement
(`NodePcie.placement`) as one undo step.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QStyledItemDelegate, QWidget

from planner import edit
from planner.hardware.slots import SlotChoice
from planner.model.parts import Gpu

from .i18n import current_language
from .parts_model import PartsTableModel, not_placed_text

#: (slot name, through a riser, extender unit, port) of one unit; None = not placed
SlotValue = tuple[str, bool, str | None, int | None] | None


def _money(amount: float, currency: str) -> str:
    return f"{QLocale().toString(float(amount), 'f', 2)} {currency}"  # an int has no 'f' form in QLocale


def choice_label(choice: SlotChoice, holder: str | None, extender_name=lambda unit: unit) -> str:
    """What the dropdown shows for a slot: its name, the link the board states, and who sits there already; an
    extender unit by `extender_name` (its part's name, not the line id 'other#1')."""
    source = {"cpu": QCoreApplication.translate("PartsTools", "CPU"),
              "chipset": QCoreApplication.translate("PartsTools", "chipset"),
              "switch": QCoreApplication.translate("PartsTools", "switch")}.get(choice.source or "", "")
    if choice.kind == "sata":
        label = QCoreApplication.translate("PartsTools", "{name}: SATA").format(name=choice.name)
    elif choice.kind == "m2":
        label = QCoreApplication.translate("PartsTools", "{name}: M.2, PCIe {gen}.0 x{lanes} ({source})").format(
            name=choice.name, gen=choice.gen, lanes=choice.lanes, source=source)
    elif choice.extender is not None:
        label = QCoreApplication.translate(
            "PartsTools", "{name} on port {port} of {extender}: PCIe {gen}.0 x{lanes} ({source})").format(
            name=choice.name, port=choice.port, extender=extender_name(choice.extender), gen=choice.gen, lanes=choice.lanes,
            source=source)
    elif choice.via_riser:
        label = QCoreApplication.translate(
            "PartsTools", "{name} through a riser: PCIe {gen}.0 x{lanes} ({source})").format(
            name=choice.name, gen=choice.gen, lanes=choice.lanes, source=source)
    else:
        label = QCoreApplication.translate("PartsTools", "{name}: PCIe {gen}.0 x{lanes} ({source})").format(
            name=choice.name, gen=choice.gen, lanes=choice.lanes, source=source)
    if holder is None:
        return label
    return QCoreApplication.translate("PartsTools", "{slot} - holds {part}").format(slot=label, part=holder)


#: The label of a group heading in the slot dropdown (a heading is shown greyed and cannot be chosen)
HEADING = "── {title} ──"


class SlotEditor(QWidget):
    """One dropdown per unit of the line (a line of two cards has two), each "not placed" or a board slot; the
    riser choices come under a heading per riser cable (`headings`: the rows that are headings)."""

    def __init__(self, parent, values: list[tuple[str, SlotValue]], units: int, headings: frozenset = frozenset()):
        super().__init__(parent)
        self.setAutoFillBackground(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.values = [v for _, v in values]
        self.combos: list[QComboBox] = []
        for _ in range(units):
            combo = QComboBox(self)
            for label, _value in values:
                combo.addItem(label)
            for row in headings:  # QComboBox's own model: a disabled row is skipped by the keys and the mouse
                combo.model().item(row).setEnabled(False)
            layout.addWidget(combo)
            self.combos.append(combo)
        self.setFocusProxy(self.combos[0])

    def set_units(self, current: list[SlotValue]) -> None:
        for n, combo in enumerate(self.combos):
            value = current[n] if n < len(current) else None
            combo.setCurrentIndex(self.values.index(value) if value in self.values else 0)

    def units(self) -> list[SlotValue]:
        return [self.values[c.currentIndex()] for c in self.combos]


class PsuDelegate(QStyledItemDelegate):
    """The PSU column's editor: "main PSU" or one of the machine's PSU units, by name, for every card of the line."""

    def __init__(self, model: PartsTableModel, parent=None):
        super().__init__(parent)
        self.model = model

    def createEditor(self, parent, option, index):
        combo = QComboBox(parent)
        combo.addItem(QCoreApplication.translate("PartsModel", "main PSU"), "")
        for ref, name in self.model.psu_units():
            combo.addItem(name, ref)
        return combo

    def setEditorData(self, editor, index) -> None:
        editor.setCurrentIndex(max(editor.findData(index.data(Qt.ItemDataRole.EditRole) or ""), 0))

    def setModelData(self, editor, model, index) -> None:
        model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)

    def updateEditorGeometry(self, editor, option, index) -> None:
        widen_over_cell(editor, option.rect)


def widen_over_cell(editor: QWidget, rect) -> None:
    """A dropdown over its cell, widened to show its longest choice whole (a narrow column showed '全▾' for '全新'),
    kept inside the table: it grows to the left at the right edge."""
    rect.setWidth(max(rect.width(), editor.sizeHint().width()))
    room = editor.parentWidget().width()
    if rect.right() > room:
        rect.moveRight(max(room, rect.width()))
    editor.setGeometry(rect)


class SlotDelegate(QStyledItemDelegate):
    """The slot column's editor: the board's slots for the row's part (PCIe slots, each also through a riser,
    for a GPU; M.2 sockets and SATA ports for a drive), plus "not placed"."""

    def __init__(self, model: PartsTableModel, parent=None):
        super().__init__(parent)
        self.model = model

    def choices(self, row: int) -> list[tuple[str, SlotValue]]:
        item = self.model.item(row)
        holders = {s.slot: self.model.part_of(other).name if self.model.part_of(other) else other.id
                   for other in self.model.document.current_node().items if other.id != item.id for s in other.slots}
        values: list[tuple[str, SlotValue]] = [(not_placed_text(), None)]
        group = (False, None)
        for c in self.model.slot_choices(row):
            if (c.via_riser, c.extender) != group:  # the riser choices grouped under a heading each
                group = (c.via_riser, c.extender)
                values.append((self.heading(c), None))
            values.append((choice_label(c, None if c.extender else holders.get(c.name), self.model.extender_name),
                           c.value))
        known = {v for _, v in values}
        for s in item.slots:  # a slot from a hand-written file that the board does not have stays choosable
            if (s.slot, s.via_riser, s.extender, s.port) not in known:
                label = QCoreApplication.translate("PartsTools", "{name} (not on this board)").format(name=s.slot)
                values.append((label, (s.slot, s.via_riser, s.extender, s.port)))
        return values

    def heading(self, choice: SlotChoice) -> str:
        """The heading of a group of riser choices: a riser not in the parts list, or one riser cable by name."""
        title = (QCoreApplication.translate("PartsTools", "on {extender}").format(
            extender=self.model.extender_name(choice.extender)) if choice.extender is not None
            else QCoreApplication.translate("PartsTools", "through a riser not in the parts list"))
        return HEADING.format(title=title)

    def createEditor(self, parent, option, index):
        values = self.choices(index.row())
        headings = frozenset(n for n, (label, value) in enumerate(values) if value is None and n > 0)
        return SlotEditor(parent, values, self.model.item(index.row()).quantity, headings)

    def updateEditorGeometry(self, editor: SlotEditor, option, index) -> None:
        """Over the cell, widened so each unit's dropdown can show a slot name."""
        rect = option.rect
        rect.setWidth(max(rect.width(), 150 * len(editor.combos)))
        room = editor.parentWidget().width()
        if rect.right() > room:  # keep it inside the table: grow to the left instead
            rect.moveRight(max(room, rect.width()))
        editor.setGeometry(rect)

    def setEditorData(self, editor: SlotEditor, index) -> None:
        editor.set_units([tuple(v) for v in index.data(Qt.ItemDataRole.EditRole)])

    def setModelData(self, editor: SlotEditor, model, index) -> None:
        model.setData(index, editor.units(), Qt.ItemDataRole.EditRole)


class PartsTotal(QLabel):
    """The running total under the parts table: per currency, converted to the project currency, and the parts
    not priced yet, all from the report's BOM (the table never adds prices up itself)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.report = None
        self.node_id = None

    def set_report(self, report, node_id: str | None = None) -> None:
        """`node_id`: the machine shown, whose own total follows the cluster's when there are several."""
        self.report, self.node_id = report, node_id
        self.setText(self.describe())

    def describe(self) -> str:
        bom = self.report.bom if self.report is not None else None
        if bom is None or not bom.lines:
            return ""
        per_currency = (", ".join(_money(t.amount, t.currency) for t in bom.totals_by_currency)
                        or _money(0, self.report.currency))
        if bom.total is None:
            head = QCoreApplication.translate(
                "PartsTools", "Total: not available in {currency} (an exchange rate is missing); per currency "
                              "{amounts}").format(currency=self.report.currency, amounts=per_currency)
        elif bom.conversions:
            head = QCoreApplication.translate("PartsTools", "Total: {total} ({amounts}; converted at {rates})").format(
                total=_money(bom.total.amount, bom.total.currency), amounts=per_currency,
                rates="; ".join(bom.conversions))
        else:
            head = QCoreApplication.translate("PartsTools", "Total: {total}").format(
                total=_money(bom.total.amount, bom.total.currency))
        shown = next((m for m in self.report.machines if m.node_id == self.node_id), None)
        if len(self.report.machines) > 1 and shown is not None:
            own = (_money(shown.parts_total.amount, shown.parts_total.currency) if shown.parts_total is not None
                   else QCoreApplication.translate("PartsTools", "not available"))
            head = QCoreApplication.translate("PartsTools", "{total}, all machines; {machine} alone {own}").format(
                total=head, machine=shown.name, own=own)
        names = [line.name for line in bom.lines if line.item_id in bom.unpriced_item_ids]
        if names:
            head += "\n" + QCoreApplication.translate(
                "PartsTools", "Parts not priced (not in the total): {parts}").format(parts=", ".join(names))
        return head


class PlaceCards(QObject):
    """The "Place cards" action: every GPU of the machine shown into the slots the report proposes, one undo
    step. Disabled, with the reason as its tooltip, without a board or without a GPU."""

    def __init__(self, model: PartsTableModel, show_message: Callable[[str], None], parent=None):
        super().__init__(parent)
        self.model = model
        self.document = model.document
        self.show_message = show_message
        self.action = QAction(parent)
        self.action.triggered.connect(self.run)
        self.document.reportChanged.connect(self.update_state)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(QCoreApplication.translate("PartsTools", "&Place cards"))
        self.update_state()

    def _gpus(self) -> list:
        return [i for i in self.model.document.current_node().items if isinstance(self.model.part_of(i), Gpu)] \
            if self.document.project is not None else []

    def update_state(self, *_args) -> None:
        board = self.model.board() if self.document.project is not None else None
        if board is None:
            reason = QCoreApplication.translate(
                "PartsTools", "Add a motherboard first: the cards are placed in its slots.")
        elif not self._gpus():
            reason = QCoreApplication.translate("PartsTools", "Add a GPU first.")
        else:
            reason = ""
        self.action.setEnabled(not reason)
        self.action.setToolTip(reason or QCoreApplication.translate(
            "PartsTools", "Put every GPU in the slots the lane check proposes (one undo step)."))

    def _proposal(self):
        report, node_id = self.document.report, self.document.current_node_id
        node = next((n for n in report.pcie.nodes if n.node_id == node_id), None) if report and report.pcie else None
        return node.placement if node is not None else None

    def _risers(self) -> int:
        """Cards that go in through a riser: every card in an open frame, else one per riser cable listed."""
        parts = [(i, self.model.part_of(i)) for i in self.document.current_node().items]
        if any(getattr(p, "open_frame", False) for _, p in parts):
            return sum(i.quantity for i, p in parts if isinstance(p, Gpu))
        return sum(i.quantity for i, p in parts if getattr(getattr(p, "pcie_extender", None), "form", "") == "riser_cable")

    def _why_not(self) -> str:
        """The physical-fit failure that explains why no placement exists, else a plain sentence."""
        report, node_id = self.document.report, self.document.current_node_id
        found = next((f for f in report.findings if f.code == "physical.cards_do_not_fit" and f.node_id == node_id),
                     None) if report else None
        if found is not None:
            return found.text(current_language())
        return QCoreApplication.translate(
            "PartsTools", "No placement puts every card in a slot of {board} without one covering another.").format(
            board=self.model.board().name)

    def run(self) -> None:
        if not self.action.isEnabled():
            return
        proposal = self._proposal()
        if proposal is None:
            self.show_message(self._why_not())
            return
        project = self.document.project
        new = edit.place_cards(project, self.document.current_node_id, proposal.assignment, self._risers())
        if new == project:
            self.show_message(QCoreApplication.translate(
                "PartsTools", "The cards already sit in the slots the lane check proposes."))
            return
        self.show_message("")
        self.document.push(new, QCoreApplication.translate("PartsTools", "Place the cards in the proposed slots"))
