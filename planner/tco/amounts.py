"""Amounts in the project currency, and the error that stops the cost model (TcoError)."""

from __future__ import annotations

from planner.model.common import Money
from planner.model.money import find_rate
from planner.text import T, Text, render

# Why no cost of ownership when an amount has no exchange rate; {amount} names the amount.
NO_RATE = T("Cost of ownership not computed: {amount} is in {from_currency}; add an exchange rate "
            "{from_currency}->{currency} to the cost assumptions.")


class TcoError(ValueError):
    """An input the cost model cannot use (a missing exchange rate, no hardware cost).

    `template` (with `params`) is the whole sentence of the finding, "Cost of ownership not computed: <reason>.";
    str() of the error is the reason alone. `unusable` marks a value the file gives that nothing can use (an amount
    in a currency without a rate: the tco.unusable_input finding, exit 2 in `check` and `tco` alike), as against
    something not given yet (tco.not_computed)."""

    PREFIX = "Cost of ownership not computed: "

    def __init__(self, template: str, *, unusable: bool = False, **params) -> None:
        self.template, self.params, self.unusable = template, params, unusable
        sentence = render(template, params)
        super().__init__(sentence[len(self.PREFIX):-1] if sentence.startswith(self.PREFIX) else sentence)


def in_currency(m: Money | None, currency: str, rates, amount: str | Text) -> float:
    """An amount in the project currency, unrounded (unit prices such as 0.10 USD per M tokens keep their
    precision). Without an exchange rate it raises TcoError(NO_RATE) naming the amount (a field name or a Text)."""
    if m is None:
        return 0.0
    if m.currency == currency:
        return m.amount
    found = find_rate(rates, m.currency, currency)
    if found is None:
        raise TcoError(NO_RATE, unusable=True, amount=amount, from_currency=m.currency, currency=currency)
    return m.amount * found[0]
