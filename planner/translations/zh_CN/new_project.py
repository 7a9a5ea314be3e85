"""planner/new_project.py"""

MESSAGES = {
    "Machine 1": "主机 1",
    "New rig": "新装机方案",
}
