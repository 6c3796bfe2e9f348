'use strict';

/** What the Account User operations' contracts share: the ACC account, its users' ids, the scopes rows, paths. */

const { SEED } = require('../../../../../sandbox/seed/data');
const { uuidOf } = require('../../../../../sandbox/routes/accountAdmin/directory');
const { locator } = require('../../../../support/contractValues');

const ACCOUNT = SEED.hubs.acc.slice(2);
const USERS = `/hq/v1/accounts/${ACCOUNT}/users`;
const USERS_PATH = '^/hq/v1/accounts/[0-9a-f-]{36}/users';

/** A seeded user's ID in the ACC account's directory (a UUID; the seed's user ids are not). */
const directoryId = (userId) => uuidOf(`${ACCOUNT}:${userId}`);

const READ_ROW = { row: 'Account User > Get, Get Many, Get Projects, Get Roles', need: [['account:read']] };
const WRITE_ROW = { row: 'Account User > Create, Import, Update', need: [['account:write']] };

/** Parameters of an Account User operation in the ACC account. */
const inAccount = (operation, extra = {}) => ({ resource: 'accountUser', operation, hubId: locator(SEED.hubs.acc), ...extra });

module.exports = { ACCOUNT, READ_ROW, USERS, USERS_PATH, WRITE_ROW, directoryId, inAccount };
