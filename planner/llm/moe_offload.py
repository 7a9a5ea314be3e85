"""MoE expert offload (llama.cpp `--n-cpu-moe N`): the routed experts of the first N layers stay in system RAM,
everything else (attention, router, shared experts, the other layers' experts, the KV cache) on the cards.

Memory: the cards hold the model with those layers' routed experts taken out (`gpu_view`), placed by the usual
llama.cpp layer split; system RAM holds the experts taken out (their bytes at the weight format).

Speed: a token runs the GPU part (the usual decode estimate of the view) and then, for each offloaded layer, the
CPU reads the token's active experts from RAM: time = active expert bytes / (RAM bandwidth x efficiency). RAM
bandwidth is the build's: populated channels (the CPU's channels, at most the modules installed) x the
modules' MT/s x 8 bytes. The efficiency is fitted on published llama.cpp runs with `--n-cpu-moe`
(resources/calibration/moe_offload_runs.json): the CPU's matrix work on a token reaches about a third of the
RAM's theoretical bandwidth, which is why a plain bandwidth bound was about twice too fast. MXFP4 experts (gpt-oss)
reach about 59 % (fitted on one run, a second held out at -2.2 %): the format's CPU dot product is cheaper and its
expert matrices larger.
"""

from __future__ import annotations

import dataclasses
import json
from functools import cache

from pydantic import Field

from planner.llm.config import ModelSpec
from planner.llm.host_ram import RamVerdict, ram_verdict
from planner.llm.quant import MXFP4_BPW, QuantFormat
from planner.llm.weights import expert_params
from planner.paths import resource
from planner.text import ReportModel, T, Text, text

GIB = 1024 ** 3


@cache
def calibration(mxfp4: bool = False) -> dict:
    """The fitted efficiency and its band (resources/calibration/moe_offload_runs.json): for K-quant experts, or
    for MXFP4 ones (which the CPU reads at a larger share of the RAM's bandwidth)."""
    data = json.loads(resource("calibration", "moe_offload_runs.json").read_text(encoding="utf-8"))
    return data["mxfp4"]["fit"] if mxfp4 else data["fit"]


def moe_layers(spec: ModelSpec) -> int:
    """Layers `--n-cpu-moe` can take experts from: the highest index of a MoE layer, plus one."""
    found = [i for i in range(spec.n_layers) if expert_params(spec, i)[0] > 0]
    return found[-1] + 1 if found else 0


def gpu_view(spec: ModelSpec, n_cpu: int) -> ModelSpec:
    """The model as the cards see it: the routed experts of layers 0..n_cpu-1 removed."""
    if n_cpu <= 0:
        return spec
    layers = []
    for i, layer in enumerate(spec.layers):
        total, active = expert_params(spec, i)
        if i < n_cpu and total > 0:
            layer = dataclasses.replace(layer, mlp_params=round(layer.mlp_params - total),
                                        mlp_active_params=round(layer.mlp_active_params - active))
        layers.append(layer)
    return dataclasses.replace(spec, layers=tuple(layers))


def host_bytes(spec: ModelSpec, q: QuantFormat, n_cpu: int) -> tuple[float, float]:
    """(bytes in system RAM, bytes the CPU reads per token) of the offloaded experts."""
    total = active = 0.0
    for i in range(min(n_cpu, spec.n_layers)):
        t, a = expert_params(spec, i)
        total += t
        active += a
    return total * q.experts_bpw / 8, active * q.experts_bpw / 8


def ram_bandwidth_gbps(channels: int, modules: int, mts: int) -> float:
    """Theoretical bandwidth of the populated channels: min(channels, modules) x MT/s x 8 bytes."""
    return min(channels, modules) * mts * 8 / 1000


class MoeOffload(ReportModel):
    """What `--n-cpu-moe N` puts where and what it costs in speed."""

    n_cpu_moe: int = Field(description="Layers whose routed experts stay in system RAM (llama.cpp --n-cpu-moe).")
    moe_layers: int
    host_gib: float = Field(description="System RAM the offloaded experts take (at the weight format).")
    ram_installed_gib: float | None = Field(default=None, description="The build's system RAM; null when not given.")
    ram_verdict: RamVerdict = Field(default="unknown", description=(
        "The experts against the RAM installed (planner/llm/host_ram.py): over (more than installed: the model does "
        "not run, and the fit fails), tight (more than 80 % of it), fine, or unknown without RAM."))
    cpu_bytes_per_token: float
    ram_bandwidth_gbps: float | None = Field(description="The build's RAM: channels x MT/s x 8 bytes; null "
                                                         "without a CPU and memory.")
    efficiency: float
    decode_tokens_per_s: float | None = Field(description="GPU part and CPU part together; null without RAM.")
    decode_low: float | None = None
    decode_high: float | None = None
    gpu_only_tokens_per_s: float | None = Field(description="The GPU part alone (the speed's upper bound).")
    basis: Text


def combine(gpu_tps: float | None, cpu_bytes: float, bandwidth_gbps: float | None,
            efficiency: float) -> float | None:
    """tokens/s of the GPU part followed by the CPU's expert reads."""
    if gpu_tps is None or not gpu_tps or bandwidth_gbps is None:
        return None
    cpu_s = cpu_bytes / (bandwidth_gbps * 1e9 * efficiency) if cpu_bytes else 0.0
    return 1 / (1 / gpu_tps + cpu_s)


def offload_report(spec: ModelSpec, q: QuantFormat, n_cpu: int, gpu_tps: float | None,
                   bandwidth_gbps: float | None, installed_gib: float | None = None) -> MoeOffload:
    cal = calibration(q.expert_bpw == MXFP4_BPW)
    host, per_token = host_bytes(spec, q, n_cpu)
    central = combine(gpu_tps, per_token, bandwidth_gbps, cal["efficiency"])
    low = combine(gpu_tps, per_token, bandwidth_gbps, cal["efficiency_low"])
    high = combine(gpu_tps, per_token, bandwidth_gbps, cal["efficiency_high"])
    basis = text(T("CPU reads {per_token_mb:,.0f} MB of experts a token at {efficiency:.0%} of the RAM's {bandwidth} "
                   "(fitted on {runs} published llama.cpp --n-cpu-moe runs, {low:.0%}-{high:.0%})"),
                 per_token_mb=per_token / 1e6, efficiency=cal["efficiency"], runs=cal["runs"],
                 low=cal["efficiency_low"], high=cal["efficiency_high"],
                 bandwidth=Text(template="{gbps:,.1f} GB/s", params={"gbps": bandwidth_gbps})
                 if bandwidth_gbps is not None
                 else text(T("bandwidth (unknown: no CPU and memory in the build)")))
    r = (lambda x: round(x, 2) if x is not None else None)
    return MoeOffload(n_cpu_moe=n_cpu, moe_layers=moe_layers(spec), host_gib=round(host / GIB, 3),
                      ram_installed_gib=installed_gib, ram_verdict=ram_verdict(host / GIB, installed_gib),
                      cpu_bytes_per_token=round(per_token), ram_bandwidth_gbps=bandwidth_gbps,
                      efficiency=cal["efficiency"], decode_tokens_per_s=r(central), decode_low=r(low),
                      decode_high=r(high), gpu_only_tokens_per_s=r(gpu_tps), basis=basis)
