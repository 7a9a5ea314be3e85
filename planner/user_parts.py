"""Parts the user adds to their own catalog from the window: validated like bundled entries, kept in one file.

The file is <user data>/catalog/my_parts.json, a JSON array the catalog loader reads like any user catalog file.
An entry is checked by the loader's own function (`_validate_entry`: the same pydantic models and rules as bundled
entries) and refused, field by field, when it fails, or when its id is taken by the catalog (bundled or user) or
by another entry of the file. Writing is atomic: a failed save, or a parts file that cannot be read back, leaves
the previous file whole.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from planner.catalog.store import MAX_CATALOG_FILE_BYTES, Catalog, _validate_entry
from planner.errors import InputFileError
from planner.io import atomic_write_text
from planner.jsonio import MAX_DEPTH, read_json_file
from planner.model.parts import PartBase
from planner.paths import user_catalog_dir
from planner.problems import FieldProblem, field_problems
from planner.text import T, text

FILE_NAME = "my_parts.json"
ID_TAKEN = T("'{id}' is already in the catalog; choose another")
NOT_A_PART = T("'{kind}' is not a kind of part")
NOT_A_LIST = T("expected a JSON array of parts")


class InvalidPart(ValueError):
    """The entry cannot join the catalog; `problems` says which field is wrong and why (translatable)."""

    def __init__(self, problems: list[FieldProblem]):
        self.problems = problems
        super().__init__("; ".join(p.render("en") for p in problems))


def user_parts_file() -> Path:
    return user_catalog_dir() / FILE_NAME


def _read(path: Path) -> list[dict[str, Any]]:
    """The entries of the parts file ([] when there is none); InputFileError when it cannot be read as one."""
    if not path.exists():
        return []
    value = read_json_file(path, MAX_CATALOG_FILE_BYTES, MAX_DEPTH)
    if not isinstance(value, list):
        raise InputFileError(path, text(NOT_A_LIST).render())
    return value


def _problems(raw: Any) -> list[FieldProblem]:
    try:
        part = _validate_entry(raw)
    except ValidationError as exc:
        return field_problems(exc)
    except ValueError as exc:  # not an object, or a number JSON cannot hold (refused_numbers)
        return [FieldProblem("", "", text("{message}", message=str(exc)))]
    if not isinstance(part, PartBase):
        return [FieldProblem("kind", "kind", text(NOT_A_PART, kind=str(raw.get("kind"))))]
    return []


def check_part(raw: Any, catalog: Catalog, path: Path | None = None) -> list[FieldProblem]:
    """Everything wrong with a new part as typed: its fields as the catalog loader checks them, and its id."""
    problems = _problems(raw)
    part_id = raw.get("id") if isinstance(raw, dict) else None
    if isinstance(part_id, str) and part_id:
        target = path or user_parts_file()
        try:
            in_file = {e.get("id") for e in _read(target) if isinstance(e, dict)}
        except InputFileError:
            in_file = set()  # saving refuses such a file with its own message
        if part_id in catalog.ids() or part_id in in_file:
            problems.append(FieldProblem("id", "id", text(ID_TAKEN, id=part_id)))
    return problems


def validate_part(raw: dict[str, Any]) -> PartBase:
    """The part as the catalog loader would read it, or InvalidPart naming every wrong field."""
    problems = _problems(raw)
    if problems:
        raise InvalidPart(problems)
    return _validate_entry(raw)


def save_user_part(raw: dict[str, Any], catalog: Catalog, path: Path | None = None) -> PartBase:
    """Validate and append a part to the user's parts file; its id must be new to the catalog and the file.

    InvalidPart for a wrong entry, InputFileError when the present file cannot be read (it is left as it is),
    SaveError when the write fails (the previous file is unchanged)."""
    target = path or user_parts_file()
    problems = check_part(raw, catalog, target)
    if problems:
        raise InvalidPart(problems)
    part = _validate_entry(raw)
    entries = _read(target)
    entries.append(part.model_dump(mode="json", by_alias=True, exclude_defaults=True) | {"kind": part.kind})
    target.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(target, json.dumps(entries, ensure_ascii=False, indent=2) + "\n")
    return part


def remove_user_part(part_id: str, path: Path | None = None) -> bool:
    """Drop a part from the user's parts file; False when it is not there."""
    target = path or user_parts_file()
    entries = _read(target)
    kept = [e for e in entries if not (isinstance(e, dict) and e.get("id") == part_id)]
    if len(kept) == len(entries):
        return False
    atomic_write_text(target, json.dumps(kept, ensure_ascii=False, indent=2) + "\n")
    return True


def carry_user_parts(project, catalog: Catalog):
    """The project with every part it takes from the user's own catalog written into its lines (`custom_part`, as
    `detect` stores the parts it made): the file then opens, checks and prices the same on a machine without that
    catalog (it failed `check` with catalog.unknown_part and lost the part's price). Bundled parts stay ids."""

    def carried(item):
        origin = catalog.origins.get(item.part_id) if item.part_id is not None else None
        part = catalog.parts.get(item.part_id) if origin is not None and not origin.bundled else None
        return item if part is None else item.model_copy(update={"part_id": None, "custom_part": part})

    def nodes(found):
        return [n.model_copy(update={"items": [carried(i) for i in n.items]}) for n in found]

    variants = [v.model_copy(update={"nodes": nodes(v.nodes)}) for v in project.variants]
    return project.model_copy(update={"nodes": nodes(project.nodes), "variants": variants})
