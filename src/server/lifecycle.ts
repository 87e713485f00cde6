/**
 * Where the process is in its life, for the readiness answer: a load balancer stops sending
 * requests to an instance that says it is stopping, while requests in flight still finish.
 */
export interface Lifecycle {
  readonly stopping: boolean;
  beginShutdown(): void;
}

export function newLifecycle(): Lifecycle {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    beginShutdown() {
      stopping = true;
    },
  };
}
