'use strict';

const { jsonApiDocument, simplifyResource } = require('../../../nodes/shared/jsonapi');
const { nextLink, nextPageUrl } = require('../../../nodes/shared/pagination');

test('jsonApiDocument wraps data with jsonapi.version 1.0', () => {
	expect(jsonApiDocument({ type: 'items', id: 'i1' })).toEqual({ jsonapi: { version: '1.0' }, data: { type: 'items', id: 'i1' } });
});

describe('simplifyResource', () => {
	const project = {
		type: 'projects',
		id: 'b.p1',
		attributes: {
			name: 'Tower',
			scopes: ['b360project.p1'],
			extension: { type: 'projects:autodesk.bim360:Project', version: '1.0', data: { projectType: 'ACC' } },
		},
		relationships: {
			hub: { data: { type: 'hubs', id: 'b.h1' }, links: { related: { href: 'x' } } },
			topFolders: { links: { related: { href: 'y' } } },
		},
		links: { self: { href: 's' }, webView: { href: 'https://acc.autodesk.com/p1' } },
	};

	test('puts attributes at the top, extension fields and related ids beside them', () => {
		expect(simplifyResource(project)).toEqual({
			id: 'b.p1',
			type: 'projects',
			name: 'Tower',
			scopes: ['b360project.p1'],
			extensionType: 'projects:autodesk.bim360:Project',
			extensionVersion: '1.0',
			extensionData: { projectType: 'ACC' },
			hubId: 'b.h1',
			webViewUrl: 'https://acc.autodesk.com/p1',
		});
	});

	test('an empty extension data object is left out', () => {
		const simple = simplifyResource({ type: 'hubs', id: 'a.1', attributes: { name: 'H', extension: { type: 't', version: '1.0', data: {} } } });
		expect(simple).not.toHaveProperty('extensionData');
	});
});

describe('nextLink', () => {
	test.each([
		['JSON:API object', { links: { next: { href: 'https://h/p?page%5Bnumber%5D=1' } } }, 'https://h/p?page%5Bnumber%5D=1'],
		['relative JSON:API object', { links: { next: { href: '/data/v1/x?page%5Bnumber%5D=2' } } }, '/data/v1/x?page%5Bnumber%5D=2'],
		['webhooks path', { links: { next: '/webhooks/v1/hooks?pageState=abc' } }, '/webhooks/v1/hooks?pageState=abc'],
		['last page', { links: { self: { href: 'x' } } }, undefined],
		['null next', { links: { next: null } }, undefined],
		['no body (204)', undefined, undefined],
	])('%s', (_, body, expected) => {
		expect(nextLink(body)).toBe(expected);
	});
});

describe('nextPageUrl', () => {
	test.each([
		['webhooks: relative to /webhooks/v1 (OpenAPI example)', '/webhooks/v1/hooks', '/hooks?pageState=abc', '/webhooks/v1/hooks?pageState=abc'],
		['webhooks: an event list (the guide)', '/webhooks/v1/systems/data/events/dm.version.added/hooks', '/systems/data/events/dm.version.added/hooks?pageState=a', '/webhooks/v1/systems/data/events/dm.version.added/hooks?pageState=a'],
		['webhooks: a full path is taken as it is', '/webhooks/v1/hooks', '/webhooks/v1/hooks?pageState=abc', '/webhooks/v1/hooks?pageState=abc'],
		['webhooks: an absolute URL is taken as it is', '/webhooks/v1/hooks', 'https://h/webhooks/v1/hooks?pageState=abc', 'https://h/webhooks/v1/hooks?pageState=abc'],
		['JSON:API: a path from the root', '/project/v1/hubs', '/project/v1/hubs?page%5Bnumber%5D=1', '/project/v1/hubs?page%5Bnumber%5D=1'],
	])('%s', (_, listUrl, next, expected) => {
		expect(nextPageUrl(listUrl, next)).toBe(expected);
	});
});
