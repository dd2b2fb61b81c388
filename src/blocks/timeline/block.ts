import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("timeline", {
  category: "Text and media",
  icon: "history",
  lazy: true,
  example: {
    heading: "Company Growth",
    items: [{ year: "2024", title: "What happened that year", text: "One or two sentences about it." }],
  },
});
