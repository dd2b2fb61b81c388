/** The studio's roles, each with the rights of the ones before it: a publisher edits, an owner publishes. */
export const ROLES = ["editor", "publisher", "owner"] as const;
export type Role = (typeof ROLES)[number];

export const roleAtLeast = (role: Role, needed: Role) => ROLES.indexOf(role) >= ROLES.indexOf(needed);
