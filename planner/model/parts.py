"""Hardware parts: the shapes of catalog entries and of custom parts in a project.

Every part has a ``kind`` that selects its type, a lowercase slug ``id``, a human ``name`` and a
``source`` that says where its facts come from (manual or spec page, and a date for prices).
Fields whose value could not be confirmed are listed in ``unverified`` with the reason.
"""

from __future__ import annotations

import datetime as _dt
import re
from typing import Annotated, Literal, Union

from pydantic import Field, StringConstraints, model_validator

from planner.model.common import LongText, PricePoint, ShortText, Slug, StrictModel
from planner.model.unconfirmed import unconfirmed_reasons, unconfirmed_text
from planner.text import EMPTY, T, Text, join, render, text

PartKind = Literal[
    "gpu", "cpu", "motherboard", "psu", "memory", "storage", "case", "cpu_cooler", "other"
]

#: The kinds in the order a parts list shows them.
PART_KINDS: tuple[str, ...] = (
    "cpu", "cpu_cooler", "motherboard", "memory", "storage", "gpu", "psu", "case", "other",
)

#: What the parts table, the catalog picker, the quote and the CLI call each kind ("unknown": a line whose
#: catalog id is not in the catalog). Translated in planner/translations/zh_CN/parts.py.
KIND_LABELS: dict[str, str] = {
    "gpu": T("GPU"), "cpu": T("CPU"), "motherboard": T("Motherboard"), "psu": T("Power supply"),
    "memory": T("Memory"), "storage": T("Storage"), "case": T("Case"), "cpu_cooler": T("CPU cooler"),
    "other": T("Other"), "unknown": T("Unknown part"),
}


def kind_label(kind: str, lang: str = "en") -> str:
    """The label of a kind of part in `lang` ("Other" for a kind without a label of its own)."""
    return render(KIND_LABELS.get(kind, KIND_LABELS["other"]), {}, lang)

#: Rules a part keeps beyond each field's own bounds, as templates -> the fields a rule is about (an editor marks
#: them; none: the field the error is located at). planner/problems.py reads a message back as its template.
LANES_WITHIN_TOTAL = T("pcie_lanes_usable cannot exceed pcie_lanes_total")
POWER_LIMIT_ABOVE_BASE = T("max_power_w cannot be below base_power_w")
SLOT_LANES_FIT = T("slot {slot}: electrical_lanes x{electrical} exceeds physical x{physical}")
UNIQUE_PORT_NAMES = T("slot/port names must be unique, repeated: {names}")
CHIPSET_LINK_NEEDED = T("{ports} hang off the chipset, so chipset_uplink (the CPU-to-chipset link they share) "
                        "is needed")
LOW_LINE_WITHIN_RATING = T("wattage_low_line_w cannot exceed wattage_w")
BREAKOUT_CONNECTORS_ONLY = T("connectors and powers_board are given only for a part with psu_accessory "
                             "'breakout_board'")
PART_RULES: dict[str, tuple[str, ...]] = {
    LANES_WITHIN_TOTAL: ("pcie_lanes_usable",), POWER_LIMIT_ABOVE_BASE: ("max_power_w",), SLOT_LANES_FIT: (),
    LOW_LINE_WITHIN_RATING: ("wattage_low_line_w",), BREAKOUT_CONNECTORS_ONLY: ("connectors",),
    UNIQUE_PORT_NAMES: ("pcie_slots",), CHIPSET_LINK_NEEDED: ("pcie_slots", "chipset_uplink"),
}

SourceText = Annotated[str, StringConstraints(min_length=3, max_length=2000)]
PcieGen = Literal[1, 2, 3, 4, 5, 6]
LaneCount = Literal[1, 2, 4, 8, 16]
SlotName = Annotated[str, StringConstraints(min_length=1, max_length=40)]


class PartBase(StrictModel):
    id: Slug
    name: ShortText = Field(min_length=1)
    vendor: ShortText = ""
    source: SourceText = Field(description="Manual/spec page title or URL the facts were read from.")
    notes: LongText = ""
    prices: list[PricePoint] = Field(default_factory=list, max_length=50)
    unverified: dict[str, ShortText] = Field(
        default_factory=dict,
        description="Field name -> why its value is not confirmed by a named source.",
    )

    def specs_text(self) -> Text:
        """One line of the facts a buyer compares, shown in parts lists and quotes, in any language."""
        return EMPTY

    def key_specs(self) -> str:
        """The same line in English."""
        return self.specs_text().render("en")

    def unconfirmed_text(self) -> Text:
        """'unconfirmed: PCIe lanes, price' for the facts listed in `unverified`; empty when every fact is confirmed."""
        return unconfirmed_text(self.unverified)

    def unconfirmed_reasons(self) -> list[Text]:
        """One line per unconfirmed fact with the catalog's reason."""
        return unconfirmed_reasons(self.unverified)

    def typical_price(self, condition: str, currency: str | None = None) -> PricePoint | None:
        """Newest price point for a condition (and currency, if given)."""
        found = [p for p in self.prices if p.condition == condition and (currency is None or p.currency == currency)]
        return max(found, key=lambda p: p.date) if found else None


