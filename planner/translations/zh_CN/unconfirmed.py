"""planner/model/unconfirmed.py (catalog facts no named source confirmed)."""

MESSAGES = {
    "price": "价格", "launch date": "发布日期", "FP16 tensor TFLOPS": "FP16 张量算力 (TFLOPS)",
    "board power": "整卡功耗", "memory bandwidth": "显存带宽", "power plugs": "供电接口",
    "other ways to feed the card": "其他供电方式", "recommended PSU": "厂商建议电源功率",
    "GPU bridge": "显卡互联桥", "slot width": "占用槽位", "length": "长度", "height": "高度",
    "cooler type": "散热方式",
    "PCIe lanes": "PCIe 通道数", "usable PCIe lanes": "可用 PCIe 通道数",
    "memory channels": "内存通道数", "memory types": "内存类型",
    "base power": "基础功耗", "maximum power": "最大功耗",
    "PCIe slots": "PCIe 插槽", "M.2 sockets": "M.2 插槽", "SATA ports": "SATA 接口",
    "memory slots": "内存插槽", "devices on the chipset": "芯片组上的设备",
    "chipset link": "芯片组上行链路", "lane sharing": "通道共享", "bifurcation": "通道拆分",
    "lanes with other CPUs": "换用其他 CPU 时的通道", "form factor": "板型", "form factors": "支持的板型",
    "expansion slot positions": "扩展槽位置", "expansion slots": "扩展槽数",
    "wattage": "额定功率", "ATX version": "ATX 版本", "80 PLUS rating": "80 PLUS 认证",
    "rating at 100-127 V": "100-127 V 下的额定功率", "hold-up time": "掉电保持时间", "maker": "厂商",
    "longest card": "显卡限长", "tallest CPU cooler": "CPU 散热器限高", "PSU bays": "电源位",
    "efficiency curve": "效率曲线", "connectors": "接口", "power": "功耗", "source": "来源",
    "unconfirmed: {facts}": "未确认：{facts}",
    "unconfirmed {fact}: {reason}": "未确认的{fact}：{reason}",
    "rated PCIe link": "额定 PCIe 链路",
}
