"""A PCPartPicker list made into a project: each line matched to a catalog part (planner/detect/match.py) with the
list's price as the user's price in its currency; the lines that match no catalog part are kept as custom parts
with their price and listed (`unmatched`), so the total still counts them. Lines of kinds the catalog does not
hold (a monitor, an operating system, fans) are kept as other parts with their price and are not counted as
unmatched. A price in a currency the project has no rate for is left out and said.
"""

from __future__ import annotations

import re
from collections import Counter

from planner.catalog.store import Catalog
from planner.detect.build import catalog_line, custom_line, matched, not_matched, other_part, said, slug
from planner.detect.match import by_vram, contained, memory_kits
from planner.detect.pcpartpicker import KINDS, ListLine
from planner.model.common import StrictModel
from planner.model.money import find_rate
from planner.text import T, Text, text

OTHER_KIND = T("{kind} {read}: kept as an other part with its price (the catalog holds no such parts)")
NO_RATE = T("{read}: the price {price} is left out: the project has no exchange rate from {currency} to {project}")
MEMORY_FACTS = T("{kind} {read}: no catalog kit of this maker and these facts; added as a custom part with the facts "
                 "its name gives")
ONE_LINE = T("'{item}' (line {lines})")
SEVERAL_LINES = T("'{item}' (lines {lines})")
_KIT = re.compile(r"(\d+)\s*GB\s*\((\d+)\s*x\s*(\d+)\s*GB\)\s*(DDR\d)-(\d+)", re.IGNORECASE)


class ListImport(StrictModel):
    items: list[dict]
    lines: list[Text]
    unmatched: list[Text]


def _read(item: str, numbers: list[int]) -> Text:
    return text(ONE_LINE if len(numbers) == 1 else SEVERAL_LINES, item=item,
                lines=", ".join(str(n) for n in numbers))


def _memory(line: ListLine, catalog: Catalog):
    """(catalog kits of the maker and facts, the inline part the facts make) or ([], None) without facts."""
    found = _KIT.search(line.item)
    if not found:
        return [], None
    modules, size, kind, speed = int(found[2]), float(found[3]), found[4].upper(), int(found[5])
    maker = line.item.split(" ")[0]
    kits = [k for k in memory_kits(catalog, kind, size, speed, modules, maker=maker)
            if k.modules == modules and maker.lower() in k.name.lower()]
    if kind not in ("DDR4", "DDR5"):
        return kits, None
    part = {"kind": "memory", "id": slug(line.item), "name": line.item, "vendor": maker,
            "source": f"PCPartPicker list, line {line.line}", "memory_type": kind, "module_gib": size,
            "modules": modules, "speed_mts": speed}
    return kits, part


def _candidates(line: ListLine, kind: str, catalog: Catalog) -> list:
    found = contained(line.item, kind, catalog)
    if kind == "gpu":
        vram = re.search(r"(\d+)\s*GB\b", line.item)
        found = by_vram(found, float(vram[1]) if vram else None)
    return found


class _Importer:
    def __init__(self, catalog: Catalog, currency: str):
        self.catalog, self.currency = catalog, currency
        self.items: list[dict] = []
        self.lines: list[Text] = []
        self.unmatched: list[Text] = []

    def price(self, line: ListLine, read_as: str) -> dict | None:
        if line.amount is None or line.currency is None:
            return None
        if line.currency != self.currency and find_rate(self.catalog.exchange_rates, line.currency,
                                                        self.currency) is None:
            self.lines.append(text(NO_RATE, read=read_as, price=line.price_text, currency=line.currency,
                                   project=self.currency))
            return None
        return {"amount": line.amount, "currency": line.currency}

    def add(self, line: ListLine, numbers: list[int]) -> None:
        read_as = _read(line.item, numbers)
        price, kind, count = self.price(line, read_as), KINDS.get(line.type.lower()), len(numbers)
        if kind is None:
            self.items.append(custom_line(other_part(line.item, line.type, _source(numbers)), count, price))
            self.lines.append(said(OTHER_KIND, line.type, read_as))
            return
        kits, inline = _memory(line, self.catalog) if kind == "memory" else ([], None)
        found = kits or _candidates(line, kind, self.catalog)
        if len(found) == 1:
            self.items.append(catalog_line(found[0].id, kind, count, price))
            self.lines.append(matched(kind, read_as, found[0].name))
            return
        part = inline or other_part(line.item, line.type, _source(numbers))
        self.items.append(custom_line(part, count, price))
        sentence = said(MEMORY_FACTS, kind, read_as) if inline else not_matched(kind, read_as,
                                                                                 [p.name for p in found])
        self.lines.append(sentence)
        self.unmatched.append(sentence)


def _source(numbers: list[int]) -> str:
    return f"PCPartPicker list, line {', '.join(str(n) for n in numbers)}"


def import_lines(lines: list[ListLine], catalog: Catalog, currency: str) -> ListImport:
    """Project lines for the list's lines (the same part at the same price listed twice is one line of 2)."""
    importer = _Importer(catalog, currency)
    groups: dict[tuple, list[int]] = {}
    firsts: dict[tuple, ListLine] = {}
    for line in lines:
        key = (line.type, line.item, line.amount, line.currency)
        groups.setdefault(key, []).append(line.line)
        firsts.setdefault(key, line)
    for key, numbers in groups.items():
        importer.add(firsts[key], numbers)
    return ListImport(items=importer.items, lines=importer.lines, unmatched=importer.unmatched)


def list_currency(lines: list[ListLine]) -> str | None:
    """The currency most of the list's prices are in."""
    counts = Counter(line.currency for line in lines if line.currency)
    return counts.most_common(1)[0][0] if counts else None
