// The checklist page's script, loaded after patterns.js on that page only; the page works without it.
(function () {
  "use strict";

  var announce = window.patternsSite.announce;
  var copyText = window.patternsSite.copyText;

  // Checklist generator. The page lists categories; each category's picks and criteria come in
  // data scripts (checklist/data/<category>-<n>.js, calling window.patternsChecklistChunk) loaded
  // when the reader opens the category, ticks a pick or opens a shared link, so it works from
  // file:// and the page stays small however large the catalog.
  function setUpChecklist() {
    var form = document.querySelector("[data-checklist]");
    if (!form) { return; }
    var output = form.querySelector("[data-checklist-output]");
    var status = form.querySelector("[data-checklist-status]");
    var link = form.querySelector("[data-checklist-link]");
    var storageKey = "patterns-checklist";
    var groups = {};
    var criteria = {};
    var chunks = {};
    var waiting = {};
    var selected = [];
    form.hidden = false;

    function groupOf(chunk) { return groups[chunk.replace(/-\d+$/, "")]; }

    function loadChunk(chunk, done) {
      if (chunks[chunk]) { done(); return; }
      var group = groupOf(chunk);
      if (!group) { return; }
      if (waiting[chunk]) { waiting[chunk].push(done); return; }
      waiting[chunk] = [done];
      var script = document.createElement("script");
      script.src = group.base + chunk + ".js";
      script.onerror = function () { announce(status, "Could not load the " + group.title + " patterns."); };
      document.head.appendChild(script);
    }

    window.patternsChecklistChunk = function (data) {
      chunks[data.id] = data;
      data.entries.forEach(function (entry) { criteria[entry.k] = { title: entry.t, gherkin: entry.g, condensed: entry.c, markdown: entry.m, chunk: data.id }; });
      var callbacks = waiting[data.id] || [];
      delete waiting[data.id];
      callbacks.forEach(function (callback) { callback(); });
    };

    // An entry filed under several categories has one checkbox, under its first (its home); the
    // others list it as a line linking there ("Button, ticked under Controls").
    function shownIn(group) { return group.picks.querySelectorAll(".pick").length; }

    function updateMore(group) {
      var shown = shownIn(group);
      group.more.hidden = shown >= group.count;
      group.more.textContent = shown === 0 ? "Show " + group.title + " patterns"
        : "Show more " + group.title + " patterns (" + shown + " of " + group.count + " shown)";
    }

    function addPicks(group, data) {
      var first = null;
      data.entries.forEach(function (entry) {
        var row = document.createElement("div");
        row.className = "pick";
        if (entry.h) {
          var home = groups[entry.h];
          var link = document.createElement("a");
          link.href = "#checklist-group-" + entry.h;
          link.setAttribute("data-checklist-home", entry.k);
          link.textContent = "ticked under " + (home ? home.title : entry.h);
          row.className = "pick also";
          row.appendChild(document.createTextNode(entry.t + ", "));
          row.appendChild(link);
          group.picks.appendChild(row);
          first = first || link;
          return;
        }
        if (document.getElementById("pick-" + entry.k)) { return; }
        var box = document.createElement("input");
        box.type = "checkbox";
        box.id = "pick-" + entry.k;
        box.name = "entry";
        box.value = entry.k;
        box.setAttribute("data-chunk", data.id);
        box.checked = selected.indexOf(entry.k) >= 0;
        var label = document.createElement("label");
        label.htmlFor = box.id;
        label.textContent = entry.t;
        row.appendChild(box);
        row.appendChild(label);
        group.picks.appendChild(row);
        first = first || box;
      });
      return first;
    }

    function showMore(group) {
      var chunk = group.id + "-" + (group.shown + 1);
      group.more.disabled = true;
      announce(status, "Loading " + group.title + " patterns…");
      loadChunk(chunk, function () {
        group.shown += 1;
        var first = addPicks(group, chunks[chunk]);
        group.more.disabled = false;
        updateMore(group);
        var count = shownIn(group);
        announce(status, "Showing " + count + " of " + group.count + " " + group.title + " patterns.");
        if (first) { first.focus(); }
      });
    }

    Array.prototype.forEach.call(form.querySelectorAll("[data-checklist-group]"), function (element) {
      var id = element.getAttribute("data-checklist-group");
      var group = {
        id: id, element: element, title: element.getAttribute("data-title"), count: Number(element.getAttribute("data-count")),
        base: element.getAttribute("data-src").replace(/[^\/]*$/, ""), picks: element.querySelector("[data-picks]"),
        more: element.querySelector("[data-checklist-more]"), shown: element.hasAttribute("data-listed") ? 1 : 0
      };
      groups[id] = group;
      group.more.addEventListener("click", function () { showMore(group); });
      updateMore(group);
    });

    function format() {
      var checked = form.querySelector("input[name=format]:checked");
      return checked ? checked.value : "gherkin";
    }
    function platforms() {
      return Array.prototype.map.call(form.querySelectorAll("input[name=platform]:checked"), function (box) { return box.value; });
    }
    // As PlatformText.text(for:) and ChecklistText.combined: a text is a string or lines, a line
    // [text, "ios android"] kept when one of its platforms is chosen; condensed texts go under their
    // titles, Gherkin rules under one feature line.
    function textOf(value, chosen) {
      return typeof value === "string" ? value : value.filter(function (line) {
        return typeof line === "string" || !chosen.length || line[1].split(" ").some(function (id) { return chosen.indexOf(id) >= 0; });
      }).map(function (line) { return typeof line === "string" ? line : line[0]; }).join("\n");
    }
    function combined(keys, current, chosen) {
      var parts = keys.map(function (key) {
        return (current === "condensed" ? criteria[key].title + "\n" : "") + textOf(criteria[key][current], chosen);
      });
      return (current === "gherkin" && parts.length ? [form.getAttribute("data-gherkin-feature")] : []).concat(parts).join("\n\n");
    }
    function chunkOf(key) {
      if (criteria[key]) { return criteria[key].chunk; }
      var box = document.getElementById("pick-" + key);
      return box ? box.getAttribute("data-chunk") : null;
    }
    function render() {
      var current = format();
      var chosen = platforms();
      output.value = combined(selected.filter(function (key) { return criteria[key]; }), current, chosen);
      // The ticked entries, for the checklist's audit rows (checklist-audit.js).
      form.setAttribute("data-selected", selected.join(","));
      form.dispatchEvent(new CustomEvent("checklist-selection", { bubbles: true }));
      var from = [];
      selected.forEach(function (key) {
        var chunk = chunkOf(key);
        if (chunk && from.indexOf(chunk) < 0) { from.push(chunk); }
      });
      var query = "?entries=" + selected.map(encodeURIComponent).join(",") + "&format=" + current
        + (chosen.length ? "&platforms=" + chosen.map(encodeURIComponent).join(",") : "")
        + (from.length ? "&from=" + from.map(encodeURIComponent).join(",") : "");
      link.href = query;
      if (window.history && history.replaceState) { history.replaceState(null, "", query + window.location.hash); }
      try {
        window.localStorage.setItem(storageKey, JSON.stringify({ entries: selected, format: current, platforms: chosen, from: from }));
      } catch (error) { /* storage may be off */ }
    }
    // Loads what the selection needs, then shows the combined criteria.
    function select(keys, from) {
      selected = keys.slice();
      var needed = (from || []).slice();
      keys.forEach(function (key) {
        var chunk = chunkOf(key);
        if (chunk && needed.indexOf(chunk) < 0) { needed.push(chunk); }
      });
      var remaining = needed.length;
      render();
      needed.forEach(function (chunk) {
        loadChunk(chunk, function () {
          remaining -= 1;
          if (remaining === 0) { render(); }
        });
      });
    }
    function restore(saved) {
      Array.prototype.forEach.call(form.querySelectorAll("input[name=format], input[name=platform]"), function (box) {
        if (box.name === "platform") { box.checked = (saved.platforms || []).indexOf(box.value) >= 0; } else if (box.value === saved.format) { box.checked = true; }
      });
      var keys = (saved.entries || []).filter(Boolean);
      keys.forEach(function (key) {
        var box = document.getElementById("pick-" + key);
        if (box) { box.checked = true; }
      });
      select(keys, saved.from);
    }

    var params = new URLSearchParams(window.location.search);
    if (params.has("entries")) {
      restore({ entries: params.get("entries").split(","), format: params.get("format"),
                platforms: (params.get("platforms") || "").split(","), from: (params.get("from") || "").split(",").filter(Boolean) });
    } else {
      try {
        var saved = JSON.parse(window.localStorage.getItem(storageKey) || "null");
        if (saved && saved.entries) { restore(saved); }
      } catch (error) { /* ignore unreadable storage */ }
    }
    form.addEventListener("change", function (event) {
      var target = event.target;
      if (target.name === "entry") {
        var keys = selected.filter(function (key) { return key !== target.value; });
        if (target.checked) { keys.push(target.value); }
        select(keys, []);
      } else {
        render();
      }
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    // A link to an entry's home category moves focus to its checkbox when it is shown.
    form.addEventListener("click", function (event) {
      var link = event.target.closest ? event.target.closest("[data-checklist-home]") : null;
      var box = link && document.getElementById("pick-" + link.getAttribute("data-checklist-home"));
      if (box) {
        event.preventDefault();
        box.focus();
      }
    });
    form.querySelector("[data-checklist-copy]").addEventListener("click", function () {
      var count = selected.length;
      if (!count) { announce(status, "Tick at least one pattern first."); return; }
      copyText(output.value).then(function () {
        announce(status, "Copied the checklist for " + count + (count === 1 ? " pattern." : " patterns."));
      }, function () {
        output.focus();
        output.select();
        announce(status, "Could not copy. The text is selected: copy it with your keyboard.");
      });
    });
  }

  setUpChecklist();
}());
