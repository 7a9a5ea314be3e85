"""Pure edits of a project's machines (nodes): add, rename, remove, move line items between them.

Like planner/edit.py, each returns a new validated Project and raises ValueError with a sentence a user can read
when the edit cannot be made (the last machine, an empty or duplicate name)."""

from __future__ import annotations

from planner.edit import _copy, _node_index
from planner.model.project import Project

NAME_MAX = 200  # a ShortText


def _names(data: dict, skip: str | None = None) -> set[str]:
    return {n["name"].strip().casefold() for n in data["nodes"] if n["id"] != skip}


def add_machine(project: Project, name: str) -> tuple[Project, str]:
    """A new empty machine after the others; returns the project and the new machine's id."""
    data = _copy(project)
    taken = {n["id"] for n in data["nodes"]}
    n = len(data["nodes"]) + 1
    while f"node-{n}" in taken:
        n += 1
    node_id = f"node-{n}"
    data["nodes"].append({"id": node_id, "name": _checked_name(data, name, None)})
    return Project.model_validate(data), node_id


def rename_machine(project: Project, node_id: str, name: str) -> Project:
    data = _copy(project)
    data["nodes"][_node_index(data, node_id)]["name"] = _checked_name(data, name, node_id)
    return Project.model_validate(data)


def remove_machine(project: Project, node_id: str) -> Project:
    """Remove a machine and its parts; a project keeps at least one machine."""
    data = _copy(project)
    if len(data["nodes"]) == 1:
        raise ValueError("A project needs at least one machine; this is the last one.")
    del data["nodes"][_node_index(data, node_id)]
    return Project.model_validate(data)


def move_to_machine(project: Project, from_id: str, item_ids: list[str], to_id: str) -> Project:
    """Move line items to the end of another machine's list. Their slots are cleared (a slot belongs to the
    other machine's board: place the cards again there); PSU feeds and GPU bridges that named them stay behind."""
    if from_id == to_id:
        return project
    data = _copy(project)
    source, target = data["nodes"][_node_index(data, from_id)], data["nodes"][_node_index(data, to_id)]
    moving_ids = set(item_ids)
    moving = [i for i in source["items"] if i["id"] in moving_ids]
    source["items"] = [i for i in source["items"] if i["id"] not in moving_ids]
    taken = {i["id"] for i in target["items"]}
    for item in moving:
        base, n = item["id"], 2
        while item["id"] in taken:
            item["id"], n = f"{base}-{n}", n + 1
        taken.add(item["id"])
        item.pop("slots", None)
        target["items"].append(item)

    def named(ref: str) -> bool:
        return ref.split("#")[0] in moving_ids
    source["psu_circuits"] = [f for f in source.get("psu_circuits", []) if not named(f["psu"])]
    source["gpu_bridges"] = [b for b in source.get("gpu_bridges", []) if not any(named(g) for g in b["gpus"])]
    return Project.model_validate(data)


def _checked_name(data: dict, name: str, node_id: str | None) -> str:
    name = name.strip()
    if not name:
        raise ValueError("A machine needs a name.")
    if len(name) > NAME_MAX:
        raise ValueError(f"A machine name has at most {NAME_MAX} characters.")
    if name.casefold() in _names(data, node_id):
        raise ValueError(f"Another machine is already called '{name}'.")
    return name
