import type { IHttpRequestMethods } from 'n8n-workflow';

import { cancelSignalOf, waitForRetry } from './cancellation';
import { credentialError } from './credentialErrors';
import type { SignedRefusal, TransferPosition } from './errors';
import {
	apiError,
	capitalized,
	cutTransferError,
	redirectError,
	retried,
	transportError,
} from './errors';
import { mayHaveActed, retryDecision, unwaitedRetryAfter } from './retry';
import type { ApsFunctions, Outcome, StatusAdvice } from './types';

/**
 * An answer to keep: a 2xx, or the 404 of a DELETE repeated after an attempt that may have
 * deleted it.
 */
export type FinalAnswer = Extract<Outcome, { kind: 'ok' | 'status' }>;

/** What the loop needs to know of a request: its method and name, and for a signed address more. */
export interface AttemptedRequest {
	method: IHttpRequestMethods;
	operation: string;
	/** Set while the last answer was a signed address's refusal (signedUrl.ts tells). */
	signedRefusal?: SignedRefusal;
	/** The file this request moves and how far it had got: a lost connection is explained with it. */
	transfer?: TransferPosition;
	/** What a refusal means for this API or operation. */
	advice?: StatusAdvice;
}

/**
 * The retry loop of every request: sends, and sends again while the rules in retry.ts say so
 * (waiting as they say, and stopping when the execution is cancelled); a redirect is refused, and
 * an answer that is not retried becomes a NodeApiError. A DELETE repeated after an attempt the
 * service may have acted on, that then finds nothing (404), is answered with that 404 instead of
 * failing: the earlier attempt deleted it.
 */
export async function sendUntilFinal(
	context: ApsFunctions,
	request: AttemptedRequest,
	send: () => Promise<Outcome>,
): Promise<FinalAnswer> {
	const cancelSignal = cancelSignalOf(context);
	let actedBefore = false;
	for (let attempt = 0; ; attempt++) {
		const outcome = await send();
		refuseRedirect(context, request.operation, outcome);
		if (outcome.kind === 'ok') return outcome;
		if (actedBefore && request.method === 'DELETE' && isNotFound(outcome)) return outcome;
		const decision = retryDecision(request.method, outcome, attempt);
		if (decision.retry) {
			actedBefore = actedBefore || mayHaveActed(outcome);
			await waitForRetry(context, cancelSignal, decision.waitMs, request.operation, attempt);
			continue;
		}
		throw finalError(context, request, outcome, attempt, unwaitedRetryAfter(outcome));
	}
}

/** A 3xx answer is never followed: the request would carry on to an address nobody checked. */
function refuseRedirect(context: ApsFunctions, operation: string, outcome: Outcome): void {
	const redirect = redirectOf(outcome);
	if (!redirect) return;
	throw redirectError(context.getNode(), operation, redirect.statusCode, redirect.location);
}

/** The error of an answer that is not retried: the service's refusal, or what failed on the way. */
function finalError(
	context: ApsFunctions,
	request: AttemptedRequest,
	outcome: Exclude<Outcome, { kind: 'ok' }>,
	retries: number,
	note?: string,
): Error {
	if (outcome.kind === 'noToken') {
		return credentialError(context.getNode(), request.operation, {
			problem: 'serviceAccount',
			reason: `${outcome.cause}${retried(retries)}`,
			description: note ? `${capitalized(note)}. ${outcome.description}` : outcome.description,
		});
	}
	if (outcome.kind === 'status') {
		return apiError(context.getNode(), {
			statusCode: outcome.statusCode,
			body: outcome.body,
			method: request.method,
			operation: request.operation,
			retries,
			note,
			signed: request.signedRefusal,
			advice: request.advice,
		});
	}
	if (outcome.kind === 'network' && request.transfer) {
		return cutTransferError(
			context.getNode(),
			request.operation,
			outcome.cause,
			request.transfer,
			retries,
		);
	}
	return transportError(
		context.getNode(),
		request.operation,
		outcome.cause,
		request.method,
		retries,
	);
}

/** A 3xx answer (however n8n handed it over) and where it pointed. */
function redirectOf(outcome: Outcome): { statusCode: number; location?: string } | undefined {
	if (outcome.kind !== 'ok' && outcome.kind !== 'status') return undefined;
	if (outcome.statusCode < 300 || outcome.statusCode >= 400) return undefined;
	const location = outcome.headers.location ?? outcome.headers.Location;
	return { statusCode: outcome.statusCode, location: location ? String(location) : undefined };
}

function isNotFound(outcome: Outcome): outcome is Extract<Outcome, { kind: 'status' }> {
	return outcome.kind === 'status' && outcome.statusCode === 404;
}
