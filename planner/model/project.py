"""The project a user edits and saves: nodes (machines) of line items, a workload, cost assumptions."""

from __future__ import annotations

import datetime as _dt
from collections import Counter
from typing import Annotated, Literal

from pydantic import Field, StringConstraints, model_validator

from planner.model.common import MAX_AMOUNT, Condition, Currency, LongText, Money, ShortText, Slug, StrictModel
from planner.model.costs import CostAssumptions, ExchangeRate, RiskEvent  # noqa: F401  (part of the project format)
from planner.model.parts import Part, SlotName

#: Version of the project file format written by this planner. Bump it (and add a migration in
#: planner/io.py) whenever a saved file would no longer load as it is.
SCHEMA_VERSION = 2

#: Item ids are short, stable handles the UI and findings use to point at a line.
ItemId = Slug


#: A reference to one unit of a line item: "<item id>" (its first unit) or "<item id>#<n>" (n from 1).
UnitRef = Annotated[str, StringConstraints(pattern=r"^[a-z0-9]+(?:[-.][a-z0-9]+)*(?:#[1-9][0-9]?)?$", max_length=90)]


class SlotAssignment(StrictModel):
    """Where one unit of a line item is installed: a PCIe slot, an M.2 socket or a SATA port."""

    slot: SlotName
    via_riser: bool = Field(default=False, description="Installed through a riser or extension cable.")
    psu: UnitRef | None = Field(
        default=None, description="PSU unit that feeds this card, e.g. 'psu#2'; null = the main PSU.",
    )
    extender: UnitRef | None = Field(
        default=None, description="The extender unit the card sits on, e.g. 'riser#2' (a line whose part is a PCIe "
                                  "extender); implies via_riser. Null: directly in the slot, or an unnamed riser.")
    port: int | None = Field(default=None, ge=1, le=8, description="The extender's port the card is on (from 1; "
                                                                    "null: port 1).")

    @model_validator(mode="before")
    @classmethod
    def _extender_is_a_riser(cls, data):
        if isinstance(data, dict) and data.get("extender") is not None and "via_riser" not in data:
            return {**data, "via_riser": True}
        return data

    @model_validator(mode="after")
    def _port_needs_extender(self) -> "SlotAssignment":
        if self.port is not None and self.extender is None:
            raise ValueError("port is given only with extender (the extender unit the card sits on)")
        if self.extender is not None and not self.via_riser:
            raise ValueError("a card on an extender is installed through a riser: via_riser cannot be false")
        return self


class LineItem(StrictModel):
    """One row of the parts list: a catalog part or a custom part, how many, at what price."""

    id: ItemId
    part_id: Slug | None = Field(default=None, description="Catalog id of the part; null for a custom part.")
    custom_part: Part | None = Field(default=None, description="A part described inline instead of from the catalog.")
    quantity: int = Field(default=1, ge=1, le=64)
    unit_price: Money | None = Field(default=None, description="Price paid or quoted per unit; null if not known yet.")
    condition: Condition = "new"
    ex_mining: bool = Field(
        default=False, description="A used card that ran round the clock before (mining farm or data centre).")
    note: LongText = ""
    slots: list[SlotAssignment] = Field(
        default_factory=list, max_length=64,
        description="Slot of each unit (GPUs, drives); at most one per unit.",
    )
    power_limit_w: float | None = Field(
        default=None, ge=1, le=2000,
        description="GPU power limit set with nvidia-smi -pl, watts; null = stock board power.",
    )

    @model_validator(mode="after")
    def _one_part(self) -> "LineItem":
        if (self.part_id is None) == (self.custom_part is None):
            raise ValueError("give exactly one of part_id (a catalog id) or custom_part (an inline part)")
        if len(self.slots) > self.quantity:
            raise ValueError(f"{len(self.slots)} slot assignments for a quantity of {self.quantity}")
        return self


CircuitKind = Literal["cn-10a", "cn-16a", "us-15a", "us-20a", "eu-16a", "custom"]


class Circuit(StrictModel):
    """A wall circuit. Standard kinds fill volts/amps; 'custom' needs both."""

    id: Slug
    name: ShortText = ""
    kind: CircuitKind = "cn-10a"
    volts: float | None = Field(default=None, ge=1, le=480)
    amps: float | None = Field(default=None, ge=0.1, le=100)

    @model_validator(mode="after")
    def _custom_complete(self) -> "Circuit":
        if self.kind == "custom" and (self.volts is None or self.amps is None):
            raise ValueError(f"circuit {self.id}: a custom circuit needs volts and amps")
        return self


