"""planner/model/parts.py (the labels of the kinds of part)."""

MESSAGES = {
    "GPU": "显卡", "CPU": "CPU", "Motherboard": "主板", "Power supply": "电源", "Memory": "内存",
    "Storage": "存储", "Case": "机箱", "CPU cooler": "CPU 散热器", "Other": "其他", "Unknown part": "未知配件",
}
