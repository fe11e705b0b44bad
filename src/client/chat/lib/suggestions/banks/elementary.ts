import type { LevelBank } from "../types";

// Short words and concrete things a child asks about; each is treated in the Summa.
export const elementaryBank: LevelBank = {
  general: [
    "How do we know that God is real?",
    "Why did God make the world?",
    "What is a soul?",
    "What makes a person truly happy?",
    "Are angels real, and what are they like?",
    "Why do bad things happen if God is good?",
    "Can animals think and choose like people?",
    "Does God know everything, even what I think?",
    "Is God everywhere at the same time?",
    "What will heaven be like?",
  ],
  theological: [
    "Why did Jesus become a man?",
    "Why do we pray if God already knows what we need?",
    "Does God love everyone?",
    "Do we each have a guardian angel?",
    "What is grace?",
    "How can God be three persons and still one God?",
  ],
  philosophical: [
    "How do we learn new things?",
    "What is the difference between people and animals?",
    "Was the world always here?",
    "What does it mean for something to be good?",
    "Why do we have feelings like fear and joy?",
    "Can we know things we cannot see?",
  ],
  ethical: [
    "Why is it wrong to tell a lie?",
    "Is it ever wrong to be angry?",
    "What does it mean to be brave?",
    "Why should we say thank you?",
    "Why should we help people who are poor?",
    "Why should we obey rules and laws?",
  ],
};
