"""The command lines that run the placement the fit report gives: llama-server for llama.cpp, vllm serve for vLLM.

Each command reproduces what the planner assumed, flag by flag:

llama.cpp (llama-server; flags from the llama-server manual,
https://manpages.debian.org/unstable/llama.cpp-tools/llama-server.1.en.html, and docs/multi-gpu.md,
https://raw.githubusercontent.com/ggml-org/llama.cpp/master/docs/multi-gpu.md):
- ``-ngl N`` (--n-gpu-layers): every one of the model's n_layer + 1 slots (the repeating layers and the output
  layer) on the GPUs; token embeddings stay in host RAM as llama.cpp keeps them.
- ``--split-mode layer``: contiguous blocks of layers per card, each layer's KV cache on its card (the planner
  models the layer split only, never ``row``).
- ``--tensor-split a,b,...``: "a comma-separated list of non-negative values that assigns the proportion of data
  that each GPU should get in order" (llama.cpp tools/main/README.md, PR #15980). The planner gives the per-card
  slot counts: the card's layers, plus the output layer on the card that holds it. llama.cpp puts slot il on the
  first device whose cumulative share exceeds il / (n_layer + 1), so these counts give back exactly the per-card
  layers of the report (planner/llm/placement.py llamacpp_split does the same; tests/test_commands.py checks it).
- ``-c`` (--ctx-size) is the context of all slots together and ``-np`` (--parallel) the slots: llama-server
  divides -c by -np (ggml-org/llama.cpp#11681), so -c = context x batch gives each sequence its context.
- ``-ctk/-ctv`` (--cache-type-k/-v): f16, q8_0 or q4_0 as planned; ``-fa on|off`` (--flash-attn), which a
  quantized V cache needs.
- ``--n-cpu-moe N``: the routed experts (``ffn_*_exps``) of the first N layers stay in system RAM, the rest of
  those layers on the GPUs (llama-server manual: "keep the Mixture of Experts (MoE) weights of the first N layers
  in the CPU"); only with MoE expert offload.
- ``--rpc HOST:50052,...`` when the cards are in several machines: each other machine runs ``rpc-server -H 0.0.0.0
  -p 50052`` (llama.cpp tools/rpc; the client names them with --rpc, as in llama.cpp PR #6829's runs), the machine
  ids standing for their addresses.
- ``-md DRAFT.gguf -ngld N`` (--model-draft, --gpu-layers-draft): a draft model for speculative decoding, all its
  slots on the GPUs; llama-server loads it with a copy of the main model's parameters, so the same --tensor-split
  splits it (tools/server/server.cpp load_model: params_dft = params_base).

vLLM (vllm serve; engine arguments https://docs.vllm.ai/en/v0.5.3/models/engine_args.html):
``--tensor-parallel-size N`` or ``--pipeline-parallel-size N`` with the stage layers in the environment variable
``VLLM_PP_LAYER_PARTITION``; ``--max-model-len`` the context; ``--max-num-seqs`` the batch;
``--gpu-memory-utilization`` the 0.9 the planner assumed; ``--kv-cache-dtype auto|fp8``; ``--dtype`` or
``--quantization`` for the weight format.

A command is null where no flags reproduce the plan (another engine, a KV type the engine lacks); a note says why.
"""

from __future__ import annotations

from pydantic import Field

from planner.llm.network import machine_of
from planner.llm.placement import VLLM_GPU_MEMORY_UTILIZATION, Draft, Placement
from planner.llm.quant import QuantFormat
from planner.text import ReportModel, T, Text, text

LLAMACPP_KV = {"fp16": "f16", "q8_0": "q8_0", "q4_0": "q4_0"}
VLLM_KV = {"fp16": "auto", "fp8": "fp8"}
# weight format -> (vLLM flag, whether the model's own 16-bit checkpoint is loaded; else a quantized checkpoint)
VLLM_WEIGHTS = {"fp32": ("--dtype float32", True), "fp16": ("--dtype float16", True),
                "bf16": ("--dtype bfloat16", True), "fp8": ("--quantization fp8", True),
                "nf4": ("--quantization bitsandbytes", True), "int8": ("--quantization bitsandbytes", False),
                "gptq-4bit": ("--quantization gptq", False), "awq-4bit": ("--quantization awq", False)}

GGUF_FILE = T("MODEL.gguf stands for your {quant_label} file of {model}.")
DRAFT_FILE = T("DRAFT.gguf stands for your {quant_label} file of the draft model {model} (speculative decoding; "
               "its split follows --tensor-split).")
QUANTIZED_CHECKPOINT = T("MODEL stands for a {quant_label} checkpoint of {model}.")
NO_LLAMACPP_KV = T("llama.cpp has no {kv_dtype} KV cache type, so no llama-server command matches this plan.")
NO_VLLM_KV = T("vLLM has no {kv_dtype} KV cache type, so no vllm serve command matches this plan.")
NO_SERVER = T("{engine} is loaded from Python, not started as a server: use the device_map and max_memory "
              "under the placement's settings.")
RPC_SERVERS = T("The model is split over machines: start 'rpc-server -H 0.0.0.0 -p 50052' (llama.cpp built with "
                "GGML_RPC) on {machines}, run llama-server on {host}, and put each machine's address in place of its "
                "name in --rpc. llama.cpp may list the remote devices before this machine's (PR #9296): check the "
                "order with --list-devices and give --tensor-split's shares in that order (here they are machine by "
                "machine, {host} first).")
RAY_CLUSTER = T("The stages span machines: vLLM runs across machines on a Ray cluster (vLLM's distributed serving "
                "guide): 'ray start --head --port=6379' on {host}, 'ray start --address={host}:6379' on {machines} "
                "({host} standing for its address), then vllm serve on {host}.")
