"""Price quotes imported from a CSV (`main.py prices import`): good rows kept in the user catalog, bad rows listed
with their row number and reason, the file merged (never duplicated) and written atomically; the BOM prices lines
at them and says how old each catalog or imported price is on the report's date. Days are counted by hand."""

from __future__ import annotations

import dataclasses
import datetime
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from planner.catalog.imported_prices import FILE_NAME
from planner.catalog.store import load_catalog
from planner.errors import InputFileError
from planner.evaluate import evaluate
from planner.model import Project
from planner.model.common import PricePoint
from planner.price_import import MAX_CSV_BYTES, import_prices, read_price_csv

ROOT = Path(__file__).resolve().parents[1]
TODAY = datetime.date(2026, 12, 1)
HEADER = "part,amount,currency,condition,date,source\n"


def write(tmp_path, body: str | bytes, name="quotes.csv") -> Path:
    path = tmp_path / name
    path.write_bytes(body if isinstance(body, bytes) else body.encode("utf-8"))
    return path


def cli(*args, data_dir: Path):
    env = {"GPU_RIG_PLANNER_DATA_DIR": str(data_dir), "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          env=env, timeout=120)


def test_good_rows_are_kept_and_each_bad_row_is_named_with_its_reason(tmp_path, catalog):
    path = write(tmp_path, HEADER
                 + "rtx-3090,5200,CNY,used,2026-11-20,xianyu listing seen by me\n"           # row 2: good
                 + "NVIDIA GeForce RTX 3090,1,299.00,USD,new,2026-11-01,shop\n"              # row 3: 7 cells
                 + '"nvidia geforce  rtx 3090","1,299.00",usd,NEW,2026-11-01,shop mail\n'   # row 4: good, by name
                 + '=HYPERLINK("http://x"),1,CNY,new,2026-01-01,abc\n'                      # row 5: formula
                 + "rtx-3090,-5,CNY,used,2026-11-20,abc\n"                                  # row 6: negative
                 + "rtx-3090,NaN,CNY,used,2026-11-20,abc\n"                                 # row 7: NaN
                 + "rtx-3090,100,XYZ,used,2026-11-20,abc\n"                                 # row 8: currency
                 + "rtx-3090,100,CNY,used,2027-01-01,abc\n"                                 # row 9: future
                 + "rtx-3090,100,CNY,mined,2026-11-20,abc\n"                                # row 10: condition
                 + "no-such-card,100,CNY,used,2026-11-20,abc\n"                             # row 11: unknown part
                 + "rtx-3090,100,CNY,used,20/11/2026,abc\n")                                # row 12: date format
    result = import_prices(path, catalog, TODAY, target=tmp_path / FILE_NAME)
    assert (result.added, result.replaced) == (2, 0)
    reasons = {r.row: r.render() for r in result.refused}
    assert sorted(reasons) == [3, 5, 6, 7, 8, 9, 10, 11, 12]
    assert "formula" in reasons[5] and "not above zero" in reasons[6] and "not a number" in reasons[7]
    assert "XYZ" in reasons[8] and "after today (2026-12-01)" in reasons[9] and "not new or used" in reasons[10]
    assert "no-such-card" in reasons[11] and "YYYY-MM-DD" in reasons[12]
    assert reasons[3].startswith("row 3: ")
    stored = json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))
    assert [(q["part"], q["price"]["amount"], q["price"]["currency"], q["price"]["condition"]) for q in stored] == [
        ("rtx-3090", 5200.0, "CNY", "used"), ("rtx-3090", 1299.0, "USD", "new")]
    assert all(q["price"]["kind"] == "imported" for q in stored)
    # in Chinese too
    assert result.refused[1].render("zh_CN") == "第 5 行：part“=HYPERLINK(\"http://x\")”看起来是电子表格公式；请直接填写值"


def test_a_second_import_merges_without_duplicating(tmp_path, catalog):
    target = tmp_path / FILE_NAME
    first = write(tmp_path, HEADER + "rtx-3090,5200,CNY,used,2026-11-20,xianyu\n"
                  + "rtx-3090,5300,CNY,used,2026-11-21,xianyu\n", "a.csv")
    second = write(tmp_path, HEADER + "rtx-3090,5100,CNY,used,2026-11-20,xianyu\n"   # same key: replaces
                   + "rtx-3090,5100,CNY,used,2026-11-20,taobao\n", "b.csv")           # other source: added
    import_prices(first, catalog, TODAY, target=target)
    result = import_prices(second, catalog, TODAY, target=target)
    assert (result.added, result.replaced) == (1, 1)
    stored = json.loads(target.read_text(encoding="utf-8"))
    assert sorted((q["price"]["date"], q["price"]["source"], q["price"]["amount"]) for q in stored) == [
        ("2026-11-20", "taobao", 5100.0), ("2026-11-20", "xianyu", 5100.0), ("2026-11-21", "xianyu", 5300.0)]


