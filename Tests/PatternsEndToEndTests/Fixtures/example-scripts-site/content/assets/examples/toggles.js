// The catalog's helper library, which the disclosure script needs loaded first.
window.SiteToggles = {
  open: function (button, panel, isOpen) {
    button.setAttribute("aria-expanded", isOpen ? "true" : "false");
    panel.hidden = !isOpen;
  }
};
