// Defect reports drafted from the catalog's data, as `DefectDraft` and `DefectReport` draft them in
// Swift (draft_defect, the command line): the same title, steps, expected result, WCAG citations and
// the same Markdown, CSV and JSON, so a report made on a page and one made by a tool agree. The data
// comes from the page (AuditPageData): an entry's title, page, cited success criteria and criteria,
// each with its id, steps and expected result. Used by the audit mode and the defect reporter page.
(function () {
  "use strict";
  var TITLE_SUMMARY_LENGTH = 60;

  // The tester's first sentence, cut after a whole word: the title's tail (DefectDraft.summary).
  function summary(actual) {
    var sentence = actual.trim().split(/[.!?\n]/).filter(function (part) { return part.length; })[0] || "";
    var characters = Array.from(sentence);
    if (characters.length <= TITLE_SUMMARY_LENGTH) { return sentence; }
    var head = characters.slice(0, TITLE_SUMMARY_LENGTH).join("");
    var space = head.lastIndexOf(" ");
    return (space >= 0 ? head.slice(0, space) : head).trim() + "…";
  }

  // entry: {title, page, successCriteria, criteria: [{id, expected, steps}]}; choices: {actual, platform
  // (its title), assistiveTechnology, severity}, each but actual optional.
  function draft(entry, criterion, choices) {
    var actual = choices.actual || "";
    var context = [choices.platform, choices.assistiveTechnology].filter(Boolean).join(", ");
    return {
      criterionID: criterion.id, entryTitle: entry.title, pagePath: entry.page,
      title: entry.title + ": " + summary(actual) + (context ? " — " + context : ""),
      steps: criterion.steps.slice(), expected: criterion.expected, actual: actual,
      platform: choices.platform || null, assistiveTechnology: choices.assistiveTechnology || null,
      severity: choices.severity || null, successCriteria: entry.successCriteria.slice()
    };
  }

  // The short fields, in the order every format lists them (DefectReport.fields).
  function fields(report) {
    return [["Title", report.title], ["Entry", report.entryTitle], ["Criterion", report.criterionID], ["Page", report.pagePath],
      ["Platform", report.platform || ""], ["Assistive technology", report.assistiveTechnology || ""], ["Severity", report.severity || ""]];
  }

  function markdown(report) {
    var lines = ["## " + report.title, ""];
    fields(report).forEach(function (field) { if (field[1] && field[0] !== "Title") { lines.push("- **" + field[0] + ":** " + field[1]); } });
    lines.push("", "### Steps to reproduce", "");
    report.steps.forEach(function (step, index) { lines.push((index + 1) + ". " + step); });
    lines.push("", "### Expected result", "", report.expected, "", "### Actual result", "", report.actual, "");
    if (report.successCriteria.length) {
      lines.push("### WCAG success criteria the entry cites", "");
      report.successCriteria.forEach(function (criterion) { lines.push("- " + criterion); });
      lines.push("");
    }
    return lines.join("\n");
  }

  function csvField(text) {
    var value = /^[=+\-@]/.test(text) ? "'" + text : text;
    return /[",\r\n]/.test(value) ? '"' + value.replace(/"/g, '""') + '"' : value;
  }
  function csv(report) {
    var columns = fields(report).concat([["Steps", report.steps.join("\n")], ["Expected result", report.expected],
      ["Actual result", report.actual], ["WCAG success criteria", report.successCriteria.join("; ")]]);
    function line(cells) { return cells.map(csvField).join(",") + "\r\n"; }
    return line(columns.map(function (column) { return column[0]; })) + line(columns.map(function (column) { return column[1]; }));
  }

  function json(report) {
    return JSON.stringify({
      title: report.title, criterion: report.criterionID, entry: report.entryTitle, url: report.pagePath,
      platform: report.platform, assistiveTechnology: report.assistiveTechnology, severity: report.severity,
      steps: report.steps, expected: report.expected, actual: report.actual, successCriteria: report.successCriteria
    }, null, 2) + "\n";
  }

  var FORMATS = [["md", "Markdown", "text/markdown", markdown], ["csv", "CSV", "text/csv", csv], ["json", "JSON", "application/json", json]];

  // Download links for a report, one per format, as data: addresses (they work from file:// too).
  function links(report, list, fileName) {
    list.textContent = "";
    FORMATS.forEach(function (format) {
      var link = document.createElement("a");
      link.download = fileName + "." + format[0];
      link.setAttribute("data-format", format[0]);
      link.href = "data:" + format[2] + ";charset=utf-8," + encodeURIComponent(format[3](report));
      link.textContent = "Download defect report (" + format[1] + ")";
      var item = document.createElement("li");
      item.append(link);
      list.append(item);
    });
  }

  // The severity choice: native radios in a fieldset (Tab enters, arrows choose), "Not rated" first.
  function severityGroup(name, severities, chosen, onChange) {
    var group = document.createElement("fieldset");
    group.className = "defect-severity";
    var legend = document.createElement("legend");
    legend.textContent = "Severity";
    group.append(legend);
    [["", "Not rated"]].concat(severities.map(function (severity) {
      return [severity, severity.charAt(0).toUpperCase() + severity.slice(1)];
    })).forEach(function (choice) {
      var input = document.createElement("input");
      input.type = "radio";
      input.name = name;
      input.value = choice[0];
      input.checked = (chosen || "") === choice[0];
      input.addEventListener("change", function () { if (input.checked) { onChange(choice[0]); } });
      var label = document.createElement("label");
      label.append(input, " " + choice[1]);
      group.append(label);
    });
    return group;
  }

  // The page's data (AuditPageData), or null when it has none.
  function pageData() {
    var script = document.getElementById("audit-data");
    try { return script ? JSON.parse(script.textContent) : null; } catch (error) { return null; }
  }

  window.patternsDefect = {
    draft: draft, markdown: markdown, csv: csv, json: json, csvField: csvField, links: links, severityGroup: severityGroup, pageData: pageData
  };
}());
