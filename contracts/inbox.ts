/** Where an enquiry stands in the owner's inbox: the studio's API and its page share these. */
export const STATUSES = ["new", "replied", "archived"] as const;
export type Status = (typeof STATUSES)[number];
