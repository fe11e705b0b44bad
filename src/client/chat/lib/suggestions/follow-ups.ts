import type { EducationLevel } from "@common/education/levels";
import type { Register, SuggestionCategory } from "./types";

export function registerOf(level: EducationLevel): Register {
  if (level === "elementary" || level === "middle") return "young";
  if (level === "graduate" || level === "scholar") return "advanced";
  return "standard";
}

/** Follow-up questions by category and register; "this" refers to the reply just given. */
export const FOLLOW_UPS: Record<SuggestionCategory, Record<Register, readonly string[]>> = {
  theological: {
    young: [
      "What does the Bible say about this?",
      "How does this help me know God better?",
      "What did Jesus teach about this?",
      "Why does God want us to know this?",
      "How can I pray about this?",
    ],
    standard: [
      "Which passages of Scripture support this teaching?",
      "How does grace change what you just explained?",
      "Could reason alone reach this conclusion, or do we need revelation?",
      "How does this relate to God's providence?",
      "How does this relate to the life of Christ?",
    ],
    advanced: [
      "Which authority do you cite in the sed contra here, and why?",
      "How does this teaching depend on the doctrine of divine simplicity?",
      "Is this an article of faith or a preamble that reason can demonstrate?",
      "How does this bear on the relation of nature and grace?",
      "Where do you treat this in the Summa contra Gentiles?",
    ],
  },
  philosophical: {
    young: [
      "Can you explain that with an example?",
      "How do we know that is true?",
      "What does that big word mean?",
      "Is there another way to think about it?",
      "Why does that matter?",
    ],
    standard: [
      "What is the strongest objection to this, and how do you answer it?",
      "What premises does this argument rely on?",
      "How do act and potency apply here?",
      "Can this be known by reason alone?",
      "What distinction resolves the difficulty here?",
    ],
    advanced: [
      "What distinction does the decisive work in this argument?",
      "How does the doctrine of analogy apply here?",
      "Which objection here is the strongest, and why does your reply succeed?",
      "What would follow if one denied this principle?",
      "How does this depend on the composition of act and potency?",
    ],
  },
  ethical: {
    young: [
      "Is that the right thing to do?",
      "How can I be good like that?",
      "What should I do if I get it wrong?",
      "Why does that make someone a good person?",
      "Which virtue helps with this?",
    ],
    standard: [
      "Which virtue is at stake here?",
      "What does the natural law say about this?",
      "Could the circumstances change whether this is right or wrong?",
      "What is the opposite vice?",
      "How does prudence apply to this?",
    ],
    advanced: [
      "How do object, end and circumstances determine the moral species here?",
      "Which precept of the natural law is at issue?",
      "Does this bind in conscience, and under what conditions?",
      "How does charity order this act to the last end?",
      "Is this a matter of strict justice or of a virtue annexed to it?",
    ],
  },
  practical: {
    young: [
      "How can I do this at home or at school?",
      "What can I do today to practise this?",
      "Can you give me an example from everyday life?",
      "How can I explain this to a friend?",
      "What habit would help me with this?",
    ],
    standard: [
      "How can I apply this in my daily life?",
      "What habits would help me live this out?",
      "How would this guide a hard decision?",
      "What would you advise a student who struggles with this?",
      "How does this shape the way we treat others?",
    ],
    advanced: [
      "How should this principle guide a concrete prudential judgement?",
      "What counsel would you give someone who finds this teaching hard to live?",
      "How should a teacher present this to beginners?",
      "Where must prudence supply what the general principle cannot?",
      "How does this apply when duties seem to conflict?",
    ],
  },
  comparative: {
    young: [
      "What did Aristotle think about this?",
      "Did Saint Augustine agree with you?",
      "Do other people believe something different?",
      "How is your idea different from other thinkers' ideas?",
      "Who taught you about this?",
    ],
    standard: [
      "How does your view differ from Aristotle's?",
      "Where do you agree and disagree with Saint Augustine here?",
      "How would you answer a modern sceptic on this?",
      "What did Plato teach about this, and do you accept it?",
      "How does your view differ from that of Averroes?",
    ],
    advanced: [
      "How does your position differ from Averroes on this point?",
      "Do you follow Augustine or Aristotle here, and why?",
      "How would you answer Avicenna's view on this?",
      "How does your teaching compare with Maimonides on this question?",
      "What would you say to the Platonists on this?",
    ],
  },
};
