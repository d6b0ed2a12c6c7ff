// The defect reporter page (/defects/): find an entry, pick one of its criteria, say what actually
// happened, choose platform, assistive technology and severity, and download the report defect.js
// drafts (the same as draft_defect's). Entries come from data scripts (defects/data/index.js, then the
// chunk holding the chosen entry), loaded as scripts so the page works from file:// too. The run's
// platform and assistive technology start as the audit mode last recorded them in this browser.
(function () {
  "use strict";
  var host = document.querySelector("[data-defect-reporter]");
  if (!host || !window.patternsDefect) { return; }
  var defect = window.patternsDefect;
  var lists = defect.pageData() || { platforms: [], assistiveTechnologies: [], severities: [] };
  var script = document.currentScript;
  var root = script ? script.src.replace(/static\/defect-reporter\.js(\?.*)?$/, "") : "";
  var run = {};
  try { run = (JSON.parse(window.localStorage.getItem("patterns-audit:" + root) || "null") || {}).run || {}; } catch (error) { run = {}; }

  function element(name, attributes, children) {
    var node = document.createElement(name);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    (children || []).forEach(function (child) { node.append(child); });
    return node;
  }
  function field(label, control) {
    return element("p", { class: "defect-field" }, [element("label", { for: control.id }, [label]), control]);
  }
  function select(id, choices, chosen) {
    var node = element("select", { id: id }, [element("option", { value: "" }, ["Not stated"])]);
    choices.forEach(function (choice) { node.append(element("option", { value: choice[0] }, [choice[1]])); });
    node.value = chosen || "";
    return node;
  }

  var filter = element("input", { type: "search", id: "defect-filter", autocomplete: "off", spellcheck: "false", "aria-describedby": "defect-filter-status" });
  var filterStatus = element("p", { id: "defect-filter-status", role: "status", class: "defect-status" }, ["Loading the entries…"]);
  var entrySelect = element("select", { id: "defect-entry", size: "8" });
  var criterionSelect = element("select", { id: "defect-criterion" }, [element("option", { value: "" }, ["Choose an entry first"])]);
  var actual = element("textarea", { id: "defect-actual", rows: "3" });
  var platform = select("defect-platform", lists.platforms.map(function (choice) { return [choice.id, choice.title]; }), run.platform);
  var assistive = select("defect-at", lists.assistiveTechnologies.map(function (name) { return [name, name]; }), run.assistiveTechnology);
  var severity = "";
  var severities = defect.severityGroup("defect-severity", lists.severities, "", function (chosen) { severity = chosen; refresh(); });
  var form = element("form", { class: "defect-form", "aria-labelledby": "defect-form-heading" }, [
    element("h2", { id: "defect-form-heading" }, ["What you found"]),
    field("Find an entry", filter), filterStatus, field("Entry", entrySelect), field("Criterion that failed", criterionSelect),
    field("What actually happened", actual), field("Platform", platform), field("Assistive technology", assistive), severities]);
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  var files = element("ul", { class: "audit-defect-files" });
  var preview = element("pre", { class: "defect-preview", tabindex: "0", "aria-labelledby": "defect-preview-heading" });
  var reportStatus = element("p", { role: "status", class: "defect-status" });
  var output = element("section", { class: "defect-output", "aria-labelledby": "defect-report-heading" }, [
    element("h2", { id: "defect-report-heading" }, ["Your report"]), reportStatus, files,
    element("h3", { id: "defect-preview-heading" }, ["Preview (Markdown)"]), preview]);
  output.hidden = true;
  host.append(form, output);

  var index = [];
  var chunks = {};
  var pending = {};
  function load(url, done) {
    var tag = document.createElement("script");
    tag.src = url;
    tag.onload = done;
    tag.onerror = function () { filterStatus.textContent = "The entries could not be loaded: rebuild the site, or open an entry page and report from there."; };
    document.head.append(tag);
  }
  window.patternsDefectIndex = function (entries) { index = entries; };
  window.patternsDefectChunk = function (id, entries) { chunks[id] = entries; };

  function chosenEntry() {
    var item = index[Number(entrySelect.value)];
    if (!item || !chunks[item.d]) { return null; }
    return chunks[item.d].filter(function (entry) { return entry.page === item.p; })[0] || null;
  }

  // The entry list, narrowed to titles and categories holding every typed word; the count is announced.
  function listEntries() {
    var words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    var chosen = entrySelect.value;
    entrySelect.textContent = "";
    var groups = {};
    var shown = 0;
    index.forEach(function (item, position) {
      var haystack = (item.t + " " + item.c).toLowerCase();
      if (!words.every(function (word) { return haystack.indexOf(word) >= 0; })) { return; }
      if (!groups[item.c]) { groups[item.c] = element("optgroup", { label: item.c }); entrySelect.append(groups[item.c]); }
      groups[item.c].append(element("option", { value: String(position) }, [item.t]));
      shown += 1;
    });
    entrySelect.value = chosen;
    filterStatus.textContent = shown === 1 ? "1 entry matches." : shown + " entries match.";
  }

  function listCriteria() {
    var entry = chosenEntry();
    criterionSelect.textContent = "";
    if (!entry) { criterionSelect.append(element("option", { value: "" }, ["Choose an entry first"])); return; }
    criterionSelect.append(element("option", { value: "" }, ["Choose a criterion"]));
    entry.criteria.forEach(function (criterion, position) {
      criterionSelect.append(element("option", { value: String(position) }, [criterion.expected]));
    });
  }

  function refresh() {
    var entry = chosenEntry();
    var criterion = entry && entry.criteria[Number(criterionSelect.value)];
    output.hidden = !(entry && criterion && criterionSelect.value !== "");
    if (output.hidden) { return; }
    var titles = lists.platforms.filter(function (choice) { return choice.id === platform.value; });
    var report = defect.draft(entry, criterion, {
      actual: actual.value, platform: titles.length ? titles[0].title : "", assistiveTechnology: assistive.value, severity: severity
    });
    defect.links(report, files, "defect-" + criterion.id.replace(/[^A-Za-z0-9.-]+/g, "-"));
    preview.textContent = defect.markdown(report);
    reportStatus.textContent = "Report drafted for " + entry.title + ".";
  }

  filter.addEventListener("input", listEntries);
  entrySelect.addEventListener("change", function () {
    var item = index[Number(entrySelect.value)];
    if (!item) { return; }
    var ready = function () { listCriteria(); refresh(); };
    if (chunks[item.d]) { ready(); return; }
    if (pending[item.d]) { return; }
    pending[item.d] = true;
    load(new URL(item.d + ".js", new URL(host.dataset.index, document.baseURI)).href, ready);
  });
  criterionSelect.addEventListener("change", refresh);
  [actual, platform, assistive].forEach(function (control) { control.addEventListener("input", refresh); control.addEventListener("change", refresh); });
  load(host.dataset.index, listEntries);
}());
