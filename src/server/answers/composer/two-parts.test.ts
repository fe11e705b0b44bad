import { describe, expect, it } from "vitest";
import { splitTwoParts } from "./two-parts.js";

describe("a message that asks two things", () => {
  it("splits parts the learner numbers, leaving out what comes before the first", () => {
    expect(
      splitTwoParts(
        "1) can god do literally anything, like make a square circle 2) why did he even bother making the world",
      ),
    ).toEqual([
      "can god do literally anything, like make a square circle?",
      "why did he even bother making the world?",
    ]);
    expect(
      splitTwoParts("first: is pride really the worst sin? second: is it wrong to want people to praise you"),
    ).toEqual(["is pride really the worst sin?", "is it wrong to want people to praise you?"]);
    expect(
      splitTwoParts(
        "My 9 year old hit me with two at bedtime. First, will our dog be in heaven? Second, will we still eat in heaven?",
      ),
    ).toEqual(["will our dog be in heaven?", "will we still eat in heaven?"]);
  });

  it("does not take a word that numbers nothing for a part", () => {
    expect(splitTwoParts("At first, I thought God was a man on a cloud. Is God a body?")).toBeNull();
    expect(splitTwoParts("Is it true that 1) God is simple?")).toBeNull();
  });

  it("leaves out a closing question that only asks for his view", () => {
    expect(
      splitTwoParts("Will my dog be in heaven? Will we still eat in heaven? What would Aquinas say to her?"),
    ).toEqual(["Will my dog be in heaven?", "Will we still eat in heaven?"]);
    expect(splitTwoParts("Is lying always wrong? What do you think?")).toBeNull();
  });

  it('takes a "side question" for a second part', () => {
    expect(
      splitTwoParts(
        "Was my grandpa sinning by fighting in a war? Side question, why aren't priests allowed to fight?",
      ),
    ).toEqual([
      "Was my grandpa sinning by fighting in a war?",
      "Side question, why aren't priests allowed to fight?",
    ]);
  });

  it("does not take a sentence telling when something happens for a first question", () => {
    expect(
      splitTwoParts(
        "when i pray the rosary i get so bored and my mind wanders off. does my prayer even count",
      ),
    ).toBeNull();
    expect(splitTwoParts("Does being rich make you happy. Can anyone be happy at all?")).toEqual([
      "Does being rich make you happy?",
      "Can anyone be happy at all?",
    ]);
  });

  it("takes a short circumstance after a question for the same question pressed, not a second one", () => {
    expect(splitTwoParts("does literally everyone have to? what if you're sick")).toBeNull();
    expect(
      splitTwoParts(
        "Is lying a sin? What if it is to save a friend from a murderer who is hunting him down?",
      ),
    ).toEqual(["Is lying a sin?", "What if it is to save a friend from a murderer who is hunting him down?"]);
  });
});