# --------------------------------------------------------------------------- GPU

PowerConnector = Literal["pcie_6pin", "pcie_8pin", "eps_8pin", "12vhpwr", "12v_2x6", "nvidia_12pin"]


class PowerInput(StrictModel):
    connector: PowerConnector
    count: int = Field(ge=1, le=4)


class GpuLink(StrictModel):
    """A GPU-to-GPU bridge (NVLink, AMD Infinity Fabric Link)."""

    kind: Literal["nvlink", "infinity_fabric"] = "nvlink"
    bandwidth_gbps: float = Field(ge=1, le=20_000, description="Total bidirectional bandwidth between two bridged cards, GB/s.")
    max_gpus: int = Field(ge=2, le=8, default=2)
    links: int | None = Field(default=None, ge=1, le=18, description="Links per bridged pair (nvidia-smi topo shows NV<links>).")


class TransientMeasurement(StrictModel):
    """A measured power excursion: the card drew `factor` x its board power over a window of `window_ms`."""

    window_ms: float = Field(gt=0, le=1000)
    factor: float = Field(ge=1, le=5)
    source: SourceText


class Gpu(PartBase):
    kind: Literal["gpu"] = "gpu"
    chip_vendor: Literal["NVIDIA", "AMD", "Intel"]
    architecture: ShortText = ""
    launch_date: _dt.date | None = None
    vram_gib: float = Field(ge=0.25, le=1024)
    memory_type: ShortText = ""
    bus_width_bits: int | None = Field(default=None, ge=16, le=16_384)
    memory_bandwidth_gbps: float = Field(ge=1, le=20_000)
    board_power_w: float = Field(ge=1, le=2000, description="Total board power (TGP/TBP/max TDP), watts.")
    power_inputs: list[PowerInput] = Field(
        default_factory=list,
        description="Power plugs on the card as shipped; empty means slot power only (75 W).",
    )
    power_input_alternatives: list[list[PowerInput]] = Field(
        default_factory=list,
        description="Other ways to feed the card, e.g. 3x PCIe 8-pin through the bundled 12VHPWR adapter.",
    )
    pcie_gen: PcieGen
    pcie_lanes: LaneCount = 16
    gpu_link: GpuLink | None = None
    slot_width: float = Field(ge=1, le=5, description="Expansion slots the card occupies (2.5 = two and a half).")
    length_mm: float | None = Field(default=None, ge=10, le=500)
    height_mm: float | None = Field(default=None, ge=10, le=200)
    cooler: Literal["blower", "open_air", "flow_through", "passive"]
    fp16_tensor_tflops: float | None = Field(default=None, ge=0.01, le=100_000)
    recommended_psu_w: float | None = Field(default=None, ge=1, le=10_000)
    compute_api: Literal["cuda", "rocm", "oneapi"]
    transients: list[TransientMeasurement] = Field(
        default_factory=list, description="Measured spikes; windows without a measurement use the default model.",
    )
    memory_mod: bool = Field(
        default=False, description="An aftermarket memory upgrade (larger chips soldered on a used board): no "
                                   "maker's warranty.")

    def specs_text(self) -> Text:
        link = text(T(", {link_kind} {link_gbps:g} GB/s"), link_kind=self.gpu_link.kind,
                    link_gbps=self.gpu_link.bandwidth_gbps) if self.gpu_link else EMPTY
        return text(T("{vram:g} GiB {memory_type}, {bandwidth:g} GB/s, {power:g} W, PCIe {gen}.0 x{lanes}, "
                      "{slots:g}-slot{link}"), vram=self.vram_gib, memory_type=self.memory_type,
                    bandwidth=self.memory_bandwidth_gbps, power=self.board_power_w, gen=self.pcie_gen,
                    lanes=self.pcie_lanes, slots=self.slot_width, link=link)


# --------------------------------------------------------------------------- CPU

MemoryType = Literal["DDR4", "DDR5"]


