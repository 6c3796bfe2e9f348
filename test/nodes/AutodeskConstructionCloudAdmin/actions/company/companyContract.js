'use strict';

/** What the Company operations' contracts share: the ACC account, its companies, the scopes rows, paths. */

const { SEED } = require('../../../../../sandbox/seed/data');
const { DIRECTORY } = require('../../../../../sandbox/seed/projectDirectory');
const { locator } = require('../../../../support/contractValues');

const ACCOUNT = SEED.hubs.acc.slice(2);
const COMPANIES = `/hq/v1/accounts/${ACCOUNT}/companies`;
const COMPANIES_PATH = '^/hq/v1/accounts/[0-9a-f-]{36}/companies';

const READ_ROW = { row: 'Company > Get, Get Many, Get Many in Project', need: [['account:read']] };
const WRITE_ROW = { row: 'Company > Create, Import, Update', need: [['account:write']] };

/** Parameters of a Company operation in the ACC account. */
const inAccount = (operation, extra = {}) => ({ resource: 'company', operation, hubId: locator(SEED.hubs.acc), ...extra });

module.exports = { ACCOUNT, COMPANIES, COMPANIES_PATH, DIRECTORY, READ_ROW, WRITE_ROW, inAccount };
