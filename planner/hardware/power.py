"""Power: sustained load, the seed's x1.3 PSU rule, GPU transient spikes per time window against what the
PSU tolerates for its ATX generation, cable plugs, wall draw through the efficiency curve, wall circuits.

Sources of the rules (shared/reference/hardware.md):
- PSU >= sustained peak x 1.3 (seeds 000 and 004).
- ATX 3.x PSUs ride out 200 % of rating for 100 us, 180 % for 1 ms, 160 % for 10 ms, 120 % for 100 ms
  (Intel ATX 3.0 design guide via HotHardware / Tom's Hardware).
- ATX 2.x defines no excursion margin, so the planner is sure only of the rating (100 % in every window: above it,
  a warning). What shuts such a unit down is its over-power protection: Tom's Hardware measured it, under held
  load, at 115.9 % (Thermaltake Smart BM2 750W, hot), 119.2 % (Corsair AX1600i), 123.4 % (Corsair RM850x 2021),
  126.9 % (Seasonic Focus SGX-650), 133.3 % (be quiet! Straight Power 11 650W) and 139.6 % (Seasonic SSR-650PX).
  In the windows that protection acts on (10 ms and longer) a spike above the highest of these, 140 %, fails.
  Shorter spikes are carried by the unit's capacitors (the bulk capacitor holds the full rating for the ATX
  hold-up time of 17 ms, so a 100 us spike at twice the rating takes about 1 % of it); the reviews' held-load
  tests say nothing of them, so there a spike fails only beyond what an ATX 3.x unit is built to carry. An ATX 2.x
  unit is never judged more leniently than an ATX 3.x one (ATX2_TRIP <= ATX3_TOLERANCE in every window).
- GPU excursions without a measurement for the card: 1.3x at 10 ms, 1.6x at 1 ms, 2.2x at 100-200 us
  (hardware.md 1.4; measured 5090: 1.28x / 1.57x; 3080: 1.67x at ~100 us; A6000: 2.18x at 200 us).
  Spikes of GPUs that run in lockstep (tensor parallel, training) are added up.
- Plugs: 150 W per PCIe 8-pin, 75 W per 6-pin, 600 W per 12V-2x6, 75 W from the x16 slot.
- Circuits: China 10 A / 220 V (keep continuous load under about 1,800 W) and 16 A; US 15 A and 20 A at
  120 V with the 80 % continuous-load rule (1,440 / 1,920 W).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal

from pydantic import Field

from planner.hardware import psu_feed
from planner.hardware.machines import each_machine
from planner.memo import memoized
from planner.model.common import StrictModel
from planner.model.parts import CpuCooler, Gpu, OtherPart, Psu
from planner.model.project import Circuit, LineItem
from planner.model.finding import Finding
from planner.model.shown import card_unit_text, psu_unit_text
from planner.text import ReportModel, T, Text, join, text
from planner.catalog.resolve import ResolvedNode, ResolvedProject

CircuitStatus = Literal["ok", "warn", "fail"]

PSU_RULE_FACTOR = 1.3
STANDARD_PSU_SIZES_W = (450, 550, 650, 750, 850, 1000, 1200, 1300, 1500, 1600, 2000, 2200, 2400, 2800)

#: (window in ms, label) from the shortest to the longest.
WINDOWS_MS: tuple[float, ...] = (0.1, 1.0, 10.0, 100.0)
WINDOW_LABEL = {0.1: "100 us", 1.0: "1 ms", 10.0: "10 ms", 100.0: "100 ms"}
DEFAULT_GPU_FACTORS = {0.1: 2.2, 1.0: 1.6, 10.0: 1.3, 100.0: 1.0}
ATX3_TOLERANCE = {0.1: 2.0, 1.0: 1.8, 10.0: 1.6, 100.0: 1.2}
ATX2_TOLERANCE = {0.1: 1.0, 1.0: 1.0, 10.0: 1.0, 100.0: 1.0}
#: The highest over-power point Tom's Hardware measured on the reviewed ATX 2.x units (Seasonic SSR-650PX, 139.6 %).
ATX2_HIGHEST_OPP = 1.4
#: Windows at least this long are decided by the unit's over-power protection; shorter ones by its capacitors.
OPP_WINDOW_MS = 10.0
#: Above these multiples of its rating an ATX 2.x unit is judged to trip (a failure); between ATX2_TOLERANCE and
#: these, a warning: it depends on the unit's protection settings.
ATX2_TRIP = {w: min(ATX2_HIGHEST_OPP, t) if w >= OPP_WINDOW_MS else t for w, t in ATX3_TOLERANCE.items()}
#: An ATX 3.x unit fails a window above this multiple of its tolerance (or when more than one window is over).
ATX3_TRIP_MARGIN = 1.1

#: Rated watts per plug. EPS12V 8-pin (the "CPU 8-pin" of RTX A6000, A100 PCIe, Tesla P40...): 235 W by the
#: EPS12V specification (reported with the A6000 launch; its 4 x 12 V pins carry up to 336 W), which with the 75 W
#: slot covers NVIDIA's 300 W cards.
PLUG_WATTS = {"pcie_6pin": 75.0, "pcie_8pin": 150.0, "eps_8pin": 235.0, "12vhpwr": 600.0, "12v_2x6": 600.0}
SLOT_WATTS = 75.0

#: Board (chipset, VRM losses, on-board controllers) when the catalog has no figure: an estimate, shown as such.
BOARD_ESTIMATE_W = {"consumer": 40.0, "workstation": 80.0}
WORKSTATION_SOCKETS = {"sTR5", "SP3", "SP5", "LGA4677", "sWRX8", "sTRX4", "TR4", "LGA2011-3", "LGA2066"}
FANS_ESTIMATE_W = 15.0

#: Name of each circuit kind, as the findings quote it.
CIRCUIT_TYPE: dict[str, str] = {
    "cn-10a": T("China 10 A socket"),
    "cn-16a": T("China 16 A socket"),
    "us-15a": T("US 15 A circuit"),
    "us-20a": T("US 20 A circuit"),
    "eu-16a": T("16 A / 230 V circuit"),
    "custom": T("custom circuit"),
}

CIRCUITS: dict[str, tuple[float, float, float, str]] = {
    # kind: (volts, amps, continuous share, rule: a template of the kind's name, see circuit_rule)
    "cn-10a": (220.0, 10.0, 1800.0 / 2200.0, T("{circuit_type}: keep continuous load under about 1,800 W")),
    "cn-16a": (220.0, 16.0, 0.8, T("{circuit_type}: 80 % for continuous load")),
    "us-15a": (120.0, 15.0, 0.8, T("{circuit_type}: NEC 80 % rule for continuous loads")),
    "us-20a": (120.0, 20.0, 0.8, T("{circuit_type}: NEC 80 % rule for continuous loads")),
    "eu-16a": (230.0, 16.0, 0.8, T("{circuit_type}: 80 % for continuous load")),
    "custom": (0.0, 0.0, 0.8, T("{circuit_type}: 80 % for continuous load")),
}


def circuit_type(kind: str) -> Text:
    """The kind's name, e.g. 'China 10 A socket'."""
    return text(CIRCUIT_TYPE[kind])


