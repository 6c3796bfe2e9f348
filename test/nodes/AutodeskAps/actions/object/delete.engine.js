'use strict';

/** object / delete through n8n's engine against the sandbox. */

const { useObjectSandbox } = require('../../../../support/oss');

const { sandbox, runObject, upload, log } = useObjectSandbox();

it('deletes an object by its key (a slash in the key is encoded); the bucket no longer lists it', async () => {
	await upload('plans/old.pdf', Buffer.from('old plan'), 'application/pdf');
	await upload('plans/new.pdf', Buffer.from('new plan'), 'application/pdf');
	sandbox.ctx.log.clear();
	const { items, error } = await runObject({ operation: 'delete', objectKey: 'plans/old.pdf' });
	expect(error).toBeUndefined();
	expect(items).toEqual([{ json: { bucketKey: 'models', objectKey: 'plans/old.pdf', deleted: true }, pairedItem: { item: 0 } }]);
	expect(log('DELETE', /^\/oss\//).map((entry) => [entry.path, entry.status])).toEqual([['/oss/v2/buckets/models/objects/plans%2Fold.pdf', 200]]);
	const left = await runObject({ operation: 'getAll', returnAll: true });
	expect(left.items.map((item) => item.json.objectKey)).toEqual(['plans/new.pdf']);
});

it('Continue On Fail: a missing object is the service\'s 404 on its own item; the next object is deleted', async () => {
	await upload('keep.txt', Buffer.from('k'), 'text/plain');
	sandbox.ctx.log.clear();
	const { items, error } = await runObject(
		{ operation: 'delete', objectKey: '={{ $json.key }}' },
		{ continueOnFail: true, items: [{ json: { key: 'none.txt' } }, { json: { key: 'keep.txt' } }] },
	);
	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	expect(items[0].json).toMatchObject({ httpCode: '404', error: expect.stringMatching(/^Delete object failed: Object none.txt does not exist/) });
	expect(items[1].json).toEqual({ bucketKey: 'models', objectKey: 'keep.txt', deleted: true });
	expect(log('DELETE', /^\/oss\//).map((entry) => entry.status)).toEqual([404, 200]);
});
