"""Issue 26: a model read from a config file was named after its folder ("configs" for tests/data/configs/x.json,
a commit hash for a Hugging Face cache snapshot). The name comes from what the file and its place say."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

from planner import cli
from planner.llm.config import config_model_name, load_config_file

CONFIGS = Path(__file__).parent / "data" / "configs"


def test_a_named_file_is_called_by_its_own_name():
    assert load_config_file(CONFIGS / "llama-2-7b.json").name == "llama-2-7b"


def test_name_or_path_written_by_transformers_names_the_repository(tmp_path):
    data = json.loads((CONFIGS / "llama-2-7b.json").read_text(encoding="utf-8"))
    data["_name_or_path"] = "meta-llama/Llama-2-7b-hf"
    path = tmp_path / "whatever" / "config.json"
    path.parent.mkdir()
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_config_file(path).name == "Llama-2-7b-hf"


def test_the_hugging_face_cache_folder_names_the_repository_not_the_snapshot_hash(tmp_path):
    snapshot = tmp_path / "models--mistralai--Mistral-7B-v0.1" / "snapshots" / "26bca36bde8333b5d7f72e9ed20ccda6a618af24"
    snapshot.mkdir(parents=True)
    shutil.copy(CONFIGS / "mistral-7b-v0.1.json", snapshot / "config.json")
    assert load_config_file(snapshot / "config.json").name == "Mistral-7B-v0.1"


def test_a_downloaded_repository_folder_names_its_config_json(tmp_path):
    assert config_model_name(tmp_path / "Qwen2.5-7B-Instruct" / "config.json", {}) == "Qwen2.5-7B-Instruct"


def test_fit_prints_the_files_model_name_not_its_folder():
    out = io.StringIO()
    code = cli.run(["fit", "--model", str(CONFIGS / "llama-2-13b.json"), "--gpus", "rtx-3090", "--quant", "q4_k_m",
                    "--json"], out, io.StringIO())
    assert code in (0, 1) and json.loads(out.getvalue())["model"] == "llama-2-13b"
