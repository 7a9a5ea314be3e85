"""The command line as a user meets it: real subprocesses, exit codes, messages, no tracebacks."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SEED000 = ROOT / "resources" / "examples" / "seed-000-two-card-rig.json"


def run(*args, cwd=ROOT, env=None):
    import os

    full_env = dict(os.environ)
    full_env.update(env or {})
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, encoding="utf-8", env=full_env, timeout=120)


def test_check_prints_bill_of_materials_and_findings():
    out = run("check", SEED000)
    assert out.returncode in (0, 1), out.stderr
    assert "Bill of materials" in out.stdout and "Findings" in out.stdout
    assert "RTX 3090" in out.stdout and "RTX 3080" in out.stdout
    assert "Total: 10,000.00 CNY" in out.stdout
    assert "Traceback" not in out.stderr
    bom = out.stdout.split("Bill of materials")[1].split("Subtotal")[0]
    assert "  GPU          NVIDIA GeForce RTX 3090" in bom  # the kind's label, as in the window and the quote
    assert "  CPU cooler   Thermalright" in bom and "cpu_cooler" not in bom


def test_check_json_is_the_report(catalog):
    from planner.evaluate import evaluate
    from planner.io import load_project

    import datetime

    out = run("check", SEED000, "--json")
    data = json.loads(out.stdout)
    # the CLI counts prices' ages to today (the run and this line may straddle midnight: rare, and then it fails)
    expected = json.loads(evaluate(load_project(SEED000), catalog, as_of=datetime.date.today()).model_dump_json())
    assert data == expected
    assert {"check", "level", "code", "message"} <= set(data["findings"][0])
    assert out.returncode == (1 if any(f["level"] == "fail" for f in data["findings"]) else 0)


def test_check_exit_1_when_a_finding_fails(tmp_path):
    project = json.loads(SEED000.read_text(encoding="utf-8"))
    project["nodes"][0]["items"][0]["part_id"] = "rtx-3090x"
    path = tmp_path / "typo.json"
    path.write_text(json.dumps(project), encoding="utf-8")
    out = run("check", path)
    assert out.returncode == 1
    assert "[FAIL] catalog.unknown_part" in out.stdout and "did you mean 'rtx-3090'" in out.stdout


@pytest.mark.parametrize(
    "content, expected",
    [
        (None, "file not found"),
        ("{oops", "not valid JSON"),
        ('{"schema_version": 2, "name": "x", "nodes": [{"items": [{"id": "a", "part_id": "rtx-3090", "quantity": "many"}]}]}',
         "nodes[0].items[0].quantity"),
        ('{"schema_version": 7, "name": "x"}', "schema_version 7 is newer"),
        ('{"name": "x"}', "schema_version is missing"),
        ("[" * 50_000 + "]" * 50_000, "nested too deeply"),
        ("\"just a string\"", "must hold a JSON object"),
    ],
)
def test_unusable_input_exits_2_with_a_message_naming_the_file(tmp_path, content, expected):
    path = tmp_path / "input.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
        before = path.read_bytes()
    out = run("check", path)
    assert out.returncode == 2, out.stdout
    assert str(path) in out.stderr and expected in out.stderr
    assert "Traceback" not in out.stderr and out.stdout == ""
    if content is not None:
        assert path.read_bytes() == before


def test_unreadable_folder_argument(tmp_path):
    out = run("check", tmp_path)
    assert out.returncode == 2 and "is a folder" in out.stderr


def test_bad_arguments_exit_2():
    assert run("check").returncode == 2
    assert run("check", SEED000, "--frobnicate").returncode == 2
    out = run("catalog", "toasters")
    assert out.returncode == 2 and "unknown kind 'toasters'" in out.stderr


@pytest.mark.parametrize("kind", ["gpus", "cpus", "psus", "boards", "models", "memory", "storage", "cases", "coolers"])
def test_catalog_json_lists_entries_with_id_and_source(kind):
    out = run("catalog", kind, "--json")
    assert out.returncode == 0, out.stderr
    entries = json.loads(out.stdout)
    assert entries and all(e["id"] and e["source"] for e in entries)


def test_catalog_text_lists_gpus():
    out = run("catalog", "gpus")
    assert out.returncode == 0
    assert "rtx-3090" in out.stdout and "24 GiB" in out.stdout


def test_user_catalog_entry_shows_up_and_broken_one_is_named(tmp_path):
    data = tmp_path / "data"
    (data / "catalog").mkdir(parents=True)
    (data / "catalog" / "mine.json").write_text(json.dumps([
        {"kind": "other", "id": "my-riser", "name": "PCIe 4.0 riser 30 cm", "source": "shop listing 2026-11",
         "category": "riser"},
        {"kind": "other", "id": "broken-thing", "name": "Broken", "source": "x", "power_w": "lots"},
    ]), encoding="utf-8")
    out = run("catalog", "other", env={"GPU_RIG_PLANNER_DATA_DIR": str(data)})
    assert out.returncode == 0
    assert "my-riser" in out.stdout and "[user]" in out.stdout
    assert "mine.json" in out.stderr and "broken-thing" in out.stderr and "power_w" in out.stderr


def test_schema_is_json_schema_of_the_project():
    out = run("schema")
    assert out.returncode == 0
    schema = json.loads(out.stdout)
    assert schema["title"] == "GPU Rig Planner project file"
    assert {"schema_version", "name", "nodes", "workload", "costs"} <= set(schema["properties"])


def test_version_and_help():
    assert run("--version").stdout.startswith("GPU Rig Planner")
    assert "check" in run("--help").stdout


def test_fit_command_text_and_exit_codes():
    out = run("fit", "--model", "qwen2.5-32b-instruct", "--gpus", "rtx-3090,rtx-3080-10g", "--quant", "q4_k_m",
              "--context", "8192")
    assert out.returncode == 0, out.stderr
    assert "Verdict: FITS" in out.stdout and "Seed rule" in out.stdout and "tokens/s" in out.stdout
    out = run("fit", "--model", "llama-3.1-70b-instruct", "--gpus", "rtx-3090,rtx-3080-10g", "--quant", "q4_k_m")
    assert out.returncode == 1 and "DOES NOT FIT" in out.stdout and "Try:" in out.stdout


def test_fit_json_has_the_contract_keys():
    out = run("fit", "--model", "llama-3.1-8b", "--gpus", "rtx-3090,rtx-3080-10g", "--json")
    data = json.loads(out.stdout)
    assert {"fits", "params_total", "params_active", "kv_bytes_per_token", "rule_of_thumb_gib", "per_gpu",
            "tokens_per_s", "max_context", "best_quant"} <= set(data)
    assert {"gpu", "capacity_gib", "used_gib", "weights_gib", "kv_gib", "overhead_gib", "layers"} <= set(data["per_gpu"][0])
    assert {"decode_tokens_per_s", "decode_low", "decode_high"} <= set(data["tokens_per_s"])
    assert data["kv_bytes_per_token"] == 128 * 1024


def test_fit_training_recipe_flags():
    """Axolotl's llama-3 fft-8b.yaml recipe (sequence 8192, micro-batch 1, paged_adamw_8bit, bf16 without master
    weights) on one 48 GB card fits (tests/test_finetune_recipes.py holds the source); the JSON names the recipe
    and each card's components, and without the paged optimizer it does not fit."""
    args = ["fit", "--model", "llama-3-8b", "--gpus", "rtx-a6000", "--mode", "full_finetune", "--seq-len", "8192",
            "--micro-batch", "1", "--pure-bf16", "--json"]
    out = run(*args, "--optimizer", "paged_adamw_8bit")
    assert out.returncode == 0, out.stderr
    t = json.loads(out.stdout)["training"]
    assert (t["strategy"], t["optimizer"], t["master_weights"], t["sequence_length"]) == (
        "ddp", "paged_adamw_8bit", False, 8192)
    assert {"weights_gib", "master_weights_gib", "gradients_gib", "optimizer_gib", "activations_gib",
            "working_set_gib", "paged_gib", "host_gib"} <= set(t["per_gpu"][0])
    assert run(*args, "--optimizer", "adamw_8bit").returncode == 1
    text = run("fit", "--model", "llama-3-8b", "--gpus", "rtx-3090,rtx-3090", "--mode", "full_finetune")
    assert "recipe: ddp, adamw" in text.stdout and "Try: Train with zero3" in text.stdout


