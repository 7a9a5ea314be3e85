"""Power checks against the seeds' rules and NVIDIA's published PSU figures."""

import pytest

from planner.evaluate import evaluate
from planner.hardware.power import ATX3_TOLERANCE, efficiency_at, gpu_factor, standard_size

from .builders import rig


def codes(report):
    out = {}
    for f in report.findings:
        out.setdefault(f.code, []).append(f)
    return out


def test_two_350w_cards_need_a_1000_to_1200_w_psu(catalog):
    """Seed 000 2.3: 2x 350 W cards plus CPU and the rest -> 1000-1200 W Gold."""
    report = evaluate(rig([("rtx-3090", 2)]), catalog)
    p = report.power
    assert p.sustained_w == pytest.approx(700 + 142 + 40 + 5 + 7 + 5 + 15)
    assert 1000 <= p.recommended_psu_w <= 1200
    assert p.recommended_psu_size_w in (1000, 1200)
    assert p.recommended_psu_w == pytest.approx(p.sustained_w * 1.3)


@pytest.mark.parametrize("gpu, nvidia_w", [("rtx-3090", 750), ("rtx-4090", 850), ("rtx-5090", 1000)])
def test_single_gpu_builds_against_nvidia_published_psu(catalog, gpu, nvidia_w):
    """NVIDIA's figures assume a high-end desktop CPU (the 5090 page footnotes a Ryzen 9 9950X)."""
    report = evaluate(rig([(gpu, 1)], cpu="ryzen-9-9950x"), catalog)
    assert nvidia_w <= report.power.recommended_psu_w <= nvidia_w + 250
    assert catalog.part(gpu).recommended_psu_w == nvidia_w


def test_seed000_example_power_numbers(seed000, catalog):
    p = evaluate(seed000, catalog).power
    assert p.sustained_w == pytest.approx(350 + 320 + 142 + 40 + 5 + 7 + 5 + 15)
    assert p.psu_w == 1000
    assert p.recommended_psu_size_w == 1200
    psu = p.nodes[0].psus[0]
    assert psu.atx_version == "3.0" and all(w.ok for w in psu.transients)
    # 884 W on 1000 W = 88.4 % load, between the curve's 92 % at 50 % and 89 % at 100 %: 0.92 - 0.768 x 0.03
    assert psu.efficiency == pytest.approx(0.89696, abs=5e-4)
    assert p.wall_w == pytest.approx(884 / 0.89696, abs=0.1)  # 985.6 W at the wall
    assert p.circuits[0].kind == "cn-10a" and p.circuits[0].continuous_limit_w == pytest.approx(1800)


def test_atx2_psu_warns_and_a_power_limit_clears_it(catalog):
    """Two 3090s in lockstep + 214 W on a 1000 W ATX 2.x unit: 1,754 W at 100 us and 1,334 W at 1 ms are above the
    rating (all an ATX 2.x unit promises) but within what an ATX 3.x unit must carry (2,000 / 1,800 W), and 1,124 W at
    10 ms is within the highest over-power point measured on ATX 2.x units (140 %): a warning, not a failure."""
    project = rig([("rtx-3090", 2)], psu="gigabyte-ud1000gm-pg5")
    report = evaluate(project, catalog)
    trip = codes(report)["power.transient_trip"][0]
    assert trip.level == "warn"
    limit = report.power.nodes[0].max_power_limit_w
    assert limit is not None and 100 <= limit < 350
    assert f"nvidia-smi -pl {limit:g}" in trip.message and "ATX 3.1 PSU of at least" in trip.message

    data = project.model_dump(mode="json", by_alias=True)
    data["nodes"][0]["items"][-2]["power_limit_w"] = limit
    limited = type(project).model_validate(data)
    report2 = evaluate(limited, catalog)
    assert "power.transient_trip" not in codes(report2)
    assert codes(report2)["power.transients"][0].level == "ok"
    assert report2.power.sustained_w == pytest.approx(report.power.sustained_w - 2 * (350 - limit))


def test_same_load_passes_on_an_atx3_psu_of_the_same_rating(catalog):
    report = evaluate(rig([("rtx-3090", 2)], psu="msi-mpg-a1000g-pcie5"), catalog)
    assert "power.transient_trip" not in codes(report)


