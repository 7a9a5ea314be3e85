"""verify(report, inputs) -> VerifyReport: what the built rig measured, beside what the plan predicted.

The plan is the PlanReport of planner.evaluate (the one road to every figure); the measurements are the
parsed outputs of planner.verify.parse and the power log of planner.tco.usage_log. Each check is ok, differs or
missing (the plan or the measurement lacks the figure). Rules:
- topology: each GPU pair's `nvidia-smi topo -m` relation must equal the predicted one; any two NV# relations
  agree (the link count depends on the bridge), any other difference matters (PHB against PXB means the cards
  sit behind another bridge than planned, which changes the P2P path and its bandwidth). A planned card the
  capture lacks differs (it is not seated, powered or detected); a card the plan lacks is missing.
- links: the generation is judged on `pcie.link.gen.max` (an idle card lowers `pcie.link.gen.current` to save
  power, so a lower current generation alone is missing, not differs); the width on the lower of
  `pcie.link.width.current` and `pcie.link.width.max` (the width does not drop at idle, and a card in an x1
  riser may report its own x16 as the max). Below the planned generation or width differs; the reasons named
  are only those the plan knows (a riser, a slot sharing its lanes or uplink), else the BIOS slot setting.
- memory: `memory.total` within MEMORY_TOLERANCE of the catalog VRAM (the driver reserves a little: an RTX
  3090 reports 24,576 MiB, some cards 0.1-2 % less).
- llama-bench: only when the benchmarked model has the plan's parameter count within PARAMS_MATCH; tg (depth
  0) against the planner's short-context decode speed, pp against its prefill estimate; the error in %,
  differs beyond SPEED_BAND.
- p2p: the measured unidirectional bandwidth of each pair (P2P enabled, else disabled) against the pair's upper
  bound: above BOUND_SLACK x the bound the plan's link is wrong; below P2P_FLOOR x the bound the path is much
  slower than the link (no P2P, a chipset hop).
- power: the log's sustained GPU draw (sum of each GPU's average) against the planned GPU draw x POWER_SLACK,
  and with the rest of the planned system added, against the PSU.
The summary's status: differs when any check differs, else missing when nothing could be compared (no check is
ok), else ok.
"""

from __future__ import annotations

from pydantic import Field, computed_field

from planner.catalog.store import Catalog
from planner.evaluate import evaluate
from planner.model.common import StrictModel
from planner.model.project import Project
from planner.model.costs import UsageLog
from planner.report import PlanReport
from planner.text import T, ReportModel, Text, join, text
from planner.verify.parse import BenchResult, SmiCard, TopoMatrix

MEMORY_TOLERANCE = (0.94, 1.01)
PARAMS_MATCH = 0.10
SPEED_BAND = 0.25
BOUND_SLACK = 1.10
P2P_FLOOR = 0.50
POWER_SLACK = 1.10


class Check(ReportModel):
    what: str
    predicted: str | None
    measured: str | None
    status: str = Field(description="ok, differs or missing")
    message: Text


class VerifyInputs(StrictModel):
    topo: TopoMatrix | None = None
    smi: list[SmiCard] | None = None
    bench: list[BenchResult] | None = None
    p2p: dict[str, list[list[float]]] | None = None
    power: UsageLog | None = None


class VerifyReport(StrictModel):
    checks: list[Check]

    @computed_field
    @property
    def summary(self) -> dict[str, int | str]:
        counts = {s: sum(c.status == s for c in self.checks) for s in ("ok", "differs", "missing")}
        status = "differs" if counts["differs"] else ("ok" if counts["ok"] else "missing")
        return {**counts, "status": status}


def topo_what(i: int, j: int) -> str:
    return f"topo GPU{i}-GPU{j}"


def memory_what(i: int) -> str:
    return f"GPU{i} memory.total (MiB)"


def link_what(i: int, label: str) -> str:
    """label: gen or width"""
    return f"GPU{i} PCIe link {label}"


def p2p_what(i: int, j: int) -> str:
    return f"p2p GPU{i}-GPU{j} (GB/s)"