class Cpu(PartBase):
    kind: Literal["cpu"] = "cpu"
    chip_vendor: Literal["AMD", "Intel"]
    socket: ShortText = Field(min_length=1)
    launch_date: _dt.date | None = None
    cores: int = Field(ge=1, le=512)
    threads: int = Field(ge=1, le=1024)
    base_power_w: float = Field(ge=1, le=1000, description="TDP / processor base power, watts.")
    max_power_w: float = Field(ge=1, le=1500, description="Package power limit under sustained load (AMD PPT, Intel PL2/MTP), watts.")
    pcie_gen: PcieGen
    pcie_lanes_total: int = Field(ge=0, le=256)
    pcie_lanes_usable: int = Field(
        ge=0, le=256, description="Lanes left for slots and M.2 after the chipset link.",
    )
    lane_class: Slug = Field(
        description="Which board lane table applies, e.g. am5-raphael, am5-phoenix, am5-phoenix2, lga1700, x99-40lane.",
    )
    memory_types: list[MemoryType] = Field(min_length=1)
    memory_channels: int = Field(ge=1, le=16)
    integrated_graphics: bool = False

    @model_validator(mode="after")
    def _lanes_consistent(self) -> "Cpu":
        if self.pcie_lanes_usable > self.pcie_lanes_total:
            raise ValueError(LANES_WITHIN_TOTAL)
        if self.max_power_w < self.base_power_w:
            raise ValueError(POWER_LIMIT_ABOVE_BASE)
        return self

    def specs_text(self) -> Text:
        return text(T("{socket}, {cores}C/{threads}T, {lanes} usable PCIe {gen}.0 lanes, {base:g} W (max {max:g} W)"),
                    socket=self.socket, cores=self.cores, threads=self.threads, lanes=self.pcie_lanes_usable,
                    gen=self.pcie_gen, base=self.base_power_w, max=self.max_power_w)


# --------------------------------------------------------------------------- motherboard

LinkSource = Literal["cpu", "chipset", "switch"]


class PcieSlot(StrictModel):
    name: SlotName
    position: int | None = Field(
        default=None, ge=1, le=12,
        description="Expansion position counted from the CPU socket (1 = nearest); null when not documented.",
    )
    physical_lanes: LaneCount = 16
    electrical_lanes: LaneCount
    gen: PcieGen
    source: LinkSource
    switch: SlotName | None = Field(default=None, description="Id of the PCIe switch (PLX) the slot hangs off, if any.")
    root: ShortText | None = Field(
        default=None,
        description="CPU root complex / host bridge the slot's lanes come from, where the manual or a topology "
                    "dump says; slots on different roots of one CPU show as NODE in nvidia-smi topo -m.",
    )
    numa_node: int | None = Field(default=None, ge=0, le=15)
    note: ShortText = ""

    @model_validator(mode="after")
    def _fits(self) -> "PcieSlot":
        if self.electrical_lanes > self.physical_lanes:
            raise ValueError(SLOT_LANES_FIT.format(slot=self.name, electrical=self.electrical_lanes,
                                                   physical=self.physical_lanes))
        return self


class M2Slot(StrictModel):
    name: SlotName
    gen: PcieGen
    lanes: Literal[1, 2, 4]
    source: LinkSource
    supports_sata: bool = False
    note: ShortText = ""


class LinkEffect(StrictModel):
    """What happens to one slot, M.2 socket or SATA port when a rule applies."""

    target: SlotName
    lanes: LaneCount | None = None
    gen: PcieGen | None = None
    source: Literal["cpu", "chipset"] | None = Field(
        default=None, description="The port moves to other lanes, e.g. MSI 'CPU mode' feeds M2_2 from the CPU.",
    )
    disabled: bool = False

    @model_validator(mode="after")
    def _one_change(self) -> "LinkEffect":
        if not self.disabled and self.lanes is None and self.gen is None and self.source is None:
            raise ValueError(f"effect on {self.target}: give lanes, gen, source or disabled=true")
        return self


class SharingRule(StrictModel):
    """"M2_2 populated -> PCI_E1 runs x8" as data."""

    when_populated: list[SlotName] = Field(min_length=1)
    match: Literal["any", "all"] = "any"
    effects: list[LinkEffect] = Field(min_length=1)
    only_with_bios: dict[ShortText, ShortText] = Field(
        default_factory=dict, description="The rule applies only while these firmware settings have these choices.",
    )
    note: ShortText = ""


class CpuVariant(StrictModel):
    """Lane changes for a CPU class (an APU has fewer lanes, a 28-lane HEDT part narrows slots)."""

    lane_class: Slug
    effects: list[LinkEffect] = Field(min_length=1)
    note: ShortText = ""


