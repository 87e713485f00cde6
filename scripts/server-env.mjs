// The environment the server runs in, wherever it runs for real: `npm start`, the systemd unit
// (deploy/mali-vivah.service, whose test checks it says the same) and the benchmarks' server.
// Measured on the whole visit at 100,000 members on PGlite: 879 MB at idle and 1,001 MB after the
// load through tsx; 465–482 and 624–669 MB from the build with these, 376–383 and 585–591 MB with
// the embedded database's shared buffers at 64 MB as well, and about 40 MB less at idle with them at 32 MB
// (docs/decisions/0052-server-from-its-build.md).

/** @type {Readonly<Record<string, string>>} */
export const SERVER_ENV = {
  // glibc gives each thread that allocates (libuv's pool hashing passwords, sharp's) an arena of its
  // own and keeps what they free. Two arenas, and blocks of 1 MiB and more always mapped and
  // unmapped (an argon2 hash's 12 MiB among them: no threshold that rises after the first is freed),
  // took about 180 MB off the server's memory. The threshold was 128 KiB at first: every response
  // brotli compressed then mapped its encoder's 160 and 260 KiB tables afresh and faulted them in,
  // 0.54 ms a listing page in the server against 0.23 ms with these two (decision 0052). Up to
  // 4 MiB freed at the top of an arena stays there, so the next answer's tables are not mapped again.
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '1048576',
  MALLOC_TRIM_THRESHOLD_: '4194304',
  // V8's young generation sized for a small server: it had grown its heap to about 220 MB at idle
  // for 90 MB of live objects. 8 MB semi-spaces cost a few percent of CPU on the heaviest answers.
  NODE_OPTIONS: '--max-semi-space-size=8',
};

/**
 * `env` with the server's environment over it; NODE_OPTIONS already set there are kept, after the
 * server's, so an operator's own flags win.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnv(env) {
  const nodeOptions = [SERVER_ENV.NODE_OPTIONS, env.NODE_OPTIONS].filter(Boolean).join(' ');
  return { ...env, ...SERVER_ENV, NODE_OPTIONS: nodeOptions };
}
