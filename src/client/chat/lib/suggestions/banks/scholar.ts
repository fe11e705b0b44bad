import type { LevelBank } from "../types";

// The disputed points a specialist would put, with the technical vocabulary of the schools.
export const scholarBank: LevelBank = {
  general: [
    "Does the fourth way argue from degrees of perfection to a maximum that causes them?",
    "Is being said of God and creatures by analogy, and of what kind?",
    'Is "He Who Is" the most proper name of God?',
    "Is there only one substantial form in man?",
    "Does God know singulars and future contingents?",
    "Does the will move the intellect, or the intellect the will?",
    "How is the eternal law participated in the rational creature?",
    "Can man attain beatitude by his natural powers?",
    "Is creation a real relation in the creature but not in God?",
    "Is sacred doctrine subalternated to the knowledge of God and the blessed?",
  ],
  theological: [
    "Are the divine relations really identical with the divine essence?",
    "Would the Holy Spirit be distinct from the Son if He did not proceed from Him?",
    "Is the light of glory a created disposition of the intellect?",
    "Is grace a quality of the soul?",
    "Is there one operation in Christ or two?",
    "Are the sacraments of the New Law instrumental causes of grace?",
  ],
  philosophical: [
    "Is the agent intellect one for all men, as Averroes held?",
    "Is the essence of the soul the same as its powers?",
    "Can God make an actually infinite multitude?",
    "Is the intelligible species what is understood, or that by which it is understood?",
    "Are the angels composed of matter and form?",
    "Is the beginning of the world in time held by faith alone?",
  ],
  ethical: [
    "Is the moral species of an act taken from its object, its end or its circumstances?",
    "Is taking usury for money lent a sin against justice?",
    "Can the natural law be changed?",
    "Does an unjust human law bind in conscience?",
    "Is prudence a virtue distinct from the moral virtues?",
    "Is private possession of goods in accord with the natural law?",
  ],
};
