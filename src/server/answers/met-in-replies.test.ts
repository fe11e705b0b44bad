import { describe, expect, it } from "vitest";
import type { ArticleText } from "../knowledge-base/retrieval/types.js";
import { metInItsReplies } from "./met-in-replies.js";

const REF = "ST II-II, q. 110, a. 3";
const passage = (section: string, sectionKind: "objection" | "reply", content: string, ordinal: number) => ({
  id: `${section}-id`,
  reference: `${REF}, ${section}`,
  articleRef: REF,
  work: "Summa Theologiae",
  workKey: "st",
  author: "Thomas Aquinas",
  section,
  sectionKind,
  title: "Whether every lie is a sin?",
  content,
  language: "en",
  latin: null,
  ordinal,
  scripture: [],
});

/** Two objections of ST II-II, q. 110, a. 3 and the replies to them, as the corpus has them. */
const article: ArticleText = {
  articleRef: REF,
  title: "Whether every lie is a sin?",
  work: "Summa Theologiae",
  author: "Thomas Aquinas",
  passages: [
    passage(
      "obj. 1",
      "objection",
      "Objection 1: It seems that not every lie is a sin. For it is evident that the evangelists did not sin in the writing of the Gospel.",
      1,
    ),
    passage(
      "obj. 4",
      "objection",
      "Objection 4: Further, one ought to choose the lesser evil in order to avoid the greater: even so a physician cuts off a limb, lest the whole body perish. Yet less harm is done by raising a false opinion in a person's mind, than by someone slaying or being slain. Therefore a man may lawfully lie, to save another from committing murder, or another from being killed.",
      4,
    ),
    passage(
      "ad 1",
      "reply",
      "Reply to Objection 1: It is unlawful to hold that any false assertion is contained either in the Gospel or in any canonical Scripture, or that the writers thereof have told untruths, because faith would be deprived of its certitude which is based on the authority of Holy Writ.",
      11,
    ),
    passage(
      "ad 4",
      "reply",
      "Reply to Objection 4: A lie is sinful not only because it injures one's neighbor, but also on account of its inordinateness, as stated above in this Article. Now it is not allowed to make use of anything inordinate in order to ward off injury or defects from another: as neither is it lawful to steal in order to give an alms, except perhaps in a case of necessity when all things are common. Therefore it is not lawful to tell a lie in order to deliver another from any danger whatever.",
      14,
    ),
  ],
};

describe("a follow-up met in an objection and its reply", () => {
  it("is met when most of its own words stand in one objection and the reply to it", () => {
    expect(metInItsReplies(article, "what about a lie to save someone from being killed?")).toBe(true);
    expect(metInItsReplies(article, "what about the gospels, do they lie?")).toBe(true);
  });

  it("is not met by words spread over several, nor by a single word", () => {
    expect(metInItsReplies(article, "what about a physician who steals canonical gospels?")).toBe(false);
    expect(metInItsReplies(article, "what about lies?")).toBe(false);
    expect(metInItsReplies(article, "what about jokes and exaggeration at parties?")).toBe(false);
  });
});
