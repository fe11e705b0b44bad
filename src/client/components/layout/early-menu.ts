/**
 * The <html> data attribute (data-early-menu) in which page-start.js records a press of the menu button that
 * index.html draws before the app runs. It stays until the menu is closed, so a header that replaces another
 * while the page loads (the loading header, then the page's) opens the menu again rather than losing it.
 */
export const EARLY_MENU_MARK = "earlyMenu";

export function forgetEarlyMenuPress(): void {
  delete document.documentElement.dataset[EARLY_MENU_MARK];
}
