// Makes every disclosure button on the page work: the examples' HTML has no script of its own.
document.querySelectorAll(".disclosure-toggle").forEach(function (button) {
  var panel = document.getElementById(button.getAttribute("aria-controls"));
  button.addEventListener("click", function () {
    window.SiteToggles.open(button, panel, button.getAttribute("aria-expanded") !== "true");
  });
});
