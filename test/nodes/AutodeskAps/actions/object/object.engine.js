'use strict';

/** object: a signed URL from Get Signed URL reads its object until Delete removes the object. */

const { useObjectSandbox } = require('../../../../support/oss');

const { runObject, upload, log } = useObjectSandbox();

describe('Object > Delete and Get Signed URL', () => {
	it('deletes an object, and Get Signed URL makes a URL that reads it without a token', async () => {
		await upload('share.txt', Buffer.from('shared text'), 'text/plain');
		const { items } = await runObject({ operation: 'getSignedUrl', objectKey: 'share.txt', access: 'read', minutesExpiration: 5, singleUse: false });
		expect(items[0].json).toMatchObject({ bucketKey: 'models', objectKey: 'share.txt', access: 'read', signedUrl: expect.stringMatching(/\/oss\/v2\/signedresources\//), singleUse: false });
		expect(JSON.parse(log('POST', /\/signed$/)[0].body)).toEqual({ minutesExpiration: 5, singleUse: false });
		expect(await (await fetch(items[0].json.signedUrl)).text()).toBe('shared text');
		const deleted = await runObject({ operation: 'delete', objectKey: 'share.txt' });
		expect(deleted.items[0].json).toEqual({ bucketKey: 'models', objectKey: 'share.txt', deleted: true });
		expect((await fetch(items[0].json.signedUrl)).status).toBe(404);
	});
});
