import type { QuoteCatalogueEntry } from "../types.js";

export const charityFriendship: QuoteCatalogueEntry = {
  id: "charity-friendship",
  reference: "ST II-II, q. 23, a. 1, co.",
  english: { start: "The love which is based on this communication", end: "friendship of man for God." },
  latin: { start: "Amor autem super hac communicatione fundatus est caritas", end: "hominis ad Deum." },
  theme: "Charity",
  context:
    "Opening the treatise on charity, Thomas asks whether charity is friendship. Drawing on Aristotle's account of friendship and on Christ's words \"I will not now call you servants... but My friends\", he argues that God's sharing of his happiness with us makes a true friendship possible.",
  explanations: {
    elementary:
      "Charity is more than being nice. It means being God's friend. God shares his happiness with us, and we love him back, the way good friends share and love each other.",
    middle:
      "Friends wish each other well, love each other in return, and share something in common. Thomas says God shares his own happiness with us, so we can be real friends with God. That friendship is what charity is.",
    high: "Thomas borrows Aristotle's idea that friendship is a mutual love of goodwill built on something shared. What God shares with us is his own happiness. So charity is not just kindness to others; it is first a friendship with God, and from it we love our neighbour too.",
    college:
      "Charity is defined through Aristotle's friendship: benevolent love that is mutual and founded on some communicatio. The foundation here is God's communication of his beatitude to us. This lets Thomas treat charity as a theological virtue with God as its object, while explaining why it extends to everyone who can share that happiness.",
    graduate:
      "The argument transposes the Nicomachean account of philia onto a relation between unequal partners, made possible because God himself establishes the communicatio beatitudinis. Charity is therefore not a natural achievement but an infused friendship, which is why it can order all the other virtues to the last end.",
    scholar:
      "Against Peter Lombard's identification of charity with the Holy Spirit himself, Thomas holds that it is a created habit in the soul (a. 2), yet defines it as amicitia, taking 1 Corinthians 1:9 (in societatem Filii eius) as the scriptural ground of the communicatio. The friendship model is central to his account of the theological virtues.",
  },
};
