'use strict';

/** Shared by the Data Connector operations' tests: the ACC account, its seeded request and job, running the node. */

const { runAdmin, locator, SEED } = require('./adminSandbox');
const { SEEDED_JOB_ID, SEEDED_REQUEST_ID, ZIP_NAME } = require('../../../../sandbox/seed/dataConnector');

const DATA_SCOPES = ['data:read', 'data:write', 'data:create'];
const ACCOUNT = SEED.hubs.acc.slice(2);
const BASE = `/data-connector/v1/accounts/${ACCOUNT}`;

/** Parameters of a Data Connector operation of `resource` (`parameters` name it) in the ACC account (its hub ID, with b.). */
const extraction = (resource, parameters) => ({ resource, hubId: locator(SEED.hubs.acc), ...parameters });

/** Runs a Data Connector operation with the data scopes (as runAdmin's options say otherwise). */
const runExtraction = (sandbox, parameters, options = {}) => runAdmin(sandbox, parameters, { scopes: DATA_SCOPES, ...options });

/** The logged Data Connector requests whose path below the account matches `pattern` (a RegExp source). */
const extractionRequests = (sandbox, pattern, method) => sandbox.ctx.log.find({ method, path: new RegExp(`^/data-connector/v1/accounts/[^/]+${pattern}$`) });

module.exports = { ACCOUNT, BASE, DATA_SCOPES, SEED, SEEDED_JOB_ID, SEEDED_REQUEST_ID, ZIP_NAME, extraction, extractionRequests, runExtraction };
