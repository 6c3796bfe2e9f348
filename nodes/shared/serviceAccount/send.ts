import type { IAdditionalCredentialOptions, ICredentialDataDecryptedObject } from 'n8n-workflow';

import { SERVICE_ACCOUNT_CREDENTIAL_TYPE } from '../credential';
import { hasApiStatus, settled } from '../errors';
import type { ApsFunctions } from '../types';
import { tokenUsable } from './token';
import { serviceAccountTokenError } from './tokenError';

/** n8n runs preAuthentication again on these statuses; the Service Account's 401s are handled here. */
export const NO_EXCHANGE_ON_401: IAdditionalCredentialOptions = {
	preAuthenticationRetryStatusCode: [],
};

/** The Service Account credential's fields that hold its token (kept by n8n, written by it). */
const TOKEN_FIELDS = ['accessToken', 'expiresAt', 'tokenFor'];

const turns = new WeakMap<ApsFunctions, Promise<void>>();
/** A token request the service refused in this run: the run's later requests fail the same. */
const refusals = new WeakMap<ApsFunctions, unknown>();
/** Runs that exchanged an assertion: a 401 to the token they got is not worth another exchange. */
const exchanged = new WeakSet<ApsFunctions>();

/** Waits for the run's requests before this one; the answer lets the next one go. */
async function takeTurn(context: ApsFunctions): Promise<() => void> {
	const previous = turns.get(context) ?? Promise.resolve();
	let release = () => {};
	const turn = new Promise<void>((resolve) => (release = resolve));
	turns.set(
		context,
		previous.then(async () => await turn),
	);
	await previous;
	return release;
}

/** Sends with an emptied token, so that n8n runs the credential's preAuthentication first. */
async function sendExchanging(
	context: ApsFunctions,
	data: ICredentialDataDecryptedObject,
	send: () => Promise<unknown>,
): Promise<unknown> {
	data.accessToken = '';
	exchanged.add(context);
	return await send().catch((error: unknown) => {
		if (serviceAccountTokenError(error)?.lasting) refusals.set(context, error);
		throw error;
	});
}

/**
 * Sends with a Service Account token that is not about to expire. `data` is the credential the
 * run holds (credentialData.ts), the object n8n signs with and writes a new token into. A token that is missing, made
 * from other fields, or less than 5 minutes from its expiry is read again from the credential
 * (another execution may have renewed it); if it is still not usable, it is emptied, so that n8n
 * runs the credential's preAuthentication (a new assertion exchanged once), keeps the new token
 * in the credential and writes it into the data the run holds. Requests of the run take turns
 * only for that check, and wait while one of them renews the token: one exchange per token. A
 * refusal (a wrong key, a disabled account) is not asked again in the same run.
 *
 * n8n is told not to exchange again on a 401 (it would, for every request): a 401 is handled
 * here, in turn. When the token sent is still the one held and was not exchanged in this run,
 * it is replaced (one exchange) and the request sent again once; a token another request of the
 * run already replaced is used for the one resend (or exchanged again, in turn, when that
 * exchange failed); a 401 to a token this run exchanged (a scope the credential lacks) is the
 * answer.
 */
export async function sendWithServiceAccount(
	context: ApsFunctions,
	data: ICredentialDataDecryptedObject,
	send: () => Promise<unknown>,
): Promise<unknown> {
	const first = await sendInTurn(context, data, send);
	if (first.sent.ok) return first.sent.value;
	if (!hasApiStatus(first.sent.error, 401)) throw first.sent.error;
	const release = await takeTurn(context);
	try {
		if (refusals.has(context)) throw refusals.get(context);
		const replaced = data.accessToken !== first.token;
		if (replaced && tokenUsable(data, Date.now())) {
			release();
			return await send();
		}
		if (!replaced && exchanged.has(context)) throw first.sent.error;
		return await sendExchanging(context, data, send);
	} finally {
		release();
	}
}

/** The first attempt, after the turn's check of the token, and the token it was sent with. */
async function sendInTurn(
	context: ApsFunctions,
	data: ICredentialDataDecryptedObject,
	send: () => Promise<unknown>,
): Promise<{ token: unknown; sent: Awaited<ReturnType<typeof settled>> }> {
	const release = await takeTurn(context);
	try {
		if (refusals.has(context)) throw refusals.get(context);
		if (!tokenUsable(data, Date.now())) {
			const stored = await context.getCredentials(SERVICE_ACCOUNT_CREDENTIAL_TYPE);
			for (const name of TOKEN_FIELDS) data[name] = stored[name];
		}
		if (tokenUsable(data, Date.now())) {
			const token = data.accessToken;
			release();
			return { token, sent: await settled(send()) };
		}
		const sent = await settled(sendExchanging(context, data, send));
		return { token: data.accessToken, sent };
	} finally {
		release();
	}
}
