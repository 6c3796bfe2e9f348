import type {
	IAdditionalCredentialOptions,
	ICredentialDataDecryptedObject,
	IHttpRequestOptions,
} from 'n8n-workflow';

import { CREDENTIAL_TYPE, SERVICE_ACCOUNT_CREDENTIAL_TYPE, credentialTypeOf } from './credential';
import { hasApiStatus, settled } from './errors';
import { tokenUsable } from './serviceAccount/token';
import { serviceAccountTokenError } from './serviceAccount/tokenError';
import type { ApsFunctions } from './types';

const readOnce = new WeakMap<ApsFunctions, Promise<ICredentialDataDecryptedObject>>();
const signers = new WeakMap<ApsFunctions, ApsFunctions>();

/**
 * The credential's data, read once per node run (one context): each read makes n8n load and
 * decrypt the credential and resolve its expression fields, and a listing sends one request per
 * page. A failed read is not kept.
 */
export async function credentialData(
	context: ApsFunctions,
): Promise<ICredentialDataDecryptedObject> {
	let data = readOnce.get(context);
	if (!data) {
		data = context.getCredentials(credentialTypeOf(context.getNode()));
		readOnce.set(context, data);
		data.catch(() => readOnce.delete(context));
	}
	return await data;
}

/** How long a run signs with the token it holds before it reads the stored one again. */
const TOKEN_REREAD_MS = 30_000;
/** A token this close to its expiry (n8n's `n8n_expires_at`) is read again before each use. */
const EXPIRY_MARGIN_MS = 60_000;

function expiresSoon(data: ICredentialDataDecryptedObject, now: number): boolean {
	const token = data.oauthTokenData as { n8n_expires_at?: unknown } | undefined;
	const expiresAt = Number(token?.n8n_expires_at);
	return Number.isFinite(expiresAt) && expiresAt - now < EXPIRY_MARGIN_MS;
}

/**
 * The context to sign requests with: the node's own, whose credential reads answer the run's one
 * read. n8n's OAuth2 helper reads the credential through `this.getCredentials` for every request
 * it signs (about 3 ms each in n8n 2.41); it writes a token it refreshes into the object it read,
 * so later requests of the run sign with the new token. A token another execution refreshes is
 * not written there: the stored token is read again every 30 s, and before each request once the
 * held one is about to expire.
 */
function signingContext(context: ApsFunctions): ApsFunctions {
	let signer = signers.get(context);
	if (!signer) {
		let checkedAt: number | undefined;
		const getCredentials = async (type: string, itemIndex?: number) => {
			if (type !== credentialTypeOf(context.getNode())) {
				return await context.getCredentials(type, itemIndex);
			}
			const data = await credentialData(context);
			if (type === SERVICE_ACCOUNT_CREDENTIAL_TYPE) return data;
			const now = Date.now();
			if (checkedAt === undefined) checkedAt = now;
			else if (now - checkedAt >= TOKEN_REREAD_MS || expiresSoon(data, now)) {
				const stored = await context.getCredentials(CREDENTIAL_TYPE);
				data.oauthTokenData = stored.oauthTokenData;
				checkedAt = now;
			}
			return data;
		};
		signer = Object.create(context, { getCredentials: { value: getCredentials } }) as ApsFunctions;
		signers.set(context, signer);
	}
	return signer;
}

/** n8n runs preAuthentication again on these statuses; the Service Account's 401s are handled here. */
const NO_EXCHANGE_ON_401: IAdditionalCredentialOptions = { preAuthenticationRetryStatusCode: [] };

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
 * Sends with a Service Account token that is not about to expire. A token that is missing, made
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
 * run already replaced is used for the one resend; a 401 to a token this run exchanged (a scope
 * the credential lacks) is the answer.
 */
async function sendWithServiceAccount(
	context: ApsFunctions,
	send: () => Promise<unknown>,
): Promise<unknown> {
	const first = await sendInTurn(context, send);
	if (first.sent.ok) return first.sent.value;
	if (!hasApiStatus(first.sent.error, 401)) throw first.sent.error;
	const release = await takeTurn(context);
	try {
		if (refusals.has(context)) throw refusals.get(context);
		const data = await credentialData(context);
		if (data.accessToken !== first.token) {
			release();
			return await send();
		}
		if (exchanged.has(context)) throw first.sent.error;
		return await sendExchanging(context, data, send);
	} finally {
		release();
	}
}

/** The first attempt, after the turn's check of the token, and the token it was sent with. */
async function sendInTurn(
	context: ApsFunctions,
	send: () => Promise<unknown>,
): Promise<{ token: unknown; sent: Awaited<ReturnType<typeof settled>> }> {
	const release = await takeTurn(context);
	try {
		if (refusals.has(context)) throw refusals.get(context);
		const data = await credentialData(context);
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

/**
 * Sends one request with the credential the node's Authentication names, through n8n's
 * httpRequestWithAuthentication (which signs it, and for OAuth2 refreshes the token).
 */
export async function sendSigned(
	context: ApsFunctions,
	options: IHttpRequestOptions,
): Promise<unknown> {
	const type = credentialTypeOf(context.getNode());
	const signer = signingContext(context);
	if (type !== SERVICE_ACCOUNT_CREDENTIAL_TYPE) {
		return await context.helpers.httpRequestWithAuthentication.call(signer, type, options);
	}
	const send = async () =>
		await context.helpers.httpRequestWithAuthentication.call(
			signer,
			type,
			{ ...options, headers: { ...options.headers } },
			NO_EXCHANGE_ON_401,
		);
	return await sendWithServiceAccount(context, send);
}
