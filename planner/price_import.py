"""Price quotes from a CSV file (`main.py prices import FILE.csv`, File > Import prices...) into the user catalog.

The file has a header row naming the columns part, amount, currency, condition, date, source (any order, any
case). `part` is a catalog id or a part's exact name (case and spaces aside) when only one part has it. A row that
cannot be used is refused with its row number (its line in the file; the header is row 1, as a spreadsheet counts)
and the reason; the good rows are kept. An amount must be at least one cent (0.01) of its currency. A cell that
runs over several lines (a stray quote swallowing the rows after it) refuses every row it swallowed, naming the
line where the quote opens. A row whose amount is under a fifth or over five times the catalog's counted price of
the part and condition is kept with a warning (PLAUSIBLE_FACTOR). A file that cannot be read as such a CSV (not
UTF-8, too large, no header) is refused whole.

The quotes are merged into <user catalog>/imported_prices.json: a quote with the same part, condition, currency,
date and source as one imported before replaces it (its amount), never duplicates it. The file is written
atomically; a present file that cannot be read is left as it is and the import refused.

A header with price_per_gpu_hour (cloud GPU offers) or input_per_million / output_per_million (LLM API prices)
makes the file a snapshot of offers instead, read by the same rules (planner/offer_import.py).
"""

from __future__ import annotations

import csv
import datetime as _dt
import io
import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from planner.catalog.imported_prices import FILE_NAME, MIN_AMOUNT, ImportedQuote, quotes_to_json, read_quotes
from planner.catalog.store import Catalog
from planner.errors import InputFileError
from planner.hardware.pricing import CONDITIONS, market_price
from planner.io import atomic_write_text
from planner.model.common import PricePoint
from planner.model.money import convert_amount
from planner.offer_import import (api_entry, cloud_entry, columns, kind_of_header, merge_offers, offers_file,
                                  validated)
from planner.paths import user_catalog_dir
from planner.safe_read import read_user_file_bytes
from planner.text import T, Text, join, text

COLUMNS = ("part", "amount", "currency", "condition", "date", "source")
MAX_CSV_BYTES = 5 * 1024 * 1024
MAX_ROWS = 20_000
#: A cell a spreadsheet would run as a formula (CSV injection: =HYPERLINK(...), +cmd, @SUM, -2+3+cmd|...): a leading
#: = + - @ tab CR or LF, as DESIGN.md lists them (amounts are read as numbers instead: a minus is a sign there).
_FORMULA = re.compile(r"^[-=+@\t\r\n]")
_CONDITIONS = ("new", "used")
#: Cells read as amounts: a leading minus is a negative number there, not a formula.
_PRICE_COLUMNS = ("amount", "price_per_gpu_hour", "input_per_million", "output_per_million",
                  "cached_input_per_million")
_NUMBER_COLUMNS = _PRICE_COLUMNS + ("gpus", "committed_hours_per_month", "interruption_overhead")
#: The smallest amount a part's price may have: one cent of its currency (a buyer never pays less; 0.001 or 5e-324
#: would price a card at 0.00). Offers are priced per GPU-hour or per million tokens, where a published price can
#: be a fraction of a cent (a cached input at 0.005 per million), so their floor is a hundredth of a cent.
MIN_QUOTE_AMOUNT = MIN_AMOUNT
MIN_OFFER_AMOUNT = 0.0001
_THOUSANDS = re.compile(r"^\d{1,3}(,\d{3})+(\.\d+)?$")


@dataclass(frozen=True)
class RowNote:
    """A row refused (or kept with a warning) and why."""

    row: int
    reason: Text

    def render(self, lang: str = "en") -> str:
        return text(T("row {row}: {reason}"), row=self.row, reason=self.reason).render(lang)


