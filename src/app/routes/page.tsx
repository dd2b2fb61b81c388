import { data } from "react-router";
import { pageData } from "../../content/page-data.server.ts";
import { PageRenderer } from "../PageRenderer.tsx";
import { pageMeta } from "../meta.ts";
import type { Route } from "./+types/page";

// Runs at build time only (the site is prerendered): reads and checks the page's JSON file,
// so neither the file reader nor the validator reaches the browser.
export function loader({ request }: Route.LoaderArgs) {
  const found = pageData(new URL(request.url).pathname);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, matches);

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  return <PageRenderer data={loaderData} />;
}
