import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("testimonials", {
  category: "Social proof",
  icon: "quote",
  lazy: true,
  collections: ["clients"],
  example: {
    heading: "What Our Partners Say",
    items: [
      {
        client: "reshmi-knitwear",
        quote: "Write the client's words here.",
        name: "Client Name",
        role: "Role, Company",
      },
    ],
  },
});
