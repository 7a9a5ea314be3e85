"""GPU Rig Planner entry point.

    python main.py                 open the planner window (last project, or the bundled example rig)
    python main.py FILE.json       open the window on a project file
    python main.py check FILE      headless commands: check, catalog, schema (see README)
"""

import sys

from ui.launcher import main

if __name__ == "__main__":
    sys.exit(main())
