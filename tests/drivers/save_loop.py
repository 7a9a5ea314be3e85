"""Test driver: saver processes for a test to kill with SIGKILL in the middle of a save.

    python tests/drivers/save_loop.py TARGET VERSION_A VERSION_B

Each line "start" on stdin forks a child that saves the two project versions to TARGET in turn, forever, through
planner.io.save_project; the driver answers with the child's pid. The test kills that pid whenever it likes, then
sends "reap"; the driver waits for the child and answers "reaped". End of input ends the driver. Forking from this
small single-threaded process makes each saver start in a millisecond, so many kills stay cheap.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from planner.io import load_project, save_project  # noqa: E402


def save_forever(projects, target: Path) -> None:
    n = 0
    while True:
        save_project(projects[n % 2], target)
        n += 1


def main(target: str, version_a: str, version_b: str) -> int:
    projects = [load_project(version_a), load_project(version_b)]
    pid = None
    for line in sys.stdin:
        command = line.strip()
        if command == "start":
            pid = os.fork()
            if pid == 0:
                try:
                    save_forever(projects, Path(target))
                finally:
                    os._exit(1)  # a saver never goes on to read the driver's commands
            print(pid, flush=True)
        elif command == "reap" and pid is not None:
            os.waitpid(pid, 0)
            print("reaped", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
