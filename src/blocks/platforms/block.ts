import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("platforms", {
  category: "Services",
  icon: "share-2",
  lazy: true,
  example: {
    heading: "Platforms We Work On",
    items: [
      { brand: "facebook", title: "Facebook", text: "Campaigns for reach, messages and sales." },
      { brand: "google", title: "Google", text: "Search and display ads that bring buyers." },
    ],
  },
});
