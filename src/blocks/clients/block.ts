import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("clients", {
  category: "Social proof",
  icon: "building-2",
  hydration: "visible",
  lazy: true,
  collections: ["clients"],
  example: { heading: "Our Clients", layout: "strip" },
});
