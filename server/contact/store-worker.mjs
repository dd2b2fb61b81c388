// The store's worker thread starts here: a worker's first file must be one Node runs as it is,
// so this one loads the TypeScript worker (store-worker.ts) through tsx, as the server itself is loaded.
import { tsImport } from "tsx/esm/api";

await tsImport("./store-worker.ts", import.meta.url);
