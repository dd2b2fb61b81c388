import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("servicesCarousel", {
  category: "Services",
  icon: "gallery-horizontal-end",
  hydration: "visible",
  lazy: true,
  collections: ["services"],
  example: {
    heading: "Our Services",
    filters: [
      { label: "All Services", category: "all" },
      { label: "Website", category: "website" },
      { label: "Software", category: "software" },
    ],
    cardLinkLabel: "Explore More",
    unlinkedCta: { label: "Ask About This", href: "/contact" },
    autoplayMs: 2000,
    slides: {
      default: 3,
      upTo: [
        { width: 600, slides: 1 },
        { width: 1024, slides: 2 },
      ],
    },
  },
});
