// Audit mode on the checklist page: the ticked entries' criteria as rows (a table per entry), which
// audit.js gives the same result controls, notes and "Report this defect" as on entry pages. Results
// are stored under the same key per criterion id, so an entry page and the checklist share them. The
// criteria come from the defect reporter's data scripts (defects/data/), loaded as scripts so file://
// works. Without JavaScript the section stays hidden and the page reads as before.
(function () {
  "use strict";
  var section = document.querySelector("[data-checklist-audit]");
  var form = document.querySelector("[data-checklist]");
  if (!section || !form || !window.patternsAudit) { return; }
  var tables = section.querySelector("[data-checklist-audit-tables]");
  var empty = section.querySelector("[data-checklist-audit-empty]");
  var indexURL = new URL(tables.dataset.index, document.baseURI);
  var index = null;
  var chunks = {};
  var loading = {};
  var indexRequested = false;
  section.hidden = false;

  window.patternsDefectIndex = function (entries) { index = entries; };
  window.patternsDefectChunk = function (id, entries) { chunks[id] = entries; };
  function load(url, done) {
    var tag = document.createElement("script");
    tag.src = url;
    tag.onload = done;
    document.head.append(tag);
  }
  function element(name, attributes, children) {
    var node = document.createElement(name);
    Object.keys(attributes || {}).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    (children || []).forEach(function (child) { node.append(child); });
    return node;
  }

  // The ticked entries' data, in the order ticked; null while a script they need is still loading.
  function tickedEntries() {
    var keys = (form.getAttribute("data-selected") || "").split(",").filter(Boolean);
    var entries = [];
    var waiting = false;
    keys.forEach(function (key) {
      var item = index.filter(function (candidate) { return candidate.k === key; })[0];
      if (!item) { return; }
      if (!chunks[item.d]) {
        waiting = true;
        if (!loading[item.d]) { loading[item.d] = true; load(new URL(item.d + ".js", indexURL).href, refresh); }
        return;
      }
      var entry = chunks[item.d].filter(function (candidate) { return candidate.page === item.p; })[0];
      if (entry) { entries.push(entry); }
    });
    return waiting ? null : entries;
  }

  // A table per entry, a row per criterion: the row's header is the criterion as a tester reads it.
  function refresh() {
    var ticked = (form.getAttribute("data-selected") || "").split(",").filter(Boolean);
    if (!ticked.length) { render([]); return; }
    if (!index) {
      // The index lists every entry (about 0.5 MB at 10,000 entries): fetched once something is ticked.
      if (!indexRequested) { indexRequested = true; load(indexURL.href, refresh); }
      return;
    }
    var entries = tickedEntries();
    if (entries) { render(entries); }
  }

  function render(entries) {
    tables.textContent = "";
    var rows = [];
    entries.forEach(function (entry, position) {
      var caption = "checklist-audit-" + (position + 1);
      var body = element("tbody");
      entry.criteria.forEach(function (criterion) {
        var row = element("tr", { "data-criterion": criterion.id, "data-expected": criterion.expected }, [
          element("th", { scope: "row" }, [criterion.expected]), element("td")]);
        body.append(row);
        rows.push(row);
      });
      tables.append(element("div", { class: "table-scroll" }, [element("table", { "aria-labelledby": caption }, [
        element("caption", { id: caption }, [entry.title]),
        element("thead", {}, [element("tr", {}, [element("th", { scope: "col" }, ["Criterion"]), element("th", { scope: "col" }, ["Result"])])]),
        body])]));
    });
    empty.hidden = entries.length > 0;
    window.patternsAudit.setRows(rows, entries);
  }

  form.addEventListener("checklist-selection", refresh);
  refresh();
}());
