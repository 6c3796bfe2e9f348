import { usesServiceAccount } from '../shared/credential';
import { credentialData } from '../shared/credentialData';
import { InputRuleError } from '../shared/inputRules';
import type { ApsFunctions, StatusAdvice } from '../shared/types';
import { apsPath } from '../shared/url';

/**
 * The Secure Service Account API: which token it takes, its scopes and its paths.
 */

/**
 * The scopes of the Secure Service Account API (`autodesk-platform-services/aps-sdk-openapi`,
 * secureserviceaccount/secureServiceAccount.yaml: each route's `2-legged` security).
 */
export const SCOPES = {
	accountRead: 'application:service_account:read',
	accountWrite: 'application:service_account:write',
	keyRead: 'application:service_account_key:read',
	keyWrite: 'application:service_account_key:write',
} as const;

export type ServiceAccountScope = (typeof SCOPES)[keyof typeof SCOPES];

const GRANT_NAMES: Record<string, string> = {
	authorizationCode: 'Authorization Code',
	pkce: 'Authorization Code with PKCE',
};

/**
 * Refuses, before anything is sent, a credential the service would refuse for service account
 * management: it takes only the app's own two-legged token (OAuth2 with Client Credentials),
 * holding `scope`. A service account's token, or a user's, is three-legged.
 */
export async function requireAppToken(
	context: ApsFunctions,
	scope: ServiceAccountScope,
): Promise<void> {
	if (usesServiceAccount(context.getNode())) {
		throw new InputRuleError(
			'Credential',
			'must be an OAuth2 credential for the Service Account resource; got a Service Account credential',
			{
				then: "Service accounts are managed by the app that owns them, with its own two-legged token: choose an Autodesk Platform Services OAuth2 API credential whose Grant Type is Client Credentials (the app that owns the service account) in the node's Credential field.",
			},
		);
	}
	const credentials = await credentialData(context);
	const grantType = String(credentials.grantType ?? '');
	if (grantType !== 'clientCredentials') {
		throw new InputRuleError(
			'Grant Type (in the credential)',
			`must be Client Credentials for the Service Account resource; got ${GRANT_NAMES[grantType] ?? JSON.stringify(grantType)}`,
			{
				then: "Service accounts are managed with the app's own two-legged token: use an OAuth2 credential with Grant Type Client Credentials, the Client ID and Client Secret of a Server-to-Server app, and the application:service_account scopes.",
			},
		);
	}
	const scopes = String(credentials.scope ?? '').split(/\s+/);
	if (!scopes.includes(scope)) {
		throw new InputRuleError(
			'Scopes (in the credential)',
			`must include ${scope} for this operation`,
			{
				then: `Add ${scope} to the credential's Scopes (separated by spaces); n8n asks for a token with them at the next run.`,
			},
		);
	}
}

/** Where the service accounts of the app are listed and created. */
export const SERVICE_ACCOUNTS = '/authentication/v2/service-accounts';

/** A service account. */
export function serviceAccountPath(serviceAccountId: string): string {
	return SERVICE_ACCOUNTS + apsPath`/${serviceAccountId}`;
}

/** A service account's keys, or one of them. */
export function serviceAccountKeysPath(serviceAccountId: string, kid?: string): string {
	const keys = `${serviceAccountPath(serviceAccountId)}/keys`;
	return kid === undefined ? keys : keys + apsPath`/${kid}`;
}

/** What a refusal of the service account calls means: only the app's own two-legged token is taken. */
export const APP_TOKEN_ADVICE: StatusAdvice = {
	401: {
		add: "Service accounts are managed with the app's own two-legged token: an OAuth2 credential with Grant Type Client Credentials whose Scopes hold the operation's application:service_account scope (docs/operations.md lists them).",
	},
	403: {
		add: "Only a Server-to-Server app owns service accounts: check the credential's Client ID. An app has at most 10 service accounts and an account at most 3 keys: delete unused ones to make room.",
	},
};
