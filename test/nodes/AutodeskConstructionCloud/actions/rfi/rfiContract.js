'use strict';

/** What the RFI operations' contracts share: parameters on Sandbox Hospital, the scopes rows, paths. */

const { SEED } = require('../../../../../sandbox/seed/data');
const { rfiIds } = require('../../../../../sandbox/seed/rfis');
const { items, locator } = require('../../../../support/contractValues');

const GUID = SEED.projects.hospital.slice(2);
const IDS = rfiIds(GUID);
const ROOT = `/construction/rfis/v3/projects/${GUID}`;
const PATH_ROOT = '^/construction/rfis/v3/projects/[0-9a-f-]{36}';

/** Parameters of an RFI operation on Sandbox Hospital. */
const onHospital = (operation, extra = {}) => ({ resource: 'rfi', operation, hubId: locator(SEED.hubs.acc), projectId: locator(SEED.projects.hospital), ...extra });

const READ_ROW = { row: 'RFI > Get, Get Many, Get Comments, Get Types, Get Custom Attributes, Get My Permissions, Get Workflow', need: [['data:read']] };
const WRITE_ROW = { row: 'RFI > Create, Update, Add Comment, Add Response', need: [['data:write']] };

/** A GET of the RFIs API below the project, as a contract's firstRequest. */
const getRequest = (suffix, example) => ({ method: 'GET', path: `${PATH_ROOT}${suffix}$`, example: `${ROOT}${example}`, scopes: READ_ROW });

/** Three input items, each naming a seeded RFI the admin (a manager) sees. */
const threeRfis = async () => items(...['duct', 'slab', 'door'].map((key) => ({ rfiId: IDS.rfis[key] })));

/** The Project field naming a Fusion Team project (not a Construction Cloud one). */
const teamProject = { projectId: locator(SEED.projects.bracket) };

module.exports = { GUID, IDS, PATH_ROOT, READ_ROW, ROOT, WRITE_ROW, getRequest, onHospital, teamProject, threeRfis };
