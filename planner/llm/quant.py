"""Weight and KV-cache formats: bits per weight, and which tensors stay 16-bit in each format.

Sources (shared/reference/llm-memory.md 3.3): llama.cpp tools/quantize/README.md whole-file bits per weight
measured on Llama-3.1-8B (Q2_K 3.1593, Q3_K_S 3.6429, Q3_K_L 4.2979, Q4_K_S 4.6672, Q4_K_M 4.8944,
Q5_K_S 5.5704, Q5_K_M 5.7036, Q6_K 6.5633, Q8_0 8.5008, IQ4_XS 4.4597); Q3_K_M 3.91 and Q4_0 4.55 from the
NyxKrage VRAM calculator table (no llama.cpp whole-file figure in the reference); GPTQ 4-bit g128 about 4.16
(GPTQ-for-LLaMa author, llama.cpp #397); AWQ 4-bit g128 about 4.15 (same layout, derived); bitsandbytes NF4 with
double quantization 4.127 (QLoRA paper); HF quantizers (GPTQ, AWQ, bitsandbytes, fp8) keep embeddings and lm_head
in 16-bit. llama.cpp keeps token embeddings in host RAM and gives the output layer a higher type (Q6_K for
the K-quant mixes). KV: f16 2 bytes, fp8 1, q8_0 34/32, q4_0 18/32 bytes per element.
Mixed MoE formats: gpt-oss's GGUFs keep the routed experts in MXFP4 (4.25 bpw from ggml's block layout) and the
rest in Q8_0 (ggml-org's files: gpt-oss-120b 59.02 GiB in llama-bench) or F16 (convert_hf_to_gguf.py's output,
60.87 GiB); tests/test_llama4_gpt_oss.py checks the planner's sizes against those files.
"""

from __future__ import annotations

from dataclasses import dataclass

from planner.memo import immutable


@immutable  # frozen, plain values only: keyed by identity in the memo tables
@dataclass(frozen=True)
class QuantFormat:
    id: str
    label: str
    linear_bpw: float  # bits per weight of the layer matrices
    embed_bpw: float  # token embeddings
    head_bpw: float  # output projection (lm_head)
    embed_on_gpu: bool  # llama.cpp keeps token embeddings in host RAM
    family: str  # "gguf", "hf", "vllm" - which engines take it
    speed_class: str  # "quant4" / "quant8" / "f16" - calibration class for decode efficiency
    quality_rank: int  # higher = closer to the original weights
    source: str
    expert_bpw: float | None = None  # a MoE model's routed experts, when they have a type of their own (MXFP4)

    @property
    def experts_bpw(self) -> float:
        """Bits per weight of the routed experts."""
        return self.linear_bpw if self.expert_bpw is None else self.expert_bpw


GGUF_SRC = "llama.cpp tools/quantize/README.md, whole-file bits per weight measured on Llama-3.1-8B"
#: ggml's block_mxfp4 (ggml/src/ggml-common.h): one E8M0 scale byte and 16 bytes of 4-bit E2M1 values per 32 weights
MXFP4_BPW = 17 * 8 / 32
#: ggml's block_q8_0: an f16 scale and 32 int8 values per 32 weights
Q8_0_BPW = 34 * 8 / 32
MXFP4_SRC = ("routed experts MXFP4, 4.25 bpw (ggml block_mxfp4: 1 + 16 bytes per 32 weights, ggml/src/ggml-common.h), "
             "gpt-oss's own expert format")