@dataclass
class ImportResult:
    """What an import did: the quotes kept (new and replacing one imported before), the rows refused, and the rows
    kept with a warning (a price far from the catalog's)."""

    file: str
    kind: str = "quote"  # "quote" (part prices), "cloud" (cloud GPU offers) or "api" (LLM API prices)
    added: int = 0
    replaced: int = 0
    refused: list[RowNote] = field(default_factory=list)
    warnings: list[RowNote] = field(default_factory=list)  # quotes kept, but far from the catalog's price
    ambiguous_names: dict[str, list[str]] = field(default_factory=dict)
    quotes: list[ImportedQuote] = field(default_factory=list)
    offers: list[dict] = field(default_factory=list)

    def summary(self) -> Text:
        template = (T("{count:# quote imported|# quotes imported} ({added} new, {replaced} replacing an earlier "
                      "import), {refused:# row refused|# rows refused}.") if self.kind == "quote" else
                    T("{count:# offer imported|# offers imported} ({added} new, {replaced} replacing an earlier "
                      "import), {refused:# row refused|# rows refused}."))
        counts = text(template, count=self.added + self.replaced, added=self.added, replaced=self.replaced,
                      refused=len(self.refused))
        if not self.warnings:
            return counts
        return join([counts, text(T("{count:# quote is|# quotes are} under a fifth or over five times the catalog's "
                                    "price of its part and condition: check the amount and the currency."),
                                  count=len(self.warnings))], " ")

    @property
    def target(self) -> Path:
        """The user-catalog file the import writes to."""
        return imported_prices_file() if self.kind == "quote" else offers_file(self.kind)


def imported_prices_file() -> Path:
    return user_catalog_dir() / FILE_NAME


def _decode(raw: bytes, path: Path) -> str:
    if b"\x00" in raw:
        raise InputFileError(path, "holds NUL bytes: it is not a CSV text file (a spreadsheet's own format?); "
                                   "save it as CSV UTF-8")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputFileError(path, f"is not UTF-8 text (byte {exc.start + 1} cannot be read; files saved as GBK, "
                                   "Big5 or Windows-1252 look like this): save it as 'CSV UTF-8' and import "
                                   "again") from None


def _header(reader, path: Path) -> tuple[str, dict[str, int]]:
    """Which table the file is (part quotes, cloud offers or API prices) and where each of its columns is."""
    try:
        header = next(reader)
    except StopIteration:
        raise InputFileError(path, "is empty: expected a header row " + ",".join(COLUMNS)) from None
    names = [h.strip().lower() for h in header]
    kind = kind_of_header(names) or "quote"
    required, optional = (COLUMNS, ()) if kind == "quote" else columns(kind)
    missing = [c for c in required if c not in names]
    if missing:
        raise InputFileError(path, f"the header row lacks the column(s) {', '.join(missing)}; expected "
                                   f"{','.join(required)} (found {','.join(n[:30] for n in names[:10])})")
    doubled = sorted({n for n in names if n in required + optional and names.count(n) > 1})
    if doubled:
        raise InputFileError(path, f"the header row names {', '.join(doubled)} more than once")
    return kind, {c: names.index(c) for c in required + optional if c in names}


def _names(catalog: Catalog) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for part in catalog.parts.values():
        found.setdefault(" ".join(part.name.split()).casefold(), []).append(part.id)
    return found


def _part_id(cell: str, catalog: Catalog, names: dict[str, list[str]], result: ImportResult) -> str | Text:
    if cell in catalog.parts:
        return cell
    ids = sorted(names.get(" ".join(cell.split()).casefold(), []))
    if len(ids) == 1:
        return ids[0]
    if ids:
        result.ambiguous_names[cell] = ids
        return text(T("the name '{name}' is ambiguous: {ids} have it; use the id"), name=cell, ids=", ".join(ids))
    return text(T("no catalog part has the id or name '{name}'"), name=cell[:80])


def _amount(cell: str, minimum: float = MIN_QUOTE_AMOUNT) -> float | Text:
    """The amount of a price cell, or why it is refused (not a number, not above zero, under `minimum` of its
    currency, over a billion)."""
    plain = cell.replace(",", "") if _THOUSANDS.match(cell) else cell
    try:
        value = float(plain) if "_" not in plain else float("x")
    except ValueError:
        return text(T("amount '{value}' is not a number"), value=cell[:40])
    if not math.isfinite(value):
        return text(T("amount '{value}' is not a number"), value=cell[:40])
    if value <= 0:
        return text(T("amount {value:g} is not above zero"), value=value)
    if value < minimum:
        return text(T("amount {value} is less than {minimum} of its currency, the smallest price the planner counts"),
                    value=cell[:40], minimum=f"{minimum:g}")
    if value > 1e9:
        return text(T("amount {value:g} is more than the planner handles (1,000,000,000)"), value=value)
    return value


