<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>App</name>
    <message>
        <location filename="../../ui/app.py" line="80" />
        <source>Recover unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message>
        <location filename="../../ui/app.py" line="81" />
        <source>The planner did not close normally last time. Restore the unsaved changes to "{name}"?</source>
        <translation>规划器上次没有正常关闭。要恢复“{name}”未保存的修改吗？</translation>
    </message>
    <message>
        <location filename="../../ui/app.py" line="96" />
        <source>Some catalog entries were skipped: {first}</source>
        <translation>部分目录条目被跳过：{first}</translation>
    </message>
</context>
<context>
    <name>CatalogPicker</name>
    <message>
        <location filename="../../ui/catalog_picker.py" line="43" />
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="44" />
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="45" />
        <source>Key specs</source>
        <translation>主要参数</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="46" />
        <source>Typical price</source>
        <translation>参考价格</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="47" />
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="136" />
        <source>Search parts (name, id, specs)...</source>
        <translation>搜索配件（名称、编号、参数）……</translation>
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="140" />
        <source>All kinds</source>
        <translation>全部类别</translation>
    </message>
</context>
<context>
    <name>CostsEditor</name>
    <message>
        <location filename="../../ui/editors.py" line="338" />
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="339" />
        <source>Hardware cost (empty: parts total)</source>
        <translation>硬件成本（留空：配件合计）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="340" />
        <source>Amortization (years)</source>
        <translation>折旧年限（年）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="341" />
        <source>Resale value at the end (%)</source>
        <translation>期末残值（%）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="342" />
        <source>Wall power at load (W, empty: power check)</source>
        <translation>满载墙插功率（W，留空：用电源检查结果）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="343" />
        <source>Load hours per day</source>
        <translation>每天满载小时数</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="344" />
        <source>or utilization (%)</source>
        <translation>或利用率（%）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="345" />
        <source>Electricity price (per kWh)</source>
        <translation>电价（每千瓦时）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="346" />
        <source>Cooling overhead (%)</source>
        <translation>散热额外耗电（%）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="347" />
        <source>Your hourly rate</source>
        <translation>你的时薪</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="348" />
        <source>Build and debug hours (one-off)</source>
        <translation>装机调试工时（一次性）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="349" />
        <source>Maintenance hours per month</source>
        <translation>每月维护工时</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="350" />
        <source>Repair fund (% of hardware)</source>
        <translation>维修准备金（硬件的 %）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="351" />
        <source>Exchange rate (1 USD in CNY, date)</source>
        <translation>汇率（1 美元兑人民币，日期）</translation>
    </message>
</context>
<context>
    <name>Editors</name>
    <message>
        <location filename="../../ui/editors.py" line="38" />
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="38" />
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="39" />
        <source>{what} must be {kind}, not '{text}'</source>
        <translation>{what} 应为{kind}，而不是“{text}”</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="89" />
        <location filename="../../ui/editors.py" line="207" />
        <source>Change {field}</source>
        <translation>修改{field}</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="215" />
        <source>Choose model</source>
        <translation>选择模型</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="235" />
        <source>Use config.json</source>
        <translation>使用 config.json</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="312" />
        <source>{what} cannot be empty</source>
        <translation>{what} 不能为空</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="377" />
        <source>Change currency</source>
        <translation>修改货币</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="397" />
        <source>Write the rate as '6.99 @ 2026-01-23'</source>
        <translation>汇率请写成“6.99 @ 2026-01-23”</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="399" />
        <source>entered by the user</source>
        <translation>用户填写</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../../ui/app.py" line="51" />
        <source>Unexpected error</source>
        <translation>意外错误</translation>
    </message>
    <message>
        <location filename="../../ui/app.py" line="52" />
        <source>The planner hit a bug. Your project file on disk is unchanged and an autosaved copy is kept.
Details were written to the log: {path}</source>
        <translation>规划器遇到了程序错误。磁盘上的项目文件没有改动，并保留了一份自动保存的副本。
