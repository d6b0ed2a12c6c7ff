// patterns example frames: tells the page that embeds this example how tall it is, so the frame
// fits its content. Sandboxed frames have an opaque origin, so the page checks the sender instead.
(function () {
  "use strict";
  if (window.parent === window) { return; }
  var last = 0;
  function report() {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) { return; }
    last = height;
    window.parent.postMessage({ patternsExampleHeight: height }, "*");
  }
  window.addEventListener("load", report);
  // The page may start listening after this frame loaded: it asks again once it does.
  window.addEventListener("message", function (event) {
    if (event.source === window.parent && event.data && event.data.patternsExampleAsk) {
      last = 0;
      report();
    }
  });
  if (window.ResizeObserver) { new window.ResizeObserver(report).observe(document.body); }
  report();
})();
