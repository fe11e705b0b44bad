import { describe, expect, it } from "vitest";
import {
  CONTEXT_COMPARISON_TOPIC,
  comparisonTopicOrFallback,
  conversationContext,
  DEFAULT_COMPARISON_TOPIC,
  topicPrefill,
} from "./context.js";
import { comparisonRequestSchema } from "./contract.js";

describe("comparison context (§5)", () => {
  it("falls back to the core topic, or to the conversation when it is used", () => {
    expect(comparisonTopicOrFallback("", false)).toBe(DEFAULT_COMPARISON_TOPIC);
    expect(comparisonTopicOrFallback("   ", true)).toBe(CONTEXT_COMPARISON_TOPIC);
    expect(comparisonTopicOrFallback(" grace ", true)).toBe("grace");
    expect(DEFAULT_COMPARISON_TOPIC).toBe("Core philosophical and theological principles");
    expect(CONTEXT_COMPARISON_TOPIC).toBe("Current conversation topics and themes");
  });

  it("sends the last 2000 characters as role: content lines", () => {
    const messages = [
      { role: "user", content: "Does God exist?" },
      { role: "assistant", content: "Yes, as the five ways show." },
    ];
    expect(conversationContext(messages)).toBe(
      "user: Does God exist?\nassistant: Yes, as the five ways show.",
    );
    const long = conversationContext([...messages, { role: "user", content: "x".repeat(3000) }]);
    expect(long).toHaveLength(2000);
    expect(long.endsWith("x".repeat(100))).toBe(true);
    expect(conversationContext([])).toBe("");
  });

  it("prefills from the last 10 lines, cut to 200 characters, only past 50 characters of context", () => {
    expect(topicPrefill("user: Is evil real?")).toBeNull();
    expect(topicPrefill("x".repeat(50))).toBeNull();
    const lines = Array.from({ length: 12 }, (_, i) => `user: line ${i} about happiness`).join("\n");
    const prefill = topicPrefill(lines) ?? "";
    expect(prefill.startsWith("line 2 about happiness")).toBe(true);
    expect(prefill).not.toContain("line 1 ");
    expect(prefill).not.toContain("user:");
    expect(topicPrefill(`assistant: ${"word ".repeat(100)}`)?.length).toBeLessThanOrEqual(200);
  });

  it("validates a request: known philosopher, topic and context limits, college by default", () => {
    const ok = comparisonRequestSchema.parse({ philosopher: "ockham", topic: " universals " });
    expect(ok).toEqual({ philosopher: "ockham", topic: "universals", educationLevel: "college" });
    expect(comparisonRequestSchema.safeParse({ philosopher: "plato", topic: "x" }).success).toBe(false);
    expect(
      comparisonRequestSchema.safeParse({ philosopher: "ockham", context: "y".repeat(2001) }).success,
    ).toBe(false);
  });
});
