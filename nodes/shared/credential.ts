export const CREDENTIAL_TYPE = 'autodeskApsOAuth2Api';

export const DEFAULT_BASE_URL = 'https://developer.api.autodesk.com';

/** The service's limits on the scope parameter (APS-NOTES: 50 scopes; 2000 characters). */
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
