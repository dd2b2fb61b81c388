import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("workflow", {
  category: "Text and media",
  icon: "workflow",
  lazy: true,
  example: {
    heading: "Our Workflow",
    cards: [
      {
        title: "Understanding Your Vision",
        image: { src: "/images/workflow/vision.svg", alt: "", width: 480, height: 320 },
        points: ["Clarity", "Innovation"],
      },
    ],
  },
});
