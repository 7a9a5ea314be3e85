"""planner/verify/check.py: the built rig's measurements beside the plan"""

MESSAGES = {
    "status": "状态",
    "what": "项目",
    "planned": "方案",
    "measured": "实测",
    "message": "说明",
    "ok": "一致",
    "differs": "不一致",
    "missing": "缺数据",
    "{ok} ok, {differs:# differs|# differ}, {missing} missing": "{ok} 项一致，{differs} 项不一致，{missing} 项缺数据",
    "{measured:,.0f} MiB of {planned:,.0f} MiB: within {low:.0%}-{high:.0%} (the driver reserves a little)":
        "{measured:,.0f} MiB / {planned:,.0f} MiB：在 {low:.0%}-{high:.0%} 之内（驱动会保留一小部分显存）",
    "{measured:,.0f} MiB where the catalog says {planned:,.0f} MiB: another card or variant than planned?":
        "实测 {measured:,.0f} MiB，目录为 {planned:,.0f} MiB：装的是不是另一张卡或另一个版本？",
    "the BIOS setting of the slot (PCIe generation, bifurcation)": "该插槽的 BIOS 设置（PCIe 代数、拆分）",
    "the estimate is {error:+.0%} off the measurement (band {band:.0%})": "估算比实测偏差 {error:+.0%}（允许范围 {band:.0%}）",
    "{share:.0%} of the bound": "达到上限的 {share:.0%}",
    "the plan has no GPU{index}": "方案中没有 GPU{index}",
    "memory.total or the card's memory is not known": "memory.total 或该卡的显存未知",
    "the riser cable (try the slot's own generation in the BIOS, or a shorter riser)":
        "延长线（在 BIOS 中把插槽设为较低代数，或换更短的延长线）",
    "the slot shares its lanes with other devices": "该插槽与其他设备共享通道",
    "the plan has no estimate for this test": "方案对这项测试没有估算",
    "the plan or the test lacks this pair": "方案或测试中缺少这对显卡",
    "{measured:.2f} GB/s is above the planned link's bound of {bound:.2f} GB/s: the link is faster than planned "
    "(another slot or an NVLink bridge?)":
        "{measured:.2f} GB/s 高于方案链路上限 {bound:.2f} GB/s：链路比方案快（换了插槽，或装了 NVLink 桥？）",
    "{measured:.2f} GB/s is under {floor:.0%} of the bound {bound:.2f} GB/s: no P2P or a slower path (chipset, CPU)":
        "{measured:.2f} GB/s 不到上限 {bound:.2f} GB/s 的 {floor:.0%}：没有 P2P，或走了更慢的路径（芯片组、CPU）",
    "measured {measured:,.0f} W for the GPUs, planned {planned:,.0f} W": "显卡实测 {measured:,.0f} W，方案 {planned:,.0f} W",
    "the plan has no such pair": "方案中没有这对显卡",
    "no unidirectional bandwidth matrix, or no one-machine plan to compare it with":
        "没有单向带宽矩阵，或没有可对比的单机方案",
    "the log has no power.draw column, or the plan has no one-machine power check":
        "日志没有 power.draw 列，或方案没有单机功耗检查",
    "{total:,.0f} W (GPUs measured, the rest as planned) on a {psu:,.0f} W PSU":
        "{total:,.0f} W（显卡为实测，其余按方案）对 {psu:,.0f} W 电源",
    "the link is not known on both sides": "链路信息在方案或实测中未知",
    "the plan has no estimate for this test (no model, a mixed or deep test)":
        "方案对这项测试没有估算（未选模型，或为混合/预填充深度测试）",
    "the benchmark ran another model than the plan's {model}": "跑分用的模型不是方案中的 {model}",
    "trained as planned": "协商结果与方案一致",
    "trained below the plan ({measured:g} < {planned}); likely: {reasons}": "协商低于方案（{measured:g} < {planned}）；可能原因：{reasons}",
    "the relation is as planned": "连接关系与方案一致",
    "planned {predicted}, measured {measured}: the cards are connected through another path than planned (check the "
    "slots used and the BIOS bifurcation settings)":
        "方案 {predicted}，实测 {measured}：显卡之间的连接路径与方案不同（请检查所用插槽和 BIOS 拆分设置）",
    "{extender}, rated PCIe {gen}.0 (set the slot to Gen{gen} in the BIOS, or reseat the cable)":
        "{extender}，额定 PCIe {gen}.0（在 BIOS 中把插槽设为 Gen{gen}，或重新插好线缆）",
    "planned {predicted}, but topo -m shows no GPU{index}: a planned card is not seen (not seated, not powered, or "
    "not detected)":
        "方案为 {predicted}，但 topo -m 中没有 GPU{index}：方案中的一张卡未被识别（没插好、没供电或未被检测到）",
    "nvidia-smi lists no GPU{index}: a planned card is not seen (not seated, not powered, or not detected)":
        "nvidia-smi 没有列出 GPU{index}：方案中的一张卡未被识别（没插好、没供电或未被检测到）",
    "the current generation {measured:g} is below the plan's {planned}, but an idle card lowers it to save power: "
    "add pcie.link.gen.max to the query, or capture under load":
        "当前代数 {measured:g} 低于方案的 {planned}，但空闲的显卡会为省电降低代数：请在查询中加入 pcie.link.gen.max，"
        "或在负载下采集",
    "nothing could be compared with the plan": "没有任何一项能与方案对比",
}
