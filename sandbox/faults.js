'use strict';

/**
 * Faults on demand. A fault matches requests by method and path pattern and fires `times` times.
 *
 * kinds:
 * - `status`: answer `status` (e.g. 429, 500, 503) before acting; 429 carries `Retry-After`.
 * - `status-after`: act (the route runs and changes state), then answer `status` instead.
 * - `slow`: hold the request until the client gives up (closes the connection) or `delayMs` passes
 *   (default 30 s), then act and answer normally (to no one, if the client has gone).
 * - `broken-json`: act, then answer 200 with a body that is not JSON.
 * - `drop`: destroy the connection without an answer (before acting).
 * - `drop-after`: act (the route runs and changes state), then destroy the connection unanswered.
 * - `redirect`: answer `status` (default 307) with `Location: location` before acting, as a
 *   misconfigured proxy or Base URL would.
 * - `repeat-next`: act, then answer with the `links.next` the first matching answer had, so the
 *   list's next page repeats a page already read.
 * - `endless-next` (webhook lists of more than one page): act, then point `links.next` at the
 *   first page again with a `pageState` never given before, so the list never ends.
 *
 * Faults of the signed addresses (`/s3/...`, `/cdn/...`), for the transfer operations (their
 * tests live with those operations):
 * - `expired`: the address's own check runs with the time `aheadMs` later (default 7 days, the
 *   longest an S3 presigned URL lives), so it refuses as S3 or CloudFront refuses an expired URL
 *   or cookie; nothing else changes.
 * - `cut`: answer the headers (the whole Content-Length) and the first `fraction` (default 0.4)
 *   of the body, then destroy the connection, as a transfer cut midway.
 *
 * `after: N` lets the first N matching requests through untouched. `body` (status kinds): the JSON
 * body to answer instead of the JSON:API error, e.g. `{ diagnostics: '...' }`.
 */
const KINDS = ['status', 'status-after', 'slow', 'broken-json', 'drop', 'drop-after', 'redirect'];
/** Faults of list paging, for the list operations only (their tests live with those operations). */
const LIST_KINDS = ['repeat-next', 'endless-next'];
/** Faults of the signed addresses, for the transfer operations only. */
const SIGNED_KINDS = ['expired', 'cut'];
const SEVEN_DAYS_MS = 7 * 24 * 3600_000;

/** How long a `slow` fault holds a request whose client never gives up. */
const SLOW_LIMIT_MS = 30_000;

const DEFAULT_STATUS = { status: 500, 'status-after': 500, redirect: 307 };

class Faults {
	constructor() {
		this.faults = [];
	}

	add(spec) {
		const kinds = [...KINDS, ...LIST_KINDS, ...SIGNED_KINDS];
		if (!kinds.includes(spec.kind)) throw new Error(`unknown fault kind ${spec.kind}; one of ${kinds.join(', ')}`);
		if (spec.fraction !== undefined && !(spec.fraction >= 0 && spec.fraction < 1)) throw new Error('a cut fault\'s fraction is from 0 to below 1');
		if (spec.kind === 'redirect' && !spec.location) throw new Error('a redirect fault needs a location');
		const fault = {
			kind: spec.kind,
			method: spec.method ? String(spec.method).toUpperCase() : undefined,
			path: spec.path ? new RegExp(spec.path) : undefined,
			status: spec.status ?? DEFAULT_STATUS[spec.kind],
			location: spec.location,
			retryAfter: spec.retryAfter,
			body: spec.body,
			delayMs: spec.delayMs ?? SLOW_LIMIT_MS,
			aheadMs: spec.aheadMs ?? SEVEN_DAYS_MS,
			fraction: spec.fraction ?? 0.4,
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

/** The answer of a `repeat-next` or `endless-next` fault: the route's answer with `links.next` rewritten. */
function rewriteNext(fault, response) {
	let body;
	try {
		body = JSON.parse(response.body);
	} catch {
		return response;
	}
	if (!body || typeof body !== 'object') return response;
	const next = body.links?.next;
	if (fault.kind === 'repeat-next') {
		if (fault.next === undefined) fault.next = next;
		if (fault.next === undefined) return response;
		body.links = { ...body.links, next: fault.next };
	} else {
		if (typeof next !== 'string') return response;
		const [path, search] = next.split('?');
		const query = new URLSearchParams(search);
		const saved = JSON.parse(Buffer.from(query.get('pageState'), 'base64url').toString('utf8'));
		query.set('pageState', Buffer.from(JSON.stringify({ ...saved, offset: 0, round: fault.fired })).toString('base64url'));
		body.links = { ...body.links, next: `${path}?${query}` };
	}
	return { ...response, body: JSON.stringify(body) };
}

module.exports = { Faults, KINDS, LIST_KINDS, SIGNED_KINDS, rewriteNext };
