'use strict';

/** What the Data Connector operations' contracts share: the ACC account, its seeded request and job, the scopes rows, paths. */

const { SEED } = require('../../../../sandbox/seed/data');
const { SEEDED_JOB_ID, SEEDED_REQUEST_ID } = require('../../../../sandbox/seed/dataConnector');
const { locator } = require('../../../support/contractValues');

const ACCOUNT = SEED.hubs.acc.slice(2);
const BASE = `/data-connector/v1/accounts/${ACCOUNT}`;
const BASE_PATH = '^/data-connector/v1/accounts/[0-9a-f-]{36}';

const READ_ROW = { row: 'Data Extraction Request, Data Extraction Job, Extracted Data > Get, Get Many, List Files, Download', need: [['data:read']] };
const WRITE_ROW = { row: 'Data Extraction Request > Update, Delete; Data Extraction Job > Cancel', need: [['data:write']] };
const CREATE_ROW = { row: 'Data Extraction Request > Create; Data Extraction Job > Run and Wait', need: [['data:create']] };

/** Parameters of a Data Connector operation in the ACC account. */
const inAccount = (resource, operation, extra = {}) => ({ resource, operation, hubId: locator(SEED.hubs.acc), ...extra });

module.exports = { ACCOUNT, BASE, BASE_PATH, CREATE_ROW, READ_ROW, WRITE_ROW, SEEDED_JOB_ID, SEEDED_REQUEST_ID, inAccount };
