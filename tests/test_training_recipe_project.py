"""The fine-tuning recipe in a project file: a recipe that cannot run is refused with the field named, an older
file loads with the default recipe, and offloaded training is checked against the machine's RAM."""

import json

import pytest

from planner import edit
from planner.errors import InputFileError
from planner.evaluate import evaluate
from planner.io import load_project


def _findings(report, code):
    return [f for f in report.findings if f.code == code]


@pytest.mark.parametrize("workload, words", [
    ({"mode": "full_finetune", "base_precision": "nf4"}, "full fine-tuning trains every weight"),
    ({"mode": "lora", "train_offload": "optimizer"}, "needs train_strategy zero2 or zero3, not ddp"),
    ({"mode": "lora", "train_strategy": "fsdp", "train_offload": "optimizer"}, "FSDP offloads parameters"),
    ({"mode": "lora", "train_strategy": "zero2", "train_offload": "optimizer_and_params"}, "zero3 or fsdp"),
    ({"mode": "lora", "gradient_checkpointing": False, "checkpoint_offload": True}, "gradient_checkpointing true"),
    ({"mode": "lora", "optimizer": "lion"}, "optimizer"),
])
def test_a_recipe_that_cannot_run_is_refused_naming_it(tmp_path, examples_dir, workload, words):
    data = json.loads((examples_dir / "seed-000-two-card-rig.json").read_text(encoding="utf-8"))
    data["workload"].update(workload)
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(InputFileError) as exc:
        load_project(path)
    assert words in str(exc.value) and "workload" in str(exc.value)


def test_a_file_without_the_recipe_gets_the_default_recipe(seed000):
    w = seed000.workload
    assert (w.base_precision, w.optimizer, w.master_weights, w.train_strategy, w.train_offload,
            w.checkpoint_offload) == ("auto", "adamw", True, "ddp", "none", False)


def test_offloaded_training_is_checked_against_the_machines_ram(seed000, catalog):
    """Seed 000's machine: 2x 32 GB DDR5 (64 GiB) and two cards, Qwen2.5-32B. With ZeRO-3 and everything offloaded,
    full fine-tuning keeps 14-16 bytes per parameter in host RAM (about 490 GiB: fails); LoRA keeps the 16-bit frozen
    base there (32.8B x 2 bytes, about 61 GiB: within the RAM but above 80 % of it, a warning)."""
    full = edit.update_section(seed000, "workload", {"mode": "full_finetune", "train_strategy": "zero3",
                                                      "train_offload": "optimizer_and_params", "context_tokens": 2048})
    report = evaluate(full, catalog, with_monte_carlo=False)
    (finding,) = _findings(report, "fit.training_host_ram")
    assert finding.level == "fail" and finding.params["ram_gib"] == 64
    assert finding.params["need_gib"] == pytest.approx(report.fit.training.host_ram_gib)
    lora = edit.update_section(full, "workload", {"mode": "lora"})
    (finding,) = _findings(evaluate(lora, catalog, with_monte_carlo=False), "fit.training_host_ram")
    assert finding.level == "warn" and 0.8 * 64 < finding.params["need_gib"] < 64
    plain = edit.update_section(seed000, "workload", {"mode": "lora"})
    assert not _findings(evaluate(plain, catalog, with_monte_carlo=False), "fit.training_host_ram")