class Bifurcation(StrictModel):
    slot: SlotName
    modes: list[Annotated[str, StringConstraints(pattern=r"^x(1|2|4|8|16)(\+x(1|2|4|8|16))*$")]] = Field(min_length=1)


class PcieSwitch(StrictModel):
    """A PCIe switch (e.g. PLX PEX8747) that fans a CPU link out to several slots."""

    id: SlotName
    name: ShortText = ""
    uplink_gen: PcieGen
    uplink_lanes: LaneCount
    source: Literal["cpu", "chipset"] = "cpu"
    root: ShortText | None = None


class BiosChoice(StrictModel):
    name: ShortText = Field(min_length=1)
    effects: list[LinkEffect] = Field(default_factory=list)
    note: ShortText = ""


class BiosSetting(StrictModel):
    """A firmware option that moves lanes, e.g. MSI 'PCIe lanes: Chipset mode / CPU mode'."""

    name: ShortText = Field(min_length=1)
    default: ShortText = Field(min_length=1)
    choices: list[BiosChoice] = Field(min_length=2)

    @model_validator(mode="after")
    def _default_is_a_choice(self) -> "BiosSetting":
        if self.default not in [c.name for c in self.choices]:
            raise ValueError(f"BIOS setting {self.name}: default {self.default!r} is not one of its choices")
        return self


class ChipsetUplink(StrictModel):
    kind: Literal["pcie", "dmi"]
    gen: PcieGen
    lanes: LaneCount


class Motherboard(PartBase):
    kind: Literal["motherboard"] = "motherboard"
    socket: ShortText = Field(min_length=1)
    chipset: ShortText = Field(min_length=1)
    form_factor: Literal["ATX", "mATX", "Mini-ITX", "E-ATX", "EEB", "CEB", "SSI-EEB", "XL-ATX"]
    expansion_positions: int = Field(default=7, ge=1, le=12)
    memory_types: list[MemoryType] = Field(min_length=1)
    memory_slots: int = Field(ge=1, le=32)
    chipset_uplink: ChipsetUplink | None = Field(
        default=None, description="CPU-to-chipset link that every chipset device shares; null when there is no chipset.",
    )
    chipset_devices: list[ShortText] = Field(
        default_factory=list, description="On-board devices that also hang off the chipset (LAN, USB, Wi-Fi).",
    )
    pcie_slots: list[PcieSlot] = Field(min_length=1, description="Expansion slots in physical order from the CPU.")
    m2_slots: list[M2Slot] = Field(default_factory=list)
    sata_ports: list[SlotName] = Field(default_factory=list)
    sharing_rules: list[SharingRule] = Field(default_factory=list)
    cpu_variants: list[CpuVariant] = Field(default_factory=list)
    bifurcation: list[Bifurcation] = Field(default_factory=list)
    switches: list[PcieSwitch] = Field(default_factory=list)
    bios_settings: list[BiosSetting] = Field(default_factory=list)

    def port_names(self) -> list[str]:
        return [s.name for s in self.pcie_slots] + [m.name for m in self.m2_slots] + list(self.sata_ports)

    def slot(self, name: str) -> PcieSlot | None:
        return next((s for s in self.pcie_slots if s.name == name), None)

    def m2(self, name: str) -> M2Slot | None:
        return next((m for m in self.m2_slots if m.name == name), None)

    @model_validator(mode="after")
    def _references_exist(self) -> "Motherboard":
        names = self.port_names()
        dupes = sorted({n for n in names if names.count(n) > 1})
        if dupes:
            raise ValueError(UNIQUE_PORT_NAMES.format(names=", ".join(dupes)))
        known = set(names)
        positions = [s.position for s in self.pcie_slots if s.position is not None]
        if positions != sorted(positions) or len(positions) != len(set(positions)):
            raise ValueError("pcie_slots must be listed in physical order with distinct positions")
        if any(p > self.expansion_positions for p in positions):
            raise ValueError("a slot position exceeds expansion_positions")
        on_chipset = [port.name for port in [*self.pcie_slots, *self.m2_slots] if port.source == "chipset"]
        if on_chipset and self.chipset_uplink is None:
            raise ValueError(CHIPSET_LINK_NEEDED.format(ports=", ".join(on_chipset)))

        def check(name: str, where: str) -> None:
            if name not in known:
                raise ValueError(f"{where} names '{name}', which is not a slot, M.2 socket or SATA port of this board")

        for i, rule in enumerate(self.sharing_rules):
            for n in rule.when_populated:
                check(n, f"sharing_rules[{i}].when_populated")
            for e in rule.effects:
                check(e.target, f"sharing_rules[{i}].effects")
        for i, var in enumerate(self.cpu_variants):
            for e in var.effects:
                check(e.target, f"cpu_variants[{i}].effects")
        for i, b in enumerate(self.bifurcation):
            check(b.slot, f"bifurcation[{i}].slot")
        switch_ids = {sw.id for sw in self.switches}
        for s in self.pcie_slots:
            if s.switch is not None and s.switch not in switch_ids:
                raise ValueError(f"slot {s.name} names switch '{s.switch}', which is not in switches")
        settings = {b.name: [c.name for c in b.choices] for b in self.bios_settings}
        for i, rule in enumerate(self.sharing_rules):
            for name, choice in rule.only_with_bios.items():
                if name not in settings or choice not in settings[name]:
                    raise ValueError(f"sharing_rules[{i}].only_with_bios names '{name}' = '{choice}', which is not a "
                                     "firmware setting and choice of this board")
        for i, setting in enumerate(self.bios_settings):
            for choice in setting.choices:
                for e in choice.effects:
                    check(e.target, f"bios_settings[{i}] ({setting.name} = {choice.name})")
        return self

    def specs_text(self) -> Text:
        via = {"cpu": EMPTY, "chipset": text(T(" (chipset)")), "switch": text(T(" (switch)"))}
        slots = join([text("{name} {gen}.0 x{lanes}{via}", name=s.name, gen=s.gen, lanes=s.electrical_lanes,
                           via=via[s.source]) for s in self.pcie_slots], " / ")
        return text(T("{socket} {chipset} {form_factor}; {slots}"), socket=self.socket, chipset=self.chipset,
                    form_factor=self.form_factor, slots=slots)


