"""Project files: JSON with schema_version, ordered migrations, atomic save.

Loading never writes to the file it reads. Saving writes a temporary file in the same folder,
flushes it to disk and then replaces the target in one step, so a failed save leaves the previous
file exactly as it was; the next save of the same file removes what a killed save left behind.
"""

from __future__ import annotations

import json
import os
import re
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from planner.errors import InputFileError, SaveError, describe_json, describe_validation_error
from planner.jsonio import read_json_file
from planner.model.project import SCHEMA_VERSION, Project

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None

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
    if "schema_version" not in data:
        raise InputFileError(path, "schema_version is missing: this does not look like a GPU Rig Planner project file")
    if isinstance(version, bool) or not isinstance(version, int):
        raise InputFileError(path, f"schema_version must be a whole number, got {describe_json(version)}")
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
        raise InputFileError(path, f"a project file must hold a JSON object, not {describe_json(data)}")
    data = migrate(dict(data), path)
    try:
        return Project.model_validate(data)
    except ValidationError as exc:
        raise InputFileError(path, describe_validation_error(exc), total=exc.error_count()) from None


def load_project(path: str | Path) -> Project:
    """Read a project file. Raises InputFileError with every problem found; never modifies the file."""
    return project_from_data(read_json_file(path), path)


def project_to_json(project: Project) -> str:
    data = project.model_dump(mode="json", by_alias=True, exclude_none=True)
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


#: An unfinished save is ".NAME.XXXXXXXX.tmp" beside NAME: eight characters, as tempfile.mkstemp made them in
#: earlier versions, so their leftovers are recognised too.
_TEMP_TAIL = r"\.[a-z0-9_]{8}\.tmp"
_TEMPORARY_NAME = re.compile(r"\..+" + _TEMP_TAIL)
_TEMP_ATTEMPTS = 5


def is_temporary_file(path: str | Path) -> bool:
    """True for the name of a save in progress (or one a crash interrupted): never a project or a workbook."""
    return _TEMPORARY_NAME.fullmatch(Path(path).name) is not None


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write text (UTF-8, newlines as written) so that readers see either the old file or the whole new one."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: str | Path, data: bytes) -> None:
    """Write data so that readers see either the old file or the whole new one, then remove what interrupted saves
    of the same file left behind.

    The new file gets the old file's permissions, or the user's usual ones (0666 less the umask) for a new file.
    The temporary file stays locked until it has replaced the target, which tells a save running in another window
    or process that it is not abandoned (see remove_stale_temporary_files)."""
    target = Path(path)
    folder = target.parent
    fd, tmp = _create_temporary(target)
    try:
        with os.fdopen(fd, "wb") as handle:  # closing it releases the lock, after the replace
            if target.exists():
                os.chmod(tmp, target.stat().st_mode & 0o777)
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
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
    remove_stale_temporary_files(target)


def _create_temporary(target: Path) -> tuple[int, Path]:
    """A new, locked temporary file beside target. Created with mode 0666 so the umask gives it the user's usual
    permissions (mkstemp would make it 0600)."""
    folder = target.parent
    for _ in range(_TEMP_ATTEMPTS):
        tmp = folder / f".{target.name}.{secrets.token_hex(4)}.tmp"
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
        except FileExistsError:
            continue
        except OSError as exc:
            raise SaveError(f"cannot save {target}: cannot create a file in {folder} ({exc.strerror or exc})") from None
        _lock(fd, wait=True)
        if _names(tmp, fd):
            return fd, tmp
        os.close(fd)  # another save took it for abandoned in the instant before it was locked: take a new name
    raise SaveError(f"cannot save {target}: cannot create a temporary file in {folder}")


def remove_stale_temporary_files(target: str | Path) -> int:
    """Delete the temporary files of interrupted saves of target; returns how many were removed.

    Only names made for this very target are considered, and only files no save holds locked: a save in another
    window keeps its lock until its file has replaced the target, and a killed process loses its locks at once.
    (Where there are no locks, on Windows, a file still open in a running save cannot be deleted either.)"""
    target = Path(target)
    pattern = re.compile(re.escape(f".{target.name}") + _TEMP_TAIL)
    try:
        candidates = [Path(e.path) for e in os.scandir(target.parent)
                      if pattern.fullmatch(e.name) and e.is_file(follow_symlinks=False)]
    except OSError:
        return 0
    return sum(_remove_if_abandoned(path) for path in candidates)


def _remove_if_abandoned(path: Path) -> bool:
    if fcntl is None:
        try:
            path.unlink()
        except OSError:
            return False
        return True
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return False
    try:
        if not _lock(fd, wait=False) or not _names(path, fd):
            return False  # being written right now, or already renamed into place
        path.unlink()
        return True
    except OSError:
        return False
    finally:
        os.close(fd)


def _lock(fd: int, wait: bool) -> bool:
    """An exclusive advisory lock on an open file; False when another process holds it and wait is False."""
    if fcntl is None:
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
    except BlockingIOError:
        return False
    except OSError:  # a file system without locks: treat the file as in use, never delete it
        return wait
    return True


def _names(path: Path, fd: int) -> bool:
    """Whether path still names the file open as fd."""
    try:
        return os.stat(path, follow_symlinks=False).st_ino == os.fstat(fd).st_ino
    except OSError:
        return False


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


def new_file_problem(path: str | Path, force: bool) -> str | None:
    """Why a command may not write a new project to `path` (not .json, a folder, no such folder, exists without
    --force), or None."""
    target = Path(path)
    if target.suffix.lower() != ".json":
        return f"{path}: a project is a JSON file; give a file name ending in .json"
    if target.is_dir() or not (target.parent if str(target.parent) else Path(".")).is_dir():
        return f"{path}: is a folder, or its folder does not exist"
    if target.exists() and not force:
        return f"{path}: the file exists; give --force to replace it"
    return None
