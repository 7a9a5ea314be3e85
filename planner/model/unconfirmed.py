"""The facts of a catalog part that no named source confirmed, in words a buyer reads.

A part's `unverified` map is keyed by field paths (`pcie_lanes_total`, `pcie_slots.PCIE2.electrical_lanes`,
`sharing_rules[0]`); the window's picker and the quote's parts sheet show the field each path starts with,
by its label, marked "unconfirmed". Translated in planner/translations/zh_CN/unconfirmed.py.
"""

from __future__ import annotations

import re

from planner.text import EMPTY, T, Text, join, text

#: The label of each catalog field a path in `unverified` can start with.
FACT_LABELS: dict[str, str] = {
    "prices": T("price"), "launch_date": T("launch date"),
    "fp16_tensor_tflops": T("FP16 tensor TFLOPS"), "board_power_w": T("board power"),
    "memory_bandwidth_gbps": T("memory bandwidth"), "power_inputs": T("power plugs"),
    "power_input_alternatives": T("other ways to feed the card"), "recommended_psu_w": T("recommended PSU"),
    "gpu_link": T("GPU bridge"), "slot_width": T("slot width"), "length_mm": T("length"), "height_mm": T("height"),
    "cooler": T("cooler type"),
    "pcie_lanes_total": T("PCIe lanes"), "pcie_lanes_usable": T("usable PCIe lanes"),
    "memory_channels": T("memory channels"), "memory_types": T("memory types"),
    "base_power_w": T("base power"), "max_power_w": T("maximum power"),
    "pcie_slots": T("PCIe slots"), "m2_slots": T("M.2 sockets"), "sata_ports": T("SATA ports"),
    "memory_slots": T("memory slots"), "chipset_devices": T("devices on the chipset"),
    "chipset_uplink": T("chipset link"), "sharing_rules": T("lane sharing"), "bifurcation": T("bifurcation"),
    "pcie_extender": T("rated PCIe link"),
    "cpu_variants": T("lanes with other CPUs"), "form_factor": T("form factor"), "form_factors": T("form factors"),
    "expansion_positions": T("expansion slot positions"), "expansion_slots": T("expansion slots"),
    "wattage_w": T("wattage"), "atx_version": T("ATX version"), "efficiency_rating": T("80 PLUS rating"),
    "efficiency_curve": T("efficiency curve"), "connectors": T("connectors"), "power_w": T("power"),
    "wattage_low_line_w": T("rating at 100-127 V"), "hold_up_ms": T("hold-up time"), "vendor": T("maker"),
    "source": T("source"), "max_gpu_length_mm": T("longest card"), "max_cpu_cooler_height_mm": T("tallest CPU cooler"),
    "psu_bays": T("PSU bays"),
}

_FIELD = re.compile(r"[a-z0-9_]+")


def fact_field(path: str) -> str:
    """The catalog field an `unverified` path starts with: 'pcie_slots.PCIE2.lanes' -> 'pcie_slots'."""
    found = _FIELD.match(path)
    return found.group(0) if found else path


def fact_label(path: str) -> Text:
    """The label of the field a path starts with (the path itself for a field without a label)."""
    field = fact_field(path)
    return text(FACT_LABELS[field]) if field in FACT_LABELS else text("{field}", field=field)


def unconfirmed_text(unverified: dict[str, str]) -> Text:
    """'unconfirmed: PCIe lanes, maximum power' for the fields no named source confirmed; EMPTY when none."""
    fields = list(dict.fromkeys(fact_field(path) for path in unverified))
    if not fields:
        return EMPTY
    return text(T("unconfirmed: {facts}"), facts=join([fact_label(f) for f in fields], ", "))


def unconfirmed_reasons(unverified: dict[str, str]) -> list[Text]:
    """One line per path: 'unconfirmed PCIe lanes: <why>' (the reason is the catalog's own words)."""
    return [text(T("unconfirmed {fact}: {reason}"), fact=fact_label(path), reason=reason)
            for path, reason in unverified.items()]