def _date(cell: str, today: _dt.date) -> _dt.date | Text:
    try:
        day = _dt.date.fromisoformat(cell)
    except ValueError:
        return text(T("date '{value}' is not a day written YYYY-MM-DD"), value=cell[:40])
    if day > today:
        return text(T("date {date} is after today ({today})"), date=day.isoformat(), today=today.isoformat())
    if day.year < 2000:
        return text(T("date {date} is before 2000"), date=day.isoformat())
    return day


def known_currencies(catalog: Catalog) -> set[str]:
    """Currencies the catalog prices parts or offers in or holds an exchange rate for."""
    found = {p.currency for part in catalog.parts.values() for p in part.prices}
    found |= {c for r in catalog.exchange_rates for c in (r.base, r.quote)}
    found |= {o.price_per_gpu_hour.currency for o in catalog.clouds.values()}
    found |= {o.input_per_million.currency for o in catalog.apis.values()}
    return found


def _row(cells: list[str], cols: dict[str, int], catalog: Catalog, names, currencies: set[str], today: _dt.date,
         result: ImportResult) -> ImportedQuote | Text:
    values = _cells(cells, cols, COLUMNS)
    if isinstance(values, Text):
        return values
    part = _part_id(values["part"], catalog, names, result)
    amount = _amount(values["amount"])
    currency = values["currency"].upper()
    condition = values["condition"].lower()
    day = _date(values["date"], today)
    for found in (part, amount, day):
        if isinstance(found, Text):
            return found
    if currency not in currencies:
        return text(T("currency '{value}' is unknown to the catalog (known: {known})"),
                    value=values["currency"][:12], known=", ".join(sorted(currencies)))
    if condition not in _CONDITIONS:
        return text(T("condition '{value}' is not new or used"), value=values["condition"][:30])
    try:
        price = PricePoint(amount=amount, currency=currency, condition=condition, kind="imported", date=day,
                           source=values["source"])
    except ValidationError:
        return text(T("source must be 3 to 500 characters"))
    return ImportedQuote(part=part, price=price)


def read_price_csv(path: str | Path, catalog: Catalog, today: _dt.date) -> ImportResult:
    """The usable quotes (or offers) of the CSV, the refused rows and the warnings; InputFileError when the file is
    unusable as a whole."""
    p = Path(path)
    content = _decode(read_user_file_bytes(p, MAX_CSV_BYTES, "price file"), p)
    result = ImportResult(file=str(p))
    lines = io.StringIO(content, newline="").readlines()  # the file's lines, as csv reads them (\n, \r\n or \r)
    reader = csv.reader(lines)
    try:
        result.kind, cols = _header(reader, p)
    except csv.Error as exc:
        raise InputFileError(p, f"is not a readable CSV ({exc})") from None
    names, currencies, references = _names(catalog), known_currencies(catalog), {}
    for number, cells in _records(reader, lines, cols, result):
        if number - 1 > MAX_ROWS:
            raise InputFileError(p, f"has more than {MAX_ROWS:,} rows; split it into smaller files")
        if result.kind == "quote":
            found = _row(cells, cols, catalog, names, currencies, today, result)
        else:
            found = offer_row(result.kind, cells, cols, currencies, today)
        if isinstance(found, Text):
            result.refused.append(RowNote(number, found))
        elif result.kind == "quote":
            result.quotes.append(found)
            far = far_from_catalog(found, catalog, references)
            if far is not None:
                result.warnings.append(RowNote(number, far))
        else:
            result.offers.append(found)
    if not result.quotes and not result.offers and not result.refused:
        raise InputFileError(p, "has a header row but no quotes" if result.kind == "quote"
                             else "has a header row but no offers")
    return result


