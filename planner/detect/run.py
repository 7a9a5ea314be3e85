"""The thin layer that asks this machine: runs each command with a time limit and reads each file, and turns a
missing command, a refused permission or a timeout into a sentence instead of an error (planner/detect/machine.py
then says it, one line each). Linux only: elsewhere every source reports that it is missing.
"""

from __future__ import annotations

import subprocess

from planner.detect.machine import Captured
from planner.text import T, Text, text

COMMANDS = {
    "nvidia-smi": ["nvidia-smi", "--query-gpu=index,name,memory.total,pci.bus_id", "--format=csv"],
    "lspci": ["lspci", "-nn"],
    "dmidecode": ["dmidecode", "-t", "memory"],
}
FILES = {"cpuinfo": "/proc/cpuinfo", "meminfo": "/proc/meminfo"}
DMI_DIR = "/sys/class/dmi/id"
DMI_FIELDS = ("board_vendor", "board_name", "bios_vendor", "bios_version", "bios_date")
TIMEOUT_S = 10
#: Bytes read from a command or a file at most (a /proc/cpuinfo of 256 threads is about 400 kB).
MAX_BYTES = 4_000_000

NOT_INSTALLED = T("{command} is not installed (or not on the PATH)")
DENIED = T("permission denied (run as root to read it)")
TIMED_OUT = T("no answer within {seconds} s")
FAILED = T("{command} stopped with status {status}: {message}")
NO_FILE = T("{path} does not exist (not Linux?)")


class SourceProblem(Exception):
    def __init__(self, reason: Text):
        super().__init__(reason.render("en"))
        self.reason = reason


def run_command(argv: list[str], timeout_s: float = TIMEOUT_S) -> str:
    """The command's output; SourceProblem when it is missing, refused, too slow or fails."""
    try:
        done = subprocess.run(argv, capture_output=True, timeout=timeout_s, check=False)
    except FileNotFoundError:
        raise SourceProblem(text(NOT_INSTALLED, command=argv[0])) from None
    except PermissionError:
        raise SourceProblem(text(DENIED)) from None
    except subprocess.TimeoutExpired:
        raise SourceProblem(text(TIMED_OUT, seconds=timeout_s)) from None
    out = done.stdout[:MAX_BYTES].decode("utf-8", "replace")
    if done.returncode != 0:
        message = (done.stderr.decode("utf-8", "replace") + out).strip()
        if "permission denied" in message.lower() or "/dev/mem" in message:
            raise SourceProblem(text(DENIED))
        first = message.splitlines()[0][:160] if message else ""
        raise SourceProblem(text(FAILED, command=argv[0], status=done.returncode, message=first))
    return out


def read_text(path: str) -> str:
    """A small system file's text; SourceProblem when it is missing or refused."""
    try:
        with open(path, "rb") as f:
            return f.read(MAX_BYTES).decode("utf-8", "replace")
    except FileNotFoundError:
        raise SourceProblem(text(NO_FILE, path=path)) from None
    except PermissionError:
        raise SourceProblem(text(DENIED)) from None
    except OSError as exc:
        raise SourceProblem(text(FAILED, command=path, status=exc.errno or 0, message=exc.strerror or "")) from None


def _dmi() -> str:
    """The board and firmware fields as `name:value` lines (a field that cannot be read is left out)."""
    lines, problems = [], []
    for name in DMI_FIELDS:
        try:
            lines.append(f"{name}:{read_text(f'{DMI_DIR}/{name}').strip()}")
        except SourceProblem as exc:
            problems.append(exc)
    if not lines:
        missing = all(p.reason.template == NO_FILE for p in problems)
        raise SourceProblem(text(NO_FILE, path=DMI_DIR)) if missing else problems[0]
    return "\n".join(lines)


def capture_machine() -> Captured:
    """Every source of this machine, each read on its own (the module's run_command and read_text are looked up
    when called, so a test can put captured text in their place)."""
    texts, problems = {}, {}
    jobs = {name: (lambda argv=argv: run_command(argv)) for name, argv in COMMANDS.items()}
    jobs.update({name: (lambda path=path: read_text(path)) for name, path in FILES.items()})
    jobs["dmi"] = _dmi
    for name, job in jobs.items():
        try:
            texts[name] = job()
        except SourceProblem as exc:
            problems[name] = exc.reason
    return Captured(texts=texts, problems=problems)
