"""A source article's figure beside this project's: rerun with the article's inputs, name each input that differs.

A claim (costs.article_claims) states a figure (savings at a month, or a break-even band in load hours) and the
inputs the article rests on where the project differs (cloud price per GPU-hour, power a month, repair fund).
  savings at month N = N x cloud a month - (hardware + build time + N x own cash a month)    (seed 003's 68K - 48K - 3K)
  break-even band [H1, H2] -> the cloud price an hour r = (own fixed - cloud fixed) / H + own energy an hour
                                                                                     (seed 000's 120-180 h)
Each differing input is shown with its value in the article, here, and what it alone changes in the figure.
A claim `against` a cloud option the project does not have (renamed or removed) is left out and named by the
warning tco.article_unknown_option (`unknown_option_findings`): the rest of the report is computed as usual.
"""

from __future__ import annotations

from dataclasses import replace

from planner.model.costs import ArticleClaim, CostAssumptions
from planner.model.finding import Finding
from planner.tco.break_even import break_even_of, cloud_line
from planner.tco.model import Model
from planner.text import EMPTY, T, Text, join, text


def article_notes(m: Model, costs: CostAssumptions) -> list[Text]:
    """Each claim beside this project's figures; a claim against a cloud option not in the project is left out."""
    return [_savings(m, c) if c.figure == "savings" else _band(m, c)
            for c in costs.article_claims if c not in _unknown_option_claims(costs)]


def _unknown_option_claims(costs: CostAssumptions) -> list[ArticleClaim]:
    names = {o.name for o in costs.cloud_options}
    return [c for c in costs.article_claims if c.against and c.against not in names]


UNKNOWN_OPTION = T("Article claim {number} ({source}) compares with the cloud option '{against}', which this project "
                   "does not have (cloud options: {options}), so its figure is left out. Choose one of these names as "
                   "its 'against' in costs.article_claims, or remove the claim.")


def unknown_option_findings(costs: CostAssumptions) -> list[Finding]:
    """A warning for each article claim whose `against` names no cloud option of the project (a renamed or
    removed offer): which claim, the name it gives, the names there are, and what to do."""
    names = [o.name for o in costs.cloud_options]
    options = join([text(T("'{name}'"), name=n) for n in names], ", ") if names else text(T("none"))
    return [Finding.make("tco", "warn", "tco.article_unknown_option", UNKNOWN_OPTION,
                         number=costs.article_claims.index(c) + 1, source=c.source, against=c.against, options=options)
            for c in _unknown_option_claims(costs)]


def _cloud(m: Model, name: str):
    return next((o, p, f) for o, p, f in m.clouds if o.name == name)


def _saving(m: Model, name: str, month: int) -> float:
    option, price, fixed = _cloud(m, name)
    cloud = float(cloud_line(option, price, fixed).at(m.hours))
    return month * cloud - (m.upfront() + month * m.running(m.hours))


def _with_price(m: Model, name: str, price: float) -> Model:
    return replace(m, clouds=[(o, price if o.name == name else p, f) for o, p, f in m.clouds])


#: Below this electricity a month (in the project currency) the project's power cannot be scaled to the
#: article's: the factor would overflow (a fuzzed utilization of 5e-324 made it infinite).
SCALABLE_POWER = 1e-6


def _with_power(m: Model, per_month: float) -> Model:
    """The model with its power scaled to `per_month`; as it is when it spends (next to) nothing on power."""
    now = m.power(m.hours)
    if not now > SCALABLE_POWER:
        return m
    scale = per_month / now
    return replace(m, kw_load=m.kw_load * scale, kw_idle=m.kw_idle * scale)


def _differences(m: Model, claim: ArticleClaim, name: str) -> list[tuple[Text, Model]]:
    """Each input the article states differently: the sentence naming it and the model with only it changed."""
    out = []
    if name and claim.cloud_price_per_gpu_hour is not None:
        _, price, _ = _cloud(m, name)
        if abs(price - claim.cloud_price_per_gpu_hour) > 1e-9:
            out.append((text(T("cloud price {article:,.4g} per GPU-hour in the article, {here:,.4g} here"),
                             article=claim.cloud_price_per_gpu_hour, here=price),
                        _with_price(m, name, claim.cloud_price_per_gpu_hour)))
    if (claim.power_per_month is not None and abs(m.power(m.hours) - claim.power_per_month) > 0.005
            and m.power(m.hours) > SCALABLE_POWER):
        out.append((text(T("power {article:,.2f} a month in the article, {here:,.2f} here"),
                         article=claim.power_per_month, here=m.power(m.hours)),
                    _with_power(m, claim.power_per_month)))
    if claim.repair_fund_fraction is not None and abs(m.repair_fraction - claim.repair_fund_fraction) > 1e-9:
        out.append((text(T("repair fund {article:.0%} of the hardware in the article, {here:.0%} here"),
                         article=claim.repair_fund_fraction, here=m.repair_fraction),
                    replace(m, repair_fraction=claim.repair_fund_fraction)))
    return out


