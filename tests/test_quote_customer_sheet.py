"""The Quote sheet is what the buyer hands to whoever pays (issue 28: "raw URLs and staleness warnings in a
customer-facing sheet"). It keeps the parts, prices, totals, the user's notes, where the cards go and what is not
confirmed; where each price comes from (catalog date, conversion, source URL, an old price's warning) and where the
exchange rate was read are on the Checks sheet, the planner's working sheet."""

from __future__ import annotations

import datetime as dt
import re

from planner.evaluate import evaluate
from planner.quote.workbook import build_workbook

from .drivers.four_card_session import GPU, RISER

TODAY = dt.date(2026, 12, 4)
URL = re.compile(r"https?://")


def cells(ws):
    return [str(c.value) for row in ws.iter_rows() for c in row if c.value is not None]


def test_the_quote_sheet_holds_no_source_url_or_old_price_warning(seed003, catalog):
    # seed 003 planned in CNY: its catalog prices in USD are converted at the catalog's dated rate
    project = seed003.model_copy(update={"costs": seed003.costs.model_copy(update={"currency": "CNY"})})
    report = evaluate(project, catalog, as_of=TODAY)
    assert any(line.price_stale for line in report.bom.lines)  # seed 003's catalog prices are older than 180 days
    wb = build_workbook(project, report, lang="zh_CN", today=TODAY)
    quote, checks = wb["报价单"], wb["检查结果"]
    assert not [v for v in cells(quote) if URL.search(v) or "⚠" in v or "重新询价" in v]
    assert quote.cell(9, 10).value == "备注"
    # the sources are all on the Checks sheet: every stale line's warning, and the rate's own source
    shown = cells(checks)
    stale = [line for line in report.bom.lines if line.price_stale]
    for line in stale:
        assert any("⚠ " + line.price_age.render("zh_CN") in v and URL.search(v) for v in shown), line.name
    rate_row = next(v for v in cells(quote) if v.endswith("的汇率"))
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2} 的汇率", rate_row)
    assert any(v.startswith("汇率：1 USD = ") for v in shown)


def test_a_card_on_a_riser_cable_is_named_by_the_cable(catalog):
    from planner.model.project import SlotAssignment

    from .builders import rig

    project = rig([{"id": "gpu", "part_id": GPU, "quantity": 2,
                    "slots": [SlotAssignment(slot="PCIE1", via_riser=True, extender="riser#1", port=1).model_dump(),
                              SlotAssignment(slot="PCIE2", via_riser=True, extender="riser#2", port=1).model_dump()]}],
                  board="asrock-rack-romed8-2t", cpu="epyc-7313p", memory=None, cooler=None, ssd=None,
                  extra_items=[{"id": "riser", "part_id": RISER, "quantity": 2}])
    report = evaluate(project, catalog, as_of=TODAY)
    quote = build_workbook(project, report, lang="zh_CN", today=TODAY)["报价单"]
    riser = catalog.part(RISER).name
    notes = next(v for v in cells(quote) if v.startswith("PCIE1（延长线"))
    assert notes.startswith(f"PCIE1（延长线：{riser} #1，第 1 个接口）, PCIE2（延长线：{riser} #2，第 1 个接口）")
    assert "riser#" not in notes
