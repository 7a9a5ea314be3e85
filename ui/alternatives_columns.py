"""The columns of the Alternatives tables: how each field of a CloudOption / ApiOption is shown and parsed.

A column has a short header (its full name is the header's tooltip and names it in messages and undo texts), a
`show` for the cell, a `parse` that turns typed text into field changes or raises ParseError with a sentence that
says what is expected, optional `choices` (a combo box instead of typing) and an optional `applies` test: a field
that does not count for this option (committed hours unless reserved, redone hours unless spot, sessions unless
billed per started hour) is blank and cannot be edited, unless it holds a value that still counts.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .editors import ParseError
from .rates_editor import parse_date

KNOWN_CURRENCIES = ("CNY", "USD", "EUR")
MONEY_FIELDS = {"cloud": ("price_per_gpu_hour", "storage_per_month", "egress_per_month"),
                "api": ("input_per_million", "output_per_million", "cached_input_per_million")}


def _tr(text: str) -> str:
    """The translation of a label marked with QT_TRANSLATE_NOOP (so pyside6-lupdate collects it)."""
    return QCoreApplication.translate("AlternativesEditor", text)


def pricing_choices() -> list[tuple[str, str]]:
    return [("on_demand", QCoreApplication.translate("AlternativesEditor", "On demand")), ("spot", QCoreApplication.translate("AlternativesEditor", "Spot")), ("reserved", QCoreApplication.translate("AlternativesEditor", "Reserved"))]


def billing_choices() -> list[tuple[str, str]]:
    return [("second", QCoreApplication.translate("AlternativesEditor", "Per second")), ("hour", QCoreApplication.translate("AlternativesEditor", "Per started hour"))]


@dataclass(frozen=True)
class Column:
    key: str
    header: Callable[[], str]
    full: Callable[[], str]
    show: Callable[[object], str]
    parse: Callable[[object, str, object], dict]  # (option, text, project) -> changes
    choices: Callable[[], list[tuple[str, str]]] | None = None
    applies: Callable[[object], bool] | None = None

    def enabled(self, option) -> bool:
        return self.applies is None or self.applies(option)


def _number(text: str, what: str, lo: float, hi: float, integer: bool = False) -> float | None:
    """The typed number within [lo, hi]; None for an empty cell; ParseError naming the field otherwise."""
    t = text.strip().replace(",", "").rstrip("%").strip()
    if not t:
        return None
    try:
        value = int(t) if integer else float(t)
    except ValueError:
        kind = QCoreApplication.translate("AlternativesEditor", "a whole number") if integer else QCoreApplication.translate("AlternativesEditor", "a number")
        raise ParseError(QCoreApplication.translate("AlternativesEditor", "{what} must be {kind}, not '{text}'").format(what=what, kind=kind, text=text)) from None
    if value < 0 <= lo:
        raise ParseError(QCoreApplication.translate("AlternativesEditor", "{what} cannot be negative (got {text})").format(what=what, text=text))
    if not lo <= value <= hi:
        raise ParseError(QCoreApplication.translate("AlternativesEditor", "{what} must be between {lo:g} and {hi:g} (got {text})").format(
            what=what, lo=lo, hi=hi, text=text))
    return value


def _required(value, what: str):
    if value is None:
        raise ParseError(QCoreApplication.translate("AlternativesEditor", "{what} cannot be empty").format(what=what))
    return value


def _currency_of(option) -> str:
    field = "price_per_gpu_hour" if hasattr(option, "price_per_gpu_hour") else "input_per_million"
    return getattr(option, field).currency


def _money(field: str, full: Callable[[], str], optional: bool = False):
    def show(option) -> str:
        money = getattr(option, field)
        return "" if money is None else f"{money.amount:g}"

    def parse(option, text: str, _project) -> dict:
        value = _number(text, full(), 0, 1e9)
        if value is None:
            return {field: None} if optional else {field: _required(value, full())}
        return {field: {"amount": value, "currency": _currency_of(option)}}
    return show, parse


def _plain(field: str, full: Callable[[], str], lo: float, hi: float, scale: float = 1.0, integer: bool = False):
    def show(option) -> str:
        return f"{getattr(option, field) * scale:g}"

    def parse(option, text: str, _project) -> dict:
        value = _required(_number(text, full(), lo, hi, integer), full())
        return {field: value if integer else value / scale}
    return show, parse


def _gpu_count(full: Callable[[], str]):
    """The GPUs rented; an empty cell leaves the count to the planner (sized to the rig, planner/tco/capacity.py)."""
    def show(option) -> str:
        return "" if option.gpus is None else str(option.gpus)

    def parse(option, text: str, _project) -> dict:
        return {"gpus": _number(text, full(), 1, 1024, integer=True)}
    return show, parse


def _text(field: str, full: Callable[[], str], required: bool = False):
    def parse(option, text: str, _project) -> dict:
        if required and not text.strip():
            raise ParseError(QCoreApplication.translate("AlternativesEditor", "{what} cannot be empty").format(what=full()))
        return {field: text.strip()}
    return (lambda option: getattr(option, field)), parse


def _choice(field: str, full: Callable[[], str], choices: Callable[[], list[tuple[str, str]]]):
    def show(option) -> str:
        return dict(choices())[getattr(option, field)]

    def parse(option, text: str, _project) -> dict:
        by_label = {label.lower(): code for code, label in choices()}
        code = text if text in dict(choices()) else by_label.get(text.strip().lower())
        if code is None:
            raise ParseError(QCoreApplication.translate("AlternativesEditor", "{what} must be one of {choices}, not '{text}'").format(
                what=full(), choices=", ".join(label for _c, label in choices()), text=text))
        return {field: code}
    return show, parse


def _date(full: Callable[[], str]):
    def show(option) -> str:
        return "" if option.date is None else option.date.isoformat()

    def parse(option, text: str, _project) -> dict:
        return {"date": parse_date(text, dt.date.today()) if text.strip() else None}
    return show, parse


def _currency(kind: str):
    def parse(option, text: str, project) -> dict:
        code = text.strip().upper()
        known = set(KNOWN_CURRENCIES) | {c for r in project.costs.exchange_rates for c in (r.base, r.quote)}
        if code not in known:
            raise ParseError(QCoreApplication.translate("AlternativesEditor", "Unknown currency '{text}': use one of {known}").format(
                text=text, known=", ".join(sorted(known))))
        return {f: {"amount": getattr(option, f).amount, "currency": code}
                for f in MONEY_FIELDS[kind] if getattr(option, f, None) is not None}
    return (lambda option: _currency_of(option)), parse


def _column(key, header, full, pair, **extra) -> Column:
    return Column(key, header, full, pair[0], pair[1], **extra)


def _labels(pairs: dict[str, tuple[str, str]]) -> dict[str, tuple[Callable[[], str], Callable[[], str]]]:
    """key -> (short header, full name), each translated when called (the language can change)."""
    return {k: ((lambda s=short: _tr(s)), (lambda f=full: _tr(f))) for k, (short, full) in pairs.items()}


def cloud_columns() -> list[Column]:
    lab = _labels({
        "name": (QT_TRANSLATE_NOOP("AlternativesEditor", "Offer"),
                 QT_TRANSLATE_NOOP("AlternativesEditor", "Name of the offer")),
        "provider": (QT_TRANSLATE_NOOP("AlternativesEditor", "Provider"),
                     QT_TRANSLATE_NOOP("AlternativesEditor", "Provider")),
        "gpu": (QT_TRANSLATE_NOOP("AlternativesEditor", "GPU"),
                QT_TRANSLATE_NOOP("AlternativesEditor", "GPU model")),
        "gpus": (QT_TRANSLATE_NOOP("AlternativesEditor", "GPUs"),
                 QT_TRANSLATE_NOOP("AlternativesEditor", "Number of GPUs rented (empty: sized to the rig)")),
        "pricing": (QT_TRANSLATE_NOOP("AlternativesEditor", "Pricing"),
                    QT_TRANSLATE_NOOP("AlternativesEditor", "Pricing")),
        "price": (QT_TRANSLATE_NOOP("AlternativesEditor", "Price / GPU-h"),
                  QT_TRANSLATE_NOOP("AlternativesEditor", "Price per GPU-hour")),
        "currency": (QT_TRANSLATE_NOOP("AlternativesEditor", "Currency"),
                     QT_TRANSLATE_NOOP("AlternativesEditor", "Currency")),
        "committed": (QT_TRANSLATE_NOOP("AlternativesEditor", "Committed h/mo"),
                      QT_TRANSLATE_NOOP("AlternativesEditor", "Reserved: hours paid every month, used or not")),
        "redone": (QT_TRANSLATE_NOOP("AlternativesEditor", "Redone %"),
                   QT_TRANSLATE_NOOP("AlternativesEditor", "Spot: share of hours redone after interruptions (%)")),
        "billing": (QT_TRANSLATE_NOOP("AlternativesEditor", "Billing"),
                    QT_TRANSLATE_NOOP("AlternativesEditor", "Billing")),
        "sessions": (QT_TRANSLATE_NOOP("AlternativesEditor", "Sessions/mo"),
                     QT_TRANSLATE_NOOP("AlternativesEditor", "Hourly billing: sessions per month (each wastes half an hour on average)")),
        "storage": (QT_TRANSLATE_NOOP("AlternativesEditor", "Storage/mo"),
                    QT_TRANSLATE_NOOP("AlternativesEditor", "Storage per month")),
        "egress": (QT_TRANSLATE_NOOP("AlternativesEditor", "Egress/mo"),
                   QT_TRANSLATE_NOOP("AlternativesEditor", "Data egress per month")),
        "date": (QT_TRANSLATE_NOOP("AlternativesEditor", "Date"),
                 QT_TRANSLATE_NOOP("AlternativesEditor", "Date the price was read (YYYY-MM-DD)")),
        "source": (QT_TRANSLATE_NOOP("AlternativesEditor", "Source"),
                   QT_TRANSLATE_NOOP("AlternativesEditor", "Source (a public URL)")),
    })
    return [
        _column("name", *lab["name"], _text("name", lab["name"][1], required=True)),
        _column("provider", *lab["provider"], _text("provider", lab["provider"][1])),
        _column("gpu", *lab["gpu"], _text("gpu", lab["gpu"][1])),
        _column("gpus", *lab["gpus"], _gpu_count(lab["gpus"][1])),
        _column("pricing", *lab["pricing"], _choice("pricing", lab["pricing"][1], pricing_choices),
                choices=pricing_choices),
        _column("price", *lab["price"], _money("price_per_gpu_hour", lab["price"][1])),
        _column("currency", *lab["currency"], _currency("cloud")),
        _column("committed", *lab["committed"], _plain("committed_hours_per_month", lab["committed"][1], 0, 744),
                applies=lambda o: o.pricing == "reserved"),
        _column("redone", *lab["redone"], _plain("interruption_overhead", lab["redone"][1], 0, 300, scale=100),
                applies=lambda o: o.pricing == "spot" or o.interruption_overhead > 0),
        _column("billing", *lab["billing"], _choice("billing", lab["billing"][1], billing_choices),
                choices=billing_choices),
        _column("sessions", *lab["sessions"], _plain("sessions_per_month", lab["sessions"][1], 0, 10_000),
                applies=lambda o: o.billing == "hour"),
        _column("storage", *lab["storage"], _money("storage_per_month", lab["storage"][1], optional=True)),
        _column("egress", *lab["egress"], _money("egress_per_month", lab["egress"][1], optional=True)),
        _column("date", *lab["date"], _date(lab["date"][1])),
        _column("source", *lab["source"], _text("source", lab["source"][1])),
    ]


def api_columns() -> list[Column]:
    lab = _labels({
        "name": (QT_TRANSLATE_NOOP("AlternativesEditor", "Name"),
                 QT_TRANSLATE_NOOP("AlternativesEditor", "Name of the API offer")),
        "provider": (QT_TRANSLATE_NOOP("AlternativesEditor", "Provider"),
                     QT_TRANSLATE_NOOP("AlternativesEditor", "Provider")),
        "model": (QT_TRANSLATE_NOOP("AlternativesEditor", "Model"),
                  QT_TRANSLATE_NOOP("AlternativesEditor", "Model as the provider names it")),
        "input_per_million": (QT_TRANSLATE_NOOP("AlternativesEditor", "Input / M"),
                              QT_TRANSLATE_NOOP("AlternativesEditor", "Price per million input tokens")),
        "output_per_million": (QT_TRANSLATE_NOOP("AlternativesEditor", "Output / M"),
                               QT_TRANSLATE_NOOP("AlternativesEditor", "Price per million output tokens")),
        "cached_input_per_million": (QT_TRANSLATE_NOOP("AlternativesEditor", "Cached / M"),
                                     QT_TRANSLATE_NOOP("AlternativesEditor", "Price per million cached input tokens (empty: none)")),
        "currency": (QT_TRANSLATE_NOOP("AlternativesEditor", "Currency"),
                     QT_TRANSLATE_NOOP("AlternativesEditor", "Currency")),
        "date": (QT_TRANSLATE_NOOP("AlternativesEditor", "Date"),
                 QT_TRANSLATE_NOOP("AlternativesEditor", "Date the price was read (YYYY-MM-DD)")),
        "source": (QT_TRANSLATE_NOOP("AlternativesEditor", "Source"),
                   QT_TRANSLATE_NOOP("AlternativesEditor", "Source (a public URL)")),
    })
    money = [_column(f, *lab[f], _money(f, lab[f][1], optional=f == "cached_input_per_million"))
             for f in MONEY_FIELDS["api"]]
    return [
        _column("name", *lab["name"], _text("name", lab["name"][1], required=True)),
        _column("provider", *lab["provider"], _text("provider", lab["provider"][1])),
        _column("model", *lab["model"], _text("model", lab["model"][1])),
        *money,
        _column("currency", *lab["currency"], _currency("api")),
        _column("date", *lab["date"], _date(lab["date"][1])),
        _column("source", *lab["source"], _text("source", lab["source"][1])),
    ]
