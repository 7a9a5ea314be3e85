"""Model spec from a Hugging Face config.json: parameters per layer, total and active, and KV cache size.

Formulas (shared/reference/llm-memory.md 3.1-3.2), per decoder layer:
  head_dim hd = config.head_dim, else hidden / heads
  attention  q: h x heads*hd, k and v: h x kv_heads*hd, o: heads*hd x h (+ biases where the architecture has them)
  gated MLP  3 x h x intermediate (gate, up, down); MoE: experts x that + router (h x experts) + shared experts
  norms      2 x h per layer (Gemma-2/3: 4), + h for the final norm; Qwen3/Gemma-3 add q/k norms of hd each
  model      layers + embeddings (vocab x h) + lm_head (vocab x h unless tied)
KV cache per token = 2 x layers x kv_heads x hd x bytes per element (MLA: the compressed latent per layer);
sliding-window layers hold at most `window` tokens where the config really uses one.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import Field

from .errors import InputFileError, PlannerError
from .jsonio import read_json_file
from .model.common import StrictModel

SUPPORTED_TYPES = (
    "llama", "mistral", "qwen2", "qwen3", "gemma", "gemma2", "gemma3_text", "phi3", "mixtral", "qwen2_moe",
    "qwen3_moe", "deepseek_v2", "deepseek_v3",
)
#: What each architecture does when tie_word_embeddings is absent from its config (transformers defaults).
TIED_DEFAULT = {"gemma": True, "gemma2": True, "gemma3_text": True}
#: Architectures whose q/k/v projections carry a bias whatever attention_bias says.
QKV_BIAS = {"qwen2", "qwen2_moe"}
FOUR_NORMS = {"gemma2", "gemma3_text"}
QK_NORM = {"qwen3", "qwen3_moe", "gemma3_text"}

LIMITS = {
    "hidden_size": 131_072, "num_hidden_layers": 1_000, "num_attention_heads": 1_024, "vocab_size": 10_000_000,
    "intermediate_size": 1_048_576, "num_key_value_heads": 1_024, "head_dim": 4_096,
    "max_position_embeddings": 100_000_000,
}


class ConfigError(PlannerError):
    """A config.json the planner cannot turn into a model: names the key and what was expected."""


@dataclass(frozen=True)
class LayerSpec:
    index: int
    attn_params: int
    mlp_params: int
    mlp_active_params: int
    norm_params: int
    kv_elems_per_token: int
    window: int | None  # tokens this layer's KV holds at most; None = the whole context
    kind: str  # "dense" or "moe"

    @property
    def params(self) -> int:
        return self.attn_params + self.mlp_params + self.norm_params

    @property
    def active_params(self) -> int:
        return self.attn_params + self.mlp_active_params + self.norm_params

    @property
    def linear_params(self) -> int:
        """Parameters in the layer's matrices (what weight quantization applies to)."""
        return self.attn_params + self.mlp_params

    def kv_elems(self, context: int) -> int:
        tokens = context if self.window is None else min(context, self.window)
        return self.kv_elems_per_token * tokens


class ModelSummary(StrictModel):
    """The model facts the report shows."""

    name: str
    model_type: str
    layers: int
    hidden_size: int
    heads: int
    kv_heads: int
    head_dim: int
    vocab_size: int
    tied_embeddings: bool
    params_total: int
    params_active: int
    embedding_params: int
    lm_head_params: int
    moe: bool
    experts: int | None = None
    experts_per_token: int | None = None
    sliding_window: int | None = Field(default=None, description="Window of the sliding-window layers, if any.")
    sliding_layers: int = 0
    mla: bool = False
    max_position_embeddings: int | None = None
    kv_elems_per_token: int = Field(description="K+V elements per token over all full-attention layers.")


@dataclass(frozen=True)
class ModelSpec:
    name: str
    model_type: str
    hidden: int
    heads: int
    kv_heads: int
    head_dim: int
    vocab: int
    tied: bool
    layers: tuple[LayerSpec, ...]
    embed_params: int
    lm_head_params: int
    final_norm_params: int
    max_position: int | None
    experts: int | None = None
    experts_per_token: int | None = None
    mla: bool = False
    intermediate: int = 0

    @property
    def n_layers(self) -> int:
        return len(self.layers)

    @property
    def params_total(self) -> int:
        return sum(l.params for l in self.layers) + self.embed_params + self.lm_head_params + self.final_norm_params

    @property
    def params_active(self) -> int:
        return (sum(l.active_params for l in self.layers) + self.embed_params + self.lm_head_params
                + self.final_norm_params)

    @property
    def moe(self) -> bool:
        return self.experts is not None

    def kv_bytes_per_token(self, bytes_per_elem: float = 2.0) -> float:
        """Full-context KV bytes per token (sliding layers counted at full size; see kv_bytes for capping)."""
        return sum(l.kv_elems_per_token for l in self.layers) * bytes_per_elem

    def kv_bytes(self, context: int, batch: int = 1, bytes_per_elem: float = 2.0, layers=None) -> float:
        chosen = self.layers if layers is None else layers
        return sum(l.kv_elems(context) for l in chosen) * batch * bytes_per_elem

    def largest_layer_params(self) -> int:
        return max(l.params for l in self.layers)

    def summary(self) -> ModelSummary:
        windows = [l.window for l in self.layers if l.window is not None]
        return ModelSummary(
            name=self.name, model_type=self.model_type, layers=self.n_layers, hidden_size=self.hidden,
            heads=self.heads, kv_heads=self.kv_heads, head_dim=self.head_dim, vocab_size=self.vocab,
            tied_embeddings=self.tied, params_total=self.params_total, params_active=self.params_active,
            embedding_params=self.embed_params, lm_head_params=self.lm_head_params, moe=self.moe,
            experts=self.experts, experts_per_token=self.experts_per_token,
            sliding_window=max(windows) if windows else None, sliding_layers=len(windows), mla=self.mla,
            max_position_embeddings=self.max_position,
            kv_elems_per_token=sum(l.kv_elems_per_token for l in self.layers),
        )


