"""The cost findings: what owning costs a month, the break-even against each alternative, the verdict."""

from __future__ import annotations

from planner.model.finding import Finding
from planner.tco.report import Alternative, TcoReport
from planner.text import EMPTY, T, text


def tco_findings(report: TcoReport) -> list[Finding]:
    mo = report.monthly
    out = [Finding.make(
        "tco", "info", "tco.monthly",
        T("Owning costs {total_per_month:,.2f} {currency} a month: hardware {hardware:,.2f}, power {power:,.2f}, "
          "time {time:,.2f}, risk {risk:,.2f} (at {load_hours:,.0f} load hours a month)."),
        total_per_month=mo.total_per_month, currency=report.currency, hardware=mo.hardware_per_month,
        power=mo.power_per_month, time=mo.time_per_month, risk=mo.risk_per_month,
        load_hours=report.inputs.load_hours_per_month)]
    out += [_break_even_finding(report, alt) if alt.runs_workload is not False else _cannot_run_finding(alt)
            for alt in report.alternatives if alt.kind != "hybrid"]
    if report.reference_note is not None:
        note = report.reference_note
        out.append(Finding.make("tco", "warn", "tco.reference_not_used", note.template, **note.params, **note.parts))
    for w in report.warnings:
        out.append(Finding.make("tco", "warn", "tco.usage_log", w.template, **w.params, **w.parts))
    for claim in report.article:
        out.append(Finding.make("tco", "info", "tco.article", claim.template, **claim.params, **claim.parts))
    out.append(Finding.make("tco", "info", "tco.verdict", report.verdict.template, verdict=report.verdict_code,
                            utilization=report.inputs.utilization, **report.verdict.params,
                            **report.verdict.parts))
    return out


def _break_even_finding(report: TcoReport, alt: Alternative) -> Finding:
    load_hours = report.inputs.load_hours_per_month
    month_hours = 24 * report.inputs.days_per_month
    clauses = {}
    if alt.break_even_hours_per_month is None or alt.break_even_hours_per_month > month_hours:
        template = _never_template(alt)
        level = "warn" if alt.kind == "cloud" else "info"
    else:
        cheaper = load_hours >= alt.break_even_hours_per_month
        template = T("Against {alternative}: break-even at {break_even_hours:,.0f} load hours a month "
                     "({break_even_utilization:.0%} utilization); at {load_hours:,.0f} h {comparison} "
                     "({cost_per_month:,.2f} {currency} a month to rent){payback_clause}.")
        clauses = dict(
            comparison=text(T("owning is cheaper")) if cheaper else text(T("owning is dearer")),
            payback_clause=text(T("; pays for itself in {payback_months:,.1f} months"),
                                payback_months=alt.payback_months) if alt.payback_months else EMPTY)
        level = "ok" if cheaper else "info"
    return Finding.make(
        "tco", level, f"tco.break_even_{alt.kind}", template, alternative=alt.name.en,
        break_even_hours=alt.break_even_hours_per_month, break_even_utilization=alt.break_even_utilization,
        cost_per_month=alt.cost_per_month, currency=report.currency, load_hours=load_hours, month_hours=month_hours,
        payback_months=alt.payback_months, **clauses)


def _never_template(alt: Alternative) -> str:
    if alt.break_even_hours_per_month is not None:
        return T("Against {alternative} ({cost_per_month:,.2f} {currency} a month now) owning never breaks even: it "
                 "would take {break_even_hours:,.0f} load hours a month, more than the {month_hours:,.0f} a month has.")
    if alt.kind == "cloud" or alt.rate_per_hour:
        return T("Against {alternative} ({cost_per_month:,.2f} {currency} a month now) owning never breaks even.")
    return T("Against {alternative} ({cost_per_month:,.2f} {currency} a month now) owning never breaks even in hours "
             "(no decode speed).")


def _cannot_run_finding(alt: Alternative) -> Finding:
    """An alternative that cannot run the workload is listed, not compared: no break-even, no verdict, no graph."""
    return Finding.make("tco", "info", "tco.cannot_run_workload",
                        T("{alternative} cannot run the workload: {reason}; it is left out of the verdict, the "
                          "break-even and the graphs."), alternative=alt.name.en, reason=alt.runs_workload_reason)
