import type { BlockOf } from "../../lib/blocks.ts";
import { useSite } from "../../lib/context.tsx";
import { Button } from "../../components/Button.tsx";
import { Mark } from "../../components/Mark.tsx";
import { Section } from "../../components/Section.tsx";
import { breakpoints } from "../../styles/theme.ts";
import { Wrap } from "./styles.ts";

type Cell = BlockOf<"packageTable">["rows"][number]["values"][number];

/** A cell's content: text as written, true/false as a tick or cross announced in the site's words. */
function Value({ value }: { value: Cell }) {
  const { ui } = useSite().site;
  return typeof value === "boolean" ? <Mark yes={value} label={value ? ui.included : ui.notIncluded} /> : <>{value}</>;
}

/**
 * Packages side by side. Wide screens get a table (tiers as columns, features as rows); phones
 * get one card per tier with the same rows, so nothing scrolls sideways at 375 px.
 */
export default function PackageTable({
  id,
  heading,
  description,
  tiers,
  rows,
  orderCta,
  footnote,
}: BlockOf<"packageTable">) {
  return (
    <Section id={id} heading={heading} description={description}>
      <Wrap count={tiers.length} narrow={breakpoints.md}>
        <table className="wide">
          <caption className="visually-hidden">{heading}</caption>
          <thead>
            <tr>
              <td />
              {tiers.map((t) => (
                <th key={t.name} scope="col">
                  <span className="tier">{t.name}</span>
                  {t.price && <span className="price">{t.price}</span>}
                  {t.note && <span className="note">{t.note}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                {row.values.map((v, i) => (
                  <td key={tiers[i]!.name}>
                    <Value value={v} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td />
              {tiers.map((t) => (
                <td key={t.name}>
                  <Button href={orderCta.href} label={orderCta.label} arrow={false} />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
        <div className="cards">
          {tiers.map((t, i) => (
            <article key={t.name} aria-label={t.name}>
              <h3>{t.name}</h3>
              {t.price && <p className="price">{t.price}</p>}
              {t.note && <p className="note">{t.note}</p>}
              <dl>
                {rows.map((row) => (
                  <div key={row.feature}>
                    <dt>{row.feature}</dt>
                    <dd>
                      <Value value={row.values[i]!} />
                    </dd>
                  </div>
                ))}
              </dl>
              <Button href={orderCta.href} label={orderCta.label} arrow={false} />
            </article>
          ))}
        </div>
        {footnote && <p className="footnote">{footnote}</p>}
      </Wrap>
    </Section>
  );
}
