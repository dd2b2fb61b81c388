/**
 * Where the studio's inbox finds the enquiries the public server writes: the PostgreSQL database at
 * DATABASE_URL when that is set (as the server's), otherwise the SQLite file DATABASE_FILE (WAL:
 * the server and the studio both use it at once).
 */
import { openDatabase } from "../../server/contact/db.ts";
import { sqliteOwnerEnquiries, type OwnerEnquiries } from "../../server/contact/owner-store.ts";
import { openPool, preparePostgres } from "../../server/contact/postgres.ts";
import { postgresOwnerEnquiries } from "../../server/contact/postgres-owner.ts";
import type { StudioConfig } from "./config.ts";

export interface InboxStore {
  enquiries: OwnerEnquiries;
  close(): Promise<void>;
}

/**
 * Opens the inbox's database. PostgreSQL that cannot be used stops the studio with the server's
 * own plain-words StartupError (which setting, what is wrong, what to do).
 */
export async function openInboxStore(
  config: Pick<StudioConfig, "enquiryDatabaseFile" | "enquiryDatabaseUrl">,
  warn: (message: string, event: string) => void,
): Promise<InboxStore> {
  const url = config.enquiryDatabaseUrl;
  if (url) {
    // A few connections: one owner's inbox, not the public server's load.
    const pool = openPool(
      url,
      (error) => warn(`The inbox's connection to PostgreSQL broke: ${error.message}`, "db"),
      3,
    );
    try {
      await preparePostgres(pool, url);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { enquiries: postgresOwnerEnquiries(pool), close: () => pool.end() };
  }
  const db = openDatabase(config.enquiryDatabaseFile, { notice: (message) => warn(message, "file_mode") });
  return {
    enquiries: sqliteOwnerEnquiries(db),
    close: async () => {
      db.close();
    },
  };
}
