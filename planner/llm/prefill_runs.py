"""Published llama.cpp prefill runs (llama-bench pp512, tokens/s) the prefill model is calibrated on.

Source: XiongjieDai/GPU-Benchmarks-on-LLM-Inference README: "Average prompt eval speed (tokens/s) by GPUs on
LLaMA 2" (Dec 2023, single cards only: the multi-card rows of that table used the old row split) and the LLaMA 3
tables' pp 512 column (May 2024, RunPod, CUDA 12.1, layer split; gaming and professional GPUs). The model is fitted
on the LLaMA 3 tables only: the same cards prefill 1.4 to 1.7 times faster there than in the Llama 2 table five
months earlier (A100 PCIe: Llama-2-7B Q4_0 3,444 t/s in Dec 2023, Llama-3-8B Q4_K_M 5,981 t/s in May 2024), a
newer llama.cpp, so the Llama 2 rows are kept as held-out history and their error is reported. All of them ran
in data-centre slots (PCIe x16); none publishes a narrower link, so no run separates a link's width from the fixed
cost of handing a prompt's activations from one card to the next.
"""

from __future__ import annotations

from dataclasses import dataclass

LLAMA2 = "LLaMA 2 table (Dec 2023)"
LLAMA3 = "LLaMA 3 table, pp 512 (May 2024)"
URL = "https://github.com/XiongjieDai/GPU-Benchmarks-on-LLM-Inference"


@dataclass(frozen=True)
class PrefillRun:
    gpu: str  # catalog id of the card the table names
    cards: int
    model: str  # bundled catalog config with the same shapes
    quant: str
    tokens_per_s: float
    held_out: bool = False  # kept out of the fit: tests hold the planner to its band on these
    table: str = LLAMA3


#: The catalog's FP16 tensor figure (TFLOPS) and memory class of each card of the runs (a test holds them equal to
#: the catalog), so the calibration does not move when a user's catalog overrides a card.
RUN_CARDS: dict[str, tuple[float, str]] = {
    "rtx-3080-10g": (119, "consumer"), "rtx-3080-ti": (136, "consumer"), "rtx-3090": (142, "consumer"),
    "rtx-4090": (330, "consumer"), "rtx-a6000": (154.8, "workstation"), "rtx-6000-ada": (364, "workstation"),
    "l40s": (362.05, "workstation"), "a100-80g-pcie": (312, "hbm"), "h100-pcie": (756, "hbm"),
}

_70B = "llama-3.1-70b-instruct"


def _llama3_professional() -> tuple[PrefillRun, ...]:
    """Single cards of the LLaMA 3 professional table: 8B Q4_K_M, 8B F16 and 70B Q4_K_M. The L40S rows and the
    H100's 70B row are held out; the L40S's 8B F16 row (2,254 t/s, below its own Q4_K_M row and below an
    RTX A6000) is one of them."""
    rows = {
        "rtx-a6000": (3780.55, 4511.02, 482.19), "rtx-6000-ada": (5791.74, 6663.13, 565.98),
        "l40s": (6035.24, 2253.93, 673.63), "a100-80g-pcie": (5981.04, 7741.34, 744.12),
        "h100-pcie": (8125.45, 10815.51, 1012.73),
    }
    runs = []
    for gpu, (q4, f16, q4_70b) in rows.items():
        held = gpu == "l40s"
        runs += [PrefillRun(gpu, 1, "llama-3-8b", "gguf-q4_k_m", q4, held),
                 PrefillRun(gpu, 1, "llama-3-8b", "fp16", f16, held),
                 PrefillRun(gpu, 1, _70B, "gguf-q4_k_m", q4_70b, held or gpu == "h100-pcie")]
    return tuple(runs)


