'use strict';

const { jsonApiDocument, simplifyResource } = require('../../../nodes/shared/jsonapi');

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
