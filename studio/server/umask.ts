/**
 * The studio process's umask: what it makes is its own and its group's to read, and no one else's.
 * In the container the group is the public server's (the studio's user is in `node`'s group), which
 * must read the releases the studio builds and installs, as another user now; the studio's own files
 * are in a volume the server never mounts, and its databases get their modes explicitly
 * (server/db/db-file.ts). 077, as the server's, would leave every release unreadable to it.
 */
export const STUDIO_UMASK = 0o027;
