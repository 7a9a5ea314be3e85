"""Small helpers that build projects for tests from catalog ids."""

from __future__ import annotations

from planner.model import Project


def rig(gpus=(), *, cpu="ryzen-7-7700x", board="msi-mag-b850-tomahawk-max-wifi",
        memory="kingston-fury-beast-ddr5-6000-2x32gb", psu=None, psu_qty=1, ssd="samsung-990-pro-2tb",
        cooler="thermalright-peerless-assassin-120-se", case=None, currency="CNY", node_extra=None, extra_items=()):
    """gpus: list of (part_id, quantity) or (part_id, quantity, [slot dicts]) or dicts of line-item fields."""
    items = []
    for kind, part in (("cpu", cpu), ("cooler", cooler), ("board", board), ("memory", memory), ("ssd", ssd),
                       ("case", case)):
        if part:
            items.append({"id": kind, "part_id": part, "quantity": 1})
    for i, g in enumerate(gpus, start=1):
        if isinstance(g, dict):
            item = {"id": f"gpu-{i}", "quantity": 1, **g}
        else:
            item = {"id": f"gpu-{i}", "part_id": g[0], "quantity": g[1]}
            if len(g) > 2:
                item["slots"] = g[2]
        items.append(item)
    if psu:
        items.append({"id": "psu", "part_id": psu, "quantity": psu_qty})
    items.extend(extra_items)
    node = {"id": "node-1", "name": "Test rig", "items": items, **(node_extra or {})}
    return Project.model_validate({"schema_version": 2, "name": "test", "nodes": [node],
                                   "costs": {"currency": currency}})
