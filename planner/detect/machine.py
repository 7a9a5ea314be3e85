"""This machine's parts, from the captured outputs (`Captured`), as project lines and one sentence each.

GPUs come from nvidia-smi (name and memory, so same-named cards of several sizes are told apart); lspci adds the
AMD and Intel cards, and every card when nvidia-smi could not be run. The CPU from /proc/cpuinfo, the board and
its firmware from DMI, the memory modules from dmidecode (root only), else the total from /proc/meminfo.
Every source that could not be read gets one sentence saying why; none of them stops the rest.
"""

from __future__ import annotations

from collections import Counter

from planner.catalog.store import Catalog
from planner.detect import read
from planner.detect.build import (OWNED_NOTE, catalog_line, custom_line, matched, not_matched, other_part, said,
                                  slug)
from planner.detect.match import board_name, by_vram, exact, memory_kits
from planner.model.common import StrictModel
from planner.text import T, Text, text

NOT_READ = T("{source} not read: {reason}")
NO_GPU = T("no GPU found: add the cards from the catalog")
NO_BOARD_NAME = T("board: the firmware does not name it (add it from the catalog)")
MEMORY_TOTAL_ONLY = T("memory {read}: the total from /proc/meminfo; the type, speed and modules need dmidecode (run "
                      "as root), so it is added as a custom part without its facts")
MEMORY_CUSTOM = T("memory {read}: no catalog kit of these facts; added as a custom part with the facts read")
#: How each source is named in a sentence.
LABELS = {"nvidia-smi": "nvidia-smi", "lspci": "lspci -nn", "cpuinfo": "/proc/cpuinfo", "meminfo": "/proc/meminfo",
          "dmi": "/sys/class/dmi/id", "dmidecode": "dmidecode -t memory"}
SOURCES = {"nvidia-smi": "nvidia-smi on this machine", "lspci": "lspci -nn on this machine",
           "cpuinfo": "/proc/cpuinfo on this machine", "dmi": "/sys/class/dmi/id on this machine",
           "dmidecode": "dmidecode -t memory on this machine", "meminfo": "/proc/meminfo on this machine"}


class Captured(StrictModel):
    """What each source said (`texts`), or why it could not be read (`problems`), by source name."""

    texts: dict[str, str] = {}
    problems: dict[str, Text] = {}


class Detection(StrictModel):
    items: list[dict]
    lines: list[Text]
    unmatched: int = 0


class _Out:
    def __init__(self, currency: str):
        self.price = {"amount": 0, "currency": currency}
        self.items: list[dict] = []
        self.lines: list[Text] = []
        self.unmatched = 0

    def part(self, kind: str, read_as: str, found: list, quantity: int, source: str, note: str = "") -> None:
        note = "; ".join(n for n in (OWNED_NOTE, note) if n)
        if len(found) == 1:
            self.items.append(catalog_line(found[0].id, kind, quantity, self.price, note))
            self.lines.append(matched(kind, read_as, found[0].name))
            return
        self.unmatched += 1
        custom = other_part(read_as, kind.replace("_", " ").upper() if kind in ("gpu", "cpu") else kind, source)
        self.items.append(custom_line(custom, quantity, self.price, note))
        self.lines.append(not_matched(kind, read_as, [p.name for p in found]))


def _times(name: str, count: int) -> str:
    return f"{name} x{count}" if count > 1 else name


def _gpus(out: _Out, captured: Captured, catalog: Catalog) -> None:
    smi = read.parse_nvidia_smi(captured.texts.get("nvidia-smi", ""))
    pci = read.parse_lspci(captured.texts.get("lspci", ""))
    cards = [(g, "nvidia-smi") for g in smi] + [(g, "lspci") for g in pci if not smi or g.vendor != "NVIDIA"]
    if not cards:
        out.lines.append(text(NO_GPU))
    groups = Counter((g.name, g.vram_mib, tuple(g.alternatives), src) for g, src in cards)
    for (name, vram_mib, alternatives, src), count in groups.items():
        names = list(alternatives) or [name]
        found = by_vram([p for n in names for p in exact(n, "gpu", catalog)], vram_mib / 1024 if vram_mib else None)
        out.part("gpu", _times(name, count), found, count, SOURCES[src])