def test_an_ambiguous_name_is_refused_and_named(tmp_path, catalog):
    from planner.catalog.store import Catalog

    twin = catalog.part("rtx-3090").model_copy(update={"id": "rtx-3090-twin"})
    cat = Catalog(parts=dict(catalog.parts) | {"rtx-3090-twin": twin}, exchange_rates=catalog.exchange_rates)
    result = read_price_csv(write(tmp_path, HEADER + "NVIDIA GeForce RTX 3090,5200,CNY,used,2026-11-20,shop\n"),
                            cat, TODAY)
    assert result.quotes == []
    assert result.ambiguous_names == {"NVIDIA GeForce RTX 3090": ["rtx-3090", "rtx-3090-twin"]}
    assert "ambiguous: rtx-3090, rtx-3090-twin have it" in result.refused[0].render()


@pytest.mark.parametrize("body,words", [
    ("part,amount,currency,condition,date,source\n".encode("utf-8")
     + "rtx-3090,5200,CNY,used,2026-11-20,闲鱼\n".encode("gbk"), "is not UTF-8 text"),
    (b"", "is empty"),
    (HEADER.encode(), "no quotes"),
    (b"part,amount,currency,date,source\nrtx-3090,1,CNY,2026-11-20,abc\n", "lacks the column(s) condition"),
    (b"PK\x03\x04\x00\x00 an xlsx", "NUL bytes"),
])
def test_an_unusable_file_is_refused_whole_with_a_clear_message(tmp_path, catalog, body, words):
    target = tmp_path / FILE_NAME
    target.write_text("[]\n", encoding="utf-8")
    with pytest.raises(InputFileError) as exc:
        import_prices(write(tmp_path, body), catalog, TODAY, target=target)
    assert words in str(exc.value)
    assert target.read_text(encoding="utf-8") == "[]\n"  # the stored quotes are untouched


def test_a_bom_and_a_huge_file(tmp_path, catalog):
    bom = read_price_csv(write(tmp_path, "\ufeff" + HEADER + "rtx-3090,5200,CNY,used,2026-11-20,shop\n"), catalog, TODAY)
    assert [q.price.amount for q in bom.quotes] == [5200.0]
    huge = write(tmp_path, HEADER + "rtx-3090,5200,CNY,used,2026-11-20,shop\n" * (MAX_CSV_BYTES // 30), "huge.csv")
    with pytest.raises(InputFileError, match="larger|too large|MB|bytes"):
        read_price_csv(huge, catalog, TODAY)


def test_a_damaged_stored_file_is_left_as_it_is(tmp_path, catalog):
    target = tmp_path / FILE_NAME
    target.write_text('[{"part": "rtx-3090", "price": {"amount": -1}}]\n', encoding="utf-8")
    with pytest.raises(InputFileError, match="cannot be read"):
        import_prices(write(tmp_path, HEADER + "rtx-3090,5200,CNY,used,2026-11-20,shop\n"), catalog, TODAY,
                      target=target)
    assert target.read_text(encoding="utf-8") == '[{"part": "rtx-3090", "price": {"amount": -1}}]\n'


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=400) | st.text(max_size=400).map(lambda s: (HEADER + s).encode("utf-8", "surrogatepass")))
def test_any_file_is_read_or_refused_with_a_message(tmp_path, catalog, body):
    path = write(tmp_path, body, "fuzz.csv")
    try:
        result = read_price_csv(path, catalog, TODAY)
    except InputFileError as exc:
        assert str(exc)
        return
    for q in result.quotes:
        assert q.price.amount > 0 and q.price.date <= TODAY and q.part in catalog.parts
    assert all(r.render() and r.render("zh_CN") for r in result.refused)


def project(condition="used", price_max_age_days=180):
    return Project.model_validate({
        "schema_version": 2, "name": "ages", "nodes": [{"id": "node-1", "name": "Rig", "items": [
            {"id": "gpu", "part_id": "rtx-3090", "condition": condition}]}],
        "costs": {"currency": "CNY", "price_max_age_days": price_max_age_days, "exchange_rates": [
            {"base": "USD", "quote": "CNY", "rate": 7.10, "date": "2026-01-23", "source": "stated for the test"}]}})


