"""Cloud GPU offers and LLM API prices from a CSV snapshot (issue 15): `prices import` reads the header to tell
them from part quotes; good rows become catalog offers in the user catalog, bad rows are named with the reason,
an offer imported again replaces the earlier one, and an offer imported this way is a project's alternative like
a bundled one."""

from __future__ import annotations

import datetime
import json
import subprocess
import sys
from pathlib import Path

import pytest

from planner.catalog.store import load_catalog
from planner.errors import InputFileError
from planner.price_import import import_prices

ROOT = Path(__file__).resolve().parents[1]
TODAY = datetime.date(2026, 12, 4)
CLOUD_HEADER = "provider,gpu,pricing,price_per_gpu_hour,currency,date,source,committed_hours_per_month,name\n"
API_HEADER = "provider,model,input_per_million,output_per_million,cached_input_per_million,currency,date,source\n"


def write(tmp_path, body: str, name: str) -> Path:
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    return path


def test_cloud_rows_become_offers_and_bad_rows_are_named(tmp_path, catalog):
    path = write(tmp_path, CLOUD_HEADER
                 + "AutoDL,RTX 4090,reserved,1.65,CNY,2026-11-30,https://www.autodl.com/home,730,AutoDL RTX 4090 monthly\n"
                 + "Vast.ai,RTX 3090,spot,0.16,USD,2026-11-28,https://vast.ai/pricing,,\n"    # row 3: good
                 + "Shop,RTX 3090,on_demand,0.5,USD,2026-11-28,my notes,,\n"                  # row 4: no URL
                 + "Shop,RTX 3090,weekly,0.5,USD,2026-11-28,https://example.com/x,,\n"        # row 5: pricing
                 + "Shop,RTX 3090,spot,-0.5,USD,2026-11-28,https://example.com/x,,\n"         # row 6: negative
                 + "Shop,RTX 3090,spot,0.5,XYZ,2026-11-28,https://example.com/x,,\n"          # row 7: currency
                 + "=cmd(),RTX 3090,spot,0.5,USD,2026-11-28,https://example.com/x,,\n"        # row 8: formula
                 + "Shop,RTX 3090,reserved,0.5,USD,2026-11-28,https://example.com/x,999,\n",  # row 9: > 744 h
                 "clouds.csv")
    target = tmp_path / "user" / "offers" / "clouds.json"
    result = import_prices(path, catalog, TODAY, target=target)
    assert (result.kind, result.added, result.replaced) == ("cloud", 2, 0)
    reasons = {r.row: r.render() for r in result.refused}
    assert sorted(reasons) == [4, 5, 6, 7, 8, 9]
    assert "source" in reasons[4] and "pricing" in reasons[5] and "not above zero" in reasons[6]
    assert "XYZ" in reasons[7] and "formula" in reasons[8] and "committed_hours_per_month" in reasons[9]
    assert result.summary().render() == "2 offers imported (2 new, 0 replacing an earlier import), 6 rows refused."
    loaded = load_catalog(user_dirs=[tmp_path / "user"])
    autodl = loaded.clouds["autodl-rtx-4090-reserved"]
    assert (autodl.pricing, autodl.committed_hours_per_month, autodl.price_per_gpu_hour.amount) == ("reserved", 730, 1.65)
    assert autodl.date == datetime.date(2026, 11, 30) and autodl.name == "AutoDL RTX 4090 monthly"
    assert loaded.clouds["vast.ai-rtx-3090-spot"].price_per_gpu_hour.currency == "USD"
    option = autodl.option(gpus=2)  # the project's cloud alternative, as the Alternatives tab adds it
    assert option.gpus == 2 and option.committed_hours_per_month == 730
    assert not [m for m in loaded.messages if m.level == "warn"]