FORMATS: dict[str, QuantFormat] = {q.id: q for q in [
    QuantFormat("fp32", "FP32", 32, 32, 32, True, "hf", "f16", 100, "4 bytes per parameter"),
    QuantFormat("bf16", "BF16", 16, 16, 16, True, "hf", "f16", 90, "2 bytes per parameter"),
    QuantFormat("fp16", "FP16", 16, 16, 16, True, "hf", "f16", 90, "2 bytes per parameter"),
    QuantFormat("fp8", "FP8 (W8)", 8, 16, 16, True, "hf", "quant8", 80,
                "1 byte per weight; embeddings and lm_head kept 16-bit (vLLM/HF fp8)"),
    QuantFormat("int8", "INT8 (bitsandbytes LLM.int8)", 8.0, 16, 16, True, "hf", "quant8", 78,
                "8 bits + per-row scale; embeddings and lm_head 16-bit"),
    QuantFormat("gptq-4bit", "GPTQ 4-bit g128", 4.16, 16, 16, True, "hf", "quant4", 55,
                "about 4.16 bpw (GPTQ-for-LLaMa author, llama.cpp #397); embeddings and lm_head 16-bit"),
    QuantFormat("awq-4bit", "AWQ 4-bit g128", 4.15, 16, 16, True, "hf", "quant4", 56,
                "about 4.15 bpw (same scale+zero layout as GPTQ; derived); embeddings and lm_head 16-bit"),
    QuantFormat("nf4", "bitsandbytes NF4 (double quant)", 4.127, 16, 16, True, "hf", "quant4", 52,
                "4 + 0.127 bits (QLoRA paper); embeddings and lm_head 16-bit"),
    QuantFormat("gguf-q8_0", "GGUF Q8_0", 8.5008, 8.5008, 8.5008, False, "gguf", "quant8", 85, GGUF_SRC),
    QuantFormat("gguf-q6_k", "GGUF Q6_K", 6.5633, 6.5633, 6.5633, False, "gguf", "quant4", 75, GGUF_SRC),
    QuantFormat("gguf-q5_k_m", "GGUF Q5_K_M", 5.7036, 5.7036, 6.5625, False, "gguf", "quant4", 70, GGUF_SRC),
    QuantFormat("gguf-q5_k_s", "GGUF Q5_K_S", 5.5704, 5.5704, 6.5625, False, "gguf", "quant4", 68, GGUF_SRC),
    QuantFormat("gguf-q4_k_m", "GGUF Q4_K_M", 4.8944, 4.8944, 6.5625, False, "gguf", "quant4", 60, GGUF_SRC),
    QuantFormat("gguf-q4_k_s", "GGUF Q4_K_S", 4.6672, 4.6672, 6.5625, False, "gguf", "quant4", 58, GGUF_SRC),
    QuantFormat("gguf-q4_0", "GGUF Q4_0", 4.55, 4.55, 6.5625, False, "gguf", "quant4", 54,
                "NyxKrage VRAM calculator table (4.55 bpw)"),
    QuantFormat("gguf-iq4_xs", "GGUF IQ4_XS", 4.4597, 4.4597, 6.5625, False, "gguf", "quant4", 57, GGUF_SRC),
    QuantFormat("gguf-q3_k_l", "GGUF Q3_K_L", 4.2979, 4.2979, 6.5625, False, "gguf", "quant4", 45, GGUF_SRC),
    QuantFormat("gguf-q3_k_m", "GGUF Q3_K_M", 3.91, 3.91, 6.5625, False, "gguf", "quant4", 42,
                "NyxKrage VRAM calculator table (3.91 bpw)"),
    QuantFormat("gguf-q3_k_s", "GGUF Q3_K_S", 3.6429, 3.6429, 6.5625, False, "gguf", "quant4", 40, GGUF_SRC),
    QuantFormat("gguf-q2_k", "GGUF Q2_K", 3.1593, 3.1593, 6.5625, False, "gguf", "quant4", 30, GGUF_SRC),
    QuantFormat("gguf-mxfp4", "GGUF MXFP4 + Q8_0", Q8_0_BPW, Q8_0_BPW, Q8_0_BPW, False, "gguf", "quant4", 62,
                MXFP4_SRC + "; the rest Q8_0 as ggml-org's gpt-oss GGUFs", expert_bpw=MXFP4_BPW),
    QuantFormat("gguf-mxfp4-f16", "GGUF MXFP4 + F16", 16, 16, 16, False, "gguf", "quant4", 63,
                MXFP4_SRC + "; the rest F16 as convert_hf_to_gguf.py writes gpt-oss", expert_bpw=MXFP4_BPW),
]}

#: Quality order used by "best quant that fits" (from the highest); the mixed expert formats are taken only when
#: asked for (on a dense model they are plain Q8_0 or F16).
QUALITY_ORDER = sorted((q for q in FORMATS if FORMATS[q].expert_bpw is None), key=lambda q: -FORMATS[q].quality_rank)
#: Every format a workload can name, as the window lists them: the quality order, then the mixed expert formats.
CHOICES = QUALITY_ORDER + [q for q in FORMATS if q not in QUALITY_ORDER]

KV_BYTES = {"fp16": 2.0, "fp8": 1.0, "q8_0": 34 / 32, "q4_0": 18 / 32}

#: Short names accepted on the command line.
ALIASES = {
    "f16": "fp16", "f32": "fp32", "q8_0": "gguf-q8_0", "q6_k": "gguf-q6_k", "q5_k_m": "gguf-q5_k_m",
    "q5_k_s": "gguf-q5_k_s", "q4_k_m": "gguf-q4_k_m", "q4_k_s": "gguf-q4_k_s", "q4_0": "gguf-q4_0",
    "iq4_xs": "gguf-iq4_xs", "q3_k_l": "gguf-q3_k_l", "q3_k_m": "gguf-q3_k_m", "q3_k_s": "gguf-q3_k_s",
    "q2_k": "gguf-q2_k", "mxfp4": "gguf-mxfp4", "mxfp4-f16": "gguf-mxfp4-f16", "gptq": "gptq-4bit", "awq": "awq-4bit", "bnb-nf4": "nf4", "bnb-int8": "int8",
}


def resolve(name: str) -> QuantFormat:
    key = ALIASES.get(name.lower(), name.lower())
    if key not in FORMATS:
        raise KeyError(name)
    return FORMATS[key]


def engine_accepts(engine: str, quant: QuantFormat) -> bool:
    if engine == "llama.cpp":
        return quant.family == "gguf" or quant.id in ("fp16", "bf16", "fp32")
    return quant.family == "hf"
