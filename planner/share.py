"""Share text: a PlanReport as Markdown or BBCode for forums and chats, like a parts-list site's share text.

A face, like the quote: it formats the report and computes nothing. The parts with their prices, the totals (per
currency and converted), the key checks (the PSU against the load, each card's PCIe link, physical fit, every
warning and failure), the model fit card by card, the monthly cost and break-even, and a closing credit line.
Every sentence is a T() template rendered in the language asked for (planner/translations/zh_CN/share.py).

Text the user typed (project and part names, cloud offer names) is escaped so the forum shows it as written:
Markdown's punctuation gets a backslash (a `|` never splits a table cell), and in BBCode every `[` is followed by
an invisible zero-width space, so `[b]` in a part name is never read as a tag and still reads `[b]`.
"""

from __future__ import annotations

import re

from planner.model.parts import kind_label
from planner.report import LEVEL_ORDER, PlanReport
from planner.text import T, render

FORMATS = ("markdown", "bbcode")
ZERO_WIDTH_SPACE = "\u200b"
#: What Markdown reads as markup inside a line (user text never starts a line, so list and heading marks are safe).
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]<>|~])")

CONDITIONS = {"new": T("new"), "used": T("used")}
#: The worst level of a check's findings, as its verdict.
VERDICTS = {"ok": T("OK"), "info": T("OK"), "warn": T("warning"), "fail": T("FAIL")}
HEADERS = (T("Category"), T("Part"), T("Qty"), T("Condition"), T("Unit price"), T("Line total"))
NO_PRICE = T("no price")
CATEGORY = T("{category}:")
PART_LINE = T("{quantity} x {name} ({condition}): {unit_price} each, {line_total}")
PART_UNPRICED = T("{quantity} x {name} ({condition}): no price yet")
SUBTOTAL = T("Subtotal in {currency}: {amount:,.2f} {currency}")
TOTAL = T("Total: {amount:,.2f} {currency}")
TOTAL_CONVERTED = T("Total: {amount:,.2f} {currency} (converted at {rates})")
TOTAL_MISSING = T("Total: not available (an exchange rate is missing)")
CHECKS = T("Checks")
POWER = T("Power: PSU {psu_w:,.0f} W for {sustained_w:,.0f} W sustained (x1.3 rule: {recommended_psu_w:,.0f} W), "
          "headroom {headroom_w:,.0f} W, worst spike {transient_peak_w:,.0f} W: {verdict}")
PCIE_LINK = T("PCIe: {device} in {slot}: PCIe {gen}.0 x{width}, {gbps:.2f} GB/s via {via}")
PCIE_OFF = T("PCIe: {device} in {slot}: no link")
VIA = {"cpu": T("the CPU"), "chipset": T("the chipset"), "switch": T("a PCIe switch")}
PHYSICAL = T("Physical fit: {verdict}")
PROBLEMS = T("Warnings and failures:")
MODEL_FIT = T("Model fit")
FIT_LINE = T("{model}, {quant_label}, {context:,} tokens, {engine}: {verdict}")
FITS, NO_FIT = T("fits"), T("does not fit")
BEYOND_WINDOW = T("beyond the model's own {window:,}-token window")
CARD_LINE = T("{name}: {used_gib:.1f} / {capacity_gib:g} GiB used, layers {layers}")
CARD_NO_LAYERS = T("{name}: {used_gib:.1f} / {capacity_gib:g} GiB used")
DECODE = T("Decode about {tokens_per_s:.1f} tokens/s ({low:.1f}-{high:.1f})")
COST = T("Cost of ownership")
OWNING = T("Owning: {total:,.2f} {currency} a month at {hours:,.0f} load hours a month")
BREAK_EVEN = T("{name}: {cost:,.2f} {currency} a month now; break-even at {hours:,.0f} load hours a month "
               "({utilization:.0%} utilization)")
NEVER = T("{name}: {cost:,.2f} {currency} a month now; owning never breaks even against it")
HYBRID = T("{name}: {cost:,.2f} {currency} a month now")
CANNOT_RUN = T("{name}: {cost:,.2f} {currency} a month now; cannot run the workload ({reason}), so not compared")
CREDIT = T("Made with GPU Rig Planner")