# --------------------------------------------------------------------------- PSU

class EfficiencyPoint(StrictModel):
    load_fraction: float = Field(ge=0.01, le=1.0)
    efficiency: float = Field(gt=0.5, lt=1.0)


class PsuConnectors(StrictModel):
    """Plugs on the PSU's cables (a 6+2-pin counts as one PCIe 8-pin). null = not confirmed in a source:
    checks then say the count is unknown instead of assuming none."""

    pcie_8pin: int | None = Field(default=None, ge=0, le=24)
    pcie_6pin: int | None = Field(default=None, ge=0, le=24)
    h12v_2x6: int | None = Field(
        default=None, ge=0, le=8, alias="12v_2x6",
        description="Native 16-pin 12V-2x6 / 12VHPWR plugs.",
    )
    eps_8pin: int | None = Field(default=None, ge=0, le=8, description="EPS12V 4+4 / 8-pin CPU plugs.")
    sata: int | None = Field(default=None, ge=0, le=32)
    molex: int | None = Field(default=None, ge=0, le=16)


#: Mains at or below this voltage is low line (100-127 V nominal), where server PSUs give their lower rating.
LOW_LINE_MAX_V = 140.0

#: 80 PLUS levels as buyers name them (金牌 is what a Chinese listing says for Gold).
EFFICIENCY_RATINGS = {"none": T("None"), "white": T("White"), "bronze": T("Bronze"), "silver": T("Silver"),
                      "gold": T("Gold"), "platinum": T("Platinum"), "titanium": T("Titanium"), "ruby": T("Ruby")}


