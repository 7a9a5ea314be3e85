"""Project files: JSON with schema_version, ordered migrations, atomic save.

Loading never writes to the file it reads. Saving writes a temporary file in the same folder,
flushes it to disk and then replaces the target in one step, so a failed save leaves the previous
file exactly as it was.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .errors import InputFileError, SaveError, describe_validation_error
from .jsonio import read_json_file
from .model.project import SCHEMA_VERSION, Project

Migration = Callable[[dict[str, Any]], dict[str, Any]]


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 (the first draft format) held one machine as `build` with flat `price`/`currency`
    and a single `slot` per item. Version 2 holds a list of `nodes`, each item a `unit_price` money
    object and one slot assignment per unit."""
    out = {k: v for k, v in data.items() if k != "build"}
    build = data.get("build")
    if not isinstance(build, dict):
        raise ValueError("version 1 files keep their parts in a 'build' object, which is missing")
    items = []
    for raw in build.get("items", []):
        if not isinstance(raw, dict):
            items.append(raw)  # let validation report it with its position
            continue
        item = {k: v for k, v in raw.items() if k not in ("price", "currency", "slot")}
        if raw.get("price") is not None:
            item["unit_price"] = {"amount": raw["price"], "currency": raw.get("currency", "CNY")}
        if raw.get("slot"):
            item["slots"] = [{"slot": raw["slot"]}]
        items.append(item)
    out["nodes"] = [{"id": "node-1", "name": build.get("name", "Node 1"), "items": items}]
    out["schema_version"] = 2
    return out


#: MIGRATIONS[n] turns a version-n document into version n+1. Keep them in order, never edit old ones.
MIGRATIONS: dict[int, Migration] = {1: _v1_to_v2}
OLDEST_SUPPORTED = 1


def migrate(data: dict[str, Any], path: str | Path = "<project>") -> dict[str, Any]:
    version = data.get("schema_version")
    if version is None:
        raise InputFileError(path, "schema_version is missing: this does not look like a GPU Rig Planner project file")
    if isinstance(version, bool) or not isinstance(version, int):
        raise InputFileError(path, f"schema_version must be a whole number, got {version!r}")
    if version > SCHEMA_VERSION:
        raise InputFileError(
            path, f"schema_version {version} is newer than this planner understands (up to {SCHEMA_VERSION}); "
                  "open it with a newer version of GPU Rig Planner")
    if version < OLDEST_SUPPORTED:
        raise InputFileError(path, f"schema_version {version} is not a known version (oldest is {OLDEST_SUPPORTED})")
    while version < SCHEMA_VERSION:
        try:
            data = MIGRATIONS[version](data)
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            raise InputFileError(path, f"cannot upgrade from schema_version {version}: {exc}") from None
        version = data["schema_version"]
    return data


def project_from_data(data: Any, path: str | Path = "<project>") -> Project:
    if not isinstance(data, dict):
        raise InputFileError(path, f"a project file must hold a JSON object, not a {type(data).__name__}")
    data = migrate(dict(data), path)
    try:
        return Project.model_validate(data)
    except ValidationError as exc:
        raise InputFileError(path, describe_validation_error(exc)) from None


def load_project(path: str | Path) -> Project:
    """Read a project file. Raises InputFileError with every problem found; never modifies the file."""
    return project_from_data(read_json_file(path), path)


def project_to_json(project: Project) -> str:
    data = project.model_dump(mode="json", by_alias=True, exclude_none=True)
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write text to path so that readers see either the old file or the whole new one."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise SaveError(f"cannot save {target}: cannot create a file in {folder} ({exc.strerror or exc})") from None
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        mode = (target.stat().st_mode & 0o777) if target.exists() else (0o666 & ~_umask())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException as exc:
        try:
            tmp.unlink()
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise SaveError(f"cannot save {target}: {exc.strerror or exc}; the previous file is unchanged") from None
        raise
    _fsync_folder(folder)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _fsync_folder(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_project(project: Project, path: str | Path) -> None:
    """Validate, serialise, then atomically replace `path`."""
    try:
        Project.model_validate(project.model_dump())
        text = project_to_json(project)
    except (ValidationError, ValueError, TypeError) as exc:
        raise SaveError(f"cannot save {path}: the project is not valid ({exc}); the previous file is unchanged") from None
    atomic_write_text(path, text)
