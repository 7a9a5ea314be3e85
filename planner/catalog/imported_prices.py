"""Price quotes the user imported (`main.py prices import`, File > Import prices...), joined to the catalog's parts.

They live in <user catalog>/imported_prices.json, a JSON array of quotes: the part's id and a dated price
(amount, currency, condition, date, source), kind "imported". The catalog loader reads the file after the parts
and appends each quote to its part's prices, so the BOM prices a line at the newest one like any catalog price. A
quote of a part the catalog no longer has, or a broken entry, is skipped with a message; the rest still load.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any


from planner.errors import InputFileError, describe_entry_error, json_kind
from planner.jsonio import MAX_DEPTH, checked_entry, read_json_file
from pydantic import field_validator

from planner.model.common import PricePoint, Slug, StrictModel

FILE_NAME = "imported_prices.json"
#: A file bigger than the whole user catalog folder may be (catalog/store.py MAX_USER_CATALOG_BYTES) would never
#: be read.
MAX_FILE_BYTES = 10 * 1024 * 1024
#: The smallest amount an imported quote may have: one cent of its currency (`prices import` refuses less; a quote
#: stored before it did is skipped, or it would price a card at 0.00).
MIN_AMOUNT = 0.01


class ImportedQuote(StrictModel):
    """One imported quote: the part it prices and the dated price."""

    part: Slug
    price: PricePoint

    @field_validator("price")
    @classmethod
    def _at_least_a_cent(cls, price: PricePoint) -> PricePoint:
        if price.amount < MIN_AMOUNT:
            raise ValueError(f"amount {price.amount:g} is less than {MIN_AMOUNT:g} of its currency, the smallest "
                             "price the planner counts")
        return price

    def key(self) -> tuple:
        """Two quotes with this key are the same quote (a later import replaces the amount)."""
        p = self.price
        return (self.part, p.condition, p.currency, p.date, p.source)


def read_quotes(path: Path, problems: list[str] | None = None) -> list[ImportedQuote]:
    """The quotes of the file ([] when there is none). InputFileError when the file cannot be read as a JSON
    array; a broken entry is left out and described in `problems`."""
    if not path.exists():
        return []
    value = read_json_file(path, MAX_FILE_BYTES, MAX_DEPTH)
    if not isinstance(value, list):
        raise InputFileError(path, f"expected a JSON array of imported price quotes, not {json_kind(value)}")
    quotes = []
    for index, raw in enumerate(value):
        try:
            quotes.append(ImportedQuote.model_validate(checked_entry(raw)))
        except ValueError as exc:  # pydantic's ValidationError is one too
            if problems is not None:
                problems.append(f"#{index + 1}: skipped: {describe_entry_error(exc)}")
    return quotes


def quotes_to_json(quotes: list[ImportedQuote]) -> list[dict[str, Any]]:
    return [q.model_dump(mode="json") for q in quotes]


def apply_quotes(parts: dict, quotes: list[ImportedQuote]) -> list[str]:
    """Append each quote to its part's prices (a copy of the part); the ids of quotes whose part is missing."""
    missing: list[str] = []
    by_part: dict[str, list[PricePoint]] = {}
    for q in quotes:
        if q.part not in parts:
            missing.append(q.part)
            continue
        by_part.setdefault(q.part, []).append(q.price)
    for part_id, points in by_part.items():
        part = parts[part_id]
        # model_copy: the imported quotes may take a part past the 50 prices a catalog entry may list
        parts[part_id] = part.model_copy(update={"prices": list(part.prices) + points})
    return missing
