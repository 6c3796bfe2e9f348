'use strict';

/** What the Project User operations' contracts share: Sandbox Hospital, the scopes rows, paths. */

const { SEED } = require('../../../../../sandbox/seed/data');
const { locator } = require('../../../../support/contractValues');

const HOSPITAL = SEED.projects.hospital.slice(2);
const USERS = `/construction/admin/v1/projects/${HOSPITAL}/users`;
const USERS_PATH = '^/construction/admin/v1/projects/[0-9a-f-]{36}/users';

const READ_ROW = { row: 'Project User > Get, Get Many; Import (reading the users it added)', need: [['account:read']] };
const WRITE_ROW = { row: 'Project User > Add, Import, Update, Remove', need: [['account:write']] };

/** Docs with member access: the one product a user needs. */
const DOCS = { product: [{ key: 'docs', access: 'member' }] };

/** Parameters of a Project User operation on Sandbox Hospital. */
const onHospital = (operation, extra = {}) => ({ resource: 'projectUser', operation, hubId: locator(SEED.hubs.acc), projectId: locator(SEED.projects.hospital), ...extra });

module.exports = { DOCS, HOSPITAL, READ_ROW, USERS, USERS_PATH, WRITE_ROW, onHospital };