def circuit_rule(kind: str) -> Text:
    """The continuous-load rule of a circuit kind, e.g. 'US 15 A circuit: NEC 80 % rule for continuous loads'."""
    return text(CIRCUITS[kind][3], circuit_type=circuit_type(kind))


#: Transient-trip finding of an ATX 3.x unit: {fix} lists the fixes (transient_trip_fix).
TRANSIENT_TRIP_TEXT = T(
    "{psu} ({psu_name}, ATX 3.x): GPU spikes in the {window} window reach {spike_w:,.0f} W "
    "against the {tolerance_w:,.0f} W it tolerates (windows over the limit: {windows}; cards spiking at once: "
    "{spiking} of {cards}). Over-current protection can trip and reboot the machine under load. Fix: {fix}.")


#: An ATX 2.x unit's spikes above its rating but within the trip line: a warning that says why.
ATX2_SPIKE_WARN_TEXT = T(
    "{psu} ({psu_name}, ATX 2.x): GPU spikes in the {window} window reach {spike_w:,.0f} W, above its "
    "{tolerance_w:,.0f} W rating (windows over the rating: {windows}; cards spiking at once: {spiking} of {cards}). "
    "ATX 2.x defines no excursion margin: reviewed ATX 2.x units shut down at 116 % to 140 % of their rating under "
    "held load, so whether this one rides out the spikes depends on its protection settings; the planner fails a "
    "{window} spike only above {trip_w:,.0f} W ({trip_basis}). If it reboots under load: {fix}.")

#: An ATX 2.x unit's spikes beyond the trip line: a failure.
ATX2_SPIKE_FAIL_TEXT = T(
    "{psu} ({psu_name}, ATX 2.x): GPU spikes in the {window} window reach {spike_w:,.0f} W, beyond {trip_w:,.0f} W "
    "({trip_basis}; windows beyond it: {windows}; cards spiking at once: {spiking} of {cards}). Over-power "
    "protection will trip and reboot the machine under load. Fix: {fix}.")


def atx2_trip_basis(window_ms: float) -> Text:
    """Why an ATX 2.x unit's trip line in a window is where it is (see ATX2_TRIP)."""
    trip = ATX2_TRIP[window_ms]
    if window_ms >= OPP_WINDOW_MS and trip == ATX2_HIGHEST_OPP:
        return text(T("{trip_pct:g} % of its rating, the highest over-power point measured on a reviewed ATX 2.x "
                      "unit"), trip_pct=round(trip * 100))
    return text(T("{trip_pct:g} % of its rating, what an ATX 3.x unit must carry for {window}"),
                trip_pct=round(trip * 100), window=WINDOW_LABEL[window_ms])


def transient_trip_fix(atx2: bool, single: bool, max_power_limit_w: float | None, atx3_psu_w: int | None,
                       same_generation_psu_w: int | None) -> Text:
    """The fixes for a transient trip, as alternatives: a common power limit when one helps; for a single PSU the
    ATX 3.1 size and, for an ATX 2.x unit, the ATX 2.x size; failing all of these, a larger unit."""
    options = []
    if max_power_limit_w:
        options.append(text(T("a power limit of {max_power_limit_w:g} W per card "
                              "(nvidia-smi -pl {max_power_limit_w:g})"), max_power_limit_w=max_power_limit_w))
    if single:
        options.append(text(T("an ATX 3.1 PSU of at least {atx3_psu_w} W"), atx3_psu_w=atx3_psu_w))
        if atx2:
            options.append(text(T("an ATX 2.x PSU of at least {same_generation_psu_w} W"),
                                same_generation_psu_w=same_generation_psu_w))
    if not options:
        options.append(text(T("a larger ATX 3.x PSU")))
    return join(options[:1] + [text(T("or {fix_option}"), fix_option=o) for o in options[1:]], "; ")


# ----------------------------------------------------------------------------- report types

class PowerLine(ReportModel):
    component: Text = Field(description="What draws the power: the kind and the part's name.")
    item_ids: list[str]
    watts: float
    basis: str


class TransientWindow(StrictModel):
    window: str
    window_ms: float
    gpu_spike_w: float = Field(description="Sum of the GPUs' excursions on this PSU in this window.")
    total_w: float = Field(description="GPU spike plus the rest of the PSU's sustained load.")
    tolerance_w: float = Field(description="What the PSU rides out in this window for its ATX generation.")
    trip_w: float = Field(description="Above this the planner judges the PSU to trip (a failure): for ATX 3.x 110 % "
                                      "of `tolerance_w`; for ATX 2.x the highest measured over-power point (10 ms "
                                      "and longer) or the ATX 3.x figure (shorter windows), see ATX2_TRIP.")
    ok: bool


class PsuLoad(StrictModel):
    ref: str
    item_id: str
    name: str
    rating_w: float
    atx_version: str
    circuit_id: str
    powers_platform: bool
    gpu_refs: list[str]
    dc_load_w: float
    load_fraction: float
    efficiency: float
    wall_w: float
    headroom_w: float
    transients: list[TransientWindow]
    worst_window: TransientWindow = Field(
        description="The window with the highest spike-to-tolerance ratio (the first of equals); it is ok exactly "
                    "when every window is.")
    transient_peak_w: float
    plugs_needed: dict[str, int]
    plugs_available: dict[str, int | None]


class CircuitLoad(ReportModel):
    id: str
    name: str
    kind: str
    volts: float
    amps: float
    nameplate_w: float
    continuous_limit_w: float
    load_w: float
    psu_refs: list[str]
    rule: Text = Field(description="The kind's continuous-load rule.")
    status: CircuitStatus = Field(description="ok: within the continuous limit; warn: above it but within the rating; "
                                      "fail: above the rating (the breaker trips).")
    reason: Text = Field(description="Why the circuit has its status.")


class NodePower(StrictModel):
    node_id: str
    lines: list[PowerLine]
    gpu_w: float
    sustained_w: float = Field(description="Whole machine at sustained full load, DC side.")
    recommended_psu_w: float = Field(description="sustained_w x 1.3 (seed rule).")
    recommended_psu_size_w: int = Field(description="Smallest common PSU size at or above the recommendation.")
    psu_w: float = Field(description="Sum of the ratings of all PSUs in the machine.")
    headroom_w: float
    transient_peak_w: float = Field(description="Worst spike over all windows, all PSUs together.")
    wall_w: float = Field(description="Drawn from the wall at sustained load, through each PSU's efficiency curve.")
    psus: list[PsuLoad]
    circuits: list[CircuitLoad]
    lockstep: bool
    max_power_limit_w: float | None = Field(
        default=None, description="Highest per-card power limit that keeps every transient window within the PSUs.",
    )
    min_psu_w_same_generation: float | None = None
    min_psu_w_atx3: float | None = None


