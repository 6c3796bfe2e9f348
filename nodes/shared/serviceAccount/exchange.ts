import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	IHttpRequestHelper,
	IHttpRequestOptions,
} from 'n8n-workflow';

import { baseUrlProblem, credentialBaseUrl, scopeProblem } from '../credential';
import { failed } from '../outcomes';
import { REQUEST_TIMEOUT_MS } from '../timeouts';
import { privateKeyFromPem, signedAssertion } from './assertion';
import { refusalError } from './refusal';
import { tokenFingerprint } from './token';
import { ServiceAccountTokenError } from './tokenError';

export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

const REQUIRED_FIELDS: Array<[name: string, label: string]> = [
	['clientId', 'Client ID'],
	['clientSecret', 'Client Secret'],
	['serviceAccountId', 'Service Account ID'],
	['keyId', 'Key ID'],
	['privateKey', 'Private Key'],
];

function text(credentials: ICredentialDataDecryptedObject, name: string): string {
	return String(credentials[name] ?? '').trim();
}

/** Every rule a field breaks before anything is sent: the first one, naming the field. */
function refuseFields(credentials: ICredentialDataDecryptedObject): void {
	for (const [name, label] of REQUIRED_FIELDS) {
		if (!text(credentials, name)) {
			throw new ServiceAccountTokenError(
				`${label} (in the credential) is empty`,
				'Fill it in from the APS developer portal or from the service account and its key. Nothing was sent.',
			);
		}
	}
	const scopes = scopeProblem(credentials.scope);
	if (scopes || !text(credentials, 'scope')) {
		throw new ServiceAccountTokenError(
			`Scopes (in the credential) ${scopes ?? 'must hold at least one scope'}`,
			'List the scopes the workflow needs, separated by spaces, e.g. "data:read data:write". Nothing was sent.',
		);
	}
	const rule = baseUrlProblem(credentialBaseUrl(credentials));
	if (rule) {
		throw new ServiceAccountTokenError(
			`Base URL (in the credential) ${rule}`,
			'Nothing was sent: the client secret and the assertion would cross the network unencrypted. Use https, or the default https://developer.api.autodesk.com.',
		);
	}
}

/**
 * Makes a JWT assertion for the service account and exchanges it at the token endpoint for a
 * three-legged token (Basic client authentication). Answers what the credential keeps: the
 * token, when it expires (ms since the epoch) and the fingerprint of the fields it was made from.
 */
export async function exchangeServiceAccountToken(
	helper: IHttpRequestHelper,
	credentials: ICredentialDataDecryptedObject,
): Promise<IDataObject> {
	refuseFields(credentials);
	const key = privateKeyFromPem(credentials.privateKey);
	const clientId = text(credentials, 'clientId');
	const clientSecret = text(credentials, 'clientSecret');
	const tokenUrl = `${credentialBaseUrl(credentials)}/authentication/v2/token`;
	const sentAt = Date.now();
	const assertion = signedAssertion(
		{
			clientId,
			serviceAccountId: text(credentials, 'serviceAccountId'),
			keyId: text(credentials, 'keyId'),
			scopes: text(credentials, 'scope').split(/\s+/),
			now: Math.floor(sentAt / 1000),
		},
		key,
	);
	const response = await sendTokenRequest(helper, {
		method: 'POST',
		url: tokenUrl,
		headers: {
			Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
			'Content-Type': 'application/x-www-form-urlencoded',
			Accept: 'application/json',
		},
		body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString(),
		json: false,
		encoding: 'text',
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		disableFollowRedirect: true,
		timeout: REQUEST_TIMEOUT_MS,
	});
	if ('unreachable' in response) {
		throw new ServiceAccountTokenError(
			`The token endpoint could not be reached: ${response.unreachable}`,
			'Check the Base URL and the network of the machine n8n runs on, then try again. No token was issued.',
			false,
		);
	}
	const body = parsed(response.body);
	if (response.statusCode === 200 && typeof body?.access_token === 'string' && body.access_token) {
		const seconds = Number(body.expires_in);
		return {
			accessToken: body.access_token,
			expiresAt: sentAt + (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000,
			tokenFor: tokenFingerprint(credentials),
		};
	}
	throw refusalError({
		statusCode: response.statusCode,
		body,
		headers: response.headers ?? {},
		sentAt,
		secrets: [clientSecret, assertion, String(credentials.privateKey ?? '')],
	});
}

interface TokenAnswer {
	statusCode: number;
	headers: IDataObject;
	body: unknown;
}

/**
 * The token endpoint's answer, or why none came, in words (never a bare error code such as
 * ECONNRESET: n8n replaces a node error's message that holds one with its own).
 */
async function sendTokenRequest(
	helper: IHttpRequestHelper,
	options: IHttpRequestOptions,
): Promise<TokenAnswer | { unreachable: string }> {
	try {
		return (await helper.helpers.httpRequest(options)) as TokenAnswer;
	} catch (error) {
		const failure = failed(error);
		return { unreachable: 'cause' in failure ? failure.cause : 'no answer' };
	}
}

function parsed(body: unknown): IDataObject | undefined {
	try {
		const value: unknown = typeof body === 'string' ? JSON.parse(body) : body;
		return value && typeof value === 'object' ? (value as IDataObject) : undefined;
	} catch {
		return undefined;
	}
}
