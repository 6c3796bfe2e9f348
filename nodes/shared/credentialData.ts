import type { ICredentialDataDecryptedObject, IHttpRequestOptions } from 'n8n-workflow';

import { CREDENTIAL_TYPE, SERVICE_ACCOUNT_CREDENTIAL_TYPE, credentialTypeOf } from './credential';
import { NO_EXCHANGE_ON_401, sendWithServiceAccount } from './serviceAccount/send';
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
	return await sendWithServiceAccount(context, await credentialData(context), send);
}
