"""planner/hardware/physical.py"""

MESSAGES = {
    "{gpu}: the catalog has no confirmed length; measure it against the case's {max_mm:g} mm.":
        "{gpu}：目录中没有经过确认的长度；请实测后与机箱支持的 {max_mm:g} mm 对比。",
    "{gpu} is {length_mm:g} mm long; {case} takes cards up to {max_mm:g} mm.":
        "{gpu} 长 {length_mm:g} mm；{case} 最长只能装 {max_mm:g} mm 的显卡。",
    "{gpu} ({length_mm:g} mm) fits {case} (up to {max_mm:g} mm; partner cards are often longer than the "
    "reference card).":
        "{gpu}（{length_mm:g} mm）装得进 {case}（显卡限长 {max_mm:g} mm；非公版卡往往比公版卡更长）。",
    "{board} is {form_factor}; {case} takes {case_form_factors}.":
        "{board} 是 {form_factor} 板型；{case} 支持的板型为 {case_form_factors}。",
    "{cooler} is {height_mm:g} mm tall; {case} fits coolers up to {max_mm:g} mm.":
        "{cooler} 高 {height_mm:g} mm；{case} 最高只能装 {max_mm:g} mm 的 CPU 散热器。",
    "{cooler} lists sockets {sockets}; the CPU is {cpu_socket}.":
        "{cooler} 标注支持的接口为 {sockets}；而这颗 CPU 是 {cpu_socket} 接口。",
    "{device} ({width:g}-slot) in {slot} covers {covered_slot}, where {covered_device} is installed. Move one "
    "card, use a riser, or choose thinner (blower) cards.":
        "{slot} 上的 {device}（{width:g} 槽厚）会挡住 {covered_slot}，而该插槽上装着 {covered_device}。"
        "请挪开其中一张卡、改用延长线，或换用更薄的（涡轮）显卡。",
    "{device} in {slot} sits directly on {below_device} in {below_slot}: an open-air cooler with no gap starves "
    "its intake and both cards throttle. Leave a slot free, use blower cards, or a riser.":
        "{slot} 上的 {device} 与 {below_slot} 上的 {below_device} 紧贴在一起：开放式散热没有间隙，进风不足，"
        "两张卡都会过热降频。请空出一个插槽、改用涡轮卡或使用延长线。",
    "The slot positions of {board} are not documented in its profile, so which slots a thick card covers is not "
    "checked; compare the card thickness with the slot spacing in the manual.":
        "{board} 的配置资料中没有记录各插槽的位置，因此未检查厚显卡会挡住哪些插槽；"
        "请对照主板说明书中的插槽间距核对显卡厚度。",
    "{device} in {slot} (position {position}, {width:# slot|# slots}) reaches expansion position {needed}, but {case} "
    "has {available}: it needs a case with {needed} or more slots.":
        "{slot} 上的 {device}（位于第 {position} 槽位，{width:g} 槽厚）会占到第 {needed} 个扩展槽位，"
        "但 {case} 只有 {available} 个：需要 {needed} 个或更多扩展槽位的机箱。",
    "Not checked: memory height under the CPU cooler, riser signal quality, 12VHPWR/12V-2x6 bend radius, fan and "
    "radiator fit, card height against the side panel, card sag and support brackets.":
        "未检查：CPU 散热器下方的内存高度、延长线信号质量、12VHPWR/12V-2x6 线缆弯折半径、风扇和冷排能否装下、"
        "显卡高度与侧板的间隙、显卡下垂及支架。",
    "{board} has room for only {fit} of the {count} cards ({cards}): each card covers the slots below it as far "
    "as it is thick. Put {extra} of them on risers, choose thinner cards, or choose a board with more room between "
    "its slots.":
        "{board} 只能装下 {count} 张卡（{cards}）中的 {fit} 张：每张卡会按厚度挡住下方的插槽。请把其中 {extra} 张"
        "改用延长线安装，或换更薄的卡，或换插槽间距更大的主板。",
    "{board} has slots for only {fit} of the {count} cards ({cards}). Put {extra} of them on risers or choose a "
    "board with more slots.":
        "{board} 的插槽只够装 {count} 张卡（{cards}）中的 {fit} 张。请把其中 {extra} 张改用延长线安装，或换插槽更多的主板。",
    "{case} holds {held:# card|# cards} on its rail; this build puts {count} on risers.":
        "{case} 的显卡支架只能放 {held} 张卡；这套配置有 {count} 张卡经延长线安装。",
}
