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

from planner.errors import InputFileError
from planner.jsonio import read_json_file
from planner.llm.config_families import gpt_oss_moe, gpt_oss_windows, llama4_moe, llama4_windows
from planner.llm.config_keys import ConfigError, Keys, Moe, describe_value, experts_per_token
from planner.memo import immutable, memoized
from planner.model.common import StrictModel

SUPPORTED_TYPES = (
    "llama", "mistral", "qwen2", "qwen3", "gemma", "gemma2", "gemma3_text", "phi3", "mixtral", "qwen2_moe",
    "qwen3_moe", "deepseek_v2", "deepseek_v3", "llama4_text", "gpt_oss",
)
#: What each architecture does when tie_word_embeddings is absent from its config (transformers defaults).
TIED_DEFAULT = {"gemma": True, "gemma2": True, "gemma3_text": True}
#: Architectures whose q/k/v projections carry a bias whatever attention_bias says.
QKV_BIAS = {"qwen2", "qwen2_moe"}
FOUR_NORMS = {"gemma2", "gemma3_text"}
QK_NORM = {"qwen3", "qwen3_moe", "gemma3_text"}
#: Architectures whose attention has biases unless attention_bias says otherwise (GptOssConfig's default).
BIAS_DEFAULT = {"gpt_oss": True}
#: Architectures with one learned attention-sink logit per head in every layer.
ATTENTION_SINKS = {"gpt_oss"}
#: The key that gives a dense layer's MLP width where it is not intermediate_size (Llama 4: that is the experts').
DENSE_WIDTH_KEY = {"llama4_text": "intermediate_size_mlp"}
#: Multimodal wrappers whose text decoder sits in text_config, and the decoder's model_type.
WRAPPERS = {"gemma3": "gemma3_text", "llama4": "llama4_text"}


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
    context_window: int | None = Field(default=None, description=(
        "The model's own context window: max_position_embeddings, or original_max_position_embeddings x "
        "rope_scaling.factor when that is larger; null when the config states neither."))
    kv_elems_per_token: int = Field(description="K+V elements per token over all full-attention layers.")


@dataclass(frozen=True)
class RopeScaling:
    """A config's rope_scaling that stretches the trained window: `original` tokens x `factor`."""

    factor: float
    original: int

    @property
    def window(self) -> int:
        return int(self.original * self.factor)


@immutable  # frozen, tuples and numbers only: keyed by identity in the memo tables
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
    rope: RopeScaling | None = None
    experts: int | None = None
    experts_per_token: int | None = None
    mla: bool = False
    intermediate: int = 0
    expert_width: int = 0  # intermediate size of one routed expert (MoE), 0 for a dense model
    shared_width: int = 0  # intermediate size of the shared expert MLP of a MoE layer, 0 without one

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

    @property
    def context_window(self) -> int | None:
        """The model's own window: max_position_embeddings, or the rope-scaled window when that is larger.

        Llama 3.1 states both (131,072 and 8,192 x 8): the larger is its window. Qwen2.5 with YaRN keeps
        max_position_embeddings at 32,768 and adds rope_scaling {factor 4, original 32,768}: 131,072.
        """
        windows = [w for w in (self.max_position, self.rope.window if self.rope else None) if w is not None]
        return max(windows) if windows else None

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
            max_position_embeddings=self.max_position, context_window=self.context_window,
            kv_elems_per_token=sum(l.kv_elems_per_token for l in self.layers),
        )


# ----------------------------------------------------------------------------- parsing

QWEN_FAMILY = ("qwen2", "qwen2_moe", "qwen3", "qwen3_moe")
MLA_TYPES = ("deepseek_v2", "deepseek_v3")


