"""Stored values as the faces show them, in the language shown: the source texts the window writes into a part the
user enters (fixed English in the entry: a Chinese quote said 'price typed by the user'), a card's slot through a
riser, and the default name of a new project (which `compare` replaces by the file name)."""

from __future__ import annotations

from planner.text import T, Text, text, verbatim

#: The name of a project made by File > New or `new` without one
DEFAULT_NAME = T("New rig")
USER_PART_SOURCE = T("entered by the user in GPU Rig Planner")
USER_PRICE_SOURCE = T("price typed by the user")
_KNOWN = {USER_PART_SOURCE, USER_PRICE_SOURCE}


def source_text(source: str) -> Text:
    """A part's or price's source as a sentence: the window's own words translated, anything else (a URL, a
    shop's name) as written."""
    return text(source) if source in _KNOWN else verbatim(source)


def slot_text(s, extender_name: str | None = None) -> Text:
    """A card's slot (a SlotAssignment) as a sentence: the slot, '(riser)' when it is reached through one, and the
    extender (by `extender_name` where the caller knows the part, else its line id) and port it sits on."""
    if s.extender is not None:
        port = text(T(", port {port}"), port=s.port) if s.port else verbatim("")
        return text(T("{slot} (riser: {extender}{port})"), slot=s.slot, extender=extender_name or s.extender,
                    port=port)
    return text(T("{slot} (riser)"), slot=s.slot) if s.via_riser else verbatim(s.slot)


def unit_number(ref: str) -> int:
    """The number of a unit within its line ("psu#2" -> 2; a bare line id is its first unit)."""
    number = ref.rpartition("#")[2] if "#" in ref else "1"
    return int(number) if number.isdigit() else 1


def psu_unit_text(ref: str) -> Text:
    """A PSU unit as the parts table's PSU column counts it ("PSU #2"), never its unit id ("psu#2", kept as the
    `unit` param for scripts)."""
    return text(T("PSU #{number}"), number=unit_number(ref), unit=ref)


def card_unit_text(ref: str) -> Text:
    """A GPU unit as a sentence names it beside its model ("card #2"), never its unit id ("gpu#2")."""
    return text(T("card #{number}"), number=unit_number(ref), unit=ref)
