'use strict';

/**
 * What an operation's contract (test/support/contracts.js) says of its requests, held against the
 * requests a good run sent (the sandbox's log) and the scopes the sandbox asked of each.
 */

const SIGNED_ADDRESS = /^\/(s3|cdn)\//;

const sorted = (need) => JSON.stringify(need.map((scopes) => [...scopes].sort()).sort());
const sameNeed = (one, other) => sorted(one) === sorted(other);
const matches = (claim, entry) => entry.method === claim.method && new RegExp(claim.path).test(entry.path);
const said = (request) => `${request.method} ${request.path}`;
const keyOf = (entry) => `${entry.method} ${entry.path}`;

/**
 * Records the scopes the sandbox asks of each request from now on (every API route asks through
 * `ctx.tokens.authenticate`), as a Map from "METHOD path" to the alternatives asked, each a list.
 */
function scopesAsked(sandbox) {
	const asked = new Map();
	const tokens = sandbox.ctx.tokens;
	const authenticate = tokens.authenticate.bind(tokens);
	tokens.authenticate = (request, anyOf = []) => {
		asked.set(`${request.method} ${request.path}`, anyOf);
		return authenticate(request, anyOf);
	};
	return asked;
}

/**
 * Where the contract's requests and the logged ones (`entries`, in the order they arrived; `asked`
 * from scopesAsked) disagree, each as a sentence saying what to fix; none when they agree. Both
 * ways: the first request is `firstRequest`; each `laterRequests` entry, `faulted` and `signed`
 * request was sent; a request sent with a token is asked the scopes of the first request or of a
 * `laterRequests` entry; a request sent without one goes to a signed address and is in `signed`.
 */
function requestMismatches(contract, entries, asked) {
	const problems = [];
	const [first] = entries;
	const { firstRequest } = contract;
	if (!first || !matches(firstRequest, first)) {
		problems.push(`firstRequest says ${said(firstRequest)}, but the first request sent was ${first ? keyOf(first) : 'none'}`);
	} else if (!sameNeed(asked.get(keyOf(first)) ?? [], firstRequest.scopes.need)) {
		problems.push(`firstRequest says it needs ${sorted(firstRequest.scopes.need)}, but ${keyOf(first)} was asked ${sorted(asked.get(keyOf(first)) ?? [])}`);
	}
	const sent = (claim) => entries.filter((entry) => matches(claim, entry));
	for (const claim of contract.laterRequests) {
		const found = sent(claim);
		if (found.length === 0) problems.push(`laterRequests says ${said(claim)} is sent, but no request sent matches it`);
		for (const entry of found) {
			if (!sameNeed(asked.get(keyOf(entry)) ?? [], claim.scopes.need)) {
				problems.push(`laterRequests says ${said(claim)} needs ${sorted(claim.scopes.need)}, but ${keyOf(entry)} was asked ${sorted(asked.get(keyOf(entry)) ?? [])}`);
			}
		}
	}
	if (sent(contract.faulted).length === 0) problems.push(`faulted says ${said(contract.faulted)}, but no request sent matches it`);
	for (const claim of contract.signed) if (sent(claim).length === 0) problems.push(`signed says ${said(claim)} is sent, but no request sent matches it`);
	const needs = [firstRequest, ...contract.laterRequests].map((request) => request.scopes.need);
	for (const entry of entries) {
		const need = asked.get(keyOf(entry));
		if (need === undefined) {
			const signed = SIGNED_ADDRESS.test(entry.path) && !entry.headers.authorization && contract.signed.some((claim) => matches(claim, entry));
			if (!signed) problems.push(`${keyOf(entry)} was sent without being asked for scopes: list it in signed if it goes, without a token, to a signed address (/s3/, /cdn/)`);
		} else if (!needs.some((listed) => sameNeed(listed, need))) {
			problems.push(`${keyOf(entry)} was asked ${sorted(need)}, scopes neither firstRequest nor laterRequests lists: add it to laterRequests with the README scopes row that lists them`);
		}
	}
	return [...new Set(problems)];
}

module.exports = { requestMismatches, scopesAsked };
