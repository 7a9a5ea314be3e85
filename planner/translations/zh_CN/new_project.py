"""planner/new_project.py"""

MESSAGES = {
    "PSU #{number}": "电源 #{number}",
    "card #{number}": "显卡 #{number}",
    "Machine 1": "主机 1",
    "New rig": "新装机方案",
}