# ----------------------------------------------------------------------------- parsing

def _int(cfg: dict, key: str, where: str, required: bool = True, default: int | None = None,
         allow_zero: bool = False) -> int | None:
    if key not in cfg or cfg[key] is None:
        if required:
            raise ConfigError(f"{where}: key '{key}' is missing (expected a positive integer)")
        return default
    value = cfg[key]
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        else:
            raise ConfigError(f"{where}: key '{key}' must be an integer, got {value!r}")
    if value < 0 or (value == 0 and not allow_zero):
        raise ConfigError(f"{where}: key '{key}' must be {'zero or more' if allow_zero else 'positive'}, got {value}")
    limit = LIMITS.get(key)
    if limit is not None and value > limit:
        raise ConfigError(f"{where}: key '{key}' = {value:,} is implausibly large (more than {limit:,})")
    return value


def spec_from_config(cfg: Any, name: str = "model", where: str = "config.json") -> ModelSpec:
    """Build a ModelSpec from a config.json dict; every problem names the key."""
    if not isinstance(cfg, dict):
        raise ConfigError(f"{where}: must be a JSON object (a Hugging Face config.json)")
    mt = cfg.get("model_type")
    if mt == "gemma3" and isinstance(cfg.get("text_config"), dict):  # multimodal wrapper: use its text decoder
        cfg = {**cfg["text_config"], "model_type": "gemma3_text"}
        mt = "gemma3_text"
    if not isinstance(mt, str):
        raise ConfigError(f"{where}: key 'model_type' is missing (expected e.g. 'llama', 'qwen2', 'mixtral')")
    if mt not in SUPPORTED_TYPES:
        raise ConfigError(f"{where}: model_type '{mt}' is not a supported decoder architecture "
                          f"(supported: {', '.join(SUPPORTED_TYPES)})")
    h = _int(cfg, "hidden_size", where)
    n_layers = _int(cfg, "num_hidden_layers", where)
    heads = _int(cfg, "num_attention_heads", where)
    vocab = _int(cfg, "vocab_size", where)
    kv_heads = _int(cfg, "num_key_value_heads", where, required=False, default=heads)
    if kv_heads > heads or heads % kv_heads:
        raise ConfigError(f"{where}: key 'num_key_value_heads' = {kv_heads} must divide num_attention_heads = {heads}")
    hd = _int(cfg, "head_dim", where, required=False)
    if hd is None:
        if h % heads:
            raise ConfigError(f"{where}: hidden_size {h} is not divisible by num_attention_heads {heads} and "
                              "key 'head_dim' is absent")
        hd = h // heads
    tied_raw = cfg.get("tie_word_embeddings")
    if tied_raw is not None and not isinstance(tied_raw, bool):
        raise ConfigError(f"{where}: key 'tie_word_embeddings' must be true or false, got {tied_raw!r}")
    tied = TIED_DEFAULT.get(mt, False) if tied_raw is None else tied_raw
    max_pos = _int(cfg, "max_position_embeddings", where, required=False)

    attn_bias = bool(cfg.get("attention_bias", False))
    qkv_bias = mt in QKV_BIAS or attn_bias
    norms_per_layer = 4 if mt in FOUR_NORMS else 2

    # sliding window: only where the config really uses one
    window = None
    sw = cfg.get("sliding_window")
    if isinstance(sw, int) and sw > 0:
        if mt in ("qwen2", "qwen2_moe", "qwen3", "qwen3_moe"):
            window = sw if cfg.get("use_sliding_window") else None
        else:
            window = sw
    layer_types = cfg.get("layer_types")

    def layer_window(i: int) -> int | None:
        if window is None:
            return None
        if isinstance(layer_types, list) and i < len(layer_types):
            return window if layer_types[i] == "sliding_attention" else None
        if mt == "gemma2":
            return window if i % 2 == 0 else None  # Gemma-2 alternates local (even) and global layers
        if mt == "gemma3_text":
            pattern = cfg.get("sliding_window_pattern", 6)
            return None if (i + 1) % pattern == 0 else window
        if mt in ("qwen2", "qwen2_moe", "qwen3", "qwen3_moe"):
            max_window_layers = cfg.get("max_window_layers", n_layers)
            return window if i >= max_window_layers else None
        return window

    # attention
    mla = mt in ("deepseek_v2", "deepseek_v3")
    if mla:
        kv_lora = _int(cfg, "kv_lora_rank", where)
        q_lora = _int(cfg, "q_lora_rank", where, required=False)
        rope_d = _int(cfg, "qk_rope_head_dim", where)
        nope_d = _int(cfg, "qk_nope_head_dim", where)
        v_d = _int(cfg, "v_head_dim", where)
        q_out = heads * (nope_d + rope_d)
        attn = (h * q_out) if q_lora is None else (h * q_lora + q_lora + q_lora * q_out)
        attn += h * (kv_lora + rope_d) + kv_lora + kv_lora * heads * (nope_d + v_d) + heads * v_d * h
        kv_elems = kv_lora + rope_d  # the compressed latent cached per token
        hd = nope_d + rope_d
    else:
        attn = h * heads * hd + 2 * h * kv_heads * hd + heads * hd * h
        if qkv_bias:
            attn += heads * hd + 2 * kv_heads * hd
        if attn_bias and mt not in QKV_BIAS:
            attn += h  # o_proj bias
        if mt in QK_NORM:
            attn += 2 * hd
        kv_elems = 2 * kv_heads * hd

    # MLP
    experts = experts_per_tok = None
    inter = _int(cfg, "intermediate_size", where, required=mt not in ("qwen3_moe",)) or 0
    dense_mlp = 3 * h * inter
    layers: list[LayerSpec] = []
    for i in range(n_layers):
        kind = "dense"
        mlp = active = dense_mlp
        if mt == "mixtral":
            experts = _int(cfg, "num_local_experts", where)
            experts_per_tok = _int(cfg, "num_experts_per_tok", where)
            mlp = experts * 3 * h * inter + h * experts
            active = experts_per_tok * 3 * h * inter + h * experts
            kind = "moe"
        elif mt in ("qwen2_moe", "qwen3_moe"):
            experts = _int(cfg, "num_experts", where)
            experts_per_tok = _int(cfg, "num_experts_per_tok", where)
            moe_inter = _int(cfg, "moe_intermediate_size", where)
            step = cfg.get("decoder_sparse_step", 1) or 1
            only_mlp = cfg.get("mlp_only_layers") or []
            if i not in only_mlp and (i + 1) % step == 0:
                shared_inter = cfg.get("shared_expert_intermediate_size") or 0
                shared = (3 * h * shared_inter + h) if shared_inter else 0  # shared expert + its 1-output gate
                mlp = experts * 3 * h * moe_inter + h * experts + shared
                active = experts_per_tok * 3 * h * moe_inter + h * experts + shared
                kind = "moe"
        elif mla:
            experts = _int(cfg, "n_routed_experts", where)
            experts_per_tok = _int(cfg, "num_experts_per_tok", where)
            moe_inter = _int(cfg, "moe_intermediate_size", where)
            n_shared = _int(cfg, "n_shared_experts", where, required=False, default=0, allow_zero=True)
            first_dense = _int(cfg, "first_k_dense_replace", where, required=False, default=0, allow_zero=True)
            freq = cfg.get("moe_layer_freq", 1) or 1
            if i >= first_dense and i % freq == 0:
                bias = experts if mt == "deepseek_v3" else 0  # e_score_correction_bias
                shared = 3 * h * moe_inter * n_shared
                mlp = experts * 3 * h * moe_inter + h * experts + bias + shared
                active = experts_per_tok * 3 * h * moe_inter + h * experts + bias + shared
                kind = "moe"
        norm = norms_per_layer * h
        layers.append(LayerSpec(i, attn, mlp, active, norm, kv_elems, layer_window(i), kind))
    embed = vocab * h
    lm_head = 0 if tied else vocab * h
    return ModelSpec(
        name=name, model_type=mt, hidden=h, heads=heads, kv_heads=kv_heads, head_dim=hd, vocab=vocab, tied=tied,
        layers=tuple(layers), embed_params=embed, lm_head_params=lm_head, final_norm_params=h, max_position=max_pos,
        experts=experts, experts_per_token=experts_per_tok, mla=mla, intermediate=inter,
    )


def load_config_file(path: str | Path) -> ModelSpec:
    """Read a local config.json (no network). Errors name the file and the key."""
    p = Path(path)
    data = read_json_file(p, max_bytes=2 * 1024 * 1024)
    try:
        return spec_from_config(data, name=p.parent.name or p.stem, where=str(p))
    except ConfigError as exc:
        raise InputFileError(p, str(exc).split(": ", 1)[1] if ": " in str(exc) else str(exc)) from None


def spec_from_catalog_entry(entry) -> ModelSpec:
    data = entry.config.model_dump(mode="json", exclude_unset=True)
    return spec_from_config(data, name=entry.name, where=f"catalog model {entry.id} config")