def _moe(keys: Keys, mt: str, h: int, n_layers: int) -> Moe | None:
    if mt == "llama4_text":
        return llama4_moe(keys, h, n_layers)
    if mt == "gpt_oss":
        return gpt_oss_moe(keys, h, n_layers)
    if mt == "mixtral":
        experts = keys.count("num_local_experts")
        per_token = experts_per_token(keys, experts, "num_local_experts")
        return Moe(experts, per_token, keys.count("intermediate_size"), h * experts, frozenset(range(n_layers)))
    if mt in ("qwen2_moe", "qwen3_moe"):
        experts = keys.count("num_experts")
        per_token = experts_per_token(keys, experts, "num_experts")
        width = keys.count("moe_intermediate_size")
        step = keys.count("decoder_sparse_step", required=False, default=1)
        dense = keys.layer_numbers("mlp_only_layers", n_layers)
        shared_width = keys.count("shared_expert_intermediate_size", required=False, default=0, minimum=0)
        shared = (3 * h * shared_width + h) if shared_width else 0  # shared expert + its 1-output gate
        layers = frozenset(i for i in range(n_layers) if i not in dense and (i + 1) % step == 0)
        return Moe(experts, per_token, width, h * experts + shared, layers)
    if mt in MLA_TYPES:
        experts = keys.count("n_routed_experts")
        per_token = experts_per_token(keys, experts, "n_routed_experts")
        width = keys.count("moe_intermediate_size")
        n_shared = keys.count("n_shared_experts", required=False, default=0, minimum=0)
        first_dense = keys.count("first_k_dense_replace", required=False, default=0, minimum=0)
        freq = keys.count("moe_layer_freq", required=False, default=1)
        bias = experts if mt == "deepseek_v3" else 0  # e_score_correction_bias
        layers = frozenset(i for i in range(first_dense, n_layers) if i % freq == 0)
        return Moe(experts, per_token, width, h * experts + bias + 3 * h * width * n_shared, layers)
    return None


def _window_size(keys: Keys, mt: str) -> int | None:
    """The sliding window, where the config really uses one (Qwen only with use_sliding_window true)."""
    size = keys.count("sliding_window", required=False)
    if mt in QWEN_FAMILY and not keys.flag("use_sliding_window", False):
        return None
    return size


def _layer_windows(keys: Keys, mt: str, n_layers: int) -> list[int | None]:
    """Tokens each layer's KV holds at most (None = the whole context)."""
    if mt == "llama4_text":
        return llama4_windows(keys, n_layers)
    if mt == "gpt_oss":
        return gpt_oss_windows(keys, n_layers)
    layer_types = keys.layer_types(n_layers)
    window = _window_size(keys, mt)
    pattern = keys.count("sliding_window_pattern", required=False, default=6) if mt == "gemma3_text" else 1
    first_sliding = keys.count("max_window_layers", required=False, default=n_layers, minimum=0) \
        if mt in QWEN_FAMILY else 0
    if window is None:
        return [None] * n_layers
    if layer_types is not None:
        return [window if t == "sliding_attention" else None for t in layer_types]
    if mt == "gemma2":
        return [window if i % 2 == 0 else None for i in range(n_layers)]  # local (even) and global layers alternate
    if mt == "gemma3_text":
        return [None if (i + 1) % pattern == 0 else window for i in range(n_layers)]
    return [window if i >= first_sliding else None for i in range(n_layers)]


def _attention(keys: Keys, mt: str, h: int, heads: int, kv_heads: int, hd: int) -> tuple[int, int, int]:
    """(parameters, KV elements per token, head_dim) of one attention block."""
    if mt in MLA_TYPES:
        kv_lora = keys.count("kv_lora_rank")
        q_lora = keys.count("q_lora_rank", required=False)
        rope_d = keys.count("qk_rope_head_dim")
        nope_d = keys.count("qk_nope_head_dim")
        v_d = keys.count("v_head_dim")
        q_out = heads * (nope_d + rope_d)
        attn = (h * q_out) if q_lora is None else (h * q_lora + q_lora + q_lora * q_out)
        attn += h * (kv_lora + rope_d) + kv_lora + kv_lora * heads * (nope_d + v_d) + heads * v_d * h
        return attn, kv_lora + rope_d, nope_d + rope_d  # the compressed latent is what is cached per token
    attn_bias = keys.flag("attention_bias", BIAS_DEFAULT.get(mt, False))
    attn = h * heads * hd + 2 * h * kv_heads * hd + heads * hd * h
    if mt in QKV_BIAS or attn_bias:
        attn += heads * hd + 2 * kv_heads * hd
    if attn_bias and mt not in QKV_BIAS:
        attn += h  # o_proj bias
    if mt in QK_NORM:
        attn += 2 * hd
    if mt in ATTENTION_SINKS:
        attn += heads
    return attn, 2 * kv_heads * hd, hd


