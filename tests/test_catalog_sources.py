"""Every bundled catalog entry cites one public web address (the product's own page, a named datasheet or the
review its facts were read in), never an internal search note, and never the page of another model.

Read from the JSON files themselves, so a field the loader does not keep is checked too. An entry whose cited page
could not be read (its facts come from copies of it) says so in its `unverified` map under "source" (shown as
"unconfirmed: source"), and still cites that page.
Price points and transient measurements cite the articles they were read in; they are not covered here.
"""

import json
import re
from pathlib import Path

import pytest

from .test_user_text import all_strings

CATALOG = Path(__file__).resolve().parents[1] / "resources" / "catalog"
URL = re.compile(r"https?://[^\s\"'<>]+")
SEARCH_NOTE = re.compile(r"\bsearch|secondary|quoting|public repo|\[M:|index id", re.IGNORECASE)
#: A model number: up to three letters, three to five digits, up to two letters ("7950x", "rm850x", "a6000").
MODEL = re.compile(r"([a-z]{0,3})(\d{3,5})([a-z]{0,2})")
YEAR = re.compile(r"(19|20)\d\d")


def entries(name_filter=lambda path: True):
    for path in sorted(CATALOG.rglob("*.json")):
        if not name_filter(path):
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        for entry in data if isinstance(data, list) else [data]:
            yield path.relative_to(CATALOG).as_posix(), entry


def parts_and_models():
    return [(f, e) for f, e in entries(lambda p: p.parent.name != "offers" and p.name != "exchange_rates.json")]


def label(f, e):
    return f"{f}:{e.get('id', e.get('base', '') + '/' + e.get('quote', ''))}"


def model_numbers(text: str) -> set[tuple[str, str, str]]:
    """The model-number-shaped tokens of a name or an address, years left out."""
    tokens = re.split(r"[^a-z0-9]+", text.lower())
    return {m.groups() for t in tokens if (m := MODEL.fullmatch(t)) and not YEAR.fullmatch(t)}


def names_another_model(entry_text: str, url: str) -> set[str]:
    """Model numbers in the address of the same shape as one of the entry's, none of them the entry's own:
    'amd-ryzen-9-9950x.html' for the Ryzen 9 7950X, 'focus-plus-650' for a 1000 W PSU."""
    own = model_numbers(entry_text)
    path = url.split("://", 1)[-1].split("/", 1)[-1]
    found = model_numbers(path)
    clashes = set()
    for prefix, _, suffix in {(p, d, s) for p, d, s in own}:
        same_shape = {m for m in found if (m[0], m[2]) == (prefix, suffix)}
        if same_shape and not same_shape & own:
            clashes |= {"".join(m) for m in same_shape}
    return clashes


def cited(entry) -> bool:
    return "source" not in entry.get("unverified", {})


@pytest.mark.parametrize("where, entry", [pytest.param(f, e, id=label(f, e)) for f, e in entries()])
def test_the_source_is_one_public_web_address(where, entry):
    """Every entry, also one whose cited page could not be read here (issue 25: the ASUS Pro WS W790-ACE and the
    Kingston FURY Beast kit cited no address at all, because an entry marked unverified skipped this check)."""
    source = entry["source"]
    assert URL.fullmatch(source), f"{where} {entry.get('id')}: source {source!r} is not one http(s) address"
    if not cited(entry):
        assert len(entry["unverified"]["source"]) >= 20, "say why the cited page's facts are unconfirmed"


@pytest.mark.parametrize("where, entry", [pytest.param(f, e, id=label(f, e)) for f, e in entries()])
def test_no_source_is_a_search_note(where, entry):
    if cited(entry):
        assert not SEARCH_NOTE.search(entry["source"]), entry["source"]


@pytest.mark.parametrize("where, entry", [pytest.param(f, e, id=label(f, e)) for f, e in parts_and_models()])
def test_the_address_does_not_name_another_model(where, entry):
    if not cited(entry):
        return
    assert names_another_model(f"{entry['id']} {entry.get('name', '')}", entry["source"]) == set()


@pytest.mark.parametrize("entry_text, url, clash", [
    ("ryzen-9-7950x AMD Ryzen 9 7950X",
     "https://www.amd.com/en/products/processors/desktops/ryzen/9000-series/amd-ryzen-9-9950x.html", {"9950x"}),
    ("core-ultra-5-245k Intel Core Ultra 5 245K",
     "https://www.intel.com/content/www/us/en/products/sku/241060/intel-core-ultra-9-processor-285k-36m-cache-up-to-5-70-ghz/specifications.html",
     {"285k"}),
    ("seasonic-focus-gx-1000-atx31 Seasonic FOCUS GX-1000 (ATX 3.1)", "https://seasonic.com/product/focus-plus-650-platinum/",
     {"650"}),
    ("ryzen-9-7950x AMD Ryzen 9 7950X",
     "https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-9-7950x.html", set()),
    ("corsair-hx1500i-2023 Corsair HX1500i (2023)", "https://nexthardware.com/recensioni/corsair-hx1500i-1586/4", set()),
])
def test_the_check_catches_the_pages_of_other_models_the_catalog_once_cited(entry_text, url, clash):
    """The four sources the catalog once had that pointed at another model's page (issue 13), and two right ones."""
    assert names_another_model(entry_text, url) == clash


def test_the_entries_whose_cited_page_was_not_read_are_few_and_named():
    uncited = sorted(e["id"] for _, e in parts_and_models() if not cited(e))
    assert uncited == ["asrock-rack-genoad8x-2t-bcm", "asus-pro-ws-w790-ace", "huntkey-mvp-k850-atx31",
                       "kingston-fury-beast-ddr5-6000-2x32gb"]


INTERNAL_ID = re.compile(r"index ids? \d|find_string id", re.IGNORECASE)


@pytest.mark.parametrize("where, entry", [pytest.param(f, e, id=label(f, e)) for f, e in entries()])
def test_no_text_of_an_entry_points_at_an_internal_search_index(where, entry):
    """Notes and reasons are read by users: 'index id 5715646759' means nothing to them (it named a row of the
    search index a helper used). Say what was read (a repository, a file, an article) instead."""
    assert [s for s in all_strings(entry) if INTERNAL_ID.search(s)] == []
