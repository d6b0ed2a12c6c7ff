// patterns site script: progressive enhancement only. Every page works without it.
// Tabs follow the ARIA Authoring Practices tabs pattern; search follows the combobox pattern.
(function () {
  "use strict";

  var root = document.body.getAttribute("data-root") || "";

  function announce(region, message) {
    if (!region) { return; }
    region.textContent = "";
    window.setTimeout(function () { region.textContent = message; }, 60);
  }

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text);
    }
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.className = "visually-hidden";
      document.body.appendChild(area);
      area.select();
      var copied = false;
      try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
      document.body.removeChild(area);
      if (copied) { resolve(); } else { reject(new Error("copy failed")); }
    });
  }

  // Copies `text`, then says in the status region whether the `label` ("Swift code") was copied.
  function copyAndAnnounce(text, label, status) {
    copyText(text).then(function () {
      announce(status, "Copied the " + label + " to the clipboard.");
    }, function () {
      announce(status, "Could not copy. Select the text and copy it with your keyboard instead.");
    });
  }

  // Sets (or, when `on` is false, removes) attributes.
  function attributes(element, values, on) {
    Object.keys(values).forEach(function (name) {
      if (on) { element.setAttribute(name, values[name]); } else { element.removeAttribute(name); }
    });
  }

  // Tabs: a tablist built from the panels' headings; arrows, Home and End move between tabs.
  // `options.initial(panels)` picks the panel when the address targets none; `options.chosen(panel)`
  // hears of the reader's choice (else the address gets its id). Returns, if tabs were made, `present`
  // with `present.show(panel)` to select a panel without moving focus.
  function setUpTabs(container, options) {
    options = options || {};
    var panels = Array.prototype.filter.call(container.children, function (child) {
      return child.classList.contains("tab-panel");
    });
    if (panels.length < 2) { return null; }
    var list = document.createElement("div");
    list.setAttribute("role", "tablist");
    list.setAttribute("aria-label", container.getAttribute("data-tabs-label") || "Views");
    var tabs = panels.map(function (panel) {
      var heading = panel.querySelector(".panel-heading, h2, h3, h4, h5, h6");
      var tab = document.createElement("button");
      tab.type = "button";
      tab.id = "tab-" + panel.id;
      tab.setAttribute("role", "tab");
      tab.setAttribute("aria-controls", panel.id);
      tab.textContent = heading ? heading.textContent.trim() : panel.id;
      list.appendChild(tab);
      return tab;
    });
    container.insertBefore(list, panels[0]);
    var current = 0;

    // As tabs, or (false) as plain sections all shown, to compare them side by side.
    function present(asTabs) {
      list.hidden = !asTabs;
      container.classList.toggle("tabs-enhanced", asTabs);
      panels.forEach(function (panel, i) {
        attributes(panel, { role: "tabpanel", "aria-labelledby": tabs[i].id, tabindex: "0" }, asTabs);
        panel.hidden = false;
      });
      if (asTabs) { select(current); }
    }

    function select(position, moveFocus, byReader) {
      current = position;
      tabs.forEach(function (tab, i) {
        tab.setAttribute("aria-selected", i === position ? "true" : "false");
        tab.tabIndex = i === position ? 0 : -1;
        panels[i].hidden = i !== position;
      });
      if (moveFocus) { tabs[position].focus(); }
      if (byReader && options.chosen) {
        options.chosen(panels[position]);
      } else if (byReader && window.history && history.replaceState) {
        history.replaceState(null, "", "#" + panels[position].id);
      }
    }

    list.addEventListener("click", function (event) {
      var position = tabs.indexOf(event.target.closest("[role=tab]"));
      if (position >= 0) { select(position, true, true); }
    });
    list.addEventListener("keydown", function (event) {
      var at = tabs.indexOf(document.activeElement);
      var next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined || at < 0) { return; }
      event.preventDefault();
      select((next + tabs.length) % tabs.length, true, true);
    });

    function showHashTarget() {
      var id = decodeURIComponent(window.location.hash.slice(1));
      var target = id && document.getElementById(id);
      if (target && options.retarget) { target = options.retarget(target) || target; }
      var position = target ? panels.findIndex(function (panel) { return panel.contains(target); }) : -1;
      if (position >= 0) {
        if (list.hidden) { current = position; } else { select(position); }
        target.scrollIntoView();
      }
      return position >= 0;
    }
    present.show = function (panel) { if (panels.indexOf(panel) >= 0) { select(panels.indexOf(panel)); } };
    present(true);
    if (!showHashTarget()) { select(Math.max(0, options.initial ? options.initial(panels) : 0)); }
    window.addEventListener("hashchange", showHashTarget);
    return present;
  }

  // Sets one parameter of the page's address, keeping the others and dropping the fragment, without a reload.
  function setAddressParameter(name, value) {
    if (!window.history || !history.replaceState) { return; }
    var query = new URLSearchParams(window.location.search);
    query.set(name, value);
    history.replaceState(null, "", "?" + query.toString());
  }

  // The reader's platform, remembered site-wide (and in the address, `?platform=ios`, once chosen).
  function rememberPlatform(id) {
    try { window.localStorage.setItem("patterns-platform", id); } catch (error) { /* storage may be off */ }
  }

  // The platform in the address, else the one remembered; null for none.
  function readerPlatform() {
    var platform = new URLSearchParams(window.location.search).get("platform");
    try { platform = platform || window.localStorage.getItem("patterns-platform"); } catch (error) { /* off */ }
    return platform;
  }

  // Platform tips open on the reader's platform; "Compare side by side" shows the same panels at once.
  function setUpPlatformTips(container) {
    var present = setUpTabs(container, {
      initial: function (panels) {
        var platform = new URLSearchParams(window.location.search).get("platform");
        if (platform) { rememberPlatform(platform); }
        platform = readerPlatform();
        return panels.findIndex(function (panel) { return panel.getAttribute("data-platform") === platform; });
      },
      // A section's own anchor (#role) stands on the first platform's tips; it opens the reader's
      // platform's tips for the section (#tips-android-role) when they have some.
      retarget: function (target) {
        var platform = target.classList.contains("tip-group") && readerPlatform();
        return platform ? document.getElementById("tips-" + platform + "-" + target.id) : null;
      },
      chosen: function (panel) {
        var platform = panel.getAttribute("data-platform");
        rememberPlatform(platform);
        setAddressParameter("platform", platform);
      }
    });
    if (!present) { return; }
    alignBySection(container);
    var toggle = document.createElement("button");
    toggle.type = "button";
    toggle.setAttribute("aria-pressed", "false");
    toggle.textContent = "Compare side by side";
    container.parentNode.insertBefore(toggle, container);
    toggle.addEventListener("click", function () {
      var comparing = toggle.getAttribute("aria-pressed") !== "true";
      toggle.setAttribute("aria-pressed", String(comparing));
      container.classList.toggle("comparing", comparing);
      present(!comparing);
    });
  }

  // The criteria format (Condensed, Gherkin, WCAG), remembered site-wide as the platform is (and in the
  // address, `?format=gherkin`, once chosen); a deep link to a view or a step still wins.
  function setUpCriteriaFormat(container) {
    var storageKey = "patterns-criteria-format";
    setUpTabs(container, {
      initial: function (panels) {
        var format = new URLSearchParams(window.location.search).get("format");
        try {
          if (format) { window.localStorage.setItem(storageKey, format); } else { format = window.localStorage.getItem(storageKey); }
        } catch (error) { /* storage may be off */ }
        return panels.findIndex(function (panel) { return panel.id === format; });
      },
      chosen: function (panel) {
        try { window.localStorage.setItem(storageKey, panel.id); } catch (error) { /* storage may be off */ }
        setAddressParameter("format", panel.id);
      }
    });
  }

  // Compared side by side, the platforms' tips line up by section: each platform is a column and each
  // section title a row, numbered here in the order the panels first name them. Only where every column
  // has 16em; otherwise the panels flow in the columns that fit.
  function alignBySection(container) {
    var panels = Array.prototype.filter.call(container.children, function (child) { return child.classList.contains("tab-panel"); });
    var rows = [];
    panels.forEach(function (panel, column) {
      panel.style.setProperty("--compare-column", String(column + 1));
      Array.prototype.forEach.call(panel.querySelectorAll(":scope > .tip-group"), function (section) {
        var heading = section.querySelector("h4");
        var title = heading ? heading.textContent.trim() : "";
        if (rows.indexOf(title) < 0) { rows.push(title); }
        section.style.setProperty("--compare-row", String(rows.indexOf(title) + 2));
      });
    });
    container.style.setProperty("--compare-columns", String(panels.length));
    function fit() {
      var em = parseFloat(window.getComputedStyle(container).fontSize) || 16;
      container.classList.toggle("by-section", container.clientWidth >= panels.length * 16 * em);
    }
    fit();
    if (window.ResizeObserver) { new ResizeObserver(fit).observe(container); }
  }

  // Code samples in several languages (Swift and Objective-C…): choosing one in any group shows it in
  // every group of the page that has it, and is remembered site-wide.
  var sampleGroups = [];
  function sampleLabel(panel) {
    var heading = panel.querySelector("h2, h3, h4, h5, h6");
    return heading ? heading.textContent.trim() : "";
  }
  function setUpSampleTabs(container) {
    var present = setUpTabs(container, {
      initial: function (panels) {
        var chosen = null;
        try { chosen = window.localStorage.getItem("patterns-sample-language"); } catch (error) { /* storage may be off */ }
        return panels.findIndex(function (panel) { return sampleLabel(panel) === chosen; });
      },
      chosen: function (panel) {
        var label = sampleLabel(panel);
        try { window.localStorage.setItem("patterns-sample-language", label); } catch (error) { /* storage may be off */ }
        sampleGroups.forEach(function (group) {
          if (!group || group.container === container) { return; }
          group.present.show(Array.prototype.find.call(group.container.querySelectorAll(".tab-panel"), function (other) {
            return sampleLabel(other) === label;
          }));
        });
      }
    });
    return present && { container: container, present: present };
  }

  // A copy button before each code block of a guide or the notes, announced in a status region of the page.
  function setUpCodeCopy() {
    var blocks = Array.prototype.filter.call(document.querySelectorAll("main pre > code"), function (code) {
      return !code.closest(".live-example");
    });
    if (!blocks.length) { return; }
    var status = document.createElement("p");
    status.className = "copy-status";
    status.setAttribute("role", "status");
    document.querySelector("main").appendChild(status);
    blocks.forEach(function (code) {
      var pre = code.parentNode;
      var holder = pre.closest("figure.code, .sample");
      var caption = holder && holder.querySelector("figcaption, h2, h3, h4, h5, h6");
      var what = (caption ? caption.textContent.trim() + " " : "") + "code";
      var bar = document.createElement("p");
      var button = document.createElement("button");
      bar.className = "code-copy";
      button.type = "button";
      var name = document.createElement("span");
      name.className = "visually-hidden";
      name.textContent = " " + what;
      button.appendChild(document.createTextNode("Copy"));
      button.appendChild(name);
      bar.appendChild(button);
      pre.parentNode.insertBefore(bar, pre);
      button.addEventListener("click", function () {
        copyAndAnnounce(code.textContent, what, status);
      });
    });
  }

  // The side navigation starts open (so it works without script) and closes on narrow screens, where
  // it would push the page down; widening the window opens it again.
  function setUpSideNavigation() {
    var menu = document.querySelector("[data-side-nav]");
    if (!menu || !window.matchMedia) { return; }
    var narrow = window.matchMedia("(max-width: 59.99em)");
    function fit() { menu.open = !narrow.matches; }
    fit();
    if (narrow.addEventListener) { narrow.addEventListener("change", fit); }
  }

  // The "On this page" rail (an entry's, a platform's, a guide's table of contents): while it stands beside the content (64em and wider), the link of the section
  // being read is marked: the last section whose heading has passed the top quarter of the window, or
  // the last one at the end of the page. Nothing moves, so there is no motion to reduce.
  function setUpOnThisPageRail() {
    var rail = document.querySelector(".has-rail > .rail");
    if (!rail || !window.matchMedia) { return; }
    var wide = window.matchMedia("screen and (min-width: 64em)");
    var sections = Array.prototype.map.call(rail.querySelectorAll("a[href^='#']"), function (link) {
      return { link: link, target: document.getElementById(decodeURIComponent(link.hash.slice(1))) };
    }).filter(function (section) { return section.target; });
    var pending = false;
    function mark() {
      pending = false;
      var current = null;
      if (wide.matches && sections.length) {
        var atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
        sections.forEach(function (section) {
          var shown = section.target.getClientRects().length > 0;
          if (shown && (atEnd || section.target.getBoundingClientRect().top <= window.innerHeight / 4)) { current = section; }
        });
        current = current || sections[0];
      }
      sections.forEach(function (section) {
        if (section === current) { section.link.setAttribute("aria-current", "true"); } else { section.link.removeAttribute("aria-current"); }
      });
    }
    function schedule() {
      if (!pending) { pending = true; window.requestAnimationFrame(mark); }
    }
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    mark();
  }

  // On pages of sections (entries, guides, platforms' tips): a link after each section heading, shown on
  // hover and focus, named apart from the heading.
  function setUpHeadingLinks() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-section-links] :is(h2, h3)[id]"), function (heading) {
      if (heading.closest(".tab-panel, nav")) { return; }
      var wrapper = document.createElement("div");
      var link = document.createElement("a");
      wrapper.className = "section-heading";
      link.className = "heading-link";
      link.href = "#" + heading.id;
      link.setAttribute("aria-label", "Link to section: " + heading.textContent.trim());
      link.textContent = "#";
      heading.parentNode.insertBefore(wrapper, heading);
      wrapper.appendChild(heading);
      wrapper.appendChild(link);
    });
  }

  // A table wrapper is a named region in the Tab order only while it scrolls, so that it can be scrolled by
  // keyboard; so is a code block, a Tab stop while it scrolls.
  function setUpScrollBoxes() {
    if (!window.ResizeObserver) { return; }
    var observer = new ResizeObserver(function (changes) {
      changes.forEach(function (change) {
        var box = change.target.closest(".table-scroll") || change.target;
        var name = box.querySelector("caption");
        for (var node = box; !name && node; node = node.previousElementSibling || node.parentElement) {
          if (/^H[2-6]$/.test(node.tagName)) { name = node; }
        }
        var values = box.tagName === "PRE" ? { tabindex: "0" }
          : { tabindex: "0", role: "region", "aria-label": "Table: " + (name || document.querySelector("h1")).textContent.trim() };
        attributes(box, values, box.scrollWidth > box.clientWidth + 1);
      });
    });
    // A box changes size with the window, its table with the text.
    Array.prototype.forEach.call(document.querySelectorAll(".table-scroll, .table-scroll > table, pre"), function (box) { observer.observe(box); });
  }

  // Copy buttons on entry pages and live examples; each announces in the nearest status region.
  function setUpCopyButtons() {
    var pageStatus = Array.prototype.filter.call(document.querySelectorAll("[data-copy-status]"), function (region) {
      return !region.closest(".live-example");
    })[0];
    Array.prototype.forEach.call(document.querySelectorAll("[data-copy]"), function (holder) {
      holder.hidden = false;
      var example = holder.closest(".live-example");
      var status = (example && example.querySelector("[data-copy-status]")) || pageStatus;
      var button = holder.querySelector("button");
      button.addEventListener("click", function () {
        var source = document.getElementById(button.getAttribute("data-copy-source"));
        var label = button.getAttribute("data-copy-label") || "criteria";
        copyAndAnnounce(source.textContent, label, status);
      });
    });
  }

  // An instant platform filter on the home page, offered only when it would hide something: the
  // category links beside it already do the categories' filtering.
  function setUpFilters() {
    var list = document.querySelector("[data-entry-list]");
    var nav = document.querySelector("[data-filters]");
    if (!list) { return; }
    var items = Array.prototype.slice.call(list.querySelectorAll("li[data-platforms]"));
    var status = list.querySelector("[data-filter-status]");
    function platformsOf(item) { return (item.getAttribute("data-platforms") || "").split(" ").filter(Boolean); }
    var counts = {};
    items.forEach(function (item) { platformsOf(item).forEach(function (id) { counts[id] = (counts[id] || 0) + 1; }); });
    var useful = Object.keys(counts).filter(function (id) { return counts[id] < items.length; });
    if (!useful.length) { return; }
    var form = document.createElement("form");
    form.className = "instant-filters";
    form.setAttribute("aria-label", "Filter patterns");
    var caption = document.createElement("label");
    caption.htmlFor = "filter-platform";
    caption.textContent = "Platform";
    var platform = document.createElement("select");
    platform.id = "filter-platform";
    platform.add(new Option("All", ""));
    useful.forEach(function (id) {
      var link = nav && nav.querySelector("a[data-platform='" + id + "']");
      platform.add(new Option(link ? link.textContent : id, id));
    });
    form.appendChild(caption);
    form.appendChild(platform);
    list.insertBefore(form, status);
    form.addEventListener("change", function () {
      var shown = 0;
      items.forEach(function (item) {
        var matches = !platform.value || platformsOf(item).indexOf(platform.value) >= 0;
        item.hidden = !matches;
        if (matches) { shown += 1; }
      });
      Array.prototype.forEach.call(list.querySelectorAll("[data-category-section]"), function (section) {
        section.hidden = !section.querySelector("li[data-platforms]:not([hidden])");
      });
      announce(status, shown + " of " + items.length + " patterns shown.");
    });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
  }


  // The sharded index in static/search/, shared by the header's combobox and the results page. Each
  // shard is a script calling window.patternsSearchShard, so search works from file:// too; one shard
  // per word typed is loaded, named by the word's first letters, and a result's sentence comes from its
  // page's own small text script (static/search/text/…), loaded only for the results shown.
  // The ranking is the build's (SearchRanking.swift): each term carries its specificity, the shard
  // list the weights (occurrenceBits, wholeTermBonus), and a page scores (posting rank + the bonus
  // for the whole term) × specificity for a word, the sum over the words; no weight is set here.
  // One index a page: the header's box and the results page share it (and its window callbacks).
  var sharedSearchIndex = null;
  function searchIndex(status) {
    if (!sharedSearchIndex) { sharedSearchIndex = makeSearchIndex(); }
    sharedSearchIndex.statuses.push(status);
    return sharedSearchIndex;
  }
  function makeSearchIndex() {
    var statuses = [];
    var shardList = null;
    var shards = {};
    var texts = {};
    var requested = {};
    var pending = [];

    window.patternsSearchShards = function (data) {
      shardList = { full: {}, split: {}, stop: {}, shortest: data.shortest, chunk: data.chunk, fields: data.fields || {},
        occurrenceBits: data.occurrenceBits, wholeTermBonus: data.wholeTermBonus };
      data.full.forEach(function (key) { shardList.full[key] = true; });
      data.split.forEach(function (key) { shardList.split[key] = true; });
      data.stop.forEach(function (word) { shardList.stop[word] = true; });
      settle();
    };
    window.patternsSearchShard = function (key, data) {
      shards[key] = data;
      settle();
    };
    var every = {};
    var chunks = {};
    window.patternsSearchAll = function (term, list) {
      every[term] = list;
      settle();
    };
    window.patternsSearchPages = function (chunk, records) {
      chunks[chunk] = records;
      settle();
    };
    window.patternsSearchText = function (url, sections) {
      texts[url] = sections;
      settle();
    };
    // Runs the waiting callbacks whose scripts have all arrived; one may wait for more scripts in turn.
    function settle() {
      var waiting = pending;
      pending = [];
      waiting.forEach(function (wait) { if (wait.ready()) { wait.then(); } else { pending.push(wait); } });
    }
    function loadScript(path, failed) {
      if (requested[path]) { return; }
      requested[path] = true;
      var script = document.createElement("script");
      script.src = root + "static/search/" + path;
      script.onerror = failed || function () {
        requested[path] = false;
        statuses.forEach(function (status) { announce(status, "Search is unavailable."); });
      };
      document.head.appendChild(script);
    }
    function when(ready, then) {
      if (ready()) { then(); return; }
      pending.push({ ready: ready, then: then });
    }
    // Success-criterion numbers whole (2.4.7), then the other words lower-cased, accents removed,
    // split at anything but letters and digits: as the index was made (SearchTerms.queryTerms).
    function termsOf(text) {
      var numbers = [];
      var rest = text.replace(/\d+(?:\.\d+)+/g, function (number) { numbers.push(number); return " "; });
      return numbers.concat(searchFold(rest).split(/[^\p{Alphabetic}\p{N}]+/u)
        .filter(function (word) { return Array.from(word).length >= shardList.shortest && !shardList.stop[word]; }));
    }
    // The shard holding the terms that start with `word`: its first letter, one letter more while that prefix is split.
    function shardKey(word) {
      var letters = Array.from(word);
      var length = 1;
      var key = letters.slice(0, length).join("");
      while (shardList.split[key] && letters.length > length) {
        length += 1;
        key = letters.slice(0, length).join("");
      }
      return shardList.split[key] || shardList.full[key] ? key : null;
    }
    function fileName(key) {
      return Array.from(key).map(function (letter) {
        return /^[a-z0-9]$/.test(letter) ? letter : "_" + letter.codePointAt(0).toString(16);
      }).join("") + ".js";
    }
    // Pages holding every word (as a term or the start of one), best first, ties by title. A result
    // keeps each word's term and field (not known from a summary shard, whose scores are mixed).
    // `total` counts the pages a trimmed term is on too (its `more`); `exact` says whether it is all.
    // With `full`, a trimmed term's every page comes from its full list (all/…) and the page table.
    function rank(words, keys, full) {
      var found = null;
      var more = 0;
      words.forEach(function (word, i) {
        var shard = shards[keys[i]];
        var best = {};
        var records = {};
        shard.pages.forEach(function (page) { records[page[5]] = page; });
        // A longer term the word only starts is no more specific than the word (SearchRanking).
        var wordIdf = shard.summary ? undefined : shard.idf[word];
        var bits = shardList.occurrenceBits;
        Object.keys(shard.terms).forEach(function (term) {
          if (term.indexOf(word) !== 0) { return; }
          if (shard.more && shard.more[term]) { more = Math.max(more, shard.more[term]); }
          var whole = term === word && !shard.summary ? shardList.wholeTermBonus : 0;
          var idf = wordIdf === undefined ? shard.idf[term] : Math.min(shard.idf[term], wordIdf);
          var list = full && every[term];
          var postings = list || shard.terms[term];
          for (var j = 0; j < postings.length; j += 2) {
            var page = list ? records[postings[j]] || record(postings[j]) : shard.pages[postings[j]];
            var score = (postings[j + 1] + whole) * idf;
            if (!best[page[5]] || best[page[5]].score < score) {
              best[page[5]] = { page: page, score: score, matches: [{ word: word, term: term, field: !shard.summary && shardList.fields[postings[j + 1] >> bits] }] };
            }
          }
        });
        if (found === null) { found = best; return; }
        Object.keys(found).forEach(function (id) {
          if (best[id]) {
            found[id].score += best[id].score;
            found[id].matches = found[id].matches.concat(best[id].matches);
          } else { delete found[id]; }
        });
      });
      var results = Object.keys(found).map(function (id) { return found[id]; })
        .sort(function (a, b) { return b.score - a.score || a.page[0].localeCompare(b.page[0]); });
      // A trimmed list leaves the total unknown here: at least its pages, and all that were found.
      return { results: results, total: Math.max(more, results.length), exact: full || !more };
    }
    // A page of the whole index by its number, from the page table, with its number.
    function record(id) {
      return chunks[Math.floor(id / shardList.chunk)][id % shardList.chunk].concat([id]);
    }
    // The trimmed terms the words start (a summary shard's word is as far as its reach goes).
    function trimmedTerms(words, keys) {
      var terms = [];
      words.forEach(function (word, i) {
        Object.keys(shards[keys[i]].more || {}).forEach(function (term) { if (term.indexOf(word) === 0) { terms.push(term); } });
      });
      return terms;
    }
    function start(then) {
      loadScript("shard-list.js");
      when(function () { return shardList !== null; }, then);
    }
    // Calls `then(words, ranked)` once the shards the query needs have arrived; `ranked` is null when
    // the query has no word long enough, and `isCurrent` can say a later query has taken over.
    function find(query, then) {
      start(function () {
        var words = termsOf(query);
        if (!words.length) { then(words, null); return; }
        var keys = words.map(shardKey);
        if (keys.indexOf(null) >= 0) { then(words, { results: [], total: 0 }); return; }
        keys.forEach(function (key) { if (!shards[key]) { loadScript(fileName(key)); } });
        when(function () { return keys.every(function (key) { return shards[key]; }); }, function () { then(words, rank(words, keys, false), keys); });
      });
    }
    // As `find`, over every page holding the words: the full lists of the trimmed terms they start,
    // then the page-table files those lists point into, are loaded first.
    function findAll(query, then) {
      find(query, function (words, ranked, keys) {
        var terms = ranked && keys ? trimmedTerms(words, keys) : [];
        if (!terms.length) { then(words, ranked); return; }
        terms.forEach(function (term) { loadScript("all/" + fileName(term)); });
        when(function () { return terms.every(function (term) { return every[term]; }); }, function () {
          var needed = {};
          terms.forEach(function (term) {
            for (var j = 0; j < every[term].length; j += 2) { needed[Math.floor(every[term][j] / shardList.chunk)] = true; }
          });
          Object.keys(needed).forEach(function (chunk) { loadScript("pages/" + chunk + ".js"); });
          when(function () { return Object.keys(needed).every(function (chunk) { return chunks[chunk]; }); }, function () {
            then(words, rank(words, keys, true));
          });
        });
      });
    }

    // Calls `then(anchor, sentence)` with the first sentence of the result's page holding a word the
    // result shows no text for, and the anchor of its section; nothing when the page has no text script.
    function sentence(result, words, then) {
      var url = result.page[1];
      var path = "text/" + url.replace(/\/index\.html$/, "").replace(/\.html$/, "") + ".js";
      loadScript(path, function () { texts[url] = []; settle(); });
      when(function () { return texts[url]; }, function () {
        texts[url].some(function (section) {
          return section[1].split(/(?<=[.!?])\s+/).some(function (text) {
            var at = firstWordAt(text, words);
            if (at >= 0) { then(section[0], around(text, at)); }
            return at >= 0;
          });
        });
      });
    }
    return { statuses: statuses, start: start, find: find, findAll: findAll, sentence: sentence, shortest: function () { return shardList.shortest; } };
  }

  function searchFold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  var searchToken = /\d+(?:\.\d+)+|[\p{Alphabetic}\p{N}]+/gu;
  // Where the first word of `text` that one of `words` starts is, or -1.
  function firstWordAt(text, words) {
    var found = -1;
    text.replace(searchToken, function (token, at) {
      if (found < 0 && words.some(function (word) { return searchFold(token).indexOf(word) === 0; })) { found = at; }
    });
    return found;
  }
  // At most 200 characters of a long sentence, cut at spaces around the word at `at`.
  function around(text, at) {
    if (text.length <= 200) { return text; }
    var start = at <= 60 ? 0 : text.indexOf(" ", at - 60) + 1;
    var end = start + 200 >= text.length ? text.length : text.lastIndexOf(" ", start + 200);
    return (start > 0 ? "…" : "") + text.slice(start, end > at ? end : start + 200) + (end < text.length ? "…" : "");
  }
  // An element of `tag`, the start of each word of `text` that folds to one of `words` marked (noted in `shown`).
  function searchMarked(tag, name, text, words, shown) {
    var element = document.createElement(tag);
    var last = 0;
    element.className = name;
    text.replace(searchToken, function (token, at) {
      var length = 0;
      words.forEach(function (word) {
        if (searchFold(token).indexOf(word) === 0) { length = Math.max(length, word.length); shown[word] = true; }
      });
      if (length) {
        element.append(text.slice(last, at), searchMark(token.slice(0, length)));
        last = at + length;
      }
    });
    element.append(text.slice(last));
    return element;
  }
  function searchMark(text) {
    var element = document.createElement("mark");
    element.textContent = text;
    return element;
  }
  // What a result says beyond its title: the kind, the summary, and for a word neither shows, the term
  // and where it was found, replaced by the sentence holding it (and the link by its section's) once
  // the page's text has loaded.
  function searchResultParts(index, result, tag, link, into) {
    var page = result.page;
    var words = result.matches.map(function (match) { return match.word; });
    var shown = {};
    into.appendChild(searchMarked("span", "title", page[0], words, shown));
    var kind = document.createElement("span");
    kind.className = "kind";
    kind.textContent = " " + page[2] + (page[3] ? " (" + page[3] + ")" : "");
    into.appendChild(kind);
    if (page[4]) { into.append(" ", searchMarked(tag, "summary", page[4], words, shown)); }
    var hidden = result.matches.filter(function (match) { return !shown[match.word]; });
    if (!hidden.length) { return; }
    var excerpt = searchMarked(tag, "match", "", [], shown);
    hidden.forEach(function (match, n) { excerpt.append(n ? ", " : "Matches ", searchMark(match.term), match.field ? " in " + match.field : ""); });
    into.append(" ", excerpt);
    if (page[2] === "WCAG") { return; }
    index.sentence(result, hidden.map(function (match) { return match.word; }), function (anchor, text) {
      excerpt.replaceWith(searchMarked(tag, "match", text, words, {}));
      if (anchor) { link(root + page[1] + "#" + anchor); }
    });
  }

  // Site search: the APG combobox pattern with a list box of the 10 best results and, when there are
  // more, a last option leading to the results page with all of them.
  function setUpSearch() {
    var holder = document.querySelector("[data-search]");
    if (!holder) { return; }
    // Written here rather than on every page: it works only with this script.
    holder.innerHTML = '<label for="site-search">Search</label><div class="combobox">' +
      '<input id="site-search" type="text" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="site-search-results"' +
      ' autocomplete="off" spellcheck="false" aria-describedby="site-search-hint">' +
      '<ul id="site-search-results" class="search-results" role="listbox" aria-label="Search results" hidden></ul></div>' +
      '<span id="site-search-hint" class="visually-hidden">Arrow keys choose a result, Enter opens it.</span>' +
      '<p id="site-search-status" class="visually-hidden" role="status"></p>';
    holder.hidden = false;
    var input = holder.querySelector("input");
    var listbox = holder.querySelector("[role=listbox]");
    var status = holder.querySelector("[role=status]");
    var hint = document.getElementById("site-search-hint");
    var index = searchIndex(status);
    // The address each option leads to, in order.
    var targets = [];
    var active = -1;

    function close() {
      listbox.hidden = true;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
      active = -1;
    }
    function highlight(position) {
      var options = listbox.querySelectorAll("[role=option]");
      active = position;
      Array.prototype.forEach.call(options, function (option, i) {
        option.setAttribute("aria-selected", i === position ? "true" : "false");
      });
      if (options[position]) {
        input.setAttribute("aria-activedescendant", options[position].id);
        options[position].scrollIntoView({ block: "nearest" });
      }
    }
    function option(id, target) {
      var item = document.createElement("li");
      var position = targets.length;
      item.id = id;
      item.setAttribute("role", "option");
      item.setAttribute("aria-selected", "false");
      targets.push(target);
      item.addEventListener("mousedown", function (event) { event.preventDefault(); });
      item.addEventListener("click", function () { window.location.href = targets[position]; });
      listbox.appendChild(item);
      return item;
    }
    function show(query, ranked) {
      var shown = ranked.results.slice(0, 10);
      targets = [];
      listbox.innerHTML = "";
      shown.forEach(function (result, i) {
        var item = option("site-search-option-" + i, root + result.page[1]);
        searchResultParts(index, result, "span", function (href) { targets[i] = href; }, item);
      });
      if (ranked.total > shown.length) {
        var all = option("site-search-option-all", root + "search/index.html?q=" + encodeURIComponent(query));
        all.className = "show-all";
        all.textContent = ranked.exact ? "Show all " + ranked.total + " results" : "Show all results (at least " + ranked.total + ")";
      }
      listbox.hidden = shown.length === 0;
      input.setAttribute("aria-expanded", shown.length ? "true" : "false");
      active = -1;
      input.removeAttribute("aria-activedescendant");
      announce(status, !ranked.total ? "No results." : (ranked.exact ? "" : "At least ") + ranked.total + (ranked.total === 1 ? " result." : " results."));
    }
    function search() {
      var query = input.value;
      index.find(query, function (words, ranked) {
        // A later keystroke has started its own search.
        if (input.value !== query) { return; }
        if (ranked) { show(query, ranked); return; }
        targets = [];
        listbox.innerHTML = "";
        close();
        announce(status, query.trim() ? "Type at least " + index.shortest() + " letters of a word." : "");
      });
    }

    input.addEventListener("focus", function () { index.start(function () {}); });
    input.addEventListener("input", search);
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        if (listbox.hidden) { if (input.value) { search(); } return; }
        var step = event.key === "ArrowDown" ? 1 : -1;
        // Up from the box goes to the last option, as Down goes to the first.
        highlight(active < 0 ? (step > 0 ? 0 : targets.length - 1) : (active + step + targets.length) % targets.length);
      } else if (event.key === "Enter") {
        var chosen = targets[active >= 0 ? active : 0];
        if (chosen && !listbox.hidden) {
          event.preventDefault();
          window.location.href = chosen;
        }
      } else if (event.key === "Escape") {
        if (!listbox.hidden) { close(); } else { input.value = ""; }
      }
    });
    input.addEventListener("blur", close);
    setUpSearchShortcut(input, hint);
  }

  // The results page (search/index.html?q=…): every match the index holds for the query in the
  // address, best first, each linked to the section its sentence is in.
  function setUpSearchPage() {
    var page = document.querySelector("[data-search-page]");
    if (!page) { return; }
    var query = new URLSearchParams(window.location.search).get("q") || "";
    var input = page.querySelector("input[name=q]");
    var list = page.querySelector("[data-search-page-results]");
    var status = page.querySelector("[data-search-page-status]");
    input.value = query;
    if (!query.trim()) { return; }
    var index = searchIndex(status);
    index.findAll(query, function (words, ranked) {
      if (!ranked) {
        announce(status, "Type at least " + index.shortest() + " letters of a word.");
        return;
      }
      ranked.results.forEach(function (result, i) {
        var item = document.createElement("li");
        var heading = document.createElement("h2");
        var link = document.createElement("a");
        link.href = root + result.page[1];
        heading.appendChild(link);
        item.appendChild(heading);
        searchResultParts(i < 50 ? index : { sentence: function () {} }, result, "p", function (href) { link.href = href; }, link);
        // The title and kind name the link; what else the result says follows it.
        Array.prototype.slice.call(link.querySelectorAll(".summary, .match")).forEach(function (part) {
          part.previousSibling.remove();
          item.appendChild(part);
        });
        list.appendChild(item);
      });
      var listed = ranked.results.length;
      announce(status, !listed ? "No results for “" + query + "”." : listed + (listed === 1 ? " result" : " results") + " for “" + query + "”.");
    });
  }

  // The "/" key moves focus to the search box, but only while focus is not in a text field, and a
  // checkbox at the foot of every page turns it off (WCAG 2.1.4 Character Key Shortcuts); the
  // choice is remembered.
  function setUpSearchShortcut(input, hint) {
    var storageKey = "patterns-search-shortcut";
    var setting = document.querySelector("[data-search-shortcut]");
    var box = setting && setting.querySelector("input");
    var hintText = hint.textContent;
    var on = true;
    try { on = window.localStorage.getItem(storageKey) !== "off"; } catch (error) { /* storage may be off */ }
    function apply() {
      hint.textContent = (on ? "Press the slash key to come here. " : "") + hintText;
      if (box) { box.checked = on; }
    }
    if (box) {
      setting.hidden = false;
      box.addEventListener("change", function () {
        on = box.checked;
        try { window.localStorage.setItem(storageKey, on ? "on" : "off"); } catch (error) { /* storage may be off */ }
        apply();
      });
    }
    apply();
    document.addEventListener("keydown", function (event) {
      var target = event.target;
      var typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
      if (on && event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        input.focus();
      }
    });
  }

  // Live examples: each frame document posts its height; fit the frame that sent it.
  function setUpExampleFrames() {
    var frames = Array.prototype.slice.call(document.querySelectorAll("[data-example-frame]"));
    if (!frames.length) { return; }
    window.addEventListener("message", function (event) {
      var height = event.data && event.data.patternsExampleHeight;
      if (typeof height !== "number" || !isFinite(height)) { return; }
      frames.forEach(function (frame) {
        if (frame.contentWindow === event.source) {
          frame.style.height = Math.min(Math.max(Math.ceil(height), 48), 4000) + "px";
          frame.classList.add("is-sized");
        }
      });
    });
    // Frames that loaded before this script ran have already told their height to no one.
    frames.forEach(function (frame) {
      function ask() {
        if (frame.contentWindow) { frame.contentWindow.postMessage({ patternsExampleAsk: true }, "*"); }
      }
      frame.addEventListener("load", ask);
      ask();
    });
  }

  Array.prototype.forEach.call(document.querySelectorAll("[data-tabs]"), function (container) {
    if (container.closest("[data-platform-tips]")) {
      setUpPlatformTips(container);
    } else if (container.closest("section.criteria")) {
      setUpCriteriaFormat(container);
    } else if (container.classList.contains("samples")) {
      sampleGroups.push(setUpSampleTabs(container));
    } else {
      setUpTabs(container);
    }
  });
  var platformPage = document.querySelector("[data-platform-page]");
  if (platformPage) { rememberPlatform(platformPage.getAttribute("data-platform-page")); }
  setUpSideNavigation();
  setUpOnThisPageRail();
  setUpHeadingLinks();
  setUpCodeCopy();
  setUpScrollBoxes();
  setUpExampleFrames();
  setUpCopyButtons();
  setUpFilters();
  setUpSearch();
  setUpSearchPage();
  // For the scripts of single pages (checklist.js).
  window.patternsSite = { announce: announce, copyText: copyText };
}());