def article_model(m: Model, claim: ArticleClaim) -> Model:
    """The model with every input the article states differently set to the article's."""
    name = claim.against
    if name and claim.cloud_price_per_gpu_hour is not None:
        m = _with_price(m, name, claim.cloud_price_per_gpu_hour)
    if claim.power_per_month is not None:
        m = _with_power(m, claim.power_per_month)
    if claim.repair_fund_fraction is not None:
        m = replace(m, repair_fraction=claim.repair_fund_fraction)
    return m


def article_savings(m: Model, claim: ArticleClaim) -> tuple[float, float]:
    """The saving at the claim's month with the article's inputs, and with this project's."""
    return _saving(article_model(m, claim), claim.against, claim.at_month), _saving(m, claim.against, claim.at_month)


def _stated(claim: ArticleClaim) -> Text:
    if claim.high is None or claim.high == claim.low:
        return text(T("about {low:,.0f}"), low=claim.low)
    return text(T("{low:,.0f}-{high:,.0f}"), low=claim.low, high=claim.high)


def _basis(claim: ArticleClaim) -> Text:
    return text(T(" (the article's inputs: {basis})"), basis=claim.basis) if claim.basis else EMPTY


def _savings(m: Model, claim: ArticleClaim) -> Text:
    there, here = article_savings(m, claim)
    diffs = _differences(m, claim, claim.against)
    effects = [text(T("{difference} ({effect:+,.0f})"), difference=d,
                    effect=_saving(changed, claim.against, claim.at_month) - here) for d, changed in diffs]
    return text(T("{source} states a saving of {stated} at month {at_month} against {against}; with the "
                  "article's inputs this model gives {there:,.0f}, with this project's {here:,.0f}{differences}"
                  "{basis}."),
                source=claim.source, stated=_stated(claim), at_month=claim.at_month, against=claim.against,
                there=there, here=here, basis=_basis(claim),
                differences=text(T(": {items}"), items=join(effects)) if effects else EMPTY)


def _band(m: Model, claim: ArticleClaim) -> Text:
    """The break-even band as the cloud price an hour it means with this project's own costs, and where each
    cloud option's price an hour and break-even fall."""
    am = article_model(m, claim)
    own = am.own_line()
    low, high = claim.low, claim.high if claim.high is not None else claim.low
    rate = lambda h, fixed: (own.fixed - fixed) / h + own.per_hour if h else float("inf")  # noqa: E731
    items = []
    for option, price, fixed in am.clouds:
        if claim.against and option.name != claim.against:
            continue
        line = cloud_line(option, price, fixed)
        h_star = break_even_of(own, line)
        cheap, dear = rate(high, line.fixed), rate(low, line.fixed)
        where = (text(T("inside the band")) if h_star is not None and low <= h_star <= high else
                 text(T("below the band: this cloud costs more an hour than the band's {dear:,.2f}"), dear=dear)
                 if h_star is not None and h_star < low else
                 text(T("above the band: this cloud costs less an hour than the band's {cheap:,.2f}"), cheap=cheap))
        items.append(text(T("{option} at {rate:,.2f} an hour breaks even at {hours} ({where})"), option=option.name,
                          rate=line.per_hour, where=where, hours=_hours(h_star)))
    fixed0 = 0.0
    return text(T("{source} states a break-even of {stated} load hours a month; with this project's own costs that "
                  "band means a cloud price of {cheap:,.2f}-{dear:,.2f} an hour for the rented GPUs{basis}. "
                  "{items}."),
                source=claim.source, stated=_stated(claim), cheap=rate(high, fixed0), dear=rate(low, fixed0),
                basis=_basis(claim), items=join(items))


def _hours(h_star: float | None) -> Text:
    return text(T("{hours:,.0f} h"), hours=h_star) if h_star is not None else text(T("no load, never"))
