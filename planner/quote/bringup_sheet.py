"""The Bring-up sheet: the four-step acceptance test after assembly for this very build, as a checklist.

Each step lists the command to run, what the planner expects for this build (topology relation of each GPU pair,
link width and memory of each card, burn-in length, decode speed and memory use of the chosen model) and an
empty, shaded "measured" cell; a formula compares the two where a comparison is meaningful, by the rules of
planner.verify (the same tolerances). Given a VerifyReport (`verify` on the built rig's own outputs), the
measured cells it could compare are filled in, so the formulas judge them when the workbook is opened.
"""

from __future__ import annotations

from planner.report import PlanReport
from planner.text import T, render, translate
from planner.verify.parse import SMI_QUERY
from planner.verify.check import (
    BOUND_SLACK, GPU_POWER_WHAT, MEMORY_TOLERANCE, P2P_FLOOR, POWER_SLACK, PSU_WHAT, SPEED_BAND, VerifyReport,
    link_what, memory_what, p2p_what, topo_what,
)
from openpyxl.utils import get_column_letter

from planner.quote.cells import (
    INPUT_FILL, TITLE, header_row, put_formula, put_text, put_value, set_style, widths, wrap_and_fit_rows,
)

BURN_IN_HOURS = 2  # seed 000 5.3: "at least 2 hours at full load"


def write_bringup(ws, report: PlanReport, lang: str, verified: VerifyReport | None = None) -> dict[str, str]:
    """Write the sheet; returns {verify check's `what`: the cell of its OK/CHECK formula} for the measured values
    filled in from `verified`."""
    sheet = _Sheet(ws, lang, verified)
    widths(ws, {"A": 30, "B": 30, "C": 26, "D": 22, "E": 16, "F": 14, "G": 14, "H": 12, "I": 14, "J": 14,
                "K": 12})
    put_text(ws, 1, 1, sheet.tr(T("Bring-up checklist: {name}"), name=report.project_name)).font = TITLE
    put_text(ws, 2, 1, sheet.tr(T("Four checks after assembly. Fill in the shaded 'measured' cells; the "
                                  "'check' column compares them with what this plan expects.")))
    row = 4
    machines = report.pcie.nodes if report.pcie is not None else [None]
    for node in machines:
        if len(machines) > 1:
            put_text(ws, row, 1, sheet.tr(T("Machine {node}"), node=node.node_id)).font = TITLE
            row += 1
        gpus = _gpus_in_topology_order(node)
        row = _step_topology(sheet, row, node, gpus)
        row = _step_bandwidth(sheet, row, node, gpus)
    row = _step_burn_in(sheet, row, report)
    _step_model(sheet, row, report)
    wrap_and_fit_rows(ws, last_column=7)
    return sheet.filled


class _Sheet:
    """The worksheet, its language and the words of its check column."""

    def __init__(self, ws, lang: str, verified: VerifyReport | None = None):
        self.ws, self.lang = ws, lang
        self.ok, self.bad = self.tr(T("OK")), self.tr(T("CHECK"))
        self.measurements = {c.what: c for c in (verified.checks if verified else []) if c.status != "missing"}
        self.filled: dict[str, str] = {}

    def tr(self, template: str, **params) -> str:
        return render(template, params, self.lang)

    def check(self, row: int, col: int, measured: str, expected: str, op: str = "=") -> None:
        """A formula: empty until the measured cell is filled, then OK or CHECK."""
        self.judge(row, col, measured, f"{measured}{row}{op}{expected}{row}")

    def judge(self, row: int, col: int, measured: str, condition: str) -> None:
        """OK where `condition` holds, CHECK where not, empty while the measured cell is."""
        put_formula(self.ws, row, col, f'=IF({measured}{row}="","",IF({condition},"{self.ok}","{self.bad}"))')

    def measured(self, row: int, col: int, what: str, check_col: int, number_format: str = "General") -> None:
        """The shaded measured cell, holding verify's measurement of `what` when there is one."""
        _measured(self.ws, row, col)
        found = self.measurements.get(what)
        if found is None or found.measured is None:
            return
        cell = self.ws.cell(row=row, column=col)
        try:
            put_value(self.ws, row, col, float(found.measured), number_format)
        except ValueError:
            put_text(self.ws, row, col, found.measured)
        cell.fill = INPUT_FILL
        self.filled[what] = f"{get_column_letter(check_col)}{row}"


