"""The TCO sheet of the quote workbook: the cost model of planner/tco/ written as live spreadsheet formulas.

Every assumption is a labelled, shaded input cell with a defined name (electricity_price, load_hours_per_month,
...); the four monthly components, each alternative's cost, its break-even hours H* and payback, the 3-year TCO
and the month-by-month cumulative table are formulas over those names and over the quote total, so changing a
cell in Excel or LibreOffice moves the break-even. The formulas follow planner/tco/ term by term (tests recalculate the
workbook in LibreOffice and compare with the engine's PlanReport to the cent).
"""

from __future__ import annotations

from openpyxl.chart import LineChart, Reference
from openpyxl.utils import get_column_letter

from planner.model.costs import CostAssumptions
from planner.model.money import find_rate
from planner.report import PlanReport
from planner.text import T, render
from planner.quote.cells import (
    BOLD,
    INPUT_FILL,
    TITLE,
    define_name,
    header_row,
    money_format,
    put_formula,
    put_text,
    put_value,
    set_style,
    ref,
    widths,
)

PCT = "0.0%"
HOURS = "#,##0.00"
NUM = "#,##0.####"


def _with_rented_gpus(costs: CostAssumptions, tco) -> CostAssumptions:
    """The costs with each cloud option's GPU count as the report rents it (sized to the rig when left empty)."""
    rented = [a.gpus for a in tco.alternatives if a.kind == "cloud"] if tco is not None else []
    options = [o if o.gpus is not None or i >= len(rented) else o.model_copy(update={"gpus": rented[i]})
               for i, o in enumerate(costs.cloud_options)]
    return costs.model_copy(update={"cloud_options": options})


