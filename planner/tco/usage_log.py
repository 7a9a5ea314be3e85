"""Measured GPU use from nvidia-smi logs, counted the way seed 003 (Rosmine) counts it, over the time the log
really covers.

Formats read (UTF-8, with or without a BOM, LF or CRLF line ends, blank lines skipped):
- `nvidia-smi --query-gpu=... --format=csv` with any field order and subset that holds `timestamp` and
  `utilization.gpu`; `index` (or `uuid`, `pci.bus_id`) tells GPUs apart, without one the log is one GPU.
  Units in the header and values ("utilization.gpu [%]", "35 %", `nounits`) are fine; `power.draw` is used
  when present; other fields are ignored. A header line met again (a logger restarted and appended) is
  skipped, or replaces the columns if the fields changed. A `noheader` file is refused: its column order
  cannot be known, so the message asks for the header line.
- `nvidia-smi dmon` (any `-s` subset that includes `u`, i.e. an `sm` column): with `-o DT` or `-o T` the
  samples carry their time; without, they are taken to be `interval_s` seconds apart (dmon's `-d`, 1 s by
  default). `#` header lines may repeat anywhere.
Timestamps: nvidia-smi's `2024/01/15 10:23:45.123`, ISO `2024-01-15T10:23:45.123456+02:00` (a `T` or a
space, `Z` or an offset, which is applied). "[N/A]", "[Not Supported]" and "-" values are skipped; a sample
without a utilization is left out. A damaged last line of a file that does not end in a newline (a log
cut off while it was written) is skipped.

Counting, per GPU, over its samples in time order:
- the sampling interval is the median time between successive samples of all GPUs (taken from the
  timestamps, never assumed);
- a sample covers the time until the next sample of that GPU, unless that is more than GAP_FACTOR
  intervals away: then the logger was stopped, and the sample covers one interval and the rest is a gap,
  counted neither as covered nor as active. The last sample covers one interval;
- seed 003's rule: a clock hour in which the GPU was used at least once (utilization >= 1 %) is an active
  hour, so every covered second that starts in such an hour is active. Active time can never exceed
  covered time, so utilization = active / covered stays within 0-100 %;
- busy time: covered seconds of the samples that themselves show use (the strict, per-sample figure).
The monthly figure extrapolates the covered time to a month; a log shorter than a day gets a warning.
"""

from __future__ import annotations

import datetime as dt
import functools
import math
import re
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

from planner.safe_read import read_user_file_bytes
from planner.errors import InputFileError
from planner.model.costs import UsageLog

MAX_LOG_BYTES = 200 * 1024 * 1024
ACTIVE_THRESHOLD_PERCENT = 1.0
GAP_FACTOR = 5
MAX_GPUS = 1024
MAX_GPU_INDEX = MAX_GPUS - 1
MAX_SPAN_DAYS = 3660
MAX_POWER_W = 5000.0
DMON_INTERVAL_RANGE_S = (0.01, 3600.0)
QUERY_EXAMPLE = "nvidia-smi --query-gpu=timestamp,index,utilization.gpu,power.draw --format=csv -l 60"

_EPOCH = dt.datetime(1970, 1, 1)
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")
_UNITS = re.compile(r"\s*(?:%|W|MiB|MB|MHz|C)$")
_TIMESTAMP = re.compile(
    r"(\d{4})[-/](\d{2})[-/](\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:[.,](\d+))?\s*(Z|[+-]\d{2}:?\d{2})?", re.I)
_CLOCK = re.compile(r"(\d{2}):(\d{2}):(\d{2})")
#: A plain reading ("35 %", "250.12 W", "7"): read at once; anything else goes through _number's full rules.
_PLAIN_NUMBER = re.compile(r"\s*(\d+(?:\.\d+)?)(?:\s*(?:%|W|MiB|MB|MHz|C))?\s*")
_BRACKETED = re.compile(r"\[.*?\]")

