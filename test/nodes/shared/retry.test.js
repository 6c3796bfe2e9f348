'use strict';

const {
	mayHaveActed,
	retryDecision,
	retryAfterSeconds,
	unwaitedRetryAfter,
	MAX_RATE_LIMIT_RETRIES,
	MAX_SERVER_RETRIES,
	MAX_RETRY_AFTER_SECONDS,
} = require('../../../nodes/shared/retry');

const status = (statusCode, headers = {}) => ({ kind: 'status', statusCode, headers, body: undefined });
const network = (code) => ({ kind: 'network', code, cause: code });
const malformed = { kind: 'malformed', cause: 'not JSON' };

describe('429', () => {
	test.each(['GET', 'POST', 'PATCH', 'DELETE'])('%s waits Retry-After and retries', (method) => {
		expect(retryDecision(method, status(429, { 'retry-after': '3' }), 0)).toEqual({ retry: true, waitMs: 3000 });
	});

	test('a Retry-After beyond the bound is not waited out', () => {
		const headers = { 'retry-after': String(MAX_RETRY_AFTER_SECONDS + 1) };
		expect(retryDecision('GET', status(429, headers), 0)).toEqual({ retry: false });
	});

	test('a Retry-After beyond the bound is put in words; one within it, or none, is not', () => {
		expect(unwaitedRetryAfter(status(429, { 'retry-after': '3600' }))).toBe(
			`the service asked to wait 3600 s, more than the ${MAX_RETRY_AFTER_SECONDS} s this node waits`,
		);
		expect(unwaitedRetryAfter(status(429, { 'Retry-After': new Date(Date.now() + 600_000).toUTCString() }))).toMatch(
			/^the service asked to wait (599|600) s/,
		);
		expect(unwaitedRetryAfter(status(429, { 'retry-after': String(MAX_RETRY_AFTER_SECONDS) }))).toBeUndefined();
		expect(unwaitedRetryAfter(status(429))).toBeUndefined();
		expect(unwaitedRetryAfter(status(503, { 'retry-after': '3600' }))).toBeUndefined();
	});

	test('gives up after the bounded number of retries', () => {
		expect(retryDecision('GET', status(429, { 'retry-after': '1' }), MAX_RATE_LIMIT_RETRIES)).toEqual({ retry: false });
	});

	test('without Retry-After: 1 s doubling', () => {
		expect(retryAfterSeconds({}, 0)).toBe(1);
		expect(retryAfterSeconds({}, 2)).toBe(4);
	});

	test('Retry-After as an HTTP date', () => {
		const inFiveSeconds = new Date(Date.now() + 5000).toUTCString();
		const seconds = retryAfterSeconds({ 'retry-after': inFiveSeconds }, 0);
		expect(seconds).toBeGreaterThanOrEqual(4);
		expect(seconds).toBeLessThanOrEqual(5);
	});
});

describe("a Service Account token that could not be had (the token endpoint's answer)", () => {
	const noToken = (tooMany) => ({ kind: 'noToken', cause: 'busy', description: 'later', tooMany });

	test.each(['GET', 'POST'])('%s: a 429 waits its Retry-After (an HTTP date too), up to the rate-limit bound; without one, 1 s doubling', (method) => {
		expect(retryDecision(method, noToken({ retryAfter: '3' }), 0)).toEqual({ retry: true, waitMs: 3000 });
		const date = retryDecision(method, noToken({ retryAfter: new Date(Date.now() + 5000).toUTCString() }), 0);
		expect(date.waitMs).toBeGreaterThanOrEqual(4000);
		expect(date.waitMs).toBeLessThanOrEqual(5000);
		expect(retryDecision(method, noToken({}), 2)).toEqual({ retry: true, waitMs: 4000 });
		expect(retryDecision(method, noToken({ retryAfter: '1' }), MAX_SERVER_RETRIES)).toEqual({ retry: true, waitMs: 1000 });
		expect(retryDecision(method, noToken({ retryAfter: '1' }), MAX_RATE_LIMIT_RETRIES)).toEqual({ retry: false });
	});

	test('a Retry-After beyond the bound is neither waited nor retried, and is put in words', () => {
		expect(retryDecision('GET', noToken({ retryAfter: String(MAX_RETRY_AFTER_SECONDS + 1) }), 0)).toEqual({ retry: false });
		expect(unwaitedRetryAfter(noToken({ retryAfter: '120' }))).toBe(`the service asked to wait 120 s, more than the ${MAX_RETRY_AFTER_SECONDS} s this node waits`);
		expect(unwaitedRetryAfter(noToken())).toBeUndefined();
	});

	test('anything else (5xx, unreachable) is retried with the server backoff, for any method, up to its bound', () => {
		expect(retryDecision('POST', noToken(), 0)).toEqual({ retry: true, waitMs: expect.any(Number) });
		expect(retryDecision('POST', noToken(), MAX_SERVER_RETRIES)).toEqual({ retry: false });
	});
});

describe('server errors and network failures', () => {
	test.each(['GET', 'PUT', 'PATCH', 'DELETE'])('%s is retried after a 503', (method) => {
		expect(retryDecision(method, status(503), 0)).toEqual({ retry: true, waitMs: 500 });
	});

	test('a POST is never repeated after a 5xx, a dropped connection, a timeout or an unreadable answer', () => {
		expect(retryDecision('POST', status(500), 0)).toEqual({ retry: false });
		expect(retryDecision('POST', status(503), 0)).toEqual({ retry: false });
		expect(retryDecision('POST', network('ECONNRESET'), 0)).toEqual({ retry: false });
		expect(retryDecision('POST', network('ECONNABORTED'), 0)).toEqual({ retry: false });
		expect(retryDecision('POST', malformed, 0)).toEqual({ retry: false });
	});

	test('a POST that never reached the service (connection refused) may be retried', () => {
		expect(retryDecision('POST', network('ECONNREFUSED'), 0)).toEqual({ retry: true, waitMs: 500 });
	});

	test('backoff grows, and stops after the bound', () => {
		expect(retryDecision('GET', status(502), 1)).toEqual({ retry: true, waitMs: 1000 });
		expect(retryDecision('GET', network('ECONNRESET'), 2)).toEqual({ retry: true, waitMs: 2000 });
		expect(retryDecision('GET', status(500), MAX_SERVER_RETRIES)).toEqual({ retry: false });
	});

	test.each([400, 401, 403, 404, 409, 423])('%s is not retried', (code) => {
		expect(retryDecision('GET', status(code), 0)).toEqual({ retry: false });
	});
});

describe('whether the service may have acted on a failed request', () => {
	test.each([
		['a 5xx', status(500), true],
		['a dropped connection', network('ECONNRESET'), true],
		['a timeout', network('ECONNABORTED'), true],
		['an unreadable answer', malformed, true],
		['a 429', status(429), false],
		['a 404', status(404), false],
		['a refused connection', network('ECONNREFUSED'), false],
		['an unknown host', network('ENOTFOUND'), false],
	])('%s: %s', (_name, outcome, acted) => {
		expect(mayHaveActed(outcome)).toBe(acted);
	});
});