def test_transient_windows_use_measured_factors(catalog):
    assert gpu_factor(catalog.part("rtx-5090"), 1.0) == (1.57, "measured 1.57x")
    assert gpu_factor(catalog.part("rtx-5090"), 10.0)[0] == 1.28
    assert gpu_factor(catalog.part("rtx-a6000"), 0.1)[0] == 2.18  # 200 us measurement stands for the 100 us window
    assert gpu_factor(catalog.part("rtx-3090"), 0.1) == (2.2, "default 2.2x")
    assert ATX3_TOLERANCE == {0.1: 2.0, 1.0: 1.8, 10.0: 1.6, 100.0: 1.2}


def test_lockstep_off_counts_one_spike_at_a_time(catalog):
    on = evaluate(rig([("rtx-3090", 2)], psu="gigabyte-ud1000gm-pg5"), catalog).power.nodes[0].psus[0]
    off = evaluate(rig([("rtx-3090", 2)], psu="gigabyte-ud1000gm-pg5", node_extra={"gpus_in_lockstep": False}),
                   catalog).power.nodes[0].psus[0]
    w_on = next(w for w in on.transients if w.window == "1 ms")
    w_off = next(w for w in off.transients if w.window == "1 ms")
    assert w_on.gpu_spike_w == pytest.approx(2 * 1.6 * 350)
    assert w_off.gpu_spike_w == pytest.approx(1.6 * 350 + 350)


def test_efficiency_curve_interpolates(catalog):
    psu = catalog.part("msi-mpg-a1000g-pcie5")  # 80 PLUS Gold 230 V EU minimums: 90 / 92 / 89 %
    assert efficiency_at(psu, 0.2) == pytest.approx(0.90)
    assert efficiency_at(psu, 0.35) == pytest.approx(0.91)
    assert efficiency_at(psu, 1.0) == pytest.approx(0.89)
    assert efficiency_at(psu, 0.05) == pytest.approx(0.90)


def test_seed003_needs_two_circuits(seed003, catalog):
    report = evaluate(seed003, catalog)
    assert [c.level for c in codes(report)["power.circuit"]] == ["ok", "ok"]
    data = seed003.model_dump(mode="json", by_alias=True)
    data["nodes"][0]["psu_circuits"] = [{"psu": "psu#1", "circuit": "circuit-a"}, {"psu": "psu#2", "circuit": "circuit-a"}]
    one = evaluate(type(seed003).model_validate(data), catalog)
    circuit_a = next(f for f in codes(one)["power.circuit"] if f.params["circuit"] == "circuit-a")
    assert circuit_a.level == "fail" and circuit_a.params["load_w"] > 1800


def test_json_power_section_has_the_contract_keys(seed000, catalog):
    data = evaluate(seed000, catalog).model_dump(mode="json")["power"]
    assert {"sustained_w", "recommended_psu_w", "transient_peak_w", "wall_w", "psu_w", "circuits"} <= set(data)
    assert {"load_w", "continuous_limit_w"} <= set(data["circuits"][0])


def test_plugs_short_and_unknown(catalog):
    # MSI Ai1300P: 6x PCIe 8-pin + one 16-pin confirmed. Three 3090 FE (12-pin -> 2x 8-pin) need 6 8-pin.
    report = evaluate(rig([("rtx-3090", 3)], psu="msi-meg-ai1300p-pcie5"), catalog)
    assert "power.plugs_short" not in codes(report)
    report = evaluate(rig([("rtx-3090", 4)], psu="msi-meg-ai1300p-pcie5"), catalog)
    short = codes(report)["power.plugs_short"][0]
    assert short.level == "fail" and "PCIe 8-pin" in short.message
    unknown = evaluate(rig([("rtx-3090", 1)], psu="corsair-hx1500i-2023"), catalog)
    assert codes(unknown)["power.plugs_unknown"][0].level == "info"


def test_unknown_psu_reference_is_a_finding_not_a_crash(catalog):
    project = rig([{"part_id": "rtx-3090", "slots": [{"slot": "PCI_E1", "psu": "psu#3"}]}], psu="msi-mpg-a1000g-pcie5")
    f = codes(evaluate(project, catalog))["power.unknown_psu_ref"][0]
    assert f.level == "fail" and "psu#3" in f.message


