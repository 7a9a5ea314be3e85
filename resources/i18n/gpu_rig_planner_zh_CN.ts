<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>AlternativesEditor</name>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="64" />
        <source>{what} cannot be negative (got {text})</source>
        <translation>{what}不能为负数（输入的是 {text}）</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="151" />
        <source>Unknown currency '{text}': use one of {known}</source>
        <translation>未知货币“{text}”：请使用 {known} 之一</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="53" />
        <source>{name} — {gpu}, {pricing}, {amount:g} {currency} per GPU-hour, {date}</source>
        <translation>{name} — {gpu}，{pricing}，每卡时 {amount:g} {currency}，{date}</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="58" />
        <source>{name} — input {input:g}, cached input {cached}, output {output:g} {currency} per million tokens, {date}</source>
        <translation>{name} — 每百万 token：输入 {input:g}，缓存输入 {cached}，输出 {output:g} {currency}，{date}</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="180" />
        <source>Price per GPU-hour</source>
        <translation>每 GPU 小时价格</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="32" />
        <source>On demand</source>
        <translation>按量计费</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="32" />
        <source>Spot</source>
        <translation>竞价实例</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="32" />
        <source>Reserved</source>
        <translation>包月（预留）</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="36" />
        <source>Per second</source>
        <translation>按秒计费</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="36" />
        <source>Per started hour</source>
        <translation>按小时计费（不足一小时按一小时）</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="61" />
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="61" />
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="62" />
        <source>{what} must be {kind}, not '{text}'</source>
        <translation>{what}应为{kind}，而不是“{text}”</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="66" />
        <source>{what} must be between {lo:g} and {hi:g} (got {text})</source>
        <translation>{what}应在 {lo:g} 到 {hi:g} 之间（输入的是 {text}）</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="73" />
        <location filename="../../ui/alternatives_columns.py" line="118" />
        <source>{what} cannot be empty</source>
        <translation>{what}不能为空</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="131" />
        <source>{what} must be one of {choices}, not '{text}'</source>
        <translation>{what}应为 {choices} 之一，而不是“{text}”</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="169" />
        <source>Offer</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="170" />
        <source>Name of the offer</source>
        <translation>方案名称</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="171" />
        <location filename="../../ui/alternatives_columns.py" line="172" />
        <location filename="../../ui/alternatives_columns.py" line="228" />
        <location filename="../../ui/alternatives_columns.py" line="229" />
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="173" />
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="174" />
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="175" />
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="176" />
        <source>Number of GPUs rented (empty: sized to the rig)</source>
        <translation>租用的 GPU 数量（留空：按本机配置）</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="177" />
        <location filename="../../ui/alternatives_columns.py" line="178" />
        <source>Pricing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="179" />
        <source>Price / GPU-h</source>
        <translation>价格/GPU·时</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="181" />
        <location filename="../../ui/alternatives_columns.py" line="182" />
        <location filename="../../ui/alternatives_columns.py" line="238" />
        <location filename="../../ui/alternatives_columns.py" line="239" />
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="183" />
        <source>Committed h/mo</source>
        <translation>承诺时长/月</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="184" />
        <source>Reserved: hours paid every month, used or not</source>
        <translation>包月（预留）：每月固定支付的小时数，用不用都计费</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="185" />
        <source>Redone %</source>
        <translation>重算比例 %</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="186" />
        <source>Spot: share of hours redone after interruptions (%)</source>
        <translation>竞价实例：因中断而重算的时长比例（%）</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="187" />
        <location filename="../../ui/alternatives_columns.py" line="188" />
        <source>Billing</source>
        <translation>计费粒度</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="189" />
        <source>Sessions/mo</source>
        <translation>会话数/月</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="190" />
        <source>Hourly billing: sessions per month (each wastes half an hour on average)</source>
        <translation>按小时计费：每月会话数（每次平均浪费半小时）</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="191" />
        <source>Storage/mo</source>
        <translation>存储/月</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="192" />
        <source>Storage per month</source>
        <translation>每月存储费用</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="193" />
        <source>Egress/mo</source>
        <translation>流量/月</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="194" />
        <source>Data egress per month</source>
        <translation>每月出网流量费用</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="195" />
        <location filename="../../ui/alternatives_columns.py" line="240" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="196" />
        <location filename="../../ui/alternatives_columns.py" line="241" />
        <source>Date the price was read (YYYY-MM-DD)</source>
        <translation>读取价格的日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="197" />
        <location filename="../../ui/alternatives_columns.py" line="242" />
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="198" />
        <location filename="../../ui/alternatives_columns.py" line="243" />
        <source>Source (a public URL)</source>
        <translation>来源（公开网址）</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="226" />
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="227" />
        <source>Name of the API offer</source>
        <translation>API 方案名称</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="230" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="231" />
        <source>Model as the provider names it</source>
        <translation>服务商使用的模型名称</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="232" />
        <source>Input / M</source>
        <translation>输入/百万</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="233" />
        <source>Price per million input tokens</source>
        <translation>每百万输入 token 价格</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="234" />
        <source>Output / M</source>
        <translation>输出/百万</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="235" />
        <source>Price per million output tokens</source>
        <translation>每百万输出 token 价格</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="236" />
        <source>Cached / M</source>
        <translation>缓存/百万</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="237" />
        <source>Price per million cached input tokens (empty: none)</source>
        <translation>每百万缓存输入 token 价格（留空：无）</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="41" />
        <source>Whether it can run the workload is not known: {reason}</source>
        <extracomment>Widest a text column starts (the user can widen it); the other columns fit their header and contents.</extracomment>
        <translation>不知道能否运行该工作负载：{reason}</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="44" />
        <source>Can run the workload: {reason}</source>
        <translation>能运行该工作负载：{reason}</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="45" />
        <source>Cannot run the workload, so it is left out of the comparison: {reason}</source>
        <translation>不能运行该工作负载，因此不参与比较：{reason}</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="103" />
        <location filename="../../ui/alternatives_editor.py" line="181" />
        <source>{count} (sized)</source>
        <translation>{count}（自动）</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="217" />
        <source>Change “{field}” of {name}</source>
        <translation>修改“{name}”的“{field}”</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="263" />
        <source>The cheapest that can run the workload</source>
        <translation>能运行该工作负载的最便宜方案</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="265" />
        <source> (now {name})</source>
        <translation>（目前为 {name}）</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="285" />
        <source>Compare with {name}</source>
        <translation>以 {name} 为参照</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="341" />
        <source>Reference (payback, tornado, compare and quote are against it):</source>
        <translation>参照方案（回本、龙卷风图、对比和报价均以它为准）：</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="344" />
        <source>Cloud GPUs (per GPU-hour)</source>
        <translation>云 GPU（按 GPU 小时计费）</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="345" />
        <source>LLM APIs (per million tokens)</source>
        <translation>大模型 API（按百万 token 计费）</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="348" />
        <source>Add from catalog</source>
        <translation>从目录添加</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="349" />
        <source>Add blank</source>
        <translation>添加空白项</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="350" />
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="368" />
        <source>New cloud offer</source>
        <translation>新的云端方案</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="369" />
        <source>New API</source>
        <translation>新的 API</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="378" />
        <source>Add the alternative {name}</source>
        <translation>添加替代方案“{name}”</translation>
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="389" />
        <source>Remove the alternative {name}</source>
        <translation>删除替代方案“{name}”</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ui/app.py" line="104" />
        <source>Recover unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message>
        <location filename="../../ui/app.py" line="97" />
        <source>The planner did not close normally last time. Restore the unsaved changes to "{name}"?</source>
        <translation>规划器上次没有正常关闭。要恢复“{name}”未保存的修改吗？</translation>
    </message>
    <message>
        <location filename="../../ui/app.py" line="99" />
        <source>Save will write them to {file}.</source>
        <translation>保存时将写入 {file}。</translation>
    </message>
    <message>
        <location filename="../../ui/app.py" line="101" />
        <source>They belong to no project file: Save will ask where to write them.</source>
        <translation>这些修改不属于任何项目文件：保存时会询问保存位置。</translation>
    </message>
    <message>
        <location filename="../../ui/app.py" line="119" />
        <source>Some catalog entries were skipped: {first}</source>
        <translation>部分目录条目被跳过：{first}</translation>
    </message>
