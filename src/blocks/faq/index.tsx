import type { BlockOf } from "../../lib/blocks.ts";
import { Accordion } from "../../components/Accordion.tsx";
import { Section } from "../../components/Section.tsx";

/** Frequently asked questions, each opening on its own. */
export default function Faq({ id, heading, description, items }: BlockOf<"faq">) {
  return (
    <Section id={id} heading={heading} description={description}>
      <Accordion items={items.map((i) => ({ title: i.question, body: <p>{i.answer}</p> }))} />
    </Section>
  );
}