_ALIASES = {"gpu_uuid": "uuid", "gpu_bus_id": "pci.bus_id"}
_IDENTITY_COLUMNS = ("index", "uuid", "pci.bus_id")
_POWER_COLUMNS = ("power.draw", "power.draw.average", "power.draw.instant")


class _LineError(ValueError):
    """A data line that cannot be read; the caller adds the file and decides (a truncated last line is skipped)."""


class _Samples:
    """Samples per GPU: time (s since 1970) -> highest utilization seen at that time, and power readings."""

    def __init__(self) -> None:
        self.util: dict[str, dict[float, float]] = defaultdict(dict)
        self.power: dict[str, list] = {}  # per GPU: [sum of its power readings, how many]
        self.count = 0

    def add(self, gpu: str, t: float, util: float, power: float | None) -> None:
        times = self.util.get(gpu)
        if times is None:
            if len(self.util) >= MAX_GPUS:
                raise _LineError(f"more than {MAX_GPUS} different GPUs in one log")
            times = self.util[gpu]
        seen = times.get(t)
        times[t] = util if seen is None or util >= seen else seen
        if power is not None:
            total = self.power.setdefault(gpu, [0.0, 0])
            total[0] += power
            total[1] += 1
        self.count += 1


# ---- values ----

def _number(text: str, field: str, low: float, high: float) -> float | None:
    """A finite number within [low, high], units such as "%" or "W" allowed; None for "[N/A]", "-" or empty."""
    if text.isdecimal():  # dmon's readings, at once
        value: float | None = float(text)
    else:  # " 35 %", " 250.12 W" at once; anything else by the rules below
        plain = _PLAIN_NUMBER.fullmatch(text)
        value = float(plain[1]) if plain is not None else None
    if value is not None:
        if not low <= value <= high:
            raise _LineError(f"{field} {_short(text)} is outside {low:g}-{high:g}")
        return value
    t = _UNITS.sub("", text.strip()).strip()
    if t in ("", "-", "N/A") or t.startswith("[") or t.lower() == "not supported":
        return None
    if not _NUMBER.fullmatch(t):
        raise _LineError(f"{field} '{_short(text)}' is not a number")
    value = float(t)
    if not math.isfinite(value) or not low <= value <= high:
        raise _LineError(f"{field} {_short(text)} is outside {low:g}-{high:g}")
    return value


@functools.lru_cache(maxsize=4096)
def _gpu_index(text: str) -> str:
    t = text.strip()
    if not t.isdigit() or len(t) > 6 or int(t) > MAX_GPU_INDEX:
        raise _LineError(f"GPU index '{_short(text)}' is not a number from 0 to {MAX_GPU_INDEX}")
    return str(int(t))


@functools.lru_cache(maxsize=4096)
def _timestamp(text: str) -> float:
    """Seconds since 1970 (UTC when the timestamp has an offset). Remembered: the GPUs of one sample share it."""
    m = _TIMESTAMP.fullmatch(text.strip())
    if not m:
        raise _LineError(f"timestamp '{_short(text)}' is not in a format nvidia-smi writes "
                         "(e.g. 2026/11/01 10:00:00.000 or 2026-11-01T10:00:00+01:00)")
    y, mo, d, h, mi, s, frac, zone = m.groups()
    hour, minute, second = int(h), int(mi), int(s)
    try:
        if hour > 23 or minute > 59 or second > 59:
            dt.datetime(int(y), int(mo), int(d), hour, minute, second)  # raises, naming the field out of range
        day = _day_start(int(y), int(mo), int(d))
    except ValueError as exc:
        raise _LineError(f"timestamp '{_short(text)}': {exc}") from None
    seconds = day + hour * 3600 + minute * 60 + second
    seconds += float("0." + frac[:9]) if frac else 0.0
    if zone and zone.upper() != "Z":
        sign = -1 if zone[0] == "-" else 1
        hours, minutes = int(zone[1:3]), int(zone[-2:])
        if hours > 14 or minutes > 59:
            raise _LineError(f"timestamp '{_short(text)}' has an impossible time zone offset {zone}")
        seconds -= sign * (hours * 3600 + minutes * 60)
    return seconds


