"""planner/compare.py"""

MESSAGES = {
    "lower is better": "越低越好",
    "higher is better": "越高越好",
    "not ranked": "不排名",
    "fewer problems are better": "问题越少越好",
    "fits is better": "装得下更好",
    "closer to the original weights is better": "越接近原始权重越好",
    "ok": "通过",
    "info": "提示",
    "warn": "警告",
    "fail": "失败",
    "* marks the best value in each row; each row says which way is better.":
        "* 标出每一行的最佳值；每一行都注明哪个方向更好。",
    "Break-even and payback of {name} are against its first alternative, {alternative}.":
        "{name} 的盈亏平衡与回本均以其第一个替代方案（{alternative}）为对照。",
    "{name} has no alternative to break even against.":
        "{name} 没有可用来计算盈亏平衡的替代方案。",
    "{level} ({fail} fail, {warn} warn)": "{level}（{fail} 项失败，{warn} 项警告）",
    "Price ({currency})": "价格（{currency}）",
    "Price as quoted": "原币种报价",
    "Status (findings)": "状态（检查结果）",
    "PSU verdict": "电源结论",
    "PSU headroom (W)": "电源余量（W）",
    "PCIe link of each card": "每张卡的 PCIe 链路",
    "Model fits": "模型装得下",
    "Largest context (tokens)": "最大上下文（tokens）",
    "Best quantization that fits": "装得下的最佳量化",
    "Decode (tokens/s)": "解码速度（tokens/s）",
    "Prefill (tokens/s)": "预填充速度（tokens/s）",
    "Wall power (W)": "墙插功率（W）",
    "Monthly cost ({currency})": "每月成本（{currency}）",
    "Break-even (load hours a month)": "盈亏平衡（每月满载小时数）",
    "Payback (months)": "回本（月）",
    "3-year TCO ({currency})": "三年总拥有成本（{currency}）",
}
