import type { IDataObject } from 'n8n-workflow';

/**
 * A path whose interpolated values are URL-encoded, so ids such as version ids
 * (`urn:...:fs.file:vf.x?version=2`) stay one path segment: apsPath`/items/${id}`.
 */
export function apsPath(strings: TemplateStringsArray, ...values: Array<string | number>): string {
	return strings.reduce(
		(path, part, index) =>
			path + part + (index < values.length ? encodeURIComponent(String(values[index])) : ''),
		'',
	);
}

/**
 * The address of a path, or of an absolute URL the service handed back (a links.next href, a
 * Location header), on the credential's Base URL. A link to another origin keeps only its path
 * and query: the access token never leaves the configured Base URL, and a proxy stays in the way.
 */
export function resolveUrl(baseUrl: string, pathOrUrl: string): string {
	const base = baseUrl.replace(/\/+$/, '');
	if (/^https?:\/\//i.test(pathOrUrl)) {
		if (pathOrUrl.startsWith(`${base}/`)) return pathOrUrl;
		const url = new URL(pathOrUrl);
		return `${base}${url.pathname}${url.search}`;
	}
	return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Appends query parameters; an array becomes the parameter repeated; empty values are left out. */
export function withQuery(url: string, query: IDataObject = {}): string {
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(query)) {
		const values = Array.isArray(value) ? value : [value];
		for (const single of values) {
			if (single === undefined || single === null || single === '') continue;
			params.append(key, String(single));
		}
	}
	const search = params.toString();
	if (!search) return url;
	return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