class Psu(PartBase):
    kind: Literal["psu"] = "psu"
    wattage_w: float = Field(ge=50, le=5000)
    atx_version: Literal["2.x", "3.0", "3.1"]
    efficiency_rating: Literal["none", "white", "bronze", "silver", "gold", "platinum", "titanium", "ruby"]
    efficiency_curve: list[EfficiencyPoint] = Field(min_length=2)
    efficiency_basis: ShortText = Field(
        min_length=3, description="Where the curve comes from, e.g. '80 PLUS 230 V EU internal minimums'.",
    )
    connectors: PsuConnectors
    form_factor: Literal["ATX", "SFX", "SFX-L", "server"] = Field(
        default="ATX", description="'server': a hot-plug server module (HP Common Slot, Dell, Supermicro...) with a "
                                   "12 V-only card-edge output: it feeds cards only through a breakout board (an "
                                   "'other' part with psu_accessory 'breakout_board') and gives no 24-pin ATX or "
                                   "EPS CPU plug.")
    wattage_low_line_w: float | None = Field(
        default=None, ge=50, le=5000,
        description="Rated output at 100-127 V mains where the datasheet rates the unit lower there than at "
                    "200-240 V (wattage_w is then the 200-240 V rating); null = one rating on every mains voltage.")
    hold_up_ms: float | None = Field(default=None, gt=0, le=1000,
                                     description="Hold-up time at full load from the datasheet, ms; null = not stated.")

    @model_validator(mode="after")
    def _curve_sorted(self) -> "Psu":
        loads = [p.load_fraction for p in self.efficiency_curve]
        if loads != sorted(loads) or len(set(loads)) != len(loads):
            raise ValueError("efficiency_curve must list distinct load fractions in ascending order")
        if self.wattage_low_line_w is not None and self.wattage_low_line_w > self.wattage_w:
            raise ValueError(LOW_LINE_WITHIN_RATING)
        return self

    @property
    def is_server(self) -> bool:
        """A server module: 12 V only, cards through a breakout board, no 24-pin or EPS plug."""
        return self.form_factor == "server"

    def rating_at(self, volts: float) -> float:
        """The rated output on mains of `volts`: the low-line rating at 100-127 V mains where the datasheet gives
        one, else wattage_w."""
        if self.wattage_low_line_w is not None and volts <= LOW_LINE_MAX_V:
            return self.wattage_low_line_w
        return self.wattage_w

    def specs_text(self) -> Text:
        """Wattage, ATX version, efficiency and the connectors whose counts are known; counts the catalog does not
        know are not shown as "?x" but sent to the manual. A server module: its ratings, 12 V only and the breakout
        board it needs."""
        if self.is_server:
            low = (text(T(" ({low_w:g} W at 100-127 V)"), low_w=self.wattage_low_line_w)
                   if self.wattage_low_line_w is not None else EMPTY)
            rating = (text(T(", 80 PLUS {rating}"), rating=text(EFFICIENCY_RATINGS[self.efficiency_rating]))
                      if self.efficiency_rating != "none" else EMPTY)
            return text(T("{watts:g} W{low_line}, server PSU: 12 V only, cards through a breakout board{rating}"),
                        watts=self.wattage_w, low_line=low, rating=rating)
        c = self.connectors
        counts = ((c.pcie_8pin, "PCIe 8-pin"), (c.h12v_2x6, "12V-2x6"), (c.eps_8pin, "EPS"))
        plugs = [text(T("{count}x {plug}"), count=count, plug=label) for count, label in counts if count is not None]
        if len(plugs) < len(counts):
            plugs.append(text(T("other connectors: check the manual")) if plugs
                         else text(T("connectors: check the manual")))
        return text(T("{watts:g} W, ATX {atx}, 80 PLUS {rating}, {plugs}"), watts=self.wattage_w, atx=self.atx_version,
                    rating=text(EFFICIENCY_RATINGS[self.efficiency_rating]), plugs=join(plugs, ", "))


# --------------------------------------------------------------------------- everything else

class Memory(PartBase):
    kind: Literal["memory"] = "memory"
    memory_type: MemoryType
    module_gib: float = Field(ge=0.125, le=512)
    modules: int = Field(default=1, ge=1, le=16, description="Modules in one kit (one line item unit).")
    speed_mts: int = Field(ge=100, le=20000)
    ecc: bool = False
    registered: bool = False
    power_w: float = Field(default=5.0, ge=0, le=50, description="Estimated power per kit, watts.")

    def specs_text(self) -> Text:
        return text(T("{modules}x {size:g} GiB {memory_type}-{speed}{ecc}"), modules=self.modules, size=self.module_gib,
                    memory_type=self.memory_type, speed=self.speed_mts, ecc=" ECC" if self.ecc else "")


class Storage(PartBase):
    kind: Literal["storage"] = "storage"
    interface: Literal["nvme", "sata"]
    form_factor: Literal["m.2-2280", "m.2-22110", "2.5in", "3.5in", "u.2", "add-in-card"]
    pcie_gen: PcieGen | None = None
    pcie_lanes: Literal[1, 2, 4] | None = None
    capacity_gb: float = Field(ge=0.001, le=1_000_000)
    power_w: float = Field(default=7.0, ge=0, le=50)

    def specs_text(self) -> Text:
        link = f" PCIe {self.pcie_gen}.0 x{self.pcie_lanes}" if self.pcie_gen else ""
        return text(T("{capacity:g} GB {interface}{link}, {form_factor}"), capacity=self.capacity_gb,
                    interface=self.interface.upper(), link=link, form_factor=self.form_factor)


#: Standard board sizes, smallest first: boards share the ATX standoff pattern, so a case taking one size takes the
#: smaller ones.
BOARD_SIZES = ("Mini-ITX", "mATX", "ATX", "CEB", "E-ATX", "EEB", "SSI-EEB")


