import { buildRelease } from "../../../scripts/lib/incremental-build.ts";
import type { Builder } from "./publisher.ts";

/**
 * The site's build for a publish: the incremental build (scripts/lib/incremental-build.ts) from
 * the live release and the files changed since its commit, or a full build when there is no such
 * release. Its refusals are written for the publisher.
 */
export const buildSite: Builder = async ({ root, previous, changed, out, onProgress }) => {
  const { plan, rendered } = await buildRelease({ root, previous, changed: changed ?? [], out, onProgress });
  return { kind: plan.kind, rendered };
};
