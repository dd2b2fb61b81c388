import { declareBlock, type Thing } from "../../lib/blocks.ts";
import { serviceId } from "../../lib/structured-data.ts";

export default declareBlock("packageTable", {
  category: "Services",
  icon: "table",
  check: (block) =>
    block.rows.flatMap((row, i) =>
      row.values.length === block.tiers.length
        ? []
        : [
            {
              pointer: `/rows/${i}/values`,
              message: `has ${row.values.length} values for ${block.tiers.length} packages`,
              hint: "give exactly one value per package, in the packages' order",
            },
          ],
    ),
  // Tiers whose price starts with a US-dollar amount are the offers of the page's Service.
  structuredData(block, ctx) {
    const offers = block.tiers.flatMap((t) => offer(t.name, t.price));
    return offers.length ? [{ "@id": serviceId(ctx), offers }] : [];
  },
  example: {
    heading: "Our Packages",
    tiers: [
      { name: "Basic", price: "From $300" },
      { name: "Standard", price: "From $600" },
    ],
    rows: [
      { feature: "Pages", values: ["5", "10"] },
      { feature: "Contact form", values: [true, true] },
    ],
    orderCta: { label: "Order Now", href: "/contact" },
  },
});

/** An Offer for a tier whose price line starts with a US-dollar amount, e.g. "$10 per 1000 words". */
function offer(name: string, price: string | undefined): Thing[] {
  const amount = price?.match(/^\$(\d+(?:\.\d+)?)/)?.[1];
  if (!amount || !price) return [];
  const per = price.match(/per (\d+) (\w+)/);
  return [
    {
      "@type": "Offer",
      name,
      description: price,
      priceCurrency: "USD",
      price: Number(amount),
      ...(per
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: Number(amount),
              priceCurrency: "USD",
              referenceQuantity: { "@type": "QuantitativeValue", value: Number(per[1]), unitText: per[2] },
            },
          }
        : {}),
    },
  ];
}