class PowerReport(StrictModel):
    """Power of every machine in `nodes`, and the cluster roll-up at the top level (see `roll_up_power`).

    Power is judged per machine: a machine's PSUs never feed another machine, so the x1.3 rule, the PSU
    verdicts, transients, plugs and circuits of machine i are in `nodes[i]`. For a one-machine project the
    top-level figures are that machine's own.
    """

    sustained_w: float
    recommended_psu_w: float
    recommended_psu_size_w: int
    transient_peak_w: float
    wall_w: float
    psu_w: float
    headroom_w: float
    circuits: list[CircuitLoad]
    nodes: list[NodePower]


# ----------------------------------------------------------------------------- helpers

def gpu_factor(gpu: Gpu, window_ms: float) -> tuple[float, str]:
    """Excursion factor of a card in a window: its own measurement when one is close, else the default model."""
    best = None
    for m in gpu.transients:
        # a 200 us measurement stands for the 100 us window; match within a factor of 2.5
        ratio = max(m.window_ms, window_ms) / min(m.window_ms, window_ms)
        if ratio <= 2.5 and (best is None or m.factor > best.factor):
            best = m
    if best is not None:
        return best.factor, f"measured {best.factor:g}x"
    return DEFAULT_GPU_FACTORS[window_ms], f"default {DEFAULT_GPU_FACTORS[window_ms]:g}x"


def efficiency_at(psu: Psu, load_fraction: float) -> float:
    """Linear interpolation on the PSU's curve, held flat outside the measured range."""
    pts = psu.efficiency_curve
    if load_fraction <= pts[0].load_fraction:
        return pts[0].efficiency
    for a, b in zip(pts, pts[1:]):
        if load_fraction <= b.load_fraction:
            t = (load_fraction - a.load_fraction) / (b.load_fraction - a.load_fraction)
            return a.efficiency + t * (b.efficiency - a.efficiency)
    return pts[-1].efficiency


def is_atx3(psu: Psu) -> bool:
    return psu.atx_version in ("3.0", "3.1")


def tolerance(psu: Psu) -> dict[float, float]:
    return ATX3_TOLERANCE if is_atx3(psu) else ATX2_TOLERANCE


def trip_line(psu: Psu) -> dict[float, float]:
    """Multiples of the rating above which the PSU is judged to trip in each window."""
    return {w: t * ATX3_TRIP_MARGIN for w, t in ATX3_TOLERANCE.items()} if is_atx3(psu) else ATX2_TRIP


def standard_size(watts: float) -> int:
    for size in STANDARD_PSU_SIZES_W:
        if size >= watts:
            return size
    return int(math.ceil(watts / 100.0) * 100)


def circuit_numbers(c: Circuit) -> tuple[float, float, float, float, Text]:
    """Volts, amps, nameplate watts, continuous limit and the rule of a circuit."""
    volts, amps, share, _ = CIRCUITS[c.kind]
    volts = c.volts or volts
    amps = c.amps or amps
    nameplate = volts * amps
    return volts, amps, nameplate, nameplate * share, circuit_rule(c.kind)


@dataclass
class GpuUnit:
    ref: str
    item: LineItem
    gpu: Gpu
    unit: int
    watts: float
    psu_ref: str | None


@dataclass
class PsuUnit:
    ref: str
    item: LineItem
    psu: Psu
    gpus: list[GpuUnit] = field(default_factory=list)
    platform_w: float = 0.0
    rating_w: float = 0.0
    volts: float = 0.0
    breakout: tuple[str, OtherPart] | None = None

    @property
    def fed_without_breakout(self) -> bool:
        """A server PSU with no breakout board: it has no plugs at all."""
        return self.psu.is_server and self.breakout is None


def gpu_watts(item: LineItem, gpu: Gpu) -> float:
    """A card's sustained draw: its power limit where one is set below the board power, else the board power."""
    return min(item.power_limit_w, gpu.board_power_w) if item.power_limit_w else gpu.board_power_w


def gpu_spike_w(gpus: list[GpuUnit], window_ms: float, lockstep: bool, limit_w: float | None = None) -> float:
    """The GPUs' excursion on one PSU in one window (each card's factor x its draw, the draw held to `limit_w` when
    given). Cards in lockstep spike together, so their spikes add up; independent cards: the largest spike plus the
    others' sustained draw (the largest draw taken out)."""
    watts = [g.watts if limit_w is None else min(limit_w, g.watts) for g in gpus]
    spikes = [gpu_factor(g.gpu, window_ms)[0] * w for g, w in zip(gpus, watts)]
    if lockstep or not spikes:
        return sum(spikes)
    return max(spikes) + sum(watts) - max(watts)


def unit_ref(item_id: str, unit: int) -> str:
    return f"{item_id}#{unit}"


def normalise_ref(ref: str) -> str:
    return ref if "#" in ref else f"{ref}#1"


# ----------------------------------------------------------------------------- the check

def _platform_lines(rnode: ResolvedNode) -> list[PowerLine]:
    lines: list[PowerLine] = []
    cpu = rnode.cpu()
    if cpu is not None:
        item = rnode.of_kind("cpu")[0].item
        vendor_rule = "PPT" if cpu.chip_vendor == "AMD" else "PL2 / maximum turbo power"
        lines.append(PowerLine(component=text(T("CPU {name}"), name=cpu.name), item_ids=[item.id], watts=cpu.max_power_w,
                               basis=f"package power limit under sustained load ({vendor_rule}) {cpu.max_power_w:g} W"))
    board = rnode.board()
    if board is not None:
        cls = "workstation" if board.socket in WORKSTATION_SOCKETS else "consumer"
        lines.append(PowerLine(component=text(T("Board {name}"), name=board.name), item_ids=[rnode.of_kind("motherboard")[0].item.id],
                               watts=BOARD_ESTIMATE_W[cls],
                               basis=f"estimate for a {cls} board: chipset, VRM losses, on-board controllers"))
    for r, mem in rnode.memory():
        lines.append(PowerLine(component=text(T("Memory {name}"), name=mem.name), item_ids=[r.item.id], watts=mem.power_w * r.item.quantity,
                               basis=f"{mem.power_w:g} W per kit x {r.item.quantity}"))
    for r, drive in rnode.storage():
        lines.append(PowerLine(component=text(T("Drive {name}"), name=drive.name), item_ids=[r.item.id], watts=drive.power_w * r.item.quantity,
                               basis=f"{drive.power_w:g} W per drive x {r.item.quantity}"))
    for r in rnode.of_kind("cpu_cooler"):
        part: CpuCooler = r.part  # type: ignore[assignment]
        lines.append(PowerLine(component=text(T("Cooler {name}"), name=part.name), item_ids=[r.item.id], watts=part.power_w * r.item.quantity,
                               basis=f"{part.power_w:g} W fans/pump"))
    for r in rnode.of_kind("other"):
        part: OtherPart = r.part  # type: ignore[assignment]
        if part.power_w:
            lines.append(PowerLine(component=text("{name}", name=part.name), item_ids=[r.item.id], watts=part.power_w * r.item.quantity,
                                   basis=f"{part.power_w:g} W x {r.item.quantity}"))
    if rnode.of_kind("case") or rnode.of_kind("gpu"):
        lines.append(PowerLine(component=text(T("Case fans")), item_ids=[], watts=FANS_ESTIMATE_W,
                               basis="estimate for three to five case fans"))
    return lines