def with_used_price(catalog, part_id: str, **point):
    """The catalog with one part's prices replaced by one stated used price, so the test does not move when the
    bundled market data grows."""
    part = catalog.part(part_id)
    price = PricePoint(condition="used", kind="used_market", **point)
    return dataclasses.replace(catalog, parts={**catalog.parts, part_id: part.model_copy(update={"prices": [price]})})


def test_the_bom_says_how_old_the_catalog_price_is_and_flags_an_old_one(catalog):
    # a used RTX 3090 price stated in a public page: "2026年在二手市场上的交易价格约为$600~800" (jangwook.net, Feb 2026)
    priced = with_used_price(catalog, "rtx-3090", amount=600, currency="USD", date=datetime.date(2026, 2, 1),
                             source="https://jangwook.net/zh/blog/zh/ddr5-rdimm-vs-rtx3090-local-llm")
    report = evaluate(project(), priced, with_monte_carlo=False, as_of=TODAY)
    line = report.bom.lines[0]
    # 2026-02-01 to 2026-12-01: 28 + 31 + 30 + 31 + 30 + 31 + 31 + 30 + 31 + 30 = 303 days
    assert (line.catalog_price.amount, line.catalog_price.date) == (600.0, datetime.date(2026, 2, 1))
    assert (line.price_age_days, line.price_stale) == (303, True)
    assert line.price_age.en.startswith("303 days old on 2026-12-01, older than 180 days") and "jangwook.net" in line.price_age.en
    assert report.bom.prices_as_of == TODAY
    stale = next(f for f in report.findings if f.code == "bom.stale_prices")
    assert stale.level == "warn" and "NVIDIA GeForce RTX 3090: 2026-02-01" in stale.message
    assert "NVIDIA GeForce RTX 3090：2026-02-01" in stale.text("zh_CN") and "已超过 180 天" in stale.text("zh_CN")
    # a longer limit: the same age, not flagged
    relaxed = evaluate(project(price_max_age_days=365), priced, with_monte_carlo=False, as_of=TODAY)
    assert relaxed.bom.lines[0].price_stale is False
    assert not [f for f in relaxed.findings if f.code == "bom.stale_prices"]
    # no date stated: no age
    undated = evaluate(project(), priced, with_monte_carlo=False)
    assert undated.bom.lines[0].price_age_days is None and undated.bom.prices_as_of is None


def test_an_imported_quote_is_loaded_with_the_catalog_and_prices_the_line(tmp_path):
    user = tmp_path / "catalog"
    base = load_catalog(include_user=False)
    import_prices(write(tmp_path, HEADER + "rtx-3090,5200,CNY,used,2026-11-20,xianyu listing\n"), base, TODAY,
                  target=user / FILE_NAME)
    cat = load_catalog(user_dirs=[user])
    assert not [m for m in cat.messages if m.level == "warn"]
    line = evaluate(project(), cat, with_monte_carlo=False, as_of=TODAY).bom.lines[0]
    # 2026-11-20 to 2026-12-01: 11 days
    assert (line.unit_price.amount, line.unit_price.currency, line.price_age_days, line.price_stale) == (
        5200.0, "CNY", 11, False)
    assert "imported quote" in line.price_note.en and "xianyu listing" in line.price_age.en
    assert "导入的报价" in line.price_note.render("zh_CN")


def test_cli_exit_codes(tmp_path):
    data = tmp_path / "data"
    good = write(tmp_path, HEADER + "rtx-3090,5200,CNY,used,2026-11-20,xianyu\n", "good.csv")
    mixed = write(tmp_path, HEADER + "rtx-3090,5200,CNY,used,2026-11-21,xianyu\nrtx-3090,0,CNY,used,2026-11-20,x y\n",
                  "mixed.csv")
    gbk = write(tmp_path, HEADER.encode() + "rtx-3090,5200,CNY,used,2026-11-20,闲鱼\n".encode("gbk"), "gbk.csv")
    out = cli("prices", "import", str(good), data_dir=data)
    assert out.returncode == 0 and "1 quote imported (1 new, 0 replacing" in out.stdout, out.stderr
    out = cli("prices", "import", str(mixed), "--json", data_dir=data)
    assert out.returncode == 1
    assert json.loads(out.stdout)["refused"] == [{"row": 3, "reason": "amount 0 is not above zero"}]
    out = cli("prices", "import", str(gbk), data_dir=data)
    assert out.returncode == 2 and "is not UTF-8 text" in out.stderr and "Traceback" not in out.stderr
    assert len(json.loads((data / "catalog" / FILE_NAME).read_text(encoding="utf-8"))) == 2


