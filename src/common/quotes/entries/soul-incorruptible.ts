import type { QuoteCatalogueEntry } from "../types.js";

export const soulIncorruptible: QuoteCatalogueEntry = {
  id: "soul-incorruptible",
  reference: "ST I, q. 75, a. 6, co.",
  english: { start: "We must assert that the intellectual principle", end: "is incorruptible." },
  latin: { start: "necesse est dicere animam humanam", end: "esse incorruptibilem." },
  theme: "The Soul",
  context:
    "Beginning the treatise on man, Thomas asks what the soul is. Having shown that the human soul understands through an activity of its own and so subsists, he asks whether it can perish, and argues that it cannot be destroyed when the body dies.",
  explanations: {
    elementary:
      "Your soul is the part of you that thinks and loves. Thomas says it does not fall apart like a body can. It keeps on living even after the body dies.",
    middle:
      "The soul is what makes you alive and lets you think. Bodies can break down, but Thomas argues that the soul that thinks cannot be broken down, because it is not made of matter and does its thinking by its own power. So it keeps existing after death.",
    high: "A thing can perish in two ways: by being broken down itself, or by losing what it depends on. Thomas argues that the human soul thinks by an activity of its own, not one it borrows from the body, so it exists in its own right and does not stop existing when the body dies.",
    college:
      "Corruption happens either per se or per accidens. The human soul has an operation of its own, understanding, and so is subsistent; it cannot be corrupted accidentally with the body. Nor can it be corrupted per se, since it is a form, and existence belongs to a form by its very nature.",
    graduate:
      "The proof joins the subsistence argument of a. 2 to the principle that esse belongs per se to form. Since the intellectual soul is a subsisting form with no matter to lose it from, it is incorruptible. A confirming sign is the natural desire to exist always, which follows on an intellect that knows being without limit of time.",
    scholar:
      "The article depends on the earlier determination that the intellectual principle has an operation per se, hence esse per se. Because esse inheres in forma per se, a subsisting form cannot be separated from its esse; only composites are corrupted, by the loss of form. This sets up the treatment of the separated soul's knowledge in q. 89.",
  },
};
