import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("steps", {
  category: "Text and media",
  icon: "list-ordered",
  example: {
    heading: "How We Work",
    stepLabel: "Step",
    items: [
      { title: "Discovery", text: "We learn your goals, your customers and your deadline." },
      { title: "Build", text: "We design, build and test, showing you progress every week." },
    ],
  },
});