def bench_what(r: BenchResult) -> str:
    return f"llama-bench {r.kind}{r.n_prompt or r.n_gen}" + (f" @ d{r.depth}" if r.depth else "")


GPU_POWER_WHAT = "GPU sustained draw (W)"
PSU_WHAT = "system sustained draw vs PSU (W)"


def _shown(value) -> str | None:
    return None if value is None else str(value)


def _check(what: str, predicted, measured, status: str, message: Text) -> Check:
    return Check(what=what, predicted=_shown(predicted), measured=_shown(measured), status=status,
                 message=message)


def verify(project: Project, catalog: Catalog, inputs: VerifyInputs) -> VerifyReport:
    """The plan of `project` (planner.evaluate, without the Monte Carlo run) against the measurements."""
    return compare(evaluate(project, catalog, with_monte_carlo=False), inputs)


def compare(report: PlanReport, inputs: VerifyInputs) -> VerifyReport:
    checks: list[Check] = []
    gpus = _gpus(report)
    if inputs.topo is not None:
        checks += _topology(report, inputs.topo)
    if inputs.smi is not None:
        checks += _cards(gpus, inputs.smi)
    if inputs.bench is not None:
        checks += _bench(report, inputs.bench)
    if inputs.p2p is not None:
        checks += _p2p(report, inputs.p2p)
    if inputs.power is not None:
        checks += _power(report, inputs.power)
    return VerifyReport(checks=checks)


def _gpus(report: PlanReport) -> list:
    """The GPU links of a one-machine plan in the order of its topology matrix (nvidia-smi's order)."""
    if report.pcie is None or len(report.pcie.nodes) != 1:
        return []
    (node,) = report.pcie.nodes  # one machine: what nvidia-smi on that machine shows
    by_unit = {d.unit: d for d in node.devices if d.kind == "gpu"}
    return [by_unit[u] for u in node.gpu_order if u in by_unit]


def _topology(report: PlanReport, measured: TopoMatrix) -> list[Check]:
    predicted = report.pcie.topology if report.pcie is not None else []
    n = max(len(predicted), len(measured.gpus))
    checks = []
    for i in range(n):
        for j in range(i + 1, n):
            what = topo_what(i, j)
            p = predicted[i][j] if i < len(predicted) and j < len(predicted) else None
            m = measured.relation[i][j] if j < len(measured.gpus) else None
            if p is None:
                checks.append(_check(what, p, m, "missing", text(T("the plan has no such pair"))))
            elif m is None:
                checks.append(_check(what, p, m, "differs", text(
                    T("planned {predicted}, but topo -m shows no GPU{index}: a planned card is not seen (not seated, "
                      "not powered, or not detected)"), predicted=p, index=j)))
            elif p == m or (p.startswith("NV") and m.startswith("NV")):
                checks.append(_check(what, p, m, "ok", text(T("the relation is as planned"))))
            else:
                checks.append(_check(what, p, m, "differs", text(
                    T("planned {predicted}, measured {measured}: the cards are connected through another path than "
                      "planned (check the slots used and the BIOS bifurcation settings)"), predicted=p, measured=m)))
    return checks


def _cards(gpus: list, cards: list[SmiCard]) -> list[Check]:
    by_index = {c.index: c for c in cards}
    checks = []
    for i in range(max([len(gpus)] + [c.index + 1 for c in cards])):
        gpu = gpus[i] if i < len(gpus) else None
        card = by_index.get(i)
        if gpu is None and card is None:
            continue
        if gpu is None:
            checks.append(_check(f"GPU{i}", None, card.name, "missing", text(T("the plan has no GPU{index}"), index=i)))
            continue
        if card is None:
            checks.append(_check(f"GPU{i}", gpu.device, None, "differs", text(
                T("nvidia-smi lists no GPU{index}: a planned card is not seen (not seated, not powered, or not "
                  "detected)"), index=i)))
            continue
        if "memory.total" in card.values:  # a query without the column says nothing about the memory
            checks.append(_memory(i, gpu, card))
        checks += _link(i, gpu, card)
    return checks


