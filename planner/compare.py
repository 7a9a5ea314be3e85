"""Which rig should I buy? Several projects evaluated side by side, the best value in each row marked.

Each project goes through `planner.evaluate` on its own; every figure of the comparison is read from its
PlanReport. The one step added here is the currency: amounts are shown in the first project's currency,
converted with each project's *own* dated exchange rates (the rate the project itself would quote with). A
project in another currency without a rate to the first one is refused (`InputFileError` naming the file and
`costs.exchange_rates`) rather than compared with a guessed rate or left out of the money rows.

Break-even hours and payback are each build's against its own reference alternative (the one `tco.payback_months`
and the tornado use: the user's choice, else the cheapest that can run the workload; `compare --reference NAME`
makes the option of that name every build's reference); `break_even_against` names it, and a note says why a
build never breaks even against it.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable, Sequence
from pathlib import Path


from planner.catalog.store import Catalog
from planner.compare_report import CompareReport, CompareRow, Variant
from planner.errors import InputFileError
from planner.evaluate import evaluate
from planner.llm.quant import FORMATS
from planner.model.finding import LEVEL_ORDER, LEVEL_WORDS
from planner.model.shown import DEFAULT_NAME
from planner.model.money import describe_rate, find_rate, round_cents
from planner.model.project import Project
from planner.report import PlanReport
from planner.text import LANGUAGES, T, Text, text, translate

LOWER, HIGHER, NOT_RANKED = T("lower is better"), T("higher is better"), T("not ranked")
FEWER_PROBLEMS, YES_BETTER = T("fewer problems are better"), T("fits is better")
QUALITY_BETTER = T("closer to the original weights is better")
LEVELS = LEVEL_WORDS
YES, NO, NEVER = T("yes"), T("no"), T("never")
BEST_MARK = T("* marks the best value in each row; each row says which way is better.")
AGAINST = T("Break-even and payback of {name} are against its reference alternative, {alternative}.")
NO_ALTERNATIVE = T("{name} has no alternative that can run its workload to break even against.")
NEVER_AGAINST = T("{name} never breaks even against {alternative}: renting an hour there costs less than running "
                  "the rig an hour; choose another reference (compare --reference NAME) to see a break-even.")


def expand_builds(projects: Sequence[tuple[str, Project]]) -> list[tuple[str, Project]]:
    """Each (file, project) as one column per build: the build in its machines and each of its variants."""
    return [(file, build) for file, project in projects for _name, build in
            (project.builds() if project.variants else [(project.name, project)])]


def compare_projects(projects: Sequence[tuple[str, Project]], catalog: Catalog,
                     reference: str | None = None, as_of: _dt.date | None = None) -> CompareReport:
    """(file, project) pairs, first one's currency leading: each evaluated, then laid side by side. `reference`:
    the alternative every build breaks even against (by name), instead of each build's own. `as_of`: the day price
    ages are counted to, as `check` counts them (its stale-price warnings are in the status counts)."""
    if reference is not None:
        projects = [(file, with_reference(project, reference)) for file, project in projects]
    reports = [(file, project, evaluate(project, catalog, as_of=as_of)) for file, project in projects]
    currency = reports[0][2].currency
    variants = [variant(file, project, report, currency) for file, project, report in reports]
    notes = [text(BEST_MARK)] + [n for v in variants for n in _against(v)]
    return CompareReport(currency=currency, variants=variants, rows=rows(variants, currency),
                         notes=[n for i, n in enumerate(notes) if n not in notes[:i]],  # each said once
                         has_failures=any(r.has_failures() for _, _, r in reports))


def column_title(project_name: str, file: str) -> str:
    """A build's name, or its file's name where the project still has the default name (two 'New rig' columns
    could not be told apart)."""
    defaults = {"", *(translate(DEFAULT_NAME, lang) for lang in LANGUAGES)}
    return Path(file).stem if project_name.strip() in defaults and file else project_name


def with_reference(project: Project, name: str) -> Project:
    """The project with `name` as its reference alternative (costs.reference_alternative)."""
    return project.model_copy(update={"costs": project.costs.model_copy(update={"reference_alternative": name})})


def _rate(file: str, project: Project, own: str, currency: str) -> tuple[float, str | None]:
    if own == currency:
        return 1.0, None
    found = find_rate(project.costs.exchange_rates, own, currency)
    if found is None:
        raise InputFileError(file, f"costs.exchange_rates: no rate between {own} and {currency}, the currency of the "
                                   f"first project compared; add one, or list a {own} project first")
    return found[0], describe_rate(found[1])


def variant(file: str, project: Project, report: PlanReport, currency: str) -> Variant:
    """One column of the comparison, every figure read from the report (money converted to `currency`)."""
    factor, conversion = _rate(file, project, report.currency, currency)

    def money(amount: float | None) -> float | None:
        return None if amount is None else round_cents(amount * factor)

    fit, tco, power = report.fit, report.tco, report.power
    speed = fit.tokens_per_s if fit else None
    first = next((a for a in tco.alternatives if a.name.en == tco.reference_alternative), None) if tco else None
    power_levels = [f.level for f in report.findings if f.check == "power"]
    return Variant(
        name=column_title(report.project_name, file), file=file, currency=currency, own_currency=report.currency,
        price_total_own=report.bom.total.amount if report.bom.total else None,
        price_total=money(report.bom.total.amount if report.bom.total else None),
        price_by_currency=list(report.bom.totals_by_currency), conversion=conversion, status=report.status,
        finding_counts=dict(report.finding_counts),
        psu_level=max(power_levels, key=LEVEL_ORDER.__getitem__) if power_levels else None,
        headroom_w=power.headroom_w if power else None,
        pcie_links=[_link(d) for d in (report.pcie.devices if report.pcie else []) if d.kind == "gpu"],
        fits=fit.fits if fit else None, max_context=fit.max_context if fit else None,
        best_quant=fit.best_quant if fit else None, tokens_per_s=speed.decode_tokens_per_s if speed else None,
        prefill_tokens_per_s=speed.prefill_tokens_per_s if speed else None, wall_w=power.wall_w if power else None,
        monthly_total=money(tco.monthly.total_per_month if tco else None),
        break_even_hours_per_month=first.break_even_hours_per_month if first else None,
        break_even_against=first.name.en if first else None, payback_months=first.payback_months if first else None,
        three_year_total=money(tco.three_year_total if tco else None))


def _link(d) -> str:
    return f"{d.device}: {_width(d)}"


def _width(d) -> str:
    return "off" if d.link_gen is None else f"PCIe {d.link_gen}.0 x{d.link_width}"


def _against(v: Variant) -> list[Text]:
    if v.break_even_against is None:
        return [text(NO_ALTERNATIVE, name=v.name)]
    against = [text(AGAINST, name=v.name, alternative=v.break_even_against)]
    if v.break_even_hours_per_month is None:
        against.append(text(NEVER_AGAINST, name=v.name, alternative=v.break_even_against))
    return against


# ----------------------------------------------------------------------------- rows

def _plain(value: str) -> Text:
    """A figure or a name: the same in every language."""
    return Text(template="{value}", params={"value": value})


def _num(fmt: str, none: Text | None = None) -> Callable[[object], Text]:
    def cell(value) -> Text:
        if value is None:
            return none if none is not None else _plain("-")
        return _plain(format(value, fmt))
    return cell


def _level(value) -> Text:
    return text(LEVELS[value]) if value else _plain("-")


def _yes_no(value) -> Text:
    return _plain("-") if value is None else text(YES if value else NO)


def _status(v: Variant) -> Text:
    return text(T("{level} ({fail} fail, {warn} warn)"), level=text(LEVELS[v.status]),
                fail=v.finding_counts.get("fail", 0), warn=v.finding_counts.get("warn", 0))


def _quant(value) -> Text:
    return _plain(FORMATS[value].label) if value else _plain("-")


def _by_currency(v: Variant) -> Text:
    return _plain(" + ".join(f"{m.amount:,.2f} {m.currency}" for m in v.price_by_currency) or "-")


def best_indices(values: list, higher: bool) -> list[int]:
    """Where the best value is (every tie); None is never best."""
    known = [(i, x) for i, x in enumerate(values) if x is not None]
    if not known:
        return []
    top = (max if higher else min)(x for _, x in known)
    return [i for i, x in known if x == top]


def rows(variants: list[Variant], currency: str) -> list[CompareRow]:
    """The table: per row the label, which way is better, a cell per variant and the best marked."""
    level_rank = lambda x: None if x is None else -LEVEL_ORDER[x]  # noqa: E731 (lower severity is better)
    quality = lambda q: None if q is None else FORMATS[q].quality_rank  # noqa: E731
    never_last = lambda h: float("-inf") if h is None else -h  # noqa: E731 (never breaking even is worst)
    spec = [  # key, label, direction, cell of the variant, rank key (None: not ranked), higher rank is better
        ("price_total", text(T("Price ({currency})"), currency=currency), LOWER, lambda v: _num(",.2f")(v.price_total),
         lambda v: v.price_total, False),
        ("price_by_currency", text(T("Price as quoted")), NOT_RANKED, _by_currency, None, False),
        ("status", text(T("Status (findings)")), FEWER_PROBLEMS, _status,
         lambda v: (level_rank(v.status), -v.finding_counts.get("fail", 0), -v.finding_counts.get("warn", 0)), True),
        ("psu_level", text(T("PSU verdict")), FEWER_PROBLEMS, lambda v: _level(v.psu_level),
         lambda v: level_rank(v.psu_level), True),
        ("headroom_w", text(T("PSU headroom (W)")), HIGHER, lambda v: _num(",.0f")(v.headroom_w),
         lambda v: v.headroom_w, True),
        ("pcie_links", text(T("PCIe link of each card")), NOT_RANKED, lambda v: _plain(", ".join(link.split(": ")[-1].removeprefix("PCIe ") for link in v.pcie_links) or "-"),
         None, False),
        ("fits", text(T("Model fits")), YES_BETTER, lambda v: _yes_no(v.fits),
         lambda v: None if v.fits is None else int(v.fits), True),
        ("max_context", text(T("Largest context (tokens)")), HIGHER, lambda v: _num(",")(v.max_context),
         lambda v: v.max_context, True),
        ("best_quant", text(T("Best quantization that fits")), QUALITY_BETTER, lambda v: _quant(v.best_quant),
         lambda v: quality(v.best_quant), True),
        ("tokens_per_s", text(T("Decode (tokens/s)")), HIGHER, lambda v: _num(",.1f")(v.tokens_per_s),
         lambda v: v.tokens_per_s, True),
        ("prefill_tokens_per_s", text(T("Prefill (tokens/s)")), HIGHER,
         lambda v: _num(",.0f")(v.prefill_tokens_per_s), lambda v: v.prefill_tokens_per_s, True),
        ("wall_w", text(T("Wall power (W)")), LOWER, lambda v: _num(",.0f")(v.wall_w), lambda v: v.wall_w, False),
        ("monthly_total", text(T("Monthly cost ({currency})"), currency=currency), LOWER,
         lambda v: _num(",.2f")(v.monthly_total), lambda v: v.monthly_total, False),
        ("break_even_hours_per_month", text(T("Break-even (load hours a month)")), LOWER,
         lambda v: _num(",.0f", text(NEVER) if v.break_even_against else None)(v.break_even_hours_per_month),
         lambda v: None if v.break_even_against is None else never_last(v.break_even_hours_per_month), True),
        ("payback_months", text(T("Payback (months)")), LOWER, lambda v: _num(",.1f")(v.payback_months),
         lambda v: v.payback_months, False),
        ("three_year_total", text(T("3-year TCO ({currency})"), currency=currency), LOWER,
         lambda v: _num(",.2f")(v.three_year_total), lambda v: v.three_year_total, False),
    ]
    return [CompareRow(key=key, label=label, direction=text(direction),
                       cells=[cell(v) for v in variants],
                       best=best_indices([rank(v) for v in variants], higher) if rank else [])
            for key, label, direction, cell, rank, higher in spec]
