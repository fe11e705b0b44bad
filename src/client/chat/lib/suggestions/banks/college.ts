import type { LevelBank } from "../types";

// Close to the wording of the articles themselves, as a university reader would put them.
export const collegeBank: LevelBank = {
  general: [
    "Can reason prove that God exists?",
    "How do faith and reason relate in sacred doctrine?",
    "In what does man's ultimate happiness consist?",
    "Is the intellectual soul the form of the body?",
    "How is evil compatible with God's goodness and providence?",
    "What is the essence of law?",
    "Is the natural law the same for all people?",
    "Does God's foreknowledge impose necessity on future events?",
    "Does man have free choice?",
    "How are the virtues distinguished from one another?",
  ],
  theological: [
    "Is the existence of God self-evident?",
    "Is God the same as His essence?",
    "Can a created intellect see the essence of God?",
    "Can the Trinity be known by natural reason?",
    "Would God have become incarnate if man had not sinned?",
    "Can we know any truth without grace?",
  ],
  philosophical: [
    "Are being and goodness really the same?",
    "Does the intellect know material things through innate ideas?",
    "Is the world eternal, or did it have a beginning?",
    "Is there one intellect for all human beings?",
    "How do the passions relate to reason?",
    "What is truth, and where is it found?",
  ],
  ethical: [
    "What makes a human act good or evil?",
    "Should human law forbid every vice?",
    "Is it lawful to kill in self-defence?",
    "What conditions make a war just?",
    "Is prudence a virtue?",
    "Is it lawful to sell a thing for more than it is worth?",
  ],
};
