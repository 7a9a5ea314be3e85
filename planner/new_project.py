"""The project File > New and `main.py new` start with: usable at once, before the first part is added.

What a new project holds, and why:

* **Currency** from the locale: CNY for a Chinese (zh*) locale, USD otherwise; an explicit currency wins.
* **Exchange rates**: the catalog's dated rate table (resources/catalog/exchange_rates.json), each with its date
  and source; they stay editable on the Cost inputs tab.
* **Workload**: Qwen2.5-32B-Instruct at 4-bit (GGUF Q4_K_M), 8,192 tokens of context, one sequence, llama.cpp.
  A 32B model at 4 bits needs about 20 GB, so it fits one 24 GB card (an RTX 3090 or 4090, the cards home rigs
  are built from) and the model fit, decode speed and the API break-even exist from the first GPU; a 70B model
  would need two cards before anything showed. It is the workload of the bundled seed-000 example.
* **Usage and running costs**: 6 load hours a day, electricity 0.6 CNY/kWh and an own hourly rate of 100 CNY
  (the seed-000 figures), converted into the project currency with the rate table.
* **Alternatives**: two or three cloud GPU offers and two LLM APIs from the offers catalog, chosen for the
  currency (Chinese clouds and APIs priced in CNY for a CNY project; RunPod, Vast.ai, DeepSeek and OpenAI in USD
  otherwise). Each keeps its own currency; the engine converts with the project's rates.
* **Token volume** for the API comparison: 40 M input and 10 M output tokens a month (the seed-000 example).

Break-even hours H* exist as soon as one GPU with a price is added: every default cloud offer costs more per
hour than a single-card rig's power at these prices.
"""

from __future__ import annotations

from planner.catalog.store import Catalog
from planner.model.common import Money
from planner.model.money import find_rate
from planner.model.project import SCHEMA_VERSION, Project
from planner.model.shown import DEFAULT_NAME
from planner.text import T, translate

#: Name of a new project (the window shows its own translation of the same words).

DEFAULT_MODEL_ID = "qwen2.5-32b-instruct"
DEFAULT_WORKLOAD = {"quantization": "gguf-q4_k_m", "kv_cache_type": "fp16", "context_tokens": 8192,
                    "batch_size": 1, "mode": "inference", "engine": "llama.cpp"}
#: Seed 000's running-cost figures, in the currency they were given in.
SEED_ELECTRICITY_PRICE = Money(amount=0.6, currency="CNY")
SEED_OWNER_HOURLY_RATE = Money(amount=100, currency="CNY")
SEED_LOAD_HOURS_PER_DAY = 6
DEFAULT_TOKEN_VOLUME = {"input_tokens_per_month": 40_000_000, "output_tokens_per_month": 10_000_000,
                        "cached_input_fraction": 0.0}
#: Offer ids of the default alternatives per project currency (first found in the catalog are used).
DEFAULT_CLOUDS = {"CNY": ("hengyuan-rtx-3090", "suanjia-rtx-4090", "runpod-rtx-4090-community"),
                  "USD": ("runpod-rtx-4090-community", "vast-rtx-4090-on-demand", "lambda-a100-40gb")}
DEFAULT_APIS = {"CNY": ("qwen3.5-plus-bailian", "deepseek-flash-peak"),
                "USD": ("deepseek-flash-peak", "openai-gpt-4o-mini")}
#: Currencies a new project can be planned in (the window's currency choices).
CURRENCIES = ("CNY", "USD", "EUR")


FIRST_MACHINE = T("Machine 1")


def currency_for_locale(locale: str | None) -> str:
    """CNY for a Chinese locale ("zh_CN", "zh-TW", "zh"), USD for any other or none."""
    return "CNY" if (locale or "").lower().startswith("zh") else "USD"


def _converted(money: Money, currency: str, catalog: Catalog) -> dict:
    """The amount in `currency` at the catalog's rate (rounded to 4 places), or as it is without a rate."""
    found = find_rate(catalog.exchange_rates, money.currency, currency) if money.currency != currency else None
    if found is None:
        return money.model_dump()
    return {"amount": round(money.amount * found[0], 4), "currency": currency}


def default_alternatives(catalog: Catalog, currency: str) -> tuple[list[dict], list[dict]]:
    """Cloud and API options (as project dicts) for a new project in `currency`."""
    key = "CNY" if currency == "CNY" else "USD"
    clouds = [catalog.clouds[i].option().model_dump(mode="json", exclude_none=True)
              for i in DEFAULT_CLOUDS[key] if i in catalog.clouds]
    apis = [catalog.apis[i].option().model_dump(mode="json", exclude_none=True)
            for i in DEFAULT_APIS[key] if i in catalog.apis]
    return clouds, apis


def new_project(catalog: Catalog, name: str | None = None, currency: str | None = None,
                locale: str | None = None) -> Project:
    """A new, usable project (see the module docstring for every default and its reason). Without a name it is
    "New rig" in the locale's language."""
    cur = currency or currency_for_locale(locale)
    lang = "zh_CN" if (locale or "").lower().startswith("zh") else "en"
    name = name or translate(DEFAULT_NAME, lang)
    if cur not in CURRENCIES:
        raise ValueError(f"currency must be one of {', '.join(CURRENCIES)}, got {cur!r}")
    clouds, apis = default_alternatives(catalog, cur)
    workload = dict(DEFAULT_WORKLOAD, model_id=DEFAULT_MODEL_ID) if catalog.model(DEFAULT_MODEL_ID) else {}
    costs = {
        "currency": cur, "load_hours_per_day": SEED_LOAD_HOURS_PER_DAY,
        "electricity_price": _converted(SEED_ELECTRICITY_PRICE, cur, catalog),
        "owner_hourly_rate": _converted(SEED_OWNER_HOURLY_RATE, cur, catalog),
        "exchange_rates": [r.model_dump(mode="json") for r in catalog.exchange_rates],
        "cloud_options": clouds, "api_options": apis, "token_volume": dict(DEFAULT_TOKEN_VOLUME),
    }
    return Project.model_validate({"schema_version": SCHEMA_VERSION, "name": name,
                                   "nodes": [{"id": "node-1", "name": translate(FIRST_MACHINE, lang)}],
                                   "workload": workload, "costs": costs})