def _cpu(out: _Out, captured: Captured, catalog: Catalog) -> None:
    cpu = read.parse_cpuinfo(captured.texts.get("cpuinfo", "")) if "cpuinfo" in captured.texts else None
    if cpu is not None:
        out.part("cpu", cpu.name, exact(cpu.name, "cpu", catalog), 1, SOURCES["cpuinfo"])


def _board(out: _Out, captured: Captured, catalog: Catalog) -> None:
    if "dmi" not in captured.texts:
        return
    board = read.parse_dmi(captured.texts["dmi"])
    if board.name is None:
        out.lines.append(text(NO_BOARD_NAME))
        return
    firmware = f"BIOS {board.bios_version}" + (f" ({board.bios_date})" if board.bios_date else "") \
        if board.bios_version else ""
    read_as = f"{board.vendor or ''} {board.name}".strip()
    out.part("motherboard", read_as, exact(board_name(board.vendor, board.name), "motherboard", catalog), 1,
             SOURCES["dmi"], firmware)


def _memory_part(d: read.Dimm, name: str) -> dict:
    if d.memory_type not in ("DDR4", "DDR5") or d.speed_mts is None:
        return other_part(name, "memory", SOURCES["dmidecode"])
    return {"kind": "memory", "id": slug(name), "name": name[:200], "vendor": d.maker or "",
            "source": SOURCES["dmidecode"], "memory_type": d.memory_type, "module_gib": d.size_gib, "modules": 1,
            "speed_mts": d.speed_mts, "ecc": d.ecc, "registered": d.registered}


def _memory(out: _Out, captured: Captured, catalog: Catalog) -> None:
    dimms = read.parse_dmidecode_memory(captured.texts.get("dmidecode", ""))
    for d, count in Counter(dimms).items() if dimms else ():
        facts = f"{d.size_gib:g} GB {d.memory_type or ''}-{d.speed_mts or '?'}" + (" ECC" if d.ecc else "") + \
            (" RDIMM" if d.registered else "")
        read_as = f"{count} x {facts}"
        kits = memory_kits(catalog, d.memory_type, d.size_gib, d.speed_mts, count, d.ecc, d.registered, d.maker)
        if kits:
            out.items.append(catalog_line(kits[0].id, "memory", count // kits[0].modules, out.price, OWNED_NOTE))
            out.lines.append(matched("memory", read_as, kits[0].name))
            continue
        out.unmatched += 1
        name = " ".join(x for x in (d.maker, d.part_number, facts) if x)
        out.items.append(custom_line(_memory_part(d, name), count, out.price, OWNED_NOTE))
        out.lines.append(said(MEMORY_CUSTOM, "memory", read_as))
    total = read.parse_meminfo(captured.texts.get("meminfo", "")) if not dimms else None
    if total is not None:
        out.unmatched += 1
        read_as = f"{total:.1f} GiB"
        out.items.append(custom_line(other_part(f"System memory, {read_as}", "memory", SOURCES["meminfo"]), 1,
                                     out.price, OWNED_NOTE))
        out.lines.append(said(MEMORY_TOTAL_ONLY, "memory", read_as))


def detect(captured: Captured, catalog: Catalog, currency: str) -> Detection:
    """The project lines of this machine's parts (owned, price 0 in `currency`) and a sentence for each part and
    for each source that could not be read."""
    out = _Out(currency)
    for step in (_gpus, _cpu, _board, _memory):
        step(out, captured, catalog)
    out.lines += [text(NOT_READ, source=LABELS.get(source, source), reason=reason) for source, reason in captured.problems.items()]
    return Detection(items=out.items, lines=out.lines, unmatched=out.unmatched)
