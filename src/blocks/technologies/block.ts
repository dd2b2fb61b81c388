import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("technologies", {
  category: "Services",
  icon: "cpu",
  lazy: true,
  collections: ["technologies"],
  example: { heading: "Technology We Used" },
});
