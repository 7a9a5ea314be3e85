"""evaluate(): pure, deterministic, and the numbers and findings a buyer relies on."""

import json
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from planner.evaluate import evaluate
from planner.model import Project


def _codes(report):
    return {f.code: f for f in report.findings}


def test_seed000_bom_totals_the_seeds_budget(seed000, catalog):
    report = evaluate(seed000, catalog)
    assert report.bom.total.currency == "CNY"
    assert report.bom.total.amount == 10_000.00
    cards = [b for b in report.bom.lines if b.category == "gpu"]
    assert sorted(b.part_id for b in cards) == ["rtx-3080-10g", "rtx-3090"]
    assert 6_000 <= sum(b.line_total.amount for b in cards) <= 7_500, "seed 000: the two cards take 6,000-7,500 CNY"
    assert all(b.condition == "used" for b in cards)


def test_seed000_says_two_cards_are_two_memories(seed000, catalog):
    f = _codes(evaluate(seed000, catalog))["compatibility.vram_not_pooled"]
    assert f.level == "info"
    assert f.params["total_vram_gib"] == 34 and f.params["per_card_gib"] == "24 + 10"
    assert "not one pool" in f.message and "NVLink" in f.message


def test_seed000_has_no_failures_from_the_core_checks(seed000, catalog):
    report = evaluate(seed000, catalog)
    assert [f for f in report.findings if f.level == "fail"] == []
    assert _codes(report)["compatibility.cpu_socket"].level == "ok"


def test_seed003_prices_cards_and_flags_unpriced_platform(seed003, catalog):
    report = evaluate(seed003, catalog)
    gpus = [b for b in report.bom.lines if b.category == "gpu"]
    assert sum(b.quantity for b in gpus) == 6
    assert report.currency == "USD"
    codes = _codes(report)
    assert codes["bom.unpriced_items"].level == "info"
    assert seed003.costs.hardware_cost.amount == 48_000 and seed003.costs.utilization_fraction == 0.76


def test_evaluate_is_deterministic(seed000, seed003, catalog):
    for project in (seed000, seed003):
        a = evaluate(project, catalog).model_dump_json()
        b = evaluate(Project.model_validate(json.loads(project.model_dump_json(by_alias=True))), catalog).model_dump_json()
        assert a == b


def test_evaluate_does_not_mutate_its_inputs(seed000, catalog):
    before = seed000.model_dump_json()
    parts_before = len(catalog.parts)
    evaluate(seed000, catalog)
    assert seed000.model_dump_json() == before and len(catalog.parts) == parts_before


def _with(project, mutate):
    data = json.loads(project.model_dump_json(by_alias=True))
    mutate(data)
    return Project.model_validate(data)


def _item(data, kind_prefix):
    return next(i for i in data["nodes"][0]["items"] if i["id"].startswith(kind_prefix))


def test_unknown_catalog_id_fails_with_a_suggestion(seed000, catalog):
    p = _with(seed000, lambda d: _item(d, "gpu").update(part_id="rtx-3090x"))
    f = _codes(evaluate(p, catalog))["catalog.unknown_part"]
    assert f.level == "fail" and f.params["suggestion"] == "rtx-3090"


def test_cpu_socket_mismatch_fails(seed000, catalog):
    p = _with(seed000, lambda d: _item(d, "cpu").update(part_id="core-i9-14900k"))
    report = evaluate(p, catalog)
    f = _codes(report)["compatibility.cpu_socket"]
    assert f.level == "fail" and f.params.items() >= {"cpu_socket": "LGA1700", "board_socket": "AM5"}.items()
    assert report.status == "fail"


def test_memory_type_mismatch_fails(seed000, catalog):
    p = _with(seed000, lambda d: _item(d, "memory").update(part_id="samsung-ddr4-3200-rdimm-64gb"))
    assert _codes(evaluate(p, catalog))["compatibility.memory_type"].level == "fail"


def test_two_cards_in_one_slot_and_a_missing_slot(seed000, catalog):
    def mutate(d):
        gpus = [i for i in d["nodes"][0]["items"] if i["id"].startswith("gpu")]
        gpus[0]["slots"] = [{"slot": "PCI_E1"}]
        gpus[1]["slots"] = [{"slot": "PCI_E1"}]
    codes = _codes(evaluate(_with(seed000, mutate), catalog))
    assert codes["slots.conflict"].level == "fail" and codes["slots.conflict"].params["slot"] == "PCI_E1"
    p = _with(seed000, lambda d: _item(d, "gpu").update(slots=[{"slot": "PCIEX16_9"}]))
    assert _codes(evaluate(p, catalog))["slots.unknown"].level == "fail"


