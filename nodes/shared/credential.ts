import type { INode, INodeProperties } from 'n8n-workflow';

export const CREDENTIAL_TYPE = 'autodeskApsOAuth2Api';
export const SERVICE_ACCOUNT_CREDENTIAL_TYPE = 'autodeskApsServiceAccountApi';

/** Whether the node sends with the Service Account credential (its Authentication parameter). */
export function usesServiceAccount(node: INode): boolean {
	return node.parameters.authentication === 'serviceAccount';
}

/** The credential type the node sends with: OAuth2 unless its Authentication says otherwise. */
export function credentialTypeOf(node: INode): string {
	return usesServiceAccount(node) ? SERVICE_ACCOUNT_CREDENTIAL_TYPE : CREDENTIAL_TYPE;
}

export const DEFAULT_BASE_URL = 'https://developer.api.autodesk.com';

/** The Base URL field both credentials show. */
export const BASE_URL_PROPERTY: INodeProperties = {
	displayName: 'Base URL',
	name: 'baseUrl',
	type: 'string',
	default: DEFAULT_BASE_URL,
	required: true,
	hint: 'Change only to go through a proxy or to try the package against the local sandbox',
};

/** The credential's Base URL (the default when empty), without a trailing slash. */
export function credentialBaseUrl(credentials: { baseUrl?: unknown }): string {
	const baseUrl = (credentials.baseUrl as string | undefined) || DEFAULT_BASE_URL;
	return baseUrl.replace(/\/+$/, '');
}

/** The service's limits on the scope parameter: at most 50 scopes, 2000 characters in all. */
export const MAX_SCOPES = 50;
export const MAX_SCOPE_CHARACTERS = 2000;

/**
 * What is wrong with the credential's Scopes field, worded to follow the field's name, or
 * undefined when the service would take it. Scopes are counted as the service reads them:
 * separated by whitespace; a comma would make n8n send one scope with commas in it.
 */
export function scopeProblem(scopes: unknown): string | undefined {
	if (typeof scopes !== 'string') return undefined;
	if (scopes.includes(',')) return 'must be separated by spaces, not commas';
	const list = scopes.split(/\s+/).filter(Boolean);
	if (list.length > MAX_SCOPES) {
		return `must hold at most ${MAX_SCOPES} scopes; it holds ${list.length}`;
	}
	const characters = list.join(' ').length;
	if (characters > MAX_SCOPE_CHARACTERS) {
		return `must be at most ${MAX_SCOPE_CHARACTERS} characters long; it is ${characters}`;
	}
	return undefined;
}

/** The rule a Base URL follows, in words, to follow the field's name. */
export const BASE_URL_RULE =
	'must use https; http is allowed only for this machine (localhost, 127.0.0.0/8, ::1)';

/** Loopback host names as URL parses them: localhost, 127.0.0.0/8 (normalized), [::1]. */
const LOOPBACK = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/i;

/** Whether a host name (as URL parses it) is this machine. */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK.test(hostname);

/**
 * What is wrong with a Base URL, or undefined when requests may go there: tokens, client secrets
 * and hook secrets travel in its requests, so only https leaves this machine.
 */
export function baseUrlProblem(baseUrl: string): string | undefined {
	let url: URL;
	try {
		url = new URL(baseUrl);
	} catch {
		return `must be a URL such as ${DEFAULT_BASE_URL}`;
	}
	if (url.protocol === 'https:') return undefined;
	if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return undefined;
	return BASE_URL_RULE;
}
