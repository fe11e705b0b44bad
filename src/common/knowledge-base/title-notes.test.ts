import { describe, expect, it } from "vitest";
import { splitTitleNotes } from "./title-notes.js";

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