@functools.lru_cache(maxsize=512)
def _day_start(year: int, month: int, day: int) -> float:
    """Seconds from 1970 to the start of the day (a log spans few days: each is worked out once); ValueError for a
    day that does not exist."""
    return (dt.datetime(year, month, day) - _EPOCH).total_seconds()


def _short(text: str, limit: int = 40) -> str:
    t = text.strip()
    return t if len(t) <= limit else t[:limit - 3] + "..."


# ---- lines ----

_TRAILING_SPACE = re.compile(r"\s*\Z")
_FIRST_USED = re.compile(r"\S")


class _Lines:
    """The text's lines (as str.splitlines cuts them), numbered from 1, a chunk of about _CHUNK characters at a time:
    a 200 MB log is never held as one list of millions of lines."""

    _CHUNK = 1 << 20

    def __init__(self, text: str) -> None:
        self.text = text
        self._chunk: list[str] = []
        self._first = 1
        self._end = 0

    def chunks(self) -> Iterator[tuple[int, list[str]]]:
        """(number of its first line, lines) of each chunk; a chunk ends after a "\n", so no line is cut."""
        text, start, number = self.text, 0, 1
        while start < len(text):
            cut = text.find("\n", start + self._CHUNK)
            end = len(text) if cut < 0 else cut + 1
            self._chunk, self._first, self._end = text[start:end].splitlines(), number, end
            yield number, self._chunk
            number += len(self._chunk)
            start = end

    def is_last_used(self, number: int) -> bool:
        """Whether only blank lines follow line `number` (of the chunk being read)."""
        after = self._chunk[number - self._first + 1:]
        return all(not line.strip() for line in after) and _TRAILING_SPACE.match(self.text, self._end) is not None


# ---- formats ----

def _column_name(cell: str) -> str:
    """'utilization.gpu [%]' -> 'utilization.gpu'; aliases such as gpu_uuid -> uuid."""
    name = _BRACKETED.sub("", cell).strip().lower()
    return _ALIASES.get(name, name)


def _may_be_header(line: str) -> bool:
    """False for a line that cannot be a --query-gpu header: it names neither column, and has no bracket that could
    hide part of a name (the quick test before _is_query_header, which every data line would otherwise take)."""
    if "[" in line:
        return True
    low = line.lower()
    return "timestamp" in low or "utilization.gpu" in low


def _is_query_header(cells: list[str]) -> bool:
    names = {_column_name(c) for c in cells}
    return "timestamp" in names or "utilization.gpu" in names