def test_fit_appears_in_check_json():
    data = json.loads(run("check", SEED000, "--json").stdout)
    assert data["fit"]["fits"] is True and len(data["fit"]["per_gpu"]) == 2


@pytest.mark.parametrize("args, expected", [
    (["--model", "gpt-9", "--gpus", "rtx-3090"], "neither a catalog model"),
    (["--model", "llama-3.1-8b", "--gpus", "rtx-9090"], "'rtx-9090' is not a GPU"),
    (["--model", "llama-3.1-8b", "--gpus", "rtx-3090", "--quant", "q9"], "unknown quantization"),
    (["--model", "llama-3.1-8b", "--gpus", "rtx-3090", "--quant", "q4_k_m", "--engine", "vllm-tp"], "does not load"),
    (["--model", "llama-3.1-8b", "--gpus", "rtx-3090", "--context", "0"], "--context"),
    (["--model", "llama-3-8b", "--gpus", "rtx-3090", "--mode", "lora", "--train-offload", "optimizer"],
     "--train-offload: train_offload optimizer is DeepSpeed ZeRO-Offload"),
    (["--model", "llama-3-8b", "--gpus", "rtx-3090", "--mode", "full_finetune", "--base", "nf4"], "--base:"),
    (["--model", "llama-3-8b", "--gpus", "rtx-3090", "--mode", "lora", "--lora-targets", "q_proj,fc1"],
     "--lora-targets"),
    (["--model", "llama-3-8b", "--gpus", "rtx-3090", "--mode", "lora", "--no-checkpointing",
      "--offload-checkpoints"], "--offload-checkpoints"),
    (["--model", "llama-3-8b", "--gpus", "rtx-3090", "--mode", "lora", "--strategy", "zero9"], "--strategy"),
])
def test_fit_bad_arguments_exit_2(args, expected):
    out = run("fit", *args)
    assert out.returncode == 2 and expected in out.stderr and "Traceback" not in out.stderr