def _gpu_units(rnode: ResolvedNode) -> list[GpuUnit]:
    units = []
    for r, gpu in rnode.gpus():
        watts = gpu_watts(r.item, gpu)
        for n in range(1, r.item.quantity + 1):
            psu_ref = r.item.slots[n - 1].psu if n - 1 < len(r.item.slots) else None
            units.append(GpuUnit(unit_ref(r.item.id, n), r.item, gpu, n, watts,
                                 normalise_ref(psu_ref) if psu_ref else None))
    return units


def _psu_units(rnode: ResolvedNode) -> list[PsuUnit]:
    return [PsuUnit(unit_ref(r.item.id, n), r.item, psu) for r, psu in rnode.psus() for n in range(1, r.item.quantity + 1)]


def _assign_gpus(psus: list[PsuUnit], gpus: list[GpuUnit], platform_w: float, findings: list[Finding],
                 rnode: ResolvedNode) -> None:
    by_ref = {p.ref: p for p in psus}
    psus[_platform_index(psus)].platform_w = platform_w
    free: list[GpuUnit] = []
    for g in gpus:
        if g.psu_ref is None:
            free.append(g)
        elif g.psu_ref in by_ref:
            by_ref[g.psu_ref].gpus.append(g)
        else:
            findings.append(_finding("fail", "power.unknown_psu_ref",
                                     T("{gpu} ({gpu_name}) is fed from '{psu}', which is not a PSU unit of "
                                       "{node} (PSU units: {psu_units}). Choose one of these units as its PSU, or clear "
                                       "it."), rnode, [g.item.id],
                                     gpu=card_unit_text(g.ref), psu=g.psu_ref, gpu_name=g.gpu.name, node=rnode.node.name,
                                     psu_units=_names(by_ref)))
            free.append(g)
    if len(psus) > 1 and free:
        findings.append(_finding("info", "power.gpus_spread",
                                 T("{count:# GPU names|# GPUs name} no PSU; they are spread over the {psu_count} PSUs to balance "
                                   "the load. Set the PSU of each card to check the real wiring."), rnode,
                                 sorted({g.item.id for g in free}), count=len(free), psu_count=len(psus)))
    for g in sorted(free, key=lambda g: -g.watts):
        target = min(psus, key=lambda p: (p.platform_w + sum(x.watts for x in p.gpus) + g.watts) / p.rating_w)
        target.gpus.append(g)


def _plugs_for(gpu: Gpu, available: dict[str, int | None]) -> tuple[dict[str, int], float]:
    """Cheapest way to feed a card from the PSU's remaining plugs: native first, then an adapter."""
    options = [gpu.power_inputs] + list(gpu.power_input_alternatives)
    best = None
    for option in options:
        need: dict[str, int] = {}
        for pi in option:
            connector = "12v_2x6" if pi.connector in ("12vhpwr", "12v_2x6") else pi.connector
            if connector == "nvidia_12pin":  # the RTX 30 Founders Edition adapter takes two PCIe 8-pin
                connector, count = "pcie_8pin", 2 * pi.count
            else:
                count = pi.count
            need[connector] = need.get(connector, 0) + count
        fits = all(available.get(k) is None or available[k] >= v for k, v in need.items())
        if best is None or (fits and not best[1]):
            best = (need, fits)
        if fits:
            break
    need = best[0] if best else {}
    capacity = SLOT_WATTS + sum(PLUG_WATTS.get(k, 0.0) * v for k, v in need.items())
    return need, capacity


def _names(names) -> Text:
    """Ids, refs or window labels (the same in every language) as a list: ', ' in English, '、' in Chinese."""
    return join([text("{name}", name=n) for n in names], ", ")


def _finding(level, code, template, rnode, items=(), **params) -> Finding:
    """A power finding; `template` is a T() literal formatted with `params`."""
    return Finding.make("power", level, code, template, node_id=rnode.node.id, item_ids=items, **params)


def _solve_power_limit(psus: list[PsuUnit], lockstep: bool) -> float | None:
    """Highest common per-card limit L (W) with every PSU inside every window, or None if none helps."""
    def ok(limit: float) -> bool:
        return all(gpu_spike_w(p.gpus, w, lockstep, limit) + p.platform_w <= tolerance(p.psu)[w] * p.rating_w
                   for p in psus for w in WINDOWS_MS)

    top = max((g.watts for p in psus for g in p.gpus), default=0.0)
    if top == 0 or ok(top):
        return None
    lo, hi = 0.0, top
    if not ok(lo + 1.0):
        return None
    for _ in range(40):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if ok(mid) else (lo, mid)
    return math.floor(lo / 5.0) * 5.0


def _gpu_lines(rnode: ResolvedNode) -> tuple[list[PowerLine], list[Finding]]:
    """One power line per GPU item (at gpu_watts), and a note where a power limit is above the board power."""
    lines: list[PowerLine] = []
    findings: list[Finding] = []
    for r, gpu in rnode.gpus():
        watts = gpu_watts(r.item, gpu)
        if watts < gpu.board_power_w:
            basis = f"power limit {watts:g} W (board power {gpu.board_power_w:g} W) x {r.item.quantity}"
        else:
            basis = f"board power {gpu.board_power_w:g} W x {r.item.quantity}"
        lines.append(PowerLine(component=text(T("GPU {name}"), name=gpu.name), item_ids=[r.item.id], watts=watts * r.item.quantity,
                               basis=basis))
        if r.item.power_limit_w and r.item.power_limit_w > gpu.board_power_w:
            findings.append(_finding("info", "power.limit_above_board_power",
                                     T("{item}: a power limit of {power_limit_w:g} W is above the card's "
                                       "{board_power_w:g} W board power; the planner uses {board_power_w:g} W."),
                                     rnode, [r.item.id], item=r.item.id, power_limit_w=r.item.power_limit_w,
                                     board_power_w=gpu.board_power_w))
    return lines, findings


#: The circuit assumed when a machine names none; shown in the reader's language (a name the user typed is not).
DEFAULT_CIRCUIT_NAME = T("Wall socket")


