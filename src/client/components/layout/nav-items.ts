/** The site's main destinations, shown in the header on every page. */
export const NAV_ITEMS = [
  { to: "/", label: "Home", end: true },
  { to: "/chat", label: "Chat", end: false },
  { to: "/debates", label: "Debates", end: false },
  { to: "/read", label: "Read", end: false },
  { to: "/timeline", label: "Timeline", end: false },
  { to: "/materials", label: "Materials", end: false },
] as const;
