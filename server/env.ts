import fs from "node:fs";
import net from "node:net";
import { SETTINGS, type FileSetting, type NumberSetting, type SettingName } from "./settings.ts";

/**
 * Reads typed values from the environment and collects one message per bad value, so that
 * loadConfig can report them all at once. Secrets are named in messages but never echoed.
 */
export class EnvReader {
  readonly errors: string[] = [];
  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** The trimmed value, or undefined when unset or blank. */
  str(name: SettingName): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  /**
   * A secret from NAME or from the file that NAME_FILE names (Docker's secrets convention:
   * `SMTP_PASS_FILE=/run/secrets/smtp_pass`), trimmed as a value would be, so the line break that
   * ends the file is not part of it. Messages name the variables and the file, never the value.
   */
  secret(name: FileSetting): string | undefined {
    const fileName = `${name}_FILE`;
    const file = this.env[fileName]?.trim();
    const value = this.str(name);
    if (!file) return value;
    if (value !== undefined) {
      this.errors.push(
        `${name} and ${fileName} are both set: keep one (${fileName} names a file that holds the value)`,
      );
      return undefined;
    }
    let text: string;
    try {
      text = fs.readFileSync(file, "utf8");
    } catch (error) {
      this.errors.push(
        `${fileName}=${file}: cannot read it (${unreadable(error)}). Check the path, and that the file is there and readable by the server's user.`,
      );
      return undefined;
    }
    if (!text.trim()) {
      this.errors.push(`${fileName}=${file}: the file is empty. Put the value of ${name} in it, or unset ${fileName}.`);
      return undefined;
    }
    return text.trim();
  }

  /**
   * A whole number in the setting's range, written in plain decimal digits ("0x10", "1e3" and
   * " " are refused rather than read as 16, 1000 or the default). `fallback` overrides the
   * listed default when it depends on another setting (SMTP_PORT).
   */
  int(name: NumberSetting, fallback = Number(SETTINGS[name].default), meaning = ""): number {
    const [min, max] = SETTINGS[name].range;
    const expected = `expected a whole number from ${min} to ${max}${meaning}`;
    const set = this.env[name];
    if (set !== undefined && set.trim() === "") {
      this.errors.push(`${name} is set but empty: ${expected}, or unset it to use the default ${fallback}`);
      return fallback;
    }
    const raw = this.str(name);
    if (raw === undefined) return fallback;
    const value = /^[0-9]+$/.test(raw) ? Number(raw) : NaN;
    if (Number.isSafeInteger(value) && value >= min && value <= max) return value;
    this.errors.push(`${name}=${raw}: ${expected} (default ${fallback})`);
    return fallback;
  }

  bool(name: SettingName, fallback: boolean): boolean {
    const raw = this.str(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (["true", "1", "yes"].includes(raw)) return true;
    if (["false", "0", "no"].includes(raw)) return false;
    this.errors.push(`${name}=${raw}: expected true or false (default ${fallback})`);
    return fallback;
  }

  /** A comma-separated list with blanks dropped: "a, b," -> ["a", "b"]. */
  list(name: SettingName): string[] {
    return (this.str(name) ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  }

  /** Exact proxy addresses (IPs, or IP/prefix subnets); never `true`, which would trust any X-Forwarded-For. */
  addresses(name: SettingName): string[] {
    const items = this.list(name);
    const bad = items.filter((item) => {
      const [ip, prefix, ...rest] = item.split("/");
      const family = net.isIP(ip ?? "");
      if (!family || rest.length) return true;
      if (prefix === undefined) return false;
      return !/^[0-9]+$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128);
    });
    if (bad.length)
      this.errors.push(`${name}: ${bad.join(", ")} ${bad.length > 1 ? "are" : "is"} not an IP address or IP/prefix`);
    return items;
  }

  /** Exact origins such as https://www.example.com (scheme, host, optional port; no path, no slash). */
  origins(name: SettingName): string[] {
    const items = this.list(name);
    for (const item of items) {
      const url = URL.canParse(item) ? new URL(item) : undefined;
      const ok = (url?.protocol === "https:" || url?.protocol === "http:") && url.origin === item;
      if (!ok) this.errors.push(`${name}: ${item} is not an exact origin such as https://www.example.com`);
    }
    return items;
  }

  /** One plain e-mail address (used in mail headers, so CR/LF and spaces are refused). */
  email(name: SettingName): string | undefined {
    const value = this.str(name);
    if (value !== undefined && !/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(value)) {
      this.errors.push(
        `${name}=${value.replace(/[\r\n]/g, " ")}: expected one e-mail address such as owner@example.com`,
      );
      return undefined;
    }
    return value;
  }

  fail(message: string) {
    this.errors.push(message);
  }
}

/** Why a file could not be read, in plain words. */
function unreadable(error: unknown): string {
  switch ((error as NodeJS.ErrnoException).code) {
    case "ENOENT":
      return "there is no such file";
    case "EACCES":
    case "EPERM":
      return "the server's user may not read it";
    case "EISDIR":
      return "it is a folder, not a file";
    default:
      return (error as Error).message;
  }
}
