'use strict';

const { encodeUrn, decodeUrn, isEncodedUrn, toSourceUrn } = require('../../../nodes/framework/urn');

const OBJECT_ID = 'urn:adsk.objects:os.object:my-bucket/house.rvt';
const VERSION_ID = 'urn:adsk.wipprod:fs.file:vf.Tq3Vb9cSQ0uQ?version=3';

describe('encodeUrn and decodeUrn', () => {
	test('URL-safe Base64 without padding, and back', () => {
		expect(encodeUrn(OBJECT_ID)).toBe('dXJuOmFkc2sub2JqZWN0czpvcy5vYmplY3Q6bXktYnVja2V0L2hvdXNlLnJ2dA');
		expect(decodeUrn(encodeUrn(OBJECT_ID))).toBe(OBJECT_ID);
	});

	test('uses - and _ where standard Base64 has + and /, never =', () => {
		const id = 'urn:adsk.objects:os.object:b/??>>~~.dwg';
		const standard = Buffer.from(id).toString('base64');
		expect(standard).toMatch(/[+/=]/);
		const urn = encodeUrn(id);
		expect(urn).toMatch(/^[A-Za-z0-9_-]+$/);
		expect(urn).toBe(standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
		expect(decodeUrn(urn)).toBe(id);
	});

	test('a version id keeps its ?version=N inside the encoding', () => {
		expect(decodeUrn(encodeUrn(VERSION_ID))).toBe(VERSION_ID);
	});

	test('decodes standard Base64 and padded URNs too', () => {
		const id = 'urn:adsk.objects:os.object:b/??>>~~.dwg';
		expect(decodeUrn(Buffer.from(id).toString('base64'))).toBe(id);
	});

	test.each([
		['not Base64 at all', 'house.rvt'],
		['Base64 of something that is not a urn: id', Buffer.from('bucket/house.rvt').toString('base64url')],
		['a length no Base64 has', 'dXJuO'],
		['both alphabets mixed', 'dXJu+mF_'],
		['trailing bits that do not round-trip', 'dXJuOmF'],
		['empty', ''],
	])('undefined for %s', (_name, text) => {
		expect(decodeUrn(text)).toBeUndefined();
	});

	test('isEncodedUrn: only the form the service wants', () => {
		expect(isEncodedUrn(encodeUrn(OBJECT_ID))).toBe(true);
		expect(isEncodedUrn(`${encodeUrn(OBJECT_ID)}==`)).toBe(false);
		expect(isEncodedUrn(OBJECT_ID)).toBe(false);
	});
});

describe('toSourceUrn', () => {
	test.each([
		['an object id', OBJECT_ID, { urn: encodeUrn(OBJECT_ID), id: OBJECT_ID, kind: 'objectId' }],
		['a version id, encoded as it is', VERSION_ID, { urn: encodeUrn(VERSION_ID), id: VERSION_ID, kind: 'versionId' }],
		['an EMEA version id', 'urn:adsk.wipemea:fs.file:vf.abc?version=1', { kind: 'versionId' }],
		['another urn: id', 'urn:adsk.viewing:fs.file:abc', { kind: 'otherId' }],
		['a URN already encoded', encodeUrn(OBJECT_ID), { urn: encodeUrn(OBJECT_ID), id: OBJECT_ID, kind: 'urn' }],
		['a padded standard Base64 URN', Buffer.from(OBJECT_ID).toString('base64'), { urn: encodeUrn(OBJECT_ID), kind: 'urn' }],
		['a URN with the viewer\'s urn: prefix', `urn:${encodeUrn(VERSION_ID)}`, { urn: encodeUrn(VERSION_ID), id: VERSION_ID, kind: 'urn' }],
		['text with spaces around it', `  ${OBJECT_ID}\n`, { urn: encodeUrn(OBJECT_ID), kind: 'objectId' }],
	])('accepts %s', (_name, value, expected) => {
		expect(toSourceUrn(value)).toMatchObject(expected);
	});

	test.each([
		['nothing', '', /empty/],
		['a value that is not text', 42, /empty/],
		['a file name', 'house.rvt', /neither an ID starting with "urn:" nor the URL-safe Base64/],
		['an item (lineage) id', 'urn:adsk.wipprod:dm.lineage:abc', /item \(lineage\) ID.*versions/],
		['an encoded item id', encodeUrn('urn:adsk.wipprod:dm.lineage:abc'), /item \(lineage\) ID/],
		['a folder id', 'urn:adsk.wipprod:fs.folder:co.abc', /folder ID/],
		['an id with a space inside', 'urn:adsk.objects:os.object:b/my house.rvt', /spaces/],
	])('refuses %s, saying why', (_name, value, problem) => {
		const result = toSourceUrn(value);
		expect(result.urn).toBeUndefined();
		expect(result.problem).toMatch(problem);
	});
});
