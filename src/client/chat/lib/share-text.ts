export const MESSAGE_SHARE_CHARS = 100;

/** A message is shared as its first 100 characters followed by an ellipsis (§9). */
export function messageShareText(content: string): string {
  return `${content.slice(0, MESSAGE_SHARE_CHARS)}...`;
}
