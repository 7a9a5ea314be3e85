"""Plausibility and unusable input, as a user meets them on the command line (issue 13): a value no real user would
type is a warning naming the field, the value and the range; `check` and `tco` agree on what is unusable (same exit
code, same message)."""

import json

import pytest

from .test_cli import SEED000, run


def project_with(tmp_path, name, edit):
    data = json.loads(SEED000.read_text(encoding="utf-8"))
    edit(data)
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def both(path):
    return run("check", path), run("tco", path)


def test_an_electricity_price_of_10_to_the_12_per_kwh_is_named_by_check_and_tco(tmp_path):
    """Seed 000 is planned in CNY with 1 USD = 6.9929 CNY: the 0.01-5 USD per kWh range is 0.07-34.96 CNY."""
    path = project_with(tmp_path, "price", lambda d: d["costs"].update(
        electricity_price={"amount": 1e12, "currency": "CNY"}))
    check, tco = both(path)
    assert check.returncode in (0, 1) and tco.returncode == 0, (check.stderr, tco.stderr)
    expected = ("The electricity price per kWh is 1,000,000,000,000 CNY, outside 0.07 to "
                "34.96 CNY, the range a real entry falls in")
    assert expected in check.stdout and "[WARN] input.implausible" in check.stdout
    assert expected in check.stderr and expected in tco.stderr
    assert "Traceback" not in check.stderr + tco.stderr


def test_a_part_price_typed_with_three_extra_zeros_warns(tmp_path):
    """A GPU at 52,000,000 CNY (5,200 with four zeros too many) is about 7.4 million USD at 6.9929 CNY per USD,
    beyond the 1,000,000 USD no single part reaches."""
    def edit(d):
        d["nodes"][0]["items"][0]["unit_price"] = {"amount": 52_000_000, "currency": "CNY"}
    path = project_with(tmp_path, "part", edit)
    check = run("check", path)
    assert "input.implausible" in check.stdout
    # named by its part as the parts table shows it; the project-file path is in the JSON finding's params
    assert "The unit price of AMD Ryzen 7 7700X is 52,000,000 CNY" in check.stdout
    assert "nodes[0].items[0].unit_price" in implausible_paths(run("check", "--json", path))


def test_a_part_already_owned_at_price_0_does_not_warn_but_a_few_cents_does(tmp_path):
    """`advise --own` writes owned parts at 0 (kept, not bought): not a slipped decimal point. 0.05 CNY is: under
    the 1 USD floor (0.14 CNY at 6.9929 CNY per USD)."""
    def owned(d):
        d["nodes"][0]["items"][0].update(unit_price={"amount": 0, "currency": "CNY"}, note="owned")
    assert "input.implausible" not in run("check", project_with(tmp_path, "owned", owned)).stdout

    def cents(d):
        d["nodes"][0]["items"][0]["unit_price"] = {"amount": 0.05, "currency": "CNY"}
    path = project_with(tmp_path, "cents", cents)
    check = run("check", path)
    assert "input.implausible" in check.stdout
    assert "nodes[0].items[0].unit_price" in implausible_paths(run("check", "--json", path))


def implausible_paths(completed) -> set[str]:
    return {f["params"]["path"] for f in json.loads(completed.stdout)["findings"] if f["code"] == "input.implausible"}


def test_the_bundled_examples_raise_no_plausibility_warning(examples_dir):
    for path in sorted(examples_dir.glob("*.json")):
        out = run("check", path)
        assert "input.implausible" not in out.stdout, path.name


def test_an_unknown_currency_is_unusable_for_check_and_tco_alike(tmp_path):
    path = project_with(tmp_path, "xyz", lambda d: d["costs"].update(
        electricity_price={"amount": 0.6, "currency": "XYZ"}))
    check, tco = both(path)
    assert check.returncode == tco.returncode == 2
    message = (f"error: {path}: Cost of ownership not computed: electricity_price is in XYZ; add an exchange rate "
               "XYZ->CNY to the cost assumptions.")
    assert message in check.stderr.splitlines() and message in tco.stderr.splitlines()
    assert "Bill of materials" in check.stdout  # check still shows the rest of the report


def test_a_part_priced_in_a_currency_without_a_rate_is_unusable_for_both(tmp_path):
    def edit(d):
        d["nodes"][0]["items"][0]["unit_price"] = {"amount": 700, "currency": "EUR"}
    check, tco = both(project_with(tmp_path, "eur", edit))
    assert check.returncode == tco.returncode == 2
    error = [line for line in check.stderr.splitlines() if line.startswith("error:")]
    assert error and error == [line for line in tco.stderr.splitlines() if line.startswith("error:")]
    assert "Prices in EUR cannot be added to the CNY total" in error[0]


@pytest.mark.parametrize("field", ["load_hours_per_day", "powered_hours_per_day"])
def test_more_than_24_hours_a_day_is_refused_by_both_naming_the_field(tmp_path, field):
    def edit(d):
        d["costs"].pop("utilization_fraction", None)
        d["costs"][field] = 25
        if field == "powered_hours_per_day":
            d["costs"]["load_hours_per_day"] = 6
    check, tco = both(project_with(tmp_path, "hours", edit))
    assert check.returncode == tco.returncode == 2
    assert field in check.stderr and check.stderr == tco.stderr
    assert "Traceback" not in check.stderr
