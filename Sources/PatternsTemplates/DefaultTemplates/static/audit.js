// Audit mode on an entry page (and on the checklist page, whose rows checklist-audit.js adds later
// through window.patternsAudit.addRows): a result (Pass, Fail, Not tested, Not applicable) and a note for each
// criterion row, kept in this browser per site (localStorage, keyed by criterion id), with the entry's
// progress announced, and the site's results exported as the results file `patterns report results`
// reads (format patterns-results, version 1), as Markdown and as CSV, and loaded back from such a file.
// The run's platform, assistive technology and browser are chosen from the site's lists (`audit:` in
// patterns.yml, carried in the page's #audit-data); a failed criterion offers "Report this defect",
// drafted by defect.js from the same data as `draft_defect`.
// Without JavaScript the page reads as it always does; this script only adds.
(function () {
  "use strict";
  var rows = Array.prototype.slice.call(document.querySelectorAll("tr[data-criterion]"));
  var criteria = document.querySelector("section.criteria");
  // defect.js (loaded first) drafts defect reports and writes CSV cells.
  var defect = window.patternsDefect;
  var laterRows = criteria && criteria.hasAttribute("data-audit-later");
  if ((!rows.length && !laterRows) || !criteria || !defect) { return; }

  var OUTCOMES = [["pass", "Pass"], ["fail", "Fail"], ["not-tested", "Not tested"], ["not-applicable", "Not applicable"]];
  var data = defect.pageData() ||
    { platforms: [], assistiveTechnologies: [], browsers: [], severities: [], entries: [] };
  // Each field of a run: its key in the results file, its label, and the list it is chosen from (else free text).
  var RUN_FIELDS = [["tester", "Tester"],
    ["platform", "Platform", data.platforms.map(function (platform) { return [platform.id, platform.title]; })],
    ["assistiveTechnology", "Assistive technology", data.assistiveTechnologies.map(function (name) { return [name, name]; })],
    ["browser", "Browser", data.browsers.map(function (name) { return [name, name]; })],
    ["environment", "Device and OS"]];
  // Each criterion id's entry and criterion in the page's data, for its defect report.
  var sources = {};
  data.entries.forEach(function (entry) {
    entry.criteria.forEach(function (criterion) { sources[criterion.id] = { entry: entry, criterion: criterion }; });
  });
  var script = document.currentScript;
  var root = script ? script.src.replace(/static\/audit\.js(\?.*)?$/, "") : "";
  var storageKey = "patterns-audit:" + root;

  function load() {
    try {
      var stored = JSON.parse(window.localStorage.getItem(storageKey) || "null");
      if (stored && stored.results && stored.run) { return stored; }
    } catch (error) { /* storage off or damaged: start again */ }
    return { run: {}, results: {} };
  }
  var state = load();
  function save() {
    try { window.localStorage.setItem(storageKey, JSON.stringify(state)); } catch (error) { /* storage may be off */ }
  }

  function element(name, attributes, children) {
    var node = document.createElement(name);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    (children || []).forEach(function (child) { node.append(child); });
    return node;
  }

  // The criterion as the tester reads it, as `patterns report results` compares it: "Input: expected result".
  function expectedText(row) {
    if (row.dataset.expected) { return row.dataset.expected; }
    var cell = row.querySelector("td").cloneNode(true);
    Array.prototype.forEach.call(cell.querySelectorAll(".unconfirmed, .audit-cell"), function (node) { node.remove(); });
    return row.querySelector("th").textContent.trim() + ": " + cell.textContent.trim();
  }

  // The bar above the criteria: the toggle, the entry's progress and the run's details and files.
  var toggle = element("button", { type: "button", "aria-pressed": "false", class: "audit-toggle" }, ["Record test results"]);
  var progress = element("p", { role: "status", class: "audit-progress" });
  var details = element("details", { class: "audit-run" }, [element("summary", {}, ["Run details and results files"])]);
  RUN_FIELDS.forEach(function (field) {
    var input = field[2] ? element("select", { id: "audit-run-" + field[0] }, [element("option", { value: "" }, ["Not stated"])])
      : element("input", { type: "text", id: "audit-run-" + field[0], autocomplete: "off" });
    (field[2] || []).forEach(function (choice) { input.append(element("option", { value: choice[0] }, [choice[1]])); });
    setRunField(input, state.run[field[0]] || "");
    input.addEventListener(field[2] ? "change" : "input", function () {
      state.run[field[0]] = input.value;
      save();
      refreshFiles();
      refreshDefects();
    });
    details.append(element("p", { class: "audit-field" }, [element("label", { for: input.id }, [field[1]]), input]));
  });
  var files = element("ul", { class: "audit-files" });
  var formats = [["json", "Download results (JSON)", "application/json"], ["md", "Download results (Markdown)", "text/markdown"],
    ["csv", "Download results (CSV)", "text/csv"]];
  var links = formats.map(function (format) {
    var link = element("a", { download: "audit-results." + format[0], "data-format": format[0] }, [format[1]]);
    files.append(element("li", {}, [link]));
    return link;
  });
  var upload = element("input", { type: "file", id: "audit-load", accept: ".json,application/json" });
  var loadStatus = element("p", { role: "status", class: "audit-load-status" });
  details.append(files, element("p", { class: "audit-field" }, [element("label", { for: "audit-load" }, ["Load a results file"]), upload]), loadStatus);
  var bar = element("div", { class: "audit-bar" }, [toggle, progress, details]);
  criteria.querySelector("h2").after(bar);

  // A run field's value; a list lacking it (a loaded file's own choice) gains it, so nothing is lost.
  function setRunField(input, value) {
    if (input.tagName === "SELECT" && value && !Array.prototype.some.call(input.options, function (option) { return option.value === value; })) {
      input.append(element("option", { value: value }, [value]));
    }
    input.value = value;
  }

  function outcomeOf(id) { return (state.results[id] || {}).outcome || "not-tested"; }

  function refreshProgress() {
    var checked = 0, failed = 0;
    rows.forEach(function (row) {
      var outcome = outcomeOf(row.dataset.criterion);
      if (outcome !== "not-tested") { checked += 1; }
      if (outcome === "fail") { failed += 1; }
    });
    progress.textContent = checked + " of " + rows.length + " criteria checked on this page, " + failed + " failed.";
  }

  function runFile() {
    var today = new Date();
    var date = today.getFullYear() + "-" + String(today.getMonth() + 1).padStart(2, "0") + "-" + String(today.getDate()).padStart(2, "0");
    var file = { format: "patterns-results", version: 1, site: document.title.replace(/^.* – /, ""), date: date };
    RUN_FIELDS.forEach(function (field) { if (state.run[field[0]]) { file[field[0]] = state.run[field[0]]; } });
    file.results = Object.keys(state.results).sort().map(function (id) {
      var result = state.results[id];
      var item = { criterion: id, outcome: result.outcome || "not-tested" };
      if (result.note) { item.note = result.note; }
      if (result.expected) { item.expected = result.expected; }
      return item;
    });
    return file;
  }
  function exported(format) {
    var file = runFile();
    if (format === "json") { return JSON.stringify(file, null, 2) + "\n"; }
    if (format === "csv") {
      return [["criterion", "outcome", "note", "expected"]].concat(file.results.map(function (result) {
        return [result.criterion, result.outcome, result.note || "", result.expected || ""];
      })).map(function (row) { return row.map(defect.csvField).join(","); }).join("\r\n") + "\r\n";
    }
    var lines = ["# Accessibility test results", ""];
    RUN_FIELDS.concat([["date", "Date"]]).forEach(function (field) { if (file[field[0]]) { lines.push("- **" + field[1] + ":** " + file[field[0]]); } });
    lines.push("", "| Criterion | Outcome | Note |", "| --- | --- | --- |");
    file.results.forEach(function (result) {
      lines.push("| " + [result.criterion, result.outcome, result.note || ""].map(function (text) {
        return text.replace(/[|\\]/g, "\\$&").replace(/\r?\n/g, " ");
      }).join(" | ") + " |");
    });
    return lines.join("\n") + "\n";
  }
  function refreshFiles() {
    links.forEach(function (link, index) {
      link.href = "data:" + formats[index][2] + ";charset=utf-8," + encodeURIComponent(exported(link.dataset.format));
    });
  }

  function record(row, changes) {
    var id = row.dataset.criterion;
    var result = state.results[id] || {};
    Object.keys(changes).forEach(function (key) { result[key] = changes[key]; });
    result.expected = expectedText(row);
    if (result.outcome === "not-tested" && !result.note) { delete state.results[id]; } else { state.results[id] = result; }
    save();
    refreshProgress();
    refreshFiles();
    refreshDefect(row);
  }

  // "Report this defect" on a failed criterion: a disclosure with the severity and the report's files,
  // drafted from the catalog's data, the tester's note and the run's platform and assistive technology.
  function platformTitle(id) {
    var platform = data.platforms.filter(function (choice) { return choice.id === id; })[0];
    return platform ? platform.title : id ? id.charAt(0).toUpperCase() + id.slice(1) : "";
  }
  function defectReport(id) {
    var result = state.results[id] || {};
    return defect.draft(sources[id].entry, sources[id].criterion, {
      actual: result.note || "", platform: platformTitle(state.run.platform), assistiveTechnology: state.run.assistiveTechnology,
      severity: result.severity
    });
  }
  function defectControls(row) {
    var id = row.dataset.criterion;
    var panelID = "audit-defect-" + id;
    var button = element("button", { type: "button", class: "audit-report", "aria-expanded": "false", "aria-controls": panelID },
      ["Report this defect"]);
    var list = element("ul", { class: "audit-defect-files" });
    var panel = element("div", { class: "audit-defect", id: panelID, hidden: "" }, [
      defect.severityGroup("audit-severity-" + id, data.severities, (state.results[id] || {}).severity, function (severity) {
        record(row, { severity: severity, outcome: outcomeOf(id) });
      }), list]);
    button.addEventListener("click", function () {
      var open = button.getAttribute("aria-expanded") !== "true";
      button.setAttribute("aria-expanded", open ? "true" : "false");
      panel.hidden = !open;
    });
    return element("div", { class: "audit-defect-controls" }, [button, panel]);
  }
  function refreshDefect(row) {
    var controls = row.querySelector(".audit-defect-controls");
    if (!controls) { return; }
    var id = row.dataset.criterion;
    controls.hidden = outcomeOf(id) !== "fail";
    if (!controls.hidden) {
      defect.links(defectReport(id), controls.querySelector(".audit-defect-files"), "defect-" + id.replace(/[^A-Za-z0-9.-]+/g, "-"));
    }
  }
  function refreshDefects() { rows.forEach(refreshDefect); }

  // A row's result cell: a group of radio buttons (native, so arrow keys move and choose as the
  // ARIA Authoring Practices' radio group does) and a note.
  function cell(row) {
    var id = row.dataset.criterion;
    var name = row.querySelector("th").textContent.trim();
    var group = element("fieldset", { class: "audit-outcomes" }, [element("legend", { class: "visually-hidden" }, ["Result for " + name])]);
    OUTCOMES.forEach(function (outcome) {
      var input = element("input", { type: "radio", name: "audit-" + id, value: outcome[0] });
      input.checked = outcomeOf(id) === outcome[0];
      input.addEventListener("change", function () { if (input.checked) { record(row, { outcome: outcome[0] }); } });
      group.append(element("label", {}, [input, " " + outcome[1]]));
    });
    var note = element("textarea", { rows: "2", id: "audit-note-" + id });
    note.value = (state.results[id] || {}).note || "";
    note.addEventListener("input", function () { record(row, { note: note.value, outcome: outcomeOf(id) }); });
    var label = element("label", { for: note.id, class: "audit-note" }, ["Note", element("span", { class: "visually-hidden" }, [" on " + name])]);
    var parts = [group, label, note];
    if (sources[id]) { parts.push(defectControls(row)); }
    return element("div", { class: "audit-cell" }, parts);
  }

  function show(on) {
    toggle.setAttribute("aria-pressed", on ? "true" : "false");
    criteria.classList.toggle("auditing", on);
    rows.forEach(function (row) {
      var existing = row.querySelector(".audit-cell");
      if (on && !existing) { row.querySelector("td").append(cell(row)); refreshDefect(row); }
      if (!on && existing) { existing.remove(); }
    });
    state.auditing = on;
    save();
  }

  toggle.addEventListener("click", function () { show(toggle.getAttribute("aria-pressed") !== "true"); });
  upload.addEventListener("change", function () {
    var chosen = upload.files && upload.files[0];
    if (!chosen) { return; }
    chosen.text().then(function (text) {
      var file = JSON.parse(text);
      if (!file || file.format !== "patterns-results" || !Array.isArray(file.results)) { throw new Error("not a results file"); }
      var count = 0;
      file.results.forEach(function (result) {
        if (typeof result.criterion !== "string" || !OUTCOMES.some(function (outcome) { return outcome[0] === result.outcome; })) { return; }
        state.results[result.criterion] = { outcome: result.outcome, note: result.note || "", expected: result.expected,
          severity: (state.results[result.criterion] || {}).severity };
        count += 1;
      });
      RUN_FIELDS.forEach(function (field) {
        if (!state.run[field[0]] && file[field[0]]) {
          state.run[field[0]] = file[field[0]];
          setRunField(document.getElementById("audit-run-" + field[0]), file[field[0]]);
        }
      });
      save();
      if (toggle.getAttribute("aria-pressed") === "true") { show(false); show(true); }
      refreshProgress();
      refreshFiles();
      loadStatus.textContent = "Loaded " + count + " results from " + chosen.name + ".";
    }).catch(function (error) {
      loadStatus.textContent = chosen.name + " could not be loaded (" + error.message + "): choose a results file this audit mode downloaded.";
    });
  });

  // The checklist page's rows come and go with the ticked entries: it hands over the rows it shows
  // and the entries' data (as AuditPageData writes them), and they get the same controls and state.
  window.patternsAudit = {
    setRows: function (shown, entries) {
      (entries || []).forEach(function (entry) {
        entry.criteria.forEach(function (criterion) { sources[criterion.id] = { entry: entry, criterion: criterion }; });
      });
      rows = shown;
      show(toggle.getAttribute("aria-pressed") === "true");
      refreshProgress();
    }
  };

  refreshProgress();
  refreshFiles();
  if (state.auditing) { show(true); }
}());
