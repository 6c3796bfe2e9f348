const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A hub or project ID as the data API wants it: the bare GUID of a BIM 360 / Construction Cloud
 * account or project (as the web apps and the admin API show it) gets its `b.` prefix.
 */
export function withAccountPrefix(id: string): string {
	const trimmed = id.trim();
	return GUID.test(trimmed) ? `b.${trimmed}` : trimmed;
}
