'use strict';

/** What the AEC Data Model operations' contracts share: the one endpoint, its scopes row, the seeded model. */

const { AEC_SEED } = require('../../../../sandbox/seed/aecDataModel');
const { locator } = require('../../../support/contractValues');

const GRAPHQL = { method: 'POST', path: '^/aec/graphql$', example: '/aec/graphql', body: { query: '{ hubs { results { id } } }' } };
const READ_ROW = { row: 'Element Group, Element, Property, Query > Get, Get Many, Get Changes, Get Extraction Status, Get Versions, Get Definitions, Get Distinct Values, Run', need: [['data:read']] };

/** The first request of every operation: a GraphQL POST, which reading needs data:read for. */
const FIRST_REQUEST = { ...GRAPHQL, scopes: READ_ROW };

/** Parameters of an operation on the Hospital Central model. */
const onCentral = (parameters) => ({ elementGroupId: locator(AEC_SEED.elementGroups.hospitalCentral), ...parameters });

module.exports = { AEC_SEED, FIRST_REQUEST, READ_ROW, locator, onCentral };