def _memory(i: int, gpu, card: SmiCard) -> Check:
    what = memory_what(i)
    measured = card.values.get("memory.total")
    if gpu.memory_gib is None or measured is None:
        return _check(what, None, measured, "missing", text(T("memory.total or the card's memory is not known")))
    planned = gpu.memory_gib * 1024
    low, high = MEMORY_TOLERANCE
    ok = low * planned <= measured <= high * planned
    message = (text(T("{measured:,.0f} MiB of {planned:,.0f} MiB: within {low:.0%}-{high:.0%} (the driver reserves "
                      "a little)"), measured=measured, planned=planned, low=low, high=high) if ok else
               text(T("{measured:,.0f} MiB where the catalog says {planned:,.0f} MiB: another card or variant than "
                      "planned?"), measured=measured, planned=planned))
    return _check(what, round(planned), round(measured), "ok" if ok else "differs", message)


WIDTH_FIELDS = ("pcie.link.width.current", "pcie.link.width.max")


def _link(i: int, gpu, card: SmiCard) -> list[Check]:
    return [c for c in (_gen(i, gpu, card), _width(i, gpu, card)) if c is not None]


def _gen(i: int, gpu, card: SmiCard) -> Check | None:
    """On gen.max; without it, a current generation below the plan may be an idle card's: missing, not differs."""
    what, planned = link_what(i, "gen"), gpu.link_gen
    if "pcie.link.gen.max" in card.values:
        return _link_check(what, planned, card.values["pcie.link.gen.max"], gpu)
    if "pcie.link.gen.current" not in card.values:
        return None
    current = card.values["pcie.link.gen.current"]
    if planned is None or current is None or current >= planned:
        return _link_check(what, planned, current, gpu)
    return _check(what, planned, int(current), "missing", text(
        T("the current generation {measured:g} is below the plan's {planned}, but an idle card lowers it to save "
          "power: add pcie.link.gen.max to the query, or capture under load"), measured=current, planned=planned))


def _width(i: int, gpu, card: SmiCard) -> Check | None:
    """On the lower of width.current and width.max (the width does not drop at idle)."""
    given = [f for f in WIDTH_FIELDS if f in card.values]
    if not given:
        return None
    known = [card.values[f] for f in given if card.values[f] is not None]
    return _link_check(link_what(i, "width"), gpu.link_width, min(known) if known else None, gpu)


def _link_check(what: str, planned, measured: float | None, gpu) -> Check:
    if planned is None or measured is None:
        return _check(what, planned, measured, "missing", text(T("the link is not known on both sides")))
    if measured >= planned:
        return _check(what, planned, int(measured), "ok", text(T("trained as planned")))
    return _check(what, planned, int(measured), "differs", text(
        T("trained below the plan ({measured:g} < {planned}); likely: {reasons}"), measured=measured,
        planned=planned, reasons=_link_reasons(gpu)))


def _link_reasons(gpu) -> Text:
    reasons = []
    if gpu.extender is not None:
        reasons.append(text(T("{extender}, rated PCIe {gen}.0 (set the slot to Gen{gen} in the BIOS, or reseat the "
                              "cable)"), extender=gpu.extender, gen=gpu.extender_gen))
    elif gpu.via_riser:
        reasons.append(text(T("the riser cable (try the slot's own generation in the BIOS, or a shorter riser)")))
    if gpu.shares_uplink_with:
        reasons.append(text(T("the slot shares its lanes with other devices")))
    reasons.append(text(T("the BIOS setting of the slot (PCIe generation, bifurcation)")))
    return join(reasons)


