"""planner/hardware/psu_feed.py"""

MESSAGES = {
    "{psu} ({psu_name}) is a server PSU: its 12 V card-edge output has no PCIe plugs, so it cannot feed "
    "{count:# card|# cards} without a breakout board. Add a breakout board for this PSU (a part of kind Other "
    "whose PSU accessory is a breakout board) or feed the cards from an ATX PSU.":
        "{psu}（{psu_name}）是服务器电源：它的 12 V 金手指输出没有 PCIe 供电接口，不接转接板就无法给 {count} 张显卡供电。"
        "请为这个电源加一块转接板（类别为“其他”、电源配件选“转接板”的配件），或改由 ATX 电源给显卡供电。",
    "{node}: every PSU is a server PSU ({psus}): they give 12 V only, with no 24-pin ATX plug for the motherboard "
    "and no EPS plug for the CPU. Add an ATX PSU to power the board and CPU (the server PSUs can keep feeding the "
    "cards through their breakout boards), or put one server PSU on a converter board that gives a 24-pin plug.":
        "{node}：所有电源都是服务器电源（{psus}），只输出 12 V，没有给主板的 24 针 ATX 接口，也没有给处理器的 EPS 接口。"
        "请加一个 ATX 电源给主板和处理器供电（服务器电源仍可经转接板给显卡供电），"
        "或把其中一个服务器电源装在带 24 针接口的转 ATX 转接板上。",
    "{psu_count} PSUs and {sync_count:# start adapter|# start adapters} listed: each PSU beyond the one on the "
    "motherboard needs a way to start with it (an Add2PSU-style sync board: a part of kind Other whose "
    "PSU accessory is a sync board), or it does not switch on and off with the machine and its cards stay dark or stay "
    "powered while the board is off.":
        "配件清单里有 {psu_count} 个电源、{sync_count} 个同步启动板：主板电源之外的每个电源都需要能随主板电源一起启动"
        "（多电源同步启动板：类别为“其他”、电源配件选“同步启动板”的配件），否则它不会随整机开关机，"
        "所接的显卡可能开机时不上电，或在主板断电后仍带电。",
    "{psu} ({psu_name}) is on {volts:g} V mains: its datasheet rates it {low_w:,.0f} W at 100-127 V against "
    "{high_w:,.0f} W at 200-240 V, so the planner counts {low_w:,.0f} W.":
        "{psu}（{psu_name}）接在 {volts:g} V 市电上：其规格书标称 100-127 V 下 {low_w:,.0f} W、200-240 V 下 "
        "{high_w:,.0f} W，因此本工具按 {low_w:,.0f} W 计算。",
}
