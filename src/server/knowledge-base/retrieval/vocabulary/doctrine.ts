import type { VocabularyEntry } from "./types.js";

/** God, creation, angels, man, Christ, the sacraments and the last things, as learners ask about them. */
export const DOCTRINE: VocabularyEntry[] = [
  // God: existence and knowledge of him
  [
    "proof*|prove|proving|evidence for|arguments? for|argue for|show that",
    "demonstrated demonstration proved",
  ],
  [
    "five ways|five proofs|five arguments|cosmological|first cause|unmoved mover|prime mover",
    "God exists proved ways mover cause",
  ],
  // A child's "who made God?": the first cause, itself uncaused.
  [
    "who made god|who created god|who caused god|what caused god|what made god|where did god come from|where does god come from",
    "first efficient cause God exists",
  ],
  [
    "obvious|self evident|selfevident|innate idea|everyone knows|evident to everyone",
    "self-evident known naturally",
  ],
  [
    "atheis*|nonbeliever*|non believer*|unbeliever*|doesn't believe|don't believe",
    "unbelief unbelievers God exists",
  ],
  ["physical|material|made of|made out of|stuff", "body corporeal incorporeal matter composed"],
  // "Why did God …?" asks what he calls the fittingness of a work ("Whether it was fitting/becoming …").
  ["why did|why would|why does|why was", "fitting becoming", 0.5],
  ["omnipresen*|everywhere|every place|all places", "everywhere place in all things"],
  ["change his mind|change god's mind|changeable|unchanging|changes|change", "immutable changeable mutable"],
  ["outside of time|outside time|timeless*|beyond time|in time", "eternity eternal time"],
  ["face to face|see god|seeing god|beatific vision", "see essence of God vision"],
  ["on earth|in this life|while we are alive|while alive|alive on earth", "this life"],
  [
    "human words|language|talk about god|speak about god|describe god|words",
    "names predicated of God univocally",
  ],
  [
    "problem of evil|why is there evil|why does god allow|allow suffering|allows suffering|suffering",
    "evil cause of evil providence",
  ],
  ["create evil|created evil|cause evil|caused evil|author of evil", "God cause of evil"],
  [
    "omnipoten*|all powerful|almighty|can't do|cannot do|anything god can't|limits to god's power",
    "omnipotent power of God",
  ],
  ["better world|best world|best possible world|perfect world", "better than what He does"],
  ["merciful|mercy|forgiving", "mercy"],
  ["fair|fairness|unfair", "justice just"],
  ["god's plan|gods plan|plan|in control|controls everything|control", "providence"],
  ["predestin*|already chosen|chosen|the elect|election", "predestined predestination chosen"],
  ["go to heaven|get to heaven|get into heaven|going to heaven", "saved salvation"],
  ["without revelation|by reason alone|philosopher*|figure out|work out", "natural reason"],
  ["love us|love me|loves us|loves me|loves everyone", "God loves"],
  ["god's will|will of god|gods will", "will of God"],
  ["simple|simplicity|parts", "simple composition"],
  ["infinite|infinity|limitless", "infinite"],
  ["perfect|perfection", "perfect"],
  ["good god|god good|goodness", "goodness good"],
  ["names of god|name of god|i am who am|yahweh|jehovah", "name He Who Is"],
  // Scripture and theology
  ["bible|scripture*|holy book", "holy scripture"],
  ["literally|literal|metaphor*|symbolic*|figurative*|interpret*", "senses literal metaphors"],
  ["theology|theologian*", "sacred doctrine"],
  ["science and religion|faith and science|religion and science", "sacred doctrine science philosophy"],
  ["miracle*", "miracles"],
  // Creation
  [
    "always been there|always existed|always been around|eternal universe|eternal world|big bang|had a beginning|have a beginning|beginning|started|start",
    "world began always existed beginning",
  ],
  ["out of nothing|from nothing|ex nihilo", "create nothing creation"],
  ["something missing|absence|lack of|privation|non being|nonbeing", "privation nature of evil"],
  ["evolution|evolve*|darwin*|new species", "production of species"],
  ["aliens|extraterrestrial*|other planets|other worlds|multiverse", "one world many worlds"],
  ["six days|seven days|genesis|creation story", "work of six days day"],
  // Angels and demons
  ["satan|lucifer|the devil|devil", "devil demons"],
  ["guardian angel*|guardian", "guarded by an angel guardianship"],
  ["attack*|possess*|harass*|torment*", "assailed by the demons"],
  ["two places|several places|many places|two locations", "several places at once"],
  ["how many", "number multitude"],
  ["angel*", "angels"],
  ["demon*|evil spirit*", "demons"],
  // Man: soul, mind, knowledge, origins
  ["mind|minds|consciousness|conscious", "intellect soul"],
  [
    "mind … brain|brain … mind|mind … physical|soul … physical|mind … material|soul … material",
    "soul is a body corporeal",
  ],
  [
    "live on|survive*|afterlife|after death|after we die|when we die|immortal*|life after death",
    "soul incorruptible immortal",
  ],
  ["dogs|dog|cats|cat|pets|pet|animals|animal", "brute animals souls"],
  [
    "connected|connection|relationship between|mind body|soul and body|body and soul",
    "soul united to the body as its form",
  ],
  ["free will|freedom|free choice|choices|free", "free-will"],
  ["ideas|concepts|thoughts|learn|learning", "intellectual knowledge species understanding"],
  ["senses|experience|empirical|five senses", "sensible things senses"],
  ["eve", "woman"],
  ["adam", "first man"],
  [
    "adam … died|adam … die|died if … sinned|die if … sinned|died if they had never sinned",
    "state of innocence immortal",
  ],
  [
    "never sinned|hadn't sinned|had not sinned|not sinned|before the fall|garden of eden|eden",
    "state of innocence",
  ],
  ["die|died|dying", "death"],
  ["horoscope*|astrology|astrological|zodiac|star signs?|stars|planets", "heavenly bodies stars divination"],
  ["destiny|fate|fated|luck|predetermined", "fate"],
  ["women|woman|female|girls", "woman"],
  ["equal|equality|inferior|superior", "subjection equality"],
  ["twins|clone*|cloning|genetic*", "generation of man"],
  ["dreams|dreaming", "dreams sleep"],
  ["memory|remember", "memory"],
  ["imagination|imagine", "imagination phantasms"],
  // Christ
  ["jesus|christ", "Christ"],
  [
    "jesus … if … sinned|christ … if … sinned|if adam … not sinned|if adam hadn't sinned|if man had not sinned|without the fall",
    "if man had not sinned God would have become incarnate",
  ],
  ["jesus … sin|christ … sin|jesus … sinned|christ … sinned", "sin in Christ"],
  [
    "incarnation|become a human*|became a human*|become human|became human|become man|became man",
    "incarnate incarnation",
  ],
  [
    "take on … human nature|took on … human nature|assume … human nature|human nature of christ",
    "assume human nature",
  ],
  ["human mind|human intellect|human soul", "soul intellect assumed"],
  ["tempt|tempted|temptation*|tempting", "tempted temptation"],
  ["cross|crucif*|die on|died for us|death of jesus", "suffer passion cross"],
  ["mary|virgin mary|blessed mother|our lady", "Blessed Virgin"],
  ["immaculate conception|without original sin|born without sin", "sanctified original sin"],
  ["come back to life|rise again|rose|resurrect*|risen", "resurrection rise again"],
  ["two wills|his own will", "two wills will"],
  ["sin|sins|sinful|sinned", "sin"],
  ["know everything|omniscien*", "knowledge"],
  // Sacraments
  ["rituals?|ceremon*|sacraments?", "sacraments"],
  [
    "mass|communion|eucharist|the host|transubstantiation|real presence",
    "sacrament Eucharist body of Christ consecration",
  ],
  ["bread|wine", "bread wine substance"],
  [
    "bad priest|sinful priest|wicked priest|bad person|evil person|wicked person",
    "wicked evil ministers sinners",
  ],
  ["priest*", "priest minister"],
  ["confession|confess*|tell their sins|tell my sins|penance", "confession confess priest"],
  [
    "have to … confess|tell … sins to a priest|need to confess|confess to a priest",
    "necessary to confess to a priest",
  ],
  ["divorce*|remarr*|separat*|split up", "put away wife inseparableness"],
  ["women priests|female priests|ordain women|ordination of women", "female sex impediment orders"],
  ["confirmation", "confirmation"],
  ["anointing|last rites|extreme unction", "extreme unction"],
  // Last things
  [
    "end of time|end of the world|judgment day|judgement day|last day|apocalypse|second coming",
    "resurrection judgment",
  ],
  ["how old|age|look like", "age rise again"],
  ["hell|damnation|damned", "hell punishment of the damned"],
  [
    "hell … forever|hell … eternal|eternal … hell|hell … never end|hell … end",
    "eternal punishment inflicted on sinners",
  ],
  ["purgatory", "purgatory"],
  ["sinners suffer|suffering of sinners|damned suffer|suffer in hell", "punishment of the wicked damned"],
  ["happy that|glad that|rejoice*|enjoy watching", "rejoice"],
  ["reincarnation|come back as", "resurrection same body soul"],
  ["ghost*|spirits of the dead|dead people", "souls of the dead apparitions"],
];
