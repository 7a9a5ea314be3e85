"""compare: several project files side by side, every figure from each one's own PlanReport."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from planner.cli import run
from planner.compare import best_indices
from planner.evaluate import evaluate
from planner.io import load_project
from planner.model.money import find_rate

CONTRACT = {"name", "price_total", "currency", "status", "fits", "max_context", "tokens_per_s", "wall_w",
            "monthly_total", "break_even_hours_per_month", "three_year_total"}


def cli(*argv):
    out, err = io.StringIO(), io.StringIO()
    code = run([str(a) for a in argv], out, err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def seeds():
    from planner.paths import resource

    return [str(resource("examples", "seed-000-two-card-rig.json")),
            str(resource("examples", "seed-003-six-gpu-server.json"))]


@pytest.fixture(scope="module")
def compared(seeds):
    code, out, err = cli("compare", *seeds, "--json", "--as-of", "2026-06-01")
    assert code == 0, err
    return json.loads(out)


def test_json_has_the_contract_keys_for_every_variant(compared):
    assert len(compared["variants"]) == 2
    for v in compared["variants"]:
        assert CONTRACT <= set(v)
        assert v["currency"] == "CNY"  # the first project's


def test_figures_are_the_reports_converted_with_each_projects_own_rate(compared, seeds, catalog):
    for file, v in zip(seeds, compared["variants"]):
        project = load_project(file)
        report = evaluate(project, catalog)
        factor = 1.0 if report.currency == "CNY" else find_rate(project.costs.exchange_rates, report.currency, "CNY")[0]
        assert v["name"] == report.project_name and v["status"] == report.status
        assert v["price_total"] == pytest.approx(report.bom.total.amount * factor, abs=0.005)
        assert v["monthly_total"] == pytest.approx(report.tco.monthly.total_per_month * factor, abs=0.005)
        assert v["three_year_total"] == pytest.approx(report.tco.three_year_total * factor, abs=0.005)
        assert v["tokens_per_s"] == report.fit.tokens_per_s.decode_tokens_per_s
        assert v["max_context"] == report.fit.max_context and v["fits"] == report.fit.fits
        assert v["wall_w"] == report.power.wall_w and v["headroom_w"] == report.power.headroom_w
        reference = next(a for a in report.tco.alternatives if a.name.en == report.tco.reference_alternative)
        assert v["break_even_hours_per_month"] == reference.break_even_hours_per_month
        assert v["break_even_against"] == reference.name.en and v["payback_months"] == reference.payback_months
    # seed 003 is priced in USD: 43,425.93 USD (40,800 for the GPUs, 109.95 for the cooler and 2 x 299.99 for the
    # SSDs at their catalog prices of 2025-07-23, 1,003 for the ROMED8-2T sold on eBay on 2026-05-10, 913 for the
    # EPYC 7313P at AMD's 1k-unit list price) at its own 6.9929 CNY per USD
    assert compared["variants"][1]["price_total"] == pytest.approx(303_673.19)
    assert compared["variants"][1]["conversion"] == "1 USD = 6.9929 CNY (2026-01-23)"


def test_best_value_of_each_row_and_its_direction(compared):
    rows = {r["key"]: r for r in compared["rows"]}
    assert rows["price_total"]["best"] == [0] and rows["price_total"]["direction"]["en"] == "lower is better"
    assert rows["tokens_per_s"]["best"] == [1] and rows["tokens_per_s"]["direction"]["en"] == "higher is better"
    assert rows["max_context"]["best"] == [1] and rows["wall_w"]["best"] == [0]
    assert rows["monthly_total"]["best"] == [0] and rows["three_year_total"]["best"] == [0]
    # both warn with two warnings each, as check counts them on that day (seed 003's CPU price is old by then)
    assert rows["status"]["best"] == [0, 1]
    assert rows["fits"]["best"] == [0, 1]  # a tie marks both
    assert rows["pcie_links"]["best"] == [] and rows["pcie_links"]["direction"]["en"] == "not ranked"


def test_best_indices_ignores_unknown_values():
    assert best_indices([None, 3, 1, 1], higher=False) == [2, 3]
    assert best_indices([None, 3, 1], higher=True) == [1]
    assert best_indices([None, None], higher=True) == []


def test_text_table_in_english_and_chinese(seeds):
    code, out, _ = cli("compare", *seeds)
    assert code == 0
    assert "Price (CNY)" in out and "10,000.00 *" in out and "303,673.19" in out
    # which alternative the break-even is against: each build's cheapest that runs its workload (seed 000's spot offer)
    assert "against its reference alternative, Spot, 2x RTX 4090 (30 % of on-demand)." in out
    code, zh, _ = cli("compare", *seeds, "--lang", "zh_CN")
    assert code == 0 and "价格（CNY）" in zh and "越低越好" in zh


def test_exit_1_when_a_variant_has_a_failing_finding(seeds, tmp_path):
    project = json.loads(Path(seeds[0]).read_text(encoding="utf-8"))
    project["nodes"][0]["items"][0]["part_id"] = "rtx-3090x"
    bad = tmp_path / "typo.json"
    bad.write_text(json.dumps(project), encoding="utf-8")
    code, out, _ = cli("compare", seeds[0], bad, "--json")
    assert code == 1
    assert json.loads(out)["variants"][1]["status"] == "fail"


def test_exit_2_names_the_unusable_file(seeds, tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{oops", encoding="utf-8")
    code, out, err = cli("compare", seeds[0], broken)
    assert code == 2 and out == "" and str(broken) in err and "not valid JSON" in err
    code, _, err = cli("compare", seeds[0])
    assert code == 2 and "at least two project files" in err


def test_a_missing_exchange_rate_is_refused_naming_the_file_and_field(seeds, tmp_path):
    project = json.loads(Path(seeds[1]).read_text(encoding="utf-8"))  # USD
    project["costs"]["exchange_rates"] = []
    no_rate = tmp_path / "no-rate.json"
    no_rate.write_text(json.dumps(project), encoding="utf-8")
    code, out, err = cli("compare", seeds[0], no_rate)
    assert code == 2 and out == ""
    assert f"{no_rate}: costs.exchange_rates: no rate between USD and CNY" in err
    # listed first, its own currency leads and nothing needs converting
    code, out, _ = cli("compare", no_rate, no_rate, "--json")
    assert code == 0 and json.loads(out)["currency"] == "USD"


def test_the_chinese_table_shows_each_status_whole_with_columns_apart(seeds, tmp_path):
    """Issue 28's session: with short build names the status cell was cut to '警告（0 项失败，…' and ran into the next
    column, so the warning count the row is about could not be read."""
    short = []
    for name, seed in zip("AB", seeds):
        data = json.loads(Path(seed).read_text(encoding="utf-8"))
        data["name"] = name
        short.append(tmp_path / f"{name}.json")
        short[-1].write_text(json.dumps(data), encoding="utf-8")
    code, zh, _ = cli("compare", *short, "--lang", "zh_CN", "--as-of", "2026-06-01")
    status = next(line for line in zh.splitlines() if line.startswith("状态"))
    counts = [json.loads(cli("check", s, "--json", "--as-of", "2026-06-01")[1])["finding_counts"] for s in short]
    for c in counts:
        assert f"{c['fail']} 项失败，{c['warn']} 项警告" in status
    assert "…" not in status
    assert status.count(" *  ") + status.count("）  ") >= 2  # two spaces before the next column


def test_status_counts_are_checks_on_the_same_day(seeds):
    """Issue 28: compare counted 4 warnings where check counted 5: it left out the old-price warning, counted only
    with a day. Seed 003's AMD CPU price dates from 2021 (the felixsteinke/cpu-spec-dataset export), 180+ days old on
    2028-06-01, so check warns."""
    code, out, err = cli("check", seeds[1], "--json", "--as-of", "2028-06-01")
    checked = json.loads(out)
    assert any(f["code"].startswith("bom.") and f["level"] == "warn" for f in checked["findings"])
    code, out, err = cli("compare", *seeds, "--json", "--as-of", "2028-06-01")
    assert json.loads(out)["variants"][1]["finding_counts"] == checked["finding_counts"]


def test_default_named_projects_are_titled_by_their_files_and_each_note_is_said_once(seeds, tmp_path):
    """Issue 28: two projects still named 'New rig' gave two columns titled 'New rig' and the same footnote twice."""
    project = json.loads(Path(seeds[0]).read_text(encoding="utf-8"))
    project["name"] = "New rig"
    for stem in ("quiet-rig", "cheap-rig"):
        (tmp_path / f"{stem}.json").write_text(json.dumps(project), encoding="utf-8")
    code, out, err = cli("compare", tmp_path / "quiet-rig.json", tmp_path / "cheap-rig.json")
    assert code == 0, err
    header = out.splitlines()[0].split()
    assert header == ["quiet-rig", "cheap-rig"]
    notes = [line for line in out.splitlines() if line.startswith("Break-even and payback of")]
    assert len(notes) == 2 and len(set(notes)) == 2
    lines = [line for line in out.splitlines() if line.strip()]
    assert all(lines.count(line) == 1 for line in lines if line.endswith("."))


def test_a_note_the_same_for_two_builds_is_said_once(seeds):
    code, out, err = cli("compare", seeds[0], seeds[0])
    notes = [line for line in out.splitlines() if line.startswith("Break-even and payback of")]
    assert len(notes) == 1
