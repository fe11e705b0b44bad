import type { DevQuestion } from "./dev-set.js";

/** Faith, hope, charity and justice (Secunda Secundae). */
export const VIRTUES: DevQuestion[] = [
  // Faith, hope, charity
  {
    area: "faith",
    question: "Is believing in God irrational?",
    answers: [
      "ST II-II, q. 2, a. 10",
      "ST II-II, q. 1, a. 5",
      "ST II-II, q. 2, a. 4",
      "ST II-II, q. 2, a. 3",
    ],
  },
  {
    area: "faith",
    question: "Should people be forced to become Christians?",
    answers: ["ST II-II, q. 10, a. 8"],
  },
  {
    area: "faith",
    question: "What should the Church do about people teaching heresy?",
    answers: ["ST II-II, q. 11, a. 3"],
  },
  {
    area: "hope",
    question: "Is giving up all hope of salvation a sin?",
    answers: ["ST II-II, q. 20, a. 1", "ST II-II, q. 20, a. 3"],
  },
  {
    area: "charity",
    question: "Am I really supposed to love people who hate me?",
    answers: ["ST II-II, q. 25, a. 8", "ST II-II, q. 25, a. 9"],
  },
  {
    area: "charity",
    question: "Is it okay to love yourself?",
    answers: ["ST II-II, q. 25, a. 4", "ST II-II, q. 26, a. 4"],
  },
  { area: "charity", question: "Should I love God more than myself?", answers: ["ST II-II, q. 26, a. 3"] },
  { area: "charity", question: "Can a war ever be just?", answers: ["ST II-II, q. 40, a. 1"] },
  // Justice
  {
    area: "justice",
    question: "Is the death penalty morally acceptable?",
    answers: ["ST II-II, q. 64, a. 2", "ST II-II, q. 64, a. 3"],
  },
  { area: "justice", question: "Is suicide always wrong?", answers: ["ST II-II, q. 64, a. 5"] },
  {
    area: "justice",
    question: "Am I allowed to kill an attacker to save my own life?",
    answers: ["ST II-II, q. 64, a. 7"],
  },
  {
    area: "justice",
    question: "Is abortion murder?",
    answers: ["ST II-II, q. 64, a. 6", "ST II-II, q. 64, a. 8"],
  },
  {
    area: "justice",
    question: "Is it stealing to take bread if my family is starving?",
    answers: ["ST II-II, q. 66, a. 7"],
  },
  {
    area: "justice",
    question: "Is private property fair or should everything be shared?",
    answers: ["ST II-II, q. 66, a. 2"],
  },
  { area: "justice", question: "Is charging interest on a loan wrong?", answers: ["ST II-II, q. 78, a. 1"] },
  {
    area: "justice",
    question: "Is it fair to overcharge customers for a product?",
    answers: ["ST II-II, q. 77, a. 1", "ST II-II, q. 77, a. 4"],
  },
  {
    area: "justice",
    question: "Is it ever okay to tell a white lie?",
    answers: ["ST II-II, q. 110, a. 3", "ST II-II, q. 110, a. 4"],
  },
  { area: "justice", question: "What does it mean to be a just person?", answers: ["ST II-II, q. 58, a. 1"] },
  {
    area: "justice",
    question: "Is spreading gossip about someone a serious sin?",
    answers: ["ST II-II, q. 73, a. 2", "ST II-II, q. 73, a. 1", "ST II-II, q. 74, a. 2"],
  },
  {
    area: "justice",
    question: "Is it wrong to judge people based on suspicion?",
    answers: ["ST II-II, q. 60, a. 3"],
  },
];
