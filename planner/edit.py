"""Pure edits of a Project: each function returns a new, validated Project and leaves its input untouched.

The window wraps every one of them in an undo command; scripts and tests can use them directly. A change that
would make the project invalid raises pydantic's ValidationError (with the field named) before anything changes.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from planner.model.parts import PartBase
from planner.model.project import LineItem, Project


def _copy(project: Project) -> dict:
    return project.model_dump(mode="json", by_alias=True, exclude_none=True)


def _node_index(data: dict, node_id: str) -> int:
    for i, n in enumerate(data["nodes"]):
        if n.get("id", "node-1") == node_id:
            return i
    raise KeyError(f"no node {node_id!r}")


def unique_item_id(project: Project, base: str, taken: Iterable[str] = ()) -> str:
    """A fresh slug id for a line item: 'gpu', 'gpu-2', 'gpu-3', ..."""
    slug = re.sub(r"[^a-z0-9]+", "-", base.lower()).strip("-") or "item"
    slug = slug[:60]
    used = {i.id for n in project.nodes for i in n.items} | set(taken)
    if slug not in used:
        return slug
    n = 2
    while f"{slug}-{n}" in used:
        n += 1
    return f"{slug}-{n}"


def add_items(project: Project, node_id: str, items: list[dict], index: int | None = None) -> tuple[Project, list[str]]:
    """Insert items (dicts in the LineItem format); ids that clash are renamed. Returns the new ids too."""
    data = _copy(project)
    node = data["nodes"][_node_index(data, node_id)]
    new_ids: list[str] = []
    prepared = []
    for raw in items:
        raw = dict(raw)
        raw["id"] = unique_item_id(project, raw.get("id") or raw.get("part_id") or "item", new_ids)
        LineItem.model_validate(raw)
        new_ids.append(raw["id"])
        prepared.append(raw)
    at = len(node["items"]) if index is None else max(0, min(index, len(node["items"])))
    node["items"][at:at] = prepared
    return Project.model_validate(data), new_ids


def catalog_item(part: PartBase) -> dict:
    """A new line for a catalog part, without a price of its own: the report prices it at the catalog's dated
    price for its condition and says so, until the user types the price paid (no catalog note is copied in, so
    none goes stale). A part the catalog only prices used is added as used."""
    only_used = part.typical_price("new") is None and part.typical_price("used") is not None
    item = {"id": part.kind if part.kind != "cpu_cooler" else "cooler", "part_id": part.id, "quantity": 1}
    if only_used:
        item["condition"] = "used"
    return item


def remove_items(project: Project, node_id: str, item_ids: Iterable[str]) -> Project:
    data = _copy(project)
    drop = set(item_ids)
    node = data["nodes"][_node_index(data, node_id)]
    node["items"] = [i for i in node["items"] if i["id"] not in drop]
    return Project.model_validate(data)


def update_item(project: Project, node_id: str, item_id: str, changes: dict[str, Any]) -> Project:
    data = _copy(project)
    node = data["nodes"][_node_index(data, node_id)]
    for i, item in enumerate(node["items"]):
        if item["id"] == item_id:
            merged = {**item, **changes}
            merged = {k: v for k, v in merged.items() if v is not None}
            LineItem.model_validate(merged)
            node["items"][i] = merged
            return Project.model_validate(data)
    raise KeyError(f"no line item {item_id!r}")


def move_items(project: Project, node_id: str, item_ids: list[str], to_index: int) -> Project:
    """Move items (keeping their order) so the first lands at to_index of the list without them."""
    data = _copy(project)
    node = data["nodes"][_node_index(data, node_id)]
    moving = [i for i in node["items"] if i["id"] in set(item_ids)]
    rest = [i for i in node["items"] if i["id"] not in set(item_ids)]
    at = max(0, min(to_index, len(rest)))
    node["items"] = rest[:at] + moving + rest[at:]
    return Project.model_validate(data)


def update_section(project: Project, section: str, changes: dict[str, Any]) -> Project:
    """Change fields of 'workload' or 'costs' (None removes an optional field)."""
    if section not in ("workload", "costs"):
        raise KeyError(section)
    data = _copy(project)
    merged = {**data.get(section, {}), **changes}
    data[section] = {k: v for k, v in merged.items() if v is not None}
    return Project.model_validate(data)


def set_notes(project: Project, notes: str) -> Project:
    """The project's own notes replaced (validated: a text beyond the model's bound raises ValidationError)."""
    data = _copy(project)
    data["notes"] = notes
    return Project.model_validate(data)


def new_project(name: str = "New rig", currency: str = "CNY") -> Project:
    """A bare project (one empty machine, no alternatives) for scripts and tests; the window's File > New and
    `main.py new` start from planner.new_project.new_project, which fills in rates, workload and alternatives."""
    return Project.model_validate({"schema_version": 2, "name": name, "nodes": [{"id": "node-1", "name": "Node 1"}],
                                   "costs": {"currency": currency, "load_hours_per_day": 6}})


_ALTERNATIVES = {"cloud": "cloud_options", "api": "api_options"}


def add_alternative(project: Project, kind: str, option: dict) -> Project:
    """Append a cloud ("cloud") or API ("api") alternative, given in the CloudOption / ApiOption format."""
    data = _copy(project)
    data["costs"].setdefault(_ALTERNATIVES[kind], []).append(dict(option))
    return Project.model_validate(data)


def remove_alternative(project: Project, kind: str, index: int) -> Project:
    data = _copy(project)
    options = data["costs"].get(_ALTERNATIVES[kind], [])
    if not 0 <= index < len(options):
        raise IndexError(f"no {kind} alternative {index}")
    removed = options.pop(index)
    if data["costs"].get("reference_alternative") == removed.get("name"):
        del data["costs"]["reference_alternative"]  # back to the cheapest that can run the workload
    return Project.model_validate(data)


def update_alternative(project: Project, kind: str, index: int, changes: dict[str, Any]) -> Project:
    """Change fields of one alternative (None removes an optional field such as the cached-input price). A cloud
    option renamed takes the article claims that compare with it along (they name it by its name), and an option
    renamed or removed takes the costs' reference_alternative along."""
    data = _copy(project)
    options = data["costs"].get(_ALTERNATIVES[kind], [])
    if not 0 <= index < len(options):
        raise IndexError(f"no {kind} alternative {index}")
    old_name = options[index]["name"]
    merged = {**options[index], **changes}
    options[index] = {k: v for k, v in merged.items() if v is not None}
    if options[index]["name"] != old_name and data["costs"].get("reference_alternative") == old_name:
        data["costs"]["reference_alternative"] = options[index]["name"]
    if kind == "cloud" and options[index]["name"] != old_name:
        for claim in data["costs"].get("article_claims", []):
            if claim.get("against") == old_name:
                claim["against"] = options[index]["name"]
    return Project.model_validate(data)