def _gpus_in_topology_order(pcie) -> list:
    """One machine's GPU links in the order of its topology matrix, any others after them."""
    if pcie is None:
        return []
    gpus = [d for d in pcie.devices if d.kind == "gpu"]
    by_unit = {d.unit: d for d in gpus}
    return [by_unit[u] for u in pcie.gpu_order if u in by_unit] + [d for d in gpus if d.unit not in pcie.gpu_order]


def _step_topology(sheet: _Sheet, row: int, pcie, gpus: list) -> int:
    """Step 1 on one machine: the expected nvidia-smi topo -m relation of each GPU pair, then each card's memory
    and link."""
    ws, tr = sheet.ws, sheet.tr
    order = pcie.gpu_order if pcie is not None else []
    by_unit = {d.unit: d for d in gpus}
    put_text(ws, row, 1, tr(T("Step 1: topology and links")), bold=True)
    put_text(ws, row + 1, 1, "nvidia-smi topo -m")
    put_text(ws, row + 2, 1, tr(T("GPU numbers follow the PCI bus order, usually the slot order used here.")))
    row += 3
    if len(order) >= 2:
        header_row(ws, row, [tr(T("GPU")), tr(T("GPU")), tr(T("Expected relation")), tr(T("Measured")),
                             tr(T("Check"))])
        row += 1
        for i in range(len(order)):
            for j in range(i + 1, len(order)):
                put_text(ws, row, 1, _gpu_label(i, order[i], by_unit))
                put_text(ws, row, 2, _gpu_label(j, order[j], by_unit))
                put_text(ws, row, 3, pcie.topology[i][j])
                sheet.measured(row, 4, topo_what(i, j), 5)
                # any two NVLink relations agree (the link count depends on the bridge), as in verify
                sheet.judge(row, 5, "D", f'OR(D{row}=C{row},AND(LEFT(D{row},2)="NV",LEFT(C{row},2)="NV"))')
                row += 1
        legend = pcie.topology_legend
        for key in sorted({pcie.topology[i][j] for i in range(len(order)) for j in range(len(order)) if i != j}):
            meaning = legend.get(key) or legend.get("NV#", "")
            put_text(ws, row, 1, f"{key}: {translate(meaning, sheet.lang)}")
            row += 1
    else:
        put_text(ws, row, 1, tr(T("One GPU: no pairs to check.")))
        row += 1
    return _links_table(sheet, row + 1, gpus)


def _links_table(sheet: _Sheet, row: int, gpus: list) -> int:
    """Each card's expected memory.total, link generation and width against nvidia-smi's reading (as verify: the
    generation from gen.max, since an idle card drops its current generation to save power; the width the lower of
    width.current and width.max, since the width does not drop at idle and an x1 riser may leave the max at x16)."""
    ws, tr = sheet.ws, sheet.tr
    by_unit = {d.unit: d for d in gpus}
    put_text(ws, row, 1, SMI_QUERY)
    put_text(ws, row + 1, 1, tr(T("Read pcie.link.gen.max (an idle card may drop its current PCIe generation to save "
                                  "power) and the lower of pcie.link.width.current and pcie.link.width.max (the "
                                  "width does not drop at idle; a card on an x1 riser may still report x16 as max).")))
    row += 2
    header_row(ws, row, [tr(T("GPU")), tr(T("Slot")), tr(T("Expected memory.total (about, MiB)")), tr(T("Measured")),
                         tr(T("Check")), tr(T("Expected generation")), tr(T("Measured")), tr(T("Check")),
                         tr(T("Expected width")), tr(T("Measured width")), tr(T("Check"))])
    row += 1
    low, high = MEMORY_TOLERANCE
    for i, d in enumerate(gpus):
        put_text(ws, row, 1, _gpu_label(i, d.unit, by_unit))
        put_text(ws, row, 2, _slot_text(d, tr))
        put_value(ws, row, 3, d.memory_gib * 1024 if d.memory_gib else None, "#,##0")
        sheet.measured(row, 4, memory_what(i), 5, "#,##0")
        sheet.judge(row, 5, "D", f"AND(D{row}>={low}*C{row},D{row}<={high}*C{row})")
        put_value(ws, row, 6, d.link_gen, "0")
        sheet.measured(row, 7, link_what(i, "gen"), 8, "0")
        sheet.check(row, 8, "G", "F", ">=")
        put_value(ws, row, 9, d.link_width, "0")
        sheet.measured(row, 10, link_what(i, "width"), 11, "0")
        sheet.check(row, 11, "J", "I", ">=")
        row += 1
    return row + 1


