"""One translatable Text per report sentence: the English the JSON contract documents is derived from it.

Every report model in planner/ keeps a sentence once, as `x_text: Text`; the English `x` is a computed field
that renders it, so no code can fill the two out of step. A dumped report reads back, and a dumped English
value that differs from its Text is refused."""

import importlib
import inspect
import pkgutil

import pytest
from pydantic import BaseModel, ValidationError

import planner
from planner.evaluate import evaluate
from planner.io import load_project
from planner.llm.config import spec_from_catalog_entry
from planner.llm.fit import fit_model
from planner.llm.placement import Card
from planner.report import PlanReport
from planner.tco.report import Alternative, Series, TornadoBar
from planner.text import ReportModel, Text, text

ENGLISH_TWINS = {  # every sentence the brief of issue 11 names, with the class that now derives it
    "RuleOfThumb": {"verdict", "explanation"}, "EngineOption": {"note"}, "FitReport": {"suggestions"},
    "Inputs": {"hardware_cost_source", "load_hours_source", "wall_kw_source"}, "Alternative": {"note"},
    "TornadoBar": {"input"}, "MonteCarlo": {"method"}, "TcoReport": {"verdict", "notes", "warnings"},
    "CircuitLoad": {"rule", "reason"},
}


def _planner_models() -> list[type[BaseModel]]:
    found = {}
    for info in pkgutil.walk_packages(planner.__path__, "planner."):
        module = importlib.import_module(info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if issubclass(cls, BaseModel) and cls.__module__.startswith("planner."):
                found[f"{cls.__module__}.{cls.__qualname__}"] = cls
    return list(found.values())


MODELS = _planner_models()


def test_the_walk_finds_the_report_models():
    names = {cls.__name__ for cls in MODELS}
    assert set(ENGLISH_TWINS) <= names and {"PlanReport", "Finding", "Text"} <= names


@pytest.mark.parametrize("cls", MODELS, ids=lambda c: f"{c.__module__}.{c.__qualname__}")
def test_no_english_field_is_stored_beside_its_text(cls):
    """A `*_text` twin is the one stored sentence; its English is computed, except the user's own words
    (OWN_WORDS: a cloud option's name as typed), which the model derives from the Text when there is one."""
    own_words = getattr(cls, "OWN_WORDS", ())
    for name in cls.model_fields:
        if not name.endswith("_text"):
            continue
        english = name.removesuffix("_text")
        if english in cls.model_fields:
            assert english in own_words, f"{cls.__name__}.{english} is stored beside {name}"
            assert cls.model_fields[name].annotation == Text | None, f"{cls.__name__}.{name}"
        else:
            assert english in cls.model_computed_fields, f"{cls.__name__}.{name} has no English `{english}`"


def test_every_named_sentence_is_computed_from_its_text():
    by_name = {cls.__name__: cls for cls in MODELS if issubclass(cls, ReportModel)}
    for name, english in ENGLISH_TWINS.items():
        assert english <= set(by_name[name].model_computed_fields), name
        assert not english & set(by_name[name].model_fields), name


def _walk(value):
    if isinstance(value, BaseModel):
        yield value
        for name in type(value).model_fields:
            yield from _walk(getattr(value, name))
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _walk(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _walk(v)


def _rendered(value, lang):
    if value is None:
        return ""
    if isinstance(value, list):
        return [t.render(lang) for t in value]
    return value.render(lang)


@pytest.fixture(scope="module")
def reports(catalog, examples_dir):
    plans = [evaluate(load_project(p), catalog, with_monte_carlo=True) for p in sorted(examples_dir.glob("*.json"))]
    spec = spec_from_catalog_entry(catalog.model("qwen2.5-32b-instruct"))
    cards = [Card(ref=gid, name=g.name, capacity_gib=g.vram_gib, bandwidth_gbps=g.memory_bandwidth_gbps)
             for gid, g in ((gid, catalog.part(gid)) for gid in ("rtx-3090", "rtx-3080-10g"))]
    too_big = fit_model(spec, "Qwen2.5 32B", cards, quant="fp16")  # 65 GB of weights on 34 GiB: suggestions
    return plans, too_big


def test_computed_english_is_the_text_rendered_in_english(reports):
    plans, too_big = reports
    seen: dict[str, set[str]] = {}
    for model in (m for r in [*plans, too_big] for m in _walk(r)):
        cls = type(model)
        for name in cls.model_computed_fields:
            source = getattr(model, f"{name}_text")
            assert getattr(model, name) == _rendered(source, "en"), f"{cls.__name__}.{name}"
            if getattr(model, name):
                seen.setdefault(cls.__name__, set()).add(name)
        for name in getattr(cls, "OWN_WORDS", ()):
            if getattr(model, f"{name}_text") is not None:
                assert getattr(model, name) == getattr(model, f"{name}_text").render("en")
    for name, english in ENGLISH_TWINS.items():  # the fixtures exercise every sentence but the log warnings
        assert english - {"warnings"} <= seen.get(name, set()), name
    assert too_big.suggestions and too_big.suggestions[0].startswith("Use ")


def test_the_english_follows_the_text_and_the_chinese_is_another_rendering(reports):
    plans, _ = reports
    tco = plans[0].tco
    assert tco.verdict == tco.verdict_text.render("en") != tco.verdict_text.render("zh_CN")
    bar = tco.tornado[0]
    bar.input_text = text("Electricity price")
    assert bar.input == "Electricity price"


@pytest.mark.parametrize("mode", ["python", "json"])
def test_a_dumped_report_reads_back_equal(reports, mode):
    for report in reports[0]:
        dumped = report.model_dump(mode=mode)
        assert "verdict" in dumped["tco"] and "verdict_text" in dumped["tco"]
        again = PlanReport.model_validate(dumped)
        assert again == report and again.model_dump(mode=mode) == dumped


def test_dumped_english_out_of_step_with_its_text_is_refused(reports):
    dumped = reports[0][0].model_dump(mode="json")
    dumped["tco"]["verdict"] = "Build it."
    with pytest.raises(ValidationError, match="verdict is 'Build it.', but verdict_text renders"):
        PlanReport.model_validate(dumped)


def test_an_invented_name_is_derived_from_its_text_and_cannot_drift():
    name = text("Hybrid: this rig + {burst_hours:g} GPU-h/month on {option}", burst_hours=40, option="RunPod")
    alt = Alternative(name_text=name, kind="hybrid", cost_per_month=1.0)
    assert alt.name == "Hybrid: this rig + 40 GPU-h/month on RunPod"
    with pytest.raises(ValidationError, match="name is 'Mine', but name_text renders"):
        Alternative(name="Mine", name_text=name, kind="hybrid", cost_per_month=1.0)
    with pytest.raises(ValidationError, match="name_text renders"):
        alt.name = "Mine"
    typed = Series(name="RunPod {spot}", kind="cloud", values=[1.0])  # the user's own words stay as typed
    assert typed.name == "RunPod {spot}" and typed.name_text is None
    assert typed.shown("name", "zh_CN") == "RunPod {spot}"
    own = Series(name_text=text("Own (cash)"), kind="own", values=[1.0])
    assert own.shown("name", "en") == own.name == "Own (cash)" != own.shown("name", "zh_CN")
    with pytest.raises(ValidationError, match="input is 'Power', but input_text renders 'Electricity price'"):
        TornadoBar.model_validate({"input": "Power", "input_text": {"template": "Electricity price"}, "low_value": 1,
                                   "high_value": 2, "break_even_low": None, "break_even_high": None,
                                   "swing_hours": 0})
