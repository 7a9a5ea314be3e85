"""Decode time of workstation and HBM cards, calibrated per memory class on published llama.cpp runs.

On a fast card a decode step is not only its bytes over the bandwidth: every layer also costs a fixed time (kernel
launches, synchronisation) that does not shrink with bandwidth. That is why an A100 or H100 (2 TB/s) decodes a 7B
model barely faster than an RTX 3090 (0.94 TB/s), while on a 70B model its bandwidth shows. Per card and step:

    time = bytes read / (e x bandwidth) + layers x c

with e (the share of the bandwidth streamed) and c (seconds per layer) fitted by least squares on the class's
published single-card runs. Consumer cards keep the layer-size efficiency curves of `throughput`, calibrated on
newer runs of their own.

Source: XiongjieDai/GPU-Benchmarks-on-LLM-Inference README, "Average eval speed (tokens/s) by GPUs on LLaMA 2"
(llama.cpp, RunPod, snapshots in Dec 2023; single-card rows only: the multi-card rows used the old row split),
https://github.com/XiongjieDai/GPU-Benchmarks-on-LLM-Inference
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache

from planner.llm.config import ModelSpec, spec_from_config
from planner.llm.quant import FORMATS
from planner.paths import resource

SOURCE = ("XiongjieDai/GPU-Benchmarks-on-LLM-Inference, Llama 2 eval speed, llama.cpp Dec 2023, single cards "
          "(https://github.com/XiongjieDai/GPU-Benchmarks-on-LLM-Inference)")
EVAL_CONTEXT = 512  # the runs generated after a prompt of a few hundred tokens: KV read at about this position
THIN_DATA_RUNS = 8  # below this many runs the band is widened by half again


@dataclass(frozen=True)
class ClassRun:
    gpu: str
    bandwidth_gbps: float  # the catalog's figure for the card the table names
    memory_class: str
    model: str  # "llama-2-7b" or "llama-2-70b"
    quant: str
    tokens_per_s: float


RUNS: tuple[ClassRun, ...] = (
    ClassRun("A100 80GB", 1935, "hbm", "llama-2-7b", "gguf-q4_0", 136.24),
    ClassRun("A100 80GB", 1935, "hbm", "llama-2-7b", "fp16", 73.83),
    ClassRun("A100 80GB", 1935, "hbm", "llama-2-70b", "gguf-q4_0", 25.68),
    ClassRun("H100 PCIe 80GB", 2000, "hbm", "llama-2-7b", "gguf-q4_0", 133.77),
    ClassRun("H100 PCIe 80GB", 2000, "hbm", "llama-2-7b", "fp16", 83.32),
    ClassRun("H100 PCIe 80GB", 2000, "hbm", "llama-2-70b", "gguf-q4_0", 25.88),
    ClassRun("RTX A6000 48GB", 768, "workstation", "llama-2-7b", "gguf-q4_0", 111.57),
    ClassRun("RTX A6000 48GB", 768, "workstation", "llama-2-7b", "fp16", 44.01),
    ClassRun("RTX A6000 48GB", 768, "workstation", "llama-2-70b", "gguf-q4_0", 15.18),
    ClassRun("RTX 6000 Ada 48GB", 960, "workstation", "llama-2-7b", "gguf-q4_0", 127.45),
    ClassRun("RTX 6000 Ada 48GB", 960, "workstation", "llama-2-7b", "fp16", 50.56),
    ClassRun("RTX 6000 Ada 48GB", 960, "workstation", "llama-2-70b", "gguf-q4_0", 17.02),
    ClassRun("RTX 5000 Ada 32GB", 576, "workstation", "llama-2-7b", "gguf-q4_0", 99.19),
    ClassRun("RTX 5000 Ada 32GB", 576, "workstation", "llama-2-7b", "fp16", 36.31),
    ClassRun("RTX 4000 Ada 20GB", 360, "workstation", "llama-2-7b", "gguf-q4_0", 64.53),
    ClassRun("RTX 4000 Ada 20GB", 360, "workstation", "llama-2-7b", "fp16", 22.96),
)
CLASSES = ("workstation", "hbm")


@dataclass(frozen=True)
class ClassFit:
    memory_class: str
    bandwidth_share: float  # e
    layer_seconds: float  # c
    runs: int
    error_low: float  # measured / fitted - 1, the lowest over the runs (widened when the runs are few)
    error_high: float

    def step_seconds(self, bytes_read: float, layers: int, bandwidth_gbps: float) -> float:
        return bytes_read / (self.bandwidth_share * bandwidth_gbps * 1e9) + layers * self.layer_seconds

    def basis(self) -> str:
        label = {"hbm": "HBM", "workstation": "Workstation"}.get(self.memory_class, self.memory_class)
        return (f"{label} cards: {self.bandwidth_share:.2f} of the bandwidth plus "
                f"{self.layer_seconds * 1e3:.3f} ms per layer, {self.error_low:+.0%} to {self.error_high:+.0%} over "
                f"{self.runs} published runs of this class")


@lru_cache(maxsize=2)
def _spec(model: str) -> ModelSpec:
    if model == "llama-2-70b":
        # Llama-2-70B has Llama-3.1-70B's shapes (hidden 8192, 80 layers, 64 heads, 8 KV heads, MLP 28672) with a
        # 32,000-token vocabulary: https://huggingface.co/meta-llama/Llama-2-70b-hf/blob/main/config.json
        config = json.loads(resource("catalog", "models", "llama-3.1-70b-instruct.json").read_text("utf-8"))["config"]
        config = dict(config, vocab_size=32000, rope_scaling=None, max_position_embeddings=4096)
    else:
        config = json.loads(resource("catalog", "models", f"{model}.json").read_text("utf-8"))["config"]
    return spec_from_config(config, name=model)


def run_bytes(run: ClassRun) -> float:
    """Bytes one decode step of the run reads on its single card: every layer, the output head and the KV cache."""
    from planner.llm.throughput import _bytes_read, _kv_read

    spec = _spec(run.model)
    layers = list(range(spec.n_layers))
    return _bytes_read(spec, FORMATS[run.quant], layers, True, False) + _kv_read(spec, layers, EVAL_CONTEXT, 1, 2.0)


def fit_runs(runs: list[ClassRun], memory_class: str) -> ClassFit:
    """Least-squares e and c over the runs: seconds per token = bytes / bandwidth x (1/e) + layers x c."""
    rows = [(run_bytes(r) / (r.bandwidth_gbps * 1e9), _spec(r.model).n_layers, 1 / r.tokens_per_s) for r in runs]
    inverse_share, layer_s = least_squares_2([x for x, _, _ in rows], [n for _, n, _ in rows], [t for _, _, t in rows])
    errors = [(x * inverse_share + n * layer_s) / t - 1 for x, n, t in rows]  # measured speed / fitted - 1
    widen = 1.5 if len(runs) < THIN_DATA_RUNS else 1.0
    return ClassFit(memory_class, float(1 / inverse_share), float(layer_s), len(runs),
                    float(min(min(errors), 0.0) * widen), float(max(max(errors), 0.0) * widen))


def least_squares_2(a: list[float], b: list[float], y: list[float]) -> tuple[float, float]:
    """(p, q) minimising the squares of y - (p a + q b), by a QR factorisation of the two columns (modified
    Gram-Schmidt, sums with math.fsum): numpy's lstsq to about 1e-12, without importing numpy for two unknowns."""
    def dot(u, v):
        return math.fsum(x * z for x, z in zip(u, v))

    r11 = math.sqrt(dot(a, a))
    q1 = [x / r11 for x in a]
    r12 = dot(q1, b)
    rest = [z - r12 * x for x, z in zip(q1, b)]
    r22 = math.sqrt(dot(rest, rest))  # not 0: the runs of a class span two model sizes
    q = dot([x / r22 for x in rest], y) / r22
    return (dot(q1, y) - r12 * q) / r11, q


@lru_cache(maxsize=len(CLASSES))
def class_fit(memory_class: str) -> ClassFit:
    return fit_runs([r for r in RUNS if r.memory_class == memory_class], memory_class)
