import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { lintContainer, productionCommand } from "../../scripts/lib/container-lint.ts";
import { ROOT } from "../../src/content/paths.ts";
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
    expect(command).toBe("node --import tsx server/main.ts");
    expect(scripts.serve).toBe(`exec ${command}`);
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
      /needs HEALTHCHECK CMD \["node", "--import", "tsx", "server\/healthcheck.ts"\]/,
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
      /Dockerfile:26 the runtime image must not hold tests\/, bench\/, src\/: copy only what the server needs \(\/app holds it\)/,
      /needs HEALTHCHECK CMD \["node", "--import", "tsx", "server\/healthcheck.ts"\], which asks \/healthz where HOST and PORT say/,
      /compose\.yaml: services\.web needs read_only: true/,
      /compose\.yaml: services\.web needs tmpfs: \[\/tmp\]/,
      /compose\.yaml: services\.web needs cap_drop: \[ALL\]/,
      /compose\.yaml: services\.web needs security_opt: \["no-new-privileges:true"\]/,
    ])
      expect(problems).toMatch(expected);
  });

  it("refuses a runtime stage that copies tests/, bench/ or sources, from the build stage or the context", async () => {
    for (const [copy, held] of [
      ["COPY --from=build /app/tests ./tests", "tests/"],
      ["COPY --from=build /app/bench/api.ts ./bench/", "bench/"],
      ["COPY --from=build /app/src/editor ./src/editor", "src/"],
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