class PsuFeed(StrictModel):
    """Which circuit a PSU unit is plugged into."""

    psu: UnitRef
    circuit: Slug


class GpuBridge(StrictModel):
    """An NVLink / Infinity Fabric bridge between two GPU units, e.g. ['gpu#1', 'gpu#2']."""

    gpus: list[UnitRef] = Field(min_length=2, max_length=2)


class Node(StrictModel):
    """One machine. A project holds one today; the format already allows a small cluster."""

    id: Slug = "node-1"
    name: ShortText = "Node 1"
    items: list[LineItem] = Field(default_factory=list, max_length=500)
    circuits: list[Circuit] = Field(
        default_factory=list, max_length=16,
        description="Wall circuits; none listed = one circuit of the region's usual kind.",
    )
    psu_circuits: list[PsuFeed] = Field(default_factory=list, max_length=32)
    gpu_bridges: list[GpuBridge] = Field(default_factory=list, max_length=16)
    gpus_in_lockstep: bool = Field(
        default=True,
        description="GPUs spike together (tensor parallel, training); their transients add up.",
    )
    bios: dict[ShortText, ShortText] = Field(
        default_factory=dict, description="Board firmware settings that move lanes: setting name -> choice.",
    )
    network_gbit: float = Field(
        default=10.0, ge=0.1, le=1600, description="This machine's link to the other machines, Gbit/s (a model "
                                                  "split over machines sends each token's activations over it).")
    rdma: bool = Field(default=False, description="The link between machines runs llama.cpp RPC over RDMA.")

    @model_validator(mode="after")
    def _unique_items(self) -> "Node":
        counts = Counter(i.id for i in self.items)
        dupes = sorted(i for i, n in counts.items() if n > 1)
        if dupes:
            raise ValueError(f"line item ids must be unique within a node, repeated: {', '.join(dupes)}")
        return self


Quantization = Literal[
    "fp32", "bf16", "fp16", "fp8", "int8", "gptq-4bit", "awq-4bit", "nf4",
    "gguf-q8_0", "gguf-q6_k", "gguf-q5_k_m", "gguf-q5_k_s", "gguf-q4_k_m", "gguf-q4_k_s", "gguf-q4_0",
    "gguf-iq4_xs", "gguf-q3_k_l", "gguf-q3_k_m", "gguf-q3_k_s", "gguf-q2_k", "gguf-mxfp4", "gguf-mxfp4-f16",
]
#: The one list of each workload choice: the project field's type, the CLI's choices and the window's
#: editors are all built from these tuples.
KV_CACHE_TYPES = ("fp16", "fp8", "q8_0", "q4_0")
WORKLOAD_MODES = ("inference", "lora", "qlora", "full_finetune")
ENGINES = ("llama.cpp", "accelerate-sequential", "accelerate-balanced", "vllm-tp", "vllm-pp")
KvCacheType = Literal.__getitem__(KV_CACHE_TYPES)
WorkloadMode = Literal.__getitem__(WORKLOAD_MODES)
Engine = Literal.__getitem__(ENGINES)
LoraModule = Literal["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj", "router"]
#: Fine-tuning recipe choices (planner/llm/train_recipe.py gives each its bytes and its source).
BASE_PRECISIONS = ("auto", "bf16", "int8", "nf4", "fp4")
OPTIMIZERS = ("adamw", "adamw_8bit", "paged_adamw_8bit", "paged_adamw_32bit", "sgd")
TRAIN_STRATEGIES = ("ddp", "pipeline", "zero1", "zero2", "zero3", "fsdp")
TRAIN_OFFLOADS = ("none", "optimizer", "optimizer_and_params")
BasePrecision = Literal.__getitem__(BASE_PRECISIONS)
Optimizer = Literal.__getitem__(OPTIMIZERS)
TrainStrategy = Literal.__getitem__(TRAIN_STRATEGIES)
TrainOffload = Literal.__getitem__(TRAIN_OFFLOADS)