详细信息已写入日志：{path}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="295" />
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="295" />
        <source>&amp;Open...</source>
        <translation>打开(&amp;O)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="295" />
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="295" />
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="296" />
        <source>&amp;Export quote...</source>
        <translation>导出报价单(&amp;E)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="296" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="296" />
        <source>&amp;Add part...</source>
        <translation>添加配件(&amp;A)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="297" />
        <source>Add &amp;custom part...</source>
        <translation>添加自定义配件(&amp;C)……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="298" />
        <source>&amp;Remove part</source>
        <translation>移除配件(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="298" />
        <source>&amp;Copy parts</source>
        <translation>复制配件(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="298" />
        <source>&amp;Paste parts</source>
        <translation>粘贴配件(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="299" />
        <source>Move &amp;up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="299" />
        <source>Move &amp;down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="299" />
        <source>Run &amp;Monte Carlo</source>
        <translation>运行蒙特卡洛模拟(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="299" />
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="303" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="304" />
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="305" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="306" />
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="307" />
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="308" />
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="309" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="310" />
        <source>Catalog</source>
        <translation>配件目录</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="311" />
        <source>Power</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="311" />
        <source>PCIe slots</source>
        <translation>PCIe 插槽</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="311" />
        <source>Model fit</source>
        <translation>模型装载</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="311" />
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="311" />
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="312" />
        <source>Cost inputs</source>
        <translation>成本参数</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="314" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="352" />
        <source>not available (exchange rate missing)</source>
        <translation>无法计算（缺少汇率）</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="356" />
        <source>{w:,.0f} W sustained, x1.3 rule {r:,.0f} W</source>
        <translation>持续 {w:,.0f} W，×1.3 规则 {r:,.0f} W</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="359" />
        <source>model fits</source>
        <translation>模型可装下</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="360" />
        <source>model does not fit</source>
        <translation>模型装不下</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="362" />
        <source>{c:,.0f} {cur}/month to own</source>
        <translation>自有每月 {c:,.0f} {cur}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="364" />
        <source>{name} - parts {total} - {fail} fail, {warn} warn, {info} info</source>
        <translation>{name} - 配件 {total} - {fail} 项失败，{warn} 项警告，{info} 项提示</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="374" />
        <source>GPU Rig Planner</source>
        <translation>GPU 装机规划器</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="408" />
        <location filename="../../ui/main_window.py" line="430" />
        <source>Add {part}</source>
        <translation>添加 {part}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="415" />
        <source>Add custom part</source>
        <translation>添加自定义配件</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="416" />
        <source>Name of the part:</source>
        <translation>配件名称：</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="426" />
        <source>entered by the user</source>
        <translation>用户填写</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="438" />
        <source>Remove {n} part(s)</source>
        <translation>移除 {n} 个配件</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="451" />
        <source>Move {n} part(s)</source>
        <translation>移动 {n} 个配件</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="474" />
        <source>The clipboard holds no parts.</source>
        <translation>剪贴板里没有配件。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="479" />
        <source>Paste {n} part(s)</source>
        <translation>粘贴 {n} 个配件</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="495" />
        <source>New rig</source>
        <translation>新装机方案</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="501" />
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="502" />
        <location filename="../../ui/main_window.py" line="524" />
        <source>Projects (*.json)</source>
        <translation>项目文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="510" />
        <source>Cannot open project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="523" />
        <source>Save project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="536" />
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="539" />
        <source>Saved {file}</source>
        <translation>已保存 {file}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="547" />
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="548" />
        <source>Save the changes to {name}?</source>
        <translation>保存对 {name} 的修改吗？</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="623" />
        <source>The job failed</source>
        <translation>任务失败</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="626" />
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="638" />
        <source>The cost of ownership needs its inputs first (Cost inputs tab).</source>
        <translation>请先填写拥有成本的参数（“成本参数”页）。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="647" />
        <source>The project changed while the Monte Carlo ran; run it again.</source>
        <translation>蒙特卡洛模拟运行期间项目已更改；请重新运行。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="653" />
        <source>Monte Carlo: P10 {p10:,.0f} / P50 {p50:,.0f} / P90 {p90:,.0f}</source>
        <translation>蒙特卡洛：P10 {p10:,.0f} / P50 {p50:,.0f} / P90 {p90:,.0f}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="657" />
        <source>Running the Monte Carlo...</source>
        <translation>正在运行蒙特卡洛模拟……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="662" />
        <source>Export quote</source>
        <translation>导出报价单</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="676" />
        <source>Quote written to {file}</source>
        <translation>报价单已写入 {file}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="677" />
        <source>Writing the quote...</source>
        <translation>正在写入报价单……</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="682" />
        <source>About GPU Rig Planner</source>
        <translation>关于 GPU 装机规划器</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="683" />
        <source>GPU Rig Planner {v}
Plan a multi-GPU machine for local LLM work before you buy it.</source>
        <translation>GPU 装机规划器 {v}
在购买之前，为本地大模型工作规划多显卡主机。</translation>
    </message>
</context>
<context>
    <name>PartsModel</name>
    <message>
        <location filename="../../ui/main_window.py" line="315" />
        <location filename="../../ui/parts_model.py" line="46" />
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="316" />
        <location filename="../../ui/parts_model.py" line="47" />
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="28" />
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="29" />
        <source>Part</source>
        <translation>配件</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="30" />
        <source>Key specs</source>
        <translation>主要参数</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="31" />
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="32" />
        <source>Condition</source>
        <translation>成色</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="33" />
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="34" />
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="35" />
        <source>Line total</source>
        <translation>小计</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="36" />
        <source>Slot</source>
        <translation>插槽</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="37" />
        <source>Source / notes</source>
        <translation>来源 / 备注</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="42" />
        <source>not placed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="165" />
        <source>Catalog id {id} is not in the catalog</source>
        <translation>目录中没有编号 {id}</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="191" />
        <source>Edit {field} of {part}</source>
        <translation>修改 {part} 的{field}</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="204" />
        <source>Quantity must be a whole number, not '{v}'</source>
        <translation>数量应为整数，而不是“{v}”</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="219" />
        <source>Price must be a number, not '{v}'</source>
        <translation>价格应为数字，而不是“{v}”</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="229" />
        <source>A part needs a name</source>
        <translation>配件需要一个名称</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="248" />
        <source>(riser)</source>
        <translation>（延长线）</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="258" />
        <source>Choose the slot from the list of the board's slots</source>
        <translation>请从主板的插槽列表中选择插槽</translation>
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="299" />
        <source>Move {n} part(s)</source>
        <translation>移动 {n} 个配件</translation>
    </message>
</context>
<context>
    <name>PartsTools</name>
    <message>
        <location filename="../../ui/parts_tools.py" line="32" />
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="33" />
        <source>chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="34" />
        <source>switch</source>
        <translation>PCIe 交换芯片</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="36" />
        <source>{name}: SATA</source>
        <translation>{name}：SATA</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="38" />
        <source>{name}: M.2, PCIe {gen}.0 x{lanes} ({source})</source>
        <translation>{name}：M.2，PCIe {gen}.0 x{lanes}（{source}）</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="41" />
        <source>{name} through a riser: PCIe {gen}.0 x{lanes} ({source})</source>
        <translation>{name} 经延长线：PCIe {gen}.0 x{lanes}（{source}）</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="45" />
        <source>{name}: PCIe {gen}.0 x{lanes} ({source})</source>
        <translation>{name}：PCIe {gen}.0 x{lanes}（{source}）</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="49" />
        <source>{slot} - holds {part}</source>
        <translation>{slot} - 已装 {part}</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="97" />
        <source>{name} (not on this board)</source>
        <translation>{name}（本主板没有此插槽）</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="134" />
        <source>Total: not available in {currency} (an exchange rate is missing); per currency {amounts}</source>
        <translation>合计：无法换算为 {currency}（缺少汇率）；按币种 {amounts}</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="138" />
        <source>Total: {total} ({amounts}; converted at {rates})</source>
        <translation>合计：{total}（{amounts}；按汇率 {rates} 换算）</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="142" />
        <source>Total: {total}</source>
        <translation>合计：{total}</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="145" />
        <source>{total}, all machines</source>
        <translation>{total}，全部主机</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="148" />
        <source>Parts not priced (not in the total): {parts}</source>
        <translation>未定价的配件（未计入合计）：{parts}</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="168" />
        <source>&amp;Place cards</source>
        <translation>摆放显卡(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="178" />
        <source>Add a motherboard first: the cards are placed in its slots.</source>
        <translation>请先添加主板：显卡要装在主板的插槽上。</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="181" />
        <source>Add a GPU first.</source>
        <translation>请先添加显卡。</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="185" />
        <source>Put every GPU in the slots the lane check proposes (one undo step).</source>
        <translation>把每张显卡放进通道检查建议的插槽（可一步撤销）。</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="200" />
        <source>No placement puts every card in a slot of {board} without one covering another.</source>
        <translation>在 {board} 上找不到能让每张卡都有插槽且互不遮挡的摆放方式。</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="214" />
        <source>The cards already sit in the slots the lane check proposes.</source>
        <translation>显卡已经在通道检查建议的插槽里了。</translation>
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="218" />
        <source>Place the cards in the proposed slots</source>
        <translation>把显卡放进建议的插槽</translation>
    </message>
</context>
<context>
    <name>PowerBar</name>
    <message>
        <location filename="../../ui/panels_hw.py" line="76" />
        <source>Add parts to see the power budget.</source>
        <extracomment>Colour of a circuit's status (CircuitLoad.status). Colour of a card by its link class (PcieDevice.link_class): green from the CPU at x8 or more, orange narrower or sharing an uplink, red no link.</extracomment>
        <translation>添加配件后可查看功率预算。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="95" />
        <source>Sustained load {w:,.0f} W (DC) - wall {wall:,.0f} W</source>
        <translation>持续负载 {w:,.0f} W（直流）- 墙插 {wall:,.0f} W</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="116" />
        <source>PSU {w:,.0f} W</source>
        <translation>电源 {w:,.0f} W</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="118" />
        <source>x1.3 rule {w:,.0f} W</source>
        <translation>×1.3 规则 {w:,.0f} W</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="120" />
        <source>worst spike {w:,.0f} W</source>
        <translation>最大瞬时尖峰 {w:,.0f} W</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="152" />
        <source>{ref} {name} (ATX {atx}): {load:.0%} load, {eff:.1%} efficient; worst window {win}: {spike:,.0f} of {tol:,.0f} W</source>
        <translation>{ref} {name}（ATX {atx}）：负载 {load:.0%}，效率 {eff:.1%}；最严苛时间窗 {win}：{spike:,.0f} / {tol:,.0f} W</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="164" />
        <source>Circuit {name}: {load:,.0f} W of {limit:,.0f} W continuous</source>
        <translation>线路 {name}：{load:,.0f} W / 持续上限 {limit:,.0f} W</translation>
    </message>
</context>
<context>
    <name>SlotMap</name>
    <message>
        <location filename="../../ui/panels_hw.py" line="213" />
        <source>Add a motherboard to see its slots.</source>
        <translation>添加主板后可查看插槽。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="241" />
        <source>Slot spacing is not documented for this board: slots are shown in order only.</source>
        <translation>此主板的插槽间距没有公开资料：插槽只按顺序显示。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="300" />
        <source>Not placed (no slot chosen):</source>
        <translation>未安装（未选择插槽）：</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="307" />
        <source>{device} ({width}-slot): not placed</source>
        <translation>{device}（{width} 槽厚）：未安装</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="316" />
        <source>Blue: CPU lanes; brown: chipset lanes (shared uplink); grey: switched off or covered by a card. Green card: x8 or more from the CPU; orange: narrower or through the chipset; red: no link.</source>
        <translation>蓝色：CPU 直连通道；棕色：芯片组通道（共享上行链路）；灰色：被关闭或被显卡遮挡。绿色显卡：来自 CPU 的 x8 或更宽；橙色：更窄或经过芯片组；红色：无连接。</translation>
    </message>
</context>
<context>
    <name>TcoPanel</name>
    <message>
        <location filename="../../ui/panels_tco.py" line="57" />
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="58" />
        <source>Cost vs hours</source>
        <translation>成本与使用时长</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="59" />
        <source>Tornado</source>
        <translation>敏感性（龙卷风图）</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="60" />
        <source>Monte Carlo</source>
        <translation>蒙特卡洛</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="75" />
        <source>Cost of ownership not available. {reason}</source>
        <translation>无法计算拥有成本。{reason}</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="80" />
        <source>Owning: {total:,.2f} {cur} a month (hardware {hw:,.2f}, power {pw:,.2f}, time {tm:,.2f}, risk {rk:,.2f}). 3-year TCO {three:,.2f} {cur}. {verdict}</source>
        <translation>自有：每月 {total:,.2f} {cur}（硬件 {hw:,.2f}，电费 {pw:,.2f}，时间 {tm:,.2f}，风险 {rk:,.2f}）。三年总拥有成本 {three:,.2f} {cur}。{verdict}</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="104" />
        <source>payback {m:.1f} mo. ({name})</source>
        <translation>回本 {m:.1f} 个月（{name}）</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="109" />
        <source>month</source>
        <translation>月</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="153" />
        <source>break-even hours per month (each input -20 % .. +20 %) against {name}</source>
        <translation>相对 {name} 的每月盈亏平衡小时数（每个参数 -20 % .. +20 %）</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="129" />
        <source>your usage</source>
        <translation>你的用量</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="132" />
        <source>load hours per month</source>
        <translation>每月满载小时数</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="133" />
        <source>{cur} per month</source>
        <translation>每月 {cur}</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="161" />
        <source>The Monte Carlo runs in the background (Tools menu).</source>
        <translation>蒙特卡洛模拟在后台运行（工具菜单）。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="172" />
        <source>cost over the plan, net of resale</source>
        <translation>规划期总成本（扣除残值）</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="173" />
        <source>draws</source>
        <translation>抽样次数</translation>
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="188" />
        <source>{h:,.0f} h/month - </source>
        <translation>{h:,.0f} 小时/月 - </translation>
    </message>
</context>
<context>
    <name>VramBars</name>
    <message>
        <location filename="../../ui/panels_hw.py" line="335" />
        <source>Choose a model and add GPUs to see how it is placed.</source>
        <translation>选择模型并添加显卡后可查看模型如何分布。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="354" />
        <source>fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="354" />
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="378" />
        <source>{used:.1f} GiB used, {free:+.1f} free; layers {layers}</source>
        <translation>已用 {used:.1f} GiB，剩余 {free:+.1f}；层 {layers}</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="384" />
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="385" />
        <source>KV cache / training state</source>
        <translation>KV 缓存 / 训练状态</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="386" />
        <source>CUDA context and buffers</source>
        <translation>CUDA 上下文与缓冲区</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="387" />
        <source>free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="398" />
        <source>Seed rule (params x 2 bytes x 1.2-1.3): {lo:.1f}-{hi:.1f} GB; {verdict}.</source>
        <translation>文章经验公式（参数量 × 2 字节 × 1.2-1.3）：{lo:.1f}-{hi:.1f} GB；{verdict}。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="401" />
        <source>Training state and activations: {state:.1f} GiB on all cards; {total:.1f} GiB used in all.</source>
        <translation>训练状态与激活值：所有显卡合计 {state:.1f} GiB；总共占用 {total:.1f} GiB。</translation>
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="405" />
        <source>Decode about {t:.1f} tokens/s ({lo:.1f}-{hi:.1f}); largest context {ctx}; best quantization {q}.</source>
        <translation>解码约 {t:.1f} tokens/s（{lo:.1f}-{hi:.1f}）；最大上下文 {ctx}；最佳量化 {q}。</translation>
    </message>
</context>
<context>
    <name>WorkloadEditor</name>
    <message>
        <location filename="../../ui/editors.py" line="164" />
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="165" />
        <source>Quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="166" />
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="167" />
        <source>Context (tokens)</source>
        <translation>上下文（tokens）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="168" />
        <source>Parallel sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="169" />
        <source>Engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="170" />
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="171" />
        <source>Open config.json...</source>
        <translation>打开 config.json……</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="181" />
        <source>(no model)</source>
        <translation>（未选模型）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="185" />
        <source>{name} (from config.json)</source>
        <translation>{name}（来自 config.json）</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="218" />
        <source>Open a Hugging Face config.json</source>
        <translation>打开 Hugging Face 的 config.json</translation>
    </message>
    <message>
        <location filename="../../ui/editors.py" line="219" />
        <source>config.json (*.json)</source>
        <translation>config.json (*.json)</translation>
    </message>
</context>
</TS>