import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("serviceCategories", {
  category: "Services",
  icon: "layers",
  lazy: true,
  collections: ["services"],
  example: { heading: "Explore Our Service Categories", cardLinkLabel: "View Services" },
});
