import type { Problem } from "./api.ts";

/** Every problem `npm run validate` finds in the page as it is now, each with a way to its section. */
export function ProblemList({ problems, select }: { problems: Problem[]; select(i: number): void }) {
  if (!problems.length) return <p className="ed-ok">No problems: this page can be saved.</p>;
  return (
    <section aria-labelledby="problems-heading" className="ed-problem-list">
      <h2 id="problems-heading">Problems ({problems.length})</h2>
      <ul>
        {problems.map((p, i) => {
          const section = /^\/sections\/(\d+)/.exec(p.pointer);
          return (
            <li key={i}>
              {p.pointer ? <code>{p.pointer}</code> : null} {p.message}
              {section ? (
                <button type="button" onClick={() => select(Number(section[1]))}>
                  Go to section {Number(section[1]) + 1}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