def escape_markdown(text: str) -> str:
    """User text shown literally in Markdown, table cells included (one line, punctuation backslashed)."""
    return _MARKDOWN_SPECIAL.sub(r"\\\1", " ".join(text.split()))


def escape_bbcode(text: str) -> str:
    """User text shown literally in BBCode: no `[` can open a tag."""
    return " ".join(text.split()).replace("[", "[" + ZERO_WIDTH_SPACE)


class _Markup:
    """Markdown: the parts as a table, sections as headings."""

    escape = staticmethod(escape_markdown)

    def title(self, text: str) -> str:
        return f"## {text}"

    def heading(self, text: str) -> str:
        return f"### {text}"

    def bold(self, text: str) -> str:
        return f"**{text}**"

    def bullets(self, items: list[str]) -> list[str]:
        return [f"- {item}" for item in items]

    def italic(self, text: str) -> str:
        return f"*{text}*"


class _BBCode(_Markup):
    """BBCode: the parts line by line (forums without table tags), sections in bold."""

    escape = staticmethod(escape_bbcode)

    def title(self, text: str) -> str:
        return f"[size=150][b]{text}[/b][/size]"

    def heading(self, text: str) -> str:
        return f"[b]{text}[/b]"

    def bold(self, text: str) -> str:
        return f"[b]{text}[/b]"

    def bullets(self, items: list[str]) -> list[str]:
        return ["[list]"] + [f"[*]{item}" for item in items] + ["[/list]"]

    def italic(self, text: str) -> str:
        return f"[i]{text}[/i]"