def test_fit_with_a_broken_config_json_names_the_key(tmp_path):
    config = tmp_path / "config.json"
    config.write_text(json.dumps({"model_type": "llama", "hidden_size": 4096, "num_hidden_layers": 32,
                                  "num_attention_heads": 32, "vocab_size": 32000, "num_key_value_heads": 5}))
    out = run("fit", "--model", config, "--gpus", "rtx-3090")
    assert out.returncode == 2 and str(config) in out.stderr and "num_key_value_heads" in out.stderr


def test_tco_prints_the_seed_table():
    out = run("tco", SEED000)
    assert out.returncode == 0, out.stderr
    for text in ("222.22", "3.06 a day", "119.34-137.70", "4,000", "240.00", "Verdict:", "Monte Carlo"):
        assert text in out.stdout, text


def test_tco_json_and_log(tmp_path):
    data = json.loads(run("tco", SEED000, "--json").stdout)
    assert data["monthly"]["amortization_per_month"] == 222.22
    log = ROOT / "tests" / "data" / "logs" / "query_2gpu_3h.csv"
    data = json.loads(run("tco", SEED000, "--log", log, "--json").stdout)
    assert data["inputs"]["utilization"] == pytest.approx(5 / 6, abs=1e-4)
    bad = tmp_path / "gpu.csv"
    bad.write_text("timestamp, index, utilization.gpu [%], power.draw [W]\n2026/11/01 10:00:00.000, zero, 5 %, 10 W\n")
    out = run("tco", SEED000, "--log", bad)
    assert out.returncode == 2 and "line 2" in out.stderr and str(bad) in out.stderr


def test_export_writes_the_workbook_in_both_languages(tmp_path):
    from openpyxl import load_workbook

    for lang, first_sheet, said in (("en", "Quote", "Quote written to "), ("zh_CN", "报价单", "报价单已写入 ")):
        target = tmp_path / f"quote-{lang}.xlsx"
        out = run("export", SEED000, "-o", target, "--lang", lang)
        assert out.returncode == 0, out.stderr
        assert f"{said}{target}" in out.stdout
        assert load_workbook(target).sheetnames[0] == first_sheet


@pytest.mark.parametrize("args,expected", [
    (["-o", "{tmp}/quote.csv"], "ending in .xlsx"),
    (["-o", "{tmp}/missing/quote.xlsx"], "does not exist"),
    (["-o", "{tmp}/quote.xlsx", "--lang", "fr"], "invalid choice: 'fr'"),
    ([], "the following arguments are required: -o/--output"),
])
def test_export_bad_arguments_exit_2(tmp_path, args, expected):
    out = run("export", SEED000, *[a.format(tmp=tmp_path) for a in args])
    assert out.returncode == 2 and expected in out.stderr, out.stderr
    assert "Traceback" not in out.stderr


