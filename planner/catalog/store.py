"""Parts and model catalog: the bundled one, extended or overridden by the user's own entries.

Every ``*.json`` file under a catalog folder holds one entry (an object) or several (an array). An
entry's ``kind`` says what it is: a part kind (``gpu``, ``cpu``, ``motherboard``, ``psu``, ``memory``,
``storage``, ``case``, ``cpu_cooler``, ``other``) or ``llm`` for a model. A user entry with the id of a
bundled one replaces it. A broken entry is skipped with a message naming the file, the entry and the
field; the rest of the catalog still loads.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, Iterable, Iterator

from pydantic import TypeAdapter, ValidationError

from planner.errors import InputFileError, describe_entry_error, describe_json, describe_validation_error
from planner.jsonio import MAX_DEPTH, checked_entry, parse_json_text, read_json_file
from planner.catalog.imported_prices import FILE_NAME as IMPORTED_PRICES_FILE, MAX_FILE_BYTES as IMPORTED_PRICES_MAX_BYTES
from planner.catalog.imported_prices import apply_quotes, read_quotes
from planner.model.costs import ExchangeRate
from planner.model.llm_entry import LlmModel
from planner.model.offers import ApiOffer, CloudOffer
from planner.model.parts import PART_TYPES, Part, PartBase
from planner.paths import resource, user_catalog_dir

_PART_ADAPTER: TypeAdapter = TypeAdapter(Part)
MAX_CATALOG_FILE_BYTES = 5 * 1024 * 1024
#: The most bytes of catalog files read from one user catalog folder (parts files, offers, rates and imported
#: prices together): every command and every start of the window reads them. Files past it, in the order they
#: are read, are skipped and named in one warning.
MAX_USER_CATALOG_BYTES = 10 * 1024 * 1024
#: Sub-folders followed below a catalog folder (a symbolic link to a parent folder would loop forever).
MAX_FOLDER_DEPTH = 8

#: Names accepted on the command line for each kind ("gpus" -> "gpu").
KIND_ALIASES: dict[str, str] = {
    "gpus": "gpu", "gpu": "gpu",
    "cpus": "cpu", "cpu": "cpu",
    "boards": "motherboard", "board": "motherboard", "motherboards": "motherboard", "motherboard": "motherboard",
    "psus": "psu", "psu": "psu",
    "memory": "memory", "ram": "memory",
    "storage": "storage", "drives": "storage",
    "cases": "case", "case": "case",
    "coolers": "cpu_cooler", "cpu_coolers": "cpu_cooler", "cpu_cooler": "cpu_cooler",
    "other": "other",
    "models": "llm", "llms": "llm", "llm": "llm",
    "clouds": "cloud", "cloud": "cloud",
    "apis": "api", "api": "api",
}
LISTABLE_KINDS = ("gpus", "cpus", "boards", "psus", "memory", "storage", "cases", "coolers", "other", "models",
                  "clouds", "apis")
#: Files of a catalog folder that hold offers and rates, not parts: (path, kind) read by _load_offers.
OFFER_FILES = (("offers/clouds.json", "cloud"), ("offers/apis.json", "api"), ("exchange_rates.json", "rate"))
_OFFER_TOP = {"offers", "exchange_rates.json", IMPORTED_PRICES_FILE}


@dataclass(frozen=True)
class CatalogMessage:
    """Something about a catalog entry the user should know (skipped, overridden)."""

    level: str  # "warn" (entry skipped) or "info"
    file: str
    entry: str  # "#3 (id rtx-3090)"
    text: str

    def __str__(self) -> str:
        return f"{self.file}: entry {self.entry}: {self.text}"


@dataclass(frozen=True)
class Origin:
    file: str
    bundled: bool


@dataclass
class Catalog:
    parts: dict[str, PartBase] = field(default_factory=dict)
    models: dict[str, LlmModel] = field(default_factory=dict)
    origins: dict[str, Origin] = field(default_factory=dict)
    messages: list[CatalogMessage] = field(default_factory=list)
    clouds: dict[str, CloudOffer] = field(default_factory=dict)
    apis: dict[str, ApiOffer] = field(default_factory=dict)
    #: The dated exchange-rate table (a new project starts with it); a user rate replaces the same pair.
    exchange_rates: list[ExchangeRate] = field(default_factory=list)

    def part(self, part_id: str) -> PartBase | None:
        return self.parts.get(part_id)

    def model(self, model_id: str) -> LlmModel | None:
        return self.models.get(model_id)

    def of_kind(self, kind: str) -> list[Any]:
        """Entries of one kind (a part kind, "llm", or a plural alias such as "gpus")."""
        kind = KIND_ALIASES.get(kind, kind)
        if kind == "llm":
            return list(self.models.values())
        if kind in ("cloud", "api"):
            return list((self.clouds if kind == "cloud" else self.apis).values())
        if kind not in PART_TYPES:
            raise KeyError(kind)
        return [p for p in self.parts.values() if p.kind == kind]

    def ids(self) -> set[str]:
        return set(self.parts) | set(self.models)


# ----------------------------------------------------------------------------- loading

@dataclass
class _FolderBudget:
    """How much of one user catalog folder is read: its files in the order they are read, until their sizes pass
    MAX_USER_CATALOG_BYTES. A file over its own size limit is not counted: its reader refuses it unread."""

    folder: Path
    limit: int = MAX_USER_CATALOG_BYTES
    used: int = 0
    skipped: list[tuple[str, int]] = field(default_factory=list)

    def admit(self, file: Traversable | Path, max_file_bytes: int) -> bool:
        try:
            size = os.stat(str(file)).st_size
        except OSError:
            return True  # the reader names what is wrong with it
        if size > max_file_bytes:
            return True
        if self.used + size > self.limit:
            self.skipped.append((str(file), size))
            return False
        self.used += size
        return True

    def message(self) -> CatalogMessage | None:
        if not self.skipped:
            return None
        found = self.used + sum(size for _, size in self.skipped)
        files = ", ".join(f"{name} ({size:,} bytes)" for name, size in self.skipped)
        return CatalogMessage(
            "warn", str(self.folder), "(whole folder)",
            f"its catalog files come to {found:,} bytes, more than the {self.limit:,} read from one folder; "
            f"not read: {files}; move the files you do not need out of the folder")


def _admitted(budget: _FolderBudget | None, file: Traversable | Path, max_file_bytes: int) -> bool:
    return budget is None or budget.admit(file, max_file_bytes)


def _iter_json_files(root: Traversable | Path, problems: list[tuple[str, str]], prefix: str = "",
                     depth: int = 0) -> Iterator[tuple[Traversable | Path, str]]:
    """(file, path relative to root) of every *.json file below root, in a stable (sorted) order.

    A folder that cannot be listed, or lies deeper than MAX_FOLDER_DEPTH, is left out and added to
    `problems` as (folder, reason). Files are only listed here, never opened: a FIFO or a device named
    *.json is refused by the reader."""
    try:
        if not root.is_dir():
            return
        children = sorted(root.iterdir(), key=lambda c: c.name)
    except OSError as exc:
        problems.append((str(root), f"folder cannot be read ({exc.strerror or exc}); its entries were skipped"))
        return
    for child in children:
        if depth == 0 and child.name in _OFFER_TOP:
            continue  # offers and rates are read by _load_offers
        if child.is_dir():
            if depth >= MAX_FOLDER_DEPTH:
                problems.append((str(child), f"folder is more than {MAX_FOLDER_DEPTH} levels deep; its entries were skipped"))
                continue
            yield from _iter_json_files(child, problems, f"{prefix}{child.name}/", depth + 1)
        elif child.name.endswith(".json"):
            yield child, f"{prefix}{child.name}"


def _entry_label(index: int | None, raw: Any) -> str:
    ident = raw.get("id") if isinstance(raw, dict) else None
    label = f"#{index + 1}" if index is not None else "#1"
    return f"{label} (id {ident})" if isinstance(ident, str) else label


def _read_entries(file: Traversable | Path, display: str, bundled: bool) -> list[Any]:
    if bundled:
        value = parse_json_text(file.read_text(encoding="utf-8"), display, MAX_DEPTH)
    else:
        value = read_json_file(Path(str(file)), MAX_CATALOG_FILE_BYTES, MAX_DEPTH, keep_refused=True)
    if isinstance(value, dict):
        return [value]
    if isinstance(value, list):
        return value
    raise InputFileError(display, "a catalog file must hold an object (one entry) or an array of entries, not "
                                  + describe_json(value))


def _validate_entry(raw: Any) -> PartBase | LlmModel:
    raw = checked_entry(raw)
    if raw.get("kind") == "llm":
        return LlmModel.model_validate(raw)
    return _PART_ADAPTER.validate_python(raw)


def _load_tree(catalog: Catalog, root: Traversable | Path, bundled: bool, seen_in_tree: set[str],
               budget: _FolderBudget | None = None) -> None:
    folder_problems: list[tuple[str, str]] = []
    for file, relative in _iter_json_files(root, folder_problems):
        if not _admitted(budget, file, MAX_CATALOG_FILE_BYTES):
            continue
        display = f"bundled catalog/{relative}" if bundled else str(file)
        try:
            entries = _read_entries(file, display, bundled)
        except InputFileError as exc:
            catalog.messages.append(CatalogMessage("warn", display, "(whole file)", "; ".join(exc.problems)))
            continue
        for index, raw in enumerate(entries):
            label = _entry_label(index if len(entries) > 1 else None, raw)
            try:
                entry = _validate_entry(raw)
            except ValidationError as exc:
                problems = describe_validation_error(exc)
                catalog.messages.append(CatalogMessage("warn", display, label, "skipped: " + "; ".join(problems)))
                continue
            except ValueError as exc:
                catalog.messages.append(CatalogMessage("warn", display, label, f"skipped: {exc}"))
                continue
            if entry.id in seen_in_tree:
                catalog.messages.append(CatalogMessage(
                    "warn", display, label, f"skipped: id {entry.id} is already defined in another entry of this catalog"))
                continue
            seen_in_tree.add(entry.id)
            previous = catalog.origins.get(entry.id)
            if previous is not None:
                catalog.messages.append(CatalogMessage(
                    "info", display, label, f"replaces the bundled entry {entry.id} from {previous.file}"))
                catalog.parts.pop(entry.id, None)
                catalog.models.pop(entry.id, None)
            if isinstance(entry, LlmModel):
                catalog.models[entry.id] = entry
            else:
                catalog.parts[entry.id] = entry
            catalog.origins[entry.id] = Origin(display, bundled)
    for folder, reason in folder_problems:
        catalog.messages.append(CatalogMessage("warn", folder, "(whole folder)", reason))


_OFFER_ADAPTERS = {"cloud": CloudOffer, "api": ApiOffer, "rate": ExchangeRate}


def _offer_entries(catalog: Catalog, root: Traversable | Path, relative: str, bundled: bool,
                   budget: _FolderBudget | None = None) -> tuple[str, list]:
    file = root.joinpath(*relative.split("/")) if bundled else Path(root) / relative
    display = f"bundled catalog/{relative}" if bundled else str(file)
    try:
        if not file.is_file() or not _admitted(budget, file, MAX_CATALOG_FILE_BYTES):
            return display, []
        return display, _read_entries(file, display, bundled)
    except InputFileError as exc:
        catalog.messages.append(CatalogMessage("warn", display, "(whole file)", "; ".join(exc.problems)))
        return display, []


def _add_offer(catalog: Catalog, kind: str, entry, display: str, label: str, bundled: bool) -> None:
    if kind == "rate":
        catalog.exchange_rates = [r for r in catalog.exchange_rates
                                  if {r.base, r.quote} != {entry.base, entry.quote}] + [entry]
        return
    table = catalog.clouds if kind == "cloud" else catalog.apis
    if entry.id in table and catalog.origins.get(entry.id, Origin("", True)).bundled and not bundled:
        catalog.messages.append(CatalogMessage(
            "info", display, label, f"replaces the bundled entry {entry.id} from {catalog.origins[entry.id].file}"))
    table[entry.id] = entry
    catalog.origins[entry.id] = Origin(display, bundled)


def _load_offers(catalog: Catalog, root: Traversable | Path, bundled: bool,
                 budget: _FolderBudget | None = None) -> None:
    """Cloud offers, API offers and the exchange-rate table; a broken entry is skipped with a named message."""
    for relative, kind in OFFER_FILES:
        display, entries = _offer_entries(catalog, root, relative, bundled, budget)
        for index, raw in enumerate(entries):
            label = _entry_label(index if len(entries) > 1 else None, raw)
            try:
                entry = _OFFER_ADAPTERS[kind].model_validate(checked_entry(raw))
            except ValueError as exc:  # pydantic's ValidationError is one too
                catalog.messages.append(CatalogMessage("warn", display, label, f"skipped: {describe_entry_error(exc)}"))
                continue
            _add_offer(catalog, kind, entry, display, label, bundled)


def load_catalog(user_dirs: Iterable[Path] | None = None, include_user: bool = True) -> Catalog:
    """Bundled catalog plus, unless disabled, the user's catalog folder(s)."""
    catalog = Catalog()
    _load_tree(catalog, resource("catalog"), bundled=True, seen_in_tree=set())
    _load_offers(catalog, resource("catalog"), bundled=True)
    if include_user:
        dirs = list(user_dirs) if user_dirs is not None else [user_catalog_dir()]
        budgets = [_FolderBudget(Path(d)) for d in dirs]
        for d, budget in zip(dirs, budgets):
            _load_tree(catalog, Path(d), bundled=False, seen_in_tree=set(), budget=budget)
            _load_offers(catalog, Path(d), bundled=False, budget=budget)
        for d, budget in zip(dirs, budgets):
            _load_imported_prices(catalog, Path(d) / IMPORTED_PRICES_FILE, budget)
        # first, so the window's status bar (which shows the first warning) names the files left out
        catalog.messages[:0] = [m for m in (b.message() for b in budgets) if m is not None]
    return catalog


def _load_imported_prices(catalog: Catalog, path: Path, budget: _FolderBudget | None = None) -> None:
    """The user's imported quotes, appended to their parts' prices; what cannot be used is a message."""
    problems: list[str] = []
    if path.exists() and not _admitted(budget, path, IMPORTED_PRICES_MAX_BYTES):
        return
    try:
        quotes = read_quotes(path, problems)
    except InputFileError as exc:
        catalog.messages.append(CatalogMessage("warn", str(path), "(whole file)", "; ".join(exc.problems)))
        return
    for problem in problems:
        entry, _, reason = problem.partition(": ")
        catalog.messages.append(CatalogMessage("warn", str(path), entry, reason))
    for part_id in sorted(set(apply_quotes(catalog.parts, quotes))):
        catalog.messages.append(CatalogMessage(
            "info", str(path), f"(part {part_id})", f"quotes of {part_id} skipped: the catalog has no such part"))


def bundled_catalog() -> Catalog:
    """The bundled catalog alone (tests, benchmarks, and a fallback)."""
    return load_catalog(include_user=False)
