import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("itemList", {
  category: "Text and media",
  icon: "list-checks",
  example: {
    heading: "What You Get",
    style: "ticks",
    items: [{ title: "A site that loads fast on any phone" }, { title: "Search-friendly pages from day one" }],
  },
});
