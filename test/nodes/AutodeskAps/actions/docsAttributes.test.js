'use strict';

const { docsProjectId } = require('../../../../nodes/AutodeskAps/actions/docsAttributes');

describe('docsProjectId: the Docs API takes the project GUID without b.', () => {
	test('a BIM 360 or Construction Cloud project loses its prefix', () => {
		expect(docsProjectId('b.4a5b6c7d-1e2f-4a3b-8c4d-5e6f7a8b9c01')).toBe('4a5b6c7d-1e2f-4a3b-8c4d-5e6f7a8b9c01');
		expect(docsProjectId('B.4A5B6C7D-1E2F-4A3B-8C4D-5E6F7A8B9C01')).toBe('4A5B6C7D-1E2F-4A3B-8C4D-5E6F7A8B9C01');
	});

	test.each(['a.YnVzaW5lc3M6c2FuZGJveC10ZWFt', 'b.not-a-guid', '4a5b6c7d-1e2f-4a3b-8c4d-5e6f7a8b9c01'])('%s is refused, naming the field', (id) => {
		expect(() => docsProjectId(id)).toThrow(`Project must be a BIM 360 or Construction Cloud project (b. and the project GUID) for custom attributes; got "${id}"`);
	});
});