def _step_bandwidth(sheet: _Sheet, row: int, node, gpus: list) -> int:
    """Step 2 on one machine: p2pBandwidthLatencyTest against each pair's upper bound."""
    ws, tr = sheet.ws, sheet.tr
    put_text(ws, row, 1, tr(T("Step 2: bandwidth between cards")), bold=True)
    put_text(ws, row + 1, 1, "./p2pBandwidthLatencyTest   (CUDA samples)")
    row += 2
    if node is not None and len(gpus) >= 2:
        order = node.gpu_order
        by_unit = {d.unit: d for d in gpus}
        header_row(ws, row, [tr(T("GPU")), tr(T("GPU")), tr(T("Upper bound per direction (GB/s)")),
                             tr(T("Measured unidirectional (GB/s)")), tr(T("Share of the bound")), tr(T("Check"))])
        row += 1
        for i in range(len(gpus)):
            for j in range(i + 1, len(gpus)):
                a, b = gpus[i], gpus[j]
                put_text(ws, row, 1, _gpu_label(i, a.unit, by_unit))
                put_text(ws, row, 2, _gpu_label(j, b.unit, by_unit))
                put_value(ws, row, 3, node.pair_bound_gbps[order.index(a.unit)][order.index(b.unit)], "0.00")
                sheet.measured(row, 4, p2p_what(i, j), 6, "0.00")
                put_formula(ws, row, 5, f'=IF(D{row}="","",D{row}/C{row})', "0%")
                sheet.judge(row, 6, "D", f"AND(D{row}>={P2P_FLOOR}*C{row},D{row}<={BOUND_SLACK}*C{row})")
                row += 1
        put_text(ws, row, 1, tr(T("The bound is the slower link of the pair (an NVLink bridge where there is "
                                  "one); through the CPU or the chipset, real transfers reach less.")))
        row += 1
    return row + 1


def _step_burn_in(sheet: _Sheet, row: int, report: PlanReport) -> int:
    """Step 3: hours at full load without reboots, throttling or errors, and each machine's wall draw."""
    ws, tr = sheet.ws, sheet.tr
    put_text(ws, row, 1, tr(T("Step 3: burn-in at full load")), bold=True)
    put_text(ws, row + 1, 1, "nvidia-smi dmon -s pucvmet -d 1")
    row += 2
    header_row(ws, row, [tr(T("What")), tr(T("Expected")), "", tr(T("Measured")), tr(T("Check"))])
    row += 1
    checks = [(tr(T("Hours at full load")), BURN_IN_HOURS, ">="),
              (tr(T("Reboots or shutdowns")), 0, "="),
              (tr(T("Throttling events (clocks down under load)")), 0, "="),
              (tr(T("ECC or Xid errors")), 0, "=")]
    for what, expected, op in checks:
        put_text(ws, row, 1, what)
        put_value(ws, row, 2, expected, "0")
        _measured(ws, row, 4)
        sheet.check(row, 5, "D", "B", op)
        row += 1
    machines = report.power.nodes if report.power is not None else []
    for node in machines:
        what = (tr(T("Highest wall draw (W); the plan expects about this at sustained load")) if len(machines) == 1
                else tr(T("{node}: highest wall draw (W); the plan expects about this at sustained load"),
                        node=node.node_id))
        put_text(ws, row, 1, what)
        put_value(ws, row, 2, round(node.wall_w), "#,##0")
        _measured(ws, row, 4)
        put_formula(ws, row, 5, f'=IF(D{row}="","",D{row}/B{row})', "0%")
        row += 1
    if len(machines) == 1:
        row = _power_log_rows(sheet, row, machines[0])
    return row + 1


def _power_log_rows(sheet: _Sheet, row: int, node) -> int:
    """An nvidia-smi power log of the run: the GPUs' average draw against the plan, and with the rest of the
    machine as planned, against the PSU (verify's power checks)."""
    ws, tr = sheet.ws, sheet.tr
    put_text(ws, row, 1, tr(T("GPU sustained draw (W, power.draw log)")))
    put_value(ws, row, 2, node.gpu_w, "#,##0")
    sheet.measured(row, 4, GPU_POWER_WHAT, 5, "#,##0")
    sheet.judge(row, 5, "D", f"D{row}<={POWER_SLACK}*B{row}")
    row += 1
    if node.psu_w:
        put_text(ws, row, 1, tr(T("Sustained draw on the PSU (W)")))
        put_value(ws, row, 2, node.psu_w, "#,##0")
        put_text(ws, row, 3, tr(T("GPUs measured + {rest:,.0f} W planned"), rest=node.sustained_w - node.gpu_w))
        sheet.measured(row, 4, PSU_WHAT, 5, "#,##0")
        sheet.check(row, 5, "D", "B", "<=")
        row += 1
    return row