def circuit_name(name: str) -> Text | str:
    """The default circuit's name as a translatable sentence part, any other name as typed."""
    return text(DEFAULT_CIRCUIT_NAME) if name == DEFAULT_CIRCUIT_NAME else name


def _circuits(currency: str, rnode: ResolvedNode) -> tuple[list[Circuit], dict[str, str], list[Finding]]:
    """The node's wall circuits (one default socket of the project's country, told by its currency, when none is
    set) and which circuit feeds each PSU unit."""
    node = rnode.node
    findings: list[Finding] = []
    circuits = list(node.circuits)
    if not circuits:
        kind = "cn-10a" if currency == "CNY" else "us-15a"
        circuits = [Circuit(id="main", name=DEFAULT_CIRCUIT_NAME, kind=kind)]
        findings.append(_finding("info", "power.default_circuit",
                                 T("No wall circuit is set for {node}; assuming one {circuit_type}."), rnode,
                                 kind=kind, node=node.name, circuit_type=circuit_type(kind)))
    circuit_ids = {c.id for c in circuits}
    feed = {}
    for f in node.psu_circuits:
        ref = normalise_ref(f.psu)
        if f.circuit not in circuit_ids:
            findings.append(_finding("fail", "power.unknown_circuit",
                                     T("PSU {psu} is plugged into circuit '{circuit}', which is not defined "
                                       "(circuits: {circuits}). Choose one of these circuits in psu_circuits, or add a "
                                       "circuit of that id."), rnode, [ref.split('#')[0]],
                                     psu=ref, circuit=f.circuit, circuits=_names(sorted(circuit_ids))))
            continue
        feed[ref] = f.circuit
    return circuits, feed, findings


def _unknown_feeds(psus: list[PsuUnit], feed: dict[str, str], rnode: ResolvedNode) -> list[Finding]:
    """A warning for each wall feed (psu_circuits) naming a PSU unit the machine does not have: it is ignored."""
    units = [p.ref for p in psus]
    return [_finding("warn", "power.unknown_psu_feed",
                     T("A wall feed of {node} plugs '{psu}' into circuit '{circuit}', but {node} has no such PSU unit "
                       "(PSU units: {psu_units}); the feed is ignored. Choose one of these units in psu_circuits, or "
                       "remove the feed."), rnode, node=rnode.node.name, psu=ref, circuit=circuit,
                     psu_units=_names(units) if units else text(T("none")))
            for ref, circuit in feed.items() if ref not in units]


def _without_psu(rnode: ResolvedNode, lines: list[PowerLine], gpu_w: float, sustained: float,
                 lockstep: bool) -> tuple[NodePower, Finding]:
    """The node's power when it has no PSU yet, and the finding that asks for one."""
    recommended = sustained * PSU_RULE_FACTOR
    result = NodePower(
        node_id=rnode.node.id, lines=lines, gpu_w=gpu_w, sustained_w=round(sustained, 1),
        recommended_psu_w=round(recommended, 1), recommended_psu_size_w=standard_size(recommended), psu_w=0.0,
        headroom_w=round(-recommended, 1), transient_peak_w=0.0, wall_w=0.0, psus=[], circuits=[], lockstep=lockstep,
    )
    return result, _finding("warn", "power.no_psu",
                            T("{node} draws about {sustained_w:,.0f} W sustained; add a PSU of at least "
                              "{recommended_psu_w:,.0f} W (x1.3 rule; a {recommended_psu_size_w} W unit)."), rnode,
                            sustained_w=round(sustained), recommended_psu_w=round(recommended), node=rnode.node.name,
                            recommended_psu_size_w=standard_size(recommended))


def _transient_windows(p: PsuUnit, lockstep: bool) -> tuple[list[TransientWindow], TransientWindow]:
    """Each window's spike against what the PSU tolerates, and the worst window (highest spike-to-tolerance
    ratio, the first of equals)."""
    tol, trip = tolerance(p.psu), trip_line(p.psu)
    windows, ratios = [], []
    for w in WINDOWS_MS:
        spike = gpu_spike_w(p.gpus, w, lockstep)
        total = spike + p.platform_w
        limit = tol[w] * p.rating_w
        windows.append(TransientWindow(window=WINDOW_LABEL[w], window_ms=w, gpu_spike_w=round(spike, 1),
                                       total_w=round(total, 1), tolerance_w=round(limit, 1),
                                       trip_w=round(trip[w] * p.rating_w, 1), ok=total <= limit))
        ratios.append(total / limit)
    return windows, windows[ratios.index(max(ratios))]


def _plugs(p: PsuUnit, rnode: ResolvedNode) -> tuple[dict[str, int | None], dict[str, int], list[Finding]]:
    """The PSU's plugs (None: not in the catalog), the plugs its cards take, and a finding for each card whose
    plugs and slot are rated below its draw."""
    c = p.psu.connectors
    available = {"pcie_8pin": c.pcie_8pin, "pcie_6pin": c.pcie_6pin, "12v_2x6": c.h12v_2x6, "eps_8pin": c.eps_8pin}
    if p.psu.is_server:  # a server PSU's plugs are its breakout board's; without one it has none
        available = (psu_feed.breakout_plugs(p.breakout[1]) if p.breakout is not None
                     else {k: 0 for k in available})
    remaining = dict(available)
    needed: dict[str, int] = {}
    findings: list[Finding] = []
    for g in p.gpus:
        need, capacity = _plugs_for(g.gpu, remaining)
        for k, v in need.items():
            needed[k] = needed.get(k, 0) + v
            if remaining.get(k) is not None:
                remaining[k] = remaining[k] - v
        if capacity < g.watts and need:
            findings.append(_finding("fail", "power.plug_capacity",
                                     T("{gpu} ({gpu_name}) draws {watts:g} W but its plugs and slot are rated "
                                       "for {capacity_w:g} W ({plugs} + {slot_w:g} W slot)."), rnode, [g.item.id],
                                     gpu=card_unit_text(g.ref), watts=g.watts, capacity_w=capacity, gpu_name=g.gpu.name,
                                     plugs=_plug_text(need), slot_w=SLOT_WATTS))
    return available, needed, findings


def _psu_load(p: PsuUnit, lockstep: bool, circuit_id: str, powers_platform: bool,
              rnode: ResolvedNode) -> tuple[PsuLoad, list[Finding]]:
    """One PSU unit: its DC load, efficiency and wall draw, transient windows and plugs."""
    dc = p.platform_w + sum(g.watts for g in p.gpus)
    frac = dc / p.rating_w
    eff = efficiency_at(p.psu, min(frac, 1.0))
    windows, worst = _transient_windows(p, lockstep)
    available, needed, findings = _plugs(p, rnode)
    load = PsuLoad(
        ref=p.ref, item_id=p.item.id, name=p.psu.name, rating_w=p.rating_w, atx_version=p.psu.atx_version,
        circuit_id=circuit_id, powers_platform=powers_platform, gpu_refs=[g.ref for g in p.gpus],
        dc_load_w=round(dc, 1), load_fraction=round(frac, 4), efficiency=round(eff, 4), wall_w=round(dc / eff, 1),
        headroom_w=round(p.rating_w - dc, 1), transients=windows, worst_window=worst,
        transient_peak_w=max(wd.total_w for wd in windows), plugs_needed=needed, plugs_available=available,
    )
    return load, findings


