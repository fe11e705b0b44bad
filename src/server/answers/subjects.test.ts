import { describe, expect, it } from "vitest";
import { withSubjectNamed } from "./subjects.js";

describe("whom a follow-up speaks of", () => {
  it("names the subject of the message before in place of the pronouns that stand for it", () => {
    expect(
      withSubjectNamed("ok but does he love some people more than others?", "does god love everybody?"),
    ).toBe("ok but does god love some people more than others?");
    expect(
      withSubjectNamed(
        "did he let everybody out of hell while he was down there?",
        "where did jesus go after he died on friday and before he rose on sunday?",
      ),
    ).toBe("did jesus let everybody out of hell while jesus was down there?");
    expect(
      withSubjectNamed("are they all basically the same kind of thing?", "how many angels are there?"),
    ).toBe("are angels all basically the same kind of thing?");
    expect(
      withSubjectNamed("would they have had babies?", "if adam and eve never sinned would they die?"),
    ).toBe("would adam and eve have had babies?");
    expect(withSubjectNamed("was her whole life without sin?", "was mary conceived without sin?")).toBe(
      "was mary's whole life without sin?",
    );
  });

  it("leaves a message that names its own subject, or someone of the learner's own, or follows no subject", () => {
    expect(withSubjectNamed("can the devil be forgiven?", "does god forgive everyone?")).toBe(
      "can the devil be forgiven?",
    );
    expect(withSubjectNamed("my dad says he never prays. is he wrong?", "does god hear prayers?")).toBe(
      "my dad says he never prays. is he wrong?",
    );
    expect(withSubjectNamed("is it always wrong?", "is lying a sin?")).toBe("is it always wrong?");
    expect(withSubjectNamed("does he exist?", undefined)).toBe("does he exist?");
  });

  it('after "what is X?", takes an "it" for X, unless it stands for what follows', () => {
    expect(withSubjectNamed("plus can it change over time?", "what is natural law exactly?")).toBe(
      "plus can natural law change over time?",
    );
    expect(withSubjectNamed("is it wrong to refuse it?", "what is grace?")).toBe("is it wrong to refuse it?");
    expect(withSubjectNamed("can it change?", "is the natural law written in our hearts?")).toBe(
      "can it change?",
    );
  });
});
