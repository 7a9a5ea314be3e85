"""The project a start from what you have writes: File > New's project (rates, workload, alternatives) plus the
parts found, each a catalog part where one was matched, otherwise a custom part carried in the project.

Parts found on the machine are owned: price 0 in the project currency and the note "owned", as `advise --own`
writes them. A custom part of a kind whose facts were not read (a GPU the catalog lacks) is an "other" part with
no power of its own: the checks cannot judge what they do not know, and the line says so.
"""

from __future__ import annotations

import re

from planner.catalog.store import Catalog
from planner.edit import add_items
from planner.model.project import Project
from planner.new_project import new_project
from planner.text import T, Text, text

#: The word of each kind in the lines a start from what you have says.
KIND_WORDS = {"gpu": T("GPU"), "cpu": T("CPU"), "motherboard": T("board"), "memory": T("memory"),
              "storage": T("storage"), "psu": T("power supply"), "case": T("case"), "cpu_cooler": T("CPU cooler")}
MATCHED = T("{kind} {read}: {part}")
NOT_IN_CATALOG = T("{kind} {read}: not in the catalog; added as a custom part without its facts, which the checks "
                   "leave out (pick the catalog part or describe it)")
AMBIGUOUS = T("{kind} {read}: could be {candidates}; added as a custom part (pick the right one from the catalog)")
OWNED_NOTE = "owned"


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower())[:60].strip("-") or "part"


def catalog_line(part_id: str, kind: str, quantity: int, price: dict | None, note: str = "") -> dict:
    item = {"id": kind.replace("_", "-"), "part_id": part_id, "quantity": quantity, "note": note}
    if price is not None:
        item["unit_price"] = price
    return item


def custom_line(part: dict, quantity: int, price: dict | None, note: str = "") -> dict:
    item = {"id": part["kind"].replace("_", "-") if part["kind"] != "other" else slug(part["category"]),
            "custom_part": part, "quantity": quantity, "note": note}
    if price is not None:
        item["unit_price"] = price
    return item


def other_part(name: str, category: str, source: str, notes: str = "") -> dict:
    """An inline part whose facts are unknown: only its name, what it is and where it was read."""
    return {"kind": "other", "id": slug(name), "name": name[:200], "category": category[:200],
            "source": source[:2000], "notes": notes}


def said(template: str, kind: str, read: str | Text, **fields) -> Text:
    return text(template, kind=text(KIND_WORDS.get(kind, kind)), read=read, **fields)


def matched(kind: str, read: str | Text, part_name: str) -> Text:
    return said(MATCHED, kind, read, part=part_name)


def not_matched(kind: str, read: str | Text, candidates: list[str]) -> Text:
    if len(candidates) > 1:
        return said(AMBIGUOUS, kind, read, candidates=", ".join(candidates))
    return said(NOT_IN_CATALOG, kind, read)


def project_with(catalog: Catalog, items: list[dict], name: str | None, currency: str | None,
                 locale: str | None) -> Project:
    """File > New's project with `items` in its first machine."""
    project = new_project(catalog, name=name, currency=currency, locale=locale)
    if items:
        (machine,) = project.nodes  # File > New makes one machine
        project = add_items(project, machine.id, items)[0]
    return project
