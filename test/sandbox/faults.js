'use strict';

/**
 * Faults on demand. A fault matches requests by method and path pattern and fires `times` times.
 *
 * kinds:
 * - `status`: answer `status` (e.g. 429, 500, 503) before acting; 429 carries `Retry-After`.
 * - `status-after`: act (the route runs and changes state), then answer `status` instead.
 * - `slow`: wait `delayMs`, then answer normally.
 * - `broken-json`: act, then answer 200 with a body that is not JSON.
 * - `drop`: destroy the connection without an answer (before acting).
 * - `drop-after`: act (the route runs and changes state), then destroy the connection unanswered.
 * - `redirect`: answer `status` (default 307) with `Location: location` before acting, as a
 *   misconfigured proxy or Base URL would.
 *
 * `after: N` lets the first N matching requests through untouched. `body` (status kinds): the JSON
 * body to answer instead of the JSON:API error, e.g. `{ diagnostics: '...' }`.
 */
const KINDS = ['status', 'status-after', 'slow', 'broken-json', 'drop', 'drop-after', 'redirect'];

const DEFAULT_STATUS = { status: 500, 'status-after': 500, redirect: 307 };

class Faults {
	constructor() {
		this.faults = [];
	}

	add(spec) {
		if (!KINDS.includes(spec.kind)) throw new Error(`unknown fault kind ${spec.kind}; one of ${KINDS.join(', ')}`);
		if (spec.kind === 'redirect' && !spec.location) throw new Error('a redirect fault needs a location');
		const fault = {
			kind: spec.kind,
			method: spec.method ? String(spec.method).toUpperCase() : undefined,
			path: spec.path ? new RegExp(spec.path) : undefined,
			status: spec.status ?? DEFAULT_STATUS[spec.kind],
			location: spec.location,
			retryAfter: spec.retryAfter,
			body: spec.body,
			delayMs: spec.delayMs ?? 0,
			times: spec.times ?? 1,
			after: spec.after ?? 0,
			seen: 0,
			fired: 0,
		};
		this.faults.push(fault);
		return fault;
	}

	clear() {
		this.faults = [];
	}

	/** The fault to apply to this request, if any; counts it as fired. */
	take(method, pathname) {
		const matching = this.faults.filter(
			(candidate) =>
				candidate.fired < candidate.times &&
				(!candidate.method || candidate.method === method) &&
				(!candidate.path || candidate.path.test(pathname)),
		);
		for (const candidate of matching) candidate.seen += 1;
		const fault = matching.find((candidate) => candidate.seen > candidate.after);
		if (fault) fault.fired += 1;
		return fault;
	}
}

module.exports = { Faults, KINDS };