OTHER_ENGINE = T("The plan is for {engine}; plan with another engine to get that engine's command.")


class EngineCommands(ReportModel):
    llama_cpp: str | None = Field(description="llama-server command of this placement; null when it is not a "
                                              "llama.cpp plan or no flags reproduce it.")
    vllm: str | None = Field(description="vllm serve command of this placement; null when it is not a vLLM plan "
                                         "or no flags reproduce it.")
    notes: list[Text] = Field(default_factory=list, description="Placeholders and why a command is null.")


def llamacpp_slots(placement: Placement) -> list[int]:
    """Per card: its layers, plus one for the output layer on the card that holds it (llama.cpp's n_layer + 1)."""
    return [len(c.layers) + (1 if c.holds_output else 0) for c in placement.per_gpu]


def machines_of(placement: Placement) -> list[str]:
    """The machines holding the placement's cards, in order ("node-1", "node-2"); [] on one machine."""
    found: list[str] = []
    for use in placement.per_gpu:
        machine = machine_of(use.gpu)
        if machine and machine not in found:
            found.append(machine)
    return found


def llamacpp_command(placement: Placement, n_layers: int, kv_dtype: str, flash_attention: bool,
                     draft: Draft | None = None, n_cpu_moe: int | None = None) -> str:
    parts = ["llama-server", "-m", "MODEL.gguf", "-ngl", str(n_layers + 1)]
    machines = machines_of(placement)
    if len(machines) > 1:  # llama.cpp RPC: the other machines' cards through their rpc-server (port 50052)
        parts += ["--rpc", ",".join(f"{m}:50052" for m in machines[1:])]
    if n_cpu_moe:  # the routed experts of the first N layers in system RAM (planner/llm/moe_offload.py)
        parts += ["--n-cpu-moe", str(n_cpu_moe)]
    if draft is not None:  # -md and -ngld: the draft model, every one of its slots on the GPUs
        parts += ["-md", "DRAFT.gguf", "-ngld", str(draft.spec.n_layers + 1)]
    if len(placement.per_gpu) > 1:
        parts += ["--split-mode", "layer", "--tensor-split", ",".join(str(s) for s in llamacpp_slots(placement))]
    parts += ["-c", str(placement.context * placement.batch), "-np", str(placement.batch),
              "-ctk", LLAMACPP_KV[kv_dtype], "-ctv", LLAMACPP_KV[kv_dtype], "-fa", "on" if flash_attention else "off"]
    return " ".join(parts)


def vllm_command(placement: Placement, model_ref: str, quant: QuantFormat, kv_dtype: str) -> str:
    n = len(placement.per_gpu)
    weights_flag, _ = VLLM_WEIGHTS[quant.id]
    if placement.engine == "vllm-tp":
        size = placement.settings.get("--tensor-parallel-size", str(n))
        stages = placement.settings.get("--pipeline-parallel-size")
        prefix, parallel = "", f"--tensor-parallel-size {size}" + (f" --pipeline-parallel-size {stages}"
                                                                       if stages else "")
    else:
        stages = ",".join(str(len(c.layers)) for c in placement.per_gpu)
        prefix, parallel = f"VLLM_PP_LAYER_PARTITION={stages} ", f"--pipeline-parallel-size {n}"
    return (f"{prefix}vllm serve {model_ref} {parallel} --max-model-len {placement.context} "
            f"--max-num-seqs {placement.batch} --gpu-memory-utilization {VLLM_GPU_MEMORY_UTILIZATION} "
            f"--kv-cache-dtype {VLLM_KV[kv_dtype]} {weights_flag}")


def engine_commands(placement: Placement, n_layers: int, model_label: str, model_ref: str | None,
                    quant: QuantFormat, kv_dtype: str, flash_attention: bool,
                    draft: Draft | None = None, n_cpu_moe: int | None = None) -> EngineCommands:
    """The command of the placement's engine (the other engine's is null, with a note saying how to get it)."""
    engine = placement.engine
    if engine == "llama.cpp":
        if kv_dtype not in LLAMACPP_KV:
            return EngineCommands(llama_cpp=None, vllm=None, notes=[text(NO_LLAMACPP_KV, kv_dtype=kv_dtype)])
        draft_note = [] if draft is None else [text(DRAFT_FILE, quant_label=draft.quant.label, model=draft.name)]
        machines = machines_of(placement)
        if len(machines) > 1:
            draft_note.append(text(RPC_SERVERS, machines=", ".join(machines[1:]), host=machines[0]))
        return EngineCommands(
            llama_cpp=llamacpp_command(placement, n_layers, kv_dtype, flash_attention, draft, n_cpu_moe), vllm=None,
            notes=[text(GGUF_FILE, quant_label=quant.label, model=model_label)] + draft_note
            + [text(OTHER_ENGINE, engine=engine)])
    if engine.startswith("vllm"):
        if kv_dtype not in VLLM_KV:
            return EngineCommands(llama_cpp=None, vllm=None, notes=[text(NO_VLLM_KV, kv_dtype=kv_dtype)])
        own_checkpoint = VLLM_WEIGHTS[quant.id][1] and model_ref is not None
        notes = [] if own_checkpoint else [text(QUANTIZED_CHECKPOINT, quant_label=quant.label, model=model_label)]
        machines = machines_of(placement)
        if len(machines) > 1:
            notes.append(text(RAY_CLUSTER, host=machines[0], machines=", ".join(machines[1:])))
        return EngineCommands(llama_cpp=None,
                              vllm=vllm_command(placement, model_ref if own_checkpoint else "MODEL", quant, kv_dtype),
                              notes=notes + [text(OTHER_ENGINE, engine=engine)])
    return EngineCommands(llama_cpp=None, vllm=None, notes=[text(NO_SERVER, engine=engine)])
