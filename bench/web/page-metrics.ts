/**
 * Runs in the page before any of its scripts: records layout shifts (all, and those that moved the quote
 * card or anything inside it) and the quote card's height when it first appears and when its text shows.
 */
export const PAGE_METRICS_INIT = `(() => {
  const CARD = '[data-testid="quote-widget"], [data-testid="compact-quote-widget"]';
  const state = { cls: 0, cardShift: 0, firstHeight: null, loadedHeight: null, cardAt: null };
  window.__webBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      state.cls += entry.value;
      const card = document.querySelector(CARD);
      const touches = (entry.sources || []).some((s) => s.node && card && card.contains(s.node));
      if (touches) state.cardShift += entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
  const watch = () => {
    const card = document.querySelector(CARD);
    if (card && state.firstHeight === null) {
      state.firstHeight = card.getBoundingClientRect().height;
      state.cardAt = performance.timeOrigin + performance.now();
    }
    if (card && state.loadedHeight === null && card.querySelector('[data-testid="quote-text"]'))
      state.loadedHeight = card.getBoundingClientRect().height;
  };
  new MutationObserver(watch).observe(document, { childList: true, subtree: true });
})();`;

export interface PageMetrics {
  fcp: number | null;
  cls: number;
  cardShift: number;
  firstHeight: number | null;
  loadedHeight: number | null;
  /** Wall-clock time (ms since the epoch) at which the quote card was first in the page. */
  cardAt: number | null;
}

/** Read in the page once the quote has shown. */
export const READ_PAGE_METRICS = `(() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const s = window.__webBench;
  return { fcp: paint ? paint.startTime : null, cls: s.cls, cardShift: s.cardShift, firstHeight: s.firstHeight, loadedHeight: s.loadedHeight, cardAt: s.cardAt };
})()`;
