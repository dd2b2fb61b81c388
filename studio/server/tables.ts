/**
 * The studio's tables by engine: in its own SQLite file they have plain names; in PostgreSQL they
 * share the enquiries' database, so theirs begin with studio_. The stores name them only here.
 */
import { perEngine } from "../../server/db/sql.ts";

const table = (name: string) => perEngine({ sqlite: name, postgres: `studio_${name}` });

export const ACCOUNTS = table("accounts");
export const SESSIONS = table("sessions");
export const AUDIT = table("audit");
export const PUBLISHES = table("publishes");
export const PUBLISH_PAGES = table("publish_pages");