class _QueryColumns:
    def __init__(self, cells: list[str], line_no: int) -> None:
        self.names = [_column_name(c) for c in cells]
        for required in ("timestamp", "utilization.gpu"):
            if required not in self.names:
                raise _LineError(f"line {line_no}: the header has no '{required}' column (expected the CSV "
                                 f"header of {QUERY_EXAMPLE}, any field order, other fields ignored; or the "
                                 "'# gpu ...' header of nvidia-smi dmon)")
        self.time = self.names.index("timestamp")
        self.util = self.names.index("utilization.gpu")
        self.gpu = next((self.names.index(c) for c in _IDENTITY_COLUMNS if c in self.names), None)
        self.power = next((self.names.index(c) for c in _POWER_COLUMNS if c in self.names), None)
        self.line = self._line_pattern()

    def _line_pattern(self) -> re.Pattern:
        """A data line whose readings are plain numbers ("35 %", "250.12 W"), with the cells read() needs as the
        groups t, g, u and p (g and p empty when the log has no such column)."""
        reading = r"\s*(?P<{}>\d+(?:\.\d+)?)(?:\s*(?:%|W|MiB|MB|MHz|C))?\s*"
        cells = {self.time: "(?P<t>[^,]*)", self.util: reading.format("u")}
        if self.gpu is not None:
            cells[self.gpu] = "(?P<g>[^,]*)"
        if self.power is not None:
            cells[self.power] = reading.format("p")
        missing = ("" if self.gpu is not None else "(?P<g>)") + ("" if self.power is not None else "(?P<p>)")
        return re.compile(",".join(cells.get(i, "[^,]*") for i in range(len(self.names))) + missing)

    def read_plain(self, line: str, samples: _Samples) -> bool:
        """What read() does, in one match, for a line of plain readings within their ranges; False for any other
        line (read() then reads it, or says what is wrong, as before)."""
        m = self.line.fullmatch(line)
        if m is None:
            return False
        stamp, gpu_cell, util_text, power_text = m.group("t", "g", "u", "p")
        util, power = float(util_text), float(power_text) if power_text else None
        if not util <= 100 or (power is not None and not power <= MAX_POWER_W):
            return False
        t = _timestamp(stamp)
        samples.add(self._gpu(gpu_cell), t, util, power)
        return True

    def _gpu(self, cell: str) -> str:
        if self.gpu is None:
            return "0"
        return _gpu_index(cell) if self.names[self.gpu] == "index" else cell.strip()[:64]

    def read(self, cells: list[str], samples: _Samples) -> None:
        if len(cells) != len(self.names):
            raise _LineError(f"expected {len(self.names)} comma-separated values like the header, got {len(cells)}")
        t = _timestamp(cells[self.time])
        gpu = self._gpu(cells[self.gpu] if self.gpu is not None else "")
        util = _number(cells[self.util], "utilization.gpu", 0, 100)
        power = _number(cells[self.power], self.names[self.power], 0, MAX_POWER_W) if self.power is not None else None
        if util is not None:
            samples.add(gpu, t, util, power)


def _parse_query_csv(lines: _Lines, samples: _Samples, on_error) -> None:
    columns: _QueryColumns | None = None
    for first, chunk in lines.chunks():
        for n, line in enumerate(chunk, start=first):
            if not line or line.isspace():
                continue
            if columns is not None and not _may_be_header(line):  # a data line (most of the log)
                try:
                    if not columns.read_plain(line, samples):
                        columns.read(line.split(","), samples)
                except _LineError as exc:
                    on_error(n, exc)
                continue
            cells = line.split(",")
            if _is_query_header(cells):
                columns = _QueryColumns(cells, n)
                continue
            elif columns is None and _starts_with_timestamp(cells):
                raise _LineError(f"line {n}: no header line (a --format=csv,noheader log): the column order cannot "
                                 "be known; log with --format=csv, or add the header line nvidia-smi writes first, "
                                 f"e.g. 'timestamp, index, utilization.gpu [%], power.draw [W]' for {QUERY_EXAMPLE}")
            elif columns is None:
                columns = _QueryColumns(cells, n)  # not a usable header: says which column it lacks
                continue
            try:
                columns.read(cells, samples)
            except _LineError as exc:
                on_error(n, exc)


def _starts_with_timestamp(cells: list[str]) -> bool:
    try:
        _timestamp(cells[0])
    except _LineError:
        return False
    return True


class _DmonColumns:
    def __init__(self, names: list[str], line_no: int) -> None:
        self.names = [c.lower() for c in names]
        if "sm" not in self.names:
            raise _LineError(f"line {line_no}: the dmon header has no 'sm' (utilization) column; "
                             "run nvidia-smi dmon with -s u (or without -s)")
        self.dated = "date" in self.names and "time" in self.names
        self.clocked = "time" in self.names
        # where each column is (a name given twice: its last place, as a row read into a dict would keep)
        where = {name: i for i, name in enumerate(self.names)}
        self.gpu, self.sm, self.pwr = where.get("gpu"), where["sm"], where.get("pwr")
        self.date, self.time = where.get("date"), where.get("time")

    def read(self, parts: list[str], timeline: "_DmonTimeline", samples: _Samples) -> None:
        if len(parts) != len(self.names):
            raise _LineError(f"expected {len(self.names)} columns like the dmon header, got {len(parts)}")
        gpu = _gpu_index("0" if self.gpu is None else parts[self.gpu])
        util = _number(parts[self.sm], "sm", 0, 100)
        power = _number(parts[self.pwr], "pwr", 0, MAX_POWER_W) if self.pwr is not None else None
        if self.dated:
            t = _dmon_timestamp(parts[self.date], parts[self.time])
        elif self.clocked:
            t = timeline.clock(parts[self.time])
        else:
            t = timeline.counted(gpu)
        if util is not None:
            samples.add(gpu, t, util, power)


