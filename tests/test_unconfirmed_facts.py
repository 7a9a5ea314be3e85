"""Catalog facts no named source confirmed are marked 'unconfirmed' in the report, the quote and the picker."""

import datetime as dt

import pytest
from openpyxl import load_workbook

from planner.evaluate import evaluate
from planner.model.unconfirmed import FACT_LABELS, fact_field
from planner.quote.workbook import export_quote


def test_every_unverified_path_in_the_catalog_has_a_label(catalog):
    """A path the picker or the quote would show as a bare field name ('pcie_lanes_total') is a missing label."""
    unlabelled = {(part.id, path) for part in catalog.parts.values() for path in part.unverified
                  if fact_field(path) not in FACT_LABELS}
    assert unlabelled == set()


def test_a_part_with_unverified_lanes_and_price_says_so_in_both_languages(catalog):
    cpu = catalog.part("ryzen-9-5950x").model_copy(update={"unverified": {
        "pcie_lanes_total": "24/20 read for the 3950X", "pcie_lanes_usable": "see pcie_lanes_total",
        "prices": "launch price not read"}})
    assert cpu.unconfirmed_text().render("en") == "unconfirmed: PCIe lanes, usable PCIe lanes, price"
    assert cpu.unconfirmed_text().render("zh_CN") == "未确认：PCIe 通道数、可用 PCIe 通道数、价格"
    assert [r.render("en") for r in cpu.unconfirmed_reasons()][0] == "unconfirmed PCIe lanes: 24/20 read for the 3950X"


def test_a_part_with_every_fact_confirmed_says_nothing(catalog):
    cpu = catalog.part("ryzen-9-5950x").model_copy(update={"unverified": {}})
    assert cpu.unconfirmed_text().render("en") == ""


def test_nested_paths_name_the_field_they_start_with(catalog):
    board = catalog.part("msi-meg-x570-unify").model_copy(update={"unverified": {
        "pcie_slots.PCIE2.electrical_lanes": "x4 read in a review", "sharing_rules[0]": "manual not read",
        "pcie_slots.PCIE3.physical_lanes": "photo only"}})
    assert board.unconfirmed_text().render("en") == "unconfirmed: PCIe slots, lane sharing"


def test_the_bom_line_carries_the_parts_unconfirmed_facts(seed000, catalog):
    report = evaluate(seed000, catalog)
    for line in report.bom.lines:
        part = catalog.part(line.part_id)
        labelled = {FACT_LABELS[fact_field(path)] for path in part.unverified}
        if labelled:
            assert line.unconfirmed.en.startswith("unconfirmed: ")
            assert set(line.unconfirmed.en.removeprefix("unconfirmed: ").split(", ")) == labelled
        else:
            assert line.unconfirmed.en == ""


@pytest.mark.parametrize("lang, mark", [("en", "unconfirmed: "), ("zh_CN", "未确认：")])
def test_the_quotes_parts_sheet_marks_unconfirmed_facts(seed000, catalog, tmp_path, lang, mark):
    report = evaluate(seed000, catalog)
    path = export_quote(seed000, report, tmp_path / "q.xlsx", lang=lang, today=dt.date(2026, 12, 2))
    quote = load_workbook(path).worksheets[0]
    by_name = {quote.cell(r, 3).value: quote.cell(r, 10).value or "" for r in range(10, 10 + len(report.bom.lines))}
    for line in report.bom.lines:
        notes = by_name[line.name]
        last = notes.split(" | ")[-1]
        assert last.startswith(mark) == bool(line.unconfirmed.en), (line.name, notes)
        if line.unconfirmed.en:
            assert last == line.unconfirmed.render(lang)