MAX_ROPE_FACTOR = 1_000


def _rope_factor(keys: Keys) -> float | None:
    """rope_scaling.factor: a finite number from 1 to MAX_ROPE_FACTOR, or None when absent."""
    raw = keys.cfg.get("factor")
    if raw is None:
        return None
    expected = f"a number from 1 to {MAX_ROPE_FACTOR:,}"
    # the range test alone refuses NaN and the infinities, and never turns a huge integer into a float
    if isinstance(raw, bool) or not isinstance(raw, (int, float)) or not 1 <= raw <= MAX_ROPE_FACTOR:
        keys.fail("factor", f"must be {expected}, got {describe_value(raw)}")
    return float(raw)


def _rope_scaling(keys: Keys) -> RopeScaling | None:
    """The window a rope_scaling block stretches to, when it names both a factor and the original window.

    The original window is rope_scaling.original_max_position_embeddings, else the config's own key of that name
    (Phi-3). Without one the config's max_position_embeddings is taken as the window as it stands: Gemma 3's
    linear factor 8 is already counted in its 131,072, and a window the config does not state is not assumed.
    """
    top = keys.count("original_max_position_embeddings", required=False)  # checked wherever it is given
    raw = keys.cfg.get("rope_scaling")
    if raw is None:
        return None
    if not isinstance(raw, dict):
        keys.fail("rope_scaling", f"must be an object or null, got {describe_value(raw)}")
    inner = Keys(raw, keys.where, keys.prefix + "rope_scaling.")
    factor = _rope_factor(inner)
    original = inner.count("original_max_position_embeddings", required=False) or top
    return RopeScaling(factor, original) if factor is not None and original is not None else None


def _text_decoder(cfg: dict, where: str) -> tuple[dict, str]:
    """The decoder's keys and how messages name them (a multimodal Gemma-3 or Llama 4 wrapper keeps them in
    text_config; only the text decoder is counted, not the vision tower)."""
    wrapper = cfg.get("model_type")
    if isinstance(wrapper, str) and wrapper in WRAPPERS:
        text = cfg.get("text_config")
        if not isinstance(text, dict):
            raise ConfigError(f"{where}: text_config must be an object (the text decoder's config), "
                              f"got {describe_value(text)}")
        return {**text, "model_type": WRAPPERS[wrapper]}, "text_config."
    return cfg, ""


def _model_type(cfg: dict, where: str) -> str:
    mt = cfg.get("model_type")
    if not isinstance(mt, str):
        raise ConfigError(f"{where}: model_type is missing (expected e.g. 'llama', 'qwen2', 'mixtral'), "
                          f"got {describe_value(mt)}")
    if mt not in SUPPORTED_TYPES:
        raise ConfigError(f"{where}: model_type {describe_value(mt)} is not a supported decoder architecture "
                          f"(supported: {', '.join(SUPPORTED_TYPES)})")
    return mt


