/**
 * How long the request path waits. A module of its own so that tests can run the real transport
 * with shorter waits (through jest's module registry); node code never changes these.
 */

/** How long one request may go without an answer before it counts as failed. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** The pause before each repeat of a request after a server error, drop, timeout or bad body. */
export const RETRY_BACKOFF_MS: readonly number[] = [500, 1000, 2000];
