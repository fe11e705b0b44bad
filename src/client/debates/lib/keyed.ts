/** Stable keys for repeated texts: the text itself, numbered when it occurs again. */
export function keyed<T>(items: T[], text: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const t = text(item);
    const n = (seen.get(t) ?? 0) + 1;
    seen.set(t, n);
    return { key: `${n}:${t}`, item };
  });
}
