"""What the New part dialog asks for each kind of part, and how the typed text becomes a catalog entry.

Every field is passed on as typed when it is not a clean number: the catalog's own validation (the same pydantic
models as bundled entries) then refuses it with the field's name, so nothing is coerced silently.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

#: 80 PLUS minimum efficiency at 20 / 50 / 100 % load, 115 V internal non-redundant (CLEAResult 80 PLUS program
#: requirements, https://www.clearesult.com/80plus/program-details): the curve a PSU without its own test gets.
EIGHTY_PLUS_115V = {"white": (0.80, 0.80, 0.80), "bronze": (0.82, 0.85, 0.82), "silver": (0.85, 0.88, 0.85),
                    "gold": (0.87, 0.90, 0.87), "platinum": (0.90, 0.92, 0.89), "titanium": (0.92, 0.94, 0.90)}


def fields_of(kind: str) -> list[tuple[str, str, object]]:
    """(key, label, choices or the kind of value: 'text', 'number', 'whole') per field of a part kind."""
    common_gpu = [
        ("chip_vendor", QCoreApplication.translate("CustomPart", "Chip maker"), ["NVIDIA", "AMD", "Intel"]),
        ("vram_gib", QCoreApplication.translate("CustomPart", "Memory (GiB)"), "number"),
        ("memory_type", QCoreApplication.translate("CustomPart", "Memory type"), "text"),
        ("memory_bandwidth_gbps", QCoreApplication.translate("CustomPart", "Memory bandwidth (GB/s)"), "number"),
        ("board_power_w", QCoreApplication.translate("CustomPart", "Board power (W)"), "number"),
        ("pcie_gen", QCoreApplication.translate("CustomPart", "PCIe generation"), ["3", "4", "5"]),
        ("slot_width", QCoreApplication.translate("CustomPart", "Slots it takes"), "number"),
        ("length_mm", QCoreApplication.translate("CustomPart", "Length (mm)"), "number"),
        ("cooler", QCoreApplication.translate("CustomPart", "Cooler"), ["open_air", "blower", "flow_through", "passive"]),
        ("compute_api", QCoreApplication.translate("CustomPart", "Compute API"), ["cuda", "rocm", "oneapi"]),
        ("pcie_8pin", QCoreApplication.translate("CustomPart", "PCIe 8-pin plugs"), "whole"),
        ("sixteen_pin", QCoreApplication.translate("CustomPart", "12V-2x6 plugs"), "whole"),
    ]
    table = {
        "gpu": common_gpu,
        "cpu": [("chip_vendor", QCoreApplication.translate("CustomPart", "Chip maker"), ["AMD", "Intel"]), ("socket", QCoreApplication.translate("CustomPart", "Socket"), "text"),
                ("cores", QCoreApplication.translate("CustomPart", "Cores"), "whole"), ("threads", QCoreApplication.translate("CustomPart", "Threads"), "whole"),
                ("base_power_w", QCoreApplication.translate("CustomPart", "Base power (W)"), "number"), ("max_power_w", QCoreApplication.translate("CustomPart", "Sustained power limit (W)"), "number"),
                ("pcie_gen", QCoreApplication.translate("CustomPart", "PCIe generation"), ["3", "4", "5"]),
                ("pcie_lanes_total", QCoreApplication.translate("CustomPart", "PCIe lanes"), "whole"), ("pcie_lanes_usable", QCoreApplication.translate("CustomPart", "Lanes for slots and M.2"), "whole"),
                ("memory_types", QCoreApplication.translate("CustomPart", "Memory type"), ["DDR5", "DDR4"]), ("memory_channels", QCoreApplication.translate("CustomPart", "Memory channels"), "whole")],
        "motherboard": [("socket", QCoreApplication.translate("CustomPart", "Socket"), "text"), ("chipset", QCoreApplication.translate("CustomPart", "Chipset"), "text"),
                        ("form_factor", QCoreApplication.translate("CustomPart", "Form factor"), ["ATX", "mATX", "Mini-ITX", "E-ATX", "EEB", "CEB", "SSI-EEB"]),
                        ("memory_types", QCoreApplication.translate("CustomPart", "Memory type"), ["DDR5", "DDR4"]), ("memory_slots", QCoreApplication.translate("CustomPart", "Memory slots"), "whole")],
        "memory": [("memory_type", QCoreApplication.translate("CustomPart", "Memory type"), ["DDR5", "DDR4"]), ("modules", QCoreApplication.translate("CustomPart", "Modules in the kit"), "whole"),
                   ("module_gib", QCoreApplication.translate("CustomPart", "GiB per module"), "number"), ("speed_mts", QCoreApplication.translate("CustomPart", "Speed (MT/s)"), "whole")],
        "psu": [("wattage_w", QCoreApplication.translate("CustomPart", "Rated power (W)"), "number"), ("atx_version", QCoreApplication.translate("CustomPart", "ATX version"), ["3.1", "3.0", "2.x"]),
                ("efficiency_rating", QCoreApplication.translate("CustomPart", "80 PLUS rating"), list(EIGHTY_PLUS_115V)),
                ("pcie_8pin", QCoreApplication.translate("CustomPart", "PCIe 8-pin plugs"), "whole"), ("sixteen_pin", QCoreApplication.translate("CustomPart", "12V-2x6 plugs"), "whole"),
                ("eps_8pin", QCoreApplication.translate("CustomPart", "EPS 8-pin plugs"), "whole")],
        "case": [("form_factors", QCoreApplication.translate("CustomPart", "Largest board it takes"), ["ATX", "E-ATX", "mATX", "Mini-ITX", "EEB"]),
                 ("expansion_slots", QCoreApplication.translate("CustomPart", "Expansion slots"), "whole"), ("max_gpu_length_mm", QCoreApplication.translate("CustomPart", "Longest card (mm)"), "number")],
        "other": [("category", QCoreApplication.translate("CustomPart", "What it is"), "text")],
    }
    return table.get(kind, [])


def as_typed(value: str, kind: object):
    """A number when the text is one, else the text itself (the validation then names the field)."""
    text = value.strip()
    if kind == "whole" and re.fullmatch(r"[0-9]+", text):
        return int(text)
    if kind == "number" and re.fullmatch(r"[0-9]+(\.[0-9]+)?", text):
        return float(text)
    if isinstance(kind, list) and text.isdigit():
        return int(text)
    return text


def entry(kind: str, common: dict, values: dict, slots: list[dict]) -> dict:
    """The catalog entry for a kind from the dialog's common fields, its own fields and (boards) slot rows."""
    raw = {"kind": kind, **common}
    own = dict(values)
    if kind in ("gpu", "psu"):
        eight, sixteen = own.pop("pcie_8pin", ""), own.pop("sixteen_pin", "")
        if kind == "gpu":
            plugs = [(c, n) for c, n in (("pcie_8pin", eight), ("12v_2x6", sixteen)) if n not in ("", 0)]
            raw["power_inputs"] = [{"connector": c, "count": n} for c, n in plugs]
        else:
            eps = own.pop("eps_8pin", "")
            raw["connectors"] = {k: v for k, v in (("pcie_8pin", eight), ("12v_2x6", sixteen), ("eps_8pin", eps))
                                 if v != ""}
            rating = own.get("efficiency_rating")
            if rating in EIGHTY_PLUS_115V:
                raw["efficiency_curve"] = [{"load_fraction": f, "efficiency": e}
                                           for f, e in zip((0.2, 0.5, 1.0), EIGHTY_PLUS_115V[rating])]
                raw["efficiency_basis"] = f"80 PLUS {rating} minimum, 115 V internal"
    if kind in ("cpu", "motherboard") and isinstance(own.get("memory_types"), str):
        own["memory_types"] = [own["memory_types"]]
    if kind == "cpu":
        raw["lane_class"] = re.sub(r"[^a-z0-9]+", "-", str(own.get("socket", "")).lower()).strip("-") or "custom"
    if kind == "case" and isinstance(own.get("form_factors"), str):
        own["form_factors"] = [own["form_factors"]]
    if kind == "motherboard":
        raw["pcie_slots"] = slots
    raw.update(own)
    return raw
