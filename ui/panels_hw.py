"""Pictures of the hardware checks: the power bar, the PCIe slot map and the per-card VRAM bars.

They draw what the report says and compute nothing of their own: the worst transient window, each circuit's
status, each link's class and the training memory are report fields; the panels only map them to colours
(formatting). Each panel lists what it drew last (`drawn`: kind, label, colour) so tests can read the picture.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QScrollArea, QSizePolicy, QWidget

from planner.model.shown import psu_unit_text
from planner.hardware.power import DEFAULT_CIRCUIT_NAME
from planner.llm.quant import FORMATS
from planner.text import translate
from planner.report import PlanReport

from .i18n import current_language
from .words import engine_label

PALETTE = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7", "#9c755f",
           "#bab0ac"]
OK, WARN, FAIL, GREY = QColor("#2e7d32"), QColor("#d08000"), QColor("#b00020"), QColor("#9e9e9e")
#: Colour of a circuit's status (CircuitLoad.status).
STATUS_COLOURS = {"ok": OK, "warn": WARN, "fail": FAIL}
#: Colour of a card by its link class (PcieDevice.link_class): green from the CPU at x8 or more, orange narrower or
#: sharing an uplink, red no link.
LINK_COLOURS = {"full": OK, "reduced": OK, "narrow": WARN, "chipset": WARN, "switch": WARN, "off": FAIL}


class _Canvas(QWidget):
    """Base: holds the report, repaints on change, says so when there is nothing to draw."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.report: PlanReport | None = None
        self.node_id: str | None = None  # the machine shown; None = the first one
        self.drawn: list[tuple[str, str, str]] = []  # (kind, label, colour name) of the last paint
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(QSize(420, 260))

    def set_report(self, report: PlanReport | None, node_id: str | None = None) -> None:
        self.report, self.node_id = report, node_id
        self.updateGeometry()
        self.update()

    def machine(self, nodes: list):
        """The shown machine's entry in a per-machine list of the report (power.nodes, pcie.nodes...)."""
        return next((n for n in nodes if self.node_id in (None, n.node_id)), None)

    def extender_name(self, unit: str) -> str:
        """An extender unit of the report ("split#1") by its part's name, as the parts list names it."""
        line_id, _, number = unit.rpartition("#")
        lines = [b for b in (self.report.bom.lines if self.report else []) if b.item_id == line_id]
        if not lines:
            return unit
        return f"{lines[0].name} #{number}" if lines[0].quantity > 1 else lines[0].name

    def record(self, kind: str, label: str, colour: QColor) -> None:
        self.drawn.append((kind, label, colour.name()))

    def start_painting(self) -> QPainter:
        """A painter on a white canvas."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("white"))
        return p

    def empty(self, painter: QPainter, text: str) -> None:
        painter.setPen(QColor("#666"))
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)


class PowerBar(_Canvas):
    """Sustained load stacked by component against the PSU capacity, the x1.3 line and the transient band."""

    LEFT, RIGHT, TOP, BAR_H = 20, 20, 40, 46
    LEGEND_MIN_W = 260

    def paintEvent(self, _event) -> None:
        self.drawn = []
        p = self.start_painting()
        power = self.report.power if self.report else None
        node = self.machine(power.nodes) if power is not None else None
        if node is None:
            self.empty(p, QCoreApplication.translate("PowerBar", "Add parts to see the power budget."))
            return
        self._scale_max = max(node.psu_w, node.recommended_psu_w, node.transient_peak_w, node.sustained_w) * 1.08
        self._draw_title(p, node)
        self._draw_bar(p, node)
        self._draw_markers(p, node)
        y = self._draw_legend(p, node)
        y = self._draw_psus(p, node, y)
        y = self._draw_circuits(p, node, y)
        self.setMinimumHeight(int(y + 10))

    def _x(self, watts: float) -> float:
        return self.LEFT + (self.width() - self.LEFT - self.RIGHT) * watts / self._scale_max

    def _draw_title(self, p: QPainter, node) -> None:
        p.setPen(QColor("#222"))
        f = QFont(self.font())
        f.setBold(True)
        p.setFont(f)
        if node.psus:
            title = QCoreApplication.translate("PowerBar", "Sustained load {w:,.0f} W (DC) - wall {wall:,.0f} W").format(
                w=node.sustained_w, wall=node.wall_w)
        else:  # the wall draw is the DC load through a PSU's efficiency: none yet, so no figure (it said 'wall 0 W')
            title = QCoreApplication.translate("PowerBar", "Sustained load {w:,.0f} W (DC) - wall: add a PSU to see it"
                                               ).format(w=node.sustained_w)
        p.drawText(self.LEFT, 22, title)
        self.record("title", title, QColor("#222"))
        p.setFont(self.font())

    def _draw_bar(self, p: QPainter, node) -> None:
        """The transient band (sustained .. worst spike) under the load stacked by component."""
        x, top, bar_h = self._x, self.TOP, self.BAR_H
        band = QRectF(x(node.sustained_w), top - 6, x(node.transient_peak_w) - x(node.sustained_w), bar_h + 12)
        p.fillRect(band, QBrush(QColor(225, 87, 89, 60), Qt.BrushStyle.BDiagPattern))
        cursor = 0.0
        for i, line in enumerate(node.lines):
            colour = QColor(PALETTE[i % len(PALETTE)])
            rect = QRectF(x(cursor), top, x(cursor + line.watts) - x(cursor), bar_h)
            p.fillRect(rect, colour)
            cursor += line.watts
        p.setPen(QPen(QColor("#333"), 1))
        p.drawRect(QRectF(x(0), top, x(cursor) - x(0), bar_h))

    def _draw_markers(self, p: QPainter, node) -> None:
        """The PSU's rating, the x1.3 rule and the worst spike, each a line with its label on its own row."""
        self._marker(p, node.psu_w, QColor("#1f4e79"),
                     QCoreApplication.translate("PowerBar", "PSU {w:,.0f} W").format(w=node.psu_w), False, 0)
        self._marker(p, node.recommended_psu_w, QColor("#d08000"),
                     QCoreApplication.translate("PowerBar", "x1.3 rule {w:,.0f} W").format(w=node.recommended_psu_w), True, 1)
        self._marker(p, node.transient_peak_w, FAIL,
                     QCoreApplication.translate("PowerBar", "worst spike {w:,.0f} W").format(w=node.transient_peak_w), True, 2)

    def _marker(self, p: QPainter, watts: float, colour: QColor, label: str, dashed: bool, row: int) -> None:
        top, bar_h = self.TOP, self.BAR_H
        pen = QPen(colour, 2, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
        p.setPen(pen)
        xx = self._x(watts)
        p.drawLine(int(xx), top - 10, int(xx), top + bar_h + 10 + row * 18)
        width = p.fontMetrics().horizontalAdvance(label)
        tx = xx + 4 if xx + 4 + width < self.width() - 4 else xx - 4 - width
        p.drawText(int(tx), top + bar_h + 22 + row * 18, label)

    def _draw_legend(self, p: QPainter, node) -> float:
        """Each component's colour, name and watts in as many columns as fit (one to three, each at least
        LEGEND_MIN_W wide, so a narrow window gets more rows instead of cut-off names); returns the baseline below."""
        left, avail = self.LEFT, self.width() - self.LEFT - self.RIGHT
        y = self.TOP + self.BAR_H + 90
        columns = max(1, min(3, avail // self.LEGEND_MIN_W))
        col_w = avail // columns
        for i, line in enumerate(node.lines):
            cx = left + (i % columns) * col_w
            cy = y + (i // columns) * 18
            p.fillRect(QRectF(cx, cy - 10, 10, 10), QColor(PALETTE[i % len(PALETTE)]))
            p.setPen(QColor("#222"))
            watts = f": {line.watts:,.0f} W"
            room = col_w - 20 - p.fontMetrics().horizontalAdvance(watts)  # elide the name, never the figure
            name = p.fontMetrics().elidedText(line.component.render(current_language()), Qt.TextElideMode.ElideRight, max(room, 40))
            p.drawText(cx + 14, cy, name + watts)
        return y + -(-len(node.lines) // columns) * 18 + 14

    def _draw_psus(self, p: QPainter, node, y: float) -> float:
        for psu in node.psus:
            worst = psu.worst_window
            colour = OK if worst.ok else FAIL
            label = QCoreApplication.translate(
                "PowerBar", "{ref} {name} (ATX {atx}): {load:.0%} load, {eff:.1%} efficient; worst window {win}: {spike:,.0f} of {tol:,.0f} W").format(
                ref=psu_unit_text(psu.ref).render(current_language()), name=psu.name, atx=psu.atx_version, load=psu.load_fraction, eff=psu.efficiency,
                win=worst.window, spike=worst.total_w, tol=worst.tolerance_w)
            p.setPen(colour)
            y = self._wrapped(p, self.LEFT, y, self.width() - self.LEFT - self.RIGHT, label)
            self.record("psu", label, colour)
        return y

    def _draw_circuits(self, p: QPainter, node, y: float) -> float:
        for c in node.circuits:
            colour = STATUS_COLOURS[c.status]
            label = QCoreApplication.translate(
                "PowerBar", "Circuit {name}: {load:,.0f} W of {limit:,.0f} W continuous").format(
                name=translate(c.name, current_language()) if c.name == DEFAULT_CIRCUIT_NAME else c.name,
                load=c.load_w, limit=c.continuous_limit_w)
            p.setPen(colour)
            y = self._wrapped(p, self.LEFT, y, self.width() - self.LEFT - self.RIGHT, label)
            self.record("circuit", label, colour)
        return y

    @staticmethod
    def _wrapped(p: QPainter, left: float, baseline: float, width: float, text: str) -> float:
        """Draw text word-wrapped from a baseline; returns the next line's baseline."""
        ascent = p.fontMetrics().ascent()
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        bounds = p.fontMetrics().boundingRect(0, 0, int(width), 10_000, flags, text)
        p.drawText(QRectF(left, baseline - ascent, width, bounds.height() + 2), flags, text)
        return baseline + bounds.height() + 4


#: How a card's label is laid out in its box
CARD_TEXT_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
#: The smallest point size a label shrinks to before it is left to clip
MIN_LABEL_POINTS = 6.0


def fitted_font(base: QFont, room: QRectF, text: str, flags) -> QFont:
    """`base`, or a smaller size of it, in which `text` wrapped in `room` fits its height: a card box holds two lines
    at the window's size, and a third (the riser, the extender's name) was cut off."""
    font = QFont(base)
    size = font.pointSizeF() if font.pointSizeF() > 0 else 9.0
    while size > MIN_LABEL_POINTS:
        font.setPointSizeF(size)
        if QFontMetricsF(font).boundingRect(room, int(flags), text).height() <= room.height():
            return font
        size -= 0.5
    font.setPointSizeF(MIN_LABEL_POINTS)
    return font


class SlotMap(_Canvas):
    """The board's slots in order, each card in its slot at its thickness, link colour, covered slots greyed."""

    ROW = 42

    def sizeHint(self) -> QSize:
        n = len(self._rows()) if self.report else 4
        phys = self.machine(self.report.physical.nodes) if self.report and self.report.physical else None
        unplaced = len(phys.unplaced) if phys else 0
        return QSize(640, 80 + self.ROW * max(n, 4) + 60 + (self.ROW * unplaced + 32 if unplaced else 0))

    def _rows(self):
        node = self.machine(self.report.pcie.nodes) if self.report and self.report.pcie else None
        if node is None:
            return []
        slots = [p for p in node.ports if p.kind == "slot"]
        known = all(p.position is not None for p in slots)
        if known:
            positions = range(1, max(p.position for p in slots) + 1)
            by_pos = {p.position: p for p in slots}
            return [(pos, by_pos.get(pos)) for pos in positions]
        return [(i + 1, p) for i, p in enumerate(slots)]

    LEFT, TOP = 16, 46
    SLOT_X = LEFT + 40

    def paintEvent(self, _event) -> None:
        self.drawn = []
        self.card_boxes: dict[str, QRectF] = {}  # each card's box as last painted, by unit
        self.card_fonts: dict[str, QFont] = {}  # the font its label was drawn in (smaller where it had to fit)
        p = self.start_painting()
        rows = self._rows()
        if not rows:
            self.empty(p, QCoreApplication.translate("SlotMap", "Add a motherboard to see its slots."))
            return
        node = self.machine(self.report.pcie.nodes)
        phys = self.machine(self.report.physical.nodes) if self.report.physical else None
        positions_known = phys is not None and phys.positions_known
        self._draw_title(p, node, positions_known)
        card_rows = self._draw_slots(p, rows, node, phys)
        self._draw_cards(p, node, phys, card_rows, positions_known)
        y = self.TOP + len(rows) * self.ROW + 16
        y = self._draw_unplaced(p, phys, y)
        self._draw_legend(p, y)
        self.setMinimumHeight(int(y + 70))

    def _slot_length(self) -> float:
        """Drawn length of an x16 slot (and, at 0.9 of it, of a card)."""
        return max(self.width() - self.SLOT_X - 260, 200)

    def _draw_title(self, p: QPainter, node, positions_known: bool) -> None:
        """The board's name, and a note when its slot spacing is unknown."""
        board = self.report.bom.lines and next((b for b in self.report.bom.lines if b.category == "motherboard"), None)
        p.setPen(QColor("#222"))
        f = QFont(self.font())
        f.setBold(True)
        p.setFont(f)
        p.drawText(16, 22, board.name if board else node.board_id)
        p.setFont(self.font())
        if not positions_known:
            p.setPen(QColor("#8a5a00"))
            p.drawText(QRectF(16, 26, self.width() - 32, 16), Qt.TextFlag.TextWordWrap, QCoreApplication.translate(
                "SlotMap", "Slot spacing is not documented for this board: slots are shown in order only."))

    def _draw_slots(self, p: QPainter, rows, node, phys) -> dict[str, float]:
        """Each slot at its width and lane source; returns the top (y) of every slot drawn."""
        left, slot_x, full = self.LEFT, self.SLOT_X, self._slot_length()
        covered = {s.slot: s.covered_by for s in phys.slots} if phys else {}
        devices = {d.slot: d for d in node.devices}
        card_rows = {}
        for i, (pos, port) in enumerate(rows):
            y = self.TOP + i * self.ROW
            p.setPen(QColor("#888"))
            p.drawText(left, y + 22, str(pos))
            if port is None:
                continue
            length = full * {1: 0.12, 2: 0.18, 4: 0.3, 8: 0.6, 16: 1.0}.get(port.lanes or 1, 1.0)
            colour = QColor("#1f4e79") if port.source == "cpu" else QColor("#8a5a00") if port.source == "chipset" else QColor("#6a1b9a")
            if port.disabled:
                colour = GREY
            rect = QRectF(slot_x, y + 2, length, 7)
            p.fillRect(rect, colour.lighter(150) if covered.get(port.name) and port.name not in devices else colour)
            if covered.get(port.name) and port.name not in devices:
                p.fillRect(rect, QBrush(GREY, Qt.BrushStyle.Dense5Pattern))
            p.setPen(QColor("#222"))
            state = QCoreApplication.translate("SlotMap", "switched off") if port.disabled else \
                f"PCIe {port.gen}.0 x{port.lanes}"
            p.drawText(int(slot_x + full + 12), y + 22, QCoreApplication.translate(
                "SlotMap", "{slot}: {state} ({source})").format(slot=port.name, state=state, source=source_label(port.source)))
            card_rows[port.name] = y
        return card_rows

    def _draw_cards(self, p: QPainter, node, phys, card_rows, positions_known: bool) -> None:
        """Each GPU over its slot, as tall as the slots it takes, in the colour of its link class."""
        full = self._slot_length()
        sharing: dict[str, list] = {}  # cards on the ports of one extender share its slot: side by side
        for d in node.devices:
            if d.kind == "gpu" and d.slot in card_rows:
                sharing.setdefault(d.slot, []).append(d)
        for d in node.devices:
            if d.kind != "gpu" or d.slot not in card_rows:
                continue
            y = card_rows[d.slot]
            share, place = len(sharing[d.slot]), sharing[d.slot].index(d)
            thickness = next((s.slot_width for s in phys.slots if s.slot == d.slot), 2.0) if phys else 2.0
            thickness = thickness or 2.0
            h = (self.ROW * math.ceil(thickness) if positions_known else self.ROW) - 6
            quality = LINK_COLOURS[d.link_class]
            width = full * 0.9 / share
            rect = QRectF(self.SLOT_X + 6 + place * width, y + 11, width - (4 if share > 1 else 0), h - 6)
            fill = QColor(quality)
            fill.setAlpha(70)
            p.fillRect(rect, fill)
            p.setPen(QPen(quality, 2, Qt.PenStyle.DashLine if d.via_riser else Qt.PenStyle.SolidLine))
            p.drawRoundedRect(rect, 4, 4)
            p.setPen(QColor("#111"))
            link = QCoreApplication.translate("SlotMap", "no link") if d.link_gen is None else \
                f"{d.link_gen}.0 x{d.link_width}, {d.bandwidth_gbps:g} GB/s"
            text = (QCoreApplication.translate("SlotMap", "{device} (1 slot thick): {link} via {via}") if thickness == 1
                    else QCoreApplication.translate("SlotMap", "{device} ({slots:g} slots thick): {link} via {via}")
                    ).format(device=d.device, slots=thickness, link=link, via=source_label(d.via))
            if d.extender is not None:  # off the board on its extender's port: its thickness does not matter here
                text = QCoreApplication.translate("SlotMap", "{device}: {link}, port {port} of {extender}").format(
                    device=d.device, link=link, port=d.extender_port, extender=self.extender_name(d.extender))
            elif d.via_riser:
                text = QCoreApplication.translate("SlotMap", "{card} (on a riser)").format(card=text)
            room = rect.adjusted(8, 2, -4, -2)
            font = fitted_font(self.font(), room, text, CARD_TEXT_FLAGS)
            p.setFont(font)
            p.drawText(room, CARD_TEXT_FLAGS, text)
            p.setFont(self.font())
            self.record("card", text, quality)
            self.card_boxes[d.unit] = rect
            self.card_fonts[d.unit] = font

    def _draw_unplaced(self, p: QPainter, phys, y: float) -> float:
        """The GPUs without a slot, in a dashed red box under the board; returns the y below it."""
        cards = phys.unplaced if phys else []
        if not cards:
            return y
        p.setPen(FAIL)
        p.drawText(self.LEFT, int(y + 14), QCoreApplication.translate("SlotMap", "Not placed (no slot chosen):"))
        y += 22
        for card in cards:
            rect = QRectF(self.SLOT_X + 6, y, max(self.width() - self.SLOT_X - 2 * self.LEFT, 200), self.ROW - 12)
            p.setPen(QPen(FAIL, 2, Qt.PenStyle.DashLine))
            p.drawRoundedRect(rect, 4, 4)
            p.setPen(QColor("#111"))
            text = QCoreApplication.translate("SlotMap", "{device} ({width}-slot): not placed").format(
                device=card.device, width=f"{card.slot_width:g}")
            p.drawText(rect.adjusted(8, 2, -4, -2), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                       | Qt.TextFlag.TextWordWrap, text)
            self.record("unplaced", text, FAIL)
            y += self.ROW - 6
        return y + 10

    def _draw_legend(self, p: QPainter, y: float) -> None:
        p.setPen(QColor("#444"))
        legend = QCoreApplication.translate(
            "SlotMap", "Blue: CPU lanes; brown: chipset lanes (shared uplink); grey: switched off or covered by a card. "
                       "Green card: x8 or more from the CPU; orange: narrower or through the chipset; red: no link.")
        p.drawText(QRectF(self.LEFT, y, self.width() - 2 * self.LEFT, 60), Qt.TextFlag.TextWordWrap, legend)


#: Findings that say why the model is not placed on the cards (the model-fit tab shows the first one)
NOT_PLACED_REASONS = ("fit.engine_format", "fit.training_recipe", "fit.no_card_placed", "fit.no_gpu",
                      "fit.does_not_fit")


class VramBars(_Canvas):
    """Per card: weights, KV cache, overhead and free memory, and the layers it holds."""

    COLOURS = {"weights": QColor("#4e79a7"), "kv": QColor("#f28e2b"), "overhead": QColor("#bab0ac"),
               "draft": QColor("#b07aa1"), "free": QColor("#e8f5e9")}

    LEFT, TOP, ROW_H = 16, 44, 56

    def paintEvent(self, _event) -> None:
        self.drawn = []
        p = self.start_painting()
        fit = self.report.fit if self.report else None
        if fit is None or not (fit.training or fit.per_gpu):  # not placed at all (vLLM cannot split it, ...)
            self.empty(p, self._why_not_placed())
            return
        # the middle segment: the KV cache when serving, optimizer state and activations when training
        cards = ([(c, c.training_memory_gib) for c in fit.training.per_gpu] if fit.training
                 else [(c, c.kv_gib) for c in fit.per_gpu])
        self._draw_title(p, fit)
        # the scale holds the fullest card whole: an overfull card's excess shows past its capacity box
        biggest = max((max(c.capacity_gib, c.used_gib) for c, _ in cards), default=1.0)
        for i, (c, kv) in enumerate(cards):
            self._draw_card(p, c, kv, self.TOP + i * self.ROW_H, biggest)
        y = self.TOP + len(cards) * self.ROW_H + 8
        self._draw_legend(p, y)
        y = self._draw_summary_lines(p, fit, y + 30)
        self.setMinimumHeight(int(y + 20))

    def _why_not_placed(self) -> str:
        """Why no card holds the model: the report's own reason (vLLM does not load GGUF here, no card placed, a
        fine-tuning that cannot be planned...), else the invitation to choose a model and add GPUs."""
        reasons = [f for f in (self.report.findings if self.report else []) if f.code in NOT_PLACED_REASONS]
        if reasons:
            text = reasons[0].text(current_language())
            self.record("reason", text, FAIL if reasons[0].level == "fail" else GREY)
            return text
        return QCoreApplication.translate("VramBars", "Choose a model and add GPUs to see how it is placed.")

    def _draw_title(self, p: QPainter, fit) -> None:
        """Model, quantization, context and engine, and the verdict: red when it does not fit or the context is beyond
        the model's own window."""
        f = QFont(self.font())
        f.setBold(True)
        p.setFont(f)
        if fit.context_ok is False:  # never "fits" beyond the model's own window, whatever the memory says
            verdict = QCoreApplication.translate("VramBars", "beyond the model's own {window:,}-token window").format(
                window=fit.model_max_context)
        else:
            verdict = QCoreApplication.translate("VramBars", "fits") if fit.fits else QCoreApplication.translate("VramBars", "does not fit")
        title = QCoreApplication.translate("VramBars", "{model} - {quant}, {context:,} tokens, {engine}: {verdict}").format(
            model=fit.model, quant=fit.quant_label, context=fit.context, engine=engine_label(fit.engine), verdict=verdict)
        colour = QColor("#222") if fit.fits and fit.context_ok is not False else FAIL
        p.setPen(colour)
        # two lines at most above the first card (a long model name or the window verdict wraps, never cut off)
        p.drawText(QRectF(self.LEFT, 4, self.width() - 2 * self.LEFT, self.TOP - 6),
                   Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, title)
        self.record("title", title, colour)
        p.setFont(self.font())

    def _draw_card(self, p: QPainter, c, kv: float, y: float, biggest: float) -> None:
        """One card's bar: weights, the middle segment, overhead and free memory, scaled to the biggest card."""
        left = self.LEFT
        span = self.width() - left - 260
        p.setPen(QColor("#222"))
        p.drawText(left, y + 12, f"{c.name} ({c.capacity_gib:g} GiB)")
        parts = [("weights", c.weights_gib), ("kv", kv), ("overhead", c.overhead_gib)]
        if getattr(c, "draft_gib", 0.0):  # speculative decoding: the draft model's share (inference cards only)
            parts.append(("draft", c.draft_gib))
        x = left
        scale = span / biggest
        for key, gib in parts:
            wdt = max(gib, 0) * scale
            p.fillRect(QRectF(x, y + 18, wdt, 22), self.COLOURS[key])
            self.record(key, f"{c.name}: {gib:.3f} GiB", self.COLOURS[key])
            x += wdt
        cap_x = left + c.capacity_gib * scale
        if x < cap_x:
            p.fillRect(QRectF(x, y + 18, cap_x - x, 22), self.COLOURS["free"])
        p.setPen(QPen(FAIL if not c.fits else QColor("#333"), 2))
        p.drawRect(QRectF(left, y + 18, c.capacity_gib * scale, 22))
        p.setPen(QColor("#222"))
        p.drawText(int(left + span + 12), y + 34, QCoreApplication.translate(
            "VramBars", "{used:.1f} GiB used, {free:+.1f} free; layers {layers}").format(
            used=c.used_gib, free=c.free_gib, layers=c.layer_range))

    def _draw_legend(self, p: QPainter, y: float) -> None:
        x = self.LEFT
        keys = [("weights", QCoreApplication.translate("VramBars", "weights")),
                ("kv", QCoreApplication.translate("VramBars", "KV cache / training state")),
                ("overhead", QCoreApplication.translate("VramBars", "CUDA context and buffers"))]
        if self.report is not None and self.report.fit is not None and self.report.fit.draft_model:
            keys.append(("draft", QCoreApplication.translate("VramBars", "draft model")))
        for key, label in keys + [("free", QCoreApplication.translate("VramBars", "free"))]:
            p.fillRect(QRectF(x, y, 12, 12), self.COLOURS[key])
            p.setPen(QColor("#222"))
            p.drawText(x + 16, y + 11, label)
            x += 40 + p.fontMetrics().horizontalAdvance(label)

    def _draw_summary_lines(self, p: QPainter, fit, y: float) -> float:
        """The context against the model's own window (when not fine), the seed rule of thumb, the training totals
        and the speed; returns the y below them."""
        r = fit.rule_of_thumb
        lines = [fit.context_note.render(current_language())] if fit.context_note is not None else []
        if not fit.training:  # the rule of thumb is about serving the model
            lines += [QCoreApplication.translate("VramBars", "Rule of thumb (params x 2 bytes x 1.2-1.3): {lo:.1f}-{hi:.1f} GB; {verdict}.").format(
                lo=r.low_gb, hi=r.high_gb, verdict=r.verdict.render(current_language()))]
        if fit.training:
            t = fit.training
            lines.append(QCoreApplication.translate("VramBars", "Training state and activations: {state:.1f} GiB on all cards; {total:.1f} GiB used in all.").format(
                state=t.training_memory_gib, total=t.total_gib))
            lines.append(QCoreApplication.translate("VramBars", "Activations ({recipe}): {slope:.3f} MiB per token of sequence; longest sequence that trains: {longest}.").format(
                recipe=t.activation_recipe, slope=t.activation_mib_per_token,
                longest=f"{t.max_sequence_length:,}" if t.max_sequence_length else "-"))
            # the recipe and how the cards share it: the report's own sentences
            lines += [note.render(current_language()) for note in fit.training.notes[:2]]
        if fit.tokens_per_s:
            s = fit.tokens_per_s
            lines.append(QCoreApplication.translate("VramBars", "Decode about {t:.1f} tokens/s ({lo:.1f}-{hi:.1f}); largest context {ctx}; best quantization {q}.").format(
                t=s.decode_tokens_per_s, lo=s.decode_low, hi=s.decode_high,
                ctx=f"{fit.max_context:,}" if fit.max_context else "-",
                q=FORMATS[fit.best_quant].label if fit.best_quant in FORMATS else "-"))
        width = self.width() - 2 * self.LEFT
        for text in lines:
            # a long sentence (the context note) wraps: the next line goes below all of its rows
            height = p.fontMetrics().boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text).height()
            p.drawText(QRectF(self.LEFT, y, width, height + 4), Qt.TextFlag.TextWordWrap, text)
            self.record("line", text, QColor("#222"))
            y += max(22, height + 6)
        return y


def source_label(source: str) -> str:
    """Where a slot's lanes come from, in words: the CPU, the chipset or a PCIe switch."""
    return {"cpu": QCoreApplication.translate("SlotMap", "CPU"),
            "chipset": QCoreApplication.translate("SlotMap", "chipset"),
            "switch": QCoreApplication.translate("SlotMap", "PCIe switch")}.get(source, source)


def scrolled(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setWidget(widget)
    return area
