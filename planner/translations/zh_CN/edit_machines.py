"""planner/edit_machines.py"""

MESSAGES = {
    "Machine {n}": "主机 {n}",
    "A project needs at least one machine; this is the last one.": "方案至少需要一台主机；这是最后一台。",
    "A machine needs a name.": "主机需要一个名称。",
    "A machine name has at most {limit} characters.": "主机名称最多 {limit} 个字符。",
    "Another machine is already called {name}.": "已经有一台主机叫 {name}。",
}
