'use strict';

const { apsPath, resolveUrl, withQuery } = require('../../../nodes/shared/url');

describe('apsPath', () => {
	test('encodes each value as one path segment, so a version id keeps its ?version=N', () => {
		const versionId = 'urn:adsk.wipprod:fs.file:vf.abc?version=2';
		expect(apsPath`/data/v1/projects/${'b.123'}/versions/${versionId}`).toBe(
			'/data/v1/projects/b.123/versions/urn%3Aadsk.wipprod%3Afs.file%3Avf.abc%3Fversion%3D2',
		);
	});

	test('a slash inside a value cannot add a segment', () => {
		expect(apsPath`/hubs/${'a/b/c'}`).toBe('/hubs/a%2Fb%2Fc');
	});
});

describe('resolveUrl', () => {
	test('joins a path to the base URL without doubling slashes', () => {
		expect(resolveUrl('https://developer.api.autodesk.com/', '/project/v1/hubs')).toBe(
			'https://developer.api.autodesk.com/project/v1/hubs',
		);
		expect(resolveUrl('http://127.0.0.1:8787', 'data/v1/x')).toBe('http://127.0.0.1:8787/data/v1/x');
	});

	test('keeps an absolute link on the Base URL as it is', () => {
		const next = 'https://developer.api.autodesk.com/project/v1/hubs/b.1/projects?page%5Bnumber%5D=1';
		expect(resolveUrl('https://developer.api.autodesk.com', next)).toBe(next);
		expect(resolveUrl('https://proxy.local/aps/', 'https://proxy.local/aps/data/v1/x?y=1')).toBe('https://proxy.local/aps/data/v1/x?y=1');
	});

	test('re-anchors a link to another origin on the Base URL, so the token never leaves it', () => {
		expect(resolveUrl('https://proxy.local/aps', 'https://developer.api.autodesk.com/project/v1/hubs?page%5Bnumber%5D=1')).toBe(
			'https://proxy.local/aps/project/v1/hubs?page%5Bnumber%5D=1',
		);
		expect(resolveUrl('https://developer.api.autodesk.com', 'https://evil.example/steal?x=1')).toBe(
			'https://developer.api.autodesk.com/steal?x=1',
		);
	});
});

describe('withQuery', () => {
	test('repeats array values, drops empty ones, appends to an existing query', () => {
		const url = withQuery('/p?x=1', { 'filter[id]': ['a', 'b'], 'filter[name]': '', limit: 5, none: undefined });
		const query = new URL(url, 'http://h').searchParams;
		expect(query.getAll('filter[id]')).toEqual(['a', 'b']);
		expect(query.get('x')).toBe('1');
		expect(query.get('limit')).toBe('5');
		expect(query.has('filter[name]')).toBe(false);
		expect(query.has('none')).toBe(false);
	});

	test('no parameters leaves the URL untouched', () => {
		expect(withQuery('/p', {})).toBe('/p');
		expect(withQuery('/p', { a: [] })).toBe('/p');
	});
});

describe('dot segments', () => {
	const { apsPath: path, dotSegmentIn } = require('../../../nodes/shared/url');

	test.each(['.', '..', '%2e', '%2E%2e', '%252e%252e', 'a/../b', 'a%2F..%2Fb', 'a\\..\\b', '..%2f'])('%s is or holds a dot segment', (value) => {
		expect(dotSegmentIn(value)).toBe(true);
	});

	test.each(['...', 'a.b', 'dm.version.added', 'urn:adsk.wipprod:fs.file:vf.x?version=2', '.hidden', 'b.1a2b', '%zz'])('%s does not', (value) => {
		expect(dotSegmentIn(value)).toBe(false);
	});

	test('apsPath refuses a value that is a dot segment instead of building a path another endpoint answers', () => {
		expect(() => path`/data/v1/projects/${'b.p'}/items/${'..'}`).toThrow(/must not be "\." or "\.\."/);
		expect(() => path`/data/v1/projects/${'%2E%2e'}/items/x`).toThrow(/"%2E%2e"/);
		expect(path`/data/v1/projects/${'b.p'}/items/${'a.b'}`).toBe('/data/v1/projects/b.p/items/a.b');
	});
});
