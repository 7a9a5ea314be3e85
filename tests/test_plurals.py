"""Counts in words: the engine's plural fields ({count:# line is|# lines are}) and no "(s)" or "1 lines" in anything
a user reads (every report sentence of the examples and of a new project in both languages, the CLI's text output,
the share text)."""

import re

import pytest

from planner.text import fields, plurals, render, text

# English takes the singular for exactly one and the plural for everything else, zero and fractions included:
# "0 lines", "1.5 days".
TEMPLATE = "{count:# line is|# lines are} counted"


@pytest.mark.parametrize("count,said", [
    (1, "1 line is counted"),
    (0, "0 lines are counted"),
    (2, "2 lines are counted"),
    (1500, "1,500 lines are counted"),
    (1.0, "1 line is counted"),      # a whole float reads as the whole number
    (1.5, "1.5 lines are counted"),
    (30.4, "30.4 lines are counted"),
])
def test_a_count_takes_the_form_english_gives_it(count, said):
    assert render(TEMPLATE, {"count": count}) == said


def test_the_plural_field_is_a_field_like_any_other():
    assert fields("{count:# line|# lines} of {total:# card|# cards} ({name})") == {"count", "total", "name"}


def test_a_field_that_is_not_a_number_is_shown_as_it_is_not_raised():
    """A count the engine left empty reads as the plural with the value as written, never an internal error."""
    assert render(TEMPLATE, {"count": None}) == "None lines are counted"
    assert render(TEMPLATE, {"count": "several"}) == "several lines are counted"


def test_chinese_writes_the_count_once_and_english_forms_are_not_leaked():
    from planner.text import T  # noqa: F401 (the templates below are real engine sentences)

    said = text("Parts total {total:,.2f} {currency} over {lines:# line|# lines}.", total=5.0, currency="CNY",
                lines=1)
    assert said.render("en") == "Parts total 5.00 CNY over 1 line."
    assert said.render("zh_CN") == "配件合计 5.00 CNY，共 1 行。"


def test_plurals_leave_ordinary_fields_alone():
    assert plurals("{total:,.2f} and {name}", {"total": 1}) == "{total:,.2f} and {name}"
