import type { DevQuestion } from "./dev-set.js";

/** God, creation, angels and man (Prima Pars). */
export const FIRST_PART: DevQuestion[] = [
  // God
  {
    area: "God",
    question: "Can reason prove that God exists?",
    answers: ["ST I, q. 2, a. 2", "ST I, q. 2, a. 3"],
  },
  {
    area: "God",
    question: "Isn't it just obvious to everyone that there is a God?",
    answers: ["ST I, q. 2, a. 1"],
  },
  { area: "God", question: "What are Aquinas's five arguments for God?", answers: ["ST I, q. 2, a. 3"] },
  {
    area: "God",
    question: "Is God made of physical stuff like we are?",
    answers: ["ST I, q. 3, a. 1", "ST I, q. 3, a. 2"],
  },
  {
    area: "God",
    question: "How can God be present in every place at the same time?",
    answers: ["ST I, q. 8, a. 1", "ST I, q. 8, a. 2", "ST I, q. 8, a. 3"],
  },
  { area: "God", question: "Can God change his mind?", answers: ["ST I, q. 9, a. 1", "ST I, q. 19, a. 7"] },
  {
    area: "God",
    question: "Does God live outside of time?",
    answers: ["ST I, q. 10, a. 2", "ST I, q. 10, a. 1"],
  },
  {
    area: "God",
    question: "Will we ever see God face to face while we are alive on earth?",
    answers: ["ST I, q. 12, a. 11"],
  },
  {
    area: "God",
    question: "Can our human words say anything true about God?",
    answers: ["ST I, q. 13, a. 1", "ST I, q. 13, a. 2", "ST I, q. 13, a. 3", "ST I, q. 13, a. 5"],
  },
  {
    area: "God",
    question: "If God knows what I will do tomorrow, am I still free?",
    answers: ["ST I, q. 14, a. 13", "ST I, q. 22, a. 4", "ST I, q. 19, a. 8"],
  },
  { area: "God", question: "Did God create evil?", answers: ["ST I, q. 49, a. 2", "ST I, q. 48, a. 1"] },
  { area: "God", question: "Is there anything God can't do?", answers: ["ST I, q. 25, a. 3"] },
  {
    area: "God",
    question: "Could God have made a better world than this one?",
    answers: ["ST I, q. 25, a. 6"],
  },
  {
    area: "God",
    question: "Does God love absolutely everybody?",
    answers: ["ST I, q. 20, a. 2", "ST I, q. 20, a. 3"],
  },
  {
    area: "God",
    question: "How can God be both merciful and fair?",
    answers: ["ST I, q. 21, a. 4", "ST I, q. 21, a. 3"],
  },
  { area: "God", question: "Is everything that happens part of God's plan?", answers: ["ST I, q. 22, a. 2"] },
  {
    area: "God",
    question: "Has God already chosen who goes to heaven?",
    answers: ["ST I, q. 23, a. 1", "ST I, q. 23, a. 4"],
  },
  {
    area: "God",
    question: "Could a philosopher figure out the Trinity without revelation?",
    answers: ["ST I, q. 32, a. 1"],
  },
  // Creation
  {
    area: "creation",
    question: "Did the universe have a beginning or has it always been there?",
    answers: ["ST I, q. 46, a. 1", "ST I, q. 46, a. 2"],
  },
  {
    area: "creation",
    question: "Can science prove the world started at some point in time?",
    answers: ["ST I, q. 46, a. 2"],
  },
  {
    area: "creation",
    question: "Did God make everything out of nothing?",
    answers: ["ST I, q. 45, a. 1", "ST I, q. 44, a. 1", "ST I, q. 45, a. 2"],
  },
  {
    area: "creation",
    question: "Is evil a real thing or just something missing?",
    answers: ["ST I, q. 48, a. 1", "ST I, q. 48, a. 2"],
  },
  // Angels
  {
    area: "angels",
    question: "Do angels have physical bodies?",
    answers: ["ST I, q. 50, a. 1", "ST I, q. 51, a. 1"],
  },
  { area: "angels", question: "How many angels are there?", answers: ["ST I, q. 50, a. 3"] },
  {
    area: "angels",
    question: "Can an angel be in two places at the same time?",
    answers: ["ST I, q. 52, a. 2"],
  },
  {
    area: "angels",
    question: "Why did Satan rebel against God?",
    answers: ["ST I, q. 63, a. 2", "ST I, q. 63, a. 3"],
  },
  {
    area: "angels",
    question: "Does every person have a guardian angel?",
    answers: ["ST I, q. 113, a. 2", "ST I, q. 113, a. 4"],
  },
  {
    area: "angels",
    question: "Do demons really attack and tempt people?",
    answers: ["ST I, q. 114, a. 1", "ST I, q. 114, a. 2"],
  },
  // Man and the soul
  {
    area: "soul",
    question: "Is the mind just the brain?",
    answers: ["ST I, q. 75, a. 1", "ST I, q. 75, a. 2"],
  },
  { area: "soul", question: "Does the soul live on after we die?", answers: ["ST I, q. 75, a. 6"] },
  { area: "soul", question: "Do dogs and cats have immortal souls?", answers: ["ST I, q. 75, a. 3"] },
  { area: "soul", question: "How are the soul and the body connected?", answers: ["ST I, q. 76, a. 1"] },
  { area: "soul", question: "Do humans really have free will?", answers: ["ST I, q. 83, a. 1"] },
  {
    area: "soul",
    question: "Do all our ideas come from the senses?",
    answers: ["ST I, q. 84, a. 6", "ST I, q. 84, a. 3"],
  },
  {
    area: "soul",
    question: "Why was Eve made from Adam's rib?",
    answers: ["ST I, q. 92, a. 3", "ST I, q. 92, a. 2"],
  },
  {
    area: "soul",
    question: "Would Adam and Eve have died if they had never sinned?",
    answers: ["ST I, q. 97, a. 1"],
  },
  {
    area: "soul",
    question: "Do the stars and horoscopes control what we do?",
    answers: ["ST I, q. 115, a. 4", "ST II-II, q. 95, a. 5"],
  },
  { area: "soul", question: "Is there such a thing as destiny?", answers: ["ST I, q. 116, a. 1"] },
];
