"""A fine-tuning recipe and the bytes each of its choices costs per parameter.

Sources:
- transformers docs, "Model training anatomy" (docs/source/en/model_memory_anatomy.md): mixed-precision AdamW is
  18 bytes per parameter with PyTorch AMP: fp32 weights 4 + the 16-bit copy autocast makes 2, fp32 gradients 4,
  AdamW's two fp32 moments 8; 8-bit AdamW keeps 2 bytes of states, SGD with momentum 4.
- Rajbhandari et al., "ZeRO: Memory Optimizations Toward Training Trillion Parameter Models" (arXiv 1910.02054),
  section 3.1 and Figure 1: DeepSpeed's mixed-precision Adam holds 2 + 2 + K bytes per parameter (16-bit
  parameters, 16-bit gradients, K = 12: fp32 master copy, momentum and variance); ZeRO stage 1 divides the
  optimizer states (K) by the number of cards Nd, stage 2 the gradients too, stage 3 the parameters too.
- LLaMA-Factory README, "Hardware Requirement": pure bf16 full fine-tuning 8 bytes per parameter (2 + 2 + 4:
  bf16 weights, gradients and AdamW moments).
- ZeRO-Offload (Ren et al., arXiv 2101.06840): gradients, optimizer states and the optimizer step in host RAM, the
  16-bit parameters on the card. DeepSpeed ZeRO-3 offload_param / FSDP CPUOffload(offload_params=True) move the
  parameters to host RAM as well; each layer is gathered onto the card when it runs.
- bitsandbytes docs (optim/adam): paged optimizers "take advantage of CUDA's unified memory to transfer memory from
  the GPU to the CPU when GPU memory is exhausted".
- PEFT keeps LoRA adapters in fp32 (autocast_adapter_dtype) under mixed precision: 4 + 4 + states per adapter
  parameter; LLM.int8 and NF4 bases keep embeddings and lm_head in 16-bit.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from planner.text import T, Text, text

#: Strategies that shard the optimizer states over the cards (DeepSpeed / FSDP mixed precision) ...
SHARDED = ("zero1", "zero2", "zero3", "fsdp")
#: ... and the gradients too.
GRAD_SHARDED = ("zero2", "zero3", "fsdp")
#: Strategies that shard the parameters as well, gathering one layer at a time onto each card.
PARAM_SHARDED = ("zero3", "fsdp")
PAGED = ("paged_adamw_8bit", "paged_adamw_32bit")
DEFAULT_MODULES = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]
#: The frozen base of each mode when base_precision is "auto".
MODE_BASE = {"full_finetune": "bf16", "lora": "bf16", "qlora": "nf4"}
#: The formats training loads a base in (transformers + bitsandbytes), and the names they go by.
BASE_LABELS = {"bf16": "BF16", "int8": "bitsandbytes LLM.int8", "nf4": "bitsandbytes NF4 (double quant)",
               "fp4": "bitsandbytes FP4 (double quant)"}
SIXTEEN_BIT = ("fp16", "bf16", "fp32")
#: The planner's weight format of each base (bitsandbytes stores FP4 like NF4: 4 bits and the same scales).
TRAINING_FORMAT = {"bf16": "bf16", "int8": "int8", "nf4": "nf4", "fp4": "nf4"}
#: A weight format named for training (--quant, or a project's quantization) as the base it loads.
TRAINING_QUANTS = {**{q: "bf16" for q in SIXTEEN_BIT}, "int8": "int8", "nf4": "nf4", "fp4": "fp4",
                   "bnb-nf4": "nf4", "bnb-int8": "int8", "bnb-fp4": "fp4"}
NOT_A_TRAINING_FORMAT = T("{quant} is not a format training loads: fine-tuning loads the base with transformers in "
                          "16 bits (bf16), or quantized by bitsandbytes (int8, nf4 or fp4). Choose one of those "
                          "(a GGUF, GPTQ or AWQ file is for inference).")
BASE_CONFLICT = T("the weight format {quant} and base_precision {base} disagree: give one of them, or the same "
                  "format in both.")
FULL_NEEDS_16_BIT = T("full fine-tuning trains every weight, so the model is 16-bit: {quant} is for LoRA and QLoRA.")


def training_base(mode: str, quant: str | None, base: str) -> str:
    """The base_precision a weight format names in a training mode (quant None: `base` as given)."""
    return base if quant is None else TRAINING_QUANTS.get(quant, base)


def training_base_problem(mode: str, quant: str | None, base: str) -> Text | None:
    """Why a weight format cannot be the base of this training (None when it can). The inference engines' formats
    and checks do not apply: training loads the base with transformers and bitsandbytes."""
    if quant is None:
        return None
    if quant not in TRAINING_QUANTS:
        return text(NOT_A_TRAINING_FORMAT, quant=quant)
    named = TRAINING_QUANTS[quant]
    if base not in ("auto", named):
        return text(BASE_CONFLICT, quant=quant, base=base)
    if mode == "full_finetune" and named != "bf16":
        return text(FULL_NEEDS_16_BIT, quant=quant)
    return None


@dataclass(frozen=True)
class Recipe:
    """Everything that decides training memory beside the model and the cards."""

    mode: str = "lora"
    base_precision: str = "auto"
    optimizer: str = "adamw"
    master_weights: bool = True
    strategy: str = "ddp"
    train_offload: str = "none"
    checkpointing: bool = True
    checkpoint_offload: bool = False
    lora_rank: int = 16
    lora_modules: list[str] = field(default_factory=lambda: list(DEFAULT_MODULES))
    flash_attention: bool = True

    @property
    def base(self) -> str:
        """The frozen base's format: bf16, int8 or nf4."""
        return MODE_BASE[self.mode] if self.base_precision == "auto" else self.base_precision

    @property
    def full(self) -> bool:
        return self.mode == "full_finetune"

    @property
    def kbit_prepared(self) -> bool:
        """A bitsandbytes base prepared by PEFT (prepare_model_for_kbit_training): everything not quantized in fp32.
        Unsloth keeps its own 16-bit path."""
        return not self.full and self.base in ("int8", "nf4", "fp4") and not self.checkpoint_offload

    @property
    def paged(self) -> bool:
        return self.optimizer in PAGED


