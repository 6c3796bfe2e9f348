import type { IDataObject } from 'n8n-workflow';
import { UnexpectedError } from 'n8n-workflow';

/** The rule of dotSegmentIn, in words, to follow a field's name. */
export const DOT_SEGMENT_RULE =
	'must not be "." or ".." or hold such a path segment, also percent-encoded (%2e)';

/**
 * Whether a value meant for one path segment is, or holds, a `.` or `..` segment once its
 * percent-encoding is undone (`%2e%2E`, `a/../b`): an HTTP client or a proxy would resolve it
 * and the request would reach another path.
 */
export function dotSegmentIn(value: string): boolean {
	let text = value;
	for (let round = 0; round < 3; round++) {
		let decoded: string;
		try {
			decoded = decodeURIComponent(text);
		} catch {
			decoded = text.replace(/%2e/gi, '.').replace(/%2f/gi, '/').replace(/%5c/gi, '\\');
		}
		if (decoded === text) break;
		text = decoded;
	}
	return text.split(/[/\\]/).some((segment) => segment === '.' || segment === '..');
}

/**
 * A path whose interpolated values are URL-encoded, so ids such as version ids
 * (`urn:...:fs.file:vf.x?version=2`) stay one path segment: apsPath`/items/${id}`. A value that
 * is or holds a dot segment is refused (the fields are checked with their names before this).
 */
export function apsPath(strings: TemplateStringsArray, ...values: Array<string | number>): string {
	for (const value of values) {
		if (dotSegmentIn(String(value))) {
			throw new UnexpectedError(
				`A value in the request path ${DOT_SEGMENT_RULE}: ${JSON.stringify(String(value))}`,
			);
		}
	}
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

/** Whether a text is an absolute http or https URL. */
export function isHttpUrl(text: string): boolean {
	try {
		const { protocol } = new URL(text);
		return protocol === 'http:' || protocol === 'https:';
	} catch {
		return false;
	}
}