def test_no_psu_recommends_one(catalog):
    report = evaluate(rig([("rtx-4090", 1)]), catalog)
    f = codes(report)["power.no_psu"][0]
    assert f.level == "warn" and f"{report.power.recommended_psu_size_w} W" in f.message


def test_standard_sizes():
    assert standard_size(1149) == 1200 and standard_size(1000) == 1000 and standard_size(3100) == 3100


@pytest.mark.parametrize("kind", ["cn-10a", "cn-16a", "us-15a", "us-20a", "eu-16a", "custom"])
def test_circuit_findings_quote_each_kinds_rule(catalog, kind):
    circuit = {"id": "c1", "name": "Wall", "kind": kind, **({"volts": 230, "amps": 10} if kind == "custom" else {})}
    report = evaluate(rig([("rtx-3090", 1)], psu="msi-mpg-a1000g-pcie5", node_extra={"circuits": [circuit]}), catalog)
    load = report.power.circuits[0]
    assert load.rule.en.startswith(
        {"cn-10a": "China 10 A socket: ", "us-15a": "US 15 A circuit: ", "custom": "custom circuit: "}.get(kind, ""))
    f = codes(report)["power.circuit"][0]
    assert f.level == "ok" and f"({load.rule})" in f.message and f.params["rule"] == load.rule.en
    zh = load.rule.render("zh_CN")
    assert zh != load.rule.en and f"（{zh}）" in f.text("zh_CN")


@pytest.mark.parametrize("currency, kind, zh", [("CNY", "cn-10a", "按一个国内 10 A 插座计算"),
                                                ("USD", "us-15a", "按一个美国 15 A 回路计算")])
def test_default_circuit_names_the_assumed_kind(catalog, currency, kind, zh):
    report = evaluate(rig([("rtx-3090", 1)], psu="msi-mpg-a1000g-pcie5", currency=currency), catalog)
    f = codes(report)["power.default_circuit"][0]
    rule = report.power.circuits[0].rule
    assert f.params["kind"] == kind and f.message.endswith(f"assuming one {rule.en.split(':')[0]}.")
    assert zh in f.text("zh_CN")


def test_transient_trip_fixes_are_alternatives_in_both_languages():
    from planner.hardware.power import transient_trip_fix
    fix = transient_trip_fix(True, True, 245.0, 1600, 2200)
    assert fix.render("en") == ("a power limit of 245 W per card (nvidia-smi -pl 245); or an ATX 3.1 PSU of at least "
                                "1600 W; or an ATX 2.x PSU of at least 2200 W")
    assert fix.render("zh_CN") == ("将每张卡的功耗上限设为 245 W（nvidia-smi -pl 245）；或换用至少 1600 W 的 ATX 3.1 电源；"
                                   "或换用至少 2200 W 的 ATX 2.x 电源")
    assert transient_trip_fix(False, True, None, 1600, None).render("en") == "an ATX 3.1 PSU of at least 1600 W"
    assert transient_trip_fix(True, False, None, None, None).render("zh_CN") == "换用功率更大的 ATX 3.x 电源"


def test_transient_trip_in_chinese(catalog):
    report = evaluate(rig([("rtx-3090", 2)], psu="gigabyte-ud1000gm-pg5"), catalog)
    trip = codes(report)["power.transient_trip"][0]
    zh = trip.text("zh_CN")
    limit = report.power.nodes[0].max_power_limit_w
    assert zh != trip.message and "瞬时功率尖峰" in zh and f"nvidia-smi -pl {limit:g}" in zh
    assert "2/2 张" in zh and "ATX 2.x 规范未定义瞬时过载余量" in zh and "116% 至 140%" in zh


def test_eps_8pin_cards_are_fed_by_their_cpu_style_plug(catalog):
    """RTX A6000 / A100 PCIe take one 8-pin EPS (CPU) plug: 235 W + 75 W slot covers their 300 W."""
    from planner.evaluate import evaluate

    from .builders import rig

    for gpu in ("rtx-a6000", "a100-80g-pcie", "tesla-p40"):
        project = rig([(gpu, 2)], psu="seasonic-prime-px-2200", board="asus-pro-ws-wrx90e-sage-se",
                      cpu="threadripper-pro-7975wx", memory=None)
        report = evaluate(project, catalog, with_monte_carlo=False)
        assert not [f for f in report.findings if f.code == "power.plug_capacity"], gpu
