"""Cloud GPU offers and LLM API prices from a CSV snapshot into the user catalog (issue 15): the same command and
menu item as part quotes (`main.py prices import FILE.csv`, File > Import prices...); the header says which.

Cloud offers: columns provider, gpu, pricing (on_demand / spot / reserved), price_per_gpu_hour, currency, date,
source; optional gpus, billing (hour / second), committed_hours_per_month (a reservation's hours paid every
month), interruption_overhead (spot), name.
API prices: columns provider, model, input_per_million, output_per_million, currency, date, source; optional
cached_input_per_million, name.

Each good row becomes an offer with the id `<provider>-<gpu>-<pricing>` (clouds) or `<provider>-<model>` (APIs),
lower case with dashes, merged into <user catalog>/offers/clouds.json or apis.json: an offer imported again with
the same id replaces the earlier one. A bad row is refused with its row number and reason; the file is written
atomically, and a present file that cannot be read is left as it is and the import refused.
"""

from __future__ import annotations

import datetime as _dt
import json
import re
from pathlib import Path

from pydantic import ValidationError

from planner.catalog.store import Catalog
from planner.errors import InputFileError, describe_validation_error, json_kind
from planner.io import atomic_write_text
from planner.jsonio import MAX_DEPTH, read_json_file
from planner.model.offers import ApiOffer, CloudOffer
from planner.paths import user_catalog_dir
from planner.text import T, Text, text

CLOUD_COLUMNS = ("provider", "gpu", "pricing", "price_per_gpu_hour", "currency", "date", "source")
CLOUD_OPTIONAL = ("gpus", "billing", "committed_hours_per_month", "interruption_overhead", "name")
API_COLUMNS = ("provider", "model", "input_per_million", "output_per_million", "currency", "date", "source")
API_OPTIONAL = ("cached_input_per_million", "name")
_PRICINGS = {"on_demand": "on-demand", "spot": "spot", "reserved": "reserved"}
MAX_FILE_BYTES = 5 * 1024 * 1024


def kind_of_header(names: list[str]) -> str | None:
    """'cloud' or 'api' when the header names that table's columns, else None."""
    if "price_per_gpu_hour" in names:
        return "cloud"
    if "input_per_million" in names or "output_per_million" in names:
        return "api"
    return None


def columns(kind: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    return (CLOUD_COLUMNS, CLOUD_OPTIONAL) if kind == "cloud" else (API_COLUMNS, API_OPTIONAL)


def offers_file(kind: str) -> Path:
    return user_catalog_dir() / "offers" / ("clouds.json" if kind == "cloud" else "apis.json")


def slug(*parts: str) -> str:
    joined = "-".join(parts).lower().replace("_", "-")
    return re.sub(r"-+", "-", re.sub(r"[^a-z0-9.]+", "-", joined)).strip("-.")[:80].strip("-.") or "offer"


def _money(amount: float, currency: str) -> dict:
    return {"amount": amount, "currency": currency}


def cloud_entry(values: dict[str, str], amount: float, day: _dt.date, optional: dict[str, float | str]) -> dict:
    pricing = values["pricing"].lower().replace("-", "_").replace(" ", "_")
    name = values.get("name") or f"{values['provider']}, {values['gpu']} ({_PRICINGS.get(pricing, pricing)})"
    entry = {"id": slug(values["provider"], values["gpu"], pricing), "provider": values["provider"],
             "gpu": values["gpu"], "name": name[:200], "pricing": pricing,
             "price_per_gpu_hour": _money(amount, values["currency"].upper()), "date": day.isoformat(),
             "source": values["source"], "note": "imported from a CSV snapshot"}
    return {**entry, **optional}


def api_entry(values: dict[str, str], amounts: dict[str, float], day: _dt.date) -> dict:
    currency = values["currency"].upper()
    entry = {"id": slug(values["provider"], values["model"]), "provider": values["provider"],
             "model": values["model"], "name": (values.get("name") or f"{values['provider']} {values['model']}")[:200],
             "input_per_million": _money(amounts["input_per_million"], currency),
             "output_per_million": _money(amounts["output_per_million"], currency),
             "date": day.isoformat(), "source": values["source"], "note": "imported from a CSV snapshot"}
    if "cached_input_per_million" in amounts:
        entry["cached_input_per_million"] = _money(amounts["cached_input_per_million"], currency)
    return entry


def validated(kind: str, entry: dict) -> dict | Text:
    """The entry as the catalog will load it, or why it cannot be."""
    try:
        model = (CloudOffer if kind == "cloud" else ApiOffer).model_validate(entry)
    except ValidationError as exc:
        return text(T("not a usable offer: {problems}"), problems="; ".join(describe_validation_error(exc))[:300])
    return model.model_dump(mode="json", exclude_none=True)


def read_offers(path: Path) -> list[dict]:
    """The user's offers file as raw entries ([] when there is none); InputFileError when it is not a JSON array
    of objects (it is then left as it is)."""
    if not path.exists():
        return []
    value = read_json_file(path, MAX_FILE_BYTES, MAX_DEPTH)
    if not isinstance(value, list):
        raise InputFileError(path, f"expected a JSON array of offers, not {json_kind(value)}; fix or remove it before "
                                   "importing")
    odd = next((i for i, v in enumerate(value) if not isinstance(v, dict)), None)
    if odd is not None:
        raise InputFileError(path, f"[{odd}]: expected an offer (a JSON object), not {json_kind(value[odd])}; fix or "
                                   "remove it before importing")
    return value


def merge_offers(path: Path, entries: list[dict]) -> tuple[int, int]:
    """Merge into the user's offers file (atomically): (added, replaced); the same id replaces, never doubles."""
    old = read_offers(path)
    merged = {str(e.get("id")): e for e in old}
    added = replaced = 0
    for e in entries:
        if e["id"] in merged:
            replaced += 1
        else:
            added += 1
        merged[e["id"]] = e
    if entries:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps(list(merged.values()), ensure_ascii=False, indent=1) + "\n")
    return added, replaced

