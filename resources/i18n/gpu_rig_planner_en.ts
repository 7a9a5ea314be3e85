<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AlternativesEditor</name>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="32" />
        <source>On demand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="32" />
        <source>Spot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="32" />
        <source>Reserved</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="36" />
        <source>Per second</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="36" />
        <source>Per started hour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="61" />
        <source>a whole number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="61" />
        <source>a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="62" />
        <source>{what} must be {kind}, not '{text}'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="64" />
        <source>{what} cannot be negative (got {text})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="66" />
        <source>{what} must be between {lo:g} and {hi:g} (got {text})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="73" />
        <location filename="../../ui/alternatives_columns.py" line="118" />
        <source>{what} cannot be empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="131" />
        <source>{what} must be one of {choices}, not '{text}'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="151" />
        <source>Unknown currency '{text}': use one of {known}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="169" />
        <source>Offer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="170" />
        <source>Name of the offer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="171" />
        <location filename="../../ui/alternatives_columns.py" line="172" />
        <location filename="../../ui/alternatives_columns.py" line="228" />
        <location filename="../../ui/alternatives_columns.py" line="229" />
        <source>Provider</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="173" />
        <source>GPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="174" />
        <source>GPU model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="175" />
        <source>GPUs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="176" />
        <source>Number of GPUs rented (empty: sized to the rig)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="177" />
        <location filename="../../ui/alternatives_columns.py" line="178" />
        <source>Pricing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="179" />
        <source>Price / GPU-h</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="180" />
        <source>Price per GPU-hour</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="181" />
        <location filename="../../ui/alternatives_columns.py" line="182" />
        <location filename="../../ui/alternatives_columns.py" line="238" />
        <location filename="../../ui/alternatives_columns.py" line="239" />
        <source>Currency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="183" />
        <source>Committed h/mo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="184" />
        <source>Reserved: hours paid every month, used or not</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="185" />
        <source>Redone %</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="186" />
        <source>Spot: share of hours redone after interruptions (%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="187" />
        <location filename="../../ui/alternatives_columns.py" line="188" />
        <source>Billing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="189" />
        <source>Sessions/mo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="190" />
        <source>Hourly billing: sessions per month (each wastes half an hour on average)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="191" />
        <source>Storage/mo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="192" />
        <source>Storage per month</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="193" />
        <source>Egress/mo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="194" />
        <source>Data egress per month</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="195" />
        <location filename="../../ui/alternatives_columns.py" line="240" />
        <source>Date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="196" />
        <location filename="../../ui/alternatives_columns.py" line="241" />
        <source>Date the price was read (YYYY-MM-DD)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="197" />
        <location filename="../../ui/alternatives_columns.py" line="242" />
        <source>Source</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="198" />
        <location filename="../../ui/alternatives_columns.py" line="243" />
        <source>Source (a public URL)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="226" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="227" />
        <source>Name of the API offer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="230" />
        <source>Model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="231" />
        <source>Model as the provider names it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="232" />
        <source>Input / M</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="233" />
        <source>Price per million input tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="234" />
        <source>Output / M</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="235" />
        <source>Price per million output tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="236" />
        <source>Cached / M</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_columns.py" line="237" />
        <source>Price per million cached input tokens (empty: none)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="41" />
        <source>Whether it can run the workload is not known: {reason}</source>
        <extracomment>Widest a text column starts (the user can widen it); the other columns fit their header and contents.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="44" />
        <source>Can run the workload: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="45" />
        <source>Cannot run the workload, so it is left out of the comparison: {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="53" />
        <source>{name} — {gpu}, {pricing}, {amount:g} {currency} per GPU-hour, {date}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="58" />
        <source>{name} — input {input:g}, cached input {cached}, output {output:g} {currency} per million tokens, {date}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="103" />
        <location filename="../../ui/alternatives_editor.py" line="181" />
        <source>{count} (sized)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="217" />
        <source>Change “{field}” of {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="263" />
        <source>The cheapest that can run the workload</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="265" />
        <source> (now {name})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="285" />
        <source>Compare with {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="341" />
        <source>Reference (payback, tornado, compare and quote are against it):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="344" />
        <source>Cloud GPUs (per GPU-hour)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="345" />
        <source>LLM APIs (per million tokens)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="348" />
        <source>Add from catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="349" />
        <source>Add blank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="350" />
        <source>Remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="368" />
        <source>New cloud offer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="369" />
        <source>New API</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="378" />
        <source>Add the alternative {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/alternatives_editor.py" line="389" />
        <source>Remove the alternative {name}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ui/app.py" line="104" />
        <source>Recover unsaved work?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/app.py" line="97" />
        <source>The planner did not close normally last time. Restore the unsaved changes to "{name}"?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/app.py" line="99" />
        <source>Save will write them to {file}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/app.py" line="101" />
        <source>They belong to no project file: Save will ask where to write them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/app.py" line="119" />
        <source>Some catalog entries were skipped: {first}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CatalogPicker</name>
    <message>
        <location filename="../../ui/catalog_picker.py" line="114" />
        <source>Kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="115" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="116" />
        <source>Key specs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="117" />
        <source>Typical price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="118" />
        <source>Price per GB of VRAM</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="119" />
        <source>Price date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="120" />
        <source>Id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="155" />
        <source>{amount} {currency} {condition}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="159" />
        <source>{amount} {currency}/GB {condition}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="177" />
        <source>Does not fit this build: {reasons}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="28" />
        <source>Price history of the selected part: catalog and imported prices by date, in the project currency where a rate converts them (dashed: no rate)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="366" />
        <source>New part...</source>
        <extracomment>Hidden parts named, with their reasons, in the tooltip of the hidden count</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="367" />
        <source>A part the catalog does not have: enter its facts once, it joins your own catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="369" />
        <source>Fits this build</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="370" />
        <source>Hide parts that do not fit the parts already chosen (socket, memory type, board size, card length, room on the board for the cards' widths, PSU plugs and wattage against the x1.3 rule). Unticked, they are shown in grey with the reason.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="409" />
        <source>All {n} matches hidden: they do not fit this build</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="416" />
        <source>{part}: {reasons}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="421" />
        <source>and {n} more (untick Fits this build to see them in grey)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="374" />
        <source>Search parts (name, id, specs)...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="378" />
        <source>All kinds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="407" />
        <source>{n} hidden</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/price_history.py" line="47" />
        <source>{condition}, {currency}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../ui/compare_view.py" line="69" />
        <source>Which way is better</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="104" />
        <source>Price ({currency})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="106" />
        <source>Decode (tokens/s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="191" />
        <source>(this window)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="209" />
        <source>Builds to compare</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="210" />
        <source>Projects (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="235" />
        <source>Add one or more project files, or save this build as a variant and change it, to compare.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="249" />
        <source>Compare builds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="250" />
        <source>Add project files...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="251" />
        <source>Remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="252" />
        <source>Export quote with this comparison...</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ContextCurve</name>
    <message>
        <location filename="../../ui/context_curve.py" line="68" />
        <source>largest that fits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/context_curve.py" line="69" />
        <source>asked for</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/context_curve.py" line="84" />
        <source>Memory per card against context</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/context_curve.py" line="85" />
        <source>GiB used</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/context_curve.py" line="86" />
        <source>Context (tokens)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ContextSlider</name>
    <message>
        <location filename="../../ui/context_slider.py" line="120" />
        <source>Context</source>
        <extracomment>The top of the slider when the model's window is unknown. The workload's own bound on the context (planner.model.project.Workload).</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/context_slider.py" line="121" />
        <source> tokens</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/context_slider.py" line="122" />
        <source>Drag to see the memory of each card at another context; the red mark is the model's own context window.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/context_slider.py" line="154" />
        <source>Choose a model to compare the context with its own window.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/context_slider.py" line="157" />
        <source>{tokens} tokens: {model}'s own context window is unknown.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/context_slider.py" line="161" />
        <source>{tokens} tokens: within {model}'s own {window}-token window.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/context_slider.py" line="165" />
        <source>{tokens} tokens: beyond {model}'s own {window}-token window.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/context_slider.py" line="201" />
        <source>Set context to {tokens} tokens</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CostsEditor</name>
    <message>
        <location filename="../../ui/editors.py" line="566" />
        <source>Currency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="567" />
        <source>Hardware cost (empty: parts total)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="568" />
        <source>Amortization (years)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="569" />
        <source>Resale value at the end (%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="570" />
        <source>Wall power at load (W, empty: power check)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="571" />
        <source>Load hours per day</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="572" />
        <source>or utilization (%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="573" />
        <source>Electricity price (per kWh)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="574" />
        <source>Cooling overhead (%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="575" />
        <source>Your hourly rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="576" />
        <source>Build and debug hours (one-off)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="577" />
        <source>Maintenance hours per month</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="578" />
        <source>Repair fund (% of hardware)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="579" />
        <source>Flag prices older than (days)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="580" />
        <source>Risk from the cards' condition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="581" />
        <source>Count each card's expected failures in the risk: a failed used, ex-mining or modded card costs a spare, a new card in warranty costs your time.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="584" />
        <source>New card failures a year (%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="585" />
        <source>Used card failures a year (%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="586" />
        <source>Ex-mining or modded card failures a year (%)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="587" />
        <source>Hours to replace a failed card</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>CustomPart</name>
    <message>
        <location filename="../../ui/custom_part_slots.py" line="47" />
        <source>Slot</source>
        <extracomment>The slot fields a row holds, in column order, and how each is typed.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_slots.py" line="47" />
        <source>PCIe gen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_slots.py" line="48" />
        <source>Physical lanes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_slots.py" line="49" />
        <source>Electrical lanes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_slots.py" line="50" />
        <source>Lanes from (cpu/chipset)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_slots.py" line="51" />
        <source>Add slot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_slots.py" line="52" />
        <source>Remove slot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="77" />
        <source>New part for my catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="84" />
        <source>Where the facts come from: the maker's page or a review (URL); optional</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="86" />
        <source>optional</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="105" />
        <source>Kind</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="105" />
        <source>Name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="105" />
        <source>Id</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="106" />
        <source>Maker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="106" />
        <source>Price you paid or were quoted</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="107" />
        <source>Currency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="107" />
        <source>Condition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="108" />
        <source>Source</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part.py" line="108" />
        <source>Price date (YYYY-MM-DD)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="46" />
        <location filename="../../ui/custom_part_fields.py" line="65" />
        <source>Chip maker</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="47" />
        <source>Memory (GiB)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="48" />
        <location filename="../../ui/custom_part_fields.py" line="71" />
        <location filename="../../ui/custom_part_fields.py" line="79" />
        <location filename="../../ui/custom_part_fields.py" line="104" />
        <source>Memory type</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="49" />
        <source>Memory bandwidth (GB/s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="50" />
        <source>Board power (W)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="51" />
        <location filename="../../ui/custom_part_fields.py" line="69" />
        <location filename="../../ui/custom_part_fields.py" line="112" />
        <source>PCIe generation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="53" />
        <source>Slots it takes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="54" />
        <source>Length (mm)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="55" />
        <source>Cooler</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="55" />
        <source>open air (fans blow into the case)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="56" />
        <source>blower (air out of the back)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="57" />
        <source>flow-through</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="57" />
        <source>passive (server airflow)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="58" />
        <source>Compute API</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="59" />
        <location filename="../../ui/custom_part_fields.py" line="90" />
        <source>PCIe 8-pin plugs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="60" />
        <location filename="../../ui/custom_part_fields.py" line="90" />
        <source>12V-2x6 plugs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="65" />
        <location filename="../../ui/custom_part_fields.py" line="76" />
        <source>Socket</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="66" />
        <source>Cores</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="66" />
        <source>Threads</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="67" />
        <source>Base power (W)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="68" />
        <source>Sustained power limit (W)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="52" />
        <location filename="../../ui/custom_part_fields.py" line="70" />
        <location filename="../../ui/custom_part_fields.py" line="113" />
        <source>PCIe lanes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="41" />
        <source>not given</source>
        <extracomment>The kinds in the dialog's list: a GPU first (the usual reason to come here), then the parts list's order. 80 PLUS minimum efficiency at 20 / 50 / 100 % load, 115 V internal non-redundant (CLEAResult 80 PLUS program requirements, https://www.clearesult.com/80plus/program-details): the curve a PSU without its own test gets. Where a problem at an entry path is shown when that is not the top-level field of the same name.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="70" />
        <source>Lanes for slots and M.2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="72" />
        <source>Memory channels</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="76" />
        <source>Chipset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="77" />
        <location filename="../../ui/custom_part_fields.py" line="89" />
        <location filename="../../ui/custom_part_fields.py" line="109" />
        <source>Form factor</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="79" />
        <source>Memory slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="80" />
        <source>Chipset link to the CPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="81" />
        <source>Chipset link generation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="82" />
        <source>Chipset link lanes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="105" />
        <source>Modules in the kit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="105" />
        <source>GiB per module</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="106" />
        <source>Speed (MT/s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="87" />
        <source>Rated power (W)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="87" />
        <source>ATX version</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="88" />
        <source>80 PLUS rating</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="91" />
        <source>EPS 8-pin plugs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="107" />
        <source>ECC</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="107" />
        <source>no</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="107" />
        <source>yes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="108" />
        <source>Interface</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="111" />
        <source>Capacity (GB)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="114" />
        <location filename="../../ui/custom_part_fields.py" line="129" />
        <source>Power (W)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="115" />
        <source>Cooler type</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="115" />
        <source>air cooler</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="116" />
        <source>all-in-one liquid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="117" />
        <source>custom loop</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="118" />
        <source>Height (mm)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="118" />
        <source>Radiator (mm)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="119" />
        <source>Sockets (comma between them)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="120" />
        <source>Fans and pump (W)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="121" />
        <source>Largest board it takes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="122" />
        <source>Expansion slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="123" />
        <source>Longest card (mm)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="124" />
        <source>Tallest CPU cooler (mm)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="125" />
        <source>Open frame</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="126" />
        <source>no: the cards sit in the board's slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="127" />
        <source>yes: the cards stand on a rail, each on a riser</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="128" />
        <source>Cards the frame holds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/custom_part_fields.py" line="129" />
        <source>What it is</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Editors</name>
    <message>
        <location filename="../../ui/editors.py" line="51" />
        <source>a whole number</source>
        <extracomment>The fine-tuning recipe's combo boxes: workload field, its choices and the words shown for each.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="51" />
        <source>a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="52" />
        <source>{what} must be {kind}, not '{text}'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="66" />
        <source>{what} must be names from {known}, not '{text}'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="117" />
        <location filename="../../ui/editors.py" line="513" />
        <source>Change {field}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="297" />
        <location filename="../../ui/editors.py" line="390" />
        <source>Change {field} to {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="399" />
        <source>Choose model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="419" />
        <source>Use config.json</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="540" />
        <source>{what} cannot be empty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="616" />
        <source>Change currency</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <location filename="../../ui/app.py" line="60" />
        <source>Unexpected error</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/app.py" line="61" />
        <source>The planner hit a bug. Your project file on disk is unchanged and an autosaved copy is kept.
Details were written to the log: {path}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>FindBuild</name>
    <message>
        <location filename="../../ui/find_build.py" line="64" />
        <source>Build</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="65" />
        <source>Price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="66" />
        <source>Decode (tokens/s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="67" />
        <source>Per month</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="68" />
        <source>Wall (W)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="69" />
        <source>Why</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="94" />
        <source>used</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="104" />
        <source>{count} machines: {cards}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="180" />
        <source>Find a build</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="182" />
        <source>Budget for the parts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="183" />
        <source>Model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="184" />
        <source>Weight format</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="185" />
        <source>Context (tokens)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="186" />
        <source>At least (tokens/s, one sequence)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="187" />
        <source>Most watts at the wall (0: no limit)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="188" />
        <source>Form</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="189" />
        <source>Used cards allowed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="190" />
        <source>Keep the cards of this machine (owned)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="191" />
        <source>A MoE model may keep experts in system RAM</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="196" />
        <source>Tower case</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="197" />
        <source>Open frame, cards on risers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="198" />
        <source>19-inch rack chassis</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="199" />
        <source>Find</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="200" />
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="201" />
        <source>Use this build</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="228" />
        <source>Best that fits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="275" />
        <source>Searching...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="284" />
        <source>Search cancelled.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="304" />
        <source>{builds} builds from {searched} card mixes in {seconds} s.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="308" />
        <source>{left} mixes were left when the search stopped at its limits; none of them can be built cheaper than the first build.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="311" />
        <source>{left} mixes were left when the search stopped at its limits; some of them could be built cheaper than the first build.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/find_build.py" line="343" />
        <source>Use build {name}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>GuideMenu</name>
    <message>
        <location filename="../../ui/guide_menu.py" line="43" />
        <source>Plan a rig</source>
        <extracomment>(page file, its title in the menu) in the order of the README's list.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="44" />
        <source>Model fit and speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="45" />
        <source>Cost of ownership</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="46" />
        <source>The Excel quote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="47" />
        <source>Command line</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="48" />
        <source>Catalog and prices</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="49" />
        <source>Verify the built rig</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="50" />
        <source>Files and limits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="51" />
        <source>Fine-tuning</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="52" />
        <source>MoE expert offload</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="53" />
        <source>Find a build</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="54" />
        <source>Install without Python</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="55" />
        <source>Developers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="56" />
        <source>Benchmarks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/guide_menu.py" line="80" />
        <source>&amp;User guide</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MachinesBar</name>
    <message>
        <location filename="../../ui/machines_bar.py" line="47" />
        <source>+ Add machine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="48" />
        <source>Add a machine to this project (a small cluster); the summary and the quote count every machine.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="68" />
        <source>Double-click to rename; right-click to remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="88" />
        <source>Add machine {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="95" />
        <source>Rename machine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="96" />
        <source>Name of the machine:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="105" />
        <source>Rename machine {old} to {new}</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/machines_bar.py" line="117" />
        <source>Remove {name} and the %n part(s) on it? Undo brings them back.</source>
        <translation>
            <numerusform>Remove {name} and the %n part on it? Undo brings it back.</numerusform><numerusform>Remove {name} and the %n parts on it? Undo brings them back.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/machines_bar.py" line="123" />
        <source>Remove machine {name} and its %n part(s)</source>
        <translation>
            <numerusform>Remove machine {name} and its %n part</numerusform><numerusform>Remove machine {name} and its %n parts</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="118" />
        <location filename="../../ui/machines_bar.py" line="135" />
        <source>Remove machine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="125" />
        <source>Remove machine {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="134" />
        <source>Rename...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="137" />
        <source>Network link...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="138" />
        <source>Link runs RDMA</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="149" />
        <source>Network link</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="150" />
        <source>Link of {name} to the other machines (Gbit/s):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="157" />
        <source>Set the network link of {name} to {gbit:g} Gbit/s</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="164" />
        <source>Run the link of {name} over RDMA</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="165" />
        <source>Run the link of {name} over TCP</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/machines_bar.py" line="171" />
        <location filename="../../ui/machines_bar.py" line="190" />
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform><numerusform>%n GPUs</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="174" />
        <source>not available (exchange rate missing)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="176" />
        <source>not known (no power supply yet)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="177" />
        <source>{gpus}, parts {total}, {wall} at the wall; verdict: {verdict}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="187" />
        <source>{machines} machines with {gpus} in all; showing {name}: {figures}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/machines_bar.py" line="201" />
        <source>(add a machine first)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/machines_bar.py" line="208" />
        <source>Move %n part(s) to {machine}</source>
        <translation>
            <numerusform>Move %n part to {machine}</numerusform><numerusform>Move %n parts to {machine}</numerusform></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/app.py" line="116" />
        <location filename="../../ui/main_window.py" line="711" />
        <source>New rig</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="407" />
        <source>&amp;New</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="407" />
        <source>&amp;Open...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="407" />
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="407" />
        <source>Save &amp;As...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="408" />
        <source>&amp;Export quote...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="409" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="409" />
        <source>&amp;Add part...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="409" />
        <source>&amp;Verify built rig...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="410" />
        <source>Add &amp;custom part...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="411" />
        <source>&amp;Import prices...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="412" />
        <source>New from this mac&amp;hine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="413" />
        <source>Import parts &amp;list...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="414" />
        <source>&amp;New part for my catalog...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="415" />
        <source>Remove part from m&amp;y catalog...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="416" />
        <source>Copy as &amp;Markdown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="417" />
        <source>Copy as &amp;BBCode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="418" />
        <source>&amp;Compare builds...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="419" />
        <source>&amp;Find a build...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="420" />
        <source>&amp;Remove part</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="420" />
        <source>&amp;Copy parts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="420" />
        <source>&amp;Paste parts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="421" />
        <source>Move &amp;up</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="421" />
        <source>Move &amp;down</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="421" />
        <source>Run &amp;Monte Carlo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="421" />
        <source>&amp;About</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="426" />
        <source>&amp;File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="427" />
        <source>Open &amp;recent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="428" />
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="429" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="430" />
        <source>&amp;Language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="431" />
        <source>&amp;Tools</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="433" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="435" />
        <source>Catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="436" />
        <source>Power</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="436" />
        <source>PCIe slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="436" />
        <source>Model fit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="436" />
        <source>Cost of ownership</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="436" />
        <source>Workload</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="437" />
        <source>Cost inputs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="438" />
        <source>Alternatives</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="439" />
        <source>Notes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="441" />
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="456" />
        <source>Move to &amp;machine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="487" />
        <source>not available (exchange rate missing)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="493" />
        <source>{w:,.0f} W sustained, x1.3 rule {r:,.0f} W</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="496" />
        <source>model fits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="497" />
        <source>model does not fit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="499" />
        <source>{c:,.0f} {cur}/month to own</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="504" />
        <source>{name} (build {build}, {count} in all)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="506" />
        <source>{name} ({count} builds)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="508" />
        <source>{name} - parts {total} - {fail} fail, {warn} warn, {info} info</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="511" />
        <source>; </source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/frame.py" line="27" />
        <location filename="../../ui/main_window.py" line="555" />
        <source>GPU Rig Planner</source>
        <extracomment>Fill the window after this long even if no paint came (a window started minimised is never painted).</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="588" />
        <location filename="../../ui/main_window.py" line="644" />
        <source>Add {part}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="604" />
        <location filename="../../ui/main_window.py" line="608" />
        <source>Cannot save the part</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="629" />
        <source>Add custom part</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="630" />
        <source>Name of the part:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="640" />
        <source>entered by the user</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window.py" line="653" />
        <source>Remove %n part(s)</source>
        <translation>
            <numerusform>Remove %n part</numerusform><numerusform>Remove %n parts</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window.py" line="667" />
        <source>Move %n part(s)</source>
        <translation>
            <numerusform>Move %n part</numerusform><numerusform>Move %n parts</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="690" />
        <source>The clipboard holds no parts.</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../../ui/main_window.py" line="696" />
        <source>Paste %n part(s)</source>
        <translation>
            <numerusform>Paste %n part</numerusform><numerusform>Paste %n parts</numerusform></translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="732" />
        <source>Open project</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="733" />
        <location filename="../../ui/main_window.py" line="755" />
        <source>Projects (*.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="741" />
        <source>Cannot open project</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="754" />
        <source>Save project</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="767" />
        <source>Cannot save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="770" />
        <source>Saved {file}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="778" />
        <source>Unsaved changes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="779" />
        <source>Save the changes to {name}?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="855" />
        <source>The job failed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="858" />
        <source>Cancelled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="870" />
        <source>The cost of ownership needs its inputs first (Cost inputs tab).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="879" />
        <source>The project changed while the Monte Carlo ran; run it again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="885" />
        <source>Monte Carlo: P10 {p10:,.0f} / P50 {p50:,.0f} / P90 {p90:,.0f}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="889" />
        <source>Running the Monte Carlo...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="917" />
        <source>Export quote</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="944" />
        <source>Quote written to {file}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="945" />
        <source>Writing the quote...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="963" />
        <source>About GPU Rig Planner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="964" />
        <source>GPU Rig Planner {v}
Plan a multi-GPU machine for local LLM work before you buy it.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MyParts</name>
    <message>
        <location filename="../../ui/my_parts.py" line="31" />
        <source>Remove part from my catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/my_parts.py" line="34" />
        <source>Your catalog has no parts of your own yet: New part... adds one.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/my_parts.py" line="38" />
        <source>Part to remove:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/my_parts.py" line="45" />
        <source>Remove {name} from your catalog?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/my_parts.py" line="47" />
        <source>Lines of this project that use it: {n}. They will show as an unknown part until it is entered again.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NotesEditor</name>
    <message>
        <location filename="../../ui/notes_editor.py" line="50" />
        <source>Edit notes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/notes_editor.py" line="58" />
        <source>Notes on this plan: what it assumes and where its figures come from. They travel with the project file and are printed by the check command.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PartsContextMenu</name>
    <message>
        <location filename="../../ui/parts_menu.py" line="30" />
        <source>Move to machine</source>
        <translation type="unfinished" />
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
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/catalog_picker.py" line="212" />
        <location filename="../../ui/custom_part.py" line="83" />
        <location filename="../../ui/main_window.py" line="443" />
        <location filename="../../ui/parts_model.py" line="55" />
        <location filename="../../ui/price_history.py" line="41" />
        <source>used</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="35" />
        <source>Category</source>
        <extracomment>The roles data() answers (besides ItemIdRole). The roles that decide what a cell looks like (a row is painted again when one of them changes).</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="36" />
        <source>Part</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="37" />
        <source>Key specs</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="38" />
        <source>Qty</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="39" />
        <source>Condition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="40" />
        <source>Unit price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="41" />
        <source>Currency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="42" />
        <source>Line total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="43" />
        <source>Slot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="44" />
        <source>PSU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="45" />
        <source>Source / notes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="50" />
        <source>not placed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="236" />
        <source>Catalog id {id} is not in the catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="267" />
        <location filename="../../ui/parts_model.py" line="366" />
        <location filename="../../ui/parts_tools.py" line="103" />
        <source>main PSU</source>
        <extracomment>The label of a group heading in the slot dropdown (a heading is shown greyed and cannot be chosen)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="285" />
        <source>Quantity must be a whole number, not '{v}'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="303" />
        <source>Price must be a number, not '{v}'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="308" />
        <source>Type this part's price first: the currency belongs to a price you enter (the line is counted at the catalog's price).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="318" />
        <source>A part needs a name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="389" />
        <source>{slot} (port {port} of {extender})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="391" />
        <source>(riser)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_model.py" line="397" />
        <source>Choose the slot from the list of the board's slots</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="444" />
        <location filename="../../ui/parts_model.py" line="56" />
        <source>used, ex-mining</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PartsTableModel</name>
    <message numerus="yes">
        <location filename="../../ui/parts_model.py" line="447" />
        <source>Move %n part(s)</source>
        <translation>
            <numerusform>Move %n part</numerusform><numerusform>Move %n parts</numerusform></translation>
    </message>
</context>
<context>
    <name>PartsTools</name>
    <message>
        <location filename="../../ui/parts_tools.py" line="34" />
        <source>CPU</source>
        <extracomment>(slot name, through a riser, extender unit, port) of one unit; None = not placed</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="35" />
        <source>chipset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="36" />
        <source>switch</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="38" />
        <source>{name}: SATA</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="40" />
        <source>{name}: M.2, PCIe {gen}.0 x{lanes} ({source})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="43" />
        <source>{name} on port {port} of {extender}: PCIe {gen}.0 x{lanes} ({source})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="48" />
        <source>{name} through a riser: PCIe {gen}.0 x{lanes} ({source})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="52" />
        <source>{name}: PCIe {gen}.0 x{lanes} ({source})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="56" />
        <source>{slot} - holds {part}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="151" />
        <source>{name} (not on this board)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="157" />
        <source>on {extender}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="159" />
        <source>through a riser not in the parts list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="207" />
        <source>Total: not available in {currency} (an exchange rate is missing); per currency {amounts}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="211" />
        <source>Total: {total} ({amounts}; converted at {rates})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="215" />
        <source>Total: {total}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="220" />
        <source>not available</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="221" />
        <source>{total}, all machines; {machine} alone {own}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="225" />
        <source>Parts not priced (not in the total): {parts}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="245" />
        <source>&amp;Place cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="255" />
        <source>Add a motherboard first: the cards are placed in its slots.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="258" />
        <source>Add a GPU first.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="262" />
        <source>Put every GPU in the slots the lane check proposes (one undo step).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="284" />
        <source>No placement puts every card in a slot of {board} without one covering another.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="298" />
        <source>The cards already sit in the slots the lane check proposes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/parts_tools.py" line="302" />
        <source>Place the cards in the proposed slots</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PowerBar</name>
    <message>
        <location filename="../../ui/panels_hw.py" line="90" />
        <source>Add parts to see the power budget.</source>
        <extracomment>Colour of a circuit's status (CircuitLoad.status). Colour of a card by its link class (PcieDevice.link_class): green from the CPU at x8 or more, orange narrower or sharing an uplink, red no link.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="110" />
        <source>Sustained load {w:,.0f} W (DC) - wall {wall:,.0f} W</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="113" />
        <source>Sustained load {w:,.0f} W (DC) - wall: add a PSU to see it</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="136" />
        <source>PSU {w:,.0f} W</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="138" />
        <source>x1.3 rule {w:,.0f} W</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="140" />
        <source>worst spike {w:,.0f} W</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="174" />
        <source>{ref} {name} (ATX {atx}): {load:.0%} load, {eff:.1%} efficient; worst window {win}: {spike:,.0f} of {tol:,.0f} W</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="186" />
        <source>Circuit {name}: {load:,.0f} W of {limit:,.0f} W continuous</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>PriceImport</name>
    <message>
        <location filename="../../ui/price_import.py" line="46" />
        <location filename="../../ui/price_import.py" line="71" />
        <source>Import prices</source>
        <extracomment>Refused rows listed in the dialog's text; all of them are in its details.</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/price_import.py" line="48" />
        <source>The file was not imported:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/price_import.py" line="54" />
        <source>Refused rows:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/price_import.py" line="56" />
        <source>(all of them under Show Details)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/price_import.py" line="59" />
        <source>Imported, but check:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/price_import.py" line="72" />
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../ui/i18n.py" line="20" />
        <source>&amp;Look in:</source>
        <extracomment>Labels of Qt's own file dialog that qtbase_zh_CN.qm leaves in English (its entries lack the '&amp;' of Qt 6's source texts): translated in the planner's own catalogue, which Qt asks before its own</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="20" />
        <source>Files of &amp;type:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RatesEditor</name>
    <message>
        <location filename="../../ui/rates_editor.py" line="37" />
        <source>1 unit of</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="37" />
        <source>= rate x</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="37" />
        <source>Rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="37" />
        <source>Date</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="38" />
        <source>Source</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="52" />
        <source>Unknown currency '{text}': use one of {known}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="61" />
        <source>The rate must be a number, not '{text}'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="63" />
        <source>The rate must be greater than 0 (got {text}): 1 {base} buys how many {quote}?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="67" />
        <source>1 {base} = {value} {quote} is far from the catalog's {catalog} ({date}): check the decimal point and the direction of the pair</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="77" />
        <source>The date must be a real day written YYYY-MM-DD (e.g. 2026-01-23), not '{text}'</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="80" />
        <source>The date {text} is in the future: give the day the rate was read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="142" />
        <location filename="../../ui/rates_editor.py" line="301" />
        <source>Type the rate and its date; the rate is used once both are valid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="152" />
        <source>A rate needs two different currencies ({code} on both sides)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="170" />
        <source>There is already a rate between {base} and {quote} (row {row}): edit or remove that one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="187" />
        <source>Change the {base}/{quote} exchange rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="198" />
        <location filename="../../ui/rates_editor.py" line="291" />
        <source>Add the {base}/{quote} exchange rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="218" />
        <source>entered by the user</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="274" />
        <source>Exchange rates (1 unit of the first currency = rate x the second, as of the date)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="275" />
        <source>Add from catalog</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="276" />
        <source>Add blank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="277" />
        <source>Remove</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="293" />
        <source>Use the catalog's {base}/{quote} exchange rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="303" />
        <source>Every pair of known currencies already has a rate: edit it instead</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/rates_editor.py" line="316" />
        <source>Remove the exchange rate {pairs}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ShareActions</name>
    <message>
        <location filename="../../ui/share_actions.py" line="23" />
        <source>Copied the plan as Markdown: paste it into a forum post or a chat.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/share_actions.py" line="25" />
        <source>Copied the plan as BBCode: paste it into a forum post.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SlotMap</name>
    <message>
        <location filename="../../ui/panels_hw.py" line="258" />
        <source>Add a motherboard to see its slots.</source>
        <extracomment>How a card's label is laid out in its box The smallest point size a label shrinks to before it is left to clip</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="286" />
        <source>Slot spacing is not documented for this board: slots are shown in order only.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="310" />
        <source>switched off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="312" />
        <source>{slot}: {state} ({source})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="341" />
        <source>no link</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="343" />
        <source>{device} (1 slot thick): {link} via {via}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="344" />
        <source>{device} ({slots:g} slots thick): {link} via {via}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="347" />
        <source>{device}: {link}, port {port} of {extender}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="350" />
        <source>{card} (on a riser)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="366" />
        <source>Not placed (no slot chosen):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="373" />
        <source>{device} ({width}-slot): not placed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="383" />
        <source>Blue: CPU lanes; brown: chipset lanes (shared uplink); grey: switched off or covered by a card. Green card: x8 or more from the CPU; orange: narrower or through the chipset; red: no link.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="527" />
        <source>CPU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="528" />
        <source>chipset</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="529" />
        <source>PCIe switch</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StartFrom</name>
    <message>
        <location filename="../../ui/start_from.py" line="30" />
        <source>Some parts are not in the catalog: they were added as custom parts. Pick the catalog part or describe each.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start_from.py" line="32" />
        <source>Every part was found in the catalog.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start_from.py" line="47" />
        <source>This machine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start_from.py" line="50" />
        <source>New from this machine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start_from.py" line="55" />
        <location filename="../../ui/start_from.py" line="73" />
        <source>Import parts list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start_from.py" line="59" />
        <source>The file was not imported:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start_from.py" line="64" />
        <source>Parts list %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/start_from.py" line="74" />
        <source>PCPartPicker lists (*.txt *.md);;All files (*)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TcoPanel</name>
    <message>
        <location filename="../../ui/panels_tco.py" line="66" />
        <source>Cumulative cost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="67" />
        <source>Cost vs hours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="68" />
        <source>Tornado</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="69" />
        <source>Monte Carlo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="97" />
        <source>Cost of ownership not available. {reason}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="102" />
        <source>Owning: {total:,.2f} {cur} a month (hardware {hw:,.2f}, power {pw:,.2f}, time {tm:,.2f}, risk {rk:,.2f}). 3-year TCO {three:,.2f} {cur}. {verdict}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="118" />
        <source>payback {m:.1f} mo. ({name})</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="143" />
        <source>month</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="186" />
        <source>your usage</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="190" />
        <source>load hours per month</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="191" />
        <source>{cur} per month</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="201" />
        <source>break-even hours per month (each input -20 % .. +20 %) against {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="244" />
        <source>The Monte Carlo runs in the background (Tools menu).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="257" />
        <source>cost over the plan, net of resale</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="258" />
        <source>draws</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_tco.py" line="273" />
        <source>{h:,.0f} h/month - </source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <location filename="../../ui/undo_actions.py" line="23" />
        <source>&amp;Undo {what}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/undo_actions.py" line="24" />
        <source>&amp;Redo {what}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>VariantsMenu</name>
    <message>
        <location filename="../../ui/variants_menu.py" line="29" />
        <source>&amp;Builds</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="36" />
        <source>Save this build as a variant...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="38" />
        <source>Showing: {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="44" />
        <source>Switch to {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="48" />
        <source>Remove variant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="67" />
        <source>Variant {n}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="68" />
        <source>Save as variant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="69" />
        <source>Name of the variant:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="77" />
        <source>Save build as variant {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="83" />
        <source>Switch to build {name}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/variants_menu.py" line="89" />
        <source>Remove variant {name}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>VerifyDialog</name>
    <message>
        <location filename="../../ui/verify_dialog.py" line="41" />
        <source>Topology (nvidia-smi topo -m):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="42" />
        <source>Cards (nvidia-smi --query-gpu CSV):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="43" />
        <source>Speed (llama-bench JSON or markdown):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="44" />
        <source>Bandwidth (p2pBandwidthLatencyTest):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="45" />
        <source>Power (nvidia-smi power log CSV):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="116" />
        <source>Verify built rig</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="117" />
        <source>Give any of the built rig's own outputs (hover a field for the command that writes it); the plan of the open project is put beside them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="122" />
        <source>Browse...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="123" />
        <source>not given</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="124" />
        <source>&amp;Check against the plan</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="125" />
        <source>Save as &amp;text...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="126" />
        <source>Save as &amp;JSON...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="143" />
        <source>Choose at least one file.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="156" />
        <source>Checking...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="179" />
        <source>Not checked: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="207" />
        <source>Save the checks</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="208" />
        <source>Text (*.txt)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="216" />
        <source>Not saved: {problem}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/verify_dialog.py" line="218" />
        <source>Saved to {file}</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>VramBars</name>
    <message>
        <location filename="../../ui/panels_hw.py" line="430" />
        <source>Choose a model and add GPUs to see how it is placed.</source>
        <extracomment>Findings that say why the model is not placed on the cards (the model-fit tab shows the first one)</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="439" />
        <source>beyond the model's own {window:,}-token window</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="442" />
        <source>fits</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="442" />
        <source>does not fit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="443" />
        <source>{model} - {quant}, {context:,} tokens, {engine}: {verdict}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="475" />
        <source>{used:.1f} GiB used, {free:+.1f} free; layers {layers}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="481" />
        <source>weights</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="482" />
        <source>KV cache / training state</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="483" />
        <source>CUDA context and buffers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="485" />
        <source>draft model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="486" />
        <source>free</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="498" />
        <source>Rule of thumb (params x 2 bytes x 1.2-1.3): {lo:.1f}-{hi:.1f} GB; {verdict}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="502" />
        <source>Training state and activations: {state:.1f} GiB on all cards; {total:.1f} GiB used in all.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="504" />
        <source>Activations ({recipe}): {slope:.3f} MiB per token of sequence; longest sequence that trains: {longest}.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/panels_hw.py" line="511" />
        <source>Decode about {t:.1f} tokens/s ({lo:.1f}-{hi:.1f}); largest context {ctx}; best quantization {q}.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../ui/words.py" line="10" />
        <source>Inference</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="11" />
        <source>LoRA fine-tuning</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="12" />
        <source>QLoRA fine-tuning</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="13" />
        <source>Full fine-tuning</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="18" />
        <source>Accelerate, one card after another</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="19" />
        <source>Accelerate, balanced over the cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="20" />
        <source>vLLM tensor parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="21" />
        <source>vLLM pipeline parallel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="26" />
        <source>quantity</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="27" />
        <source>condition</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="28" />
        <source>unit price</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="29" />
        <source>currency</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="30" />
        <source>slot</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="31" />
        <source>PSU</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="32" />
        <source>notes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="33" />
        <source>name</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="37" />
        <source>Fails</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="38" />
        <source>Warning</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="39" />
        <source>Note</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="40" />
        <source>OK</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="46" />
        <source>Change {field} of {part}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="47" />
        <source>Change {field} of {part} to {value}</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="53" />
        <source>The mode's own (LoRA 16-bit, QLoRA 4-bit)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="54" />
        <source>16-bit (bf16)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="55" />
        <source>8-bit (LLM.int8)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="56" />
        <source>4-bit (NF4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="57" />
        <source>4-bit (FP4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="61" />
        <source>AdamW (fp32 states)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="62" />
        <source>8-bit AdamW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="63" />
        <source>Paged 8-bit AdamW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="64" />
        <source>Paged 32-bit AdamW</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="65" />
        <source>SGD with momentum</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="69" />
        <source>Mixed precision, fp32 master weights</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="70" />
        <source>Pure bf16, no master weights</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="75" />
        <source>Data parallel (DDP), a full copy per card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="76" />
        <source>Pipeline, layers split over the cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="77" />
        <source>ZeRO-1, optimizer states sharded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="78" />
        <source>ZeRO-2, gradients and optimizer sharded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="79" />
        <source>ZeRO-3, everything sharded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="80" />
        <source>FSDP, everything sharded</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="84" />
        <source>Nothing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="85" />
        <source>Optimizer states and gradients</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="86" />
        <source>Optimizer states, gradients and parameters</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="92" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="93" />
        <source>On</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/words.py" line="94" />
        <source>On, checkpoints in host RAM</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>WorkloadEditor</name>
    <message>
        <location filename="../../ui/editors.py" line="212" />
        <location filename="../../ui/editors.py" line="218" />
        <source>auto</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="242" />
        <source>(no draft model)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="245" />
        <source>(as the model)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="301" />
        <source>Model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="302" />
        <source>Quantization</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="303" />
        <source>KV cache</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="304" />
        <source>Context (tokens)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="305" />
        <source>Parallel sequences</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="306" />
        <source>Engine</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="307" />
        <source>Mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="308" />
        <source>MoE experts in system RAM (layers)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="309" />
        <source>empty: none; auto: the fewest layers that fit; or a number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="311" />
        <source>llama.cpp --n-cpu-moe: the routed experts of the first layers stay in system RAM and the CPU reads them at the build's memory bandwidth.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="316" />
        <source>Tensor-parallel size (vLLM)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="318" />
        <source>empty: every card</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="319" />
        <source>vllm serve --tensor-parallel-size: each layer is split over this many cards; with fewer than all the cards, the groups run one after another as pipeline stages (--pipeline-parallel-size). It must divide the number of cards.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="323" />
        <source>Draft model</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="324" />
        <source>Draft quantization</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="325" />
        <source>Speculative decoding with llama.cpp (llama-server -md): the draft model's memory is counted on the cards beside the model's.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="328" />
        <source>Open config.json...</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="329" />
        <source>LoRA rank</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="330" />
        <source>LoRA target modules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="331" />
        <source>Frozen base</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="332" />
        <source>Optimizer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="333" />
        <source>Precision</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="334" />
        <source>Several cards</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="335" />
        <source>Offload to host RAM</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="336" />
        <source>Gradient checkpointing</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="337" />
        <source>Comma-separated: q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="354" />
        <source>(no model)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="358" />
        <source>{name} (from config.json)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="402" />
        <source>Open a Hugging Face config.json</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../../ui/editors.py" line="403" />
        <source>config.json (*.json)</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>