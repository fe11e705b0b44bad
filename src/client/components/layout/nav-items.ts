import { BookMarked, BookOpen, Home, Landmark, MessagesSquare, ScrollText } from "lucide-react";

/** The site's main destinations, shown in the header on every page. */
export const NAV_ITEMS = [
  { to: "/", label: "Home", icon: Home, end: true },
  { to: "/chat", label: "Chat", icon: MessagesSquare, end: false },
  { to: "/debates", label: "Debates", icon: Landmark, end: false },
  { to: "/read", label: "Read", icon: BookOpen, end: false },
  { to: "/timeline", label: "Timeline", icon: ScrollText, end: false },
  { to: "/materials", label: "Materials", icon: BookMarked, end: false },
] as const;
