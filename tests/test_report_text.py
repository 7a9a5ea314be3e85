"""One translatable Text per report sentence, and no English twin beside it (issue 11, finished by issue 25).

Every report model in planner/ keeps a sentence once, as a `Text` field under the sentence's own name (`verdict`,
`component`, `notes`); no `x_text` field sits beside an English `x`, stored or computed. In JSON a Text carries its
English (`en`) with its template and figures, so the key keeps its documented name; a dumped report reads back, and
an `en` out of step with its template is refused."""

import importlib
import inspect
import pkgutil
import typing

import pytest
from pydantic import BaseModel, ValidationError

import planner
from planner.evaluate import evaluate
from planner.io import load_project
from planner.llm.config import spec_from_catalog_entry
from planner.llm.fit import fit_model
from planner.llm.placement import Card
from planner.report import PlanReport
from planner.text import Text, text

SENTENCES = {  # sentences that had an English twin until issue 25, by the class that keeps them
    "RuleOfThumb": {"verdict", "explanation"}, "EngineOption": {"note"}, "FitReport": {"suggestions", "context_note"},
    "EngineCommands": {"notes"}, "MoeOffload": {"basis"}, "TrainingFit": {"notes"}, "PartRiskLine": {"basis"},
    "Inputs": {"hardware_cost_source", "load_hours_source", "wall_kw_source"}, "Alternative": {"note"},
    "TornadoBar": {"input"}, "MonteCarlo": {"method"}, "TcoReport": {"verdict", "notes", "article", "warnings"},
    "BomLine": {"key_specs", "price_note", "price_age", "unconfirmed"}, "PowerLine": {"component"},
    "CircuitLoad": {"rule", "reason"}, "CompareRow": {"label", "direction", "cells"}, "CompareReport": {"notes"},
    "Build": {"why"}, "AdviseReport": {"misses"}, "Check": {"message"},
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


def _names(cls) -> set[str]:
    """Every name a model answers to: stored fields, computed fields and plain properties."""
    props = {n for klass in cls.__mro__ for n, v in vars(klass).items() if isinstance(v, property)}
    return set(cls.model_fields) | set(cls.model_computed_fields) | props


def _holds_text(annotation) -> bool:
    return annotation is Text or any(_holds_text(a) for a in typing.get_args(annotation))


def test_the_walk_finds_the_report_models():
    names = {cls.__name__ for cls in MODELS}
    assert set(SENTENCES) <= names and {"PlanReport", "Finding", "Text"} <= names


@pytest.mark.parametrize("cls", MODELS, ids=lambda c: f"{c.__module__}.{c.__qualname__}")
def test_no_sentence_has_an_english_twin(cls):
    """No `x_text` beside an `x` (stored, computed or a property), and a Text is stored under the sentence's own
    name, never as `x_text`, so the pair cannot come back."""
    names = _names(cls)
    for name in names:
        if name.endswith("_text"):
            assert name.removesuffix("_text") not in names, f"{cls.__name__}.{name} has an English twin"
    for name, field in cls.model_fields.items():
        if _holds_text(field.annotation):
            assert not name.endswith("_text"), f"{cls.__name__}.{name}: name the Text after its sentence"


def test_every_named_sentence_is_one_text():
    by_name = {cls.__name__: cls for cls in MODELS if cls.__name__ in SENTENCES}
    for name, sentences in SENTENCES.items():
        cls = by_name[name]
        for sentence in sentences:
            assert _holds_text(cls.model_fields[sentence].annotation), f"{name}.{sentence}"
            assert not {sentence + "_text"} & _names(cls), name
        assert not set(cls.model_computed_fields) & sentences, name


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


@pytest.fixture(scope="module")
def reports(catalog, examples_dir):
    plans = [evaluate(load_project(p), catalog, with_monte_carlo=True) for p in sorted(examples_dir.glob("*.json"))]
    spec = spec_from_catalog_entry(catalog.model("qwen2.5-32b-instruct"))
    cards = [Card(ref=gid, name=g.name, capacity_gib=g.vram_gib, bandwidth_gbps=g.memory_bandwidth_gbps)
             for gid, g in ((gid, catalog.part(gid)) for gid in ("rtx-3090", "rtx-3080-10g"))]
    too_big = fit_model(spec, "Qwen2.5 32B", cards, quant="fp16")  # 65 GB of weights on 34 GiB: suggestions
    return plans, too_big


def _english(value) -> list[str]:
    if isinstance(value, Text):
        return [value.render("en")]
    if isinstance(value, list):
        return [t.render("en") for t in value if isinstance(t, Text)]
    return []


def test_no_english_string_beside_its_text_in_real_reports(reports):
    """In the reports of both examples (and a fit that needs suggestions), no string of a model is the English of
    one of its own Texts: a twin under any name shows up here (a sentence has a space; an id such as 'frame' may
    equal a one-word Text)."""
    plans, too_big = reports
    for model in (m for r in [*plans, too_big] for m in _walk(r)):
        cls = type(model)
        sentences = {e for n in cls.model_fields for e in _english(getattr(model, n)) if e}
        for name in [*cls.model_fields, *cls.model_computed_fields]:
            value = getattr(model, name)
            strings = value if isinstance(value, list) else [value]
            twins = [s for s in strings if isinstance(s, str) and " " in s and s in sentences]
            assert not twins, f"{cls.__name__}.{name} repeats its Text in English: {twins[0]!r}"


def test_the_sentences_render_in_each_language(reports):
    plans, too_big = reports
    tco = plans[0].tco
    assert tco.verdict.en == tco.verdict.render("en") != tco.verdict.render("zh_CN")
    assert too_big.suggestions and too_big.suggestions[0].en.startswith("Use ")
    line = plans[0].power.nodes[0].lines[0]
    assert line.component.render("zh_CN") != line.component.en


@pytest.mark.parametrize("mode", ["python", "json"])
def test_a_dumped_report_reads_back_equal(reports, mode):
    for report in reports[0]:
        dumped = report.model_dump(mode=mode)
        verdict = dumped["tco"]["verdict"]
        assert "verdict_text" not in dumped["tco"] and verdict["en"] == report.tco.verdict.render("en")
        assert verdict["template"] == report.tco.verdict.template
        again = PlanReport.model_validate(dumped)
        assert again == report and again.model_dump(mode=mode) == dumped


def test_dumped_english_out_of_step_with_its_template_is_refused(reports):
    dumped = reports[0][0].model_dump(mode="json")
    dumped["tco"]["verdict"]["en"] = "Build it."
    with pytest.raises(ValidationError, match="en is 'Build it.', but the template renders"):
        PlanReport.model_validate(dumped)


def test_a_text_in_json_starts_with_its_english_and_can_be_english_alone():
    sentence = text("{n} cards on {board}", n=2, board="ROMED8-2T")
    assert list(sentence.model_dump(mode="json")) == ["en", "template", "params", "parts", "joiner"]
    assert sentence.model_dump(mode="json")["en"] == "2 cards on ROMED8-2T"
    assert sentence.model_dump(mode="json", context={"english": True}) == "2 cards on ROMED8-2T"