def test_gpu_in_an_m2_socket_needs_a_riser(seed000, catalog):
    p = _with(seed000, lambda d: _item(d, "gpu").update(slots=[{"slot": "M2_4"}]))
    assert _codes(evaluate(p, catalog))["slots.gpu_not_in_pcie_slot"].level == "fail"
    p = _with(seed000, lambda d: _item(d, "gpu").update(slots=[{"slot": "M2_4", "via_riser": True}]))
    assert "slots.gpu_not_in_pcie_slot" not in _codes(evaluate(p, catalog))


def test_mixed_currencies_need_a_rate(seed000, catalog):
    def to_usd(d):
        _item(d, "ssd")["unit_price"] = {"amount": 100, "currency": "USD"}
    with_rate = evaluate(_with(seed000, to_usd), catalog)
    assert seed000.costs.exchange_rates[0].rate == 6.9929
    assert with_rate.bom.total.amount == 10_299.29  # 10,000 less the 400 CNY SSD plus 100 USD x 6.9929
    assert with_rate.bom.conversions and "USD" in with_rate.bom.conversions[0]

    def drop_rates(d):
        to_usd(d)
        d["costs"]["exchange_rates"] = []
    report = evaluate(_with(seed000, drop_rates), catalog)
    assert report.bom.total is None
    assert _codes(report)["bom.missing_exchange_rate"].level == "warn"
    assert {m.currency for m in report.bom.totals_by_currency} == {"CNY", "USD"}


def test_mixed_gpu_vendors_warn(seed000, catalog):
    p = _with(seed000, lambda d: _item(d, "gpu").update(part_id="radeon-rx-7900-xtx"))
    assert _codes(evaluate(p, catalog))["compatibility.mixed_gpu_vendors"].level == "warn"


def test_empty_node_reports_what_is_missing(catalog):
    p = Project.model_validate({"schema_version": 2, "name": "empty", "nodes": [{"items": []}]})
    codes = _codes(evaluate(p, catalog))
    assert {"build.no_motherboard", "build.no_cpu", "build.no_psu", "build.no_gpu"} <= set(codes)
    assert evaluate(p, catalog).bom.total.amount == 0


def test_unknown_workload_model_fails(seed000, catalog):
    p = _with(seed000, lambda d: d["workload"].update(model_id="gpt-9"))
    assert _codes(evaluate(p, catalog))["workload.unknown_model"].level == "fail"


def test_findings_are_sorted_worst_first(seed000, catalog):
    p = _with(seed000, lambda d: _item(d, "cpu").update(part_id="core-i9-14900k"))
    levels = [f.level for f in evaluate(p, catalog).findings]
    order = {"fail": 0, "warn": 1, "info": 2, "ok": 3}
    assert levels == sorted(levels, key=order.__getitem__)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(1, 8), st.integers(0, 10_000_000)), min_size=1, max_size=12))
def test_total_is_the_sum_of_line_totals_to_the_cent(catalog, lines):
    """Prices in whole cents: every line total and the total are exact sums of cents, counted here in integers."""
    items = [{"id": f"x-{i}", "custom_part": {"kind": "other", "id": f"thing-{i}", "name": f"Thing {i}", "source": "test"},
              "quantity": q, "unit_price": {"amount": cents / 100, "currency": "CNY"}}
             for i, (q, cents) in enumerate(lines)]
    project = Project.model_validate({"schema_version": 2, "name": "sum", "nodes": [{"items": items}]})
    bom = evaluate(project, catalog, with_monte_carlo=False).bom
    assert Decimal(str(bom.total.amount)) == Decimal(sum(q * cents for q, cents in lines)) / 100
    assert [Decimal(str(b.line_total.amount)) for b in bom.lines] == [Decimal(q * cents) / 100 for q, cents in lines]


# ----------------------------------------------------------------------------- repeated findings


def _of(report, code):
    return [f for f in report.findings if f.code == code]


def test_seed003_riser_warning_is_one_finding_naming_all_six_cards(seed003, catalog):
    report = evaluate(seed003, catalog, with_monte_carlo=False)
    (riser,) = _of(report, "pcie.riser_gen4")
    names = [f"GPU {i} in PCIE{i + 1}" for i in range(6)]
    assert riser.message.startswith(", ".join(names) + " (NVIDIA RTX 6000 Ada Generation): connected through a riser")
    assert riser.text("zh_CN").startswith("、".join(f"PCIE{i + 1} 上的 GPU {i}" for i in range(6)) + "（NVIDIA")
    assert riser.item_ids == ["gpu"] and report.status == "warn"
    assert report.finding_counts["warn"] == len([f for f in report.findings if f.level == "warn"]) == 1


