/** The reply styles as plain data, apart from their schema, so a page can list them without loading zod. */
export const RESPONSE_STYLES = ["conversational", "educational", "balanced"] as const;
export type ResponseStyle = (typeof RESPONSE_STYLES)[number];
export const DEFAULT_RESPONSE_STYLE: ResponseStyle = "balanced";

export const RESPONSE_STYLE_INFO: Record<ResponseStyle, { label: string; description: string }> = {
  conversational: { label: "Conversational", description: "Warm personal dialogue" },
  educational: { label: "Educational", description: "Structured scholarly presentation" },
  balanced: { label: "Balanced", description: "A blend of warmth and rigor" },
};
