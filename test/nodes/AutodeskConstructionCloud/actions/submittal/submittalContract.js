'use strict';

/** What the Submittal operations' contracts share: parameters on Sandbox Hospital, the scopes rows, paths. */

const { SEED } = require('../../../../../sandbox/seed/data');
const { submittalIds } = require('../../../../../sandbox/seed/submittals');
const { items, locator } = require('../../../../support/contractValues');

const GUID = SEED.projects.hospital.slice(2);
const IDS = submittalIds(GUID);
const ROOT = `/construction/submittals/v2/projects/${GUID}`;
const PATH_ROOT = '^/construction/submittals/v2/projects/[0-9a-f-]{36}';

/** Parameters of a Submittal operation on Sandbox Hospital. */
const onHospital = (operation, extra = {}) => ({ resource: 'submittal', operation, hubId: locator(SEED.hubs.acc), projectId: locator(SEED.projects.hospital), ...extra });

const READ_ROW = {
	row: 'Submittal > Get, Get Many, Get Attachments, Get Revisions, Get Specs, Get Item Types, Get Packages, Get Package, Get Responses',
	need: [['data:read']],
};
const WRITE_ROW = { row: 'Submittal > Create, Update, Change State, Create Spec', need: [['data:write']] };

/** A GET of the Submittals API below the project, as a contract's firstRequest. */
const getRequest = (suffix, example) => ({ method: 'GET', path: `${PATH_ROOT}${suffix}$`, example: `${ROOT}${example}`, scopes: READ_ROW });

/** Three input items, each naming a seeded item the admin (a manager) sees. */
const threeItems = async () => items(...['curtainWall', 'hardware', 'paint'].map((key) => ({ itemId: IDS.items[key] })));

/** The Project field naming a Fusion Team project (not a Construction Cloud one). */
const teamProject = { projectId: locator(SEED.projects.bracket) };

module.exports = { GUID, IDS, PATH_ROOT, READ_ROW, ROOT, WRITE_ROW, getRequest, onHospital, teamProject, threeItems };
