/**
 * `npm run bench:publish`: publish-to-live for a one-page edit, as the studio publishes (the
 * publisher of studio/server/publish: a checkout of the newest commit, the incremental build, install,
 * switch) with a public server (server/app.ts) following the releases folder. Each of `--runs`
 * (default 5) commits a new /about heading, publishes, and is timed from the publish's start to the
 * first answer of the public server's /about with that heading. On a git copy of the site
 * (`--pages N` generated pages added, as bench:incremental makes them). The first release is a full
 * build of the copy, or `--previous build` (the site as it is, `--pages 0`): that build installed
 * as the live release of the copy's first commit. Prints each run and the median.
 * `--picture`: each run uploads a new picture (a 2000 x 1400 PNG, stored as the studio's upload
 * stores it) and shows it on /about instead, timed until the public server answers /about with it
 * and the picture and every copy its srcset names.
 */
import { sqliteDatabase } from "../server/db/database.ts";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { Releases } from "../server/releases.ts";
import { CONTENT_FOLDERS, ROOT } from "../engine/paths.ts";
import { openStudioDatabase } from "../studio/server/db.ts";
import { publisher } from "../studio/server/publish/publisher.ts";
import { publishRecords } from "../studio/server/publish/records.ts";
import { buildSite } from "../studio/server/publish/site-builder.ts";
import { checkoutSnapshot } from "../studio/server/publish/snapshot.ts";
import { headingOf, pictureAddresses } from "../tests/switch-client.ts";
import sharp from "sharp";
import { uploadImage } from "../editor/server/images.ts";
import { FileStore } from "../editor/server/store/file-store.ts";
import { generatedPage } from "./generated-site.ts";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "0" },
    runs: { type: "string", default: "5" },
    previous: { type: "string" },
    picture: { type: "boolean", default: false },
  },
});
const [count, runs] = [Number(values.pages), Number(values.runs)];
if (!Number.isInteger(count) || count < 0 || !Number.isInteger(runs) || runs < 1) {
  console.error("--pages takes a whole number (0: the site as it is), --runs a whole number above 0.");
  process.exit(2);
}
if (values.previous && count) {
  console.error("--previous is a build of the site as it is: it cannot be used with generated pages (--pages).");
  process.exit(2);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Bench", "-c", "user.email=bench@example.com", ...args], {
    cwd,
    encoding: "utf8",
  }).trim();

const top = fs.mkdtempSync(path.join(os.tmpdir(), "nexaforge-bench-publish-"));
const site = path.join(top, "site");
for (const dir of [...CONTENT_FOLDERS, "schema", "public"])
  fs.cpSync(path.join(ROOT, dir), path.join(site, dir), { recursive: true });
for (let i = 0; i < count; i++) {
  const file = path.join(site, `pages/generated/page-${i}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, generatedPage(i, count));
}
git(site, "init", "-q", "-b", "main");
git(site, "add", "-A");
git(site, "commit", "-q", "-m", "The site");

const releases = new Releases(path.join(top, "releases"));
const db = openStudioDatabase(path.join(top, "data", "studio.db"));
const publishing = publisher({
  records: publishRecords(sqliteDatabase(db)),
  releases,
  siteDir: site,
  git: true,
  build: buildSite,
  snapshot: checkoutSnapshot(site, path.join(top, "data", "publish-checkout"), true),
});
let web: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  if (values.previous) {
    const id = releases.install(path.resolve(values.previous));
    releases.activate(id);
    db.prepare("INSERT INTO publishes VALUES (?, ?, 'bench', ?, 'full', 0)").run(
      id,
      git(site, "rev-parse", "HEAD"),
      Date.now(),
    );
  } else {
    const first = await publishing.publish("bench");
    console.log(
      `First publish (a full build of ${count ? `${count} generated pages and ` : ""}the site): ${seconds(first.tookMs)}`,
    );
  }
  // The public server starts on the live release, as it must (it refuses an empty releases folder).
  web = await buildApp(
    loadConfig({
      RELEASES_DIR: releases.dir,
      DATABASE_FILE: path.join(top, "data", "enquiries.db"),
      LOG_LEVEL: "silent",
    }),
  );
  const base = await web.listen({ host: "127.0.0.1", port: 0 });
  const aboutFile = path.join(site, "pages/about.json");
  const live: number[] = [];
  const page = (): { sections: { title?: string; image?: object }[] } => JSON.parse(fs.readFileSync(aboutFile, "utf8"));
  const store = new FileStore(site);
  /** The next change to publish, and when the public server shows it. */
  async function change(r: number): Promise<{ message: string; live: () => Promise<boolean> }> {
    const about = page();
    if (!values.picture) {
      const heading = `About us, edit ${r + 1}`;
      about.sections[0]!.title = heading;
      fs.writeFileSync(aboutFile, `${JSON.stringify(about, null, 2)}\n`);
      return {
        message: `About: heading, edit ${r + 1}`,
        live: async () => headingOf(await (await fetch(`${base}/about`)).text()) === heading,
      };
    }
    const png = await sharp({ create: { width: 2000, height: 1400, channels: 3, background: `#2a6f${90 + r}` } })
      .png()
      .toBuffer();
    const picture = await uploadImage(
      { store, author: { name: "Bench", email: "bench@example.com" } },
      png,
      `team-${r + 1}.png`,
    );
    about.sections[1]!.image = { ...picture, alt: "Our team planning a client's campaign in the Dhaka office" };
    fs.writeFileSync(aboutFile, `${JSON.stringify(about, null, 2)}\n`);
    return {
      message: `About: a new picture, ${picture.src}`,
      async live() {
        const shown = pictureAddresses(await (await fetch(`${base}/about`)).text(), picture.src);
        if (!shown) return false;
        const answers = await Promise.all(shown.map((u) => fetch(base + u)));
        await Promise.all(answers.map((a) => a.arrayBuffer()));
        return shown.length > 1 && answers.every((a) => a.status === 200);
      },
    };
  }
  for (let r = 0; r < runs; r++) {
    const { message, live: shown } = await change(r);
    git(site, "add", "-A");
    git(site, "commit", "-q", "-m", message);
    const started = performance.now();
    const published = publishing.publish("bench");
    while (!(await shown())) await new Promise((resolve) => setTimeout(resolve, 20));
    live.push(performance.now() - started);
    const { kind, tookMs } = await published;
    console.log(
      `Run ${r + 1}: live after ${seconds(live.at(-1)!)} (a ${kind} build; the publish took ${seconds(tookMs)})`,
    );
  }
  const pages = execFileSync("git", ["ls-files", "pages"], { cwd: site, encoding: "utf8" }).trim().split("\n").length;
  const what = values.picture ? "New picture on one page" : "One-page edit";
  console.log(`${what} to live, ${pages} pages: median ${seconds(median(live))} of ${runs}`);
} finally {
  await web?.close();
  db.close();
  fs.rmSync(top, { recursive: true, force: true });
}
