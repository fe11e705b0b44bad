/**
 * The client's route table as patterns (React Router syntax), so the server can answer a path no page
 * serves with the 404 page and status 404. Kept equal to the <Route> paths in src/client/app.tsx by a test.
 */
export const CLIENT_ROUTES = [
  "/",
  "/chat",
  "/chat/:conversationId",
  "/timeline",
  "/materials",
  "/debates",
  "/debates/:debateId",
  "/read",
  "/read/:work/*",
  "/your-data",
  "/your-data/receive",
] as const;

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split("/").filter(Boolean);
  const got = pathname.split("/").filter(Boolean);
  for (const [i, segment] of want.entries()) {
    if (segment === "*") return true;
    const value = got[i];
    if (value === undefined) return false;
    if (!segment.startsWith(":") && segment.toLowerCase() !== value.toLowerCase()) return false;
  }
  return got.length === want.length;
}

/** Whether a page of the client serves this path (a trailing slash and letter case aside, as the router). */
export function isClientRoute(pathname: string): boolean {
  if (pathname.includes("//")) return false;
  return CLIENT_ROUTES.some((pattern) => matches(pattern, pathname));
}
