import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { InputRuleError, NOTHING_SENT } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import { binaryOutputProperty } from '../../../framework/fields/binary';
import { expiryAfter, readMinutesValid } from '../../../framework/fields/links';
import type { ManifestRequest } from '../manifestRequest';
import { manifestPath } from '../manifestRequest';
import type { DerivativeFile } from './derivativeFiles';
import { mimeTypeOf } from './files';

/**
 * Derivative files as links instead of bytes: the download address the service's signed cookies
 * open (`.../manifest/{derivativeUrn}/signedcookies`, as autodesk-platform-services/aps-sdk-openapi,
 * modelderivative/modelderivative.yaml describes it), the cookies a client sends with it, and when
 * they expire. Nothing is downloaded.
 */

/** The service's longest cookie lifetime, and its default. */
const MAX_MINUTES = 360;

export const OUTPUT_FILE = 'file';
export const OUTPUT_LINK = 'link';

/** Output: File (binary data, as before) or Link; `what` says what the link opens. */
export function outputProperties(what: string): INodeProperties[] {
	return [
		{
			displayName: 'Output',
			name: 'output',
			type: 'options',
			options: [
				{
					name: 'File',
					value: OUTPUT_FILE,
					description: `Download ${what} into a binary field`,
				},
				{
					name: 'Link',
					value: OUTPUT_LINK,
					description: `The download address of ${what} with the signed cookies a client sends with it, and when they expire; nothing is downloaded`,
				},
			],
			default: OUTPUT_FILE,
		},
		{
			displayName: 'Minutes Valid',
			name: 'linkMinutes',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: MAX_MINUTES },
			default: 60,
			description: 'How long the signed cookies work: 1-360 minutes',
			displayOptions: { show: { output: [OUTPUT_LINK] } },
		},
	];
}

/** The binary output field, shown for Output: File only. */
export function fileFieldProperty(description: string): INodeProperties {
	return {
		...binaryOutputProperty,
		description,
		displayOptions: { show: { output: [OUTPUT_FILE] } },
	};
}

/** Output (File or Link) and, for a link, its minutes; refused before anything is sent. */
export function readOutput(
	context: IExecuteFunctions,
	itemIndex: number,
): { link: false } | { link: true; minutes: number } {
	const output = context.getNodeParameter('output', itemIndex, OUTPUT_FILE) as unknown;
	if (output === OUTPUT_FILE) return { link: false };
	if (output !== OUTPUT_LINK) {
		throw new InputRuleError('Output', `must be file or link; got ${show(output)}`, NOTHING_SENT);
	}
	const minutes = readMinutesValid(context, itemIndex, 'linkMinutes', MAX_MINUTES, {
		because: `the service's signed cookies last at most ${MAX_MINUTES} minutes`,
	});
	return { link: true, minutes };
}

/**
 * A derivative file's download link: `url`, the `cookies` (name to value) and `cookieHeader` a
 * client sends with it, `expiresAt`, and the file's `size` and `etag`.
 */
export async function derivativeLink(
	context: IExecuteFunctions,
	request: ManifestRequest,
	derivativeUrn: string,
	minutes: number,
	fileName: string,
): Promise<IDataObject> {
	const askedAt = Date.now();
	const { url, cookies, body } = await signedCookies(
		context,
		request,
		{ derivativeUrn, fileName },
		minutes,
	);
	const expiration = Number(body.expiration);
	return {
		url,
		cookies,
		cookieHeader: cookieHeader(cookies),
		expiresAt:
			Number.isFinite(expiration) && expiration > 0
				? new Date(expiration).toISOString()
				: expiryAfter(askedAt, minutes),
		minutesValid: minutes,
		size: Number(body.size),
		etag: body.etag,
	};
}

/**
 * A derivative file's CDN address and the signed cookies that open it (`.../signedcookies`), for
 * `minutes` or the service's default, with what the service said of the file.
 */
export async function signedCookies(
	context: IExecuteFunctions,
	request: ManifestRequest,
	file: { derivativeUrn: string; fileName: string },
	minutes?: number,
): Promise<{ url: string; cookies: Record<string, string>; body: IDataObject }> {
	const signed = await apsRequest<IDataObject>(context, {
		method: 'GET',
		url:
			manifestPath(request.target, request.source) + apsPath`/${file.derivativeUrn}/signedcookies`,
		operation: 'Get derivative download URL',
		...(minutes === undefined ? {} : { query: { 'minutes-expiration': minutes } }),
		headers: request.target.headers,
		userId: request.userId,
	});
	const url = signed.body?.url;
	if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) {
		throw new NodeOperationError(
			context.getNode(),
			`Get derivative download URL gave no download address for ${file.fileName}`,
			{ description: 'The service answered without a url. Try again later.' },
		);
	}
	return { url, cookies: cookiesOf(signed.headers), body: signed.body ?? {} };
}

/** The Cookie header that sends `cookies`: `name=value; ...`. */
export function cookieHeader(cookies: Record<string, string>): string {
	return Object.entries(cookies)
		.map(([name, value]) => `${name}=${value}`)
		.join('; ');
}

/** Each Set-Cookie header's name and value (its attributes are for browsers). */
function cookiesOf(headers: Record<string, string | string[]>): Record<string, string> {
	const setCookie = Object.entries(headers ?? {}).find(
		([name]) => name.toLowerCase() === 'set-cookie',
	)?.[1];
	const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
	const cookies: Record<string, string> = {};
	for (const line of lines) {
		const pair = line.split(';')[0];
		const at = pair.indexOf('=');
		if (at > 0) cookies[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
	}
	return cookies;
}

/** What an output item says of a derivative file it links to (as Download Derivatives says it of a downloaded file). */
export function linkedFileJson(request: ManifestRequest, file: DerivativeFile, size: number) {
	return {
		fileName: file.fileName,
		outputType: file.outputType,
		role: file.role,
		mimeType: mimeTypeOf(file.fileName),
		size,
		derivativeUrn: file.derivativeUrn,
		urn: request.source.urn,
		region: request.target.label,
	};
}
