"""What the New part dialog asks for each kind of part, and how the typed text becomes a catalog entry.

A field is (key, label, how it is typed): "text", "number", "whole", or a list of (value, label) choices. Text that
is not a clean number is passed on as typed, and an empty field is left out: the catalog's own validation (the
same pydantic models as bundled entries) then names the field and says what it expects (planner/problems.py), so
nothing is coerced silently and a field the model does not need may stay empty.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from planner.model.parts import BOARD_SIZES
from planner.model.parts import EFFICIENCY_RATINGS, PART_KINDS
from planner.text import render

#: The kinds in the dialog's list: a GPU first (the usual reason to come here), then the parts list's order.
KINDS: tuple[str, ...] = ("gpu", *(k for k in PART_KINDS if k != "gpu"))

#: 80 PLUS minimum efficiency at 20 / 50 / 100 % load, 115 V internal non-redundant (CLEAResult 80 PLUS program
#: requirements, https://www.clearesult.com/80plus/program-details): the curve a PSU without its own test gets.
EIGHTY_PLUS_115V = {"white": (0.80, 0.80, 0.80), "bronze": (0.82, 0.85, 0.82), "silver": (0.85, 0.88, 0.85),
                    "gold": (0.87, 0.90, 0.87), "platinum": (0.90, 0.92, 0.89), "titanium": (0.92, 0.94, 0.90)}

#: Where a problem at an entry path is shown when that is not the top-level field of the same name.
PROBLEM_FIELDS = {("prices", 0, "amount"): "price", ("prices", 0, "date"): "price_date",
                  ("prices", 0, "currency"): "currency", ("connectors", "pcie_8pin"): "pcie_8pin",
                  ("connectors", "12v_2x6"): "sixteen_pin", ("connectors", "eps_8pin"): "eps_8pin",
                  ("chipset_uplink", "kind"): "uplink_kind", ("chipset_uplink", "gen"): "uplink_gen",
                  ("chipset_uplink", "lanes"): "uplink_lanes", ("chipset_uplink",): "uplink_kind",
                  ("memory_types",): "memory_types", ("form_factors",): "form_factors"}


def _same(*values) -> list[tuple[object, str]]:
    return [(v, str(v)) for v in values]


def _optional(choices: list[tuple[object, str]]) -> list[tuple[object, str]]:
    return [("", QCoreApplication.translate("CustomPart", "not given")), *choices]


def _gpu() -> list:
    return [
        ("chip_vendor", QCoreApplication.translate("CustomPart", "Chip maker"), _same("NVIDIA", "AMD", "Intel")),
        ("vram_gib", QCoreApplication.translate("CustomPart", "Memory (GiB)"), "number"),
        ("memory_type", QCoreApplication.translate("CustomPart", "Memory type"), "text"),
        ("memory_bandwidth_gbps", QCoreApplication.translate("CustomPart", "Memory bandwidth (GB/s)"), "number"),
        ("board_power_w", QCoreApplication.translate("CustomPart", "Board power (W)"), "number"),
        ("pcie_gen", QCoreApplication.translate("CustomPart", "PCIe generation"), _same(4, 3, 5, 2)),
        ("pcie_lanes", QCoreApplication.translate("CustomPart", "PCIe lanes"), _same(16, 8, 4)),
        ("slot_width", QCoreApplication.translate("CustomPart", "Slots it takes"), "number"),
        ("length_mm", QCoreApplication.translate("CustomPart", "Length (mm)"), "number"),
        ("cooler", QCoreApplication.translate("CustomPart", "Cooler"), [("open_air", QCoreApplication.translate("CustomPart", "open air (fans blow into the case)")),
                                  ("blower", QCoreApplication.translate("CustomPart", "blower (air out of the back)")),
                                  ("flow_through", QCoreApplication.translate("CustomPart", "flow-through")), ("passive", QCoreApplication.translate("CustomPart", "passive (server airflow)"))]),
        ("compute_api", QCoreApplication.translate("CustomPart", "Compute API"), _same("cuda", "rocm", "oneapi")),
        ("pcie_8pin", QCoreApplication.translate("CustomPart", "PCIe 8-pin plugs"), "whole"),
        ("sixteen_pin", QCoreApplication.translate("CustomPart", "12V-2x6 plugs"), "whole"),
    ]


def _cpu() -> list:
    return [("chip_vendor", QCoreApplication.translate("CustomPart", "Chip maker"), _same("AMD", "Intel")), ("socket", QCoreApplication.translate("CustomPart", "Socket"), "text"),
            ("cores", QCoreApplication.translate("CustomPart", "Cores"), "whole"), ("threads", QCoreApplication.translate("CustomPart", "Threads"), "whole"),
            ("base_power_w", QCoreApplication.translate("CustomPart", "Base power (W)"), "number"),
            ("max_power_w", QCoreApplication.translate("CustomPart", "Sustained power limit (W)"), "number"),
            ("pcie_gen", QCoreApplication.translate("CustomPart", "PCIe generation"), _same(5, 4, 3)),
            ("pcie_lanes_total", QCoreApplication.translate("CustomPart", "PCIe lanes"), "whole"), ("pcie_lanes_usable", QCoreApplication.translate("CustomPart", "Lanes for slots and M.2"), "whole"),
            ("memory_types", QCoreApplication.translate("CustomPart", "Memory type"), _same("DDR5", "DDR4")),
            ("memory_channels", QCoreApplication.translate("CustomPart", "Memory channels"), "whole")]


def _board() -> list:
    return [("socket", QCoreApplication.translate("CustomPart", "Socket"), "text"), ("chipset", QCoreApplication.translate("CustomPart", "Chipset"), "text"),
            ("form_factor", QCoreApplication.translate("CustomPart", "Form factor"), _same("ATX", "mATX", "Mini-ITX", "E-ATX", "EEB", "CEB", "SSI-EEB",
                                                     "XL-ATX")),
            ("memory_types", QCoreApplication.translate("CustomPart", "Memory type"), _same("DDR5", "DDR4")), ("memory_slots", QCoreApplication.translate("CustomPart", "Memory slots"), "whole"),
            ("uplink_kind", QCoreApplication.translate("CustomPart", "Chipset link to the CPU"), _optional([("dmi", "DMI"), ("pcie", "PCIe")])),
            ("uplink_gen", QCoreApplication.translate("CustomPart", "Chipset link generation"), _optional(_same(4, 3, 2, 5))),
            ("uplink_lanes", QCoreApplication.translate("CustomPart", "Chipset link lanes"), _optional(_same(4, 8, 2, 1, 16)))]


def _psu() -> list:
    ratings = [(r, render(EFFICIENCY_RATINGS[r], {}, _lang())) for r in EIGHTY_PLUS_115V]
    return [("wattage_w", QCoreApplication.translate("CustomPart", "Rated power (W)"), "number"), ("atx_version", QCoreApplication.translate("CustomPart", "ATX version"), _same("3.1", "3.0", "2.x")),
            ("efficiency_rating", QCoreApplication.translate("CustomPart", "80 PLUS rating"), ratings),
            ("form_factor", QCoreApplication.translate("CustomPart", "Form factor"), _same("ATX", "SFX", "SFX-L", "server")),
            ("pcie_8pin", QCoreApplication.translate("CustomPart", "PCIe 8-pin plugs"), "whole"), ("sixteen_pin", QCoreApplication.translate("CustomPart", "12V-2x6 plugs"), "whole"),
            ("eps_8pin", QCoreApplication.translate("CustomPart", "EPS 8-pin plugs"), "whole")]


def _lang() -> str:
    from .i18n import current_language

    return current_language()


def fields_of(kind: str) -> list[tuple[str, str, object]]:
    """(key, label, how it is typed) for each field the dialog shows for a kind of part."""
    table = {
        "gpu": _gpu, "cpu": _cpu, "motherboard": _board, "psu": _psu,
        "memory": lambda: [("memory_type", QCoreApplication.translate("CustomPart", "Memory type"), _same("DDR5", "DDR4")),
                           ("modules", QCoreApplication.translate("CustomPart", "Modules in the kit"), "whole"), ("module_gib", QCoreApplication.translate("CustomPart", "GiB per module"), "number"),
                           ("speed_mts", QCoreApplication.translate("CustomPart", "Speed (MT/s)"), "whole"),
                           ("ecc", QCoreApplication.translate("CustomPart", "ECC"), [(False, QCoreApplication.translate("CustomPart", "no")), (True, QCoreApplication.translate("CustomPart", "yes"))])],
        "storage": lambda: [("interface", QCoreApplication.translate("CustomPart", "Interface"), _same("nvme", "sata")),
                            ("form_factor", QCoreApplication.translate("CustomPart", "Form factor"), _same("m.2-2280", "m.2-22110", "2.5in", "3.5in", "u.2",
                                                                     "add-in-card")),
                            ("capacity_gb", QCoreApplication.translate("CustomPart", "Capacity (GB)"), "number"),
                            ("pcie_gen", QCoreApplication.translate("CustomPart", "PCIe generation"), _optional(_same(4, 3, 5))),
                            ("pcie_lanes", QCoreApplication.translate("CustomPart", "PCIe lanes"), _optional(_same(4, 2, 1))),
                            ("power_w", QCoreApplication.translate("CustomPart", "Power (W)"), "number")],
        "cpu_cooler": lambda: [("cooler_type", QCoreApplication.translate("CustomPart", "Cooler type"), [("air", QCoreApplication.translate("CustomPart", "air cooler")),
                                                                   ("aio", QCoreApplication.translate("CustomPart", "all-in-one liquid")),
                                                                   ("custom_loop", QCoreApplication.translate("CustomPart", "custom loop"))]),
                               ("height_mm", QCoreApplication.translate("CustomPart", "Height (mm)"), "number"), ("radiator_mm", QCoreApplication.translate("CustomPart", "Radiator (mm)"), "whole"),
                               ("sockets", QCoreApplication.translate("CustomPart", "Sockets (comma between them)"), "text"),
                               ("power_w", QCoreApplication.translate("CustomPart", "Fans and pump (W)"), "number")],
        "case": lambda: [("form_factors", QCoreApplication.translate("CustomPart", "Largest board it takes"), _same(*reversed(BOARD_SIZES))),
                         ("expansion_slots", QCoreApplication.translate("CustomPart", "Expansion slots"), "whole"),
                         ("max_gpu_length_mm", QCoreApplication.translate("CustomPart", "Longest card (mm)"), "number"),
                         ("max_cpu_cooler_height_mm", QCoreApplication.translate("CustomPart", "Tallest CPU cooler (mm)"), "number"),
                         ("open_frame", QCoreApplication.translate("CustomPart", "Open frame"), [
                             (False, QCoreApplication.translate("CustomPart", "no: the cards sit in the board's slots")),
                             (True, QCoreApplication.translate("CustomPart", "yes: the cards stand on a rail, each on a riser"))]),
                         ("gpus_held", QCoreApplication.translate("CustomPart", "Cards the frame holds"), "whole")],
        "other": lambda: [("category", QCoreApplication.translate("CustomPart", "What it is"), "text"), ("power_w", QCoreApplication.translate("CustomPart", "Power (W)"), "number")],
    }
    return table[kind]() if kind in table else []


def as_typed(value: str, kind: object):
    """A number when the text is one, else the text itself (the validation then names the field)."""
    text = value.strip()
    if kind == "whole" and re.fullmatch(r"[0-9]+", text):
        return int(text) if len(text) <= 18 else float(text)  # a bound then refuses it, with the bound named
    if kind == "number" and re.fullmatch(r"[0-9]+(\.[0-9]+)?|\.[0-9]+", text):
        return float(text)
    return text


def _plugs(own: dict) -> list[dict]:
    pairs = (("pcie_8pin", own.pop("pcie_8pin", None)), ("12v_2x6", own.pop("sixteen_pin", None)))
    return [{"connector": c, "count": n} for c, n in pairs if n not in (None, 0)]


def _psu_entry(raw: dict, own: dict) -> None:
    raw["connectors"] = {k: v for k, v in (("pcie_8pin", own.pop("pcie_8pin", None)),
                                           ("12v_2x6", own.pop("sixteen_pin", None)),
                                           ("eps_8pin", own.pop("eps_8pin", None))) if v is not None}
    rating = own.get("efficiency_rating")
    if rating in EIGHTY_PLUS_115V:
        raw["efficiency_curve"] = [{"load_fraction": f, "efficiency": e}
                                   for f, e in zip((0.2, 0.5, 1.0), EIGHTY_PLUS_115V[rating])]
        raw["efficiency_basis"] = f"80 PLUS {rating} minimum, 115 V internal"


def _board_entry(raw: dict, own: dict, slots: list[dict]) -> None:
    uplink = {k: own.pop(f"uplink_{k}", None) for k in ("kind", "gen", "lanes")}
    if any(v is not None for v in uplink.values()):
        raw["chipset_uplink"] = {k: v for k, v in uplink.items() if v is not None}
    raw["pcie_slots"] = slots


def entry(kind: str, common: dict, values: dict, slots: list[dict]) -> dict:
    """The catalog entry for a kind from the dialog's common fields, its own fields and (boards) slot rows.

    `values` holds what is typed (as_typed) or chosen; an empty text is left out, so the model's default or its
    'this is needed' applies."""
    raw = {"kind": kind, **common}
    own = {k: v for k, v in values.items() if v != ""}
    if kind == "gpu":
        raw["power_inputs"] = _plugs(own)
    if kind == "psu":
        _psu_entry(raw, own)
    if kind == "motherboard":
        _board_entry(raw, own, slots)
    if kind in ("cpu", "motherboard") and "memory_types" in own:
        own["memory_types"] = [own["memory_types"]]
    if kind == "cpu":
        raw["lane_class"] = re.sub(r"[^a-z0-9]+", "-", str(own.get("socket", "")).lower()).strip("-") or "custom"
    if kind == "case" and own.get("form_factors") in BOARD_SIZES:  # a case for a board takes the smaller ones
        own["form_factors"] = list(BOARD_SIZES[:BOARD_SIZES.index(own["form_factors"]) + 1])
    if kind == "cpu_cooler" and isinstance(own.get("sockets"), str):
        own["sockets"] = [s.strip() for s in own["sockets"].split(",") if s.strip()]
    raw.update(own)
    return raw
