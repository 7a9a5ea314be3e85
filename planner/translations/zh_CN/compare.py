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
    "Break-even and payback of {name} are against its reference alternative, {alternative}.":
        "{name} 的盈亏平衡与回本均以其参照方案（{alternative}）为对照。",
    "{name} has no alternative that can run its workload to break even against.":
        "{name} 没有能运行其工作负载、可用来计算盈亏平衡的替代方案。",
    "{name} never breaks even against {alternative}: renting an hour there costs less than running the rig an hour; "
    "choose another reference (compare --reference NAME) to see a break-even.":
        "{name} 相对 {alternative} 永远无法回本：在那里租用一小时比本机运行一小时还便宜；请换一个参照方案"
        "（compare --reference NAME）来查看盈亏平衡点。",
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