# ----------------------------------------------------------------------------- hostile rows (issue 25)

@pytest.mark.parametrize("amount", ["5e-324", "1e-320", "0.001", "0.0099"])
def test_an_amount_under_one_cent_is_refused_naming_its_row_and_field(tmp_path, catalog, amount):
    result = read_price_csv(write(tmp_path, HEADER + "rtx-3090,700,USD,used,2026-11-20,ebay listing\n"
                                  + f"rtx-3090,{amount},USD,used,2026-11-21,ebay listing\n"), catalog, TODAY)
    assert [q.price.amount for q in result.quotes] == [700.0]
    assert [r.render() for r in result.refused] == [
        f"row 3: amount {amount} is less than 0.01 of its currency, the smallest price the planner counts"]


def test_one_cent_is_the_smallest_amount_a_quote_may_have(tmp_path, catalog):
    result = read_price_csv(write(tmp_path, HEADER + "corsair-rm850x-2021,0.01,USD,new,2026-11-20,a coupon\n"),
                            catalog, TODAY)
    assert ([q.price.amount for q in result.quotes], result.refused) == ([0.01], [])


def test_a_stored_quote_under_one_cent_is_skipped_by_the_catalog(tmp_path):
    user = tmp_path / "catalog"
    user.mkdir()
    (user / FILE_NAME).write_text(json.dumps([{"part": "rtx-3090", "price": {
        "amount": 5e-324, "currency": "USD", "condition": "used", "kind": "imported", "date": "2026-11-20",
        "source": "an import made before the floor"}}]), encoding="utf-8")
    cat = load_catalog(user_dirs=[user])
    assert all(p.amount >= 0.01 for p in cat.part("rtx-3090").prices)
    assert any("price: amount 4.94066e-324 is less than 0.01" in str(m) for m in cat.messages if m.level == "warn")


def _one_used_3090_price(catalog):
    # "RTX 3090 ... $700" used, LocalRig, 'RTX 4090 for local LLM' (2026-06-29)
    return with_used_price(catalog, "rtx-3090", amount=700, currency="USD", date=datetime.date(2026, 6, 29),
                           source="https://localrig.pages.dev/gpus/rtx-4090-for-local-llm/")


def test_a_price_far_from_the_catalogs_is_kept_with_a_named_warning(tmp_path, catalog):
    priced = _one_used_3090_price(catalog)
    result = read_price_csv(write(tmp_path, HEADER
                                  + "rtx-3090,150,USD,used,2026-11-20,a friend\n"        # row 2: 0.21x, kept quietly
                                  + "rtx-3090,3400,USD,used,2026-11-20,a scalper\n"      # row 3: 4.9x, kept quietly
                                  + "rtx-3090,5200,USD,used,2026-11-20,xianyu\n"         # row 4: CNY typed as USD
                                  + "rtx-3090,7,USD,used,2026-11-20,cents slip\n"        # row 5: 1/100
                                  + "rtx-3090,5200,CNY,used,2026-11-20,xianyu\n"),       # row 6: 5200 CNY is fine
                            priced, TODAY)
    assert [q.price.amount for q in result.quotes] == [150, 3400, 5200, 7, 5200]
    assert [r.render() for r in result.warnings] == [
        "row 4: rtx-3090: 5,200.00 USD is over five times the catalog's used price (700.00 USD, 2026-06-29); is the "
        "amount or the currency wrong?",
        "row 5: rtx-3090: 7.00 USD is under a fifth of the catalog's used price (700.00 USD, 2026-06-29); is the "
        "amount or the currency wrong?"]
    result.added = 5
    assert result.summary().render().endswith("2 quotes are under a fifth or over five times the catalog's price of "
                                              "its part and condition: check the amount and the currency.")
    assert "超过目录中二手价格" in result.warnings[0].render("zh_CN")


