"""The one place that knows where bundled resources and the user's data live."""

from __future__ import annotations

import os
import sys
from importlib import resources as _resources
from importlib.resources.abc import Traversable
from pathlib import Path

APP_DIR_NAME = "gpu-rig-planner"
DATA_DIR_ENV = "GPU_RIG_PLANNER_DATA_DIR"


def resource_root() -> Traversable:
    """Root of the bundled resources package (works from a checkout and from an installed wheel)."""
    return _resources.files("resources")


def resource(*parts: str) -> Traversable:
    node = resource_root()
    for part in parts:
        node = node.joinpath(part)
    return node


def example_path(name: str) -> Path:
    """Filesystem path of a bundled example project (resources are plain files in both layouts)."""
    return Path(str(resource("examples", name)))


def user_data_dir() -> Path:
    """Per-user data folder: user catalogs, autosave, logs. Overridable with $GPU_RIG_PLANNER_DATA_DIR."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    home = Path.home()
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA", home / "AppData" / "Roaming"))
        return base / "GPU Rig Planner"
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "GPU Rig Planner"
    base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / APP_DIR_NAME


def user_catalog_dir() -> Path:
    return user_data_dir() / "catalog"
