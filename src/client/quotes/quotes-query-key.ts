export const QUOTES_QUERY_KEY = ["/api/quotes"] as const;
