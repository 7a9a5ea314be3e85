"""Which catalog part a name means: names normalised to their words ("NVIDIA GeForce RTX 3090" -> rtx 3090,
"AMD Ryzen 9 7950X 16-Core Processor" -> ryzen 9 7950x, "ASUSTeK COMPUTER INC." + "PRIME X670E-PRO WIFI" ->
asus prime x670e pro wifi), without the words every name of a kind carries (maker words, "Processor", sizes).

* A name read from the machine (`exact`) must have the same words as the catalog name.
* A shop's name (`contained`, PCPartPicker) has more words ("EVGA FTW3 ULTRA GAMING GeForce RTX 3090 24 GB Video
  Card"): every word of the catalog name must be in it, the part with the most such words wins, and a variant
  word the catalog name lacks (Ti, SUPER, XTX, Mobile...) rules a part out ("RTX 3070 Ti" is no RTX 3070).
* GPUs of one name but several memory sizes (RTX 3080 10/12/20 GB) are told apart by the memory read; without
  it a workshop memory mod is never guessed.
* Memory is matched by its facts: type, module size, modules, speed, ECC and registered.
Two parts left equally good are not guessed between: the caller lists both.
"""

from __future__ import annotations

import re

from planner.catalog.store import Catalog
from planner.model.parts import Gpu, Memory, PartBase

#: Words every name of a kind may carry, left out before comparing.
NOISE = {"nvidia", "geforce", "corporation", "amd", "ati", "intel", "processor", "cpu", "graphics", "video", "card",
         "gpu", "inc", "co", "ltd", "technology", "computer", "international", "motherboard", "memory", "the"}
#: Per kind, a word in a shop's name that the catalog name lacks and that makes another product (a card maker's
#: series words such as ULTRA or GAMING do not).
_SERIES = {"pro", "plus", "max", "ii", "v2", "se", "ultra", "xl", "mini", "compact", "lite"}
VARIANTS = {"gpu": {"ti", "super", "xt", "xtx", "gre", "d", "mobile", "laptop", "q"},
            "motherboard": _SERIES | {"wifi", "ax", "d4", "e", "i", "f"}}
#: Board makers as DMI writes them -> as the catalog names them.
BOARD_MAKERS = {"asustek": "asus", "micro-star": "msi", "gigabyte": "gigabyte", "asrockrack": "asrock rack",
                "asrock rack": "asrock rack", "asrock": "asrock", "supermicro": "supermicro", "evga": "evga"}
#: How far the memory read may be from a card's catalog size (24 GB cards report 24,564 or 24,576 MiB).
VRAM_TOLERANCE = 0.06
_CPU_WORDS = [r"\b\d+-cores?\b", r"@\s*[\d.]+\s*ghz", r"\b[\d.]+\s*ghz\b", r"\b\d+(st|nd|rd|th) gen\b",
              r"\bw/ .*$", r"\bwith radeon.*$", r"\b(quad|dual|hexa|octa)-core\b"]


def words(name: str, kind: str = "") -> list[str]:
    """The lower-case words of a name, parenthesised remarks left out."""
    s = re.sub(r"\((r|tm)\)|[®™]", " ", name.lower())
    s = re.sub(r"\([^)]*\)", " ", s)
    if kind == "cpu":
        for pattern in _CPU_WORDS:
            s = re.sub(pattern, " ", s)
    s = re.sub(r"(\d)(gb|tb|w)\b", r"\1 \2", s)
    return [w.strip(".") for w in re.split(r"[^a-z0-9.+]+", s) if w.strip(".")]


def key(name: str, kind: str = "") -> frozenset[str]:
    """The words that tell one part from another; a GPU's memory size is left to `by_vram`."""
    ws = words(name, kind)
    if kind == "gpu":
        ws = [w for i, w in enumerate(ws) if w != "gb" and not (i + 1 < len(ws) and ws[i + 1] == "gb")]
    return frozenset(w for w in ws if w not in NOISE)


def _of_kind(catalog: Catalog, kind: str) -> list[PartBase]:
    return sorted((p for p in catalog.parts.values() if p.kind == kind), key=lambda p: p.id)


def exact(name: str, kind: str, catalog: Catalog) -> list[PartBase]:
    """Catalog parts of `kind` whose name has exactly the words of `name`."""
    wanted = key(name, kind)
    return [p for p in _of_kind(catalog, kind) if wanted and key(p.name, kind) == wanted]


def contained(name: str, kind: str, catalog: Catalog) -> list[PartBase]:
    """The catalog parts of `kind` whose every word is in `name` with the most words, none ruled out by a variant
    word of `name` they lack."""
    have = key(name, kind)
    fits = []
    for part in _of_kind(catalog, kind):
        need = key(part.name, kind)
        if need and need <= have and not ((have - need) & VARIANTS.get(kind, _SERIES)):
            fits.append((len(need), part))
    best = max((n for n, _ in fits), default=0)
    return [p for n, p in fits if n == best]


def by_vram(parts: list[PartBase], vram_gib: float | None) -> list[PartBase]:
    """Cards whose memory is the size read; with no size read, the non-modded cards if any."""
    gpus = [p for p in parts if isinstance(p, Gpu)]
    if vram_gib is None:
        stock = [p for p in gpus if not p.memory_mod]
        return stock or gpus
    return [p for p in gpus if abs(p.vram_gib - vram_gib) <= VRAM_TOLERANCE * p.vram_gib]


def board_name(vendor: str | None, name: str) -> str:
    """'ASUSTeK COMPUTER INC.' + 'PRIME X670E-PRO WIFI' -> 'asus PRIME X670E-PRO WIFI' (an MSI board's
    '(MS-7E62)' is dropped with the other remarks in parentheses)."""
    low = (vendor or "").lower().replace(" ", "")
    maker = next((v for k, v in BOARD_MAKERS.items() if low.startswith(k.replace(" ", ""))), (vendor or "").split(" ")[0])
    return f"{maker} {name}".strip()


def memory_kits(catalog: Catalog, memory_type: str | None, module_gib: float, speed_mts: int | None, count: int,
                ecc: bool = False, registered: bool = False, maker: str | None = None) -> list[Memory]:
    """Catalog kits of these facts whose modules add up to `count`; a kit of the same maker first."""
    kits = [p for p in _of_kind(catalog, "memory") if isinstance(p, Memory) and p.memory_type == memory_type
            and p.module_gib == module_gib and p.speed_mts == speed_mts and p.ecc == ecc
            and p.registered == registered and count % p.modules == 0]
    maker_word = (maker or "").lower().split(" ")[0]
    return sorted(kits, key=lambda p: (not maker_word or maker_word not in p.name.lower(), -p.modules, p.id))