class DuplicateRate(ValueError):
    """The project already has a rate between these two currencies (in either direction)."""

    def __init__(self, base: str, quote: str, index: int):
        super().__init__(f"the project already has a rate between {base} and {quote} (rate {index + 1})")
        self.base, self.quote, self.index = base, quote, index


def rate_pair_index(project: Project, base: str, quote: str, skip: int | None = None) -> int | None:
    """Index of the project's rate between `base` and `quote` (either direction), leaving out `skip`."""
    for i, other in enumerate(project.costs.exchange_rates):
        if i != skip and {other.base, other.quote} == {base, quote}:
            return i
    return None


def _pair_clash(project: Project, rate: dict, skip: int | None = None) -> None:
    clash = rate_pair_index(project, rate.get("base", ""), rate.get("quote", ""), skip)
    if clash is not None:
        raise DuplicateRate(rate["base"], rate["quote"], clash)


def add_exchange_rate(project: Project, rate: dict) -> Project:
    """Append a rate (ExchangeRate format); one rate per pair of currencies, so the rate used is the one shown."""
    data = _copy(project)
    rates = data["costs"].setdefault("exchange_rates", [])
    _pair_clash(project, rate)
    rates.append(dict(rate))
    return Project.model_validate(data)


def remove_exchange_rate(project: Project, index: int) -> Project:
    data = _copy(project)
    rates = data["costs"].get("exchange_rates", [])
    if not 0 <= index < len(rates):
        raise IndexError(f"no exchange rate {index}")
    del rates[index]
    return Project.model_validate(data)


def update_exchange_rate(project: Project, index: int, changes: dict[str, Any]) -> Project:
    """Change fields of one rate (base, quote, rate, date, source); its pair must stay the only one of its kind."""
    data = _copy(project)
    rates = data["costs"].get("exchange_rates", [])
    if not 0 <= index < len(rates):
        raise IndexError(f"no exchange rate {index}")
    merged = {**rates[index], **changes}
    _pair_clash(project, merged, skip=index)
    rates[index] = merged
    return Project.model_validate(data)


def place_cards(project: Project, node_id: str, assignment: dict[str, str], risers: int = 0) -> Project:
    """Install units in slots, e.g. {'gpu#1': 'PCIEX16_1', 'gpu#2': 'PCIEX16_2'} (a PlacementProposal's
    assignment). A unit keeps the PSU that feeds it; units not named keep their slot. Unit n of an item is its
    n-th slot assignment, so a unit is only placed when the units before it have a slot too. The first `risers`
    units of the assignment go in through a riser (the riser cables the parts list holds, or every card of an open
    frame): Place cards put every card straight into its slot, whatever risers were listed."""
    data = _copy(project)
    node = data["nodes"][_node_index(data, node_id)]
    on_riser = set(list(assignment)[:risers])
    for item in node["items"]:
        old = item.get("slots", [])
        slots = []
        for n in range(1, item.get("quantity", 1) + 1):
            slot = assignment.get(f"{item['id']}#{n}")
            kept = old[n - 1] if n <= len(old) else None
            if slot is not None:  # into the slot, through a riser or straight: off any extender it was on
                direct = {k: v for k, v in (kept or {}).items() if k not in ("extender", "port")}
                slots.append({**direct, "slot": slot, "via_riser": f"{item['id']}#{n}" in on_riser})
            elif kept is not None:
                slots.append(kept)
            else:
                break
        item["slots"] = slots
    return Project.model_validate(data)


def save_as_variant(project: Project, name: str) -> Project:
    """Keep a copy of the build in `nodes` as a variant named `name` (the build itself stays as it is)."""
    data = _copy(project)
    data.setdefault("variants", []).append({"name": name, "nodes": data["nodes"]})
    return Project.model_validate(data)


def switch_to_variant(project: Project, index: int) -> Project:
    """Make variant `index` the build in `nodes`; the build that was there becomes that variant, under its name."""
    data = _copy(project)
    variant = data["variants"][index]
    data["variants"][index] = {"name": project.current_build_name(), "nodes": data["nodes"]}
    data["nodes"], data["build_name"] = variant["nodes"], variant["name"]
    return Project.model_validate(data)


def rename_variant(project: Project, index: int, name: str) -> Project:
    data = _copy(project)
    data["variants"][index]["name"] = name
    return Project.model_validate(data)


def remove_variant(project: Project, index: int) -> Project:
    data = _copy(project)
    del data["variants"][index]
    return Project.model_validate(data)
