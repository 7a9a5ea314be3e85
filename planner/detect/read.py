"""Readers of what a Linux machine says about its parts. Each takes the captured text and returns what it found;
nothing here runs a command or opens a file (planner/detect/run.py does), so tests feed real captures.

Sources (tests/data/detect/SOURCES.md has a real capture of each):
* `nvidia-smi --query-gpu=index,name,memory.total,pci.bus_id --format=csv`: a header line names the columns,
  units in brackets (`memory.total [MiB]`); a logger may repeat the header.
* `lspci -nn`: `05:00.0 VGA compatible controller [0300]: NVIDIA Corporation GA102 [GeForce RTX 3090] [10de:2204]`;
  the marketing name is the last bracketed name before the `[vendor:device]` ids, alternatives joined by `/`
  (`Radeon RX 7900 XT/7900 XTX`).
* `/proc/cpuinfo`: `model name : ...` once per logical CPU.
* `/proc/meminfo`: `MemTotal:  65536000 kB`.
* `/sys/class/dmi/id/*`: one value per file, captured as `name:value` lines (also `grep -F '' .../*` output, whose
  lines start with the file's path, and `name=value`); placeholders such as "To be filled by O.E.M." mean unknown.
* `dmidecode -t memory`: one `Memory Device` block per slot; empty slots say `Size: No Module Installed`.
"""

from __future__ import annotations

import re

from planner.model.common import StrictModel

#: PCI vendor ids of GPU makers; other display devices (a server board's BMC graphics) are not compute cards.
GPU_VENDORS = {"10de": "NVIDIA", "1002": "AMD", "8086": "Intel"}
#: Values firmware writes where it knows nothing.
PLACEHOLDERS = {"", "to be filled by o.e.m.", "default string", "unknown", "not available", "not specified",
                "system product name", "system manufacturer", "unknown product", "none", "o.e.m.", "x.x"}


class DetectedGpu(StrictModel):
    name: str
    vram_mib: float | None = None
    bus_id: str = ""
    vendor: str = ""
    alternatives: list[str] = []


class DetectedCpu(StrictModel):
    name: str
    threads: int


class DetectedBoard(StrictModel):
    vendor: str | None = None
    name: str | None = None
    bios_version: str | None = None
    bios_date: str | None = None


class Dimm(StrictModel, frozen=True):
    size_gib: float
    memory_type: str | None = None
    speed_mts: int | None = None
    ecc: bool = False
    registered: bool = False
    maker: str | None = None
    part_number: str | None = None


# ------------------------------------------------------------------------------------------------ nvidia-smi
def _column(cell: str) -> str:
    return re.sub(r"\[.*?\]", "", cell).strip().lower()


def _mib(cell: str) -> float | None:
    found = re.fullmatch(r"\s*([0-9]+(?:\.[0-9]+)?)\s*(MiB)?\s*", cell)
    return float(found.group(1)) if found else None


def parse_nvidia_smi(text: str) -> list[DetectedGpu]:
    """One GPU per data row under a header that names a `name` column; rows that do not fit are skipped."""
    columns: list[str] | None = None
    gpus: dict[str, DetectedGpu] = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.split(",")]
        names = [_column(c) for c in cells]
        if "name" in names:
            columns = names
            continue
        if columns is None or len(cells) != len(columns) or not line.strip():
            continue
        row = dict(zip(columns, cells))
        if row.get("name"):  # a logger repeats each card: one per index (or bus id), its last row
            key = row.get("index") or row.get("pci.bus_id") or str(len(gpus))
            gpus[key] = DetectedGpu(name=row["name"][:120], vram_mib=_mib(row.get("memory.total", "")),
                                    bus_id=row.get("pci.bus_id", "")[:40], vendor="NVIDIA")
    return list(gpus.values())


# ------------------------------------------------------------------------------------------------ lspci
_LSPCI = re.compile(r"^(?P<bus>[0-9a-fA-F:.]+)\s+(?:VGA compatible controller|3D controller|Display controller)"
                    r"(?: \[03[0-9a-f]{2}\])?: (?P<desc>.*?) \[(?P<vendor>[0-9a-f]{4}):(?P<device>[0-9a-f]{4})\]")


def _alternatives(marketing: str) -> list[str]:
    """'Radeon RX 7900 XT/7900 XTX' -> ['Radeon RX 7900 XT', 'Radeon RX 7900 XTX'] (a later alternative replaces
    as many words at the end of the first as it has)."""
    first, *others = [p.strip() for p in marketing.split("/")]
    words = first.split()
    out = [first]
    for other in others:
        n = len(other.split())
        out.append(" ".join(words[:max(0, len(words) - n)] + other.split()))
    return out


