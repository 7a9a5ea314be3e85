"""planner/llm/fit.py and planner/llm/check.py"""

_MOE = "混合专家（MoE）模型每个 token 虽然只激活少数几个专家，但全部专家都必须放进显存。"
_RULE = ("经验公式（参数量 × 2 字节 × 1.2-1.3）：{low_gb:.1f}-{high_gb:.1f} GB（{low_gib:.1f}-{high_gib:.1f} GiB），"
         "各卡显存合计 {total_vram_gib:g} GiB；")
_AGREE = "经验公式与逐卡估算的结论一致。"
_RULE_FITS = ("经验公式拿 {rule_gib:.1f} GiB 和几张卡加起来的 {total_gib:g} GiB 比较，但两张卡是两块独立的显存，"
              "不是一个共享的池：每张卡还要各自承担 CUDA 上下文和工作缓冲区，层不能从中间切开，"
              "而且这个上下文长度的 KV 缓存要按卡分别计入。")
_RULE_NO_FIT = ("经验公式按 16 位权重（每个参数 2 字节）估算；在 {quant} 下权重只占其中约 {share:.0%}，"
                "所以尽管经验公式算出 {rule_gib:.1f} GiB，模型仍然装得下。")
_INFER = "{model}（{quant_label}，{context:,} tokens × {batch}，{engine}）"
_TRAIN = "{model} {mode} 训练（序列长度 {context:,} × batch {batch}）"
_PER_CARD = "各卡已用/容量（层）：{cards}。"

