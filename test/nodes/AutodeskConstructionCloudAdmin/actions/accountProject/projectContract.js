'use strict';

/** What the Project (account project) operations' contracts share: the ACC account, the scopes rows, paths. */

const { SEED } = require('../../../../../sandbox/seed/data');
const { locator } = require('../../../../support/contractValues');

const ACCOUNT = SEED.hubs.acc.slice(2);
const HOSPITAL = SEED.projects.hospital.slice(2);
const PROJECTS = `/construction/admin/v1/accounts/${ACCOUNT}/projects`;
const PROJECTS_PATH = '^/construction/admin/v1/accounts/[0-9a-f-]{36}/projects$';

/** The README rows name the resource "Account Project": the Autodesk Platform Services node has a Project too. */
const readme = (operation) => ({ resource: 'Account Project', operation });

const READ_ROW = { row: 'Account Project > Get, Get Many', need: [['account:read']] };
const WRITE_ROW = { row: 'Account Project > Create', need: [['account:write']] };

/** Parameters of a Project operation in the ACC account. */
const inAccount = (operation, extra = {}) => ({ resource: 'accountProject', operation, hubId: locator(SEED.hubs.acc), ...extra });

module.exports = { ACCOUNT, HOSPITAL, PROJECTS, PROJECTS_PATH, READ_ROW, WRITE_ROW, inAccount, readme };