def _transient_peak_w(psus: list[PsuUnit], lockstep: bool) -> float:
    """Worst window over all PSUs together: each window's spikes plus platform loads, summed over the PSUs."""
    return max(sum(gpu_spike_w(p.gpus, w, lockstep) + p.platform_w for p in psus) for w in WINDOWS_MS)


def _min_psu_sizes(psus: list[PsuUnit], loads: list[PsuLoad], recommended: float) -> tuple[float | None, float | None]:
    """For a single PSU: the smallest rating that rides out every window (and the x1.3 rule), for its own ATX
    generation and for ATX 3.x; None with several PSUs."""
    if len(psus) != 1:
        return None, None
    windows = loads[0].transients
    same = max(max(wd.total_w / tolerance(psus[0].psu)[wd.window_ms] for wd in windows), recommended)
    atx3 = max(max(wd.total_w / ATX3_TOLERANCE[wd.window_ms] for wd in windows), recommended)
    return same, atx3


#: Why a circuit has its status (CircuitLoad.reason).
CIRCUIT_REASON: dict[str, str] = {
    "ok": T("{load_w:,.0f} W is within the {continuous_limit_w:,.0f} W continuous limit"),
    "warn": T("{load_w:,.0f} W is above the {continuous_limit_w:,.0f} W continuous limit"),
    "fail": T("{load_w:,.0f} W is above the {nameplate_w:,.0f} W rating"),
}


def circuit_status(load_w: float, continuous_limit_w: float, nameplate_w: float) -> CircuitStatus:
    """ok within the continuous limit; warn above it but within the rating; fail above the rating."""
    if load_w > nameplate_w:
        return "fail"
    return "warn" if load_w > continuous_limit_w else "ok"


def _circuit_load(c: Circuit, psu_loads: list[PsuLoad]) -> CircuitLoad:
    """A circuit's wall load from the PSUs plugged into it, and its status."""
    volts, amps, nameplate, continuous, rule = circuit_numbers(c)
    on = [p for p in psu_loads if p.circuit_id == c.id]
    load_w, nameplate_w, continuous_w = round(sum(p.wall_w for p in on), 1), round(nameplate, 1), round(continuous, 1)
    status = circuit_status(load_w, continuous_w, nameplate_w)
    reason = text(CIRCUIT_REASON[status], load_w=load_w, continuous_limit_w=continuous_w, nameplate_w=nameplate_w)
    return CircuitLoad(
        id=c.id, name=c.name or c.id, kind=c.kind, volts=volts, amps=amps, nameplate_w=nameplate_w,
        continuous_limit_w=continuous_w, load_w=load_w, psu_refs=[p.ref for p in on],
        rule=rule, status=status, reason=reason)


def _wire_psus(psus: list[PsuUnit], circuits: list[Circuit], feed: dict[str, str],
               rnode: ResolvedNode) -> list[Finding]:
    """Each PSU unit's mains volts and rating there, and the breakout board of each server unit (psu_feed); the
    findings on ratings lowered by low-line mains."""
    volts = {c.id: circuit_numbers(c)[0] for c in circuits}
    findings = []
    for p, board in zip(psus, psu_feed.breakout_for([p.psu for p in psus], psu_feed.accessory_units(rnode,
                                                                                                   "breakout_board"))):
        p.volts = volts.get(feed.get(p.ref, circuits[0].id), volts[circuits[0].id])
        p.rating_w = p.psu.rating_at(p.volts)
        p.breakout = board
        if p.rating_w < p.psu.wattage_w:
            findings.append(psu_feed.low_line_finding(p.ref, p.item.id, p.psu, p.volts, rnode))
    return findings


def _platform_index(psus: list[PsuUnit]) -> int:
    """The PSU unit that carries the motherboard and CPU (psu_feed.platform_index); the first unit when none can,
    which power.no_platform_psu reports."""
    found = psu_feed.platform_index([p.psu for p in psus], [p.breakout for p in psus])
    return 0 if found is None else found


def _wiring_findings(psus: list[PsuUnit], rnode: ResolvedNode) -> list[Finding]:
    """No ATX PSU for the board and CPU; extra PSUs without a start adapter."""
    out = []
    no_platform = psu_feed.platform_index([p.psu for p in psus], [p.breakout for p in psus]) is None
    if no_platform and (rnode.board() is not None or rnode.cpu() is not None):
        out.append(psu_feed.no_platform_finding([p.ref for p in psus], [p.item.id for p in psus], rnode))
    syncs = psu_feed.accessory_units(rnode, "psu_sync")
    sync = psu_feed.sync_finding(len(psus), len(syncs), [p.item.id for p in psus] + [i for i, _ in syncs], rnode)
    if sync is not None:
        out.append(sync)
    return out


def check_node_power(rp: ResolvedProject, rnode: ResolvedNode) -> tuple[NodePower | None, list[Finding]]:
    result, findings = _node_power(rnode, rp.project.costs.currency)
    return result, list(findings)


@memoized(maxsize=64)  # by the machine's content (node, parts) and the currency: all this check reads
def _node_power(rnode: ResolvedNode, currency: str) -> tuple[NodePower | None, list[Finding]]:
    node = rnode.node
    lines = _platform_lines(rnode)
    platform_w = sum(line.watts for line in lines)
    gpu_lines, findings = _gpu_lines(rnode)
    gpu_w = sum(line.watts for line in gpu_lines)
    sustained = gpu_w + platform_w
    if sustained == 0:
        return None, findings
    recommended = sustained * PSU_RULE_FACTOR
    psus = _psu_units(rnode)
    lockstep = node.gpus_in_lockstep
    circuits, feed, circuit_findings = _circuits(currency, rnode)
    findings += circuit_findings + _unknown_feeds(psus, feed, rnode)
    if not psus:
        result, no_psu = _without_psu(rnode, lines + gpu_lines, gpu_w, sustained, lockstep)
        vendor = _vendor_psu_finding(result, rnode)
        return result, findings + [no_psu] + ([vendor] if vendor is not None else [])

    findings += _wire_psus(psus, circuits, feed, rnode)
    _assign_gpus(psus, _gpu_units(rnode), platform_w, findings, rnode)
    platform = psus[_platform_index(psus)]
    psu_loads: list[PsuLoad] = []
    for p in psus:
        load, plug_findings = _psu_load(p, lockstep, feed.get(p.ref, circuits[0].id), p is platform, rnode)
        psu_loads.append(load)
        findings += plug_findings
    psu_total = sum(p.rating_w for p in psus)
    min_same, min_atx3 = _min_psu_sizes(psus, psu_loads, recommended)
    result = NodePower(
        node_id=node.id, lines=gpu_lines + lines, gpu_w=round(gpu_w, 1), sustained_w=round(sustained, 1),
        recommended_psu_w=round(recommended, 1), recommended_psu_size_w=standard_size(recommended),
        psu_w=psu_total, headroom_w=round(psu_total - sustained, 1),
        transient_peak_w=round(_transient_peak_w(psus, lockstep), 1),
        wall_w=round(sum(p.wall_w for p in psu_loads), 1), psus=psu_loads,
        circuits=[_circuit_load(c, psu_loads) for c in circuits], lockstep=lockstep,
        max_power_limit_w=_solve_power_limit(psus, lockstep),
        min_psu_w_same_generation=round(min_same, 1) if min_same else None,
        min_psu_w_atx3=round(min_atx3, 1) if min_atx3 else None,
    )
    findings += _findings(result, psus, rnode)
    return result, findings


