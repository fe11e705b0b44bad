import { describe, expect, it } from "vitest";
import { splitTitleNotes, withoutTranslatorNotes } from "./title-notes.js";

describe("splitTitleNotes", () => {
  it("takes the translator's notes out of a title and keeps their words", () => {
    expect(splitTitleNotes("Whether there is knowledge [*Scientia]?")).toEqual({
      title: "Whether there is knowledge?",
      notes: ["Scientia"],
    });
    expect(splitTitleNotes("Whether God can be loved wholly? [*Cf. Question [184], Article [2]]")).toEqual({
      title: "Whether God can be loved wholly?",
      notes: ["Cf. Question 184, Article 2"],
    });
    expect(
      splitTitleNotes(
        'Whether goodness is rightly divided into the virtuous*, the useful and the pleasant? [*"Bonum honestum" is the virtuous good]',
      ),
    ).toEqual({
      title: "Whether goodness is rightly divided into the virtuous, the useful and the pleasant?",
      notes: ['"Bonum honestum" is the virtuous good'],
    });
    expect(splitTitleNotes('Whether "epikeia" [*{epieikeia}] is a virtue?').title).toBe(
      'Whether "epikeia" is a virtue?',
    );
  });

  it("leaves a title without notes as it is", () => {
    expect(splitTitleNotes("Whether God exists?")).toEqual({ title: "Whether God exists?", notes: [] });
    expect(splitTitleNotes("That God is Incorporeal")).toEqual({
      title: "That God is Incorporeal",
      notes: [],
    });
  });
});

describe("a passage quoted without the translators' notes", () => {
  it("leaves out a note within it, as if it were not there", () => {
    expect(
      withoutTranslatorNotes(
        'Hence Chrysostom says [*Opus Imperf. in Matth., Hom. xix, falsely ascribed to St. John Chrysostom] that "some prophesy by the spirit of the devil."',
      ),
    ).toBe('Hence Chrysostom says that "some prophesy by the spirit of the devil."');
  });

  it("drops a note at its end, and one before a stop within it", () => {
    expect(withoutTranslatorNotes("(15) Whether prayer is meritorious? [*Art. 16]")).toBe(
      "(15) Whether prayer is meritorious?",
    );
    expect(withoutTranslatorNotes('a kind of "divine virtue [*{arete heroike kai theia}]," in respect')).toBe(
      'a kind of "divine virtue," in respect',
    );
  });

  it("drops a note between two sentences with its full stop, and the asterisk pointing to it", () => {
    const passage =
      '(Is. 66:24): "They," namely the wicked, "shall be a loathsome sight* to all flesh," namely to the saints, as a gloss says. [*"Ad satietatem visionis," which St. Thomas takes to signify being satiated with joy; Cf. Question [94], Article [3]]. Gregory expresses himself in the same sense (Dial. iv).';
    const quoted = withoutTranslatorNotes(passage);
    expect(quoted).toBe(
      '(Is. 66:24): "They," namely the wicked, "shall be a loathsome sight to all flesh," namely to the saints, as a gloss says. Gregory expresses himself in the same sense (Dial. iv).',
    );
    expect(withoutTranslatorNotes("as commanded in Dt. 21:4 [*Ex. 23:5].")).toBe("as commanded in Dt. 21:4.");
    // ST Suppl., q. 39, a. 1, s.c.: a pointer after a bracket and a comma.
    expect(
      withoutTranslatorNotes(
        'On the contrary, It is said (1 Tim. 2:12): "I suffer not a woman to teach (in the Church),* nor to use authority over the man."',
      ),
    ).toBe(
      'On the contrary, It is said (1 Tim. 2:12): "I suffer not a woman to teach (in the Church), nor to use authority over the man."',
    );
    // Asterisks of emphasis or arithmetic are no pointers.
    expect(withoutTranslatorNotes("the *first* cause, 2 * 3")).toBe("the *first* cause, 2 * 3");
  });

  it("drops the numbers of footnotes, and keeps the Summa's references in brackets", () => {
    // SCG II, c. 82 and IV, c. 97 in Rickaby's translation.
    expect(
      withoutTranslatorNotes(
        "and the same is found in plants.[454] But they have not that craving consequent upon apprehension",
      ),
    ).toBe("and the same is found in plants. But they have not that craving consequent upon apprehension");
    expect(
      withoutTranslatorNotes(
        "IT needs must be that the motion of the heavens shall cease; and therefore it is said that time shall be no more (Apoc. x, 6).[1072]",
      ),
    ).toBe(
      "IT needs must be that the motion of the heavens shall cease; and therefore it is said that time shall be no more (Apoc. x, 6).",
    );
    for (const reference of [
      "I answer that, As stated above (Q[99], A[3]), the",
      "as has been said (Article [1]).",
      "as the Philosopher says (Ethic. i, 7; x, 6,7,[8] and this",
    ])
      expect(withoutTranslatorNotes(reference)).toBe(reference);
  });

  it("leaves a passage without notes as it is", () => {
    const plain = "The existence of God can be proved in five ways.";
    expect(withoutTranslatorNotes(plain)).toBe(plain);
  });
});
