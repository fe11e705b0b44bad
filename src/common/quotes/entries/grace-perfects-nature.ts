import type { QuoteCatalogueEntry } from "../types.js";

export const gracePerfectsNature: QuoteCatalogueEntry = {
  id: "grace-perfects-nature",
  reference: "ST I, q. 1, a. 8, ad 2",
  english: { start: "Since therefore grace does not destroy nature", end: "ministers to charity." },
  latin: { start: "Cum enim gratia non tollat naturam", end: "obsequitur caritati." },
  theme: "Faith & Reason",
  context:
    "The opening question of the Summa asks what kind of learning theology is. Here Thomas answers the worry that arguing from authority makes theology weak, and explains why faith still welcomes the work of reason and even the philosophers.",
  explanations: {
    elementary:
      "God's gifts do not throw away what we already are. They make us better. So our thinking is a good helper for our believing, like a friend who helps you carry something.",
    middle:
      "Thomas says God's grace does not cancel human nature; it heals and completes it. That means using your mind is not a danger to faith. Thinking carefully can serve what we believe, the way a good habit serves love.",
    high: "Grace builds on nature instead of replacing it. For Thomas, reason is a real gift that faith puts to work: it cannot prove the mysteries of faith, but it can clarify them, answer objections and show how they fit with everything else we know.",
    college:
      "This is the principle behind Thomas's whole method. Because grace presupposes and perfects nature, natural reason is subordinated to faith without being suppressed, just as the will's natural inclination is taken up into charity. Theology may therefore use philosophical argument, though only as a servant of revealed truth.",
    graduate:
      "The axiom gratia non tollit naturam sed perficit governs the relation of the two orders. Reason does not demonstrate the articles of faith, which would void the merit of believing, but it manifests what is handed down, refutes objections and supplies the praeambula fidei. Its subordination is perfective, not destructive.",
    scholar:
      "Read within q. 1, the reply grounds sacra doctrina's use of ratio humana and of philosophical auctoritates as extrinsic, probable arguments, while canonical Scripture alone argues ex necessitate. The parallel with the inclinatio naturalis voluntatis and caritas makes the point structural: the supernatural elevates the natural ordering it assumes.",
  },
};
