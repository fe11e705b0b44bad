// Runs in <head>, before the page is painted and before the app's own code. The Content-Security-Policy
// allows scripts from this origin only (no inline script), so this is a file of its own.
(() => {
  const html = document.documentElement;

  // 1. The stored or system theme, applied before first paint so the page does not flash.
  try {
    const stored = localStorage.getItem("angelicus.theme");
    const prefersDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
    if (stored === "dark" || (stored !== "light" && prefersDark)) html.classList.add("dark");
  } catch {
    // Storage blocked: the light theme stays.
  }

  // 2. The current route's code, preloaded alongside the entry rather than after it has run. The build puts
  //    the route table in a JSON island (data, not script) just before this file.
  try {
    const island = document.getElementById("route-chunks");
    const routes = island ? JSON.parse(island.textContent || "[]") : [];
    const here = location.pathname;
    const route = routes.find(([p]) => (p === "/" ? here === "/" : here === p || here.startsWith(`${p}/`)));
    for (const file of route ? route[1] : []) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = file;
      document.head.appendChild(link);
    }
  } catch {
    // Without preloads the route's code still loads, only later.
  }

  // 3. The narrow-screen menu button is in the page before the app runs. A press made then is recorded here;
  //    the app opens the menu when it starts (data-early-menu says whether the button had keyboard focus).
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target;
      const button = target instanceof Element ? target.closest("[data-static-menu-button]") : null;
      if (!button) return;
      html.dataset.earlyMenu =
        document.activeElement === button && button.matches(":focus-visible") ? "focus" : "pointer";
      button.setAttribute("aria-expanded", "true");
    },
    true,
  );
})();
