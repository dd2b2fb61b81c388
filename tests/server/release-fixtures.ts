/** Small builds for the releases tests: a home page, an about page with a given heading, one hashed asset. */
import fs from "node:fs";
import path from "node:path";
import { SCRIPT_HASHES_FILE } from "../../contracts/site-manifest.ts";
import { cspHash } from "../../scripts/lib/script-hashes.ts";
import { tempDir } from "./contact-helper.ts";

export const ASSET = "/assets/entry-abc123.js";

/** A whole build in a temp folder whose /about says `heading` and whose asset is `asset`. */
export function smallBuild(heading: string, asset = ASSET): string {
  const build = path.join(tempDir("nexaforge-release-build-"), "build");
  const client = path.join(build, "client");
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    fs.writeFileSync(path.join(client, file), text);
  };
  write("index.html", "<!doctype html><title>Home</title><h1>Home</h1>");
  const script = `var r=${JSON.stringify(heading)}`;
  write("about/index.html", `<!doctype html><title>About</title><h1>${heading}</h1><script>${script}</script>`);
  write("404.html", `<!doctype html><title>Not found</title><h1>Not found (${heading})</h1>`);
  write(asset.slice(1), `console.log(${JSON.stringify(heading)});`);
  const manifest = { routes: ["/", "/about"], redirects: [{ from: "/team", to: "/about" }] };
  fs.writeFileSync(path.join(build, "site-manifest.json"), JSON.stringify(manifest));
  // The scripts it wrote, as a build records them (scripts/lib/script-hashes.ts).
  fs.writeFileSync(path.join(build, SCRIPT_HASHES_FILE), JSON.stringify({ "about/index.html": [cspHash(script)] }));
  return build;
}