# pp512 tokens/s as published; the Llama 2 7B rows (held out) from the Llama 2 table, the others from the Llama 3
# tables.
RUNS: tuple[PrefillRun, ...] = (
    PrefillRun("rtx-3080-10g", 1, "llama-3-8b", "gguf-q4_k_m", 3728.86),
    PrefillRun("rtx-3080-ti", 1, "llama-3-8b", "gguf-q4_k_m", 3690.30, held_out=True),
    PrefillRun("rtx-3090", 1, "llama-3-8b", "gguf-q4_k_m", 4030.40),
    PrefillRun("rtx-3090", 1, "llama-3-8b", "fp16", 4444.65),
    PrefillRun("rtx-4090", 1, "llama-3-8b", "gguf-q4_k_m", 7138.99),
    PrefillRun("rtx-4090", 1, "llama-3-8b", "fp16", 9382.00),
    PrefillRun("rtx-3090", 2, "llama-3-8b", "gguf-q4_k_m", 3336.37),
    PrefillRun("rtx-3090", 2, "llama-3-8b", "fp16", 4122.66),
    PrefillRun("rtx-4090", 2, "llama-3-8b", "gguf-q4_k_m", 7003.51),
    PrefillRun("rtx-4090", 2, "llama-3-8b", "fp16", 9177.92),
    PrefillRun("rtx-3090", 4, "llama-3-8b", "gguf-q4_k_m", 3742.66),
    PrefillRun("rtx-3090", 4, "llama-3-8b", "fp16", 4608.40),
    PrefillRun("rtx-4090", 4, "llama-3-8b", "gguf-q4_k_m", 6748.96),
    PrefillRun("rtx-4090", 4, "llama-3-8b", "fp16", 8750.57, held_out=True),
    PrefillRun("rtx-3090", 6, "llama-3-8b", "gguf-q4_k_m", 3359.99),
    PrefillRun("rtx-3090", 6, "llama-3-8b", "fp16", 3875.97),
    PrefillRun("rtx-4090", 8, "llama-3-8b", "gguf-q4_k_m", 6172.06),
    PrefillRun("rtx-4090", 8, "llama-3-8b", "fp16", 7889.26),
    PrefillRun("rtx-3090", 2, _70B, "gguf-q4_k_m", 357.32),
    PrefillRun("rtx-4090", 2, _70B, "gguf-q4_k_m", 839.43),
    PrefillRun("rtx-3090", 4, _70B, "gguf-q4_k_m", 300.79, held_out=True),
    PrefillRun("rtx-4090", 4, _70B, "gguf-q4_k_m", 834.74),
    PrefillRun("rtx-3090", 6, _70B, "gguf-q4_k_m", 456.95),
    PrefillRun("rtx-4090", 8, _70B, "gguf-q4_k_m", 812.95),
    PrefillRun("rtx-3090", 6, _70B, "fp16", 579.00),
    PrefillRun("rtx-4090", 8, _70B, "fp16", 1183.87, held_out=True),
    PrefillRun("rtx-a6000", 1, "llama-2-7b", "gguf-q4_0", 2979.12, held_out=True, table=LLAMA2),
    PrefillRun("rtx-a6000", 1, "llama-2-7b", "fp16", 3707.88, held_out=True, table=LLAMA2),
    PrefillRun("rtx-6000-ada", 1, "llama-2-7b", "gguf-q4_0", 3911.18, held_out=True, table=LLAMA2),
    PrefillRun("rtx-6000-ada", 1, "llama-2-7b", "fp16", 5403.60, held_out=True, table=LLAMA2),
    PrefillRun("a100-80g-pcie", 1, "llama-2-7b", "gguf-q4_0", 3443.98, held_out=True, table=LLAMA2),
    PrefillRun("a100-80g-pcie", 1, "llama-2-7b", "fp16", 5105.77, held_out=True, table=LLAMA2),
    PrefillRun("h100-pcie", 1, "llama-2-7b", "gguf-q4_0", 4868.59, held_out=True, table=LLAMA2),
    PrefillRun("h100-pcie", 1, "llama-2-7b", "fp16", 7367.00, held_out=True, table=LLAMA2),
) + _llama3_professional()
