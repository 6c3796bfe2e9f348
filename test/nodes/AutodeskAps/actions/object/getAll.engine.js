'use strict';

/** object / getAll through n8n's engine against the sandbox. */

const { useObjectSandbox } = require('../../../../support/oss');
const { bytesOf } = require('../../../../support/files');

const { sandbox, runObject, upload, log } = useObjectSandbox();

describe('Object > Get Many', () => {
	it('lists objects with their URNs, page by page up to the limit; Key Begins With filters', async () => {
		for (const key of ['a1.txt', 'a2.txt', 'b.txt']) await upload(key, bytesOf(3));
		sandbox.ctx.log.clear();
		const { items } = await runObject({ operation: 'getAll', returnAll: true, filters: { beginsWith: 'a' } });
		expect(items.map((item) => [item.json.objectKey, item.json.urn])).toEqual([
			['a1.txt', Buffer.from('urn:adsk.objects:os.object:models/a1.txt').toString('base64url')],
			['a2.txt', Buffer.from('urn:adsk.objects:os.object:models/a2.txt').toString('base64url')],
		]);
		const limited = await runObject({ operation: 'getAll', returnAll: false, limit: 2 });
		expect(limited.items).toHaveLength(2);
		const pages = await runObject({ operation: 'getAll', returnAll: true });
		expect(pages.items).toHaveLength(3);
		expect(log('GET', '/oss/v2/buckets/models/objects').map((entry) => entry.query.limit)).toEqual(['100', '2', '100']);
	});

	it('each input item lists its own prefix; every object is paired to its item', async () => {
		for (const key of ['a1.txt', 'a2.txt', 'b.txt']) await upload(key, bytesOf(3));
		sandbox.ctx.log.clear();
		const { items, error } = await runObject(
			{ operation: 'getAll', returnAll: true, filters: { beginsWith: '={{ $json.prefix }}' } },
			{ items: [{ json: { prefix: 'b' } }, { json: { prefix: 'a' } }] },
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.pairedItem.item, item.json.objectKey])).toEqual([
			[0, 'b.txt'],
			[1, 'a1.txt'],
			[1, 'a2.txt'],
		]);
		expect(log('GET', '/oss/v2/buckets/models/objects').map((entry) => entry.query.beginsWith)).toEqual(['b', 'a']);
	});
});