def test_importing_the_same_offer_again_replaces_it(tmp_path, catalog):
    target = tmp_path / "user" / "offers" / "clouds.json"
    first = write(tmp_path, CLOUD_HEADER + "AutoDL,RTX 4090,on_demand,1.98,CNY,2026-11-01,https://www.autodl.com/home,,\n",
                  "a.csv")
    second = write(tmp_path, CLOUD_HEADER + "AutoDL,RTX 4090,on_demand,1.88,CNY,2026-12-01,https://www.autodl.com/home,,\n",
                   "b.csv")
    import_prices(first, catalog, TODAY, target=target)
    result = import_prices(second, catalog, TODAY, target=target)
    assert (result.added, result.replaced) == (0, 1)
    (entry,) = json.loads(target.read_text(encoding="utf-8"))
    assert entry["price_per_gpu_hour"]["amount"] == 1.88 and entry["date"] == "2026-12-01"


def test_api_prices_with_cached_input(tmp_path, catalog):
    path = write(tmp_path, API_HEADER
                 + "DeepSeek,deepseek-chat,2,3,0.2,CNY,2026-11-15,https://api-docs.deepseek.com/quick_start/pricing\n"
                 + "OpenAI,gpt-x,1.25,10,,USD,2026-11-15,https://openai.com/api/pricing/\n", "apis.csv")
    target = tmp_path / "user" / "offers" / "apis.json"
    result = import_prices(path, catalog, TODAY, target=target)
    assert (result.kind, result.added, result.refused) == ("api", 2, [])
    loaded = load_catalog(user_dirs=[tmp_path / "user"])
    deepseek = loaded.apis["deepseek-deepseek-chat"]
    assert (deepseek.input_per_million.amount, deepseek.output_per_million.amount,
            deepseek.cached_input_per_million.amount) == (2, 3, 0.2)
    assert loaded.apis["openai-gpt-x"].cached_input_per_million is None


def test_an_unreadable_offers_file_is_left_as_it_is(tmp_path, catalog):
    target = tmp_path / "user" / "offers" / "clouds.json"
    target.parent.mkdir(parents=True)
    target.write_text("{not json", encoding="utf-8")
    path = write(tmp_path, CLOUD_HEADER + "AutoDL,RTX 4090,on_demand,1.98,CNY,2026-11-01,https://www.autodl.com/home,,\n",
                 "a.csv")
    with pytest.raises(InputFileError) as exc:
        import_prices(path, catalog, TODAY, target=target)
    assert "clouds.json" in str(exc.value)
    assert target.read_text(encoding="utf-8") == "{not json"


def test_cli_imports_a_snapshot_and_the_catalog_lists_it(tmp_path):
    path = write(tmp_path, CLOUD_HEADER + "AutoDL,RTX 4090,reserved,1.65,CNY,2026-11-30,https://www.autodl.com/home,730,\n",
                 "clouds.csv")
    env = {"GPU_RIG_PLANNER_DATA_DIR": str(tmp_path / "data"), "PATH": "/usr/bin:/bin"}
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), "prices", "import", str(path), "--json"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert out["kind"] == "cloud" and out["imported"] == 1
    assert out["target"] == str(tmp_path / "data" / "catalog" / "offers" / "clouds.json")
    listed = subprocess.run([sys.executable, str(ROOT / "main.py"), "catalog", "clouds", "--json"],
                            capture_output=True, text=True, env=env, timeout=120)
    ids = {o["id"] for o in json.loads(listed.stdout)}
    assert "autodl-rtx-4090-reserved" in ids and "runpod-rtx-4090-community" in ids


def test_an_offer_price_under_a_hundredth_of_a_cent_is_refused(tmp_path, catalog):
    """5e-324 an hour would make a cloud GPU free; 0.0001 is the smallest price an offer may have."""
    import datetime

    from planner.price_import import read_price_csv

    path = tmp_path / "clouds.csv"
    path.write_text("provider,gpu,pricing,price_per_gpu_hour,currency,date,source\n"
                    "Vast.ai,RTX 3090,spot,5e-324,USD,2026-11-28,https://vast.ai/pricing\n"
                    "Vast.ai,RTX 4090,spot,0.0001,USD,2026-11-28,https://vast.ai/pricing\n", encoding="utf-8")
    result = read_price_csv(path, catalog, datetime.date(2026, 12, 1))
    assert [r.render() for r in result.refused] == [
        "row 2: price_per_gpu_hour: amount 5e-324 is less than 0.0001 of its currency, the smallest price the planner "
        "counts"]
    assert len(result.offers) == 1
