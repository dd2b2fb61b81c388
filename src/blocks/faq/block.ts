import { declareBlock } from "../../lib/blocks.ts";

export default declareBlock("faq", {
  category: "Text and media",
  icon: "circle-help",
  // Every FAQ block of a page adds its questions to the page's one FAQPage.
  structuredData: (block, ctx) => [
    {
      "@id": `${ctx.absolute(ctx.route ?? "/")}#faq`,
      "@type": "FAQPage",
      mainEntity: block.items.map((q) => ({
        "@type": "Question",
        name: q.question,
        acceptedAnswer: { "@type": "Answer", text: q.answer },
      })),
    },
  ],
  example: {
    heading: "Frequently Asked Questions",
    items: [
      {
        question: "How long does a project take?",
        answer: "Most projects take four to eight weeks, depending on their size.",
      },
      {
        question: "Do you work with clients outside Bangladesh?",
        answer: "Yes: we meet by video call at a time that suits your time zone.",
      },
    ],
  },
});
