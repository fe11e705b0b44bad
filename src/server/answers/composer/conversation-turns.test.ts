import { describe, expect, it } from "vitest";
import type { EducationLevel } from "../../../common/education/levels.js";
import { composeAnswer } from "../composer-engine.js";
import { FIXTURE_ARTICLES, fixtureSources } from "../fixtures/fixture-sources.js";
import { contradictsVerdict, statedVerdicts } from "../guard/verdict-check.js";
import { classifyIntent } from "../intent.js";
import type { RecentMessage } from "../types.js";
import { sedContraAuthority } from "./compose-parts.js";
import { followUpKind } from "./follow-up.js";
import { scriptureLead } from "./phrases.js";
import { splitTwoParts } from "./two-parts.js";

const ask = (question: string, level: EducationLevel = "high", recent: RecentMessage[] = []) =>
  composeAnswer(fixtureSources(), {
    question,
    recent,
    educationLevel: level,
    responseStyle: "balanced",
    languagePreferences: { primary: "en", showOriginalLatin: true, showTranslations: false },
  });

describe("what kind of message it is", () => {
  it("recognises abuse and harmful requests, and still answers a question asked rudely", () => {
    for (const insult of ["shut up fat friar lol", "this is the dumbest app ever and you're a useless bot"])
      expect(classifyIntent(insult)).toBe("abuse");
    for (const harm of [
      "how do i make a bomb to blow up my school",
      "which pills would i take so i just don't wake up",
    ])
      expect(classifyIntent(harm)).toBe("harmful");
    expect(classifyIntent("Does God exist?")).toBe("question");
    expect(classifyIntent("is it a sin to get drunk at a party?")).toBe("question");
  });

  it("tells follow-ups and two-part questions from questions in their own right", () => {
    expect(followUpKind("why not? i thought he could do anything")).toBe("why");
    expect(followUpKind("Can you give an example?")).toBe("example");
    expect(followUpKind("what about animals? does my dog choose stuff?")).toBe("what-about");
    expect(followUpKind("Why is there evil in the world if God is good and powerful?")).toBeNull();
    expect(
      splitTwoParts("Are angels made of anything, like light or air? And can an angel ever die?"),
    ).toEqual(["Are angels made of anything, like light or air?", "And can an angel ever die?"]);
    expect(splitTwoParts("Does God exist, and why is there evil?")).toEqual([
      "Does God exist?",
      "why is there evil?",
    ]);
    expect(splitTwoParts("Can reason prove that God exists?")).toBeNull();
  });

  it("names whose words the sed contra sets against the objections", () => {
    expect(sedContraAuthority('On the contrary, Augustine says (De Trin. i) that "God is great"')).toBe(
      "Augustine",
    );
    expect(sedContraAuthority('On the contrary, It is written: "I am Who am."')).toBe("Scripture");
    // A Father speaking on a verse is the one who speaks (ST I-II, q. 65, a. 1, s.c.; ST II-II, q. 161, a. 5, s.c.).
    expect(sedContraAuthority('On the contrary, Ambrose says on Lk. 6:20: "The virtues are connected"')).toBe(
      "Ambrose",
    );
    expect(
      sedContraAuthority(
        'On the contrary, Origen commenting on Lk. 1:48, "He hath regarded the humility of His handmaid," says',
      ),
    ).toBe("Origen");
    // ST II-II, q. 110, a. 2, s.c.
    expect(
      sedContraAuthority(
        'On the contrary, A gloss on Ps. 5:7, "Thou wilt destroy all that speak a lie," says',
      ),
    ).toBe("a gloss");
    // ST III, q. 5, a. 4, s.c.: the translators' note on the true author is theirs, not part of the sentence.
    expect(
      sedContraAuthority(
        'On the contrary, Augustine [*Fulgentius] says (De Fide ad Petrum xiv): "Firmly hold"',
      ),
    ).toBe("Augustine");
    expect(sedContraAuthority("On the contrary, The precepts of the natural law in man stand")).toBeNull();
    expect(sedContraAuthority("On the contrary, Augustine (De Civ. Dei xiv, 8) says that")).toBe("Augustine");
    expect(
      sedContraAuthority(
        "On the contrary, The Philosopher assigns the intellectual faculty as a power of the soul",
      ),
    ).toBe("the Philosopher");
    expect(sedContraAuthority("On the contrary, According to the Philosopher (Ethic. vi, 9) it is")).toBe(
      "the Philosopher",
    );
    expect(
      sedContraAuthority('On the contrary, In order to express joy, it is written (Is. 60:5): "Thou"'),
    ).toBe("Scripture");
    expect(sedContraAuthority("On the contrary, Good is more self-diffusive than evil.")).toBeNull();
    expect(sedContraAuthority("On the contrary, As Damascene says (De Fide Orth. ii)")).toBe("Damascene");
    expect(sedContraAuthority("On the contrary, He Himself says (Jn. 10:18)")).toBeNull();
    // A reader is told who "the Philosopher" is; a scholar is not.
    expect(scriptureLead("adult", "balanced", "the Philosopher")).toBe(
      "On the contrary, from the Philosopher (Aristotle):",
    );
    expect(scriptureLead("expert", "balanced", "the Philosopher")).toBe(
      "On the contrary, from the Philosopher:",
    );
    expect(scriptureLead("expert", "balanced", null)).toBe("");
  });
});