def share_text(report: PlanReport, fmt: str = "markdown", lang: str = "en") -> str:
    """The report as share text in `fmt` (markdown or bbcode) and `lang`."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown share format {fmt!r}; choose one of {', '.join(FORMATS)}")
    m = _Markup() if fmt == "markdown" else _BBCode()
    blocks = [[m.title(m.escape(report.project_name))], _parts(report, m, lang), _totals(report, m, lang),
              _checks(report, m, lang), _model_fit(report, m, lang), _cost(report, m, lang),
              [m.italic(render(CREDIT, {}, lang))]]
    return "\n\n".join("\n".join(block) for block in blocks if block) + "\n"


def _money(money, lang: str) -> str:
    return render(NO_PRICE, {}, lang) if money is None else f"{money.amount:,.2f} {money.currency}"


def _parts(report: PlanReport, m: _Markup, lang: str) -> list[str]:
    """The bill of materials: a Markdown table, or one BBCode line per part."""
    rows = [(kind_label(b.category, lang), m.escape(b.name), b.quantity,
             render(CONDITIONS.get(b.condition, b.condition), {}, lang), b.unit_price, b.line_total)
            for b in report.bom.lines]
    if isinstance(m, _BBCode):
        return [m.bold(render(CATEGORY, dict(category=kind), lang)) + " " + render(
            PART_LINE if unit is not None else PART_UNPRICED, dict(quantity=qty, name=name, condition=cond,
                                                                   unit_price=_money(unit, lang),
                                                                   line_total=_money(total, lang)), lang)
                for kind, name, qty, cond, unit, total in rows]
    lines = ["| " + " | ".join(render(h, {}, lang) for h in HEADERS) + " |", "|---|---|--:|---|--:|--:|"]
    return lines + ["| " + " | ".join([kind, name, str(qty), cond, _money(unit, lang), _money(total, lang)]) + " |"
                    for kind, name, qty, cond, unit, total in rows]


def _totals(report: PlanReport, m: _Markup, lang: str) -> list[str]:
    """Subtotals per currency when there is more than one, then the total (converted at the report's rates)."""
    bom = report.bom
    lines = [render(SUBTOTAL, dict(currency=t.currency, amount=t.amount), lang)
             for t in bom.totals_by_currency] if len(bom.totals_by_currency) > 1 else []
    if bom.total is None:
        total = render(TOTAL_MISSING, {}, lang)
    elif bom.conversions:
        total = render(TOTAL_CONVERTED, dict(amount=bom.total.amount, currency=bom.total.currency,
                                             rates="; ".join(bom.conversions)), lang)
    else:
        total = render(TOTAL, dict(amount=bom.total.amount, currency=bom.total.currency), lang)
    return lines + [m.bold(total)]


def _verdict(report: PlanReport, check: str, lang: str) -> str:
    levels = [f.level for f in report.findings if f.check == check]
    worst = max(levels, key=LEVEL_ORDER.__getitem__, default="ok")
    return render(VERDICTS[worst], {}, lang)


def _checks(report: PlanReport, m: _Markup, lang: str) -> list[str]:
    """The PSU against the load, each card's PCIe link, physical fit, then every warning and failure."""
    items = []
    if report.power is not None:
        p = report.power
        items.append(render(POWER, dict(psu_w=p.psu_w, sustained_w=p.sustained_w, recommended_psu_w=p.recommended_psu_w,
                                        headroom_w=p.headroom_w, transient_peak_w=p.transient_peak_w,
                                        verdict=_verdict(report, "power", lang)), lang))
    for d in (report.pcie.devices if report.pcie is not None else []):
        if d.kind != "gpu":
            continue
        where = dict(device=m.escape(d.device), slot=m.escape(d.slot))
        items.append(render(PCIE_OFF, where, lang) if d.link_gen is None else render(PCIE_LINK, dict(
            where, gen=d.link_gen, width=d.link_width, gbps=d.bandwidth_gbps,
            via=render(VIA.get(d.via, VIA["cpu"]), {}, lang)), lang))
    if report.physical is not None:
        items.append(render(PHYSICAL, dict(verdict=_verdict(report, "physical", lang)), lang))
    problems = [m.escape(f.text(lang)) for f in report.findings if f.level in ("warn", "fail")]
    lines = [m.heading(render(CHECKS, {}, lang))] + m.bullets(items)
    if problems:
        lines += [render(PROBLEMS, {}, lang)] + m.bullets(problems)
    return lines


def _model_fit(report: PlanReport, m: _Markup, lang: str) -> list[str]:
    """Model, quantization, context and verdict (never 'fits' beyond the model's window), each card, decode speed."""
    fit = report.fit
    if fit is None:
        return []
    if fit.context_ok is False:
        verdict = render(BEYOND_WINDOW, dict(window=fit.model_max_context), lang)
    else:
        verdict = render(FITS if fit.fits else NO_FIT, {}, lang)
    line = render(FIT_LINE, dict(model=m.escape(fit.model), quant_label=fit.quant_label, context=fit.context,
                                 engine=fit.engine, verdict=verdict), lang)
    cards = fit.training.per_gpu if fit.training else fit.per_gpu
    items = [render(CARD_LINE if c.layers else CARD_NO_LAYERS, dict(
        name=m.escape(c.name), used_gib=c.used_gib, capacity_gib=c.capacity_gib, layers=c.layer_range), lang)
        for c in cards]
    if fit.context_note is not None:
        items.append(m.escape(fit.context_note.render(lang)))
    if fit.tokens_per_s is not None:
        s = fit.tokens_per_s
        items.append(render(DECODE, dict(tokens_per_s=s.decode_tokens_per_s, low=s.decode_low, high=s.decode_high),
                            lang))
    return [m.heading(render(MODEL_FIT, {}, lang)), m.bold(line)] + m.bullets(items)


def _cost(report: PlanReport, m: _Markup, lang: str) -> list[str]:
    """Owning per month, each alternative with its break-even, and the report's verdict."""
    tco = report.tco
    if tco is None:
        return []
    items = [render(OWNING, dict(total=tco.monthly.total_per_month, currency=tco.currency,
                                 hours=tco.inputs.load_hours_per_month), lang)]
    for a in tco.alternatives:
        what = dict(name=m.escape(a.name.render(lang)), cost=a.cost_per_month, currency=tco.currency)
        if a.runs_workload is False:
            items.append(render(CANNOT_RUN, dict(what, reason=m.escape(a.runs_workload_reason.render(lang))), lang))
        elif a.kind == "hybrid":
            items.append(render(HYBRID, what, lang))
        elif a.break_even_hours_per_month is None or a.break_even_utilization is None or a.break_even_utilization > 1:
            items.append(render(NEVER, what, lang))  # more load hours than a month has, as the report's finding says
        else:
            items.append(render(BREAK_EVEN, dict(what, hours=a.break_even_hours_per_month,
                                                 utilization=a.break_even_utilization), lang))
    items.append(m.escape(tco.verdict.render(lang)))
    return [m.heading(render(COST, {}, lang))] + m.bullets(items)
