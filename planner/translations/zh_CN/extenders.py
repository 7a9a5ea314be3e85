"""planner/hardware/extenders.py"""

MESSAGES = {
    "{item} is on port {port} of {extender}, which has {ports:# port|# ports} ({split}). Choose one of its ports "
    "for the card.":
        "{item} 装在 {extender} 的第 {port} 个接口上，但它只有 {ports} 个接口（{split}）。请为这张卡选择它的"
        "某个接口。",
    "{item} is on {extender}, but line {line} has only {count:# unit|# units}. Choose one of its units, or raise "
    "its quantity.":
        "{item} 装在 {extender} 上，但第 {line} 行只有 {count} 件。请选择它现有的某一件，或增加它的数量。",
    "{item} is on {extender}, but {part} is not a PCIe extender (a riser cable, bifurcation riser or "
    "OCuLink/MCIO/SlimSAS kit). Choose a unit of an extender line, or clear the extender.":
        "{item} 装在 {extender} 上，但 {part} 不是 PCIe 延长件（延长线、拆分转接卡或 OCuLink/MCIO/SlimSAS 套"
        "件）。请选择某个延长件行的单元，或清除延长件。",
    "{item} is on {extender}, which is not a line of {machine}. Choose a unit of an extender line, or clear the "
    "extender.":
        "{item} 装在 {extender} 上，但 {machine} 的配件清单里没有这一行。请选择某个延长件行的单元，或清除延长"
        "件。",
    "{part} ({extender}) in {slot} needs the slot split {mode}: set it in the firmware.":
        "{slot} 上的 {part}（{extender}）需要把插槽拆分为 {mode}：请在 BIOS 中设置。",
    "{part} ({extender}) in {slot} needs the slot split {mode}, but {board} splits {slot} only as {modes}. "
    "The cards past the first port would not be seen.":
        "{slot} 上的 {part}（{extender}）需要把插槽拆分为 {mode}，但 {board} 的 {slot} 只能拆分为 {modes}。"
        "第一个接口之后的显卡将无法被识别。",
    "{part} ({extender}) in {slot} needs the slot split {mode}, but {board} splits only {slots}. "
    "The cards past the first port would not be seen.":
        "{slot} 上的 {part}（{extender}）需要把插槽拆分为 {mode}，但 {board} 只有 {slots} 支持拆分。"
        "第一个接口之后的显卡将无法被识别。",
    "{part} ({extender}) in {slot} needs the slot split {mode}; whether {board} can split {slot} so is not "
    "confirmed in a source. Check the manual's bifurcation settings before buying.":
        "{slot} 上的 {part}（{extender}）需要把插槽拆分为 {mode}；{board} 的 {slot} 能否这样拆分尚无来源确认。"
        "购买前请查阅说明书中的拆分（bifurcation）设置。",
    "{extender} is named in {slots}; one extender sits in one slot.":
        "{extender} 同时出现在 {slots}；一个延长件只能插在一个插槽上。",
    "Port {port} of {extender} is given {count} cards ({cards}); a port holds one.":
        "{extender} 的第 {port} 个接口被分配了 {count} 张卡（{cards}）；一个接口只能接一张。",
    "{count:# extender|# extenders} in the parts list carry no card ({units}).":
        "配件清单中有 {count} 个延长件没有接任何显卡（{units}）。",
}
