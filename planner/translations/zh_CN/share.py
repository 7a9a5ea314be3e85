"""planner/share.py (the Markdown / BBCode share text)."""

MESSAGES = {
    "new": "全新", "used": "二手",
    "OK": "正常", "warning": "警告", "FAIL": "失败",
    "Category": "类别", "Part": "配件", "Qty": "数量", "Condition": "成色", "Unit price": "单价", "Line total": "小计",
    "no price": "未定价", "{category}:": "{category}：",
    "{quantity} x {name} ({condition}): {unit_price} each, {line_total}":
        "{quantity} × {name}（{condition}）：单价 {unit_price}，小计 {line_total}",
    "{quantity} x {name} ({condition}): no price yet": "{quantity} × {name}（{condition}）：尚未定价",
    "Subtotal in {currency}: {amount:,.2f} {currency}": "{currency} 部分合计：{amount:,.2f} {currency}",
    "Total: {amount:,.2f} {currency}": "总计：{amount:,.2f} {currency}",
    "Total: {amount:,.2f} {currency} (converted at {rates})": "总计：{amount:,.2f} {currency}（按汇率 {rates} 折算）",
    "Total: not available (an exchange rate is missing)": "总计：无法计算（缺少汇率）",
    "Checks": "检查结果",
    "Power: PSU {psu_w:,.0f} W for {sustained_w:,.0f} W sustained (x1.3 rule: {recommended_psu_w:,.0f} W), "
    "headroom {headroom_w:,.0f} W, worst spike {transient_peak_w:,.0f} W: {verdict}":
        "供电：电源 {psu_w:,.0f} W，持续负载 {sustained_w:,.0f} W（×1.3 规则：{recommended_psu_w:,.0f} W），"
        "余量 {headroom_w:,.0f} W，最大瞬时峰值 {transient_peak_w:,.0f} W：{verdict}",
    "PCIe: {device} in {slot}: PCIe {gen}.0 x{width}, {gbps:.2f} GB/s via {via}":
        "PCIe：{device} 插在 {slot}：PCIe {gen}.0 x{width}，{gbps:.2f} GB/s，经由{via}",
    "PCIe: {device} in {slot}: no link": "PCIe：{device} 插在 {slot}：无链路",
    "the CPU": "CPU", "the chipset": "芯片组", "a PCIe switch": "PCIe 交换芯片",
    "Physical fit: {verdict}": "装机空间：{verdict}",
    "Warnings and failures:": "警告与失败：",
    "Model fit": "模型显存",
    "{model}, {quant_label}, {context:,} tokens, {engine}: {verdict}":
        "{model}，{quant_label}，上下文 {context:,} tokens，{engine}：{verdict}",
    "fits": "装得下", "does not fit": "装不下",
    "beyond the model's own {window:,}-token window": "超出模型自身 {window:,} tokens 的上下文窗口",
    "{name}: {used_gib:.1f} / {capacity_gib:g} GiB used, layers {layers}":
        "{name}：已用 {used_gib:.1f} / {capacity_gib:g} GiB，第 {layers} 层",
    "{name}: {used_gib:.1f} / {capacity_gib:g} GiB used": "{name}：已用 {used_gib:.1f} / {capacity_gib:g} GiB",
    "Decode about {tokens_per_s:.1f} tokens/s ({low:.1f}-{high:.1f})":
        "解码速度约 {tokens_per_s:.1f} tokens/s（{low:.1f}-{high:.1f}）",
    "Cost of ownership": "拥有成本",
    "Owning: {total:,.2f} {currency} a month at {hours:,.0f} load hours a month":
        "自购：每月 {total:,.2f} {currency}（每月满载 {hours:,.0f} 小时）",
    "{name}: {cost:,.2f} {currency} a month now; break-even at {hours:,.0f} load hours a month "
    "({utilization:.0%} utilization)":
        "{name}：目前每月 {cost:,.2f} {currency}；每月满载 {hours:,.0f} 小时（利用率 {utilization:.0%}）时达到盈亏平衡",
    "{name}: {cost:,.2f} {currency} a month now; owning never breaks even against it":
        "{name}：目前每月 {cost:,.2f} {currency}；自购永远达不到盈亏平衡",
    "{name}: {cost:,.2f} {currency} a month now": "{name}：目前每月 {cost:,.2f} {currency}",
    "Made with GPU Rig Planner": "由 GPU Rig Planner 生成",
    "{name}: {cost:,.2f} {currency} a month now; cannot run the workload ({reason}), so not compared":
        "{name}：目前每月 {cost:,.2f} {currency}；不能运行该工作负载（{reason}），因此不参与比较",
}
