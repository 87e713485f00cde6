/**
 * The embedded database's shared buffers, in MB (PGLITE_SHARED_BUFFERS_MB), where PGlite's own
 * default is 128. They are memory of the server's process; what they do not hold is read from the
 * data directory through the machine's file cache, which the process does not pay for. At 100,000
 * members 64 MB answered the whole visit at the same CPU per answer as 128 MB, with 35–80 MB less
 * memory after the load, and 32 MB at the same CPU per answer as 64 MB, with about 40 MB less at
 * idle (docs/decisions/0052-server-from-its-build.md).
 */
export const PGLITE_SHARED_BUFFERS_MB_DEFAULT = 32;
