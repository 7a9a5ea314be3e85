"""Reading the files `verify` is given into VerifyInputs (each through planner.verify.parse or, for the power
log, planner.tco.usage_log); any unusable file is an InputFileError naming it."""

from __future__ import annotations

from planner.tco.usage_log import read_usage_log
from planner.verify.check import VerifyInputs
from planner.verify.parse import parse_bench, parse_p2p, parse_smi, parse_topo, read_text


def read_inputs(topo=None, smi=None, bench=None, p2p=None, power=None) -> VerifyInputs:
    return VerifyInputs(
        topo=parse_topo(read_text(topo, "nvidia-smi topo -m"), topo) if topo else None,
        smi=parse_smi(read_text(smi, "nvidia-smi --query-gpu"), smi) if smi else None,
        bench=parse_bench(read_text(bench, "llama-bench"), bench) if bench else None,
        p2p=parse_p2p(read_text(p2p, "p2pBandwidthLatencyTest"), p2p) if p2p else None,
        power=read_usage_log(power) if power else None,
    )
