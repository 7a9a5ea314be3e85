"""The network between machines on decode: what one machine boundary adds to every token of a layer split over
machines (llama.cpp RPC; vLLM's pipeline stages pass the same activations).

Measured, not modelled from the wire: in both published single- against multi-machine pairs
(resources/calibration/rpc_network_runs.json) the link carried a small fraction of its rate, and the sources put
the loss on per-token round trips and synchronisation. So a boundary costs what the pairs measured, 1000/tg_multi -
1000/tg_single ms a token (their median, their range as the band), plus, for a batch of b sequences, the other
b - 1 sequences' activations (hidden x 4 bytes each) at the link's rate. RDMA in place of TCP saves what the one
same-hardware pair of transports measured. Both pairs ran over 1 and 2.5 GbE TCP with one remote machine: a faster
link is not assumed to be cheaper, as no pair measures one.
"""

from __future__ import annotations

import json
import statistics
from dataclasses import dataclass
from functools import lru_cache

from planner.paths import resource

CALIBRATION = "calibration/rpc_network_runs.json"
BYTES_PER_ACTIVATION = 4  # llama.cpp passes activations between backends as f32


@dataclass(frozen=True)
class BoundaryCost:
    """Seconds one machine boundary adds to a decode step: central, and the ends of the measured band."""

    central: float
    low: float  # the cheapest measured boundary
    high: float  # the dearest

    def __add__(self, other: "BoundaryCost") -> "BoundaryCost":
        return BoundaryCost(self.central + other.central, self.low + other.low, self.high + other.high)


NO_BOUNDARY = BoundaryCost(0.0, 0.0, 0.0)


def _overhead_ms(single: float, multi: float) -> float:
    return 1000 / multi - 1000 / single


@lru_cache(maxsize=1)
def calibration() -> dict:
    """The measured per-boundary overheads (ms a token) and the RDMA saving, from the bundled runs."""
    data = json.loads(resource(CALIBRATION).read_text(encoding="utf-8"))
    overheads = [_overhead_ms(p["single_tokens_per_s"], p["multi_tokens_per_s"]) for p in data["pairs"]]
    savings = [_overhead_ms(t["rdma_tokens_per_s"], t["tcp_tokens_per_s"]) for t in data["transports"]]
    return {"overheads_ms": overheads, "central_ms": statistics.median(overheads), "low_ms": min(overheads),
            "high_ms": max(overheads), "rdma_saving_ms": statistics.median(savings),
            "links": sorted({p["link"] for p in data["pairs"]}), "sources": [p["source_url"] for p in data["pairs"]]}


def boundary_cost(hidden: int, batch: int, link_gbit: float, rdma: bool) -> BoundaryCost:
    """What one machine boundary adds to a decode step of `batch` sequences over a link of `link_gbit`."""
    cal = calibration()
    extra = hidden * max(batch - 1, 0) * BYTES_PER_ACTIVATION / (link_gbit * 1e9 / 8)
    saving = cal["rdma_saving_ms"] if rdma else 0.0
    return BoundaryCost(*(max(ms - saving, 0.0) / 1e3 + extra
                          for ms in (cal["central_ms"], cal["low_ms"], cal["high_ms"])))


def machine_of(ref: str) -> str:
    """The machine a card's ref names ("node-2/gpu#1" -> "node-2"); "" for a card of the only machine."""
    return ref.split("/", 1)[0] if "/" in ref else ""


def basis_text(boundaries: int, cost: BoundaryCost) -> str:
    """The sentence the speed basis gets when the decode crosses machines."""
    cal = calibration()
    return (f"{boundaries} machine boundar{'y' if boundaries == 1 else 'ies'}: "
            f"{cost.central * 1e3:.1f} ms a token each ({cost.low * 1e3:.1f}-{cost.high * 1e3:.1f}), measured as "
            f"llama.cpp RPC single- against multi-machine decode over {' and '.join(cal['links'])} "
            f"({', '.join(cal['sources'])}); RDMA saves {cal['rdma_saving_ms']:.1f} ms (llama.cpp PR #20590)")
