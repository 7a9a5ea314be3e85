"""The context curve: memory per card against context, from the engine's own fit, the largest fit marked."""

from __future__ import annotations

import pytest

from planner.evaluate import evaluate
from planner.io import load_project
from planner.llm.preview import fit_at_context

SEEDS = ["seed-000-two-card-rig.json", "seed-003-six-gpu-server.json"]


@pytest.fixture(params=SEEDS)
def seed(request, examples_dir, catalog):
    project = load_project(examples_dir / request.param)
    return project, evaluate(project, catalog, with_monte_carlo=False).fit


def test_point_at_the_projects_context_is_the_reports_per_card_memory(seed):
    project, fit = seed
    [own] = [p for p in fit.context_curve if p.requested]
    assert own.context == project.workload.context_tokens
    assert own.per_card_gib == [c.used_gib for c in fit.per_gpu]
    assert own.fits == fit.fits_in_memory


def test_largest_fitting_point_is_max_context(seed):
    _, fit = seed
    [largest] = [p for p in fit.context_curve if p.largest_fitting]
    assert largest.context == fit.max_context and largest.fits
    assert all(p.fits for p in fit.context_curve if p.context <= fit.max_context)
    assert not any(p.fits for p in fit.context_curve if p.context > fit.max_context + 255)


def test_curve_runs_in_powers_of_two_up_to_the_models_window(seed):
    _, fit = seed
    contexts = [p.context for p in fit.context_curve]
    assert contexts == sorted(set(contexts))
    assert contexts[0] == 1024 and contexts[-1] == fit.model_max_context
    powers = [c for c in contexts if c & (c - 1) == 0]
    assert powers == [1024 << k for k in range(len(powers))]
    # memory grows with the context on every card
    for a, b in zip(fit.context_curve, fit.context_curve[1:]):
        assert all(y > x for x, y in zip(a.per_card_gib, b.per_card_gib))


def test_every_point_is_what_the_whole_fit_gives_at_that_context(seed, catalog):
    project, fit = seed
    for point in fit.context_curve[::3]:
        other = fit_at_context(project, catalog, point.context)
        assert point.per_card_gib == [c.used_gib for c in other.per_gpu]
        assert point.fits == other.fits_in_memory


def test_training_has_no_curve(catalog):
    from planner.llm.config import spec_from_catalog_entry
    from planner.llm.fit import fit_model
    from planner.llm.placement import Card

    spec = spec_from_catalog_entry(catalog.model("qwen2.5-7b-instruct"))
    cards = [Card(ref="gpu0", name="A", capacity_gib=24, bandwidth_gbps=936)]
    report = fit_model(spec, "Qwen", cards, mode="lora", context=2048)
    assert report.context_curve == [] and report.commands is None