</context>
<context>
    <name>CatalogPicker</name>
    <message>
        <location filename="../../ui/catalog_picker.py" line="114" />
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="115" />
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="116" />
        <source>Key specs</source>
        <translation>主要参数</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="117" />
        <source>Typical price</source>
        <translation>参考价格</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="118" />
        <source>Price per GB of VRAM</source>
        <translation>每 GB 显存价格</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="119" />
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="120" />
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="155" />
        <source>{amount} {currency} {condition}</source>
        <translation>{amount} {currency}（{condition}）</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="159" />
        <source>{amount} {currency}/GB {condition}</source>
        <translation>{amount} {currency}/GB（{condition}）</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="177" />
        <source>Does not fit this build: {reasons}</source>
        <translation>与本机不兼容：{reasons}</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="28" />
        <source>Price history of the selected part: catalog and imported prices by date, in the project currency where a rate converts them (dashed: no rate)</source>
        <translation>所选配件的价格走势：目录价格和导入的报价按日期排列，有汇率时换算为项目币种（虚线：无汇率）</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="366" />
        <source>New part...</source>
        <extracomment>Hidden parts named, with their reasons, in the tooltip of the hidden count</extracomment>
        <translation>新配件……</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="367" />
        <source>A part the catalog does not have: enter its facts once, it joins your own catalog</source>
        <translation>目录里没有的配件：录入一次参数，就会加入您自己的配件目录</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="369" />
        <source>Fits this build</source>
        <translation>只看兼容本机的</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="370" />
        <source>Hide parts that do not fit the parts already chosen (socket, memory type, board size, card length, room on the board for the cards' widths, PSU plugs and wattage against the x1.3 rule). Unticked, they are shown in grey with the reason.</source>
        <translation>隐藏与已选配件不兼容的配件（CPU 插槽、内存类型、主板尺寸、显卡长度、主板上能否放下显卡的厚度、电源接口及是否满足 1.3 倍余量的功率）。取消勾选后，它们以灰色显示并注明原因。</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="409" />
        <source>All {n} matches hidden: they do not fit this build</source>
        <translation>{n} 个匹配项全部隐藏：与本机不兼容</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="416" />
        <source>{part}: {reasons}</source>
        <translation>{part}：{reasons}</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="421" />
        <source>and {n} more (untick Fits this build to see them in grey)</source>
        <translation>还有 {n} 个（取消勾选“只看兼容本机的”即可以灰色显示）</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="374" />
        <source>Search parts (name, id, specs)...</source>
        <translation>搜索配件（名称、编号、参数）……</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="378" />
        <source>All kinds</source>
        <translation>全部类别</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="407" />
        <source>{n} hidden</source>
        <translation>已隐藏 {n} 个</translation>
    </message>
    <message>
        <location filename="../../ui/price_history.py" line="47" />
        <source>{condition}, {currency}</source>
        <translation>{condition}，{currency}</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../ui/compare_view.py" line="69" />
        <source>Which way is better</source>
        <translation>怎样算更好</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="104" />
        <source>Price ({currency})</source>
        <translation>价格（{currency}）</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="106" />
        <source>Decode (tokens/s)</source>
        <translation>解码速度（tokens/s）</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="191" />
        <source>(this window)</source>
        <translation>（本窗口）</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="209" />
        <source>Builds to compare</source>
        <translation>要对比的方案</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="210" />
        <source>Projects (*.json)</source>
        <translation>项目文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="235" />
        <source>Add one or more project files, or save this build as a variant and change it, to compare.</source>
        <translation>添加一个或多个项目文件，或把当前配置另存为备选方案再修改，即可对比。</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="249" />
        <source>Compare builds</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="250" />
        <source>Add project files...</source>
        <translation>添加项目文件...</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="251" />
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="252" />
        <source>Export quote with this comparison...</source>
        <translation>导出含此对比的报价单...</translation>
    </message>
</context>
<context>
    <name>ContextCurve</name>
    <message>
        <location filename="../../ui/context_curve.py" line="68" />
        <source>largest that fits</source>
        <translation>可装下的最大值</translation>
    </message>
    <message>
        <location filename="../../ui/context_curve.py" line="69" />
        <source>asked for</source>
        <translation>所需</translation>
    </message>
    <message>
        <location filename="../../ui/context_curve.py" line="84" />
        <source>Memory per card against context</source>
        <translation>每张卡的显存占用随上下文变化</translation>
    </message>
    <message>
        <location filename="../../ui/context_curve.py" line="85" />
        <source>GiB used</source>
        <translation>已用 GiB</translation>
    </message>
    <message>
        <location filename="../../ui/context_curve.py" line="86" />
        <source>Context (tokens)</source>
        <translation>上下文（tokens）</translation>
    </message>
</context>
<context>
    <name>ContextSlider</name>
    <message>
        <location filename="../../ui/context_slider.py" line="120" />
        <source>Context</source>
        <extracomment>The top of the slider when the model's window is unknown. The workload's own bound on the context (planner.model.project.Workload).</extracomment>
        <translation>上下文</translation>
    </message>
    <message>
        <location filename="../../ui/context_slider.py" line="121" />
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <location filename="../../ui/context_slider.py" line="122" />
        <source>Drag to see the memory of each card at another context; the red mark is the model's own context window.</source>
        <translation>拖动可查看其他上下文长度下每张卡的显存；红色标记是模型自身的上下文窗口。</translation>
    </message>
    <message>
        <location filename="../../ui/context_slider.py" line="154" />
        <source>Choose a model to compare the context with its own window.</source>
        <translation>选择模型后可将上下文与模型自身的窗口比较。</translation>
    </message>
    <message>
        <location filename="../../ui/context_slider.py" line="157" />
        <source>{tokens} tokens: {model}'s own context window is unknown.</source>
        <translation>{tokens} tokens：{model} 自身的上下文窗口未知。</translation>
    </message>
    <message>
        <location filename="../../ui/context_slider.py" line="161" />
        <source>{tokens} tokens: within {model}'s own {window}-token window.</source>
        <translation>{tokens} tokens：在 {model} 自身 {window} tokens 的上下文窗口之内。</translation>
    </message>
    <message>
        <location filename="../../ui/context_slider.py" line="165" />
        <source>{tokens} tokens: beyond {model}'s own {window}-token window.</source>
        <translation>{tokens} tokens：超出 {model} 自身 {window} tokens 的上下文窗口。</translation>
    </message>
    <message>
        <location filename="../../ui/context_slider.py" line="201" />
        <source>Set context to {tokens} tokens</source>
        <translation>将上下文设为 {tokens} tokens</translation>
    </message>
</context>
<context>
    <name>CostsEditor</name>
    <message>
        <location filename="../../ui/editors.py" line="566" />
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="567" />
        <source>Hardware cost (empty: parts total)</source>
        <translation>硬件成本（留空：配件合计）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="568" />
        <source>Amortization (years)</source>
        <translation>折旧年限（年）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="569" />
        <source>Resale value at the end (%)</source>
        <translation>期末残值（%）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="570" />
        <source>Wall power at load (W, empty: power check)</source>
        <translation>满载墙插功率（W，留空：用电源检查结果）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="571" />
        <source>Load hours per day</source>
        <translation>每天满载小时数</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="572" />
        <source>or utilization (%)</source>
        <translation>或利用率（%）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="573" />
        <source>Electricity price (per kWh)</source>
        <translation>电价（每千瓦时）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="574" />
        <source>Cooling overhead (%)</source>
        <translation>散热额外耗电（%）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="575" />
        <source>Your hourly rate</source>
        <translation>你的时薪</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="576" />
        <source>Build and debug hours (one-off)</source>
        <translation>装机调试工时（一次性）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="577" />
        <source>Maintenance hours per month</source>
        <translation>每月维护工时</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="578" />
        <source>Repair fund (% of hardware)</source>
        <translation>维修准备金（硬件的 %）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="579" />
        <source>Flag prices older than (days)</source>
        <translation>报价超过多少天视为过期</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="580" />
        <source>Risk from the cards' condition</source>
        <translation>按显卡成色计算风险</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="581" />
        <source>Count each card's expected failures in the risk: a failed used, ex-mining or modded card costs a spare, a new card in warranty costs your time.</source>
        <translation>把每张显卡的期望故障计入风险：二手卡、矿卡或魔改卡坏了要买一张备用卡，保修期内的新卡只花费您的时间。</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="584" />
        <source>New card failures a year (%)</source>
        <translation>新卡每年故障率（%）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="585" />
        <source>Used card failures a year (%)</source>
        <translation>二手卡每年故障率（%）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="586" />
        <source>Ex-mining or modded card failures a year (%)</source>
        <translation>矿卡或魔改卡每年故障率（%）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="587" />
        <source>Hours to replace a failed card</source>
        <translation>更换一张故障卡所需小时数</translation>
    </message>
</context>
<context>
    <name>CustomPart</name>
    <message>
        <location filename="../../ui/custom_part_slots.py" line="47" />
        <source>Slot</source>
        <extracomment>The slot fields a row holds, in column order, and how each is typed.</extracomment>
        <translation>插槽</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_slots.py" line="47" />
        <source>PCIe gen</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_slots.py" line="48" />
        <source>Physical lanes</source>
        <translation>物理通道</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_slots.py" line="49" />
        <source>Electrical lanes</source>
        <translation>电气通道</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_slots.py" line="50" />
        <source>Lanes from (cpu/chipset)</source>
        <translation>通道来自（cpu/chipset）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_slots.py" line="51" />
        <source>Add slot</source>
        <translation>添加插槽</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_slots.py" line="52" />
        <source>Remove slot</source>
        <translation>删除插槽</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="77" />
        <source>New part for my catalog</source>
        <translation>新建配件（加入我的配件库）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="84" />
        <source>Where the facts come from: the maker's page or a review (URL); optional</source>
        <translation>参数来源：厂商页面或评测（网址）；可不填</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="86" />
        <source>optional</source>
        <translation>可不填</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="105" />
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="105" />
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="105" />
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="106" />
        <source>Maker</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="106" />
        <source>Price you paid or were quoted</source>
        <translation>成交价或报价</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="107" />
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="107" />
        <source>Condition</source>
        <translation>成色</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="108" />
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="108" />
        <source>Price date (YYYY-MM-DD)</source>
        <translation>价格日期（年-月-日）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="46" />
        <location filename="../../ui/custom_part_fields.py" line="65" />
        <source>Chip maker</source>
        <translation>芯片厂商</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="47" />
        <source>Memory (GiB)</source>
        <translation>显存（GiB）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="48" />
        <location filename="../../ui/custom_part_fields.py" line="71" />
        <location filename="../../ui/custom_part_fields.py" line="79" />
        <location filename="../../ui/custom_part_fields.py" line="104" />
        <source>Memory type</source>
        <translation>内存类型</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="49" />
        <source>Memory bandwidth (GB/s)</source>
        <translation>显存带宽（GB/s）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="50" />
        <source>Board power (W)</source>
        <translation>整卡功耗（W）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="51" />
        <location filename="../../ui/custom_part_fields.py" line="69" />
        <location filename="../../ui/custom_part_fields.py" line="112" />
        <source>PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="53" />
        <source>Slots it takes</source>
        <translation>占用槽位</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="54" />
        <source>Length (mm)</source>
        <translation>长度（mm）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="55" />
        <source>Cooler</source>
        <translation>散热方式</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="55" />
        <source>open air (fans blow into the case)</source>
        <translation>开放式（风扇向机箱内吹）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="56" />
        <source>blower (air out of the back)</source>
        <translation>涡轮（从挡板向后排风）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="57" />
        <source>flow-through</source>
        <translation>穿透式</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="57" />
        <source>passive (server airflow)</source>
        <translation>被动散热（靠服务器风道）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="58" />
        <source>Compute API</source>
        <translation>计算接口</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="59" />
        <location filename="../../ui/custom_part_fields.py" line="90" />
        <source>PCIe 8-pin plugs</source>
        <translation>PCIe 8-pin 接口数</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="60" />
        <location filename="../../ui/custom_part_fields.py" line="90" />
        <source>12V-2x6 plugs</source>
        <translation>12V-2x6 接口数</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="65" />
        <location filename="../../ui/custom_part_fields.py" line="76" />
        <source>Socket</source>
        <translation>CPU 插座</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="66" />
        <source>Cores</source>
        <translation>核心数</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="66" />
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="67" />
        <source>Base power (W)</source>
        <translation>基础功耗（W）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="68" />
        <source>Sustained power limit (W)</source>
        <translation>持续功耗上限（W）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="52" />
        <location filename="../../ui/custom_part_fields.py" line="70" />
        <location filename="../../ui/custom_part_fields.py" line="113" />
        <source>PCIe lanes</source>
        <translation>PCIe 通道数</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="41" />
        <source>not given</source>
        <extracomment>The kinds in the dialog's list: a GPU first (the usual reason to come here), then the parts list's order. 80 PLUS minimum efficiency at 20 / 50 / 100 % load, 115 V internal non-redundant (CLEAResult 80 PLUS program requirements, https://www.clearesult.com/80plus/program-details): the curve a PSU without its own test gets. Where a problem at an entry path is shown when that is not the top-level field of the same name.</extracomment>
        <translation>未填写</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="70" />
        <source>Lanes for slots and M.2</source>
        <translation>可用于插槽和 M.2 的通道</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="72" />
        <source>Memory channels</source>
        <translation>内存通道数</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="76" />
        <source>Chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="77" />
        <location filename="../../ui/custom_part_fields.py" line="89" />
        <location filename="../../ui/custom_part_fields.py" line="109" />
        <source>Form factor</source>
        <translation>板型</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="79" />
        <source>Memory slots</source>
        <translation>内存插槽数</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="80" />
        <source>Chipset link to the CPU</source>
        <translation>芯片组到 CPU 的上行链路</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="81" />
        <source>Chipset link generation</source>
        <translation>上行链路代数</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="82" />
        <source>Chipset link lanes</source>
        <translation>上行链路通道数</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="105" />
        <source>Modules in the kit</source>
        <translation>套装条数</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="105" />
        <source>GiB per module</source>
        <translation>单条容量（GiB）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="106" />
        <source>Speed (MT/s)</source>
        <translation>频率（MT/s）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="87" />
        <source>Rated power (W)</source>
        <translation>额定功率（W）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="87" />
        <source>ATX version</source>
        <translation>ATX 版本</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="88" />
        <source>80 PLUS rating</source>
        <translation>80 PLUS 认证</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="91" />
        <source>EPS 8-pin plugs</source>
        <translation>EPS 8-pin 接口数</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="107" />
        <source>ECC</source>
        <translation>ECC 纠错</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="107" />
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="107" />
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="108" />
        <source>Interface</source>
        <translation>接口</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="111" />
        <source>Capacity (GB)</source>
        <translation>容量（GB）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="114" />
        <location filename="../../ui/custom_part_fields.py" line="129" />
        <source>Power (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="115" />
        <source>Cooler type</source>
        <translation>散热器类型</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="115" />
        <source>air cooler</source>
        <translation>风冷</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="116" />
        <source>all-in-one liquid</source>
        <translation>一体式水冷</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="117" />
        <source>custom loop</source>
        <translation>分体式水冷</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="118" />
        <source>Height (mm)</source>
        <translation>高度（mm）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="118" />
        <source>Radiator (mm)</source>
        <translation>冷排尺寸（mm）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="119" />
        <source>Sockets (comma between them)</source>
        <translation>支持的 CPU 插座（用逗号分隔）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="120" />
        <source>Fans and pump (W)</source>
        <translation>风扇和水泵功耗（W）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="121" />
        <source>Largest board it takes</source>
        <translation>支持的最大板型</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="122" />
        <source>Expansion slots</source>
        <translation>扩展槽位</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="123" />
        <source>Longest card (mm)</source>
        <translation>显卡限长（mm）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="124" />
        <source>Tallest CPU cooler (mm)</source>
        <translation>CPU 散热器限高（mm）</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="125" />
        <source>Open frame</source>
        <translation>开放式机架</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="126" />
        <source>no: the cards sit in the board's slots</source>
        <translation>否：显卡插在主板插槽上</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="127" />
        <source>yes: the cards stand on a rail, each on a riser</source>
        <translation>是：显卡立在支架上，各经一根延长线连接</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="128" />
        <source>Cards the frame holds</source>
        <translation>机架可放显卡数</translation>
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="129" />
        <source>What it is</source>
        <translation>用途</translation>
    </message>
</context>
<context>
    <name>Editors</name>
    <message>
        <location filename="../../ui/editors.py" line="51" />
        <source>a whole number</source>
        <extracomment>The fine-tuning recipe's combo boxes: workload field, its choices and the words shown for each.</extracomment>
        <translation>整数</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="51" />
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="52" />
        <source>{what} must be {kind}, not '{text}'</source>
        <translation>{what} 应为{kind}，而不是“{text}”</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="66" />
        <source>{what} must be names from {known}, not '{text}'</source>
        <translation>{what} 应为以下名称：{known}，而不是“{text}”</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="117" />
        <location filename="../../ui/editors.py" line="513" />
        <source>Change {field}</source>
        <translation>修改{field}</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="297" />
        <location filename="../../ui/editors.py" line="390" />
        <source>Change {field} to {value}</source>
        <translation>把{field}改为 {value}</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="399" />
        <source>Choose model</source>
        <translation>选择模型</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="419" />
        <source>Use config.json</source>
        <translation>使用 config.json</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="540" />
        <source>{what} cannot be empty</source>
        <translation>{what} 不能为空</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="616" />
        <source>Change currency</source>
        <translation>修改货币</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../../ui/app.py" line="60" />
        <source>Unexpected error</source>
        <translation>意外错误</translation>
    </message>
    <message>
        <location filename="../../ui/app.py" line="61" />
        <source>The planner hit a bug. Your project file on disk is unchanged and an autosaved copy is kept.
Details were written to the log: {path}</source>
        <translation>规划器遇到了程序错误。磁盘上的项目文件没有改动，并保留了一份自动保存的副本。
详细信息已写入日志：{path}</translation>
    </message>
</context>
<context>
    <name>FindBuild</name>
    <message>
        <location filename="../../ui/find_build.py" line="64" />
        <source>Build</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="65" />
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="66" />
        <source>Decode (tokens/s)</source>
        <translation>解码（tokens/s）</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="67" />
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="68" />
        <source>Wall (W)</source>
        <translation>墙插（W）</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="69" />
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="94" />
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="104" />
        <source>{count} machines: {cards}</source>
        <translation>{count} 台机器：{cards}</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="180" />
        <source>Find a build</source>
        <translation>帮我选配置</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="182" />
        <source>Budget for the parts</source>
        <translation>配件预算</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="183" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="184" />
        <source>Weight format</source>
        <translation>权重格式</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="185" />
        <source>Context (tokens)</source>
        <translation>上下文（tokens）</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="186" />
        <source>At least (tokens/s, one sequence)</source>
        <translation>至少（tokens/s，单序列）</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="187" />
        <source>Most watts at the wall (0: no limit)</source>
        <translation>墙插功耗上限（瓦，0 为不限）</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="188" />
        <source>Form</source>
        <translation>形态</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="189" />
        <source>Used cards allowed</source>
        <translation>允许二手卡</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="190" />
        <source>Keep the cards of this machine (owned)</source>
        <translation>保留本机已有的显卡（自有）</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="191" />
        <source>A MoE model may keep experts in system RAM</source>
        <translation>混合专家模型可把部分专家放在系统内存</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="196" />
        <source>Tower case</source>
        <translation>塔式机箱</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="197" />
        <source>Open frame, cards on risers</source>
        <translation>开放式机架，显卡走延长线</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="198" />
        <source>19-inch rack chassis</source>
        <translation>19 英寸机架式机箱</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="199" />
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="200" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="201" />
        <source>Use this build</source>
        <translation>采用这个配置</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="228" />
        <source>Best that fits</source>
        <translation>装得下的最好格式</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="275" />
        <source>Searching...</source>
        <translation>正在查找……</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="284" />
        <source>Search cancelled.</source>
        <translation>已取消查找。</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="304" />
        <source>{builds} builds from {searched} card mixes in {seconds} s.</source>
        <translation>在 {seconds} 秒内从 {searched} 种显卡组合中找到 {builds} 个配置。</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="308" />
        <source>{left} mixes were left when the search stopped at its limits; none of them can be built cheaper than the first build.</source>
        <translation>搜索在上限处停止时还剩 {left} 种组合未搜索；它们都不可能配出比第一个配置更便宜的整机。</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="311" />
        <source>{left} mixes were left when the search stopped at its limits; some of them could be built cheaper than the first build.</source>
        <translation>搜索在上限处停止时还剩 {left} 种组合未搜索；其中有些可能配出比第一个配置更便宜的整机。</translation>
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="343" />
        <source>Use build {name}</source>
        <translation>采用配置 {name}</translation>
    </message>
</context>
<context>
    <name>GuideMenu</name>
    <message>
        <location filename="../../ui/guide_menu.py" line="43" />
        <source>Plan a rig</source>
        <extracomment>(page file, its title in the menu) in the order of the README's list.</extracomment>
        <translation>规划装机</translation>
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="44" />
        <source>Model fit and speed</source>
        <translation>模型装载与速度</translation>
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="45" />
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="46" />
        <source>The Excel quote</source>
        <translation>Excel 报价单</translation>
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="47" />
        <source>Command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="48" />
        <source>Catalog and prices</source>
        <translation>配件目录与价格</translation>
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="49" />
        <source>Verify the built rig</source>
        <translation>核对装好的机器</translation>
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="50" />
        <source>Files and limits</source>
        <translation>文件与限制</translation>
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="51" />
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="52" />
        <source>MoE expert offload</source>
        <translation>MoE 专家卸载</translation>
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="53" />
        <source>Find a build</source>
        <translation>帮我选配置</translation>
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="54" />
        <source>Install without Python</source>
        <translation>无需 Python 的安装</translation>
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="55" />
        <source>Developers</source>
        <translation>开发者</translation>
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="56" />
        <source>Benchmarks</source>
        <translation>性能测试</translation>
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="80" />
        <source>&amp;User guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
</context>
<context>
    <name>MachinesBar</name>
    <message>
        <location filename="../../ui/machines_bar.py" line="47" />
        <source>+ Add machine</source>
        <translation>+ 添加主机</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="48" />
        <source>Add a machine to this project (a small cluster); the summary and the quote count every machine.</source>
        <translation>给这个方案添加一台主机（组成小集群）；摘要和报价单会统计每一台主机。</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="68" />
        <source>Double-click to rename; right-click to remove</source>
        <translation>双击重命名；右键删除</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="88" />
        <source>Add machine {name}</source>
        <translation>添加主机 {name}</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="95" />
        <source>Rename machine</source>
        <translation>重命名主机</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="96" />
        <source>Name of the machine:</source>
        <translation>主机名称：</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="105" />
        <source>Rename machine {old} to {new}</source>
        <translation>将主机 {old} 重命名为 {new}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/machines_bar.py" line="117" />
        <source>Remove {name} and the %n part(s) on it? Undo brings them back.</source>
        <translation>
            <numerusform>删除 {name} 及其上的 %n 个配件？撤销可以恢复。</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/machines_bar.py" line="123" />
        <source>Remove machine {name} and its %n part(s)</source>
        <translation>
            <numerusform>删除主机 {name} 及其 %n 个配件</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="118" />
        <location filename="../../ui/machines_bar.py" line="135" />
        <source>Remove machine</source>
        <translation>删除主机</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="125" />
        <source>Remove machine {name}</source>
        <translation>删除主机 {name}</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="134" />
        <source>Rename...</source>
        <translation>重命名……</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="137" />
        <source>Network link...</source>
        <translation>网络连接...</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="138" />
        <source>Link runs RDMA</source>
        <translation>连接使用 RDMA</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="149" />
        <source>Network link</source>
        <translation>网络连接</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="150" />
        <source>Link of {name} to the other machines (Gbit/s):</source>
        <translation>{name} 与其他机器之间的连接（Gbit/s）：</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="157" />
        <source>Set the network link of {name} to {gbit:g} Gbit/s</source>
        <translation>把 {name} 的网络连接设为 {gbit:g} Gbit/s</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="164" />
        <source>Run the link of {name} over RDMA</source>
        <translation>{name} 的连接改用 RDMA</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="165" />
        <source>Run the link of {name} over TCP</source>
        <translation>{name} 的连接改用 TCP</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/machines_bar.py" line="171" />
        <location filename="../../ui/machines_bar.py" line="190" />
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 张显卡</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="174" />
        <source>not available (exchange rate missing)</source>
        <translation>无法计算（缺少汇率）</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="176" />
        <source>not known (no power supply yet)</source>
        <translation>未知（还没有电源）</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="177" />
        <source>{gpus}, parts {total}, {wall} at the wall; verdict: {verdict}</source>
        <translation>{gpus}，配件 {total}，墙插功耗 {wall}；结论：{verdict}</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="187" />
        <source>{machines} machines with {gpus} in all; showing {name}: {figures}</source>
        <translation>共 {machines} 台主机、{gpus}；当前显示 {name}：{figures}</translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="201" />
        <source>(add a machine first)</source>
        <translation>（请先添加主机）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/machines_bar.py" line="208" />
        <source>Move %n part(s) to {machine}</source>
        <translation>
            <numerusform>将 %n 个配件移到 {machine}</numerusform></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="407" />
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="407" />
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="407" />
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="407" />
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="408" />
        <source>&amp;Export quote...</source>
        <translation>导出报价单(&amp;E)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="409" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="409" />
        <source>&amp;Add part...</source>
        <translation>添加配件(&amp;A)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="409" />
        <source>&amp;Verify built rig...</source>
        <translation>验证装好的机器(&amp;V)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="410" />
        <source>Add &amp;custom part...</source>
        <translation>添加自定义配件(&amp;C)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="411" />
        <source>&amp;Import prices...</source>
        <translation>导入价格(&amp;I)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="412" />
        <source>New from this mac&amp;hine</source>
        <translation>从本机新建(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="413" />
        <source>Import parts &amp;list...</source>
        <translation>导入配件清单(&amp;L)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="414" />
        <source>&amp;New part for my catalog...</source>
        <translation>新建配件到我的配件库(&amp;N)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="415" />
        <source>Remove part from m&amp;y catalog...</source>
        <translation>从我的配件库删除配件(&amp;Y)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="416" />
        <source>Copy as &amp;Markdown</source>
        <translation>复制为 Markdown(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="417" />
        <source>Copy as &amp;BBCode</source>
        <translation>复制为 BBCode(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="418" />
        <source>&amp;Compare builds...</source>
        <translation>方案对比(&amp;C)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="419" />
        <source>&amp;Find a build...</source>
        <translation>帮我选配置(&amp;F)...</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="420" />
        <source>&amp;Remove part</source>
        <translation>移除配件(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="420" />
        <source>&amp;Copy parts</source>
        <translation>复制配件(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="420" />
        <source>&amp;Paste parts</source>
        <translation>粘贴配件(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="421" />
        <source>Move &amp;up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="421" />
        <source>Move &amp;down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="421" />
        <source>Run &amp;Monte Carlo</source>
        <translation>运行蒙特卡洛模拟(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="421" />
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="426" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="427" />
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="428" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="429" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="430" />
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="431" />
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="433" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="435" />
        <source>Catalog</source>
        <translation>配件目录</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="436" />
        <source>Power</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="436" />
        <source>PCIe slots</source>
        <translation>PCIe 插槽</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="436" />
        <source>Model fit</source>
        <translation>模型装载</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="436" />
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="436" />
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="437" />
        <source>Cost inputs</source>
        <translation>成本参数</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="438" />
        <source>Alternatives</source>
        <translation>替代方案</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="439" />
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="441" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="456" />
        <source>Move to &amp;machine</source>
        <translation>移到其他主机(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="487" />
        <source>not available (exchange rate missing)</source>
        <translation>无法计算（缺少汇率）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="493" />
        <source>{w:,.0f} W sustained, x1.3 rule {r:,.0f} W</source>
        <translation>持续 {w:,.0f} W，×1.3 规则 {r:,.0f} W</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="496" />
        <source>model fits</source>
        <translation>模型可装下</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="497" />
        <source>model does not fit</source>
        <translation>模型装不下</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="499" />
        <source>{c:,.0f} {cur}/month to own</source>
        <translation>自有每月 {c:,.0f} {cur}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="504" />
        <source>{name} (build {build}, {count} in all)</source>
        <translation>{name}（配置 {build}，共 {count} 个）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="506" />
        <source>{name} ({count} builds)</source>
        <translation>{name}（共 {count} 个配置）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="508" />
        <source>{name} - parts {total} - {fail} fail, {warn} warn, {info} info</source>
        <translation>{name} - 配件 {total} - {fail} 项失败，{warn} 项警告，{info} 项提示</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="511" />
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../ui/frame.py" line="27" />
        <location filename="../../ui/main_window.py" line="555" />
        <source>GPU Rig Planner</source>
        <extracomment>Fill the window after this long even if no paint came (a window started minimised is never painted).</extracomment>
        <translation>GPU 装机规划器</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="588" />
        <location filename="../../ui/main_window.py" line="644" />
        <source>Add {part}</source>
        <translation>添加 {part}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="604" />
        <location filename="../../ui/main_window.py" line="608" />
        <source>Cannot save the part</source>
        <translation>无法保存配件</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="629" />
        <source>Add custom part</source>
        <translation>添加自定义配件</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="630" />
        <source>Name of the part:</source>
        <translation>配件名称：</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="640" />
        <source>entered by the user</source>
        <translation>用户填写</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window.py" line="653" />
        <source>Remove %n part(s)</source>
        <translation>
            <numerusform>移除 %n 个配件</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window.py" line="667" />
        <source>Move %n part(s)</source>
        <translation>
            <numerusform>移动 %n 个配件</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="690" />
        <source>The clipboard holds no parts.</source>
        <translation>剪贴板里没有配件。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window.py" line="696" />
        <source>Paste %n part(s)</source>
        <translation>
            <numerusform>粘贴 %n 个配件</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/app.py" line="116" />
        <location filename="../../ui/main_window.py" line="711" />
        <source>New rig</source>
        <translation>新装机方案</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="732" />
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="733" />
        <location filename="../../ui/main_window.py" line="755" />
        <source>Projects (*.json)</source>
        <translation>项目文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="741" />
        <source>Cannot open project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="754" />
        <source>Save project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="767" />
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="770" />
        <source>Saved {file}</source>
        <translation>已保存 {file}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="778" />
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="779" />
        <source>Save the changes to {name}?</source>
        <translation>保存对 {name} 的修改吗？</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="855" />
        <source>The job failed</source>
        <translation>任务失败</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="858" />
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="870" />
        <source>The cost of ownership needs its inputs first (Cost inputs tab).</source>
        <translation>请先填写拥有成本的参数（“成本参数”页）。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="879" />
        <source>The project changed while the Monte Carlo ran; run it again.</source>
        <translation>蒙特卡洛模拟运行期间项目已更改；请重新运行。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="885" />
        <source>Monte Carlo: P10 {p10:,.0f} / P50 {p50:,.0f} / P90 {p90:,.0f}</source>
        <translation>蒙特卡洛：P10 {p10:,.0f} / P50 {p50:,.0f} / P90 {p90:,.0f}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="889" />
        <source>Running the Monte Carlo...</source>
        <translation>正在运行蒙特卡洛模拟……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="917" />
        <source>Export quote</source>
        <translation>导出报价单</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="944" />
        <source>Quote written to {file}</source>
        <translation>报价单已写入 {file}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="945" />
        <source>Writing the quote...</source>
        <translation>正在写入报价单……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="963" />
        <source>About GPU Rig Planner</source>
        <translation>关于 GPU 装机规划器</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="964" />
        <source>GPU Rig Planner {v}
Plan a multi-GPU machine for local LLM work before you buy it.</source>
        <translation>GPU 装机规划器 {v}
在购买之前，为本地大模型工作规划多显卡主机。</translation>
    </message>
</context>
<context>
    <name>MyParts</name>
    <message>
        <location filename="../../ui/my_parts.py" line="31" />
        <source>Remove part from my catalog</source>
        <translation>从我的配件库删除配件</translation>
    </message>
    <message>
        <location filename="../../ui/my_parts.py" line="34" />
        <source>Your catalog has no parts of your own yet: New part... adds one.</source>
        <translation>您的配件库里还没有自己录入的配件：用“新配件……”添加。</translation>
    </message>
    <message>
        <location filename="../../ui/my_parts.py" line="38" />
        <source>Part to remove:</source>
        <translation>要删除的配件：</translation>
    </message>
    <message>
        <location filename="../../ui/my_parts.py" line="45" />
        <source>Remove {name} from your catalog?</source>
        <translation>要从您的配件库删除 {name} 吗？</translation>
    </message>
    <message>
        <location filename="../../ui/my_parts.py" line="47" />
        <source>Lines of this project that use it: {n}. They will show as an unknown part until it is entered again.</source>
        <translation>本方案中有 {n} 行用到它。重新录入之前，这些行会显示为未知配件。</translation>
    </message>
</context>
<context>
    <name>NotesEditor</name>
    <message>
        <location filename="../../ui/notes_editor.py" line="50" />
        <source>Edit notes</source>
        <translation>编辑备注</translation>
    </message>
    <message>
        <location filename="../../ui/notes_editor.py" line="58" />
        <source>Notes on this plan: what it assumes and where its figures come from. They travel with the project file and are printed by the check command.</source>
        <translation>这份方案的备注：它的假设和数据来源。备注随项目文件保存，命令行的检查命令也会打印出来。</translation>
    </message>
</context>
<context>
    <name>PartsContextMenu</name>
    <message>
        <location filename="../../ui/parts_menu.py" line="30" />
        <source>Move to machine</source>
        <translation>移到主机</translation>
    </message>
</context>
<context>
    <name>PartsModel</name>
    <message>
        <location filename="../../ui/catalog_picker.py" line="211" />
        <location filename="../../ui/custom_part.py" line="82" />
        <location filename="../../ui/main_window.py" line="442" />
        <location filename="../../ui/parts_model.py" line="54" />
        <location filename="../../ui/price_history.py" line="40" />
        <source>new</source>
        <extracomment>The least time the date axis spans: one year, so a part with prices of one day still shows dates.</extracomment>
        <translation>全新</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="212" />
        <location filename="../../ui/custom_part.py" line="83" />
        <location filename="../../ui/main_window.py" line="443" />
        <location filename="../../ui/parts_model.py" line="55" />
        <location filename="../../ui/price_history.py" line="41" />
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="35" />
        <source>Category</source>
        <extracomment>The roles data() answers (besides ItemIdRole). The roles that decide what a cell looks like (a row is painted again when one of them changes).</extracomment>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="36" />
        <source>Part</source>
        <translation>配件</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="37" />
        <source>Key specs</source>
        <translation>主要参数</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="38" />
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="39" />
        <source>Condition</source>
        <translation>成色</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="40" />
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="41" />
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="42" />
        <source>Line total</source>
        <translation>小计</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="43" />
        <source>Slot</source>
        <translation>插槽</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="44" />
        <source>PSU</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="45" />
        <source>Source / notes</source>
        <translation>来源 / 备注</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="50" />
        <source>not placed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="236" />
        <source>Catalog id {id} is not in the catalog</source>
        <translation>目录中没有编号 {id}</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="267" />
        <location filename="../../ui/parts_model.py" line="366" />
        <location filename="../../ui/parts_tools.py" line="103" />
        <source>main PSU</source>
        <extracomment>The label of a group heading in the slot dropdown (a heading is shown greyed and cannot be chosen)</extracomment>
        <translation>主电源</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="285" />
        <source>Quantity must be a whole number, not '{v}'</source>
        <translation>数量应为整数，而不是“{v}”</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="303" />
        <source>Price must be a number, not '{v}'</source>
        <translation>价格应为数字，而不是“{v}”</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="308" />
        <source>Type this part's price first: the currency belongs to a price you enter (the line is counted at the catalog's price).</source>
        <translation>请先输入这个配件的价格：币种属于您输入的价格（这一行目前按目录价格计算）。</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="318" />
        <source>A part needs a name</source>
        <translation>配件需要一个名称</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="389" />
        <source>{slot} (port {port} of {extender})</source>
        <translation>{slot}（{extender} 的第 {port} 个接口）</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="391" />
        <source>(riser)</source>
        <translation>（延长线）</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="397" />
        <source>Choose the slot from the list of the board's slots</source>
        <translation>请从主板的插槽列表中选择插槽</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="444" />
        <location filename="../../ui/parts_model.py" line="56" />
        <source>used, ex-mining</source>
        <translation>二手（矿卡）</translation>
    </message>
</context>
<context>
    <name>PartsTableModel</name>
    <message numerus="yes">
        <location filename="../../ui/parts_model.py" line="447" />
        <source>Move %n part(s)</source>
        <translation>
            <numerusform>移动 %n 个配件</numerusform></translation>
    </message>
</context>
<context>
    <name>PartsTools</name>
    <message>
        <location filename="../../ui/parts_tools.py" line="34" />
        <source>CPU</source>
        <extracomment>(slot name, through a riser, extender unit, port) of one unit; None = not placed</extracomment>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="35" />
        <source>chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="36" />
        <source>switch</source>
        <translation>PCIe 交换芯片</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="38" />
        <source>{name}: SATA</source>
        <translation>{name}：SATA</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="40" />
        <source>{name}: M.2, PCIe {gen}.0 x{lanes} ({source})</source>
        <translation>{name}：M.2，PCIe {gen}.0 x{lanes}（{source}）</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="43" />
        <source>{name} on port {port} of {extender}: PCIe {gen}.0 x{lanes} ({source})</source>
        <translation>{name} 经 {extender} 的第 {port} 个接口：PCIe {gen}.0 x{lanes}（{source}）</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="48" />
        <source>{name} through a riser: PCIe {gen}.0 x{lanes} ({source})</source>
        <translation>{name} 经延长线：PCIe {gen}.0 x{lanes}（{source}）</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="52" />
        <source>{name}: PCIe {gen}.0 x{lanes} ({source})</source>
        <translation>{name}：PCIe {gen}.0 x{lanes}（{source}）</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="56" />
        <source>{slot} - holds {part}</source>
        <translation>{slot} - 已装 {part}</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="151" />
        <source>{name} (not on this board)</source>
        <translation>{name}（本主板没有此插槽）</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="157" />
        <source>on {extender}</source>
        <translation>接在 {extender} 上</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="159" />
        <source>through a riser not in the parts list</source>
        <translation>经配件清单之外的延长线</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="207" />
        <source>Total: not available in {currency} (an exchange rate is missing); per currency {amounts}</source>
        <translation>合计：无法换算为 {currency}（缺少汇率）；按币种 {amounts}</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="211" />
        <source>Total: {total} ({amounts}; converted at {rates})</source>
        <translation>合计：{total}（{amounts}；按汇率 {rates} 换算）</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="215" />
        <source>Total: {total}</source>
        <translation>合计：{total}</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="220" />
        <source>not available</source>
        <translation>无法计算</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="221" />
        <source>{total}, all machines; {machine} alone {own}</source>
        <translation>{total}，全部主机；其中 {machine} {own}</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="225" />
        <source>Parts not priced (not in the total): {parts}</source>
        <translation>未定价的配件（未计入合计）：{parts}</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="245" />
        <source>&amp;Place cards</source>
        <translation>摆放显卡(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="255" />
        <source>Add a motherboard first: the cards are placed in its slots.</source>
        <translation>请先添加主板：显卡要装在主板的插槽上。</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="258" />
        <source>Add a GPU first.</source>
        <translation>请先添加显卡。</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="262" />
        <source>Put every GPU in the slots the lane check proposes (one undo step).</source>
        <translation>把每张显卡放进通道检查建议的插槽（可一步撤销）。</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="284" />
        <source>No placement puts every card in a slot of {board} without one covering another.</source>
        <translation>在 {board} 上找不到能让每张卡都有插槽且互不遮挡的摆放方式。</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="298" />
        <source>The cards already sit in the slots the lane check proposes.</source>
        <translation>显卡已经在通道检查建议的插槽里了。</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="302" />
        <source>Place the cards in the proposed slots</source>
        <translation>把显卡放进建议的插槽</translation>
    </message>
</context>
<context>
    <name>PowerBar</name>
    <message>
        <location filename="../../ui/panels_hw.py" line="90" />
        <source>Add parts to see the power budget.</source>
        <extracomment>Colour of a circuit's status (CircuitLoad.status). Colour of a card by its link class (PcieDevice.link_class): green from the CPU at x8 or more, orange narrower or sharing an uplink, red no link.</extracomment>
        <translation>添加配件后可查看功率预算。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="110" />
        <source>Sustained load {w:,.0f} W (DC) - wall {wall:,.0f} W</source>
        <translation>持续负载 {w:,.0f} W（直流）- 墙插 {wall:,.0f} W</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="113" />
        <source>Sustained load {w:,.0f} W (DC) - wall: add a PSU to see it</source>
        <translation>持续负载 {w:,.0f} W（直流）- 墙插功耗：添加电源后显示</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="136" />
        <source>PSU {w:,.0f} W</source>
        <translation>电源 {w:,.0f} W</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="138" />
        <source>x1.3 rule {w:,.0f} W</source>
        <translation>×1.3 规则 {w:,.0f} W</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="140" />
        <source>worst spike {w:,.0f} W</source>
        <translation>最大瞬时尖峰 {w:,.0f} W</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="174" />
        <source>{ref} {name} (ATX {atx}): {load:.0%} load, {eff:.1%} efficient; worst window {win}: {spike:,.0f} of {tol:,.0f} W</source>
        <translation>{ref} {name}（ATX {atx}）：负载 {load:.0%}，效率 {eff:.1%}；最严苛时间窗 {win}：{spike:,.0f} / {tol:,.0f} W</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="186" />
        <source>Circuit {name}: {load:,.0f} W of {limit:,.0f} W continuous</source>
        <translation>线路 {name}：{load:,.0f} W / 持续上限 {limit:,.0f} W</translation>
    </message>
</context>
<context>
    <name>PriceImport</name>
    <message>
        <location filename="../../ui/price_import.py" line="46" />
        <location filename="../../ui/price_import.py" line="71" />
        <source>Import prices</source>
        <extracomment>Refused rows listed in the dialog's text; all of them are in its details.</extracomment>
        <translation>导入价格</translation>
    </message>
    <message>
        <location filename="../../ui/price_import.py" line="48" />
        <source>The file was not imported:</source>
        <translation>文件未导入：</translation>
    </message>
    <message>
        <location filename="../../ui/price_import.py" line="54" />
        <source>Refused rows:</source>
        <translation>被拒绝的行：</translation>
    </message>
    <message>
        <location filename="../../ui/price_import.py" line="56" />
        <source>(all of them under Show Details)</source>
        <translation>（全部列在“显示详细信息”中）</translation>
    </message>
    <message>
        <location filename="../../ui/price_import.py" line="59" />
        <source>Imported, but check:</source>
        <translation>已导入，但请检查：</translation>
    </message>
    <message>
        <location filename="../../ui/price_import.py" line="72" />
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../ui/i18n.py" line="20" />
        <source>&amp;Look in:</source>
        <extracomment>Labels of Qt's own file dialog that qtbase_zh_CN.qm leaves in English (its entries lack the '&amp;' of Qt 6's source texts): translated in the planner's own catalogue, which Qt asks before its own</extracomment>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="20" />
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>RatesEditor</name>
    <message>
        <location filename="../../ui/rates_editor.py" line="37" />
        <source>1 unit of</source>
        <translation>1 单位</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="37" />
        <source>= rate x</source>
        <translation>= 汇率 ×</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="37" />
        <source>Rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="37" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="38" />
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="52" />
        <source>Unknown currency '{text}': use one of {known}</source>
        <translation>未知货币“{text}”：请使用 {known} 之一</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="61" />
        <source>The rate must be a number, not '{text}'</source>
        <translation>汇率必须是数字，而不是“{text}”</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="63" />
        <source>The rate must be greater than 0 (got {text}): 1 {base} buys how many {quote}?</source>
        <translation>汇率必须大于 0（输入的是 {text}）：1 {base} 能换多少 {quote}？</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="67" />
        <source>1 {base} = {value} {quote} is far from the catalog's {catalog} ({date}): check the decimal point and the direction of the pair</source>
        <translation>1 {base} = {value} {quote} 与目录中的 {catalog}（{date}）相差太远：请检查小数点和货币方向</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="77" />
        <source>The date must be a real day written YYYY-MM-DD (e.g. 2026-01-23), not '{text}'</source>
        <translation>日期必须是真实存在的一天，写成 YYYY-MM-DD（例如 2026-01-23），而不是“{text}”</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="80" />
        <source>The date {text} is in the future: give the day the rate was read</source>
        <translation>日期 {text} 在未来：请填写读取汇率的日期</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="142" />
        <location filename="../../ui/rates_editor.py" line="301" />
        <source>Type the rate and its date; the rate is used once both are valid</source>
        <translation>请输入汇率和日期；两者都有效后才会使用该汇率</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="152" />
        <source>A rate needs two different currencies ({code} on both sides)</source>
        <translation>汇率需要两种不同的货币（两边都是 {code}）</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="170" />
        <source>There is already a rate between {base} and {quote} (row {row}): edit or remove that one</source>
        <translation>{base} 与 {quote} 之间已有汇率（第 {row} 行）：请修改或删除那一行</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="187" />
        <source>Change the {base}/{quote} exchange rate</source>
        <translation>修改 {base}/{quote} 汇率</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="198" />
        <location filename="../../ui/rates_editor.py" line="291" />
        <source>Add the {base}/{quote} exchange rate</source>
        <translation>添加 {base}/{quote} 汇率</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="218" />
        <source>entered by the user</source>
        <translation>用户填写</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="274" />
        <source>Exchange rates (1 unit of the first currency = rate x the second, as of the date)</source>
        <translation>汇率（1 单位第一种货币 = 汇率 × 第二种货币，以所列日期为准）</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="275" />
        <source>Add from catalog</source>
        <translation>从目录添加</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="276" />
        <source>Add blank</source>
        <translation>添加空白项</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="277" />
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="293" />
        <source>Use the catalog's {base}/{quote} exchange rate</source>
        <translation>采用目录中的 {base}/{quote} 汇率</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="303" />
        <source>Every pair of known currencies already has a rate: edit it instead</source>
        <translation>每对已知货币都已有汇率：请直接修改</translation>
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="316" />
        <source>Remove the exchange rate {pairs}</source>
        <translation>删除汇率 {pairs}</translation>
    </message>
</context>
<context>
    <name>ShareActions</name>
    <message>
        <location filename="../../ui/share_actions.py" line="23" />
        <source>Copied the plan as Markdown: paste it into a forum post or a chat.</source>
        <translation>已将方案复制为 Markdown：可粘贴到论坛帖子或聊天中。</translation>
    </message>
    <message>
        <location filename="../../ui/share_actions.py" line="25" />
        <source>Copied the plan as BBCode: paste it into a forum post.</source>
        <translation>已将方案复制为 BBCode：可粘贴到论坛帖子中。</translation>
    </message>
</context>
<context>
    <name>SlotMap</name>
    <message>
        <location filename="../../ui/panels_hw.py" line="258" />
        <source>Add a motherboard to see its slots.</source>
        <extracomment>How a card's label is laid out in its box The smallest point size a label shrinks to before it is left to clip</extracomment>
        <translation>添加主板后可查看插槽。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="286" />
        <source>Slot spacing is not documented for this board: slots are shown in order only.</source>
        <translation>此主板的插槽间距没有公开资料：插槽只按顺序显示。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="310" />
        <source>switched off</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="312" />
        <source>{slot}: {state} ({source})</source>
        <translation>{slot}：{state}（{source}）</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="341" />
        <source>no link</source>
        <translation>无连接</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="343" />
        <source>{device} (1 slot thick): {link} via {via}</source>
        <translation>{device}（单槽厚）：{link}，经{via}</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="344" />
        <source>{device} ({slots:g} slots thick): {link} via {via}</source>
        <translation>{device}（{slots:g} 槽厚）：{link}，经{via}</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="347" />
        <source>{device}: {link}, port {port} of {extender}</source>
        <translation>{device}：{link}，经 {extender} 的第 {port} 个接口</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="350" />
        <source>{card} (on a riser)</source>
        <translation>{card}（经延长线）</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="366" />
        <source>Not placed (no slot chosen):</source>
        <translation>未安装（未选择插槽）：</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="373" />
        <source>{device} ({width}-slot): not placed</source>
        <translation>{device}（{width} 槽厚）：未安装</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="383" />
        <source>Blue: CPU lanes; brown: chipset lanes (shared uplink); grey: switched off or covered by a card. Green card: x8 or more from the CPU; orange: narrower or through the chipset; red: no link.</source>
        <translation>蓝色：CPU 直连通道；棕色：芯片组通道（共享上行链路）；灰色：被关闭或被显卡遮挡。绿色显卡：来自 CPU 的 x8 或更宽；橙色：更窄或经过芯片组；红色：无连接。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="527" />
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="528" />
        <source>chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="529" />
        <source>PCIe switch</source>
        <translation>PCIe 交换芯片</translation>
    </message>
</context>
<context>
    <name>StartFrom</name>
    <message>
        <location filename="../../ui/start_from.py" line="30" />
        <source>Some parts are not in the catalog: they were added as custom parts. Pick the catalog part or describe each.</source>
        <translation>部分配件不在目录中：已作为自定义配件加入。请为每个配件从目录中选择对应配件或填写其参数。</translation>
    </message>
    <message>
        <location filename="../../ui/start_from.py" line="32" />
        <source>Every part was found in the catalog.</source>
        <translation>所有配件都在目录中找到了。</translation>
    </message>
    <message>
        <location filename="../../ui/start_from.py" line="47" />
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <location filename="../../ui/start_from.py" line="50" />
        <source>New from this machine</source>
        <translation>从本机新建</translation>
    </message>
    <message>
        <location filename="../../ui/start_from.py" line="55" />
        <location filename="../../ui/start_from.py" line="73" />
        <source>Import parts list</source>
        <translation>导入配件清单</translation>
    </message>
    <message>
        <location filename="../../ui/start_from.py" line="59" />
        <source>The file was not imported:</source>
        <translation>文件未导入：</translation>
    </message>
    <message>
        <location filename="../../ui/start_from.py" line="64" />
        <source>Parts list %1</source>
        <translation>配件清单 %1</translation>
    </message>
    <message>
        <location filename="../../ui/start_from.py" line="74" />
        <source>PCPartPicker lists (*.txt *.md);;All files (*)</source>
        <translation>PCPartPicker 清单 (*.txt *.md);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>TcoPanel</name>
    <message>
        <location filename="../../ui/panels_tco.py" line="66" />
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="67" />
        <source>Cost vs hours</source>
        <translation>成本与使用时长</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="68" />
        <source>Tornado</source>
        <translation>敏感性（龙卷风图）</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="69" />
        <source>Monte Carlo</source>
        <translation>蒙特卡洛</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="97" />
        <source>Cost of ownership not available. {reason}</source>
        <translation>无法计算拥有成本。{reason}</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="102" />
        <source>Owning: {total:,.2f} {cur} a month (hardware {hw:,.2f}, power {pw:,.2f}, time {tm:,.2f}, risk {rk:,.2f}). 3-year TCO {three:,.2f} {cur}. {verdict}</source>
        <translation>自有：每月 {total:,.2f} {cur}（硬件 {hw:,.2f}，电费 {pw:,.2f}，时间 {tm:,.2f}，风险 {rk:,.2f}）。三年总拥有成本 {three:,.2f} {cur}。{verdict}</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="118" />
        <source>payback {m:.1f} mo. ({name})</source>
        <translation>回本 {m:.1f} 个月（{name}）</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="143" />
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="201" />
        <source>break-even hours per month (each input -20 % .. +20 %) against {name}</source>
        <translation>相对 {name} 的每月盈亏平衡小时数（每个参数 -20 % .. +20 %）</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="186" />
        <source>your usage</source>
        <translation>你的用量</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="190" />
        <source>load hours per month</source>
        <translation>每月满载小时数</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="191" />
        <source>{cur} per month</source>
        <translation>每月 {cur}</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="244" />
        <source>The Monte Carlo runs in the background (Tools menu).</source>
        <translation>蒙特卡洛模拟在后台运行（工具菜单）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="257" />
        <source>cost over the plan, net of resale</source>
        <translation>规划期总成本（扣除残值）</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="258" />
        <source>draws</source>
        <translation>抽样次数</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="273" />
        <source>{h:,.0f} h/month - </source>
        <translation>{h:,.0f} 小时/月 - </translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <location filename="../../ui/undo_actions.py" line="23" />
        <source>&amp;Undo {what}</source>
        <translation>撤销(&amp;U) {what}</translation>
    </message>
    <message>
        <location filename="../../ui/undo_actions.py" line="24" />
        <source>&amp;Redo {what}</source>
        <translation>重做(&amp;R) {what}</translation>
    </message>
</context>
<context>
    <name>VariantsMenu</name>
    <message>
        <location filename="../../ui/variants_menu.py" line="29" />
        <source>&amp;Builds</source>
        <translation>备选配置(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="36" />
        <source>Save this build as a variant...</source>
        <translation>把当前配置另存为备选方案……</translation>
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="38" />
        <source>Showing: {name}</source>
        <translation>当前显示：{name}</translation>
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="44" />
        <source>Switch to {name}</source>
        <translation>切换到 {name}</translation>
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="48" />
        <source>Remove variant</source>
        <translation>删除备选方案</translation>
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="67" />
        <source>Variant {n}</source>
        <translation>方案 {n}</translation>
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="68" />
        <source>Save as variant</source>
        <translation>另存为备选方案</translation>
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="69" />
        <source>Name of the variant:</source>
        <translation>备选方案名称：</translation>
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="77" />
        <source>Save build as variant {name}</source>
        <translation>把配置另存为备选方案 {name}</translation>
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="83" />
        <source>Switch to build {name}</source>
        <translation>切换到配置 {name}</translation>
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="89" />
        <source>Remove variant {name}</source>
        <translation>删除备选方案 {name}</translation>
    </message>
</context>
<context>
    <name>VerifyDialog</name>
    <message>
        <location filename="../../ui/verify_dialog.py" line="41" />
        <source>Topology (nvidia-smi topo -m):</source>
        <translation>拓扑（nvidia-smi topo -m）：</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="42" />
        <source>Cards (nvidia-smi --query-gpu CSV):</source>
        <translation>显卡（nvidia-smi --query-gpu CSV）：</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="43" />
        <source>Speed (llama-bench JSON or markdown):</source>
        <translation>速度（llama-bench JSON 或 markdown）：</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="44" />
        <source>Bandwidth (p2pBandwidthLatencyTest):</source>
        <translation>带宽（p2pBandwidthLatencyTest）：</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="45" />
        <source>Power (nvidia-smi power log CSV):</source>
        <translation>功耗（nvidia-smi 功耗日志 CSV）：</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="116" />
        <source>Verify built rig</source>
        <translation>验证装好的机器</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="117" />
        <source>Give any of the built rig's own outputs (hover a field for the command that writes it); the plan of the open project is put beside them.</source>
        <translation>给出装好的机器自己输出的任意文件（鼠标停在输入框上可看到生成它的命令）；当前项目的方案会与之逐项对照。</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="122" />
        <source>Browse...</source>
        <translation>浏览……</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="123" />
        <source>not given</source>
        <translation>未提供</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="124" />
        <source>&amp;Check against the plan</source>
        <translation>对照方案检查(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="125" />
        <source>Save as &amp;text...</source>
        <translation>另存为文本(&amp;T)……</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="126" />
        <source>Save as &amp;JSON...</source>
        <translation>另存为 JSON(&amp;J)……</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="143" />
        <source>Choose at least one file.</source>
        <translation>请至少选择一个文件。</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="156" />
        <source>Checking...</source>
        <translation>正在检查……</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="179" />
        <source>Not checked: {problem}</source>
        <translation>未能检查：{problem}</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="207" />
        <source>Save the checks</source>
        <translation>保存检查结果</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="208" />
        <source>Text (*.txt)</source>
        <translation>文本 (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="216" />
        <source>Not saved: {problem}</source>
        <translation>未保存：{problem}</translation>
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="218" />
        <source>Saved to {file}</source>
        <translation>已保存到 {file}</translation>
    </message>
</context>
<context>
    <name>VramBars</name>
    <message>
        <location filename="../../ui/panels_hw.py" line="430" />
        <source>Choose a model and add GPUs to see how it is placed.</source>
        <extracomment>Findings that say why the model is not placed on the cards (the model-fit tab shows the first one)</extracomment>
        <translation>选择模型并添加显卡后可查看模型如何分布。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="439" />
        <source>beyond the model's own {window:,}-token window</source>
        <translation>超出模型自身 {window:,} tokens 的上下文窗口</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="442" />
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="442" />
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="443" />
        <source>{model} - {quant}, {context:,} tokens, {engine}: {verdict}</source>
        <translation>{model} - {quant}，{context:,} tokens，{engine}：{verdict}</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="475" />
        <source>{used:.1f} GiB used, {free:+.1f} free; layers {layers}</source>
        <translation>已用 {used:.1f} GiB，剩余 {free:+.1f}；层 {layers}</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="481" />
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="482" />
        <source>KV cache / training state</source>
        <translation>KV 缓存 / 训练状态</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="483" />
        <source>CUDA context and buffers</source>
        <translation>CUDA 上下文与缓冲区</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="485" />
        <source>draft model</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="486" />
        <source>free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="498" />
        <source>Rule of thumb (params x 2 bytes x 1.2-1.3): {lo:.1f}-{hi:.1f} GB; {verdict}.</source>
        <translation>经验公式（参数量 × 2 字节 × 1.2-1.3）：{lo:.1f}-{hi:.1f} GB；{verdict}。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="502" />
        <source>Training state and activations: {state:.1f} GiB on all cards; {total:.1f} GiB used in all.</source>
        <translation>训练状态与激活值：所有显卡合计 {state:.1f} GiB；总共占用 {total:.1f} GiB。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="504" />
        <source>Activations ({recipe}): {slope:.3f} MiB per token of sequence; longest sequence that trains: {longest}.</source>
        <translation>激活值（{recipe}）：序列每多一个 token 占 {slope:.3f} MiB；能训练的最长序列：{longest}。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="511" />
        <source>Decode about {t:.1f} tokens/s ({lo:.1f}-{hi:.1f}); largest context {ctx}; best quantization {q}.</source>
        <translation>解码约 {t:.1f} tokens/s（{lo:.1f}-{hi:.1f}）；最大上下文 {ctx}；最佳量化 {q}。</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../ui/words.py" line="10" />
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="11" />
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="12" />
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="13" />
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="18" />
        <source>Accelerate, one card after another</source>
        <translation>Accelerate，逐卡依次运行</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="19" />
        <source>Accelerate, balanced over the cards</source>
        <translation>Accelerate，各卡均衡分配</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="20" />
        <source>vLLM tensor parallel</source>
        <translation>vLLM 张量并行</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="21" />
        <source>vLLM pipeline parallel</source>
        <translation>vLLM 流水线并行</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="26" />
        <source>quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="27" />
        <source>condition</source>
        <translation>成色</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="28" />
        <source>unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="29" />
        <source>currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="30" />
        <source>slot</source>
        <translation>插槽</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="31" />
        <source>PSU</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="32" />
        <source>notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="33" />
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="37" />
        <source>Fails</source>
        <translation>不通过</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="38" />
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="39" />
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="40" />
        <source>OK</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="46" />
        <source>Change {field} of {part}</source>
        <translation>修改 {part} 的{field}</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="47" />
        <source>Change {field} of {part} to {value}</source>
        <translation>把 {part} 的{field}改为 {value}</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="53" />
        <source>The mode's own (LoRA 16-bit, QLoRA 4-bit)</source>
        <translation>随模式而定（LoRA 16 位，QLoRA 4 位）</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="54" />
        <source>16-bit (bf16)</source>
        <translation>16 位（bf16）</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="55" />
        <source>8-bit (LLM.int8)</source>
        <translation>8 位（LLM.int8）</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="56" />
        <source>4-bit (NF4)</source>
        <translation>4 位（NF4）</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="57" />
        <source>4-bit (FP4)</source>
        <translation>4 位（FP4）</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="61" />
        <source>AdamW (fp32 states)</source>
        <translation>AdamW（fp32 状态）</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="62" />
        <source>8-bit AdamW</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="63" />
        <source>Paged 8-bit AdamW</source>
        <translation>分页 8 位 AdamW</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="64" />
        <source>Paged 32-bit AdamW</source>
        <translation>分页 32 位 AdamW</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="65" />
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="69" />
        <source>Mixed precision, fp32 master weights</source>
        <translation>混合精度，保留 fp32 主权重</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="70" />
        <source>Pure bf16, no master weights</source>
        <translation>纯 bf16，不保留主权重</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="75" />
        <source>Data parallel (DDP), a full copy per card</source>
        <translation>数据并行（DDP），每张卡一份完整副本</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="76" />
        <source>Pipeline, layers split over the cards</source>
        <translation>流水线，按层分到各张卡</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="77" />
        <source>ZeRO-1, optimizer states sharded</source>
        <translation>ZeRO-1，优化器状态分片</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="78" />
        <source>ZeRO-2, gradients and optimizer sharded</source>
        <translation>ZeRO-2，梯度和优化器状态分片</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="79" />
        <source>ZeRO-3, everything sharded</source>
        <translation>ZeRO-3，全部分片</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="80" />
        <source>FSDP, everything sharded</source>
        <translation>FSDP，全部分片</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="84" />
        <source>Nothing</source>
        <translation>不卸载</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="85" />
        <source>Optimizer states and gradients</source>
        <translation>优化器状态和梯度</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="86" />
        <source>Optimizer states, gradients and parameters</source>
        <translation>优化器状态、梯度和参数</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="92" />
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="93" />
        <source>On</source>
        <translation>开启</translation>
    </message>
    <message>
        <location filename="../../ui/words.py" line="94" />
        <source>On, checkpoints in host RAM</source>
        <translation>开启，检查点放在主机内存</translation>
    </message>
</context>
<context>
    <name>WorkloadEditor</name>
    <message>
        <location filename="../../ui/editors.py" line="212" />
        <location filename="../../ui/editors.py" line="218" />
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="242" />
        <source>(no draft model)</source>
        <translation>（不用草稿模型）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="245" />
        <source>(as the model)</source>
        <translation>（与主模型相同）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="301" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="302" />
        <source>Quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="303" />
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="304" />
        <source>Context (tokens)</source>
        <translation>上下文（tokens）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="305" />
        <source>Parallel sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="306" />
        <source>Engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="307" />
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="308" />
        <source>MoE experts in system RAM (layers)</source>
        <translation>放到系统内存的混合专家层数</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="309" />
        <source>empty: none; auto: the fewest layers that fit; or a number</source>
        <translation>留空：不卸载；自动：装得下所需的最少层数；或填层数</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="311" />
        <source>llama.cpp --n-cpu-moe: the routed experts of the first layers stay in system RAM and the CPU reads them at the build's memory bandwidth.</source>
        <translation>llama.cpp --n-cpu-moe：前几层的路由专家放在系统内存里，由 CPU 按本机内存带宽读取。</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="316" />
        <source>Tensor-parallel size (vLLM)</source>
        <translation>张量并行数（vLLM）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="318" />
        <source>empty: every card</source>
        <translation>留空：全部显卡</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="319" />
        <source>vllm serve --tensor-parallel-size: each layer is split over this many cards; with fewer than all the cards, the groups run one after another as pipeline stages (--pipeline-parallel-size). It must divide the number of cards.</source>
        <translation>vllm serve --tensor-parallel-size：每一层切分到这么多张卡上；少于全部显卡时，各组作为流水线阶段依次运行（--pipeline-parallel-size）。它必须能整除显卡数。</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="323" />
        <source>Draft model</source>
        <translation>草稿模型</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="324" />
        <source>Draft quantization</source>
        <translation>草稿模型量化</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="325" />
        <source>Speculative decoding with llama.cpp (llama-server -md): the draft model's memory is counted on the cards beside the model's.</source>
        <translation>llama.cpp 投机解码（llama-server -md）：草稿模型占用的显存与主模型一起计入各张卡。</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="328" />
        <source>Open config.json...</source>
        <translation>打开 config.json……</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="329" />
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="330" />
        <source>LoRA target modules</source>
        <translation>LoRA 目标模块</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="331" />
        <source>Frozen base</source>
        <translation>冻结的基座模型</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="332" />
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="333" />
        <source>Precision</source>
        <translation>训练精度</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="334" />
        <source>Several cards</source>
        <translation>多卡训练方式</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="335" />
        <source>Offload to host RAM</source>
        <translation>卸载到主机内存</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="336" />
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="337" />
        <source>Comma-separated: q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj</source>
        <translation>用逗号分隔：q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="354" />
        <source>(no model)</source>
        <translation>（未选模型）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="358" />
        <source>{name} (from config.json)</source>
        <translation>{name}（来自 config.json）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="402" />
        <source>Open a Hugging Face config.json</source>
        <translation>打开 Hugging Face 的 config.json</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="403" />
        <source>config.json (*.json)</source>
        <translation>config.json (*.json)</translation>
    </message>
</context>
</TS>