MESSAGES = {
    # planner/llm/check.py: a training workload
    "This fine-tuning cannot be planned: {problem}": "无法规划这次微调：{problem}",
    "{quant} is a format for inference: training loads the base in {base} (base_precision; the quantization field "
    "is read for training only when it names bf16, int8 or nf4).":
        "{quant} 是推理用的格式：训练以 {base} 加载基座模型（base_precision；只有当量化字段为 bf16、int8 或 nf4 "
        "时训练才会读取它）。",
    # planner/llm/fit.py: the seed rule's verdict and explanation
    "agree: fits": "一致：装得下",
    "agree: does not fit": "一致：装不下",
    "disagree: the rule says it fits": "不一致：经验公式认为装得下",
    "disagree: the rule says it does not fit": "不一致：经验公式认为装不下",
    "The rule and the per-card estimate agree.{moe}": _AGREE + "{moe}",
    "The rule compares {rule_gib:.1f} GiB with the {total_gib:g} GiB the cards hold together, but two cards are two "
    "memories, not one pool: each card also pays its CUDA context and working buffer, layers cannot "
    "be cut in half, and the KV cache of this context is added per card.{moe}": _RULE_FITS + "{moe}",
    "The rule assumes 16-bit weights (2 bytes per parameter); at {quant} the weights take about {share:.0%} of that, "
    "so the model fits although the rule says {rule_gib:.1f} GiB.{moe}": _RULE_NO_FIT + "{moe}",
    " For a mixture-of-experts model all experts must be in memory although only a few run per token.": _MOE,

    # planner/llm/fit.py: other engines, other card order, suggestions
    "cards in the opposite order": "显卡顺序反过来",
    "with {quant} (the engine does not take {requested_quant})": "改用 {quant}（该引擎不支持 {requested_quant}）",
    "Use {quant}: the best quantization that fits at {context:,} tokens.":
        "改用 {quant}：这是 {context:,} tokens 上下文下能装下的最佳量化。",
    "Shorten the context to {max_context:,} tokens (the most that fits with {quant}).":
        "把上下文缩短到 {max_context:,} tokens（{quant} 下能装下的最大值）。",
    "Quantize the KV cache to q8_0 (llama.cpp -ctk q8_0 -ctv q8_0, needs flash attention).":
        "把 KV 缓存量化为 q8_0（llama.cpp -ctk q8_0 -ctv q8_0，需要开启 flash attention）。",
    "Put the cards in the opposite order (the other card first).": "把显卡顺序反过来（另一张卡放在前面）。",
    "The tensor-parallel size ({size}) is read by vLLM tensor parallel only; {engine} does not use it.":
        "张量并行数（{size}）只对 vLLM 张量并行有效；{engine} 不使用它。",
    ": a tensor-parallel size of {size} does not divide the {cards} cards into equal groups":
        "：张量并行数 {size} 不能把 {cards} 张卡分成相等的组",
    ": vLLM splits each layer's {heads} attention heads over {size} cards, and {heads} does not divide by {size}":
        "：vLLM 要把每层的 {heads} 个注意力头分到 {size} 张卡上，而 {heads} 不能被 {size} 整除",
    "Split each layer over {size} cards instead (tensor-parallel size {size}, {stages} pipeline stages).":
        "改为把每一层切分到 {size} 张卡上（张量并行数 {size}，{stages} 个流水线阶段）。",
    "Use device_map='sequential' or set max_memory so no layer spills to the CPU.":
        "改用 device_map='sequential'，或设置 max_memory，让所有层都留在显卡上、不溢出到 CPU。",
    "Run it with {engine}.": "改用 {engine} 运行。",
    "Run it with {engine} with {quant} (the engine does not take {requested_quant}).":
        "改用 {engine} 运行，量化换成 {quant}（该引擎不支持 {requested_quant}）。",

    # planner/llm/check.py: the seed rule finding (verdict and explanation are the sentences above)
    "Rule of thumb (params x 2 bytes x 1.2-1.3): {low_gb:.1f}-{high_gb:.1f} GB ({low_gib:.1f}-{high_gib:.1f} GiB) against "
    "{total_vram_gib:g} GiB on the cards; {verdict}. {explanation}": _RULE + "{verdict}。{explanation}",

    # planner/llm/check.py: fits / does not fit
    "{model} ({quant_label}, {context:,} tokens x {batch}, {engine}) fits; per card, used/capacity (layers): {cards}. "
    "Tightest card: {tightest} with {min_free_gib:.1f} GiB to spare.":
        _INFER + "装得下；" + _PER_CARD + "最紧张的卡：{tightest}，还剩 {min_free_gib:.1f} GiB。",
    "{model} {mode} (sequence {context:,} x batch {batch}) fits; per card, used/capacity (layers): {cards}. Tightest "
    "card: {tightest} with {min_free_gib:.1f} GiB to spare.":
        _TRAIN + "装得下；" + _PER_CARD + "最紧张的卡：{tightest}，还剩 {min_free_gib:.1f} GiB。",
    "{model} ({quant_label}, {context:,} tokens x {batch}, {engine}) fits in GPU memory only; per card, "
    "used/capacity (layers): {cards}. Tightest card: {tightest} with {min_free_gib:.1f} GiB to spare.":
        _INFER + "仅显存装得下；" + _PER_CARD + "最紧张的卡：{tightest}，还剩 {min_free_gib:.1f} GiB。",
    "{model} {mode} (sequence {context:,} x batch {batch}) fits in GPU memory only; per card, used/capacity "
    "(layers): {cards}. Tightest card: {tightest} with {min_free_gib:.1f} GiB to spare.":
        _TRAIN + "仅显存装得下；" + _PER_CARD + "最紧张的卡：{tightest}，还剩 {min_free_gib:.1f} GiB。",
    # planner/llm/fit.py: the context against the model's own window
    "{context:,} tokens is beyond {model}'s own context window of {window:,} tokens: past the length it was "
    "trained for its output degrades into nonsense, and vLLM refuses such a max_model_len. Use at most {window:,} "
    "tokens, or a config whose rope_scaling (e.g. YaRN) extends the window.":
        "{context:,} tokens 超出了 {model} 自身的上下文窗口 {window:,} tokens：超过训练时的长度后，模型输出会变成"
        "胡言乱语，vLLM 也会拒绝这样的 max_model_len。请最多使用 {window:,} tokens，或使用以 rope_scaling"
        "（如 YaRN）扩展窗口的配置。",
    "{model}'s own context window is unknown (its config has no max_position_embeddings): check that it was "
    "trained for {context:,} tokens.":
        "{model} 自身的上下文窗口未知（其配置没有 max_position_embeddings）：请确认它支持 {context:,} tokens "
        "的上下文。",
    "{model} ({quant_label}, {context:,} tokens x {batch}, {engine}) does not fit{reason}{spill_clause}. Per card, "
    "used/capacity (layers): {cards}.{options_clause}":
        _INFER + "装不下{reason}{spill_clause}。" + _PER_CARD + "{options_clause}",
    "{model} {mode} (sequence {context:,} x batch {batch}) does not fit{reason}. Per card, used/capacity (layers): "
    "{cards}.{options_clause}":
        _TRAIN + "装不下{reason}。" + _PER_CARD + "{options_clause}",
    # the clauses of "does not fit": why, layers on the host, the suggestions (planner/llm/fit.py, joined)
    ", short of memory: {short}": "，显存缺口：{short}",
    ": layers left over": "：还有层没地方放",
    "; {spill:# layer spills|# layers spill} to host RAM": "；有 {spill} 层溢出到主机内存",
    " Options: {options}": "可选方案：{options}",

    # planner/llm/check.py: engine and format, speed, limits, model config
    "{engine} does not load {quant_label} weights; it takes GGUF files (or FP16/BF16). Choose another quantization "
    "or engine.":
        "{engine} 无法加载 {quant_label} 权重；它只支持 GGUF 文件（或 FP16/BF16）。请换一种量化或推理引擎。",
    "{engine} does not load {quant_label} weights; it takes FP16/BF16, FP8, INT8, GPTQ, AWQ or NF4 weights. Choose "
    "another quantization or engine.":
        "{engine} 无法加载 {quant_label} 权重；它只支持 FP16/BF16、FP8、INT8、GPTQ、AWQ 或 NF4 权重。"
        "请换一种量化或推理引擎。",
    "Expected decode speed about {tokens_per_s:.1f} tokens/s ({low:.1f}-{high:.1f}) at {context:,} tokens, "
    "{start:.1f} near the start; prefill of a 512-token prompt about {prefill:,.0f} tokens/s "
    "({prefill_low:,.0f}-{prefill_high:,.0f}).":
        "上下文 {context:,} tokens 时，预计解码速度约 {tokens_per_s:.1f} tokens/s（{low:.1f}-{high:.1f}），"
        "开头上下文还短时约 {start:.1f} tokens/s；512 token 提示词的 prefill 约 {prefill:,.0f} tokens/s"
        "（{prefill_low:,.0f}-{prefill_high:,.0f}）。",
    "Expected decode speed about {tokens_per_s:.1f} tokens/s ({low:.1f}-{high:.1f}) at {context:,} tokens, "
    "{start:.1f} near the start.":
        "上下文 {context:,} tokens 时，预计解码速度约 {tokens_per_s:.1f} tokens/s（{low:.1f}-{high:.1f}），"
        "开头上下文还短时约 {start:.1f} tokens/s。",
    "device_map='balanced' puts {layers:# layer|# layers} on the CPU on these unequal cards although they have room "
    "together: 'balanced' caps every card but the last at total/n + 1.25 x one layer, so {layers:# layer spills|# layers spill} to "
    "the CPU although the cards together have room: use 'sequential' or put the smaller card first.":
        "在这几张容量不等的卡上，device_map='balanced' 把 {layers} 层放到了 CPU 上，尽管几张卡加起来放得下："
        "'balanced' 把除最后一张以外的每张卡限制在 总量/n + 1.25 × 单层大小，所以即使总显存够用，"
        "也有 {layers} 层溢出到 CPU：请改用 'sequential'，或把容量较小的卡放在前面。",
    "Largest context that fits: {max_context:,} tokens; best quantization that fits at {context:,} tokens: "
    "{best_quant_label}.":
        "能装下的最大上下文：{max_context:,} tokens；{context:,} tokens 上下文下能装下的最佳量化：{best_quant_label}。",
    "Largest context that fits: {max_context:,} tokens; best quantization that fits at {context:,} tokens: none.":
        "能装下的最大上下文：{max_context:,} tokens；{context:,} tokens 上下文下没有能装下的量化。",
    "The model does not fit at any context with {quant_label}; best quantization that fits: {best_quant_label}.":
        "使用 {quant_label} 时，无论上下文多短都装不下该模型；能装下的最佳量化：{best_quant_label}。",
    "The model does not fit at any context with {quant_label}; best quantization that fits: none.":
        "使用 {quant_label} 时，无论上下文多短都装不下该模型；也没有其他能装下的量化。",
    "No card has a slot yet, so {model} is not placed: choose each card's slot in the parts table or press Place "
    "cards.": "还没有显卡分配插槽，因此没有为 {model} 计算显存分配：请在配件表中为每张卡选择插槽，或点击“摆放显卡”。",
    "{model} is placed on {placed} of the {total} cards only: {left_out:# card has no slot yet and holds|# cards "
    "have no slot yet and hold} no layers until placed ({cards}).":
        "{model} 只分配到 {total} 张卡中已有插槽的 {placed} 张：另有 {left_out} 张卡（{cards}）还没有插槽，放"
        "置之前不承载任何层。",
    "No GPU in the build, so {model} is not placed.": "配置里没有显卡，因此没有为 {model} 计算显存分配。",
    "The draft model {draft} is not in the catalog. Choose a catalog model as the draft, or remove draft_model_id.":
        "草稿模型 {draft} 不在目录中。请选择目录中的模型作为草稿模型，或删除 draft_model_id。",
    "The draft model {draft} is planned for llama.cpp (llama-server -md) only: with {engine} it is not "
    "counted on the cards.":
        "草稿模型 {draft} 只按 llama.cpp（llama-server -md）规划：用 {engine} 时不计入各卡显存。",
    "The draft model {draft} has a vocabulary of {draft_vocab:,} tokens against {model_vocab:,} for {model}: "
    "llama.cpp refuses a draft whose vocabulary differs by more than {limit} tokens. Choose a smaller model "
    "of the same family as the draft.":
        "草稿模型 {draft} 的词表有 {draft_vocab:,} 个 token，而 {model} 有 {model_vocab:,} 个：词表大小相差超过 "
        "{limit} 个 token 的草稿模型会被 llama.cpp 拒绝。请选同一家族的较小模型作为草稿模型。",
    "The draft model {draft} takes {total_gib:.2f} GiB beside {model}: {cards} (its layers split like the "
    "model's, its KV cache f16 for one sequence). Its speed-up depends on how often the model accepts its "
    "tokens, which is not estimated.":
        "草稿模型 {draft} 在 {model} 之外另占 {total_gib:.2f} GiB：{cards}（它的层按主模型的方式切分，KV 缓存为单个"
        "序列的 f16）。它带来的加速取决于主模型接受其 token 的比例，这里不作估计。",
    "Catalog model {model}: {error}": "目录中的模型 {model}：{error}",
    "The model's config.json cannot be used: {error}": "模型的 config.json 无法使用：{error}",
    "The layers are split over machines: each token crosses {boundaries:# machine boundary|# machine boundaries}, "
    "adding about {network_ms:.1f} ms a token ({share:.0%} of the step). One boundary cost {low:.1f}-{high:.1f} ms a "
    "token in published llama.cpp RPC runs over 1 and 2.5 GbE; a faster link is not assumed to cost less, and RDMA "
    "saves about {rdma:.1f} ms.":
        "模型的层分布在多台机器上：每个 token 要跨越 {boundaries} 个机器边界，每个 token 约多花 {network_ms:.1f} ms"
        "（占每步的 {share:.0%}）。在公开的 llama.cpp RPC 测试中（1 GbE 与 2.5 GbE 网络），每个边界每个 token 花费 "
        "{low:.1f}-{high:.1f} ms；更快的网络不按更低的开销计算，RDMA 约可节省 {rdma:.1f} ms。",
}
