"""Engine text that can be shown in English or Chinese without Qt.

The engine writes every sentence a user reads as an English *template* with named fields, marked with
`T("...")`, and keeps the figures in `params`. English is `template.format(**params)`; another language
looks the template up in planner/translations/<lang>/ and formats the translation with the same params.
The template is the key (like a gettext msgid), so a sentence and its translation never drift apart
silently: tests/test_translations.py checks every `T()` literal has a translation with the same fields.
"""

from __future__ import annotations

import re
import string
import unicodedata

from pydantic import Field, SerializationInfo, computed_field, model_serializer, model_validator

from planner.strict import StrictModel

ParamValue = str | int | float | bool | None
LANGUAGES = ("en", "zh_CN")


def T(template: str) -> str:
    """Mark an English template for translation; returns it unchanged."""
    return template


def display_width(text: str) -> int:
    """Columns the text takes in a terminal or a spreadsheet: CJK and other wide characters take two."""
    if text.isascii():  # no ASCII character is wide
        return len(text)
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def fit_width(text: str, width: int) -> str:
    """The text cut (with an ellipsis) or padded with spaces to `width` display columns."""
    if display_width(text) > width:
        out = ""
        for ch in text:
            if display_width(out + ch) > width - 1:
                break
            out += ch
        text = out + "…"
    return text + " " * (width - display_width(text))


def fields(template: str) -> set[str]:
    """The named fields a template formats, e.g. {'psu_w', 'sustained_w'}."""
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


def translate(template: str, lang: str) -> str:
    """The template in `lang`, or the English template when there is no translation."""
    if lang == "en":
        return template
    from planner.translations import table

    return table(lang).get(template, template)


#: A count with its noun in both numbers: {count:# line is|# lines are} -> "1 line is", "3 lines are". The singular
#: is for exactly one (1 or 1.0); zero, fractions and everything else take the plural ("0 lines", "1.5 days"), as in
#: English. '#' is the count: whole numbers with thousands separators ("1,500"; 30.0 reads "30"), other numbers to
#: six significant digits ("30.4"), anything else as written. Languages without plural forms (Chinese) write the
#: field plainly in their template ({count} 行).
PLURAL = re.compile(r"\{(\w+):([^{}|]*)\|([^{}]*)\}")


def numeral(value) -> str:
    """A count as a plural field shows it (see PLURAL)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return str(value)
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return f"{value:,}" if isinstance(value, int) else f"{value:,.6g}"


def plurals(template: str, params: dict) -> str:
    """The template with each plural field replaced by the form its count takes, the count written in."""
    def form(match: re.Match) -> str:
        name, one, many = match.groups()
        count = params.get(name)
        chosen = one if not isinstance(count, bool) and count == 1 else many
        return chosen.replace("#", numeral(count).replace("{", "{{").replace("}", "}}"))
    return PLURAL.sub(form, template)


def render(template: str, params: dict, lang: str = "en") -> str:
    """Format the template in `lang`; falls back to English if the translation cannot be formatted."""
    text = translate(template, lang)
    try:
        return plurals(text, params).format(**params)
    except (KeyError, IndexError, ValueError):
        return plurals(template, params).format(**params)


# Separators of joined sentences and lists, per language (a joined Text has no template of its own).
JOINERS = {"; ": {"zh_CN": "；"}, ", ": {"zh_CN": "、"}, " ": {"zh_CN": ""}}


class Text(StrictModel):
    """A sentence of the report: English template plus the figures it formats.

    `parts` are sub-sentences (optional clauses, lists of suggestions) rendered in the same language and then
    formatted into the template like any other field, so a sentence with optional clauses needs one template
    per clause rather than one per combination. A Text with `joiner` set and an empty template is its parts
    joined in order with the joiner of the language (JOINERS)."""

    template: str
    params: dict[str, ParamValue] = Field(default_factory=dict)
    parts: dict[str, "Text"] = Field(default_factory=dict)
    joiner: str | None = None

    @computed_field(description="The sentence in English: the template formatted with its figures.")
    @property
    def en(self) -> str:
        return self.render("en")

    @model_validator(mode="before")
    @classmethod
    def _english_read_back(cls, data):
        """A dumped Text reads back: its `en` is dropped, and refused when it is not the Text's own English."""
        if not isinstance(data, dict) or "en" not in data:
            return data
        given = data["en"]
        data = {k: v for k, v in data.items() if k != "en"}
        english = cls.model_validate(data).render("en")
        if given != english:
            raise ValueError(f"en is {given!r}, but the template renders {english!r} in English")
        return data

    @model_serializer(mode="wrap")
    def _dump(self, handler, info: SerializationInfo):
        """The Text as JSON: `{en, template, params, parts, joiner}`; only its English with the dump context
        `{"english": True}` (the faces whose documented JSON carries English strings: verify, advise)."""
        if info.context and info.context.get("english"):
            return self.render("en")
        dumped = handler(self)
        return {"en": dumped.pop("en"), **dumped} if isinstance(dumped, dict) and "en" in dumped else dumped

    def key(self) -> tuple:
        """The sentence's content as a hashable tuple, made without rendering it (equal keys, equal sentences)."""
        return (self.template, tuple(sorted((k, repr(v)) for k, v in self.params.items())),
                tuple((k, p.key()) for k, p in self.parts.items()), self.joiner)

    def render(self, lang: str = "en") -> str:
        rendered = {k: p.render(lang) for k, p in self.parts.items()}
        if self.joiner is not None:
            sep = JOINERS.get(self.joiner, {}).get(lang, self.joiner)
            return sep.join(v for v in rendered.values() if v)
        return render(self.template, {**self.params, **rendered}, lang)

    def __str__(self) -> str:
        return self.render("en")


def split_params(params: dict) -> tuple[dict[str, ParamValue], dict[str, Text]]:
    """Plain figures and sub-sentences (Text values) of a keyword-argument dict."""
    plain = {k: v for k, v in params.items() if not isinstance(v, Text)}
    parts = {k: v for k, v in params.items() if isinstance(v, Text)}
    return plain, parts


def text(template: str, **params: ParamValue | Text) -> Text:
    plain, parts = split_params(params)
    return Text(template=template, params=plain, parts=parts)


EMPTY = Text(template="")


def join(texts, joiner: str = "; ") -> Text:
    """Several sentences (or list items) as one Text; the separator follows the language (JOINERS)."""
    return Text(template="", parts={f"p{i}": t for i, t in enumerate(texts)}, joiner=joiner)


def verbatim(value: str) -> Text:
    """Words shown as they are in every language (a name as typed, a catalog text), braces and all."""
    return Text(template="{value}", params={"value": value})


class ReportModel(StrictModel):
    """A report section. Each sentence is one `Text` field named after the sentence (`verdict`, `notes`), rendered
    by a face in its language; no English copy is stored or computed beside it (tests/test_report_text.py)."""