class Case(PartBase):
    kind: Literal["case"] = "case"
    form_factors: list[ShortText] = Field(min_length=1, description="Board form factors that fit.")
    expansion_slots: int | None = Field(default=None, ge=1, le=16, description="Rear expansion slots; an open "
                                                                              "frame's may be unknown (None).")
    max_gpu_length_mm: float = Field(ge=10, le=600)
    max_cpu_cooler_height_mm: float | None = Field(default=None, ge=10, le=250)
    psu_bays: int = Field(default=1, ge=0, le=4)
    open_frame: bool = Field(default=False, description="An open frame: the cards stand on a rail above the board, "
                                                        "each on a riser, so they need no room in the board's slots.")
    gpus_held: int | None = Field(default=None, ge=1, le=16, description="Cards the frame's rail holds (open frame).")
    rack_units: int | None = Field(default=None, ge=1, le=12, description="Height in rack units of a 19-inch rack "
                                                                         "chassis; None for a tower or a desk frame.")

    def takes_board(self, form_factor: str) -> bool:
        """Whether a board of this form factor fits: listed (a remark in brackets and other names after '/' or ','
        allowed: 'E-ATX (up to 285 mm wide)', 'XL-ATX/EATX'), or a larger standard size listed (a case for E-ATX
        takes ATX; SSI-EEB is EEB)."""
        listed = {token.strip().lower() for entry in self.form_factors
                  for token in re.split(r"[/,]", re.sub(r"\(.*?\)", "", entry)) if token.strip()}
        if "ssi-eeb" in listed:
            listed.add("eeb")
        wanted = form_factor.lower()
        sizes = [size.lower() for size in BOARD_SIZES]
        if wanted in listed or wanted not in sizes:
            return wanted in listed
        return any(size in listed for size in sizes[sizes.index(wanted):])

    @model_validator(mode="after")
    def _slots_known_unless_open(self) -> "Case":
        if self.expansion_slots is None and not self.open_frame:
            raise ValueError("expansion_slots is required for a case that is not an open frame")
        return self

    def specs_text(self) -> Text:
        if self.open_frame:
            held = text(T(", {cards:# card|# cards}"), cards=self.gpus_held) if self.gpus_held else EMPTY
            specs = text(T("open frame, {form_factors}{held}, GPU <= {max_mm:g} mm"),
                         form_factors="/".join(self.form_factors), held=held, max_mm=self.max_gpu_length_mm)
        else:
            specs = text(T("{form_factors}, {slots:# slot|# slots}, GPU <= {max_mm:g} mm"),
                         form_factors="/".join(self.form_factors), slots=self.expansion_slots,
                         max_mm=self.max_gpu_length_mm)
        if self.rack_units:
            return text(T("{units}U rack, {specs}"), units=self.rack_units, specs=specs)
        return specs


class CpuCooler(PartBase):
    kind: Literal["cpu_cooler"] = "cpu_cooler"
    cooler_type: Literal["air", "aio", "custom_loop"]
    height_mm: float | None = Field(default=None, ge=10, le=250)
    radiator_mm: int | None = Field(default=None, ge=20, le=480)
    sockets: list[ShortText] = Field(default_factory=list)
    power_w: float = Field(default=5.0, ge=0, le=60, description="Fans and pump, watts.")

    def specs_text(self) -> Text:
        size = (text(T(", {height:g} mm tall"), height=self.height_mm) if self.height_mm
                else text(T(", {radiator} mm radiator"), radiator=self.radiator_mm) if self.radiator_mm else EMPTY)
        kind = {"air": T("air"), "aio": T("aio"), "custom_loop": T("custom_loop")}[self.cooler_type]
        return text("{cooler}{size}", cooler=text(kind), size=size)  # no words of its own


#: What a PSU accessory does: a breakout board gives a server PSU its plugs; a sync adapter (Add2PSU-style relay
#: board) switches an extra PSU on and off with the one that feeds the motherboard.
PsuAccessory = Literal["breakout_board", "psu_sync"]


#: What carries a card away from its slot: a riser cable (x16 to x16), a bifurcation riser (one slot to several
#: ports, the board splitting the slot's lanes), or a cable kit over OCuLink (SFF-8611), MCIO (SFF-TA-1016) or
#: SlimSAS (SFF-8654), each a host adapter in the slot and a device adapter the card sits in.
ExtenderForm = Literal["riser_cable", "bifurcation_riser", "oculink", "mcio", "slimsas"]
EXTENDER_PORTS_WITHIN_HOST = T("the ports' lanes ({ports}) add up to more than the x{host} the extender takes from "
                               "the slot")


