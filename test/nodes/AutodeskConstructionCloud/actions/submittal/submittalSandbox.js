'use strict';

/** Shared by the Submittal operations' tests: the seeded ACC project, running the node, the wire. */

const { submittalIds } = require('../../../../../sandbox/seed/submittals');
const { GUID, SEED, hospitalParameters, locator, requestsBelow, runAsCaller } = require('../hospital');

const IDS = submittalIds(GUID);
const SUBMITTALS_ROOT = `/construction/submittals/v2/projects/${GUID}`;

/** Parameters of a Submittal operation (`extra` names it) on Sandbox Hospital (by its ID with b.). */
const submittalParameters = (extra) => hospitalParameters('submittal', extra);

/** The logged requests below the project's Submittals API root matching `suffix` (a RegExp source). */
const submittalRequests = (sandbox, suffix, method) => requestsBelow(sandbox, SUBMITTALS_ROOT, suffix, method);

/** All logged requests of the Submittals API (any project). */
const anySubmittalRequest = (sandbox) => sandbox.ctx.log.find({ path: /^\/construction\/submittals\// });

module.exports = { GUID, IDS, SEED, SUBMITTALS_ROOT, anySubmittalRequest, locator, runAsCaller, submittalParameters, submittalRequests };
