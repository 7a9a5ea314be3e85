"""A model split over machines pays each machine boundary on every decoded token, as published llama.cpp RPC runs
measured it (resources/calibration/rpc_network_runs.json):

- 4claps/bc250-llama-cluster PR #7, Ministral 3 8B Q4_K_M on AMD BC250 boards over a dedicated 2.5 GbE link:
  25.756 tok/s on one board, 18.151 on two -> 1000/18.151 - 1000/25.756 = 16.27 ms a token;
- llama.cpp PR #6829, TinyLlama 1.1B F16 over 1 GbE: 63 t/s local, 42 t/s on the remote machine -> 7.94 ms;
- llama.cpp PR #20590, two Strix Halo over 25 GbE: 30.19 t/s over TCP, 32.16 over RDMA -> RDMA saves 2.03 ms.
"""

import pytest

from planner.evaluate import evaluate
from planner.llm.network import boundary_cost, calibration
from planner.model import Project

BC250_MS = 1000 / 18.151 - 1000 / 25.756
PR6829_MS = 1000 / 42 - 1000 / 63
RDMA_MS = 1000 / 30.19 - 1000 / 32.16


def test_the_boundary_cost_is_the_published_pairs():
    cal = calibration()
    assert sorted(cal["overheads_ms"]) == pytest.approx([PR6829_MS, BC250_MS])
    assert (cal["low_ms"], cal["high_ms"]) == pytest.approx((7.94, 16.27), abs=0.005)
    assert cal["central_ms"] == pytest.approx((PR6829_MS + BC250_MS) / 2)
    assert cal["rdma_saving_ms"] == pytest.approx(RDMA_MS) == pytest.approx(2.03, abs=0.005)
    one = boundary_cost(8192, 1, 10.0, rdma=False)
    assert (one.central, one.low, one.high) == pytest.approx(((PR6829_MS + BC250_MS) / 2e3, PR6829_MS / 1e3,
                                                             BC250_MS / 1e3))
    # a batch of 8 sends 7 more sequences' f32 activations: 7 x 8192 x 4 bytes over 1 Gbit/s
    assert boundary_cost(8192, 8, 1.0, rdma=False).central - one.central == pytest.approx(7 * 8192 * 4 / 125e6)
    assert one.central - boundary_cost(8192, 1, 10.0, rdma=True).central == pytest.approx(RDMA_MS / 1e3)


def _machines(split: bool, rdma: bool = False) -> Project:
    def machine(node_id, cards):
        return {"id": node_id, "name": node_id, "rdma": rdma,
                "items": [{"id": "gpu", "part_id": "rtx-3090", "quantity": cards}]}

    nodes = [machine("node-1", 1), machine("node-2", 1)] if split else [machine("node-1", 2)]
    return Project.model_validate({
        "schema_version": 2, "name": "cluster", "nodes": nodes, "costs": {"currency": "CNY"},
        "workload": {"model_id": "llama-3.1-70b-instruct", "quantization": "gguf-q4_k_m", "context_tokens": 4096}})


def test_two_cards_in_two_machines_decode_slower_by_one_boundary(catalog):
    one = evaluate(_machines(split=False), catalog, with_monte_carlo=False).fit.tokens_per_s
    two = evaluate(_machines(split=True), catalog, with_monte_carlo=False)
    s = two.fit.tokens_per_s
    assert (one.machine_boundaries, s.machine_boundaries) == (0, 1)
    assert 1 / s.per_sequence_tokens_per_s - 1 / one.per_sequence_tokens_per_s == pytest.approx(
        (PR6829_MS + BC250_MS) / 2e3, abs=2e-4)
    assert s.decode_low < one.decode_low and s.decode_high < one.decode_high
    finding = next(f for f in two.findings if f.code == "fit.network")
    assert finding.level == "info" and "1 machine boundary" in finding.message and "12.1 ms" in finding.message
    rdma = evaluate(_machines(split=True, rdma=True), catalog, with_monte_carlo=False).fit.tokens_per_s
    assert s.network_ms - rdma.network_ms == pytest.approx(RDMA_MS, abs=1e-3)


def test_the_llama_cpp_command_names_the_other_machine_with_rpc(catalog):
    """llama.cpp RPC: the other machine runs rpc-server on port 50052 and the host names it with --rpc (PR #6829's
    runs: '--rpc 192.168.88.2:50052')."""
    fit = evaluate(_machines(split=True), catalog, with_monte_carlo=False).fit
    command = fit.commands.llama_cpp
    assert "--rpc node-2:50052" in command and "--tensor-split" in command
    assert any("rpc-server -H 0.0.0.0 -p 50052" in n and "node-2" in n for n in [t.en for t in fit.commands.notes])
    one = evaluate(_machines(split=False), catalog, with_monte_carlo=False).fit.commands
    assert "--rpc" not in one.llama_cpp and not any("rpc-server" in n.en for n in one.notes)


def test_the_vllm_command_of_stages_over_machines_says_to_start_a_ray_cluster(catalog):
    """vLLM's distributed serving guide: multi-node runs need a Ray cluster ('ray start --head' on the head node,
    'ray start --address=<ray-head-address>' on the workers)."""
    project = _machines(split=True)
    data = project.model_dump(mode="json")
    data["workload"].update(engine="vllm-pp", quantization="gptq-4bit")
    fit = evaluate(Project.model_validate(data), catalog, with_monte_carlo=False).fit
    assert "--pipeline-parallel-size 2" in fit.commands.vllm
    assert any("ray start --head --port=6379" in n and "ray start --address=node-1:6379" in n
               for n in [t.en for t in fit.commands.notes])