@functools.lru_cache(maxsize=4096)
def _dmon_timestamp(date: str, clock: str) -> float:
    """dmon -o DT's '20240104' and '13:54:35' as seconds since 1970 (the GPUs of one sample share them)."""
    return _timestamp(f"{date[:4]}-{date[4:6]}-{date[6:]} {clock}")


class _DmonTimeline:
    """Times for dmon rows without a date: `-o T` gives the time of day (a day is added when it wraps at
    midnight); without -o, a new sample starts when a GPU shows up again, `interval_s` after the last."""

    def __init__(self, interval_s: float) -> None:
        self.interval_s = interval_s
        self.sample = -1
        self.seen: set[str] = set()
        self.day = 0
        self.last_clock: float | None = None

    def counted(self, gpu: str) -> float:
        if gpu in self.seen or not self.seen:
            self.sample += 1
            self.seen = set()
        self.seen.add(gpu)
        return self.sample * self.interval_s

    def clock(self, text: str) -> float:
        m = _CLOCK.fullmatch(text.strip())
        if not m or int(m[1]) > 23 or int(m[2]) > 59 or int(m[3]) > 59:
            raise _LineError(f"time '{_short(text)}' is not HH:MM:SS")
        seconds = int(m[1]) * 3600 + int(m[2]) * 60 + int(m[3])
        if self.last_clock is not None and seconds < self.last_clock - 12 * 3600:
            self.day += 1
        self.last_clock = seconds
        return self.day * 86400 + seconds


def _parse_dmon(lines: _Lines, samples: _Samples, on_error, interval_s: float) -> bool:
    """Reads the rows into `samples`; True when some rows carried no time (their spacing is `interval_s`)."""
    columns: _DmonColumns | None = None
    timeline = _DmonTimeline(interval_s)
    for first, chunk in lines.chunks():
        for n, line in enumerate(chunk, start=first):
            if not line or line.isspace():
                continue
            if "#" in line and line.lstrip().startswith("#"):
                names = line.lstrip().lstrip("#").split()
                if names and names[0].lower() in ("gpu", "date", "time"):
                    columns = _DmonColumns(names, n)
                continue
            if columns is None:
                raise _LineError(f"line {n}: data before the '# gpu ...' header of nvidia-smi dmon")
            try:
                columns.read(line.split(), timeline, samples)
            except _LineError as exc:
                on_error(n, exc)
    return timeline.sample >= 0


# ---- counting ----

def _median(values: list[float]) -> float:
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def _count_gpu(times: dict[float, float], ordered: list[float], step: float) -> tuple[float, float, float, int]:
    """(covered, active, busy seconds, gaps) of one GPU (`ordered`: its times, sorted), by the rule in the module
    docstring."""
    active_hours = {math.floor(t / 3600) for t in ordered if times[t] >= ACTIVE_THRESHOLD_PERCENT}
    covered = active = busy = 0.0
    gaps = 0
    for t, following in zip(ordered, ordered[1:] + [None]):
        span = step if following is None else following - t
        if span > GAP_FACTOR * step:
            span, gaps = step, gaps + 1
        covered += span
        if math.floor(t / 3600) in active_hours:
            active += span
        if times[t] >= ACTIVE_THRESHOLD_PERCENT:
            busy += span
    return covered, active, busy, gaps


