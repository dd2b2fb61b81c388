import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("caseStudy", {
  category: "Text and media",
  icon: "briefcase",
  example: {
    eyebrow: "Case study",
    heading: "How a local retailer doubled online orders",
    paragraphs: ["Describe the client, the problem they brought to us and what we built."],
    figures: [
      { value: "2x", label: "online orders in six months" },
      { value: "40%", label: "fewer abandoned carts" },
    ],
  },
});
