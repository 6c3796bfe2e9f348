'use strict';

const path = require('node:path');
const { describeEngineFiles } = require('../../../support/engineFiles');

/** The engine tests of the resource elementProperty (elementProperty/*.engine.js), one jest file. */
describeEngineFiles(path.join(__dirname, 'elementProperty'));