class PcieExtender(StrictModel):
    """The facts of a PCIe extender that the lane check uses: the card on port n links at no more than
    `rated_gen` and port n's lanes, and a split slot needs the board's bifurcation mode (ports joined, "x8+x8")."""

    form: ExtenderForm
    rated_gen: PcieGen = Field(description="The PCIe generation the maker rates it for.")
    host_lanes: LaneCount = Field(default=16, description="Lanes it takes from the slot (its edge connector).")
    ports: list[LaneCount] = Field(default_factory=lambda: [16], min_length=1, max_length=8,
                                   description="Lanes of each card port, in lane order from the slot's lane 0.")
    length_mm: float | None = Field(default=None, ge=10, le=3000, description="Cable length, mm (null: none or "
                                                                              "not stated).")

    @model_validator(mode="after")
    def _ports_within_host(self) -> "PcieExtender":
        if sum(self.ports) > self.host_lanes:
            raise ValueError(EXTENDER_PORTS_WITHIN_HOST.format(ports="+".join(f"x{p}" for p in self.ports),
                                                               host=self.host_lanes))
        return self

    def port_offset(self, port: int) -> int:
        """The slot lane port `port` (from 1) starts at."""
        return sum(self.ports[:port - 1])

    def mode_for(self, ports_used: set[int]) -> str | None:
        """The slot's bifurcation mode the ports in use need, as the board lists it ("x8+x8"); None when no
        split is needed (only the first port is used: it is the slot's first lanes)."""
        if len(self.ports) < 2 or ports_used <= {1}:
            return None
        return "+".join(f"x{p}" for p in self.ports)


class OtherPart(PartBase):
    kind: Literal["other"] = "other"
    category: ShortText = Field(default="other", description="What it is: fan, riser, NIC, UPS, NVLink bridge...")
    power_w: float = Field(default=0.0, ge=0, le=3000)
    psu_accessory: PsuAccessory | None = Field(
        default=None, description="breakout_board: feeds one server PSU's 12 V to PCIe plugs; psu_sync: starts one "
                                  "extra PSU with the main one (Add2PSU-style). Null: not a PSU accessory.")
    connectors: PsuConnectors | None = Field(
        default=None, description="Plugs a breakout board provides (null counts: not confirmed in a source).")
    powers_board: bool | None = Field(
        default=None, description="true: a breakout board that also makes 5 V / 3.3 V and gives a 24-pin ATX plug (a "
                                  "server-PSU-to-ATX converter), so its server PSU can power a motherboard.")
    pcie_extender: PcieExtender | None = Field(
        default=None, description="A riser cable, bifurcation riser or OCuLink/MCIO/SlimSAS kit: the lane check "
                                  "caps each card on it at its rated generation and port lanes.")

    @model_validator(mode="after")
    def _connectors_on_breakouts(self) -> "OtherPart":
        if (self.connectors is not None or self.powers_board is not None) and self.psu_accessory != "breakout_board":
            raise ValueError(BREAKOUT_CONNECTORS_ONLY)
        return self

    def specs_text(self) -> Text:
        power = text(T(", {watts:g} W"), watts=self.power_w) if self.power_w else EMPTY
        if self.pcie_extender is not None:
            return extender_text(self.pcie_extender)
        return text("{category}{power}", category=self.category, power=power)  # no words of its own


EXTENDER_FORMS: dict[str, str] = {
    "riser_cable": T("riser cable"), "bifurcation_riser": T("bifurcation riser"), "oculink": T("OCuLink kit"),
    "mcio": T("MCIO kit"), "slimsas": T("SlimSAS kit"),
}


def extender_text(e: PcieExtender) -> Text:
    """'riser cable, PCIe 4.0 x16, 200 mm' or 'bifurcation riser, PCIe 4.0 x16 to x8+x8'."""
    split = "+".join(f"x{p}" for p in e.ports)
    lanes = (text("x{host}", host=e.host_lanes) if e.ports == [e.host_lanes] else
             text(T("x{host} to {split}"), host=e.host_lanes, split=split))
    length = text(T(", {length:g} mm"), length=e.length_mm) if e.length_mm else EMPTY
    return text(T("{form}, PCIe {gen}.0 {lanes}{length}"), form=text(EXTENDER_FORMS[e.form]), gen=e.rated_gen,
                lanes=lanes, length=length)


Part = Annotated[
    Union[Gpu, Cpu, Motherboard, Psu, Memory, Storage, Case, CpuCooler, OtherPart],
    Field(discriminator="kind"),
]

PART_TYPES: dict[str, type[PartBase]] = {
    "gpu": Gpu, "cpu": Cpu, "motherboard": Motherboard, "psu": Psu, "memory": Memory,
    "storage": Storage, "case": Case, "cpu_cooler": CpuCooler, "other": OtherPart,
}
