import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SENTINELS, withoutSentinelStacks } from "../../scripts/lib/react-sentinels-plugin.ts";
import { RewriteShapeError } from "../../scripts/lib/rewrite-shape.ts";
import { ROOT } from "../../engine/paths.ts";

// React DOM's production client code makes five errors as it loads, and each made with Error()
// had V8 parse the whole of React DOM again for a stack trace (scripts/lib/react-sentinels-plugin.ts).
// This checks the shipped chunk, whatever the minifier named things.
const assets = path.join(ROOT, "build/client/assets");

describe("the shipped React DOM chunk", () => {
  const chunks = fs.readdirSync(assets).filter((f) => /^react-dom-.*\.js$/.test(f));

  it("is one chunk, which the build made from React DOM's client code", () => {
    expect(chunks).toHaveLength(1);
    expect(fs.readFileSync(path.join(assets, chunks[0]!), "utf8")).toContain("hydrateRoot");
  });

  it("makes none of React DOM's load-time errors with Error()", () => {
    const code = fs.readFileSync(path.join(assets, chunks[0]!), "utf8");
    // In the minified code each is `name=Error(format(code))`, formatProdErrorMessage renamed.
    for (const errorCode of Object.values(SENTINELS)) {
      expect(code, `React error #${errorCode}`).not.toMatch(new RegExp(`=Error\\([\\w$]+\\(${errorCode}\\)\\)`));
      expect(code, `React error #${errorCode}`).toMatch(new RegExp(`=[\\w$]+\\([\\w$]+\\(${errorCode}\\)\\)`));
    }
    expect(code).toMatch(/Object\.create\(Error\.prototype,\{message:/);
  });

  it("is not React DOM's code as the rewrite knows it: run over it, the rewrite stops and says what to update", () => {
    const code = fs.readFileSync(path.join(assets, chunks[0]!), "utf8");
    expect(() => withoutSentinelStacks(code, chunks[0])).toThrow(RewriteShapeError);
    expect(() => withoutSentinelStacks(code, chunks[0])).toThrow(
      /^react-sentinels: react-dom-.*\.js: expected React DOM to make HydrationMismatchException once/,
    );
  });
});
