/**
 * Questions as students actually put them, each with the articles that answer them. The wording is
 * deliberately not the article title: retrieval has to bridge modern phrasing to the scholastic text.
 */
export interface DevQuestion {
  area: string;
  question: string;
  /** Canonical article references; a hit on any of them counts. */
  answers: string[];
}

export const DEV_SET: DevQuestion[] = [
  // God
  { area: "God", question: "Can reason prove that God exists?", answers: ["ST I, q. 2, a. 2", "ST I, q. 2, a. 3"] },
  { area: "God", question: "Isn't it just obvious to everyone that there is a God?", answers: ["ST I, q. 2, a. 1"] },
  { area: "God", question: "What are Aquinas's five arguments for God?", answers: ["ST I, q. 2, a. 3"] },
  { area: "God", question: "Is God made of physical stuff like we are?", answers: ["ST I, q. 3, a. 1", "ST I, q. 3, a. 2"] },
  { area: "God", question: "How can God be present in every place at the same time?", answers: ["ST I, q. 8, a. 1", "ST I, q. 8, a. 2", "ST I, q. 8, a. 3"] },
  { area: "God", question: "Can God change his mind?", answers: ["ST I, q. 9, a. 1", "ST I, q. 19, a. 7"] },
  { area: "God", question: "Does God live outside of time?", answers: ["ST I, q. 10, a. 2", "ST I, q. 10, a. 1"] },
  { area: "God", question: "Will we ever see God face to face while we are alive on earth?", answers: ["ST I, q. 12, a. 11"] },
  { area: "God", question: "Can our human words say anything true about God?", answers: ["ST I, q. 13, a. 1", "ST I, q. 13, a. 2", "ST I, q. 13, a. 3", "ST I, q. 13, a. 5"] },
  { area: "God", question: "If God knows what I will do tomorrow, am I still free?", answers: ["ST I, q. 14, a. 13", "ST I, q. 22, a. 4", "ST I, q. 19, a. 8"] },
  { area: "God", question: "Did God create evil?", answers: ["ST I, q. 49, a. 2", "ST I, q. 48, a. 1"] },
  { area: "God", question: "Is there anything God can't do?", answers: ["ST I, q. 25, a. 3"] },
  { area: "God", question: "Could God have made a better world than this one?", answers: ["ST I, q. 25, a. 6"] },
  { area: "God", question: "Does God love absolutely everybody?", answers: ["ST I, q. 20, a. 2", "ST I, q. 20, a. 3"] },
  { area: "God", question: "How can God be both merciful and fair?", answers: ["ST I, q. 21, a. 4", "ST I, q. 21, a. 3"] },
  { area: "God", question: "Is everything that happens part of God's plan?", answers: ["ST I, q. 22, a. 2"] },
  { area: "God", question: "Has God already chosen who goes to heaven?", answers: ["ST I, q. 23, a. 1", "ST I, q. 23, a. 4"] },
  { area: "God", question: "Could a philosopher figure out the Trinity without revelation?", answers: ["ST I, q. 32, a. 1"] },
  // Creation
  { area: "creation", question: "Did the universe have a beginning or has it always been there?", answers: ["ST I, q. 46, a. 1", "ST I, q. 46, a. 2"] },
  { area: "creation", question: "Can science prove the world started at some point in time?", answers: ["ST I, q. 46, a. 2"] },
  { area: "creation", question: "Did God make everything out of nothing?", answers: ["ST I, q. 45, a. 1", "ST I, q. 44, a. 1", "ST I, q. 45, a. 2"] },
  { area: "creation", question: "Is evil a real thing or just something missing?", answers: ["ST I, q. 48, a. 1", "ST I, q. 48, a. 2"] },
  // Angels
  { area: "angels", question: "Do angels have physical bodies?", answers: ["ST I, q. 50, a. 1", "ST I, q. 51, a. 1"] },
  { area: "angels", question: "How many angels are there?", answers: ["ST I, q. 50, a. 3"] },
  { area: "angels", question: "Can an angel be in two places at the same time?", answers: ["ST I, q. 52, a. 2"] },
  { area: "angels", question: "Why did Satan rebel against God?", answers: ["ST I, q. 63, a. 2", "ST I, q. 63, a. 3"] },
  { area: "angels", question: "Does every person have a guardian angel?", answers: ["ST I, q. 113, a. 2", "ST I, q. 113, a. 4"] },
  { area: "angels", question: "Do demons really attack and tempt people?", answers: ["ST I, q. 114, a. 1", "ST I, q. 114, a. 2"] },
  // Man and the soul
  { area: "soul", question: "Is the mind just the brain?", answers: ["ST I, q. 75, a. 1", "ST I, q. 75, a. 2"] },
  { area: "soul", question: "Does the soul live on after we die?", answers: ["ST I, q. 75, a. 6"] },
  { area: "soul", question: "Do dogs and cats have immortal souls?", answers: ["ST I, q. 75, a. 3"] },
  { area: "soul", question: "How are the soul and the body connected?", answers: ["ST I, q. 76, a. 1"] },
  { area: "soul", question: "Do humans really have free will?", answers: ["ST I, q. 83, a. 1"] },
  { area: "soul", question: "Do all our ideas come from the senses?", answers: ["ST I, q. 84, a. 6", "ST I, q. 84, a. 3"] },
  { area: "soul", question: "Why was Eve made from Adam's rib?", answers: ["ST I, q. 92, a. 3", "ST I, q. 92, a. 2"] },
  { area: "soul", question: "Would Adam and Eve have died if they had never sinned?", answers: ["ST I, q. 97, a. 1"] },
  { area: "soul", question: "Do the stars and horoscopes control what we do?", answers: ["ST I, q. 115, a. 4", "ST II-II, q. 95, a. 5"] },
  { area: "soul", question: "Is there such a thing as destiny?", answers: ["ST I, q. 116, a. 1"] },
  // Happiness
  { area: "happiness", question: "Can money buy happiness?", answers: ["ST I-II, q. 2, a. 1"] },
  { area: "happiness", question: "Will being famous make me happy?", answers: ["ST I-II, q. 2, a. 3", "ST I-II, q. 2, a. 2"] },
  { area: "happiness", question: "Is pleasure the meaning of life?", answers: ["ST I-II, q. 2, a. 6"] },
  { area: "happiness", question: "Is it possible to be completely happy on earth?", answers: ["ST I-II, q. 5, a. 3"] },
  { area: "happiness", question: "What will finally make us happy forever?", answers: ["ST I-II, q. 3, a. 8", "ST I-II, q. 2, a. 8"] },
  // Human acts
  { area: "acts", question: "If someone forces me to do something out of fear, is it still my choice?", answers: ["ST I-II, q. 6, a. 6"] },
  { area: "acts", question: "Does not knowing something was wrong excuse me?", answers: ["ST I-II, q. 76, a. 3", "ST I-II, q. 6, a. 8", "ST I-II, q. 76, a. 4"] },
  { area: "acts", question: "Do I have to follow my conscience even when it is mistaken?", answers: ["ST I-II, q. 19, a. 5", "ST I-II, q. 19, a. 6"] },
  { area: "acts", question: "Does the end justify the means?", answers: ["ST I-II, q. 18, a. 4", "ST I-II, q. 20, a. 2", "ST I-II, q. 18, a. 6"] },
  // Passions
  { area: "passions", question: "Are emotions good or bad?", answers: ["ST I-II, q. 24, a. 1", "ST I-II, q. 24, a. 2"] },
  { area: "passions", question: "Is it ever right to get angry?", answers: ["ST II-II, q. 158, a. 1", "ST I-II, q. 46, a. 1"] },
  { area: "passions", question: "Is it wrong to be afraid?", answers: ["ST II-II, q. 125, a. 1"] },
  // Habits and virtues
  { area: "virtues", question: "What exactly is a virtue?", answers: ["ST I-II, q. 55, a. 4", "ST I-II, q. 55, a. 1"] },
  { area: "virtues", question: "Are people born good or do they become good by practice?", answers: ["ST I-II, q. 63, a. 1", "ST I-II, q. 63, a. 2"] },
  { area: "virtues", question: "Can you have one virtue without having the others?", answers: ["ST I-II, q. 65, a. 1"] },
  { area: "virtues", question: "Why are there exactly four main virtues?", answers: ["ST I-II, q. 61, a. 2", "ST I-II, q. 61, a. 1"] },
  // Law
  { area: "law", question: "Is there a moral law written in our hearts?", answers: ["ST I-II, q. 91, a. 2", "ST I-II, q. 94, a. 1", "ST I-II, q. 94, a. 2", "ST I-II, q. 94, a. 6"] },
  { area: "law", question: "Do I have to obey an unjust law?", answers: ["ST I-II, q. 96, a. 4", "ST I-II, q. 95, a. 2"] },
  { area: "law", question: "Can the natural law change over time?", answers: ["ST I-II, q. 94, a. 5"] },
  { area: "law", question: "Should the government make every sin illegal?", answers: ["ST I-II, q. 96, a. 2"] },
  { area: "law", question: "Why did God give the law of Moses only to the Jewish people?", answers: ["ST I-II, q. 98, a. 4"] },
  // Grace
  { area: "grace", question: "Can a person be good without God's help?", answers: ["ST I-II, q. 109, a. 2"] },
  { area: "grace", question: "Can I earn my way into heaven by good deeds?", answers: ["ST I-II, q. 114, a. 2", "ST I-II, q. 114, a. 1"] },
  { area: "grace", question: "Can I be sure that I am saved?", answers: ["ST I-II, q. 112, a. 5", "ST II-II, q. 18, a. 4"] },
  // Faith, hope, charity
  { area: "faith", question: "Is believing in God irrational?", answers: ["ST II-II, q. 2, a. 10", "ST II-II, q. 1, a. 5", "ST II-II, q. 2, a. 4", "ST II-II, q. 2, a. 3"] },
  { area: "faith", question: "Should people be forced to become Christians?", answers: ["ST II-II, q. 10, a. 8"] },
  { area: "faith", question: "What should the Church do about people teaching heresy?", answers: ["ST II-II, q. 11, a. 3"] },
  { area: "hope", question: "Is giving up all hope of salvation a sin?", answers: ["ST II-II, q. 20, a. 1", "ST II-II, q. 20, a. 3"] },
  { area: "charity", question: "Am I really supposed to love people who hate me?", answers: ["ST II-II, q. 25, a. 8", "ST II-II, q. 25, a. 9"] },
  { area: "charity", question: "Is it okay to love yourself?", answers: ["ST II-II, q. 25, a. 4", "ST II-II, q. 26, a. 4"] },
  { area: "charity", question: "Should I love God more than myself?", answers: ["ST II-II, q. 26, a. 3"] },
  { area: "charity", question: "Can a war ever be just?", answers: ["ST II-II, q. 40, a. 1"] },
  // Justice
  { area: "justice", question: "Is the death penalty morally acceptable?", answers: ["ST II-II, q. 64, a. 2", "ST II-II, q. 64, a. 3"] },
  { area: "justice", question: "Is suicide always wrong?", answers: ["ST II-II, q. 64, a. 5"] },
  { area: "justice", question: "Am I allowed to kill an attacker to save my own life?", answers: ["ST II-II, q. 64, a. 7"] },
  { area: "justice", question: "Is abortion murder?", answers: ["ST II-II, q. 64, a. 6", "ST II-II, q. 64, a. 8"] },
  { area: "justice", question: "Is it stealing to take bread if my family is starving?", answers: ["ST II-II, q. 66, a. 7"] },
  { area: "justice", question: "Is private property fair or should everything be shared?", answers: ["ST II-II, q. 66, a. 2"] },
  { area: "justice", question: "Is charging interest on a loan wrong?", answers: ["ST II-II, q. 78, a. 1"] },
  { area: "justice", question: "Is it fair to overcharge customers for a product?", answers: ["ST II-II, q. 77, a. 1", "ST II-II, q. 77, a. 4"] },
  { area: "justice", question: "Is it ever okay to tell a white lie?", answers: ["ST II-II, q. 110, a. 3", "ST II-II, q. 110, a. 4"] },
  { area: "justice", question: "What does it mean to be a just person?", answers: ["ST II-II, q. 58, a. 1"] },
  { area: "justice", question: "Is spreading gossip about someone a serious sin?", answers: ["ST II-II, q. 73, a. 2", "ST II-II, q. 73, a. 1", "ST II-II, q. 74, a. 2"] },
  { area: "justice", question: "Is it wrong to judge people based on suspicion?", answers: ["ST II-II, q. 60, a. 3"] },
  // Religion
  { area: "religion", question: "Why pray if God already knows what we need?", answers: ["ST II-II, q. 83, a. 2"] },
  { area: "religion", question: "Do I have to keep a promise I made to God?", answers: ["ST II-II, q. 88, a. 3"] },
  { area: "religion", question: "Is it okay to swear on the Bible in court?", answers: ["ST II-II, q. 89, a. 2", "ST II-II, q. 89, a. 1"] },
  // Prudence
  { area: "prudence", question: "Can a wicked person have practical wisdom?", answers: ["ST II-II, q. 47, a. 13"] },
  // Fortitude
  { area: "fortitude", question: "What is real courage?", answers: ["ST II-II, q. 123, a. 1", "ST II-II, q. 123, a. 2", "ST II-II, q. 123, a. 4"] },
  { area: "fortitude", question: "Is dying for your faith the bravest thing a person can do?", answers: ["ST II-II, q. 124, a. 3", "ST II-II, q. 124, a. 2"] },
  { area: "fortitude", question: "Is being reckless and never afraid a vice?", answers: ["ST II-II, q. 126, a. 1", "ST II-II, q. 127, a. 1"] },
  // Temperance
  { area: "temperance", question: "Is it a sin to get drunk?", answers: ["ST II-II, q. 150, a. 1", "ST II-II, q. 150, a. 2"] },
  { area: "temperance", question: "Is eating too much actually sinful?", answers: ["ST II-II, q. 148, a. 1"] },
  { area: "temperance", question: "Is sex before marriage wrong?", answers: ["ST II-II, q. 154, a. 2"] },
  { area: "temperance", question: "Is being humble just having low self-esteem?", answers: ["ST II-II, q. 161, a. 1"] },
  { area: "temperance", question: "Why is pride the worst sin?", answers: ["ST II-II, q. 162, a. 6", "ST II-II, q. 162, a. 7"] },
  { area: "temperance", question: "Is it okay to play games and tell jokes?", answers: ["ST II-II, q. 168, a. 2"] },
  // Religious life and states
  { area: "religious life", question: "Is it better to spend your life in prayer and study or in helping others?", answers: ["ST II-II, q. 182, a. 1", "ST II-II, q. 182, a. 2", "ST II-II, q. 188, a. 6"] },
  { area: "religious life", question: "Can a teenager become a nun if her parents say no?", answers: ["ST II-II, q. 189, a. 5", "ST II-II, q. 189, a. 6"] },
  { area: "religious life", question: "Do monks have to give up everything they own?", answers: ["ST II-II, q. 186, a. 3", "ST II-II, q. 188, a. 7"] },
  // Christ
  { area: "Christ", question: "Why did God become a human being?", answers: ["ST III, q. 1, a. 1", "ST III, q. 1, a. 2"] },
  { area: "Christ", question: "Would Jesus have come if Adam hadn't sinned?", answers: ["ST III, q. 1, a. 3"] },
  { area: "Christ", question: "Did Jesus have a human mind?", answers: ["ST III, q. 5, a. 4", "ST III, q. 5, a. 3"] },
  { area: "Christ", question: "Could Jesus have sinned?", answers: ["ST III, q. 15, a. 1"] },
  { area: "Christ", question: "Why did Jesus let the devil tempt him?", answers: ["ST III, q. 41, a. 1"] },
  { area: "Christ", question: "Why did Jesus have to die on a cross?", answers: ["ST III, q. 46, a. 1", "ST III, q. 46, a. 3", "ST III, q. 46, a. 4", "ST III, q. 46, a. 2"] },
  { area: "Christ", question: "Is Mary really the mother of God?", answers: ["ST III, q. 35, a. 4"] },
  { area: "Christ", question: "Was Mary born without original sin?", answers: ["ST III, q. 27, a. 2", "ST III, q. 27, a. 1"] },
  { area: "Christ", question: "Did Jesus really come back to life in his body?", answers: ["ST III, q. 54, a. 1", "ST III, q. 53, a. 1"] },
  // Sacraments
  { area: "sacraments", question: "Why does the Church need rituals like sacraments?", answers: ["ST III, q. 61, a. 1"] },
  { area: "sacraments", question: "Should babies be baptized?", answers: ["ST III, q. 68, a. 9"] },
  { area: "sacraments", question: "Can someone go to heaven without being baptized?", answers: ["ST III, q. 68, a. 2"] },
  { area: "sacraments", question: "Does the bread at Mass really become Jesus' body?", answers: ["ST III, q. 75, a. 1", "ST III, q. 75, a. 2", "ST III, q. 75, a. 4"] },
  { area: "sacraments", question: "Does a sacrament still work if the priest is a bad person?", answers: ["ST III, q. 64, a. 5", "ST III, q. 64, a. 6", "ST III, q. 82, a. 5"] },
  { area: "sacraments", question: "Why do Catholics have to tell their sins to a priest?", answers: ["ST Suppl., q. 8, a. 1", "ST Suppl., q. 6, a. 1", "ST III, q. 84, a. 5"] },
  { area: "sacraments", question: "Can a married couple get divorced?", answers: ["ST Suppl., q. 67, a. 1", "ST Suppl., q. 67, a. 2"] },
  { area: "sacraments", question: "Is a wedding a sacrament?", answers: ["ST Suppl., q. 42, a. 1"] },
  // Last things
  { area: "last things", question: "Will our bodies come back to life at the end of time?", answers: ["ST Suppl., q. 75, a. 1"] },
  { area: "last things", question: "How old will we look after the resurrection?", answers: ["ST Suppl., q. 81, a. 1"] },
  { area: "last things", question: "Does hell last forever?", answers: ["ST Suppl., q. 99, a. 1", "ST Suppl., q. 99, a. 2"] },
  { area: "last things", question: "Are the saints in heaven happy that sinners suffer?", answers: ["ST Suppl., q. 94, a. 3", "ST Suppl., q. 94, a. 2"] },
];
