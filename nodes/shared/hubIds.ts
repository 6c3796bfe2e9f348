import type { NothingSent } from './inputRules';
import { InputRuleError } from './inputRules';

/**
 * The ids of BIM 360 and Construction Cloud accounts and projects, the one place that knows their
 * forms: the Data Management and Webhooks APIs take `b.` and the GUID, the ACC APIs (Issues, Docs,
 * Account Admin...) the GUID alone (`autodesk-platform-services/aps-sdk-openapi`
 * construction/issues/Issues.yaml: "remove the b. prefix"). Team and personal hubs use `a.`.
 */

const ACCOUNT_PREFIX = 'b.';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a GUID (an account, a project, an issue...), in either case. */
export function isGuid(text: string): boolean {
	return GUID.test(text);
}

/**
 * A hub or project ID as the data API wants it: the bare GUID of a BIM 360 / Construction Cloud
 * account or project (as the web apps and the admin API show it) gets its `b.` prefix.
 */
export function withAccountPrefix(id: string): string {
	const trimmed = id.trim();
	return isGuid(trimmed) ? `${ACCOUNT_PREFIX}${trimmed}` : trimmed;
}

/**
 * Whether a hub or project is of BIM 360 or Construction Cloud: both, and only they, have IDs
 * starting with `b.` (in either case). The node decides by the ID so that no extra request is sent.
 */
export function isAccountId(id: string): boolean {
	return id.slice(0, ACCOUNT_PREFIX.length).toLowerCase() === ACCOUNT_PREFIX;
}

/** An ID without its `b.` prefix (in either case), as the ACC APIs name a project; others as given. */
export function withoutAccountPrefix(id: string): string {
	return isAccountId(id) ? id.slice(ACCOUNT_PREFIX.length) : id;
}

/**
 * The GUID of a BIM 360 or Construction Cloud project, as the ACC APIs take it: its Data
 * Management ID (`b.` and the GUID) without the prefix, or the GUID given alone. Any other
 * project is refused before anything is sent, with `advice` saying why this API needs such a
 * project and what to do.
 */
export function accountGuid(projectId: string, advice: NothingSent): string {
	const guid = withoutAccountPrefix(projectId);
	if (!isGuid(guid)) {
		throw new InputRuleError(
			'Project',
			`must be a Construction Cloud or BIM 360 project ID (b. and the project GUID, or the GUID alone); got "${projectId}"`,
			advice,
		);
	}
	return guid;
}
