import { pageData } from "../../../engine/page-data.server.ts";
import { splitLocale } from "../../lib/locale.ts";
import { PageRenderer } from "../PageRenderer.tsx";
import { pageMeta } from "../meta.ts";
import type { Route } from "./+types/page";

// Runs at build time only (the site is prerendered): finds the page file the address names and
// reads and checks it, so neither the file reader nor the validator reaches the browser. An address
// that no file names gets the not-found page (pages/404.json) in the address's language ('/bn/x' the
// Bangla one); the server sends it with status 404.
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const found = pageData(pathname) ?? pageData(null, splitLocale(pathname).locale);
  if (!found) throw new Error("pages/404.json is missing: the not-found page needs it");
  return found;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, matches);

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  // Every page is this one route: the key makes a move to another page start that page afresh
  // (its blocks, their state and their waking), as a route of its own would.
  return <PageRenderer key={loaderData.route ?? "not-found"} data={loaderData} />;
}