class Workload(StrictModel):
    """What the rig is for: which model, how quantized, how much context, how many parallel sequences."""

    model_id: Slug | None = Field(default=None, description="Catalog id of the LLM.")
    hf_config: dict | None = Field(
        default=None, description="A Hugging Face config.json kept inside the project (opened from a local file).",
    )
    model_name: ShortText = Field(default="", description="Name shown for an inline hf_config.")
    quantization: Quantization = "fp16"
    kv_cache_type: KvCacheType = "fp16"
    context_tokens: int = Field(default=4096, ge=1, le=10_000_000)
    batch_size: int = Field(default=1, ge=1, le=4096)
    mode: WorkloadMode = "inference"
    engine: Engine = "llama.cpp"
    tensor_split: list[Annotated[float, Field(ge=0, le=1_000_000)]] | None = Field(
        default=None, max_length=16,
        description="llama.cpp --tensor-split ratios, or vLLM layers per pipeline stage; null = the engine's default.",
    )
    tensor_parallel_size: int | None = Field(
        default=None, ge=1, le=64,
        description="vllm-tp: the cards each layer is split over (--tensor-parallel-size); the groups are pipeline "
                    "stages (--pipeline-parallel-size = cards / size). null = every card, one group.")
    flash_attention: bool = True
    cpu_offload: Literal["none", "auto"] | Annotated[int, Field(ge=1, le=1000)] = Field(
        default="none", description="llama.cpp MoE expert offload (--n-cpu-moe): 'auto' keeps the routed experts of "
                                    "the fewest layers that make the model fit in system RAM; a number, that many "
                                    "layers; 'none' keeps everything on the cards.")
    vram_margin_gib: float | None = Field(
        default=None, ge=0, le=64, description="Memory to keep free per card; null = the engine's own default.",
    )
    lora_rank: int = Field(default=16, ge=1, le=1024)
    lora_modules: list[LoraModule] = Field(
        default_factory=lambda: ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"],
        min_length=1,
    )
    gradient_checkpointing: bool = True
    # The fine-tuning recipe. A file without these fields gets the recipe most people run (Hugging Face Trainer
    # defaults): AdamW with fp32 states and fp32 master weights, the base in the mode's own precision, several cards
    # as data parallel (DDP), nothing offloaded. Before these fields the planner assumed the same optimizer but a
    # naive pipeline over several cards; `train_strategy: "pipeline"` gives that back.
    base_precision: BasePrecision = Field(
        default="auto", description="Frozen base of LoRA/QLoRA: bf16, int8 (LLM.int8), nf4 or fp4 (bitsandbytes); auto = the mode's own "
                                    "(LoRA bf16, QLoRA nf4). Full fine-tuning trains a 16-bit model.")
    optimizer: Optimizer = Field(default="adamw", description="adamw (fp32 states), adamw_8bit, paged_adamw_8bit, "
                                                               "paged_adamw_32bit (bitsandbytes) or sgd (momentum).")
    master_weights: bool = Field(default=True, description="Mixed precision with fp32 master weights (true) or pure "
                                                            "bf16 training (false).")
    train_strategy: TrainStrategy = Field(
        default="ddp", description="Several cards: ddp (each card a full replica), pipeline (layers split, one card "
                                   "at a time), zero1 (optimizer states sharded), zero2 (gradients too), zero3 or fsdp (parameters "
                                   "sharded too).")
    train_offload: TrainOffload = Field(
        default="none", description="optimizer: optimizer states and gradients in host RAM (DeepSpeed ZeRO-Offload, "
                                    "zero2/zero3); optimizer_and_params: the parameters too (zero3 or fsdp).")
    checkpoint_offload: bool = Field(
        default=False, description="Gradient checkpoints kept in host RAM instead of on the card (Unsloth's "
                                   "'unsloth' gradient checkpointing).")
    draft_model_id: Slug | None = Field(
        default=None, description="Catalog id of a draft model for speculative decoding (llama-server -md): its "
                                  "weights, KV cache and working buffer are counted on the cards, split like the "
                                  "model's layers. Inference with llama.cpp only.")
    draft_quantization: Quantization | None = Field(
        default=None, description="The draft model's weight format; null = the model's own quantization.")

    @model_validator(mode="after")
    def _one_model(self) -> "Workload":
        if self.model_id is not None and self.hf_config is not None:
            raise ValueError("give either model_id (a catalog model) or hf_config (an inline config.json), not both")
        if self.tensor_split is not None and any(x < 0 for x in self.tensor_split):
            raise ValueError("tensor_split values must not be negative")
        problem = recipe_problem(self)
        if problem:
            raise ValueError(problem)
        if self.draft_model_id is not None and self.mode != "inference":
            raise ValueError(f"draft_model_id is a draft model for speculative decoding, which is inference: "
                             f"remove it for mode {self.mode}")
        return self


