import type { DevQuestion } from "./dev-set.js";

/** Religion, the other virtues, states of life, Christ, sacraments and last things. */
export const LAST_PARTS: DevQuestion[] = [
  // Religion
  {
    area: "religion",
    question: "Why pray if God already knows what we need?",
    answers: ["ST II-II, q. 83, a. 2"],
  },
  {
    area: "religion",
    question: "Do I have to keep a promise I made to God?",
    answers: ["ST II-II, q. 88, a. 3"],
  },
  {
    area: "religion",
    question: "Is it okay to swear on the Bible in court?",
    answers: ["ST II-II, q. 89, a. 2", "ST II-II, q. 89, a. 1"],
  },
  // Prudence
  {
    area: "prudence",
    question: "Can a wicked person have practical wisdom?",
    answers: ["ST II-II, q. 47, a. 13"],
  },
  // Fortitude
  {
    area: "fortitude",
    question: "What is real courage?",
    answers: ["ST II-II, q. 123, a. 1", "ST II-II, q. 123, a. 2", "ST II-II, q. 123, a. 4"],
  },
  {
    area: "fortitude",
    question: "Is dying for your faith the bravest thing a person can do?",
    answers: ["ST II-II, q. 124, a. 3", "ST II-II, q. 124, a. 2"],
  },
  {
    area: "fortitude",
    question: "Is being reckless and never afraid a vice?",
    answers: ["ST II-II, q. 126, a. 1", "ST II-II, q. 127, a. 1"],
  },
  // Temperance
  {
    area: "temperance",
    question: "Is it a sin to get drunk?",
    answers: ["ST II-II, q. 150, a. 1", "ST II-II, q. 150, a. 2"],
  },
  {
    area: "temperance",
    question: "Is eating too much actually sinful?",
    answers: ["ST II-II, q. 148, a. 1"],
  },
  { area: "temperance", question: "Is sex before marriage wrong?", answers: ["ST II-II, q. 154, a. 2"] },
  {
    area: "temperance",
    question: "Is being humble just having low self-esteem?",
    answers: ["ST II-II, q. 161, a. 1"],
  },
  {
    area: "temperance",
    question: "Why is pride the worst sin?",
    answers: ["ST II-II, q. 162, a. 6", "ST II-II, q. 162, a. 7"],
  },
  {
    area: "temperance",
    question: "Is it okay to play games and tell jokes?",
    answers: ["ST II-II, q. 168, a. 2"],
  },
  // Religious life and states
  {
    area: "religious life",
    question: "Is it better to spend your life in prayer and study or in helping others?",
    answers: ["ST II-II, q. 182, a. 1", "ST II-II, q. 182, a. 2", "ST II-II, q. 188, a. 6"],
  },
  {
    area: "religious life",
    question: "Can a teenager become a nun if her parents say no?",
    answers: ["ST II-II, q. 189, a. 5", "ST II-II, q. 189, a. 6"],
  },
  {
    area: "religious life",
    question: "Do monks have to give up everything they own?",
    answers: ["ST II-II, q. 186, a. 3", "ST II-II, q. 188, a. 7"],
  },
  // Christ
  {
    area: "Christ",
    question: "Why did God become a human being?",
    answers: ["ST III, q. 1, a. 1", "ST III, q. 1, a. 2"],
  },
  {
    area: "Christ",
    question: "Would Jesus have come if Adam hadn't sinned?",
    answers: ["ST III, q. 1, a. 3"],
  },
  {
    area: "Christ",
    question: "Did Jesus have a human mind?",
    answers: ["ST III, q. 5, a. 4", "ST III, q. 5, a. 3"],
  },
  { area: "Christ", question: "Could Jesus have sinned?", answers: ["ST III, q. 15, a. 1"] },
  { area: "Christ", question: "Why did Jesus let the devil tempt him?", answers: ["ST III, q. 41, a. 1"] },
  {
    area: "Christ",
    question: "Why did Jesus have to die on a cross?",
    answers: ["ST III, q. 46, a. 1", "ST III, q. 46, a. 3", "ST III, q. 46, a. 4", "ST III, q. 46, a. 2"],
  },
  { area: "Christ", question: "Is Mary really the mother of God?", answers: ["ST III, q. 35, a. 4"] },
  {
    area: "Christ",
    question: "Was Mary born without original sin?",
    answers: ["ST III, q. 27, a. 2", "ST III, q. 27, a. 1"],
  },
  {
    area: "Christ",
    question: "Did Jesus really come back to life in his body?",
    answers: ["ST III, q. 54, a. 1", "ST III, q. 53, a. 1"],
  },
  // Sacraments
  {
    area: "sacraments",
    question: "Why does the Church need rituals like sacraments?",
    answers: ["ST III, q. 61, a. 1"],
  },
  { area: "sacraments", question: "Should babies be baptized?", answers: ["ST III, q. 68, a. 9"] },
  {
    area: "sacraments",
    question: "Can someone go to heaven without being baptized?",
    answers: ["ST III, q. 68, a. 2"],
  },
  {
    area: "sacraments",
    question: "Does the bread at Mass really become Jesus' body?",
    answers: ["ST III, q. 75, a. 1", "ST III, q. 75, a. 2", "ST III, q. 75, a. 4"],
  },
  {
    area: "sacraments",
    question: "Does a sacrament still work if the priest is a bad person?",
    answers: ["ST III, q. 64, a. 5", "ST III, q. 64, a. 6", "ST III, q. 82, a. 5"],
  },
  {
    area: "sacraments",
    question: "Why do Catholics have to tell their sins to a priest?",
    answers: ["ST Suppl., q. 8, a. 1", "ST Suppl., q. 6, a. 1", "ST III, q. 84, a. 5"],
  },
  {
    area: "sacraments",
    question: "Can a married couple get divorced?",
    answers: ["ST Suppl., q. 67, a. 1", "ST Suppl., q. 67, a. 2"],
  },
  { area: "sacraments", question: "Is a wedding a sacrament?", answers: ["ST Suppl., q. 42, a. 1"] },
  // Last things
  {
    area: "last things",
    question: "Will our bodies come back to life at the end of time?",
    answers: ["ST Suppl., q. 75, a. 1"],
  },
  {
    area: "last things",
    question: "How old will we look after the resurrection?",
    answers: ["ST Suppl., q. 81, a. 1"],
  },
  {
    area: "last things",
    question: "Does hell last forever?",
    answers: ["ST Suppl., q. 99, a. 1", "ST Suppl., q. 99, a. 2"],
  },
  {
    area: "last things",
    question: "Are the saints in heaven happy that sinners suffer?",
    answers: ["ST Suppl., q. 94, a. 3", "ST Suppl., q. 94, a. 2"],
  },
];
