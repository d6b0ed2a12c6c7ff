// Site script: wires up every disclosure example on the page. Without it the
// example's button does nothing and its panel stays closed (see _sass/_examples.scss).
document.addEventListener("DOMContentLoaded", function () {
  document.querySelectorAll("[data-reveal]").forEach(function (button) {
    var panel = document.getElementById(button.getAttribute("aria-controls"));
    if (!panel) { return; }
    button.addEventListener("click", function () {
      var open = button.getAttribute("aria-expanded") === "true";
      button.setAttribute("aria-expanded", String(!open));
      panel.classList.toggle("is-open", !open);
    });
  });
});
