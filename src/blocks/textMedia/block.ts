import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("textMedia", {
  category: "Text and media",
  icon: "image",
  example: {
    heading: "Section Heading",
    paragraphs: ["Write the first paragraph here."],
    image: {
      src: "/images/about/team-collaboration.svg",
      alt: "Describe what the picture shows",
      width: 560,
      height: 440,
    },
    imagePosition: "right",
  },
});