def test_a_far_price_is_judged_against_the_catalog_not_an_earlier_import(tmp_path, catalog):
    priced = _one_used_3090_price(catalog)
    part = priced.part("rtx-3090")
    earlier = PricePoint(amount=7, currency="USD", condition="used", kind="imported", date=datetime.date(2026, 11, 1),
                         source="an earlier slip")
    priced.parts["rtx-3090"] = part.model_copy(update={"prices": list(part.prices) + [earlier]})
    result = read_price_csv(write(tmp_path, HEADER + "rtx-3090,8,USD,used,2026-11-20,again\n"), priced, TODAY)
    assert [r.row for r in result.warnings] == [2]


STRAY = (HEADER
         + "rtx-3090,700,USD,used,2026-11-20,ebay\n"                     # line 2: good
         + 'rtx-3090,710,USD,used,2026-11-21,"ebay, seller x\n'           # line 3: a quote opens and stays open
         + "rtx-3090,720,USD,used,2026-11-22,ebay\n"                     # line 4: swallowed
         + 'rtx-3090,730,USD,used,2026-11-23,ebay "best" price"\n'        # line 5: swallowed; its quote closes it
         + "rtx-3090,740,USD,used,2026-11-24,ebay\n")                    # line 6: good


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_a_stray_quote_refuses_every_row_it_swallows_naming_the_line_it_opens(tmp_path, catalog, newline):
    result = read_price_csv(write(tmp_path, STRAY.replace("\n", newline)), catalog, TODAY)
    assert [q.price.amount for q in result.quotes] == [700, 740]
    assert [r.row for r in result.refused] == [3, 4, 5]
    assert result.refused[0].render() == (
        "row 3: the source cell opens a quote (\") on line 3 that runs over the line breaks to line 5: a stray quote "
        "swallowed the rows between; close it or remove it")
    assert all(r.reason == result.refused[0].reason for r in result.refused)
    result.added = 2
    assert result.summary().render().startswith("2 quotes imported (2 new, 0 replacing an earlier import), "
                                                "3 rows refused.")


def test_a_quote_never_closed_refuses_the_rest_of_the_file(tmp_path, catalog):
    body = HEADER + "rtx-3090,700,USD,used,2026-11-20,ebay\n" + 'rtx-3090,"710,USD,used,2026-11-21,ebay\n\n' + (
        "rtx-3090,720,USD,used,2026-11-22,ebay\n")
    result = read_price_csv(write(tmp_path, body), catalog, TODAY)
    assert [q.price.amount for q in result.quotes] == [700]
    assert [r.row for r in result.refused] == [3, 5]  # line 4 is blank: no row
    assert "the amount cell opens a quote (\") on line 3 that runs over the line breaks to line 5" in (
        result.refused[1].render())


def test_a_quote_swallowing_more_than_a_cell_holds_refuses_the_rest_of_the_file(tmp_path, catalog):
    body = (HEADER + "rtx-3090,700,USD,used,2026-11-20,ebay\n" + 'rtx-3090,710,USD,used,2026-11-21,"ebay\n'
            + "rtx-3090,720,USD,used,2026-11-22,ebay\n" * 4000)  # 160,000 characters: past csv's 131,072 a cell
    result = read_price_csv(write(tmp_path, body), catalog, TODAY)
    assert [q.price.amount for q in result.quotes] == [700]
    assert len(result.refused) == 4001 and result.refused[0].row == 3 and result.refused[-1].row == 4003
    assert "a quote (\") opens a cell on line 3 that the rest of the file, to line 4003, cannot close" in (
        result.refused[-1].render())


@pytest.mark.parametrize("source", ["-2+3+cmd|' /C calc'!A0", "-cmd", "-1"])
def test_a_source_starting_with_a_minus_is_refused_as_a_formula(tmp_path, catalog, source):
    result = read_price_csv(write(tmp_path, HEADER + f"rtx-3090,700,USD,used,2026-11-20,{source}\n"), catalog, TODAY)
    assert result.quotes == []
    assert result.refused[0].render() == (
        f"row 2: source '{source}' looks like a spreadsheet formula; type the value itself")


def test_cli_lists_warnings_in_json_and_keeps_exit_0(tmp_path):
    data = tmp_path / "data"
    path = write(tmp_path, HEADER + "rtx-3090,7,USD,used,2026-11-20,cents slip\n")
    out = cli("prices", "import", str(path), "--json", data_dir=data)
    assert out.returncode == 0, out.stderr
    found = json.loads(out.stdout)
    assert (found["imported"], found["refused"], [w["row"] for w in found["warnings"]]) == (1, [], [2])
    assert "under a fifth" in found["warnings"][0]["reason"]
