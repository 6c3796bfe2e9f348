import { InputRuleError, NOTHING_SENT } from '../../shared/inputRules';

/**
 * Links out instead of bytes: the file name a browser saves a download under (a
 * `response-content-disposition` value), and when a link stops working.
 */

const MAX_FILE_NAME = 255;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A browser file name typed in a field, trimmed; empty when none; refused when no header can carry it. */
export function readLinkFileName(value: unknown, field: string): string {
	const name = typeof value === 'string' ? value.trim() : '';
	if (CONTROL.test(name) || name.length > MAX_FILE_NAME) {
		throw new InputRuleError(
			field,
			`must be at most ${MAX_FILE_NAME} characters without line breaks or other control characters; got ${JSON.stringify(name.slice(0, 40))}${name.length > 40 ? '…' : ''}`,
			NOTHING_SENT,
		);
	}
	return name;
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…`: a browser saves the file under this name (the
 * plain form for old clients, with any character outside printable ASCII replaced).
 */
export function attachmentDisposition(fileName: string): string {
	const plain = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
	const encoded = encodeURIComponent(fileName).replace(
		/['()*]/g,
		(character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
	);
	return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}

/** When a link asked for now stops working, as an ISO date: `minutes` from before it was asked for. */
export function expiryAfter(askedAt: number, minutes: number): string {
	return new Date(askedAt + minutes * 60_000).toISOString();
}
