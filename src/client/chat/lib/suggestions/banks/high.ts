import type { LevelBank } from "../types";

// The questions a good high-school course in philosophy or theology raises.
export const highBank: LevelBank = {
  general: [
    "What are the five ways of proving that God exists?",
    "Does reason need faith, or faith need reason?",
    "What does true happiness consist in?",
    "Is the human soul immortal?",
    "How can a good God permit evil?",
    "What is law, and when does a law stop binding us?",
    "Does God's knowledge of the future take away our freedom?",
    "How do the intellect and the will differ?",
    "Why is theology called a science?",
    "What makes an act morally good: the intention or the deed?",
  ],
  theological: [
    "Why was it fitting for God to become incarnate?",
    "How can we say anything true about God if He is beyond us?",
    "What is grace, and can we earn it?",
    "Can the same truth be both believed and known by the same person?",
    "Why are there seven sacraments?",
    "What is the vision of God that the blessed enjoy?",
  ],
  philosophical: [
    "What is the difference between essence and existence?",
    "How do we form universal ideas from particular things?",
    "Is the soul the form of the body?",
    "What are act and potency?",
    "Could the world have had no beginning?",
    "What does it mean to say that evil is a privation?",
  ],
  ethical: [
    "What is the first principle of the natural law?",
    "Is it permissible to kill in self-defence?",
    "Under what conditions can a war be just?",
    "Is it always a sin to lie?",
    "What are the cardinal virtues?",
    "Must we obey an unjust law?",
  ],
};
