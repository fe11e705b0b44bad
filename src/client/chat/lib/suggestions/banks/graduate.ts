import type { LevelBank } from "../types";

// Questions that press on the structure of his arguments and their distinctions.
export const graduateBank: LevelBank = {
  general: [
    "Why are essence and existence identical in God alone?",
    "How does analogical predication avoid both univocity and equivocation about God?",
    "Is beatitude an operation of the intellect or of the will?",
    "How can the soul be both subsistent and the form of the body?",
    "Is God in any way the cause of evil?",
    "How does the eternal law relate to the natural law?",
    "How does divine providence work through secondary causes?",
    "Is the will moved of necessity by the intellect?",
    "Can an individual human act be morally indifferent?",
    "How is sacred doctrine a science if its principles are believed?",
  ],
  theological: [
    "How are the divine persons distinguished by relations of origin?",
    "Does divine simplicity exclude every kind of composition?",
    "Why is the light of glory needed to see God's essence?",
    "How does grace perfect nature without destroying it?",
    "Did the union of the Word incarnate take place in the person or in the nature?",
    "How do the sacraments cause grace?",
  ],
  philosophical: [
    "Is the agent intellect a power of the soul?",
    "Must the intellect turn to phantasms in order to understand?",
    "Can an infinite series of efficient causes be ruled out?",
    "Can two angels belong to the same species?",
    "Can it be demonstrated that the world began?",
    "Is the proper object of the human intellect the quiddity of material things?",
  ],
  ethical: [
    "How do the precepts of natural law follow the order of natural inclinations?",
    "How are synderesis and conscience related?",
    "How does the double effect of an act justify killing in self-defence?",
    "Are the moral virtues connected through prudence?",
    "Is charity the form of the virtues?",
    "Does an erring conscience bind?",
  ],
};
