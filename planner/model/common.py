"""Shared building blocks of the domain model: strict base model, ids, money, prices."""

from __future__ import annotations

import datetime as _dt
from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from planner.strict import StrictModel  # noqa: F401  (re-exported: every model module imports it from here)

#: Catalog and project ids: lowercase words joined by "-" (a "." is allowed inside a word
#: for version numbers such as ``llama-3.1-8b``).
SLUG_PATTERN = r"^[a-z0-9]+(?:[-.][a-z0-9]+)*$"

Slug = Annotated[str, StringConstraints(pattern=SLUG_PATTERN, min_length=1, max_length=80)]

#: ISO 4217 code, upper case ("CNY", "USD", "EUR").
Currency = Annotated[str, StringConstraints(pattern=r"^[A-Z]{3}$")]

Condition = Literal["new", "used"]

#: Free text a user typed; bounded so a pasted novel cannot bloat a project file.
ShortText = Annotated[str, StringConstraints(max_length=200)]
LongText = Annotated[str, StringConstraints(max_length=10_000)]


#: Largest amount of money the planner handles, for a price and for every total derived from prices.
MAX_AMOUNT = 1e12


class Money(StrictModel):
    """An amount that always carries its currency."""

    amount: float = Field(ge=0, le=MAX_AMOUNT, description="Amount in `currency`, not negative.")
    currency: Currency = Field(description="ISO 4217 code such as CNY or USD.")

    def __str__(self) -> str:  # pragma: no cover - convenience only
        return f"{self.amount:,.2f} {self.currency}"


#: "imported": a quote the user imported (`main.py prices import`), kept in the user catalog.
PriceKind = Literal["launch_msrp", "street", "used_market", "list", "imported"]


class PricePoint(StrictModel):
    """A dated price observation with the place it was read."""

    amount: float = Field(gt=0, le=1e9)
    currency: Currency
    condition: Condition = "new"
    kind: PriceKind = "street"
    date: _dt.date = Field(description="Day (or first day of the month) the price was seen.")
    source: Annotated[str, StringConstraints(min_length=3, max_length=500)]
