"""The Bring-up sheet: the four-step acceptance test after assembly for this very build, as a checklist.

Each step lists the command to run, what the planner expects for this build (topology relation of each GPU pair,
link width and memory of each card, burn-in length, decode speed and memory use of the chosen model) and an
empty, shaded "measured" cell; a formula compares the two where a comparison is meaningful.
"""

from __future__ import annotations

from planner.report import PlanReport
from planner.text import T, render, translate
from planner.quote.cells import (
    INPUT_FILL, TITLE, header_row, put_formula, put_text, put_value, set_style, widths, wrap_and_fit_rows,
)

BURN_IN_HOURS = 2  # seed 000 5.3: "at least 2 hours at full load"


def write_bringup(ws, report: PlanReport, lang: str) -> None:
    sheet = _Sheet(ws, lang)
    widths(ws, {"A": 30, "B": 30, "C": 26, "D": 22, "E": 16, "F": 14, "G": 40})
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


class _Sheet:
    """The worksheet, its language and the words of its check column."""

    def __init__(self, ws, lang: str):
        self.ws, self.lang = ws, lang
        self.ok, self.bad = self.tr(T("OK")), self.tr(T("CHECK"))

    def tr(self, template: str, **params) -> str:
        return render(template, params, self.lang)

    def check(self, row: int, col: int, measured: str, expected: str, op: str = "=") -> None:
        """A formula: empty until the measured cell is filled, then OK or CHECK."""
        put_formula(self.ws, row, col, f'=IF({measured}{row}="","",IF({measured}{row}{op}{expected}{row},'
                                       f'"{self.ok}","{self.bad}"))')


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
                _measured(ws, row, 4)
                sheet.check(row, 5, "D", "C")
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
    """Each card's expected memory.total and link width against nvidia-smi's reading."""
    ws, tr = sheet.ws, sheet.tr
    by_unit = {d.unit: d for d in gpus}
    put_text(ws, row, 1, "nvidia-smi --query-gpu=index,name,memory.total,pcie.link.gen.current,"
                         "pcie.link.width.current --format=csv")
    put_text(ws, row + 1, 1, tr(T("Read the link under load: an idle card may drop to a lower PCIe generation to "
                                  "save power; the width should not change.")))
    row += 2
    header_row(ws, row, [tr(T("GPU")), tr(T("Slot")), tr(T("Expected memory.total (about, MiB)")),
                         tr(T("Expected link")), tr(T("Expected width")), tr(T("Measured width")), tr(T("Check"))])
    row += 1
    for i, d in enumerate(gpus):
        put_text(ws, row, 1, _gpu_label(i, d.unit, by_unit))
        put_text(ws, row, 2, tr(T("{slot} (riser)"), slot=d.slot) if d.via_riser else d.slot)
        put_value(ws, row, 3, d.memory_gib * 1024 if d.memory_gib else None, "#,##0")
        link = f"PCIe {d.link_gen}.0 x{d.link_width}" if d.link_gen is not None else tr(T("no link"))
        put_text(ws, row, 4, link)
        put_value(ws, row, 5, d.link_width, "0")
        _measured(ws, row, 6)
        sheet.check(row, 7, "F", "E")
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
                             tr(T("Measured unidirectional (GB/s)")), tr(T("Share of the bound"))])
        row += 1
        for i in range(len(gpus)):
            for j in range(i + 1, len(gpus)):
                a, b = gpus[i], gpus[j]
                put_text(ws, row, 1, _gpu_label(i, a.unit, by_unit))
                put_text(ws, row, 2, _gpu_label(j, b.unit, by_unit))
                put_value(ws, row, 3, node.pair_bound_gbps[order.index(a.unit)][order.index(b.unit)], "0.00")
                _measured(ws, row, 4)
                put_formula(ws, row, 5, f'=IF(D{row}="","",D{row}/C{row})', "0%")
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
    return row + 1


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
                         tr(T("Measured / expected"))])
    row += 1
    speed = fit.tokens_per_s
    if speed is not None:
        put_text(ws, row, 1, tr(T("Decode speed (tokens/s)")))
        put_value(ws, row, 2, speed.decode_tokens_per_s, "0.0")
        put_text(ws, row, 3, f"{speed.decode_low:.1f} - {speed.decode_high:.1f}")
        _measured(ws, row, 4)
        put_formula(ws, row, 5, f'=IF(D{row}="","",D{row}/B{row})', "0%")
        row += 1
    for card in fit.per_gpu:
        put_text(ws, row, 1, tr(T("{gpu}: memory peak (GiB)"), gpu=card.name))
        put_value(ws, row, 2, round(card.used_gib, 1), "0.0")
        put_text(ws, row, 3, tr(T("of {capacity:.0f} GiB"), capacity=card.capacity_gib))
        _measured(ws, row, 4)
        put_formula(ws, row, 5, f'=IF(D{row}="","",D{row}/B{row})', "0%")
        row += 1


def _measured(ws, row: int, col: int) -> None:
    set_style(ws.cell(row=row, column=col), "fill", INPUT_FILL)


def _gpu_label(index: int, unit: str, by_unit: dict) -> str:
    d = by_unit.get(unit)
    return f"GPU{index} {d.device if d else unit} ({d.slot if d else '?'})"