def _step_model(sheet: _Sheet, row: int, report: PlanReport) -> None:
    """Step 4: the planned model's decode speed and each card's memory peak."""
    ws, tr = sheet.ws, sheet.tr
    put_text(ws, row, 1, tr(T("Step 4: run the planned model")), bold=True)
    row += 1
    fit = report.fit
    if fit is None:
        put_text(ws, row, 1, tr(T("No model chosen in the plan: run a 7B or 13B model and record tokens/s and "
                                  "the memory peak of each card.")))
        return
    put_text(ws, row, 1, f"{fit.model} ({fit.quant_label}, {fit.context:,} tokens, {fit.engine})")
    row += 1
    header_row(ws, row, [tr(T("What")), tr(T("Expected")), tr(T("Range")), tr(T("Measured")),
                         tr(T("Measured / expected")), tr(T("Check"))])
    row += 1
    speed = fit.tokens_per_s
    if speed is not None:
        put_text(ws, row, 1, tr(T("Decode speed (tokens/s)")))
        put_value(ws, row, 2, speed.decode_tokens_per_s, "0.0")
        put_text(ws, row, 3, f"{speed.decode_low:.1f} - {speed.decode_high:.1f}")
        _measured(ws, row, 4)
        put_formula(ws, row, 5, f'=IF(D{row}="","",D{row}/B{row})', "0%")
        row += 1
        row = _bench_rows(sheet, row, speed)
    for card in fit.per_gpu:
        put_text(ws, row, 1, tr(T("{gpu}: memory peak (GiB)"), gpu=card.name))
        put_value(ws, row, 2, round(card.used_gib, 1), "0.0")
        put_text(ws, row, 3, tr(T("of {capacity:.0f} GiB"), capacity=card.capacity_gib))
        _measured(ws, row, 4)
        put_formula(ws, row, 5, f'=IF(D{row}="","",D{row}/B{row})', "0%")
        row += 1


def _bench_rows(sheet: _Sheet, row: int, speed) -> int:
    """llama-bench's tg (generation at depth 0) and pp (prompt processing) against the planner's short-context
    decode and prefill estimates, judged within verify's band."""
    ws, tr = sheet.ws, sheet.tr
    for kind, expected, label in (("tg", speed.short_context_tokens_per_s,
                                   tr(T("llama-bench tg128 (tokens/s, short context)"))),
                                  ("pp", speed.prefill_tokens_per_s, tr(T("llama-bench pp512 (tokens/s)")))):
        if not expected:
            continue
        what = next((w for w in sheet.measurements if w.startswith(f"llama-bench {kind}")), f"llama-bench {kind}")
        put_text(ws, row, 1, f"{what} (tokens/s)" if what in sheet.measurements else label)
        put_value(ws, row, 2, expected, "0.0")
        put_text(ws, row, 3, f"\u00b1{SPEED_BAND:.0%}")
        sheet.measured(row, 4, what, 6, "0.0")
        put_formula(ws, row, 5, f'=IF(D{row}="","",D{row}/B{row})', "0%")
        sheet.judge(row, 6, "D", f"ABS(B{row}/D{row}-1)<={SPEED_BAND}")
        row += 1
    return row


def _measured(ws, row: int, col: int) -> None:
    set_style(ws.cell(row=row, column=col), "fill", INPUT_FILL)


def _gpu_label(index: int, unit: str, by_unit: dict) -> str:
    d = by_unit.get(unit)
    return f"GPU{index} {d.device if d else unit} ({d.slot if d else '?'})"


def _slot_text(d, tr) -> str:
    """The slot a card goes in, and the riser or extender port it sits on."""
    if d.extender is not None:
        return tr(T("{slot} (on port {port} of {extender})"), slot=d.slot, port=d.extender_port, extender=d.extender)
    return tr(T("{slot} (riser)"), slot=d.slot) if d.via_riser else d.slot