@memoized(maxsize=32)  # by the config's content: the same catalog model gives the same (immutable) spec
def spec_from_config(cfg: Any, name: str = "model", where: str = "config.json") -> ModelSpec:
    """Build a ModelSpec from a config.json dict; every problem is a ConfigError naming the key."""
    if not isinstance(cfg, dict):
        raise ConfigError(f"{where}: must be a JSON object (a Hugging Face config.json), not {describe_value(cfg)}")
    cfg, prefix = _text_decoder(cfg, where)
    mt = _model_type(cfg, where)
    keys = Keys(cfg, where, prefix)
    h = keys.count("hidden_size")
    n_layers = keys.count("num_hidden_layers")
    heads = keys.count("num_attention_heads")
    vocab = keys.count("vocab_size")
    kv_heads = keys.count("num_key_value_heads", required=False, default=heads)
    if kv_heads > heads or heads % kv_heads:
        keys.fail("num_key_value_heads", f"({kv_heads}) must divide num_attention_heads ({heads})")
    hd = keys.count("head_dim", required=False)
    if hd is None:
        if h % heads:
            keys.fail("head_dim", f"is absent and hidden_size ({h}) is not divisible by num_attention_heads ({heads})")
        hd = h // heads
    tied = keys.flag("tie_word_embeddings", TIED_DEFAULT.get(mt, False))
    max_pos = keys.count("max_position_embeddings", required=False)
    rope = _rope_scaling(keys)
    windows = _layer_windows(keys, mt, n_layers)
    attn, kv_elems, hd = _attention(keys, mt, h, heads, kv_heads, hd)
    moe = _moe(keys, mt, h, n_layers)
    has_dense = moe is None or len(moe.layers) < n_layers
    dense_key = DENSE_WIDTH_KEY.get(mt, "intermediate_size")
    inter = keys.count(dense_key, required=has_dense, default=0)  # an all-MoE model may omit it
    norm = (4 if mt in FOUR_NORMS else 2) * h
    layers = []
    for i in range(n_layers):
        if moe is not None and i in moe.layers:
            mlp, active = moe.params(h)
            layers.append(LayerSpec(i, attn, mlp, active, norm, kv_elems, windows[i], "moe"))
        else:
            layers.append(LayerSpec(i, attn, 3 * h * inter, 3 * h * inter, norm, kv_elems, windows[i], "dense"))
    return ModelSpec(
        name=name, model_type=mt, hidden=h, heads=heads, kv_heads=kv_heads, head_dim=hd, vocab=vocab, tied=tied,
        layers=tuple(layers), embed_params=vocab * h, lm_head_params=0 if tied else vocab * h, final_norm_params=h,
        max_position=max_pos, rope=rope, experts=moe.experts if moe else None, experts_per_token=moe.per_token if moe else None,
        mla=mt in MLA_TYPES, intermediate=inter, expert_width=moe.width if moe else 0,
        shared_width=(moe.always - h * moe.experts) // (3 * h) if moe else 0,  # router and biases are < 3h
    )


MAX_CONFIG_BYTES = 2 * 1024 * 1024


def _read_config_json(p: Path) -> Any:
    """The parsed file through the one safe reader: a FIFO, device or socket is refused at once, never read."""
    return read_json_file(p, max_bytes=MAX_CONFIG_BYTES)


def config_model_name(path: str | Path, data: Any) -> str:
    """What to call the model of a local config file: the repository its `_name_or_path` names (transformers writes
    it on save_pretrained), else the Hugging Face cache's repository folder (models--org--name/snapshots/<hash>/), else
    the folder of a file called config.json (a downloaded repository), else the file's own name (llama-2-7b.json)."""
    p = Path(path)
    named = data.get("_name_or_path") if isinstance(data, dict) else None
    if isinstance(named, str) and named.strip() and len(named) <= 200:
        return Path(named.strip().rstrip("/\\")).name or named.strip()
    for folder in p.parents:
        if folder.name.startswith("models--") and folder.name.count("--") >= 2:
            return folder.name.split("--", 2)[2]
    if p.name.lower() == "config.json" and p.parent.name not in ("", "."):
        return p.parent.name
    return p.stem or p.name


def load_config_file(path: str | Path) -> ModelSpec:
    """Read a local config.json (no network). Errors name the file and the key."""
    p = Path(path)
    data = _read_config_json(p)
    try:
        return spec_from_config(data, name=config_model_name(p, data), where=str(p))
    except ConfigError as exc:
        raise InputFileError(p, str(exc).split(": ", 1)[1] if ": " in str(exc) else str(exc)) from None


def spec_from_catalog_entry(entry) -> ModelSpec:
    data = entry.config.model_dump(mode="json", exclude_unset=True)
    return spec_from_config(data, name=entry.name, where=f"catalog model {entry.id} config")
