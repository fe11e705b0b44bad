import { describe, expect, it } from "vitest";
import { occursVerbatim } from "../guard/normalise.js";
import { ordinalSentences, reportedOpening, reportsOthers, shorten, shortenAnswer } from "./reading.js";

// ST II-II, q. 66, a. 7, co., the sentence that carries his answer.
const NEED =
  "Nevertheless, if the need be so manifest and urgent, that it is evident that the present need must be remedied " +
  "by whatever means be at hand (for instance when a person is in some imminent danger, and there is no other " +
  "possible remedy), then it is lawful for a man to succor his own need by means of another's property, by taking " +
  "it either openly or secretly: nor is this properly speaking theft or robbery.";
// SCG I, c. 62.
const SINCE =
  "Since then God is the first understanding and the first object of understanding, the truth of every " +
  "understanding must be measured by His truth, as everything is measured by the first of its kind.";
const PLAIN =
  "It is altogether unlawful to kill oneself, for three reasons, of which the first is that everything naturally " +
  "loves itself, and the result is that everything naturally keeps itself in being.";

// ST II-II, q. 158, a. 1, ad 1, its first sentence; and ST Suppl., q. 99, a. 1, ad 4, with a translators' note.
const STOICS =
  "Reply to Objection 1: The Stoics designated anger and all the other passions as emotions opposed to the order " +
  "of reason; and accordingly they deemed anger and all other passions to be evil, as stated above (FS, Question " +
  "[24], Article [2]) when we were treating of the passions.";
const GLOSS =
  '"They," namely the wicked, "shall be a loathsome sight* to all flesh," namely to the saints, as a gloss says. ' +
  '[*"Ad satietatem visionis," which St. Thomas takes to signify being satiated with joy; Cf. Question [94], ' +
  "Article [3]]. Gregory expresses himself in the same sense (Dial. iv).";

describe("a quotation cut short", () => {
  it("stops before a reference it would leave open", () => {
    // Any length that would end within "(FS, Question [24], Article [2])".
    for (let words = 30; words <= 40; words++) {
      const cut = shorten(STOICS, words);
      expect(cut, `${words}`).not.toContain("(");
      expect(cut).toMatch(/ …$/);
      expect(occursVerbatim(cut, STOICS)).toBe(true);
    }
    expect(shorten(STOICS, 36)).toMatch(/to be evil(?:, as stated above)? …$/);
  });

  it("marks a verse that stops where its sentence goes on", () => {
    // Rm. 1:30 (Douay-Rheims).
    const verse =
      "Detractors, hateful to God, contumelious, proud, haughty, inventors of evil things, disobedient to parents,";
    expect(shorten(verse, 40)).toBe(`${verse.slice(0, -1)} …`);
    expect(occursVerbatim(shorten(verse, 40), verse)).toBe(true);
  });

  it("leaves out the translators' notes and goes on with his words", () => {
    const cut = shorten(GLOSS, 60);
    expect(cut).not.toMatch(/\*|satietatem/);
    expect(cut).toMatch(/as a gloss says\. Gregory expresses himself/);
    expect(occursVerbatim(cut, GLOSS)).toBe(true);
  });
});

describe("the sentence that carries his answer, cut short", () => {
  it("keeps what he holds when the sentence opens with what it depends on", () => {
    const cut = shortenAnswer(NEED, 24);
    expect(cut).toMatch(/^Nevertheless, if the need be so manifest and urgent … then it is lawful for a man/);
    expect(cut).not.toContain("(");
    expect(shorten(NEED, 24)).not.toContain("lawful");
    const since = shortenAnswer(SINCE, 16);
    expect(since).toContain("…");
    expect(since).toMatch(/measured by the first of its kind\.$/);
  });

  it("is cut as any quotation when its main clause comes first, or it is short enough", () => {
    expect(shortenAnswer(PLAIN, 16)).toBe(shorten(PLAIN, 16));
    expect(shortenAnswer(SINCE, 60)).toBe(SINCE);
  });

  it("quotes only his words, in his order", () => {
    for (const [sentence, words] of [
      [NEED, 24],
      [NEED, 45],
      [NEED, 90],
      [SINCE, 16],
      [SINCE, 10],
    ] as const)
      expect(occursVerbatim(shortenAnswer(sentence, words), sentence), `${words}: ${sentence}`).toBe(true);
  });
});

