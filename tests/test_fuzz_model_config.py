"""Hostile model config.json files: `fit --model FILE` ends in a report or a refusal naming the file, never a bug."""

from hypothesis import HealthCheck, given, settings

from tests.fuzzing import model_config


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=model_config.strategy())
def test_hostile_model_configs(case, tmp_path_factory):
    assert model_config.check_case(case, tmp_path_factory.mktemp("model_config")) in ("ok", "refused")


def test_every_base_config_is_usable(tmp_path):
    for base in model_config.BASES:
        assert model_config.check_case({"config": base, "flags": ["--engine", "llama.cpp"]}, tmp_path) == "ok"