def parse_lspci(text: str) -> list[DetectedGpu]:
    """GPUs of NVIDIA, AMD and Intel in `lspci -nn` output (other display devices and audio functions skipped)."""
    gpus = []
    for line in text.splitlines():
        found = _LSPCI.match(line.strip())
        if not found or found["vendor"] not in GPU_VENDORS:
            continue
        vendor = GPU_VENDORS[found["vendor"]]
        names = [n for n in re.findall(r"\[([^\[\]]+)\]", found["desc"]) if n not in ("AMD/ATI", "AMD")]
        marketing = names[-1] if names else found["desc"]
        alternatives = [f"{vendor} {a}" for a in _alternatives(marketing)]
        gpus.append(DetectedGpu(name=f"{vendor} {marketing}"[:120], bus_id=found["bus"], vendor=vendor,
                                alternatives=alternatives if len(alternatives) > 1 else []))
    return gpus


# ------------------------------------------------------------------------------------------------ /proc
def parse_cpuinfo(text: str) -> DetectedCpu | None:
    names = re.findall(r"^model name\s*:\s*(.+?)\s*$", text, flags=re.MULTILINE)
    if not names:
        return None
    threads = len(re.findall(r"^processor\s*:", text, flags=re.MULTILINE)) or len(names)
    return DetectedCpu(name=names[0][:120], threads=threads)


def parse_meminfo(text: str) -> float | None:
    """MemTotal in GiB, or None."""
    found = re.search(r"^MemTotal:\s*([0-9]+)\s*kB", text, flags=re.MULTILINE)
    return int(found.group(1)) / 1024 ** 2 if found else None


# ------------------------------------------------------------------------------------------------ DMI
def _known(value: str | None) -> str | None:
    value = (value or "").strip()
    return None if value.lower() in PLACEHOLDERS else value[:120]


def parse_dmi(text: str) -> DetectedBoard:
    values: dict[str, str] = {}
    for line in text.splitlines():
        found = re.match(r"^(?:/sys/\S*?/)?([a-z_]+)\s*[:=](.*)$", line.strip())
        if found and found.group(1) not in values:
            values[found.group(1)] = found.group(2)
    return DetectedBoard(vendor=_known(values.get("board_vendor")), name=_known(values.get("board_name")),
                         bios_version=_known(values.get("bios_version")), bios_date=_known(values.get("bios_date")))


def _size_gib(value: str) -> float | None:
    found = re.match(r"([0-9]+)\s*(GB|GiB|MB|MiB|TB|TiB)\b", value)
    if not found:
        return None
    scale = {"G": 1, "M": 1 / 1024, "T": 1024}[found.group(2)[0]]
    return int(found.group(1)) * scale


def _speed(value: str) -> int | None:
    found = re.match(r"([0-9]+)\s*(MT/s|MHz)", value)
    return int(found.group(1)) if found else None


def _dimm(fields: dict[str, str]) -> Dimm | None:
    size = _size_gib(fields.get("Size", ""))
    if size is None:
        return None
    widths = [re.match(r"([0-9]+) bits", fields.get(k, "")) for k in ("Total Width", "Data Width")]
    ecc = all(widths) and int(widths[0].group(1)) > int(widths[1].group(1))
    kind = fields.get("Type", "")
    return Dimm(size_gib=size, memory_type=kind if re.fullmatch(r"DDR[0-9]", kind) else None,
                speed_mts=_speed(fields.get("Speed", "")), ecc=ecc,
                registered="Registered" in fields.get("Type Detail", "") and "Unregistered" not in
                fields.get("Type Detail", ""), maker=_known(fields.get("Manufacturer")),
                part_number=_known(fields.get("Part Number")))


def parse_dmidecode_memory(text: str) -> list[Dimm]:
    """The installed modules (empty slots left out) of `dmidecode -t memory`."""
    dimms = []
    for block in re.split(r"\n\s*\n", text):
        lines = block.strip().splitlines()
        if not any(line.strip() == "Memory Device" for line in lines):
            continue
        fields = {}
        for line in lines:
            key, sep, value = line.strip().partition(":")
            if sep:
                fields.setdefault(key.strip(), value.strip())
        dimm = _dimm(fields)
        if dimm is not None:
            dimms.append(dimm)
    return dimms
