/**
 * Model Derivative URNs: the URL-safe Base64 (RFC 4648 §5) of an id, without `=` padding.
 *
 * A source design may be given three ways, and each becomes the URN the service expects:
 * - a URN already encoded (also accepted: standard Base64, with padding, or with the `urn:`
 *   prefix viewers put in front);
 * - an object id from storage: `urn:adsk.objects:os.object:<bucket>/<object>`;
 * - a version id of a file in a hub: `urn:adsk.wipprod:fs.file:vf.<id>?version=N`.
 *
 * A version id is encoded as it is, `?version=N` included. That is the URN the service keys
 * the derivatives of Docs (Autodesk Construction Cloud, BIM 360) files by: a version's
 * `relationships.derivatives.data.id` is exactly this encoding. Files of other hubs (Fusion
 * Team, personal hubs) are translated through the version's storage object id
 * (`relationships.storage.data.id`); give that id for them (the File list of a translation job
 * gives each file's `derivatives` URN, right for both).
 */

export type SourceKind = 'urn' | 'objectId' | 'versionId' | 'otherId';

export interface SourceUrn {
	/** The URN to send: URL-safe Base64 without padding. */
	urn: string;
	/** The id it encodes. */
	id: string;
	/** How the source was given. */
	kind: SourceKind;
}

const ID_PREFIX = /^urn:/i;
const OBJECT_ID = /^urn:adsk\.objects:os\.object:[^/]+\/.+$/;
const VERSION_ID = /^urn:adsk\.[a-z0-9]+:fs\.file:vf\.[^?]+\?version=\d+$/i;

/** Ids that name something other than a file: the service cannot translate them. */
const NOT_TRANSLATABLE: Array<{ pattern: RegExp; reason: string }> = [
	{
		pattern: /:dm\.lineage:/,
		reason:
			'it is an item (lineage) ID. Give the ID of one of its versions instead (the item\'s tip version, "urn:...:fs.file:vf...?version=N")',
	},
	{ pattern: /:fs\.folder:/, reason: 'it is a folder ID; only files can be translated' },
];

/** The URN of an id: URL-safe Base64 without padding. */
export function encodeUrn(id: string): string {
	return Buffer.from(id, 'utf8').toString('base64url');
}

/** The id a URN encodes, or undefined when the text is not a URN of an `urn:` id. */
export function decodeUrn(urn: string): string | undefined {
	const normalized = normalizeBase64(urn);
	if (normalized === undefined) return undefined;
	const id = Buffer.from(normalized, 'base64url').toString('utf8');
	if (!ID_PREFIX.test(id) || encodeUrn(id) !== normalized) return undefined;
	return id;
}

/** Whether the text is already a URN as the service wants it (URL-safe, no padding). */
export function isEncodedUrn(value: string): boolean {
	return /^[A-Za-z0-9_-]+$/.test(value) && decodeUrn(value) !== undefined;
}

/** The URN for a source given as a URN, an object id or a version id; or what is wrong with it. */
export function toSourceUrn(value: unknown): SourceUrn | { problem: string } {
	const text = typeof value === 'string' ? value.trim() : '';
	if (!text) return { problem: 'it is empty; give a URN, an object ID or a version ID' };
	if (ID_PREFIX.test(text)) {
		// Viewers write a URN as `urn:<Base64>`: the id is what the Base64 encodes.
		const encodedAfterPrefix = decodeUrn(text.slice(4));
		if (encodedAfterPrefix !== undefined) return fromId(encodedAfterPrefix, 'urn');
		return fromId(text, kindOfId(text));
	}
	const id = decodeUrn(text);
	if (id === undefined) {
		return {
			problem: 'it is neither an ID starting with "urn:" nor the URL-safe Base64 encoding of one',
		};
	}
	return fromId(id, 'urn');
}

function fromId(id: string, kind: SourceKind): SourceUrn | { problem: string } {
	if (/\s/.test(id)) return { problem: 'an ID cannot contain spaces or line breaks' };
	for (const { pattern, reason } of NOT_TRANSLATABLE) {
		if (pattern.test(id)) return { problem: reason };
	}
	return { urn: encodeUrn(id), id, kind };
}

function kindOfId(id: string): SourceKind {
	if (OBJECT_ID.test(id)) return 'objectId';
	if (VERSION_ID.test(id)) return 'versionId';
	return 'otherId';
}

/** URL-safe Base64 without padding from either alphabet, with or without `=`; else undefined. */
function normalizeBase64(text: string): string | undefined {
	const trimmed = text.trim();
	if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
	if (/[+/]/.test(trimmed) && /[_-]/.test(trimmed)) return undefined;
	const unpadded = trimmed.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
	if (unpadded.length % 4 === 1) return undefined;
	return unpadded;
}
