'use strict';

const { bucketPath, objectsPath, OSS_BUCKETS } = require('../../../nodes/services/oss');

describe('the OSS client: bucket and object paths', () => {
	test('buckets below /oss/v2/buckets, each key one encoded segment', () => {
		expect(OSS_BUCKETS).toBe('/oss/v2/buckets');
		expect(bucketPath('my-bucket')).toBe('/oss/v2/buckets/my-bucket');
		expect(objectsPath('my-bucket')).toBe('/oss/v2/buckets/my-bucket/objects');
		expect(bucketPath('my-bucket', 'plans/level 1.dwg')).toBe('/oss/v2/buckets/my-bucket/objects/plans%2Flevel%201.dwg');
	});

	test('a key that is a dot segment never reaches a path', () => {
		expect(() => bucketPath('my-bucket', '..')).toThrow(/must not be "\." or "\.\."/);
	});
});