def _records(reader, lines: list[str], cols: dict[str, int], result: ImportResult):
    """(line where the row starts, its cells) for every row that is not blank. A row whose cell runs over several
    lines (a quote opened and not closed where the line ends: a stray quote swallows the rows after it) is refused,
    once for every line it took, naming the line where the quote opens; so is the rest of the file when the csv
    reader gives up inside such a cell (a cell over its size limit)."""
    while True:
        first = reader.line_num + 1
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error:
            _refuse_swallowed(result, lines, first, len(lines), _swallowed_whole(first, len(lines)))
            return
        last = reader.line_num
        if last > first:
            _refuse_swallowed(result, lines, first, last, _swallowed(cells, cols, first, last))
        elif cells:
            yield first, cells


def _swallowed(cells: list[str], cols: dict[str, int], first: int, last: int) -> Text:
    broken = next((i for i, c in enumerate(cells) if "\n" in c or "\r" in c), 0)
    column = next((name for name, i in cols.items() if i == broken), f"#{broken + 1}")
    return text(T("the {column} cell opens a quote (\") on line {first} that runs over the line breaks to line "
                  "{last}: a stray quote swallowed the rows between; close it or remove it"),
                column=column, first=first, last=last)


def _swallowed_whole(first: int, last: int) -> Text:
    return text(T("a quote (\") opens a cell on line {first} that the rest of the file, to line {last}, cannot close "
                  "within the size of a cell: a stray quote; close it or remove it"), first=first, last=last)


def _refuse_swallowed(result: ImportResult, lines: list[str], first: int, last: int, reason: Text) -> None:
    """Refuse each line from `first` to `last` that holds anything (not only its line break): each was a row the
    stray quote took."""
    for number in range(first, last + 1):
        if lines[number - 1].rstrip("\r\n"):
            result.refused.append(RowNote(number, reason))


#: An imported price under 1/PLAUSIBLE_FACTOR or over PLAUSIBLE_FACTOR times the catalog's counted price of its part
#: and condition is kept with a warning. Every price the catalog holds lies within 3.6 times the counted price of its
#: part and condition (the widest: a new RTX 3080 at 18,000 CNY in the 2021 shortage), so 5 leaves real markets
#: alone, while the slips a buyer makes land beyond it: CNY typed as USD (7.1x), a digit too many or too few (10x),
#: cents typed as units (100x).
PLAUSIBLE_FACTOR = 5.0


def far_from_catalog(quote: ImportedQuote, catalog: Catalog, references: dict | None = None) -> Text | None:
    """A warning when the quote is under a fifth or over five times the price the catalog counts for its part and
    condition (market_price over the catalog's own prices, not earlier imports; converted into the quote's currency
    at the catalog's rates), else None (also when the catalog has no such price to compare). `references` keeps
    each part's counted price across the rows of one file."""
    price, references = quote.price, {} if references is None else references
    key = (quote.part, price.condition, price.currency)
    if key not in references:
        references[key] = _counted_price(catalog.parts[quote.part], price.condition, price.currency, catalog)
    reference, day = references[key] or (None, None)
    if not reference or PLAUSIBLE_FACTOR * price.amount >= reference >= price.amount / PLAUSIBLE_FACTOR:
        return None
    template = (T("{part}: {amount:,.2f} {currency} is under a fifth of the catalog's {condition} price "
                  "({reference:,.2f} {currency}, {date}); is the amount or the currency wrong?")
                if price.amount < reference else
                T("{part}: {amount:,.2f} {currency} is over five times the catalog's {condition} price "
                  "({reference:,.2f} {currency}, {date}); is the amount or the currency wrong?"))
    return text(template, part=quote.part, amount=price.amount, currency=price.currency,
                condition=text(CONDITIONS[price.condition]), reference=reference, date=day)


def _counted_price(part, condition: str, currency: str, catalog: Catalog) -> tuple[float, str] | None:
    """The price the catalog's own prices count a line of the part at (market_price), in `currency`, and its day."""
    own = part.model_copy(update={"prices": [q for q in part.prices if q.kind != "imported"]})
    market = market_price(own, condition, currency, catalog.exchange_rates)
    amount = convert_amount(market.point, currency, catalog.exchange_rates) if market else None
    return (amount, market.point.date.isoformat()) if amount else None