PLUG_NAMES = {"pcie_8pin": "PCIe 8-pin", "pcie_6pin": "PCIe 6-pin", "12v_2x6": "12V-2x6", "eps_8pin": "EPS 8-pin"}


def _plug_text(plugs: dict[str, int]) -> Text:
    """A list of plugs, e.g. '2x PCIe 8-pin, 1x 12V-2x6'."""
    if not plugs:
        return text(T("no plugs"))
    return join([text(T("{count}x {plug}"), count=v, plug=PLUG_NAMES.get(k, k)) for k, v in plugs.items()], ", ")


def _psu_rule_finding(r: NodePower, rnode: ResolvedNode) -> Finding:
    """The seed's x1.3 rule on the whole machine."""
    psu_items = sorted({p.item_id for p in r.psus})
    rule_params = dict(psu_w=r.psu_w, sustained_w=r.sustained_w, recommended_psu_w=r.recommended_psu_w)
    if r.psu_w >= r.recommended_psu_w:
        return _finding("ok", "power.psu_rule",
                        T("PSU capacity {psu_w:,.0f} W covers the x1.3 rule: sustained {sustained_w:,.0f} W x 1.3 = "
                          "{recommended_psu_w:,.0f} W ({spare_w:,.0f} W to spare)."),
                        rnode, psu_items, **rule_params, spare_w=r.psu_w - r.recommended_psu_w)
    if r.psu_w >= r.sustained_w:
        return _finding("warn", "power.psu_rule",
                        T("PSU capacity {psu_w:,.0f} W carries the sustained {sustained_w:,.0f} W but is below the "
                          "x1.3 rule ({recommended_psu_w:,.0f} W): choose a {recommended_psu_size_w} W unit or "
                          "set GPU power limits."),
                        rnode, psu_items, **rule_params, recommended_psu_size_w=r.recommended_psu_size_w)
    return _finding("fail", "power.psu_overloaded",
                    T("PSU capacity {psu_w:,.0f} W is below the sustained load of {sustained_w:,.0f} W: the "
                      "machine will shut down under load. Use at least {recommended_psu_size_w} W."),
                    rnode, psu_items, **rule_params, recommended_psu_size_w=r.recommended_psu_size_w)


def _transient_finding(r: NodePower, p: PsuLoad, unit: PsuUnit, rnode: ResolvedNode) -> Finding:
    """A PSU's worst transient window: a trip (warn or fail) with its fixes, or ok."""
    worst = p.worst_window
    tripped = [w for w in p.transients if not w.ok]
    if not tripped:
        return _finding("ok", "power.transients",
                        T("{psu} ({psu_name}) rides out the modelled GPU spikes: worst window {window}, "
                          "{spike_w:,.0f} W of {tolerance_w:,.0f} W tolerated."),
                        rnode, [p.item_id], psu=psu_unit_text(p.ref), window=worst.window, spike_w=worst.total_w,
                        tolerance_w=worst.tolerance_w, psu_name=p.name)
    single = len(r.psus) == 1
    atx2 = not is_atx3(unit.psu)
    # the ATX 3.1 minimum is always known for a single PSU; the ATX 2.x one is offered for a 2.x unit
    atx3_psu_w = standard_size(r.min_psu_w_atx3) if single and r.min_psu_w_atx3 else None
    same_generation_psu_w = (standard_size(r.min_psu_w_same_generation)
                             if single and r.min_psu_w_same_generation else None)
    items = [p.item_id] + sorted({g.item.id for g in unit.gpus})
    params = dict(psu=psu_unit_text(p.ref), psu_name=p.name, max_power_limit_w=r.max_power_limit_w,
                  spiking=len(p.gpu_refs) if r.lockstep else 1, cards=len(p.gpu_refs),
                  atx3_psu_w=atx3_psu_w, same_generation_psu_w=same_generation_psu_w,
                  fix=transient_trip_fix(atx2, single, r.max_power_limit_w, atx3_psu_w, same_generation_psu_w))
    if atx2:
        return _atx2_spike_finding(p, tripped, items, rnode, params)
    beyond = any(w.total_w > w.trip_w for w in p.transients)
    return _finding(
        "fail" if beyond or len(tripped) > 1 else "warn", "power.transient_trip", TRANSIENT_TRIP_TEXT,
        rnode, items, window=worst.window, spike_w=worst.total_w, tolerance_w=worst.tolerance_w,
        windows=_names(w.window for w in tripped), **params)


def _atx2_spike_finding(p: PsuLoad, over_rating: list[TransientWindow], items: list[str], rnode: ResolvedNode,
                        params: dict) -> Finding:
    """An ATX 2.x unit's spikes: a failure where a window is beyond its trip line (the window furthest beyond is
    quoted), else a warning with the reason (the worst window over the rating is quoted)."""
    beyond = [w for w in p.transients if w.total_w > w.trip_w]
    if beyond:
        quoted = max(beyond, key=lambda w: w.total_w / w.trip_w)
        level, template, windows = "fail", ATX2_SPIKE_FAIL_TEXT, beyond
    else:
        quoted, level, template, windows = p.worst_window, "warn", ATX2_SPIKE_WARN_TEXT, over_rating
    return _finding(level, "power.transient_trip", template, rnode, items, window=quoted.window,
                    spike_w=quoted.total_w, tolerance_w=quoted.tolerance_w, trip_w=quoted.trip_w,
                    trip_basis=atx2_trip_basis(quoted.window_ms), windows=_names(w.window for w in windows), **params)


