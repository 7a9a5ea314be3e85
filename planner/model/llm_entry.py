"""Catalog format of an LLM: a Hugging Face ``config.json`` kept verbatim plus where it came from."""

from __future__ import annotations

from typing import Any

from pydantic import ConfigDict, Field, field_validator

from planner.errors import json_kind
from planner.model.common import ShortText, Slug, StrictModel
from planner.model.parts import SourceText

#: Keys every supported decoder config must carry (the model-fit engine reads them).
REQUIRED_CONFIG_KEYS = (
    "model_type", "hidden_size", "num_hidden_layers", "num_attention_heads", "vocab_size",
)


class HfConfig(StrictModel):
    """The subset of a Hugging Face config.json the planner checks; other keys are kept as they are."""

    model_config = ConfigDict(extra="allow", validate_assignment=True, protected_namespaces=())

    model_type: str = Field(min_length=1)
    hidden_size: int = Field(gt=0, le=1_000_000)
    num_hidden_layers: int = Field(gt=0, le=10_000)
    num_attention_heads: int = Field(gt=0, le=100_000)
    num_key_value_heads: int | None = Field(default=None, gt=0, le=100_000)
    head_dim: int | None = Field(default=None, gt=0, le=100_000)
    intermediate_size: int | None = Field(default=None, gt=0, le=10_000_000)
    vocab_size: int = Field(gt=0, le=100_000_000)
    max_position_embeddings: int | None = Field(default=None, gt=0, le=1_000_000_000)
    tie_word_embeddings: bool | None = None
    torch_dtype: str | None = None


class LlmModel(StrictModel):
    """An LLM in the catalog (resources/catalog/models/<id>.json)."""

    kind: str = Field(default="llm", pattern="^llm$")
    id: Slug
    name: ShortText = Field(min_length=1)
    hf_repo: ShortText = Field(min_length=3, description="Hugging Face repository the config belongs to.")
    family: ShortText = ""
    params_official: ShortText = Field(default="", description="Parameter count as the publisher states it.")
    params_checkpoint: int | None = Field(
        default=None, gt=0, le=10**14,
        description="Exact count from the checkpoint: model.safetensors.index.json total_size / 2 for a 16-bit checkpoint.",
    )
    params_checkpoint_source: ShortText = ""
    license: ShortText = ""
    source: SourceText
    notes: str = ""
    config: HfConfig

    @field_validator("config", mode="before")
    @classmethod
    def _config_is_object(cls, value: Any) -> Any:
        if not isinstance(value, dict):
            raise ValueError(f"config must be the JSON object of the model's config.json, not {json_kind(value)}")
        return value

    def key_specs(self) -> str:
        c = self.config
        kv = c.num_key_value_heads or c.num_attention_heads
        return (
            f"{self.params_official or '?'} params, {c.num_hidden_layers} layers, hidden {c.hidden_size}, "
            f"{c.num_attention_heads} heads / {kv} KV heads, vocab {c.vocab_size}"
        )