class TcoSheet:
    """Writes the sheet top to bottom; `row` is the next free row."""

    def __init__(self, wb, ws, report: PlanReport, costs: CostAssumptions, lang: str, fx_names: dict[str, str]):
        self.wb, self.ws, self.report, self.lang = wb, ws, report, lang
        self.tco = report.tco
        self.costs = _with_rented_gpus(costs, report.tco)
        self.cur = costs.currency
        self.money = money_format(self.cur)
        self.fx_names = fx_names  # currency -> defined name of its rate to the project currency
        self.row = 1

    def tr(self, template: str, **params) -> str:
        return render(template, params, self.lang)

    # ------------------------------------------------------------------ helpers
    def _label(self, text: str, note: str = "") -> int:
        r = self.row
        put_text(self.ws, r, 1, text)
        if note:
            put_text(self.ws, r, 3, note)
        self.row += 1
        return r

    def input(self, name: str, label: str, value: float | None, fmt: str, note: str = "") -> str:
        r = self._label(label, note)
        put_value(self.ws, r, 2, value, fmt, input_cell=True)
        return define_name(self.wb, self.ws, name, r, 2)

    def formula(self, name: str | None, label: str, formula: str, fmt: str, note: str = "", bold: bool = False,
                input_cell: bool = False) -> str:
        r = self._label(label, note)
        put_formula(self.ws, r, 2, formula, fmt, bold=bold, input_cell=input_cell)
        if bold:
            set_style(self.ws.cell(row=r, column=1), "font", BOLD)
        return define_name(self.wb, self.ws, name, r, 2) if name else ref(self.ws, r, 2)

    def money_expr(self, amount: float, currency: str) -> str:
        """An amount in another currency as a formula over its exchange-rate cell, else the number."""
        if currency == self.cur:
            return repr(float(amount))
        return f"{float(amount)!r}*{self.fx_names[currency]}"

    def section(self, title: str) -> None:
        self.row += 1
        put_text(self.ws, self.row, 1, title, bold=True)
        self.row += 1

    # ------------------------------------------------------------------ sheet
    def write(self) -> None:
        ws = self.ws
        widths(ws, {"A": 44, "B": 18, "C": 16, "D": 14, "E": 12, "F": 12, "G": 12, "H": 14, "I": 14, "J": 14,
                    "K": 14, "L": 14, "M": 14, "N": 12, "O": 12})
        put_text(ws, 1, 1, self.tr(T("Cost of ownership: {name}"), name=self.report.project_name)).font = TITLE
        put_text(ws, 2, 1, self.tr(T("Shaded cells are inputs: change them and every figure below follows "
                                     "(amounts in {currency})."), currency=self.cur))
        self.row = 4
        if self.tco is None:
            missing = self.report.tco_not_computed()
            reason = missing.text(self.lang) if missing else ""
            put_text(ws, self.row, 1, self.tr(T("The cost of ownership was not computed: {reason}"), reason=reason))
            return
        self._inputs()
        self._monthly()
        self._alternatives()
        self._three_year()
        self._verdict()
        self._planner_only()
        self._cumulative()

    def _inputs(self) -> None:
        c, t, money = self.costs, self.tco, self.money
        inp = t.inputs
        self.section(self.tr(T("Assumptions")))
        if c.hardware_cost is not None:
            self.formula("hardware_cost", self.tr(T("Hardware cost")),
                         "=" + self.money_expr(c.hardware_cost.amount, c.hardware_cost.currency), money,
                         self.tr(T("stated in the cost assumptions")), input_cell=True)
        else:
            self.formula("hardware_cost", self.tr(T("Hardware cost")), "=quote_total", money,
                         self.tr(T("the quote total (Quote sheet)")))
        self.input("amortization_years", self.tr(T("Amortization (years)")), c.amortization_years, NUM)
        self.formula("amortization_months", self.tr(T("Amortization (months)")), "=amortization_years*12", NUM)
        self._residual()
        self.input("repair_fund_fraction", self.tr(T("Repair fund (share of hardware)")), c.repair_fund_fraction, PCT)
        self.input("days_per_month", self.tr(T("Days per month")), c.days_per_month, NUM)
        self._hours()
        self.input("wall_power_w", self.tr(T("Wall power at load (W)")), inp.wall_power_w, NUM,
                   self.tr(T("from: {source}"), source=inp.wall_kw_source.render(self.lang)))
        self.input("idle_power_w", self.tr(T("Idle wall power (W)")), c.idle_power_w or 0.0, NUM)
        self.input("powered_hours_per_day", self.tr(T("Hours a day the rig is on (empty: only while loaded)")),
                   c.powered_hours_per_day, NUM)
        self.formula("idle_hours_per_month", self.tr(T("Idle hours per month")),
                     "=IF(ISNUMBER(powered_hours_per_day),MAX(powered_hours_per_day*days_per_month-"
                     "load_hours_per_month,0),0)", HOURS)
        self.input("cooling_overhead", self.tr(T("Cooling overhead (share of energy)")), c.cooling_overhead_fraction, PCT)
        self._tariff()
        self.formula("owner_hourly_rate", self.tr(T("Your hourly rate")),
                     "=" + self.money_expr(c.owner_hourly_rate.amount, c.owner_hourly_rate.currency), money,
                     input_cell=True)
        self.input("build_debug_hours", self.tr(T("Build and debug hours (one-off)")), c.build_debug_hours, NUM)
        self.input("maintenance_hours", self.tr(T("Maintenance hours per month")), c.maintenance_hours_per_month, NUM)
        self._risk()

    def _residual(self) -> None:
        c = self.costs
        if c.depreciation == "straight_line":
            self.input("residual_fraction", self.tr(T("Resale value at the end (share of hardware)")),
                       c.residual_fraction, PCT, self.tr(T("straight-line depreciation")))
            self.resale_expr = ("hardware_cost*(1-(1-residual_fraction)*MIN(({t})/12/amortization_years,1))")
        else:
            self.input("annual_decline", self.tr(T("Value lost per year")), c.annual_decline, PCT)
            if c.depreciation == "declining_balance":
                self.resale_expr = "hardware_cost*(1-annual_decline)^(({t})/12)"
                note = self.tr(T("declining balance"))
            else:
                self.input("first_year_decline", self.tr(T("Value lost in the first year (used market)")),
                           c.first_year_decline, PCT)
                self.resale_expr = ("hardware_cost*(1-first_year_decline*MIN(({t})/12,1))"
                                    "*(1-annual_decline)^MAX(({t})/12-1,0)")
                note = self.tr(T("used-market curve"))
            self.formula("residual_fraction", self.tr(T("Resale value at the end (share of hardware)")),
                         "=" + self.resale_expr.format(t="amortization_months") + "/hardware_cost", PCT, note)
        self.formula("residual_value", self.tr(T("Resale value at the end")),
                     "=" + self.resale_expr.format(t="amortization_months"), self.money)

    def _hours(self) -> None:
        c, inp = self.costs, self.tco.inputs
        if c.usage_log is None and c.load_hours_per_day is not None:
            self.input("load_hours_per_day", self.tr(T("Load hours per day")), c.load_hours_per_day, NUM)
            self.formula("load_hours_per_month", self.tr(T("Load hours per month")),
                         "=load_hours_per_day*days_per_month", HOURS)
            self.formula("utilization", self.tr(T("Utilization")), "=load_hours_per_month/(24*days_per_month)", PCT)
        elif c.usage_log is None and c.utilization_fraction is not None:
            self.input("utilization", self.tr(T("Utilization")), c.utilization_fraction, PCT)
            self.formula("load_hours_per_month", self.tr(T("Load hours per month")),
                         "=utilization*24*days_per_month", HOURS)
        elif c.usage_log is not None:
            log = c.usage_log
            self.input("log_active_gpu_hours", self.tr(T("Measured active GPU-hours")), log.active_gpu_hours, HOURS,
                       self.tr(T("from the GPU log {file}"), file=log.file))
            self.input("log_gpus", self.tr(T("GPUs in the log")), log.gpus, "0")
            self.input("log_days", self.tr(T("Days the log covers")), log.days, NUM)
            self.formula("load_hours_per_month", self.tr(T("Load hours per month")),
                         "=log_active_gpu_hours/log_gpus/log_days*days_per_month", HOURS)
            self.input("utilization", self.tr(T("Utilization")), log.utilization, PCT)
        else:  # the engine refuses this case (TcoError), so the sheet is never written for it
            raise ValueError("no load hours")

    def _tariff(self) -> None:
        tariff, c = self.costs.tariff, self.costs
        kwh = ("(wall_power_w/1000*load_hours_per_month+idle_power_w/1000*idle_hours_per_month)"
               "*(1+cooling_overhead)")
        self.formula("energy_kwh_per_month", self.tr(T("Energy per month (kWh)")), "=" + kwh, HOURS)
        if tariff.kind == "flat":
            self.formula("electricity_price", self.tr(T("Electricity price (per kWh)")),
                         "=" + self.money_expr(c.electricity_price.amount, c.electricity_price.currency),
                         money_format(self.cur).replace("0.00", "0.0000"), input_cell=True)
            self.power_expr = "energy_kwh_per_month*electricity_price"
            self.marginal_expr = "electricity_price"
        elif tariff.kind == "time_of_use":
            self._time_of_use(tariff)
        else:
            self._tiered(tariff)

    def _time_of_use(self, tariff) -> None:
        put_text(self.ws, self.row, 1, self.tr(T("Time-of-use periods")), bold=True)
        header_row(self.ws, self.row + 1, [self.tr(T("Period")), self.tr(T("Price per kWh")),
                                              self.tr(T("Share of the energy"))])
        first = self.row + 2
        for i, p in enumerate(tariff.periods):
            put_text(self.ws, first + i, 1, p.name)
            put_value(self.ws, first + i, 2, p.price, NUM, input_cell=True)
            put_value(self.ws, first + i, 3, p.share_of_energy, PCT, input_cell=True)
        last = first + len(tariff.periods) - 1
        self.row = last + 1
        self.formula("electricity_price", self.tr(T("Average electricity price (per kWh)")),
                     f"=SUMPRODUCT($B${first}:$B${last},$C${first}:$C${last})", NUM)
        self.power_expr = "energy_kwh_per_month*electricity_price"
        self.marginal_expr = "electricity_price"

    def _tiered(self, tariff) -> None:
        """The rig's energy on top of the household's, priced tier by tier (planner/tco/tariffs.py)."""
        per_year = tariff.tier_period == "year"
        self.input("household_kwh", self.tr(T("Household use without the rig (kWh per year)")),
                   tariff.household_kwh_per_year, NUM)
        self.formula("kwh_step", self.tr(T("Step for the price of the next kWh (kWh)")),
                     "=MAX(energy_kwh_per_month*0.0001,0.001)", NUM)
        put_text(self.ws, self.row, 1, self.tr(T("Tiers ({period})"),
                                               period=self.tr(T("per year")) if per_year else self.tr(T("per month"))),
                 bold=True)
        header_row(self.ws, self.row + 1, [self.tr(T("From kWh")), self.tr(T("Up to kWh (empty: no limit)")),
                                              self.tr(T("Price per kWh")), self.tr(T("Household only")),
                                              self.tr(T("With the rig")), self.tr(T("With one step more"))])
        first = self.row + 2
        scale = "12" if per_year else "1"
        base = "household_kwh" if per_year else "household_kwh/12"
        xs = [base, f"{base}+energy_kwh_per_month*{scale}", f"{base}+(energy_kwh_per_month+kwh_step)*{scale}"]
        lower = 0.0
        for i, tier in enumerate(tariff.tiers):
            r = first + i
            put_value(self.ws, r, 1, lower, NUM)
            put_value(self.ws, r, 2, tier.up_to_kwh, NUM, input_cell=True)
            put_value(self.ws, r, 3, tier.price, NUM, input_cell=True)
            for j, x in enumerate(xs):
                put_formula(self.ws, r, 4 + j, f"=MAX(0,MIN({x},IF(ISNUMBER($B{r}),$B{r},1E+300))-$A{r})*$C{r}", NUM)
            lower = tier.up_to_kwh if tier.up_to_kwh is not None else lower
        last = first + len(tariff.tiers) - 1
        # each tier starts where the previous one ends
        for i in range(1, len(tariff.tiers)):
            put_formula(self.ws, first + i, 1, f"=B{first + i - 1}", NUM)
        self.row = last + 1
        sums = [f"SUM({col}{first}:{col}{last})" for col in ("D", "E", "F")]
        div = "/12" if per_year else ""
        self.formula("power_tiered", self.tr(T("Energy cost of the rig per month")), f"=({sums[1]}-{sums[0]}){div}",
                     self.money)
        self.formula("marginal_price", self.tr(T("Price of the next kWh")),
                     f"=(({sums[2]}-{sums[0]}){div}-power_tiered)/kwh_step", NUM)
        self.formula("electricity_price", self.tr(T("Average electricity price (per kWh)")),
                     "=IF(energy_kwh_per_month>0,power_tiered/energy_kwh_per_month,0)", NUM)
        self.power_expr = "power_tiered"
        self.marginal_expr = "marginal_price"

    def _risk(self) -> None:
        events = [(e.name, e) for e in self.costs.risk_events]
        if self.tco.part_risk_counted:  # the cards' failures, in the project currency (planner/tco/part_risk.py)
            events += [(self.tr(T("{name}: a card fails ({basis})"), name=line.name,
                                basis=line.basis.render(self.lang)), line.event(self.costs.currency))
                       for line in self.tco.part_risk]
        if not events:
            self.input("risk_per_month", self.tr(T("Risk: expected loss per month")), 0.0, self.money)
            return
        put_text(self.ws, self.row, 1, self.tr(T("Risk events (E[L] = sum of p x loss)")), bold=True)
        header_row(self.ws, self.row + 1, [self.tr(T("Event")), self.tr(T("Times per month")),
                                              self.tr(T("Probability")), self.tr(T("Loss each time")),
                                              self.tr(T("Expected per month"))])
        first = self.row + 2
        for i, (name, e) in enumerate(events):
            r = first + i
            put_text(self.ws, r, 1, name, wrap=True)
            put_value(self.ws, r, 2, e.events_per_month, NUM, input_cell=True)
            put_value(self.ws, r, 3, e.probability, PCT, input_cell=True)
            put_formula(self.ws, r, 4, "=" + self.money_expr(e.loss.amount, e.loss.currency), self.money,
                        input_cell=True)
            put_formula(self.ws, r, 5, f"=B{r}*C{r}*D{r}", self.money)
        last = first + len(events) - 1
        self.row = last + 1
        self.formula("risk_per_month", self.tr(T("Risk: expected loss per month")), f"=SUM(E{first}:E{last})",
                     self.money)

    def _monthly(self) -> None:
        m = self.money
        self.section(self.tr(T("Owning, per month")))
        self.formula("amortization_per_month", self.tr(T("Amortization")),
                     "=(hardware_cost-residual_value)/amortization_months", m)
        self.formula("repair_per_month", self.tr(T("Repair fund")),
                     "=repair_fund_fraction*hardware_cost/amortization_months", m)
        self.formula("hardware_per_month", self.tr(T("Hardware")), "=amortization_per_month+repair_per_month", m,
                     bold=True)
        self.formula("power_per_month", self.tr(T("Power")), "=" + self.power_expr, m, bold=True)
        self.formula("time_per_month", self.tr(T("Time")),
                     "=build_debug_hours*owner_hourly_rate/amortization_months+maintenance_hours*owner_hourly_rate",
                     m, bold=True)
        self.formula(None, self.tr(T("Risk")), "=risk_per_month", m, bold=True)
        self.formula("own_per_month", self.tr(T("Total to own, per month")),
                     "=hardware_per_month+power_per_month+time_per_month+risk_per_month", m, bold=True)
        self.formula("power_per_day", self.tr(T("Power per day")), "=power_per_month/days_per_month", m)
        self.formula("running_per_month", self.tr(T("Cash spent per month once bought (no amortization)")),
                     "=repair_per_month+power_per_month+maintenance_hours*owner_hourly_rate+risk_per_month", m)
        self.formula("upfront_cost", self.tr(T("Cash up front (hardware + build time)")),
                     "=hardware_cost+build_debug_hours*owner_hourly_rate", m)
        idle = "IF(ISNUMBER(powered_hours_per_day),idle_power_w,0)"
        self.formula("own_per_load_hour", self.tr(T("Own cost of one more load hour (energy)")),
                     f"=(wall_power_w-{idle})/1000*{self.marginal_expr}*(1+cooling_overhead)", NUM)
        self.formula("own_fixed", self.tr(T("Own cost at zero load hours (fixed part)")),
                     "=own_per_month-own_per_load_hour*load_hours_per_month", m)

    def _alternatives(self) -> None:
        self.alt_rows: list[tuple[str, int, int]] = []  # (name, row, column of the monthly cost)
        clouds = self.costs.cloud_options
        ws, m = self.ws, self.money
        never = self.tr(T("never"))
        if clouds:
            self.section(self.tr(T("Renting cloud GPUs instead")))
            cols = [self.tr(T("Option")), self.tr(T("Pricing")), self.tr(T("Price per GPU-hour")),
                    self.tr(T("Currency")), self.tr(T("In {currency}"), currency=self.cur), self.tr(T("GPUs")),
                    self.tr(T("Hours redone after interruptions")), self.tr(T("Billed per started hour")),
                    self.tr(T("Sessions per month")), self.tr(T("Committed hours per month")),
                    self.tr(T("Storage + egress per month")), self.tr(T("Cost per month")),
                    self.tr(T("Break-even load hours per month")), self.tr(T("Break-even utilization")),
                    self.tr(T("Payback (months)")), self.tr(T("Can it run the workload?"))]
            header_row(ws, self.row, cols)
            judged = [a for a in self.tco.alternatives if a.kind == "cloud"]
            self.row += 1
            self.cloud_rows = []
            for i, o in enumerate(clouds):
                r = self.row
                put_text(ws, r, 1, o.name, wrap=True)
                if i < len(judged):
                    put_text(ws, r, 16, self._runs(judged[i]), wrap=True)
                put_text(ws, r, 2, {"on_demand": self.tr(T("on demand")), "spot": self.tr(T("spot")),
                                    "reserved": self.tr(T("reserved"))}[o.pricing])
                put_value(ws, r, 3, o.price_per_gpu_hour.amount, NUM, input_cell=True)
                put_text(ws, r, 4, o.price_per_gpu_hour.currency)
                put_formula(ws, r, 5, f"=C{r}" + ("" if o.price_per_gpu_hour.currency == self.cur
                                                   else f"*{self.fx_names[o.price_per_gpu_hour.currency]}"), NUM)
                put_value(ws, r, 6, o.gpus, "0", input_cell=True)
                put_value(ws, r, 7, o.interruption_overhead, PCT, input_cell=True)
                put_value(ws, r, 8, 1 if o.billing == "hour" else 0, "0", input_cell=True)
                put_value(ws, r, 9, o.sessions_per_month, NUM, input_cell=True)
                put_value(ws, r, 10, o.committed_hours_per_month if o.pricing == "reserved" else 0, NUM,
                          input_cell=o.pricing == "reserved")
                fixed = "+".join(self.money_expr(x.amount, x.currency) for x in (o.storage_per_month, o.egress_per_month)
                                 if x is not None) or "0"
                put_formula(ws, r, 11, "=" + fixed, m, input_cell=True)
                billed = f"load_hours_per_month*(1+G{r})+H{r}*I{r}*0.5"
                if o.pricing == "reserved":
                    billed = f"MAX({billed},J{r})"
                put_formula(ws, r, 12, f"=E{r}*F{r}*({billed})+K{r}", m)
                put_formula(ws, r, 13, self._break_even_formula(o, r), HOURS)
                put_formula(ws, r, 14, self._utilization_formula(f"M{r}"), PCT)
                put_formula(ws, r, 15, f"=IF(L{r}-running_per_month>0,upfront_cost/(L{r}-running_per_month),"
                                       f"\"{never}\")", HOURS)
                self.alt_rows.append((o.name, r, 12))
                self.cloud_rows.append((o, r))
                self.row += 1
        self._apis()
        self._hybrid()

    def _runs(self, alt) -> str:
        """yes / no / unknown, with the reason; the reference marked."""
        answer = {True: T("yes"), False: T("no: left out of the comparison"), None: T("not known")}[alt.runs_workload]
        reason = alt.runs_workload_reason.render(self.lang) if alt.runs_workload_reason else ""
        mark = self.tr(T(" (the reference)")) if alt.name.en == self.tco.reference_alternative else ""
        return f"{self.tr(answer)}{mark}: {reason}" if reason else self.tr(answer) + mark

    def _utilization_formula(self, hours: str, otherwise: str | None = None) -> str:
        """Break-even hours as a share of the month; above the hours of a month owning never breaks even, even at
        full use, and the cell says so in words instead of showing a share above 100 %. `otherwise`: the cell's
        value when the hours are not a number (default: "never")."""
        beyond = self.tr(T("never, even at full use"))
        otherwise = otherwise or f'"{self.tr(T("never"))}"'
        return (f"=IF(ISNUMBER({hours}),IF({hours}>24*days_per_month,\"{beyond}\",{hours}/(24*days_per_month)),"
                f"{otherwise})")

    def _break_even_formula(self, option, r: int) -> str:
        """planner/tco/break_even.py's H* in cells: the lines meet at (own_fixed - c) / (r - v); a reservation's
        minimum (committed hours, column J) is a floor, and if the lines meet before its kink owning is cheaper
        from 0 h (or, with v < 0, from where the own line falls below the floor)."""
        never = self.tr(T("never"))
        c_fixed, c_rate = f"(K{r}+H{r}*E{r}*F{r}*I{r}*0.5)", f"(E{r}*F{r}*(1+G{r}))"
        meet = f"(own_fixed-{c_fixed})/({c_rate}-own_per_load_hour)"
        if option.pricing != "reserved":
            return f"=IF({c_rate}<=own_per_load_hour,\"{never}\",MAX({meet},0))"
        floor = f"(E{r}*F{r}*J{r}+K{r})"
        kink = f"IF({floor}>{c_fixed},IF({c_rate}>0,({floor}-{c_fixed})/{c_rate},1E+300),0)"
        on_floor = (f"IF(AND({floor}>{c_fixed},own_per_load_hour<0),"
                    f"MAX((own_fixed-{floor})/(-own_per_load_hour),0),0)")
        return f"=IF({c_rate}<=own_per_load_hour,\"{never}\",IF({meet}>{kink},MAX({meet},0),{on_floor}))"

    def _apis(self) -> None:
        apis, ws, m = self.costs.api_options, self.ws, self.money
        never = self.tr(T("never"))
        fit = self.report.fit
        if not apis:
            return
        self.section(self.tr(T("Paying an API instead")))
        vol = self.costs.token_volume
        self.input("input_tokens", self.tr(T("Input tokens per month")), vol.input_tokens_per_month, "#,##0")
        self.input("output_tokens", self.tr(T("Output tokens per month")), vol.output_tokens_per_month, "#,##0")
        self.input("cached_fraction", self.tr(T("Share of input served from cache")), vol.cached_input_fraction, PCT)
        tps = self.tco.inputs.tokens_per_second
        self.input("tokens_per_second", self.tr(T("Decode speed of this rig (tokens/s)")), tps, NUM,
                   self.tr(T("from the model fit")) if fit is not None else "")
        cols = [self.tr(T("API")), self.tr(T("Input per M tokens")), self.tr(T("Output per M tokens")),
                self.tr(T("Cached input per M tokens")), self.tr(T("Cost per month")),
                self.tr(T("Cost of one load hour of tokens")), self.tr(T("Break-even load hours per month")),
                self.tr(T("Break-even utilization")), self.tr(T("Payback (months)")),
                self.tr(T("Can it run the workload?"))]
        header_row(ws, self.row, cols)
        self.row += 1
        judged = [alt for alt in self.tco.alternatives if alt.kind == "api"]
        for i, a in enumerate(apis):
            r = self.row
            put_text(ws, r, 1, a.name, wrap=True)
            if i < len(judged):
                put_text(ws, r, 10, self._runs(judged[i]), wrap=True)
            put_formula(ws, r, 2, "=" + self.money_expr(a.input_per_million.amount, a.input_per_million.currency), m,
                        input_cell=True)
            put_formula(ws, r, 3, "=" + self.money_expr(a.output_per_million.amount, a.output_per_million.currency),
                        m, input_cell=True)
            cached = a.cached_input_per_million
            put_formula(ws, r, 4, "=" + (self.money_expr(cached.amount, cached.currency) if cached else f"B{r}"), m,
                        input_cell=True)
            put_formula(ws, r, 5, f"=(input_tokens*(1-cached_fraction)*B{r}+input_tokens*cached_fraction*D{r}"
                                  f"+output_tokens*C{r})/1000000", m)
            put_formula(ws, r, 6, f"=IF(ISNUMBER(tokens_per_second),tokens_per_second*3600*"
                                  f"IF(output_tokens>0,E{r}/output_tokens,C{r}/1000000),\"-\")", m)
            put_formula(ws, r, 7, f"=IF(ISNUMBER(F{r}),IF(F{r}>own_per_load_hour,MAX(own_fixed/(F{r}-own_per_load_hour),0),"
                                  f"\"{never}\"),\"-\")", HOURS)
            put_formula(ws, r, 8, self._utilization_formula(f"G{r}", f"G{r}"), PCT)
            put_formula(ws, r, 9, f"=IF(AND(E{r}-running_per_month>0,E{r}>0),upfront_cost/(E{r}-running_per_month),"
                                  f"\"{never}\")", HOURS)
            self.alt_rows.append((a.name, r, 5))
            self.row += 1

    def _hybrid(self) -> None:
        hybrid = next((a for a in self.tco.alternatives if a.kind == "hybrid"), None)
        if hybrid is None or not getattr(self, "cloud_rows", None):
            self.hybrid_row = None
            return
        option, r = next(((o, r) for o, r in self.cloud_rows if o.pricing == "spot"), self.cloud_rows[0])
        self.section(self.tr(T("Hybrid: this rig plus cloud bursts")))
        self.input("burst_gpu_hours", self.tr(T("Cloud GPU-hours per month on {option}"), option=option.name),
                   self.costs.hybrid_burst_gpu_hours_per_month, NUM)
        self.formula("burst_per_month", self.tr(T("Cloud bursts per month")), f"=E{r}*burst_gpu_hours*(1+G{r})+K{r}",
                     self.money)
        self.hybrid_row = self.row
        self.formula("hybrid_per_month", self.tr(T("Hybrid total per month")), "=own_per_month+burst_per_month",
                     self.money, bold=True)

    def _three_year(self) -> None:
        m = self.money
        self.section(self.tr(T("3-year total cost of ownership")))
        self.formula("three_year_hardware", self.tr(T("Hardware")), "=hardware_cost", m)
        self.formula("three_year_electricity", self.tr(T("Electricity x 36 months")), "=power_per_month*36", m)
        self.formula("three_year_reserve", self.tr(T("Maintenance reserve x 3 years")),
                     "=repair_fund_fraction*hardware_cost/amortization_years*3", m)
        self.formula("three_year_time", self.tr(T("Management time")),
                     "=(build_debug_hours+maintenance_hours*36)*owner_hourly_rate", m)
        self.formula("three_year_total", self.tr(T("3-year TCO")), "=three_year_hardware+three_year_electricity+"
                     "three_year_reserve+three_year_time", m, bold=True)
        self.formula("three_year_per_month", self.tr(T("3-year TCO per month")), "=three_year_total/36", m)

    def _verdict(self) -> None:
        low, high = self.report.tco.utilization_thresholds
        self.section(self.tr(T("Rule of thumb")))
        self.input("plan_months", self.tr(T("Plan length (months)")), self.costs.plan_months, "0")
        cloud = self.tr(T("below 50 %: rent cloud GPUs first"))
        model = self.tr(T("50-70 %: model it in detail"))
        build = self.tr(T("above 70 % for 24 months or more: building is likely cheaper"))
        short = self.tr(T("above 70 %, but the plan is shorter than 24 months: model it in detail"))
        self.formula("verdict", self.tr(T("Verdict at this utilization")),
                     f"=IF(utilization<{low},\"{cloud}\",IF(utilization<={high},\"{model}\","
                     f"IF(plan_months>=24,\"{build}\",\"{short}\")))", "General", bold=True)

    def _planner_only(self) -> None:
        """Figures only the planner computes (simulation, sensitivity): values, not formulas."""
        t = self.tco
        mc = t.monte_carlo
        if mc is None and not t.tornado and t.tornado_empty_reason is None:
            return
        self.section(self.tr(T("Computed by the planner (values, not formulas)")))
        if mc is not None:
            for label, value in ((T("Monte Carlo P10 of the plan cost"), mc.three_year_cost.p10),
                                 (T("Monte Carlo P50 of the plan cost"), mc.three_year_cost.p50),
                                 (T("Monte Carlo P90 of the plan cost"), mc.three_year_cost.p90)):
                r = self._label(self.tr(label), self.tr(T("{draws:,} draws"), draws=mc.draws))
                put_value(self.ws, r, 2, value, self.money)
        if t.tornado_empty_reason is not None:
            self._label(self.tr(T("Break-even hours, each input -20 % / +20 %")), t.tornado_empty_reason.render(self.lang))
            return
        for bar in t.tornado[:5]:
            r = self._label(self.tr(T("Break-even hours against {alternative}, {input} -20 % / +20 %"),
                                    alternative=t.tornado_alternative, input=bar.input.render(self.lang)))
            put_value(self.ws, r, 2, bar.break_even_low, HOURS)
            put_value(self.ws, r, 3, bar.break_even_high, HOURS)

    def _cumulative(self) -> None:
        ws, m = self.ws, self.money
        months = self.costs.plan_months
        self.section(self.tr(T("Cumulative cost by month")))
        titles = [self.tr(T("Month")), self.tr(T("Own (cash)")), self.tr(T("Own, net of resale"))]
        series = [(name, f"${chr(64 + col)}${r}") for name, r, col in self.alt_rows]
        if self.hybrid_row is not None:
            series.append((None, "burst_per_month"))
        titles += [name if name is not None else self.tr(T("Hybrid")) for name, _ in series]
        header_row(ws, self.row, titles)
        head = self.row
        first = head + 1
        for t in range(months + 1):
            r = first + t
            put_value(ws, r, 1, t, "0")
            put_formula(ws, r, 2, f"=upfront_cost+A{r}*running_per_month", m)
            put_formula(ws, r, 3, f"=B{r}-" + self.resale_expr.format(t=f"A{r}"), m)
            for j, (name, cost) in enumerate(series):
                if name is None:
                    put_formula(ws, r, 4 + j, f"=B{r}+A{r}*{cost}", m)
                else:
                    put_formula(ws, r, 4 + j, f"=A{r}*{cost}", m)
        last = first + months
        define_name(self.wb, ws, "cumulative_month0", first, 1)
        self.row = last + 2
        chart = LineChart()
        chart.title = self.tr(T("Cumulative cost"))
        chart.y_axis.title = self.cur
        chart.x_axis.title = self.tr(T("Month"))
        chart.height, chart.width = 10, 22
        data = Reference(ws, min_col=2, max_col=3 + len(series), min_row=head, max_row=last)
        chart.add_data(data, titles_from_data=True)
        chart.set_categories(Reference(ws, min_col=1, min_row=first, max_row=last))
        ws.add_chart(chart, f"{get_column_letter(5 + len(series))}{head}")  # right of the table, never over it
        self.cumulative_first_row = first


def fx_names_for(costs: CostAssumptions, currencies: set[str]) -> dict[str, float]:
    """Rate to the project currency for every other currency in use (None when no rate is known)."""
    out = {}
    for c in sorted(currencies - {costs.currency}):
        found = find_rate(costs.exchange_rates, c, costs.currency)
        out[c] = None if found is None else found[0]
    return out


__all__ = ["TcoSheet", "fx_names_for", "INPUT_FILL"]
