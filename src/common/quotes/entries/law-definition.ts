import type { QuoteCatalogueEntry } from "../types.js";

export const lawDefinition: QuoteCatalogueEntry = {
  id: "law-definition",
  reference: "ST I-II, q. 90, a. 4, co.",
  english: { start: "Thus from the four preceding articles", end: "and promulgated." },
  latin: { start: "Et sic ex quatuor praedictis", end: "promulgata." },
  theme: "Law & the Common Good",
  context:
    "The first question of the treatise on law asks what law is. After showing that law belongs to reason, aims at the common good, is made by whoever cares for the community, and must be made known, Thomas gathers the four into one definition.",
  explanations: {
    elementary:
      "A real law is a wise rule made to help everyone, not just a few people. It has to be made by the one who takes care of the group, and people have to be told about it.",
    middle:
      "Thomas puts four things together. A law must make sense, it must be for the good of everyone, it must come from the person or people responsible for the community, and it must be announced. A rule that misses these is not a true law.",
    high: "This definition gives us a way to test laws. A law is reasonable, not just a command backed by force; it serves the common good, not private interest; it comes from legitimate authority; and it is made public so that people can follow it.",
    college:
      "Each element of the definition answers one article: law is an ordinance of reason (a. 1), directed to the common good (a. 2), made by the one who has care of the community (a. 3), and promulgated (a. 4). The definition is analogical, applying first to the eternal law and then to natural, human and divine law.",
    graduate:
      "Defining law as rationis ordinatio places it in the intellect rather than in bare will, against voluntarist accounts. A command against the common good lacks the ratio legis, which is why Thomas can later say that an unjust law is more violence than law.",
    scholar:
      "The definition gathers the four causes: reason as the formal principle, the bonum commune as the final cause, the one who has curam communitatis as the efficient cause, and promulgation as the condition under which the measure actually binds its subjects. Its analogical extension across the species of law is worked out in q. 91.",
  },
};
