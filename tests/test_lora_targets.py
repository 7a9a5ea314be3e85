"""LoRA target modules: counted as PEFT counts them (per expert on a MoE model), and a rank no adapter can have is
refused with the module named.

References: PEFT's printed `trainable params` for Mixtral-8x7B at r 16 on all linear layers, 242,225,152 (242.2 M,
issue 26); the other counts are PEFT's definition, r x (in + out) per wrapped Linear, applied by hand to the shapes in
the Hugging Face config.json files (tests/data/configs, from the models' repositories), not to the planner's code.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from planner.llm.config import spec_from_config
from planner.llm.lora import PRESETS, lora_params, lora_rank_problem

CONFIGS = Path(__file__).parent / "data" / "configs"


def _spec(name: str):
    return spec_from_config(json.loads((CONFIGS / f"{name}.json").read_text()))


def test_mixtral_all_linear_counts_every_expert_and_the_router():
    """PEFT on Mixtral-8x7B, r 16, target_modules="all-linear": trainable params 242.2 M (before: 41.9 M, the experts
    counted once per layer)."""
    assert sum(lora_params(_spec("mixtral-8x7b"), 16, PRESETS["all-linear"])) / 1e6 == pytest.approx(242.2, abs=0.05)


@pytest.mark.parametrize("config, rank, targets, expected", [
    # Llama-2-7B (hidden 4096, 32 layers): q_proj and v_proj, 4096 x 4096 each: 8 x 8192 x 2 x 32
    ("llama-2-7b", 8, ["q_proj", "v_proj"], 4_194_304),
    # Mixtral attention only (hidden 4096, 8 KV heads of 128): q 16 x 8192, k and v 16 x 5120, o 16 x 8192; 32 layers
    ("mixtral-8x7b", 16, "attention", 16 * (8192 + 5120 + 5120 + 8192) * 32),
    # Mixtral experts without the router: 8 experts x 3 projections x 16 x (4096 + 14336) x 32 layers
    ("mixtral-8x7b", 16, ["gate_proj", "up_proj", "down_proj"], 8 * 3 * 16 * (4096 + 14336) * 32),
])
def test_targets_counted_from_the_config_shapes(config, rank, targets, expected):
    modules = PRESETS[targets] if isinstance(targets, str) else targets
    assert sum(lora_params(_spec(config), rank, modules)) == expected


def test_a_rank_above_the_layer_width_is_refused_naming_the_module():
    """Mixtral's k_proj is 4096 x 1024 (8 KV heads of 128): a rank above 1024 cannot be a low-rank adapter there;
    the hidden size (4096) bounds q_proj and o_proj."""
    spec = _spec("mixtral-8x7b")
    problem = lora_rank_problem(spec, 5000, PRESETS["all-linear"]).render("en")
    assert "k_proj" in problem and "1024" in problem
    assert lora_rank_problem(spec, 1024, PRESETS["all-linear"]) is None
    assert "4096" in lora_rank_problem(spec, 5000, ["q_proj"]).render("en")
