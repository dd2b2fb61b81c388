import { useEffect, useState, type FormEvent } from "react";
import { api, type PageFile } from "./api.ts";
import { contentHref, EDITABLE_CONTENT } from "./content-files.ts";
import { DeletePage } from "./DeletePage.tsx";
import { EDITOR_BASE } from "./host.ts";
import { keepDraft } from "./drafts.ts";
import { contentTitle } from "./schemas.ts";
import { useStudioParts } from "./studio-parts.tsx";
import { groupWords } from "./translate/marks.ts";

/** /_editor: every page by its route, and "New page". */
export function PageList() {
  const { AccountBar } = useStudioParts();
  const [pages, setPages] = useState<PageFile[]>();
  const [route, setRoute] = useState("");
  const [message, setMessage] = useState("");
  const list = () =>
    api.pages().then(
      (r) => setPages(r.pages),
      (e: Error) => setMessage(e.message),
    );
  useEffect(() => void list(), []);
  const create = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const made = await api.create(route);
      // Kept in this browser as a draft until its first Save writes its file.
      keepDraft(made.file, { page: made.page, version: null, at: Date.now() });
      location.href = `${EDITOR_BASE}${made.route}`;
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <main className="ed-list-page">
      <AccountBar />
      <h1>Pages</h1>
      <p>
        Choose a page to change its words, pictures and sections. Each page is listed by its address on the site and its
        title.
      </p>
      <ul>
        {pages?.map((p) => (
          <li key={p.file}>
            <a href={`${EDITOR_BASE}${p.route === null ? "/404" : p.route === "/" ? "/index" : p.route}`}>
              {p.route ?? "Not-found page"}
            </a>{" "}
            {p.title ? <span className="ed-file">{p.title}</span> : null} <BanglaLeft page={p} />{" "}
            {p.route !== null && p.route !== "/" ? (
              <DeletePage
                file={p.file}
                route={p.route}
                label={`Delete ${p.route}`}
                onDeleted={() => {
                  setMessage(`${p.route} was deleted.`);
                  void list();
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <h2>Site settings and collections</h2>
      <p>The menu, footer, contact details and other settings every page shares, and the lists pages show.</p>
      <ul>
        {EDITABLE_CONTENT.map((name) => (
          <li key={name}>
            <a href={contentHref(name)}>{contentTitle(name)}</a>
          </li>
        ))}
      </ul>
      <form onSubmit={(e) => void create(e)} className="ed-new">
        <h2>New page</h2>
        <label htmlFor="new-route">Address of the new page, e.g. /careers</label>
        <input id="new-route" value={route} onChange={(e) => setRoute(e.target.value)} />
        <button type="submit">Create page</button>
        <p role="status">{message}</p>
      </form>
    </main>
  );
}

/** "Bangla: 2 not translated, 1 behind", a link to the page's Bangla; nothing when all is translated. */
function BanglaLeft({ page }: { page: PageFile }) {
  const left = page.bangla;
  if (!left || (!left.missing && !left.stale)) return null;
  const at = page.route === null ? "/404" : page.route === "/" ? "/index" : page.route;
  return (
    <a className="ed-tr-left" href={`${EDITOR_BASE}${at}?lang=bn`}>
      Bangla {groupWords({ ...left, current: 0 })}
    </a>
  );
}
