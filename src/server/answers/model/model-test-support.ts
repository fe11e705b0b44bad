import type { TestApp } from "../../../../tests/setup/test-app.js";

/** The number the prompt gave a reference, read the way the model would read it. */
export const passageNumber = (system: string, reference: string) =>
  new RegExp(`^\\[(\\d+)\\] ${reference.replace(/[.,]/g, "\\$&")} —`, "m").exec(system)?.[1];

/** A reply with one good quotation, one misquotation, a citation of passage 99 and an unlabelled objection. */
export function mixedReply(system: string): string {
  const co = passageNumber(system, "ST I, q. 2, a. 3, co.");
  const obj = passageNumber(system, "ST I, q. 2, a. 3, obj. 1");
  return [
    `Yes. I wrote: "I answer that, The existence of God can be proved in five ways." [${co}]`,
    `Indeed "God's existence is obvious to every mind without any argument." [${co}]`,
    `I also treated this at length elsewhere [99].`,
    `Then "God does not exist; because if one of two contraries be infinite" [${obj}].`,
    `As I teach, "the other would be altogether destroyed" [${obj}].`,
  ].join("\n\n");
}

/** What a learner's browser asks of the app `current()` returns (read at call time, after beforeAll). */
export function learnerRequests(current: () => TestApp) {
  return {
    async conversation(): Promise<string> {
      const res = await current().app.inject({ method: "POST", url: "/api/conversations", payload: {} });
      return res.json().id;
    },
    ask: (id: string, content: string, stream = false) =>
      current().app.inject({
        method: "POST",
        url: `/api/conversations/${id}/messages`,
        headers: { "content-type": "application/json", ...(stream ? { accept: "text/event-stream" } : {}) },
        payload: JSON.stringify({ content, educationLevel: "college", responseStyle: "balanced" }),
      }),
    stored: async (id: string) =>
      (await current().app.inject({ method: "GET", url: `/api/conversations/${id}/messages` })).json() as {
        content: string;
      }[],
  };
}
