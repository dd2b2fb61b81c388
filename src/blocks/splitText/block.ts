import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("splitText", {
  category: "Text and media",
  icon: "columns-3",
  lazy: true,
  example: {
    items: [
      { heading: "Our Vision", paragraphs: ["Where the company wants to be in five years."] },
      { heading: "Our Mission", paragraphs: ["What the company does every day to get there."] },
    ],
  },
});
