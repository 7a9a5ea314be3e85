"""The source texts the window writes into a part the user enters (its facts, its price): fixed English stored in
the entry, shown in the language of the report or quote that names them (a Chinese quote said 'price typed by the
user')."""

from __future__ import annotations

from planner.text import T, Text, text, verbatim

USER_PART_SOURCE = T("entered by the user in GPU Rig Planner")
USER_PRICE_SOURCE = T("price typed by the user")
_KNOWN = {USER_PART_SOURCE, USER_PRICE_SOURCE}


def source_text(source: str) -> Text:
    """A part's or price's source as a sentence: the window's own words translated, anything else (a URL, a
    shop's name) as written."""
    return text(source) if source in _KNOWN else verbatim(source)
