'use strict';

/** What the issue operations' contracts share: parameters on Sandbox Hospital, the README scopes rows, paths. */

const { SEED } = require('../../../../../sandbox/seed/data');
const { issueIds } = require('../../../../../sandbox/seed/issues');
const { locator } = require('../../../../support/contractValues');
const { items } = require('../../../../support/contractValues');
const { call, tokenFor } = require('../../../../support/sandbox');

const GUID = SEED.projects.hospital.slice(2);
const IDS = issueIds(GUID);
const ROOT = `/construction/issues/v1/projects/${GUID}`;
const PATH_ROOT = '^/construction/issues/v1/projects/[0-9a-f-]{36}';

/** Parameters of an issue operation on Sandbox Hospital. */
const onHospital = (operation, extra = {}) => ({ resource: 'issue', operation, hubId: locator(SEED.hubs.acc), projectId: locator(SEED.projects.hospital), ...extra });

const READ_ROW = { row: 'Issue > Get, Get Many, Get Comments, Get Types, Get Custom Attributes, Get Root Causes, Get My Permissions', need: [['data:read']] };
const WRITE_ROW = { row: 'Issue > Create, Add Comment', need: [['data:write']] };
const UPDATE_ROW = { row: 'Issue > Update', need: [['data:read', 'data:write']] };

/** A GET of the Issues API below the project, as a contract's firstRequest. */
const getRequest = (suffix, example, scopes = READ_ROW) => ({ method: 'GET', path: `${PATH_ROOT}${suffix}$`, example: `${ROOT}${example}`, scopes });

/** Three input items, each naming one of the seeded issues the admin may change. */
const threeIssues = async () => items(...['clash', 'railing', 'door'].map((key) => ({ issueId: IDS.issues[key] })));

/** Three input items, each naming a seeded issue with comments (so that each gives output items). */
async function threeCommented(sandbox) {
	const token = tokenFor(sandbox, { scopes: ['data:write'], userId: SEED.users.admin });
	const answer = await call(sandbox, 'POST', `${ROOT}/issues/${IDS.issues.railing}/comments`, { token, json: { body: 'Fitted.' } });
	if (answer.status !== 201) throw new Error(`adding a comment failed: ${answer.status} ${answer.text}`);
	return items(...['clash', 'crack', 'railing'].map((key) => ({ issueId: IDS.issues[key] })));
}

/** The Project field naming a Fusion Team project (not a Construction Cloud one). */
const teamProject = { projectId: locator(SEED.projects.bracket) };

module.exports = { GUID, IDS, READ_ROW, ROOT, UPDATE_ROW, WRITE_ROW, getRequest, onHospital, teamProject, threeCommented, threeIssues };
