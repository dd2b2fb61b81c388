import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("serviceGrid", {
  category: "Services",
  icon: "grid-3x3",
  collections: ["services"],
  example: {
    category: "website",
    heading: "Our Website Services",
    cardLinkLabel: "Explore More",
    unlinkedCta: { label: "Ask About This", href: "/contact" },
  },
});