def recipe_problem(w) -> str | None:
    """Why a fine-tuning recipe cannot run as given (None when it can); the CLI asks the same of its flags."""
    if w.mode == "full_finetune" and w.base_precision in ("int8", "nf4", "fp4"):
        return (f"base_precision {w.base_precision} is for LoRA and QLoRA: full fine-tuning trains every weight, "
                "so the model is 16-bit (bf16 or auto)")
    if w.train_offload == "optimizer" and w.train_strategy not in ("zero2", "zero3"):
        return (f"train_offload optimizer is DeepSpeed ZeRO-Offload: it needs train_strategy zero2 or zero3, not "
                f"{w.train_strategy}" + (" (FSDP offloads parameters and gradients together: use "
                                         "optimizer_and_params)" if w.train_strategy == "fsdp" else ""))
    if w.train_offload == "optimizer_and_params" and w.train_strategy not in ("zero3", "fsdp"):
        return (f"train_offload optimizer_and_params needs sharded parameters: train_strategy zero3 or fsdp, not "
                f"{w.train_strategy}")
    if w.checkpoint_offload and not w.gradient_checkpointing:
        return "checkpoint_offload keeps gradient checkpoints in host RAM: it needs gradient_checkpointing true"
    return None


def _check_price_totals(nodes: list[Node]) -> None:
    """Quantity x unit price of every line, and the sum per currency, stay within what Money can hold."""
    sums: dict[str, float] = {}
    for n, node in enumerate(nodes):
        for i, item in enumerate(node.items):
            if item.unit_price is None:
                continue
            line = item.unit_price.amount * item.quantity
            if line > MAX_AMOUNT:
                raise ValueError(
                    f"nodes[{n}].items[{i}].unit_price: quantity {item.quantity} x {item.unit_price.amount:,.2f} "
                    f"{item.unit_price.currency} comes to more than {MAX_AMOUNT:,.0f}")
            currency = item.unit_price.currency
            sums[currency] = sums.get(currency, 0.0) + line
            if sums[currency] > MAX_AMOUNT:
                raise ValueError(
                    f"nodes[{n}].items[{i}].unit_price: the {currency} prices add up to more than {MAX_AMOUNT:,.0f}")


class Variant(StrictModel):
    """Another build of the same project: its own machines and parts, the project's workload and cost assumptions
    (issue 14: compare builds side by side inside one file)."""

    name: ShortText = Field(min_length=1)
    nodes: list[Node] = Field(min_length=1, max_length=64)

    @model_validator(mode="after")
    def _check(self) -> "Variant":
        ids = [n.id for n in self.nodes]
        if len(ids) != len(set(ids)):
            raise ValueError(f"variant {self.name!r}: node ids must be unique")
        _check_price_totals(self.nodes)
        return self


class Project(StrictModel):
    schema_version: int = Field(default=SCHEMA_VERSION, description="File format version.")
    name: ShortText = Field(min_length=1)
    notes: LongText = ""
    nodes: list[Node] = Field(min_length=1, max_length=64)
    workload: Workload = Field(default_factory=Workload)
    costs: CostAssumptions = Field(default_factory=CostAssumptions)
    build_name: ShortText = Field(default="", description="Name of the build in `nodes` among the variants; "
                                                          "empty: the project's name.")
    variants: list[Variant] = Field(default_factory=list, max_length=20, description=(
        "Other builds kept beside this one, each with its own machines; they share the workload and costs."))

    @model_validator(mode="after")
    def _check(self) -> "Project":
        if self.schema_version != SCHEMA_VERSION:
            raise ValueError(f"schema_version must be {SCHEMA_VERSION} after migration, got {self.schema_version}")
        ids = [n.id for n in self.nodes]
        if len(ids) != len(set(ids)):
            raise ValueError("node ids must be unique")
        _check_price_totals(self.nodes)
        names = [self.current_build_name()] + [v.name for v in self.variants]
        doubled = sorted({n for n in names if names.count(n) > 1})
        if doubled:
            raise ValueError(f"build names must be unique; {', '.join(doubled)} is used twice")
        return self

    def current_build_name(self) -> str:
        return self.build_name or self.name

    def builds(self) -> list[tuple[str, "Project"]]:
        """The build in `nodes` and every variant, each as a project of its own (same workload and costs)."""
        alone = self.model_copy(update={"variants": [], "name": self.current_build_name()})
        out = [(self.current_build_name(), alone)]
        for v in self.variants:
            out.append((v.name, alone.model_copy(update={"nodes": v.nodes, "build_name": v.name, "name": v.name})))
        return out

    def all_items(self) -> list[tuple[Node, LineItem]]:
        return [(n, i) for n in self.nodes for i in n.items]
