"""Pure edits of a project's machines (nodes): add, rename, remove, move line items between them.

Like planner/edit.py, each returns a new validated Project. An edit that cannot be made (the last machine, an
empty, too long or duplicate name) raises MachineEditError, whose `text` says why in any language."""

from __future__ import annotations

from planner.catalog.resolve import resolve
from planner.catalog.store import Catalog
from planner.edit import _copy, _node_index
from planner.model.project import Project
from planner.text import T, Text, text

NAME_MAX = 200  # a ShortText
NEXT_NAME = T("Machine {n}")


class MachineEditError(ValueError):
    """The machine edit was refused; `text` is the reason (str() is its English)."""

    def __init__(self, reason: Text):
        super().__init__(reason.render("en"))
        self.text = reason


def next_machine_name(project: Project, lang: str = "en") -> str:
    """'Machine 2', 'Machine 3', ... in the reader's language: the first number after the machines there are
    whose name no machine has yet."""
    taken = {n.name.strip().casefold() for n in project.nodes}
    n = len(project.nodes) + 1
    while text(NEXT_NAME, n=n).render(lang).casefold() in taken:
        n += 1
    return text(NEXT_NAME, n=n).render(lang)


def add_machine(project: Project, name: str) -> tuple[Project, str]:
    """A new empty machine after the others; returns the project and the new machine's id."""
    data = _copy(project)
    taken = {n["id"] for n in data["nodes"]}
    n = len(data["nodes"]) + 1
    while f"node-{n}" in taken:
        n += 1
    node_id = f"node-{n}"
    data["nodes"].append({"id": node_id, "name": checked_name(project, name, None)})
    return Project.model_validate(data), node_id


def rename_machine(project: Project, node_id: str, name: str) -> Project:
    data = _copy(project)
    data["nodes"][_node_index(data, node_id)]["name"] = checked_name(project, name, node_id)
    return Project.model_validate(data)


def set_network(project: Project, node_id: str, gbit: float | None = None, rdma: bool | None = None) -> Project:
    """The machine's link to the others: its rate in Gbit/s and whether llama.cpp RPC runs over RDMA on it (the
    network's cost on decode, planner/llm/network.py); None keeps a value as it is."""
    data = _copy(project)
    node = data["nodes"][_node_index(data, node_id)]
    if gbit is not None:
        node["network_gbit"] = gbit
    if rdma is not None:
        node["rdma"] = rdma
    return Project.model_validate(data)


def remove_machine(project: Project, node_id: str) -> Project:
    """Remove a machine and its parts with it; a project keeps at least one machine."""
    data = _copy(project)
    if len(data["nodes"]) == 1:
        raise MachineEditError(text(T("A project needs at least one machine; this is the last one.")))
    del data["nodes"][_node_index(data, node_id)]
    return Project.model_validate(data)


def move_to_machine(project: Project, from_id: str, item_ids: list[str], to_id: str,
                    catalog: Catalog | None = None) -> Project:
    """Move whole line items (their quantities with them) to the end of another machine's list.

    Their slots go with them only when both machines have the same board (`catalog` tells) and the slots are
    free there; otherwise they are cleared (place the cards again). A moved line whose id the other machine already
    has gets a new one, and the PSU or extender a moved card names goes along when it moved with it. PSU feeds and
    GPU bridges that named the moved items are dropped from the machine they leave."""
    if from_id == to_id:
        return project
    data = _copy(project)
    source, target = data["nodes"][_node_index(data, from_id)], data["nodes"][_node_index(data, to_id)]
    moving_ids = set(item_ids)
    moving = [i for i in source["items"] if i["id"] in moving_ids]
    source["items"] = [i for i in source["items"] if i["id"] not in moving_ids]
    same_board = catalog is not None and _same_board(project, catalog, from_id, to_id)
    held = {s["slot"] for i in target["items"] for s in i.get("slots", [])}
    taken = {i["id"] for i in target["items"]}
    renamed: dict[str, str] = {}
    for item in moving:
        base, n = item["id"], 2
        while item["id"] in taken:
            item["id"], n = f"{base}-{n}", n + 1
        taken.add(item["id"])
        if item["id"] != base:
            renamed[base] = item["id"]
        slots = {s["slot"] for s in item.get("slots", [])}
        if same_board and not slots & held:
            held |= slots
        else:
            item.pop("slots", None)
        target["items"].append(item)
    _carry_renamed_refs(moving, renamed)

    def named(ref: str) -> bool:
        return ref.split("#")[0] in moving_ids
    source["psu_circuits"] = [f for f in source.get("psu_circuits", []) if not named(f["psu"])]
    source["gpu_bridges"] = [b for b in source.get("gpu_bridges", []) if not any(named(g) for g in b["gpus"])]
    return Project.model_validate(data)


def _carry_renamed_refs(items: list[dict], renamed: dict[str, str]) -> None:
    """The PSU and extender each moved card names, renamed with the moved line it names ('psu#2' -> 'psu-2#2')."""
    for item in items:
        for slot in item.get("slots", []):
            for key in ("psu", "extender"):
                ref = slot.get(key)
                if ref and ref.split("#")[0] in renamed:
                    base, _, unit = ref.partition("#")
                    slot[key] = renamed[base] + (f"#{unit}" if unit else "")


def _same_board(project: Project, catalog: Catalog, from_id: str, to_id: str) -> bool:
    boards = {rnode.node.id: [r.part for r in rnode.of_kind("motherboard")] for rnode in resolve(project, catalog).nodes}
    return len(boards[from_id]) == 1 and boards[from_id] == boards[to_id]


def checked_name(project: Project, name: str, node_id: str | None) -> str:
    """The name stripped, or MachineEditError: empty, longer than NAME_MAX, or another machine's (any case)."""
    name = name.strip()
    if not name:
        raise MachineEditError(text(T("A machine needs a name.")))
    if len(name) > NAME_MAX:
        raise MachineEditError(text(T("A machine name has at most {limit} characters."), limit=NAME_MAX))
    if any(n.name.strip().casefold() == name.casefold() for n in project.nodes if n.id != node_id):
        raise MachineEditError(text(T("Another machine is already called {name}."), name=name))
    return name
