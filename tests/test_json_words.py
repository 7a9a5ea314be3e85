"""Messages about what a file holds speak JSON (null, true, a number, a string, a list, an object), never a Python
type name (NoneType, str, int, bool, dict), in every reader: project files, catalog files and their entries,
imported prices and offers, model configs."""

from __future__ import annotations

import json
import re

import pytest

from planner.errors import InputFileError, PlannerError, describe_json, format_location, json_kind, json_text

PYTHON_WORDS = re.compile(r"\b(NoneType|None|str|int|float|bool|dict|True|False)\b")


@pytest.mark.parametrize("value,kind,described", [
    (None, "null", "null"), (True, "true", "true"), (False, "false", "false"), (3, "a number", "a number (3)"),
    (2.5, "a number", "a number (2.5)"), ("x", "a string", 'a string ("x")'), ([1, None], "a list", "a list ([1, null])"),
    ({"a": True}, "an object", 'an object ({"a": true})'),
])
def test_json_words(value, kind, described):
    assert (json_kind(value), describe_json(value)) == (kind, described)


def test_a_huge_value_is_shown_cut_without_writing_it_all():
    shown = json_text(list(range(10_000_000)), 30)
    assert shown == "[0, 1, 2, 3, 4, 5, 6, 7, 8,..." and len(shown) == 30
    assert json_text({"k": "v" * 1_000_000}, 20) == '{"k": "vvvvvvvvvv...'


def test_locations_show_odd_keys_as_json():
    assert format_location(("nodes", 0, "items", 2, "quantity")) == "nodes[0].items[2].quantity"
    assert format_location(("nodes", 0, "")) == 'nodes[0][""]'
    assert format_location(("costs", "a.b", "x y")) == 'costs["a.b"]["x y"]'


@pytest.mark.parametrize("content,expected", [
    ("null", "a catalog file must hold an object (one entry) or an array of entries, not null"),
    ("7", "a catalog file must hold an object (one entry) or an array of entries, not a number (7)"),
    ("[null]", "an entry must be a JSON object, not null"),
    ('["rtx-3090"]', 'an entry must be a JSON object, not a string ("rtx-3090")'),
])
def test_a_user_catalog_file_is_described_in_json_words(tmp_path, content, expected):
    from planner.catalog.store import load_catalog

    (tmp_path / "mine.json").write_text(content, encoding="utf-8")
    messages = [str(m) for m in load_catalog(user_dirs=[tmp_path]).messages if m.level == "warn"]
    assert any(expected in m for m in messages), messages
    assert not any(PYTHON_WORDS.search(m.split(": ", 1)[1]) for m in messages), messages


def test_stored_imported_prices_and_offers_are_described_in_json_words(tmp_path):
    from planner.catalog.imported_prices import read_quotes
    from planner.offer_import import read_offers

    path = tmp_path / "stored.json"
    path.write_text('{"part": "rtx-3090"}', encoding="utf-8")
    with pytest.raises(InputFileError, match="expected a JSON array of imported price quotes, not an object"):
        read_quotes(path)
    with pytest.raises(InputFileError, match="expected a JSON array of offers, not an object"):
        read_offers(path)
    path.write_text('[{"id": "a"}, null]', encoding="utf-8")
    with pytest.raises(InputFileError, match=r"\[1\]: expected an offer \(a JSON object\), not null"):
        read_offers(path)


@pytest.mark.parametrize("config,expected", [
    ([1, 2], "config.json: must be a JSON object (a Hugging Face config.json), not a list of 2 items"),
    (None, "config.json: must be a JSON object (a Hugging Face config.json), not null"),
])
def test_a_model_config_that_is_not_an_object_says_what_it_is(config, expected):
    from planner.llm.config import spec_from_config

    with pytest.raises(PlannerError) as info:
        spec_from_config(config)
    assert str(info.value) == expected


def test_a_catalog_model_whose_config_is_not_an_object_says_what_it_is(tmp_path):
    from planner.catalog.store import load_catalog

    entry = {"kind": "llm", "id": "my-model", "name": "My model", "source": "https://example.com/my-model",
             "config": [1]}
    (tmp_path / "models.json").write_text(json.dumps([entry]), encoding="utf-8")
    messages = [str(m) for m in load_catalog(user_dirs=[tmp_path]).messages if m.level == "warn"]
    assert any("config must be the JSON object of the model's config.json, not a list" in m for m in messages), messages
