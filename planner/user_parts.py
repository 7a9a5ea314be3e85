"""Parts the user adds to their own catalog from the window: validated like bundled entries, kept in one file.

The file is <user data>/catalog/my_parts.json, a JSON array the catalog loader reads like any user catalog file.
Writing is atomic: a failed save leaves the previous file whole. An entry is refused (ValueError naming the
field) when the same pydantic model and checks the loader applies refuse it, or when its id is taken.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from planner.catalog.store import Catalog, _validate_entry
from planner.errors import describe_validation_error
from planner.io import atomic_write_text
from planner.model.parts import PartBase
from planner.paths import user_catalog_dir

FILE_NAME = "my_parts.json"


def user_parts_file() -> Path:
    return user_catalog_dir() / FILE_NAME


def _read(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    value = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(value, list):
        raise ValueError(f"{path}: expected a JSON array of parts")
    return value


def validate_part(raw: dict[str, Any]) -> PartBase:
    """The part as the catalog loader would read it, or ValueError with one line per wrong field."""
    try:
        part = _validate_entry(raw)
    except ValidationError as exc:
        raise ValueError("; ".join(describe_validation_error(exc))) from None
    if not isinstance(part, PartBase):
        raise ValueError("kind: a part (gpu, cpu, motherboard, memory, psu, case, storage, cpu_cooler, other)")
    return part


def save_user_part(raw: dict[str, Any], catalog: Catalog, path: Path | None = None) -> PartBase:
    """Validate and append a part to the user's parts file; its id must be new to the whole catalog."""
    part = validate_part(raw)
    if catalog.part(part.id) is not None:
        raise ValueError(f"id: '{part.id}' is already in the catalog; choose another")
    target = path or user_parts_file()
    entries = _read(target)
    entries.append(part.model_dump(mode="json", by_alias=True, exclude_defaults=True) | {"kind": part.kind})
    target.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(target, json.dumps(entries, ensure_ascii=False, indent=2) + "\n")
    return part


def remove_user_part(part_id: str, path: Path | None = None) -> bool:
    """Drop a part from the user's parts file; False when it is not there."""
    target = path or user_parts_file()
    entries = _read(target)
    kept = [e for e in entries if e.get("id") != part_id]
    if len(kept) == len(entries):
        return False
    atomic_write_text(target, json.dumps(kept, ensure_ascii=False, indent=2) + "\n")
    return True