describe("a sentence that sets out what others held", () => {
  it("is told from one in which he speaks for himself", () => {
    // The openings of the bodies of ST I, q. 75, a. 7 (as quoted), I-II, q. 34, a. 1, II-II, q. 26, a. 6, I, q. 62,
    // a. 3, I, q. 64, a. 2, and a sentence of I, q. 46, a. 3.
    for (const reported of [
      "I answer that, Some have said that all spiritual substances, even souls, are of the one species.",
      "I answer that, As stated in Ethic. x, 2,[3] some have maintained that all pleasure is evil.",
      "I answer that, There have been two opinions on this question: for some have said that we ought, out of charity, to love all our neighbors equally.",
      "I answer that, Although there are conflicting opinions on this point, some holding that the angels were created only in a natural state.",
      "I answer that, It was Origen's opinion that every will of the creature can by reason of free-will be inclined to good and evil.",
      "For some said that the world always was, and that time had no beginning.",
      "I answer that, Among the ancients there was a threefold error concerning prayer.",
      // ST I, q. 76, a. 3; I, q. 75, a. 7; I, q. 57, a. 2; I-II, q. 59, a. 2: thinkers he names, and other verbs.
      "I answer that, Plato held that there were several souls in one body, distinct even as to organs.",
      "I answer that, Origen (Peri Archon iii, 5) held that human souls and angels are all of the same species.",
      "I answer that, Some have denied to the angels all knowledge of singulars.",
      "I answer that, The Stoics and Peripatetics disagreed on this point, as Augustine relates (De Civ. Dei ix, 4).",
    ])
      expect(reportsOthers(reported), reported).toBe(true);
    for (const his of [
      "I answer that, The existence of God can be proved in five ways.",
      "I answer that, As the Philosopher says (Ethic. ii, 6), virtue is that which makes its possessor good.",
      "I answer that, Some things are said to be in God in two ways.",
      "Consequently such an opinion must be considered erroneous.",
      // ST I, q. 104, a. 4 and Suppl., q. 39, a. 1: "some" and "certain" of things, not of persons.
      "I answer that, Some of those things which God does in creatures occur in accordance with the natural course of things; others happen miraculously, and not in accordance with the natural order, as will be explained (Question [105], Article [6]).",
      "I answer that, Certain things are required in the recipient of a sacrament as being requisite for the validity of the sacrament.",
    ])
      expect(reportsOthers(his), his).toBe(false);
  });
});

describe("the steps of his argument", () => {
  it("are the sentences that count his reasons, not those that count others' views", () => {
    // ST I, q. 2, a. 3 and ST I, q. 3, a. 8, as the corpus has them (openings).
    expect(
      ordinalSentences([
        "The first and more manifest way is the argument from motion.",
        "The second way is from the nature of the efficient cause.",
        "The third error is that of David of Dinant, who most absurdly taught that God was primary matter.",
      ]),
    ).toEqual([
      "The first and more manifest way is the argument from motion.",
      "The second way is from the nature of the efficient cause.",
    ]);
  });
});

describe("the sentences a body opens with that set out others' views", () => {
  it("counts the first and those that go on with others, up to where he speaks for himself", () => {
    expect(
      reportedOpening([
        "I answer that, Some have said that all spiritual substances, even souls, are of the one species.",
        "Others, again, that all the angels are of the one species, but not souls; while others allege that all the angels of one hierarchy, or even of one order, are of the one species.",
        "But this is impossible.",
      ]),
    ).toBe(2);
    // ST I, q. 75, a. 3: the ancients, then Plato "however", before he speaks for himself.
    expect(
      reportedOpening([
        "I answer that, The ancient philosophers made no distinction between sense and intellect, and referred both a corporeal principle, as has been said (Article [1]).",
        "Plato, however, drew a distinction between intellect and sense; yet he referred both to an incorporeal principle, maintaining that sensing, just as understanding, belongs to the soul as such.",
        "From this it follows that even the souls of brute animals are subsistent.",
      ]),
    ).toBe(2);
    expect(
      reportedOpening(["I answer that, The existence of God can be proved in five ways.", "Others say so."]),
    ).toBe(0);
    expect(reportedOpening([])).toBe(0);
  });
});
