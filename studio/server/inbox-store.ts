/**
 * Where the studio's inbox finds the enquiries the public server writes: the PostgreSQL database at
 * DATABASE_URL when that is set (as the server's), otherwise the SQLite file DATABASE_FILE (WAL:
 * the server and the studio both use it at once).
 */
import { openPostgres } from "../../server/db/postgres.ts";
import { openDatabase } from "../../server/db/sqlite.ts";
import { postgresOwnerEnquiries, sqliteOwnerEnquiries, type OwnerEnquiries } from "../../server/contact/owner-store.ts";
import type { StudioConfig } from "./config.ts";

export interface InboxStore {
  enquiries: OwnerEnquiries;
  close(): Promise<void>;
}

/**
 * Opens the inbox's database: on PostgreSQL through the process's one pool to DATABASE_URL (the
 * studio's accounts use the same one). PostgreSQL that cannot be used stops the studio with the
 * server's own plain-words StartupError (which setting, what is wrong, what to do).
 */
export async function openInboxStore(
  config: Pick<StudioConfig, "enquiryDatabaseFile" | "enquiryDatabaseUrl">,
  warn: (message: string, event: string) => void,
): Promise<InboxStore> {
  const url = config.enquiryDatabaseUrl;
  if (url) {
    const db = await openPostgres(url, {
      onIdleError: (error) => warn(`The inbox's connection to PostgreSQL broke: ${error.message}`, "db"),
      // A few connections: one owner's inbox, not the public server's load.
      max: 3,
    });
    return { enquiries: postgresOwnerEnquiries(db), close: () => db.close() };
  }
  const db = openDatabase(config.enquiryDatabaseFile, { notice: (message) => warn(message, "file_mode") });
  return {
    enquiries: sqliteOwnerEnquiries(db),
    close: async () => {
      db.close();
    },
  };
}