def test_export_of_a_broken_project_exits_2_and_keeps_the_old_workbook(tmp_path):
    target = tmp_path / "quote.xlsx"
    assert run("export", SEED000, "-o", target).returncode == 0
    before = target.read_bytes()
    broken = tmp_path / "broken.json"
    broken.write_text('{"schema_version": 2, "name": "x", "nodes": [{"items": [{"quantity": "two"}]}]}',
                      encoding="utf-8")
    out = run("export", broken, "-o", target)
    assert out.returncode == 2 and str(broken) in out.stderr and "Traceback" not in out.stderr
    assert target.read_bytes() == before


def test_catalog_text_shows_the_counted_prices_and_the_price_per_gb_in_a_currency():
    """The text list names each part's newest price per condition as a BOM line counts it; with --currency, in that
    currency at the catalog's dated rates, and each GPU's cheaper price per GB of its memory."""
    from planner.catalog.store import load_catalog
    from planner.hardware.pricing import counted_prices

    catalog = load_catalog(include_user=False)
    out = run("catalog", "gpus", "--currency", "cny", env={"GPU_RIG_PLANNER_DATA_DIR": "/nonexistent-planner-data"})
    assert out.returncode == 0, out.stderr
    line = next(x for x in out.stdout.splitlines() if x.startswith("rtx-3090 "))
    new, used = counted_prices(catalog.part("rtx-3090"), "CNY", catalog.exchange_rates)
    assert f"new {new.amount:,.0f} CNY {new.point.date}" in line and f"used {used.amount:,.0f} CNY" in line
    assert line.endswith(f"{min(new.per_gb, used.per_gb):,.0f} CNY/GB used")  # 24 GB: the used price is cheaper
    assert used.per_gb == round(used.amount / 24, 2)
    own = run("catalog", "psus", env={"GPU_RIG_PLANNER_DATA_DIR": "/nonexistent-planner-data"})
    assert "| new " in own.stdout and "/GB" not in own.stdout  # without --currency: each price in its own currency
    bad = run("catalog", "gpus", "--currency", "XYZ")
    assert bad.returncode == 2 and "no exchange rate for 'XYZ'" in bad.stderr and "CNY" in bad.stderr


def test_fit_names_the_quant_an_engine_is_planned_with_and_prints_one_split():
    """Issue 28: with a GGUF quant `fit` said 'vllm-tp fits' where check and the window refuse vLLM with GGUF, and
    printed two tensor splits (24,24,24,24 in the settings, 21,20,20,20 in the command) for one placement."""
    import re

    out = run("fit", "--model", "qwen2.5-72b-instruct", "--gpus", "rtx-3090,rtx-3090,rtx-3090,rtx-3090",
              "--quant", "q4_k_m", "--context", "32768")
    assert out.returncode == 0, out.stderr
    engines = next(line for line in out.stdout.splitlines() if line.startswith("Engines: "))
    assert "vllm-tp fits with AWQ 4-bit g128 (the engine does not take GGUF Q4_K_M)" in engines
    assert not re.search(r"vllm-(tp|pp) fits(,|$)", engines)
    splits = set(re.findall(r"--tensor-split ([\d,]+)", out.stdout))
    assert len(splits) == 1
    # Qwen2.5-72B has 80 layers (config.json num_hidden_layers); llama.cpp splits n_layer + 1 = 81 slots
    assert sum(int(x) for x in splits.pop().split(",")) == 81


def test_export_says_where_the_quote_went_in_the_quotes_language(tmp_path):
    """Issue 28: `export --lang zh_CN` printed 'Quote written to ...' in English."""
    out = run("export", SEED000, "-o", tmp_path / "q.xlsx", "--lang", "zh_CN")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("报价单已写入 ") and "Quote written" not in out.stdout
    out = run("export", SEED000, "-o", tmp_path / "q.xlsx")
    assert out.stdout.startswith("Quote written to ")


def test_advise_in_chinese_prints_no_english_lines():
    """Issue 28: `advise --lang zh_CN` printed its search counts and each build's line in English."""
    import re

    out = run("advise", "--budget", "20000", "--currency", "CNY", "--model", "llama-3.1-8b", "--lang", "zh_CN",
              "--max-cards", "2")
    assert out.returncode == 0, out.stderr
    lines = [line for line in out.stdout.splitlines() if line.strip()]
    assert lines[0].startswith("在 ") and "种显卡组合" in lines[0]
    builds = [line for line in lines if line.startswith("#")]
    assert builds and all("tokens/s" in b and "每月" in b and "墙插" in b for b in builds)
    english = re.compile(r"\b(Searched|a month|at the wall|ruled out|used)\b")
    assert not [line for line in lines if english.search(line)]
