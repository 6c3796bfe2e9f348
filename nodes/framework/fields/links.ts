import type { IExecuteFunctions } from 'n8n-workflow';

import type { NothingSent } from '../../shared/inputRules';
import { InputRuleError, NOTHING_SENT } from '../../shared/inputRules';
import { show } from '../../shared/jsonField';

/**
 * Links out instead of bytes: how long a link works (Minutes Valid), the file name a browser saves
 * a download under (a `response-content-disposition` value), and when a link stops working.
 */

const MAX_FILE_NAME = 255;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A link's Minutes Valid (the parameter `name`): a whole number from 1 to `max`, else refused. */
export function readMinutesValid(
	context: IExecuteFunctions,
	itemIndex: number,
	name: string,
	max: number,
	advice?: NothingSent,
): number {
	const minutes = context.getNodeParameter(name, itemIndex, 60) as unknown;
	if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > max) {
		throw new InputRuleError(
			'Minutes Valid',
			`must be a whole number from 1 to ${max}; got ${show(minutes)}`,
			advice,
		);
	}
	return minutes;
}

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