def _summarize(samples: _Samples, path: str | Path, fixed_step: float | None) -> UsageLog:
    if samples.count == 0:
        raise InputFileError(path, "the log has no samples with a utilization value")
    ordered = [sorted(times) for times in samples.util.values()]  # each GPU's times, sorted once
    span = max(o[-1] for o in ordered) - min(o[0] for o in ordered)
    if span > MAX_SPAN_DAYS * 86400:
        raise InputFileError(path, f"the timestamps span {span / 86400 / 365.25:,.0f} years; a usage log covers "
                                   f"at most {MAX_SPAN_DAYS // 366} years: check the timestamp column")
    diffs = [b - a for o in ordered for a, b in zip(o, o[1:])]
    step = fixed_step or (_median(diffs) if diffs else None)
    if step is None:
        raise InputFileError(path, "every GPU has a single sample time; at least two are needed to know the "
                                   "sampling interval and the time the log covers")
    counts = [_count_gpu(times, o, step) for times, o in zip(samples.util.values(), ordered)]
    covered = sum(c[0] for c in counts)
    gpus = len(samples.util)
    powers = [total / count for total, count in samples.power.values()]
    return UsageLog(file=Path(str(path)).name[:200], days=covered / gpus / 86400, gpus=gpus,
                    active_gpu_hours=sum(c[1] for c in counts) / 3600, samples=samples.count,
                    average_power_w=round(sum(powers), 2) if powers else None,
                    busy_gpu_hours=sum(c[2] for c in counts) / 3600, interval_s=step,
                    gaps=sum(c[3] for c in counts))


def parse_usage_log(text: str, path: str | Path = "<log>", interval_s: float = 1.0) -> UsageLog:
    """`interval_s`: seconds between dmon samples that carry no time (dmon without -o DT or -o T)."""
    if "\x00" in text:
        raise InputFileError(path, "is a binary file, not a text log from nvidia-smi")
    text = text.lstrip("\ufeff")
    first_used = _FIRST_USED.search(text)
    if first_used is None:
        raise InputFileError(path, "is empty; expected an nvidia-smi log (" + QUERY_EXAMPLE + ", or nvidia-smi dmon)")
    lines = _Lines(text)
    cut_off = not text.endswith(("\n", "\r"))
    samples = _Samples()

    def on_error(n: int, exc: _LineError) -> None:
        if cut_off and samples.count and lines.is_last_used(n):
            return  # the logger was cut off in the middle of its last line
        raise _LineError(f"line {n}: {exc}") from None

    untimed = False
    try:
        if first_used[0] == "#":  # the first line that is not blank starts with it
            untimed = _parse_dmon(lines, samples, on_error, interval_s)
        else:
            _parse_query_csv(lines, samples, on_error)
    except _LineError as exc:
        raise InputFileError(path, str(exc)) from None
    return _summarize(samples, path, interval_s if untimed else None)


def _read_text(path: Path) -> str:
    """The file's text through the one safe reader (regular files only, never blocking, at most MAX_LOG_BYTES),
    refusing what is not UTF-8."""
    data = read_user_file_bytes(path, MAX_LOG_BYTES, what="log")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputFileError(path, "is not UTF-8 text; expected a CSV or dmon log from nvidia-smi") from None


def check_interval(interval_s: float) -> float:
    low, high = DMON_INTERVAL_RANGE_S
    if not (math.isfinite(interval_s) and low <= interval_s <= high):
        raise InputFileError("--interval", f"must be a number of seconds from {low:g} to {high:g} (the -d of "
                                           "nvidia-smi dmon; used only for a dmon log without -o DT), "
                                           f"got {interval_s:g}")
    return interval_s


def read_usage_log(path: str | Path, interval_s: float = 1.0) -> UsageLog:
    check_interval(interval_s)
    p = Path(path)
    return parse_usage_log(_read_text(p), p, interval_s)


def format_duration(seconds: float) -> str:
    """'1 min 47 s', '3 h 12 min', '2 d 4 h': how long a log covers, in its two largest units."""
    if seconds < 60:
        return f"{seconds:.3g} s"
    days, rest = divmod(round(seconds), 86400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    parts = [(days, "d"), (hours, "h"), (minutes, "min"), (secs, "s")]
    first = next(i for i, (value, _) in enumerate(parts) if value)
    return " ".join(f"{value} {unit}" for value, unit in parts[first:first + 2] if value)
