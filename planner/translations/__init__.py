"""Translations of the engine's text templates (see planner/text.py), one module per engine module.

Each planner/translations/<lang>/<module>.py defines MESSAGES: {English template: translated template}.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import lru_cache


@lru_cache(maxsize=None)
def table(lang: str) -> dict[str, str]:
    try:
        package = importlib.import_module(f"{__name__}.{lang}")
    except ModuleNotFoundError:
        return {}
    merged: dict[str, str] = {}
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        merged.update(module.MESSAGES)
    return merged
