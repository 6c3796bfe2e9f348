'use strict';

const { checkedDataConnectorId, checkedFileName, dataFilePath, dataListingPath, jobsPath, requestJobsPath, requestsPath } = require('../../../nodes/services/dataConnector');

const ACCOUNT = '2f9e8d7c-6b5a-4e3d-8c1b-0a9f8e7d6c51';
const ID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('the Data Connector client (nodes/services/dataConnector.ts)', () => {
	test('paths below the account, each id one segment', () => {
		expect(requestsPath(ACCOUNT)).toBe(`/data-connector/v1/accounts/${ACCOUNT}/requests`);
		expect(requestsPath(ACCOUNT, ID)).toBe(`/data-connector/v1/accounts/${ACCOUNT}/requests/${ID}`);
		expect(requestJobsPath(ACCOUNT, ID)).toBe(`/data-connector/v1/accounts/${ACCOUNT}/requests/${ID}/jobs`);
		expect(jobsPath(ACCOUNT)).toBe(`/data-connector/v1/accounts/${ACCOUNT}/jobs`);
		expect(dataListingPath(ACCOUNT, ID)).toBe(`/data-connector/v1/accounts/${ACCOUNT}/jobs/${ID}/data-listing`);
		expect(dataFilePath(ACCOUNT, ID, 'my file.csv')).toBe(`/data-connector/v1/accounts/${ACCOUNT}/jobs/${ID}/data/my%20file.csv`);
	});

	test('request and job IDs are UUIDs (lower-cased); anything else names the field', () => {
		expect(checkedDataConnectorId('Job ID', ` ${ID.toUpperCase()} `)).toBe(ID);
		expect(() => checkedDataConnectorId('Job ID', `b.${ID}`)).toThrow(/^Job ID must be a UUID/);
		expect(() => checkedDataConnectorId('Request ID', 42)).toThrow('Request ID must be a UUID (such as 3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d); got 42');
	});

	test('a file name is one path segment', () => {
		expect(checkedFileName('File Name', ' rfis_rfis.csv ')).toBe('rfis_rfis.csv');
		for (const bad of ['', 'a/b.csv', '..', '%2e%2e', 'a\\b']) expect(() => checkedFileName('File Name', bad)).toThrow(/^File Name must be the name of one file/);
	});
});
