import type { QuoteCatalogueEntry } from "../types.js";

export const happinessGodAlone: QuoteCatalogueEntry = {
  id: "happiness-god-alone",
  reference: "ST I-II, q. 2, a. 8, co.",
  english: {
    start: "Hence it is evident that naught can lull man's will",
    end: "God alone constitutes man's happiness.",
  },
  latin: {
    start: "Ex quo patet quod nihil potest quietare voluntatem hominis",
    end: "beatitudo hominis consistit.",
  },
  theme: "Happiness",
  context:
    "Question 2 of the Prima Secundae tests, one by one, the things people seek happiness in: wealth, honour, fame, power, bodily goods, pleasure, goods of the soul. In the last article he asks whether happiness consists in any created good at all, and answers that only God can satisfy the human will.",
  explanations: {
    elementary:
      "Toys, games and even good things like friends cannot make us completely happy forever. Our hearts want the best good of all, and only God is that good.",
    middle:
      "People look for happiness in money, being popular, power or fun. Thomas says none of these can fill us up, because we want a good with nothing missing. Every created thing only has a share of goodness, so only God can really satisfy us.",
    high: "Our will aims at goodness itself, not just at this or that good thing. Anything created is good only partly, by sharing in goodness, so it always leaves us wanting more. That is why Thomas concludes that perfect happiness can be found in God alone.",
    college:
      "The argument turns on the object of the will: the universal good, just as the object of the intellect is the universal true. No creature is that good, since every creature has goodness by participation. Since happiness is the perfect good that quiets desire, it can be found only in God, who is goodness by essence.",
    graduate:
      "Thomas distinguishes the object in which happiness consists, God as the uncreated good, from happiness as an activity of the creature (q. 3). The argument from the will's formal object shows why every finite good leaves appetite unquieted, setting up the later claim that perfect happiness is the vision of the divine essence.",
    scholar:
      "The article completes the dialectical survey of q. 2 by moving from the bonum universale as the will's formal object to the conclusion that beatitudo obiectiva is God alone. The distinction between goodness per participationem and per essentiam carries the weight; Psalm 102:5 supplies the auctoritas.",
  },
};
