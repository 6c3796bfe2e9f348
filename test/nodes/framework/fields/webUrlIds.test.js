'use strict';

const { idsFromWebUrl } = require('../../../../nodes/framework/fields/webUrlIds');
const { locatorId } = require('../../../../nodes/framework/fields/locators');

const GUID = '4a5b6c7d-1e2f-4a3b-8c4d-5e6f7a8b9c01';
const FOLDER = 'urn:adsk.wipprod:fs.folder:co.AbC-dEf_1';
const ITEM = 'urn:adsk.wipprod:dm.lineage:XyZ-123';

describe('IDs in web URLs', () => {
	test('Construction Cloud Docs: project GUID, folderUrn and entityId', () => {
		const url = `https://acc.autodesk.com/docs/files/projects/${GUID}?folderUrn=${encodeURIComponent(FOLDER)}&entityId=${encodeURIComponent(ITEM)}&viewModel=detail&moduleId=folders`;
		expect(idsFromWebUrl(url)).toEqual({ projectId: `b.${GUID}`, folderId: FOLDER, itemId: ITEM });
	});

	test('BIM 360 Docs: folders and items in the path', () => {
		const folderUrl = `https://docs.b360.autodesk.com/projects/${GUID}/folders/${encodeURIComponent(FOLDER)}/detail`;
		expect(idsFromWebUrl(folderUrl)).toEqual({
			projectId: `b.${GUID}`,
			folderId: FOLDER,
			itemId: undefined,
		});
		const viewerUrl = `https://docs.b360.eu.autodesk.com/projects/${GUID}/folders/${encodeURIComponent(FOLDER)}/detail/viewer/items/${encodeURIComponent(ITEM)}`;
		expect(idsFromWebUrl(viewerUrl).itemId).toBe(ITEM);
	});

	test('an API webView link with a prefixed ID; text that is not a URL', () => {
		expect(idsFromWebUrl(`https://example.test/webview/projects/b.${GUID}`).projectId).toBe(
			`b.${GUID}`,
		);
		expect(idsFromWebUrl('not a url')).toBeUndefined();
		expect(idsFromWebUrl('https://acc.autodesk.com/docs/')).toEqual({
			projectId: undefined,
			folderId: undefined,
			itemId: undefined,
		});
	});
});

describe('resource locator values', () => {
	test('list and ID modes; a URL pasted anywhere is read as a URL', () => {
		expect(locatorId({ __rl: true, mode: 'list', value: `b.${GUID}` }, 'project')).toBe(
			`b.${GUID}`,
		);
		expect(locatorId({ __rl: true, mode: 'id', value: GUID }, 'hub')).toBe(`b.${GUID}`);
		expect(locatorId(GUID, 'project')).toBe(`b.${GUID}`);
		expect(locatorId({ mode: 'id', value: ` ${FOLDER} ` }, 'folder')).toBe(FOLDER);
		const url = `https://acc.autodesk.com/docs/files/projects/${GUID}?entityId=${encodeURIComponent(ITEM)}`;
		expect(locatorId({ mode: 'id', value: url }, 'item')).toBe(ITEM);
		expect(locatorId({ mode: 'url', value: url }, 'project')).toBe(`b.${GUID}`);
	});

	test('empty values and URLs without the ID are refused, naming the field', () => {
		expect(() => locatorId({ mode: 'list', value: '' }, 'hub')).toThrow('Hub is required');
		expect(() =>
			locatorId({ mode: 'url', value: 'https://acc.autodesk.com/docs/' }, 'folder'),
		).toThrow(/Folder: the URL .* holds no folder ID/);
		expect(() => locatorId({ mode: 'url', value: 'https://x.test/' }, 'hub')).toThrow(
			/Hub: the URL/,
		);
	});
});