def _cells(cells: list[str], cols: dict[str, int], required: tuple[str, ...]) -> dict[str, str] | Text:
    """The row's cells by column, or why the row cannot be read (too few cells, an empty required cell, a cell a
    spreadsheet would run as a formula)."""
    if len(cells) < len(required) or all(not c.strip() for c in cells):
        return text(T("{count:# cell|# cells}, expected at least {expected}"), count=len(cells), expected=len(required))
    values = {c: cells[i].strip() if i < len(cells) else "" for c, i in cols.items()}
    for column in required:
        if not values[column]:
            return text(T("{column} is empty"), column=column)
    for column, value in values.items():
        if value and column not in _NUMBER_COLUMNS and _FORMULA.match(value):
            return text(T("{column} '{value}' looks like a spreadsheet formula; type the value itself"),
                        column=column, value=value[:40])
    return values


def _optional_number(column: str, cell: str) -> float | Text:
    try:
        value = float(cell)
    except ValueError:
        return text(T("{column} '{value}' is not a number"), column=column, value=cell[:40])
    if not math.isfinite(value) or value < 0:
        return text(T("{column} '{value}' is not a number"), column=column, value=cell[:40])
    return value


def offer_row(kind: str, cells: list[str], cols: dict[str, int], currencies: set[str],
              today: _dt.date) -> dict | Text:
    """One cloud offer or API price list from a row, as the catalog stores it, or why the row is refused."""
    required, optional = columns(kind)
    values = _cells(cells, cols, required)
    if isinstance(values, Text):
        return values
    day = _date(values["date"], today)
    if isinstance(day, Text):
        return day
    if values["currency"].upper() not in currencies:
        return text(T("currency '{value}' is unknown to the catalog (known: {known})"),
                    value=values["currency"][:12], known=", ".join(sorted(currencies)))
    amounts = {}
    for column in (c for c in required + optional if c in _PRICE_COLUMNS and values.get(c)):
        amount = _amount(values[column], MIN_OFFER_AMOUNT)
        if isinstance(amount, Text):
            return text(T("{column}: {reason}"), column=column, reason=amount)
        amounts[column] = amount
    if kind == "api":
        return validated(kind, api_entry(values, amounts, day))
    extra: dict = {}
    for column in ("gpus", "committed_hours_per_month", "interruption_overhead"):
        if values.get(column):
            number = _optional_number(column, values[column])
            if isinstance(number, Text):
                return number
            extra[column] = int(number) if column == "gpus" and number == int(number) else number
    if values.get("billing"):
        extra["billing"] = values["billing"].lower()
    return validated(kind, cloud_entry(values, amounts["price_per_gpu_hour"], day, extra))


def merge_quotes(old: list[ImportedQuote], new: list[ImportedQuote]) -> tuple[list[ImportedQuote], int, int]:
    """The stored quotes with the new ones: (merged, added, replaced); the same key replaces, never doubles."""
    merged = {q.key(): q for q in old}
    added = replaced = 0
    for q in new:
        if q.key() in merged:
            replaced += 1
        else:
            added += 1
        merged[q.key()] = q
    return list(merged.values()), added, replaced


def import_prices(path: str | Path, catalog: Catalog, today: _dt.date, target: Path | None = None) -> ImportResult:
    """Read the CSV and merge its good rows into the user's imported prices, cloud offers or API prices
    (atomically). InputFileError for an unusable CSV or an unreadable present file (left as it is); SaveError when
    the write fails."""
    result = read_price_csv(path, catalog, today)
    if result.kind != "quote":
        result.added, result.replaced = merge_offers(target or result.target, result.offers)
        return result
    target = target or imported_prices_file()
    problems: list[str] = []
    old = read_quotes(target, problems)
    if problems:  # rewriting would drop them: leave the file as it is
        raise InputFileError(target, ["has entries that cannot be read; fix or remove them first"] + problems[:5])
    merged, result.added, result.replaced = merge_quotes(old, result.quotes)
    if result.quotes:
        target.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(target, json.dumps(quotes_to_json(merged), ensure_ascii=False, indent=1) + "\n")
    return result
