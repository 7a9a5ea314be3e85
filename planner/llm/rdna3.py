"""Decode on AMD RDNA3 cards (Radeon RX 7000, Radeon PRO W7000) under llama.cpp's ROCm backend.

The decode calibration is NVIDIA's (consumer cards in `throughput`, workstation and HBM cards in
`speed_classes`). Published ROCm runs on RDNA3 decode slower than that at the same bandwidth, and a MoE model
slower again: each MoE layer adds the router, the top-k selection and the expert gather, which on ROCm cost more
than the bytes they read. Per card and step:

    time = NVIDIA-calibrated time / SHARE + MoE layers on the card x MOE_LAYER_SECONDS

SHARE is fitted on two dense runs (a third held out), MOE_LAYER_SECONDS on one MoE run; the runs, their roles and
the planner's error on each are in RUNS and tests/test_rdna3_decode.py.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rdna3Run:
    gpu_id: str  # catalog card
    model: str  # catalog model
    quant: str
    context: int  # KV positions the run read on average
    tokens_per_s: float
    role: str  # "fitted" or "held out"
    source: str


RUNS: tuple[Rdna3Run, ...] = (
    Rdna3Run("radeon-rx-7900-xtx", "llama-3.1-8b", "gguf-q4_k_m", 64, 105.75, "fitted",
             "https://github.com/ggml-org/llama.cpp/pull/26284 (llama-bench 'llama 8B Q4_K_M' tg64, master)"),
    Rdna3Run("radeon-rx-7900-xt", "mistral-7b-v0.1", "gguf-q8_0", 128, 67.20, "fitted",
             "https://github.com/ggml-org/llama.cpp/issues/4763 (llama-bench dolphin-2.0-mistral-7b Q8_0 tg 128)"),
    Rdna3Run("radeon-pro-w7900", "llama-3.1-8b", "gguf-q6_k", 1024, 69.29, "held out",
             "https://github.com/ggml-org/llama.cpp/pull/17576 (PRO W7900 Dual Slot, 'llama 8B Q6_K' pp2048 at "
             "micro-batch 1: one token a step, as in decode)"),
    Rdna3Run("radeon-rx-7900-xt", "gpt-oss-20b", "gguf-mxfp4-f16", 1024, 94.0, "fitted",
             "https://github.com/ggml-org/llama.cpp/discussions/15396 (RX 7900 XT, gpt-oss-20b converted with "
             "convert_hf_to_gguf.py, whole model on the card: about 94 tokens/s in the llama-server web UI)"),
)

#: Share of the NVIDIA-calibrated decode speed RDNA3 reaches: the median of the fitted dense runs' ratios
#: (0.863 and 0.866 measured / planner).
SHARE = 0.865
#: Extra seconds per MoE layer per step: the fitted MoE run's time left over after SHARE, over its 24 MoE layers.
MOE_LAYER_SECONDS = 69.5e-6


BASIS = (f"RDNA3 cards (llama.cpp ROCm): {SHARE:.3f} of that speed plus {MOE_LAYER_SECONDS * 1e3:.3f} ms per MoE "
         f"layer, fitted on {sum(r.role == 'fitted' for r in RUNS)} published runs (one more held out: +2.6 %).")


def is_rdna3(architecture: str) -> bool:
    """A catalog card's architecture names RDNA 3 (Navi 31/32/33); RDNA 3.5 iGPUs and RDNA 4 are not covered."""
    return architecture.startswith("RDNA 3 ")


def rdna3_seconds(nvidia_seconds: float, moe_layers: int) -> float:
    """An RDNA3 card's share of a decode step from the NVIDIA-calibrated one."""
    return nvidia_seconds / SHARE + moe_layers * MOE_LAYER_SECONDS