@dataclass(frozen=True)
class StateBytes:
    """Bytes per trainable parameter: the working copy on the card, the fp32 master copy, gradients, optimizer."""

    weights: float
    master: float
    grads: float
    optimizer: float

    @property
    def total(self) -> float:
        return self.weights + self.master + self.grads + self.optimizer


def optimizer_bytes(optimizer: str, fp32: bool) -> float:
    """Optimizer state per parameter: AdamW's two moments (fp32 or in the parameters' bf16), 8-bit AdamW's two
    8-bit moments, SGD's momentum."""
    if optimizer in ("adamw_8bit", "paged_adamw_8bit"):
        return 2.0
    if optimizer == "sgd":
        return 4.0 if fp32 else 2.0
    return 8.0 if fp32 else 4.0


def state_bytes(recipe: Recipe) -> StateBytes:
    """Bytes per trainable parameter for this recipe (full fine-tuning: every weight; LoRA: the adapters)."""
    fp32 = recipe.master_weights
    opt = optimizer_bytes(recipe.optimizer, fp32)
    if not recipe.full:  # adapters: fp32 weight and gradient under mixed precision, bf16 in pure bf16
        return StateBytes(weights=4.0 if fp32 else 2.0, master=0.0, grads=4.0 if fp32 else 2.0, optimizer=opt)
    if not fp32:  # pure bf16 (LLaMA-Factory pure_bf16): 2 + 2 + states
        return StateBytes(weights=2.0, master=0.0, grads=2.0, optimizer=opt)
    if recipe.strategy in SHARDED:  # DeepSpeed / FSDP mixed precision: 2 + 2 + (4 + states), the ZeRO paper's K
        return StateBytes(weights=2.0, master=4.0, grads=2.0, optimizer=opt)
    # PyTorch AMP (Trainer on one card, DDP, pipeline): fp32 weights and gradients, a 16-bit autocast copy
    return StateBytes(weights=2.0, master=4.0, grads=4.0, optimizer=opt)
