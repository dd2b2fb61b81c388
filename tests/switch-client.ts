/** A client reading the site through a release switch (the server tests and the build tests). */

export interface Seen {
  startedAt: number;
  status: number;
  heading: string;
}

/** The text at the start of the page's h1. */
export const headingOf = (html: string) => /<h1[^>]*>([^<]*)/.exec(html)?.[1] ?? "";

/**
 * The addresses a page's picture `src` is shown from: the picture and each copy its srcset names,
 * once each ('/images/team.webp', '/images/team.480w.webp', ...); undefined when no <img> shows it.
 */
export function pictureAddresses(html: string, src: string): string[] | undefined {
  const img = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`src="${src}"`));
  if (!img) return undefined;
  const srcset = /srcSet="([^"]*)"/.exec(img)?.[1] ?? "";
  return [...new Set([src, ...srcset.split(", ").map((entry) => entry.split(" ")[0]!)])];
}

/**
 * Fetches /about and `asset` 20 times a second while `during` runs, and 1 s after:
 * every answer, with when its request started.
 */
export async function fetchThroughout(base: string, asset: string, during: () => Promise<number>) {
  const pages: Promise<Seen>[] = [];
  const assets: Promise<number>[] = [];
  const timer = setInterval(() => {
    const startedAt = performance.now();
    pages.push(
      fetch(`${base}/about`).then(async (res) => ({
        startedAt,
        status: res.status,
        heading: headingOf(await res.text()),
      })),
    );
    assets.push(fetch(`${base}${asset}`).then(async (res) => (await res.arrayBuffer(), res.status)));
  }, 50);
  await new Promise((r) => setTimeout(r, 500));
  const switchedAt = await during();
  await new Promise((r) => setTimeout(r, 1000));
  clearInterval(timer);
  return { pages: await Promise.all(pages), assetStatuses: await Promise.all(assets), switchedAt };
}
