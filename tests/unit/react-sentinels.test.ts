import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../engine/paths.ts";
import {
  reactSentinels,
  sentinelError,
  SENTINELS,
  withoutSentinelStacks,
} from "../../scripts/lib/react-sentinels-plugin.ts";
import { RewriteShapeError } from "../../scripts/lib/rewrite-shape.ts";

const clientFile = path.join(ROOT, "node_modules/react-dom/cjs/react-dom-client.production.js");
const original = fs.readFileSync(clientFile, "utf8");

/** Runs CommonJS code as Node's require would, resolving its own requires from React DOM's folder. */
function runCommonJs(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const localRequire = createRequire(clientFile);
  new Function("module", "exports", "require", code)(module, module.exports, localRequire);
  return module.exports;
}

describe("React DOM's load-time errors without a stack (scripts/lib/react-sentinels-plugin.ts)", () => {
  const patched = withoutSentinelStacks(original);

  it("makes each of them with the helper instead of Error()", () => {
    for (const [name, errorCode] of Object.entries(SENTINELS)) {
      expect(original).toContain(`${name} = Error(formatProdErrorMessage(${errorCode}))`);
      expect(patched).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
      expect(patched).toContain(`${name} = __nexaforgeSentinelError(formatProdErrorMessage(${errorCode}))`);
    }
    // Nothing else changed: the rest of the code is byte for byte React DOM's.
    const back = patched
      .replace(/var __nexaforgeSentinelError = [\s\S]*?\n\};?\n/, "")
      .replaceAll("__nexaforgeSentinelError(", "Error(");
    expect(back).toBe(original);
  });

  it("keeps the module's \"use strict\" first and still loads as React DOM's client", () => {
    expect(patched.indexOf('"use strict";')).toBe(original.indexOf('"use strict";'));
    expect(patched.indexOf("__nexaforgeSentinelError")).toBeGreaterThan(patched.indexOf('"use strict";'));
    const client = runCommonJs(patched);
    expect(typeof client.hydrateRoot).toBe("function");
    expect(typeof client.createRoot).toBe("function");
    expect(Object.keys(client).sort()).toEqual(Object.keys(runCommonJs(original)).sort());
  });

  it("makes an error that reads as Error() would, without a stack", () => {
    const made = sentinelError("Suspense Exception: This is not a real error!");
    const real = Error("Suspense Exception: This is not a real error!");
    expect(made).toBeInstanceOf(Error);
    expect(made.message).toBe(real.message);
    expect(made.name).toBe("Error");
    expect(String(made)).toBe(String(real));
    expect(Object.getOwnPropertyDescriptor(made, "message")).toEqual(Object.getOwnPropertyDescriptor(real, "message"));
    expect(made.stack).toBeUndefined();
  });

  it("stops the build, saying what to update, when React DOM no longer makes one of them as listed", () => {
    const changed = original.replace(/\bSuspenseException = Error\(/, "SuspenseException = new Error(");
    expect(() => withoutSentinelStacks(changed, "react-dom-client.production.js")).toThrow(RewriteShapeError);
    expect(() => withoutSentinelStacks(changed, "react-dom-client.production.js")).toThrow(
      /^react-sentinels: react-dom-client\.production\.js: expected React DOM to make SuspenseException once, as "SuspenseException = Error\(formatProdErrorMessage\(460\)\)", found it 0 times\. React DOM's production client code changed shape: update SENTINELS \(.*\) in scripts\/lib\/react-sentinels-plugin\.ts\.$/,
    );
    const renumbered = original.replace(
      "SuspenseException = Error(formatProdErrorMessage(460))",
      "SuspenseException = Error(formatProdErrorMessage(999))",
    );
    expect(() => withoutSentinelStacks(renumbered)).toThrow(
      /expected React DOM to make SuspenseException once[\s\S]*found it 0 times/,
    );
  });

  it("stops a production browser build that never met React DOM's client code where it expects it", () => {
    // The plugin's hooks as Vite calls them, in a build of the given kind.
    const build = (consumer: "client" | "server", isProduction: boolean, code?: { id: string; text: string }) => {
      const plugin = reactSentinels();
      const context = { environment: { config: { consumer, isProduction } } };
      (plugin.buildStart as () => void).call(context);
      if (code) {
        const transform = plugin.transform as { handler: (code: string, id: string) => unknown };
        transform.handler.call(context, code.text, code.id);
      }
      (plugin.buildEnd as (error?: Error) => void).call(context);
    };
    expect(() => build("client", true)).toThrow(RewriteShapeError);
    expect(() => build("client", true)).toThrow(
      /^react-sentinels: the browser build: expected React DOM's client code among its modules as node_modules\/react-dom\/cjs\/react-dom-client\.production\.js, found none\. .* update REACT_DOM_CLIENT in scripts\/lib\/react-sentinels-plugin\.ts\.$/,
    );
    expect(() => build("client", true, { id: clientFile, text: original })).not.toThrow();
    // The prerender's server build has no React DOM client, a development build only React DOM's development code.
    expect(() => build("server", true)).not.toThrow();
    expect(() => build("client", false)).not.toThrow();
  });
});