def test_seed003_equal_findings_about_the_two_psus_and_five_x16_links_are_merged(seed003, catalog):
    report = evaluate(seed003, catalog, with_monte_carlo=False)
    (plugs,) = _of(report, "power.plugs_unknown")
    assert plugs.message.startswith("PSU #1, PSU #2 (Seasonic PRIME PX-2200): the cards need 3x 12V-2x6 per PSU")
    assert plugs.item_ids == ["psu"]
    links = _of(report, "pcie.gpu_link")  # GPU 1 runs at x8, the others at x16: two different findings
    assert [f.message.split(" (NVIDIA")[0] for f in links] == [
        "GPU 1 in PCIE2", "GPU 0 in PCIE1, GPU 2 in PCIE3, GPU 3 in PCIE4, GPU 4 in PCIE5, GPU 5 in PCIE6"]
    # findings that say different things about each part stay apart
    assert len(_of(report, "power.transients")) == 2 and len(_of(report, "power.circuit")) == 2


def _gpu_finding(index, slot, item, level="warn", link_gen=4):
    from planner.model.finding import Finding
    from planner.text import text

    return Finding.make("pcie", level, "pcie.riser_gen4", "{subject} ({device}): riser at PCIe {link_gen}.0.",
                        node_id="n", item_ids=[item], device="RTX 3090", link_gen=link_gen,
                        subject=text("GPU {gpu_index} in {slot}", gpu_index=index, slot=slot))


def test_findings_differing_only_in_their_subject_become_one_naming_each_part_in_order():
    from planner.model.finding import merge_repeated

    other = _gpu_finding(2, "S3", "c", link_gen=5)
    merged = merge_repeated([_gpu_finding(0, "S1", "a"), other, _gpu_finding(1, "S2", "b"), _gpu_finding(3, "S4", "a")])
    assert [f.message for f in merged] == ["GPU 0 in S1, GPU 1 in S2, GPU 3 in S4 (RTX 3090): riser at PCIe 4.0.",
                                           other.message]
    assert merged[0].item_ids == ["a", "b"] and merged[0].params["subject"] == "GPU 0 in S1, GPU 1 in S2, GPU 3 in S4"
    assert merged[0].text("zh_CN").startswith("S1 上的 GPU 0、S2 上的 GPU 1、S4 上的 GPU 3")


def test_findings_at_another_level_or_node_are_not_merged():
    from planner.model.finding import merge_repeated

    first = _gpu_finding(0, "S1", "a")
    findings = [first, _gpu_finding(1, "S2", "b", level="fail"), first.model_copy(update={"node_id": "m"})]
    assert merge_repeated(findings) == findings


def test_the_same_sentence_about_two_parts_is_said_once_about_both():
    from planner.model.finding import Finding, merge_repeated

    def fits(item):
        return Finding.make("physical", "ok", "physical.card_length", "{gpu} ({length_mm} mm) fits.", node_id="n",
                            item_ids=[item], gpu="RTX 3090", length_mm=313)

    (merged,) = merge_repeated([fits("gpu-a"), fits("gpu-b")])
    assert merged.message == "RTX 3090 (313 mm) fits." and merged.item_ids == ["gpu-a", "gpu-b"]


def test_a_cpu_without_a_cooler_line_is_flagged(seed000, catalog):
    """Issue 28: a missing CPU cooler was not flagged. The catalog records no CPU's boxed cooler, so a CPU line
    without a cooler line warns (and the seed rig, which lists its cooler, does not)."""
    assert not [f for f in evaluate(seed000, catalog).findings if f.code == "build.no_cpu_cooler"]
    node = seed000.nodes[0]
    cpu = next(i for i in node.items if catalog.part(i.part_id).kind == "cpu")
    node.items = [i for i in node.items if catalog.part(i.part_id).kind != "cpu_cooler"]
    [found] = [f for f in evaluate(seed000, catalog).findings if f.code == "build.no_cpu_cooler"]
    assert found.level == "warn" and found.item_ids == [cpu.id]
    assert catalog.part(cpu.part_id).name in found.message and "CPU 散热器" in found.text("zh_CN")


def test_the_best_quantization_is_named_by_its_label(seed000, catalog):
    """Issue 28: the Chinese window said 'gguf-q8_0' (an id) where it means the quantization 'GGUF Q8_0'."""
    report = evaluate(seed000, catalog)
    [limits] = [f for f in report.findings if f.code == "fit.limits"]
    assert limits.params["best_quant"] == report.fit.best_quant == "gguf-q6_k"  # the id stays for scripts
    for lang in ("en", "zh_CN"):
        assert "GGUF Q6_K" in limits.text(lang) and "gguf-q6_k" not in limits.text(lang)
