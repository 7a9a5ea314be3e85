"""planner/llm/finetune.py: the fine-tuning recipe in words, and the strategies that would fit"""

MESSAGES = {
    # planner/llm/train_recipe.py: the weight formats training loads
    "{quant} is not a format training loads: fine-tuning loads the base with transformers in 16 bits (bf16), or "
    "quantized by bitsandbytes (int8, nf4 or fp4). Choose one of those (a GGUF, GPTQ or AWQ file is for "
    "inference).":
        "{quant} 不是训练能加载的格式：微调用 transformers 以 16 位（bf16）加载基座模型，或由 bitsandbytes 量化"
        "（int8、nf4 或 fp4）。请从中选择（GGUF、GPTQ 或 AWQ 文件用于推理）。",
    "the weight format {quant} and base_precision {base} disagree: give one of them, or the same format in both.":
        "权重格式 {quant} 与 base_precision {base} 不一致：只给其中一个，或两处写同一种格式。",
    "full fine-tuning trains every weight, so the model is 16-bit: {quant} is for LoRA and QLoRA.":
        "全参数微调训练每一个权重，所以模型是 16 位的：{quant} 只用于 LoRA 和 QLoRA。",
    # planner/llm/lora.py
    "LoRA rank {rank} is above the width of {module} ({rows} x {cols}): an adapter's rank cannot exceed {width} "
    "there, so use a rank of at most {width} or leave {module} out of the targets.":
        "LoRA 秩 {rank} 超过了 {module}（{rows} x {cols}）的宽度：那里的适配器秩不可能超过 {width}，"
        "请把秩设为不超过 {width}，或不再以 {module} 为目标模块。",
    "Full fine-tuning with {optimizer}{precision}: {bytes:g} bytes per parameter before activations (weights "
    "{weights:g}, master copy {master:g}, gradients {grads:g}, optimizer states {states:g}).":
        "全参数微调，优化器 {optimizer}{precision}：不计激活值每个参数 {bytes:g} 字节（权重 {weights:g}、"
        "主权重副本 {master:g}、梯度 {grads:g}、优化器状态 {states:g}）。",
    "LoRA rank {rank} on {modules}: {trainable_m:,.1f} M trainable parameters at {bytes:g} bytes each with "
    "{optimizer}{precision}; the frozen base in {base}.":
        "LoRA 秩 {rank}，作用于 {modules}：{trainable_m:,.1f} M 个可训练参数，每个 {bytes:g} 字节（优化器 "
        "{optimizer}{precision}）；冻结的基座模型为 {base}。",
    ", mixed precision with fp32 master weights": "，混合精度并保留 fp32 主权重",
    ", pure bf16 (no fp32 master weights)": "，纯 bf16 训练（不保留 fp32 主权重）",
    "Several cards act as a naive pipeline (device_map='sequential'): memory adds up, only one card works at a "
    "time.":
        "多张卡按朴素流水线工作（device_map='sequential'）：显存可以相加，但同一时刻只有一张卡在计算。",
    "Data parallel (DDP) over {cards:# card|# cards}: every card holds the whole model, its gradients (twice: DDP's "
    "all-reduce buckets copy them) and optimizer states, and runs its own micro-batch of {batch}.":
        "数据并行（DDP），共 {cards} 张卡：每张卡都保存完整的模型、梯度（两份：DDP 的 all-reduce 桶会复制一份）"
        "和优化器状态，各自处理 {batch} 条的微批次。",
    "ZeRO stage 1 over {cards:# card|# cards}: every card holds the whole 16-bit model and its gradients, and "
    "1/{cards} of the optimizer states (with the fp32 master copy).":
        "ZeRO 第 1 阶段，共 {cards} 张卡：每张卡保存完整的 16 位模型和梯度，以及 1/{cards} 的优化器状态（含 fp32 主权重副本）。",
    "ZeRO stage 2 over {cards:# card|# cards}: every card holds the whole 16-bit model and 1/{cards} of the "
    "gradients and optimizer states.":
        "ZeRO 第 2 阶段，共 {cards} 张卡：每张卡保存完整的 16 位模型，以及 1/{cards} 的梯度和优化器状态。",
    "{strategy} over {cards:# card|# cards}: every card holds 1/{cards} of the parameters, gradients and optimizer "
    "states, and gathers two layers at a time ({working_gib:.2f} GiB).":
        "{strategy}，共 {cards} 张卡：每张卡保存 1/{cards} 的参数、梯度和优化器状态，运行时每次聚合两层的完整参数"
        "（{working_gib:.2f} GiB）。",
    "Optimizer states and gradients in host RAM (ZeRO-Offload): the optimizer step runs on the CPU.":
        "优化器状态和梯度放在主机内存（ZeRO-Offload）：优化器更新在 CPU 上进行。",
    "Parameters, gradients and optimizer states in host RAM: each layer is copied onto the card when it runs.":
        "参数、梯度和优化器状态都放在主机内存：每一层在运行时才复制到显卡上。",
    "Host RAM for training: {host_gib:.1f} GiB (all cards together).": "训练占用主机内存：{host_gib:.1f} GiB（所有卡合计）。",
    "Paged optimizer: {paged_gib:.2f} GiB of optimizer states per card move to host RAM when the card is full, so a "
    "card counts as fitting when everything else fits (each page costs a transfer).":
        "分页优化器：显存用满时，每张卡上 {paged_gib:.2f} GiB 的优化器状态会换出到主机内存，因此只要其余部分装得下，"
        "这张卡就算装得下（每次换页都要付出一次传输）。",
    "Gradient checkpointing keeps each layer's input ({width} x s x b x h bytes) and recomputes one layer at a "
    "time; the loss holds {loss:g} bytes per vocabulary entry and token.":
        "梯度检查点只保留每层的输入（{width} x s x b x h 字节），反向传播时逐层重算；损失对每个 token 的每个词表项"
        "占 {loss:g} 字节。",
    "Gradient checkpoints wait in host RAM (Unsloth's offloaded checkpointing), one layer's on the card, and the "
    "loss is computed in chunks.":
        "梯度检查点放在主机内存（Unsloth 的卸载式检查点），显卡上只保留一层的检查点，损失分块计算。",
    "PEFT prepares the quantized base for training in fp32 (embeddings, norms, output layer), so the activations "
    "are fp32 too.":
        "PEFT 为训练准备量化基座时把嵌入层、归一化层和输出层转为 fp32，因此激活值也是 fp32。",
    # suggestions: what would make a recipe fit
    "Train on sequences of at most {tokens:,} tokens: the longest this recipe fits ({recipe}).":
        "把序列长度限制在 {tokens:,} tokens 以内：这是该方案能装下的最长序列（{recipe}）。",
    "Train with ZeRO-3, the parameters, gradients and optimizer states in host RAM, on sequences of at most "
    "{tokens:,} tokens.":
        "改用 ZeRO-3，把参数、梯度和优化器状态放到主机内存，并把序列长度限制在 {tokens:,} tokens 以内。",
    "Turn gradient checkpointing on: each layer then keeps only its input and is recomputed in the backward pass "
    "(fits up to {tokens:,} tokens).":
        "打开梯度检查点：每层只保留输入，反向传播时重算（最长可到 {tokens:,} tokens）。",
    "Train with Unsloth's offloaded gradient checkpointing and chunked loss: the checkpoints wait in host RAM (fits "
    "up to {tokens:,} tokens).":
        "改用 Unsloth 的卸载式梯度检查点和分块损失：检查点放在主机内存（最长可到 {tokens:,} tokens）。",
    "Use {cards} cards like these with ZeRO-3 / FSDP: each holds 1/{cards} of the model states ({min_free_gib:.1f} "
    "GiB to spare per card).":
        "用 {cards} 张同样的卡并采用 ZeRO-3 / FSDP：每张卡只保存 1/{cards} 的模型状态（每张卡还剩 "
        "{min_free_gib:.1f} GiB）。",
    "Train with {strategy}{offload}: it fits ({min_free_gib:.1f} GiB to spare on the tightest card{host}).":
        "改用 {strategy}{offload} 训练：可以装下（最紧张的卡还剩 {min_free_gib:.1f} GiB{host}）。",
    " and {offload} offloaded to host RAM": "，并把 {offload} 卸载到主机内存",
    ", {host_gib:.1f} GiB of host RAM": "，占用主机内存 {host_gib:.1f} GiB",
    # planner/llm/check.py: the host RAM that offloaded training takes
    "Training keeps {need_gib:.1f} GiB in host RAM (offload), but the build lists no memory to check it against.":
        "训练要在主机内存中保存 {need_gib:.1f} GiB（卸载），但配置里没有列出内存，无法核对。",
    "Training keeps {need_gib:.1f} GiB in host RAM (offload), more than the {ram_gib:g} GiB installed.":
        "训练要在主机内存中保存 {need_gib:.1f} GiB（卸载），超过了已安装的 {ram_gib:g} GiB。",
    "Training keeps {need_gib:.1f} GiB in host RAM (offload): more than {share:.0%} of the {ram_gib:g} GiB "
    "installed, leaving little for the system and the data loader.":
        "训练要在主机内存中保存 {need_gib:.1f} GiB（卸载）：超过已安装 {ram_gib:g} GiB 的 {share:.0%}，"
        "留给系统和数据加载的内存不多了。",
    "Training keeps {need_gib:.1f} GiB in host RAM (offload) of the {ram_gib:g} GiB installed.":
        "训练要在主机内存中保存 {need_gib:.1f} GiB（卸载），已安装 {ram_gib:g} GiB。",
}
