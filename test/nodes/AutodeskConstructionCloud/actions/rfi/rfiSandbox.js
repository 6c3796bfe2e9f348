'use strict';

/** Shared by the RFI operations' tests: the seeded ACC project, running the node, the wire. */

const { rfiIds } = require('../../../../../sandbox/seed/rfis');
const { GUID, PROJECT, SCOPES, SEED, hospitalParameters, locator, requestsBelow, runAsCaller } = require('../hospital');

const IDS = rfiIds(GUID);
const RFIS_ROOT = `/construction/rfis/v3/projects/${GUID}`;

/** Parameters of an RFI operation (`extra` names it) on Sandbox Hospital (by its ID with b.). */
const rfiParameters = (extra) => hospitalParameters('rfi', extra);

/** Runs an RFI operation as one of the callers (hospital.js runAsCaller). */
const runRfi = runAsCaller;

/** The logged requests below the project's RFIs API root matching `suffix` (a RegExp source). */
const rfiRequests = (sandbox, suffix, method) => requestsBelow(sandbox, RFIS_ROOT, suffix, method);

/** All logged requests of the RFIs API (any project). */
const anyRfiRequest = (sandbox) => sandbox.ctx.log.find({ path: /^\/construction\/rfis\// });

module.exports = { GUID, IDS, PROJECT, RFIS_ROOT, SCOPES, SEED, anyRfiRequest, locator, rfiParameters, rfiRequests, runRfi };
