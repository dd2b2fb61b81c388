import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** A command used wrongly (the owner's tools): what is wrong, then how to use it; exit code 2. */
export function usageError(message: string, usage: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

/** The command line's words and `options`; an unknown option or a missing value is a usageError. */
export function parseCommandLine<const O extends Options>(options: O, usage: string) {
  try {
    return parseArgs({ allowPositionals: true, options });
  } catch (error) {
    return usageError((error as Error).message, usage);
  }
}
