"""Activation memory of a training step, per recipe, as the published runs measure it.

Three recipes, each named in the report (`TrainingFit.activation_recipe`):
- "hf-checkpointing": Hugging Face Trainer / TRL + PEFT with FlashAttention-2 and gradient checkpointing
  (transformers' checkpoint of every decoder layer's input). Kept per layer and token: the layer's input, h values;
  during the backward pass one layer is recomputed with all its activations.
- "hf-no-checkpointing": the same without checkpointing: every layer keeps all its activations.
- "unsloth-offloaded": Unsloth (use_gradient_checkpointing="unsloth"): the checkpoints wait in host RAM, one
  layer's on the card, and the loss is computed in chunks (Unsloth's fused cross-entropy / Apple's Cut Cross
  Entropy), so the logits over the vocabulary are never held whole.

Sizes per token (h hidden, i the MLP width a token passes through: intermediate, or experts_per_token x the expert
width + the shared expert on a MoE layer, V the vocabulary):
- one layer's activations: 15 h + 8 i values. Korthikanti et al. 2022 ("Reducing Activation Recomputation in Large
  Transformer Models", arXiv 2205.05198) give 34 h bytes per token for a layer with a 4h GELU MLP, of which 19 h is
  the MLP; a gated (SwiGLU) MLP of width i keeps its input, the gate and up outputs, the activation and the product:
  8 i bytes + 2 h. Without flash attention the scores add 5 x heads x s bytes per token.
- values are 2 bytes, 4 under a QLoRA / 8-bit base prepared by PEFT's prepare_model_for_kbit_training (what TRL's
  SFTTrainer and Axolotl call): it casts every non-quantized parameter (embeddings, norms, lm_head) to fp32, so the
  residual stream and the checkpoints are fp32 (transformers warns "the input hidden states seems to be silently
  casted in float32" when flash attention sees them).
- the loss: LOSS_BYTES_PER_VOCAB per vocabulary entry and token (the 16-bit logits, their fp32 upcast, the kept
  log-softmax and the logits' gradient). Fitted on Unsloth's Llama-3.1-8B "Hugging Face + FA2" rows at 16, 24 and
  40 GB (https://unsloth.ai/docs/basics/unsloth-benchmarks: 2.47 MB per token between rows); held out: that
  table's other rows, its Llama-3.3-70B rows and Qwen's profiling table (tests/test_training_context.py).
Packing (several samples in one sequence, FlashAttention-2 varlen) costs what one sequence of the packed length does.
"""

from __future__ import annotations

from dataclasses import dataclass

from planner.llm.config import ModelSpec

#: Bytes per vocabulary entry per token of the loss (Hugging Face: the whole logits tensor); fitted, see above.
LOSS_BYTES_PER_VOCAB = 12.0
RECIPES = {
    "hf-checkpointing": "Hugging Face Trainer + PEFT, FlashAttention-2, gradient checkpointing",
    "hf-no-checkpointing": "Hugging Face Trainer + PEFT, FlashAttention-2, no gradient checkpointing",
    "unsloth-offloaded": "Unsloth: checkpoints offloaded to host RAM, chunked cross-entropy",
}


@dataclass(frozen=True)
class Acts:
    """Bytes of one training step's activations on a card."""

    full: float  # one layer without checkpointing
    kept: float  # one layer's kept activations (its checkpoint with checkpointing)
    logits: float  # the loss over the vocabulary, on the card with the output layer


def recipe_name(checkpointing: bool, checkpoint_offload: bool) -> str:
    if checkpoint_offload:
        return "unsloth-offloaded"
    return "hf-checkpointing" if checkpointing else "hf-no-checkpointing"


def mlp_width(spec: ModelSpec) -> int:
    """The MLP width one token passes through in the widest layer."""
    moe = (spec.experts_per_token or 0) * spec.expert_width + spec.shared_width
    return max(spec.intermediate if any(l.kind == "dense" for l in spec.layers) else 0, moe)


def activations(spec: ModelSpec, seq: int, batch: int, *, checkpointing: bool, offload: bool, fp32: bool,
                flash: bool) -> Acts:
    """One layer's activations, what each layer keeps, and the loss, for `batch` sequences of `seq` tokens."""
    tokens = seq * batch
    width = 4.0 if fp32 else 2.0
    layer = width / 2 * (15 * spec.hidden + 8 * mlp_width(spec)) * tokens
    if not flash:
        layer += 5 * spec.heads * seq * seq * batch
    kept = width * spec.hidden * tokens if checkpointing else layer
    logits = 0.0 if offload else LOSS_BYTES_PER_VOCAB * spec.vocab * tokens
    return Acts(full=layer, kept=kept, logits=logits)
