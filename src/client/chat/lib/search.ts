/** Case-insensitive substring match on the title; a blank query keeps everything (§5). */
export function filterConversations<T extends { title: string }>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.title.toLowerCase().includes(needle));
}