def _bench(report: PlanReport, results: list[BenchResult]) -> list[Check]:
    fit = report.fit
    speed = fit.tokens_per_s if fit is not None else None
    checks = []
    for r in results:
        what = bench_what(r)
        if speed is None or r.kind == "pg" or r.depth:
            checks.append(_check(what, None, round(r.tokens_per_s, 1), "missing",
                                 text(T("the plan has no estimate for this test (no model, a mixed or deep test)"))))
            continue
        if r.params is None or abs(r.params / fit.params_total - 1) > PARAMS_MATCH:
            checks.append(_check(what, fit.model, r.model, "missing", text(
                T("the benchmark ran another model than the plan's {model}"), model=fit.model)))
            continue
        planned = speed.short_context_tokens_per_s if r.kind == "tg" else speed.prefill_tokens_per_s
        checks.append(_speed(what, planned, r.tokens_per_s))
    return checks


def _speed(what: str, planned: float | None, measured: float) -> Check:
    if planned is None or planned <= 0:
        return _check(what, None, round(measured, 1), "missing", text(T("the plan has no estimate for this test")))
    error = planned / measured - 1
    status = "ok" if abs(error) <= SPEED_BAND else "differs"
    return _check(what, round(planned, 1), round(measured, 1), status, text(
        T("the estimate is {error:+.0%} off the measurement (band {band:.0%})"), error=error, band=SPEED_BAND))


def _p2p(report: PlanReport, matrices: dict[str, list[list[float]]]) -> list[Check]:
    key = next((k for k in ("unidirectional_enabled", "unidirectional_disabled") if k in matrices), None)
    if key is None or report.pcie is None or len(report.pcie.nodes) != 1:
        return [_check("p2p", None, None, "missing", text(T("no unidirectional bandwidth matrix, or no one-machine "
                                                            "plan to compare it with")))]
    (node,) = report.pcie.nodes
    bounds, measured = node.pair_bound_gbps, matrices[key]
    checks = []
    for i in range(max(len(bounds), len(measured))):
        for j in range(i + 1, max(len(bounds), len(measured))):
            bound = bounds[i][j] if j < len(bounds) else None
            m = min(measured[i][j], measured[j][i]) if j < len(measured) else None
            checks.append(_pair(p2p_what(i, j), bound, m))
    return checks


def _pair(what: str, bound: float | None, m: float | None) -> Check:
    if bound is None or m is None:
        return _check(what, bound, m, "missing", text(T("the plan or the test lacks this pair")))
    if m > BOUND_SLACK * bound:
        return _check(what, bound, m, "differs", text(T("{measured:.2f} GB/s is above the planned link's bound of "
                                                        "{bound:.2f} GB/s: the link is faster than planned (another "
                                                        "slot or an NVLink bridge?)"), measured=m, bound=bound))
    if m < P2P_FLOOR * bound:
        return _check(what, bound, m, "differs", text(T("{measured:.2f} GB/s is under {floor:.0%} of the bound "
                                                        "{bound:.2f} GB/s: no P2P or a slower path (chipset, CPU)"),
                                                      measured=m, floor=P2P_FLOOR, bound=bound))
    return _check(what, bound, m, "ok", text(T("{share:.0%} of the bound"), share=m / bound))


def _power(report: PlanReport, log: UsageLog) -> list[Check]:
    if report.power is None or len(report.power.nodes) != 1 or log.average_power_w is None:
        return [_check("power", None, log.average_power_w, "missing",
                       text(T("the log has no power.draw column, or the plan has no one-machine power check")))]
    (node,) = report.power.nodes
    measured = log.average_power_w
    rest = node.sustained_w - node.gpu_w
    checks = [_check(GPU_POWER_WHAT, round(node.gpu_w), round(measured), "ok" if measured <= POWER_SLACK *
                     node.gpu_w else "differs", text(T("measured {measured:,.0f} W for the GPUs, planned {planned:,.0f} W"),
                                                      measured=measured, planned=node.gpu_w))]
    if node.psu_w:
        total = measured + rest
        checks.append(_check(PSU_WHAT, round(node.psu_w), round(total),
                             "ok" if total <= node.psu_w else "differs",
                             text(T("{total:,.0f} W (GPUs measured, the rest as planned) on a {psu:,.0f} W PSU"),
                                  total=total, psu=node.psu_w)))
    return checks