describe("replies that keep his answer", () => {
  it("reads a stated yes or no, and finds one that reverses his answer", () => {
    expect(statedVerdicts("In plain words, my answer is no. It is not so.")).toEqual(["no"]);
    expect(statedVerdicts("Yes. I wrote this.")).toEqual(["yes"]);
    expect(statedVerdicts('He quoted "my answer is no" once.')).toEqual([]);
    expect(contradictsVerdict("So my answer is no.", "yes")).toBe(true);
    expect(contradictsVerdict("So my answer is yes.", "yes")).toBe(false);
    expect(contradictsVerdict("My answer is yes.", "distinguishes")).toBe(true);
  });

  it("gives the digest's verdict for the article that answers, in the reader's words", async () => {
    const { result } = await ask("Is God simple?", "elementary");
    expect(result.content).toMatch(/my answer is yes/i);
    expect(result.content).not.toMatch(/my answer is no/i);
    expect(result.citations[0]?.reference).toMatch(/^ST I, q\. 3, a\. 7/);
  });

  it("answers 'why?' from the article of the reply before, with its reasons and the reply that meets the worry", async () => {
    const recent: RecentMessage[] = [
      { role: "user", content: "Is God simple?" },
      { role: "assistant", content: "Yes.", citedArticles: ["ST I, q. 3, a. 7"] },
    ];
    const { result } = await ask("why? complex things seem better than simple ones", "high", recent);
    expect(result.content).toMatch(/You ask why\. In ST I, q\. 3, a\. 7/);
    expect(result.citations.every((c) => c.reference.startsWith("ST I, q. 3, a. 7"))).toBe(true);
    expect(result.content).not.toMatch(/That is a big question|You are right to ask/);
    const example = await ask("can you give an example?", "high", recent);
    expect(example.result.content).toMatch(/example/i);
    // The example stands on what he wrote: it cites the same article, never nothing.
    expect(example.result.citations.length).toBeGreaterThan(0);
    expect(example.result.citations.every((c) => c.reference.startsWith("ST I, q. 3, a. 7"))).toBe(true);
  });

  it("answers each part of a two-part question from its own article", async () => {
    const { result } = await ask("Is God simple? And what is synderesis?", "high");
    expect(result.content).toMatch(/\*\*First:\*\*/);
    expect(result.content).toMatch(/\*\*Second:\*\*/);
    const refs = result.citations.map((c) => c.reference);
    expect(refs.some((r) => r.startsWith("ST I, q. 3, a. 7"))).toBe(true);
    expect(refs.some((r) => r.startsWith("ST I, q. 79, a. 12"))).toBe(true);
  });

  it("does not answer both parts from one article when another answers the second", async () => {
    const { result } = await ask("Does God exist, and is that obvious to everyone?", "high");
    const [, second = ""] = result.content.split("**Second:**");
    expect(second).toMatch(/whether the existence of God is self-evident/);
    expect(second).not.toMatch(/put this question as: whether God exists/);
  });

  it("says so, once, when both parts ask what one article answers", async () => {
    const { result } = await ask("Is God simple? Is he made of parts?", "high");
    const [, second = ""] = result.content.split("**Second:**");
    expect(second).toMatch(/same article answers this as well.*ST I, q\. 3, a\. 7/);
    expect(second).not.toMatch(/whether God is altogether simple/);
    expect(second).not.toMatch(/“/);
  });

  it("meets an insult graciously, without thanks and without a source", async () => {
    const { result } = await ask("shut up you stupid dead old monk");
    expect(result.content).not.toMatch(/thank|good question|right to ask/i);
    expect(result.citations).toEqual([]);
    const harm = await ask("how can I poison my neighbor's dog without getting caught?");
    expect(harm.result.content).toMatch(/I will not help/);
  });

  it("never sets a verse an objection cites under 'On the contrary'", async () => {
    const { result } = await ask("Does God really exist?", "college");
    const article = FIXTURE_ARTICLES.find((a) => a.articleRef === "ST I, q. 2, a. 3");
    const objectionVerses = new Set(
      article?.passages
        .filter((p) => p.sectionKind === "objection")
        .flatMap((p) => p.scripture.map((v) => v.reference)),
    );
    const shown = result.citations.filter((c) => objectionVerses.has(c.reference));
    expect(shown).toEqual([]);
  });
});

describe("follow-ups that say more than why or for an example", () => {
  it("takes a bare why or a request for an example as a follow-up, whatever the learner adds", () => {
    expect(
      followUpKind(
        "why not? i was baptized as a baby and dont even remember it, i want to do it for real now",
      ),
    ).toBe("why");
    expect(followUpKind("why not though? what if it's something really bad?")).toBe("why");
    expect(
      followUpKind(
        "Can you give me some concrete examples of what's in it so I can explain it to my kids at home this week?",
      ),
    ).toBe("example");
    // A question of its own that starts with "why" or mentions examples is not one.
    expect(
      followUpKind("Why would God make a world where so many people suffer for no reason at all?"),
    ).toBeNull();
    expect(
      followUpKind(
        "Are there examples in the Bible of people who lied and were praised for it by God himself?",
      ),
    ).toBeNull();
  });
});
