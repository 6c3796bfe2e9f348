'use strict';

const { columnKind, columnKindsFor, schemaFileFor, serviceGroupOf } = require('../../../../../nodes/AutodeskConstructionCloudAdmin/actions/dataFile/tableSchema');
const { typedValue } = require('../../../../../nodes/AutodeskConstructionCloudAdmin/actions/dataFile/typedValues');

describe('the ACC Data Schema of an extract (column types of its CSV tables)', () => {
	test('the documented column types', () => {
		expect(['boolean', 'date: string', 'enum: string', 'number', 'string', 'string: UUID', 'string: null', 'timestamp: SQL (YYYY-MM-DD HH:MM:SS.mmm) (UTC)'].map(columnKind)).toEqual(['boolean', 'date', 'text', 'number', 'text', 'text', 'text', 'timestamp']);
	});

	test("a CSV file's service group and the listed schema file of it", () => {
		expect(serviceGroupOf('issues_issues.csv')).toBe('issues');
		expect(serviceGroupOf('cost_budget_payments.csv')).toBe('cost');
		const listed = ['issues_issues.csv', 'README.txt', 'rfis_schema.json', 'issues_schema.json'];
		expect(schemaFileFor('issues', listed)).toBe('issues_schema.json');
		expect(schemaFileFor('issues', ['schema_issues.json'])).toBe('schema_issues.json');
		expect(schemaFileFor('issues', ['schema/issues.json'])).toBe('schema/issues.json');
		expect(schemaFileFor('issues', ['rfis_schema.json', 'schema.json'])).toBe('schema.json');
		expect(schemaFileFor('issues', ['rfis_schema.json', 'issues_issues.csv'])).toBeUndefined();
	});

	test('the table named as the file, in the layouts a schema JSON may take; a table or text it does not describe gives nothing', () => {
		const listedColumns = JSON.stringify({ serviceGroup: 'issues', tables: [{ name: 'issues', columns: [{ name: 'display_id', type: 'number' }, { name: 'created_at', type: 'timestamp: SQL (YYYY-MM-DD HH:MM:SS.mmm) (UTC)' }] }] });
		expect([...columnKindsFor('issues_issues.csv', listedColumns)]).toEqual([['display_id', 'number'], ['created_at', 'timestamp']]);
		const keyed = JSON.stringify({ issues: { issues_issues: { columns: { closed: { data_type: 'boolean' }, due: 'date: string' } } } });
		expect([...columnKindsFor('issues_issues.csv', keyed)]).toEqual([['closed', 'boolean'], ['due', 'date']]);
		expect(columnKindsFor('issues_comments.csv', listedColumns)).toBeUndefined();
		expect(columnKindsFor('issues_issues.csv', 'not json')).toBeUndefined();
	});

	test('values by kind: empty is null; text that does not read as its kind is kept', () => {
		expect(typedValue('number', '-12.5e1')).toBe(-125);
		expect(typedValue('number', '12 m')).toBe('12 m');
		expect(typedValue('number', '9007199254740991')).toBe(9007199254740991);
		expect(typedValue('number', '12345678901234567890')).toBe('12345678901234567890');
		expect(typedValue('boolean', 'TRUE')).toBe(true);
		expect(typedValue('boolean', 'yes')).toBe('yes');
		expect(typedValue('timestamp', '2024-03-01 08:00:00.000')).toBe('2024-03-01T08:00:00.000Z');
		expect(typedValue('timestamp', '2024-03-01T10:00:00+02:00')).toBe('2024-03-01T08:00:00.000Z');
		expect(typedValue('date', '2024-03-15')).toBe('2024-03-15');
		expect(typedValue('text', '')).toBeNull();
		expect(typedValue('text', '007')).toBe('007');
	});
});
