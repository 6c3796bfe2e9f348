'use strict';

// n8n's own sleep, recorded for wait.engine.js (it still pauses as n8n's does). Mocked here, before
// any engine file loads the node: an engine file's own jest.mock would come too late.
jest.mock('n8n-workflow', () => {
	const actual = jest.requireActual('n8n-workflow');
	return { ...actual, sleep: jest.fn(actual.sleep) };
});

const path = require('node:path');
const { describeEngineFiles } = require('../../../support/engineFiles');

/** The engine tests of the resource translationJob (translationJob/*.engine.js), one jest file. */
describeEngineFiles(path.join(__dirname, 'translationJob'));