def _plug_findings(p: PsuLoad, rnode: ResolvedNode) -> list[Finding]:
    """Plugs the PSU lacks for its cards, or plugs the catalog cannot confirm."""
    short: dict[str, int] = {}
    short_have: dict[str, int] = {}
    unknown: dict[str, int] = {}
    for k, v in p.plugs_needed.items():
        have = p.plugs_available.get(k)
        if have is None:
            unknown[k] = v
        elif have < v:
            short[k] = v
            short_have[k] = have
    if short:
        return [_finding("fail", "power.plugs_short",
                         T("{psu} ({psu_name}) lacks plugs for its cards: {needed} needed; {available} available. "
                           "Use another PSU, a second PSU, or cards with other power inputs."),
                         rnode, [p.item_id], psu=psu_unit_text(p.ref), psu_name=p.name, needed=_plug_text(short),
                         available=_plug_text(short_have))]
    if unknown:
        return [_finding("info", "power.plugs_unknown",
                         T("{subject} ({psu_name}): the cards need {plugs} per PSU; the catalog does not "
                           "confirm that this PSU model has that many. Check the manual's cable list."),
                         rnode, [p.item_id], subject=text("{psu}", psu=psu_unit_text(p.ref)), psu_name=p.name,
                         plugs=_plug_text(unknown))]
    return []


#: The circuit finding of each circuit status.
CIRCUIT_FINDING: dict[str, str] = {
    "fail": T("Wall draw on circuit '{circuit_name}' ({volts:g} V / {amps:g} A): {load_w:,.0f} W at sustained load "
              "exceeds the circuit's {nameplate_w:,.0f} W rating: the breaker or fuse will trip."),
    "warn": T("Wall draw on circuit '{circuit_name}' ({volts:g} V / {amps:g} A): {load_w:,.0f} W at sustained load "
              "is above the {continuous_limit_w:,.0f} W continuous limit ({rule}); put a PSU on a second circuit."),
    "ok": T("Wall draw on circuit '{circuit_name}' ({volts:g} V / {amps:g} A): {load_w:,.0f} W at sustained load "
            "is within the {continuous_limit_w:,.0f} W continuous limit ({rule})."),
}


def _circuit_finding(r: NodePower, c: CircuitLoad, rnode: ResolvedNode) -> Finding:
    return _finding(c.status, "power.circuit", CIRCUIT_FINDING[c.status], rnode,
                    sorted({p.item_id for p in r.psus if p.ref in c.psu_refs}), circuit=c.id, load_w=c.load_w,
                    continuous_limit_w=c.continuous_limit_w, nameplate_w=c.nameplate_w,
                    circuit_name=circuit_name(c.name), volts=c.volts, amps=c.amps, rule=c.rule)


def _vendor_psu_finding(r: NodePower, rnode: ResolvedNode) -> Finding | None:
    """The card maker's recommended PSU beside the planner's. Makers size it for a whole system with one such card
    and a typical CPU, so it is compared as such; with several cards it is said not to apply."""
    gpus = [(item, gpu) for item, gpu in rnode.gpus() if gpu.recommended_psu_w]
    if not gpus:
        return None
    item, gpu = max(gpus, key=lambda g: g[1].recommended_psu_w)
    cards = sum(i.item.quantity for i, _ in rnode.gpus())
    params = dict(maker=gpu.chip_vendor, gpu=gpu.name, maker_w=gpu.recommended_psu_w, planner_w=r.recommended_psu_w,
                  sustained_w=r.sustained_w)
    if cards == 1:
        return _finding("info", "power.vendor_psu",
                        T("{maker} recommends a {maker_w:,.0f} W PSU for a system with the {gpu}; the planner asks "
                          "for {planner_w:,.0f} W (sustained {sustained_w:,.0f} W x 1.3 with this CPU and parts)."),
                        rnode, [item.item.id], **params)
    return _finding("info", "power.vendor_psu",
                    T("{maker}'s {maker_w:,.0f} W recommendation for the {gpu} is for a one-card system; with {cards} "
                      "cards the planner's {planner_w:,.0f} W (sustained {sustained_w:,.0f} W x 1.3) applies."),
                    rnode, [i.item.id for i, _ in rnode.gpus()], cards=cards, **params)


def _findings(r: NodePower, psus: list[PsuUnit], rnode: ResolvedNode) -> list[Finding]:
    out: list[Finding] = [_psu_rule_finding(r, rnode)]
    vendor = _vendor_psu_finding(r, rnode)
    if vendor is not None:
        out.append(vendor)
    for p, unit in zip(r.psus, psus):
        if len(r.psus) > 1 and p.dc_load_w > p.rating_w:
            out.append(_finding("fail", "power.psu_unit_overloaded",
                                T("{psu} ({psu_name}, {rating_w:,.0f} W) carries {load_w:,.0f} W sustained."),
                                rnode, [p.item_id], psu=psu_unit_text(p.ref), load_w=p.dc_load_w, rating_w=p.rating_w,
                                psu_name=p.name))
        if p.gpu_refs:
            out.append(_transient_finding(r, p, unit, rnode))
            out += ([psu_feed.no_breakout_finding(p.ref, p.item_id, p.name, len(p.gpu_refs), rnode)]
                    if unit.fed_without_breakout else _plug_findings(p, rnode))
    out += _wiring_findings(psus, rnode)
    out += [_circuit_finding(r, c, rnode) for c in r.circuits]
    return out


def check_power(rp: ResolvedProject) -> tuple[PowerReport | None, list[Finding]]:
    nodes, findings = each_machine(rp, check_node_power)
    if not nodes:
        return None, findings
    return roll_up_power(nodes), findings


def roll_up_power(nodes: list[NodePower]) -> PowerReport:
    """The cluster's figures at the top level of the report; each machine keeps its own in `nodes`.

    - sustained_w, wall_w, psu_w: sums over the machines (the cluster draws all machines' wall power);
    - recommended_psu_w and recommended_psu_size_w: sums of each machine's own x1.3 figure and PSU size (what
      to buy in all); whether a machine's PSUs pass is judged on that machine alone;
    - headroom_w: the smallest machine's headroom (spare watts in one machine cannot feed another);
    - transient_peak_w: the worst machine's spike (each spike lands on its own machine's PSUs);
    - circuits: every machine's circuits, each loaded by its own machine's PSUs.
    With one machine every figure is that machine's own.
    """
    return PowerReport(
        sustained_w=round(sum(n.sustained_w for n in nodes), 1),
        recommended_psu_w=round(sum(n.recommended_psu_w for n in nodes), 1),
        recommended_psu_size_w=sum(n.recommended_psu_size_w for n in nodes),
        transient_peak_w=max(n.transient_peak_w for n in nodes),
        wall_w=round(sum(n.wall_w for n in nodes), 1), psu_w=sum(n.psu_w for n in nodes),
        headroom_w=min(n.headroom_w for n in nodes), circuits=[c for n in nodes for c in n.circuits], nodes=nodes,
    )


