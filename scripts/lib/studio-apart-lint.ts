/**
 * compose.yaml's rules that keep the studio and the public server apart (issue 50): a compromised
 * public server must not be able to add an owner to the studio's database, or plant git config in a
 * checkout that the next publish runs. So the studio runs as a user of its own, keeps its database
 * (with the publish checkout beside it) and the site's checkout on volumes `web` never mounts, and
 * `web` mounts what the studio writes read-only, except the enquiry database, which it writes.
 */
import path from "node:path";
import { DATABASE_FILE_DEFAULT } from "../../server/settings.ts";
import type { StageFacts } from "./dockerfile.ts";
import { list, mountHolding, mountsOf, settingOf, targetOf, type Mount, type Service } from "./compose-values.ts";

/** DATABASE_FILE when nothing sets it; studio.db goes beside it unless STUDIO_DATABASE_FILE says otherwise (studio/server/config.ts). */
const DEFAULT_DATABASE_FILE = DATABASE_FILE_DEFAULT;

/** A service as the rules need it: who it runs as, what it mounts, where its files are. */
interface Role {
  name: string;
  uid?: string;
  mounts: Mount[];
  setting: (name: string) => string | undefined;
  /** A setting's path as the process reads it, from the image's WORKDIR. */
  file: (value: string) => string;
}

function roleOf(name: string, service: Service, image: StageFacts): Role {
  return {
    name,
    // A user named in compose (`user: "1001:1000"`, `user: node`) overrides the image's.
    uid: service.user === undefined ? image.uid : image.uidFor(String(service.user)),
    mounts: mountsOf(service),
    setting: (setting) => settingOf(setting, service, image.env),
    file: (value) => path.posix.resolve(image.workdir, value),
  };
}

const sameSource = (a: Mount, b: Mount) => a.source !== undefined && a.source === b.source;

/** A mount's source in words: "the volume enquiries", "the folder ./data". */
const named = (mount: Mount) => `${/^[./~]/.test(mount.source ?? "") ? "the folder" : "the volume"} ${mount.source}`;

/** The studio's own files: studio.db (STUDIO_DATABASE_FILE, or beside DATABASE_FILE), the publish checkout beside it. */
function studioDatabaseFile(studio: Role): string {
  const set = studio.setting("STUDIO_DATABASE_FILE");
  if (set) return studio.file(set);
  return path.posix.join(
    path.posix.dirname(studio.file(studio.setting("DATABASE_FILE") ?? DEFAULT_DATABASE_FILE)),
    "studio.db",
  );
}

/** The studio's uid against one site instance's, and what of the studio's the instance mounts. */
function pairProblems(studio: Role, web: Role, studioDb: string): string[] {
  const problems: string[] = [];
  const where = `compose.yaml: services.${studio.name}`;
  if (studio.uid !== undefined && studio.uid === web.uid)
    problems.push(
      `${where} runs as the same user as services.${web.name} (uid ${studio.uid}): give the studio a user of its own (USER studio, uid 1001, in the Dockerfile's studio stage), so that a compromised public server cannot change the studio's files`,
    );
  const siteDir = studio.setting("STUDIO_SITE_DIR");
  const enquiries = web.setting("DATABASE_URL")
    ? undefined
    : mountHolding(web.mounts, web.file(web.setting("DATABASE_FILE") ?? DEFAULT_DATABASE_FILE));
  for (const mount of studio.mounts) {
    const theirs = web.mounts.find((m) => sameSource(m, mount));
    if (!theirs) continue;
    if (mountHolding([mount], studioDb))
      problems.push(
        `${where} keeps studio.db and its publish checkout (${studioDb}) on ${named(mount)}, which services.${web.name} mounts too: give the studio a volume of its own that ${web.name} does not mount (studio:/studio, with STUDIO_DATABASE_FILE=/studio/studio.db)`,
      );
    else if (siteDir && mountHolding([mount], studio.file(siteDir)))
      problems.push(
        `compose.yaml: services.${web.name} mounts ${named(mount)}, the site's checkout the studio edits and publishes from (STUDIO_SITE_DIR): leave it out of ${web.name}, which never needs it`,
      );
    else if (!theirs.readOnly && !(enquiries && sameSource(theirs, enquiries)))
      problems.push(
        `compose.yaml: services.${web.name} mounts ${named(mount)} read-write, and the studio writes there: mount it read-only (${mount.source}:${theirs.target}:ro), as the releases are`,
      );
  }
  return problems;
}

/**
 * One line per problem: for each studio service (the Dockerfile's `studio` stage) against each
 * site instance built from the Dockerfile, the rules above; the studio not as root, its database
 * on a volume (it would be lost with the container otherwise), and its tmpfs folders its own.
 */
export function studioApartProblems(
  services: Record<string, Service>,
  imageOf: (stage?: string) => StageFacts | null,
): string[] {
  const built = Object.entries(services).filter(([, service]) => service.build && imageOf(targetOf(service)));
  const role = ([name, service]: [string, Service]) => roleOf(name, service, imageOf(targetOf(service))!);
  const webs = built.filter(([, service]) => targetOf(service) !== "studio").map(role);
  const problems: string[] = [];
  for (const entry of built.filter(([, service]) => targetOf(service) === "studio")) {
    const studio = role(entry);
    const where = `compose.yaml: services.${studio.name}`;
    if (studio.uid === "0") problems.push(`${where} runs as root: run it as its own user (USER studio, uid 1001)`);
    const studioDb = studioDatabaseFile(studio);
    if (!mountHolding(studio.mounts, studioDb)?.source)
      problems.push(
        `${where} keeps studio.db and its publish checkout (${studioDb}) on no volume: they would be lost with the container; mount the studio's own volume there (studio:/studio)`,
      );
    for (const web of webs) problems.push(...pairProblems(studio, web, studioDb));
    for (const tmpfs of list(entry[1].tmpfs)) {
      const owner = /(?:^|[:,])uid=(\d+)/.exec(tmpfs)?.[1];
      if (owner !== undefined && studio.uid !== undefined && owner !== studio.uid)
        problems.push(
          `${where}'s tmpfs ${tmpfs.split(":")[0]} belongs to uid ${owner}, but the studio runs as uid ${studio.uid}: it could not write there (uid=${studio.uid})`,
        );
    }
  }
  return problems;
}
